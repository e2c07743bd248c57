//! The edits turning a carried file's text into its part of the bundle: one named pass per
//! kind ([`left_out`], [`splices`], [`paths`], [`cfg_predicates`], [`includes`], ...), each
//! returning edits to the original bytes. Where one falls inside another the outer one wins.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::Path;

use super::cfg::{self, Decided};
use super::crates::{Crate, Role};
use super::refusal::Refusal;
use super::select::Selection;
use super::sources::{closing_end, closing_or, FileId, SourceFile, Token, TokenKind};

/// What an edit puts in place of its bytes: text, or ` { <module> }` for a `mod name;`'s `;`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replacement {
    Text(String),
    Splice(FileId),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub range: Range<usize>,
    pub with: Replacement,
}

impl Edit {
    fn text(range: Range<usize>, text: impl Into<String>) -> Edit {
        Edit { range, with: Replacement::Text(text.into()) }
    }

    fn insert(at: usize, text: impl Into<String>) -> Edit {
        Edit::text(at..at, text)
    }
}

/// What the passes need to know of a file's crate and its place in the bundle.
#[derive(Clone, Debug)]
pub struct Context<'a> {
    pub file: &'a SourceFile,
    pub id: FileId,
    pub krate: &'a Crate,
    /// The crate's module (`crate::__bundled::ttt_core`); `None` for the binary.
    pub path: Option<String>,
    /// Each name its code uses for another crate, with that crate's module; the module holding
    /// its glob of them (`__deps_of_main`).
    pub deps: Vec<(String, String)>,
    pub prelude: Option<String>,
    /// The crates that may call its exported macros (itself, its dependents), each with how
    /// often its carried code spells each identifier.
    pub callers: Vec<(&'a Crate, &'a BTreeMap<String, usize>)>,
    pub crate_dirs: BTreeSet<std::path::PathBuf>,
    /// For a library's root: the names of the crate's carried exported macros.
    pub exported: BTreeSet<String>,
    pub selection: &'a Selection,
}

/// Every edit of a file, sorted, none inside another.
pub fn edits(cx: &Context<'_>, refusals: &mut Vec<Refusal>) -> Vec<Edit> {
    let mut all = left_out(cx);
    all.extend(splices(cx));
    all.extend(paths(cx));
    all.extend(cfg_predicates(cx, refusals));
    all.extend(includes(cx, refusals));
    all.extend(cargo_env(cx, refusals));
    all.extend(extern_crates(cx));
    all.extend(exported_macros(cx));
    all.extend(exported_names(cx));
    all.extend(preludes(cx));
    all.extend(comments(cx));
    all.extend(inner_attributes(cx));
    // At each start, insertions first (their text goes before what is cut), then the wider
    // edits, so an edit inside another comes after it and is dropped.
    all.sort_by_key(|e| (e.range.start, !e.range.is_empty(), std::cmp::Reverse(e.range.end)));
    let mut end = 0;
    all.retain(|edit| {
        let outside = edit.range.start >= end;
        end = if outside { edit.range.end } else { end };
        outside
    });
    all
}

/// Items whose `cfg` is false, exports nothing names, and modules that are not carried.
pub fn left_out(cx: &Context<'_>) -> Vec<Edit> {
    let file = cx.file;
    let exports = file.exports.iter().zip(&cx.selection.kept_exports[cx.id.0]);
    let dropped = exports.filter(|(_, kept)| !**kept).map(|(export, _)| &export.range);
    let modules = file.mods.iter().filter(|m| !cx.selection.is_carried(m.file));
    let ranges = file.removed.iter().chain(dropped).chain(modules.map(|m| &m.range));
    ranges.map(|r| Edit::text(r.clone(), "")).collect()
}

/// Inner attributes in place: each one [`inner_place`] does not keep there goes.
pub fn inner_attributes(cx: &Context<'_>) -> Vec<Edit> {
    let file = cx.file;
    let root = file.parent.is_none().then_some(cx.krate.role);
    let stays = |r: &Range<usize>| inner_place(&file.text[r.clone()], root) == InnerPlace::Stays;
    let moved = file.inner_attributes.iter().filter(|r| !stays(r));
    moved.map(|r| Edit::text(r.clone(), "")).collect()
}

