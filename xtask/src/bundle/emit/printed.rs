//! Which arguments of a `macro_rules!` call its body prints as written (`stringify!`, an
//! `assert!` without a message): there a library's `crate::` path would read `crate::<library>::`
//! in a bundle, while an argument the body only evaluates may say `crate::` freely.

use std::collections::BTreeSet;
use std::ops::Range;

use proc_macro2::{Ident, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::Token;

use super::tokens::assert_has_message;

/// The bytes of a call's arguments that its macro prints as written, given the macro's rules
/// (matcher, transcriber). The call is matched against the rules in order, as rustc does, where
/// each matcher up to the one that matches is a sequence of `$name:kind` fragments and literal
/// tokens and syn reads the call as rustc would; otherwise (repetitions, groups, a doubt) all of
/// the arguments count once a rule prints anything.
///
/// The flag says whether the ranges are exact (not all of the arguments for want of a match).
pub(super) fn printed_ranges(
    rules: &[(TokenStream, TokenStream)],
    args: &proc_macro2::Group,
) -> (Vec<Range<usize>>, bool) {
    let printing: Vec<BTreeSet<String>> =
        rules.iter().map(|(_, transcriber)| printed_fragments(transcriber.clone())).collect();
    if printing.iter().all(|names| names.is_empty()) {
        return (Vec::new(), true);
    }
    for ((matcher, _), printed) in rules.iter().zip(&printing) {
        let Some(elements) = plain_matcher(matcher.clone()) else { break };
        match match_call(&elements, args.stream()) {
            Match::Taken(pieces) => {
                let ranges = pieces
                    .into_iter()
                    .filter(|(name, _)| printed.contains(name))
                    .filter_map(|(_, piece)| stream_range(piece))
                    .collect();
                return (ranges, true);
            }
            Match::Refused => {}
            Match::Unsure => break,
        }
    }
    let whole = args.span_open().byte_range().end..args.span_close().byte_range().start;
    (std::iter::once(whole).collect(), false)
}

/// The bytes some tokens span in their file.
fn stream_range(tokens: TokenStream) -> Option<Range<usize>> {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let start = trees.first()?.span().byte_range().start;
    let end = trees.last()?.span().byte_range().end;
    Some(start..end)
}

/// Does any rule of a macro print tokens as written.
pub(super) fn prints_anything(rules: &[(TokenStream, TokenStream)]) -> bool {
    rules.iter().any(|(_, transcriber)| !printed_fragments(transcriber.clone()).is_empty())
}

/// Std macros that print no tokens as written: values and format strings only.
const NOT_PRINTING: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "cfg",
    "column",
    "compile_error",
    "concat",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "env",
    "eprint",
    "eprintln",
    "file",
    "format",
    "format_args",
    "include_bytes",
    "include_str",
    "line",
    "matches",
    "module_path",
    "option_env",
    "panic",
    "print",
    "println",
    "todo",
    "unimplemented",
    "unreachable",
    "vec",
    "write",
    "writeln",
];

/// The fragments (`$name`) a transcriber prints: inside `stringify!(..)`, `dbg!(..)`, an
/// `assert!(..)` / `debug_assert!(..)` without a message, or any macro not known to print
/// nothing (a macro of the crates may print what it is handed). The empty name stands for the
/// transcriber's own tokens.
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
                // Another macro of the crates (or one the bundler does not know) may print what
                // it is handed: its fragments count as printed.
                let ident = ident.unraw().to_string();
                let prints = ident == "stringify"
                    || ident == "dbg"
                    || ((ident == "assert" || ident == "debug_assert")
                        && !assert_has_message(args.stream()))
                    || !NOT_PRINTING.contains(&ident.as_str());
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

/// One element of a matcher: a fragment `$name:kind`, or a token to be written as is (a
/// punctuation mark that must be joined to the next one, as in `->`, says so).
#[derive(Debug)]
enum Element {
    Fragment { name: String, kind: String },
    Token { text: String, joint: bool },
}

