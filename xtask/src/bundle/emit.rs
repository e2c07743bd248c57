//! Writes the crates' own text into the bundle, changed only where it must be: items the
//! bundle does not carry are cut out, `mod name;` takes its file's text, paths to other crates
//! and `crate::` in a library point at the library's module, decided `cfg`s are settled,
//! built-in macros that depend on where code sits are replaced by their values, and comments
//! and docs go. Everything else keeps its bytes, so `stringify!` and formatting see the same
//! tokens as in the workspace.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;
use std::path::Path;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit::{self, Visit};
use syn::{Attribute, Item, Meta, UseTree};

use super::cfg::{split_cfg_attr, Decided, Predicate};
use super::model::{
    attrs_decide, impl_item_attrs, item_attrs, line_column, range_of, CrateId, FileId, ImportId,
    ItemId, Kind, Model, Role, ScopeId,
};
use super::reach::Reach;
use super::resolve::{Resolver, Target};

/// One line of the bundle and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Its text, without the line end.
    pub text: String,
    /// The file and 1-based line its first byte came from; `None` for text the bundler wrote.
    pub origin: Option<(FileId, usize)>,
    /// How many bytes of indentation the bundle added in front of the original text.
    pub indent: usize,
    /// Does it start inside a string literal (so its start is part of the literal's value).
    pub starts_in_literal: bool,
    /// Does it end inside a string literal (so its end is part of the literal's value).
    pub ends_in_literal: bool,
    /// Did the bundler cut something out of it (a line left blank by that goes).
    pub edited: bool,
}

impl Line {
    fn synthetic(text: impl Into<String>) -> Line {
        Line {
            text: text.into(),
            origin: None,
            indent: 0,
            starts_in_literal: false,
            ends_in_literal: false,
            edited: false,
        }
    }
}

/// A change to a file's text.
#[derive(Clone, Debug)]
enum Change {
    /// Leave these bytes out.
    Delete,
    /// Write this instead.
    Replace(String),
    /// Write this file's text (a `mod name;` made inline) instead of the `;`.
    Splice(FileId),
}

#[derive(Clone, Debug)]
struct Edit {
    range: Range<usize>,
    change: Change,
}

/// Decides, for each crate, what of it goes into the bundle, and writes it.
#[allow(missing_debug_implementations)]
pub struct Emitter<'a> {
    model: &'a Model,
    resolver: &'a Resolver<'a>,
    reach: &'a Reach,
    /// The bundle module of each library crate (`None` for the binary).
    pub module_names: Vec<Option<String>>,
    by_start: HashMap<(FileId, usize), ItemId>,
    emitted_modules: BTreeMap<ScopeId, bool>,
    /// Crate attributes of libraries that must sit at the bundle's root.
    pub hoisted: Vec<String>,
    /// Macros whose expansion asks where it was invoked (`line!()` and the like inside), or
    /// invokes such a macro: they are given the place by each call.
    located: BTreeSet<ItemId>,
    /// What cannot be carried faithfully.
    pub errors: Vec<String>,
}

impl<'a> Emitter<'a> {
    /// An emitter for the model as reachability decided it.
    pub fn new(
        model: &'a Model,
        resolver: &'a Resolver<'a>,
        reach: &'a Reach,
        module_names: Vec<Option<String>>,
    ) -> Self {
        let by_start = model
            .items
            .iter()
            .enumerate()
            .map(|(id, item)| ((item.file, item.range.start), id))
            .collect();
        let mut emitter = Emitter {
            model,
            resolver,
            reach,
            module_names,
            by_start,
            emitted_modules: BTreeMap::new(),
            hoisted: Vec::new(),
            located: BTreeSet::new(),
            errors: Vec::new(),
        };
        for scope in 0..model.scopes.len() {
            if !model.scopes[scope].is_block {
                emitter.module_emitted(scope);
            }
        }
        emitter.located = emitter.located_macros();
        emitter
    }

    /// Does the bundle carry this item.
    pub fn emitted(&self, item: ItemId) -> bool {
        let model = self.model;
        let it = &model.items[item];
        if let Some(parent) = it.parent {
            return self.emitted(parent)
                && (it.in_block || self.reach.keeps(item) || self.is_trait_impl(parent));
        }
        if it.in_block {
            return true;
        }
        let user = model.crates[it.krate].spec.user;
        match &it.kind {
            Kind::Mod(scope) => self.emitted_modules.get(scope).copied().unwrap_or(false),
            Kind::Use => self.imports_of(item).iter().any(|&import| self.keep_leaf(import)),
            Kind::Impl => {
                if self.is_trait_impl(item) {
                    self.reach.keeps(item)
                } else {
                    it.children.iter().any(|&child| self.reach.keeps(child))
                }
            }
            Kind::MacroCall | Kind::Other => true,
            Kind::ConstUnderscore | Kind::ForeignMod => user || self.reach.keeps(item),
            Kind::ExternCrate(_) => true,
            Kind::Absent => false,
            _ => self.reach.keeps(item),
        }
    }

