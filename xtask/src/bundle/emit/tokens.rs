//! The changes a file's tokens ask for, inside macros too: comments go, `crate::` in a
//! library points into its module (`pub(crate)` stays within it), `::ttt_core::` becomes
//! `crate::ttt_core::`, built-in macros that depend on where code sits get their workspace
//! values, and macros whose expansion asks for its place (`line!()` in a transcriber) are given
//! it by each call (`@__at 12u32, 5u32, "file", "module";`).

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::Path;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::Item;

use super::super::cfg::{Decided, Predicate};
use super::super::model::{line_column, CrateId, FileId, ItemId, Kind, Model};
use super::{Change, Edit, Emitter, Printed, BUILT_INS};

impl Emitter<'_> {
    /// The carried macros that need their call's place: `line!()`, `column!()`, `file!()` or
    /// `module_path!()` in a transcriber give the place of the outermost call, which the bundle
    /// moves; so does a transcriber that invokes such a macro.
    pub(super) fn located_macros(&self) -> BTreeSet<ItemId> {
        let model = self.model;
        let macros: Vec<ItemId> = (0..model.items.len())
            .filter(|&i| model.items[i].kind == Kind::MacroRules && self.emitted(i))
            .collect();
        let mut located: BTreeSet<ItemId> = BTreeSet::new();
        loop {
            let mut changed = false;
            for &item in &macros {
                if located.contains(&item) {
                    continue;
                }
                let scope = model.items[item].scope;
                let needs = macro_rules_transcribers(model, item).into_iter().any(|tokens| {
                    invocations(tokens).iter().any(|(path, _)| {
                        let name = path.last().map(String::as_str).unwrap_or("");
                        PLACES.contains(&name)
                            || self
                                .resolver
                                .macros(scope, false, path)
                                .iter()
                                .any(|m| located.contains(m))
                    })
                });
                if needs {
                    located.insert(item);
                    changed = true;
                }
            }
            if !changed {
                return located;
            }
        }
    }

    /// A macro that needs its call's place is given it by each call the bundler can trace to
    /// it: refused where that tracing may fail. A body that writes a `macro_rules!` and names a
    /// place (whose macro would it be?); a call through a fragment (`$callback!(..)`), which
    /// may reach it untraced; another `macro_rules!` of its name in its crate (textual scopes
    /// are not followed).
    pub(super) fn check_located(&mut self) {
        if self.located.is_empty() {
            return;
        }
        let model = self.model;
        let macros: Vec<ItemId> = (0..model.items.len())
            .filter(|&i| model.items[i].kind == Kind::MacroRules && self.emitted(i))
            .collect();
        for &item in &macros {
            let it = &model.items[item];
            let at = self.place(it.file, it.range.start);
            let name = it.name.clone().unwrap_or_default();
            let bodies = macro_rules_transcribers(model, item);
            if self.located.contains(&item) {
                if bodies.iter().any(|body| has_ident(body.clone(), "macro_rules")) {
                    self.errors.push(format!("{at}: `macro_rules! {name}` writes a `macro_rules!` and names the place of a call (`line!()`, `file!()`, ...), which the bundle gives each macro by its calls; write the inner macro out on its own"));
                }
                let twins = macros.iter().any(|&other| {
                    other != item
                        && model.items[other].krate == it.krate
                        && model.items[other].name == it.name
                });
                if twins {
                    self.errors.push(format!("{at}: `macro_rules! {name}` names the place of a call (`line!()`, ...), and another `macro_rules! {name}` of its crate shares its name: the bundle gives the place to the calls of one, and cannot tell them apart by scope; rename one"));
                }
            }
            if bodies.iter().any(|body| calls_through_fragment(body.clone())) {
                self.errors.push(format!("{at}: `macro_rules! {name}` calls a macro through a fragment (`$callback!(..)`), while a macro of the crates names the place of its call (`line!()`, ...), which the bundle passes along each call it can trace; name the macro to call"));
            }
        }
    }

    /// Is this invocation, written in `file` at `offset`, of a macro that needs its place.
    fn invokes_located(&self, file: FileId, offset: usize, path: &[String]) -> bool {
        if self.located.is_empty() {
            return false;
        }
        let scope = self.scope_at(file, offset);
        self.resolver.macros(scope, false, path).iter().any(|m| self.located.contains(m))
    }

    /// The rules of a macro that needs its call's place take it first: each matcher starts with
    /// `@__at $__line:literal, ...;`, each `line!()` of a transcriber becomes `$__line`, and each
    /// call of such a macro inside passes the place on.
    fn located_rules(&mut self, file: FileId, body: &proc_macro2::Group, edits: &mut Vec<Edit>) {
        let trees: Vec<TokenTree> = body.stream().into_iter().collect();
        let mut index = 0;
        while index < trees.len() {
            if let TokenTree::Group(matcher) = &trees[index] {
                let at = matcher.span_open().byte_range().end;
                edits.push(Edit {
                    range: at..at,
                    change: Change::Replace(
                        "@__at $__line:literal, $__column:literal, $__file:literal, $__module:literal; ".into(),
                    ),
                });
                index += 1;
                while index < trees.len() && !matches!(trees[index], TokenTree::Group(_)) {
                    index += 1;
                }
                if let Some(TokenTree::Group(transcriber)) = trees.get(index) {
                    let inner: Vec<TokenTree> = transcriber.stream().into_iter().collect();
                    self.located_transcriber(file, &inner, edits);
                }
            }
            index += 1;
        }
    }

    fn located_transcriber(&mut self, file: FileId, trees: &[TokenTree], edits: &mut Vec<Edit>) {
        for (index, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => {
                    let nested_rules = index >= 3
                        && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "macro_rules");
                    if !nested_rules {
                        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                        self.located_transcriber(file, &inner, edits);
                    }
                }
                TokenTree::Ident(ident) => {
                    let Some((path, start, group)) = invocation_at(trees, index) else { continue };
                    let name = ident.to_string();
                    if PLACES.contains(&name.as_str()) && group.stream().is_empty() {
                        let variable = match name.as_str() {
                            "line" => "$__line",
                            "column" => "$__column",
                            "file" => "$__file",
                            _ => "$__module",
                        };
                        edits.push(Edit {
                            range: start..group.span().byte_range().end,
                            change: Change::Replace(variable.into()),
                        });
                    } else if self.invokes_located(file, start, &path) {
                        let at = group.span_open().byte_range().end;
                        edits.push(Edit {
                            range: at..at,
                            change: Change::Replace(
                                "@__at $__line, $__column, $__file, $__module; ".into(),
                            ),
                        });
                    }
                }
                _ => {}
            }
        }
    }

    /// Comments, `crate::` in libraries, paths to other crates, and built-in macros.
    pub(super) fn token_edits(&mut self, file: FileId, edits: &mut Vec<Edit>) {
        let text = &self.model.files[file].text;
        let Ok(stream) = text.parse::<TokenStream>() else { return };
        let mut bounds = Vec::new();
        collect_bounds(stream.clone(), &mut bounds);
        bounds.sort_unstable();
        let mut previous_end = 0;
        for (start, end) in bounds {
            if start > previous_end {
                comment_edits(text, previous_end..start, edits);
            }
            previous_end = previous_end.max(end);
        }
        if text.len() > previous_end {
            comment_edits(text, previous_end..text.len(), edits);
        }
        let trees: Vec<TokenTree> = stream.into_iter().collect();
        self.level_edits(file, &trees, Level::default(), edits);
    }

    fn level_edits(
        &mut self,
        file: FileId,
        trees: &[TokenTree],
        level: Level,
        edits: &mut Vec<Edit>,
    ) {
        if level.verbatim {
            return;
        }
        let model = self.model;
        let krate = model.files[file].krate;
        let lib_module = self.module_name(krate).map(str::to_owned);
        let in_macro_rules = level.in_macro_rules;
        let visibility = level.visibility;
        for (index, tree) in trees.iter().enumerate() {
            let previous = index.checked_sub(1).map(|i| &trees[i]);
            match tree {
                TokenTree::Group(group) => {
                    let is_macro_rules_body = index >= 3
                        && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "macro_rules")
                        && matches!(&trees[index - 2], TokenTree::Punct(p) if p.as_char() == '!');
                    let is_visibility = group.delimiter() == Delimiter::Parenthesis
                        && matches!(previous, Some(TokenTree::Ident(i)) if i == "pub");
                    let invoked = match (index.checked_sub(2).map(|i| &trees[i]), previous) {
                        (Some(TokenTree::Ident(name)), Some(TokenTree::Punct(bang)))
                            if bang.as_char() == '!' && !is_macro_rules_body =>
                        {
                            Some(name.unraw().to_string())
                        }
                        _ => None,
                    };
                    let mut rules = level.rules;
                    if is_macro_rules_body && !in_macro_rules {
                        let start = trees[index - 3].span().byte_range().start;
                        rules = self.macro_item_at(file, start);
                        if let Some(item) = rules {
                            if self.reach.keeps(item) {
                                self.check_module_files(file, item);
                            }
                            if self.located.contains(&item) {
                                self.located_rules(file, group, edits);
                            }
                            if let Some(module) = &lib_module {
                                if local_inner_macros(model, item) {
                                    self.local_inner_rules(group, module, edits);
                                }
                            }
                        }
                    }
                    if level.in_macro
                        && group.delimiter() == Delimiter::Bracket
                        && matches!(previous, Some(TokenTree::Punct(p)) if p.as_char() == '#' || p.as_char() == '!')
                    {
                        // An attribute written in macro tokens: settle its `cfg` as the AST
                        // pass does outside macros.
                        self.macro_attribute(file, group, level.printing_call, edits);
                    }
                    if invoked.as_deref() == Some("assert") {
                        self.check_assert(file, group);
                    }
                    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                    let printing_call = invoked.is_some()
                        && invocation_at(trees, path_start(trees, index - 2)).is_some_and(
                            |(path, start, _)| {
                                let scope = self.scope_at(file, start);
                                self.resolver.macros(scope, false, &path).into_iter().any(|item| {
                                    super::printed::prints_anything(&macro_rules_rules(model, item))
                                })
                            },
                        );
                    let child = Level {
                        in_macro_rules: in_macro_rules || is_macro_rules_body,
                        in_macro: level.in_macro || is_macro_rules_body || invoked.is_some(),
                        visibility: is_visibility,
                        // `stringify!` prints its tokens and resolves nothing: leave them be.
                        verbatim: invoked.as_deref() == Some("stringify"),
                        rules,
                        printing_call: level.printing_call || printing_call,
                    };
                    self.level_edits(file, &inner, child, edits);
                }
                TokenTree::Ident(ident) if ident == "crate" => {
                    let Some(module) = &lib_module else { continue };
                    if matches!(previous, Some(TokenTree::Ident(i)) if i == "extern") {
                        continue;
                    }
                    let dollar =
                        matches!(previous, Some(TokenTree::Punct(p)) if p.as_char() == '$');
                    let mut module = module.clone();
                    if let (Some(rules), false) = (level.rules, dollar) {
                        // In a transcriber, `crate` is the crate that calls the macro.
                        match self.caller_module(file, rules, ident, visibility) {
                            Some(caller) => module = caller,
                            None => continue,
                        }
                    }
                    let range = ident.span().byte_range();
                    let replacement = if visibility && trees.len() == 1 {
                        format!("in crate::{module}")
                    } else {
                        format!("crate::{module}")
                    };
                    edits.push(Edit { range, change: Change::Replace(replacement) });
                }
                TokenTree::Punct(punct)
                    if punct.as_char() == ':'
                        && punct.spacing() == Spacing::Joint
                        && leading_path(trees, index) =>
                {
                    let Some(TokenTree::Ident(alias)) = trees.get(index + 2) else { continue };
                    let Some(other) = model.extern_crate(krate, &alias.to_string()) else {
                        continue;
                    };
                    let Some(target) = self.module_name(other) else { continue };
                    let range = punct.span().byte_range().start..alias.span().byte_range().end;
                    edits.push(Edit { range, change: Change::Replace(format!("crate::{target}")) });
                }
                // In a transcriber, a call of a macro of the crates may print the `crate::`
                // paths it is handed, which the bundle rewrites (outside, the pass below).
                TokenTree::Ident(_)
                    if in_macro_rules
                        && level.rules.is_none_or(|item| self.reach.keeps(item))
                        && invocation_at(trees, index).is_some_and(|(path, ..)| {
                            !path.last().is_some_and(|name| built_in_in_bodies(name))
                        }) =>
                {
                    if let Some((path, start, group)) = invocation_at(trees, index) {
                        self.check_printed_arguments(file, start, &path, group);
                    }
                }
                TokenTree::Ident(ident)
                    if !in_macro_rules || built_in_in_bodies(&ident.to_string()) =>
                {
                    if let Some((path, start, group)) = invocation_at(trees, index) {
                        if !in_macro_rules {
                            self.check_printed_arguments(file, start, &path, group);
                        }
                        if !in_macro_rules && self.invokes_located(file, start, &path) {
                            let (line, column) =
                                line_column(trees[path_start(trees, index)].span());
                            let display = &model.files[file].display;
                            let module = model.module_path(self.scope_at(file, start));
                            let at = group.span_open().byte_range().end;
                            edits.push(Edit {
                                range: at..at,
                                change: Change::Replace(format!(
                                    "@__at {line}u32, {column}u32, {display:?}, {module:?}; "
                                )),
                            });
                        }
                    }
                    let name = ident.to_string();
                    if name == "dbg" && !in_macro_rules {
                        if let Some((path, start, args)) = invocation_at(trees, index) {
                            self.dbg(file, &path, start, ident.span(), args, edits);
                        }
                        continue;
                    }
                    if !BUILT_INS.contains(&name.as_str()) {
                        continue;
                    }
                    let Some((path, start, args)) = invocation_at(trees, index) else { continue };
                    // `line!()`, `std::line!()` or `::core::line!()`.
                    let std_path = path.len() == 2 && (path[0] == "std" || path[0] == "core");
                    let std_first =
                        path.first().is_some_and(|first| first == "std" || first == "core");
                    if path.len() > 2 && std_first {
                        // `core::prelude::v1::line!()`: std's, by a path the bundle does not
                        // write down.
                        let (line, column) = line_column(ident.span());
                        let display = &model.files[file].display;
                        self.errors.push(format!(
                            "{display}:{line}:{column}: `{}!` through a longer path: the bundle writes the value of `{name}!` and `std::{name}!` as the workspace binary has it; call it so",
                            path.join("::")
                        ));
                        continue;
                    }
                    if path.len() > 2 || path.len() == 2 && !std_path {
                        continue;
                    }
                    // A crate's own `macro_rules! line` is the one a bare `line!` calls.
                    if path.len() == 1
                        && !self
                            .resolver
                            .macros(self.scope_at(file, start), false, &path)
                            .is_empty()
                    {
                        continue;
                    }
                    if PLACES.contains(&name.as_str()) && !args.stream().is_empty() {
                        continue;
                    }
                    let range = start..args.span().byte_range().end;
                    // In a macro body, `env!` and `cfg!` read the crate that calls it, and
                    // `include_str!` the folder of the file the outermost call is in.
                    let callers: Vec<(CrateId, FileId)> = match level.rules {
                        Some(rules) => {
                            let callers = self.reach.macro_callers.get(&rules);
                            callers.map(|c| c.iter().copied().collect()).unwrap_or_default()
                        }
                        None => vec![(krate, file)],
                    };
                    let values: Vec<Option<String>> = callers
                        .iter()
                        .map(|&caller| {
                            self.builtin_value(file, caller, &name, ident.span(), args.stream())
                        })
                        .collect();
                    match values.split_first() {
                        Some((Some(value), rest))
                            if rest.iter().all(|v| v.as_ref() == Some(value)) =>
                        {
                            edits.push(Edit { range, change: Change::Replace(value.clone()) });
                        }
                        Some((first, rest)) if rest.iter().any(|v| v != first) => {
                            let (line, column) = line_column(ident.span());
                            let display = &model.files[file].display;
                            self.errors.push(format!(
                                "{display}:{line}:{column}: `{name}!` in a macro body takes its value where the macro is called, and its calls give different values, which a bundle cannot write down once; pass the value in"
                            ));
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
        }
    }

    /// What `crate` in the body of the `macro_rules!` item `rules` stands for in the bundle:
    /// the crate that calls it, as the module it became (`None`: leave `crate` as written, for
    /// main.rs, or when callers in several crates see a `pub(crate)` that may as well be
    /// wider). A path that would mean a different crate at each call is refused.
    fn caller_module(
        &mut self,
        file: FileId,
        rules: ItemId,
        ident: &proc_macro2::Ident,
        visibility: bool,
    ) -> Option<String> {
        let model = self.model;
        let own = model.files[file].krate;
        let callers: BTreeSet<CrateId> = self
            .reach
            .macro_callers
            .get(&rules)
            .map(|callers| callers.iter().map(|&(krate, _)| krate).collect())
            .unwrap_or_default();
        let mut callers = callers.into_iter();
        let caller = match (callers.next(), callers.next()) {
            (None, _) => own,
            (Some(only), None) => only,
            (Some(first), Some(second)) => {
                if !visibility {
                    let (line, column) = line_column(ident.span());
                    let display = &model.files[file].display;
                    let name = model.items[rules].name.clone().unwrap_or_default();
                    let crate_name = |krate: usize| model.crates[krate].spec.name.clone();
                    self.errors.push(format!(
                        "{display}:{line}:{column}: `crate` in the body of `{name}!` means the crate that calls it, and both `{}` and `{}` do, which are one crate in a bundle; write `$crate` for the macro's own crate",
                        crate_name(first),
                        crate_name(second)
                    ));
                }
                return None;
            }
        };
        self.module_name(caller).map(str::to_owned)
    }

    /// The `macro_rules!` item whose text holds `offset` in `file`.
    fn macro_item_at(&self, file: FileId, offset: usize) -> Option<ItemId> {
        self.model
            .items
            .iter()
            .enumerate()
            .filter(|(_, it)| {
                it.file == file && it.kind == Kind::MacroRules && it.range.contains(&offset)
            })
            .min_by_key(|(_, it)| it.range.len())
            .map(|(id, _)| id)
    }

    /// `#[macro_export(local_inner_macros)]`: each macro its transcribers call by bare name is
    /// its crate's, which in a bundle is `$crate::<library>::name!`.
    fn local_inner_rules(
        &mut self,
        body: &proc_macro2::Group,
        module: &str,
        edits: &mut Vec<Edit>,
    ) {
        fn walk(trees: &[TokenTree], module: &str, edits: &mut Vec<Edit>) {
            for (index, tree) in trees.iter().enumerate() {
                match tree {
                    TokenTree::Group(group) => {
                        let nested_rules = index >= 3
                            && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "macro_rules");
                        if !nested_rules {
                            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                            walk(&inner, module, edits);
                        }
                    }
                    TokenTree::Ident(ident) => {
                        let Some((path, start, _)) = invocation_at(trees, index) else { continue };
                        if path.len() == 1 && start == ident.span().byte_range().start {
                            edits.push(Edit {
                                range: start..start,
                                change: Change::Replace(format!("$crate::{module}::")),
                            });
                        }
                    }
                    _ => {}
                }
            }
        }
        let trees: Vec<TokenTree> = body.stream().into_iter().collect();
        let mut index = 0;
        let mut matcher_seen = false;
        while index < trees.len() {
            if let TokenTree::Group(group) = &trees[index] {
                if matcher_seen {
                    let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                    walk(&inner, module, edits);
                }
                matcher_seen = !matcher_seen;
            }
            index += 1;
        }
    }

    /// `#[cfg(..)]` or `#[cfg_attr(..)]` written in macro tokens: its predicate settled.
    fn macro_attribute(
        &mut self,
        file: FileId,
        attribute: &proc_macro2::Group,
        printed: bool,
        edits: &mut Vec<Edit>,
    ) {
        let trees: Vec<TokenTree> = attribute.stream().into_iter().collect();
        let (Some(TokenTree::Ident(name)), Some(TokenTree::Group(args))) =
            (trees.first(), trees.get(1))
        else {
            return;
        };
        if name != "cfg" && name != "cfg_attr" {
            return;
        }
        let features = &self.model.crates[self.model.files[file].krate].spec.features;
        let predicate_tokens: Vec<TokenTree> = args
            .stream()
            .into_iter()
            .take_while(|t| {
                name == "cfg" || !matches!(t, TokenTree::Punct(p) if p.as_char() == ',')
            })
            .collect();
        let (Some(first), Some(last)) = (predicate_tokens.first(), predicate_tokens.last()) else {
            return;
        };
        let range = first.span().byte_range().start..last.span().byte_range().end;
        let Ok(predicate) = Predicate::parse(predicate_tokens.iter().cloned().collect()) else {
            return;
        };
        let text = match predicate.decide(features) {
            Decided::True => "all()".to_owned(),
            Decided::False => "any()".to_owned(),
            Decided::Open(open) => open.render(),
        };
        if printed {
            let (line, column) = line_column(first.span());
            let display = &self.model.files[file].display;
            self.errors.push(format!(
                "{display}:{line}:{column}: a `#[{name}(..)]` handed to a macro that prints its arguments as written (`stringify!`): the bundle settles the feature, so the text would read `{text}`; print a name of your own"
            ));
        }
        edits.push(Edit { range, change: Change::Replace(text) });
    }

    /// `assert!(cond)` without a message prints `cond` as written: no edit may fall in it.
    fn check_assert(&mut self, file: FileId, group: &proc_macro2::Group) {
        if assert_has_message(group.stream()) {
            return;
        }
        let range = group.span_open().byte_range().end..group.span_close().byte_range().start;
        let what = "`assert!` without a message prints its condition as written".to_owned();
        self.printed.push(Printed { file, range, what, exact: true });
    }

    /// `dbg!(e)` prints the place and the text of its call: written out as std expands it, with
    /// the crate file's place and the expression as written, while `e` itself gets the
    /// bundle's edits.
    fn dbg(
        &mut self,
        file: FileId,
        path: &[String],
        start: usize,
        span: proc_macro2::Span,
        args: &proc_macro2::Group,
        edits: &mut Vec<Edit>,
    ) {
        use syn::parse::Parser;
        let std_path = path.len() == 2 && path[0] == "std";
        if !(path.len() == 1 || std_path) {
            return;
        }
        let scope = self.scope_at(file, start);
        if path.len() == 1 && !self.resolver.macros(scope, false, path).is_empty() {
            return;
        }
        let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        let Ok(values) = parser.parse2(args.stream()) else { return };
        let model = self.model;
        let text = &model.files[file].text;
        let (line, column) = line_column(span);
        let place = format!("{:?}, {line}u32, {column}u32", model.files[file].display);
        let open = start..args.span_open().byte_range().end;
        let close = args.span_close().byte_range();
        if values.is_empty() {
            let call = format!("::std::eprintln!(\"[{{}}:{{}}:{{}}]\", {place})");
            edits.push(Edit { range: start..close.end, change: Change::Replace(call) });
            return;
        }
        let many = values.len() > 1;
        edits.push(Edit {
            range: open,
            change: Change::Replace(if many { "(match ".into() } else { "match ".into() }),
        });
        let pairs: Vec<_> = values.pairs().collect();
        for (index, pair) in pairs.iter().enumerate() {
            let value = pair.value();
            let range = super::super::model::range_of(*value);
            let written = &text[range.clone()];
            let arm = format!(
                " {{ tmp => {{ ::std::eprintln!(\"[{{}}:{{}}:{{}}] {{}} = {{:#?}}\", {place}, ::std::stringify!({written}), &tmp); tmp }} }}"
            );
            let last = index + 1 == pairs.len();
            // The arm goes after the value, in place of its comma; after the last, in place of
            // what is left up to the closing parenthesis.
            let (replaced, tail) = match (pair.punct(), last) {
                (Some(comma), false) => (comma.span.byte_range(), format!("{arm}, match ")),
                (_, true) => {
                    let tail = if many { format!("{arm},)") } else { arm };
                    (range.end..close.end, tail)
                }
                (None, false) => (range.end..range.end, format!("{arm}, match ")),
            };
            edits.push(Edit { range: replaced, change: Change::Replace(tail) });
        }
    }

    /// A macro that writes `mod name;` has rustc read `name.rs` where it is called, a file the
    /// bundle does not carry.
    fn check_module_files(&mut self, file: FileId, item: ItemId) {
        fn declares_file(tokens: TokenStream) -> Option<proc_macro2::Span> {
            let trees: Vec<TokenTree> = tokens.into_iter().collect();
            for (index, tree) in trees.iter().enumerate() {
                match tree {
                    TokenTree::Group(group) => {
                        if let Some(span) = declares_file(group.stream()) {
                            return Some(span);
                        }
                    }
                    TokenTree::Ident(ident) if ident == "mod" => {
                        let name_end = match trees.get(index + 1) {
                            Some(TokenTree::Ident(_)) => index + 2,
                            Some(TokenTree::Punct(p)) if p.as_char() == '$' => index + 3,
                            _ => continue,
                        };
                        if matches!(trees.get(name_end), Some(TokenTree::Punct(p)) if p.as_char() == ';')
                        {
                            return Some(ident.span());
                        }
                    }
                    _ => {}
                }
            }
            None
        }
        let model = self.model;
        let Some(span) = macro_rules_transcribers(model, item).into_iter().find_map(declares_file)
        else {
            return;
        };
        let (line, column) = line_column(span);
        let display = &model.files[file].display;
        let name = model.items[item].name.clone().unwrap_or_default();
        self.errors.push(format!(
            "{display}:{line}:{column}: `{name}!` writes `mod name;`, which has rustc read a module file the bundle does not carry; declare the modules outside the macro"
        ));
    }

    /// A macro of the crates that prints its arguments as written (`stringify!($cond)`, an
    /// `assert!($cond)` without a message, or handing them to a macro that may): no edit may
    /// fall in the arguments it prints.
    fn check_printed_arguments(
        &mut self,
        file: FileId,
        start: usize,
        path: &[String],
        args: &proc_macro2::Group,
    ) {
        let macros = self.resolver.macros(self.scope_at(file, start), false, path);
        for item in macros {
            let rules = macro_rules_rules(self.model, item);
            let name = self.model.items[item].name.clone().unwrap_or_default();
            let (ranges, exact) = super::printed::printed_ranges(&rules, args);
            // `name!(@rule ..)`: a template's internal rule, whose `$crate::` paths are code.
            let internal_rule = matches!(args.stream().into_iter().next(), Some(TokenTree::Punct(p)) if p.as_char() == '@');
            let exact = exact || !internal_rule;
            for range in ranges {
                let what = format!(
                    "`{name}!` prints its arguments as written (`stringify!`), or hands them to a macro that may"
                );
                self.printed.push(Printed { file, range, what, exact });
            }
        }
    }

    /// The value a built-in macro has where it is written, when the bundle must write it down.
    fn builtin_value(
        &mut self,
        file: FileId,
        (krate, caller_file): (CrateId, FileId),
        name: &str,
        span: proc_macro2::Span,
        args: TokenStream,
    ) -> Option<String> {
        let model = self.model;
        let (line, column) = line_column(span);
        let display = model.files[file].display.clone();
        let env = &model.crates[krate].spec.env;
        let string_arg =
            || first_argument(args.clone()).and_then(|tokens| string_value(tokens, env));
        match name {
            "line" => Some(format!("{line}u32")),
            "column" => Some(format!("{column}u32")),
            "file" => Some(format!("{display:?}")),
            "module_path" => {
                let offset = span.byte_range().start;
                Some(format!("{:?}", model.module_path(self.scope_at(file, offset))))
            }
            "cfg" => {
                let predicate = Predicate::parse(args).ok()?;
                match predicate.decide(&model.crates[krate].spec.features) {
                    Decided::True => Some("true".to_owned()),
                    Decided::False => Some("false".to_owned()),
                    Decided::Open(open) => Some(format!("cfg!({})", open.render())),
                }
            }
            "include_str" | "include_bytes" => {
                let relative = match string_arg() {
                    Ok(relative) => relative,
                    Err(why) => {
                        self.errors.push(format!(
                            "{display}:{line}:{column}: `{name}!`: {why}, so the bundler cannot read the file to write it in; name the file with a string literal"
                        ));
                        return None;
                    }
                };
                let base = model.files[caller_file].path.parent().unwrap_or(Path::new("."));
                let path = base.join(&relative);
                match std::fs::read(&path) {
                    Ok(bytes) if name == "include_bytes" => Some(byte_string(&bytes)),
                    Ok(bytes) => match String::from_utf8(bytes) {
                        Ok(text) => Some(format!("{text:?}")),
                        Err(_) => {
                            self.errors.push(format!("{display}:{line}:{column}: `include_str!(\"{relative}\")` is not UTF-8"));
                            None
                        }
                    },
                    Err(error) => {
                        self.errors.push(format!("{display}:{line}:{column}: `{name}!(\"{relative}\")`: cannot read {}: {error}", path.display()));
                        None
                    }
                }
            }
            "include" => {
                self.errors.push(format!(
                    "{display}:{line}:{column}: `include!` pastes another file's code, which the bundler does not follow; make that file a module (`mod name;`)"
                ));
                None
            }
            "env" | "option_env" => {
                let Ok(variable) = string_arg() else { return None };
                match env.get(&variable) {
                    Some(value) if name == "env" => Some(format!("{value:?}")),
                    Some(value) => Some(format!("::core::option::Option::Some({value:?})")),
                    // Another variable of the build machine: the judge's compiler reads its own
                    // environment, as the idiom `option_env!("LOCAL")` means it to.
                    None if name == "option_env" => None,
                    None => {
                        self.errors.push(format!(
                            "{display}:{line}:{column}: `env!(\"{variable}\")` reads the build machine's environment, which the judge's compiler does not have; only Cargo's own `CARGO_PKG_*`, `CARGO_CRATE_NAME` and the like are written into the bundle"
                        ));
                        None
                    }
                }
            }
            _ => None,
        }
    }
}

/// Where the token walk is: which macro tokens it is inside.
#[derive(Clone, Copy, Debug, Default)]
struct Level {
    /// In a `macro_rules!` body.
    in_macro_rules: bool,
    /// In any macro's tokens (a body or an invocation's arguments).
    in_macro: bool,
    /// In `pub(...)`.
    visibility: bool,
    /// In `stringify!(...)`: left as written.
    verbatim: bool,
    /// The `macro_rules!` item whose body this is.
    rules: Option<ItemId>,
    /// In the arguments of a macro of the crates that prints tokens as written.
    printing_call: bool,
}

/// Does a `macro_rules!` item say `#[macro_export(local_inner_macros)]`.
fn local_inner_macros(model: &Model, item: ItemId) -> bool {
    let super::super::model::Node::Item(node) = &model.items[item].node else { return false };
    let Item::Macro(mac) = &**node else { return false };
    mac.attrs.iter().any(|attr| {
        attr.path().is_ident("macro_export")
            && matches!(&attr.meta, syn::Meta::List(list) if list.tokens.to_string().contains("local_inner_macros"))
    })
}

/// The tokens of a macro's first argument, up to a comma outside groups.
fn first_argument(tokens: TokenStream) -> Result<TokenStream, String> {
    let first: TokenStream = tokens
        .into_iter()
        .take_while(|tree| !matches!(tree, TokenTree::Punct(p) if p.as_char() == ','))
        .collect();
    if first.is_empty() {
        Err("it has no argument".into())
    } else {
        Ok(first)
    }
}

/// The text a string expression of built-in macros comes to: a literal, `concat!` of literals,
/// `env!` of a variable Cargo sets.
fn string_value(tokens: TokenStream, env: &BTreeMap<String, String>) -> Result<String, String> {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    match trees.as_slice() {
        [TokenTree::Literal(literal)] => match syn::Lit::new(literal.clone()) {
            syn::Lit::Str(text) => Ok(text.value()),
            syn::Lit::Int(int) => Ok(int.base10_digits().to_owned()),
            syn::Lit::Char(c) => Ok(c.value().to_string()),
            syn::Lit::Float(float) => Ok(float.base10_digits().to_owned()),
            _ => Err(format!("`{literal}` is no text")),
        },
        [TokenTree::Ident(value)] if value == "true" || value == "false" => Ok(value.to_string()),
        [TokenTree::Ident(name), TokenTree::Punct(bang), TokenTree::Group(group)]
            if bang.as_char() == '!' =>
        {
            match name.to_string().as_str() {
                "concat" => {
                    let mut text = String::new();
                    let mut part = Vec::new();
                    for tree in group.stream().into_iter().chain(std::iter::once(TokenTree::Punct(
                        proc_macro2::Punct::new(',', Spacing::Alone),
                    ))) {
                        if matches!(&tree, TokenTree::Punct(p) if p.as_char() == ',') {
                            if !part.is_empty() {
                                text.push_str(&string_value(part.drain(..).collect(), env)?);
                            }
                        } else {
                            part.push(tree);
                        }
                    }
                    Ok(text)
                }
                "env" => {
                    let variable = string_value(first_argument(group.stream())?, env)?;
                    env.get(&variable).cloned().ok_or_else(|| {
                        format!("`env!(\"{variable}\")` is not a variable Cargo sets")
                    })
                }
                other => Err(format!("`{other}!` is not `concat!` or `env!`")),
            }
        }
        _ => Err("its path is not a literal".into()),
    }
}

/// The macros whose value is the place of the outermost call.
const PLACES: &[&str] = &["line", "column", "file", "module_path"];

/// Does an identifier occur in some tokens.
fn has_ident(tokens: TokenStream, name: &str) -> bool {
    tokens.into_iter().any(|tree| match tree {
        TokenTree::Ident(ident) => ident == name,
        TokenTree::Group(group) => has_ident(group.stream(), name),
        _ => false,
    })
}

/// Does a transcriber invoke a macro named by a fragment: `$callback!(..)`.
fn calls_through_fragment(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(index, tree)| match tree {
        TokenTree::Group(group) => calls_through_fragment(group.stream()),
        // `$callback!(..)` or `$module::name!(..)`: a fragment in the macro's path.
        TokenTree::Punct(dollar) if dollar.as_char() == '$' => {
            if !matches!(trees.get(index + 1), Some(TokenTree::Ident(i)) if i != "crate") {
                return false;
            }
            let mut at = index + 2;
            while matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == ':')
                && matches!(trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':')
                && matches!(trees.get(at + 2), Some(TokenTree::Ident(_)))
            {
                at += 3;
            }
            matches!(trees.get(at), Some(TokenTree::Punct(p)) if p.as_char() == '!')
                && matches!(trees.get(at + 1), Some(TokenTree::Group(_)))
        }
        _ => false,
    })
}

