//! The compact layout, for a bundle over its judge's size limit: no indentation, no blank
//! lines, and inside a line only the spaces that keep tokens apart. Lines stay lines, so every
//! line still points at the crate source it came from.
//!
//! A space is dropped only next to a bracket, a comma or a semicolon, or between a symbol and a
//! word, where no two tokens can fuse into one (`| |` stays, or it would read `||`). The text of
//! macro invocations and `macro_rules!` bodies is left alone: `stringify!` prints it.

use super::text::Line;

/// What a stretch of text is, for deciding which spaces it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// An identifier, keyword, lifetime, or literal other than a string.
    Word,
    /// A number, whose `.` after a space would make it a float.
    Number,
    /// A string, byte string, raw string or character literal.
    Quoted,
    /// One punctuation character that may fuse with a neighbour.
    Symbol,
    /// `(`, `)`, `[`, `]`, `{`, `}`, `,` or `;`: never fuses.
    Separator,
}

/// Returns `lines` in the compact layout, each with the index of the line it comes from.
pub fn compact(lines: &[Line]) -> Vec<(usize, Line)> {
    let text: String = lines.iter().map(|l| format!("{}\n", l.text)).collect();
    let keep_space = spaces_needed(&text);
    let mut out = Vec::new();
    let mut offset = 0;
    for (index, line) in lines.iter().enumerate() {
        let len = line.text.len();
        let mut compacted = String::with_capacity(len);
        for (i, c) in line.text.char_indices() {
            let at = offset + i;
            if (c == ' ' || c == '\t') && !keep_space[at] {
                continue;
            }
            compacted.push(c);
        }
        offset += len + 1;
        if compacted.trim().is_empty() && !line.starts_in_literal && !line.ends_in_literal {
            continue;
        }
        out.push((index, Line { text: compacted, indent: 0, ..line.clone() }));
    }
    out
}

/// For each byte of `text`, must it stay when it is a blank: inside literals, comments and
/// macro bodies, or between tokens that would otherwise fuse.
fn spaces_needed(text: &str) -> Vec<bool> {
    let mut keep = vec![false; text.len() + 1];
    let tokens = tokens(text, &mut keep);
    keep_literals_and_macro_bodies(text, &tokens, &mut keep);
    keep_between_tokens(text, &tokens, &mut keep);
    keep
}

/// The tokens of `text` with their class; comments are kept whole in `keep`.
fn tokens(text: &str, keep: &mut [bool]) -> Vec<(usize, usize, Class)> {
    let bytes = text.as_bytes();
    let mut tokens: Vec<(usize, usize, Class)> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b' ' || c == b'\t' || c == b'\n' || c == b'\r' {
            i += 1;
            continue;
        }
        let start = i;
        let class;
        if c == b'/' && matches!(bytes.get(i + 1), Some(b'/' | b'*')) {
            // A comment (the bundle's header): kept as it is, to the end of its line or `*/`.
            let end = if bytes[i + 1] == b'/' {
                text[i..].find('\n').map_or(bytes.len(), |n| i + n)
            } else {
                text[i..].find("*/").map_or(bytes.len(), |n| i + n + 2)
            };
            keep[i..end].iter_mut().for_each(|k| *k = true);
            i = end;
            continue;
        }
        if let Some(end) = quoted_end(bytes, i) {
            i = end;
            class = Class::Quoted;
        } else if c == b'\'' {
            // A lifetime or label: `'a`.
            i += 1;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            class = Class::Word;
        } else if c.is_ascii_digit() {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            // `1.5`, `1e-3`: the rest of a float.
            if i + 1 < bytes.len() && bytes[i] == b'.' && bytes[i + 1].is_ascii_digit() {
                i += 1;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
            }
            class = Class::Number;
        } else if c.is_ascii_alphabetic() || c == b'_' || c >= 0x80 {
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] >= 0x80)
            {
                i += 1;
            }
            // `r#name`
            if i - start == 1
                && c == b'r'
                && i + 1 < bytes.len()
                && bytes[i] == b'#'
                && bytes[i + 1].is_ascii_alphabetic()
            {
                i += 1;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
            }
            class = Class::Word;
        } else if b"()[]{},;".contains(&c) {
            i += 1;
            class = Class::Separator;
        } else {
            i += 1;
            class = Class::Symbol;
        }
        tokens.push((start, i, class));
    }
    tokens
}

