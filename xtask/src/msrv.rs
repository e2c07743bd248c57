//! Would the judge's rustc accept a bundle? The fallback for when that release is not installed
//! (see [`crate::judge_compile`] for the exact check): two checks run with a newer toolchain, at
//! the version and edition of the problem's judge profile.
//!
//! - [`syntax`]: a walk over the bundle's syntax tree that rejects syntax stabilised after the
//!   judge's release (or never), which clippy does not look for. Each rule carries the release
//!   its construct arrived in, so the walk serves any judge:
//!
//!   | construct | stable since |
//!   |---|---|
//!   | `async fn` and `-> impl Trait` in a trait | 1.75 |
//!   | C-string literals `c"..."` | 1.77 |
//!   | `offset_of!` | 1.77 |
//!   | `#[diagnostic::...]` attributes | 1.78 |
//!   | inline `const { }` blocks | 1.79 |
//!   | associated type bounds `T: Trait<Assoc: Bound>` | 1.79 |
//!   | exclusive range patterns `a..b`, `..b` | 1.80 |
//!   | `size_of`, `size_of_val`, `align_of`, `align_of_val` unqualified, from the prelude, where the file neither imports nor declares the name | 1.80 |
//!   | `#[expect(...)]` | 1.81 |
//!   | `core::error` (`use core::error::Error`) | 1.81 |
//!   | `&raw const` and `&raw mut` | 1.82 |
//!   | `use<..>` precise capturing | 1.82 |
//!   | `unsafe extern` blocks, `#[unsafe(...)]` attributes | 1.82 |
//!   | `&mut` in a const context (`const fn`, `const` and `static` items) | 1.83 |
//!   | `.unwrap()`, `.expect()` in a const context | 1.83 |
//!   | raw lifetimes `'r#a` | 1.83 |
//!   | a `static` of the file named in a `const` or `const fn` (`const C: &u32 = &S;`), by name | 1.83 |
//!   | `.swap()` in a const context | 1.85 |
//!   | `async` closures | 1.85 |
//!   | `let` chains `if let .. && ..` | 1.88, edition 2024 only |
//!   | boolean literals in `cfg`: `cfg!(true)`, `#[cfg(false)]`, `#[cfg_attr(true, ..)]` | 1.88 |
//!   | `_` as an array length or const argument, `[u32; _]` | 1.89 |
//!   | `const` closures, `try` blocks, `yield`, `const { }` patterns, guard patterns, `impl Trait` in a type alias | unstable |
//!
//!   Patterns and expressions inside the usual macros (`matches!`, `assert!`, `format!`, `vec!`
//!   and the like) are parsed and checked too, and so is each `macro_rules!` transcriber, its
//!   fragments replaced by placeholders and each repetition written once, where that parses as
//!   statements, an expression or items (one that does not is skipped); and the patterns a call
//!   hands to a `$p:pat` fragment of a `macro_rules!` of the file, where a simple matcher (no
//!   repetitions) is sure which rule the call takes.
//! - [`clippy`]: clippy's `incompatible_msrv` lint over the bundle, in a throwaway package with
//!   `rust-version` set to the judge's release: it flags std APIs stabilised later (`LazyLock`,
//!   `Option::is_none_or` for 1.73). Offline: the package has no dependencies.
//!
//! Neither sees changes in what the type checker accepts, so some code a judge rejects passes
//! both. Known false passes against 1.73 (README, "Make the Rust check exact", lists them all):
//! new trait impls (`IntoIterator for Box<[T]>`, 1.80), borrow and const relaxations
//! (`let Ok(x) = f();` of a `Result<T, Infallible>`, 1.82; float arithmetic in `const fn`,
//! 1.82), trait upcasting coercions `&dyn Sub as &dyn Super` (1.86), private types in public
//! signatures (a hard error before 1.74), and whatever depends on this machine's std (sort order
//! of equal elements, Unicode tables). Only the judge's own release is exact: install it and
//! verify uses it. Of these, [`upcasting`] points out where a coercion may hide: verify warns
//! there.

use std::path::Path;

use anyhow::{Context as _, Result};
use proc_macro2::{Span, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Expr, Pat, Token};

use crate::profile::RustVersion;
use crate::temp::TempDir;

pub mod upcasting;

/// A construct the judge's Rust cannot compile, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// 1-based line in the checked file.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What it is and since when it is stable.
    pub what: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.what)
    }
}

/// Every construct in `source` that rustc `version` cannot parse or does not accept in
/// `edition`, in order.
///
/// # Errors
/// When `source` is not Rust at all.
pub fn syntax(source: &str, version: RustVersion, edition: &str) -> Result<Vec<Finding>> {
    let file = parse(source)?;
    let mut names = Names::default();
    names.visit_file(&file);
    let mut checker = Checker {
        findings: Vec::new(),
        in_const_context: false,
        in_static: false,
        names,
        version,
        edition: edition.to_owned(),
    };
    checker.visit_file(&file);
    checker.findings.sort_by_key(|f| (f.line, f.column));
    checker.findings.dedup();
    Ok(checker.findings)
}

/// `source` as a file of Rust, or where it is not.
fn parse(source: &str) -> Result<syn::File> {
    syn::parse_file(source).map_err(|error| {
        let start = error.span().start();
        anyhow::anyhow!("{}:{}: cannot parse: {error}", start.line, start.column + 1)
    })
}

/// When a construct became available.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Since {
    /// Stable from this release on, in every edition.
    Stable(RustVersion),
    /// Stable from this release on, in edition 2024 only.
    Edition2024(RustVersion),
    /// Not stable in any release.
    Unstable,
}

