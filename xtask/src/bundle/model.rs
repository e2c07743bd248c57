//! The crates of a bundle as the compiler sees them after `cfg`: every source file, every module
//! and block that declares names, every item and every import, each with the bytes it covers.
//!
//! Items that a release build of the crate does not have (`#[cfg(test)]`, `#[test]`, a feature
//! that is off) are not in the model; their files are not read.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;
use std::path::{Path, PathBuf};

use anyhow::{anyhow, Context as _, Result};
use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit::Visit;
use syn::{Attribute, Item, UseTree};

use super::cfg::{split_cfg_attr, Decided, Predicate};

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
        syn::ImplItem::Const(i) => Some(i.ident.to_string()),
        syn::ImplItem::Fn(i) => Some(i.sig.ident.to_string()),
        syn::ImplItem::Type(i) => Some(i.ident.to_string()),
        _ => None,
    }
}

/// Reads crates into a model.
#[allow(missing_debug_implementations)]
pub struct Reader<'a> {
    model: Model,
    /// Shows paths relative to the workspace root.
    display: &'a dyn Fn(&Path) -> String,
}

impl<'a> Reader<'a> {
    /// Reads the crates of `specs` (and the module files they declare) into a model.
    ///
    /// # Errors
    /// When a file cannot be read or parsed, or a `mod name;` has no file.
    pub fn read(specs: Vec<CrateSpec>, display: &'a dyn Fn(&Path) -> String) -> Result<Model> {
        let mut reader = Reader { model: Model::default(), display };
        for spec in specs {
            let krate = reader.model.crates.len();
            let root_file = spec.root_file.clone();
            let dir = root_file.parent().map(Path::to_path_buf).unwrap_or_default();
            reader.model.crates.push(Crate { spec, root: usize::MAX });
            let root = reader.new_scope(false, String::new(), None, krate, usize::MAX, dir, false);
            reader.model.crates[krate].root = root;
            let file = reader.load_file(&root_file, krate, root)?;
            reader.model.scopes[root].file = file;
            let items = reader.model.files[file].ast.items.clone();
            reader.add_items(root, file, &items, false)?;
        }
        Ok(reader.model)
    }

    #[allow(clippy::too_many_arguments)]
    fn new_scope(
        &mut self,
        is_block: bool,
        name: String,
        parent: Option<ScopeId>,
        krate: CrateId,
        file: FileId,
        child_dir: PathBuf,
        inline: bool,
    ) -> ScopeId {
        self.model.scopes.push(Scope {
            is_block,
            name,
            parent,
            krate,
            file,
            child_dir,
            inline,
            names: BTreeMap::new(),
            globs: Vec::new(),
            items: Vec::new(),
            mod_item: None,
        });
        self.model.scopes.len() - 1
    }

    fn load_file(&mut self, path: &Path, krate: CrateId, module: ScopeId) -> Result<FileId> {
        let display = (self.display)(path);
        let text =
            std::fs::read_to_string(path).with_context(|| format!("cannot read {display}"))?;
        let ast = syn::parse_file(&text).map_err(|error| {
            let (line, column) = line_column(error.span());
            anyhow!("{display}:{line}:{column}: cannot parse: {error}")
        })?;
        self.model.files.push(SourceFile {
            path: path.to_path_buf(),
            display,
            text,
            ast,
            krate,
            module,
        });
        Ok(self.model.files.len() - 1)
    }

    fn features(&self, krate: CrateId) -> &BTreeSet<String> {
        &self.model.crates[krate].spec.features
    }

    fn declare(&mut self, scope: ScopeId, name: &str, def: Def) {
        self.model.scopes[scope].names.entry(name.to_owned()).or_default().push(def);
    }

    /// Adds the items of a module or block.
    fn add_items(
        &mut self,
        scope: ScopeId,
        file: FileId,
        items: &[Item],
        in_block: bool,
    ) -> Result<()> {
        for item in items {
            let krate = self.model.scopes[scope].krate;
            if attrs_decide(item_attrs(item), self.features(krate)) == Decided::False {
                continue;
            }
            self.add_item(scope, file, item, in_block)?;
        }
        Ok(())
    }

    fn push_item(&mut self, item: Item0) -> ItemId {
        self.model.items.push(item);
        self.model.items.len() - 1
    }

