//! Prints a bundle, in one of two layouts.
//!
//! - [`pretty`]: prettyplease's layout, indented with tabs rather than four spaces, which keeps
//!   the file readable and about a quarter smaller.
//! - [`compact`]: one item a line, inside a line only the spaces Rust needs between tokens;
//!   for a problem whose pretty bundle is over the size limit.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::Item;

/// Prints `file` as Rust source, laid out by prettyplease and indented with tabs.
pub fn pretty(file: &syn::File) -> String {
    let pretty = prettyplease::unparse(file);
    let inside_literals = lines_inside_literals(&pretty);
    let mut out = String::with_capacity(pretty.len());
    for (index, line) in pretty.lines().enumerate() {
        if inside_literals.contains(&(index + 1)) {
            // A line that continues a multi-line string literal is part of its value.
            out.push_str(line);
        } else {
            let spaces = line.len() - line.trim_start_matches(' ').len();
            for _ in 0..spaces / 4 {
                out.push('\t');
            }
            out.push_str(&line[spaces - spaces % 4..]);
        }
        out.push('\n');
    }
    out
}

/// The 1-based numbers of the lines that start inside a literal spanning several lines.
fn lines_inside_literals(source: &str) -> BTreeSet<usize> {
    fn walk(tokens: TokenStream, lines: &mut BTreeSet<usize>) {
        for tree in tokens {
            match tree {
                TokenTree::Group(group) => walk(group.stream(), lines),
                TokenTree::Literal(literal) => {
                    let (start, end) = (literal.span().start().line, literal.span().end().line);
                    lines.extend(start + 1..=end);
                }
                _ => {}
            }
        }
    }
    let mut lines = BTreeSet::new();
    match source.parse::<TokenStream>() {
        Ok(tokens) => walk(tokens, &mut lines),
        // prettyplease printed it, so it lexes; if not, leave every line as it is.
        Err(_) => lines.extend(1..=source.lines().count()),
    }
    lines
}

/// Prints `file` with one item a line (and one item a line inside a module), each item in as
/// few bytes as its tokens allow.
pub fn compact(file: &syn::File) -> String {
    let mut out = String::new();
    for attr in &file.attrs {
        let holder = syn::File {
            shebang: None,
            frontmatter: None,
            attrs: vec![attr.clone()],
            items: Vec::new(),
        };
        out.push_str(&minify(&prettyplease::unparse(&holder)));
        out.push('\n');
    }
    for item in &file.items {
        compact_item(item, &mut out);
    }
    out
}

fn compact_item(item: &Item, out: &mut String) {
    let single = |item: Item| {
        let holder =
            syn::File { shebang: None, frontmatter: None, attrs: Vec::new(), items: vec![item] };
        minify(&prettyplease::unparse(&holder))
    };
    match item {
        Item::Mod(module) if module.content.is_some() => {
            let mut header = module.clone();
            let inner =
                header.content.as_mut().map(|(_, items)| std::mem::take(items)).unwrap_or_default();
            let printed = single(Item::Mod(header));
            // `mod name{...}` without its closing brace, then the items, then the brace.
            out.push_str(printed.strip_suffix('}').unwrap_or(&printed));
            out.push('\n');
            for item in &inner {
                compact_item(item, out);
            }
            out.push_str("}\n");
        }
        _ => {
            out.push_str(&single(item.clone()));
            out.push('\n');
        }
    }
}

/// What the last printed token was, to know whether the next one needs a space.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    Nothing,
    Ident,
    Literal,
    Punct(char, Spacing),
    Close,
}

/// The tokens of `source` with only the spaces needed to keep them apart.
fn minify(source: &str) -> String {
    let mut out = String::new();
    match source.parse::<TokenStream>() {
        Ok(tokens) => {
            let mut last = Last::Nothing;
            emit(tokens, &mut out, &mut last);
        }
        // prettyplease printed it, so it lexes; if not, keep it as it was.
        Err(_) => out.push_str(source.trim_end()),
    }
    out
}

fn emit(tokens: TokenStream, out: &mut String, last: &mut Last) {
    for tree in tokens {
        match tree {
            TokenTree::Ident(ident) => {
                if matches!(*last, Last::Ident | Last::Literal) {
                    out.push(' ');
                }
                out.push_str(&ident.to_string());
                *last = Last::Ident;
            }
            TokenTree::Literal(literal) => {
                if matches!(*last, Last::Ident | Last::Literal) {
                    out.push(' ');
                }
                out.push_str(&literal.to_string());
                *last = Last::Literal;
            }
            TokenTree::Punct(punct) => {
                let ch = punct.as_char();
                // Two operators side by side could read as a third (`= -` as `=-`), and
                // `1.` reads as a float: keep those apart.
                let apart = match *last {
                    Last::Punct(prev, Spacing::Alone) => prev != '#',
                    Last::Literal => ch == '.',
                    _ => false,
                };
                if apart {
                    out.push(' ');
                }
                out.push(ch);
                *last = Last::Punct(ch, punct.spacing());
            }
            TokenTree::Group(group) => {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                out.push_str(open);
                *last = Last::Nothing;
                emit(group.stream(), out, last);
                out.push_str(close);
                *last = Last::Close;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{compact, pretty};

    #[test]
    fn indents_with_tabs_but_leaves_multi_line_literals_alone() {
        let file: syn::File =
            syn::parse_str("mod a { fn f() -> &'static str { \"one\n    two\" } }").unwrap();
        assert_eq!(
            pretty(&file),
            "mod a {\n\tfn f() -> &'static str {\n\t\t\"one\n    two\"\n\t}\n}\n"
        );
    }

    #[test]
    fn compact_keeps_tokens_apart_only_where_needed() {
        let file: syn::File = syn::parse_str(
            "#![allow(dead_code)] mod a { pub fn f<'a>(x: &'a [u8]) -> i32 { let y = -1; match x.len() { 0 => y, n => n as i32 + 1.max(2) } } struct S; }",
        )
        .unwrap();
        assert_eq!(
            compact(&file),
            "#![allow(dead_code)]\nmod a{\npub fn f<'a>(x: &'a[u8])->i32{let y= -1;match x.len(){0=>y,n=>n as i32+1 .max(2),}}\nstruct S;\n}\n"
        );
    }
}
