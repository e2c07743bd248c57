//! One answer line: `X 2,6! O -`.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use engine::board::Mark;

use crate::threats::Threats;

/// Appends the line for `threats` to `output`.
pub fn write_line(threats: &Threats, output: &mut Vec<u8>) {
    let mut line = String::new();
    for mark in Mark::BOTH {
        let squares = threats.squares(mark);
        let listed: Vec<String> = squares.iter().map(|s| s.index().to_string()).collect();
        let shown = if listed.is_empty() { String::from("-") } else { listed.join(",") };
        let fork = if threats.is_fork(mark) { "!" } else { "" };
        let gap = if line.is_empty() { "" } else { " " };
        let _ = write!(line, "{gap}{mark} {shown}{fork}");
    }
    line.push('\n');
    output.extend_from_slice(line.as_bytes());
}
