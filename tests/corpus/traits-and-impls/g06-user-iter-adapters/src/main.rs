//! Judge binary for g06-user-iter-adapters: one line per position of stdin.

use g06_user_iter_adapters::{digits, held, Game, SquaresExt};
use ttt_core::board::Mark;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::parse_letter_line;

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut answered = false;
    while let Some(token) = scanner.token() {
        let board = parse_letter_line(token)?;
        let who = scanner.expect_token("the player to move")?;
        let mover = match who.text {
            b"X" => Mark::X,
            b"O" => Mark::O,
            _ => return Err(InputError::found_bytes(who.position, who.text, "`X` or `O`")),
        };
        let game = Game { board, mover };
        let free = digits(board.squares().free());
        let wins = (&game).into_iter();
        let count = wins.len();
        let forward = digits(wins);
        let backward = digits(game.into_iter().rev());
        let mut first_last = game.into_iter();
        let ends = match (first_last.next(), first_last.next_back()) {
            (Some(a), Some(b)) => format!("{}..{}", a.index() + 1, b.index() + 1),
            (Some(a), None) => format!("{}", a.index() + 1),
            _ => "none".to_string(),
        };
        let line = format!(
            "free {free} wins {forward} ({count}) back {backward} ends {ends} held {}\n",
            held(board, mover)
        );
        output.extend_from_slice(line.as_bytes());
        answered = true;
    }
    if !answered {
        return Err(InputError::end_of_input(scanner.position(), "a board"));
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
