//! Judge binary for g04-reexport-glob-prelude: one verdict line per board of stdin, reached
//! through the library's re-exports only.

use g04_reexport_glob_prelude::prelude::*;

/// The mark's name, with a variant glob local to the fn.
fn name(mark: Mark) -> &'static str {
    use Mark::*;
    match mark {
        X => "cross",
        O => "nought",
    }
}

/// The answer line of one board.
fn line_of(grid: Grid) -> String {
    use g04_reexport_glob_prelude::verdict;
    use Verdict::*;
    match verdict(grid) {
        Turn(mark) => format!("{} to move", name(mark)),
        Winner(mark) => format!("{} won", name(mark)),
        Tie => "tie".to_string(),
        Invalid => {
            use g04_reexport_glob_prelude::b::Mark as Who;
            let who = if grid.count(Who::X) < grid.count(Who::O) { Who::O } else { Who::X };
            format!("invalid ({} too many)", who.letter())
        }
    }
}

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    use g04_reexport_glob_prelude::notation::parse_letter_line;
    let mut scanner = Scanner::new(input);
    let mut count = 0usize;
    while let Some(line) = scanner.line() {
        let grid = parse_letter_line(line)?;
        let centre = Square::ALL[4];
        let mark = grid.mark_at(centre).map_or('.', g04_reexport_glob_prelude::b::Mark::letter);
        output.extend_from_slice(format!("{} [{mark}]\n", line_of(grid)).as_bytes());
        count += 1;
    }
    if count == 0 {
        return Err(InputError::end_of_input(scanner.position(), "a board"));
    }
    let _ = is_final(Grid::EMPTY, Mark::X);
    Ok(())
}

fn main() -> std::process::ExitCode {
    g04_reexport_glob_prelude::judge::run(solve)
}
