//! Where each line of a bundle came from, and compiler output about a bundle turned into
//! output about the crates: `Main.rs:40:9` gains `(crates/p/src/lib.rs:12:5)`.

use super::text::Line;

/// Where a line of a bundle came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The source file, relative to the workspace root.
    pub file: String,
    /// Its 1-based line there.
    pub line: usize,
    /// How many bytes the bundle put before the original text on this line; `None` when the
    /// compact layout moved its tokens, so that only the line is known.
    pub shift: Option<usize>,
}

/// Where each line of the bundle came from, with each source file's name by `FileId`.
pub(super) fn origins(files: &[String], lines: &[Line]) -> Vec<Option<Origin>> {
    lines
        .iter()
        .map(|line| {
            let (file, number) = line.origin?;
            Some(Origin { file: files[file.0].clone(), line: number, shift: line.indent })
        })
        .collect()
}

/// Compiler output about the bundle (named `file_name` there), with every `file_name:L:C`
/// followed by the crate source it came from: `(crates/p/src/lib.rs:12:5)`.
pub fn annotate(origins: &[Option<Origin>], text: &str, file_name: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(file_name) {
        let after = &rest[at + file_name.len()..];
        out.push_str(&rest[..at + file_name.len()]);
        rest = after;
        let Some(position) = after.strip_prefix(':') else { continue };
        let digits: String = position.chars().take_while(char::is_ascii_digit).collect();
        let Ok(line) = digits.parse::<usize>() else { continue };
        let after_line = &position[digits.len()..];
        let column_digits: String = after_line
            .strip_prefix(':')
            .map(|c| c.chars().take_while(char::is_ascii_digit).collect())
            .unwrap_or_default();
        let consumed =
            1 + digits.len() + if column_digits.is_empty() { 0 } else { 1 + column_digits.len() };
        out.push_str(&after[..consumed]);
        rest = &after[consumed..];
        if let Some(origin) = origins.get(line.wrapping_sub(1)).and_then(Option::as_ref) {
            let column = column_digits
                .parse::<usize>()
                .ok()
                .zip(origin.shift)
                .map(|(c, shift)| format!(":{}", c.saturating_sub(shift).max(1)))
                .unwrap_or_default();
            out.push_str(&format!(" ({}:{}{column})", origin.file, origin.line));
        }
    }
    out.push_str(rest);
    out
}