impl Since {
    /// Does a compiler of `version` accept it in `edition`.
    pub fn accepted_by(self, version: RustVersion, edition: &str) -> bool {
        match self {
            Since::Stable(since) => version >= since,
            Since::Edition2024(since) => version >= since && edition == "2024",
            Since::Unstable => false,
        }
    }

    fn describe(self) -> String {
        match self {
            Since::Stable(since) => format!("stable since Rust {since}"),
            Since::Edition2024(since) => format!("stable since Rust {since}, edition 2024 only"),
            Since::Unstable => "unstable".to_owned(),
        }
    }
}

struct Checker {
    findings: Vec<Finding>,
    in_const_context: bool,
    /// In a `static` item's initializer, which may name other statics in any release.
    in_static: bool,
    names: Names,
    version: RustVersion,
    edition: String,
}

/// The functions the prelude holds since Rust 1.80; before, `std::mem::` ones to import.
const PRELUDE_1_80: [&str; 4] = ["size_of", "size_of_val", "align_of", "align_of_val"];

/// The names the file declares, by name only (the bundle is one file): what `use` imports, the
/// functions and bindings it makes, its `static`, `const` items.
#[derive(Debug, Default)]
struct Names {
    /// Imported, or a function or binding of that name.
    declared: std::collections::BTreeSet<String>,
    /// Is there a `use ...::mem::*`, which brings `size_of` and the rest.
    mem_glob: bool,
    statics: std::collections::BTreeSet<String>,
    consts: std::collections::BTreeSet<String>,
    /// Each `macro_rules!` of the file by name: its rules' matchers, in order.
    macros: std::collections::BTreeMap<String, Vec<TokenStream>>,
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        if let (Some(name), true) = (&item.ident, item.mac.path.is_ident("macro_rules")) {
            let trees: Vec<TokenTree> = item.mac.tokens.clone().into_iter().collect();
            let matchers = trees
                .windows(3)
                .filter_map(|window| match window {
                    [TokenTree::Group(matcher), TokenTree::Punct(eq), TokenTree::Punct(gt)]
                        if eq.as_char() == '=' && gt.as_char() == '>' =>
                    {
                        Some(matcher.stream())
                    }
                    _ => None,
                })
                .collect();
            self.macros.insert(name.to_string(), matchers);
        }
        visit::visit_item_macro(self, item);
    }

    fn visit_use_tree(&mut self, tree: &'ast syn::UseTree) {
        match tree {
            syn::UseTree::Name(name) => {
                self.declared.insert(name.ident.to_string());
            }
            syn::UseTree::Rename(rename) => {
                self.declared.insert(rename.rename.to_string());
            }
            syn::UseTree::Path(path) if path.ident == "mem" => {
                if matches!(*path.tree, syn::UseTree::Glob(_)) {
                    self.mem_glob = true;
                }
            }
            _ => {}
        }
        visit::visit_use_tree(self, tree);
    }

    fn visit_signature(&mut self, sig: &'ast syn::Signature) {
        self.declared.insert(sig.ident.to_string());
        visit::visit_signature(self, sig);
    }

    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        self.declared.insert(pat.ident.to_string());
        visit::visit_pat_ident(self, pat);
    }

    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        self.statics.insert(item.ident.to_string());
        visit::visit_item_static(self, item);
    }

    fn visit_item_const(&mut self, item: &'ast syn::ItemConst) {
        self.consts.insert(item.ident.to_string());
        visit::visit_item_const(self, item);
    }

    fn visit_impl_item_const(&mut self, item: &'ast syn::ImplItemConst) {
        self.consts.insert(item.ident.to_string());
        visit::visit_impl_item_const(self, item);
    }
}

impl Checker {
    /// Records `what` at `span`, unless the judge's compiler accepts it.
    fn flag(&mut self, span: Span, what: &str, since: Since) {
        if since.accepted_by(self.version, &self.edition) {
            return;
        }
        let start = span.start();
        self.findings.push(Finding {
            line: start.line,
            column: start.column + 1,
            what: format!("{what} ({})", since.describe()),
        });
    }

    fn check_attribute(&mut self, attr: &syn::Attribute) {
        let path = attr.path();
        let span = attr.pound_token.span;
        if path.is_ident("expect") {
            self.flag(span, "`#[expect]`", Since::Stable(RustVersion::new(1, 81)));
        } else if path.is_ident("unsafe") {
            self.flag(span, "`#[unsafe(...)]` attribute", Since::Stable(RustVersion::new(1, 82)));
        } else if path.segments.first().is_some_and(|s| s.ident == "diagnostic") {
            self.flag(
                span,
                "`#[diagnostic::...]` attribute",
                Since::Stable(RustVersion::new(1, 78)),
            );
        } else if path.is_ident("cfg") || path.is_ident("cfg_attr") {
            if let syn::Meta::List(list) = &attr.meta {
                // `cfg_attr`'s predicate is what comes before its first comma.
                let predicate: TokenStream = if path.is_ident("cfg") {
                    list.tokens.clone()
                } else {
                    list.tokens
                        .clone()
                        .into_iter()
                        .take_while(|tree| {
                            !matches!(tree, TokenTree::Punct(punct) if punct.as_char() == ',')
                        })
                        .collect()
                };
                self.check_cfg_predicate(predicate);
            }
        }
    }

    /// `true` or `false` as a `cfg` predicate, alone or inside `all`, `any` and `not`.
    fn check_cfg_predicate(&mut self, predicate: TokenStream) {
        for tree in predicate {
            match tree {
                TokenTree::Group(group) => self.check_cfg_predicate(group.stream()),
                TokenTree::Ident(ident) if ident == "true" || ident == "false" => self.flag(
                    ident.span(),
                    "boolean literal in `cfg` (`cfg!(true)`, `#[cfg(false)]`)",
                    Since::Stable(RustVersion::new(1, 88)),
                ),
                _ => {}
            }
        }
    }

