//! What one item refers to: every path in it resolved where it is written, with local
//! variables, generic parameters and `Self` told apart from items; method names with the type
//! a turbofish gives them; the macros it invokes, whose bodies are read at each call site.
//!
//! Std's macros are read as the expressions they take, so `println!("{status}")` sees a local
//! `status` as a local. Other macros' tokens are read as paths wherever they look like paths:
//! that may keep too much, never too little.

use std::collections::BTreeSet;

use syn::ext::IdentExt;
use syn::visit::{self, Visit};
use syn::{Expr, Pat};

mod hook;
mod macros;

use super::model::{line_column, FileId, ItemId, Kind, Node, ScopeId};
use super::resolve::{Resolver, Target};

/// std traits whose members a path may name (`Iterator::sum`), for any type.
const STD_TRAITS: &[&str] = &[
    "Iterator",
    "IntoIterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "Into",
    "From",
    "TryFrom",
    "TryInto",
    "FromStr",
    "Sum",
    "Product",
    "FromIterator",
    "Extend",
    "Default",
    "Clone",
    "ToString",
    "ToOwned",
    "Ord",
    "PartialOrd",
    "Eq",
    "PartialEq",
    "Hash",
    "Add",
    "Sub",
    "Mul",
    "Div",
    "Rem",
    "Neg",
    "Not",
    "BitAnd",
    "BitOr",
    "BitXor",
    "Shl",
    "Shr",
    "AsRef",
    "AsMut",
    "Borrow",
    "Deref",
    "Index",
    "Display",
    "Debug",
    "Write",
    "Read",
    "BufRead",
    "Fn",
    "FnMut",
    "FnOnce",
    "Drop",
];

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
    /// Where the callee of the `set_hook(..)` call being read starts: that path is judged.
    hook_callee: Option<usize>,
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
            hook_callee: None,
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
        let names_hook = path.segments.last().is_some_and(|s| s.ident == "set_hook");
        let start = path.segments.first().map(|s| s.ident.span());
        if let (true, Some(start)) = (names_hook, start) {
            if self.hook_callee == Some(start.byte_range().start) {
                // The function of a `set_hook(..)` call: judged there.
            } else {
                self.error(
                    start,
                    "`set_hook` named other than as the function of a call (`let f = set_hook;`, `.map(set_hook)`): the bundler reads a panic hook only where `set_hook(..)` is called, to know it does not print a location (a place in the bundle)".to_owned(),
                );
            }
        }
        for segment in &path.segments {
            self.visit_path_arguments(&segment.arguments);
        }
        let names: Vec<String> =
            path.segments.iter().map(|s| s.ident.unraw().to_string()).collect();
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
        let std_only = targets.iter().all(|t| matches!(t, Target::External | Target::Unknown));
        if std_only {
            self.refuse_placed(path, &names);
        }
        if names.len() > 1 && std_only {
            // `char::from(x)`, `u32::sum`: a std type's member, which impls of the crates (for a
            // std type, with a type of theirs as a parameter) may provide. A trait's member
            // (`Iterator::sum`, `Into::into`) or one given a type (`str::parse::<Board>`) may
            // be a crate type's.
            let owner = &names[names.len() - 2];
            let turbofish = path.segments.last().is_some_and(|s| !s.arguments.is_empty());
            let hint = if turbofish || STD_TRAITS.contains(&owner.as_str()) {
                Hint::Any
            } else {
                Hint::NotLocal
            };
            self.found.methods.push((names[names.len() - 1].clone(), hint));
        }
        self.push_targets(targets);
    }

    /// std functions whose result depends on where code sits in its crate, which a bundle
    /// changes: `type_name` prints `Main::ttt_core::board::Board`, `Location::caller` a line of
    /// the bundle.
    fn refuse_placed(&mut self, path: &syn::Path, names: &[String]) {
        // `use std::any::type_name as name_of;`: judge the name by what it imports.
        let mut names = names.to_vec();
        if let Some(original) = names.first().and_then(|first| self.imported_as(first)) {
            names[0] = original;
        }
        let what = match names.as_slice() {
            [.., last] if last == "type_name" || last == "type_name_of_val" => {
                Some(format!("`{last}` names a type by its path, which in a bundle runs through `Main` and the library's module; print a name of your own"))
            }
            [.., location, caller] if location == "Location" && caller == "caller" => {
                Some("`Location::caller` gives a place in the bundle, not in the crate; pass `line!()` or your own label".to_owned())
            }
            _ => None,
        };
        if let (Some(what), Some(first)) = (what, path.segments.first()) {
            self.error(first.ident.span(), what);
        }
    }

    /// The name an import binding `name` where this code sits brings in, when it renames it.
    fn imported_as(&self, name: &str) -> Option<String> {
        let model = self.resolver.model;
        let mut scope = self.scope;
        loop {
            let s = &model.scopes[scope];
            if let Some(defs) = s.names.get(name) {
                return defs.iter().find_map(|def| match def {
                    super::model::Def::Import(import) => match &model.imports[*import].leaf {
                        super::model::Leaf::Name(original) if original != name => {
                            Some(original.clone())
                        }
                        _ => None,
                    },
                    super::model::Def::Item(_) => None,
                });
            }
            match s.parent {
                Some(parent) if s.is_block => scope = parent,
                _ => return None,
            }
        }
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
                    path.path.segments.iter().map(|s| s.ident.unraw().to_string()).collect();
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

    /// What a type says about which types' impls a call for it may use: the one type of the
    /// crates it names (through aliases), none, or any when it leaves something open (`_`, a
    /// generic parameter, `Self`, or several types of the crates).
    fn hint(&self, ty: &syn::Type) -> Hint {
        struct Scan<'s, 'r, 'm> {
            walker: &'s Walker<'r, 'm>,
            types: BTreeSet<ItemId>,
            open: bool,
        }
        impl<'ast> Visit<'ast> for Scan<'_, '_, '_> {
            fn visit_type_infer(&mut self, _: &'ast syn::TypeInfer) {
                self.open = true;
            }
            fn visit_type_path(&mut self, path: &'ast syn::TypePath) {
                let names: Vec<String> =
                    path.path.segments.iter().map(|s| s.ident.unraw().to_string()).collect();
                let single = names.len() == 1;
                if path.qself.is_some()
                    || single && (self.walker.is_generic(&names[0]) || names[0] == "Self")
                {
                    self.open = true;
                } else {
                    let resolver = self.walker.resolver;
                    let scope = self.walker.scope;
                    for target in
                        resolver.resolve_path(scope, path.path.leading_colon.is_some(), &names)
                    {
                        if let Target::Item(item) = target {
                            self.types.extend(local_type_items(resolver, item));
                        }
                    }
                }
                syn::visit::visit_type_path(self, path);
            }
        }
        let mut scan = Scan { walker: self, types: BTreeSet::new(), open: false };
        scan.visit_type(ty);
        match (scan.open, scan.types.len()) {
            (false, 0) => Hint::NotLocal,
            (false, 1) => Hint::Local(*scan.types.iter().next().expect("one")),
            _ => Hint::Any,
        }
    }

    fn with_frame(&mut self, names: Vec<String>, body: impl FnOnce(&mut Self)) {
        self.locals.push(names.into_iter().collect());
        body(self);
        self.locals.pop();
    }

    /// A nested function, closure or item body: a fresh set of locals.
    fn fresh<T>(&mut self, body: impl FnOnce(&mut Self) -> T) -> T {
        // An item nested in a body sees neither its locals nor its generic parameters.
        let locals = std::mem::take(&mut self.locals);
        let generics = std::mem::take(&mut self.generics);
        let result = body(self);
        self.locals = locals;
        self.generics = generics;
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
}

