//! The bundler: one problem crate and the `ttt-core` modules it uses, as one `.rs` file that a
//! judge compiles alone with `rustc --edition 2021 -O`.
//!
//! The file holds, in order: a comment naming the problem, the problem's library items at the
//! top level (its module files inlined), the items of its `main.rs`, and each `ttt-core` module
//! it needs as `mod <name> { ... }` at the top level. So `crate::board::Board` inside `ttt-core`
//! still works, and the problem's `ttt_core::` and `<problem>::` paths become `crate::` paths.
//!
//! A `ttt-core` module is included when the problem's code names it (`ttt_core::<module>`),
//! when an included module names it (`crate::<module>`, or `super::<module>` from its top), or
//! when it has an `impl` for a type of an included module: methods of such an `impl` can be
//! called without naming the module that holds them. So `boj17825`, which uses none of the
//! tic-tac-toe modules, carries none of them.
//!
//! Test code (`#[cfg(test)]`, `#[test]`) and docs are dropped. The bundler refuses, naming the
//! file and line, what it cannot carry faithfully: dependencies outside the workspace,
//! `extern crate`, glob imports of the whole library, macros that are neither std's nor
//! defined where they are used, `#[path]`, `include!`, `env!` and the like.
//!
//! Bundling is deterministic: the same sources give the same bytes.

mod attrs;
mod load;
mod print;
mod process;
mod shake;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _, Result};
use syn::visit::Visit;
use syn::{Attribute, Item, ItemMod};

use crate::problems::{runtime_dependencies, Problem, Workspace, CORE_CRATE};
use load::{load_crate, SourceFile};
use process::{collect_declared, process_items, Context, Role};

/// The most a bundle may weigh, in bytes: judges cap the size of a submission.
pub const SIZE_LIMIT: usize = 16 * 1024;

/// A bundled problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// The problem's crate name.
    pub problem: String,
    /// The `ttt-core` modules it carries, in the order `ttt-core` declares them.
    pub core_modules: Vec<String>,
    /// The file's text.
    pub source: String,
}

impl Bundle {
    /// The file's size in bytes.
    pub fn len(&self) -> usize {
        self.source.len()
    }

    /// Is the file empty (never, for a bundle that was made).
    pub fn is_empty(&self) -> bool {
        self.source.is_empty()
    }
}

/// Where bundles are written: `<target dir>/submit`.
pub fn submit_dir(target_dir: &Path) -> PathBuf {
    target_dir.join("submit")
}

/// Bundles `problem` and writes it to `<dir>/<problem>.rs`, returning the bundle and the path.
///
/// # Errors
/// When the problem cannot be bundled or the file cannot be written.
pub fn write(workspace: &Workspace, problem: &Problem, dir: &Path) -> Result<(Bundle, PathBuf)> {
    let bundle = bundle(workspace, problem)?;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let path = dir.join(format!("{}.rs", problem.name));
    std::fs::write(&path, &bundle.source)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok((bundle, path))
}

/// A module of the shared library, ready to be put in a bundle.
struct CoreModule {
    /// Its `mod` item from the library root, with the module's items inside.
    item: ItemMod,
    /// The other modules it names.
    uses: BTreeSet<String>,
    /// The types and traits it defines.
    defines: BTreeSet<String>,
    /// The names of the types its `impl` blocks are for.
    impls_for: BTreeSet<String>,
}