    fn is_trait_impl(&self, item: ItemId) -> bool {
        match &self.model.items[item].node {
            super::model::Node::Item(node) => {
                matches!(&**node, Item::Impl(block) if block.trait_.is_some())
            }
            super::model::Node::ImplItem(_) => false,
        }
    }

    fn imports_of(&self, item: ItemId) -> Vec<ImportId> {
        (0..self.model.imports.len()).filter(|&i| self.model.imports[i].item == item).collect()
    }

    /// Does the bundle carry this module or crate root.
    pub fn module_is_emitted(&self, scope: ScopeId) -> bool {
        self.emitted_modules.get(&scope).copied().unwrap_or(false)
    }

    /// Does the bundle carry this module (it holds something carried).
    fn module_emitted(&mut self, scope: ScopeId) -> bool {
        if let Some(&known) = self.emitted_modules.get(&scope) {
            return known;
        }
        // A module that is being decided counts as empty to itself.
        self.emitted_modules.insert(scope, false);
        let model = self.model;
        let mut any = false;
        for &item in &model.scopes[scope].items {
            let it = &model.items[item];
            let carried = match &it.kind {
                Kind::Mod(child) => self.module_emitted(*child),
                Kind::Use => self
                    .imports_of(item)
                    .iter()
                    .any(|import| self.reach.used_imports.contains(import)),
                Kind::ExternCrate(_) => false,
                _ => self.emitted(item),
            };
            any |= carried;
        }
        self.emitted_modules.insert(scope, any);
        any
    }

    /// Does the bundle keep this import leaf.
    pub fn keep_leaf(&self, import: ImportId) -> bool {
        if self.reach.used_imports.contains(&import) {
            return true;
        }
        let targets = self.resolver.import_targets(import);
        if targets.is_empty() {
            return true;
        }
        targets.iter().any(|target| match target {
            Target::Module(scope) => self.emitted_modules.get(scope).copied().unwrap_or(true),
            Target::Item(item) | Target::Assoc(item, _) => self.emitted(*item),
            Target::AnyAssoc(_) | Target::External | Target::Unknown => true,
        })
    }

    /// The bundle module a crate's library becomes, or `None` for the binary.
    fn module_name(&self, krate: CrateId) -> Option<&str> {
        self.module_names[krate].as_deref()
    }

    /// Writes the text of `file`, between `window.start` and `window.end`.
    pub fn render(&mut self, file: FileId, window: Range<usize>) -> Vec<Line> {
        let edits = self.edits(file);
        self.apply(file, &edits, window)
    }

    /// The byte where the items of a crate root file start, after its inner attributes.
    pub fn prologue_end(&self, file: FileId) -> usize {
        self.model.files[file].ast.attrs.iter().map(|a| range_of(a).end).max().unwrap_or(0)
    }

    fn edits(&mut self, file: FileId) -> Vec<Edit> {
        let mut edits = Vec::new();
        self.token_edits(file, &mut edits);
        let ast = self.model.files[file].ast.clone();
        let krate = self.model.files[file].krate;
        let module = self.model.files[file].module;
        let is_root = self.model.scopes[module].parent.is_none();
        let mut pass = AstPass { emitter: self, file, krate, edits: &mut edits };
        for attr in &ast.attrs {
            pass.root_attr(attr, is_root);
        }
        for item in &ast.items {
            pass.visit_item(item);
        }
        let at = self.prologue_end(file);
        self.injections(module, file, at, &mut edits);
        for (scope, lines) in self.reexports() {
            if let Some(end) = self.module_end(scope, file) {
                let text: String = lines.iter().map(|line| format!("\n{line}")).collect();
                edits.push(Edit { range: end..end, change: Change::Replace(format!("{text}\n")) });
            }
        }
        edits
    }

