//! Which module files go into the bundle: the binary and the problem's own library whole; of
//! another library its root, and each module file carried code names (a path segment, a `use`,
//! a glob, `$crate::m`, an exported macro's name, a trait it implements for a type elsewhere),
//! until nothing more is named. Names are compared, not resolved: that can only carry too much.
//!
//! Left out of a carried file is only an export (`pub use`) nothing carried names: so a root
//! re-exporting all its modules (ac-library-rs's `lib.rs`) brings only those a solution reaches.

use std::collections::BTreeSet;
use std::ops::Range;

use super::crates::{CrateId, Crates, Role};
use super::refusal::Refusal;
use super::sources::{FileId, SourceFile, Sources, Token};

/// What goes in: by file, whether it is carried and whether each of its exports stays.
#[derive(Debug)]
pub struct Selection {
    pub carried: Vec<bool>,
    pub kept_exports: Vec<Vec<bool>>,
}

impl Selection {
    pub fn is_carried(&self, file: FileId) -> bool {
        self.carried[file.0]
    }
}

pub fn select(crates: &Crates, sources: &Sources) -> Selection {
    let whole = |f: &SourceFile| crates.get(f.krate).role != Role::Library;
    let mut carried: Vec<bool> = sources.files.iter().map(whole).collect();
    let mut kept_exports: Vec<Vec<bool>> =
        sources.files.iter().map(|f| vec![whole(f); f.exports.len()]).collect();
    loop {
        let before = (carried.clone(), kept_exports.clone());
        let Named { mentioned, globbed, modules: modules_named, types: in_force } =
            named(crates, sources, &carried, &kept_exports);
        for id in sources.ids() {
            let file = sources.file(id);
            if carried[id.0] {
                let globbed = globbed.contains(&file.module)
                    || (file.parent.is_none()
                        && crate_names(crates, file.krate).any(|n| globbed.contains(&n)));
                for (index, export) in file.exports.iter().enumerate() {
                    // A module carried code globs keeps every export: a trait is used unnamed.
                    kept_exports[id.0][index] |= globbed
                        || export.names.iter().any(|n| mentioned.contains(n))
                        || export.globs.iter().any(|g| {
                            let seen = &mut BTreeSet::new();
                            glob_is_named(crates, sources, file.krate, g, &mentioned, seen)
                        });
                }
                continue;
            }
            let Some(parent) = file.parent else {
                // A library goes in when its dependents name it.
                carried[id.0] = crate_names(crates, file.krate).any(|n| mentioned.contains(&n));
                continue;
            };
            // A module, when carried code names it and its parent goes in.
            carried[id.0] =
                carried[parent.0] && modules_named.contains(&(file.krate, file.module.clone()));
            if acts_unnamed(sources, id, &mentioned, &in_force) {
                let mut at = Some(id);
                while let Some(file) = at.filter(|f| !carried[f.0]) {
                    carried[file.0] = true;
                    at = sources.file(file).parent;
                }
            }
        }
        if (&carried, &kept_exports) == (&before.0, &before.1) {
            return Selection { carried, kept_exports };
        }
    }
}

/// A refusal for each procedural macro crate carried code names (it or a macro of it), at the
/// first place, the program's own files first: one nothing carried names is not needed.
pub fn proc_macro_uses(crates: &Crates, sources: &Sources, selection: &Selection) -> Vec<Refusal> {
    let mut files: Vec<FileId> = sources.ids().filter(|id| selection.is_carried(*id)).collect();
    files.sort_by_key(|id| crates.get(sources.file(*id).krate).role == Role::Library);
    let uses = crates.proc_macros.iter().filter_map(|proc_macro| {
        let named =
            |name: &str| proc_macro.names.iter().chain(&proc_macro.macros).any(|n| n == name);
        files.iter().find_map(|&id| {
            let file = sources.file(id);
            let skipped = skipped(file, &selection.kept_exports[id.0]);
            let token = file.tokens.iter().find(|t| t.ident().is_some_and(named) && !skipped(t))?;
            let at = file.place(token.range.start);
            Some(Refusal::ProcMacro { at, package: proc_macro.package.clone() })
        })
    });
    uses.collect()
}

/// Does a module hold what acts unnamed, and so go in with the modules around it: a macro
/// carried code calls, an impl whose header names a carried type or trait of its crate
/// (inherent methods, `Drop`, `FromStr`, ...), or an item-level macro call that may write one.
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
    file.macro_bodies.iter().any(|(m, _)| mentioned.contains(m))
        || file.impls.iter().any(|header| {
            header.iter().any(carried_name) || header.first().is_some_and(body_names_a_carried_one)
        })
}

/// Each identifier of the carried code.
type Mentioned = BTreeSet<String>;

