//! Where a bundle depends on the system it is compiled for, for a judge on Windows: code the
//! judge's `cfg` (as `rustc --print cfg --target ..` lists it) decides otherwise than this
//! machine's, which verify ran; and paths into `std::os::unix`, which the judge cannot compile,
//! searched for where verify cannot compile the bundle for the Windows target (see
//! [`crate::judge_compile`]).

use anyhow::Result;
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens as _;
use syn::spanned::Spanned as _;
use syn::visit::{self, Visit};

use crate::bundle::cfg::{holds, Cfgs};

/// How a construct depends on the system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A path into `std::os::unix` or `std::os::linux`: it does not compile on Windows.
    Path,
    /// Code under a `cfg` that holds here and not on the judge's system, or the other way.
    Cfg,
}

/// What in `source` depends on the system: paths into `std::os::unix` or `std::os::linux`, which
/// do not compile on Windows, and each `cfg` (attribute, `cfg_attr` or `cfg!`) that holds for one
/// of `here` and `judge` (the options a compile sets, as `rustc --print cfg` lists them) and not
/// for the other: the judge runs other code there than this machine compiled and ran.
///
/// Each is its kind and `line:column: what it is`, in the order of the source.
///
/// # Errors
/// When `source` is not Rust at all.
pub fn findings(source: &str, here: &Cfgs, judge: &Cfgs) -> Result<Vec<(Kind, String)>> {
    let file = syn::parse_file(source).map_err(|error| {
        let start = error.span().start();
        anyhow::anyhow!("{}:{}: cannot parse: {error}", start.line, start.column + 1)
    })?;
    let mut checker = System { here, judge, findings: Vec::new() };
    checker.visit_file(&file);
    checker.findings.sort();
    checker.findings.dedup();
    let found = checker.findings.into_iter();
    Ok(found.map(|(line, column, kind, what)| (kind, format!("{line}:{column}: {what}"))).collect())
}

#[derive(Debug)]
struct System<'a> {
    /// The options this machine's compile sets, and the judge's.
    here: &'a Cfgs,
    judge: &'a Cfgs,
    /// Line, column, kind and what it is, of each.
    findings: Vec<(usize, usize, Kind, String)>,
}

impl System<'_> {
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
        let Ok(meta) = syn::parse2::<syn::Meta>(predicate) else { return };
        let (Ok(here), Ok(judge)) = (holds(&meta, self.here), holds(&meta, self.judge)) else {
            return;
        };
        if here != judge {
            let what =
                meta.span().source_text().unwrap_or_else(|| meta.to_token_stream().to_string());
            let (judge_does, here_did) = if here {
                ("leaves it out", "compiled and ran it")
            } else {
                ("compiles it", "left it out")
            };
            let message = format!(
                "`cfg({what})` code: the judge compiles for Windows and {judge_does}, but this \
                 machine {here_did}, so verify checked another program"
            );
            self.flag(meta.span(), Kind::Cfg, message);
        }
    }
}

impl<'ast> Visit<'ast> for System<'_> {
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
    use crate::bundle::cfg::option;

    /// The options of a compile, as `rustc --print cfg` lists them, a line each.
    fn set(lines: &str) -> Cfgs {
        lines.split(' ').filter_map(option).collect()
    }

    #[test]
    fn paths_that_need_unix_and_cfg_code_the_judges_system_decides_otherwise_are_found() {
        let linux =
            set("unix target_family=\"unix\" target_os=\"linux\" target_pointer_width=\"64\"");
        let windows = set(
            "windows target_family=\"windows\" target_os=\"windows\" target_pointer_width=\"64\"",
        );
        let source = "use std::os::unix::ffi::OsStrExt;\n#[cfg(unix)]\nfn f() {}\nfn g() -> bool { cfg!(not(windows)) }\nfn h(x: &std::os::linux::fs::MetadataExt) {}\n#[cfg(not(target_os = \"windows\"))]\nfn i() {}\n#[cfg_attr(windows, inline)]\nfn j() {}\n";
        let found = findings(source, &linux, &windows).unwrap();
        let places: Vec<(Kind, &str)> =
            found.iter().map(|(kind, text)| (*kind, text.split(": ").next().unwrap())).collect();
        assert_eq!(
            places,
            [
                (Kind::Path, "1:5"),
                (Kind::Cfg, "2:7"),
                (Kind::Cfg, "4:23"),
                (Kind::Path, "5:10"),
                (Kind::Cfg, "6:7"),
                (Kind::Cfg, "8:12")
            ]
        );
        assert!(found[5].1.contains("compiles it, but this machine left it out"), "{found:?}");
        assert!(found[4].1.contains("`cfg(not(target_os = \"windows\"))` code"), "{found:?}");
        // What both systems decide alike is no finding.
        let alike = "#[cfg(target_pointer_width = \"64\")]\nfn f() {}\nfn g() -> bool { cfg!(any(unix, windows)) }\n#[cfg(feature = \"x\")]\nfn h() {}\n";
        assert_eq!(findings(alike, &linux, &windows).unwrap(), []);
    }
}
