//! How a bundle is laid out from its [`Parts`]: [`Layout::Compact`] or [`Layout::Readable`].
//! Lines stay lines in both, so every line still points at the crate source it came from.
//!
//! A space is dropped only next to a bracket, a comma or a semicolon, or between a symbol and a
//! word, where no two tokens can fuse (`| |` stays, or it would read `||`). Macro invocations
//! and `macro_rules!` bodies are left alone: `stringify!` prints them.

use super::sources::{self, Token, TokenKind};
use super::text::{self, Line};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// What is submitted: the binary and the problem's own library as written, one comment
    /// line, then the libraries with no indentation, no blank lines, only the spaces needed.
    #[default]
    Compact,
    /// To read: every crate as written, each library nested and indented in its module.
    Readable,
}

/// A bundle's text by what each piece is, before it is laid out: the header comment and inner
/// attributes, the binary (for a function judge, the submission file), each library (the
/// problem's own first, the others each after those it uses), the extern preludes' modules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    pub head: Vec<Line>,
    pub binary: Vec<Line>,
    pub libraries: Vec<Library>,
    pub preludes: Vec<Line>,
    /// What the compact layout says before the libraries it compacts.
    pub what_follows: String,
}

/// A library's `pub mod <name> { <lines> }` in `mod __bundled`; `own`: the problem's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Library {
    pub name: String,
    pub own: bool,
    pub lines: Vec<Line>,
}

/// Where a line of [`arrange`] comes from: `Some((library, line))` for a line of a library.
pub type Place = Option<(usize, usize)>;

/// The parts in the compact layout's order, uncompacted: each line with its place, and the index of
/// the first line it compacts; `attribute` goes before each library's module.
pub fn arrange(parts: &Parts, attribute: &str) -> (Vec<(Line, Place)>, usize) {
    let mut out: Vec<(Line, Place)> = Vec::new();
    out.extend(parts.head.iter().chain(&parts.binary).map(|line| (line.clone(), None)));
    let mut compacted = usize::MAX;
    if !parts.libraries.is_empty() {
        out.extend(["", "mod __bundled {"].map(|text| (Line::synthetic(text), None)));
        for (index, library) in parts.libraries.iter().enumerate() {
            if !library.own && compacted == usize::MAX {
                out.push((Line::synthetic(format!("// {}", parts.what_follows)), None));
                compacted = out.len();
            }
            out.push((Line::synthetic(format!("{attribute}pub mod {} {{", library.name)), None));
            let lines = library.lines.iter().enumerate();
            out.extend(lines.map(|(at, line)| (line.clone(), Some((index, at)))));
            out.push((Line::synthetic("}"), None));
        }
        out.push((Line::synthetic("}"), None));
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
            let from = lines.len();
            lines.extend(rest);
            compact(&lines, from)
        }
        Layout::Readable => {
            let mut lines = parts.head.clone();
            if !parts.libraries.is_empty() {
                let libraries = parts.libraries.iter().flat_map(|library| {
                    text::module(&format!("pub mod {}", library.name), library.lines.clone())
                });
                lines.extend(text::module("mod __bundled", libraries.collect()));
            }
            lines.push(Line::synthetic(""));
            lines.extend(parts.binary.iter().cloned());
            lines.extend(parts.preludes.iter().cloned());
            text::tidy(lines)
        }
    }
}

/// What a token is, for the blanks it needs around it: a word (identifier, keyword, lifetime
/// with its `'`, literal), a number (whose `.` after a space would make a float), a symbol that
/// may fuse with a neighbour, or a separator (bracket, `,`, `;`) that never fuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Word,
    Number,
    Symbol,
    Separator,
}

/// `lines` from line `from` on compacted: only the blanks that keep tokens apart, a line break only
/// where one is needed (in a literal, a macro's body), each line with its first byte's origin.
pub fn compact(lines: &[Line], from: usize) -> Vec<Line> {
    let text: String = lines.iter().map(|l| format!("{}\n", l.text)).collect();
    let start: usize = lines[..from].iter().map(|l| l.text.len() + 1).sum();
    let keep = spaces_needed(&text);
    let mut out = lines[..from].to_vec();
    let mut open = false;
    let mut index = from;
    for (at, c) in text[start..].char_indices() {
        let kept = !c.is_ascii_whitespace() || keep[start + at];
        if kept && (c != '\n' || !open) {
            if !open {
                out.push(Line { text: String::new(), indent: None, ..lines[index].clone() });
            }
            open = c != '\n';
            if open {
                out.last_mut().expect("a line").text.push(c);
            }
        }
        if c == '\n' {
            // A line break kept ends the line (blank inside a literal too); one dropped joins.
            index += 1;
            open &= !kept;
        }
    }
    out
}

/// Std's macros whose output ignores their tokens' spacing (`assert!` prints its condition).
const FORMATTING: &str =
    "format format_args write writeln print println eprint eprintln panic unreachable vec matches";