    /// `use crate::ttt_core;` where a module names another crate by its name, which the
    /// bundle has as a module at its root.
    fn injections(&mut self, module: ScopeId, file: FileId, at: usize, edits: &mut Vec<Edit>) {
        let model = self.model;
        if !self.emitted_modules.get(&module).copied().unwrap_or(false) {
            return;
        }
        let krate = model.scopes[module].krate;
        let is_bin_root =
            model.crates[krate].spec.role == Role::Bin && model.scopes[module].parent.is_none();
        let mut ranges = Vec::new();
        for &item in &model.scopes[module].items {
            let it = &model.items[item];
            if !matches!(it.kind, Kind::Use | Kind::Mod(_) | Kind::ExternCrate(_))
                && self.emitted(item)
            {
                ranges.push(it.range.clone());
            }
        }
        let mentioned: BTreeSet<String> = model
            .file_tokens(file)
            .iter()
            .filter_map(|tree| match tree {
                TokenTree::Ident(ident) => {
                    let start = ident.span().byte_range().start;
                    ranges.iter().any(|r| r.contains(&start)).then(|| ident.to_string())
                }
                _ => None,
            })
            .collect();
        let mut lines = String::new();
        for (alias, &other) in &model.crates[krate].spec.externs {
            let Some(target) = self.module_name(other).map(str::to_owned) else { continue };
            let declared = model.scopes[module].names.contains_key(alias);
            let lib_emitted =
                self.emitted_modules.get(&model.root(other)).copied().unwrap_or(false);
            if !mentioned.contains(alias) || declared || !lib_emitted {
                continue;
            }
            if is_bin_root && *alias == target {
                continue;
            }
            if *alias == target {
                lines.push_str(&format!("\nuse crate::{target};"));
            } else {
                lines.push_str(&format!("\nuse crate::{target} as {alias};"));
            }
        }
        if !lines.is_empty() {
            let text = &model.files[file].text;
            let indent = next_indent(text, at);
            let lines = lines.replace('\n', &format!("\n{indent}"));
            edits.push(Edit { range: at..at, change: Change::Replace(lines) });
        }
        // Inline modules of the file get theirs where their items start.
        for item in 0..model.items.len() {
            let it = &model.items[item];
            if it.file != file || it.in_block {
                continue;
            }
            if let Kind::Mod(child) = it.kind {
                if model.scopes[child].inline && model.scopes[child].parent == Some(module) {
                    if let super::model::Node::Item(node) = &it.node {
                        if let Item::Mod(m) = &**node {
                            if let Some((brace, _)) = &m.content {
                                let open = brace.span.open().byte_range().end;
                                let inner_end = m
                                    .attrs
                                    .iter()
                                    .filter(|a| matches!(a.style, syn::AttrStyle::Inner(_)))
                                    .map(|a| range_of(a).end)
                                    .max()
                                    .unwrap_or(open)
                                    .max(open);
                                self.injections(child, file, inner_end, edits);
                            }
                        }
                    }
                }
            }
        }
    }

    /// A library's `#[macro_export]` macro is reached as `ttt_core::name!` or `$crate::name!`:
    /// in the bundle it stays where it is and is re-exported up to its library's module
    /// (`pub(crate) use self::macros::name;`), so those paths keep working and nothing lands
    /// at the bundle's root, where `main.rs` may use the name.
    fn reexports(&self) -> BTreeMap<ScopeId, Vec<String>> {
        let model = self.model;
        let mut at_end: BTreeMap<ScopeId, Vec<String>> = BTreeMap::new();
        for (id, it) in model.items.iter().enumerate() {
            let lib = model.crates[it.krate].spec.role == Role::Lib;
            if !lib
                || it.kind != Kind::MacroRules
                || !it.macro_export
                || it.in_block
                || !self.emitted(id)
            {
                continue;
            }
            let Some(name) = &it.name else { continue };
            let mut child = it.scope;
            while let Some(parent) = model.scopes[child].parent {
                let child_name = &model.scopes[child].name;
                at_end
                    .entry(parent)
                    .or_default()
                    .push(format!("pub(crate) use self::{child_name}::{name};"));
                child = parent;
            }
        }
        at_end
    }

