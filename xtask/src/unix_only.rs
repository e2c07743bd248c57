//! What in a bundle needs unix, for a judge on Windows: the check verify makes where it cannot
//! compile the bundle for the Windows target with the judge's rustc (see
//! [`crate::judge_compile`]), and, for the `cfg` code that target cannot tell apart, always.

use anyhow::Result;
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens as _;
use syn::parse::Parser as _;
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};

/// How a construct needs unix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A path into `std::os::unix` or `std::os::linux`: it does not compile on Windows.
    Path,
    /// `cfg(unix)` code and its kin: left out on Windows, while this machine compiled and ran it.
    Cfg,
}

/// What in `source` needs a unix system: paths into `std::os::unix` or `std::os::linux`, and
/// `cfg(unix)`, `cfg(target_family = "unix")`, `cfg(target_os = "linux")` or `cfg(not(windows))`
/// in an attribute or `cfg!`. For a judge on Windows: the first do not compile there, and the
/// code under the second is left out there while this machine compiled and ran it.
///
/// Each is its kind and `line:column: what it is`, in the order of the source.
///
/// # Errors
/// When `source` is not Rust at all.
pub fn findings(source: &str) -> Result<Vec<(Kind, String)>> {
    let file = syn::parse_file(source).map_err(|error| {
        let start = error.span().start();
        anyhow::anyhow!("{}:{}: cannot parse: {error}", start.line, start.column + 1)
    })?;
    let mut checker = UnixOnly::default();
    checker.visit_file(&file);
    checker.findings.sort();
    checker.findings.dedup();
    let found = checker.findings.into_iter();
    Ok(found.map(|(line, column, kind, what)| (kind, format!("{line}:{column}: {what}"))).collect())
}

#[derive(Debug, Default)]
struct UnixOnly {
    /// Line, column, kind and what it is, of each.
    findings: Vec<(usize, usize, Kind, String)>,
}

impl UnixOnly {
    fn flag(&mut self, span: Span, kind: Kind, what: String) {
        let start = span.start();
        self.findings.push((start.line, start.column + 1, kind, what));
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

    fn check_use(&mut self, tree: &syn::UseTree, prefix: &[String], span: Option<Span>) {
        let path = |ident: &syn::Ident| [prefix, &[ident.to_string()]].concat();
        match tree {
            syn::UseTree::Path(syn::UsePath { ident, tree, .. }) => {
                self.check_use(tree, &path(ident), span.or(Some(ident.span())))
            }
            syn::UseTree::Name(syn::UseName { ident })
            | syn::UseTree::Rename(syn::UseRename { ident, .. }) => {
                self.check_path(span.unwrap_or(ident.span()), &path(ident))
            }
            syn::UseTree::Glob(glob) => {
                self.check_path(span.unwrap_or(glob.star_token.span), prefix)
            }
            syn::UseTree::Group(group) => {
                group.items.iter().for_each(|tree| self.check_use(tree, prefix, span))
            }
        }
    }

    fn check_predicate(&mut self, predicate: TokenStream) {
        let metas = Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated.parse2(predicate);
        for meta in metas.into_iter().flatten() {
            // The value of `name = "value"`, or of `not(value)`.
            let value = match &meta {
                syn::Meta::Path(_) => String::new(),
                syn::Meta::List(list) => {
                    self.check_predicate(list.tokens.clone());
                    list.tokens.to_string()
                }
                syn::Meta::NameValue(pair) => pair.value.to_token_stream().to_string(),
            };
            let Some(name) = meta.path().get_ident() else { continue };
            let what = match (name.to_string().as_str(), value.as_str()) {
                ("unix", _) => "cfg(unix)",
                ("target_os", "\"linux\"") => "cfg(target_os = \"linux\")",
                ("target_family", "\"unix\"") => "cfg(target_family = \"unix\")",
                ("not", "windows") => "cfg(not(windows))",
                _ => continue,
            };
            self.flag(
                name.span(),
                Kind::Cfg,
                format!(
                    "`{what}` code: the judge compiles for Windows, where it is left out, but \
                     this machine compiled and ran it, so verify checked another program"
                ),
            );
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
        self.check_use(&item.tree, &[], None);
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        let syn::Meta::List(list) = &attr.meta else { return };
        // `cfg(predicate)`, or `cfg_attr(predicate, attributes..)`.
        let predicate = list.tokens.clone().into_iter();
        if attr.path().is_ident("cfg") {
            self.check_predicate(predicate.collect());
        } else if attr.path().is_ident("cfg_attr") {
            let comma =
                |tree: &TokenTree| matches!(tree, TokenTree::Punct(p) if p.as_char() == ',');
            self.check_predicate(predicate.take_while(|tree| !comma(tree)).collect());
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
        let found = findings(source).unwrap();
        let places: Vec<(Kind, &str)> =
            found.iter().map(|(kind, text)| (*kind, text.split(": ").next().unwrap())).collect();
        assert_eq!(
            places,
            [(Kind::Path, "1:5"), (Kind::Cfg, "2:7"), (Kind::Cfg, "4:23"), (Kind::Path, "5:10")]
        );
        let clean =
            "#[cfg(windows)]\nfn f() {}\nfn g() -> bool { cfg!(target_os = \"windows\") }\n";
        assert_eq!(findings(clean).unwrap(), []);
    }
}
