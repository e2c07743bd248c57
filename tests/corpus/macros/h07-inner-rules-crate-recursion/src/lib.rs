//! Named square groups (bundling shape: exported macros with internal rules `(@mask …)`,
//! `(@count …)`, `(@acc …)` that recurse through `$crate::groups!`/`$crate::sum_of!`; nested
//! repetitions `$( $(#[$attr:meta])* $name:ident => [$($r:literal $c:literal),+] );+` writing an
//! enum whose attributes (`#[default]`, `#[doc]`) come from the call; a tt-muncher counting
//! tokens into a `const` array length; the exported macros called from main and from the
//! library, and one reached only through another).
//!
//! Problem: each line is a board of nine letters. Print, for each named group of squares, how
//! many of its squares X holds and whether O holds any, then the default group's name.

/// Writes `pub enum $enum` with one variant per group, `$enum::ALL`, `$enum::mask` and
/// `$enum::name`; each group is a list of `row column` pairs.
#[macro_export]
macro_rules! groups {
    ($(#[$enum_attr:meta])* $enum:ident { $( $(#[$attr:meta])* $name:ident => [$($r:literal $c:literal),+ $(,)?] );+ $(;)? }) => {
        $(#[$enum_attr])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
        pub enum $enum {
            $( $(#[$attr])* $name, )+
        }

        impl $enum {
            /// Every group, in order.
            pub const ALL: [$enum; $crate::groups!(@count $($name)+)] = [$($enum::$name),+];

            /// The squares of the group as a mask.
            pub const fn mask(self) -> u16 {
                match self {
                    $( $enum::$name => $crate::groups!(@mask 0u16; $($r $c),+), )+
                }
            }

            /// The group's name.
            pub const fn name(self) -> &'static str {
                match self {
                    $( $enum::$name => stringify!($name), )+
                }
            }
        }
    };
    (@count) => { 0usize };
    (@count $head:ident $($tail:ident)*) => { 1usize + $crate::groups!(@count $($tail)*) };
    (@mask $acc:expr; $r:literal $c:literal) => {
        $acc | $crate::square_bit($r, $c)
    };
    (@mask $acc:expr; $r:literal $c:literal, $($rest:tt)+) => {
        $crate::groups!(@mask $acc | $crate::square_bit($r, $c); $($rest)+)
    };
}

/// Sums expressions with an accumulator rule.
#[macro_export]
macro_rules! sum_of {
    ($($e:expr),* $(,)?) => { $crate::sum_of!(@acc 0u32; $($e),*) };
    (@acc $acc:expr;) => { $acc };
    (@acc $acc:expr; $head:expr $(, $tail:expr)*) => { $crate::sum_of!(@acc $acc + $head; $($tail),*) };
}

/// The bit of the square at `row`, `column`; panics off the board.
#[must_use]
pub const fn square_bit(row: u8, column: u8) -> u16 {
    match ttt_core::board::Square::at(row, column) {
        Some(square) => square.mask(),
        None => panic!("no such square"),
    }
}

groups! {
    /// The groups the problem names.
    Group {
        Corners => [0 0, 0 2, 2 0, 2 2];
        #[default]
        Centre => [1 1];
        /// The middle of each side.
        Edges => [0 1, 1 0, 1 2, 2 1,];
        Diagonal => [0 0, 1 1, 2 2];
    }
}

/// How many squares of `group` X holds, and whether O holds any.
#[must_use]
pub fn held(board: ttt_core::board::Board, group: Group) -> (u32, bool) {
    use ttt_core::board::Mark;
    let mask = group.mask();
    (
        sum_of!((board.marks(Mark::X) & mask).count_ones()),
        board.marks(Mark::O) & mask != 0,
    )
}
