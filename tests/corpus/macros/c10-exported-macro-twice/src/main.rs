//! Judge binary for c10-exported-macro-twice: the answers, then the longest game of all.

use std::io::Read;

/// Lowers `$place` to `$value` when that is smaller.
#[macro_export]
macro_rules! chmin {
    ($place:expr, $value:expr) => {{
        let value = $value;
        if value < $place {
            $place = value;
            true
        } else {
            false
        }
    }};
}

/// Raises `$place` to `$value` when that is larger.
#[macro_export]
macro_rules! chmax {
    ($place:expr, $value:expr) => {{
        let value = $value;
        if value > $place {
            $place = value;
            true
        } else {
            false
        }
    }};
}

fn main() -> std::process::ExitCode {
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).unwrap();
    let mut output = Vec::new();
    let result = c10_exported_macro_twice::solve(&input, &mut output);
    let text = String::from_utf8(output).unwrap();
    let (mut most, mut fewest) = (0u32, u32::MAX);
    for line in text.lines() {
        let moves: u32 = line.split(' ').next().unwrap().parse().unwrap();
        chmax!(most, moves);
        chmin!(fewest, moves);
    }
    print!("{text}");
    if fewest <= most {
        println!("longest {most}, shortest {fewest}");
    }
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