    /// Parses the arguments of the usual macros and checks them like any other code.
    fn check_macro(&mut self, mac: &syn::Macro) {
        let name = mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
        if name == "offset_of" {
            self.flag(
                mac.path.segments[0].ident.span(),
                "`offset_of!`",
                Since::Stable(RustVersion::new(1, 77)),
            );
        }
        let tokens = mac.tokens.clone();
        if let Some(matchers) = self.names.macros.get(&name).cloned() {
            self.check_pattern_fragments(&matchers, tokens.clone());
        }
        if name == "macro_rules" {
            self.check_macro_rules(tokens);
            return;
        }
        if name == "cfg" {
            self.check_cfg_predicate(tokens);
            return;
        }
        if name == "matches" {
            let parser = |input: ParseStream<'_>| -> syn::Result<(Expr, Pat, Option<Expr>)> {
                let expr: Expr = input.parse()?;
                input.parse::<Token![,]>()?;
                let pat = Pat::parse_multi_with_leading_vert(input)?;
                let guard = if input.peek(Token![if]) {
                    input.parse::<Token![if]>()?;
                    Some(input.parse()?)
                } else {
                    None
                };
                let _ = input.parse::<Option<Token![,]>>()?;
                Ok((expr, pat, guard))
            };
            if let Ok((expr, pat, guard)) = parser.parse2(tokens.clone()) {
                self.visit_expr(&expr);
                self.visit_pat(&pat);
                if let Some(guard) = &guard {
                    self.visit_expr(guard);
                }
                return;
            }
        }
        let list = Punctuated::<Expr, Token![,]>::parse_terminated;
        let repeat = |input: ParseStream<'_>| -> syn::Result<(Expr, Expr)> {
            let value: Expr = input.parse()?;
            input.parse::<Token![;]>()?;
            Ok((value, input.parse()?))
        };
        if let Ok(exprs) = list.parse2(tokens.clone()) {
            for expr in &exprs {
                self.visit_expr(expr);
            }
        } else if let Ok((value, count)) = repeat.parse2(tokens.clone()) {
            self.visit_expr(&value);
            self.visit_expr(&count);
        } else {
            self.check_tokens(tokens);
        }
    }

    /// A `macro_rules!` body: its tokens as in [`Checker::check_tokens`], then each transcriber
    /// with its fragments replaced by placeholders and each repetition written once, checked
    /// like any other code where it parses as statements, an expression or items. One that does
    /// not parse is skipped: never a finding the judge would not make.
    fn check_macro_rules(&mut self, body: TokenStream) {
        self.check_tokens(body.clone());
        let trees: Vec<TokenTree> = body.into_iter().collect();
        for (index, tree) in trees.iter().enumerate() {
            let TokenTree::Group(transcriber) = tree else { continue };
            let arrow = index >= 3
                && matches!(&trees[index - 2], TokenTree::Punct(p) if p.as_char() == '=')
                && matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == '>');
            let Some(TokenTree::Group(matcher)) = arrow.then(|| &trees[index - 3]) else {
                continue;
            };
            let mut kinds = std::collections::BTreeMap::new();
            fragment_kinds(matcher.stream(), &mut kinds);
            if let Some(expansion) = substitute(transcriber.stream(), &kinds) {
                self.check_expansion(expansion);
            }
        }
    }

    /// A call of a `macro_rules!` of the file: the patterns it hands to `$p:pat` fragments, found
    /// by matching the call against each rule in turn as rustc does, for matchers without
    /// repetitions. Whatever this simple matcher is unsure of ends the search: no finding.
    fn check_pattern_fragments(&mut self, matchers: &[TokenStream], call: TokenStream) {
        let call: Vec<TokenTree> = call.into_iter().collect();
        for matcher in matchers {
            let matcher: Vec<TokenTree> = matcher.clone().into_iter().collect();
            let mut patterns = Vec::new();
            match match_fragments(&matcher, &call, &mut patterns) {
                Matched::Yes => {
                    for pattern in &patterns {
                        self.visit_pat(pattern);
                    }
                    return;
                }
                Matched::No => continue,
                Matched::Unsure => return,
            }
        }
    }

    /// A transcriber with placeholders, as statements, an expression or items, whichever parses.
    fn check_expansion(&mut self, expansion: TokenStream) {
        // Where the macro is called is not known here: check it outside any const context.
        let outer = (self.in_const_context, self.in_static);
        (self.in_const_context, self.in_static) = (false, false);
        if let Ok(statements) = syn::Block::parse_within.parse2(expansion.clone()) {
            for statement in &statements {
                self.names.visit_stmt(statement);
            }
            for statement in &statements {
                self.visit_stmt(statement);
            }
        } else if let Ok(expr) = syn::parse2::<Expr>(expansion.clone()) {
            self.names.visit_expr(&expr);
            self.visit_expr(&expr);
        } else if let Ok(file) = syn::parse2::<syn::File>(expansion) {
            self.names.visit_file(&file);
            self.visit_file(&file);
        }
        (self.in_const_context, self.in_static) = outer;
    }

    /// For macro arguments that are not expressions: at least the literals.
    fn check_tokens(&mut self, tokens: TokenStream) {
        let mut after_apostrophe = false;
        for tree in tokens {
            if after_apostrophe {
                if let TokenTree::Ident(ident) = &tree {
                    if ident.to_string().starts_with("r#") {
                        self.flag_raw_lifetime(ident.span());
                    }
                }
            }
            after_apostrophe = matches!(&tree, TokenTree::Punct(punct) if punct.as_char() == '\'');
            match tree {
                TokenTree::Group(group) => self.check_tokens(group.stream()),
                TokenTree::Literal(literal) => {
                    let text = literal.to_string();
                    if text.starts_with("c\"")
                        || text.starts_with("cr\"")
                        || text.starts_with("cr#")
                    {
                        self.flag(
                            literal.span(),
                            "C-string literal `c\"...\"`",
                            Since::Stable(RustVersion::new(1, 77)),
                        );
                    }
                }
                _ => {}
            }
        }
    }

    fn flag_raw_lifetime(&mut self, span: Span) {
        self.flag(span, "raw lifetime `'r#a`", Since::Stable(RustVersion::new(1, 83)));
    }

    /// `_` where an array length goes: `[T; _]`, `[x; _]`.
    fn check_array_length(&mut self, length: &Expr) {
        if let Expr::Infer(infer) = length {
            self.flag(
                infer.underscore_token.span,
                "`_` as an array length or const argument",
                Since::Stable(RustVersion::new(1, 89)),
            );
        }
    }

    fn check_let_chain(&mut self, condition: &Expr) {
        if let Expr::Binary(binary) = condition {
            if matches!(binary.op, syn::BinOp::And(_)) {
                for side in [&*binary.left, &*binary.right] {
                    if let Expr::Let(let_expr) = side {
                        self.flag(
                            let_expr.let_token.span,
                            "`let` chain `if let .. && ..`",
                            Since::Edition2024(RustVersion::new(1, 88)),
                        );
                    }
                    self.check_let_chain(side);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Checker {
    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        self.check_attribute(attr);
    }

    fn visit_expr_path(&mut self, expr: &'ast syn::ExprPath) {
        let path = &expr.path;
        if let (None, None, [only]) =
            (&expr.qself, &path.leading_colon, path.segments.iter().collect::<Vec<_>>().as_slice())
        {
            let name = only.ident.to_string();
            if PRELUDE_1_80.contains(&name.as_str())
                && !self.names.mem_glob
                && !self.names.declared.contains(&name)
            {
                let what = format!("`{name}` from the prelude, without `use std::mem::{name}`");
                self.flag(only.ident.span(), &what, Since::Stable(RustVersion::new(1, 80)));
            }
        }
        if self.in_const_context && !self.in_static {
            if let Some(last) = path.segments.last() {
                let name = last.ident.to_string();
                if self.names.statics.contains(&name)
                    && !self.names.consts.contains(&name)
                    && !self.names.declared.contains(&name)
                {
                    self.flag(
                        last.ident.span(),
                        "a `static` named in a `const` or `const fn`",
                        Since::Stable(RustVersion::new(1, 83)),
                    );
                }
            }
        }
        visit::visit_expr_path(self, expr);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let mut segments = path.segments.iter();
        if let (Some(first), Some(second)) = (segments.next(), segments.next()) {
            if first.ident == "core" && second.ident == "error" {
                self.flag(
                    first.ident.span(),
                    "`core::error`",
                    Since::Stable(RustVersion::new(1, 81)),
                );
            }
        }
        visit::visit_path(self, path);
    }

    fn visit_use_path(&mut self, path: &'ast syn::UsePath) {
        if path.ident == "core" {
            let names_error = match &*path.tree {
                syn::UseTree::Path(next) => next.ident == "error",
                syn::UseTree::Name(next) => next.ident == "error",
                syn::UseTree::Rename(next) => next.ident == "error",
                syn::UseTree::Group(group) => group.items.iter().any(|tree| match tree {
                    syn::UseTree::Path(next) => next.ident == "error",
                    syn::UseTree::Name(next) => next.ident == "error",
                    syn::UseTree::Rename(next) => next.ident == "error",
                    _ => false,
                }),
                syn::UseTree::Glob(_) => false,
            };
            if names_error {
                self.flag(
                    path.ident.span(),
                    "`core::error`",
                    Since::Stable(RustVersion::new(1, 81)),
                );
            }
        }
        visit::visit_use_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.check_macro(mac);
    }

    fn visit_lifetime(&mut self, lifetime: &'ast syn::Lifetime) {
        if lifetime.ident.to_string().starts_with("r#") {
            self.flag_raw_lifetime(lifetime.apostrophe);
        }
        visit::visit_lifetime(self, lifetime);
    }

    fn visit_type_array(&mut self, ty: &'ast syn::TypeArray) {
        self.check_array_length(&ty.len);
        visit::visit_type_array(self, ty);
    }

    fn visit_expr_repeat(&mut self, expr: &'ast syn::ExprRepeat) {
        self.check_array_length(&expr.len);
        visit::visit_expr_repeat(self, expr);
    }

    fn visit_expr_const(&mut self, expr: &'ast syn::ExprConst) {
        self.flag(
            expr.const_token.span,
            "inline `const { }` block",
            Since::Stable(RustVersion::new(1, 79)),
        );
        visit::visit_expr_const(self, expr);
    }

    fn visit_expr_raw_addr(&mut self, expr: &'ast syn::ExprRawAddr) {
        self.flag(
            expr.and_token.span,
            "`&raw const` / `&raw mut`",
            Since::Stable(RustVersion::new(1, 82)),
        );
        visit::visit_expr_raw_addr(self, expr);
    }

    fn visit_expr_closure(&mut self, closure: &'ast syn::ExprClosure) {
        if let Some(token) = &closure.asyncness {
            self.flag(token.span, "`async` closure", Since::Stable(RustVersion::new(1, 85)));
        }
        if let Some(token) = &closure.constness {
            self.flag(token.span, "`const` closure", Since::Unstable);
        }
        visit::visit_expr_closure(self, closure);
    }

    fn visit_expr_try_block(&mut self, expr: &'ast syn::ExprTryBlock) {
        self.flag(expr.try_token.span, "`try` block", Since::Unstable);
        visit::visit_expr_try_block(self, expr);
    }

    fn visit_expr_yield(&mut self, expr: &'ast syn::ExprYield) {
        self.flag(expr.yield_token.span, "`yield`", Since::Unstable);
        visit::visit_expr_yield(self, expr);
    }

    fn visit_expr_if(&mut self, expr: &'ast syn::ExprIf) {
        self.check_let_chain(&expr.cond);
        visit::visit_expr_if(self, expr);
    }

    fn visit_expr_while(&mut self, expr: &'ast syn::ExprWhile) {
        self.check_let_chain(&expr.cond);
        visit::visit_expr_while(self, expr);
    }

    fn visit_expr_reference(&mut self, expr: &'ast syn::ExprReference) {
        if self.in_const_context {
            if let Some(token) = &expr.mutability {
                self.flag(
                    token.span,
                    "`&mut` in a const context",
                    Since::Stable(RustVersion::new(1, 83)),
                );
            }
        }
        visit::visit_expr_reference(self, expr);
    }

    fn visit_type_reference(&mut self, ty: &'ast syn::TypeReference) {
        if self.in_const_context {
            if let Some(token) = &ty.mutability {
                self.flag(
                    token.span,
                    "`&mut` in a const context",
                    Since::Stable(RustVersion::new(1, 83)),
                );
            }
        }
        visit::visit_type_reference(self, ty);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        // Methods that became callable in const contexts late; in a plain fn they are fine.
        if self.in_const_context {
            let since = match call.method.to_string().as_str() {
                "unwrap" | "expect" => Some(RustVersion::new(1, 83)),
                "swap" => Some(RustVersion::new(1, 85)),
                _ => None,
            };
            if let Some(since) = since {
                let what = format!("`.{}()` in a const context", call.method);
                self.flag(call.method.span(), &what, Since::Stable(since));
            }
        }
        visit::visit_expr_method_call(self, call);
    }

    fn visit_item_const(&mut self, item: &'ast syn::ItemConst) {
        let outer = std::mem::replace(&mut self.in_const_context, true);
        visit::visit_item_const(self, item);
        self.in_const_context = outer;
    }

    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        let outer = std::mem::replace(&mut self.in_const_context, true);
        let outer_static = std::mem::replace(&mut self.in_static, true);
        visit::visit_item_static(self, item);
        self.in_const_context = outer;
        self.in_static = outer_static;
    }

    fn visit_impl_item_const(&mut self, item: &'ast syn::ImplItemConst) {
        let outer = std::mem::replace(&mut self.in_const_context, true);
        visit::visit_impl_item_const(self, item);
        self.in_const_context = outer;
    }

    fn visit_signature(&mut self, sig: &'ast syn::Signature) {
        // The body is visited after the signature, in the same const-ness.
        self.in_const_context = sig.constness.is_some();
        self.in_static = false;
        visit::visit_signature(self, sig);
    }

    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        let outer = self.in_const_context;
        visit::visit_item_fn(self, item);
        self.in_const_context = outer;
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        let outer = self.in_const_context;
        visit::visit_impl_item_fn(self, item);
        self.in_const_context = outer;
    }

    fn visit_trait_item_fn(&mut self, item: &'ast syn::TraitItemFn) {
        if let Some(token) = &item.sig.asyncness {
            self.flag(token.span, "`async fn` in a trait", Since::Stable(RustVersion::new(1, 75)));
        }
        if let syn::ReturnType::Type(arrow, ty) = &item.sig.output {
            if matches!(**ty, syn::Type::ImplTrait(_)) {
                self.flag(
                    arrow.spans[0],
                    "`-> impl Trait` in a trait",
                    Since::Stable(RustVersion::new(1, 75)),
                );
            }
        }
        let outer = self.in_const_context;
        visit::visit_trait_item_fn(self, item);
        self.in_const_context = outer;
    }

    fn visit_arm(&mut self, arm: &'ast syn::Arm) {
        // A match arm's `if` is a guard pattern at the top of the arm's pattern: stable forever.
        for attr in &arm.attrs {
            self.visit_attribute(attr);
        }
        match &arm.pat {
            Pat::Guard(guard) => {
                self.visit_pat(&guard.pat);
                self.visit_expr(&guard.guard);
            }
            pat => self.visit_pat(pat),
        }
        self.visit_expr(&arm.body);
    }

    fn visit_pat(&mut self, pat: &'ast Pat) {
        match pat {
            Pat::Range(range) => {
                if let (syn::RangeLimits::HalfOpen(dots), Some(_)) = (&range.limits, &range.end) {
                    self.flag(
                        dots.spans[0],
                        "exclusive range pattern `a..b`",
                        Since::Stable(RustVersion::new(1, 80)),
                    );
                }
            }
            Pat::Const(block) => {
                self.flag(block.const_token.span, "inline `const { }` pattern", Since::Unstable)
            }
            Pat::Guard(guard) => self.flag(guard.if_token.span, "guard pattern", Since::Unstable),
            _ => {}
        }
        visit::visit_pat(self, pat);
    }

    fn visit_lit_cstr(&mut self, lit: &'ast syn::LitCStr) {
        self.flag(
            lit.span(),
            "C-string literal `c\"...\"`",
            Since::Stable(RustVersion::new(1, 77)),
        );
    }

    fn visit_generic_argument(&mut self, argument: &'ast syn::GenericArgument) {
        // `Foo::<_>` reads as a type argument (inferred types are old); only a const argument
        // that syn sees as an expression can be told apart.
        if let syn::GenericArgument::Const(length) = argument {
            self.check_array_length(length);
        }
        if let syn::GenericArgument::Constraint(constraint) = argument {
            self.flag(
                constraint.ident.span(),
                "associated type bound `Trait<Assoc: Bound>`",
                Since::Stable(RustVersion::new(1, 79)),
            );
        }
        visit::visit_generic_argument(self, argument);
    }

    fn visit_precise_capture(&mut self, capture: &'ast syn::PreciseCapture) {
        self.flag(
            capture.use_token.span,
            "`use<..>` precise capturing",
            Since::Stable(RustVersion::new(1, 82)),
        );
        visit::visit_precise_capture(self, capture);
    }

    fn visit_item_foreign_mod(&mut self, item: &'ast syn::ItemForeignMod) {
        if let Some(token) = &item.unsafety {
            self.flag(token.span, "`unsafe extern` block", Since::Stable(RustVersion::new(1, 82)));
        }
        visit::visit_item_foreign_mod(self, item);
    }

    fn visit_item_type(&mut self, item: &'ast syn::ItemType) {
        if matches!(*item.ty, syn::Type::ImplTrait(_)) {
            self.flag(item.type_token.span, "`impl Trait` in a type alias", Since::Unstable);
        }
        visit::visit_item_type(self, item);
    }
}

/// Does a macro call match a rule's matcher.
enum Matched {
    Yes,
    No,
    Unsure,
}

/// Matches `call` against `matcher` (neither with its outer delimiters), keeping the patterns
/// of its `pat` and `pat_param` fragments. A fragment takes the tokens up to the matcher's next
/// token; each must parse as its kind, or the answer is [`Matched::Unsure`], as it is for a
/// repetition or a fragment kind this does not read.
fn match_fragments(matcher: &[TokenTree], call: &[TokenTree], patterns: &mut Vec<Pat>) -> Matched {
    let same = |a: &TokenTree, b: &TokenTree| match (a, b) {
        (TokenTree::Punct(a), TokenTree::Punct(b)) => a.as_char() == b.as_char(),
        (TokenTree::Ident(a), TokenTree::Ident(b)) => a == b,
        (TokenTree::Literal(a), TokenTree::Literal(b)) => a.to_string() == b.to_string(),
        _ => false,
    };
    let (mut m, mut c) = (0, 0);
    // Once a fragment has taken tokens, a mismatch may only mean it took the wrong ones (this
    // splits at the next token of the matcher where rustc parses): unsure, not another rule.
    let mut taken = false;
    let no = |taken: bool| if taken { Matched::Unsure } else { Matched::No };
    while m < matcher.len() {
        match &matcher[m] {
            TokenTree::Punct(dollar) if dollar.as_char() == '$' => {
                let (
                    Some(TokenTree::Ident(_)),
                    Some(TokenTree::Punct(colon)),
                    Some(TokenTree::Ident(kind)),
                ) = (matcher.get(m + 1), matcher.get(m + 2), matcher.get(m + 3))
                else {
                    return Matched::Unsure;
                };
                if colon.as_char() != ':' {
                    return Matched::Unsure;
                }
                // The fragment ends where the matcher's next token first appears, or at the end.
                let end = match matcher.get(m + 4) {
                    None => call.len(),
                    Some(TokenTree::Punct(p)) if p.as_char() == '$' => return Matched::Unsure,
                    Some(next) => match call[c..].iter().position(|tree| same(next, tree)) {
                        Some(offset) => c + offset,
                        None => return no(taken),
                    },
                };
                let tokens: TokenStream = call[c..end].iter().cloned().collect();
                let parsed = match kind.to_string().as_str() {
                    "expr" => syn::parse2::<Expr>(tokens).is_ok(),
                    "ty" => syn::parse2::<syn::Type>(tokens).is_ok(),
                    "ident" => syn::parse2::<syn::Ident>(tokens).is_ok(),
                    "path" => syn::parse2::<syn::Path>(tokens).is_ok(),
                    "literal" => syn::parse2::<syn::Lit>(tokens).is_ok(),
                    "tt" => end == c + 1,
                    "pat" | "pat_param" => {
                        let parser = if kind == "pat" {
                            Pat::parse_multi_with_leading_vert
                        } else {
                            Pat::parse_single
                        };
                        match parser.parse2(tokens) {
                            Ok(pattern) => {
                                patterns.push(pattern);
                                true
                            }
                            Err(_) => false,
                        }
                    }
                    _ => false,
                };
                if !parsed {
                    return Matched::Unsure;
                }
                taken = true;
                (m, c) = (m + 4, end);
            }
            TokenTree::Group(group) => {
                let Some(TokenTree::Group(called)) = call.get(c) else {
                    return no(taken);
                };
                if called.delimiter() != group.delimiter() {
                    return no(taken);
                }
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                let called: Vec<TokenTree> = called.stream().into_iter().collect();
                match match_fragments(&inner, &called, patterns) {
                    Matched::Yes => taken = true,
                    Matched::No => return no(taken),
                    Matched::Unsure => return Matched::Unsure,
                }
                (m, c) = (m + 1, c + 1);
            }
            token => match call.get(c) {
                Some(called) if same(token, called) => (m, c) = (m + 1, c + 1),
                _ => return no(taken),
            },
        }
    }
    if c == call.len() {
        Matched::Yes
    } else {
        no(taken)
    }
}

/// The fragments a `macro_rules!` matcher declares, `$name:kind`, by name.
fn fragment_kinds(matcher: TokenStream, kinds: &mut std::collections::BTreeMap<String, String>) {
    let trees: Vec<TokenTree> = matcher.into_iter().collect();
    for (index, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(group) => fragment_kinds(group.stream(), kinds),
            TokenTree::Punct(dollar) if dollar.as_char() == '$' => {
                if let (
                    Some(TokenTree::Ident(name)),
                    Some(TokenTree::Punct(colon)),
                    Some(TokenTree::Ident(kind)),
                ) = (trees.get(index + 1), trees.get(index + 2), trees.get(index + 3))
                {
                    if colon.as_char() == ':' {
                        kinds.insert(name.to_string(), kind.to_string());
                    }
                }
            }
            _ => {}
        }
    }
}

