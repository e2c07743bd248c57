//! Judge binary for e15-io-ways.

use std::io::{self, BufWriter, Read, Write};

use e15_io_ways::{board, report, Counting};

fn main() {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut line = Vec::new();
    let mut number = 1;
    let mut bytes = io::stdin().lock().bytes();
    loop {
        let byte = bytes.next().map(|b| b.unwrap());
        match byte {
            Some(b'\n') | None => {
                let trimmed: Vec<u8> = line.iter().copied().filter(|b| !b" \r\t".contains(b)).collect();
                if !trimmed.is_empty() {
                    match board(&trimmed) {
                        Some(b) => {
                            let mut sink = Counting::default();
                            report(&mut sink, b).unwrap();
                            out.write_all(&sink.bytes).unwrap();
                        }
                        None => {
                            out.flush().unwrap();
                            eprintln!("error: line {number}: not a board");
                            std::process::exit(1);
                        }
                    }
                }
                line.clear();
                number += 1;
                if byte.is_none() {
                    break;
                }
            }
            Some(b) => line.push(b),
        }
    }
    out.flush().unwrap();
    drop(out);
    print!("lines {}", number - 1);
    println!();
}
