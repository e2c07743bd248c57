//! The three problems.

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Position, Scanner};
use ttt_core::notation::{
    board_from_letters, parse_letter_line, read_digit_rows, read_letter_rows,
    read_programmers_board,
};
use ttt_core::perfect_play::outcome;
use ttt_core::rules::{is_final, reachable};

use crate::Problem;

/// BOJ 16571, Alpha Tic-Tac-Toe.
#[derive(Debug, Clone, Copy)]
pub struct Boj16571;

impl Problem for Boj16571 {
    const NAME: &'static str = "boj16571";
    const FIRST: Mark = Mark::X;
    type Case = (Board, Position);
    type Answer = char;

    fn read(scanner: &mut Scanner<'_>) -> Result<Option<(Board, Position)>, InputError> {
        read_digit_rows(scanner)
    }

    fn answer((board, position): (Board, Position)) -> Result<char, InputError> {
        outcome(board, Self::FIRST).map(|result| result.letter()).map_err(|why| {
            InputError::new(position, format!("found a board no game reaches ({why})"), "a board from a game X started")
        })
    }
}

/// BOJ 7682, final states.
#[derive(Debug, Clone, Copy)]
pub struct Boj7682;

impl Boj7682 {
    /// Letters on a line.
    const LINE: usize = 9;
}

impl Problem for Boj7682 {
    const NAME: &'static str = "boj7682";
    const FIRST: Mark = Mark::X;
    type Case = Board;
    type Answer = &'static str;

    fn read(scanner: &mut Scanner<'_>) -> Result<Option<Board>, InputError> {
        let Some(line) = scanner.line() else { return Ok(None) };
        if line.text == b"end" {
            return Ok(None);
        }
        match <&[u8; Boj7682::LINE]>::try_from(line.text).ok().and_then(board_from_letters) {
            Some(board) => Ok(Some(board)),
            None => parse_letter_line(line).map(Some),
        }
    }

    fn answer(board: Board) -> Result<&'static str, InputError> {
        Ok(if is_final(board, Self::FIRST) { "valid" } else { "invalid" })
    }
}

/// Programmers 160585, Solo Tic-Tac-Toe.
#[derive(Debug, Clone, Copy)]
pub struct Prog160585;

impl Problem for Prog160585 {
    const NAME: &'static str = "prog160585";
    const FIRST: Mark = Mark::O;
    type Case = Board;
    type Answer = u8;

    fn read(scanner: &mut Scanner<'_>) -> Result<Option<Board>, InputError> {
        if scanner.at_end() {
            return Ok(None);
        }
        let read = if scanner.peek() == Some(b'[') { read_programmers_board } else { read_letter_rows };
        Ok(read(scanner)?.map(|(board, _)| board))
    }

    fn answer(board: Board) -> Result<u8, InputError> {
        Ok(u8::from(reachable(board, Self::FIRST)))
    }
}
