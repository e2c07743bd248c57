//! Keeps only the items of the shared library's modules that the problem's code can reach.
//!
//! Reachability goes by name, which over-approximates but never misses a named use: an item is
//! kept when its name appears in code already kept, starting from all of the problem's code.
//! Names are every identifier in the syntax tree, in macro tokens, and in `{name}` arguments of
//! format strings. What can be used without being named is kept by rule:
//! - a method or associated item of an inherent `impl` is kept when its type is kept and its
//!   name appears;
//! - a trait `impl` is kept whole when its type is kept (or is not the library's) and its trait
//!   is kept (or is not the library's, like `Display`): `to_string()` names neither. A few std
//!   traits are only ever reached through a name of their own ([`REACHED_BY_NAME`]), and
//!   their `impl`s wait for that name too;
//! - a trait is kept when its name or the name of one of its items appears;
//! - inline submodules and macro invocations at module level are always kept.
//!
//! `use` items of the library that import something no longer there are trimmed to match.

use std::collections::BTreeSet;

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;
use syn::{ImplItem, Item, ItemImpl, TraitItem, UseTree};

/// Std traits whose `impl`s are only used through one of these names: `"1".parse()` reaches
/// `FromStr`, but no operator or format string does.
const REACHED_BY_NAME: &[(&str, &[&str])] = &[
    ("FromStr", &["from_str", "parse"]),
    ("FromIterator", &["from_iter", "collect"]),
    ("Sum", &["sum"]),
    ("Product", &["product"]),
    ("TryFrom", &["try_from", "try_into"]),
];

/// One module of the shared library: its name and items.
pub struct Module {
    /// Its name at the library's root.
    pub name: String,
    /// Its items.
    pub items: Vec<Item>,
}

/// What one item of a module is, for reachability.
enum Unit {
    /// Kept when its name appears.
    Named(String),
    /// A trait: kept when any of these names appears.
    Trait(String, Vec<String>),
    /// An inherent `impl` of `self_type`; each item kept when its name appears.
    Inherent { self_type: Option<String>, items: Vec<Option<String>> },
    /// A trait `impl`: kept whole when its type and trait are.
    TraitImpl { self_type: Option<String>, trait_name: Option<String> },
    /// A `use` item: trimmed afterwards.
    Use,
    /// Always kept.
    Always,
}

