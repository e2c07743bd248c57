//! Where a file's comments and literals are, read from its text: comments (doc comments too)
//! are left out of a bundle, and the lines inside a literal keep their bytes as they are.

use std::ops::Range;

/// The comments and the literals of a text, each in order.
#[derive(Debug, Default)]
pub struct Lexed {
    pub comments: Vec<Range<usize>>,
    pub literals: Vec<Range<usize>>,
}

impl Lexed {
    /// Is `offset` strictly inside a literal (after its first byte).
    pub fn in_literal(&self, offset: usize) -> bool {
        let at = self.literals.partition_point(|r| r.start < offset);
        at > 0 && offset < self.literals[at - 1].end
    }
}

pub fn lex(text: &str) -> Lexed {
    let bytes = text.as_bytes();
    let mut lexed = Lexed::default();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'/' && bytes.get(i + 1) == Some(&b'/') {
            let end = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            lexed.comments.push(i..end);
            i = end;
        } else if c == b'/' && bytes.get(i + 1) == Some(&b'*') {
            let end = block_comment_end(bytes, i);
            lexed.comments.push(i..end);
            i = end;
        } else if let Some(end) = quoted_end(bytes, i) {
            lexed.literals.push(i..end);
            i = end;
        } else if c == b'\'' {
            // A lifetime or label.
            i += 1;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
        } else if c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80 {
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] >= 0x80)
            {
                i += 1;
            }
            // `r#name` is a word; `r#"..."#` and `b"..."` were taken as literals above.
        } else {
            i += 1;
        }
    }
    lexed
}

/// Where a block comment starting at `start` ends: block comments nest.
fn block_comment_end(bytes: &[u8], start: usize) -> usize {
    let mut depth = 0;
    let mut i = start;
    while i + 1 < bytes.len() {
        match (bytes[i], bytes[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    bytes.len()
}

/// Where a string, byte string, raw string or character literal starting at `i` ends.
pub fn quoted_end(bytes: &[u8], i: usize) -> Option<usize> {
    let mut j = i;
    // Prefixes: b, r, br, c, cr.
    while j < bytes.len() && j - i < 2 && matches!(bytes[j], b'b' | b'r' | b'c') {
        j += 1;
    }
    if j > i && i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_') {
        return None;
    }
    let raw = bytes[i..j].contains(&b'r');
    let mut hashes = 0;
    if raw {
        while j < bytes.len() && bytes[j] == b'#' {
            hashes += 1;
            j += 1;
        }
    }
    match bytes.get(j) {
        Some(b'"') => {
            j += 1;
            if raw {
                while j < bytes.len() {
                    if bytes[j] == b'"'
                        && bytes[j + 1..].iter().take(hashes).filter(|&&b| b == b'#').count()
                            == hashes
                    {
                        return Some(j + 1 + hashes);
                    }
                    j += 1;
                }
                Some(bytes.len())
            } else {
                while j < bytes.len() {
                    match bytes[j] {
                        b'\\' => j += 2,
                        b'"' => return Some(j + 1),
                        _ => j += 1,
                    }
                }
                Some(bytes.len())
            }
        }
        Some(b'\'') if !raw && hashes == 0 => {
            // A character literal, not a lifetime: `'a'`, `'\n'`, `b'x'`.
            let rest = &bytes[j + 1..];
            let len = if rest.first() == Some(&b'\\') {
                // The escaped byte may itself be a quote (`'\''`).
                rest.iter().skip(2).position(|&b| b == b'\'').map(|p| p + 2)
            } else {
                let width = utf8_width(rest.first().copied().unwrap_or(0));
                (rest.get(width) == Some(&b'\'')).then_some(width)
            }?;
            Some(j + 1 + len + 1)
        }
        _ => None,
    }
}

fn utf8_width(first: u8) -> usize {
    match first {
        0xf0..=0xff => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(text: &str, ranges: &[Range<usize>]) -> Vec<String> {
        ranges.iter().map(|r| text[r.clone()].to_owned()).collect()
    }

    #[test]
    fn comments_are_found_outside_literals_and_block_comments_nest() {
        let text =
            "let s = \"// not\"; // yes\n/* a /* b */ c */ let c = '\\''; r#\"/*\"#; 'a: loop {}";
        let lexed = lex(text);
        assert_eq!(pieces(text, &lexed.comments), ["// yes", "/* a /* b */ c */"]);
        assert_eq!(pieces(text, &lexed.literals), ["\"// not\"", "'\\''", "r#\"/*\"#"]);
        assert!(lexed.in_literal(9));
        assert!(!lexed.in_literal(8));
    }

    #[test]
    fn escaped_character_literals_end_at_their_quote() {
        for literal in
            ["'a'", "'\\n'", "'\\''", "'\\\\'", "'\\x41'", "'\\u{1F600}'", "b'\\''", "'é'"]
        {
            let text = format!("{literal}x");
            assert_eq!(quoted_end(text.as_bytes(), 0), Some(literal.len()), "{literal}");
        }
    }
}
