//! The bundler: a problem crate and everything it reaches in the workspace's libraries, as one
//! `.rs` file that a judge compiles alone (`rustc --edition 2021 -O`, std only).
//!
//! Each crate keeps its own namespace, as the field's bundlers do it: the problem's `main.rs`
//! is the file's root, and each library (the problem's own `lib.rs`, `ttt-core`, any other
//! workspace crate it depends on) is a module at the root named after the crate, with its
//! `crate::` paths pointing into that module. So no name of one crate can meet a name of
//! another, and `main.rs` may be any program.
//!
//! ```text
//! // boj16571: a single-file judge submission, ...
//! #![allow(dead_code, unused_imports, unused_macros)]
//! fn main() -> std::process::ExitCode { ttt_core::judge::run(boj16571::solve) }
//! mod boj16571 { use crate::ttt_core; ... }
//! mod ttt_core { pub mod board { ... } pub mod judge { ... } }
//! ```
//!
//! What goes in is what `fn main` reaches ([`reach`]): paths are resolved as rustc resolves
//! them ([`resolve`]), methods are kept for the types that are kept, and trait impls when their
//! trait and types are. `cfg` is settled as `cargo build --release` settles it ([`cfg`]). The
//! crates' text is copied, not reprinted ([`emit`]), so `stringify!` and friends see the same
//! tokens; comments and docs go. What cannot be carried faithfully is refused with the crate
//! file, line and column, the reason and the fix.
//!
//! Bundling is deterministic: the same sources give the same bytes.

pub mod cfg;
mod crates;
pub mod emit;
pub mod layout;
pub mod manifest;
pub mod model;
mod origin;
pub mod reach;
pub mod resolve;
pub mod walk;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _, Result};

use crate::problems::{Problem, Workspace, CORE_CRATE};
use crate::profile::Profile;
use crates::Crates;
use emit::{Emitter, Line};
use model::{Kind, Model, Reader};
pub use origin::Origin;
use resolve::{Resolver, Target};

/// How a bundle is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The crates' own layout, nested one indent per module.
    Readable,
    /// No indentation or blank lines, and only the spaces tokens need: for a judge's limit.
    Compact,
}

/// How to bundle.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The judge's limit on a submission's size, in bytes; over it the compact layout is used.
    pub size_limit: Option<usize>,
    /// Force this layout instead of choosing by size.
    pub layout: Option<Layout>,
}

/// A bundled problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    /// The problem's crate name.
    pub problem: String,
    /// The top-level `ttt-core` modules it carries, in the order `ttt-core` declares them.
    pub core_modules: Vec<String>,
    /// The file's text.
    pub source: String,
    /// The layout used.
    pub layout: Layout,
    /// Where each line came from (by 0-based line index; `None` for lines the bundler wrote).
    pub origins: Vec<Option<Origin>>,
    /// What the bundler warns about, each `file:line:column: warning: ...`.
    pub warnings: Vec<String>,
    /// The readable layout's lines, from which the other layout is made.
    lines: Vec<Line>,
}

impl Bundle {
    /// The same bundle in `layout`.
    pub fn in_layout(&self, layout: Layout) -> Bundle {
        match layout {
            Layout::Readable => Bundle { layout, ..self.clone() },
            Layout::Compact => {
                let compact = layout::compact(&self.lines);
                let origins = compact
                    .iter()
                    .map(|(index, _)| {
                        self.origins[*index].clone().map(|origin| Origin { shift: None, ..origin })
                    })
                    .collect();
                let lines: Vec<Line> = compact.into_iter().map(|(_, line)| line).collect();
                Bundle { source: text_of(&lines), layout, origins, ..self.clone() }
            }
        }
    }

    /// The file's size in bytes.
    pub fn len(&self) -> usize {
        self.source.len()
    }

    /// Is the file empty (never, for a bundle that was made).
    pub fn is_empty(&self) -> bool {
        self.source.is_empty()
    }

    /// Where 1-based line `line` of the bundle came from.
    pub fn origin(&self, line: usize) -> Option<&Origin> {
        self.origins.get(line.checked_sub(1)?)?.as_ref()
    }