    fn add_item(
        &mut self,
        scope: ScopeId,
        file: FileId,
        item: &Item,
        in_block: bool,
    ) -> Result<()> {
        let krate = self.model.scopes[scope].krate;
        let range = range_of(item);
        let metas = effective_metas(item_attrs(item), self.features(krate));
        let has = |name: &str| metas.iter().any(|m| m.path().is_ident(name));
        let (kind, name) = match item {
            Item::Const(i) if i.ident == "_" => (Kind::ConstUnderscore, None),
            Item::Const(i) => (Kind::Const, Some(i.ident.to_string())),
            Item::Enum(i) => (Kind::Enum, Some(i.ident.to_string())),
            Item::Fn(i) => (Kind::Fn, Some(i.sig.ident.to_string())),
            Item::Static(i) => (Kind::Static, Some(i.ident.to_string())),
            Item::Struct(i) => (Kind::Struct, Some(i.ident.to_string())),
            Item::Union(i) => (Kind::Union, Some(i.ident.to_string())),
            Item::Trait(i) => (Kind::Trait, Some(i.ident.to_string())),
            Item::TraitAlias(i) => (Kind::Trait, Some(i.ident.to_string())),
            Item::Type(i) => (Kind::TypeAlias, Some(i.ident.to_string())),
            Item::Mod(i) => (Kind::Mod(usize::MAX), Some(i.ident.to_string())),
            Item::Macro(i) => match &i.ident {
                Some(ident) => (Kind::MacroRules, Some(ident.to_string())),
                None => (Kind::MacroCall, None),
            },
            Item::Impl(_) => (Kind::Impl, None),
            Item::Use(_) => (Kind::Use, None),
            Item::ExternCrate(i) => {
                let alias = i.rename.as_ref().map_or(&i.ident, |(_, alias)| alias);
                (Kind::ExternCrate(i.ident.to_string()), Some(alias.to_string()))
            }
            Item::ForeignMod(_) => (Kind::ForeignMod, None),
            _ => (Kind::Other, None),
        };
        let id = self.push_item(Item0 {
            kind: kind.clone(),
            name: name.clone(),
            scope,
            krate,
            file,
            range,
            in_block,
            node: Node::Item(Box::new(item.clone())),
            parent: None,
            children: Vec::new(),
            members: Vec::new(),
            mod_file: None,
            macro_export: has("macro_export"),
            macro_use: has("macro_use"),
        });
        self.model.scopes[scope].items.push(id);
        if let Some(name) = &name {
            if name != "_" {
                self.declare(scope, name, Def::Item(id));
            }
        }
        match item {
            Item::Mod(module) => self.add_module(scope, file, id, module)?,
            Item::Use(use_item) => {
                let mut prefix = Vec::new();
                self.add_use_tree(
                    scope,
                    id,
                    use_item.leading_colon.is_some(),
                    &use_item.tree,
                    &mut prefix,
                );
            }
            Item::Macro(mac) if mac.ident.is_some() => {
                self.model
                    .macros
                    .entry((krate, name.clone().unwrap_or_default()))
                    .or_default()
                    .push(id);
            }
            Item::Enum(e) => {
                self.model.items[id].members =
                    e.variants.iter().map(|v| v.ident.to_string()).collect();
                self.find_blocks(scope, file, item)?;
            }
            Item::Trait(t) => {
                self.model.items[id].members = t
                    .items
                    .iter()
                    .filter_map(|member| match member {
                        syn::TraitItem::Const(c) => Some(c.ident.to_string()),
                        syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
                        syn::TraitItem::Type(t) => Some(t.ident.to_string()),
                        _ => None,
                    })
                    .collect();
                self.find_blocks(scope, file, item)?;
            }
            Item::Impl(block) => {
                let mut header = block.clone();
                header.items.clear();
                let mut children = Vec::new();
                for member in &block.items {
                    if attrs_decide(impl_item_attrs(member), self.features(krate)) == Decided::False
                    {
                        continue;
                    }
                    let child = self.push_item(Item0 {
                        kind: Kind::ImplMember,
                        name: impl_item_name(member),
                        scope,
                        krate,
                        file,
                        range: range_of(member),
                        in_block,
                        node: Node::ImplItem(Box::new(member.clone())),
                        parent: Some(id),
                        children: Vec::new(),
                        members: Vec::new(),
                        mod_file: None,
                        macro_export: false,
                        macro_use: false,
                    });
                    children.push(child);
                    let mut finder = BlockFinder { reader: self, scope, file, error: None };
                    finder.visit_impl_item(member);
                    if let Some(error) = finder.error {
                        return Err(error);
                    }
                }
                self.model.items[id].children = children;
            }
            Item::ForeignMod(foreign) => {
                for member in &foreign.items {
                    let name = match member {
                        syn::ForeignItem::Fn(f) => Some(f.sig.ident.to_string()),
                        syn::ForeignItem::Static(s) => Some(s.ident.to_string()),
                        syn::ForeignItem::Type(t) => Some(t.ident.to_string()),
                        _ => None,
                    };
                    if let Some(name) = name {
                        self.declare(scope, &name, Def::Item(id));
                    }
                }
            }
            _ => self.find_blocks(scope, file, item)?,
        }
        Ok(())
    }

