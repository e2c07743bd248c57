//! The changes a file's syntax asks for: items the bundle does not carry, `use` leaves that
//! go, `mod name;` made inline, settled `cfg` and `cfg_attr`, attributes a bundle drops
//! (docs, lint levels, `#[path]`), crate attributes of libraries, `extern crate` of a library,
//! and `#[macro_export]` in a library made a re-export.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use quote::ToTokens;
use syn::visit::{self, Visit};
use syn::{Attribute, Item, Meta, UseTree};

use super::super::cfg::{split_cfg_attr, Decided, Predicate};
use super::super::model::{
    attrs_decide, impl_item_attrs, item_attrs, line_column, range_of, CrateId, Def, FileId, ItemId,
    Kind, Role,
};
use super::super::resolve::SYSROOT;
use super::{Change, Edit, Emitter};

/// Applies the AST-level changes of one file.
pub(super) struct AstPass<'p, 'a> {
    pub(super) emitter: &'p mut Emitter<'a>,
    pub(super) file: FileId,
    pub(super) krate: CrateId,
    pub(super) edits: &'p mut Vec<Edit>,
}

impl AstPass<'_, '_> {
    fn features(&self) -> &BTreeSet<String> {
        &self.emitter.model.crates[self.krate].spec.features
    }

    fn delete(&mut self, range: Range<usize>) {
        self.edits.push(Edit { range, change: Change::Delete });
    }

    fn replace(&mut self, range: Range<usize>, text: String) {
        self.edits.push(Edit { range, change: Change::Replace(text) });
    }

    fn error(&mut self, span: proc_macro2::Span, message: String) {
        let (line, column) = line_column(span);
        let display = &self.emitter.model.files[self.file].display;
        self.emitter.errors.push(format!("{display}:{line}:{column}: {message}"));
    }

    fn source(&self, range: Range<usize>) -> String {
        self.emitter.model.files[self.file].text[range].to_owned()
    }

    fn is_lib(&self) -> bool {
        self.emitter.model.crates[self.krate].spec.role == Role::Lib
    }

    /// An inner attribute at the top of a crate root or module file.
    pub(super) fn root_attr(&mut self, attr: &Attribute, crate_root: bool) {
        let name = attr.path().get_ident().map(ToString::to_string).unwrap_or_default();
        let range = range_of(attr);
        if crate_root {
            match name.as_str() {
                "feature" => {
                    self.error(
                        attr.pound_token.span,
                        "`#![feature]` needs a nightly compiler; judges run a stable one".into(),
                    );
                    return;
                }
                "recursion_limit" | "type_length_limit" if self.is_lib() => {
                    let text = self.source(range.clone());
                    self.emitter.hoisted.push(text);
                    self.delete(range);
                    return;
                }
                "no_std" | "no_implicit_prelude" | "crate_type" | "crate_name" | "no_builtins"
                    if self.is_lib() =>
                {
                    self.delete(range);
                    return;
                }
                _ => {}
            }
        }
        self.attr(attr);
    }

    /// The generic rules for one attribute outside a macro.
    fn attr(&mut self, attr: &Attribute) {
        let range = range_of(attr);
        let name = attr.path().get_ident().map(ToString::to_string).unwrap_or_default();
        let bang = if matches!(attr.style, syn::AttrStyle::Inner(_)) { "!" } else { "" };
        match name.as_str() {
            "doc" | "warn" | "deny" | "forbid" | "expect" | "path" => self.delete(range),
            "cfg" => {
                let Meta::List(list) = &attr.meta else { return };
                let Ok(predicate) = Predicate::parse(list.tokens.clone()) else { return };
                match predicate.decide(self.features()) {
                    Decided::True => self.delete(range),
                    Decided::False => self.replace(range, format!("#{bang}[cfg(any())]")),
                    Decided::Open(open) => {
                        let rendered = open.render();
                        if rendered != predicate.render() {
                            self.replace(range, format!("#{bang}[cfg({rendered})]"));
                        }
                    }
                }
            }
            "cfg_attr" => {
                let Meta::List(list) = &attr.meta else { return };
                let Ok((predicate, metas)) = split_cfg_attr(list.tokens.clone()) else { return };
                match predicate.decide(self.features()) {
                    Decided::False => self.delete(range),
                    Decided::True => {
                        let mut parts = Vec::new();
                        for meta in metas {
                            let inner: Attribute = Attribute {
                                pound_token: attr.pound_token,
                                style: attr.style,
                                bracket_token: attr.bracket_token,
                                meta,
                            };
                            if let Some(text) = self.expanded(&inner) {
                                parts.push(text);
                            }
                        }
                        self.replace(range, parts.join(" "));
                    }
                    Decided::Open(open) => {
                        let rest: Vec<String> =
                            metas.iter().map(|m| self.source(range_of(m))).collect();
                        self.replace(
                            range,
                            format!("#{bang}[cfg_attr({}, {})]", open.render(), rest.join(", ")),
                        );
                    }
                }
            }
            _ => {}
        }
    }

