//! The I/O floor of boj7682 for `cargo xtask bench`: reads the whole input and writes
//! `invalid\n` once per input line without deciding anything: the cost of the I/O alone, which
//! the binary is timed against. The bench also compiles this file as the judge does, as the
//! baseline `io_floor_7682` its instructions are counted against.

use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin().lock().read_to_end(&mut input).expect("stdin is readable");
    let lines = input.iter().filter(|&&byte| byte == b'\n').count();
    let mut output = Vec::with_capacity(lines * 8);
    for _ in 0..lines {
        output.extend_from_slice(b"invalid\n");
    }
    let mut stdout = io::stdout().lock();
    stdout.write_all(&output).expect("stdout is writable");
    stdout.flush().expect("stdout is writable");
}
