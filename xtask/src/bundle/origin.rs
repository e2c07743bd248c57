//! Where each line of a bundle came from, and compiler output about a bundle turned into
//! output about the crates: `Main.rs:40:9` gains `(crates/p/src/lib.rs:12:5, in fn solve)`.

use std::collections::BTreeMap;

use super::emit::Line;
use super::model::{Kind, Model, Node};

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
    /// The item the line is in (`fn solve`, `impl Board / fn count`), when known.
    pub item: Option<String>,
}

/// Where each line of the bundle came from, with the item it is in.
pub(super) fn origins(model: &Model, lines: &[Line]) -> Vec<Option<Origin>> {
    // For each file, the line span and name of each named item, innermost found last.
    let mut spans: BTreeMap<usize, Vec<(usize, usize, String)>> = BTreeMap::new();
    for item in &model.items {
        let text = &model.files[item.file].text;
        let first = text[..item.range.start.min(text.len())].matches('\n').count() + 1;
        let last = text[..item.range.end.min(text.len())].matches('\n').count() + 1;
        let label = match (&item.kind, &item.name, item.parent) {
            (Kind::ImplMember, Some(name), Some(parent)) => {
                let owner = impl_label(model, parent);
                Some(format!("{owner} / fn {name}"))
            }
            (Kind::Impl, _, _) => Some(impl_label(
                model,
                model.items.iter().position(|i| std::ptr::eq(i, item)).unwrap_or(0),
            )),
            (Kind::Fn, Some(name), _) => Some(format!("fn {name}")),
            (Kind::Struct, Some(name), _) => Some(format!("struct {name}")),
            (Kind::Enum, Some(name), _) => Some(format!("enum {name}")),
            (Kind::Trait, Some(name), _) => Some(format!("trait {name}")),
            (Kind::Const | Kind::Static, Some(name), _) => Some(name.clone()),
            (Kind::MacroRules, Some(name), _) => Some(format!("macro_rules! {name}")),
            _ => None,
        };
        if let Some(label) = label {
            spans.entry(item.file).or_default().push((first, last, label));
        }
    }
    lines
        .iter()
        .map(|line| {
            let (file, number) = line.origin?;
            let item = spans.get(&file).and_then(|list| {
                list.iter()
                    .filter(|(first, last, _)| *first <= number && number <= *last)
                    .min_by_key(|(first, last, _)| last - first)
                    .map(|(_, _, label)| label.clone())
            });
            Some(Origin {
                file: model.files[file].display.clone(),
                line: number,
                shift: Some(line.indent),
                item,
            })
        })
        .collect()
}

fn impl_label(model: &Model, block: usize) -> String {
    match &model.items[block].node {
        Node::Item(node) => match &**node {
            syn::Item::Impl(i) => {
                let ty = quote::ToTokens::to_token_stream(&i.self_ty).to_string().replace(' ', "");
                match &i.trait_ {
                    Some((path, _)) => {
                        let name =
                            path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
                        format!("impl {name} for {ty}")
                    }
                    None => format!("impl {ty}"),
                }
            }
            _ => "impl".into(),
        },
        Node::ImplItem(_) => "impl".into(),
    }
}

/// Compiler output about the bundle (named `file_name` there), with every `file_name:L:C`
/// followed by the crate source it came from: `(crates/p/src/lib.rs:12:5, in fn solve)`.
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
            let item = origin.item.as_ref().map(|i| format!(", in {i}")).unwrap_or_default();
            out.push_str(&format!(" ({}:{}{column}{item})", origin.file, origin.line));
        }
    }
    out.push_str(rest);
    out
}