    /// Compiler output about the bundle (named `file_name` there), with every `file_name:L:C`
    /// followed by the crate source it came from: `(crates/p/src/lib.rs:12:5, in fn solve)`.
    pub fn annotate(&self, text: &str, file_name: &str) -> String {
        origin::annotate(&self.origins, text, file_name)
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

/// Bundles `problem` into one file, in the readable layout unless that is over the source
/// size limit of the problem's judge.
///
/// # Errors
/// When a source cannot be read or parsed, or holds something the bundler refuses; the
/// message names each place, as `file:line:column`.
pub fn bundle(workspace: &Workspace, problem: &Problem) -> Result<Bundle> {
    // A profile that does not read is verify's to report; the bundle is then readable.
    let size_limit = Profile::load(workspace, problem)
        .ok()
        .and_then(|profile| profile.source_limit)
        .and_then(|limit| usize::try_from(limit).ok());
    bundle_with(workspace, problem, Options { size_limit, layout: None })
}

/// Bundles `problem` into one file.
///
/// # Errors
/// As [`bundle`].
pub fn bundle_with(workspace: &Workspace, problem: &Problem, options: Options) -> Result<Bundle> {
    let crates = crates::crates(workspace, problem)?;
    let display = |path: &Path| workspace.display(path);
    let model = Reader::read(crates.specs.clone(), &display)?;
    let mut errors = model.errors.clone();
    errors.extend(renamed_by_name(&model));
    let resolver = Resolver::new(&model);
    let roots = roots(&model, &mut errors, workspace, problem);
    let reach = reach::reach(&resolver, &roots);
    errors.extend(reach.errors.iter().cloned());

    let module_names = module_names(&model, &resolver);
    let mut emitter = Emitter::new(&model, &resolver, &reach, module_names.clone());

    let bin_root = model.root(0);
    let bin_file = model.scopes[bin_root].file;
    let prologue_end = emitter.prologue_end(bin_file);
    let prologue = emitter.render(bin_file, 0..prologue_end);
    let body = emitter.render(bin_file, prologue_end..model.files[bin_file].text.len());
    let mut libraries = Vec::new();
    for (krate, name) in module_names.iter().enumerate().skip(1) {
        let root = model.root(krate);
        if !emitter.module_is_emitted(root) {
            continue;
        }
        let file = model.scopes[root].file;
        let lines = emitter.render(file, 0..model.files[file].text.len());
        libraries.push((name.clone().unwrap_or_default(), lines));
    }
    errors.extend(emitter.errors.iter().cloned());
    if !errors.is_empty() {
        errors.sort();
        errors.dedup();
        bail!("cannot bundle {}:\n{}", problem.name, errors.join("\n"));
    }

    let core_modules = core_modules(&model, &emitter);
    let mut lines = header(workspace, problem, &model, &crates, &core_modules);
    lines.push(Line {
        text: "#![allow(dead_code, unused_imports, unused_macros)]".into(),
        origin: None,
        indent: 0,
        starts_in_literal: false,
        ends_in_literal: false,
        edited: false,
    });
    lines.extend(prologue);
    // Inner attributes (`#![recursion_limit]`) before items (`extern crate alloc;`).
    let mut hoisted = emitter.hoisted.clone();
    hoisted.sort_by_key(|text| !text.starts_with("#!"));
    for attr in &hoisted {
        lines.push(synthetic(attr));
    }
    let library_lines: Vec<Line> = libraries
        .into_iter()
        .flat_map(|(name, inner)| {
            // `pub`, so what a library re-exports with `pub use` may leave it.
            let mut out = vec![synthetic(""), synthetic(&format!("pub mod {name} {{"))];
            for mut line in inner {
                if !line.starts_in_literal && !line.text.trim().is_empty() {
                    line.text.insert_str(0, "    ");
                    line.indent += 4;
                }
                out.push(line);
            }
            out.push(synthetic("}"));
            out
        })
        .collect();
    if macros_leak(&model) {
        // `macro_rules!` at main.rs's root would be in scope in the libraries below it.
        lines.extend(library_lines);
        lines.push(synthetic(""));
        lines.extend(body);
    } else {
        lines.extend(body);
        lines.extend(library_lines);
    }
    let lines = emit::tidy(lines);
    let origins = origin::origins(&model, &lines);
    let warnings = unused_imports(&model, &emitter);
    let readable = Bundle {
        problem: problem.name.clone(),
        core_modules,
        source: text_of(&lines),
        layout: Layout::Readable,
        origins,
        warnings,
        lines,
    };
    let layout = match (options.layout, options.size_limit) {
        (Some(layout), _) => layout,
        (None, Some(limit)) if readable.len() > limit => Layout::Compact,
        _ => Layout::Readable,
    };
    Ok(readable.in_layout(layout))
}

/// The text of some lines, each with its line end.
fn text_of(lines: &[Line]) -> String {
    let source: String = lines.iter().map(|line| format!("{}\n", line.text)).collect();
    if source.is_empty() {
        "\n".to_owned()
    } else {
        source
    }
}

fn synthetic(text: &str) -> Line {
    Line {
        text: text.to_owned(),
        origin: None,
        indent: 0,
        starts_in_literal: false,
        ends_in_literal: false,
        edited: false,
    }
}

/// What the bundle starts from: `fn main`, and what runs or is checked without being named.
fn roots(
    model: &Model,
    errors: &mut Vec<String>,
    workspace: &Workspace,
    problem: &Problem,
) -> Vec<usize> {
    let mut roots = Vec::new();
    let bin_root = model.root(0);
    let main =
        model.scopes[bin_root].names.get("main").into_iter().flatten().find_map(|def| match def {
            model::Def::Item(item) if model.items[*item].kind == Kind::Fn => Some(*item),
            _ => None,
        });
    match main {
        Some(main) => roots.push(main),
        None => errors.push(format!(
            "{}: no `fn main` at the root of the binary",
            workspace.display(&problem.dir.join("src/main.rs"))
        )),
    }
    for (id, item) in model.items.iter().enumerate() {
        if item.in_block {
            continue;
        }
        if item.parent.is_some() {
            // A member of an impl block, whose body may hold an impl of its own: the member is
            // kept, with its block, as what it holds is in force wherever it sits.
            if holds_impl(model, item) {
                roots.push(id);
            }
            continue;
        }
        let user = model.crates[item.krate].spec.user;
        let root = match item.kind {
            Kind::MacroCall | Kind::Other => true,
            Kind::ForeignMod | Kind::ConstUnderscore if user => true,
            // An `impl` in a body holds wherever the body is never run
            // (`const _: () = { impl Display for Score { .. } };`, or in a `fn` never called).
            _ => holds_impl(model, item),
        };
        if root {
            roots.push(id);
        }
    }
    roots
}

/// What the bundler reads by its name, besides the built-ins it writes down
/// ([`emit::BUILT_INS`]): a panic hook is judged where `set_hook` is called; `assert!`,
/// `stringify!` and `dbg!` print their tokens as written. Under another name (`use std::assert as check;`) they would
/// pass unseen.
const READ_BY_NAME: [&str; 5] = ["set_hook", "assert", "debug_assert", "stringify", "dbg"];

/// Each import of something in [`READ_BY_NAME`] or [`emit::BUILT_INS`] from std under another
/// name, or of `std` or `core` itself (`use std as s;` would let `s::line!()` pass unseen too).
fn renamed_by_name(model: &Model) -> Vec<String> {
    model
        .imports
        .iter()
        .filter_map(|import| {
            let model::Leaf::Name(name) = &import.leaf else { return None };
            let from_std = matches!(import.prefix.first().map(String::as_str), Some("std" | "core"));
            let read_by_name = READ_BY_NAME.contains(&name.as_str()) || emit::BUILT_INS.contains(&name.as_str());
            let std_itself = import.prefix.is_empty() && matches!(name.as_str(), "std" | "core");
            let renamed = import.binding.as_deref() != Some(name.as_str());
            if !(renamed && (from_std && read_by_name || std_itself)) {
                return None;
            }
            let display = &model.files[model.scopes[import.scope].file].display;
            let (line, column) = import.at;
            Some(format!("{display}:{line}:{column}: `{name}` imported under another name: the bundler reads it by its name (what it prints, or what the bundle writes in its place); import it without `as`"))
        })
        .collect()
}

/// Does an item's body declare an `impl` block.
fn holds_impl(model: &Model, item: &model::Item0) -> bool {
    model.items.iter().any(|inner| {
        inner.in_block
            && inner.kind == Kind::Impl
            && inner.file == item.file
            && item.range.start <= inner.range.start
            && inner.range.end <= item.range.end
    })
}

/// Each library's module name at the bundle's root: its crate name, unless the binary's root
/// already uses that name.
fn module_names(model: &Model, resolver: &Resolver<'_>) -> Vec<Option<String>> {
    let bin_root = model.root(0);
    // A name a glob import brings in would be hidden by a module of that name.
    let globbed = resolver.glob_names(bin_root);
    let mut taken: BTreeSet<String> = model.scopes[bin_root]
        .names
        .iter()
        .filter(|(name, defs)| {
            // A `use` of the crate itself is dropped, so it does not take the name.
            !defs.iter().all(|def| match def {
                model::Def::Import(import) => {
                    model.imports[*import].names_crate_itself()
                        && model.extern_crate(0, name).is_some()
                }
                model::Def::Item(item) => matches!(model.items[*item].kind, Kind::ExternCrate(_)),
            })
        })
        .map(|(name, _)| name.clone())
        .chain(globbed)
        .collect();
    let mut names = vec![None];
    for krate in 1..model.crates.len() {
        let mut name = model.crates[krate].spec.name.clone();
        while taken.contains(&name) {
            name.push('_');
        }
        taken.insert(name.clone());
        names.push(Some(name));
    }
    names
}

/// Does main.rs declare `macro_rules!` at its root (or in a `#[macro_use]` module there),
/// whose textual scope would reach the library modules written after it.
fn macros_leak(model: &Model) -> bool {
    fn leaks(model: &Model, scope: usize) -> bool {
        model.scopes[scope].items.iter().any(|&item| {
            let it = &model.items[item];
            match it.kind {
                Kind::MacroRules => true,
                Kind::Mod(child) => it.macro_use && leaks(model, child),
                _ => false,
            }
        })
    }
    leaks(model, model.root(0))
}

/// The top-level modules of `ttt-core` the bundle carries.
fn core_modules(model: &Model, emitter: &Emitter<'_>) -> Vec<String> {
    let core_name = CORE_CRATE.replace('-', "_");
    let Some(krate) = (1..model.crates.len()).find(|&k| model.crates[k].spec.name == core_name)
    else {
        return Vec::new();
    };
    model.scopes[model.root(krate)]
        .items
        .iter()
        .filter_map(|&item| match model.items[item].kind {
            Kind::Mod(_) if emitter.emitted(item) => model.items[item].name.clone(),
            _ => None,
        })
        .collect()
}

/// The comment atop a bundle: what it is, where it comes from, and not to edit it.
fn header(
    workspace: &Workspace,
    problem: &Problem,
    model: &Model,
    crates: &Crates,
    core_modules: &[String],
) -> Vec<Line> {
    let mut words = vec![
        format!(
            "{}: a single-file judge submission, generated by `cargo xtask bundle {}`",
            problem.name, problem.name
        ),
        format!("from {}", workspace.display(&problem.dir)),
    ];
    let libraries: Vec<String> = (1..model.crates.len())
        .filter(|&k| !model.crates[k].spec.user)
        .map(|k| {
            let name = workspace.display(&crates.dirs[k]);
            if model.crates[k].spec.name == CORE_CRATE.replace('-', "_") {
                if core_modules.is_empty() {
                    format!("{name} (nothing of it)")
                } else {
                    format!("{name} (modules {})", core_modules.join(", "))
                }
            } else {
                name
            }
        })
        .collect();
    if !libraries.is_empty() {
        words.push(format!("and {}", libraries.join(" and ")));
    }
    words.push(". Edit those, not this file.".into());
    let text = words.join(" ").replace(" .", ".");
    let mut lines = Vec::new();
    let mut line = String::from("//");
    for word in text.split(' ') {
        if line.len() + 1 + word.len() > 100 && line.len() > 2 {
            lines.push(synthetic(&line));
            line = String::from("//");
        }
        line.push(' ');
        line.push_str(word);
    }
    lines.push(synthetic(&line));
    lines
}

/// Imports in the problem's own code of library items that no code of the problem uses (the
/// bundle leaves them out). A `pub use` is an export, not an unused import.
fn unused_imports(model: &Model, emitter: &Emitter<'_>) -> Vec<String> {
    let resolver = Resolver::new(model);
    resolver.recording.set(true);
    for (id, item) in model.items.iter().enumerate() {
        if item.in_block || !model.crates[item.krate].spec.user {
            continue;
        }
        let mut walker = walk::Walker::new(&resolver, item.file, item.scope);
        walker.walk_item(id);
        for (mac, scope) in walker.found.macro_calls.clone() {
            let mut inner = walk::Walker::new(&resolver, model.items[mac].file, scope);
            inner.walk_macro_body(mac, scope);
        }
    }
    let used = resolver.used_imports();
    let mut warnings = Vec::new();
    for (id, import) in model.imports.iter().enumerate() {
        let scope = &model.scopes[import.scope];
        if !model.crates[scope.krate].spec.user || used.contains(&id) || emitter.keep_leaf(id) {
            continue;
        }
        if let model::Node::Item(node) = &model.items[import.item].node {
            if matches!(&**node, syn::Item::Use(u) if !matches!(u.vis, syn::Visibility::Inherited))
            {
                continue;
            }
        }
        let targets = resolver.import_targets(id);
        let into_library = targets.iter().any(|target| {
            let krate = match target {
                Target::Module(s) => model.scopes[*s].krate,
                Target::Item(i) | Target::Assoc(i, _) => model.items[*i].krate,
                _ => return false,
            };
            !model.crates[krate].spec.user
        });
        if into_library {
            let file = &model.files[model.items[import.item].file].display;
            let mut path = import.prefix.join("::");
            match &import.leaf {
                model::Leaf::Name(name) => path = format!("{path}::{name}"),
                model::Leaf::Glob => path.push_str("::*"),
                model::Leaf::SelfModule => {}
            }
            let (line, column) = import.at;
            warnings.push(format!(
                "{file}:{line}:{column}: warning: unused import `{path}`: nothing uses it, so the bundle leaves it out"
            ));
        }
    }
    warnings
}
