//! What a path refers to, as rustc would resolve it in the crates of the model: lexical scopes
//! of blocks, the items and imports of modules, glob imports, the extern prelude (the crates a
//! crate depends on), and then std.
//!
//! It answers with every item the path could mean: namespaces are not told apart and
//! visibility is not checked, so it can only keep too much, never too little.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeSet, HashMap, HashSet};
use syn::ext::IdentExt;

use super::model::{Def, ImportId, ItemId, Kind, Leaf, Model, Node, ScopeId};

/// What a path refers to.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Target {
    /// A module (a crate root included).
    Module(ScopeId),
    /// An item.
    Item(ItemId),
    /// An associated item or variant of a type or trait: `Board::EMPTY`, `Mark::X`.
    Assoc(ItemId, String),
    /// An associated item of a type the bundler cannot name (`T::from_str`).
    AnyAssoc(String),
    /// Something in std, core or alloc.
    External,
    /// Nothing the bundler knows: a local, a prelude name, or an error rustc will report.
    Unknown,
}

/// Crates every Rust program can name without a dependency.
pub(super) const SYSROOT: &[&str] = &["std", "core", "alloc", "proc_macro", "test"];

/// Resolves paths in a model; remembers what imports resolve to and which were used.
pub struct Resolver<'m> {
    /// The crates.
    pub model: &'m Model,
    cache: RefCell<HashMap<ImportId, Vec<Target>>>,
    resolving: RefCell<HashSet<ImportId>>,
    used: RefCell<BTreeSet<ImportId>>,
    /// While set, imports a lookup passes through are recorded as used.
    pub recording: Cell<bool>,
}

impl std::fmt::Debug for Resolver<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Resolver").finish_non_exhaustive()
    }
}

impl<'m> Resolver<'m> {
    /// A resolver over `model`.
    pub fn new(model: &'m Model) -> Self {
        Resolver {
            model,
            cache: RefCell::default(),
            resolving: RefCell::default(),
            used: RefCell::default(),
            recording: Cell::new(false),
        }
    }

    /// The imports some recorded lookup passed through.
    pub fn used_imports(&self) -> BTreeSet<ImportId> {
        self.used.borrow().clone()
    }

    /// Resolves `path` (`leading_colon` for `::a::b`) written in `scope`.
    pub fn resolve_path(
        &self,
        scope: ScopeId,
        leading_colon: bool,
        path: &[String],
    ) -> Vec<Target> {
        let Some((first, rest)) = path.split_first() else { return Vec::new() };
        let mut targets = self.start(scope, leading_colon, first, None);
        for segment in rest {
            targets = self.step(&targets, segment);
        }
        targets
    }

    /// What the first segment of a path names.
    fn start(
        &self,
        scope: ScopeId,
        leading_colon: bool,
        first: &str,
        exclude: Option<ImportId>,
    ) -> Vec<Target> {
        let model = self.model;
        let krate = model.scopes[scope].krate;
        if leading_colon {
            return self.extern_prelude(krate, first);
        }
        match first {
            "crate" | "$crate" => vec![Target::Module(model.root(krate))],
            "self" => vec![Target::Module(model.module_of(scope))],
            "super" => self.parent_module(model.module_of(scope)).into_iter().collect(),
            _ => self.lookup(scope, first, exclude),
        }
    }

    fn parent_module(&self, module: ScopeId) -> Option<Target> {
        let parent = self.model.scopes[module].parent?;
        Some(Target::Module(self.model.module_of(parent)))
    }

    fn extern_prelude(&self, krate: usize, name: &str) -> Vec<Target> {
        if let Some(other) = self.model.extern_crate(krate, name) {
            vec![Target::Module(self.model.root(other))]
        } else if SYSROOT.contains(&name) {
            vec![Target::External]
        } else {
            vec![Target::Unknown]
        }
    }

