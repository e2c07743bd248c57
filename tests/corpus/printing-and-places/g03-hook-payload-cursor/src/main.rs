//! Judge binary for g03-hook-payload-cursor: one line per game of stdin. `--plain` on the first
//! line picks main's own hook instead of the library's.

use std::io::{self, BufRead, Write};
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;

use g03_hook_payload_cursor::{describe, install_quiet_hook, replay};
use ttt_core::board::Mark;
use ttt_core::judge::Position;
use ttt_core::notation::Notation;
use ttt_core::rules::status;

/// Installs a hook that hands the payload, and nothing else, to `show`.
fn install_with(show: fn(&(dyn std::any::Any + Send)) -> String) {
    panic::set_hook(Box::new(move |panic_info| eprintln!("panic: {}", show(panic_info.payload()))));
}

fn main() -> ExitCode {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines().map_while(Result::ok).enumerate().peekable();
    if lines.peek().map_or(false, |(_, line)| line.trim() == "--plain") {
        lines.next();
        install_with(describe);
    } else {
        install_quiet_hook();
    }
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut bad = 0;
    for (index, line) in lines {
        let mut words = line.split_whitespace();
        let first = match words.next() {
            None => continue,
            Some("X") => Mark::X,
            Some("O") => Mark::O,
            Some(other) => {
                let _ = out.flush();
                eprintln!("error: line {}: found `{other}`, expected `X` or `O`", index + 1);
                return ExitCode::from(2);
            }
        };
        let mut squares = Vec::new();
        let mut column = 1;
        for (offset, byte) in line.bytes().enumerate() {
            if byte.is_ascii_whitespace() {
                continue;
            }
            column += 1;
            if column > 2 {
                squares.push((byte, Position { line: index + 1, column: offset + 1 }));
            }
        }
        match panic::catch_unwind(AssertUnwindSafe(|| replay(first, &squares))) {
            Ok(board) => {
                let text = Notation::LETTERS.write(board).replace('\n', "");
                let _ = writeln!(out, "{text} {:?}", status(board, first));
            }
            Err(_) => {
                bad += 1;
                let _ = writeln!(out, "bad");
            }
        }
    }
    let _ = out.flush();
    if bad > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
