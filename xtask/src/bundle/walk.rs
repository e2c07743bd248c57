//! What one item refers to: every path in it resolved where it is written, with local
//! variables, generic parameters and `Self` told apart from items; method names with the type
//! a turbofish gives them; the macros it invokes, whose bodies are read at each call site.
//!
//! Std's macros are read as the expressions they take, so `println!("{status}")` sees a local
//! `status` as a local. Other macros' tokens are read as paths wherever they look like paths:
//! that may keep too much, never too little.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Expr, Pat, Token};

use super::model::{line_column, FileId, ItemId, Kind, Node, ScopeId};
use super::resolve::{Resolver, Target};

/// What a turbofish or a qualified path says about the type a method is called for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hint {
    /// Any type: no turbofish, `_`, or a generic parameter.
    Any,
    /// This type of the crates.
    Local(ItemId),
    /// A type of std or a primitive: none of the crates' impls.
    NotLocal,
}

/// What walking an item found.
#[derive(Debug, Default)]
pub struct Found {
    /// What its paths refer to.
    pub targets: Vec<Target>,
    /// Methods and associated functions it calls by name, with what is known of the type.
    pub methods: Vec<(String, Hint)>,
    /// Macros it invokes: the `macro_rules!` item and the scope of the call.
    pub macro_calls: Vec<(ItemId, ScopeId)>,
    /// What cannot be carried faithfully.
    pub errors: Vec<String>,
}

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

/// Built-in macros that read a file named relative to the source file.
const INCLUDES: &[&str] = &["include", "include_str", "include_bytes"];

/// Methods whose value is a `Result` of the type they are asked for.
const FALLIBLE: &[&str] = &["parse", "try_into"];

