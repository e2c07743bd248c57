//! What in a bundle needs unix, for a judge on Windows: the check verify makes where it cannot
//! compile the bundle for the Windows target with the judge's rustc (see
//! [`crate::judge_compile`]), and, for the `cfg` code that target cannot tell apart, always.

use anyhow::Result;
use proc_macro2::{Span, TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// A construct that needs unix, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// 1-based line in the checked file.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// Which kind of need it is.
    pub kind: Kind,
    /// What it is, for people.
    pub what: String,
}

/// How a construct needs unix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A path into `std::os::unix` or `std::os::linux`: it does not compile on Windows.
    Path,
    /// `cfg(unix)` code and its kin: left out on Windows, while this machine compiled and ran it.
    Cfg,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.what)
    }
}

/// `source` as a file of Rust, or where it is not.
fn parse(source: &str) -> Result<syn::File> {
    syn::parse_file(source).map_err(|error| {
        let start = error.span().start();
        anyhow::anyhow!("{}:{}: cannot parse: {error}", start.line, start.column + 1)
    })
}

/// What in `source` needs a unix system: paths into `std::os::unix` or `std::os::linux`, and
/// `cfg(unix)`, `cfg(target_family = "unix")`, `cfg(target_os = "linux")` or `cfg(not(windows))`
/// in an attribute or `cfg!`. For a judge on Windows: the first do not compile there, and the
/// code under the second is left out there while this machine compiled and ran it.
///
/// # Errors
/// When `source` is not Rust at all.
pub fn findings(source: &str) -> Result<Vec<Finding>> {
    let file = parse(source)?;
    let mut checker = UnixOnly::default();
    checker.visit_file(&file);
    checker.findings.sort_by_key(|f| (f.line, f.column));
    checker.findings.dedup();
    Ok(checker.findings)
}

#[derive(Debug, Default)]
struct UnixOnly {
    findings: Vec<Finding>,
}

impl UnixOnly {
    fn flag(&mut self, span: Span, kind: Kind, what: String) {
        let start = span.start();
        self.findings.push(Finding { line: start.line, column: start.column + 1, kind, what });
    }

    fn check_path(&mut self, span: Span, segments: &[String]) {
        if let [std, os, system, ..] = segments {
            if std == "std" && os == "os" && (system == "unix" || system == "linux") {
                self.flag(
                    span,
                    Kind::Path,
                    format!(
                        "`std::os::{system}` does not exist on Windows, where the judge compiles"
                    ),
                );
            }
        }
    }

    fn check_use(&mut self, tree: &syn::UseTree, prefix: &mut Vec<String>, span: Option<Span>) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                let span = span.or(Some(path.ident.span()));
                self.check_use(&path.tree, prefix, span);
                prefix.pop();
            }
            syn::UseTree::Name(name) => {
                prefix.push(name.ident.to_string());
                self.check_path(span.unwrap_or(name.ident.span()), prefix);
                prefix.pop();
            }
            syn::UseTree::Rename(rename) => {
                prefix.push(rename.ident.to_string());
                self.check_path(span.unwrap_or(rename.ident.span()), prefix);
                prefix.pop();
            }
            syn::UseTree::Glob(glob) => {
                self.check_path(span.unwrap_or(glob.star_token.span), prefix);
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.check_use(tree, prefix, span);
                }
            }
        }
    }

    fn check_predicate(&mut self, predicate: TokenStream) {
        let trees: Vec<TokenTree> = predicate.into_iter().collect();
        for (index, tree) in trees.iter().enumerate() {
            let value = |offset: usize| match (trees.get(index + 1), trees.get(index + offset)) {
                (Some(TokenTree::Punct(eq)), Some(TokenTree::Literal(value)))
                    if eq.as_char() == '=' =>
                {
                    value.to_string()
                }
                _ => String::new(),
            };
            let unix = match tree {
                TokenTree::Ident(ident) if ident == "unix" => Some("cfg(unix)"),
                TokenTree::Ident(ident) if ident == "target_os" && value(2) == "\"linux\"" => {
                    Some("cfg(target_os = \"linux\")")
                }
                TokenTree::Ident(ident) if ident == "target_family" && value(2) == "\"unix\"" => {
                    Some("cfg(target_family = \"unix\")")
                }
                TokenTree::Ident(ident) if ident == "not" => match trees.get(index + 1) {
                    Some(TokenTree::Group(group)) if group.stream().to_string() == "windows" => {
                        Some("cfg(not(windows))")
                    }
                    _ => None,
                },
                _ => None,
            };
            if let Some(what) = unix {
                let span = match tree {
                    TokenTree::Ident(ident) => ident.span(),
                    _ => Span::call_site(),
                };
                self.flag(
                    span,
                    Kind::Cfg,
                    format!(
                        "`{what}` code: the judge compiles for Windows, where it is left out, but \
                         this machine compiled and ran it, so verify checked another program"
                    ),
                );
                continue;
            }
            if let TokenTree::Group(group) = tree {
                self.check_predicate(group.stream());
            }
        }
    }
}

impl<'ast> Visit<'ast> for UnixOnly {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if let Some(first) = path.segments.first() {
            self.check_path(first.ident.span(), &segments);
        }
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.check_use(&item.tree, &mut Vec::new(), None);
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        let path = attr.path();
        if path.is_ident("cfg") || path.is_ident("cfg_attr") {
            if let syn::Meta::List(list) = &attr.meta {
                let predicate: TokenStream = if path.is_ident("cfg") {
                    list.tokens.clone()
                } else {
                    list.tokens
                        .clone()
                        .into_iter()
                        .take_while(|tree| {
                            !matches!(tree, TokenTree::Punct(punct) if punct.as_char() == ',')
                        })
                        .collect()
                };
                self.check_predicate(predicate);
            }
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.is_ident("cfg") {
            self.check_predicate(mac.tokens.clone());
        }
        visit::visit_macro(self, mac);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_cfg_code_that_need_unix_are_found_where_they_are() {
        let source = "use std::os::unix::ffi::OsStrExt;\n#[cfg(unix)]\nfn f() {}\nfn g() -> bool { cfg!(not(windows)) }\nfn h(x: &std::os::linux::fs::MetadataExt) {}\n";
        let found: Vec<(usize, Kind)> =
            findings(source).unwrap().iter().map(|f| (f.line, f.kind)).collect();
        assert_eq!(found, [(1, Kind::Path), (2, Kind::Cfg), (4, Kind::Cfg), (5, Kind::Path)]);
        let clean =
            "#[cfg(windows)]\nfn f() {}\nfn g() -> bool { cfg!(target_os = \"windows\") }\n";
        assert_eq!(findings(clean).unwrap(), []);
    }
}