    /// Where the items of module `scope` end in `file`, if they are written there.
    fn module_end(&self, scope: ScopeId, file: FileId) -> Option<usize> {
        let model = self.model;
        let s = &model.scopes[scope];
        if s.file != file {
            return None;
        }
        if !s.inline {
            return Some(model.files[file].text.len());
        }
        let item = s.mod_item?;
        match &model.items[item].node {
            super::model::Node::Item(node) => match &**node {
                Item::Mod(m) => {
                    m.content.as_ref().map(|(brace, _)| brace.span.close().byte_range().start)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The carried macros that need their call's place: `line!()`, `column!()`, `file!()` or
    /// `module_path!()` in a transcriber give the place of the outermost call, which the bundle
    /// moves; so does a transcriber that invokes such a macro.
    fn located_macros(&self) -> BTreeSet<ItemId> {
        let model = self.model;
        let macros: Vec<ItemId> = (0..model.items.len())
            .filter(|&i| model.items[i].kind == Kind::MacroRules && self.emitted(i))
            .collect();
        let mut located: BTreeSet<ItemId> = BTreeSet::new();
        loop {
            let mut changed = false;
            for &item in &macros {
                if located.contains(&item) {
                    continue;
                }
                let scope = model.items[item].scope;
                let needs = macro_rules_transcribers(model, item).into_iter().any(|tokens| {
                    invocations(tokens).iter().any(|(path, _)| {
                        let name = path.last().map(String::as_str).unwrap_or("");
                        PLACES.contains(&name)
                            || self
                                .resolver
                                .macros(scope, false, path)
                                .iter()
                                .any(|m| located.contains(m))
                    })
                });
                if needs {
                    located.insert(item);
                    changed = true;
                }
            }
            if !changed {
                return located;
            }
        }
    }

    /// Is this invocation, written in `file` at `offset`, of a macro that needs its place.
    fn invokes_located(&self, file: FileId, offset: usize, path: &[String]) -> bool {
        if self.located.is_empty() {
            return false;
        }
        let scope = self.scope_at(file, offset);
        self.resolver.macros(scope, false, path).iter().any(|m| self.located.contains(m))
    }

    /// The rules of a macro that needs its call's place take it first: each matcher starts with
    /// `@__at $__line:literal, ...;`, each `line!()` of a transcriber becomes `$__line`, and each
    /// call of such a macro inside passes the place on.
    fn located_rules(&mut self, file: FileId, body: &proc_macro2::Group, edits: &mut Vec<Edit>) {
        let trees: Vec<TokenTree> = body.stream().into_iter().collect();
        let mut index = 0;
        while index < trees.len() {
            if let TokenTree::Group(matcher) = &trees[index] {
                let at = matcher.span_open().byte_range().end;
                edits.push(Edit {
                    range: at..at,
                    change: Change::Replace(
                        "@__at $__line:literal, $__column:literal, $__file:literal, $__module:literal; ".into(),
                    ),
                });
                index += 1;
                while index < trees.len() && !matches!(trees[index], TokenTree::Group(_)) {
                    index += 1;
                }
                if let Some(TokenTree::Group(transcriber)) = trees.get(index) {
                    let inner: Vec<TokenTree> = transcriber.stream().into_iter().collect();
                    self.located_transcriber(file, &inner, edits);
                }
            }
            index += 1;
        }
    }

    fn located_transcriber(&mut self, file: FileId, trees: &[TokenTree], edits: &mut Vec<Edit>) {
        for (index, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => {
                    let nested_rules = index >= 3
                        && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "macro_rules");
                    if !nested_rules {
                        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                        self.located_transcriber(file, &inner, edits);
                    }
                }
                TokenTree::Ident(ident) => {
                    let Some((path, start, group)) = invocation_at(trees, index) else { continue };
                    let name = ident.to_string();
                    if PLACES.contains(&name.as_str()) && group.stream().is_empty() {
                        let variable = match name.as_str() {
                            "line" => "$__line",
                            "column" => "$__column",
                            "file" => "$__file",
                            _ => "$__module",
                        };
                        edits.push(Edit {
                            range: start..group.span().byte_range().end,
                            change: Change::Replace(variable.into()),
                        });
                    } else if self.invokes_located(file, start, &path) {
                        let at = group.span_open().byte_range().end;
                        edits.push(Edit {
                            range: at..at,
                            change: Change::Replace(
                                "@__at $__line, $__column, $__file, $__module; ".into(),
                            ),
                        });
                    }
                }
                _ => {}
            }
        }
    }

    /// Comments, `crate::` in libraries, paths to other crates, and built-in macros.
    fn token_edits(&mut self, file: FileId, edits: &mut Vec<Edit>) {
        let text = &self.model.files[file].text;
        let Ok(stream) = text.parse::<TokenStream>() else { return };
        let mut bounds = Vec::new();
        collect_bounds(stream.clone(), &mut bounds);
        bounds.sort_unstable();
        let mut previous_end = 0;
        for (start, end) in bounds {
            if start > previous_end {
                comment_edits(text, previous_end..start, edits);
            }
            previous_end = previous_end.max(end);
        }
        if text.len() > previous_end {
            comment_edits(text, previous_end..text.len(), edits);
        }
        let trees: Vec<TokenTree> = stream.into_iter().collect();
        self.level_edits(file, &trees, false, false, edits);
    }

    fn level_edits(
        &mut self,
        file: FileId,
        trees: &[TokenTree],
        in_macro_rules: bool,
        visibility: bool,
        edits: &mut Vec<Edit>,
    ) {
        let model = self.model;
        let krate = model.files[file].krate;
        let lib_module = self.module_name(krate).map(str::to_owned);
        for (index, tree) in trees.iter().enumerate() {
            let previous = index.checked_sub(1).map(|i| &trees[i]);
            match tree {
                TokenTree::Group(group) => {
                    let is_macro_rules_body = index >= 3
                        && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "macro_rules")
                        && matches!(&trees[index - 2], TokenTree::Punct(p) if p.as_char() == '!');
                    let is_visibility = group.delimiter() == Delimiter::Parenthesis
                        && matches!(previous, Some(TokenTree::Ident(i)) if i == "pub");
                    if is_macro_rules_body && !in_macro_rules {
                        let start = trees[index - 3].span().byte_range().start;
                        let located = self
                            .by_start
                            .get(&(file, start))
                            .is_some_and(|item| self.located.contains(item))
                            || self.model.items.iter().enumerate().any(|(id, it)| {
                                it.file == file
                                    && it.range.contains(&start)
                                    && it.kind == Kind::MacroRules
                                    && self.located.contains(&id)
                            });
                        if located {
                            self.located_rules(file, group, edits);
                        }
                    }
                    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                    self.level_edits(
                        file,
                        &inner,
                        in_macro_rules || is_macro_rules_body,
                        is_visibility,
                        edits,
                    );
                }
                TokenTree::Ident(ident) if ident == "crate" => {
                    let Some(module) = &lib_module else { continue };
                    if matches!(previous, Some(TokenTree::Ident(i)) if i == "extern") {
                        continue;
                    }
                    let range = ident.span().byte_range();
                    let replacement = if visibility && trees.len() == 1 {
                        format!("in crate::{module}")
                    } else {
                        format!("crate::{module}")
                    };
                    edits.push(Edit { range, change: Change::Replace(replacement) });
                }
                TokenTree::Punct(punct)
                    if punct.as_char() == ':'
                        && punct.spacing() == Spacing::Joint
                        && leading_path(trees, index) =>
                {
                    let Some(TokenTree::Ident(alias)) = trees.get(index + 2) else { continue };
                    let Some(other) = model.extern_crate(krate, &alias.to_string()) else {
                        continue;
                    };
                    let Some(target) = self.module_name(other) else { continue };
                    let range = punct.span().byte_range().start..alias.span().byte_range().end;
                    edits.push(Edit { range, change: Change::Replace(format!("crate::{target}")) });
                }
                TokenTree::Ident(ident) if !in_macro_rules => {
                    if let Some((path, start, group)) = invocation_at(trees, index) {
                        if self.invokes_located(file, start, &path) {
                            let (line, column) =
                                line_column(trees[path_start(trees, index)].span());
                            let display = &model.files[file].display;
                            let module = model.module_path(self.scope_at(file, start));
                            let at = group.span_open().byte_range().end;
                            edits.push(Edit {
                                range: at..at,
                                change: Change::Replace(format!(
                                    "@__at {line}u32, {column}u32, {display:?}, {module:?}; "
                                )),
                            });
                        }
                    }
                    let name = ident.to_string();
                    let bang = matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                    let Some(TokenTree::Group(args)) = trees.get(index + 2) else { continue };
                    if !bang || matches!(previous, Some(TokenTree::Punct(p)) if p.as_char() == '.')
                    {
                        continue;
                    }
                    // `std::line!()` counts as `line!()`.
                    let mut start = ident.span().byte_range().start;
                    if index >= 3
                        && matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == ':')
                        && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "std" || i == "core")
                    {
                        start = trees[index - 3].span().byte_range().start;
                    } else if matches!(previous, Some(TokenTree::Punct(p)) if p.as_char() == ':') {
                        continue;
                    }
                    let range = start..args.span().byte_range().end;
                    if let Some(value) =
                        self.builtin_value(file, &name, ident.span(), args.stream())
                    {
                        edits.push(Edit { range, change: Change::Replace(value) });
                    }
                }
                _ => {}
            }
        }
    }

    /// The value a built-in macro has where it is written, when the bundle must write it down.
    fn builtin_value(
        &mut self,
        file: FileId,
        name: &str,
        span: proc_macro2::Span,
        args: TokenStream,
    ) -> Option<String> {
        let model = self.model;
        let krate = model.files[file].krate;
        let (line, column) = line_column(span);
        let display = model.files[file].display.clone();
        let string_arg = || match syn::parse2::<syn::LitStr>(args.clone()) {
            Ok(text) => Some(text.value()),
            Err(_) => {
                let list = syn::parse::Parser::parse2(
                    syn::punctuated::Punctuated::<syn::LitStr, syn::Token![,]>::parse_terminated,
                    args.clone(),
                )
                .ok()?;
                list.first().map(syn::LitStr::value)
            }
        };
        match name {
            "line" => Some(format!("{line}u32")),
            "column" => Some(format!("{column}u32")),
            "file" => Some(format!("{display:?}")),
            "module_path" => {
                let offset = span.byte_range().start;
                Some(format!("{:?}", model.module_path(self.scope_at(file, offset))))
            }
            "cfg" => {
                let predicate = Predicate::parse(args).ok()?;
                match predicate.decide(&model.crates[krate].spec.features) {
                    Decided::True => Some("true".to_owned()),
                    Decided::False => Some("false".to_owned()),
                    Decided::Open(open) => Some(format!("cfg!({})", open.render())),
                }
            }
            "include_str" | "include_bytes" => {
                let relative = string_arg()?;
                let base = model.files[file].path.parent().unwrap_or(Path::new("."));
                let path = base.join(&relative);
                match std::fs::read(&path) {
                    Ok(bytes) if name == "include_bytes" => Some(byte_string(&bytes)),
                    Ok(bytes) => match String::from_utf8(bytes) {
                        Ok(text) => Some(format!("{text:?}")),
                        Err(_) => {
                            self.errors.push(format!("{display}:{line}:{column}: `include_str!(\"{relative}\")` is not UTF-8"));
                            None
                        }
                    },
                    Err(error) => {
                        self.errors.push(format!("{display}:{line}:{column}: `{name}!(\"{relative}\")`: cannot read {}: {error}", path.display()));
                        None
                    }
                }
            }
            "include" => {
                self.errors.push(format!(
                    "{display}:{line}:{column}: `include!` pastes another file's code, which the bundler does not follow; make that file a module (`mod name;`)"
                ));
                None
            }
            "env" | "option_env" => {
                let variable = string_arg()?;
                match model.crates[krate].spec.env.get(&variable) {
                    Some(value) if name == "env" => Some(format!("{value:?}")),
                    Some(value) => Some(format!("::core::option::Option::Some({value:?})")),
                    None => {
                        self.errors.push(format!(
                            "{display}:{line}:{column}: `{name}!(\"{variable}\")` reads the build machine's environment, which the judge's compiler does not have; only Cargo's own `CARGO_PKG_*` and `CARGO_CRATE_NAME` are written into the bundle"
                        ));
                        None
                    }
                }
            }
            _ => None,
        }
    }

    /// The innermost module whose text holds `offset` in `file`.
    fn scope_at(&self, file: FileId, offset: usize) -> ScopeId {
        let model = self.model;
        let mut best = model.files[file].module;
        let mut best_len = usize::MAX;
        for it in &model.items {
            if it.file != file || !it.range.contains(&offset) {
                continue;
            }
            if let Kind::Mod(scope) = it.kind {
                if model.scopes[scope].inline && it.range.len() < best_len {
                    best = scope;
                    best_len = it.range.len();
                }
            }
        }
        best
    }

    /// Applies the edits to the bytes of `window` and splits the result into lines.
    fn apply(&mut self, file: FileId, edits: &[Edit], window: Range<usize>) -> Vec<Line> {
        let model = self.model;
        let text = model.files[file].text.clone();
        let literals = multiline_literals(&text);
        let line_starts = line_starts(&text);
        let mut sorted: Vec<&Edit> = edits
            .iter()
            .filter(|e| e.range.start >= window.start && e.range.end <= window.end)
            .collect();
        sorted
            .sort_by(|a, b| a.range.start.cmp(&b.range.start).then(b.range.end.cmp(&a.range.end)));
        let mut out = Builder::new(file, &text, &line_starts, &literals);
        out.begin(window.start);
        let mut position = window.start;
        for edit in sorted {
            if edit.range.start < position
                || (edit.range.start == position
                    && edit.range.is_empty()
                    && out.last_insert == Some(position))
            {
                // Inside (or overlapping) an edit already made.
                if !(edit.range.is_empty() && edit.range.start == position) {
                    continue;
                }
            }
            out.copy(position, edit.range.start);
            out.current.edited = true;
            match &edit.change {
                Change::Delete => {}
                Change::Replace(replacement) => {
                    out.write(replacement);
                    if edit.range.is_empty() {
                        out.last_insert = Some(position);
                    }
                }
                Change::Splice(child) => {
                    let child = *child;
                    let indent = out.current_indent();
                    let window = 0..model.files[child].text.len();
                    let inner = self.render(child, window);
                    out.write(" {");
                    out.splice(inner, &format!("{indent}    "));
                    out.write(&format!("{indent}}}"));
                }
            }
            position = position.max(edit.range.end);
        }
        out.copy(position, window.end);
        out.finish()
    }
}

