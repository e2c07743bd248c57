//! The crates a bundle is made of, as Cargo sees them: `cargo metadata` gives targets, names,
//! editions and dependencies (renamed ones as the code names them), and a release build of the
//! problem (`cargo build --release -p <problem> --message-format=json`) the units it compiles
//! and their features. Nothing here reads a manifest.

use std::collections::{BTreeMap, BTreeSet};
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use anyhow::{bail, Context as _, Result};
use cargo_metadata::{Artifact, BuildScript, Message, Package, PackageId};
use proc_macro2::TokenStream;
use syn::Item;

use super::cfg::{self, Cfgs};
use super::refusal::{Refusal, Refused};
use crate::problems::{Model, Problem, Workspace};

/// A crate's place in [`Crates::list`]: the binary is 0, each library after the ones it uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CrateId(pub usize);

/// What a crate is to the problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The binary the judge runs: the bundle's root.
    Binary,
    /// The problem's own library: carried whole.
    Own,
    /// A library the problem uses: carried by the modules its code names.
    Library,
}

#[derive(Clone, Debug)]
pub struct Crate {
    /// Its name in Rust paths: the target's name (`[lib] name`, `ac_library`).
    pub name: String,
    /// Its package's name (`ac-library-rs`).
    pub package: String,
    pub role: Role,
    /// Its edition, as `cargo metadata` gives it (`2018`, `2021`, `2024`).
    pub edition: String,
    pub root: PathBuf,
    /// The folder of its manifest: what `include_str!` may read stays inside it.
    pub dir: PathBuf,
    /// The options Cargo compiles it with: its features, and the cfgs its build script set.
    pub cfgs: Cfgs,
    /// The crates its code names, by the name the code uses; in `names`, then each alias its
    /// root's `extern crate dep as alias;` gives (added by [`super::bundle_with`]).
    pub deps: Vec<(String, CrateId)>,
    pub names: Vec<(String, CrateId)>,
    /// The `CARGO_*` variables Cargo sets for its compile.
    pub env: BTreeMap<&'static str, String>,
}

/// Every crate a release build of the problem's binary compiles, in [`CrateId`] order, and the
/// procedural macro crates they use (which no single file can bring: naming one is refused).
#[derive(Clone, Debug)]
pub struct Crates {
    pub list: Vec<Crate>,
    pub proc_macros: Vec<ProcMacro>,
}

/// A procedural macro crate: its package, the names dependents give it, its macros.
#[derive(Clone, Debug)]
pub struct ProcMacro {
    pub package: String,
    pub names: BTreeSet<String>,
    pub macros: Vec<String>,
}

impl Crates {
    pub fn get(&self, id: CrateId) -> &Crate {
        &self.list[id.0]
    }

    /// The ids of the crates, binary first.
    pub fn ids(&self) -> impl Iterator<Item = CrateId> {
        (0..self.list.len()).map(CrateId)
    }
}

/// Asks Cargo for the crates of `problem`'s binary.
///
/// # Errors
/// When cargo fails, or a crate cannot be carried in one file (the [`Refused`] error).
pub fn crates(workspace: &Workspace, problem: &Problem) -> Result<Crates> {
    let model = workspace.model()?;
    let package = model.package(&problem.package_id);
    let (artifacts, scripts) = build(workspace, problem)?;
    // The problem is its binary, by name: a package may hold several.
    let binary = artifacts
        .iter()
        .find(|a| a.package_id == package.id && a.target.is_bin() && a.target.name == problem.name)
        .with_context(|| format!("cargo build built no binary {}", problem.name))?;
    let libraries: BTreeMap<&PackageId, &Artifact> = artifacts
        .iter()
        .filter(|a| a.target.is_lib() || a.target.is_rlib() || a.target.is_proc_macro())
        .map(|a| (&a.package_id, a))
        .collect();
    // Each library after those it uses: post-order from the package's deps and own library.
    let mut order = Vec::new();
    let deps = model.normal_deps(&package.id).into_iter().map(|(_, id)| id);
    for start in deps.chain([&package.id]).filter(|id| libraries.contains_key(id)) {
        post_order(model, &libraries, start, &mut order);
    }
    let (proc_macros, order): (Vec<_>, Vec<_>) =
        order.into_iter().partition(|id| libraries[id].target.is_proc_macro());
    let script_cfgs = script_cfgs(model, &scripts, &package.id, &order)?;
    let index: BTreeMap<&PackageId, CrateId> =
        order.iter().enumerate().map(|(i, id)| (*id, CrateId(i + 1))).collect();
    let cfgs = |id: &PackageId| script_cfgs.get(id).cloned().unwrap_or_default();
    let mut list = vec![make_crate(model, binary, Role::Binary, &index, cfgs(&package.id))];
    for id in &order {
        let role = if **id == package.id { Role::Own } else { Role::Library };
        list.push(make_crate(model, libraries[id], role, &index, cfgs(id)));
    }
    // The binary names its own library too, by the library's name.
    if let Some(own) = index.get(&package.id) {
        let name = list[own.0].name.clone();
        list[0].deps.push((name, *own));
    }
    let proc_macros = proc_macros
        .into_iter()
        .map(|id| ProcMacro {
            package: model.package(id).name.to_string(),
            names: dependents_names(model, id),
            macros: proc_macro_names(libraries[id].target.src_path.as_std_path()),
        })
        .collect();
    Ok(Crates { list, proc_macros })
}

