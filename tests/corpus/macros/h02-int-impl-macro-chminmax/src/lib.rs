//! Template traits (bundling shape: an `impl_bits!` macro writing `impl Bits for $t` for a
//! list `$($t:ty),* $(,)?` of integer types, with `<$t>::BITS` and `$t::MAX` in the body; a
//! second macro with nested repetitions `$($trait:ident { $($t:ty => $v:expr),+ });+`
//! writing impls of two traits at once; `chmin`/`chmax` as a trait implemented once for every
//! `T: PartialOrd`, called on `u32`, `usize`, `i64` and on ttt-core's `Outcome` and `Square`;
//! trait methods reached only by method syntax on integers and masks).
//!
//! Problem: each line is a board of nine letters (`X`, `O`, `.`). Print the popcounts of X and O,
//! the lowest empty square, the best outcome the mover can reach by any single move (one ply
//! lookahead with perfect play after), and the largest and smallest square of a best move.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::{outcome, Outcome};
use ttt_core::rules::to_move;

/// Bit helpers on masks of any width.
pub trait Bits: Copy {
    /// Number of set bits.
    fn popcnt(self) -> u32;
    /// Index of the lowest set bit, `None` for zero.
    fn lowest(self) -> Option<u32>;
    /// The mask with only its lowest set bit cleared.
    fn drop_lowest(self) -> Self;
    /// Width of the type in bits.
    fn width() -> u32;
}

macro_rules! impl_bits {
    ($($t:ty),* $(,)?) => {
        $(
            impl Bits for $t {
                #[inline(always)]
                fn popcnt(self) -> u32 {
                    self.count_ones()
                }
                #[inline]
                fn lowest(self) -> Option<u32> {
                    if self == 0 { None } else { Some(self.trailing_zeros()) }
                }
                #[inline]
                fn drop_lowest(self) -> Self {
                    self & self.wrapping_sub(1)
                }
                fn width() -> u32 {
                    <$t>::BITS
                }
            }
        )*
    };
}

impl_bits!(u8, u16, u32, u64, usize, i32, i64,);

/// A value that has a neutral "worst" element.
pub trait Worst {
    /// The smallest value.
    const WORST: Self;
}

/// A value that has a neutral "best" element.
pub trait Best {
    /// The largest value.
    const BEST: Self;
}

macro_rules! impl_bounds {
    ($($trait:ident :: $c:ident { $($t:ty => $v:expr),+ $(,)? });+ $(;)?) => {
        $($(
            impl $trait for $t {
                const $c: $t = $v;
            }
        )+)+
    };
}

impl_bounds! {
    Worst::WORST { u32 => u32::MIN, Outcome => Outcome::Loss, i64 => i64::MIN };
    Best::BEST { u32 => u32::MAX, Outcome => Outcome::Win, };
}

/// Update-in-place minimum and maximum, for every `PartialOrd` type.
pub trait ChMinMax {
    /// Sets `self` to `value` when `value` is smaller; says whether it did.
    fn chmin(&mut self, value: Self) -> bool;
    /// Sets `self` to `value` when `value` is larger; says whether it did.
    fn chmax(&mut self, value: Self) -> bool;
}

impl<T: PartialOrd> ChMinMax for T {
    #[inline]
    fn chmin(&mut self, value: T) -> bool {
        if value < *self {
            *self = value;
            true
        } else {
            false
        }
    }
    #[inline]
    fn chmax(&mut self, value: T) -> bool {
        if value > *self {
            *self = value;
            true
        } else {
            false
        }
    }
}

/// The answer line for one board, or `None` for a board no game reaches.
#[must_use]
pub fn answer(board: Board) -> Option<String> {
    let mover = to_move(board, Mark::X);
    let x = board.marks(Mark::X);
    let o = board.marks(Mark::O);
    let empty = u32::from(board.empty_squares());
    let lowest = empty.lowest().map_or_else(|| "-".to_string(), |i| i.to_string());
    let Some(mover) = mover else {
        outcome(board, Mark::X).ok()?;
        return Some(format!("{} {} {} over", x.popcnt(), o.popcnt(), lowest));
    };
    let mut best = Outcome::WORST;
    let mut first: Option<Square> = None;
    let mut last: Option<Square> = None;
    let mut left = empty as u64;
    let mut tried = 0usize;
    while let Some(bit) = left.lowest() {
        left = left.drop_lowest();
        tried.chmax(1 + tried);
        let square = Square::new(bit as u8)?;
        let after = board.with(square, mover);
        let mine = outcome(after, Mark::X).ok()?.for_opponent();
        if best.chmax(mine) {
            first = Some(square);
            last = Some(square);
        } else if mine == best {
            first.chmin(Some(square));
            last.chmax(Some(square));
        }
    }
    let mut spread = i64::from(u32::BEST.popcnt()) - i64::from(u16::width());
    spread.chmin(0);
    let show = |s: Option<Square>| s.map_or(-1, |s| s.index() as i64);
    Some(format!(
        "{} {} {} {} {} {} {} {}",
        x.popcnt(),
        o.popcnt(),
        lowest,
        best.letter(),
        show(first),
        show(last),
        tried,
        spread
    ))
}
