//! The crates of a bundle as the compiler sees them after `cfg`: every source file, every module
//! and block that declares names, every item and every import, each with the bytes it covers.
//!
//! Items that a release build of the crate does not have (`#[cfg(test)]`, `#[test]`, a feature
//! that is off) are not in the model; their files are not read.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;
use std::path::PathBuf;
use syn::ext::IdentExt;

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::{Attribute, Item};

use super::cfg::{split_cfg_attr, Decided, Predicate};

mod read;
pub use read::Reader;

/// Index of a source file in [`Model::files`].
pub type FileId = usize;
/// Index of a crate in [`Model::crates`].
pub type CrateId = usize;
/// Index of a module or block in [`Model::scopes`].
pub type ScopeId = usize;
/// Index of an item in [`Model::items`].
pub type ItemId = usize;
/// Index of an import in [`Model::imports`].
pub type ImportId = usize;

/// One source file.
pub struct SourceFile {
    /// Where it is.
    pub path: PathBuf,
    /// Its path relative to the workspace root, as messages and `file!()` show it.
    pub display: String,
    /// Its text.
    pub text: String,
    /// Its syntax tree.
    pub ast: syn::File,
    /// The crate it belongs to.
    pub krate: CrateId,
    /// The module whose items it holds.
    pub module: ScopeId,
}

impl std::fmt::Debug for SourceFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SourceFile").field("display", &self.display).finish()
    }
}

/// Whether a crate is the problem's binary or a library it reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The binary: its root is the bundle's root.
    Bin,
    /// A library: it becomes a module at the bundle's root.
    Lib,
}

/// What the bundler is told about one crate.
#[derive(Clone, Debug)]
pub struct CrateSpec {
    /// The crate's name in Rust paths (`ttt_core`), or the binary's name.
    pub name: String,
    /// Binary or library.
    pub role: Role,
    /// Its root file.
    pub root_file: PathBuf,
    /// The features a release build of the problem turns on for it.
    pub features: BTreeSet<String>,
    /// The crates it can name, by the name it uses (`ttt_core`), as indexes into the specs.
    pub externs: BTreeMap<String, CrateId>,
    /// Is it the problem's own code (its binary or its library), rather than a shared library.
    pub user: bool,
    /// `env!` values Cargo sets when it compiles this crate.
    pub env: BTreeMap<String, String>,
}

/// A crate in the model.
#[derive(Debug)]
pub struct Crate {
    /// What it was built from.
    pub spec: CrateSpec,
    /// Its root module.
    pub root: ScopeId,
}

/// A module or a block with items.
#[derive(Debug)]
pub struct Scope {
    /// A module, or a block inside a function body.
    pub is_block: bool,
    /// The module's name (empty for a crate root or a block).
    pub name: String,
    /// The module or block it is in.
    pub parent: Option<ScopeId>,
    /// Its crate.
    pub krate: CrateId,
    /// The file its items are in.
    pub file: FileId,
    /// Where `mod x;` inside it looks for files.
    pub child_dir: PathBuf,
    /// Is it written inside its parent's file (`mod a { .. }`), not a file of its own.
    pub inline: bool,
    /// Names declared here, with what declares them.
    pub names: BTreeMap<String, Vec<Def>>,
    /// Glob imports made here.
    pub globs: Vec<ImportId>,
    /// Its items, in order.
    pub items: Vec<ItemId>,
    /// The `mod` item that declares it.
    pub mod_item: Option<ItemId>,
}

/// What declares a name in a scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Def {
    /// An item.
    Item(ItemId),
    /// An import.
    Import(ImportId),
}

/// The kinds of items, as far as reachability cares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `fn`.
    Fn,
    /// `const` with a name.
    Const,
    /// `const _: .. = ..;`, a compile-time check.
    ConstUnderscore,
    /// `static`.
    Static,
    /// `struct`.
    Struct,
    /// `enum`.
    Enum,
    /// `union`.
    Union,
    /// `trait` (or trait alias).
    Trait,
    /// `type` alias.
    TypeAlias,
    /// `mod`, with the module it declares.
    Mod(ScopeId),
    /// `macro_rules! name`.
    MacroRules,
    /// A macro invocation in item position, which may declare anything.
    MacroCall,
    /// `impl` block; its items are separate items.
    Impl,
    /// An item of an `impl` block.
    ImplMember,
    /// `use`.
    Use,
    /// `extern crate name as alias;`, with the crate it names.
    ExternCrate(String),
    /// `extern "C" { .. }`.
    ForeignMod,
    /// Anything else the compiler accepts.
    Other,
    /// `mod name;` whose file says `#![cfg(test)]`: not in a release build.
    Absent,
}

/// The syntax of an item.
#[derive(Clone)]
pub enum Node {
    /// A module-level or block-level item.
    Item(Box<Item>),
    /// An item of an `impl` block.
    ImplItem(Box<syn::ImplItem>),
}

impl std::fmt::Debug for Node {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let range = match self {
            Node::Item(item) => range_of(&**item),
            Node::ImplItem(item) => range_of(&**item),
        };
        write!(f, "Node({range:?})")
    }
}