/// A transcriber as code: `$name` replaced by a placeholder of its fragment's kind (`_` for a
/// pattern, `{}` for a block, `'a`, `0`, nothing for a visibility, else an identifier), `$crate`
/// by `crate`, each `$( ... ) sep rep` by its contents once. `None` for what it cannot read.
fn substitute(
    transcriber: TokenStream,
    kinds: &std::collections::BTreeMap<String, String>,
) -> Option<TokenStream> {
    use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing};
    let trees: Vec<TokenTree> = transcriber.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::new();
    let mut index = 0;
    while index < trees.len() {
        match &trees[index] {
            TokenTree::Punct(dollar) if dollar.as_char() == '$' => match trees.get(index + 1)? {
                TokenTree::Ident(name) if name == "crate" => {
                    out.push(TokenTree::Ident(Ident::new("crate", name.span())));
                    index += 2;
                }
                TokenTree::Ident(name) => {
                    let span = name.span();
                    let kind = kinds.get(&name.to_string()).map_or("", String::as_str);
                    match kind {
                        "pat" | "pat_param" => out.push(TokenTree::Ident(Ident::new("_", span))),
                        "block" => {
                            let mut block = Group::new(Delimiter::Brace, TokenStream::new());
                            block.set_span(span);
                            out.push(TokenTree::Group(block));
                        }
                        "lifetime" => {
                            let mut apostrophe = Punct::new('\'', Spacing::Joint);
                            apostrophe.set_span(span);
                            out.push(TokenTree::Punct(apostrophe));
                            out.push(TokenTree::Ident(Ident::new("a", span)));
                        }
                        "literal" => {
                            let mut literal = Literal::u8_unsuffixed(0);
                            literal.set_span(span);
                            out.push(TokenTree::Literal(literal));
                        }
                        "vis" => {}
                        _ => out.push(TokenTree::Ident(Ident::new(&format!("__{name}"), span))),
                    }
                    index += 2;
                }
                TokenTree::Group(repeated) if repeated.delimiter() == Delimiter::Parenthesis => {
                    out.extend(substitute(repeated.stream(), kinds)?);
                    index += 2;
                    let is_op = |tree: Option<&TokenTree>| matches!(tree, Some(TokenTree::Punct(p)) if matches!(p.as_char(), '*' | '+' | '?'));
                    if is_op(trees.get(index)) {
                        index += 1;
                    } else if is_op(trees.get(index + 1)) {
                        index += 2;
                    } else {
                        return None;
                    }
                }
                _ => return None,
            },
            TokenTree::Group(group) => {
                let mut copy = Group::new(group.delimiter(), substitute(group.stream(), kinds)?);
                copy.set_span(group.span());
                out.push(TokenTree::Group(copy));
                index += 1;
            }
            other => {
                out.push(other.clone());
                index += 1;
            }
        }
    }
    Some(out.into_iter().collect())
}

