//! How a bundle is laid out, from its [`Parts`]. The default, [`Layout::Compact`]: the
//! binary and the problem's own library as written, at the top, then one comment line, then
//! the libraries they use with no indentation, no blank lines, and inside a line only the spaces
//! that keep tokens apart. [`Layout::Readable`]: every crate as written, each library nested
//! and indented in its module. Lines stay lines in both, so every line still points at the
//! crate source it came from.
//!
//! A space is dropped only next to a bracket, a comma or a semicolon, or between a symbol and a
//! word, where no two tokens can fuse into one (`| |` stays, or it would read `||`). The text of
//! macro invocations and `macro_rules!` bodies is left alone: `stringify!` prints it.

use super::lex::quoted_end;
use super::text::{self, Line};

/// How a bundle is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// The user's crate as written, the libraries it uses compact: what is submitted.
    #[default]
    Compact,
    /// Every crate formatted as written, each library nested one indent per module: to read.
    Readable,
}

/// A bundle's text by what each piece is, before it is laid out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    /// The header comment and the bundle's inner attributes.
    pub head: Vec<Line>,
    /// The binary's text (for a function judge, the submission file).
    pub binary: Vec<Line>,
    /// Each library, the problem's own first, the others each after those it uses.
    pub libraries: Vec<Library>,
    /// The modules standing in for each crate's extern prelude.
    pub preludes: Vec<Line>,
    /// What the compact layout says before the libraries it compacts.
    pub what_follows: String,
}

/// A library's module in the bundle: `pub mod <name> { <lines> }` inside `mod __bundled`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Library {
    pub name: String,
    /// Is it the problem's own library (laid out as written).
    pub own: bool,
    pub lines: Vec<Line>,
}

/// Where a line of [`arrange`] comes from: `Some((library, line))` for a line of a library.
pub type Place = Option<(usize, usize)>;

/// The parts in the compact layout's order, nothing compacted yet: each line with its place,
/// and the index of the first line the compact layout compacts. `attribute` goes before each
/// library's module.
pub fn arrange(parts: &Parts, attribute: &str) -> (Vec<(Line, Place)>, usize) {
    let mut out: Vec<(Line, Place)> = Vec::new();
    let synthetic = |out: &mut Vec<(Line, Place)>, text: &str| {
        out.push((Line::synthetic(text), None));
    };
    out.extend(parts.head.iter().chain(&parts.binary).map(|line| (line.clone(), None)));
    let mut compacted = usize::MAX;
    if !parts.libraries.is_empty() {
        synthetic(&mut out, "");
        synthetic(&mut out, "mod __bundled {");
    }
    for (index, library) in parts.libraries.iter().enumerate() {
        if !library.own && compacted == usize::MAX {
            synthetic(&mut out, &format!("// {}", parts.what_follows));
            compacted = out.len();
        }
        synthetic(&mut out, &format!("{attribute}pub mod {} {{", library.name));
        out.extend(
            library.lines.iter().enumerate().map(|(at, line)| (line.clone(), Some((index, at)))),
        );
        synthetic(&mut out, "}");
    }
    if !parts.libraries.is_empty() {
        synthetic(&mut out, "}");
    }
    compacted = compacted.min(out.len());
    out.extend(parts.preludes.iter().map(|line| (line.clone(), None)));
    (out, compacted)
}

/// The bundle's lines in `layout`.
pub fn lay_out(parts: &Parts, layout: Layout) -> Vec<Line> {
    match layout {
        Layout::Compact => {
            let (arranged, compacted) = arrange(parts, "");
            let mut lines: Vec<Line> = arranged.into_iter().map(|(line, _)| line).collect();
            let rest = lines.split_off(compacted);
            lines = text::tidy(lines);
            lines.extend(compact(&rest));
            lines
        }
        Layout::Readable => {
            let mut lines = parts.head.clone();
            if !parts.libraries.is_empty() {
                let mut libraries = Vec::new();
                for library in &parts.libraries {
                    libraries.push(Line::synthetic(""));
                    libraries.push(Line::synthetic(format!("pub mod {} {{", library.name)));
                    libraries.extend(text::indented(library.lines.clone(), 4));
                    libraries.push(Line::synthetic("}"));
                }
                lines.push(Line::synthetic(""));
                lines.push(Line::synthetic("mod __bundled {"));
                lines.extend(text::indented(libraries, 4));
                lines.push(Line::synthetic("}"));
            }
            lines.push(Line::synthetic(""));
            lines.extend(parts.binary.iter().cloned());
            lines.extend(parts.preludes.iter().cloned());
            text::tidy(lines)
        }
    }
}

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

