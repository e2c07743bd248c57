//! Judge binary for h08-u16-mask-utils: one line per `x o` pair of stdin.

use std::io::{self, BufRead, Write};

use h08_u16_mask_utils::{answer, self_check, MaskExt};

fn main() {
    self_check();
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut lines = 0;
    for line in stdin.lock().lines().map(Result::unwrap) {
        let nums: Vec<u16> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
        match nums[..] {
            [] => continue,
            [x, o] => writeln!(out, "{}", answer(x, o)).unwrap(),
            _ => {
                out.flush().unwrap();
                eprintln!("error: expected two masks, found {:?}", line);
                std::process::exit(1);
            }
        }
        lines += 1;
    }
    let squares: u32 = (1u16 << 9).wrapping_sub(1).bits().map(|i| i + 1).sum();
    writeln!(out, "{} lines, {} {}", lines, squares, 0b101u16.count()).unwrap();
}
