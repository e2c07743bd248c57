//! Judge binary for c05-macro-core-path: answers the queries, then prints the mover tally.

use std::io::Read;

/// The mark a letter names, spelled out in the source.
macro_rules! mark {
    (X) => {
        ttt_core::board::Mark::X
    };
    (O) => {
        ttt_core::board::Mark::O
    };
}

mod tally {
    /// How many answers have each mark to move.
    pub fn count(lines: &str) -> [usize; 2] {
        let x = format!(" {} to move", mark!(X));
        let o = format!(" {} to move", mark!(O));
        [lines.matches(&x).count(), lines.matches(&o).count()]
    }
}

fn main() -> std::process::ExitCode {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).expect("stdin reads");
    let mut output = Vec::new();
    let result = c05_macro_core_path::solve(&input, &mut output);
    let text = String::from_utf8(output).expect("answers are UTF-8");
    print!("{text}");
    let [x, o] = tally::count(&text);
    println!("X to move {x}, O to move {o}");
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            std::process::ExitCode::from(2)
        }
    }
}
