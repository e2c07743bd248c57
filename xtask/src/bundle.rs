//! The bundler: a problem's binary and every library it uses, as one `.rs` file that a judge
//! compiles alone, right when it prints the same stdout and exits as the binary does on every
//! input. Each step a module feeding the next: [`crates`] (from Cargo) → [`sources`] (files
//! read, `cfg` settled) → [`select`] (whole modules) → [`edits`] (paths, `cfg`, includes,
//! comments, splicing; refusals stop here, before any text) → [`text`] (lines with origins) →
//! [`prune`] (what rustc names unused goes) → [`layout`] (compact, or readable on request).
//!
//! ```text
//! // cf3c: a single-file judge submission, ...
//! #![allow(dead_code, unused_imports, unused_macros)]
//! fn main() -> std::process::ExitCode { ttt_core::judge::run(cf3c::solve) }
//! mod __bundled {
//! pub mod cf3c { .. as written .. }
//! // Below: what cf3c uses of crates/ttt-core, no more, compacted. ...
//! pub mod ttt_core{pub mod board{..}..}}mod __deps_of_main{..}
//! ```
//!
//! Each library is a module of `__bundled` named after it, its `crate::` paths pointing there,
//! so no name of one crate meets another's. Bundling is deterministic.

pub mod cfg;
pub mod crates;
pub mod edits;
pub mod layout;
mod origin;
pub mod places;
pub mod prune;
pub mod refusal;
pub mod select;
pub mod sources;
pub mod text;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};

use crate::judge_compile::{Install, Judge};
use crate::problems::{Problem, Workspace, CORE_CRATE};
use crate::profile::RustVersion;
use crates::{Crate, CrateId, Crates, Role};
use edits::Edit;
pub use layout::{Layout, Library, Parts};
pub use origin::Origin;
pub use refusal::{Refusal, Refused};
use sources::Sources;
use text::Line;

/// The lint levels atop a bundle: its libraries hold what the program does not use.
pub(crate) const ALLOW: &str = "allow(dead_code, unused_imports, unused_macros)";

/// What the warning says when removing what rustc named broke a bundle.
pub const PRUNING_BROKE: &str = "removing what rustc names unused broke the bundle (a bundler bug)";

#[derive(Clone, Debug)]
pub struct Options {
    /// The judge whose rustc prunes the bundle ([`prune`]); `None` keeps every carried item.
    pub judge: Option<Judge>,
    /// The edition the judge compiles with; a crate of another is carried with a warning.
    pub edition: Option<String>,
    /// For a judge that calls a function: the submission file in place of the binary's root
    /// (`src/solution.rs`, which `main.rs` includes); the bundle then has no inner attribute.
    pub function: Option<PathBuf>,
    /// How long pruning may take: then the bundle is pruned as far as it got ([`prune`]).
    pub budget: std::time::Duration,
}

