//! Which items a bundle carries: everything `fn main` reaches, by what its paths resolve to,
//! by the methods it calls on the types it keeps, and by the trait impls those types need.
//!
//! Trait impls of std traits for kept types stay, since operators, formatting, derives and
//! bounds use them without naming them; but an impl of a trait that is only reached by a
//! method name (`FromStr` through `parse`, `FromIterator` through `collect`, ...) stays only
//! when that name is used for that type or for a type the bundler cannot see.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use super::model::{CrateId, FileId, ImportId, ItemId, Kind, Node, ScopeId};
use super::resolve::{Resolver, Target};
use super::walk::{local_type_items, Hint, Walker};

/// Std traits whose impls are only used through these names.
const REACHED_BY_NAME: &[(&str, &[&str])] = &[
    ("FromStr", &["from_str", "parse"]),
    ("FromIterator", &["from_iter", "collect"]),
    ("Sum", &["sum"]),
    ("Product", &["product"]),
    ("TryFrom", &["try_from", "try_into"]),
    ("TryInto", &["try_into"]),
    ("From", &["from", "into", "try_from", "try_into", "?"]),
    ("Into", &["into"]),
    ("Extend", &["extend", "unzip", "partition", "extend_one"]),
];

/// What reachability decided.
#[derive(Debug, Default)]
pub struct Reach {
    /// Items the bundle carries.
    pub kept: BTreeSet<ItemId>,
    /// Imports some kept code resolved a name through.
    pub used_imports: BTreeSet<ImportId>,
    /// What cannot be carried faithfully.
    pub errors: Vec<String>,
    /// Where each kept `macro_rules!` item is called from: the crate and the file of the
    /// outermost call.
    pub macro_callers: BTreeMap<ItemId, BTreeSet<(CrateId, FileId)>>,
}

impl Reach {
    /// Is the item carried.
    pub fn keeps(&self, item: ItemId) -> bool {
        self.kept.contains(&item)
    }
}

/// Follows every reference from `roots` to a fixpoint.
pub fn reach(resolver: &Resolver<'_>, roots: &[ItemId]) -> Reach {
    let model = resolver.model;
    let mut state = State {
        resolver,
        reach: Reach::default(),
        queue: roots.to_vec(),
        methods: BTreeMap::new(),
        assoc: BTreeSet::new(),
        macro_calls: HashSet::new(),
    };
    let impls: Vec<ItemId> =
        (0..model.items.len()).filter(|&i| model.items[i].kind == Kind::Impl).collect();
    let traits: Vec<ItemId> =
        (0..model.items.len()).filter(|&i| model.items[i].kind == Kind::Trait).collect();
    let headers: BTreeMap<ItemId, ImplHeader> =
        impls.iter().map(|&i| (i, ImplHeader::of(resolver, i))).collect();
    resolver.recording.set(true);
    loop {
        state.drain();
        let mut more = Vec::new();
        for &trait_item in &traits {
            if state.reach.keeps(trait_item) {
                continue;
            }
            let members = &model.items[trait_item].members;
            if members.iter().any(|m| state.methods.contains_key(m))
                || state.assoc.iter().any(|(item, _)| *item == trait_item)
            {
                more.push(trait_item);
            }
        }
        for (&block, header) in &headers {
            let item = &model.items[block];
            if item.in_block {
                // Inside a body: it comes whole with the body that declares it.
                continue;
            }
            if !header.self_types.iter().all(|t| state.reach.keeps(*t))
                || !header.trait_args.iter().all(|t| state.reach.keeps(*t))
            {
                continue;
            }
            match &header.trait_of {
                None => {
                    for &child in &item.children {
                        if state.reach.keeps(child) {
                            continue;
                        }
                        let Some(name) = &model.items[child].name else {
                            // A macro in an impl block may declare anything.
                            more.push(child);
                            continue;
                        };
                        let asked = state.methods.contains_key(name)
                            || header
                                .self_types
                                .iter()
                                .any(|t| state.assoc.contains(&(*t, name.clone())));
                        if asked {
                            more.push(child);
                        }
                    }
                }
                // A block kept already (a root, as it holds an `impl` in a body) still needs
                // its members: what is kept is dropped from `more` below.
                Some(TraitOf::Local(trait_item)) => {
                    if state.reach.keeps(*trait_item) {
                        more.push(block);
                        more.extend(item.children.iter().copied());
                    }
                }
                Some(TraitOf::Std(name)) => {
                    if state.reach.keeps(block) {
                        more.extend(item.children.iter().copied());
                        continue;
                    }
                    let needed = match REACHED_BY_NAME.iter().find(|(t, _)| t == name) {
                        None => true,
                        Some((_, names)) => names.iter().any(|n| {
                            // `impl Sum<Points> for u32` serves `let t: u32 = ..sum()`: an impl
                            // for a std type is used whatever the hint says.
                            // The hint is the type a call makes: for `Into<T>` and
                            // `TryInto<T>` that is `T`, not the self type.
                            let makes_arg = matches!(name.as_str(), "Into" | "TryInto");
                            state.methods.get(*n).is_some_and(|hints| {
                                (header.self_types.is_empty() && !makes_arg)
                                    || hints.iter().any(|hint| match (hint, makes_arg) {
                                        (Hint::Any, _) => true,
                                        (Hint::Local(t), false) => header.self_types.contains(t),
                                        (Hint::Local(t), true) => header.trait_args.contains(t),
                                        (Hint::NotLocal, false) => false,
                                        (Hint::NotLocal, true) => header.trait_args.is_empty(),
                                    })
                            })
                        }),
                    };
                    if needed {
                        more.push(block);
                        more.extend(item.children.iter().copied());
                    }
                }
            }
        }
        more.retain(|item| !state.reach.keeps(*item));
        if more.is_empty() {
            break;
        }
        state.queue.extend(more);
    }
    resolver.recording.set(false);
    state.reach.used_imports = resolver.used_imports();
    for &(mac, scope) in &state.macro_calls {
        let caller = (model.scopes[scope].krate, model.scopes[scope].file);
        state.reach.macro_callers.entry(mac).or_default().insert(caller);
    }
    state.reach
}