    /// An attribute that a true `cfg_attr` stands for, as it goes into the bundle.
    fn expanded(&mut self, attr: &Attribute) -> Option<String> {
        let bang = if matches!(attr.style, syn::AttrStyle::Inner(_)) { "!" } else { "" };
        let name = attr.path().get_ident().map(ToString::to_string).unwrap_or_default();
        match name.as_str() {
            "doc" | "warn" | "deny" | "forbid" | "expect" | "path" => None,
            "macro_export" if self.is_lib() => None,
            "cfg" => {
                let Meta::List(list) = &attr.meta else { return None };
                let predicate = Predicate::parse(list.tokens.clone()).ok()?;
                match predicate.decide(self.features()) {
                    Decided::True => None,
                    Decided::False => Some(format!("#{bang}[cfg(any())]")),
                    Decided::Open(open) => Some(format!("#{bang}[cfg({})]", open.render())),
                }
            }
            _ => {
                let meta = range_of(&attr.meta);
                let text = if meta.start < meta.end
                    && meta.end <= self.emitter.model.files[self.file].text.len()
                {
                    self.source(meta)
                } else {
                    attr.meta.to_token_stream().to_string()
                };
                Some(format!("#{bang}[{text}]"))
            }
        }
    }

    fn attrs(&mut self, attrs: &[Attribute]) {
        for attr in attrs {
            self.attr(attr);
        }
    }

    fn model_item(&self, range: &Range<usize>) -> Option<ItemId> {
        self.emitter.by_start.get(&(self.file, range.start)).copied()
    }

    fn use_item(&mut self, item: ItemId, node: &syn::ItemUse) {
        let model = self.emitter.model;
        let imports = self.emitter.imports_of(item);
        let scope = model.items[item].scope;
        let at_bin_root =
            model.crates[self.krate].spec.role == Role::Bin && model.scopes[scope].parent.is_none();
        // `use ttt_core::{self, ..}` at the bundle's root: the module is there already.
        let is_module_there = |i: usize| {
            let import = &model.imports[i];
            at_bin_root
                && import.names_crate_itself()
                && import.binding.as_ref().is_some_and(|name| {
                    model
                        .extern_crate(self.krate, name)
                        .is_some_and(|other| self.emitter.module_name(other) == Some(name.as_str()))
                })
        };
        let kept: BTreeMap<usize, bool> = imports
            .iter()
            .map(|&i| {
                let keep = self.emitter.keep_leaf(i) && !is_module_there(i);
                (model.imports[i].range.start, keep)
            })
            .collect();
        if !kept.values().any(|&k| k) {
            self.delete(range_of(node));
            return;
        }
        self.prune_tree(&node.tree, &kept);
        self.rewrite_use_start(item, node);
    }

    /// Deletes the subtrees of a `use` group whose leaves all go.
    fn prune_tree(&mut self, tree: &UseTree, kept: &BTreeMap<usize, bool>) {
        match tree {
            UseTree::Path(path) => self.prune_tree(&path.tree, kept),
            UseTree::Group(group) => {
                for pair in group.items.pairs() {
                    let subtree = pair.value();
                    if any_kept(subtree, kept) {
                        self.prune_tree(subtree, kept);
                    } else {
                        let mut range = range_of(*subtree);
                        if let Some(comma) = pair.punct() {
                            range.end = comma.span.byte_range().end;
                        }
                        self.delete(range);
                    }
                }
            }
            _ => {}
        }
    }

