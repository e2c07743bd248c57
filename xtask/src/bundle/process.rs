//! Makes one source file fit for a bundle: drops docs and unwanted attributes, rewrites paths
//! to the shared library so they work once its modules sit at the top of the file, records
//! which of its modules the file uses, and refuses what a bundle could not keep faithfully.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Group, Ident, Span, TokenStream, TokenTree};
use syn::visit::Visit;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Block, Item, ItemMod, ItemUse, Macro, Path, Stmt, UseTree};

use super::attrs::{path_text, verdict, Verdict};

/// Whose code a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A module of the shared library, reached by `crate::` from its siblings.
    Core,
    /// The problem's library: it reaches the shared library by its crate name.
    Lib,
    /// The problem's `main.rs`: it reaches the shared library and the problem's library by
    /// their crate names.
    Main,
}

/// What a file is processed against.
#[derive(Debug)]
pub struct Context<'a> {
    /// Whose code this is.
    pub role: Role,
    /// The shared library's name in paths (`ttt_core`).
    pub core_name: &'a str,
    /// The shared library's top-level modules.
    pub core_modules: &'a [String],
    /// For [`Role::Core`], the top-level module the file belongs to.
    pub own_module: Option<&'a str>,
    /// The problem library's name in paths (`boj16571`).
    pub lib_name: &'a str,
    /// Every name the crate or module declares or imports, anywhere: a path may start with one
    /// of these without naming a crate.
    pub declared: &'a BTreeSet<String>,
    /// The names of the macros its `macro_rules!` define.
    pub macros: &'a BTreeSet<String>,
}

/// Macros of std a bundle may use.
const STD_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "cfg",
    "column",
    "compile_error",
    "concat",
    "dbg",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "eprint",
    "eprintln",
    "file",
    "format",
    "format_args",
    "line",
    "matches",
    "panic",
    "print",
    "println",
    "stringify",
    "thread_local",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
    "write",
    "writeln",
];

/// Macros of std that would not mean the same in a bundle, and why.
const REFUSED_MACROS: &[(&str, &str)] = &[
    ("include", "reads a file next to the source, which the judge does not have"),
    ("include_str", "reads a file next to the source, which the judge does not have"),
    ("include_bytes", "reads a file next to the source, which the judge does not have"),
    ("env", "reads Cargo's environment, which the judge's rustc does not set"),
    ("option_env", "reads Cargo's environment, which the judge's rustc does not set"),
    ("module_path", "names the module, and the bundle moves modules"),
    ("asm", "is inline assembly"),
    ("global_asm", "is inline assembly"),
];

/// Names that may start a path without being a crate or a declared item.
const PRIMITIVES: &[&str] = &[
    "bool", "char", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "str", "u8", "u16",
    "u32", "u64", "u128", "usize",
];

const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "yield",
];

/// The result of processing one file.
#[derive(Debug, Default)]
pub struct Processed {
    /// The shared library's top-level modules the file uses (never its own).
    pub uses: BTreeSet<String>,
    /// Everything the bundler refuses, each as `file:line:column: why`.
    pub errors: Vec<String>,
}

/// Processes the items of one file whose items sit `depth` modules below the crate root.
pub fn process_items(
    context: &Context<'_>,
    display: &str,
    depth: usize,
    items: &mut Vec<Item>,
    attrs: &mut Vec<Attribute>,
) -> Processed {
    let mut processor = Processor { context, display, depth, processed: Processed::default() };
    processor.visit_attributes_mut(attrs);
    processor.items(items);
    processor.processed
}

