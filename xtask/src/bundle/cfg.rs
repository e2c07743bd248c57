//! `cfg` predicates (syn's `Meta`) decided as `cargo build --release` does: what Cargo sets
//! for the crate (enabled features, its build script's cfgs) on, other features and `test`,
//! `doc`, `debug_assertions`, ... off. What depends on the machine (`unix`, `target_os = ..`)
//! is left to the judge's compiler, simplified.

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Expr, ExprLit, Lit, Meta, Token};

/// Cargo's options for a crate's compile: `("feature", Some(name))`, its build script's cfgs.
pub type Cfgs = BTreeSet<Cfg>;

/// One option: its name, and its value when it has one.
pub type Cfg = (String, Option<String>);

/// A predicate in a release build of the crate: true, false, or up to the machine (simplified).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decided {
    True,
    False,
    Open(String),
}

/// Options a release build never sets.
const NEVER: &[&str] = &["test", "doc", "doctest", "debug_assertions", "miri", "proc_macro"];

/// Decides a predicate (what is inside `cfg(..)`) for a crate Cargo compiles with `cfgs`.
///
/// # Errors
/// When it is not a predicate.
pub fn decide(predicate: &Meta, cfgs: &Cfgs) -> syn::Result<Decided> {
    decide_by(predicate, &|leaf| {
        let (name, value) = leaf;
        let never = name == "feature" || (value.is_none() && NEVER.contains(&name.as_str()));
        (cfgs.contains(leaf) || never).then_some(cfgs.contains(leaf))
    })
}

/// Does a predicate hold for a compile that sets exactly `set`, as `rustc --print cfg` lists
/// what a compile for a target sets: an option not in it is off.
///
/// # Errors
/// When it is not a predicate.
pub fn holds(predicate: &Meta, set: &Cfgs) -> syn::Result<bool> {
    Ok(decide_by(predicate, &|leaf| Some(set.contains(leaf)))? == Decided::True)
}

/// Decides a predicate whose options `leaf` decides, or leaves open (`None`).
fn decide_by(predicate: &Meta, leaf: &dyn Fn(&Cfg) -> Option<bool>) -> syn::Result<Decided> {
    let Meta::List(list) = predicate else {
        let option = option_of(predicate)?;
        return Ok(match (leaf(&option), option) {
            (Some(true), _) => Decided::True,
            (Some(false), _) => Decided::False,
            (None, (name, None)) => Decided::Open(name),
            (None, (name, Some(value))) => Decided::Open(format!("{name} = {value:?}")),
        });
    };
    let items = Punctuated::<Meta, Token![,]>::parse_terminated.parse2(list.tokens.clone())?;
    let all = match list.path.get_ident().map(ToString::to_string).as_deref() {
        Some("not") if items.len() == 1 => {
            return Ok(match decide_by(&items[0], leaf)? {
                Decided::True => Decided::False,
                Decided::False => Decided::True,
                Decided::Open(open) => Decided::Open(format!("not({open})")),
            });
        }
        Some("all") => true,
        Some("any") => false,
        _ => return Err(syn::Error::new_spanned(list, "expected all, any or not")),
    };
    // `all` is false at its first false, `any` true at its first true.
    let mut open = Vec::new();
    for item in &items {
        match decide_by(item, leaf)? {
            Decided::Open(predicate) => open.push(predicate),
            Decided::False if all => return Ok(Decided::False),
            Decided::True if !all => return Ok(Decided::True),
            _ => {}
        }
    }
    Ok(match (open.len(), all) {
        (0, true) => Decided::True,
        (0, false) => Decided::False,
        (1, _) => Decided::Open(open.remove(0)),
        (_, true) => Decided::Open(format!("all({})", open.join(", "))),
        (_, false) => Decided::Open(format!("any({})", open.join(", "))),
    })
}

/// An option, `name` or `name = "value"`.
fn option_of(meta: &Meta) -> syn::Result<(String, Option<String>)> {
    let name = |path: &syn::Path| {
        let name = path.get_ident().map(ToString::to_string);
        name.ok_or_else(|| syn::Error::new_spanned(path, "expected a name"))
    };
    match meta {
        Meta::Path(path) => Ok((name(path)?, None)),
        Meta::NameValue(pair) => match &pair.value {
            Expr::Lit(ExprLit { lit: Lit::Str(text), .. }) => {
                Ok((name(&pair.path)?, Some(text.value())))
            }
            other => Err(syn::Error::new_spanned(other, "expected a string")),
        },
        Meta::List(list) => Err(syn::Error::new_spanned(list, "expected an option")),
    }
}

/// An option as Cargo writes it in a build script's `cfgs` (`name`, `name="value"`).
pub fn option(text: &str) -> Option<(String, Option<String>)> {
    option_of(&syn::parse_str(text).ok()?).ok()
}

/// Splits the tokens of `cfg_attr(predicate, attr, ...)` into the predicate and the attributes.
///
/// # Errors
/// When there is no predicate or no attribute.
pub fn split_cfg_attr(tokens: TokenStream) -> syn::Result<(Meta, Vec<Meta>)> {
    let mut metas = Punctuated::<Meta, Token![,]>::parse_terminated.parse2(tokens)?.into_iter();
    let empty = || syn::Error::new(proc_macro2::Span::call_site(), "empty cfg_attr");
    Ok((metas.next().ok_or_else(empty)?, metas.collect()))
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
            let cfgs: Cfgs = cfgs.split(' ').filter_map(option).collect();
            let decided = match decide(&syn::parse_str(text).unwrap(), &cfgs).unwrap() {
                Decided::True => "true".to_owned(),
                Decided::False => "false".to_owned(),
                Decided::Open(open) => open,
            };
            assert_eq!(decided, expected, "{text}");
        }
    }

    #[test]
    fn against_a_whole_set_what_it_does_not_list_is_off() {
        let windows: Cfgs =
            ["windows", "target_os=\"windows\""].into_iter().filter_map(option).collect();
        for (text, expected) in [
            ("windows", true),
            ("unix", false),
            ("not(unix)", true),
            ("all(windows, not(target_os = \"linux\"))", true),
            ("any(test, target_os = \"linux\")", false),
        ] {
            assert_eq!(
                holds(&syn::parse_str(text).unwrap(), &windows).unwrap(),
                expected,
                "{text}"
            );
        }
    }

    #[test]
    fn cfg_attr_splits_into_predicate_and_attributes() {
        let (predicate, attrs) =
            split_cfg_attr("feature = \"x\", derive(Debug), allow(dead_code)".parse().unwrap())
                .unwrap();
        assert_eq!(decide(&predicate, &Cfgs::new()).unwrap(), Decided::False);
        assert_eq!(attrs.len(), 2);
    }
}
