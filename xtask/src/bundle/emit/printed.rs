//! Which arguments of a `macro_rules!` call its body prints as written (`stringify!`, an
//! `assert!` without a message): there a library's `crate::` path would read `crate::<library>::`
//! in a bundle, while an argument the body only evaluates may say `crate::` freely.

use std::collections::BTreeSet;

use proc_macro2::{Span, TokenStream, TokenTree};

use super::tokens::{assert_has_message, names_crate};

/// Where a call hands a `crate::` path to a fragment its macro prints, given the macro's rules
/// (matcher, transcriber). Sure of the fragment only for a single rule whose matcher is a plain
/// list of `$name:kind` separated by commas; otherwise any `crate::` in the call counts once a
/// rule prints anything.
pub(super) fn crate_path_printed(
    rules: &[(TokenStream, TokenStream)],
    args: TokenStream,
) -> Option<Span> {
    let printing: Vec<BTreeSet<String>> =
        rules.iter().map(|(_, transcriber)| printed_fragments(transcriber.clone())).collect();
    if printing.iter().all(|names| names.is_empty()) {
        return None;
    }
    if let ([(matcher, _)], [printed]) = (rules, printing.as_slice()) {
        if let Some(fragments) = plain_fragments(matcher.clone()) {
            let pieces = split_commas(args.clone());
            if pieces.len() == fragments.len() {
                return fragments
                    .iter()
                    .zip(pieces)
                    .filter(|(name, _)| printed.contains(*name))
                    .find_map(|(_, piece)| names_crate(piece.into_iter().collect()));
            }
        }
    }
    names_crate(args)
}

/// The fragments (`$name`) a transcriber prints: inside `stringify!(..)` or an `assert!(..)` /
/// `debug_assert!(..)` without a message. `"*"` stands for every fragment: printed by a nested
/// invocation the walk cannot read.
fn printed_fragments(transcriber: TokenStream) -> BTreeSet<String> {
    let trees: Vec<TokenTree> = transcriber.into_iter().collect();
    let mut out = BTreeSet::new();
    for (index, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(group) => out.extend(printed_fragments(group.stream())),
            TokenTree::Ident(ident) => {
                let bang =
                    matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                let Some(TokenTree::Group(args)) = trees.get(index + 2) else { continue };
                let prints = ident == "stringify"
                    || ((ident == "assert" || ident == "debug_assert")
                        && !assert_has_message(args.stream()));
                if bang && prints {
                    fragments(args.stream(), &mut out);
                    // Written out without a fragment, it prints the body's own tokens.
                    out.insert(String::new());
                }
            }
            _ => {}
        }
    }
    out
}

/// Every `$name` in some tokens.
fn fragments(tokens: TokenStream, out: &mut BTreeSet<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (index, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(group) => fragments(group.stream(), out),
            TokenTree::Punct(p) if p.as_char() == '$' => {
                if let Some(TokenTree::Ident(name)) = trees.get(index + 1) {
                    out.insert(name.to_string());
                }
            }
            _ => {}
        }
    }
}

/// The names of a matcher that is a plain list `$a:kind, $b:kind`, in order; `None` for any
/// other matcher (literal tokens, repetitions).
fn plain_fragments(matcher: TokenStream) -> Option<Vec<String>> {
    let trees: Vec<TokenTree> = matcher.into_iter().collect();
    let mut names = Vec::new();
    let mut index = 0;
    while index < trees.len() {
        match (&trees[index], trees.get(index + 1), trees.get(index + 2), trees.get(index + 3)) {
            (
                TokenTree::Punct(dollar),
                Some(TokenTree::Ident(name)),
                Some(TokenTree::Punct(colon)),
                Some(TokenTree::Ident(_)),
            ) if dollar.as_char() == '$' && colon.as_char() == ':' => names.push(name.to_string()),
            _ => return None,
        }
        index += 4;
        match trees.get(index) {
            None => break,
            Some(TokenTree::Punct(comma)) if comma.as_char() == ',' => index += 1,
            Some(_) => return None,
        }
    }
    Some(names)
}

/// A call's arguments split at its top-level commas (a trailing comma ends the last).
fn split_commas(args: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut pieces = vec![Vec::new()];
    let mut depth = 0usize;
    for tree in args {
        match &tree {
            // `<` and `>` in a generic path hold commas too: `f::<A, B>(x)`.
            TokenTree::Punct(p) if p.as_char() == '<' => depth += 1,
            TokenTree::Punct(p) if p.as_char() == '>' => depth = depth.saturating_sub(1),
            TokenTree::Punct(p) if p.as_char() == ',' && depth == 0 => {
                pieces.push(Vec::new());
                continue;
            }
            _ => {}
        }
        pieces.last_mut().expect("never empty").push(tree);
    }
    if pieces.last().is_some_and(Vec::is_empty) && pieces.len() > 1 {
        pieces.pop();
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(text: &str) -> Vec<(TokenStream, TokenStream)> {
        let trees: Vec<TokenTree> = text.parse::<TokenStream>().unwrap().into_iter().collect();
        let groups: Vec<TokenStream> = trees
            .iter()
            .filter_map(|t| match t {
                TokenTree::Group(g) => Some(g.stream()),
                _ => None,
            })
            .collect();
        groups.chunks(2).map(|pair| (pair[0].clone(), pair[1].clone())).collect()
    }

    fn printed(rules_text: &str, call: &str) -> bool {
        crate_path_printed(&rules(rules_text), call.parse().unwrap()).is_some()
    }

    #[test]
    fn only_a_printed_fragment_given_a_crate_path_counts() {
        let check = "($label:ident, $condition:expr) => { if !$condition { panic!(\"{}\", stringify!($label)); } };";
        assert!(!printed(check, "width, crate::cell::width() == 3"));
        let shown = "($label:ident, $condition:expr) => { if !$condition { panic!(\"{}\", stringify!($condition)); } };";
        assert!(printed(shown, "width, crate::cell::width() == 3"));
        // An assert without a message prints its condition.
        let asserted = "($value:expr, $limit:expr) => { assert!($value < $limit) };";
        assert!(printed(asserted, "x, crate::LIMIT"));
        let labelled = "($value:expr, $limit:expr) => { assert!($value < $limit, \"over\") };";
        assert!(!printed(labelled, "x, crate::LIMIT"));
    }

    #[test]
    fn where_the_fragment_is_unsure_any_crate_path_counts() {
        // Two rules, or a matcher with literal tokens: the bundler cannot tell which fragment.
        let two = "($a:expr) => { stringify!($a) }; ($a:expr, $b:expr) => { stringify!($a) };";
        assert!(printed(two, "1, crate::X"));
        let literal = "(label $a:ident then $b:expr) => { stringify!($a) };";
        assert!(printed(literal, "label a then crate::X"));
        // Commas inside a turbofish do not split the arguments.
        let check = "($value:expr, $label:ident) => { (stringify!($label), $value) };";
        assert!(!printed(check, "crate::f::<A, B>(1), name"));
        // Nothing printed: nothing to say.
        assert!(!printed("($a:expr) => { $a + 1 };", "crate::X"));
    }
}