/// Names declared or imported anywhere in `items`, and the names `macro_rules!` define there.
pub fn collect_declared(
    items: &[Item],
    names: &mut BTreeSet<String>,
    macros: &mut BTreeSet<String>,
) {
    struct Collector<'a> {
        names: &'a mut BTreeSet<String>,
        macros: &'a mut BTreeSet<String>,
    }
    impl<'ast> Visit<'ast> for Collector<'_> {
        fn visit_item(&mut self, item: &'ast Item) {
            let ident = match item {
                Item::Const(i) => Some(&i.ident),
                Item::Enum(i) => Some(&i.ident),
                Item::Fn(i) => Some(&i.sig.ident),
                Item::Mod(i) => Some(&i.ident),
                Item::Static(i) => Some(&i.ident),
                Item::Struct(i) => Some(&i.ident),
                Item::Trait(i) => Some(&i.ident),
                Item::Type(i) => Some(&i.ident),
                Item::Union(i) => Some(&i.ident),
                Item::Macro(i) => {
                    if let Some(ident) = &i.ident {
                        self.macros.insert(ident.to_string());
                    }
                    None
                }
                _ => None,
            };
            if let Some(ident) = ident {
                self.names.insert(ident.to_string());
            }
            syn::visit::visit_item(self, item);
        }
        fn visit_item_use(&mut self, item: &'ast ItemUse) {
            imported_names(&item.tree, None, self.names);
        }
        fn visit_generic_param(&mut self, param: &'ast syn::GenericParam) {
            if let syn::GenericParam::Type(param) = param {
                self.names.insert(param.ident.to_string());
            }
            syn::visit::visit_generic_param(self, param);
        }
    }
    let mut collector = Collector { names, macros };
    for item in items {
        collector.visit_item(item);
    }
}

/// The names a `use` tree brings into scope; `parent` is the segment before it, which
/// `self` stands for.
fn imported_names(tree: &UseTree, parent: Option<&Ident>, names: &mut BTreeSet<String>) {
    match tree {
        UseTree::Path(path) => imported_names(&path.tree, Some(&path.ident), names),
        UseTree::Name(name) if name.ident == "self" => {
            if let Some(parent) = parent {
                names.insert(parent.to_string());
            }
        }
        UseTree::Name(name) => {
            names.insert(name.ident.to_string());
        }
        UseTree::Rename(rename) => {
            names.insert(rename.rename.to_string());
        }
        UseTree::Glob(_) => {}
        UseTree::Group(group) => {
            for tree in &group.items {
                imported_names(tree, parent, names);
            }
        }
    }
}

struct Processor<'a> {
    context: &'a Context<'a>,
    display: &'a str,
    depth: usize,
    processed: Processed,
}

/// Where in a `use` tree the walk is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UseAt {
    /// At the first segment.
    Start,
    /// Just below the shared library's root: the next name is one of its modules.
    CoreRoot,
    /// Just below the problem library's root (in `main.rs`).
    LibRoot,
    /// Below one of the shared library's modules.
    Module,
    /// After this many `super`s (in the shared library).
    Supers(usize),
    /// Anywhere else: nothing to do.
    Rest,
}

