//! What the program does not reach, removed from its libraries as rustc names it: the bundle
//! (libraries in a private `mod __bundled`, nothing exported) compiled for metadata by the judge's
//! rustc ([`judge_compile::says`]), `dead_code`, `unused_imports` and `unused_macros` warned in
//! the libraries, allowed in the binary. What is named goes (an import as rustc's suggestion
//! removes it) until nothing is; a type or trait with the impls naming it, if named nowhere else.
//! A trait impl, which no lint names, goes when rustc instantiates the same functions without it
//! (`-Zprint-mono-items`); then the lints run again. A round that breaks the bundle is a bug: it
//! stays whole, with a warning. A library the judge's rustc rejects (an older edition's) first
//! gets rustc's machine-applicable fixes ([`Pruning::fix_rounds`]).

use std::collections::BTreeSet;
use std::ops::Range;
use std::time::{Duration, Instant};

use anyhow::Result;
use serde_json::Value;
use syn::spanned::Spanned;

use super::layout::{self, Parts, Place};
use super::sources::item_parts;
use super::{ALLOW, PRUNING_BROKE};
use crate::judge_compile::{self, Install, Judge, WINDOWS_TARGET};

/// More rounds than any bundle has needed: rustc names most of what is dead at once.
const ROUNDS: usize = 12;

/// Bytes of the compiled text and what they become: removed when it is empty.
type Edit = (Range<usize>, String);

/// Pruning's time, `XTASK_PRUNE_SECONDS` or 90 s; then it stops at the next compile that succeeds.
pub fn budget() -> Duration {
    let seconds = std::env::var("XTASK_PRUNE_SECONDS").ok().and_then(|s| s.parse().ok());
    Duration::from_secs(seconds.unwrap_or(90))
}

/// What a `pub use` becomes in the compiled text: rustc 1.73 names no unused `pub` import,
/// and a `pub use` at the binary's root would export what it imports, alive then.
const CRATE_VISIBLE: &str = "(crate)";

/// What rustc names, in bytes of the compiled text: where the name of each item named unused
/// starts, and what each unused import's suggestion removes.
#[derive(Debug, Default, PartialEq, Eq)]
struct Named {
    items: BTreeSet<usize>,
    imports: BTreeSet<(usize, usize)>,
}

/// Removes from `parts` what rustc names unused and the trait impls nothing reaches, saying on
/// stderr how far it got (`function`: compiled as a library after `pub struct Solution;`). A
/// warning when a round broke the bundle (left whole, with rustc's first error) or time ran out.
///
/// # Errors
/// When the judge's rustc cannot be run.
pub fn prune(
    parts: &mut Parts,
    judge: &Judge,
    function: bool,
    budget: Duration,
) -> Result<Option<String>> {
    let whole = parts.clone();
    // The lints are allowed but in the libraries, so that what the binary calls is used.
    let prefix =
        if function { format!("#![{ALLOW}]\npub struct Solution;\n") } else { String::new() };
    let attribute = format!("#[{}] ", ALLOW.replace("allow", "warn"));
    let first = Round::of(parts, &prefix, &attribute);
    // Each round's edits, kept to prune again at once, by this file's rules (its text is keyed).
    let judged = format!("{judge:?} {function}");
    let key = [first.text.as_bytes(), judged.as_bytes(), include_str!("prune.rs").as_bytes()];
    let entry = crate::cache::Entry::new("pruned", &key);
    // A kept entry that does not read is pruned again.
    let kept = entry.get("rounds").and_then(|kept| std::fs::read(kept).ok());
    if let Some(rounds) = kept.and_then(|json| serde_json::from_slice::<Vec<_>>(&json).ok()) {
        for edits in rounds {
            Round::of(parts, &prefix, &attribute).edit(parts, edits);
        }
        return Ok(None);
    }
    let clock = Clock { started: Instant::now(), budget, compiles: 0, out_of_time: false };
    let mut pruning = Pruning { prefix, attribute, judge, function, rounds: Vec::new(), clock };
    if !pruning.fix_rounds(parts)? {
        return Ok(None); // The judge's compile says why it does not compile.
    }
    // The lints, then the impls nothing reaches, then the lints for what only those reached.
    let mut broke = pruning.lint_rounds(parts)?;
    if broke.is_none() && !pruning.clock.out_of_time && pruning.unreached_impls(parts)? {
        broke = pruning.lint_rounds(parts)?;
    }
    if let Some(error) = broke {
        *parts = whole;
        return Ok(Some(format!("{PRUNING_BROKE}, so it is left whole:\n{error}")));
    }
    if pruning.clock.out_of_time {
        // Not kept: the next run, its compiles in the cache, gets further.
        return Ok(Some(format!("pruning stopped after {budget:?} (XTASK_PRUNE_SECONDS): the bundle is pruned as far as it got, and compiles; bundle again to prune further")));
    }
    // A cache that cannot be written only costs the next run its compiles.
    let _ = entry.put(&[("rounds", serde_json::to_string(&pruning.rounds)?.as_bytes())]);
    Ok(None)
}