/// The trait an `impl` block is for.
#[derive(Debug)]
enum TraitOf {
    /// A trait of the crates.
    Local(ItemId),
    /// A trait of std (or one the bundler cannot see), by its last name.
    Std(String),
}

/// What an `impl` block's header names.
#[derive(Debug)]
struct ImplHeader {
    /// The types of the crates its self type names: all must be kept.
    self_types: Vec<ItemId>,
    /// `None` for an inherent impl.
    trait_of: Option<TraitOf>,
    /// The types of the crates the trait's generic arguments name (`From<Board>`).
    trait_args: Vec<ItemId>,
}

impl ImplHeader {
    fn of(resolver: &Resolver<'_>, block: ItemId) -> ImplHeader {
        let model = resolver.model;
        let item = &model.items[block];
        let Node::Item(node) = &item.node else { unreachable!("impl blocks are items") };
        let syn::Item::Impl(impl_block) = &**node else { unreachable!("impl blocks are impls") };
        let scope = item.scope;
        let generics = super::walk::generic_names(&impl_block.generics);
        let self_types = local_types(resolver, scope, &generics, &impl_block.self_ty);
        let (trait_of, trait_args) = match &impl_block.trait_ {
            None => (None, Vec::new()),
            Some((path, _)) => {
                let names: Vec<String> =
                    path.segments.iter().map(|s| s.ident.to_string()).collect();
                let targets = resolver.resolve_path(scope, path.leading_colon.is_some(), &names);
                let local = targets.iter().find_map(|t| match t {
                    Target::Item(i) if model.items[*i].kind == Kind::Trait => Some(*i),
                    _ => None,
                });
                let trait_of = match local {
                    Some(i) => TraitOf::Local(i),
                    None => TraitOf::Std(names.last().cloned().unwrap_or_default()),
                };
                let mut args = Vec::new();
                for segment in &path.segments {
                    if let syn::PathArguments::AngleBracketed(list) = &segment.arguments {
                        for arg in &list.args {
                            if let syn::GenericArgument::Type(ty) = arg {
                                args.extend(local_types(resolver, scope, &generics, ty));
                            }
                        }
                    }
                }
                (Some(trait_of), args)
            }
        };
        ImplHeader { self_types, trait_of, trait_args }
    }
}

