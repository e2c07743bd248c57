//! The 8 lines, defined by a macro that makes one const per line plus tables of all of them.

/// Defines one `pub const` mask per line, then `ALL` (the masks) and `NAMES` (their names), both
/// sized by counting the names.
macro_rules! named_lines {
    ($($name:ident = $mask:expr),+ $(,)?) => {
        $(
            #[doc = concat!("The line `", stringify!($name), "`.")]
            pub const $name: u16 = $mask;
        )+
        /// Every line, in table order.
        pub const ALL: [u16; $crate::count!($($name)+)] = [$($name),+];
        /// The name of each line of [`ALL`].
        pub const NAMES: [&str; $crate::count!($($name)+)] = [$(stringify!($name)),+];
    };
}

named_lines! {
    TOP = 0b000_000_111,
    MIDDLE = 0b000_111_000,
    BOTTOM = 0b111_000_000,
    LEFT = 0b001_001_001,
    CENTRE = 0b010_010_010,
    RIGHT = 0b100_100_100,
    DIAGONAL = 0b100_010_001,
    ANTIDIAGONAL = 0b001_010_100,
}