/// A matcher as a sequence of fragments and single tokens; `None` for one with a repetition
/// `$( )` or a delimited group, which this reading does not follow.
fn plain_matcher(matcher: TokenStream) -> Option<Vec<Element>> {
    let trees: Vec<TokenTree> = matcher.into_iter().collect();
    let mut elements = Vec::new();
    let mut index = 0;
    while index < trees.len() {
        match (&trees[index], trees.get(index + 1), trees.get(index + 2), trees.get(index + 3)) {
            (
                TokenTree::Punct(dollar),
                Some(TokenTree::Ident(name)),
                Some(TokenTree::Punct(colon)),
                Some(TokenTree::Ident(kind)),
            ) if dollar.as_char() == '$' && colon.as_char() == ':' => {
                elements.push(Element::Fragment { name: name.to_string(), kind: kind.to_string() });
                index += 4;
            }
            (TokenTree::Punct(dollar), ..) if dollar.as_char() == '$' => return None,
            (TokenTree::Group(_), ..) => return None,
            (tree, next, ..) => {
                // `->` is joined; `,$b` is not, though `$` makes the comma look so.
                let joint = matches!(tree, TokenTree::Punct(p) if p.spacing() == Spacing::Joint)
                    && matches!(next, Some(TokenTree::Punct(p)) if p.as_char() != '$');
                elements.push(Element::Token { text: tree.to_string(), joint });
                index += 1;
            }
        }
    }
    Some(elements)
}

/// How a call meets one rule's matcher.
enum Match {
    /// It matches: each fragment's name with its tokens.
    Taken(Vec<(String, TokenStream)>),
    /// A token differs, or the call is shorter or longer: rustc tries the next rule.
    Refused,
    /// A fragment this reading cannot be sure to parse as rustc does.
    Unsure,
}