impl Processor<'_> {
    fn error(&mut self, span: Span, message: impl Into<String>) {
        let start = span.start();
        self.processed.errors.push(format!(
            "{}:{}:{}: {}",
            self.display,
            start.line,
            start.column + 1,
            message.into()
        ));
    }

    fn crate_ident(span: Span) -> Ident {
        Ident::new("crate", span)
    }

    /// Records that the file uses the shared library's module `name`.
    fn uses_module(&mut self, ident: &Ident) {
        let name = ident.to_string();
        if self.context.core_modules.contains(&name) {
            if self.context.own_module != Some(name.as_str()) {
                self.processed.uses.insert(name);
            }
        } else {
            let modules = self.context.core_modules.join(", ");
            self.error(
                ident.span(),
                format!(
                    "`{name}` is not a module of {}, whose root only declares modules ({modules})",
                    self.context.core_name
                ),
            );
        }
    }

    /// Is this a name a path may start with here without it being an unknown crate.
    fn check_first_segment(&mut self, ident: &Ident) {
        let name = ident.to_string();
        let known = ["std", "core", "alloc", "crate", "self", "super", "Self"]
            .contains(&name.as_str())
            || PRIMITIVES.contains(&name.as_str())
            || name.starts_with(|c: char| c.is_ascii_uppercase())
            || self.context.declared.contains(&name)
            || (self.context.role != Role::Core && name == self.context.core_name)
            || (self.context.role == Role::Main && name == self.context.lib_name);
        if !known {
            self.error(
                ident.span(),
                format!(
                    "`{name}::` names a crate that is not std, core, alloc or {}: the judge has no other crates",
                    self.context.core_name
                ),
            );
        }
    }

    fn at_crate_root(&self) -> bool {
        self.depth == 0
    }

    /// Processes a list of items: attributes, refusals, then each item's insides.
    fn items(&mut self, items: &mut Vec<Item>) {
        let at_root = self.at_crate_root();
        items.retain_mut(|item| match item {
            Item::Use(item) => self.use_item(item, at_root),
            _ => true,
        });
        for item in items {
            self.visit_item_mut(item);
        }
    }

    /// Processes a `use` item; `false` when nothing of it is left.
    fn use_item(&mut self, item: &mut ItemUse, at_root: bool) -> bool {
        self.visit_attributes_mut(&mut item.attrs);
        let keep = self.use_tree(&mut item.tree, UseAt::Start, at_root);
        if keep && item.leading_colon.is_some() {
            // `use ::ttt_core::x` became `use ::crate::x`, which is not a path.
            if let UseTree::Path(path) = &item.tree {
                if path.ident == "crate" {
                    item.leading_colon = None;
                }
            }
        }
        keep
    }

    fn use_tree(&mut self, tree: &mut UseTree, at: UseAt, at_root: bool) -> bool {
        let role = self.context.role;
        match (at, tree) {
            (UseAt::Start, UseTree::Path(path)) => {
                let name = path.ident.to_string();
                let next = if role != Role::Core && name == self.context.core_name {
                    path.ident = Self::crate_ident(path.ident.span());
                    UseAt::CoreRoot
                } else if role == Role::Main && name == self.context.lib_name {
                    path.ident = Self::crate_ident(path.ident.span());
                    UseAt::LibRoot
                } else if role == Role::Core && name == "crate" {
                    UseAt::CoreRoot
                } else if role == Role::Core && name == "super" {
                    if self.depth == 1 {
                        UseAt::CoreRoot
                    } else {
                        UseAt::Supers(1)
                    }
                } else {
                    self.check_first_segment(&path.ident);
                    UseAt::Rest
                };
                self.use_tree(&mut path.tree, next, at_root)
            }
            (UseAt::Supers(count), UseTree::Path(path)) if path.ident == "super" => {
                let next = if count + 1 == self.depth {
                    UseAt::CoreRoot
                } else {
                    UseAt::Supers(count + 1)
                };
                self.use_tree(&mut path.tree, next, at_root)
            }
            (UseAt::Start, UseTree::Name(name)) => {
                let text = name.ident.to_string();
                if role != Role::Core && text == self.context.core_name
                    || role == Role::Main && text == self.context.lib_name
                {
                    // `use ttt_core;` only brings in a name that every path already has.
                    false
                } else {
                    self.check_first_segment(&name.ident);
                    true
                }
            }
            (UseAt::Start, UseTree::Rename(rename)) => {
                let text = rename.ident.to_string();
                if role != Role::Core && text == self.context.core_name
                    || role == Role::Main && text == self.context.lib_name
                {
                    self.error(
                        rename.ident.span(),
                        format!("`use {text} as {};` renames a crate, which a bundle cannot keep; use its paths", rename.rename),
                    );
                } else {
                    self.check_first_segment(&rename.ident);
                }
                true
            }
            (UseAt::CoreRoot, UseTree::Path(path)) => {
                self.uses_module(&path.ident);
                self.use_tree(&mut path.tree, UseAt::Module, at_root)
            }
            (UseAt::CoreRoot, UseTree::Name(name)) => {
                if name.ident == "self" {
                    self.error(
                        name.ident.span(),
                        format!(
                            "importing {} itself cannot be bundled; import its modules",
                            self.context.core_name
                        ),
                    );
                    return true;
                }
                self.uses_module(&name.ident);
                // At the crate root of the bundle the module is already there by that name.
                !(at_root && role != Role::Core)
            }
            (UseAt::CoreRoot, UseTree::Rename(rename)) => {
                self.uses_module(&rename.ident);
                true
            }
            (UseAt::CoreRoot, UseTree::Glob(glob)) => {
                self.error(
                    glob.star_token.span,
                    format!(
                        "a glob import of all of {} cannot be bundled: name the modules it uses",
                        self.context.core_name
                    ),
                );
                true
            }
            (UseAt::LibRoot, UseTree::Name(_) | UseTree::Glob(_)) => {
                // The problem's library items are at the bundle's root already.
                !at_root
            }
            (UseAt::Module, UseTree::Name(name)) if name.ident == "self" => {
                !(at_root && role != Role::Core)
            }
            (
                at @ (UseAt::Start
                | UseAt::CoreRoot
                | UseAt::LibRoot
                | UseAt::Module
                | UseAt::Supers(_)),
                UseTree::Group(group),
            ) => {
                let items = std::mem::take(&mut group.items);
                for mut item in items {
                    if self.use_tree(&mut item, at, at_root) {
                        group.items.push(item);
                    }
                }
                !group.items.is_empty()
            }
            _ => true,
        }
    }

    /// Checks a macro's name and rewrites the paths in its tokens.
    fn check_macro(&mut self, mac: &mut Macro) {
        let path = &mac.path;
        let last = path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        let span = path.segments.first().map_or_else(Span::call_site, |s| s.ident.span());
        if path.segments.len() == 1 && path.leading_colon.is_none() {
            if last != "macro_rules" {
                self.check_macro_name(&last, span);
            }
        } else {
            let first = path.segments[0].ident.to_string();
            if ["std", "core", "alloc"].contains(&first.as_str()) {
                self.check_macro_name(&last, span);
            } else {
                self.error(
                    span,
                    format!(
                        "macro `{}!` comes from another module or crate; the bundler only keeps std macros and `macro_rules!` used where they are defined",
                        path_text(path)
                    ),
                );
            }
        }
        mac.tokens = self.tokens(std::mem::take(&mut mac.tokens));
    }

    fn check_macro_name(&mut self, name: &str, span: Span) {
        if let Some((_, why)) = REFUSED_MACROS.iter().find(|(refused, _)| *refused == name) {
            self.error(span, format!("`{name}!` {why}"));
        } else if !STD_MACROS.contains(&name) && !self.context.macros.contains(name) {
            self.error(
                span,
                format!(
                    "macro `{name}!` is neither a std macro nor defined by a `macro_rules!` here"
                ),
            );
        }
    }

    /// Rewrites crate paths inside macro tokens and checks the macros called there.
    fn tokens(&mut self, tokens: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
        for (index, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => {
                    let mut rewritten = Group::new(group.delimiter(), self.tokens(group.stream()));
                    rewritten.set_span(group.span());
                    out.push(rewritten.into());
                }
                TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    let after_dollar = index > 0 && is_punct(&trees[index - 1], '$');
                    let after_colons = index > 1 && is_colon2(&trees, index - 2);
                    let crate_path = !after_dollar
                        && is_colon2(&trees, index + 1)
                        && (self.context.role != Role::Core && name == self.context.core_name
                            || self.context.role == Role::Main && name == self.context.lib_name);
                    if crate_path {
                        if after_colons
                            && (index < 3 || !matches!(trees[index - 3], TokenTree::Ident(_)))
                        {
                            // A leading `::` cannot stand before `crate`.
                            out.truncate(out.len() - 2);
                        }
                        if name == self.context.core_name {
                            if let Some(TokenTree::Ident(module)) = trees.get(index + 3) {
                                self.uses_module(module);
                            }
                        }
                        out.push(Self::crate_ident(ident.span()).into());
                        continue;
                    }
                    let called = !after_dollar
                        && !after_colons
                        && !KEYWORDS.contains(&name.as_str())
                        && trees.get(index + 1).is_some_and(|t| is_punct(t, '!'))
                        && matches!(trees.get(index + 2), Some(TokenTree::Group(g)) if g.delimiter() != Delimiter::None);
                    if called {
                        self.check_macro_name(&name, ident.span());
                    }
                    out.push(tree.clone());
                }
                _ => out.push(tree.clone()),
            }
        }
        out.into_iter().collect()
    }
}

