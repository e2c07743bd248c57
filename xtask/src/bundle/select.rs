//! Which modules go into the bundle. The unit is a module file, never a single item: the
//! binary and the problem's own library go in whole; of any other library its root goes in, and
//! each module file that the carried code names, by a path segment, a `use`, a glob, a
//! `$crate::m` in a macro body, an exported macro's name, or a trait of the crate it implements
//! for a type elsewhere, and so on until nothing more is named. Names are compared as
//! identifiers, not resolved: a module is carried when anything carried spells its name, which
//! can only carry too much, never drop what is needed.
//!
//! The one thing left out of a carried file is an export (`pub use`) that nothing carried names:
//! that is how a library root re-exporting all its modules (ac-library-rs's `lib.rs`) brings only
//! the modules a solution reaches.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use super::crates::{CrateId, Crates, Role};
use super::sources::{FileId, Sources, TokenKind};

/// What goes in: the carried files and, in each, the exports that stay.
#[derive(Debug)]
pub struct Selection {
    pub carried: Vec<bool>,
    /// For each file, whether each of its exports stays.
    pub kept_exports: Vec<Vec<bool>>,
}

impl Selection {
    pub fn is_carried(&self, file: FileId) -> bool {
        self.carried[file.0]
    }
}

pub fn select(crates: &Crates, sources: &Sources) -> Selection {
    let mut carried: Vec<bool> =
        sources.files.iter().map(|f| crates.get(f.krate).role != Role::Library).collect();
    let mut kept_exports: Vec<Vec<bool>> = sources
        .files
        .iter()
        .map(|f| vec![crates.get(f.krate).role != Role::Library; f.exports.len()])
        .collect();
    loop {
        let (mentioned, globbed) = names(sources, &carried, &kept_exports);
        let in_force = carried_definitions(sources, &carried);
        let mut changed = false;
        for id in sources.ids() {
            let file = sources.file(id);
            if carried[id.0] {
                let globbed = globbed.contains(&file.module)
                    || (file.parent.is_none()
                        && crate_names(crates, file.krate).any(|n| globbed.contains(&n)));
                for (index, export) in file.exports.iter().enumerate() {
                    // A module that carried code globs keeps every export: a trait among
                    // them is used by its methods, unnamed.
                    let keep = globbed
                        || export.names.iter().any(|n| mentioned.contains_key(n))
                        || export.globs.iter().any(|g| {
                            glob_is_named(sources, file.krate, g, &mentioned, &mut BTreeSet::new())
                        });
                    if keep && !kept_exports[id.0][index] {
                        kept_exports[id.0][index] = true;
                        changed = true;
                    }
                }
                continue;
            }
            let Some(parent) = file.parent else {
                // A library goes in when its dependents name it.
                if crate_names(crates, file.krate).any(|n| mentioned.contains_key(&n)) {
                    carried[id.0] = true;
                    changed = true;
                }
                continue;
            };
            // A module, when carried code names it and its parent goes in.
            if carried[parent.0] && mentioned.contains_key(&file.module) {
                carried[id.0] = true;
                changed = true;
            }
            if acts_unnamed(sources, id, &mentioned, &in_force) {
                let mut at = Some(id);
                while let Some(file) = at.filter(|f| !carried[f.0]) {
                    carried[file.0] = true;
                    at = sources.file(file).parent;
                }
                changed = true;
            }
        }
        if !changed {
            return Selection { carried, kept_exports };
        }
    }
}