/// Matches a call's arguments to a matcher, each fragment parsed as its kind. Where syn and
/// rustc may part (an unknown kind, `_`, `let` or `const` as an expression, a parse error), the
/// answer is `Unsure`, never a guess.
fn match_call(elements: &[Element], args: TokenStream) -> Match {
    let refused = std::cell::Cell::new(false);
    let parser = |input: ParseStream<'_>| -> syn::Result<Vec<(String, TokenStream)>> {
        let mut pieces = Vec::new();
        for element in elements {
            match element {
                Element::Token { text, joint } => {
                    let tree: Option<TokenTree> =
                        if input.is_empty() { None } else { input.parse().ok() };
                    let call_joint = matches!(&tree, Some(TokenTree::Punct(p)) if p.spacing() == Spacing::Joint)
                        && matches!(input.cursor().token_tree(), Some((TokenTree::Punct(_), _)));
                    let same = tree.as_ref().is_some_and(|tree| tree.to_string() == *text);
                    if same && call_joint != *joint {
                        // `&&` in the call against `&` in the matcher, `- >` against `->`: rustc
                        // reads operators whole, this reading token by token.
                        return Err(input.error("an operator read otherwise"));
                    }
                    if !same {
                        refused.set(true);
                        return Err(input.error("another token"));
                    }
                }
                Element::Fragment { name, kind } => {
                    if input.is_empty() {
                        refused.set(true);
                        return Err(input.error("the call ends"));
                    }
                    let piece = match kind.as_str() {
                        "expr" => {
                            if input.peek(Token![_])
                                || input.peek(Token![let])
                                || input.peek(Token![const])
                            {
                                return Err(input.error("an expression rustc may not take"));
                            }
                            input.parse::<syn::Expr>()?.to_token_stream()
                        }
                        "ident" => {
                            if input.peek(Token![_]) {
                                return Err(input.error("`_` is no identifier"));
                            }
                            input.call(Ident::parse_any)?.to_token_stream()
                        }
                        "ty" => input.parse::<syn::Type>()?.to_token_stream(),
                        "path" => input.parse::<syn::Path>()?.to_token_stream(),
                        "literal" => input.parse::<syn::Lit>()?.to_token_stream(),
                        "lifetime" => input.parse::<syn::Lifetime>()?.to_token_stream(),
                        "block" => input.parse::<syn::Block>()?.to_token_stream(),
                        // `'a` is one tree to rustc, two to proc_macro2.
                        "tt" if input.peek(syn::Lifetime) => {
                            input.parse::<syn::Lifetime>()?.to_token_stream()
                        }
                        "tt" => input.parse::<TokenTree>()?.to_token_stream(),
                        _ => return Err(input.error("a fragment kind this reading does not know")),
                    };
                    pieces.push((name.clone(), piece));
                }
            }
        }
        if !input.is_empty() {
            refused.set(true);
            return Err(input.error("the call goes on"));
        }
        Ok(pieces)
    };
    match parser.parse2(args) {
        Ok(pieces) => Match::Taken(pieces),
        Err(_) if refused.get() => Match::Refused,
        Err(_) => Match::Unsure,
    }
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

    /// Does the macro print a `crate` of the call's arguments.
    fn printed(rules_text: &str, call: &str) -> bool {
        let stream: TokenStream = format!("({call})").parse().unwrap();
        let Some(TokenTree::Group(args)) = stream.into_iter().next() else { unreachable!() };
        let (ranges, _) = printed_ranges(&rules(rules_text), &args);
        let mut crates = Vec::new();
        crate_tokens(args.stream(), &mut crates);
        crates.iter().any(|at| ranges.iter().any(|range| range.contains(at)))
    }

    fn crate_tokens(tokens: TokenStream, out: &mut Vec<usize>) {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) if ident == "crate" => {
                    out.push(ident.span().byte_range().start)
                }
                TokenTree::Group(group) => crate_tokens(group.stream(), out),
                _ => {}
            }
        }
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
        // A repetition: the bundler cannot tell which fragment.
        let repeated = "($($a:expr),*) => { stringify!($($a),*) };";
        assert!(printed(repeated, "1, crate::X"));
        // Rules are tried in order, literal tokens included, as rustc tries them.
        let two = "($a:expr) => { stringify!($a) }; ($a:expr, $b:literal) => { $a };";
        assert!(!printed(two, "crate::X, \"message\""));
        assert!(printed(two, "crate::X"));
        let literal = "(label $a:ident then $b:expr) => { stringify!($a) };";
        assert!(!printed(literal, "label a then crate::X"));
        let unsure = "($a:expr) => { $a }; ($($b:tt)*) => { stringify!($($b)*) };";
        assert!(printed(unsure, "crate::X, 1"));
    }

    #[test]
    fn where_syn_and_rustc_may_part_no_rule_is_guessed() {
        // A kind the reading does not know, `_` or `let` or `const` where rustc wants an
        // expression or an identifier: any `crate::` in the call counts.
        let stmt = "($s:stmt) => { stringify!($s) }; ($e:expr) => { $e };";
        assert!(printed(stmt, "crate::X"));
        let underscore = "($n:ident, $e:expr) => { $e }; ($n:tt, $e:expr) => { stringify!($e) };";
        assert!(printed(underscore, "_, crate::X"));
        let infer = "($e:expr, $f:expr) => { $f }; ($($t:tt)*) => { stringify!($($t)*) };";
        assert!(printed(infer, "_, crate::X"));
        let binding = "($e:expr) => { 0 }; ($($t:tt)*) => { stringify!($($t)*) };";
        assert!(printed(binding, "let _ = crate::X"));
        assert!(printed(binding, "const { crate::X }"));
        // A lifetime is one tree.
        let lifetime = "($n:tt, $e:expr) => { stringify!($e) }; ($n:lifetime, $e:expr) => { $e };";
        assert!(printed(lifetime, "'a, crate::X"));
        // `->` in a matcher is not `- >` in a call.
        let arrow =
            "($a:ident -> $e:expr) => { $e }; ($a:ident - > $e:expr) => { stringify!($e) };";
        assert!(printed(arrow, "a - > crate::X"));
        assert!(!printed(arrow, "a -> crate::X"));
        // Nor is `&` the start of `&&`.
        let and = "(& $e:expr) => { $e }; ($e:expr) => { stringify!($e) };";
        assert!(printed(and, "&&crate::X"));
        assert!(!printed(and, "& crate::X"));
        // Commas inside a turbofish do not split the arguments.
        let check = "($value:expr, $label:ident) => { (stringify!($label), $value) };";
        assert!(!printed(check, "crate::f::<A, B>(1), name"));
        // A closure's commas and a comparison's `<` split nothing: the expression parser decides.
        let shown = "($check:expr, $value:expr) => { (stringify!($check), $value) };";
        assert!(printed(shown, "|a, b| crate::LIMIT < a + b, x > 2"));
        assert!(!printed(shown, "|a, b| a < b, crate::X > 2"));
        // A macro of the crates that is handed a fragment may print it.
        let nested = "($a:expr, $b:expr) => { show!($b) };";
        assert!(printed(nested, "1, crate::X"));
        assert!(!printed(nested, "crate::X, 1"));
        assert!(!printed("($a:expr) => { println!(\"{}\", $a) };", "crate::X"));
        // Nothing printed: nothing to say.
        assert!(!printed("($a:expr) => { $a + 1 };", "crate::X"));
    }
}
