//! Macros that write traits, impls and imports (bundling shape: a `#[macro_export]` macro
//! invoked in item position in the library writes a trait with an associated const and its
//! impls for `ttt-core` and local types; a tt-muncher macro recursing to sum values; a macro
//! writing `use` items; `$crate` paths in an exported macro called from main; a macro
//! invoked before a module that it is written from).
//!
//! Each line is a board in letters; the answer is the weight of its marks, and the weights
//! table that main builds with the exported macro.

/// Writes a trait `$name` with a const `WEIGHT` and impls giving each type its weight.
#[macro_export]
macro_rules! weighted {
    ($name:ident: $($ty:ty => $w:expr),+ $(,)?) => {
        /// A type with a weight.
        pub trait $name {
            /// The weight.
            const WEIGHT: u32;
            /// The weight times a count.
            fn times(&self, n: u32) -> u32 {
                Self::WEIGHT * n
            }
        }
        $(impl $name for $ty {
            const WEIGHT: u32 = $w;
        })+
    };
}

/// Sums its arguments one at a time.
#[macro_export]
macro_rules! total {
    () => { 0u32 };
    ($head:expr $(, $rest:expr)* $(,)?) => { $head + $crate::total!($($rest),*) };
}

/// Writes `use` items for the given `ttt_core` modules' items.
macro_rules! bring {
    ($($module:ident :: $item:ident),*) => { $(use ttt_core::$module::$item;)* };
}

/// The weight of a board, through the generated trait (`$crate` path from main).
#[macro_export]
macro_rules! board_weight {
    ($board:expr) => {
        $crate::Weighty::times(&$crate::Crosses, $board.count(ttt_core::board::Mark::X))
            + $crate::Weighty::times(&$crate::Noughts, $board.count(ttt_core::board::Mark::O))
    };
}

bring!(board::Board, notation::parse_letters);

/// X marks.
#[derive(Debug)]
pub struct Crosses;
/// O marks.
#[derive(Debug)]
pub struct Noughts;

weighted!(Weighty: Crosses => 3, Noughts => 2, Board => total!(1, 2, 3));

/// The board of a line.
pub fn board(line: &str) -> Result<Board, String> {
    parse_letters(line).map_err(|e| e.to_string())
}

/// A board's weight plus the board type's weight.
pub fn weigh(board: Board) -> u32 {
    board_weight!(board) + board.times(1)
}
