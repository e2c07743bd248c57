//! Warnings where carried code names a place in the source (`line!()`, `file!()`, `type_name`,
//! `dbg!`, a panic's location, ...): the bundle's places differ, so what they print does too
//! (on stdout, which the judge compares, verify's runs show it).

use std::ops::Range;

use super::select::Selection;
use super::sources::{closing_end, Sources, TokenKind};

/// Macros that expand to a place of the source.
const PLACE_MACROS: &[&str] = &["line", "column", "file", "module_path", "dbg"];

/// Functions that give a place: a type's path, a caller's or a panic's location.
const PLACE_FUNCTIONS: &[&str] = &["type_name", "type_name_of_val", "caller", "location"];

/// One warning per site, `file:line:column: warning: ..`.
pub fn warnings(sources: &Sources, selection: &Selection) -> Vec<String> {
    let mut warnings = Vec::new();
    for id in sources.ids().filter(|id| selection.is_carried(*id)) {
        let file = sources.file(id);
        let tokens = &file.tokens;
        // The arguments of each macro call: a `cfg` of features there is written as the build
        // decides it (`all()`, `any()`), and a macro that prints its arguments prints that.
        let calls: Vec<Range<usize>> = (2..tokens.len())
            .filter(|&i| {
                matches!(tokens[i].kind, TokenKind::Open(_)) && tokens[i - 1].is_punct('!')
            })
            .filter(|&i| tokens[i - 2].ident().is_some_and(|n| n != "cfg" && n != "macro_rules"))
            .map(|i| tokens[i].range.start..closing_end(tokens, i, usize::MAX))
            .collect();
        let kept = tokens.iter().enumerate().filter(|(_, t)| !file.is_removed(t.range.start));
        for (index, token) in kept {
            let Some(name) = token.ident() else { continue };
            let next = tokens.get(index + 1);
            let place = "names a place in the source, which differs in the bundle: what it prints may differ";
            let what = if PLACE_MACROS.contains(&name) && next.is_some_and(|t| t.is_punct('!')) {
                format!("`{name}!` {place}")
            } else if PLACE_FUNCTIONS.contains(&name)
                && next.is_some_and(|t| t.kind == TokenKind::Open('('))
            {
                format!("`{name}()` {place}")
            } else if matches!(name, "cfg" | "cfg_attr")
                && calls.iter().any(|call| call.contains(&token.range.start))
                && tokens[index + 1..].iter().take(6).any(|t| t.ident() == Some("feature"))
            {
                "a `cfg` of features handed to a macro is written as the build decides it (`all()` or `any()`): a macro that prints its arguments prints that".to_owned()
            } else {
                continue;
            };
            warnings.push(format!("{}: warning: {what}", file.place(token.range.start)));
        }
    }
    warnings
}
