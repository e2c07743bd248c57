//! Judge binary for a17: reads the cases line by line and answers each as it comes.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use a17_bloat_local_names::{parse_case, report};

fn main() -> ExitCode {
    let stdin = io::stdin();
    let mut stdout = io::stdout().lock();
    for (index, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin should be text");
        if line.trim().is_empty() {
            continue;
        }
        match parse_case(&line) {
            Ok(case) => writeln!(stdout, "{}", report(case)).expect("stdout should be writable"),
            Err(why) => {
                stdout.flush().expect("stdout should be writable");
                eprintln!("error: line {}: {why}", index + 1);
                return ExitCode::from(2);
            }
        }
    }
    ExitCode::SUCCESS
}