/// Builds lines from copied and written text.
struct Builder<'t> {
    file: FileId,
    text: &'t str,
    line_starts: &'t [usize],
    literals: &'t [Range<usize>],
    lines: Vec<Line>,
    current: Line,
    fresh: bool,
    last_insert: Option<usize>,
}

impl<'t> Builder<'t> {
    fn new(
        file: FileId,
        text: &'t str,
        line_starts: &'t [usize],
        literals: &'t [Range<usize>],
    ) -> Self {
        Builder {
            file,
            text,
            line_starts,
            literals,
            lines: Vec::new(),
            current: Line::synthetic(""),
            fresh: true,
            last_insert: None,
        }
    }

    fn in_literal(&self, offset: usize) -> bool {
        self.literals.iter().any(|r| r.start < offset && offset < r.end)
    }

    fn begin(&mut self, offset: usize) {
        self.current.starts_in_literal = self.in_literal(offset);
    }

    fn line_of(&self, offset: usize) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(index) => index + 1,
            Err(index) => index,
        }
    }

    fn copy(&mut self, from: usize, to: usize) {
        if from >= to {
            return;
        }
        let mut start = from;
        for (at, _) in self.text[from..to].match_indices('\n') {
            let end = from + at;
            self.push_original(start, end);
            self.current.ends_in_literal = self.in_literal(end);
            self.end_line();
            start = end + 1;
            self.current.starts_in_literal = self.in_literal(start);
        }
        self.push_original(start, to);
    }

    fn push_original(&mut self, from: usize, to: usize) {
        if from >= to {
            return;
        }
        if self.fresh {
            self.current.origin = Some((self.file, self.line_of(from)));
            self.fresh = false;
        }
        self.current.text.push_str(&self.text[from..to]);
    }

    fn write(&mut self, text: &str) {
        let mut parts = text.split('\n');
        if let Some(first) = parts.next() {
            self.current.text.push_str(first);
            if !first.is_empty() {
                self.fresh = false;
            }
        }
        for part in parts {
            self.end_line();
            self.current.text.push_str(part);
            if !part.is_empty() {
                self.fresh = false;
            }
        }
    }

    fn end_line(&mut self) {
        let line = std::mem::replace(&mut self.current, Line::synthetic(""));
        self.lines.push(line);
        self.fresh = true;
    }

    fn current_indent(&self) -> String {
        self.current.text.chars().take_while(|c| *c == ' ' || *c == '\t').collect()
    }

    fn splice(&mut self, inner: Vec<Line>, indent: &str) {
        self.end_line();
        for mut line in inner {
            if !line.starts_in_literal && !line.text.trim().is_empty() {
                line.text.insert_str(0, indent);
                line.indent += indent.len();
            }
            self.lines.push(line);
        }
        // The closing brace goes on a line of its own.
        if self.lines.last().is_some_and(|l| !l.text.trim().is_empty()) {
            // nothing: the next write starts a new line below
        }
    }

    fn finish(mut self) -> Vec<Line> {
        if !self.current.text.is_empty() || self.lines.is_empty() {
            self.lines.push(self.current);
        }
        self.lines
    }
}

