//! Counting the move sequences that finish a game, with a memo over all boards.

mod cache;

use std::fmt;
use std::ops::AddAssign;

use self::cache::Memo;
use crate::geometry::{self, children};
use crate::{Board, Mark};
use ttt_core::rules as r;

/// How many ways a game can go on to its end, by result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every move sequence.
    pub total: u64,
    /// Those X wins.
    pub x_wins: u64,
    /// Those O wins.
    pub o_wins: u64,
    /// Those that end drawn.
    pub draws: u64,
}

impl AddAssign for Counts {
    fn add_assign(&mut self, other: Counts) {
        self.total += other.total;
        self.x_wins += other.x_wins;
        self.o_wins += other.o_wins;
        self.draws += other.draws;
    }
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {} {}", self.total, self.x_wins, self.o_wins, self.draws)
    }
}

/// The game counts from `board`, in a game X started.
///
/// # Errors
/// [`r::Unreachable`] when no such game reaches `board`.
pub fn count_games(board: Board) -> Result<Counts, r::Unreachable> {
    r::status(board, Mark::X)?;
    let mut memo = Memo::new();
    Ok(count(board, &mut memo))
}

fn count(board: Board, memo: &mut Memo) -> Counts {
    if let Some(counts) = memo.get(board) {
        return counts;
    }
    let one = Counts { total: 1, ..Counts::default() };
    let counts = match r::status(board, Mark::X).expect("the search stays on reachable boards") {
        r::Status::Won(Mark::X) => Counts { x_wins: 1, ..one },
        r::Status::Won(Mark::O) => Counts { o_wins: 1, ..one },
        r::Status::Drawn => Counts { draws: 1, ..one },
        r::Status::InProgress { to_move } => {
            let mut sum = Counts::default();
            for child in children(board, to_move) {
                sum += count(child, memo);
            }
            debug_assert!(geometry::moves_left(board) > 0);
            sum
        }
    };
    memo.insert(board, counts);
    counts
}