/// Trims `modules` to what `roots` (the problem's items) reach; modules left with nothing are
/// removed.
pub fn shake(modules: &mut Vec<Module>, roots: &[Item]) {
    let mut names = BTreeSet::new();
    for item in roots {
        collect_names(item, &mut names);
    }
    let named_by_problem = names.clone();
    let units: Vec<Vec<Unit>> =
        modules.iter().map(|module| module.items.iter().map(unit).collect()).collect();
    let core_types: BTreeSet<String> =
        modules.iter().flat_map(|module| module.items.iter().filter_map(type_name)).collect();
    let core_traits: BTreeSet<String> = units
        .iter()
        .flatten()
        .filter_map(|unit| match unit {
            Unit::Trait(name, _) => Some(name.clone()),
            _ => None,
        })
        .collect();
    // kept[module][item] is None when the item is out, or Some(which impl items are in).
    let mut kept: Vec<Vec<Option<Vec<bool>>>> =
        units.iter().map(|units| units.iter().map(|_| None).collect()).collect();
    loop {
        let mut changed = false;
        for (m, module_units) in units.iter().enumerate() {
            for (i, unit) in module_units.iter().enumerate() {
                let present = |name: &Option<String>, universe: &BTreeSet<String>| match name {
                    Some(name) if universe.contains(name) => names.contains(name),
                    _ => true,
                };
                let newly: Option<Vec<bool>> = match unit {
                    Unit::Named(name) if kept[m][i].is_none() && names.contains(name) => {
                        Some(Vec::new())
                    }
                    Unit::Trait(name, items)
                        if kept[m][i].is_none()
                            && (names.contains(name)
                                || items.iter().any(|n| names.contains(n))) =>
                    {
                        Some(Vec::new())
                    }
                    Unit::TraitImpl { self_type, trait_name }
                        if kept[m][i].is_none()
                            && present(self_type, &core_types)
                            && present(trait_name, &core_traits)
                            && reached(trait_name, &names) =>
                    {
                        Some(Vec::new())
                    }
                    Unit::Always if kept[m][i].is_none() => Some(Vec::new()),
                    Unit::Inherent { self_type, items } if present(self_type, &core_types) => {
                        let before = kept[m][i].clone().unwrap_or_else(|| vec![false; items.len()]);
                        let after: Vec<bool> = items
                            .iter()
                            .zip(&before)
                            .map(|(name, &was)| {
                                was || name.as_ref().is_none_or(|name| names.contains(name))
                            })
                            .collect();
                        (after != before || kept[m][i].is_none() && after.iter().any(|&k| k))
                            .then_some(after)
                    }
                    _ => None,
                };
                if let Some(flags) = newly {
                    let item = &modules[m].items[i];
                    match item {
                        Item::Impl(block) => {
                            collect_impl_header(block, &mut names);
                            for (impl_item, &on) in block.items.iter().zip(&flags) {
                                if on {
                                    names_in(|v| v.visit_impl_item(impl_item), &mut names);
                                }
                            }
                            if flags.is_empty() {
                                collect_names(item, &mut names);
                            }
                        }
                        _ => collect_names(item, &mut names),
                    }
                    kept[m][i] = Some(flags);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }

    // Keep the kept items, then trim `use` items to what is left.
    let mut kept_names: BTreeSet<(String, String)> = BTreeSet::new();
    for (m, module) in modules.iter_mut().enumerate() {
        let items = std::mem::take(&mut module.items);
        for (i, mut item) in items.into_iter().enumerate() {
            match (&units[m][i], &kept[m][i]) {
                (Unit::Use, _) => module.items.push(item),
                (_, None) => {}
                (Unit::Inherent { .. }, Some(flags)) => {
                    if let Item::Impl(block) = &mut item {
                        let impl_items = std::mem::take(&mut block.items);
                        block.items = impl_items
                            .into_iter()
                            .zip(flags)
                            .filter(|(_, &on)| on)
                            .map(|(it, _)| it)
                            .collect();
                        if block.items.is_empty() {
                            continue;
                        }
                    }
                    module.items.push(item);
                }
                (_, Some(_)) => {
                    if let Some(name) = defined_name(&item) {
                        kept_names.insert((module.name.clone(), name));
                    }
                    module.items.push(item);
                }
            }
        }
    }
    let has_items = |module: &Module| module.items.iter().any(|item| !matches!(item, Item::Use(_)));
    // A module the problem names stays, even empty, so that its paths still resolve.
    let live: BTreeSet<String> = modules
        .iter()
        .filter(|module| has_items(module) || named_by_problem.contains(&module.name))
        .map(|module| module.name.clone())
        .collect();
    let module_names: BTreeSet<String> = modules.iter().map(|module| module.name.clone()).collect();
    modules.retain(|module| live.contains(&module.name));
    for module in modules.iter_mut() {
        module.items.retain_mut(|item| match item {
            Item::Use(item) => {
                trim_use(&mut item.tree, Target::Start, &module_names, &live, &kept_names)
            }
            _ => true,
        });
    }
}

/// Where a walk of a library `use` tree is.
#[derive(Clone, Debug)]
enum Target {
    Start,
    /// Just after `crate::`: the next name is a module.
    Root,
    /// Just after `crate::<module>::`.
    In(String),
    /// Somewhere the trimming does not look.
    Other,
}

/// Trims a `use` tree of a library module to the items still there; `false` when nothing is
/// left of it.
fn trim_use(
    tree: &mut UseTree,
    at: Target,
    modules: &BTreeSet<String>,
    live: &BTreeSet<String>,
    kept: &BTreeSet<(String, String)>,
) -> bool {
    match (at, tree) {
        (Target::Start, UseTree::Path(path)) => {
            // A module's own `super::` is the library root, as `crate::` is.
            let next = if path.ident == "crate" || path.ident == "super" {
                Target::Root
            } else {
                Target::Other
            };
            trim_use(&mut path.tree, next, modules, live, kept)
        }
        (Target::Root, UseTree::Path(path)) => {
            let name = path.ident.to_string();
            if !modules.contains(&name) {
                return true;
            }
            live.contains(&name) && trim_use(&mut path.tree, Target::In(name), modules, live, kept)
        }
        (Target::Root, UseTree::Name(name)) => {
            let name = name.ident.to_string();
            !modules.contains(&name) || live.contains(&name)
        }
        (Target::Root, UseTree::Rename(rename)) => {
            let name = rename.ident.to_string();
            !modules.contains(&name) || live.contains(&name)
        }
        (Target::In(module), UseTree::Name(name)) => {
            name.ident == "self" || kept.contains(&(module, name.ident.to_string()))
        }
        (Target::In(module), UseTree::Rename(rename)) => {
            rename.ident == "self" || kept.contains(&(module, rename.ident.to_string()))
        }
        (at, UseTree::Group(group)) => {
            let items = std::mem::take(&mut group.items);
            for mut item in items {
                if trim_use(&mut item, at.clone(), modules, live, kept) {
                    group.items.push(item);
                }
            }
            !group.items.is_empty()
        }
        _ => true,
    }
}

/// Is a std trait that is only reached by name reached.
fn reached(trait_name: &Option<String>, names: &BTreeSet<String>) -> bool {
    match REACHED_BY_NAME.iter().find(|(name, _)| Some(*name) == trait_name.as_deref()) {
        Some((_, by)) => by.iter().any(|name| names.contains(*name)),
        None => true,
    }
}

fn unit(item: &Item) -> Unit {
    match item {
        Item::Use(_) => Unit::Use,
        Item::Trait(item) => Unit::Trait(
            item.ident.to_string(),
            item.items
                .iter()
                .filter_map(|item| match item {
                    TraitItem::Const(i) => Some(i.ident.to_string()),
                    TraitItem::Fn(i) => Some(i.sig.ident.to_string()),
                    TraitItem::Type(i) => Some(i.ident.to_string()),
                    _ => None,
                })
                .collect(),
        ),
        Item::Impl(block) => {
            let self_type = last_segment(&block.self_ty);
            match &block.trait_ {
                Some((path, _)) => Unit::TraitImpl {
                    self_type,
                    trait_name: path.segments.last().map(|s| s.ident.to_string()),
                },
                None => Unit::Inherent {
                    self_type,
                    items: block
                        .items
                        .iter()
                        .map(|item| match item {
                            ImplItem::Const(i) => Some(i.ident.to_string()),
                            ImplItem::Fn(i) => Some(i.sig.ident.to_string()),
                            ImplItem::Type(i) => Some(i.ident.to_string()),
                            _ => None,
                        })
                        .collect(),
                },
            }
        }
        _ => match defined_name(item) {
            Some(name) if !matches!(item, Item::Mod(_)) => Unit::Named(name),
            _ => Unit::Always,
        },
    }
}

/// The name an item defines, for the kinds reachability tracks.
fn defined_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        Item::Mod(i) => &i.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        _ => return None,
    };
    Some(ident.to_string())
}

fn type_name(item: &Item) -> Option<String> {
    match item {
        Item::Enum(i) => Some(i.ident.to_string()),
        Item::Struct(i) => Some(i.ident.to_string()),
        Item::Type(i) => Some(i.ident.to_string()),
        Item::Union(i) => Some(i.ident.to_string()),
        _ => None,
    }
}

fn last_segment(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        syn::Type::Reference(reference) => last_segment(&reference.elem),
        _ => None,
    }
}