/// The cfgs the build scripts of the problem's package and of `libraries` set, by package;
/// [`Refused`] for a script that set variables for the compile or linked native code (one that
/// writes files is refused where the code reads `OUT_DIR`).
fn script_cfgs<'a>(
    model: &Model,
    scripts: &'a [BuildScript],
    problem: &PackageId,
    libraries: &[&PackageId],
) -> Result<BTreeMap<&'a PackageId, Cfgs>> {
    let mut refusals = Vec::new();
    let mut cfgs = BTreeMap::new();
    let ours =
        scripts.iter().filter(|s| s.package_id == *problem || libraries.contains(&&s.package_id));
    for script in ours {
        let package = || model.package(&script.package_id).name.to_string();
        if !script.env.is_empty() {
            let names = script.env.iter().map(|(name, _)| name.as_str()).collect::<Vec<_>>();
            refusals.push(Refusal::ScriptEnv { package: package(), names: names.join(", ") });
        }
        let linked = script.linked_libs.iter().chain(&script.linked_paths).map(|l| l.as_str());
        let linked = linked.collect::<Vec<_>>().join(", ");
        if !linked.is_empty() {
            refusals.push(Refusal::ScriptLinks { package: package(), what: linked });
        }
        let options = script.cfgs.iter().filter_map(|c| cfg::option(c));
        cfgs.insert(&script.package_id, options.collect());
    }
    if !refusals.is_empty() {
        return Err(Refused(refusals).into());
    }
    Ok(cfgs)
}

/// What `cargo build --release -p <package> --bin <problem>` compiled; what build scripts did.
fn build(workspace: &Workspace, problem: &Problem) -> Result<(Vec<Artifact>, Vec<BuildScript>)> {
    let (package, binary) = (&problem.package, &problem.name);
    let mut child = crate::cargo::cargo(workspace)
        .args(["build", "--release", "--quiet", "--message-format=json", "-p", package])
        .args(["--bin", binary])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot run cargo build")?;
    let stdout = child.stdout.take().context("cargo build has no stdout")?;
    let (mut artifacts, mut scripts, mut diagnostics) = (Vec::new(), Vec::new(), String::new());
    for message in Message::parse_stream(BufReader::new(stdout)) {
        match message.context("cannot read cargo's messages")? {
            Message::CompilerArtifact(artifact) => artifacts.push(artifact),
            Message::BuildScriptExecuted(script) => scripts.push(script),
            Message::CompilerMessage(message) => {
                diagnostics.push_str(message.message.rendered.as_deref().unwrap_or_default());
            }
            _ => {}
        }
    }
    let output = child.wait_with_output().context("cannot wait for cargo build")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        bail!("cargo build -p {package} --bin {binary} failed:\n{diagnostics}{stderr}");
    }
    Ok((artifacts, scripts))
}

