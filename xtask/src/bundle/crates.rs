//! The crates of a bundle, from the manifests: the problem's binary and library, and every
//! workspace crate they depend on, with the features `cargo build --release -p <problem>` turns
//! on and the `env!` values Cargo sets for each.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use anyhow::{bail, Result};

use super::manifest::{self, Manifest};
use super::model::{CrateSpec, Role};
use crate::problems::{Problem, Workspace};

/// The crates of a problem, read from their manifests.
pub(super) struct Crates {
    pub(super) specs: Vec<CrateSpec>,
    /// For each spec, the package folder it comes from (for the header).
    pub(super) dirs: Vec<PathBuf>,
}

/// Reads the problem's manifest and those of the workspace crates it depends on, and settles
/// the features of each as `cargo build --release -p <problem>` does.
pub(super) fn crates(workspace: &Workspace, problem: &Problem) -> Result<Crates> {
    let root = manifest::read_root(&workspace.root)?;
    let shown = |manifest: &Manifest| workspace.display(&manifest.path);
    let package = manifest::read(&problem.dir, root.as_ref()).map_err(|e| rebase(workspace, e))?;
    check_edition(&package, &shown(&package))?;
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
                check_edition(&manifest, &shown(&manifest))?;
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

    // A library's features may ask features of its own dependencies (`fancy =
    // ["glyphs/unicode"]`), which may ask in turn: until nothing more is asked.
    let mut features_of = Vec::new();
    loop {
        features_of.clear();
        let mut asked = Vec::new();
        for library in &shared {
            let requested: Vec<String> = library.requested.iter().cloned().collect();
            let (features, forwarded) =
                library.manifest.resolve_features(&requested, library.default_features)?;
            for (alias, index) in &library.dependencies {
                for feature in forwarded.get(alias).into_iter().flatten() {
                    asked.push((*index, feature.clone()));
                }
            }
            features_of.push(features);
        }
        let mut more = false;
        for (index, feature) in asked {
            more |= shared[index].requested.insert(feature);
        }
        if !more {
            break;
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
    for (library, features) in shared.iter().zip(features_of) {
        let target = library.manifest.lib.clone().expect("checked above");
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

/// The judge compiles every crate of the bundle as edition 2021.
fn check_edition(manifest: &Manifest, shown: &str) -> Result<()> {
    if manifest.edition != "2021" {
        bail!(
            "{}:{}: edition {} differs from the judge's `--edition 2021`, which changes what code means; set `edition = \"2021\"`",
            shown,
            manifest.line_of("edition"),
            manifest.edition
        );
    }
    Ok(())
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
        ("CARGO_PKG_LICENSE_FILE", "license-file"),
        ("CARGO_PKG_README", "readme"),
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