/// Bundles `problem` into one file.
///
/// # Errors
/// When a source cannot be read or parsed, or holds something the bundler refuses; the
/// message names each place, as `file:line:column`.
pub fn bundle(workspace: &Workspace, problem: &Problem) -> Result<Bundle> {
    let core_name = CORE_CRATE.replace('-', "_");
    check_manifest(workspace, &problem.dir, &[CORE_CRATE])?;
    check_manifest(workspace, &workspace.core_dir(), &[])?;
    let mut errors = Vec::new();
    let mut root_attrs = Vec::new();

    let core_root = load_crate(workspace, &workspace.core_dir().join("src").join("lib.rs"))?;
    let core = core_modules(core_root, &core_name, &mut root_attrs, &mut errors);
    let module_names: Vec<String> = core.keys().cloned().collect();

    let lib_name = problem.lib_name();
    let mut problem_uses = BTreeSet::new();
    let mut problem_items = Vec::new();
    let mut root_names = Vec::new();
    for (file, role) in [("lib.rs", Role::Lib), ("main.rs", Role::Main)] {
        let path = problem.dir.join("src").join(file);
        if role == Role::Lib && !path.is_file() {
            continue;
        }
        let source = load_crate(workspace, &path)?;
        let (items, uses) = process_crate(
            source,
            &Context {
                role,
                core_name: &core_name,
                core_modules: &module_names,
                own_module: None,
                lib_name: &lib_name,
                declared: &BTreeSet::new(),
                macros: &BTreeSet::new(),
            },
            &mut root_attrs,
            &mut errors,
            &mut root_names,
        );
        problem_uses.extend(uses);
        problem_items.extend(items);
    }
    if !problem_items.iter().any(|item| matches!(item, Item::Fn(f) if f.sig.ident == "main")) {
        errors
            .push(format!("{}: no `fn main`", workspace.display(&problem.dir.join("src/main.rs"))));
    }

    let needed = needed_modules(&core, &problem_uses);
    for (name, place) in &root_names {
        if needed.contains(name) {
            errors.push(format!(
                "{place}: `{name}` would clash with the {CORE_CRATE} module `{name}` at the top of the bundle; rename it"
            ));
        }
    }
    if !errors.is_empty() {
        errors.sort();
        errors.dedup();
        bail!("cannot bundle {}:\n{}", problem.name, errors.join("\n"));
    }

    let mut by_position: Vec<(usize, ItemMod)> = core
        .into_iter()
        .filter(|(name, _)| needed.contains(name))
        .map(|(_, (index, module))| (index, module.item))
        .collect();
    by_position.sort_by_key(|(index, _)| *index);
    let mut modules: Vec<shake::Module> = by_position
        .iter_mut()
        .map(|(_, item)| shake::Module {
            name: item.ident.to_string(),
            items: item.content.take().map(|(_, items)| items).unwrap_or_default(),
        })
        .collect();
    shake::shake(&mut modules, &problem_items);
    let core_modules: Vec<String> = modules.iter().map(|module| module.name.clone()).collect();
    let mut core_items = Vec::new();
    for module in modules {
        if let Some((_, mut item)) =
            by_position.iter().find(|(_, item)| item.ident == module.name).cloned()
        {
            item.content = Some((Default::default(), module.items));
            core_items.push(Item::Mod(item));
        }
    }

    let mut attrs = allow_attrs();
    attrs.extend(root_attrs);
    let mut items = problem_items;
    items.extend(core_items);
    let file = syn::File { shebang: None, frontmatter: None, attrs, items };
    let mut body = print::pretty(&file);
    let mut notes = vec![
        format!("{}: a single-file judge submission,", problem.name),
        format!("generated by `cargo xtask bundle {}`", problem.name),
        format!("from crates/{}", problem.name),
    ];
    if core_modules.is_empty() {
        notes.push(format!("and no {CORE_CRATE} module."));
    } else {
        let noun = if core_modules.len() == 1 { "module" } else { "modules" };
        notes.push(format!("and the {CORE_CRATE} {noun}"));
        let count = core_modules.len();
        for (index, module) in core_modules.iter().enumerate() {
            notes.push(format!("{module}{}", if index + 1 == count { "." } else { "," }));
        }
    }
    notes.push("Edit those, not this file.".to_owned());
    if body.len() > SIZE_LIMIT {
        body = print::compact(&file);
        notes.push("Compact layout: the readable one is over 16 KiB.".to_owned());
    }
    let source = format!("{}\n{body}", comment(&notes.join(" ")));
    Ok(Bundle { problem: problem.name.clone(), core_modules, source })
}