/// The struct, enum and union items of the crates that a type names anywhere in it
/// (`&[Board; 3]` names `Board`), through `type` aliases: an alias of a std type names none.
fn local_types(
    resolver: &Resolver<'_>,
    scope: ScopeId,
    generics: &BTreeSet<String>,
    ty: &syn::Type,
) -> Vec<ItemId> {
    struct Types<'a, 'r, 'm> {
        resolver: &'r Resolver<'m>,
        scope: ScopeId,
        generics: &'a BTreeSet<String>,
        out: Vec<ItemId>,
    }
    impl<'ast> syn::visit::Visit<'ast> for Types<'_, '_, '_> {
        fn visit_type_path(&mut self, path: &'ast syn::TypePath) {
            let names: Vec<String> =
                path.path.segments.iter().map(|s| s.ident.to_string()).collect();
            if path.qself.is_none() && !(names.len() == 1 && self.generics.contains(&names[0])) {
                for target in self.resolver.resolve_path(
                    self.scope,
                    path.path.leading_colon.is_some(),
                    &names,
                ) {
                    if let Target::Item(item) = target {
                        self.out.extend(local_type_items(self.resolver, item));
                    }
                }
            }
            syn::visit::visit_type_path(self, path);
        }
    }
    let mut types = Types { resolver, scope, generics, out: Vec::new() };
    syn::visit::Visit::visit_type(&mut types, ty);
    types.out.sort_unstable();
    types.out.dedup();
    types.out
}

struct State<'r, 'm> {
    resolver: &'r Resolver<'m>,
    reach: Reach,
    queue: Vec<ItemId>,
    methods: BTreeMap<String, BTreeSet<Hint>>,
    assoc: BTreeSet<(ItemId, String)>,
    macro_calls: HashSet<(ItemId, ScopeId)>,
}

impl State<'_, '_> {
    /// Keeps everything in the queue and everything it reaches.
    fn drain(&mut self) {
        let model = self.resolver.model;
        while let Some(item) = self.queue.pop() {
            let it = &model.items[item];
            if it.in_block {
                // Declared inside a body: it comes with the body, which walks it.
                self.reach.kept.insert(item);
                continue;
            }
            if !self.reach.kept.insert(item) {
                continue;
            }
            if let Some(parent) = it.parent {
                self.queue.push(parent);
            }
            // A trait comes whole: its provided methods call what they call.
            let mut walker = Walker::new(self.resolver, it.file, it.scope);
            walker.walk_item(item);
            let found = walker.found;
            self.absorb(found);
        }
    }

    fn absorb(&mut self, found: super::walk::Found) {
        let model = self.resolver.model;
        self.reach.errors.extend(found.errors);
        for (name, hint) in found.methods {
            self.methods.entry(name).or_default().insert(hint);
        }
        for target in found.targets {
            match target {
                Target::Item(item) => self.queue.push(item),
                Target::Assoc(item, member) => {
                    self.queue.push(item);
                    if model.items[item].kind == Kind::TypeAlias {
                        for aliased in self.resolver.alias_targets(item, 0) {
                            if let Target::Item(inner) = aliased {
                                self.assoc.insert((inner, member.clone()));
                            }
                        }
                    }
                    self.assoc.insert((item, member));
                }
                Target::AnyAssoc(member) => {
                    self.methods.entry(member).or_default().insert(Hint::Any);
                }
                Target::Module(_) | Target::External | Target::Unknown => {}
            }
        }
        for (mac, scope) in found.macro_calls {
            if self.macro_calls.insert((mac, scope)) {
                let mut walker = Walker::new(self.resolver, model.items[mac].file, scope);
                walker.walk_macro_body(mac, scope);
                let found = walker.found;
                self.absorb(found);
            }
        }
    }
}
