//! The lines of a bundle: text copied from a crate file or written by the bundler, each with
//! the file and line it came from, and whether it starts or ends inside a string literal (whose
//! bytes must not be indented or trimmed).

use std::ops::Range;

use proc_macro2::{TokenStream, TokenTree};

use super::super::model::FileId;

/// One line of the bundle and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its text, without the line end.
    pub text: String,
    /// The file and 1-based line its first byte came from; `None` for text the bundler wrote.
    pub origin: Option<(FileId, usize)>,
    /// How many bytes of indentation the bundle added in front of the original text.
    pub indent: usize,
    /// Does it start inside a string literal (so its start is part of the literal's value).
    pub starts_in_literal: bool,
    /// Does it end inside a string literal (so its end is part of the literal's value).
    pub ends_in_literal: bool,
    /// Did the bundler cut something out of it (a line left blank by that goes).
    pub edited: bool,
}

impl Line {
    pub(super) fn synthetic(text: impl Into<String>) -> Line {
        Line {
            text: text.into(),
            origin: None,
            indent: 0,
            starts_in_literal: false,
            ends_in_literal: false,
            edited: false,
        }
    }
}

/// Builds lines from copied and written text.
pub(super) struct Builder<'t> {
    file: FileId,
    text: &'t str,
    line_starts: &'t [usize],
    literals: &'t [Range<usize>],
    lines: Vec<Line>,
    pub(super) current: Line,
    fresh: bool,
    pub(super) last_insert: Option<usize>,
}

impl<'t> Builder<'t> {
    pub(super) fn new(
        file: FileId,
        text: &'t str,
        line_starts: &'t [usize],
        literals: &'t [Range<usize>],
    ) -> Self {
        Builder {
            file,
            text,
            line_starts,
            literals,
            lines: Vec::new(),
            current: Line::synthetic(""),
            fresh: true,
            last_insert: None,
        }
    }

    fn in_literal(&self, offset: usize) -> bool {
        self.literals.iter().any(|r| r.start < offset && offset < r.end)
    }

    pub(super) fn begin(&mut self, offset: usize) {
        self.current.starts_in_literal = self.in_literal(offset);
    }

    fn line_of(&self, offset: usize) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(index) => index + 1,
            Err(index) => index,
        }
    }

    pub(super) fn copy(&mut self, from: usize, to: usize) {
        if from >= to {
            return;
        }
        let mut start = from;
        for (at, _) in self.text[from..to].match_indices('\n') {
            let end = from + at;
            self.push_original(start, end);
            self.current.ends_in_literal = self.in_literal(end);
            self.end_line();
            start = end + 1;
            self.current.starts_in_literal = self.in_literal(start);
        }
        self.push_original(start, to);
    }

    fn push_original(&mut self, from: usize, to: usize) {
        if from >= to {
            return;
        }
        if self.fresh {
            self.current.origin = Some((self.file, self.line_of(from)));
            self.fresh = false;
        }
        self.current.text.push_str(&self.text[from..to]);
    }

    pub(super) fn write(&mut self, text: &str) {
        let mut parts = text.split('\n');
        if let Some(first) = parts.next() {
            self.current.text.push_str(first);
            if !first.is_empty() {
                self.fresh = false;
            }
        }
        for part in parts {
            self.end_line();
            self.current.text.push_str(part);
            if !part.is_empty() {
                self.fresh = false;
            }
        }
    }

    fn end_line(&mut self) {
        let line = std::mem::replace(&mut self.current, Line::synthetic(""));
        self.lines.push(line);
        self.fresh = true;
    }

    pub(super) fn current_indent(&self) -> String {
        self.current.text.chars().take_while(|c| *c == ' ' || *c == '\t').collect()
    }

    pub(super) fn splice(&mut self, inner: Vec<Line>, indent: &str) {
        self.end_line();
        for mut line in inner {
            if !line.starts_in_literal && !line.text.trim().is_empty() {
                line.text.insert_str(0, indent);
                line.indent += indent.len();
            }
            self.lines.push(line);
        }
        // The closing brace goes on a line of its own.
        if self.lines.last().is_some_and(|l| !l.text.trim().is_empty()) {
            // nothing: the next write starts a new line below
        }
    }

    pub(super) fn finish(mut self) -> Vec<Line> {
        if !self.current.text.is_empty() || self.lines.is_empty() {
            self.lines.push(self.current);
        }
        self.lines
    }
}

/// The ranges of string literals (and byte and raw strings) that span lines.
pub(super) fn multiline_literals(text: &str) -> Vec<Range<usize>> {
    fn walk(tokens: TokenStream, out: &mut Vec<Range<usize>>) {
        for tree in tokens {
            match tree {
                TokenTree::Group(group) => walk(group.stream(), out),
                TokenTree::Literal(literal) => {
                    let range = literal.span().byte_range();
                    if literal.to_string().contains('\n') {
                        out.push(range);
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    if let Ok(tokens) = text.parse::<TokenStream>() {
        walk(tokens, &mut out);
    }
    out
}

pub(super) fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect()
}

/// Removes what editing left behind: trailing blanks, runs of blank lines, blank lines just
/// inside braces. Lines inside string literals are left as they are.
pub fn tidy(lines: Vec<Line>) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::with_capacity(lines.len());
    for mut line in lines {
        if !line.ends_in_literal {
            let trimmed = line.text.trim_end().len();
            line.text.truncate(trimmed);
        }
        let blank = line.text.is_empty() && !line.starts_in_literal && !line.ends_in_literal;
        if blank && line.edited {
            continue;
        }
        if blank {
            let previous_blank_or_open = out
                .last()
                .is_none_or(|l| (l.text.is_empty() && !l.ends_in_literal) || l.text.ends_with('{'));
            if previous_blank_or_open {
                continue;
            }
        } else if line.text.trim_start().starts_with('}') && !line.starts_in_literal {
            while out
                .last()
                .is_some_and(|l| l.text.is_empty() && !l.ends_in_literal && !l.starts_in_literal)
            {
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
