//! Warnings where carried code names a place in the source (`line!()`, `file!()`,
//! `module_path!()`, `type_name`, `dbg!`, a panic hook's location): the bundle's places differ
//! from the crates', so what they print differs too. The judge compares stdout alone; stderr may
//! show places freely, and stdout that shows them shows up in verify's runs.

use super::select::Selection;
use super::sources::{Sources, TokenKind};

/// Macros that expand to a place of the source.
const PLACE_MACROS: &[&str] = &["line", "column", "file", "module_path", "dbg"];

/// Functions that give a place: a type's path, a caller's or a panic's location.
const PLACE_FUNCTIONS: &[&str] = &["type_name", "type_name_of_val", "caller", "location"];

/// One warning per site, `file:line:column: warning: ..`.
pub fn warnings(sources: &Sources, selection: &Selection) -> Vec<String> {
    let mut warnings = Vec::new();
    for id in sources.ids().filter(|id| selection.is_carried(*id)) {
        let file = sources.file(id);
        for (index, token) in file.tokens.iter().enumerate() {
            let TokenKind::Ident(name) = &token.kind else { continue };
            if file.is_removed(token.range.start) {
                continue;
            }
            let next = file.tokens.get(index + 1);
            let what =
                if PLACE_MACROS.contains(&name.as_str()) && next.is_some_and(|t| t.is_punct('!')) {
                    format!("`{name}!` names a place in the source")
                } else if PLACE_FUNCTIONS.contains(&name.as_str())
                    && next.is_some_and(|t| t.kind == TokenKind::Open('('))
                {
                    format!("`{name}()` names a place in the source")
                } else {
                    continue;
                };
            warnings.push(format!(
                "{}: warning: {what}, which differs in the bundle: what it prints may differ",
                file.place(token.range.start)
            ));
        }
        warnings.extend(features_handed_to_macros(file));
    }
    warnings
}

/// A `cfg` of features in a macro's arguments is written as the build decides it (`all()`,
/// `any()`): a macro that prints its arguments prints that.
fn features_handed_to_macros(file: &super::sources::SourceFile) -> Vec<String> {
    let tokens = &file.tokens;
    let mut depth_in_macro = Vec::new();
    let mut depth = 0usize;
    let mut warnings = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        match &token.kind {
            TokenKind::Open(_) => {
                depth += 1;
                let called = index >= 2
                    && tokens[index - 1].is_punct('!')
                    && tokens[index - 2].ident().is_some_and(|n| n != "cfg" && n != "macro_rules");
                if called {
                    depth_in_macro.push(depth);
                }
            }
            TokenKind::Close(_) => {
                if depth_in_macro.last() == Some(&depth) {
                    depth_in_macro.pop();
                }
                depth = depth.saturating_sub(1);
            }
            TokenKind::Ident(name)
                if (name == "cfg" || name == "cfg_attr") && !depth_in_macro.is_empty() =>
            {
                let feature =
                    tokens[index + 1..].iter().take(6).any(|t| t.ident() == Some("feature"));
                if feature && !file.is_removed(token.range.start) {
                    warnings.push(format!(
                        "{}: warning: a `cfg` of features handed to a macro is written as the build decides it (`all()` or `any()`): a macro that prints its arguments prints that",
                        file.place(token.range.start)
                    ));
                }
            }
            _ => {}
        }
    }
    warnings
}
