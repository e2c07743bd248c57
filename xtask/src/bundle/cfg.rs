//! `cfg` predicates decided as `cargo build --release` decides them: what Cargo sets for the
//! crate on (its enabled features, the cfgs its build script printed), the other features and
//! `test`, `doc`, `doctest` and `debug_assertions` off. What depends on the machine (`unix`,
//! `target_os = ..`) is left for the judge's compiler, simplified.

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Expr, Lit, Meta, Token};

/// The options Cargo sets for a crate's compile: `("feature", Some(name))` for each enabled
/// feature, and each cfg its build script printed (`has_total_cmp`, `key="value"`).
pub type Cfgs = BTreeSet<(String, Option<String>)>;

/// A `cfg` predicate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Predicate {
    /// `name` or `name = "value"`.
    Option(String, Option<String>),
    /// `all(..)`.
    All(Vec<Predicate>),
    /// `any(..)`.
    Any(Vec<Predicate>),
    /// `not(..)`.
    Not(Box<Predicate>),
}

/// What a predicate comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decided {
    /// Always true in a release build of this crate.
    True,
    /// Always false.
    False,
    /// Up to the machine: this simpler predicate, for the judge's compiler.
    Open(Predicate),
}

/// Options a release build never sets.
const NEVER: &[&str] = &["test", "doc", "doctest", "debug_assertions", "miri", "proc_macro"];

impl Predicate {
    /// Reads a predicate from the tokens inside `cfg(...)`.
    ///
    /// # Errors
    /// When the tokens are not a predicate.
    pub fn parse(tokens: TokenStream) -> syn::Result<Predicate> {
        let meta: Meta = syn::parse2(tokens)?;
        Predicate::from_meta(&meta)
    }

    /// Reads a predicate from a parsed meta item.
    ///
    /// # Errors
    /// When it is not a predicate.
    pub fn from_meta(meta: &Meta) -> syn::Result<Predicate> {
        match meta {
            Meta::Path(path) => Ok(Predicate::Option(path_name(path)?, None)),
            Meta::NameValue(pair) => {
                let value = match &pair.value {
                    Expr::Lit(lit) => match &lit.lit {
                        Lit::Str(text) => text.value(),
                        _ => return Err(syn::Error::new_spanned(&pair.value, "expected a string")),
                    },
                    other => return Err(syn::Error::new_spanned(other, "expected a string")),
                };
                Ok(Predicate::Option(path_name(&pair.path)?, Some(value)))
            }
            Meta::List(list) => {
                let name = path_name(&list.path)?;
                let inner = Punctuated::<Meta, Token![,]>::parse_terminated
                    .parse2(list.tokens.clone())?
                    .iter()
                    .map(Predicate::from_meta)
                    .collect::<syn::Result<Vec<_>>>()?;
                match name.as_str() {
                    "all" => Ok(Predicate::All(inner)),
                    "any" => Ok(Predicate::Any(inner)),
                    "not" if inner.len() == 1 => {
                        Ok(Predicate::Not(Box::new(inner.into_iter().next().expect("one"))))
                    }
                    _ => Err(syn::Error::new_spanned(list, "expected all, any or not")),
                }
            }
        }
    }

    /// An option as Cargo writes it in a build script's `cfgs` (`name`, `name="value"`).
    pub fn option(text: &str) -> Option<(String, Option<String>)> {
        match Predicate::parse(text.parse().ok()?).ok()? {
            Predicate::Option(name, value) => Some((name, value)),
            _ => None,
        }
    }

    /// Decides the predicate for a crate Cargo compiles with `cfgs`.
    pub fn decide(&self, cfgs: &Cfgs) -> Decided {
        match self {
            Predicate::Option(name, value) => {
                if cfgs.contains(&(name.clone(), value.clone())) {
                    Decided::True
                } else if name == "feature" || (value.is_none() && NEVER.contains(&name.as_str())) {
                    Decided::False
                } else {
                    Decided::Open(self.clone())
                }
            }
            Predicate::Not(inner) => match inner.decide(cfgs) {
                Decided::True => Decided::False,
                Decided::False => Decided::True,
                Decided::Open(open) => Decided::Open(Predicate::Not(Box::new(open))),
            },
            Predicate::All(items) | Predicate::Any(items) => {
                // `all` is false at its first false, `any` true at its first true.
                let all = matches!(self, Predicate::All(_));
                let mut open = Vec::new();
                for item in items {
                    match item.decide(cfgs) {
                        Decided::Open(predicate) => open.push(predicate),
                        Decided::False if all => return Decided::False,
                        Decided::True if !all => return Decided::True,
                        _ => {}
                    }
                }
                match (open.len(), all) {
                    (0, true) => Decided::True,
                    (0, false) => Decided::False,
                    (1, _) => Decided::Open(open.pop().expect("one")),
                    (_, true) => Decided::Open(Predicate::All(open)),
                    (_, false) => Decided::Open(Predicate::Any(open)),
                }
            }
        }
    }

