//! Judge binary for f03-fn-local-items (bundling shape: fn-local items — a struct with its impl,
//! consts, `use` declarations of the library and a `macro_rules!` naming the library, inside a
//! function of an inline module — and nested fns named like ttt-core's
//! `status`/`canonical`/`outcome`, one of them glob-importing the function it is named after).

use ttt_core::board::Mark;
use ttt_core::rules::status;

mod answers {
    //! Printing the summaries and the tally.

    /// Summarizes the input and prints every line; `None` for bad input, after the message.
    pub fn print_all(input: &[u8]) -> Option<Vec<ttt_core::board::Board>> {
        use f03_fn_local_items::{summarize, Summary};

        macro_rules! line_of {
            ($summary:expr) => {
                f03_fn_local_items::Summary::line(&$summary)
            };
        }

        let summaries: Vec<Summary> = super::or_report(summarize(input))?;
        for summary in &summaries {
            println!("{}", line_of!(summary));
        }
        Some(summaries.iter().map(|summary| summary.board).collect())
    }
}

/// The value, or `None` after printing the error.
fn or_report<T, E: std::fmt::Display>(result: Result<T, E>) -> Option<T> {
    use std::fmt::Write as _;
    match result {
        Ok(value) => Some(value),
        Err(error) => {
            let mut text = String::new();
            write!(text, "error: {error}").expect("writing to a String");
            eprintln!("{text}");
            None
        }
    }
}

fn main() {
    let mut input = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin(), &mut input).unwrap();
    let Some(boards) = answers::print_all(&input) else {
        std::process::exit(2);
    };

    struct Tally {
        finished: usize,
        open: usize,
    }
    impl Tally {
        const LABEL: &'static str = "finished/open";
        fn add(&mut self, finished: bool) {
            if finished {
                self.finished += 1;
            } else {
                self.open += 1;
            }
        }
    }

    assert!(!crate::finished(ttt_core::board::Board::EMPTY));
    let mut tally = Tally { finished: 0, open: 0 };
    for board in boards {
        tally.add(finished(board));
    }
    {
        fn status(count: usize) -> &'static str {
            match count {
                0 => "none",
                1 => "one",
                _ => "many",
            }
        }
        println!("{} {} {}", Tally::LABEL, status(tally.finished), status(tally.open));
    }
}

fn finished(board: ttt_core::board::Board) -> bool {
    status(board, Mark::X).map_or(false, |state| state.is_finished())
}