    /// `use ttt_core::x` becomes `use crate::ttt_core::x`, since the library is a module at
    /// the bundle's root rather than a crate.
    fn rewrite_use_start(&mut self, item: ItemId, node: &syn::ItemUse) {
        if node.leading_colon.is_some() {
            return;
        }
        let model = self.emitter.model;
        let scope = model.items[item].scope;
        let (ident, whole) = match &node.tree {
            UseTree::Path(path) => (&path.ident, false),
            UseTree::Name(name) => (&name.ident, true),
            UseTree::Rename(rename) => (&rename.ident, false),
            _ => return,
        };
        let alias = ident.to_string();
        let Some(other) = model.extern_crate(self.krate, &alias) else { return };
        let Some(target) = self.emitter.module_name(other).map(str::to_owned) else { return };
        // A local item of that name shadows the crate.
        let shadowed = model.scopes[scope].names.get(&alias).is_some_and(|defs| {
            defs.iter().any(|def| matches!(def, super::super::model::Def::Item(i) if !matches!(model.items[*i].kind, Kind::ExternCrate(_))))
        });
        if shadowed {
            return;
        }
        let at_bin_root =
            model.crates[self.krate].spec.role == Role::Bin && model.scopes[scope].parent.is_none();
        let range = ident.span().byte_range();
        if whole {
            if at_bin_root && alias == target {
                // `use ttt_core;` at the root: the module is there already.
                self.delete(range_of(node));
            } else if alias == target {
                self.replace(range, format!("crate::{target}"));
            } else {
                self.replace(range, format!("crate::{target} as {alias}"));
            }
        } else {
            self.replace(range, format!("crate::{target}"));
        }
    }

    fn extern_crate(&mut self, node: &syn::ItemExternCrate) {
        let model = self.emitter.model;
        let name = node.ident.to_string();
        let alias = node.rename.as_ref().map_or(name.clone(), |(_, a)| a.to_string());
        let range = range_of(node);
        let vis = {
            let r = range_of(&node.vis);
            if r.is_empty() {
                String::new()
            } else {
                format!("{} ", self.source(r))
            }
        };
        if node.attrs.iter().any(|a| a.path().is_ident("macro_use"))
            && model.extern_crate(self.krate, &name).is_some()
        {
            self.error(
                node.extern_token.span,
                format!("`#[macro_use] extern crate {name};` makes its macros global, which a bundle cannot repeat; import each macro with `use {name}::macro_name;`"),
            );
            return;
        }
        if name == "self" {
            let target = match self.emitter.module_name(self.krate) {
                Some(module) => format!("crate::{module}"),
                None => "crate".to_owned(),
            };
            self.replace(range, format!("{vis}use {target} as {alias};"));
            return;
        }
        let scope = model.files[self.file].module;
        let at_lib_root =
            model.crates[self.krate].spec.role != Role::Bin && model.scopes[scope].parent.is_none();
        if at_lib_root && SYSROOT.contains(&name.as_str()) {
            // `extern crate alloc;` at a library's root lets all its modules name `alloc`; in a
            // bundle, only the bundle's root can do that.
            let text = self.source(range.clone());
            if !self.emitter.hoisted.contains(&text) {
                self.emitter.hoisted.push(text);
            }
            self.delete(range);
            return;
        }
        let Some(other) = model.extern_crate(self.krate, &name) else { return };
        let Some(target) = self.emitter.module_name(other).map(str::to_owned) else { return };
        let at_bin_root =
            model.crates[self.krate].spec.role == Role::Bin && model.scopes[scope].parent.is_none();
        if at_bin_root && alias == target {
            self.delete(range);
        } else if alias == target {
            self.replace(range, format!("{vis}use crate::{target};"));
        } else {
            self.replace(range, format!("{vis}use crate::{target} as {alias};"));
        }
    }
}