/// `text` as `//` comment lines of at most 100 characters.
fn comment(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::from("//");
    for word in text.split(' ') {
        if line.len() + 1 + word.len() > 100 && line.len() > 2 {
            out.push_str(&line);
            out.push('\n');
            line = String::from("//");
        }
        line.push(' ');
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// `#![allow(dead_code, unused_imports)]`: a bundle carries whole modules, so some of their
/// items go unused, and the judge's compiler need not say so.
fn allow_attrs() -> Vec<Attribute> {
    let file: syn::File =
        syn::parse_str("#![allow(dead_code, unused_imports)]").unwrap_or_else(|_| syn::File {
            shebang: None,
            frontmatter: None,
            attrs: Vec::new(),
            items: Vec::new(),
        });
    file.attrs
}

/// Refuses a crate whose manifest depends on anything but `allowed` (or has a build script).
fn check_manifest(workspace: &Workspace, dir: &Path, allowed: &[&str]) -> Result<()> {
    let manifest = dir.join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest)
        .with_context(|| format!("cannot read {}", manifest.display()))?;
    let display = workspace.display(&manifest);
    for (name, line) in runtime_dependencies(&text) {
        if !allowed.contains(&name.as_str()) {
            bail!(
                "{display}:{line}: dependency `{name}` is not in the workspace's bundle; a judge has std only"
            );
        }
    }
    if dir.join("build.rs").is_file() {
        bail!("{}: a build script cannot reach a judge", workspace.display(&dir.join("build.rs")));
    }
    Ok(())
}

/// Processes every module of the shared library, by name, each with its position at the root.
fn core_modules(
    root: SourceFile,
    core_name: &str,
    root_attrs: &mut Vec<Attribute>,
    errors: &mut Vec<String>,
) -> BTreeMap<String, (usize, CoreModule)> {
    let mut root = root;
    keep_root_attrs(&root.display, std::mem::take(&mut root.attrs), root_attrs, errors);
    let mut declarations = Vec::new();
    for item in std::mem::take(&mut root.items) {
        match item {
            Item::Mod(module) => declarations.push(module),
            other => errors.push(format!(
                "{}:{}: {CORE_CRATE}'s root may only declare modules (`pub mod name;`), so that each can be bundled alone",
                root.display,
                item_line(&other)
            )),
        }
    }
    let module_names: Vec<String> = declarations.iter().map(|m| m.ident.to_string()).collect();
    let mut children: BTreeMap<String, SourceFile> = root.children.into_iter().collect();
    let mut modules = BTreeMap::new();
    for (index, mut declaration) in declarations.into_iter().enumerate() {
        let name = declaration.ident.to_string();
        let source = match (declaration.content.take(), children.remove(&name)) {
            (_, Some(file)) => file,
            (Some((_, items)), None) => SourceFile {
                display: root.display.clone(),
                depth: 1,
                attrs: Vec::new(),
                items,
                children: Vec::new(),
            },
            (None, None) => continue,
        };
        let mut declared: BTreeSet<String> = module_names.iter().cloned().collect();
        let mut macros = BTreeSet::new();
        for file in source.all() {
            collect_declared(&file.items, &mut declared, &mut macros);
        }
        let context = Context {
            role: Role::Core,
            core_name,
            core_modules: &module_names,
            own_module: Some(&name),
            lib_name: "",
            declared: &declared,
            macros: &macros,
        };
        let mut source = source;
        let mut uses = BTreeSet::new();
        process_tree(&mut source, &context, &mut uses, errors, None);
        // The declaration's own attributes, judged like any other.
        let mut attrs = std::mem::take(&mut declaration.attrs);
        let mut holder = Vec::new();
        let processed = process_items(&context, &root.display, 0, &mut holder, &mut attrs);
        errors.extend(processed.errors);
        let inner = source.attrs.clone();
        let items = source.into_items();
        let mut defines = BTreeSet::new();
        let mut impls_for = BTreeSet::new();
        TypeCollector { defines: &mut defines, impls_for: &mut impls_for }.visit_file(&syn::File {
            shebang: None,
            frontmatter: None,
            attrs: Vec::new(),
            items: items.clone(),
        });
        attrs.extend(inner);
        declaration.attrs = attrs;
        declaration.content = Some((Default::default(), items));
        declaration.semi = None;
        modules.insert(name, (index, CoreModule { item: declaration, uses, defines, impls_for }));
    }
    modules
}

/// Processes a file and the files below it; `root_attrs` is given for a crate root, whose
/// inner attributes are the crate's rather than a module's.
fn process_tree(
    file: &mut SourceFile,
    context: &Context<'_>,
    uses: &mut BTreeSet<String>,
    errors: &mut Vec<String>,
    root_attrs: Option<&mut Vec<Attribute>>,
) {
    let mut attrs = std::mem::take(&mut file.attrs);
    if let Some(root_attrs) = root_attrs {
        keep_root_attrs(&file.display, std::mem::take(&mut attrs), root_attrs, errors);
    }
    let processed = process_items(context, &file.display, file.depth, &mut file.items, &mut attrs);
    file.attrs = attrs;
    uses.extend(processed.uses);
    errors.extend(processed.errors);
    for (_, child) in &mut file.children {
        process_tree(child, context, uses, errors, None);
    }
}

/// Processes the problem's library or binary crate: its items, and the shared library's
/// modules they use. Names its root defines are added to `root_names`, with their place.
fn process_crate(
    mut source: SourceFile,
    context: &Context<'_>,
    root_attrs: &mut Vec<Attribute>,
    errors: &mut Vec<String>,
    root_names: &mut Vec<(String, String)>,
) -> (Vec<Item>, BTreeSet<String>) {
    let mut declared = BTreeSet::new();
    let mut macros = BTreeSet::new();
    for file in source.all() {
        collect_declared(&file.items, &mut declared, &mut macros);
    }
    let context = Context { declared: &declared, macros: &macros, ..*context };
    let mut uses = BTreeSet::new();
    process_tree(&mut source, &context, &mut uses, errors, Some(root_attrs));
    for item in &source.items {
        for (name, line) in root_item_names(item) {
            root_names.push((name, format!("{}:{line}", source.display)));
        }
    }
    (source.into_items(), uses)
}

/// Keeps the crate-level attributes a bundle root can carry and drops docs and lint levels,
/// which belong to the library crate (`#![deny(missing_docs)]` would fail without the docs).
fn keep_root_attrs(
    display: &str,
    attrs: Vec<Attribute>,
    kept: &mut Vec<Attribute>,
    errors: &mut Vec<String>,
) {
    for attr in attrs {
        let name = attrs::path_text(attr.path());
        match name.as_str() {
            "doc" | "allow" | "warn" | "deny" | "forbid" | "expect" => {}
            "recursion_limit" | "type_length_limit" => {
                if !kept.iter().any(|k| k.path().is_ident(&name)) {
                    kept.push(attr);
                }
            }
            _ => {
                let start = attr.pound_token.span.start();
                errors.push(format!(
                    "{display}:{}:{}: crate attribute `#![{name}]` cannot be carried into a bundle",
                    start.line,
                    start.column + 1
                ));
            }
        }
    }
}

/// The modules a bundle needs: those the problem uses, and everything they need in turn.
fn needed_modules(
    core: &BTreeMap<String, (usize, CoreModule)>,
    problem_uses: &BTreeSet<String>,
) -> BTreeSet<String> {
    let mut needed = BTreeSet::new();
    let mut queue: Vec<String> = problem_uses.iter().cloned().collect();
    while let Some(name) = queue.pop() {
        if !needed.insert(name.clone()) {
            continue;
        }
        let Some((_, module)) = core.get(&name) else { continue };
        queue.extend(module.uses.iter().cloned());
        // A module that implements something for one of this module's types comes along:
        // its methods can be called without naming it.
        for (other, (_, candidate)) in core {
            if *other != name
                && candidate.uses.contains(&name)
                && candidate
                    .impls_for
                    .iter()
                    .any(|ty| module.defines.contains(ty) && !candidate.defines.contains(ty))
            {
                queue.push(other.clone());
            }
        }
    }
    needed
}

/// The names a root item puts into the type namespace, with their line.
fn root_item_names(item: &Item) -> Vec<(String, usize)> {
    let line = |ident: &syn::Ident| ident.span().start().line;
    match item {
        Item::Mod(i) => vec![(i.ident.to_string(), line(&i.ident))],
        Item::Struct(i) => vec![(i.ident.to_string(), line(&i.ident))],
        Item::Enum(i) => vec![(i.ident.to_string(), line(&i.ident))],
        Item::Union(i) => vec![(i.ident.to_string(), line(&i.ident))],
        Item::Trait(i) => vec![(i.ident.to_string(), line(&i.ident))],
        Item::Type(i) => vec![(i.ident.to_string(), line(&i.ident))],
        Item::Use(i) => {
            let mut names = Vec::new();
            use_leaves(&i.tree, None, &mut names);
            names
        }
        _ => Vec::new(),
    }
}

fn use_leaves(tree: &syn::UseTree, parent: Option<&syn::Ident>, names: &mut Vec<(String, usize)>) {
    match tree {
        syn::UseTree::Path(path) => use_leaves(&path.tree, Some(&path.ident), names),
        syn::UseTree::Name(name) => {
            let ident =
                if name.ident == "self" { parent.unwrap_or(&name.ident) } else { &name.ident };
            names.push((ident.to_string(), name.ident.span().start().line));
        }
        syn::UseTree::Rename(rename) => {
            names.push((rename.rename.to_string(), rename.rename.span().start().line));
        }
        syn::UseTree::Glob(_) => {}
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                use_leaves(tree, parent, names);
            }
        }
    }
}