/// What in `source` needs a unix system: paths into `std::os::unix` or `std::os::linux`, and
/// `cfg(unix)`, `cfg(target_family = "unix")`, `cfg(target_os = "linux")` or `cfg(not(windows))`
/// in an attribute or `cfg!`. For a judge on Windows: the first do not compile there, and the
/// code under the second is left out there while this machine compiled and ran it.
///
/// # Errors
/// When `source` is not Rust at all.
pub fn unix_only(source: &str) -> Result<Vec<Finding>> {
    let file = parse(source)?;
    let mut checker = UnixOnly::default();
    checker.visit_file(&file);
    checker.findings.sort_by_key(|f| (f.line, f.column));
    checker.findings.dedup();
    Ok(checker.findings)
}

#[derive(Debug, Default)]
struct UnixOnly {
    findings: Vec<Finding>,
}

impl UnixOnly {
    fn flag(&mut self, span: Span, what: String) {
        let start = span.start();
        self.findings.push(Finding { line: start.line, column: start.column + 1, what });
    }

    fn check_path(&mut self, span: Span, segments: &[String]) {
        if let [std, os, system, ..] = segments {
            if std == "std" && os == "os" && (system == "unix" || system == "linux") {
                self.flag(
                    span,
                    format!(
                        "`std::os::{system}` does not exist on Windows, where the judge compiles"
                    ),
                );
            }
        }
    }