    /// The predicate as Rust writes it.
    pub fn render(&self) -> String {
        let list = |items: &[Predicate]| {
            items.iter().map(Predicate::render).collect::<Vec<_>>().join(", ")
        };
        match self {
            Predicate::Option(name, None) => name.clone(),
            Predicate::Option(name, Some(value)) => format!("{name} = {value:?}"),
            Predicate::All(items) => format!("all({})", list(items)),
            Predicate::Any(items) => format!("any({})", list(items)),
            Predicate::Not(inner) => format!("not({})", inner.render()),
        }
    }
}

fn path_name(path: &syn::Path) -> syn::Result<String> {
    path.get_ident()
        .map(ToString::to_string)
        .ok_or_else(|| syn::Error::new_spanned(path, "expected a name"))
}

/// Splits the tokens of `cfg_attr(predicate, attr, ...)` into the predicate and the attributes'
/// tokens.
///
/// # Errors
/// When there is no predicate or no attribute.
pub fn split_cfg_attr(tokens: TokenStream) -> syn::Result<(Predicate, Vec<Meta>)> {
    let metas = Punctuated::<Meta, Token![,]>::parse_terminated.parse2(tokens)?;
    let mut metas = metas.into_iter();
    let predicate = metas
        .next()
        .ok_or_else(|| syn::Error::new(proc_macro2::Span::call_site(), "empty cfg_attr"))?;
    Ok((Predicate::from_meta(&predicate)?, metas.collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_and_build_options_are_decided_and_what_depends_on_the_machine_left_open() {
        // A predicate, the cfgs Cargo sets for the crate, and what it comes to.
        let cases = [
            ("feature = \"fast\"", "feature=\"fast\"", "true"),
            ("feature = \"fast\"", "", "false"),
            ("not(test)", "", "true"),
            ("debug_assertions", "", "false"),
            ("any(test, feature = \"x\")", "feature=\"x\"", "true"),
            ("all(not(doc), feature = \"x\")", "", "false"),
            ("all()", "", "true"),
            ("any()", "", "false"),
            // What a build script set is on, the rest left to the judge.
            ("all(has_total_cmp, level = \"3\")", "has_total_cmp level=\"3\"", "true"),
            ("not(has_total_cmp)", "has_total_cmp level=\"3\"", "false"),
            ("feature = \"std\"", "has_total_cmp level=\"3\"", "false"),
            ("any(level = \"2\", has_i128)", "level=\"3\"", "any(level = \"2\", has_i128)"),
            // What depends on the machine is left open, simplified.
            ("all(unix, feature = \"x\", not(test))", "feature=\"x\"", "unix"),
            (
                "any(windows, target_os = \"linux\", test)",
                "",
                "any(windows, target_os = \"linux\")",
            ),
        ];
        for (text, cfgs, expected) in cases {
            let cfgs: Cfgs = cfgs.split(' ').filter_map(Predicate::option).collect();
            let decided = match Predicate::parse(text.parse().unwrap()).unwrap().decide(&cfgs) {
                Decided::True => "true".to_owned(),
                Decided::False => "false".to_owned(),
                Decided::Open(open) => open.render(),
            };
            assert_eq!(decided, expected, "{text}");
        }
    }

    #[test]
    fn cfg_attr_splits_into_predicate_and_attributes() {
        let (predicate, attrs) =
            split_cfg_attr("feature = \"x\", derive(Debug), allow(dead_code)".parse().unwrap())
                .unwrap();
        assert_eq!(predicate.render(), "feature = \"x\"");
        assert_eq!(attrs.len(), 2);
    }
}
