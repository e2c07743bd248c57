//! Output and input done the contest ways (bundling shape: stdin read byte by byte through
//! `Read::bytes()`, a `BufWriter` over a locked stdout written with `write!`/`writeln!` and
//! flushed by hand before `print!` and `eprintln!`, `Write` implemented by a local sink, and a
//! wrapping hash whose `u32` multiplications overflow (release wraps, as `-O` does)).
//!
//! Input: boards in letters, one a line. For each: its hash and number of marks.

use std::io::{self, Write};

use ttt_core::board::{Board, Mark};
use ttt_core::notation::board_from_letters;

/// A sink that counts bytes and keeps them.
#[derive(Debug, Default)]
pub struct Counting {
    /// What was written.
    pub bytes: Vec<u8>,
}

impl Write for Counting {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A hash of a board that overflows `u32` on purpose.
pub fn hash(board: Board) -> u32 {
    let mut h: u32 = 2_166_136_261;
    for mark in Mark::BOTH {
        let m = u32::from(board.marks(mark));
        h = (h ^ m).wrapping_mul(16_777_619);
        h = h.wrapping_add(m.wrapping_mul(0x9E37_79B9));
    }
    h
}

/// A board from a line of bytes, or `None`.
pub fn board(line: &[u8]) -> Option<Board> {
    <&[u8; 9]>::try_from(line).ok().and_then(board_from_letters)
}

/// Writes the answer for a board.
pub fn report(out: &mut impl Write, board: Board) -> io::Result<()> {
    write!(out, "{:08x}", hash(board))?;
    writeln!(out, " {}", board.mark_count())
}