    fn check_use(&mut self, tree: &syn::UseTree, prefix: &mut Vec<String>, span: Option<Span>) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                let span = span.or(Some(path.ident.span()));
                self.check_use(&path.tree, prefix, span);
                prefix.pop();
            }
            syn::UseTree::Name(name) => {
                prefix.push(name.ident.to_string());
                self.check_path(span.unwrap_or(name.ident.span()), prefix);
                prefix.pop();
            }
            syn::UseTree::Rename(rename) => {
                prefix.push(rename.ident.to_string());
                self.check_path(span.unwrap_or(rename.ident.span()), prefix);
                prefix.pop();
            }
            syn::UseTree::Glob(glob) => {
                self.check_path(span.unwrap_or(glob.star_token.span), prefix);
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.check_use(tree, prefix, span);
                }
            }
        }
    }

    fn check_predicate(&mut self, predicate: TokenStream) {
        let trees: Vec<TokenTree> = predicate.into_iter().collect();
        for (index, tree) in trees.iter().enumerate() {
            let value = |offset: usize| match (trees.get(index + 1), trees.get(index + offset)) {
                (Some(TokenTree::Punct(eq)), Some(TokenTree::Literal(value)))
                    if eq.as_char() == '=' =>
                {
                    value.to_string()
                }
                _ => String::new(),
            };
            let unix = match tree {
                TokenTree::Ident(ident) if ident == "unix" => Some("cfg(unix)"),
                TokenTree::Ident(ident) if ident == "target_os" && value(2) == "\"linux\"" => {
                    Some("cfg(target_os = \"linux\")")
                }
                TokenTree::Ident(ident) if ident == "target_family" && value(2) == "\"unix\"" => {
                    Some("cfg(target_family = \"unix\")")
                }
                TokenTree::Ident(ident) if ident == "not" => match trees.get(index + 1) {
                    Some(TokenTree::Group(group)) if group.stream().to_string() == "windows" => {
                        Some("cfg(not(windows))")
                    }
                    _ => None,
                },
                _ => None,
            };
            if let Some(what) = unix {
                let span = match tree {
                    TokenTree::Ident(ident) => ident.span(),
                    _ => Span::call_site(),
                };
                self.flag(
                    span,
                    format!(
                        "`{what}` code: the judge compiles for Windows, where it is left out, but \
                         this machine compiled and ran it, so verify checked another program"
                    ),
                );
                continue;
            }
            if let TokenTree::Group(group) = tree {
                self.check_predicate(group.stream());
            }
        }
    }
}

