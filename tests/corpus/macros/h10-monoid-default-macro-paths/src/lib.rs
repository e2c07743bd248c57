//! Monoid folds over boards (bundling shape: a `macro_rules! impl_monoid` in a `#[macro_use]`
//! module file, re-exported by path as `pub(crate) use impl_monoid;` and invoked both by
//! textual scope and as `crate::algebra::impl_monoid!`, writing `impl $crate::algebra::Monoid for
//! $wrap<$t>` for many types with an associated const `ID`; `M::ID`/`M::op` used as values in
//! a generic fold; `#[derive(Default)]` on a generic struct, on an enum with `#[default]`, on a
//! struct holding ttt-core's `Board` and an `Option<Mark>`; `Default` reached only through
//! `..Default::default()`, `mem::take`, `unwrap_or_default`, `or_default()` and
//! `T::default()` in a generic fn).
//!
//! Problem: the first line is a mode (`sum`, `max` or `both`; anything else is the default
//! mode, `both`), then one board of nine letters per line. For each board print the sum and the
//! maximum of the indices of X's squares, and the total marks of all boards so far; at the end,
//! the number of boards per mover.

pub mod algebra;

use std::collections::BTreeMap;

use algebra::fold::{fold, Running};
use algebra::{Add, Max, Monoid};
use ttt_core::board::{Board, Mark};
use ttt_core::rules::to_move;

/// Biggest square index plus one, as its own monoid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span<T>(pub T);

crate::algebra::impl_monoid!(Span: u8 => |a, b| a.max(b), 0);

/// What to print per board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Only the sum.
    Sum,
    /// Only the maximum.
    Max,
    /// Both.
    #[default]
    Both,
}

impl Mode {
    /// The mode named by `word`, the default otherwise.
    #[must_use]
    pub fn parse(word: &str) -> Mode {
        match word {
            "sum" => Mode::Sum,
            "max" => Mode::Max,
            "both" => Mode::Both,
            _ => Mode::default(),
        }
    }
}

/// Everything the solver keeps between boards.
#[derive(Debug, Default)]
pub struct State {
    /// The mode.
    pub mode: Mode,
    /// The last board.
    pub last: Board,
    /// Who moved last, when known.
    pub last_mover: Option<Mark>,
    /// Marks per board.
    pub marks: Running<u32>,
    /// Boards per mover (`-` for none).
    pub movers: BTreeMap<char, usize>,
}

/// A fresh value of any `Default` type.
pub fn fresh<T: Default>() -> T {
    T::default()
}

/// The answer line for one board.
pub fn step(state: &mut State, board: Board) -> String {
    let squares: Vec<usize> = board
        .squares()
        .filter(|&(_, mark)| mark == Some(Mark::X))
        .map(|(square, _)| square.index())
        .collect();
    let sum = fold(squares.iter().map(|&i| Add(i)));
    let max = fold(squares.iter().map(|&i| Max(i as u32)));
    let span = fold(squares.iter().map(|&i| Span(i as u8 + 1)));
    let mover = to_move(board, Mark::X);
    *state.movers.entry(mover.map_or('-', Mark::letter)).or_default() += 1;
    state.marks.push(board.mark_count());
    let total: u32 = state.marks.seen.iter().copied().map(Add).fold(Add::<u32>::ID, Monoid::op).0;
    state.last = board;
    state.last_mover = mover.map(Mark::opponent);
    let shown = match state.mode {
        Mode::Sum => sum.0.to_string(),
        Mode::Max => max.0.to_string(),
        Mode::Both => format!("{} {}", sum.0, max.0),
    };
    format!("{} span={} total={}", shown, span.0, total)
}

/// A state for `mode`, the rest default.
#[must_use]
pub fn start(mode: Option<&str>) -> State {
    State { mode: mode.map(Mode::parse).unwrap_or_default(), ..Default::default() }
}
