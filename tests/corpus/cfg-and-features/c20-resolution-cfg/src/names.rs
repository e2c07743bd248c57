//! Short names for the verdicts.

use crate::Verdict;

/// The verdict's name.
pub fn name(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::X => "X",
        Verdict::O => "O",
        Verdict::Draw => "D",
        Verdict::Play => "P",
        Verdict::Impossible => "!",
    }
}
