//! Judge binary for i05-block-glob-shadowing: each board's status, then the boards ranked by
//! the library and by ttt-core. main's own `mod lines` shadows the glob-imported
//! `ttt_core::lines`, and each has its own `ensure!` macro: main's names the line of the check,
//! the one of `mod lines` does not.

use i05_block_glob_shadowing::{ranked, ranked_by_core, status};
use ttt_core::*;

/// Stops with an error naming the line of the failed check.
macro_rules! ensure {
    ($cond:expr, $($message:tt)+) => {
        if !$cond {
            eprintln!("error: {} (check at line {})", format!($($message)+), line!());
            std::process::exit(4);
        }
    };
}

mod lines {
    //! main's own line counting: lines with two of a mark and the third square free.

    use ttt_core::board::{Board, Mark};

    /// A check on ttt-core's table: a line has three squares.
    macro_rules! ensure {
        ($cond:expr) => {
            assert!($cond, "a line has three squares")
        };
    }

    /// The lines `mark` could complete with one move.
    pub fn count(board: Board, mark: Mark) -> usize {
        ttt_core::lines::LINES
            .iter()
            .filter(|&&line| {
                ensure!(line.count_ones() == 3);
                (board.marks(mark) & line).count_ones() == 2 && board.empty_squares() & line != 0
            })
            .count()
    }
}

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), judge::InputError> {
    let mut scanner = judge::Scanner::new(input);
    let mut boards = Vec::new();
    while let Some((board, _)) = notation::read_letter_rows(&mut scanner)? {
        let threats = lines::count(board, board::Mark::X);
        let held = {
            use ttt_core::lines::*;
            lines_of(board, board::Mark::X).count()
        };
        let text = format!("{} threats={threats} lines={held}\n", status(board));
        output.extend_from_slice(text.as_bytes());
        boards.push(board);
        ensure!(boards.len() <= 6, "more than {} boards", 6);
    }
    let ours = ranked(&boards).join(" ");
    let core = ranked_by_core(&boards).join(" ");
    output.extend_from_slice(format!("lib: {ours}\ncore: {core}\n").as_bytes());
    Ok(())
}

fn main() -> std::process::ExitCode {
    judge::run(solve)
}
