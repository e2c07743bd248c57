//! Visibility and import chains (bundling shape: `pub(super)`, `pub(in crate::game)`, `use
//! super::*` two levels deep, `use self::x`, a re-export chain `pub use a::b as c` across the
//! crate and main, enum variants imported by glob and used in patterns, items declared after
//! their use, an `impl` in another module than its type, and statics and consts that refer to
//! each other).
//!
//! Each line is a board in letters; the answer is the phase of the game and a weight.

pub mod game;

pub use self::game::judge::verdict as phase_of;
pub use game::Phase as Stage;

/// The weight of an ending, from a static that refers to consts declared below it.
pub static WEIGHTS: [u32; 3] = [OPENING, MIDDLE, ENDING];

const OPENING: u32 = BASE;
const MIDDLE: u32 = BASE * 2;
const ENDING: u32 = MIDDLE + BASE;
const BASE: u32 = 5;