    /// A name as code in `scope` sees it: blocks outward to their module, that module, then
    /// the extern prelude and std.
    pub fn lookup(&self, scope: ScopeId, name: &str, exclude: Option<ImportId>) -> Vec<Target> {
        let model = self.model;
        let mut current = scope;
        loop {
            let found = self.in_scope(current, name, exclude, &mut HashSet::new());
            if !found.is_empty() {
                return found;
            }
            let s = &model.scopes[current];
            match s.parent {
                Some(parent) if s.is_block => current = parent,
                _ => break,
            }
        }
        self.extern_prelude(model.scopes[scope].krate, name)
    }

    /// The names a module or block declares itself or through its glob imports.
    fn in_scope(
        &self,
        scope: ScopeId,
        name: &str,
        exclude: Option<ImportId>,
        visited: &mut HashSet<ScopeId>,
    ) -> Vec<Target> {
        if !visited.insert(scope) {
            return Vec::new();
        }
        let s = &self.model.scopes[scope];
        let mut found = Vec::new();
        if let Some(defs) = s.names.get(name) {
            for def in defs {
                if Some(*def) == exclude.map(Def::Import) {
                    continue;
                }
                found.extend(self.def_targets(*def));
            }
        }
        // A name of one namespace does not hide a glob's name of another (`mod outcome` and a
        // glob-imported `fn outcome`); namespaces are not told apart, so both are kept.
        for &glob in &s.globs {
            if Some(glob) == exclude {
                continue;
            }
            let mut hit = Vec::new();
            for target in self.import_targets(glob) {
                match target {
                    Target::Module(module) => {
                        hit.extend(self.in_scope(module, name, None, visited))
                    }
                    Target::Item(item)
                        if self.model.items[item].kind == Kind::Enum
                            && self.model.items[item].members.iter().any(|v| v == name) =>
                    {
                        hit.push(Target::Item(item));
                    }
                    _ => {}
                }
            }
            if !hit.is_empty() {
                self.record(glob);
                found.extend(hit);
            }
        }
        found
    }

    fn record(&self, import: ImportId) {
        if self.recording.get() {
            self.used.borrow_mut().insert(import);
        }
    }

    /// What a declaration stands for.
    fn def_targets(&self, def: Def) -> Vec<Target> {
        match def {
            Def::Item(item) => {
                let model = self.model;
                match &model.items[item].kind {
                    Kind::Mod(scope) => vec![Target::Module(*scope)],
                    Kind::ExternCrate(name) => {
                        let krate = model.items[item].krate;
                        if name == "self" {
                            vec![Target::Module(model.root(krate))]
                        } else {
                            self.extern_prelude(krate, name)
                        }
                    }
                    _ => vec![Target::Item(item)],
                }
            }
            Def::Import(import) => {
                self.record(import);
                self.import_targets(import)
            }
        }
    }