/// Where a carried file's inner attribute goes: where it is, atop the bundle, or nowhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InnerPlace {
    Stays,
    Head,
    Gone,
}

/// The one rule for inner attributes, of a crate root of `root` role or (`None`) a module file.
/// Docs go, as comments do, and lint levels (`#![deny(missing_docs)]` would fail). The binary's
/// head the bundle; of a library root's only what a crate alone holds (`recursion_limit`,
/// `type_length_limit`), the rest meaning nothing in a module (`#![no_std]`) or refused there
/// (`#![doc(html_root_url = "..")]`, by rustc 1.85's `invalid_doc_attributes`).
pub fn inner_place(text: &str, root: Option<Role>) -> InnerPlace {
    let inside =
        text.strip_prefix("#!").map(|t| t.trim_start().trim_start_matches('[').trim_start());
    let name = inside
        .map(|t| &t[..t.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(t.len())]);
    match (name.unwrap_or("doc"), root) {
        ("doc" | "deny" | "warn" | "forbid", _) => InnerPlace::Gone,
        (_, Some(Role::Binary)) | ("recursion_limit" | "type_length_limit", Some(_)) => {
            InnerPlace::Head
        }
        (_, Some(_)) => InnerPlace::Gone,
        (_, None) => InnerPlace::Stays,
    }
}

/// The inner attributes of crate root `root`, of `role`, that go atop the bundle.
pub fn hoisted(root: &SourceFile, role: Role) -> impl Iterator<Item = String> + '_ {
    let texts = root.inner_attributes.iter().map(|r| root.text[r.clone()].to_owned());
    texts.filter(move |text| inner_place(text, Some(role)) == InnerPlace::Head)
}

/// Each carried `mod name;` becomes `mod name { .. }`, with its file's text inside.
pub fn splices(cx: &Context<'_>) -> Vec<Edit> {
    let carried = cx.file.mods.iter().filter(|m| cx.selection.is_carried(m.file));
    let splices = carried.map(|m| (m.semicolon, m.file));
    splices.map(|(at, file)| Edit { range: at..at + 1, with: Replacement::Splice(file) }).collect()
}

/// In a library, `crate::` and `$crate::` point into its module and `pub(crate)` stays inside it
/// (`pub(in crate::__bundled::lib)`), meeting no name of another crate's glob. In every crate,
/// `::dep` (a crate of the bundle) starts at dep's module.
pub fn paths(cx: &Context<'_>) -> Vec<Edit> {
    let tokens = &cx.file.tokens;
    let mut edits = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let colons = is_colons(tokens, index + 1);
        match token.ident() {
            // `use crate as root;`
            Some("crate") if tokens.get(index + 1).and_then(Token::ident) == Some("as") => {
                edits.extend(cx.path.iter().map(|path| Edit::text(token.range.clone(), path)));
            }
            // In an exported macro, `pub(crate)` is the calling crate's: it stays.
            Some("crate")
                if is_pub_crate(tokens, index) && callers(cx, token.range.start).is_none() =>
            {
                let text = |path| Edit::text(token.range.clone(), format!("in {path}"));
                edits.extend(cx.path.iter().map(text));
            }
            Some("crate") if colons => {
                let inside = |path: &String| path.strip_prefix("crate").unwrap_or(path).to_owned();
                edits
                    .extend(cx.path.iter().map(|path| Edit::insert(token.range.end, inside(path))));
            }
            _ if is_colons(tokens, index) && path_starts_at(tokens, index) => {
                let Some(name) = tokens.get(index + 2).and_then(Token::ident) else { continue };
                if let Some((_, path)) = cx.deps.iter().find(|(dep, _)| dep == name) {
                    let range = token.range.start..tokens[index + 2].range.end;
                    edits.push(Edit::text(range, path.clone()));
                }
            }
            _ => {}
        }
    }
    edits
}

