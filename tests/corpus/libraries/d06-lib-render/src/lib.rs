//! d06-lib-render: a workspace library, with no binary, between d07-feature-chain and
//! d05-lib-glyphs (renamed `glyphs` in its manifest); its feature `fancy` turns on a feature
//! of that dependency (`fancy = ["glyphs/unicode"]`) and one of its own code paths.
//!
//! A board drawn on one line, rows apart.

use ttt_core::board::{Board, Square};

/// `board` on one line: `x.o|.x.|..o`, or `[×·○][·×·][··○]` with `fancy`.
pub fn render(board: Board) -> String {
    let mut out = String::new();
    for row in 0..3u8 {
        if cfg!(feature = "fancy") {
            out.push('[');
        } else if row > 0 {
            out.push('|');
        }
        for column in 0..3u8 {
            let square = Square::at(row, column).expect("rows and columns are 0..3");
            out.push(glyphs::glyph(board.mark_at(square)));
        }
        if cfg!(feature = "fancy") {
            out.push(']');
        }
    }
    out
}

/// The legend line: which glyphs the drawings use.
pub fn legend() -> String {
    format!("glyphs: {}", glyphs::STYLE)
}
