//! How verify and the bench show things: whitespace made visible, sizes, times, tables.

use std::fmt::Write as _;
use std::time::Duration;

/// `bytes` with whitespace made visible: `·` space, `→` tab, `␍` CR, `⏎` LF (which still ends
/// the line), other control bytes and bytes that are not UTF-8 as `\xNN`.
pub fn visible(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.utf8_chunks() {
        for ch in chunk.valid().chars() {
            match ch {
                ' ' => out.push('·'),
                '\t' => out.push('→'),
                '\r' => out.push('␍'),
                '\n' => out.push_str("⏎\n"),
                c if c.is_control() => {
                    let _ = write!(out, "\\x{:02x}", c as u32);
                }
                c => out.push(c),
            }
        }
        for byte in chunk.invalid() {
            let _ = write!(out, "\\x{byte:02x}");
        }
    }
    out
}

/// `text` with every line indented by `indent` and marked with `│`, so that an empty output and
/// trailing whitespace show.
pub fn block(text: &str, indent: &str) -> String {
    if text.is_empty() {
        return format!("{indent}(nothing)\n");
    }
    text.lines().map(|line| format!("{indent}│{line}\n")).collect()
}

/// Expected against actual output, whitespace made visible.
pub fn expected_actual(expected: &[u8], actual: &[u8]) -> String {
    format!(
        "    expected ({} bytes):\n{}    actual ({} bytes):\n{}",
        expected.len(),
        block(&visible(expected), "      "),
        actual.len(),
        block(&visible(actual), "      ")
    )
}

/// `9.1 KiB`.
pub fn kib(bytes: usize) -> String {
    format!("{:.1} KiB", bytes as f64 / 1024.0)
}

/// `1.2s`.
pub fn seconds(time: Duration) -> String {
    format!("{:.1}s", time.as_secs_f64())
}

/// `words` joined by spaces into lines of at most `width` characters.
pub fn wrap(words: &[String], width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in words {
        let line = lines.last_mut().expect("never empty");
        if line.is_empty() {
            line.push_str(word);
        } else if line.len() + 1 + word.len() > width {
            lines.push(word.clone());
        } else {
            line.push_str(&format!(" {word}"));
        }
    }
    lines
}

/// A table with a header row, columns padded to their widest cell (counted in characters) and
/// two spaces apart; the columns listed in `right` are numbers, aligned on the right.
pub fn render(header: &[&str], rows: &[Vec<String>], right: &[usize]) -> String {
    let header: Vec<String> = header.iter().map(|cell| cell.to_string()).collect();
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(rows) {
        let mut line = String::new();
        for (column, (cell, &width)) in row.iter().zip(&widths).enumerate() {
            let _ = match right.contains(&column) {
                true => write!(line, "{cell:>width$}  "),
                false => write!(line, "{cell:<width$}  "),
            };
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whitespace_shows() {
        assert_eq!(visible(b"a b\tc\r\n\xff"), "a·b→c␍⏎\n\\xff");
    }

    #[test]
    fn columns_line_up() {
        let table = render(
            &["problem", "samples"],
            &[vec!["boj16571".into(), "6/6".into()], vec!["x".into(), "10/10".into()]],
            &[],
        );
        assert_eq!(table, "problem   samples\nboj16571  6/6\nx         10/10\n");
        let table = render(&["n", "time"], &[vec!["a".into(), "1.5 s".into()]], &[1]);
        assert_eq!(table, "n   time\na  1.5 s\n");
    }
}