/// A bundle's pruning: how each round is compiled, and the bytes each round removed.
struct Pruning<'a> {
    prefix: String,
    attribute: String,
    judge: &'a Judge,
    function: bool,
    rounds: Vec<Vec<Edit>>,
    clock: Clock,
}

/// How far pruning got, and whether its time is up.
struct Clock {
    started: Instant,
    budget: Duration,
    compiles: usize,
    out_of_time: bool,
}

impl Pruning<'_> {
    fn round(&self, parts: &Parts) -> Round {
        Round::of(parts, &self.prefix, &self.attribute)
    }

    /// Says on stderr that a compile succeeded and what comes next; `true` when the time is up.
    fn progress(&mut self, next: std::fmt::Arguments<'_>) -> bool {
        let clock = &mut self.clock;
        clock.compiles += 1;
        let spent = clock.started.elapsed();
        eprintln!("pruning: {} compiles done in {spent:.0?}; {next}", clock.compiles);
        clock.out_of_time |= spent >= clock.budget;
        clock.out_of_time
    }

    /// Makes rustc's machine-applicable fixes for its errors in the libraries (the problem's own
    /// code is its author's to mend) while it suggests some: `false` when it still fails.
    fn fix_rounds(&mut self, parts: &mut Parts) -> Result<bool> {
        for number in 1..=ROUNDS {
            let round = self.round(parts);
            let Err(errors) = named(&round.text, self.judge, self.function)? else {
                return Ok(true);
            };
            let mut edits = suggested(&errors, self.judge.source_file());
            edits.retain(|(r, _)| round.library(r).is_some_and(|k| !parts.libraries[k].own));
            if edits.is_empty() {
                break;
            }
            self.progress(format_args!("fix {number}: {} edits rustc suggests", edits.len()));
            self.edit(parts, &round, edits);
        }
        Ok(false)
    }

    /// Removes what the lints name until they name none; rustc's first error if a round broke it.
    fn lint_rounds(&mut self, parts: &mut Parts) -> Result<Option<String>> {
        // Names rustc called unused that the next compile showed needed (a function only an
        // impl of an unused trait calls: no lint names the impl).
        let (mut needed, mut before): (BTreeSet<String>, Option<Parts>) = (BTreeSet::new(), None);
        for number in 1..=ROUNDS {
            let round = self.round(parts);
            let removals = match named(&round.text, self.judge, self.function)? {
                Ok(named) => removals(&round.text, &named, |range, name| {
                    round.library(range).is_some() && !needed.contains(name)
                }),
                // An import of what the last round removed, which only what it removed used.
                Err(errors) => match unresolved_imports(&round.text, &errors) {
                    Some(imports) if imports.iter().all(|r| round.library(r).is_some()) => imports,
                    _ => {
                        let missing = missing_names(&round.text, &errors);
                        let previous = before.take().filter(|_| !missing.is_subset(&needed));
                        let Some(previous) = previous else {
                            return Ok(Some(first_error(&errors)));
                        };
                        // The last round again, keeping what the errors say is missing.
                        needed.extend(missing);
                        *parts = previous;
                        self.rounds.pop();
                        continue;
                    }
                },
            };
            let count = removals.len();
            if self.progress(format_args!("round {number}: {count} items unused")) || count == 0 {
                break;
            }
            before = Some(parts.clone());
            self.edit(parts, &round, removals.into_iter().map(|r| (r, String::new())).collect());
        }
        Ok(None)
    }

    /// Removes the libraries' trait impls without which rustc instantiates the same functions
    /// ([`instantiated`]), so no callee changed: those no instantiated function names (trait
    /// and type) are tried together, a group that changes what is instantiated halved.
    fn unreached_impls(&mut self, parts: &mut Parts) -> Result<bool> {
        let round = self.round(parts);
        let text = &round.text;
        let Some(reached) = instantiated(text, self.judge, self.function)? else {
            return Ok(false);
        };
        let Ok(file) = syn::parse_file(text) else { return Ok(false) };
        let mut found = Items::default();
        collect(&file.items, &mut found);
        let named = |names: &[String]| {
            reached.iter().any(|line| names.iter().all(|name| words(line, name).next().is_some()))
        };
        let tried =
            found.impls.into_iter().filter(|i| i.of_trait && round.library(&i.range).is_some());
        let mut groups: Vec<Vec<Range<usize>>> =
            vec![tried.filter(|i| !named(&i.names)).map(|i| i.range).collect()];
        let mut gone: Vec<Range<usize>> = Vec::new();
        while let Some(group) = groups.pop() {
            let left: usize = groups.iter().chain([&group]).map(Vec::len).sum();
            let count = groups.len() + 1;
            if self.progress(format_args!("{left} trait impls to try, in {count} groups")) {
                break;
            }
            let trial: Vec<Range<usize>> = gone.iter().chain(&group).cloned().collect();
            if group.is_empty() {
                continue;
            }
            let after = instantiated(&without(text, &trial), self.judge, self.function)?;
            if after.as_ref() == Some(&reached) {
                gone = trial;
            } else if group.len() > 1 {
                let (first, second) = group.split_at(group.len() / 2);
                groups.extend([second.to_vec(), first.to_vec()]);
            }
        }
        if !gone.is_empty() {
            self.edit(parts, &round, gone.iter().map(|r| (r.clone(), String::new())).collect());
        }
        Ok(!gone.is_empty())
    }

    /// Makes `edits` of `round`'s text in `parts`, and keeps them as a round.
    fn edit(&mut self, parts: &mut Parts, round: &Round, edits: Vec<Edit>) {
        round.edit(parts, edits.clone());
        self.rounds.push(edits);
    }
}