/// The byte ranges of every token and delimiter.
fn collect_bounds(tokens: TokenStream, out: &mut Vec<(usize, usize)>) {
    for tree in tokens {
        match &tree {
            TokenTree::Group(group) => {
                let open = group.span_open().byte_range();
                let close = group.span_close().byte_range();
                out.push((open.start, open.end));
                out.push((close.start, close.end));
                collect_bounds(group.stream(), out);
            }
            other => {
                let range = other.span().byte_range();
                out.push((range.start, range.end));
            }
        }
    }
}

/// The comments in a stretch of text that holds only whitespace and comments.
fn comment_edits(text: &str, gap: Range<usize>, edits: &mut Vec<Edit>) {
    let bytes = text.as_bytes();
    let mut at = gap.start;
    while at + 1 < gap.end {
        if bytes[at] == b'/' && bytes[at + 1] == b'/' {
            let end = text[at..gap.end].find('\n').map_or(gap.end, |n| at + n);
            edits.push(Edit { range: at..end, change: Change::Delete });
            at = end;
        } else if bytes[at] == b'/' && bytes[at + 1] == b'*' {
            let mut depth = 0;
            let mut end = at;
            while end + 1 < gap.end.max(end + 2).min(bytes.len()) {
                if bytes[end] == b'/' && bytes[end + 1] == b'*' {
                    depth += 1;
                    end += 2;
                } else if bytes[end] == b'*' && bytes[end + 1] == b'/' {
                    depth -= 1;
                    end += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    end += 1;
                }
            }
            edits.push(Edit { range: at..end, change: Change::Replace(" ".into()) });
            at = end;
        } else {
            at += 1;
        }
    }
}

