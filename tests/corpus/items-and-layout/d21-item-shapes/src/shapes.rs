//! The types and traits `answer` uses, in shapes a resolver meets rarely.

/// `import!(a::b, c::d)`: one `use` per path.
macro_rules! import {
    ($($path:path),* $(,)?) => {
        $(use $path;)*
    };
}

import!(ttt_core::board::Board, ttt_core::board::Mark, ttt_core::lines::LINES);

/// Writes a two-field tuple struct with the usual derives.
macro_rules! pair {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name(pub u32, pub u32);
    };
}

pair! {
    /// Marks of X and O.
    Tally
}

impl Tally {
    /// The marks of `board`.
    pub fn of(board: Board) -> Self {
        Self(board.count(Mark::X), board.count(Mark::O))
    }
}

/// Who has more marks (a prelude-ish name, shadowed here).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ordering {
    /// X has more.
    XAhead,
    /// Same count.
    Level,
    /// O has more.
    OAhead,
}

impl Ordering {
    /// The ordering on `board`.
    pub fn of(board: Board) -> Self {
        match Tally::of(board) {
            Tally(x, o) if x > o => Self::XAhead,
            Tally(x, o) if x == o => Self::Level,
            Tally(..) => Self::OAhead,
        }
    }
}

/// A set of squares as `N` flags (9 by default).
#[derive(Clone, Copy, Debug)]
pub struct Bits<const N: usize = 9>([bool; N]);

impl<const N: usize> Bits<N> {
    /// How many flags.
    pub const LEN: usize = N;

    /// The flags of `mask`'s low `N` bits.
    pub fn of(mask: u16) -> Self {
        let mut flags = [false; N];
        for (index, flag) in flags.iter_mut().enumerate() {
            *flag = index < 16 && mask /* the mask */ >> index & 1 == 1;
        }
        Self(flags)
    }

    /// How many are set.
    pub fn ones(&self) -> u32 {
        let Self(flags) = self;
        flags.iter().filter(|&&f| f).count() as u32
    }
}

/// Lines of a board, through a generic associated type.
pub trait Lines {
    /// The iterator over lines.
    type Iter<'a>: Iterator<Item = u16>
    where
        Self: 'a;

    /// The completed lines of either mark.
    fn lines<'a>(&'a self) -> Self::Iter<'a>;
}

impl Lines for Board {
    type Iter<'a> = std::vec::IntoIter<u16>;

    fn lines<'a>(&'a self) -> Self::Iter<'a> {
        let board = *self;
        let full: Vec<u16> = LINES
            .iter()
            .copied()
            .filter(|&line| Mark::BOTH.iter().any(|&m| board.marks(m) & line == line))
            .collect();
        full.into_iter()
    }
}

/// A rule scores a board.
pub trait Rule {
    /// The score.
    fn apply(&self, board: Board) -> u32;
}

impl Rule for fn(Board) -> u32 {
    fn apply(&self, board: Board) -> u32 {
        self(board) + 1000
    }
}

/// Anything that scores a board like a function: a trait alias by a supertrait.
pub trait Scorer: Fn(Board) -> u32 {
    /// The score, doubled.
    fn score(&self, board: Board) -> u32 {
        self(board) * 2
    }
}

impl<F: Fn(Board) -> u32> Scorer for F {}

/// Closures in constants.
pub const DOUBLE: fn(u32) -> u32 = |x| x * 2;
/// The row separator, after a slash (`'/'`) // and a comment.
pub const SLASH: char = '/'; // '/' again, in a comment
/// A dash and a delete byte.
pub const SEPARATOR: &str = "\u{2014}\x7f//";
/// Nothing to say.
pub const QUIET: &str = /* nothing /* nested */ here */ "";