    /// Registers the blocks with items inside `item`'s bodies.
    fn find_blocks(&mut self, scope: ScopeId, file: FileId, item: &Item) -> Result<()> {
        let mut finder = BlockFinder { reader: self, scope, file, error: None };
        match item {
            Item::Fn(f) => finder.visit_item_fn(f),
            other => finder.visit_item(other),
        }
        finder.error.map_or(Ok(()), Err)
    }

    fn add_module(
        &mut self,
        parent: ScopeId,
        file: FileId,
        id: ItemId,
        module: &syn::ItemMod,
    ) -> Result<()> {
        let krate = self.model.scopes[parent].krate;
        let name = module.ident.to_string();
        let parent_dir = self.model.scopes[parent].child_dir.clone();
        let parent_inline = self.model.scopes[parent].inline;
        let metas = effective_metas(&module.attrs, self.features(krate));
        let path_attr = metas.iter().find_map(|meta| match meta {
            syn::Meta::NameValue(pair) if pair.path.is_ident("path") => match &pair.value {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(text), .. }) => Some(text.value()),
                _ => None,
            },
            _ => None,
        });
        match &module.content {
            Some((_, items)) => {
                // `mod a { mod b; }` looks for `b` in a folder named after `a`; with `#[path]`
                // on `a`, in that folder instead.
                let child_dir = match &path_attr {
                    Some(path) => parent_dir.join(path),
                    None => parent_dir.join(&name),
                };
                let scope = self.new_scope(false, name, Some(parent), krate, file, child_dir, true);
                self.model.scopes[scope].mod_item = Some(id);
                self.model.items[id].kind = Kind::Mod(scope);
                self.add_items(scope, file, items, false)
            }
            None => {
                let (path, child_dir) = match &path_attr {
                    Some(path) => {
                        // Outside inline modules `#[path]` is relative to the file's folder;
                        // the file it names then holds its children next to it, like mod.rs.
                        let base = if parent_inline {
                            parent_dir.clone()
                        } else {
                            let declaring = &self.model.files[file].path;
                            declaring.parent().map(Path::to_path_buf).unwrap_or_default()
                        };
                        let path = base.join(path);
                        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
                        (path, dir)
                    }
                    None => {
                        let flat = parent_dir.join(format!("{name}.rs"));
                        let nested = parent_dir.join(&name).join("mod.rs");
                        if flat.is_file() {
                            (flat, parent_dir.join(&name))
                        } else if nested.is_file() {
                            (nested, parent_dir.join(&name))
                        } else {
                            let (line, column) = line_column(module.ident.span());
                            let display = self.model.files[file].display.clone();
                            return Err(anyhow!(
                                "{display}:{line}:{column}: no file for `mod {name};` (looked for {} and {})",
                                (self.display)(&flat),
                                (self.display)(&nested)
                            ));
                        }
                    }
                };
                let display = (self.display)(&path);
                let text = std::fs::read_to_string(&path)
                    .with_context(|| format!("cannot read {display}"))?;
                let ast = syn::parse_file(&text).map_err(|error| {
                    let (line, column) = line_column(error.span());
                    anyhow!("{display}:{line}:{column}: cannot parse: {error}")
                })?;
                if attrs_decide(&ast.attrs, self.features(krate)) == Decided::False {
                    // `#![cfg(test)]` atop a module file: a release build has no such module.
                    self.model.items[id].kind = Kind::Absent;
                    if let Some(defs) = self.model.scopes[parent].names.get_mut(&name) {
                        defs.retain(|def| *def != Def::Item(id));
                    }
                    self.model.items[id].name = None;
                    return Ok(());
                }
                let scope =
                    self.new_scope(false, name, Some(parent), krate, usize::MAX, child_dir, false);
                self.model.scopes[scope].mod_item = Some(id);
                self.model.items[id].kind = Kind::Mod(scope);
                self.model.files.push(SourceFile {
                    path,
                    display,
                    text,
                    ast,
                    krate,
                    module: scope,
                });
                let child = self.model.files.len() - 1;
                self.model.scopes[scope].file = child;
                self.model.items[id].mod_file = Some(child);
                let items = self.model.files[child].ast.items.clone();
                self.add_items(scope, child, &items, false)
            }
        }
    }

    fn add_use_tree(
        &mut self,
        scope: ScopeId,
        item: ItemId,
        leading_colon: bool,
        tree: &UseTree,
        prefix: &mut Vec<String>,
    ) {
        let leaf = |reader: &mut Reader<'_>, leaf: Leaf, binding: Option<String>, span: Span| {
            let import = Import {
                scope,
                item,
                prefix: prefix.clone(),
                leading_colon,
                leaf: leaf.clone(),
                binding: binding.clone(),
                range: range_of(tree),
                at: line_column(span),
            };
            reader.model.imports.push(import);
            let id = reader.model.imports.len() - 1;
            match (leaf, binding) {
                (Leaf::Glob, _) => reader.model.scopes[scope].globs.push(id),
                (_, Some(binding)) => reader.declare(scope, &binding, Def::Import(id)),
                (_, None) => {}
            }
        };
        match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.add_use_tree(scope, item, leading_colon, &path.tree, prefix);
                prefix.pop();
            }
            UseTree::Name(name) if name.ident == "self" => {
                let binding = prefix.last().cloned();
                leaf(self, Leaf::SelfModule, binding, name.ident.span());
            }
            UseTree::Name(name) => {
                let text = name.ident.to_string();
                leaf(self, Leaf::Name(text.clone()), Some(text), name.ident.span());
            }
            UseTree::Rename(rename) => {
                let binding =
                    Some(rename.rename.to_string()).filter(|binding| binding.as_str() != "_");
                let what = if rename.ident == "self" {
                    Leaf::SelfModule
                } else {
                    Leaf::Name(rename.ident.to_string())
                };
                leaf(self, what, binding, rename.ident.span());
            }
            UseTree::Glob(glob) => leaf(self, Leaf::Glob, None, glob.star_token.span),
            UseTree::Group(group) => {
                for tree in &group.items {
                    self.add_use_tree(scope, item, leading_colon, tree, prefix);
                }
            }
        }
    }
}

