//! d21-item-shapes: item shapes a path resolver meets rarely, all in one solver: items that
//! shadow prelude names (`fn drop`, `fn min`, `struct Ordering`), a nested `fn` shadowing a
//! module item, an `impl` block written inside a function body for a module-level type,
//! `Self(..)` in tuple-struct patterns, a generic associated type, const generics with a
//! default, `impl Rule for fn(Board) -> u32`, closures in `const`s, a trait alias through a
//! supertrait and a blanket impl, `#[derive]` on items a macro writes, a macro that expands to
//! `use` items, `macro_rules!` inside a function body, `/* nested /* comments */ */` between
//! tokens, `'/'` beside `//`, `\u{..}` and `\x7f` escapes, `#[allow(unused)]` on a module.
//!
//! Each input line is a board of nine letters; the answer is a line of numbers about it.

#[allow(unused)]
mod shapes;

use std::fmt::Write as _;

use shapes::{Bits, Lines, Ordering, Rule, Scorer, Tally};
use ttt_core::board::{Board, Mark};
use ttt_core::notation::board_from_letters;

/// Takes one mark off: the first square `mark` holds (a prelude name, shadowed).
pub fn drop(board: Board, mark: Mark) -> Board {
    match ttt_core::board::Square::ALL.into_iter().find(|&s| board.mark_at(s) == Some(mark)) {
        Some(square) => board.without(square),
        None => board,
    }
}

/// The smaller count (a prelude-ish name, shadowed).
pub fn min(board: Board) -> u32 {
    board.count(Mark::X).min(board.count(Mark::O))
}

/// How many marks X has, as a rule.
pub fn x_count(board: Board) -> u32 {
    board.count(Mark::X)
}

/// The scores X gets: a module item that `answer` shadows with a nested `fn`.
pub fn score(board: Board) -> u32 {
    board.count(Mark::X) * 10
}

/// The answer line for nine letters.
///
/// # Errors
/// When `word` is not nine letters.
pub fn answer(word: &str) -> Result<String, String> {
    // A method for a module-level type, declared where it is first needed.
    impl Tally {
        /// `x/o` as text.
        pub fn text(&self) -> String {
            let Self(x, o) = *self;
            format!("{x}/{o}")
        }
    }

    macro_rules! bail {
        ($($arg:tt)*) => {
            return Err(format!($($arg)*))
        };
    }

    fn score(board: Board) -> u32 {
        board.count(Mark::O) * 100
    }

    let letters: &[u8; 9] = match word.as_bytes().try_into() {
        Ok(letters) => letters,
        Err(_) => bail!("`{word}` is not nine letters"),
    };
    let Some(board) = board_from_letters(letters) else { bail!("`{word}` is not X, O and .") };
    let tally = Tally::of(board);
    let rule: fn(Board) -> u32 = x_count;
    let bits: Bits = Bits::of(board.marks(Mark::X));
    let wide: Bits<16> = Bits::of(board.empty_squares());
    let order = Ordering::of(board);
    let lines: u32 = board.lines().count() as u32;
    let scorer = |b: Board| b.count(Mark::O) + 1;
    let mut out = String::new();
    write!(
        out,
        "{} {} {} {} {} {}/{} {:?} {} {} {} {}",
        tally.text(),
        drop(board, Mark::X).count(Mark::X),
        min(board),
        score(board),
        rule.apply(board),
        bits.ones(),
        Bits::<9>::LEN,
        order,
        wide.ones() + Bits::<16>::LEN as u32,
        lines,
        scorer.score(board),
        shapes::SEPARATOR,
    )
    .map_err(|e| e.to_string())?;
    out.push_str(shapes::DOUBLE(3).to_string().as_str());
    out.push(shapes::SLASH);
    out.push_str(&shapes::QUIET.len().to_string());
    Ok(out)
}