/// Is the `::` at `trees[index]` the start of a path (`::ttt_core::x`), not a separator.
fn leading_path(trees: &[TokenTree], index: usize) -> bool {
    let second = matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
    if !second {
        return false;
    }
    match index.checked_sub(1).map(|i| &trees[i]) {
        None => true,
        Some(TokenTree::Ident(ident)) => {
            let text = ident.to_string();
            [
                "use", "return", "in", "as", "else", "let", "match", "if", "while", "mut", "dyn",
                "impl", "for", "move", "break", "yield",
            ]
            .contains(&text.as_str())
        }
        // `-> ::a::B` and `=> ::a::f()` start a path; `Vec<u8>::new` does not.
        Some(TokenTree::Punct(p)) if p.as_char() == '>' => {
            matches!(index.checked_sub(2).map(|i| &trees[i]), Some(TokenTree::Punct(arrow)) if matches!(arrow.as_char(), '-' | '=') && arrow.spacing() == Spacing::Joint)
        }
        // `x: ::a::B` starts a path, after a lone `:`.
        Some(TokenTree::Punct(p)) if p.as_char() == ':' => {
            let joined = matches!(index.checked_sub(2).map(|i| &trees[i]), Some(TokenTree::Punct(c)) if c.as_char() == ':' && c.spacing() == Spacing::Joint);
            p.spacing() == Spacing::Alone && !joined
        }
        Some(TokenTree::Punct(p)) => p.as_char() != '$',
        Some(TokenTree::Literal(_)) => false,
        Some(TokenTree::Group(_)) => false,
    }
}