/// Does a module hold what is in force wherever it is written, and so goes in with the
/// modules around it: a macro carried code calls, an impl whose header names a type or trait
/// of its crate that is carried (an inherent method, `Drop`, `Deref`, `FromStr` act without
/// the impl being named), or a macro call at item level that may write one.
fn acts_unnamed(
    sources: &Sources,
    id: FileId,
    mentioned: &Mentioned,
    in_force: &BTreeSet<(CrateId, String)>,
) -> bool {
    let file = sources.file(id);
    let carried_name = |name: &String| in_force.contains(&(file.krate, name.clone()));
    // A macro's body, read where its name is defined in the crate, stands for what it writes.
    let body_names_a_carried_one = |name: &String| {
        let bodies = sources.files.iter().filter(|f| f.krate == file.krate);
        bodies
            .flat_map(|f| &f.macro_bodies)
            .any(|(n, body)| n == name && body.iter().any(carried_name))
    };
    file.macros.iter().any(|m| mentioned.contains_key(m))
        || file.impls.iter().any(|header| {
            header.iter().any(carried_name) || header.first().is_some_and(body_names_a_carried_one)
        })
}

/// The types and traits defined in carried files, by crate.
fn carried_definitions(sources: &Sources, carried: &[bool]) -> BTreeSet<(CrateId, String)> {
    let carried_files = sources.files.iter().zip(carried).filter(|(_, c)| **c).map(|(f, _)| f);
    carried_files
        .flat_map(|f| f.types.iter().chain(&f.traits).map(move |name| (f.krate, name.clone())))
        .collect()
}

/// Each identifier of the carried code, with the files it is in.
type Mentioned = BTreeMap<String, BTreeSet<FileId>>;

/// Every identifier in the carried code, and every module name a glob there ends in.
fn names(
    sources: &Sources,
    carried: &[bool],
    kept_exports: &[Vec<bool>],
) -> (Mentioned, BTreeSet<String>) {
    let mut mentioned = Mentioned::new();
    let mut globbed = BTreeSet::new();
    for id in sources.ids().filter(|id| carried[id.0]) {
        let file = sources.file(id);
        let mut skipped: Vec<&Range<usize>> = file.removed.iter().collect();
        skipped.extend(file.mods.iter().map(|m| &m.range));
        skipped.extend(
            file.exports
                .iter()
                .zip(&kept_exports[id.0])
                .filter(|(_, kept)| !**kept)
                .map(|(e, _)| &e.range),
        );
        let tokens = &file.tokens;
        for (index, token) in tokens.iter().enumerate() {
            if skipped.iter().any(|r| r.contains(&token.range.start)) {
                continue;
            }
            let TokenKind::Ident(name) = &token.kind else { continue };
            mentioned.entry(name.clone()).or_default().insert(id);
            let glob = tokens.get(index + 1).is_some_and(|t| t.is_punct(':'))
                && tokens.get(index + 2).is_some_and(|t| t.is_punct(':'))
                && tokens.get(index + 3).is_some_and(|t| t.is_punct('*'));
            if glob {
                globbed.insert(name.clone());
            }
        }
    }
    (mentioned, globbed)
}

/// Does something carried name an item that the glob `<module>::*` of an export brings in,
/// itself or through the module's own glob exports.
fn glob_is_named(
    sources: &Sources,
    krate: CrateId,
    module: &str,
    mentioned: &Mentioned,
    seen: &mut BTreeSet<String>,
) -> bool {
    if !seen.insert(module.to_owned()) {
        return false;
    }
    let modules: Vec<_> =
        sources.files.iter().filter(|f| f.krate == krate && f.module == module).collect();
    // A glob of something that is no module file of the crate (an enum, `self`, an inline
    // module) is kept: what it brings in is not known here.
    if modules.is_empty() {
        return true;
    }
    modules.iter().any(|f| {
        f.defines.iter().any(|d| mentioned.contains_key(d))
            || f.exports
                .iter()
                .flat_map(|e| &e.globs)
                .any(|g| glob_is_named(sources, krate, g, mentioned, seen))
    })
}

/// The names a crate goes by: its own, and each name a dependent gives it.
fn crate_names(crates: &Crates, krate: CrateId) -> impl Iterator<Item = String> + '_ {
    std::iter::once(crates.get(krate).name.clone()).chain(
        crates.list.iter().flat_map(move |c| {
            c.deps.iter().filter(move |(_, d)| *d == krate).map(|(n, _)| n.clone())
        }),
    )
}
