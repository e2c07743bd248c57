//! Where a bundle may rely on trait upcasting (`&dyn Sub` to `&dyn Super`, stable since 1.86),
//! which only a type checker sees: a warning for the fallback check, not a verdict.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::Span;
use syn::visit::{self, Visit};

use super::Finding;
use crate::profile::RustVersion;

/// The release that made trait upcasting coercions stable.
pub const SINCE: RustVersion = RustVersion::new(1, 86);

/// Each `dyn Super` in `source` where the file also uses `dyn Sub` for a trait `Sub` of the file
/// that has `Super` among its supertraits (directly or through others): the places where a
/// `dyn Sub` may become a `dyn Super`, which rustc before 1.86 rejects (E0658). Empty for a judge
/// on 1.86 or later. Names are compared by their last segment, as the bundle is one file.
///
/// # Errors
/// When `source` is not Rust at all.
pub fn suspects(source: &str, version: RustVersion) -> anyhow::Result<Vec<Finding>> {
    if version >= SINCE {
        return Ok(Vec::new());
    }
    let file = super::parse(source)?;
    let mut seen = Seen::default();
    seen.visit_file(&file);
    let used: BTreeSet<&String> = seen.trait_objects.iter().map(|(name, _)| name).collect();
    let mut findings = Vec::new();
    for (name, span) in &seen.trait_objects {
        let sub = used.iter().find(|sub| seen.supertraits_of(sub).contains(name));
        if let Some(sub) = sub {
            let start = span.start();
            findings.push(Finding {
                line: start.line,
                column: start.column + 1,
                what: format!(
                    "`dyn {name}` where `dyn {sub}` is used too, and `{sub}` has `{name}` as a \
                     supertrait: turning a `dyn {sub}` into a `dyn {name}` is trait upcasting, \
                     stable since Rust {SINCE}; the approximate check cannot see coercions, \
                     the judge's rustc can"
                ),
            });
        }
    }
    findings.sort_by_key(|f| (f.line, f.column));
    findings.dedup();
    Ok(findings)
}

/// std's auto traits, which a trait object may add to its principal trait.
const AUTO_TRAITS: [&str; 5] = ["Send", "Sync", "Unpin", "UnwindSafe", "RefUnwindSafe"];

/// The file's traits with their direct supertraits, and every `dyn Trait` it writes.
#[derive(Default)]
struct Seen {
    supertraits: BTreeMap<String, BTreeSet<String>>,
    trait_objects: Vec<(String, Span)>,
}

impl Seen {
    /// Every supertrait of `name`, through any number of steps.
    fn supertraits_of(&self, name: &str) -> BTreeSet<String> {
        let mut found = BTreeSet::new();
        let mut todo = vec![name.to_owned()];
        while let Some(next) = todo.pop() {
            for parent in self.supertraits.get(&next).into_iter().flatten() {
                if found.insert(parent.clone()) {
                    todo.push(parent.clone());
                }
            }
        }
        found
    }
}

/// The last segment of a bound's trait path, for a trait bound.
fn trait_name(bound: &syn::TypeParamBound) -> Option<String> {
    match bound {
        syn::TypeParamBound::Trait(bound) => {
            bound.path.segments.last().map(|segment| segment.ident.to_string())
        }
        _ => None,
    }
}

impl<'ast> Visit<'ast> for Seen {
    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        let mut parents: Vec<String> = item.supertraits.iter().filter_map(trait_name).collect();
        // `trait Sub where Self: Super` says the same as `trait Sub: Super`.
        for predicate in item.generics.where_clause.iter().flat_map(|w| &w.predicates) {
            if let syn::WherePredicate::Type(bound) = predicate {
                if matches!(&bound.bounded_ty, syn::Type::Path(p) if p.path.is_ident("Self")) {
                    parents.extend(bound.bounds.iter().filter_map(trait_name));
                }
            }
        }
        self.supertraits.entry(item.ident.to_string()).or_default().extend(parents);
        visit::visit_item_trait(self, item);
    }

    fn visit_type_trait_object(&mut self, object: &'ast syn::TypeTraitObject) {
        // `dyn Send + Trait`: the principal trait is the one that is not an auto trait.
        let principal = object
            .bounds
            .iter()
            .filter_map(trait_name)
            .find(|name| !AUTO_TRAITS.contains(&name.as_str()));
        if let Some(name) = principal {
            let span = object
                .dyn_token
                .map_or_else(|| syn::spanned::Spanned::span(&object.bounds), |token| token.span);
            self.trait_objects.push((name, span));
        }
        visit::visit_type_trait_object(self, object);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUST_1_73: RustVersion = RustVersion::new(1, 73);

    fn at(source: &str) -> Vec<(usize, usize)> {
        suspects(source, RUST_1_73).unwrap().iter().map(|f| (f.line, f.column)).collect()
    }

    #[test]
    fn a_dyn_supertrait_beside_a_dyn_subtrait_is_a_suspect() {
        let source = "trait Super {}\ntrait Sub: Super {}\nfn f(sub: &dyn Sub) {\n    let _s: &dyn Super = sub;\n}\n";
        assert_eq!(at(source), [(4, 14)]);
        let finding = &suspects(source, RUST_1_73).unwrap()[0];
        assert!(finding.what.contains("`dyn Super` where `dyn Sub`"), "{}", finding.what);
        assert!(finding.what.contains("since Rust 1.86"), "{}", finding.what);
        // A judge on 1.86 accepts upcasting: nothing to say.
        assert_eq!(suspects(source, SINCE).unwrap(), []);
    }

    #[test]
    fn supertraits_count_through_several_steps_and_paths_by_their_last_segment() {
        let source = "trait A {}\ntrait B: std::fmt::Debug + A {}\ntrait C: B {}\nfn f(c: Box<dyn C + Send>) -> Box<dyn crate::A> { todo!() }\n";
        assert_eq!(at(source), [(4, 35)]);
    }

    #[test]
    fn a_where_clause_on_self_and_an_auto_trait_first_are_read() {
        let source = "trait Super {}\ntrait Sub where Self: Super {}\nfn f(sub: Box<dyn Send + Sub>) -> Box<dyn Send + Super> { sub }\n";
        assert_eq!(at(source), [(3, 39)]);
    }

    #[test]
    fn unrelated_trait_objects_and_a_lone_subtrait_are_not_suspects() {
        // `dyn Sub` alone calls the supertrait's methods without upcasting; two unrelated
        // traits as objects, or a supertrait only used as a bound, never coerce.
        let lone = "trait Super { fn get(&self) -> u8; }\ntrait Sub: Super {}\nfn f(s: &dyn Sub) -> u8 { s.get() }\n";
        let unrelated = "trait P {}\ntrait Q {}\nfn f(_: &dyn P, _: &dyn Q) {}\n";
        let bound = "trait Super {}\ntrait Sub: Super {}\nfn f<T: Super>(_: &T, _: &dyn Sub) {}\n";
        assert_eq!((at(lone), at(unrelated), at(bound)), (vec![], vec![], vec![]));
    }
}
