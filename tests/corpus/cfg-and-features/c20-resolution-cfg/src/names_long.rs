//! Long names for the verdicts.

use crate::Verdict;

/// The verdict's name.
pub fn name(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::X => "X wins",
        Verdict::O => "O wins",
        #[cfg(feature = "names")]
        Verdict::Draw => "draw",
        #[cfg(not(feature = "names"))]
        Verdict::Draw => "D",
        Verdict::Play => "in play",
        Verdict::Impossible => "impossible",
    }
}
