//! Which attributes a bundle keeps, drops or refuses, and the attributes of any item.
//!
//! Docs and test code are dropped. Of the lint levels only `allow` is kept: `warn`, `deny` and
//! `forbid` can only turn the judge's warnings into errors (`deny(missing_docs)` would, once the
//! docs are gone), and `expect` needs Rust 1.81. Attributes that change where code comes from
//! (`path`, `macro_use`, `macro_export`) are refused, and so is anything the bundler does not
//! know, such as an attribute macro from another crate.

use syn::{Attribute, ImplItem, Item, Meta, TraitItem};

/// What to do with one attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Keep it as it is.
    Keep,
    /// Leave it out of the bundle.
    Drop,
    /// Refuse to bundle, for this reason.
    Refuse(String),
}

/// Built-in attributes kept as they are. `cfg` and `cfg_attr` are kept for rustc to evaluate:
/// without `--test` it sees what a release build sees.
const KEPT: &[&str] = &[
    "allow",
    "automatically_derived",
    "cfg",
    "cfg_attr",
    "cold",
    "deprecated",
    "derive",
    "inline",
    "must_use",
    "non_exhaustive",
    "repr",
    "track_caller",
];

/// The derives std provides.
const STD_DERIVES: &[&str] =
    &["Clone", "Copy", "Debug", "Default", "Eq", "Hash", "Ord", "PartialEq", "PartialOrd"];

/// The verdict on an outer attribute or an inner attribute of a module.
pub fn verdict(attr: &Attribute) -> Verdict {
    let path = attr.path();
    if path.segments.len() == 2 {
        // Tool attributes such as `#[rustfmt::skip]` and `#[clippy::...]` mean nothing to rustc.
        let tool = path.segments[0].ident.to_string();
        return if tool == "rustfmt" || tool == "clippy" {
            Verdict::Drop
        } else {
            Verdict::Refuse(format!(
                "attribute `#[{}]` is not one the bundler knows",
                path_text(path)
            ))
        };
    }
    let Some(name) = path.get_ident().map(ToString::to_string) else {
        return Verdict::Refuse(format!(
            "attribute `#[{}]` is not one the bundler knows",
            path_text(path)
        ));
    };
    match name.as_str() {
        "doc" | "warn" | "deny" | "forbid" | "expect" => Verdict::Drop,
        "derive" => derive_verdict(attr),
        "path" => Verdict::Refuse(
            "`#[path]` points a module at another file; move the file to where `mod` looks".into(),
        ),
        "macro_use" | "macro_export" => Verdict::Refuse(format!(
            "`#[{name}]` shares a macro across modules or crates, which a bundle cannot keep"
        )),
        // Inner attributes at a crate root that a bundle can keep at its own root.
        "recursion_limit" | "type_length_limit" => Verdict::Keep,
        _ if KEPT.contains(&name.as_str()) => Verdict::Keep,
        _ => Verdict::Refuse(format!("attribute `#[{name}]` is not one the bundler knows")),
    }
}

fn derive_verdict(attr: &Attribute) -> Verdict {
    let mut unknown = Vec::new();
    let parsed = attr.parse_nested_meta(|meta| {
        let name = path_text(&meta.path);
        if !STD_DERIVES.contains(&name.as_str()) {
            unknown.push(name);
        }
        Ok(())
    });
    match (parsed, unknown.is_empty()) {
        (Ok(()), true) => Verdict::Keep,
        (Ok(()), false) => Verdict::Refuse(format!(
            "`#[derive({})]` needs a derive macro std does not have",
            unknown.join(", ")
        )),
        (Err(error), _) => Verdict::Refuse(format!("cannot read `#[derive]`: {error}")),
    }
}

/// `a::b::c` for a path without generics.
pub fn path_text(path: &syn::Path) -> String {
    let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    let leading = if path.leading_colon.is_some() { "::" } else { "" };
    format!("{leading}{}", segments.join("::"))
}

/// Is this `#[cfg(test)]`, `#[cfg(doctest)]` or `#[test]`: an item only a test build has.
pub fn is_test_only(attr: &Attribute) -> bool {
    if attr.path().is_ident("test") {
        return true;
    }
    match &attr.meta {
        Meta::List(list) if list.path.is_ident("cfg") => {
            let predicate = list.tokens.to_string();
            predicate == "test" || predicate == "doctest"
        }
        _ => false,
    }
}

/// The attributes of an item, for the kinds that have them.
pub fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

/// The attributes of an item in an `impl` block.
pub fn impl_item_attrs(item: &mut ImplItem) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        ImplItem::Const(i) => &mut i.attrs,
        ImplItem::Fn(i) => &mut i.attrs,
        ImplItem::Type(i) => &mut i.attrs,
        ImplItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

/// The attributes of an item in a trait.
pub fn trait_item_attrs(item: &mut TraitItem) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        TraitItem::Const(i) => &mut i.attrs,
        TraitItem::Fn(i) => &mut i.attrs,
        TraitItem::Type(i) => &mut i.attrs,
        TraitItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}