/// Finds the blocks inside an item that declare items, and reads those items into block scopes.
struct BlockFinder<'r, 'a> {
    reader: &'r mut Reader<'a>,
    scope: ScopeId,
    file: FileId,
    error: Option<anyhow::Error>,
}

impl<'ast> Visit<'ast> for BlockFinder<'_, '_> {
    fn visit_block(&mut self, block: &'ast syn::Block) {
        let items: Vec<Item> = block
            .stmts
            .iter()
            .filter_map(|stmt| match stmt {
                syn::Stmt::Item(item) => Some(item.clone()),
                _ => None,
            })
            .collect();
        if items.is_empty() {
            syn::visit::visit_block(self, block);
            return;
        }
        let reader = &mut *self.reader;
        let krate = reader.model.scopes[self.scope].krate;
        let dir = reader.model.scopes[self.scope].child_dir.clone();
        let scope =
            reader.new_scope(true, String::new(), Some(self.scope), krate, self.file, dir, true);
        let open = block.brace_token.span.open().byte_range().start;
        reader.model.blocks.insert((self.file, open), scope);
        if let Err(error) = reader.add_items(scope, self.file, &items, true) {
            self.error.get_or_insert(error);
        }
        let outer = std::mem::replace(&mut self.scope, scope);
        for stmt in &block.stmts {
            if !matches!(stmt, syn::Stmt::Item(_)) {
                self.visit_stmt(stmt);
            }
        }
        self.scope = outer;
    }

    // Items found in blocks are read by `add_items`, which looks inside them itself.
    fn visit_item(&mut self, item: &'ast Item) {
        syn::visit::visit_item(self, item);
    }

    fn visit_macro(&mut self, _: &'ast syn::Macro) {}

    fn visit_attribute(&mut self, _: &'ast Attribute) {}
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
