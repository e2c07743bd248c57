//! The I/O floor of abc241c for `cargo xtask bench`: reads the whole input, parses `N` and
//! looks at every cell of the N lines as any solution must, then prints a fixed answer without
//! looking for a line: the cost of the I/O alone, which the binary is timed against.

use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin().lock().read_to_end(&mut input).expect("stdin is readable");
    let digits = input.iter().take_while(|byte| byte.is_ascii_digit());
    let side = digits.fold(0_usize, |side, &digit| side * 10 + usize::from(digit - b'0'));
    // Every cell is looked at, so that none of the reading can be left out.
    let rows = input.split(|&byte| byte == b'\n').skip(1).take(side);
    let black: usize = rows.map(|row| row.iter().filter(|&&cell| cell == b'#').count()).sum();
    std::hint::black_box(black);
    let mut stdout = io::stdout().lock();
    stdout.write_all(b"No\n").expect("stdout is writable");
    stdout.flush().expect("stdout is writable");
}
