//! Macro invocations as the walker reads them: std's macros by the expressions they take (so a
//! local in `println!("{x}")` stays a local), the crates' `macro_rules!` by their transcribers
//! at each call site, and any other tokens as paths wherever they look like paths, which may
//! keep too much but never too little.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::{Expr, Pat, Token};

use super::super::model::{ItemId, Kind, Node, ScopeId};
use super::super::resolve::Target;
use super::{pat_bindings, Hint, Walker};

/// Std macros whose arguments are expressions separated by commas (format strings among them).
const EXPRESSION_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "dbg",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "eprint",
    "eprintln",
    "format",
    "format_args",
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

/// Std macros whose arguments name nothing in the crates.
const INERT_MACROS: &[&str] = &[
    "cfg",
    "column",
    "compile_error",
    "concat",
    "env",
    "file",
    "include",
    "include_bytes",
    "include_str",
    "line",
    "module_path",
    "option_env",
    "stringify",
];

const KEYWORDS: &[&str] = &[
    "as",
    "async",
    "await",
    "break",
    "const",
    "continue",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "fn",
    "for",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "match",
    "mod",
    "move",
    "mut",
    "pub",
    "ref",
    "return",
    "static",
    "struct",
    "trait",
    "true",
    "type",
    "unsafe",
    "use",
    "where",
    "while",
    "yield",
    "macro_rules",
];

impl Walker<'_, '_> {
    /// Reads a macro invocation: std's by their arguments, the crates' by their bodies at
    /// this call site, and any other by its tokens.
    pub(super) fn invocation(&mut self, path: &syn::Path, tokens: TokenStream) {
        let names: Vec<String> =
            path.segments.iter().map(|s| s.ident.unraw().to_string()).collect();
        let Some(name) = names.last().cloned() else { return };
        let macros = self.resolver.macros(self.scope, path.leading_colon.is_some(), &names);
        if !macros.is_empty() {
            let mut seen = BTreeSet::new();
            if macros.iter().any(|&item| self.names_member_by_fragment(item, &mut seen)) {
                // `$value.$method()`, `$t::$member`: any name of the call may be a member.
                let mut names = Vec::new();
                identifiers(tokens.clone(), &mut names);
                self.found.methods.extend(names.into_iter().map(|name| (name, Hint::Any)));
            }
            let model = self.resolver.model;
            let module_by_fragment = macros.iter().any(|&item| match &model.items[item].node {
                Node::Item(node) => {
                    matches!(&**node, syn::Item::Macro(mac) if starts_path_with_fragment(mac.mac.tokens.clone()))
                }
                Node::ImplItem(_) => false,
            });
            if module_by_fragment {
                // `$module::item`: a module the call names may be any module's path start.
                let mut names = Vec::new();
                identifiers(tokens.clone(), &mut names);
                for name in names {
                    for target in self.resolver.resolve_path(self.scope, false, &[name]) {
                        if let Target::Module(module) = target {
                            self.whole_module(module);
                        }
                    }
                }
            }
            for item in macros {
                self.found.targets.push(Target::Item(item));
                self.found.macro_calls.push((item, self.scope));
            }
            self.scan_tokens(tokens, None);
            return;
        }
        if names.len() > 1 && names[0] != "std" && names[0] != "core" {
            // `some_crate::mac!()` that is not a `macro_rules!` of the crates.
            let targets =
                self.resolver.resolve_path(self.scope, path.leading_colon.is_some(), &names);
            self.push_targets(targets);
        }
        if INERT_MACROS.contains(&name.as_str()) {
            return;
        }
        if EXPRESSION_MACROS.contains(&name.as_str()) && self.expression_macro(tokens.clone()) {
            return;
        }
        if name == "matches" && self.matches_macro(tokens.clone()) {
            return;
        }
        self.scan_tokens(tokens, None);
    }