fn is_punct(tree: &TokenTree, ch: char) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == ch)
}

/// Is there a `::` at `index`.
fn is_colon2(trees: &[TokenTree], index: usize) -> bool {
    matches!(
        (trees.get(index), trees.get(index + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == proc_macro2::Spacing::Joint && b.as_char() == ':'
    )
}

impl VisitMut for Processor<'_> {
    fn visit_attributes_mut(&mut self, attrs: &mut Vec<Attribute>) {
        attrs.retain(|attr| match verdict(attr) {
            Verdict::Keep => true,
            Verdict::Drop => false,
            Verdict::Refuse(why) => {
                self.error(attr.pound_token.span, why);
                false
            }
        });
    }

    fn visit_item_mut(&mut self, item: &mut Item) {
        match item {
            Item::ExternCrate(item) => {
                self.error(
                    item.extern_token.span,
                    "`extern crate` brings in another crate; a judge has std only",
                );
            }
            Item::Verbatim(tokens) => {
                let span =
                    tokens.clone().into_iter().next().map_or_else(Span::call_site, |t| t.span());
                self.error(span, "syntax the bundler cannot read");
            }
            _ => {}
        }
        visit_mut::visit_item_mut(self, item);
    }

    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        self.visit_attributes_mut(&mut module.attrs);
        if let Some((_, items)) = &mut module.content {
            self.depth += 1;
            self.items(items);
            self.depth -= 1;
        }
    }

    fn visit_item_use_mut(&mut self, _: &mut ItemUse) {
        // Done by `items` and `visit_block_mut`, which can drop what is no longer needed.
    }

    fn visit_block_mut(&mut self, block: &mut Block) {
        block.stmts.retain_mut(|stmt| match stmt {
            Stmt::Item(Item::Use(item)) => self.use_item(item, false),
            _ => true,
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_macro_mut(&mut self, mac: &mut Macro) {
        self.check_macro(mac);
    }

    fn visit_attribute_mut(&mut self, _: &mut Attribute) {
        // Attribute paths (`rustfmt::skip`) are not crate paths; `visit_attributes_mut` has
        // already judged every attribute.
    }

    fn visit_path_mut(&mut self, path: &mut Path) {
        visit_mut::visit_path_mut(self, path);
        if path.segments.len() < 2 {
            return;
        }
        let first = path.segments[0].ident.clone();
        let name = first.to_string();
        let role = self.context.role;
        if role != Role::Core && name == self.context.core_name {
            path.segments[0].ident = Self::crate_ident(first.span());
            path.leading_colon = None;
            let module = path.segments[1].ident.clone();
            self.uses_module(&module);
        } else if role == Role::Main && name == self.context.lib_name {
            path.segments[0].ident = Self::crate_ident(first.span());
            path.leading_colon = None;
        } else if role == Role::Core && name == "crate" {
            let module = path.segments[1].ident.clone();
            self.uses_module(&module);
        } else if role == Role::Core && name == "super" {
            let supers = path.segments.iter().take_while(|s| s.ident == "super").count();
            if supers == self.depth && supers < path.segments.len() {
                let module = path.segments[supers].ident.clone();
                self.uses_module(&module);
            }
        } else {
            self.check_first_segment(&first);
        }
    }
}