/// `T` of a type written `Result<T, E>` (or `io::Result<T>` and the like).
fn result_ok_type(ty: &syn::Type) -> Option<&syn::Type> {
    let syn::Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != "Result" {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else { return None };
    args.args.iter().find_map(|arg| match arg {
        syn::GenericArgument::Type(ty) => Some(ty),
        _ => None,
    })
}

/// Methods that pass the value of a `Result` or `Option` on, for `let x: T = ...parse()...`.
const UNWRAPS: &[&str] = &["unwrap", "expect", "unwrap_or", "unwrap_or_default", "unwrap_or_else"];

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

/// Walks the syntax of items, resolving what it names.
#[allow(missing_debug_implementations)]
pub struct Walker<'r, 'm> {
    resolver: &'r Resolver<'m>,
    file: FileId,
    scope: ScopeId,
    locals: Vec<BTreeSet<String>>,
    generics: Vec<BTreeSet<String>>,
    self_targets: Vec<Target>,
    /// Calls whose result type a `let x: T = ...` gives, by where their method name starts.
    typed_calls: std::collections::HashMap<usize, Hint>,
    /// What was found.
    pub found: Found,
}

impl<'r, 'm> Walker<'r, 'm> {
    /// A walker for code of `file` written in `scope`.
    pub fn new(resolver: &'r Resolver<'m>, file: FileId, scope: ScopeId) -> Self {
        Walker {
            resolver,
            file,
            scope,
            locals: Vec::new(),
            generics: Vec::new(),
            self_targets: Vec::new(),
            typed_calls: std::collections::HashMap::new(),
            found: Found::default(),
        }
    }

    /// Walks one item of the model: for an `impl` block its header, for an `impl` member the
    /// member with its block's generics and `Self`.
    pub fn walk_item(&mut self, item: ItemId) {
        let model = self.resolver.model;
        let it = &model.items[item];
        match &it.node {
            Node::Item(node) => match &**node {
                syn::Item::Impl(block) => {
                    let mut header = block.clone();
                    header.items.clear();
                    self.generics.push(generic_names(&block.generics));
                    self.visit_item_impl(&header);
                    self.generics.pop();
                }
                syn::Item::Macro(mac) if mac.ident.is_some() => {
                    // A macro's body is read at each call; here only its `$crate::` paths.
                    let krate = model.items[item].krate;
                    let root = model.root(krate);
                    let tokens = mac.mac.tokens.clone();
                    let saved = std::mem::replace(&mut self.scope, root);
                    self.scan_macro_body(tokens, Some(item));
                    self.scope = saved;
                }
                other => self.visit_item(other),
            },
            Node::ImplItem(member) => {
                let Some(parent) = it.parent else { return };
                let Node::Item(parent_node) = &model.items[parent].node else { return };
                let syn::Item::Impl(block) = &**parent_node else { return };
                self.generics.push(generic_names(&block.generics));
                self.self_targets = self.type_targets(&block.self_ty);
                self.visit_impl_item(member);
                self.self_targets.clear();
                self.generics.pop();
            }
        }
    }

    /// Reads the body of a `macro_rules!` item as invoked from `call_scope`: its transcribers'
    /// paths resolve both where the macro is written and where it is called.
    pub fn walk_macro_body(&mut self, item: ItemId, call_scope: ScopeId) {
        let model = self.resolver.model;
        let Node::Item(node) = &model.items[item].node else { return };
        let syn::Item::Macro(mac) = &**node else { return };
        let tokens = mac.mac.tokens.clone();
        let saved = std::mem::replace(&mut self.scope, call_scope);
        self.scan_macro_body(tokens.clone(), None);
        self.scope = model.items[item].scope;
        self.scan_macro_body(tokens, None);
        self.scope = saved;
    }

    fn is_local(&self, name: &str) -> bool {
        self.locals.iter().rev().any(|frame| frame.contains(name))
            || self.generics.iter().any(|frame| frame.contains(name))
    }

    fn is_generic(&self, name: &str) -> bool {
        self.generics.iter().any(|frame| frame.contains(name))
    }

    fn bind(&mut self, pat: &Pat) {
        let mut names = Vec::new();
        pat_bindings(pat, &mut names);
        match self.locals.last_mut() {
            Some(frame) => frame.extend(names),
            None => self.locals.push(names.into_iter().collect()),
        }
    }

    fn error(&mut self, span: proc_macro2::Span, message: String) {
        let (line, column) = line_column(span);
        let display = &self.resolver.model.files[self.file].display;
        self.found.errors.push(format!("{display}:{line}:{column}: {message}"));
    }

    /// Records what a path refers to. `value` is set where a single name may be a local.
    fn path_ref(&mut self, qself: Option<&syn::QSelf>, path: &syn::Path, value: bool) {
        for segment in &path.segments {
            self.visit_path_arguments(&segment.arguments);
        }
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if let Some(qself) = qself {
            self.visit_type(&qself.ty);
            let position = qself.position.min(names.len());
            let (trait_part, rest) = names.split_at(position);
            let Some(member) = rest.first() else { return };
            if trait_part.is_empty() {
                // `<T>::member`
                let hint = self.hint(&qself.ty);
                for target in self.type_targets(&qself.ty) {
                    self.found.targets.push(target_member(target, member));
                }
                self.found.methods.push((member.clone(), hint));
            } else {
                let hint = self.hint(&qself.ty);
                let trait_targets = self.resolver.resolve_path(
                    self.scope,
                    path.leading_colon.is_some(),
                    trait_part,
                );
                for target in &trait_targets {
                    if let Target::Item(item) = target {
                        self.found.targets.push(Target::Assoc(*item, member.clone()));
                    }
                }
                self.found.methods.push((member.clone(), hint));
            }
            return;
        }
        let Some(first) = names.first() else { return };
        if path.leading_colon.is_none() {
            if names.len() == 1 && value && self.is_local(first) {
                return;
            }
            if first == "Self" {
                let mut targets = self.self_targets.clone();
                for segment in &names[1..] {
                    targets = self.resolver.step(&targets, segment);
                }
                if names.len() > 1 && targets.is_empty() {
                    self.found.methods.push((names[1].clone(), Hint::Any));
                }
                self.push_targets(targets);
                return;
            }
            if self.is_generic(first) {
                if let Some(member) = names.get(1) {
                    self.found.methods.push((member.clone(), Hint::Any));
                }
                return;
            }
        }
        let targets = self.resolver.resolve_path(self.scope, path.leading_colon.is_some(), &names);
        self.push_targets(targets);
    }

    fn push_targets(&mut self, targets: Vec<Target>) {
        for target in targets {
            match &target {
                Target::Assoc(item, member) => {
                    self.found.methods.push((member.clone(), Hint::Local(*item)));
                }
                Target::AnyAssoc(member) => self.found.methods.push((member.clone(), Hint::Any)),
                _ => {}
            }
            self.found.targets.push(target);
        }
    }

    /// The items a type names at its head (`&Board`, `Board<T>`), for `Self` and hints.
    fn type_targets(&self, ty: &syn::Type) -> Vec<Target> {
        match ty {
            syn::Type::Path(path) if path.qself.is_none() => {
                let names: Vec<String> =
                    path.path.segments.iter().map(|s| s.ident.to_string()).collect();
                if names.len() == 1 && self.is_generic(&names[0]) {
                    return Vec::new();
                }
                self.resolver.resolve_path(self.scope, path.path.leading_colon.is_some(), &names)
            }
            syn::Type::Reference(reference) => self.type_targets(&reference.elem),
            syn::Type::Paren(paren) => self.type_targets(&paren.elem),
            syn::Type::Group(group) => self.type_targets(&group.elem),
            _ => Vec::new(),
        }
    }

    fn hint(&self, ty: &syn::Type) -> Hint {
        match ty {
            syn::Type::Infer(_) => Hint::Any,
            syn::Type::Path(path) if path.qself.is_none() => {
                let names: Vec<String> =
                    path.path.segments.iter().map(|s| s.ident.to_string()).collect();
                if names.len() == 1 && (self.is_generic(&names[0]) || names[0] == "Self") {
                    return Hint::Any;
                }
                let targets = self.type_targets(ty);
                targets
                    .iter()
                    .find_map(|target| match target {
                        Target::Item(item) => Some(Hint::Local(*item)),
                        _ => None,
                    })
                    .unwrap_or(Hint::NotLocal)
            }
            syn::Type::Reference(reference) => self.hint(&reference.elem),
            syn::Type::Paren(paren) => self.hint(&paren.elem),
            _ => Hint::NotLocal,
        }
    }

    fn with_frame(&mut self, names: Vec<String>, body: impl FnOnce(&mut Self)) {
        self.locals.push(names.into_iter().collect());
        body(self);
        self.locals.pop();
    }

    /// A nested function, closure or item body: a fresh set of locals.
    fn fresh<T>(&mut self, body: impl FnOnce(&mut Self) -> T) -> T {
        let saved = std::mem::take(&mut self.locals);
        let result = body(self);
        self.locals = saved;
        result
    }

    fn fn_body(
        &mut self,
        generics: &syn::Generics,
        sig: &syn::Signature,
        block: Option<&syn::Block>,
    ) {
        self.generics.push(generic_names(generics));
        self.visit_generics(generics);
        let mut names = Vec::new();
        for input in &sig.inputs {
            match input {
                syn::FnArg::Receiver(receiver) => {
                    names.push("self".to_owned());
                    if let syn::ReceiverKind::Typed(_, ty) = &receiver.kind {
                        self.visit_type(ty);
                    }
                }
                syn::FnArg::Typed(typed) => {
                    pat_bindings(&typed.pat, &mut names);
                    self.visit_pat(&typed.pat);
                    self.visit_type(&typed.ty);
                }
            }
        }
        self.visit_return_type(&sig.output);
        if let Some(block) = block {
            self.with_frame(names, |walker| walker.visit_block(block));
        }
        self.generics.pop();
    }

    /// Reads a macro invocation: std's by their arguments, the crates' by their bodies at
    /// this call site, and any other by its tokens.
    fn invocation(&mut self, path: &syn::Path, tokens: TokenStream) {
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let Some(name) = names.last().cloned() else { return };
        let macros = self.resolver.macros(self.scope, path.leading_colon.is_some(), &names);
        if !macros.is_empty() {
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

    fn capture(&mut self, name: &str) {
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
    fn scan_macro_body(&mut self, tokens: TokenStream, defining: Option<ItemId>) {
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
                        Some(TokenTree::Ident(ident)) => Some(ident.to_string()),
                        _ => None,
                    };
                    match punct.as_char() {
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
                            // `$name` or `$name:kind`: a fragment, not a name.
                            index += 2;
                            if matches!(trees.get(index), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Alone)
                            {
                                index += 2;
                            }
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
        let first_span = trees.get(index).map(TokenTree::span);
        while let Some(TokenTree::Ident(ident)) = trees.get(index) {
            names.push(ident.to_string());
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
                let name = names.last().cloned().unwrap_or_default();
                if let (Some(Some(defining)), true) = (in_body, INCLUDES.contains(&name.as_str())) {
                    let macro_name =
                        self.resolver.model.items[defining].name.clone().unwrap_or_default();
                    if let Some(span) = first_span {
                        self.error(
                            span,
                            format!(
                                "`{name}!` inside `macro_rules! {macro_name}` reads a file beside the source, which the bundle cannot follow; read it where the macro is called and pass it in"
                            ),
                        );
                    }
                }
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
        if targets.is_empty() && names.len() > 1 {
            // `T::member` on something unknown: the member may be any type's.
            self.found.methods.push((names[names.len() - 1].clone(), Hint::Any));
        }
        self.push_targets(targets);
        index
    }
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

fn target_member(target: Target, member: &str) -> Target {
    match target {
        Target::Item(item) => Target::Assoc(item, member.to_owned()),
        _ => Target::AnyAssoc(member.to_owned()),
    }
}

/// The names of a list of generic parameters (types and consts; lifetimes are not paths).
pub fn generic_names(generics: &syn::Generics) -> BTreeSet<String> {
    generics
        .params
        .iter()
        .filter_map(|param| match param {
            syn::GenericParam::Type(t) => Some(t.ident.to_string()),
            syn::GenericParam::Const(c) => Some(c.ident.to_string()),
            _ => None,
        })
        .collect()
}

/// The variables a pattern binds.
pub fn pat_bindings(pat: &Pat, out: &mut Vec<String>) {
    match pat {
        Pat::Ident(ident) => {
            out.push(ident.ident.to_string());
            if let Some((_, sub)) = &ident.subpat {
                pat_bindings(sub, out);
            }
        }
        Pat::Or(or) => {
            for case in &or.cases {
                pat_bindings(case, out);
            }
        }
        Pat::Paren(paren) => pat_bindings(&paren.pat, out),
        Pat::Reference(reference) => pat_bindings(&reference.pat, out),
        Pat::Slice(slice) => slice.elems.iter().for_each(|p| pat_bindings(p, out)),
        Pat::Struct(s) => s.fields.iter().for_each(|f| pat_bindings(&f.pat, out)),
        Pat::Tuple(t) => t.elems.iter().for_each(|p| pat_bindings(p, out)),
        Pat::TupleStruct(t) => t.elems.iter().for_each(|p| pat_bindings(p, out)),
        Pat::Type(t) => pat_bindings(&t.pat, out),
        Pat::Guard(g) => pat_bindings(&g.pat, out),
        _ => {}
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

impl<'ast> Visit<'ast> for Walker<'_, '_> {
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_item(&mut self, item: &'ast syn::Item) {
        match item {
            // Items nested in a body see the body's items but not its locals.
            syn::Item::Fn(f) => self.fresh(|w| w.fn_body(&f.sig.generics, &f.sig, Some(&f.block))),
            syn::Item::Impl(block) => self.fresh(|w| {
                w.generics.push(generic_names(&block.generics));
                let self_targets = w.type_targets(&block.self_ty);
                let saved = std::mem::replace(&mut w.self_targets, self_targets);
                visit::visit_item_impl(w, block);
                w.self_targets = saved;
                w.generics.pop();
            }),
            syn::Item::Trait(t) => self.fresh(|w| {
                w.generics.push(generic_names(&t.generics));
                let saved = std::mem::take(&mut w.self_targets);
                visit::visit_item_trait(w, t);
                w.self_targets = saved;
                w.generics.pop();
            }),
            syn::Item::Use(_) => {}
            syn::Item::Macro(mac) if mac.ident.is_some() => {}
            syn::Item::Mod(_) => {}
            other => self.fresh(|w| {
                let generics = match other {
                    syn::Item::Struct(s) => Some(&s.generics),
                    syn::Item::Enum(e) => Some(&e.generics),
                    syn::Item::Union(u) => Some(&u.generics),
                    syn::Item::Type(t) => Some(&t.generics),
                    _ => None,
                };
                w.generics.push(generics.map(generic_names).unwrap_or_default());
                visit::visit_item(w, other);
                w.generics.pop();
            }),
        }
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.fresh(|w| w.fn_body(&f.sig.generics, &f.sig, Some(&f.block)));
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        self.fresh(|w| w.fn_body(&f.sig.generics, &f.sig, f.default.as_ref()));
    }

    fn visit_block(&mut self, block: &'ast syn::Block) {
        let open = block.brace_token.span.open().byte_range().start;
        let inner = self.resolver.model.blocks.get(&(self.file, open)).copied();
        let saved = self.scope;
        if let Some(inner) = inner {
            self.scope = inner;
        }
        self.with_frame(Vec::new(), |walker| {
            for stmt in &block.stmts {
                walker.visit_stmt(stmt);
            }
        });
        self.scope = saved;
    }

    fn visit_local(&mut self, local: &'ast syn::Local) {
        if let (Some(init), Pat::Type(typed)) = (&local.init, &local.pat) {
            // `let x: u16 = text.parse().unwrap();` parses a `u16`, whatever else has `FromStr`.
            let mut expr = &*init.expr;
            let mut unwrapped = false;
            loop {
                match expr {
                    Expr::Try(e) => {
                        expr = &e.expr;
                        unwrapped = true;
                    }
                    Expr::MethodCall(m) if UNWRAPS.contains(&m.method.to_string().as_str()) => {
                        expr = &m.receiver;
                        unwrapped = true;
                    }
                    Expr::MethodCall(m) if m.turbofish.is_none() => {
                        let method = m.method.to_string();
                        // `parse` and `try_into` give a `Result` of the type asked for.
                        let hint = if unwrapped || !FALLIBLE.contains(&method.as_str()) {
                            self.hint(&typed.ty)
                        } else {
                            result_ok_type(&typed.ty).map_or(Hint::Any, |ok| self.hint(ok))
                        };
                        self.typed_calls.insert(m.method.span().byte_range().start, hint);
                        break;
                    }
                    _ => break,
                }
            }
        }
        if let Some(init) = &local.init {
            self.visit_expr(&init.expr);
            if let Some((_, diverge)) = &init.diverge {
                self.visit_expr(diverge);
            }
        }
        self.visit_pat(&local.pat);
        self.bind(&local.pat);
    }

    fn visit_expr_closure(&mut self, closure: &'ast syn::ExprClosure) {
        let mut names = Vec::new();
        for input in &closure.inputs {
            pat_bindings(input, &mut names);
            self.visit_pat(input);
        }
        self.visit_return_type(&closure.output);
        self.with_frame(names, |walker| walker.visit_expr(&closure.body));
    }

    fn visit_arm(&mut self, arm: &'ast syn::Arm) {
        let mut names = Vec::new();
        pat_bindings(&arm.pat, &mut names);
        self.with_frame(names, |walker| {
            walker.visit_pat(&arm.pat);
            walker.visit_expr(&arm.body);
        });
    }

    fn visit_expr_if(&mut self, e: &'ast syn::ExprIf) {
        let mut names = Vec::new();
        self.condition(&e.cond, &mut names);
        self.with_frame(names, |walker| walker.visit_block(&e.then_branch));
        if let Some((_, otherwise)) = &e.else_branch {
            self.visit_expr(otherwise);
        }
    }

    fn visit_expr_while(&mut self, e: &'ast syn::ExprWhile) {
        let mut names = Vec::new();
        self.condition(&e.cond, &mut names);
        self.with_frame(names, |walker| walker.visit_block(&e.body));
    }

    fn visit_expr_for_loop(&mut self, e: &'ast syn::ExprForLoop) {
        self.visit_expr(&e.expr);
        let mut names = Vec::new();
        pat_bindings(&e.pat, &mut names);
        self.visit_pat(&e.pat);
        self.with_frame(names, |walker| walker.visit_block(&e.body));
    }

    fn visit_expr_path(&mut self, e: &'ast syn::ExprPath) {
        self.path_ref(e.qself.as_ref(), &e.path, true);
    }

    fn visit_type_path(&mut self, t: &'ast syn::TypePath) {
        self.path_ref(t.qself.as_ref(), &t.path, false);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.path_ref(None, path, false);
    }

    fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
        // A name in a pattern binds a variable, unless a constant, unit struct or unit variant
        // of that name is in scope: keep that in case.
        let name = p.ident.to_string();
        let targets = self.resolver.resolve_path(self.scope, false, &[name]);
        for target in targets {
            if let Target::Item(item) = target {
                let kind = &self.resolver.model.items[item].kind;
                if matches!(kind, Kind::Const | Kind::Static | Kind::Struct | Kind::Enum) {
                    self.found.targets.push(Target::Item(item));
                }
            }
        }
        if let Some((_, sub)) = &p.subpat {
            self.visit_pat(sub);
        }
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        self.visit_expr(&call.receiver);
        let hint = call
            .turbofish
            .as_ref()
            .and_then(|args| {
                args.args.iter().find_map(|arg| match arg {
                    syn::GenericArgument::Type(ty) => Some(self.hint(ty)),
                    _ => None,
                })
            })
            .or_else(|| self.typed_calls.get(&call.method.span().byte_range().start).copied())
            .unwrap_or(Hint::Any);
        self.found.methods.push((call.method.to_string(), hint));
        if let Some(turbofish) = &call.turbofish {
            self.visit_angle_bracketed_generic_arguments(turbofish);
        }
        for arg in &call.args {
            self.visit_expr(arg);
        }
    }

    fn visit_expr_try(&mut self, e: &'ast syn::ExprTry) {
        self.visit_expr(&e.expr);
        self.found.methods.push(("?".to_owned(), Hint::Any));
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.invocation(&mac.path, mac.tokens.clone());
    }

    fn visit_item_macro(&mut self, mac: &'ast syn::ItemMacro) {
        if mac.ident.is_none() {
            self.invocation(&mac.mac.path, mac.mac.tokens.clone());
        }
    }
}

impl Walker<'_, '_> {
    /// The condition of `if` or `while`: `let` patterns bind for the body.
    fn condition(&mut self, cond: &Expr, names: &mut Vec<String>) {
        match cond {
            Expr::Let(e) => {
                self.visit_expr(&e.expr);
                pat_bindings(&e.pat, names);
                self.with_frame(names.clone(), |walker| walker.visit_pat(&e.pat));
            }
            Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => {
                self.condition(&b.left, names);
                let bound = names.clone();
                self.with_frame(bound, |walker| {
                    let mut more = Vec::new();
                    walker.condition(&b.right, &mut more);
                    names.extend(more);
                });
            }
            other => self.visit_expr(other),
        }
    }
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