impl Default for Options {
    /// Pruned by rustc 1.73 (or this machine's, without it), edition 2021.
    fn default() -> Options {
        let judge = Judge::new("rustc --edition 2021 -O -o Main Main.rs", RustVersion::new(1, 73));
        Options { judge: Some(judge), edition: None, function: None, budget: prune::budget() }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bundle {
    pub problem: String,
    /// The top-level `ttt-core` modules it carries, in the order `ttt-core` declares them.
    pub core_modules: Vec<String>,
    pub source: String,
    pub layout: Layout,
    /// Where each line came from (`None` for lines the bundler wrote).
    pub origins: Vec<Option<Origin>>,
    /// What the bundler warns about, each `file:line:column: warning: ...`.
    pub warnings: Vec<String>,
    /// The parts each layout is made from, is it a function judge's, file names by `FileId`.
    parts: Parts,
    function: bool,
    files: Vec<String>,
}

impl Bundle {
    /// The same bundle in `layout`.
    pub fn in_layout(&self, layout: Layout) -> Bundle {
        let lines = layout::lay_out(&self.parts, layout);
        let lines = if self.function { without_inner_attributes(lines) } else { lines };
        let source = lines.iter().map(|line| format!("{}\n", line.text)).collect();
        let origins = origin::origins(&self.files, &lines);
        Bundle { source, layout, origins, ..self.clone() }
    }

    /// Compiler output about the bundle, as [`origin::annotate`] says.
    pub fn annotate(&self, text: &str, file_name: &str) -> String {
        origin::annotate(&self.origins, text, file_name)
    }
}

/// Where bundles are written: `<target dir>/submit`.
pub fn submit_dir(target_dir: &Path) -> PathBuf {
    target_dir.join("submit")
}

/// Writes `bundle` to `<dir>/<problem>.rs`, returning it and the path.
///
/// # Errors
/// When the file cannot be written.
pub fn write(bundle: Bundle, dir: &Path) -> Result<(Bundle, PathBuf)> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let path = dir.join(format!("{}.rs", bundle.problem));
    std::fs::write(&path, &bundle.source)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok((bundle, path))
}

/// Bundles `problem` into one file, compact and pruned by its judge's rustc.
///
/// # Errors
/// When a source cannot be read or parsed, or something cannot work in one file ([`Refused`]);
/// the message names each place, as `file:line:column`.
pub fn bundle(workspace: &Workspace, problem: &Problem) -> Result<Bundle> {
    // A profile that does not read is verify's to report: pruned then as for rustc 1.73.
    let Ok(profile) = problem.profile() else {
        return bundle_with(workspace, problem, Options::default());
    };
    let options = Options {
        judge: Judge::of(profile, Install::Never).or(Options::default().judge),
        edition: profile.language.as_ref().map(|language| language.edition.clone()),
        function: profile.function.as_ref().map(|function| function.submission.clone()),
        ..Options::default()
    };
    bundle_with(workspace, problem, options)
}

/// Bundles `problem` into one file.
///
/// # Errors
/// As [`bundle`].
pub fn bundle_with(workspace: &Workspace, problem: &Problem, options: Options) -> Result<Bundle> {
    let mut crates = crates::crates(workspace, problem)?;
    if let Some(file) = &options.function {
        crates.list[0].root = file.clone();
    }
    let mut refusals = Vec::new();
    let sources = sources::read(&crates, &|path| workspace.display(path), &mut refusals)?;
    for (krate, root) in crates.list.iter_mut().zip(&sources.roots) {
        let aliases = sources.file(*root).extern_crates.iter().filter_map(|e| {
            Some((e.alias.clone()?, krate.deps.iter().find(|(name, _)| *name == e.name)?.1))
        });
        krate.names = krate.deps.iter().cloned().chain(aliases).collect();
    }
    let selection = select::select(&crates, &sources);
    refusals.extend(select::proc_macro_uses(&crates, &sources, &selection));
    let b =
        Bundling { workspace, problem, crates: &crates, sources: &sources, selection: &selection };
    let paths = b.library_paths();
    let spelled = b.spelled_by_crate();
    // What the edits ask of each crate, found once per crate rather than once per file.
    let contexts: Vec<edits::Context<'_>> = crates
        .ids()
        .map(|krate| {
            let callers = crates.list.iter().zip(&spelled).enumerate();
            let callers = callers
                .filter(|(k, (c, _))| *k == krate.0 || c.deps.iter().any(|(_, d)| *d == krate));
            let (prelude, deps) = b.prelude(&paths, krate).unzip();
            edits::Context {
                file: sources.file(sources.roots[krate.0]),
                id: sources.roots[krate.0],
                krate: crates.get(krate),
                path: paths[krate.0].clone(),
                deps: deps.unwrap_or_default(),
                prelude,
                callers: callers.map(|(_, pair)| pair).collect(),
                crate_dirs: b.crate_dirs(krate),
                exported: b.exported_macros(krate),
                selection: &selection,
            }
        })
        .collect();
    let mut all_edits: Vec<Vec<Edit>> = vec![Vec::new(); sources.files.len()];
    for id in sources.ids().filter(|id| selection.is_carried(*id)) {
        let file = sources.file(id);
        let cx = edits::Context { file, id, ..contexts[file.krate.0].clone() };
        all_edits[id.0] = edits::edits(&cx, &mut refusals);
    }
    if !refusals.is_empty() {
        refusals.sort();
        refusals.dedup();
        return Err(Refused(refusals)).with_context(|| format!("cannot bundle {}", problem.name));
    }
    let render = text::Render { sources: &sources, edits: &all_edits };
    let function = options.function.is_some();
    let mut parts = b.parts(&contexts, &render);
    if function {
        parts.head.retain(|line| line.text != format!("#![{ALLOW}]"));
    }
    let mut warnings = places::warnings(&sources, &selection);
    warnings.extend(b.edition_warnings(&options));
    if let Some(judge) = &options.judge {
        if let Some(warning) = prune::prune(&mut parts, judge, function, options.budget)? {
            warnings.push(format!("{}: warning: {warning}", workspace.display(&problem.dir)));
        }
    }
    let bundle = Bundle {
        problem: problem.name.clone(),
        core_modules: b.core_modules(),
        warnings,
        parts,
        function,
        files: sources.files.iter().map(|file| file.display.clone()).collect(),
        ..Bundle::default()
    };
    Ok(bundle.in_layout(Layout::Compact))
}

/// What a bundle is made of: the problem's crates, their files, and what of them goes in.
struct Bundling<'a> {
    workspace: &'a Workspace,
    problem: &'a Problem,
    crates: &'a Crates,
    sources: &'a Sources,
    selection: &'a select::Selection,
}