/// `bytes` as a byte string literal.
fn byte_string(bytes: &[u8]) -> String {
    let mut out = String::from("b\"");
    for &byte in bytes {
        match byte {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            0x20..=0x7e => out.push(byte as char),
            _ => out.push_str(&format!("\\x{byte:02x}")),
        }
    }
    out.push('"');
    out
}

/// Does `assert!(..)` with these arguments have a message: a second argument after the
/// condition (`assert!(f::<0, 5>(x),)` has none). Arguments that do not read as expressions
/// (a macro body's `$cond`) count a comma with something after it.
pub(super) fn assert_has_message(args: TokenStream) -> bool {
    use syn::parse::Parser;
    let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
    match parser.parse2(args.clone()) {
        Ok(arguments) => arguments.len() > 1,
        Err(_) => {
            // In a transcriber: a message that is all `$( .. )*` repetitions may be empty.
            let trees: Vec<TokenTree> = args.into_iter().collect();
            let Some(comma) = trees
                .iter()
                .position(|tree| matches!(tree, TokenTree::Punct(p) if p.as_char() == ','))
            else {
                return false;
            };
            let message = &trees[comma + 1..];
            let mut index = 0;
            let mut sure = false;
            while index < message.len() {
                let repetition = matches!(&message[index], TokenTree::Punct(p) if p.as_char() == '$')
                    && matches!(message.get(index + 1), Some(TokenTree::Group(_)));
                if repetition {
                    // `$( .. )` and its separator and `*`, `+` or `?`.
                    index += 2;
                    while matches!(message.get(index), Some(TokenTree::Punct(p)) if matches!(p.as_char(), '*' | '+' | '?' | ','))
                    {
                        index += 1;
                    }
                } else {
                    sure = true;
                    index += 1;
                }
            }
            sure
        }
    }
}