impl<'ast> Visit<'ast> for AstPass<'_, '_> {
    fn visit_item(&mut self, item: &'ast Item) {
        let range = range_of(item);
        if attrs_decide(item_attrs(item), self.features()) == Decided::False {
            self.delete(range);
            return;
        }
        let Some(id) = self.model_item(&range) else {
            self.delete(range);
            return;
        };
        if !self.emitter.emitted(id) {
            self.delete(range);
            return;
        }
        match item {
            Item::Use(node) => {
                self.attrs(&node.attrs);
                self.use_item(id, node);
            }
            Item::ExternCrate(node) => self.extern_crate(node),
            Item::Mod(module) => {
                self.attrs(&module.attrs);
                match &module.content {
                    Some((_, items)) => {
                        for item in items {
                            self.visit_item(item);
                        }
                    }
                    None => {
                        if let Some(child) = self.emitter.model.items[id].mod_file {
                            let semi = module
                                .semi
                                .map(|s| s.span.byte_range())
                                .unwrap_or(range.end - 1..range.end);
                            self.edits.push(Edit { range: semi, change: Change::Splice(child) });
                        }
                    }
                }
            }
            Item::Impl(block) => {
                self.attrs(&block.attrs);
                self.visit_type(&block.self_ty);
                let children = self.emitter.model.items[id].children.clone();
                for member in &block.items {
                    let member_range = range_of(member);
                    if attrs_decide(impl_item_attrs(member), self.features()) == Decided::False {
                        self.delete(member_range);
                        continue;
                    }
                    let child = children
                        .iter()
                        .copied()
                        .find(|&c| self.emitter.model.items[c].range.start == member_range.start);
                    if child.is_some_and(|c| !self.emitter.emitted(c)) {
                        self.delete(member_range);
                        continue;
                    }
                    self.visit_impl_item(member);
                }
            }
            Item::Trait(t) => {
                self.attrs(&t.attrs);
                for member in &t.items {
                    let attrs = match member {
                        syn::TraitItem::Const(i) => &i.attrs,
                        syn::TraitItem::Fn(i) => &i.attrs,
                        syn::TraitItem::Type(i) => &i.attrs,
                        syn::TraitItem::Macro(i) => &i.attrs,
                        _ => continue,
                    };
                    if attrs_decide(attrs, self.features()) == Decided::False {
                        self.delete(range_of(member));
                        continue;
                    }
                    self.visit_trait_item(member);
                }
            }
            Item::Macro(mac) => {
                // The body is tokens: only its attributes change.
                self.attrs(&mac.attrs);
                let it = &self.emitter.model.items[id];
                if self.is_lib() && it.macro_export && !it.in_block {
                    for attr in &mac.attrs {
                        if attr.path().is_ident("macro_export") {
                            self.delete(range_of(attr));
                        }
                    }
                    if let Some(name) = &mac.ident {
                        let name = name.to_string();
                        let model = self.emitter.model;
                        let defs = model.scopes[it.scope].names.get(&name);
                        let shared = defs.into_iter().flatten().any(|def| match def {
                            Def::Item(other) => model.items[*other].kind != Kind::MacroRules,
                            Def::Import(_) => true,
                        });
                        let export = if shared {
                            // `use name;` would import the function or type of that name too,
                            // which its module already has: a module of its own imports the
                            // macro alone.
                            let hidden = format!("__{}_macro", name.trim_start_matches("r#"));
                            format!(
                                "\n#[doc(hidden)]\nmod {hidden} {{\n    pub(crate) use {name};\n}}\npub(crate) use {hidden}::{name};"
                            )
                        } else {
                            format!("\npub(crate) use {name};")
                        };
                        self.replace(range.end..range.end, export);
                    }
                }
            }
            other => visit::visit_item(self, other),
        }
    }

    fn visit_attribute(&mut self, attr: &'ast Attribute) {
        self.attr(attr);
    }

    fn visit_block(&mut self, block: &'ast syn::Block) {
        for stmt in &block.stmts {
            match stmt {
                syn::Stmt::Item(item) => self.visit_item(item),
                other => self.visit_stmt(other),
            }
        }
    }

    fn visit_macro(&mut self, _: &'ast syn::Macro) {}
}

fn any_kept(tree: &UseTree, kept: &BTreeMap<usize, bool>) -> bool {
    match tree {
        UseTree::Path(path) => any_kept(&path.tree, kept),
        UseTree::Group(group) => group.items.iter().any(|t| any_kept(t, kept)),
        leaf => kept.get(&range_of(leaf).start).copied().unwrap_or(true),
    }
}