impl Bundling<'_> {
    /// Does crate `krate` go in (its root does).
    fn carries(&self, krate: CrateId) -> bool {
        self.selection.is_carried(self.sources.roots[krate.0])
    }

    /// The [`Parts`]: header and crate-wide inner attributes, binary, libraries, preludes.
    fn parts(&self, contexts: &[edits::Context<'_>], render: &text::Render<'_>) -> Parts {
        let (crates, sources) = (self.crates, self.sources);
        let root = |k: CrateId| sources.file(sources.roots[k.0]);
        let mut head = self.header();
        head.push(Line::synthetic(format!("#![{ALLOW}]")));
        head.extend(edits::hoisted(root(CrateId(0)), Role::Binary).map(Line::synthetic));
        let carried = || crates.ids().skip(1).filter(|k| contexts[k.0].path.is_some());
        // `extern crate alloc;` in a library's root joins the extern prelude only at the top.
        let is_dep = |name: &str| crates.list.iter().any(|c| c.deps.iter().any(|(d, _)| d == name));
        let externs = carried().flat_map(|k| &root(k).extern_crates);
        let externs = externs.filter(|e| e.name != "self" && !is_dep(&e.name));
        let mut hoisted: BTreeSet<String> =
            externs.map(|e| format!("extern crate {};", e.name)).collect();
        // So do a library root's crate-level attributes (`#![recursion_limit = ".."]`).
        hoisted.extend(carried().flat_map(|k| edits::hoisted(root(k), crates.get(k).role)));
        head.extend(hoisted.into_iter().map(Line::synthetic));
        let mut libraries: Vec<Library> = carried()
            .map(|krate| {
                let path = contexts[krate.0].path.as_deref().unwrap_or_default();
                let name = path.rsplit("::").next().unwrap_or(path).to_owned();
                let lines = text::tidy(render.lines(sources.roots[krate.0]));
                Library { name, own: crates.get(krate).role == Role::Own, lines }
            })
            .collect();
        libraries.sort_by_key(|library| !library.own);
        let used = carried().filter(|k| crates.get(*k).role != Role::Own);
        let used: Vec<String> = used.map(|k| self.workspace.display(&crates.get(k).dir)).collect();
        let (name, used) = (&self.problem.name, used.join(", "));
        Parts {
            head,
            binary: text::tidy(render.lines(sources.roots[0])),
            libraries,
            preludes: contexts.iter().flat_map(prelude_module).collect(),
            what_follows: format!(
                "Below: what {name} uses of {used}, no more, compacted. Read the crates, not this."
            ),
        }
    }

    /// How often each crate's carried code spells each identifier.
    fn spelled_by_crate(&self) -> Vec<BTreeMap<String, usize>> {
        let mut spelled = vec![BTreeMap::new(); self.crates.list.len()];
        for id in self.sources.ids().filter(|id| self.selection.is_carried(*id)) {
            let file = self.sources.file(id);
            for name in file.tokens.iter().filter_map(|t| t.ident()) {
                *spelled[file.krate.0].entry(name.to_owned()).or_insert(0) += 1;
            }
        }
        spelled
    }

    fn crate_dirs(&self, krate: CrateId) -> BTreeSet<PathBuf> {
        let files = self.sources.files.iter().filter(|f| f.krate == krate);
        files.filter_map(|f| f.path.parent().map(Path::to_owned)).collect()
    }

    /// The names of the `#[macro_export]` macros of a crate's carried files.
    fn exported_macros(&self, krate: CrateId) -> BTreeSet<String> {
        let carried = self.sources.ids().filter(|id| self.selection.is_carried(*id));
        let files = carried.map(|id| self.sources.file(id)).filter(|f| f.krate == krate);
        files.flat_map(|f| f.exported_macros.iter().map(|m| m.name.clone())).collect()
    }

    /// Each library's module (`crate::__bundled::ttt_core`); `None` for the binary, or uncarried.
    fn library_paths(&self) -> Vec<Option<String>> {
        let mut taken = BTreeSet::new();
        let mut paths = vec![None; self.crates.list.len()];
        for krate in self.crates.ids().skip(1).filter(|k| self.carries(*k)) {
            let mut name = self.crates.get(krate).name.clone();
            while !taken.insert(name.clone()) {
                name.push('_');
            }
            paths[krate.0] = Some(format!("crate::__bundled::{name}"));
        }
        paths
    }

    /// A crate's extern prelude, if any: its module (`__deps_of_main`) and each name it holds
    /// with its path: the carried crates the code names, its root's `extern crate .. as name;`.
    fn prelude(
        &self,
        paths: &[Option<String>],
        krate: CrateId,
    ) -> Option<(String, Vec<(String, String)>)> {
        let deps = &self.crates.get(krate).names;
        let named =
            deps.iter().filter_map(|(name, dep)| Some((name.clone(), paths[dep.0].clone()?)));
        let mut entries: Vec<(String, String)> = named.collect();
        let own = paths[krate.0].clone().unwrap_or_else(|| "crate".to_owned());
        let root = self.sources.file(self.sources.roots[krate.0]);
        // `#[macro_use] extern crate dep;` puts dep's exported macros in every module, as a glob.
        for item in root.extern_crates.iter().filter(|e| e.macro_use) {
            let Some((_, dep)) = deps.iter().find(|(name, _)| *name == item.name) else { continue };
            let Some(path) = &paths[dep.0] else { continue };
            for name in self.exported_macros(*dep) {
                let renamed = edits::exported_name(path, &name);
                entries.push((name, format!("crate::{renamed}")));
            }
        }
        let selves = root.extern_crates.iter().filter(|e| e.name == "self");
        entries.extend(selves.filter_map(|item| Some((item.alias.clone()?, own.clone()))));
        entries.sort();
        entries.dedup();
        if entries.is_empty() {
            return None;
        }
        let module =
            paths[krate.0].as_deref().map_or("main", |p| p.rsplit("::").next().unwrap_or(p));
        Some((format!("__deps_of_{module}"), entries))
    }

    /// The top-level modules of `ttt-core` the bundle carries.
    fn core_modules(&self) -> Vec<String> {
        let core_name = CORE_CRATE.replace('-', "_");
        let core = self.crates.ids().find(|k| self.crates.get(*k).name == core_name);
        let Some(krate) = core.filter(|k| self.carries(*k)) else { return Vec::new() };
        let root = self.sources.file(self.sources.roots[krate.0]);
        let carried = root.mods.iter().filter(|m| self.selection.is_carried(m.file));
        carried.map(|m| m.name.clone()).collect()
    }

    /// A warning for each carried crate of another edition than the judge's.
    fn edition_warnings(&self, options: &Options) -> Vec<String> {
        let judge = options.edition.as_deref().unwrap_or("2021");
        let crates = self.crates.ids().filter(|k| self.carries(*k)).map(|k| self.crates.get(k));
        let warning = |Crate { root, package, edition, .. }: &Crate| {
            let root = self.workspace.display(root);
            format!("{root}: warning: {package} is edition {edition}, the judge compiles the bundle as {judge}: its compile and the runs decide")
        };
        crates.filter(|c| c.edition != judge).map(warning).collect()
    }

    /// The comment atop a bundle: what it is, where it comes from, and not to edit it.
    fn header(&self) -> Vec<Line> {
        let (crates, core) = (self.crates, self.core_modules().join(", "));
        let libraries = crates.ids().filter(|k| self.carries(*k)).map(|k| crates.get(k));
        let mut from = vec![self.workspace.display(&self.problem.dir)];
        for krate in libraries.filter(|krate| krate.role == Role::Library) {
            let dir = self.workspace.display(&krate.dir);
            let is_core = krate.name == CORE_CRATE.replace('-', "_");
            from.push(if is_core { format!("{dir} (modules {core})") } else { dir });
        }
        let (name, from) = (&self.problem.name, from.join(" and "));
        let made = format!(
            "// {name}: a single-file judge submission, generated by `cargo xtask bundle {name}`"
        );
        [made, format!("// from {from}. Edit those, not this file.")].map(Line::synthetic).to_vec()
    }
}

/// `mod __deps_of_<crate> { pub use .. as ..; }`, what a crate's extern prelude holds.
fn prelude_module(cx: &edits::Context<'_>) -> Vec<Line> {
    let Some(name) = &cx.prelude else { return Vec::new() };
    let uses =
        cx.deps.iter().map(|(name, path)| Line::synthetic(format!("pub use {path} as {name};")));
    text::module(&format!("mod {name}"), uses.collect())
}

/// A function's bundle, which its judge writes lines before: lint levels on each module.
fn without_inner_attributes(lines: Vec<Line>) -> Vec<Line> {
    lines
        .into_iter()
        .flat_map(|line| {
            let module = line.origin.is_none()
                && (line.text.starts_with("mod __bundled")
                    || line.text.starts_with("mod __deps_of_"));
            let attribute = module.then(|| Line::synthetic(format!("#[{ALLOW}]")));
            attribute.into_iter().chain(std::iter::once(line))
        })
        .collect()
}
