//! Judge binary for f11-discriminants-display-pad (bundling shape: explicit enum discriminants
//! and `as` casts against ttt-core's enums and consts, `PartialEq` both ways between a local
//! type and `Mark`, and `Display`/`LowerHex` on a wrapper used with width, fill and `#` flags;
//! tokens a blank-dropping layout could fuse: `balance < -1`, `total / *seen`, `: ::std::`; and
//! a local variable named `type_name`; a library `Sum` impl reached only as `Iterator::sum(..)`).

use std::fmt;
use std::io::{self, BufRead};

use f11_discriminants_display_pad::{Glyph, Score, Verdict, O_CODE};
use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::outcome;

/// A board drawn on one line with `-` for empty squares.
struct Shown(Board);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self
            .0
            .squares()
            .map(|(_, mark)| match mark {
                Some(mark) if mark == Glyph::Cross => Glyph::Cross as u8 as char,
                Some(_) => Glyph::Nought as u8 as char,
                None => Glyph::Blank as u8 as char,
            })
            .collect();
        f.pad(&text)
    }
}

impl fmt::LowerHex for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0.marks(Mark::X), f)
    }
}

const WIDTH: usize = Square::ALL.len() + 2;

fn main() {
    let stdin = io::stdin();
    let mut totals: ::std::collections::BTreeMap<char, usize> = Default::default();
    let mut boards_read = 0;
    let mut verdicts = Vec::new();
    println!("{:<w$}|{:^7}|{:>5}|{:>6}", "board", "mover", "score", "x", w = WIDTH);
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let glyphs: Vec<Glyph> = line
            .bytes()
            .map(|byte| Glyph::from_byte(byte).unwrap_or_else(|| panic!("bad square {byte}")))
            .collect();
        assert_eq!(glyphs.len(), Square::ALL.len(), "a board is nine squares");
        let mut board = Board::EMPTY;
        for (square, glyph) in Square::ALL.into_iter().zip(&glyphs) {
            if let Some(mark) = glyph.mark() {
                board = board.with(square, mark);
            }
        }
        let noughts = glyphs.iter().filter(|&&g| Mark::O == g).count();
        let crosses = glyphs.iter().filter(|&&g| g == Mark::X).count();
        let balance = crosses as i32 - noughts as i32;
        let unbalanced = balance > 1 || balance < -1;
        *totals.entry('X').or_default() += crosses;
        *totals.entry('O').or_default() += noughts;
        boards_read += 1;
        let mover = if crosses as u8 > noughts as u8 { O_CODE } else { Mark::X as u8 };
        let verdict = outcome(board, Mark::X).map(Verdict::from);
        verdicts.extend(verdict.iter().copied());
        match verdict {
            Ok(verdict) => println!(
                "{:<w$}|{:^7}|{:>5}|{:>#6x}",
                Shown(board),
                mover,
                verdict,
                Shown(board),
                w = WIDTH
            ),
            Err(_) if unbalanced => println!("{:*<w$}|{:^7}|{:>5}|{:>#6x}", Shown(board), mover, "!", Shown(board), w = WIDTH),
            Err(_) => println!("{:*<w$}|{:^7}|{:>5}|{:>#6x}", Shown(board), mover, "?", Shown(board), w = WIDTH),
        }
    }
    let Score(score) = Iterator::sum(verdicts.into_iter());
    println!("score {score:+}");
    let seen: &usize = &boards_read;
    for (letter, total) in &totals {
        let average = if *seen == 0 { 0 } else { 10 * total / *seen };
        let type_name = if *letter == Glyph::Cross as u8 as char { "crosses" } else { "noughts" };
        println!("{letter} {total} {type_name} {}.{}", average / 10, average % 10);
    }
}
