//! The I/O floor of gravitygrid for `cargo xtask bench`: reads the whole input and parses every
//! number (`h w k`, then the `h·w` columns) as any solution must, then prints a fixed answer
//! without playing a tile: the cost of the I/O alone, which the binary is timed against.

use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin().lock().read_to_end(&mut input).expect("stdin is readable");
    // Every number is parsed and summed, so that none of the parsing can be left out.
    let (mut sum, mut number, mut in_number) = (0_u64, 0_u64, false);
    for &byte in &input {
        if byte.is_ascii_digit() {
            number = number * 10 + u64::from(byte - b'0');
            in_number = true;
        } else if in_number {
            sum = sum.wrapping_add(number);
            (number, in_number) = (0, false);
        }
    }
    std::hint::black_box(sum.wrapping_add(number));
    let mut stdout = io::stdout().lock();
    stdout.write_all(b"D\n").expect("stdout is writable");
    stdout.flush().expect("stdout is writable");
}
