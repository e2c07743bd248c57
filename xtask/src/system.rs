//! Where a bundle depends on the system it is compiled for, for a judge on Windows: code under
//! a `cfg` that the judge's system decides otherwise than this machine's, which verify ran.
//! Whether it compiles there at all is the judge's rustc's to say ([`crate::judge_compile`]).

use anyhow::Result;
use quote::ToTokens as _;
use syn::spanned::Spanned as _;
use syn::visit::{self, Visit};

use crate::bundle::cfg::{holds, split_cfg_attr, Cfgs};

/// Each `cfg` (attribute, `cfg_attr` or `cfg!`) in `source` that holds for one of `here` and
/// `judge` (the options a compile sets, as `rustc --print cfg` lists them) and not the other,
/// as `line:column: what it is`, in the order of the source (an error when it is no Rust).
pub fn findings(source: &str, here: &Cfgs, judge: &Cfgs) -> Result<Vec<String>> {
    let file = syn::parse_file(source).map_err(|error| {
        let start = error.span().start();
        anyhow::anyhow!("{}:{}: cannot parse: {error}", start.line, start.column + 1)
    })?;
    let mut checker = System { here, judge, findings: Vec::new() };
    checker.visit_file(&file);
    checker.findings.sort();
    checker.findings.dedup();
    let found = checker.findings.into_iter();
    Ok(found.map(|(line, column, what)| format!("{line}:{column}: {what}")).collect())
}

#[derive(Debug)]
struct System<'a> {
    here: &'a Cfgs,
    judge: &'a Cfgs,
    /// Line, column and what it is, of each.
    findings: Vec<(usize, usize, String)>,
}

impl System<'_> {
    fn check_predicate(&mut self, predicate: syn::Result<syn::Meta>) {
        let Ok(meta) = predicate else { return };
        let (Ok(here), Ok(judge)) = (holds(&meta, self.here), holds(&meta, self.judge)) else {
            return;
        };
        if here != judge {
            let what = meta.span().source_text();
            let what = what.unwrap_or_else(|| meta.to_token_stream().to_string());
            let (judge_does, here_did) = match here {
                true => ("leaves it out", "compiled and ran it"),
                false => ("compiles it in", "left it out"),
            };
            let start = meta.span().start();
            self.findings.push((
                start.line,
                start.column + 1,
                format!(
                    "`cfg({what})` code: the judge compiles for Windows and {judge_does}, but \
                     this machine {here_did}, so verify checked another program"
                ),
            ));
        }
    }
}

impl<'ast> Visit<'ast> for System<'_> {
    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        let syn::Meta::List(list) = &attr.meta else { return };
        // `cfg(predicate)`, or `cfg_attr(predicate, attributes..)`.
        if attr.path().is_ident("cfg") {
            self.check_predicate(syn::parse2(list.tokens.clone()));
        } else if attr.path().is_ident("cfg_attr") {
            self.check_predicate(
                split_cfg_attr(list.tokens.clone()).map(|(predicate, _)| predicate),
            );
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.is_ident("cfg") {
            self.check_predicate(syn::parse2(mac.tokens.clone()));
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
    fn cfg_code_the_judges_system_decides_otherwise_is_found_where_it_is() {
        let linux =
            set("unix target_family=\"unix\" target_os=\"linux\" target_pointer_width=\"64\"");
        let windows = set(
            "windows target_family=\"windows\" target_os=\"windows\" target_pointer_width=\"64\"",
        );
        let source = "#[cfg(unix)]\nfn f() {}\nfn g() -> bool { cfg!(not(windows)) }\n#[cfg(not(target_os = \"windows\"))]\nfn i() {}\n#[cfg_attr(windows, inline)]\nfn j() {}\n";
        let found = findings(source, &linux, &windows).unwrap();
        let places: Vec<&str> = found.iter().map(|text| text.split(": ").next().unwrap()).collect();
        assert_eq!(places, ["1:7", "3:23", "4:7", "6:12"]);
        assert!(found[2].contains("`cfg(not(target_os = \"windows\"))` code"), "{found:?}");
        assert!(found[3].contains("compiles it in, but this machine left it out"), "{found:?}");
        // What both systems decide alike is no finding.
        let alike = "#[cfg(target_pointer_width = \"64\")]\nfn f() {}\nfn g() -> bool { cfg!(any(unix, windows)) }\n#[cfg(feature = \"x\")]\nfn h() {}\n";
        assert_eq!(findings(alike, &linux, &windows).unwrap(), Vec::<String>::new());
    }
}