/// The macros a procedural macro crate's root defines (function, attribute, derive), if read.
fn proc_macro_names(root: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(root).ok();
    let Some(syntax) = text.and_then(|t| syn::parse_file(&t).ok()) else { return Vec::new() };
    let mut names = Vec::new();
    for item in &syntax.items {
        let Item::Fn(function) = item else { continue };
        for attr in &function.attrs {
            if attr.path().is_ident("proc_macro") || attr.path().is_ident("proc_macro_attribute") {
                names.push(function.sig.ident.to_string());
            } else if attr.path().is_ident("proc_macro_derive") {
                // `proc_macro_derive(Name, attributes(..))`: the name comes first.
                let first = |input: syn::parse::ParseStream<'_>| {
                    let name: syn::Ident = input.parse()?;
                    input.parse::<TokenStream>().map(|_| name)
                };
                names.extend(attr.parse_args_with(first).ok().map(|i| i.to_string()));
            }
        }
    }
    names
}

/// The names the packages that depend on `id` give it in their code.
fn dependents_names(model: &Model, id: &PackageId) -> BTreeSet<String> {
    let nodes = model.metadata.resolve.iter().flat_map(|r| &r.nodes);
    nodes.flat_map(|n| model.normal_deps(&n.id)).filter(|(_, d)| *d == id).map(|(n, _)| n).collect()
}

/// Appends `id` after the libraries it uses, each once; not a procedural macro's (the compiler's).
fn post_order<'a>(
    model: &'a Model,
    libraries: &BTreeMap<&PackageId, &Artifact>,
    id: &'a PackageId,
    order: &mut Vec<&'a PackageId>,
) {
    if order.contains(&id) {
        return;
    }
    let deps =
        if libraries[id].target.is_proc_macro() { Vec::new() } else { model.normal_deps(id) };
    for (_, dep) in deps.into_iter().filter(|(_, dep)| libraries.contains_key(dep)) {
        post_order(model, libraries, dep, order);
    }
    order.push(id);
}

fn make_crate(
    model: &Model,
    unit: &Artifact,
    role: Role,
    index: &BTreeMap<&PackageId, CrateId>,
    mut cfgs: Cfgs,
) -> Crate {
    let package = model.package(&unit.package_id);
    let deps = model.normal_deps(&unit.package_id).into_iter();
    let deps = deps.filter_map(|(name, dep)| Some((name, *index.get(dep)?))).collect();
    let dir =
        package.manifest_path.parent().map(|d| d.as_std_path().to_owned()).unwrap_or_default();
    cfgs.extend(unit.features.iter().map(|f| ("feature".to_owned(), Some(f.clone()))));
    Crate {
        name: unit.target.name.replace('-', "_"),
        package: package.name.to_string(),
        role,
        edition: unit.target.edition.to_string(),
        root: unit.target.src_path.clone().into_std_path_buf(),
        cfgs,
        env: cargo_env(package, unit, &dir, model.rust_version(&unit.package_id).to_owned()),
        dir,
        names: Vec::new(),
        deps,
    }
}

/// The `CARGO_*` variables Cargo sets for a crate's compile that `env!` may read.
fn cargo_env(
    package: &Package,
    unit: &Artifact,
    dir: &Path,
    rust: String,
) -> BTreeMap<&'static str, String> {
    let version = &package.version;
    let name = unit.target.name.clone();
    let mut env = BTreeMap::from([
        ("CARGO_PKG_NAME", package.name.to_string()),
        ("CARGO_PKG_VERSION", version.to_string()),
        ("CARGO_PKG_VERSION_MAJOR", version.major.to_string()),
        ("CARGO_PKG_VERSION_MINOR", version.minor.to_string()),
        ("CARGO_PKG_VERSION_PATCH", version.patch.to_string()),
        ("CARGO_PKG_VERSION_PRE", version.pre.to_string()),
        ("CARGO_PKG_AUTHORS", package.authors.join(":")),
        ("CARGO_PKG_DESCRIPTION", package.description.clone().unwrap_or_default()),
        ("CARGO_PKG_HOMEPAGE", package.homepage.clone().unwrap_or_default()),
        ("CARGO_PKG_REPOSITORY", package.repository.clone().unwrap_or_default()),
        ("CARGO_PKG_LICENSE", package.license.clone().unwrap_or_default()),
        ("CARGO_PKG_RUST_VERSION", rust),
        ("CARGO_CRATE_NAME", name.replace('-', "_")),
        ("CARGO_MANIFEST_DIR", dir.display().to_string()),
    ]);
    if unit.target.is_bin() {
        env.insert("CARGO_BIN_NAME", name);
    }
    env
}