/// `lines` in the compact layout: only the blanks that keep tokens apart, a line break only
/// where one is (inside a literal or a macro's own body), each line with the origin of the
/// line its first byte came from.
pub fn compact(lines: &[Line]) -> Vec<Line> {
    let text: String = lines.iter().map(|l| format!("{}\n", l.text)).collect();
    let keep = spaces_needed(&text);
    let mut out: Vec<Line> = Vec::new();
    let mut open = false;
    let mut index = 0;
    for (at, c) in text.char_indices() {
        let kept = !matches!(c, ' ' | '\t' | '\r' | '\n') || keep[at];
        if c == '\n' {
            // A line break kept ends the line; one dropped joins the next to it.
            index += 1;
            open &= !kept;
        } else if kept {
            if !open {
                out.push(Line { text: String::new(), indent: None, ..lines[index].clone() });
                open = true;
            }
            if let Some(line) = out.last_mut() {
                line.text.push(c);
            }
        }
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
            // A line comment keeps the line break that ends it.
            let end = if bytes[i + 1] == b'/' {
                text[i..].find('\n').map_or(bytes.len(), |n| i + n + 1)
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

/// Std's macros whose output depends on their literals and values only, never on how their
/// tokens are spaced (`assert!` is not one: it prints its condition as written).
const FORMATTING: [&str; 12] = [
    "format",
    "format_args",
    "write",
    "writeln",
    "print",
    "println",
    "eprint",
    "eprintln",
    "panic",
    "unreachable",
    "vec",
    "matches",
];

/// Literals and the text of macro calls keep every byte: `stringify!` prints it.
fn keep_literals_and_macro_bodies(text: &str, tokens: &[(usize, usize, Class)], keep: &mut [bool]) {
    // Inside literals every byte stays.
    for &(start, end, class) in tokens {
        if class == Class::Quoted {
            keep[start..end].iter_mut().for_each(|k| *k = true);
        }
    }
    // Macro bodies: `name ! (...)` and `macro_rules ! name {...}` keep their spacing, but for
    // calls of std's formatting macros, which read only their literals.
    let defined: Vec<&str> = tokens
        .windows(3)
        .filter(|t| &text[t[0].0..t[0].1] == "macro_rules" && &text[t[1].0..t[1].1] == "!")
        .map(|t| &text[t[2].0..t[2].1])
        .collect();
    let mut index = 0;
    while index + 2 < tokens.len() {
        let (s0, e0, c0) = tokens[index];
        let (s1, _, _) = tokens[index + 1];
        // `name!(..)` or `name ! (..)`: blanks may stand between, as in any token stream.
        let is_bang = c0 == Class::Word
            && &text[s1..s1 + 1] == "!"
            && text[e0..s1].chars().all(char::is_whitespace)
            && !text[s1..].starts_with("!=");
        let name = &text[s0..e0];
        let as_written = !FORMATTING.contains(&name) || defined.contains(&name);
        if is_bang && as_written {
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

/// Between two tokens: one blank (a space or a line break) stays when they could fuse.
fn keep_between_tokens(text: &str, tokens: &[(usize, usize, Class)], keep: &mut [bool]) {
    for pair in tokens.windows(2) {
        let (_, end, left) = pair[0];
        let (start, _, right) = pair[1];
        if start == end {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<Line> {
        text.lines().map(Line::synthetic).collect()
    }

    fn compacted(text: &str) -> String {
        compact(&lines(text)).iter().map(|l| format!("{}\n", l.text)).collect()
    }

    #[test]
    fn only_blanks_that_keep_tokens_apart_stay_and_lines_join() {
        assert_eq!(
            compacted("fn f<'a>(x: &'a [u8]) -> i32 {\n    let y = - -1;\n\n    'outer: loop { break 'outer; }\n    1 .max(2) + x.len() as i32\n}\n"),
            "fn f<'a>(x: &'a[u8])->i32{let y= - -1;'outer:loop{break 'outer;}1 .max(2)+x.len()as i32}\n"
        );
        assert_eq!(compacted("pub\nfn f() {}\n"), "pub\nfn f(){}\n");
    }

    #[test]
    fn a_macro_call_with_blanks_before_its_bang_keeps_its_spaces() {
        assert_eq!(compacted("let s = stringify ! (1 + 1);\n"), "let s=stringify!(1 + 1);\n");
        assert_eq!(compacted("let b = a != (1 + 1);\n"), "let b=a!=(1+1);\n");
    }

    #[test]
    fn comments_keep_their_words_apart_and_their_line_end() {
        assert_eq!(compacted("// a b: c\nfn  f() {}\n"), "// a b: c\nfn f(){}\n");
    }

    #[test]
    fn closures_literals_and_macro_bodies_keep_their_spaces_but_std_formatting_calls() {
        assert_eq!(
            compacted("let f = |x| |y| x + y;\nlet s = \"a  b\nc\";\nprintln!(\"{}\", stringify!(a + b));\nlet c = ' ';\n"),
            "let f= |x| |y|x+y;let s=\"a  b\nc\";println!(\"{}\",stringify!(a + b));let c= ' ';\n"
        );
        // A `write!` of the crate's own may print its tokens.
        assert_eq!(
            compacted("macro_rules! write { ($($t:tt)*) => { stringify!($($t)*) } }\nlet s = write!(a + b);\n"),
            "macro_rules!write{ ($($t:tt)*) => { stringify!($($t)*) } }let s=write!(a + b);\n"
        );
    }
}
