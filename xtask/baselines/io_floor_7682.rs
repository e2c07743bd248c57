//! The I/O floor for boj7682: reads the whole input and writes `invalid\n` once per input line
//! without deciding anything: the cost of the I/O alone, the floor to measure against.

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