/// Literals and the text of macro calls keep every byte: `stringify!` prints it.
fn keep_literals_and_macro_bodies(text: &str, tokens: &[(usize, usize, Class)], keep: &mut [bool]) {
    // Inside literals every byte stays.
    for &(start, end, class) in tokens {
        if class == Class::Quoted {
            keep[start..end].iter_mut().for_each(|k| *k = true);
        }
    }
    // Macro bodies: `name ! (...)` and `macro_rules ! name {...}` keep their spacing.
    let mut index = 0;
    while index + 2 < tokens.len() {
        let (s0, e0, c0) = tokens[index];
        let (s1, _, _) = tokens[index + 1];
        // `name!(..)` or `name ! (..)`: blanks may stand between, as in any token stream.
        let is_bang = c0 == Class::Word
            && &text[s1..s1 + 1] == "!"
            && text[e0..s1].chars().all(char::is_whitespace)
            && !text[s1..].starts_with("!=");
        if is_bang {
            let mut open = index + 2;
            if &text[s0..e0] == "macro_rules" && tokens[open].2 == Class::Word {
                open += 1;
            }
            if open < tokens.len()
                && matches!(&text[tokens[open].0..tokens[open].1], "(" | "[" | "{")
            {
                let mut depth = 0i32;
                let mut close = open;
                while close < tokens.len() {
                    match &text[tokens[close].0..tokens[close].1] {
                        "(" | "[" | "{" => depth += 1,
                        ")" | "]" | "}" => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 {
                        break;
                    }
                    close += 1;
                }
                let from = tokens[open].0;
                let to = tokens.get(close).map_or(text.len(), |t| t.1);
                keep[from..to].iter_mut().for_each(|k| *k = true);
                index = close;
                continue;
            }
        }
        index += 1;
    }
}

/// Between two tokens on a line: one blank stays when they could fuse.
fn keep_between_tokens(text: &str, tokens: &[(usize, usize, Class)], keep: &mut [bool]) {
    for pair in tokens.windows(2) {
        let (_, end, left) = pair[0];
        let (start, _, right) = pair[1];
        if start == end || text[end..start].contains('\n') {
            continue;
        }
        let needed = match (left, right) {
            (Class::Separator, _) | (_, Class::Separator) => false,
            (Class::Symbol, Class::Symbol) => true,
            (Class::Symbol, _) => text.as_bytes()[start] == b'\'',
            (Class::Number, Class::Symbol) => text.as_bytes()[start] == b'.',
            (_, Class::Symbol) => false,
            _ => true,
        };
        if needed {
            keep[end] = true;
        }
    }
}

/// Where a string, byte string, raw string or character literal starting at `i` ends.
pub(super) fn quoted_end(bytes: &[u8], i: usize) -> Option<usize> {
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

    fn lines(text: &str) -> Vec<Line> {
        text.lines()
            .map(|l| Line {
                text: l.to_owned(),
                origin: None,
                indent: 0,
                starts_in_literal: false,
                ends_in_literal: false,
                edited: false,
            })
            .collect()
    }

    fn compacted(text: &str) -> String {
        compact(&lines(text)).iter().map(|(_, l)| format!("{}\n", l.text)).collect()
    }

    #[test]
    fn only_spaces_that_keep_tokens_apart_stay() {
        assert_eq!(
            compacted("fn f<'a>(x: &'a [u8]) -> i32 {\n    let y = - -1;\n\n    'outer: loop { break 'outer; }\n    1 .max(2) + x.len() as i32\n}\n"),
            "fn f<'a>(x: &'a[u8])->i32{\nlet y= - -1;\n'outer:loop{break 'outer;}\n1 .max(2)+x.len()as i32\n}\n"
        );
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

    #[test]
    fn a_macro_call_with_blanks_before_its_bang_keeps_its_spaces() {
        assert_eq!(compacted("let s = stringify ! (1 + 1);\n"), "let s=stringify!(1 + 1);\n");
        assert_eq!(compacted("let b = a != (1 + 1);\n"), "let b=a!=(1+1);\n");
    }

    #[test]
    fn comments_keep_their_words_apart() {
        assert_eq!(compacted("// a b: c\nfn  f() {}\n"), "// a b: c\nfn f(){}\n");
    }

    #[test]
    fn closures_literals_and_macro_bodies_keep_their_spaces() {
        assert_eq!(
            compacted("let f = |x| |y| x + y;\nlet s = \"a  b\";\nprintln!(\"{}\", stringify!(a + b));\nlet c = ' ';\n"),
            "let f= |x| |y|x+y;\nlet s=\"a  b\";\nprintln!(\"{}\", stringify!(a + b));\nlet c= ' ';\n"
        );
    }
}