fn item_line(item: &Item) -> usize {
    struct First(Option<usize>);
    impl<'ast> Visit<'ast> for First {
        fn visit_ident(&mut self, ident: &'ast syn::Ident) {
            self.0.get_or_insert(ident.span().start().line);
        }
    }
    let mut first = First(None);
    first.visit_item(item);
    first.0.unwrap_or(0)
}

/// Collects the types a module defines and the types its `impl` blocks are for.
struct TypeCollector<'a> {
    defines: &'a mut BTreeSet<String>,
    impls_for: &'a mut BTreeSet<String>,
}

impl<'ast> Visit<'ast> for TypeCollector<'_> {
    fn visit_item(&mut self, item: &'ast Item) {
        let defined = match item {
            Item::Struct(i) => Some(&i.ident),
            Item::Enum(i) => Some(&i.ident),
            Item::Union(i) => Some(&i.ident),
            Item::Type(i) => Some(&i.ident),
            Item::Trait(i) => Some(&i.ident),
            _ => None,
        };
        if let Some(ident) = defined {
            self.defines.insert(ident.to_string());
        }
        if let Item::Impl(item) = item {
            if let syn::Type::Path(path) = &*item.self_ty {
                if let Some(last) = path.path.segments.last() {
                    self.impls_for.insert(last.ident.to_string());
                }
            }
        }
        syn::visit::visit_item(self, item);
    }
}
