//! Perfect play: the result the player to move can force, and the moves that force it.
//!
//! The outcome of every board is worked out once, at compile time, by a backward sweep over
//! all 3^9 boards, so a query at run time is one table look-up.

use crate::board::{base3_index, Board, Mark, Square, BOARD_COUNT, FULL};
use crate::lines::{covers_line, LINES};
use crate::rules::{status, Status, Unreachable};

/// The best result the player to move can force when both sides play perfectly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// The player to move loses (or has already lost).
    Loss,
    /// Neither side can force a win.
    Draw,
    /// The player to move wins.
    Win,
}

impl Outcome {
    /// The same result seen by the other player.
    pub const fn for_opponent(self) -> Outcome {
        match self {
            Outcome::Loss => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
            Outcome::Win => Outcome::Loss,
        }
    }

    /// `'W'`, `'D'` or `'L'`, as BOJ 16571 prints it.
    pub const fn letter(self) -> char {
        match self {
            Outcome::Loss => 'L',
            Outcome::Draw => 'D',
            Outcome::Win => 'W',
        }
    }

    const fn from_code(code: u8) -> Outcome {
        match code {
            WIN => Outcome::Win,
            DRAW => Outcome::Draw,
            _ => Outcome::Loss,
        }
    }
}

// Table codes: the mover's result, so the opponent's is `WIN + LOSS - code`.
const LOSS: u8 = 1;
const DRAW: u8 = 2;
const WIN: u8 = 3;
const POWERS_OF_3: [usize; 9] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

/// The mover's result for every board of a game X starts, by [`Board::base3_index`]; 0 where
/// the mark counts rule out such a game.
static OUTCOMES_X_FIRST: [u8; BOARD_COUNT] = outcome_table();

/// Sweeps the boards so that every child comes before its parent: a move adds a mark, so the
/// child's `X` mask, or with the same `X` mask its `O` mask, is a strict superset and therefore
/// a larger number; both loops count down.
const fn outcome_table() -> [u8; BOARD_COUNT] {
    let mut table = [0u8; BOARD_COUNT];
    let mut x: u16 = 1 << 9;
    while x > 0 {
        x -= 1;
        let free = FULL & !x;
        let mut o = free;
        loop {
            let x_count = x.count_ones();
            let o_count = o.count_ones();
            if x_count == o_count || x_count == o_count + 1 {
                let index = base3_index(x, o);
                table[index] = if covers_line(x) || covers_line(o) {
                    // Only the last mover can have a line, so the player to move has lost.
                    LOSS
                } else if x | o == FULL {
                    DRAW
                } else {
                    let digit = if x_count == o_count { 1 } else { 2 };
                    let empty = FULL & !(x | o);
                    let mut best = LOSS;
                    let mut square = 0;
                    while square < 9 && best != WIN {
                        if empty & (1 << square) != 0 {
                            let child = table[index + digit * POWERS_OF_3[square]];
                            if WIN + LOSS - child > best {
                                best = WIN + LOSS - child;
                            }
                        }
                        square += 1;
                    }
                    best
                };
            }
            if o == 0 {
                break;
            }
            o = (o - 1) & free;
        }
    }
    table
}

/// The table code of a board known to be reachable and unfinished.
fn code(board: Board, first: Mark) -> u8 {
    // A game O starts is a game X starts with the marks swapped.
    let board = match first {
        Mark::X => board,
        Mark::O => board.swap_marks(),
    };
    OUTCOMES_X_FIRST[board.base3_index()]
}

/// The best result the player to move can force from `board`, in a game `first` started.
///
/// A finished game answers from the side of the player who would move next: [`Outcome::Loss`]
/// when the opponent has a line, [`Outcome::Draw`] when the board is full.
///
/// # Errors
/// [`Unreachable`] when no game that `first` starts reaches `board`.
///
/// # Complexity
/// Constant: a legality check and one table look-up.
///
/// ```
/// use ttt_core::board::{Board, Mark};
/// use ttt_core::perfect_play::{outcome, Outcome};
/// assert_eq!(outcome(Board::EMPTY, Mark::X), Ok(Outcome::Draw));
/// ```
pub fn outcome(board: Board, first: Mark) -> Result<Outcome, Unreachable> {
    match status(board, first)? {
        Status::Won(_) => Ok(Outcome::Loss),
        Status::Drawn => Ok(Outcome::Draw),
        Status::InProgress { .. } => Ok(Outcome::from_code(code(board, first))),
    }
}