/// For each byte of `text`, must it stay if blank: in literals, comments (and the line break
/// after), macro bodies, or between tokens that would fuse. Text that is not tokens keeps all.
fn spaces_needed(text: &str) -> Vec<bool> {
    let mut keep = vec![true; text.len() + 1];
    let Ok(stream) = text.parse() else { return keep };
    keep.fill(false);
    let mut tokens = Vec::new();
    sources::flatten(stream, &mut tokens);
    let (comments, literals) = sources::comments_and_literals(text, &tokens);
    literals.into_iter().for_each(|range| keep[range].fill(true));
    comments.into_iter().for_each(|range| keep[range.start..=range.end].fill(true));
    // Macro bodies, `name!(..)` and `macro_rules! name {..}`, keep their spacing, but calls of
    // std's formatting macros.
    let defined: Vec<&str> = tokens
        .windows(3)
        .filter(|t| t[0].ident() == Some("macro_rules") && t[1].is_punct('!'))
        .filter_map(|t| t[2].ident())
        .collect();
    for (index, token) in tokens.iter().enumerate() {
        let Some(name) = token.ident() else { continue };
        let open = index + if name == "macro_rules" { 3 } else { 2 };
        let called = tokens.get(index + 1).is_some_and(|t| t.is_punct('!'))
            && tokens.get(open).is_some_and(|t| matches!(t.kind, TokenKind::Open(_)));
        if called && (!FORMATTING.split(' ').any(|f| f == name) || defined.contains(&name)) {
            let end = sources::closing_end(&tokens, open, text.len());
            keep[tokens[open].range.start..end].fill(true);
        }
    }
    // Between two tokens, one blank (a space or a line break) stays when they could fuse.
    for pair in tokens.windows(2) {
        let gap = text.get(pair[0].range.end..pair[1].range.start).unwrap_or_default();
        let right = &text[pair[1].range.clone()];
        let needed = match (class(text, &pair[0]), class(text, &pair[1])) {
            (Class::Separator, _) | (_, Class::Separator) => false,
            (Class::Symbol, Class::Symbol) => true,
            (Class::Symbol, _) => right.starts_with('\''),
            (Class::Number, Class::Symbol) => right == ".",
            (_, Class::Symbol) => false,
            _ => true,
        };
        if needed && !gap.is_empty() && gap.trim().is_empty() {
            keep[pair[0].range.end] = true;
        }
    }
    keep
}

fn class(text: &str, token: &Token) -> Class {
    match token.kind {
        TokenKind::Open(_) | TokenKind::Close(_) => Class::Separator,
        TokenKind::Punct { ch: ',' | ';', .. } => Class::Separator,
        TokenKind::Punct { ch: '\'', .. } | TokenKind::Ident(_) => Class::Word,
        TokenKind::Punct { .. } => Class::Symbol,
        TokenKind::Literal if text.as_bytes()[token.range.start].is_ascii_digit() => Class::Number,
        TokenKind::Literal => Class::Word,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_blanks_that_keep_tokens_apart_stay_but_in_literals_comments_and_macro_bodies() {
        let cases = [
            (
                "fn f<'a>(x: &'a [u8]) -> i32 {\n    let y = - -1;\n\n    'outer: loop { break 'outer; }\n    1 .max(2) + x.len() as i32\n}\n",
                "fn f<'a>(x: &'a[u8])->i32{let y= - -1;'outer:loop{break 'outer;}1 .max(2)+x.len()as i32}\n",
            ),
            ("pub\nfn f() {}\n", "pub\nfn f(){}\n"),
            // A macro call with blanks before its bang keeps its spaces; `!=` calls nothing.
            ("let s = stringify ! (1 + 1);\n", "let s=stringify!(1 + 1);\n"),
            ("let b = a != (1 + 1);\n", "let b=a!=(1+1);\n"),
            // Comments keep their words apart and their line end.
            ("// a b: c\nfn  f() {}\n", "// a b: c\nfn f(){}\n"),
            (
                "let f = |x| |y| x + y;\nlet s = \"a  b\nc\";\nprintln!(\"{}\", stringify!(a + b));\nlet c = ' ';\n",
                "let f= |x| |y|x+y;let s=\"a  b\nc\";println!(\"{}\",stringify!(a + b));let c= ' ';\n",
            ),
            // A blank line inside a literal is part of its value.
            ("let s = \"a\n\nb\";\n", "let s=\"a\n\nb\";\n"),
            // A `write!` of the crate's own may print its tokens.
            (
                "macro_rules! write { ($($t:tt)*) => { stringify!($($t)*) } }\nlet s = write!(a + b);\n",
                "macro_rules!write{ ($($t:tt)*) => { stringify!($($t)*) } }let s=write!(a + b);\n",
            ),
        ];
        for (text, expected) in cases {
            let lines: Vec<Line> = text.lines().map(Line::synthetic).collect();
            let compacted: String =
                compact(&lines, 0).iter().map(|l| format!("{}\n", l.text)).collect();
            assert_eq!(compacted, expected, "{text}");
        }
    }
}