/// Built-in macros whose value the bundle writes down inside `macro_rules!` bodies too: all
/// but the place of a call, which a located macro is given by its calls.
fn built_in_in_bodies(name: &str) -> bool {
    BUILT_INS.contains(&name) && !PLACES.contains(&name)
}

/// The rules' transcribers of a `macro_rules!` item.
pub(super) fn macro_rules_transcribers(model: &Model, item: ItemId) -> Vec<TokenStream> {
    macro_rules_rules(model, item).into_iter().map(|(_, transcriber)| transcriber).collect()
}

/// The rules of a `macro_rules!` item: each matcher with its transcriber.
pub(super) fn macro_rules_rules(model: &Model, item: ItemId) -> Vec<(TokenStream, TokenStream)> {
    let super::super::model::Node::Item(node) = &model.items[item].node else { return Vec::new() };
    let Item::Macro(mac) = &**node else { return Vec::new() };
    let mut out = Vec::new();
    let mut matcher = None;
    for tree in mac.mac.tokens.clone() {
        match tree {
            TokenTree::Group(group) => match matcher.take() {
                Some(seen) => out.push((seen, group.stream())),
                None => matcher = Some(group.stream()),
            },
            TokenTree::Punct(p) if p.as_char() == ';' => matcher = None,
            _ => {}
        }
    }
    out
}