/// Applies the AST-level changes of one file.
struct AstPass<'p, 'a> {
    emitter: &'p mut Emitter<'a>,
    file: FileId,
    krate: CrateId,
    edits: &'p mut Vec<Edit>,
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
    fn root_attr(&mut self, attr: &Attribute, crate_root: bool) {
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
        let kept: BTreeMap<usize, bool> = imports
            .iter()
            .map(|&i| (model.imports[i].range.start, self.emitter.keep_leaf(i)))
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
            defs.iter().any(|def| matches!(def, super::model::Def::Item(i) if !matches!(model.items[*i].kind, Kind::ExternCrate(_))))
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
        let Some(other) = model.extern_crate(self.krate, &name) else { return };
        let Some(target) = self.emitter.module_name(other).map(str::to_owned) else { return };
        let scope = model.files[self.file].module;
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
                        self.replace(range.end..range.end, format!("\npub(crate) use {name};"));
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

/// The byte ranges of every token and delimiter.
fn collect_bounds(tokens: TokenStream, out: &mut Vec<(usize, usize)>) {
    for tree in tokens {
        match &tree {
            TokenTree::Group(group) => {
                let open = group.span_open().byte_range();
                let close = group.span_close().byte_range();
                out.push((open.start, open.end));
                out.push((close.start, close.end));
                collect_bounds(group.stream(), out);
            }
            other => {
                let range = other.span().byte_range();
                out.push((range.start, range.end));
            }
        }
    }
}

/// The comments in a stretch of text that holds only whitespace and comments.
fn comment_edits(text: &str, gap: Range<usize>, edits: &mut Vec<Edit>) {
    let bytes = text.as_bytes();
    let mut at = gap.start;
    while at + 1 < gap.end {
        if bytes[at] == b'/' && bytes[at + 1] == b'/' {
            let end = text[at..gap.end].find('\n').map_or(gap.end, |n| at + n);
            edits.push(Edit { range: at..end, change: Change::Delete });
            at = end;
        } else if bytes[at] == b'/' && bytes[at + 1] == b'*' {
            let mut depth = 0;
            let mut end = at;
            while end + 1 < gap.end.max(end + 2).min(bytes.len()) {
                if bytes[end] == b'/' && bytes[end + 1] == b'*' {
                    depth += 1;
                    end += 2;
                } else if bytes[end] == b'*' && bytes[end + 1] == b'/' {
                    depth -= 1;
                    end += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    end += 1;
                }
            }
            edits.push(Edit { range: at..end, change: Change::Replace(" ".into()) });
            at = end;
        } else {
            at += 1;
        }
    }
}

/// The ranges of string literals (and byte and raw strings) that span lines.
fn multiline_literals(text: &str) -> Vec<Range<usize>> {
    fn walk(tokens: TokenStream, out: &mut Vec<Range<usize>>) {
        for tree in tokens {
            match tree {
                TokenTree::Group(group) => walk(group.stream(), out),
                TokenTree::Literal(literal) => {
                    let range = literal.span().byte_range();
                    if literal.to_string().contains('\n') {
                        out.push(range);
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    if let Ok(tokens) = text.parse::<TokenStream>() {
        walk(tokens, &mut out);
    }
    out
}

fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect()
}

/// Is the `::` at `trees[index]` the start of a path (`::ttt_core::x`), not a separator.
fn leading_path(trees: &[TokenTree], index: usize) -> bool {
    let second = matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
    if !second {
        return false;
    }
    match index.checked_sub(1).map(|i| &trees[i]) {
        None => true,
        Some(TokenTree::Ident(ident)) => {
            let text = ident.to_string();
            [
                "use", "return", "in", "as", "else", "let", "match", "if", "while", "mut", "dyn",
                "impl", "for", "move", "break", "yield",
            ]
            .contains(&text.as_str())
        }
        Some(TokenTree::Punct(p)) => !matches!(p.as_char(), '>' | ':' | '$'),
        Some(TokenTree::Literal(_)) => false,
        Some(TokenTree::Group(_)) => false,
    }
}

/// The indentation of the first line with text at or after `at`.
fn next_indent(text: &str, at: usize) -> String {
    for line in text[at..].lines().skip(1) {
        if !line.trim().is_empty() {
            return line.chars().take_while(|c| *c == ' ' || *c == '\t').collect();
        }
    }
    String::new()
}

/// `bytes` as a byte string literal.
fn byte_string(bytes: &[u8]) -> String {
    let mut out = String::from("b\"");
    for &byte in bytes {
        match byte {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(byte as char),
            _ => out.push_str(&format!("\\x{byte:02x}")),
        }
    }
    out.push('"');
    out
}

/// The macros whose value is the place of the outermost call.
const PLACES: &[&str] = &["line", "column", "file", "module_path"];

/// The rules' transcribers of a `macro_rules!` item.
fn macro_rules_transcribers(model: &Model, item: ItemId) -> Vec<TokenStream> {
    let super::model::Node::Item(node) = &model.items[item].node else { return Vec::new() };
    let Item::Macro(mac) = &**node else { return Vec::new() };
    let trees: Vec<TokenTree> = mac.mac.tokens.clone().into_iter().collect();
    let mut out = Vec::new();
    let mut index = 0;
    let mut matcher_seen = false;
    while index < trees.len() {
        if let TokenTree::Group(group) = &trees[index] {
            if matcher_seen {
                out.push(group.stream());
            }
            matcher_seen = !matcher_seen;
        } else if matches!(&trees[index], TokenTree::Punct(p) if p.as_char() == ';') {
            matcher_seen = false;
        }
        index += 1;
    }
    out
}

/// Every macro invocation in some tokens, outside nested `macro_rules!`: its path and the byte
/// where it starts.
fn invocations(tokens: TokenStream) -> Vec<(Vec<String>, usize)> {
    fn walk(trees: &[TokenTree], out: &mut Vec<(Vec<String>, usize)>) {
        for (index, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => {
                    let nested_rules = index >= 3
                        && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "macro_rules");
                    if !nested_rules {
                        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                        walk(&inner, out);
                    }
                }
                TokenTree::Ident(_) => {
                    if let Some((path, start, _)) = invocation_at(trees, index) {
                        out.push((path, start));
                    }
                }
                _ => {}
            }
        }
    }
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::new();
    walk(&trees, &mut out);
    out
}

/// The index of the first token of the path that ends with the identifier at `index`.
fn path_start(trees: &[TokenTree], index: usize) -> usize {
    let mut start = index;
    while start >= 3
        && matches!(&trees[start - 1], TokenTree::Punct(p) if p.as_char() == ':')
        && matches!(&trees[start - 2], TokenTree::Punct(p) if p.as_char() == ':')
        && matches!(&trees[start - 3], TokenTree::Ident(_))
    {
        start -= 3;
    }
    // `$crate::name!`
    if start >= 1 && matches!(&trees[start - 1], TokenTree::Punct(p) if p.as_char() == '$') {
        start -= 1;
    }
    start
}

/// When the identifier at `index` names a macro being invoked (`a::b::name!(..)`): its path
/// (`$crate` as `crate`), the byte where the path starts, and the group of its arguments.
fn invocation_at(
    trees: &[TokenTree],
    index: usize,
) -> Option<(Vec<String>, usize, &proc_macro2::Group)> {
    let bang = matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
    let Some(TokenTree::Group(group)) = trees.get(index + 2) else { return None };
    if !bang || index > 0 && matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == '.')
    {
        return None;
    }
    if matches!(&trees[index], TokenTree::Ident(i) if i == "macro_rules") {
        return None;
    }
    let start = path_start(trees, index);
    let mut path = Vec::new();
    let mut at = start;
    while at <= index {
        if let TokenTree::Ident(ident) = &trees[at] {
            let text = ident.to_string();
            let dollar =
                at > 0 && matches!(&trees[at - 1], TokenTree::Punct(p) if p.as_char() == '$');
            path.push(if text == "crate" && dollar { "$crate".to_owned() } else { text });
        }
        at += 1;
    }
    Some((path, trees[start].span().byte_range().start, group))
}

/// Removes what editing left behind: trailing blanks, runs of blank lines, blank lines just
/// inside braces. Lines inside string literals are left as they are.
pub fn tidy(lines: Vec<Line>) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::with_capacity(lines.len());
    for mut line in lines {
        if !line.ends_in_literal {
            let trimmed = line.text.trim_end().len();
            line.text.truncate(trimmed);
        }
        let blank = line.text.is_empty() && !line.starts_in_literal && !line.ends_in_literal;
        if blank && line.edited {
            continue;
        }
        if blank {
            let previous_blank_or_open = out
                .last()
                .is_none_or(|l| (l.text.is_empty() && !l.ends_in_literal) || l.text.ends_with('{'));
            if previous_blank_or_open {
                continue;
            }
        } else if line.text.trim_start().starts_with('}') && !line.starts_in_literal {
            while out
                .last()
                .is_some_and(|l| l.text.is_empty() && !l.ends_in_literal && !l.starts_in_literal)
            {
                out.pop();
            }
        }
        out.push(line);
    }
    while out.last().is_some_and(|l| l.text.is_empty()) {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_found_between_tokens_only() {
        let text = "a // one\n/* two /* nested */ */ b \"// not\"";
        let mut edits = Vec::new();
        comment_edits(text, 1..31, &mut edits);
        let deleted: Vec<&str> = edits.iter().map(|e| &text[e.range.clone()]).collect();
        assert_eq!(deleted, ["// one", "/* two /* nested */ */"]);
    }

    #[test]
    fn byte_strings_escape_what_they_must() {
        assert_eq!(byte_string(b"a\"\\\n\x01"), "b\"a\\\"\\\\\\n\\x01\"");
    }
}
