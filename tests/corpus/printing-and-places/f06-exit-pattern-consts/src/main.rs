//! Judge binary for f06-exit-pattern-consts (bundling shape: `std::process::exit` called from
//! the library — directly, through a non-exported macro, and through a library fn named `exit` —
//! past a `Drop` guard; a ttt-core const `FULL`, a lib const and a unit variant imported alone,
//! `Drawn`, written as bare identifiers in `match` patterns; and a panic hook that prints the
//! panic's own `Display`).

use std::io::{self, Read, Write};

use f06_exit_pattern_consts::fail::exit;
use f06_exit_pattern_consts::Tally;

fn main() {
    // One line for a panic, like the other fatal errors, instead of the thread's two.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("fatal: {}", info.to_string().replace('\n', " "));
    }));
    let mut input = Vec::new();
    if io::stdin().read_to_end(&mut input).is_err() {
        exit(f06_exit_pattern_consts::fail::Code::Empty, "unreadable stdin");
    }
    let mut tally = Tally::default();
    {
        let stdout = io::stdout();
        let mut out = io::BufWriter::new(stdout.lock());
        f06_exit_pattern_consts::answer(&input, &mut out, &mut tally);
        out.flush().unwrap();
    }
    drop(tally);
    std::process::exit(0);
}