fn collect_impl_header(block: &ItemImpl, names: &mut BTreeSet<String>) {
    let mut header = block.clone();
    header.items.clear();
    names_in(|v| v.visit_item_impl(&header), names);
}

fn collect_names(item: &Item, names: &mut BTreeSet<String>) {
    names_in(|v| v.visit_item(item), names);
}

fn names_in(walk: impl FnOnce(&mut Names<'_>), names: &mut BTreeSet<String>) {
    walk(&mut Names(names));
}

/// Every identifier a syntax tree names.
struct Names<'a>(&'a mut BTreeSet<String>);

impl<'ast> Visit<'ast> for Names<'_> {
    fn visit_ident(&mut self, ident: &'ast proc_macro2::Ident) {
        self.0.insert(ident.to_string());
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        syn::visit::visit_macro(self, mac);
        token_names(mac.tokens.clone(), self.0);
    }
}

fn token_names(tokens: TokenStream, names: &mut BTreeSet<String>) {
    for tree in tokens {
        match tree {
            TokenTree::Ident(ident) => {
                names.insert(ident.to_string());
            }
            TokenTree::Group(group) => token_names(group.stream(), names),
            TokenTree::Literal(literal) => format_names(&literal.to_string(), names),
            TokenTree::Punct(_) => {}
        }
    }
}

/// The names a format string captures: `{name}`, `{name:>5}`, `{0:width$}`.
fn format_names(literal: &str, names: &mut BTreeSet<String>) {
    if !literal.ends_with('"') {
        return;
    }
    let mut rest = literal;
    while let Some(open) = rest.find(['{', '$']) {
        let after = &rest[open + 1..];
        let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if !name.is_empty() {
            names.insert(name);
        }
        rest = after;
    }
    // `width$` names what comes before the `$`.
    for piece in literal.split('$') {
        let name: String = piece
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if !name.is_empty() {
            names.insert(name);
        }
    }
}
