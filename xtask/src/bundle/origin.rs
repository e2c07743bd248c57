//! Where each line of a bundle came from, and compiler output about a bundle turned into
//! output about the crates: `Main.rs:40:9` gains `(crates/p/src/lib.rs:12:5)`.

use super::sources::FileId;
use super::text::Line;

/// A bundle line's file (relative to the workspace), 1-based line, and [`Line::indent`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub file: String,
    pub line: usize,
    pub shift: Option<usize>,
}

/// Where each line of the bundle came from, with each source file's name by `FileId`.
pub(super) fn origins(files: &[String], lines: &[Line]) -> Vec<Option<Origin>> {
    let origin =
        |(file, line): (FileId, usize), shift| Origin { file: files[file.0].clone(), line, shift };
    lines.iter().map(|l| Some(origin(l.origin?, l.indent))).collect()
}

/// Compiler output about the bundle (`file_name`), each `file_name:L:C` followed by its origin.
pub fn annotate(origins: &[Option<Origin>], text: &str, file_name: &str) -> String {
    let digits = |s: &str| s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let mut pieces = text.split(file_name);
    let mut out = pieces.next().unwrap_or_default().to_owned();
    for piece in pieces {
        out.push_str(file_name);
        // `:line`, and `:column` when there, right after the name.
        let after = piece.strip_prefix(':').unwrap_or_default();
        let line = &after[..digits(after)];
        let column = after[line.len()..].strip_prefix(':').map_or("", |c| &c[..digits(c)]);
        let end = match (line.len(), column.len()) {
            (0, _) => 0,
            (line, 0) => 1 + line,
            (line, column) => 2 + line + column,
        };
        out.push_str(&piece[..end]);
        let line = line.parse::<usize>().ok();
        if let Some(origin) = line.and_then(|l| origins.get(l.wrapping_sub(1))?.as_ref()) {
            let column = column.parse::<usize>().ok().zip(origin.shift);
            let column = column.map(|(c, shift)| format!(":{}", c.saturating_sub(shift).max(1)));
            let column = column.unwrap_or_default();
            out.push_str(&format!(" ({}:{}{column})", origin.file, origin.line));
        }
        out.push_str(&piece[end..]);
    }
    out
}
