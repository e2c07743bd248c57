//! A carried file's text with its edits applied, as lines remembering the crate file and line
//! they came from; a spliced module indented in its braces, but lines starting in a literal.

use super::edits::{Edit, Replacement};
use super::sources::{FileId, Sources};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// Its text, without the line end.
    pub text: String,
    /// The file and 1-based line its first byte came from; `None` for text the bundler wrote.
    pub origin: Option<(FileId, usize)>,
    /// The bytes of indentation put before the original text; `None` once compacting moved it.
    pub indent: Option<usize>,
    /// Does it start, or end, inside a string literal, whose value that part of it is.
    pub starts_in_literal: bool,
    pub ends_in_literal: bool,
    /// Did the bundler cut something out of it (a line left blank by that goes).
    pub edited: bool,
}

impl Line {
    pub fn synthetic(text: impl Into<String>) -> Line {
        Line { text: text.into(), indent: Some(0), ..Line::default() }
    }
}

#[derive(Debug)]
pub struct Render<'a> {
    pub sources: &'a Sources,
    pub edits: &'a [Vec<Edit>],
}

impl Render<'_> {
    /// The lines of file `id` with its edits applied, its modules spliced in.
    pub fn lines(&self, id: FileId) -> Vec<Line> {
        let file = self.sources.file(id);
        let text = &file.text;
        let mut out = Vec::new();
        let mut line = self.start_line(id, 0);
        let mut at = 0;
        let copy = |line: &mut Line, out: &mut Vec<Line>, from: usize, to: usize| {
            let mut start = from;
            for (i, _) in text[from..to].match_indices('\n') {
                let end = from + i;
                line.text.push_str(&text[start..end]);
                line.ends_in_literal = file.in_literal(end);
                out.push(std::mem::replace(line, self.start_line(id, end + 1)));
                start = end + 1;
            }
            line.text.push_str(&text[start..to]);
        };
        for edit in &self.edits[id.0] {
            copy(&mut line, &mut out, at, edit.range.start);
            line.edited = true;
            match &edit.with {
                Replacement::Text(replacement) => {
                    let mut pieces = replacement.split('\n');
                    line.text.push_str(pieces.next().unwrap_or_default());
                    for piece in pieces {
                        let next = Line { origin: line.origin, ..Line::synthetic(piece) };
                        out.push(std::mem::replace(&mut line, next));
                    }
                }
                Replacement::Splice(child) => {
                    line.text.push_str(" {");
                    out.push(std::mem::replace(&mut line, Line::synthetic("}")));
                    out.extend(indented(self.lines(*child), 4));
                }
            }
            at = edit.range.end;
        }
        copy(&mut line, &mut out, at, text.len());
        out.push(line);
        out
    }

    fn start_line(&self, id: FileId, offset: usize) -> Line {
        let file = self.sources.file(id);
        let (origin, starts_in_literal) =
            (Some((id, file.line_of(offset))), file.in_literal(offset));
        Line { origin, starts_in_literal, ..Line::synthetic("") }
    }
}

/// Lines moved right by `by` spaces, but for those that start inside a literal.
pub fn indented(mut lines: Vec<Line>, by: usize) -> Vec<Line> {
    for line in lines.iter_mut().filter(|l| !l.starts_in_literal && !l.text.trim().is_empty()) {
        line.text.insert_str(0, &" ".repeat(by));
        line.indent = line.indent.map(|indent| indent + by);
    }
    lines
}

/// `lines` inside `header { .. }`, indented, after a blank line.
pub fn module(header: &str, lines: Vec<Line>) -> Vec<Line> {
    let mut out = vec![Line::synthetic(""), Line::synthetic(format!("{header} {{"))];
    out.extend(indented(lines, 4));
    out.push(Line::synthetic("}"));
    out
}

/// Trailing blanks and lines an edit blanked cut; no blank line after one or `{`, nor before `}`.
pub fn tidy(lines: Vec<Line>) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::with_capacity(lines.len());
    let is_blank = |l: &Line| l.text.is_empty() && !l.starts_in_literal && !l.ends_in_literal;
    for mut line in lines {
        if !line.ends_in_literal {
            let trimmed = line.text.trim_end().len();
            line.text.truncate(trimmed);
        }
        let blank = is_blank(&line);
        let after_blank_or_open = out
            .last()
            .is_none_or(|l| (l.text.is_empty() && !l.ends_in_literal) || l.text.ends_with('{'));
        if blank && (line.edited || after_blank_or_open) {
            continue;
        }
        if !blank && line.text.trim_start().starts_with('}') && !line.starts_in_literal {
            while out.last().is_some_and(is_blank) {
                out.pop();
            }
        }
        out.push(line);
    }
    while out.last().is_some_and(|l| l.text.is_empty()) {
        out.pop();
    }
    out
}