impl<'ast> Visit<'ast> for UnixOnly {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if let Some(first) = path.segments.first() {
            self.check_path(first.ident.span(), &segments);
        }
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.check_use(&item.tree, &mut Vec::new(), None);
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        let path = attr.path();
        if path.is_ident("cfg") || path.is_ident("cfg_attr") {
            if let syn::Meta::List(list) = &attr.meta {
                let predicate: TokenStream = if path.is_ident("cfg") {
                    list.tokens.clone()
                } else {
                    list.tokens
                        .clone()
                        .into_iter()
                        .take_while(|tree| {
                            !matches!(tree, TokenTree::Punct(punct) if punct.as_char() == ',')
                        })
                        .collect()
                };
                self.check_predicate(predicate);
            }
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if mac.path.is_ident("cfg") {
            self.check_predicate(mac.tokens.clone());
        }
        visit::visit_macro(self, mac);
    }
}

/// What clippy said about a file's std APIs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClippyReport {
    /// Did `incompatible_msrv` find nothing.
    pub clean: bool,
    /// Its errors, as it printed them.
    pub errors: String,
}

/// Runs clippy's `incompatible_msrv` over `source` as the only file of a binary package whose
/// `rust-version` is `version`, in `edition`.
///
/// # Errors
/// When the package cannot be written or clippy cannot be started.
pub fn clippy(source: &str, version: RustVersion, edition: &str) -> Result<ClippyReport> {
    // The same source, release and edition lint the same with the same toolchain: keep it.
    let version_text = version.to_string();
    let entry = crate::cache::Entry::new(
        "clippy",
        &[source.as_bytes(), version_text.as_bytes(), edition.as_bytes()],
    );
    if let Some(kept) = entry.get("report") {
        let text = std::fs::read_to_string(kept)?;
        let (verdict, errors) = text.split_once('\n').unwrap_or((&text, ""));
        return Ok(ClippyReport { clean: verdict == "clean", errors: errors.to_owned() });
    }
    let report = clippy_once(source, version, edition)?;
    let dir = TempDir::new("clippy-report")?;
    let path = dir.path().join("report");
    let verdict = if report.clean { "clean" } else { "errors" };
    std::fs::write(&path, format!("{verdict}\n{}", report.errors))?;
    // A cache that cannot be written only costs the next run a lint.
    let _ = entry.put(&[("report", &path)]);
    Ok(report)
}