/// Every move that keeps the best result [`outcome`] promises, in square order; empty when the
/// game is over.
///
/// # Errors
/// [`Unreachable`] when no game that `first` starts reaches `board`.
///
/// # Complexity
/// At most 9 table look-ups.
///
/// ```
/// use ttt_core::board::{Board, Mark, Square};
/// use ttt_core::perfect_play::best_moves;
/// // On an empty board every square draws, so every square is a best move.
/// assert_eq!(best_moves(Board::EMPTY, Mark::X).unwrap().len(), 9);
/// ```
pub fn best_moves(board: Board, first: Mark) -> Result<Vec<Square>, Unreachable> {
    let Status::InProgress { to_move } = status(board, first)? else {
        return Ok(Vec::new());
    };
    let best = code(board, first);
    let mut moves = Vec::new();
    for square in Square::ALL {
        if board.mark_at(square).is_none()
            && WIN + LOSS - code(board.with(square, to_move), first) == best
        {
            moves.push(square);
        }
    }
    Ok(moves)
}

/// The move a perfect player makes: one of [`best_moves`], a square that wins at once first,
/// else the square on the most lines (the centre, then the corners, then the edges), the lowest
/// of those; `None` when the game is over. It never loses a game that can be drawn and wins
/// every game that can be won: a best move keeps the best result, and a game ends within nine
/// moves.
///
/// # Errors
/// [`Unreachable`] when no game that `first` starts reaches `board`.
///
/// # Complexity
/// At most 9 table look-ups.
///
/// ```
/// use ttt_core::board::{Board, Mark, Square};
/// use ttt_core::perfect_play::perfect_move;
/// assert_eq!(perfect_move(Board::EMPTY, Mark::X), Ok(Square::at(1, 1)));
/// // O to move, X threatening the top row: O must block at the top right.
/// let board: Board = "XX.\n.O.\n...".parse().unwrap();
/// assert_eq!(perfect_move(board, Mark::X), Ok(Square::at(0, 2)));
/// // X wins at once in the middle column, though blocking O at the left would win later too.
/// let board: Board = "OXO\n.X.\nO..".parse().unwrap();
/// assert_eq!(perfect_move(board, Mark::O), Ok(Square::at(2, 1)));
/// ```
pub fn perfect_move(board: Board, first: Mark) -> Result<Option<Square>, Unreachable> {
    let Status::InProgress { to_move } = status(board, first)? else { return Ok(None) };
    let lines_through = |square: Square| LINES.iter().filter(|&&l| l & square.mask() != 0).count();
    let wins = |square: Square| covers_line(board.with(square, to_move).marks(to_move));
    let moves = best_moves(board, first)?;
    // `max_by_key` keeps the last of equals: look from the highest square down.
    Ok(moves.into_iter().rev().max_by_key(|&square| (wins(square), lines_through(square))))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board from nine digits: `0` empty, `1` X, `2` O.
    fn board(digits: &str) -> Board {
        let mut board = Board::EMPTY;
        for (square, digit) in
            Square::ALL.into_iter().zip(digits.chars().filter(char::is_ascii_digit))
        {
            match digit {
                '1' => board = board.with(square, Mark::X),
                '2' => board = board.with(square, Mark::O),
                _ => {}
            }
        }
        board
    }

    fn check(digits: &str, expected: Outcome) {
        assert_eq!(outcome(board(digits), Mark::X), Ok(expected), "{digits}");
        // The same game with the marks swapped is the same game started by O.
        assert_eq!(outcome(board(digits).swap_marks(), Mark::O), Ok(expected), "{digits} swapped");
    }

    #[test]
    fn the_worked_out_boj16571_cases() {
        check("000 000 000", Outcome::Draw);
        check("000 000 021", Outcome::Win);
        check("000 002 011", Outcome::Loss);
        check("000 121 212", Outcome::Loss);
        check("121 212 210", Outcome::Win);
        check("112 221 100", Outcome::Draw);
    }

    #[test]
    fn finished_games_answer_from_the_movers_side() {
        check("111 220 000", Outcome::Loss);
        check("121 121 212", Outcome::Draw);
    }

    #[test]
    fn outcomes_turn_around_for_the_opponent_and_print_as_letters() {
        let outcomes = [Outcome::Loss, Outcome::Draw, Outcome::Win];
        assert_eq!(
            outcomes.map(Outcome::for_opponent),
            [Outcome::Win, Outcome::Draw, Outcome::Loss]
        );
        assert_eq!(outcomes.map(Outcome::letter), ['L', 'D', 'W']);
    }

    #[test]
    fn best_moves_block_and_win() {
        // X to move with two in the top row: only square 2 wins.
        assert_eq!(best_moves(board("110 220 000"), Mark::X), Ok(vec![Square::new(2).unwrap()]));
        assert_eq!(best_moves(board("111 220 000"), Mark::X), Ok(vec![]));
        assert!(best_moves(board("111 222 000"), Mark::X).is_err());
    }
}
