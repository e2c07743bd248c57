//! A panic hook that prints where the panic happened (bundling shape: `std::panic::set_hook`
//! in main.rs reading `PanicInfo::location()`, file and line, for a panic in the library; a
//! contest habit to turn a panic into one short line).
//!
//! Each line is a square number then a board in letters; the answer is the mark on that
//! square or `.`. A square number past 8 panics in the library.

use ttt_core::board::Square;
use ttt_core::notation::parse_letters;

/// The answer for one line.
pub fn answer(line: &str) -> Result<char, String> {
    let (number, board) = line.split_once(' ').ok_or("expected `<square> <board>`")?;
    let number: u8 = number.parse().map_err(|_| format!("`{number}` is not a square"))?;
    let board = parse_letters(board.trim()).map_err(|e| e.to_string())?;
    let square = Square::new(number).expect("a square from 0 to 8");
    Ok(board.mark_at(square).map_or('.', |mark| mark.letter()))
}