fn clippy_once(source: &str, version: RustVersion, edition: &str) -> Result<ClippyReport> {
    let dir = TempDir::new("msrv")?;
    let manifest = format!(
        "[package]\nname = \"submission\"\nversion = \"0.0.0\"\nedition = \"{edition}\"\nrust-version = \"{version}\"\npublish = false\n\n# Not part of any workspace above the temporary folder.\n[workspace]\n"
    );
    std::fs::write(dir.path().join("Cargo.toml"), manifest)?;
    std::fs::create_dir(dir.path().join("src"))?;
    std::fs::write(dir.path().join("src").join("main.rs"), source)?;
    let output =
        std::process::Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            .current_dir(dir.path())
            .args(["clippy", "--quiet", "--offline", "--target-dir"])
            .arg(dir.path().join("target"))
            .args(["--", "-A", "warnings", "-D", "clippy::incompatible_msrv"])
            // The check stands alone: nothing from the workspace's build settings applies.
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("CARGO_BUILD_TARGET_DIR")
            .env_remove("RUSTFLAGS")
            .env_remove("CARGO_ENCODED_RUSTFLAGS")
            .env_remove("RUSTC_WRAPPER")
            .env_remove("RUSTC_WORKSPACE_WRAPPER")
            .output()
            .context("cannot run cargo clippy")?;
    Ok(ClippyReport {
        clean: output.status.success(),
        errors: tidy_clippy(&String::from_utf8_lossy(&output.stderr), Path::new("src/main.rs")),
    })
}

/// Keeps clippy's error lines and their locations, which is what a reader needs.
fn tidy_clippy(stderr: &str, file: &Path) -> String {
    let file = file.display().to_string();
    let mut kept = Vec::new();
    for line in stderr.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("error") && !trimmed.starts_with("error: could not compile") {
            kept.push(trimmed.to_owned());
        } else if let Some(location) = trimmed.strip_prefix("--> ") {
            if location.starts_with(&file) {
                kept.push(format!(
                    "  at {}",
                    location.trim_start_matches(&file).trim_start_matches(':')
                ));
            }
        }
    }
    if kept.is_empty() {
        stderr.trim().to_owned()
    } else {
        kept.join("\n")
    }
}