/// What the judge's rustc says of `text` with `flags` for each target: the judge's and, on a
/// Windows judge whose text names a system in a `cfg`, Windows too. Nothing when that target cannot
/// be had (what is dead here may be alive there); `Err` with rustc's stderr when one fails.
fn says(
    text: &str,
    judge: &Judge,
    function: bool,
    flags: &[&str],
) -> Result<std::result::Result<Vec<String>, String>> {
    let mut targets = vec![flags.to_vec()];
    if judge.windows && ["unix", "windows", "target_"].iter().any(|word| text.contains(word)) {
        let rustc = judge_compile::rustc(judge)?;
        if judge_compile::windows_target(&rustc, Install::Never).is_err() {
            return Ok(Ok(Vec::new()));
        }
        targets.push([flags, &["--target", WINDOWS_TARGET]].concat());
    }
    let (library, mut said) = (function.then_some("--crate-type=lib"), Vec::new());
    for flags in targets {
        match judge_compile::says(text, judge, &[&flags[..], library.as_slice()].concat())? {
            Ok(lines) => said.push(lines),
            Err(lines) => return Ok(Err(lines)),
        }
    }
    Ok(Ok(said))
}

/// The functions rustc instantiates for `text` on every target, without what moves when other
/// text goes ([`without_places`]). `None` when it does not build, or a target cannot be had.
fn instantiated(text: &str, judge: &Judge, function: bool) -> Result<Option<BTreeSet<String>>> {
    // What is instantiated is settled before LLVM, whose passes are skipped.
    let flags = ["-Zprint-mono-items=yes", "--emit=obj", "-Cno-prepopulate-passes"];
    let Ok(said) = says(text, judge, function, &flags)? else { return Ok(None) };
    let items = said.iter().enumerate().flat_map(|(number, lines)| {
        let items = lines.lines().filter_map(|line| line.strip_prefix("MONO_ITEM "));
        items.map(move |item| format!("{number} {}", without_places(item)))
    });
    Ok(Some(items.collect()).filter(|_| !said.is_empty()))
}

/// A `-Zprint-mono-items` item without its codegen unit and its closures' places.
fn without_places(item: &str) -> String {
    let mut pieces = item.split(" @@ ").next().unwrap_or(item).split("closure@");
    let first = pieces.next().unwrap_or_default().to_owned();
    pieces.fold(first, |kept, p| kept + "closure" + &p[p.find([']', '}']).unwrap_or(p.len())..])
}

/// `text` without `ranges`.
fn without(text: &str, ranges: &[Range<usize>]) -> String {
    let mut ranges = ranges.to_vec();
    ranges.sort_by_key(|range| std::cmp::Reverse(range.start));
    let mut text = text.to_owned();
    for range in ranges {
        text.replace_range(range, "");
    }
    text
}

/// What the judge's rustc names in `text` on every target ([`says`]): only what all name.
/// `Err` with rustc's JSON diagnostics when the text does not compile.
fn named(text: &str, judge: &Judge, function: bool) -> Result<std::result::Result<Named, String>> {
    let said = says(text, judge, function, &["--emit=metadata", "--error-format=json"])?;
    let both =
        |a: Named, b: Named| Named { items: &a.items & &b.items, imports: &a.imports & &b.imports };
    Ok(said.map(|said| said.iter().map(|lines| read_named(lines)).reduce(both).unwrap_or_default()))
}

