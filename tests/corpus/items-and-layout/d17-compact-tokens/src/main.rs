//! d17-compact-tokens: a Codeforces-profile program (compact layout over 64 KiB) written
//! with the token sequences a layout that drops blanks can fuse: `a - -b`, `- -1`, `! !x`,
//! `& &x`, `|a| |b|`, `..=`, `0..=n`, `1.max(2)` and `3.min(n)` on integer literals, `1.0e-5`,
//! `2.`, `'label: loop`, `b'\''`, `'\\'`, `'\n'`, `'\x7f'`, `'\u{b7}'`, raw strings holding
//! `"#` and `//`, `Vec<Vec<u8>>` then `= `, `>>=`, `>> =`, `x as u8` in casts,
//! `(x as i32) < y`, `-> !`, lifetimes beside chars, `r#type`, `#[rustfmt::skip]` tables with
//! odd spacing, `/* nested /* comments */ */` between tokens, `'/'` beside `//` comments.
//!
//! Input: `t`, then `t` boards of three rows in Codeforces' notation (`X`, `0`, `.`). Each
//! answer line is a handful of numbers about the board.

#![allow(clippy::eq_op, clippy::never_loop)]

use std::io::{self, Read, Write};

use ttt_core::board::{Board, Mark, Square};
use ttt_core::notation::Notation;

#[rustfmt::skip]
const WEIGHTS : [ i32 ; 9 ] = [ 3 , -2 ,3,
    -2,   4 , - 2 ,
     3 ,-2,  3 ];

#[rustfmt::skip]
const BANNER: &str = r##"a "#quoted"# // not a comment /* nor this */"##;

const SEPARATORS: [u8; 4] = [b'\'', b'\\', b'\n', b'\x7f'];
const DOT: char = '\u{b7}';
const SLASH: char = '/'; // a comment after a slash char
const EPSILON: f64 = 1.0e-5;

struct Stats<'a> {
    r#type: &'a str,
    rows: Vec<Vec<u8>>,
    score: i32,
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(3)
}

fn weight(board: Board) -> i32 {
    let mut total = 0;
    for square in Square::ALL {
        let w = WEIGHTS[square.index()];
        total += match board.mark_at(square) {
            Some(Mark::X) => w,
            Some(Mark::O) => - -w * -1,
            None => 0,
        };
    }
    total
}

fn stats<'a>(board: Board, kind: &'a str) -> Stats<'a> {
    let mut rows: Vec<Vec<u8>>= Vec::new();
    for row in 0..3u8 {
        let mut cells = Vec::with_capacity(3.min(9));
        for column in 0..=2 {
            let square = Square::at(row, column).unwrap_or_else(|| fail("no such square"));
            cells.push(match board.mark_at(square) { Some(m) => m.letter() as u8, None => b'.' });
        }
        rows.push(cells);
    }
    Stats { r#type: kind, rows, score: weight(board) }
}

fn shifted(mut mask: u16) -> u16 {
    mask >>= 1;
    mask = mask >> 1 >> 0;
    mask << 2 >> 2
}

fn describe(board: Board) -> String {
    let x = board.count(Mark::X) as i32;
    let o = board.count(Mark::O) as i32;
    let a = x - -o;
    let b = - -1 + x;
    let flag = ! !(x > o);
    let both = &&x == & &x;
    let add = |p: i32| move |q: i32| p + q;
    let compose = |f: fn(i32) -> i32| move |g: fn(i32) -> i32| move |v: i32| g(f(v));
    let twice = compose(|v| v * 2)(|v| v + 1)(x);
    let lower = (x as i32) < o;
    let byte = (x * 16 + o) as u8 as char;
    let ratio = if o == 0 { 0.0 } else { x as f64 / o as f64 };
    let near = (ratio - 1.).abs() < EPSILON;
    let biggest = 1.max(x).max(o);
    let range: i32 = (0..=x).sum::<i32>() + (1..o).product::<i32>();
    let mut steps = 0;
    let found = 'search: loop {
        for i in 0..9u8 {
            if board.mark_at(Square::new(i).unwrap_or_else(|| fail("no square"))).is_none() {
                break 'search i as i32;
            }
            steps += 1;
        }
        break -1;
    };
    let kind = match (x, o) {
        (0, 0) => "empty",
        (1..=2, 0..=2) => "early",
        (3..=4, _) => "middle",
        _ => "late",
    };
    let s = stats(board, kind);
    let row_text: Vec<String> = s.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect();
    let mask = shifted(board.marks(Mark::X)) as u32;
    format!(
        "{}/{a}/{b}/{flag}/{both}/{}/{twice}/{lower}/{:?}/{near}/{biggest}/{range}/{found}:{steps}/{mask}/{}/{}",
        s.r#type,
        add(a)(b),
        byte,
        row_text.join(&*SLASH.to_string()),
        s.score
    )
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap_or_else(|_| fail("stdin is not UTF-8"));
    let mut words = text.split_ascii_whitespace();
    let t: usize = match words.next().map(str::parse) {
        Some(Ok(t)) => t,
        _ => fail("the first word is not a number of cases"),
    };
    let out = &mut io::stdout().lock();
    writeln!(out, "{} {}{}", BANNER.len(), DOT, SEPARATORS.iter().map(|&b| b as u32).sum::<u32>()).unwrap();
    for case in 1..=t {
        let rows: Vec<&str> = (0..3).filter_map(|_| words.next()).collect();
        if rows.len() != 3 {
            fail(&format!("case {case} has {} rows", rows.len()));
        }
        let board = Notation::CODEFORCES
            .parse(&rows.join("\n"))
            .unwrap_or_else(|e| fail(&format!("case {case}: {e}")));
        writeln!(out, "{}", /* nested /* comment */ here */ describe(board)).unwrap();
    }
}
