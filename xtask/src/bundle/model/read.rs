//! Reading crates into a [`Model`]: each crate root and the module files its `mod name;`
//! items name (as rustc finds them, `#[path]` included), the items and imports of every module,
//! and the blocks in bodies that declare items, all as a release build has them.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use syn::ext::IdentExt;

use anyhow::{anyhow, Context as _, Result};
use proc_macro2::Span;
use syn::visit::Visit;
use syn::{Attribute, Item, UseTree};

use super::*;

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
            reader.extern_aliases(krate, root);
        }
        Ok(reader.model)
    }

    /// `extern crate other as alias;` (or `self as alias`) at a crate root puts `alias` in the
    /// crate's extern prelude: every module of the crate may name it.
    fn extern_aliases(&mut self, krate: CrateId, root: ScopeId) {
        let model = &mut self.model;
        for &item in &model.scopes[root].items {
            let it = &model.items[item];
            let (Kind::ExternCrate(name), Some(alias)) = (&it.kind, &it.name) else { continue };
            let target = match name.as_str() {
                "self" => Some(krate),
                _ => model.crates[krate].spec.externs.get(name).copied(),
            };
            if let Some(target) = target {
                model.crates[krate].spec.externs.entry(alias.clone()).or_insert(target);
            }
        }
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
        let (text, ast) = read_source(path, &display)?;
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
            Item::Const(i) => (Kind::Const, Some(i.ident.unraw().to_string())),
            Item::Enum(i) => (Kind::Enum, Some(i.ident.unraw().to_string())),
            Item::Fn(i) => (Kind::Fn, Some(i.sig.ident.unraw().to_string())),
            Item::Static(i) => (Kind::Static, Some(i.ident.unraw().to_string())),
            Item::Struct(i) => (Kind::Struct, Some(i.ident.unraw().to_string())),
            Item::Union(i) => (Kind::Union, Some(i.ident.unraw().to_string())),
            Item::Trait(i) => (Kind::Trait, Some(i.ident.unraw().to_string())),
            Item::TraitAlias(i) => (Kind::Trait, Some(i.ident.unraw().to_string())),
            Item::Type(i) => (Kind::TypeAlias, Some(i.ident.unraw().to_string())),
            Item::Mod(i) => (Kind::Mod(usize::MAX), Some(i.ident.unraw().to_string())),
            Item::Macro(i) => match &i.ident {
                Some(ident) => (Kind::MacroRules, Some(ident.to_string())),
                None => (Kind::MacroCall, None),
            },
            Item::Impl(_) => (Kind::Impl, None),
            Item::Use(_) => (Kind::Use, None),
            Item::ExternCrate(i) => {
                let alias = i.rename.as_ref().map_or(&i.ident, |(_, alias)| alias);
                (Kind::ExternCrate(i.ident.unraw().to_string()), Some(alias.unraw().to_string()))
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
                let name = name.clone().unwrap_or_default();
                self.model.macros.entry((krate, name.clone())).or_default().push(id);
                // `#[macro_export]` puts the macro at its crate's root, whatever module it is in.
                let root = self.model.crates[krate].root;
                if self.model.items[id].macro_export && !in_block && scope != root {
                    self.declare(root, &name, Def::Item(id));
                }
            }
            Item::Enum(e) => {
                self.model.items[id].members =
                    e.variants.iter().map(|v| v.ident.unraw().to_string()).collect();
                self.find_blocks(scope, file, item)?;
            }
            Item::Trait(t) => {
                self.model.items[id].members = t
                    .items
                    .iter()
                    .filter_map(|member| match member {
                        syn::TraitItem::Const(c) => Some(c.ident.unraw().to_string()),
                        syn::TraitItem::Fn(f) => Some(f.sig.ident.unraw().to_string()),
                        syn::TraitItem::Type(t) => Some(t.ident.unraw().to_string()),
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
                        syn::ForeignItem::Fn(f) => Some(f.sig.ident.unraw().to_string()),
                        syn::ForeignItem::Static(s) => Some(s.ident.unraw().to_string()),
                        syn::ForeignItem::Type(t) => Some(t.ident.unraw().to_string()),
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
        let name = module.ident.unraw().to_string();
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
                    // At the top of a file that is not a mod.rs (`src/rules.rs`), rustc joins
                    // the path to the file's own folder (`src/`), not to its modules' folder.
                    Some(path) => {
                        let declaring = &self.model.files[file].path;
                        let file_dir =
                            declaring.parent().map(Path::to_path_buf).unwrap_or_default();
                        let base = if parent_inline { &parent_dir } else { &file_dir };
                        base.join(path)
                    }
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
                let (text, ast) = read_source(&path, &display)?;
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
                prefix.push(path.ident.unraw().to_string());
                self.add_use_tree(scope, item, leading_colon, &path.tree, prefix);
                prefix.pop();
            }
            UseTree::Name(name) if name.ident == "self" => {
                let binding = prefix.last().cloned();
                leaf(self, Leaf::SelfModule, binding, name.ident.span());
            }
            UseTree::Name(name) => {
                let text = name.ident.unraw().to_string();
                leaf(self, Leaf::Name(text.clone()), Some(text), name.ident.span());
            }
            UseTree::Rename(rename) => {
                let binding = Some(rename.rename.unraw().to_string())
                    .filter(|binding| binding.as_str() != "_");
                let what = if rename.ident == "self" {
                    Leaf::SelfModule
                } else {
                    Leaf::Name(rename.ident.unraw().to_string())
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

/// Reads and parses a source file. A byte-order mark goes and a `#!` line is blanked, so that
/// the syntax tree's byte offsets are offsets into the text kept (syn would skip both).
fn read_source(path: &Path, display: &str) -> Result<(String, syn::File)> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {display}"))?;
    let mut text = text.strip_prefix('\u{feff}').map(str::to_owned).unwrap_or(text);
    if text.starts_with("#!") && !text.starts_with("#![") {
        let end = text.find('\n').unwrap_or(text.len());
        text.replace_range(..end, &" ".repeat(end));
    }
    let ast = syn::parse_file(&text).map_err(|error| {
        let (line, column) = line_column(error.span());
        anyhow!("{display}:{line}:{column}: cannot parse: {error}")
    })?;
    Ok((text, ast))
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