    /// Does a `macro_rules!` of the crates name a member by a fragment (`.$method`,
    /// `::$member`), itself or through a macro of the crates its body calls (which may be handed
    /// the name).
    fn names_member_by_fragment(&self, item: ItemId, seen: &mut BTreeSet<ItemId>) -> bool {
        if !seen.insert(item) {
            return false;
        }
        let model = self.resolver.model;
        let Node::Item(node) = &model.items[item].node else { return false };
        let syn::Item::Macro(mac) = &**node else { return false };
        if tokens_name_member_by_fragment(mac.mac.tokens.clone()) {
            return true;
        }
        let mut called = Vec::new();
        invoked_names(mac.mac.tokens.clone(), &mut called);
        let scope = model.items[item].scope;
        called.into_iter().any(|name| {
            let macros = self.resolver.macros(scope, false, &[name]);
            macros.into_iter().any(|inner| self.names_member_by_fragment(inner, seen))
        })
    }

    /// `println!("{x}", y)` and the like: every argument an expression, the format strings'
    /// captured names resolved like paths. `false` when the tokens are not expressions.
    fn expression_macro(&mut self, tokens: TokenStream) -> bool {
        let parsed =
            Punctuated::<Expr, Token![,]>::parse_terminated.parse2(tokens.clone()).or_else(|_| {
                // `vec![x; n]`
                (|input: ParseStream<'_>| {
                    let value: Expr = input.parse()?;
                    let _: Token![;] = input.parse()?;
                    let count: Expr = input.parse()?;
                    let mut list = Punctuated::new();
                    list.push(value);
                    list.push(count);
                    Ok(list)
                })
                .parse2(tokens)
            });
        let Ok(arguments) = parsed else { return false };
        for argument in &arguments {
            match argument {
                // `name = value` in a format macro names an argument, not a variable.
                Expr::Assign(assign) => self.visit_expr(&assign.right),
                Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(text), .. }) => {
                    for name in format_captures(&text.value()) {
                        self.capture(&name);
                    }
                }
                other => self.visit_expr(other),
            }
        }
        true
    }

    pub(super) fn capture(&mut self, name: &str) {
        if !self.is_local(name) {
            let targets = self.resolver.resolve_path(self.scope, false, &[name.to_owned()]);
            self.push_targets(targets);
        }
    }

    /// `matches!(expr, pattern if guard)`.
    fn matches_macro(&mut self, tokens: TokenStream) -> bool {
        let parsed = (|input: ParseStream<'_>| {
            let expr: Expr = input.parse()?;
            let _: Token![,] = input.parse()?;
            let pat = Pat::parse_multi_with_leading_vert(input)?;
            let guard = if input.peek(Token![if]) {
                let _: Token![if] = input.parse()?;
                Some(input.parse::<Expr>()?)
            } else {
                None
            };
            let _: Option<Token![,]> = input.parse()?;
            Ok((expr, pat, guard))
        })
        .parse2(tokens);
        let Ok((expr, pat, guard)) = parsed else { return false };
        self.visit_expr(&expr);
        let mut names = Vec::new();
        pat_bindings(&pat, &mut names);
        self.with_frame(names, |walker| {
            walker.visit_pat(&pat);
            if let Some(guard) = &guard {
                walker.visit_expr(guard);
            }
        });
        true
    }

    /// Reads the transcribers of a `macro_rules!` body (its matchers name nothing).
    pub(super) fn scan_macro_body(&mut self, tokens: TokenStream, defining: Option<ItemId>) {
        let mut trees = tokens.into_iter().peekable();
        while let Some(tree) = trees.next() {
            // matcher `=>` transcriber `;`
            if let TokenTree::Group(_) = tree {
                while let Some(next) = trees.peek() {
                    if let TokenTree::Group(_) = next {
                        break;
                    }
                    trees.next();
                }
                if let Some(TokenTree::Group(transcriber)) = trees.next() {
                    self.scan_tokens(transcriber.stream(), Some(defining));
                }
            }
        }
    }

    /// Reads tokens as code: paths, method names, nested invocations, format strings. In a
    /// macro body (`in_body`), `$name` is a fragment and `$crate` the defining crate.
    fn scan_tokens(&mut self, tokens: TokenStream, in_body: Option<Option<ItemId>>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        // Read as tokens, a hook's closure cannot be judged (`walk/hook.rs`). Groups are
        // scanned on their own below.
        for tree in &trees {
            if let TokenTree::Ident(ident) = tree {
                if ident == "set_hook" {
                    self.error(
                        ident.span(),
                        "a panic hook set inside a macro call or body, where the bundler reads tokens and cannot tell whether it reads the panic's location (a place in the bundle); call `std::panic::set_hook` in a function".to_owned(),
                    );
                }
            }
        }
        let mut index = 0;
        while index < trees.len() {
            let tree = &trees[index];
            match tree {
                TokenTree::Group(group) => {
                    self.scan_tokens(group.stream(), in_body);
                    index += 1;
                }
                TokenTree::Literal(literal) => {
                    if let syn::Lit::Str(text) = syn::Lit::new(literal.clone()) {
                        for name in format_captures(&text.value()) {
                            self.capture(&name);
                        }
                    }
                    index += 1;
                }
                TokenTree::Punct(punct) => {
                    let next_ident = |at: usize| match trees.get(at) {
                        Some(TokenTree::Ident(ident)) => Some(ident.unraw().to_string()),
                        _ => None,
                    };
                    match punct.as_char() {
                        // `..`, `..=`, `...`: a range, and what follows is a value.
                        '.' if punct.spacing() == Spacing::Joint => {
                            while matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if matches!(p.as_char(), '.' | '='))
                            {
                                index += 1;
                            }
                        }
                        '.' => {
                            if let Some(name) = next_ident(index + 1) {
                                self.found.methods.push((name, Hint::Any));
                                index += 2;
                                continue;
                            }
                        }
                        '?' => self.found.methods.push(("?".to_owned(), Hint::Any)),
                        '$' if in_body.is_some() => {
                            if next_ident(index + 1).as_deref() == Some("crate") {
                                let end = self.scan_path(&trees, index + 1, true, in_body);
                                index = end;
                                continue;
                            }
                            // `$( .. )` repeats code: read what is inside.
                            if let Some(TokenTree::Group(group)) = trees.get(index + 1) {
                                self.scan_tokens(group.stream(), in_body);
                                index += 2;
                                continue;
                            }
                            // `$name` or `$name:kind`: a fragment, not a name.
                            index += 2;
                            if matches!(trees.get(index), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Alone)
                            {
                                index += 2;
                            }
                            // `$t::member`: a member of whatever type `$t` is.
                            if let (Some(TokenTree::Punct(p)), Some(TokenTree::Ident(member))) =
                                (trees.get(index), trees.get(index + 2))
                            {
                                if p.as_char() == ':' && p.spacing() == Spacing::Joint {
                                    self.found.methods.push((member.to_string(), Hint::Any));
                                }
                            }
                            continue;
                        }
                        // `Grid::<N>::member` or `<T>::member`: a member of a type the
                        // bundler does not follow through generics.
                        ':' if punct.spacing() == Spacing::Joint
                            && index > 0
                            && matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == '>')
                            && !(index > 1
                                && matches!(&trees[index - 2], TokenTree::Punct(p) if matches!(p.as_char(), '-' | '=') && p.spacing() == Spacing::Joint))
                            && next_ident(index + 2).is_some() =>
                        {
                            let member = next_ident(index + 2).unwrap_or_default();
                            self.found.methods.push((member, Hint::Any));
                            index += 3;
                            continue;
                        }
                        ':' if punct.spacing() == Spacing::Joint
                            && starts_path(&trees, index)
                            && next_ident(index + 2).is_some() =>
                        {
                            let end = self.scan_path(&trees, index, false, in_body);
                            index = end;
                            continue;
                        }
                        _ => {}
                    }
                    index += 1;
                }
                TokenTree::Ident(ident) => {
                    let text = ident.to_string();
                    let after_colons = index >= 2
                        && matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == ':')
                        && matches!(&trees[index - 2], TokenTree::Punct(p) if p.as_char() == ':');
                    if KEYWORDS.contains(&text.as_str()) || after_colons {
                        index += 1;
                        continue;
                    }
                    index = self.scan_path(&trees, index, false, in_body);
                }
            }
        }
    }

    /// Reads the path starting at `trees[start]` (`a::b::c`, `::a::b`, `$crate::a`) and what
    /// follows it when it is an invocation; returns the index after it.
    fn scan_path(
        &mut self,
        trees: &[TokenTree],
        start: usize,
        dollar_crate: bool,
        in_body: Option<Option<ItemId>>,
    ) -> usize {
        let mut names = Vec::new();
        let mut leading_colon = false;
        let mut index = start;
        if let Some(TokenTree::Punct(p)) = trees.get(index) {
            if p.as_char() == ':' {
                leading_colon = true;
                index += 2;
            }
        }
        while let Some(TokenTree::Ident(ident)) = trees.get(index) {
            names.push(ident.unraw().to_string());
            index += 1;
            let colons = matches!(trees.get(index), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
                && matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
            if colons && matches!(trees.get(index + 2), Some(TokenTree::Ident(_))) {
                index += 2;
            } else {
                break;
            }
        }
        if dollar_crate {
            if let Some(first) = names.first_mut() {
                *first = "$crate".to_owned();
            }
        }
        if names.is_empty() {
            return index.max(start + 1);
        }
        let bang = matches!(trees.get(index), Some(TokenTree::Punct(p)) if p.as_char() == '!');
        if bang {
            if let Some(TokenTree::Group(group)) = trees.get(index + 1) {
                let path = syn::Path {
                    leading_colon: leading_colon.then(Default::default),
                    segments: names
                        .iter()
                        .map(|n| {
                            let ident = if n == "$crate" { "crate" } else { n.as_str() };
                            syn::PathSegment::from(syn::Ident::new(
                                ident,
                                proc_macro2::Span::call_site(),
                            ))
                        })
                        .collect(),
                };
                if dollar_crate {
                    let crate_path: Vec<String> = names.clone();
                    for item in self.resolver.macros(self.scope, false, &crate_path) {
                        self.found.targets.push(Target::Item(item));
                        self.found.macro_calls.push((item, self.scope));
                    }
                    self.scan_tokens(group.stream(), in_body);
                } else if names.len() == 1 && names[0] == "macro_rules" {
                    self.scan_tokens(group.stream(), in_body);
                } else {
                    self.invocation(&path, group.stream());
                }
                return index + 2;
            }
        }
        let single = names.len() == 1 && !leading_colon && !dollar_crate;
        if single && (self.is_local(&names[0]) || names[0] == "self") {
            return index;
        }
        if !leading_colon && !dollar_crate && names[0] == "Self" {
            let mut targets = self.self_targets.clone();
            for segment in &names[1..] {
                targets = self.resolver.step(&targets, segment);
            }
            self.push_targets(targets);
            return index;
        }
        let mut resolved = names.clone();
        if dollar_crate {
            resolved[0] = "crate".to_owned();
        }
        let targets = self.resolver.resolve_path(self.scope, leading_colon, &resolved);
        if names.len() > 1 {
            if targets.is_empty() {
                // `T::member` on something unknown: the member may be any type's.
                self.found.methods.push((names[names.len() - 1].clone(), Hint::Any));
            } else if targets.iter().all(|t| matches!(t, Target::External | Target::Unknown)) {
                // `char::from(x)`: a std type's member, which impls of the crates may provide.
                self.found.methods.push((names[names.len() - 1].clone(), Hint::NotLocal));
            }
        }
        // `ttt_core::$module::$item`: a path the call completes, which the bundler does not
        // expand; everything in the module it starts from may be named.
        let colons = matches!(trees.get(index), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
            && matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
        let fragment =
            matches!(trees.get(index + 2), Some(TokenTree::Punct(p)) if p.as_char() == '$');
        if colons && fragment && in_body.is_some() {
            for target in &targets {
                if let Target::Module(module) = target {
                    self.whole_module(*module);
                }
            }
        }
        self.push_targets(targets);
        index
    }

    /// Keeps every item of a module and of the modules inside it.
    fn whole_module(&mut self, module: ScopeId) {
        let model = self.resolver.model;
        for &item in &model.scopes[module].items {
            self.found.targets.push(Target::Item(item));
            let it = &model.items[item];
            self.found.targets.extend(it.children.iter().map(|&child| Target::Item(child)));
            if let Kind::Mod(child) = it.kind {
                self.whole_module(child);
            }
        }
    }
}

/// Does a `macro_rules!` body name a member by a fragment: `.$method` or `::$member`.
fn tokens_name_member_by_fragment(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(index, tree)| match tree {
        TokenTree::Group(group) => tokens_name_member_by_fragment(group.stream()),
        TokenTree::Punct(dollar) if dollar.as_char() == '$' && index > 0 => {
            let punct =
                |at: usize, c: char| matches!(&trees[at], TokenTree::Punct(p) if p.as_char() == c);
            // `.$method` but not a range `..$end`; `::$member`.
            (punct(index - 1, '.') && !(index > 1 && punct(index - 2, '.')))
                || (index > 1 && punct(index - 1, ':') && punct(index - 2, ':'))
        }
        _ => false,
    })
}