/// rustc's JSON diagnostics, one a line.
fn diagnostics(lines: &str) -> impl Iterator<Item = Value> + '_ {
    lines.lines().filter_map(|line| serde_json::from_str::<Value>(line).ok())
}

/// The bytes a span of rustc's JSON diagnostics covers.
fn bytes(span: &Value) -> Option<Range<usize>> {
    let at = |key: &str| usize::try_from(span[key].as_u64()?).ok();
    Some(at("byte_start")?..at("byte_end")?)
}

/// The edits that rustc's errors in `lines` suggest as machine-applicable in `file`.
fn suggested(lines: &str, file: &str) -> Vec<Edit> {
    let errors: Vec<Value> = diagnostics(lines).filter(|d| d["level"] == "error").collect();
    let children = errors.iter().flat_map(|d| d["children"].as_array().into_iter().flatten());
    let spans = children.flat_map(|child| child["spans"].as_array().into_iter().flatten());
    let applicable = spans.filter(|s| s["suggestion_applicability"] == "MachineApplicable");
    let spans = applicable.filter(|span| span["file_name"] == file);
    spans
        .filter_map(|s| Some((bytes(s)?, s["suggested_replacement"].as_str()?.to_owned())))
        .collect()
}

/// The items and imports named in rustc's JSON diagnostics.
fn read_named(lines: &str) -> Named {
    let mut named = Named::default();
    for diagnostic in diagnostics(lines) {
        let code = diagnostic["code"]["code"].as_str().unwrap_or_default();
        match code {
            "dead_code" | "unused_macros" => {
                let spans = diagnostic["spans"].as_array().into_iter().flatten();
                let primary = spans.filter(|span| span["is_primary"] == true);
                named.items.extend(primary.filter_map(bytes).map(|r| r.start));
            }
            "unused_imports" => {
                let children = diagnostic["children"].as_array().into_iter().flatten();
                let spans =
                    children.flat_map(|child| child["spans"].as_array().into_iter().flatten());
                let removed = spans.filter(|span| span["suggested_replacement"] == "");
                named.imports.extend(removed.filter_map(bytes).map(|r| (r.start, r.end)));
            }
            _ => {}
        }
    }
    named
}

/// The identifier that starts at byte `at` of `text`.
fn word_at(text: &str, at: usize) -> &str {
    let rest = text.get(at..).unwrap_or_default();
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
    &rest[..end]
}

/// The names rustc's errors quote, by last segment (`clamp` and `m` of ``cannot find function
/// `clamp` in module `crate::m` ``), and the words of `text` they point at (`count` in
/// `pool.count()`, no method of a type that is not an iterator).
fn missing_names(text: &str, lines: &str) -> BTreeSet<String> {
    let errors: Vec<Value> = diagnostics(lines).filter(|d| d["level"] == "error").collect();
    let messages = errors.iter().filter_map(|d| d["message"].as_str());
    let quoted = messages.flat_map(|m| m.split('`').skip(1).step_by(2));
    let mut names: BTreeSet<&str> = quoted.filter_map(|q| q.rsplit("::").next()).collect();
    let spans = errors.iter().flat_map(|d| d["spans"].as_array().into_iter().flatten());
    let primary = spans.filter(|span| span["is_primary"] == true).filter_map(bytes);
    names.extend(primary.map(|r| word_at(text, r.start)));
    names.into_iter().filter(|name| !name.is_empty()).map(str::to_owned).collect()
}

/// The first error in rustc's JSON diagnostics, as rustc renders it.
fn first_error(lines: &str) -> String {
    let error = diagnostics(lines).find(|diagnostic| diagnostic["level"] == "error");
    let rendered = error.and_then(|e| Some(e["rendered"].as_str()?.to_owned()));
    rendered.unwrap_or_else(|| lines.to_owned()).trim_end().to_owned()
}

/// An item rustc may name: where its name starts, its bytes (attributes included), its name,
/// and is it a struct, enum, union or trait, which impls may name.
struct Item {
    name_at: usize,
    range: Range<usize>,
    name: String,
    is_type: bool,
    /// A struct, enum or union: nothing uses one without naming it.
    data: bool,
}

/// An impl: the last identifiers of its type and trait ([`impl_names`]) and its bytes.
struct Impl {
    names: Vec<String>,
    range: Range<usize>,
    of_trait: bool,
    /// Is it an inherent impl with nothing in it (its items removed).
    empty: bool,
}

/// The items and impls of a text, and its `use` items outside functions with their bytes.
#[derive(Default)]
struct Items {
    items: Vec<Item>,
    impls: Vec<Impl>,
    uses: Vec<(syn::UseTree, Range<usize>)>,
}

