//! Writes the crates' own text into the bundle, changed only where it must be: items the
//! bundle does not carry are cut out, `mod name;` takes its file's text, paths to other crates
//! and `crate::` in a library point at the library's module, decided `cfg`s are settled,
//! built-in macros that depend on where code sits are replaced by their values, and comments
//! and docs go. Everything else keeps its bytes, so `stringify!` and formatting see the same
//! tokens as in the workspace.

mod ast;
mod lines;
mod printed;
mod tokens;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ops::Range;

use proc_macro2::TokenTree;
use syn::visit::Visit;
use syn::Item;

use super::model::{range_of, CrateId, FileId, ImportId, ItemId, Kind, Model, Role, ScopeId};
use super::reach::Reach;
use super::resolve::{Resolver, Target};
use ast::AstPass;
use lines::{line_starts, multiline_literals, Builder};
pub use lines::{tidy, Line};

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

/// The built-in macros whose value the bundle writes down where they are called.
pub(super) const BUILT_INS: &[&str] = &[
    "line",
    "column",
    "file",
    "module_path",
    "cfg",
    "include",
    "include_str",
    "include_bytes",
    "env",
    "option_env",
];

/// Text the program prints as written, which no edit of the bundle may change.
#[derive(Clone, Debug)]
struct Printed {
    file: FileId,
    range: Range<usize>,
    /// What prints it.
    what: String,
    /// Exactly the printed text, or a call's arguments held to it whole; `false` for the
    /// arguments of a template's internal rule (`$crate::name!(@rule ..)`), where a `$crate`
    /// is let be.
    exact: bool,
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
    /// Text the program prints as written (an `assert!` without a message, the arguments a
    /// macro `stringify!`s), where no edit of the bundle may fall: file, bytes, what prints it.
    printed: Vec<Printed>,
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
            printed: Vec::new(),
            errors: Vec::new(),
        };
        for scope in 0..model.scopes.len() {
            if !model.scopes[scope].is_block {
                emitter.module_emitted(scope);
            }
        }
        emitter.located = emitter.located_macros();
        emitter.check_located();
        emitter
    }

    /// `file:line:column` of a byte of a file.
    fn place(&self, file: FileId, offset: usize) -> String {
        let text = &self.model.files[file].text;
        let before = &text[..offset.min(text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        format!("{}:{line}:{column}", self.model.files[file].display)
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
        self.check_printed(file, &edits);
        edits
    }

    /// An edit inside text the program prints as written would change what it prints: the
    /// first one of each such text is an error (unless the text itself is left out).
    fn check_printed(&mut self, file: FileId, edits: &[Edit]) {
        let regions: Vec<Printed> =
            self.printed.iter().filter(|p| p.file == file).cloned().collect();
        let text = &self.model.files[file].text;
        for Printed { range: region, what, exact, .. } in regions {
            let left_out = edits.iter().any(|e| {
                matches!(e.change, Change::Delete)
                    && e.range.start <= region.start
                    && region.end <= e.range.end
            });
            let inside = edits.iter().find(|e| {
                // `$crate` where the region lets it be (a template's internal rule).
                let dollar_crate = text[..e.range.start].ends_with('$');
                // A comment is a blank to `stringify!`; the place a located macro is given is
                // not in its caller's text.
                let edited = &text[e.range.clone()];
                let comment = edited.starts_with("//") || edited.starts_with("/*");
                let place = matches!(&e.change, Change::Replace(new) if new.starts_with("@__at"));
                let overlaps = if e.range.is_empty() {
                    region.start <= e.range.start && e.range.start <= region.end
                } else {
                    e.range.start < region.end && region.start < e.range.end
                };
                overlaps && !comment && !place && (exact || !dollar_crate)
            });
            let (Some(edit), false) = (inside, left_out) else { continue };
            let place = self.place(file, edit.range.start);
            let written = match &edit.change {
                Change::Replace(new) => {
                    format!("`{}` for `{}`", new.trim(), &text[edit.range.clone()])
                }
                Change::Delete => format!("nothing for `{}`", &text[edit.range.clone()]),
                Change::Splice(_) => "a module's text".to_owned(),
            };
            self.errors.push(format!(
                "{place}: {what}, and the bundle writes {written} there (a library's `crate::`, a built-in's value, another crate's path); give it a message of your own, or keep such names out of it"
            ));
        }
        self.printed.retain(|p| p.file != file);
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
        let tokens = model.file_tokens(file);
        let inside =
            |tree: &TokenTree| ranges.iter().any(|r| r.contains(&tree.span().byte_range().start));
        let mut mentioned: BTreeSet<String> = BTreeSet::new();
        for (index, tree) in tokens.iter().enumerate() {
            let TokenTree::Ident(ident) = tree else { continue };
            if !inside(tree) {
                continue;
            }
            mentioned.insert(ident.to_string());
            // A macro's body names crates where it is called: count what the bodies of the
            // macros called here name.
            if matches!(tokens.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!') {
                let name = ident.to_string();
                for ((_, macro_name), items) in &model.macros {
                    if *macro_name == name {
                        for &item in items {
                            mentioned.extend(transcriber_names(model, item));
                        }
                    }
                }
            }
        }
        let mut lines = String::new();
        for (alias, &other) in &model.crates[krate].spec.externs {
            let Some(target) = self.module_name(other).map(str::to_owned) else { continue };
            // A glob's name is found before a crate of the same name.
            let declared = model.scopes[module].names.contains_key(alias)
                || self.resolver.glob_names(module).contains(alias);
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
            if it.file != file {
                continue;
            }
            if let Kind::Mod(child) = it.kind {
                // A module declared in a body is a module of the module the body is in.
                let parent = model.scopes[child].parent.map(|p| model.module_of(p));
                if model.scopes[child].inline && parent == Some(module) {
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
            .filter(|e| {
                // An insertion where two windows meet belongs to the second one, so it is made
                // once; at the end of the file, to the window that ends there.
                let inside = e.range.start >= window.start && e.range.end <= window.end;
                let at_end = e.range.is_empty() && e.range.start == window.end;
                inside && (!at_end || window.end == text.len())
            })
            .collect();
        // At one place, an insertion comes before what starts there: `use crate::ttt_core;`
        // at the top of a file stays though the file's first item is left out.
        sorted.sort_by(|a, b| {
            a.range
                .start
                .cmp(&b.range.start)
                .then(b.range.is_empty().cmp(&a.range.is_empty()))
                .then(b.range.end.cmp(&a.range.end))
        });
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

/// Every name the transcribers of a `macro_rules!` item mention.
fn transcriber_names(model: &Model, item: ItemId) -> BTreeSet<String> {
    fn walk(tokens: proc_macro2::TokenStream, out: &mut BTreeSet<String>) {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) => {
                    out.insert(ident.to_string());
                }
                TokenTree::Group(group) => walk(group.stream(), out),
                _ => {}
            }
        }
    }
    let mut out = BTreeSet::new();
    for tokens in tokens::macro_rules_transcribers(model, item) {
        walk(tokens, &mut out);
    }
    out
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