/// The names of the macros some tokens invoke (`name!(..)`), in groups too.
fn invoked_names(tokens: TokenStream, out: &mut Vec<String>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (index, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(group) => invoked_names(group.stream(), out),
            TokenTree::Ident(ident) => {
                let bang =
                    matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                if bang && matches!(trees.get(index + 2), Some(TokenTree::Group(_))) {
                    out.push(ident.unraw().to_string());
                }
            }
            _ => {}
        }
    }
}

/// Every identifier in `tokens`, in groups too.
fn identifiers(tokens: TokenStream, out: &mut Vec<String>) {
    for tree in tokens {
        match tree {
            TokenTree::Ident(ident) => out.push(ident.unraw().to_string()),
            TokenTree::Group(group) => identifiers(group.stream(), out),
            _ => {}
        }
    }
}

/// Does a `macro_rules!` body start a path with a fragment: `$module::item`.
fn starts_path_with_fragment(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(index, tree)| match tree {
        TokenTree::Group(group) => starts_path_with_fragment(group.stream()),
        TokenTree::Punct(dollar) if dollar.as_char() == '$' => {
            matches!(trees.get(index + 1), Some(TokenTree::Ident(i)) if i != "crate")
                && matches!(trees.get(index + 2), Some(TokenTree::Punct(p)) if p.as_char() == ':')
                && matches!(trees.get(index + 3), Some(TokenTree::Punct(p)) if p.as_char() == ':')
        }
        _ => false,
    })
}