/// What the carried code names.
#[derive(Default)]
struct Named {
    mentioned: Mentioned,
    /// Every module name a glob ends in (`name::*`).
    globbed: BTreeSet<String>,
    /// The names it spells where they may name a crate's module: anywhere in its own files;
    /// elsewhere after `<the library>::` or `<a module of it>::`, in a `use` rooted at it, or
    /// in a file that globs from it. So a crate's own `mod board` carries no library's `board`.
    modules: BTreeSet<(CrateId, String)>,
    /// The types and traits the carried files define, by crate.
    types: BTreeSet<(CrateId, String)>,
}

fn named(
    crates: &Crates,
    sources: &Sources,
    carried: &[bool],
    kept_exports: &[Vec<bool>],
) -> Named {
    let mut named = Named::default();
    for id in sources.ids().filter(|id| carried[id.0]) {
        let file = sources.file(id);
        named.types.extend(file.types.iter().map(|name| (file.krate, name.clone())));
        let tokens = &file.tokens;
        let skipped = skipped(file, &kept_exports[id.0]);
        let live = tokens.iter().enumerate().filter(|(_, t)| !skipped(t));
        let live: Vec<(usize, &str)> = live.filter_map(|(i, t)| Some((i, t.ident()?))).collect();
        let glob = |t: &[Token]| t[0].is_punct(':') && t[1].is_punct(':') && t[2].is_punct('*');
        for &(index, name) in &live {
            named.mentioned.insert(name.to_owned());
            named.modules.insert((file.krate, name.to_owned()));
            if tokens.get(index + 1..index + 4).is_some_and(glob) {
                named.globbed.insert(name.to_owned());
            }
        }
        let roots = use_roots(tokens);
        for (alias, library) in &crates.get(file.krate).names {
            let files = sources.files.iter().filter(|f| f.krate == *library);
            let modules: BTreeSet<&str> = files.map(|f| f.module.as_str()).collect();
            let rooted = |index: usize| roots[index].as_deref() == Some(alias.as_str());
            let globbed =
                (0..tokens.len()).any(|index| rooted(index) && tokens[index].is_punct('*'));
            for &(index, name) in &live {
                let after = index >= 3
                    && tokens[index - 1].is_punct(':')
                    && tokens[index - 2].is_punct(':')
                    && tokens[index - 3].ident().is_some_and(|p| p == alias || modules.contains(p));
                if globbed || after || rooted(index) {
                    named.modules.insert((*library, name.to_owned()));
                }
            }
        }
    }
    named
}

/// For each token, the first segment of the `use` item it is in, if any.
fn use_roots(tokens: &[Token]) -> Vec<Option<String>> {
    let mut roots = Vec::with_capacity(tokens.len());
    let mut root: Option<String> = None;
    let mut after_use = false;
    for token in tokens {
        match token.ident() {
            Some(name) if after_use => (root, after_use) = (Some(name.to_owned()), name == "use"),
            Some("use") => after_use = true,
            _ if token.is_punct(';') => root = None,
            _ => {}
        }
        roots.push(root.clone());
    }
    roots
}

/// Is a token in what of a carried file names nothing: items left out, `mod`s, exports dropped.
fn skipped<'a>(file: &'a SourceFile, kept_exports: &[bool]) -> impl Fn(&Token) -> bool + 'a {
    let mut skipped: Vec<&Range<usize>> = file.removed.iter().collect();
    skipped.extend(file.mods.iter().map(|m| &m.range));
    let dropped = file.exports.iter().zip(kept_exports).filter(|(_, kept)| !**kept);
    skipped.extend(dropped.map(|(e, _)| &e.range));
    move |token| skipped.iter().any(|r| r.contains(&token.range.start))
}

/// Does something carried name an item that the glob `<module>::*` of an export brings in,
/// itself or through the module's own glob exports.
fn glob_is_named(
    crates: &Crates,
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
    // A procedural macro crate's glob brings its macros; one of what is no module file of the crate
    // (an enum, `self`, an inline module) is kept: what it brings in is not known here.
    if modules.is_empty() {
        let proc_macro = crates.proc_macros.iter().find(|m| m.names.iter().any(|n| n == module));
        return proc_macro.is_none_or(|m| m.macros.iter().any(|m| mentioned.contains(m)));
    }
    modules.iter().any(|f| {
        let mut globs = f.exports.iter().flat_map(|e| &e.globs);
        f.defines.iter().any(|d| mentioned.contains(d))
            || globs.any(|g| glob_is_named(crates, sources, krate, g, mentioned, seen))
    })
}

/// The names a crate goes by: its own, and each name a dependent gives it.
fn crate_names(crates: &Crates, krate: CrateId) -> impl Iterator<Item = String> + '_ {
    let deps = crates.list.iter().flat_map(|c| &c.deps);
    let given = deps.filter(move |(_, d)| *d == krate).map(|(n, _)| n.clone());
    std::iter::once(crates.get(krate).name.clone()).chain(given)
}
