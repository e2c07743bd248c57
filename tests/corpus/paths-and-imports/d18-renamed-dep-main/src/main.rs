//! d18-renamed-dep-main: ttt-core renamed in `[dependencies]`
//! (`tc = { package = "ttt-core", path = "../ttt-core" }`) and named by that name in main.rs
//! itself: `tc::judge::run(solve)`, `tc::board::Mark`, no `use` of the crate.
//!
//! Each case is three rows of digits; the answer is the number of boards reachable from it
//! (the board itself included) in a game X started.

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), tc::judge::InputError> {
    let mut scanner = tc::judge::Scanner::new(input);
    while let Some((board, position)) = tc::notation::read_digit_rows(&mut scanner)? {
        if !tc::rules::reachable(board, tc::board::Mark::X) {
            return Err(tc::judge::InputError::new(
                position,
                "found a board no game reaches",
                "a board of a game X started",
            ));
        }
        let count = tc::positions::reachable_from(board, tc::board::Mark::X).len();
        output.extend_from_slice(format!("{count}\n").as_bytes());
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    tc::judge::run(solve)
}
