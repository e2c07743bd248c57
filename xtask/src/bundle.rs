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
pub mod emit;
pub mod layout;
pub mod manifest;
pub mod model;
pub mod reach;
pub mod resolve;
pub mod walk;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context as _, Result};

use crate::problems::{Problem, Workspace, CORE_CRATE};
use crate::profile::Profile;
use emit::{Emitter, Line};
use manifest::Manifest;
use model::{CrateSpec, Kind, Model, Reader, Role};
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

/// Where a line of a bundle came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The source file, relative to the workspace root.
    pub file: String,
    /// Its 1-based line there.
    pub line: usize,
    /// How many bytes the bundle put before the original text on this line.
    pub shift: usize,
    /// The item the line is in (`fn solve`, `impl Board / fn count`), when known.
    pub item: Option<String>,
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

    /// Where 1-based line `line` of the bundle came from.
    pub fn origin(&self, line: usize) -> Option<&Origin> {
        self.origins.get(line.checked_sub(1)?)?.as_ref()
    }

    /// Compiler output about the bundle (named `file_name` there), with every `file_name:L:C`
    /// followed by the crate source it came from: `(crates/p/src/lib.rs:12:5, in fn solve)`.
    pub fn annotate(&self, text: &str, file_name: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find(file_name) {
            let after = &rest[at + file_name.len()..];
            out.push_str(&rest[..at + file_name.len()]);
            rest = after;
            let Some(position) = after.strip_prefix(':') else { continue };
            let digits: String = position.chars().take_while(char::is_ascii_digit).collect();
            let Ok(line) = digits.parse::<usize>() else { continue };
            let after_line = &position[digits.len()..];
            let column_digits: String = after_line
                .strip_prefix(':')
                .map(|c| c.chars().take_while(char::is_ascii_digit).collect())
                .unwrap_or_default();
            let consumed = 1
                + digits.len()
                + if column_digits.is_empty() { 0 } else { 1 + column_digits.len() };
            out.push_str(&after[..consumed]);
            rest = &after[consumed..];
            if let Some(origin) = self.origin(line) {
                let column = column_digits
                    .parse::<usize>()
                    .ok()
                    .map(|c| format!(":{}", c.saturating_sub(origin.shift).max(1)))
                    .unwrap_or_default();
                let item = origin.item.as_ref().map(|i| format!(", in {i}")).unwrap_or_default();
                out.push_str(&format!(" ({}:{}{column}{item})", origin.file, origin.line));
            }
        }
        out.push_str(rest);
        out
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

/// The crates of a problem, read from their manifests.
struct Crates {
    specs: Vec<CrateSpec>,
    /// For each spec, the package folder it comes from (for the header).
    dirs: Vec<PathBuf>,
}

/// Bundles `problem` into one file.
///
/// # Errors
/// As [`bundle`].
pub fn bundle_with(workspace: &Workspace, problem: &Problem, options: Options) -> Result<Bundle> {
    let crates = crates(workspace, problem)?;
    let display = |path: &Path| workspace.display(path);
    let model = Reader::read(crates.specs.clone(), &display)?;
    let mut errors = model.errors.clone();
    let resolver = Resolver::new(&model);
    let roots = roots(&model, &mut errors, workspace, problem);
    let reach = reach::reach(&resolver, &roots);
    errors.extend(reach.errors.iter().cloned());

    let module_names = module_names(&model);
    let mut emitter = Emitter::new(&model, &resolver, &reach, module_names.clone());
    check_exported_macros(&model, &emitter, &mut errors);

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
    for attr in &emitter.hoisted {
        lines.push(synthetic(attr));
    }
    let library_lines: Vec<Line> = libraries
        .into_iter()
        .flat_map(|(name, inner)| {
            let mut out = vec![synthetic(""), synthetic(&format!("mod {name} {{"))];
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
    let readable_size = size(&lines);
    let layout = match (options.layout, options.size_limit) {
        (Some(layout), _) => layout,
        (None, Some(limit)) if readable_size > limit => Layout::Compact,
        _ => Layout::Readable,
    };
    let lines = match layout {
        Layout::Readable => lines,
        Layout::Compact => layout::compact(&lines),
    };
    let mut source: String = lines.iter().map(|line| format!("{}\n", line.text)).collect();
    if source.is_empty() {
        source.push('\n');
    }
    let origins = origins(&model, &lines);
    let warnings = unused_imports(&model, &emitter);
    Ok(Bundle { problem: problem.name.clone(), core_modules, source, layout, origins, warnings })
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

fn size(lines: &[Line]) -> usize {
    lines.iter().map(|l| l.text.len() + 1).sum()
}

/// Reads the problem's manifest and those of the workspace crates it depends on, and settles
/// the features of each as `cargo build --release -p <problem>` does.
fn crates(workspace: &Workspace, problem: &Problem) -> Result<Crates> {
    let root = manifest::read_root(&workspace.root)?;
    let shown = |manifest: &Manifest| workspace.display(&manifest.path);
    let package = manifest::read(&problem.dir, root.as_ref()).map_err(|e| rebase(workspace, e))?;
    if package.edition != "2021" {
        bail!(
            "{}:{}: edition {} differs from the judge's `--edition 2021`, which changes what code means; set `edition = \"2021\"`",
            shown(&package),
            package.line_of("edition"),
            package.edition
        );
    }
    let bin =
        package.bins.iter().find(|b| b.name == package.package).or(package.bins.first()).cloned();
    let Some(bin) = bin else {
        bail!("{}: `{}` has no binary (src/main.rs) to bundle", shown(&package), package.package);
    };
    let (features, forwarded) = package.resolve_features(&[], true)?;

    // The shared libraries, breadth first; one reached twice is one crate, with the union of
    // the features asked of it.
    struct Shared {
        manifest: Manifest,
        requested: BTreeSet<String>,
        default_features: bool,
        dependencies: Vec<(String, usize)>,
    }
    let mut shared: Vec<Shared> = Vec::new();
    let mut by_dir: BTreeMap<PathBuf, usize> = BTreeMap::new();
    let mut package_deps = Vec::new();
    let mut queue: Vec<(Option<usize>, manifest::Dependency)> =
        package.dependencies.iter().map(|d| (None, d.clone())).collect();
    queue.reverse();
    while let Some((from, dependency)) = queue.pop() {
        let dir = manifest::normalize(&dependency.dir);
        let index = match by_dir.get(&dir) {
            Some(&index) => index,
            None => {
                let manifest = manifest::read(&dependency.dir, root.as_ref())
                    .map_err(|e| rebase(workspace, e))?;
                if manifest.lib.is_none() {
                    bail!(
                        "{}: `{}` is a dependency but has no library to bundle",
                        shown(&manifest),
                        manifest.package
                    );
                }
                for next in manifest.dependencies.clone().into_iter().rev() {
                    queue.insert(0, (Some(shared.len()), next));
                }
                shared.push(Shared {
                    manifest,
                    requested: BTreeSet::new(),
                    default_features: false,
                    dependencies: Vec::new(),
                });
                by_dir.insert(dir, shared.len() - 1);
                shared.len() - 1
            }
        };
        shared[index].requested.extend(dependency.features.iter().cloned());
        if from.is_none() {
            if let Some(extra) = forwarded.get(&dependency.extern_name) {
                shared[index].requested.extend(extra.iter().cloned());
            }
        }
        shared[index].default_features |= dependency.default_features;
        match from {
            None => package_deps.push((dependency.extern_name.clone(), index)),
            Some(from) => shared[from].dependencies.push((dependency.extern_name.clone(), index)),
        }
    }

    // Specs: the binary, the problem's library if it has one, then the shared libraries.
    let offset = if package.lib.is_some() { 2 } else { 1 };
    let package_externs: BTreeMap<String, usize> =
        package_deps.iter().map(|(alias, index)| (alias.clone(), index + offset)).collect();
    let mut specs = Vec::new();
    let mut dirs = Vec::new();
    let mut bin_externs = package_externs.clone();
    if let Some(lib) = &package.lib {
        bin_externs.insert(lib.name.clone(), 1);
    }
    let bin_name = bin.name.replace('-', "_");
    specs.push(CrateSpec {
        name: bin_name.clone(),
        role: Role::Bin,
        root_file: bin.path.clone(),
        features: features.clone(),
        externs: bin_externs,
        user: true,
        env: cargo_env(&package, &bin_name, Some(&bin.name)),
    });
    dirs.push(problem.dir.clone());
    if let Some(lib) = &package.lib {
        specs.push(CrateSpec {
            name: lib.name.clone(),
            role: Role::Lib,
            root_file: lib.path.clone(),
            features: features.clone(),
            externs: package_externs,
            user: true,
            env: cargo_env(&package, &lib.name, None),
        });
        dirs.push(problem.dir.clone());
    }
    for library in &shared {
        let target = library.manifest.lib.clone().expect("checked above");
        let requested: Vec<String> = library.requested.iter().cloned().collect();
        let features = library.manifest.resolve_features(&requested, library.default_features)?.0;
        let externs = library
            .dependencies
            .iter()
            .map(|(alias, index)| (alias.clone(), index + offset))
            .collect();
        specs.push(CrateSpec {
            name: target.name.clone(),
            role: Role::Lib,
            root_file: target.path.clone(),
            features,
            externs,
            user: false,
            env: cargo_env(&library.manifest, &target.name, None),
        });
        dirs.push(library.manifest.dir().to_path_buf());
    }
    Ok(Crates { specs, dirs })
}

/// Makes absolute paths in a manifest error relative to the workspace.
fn rebase(workspace: &Workspace, error: anyhow::Error) -> anyhow::Error {
    let root = format!("{}/", workspace.root.display());
    anyhow::anyhow!("{}", format!("{error:#}").replace(&root, ""))
}

/// The `env!` values Cargo sets when it compiles a crate of `manifest`.
fn cargo_env(manifest: &Manifest, crate_name: &str, bin: Option<&str>) -> BTreeMap<String, String> {
    let mut env = BTreeMap::new();
    let version = manifest.version.clone();
    let (core, pre) = version.split_once('-').unwrap_or((&version, ""));
    let mut parts = core.split('.');
    env.insert("CARGO_PKG_NAME".into(), manifest.package.clone());
    env.insert("CARGO_PKG_VERSION".into(), version.clone());
    for key in ["MAJOR", "MINOR", "PATCH"] {
        env.insert(format!("CARGO_PKG_VERSION_{key}"), parts.next().unwrap_or("0").to_owned());
    }
    env.insert("CARGO_PKG_VERSION_PRE".into(), pre.to_owned());
    env.insert("CARGO_PKG_AUTHORS".into(), manifest.authors.clone());
    for (key, field) in [
        ("CARGO_PKG_DESCRIPTION", "description"),
        ("CARGO_PKG_HOMEPAGE", "homepage"),
        ("CARGO_PKG_REPOSITORY", "repository"),
        ("CARGO_PKG_LICENSE", "license"),
        ("CARGO_PKG_RUST_VERSION", "rust-version"),
    ] {
        env.insert(key.into(), manifest.strings.get(field).cloned().unwrap_or_default());
    }
    env.insert("CARGO_CRATE_NAME".into(), crate_name.to_owned());
    env.insert("CARGO_MANIFEST_DIR".into(), manifest.dir().display().to_string());
    env.insert("CARGO_MANIFEST_PATH".into(), manifest.path.display().to_string());
    if let Some(bin) = bin {
        env.insert("CARGO_BIN_NAME".into(), bin.to_owned());
    }
    env
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
        if item.in_block || item.parent.is_some() {
            continue;
        }
        let user = model.crates[item.krate].spec.user;
        let root = match item.kind {
            Kind::MacroCall | Kind::Other => true,
            Kind::ConstUnderscore | Kind::ForeignMod => user,
            _ => false,
        };
        if root {
            roots.push(id);
        }
    }
    roots
}

/// Each library's module name at the bundle's root: its crate name, unless the binary's root
/// already uses that name.
fn module_names(model: &Model) -> Vec<Option<String>> {
    let bin_root = model.root(0);
    let mut taken: BTreeSet<String> = model.scopes[bin_root]
        .names
        .iter()
        .filter(|(name, defs)| {
            // A `use` of the crate itself is dropped, so it does not take the name.
            !defs.iter().all(|def| match def {
                model::Def::Import(import) => {
                    let i = &model.imports[*import];
                    i.prefix.is_empty() && model.extern_crate(0, name).is_some()
                }
                model::Def::Item(item) => matches!(model.items[*item].kind, Kind::ExternCrate(_)),
            })
        })
        .map(|(name, _)| name.clone())
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

/// `#[macro_export]` macros land at the bundle's root: two of the same name cannot.
fn check_exported_macros(model: &Model, emitter: &Emitter<'_>, errors: &mut Vec<String>) {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for (id, item) in model.items.iter().enumerate() {
        if item.kind != Kind::MacroRules || !item.macro_export || !emitter.emitted(id) {
            continue;
        }
        let name = item.name.clone().unwrap_or_default();
        if let Some(&other) = seen.get(&name) {
            let here = &model.files[item.file].display;
            let there = &model.files[model.items[other].file].display;
            errors.push(format!(
                "{here}: `#[macro_export] macro_rules! {name}` and the one in {there} would both be `crate::{name}!` in the bundle; rename one"
            ));
        } else {
            seen.insert(name, id);
        }
    }
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

/// Where each line of the bundle came from, with the item it is in.
fn origins(model: &Model, lines: &[Line]) -> Vec<Option<Origin>> {
    // For each file, the line span and name of each named item, innermost found last.
    let mut spans: BTreeMap<usize, Vec<(usize, usize, String)>> = BTreeMap::new();
    for item in &model.items {
        let text = &model.files[item.file].text;
        let first = text[..item.range.start.min(text.len())].matches('\n').count() + 1;
        let last = text[..item.range.end.min(text.len())].matches('\n').count() + 1;
        let label = match (&item.kind, &item.name, item.parent) {
            (Kind::ImplMember, Some(name), Some(parent)) => {
                let owner = impl_label(model, parent);
                Some(format!("{owner} / fn {name}"))
            }
            (Kind::Impl, _, _) => Some(impl_label(
                model,
                model.items.iter().position(|i| std::ptr::eq(i, item)).unwrap_or(0),
            )),
            (Kind::Fn, Some(name), _) => Some(format!("fn {name}")),
            (Kind::Struct, Some(name), _) => Some(format!("struct {name}")),
            (Kind::Enum, Some(name), _) => Some(format!("enum {name}")),
            (Kind::Trait, Some(name), _) => Some(format!("trait {name}")),
            (Kind::Const | Kind::Static, Some(name), _) => Some(name.clone()),
            (Kind::MacroRules, Some(name), _) => Some(format!("macro_rules! {name}")),
            _ => None,
        };
        if let Some(label) = label {
            spans.entry(item.file).or_default().push((first, last, label));
        }
    }
    lines
        .iter()
        .map(|line| {
            let (file, number) = line.origin?;
            let item = spans.get(&file).and_then(|list| {
                list.iter()
                    .filter(|(first, last, _)| *first <= number && number <= *last)
                    .min_by_key(|(first, last, _)| last - first)
                    .map(|(_, _, label)| label.clone())
            });
            Some(Origin {
                file: model.files[file].display.clone(),
                line: number,
                shift: line.indent,
                item,
            })
        })
        .collect()
}

fn impl_label(model: &Model, block: usize) -> String {
    match &model.items[block].node {
        model::Node::Item(node) => match &**node {
            syn::Item::Impl(i) => {
                let ty = quote::ToTokens::to_token_stream(&i.self_ty).to_string().replace(' ', "");
                match &i.trait_ {
                    Some((path, _)) => {
                        let name =
                            path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
                        format!("impl {name} for {ty}")
                    }
                    None => format!("impl {ty}"),
                }
            }
            _ => "impl".into(),
        },
        model::Node::ImplItem(_) => "impl".into(),
    }
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