/// One item.
#[derive(Debug)]
pub struct Item0 {
    /// What kind.
    pub kind: Kind,
    /// The name it declares, if any.
    pub name: Option<String>,
    /// Where it is declared.
    pub scope: ScopeId,
    /// Its crate.
    pub krate: CrateId,
    /// Its file.
    pub file: FileId,
    /// The bytes it covers in its file, attributes included.
    pub range: Range<usize>,
    /// Declared inside a function body: kept or dropped with what contains it.
    pub in_block: bool,
    /// Its syntax.
    pub node: Node,
    /// For an `impl` item, its `impl` block.
    pub parent: Option<ItemId>,
    /// For an `impl` block, its items.
    pub children: Vec<ItemId>,
    /// For an enum, its variants; for a trait, the names of its items.
    pub members: Vec<String>,
    /// For `mod name;`, the file read for it.
    pub mod_file: Option<FileId>,
    /// Does it carry `#[macro_export]`.
    pub macro_export: bool,
    /// Does it carry `#[macro_use]`.
    pub macro_use: bool,
}

/// The last part of an import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// `a::b` or `a::b as c`: the name imported.
    Name(String),
    /// `a::{self}` or `a::{self as c}`: the module itself.
    SelfModule,
    /// `a::*`.
    Glob,
}

/// One leaf of a `use` tree.
#[derive(Debug)]
pub struct Import {
    /// Where the `use` is.
    pub scope: ScopeId,
    /// The `use` item.
    pub item: ItemId,
    /// The path before the leaf.
    pub prefix: Vec<String>,
    /// `use ::a::b`.
    pub leading_colon: bool,
    /// The leaf.
    pub leaf: Leaf,
    /// The name it declares (`None` for globs and `as _`).
    pub binding: Option<String>,
    /// The bytes of the leaf in its file.
    pub range: Range<usize>,
    /// Where the leaf starts, for messages: line and 1-based column.
    pub at: (usize, usize),
}

impl Import {
    /// `use ttt_core;` or `use ttt_core::{self, ..}`: the crate under its own name.
    pub fn names_crate_itself(&self) -> bool {
        match (&self.leaf, self.prefix.as_slice()) {
            (Leaf::Name(name), []) => self.binding.as_ref() == Some(name) && !self.leading_colon,
            (Leaf::SelfModule, [name]) => {
                self.binding.as_ref() == Some(name) && !self.leading_colon
            }
            _ => false,
        }
    }
}

/// Everything the bundler knows about the crates.
#[derive(Debug, Default)]
pub struct Model {
    /// The source files.
    pub files: Vec<SourceFile>,
    /// The crates, in the order they were given.
    pub crates: Vec<Crate>,
    /// Modules and blocks.
    pub scopes: Vec<Scope>,
    /// Items.
    pub items: Vec<Item0>,
    /// Import leaves.
    pub imports: Vec<Import>,
    /// Block scopes by file and the byte offset of their `{`.
    pub blocks: HashMap<(FileId, usize), ScopeId>,
    /// `macro_rules!` items by crate and name.
    pub macros: BTreeMap<(CrateId, String), Vec<ItemId>>,
    /// What cannot be carried faithfully, each `file:line:column: why; fix`.
    pub errors: Vec<String>,
}

/// The bytes covered by a syntax node's tokens.
pub fn range_of(node: &impl ToTokens) -> Range<usize> {
    tokens_range(node.to_token_stream())
}

/// The bytes covered by some tokens, from the first to the last.
pub fn tokens_range(tokens: TokenStream) -> Range<usize> {
    let mut first: Option<Span> = None;
    let mut last: Option<Span> = None;
    for tree in tokens {
        let span = tree.span();
        first.get_or_insert(span);
        last = Some(span);
    }
    match (first, last) {
        (Some(first), Some(last)) => first.byte_range().start..last.byte_range().end,
        _ => 0..0,
    }
}

/// Line and 1-based column of a span's start.
pub fn line_column(span: Span) -> (usize, usize) {
    let start = span.start();
    (start.line, start.column + 1)
}

/// How an attribute bears on whether its node exists in a release build.
pub fn attrs_decide(attrs: &[Attribute], features: &BTreeSet<String>) -> Decided {
    let mut open = Vec::new();
    for attr in attrs {
        if attr.path().is_ident("test") {
            return Decided::False;
        }
        let predicate = if attr.path().is_ident("cfg") {
            match &attr.meta {
                syn::Meta::List(list) => Predicate::parse(list.tokens.clone()).ok(),
                _ => None,
            }
        } else if attr.path().is_ident("cfg_attr") {
            // `cfg_attr(p, cfg(q))` is `cfg(q)` when `p` holds.
            match &attr.meta {
                syn::Meta::List(list) => match split_cfg_attr(list.tokens.clone()) {
                    Ok((p, metas)) if p.decide(features) == Decided::True => {
                        metas.iter().find_map(|meta| match meta {
                            syn::Meta::List(inner) if inner.path.is_ident("cfg") => {
                                Predicate::parse(inner.tokens.clone()).ok()
                            }
                            _ => None,
                        })
                    }
                    _ => None,
                },
                _ => None,
            }
        } else {
            None
        };
        match predicate.map(|p| p.decide(features)) {
            Some(Decided::False) => return Decided::False,
            Some(Decided::Open(p)) => open.push(p),
            _ => {}
        }
    }
    if open.is_empty() {
        Decided::True
    } else {
        Decided::Open(Predicate::All(open))
    }
}