/// For `offset` in the body of a library's `#[macro_export]` macro, the crates that call it:
/// those whose carried code spells its name (the library itself beyond the definition).
fn callers<'a>(cx: &Context<'a>, offset: usize) -> Option<Vec<&'a Crate>> {
    cx.path.as_ref()?;
    let exported =
        cx.file.exported_macros.iter().find(|m| m.name_range.end <= offset && offset < m.end)?;
    let calls = |krate: &Crate, spelled: &BTreeMap<String, usize>| {
        let own = usize::from(std::ptr::eq(krate, cx.krate));
        spelled.get(&exported.name).is_some_and(|count| *count > own)
    };
    Some(cx.callers.iter().filter(|(k, s)| calls(k, s)).map(|(k, _)| *k).collect())
}

/// What `value` comes to where the text at `offset` is expanded: in its crate, or in each crate
/// calling its exported macro, which must agree (else a refusal about `what`); `None` if none.
fn in_callers<T: PartialEq>(
    cx: &Context<'_>,
    offset: usize,
    what: impl FnOnce() -> String,
    value: impl Fn(&Crate) -> T,
    refusals: &mut Vec<Refusal>,
) -> Option<T> {
    let Some(callers) = callers(cx, offset) else { return Some(value(cx.krate)) };
    let mut values = callers.into_iter().map(value);
    let first = values.next()?;
    if values.all(|v| v == first) {
        return Some(first);
    }
    refusals.push(Refusal::CallerValue { at: cx.file.place(offset), what: what() });
    None
}

/// Is the `crate` at `index` the one of `pub(crate)`.
fn is_pub_crate(tokens: &[Token], index: usize) -> bool {
    index >= 2
        && tokens[index - 2].ident() == Some("pub")
        && tokens[index - 1].kind == TokenKind::Open('(')
        && tokens.get(index + 1).is_some_and(|t| t.kind == TokenKind::Close(')'))
}

/// Is there a `::` at `index`.
fn is_colons(tokens: &[Token], index: usize) -> bool {
    matches!(tokens.get(index).map(|t| &t.kind), Some(TokenKind::Punct { ch: ':', joint: true }))
        && tokens.get(index + 1).is_some_and(|t| t.is_punct(':'))
}

/// Does the `::` at `index` start a path (`::dep::x`), rather than join two segments.
fn path_starts_at(tokens: &[Token], index: usize) -> bool {
    let Some(before) = index.checked_sub(1).map(|i| &tokens[i]) else { return true };
    match &before.kind {
        TokenKind::Ident(word) => KEYWORDS_BEFORE_A_PATH.contains(&word.as_str()),
        // A `:` before is a type's (`x: ::dep::T`): the `::` of a path would be joint to it.
        // `>::` ends a generic path (`Vec::<u8>::new`), but `->` and `=>` end no path.
        TokenKind::Punct { ch: '>', .. } => index.checked_sub(2).is_some_and(|i| {
            matches!(tokens[i].kind, TokenKind::Punct { ch: '-' | '=', joint: true })
        }),
        TokenKind::Punct { .. } | TokenKind::Open(_) => true,
        TokenKind::Close(_) | TokenKind::Literal => false,
    }
}

/// Keywords a path may follow, unlike a path segment (`std::x`), which `::` would extend.
const KEYWORDS_BEFORE_A_PATH: &[&str] = &[
    "as", "break", "const", "dyn", "else", "enum", "extern", "fn", "for", "if", "impl", "in",
    "let", "loop", "match", "move", "mut", "pub", "ref", "return", "static", "struct", "trait",
    "type", "unsafe", "use", "where", "while", "yield",
];