/// Is the `::` at `trees[index]` the start of a path (`::std::x`) rather than a separator.
fn starts_path(trees: &[TokenTree], index: usize) -> bool {
    if index == 0 {
        return true;
    }
    match &trees[index - 1] {
        TokenTree::Ident(ident) => {
            let text = ident.to_string();
            KEYWORDS.contains(&text.as_str()) && text != "Self"
        }
        TokenTree::Punct(p) => p.as_char() != '>' && p.as_char() != ':' && p.as_char() != '$',
        TokenTree::Literal(_) => false,
        TokenTree::Group(group) => group.delimiter() == Delimiter::None,
    }
}

/// The names a format string captures: `{name}`, `{name:?}`, `{0:width$}`, `{:.prec$}`.
pub fn format_captures(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if c == '{' {
            if chars.peek().map(|&(_, next)| next) == Some('{') {
                chars.next();
                continue;
            }
            let rest = &text[at + 1..];
            let Some(end) = rest.find('}') else { break };
            let inside = &rest[..end];
            let (argument, spec) = inside.split_once(':').unwrap_or((inside, ""));
            let argument = argument.trim();
            if is_identifier(argument) {
                names.push(argument.to_owned());
            }
            // `width$` and `.prec$` name arguments too.
            for piece in spec.split('$').take(spec.matches('$').count()) {
                let name: String = piece
                    .chars()
                    .rev()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                if is_identifier(&name) {
                    names.push(name);
                }
            }
        }
    }
    names
}

fn is_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    matches!(chars.next(), Some(c) if c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
        && text != "_"
}

#[cfg(test)]
mod tests {
    use super::format_captures;

    #[test]
    fn format_strings_capture_names_widths_and_precisions() {
        assert_eq!(format_captures("{a} {{b}} {0} {:>w$} {c:.p$?} {}"), ["a", "w", "c", "p"]);
        assert_eq!(format_captures("{COUNT:>5}"), ["COUNT"]);
        assert!(format_captures("{_}").is_empty());
    }
}