/// The byte ranges that go: each import and item rustc named, and each type or trait named
/// whose name is nowhere else but in the impls that go with it; only what `removable` allows
/// (by bytes and name: a library's, not needed).
fn removals(
    text: &str,
    named: &Named,
    removable: impl Fn(&Range<usize>, &str) -> bool,
) -> Vec<Range<usize>> {
    let imports = named.imports.iter().map(|&(a, b)| a..b);
    let mut ranges: Vec<Range<usize>> = imports.filter(|r| removable(r, "")).collect();
    let Ok(file) = syn::parse_file(text) else { return ranges };
    let mut found = Items::default();
    collect(&file.items, &mut found);
    let (named, unnamed): (Vec<&Item>, Vec<&Item>) = (found.items.iter())
        .filter(|item| removable(&item.range, &item.name))
        .partition(|item| named.items.contains(&item.name_at));
    let (types, plain): (Vec<&Item>, Vec<&Item>) = named.into_iter().partition(|i| i.is_type);
    ranges.extend(plain.into_iter().map(|item| item.range.clone()));
    // An inherent impl left empty does nothing, but keeps its type alive for rustc before 1.78.
    let empty = found.impls.iter().filter(|i| i.empty && removable(&i.range, ""));
    ranges.extend(empty.map(|i| i.range.clone()));
    // A struct, enum or union named nowhere else goes too, with its impls: rustc before 1.78
    // names none with a derived impl, though it is never built.
    for item in types.into_iter().chain(unnamed.into_iter().filter(|item| item.data)) {
        let impls = found.impls.iter().filter(|i| i.names.contains(&item.name));
        let mut with: Vec<Range<usize>> = impls.map(|i| i.range.clone()).collect();
        with.push(item.range.clone());
        let elsewhere = |at: usize| !ranges.iter().chain(&with).any(|r| r.contains(&at));
        if with.iter().all(|r| removable(r, "")) && !words(text, &item.name).any(elsewhere) {
            ranges.extend(with);
        }
    }
    ranges.sort_by_key(|range| (range.start, range.end));
    ranges.dedup();
    ranges
}

/// When every error of `errors` is an unresolved import (E0432): the bytes of each, with its
/// comma in a group, or its whole `use` item when it is all the item imports.
fn unresolved_imports(text: &str, errors: &str) -> Option<Vec<Range<usize>>> {
    let file = syn::parse_file(text).ok()?;
    let mut found = Items::default();
    collect(&file.items, &mut found);
    let mut ranges = Vec::new();
    for error in diagnostics(errors).filter(|e| e["level"] == "error") {
        let Some(spans) = error["spans"].as_array().filter(|s| !s.is_empty()) else { continue };
        if error["code"]["code"] != "E0432" {
            return None;
        }
        for at in spans.iter().filter_map(bytes).map(|r| r.start) {
            let (tree, item) = found.uses.iter().find(|(_, range)| range.contains(&at))?;
            let leaf = leaf(tree, at)?;
            ranges.push(if leaf == tree.span().byte_range() { item.clone() } else { leaf });
        }
    }
    (!ranges.is_empty()).then_some(ranges)
}

/// The bytes of the leaf of `tree` at `at`: the whole tree when it is that leaf, else the leaf
/// with its comma in the innermost group holding more.
fn leaf(tree: &syn::UseTree, at: usize) -> Option<Range<usize>> {
    match tree {
        syn::UseTree::Path(path) => {
            let inner = leaf(&path.tree, at)?;
            let whole = inner == path.tree.span().byte_range();
            Some(if whole { tree.span().byte_range() } else { inner })
        }
        syn::UseTree::Group(group) => {
            let pairs: Vec<_> = group.items.pairs().collect();
            let index = pairs.iter().position(|p| p.value().span().byte_range().contains(&at))?;
            let child = pairs[index].value();
            let inner = leaf(child, at)?;
            let range = child.span().byte_range();
            if inner != range {
                return Some(inner);
            }
            Some(match (pairs[index].punct(), index.checked_sub(1)) {
                (Some(comma), _) => range.start..comma.span.byte_range().end,
                (None, Some(before)) => {
                    let comma = pairs[before].punct().map(|c| c.span.byte_range().start);
                    comma.unwrap_or(range.start)..range.end
                }
                (None, None) => range,
            })
        }
        _ => Some(tree.span().byte_range()),
    }
}