/// `cfg(..)`, `cfg_attr(..)` and `cfg!(..)` naming a feature or a build script's cfg, decided
/// as the release build does (`all()` true, `any()` false), the rest left to the judge's rustc.
pub fn cfg_predicates(cx: &Context<'_>, refusals: &mut Vec<Refusal>) -> Vec<Edit> {
    let tokens = &cx.file.tokens;
    let mut edits = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let Some(word @ ("cfg" | "cfg_attr")) = token.ident() else { continue };
        let open = index + 1 + usize::from(tokens.get(index + 1).is_some_and(|t| t.is_punct('!')));
        if tokens.get(open).map(|t| &t.kind) != Some(&TokenKind::Open('(')) {
            continue;
        }
        // A `cfg_attr`'s predicate ends at its first comma at the top level.
        let end = closing_or(tokens, open, |t| word == "cfg_attr" && t.is_punct(','));
        let inner = &tokens[open + 1..end];
        let set_by_cargo = |name: &str| {
            name == "feature" || cx.callers.iter().any(|(c, _)| c.cfgs.iter().any(|o| o.0 == name))
        };
        if !inner.iter().any(|t| t.ident().is_some_and(set_by_cargo)) {
            continue;
        }
        let range = inner[0].range.start..inner[inner.len() - 1].range.end;
        let Ok(predicate) = syn::parse_str(&cx.file.text[range.clone()]) else { continue };
        let decided = |krate: &Crate| match cfg::decide(&predicate, &krate.cfgs).ok()? {
            Decided::True => Some("all()".to_owned()),
            Decided::False => Some("any()".to_owned()),
            Decided::Open(open) => Some(open),
        };
        // In an exported macro, the crate that calls it decides.
        let what = || "`cfg` of a feature".to_owned();
        let text = in_callers(cx, token.range.start, what, decided, refusals).flatten();
        edits.extend(text.map(|text| Edit::text(range, text)));
    }
    edits
}

/// `include_str!`, `include_bytes!`, `include!` of a file inside the crate: its contents in place.
pub fn includes(cx: &Context<'_>, refusals: &mut Vec<Refusal>) -> Vec<Edit> {
    let tokens = &cx.file.tokens;
    let mut edits = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let Some(word @ ("include" | "include_str" | "include_bytes")) = token.ident() else {
            continue;
        };
        if !tokens.get(index + 1).is_some_and(|t| t.is_punct('!'))
            || cx.file.is_removed(token.range.start)
        {
            continue;
        }
        let close = closing_or(tokens, index + 2, |_| false);
        let Some(name) = literal_path(cx, &tokens[(index + 3).min(close)..close]) else { continue };
        let at = cx.file.place(token.range.start);
        // Beside the file, else (an include in a macro body) beside any file of the crate.
        let own = cx.file.path.parent().unwrap_or(Path::new("."));
        let mut paths = std::iter::once(own).chain(cx.crate_dirs.iter().map(|d| d.as_path()));
        let path = paths.find_map(|dir| Some(dir.join(&name)).filter(|p| p.is_file()));
        let path = path.unwrap_or_else(|| own.join(&name));
        let dir = cx.krate.dir.canonicalize();
        let inside = path.canonicalize().is_ok_and(|p| dir.is_ok_and(|d| p.starts_with(d)));
        let Ok(bytes) = std::fs::read(&path) else {
            refusals.push(Refusal::MissingFile { at, path: name });
            continue;
        };
        if !inside {
            refusals.push(Refusal::IncludeOutside { at, path: name });
            continue;
        }
        let mut range = token.range.start..closing_end(tokens, index + 2, cx.file.text.len());
        let text = match word {
            "include_str" => format!("{:?}", String::from_utf8_lossy(&bytes)),
            "include_bytes" => {
                let escaped: String = bytes.iter().map(|b| format!("\\x{b:02x}")).collect();
                format!("b\"{escaped}\"")
            }
            _ => {
                use TokenKind::{Close, Open, Punct};
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let ends =
                    |k: &TokenKind| matches!(k, Punct { ch: ';', .. } | Close(_) | Open('{'));
                let statement = index.checked_sub(1).is_none_or(|i| ends(&tokens[i].kind));
                match tokens.get(close + 1) {
                    Some(semi) if statement && semi.is_punct(';') => {
                        range.end = semi.range.end;
                        text
                    }
                    _ => format!("({text})"),
                }
            }
        };
        edits.push(Edit::text(range, text));
    }
    edits
}

