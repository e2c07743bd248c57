//! Judge binary for b09-location-macros: the symmetry class of every board of stdin.

use std::io::{self, BufWriter, Read, Write};

use b09_location_macros::classes::{class, letters};
use b09_location_macros::parse;

fn main() {
    let mut input = String::new();
    io::stdin().lock().read_to_string(&mut input).unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut count = 0;
    for line in input.lines().map(str::trim).filter(|line| !line.is_empty()) {
        let board = match parse::board(line) {
            Ok(board) => board,
            Err(failure) => {
                out.flush().unwrap();
                eprintln!("error: {failure}");
                std::process::exit(2);
            }
        };
        let (canonical, images) = class(board);
        writeln!(out, "{} {images}", letters(canonical)).unwrap();
        count += 1;
    }
    out.flush().unwrap();
    eprintln!("[{}:{}:{}] {}: {count} boards", file!(), line!(), column!(), module_path!());
}