/// Where `word` occurs in `text` as a whole identifier.
fn words<'a>(text: &'a str, word: &'a str) -> impl Iterator<Item = usize> + 'a {
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let bytes = text.as_bytes();
    text.match_indices(word).map(|(at, _)| at).filter(move |&at| {
        let before = at.checked_sub(1).map(|b| bytes[b]);
        let after = bytes.get(at + word.len()).copied();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

/// The items rustc may name (in modules and inherent impls), every impl and every `use`.
fn collect(items: &[syn::Item], found: &mut Items) {
    for item in items {
        let range = item.span().byte_range();
        match item {
            syn::Item::Mod(syn::ItemMod { content: Some((_, inner)), .. }) => collect(inner, found),
            syn::Item::Use(item) => found.uses.push((item.tree.clone(), range)),
            syn::Item::Impl(block) => {
                let of_trait = block.trait_.is_some();
                found.items.extend(block.items.iter().filter(|_| !of_trait).filter_map(associated));
                let empty = block.items.is_empty() && !of_trait;
                found.impls.push(Impl { names: impl_names(block), range, of_trait, empty });
            }
            _ => {
                let Some((ident, is_type)) = item_parts(item).1 else { continue };
                // An impl that names an alias is the aliased type's: the alias goes alone.
                let is_type = is_type && !matches!(item, syn::Item::Type(_));
                let name_at = ident.span().byte_range().start;
                let data =
                    matches!(item, syn::Item::Struct(_) | syn::Item::Enum(_) | syn::Item::Union(_));
                found.items.push(Item { name_at, range, name: ident.to_string(), is_type, data });
            }
        }
    }
}

/// An inherent impl's function, constant or type, which rustc may name.
fn associated(item: &syn::ImplItem) -> Option<Item> {
    let ident = match item {
        syn::ImplItem::Fn(f) => &f.sig.ident,
        syn::ImplItem::Const(c) => &c.ident,
        syn::ImplItem::Type(t) => &t.ident,
        _ => return None,
    };
    let name_at = ident.span().byte_range().start;
    let (range, name) = (item.span().byte_range(), ident.to_string());
    Some(Item { name_at, range, name, is_type: false, data: false })
}

/// The last identifier of an impl's type and of its trait.
fn impl_names(block: &syn::ItemImpl) -> Vec<String> {
    let self_ty = if let syn::Type::Path(ty) = &*block.self_ty { Some(&ty.path) } else { None };
    let paths = self_ty.into_iter().chain(block.trait_.as_ref().map(|(path, _)| path));
    paths.filter_map(|path| Some(path.segments.last()?.ident.to_string())).collect()
}

/// `line` with every `pub use` made `pub(crate) use`, and where each `(crate)` went in it.
fn crate_visible_imports(line: &str) -> (String, Vec<usize>) {
    let uses = words(line, "pub").filter(|&found| line[found + 3..].starts_with(" use "));
    let at: Vec<usize> = uses.map(|found| found + 3).collect();
    let mut wide = line.to_owned();
    at.iter().rev().for_each(|&at| wide.insert_str(at, CRATE_VISIBLE));
    (wide, at)
}

/// The text compiled in a round, and for each line where it starts, where `(crate)` went
/// ([`crate_visible_imports`]) and where it comes from.
#[derive(Default)]
struct Round {
    text: String,
    starts: Vec<usize>,
    widened: Vec<Vec<usize>>,
    places: Vec<Place>,
}

impl Round {
    /// The text of `parts`, after `prefix`, with `attribute` on each library's module.
    fn of(parts: &Parts, prefix: &str, attribute: &str) -> Round {
        let mut round = Round { text: prefix.to_owned(), ..Round::default() };
        for (line, place) in layout::arrange(parts, attribute).0 {
            round.starts.push(round.text.len());
            let (wide, at) = crate_visible_imports(&line.text);
            round.text.extend([wide.as_str(), "\n"]);
            round.widened.push(at);
            round.places.push(place);
        }
        round
    }

    /// The column in line `index` as the parts hold it of `column` in the compiled line.
    fn original(&self, index: usize, column: usize) -> usize {
        let widened = self.widened[index].iter().enumerate();
        let inserted = widened.map(|(n, at)| at + n * CRATE_VISIBLE.len());
        let shift = |at: usize| column.saturating_sub(at).min(CRATE_VISIBLE.len());
        column - inserted.map(shift).sum::<usize>()
    }

    /// The library whose lines hold all of `range`, when one does.
    fn library(&self, range: &Range<usize>) -> Option<usize> {
        let line = |at: usize| self.starts.partition_point(|&start| start <= at).saturating_sub(1);
        let (first, last) = (line(range.start), line(range.end.saturating_sub(1).max(range.start)));
        let library = |index: usize| self.places.get(index).copied().flatten().map(|(k, _)| k);
        let one = (first..=last).all(|index| library(index) == library(first));
        library(first).filter(|_| one)
    }

    /// Makes each edit in the library lines it lies in (its text in its first line; of two
    /// overlapping, the first); a line left blank goes.
    fn edit(&self, parts: &mut Parts, edits: Vec<Edit>) {
        let starts = &self.starts;
        let mut cut = vec![Vec::<Edit>::new(); starts.len()];
        for (range, with) in edits {
            let mut index = starts.partition_point(|&start| start <= range.start) - 1;
            let mut with = Some(with);
            // The first line, even for no bytes at its start, then every line up to its end.
            while index < starts.len() && (with.is_some() || starts[index] < range.end) {
                let start = starts[index];
                let end = starts.get(index + 1).map_or(self.text.len(), |next| *next) - 1;
                let (from, to) = (range.start.max(start), range.end.min(end));
                let column = |at: usize| self.original(index, at - start);
                cut[index]
                    .push((column(from)..column(to.max(from)), with.take().unwrap_or_default()));
                index += 1;
            }
        }
        let mut gone: Vec<(usize, usize)> = Vec::new();
        for (index, mut pieces) in cut.into_iter().enumerate() {
            let (Some((k, j)), false) = (self.places[index], pieces.is_empty()) else { continue };
            let line = &mut parts.libraries[k].lines[j];
            let was_blank = line.text.trim().is_empty();
            pieces.sort_by_key(|(piece, _)| (piece.start, piece.end));
            pieces.dedup();
            let (mut kept, mut at) = (String::new(), 0);
            for (piece, with) in pieces {
                if piece.start >= at {
                    kept.extend([&line.text[at..piece.start], with.as_str()]);
                }
                at = at.max(piece.end);
            }
            kept.push_str(&line.text[at..]);
            if kept.trim().is_empty() && !was_blank {
                gone.push((k, j));
            } else {
                line.text = kept;
            }
        }
        for (k, j) in gone.into_iter().rev() {
            parts.libraries[k].lines.remove(j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::layout::Library;
    use super::super::text::Line;
    use super::*;

    #[test]
    fn an_error_names_what_a_round_removed_and_is_still_needed() {
        let errors = "{\"level\":\"error\",\"message\":\"cannot find function `clamp` in module `crate::__bundled::num_traits`\"}\n{\"level\":\"warning\",\"message\":\"unused `kept`\"}\n";
        let names: Vec<String> = missing_names("", errors).into_iter().collect();
        assert_eq!(names, ["clamp", "num_traits"]);
        // `LazyBuffer<I>` is not an iterator: its `count`, which the round removed, is.
        let text = "let n = pool.count();";
        let error = r#"{"level":"error","message":"`LazyBuffer<I>` is not an iterator","spans":[{"byte_start":13,"byte_end":18,"is_primary":true}]}"#;
        let names: Vec<String> = missing_names(text, error).into_iter().collect();
        assert_eq!(names, ["LazyBuffer<I>", "count"]);
        assert_eq!(word_at("fn clamp(x: f32)", 3), "clamp");
    }

    #[test]
    fn an_instantiated_function_reads_the_same_wherever_its_closures_moved() {
        let items = [
            // rustc 1.73, then 1.89: the closure's place and the codegen unit go.
            "fn f::<[closure@/t/Main.rs:3:10: 3:20]> @@ main.a1-cgu.0[Internal]",
            "fn f::<{closure@Main.rs:9:1: 9:4}>",
        ];
        assert_eq!(items.map(without_places), ["fn f::<[closure]>", "fn f::<{closure}>"]);
    }

    #[test]
    fn a_pub_use_is_compiled_crate_visible_and_columns_map_back() {
        let (wide, at) = crate_visible_imports("pub use a::b; pub fn f() {} pub use c::*;");
        assert_eq!(wide, "pub(crate) use a::b; pub fn f() {} pub(crate) use c::*;");
        assert_eq!(at, [3, 31]);
        let compiled =
            Round { text: wide.clone(), starts: vec![0], widened: vec![at], places: vec![None] };
        // Inside `(crate)`, then `b`, `f` and `c` in the compiled line, and in the line as the
        // parts hold it.
        for (wide_column, column) in [(5, 3), (18, 11), (28, 21), (50, 36)] {
            assert_eq!(compiled.original(0, wide_column), column);
        }
    }

    #[test]
    fn an_unresolved_import_goes_with_its_comma_or_with_its_use() {
        let text = "use a::{b, c, d::{e}};\nuse f::g;\nuse h::{i, j};\n";
        let error = |name: &str| {
            let at = text.find(name).unwrap() + name.len() - 1;
            format!("{{\"level\":\"error\",\"code\":{{\"code\":\"E0432\"}},\"spans\":[{{\"byte_start\":{at},\"byte_end\":{at}}}]}}\n")
        };
        let errors: String = [" c", "{e", "g", "j"].iter().map(|name| error(name)).collect();
        let ranges = unresolved_imports(text, &errors).unwrap();
        assert_eq!(without(text, &ranges), "use a::{b,  d::{}};\n\nuse h::{i};\n");
        let other =
            "{\"level\":\"error\",\"code\":{\"code\":\"E0425\"},\"spans\":[{\"byte_start\":0}]}";
        assert_eq!(unresolved_imports(text, other), None);
    }

    #[test]
    fn a_named_type_goes_with_its_impls_only_when_nothing_else_names_it() {
        let text = "struct Gone;\nimpl Gone { fn new() -> Gone { Gone } }\nimpl Clone for Gone { fn clone(&self) -> Gone { Gone } }\nstruct Kept;\nfn f(_: Option<Kept>) {}\nfn dead() {}\n";
        let at = |name: &str| text.find(name).unwrap();
        let named = Named {
            items: [at("Gone;"), at("Kept;"), at("dead")].into_iter().collect(),
            imports: BTreeSet::new(),
        };
        let left = without(text, &removals(text, &named, |_, _| true));
        assert_eq!(left, "\n\n\nstruct Kept;\nfn f(_: Option<Kept>) {}\n\n");
        // Unnamed by rustc (a derive hides it before 1.78), but named nowhere else; an empty
        // inherent impl goes too (`Used`, named by what goes, in the next round); what is not
        // removable stays, and keeps what it names.
        let text = "#[derive(Debug)] struct Unbuilt;\nimpl Unbuilt {}\nstruct Used;\nstruct Holder(Used);\nimpl Used {}\n";
        let left = without(text, &removals(text, &Named::default(), |_, _| true));
        assert_eq!(left, "\n\nstruct Used;\n\n\n");
        let kept = |range: &Range<usize>, _: &str| !text[range.clone()].contains("Holder");
        let left = without(text, &removals(text, &Named::default(), kept));
        assert_eq!(left, "\n\nstruct Used;\nstruct Holder(Used);\n\n");
    }

    #[test]
    fn the_machine_applicable_suggestions_of_errors_are_made_in_the_libraries_lines() {
        let span = |start: usize, end: usize, with: &str, applicability: &str| {
            format!(
                r#"{{"file_name":"Main.rs","byte_start":{start},"byte_end":{end},"suggested_replacement":"{with}","suggestion_applicability":"{applicability}"}}"#
            )
        };
        let errors = format!(
            "{{\"level\":\"error\",\"children\":[{{\"spans\":[{},{}]}}]}}\n{{\"level\":\"warning\",\"children\":[{{\"spans\":[{}]}}]}}\n",
            span(3, 7, "", "MachineApplicable"),
            span(9, 9, "&", "MaybeIncorrect"),
            span(0, 1, "x", "MachineApplicable"),
        );
        assert_eq!(suggested(&errors, "Main.rs"), [(3..7, String::new())]);
        assert_eq!(suggested(&errors, "main.rs"), []);
        let lines = ["match x { (ref a, b) => a }", "let y = 1;"].map(Line::synthetic).to_vec();
        let library = Library { name: "l".to_owned(), own: false, lines };
        let mut parts = Parts { libraries: vec![library], ..Parts::default() };
        let round = Round::of(&parts, "", "");
        let at = |text: &str| round.text.find(text).unwrap();
        let edits = [
            (at("ref ")..at("ref ") + 4, String::new()),
            (at("(ref")..at("(ref"), "&".to_owned()),
            // Twice, as two errors may suggest it: made once.
            (at("let")..at("let"), "/**/ ".to_owned()),
            (at("let")..at("let"), "/**/ ".to_owned()),
        ];
        assert_eq!(round.library(&edits[0].0), Some(0));
        round.edit(&mut parts, edits.to_vec());
        let texts: Vec<&str> = parts.libraries[0].lines.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["match x { &(a, b) => a }", "/**/ let y = 1;"]);
    }

    #[test]
    fn rustc_names_items_by_their_names_and_imports_by_its_suggestions() {
        let lines = concat!(
            r#"{"code":{"code":"dead_code"},"level":"warning","spans":[{"byte_start":7,"byte_end":8,"is_primary":true}],"children":[]}"#,
            "\n",
            r#"{"code":{"code":"unused_imports"},"level":"warning","spans":[{"byte_start":20,"byte_end":21,"is_primary":true}],"children":[{"spans":[{"byte_start":16,"byte_end":22,"suggested_replacement":""}]}]}"#,
            "\n",
        );
        let named = read_named(lines);
        assert_eq!(named.items, [7].into_iter().collect());
        assert_eq!(named.imports, [(16, 22)].into_iter().collect());
    }
}
