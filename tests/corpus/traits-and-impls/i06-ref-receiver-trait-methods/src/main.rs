//! Judge binary for i06-ref-receiver-trait-methods: one replay line per line of stdin.

use i06_ref_receiver_trait_methods::game::Game;
use i06_ref_receiver_trait_methods::views::{material, weighted};
use i06_ref_receiver_trait_methods::Letter;
use ttt_core::board::{Mark, Square};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::perfect_play::outcome;

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    while let Some(line) = scanner.line() {
        let mut words = Scanner::new(line.text);
        let mut game = Game::default();
        while let Some(word) = words.token() {
            let position = ttt_core::judge::Position {
                line: line.position.line,
                column: line.position.column + word.position.column - 1,
            };
            if word.text == b"u" {
                game.undo();
                continue;
            }
            let square = std::str::from_utf8(word.text)
                .ok()
                .and_then(|text| text.parse::<u8>().ok())
                .and_then(Square::new)
                .ok_or_else(|| InputError::found_bytes(position, word.text, "a square 0 to 8 or `u`"))?;
            game.play(square).map_err(|why| InputError::new(position, why, "a free square"))?;
        }
        let by_ref: String = Mark::BOTH.iter().map(|mark| mark.letter()).collect();
        let by_value: String = Mark::BOTH.into_iter().map(|mark| mark.letter()).collect();
        let result = match outcome(*game, Mark::X) {
            Ok(result) => format!("{}{}", (&result).letter(), result.letter()),
            Err(why) => format!("?? {why}"),
        };
        let text = format!(
            "{by_ref}{by_value} {} played={} on-board={} {} {} [{}] {}\n",
            game.log(),
            game.mark_count(),
            game.board_marks(),
            material::view(&game),
            weighted::view(&game),
            result,
            game.is_full(),
        );
        output.extend_from_slice(text.as_bytes());
    }
    Ok(())
}

/// The board's own count, reached through `Deref`.
trait BoardMarks {
    fn board_marks(&self) -> u32;
}

impl BoardMarks for Game {
    fn board_marks(&self) -> u32 {
        (**self).mark_count()
    }
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
