//! Judge binary for e02-type-name-alias: one answer per line, an error naming a type.

use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut out = String::new();
    for (index, text) in input.lines().enumerate() {
        if text.trim().is_empty() {
            continue;
        }
        match e02_type_name_alias::answer(text, index + 1) {
            Ok(word) => {
                out.push_str(word);
                out.push('\n');
            }
            Err(message) => {
                io::stdout().write_all(out.as_bytes()).unwrap();
                eprintln!("error: {message}");
                std::process::exit(1);
            }
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