    /// The names the glob imports of `scope` bring in (those of local modules and enums).
    pub fn glob_names(&self, scope: ScopeId) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for &glob in &self.model.scopes[scope].globs {
            for target in self.import_targets(glob) {
                match target {
                    Target::Module(module) => {
                        names.extend(self.model.scopes[module].names.keys().cloned());
                    }
                    Target::Item(item) if self.model.items[item].kind == Kind::Enum => {
                        names.extend(self.model.items[item].members.iter().cloned());
                    }
                    _ => {}
                }
            }
        }
        names
    }

    /// What an import leaf brings in (for a glob: the module or enum it reads).
    pub fn import_targets(&self, import: ImportId) -> Vec<Target> {
        if let Some(cached) = self.cache.borrow().get(&import) {
            return cached.clone();
        }
        if !self.resolving.borrow_mut().insert(import) {
            return Vec::new();
        }
        let i = &self.model.imports[import];
        let targets = match (i.prefix.split_first(), &i.leaf) {
            (None, Leaf::Name(name)) => self.start(i.scope, i.leading_colon, name, Some(import)),
            (None, _) => Vec::new(),
            (Some((first, rest)), leaf) => {
                let mut targets = self.start(i.scope, i.leading_colon, first, Some(import));
                for segment in rest {
                    targets = self.step(&targets, segment);
                }
                match leaf {
                    Leaf::Name(name) => self.step(&targets, name),
                    Leaf::SelfModule | Leaf::Glob => targets,
                }
            }
        };
        self.resolving.borrow_mut().remove(&import);
        self.cache.borrow_mut().insert(import, targets.clone());
        targets
    }

    /// The targets of `segment` after each of `targets`.
    pub fn step(&self, targets: &[Target], segment: &str) -> Vec<Target> {
        let mut out = Vec::new();
        for target in targets {
            match target {
                Target::Module(module) => match segment {
                    "self" => out.push(target.clone()),
                    "super" => out.extend(self.parent_module(*module)),
                    _ => out.extend(self.in_scope(*module, segment, None, &mut HashSet::new())),
                },
                Target::Item(item) => {
                    let kind = &self.model.items[*item].kind;
                    if matches!(kind, Kind::Struct | Kind::Enum | Kind::Union | Kind::Trait) {
                        out.push(Target::Assoc(*item, segment.to_owned()));
                    } else if *kind == Kind::TypeAlias {
                        out.push(Target::Assoc(*item, segment.to_owned()));
                        for aliased in self.alias_targets(*item, 0) {
                            if let Target::Item(inner) = aliased {
                                out.push(Target::Assoc(inner, segment.to_owned()));
                            }
                        }
                    }
                }
                Target::External | Target::Unknown => out.push(target.clone()),
                Target::Assoc(..) | Target::AnyAssoc(_) => {}
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// What a `type` alias stands for, when it is a path.
    pub fn alias_targets(&self, alias: ItemId, depth: usize) -> Vec<Target> {
        let item = &self.model.items[alias];
        let Node::Item(node) = &item.node else { return Vec::new() };
        let syn::Item::Type(definition) = &**node else { return Vec::new() };
        let syn::Type::Path(path) = &*definition.ty else { return Vec::new() };
        if depth > 8 || path.qself.is_some() {
            return Vec::new();
        }
        let names: Vec<String> =
            path.path.segments.iter().map(|s| s.ident.unraw().to_string()).collect();
        let mut out = Vec::new();
        for target in self.resolve_path(item.scope, path.path.leading_colon.is_some(), &names) {
            if let Target::Item(inner) = target {
                if self.model.items[inner].kind == Kind::TypeAlias {
                    out.extend(self.alias_targets(inner, depth + 1));
                }
                out.push(Target::Item(inner));
            }
        }
        out
    }

    /// The `macro_rules!` items a macro invocation written in `scope` may mean.
    pub fn macros(&self, scope: ScopeId, leading_colon: bool, path: &[String]) -> Vec<ItemId> {
        let model = self.model;
        let mut out = Vec::new();
        if path.len() == 1 && !leading_colon {
            // Textual scope: any `macro_rules!` of that name in the crate may be the one.
            let krate = model.scopes[scope].krate;
            if let Some(items) = model.macros.get(&(krate, path[0].clone())) {
                out.extend(items.iter().copied());
            }
        }
        let targets = if path.first().map(String::as_str) == Some("$crate") {
            let mut with_crate = path.to_vec();
            with_crate[0] = "crate".to_owned();
            self.resolve_path(scope, false, &with_crate)
        } else {
            self.resolve_path(scope, leading_colon, path)
        };
        for target in targets {
            if let Target::Item(item) = target {
                if model.items[item].kind == Kind::MacroRules {
                    out.push(item);
                }
            }
        }
        // A `#[macro_export]` macro lives at its crate's root, whatever module declares it.
        if let [krate_name, name] = path {
            let krate = model.scopes[scope].krate;
            let other = if krate_name == "crate" || krate_name == "$crate" {
                Some(krate)
            } else {
                model.extern_crate(krate, krate_name)
            };
            if let Some(other) = other {
                if let Some(items) = model.macros.get(&(other, name.clone())) {
                    out.extend(items.iter().copied().filter(|&m| model.items[m].macro_export));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}