fn target_member(target: Target, member: &str) -> Target {
    match target {
        Target::Item(item) => Target::Assoc(item, member.to_owned()),
        _ => Target::AnyAssoc(member.to_owned()),
    }
}

/// The struct, enum and union items an item stands for: itself, or what a `type` alias of it
/// names (an alias of a std type stands for none).
pub fn local_type_items(resolver: &Resolver<'_>, item: ItemId) -> Vec<ItemId> {
    match resolver.model.items[item].kind {
        Kind::Struct | Kind::Enum | Kind::Union => vec![item],
        Kind::TypeAlias => resolver
            .alias_targets(item, 0)
            .into_iter()
            .filter_map(|target| match target {
                Target::Item(inner)
                    if matches!(
                        resolver.model.items[inner].kind,
                        Kind::Struct | Kind::Enum | Kind::Union
                    ) =>
                {
                    Some(inner)
                }
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The names of a list of generic parameters (types and consts; lifetimes are not paths).
pub fn generic_names(generics: &syn::Generics) -> BTreeSet<String> {
    generics
        .params
        .iter()
        .filter_map(|param| match param {
            syn::GenericParam::Type(t) => Some(t.ident.unraw().to_string()),
            syn::GenericParam::Const(c) => Some(c.ident.unraw().to_string()),
            _ => None,
        })
        .collect()
}

/// The variables a pattern binds.
pub fn pat_bindings(pat: &Pat, out: &mut Vec<String>) {
    match pat {
        Pat::Ident(ident) => {
            out.push(ident.ident.unraw().to_string());
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
                    Expr::MethodCall(m)
                        if UNWRAPS.contains(&m.method.unraw().to_string().as_str()) =>
                    {
                        expr = &m.receiver;
                        unwrapped = true;
                    }
                    Expr::MethodCall(m) if m.turbofish.is_none() => {
                        let method = m.method.unraw().to_string();
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
        let name = p.ident.unraw().to_string();
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
        let method = call.method.unraw().to_string();
        self.found.methods.push((method, hint));
        if let Some(turbofish) = &call.turbofish {
            self.visit_angle_bracketed_generic_arguments(turbofish);
        }
        for arg in &call.args {
            self.visit_expr(arg);
        }
    }

    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        // `set_hook(..)`, `panic::set_hook(..)`, or under a name a `use .. as` gives it.
        let sets_hook = match &*call.func {
            Expr::Path(p) => {
                let last = p.path.segments.last().map(|s| s.ident.unraw().to_string());
                let renamed = match p.path.segments.len() {
                    1 => last.as_deref().and_then(|name| self.imported_as(name)),
                    _ => None,
                };
                renamed.or(last).as_deref() == Some("set_hook")
            }
            _ => false,
        };
        if let (true, Some(hook)) = (sets_hook, call.args.first()) {
            if let Some(span) = hook::reads_more_than_payload(hook) {
                self.error(
                    span,
                    "a panic hook that reads more than the panic's payload (`location()`, or the panic printed whole) gives a place in the bundle, not in the crate; read `info.payload()` only, in a closure given to `set_hook`".to_owned(),
                );
            }
            let callee = match &*call.func {
                Expr::Path(p) => p.path.segments.first().map(|s| s.ident.span().byte_range().start),
                _ => None,
            };
            let saved = std::mem::replace(&mut self.hook_callee, callee);
            visit::visit_expr_call(self, call);
            self.hook_callee = saved;
            return;
        }
        visit::visit_expr_call(self, call);
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
