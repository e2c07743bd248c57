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
    }
    warnings
}
