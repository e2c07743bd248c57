//! Judge binary for g08-std-named-mods-memo: one line per case of stdin, then the work done.
//! Main has its own `mod io` and `mod fmt` too.

mod fmt {
    //! Main's own formatting, beside `std::fmt`.
    pub fn summary(worked: usize, queries: usize) -> String {
        format!("worked {worked} positions for {queries} queries")
    }
}

mod io {
    //! Main's writer, over `std::io`.
    use std::io::Write;

    /// Writes the lines at once.
    pub fn write_all(lines: &[String]) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        for line in lines {
            writeln!(out, "{line}")?;
        }
        out.flush()
    }
}

use std::cell::Cell;
use std::process::ExitCode;
use std::sync::atomic::Ordering;

use g08_std_named_mods_memo as lib;

fn main() -> ExitCode {
    let cases = match lib::io::read_cases() {
        Ok(cases) => cases,
        Err(why) => {
            eprintln!("error: {why}");
            return ExitCode::FAILURE;
        }
    };
    let calls = Cell::new(0);
    let mut lines = Vec::new();
    let mut status = ExitCode::SUCCESS;
    for (board, first) in cases {
        let shown = lib::cell::letters(board, &calls);
        match lib::query(board, first) {
            Ok(games) => lines.push(format!("{shown}: {}", lib::fmt::answer(&games, lib::memo_size()))),
            Err(why) => {
                lines.push(format!("{shown}: unreachable ({why})"));
                status = ExitCode::from(2);
            }
        }
    }
    let queries = lib::QUERIES.lock().map_or(0, |queries| queries.len());
    lines.push(fmt::summary(lib::WORKED.load(Ordering::Relaxed), queries));
    lines.push(format!("shown {} boards", calls.get()));
    if let Err(why) = io::write_all(&lines) {
        eprintln!("error: {why}");
        return ExitCode::FAILURE;
    }
    status
}