/// The file an include names: a string literal, or `concat!` of string literals.
fn literal_path(cx: &Context<'_>, tokens: &[Token]) -> Option<String> {
    match tokens {
        [literal] => string(cx.file, literal),
        [concat, bang, open, inner @ .., _close]
            if concat.ident() == Some("concat")
                && bang.is_punct('!')
                && open.kind == TokenKind::Open('(') =>
        {
            inner.iter().filter(|t| !t.is_punct(',')).map(|t| string(cx.file, t)).collect()
        }
        _ => None,
    }
}

/// The value of `token` of `file` when it is a string literal.
fn string(file: &SourceFile, token: &Token) -> Option<String> {
    syn::parse_str::<syn::LitStr>(&file.text[token.range.clone()]).ok().map(|s| s.value())
}

/// `env!("CARGO_..")` and `option_env!("CARGO_..")`: the value Cargo gives the crate's compile,
/// which no judge sets. `OUT_DIR` holds what a build script wrote, which no judge has: refused.
pub fn cargo_env(cx: &Context<'_>, refusals: &mut Vec<Refusal>) -> Vec<Edit> {
    let tokens = &cx.file.tokens;
    let mut edits = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let called = tokens.get(index + 1).is_some_and(|t| t.is_punct('!'));
        let Some(word @ ("env" | "option_env")) = token.ident().filter(|_| called) else {
            continue;
        };
        let Some(key) = tokens.get(index + 3).and_then(|t| string(cx.file, t)) else { continue };
        if key == "OUT_DIR" {
            let at = cx.file.place(token.range.start);
            refusals.push(Refusal::ScriptFiles { at, package: cx.krate.package.clone() });
            continue;
        }
        let what = || format!("`{word}!(\"{key}\")`");
        let value = |krate: &Crate| krate.env.get(key.as_str()).cloned();
        let value = in_callers(cx, token.range.start, what, value, refusals).flatten();
        let range = token.range.start..closing_end(tokens, index + 2, cx.file.text.len());
        let text = |v| if word == "env" { format!("{v:?}") } else { format!("Some({v:?})") };
        edits.extend(value.map(|value| Edit::text(range, text(value))));
    }
    edits
}

/// `extern crate` of a crate of the bundle goes, the glob of the crate's dependencies bringing
/// the name in as the extern prelude would; a `pub` one becomes a `pub use`. In a library's
/// root, `extern crate alloc;` and the like go too: the bundle's root declares them.
pub fn extern_crates(cx: &Context<'_>) -> Vec<Edit> {
    let mut edits = Vec::new();
    let library_root = cx.path.is_some() && cx.file.parent.is_none();
    for item in &cx.file.extern_crates {
        let path = if item.name == "self" {
            cx.path.clone().unwrap_or_else(|| "crate".to_owned())
        } else if let Some((_, path)) = cx.deps.iter().find(|(dep, _)| *dep == item.name) {
            path.clone()
        } else if library_root {
            edits.push(Edit::text(item.range.clone(), ""));
            continue;
        } else {
            continue;
        };
        let name = item.alias.as_deref().unwrap_or(&item.name);
        let text = if item.public { format!("pub use {path} as {name};") } else { String::new() };
        edits.push(Edit::text(item.range.clone(), text));
    }
    edits
}

/// A library's `#[macro_export] macro_rules! name` becomes `__<crate>_name` at the bundle's
/// root, meeting no other crate's macro; the library re-exports it as `name`
/// ([`exported_names`]), and a forwarding `macro_rules! name` keeps `name!` in its textual scope.
pub fn exported_macros(cx: &Context<'_>) -> Vec<Edit> {
    let Some(path) = &cx.path else { return Vec::new() };
    let mut edits = Vec::new();
    let tokens = &cx.file.tokens;
    for exported in &cx.file.exported_macros {
        let renamed = exported_name(path, &exported.name);
        edits.push(Edit::text(exported.name_range.clone(), renamed.clone()));
        // `local_inner_macros` makes each call in the body `$crate::name!`: the crate's exported
        // macros are called by their names at the root.
        if exported.local_inner_macros {
            let body = tokens.iter().enumerate().filter(|(_, t)| {
                exported.name_range.end <= t.range.start && t.range.end <= exported.end
            });
            for (index, token) in body {
                let called = tokens.get(index + 1).is_some_and(|t| t.is_punct('!'));
                if let Some(name) = token.ident().filter(|n| called && cx.exported.contains(*n)) {
                    edits.push(Edit::text(token.range.clone(), exported_name(path, name)));
                }
            }
        }
        let forward = format!(
            "\nmacro_rules! {} {{ ($($tokens:tt)*) => {{ crate::{renamed}! {{ $($tokens)* }} }} }}",
            exported.name
        );
        edits.push(Edit::insert(exported.end, forward));
    }
    edits
}