/// Every macro invocation in some tokens, outside nested `macro_rules!`: its path and the byte
/// where it starts.
fn invocations(tokens: TokenStream) -> Vec<(Vec<String>, usize)> {
    fn walk(trees: &[TokenTree], out: &mut Vec<(Vec<String>, usize)>) {
        for (index, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(group) => {
                    let nested_rules = index >= 3
                        && matches!(&trees[index - 3], TokenTree::Ident(i) if i == "macro_rules");
                    if !nested_rules {
                        let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                        walk(&inner, out);
                    }
                }
                TokenTree::Ident(_) => {
                    if let Some((path, start, _)) = invocation_at(trees, index) {
                        out.push((path, start));
                    }
                }
                _ => {}
            }
        }
    }
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::new();
    walk(&trees, &mut out);
    out
}

/// The index of the first token of the path that ends with the identifier at `index`: its
/// first name, `$` of `$crate`, or the first `:` of a leading `::`.
fn path_start(trees: &[TokenTree], index: usize) -> usize {
    let colons_before = |at: usize| {
        at >= 2
            && matches!(&trees[at - 1], TokenTree::Punct(p) if p.as_char() == ':')
            && matches!(&trees[at - 2], TokenTree::Punct(p) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
    };
    let mut start = index;
    while colons_before(start) && start >= 3 && matches!(&trees[start - 3], TokenTree::Ident(_)) {
        start -= 3;
    }
    if start >= 1 && matches!(&trees[start - 1], TokenTree::Punct(p) if p.as_char() == '$') {
        return start - 1;
    }
    if colons_before(start) {
        let leading = match start.checked_sub(3).map(|i| &trees[i]) {
            None | Some(TokenTree::Group(_)) => true,
            Some(TokenTree::Punct(p)) => p.as_char() != '>',
            Some(TokenTree::Ident(_) | TokenTree::Literal(_)) => false,
        };
        if leading {
            start -= 2;
        }
    }
    start
}

/// When the identifier at `index` names a macro being invoked (`a::b::name!(..)`): its path
/// (`$crate` as `crate`), the byte where the path starts, and the group of its arguments.
fn invocation_at(
    trees: &[TokenTree],
    index: usize,
) -> Option<(Vec<String>, usize, &proc_macro2::Group)> {
    let bang = matches!(trees.get(index + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
    let Some(TokenTree::Group(group)) = trees.get(index + 2) else { return None };
    if !bang || index > 0 && matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == '.')
    {
        return None;
    }
    if matches!(&trees[index], TokenTree::Ident(i) if i == "macro_rules") {
        return None;
    }
    let start = path_start(trees, index);
    let mut path = Vec::new();
    let mut at = start;
    while at <= index {
        if let TokenTree::Ident(ident) = &trees[at] {
            let text = ident.to_string();
            let dollar =
                at > 0 && matches!(&trees[at - 1], TokenTree::Punct(p) if p.as_char() == '$');
            path.push(if text == "crate" && dollar { "$crate".to_owned() } else { text });
        }
        at += 1;
    }
    Some((path, trees[start].span().byte_range().start, group))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_found_between_tokens_only() {
        let text = "a // one\n/* two /* nested */ */ b \"// not\"";
        let mut edits = Vec::new();
        comment_edits(text, 1..31, &mut edits);
        let deleted: Vec<&str> = edits.iter().map(|e| &text[e.range.clone()]).collect();
        assert_eq!(deleted, ["// one", "/* two /* nested */ */"]);
    }

    #[test]
    fn byte_strings_escape_what_they_must() {
        assert_eq!(byte_string(b"a\"\\\n\x01"), "b\"a\\\"\\\\\\n\\x01\"");
    }
}