/// The attributes in effect on a node: its own, and those a true `cfg_attr` adds.
pub fn effective_metas(attrs: &[Attribute], features: &BTreeSet<String>) -> Vec<syn::Meta> {
    fn add(meta: syn::Meta, features: &BTreeSet<String>, out: &mut Vec<syn::Meta>) {
        if let syn::Meta::List(list) = &meta {
            if list.path.is_ident("cfg_attr") {
                if let Ok((predicate, metas)) = split_cfg_attr(list.tokens.clone()) {
                    if predicate.decide(features) == Decided::True {
                        for inner in metas {
                            add(inner, features, out);
                        }
                    }
                }
                return;
            }
        }
        out.push(meta);
    }
    let mut out = Vec::new();
    for attr in attrs {
        add(attr.meta.clone(), features, &mut out);
    }
    out
}

/// The attributes of an item, for the kinds that have them.
pub fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// The attributes of an `impl` item.
pub fn impl_item_attrs(item: &syn::ImplItem) -> &[Attribute] {
    match item {
        syn::ImplItem::Const(i) => &i.attrs,
        syn::ImplItem::Fn(i) => &i.attrs,
        syn::ImplItem::Type(i) => &i.attrs,
        syn::ImplItem::Macro(i) => &i.attrs,
        _ => &[],
    }
}

/// The name an `impl` item declares.
pub fn impl_item_name(item: &syn::ImplItem) -> Option<String> {
    match item {
        syn::ImplItem::Const(i) => Some(i.ident.unraw().to_string()),
        syn::ImplItem::Fn(i) => Some(i.sig.ident.unraw().to_string()),
        syn::ImplItem::Type(i) => Some(i.ident.unraw().to_string()),
        _ => None,
    }
}

impl Model {
    /// The crate root scope of `krate`.
    pub fn root(&self, krate: CrateId) -> ScopeId {
        self.crates[krate].root
    }

    /// The nearest module of a scope (itself, unless it is a block).
    pub fn module_of(&self, mut scope: ScopeId) -> ScopeId {
        while self.scopes[scope].is_block {
            match self.scopes[scope].parent {
                Some(parent) => scope = parent,
                None => break,
            }
        }
        scope
    }

    /// The module path of a module, as `module_path!()` gives it (`crate::a::b` with the
    /// crate's name first).
    pub fn module_path(&self, scope: ScopeId) -> String {
        let mut names = Vec::new();
        let mut current = Some(self.module_of(scope));
        while let Some(scope) = current {
            let s = &self.scopes[scope];
            if s.parent.is_none() {
                names.push(self.crates[s.krate].spec.name.clone());
            } else if !s.is_block {
                names.push(s.name.clone());
            }
            current = s.parent;
        }
        names.reverse();
        names.join("::")
    }

    /// The items of a module and of every module inside it.
    pub fn items_below(&self, scope: ScopeId) -> Vec<ItemId> {
        let mut out = Vec::new();
        for &item in &self.scopes[scope].items {
            out.push(item);
            if let Kind::Mod(child) = self.items[item].kind {
                out.extend(self.items_below(child));
            }
            out.extend(self.items[item].children.iter().copied());
        }
        out
    }

    /// Every token of a file, flattened: its bytes and the tree, in order.
    pub fn file_tokens(&self, file: FileId) -> Vec<TokenTree> {
        fn walk(tokens: TokenStream, out: &mut Vec<TokenTree>) {
            for tree in tokens {
                if let TokenTree::Group(group) = &tree {
                    out.push(tree.clone());
                    walk(group.stream(), out);
                } else {
                    out.push(tree);
                }
            }
        }
        let mut out = Vec::new();
        if let Ok(tokens) = self.files[file].text.parse::<TokenStream>() {
            walk(tokens, &mut out);
        }
        out
    }

    /// Names declared in `scope` itself.
    pub fn declares(&self, scope: ScopeId, name: &str) -> bool {
        self.scopes[scope].names.contains_key(name)
    }

    /// The names of every item of a crate that a path could start with, for messages.
    pub fn crate_of_file(&self, file: FileId) -> CrateId {
        self.files[file].krate
    }

    /// Is this name an alias for another crate in `krate`'s extern prelude.
    pub fn extern_crate(&self, krate: CrateId, name: &str) -> Option<CrateId> {
        self.crates[krate].spec.externs.get(name).copied()
    }

    /// The set of names a block scope chain and its module declare, for tests.
    pub fn names_in(&self, scope: ScopeId) -> BTreeSet<String> {
        self.scopes[scope].names.keys().cloned().collect()
    }
}
