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
use super::sources::{FileId, SourceFile, Sources, TokenKind};

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
        let mut changed = false;
        for id in sources.ids() {
            let file = sources.file(id);
            let traits = defined(sources, file.krate, |f| &f.traits);
            let types = defined(sources, file.krate, |f| &f.types);
            if !carried[id.0] {
                // A library goes in when its dependents name it.
                let Some(parent) = file.parent else {
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
                // What holds wherever it is written takes its module and the modules around
                // it: a macro the carried code calls, an impl for a type or of a trait of the
                // crate that carried code names.
                let holds = file.macros.iter().any(|m| mentioned.contains_key(m))
                    || file.impls.iter().any(|(trait_, ty)| {
                        (types.contains(ty)
                            && named_outside_its_files(sources, file.krate, ty, &mentioned))
                            || trait_
                                .as_ref()
                                .is_some_and(|t| traits.contains(t) && mentioned.contains_key(t))
                    });
                if holds {
                    let mut at = Some(id);
                    while let Some(file) = at.filter(|f| !carried[f.0]) {
                        carried[file.0] = true;
                        at = sources.file(file).parent;
                    }
                    changed = true;
                }
                continue;
            }
            let module_globbed = globbed.contains(&file.module)
                || (file.parent.is_none()
                    && crate_names(crates, file.krate).any(|n| globbed.contains(&n)));
            for (index, export) in file.exports.iter().enumerate() {
                if kept_exports[id.0][index] {
                    continue;
                }
                let keep = export.names.iter().any(|n| mentioned.contains_key(n))
                    || export.globs.iter().any(|g| {
                        glob_is_named(sources, file.krate, g, &mentioned, module_globbed, &mut BTreeSet::new())
                    })
                    // A trait brought in by a glob is used by its methods, unnamed.
                    || (module_globbed && export.names.iter().any(|n| traits.contains(n)));
                if keep {
                    kept_exports[id.0][index] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            return Selection { carried, kept_exports };
        }
    }
}

/// Each identifier of the carried code, with the files it is in.
type Mentioned = BTreeMap<String, BTreeSet<FileId>>;

/// Is a type of the crate named in a carried file other than those that define it: what
/// an impl of it elsewhere is needed for (a type named only where it is defined is unused).
fn named_outside_its_files(
    sources: &Sources,
    krate: CrateId,
    ty: &str,
    mentioned: &Mentioned,
) -> bool {
    mentioned.get(ty).is_some_and(|files| {
        files.iter().any(|f| {
            let file = sources.file(*f);
            file.krate != krate || !file.types.iter().any(|t| t == ty)
        })
    })
}

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
/// itself or through the module's own glob exports; or, where the glob is itself globbed
/// (`traits_count`), does the module define a trait, whose methods are used unnamed.
fn glob_is_named(
    sources: &Sources,
    krate: CrateId,
    module: &str,
    mentioned: &Mentioned,
    traits_count: bool,
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
            || (traits_count && !f.traits.is_empty())
            || f.exports
                .iter()
                .flat_map(|e| &e.globs)
                .any(|g| glob_is_named(sources, krate, g, mentioned, traits_count, seen))
    })
}

/// The names of one kind (`|f| &f.traits`) that a crate's files define.
fn defined(
    sources: &Sources,
    krate: CrateId,
    kind: fn(&SourceFile) -> &Vec<String>,
) -> BTreeSet<String> {
    sources
        .files
        .iter()
        .filter(|f| f.krate == krate)
        .flat_map(|f| kind(f).iter().cloned())
        .collect()
}

/// The names a crate goes by: its own, and each name a dependent gives it.
fn crate_names(crates: &Crates, krate: CrateId) -> impl Iterator<Item = String> + '_ {
    std::iter::once(crates.get(krate).name.clone()).chain(
        crates.list.iter().flat_map(move |c| {
            c.deps.iter().filter(move |(_, d)| *d == krate).map(|(n, _)| n.clone())
        }),
    )
}
