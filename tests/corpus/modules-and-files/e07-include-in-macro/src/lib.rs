//! Built-ins whose value comes from the build inside `macro_rules!` bodies (bundling shape: a
//! library macro, defined in `src/tables/mod.rs`, whose body calls `include_str!("names.txt")`
//! (rustc reads it beside the outermost call, `src/lib.rs`, so from `src/`) and
//! `env!("CARGO_PKG_NAME")`; called in the library).
//!
//! Each line is a board in letters; the answer names the lines X has completed, by the names
//! in `src/names.txt`, after a banner with the package name on the first line of output.

#[macro_use]
pub mod tables;

use ttt_core::board::Mark;
use ttt_core::lines::LINES;
use ttt_core::notation::parse_letters;

/// The banner printed first.
pub fn banner() -> String {
    format!("{} ready", package!())
}

/// The answer for one line.
pub fn answer(line: &str) -> Result<String, String> {
    let board = parse_letters(line).map_err(|e| e.to_string())?;
    let names: Vec<&str> = line_names!().lines().collect();
    let marks = board.marks(Mark::X);
    let done: Vec<&str> = LINES
        .iter()
        .zip(&names)
        .filter(|(line, _)| marks & **line == **line)
        .map(|(_, name)| *name)
        .collect();
    Ok(if done.is_empty() { "none".to_owned() } else { done.join(",") })
}
