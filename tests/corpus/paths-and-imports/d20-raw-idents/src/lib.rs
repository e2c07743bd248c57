//! d20-raw-idents: keyword-named modules in their own files, `pub mod r#move;` (src/move.rs)
//! and `pub mod r#match;` (src/match.rs), used as `r#move::` and `r#match::`; a method
//! defined as `fn r#gen` (so that it survives the 2024 edition, where `gen` is a keyword) and
//! called as `.gen()` from 2021 code, where `gen` is a plain name and the same identifier.
//!
//! Seeded random playouts: each input line is a seed and a number of games; the answer counts
//! X's wins, O's wins and draws when both play uniformly random legal moves.

pub mod r#match;
pub mod r#move;

/// SplitMix64, a small seeded generator.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator starting from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next number.
    pub fn r#gen(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}
