//! Judge binary for h05-result-aliases-raw-idents: main's own `Result` alias, `?` from the
//! library's errors into `Box<dyn Error>`.

use std::error::Error;
use std::io::{self, BufRead, Write};

use h05_result_aliases_raw_idents::{describe, r#type, replay};

type Result<T> = std::result::Result<T, Box<dyn Error>>;

fn run() -> Result<usize> {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    let mut count = 0;
    for (number, line) in stdin.lock().lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let replayed = replay(line.trim()).map_err(|e| format!("line {}: {e}", number + 1))?;
        writeln!(out, "{}", describe(replayed)?)?;
        count += 1;
    }
    let first = r#type::r#match("x")?;
    writeln!(out, "{count} lines, {} first", r#type::letter(first))?;
    Ok(count)
}

fn main() {
    if let Err(error) = run() {
        eprintln!("error: {error}");
        std::process::exit(1);
    }
}
