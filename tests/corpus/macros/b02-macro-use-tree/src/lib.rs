//! Board drawing: `#[macro_use]` on nested module files (`macros/mod.rs` pulls in
//! `macros/items.rs`), a macro that defines an enum and its impl, a recursive macro, and a
//! module-local `println!` that shadows the std macro.
//! Problem: the input holds boards, each three lines of three digits (`0` empty, `1` X, `2` O,
//! blanks between digits optional), as in BOJ 16571; X moves first. For each board print it
//! drawn as a grid (`X`, `O` or a blank for each square, `|` between columns, a `-+-+-` line
//! between rows), then one caption line: `X to move`, `O to move`, `X won`, `O won`, `drawn`,
//! or `unreachable` when no game X starts reaches the board. Print an empty line between two
//! boards. Bad input stops with `error: <where and what>` on stderr and exit status 1, after
//! the drawings of the boards before it.

#[macro_use]
mod macros;

mod render;

use ttt_core::board::Board;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;

glyph_enum! {
    /// What a square shows in a drawing.
    Glyph {
        Empty = ' ',
        Cross = 'X',
        Nought = 'O',
    }
}

/// Draws every board of `input` with its caption.
///
/// # Errors
/// [`InputError`] at the first malformed board, or when there is no board at all.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut drawn = 0;
    while let Some((board, _)) = read_digit_rows(&mut scanner)? {
        if drawn > 0 {
            output.push(b'\n');
        }
        output.extend_from_slice(render::draw(board).as_bytes());
        drawn += 1;
    }
    if drawn == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a board of three digit rows"));
    }
    Ok(())
}

/// The glyph of each square of `board`, row by row.
pub fn glyphs(board: Board) -> [Glyph; 9] {
    let mut glyphs = [Glyph::Empty; 9];
    for (square, mark) in board.squares() {
        glyphs[square.index()] = Glyph::from(mark);
    }
    glyphs
}

#[cfg(test)]
mod tests {
    #[test]
    fn draws_a_board_and_its_caption() {
        let printed = ttt_core::judge::transcript(super::solve, b"1 2 0\n0 1 0\n0 0 2\n");
        assert_eq!(printed, "X|O| \n-+-+-\n |X| \n-+-+-\n | |O\nX to move\n");
    }

    #[test]
    fn recursive_join_puts_separators_between() {
        assert_eq!(join!("|"; "a", "b", "c"), "a|b|c");
        assert_eq!(join!("|"; "a"), "a");
    }
}