/// The name at the bundle's root of a library's exported macro.
pub fn exported_name(library_path: &str, name: &str) -> String {
    let library = library_path.rsplit("::").next().unwrap_or(library_path);
    format!("__{library}_{name}")
}

/// At a library's root, the `pub use` of its exported macros under their own names.
pub fn exported_names(cx: &Context<'_>) -> Option<Edit> {
    let path = cx.path.as_ref().filter(|_| !cx.exported.is_empty() && cx.file.parent.is_none())?;
    let uses: Vec<String> =
        cx.exported.iter().map(|n| format!("{} as {n}", exported_name(path, n))).collect();
    let at = cx.file.module_starts[0];
    Some(Edit::insert(at, format!("\npub use crate::{{{}}};", uses.join(", "))))
}

/// In each module, a glob of the crate's dependencies, standing in for the extern prelude (a
/// macro of another crate may name one anywhere) and like it yielding to any item of that name.
pub fn preludes(cx: &Context<'_>) -> Vec<Edit> {
    let Some(prelude) = &cx.prelude else { return Vec::new() };
    // A doc comment's span may end inside it: the `use` goes after the comment.
    let comments = &cx.file.comments;
    let after = |at| comments.iter().find(|c| c.start < at && at < c.end).map_or(at, |c| c.end);
    // `pub`, so that a `pub use dep;` of the module may re-export what it brings in.
    let glob = format!("\npub use crate::{prelude}::*;");
    cx.file.module_starts.iter().map(|&at| Edit::insert(after(at), glob.clone())).collect()
}

pub fn comments(cx: &Context<'_>) -> Vec<Edit> {
    cx.file.comments.iter().map(|r| Edit::text(r.clone(), "")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inner_attribute_is_kept_where_the_judge_takes_it_or_goes() {
        use InnerPlace::{Gone, Head, Stays};
        let library = Some(Role::Library);
        #[rustfmt::skip]
        let cases = [
            // A library root's: only what a crate alone can hold heads the bundle.
            ("#![doc(html_root_url = \"https://docs.rs/lazy_static/1.5.1\")]", library, Gone),
            ("#![cfg_attr(docsrs, feature(doc_cfg))]", library, Gone),
            ("#![cfg_attr(not(feature = \"use_std\"), no_std)]", library, Gone),
            ("#![no_std]", Some(Role::Own), Gone),
            ("#![crate_name = \"itertools\"]", library, Gone),
            ("#![allow(non_snake_case)]", library, Gone),
            ("#![deny(unconditional_recursion)]", library, Gone),
            ("#! [ recursion_limit = \"512\"]", library, Head),
            ("#![type_length_limit = \"1048576\"]", Some(Role::Own), Head),
            // The binary's act on the bundle's crate, but docs and lint levels.
            ("#![allow(clippy::needless_range_loop)]", Some(Role::Binary), Head),
            ("#![recursion_limit = \"512\"]", Some(Role::Binary), Head),
            ("#![warn(missing_docs)]", Some(Role::Binary), Gone),
            ("//! The binary.", Some(Role::Binary), Gone),
            ("/*! The binary. */", Some(Role::Binary), Gone),
            // A module file's are the module's, but docs and lint levels.
            ("#![allow(dead_code)]", None, Stays),
            ("#![cfg_attr(docsrs, doc(cfg(feature = \"std\")))]", None, Stays),
            ("#![forbid(missing_docs)]", None, Gone),
            ("#![doc = \"A module.\"]", None, Gone),
        ];
        for (text, root, place) in cases {
            assert_eq!(inner_place(text, root), place, "{text} in {root:?}");
        }
    }
}
