//! Weighted game counts modulo a prime (bundling shape: a modint newtype with a const generic
//! modulus, its `Add`/`Sub`/`Mul`/`Div` impls and their `*Assign` forms (also `*Assign<u32>`
//! and `Op<&ModInt>`) written by one macro from a `|a, b| body` pattern, `From` for ten integer
//! types from a macro with two labelled lists, `Sum`/`Product` over values and references
//! reached only through `.sum()`/`.product()`, `-x` through `Neg`, `Default` through
//! `unwrap_or_default`; the modint module is re-exported from a module folder).
//!
//! Problem: each case is a line `k board`: `k` a (possibly negative) integer and `board` nine
//! letters. With X first, print (mod 998244353): the number of positions reachable from the
//! board, the sum over them of `k^(marks)`, the product of (marks + 1) over them, the
//! negated count, and the count divided by the number of empty squares (`-` when the board is
//! full). A board no game reaches answers `0`.

pub mod math;

use math::{Mint, ModInt};
use ttt_core::board::{Board, Mark};
use ttt_core::positions::reachable_from;
use ttt_core::rules::reachable;

/// The answer line for `k` and `board`.
#[must_use]
pub fn answer(k: i64, board: Board) -> String {
    if !reachable(board, Mark::X) {
        return "0".to_string();
    }
    let all = reachable_from(board, Mark::X);
    let base = Mint::from(k);
    let count = Mint::from(all.len());
    let weights: Vec<Mint> = all.iter().map(|b| base.pow(u64::from(b.mark_count()))).collect();
    let weighted: Mint = weights.iter().sum();
    let weighted_again: Mint = weights.into_iter().sum();
    assert_eq!(weighted, weighted_again);
    let product: Mint = all.iter().map(|b| Mint::from(b.mark_count() + 1)).product();
    let by_ref: ModInt<998_244_353> = [count, base].iter().product();
    let empty = board.empty_squares().count_ones();
    let share = (empty > 0).then(|| {
        let mut share = count;
        share /= Mint::from(empty);
        share
    });
    let mut tail = Mint::default();
    tail += 7u32;
    tail -= Mint::from(7u8);
    tail *= count;
    format!(
        "{} {} {} {} {} {} {}",
        count,
        weighted,
        product,
        -count,
        share.map_or_else(|| "-".to_string(), |s| s.to_string()),
        by_ref.get(),
        tail + &count
    )
}

/// The sum of the `k`s seen, as a residue, for the summary line.
#[must_use]
pub fn total(ks: &[i64]) -> Mint {
    ks.iter().map(|&k| Mint::from(k)).sum::<Mint>() + ks.first().copied().map(Mint::from).unwrap_or_default()
}
