//! Board fingerprints under release settings (bundling shape: items twinned by `cfg` — a
//! `LIMIT` const, a `use` of `status` and a hash seed fn each with a `#[cfg(test)]` or
//! `#[cfg(debug_assertions)]` twin of the same name — `cfg!(debug_assertions)` in consts,
//! `debug_assert!` with a side effect that release skips, `cfg_attr(not(debug_assertions),
//! derive(..))`, plain `*` and `+` that wrap in release, and `option_env!("CARGO_BIN_NAME")`,
//! which the library does not have and the binary does).

use std::cell::Cell;

use ttt_core::board::{Board, Mark};
#[cfg(not(test))]
use ttt_core::rules::status;

#[cfg(test)]
use self::fake::status;

/// How many boards one run may hold: few under tests.
#[cfg(test)]
pub const LIMIT: usize = 2;
/// How many boards one run may hold.
#[cfg(not(test))]
pub const LIMIT: usize = 6;

/// The build the library thinks it is in.
pub const MODE: &str = if cfg!(debug_assertions) { "debug" } else { "release" };

/// Whether extra checks run.
pub const STRICT: bool = cfg!(test) || cfg!(debug_assertions);

/// A constant folded at compile time with wrapping arithmetic.
pub const WRAPPED: u8 = 250u8.wrapping_add(10).wrapping_mul(3);

/// The binary this library was built for, if the library knows (it does not: only binaries
/// get `CARGO_BIN_NAME`).
pub const BIN: Option<&str> = option_env!("CARGO_BIN_NAME");

/// The library's own package and crate name.
pub const NAME: &str = concat!(env!("CARGO_PKG_NAME"), "/", env!("CARGO_CRATE_NAME"));

#[cfg(debug_assertions)]
fn seed() -> u32 {
    1
}

#[cfg(not(debug_assertions))]
fn seed() -> u32 {
    0x9E37_79B9
}

thread_local! {
    static CHECKS: Cell<u32> = Cell::new(0);
}

fn counted(ok: bool) -> bool {
    CHECKS.with(|checks| checks.set(checks.get() + 1));
    ok
}

/// How many `debug_assert!` conditions were evaluated (none in release).
pub fn checks_run() -> u32 {
    CHECKS.with(Cell::get)
}

/// Which side a fingerprint is for; ordered only in release builds.
#[cfg_attr(not(debug_assertions), derive(PartialOrd, Ord))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// O's marks.
    Naught,
    /// X's marks.
    Cross,
}

/// A fingerprint of `board`: a multiplicative hash that overflows (wrapping, as release
/// arithmetic does), and a second one with a byte that wraps.
pub fn fingerprint(board: Board) -> (u32, u8) {
    debug_assert!(counted(board.mark_count() <= 9), "a board has nine squares");
    let mut hash = seed();
    let mut small: u8 = 200;
    for (square, mark) in board.squares() {
        let value = match mark {
            Some(Mark::X) => 1,
            Some(Mark::O) => 2,
            None => 0,
        };
        hash = hash * 31 + value * (square.index() as u32 + 7);
        small = small.wrapping_add(value as u8 * 40);
    }
    (hash, small)
}

/// The status word of `board`, X first.
pub fn state(board: Board) -> String {
    match status(board, Mark::X) {
        Ok(state) => format!("{state:?}"),
        Err(why) => format!("unreachable ({why})"),
    }
}

/// The sides in order, as this build orders them.
pub fn sides() -> Vec<Side> {
    let mut sides = vec![Side::Cross, Side::Naught];
    #[cfg(not(debug_assertions))]
    sides.sort();
    sides
}

#[cfg(test)]
mod fake {
    //! A stand-in `status` for tests: every board is in progress.

    use ttt_core::board::{Board, Mark};
    use ttt_core::rules::{Status, Unreachable};

    pub fn status(_: Board, first: Mark) -> Result<Status, Unreachable> {
        Ok(Status::InProgress { to_move: first })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn limit_is_small() {
        assert_eq!(super::LIMIT, 2);
    }
}
