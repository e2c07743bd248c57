//! The source files of each crate, read as a release build reads them: from the crate's root
//! through every `mod name;` (`#[path]`, `name.rs`, `name/mod.rs`, inline modules' folders), with
//! the items whose `cfg` is false in that build left out. Each file is parsed once, and what the
//! later steps ask of it is collected here: its module declarations, the `use` items that
//! re-export, the names it defines, where each of its modules begins.

use std::ops::Range;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use proc_macro2::{LineColumn, TokenStream};
use syn::spanned::Spanned;
use syn::{Attribute, Item, Meta, UseTree};

use super::cfg::{Cfgs, Decided, Predicate};
use super::crates::{CrateId, Crates, Role};
use super::refusal::Refusal;

/// A file's place in [`Sources::files`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(pub usize);

/// A `mod name;` whose file was read.
#[derive(Clone, Debug)]
pub struct ModDecl {
    /// The declaration's bytes, its attributes included.
    pub range: Range<usize>,
    /// Where `;` is: the declaration becomes `mod name { .. }` there.
    pub semicolon: usize,
    pub name: String,
    pub file: FileId,
}

/// A `use` item with a visibility: an export, which may go when nothing names it.
#[derive(Clone, Debug)]
pub struct Export {
    pub range: Range<usize>,
    /// The names it brings in (`b` of `a::b`, `c` of `a::b as c`).
    pub names: Vec<String>,
    /// The last segment before each `*` it holds (`inner` of `self::inner::*`).
    pub globs: Vec<String>,
}

/// An `extern crate name [as alias];` of another crate of the bundle's.
#[derive(Clone, Debug)]
pub struct ExternCrate {
    /// The item's bytes, its attributes included.
    pub range: Range<usize>,
    pub name: String,
    pub alias: Option<String>,
    /// Does it carry `#[macro_use]`: the crate's macros are then in scope by name after it.
    pub macro_use: bool,
    pub public: bool,
}

/// A `#[macro_export] macro_rules! name`.
#[derive(Clone, Debug)]
pub struct ExportedMacro {
    pub name: String,
    /// The bytes of its name.
    pub name_range: Range<usize>,
    /// Where its item ends.
    pub end: usize,
    /// `#[macro_export(local_inner_macros)]`.
    pub local_inner_macros: bool,
}

/// One source file of a crate.
#[derive(Debug)]
pub struct SourceFile {
    pub krate: CrateId,
    pub path: PathBuf,
    /// Its path as messages show it (relative to the workspace).
    pub display: String,
    pub text: String,
    /// Its module's name: the declared name, or the crate's name for a crate root.
    pub module: String,
    /// The file that declares it, `None` for a crate root.
    pub parent: Option<FileId>,
    /// Its tokens in order, brackets as tokens of their own.
    pub tokens: Vec<Token>,
    pub mods: Vec<ModDecl>,
    pub exports: Vec<Export>,
    pub extern_crates: Vec<ExternCrate>,
    /// Items whose `cfg` is false in the release build.
    pub removed: Vec<Range<usize>>,
    /// The file's inner attributes (`#![allow(..)]`).
    pub inner_attributes: Vec<Range<usize>>,
    /// Where each module of the file (the file's own and every inline one) starts, after its
    /// inner attributes: where a `use` may be put.
    pub module_starts: Vec<usize>,
    /// The names the file's items define (functions, types, traits, macros, modules, ...).
    pub defines: Vec<String>,
    /// The `#[macro_export]` macros, which live at the crate's root wherever defined.
    pub exported_macros: Vec<ExportedMacro>,
    /// Names of the types (structs, enums, unions, aliases) defined in the file.
    pub types: Vec<String>,
    /// The identifiers of each `impl` block's header (its trait, its type and their generics),
    /// and of each macro call at item level, which may write impls: the call's tokens with the
    /// macro's name first.
    pub impls: Vec<Vec<String>>,
    /// The identifiers of each `macro_rules!` body, by the macro's name.
    pub macro_bodies: Vec<(String, Vec<String>)>,
    /// Names of the `macro_rules!` the file defines.
    pub macros: Vec<String>,
    /// Names of the traits defined in the file.
    pub traits: Vec<String>,
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// The byte offset of a span's line and column.
    pub fn offset(&self, at: LineColumn) -> usize {
        let start =
            self.line_starts.get(at.line.saturating_sub(1)).copied().unwrap_or(self.text.len());
        let line = &self.text[start..];
        start + line.char_indices().nth(at.column).map_or(line.len(), |(i, _)| i)
    }

    pub fn range(&self, span: proc_macro2::Span) -> Range<usize> {
        self.offset(span.start())..self.offset(span.end())
    }

    /// `file:line:column` of a byte offset, 1-based.
    pub fn place(&self, offset: usize) -> String {
        let line = self.line_starts.partition_point(|&start| start <= offset);
        let start = self.line_starts[line - 1];
        let column = self.text[start..offset.min(self.text.len())].chars().count() + 1;
        format!("{}:{line}:{column}", self.display)
    }

    /// The 1-based line of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&start| start <= offset)
    }

    /// Is `offset` inside an item that is left out.
    pub fn is_removed(&self, offset: usize) -> bool {
        self.removed.iter().any(|r| r.contains(&offset))
    }
}

/// Every file of every crate.
#[derive(Debug)]
pub struct Sources {
    pub files: Vec<SourceFile>,
    /// Each crate's root file.
    pub roots: Vec<FileId>,
    /// The macros each of [`Crates::proc_macros`] defines.
    pub proc_macros: Vec<Vec<String>>,
}

impl Sources {
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0]
    }

    pub fn ids(&self) -> impl Iterator<Item = FileId> {
        (0..self.files.len()).map(FileId)
    }
}

/// Reads every crate's files.
///
/// # Errors
/// When a file cannot be read or parsed; missing module files are refusals, in `refusals`.
pub fn read(
    crates: &Crates,
    display: &dyn Fn(&Path) -> String,
    refusals: &mut Vec<Refusal>,
) -> Result<Sources> {
    let mut reader = Reader { crates, display, files: Vec::new(), refusals };
    let mut roots = Vec::new();
    for krate in crates.ids() {
        let info = crates.get(krate);
        let name = match info.role {
            Role::Binary => "crate".to_owned(),
            _ => info.name.clone(),
        };
        roots.push(reader.read_file(krate, &info.root, name, None, false)?);
    }
    let proc_macros = crates.proc_macros.iter().map(|m| proc_macro_names(&m.root)).collect();
    Ok(Sources { files: reader.files, roots, proc_macros })
}

/// The macros a procedural macro crate's root defines: its `#[proc_macro]` and
/// `#[proc_macro_attribute]` functions and the names its `#[proc_macro_derive(Name)]` give;
/// none when it cannot be read.
fn proc_macro_names(root: &Path) -> Vec<String> {
    let Some(syntax) = std::fs::read_to_string(root).ok().and_then(|t| syn::parse_file(&t).ok())
    else {
        return Vec::new();
    };
    let mut names = Vec::new();
    for item in &syntax.items {
        let Item::Fn(function) = item else { continue };
        for attr in &function.attrs {
            if attr.path().is_ident("proc_macro") || attr.path().is_ident("proc_macro_attribute") {
                names.push(function.sig.ident.to_string());
            } else if attr.path().is_ident("proc_macro_derive") {
                // `proc_macro_derive(Name, attributes(..))`: the name comes first.
                let first = |input: syn::parse::ParseStream<'_>| {
                    let name: syn::Ident = input.parse()?;
                    input.parse::<TokenStream>().map(|_| name)
                };
                names.extend(attr.parse_args_with(first).ok().map(|i| i.to_string()));
            }
        }
    }
    names
}

struct Reader<'a> {
    crates: &'a Crates,
    display: &'a dyn Fn(&Path) -> String,
    files: Vec<SourceFile>,
    refusals: &'a mut Vec<Refusal>,
}

/// The folder where a module's `mod name;` files live.
#[derive(Clone)]
struct Folder(PathBuf);

impl Reader<'_> {
    fn read_file(
        &mut self,
        krate: CrateId,
        path: &Path,
        module: String,
        parent: Option<FileId>,
        by_path: bool,
    ) -> Result<FileId> {
        let mut text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        // A byte order mark is no part of the code, and no file but the first may hold one.
        if let Some(rest) = text.strip_prefix('\u{feff}') {
            text = rest.to_owned();
        }
        let display = (self.display)(path);
        let syntax = syn::parse_file(&text).unwrap_or_else(|error| {
            let at = error.span().start();
            let info = self.crates.get(krate);
            self.refusals.push(Refusal::Unreadable {
                at: format!("{display}:{}:{}", at.line, at.column + 1),
                package: info.package.clone(),
                edition: info.edition.clone(),
                error: error.to_string(),
            });
            // Read as empty, so that the rest is read and every refusal found.
            syn::parse_file("").expect("an empty file reads")
        });
        let stream: TokenStream =
            text.parse().map_err(|_| anyhow::anyhow!("{display}: cannot read its tokens"))?;
        let id = FileId(self.files.len());
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        self.files.push(SourceFile {
            krate,
            path: path.to_owned(),
            display,
            text,
            module,
            parent,
            tokens: Vec::new(),
            mods: Vec::new(),
            exports: Vec::new(),
            extern_crates: Vec::new(),
            removed: Vec::new(),
            inner_attributes: Vec::new(),
            module_starts: Vec::new(),
            defines: Vec::new(),
            exported_macros: Vec::new(),
            types: Vec::new(),
            macros: Vec::new(),
            impls: Vec::new(),
            macro_bodies: Vec::new(),
            traits: Vec::new(),
            line_starts,
        });
        let mut tokens = Vec::new();
        flatten(&self.files[id.0], stream, &mut tokens);
        self.files[id.0].tokens = tokens;
        let file = &self.files[id.0];
        let inner: Vec<Range<usize>> = syntax.attrs.iter().map(|a| file.range(a.span())).collect();
        let start = inner.last().map_or(0, |r| r.end);
        let stem_is_mod = matches!(
            path.file_name().and_then(|n| n.to_str()),
            Some("mod.rs" | "lib.rs" | "main.rs")
        ) || parent.is_none();
        let dir = path.parent().unwrap_or(Path::new(".")).to_owned();
        // A file declared with `#[path]` keeps its children beside it, as a `mod.rs` does.
        let children_dir = if stem_is_mod || by_path {
            dir.clone()
        } else {
            dir.join(path.file_stem().unwrap_or_default())
        };
        let file = &mut self.files[id.0];
        file.inner_attributes = inner;
        file.module_starts.push(start);
        if syntax.attrs.iter().any(is_feature) {
            let at = file.place(file.inner_attributes[0].start);
            self.refusals.push(Refusal::Feature { at });
        }
        self.items(id, &syntax.items, &Folder(children_dir), &dir, false)?;
        Ok(id)
    }

    /// Reads the items of a module of file `id`: its own (`inline` false) or an inline one.
    fn items(
        &mut self,
        id: FileId,
        items: &[Item],
        folder: &Folder,
        file_dir: &Path,
        inline: bool,
    ) -> Result<()> {
        let cfgs = self.crates.get(self.files[id.0].krate).cfgs.clone();
        for item in items {
            let file = &self.files[id.0];
            let range = file.range(item.span());
            if attrs(item).iter().any(|a| cfg_is_false(a, &cfgs)) {
                self.files[id.0].removed.push(range);
                continue;
            }
            self.record(id, item, range.clone(), inline);
            let Item::Mod(module) = item else { continue };
            let name = module.ident.to_string().trim_start_matches("r#").to_owned();
            let path_attr = path_attribute(&module.attrs, &cfgs);
            match &module.content {
                Some((brace, inner)) => {
                    let file = &self.files[id.0];
                    let open = file.range(brace.span.open()).end;
                    let inner_end = module
                        .attrs
                        .iter()
                        .filter(|a| matches!(a.style, syn::AttrStyle::Inner(_)))
                        .map(|a| file.range(a.span()).end)
                        .max()
                        .unwrap_or(open);
                    self.files[id.0].module_starts.push(inner_end);
                    // An inline module's `#[path]` names its folder, from the file's own folder
                    // at the file's top level (not from a non-`mod.rs` file's subfolder).
                    let child = match &path_attr {
                        Some(path) if !inline => Folder(file_dir.join(path)),
                        Some(path) => Folder(folder.0.join(path)),
                        None => Folder(folder.0.join(&name)),
                    };
                    self.items(id, inner, &child, file_dir, true)?;
                }
                None => {
                    let candidates = match &path_attr {
                        // An outline module's `#[path]` is relative to the file's own folder,
                        // unless it sits in an inline module.
                        Some(path) if inline => vec![folder.0.join(path)],
                        Some(path) => vec![file_dir.join(path)],
                        None => vec![
                            folder.0.join(format!("{name}.rs")),
                            folder.0.join(&name).join("mod.rs"),
                        ],
                    };
                    let Some(path) = candidates.iter().find(|p| p.is_file()) else {
                        let file = &self.files[id.0];
                        let at = file.place(range.start);
                        let path = (self.display)(&candidates[0]);
                        self.refusals.push(Refusal::MissingFile { at, path });
                        continue;
                    };
                    let semicolon = self.files[id.0]
                        .range(module.semi.map_or(module.ident.span(), |s| s.span))
                        .start;
                    let krate = self.files[id.0].krate;
                    let child =
                        self.read_file(krate, path, name.clone(), Some(id), path_attr.is_some())?;
                    self.files[id.0].mods.push(ModDecl { range, semicolon, name, file: child });
                }
            }
        }
        Ok(())
    }

    /// Collects what selection asks of an item.
    fn record(&mut self, id: FileId, item: &Item, range: Range<usize>, inline: bool) {
        let file = &mut self.files[id.0];
        let ident = |i: &syn::Ident| i.to_string().trim_start_matches("r#").to_owned();
        match item {
            // An inline module's exports stay with it: only the file's own may go.
            Item::Use(u) if !inline && !matches!(u.vis, syn::Visibility::Inherited) => {
                let mut export = Export { range, names: Vec::new(), globs: Vec::new() };
                leaves(&u.tree, None, &mut export);
                file.defines.extend(export.names.iter().cloned());
                file.exports.push(export);
            }
            Item::Macro(m) if m.ident.is_none() => {
                let mut call = idents(quote::ToTokens::to_token_stream(&m.mac.path));
                call.reverse();
                call.extend(idents(m.mac.tokens.clone()));
                file.impls.push(call);
            }
            Item::Macro(m) => {
                if let Some(name) = &m.ident {
                    file.macro_bodies.push((ident(name), idents(m.mac.tokens.clone())));
                    file.defines.push(ident(name));
                    file.macros.push(ident(name));
                    if let Some(at) = writes_mod_file(&m.mac.tokens) {
                        let at = file.place(file.offset(at));
                        self.refusals.push(Refusal::ModInMacro { at });
                    }
                    let export = m.attrs.iter().find(|a| a.path().is_ident("macro_export"));
                    if let Some(export) = export {
                        let local_inner_macros = matches!(&export.meta,
                            Meta::List(l) if l.tokens.to_string().contains("local_inner_macros"));
                        file.exported_macros.push(ExportedMacro {
                            name: ident(name),
                            name_range: file.range(name.span()),
                            end: range.end,
                            local_inner_macros,
                        });
                    }
                }
            }
            Item::Trait(t) => {
                file.defines.push(ident(&t.ident));
                file.traits.push(ident(&t.ident));
            }
            Item::Impl(i) => {
                let mut header = TokenStream::new();
                if let Some((path, _)) = &i.trait_ {
                    quote::ToTokens::to_tokens(path, &mut header);
                }
                quote::ToTokens::to_tokens(&i.self_ty, &mut header);
                file.impls.push(idents(header));
            }
            Item::ExternCrate(e) => file.extern_crates.push(ExternCrate {
                range,
                name: ident(&e.ident),
                alias: e.rename.as_ref().map(|(_, alias)| ident(alias)),
                macro_use: e.attrs.iter().any(|a| a.path().is_ident("macro_use")),
                public: !matches!(e.vis, syn::Visibility::Inherited),
            }),
            Item::Fn(f) => file.defines.push(ident(&f.sig.ident)),
            Item::Struct(s) => {
                file.defines.push(ident(&s.ident));
                file.types.push(ident(&s.ident));
            }
            Item::Enum(e) => {
                file.defines.push(ident(&e.ident));
                file.types.push(ident(&e.ident));
            }
            Item::Union(u) => {
                file.defines.push(ident(&u.ident));
                file.types.push(ident(&u.ident));
            }
            Item::Type(t) => {
                file.defines.push(ident(&t.ident));
                file.types.push(ident(&t.ident));
            }
            Item::Const(c) => file.defines.push(ident(&c.ident)),
            Item::Static(s) => file.defines.push(ident(&s.ident)),
            Item::Mod(m) => file.defines.push(ident(&m.ident)),
            Item::TraitAlias(t) => file.defines.push(ident(&t.ident)),
            _ => {}
        }
    }
}

/// A token of a file, with its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub range: Range<usize>,
    pub kind: TokenKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// An identifier or keyword, `r#` taken off.
    Ident(String),
    /// A punctuation character; `joint` when the next one is part of the same operator (`::`).
    Punct {
        ch: char,
        joint: bool,
    },
    Literal,
    /// `(`, `[` or `{` (`'('`, ...), and its closing bracket.
    Open(char),
    Close(char),
}

impl Token {
    pub fn ident(&self) -> Option<&str> {
        match &self.kind {
            TokenKind::Ident(name) => Some(name),
            _ => None,
        }
    }

    pub fn is_punct(&self, c: char) -> bool {
        matches!(self.kind, TokenKind::Punct { ch, .. } if ch == c)
    }
}

/// The tokens of a stream in order, each group as its brackets around its tokens.
fn flatten(file: &SourceFile, stream: TokenStream, out: &mut Vec<Token>) {
    use proc_macro2::{Delimiter, Spacing, TokenTree};
    for tree in stream {
        match tree {
            TokenTree::Ident(i) => out.push(Token {
                range: file.range(i.span()),
                kind: TokenKind::Ident(i.to_string().trim_start_matches("r#").to_owned()),
            }),
            TokenTree::Punct(p) => out.push(Token {
                range: file.range(p.span()),
                kind: TokenKind::Punct { ch: p.as_char(), joint: p.spacing() == Spacing::Joint },
            }),
            TokenTree::Literal(l) => {
                out.push(Token { range: file.range(l.span()), kind: TokenKind::Literal });
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ('(', ')'),
                    Delimiter::Bracket => ('[', ']'),
                    Delimiter::Brace => ('{', '}'),
                    Delimiter::None => {
                        flatten(file, g.stream(), out);
                        continue;
                    }
                };
                out.push(Token { range: file.range(g.span_open()), kind: TokenKind::Open(open) });
                flatten(file, g.stream(), out);
                out.push(Token {
                    range: file.range(g.span_close()),
                    kind: TokenKind::Close(close),
                });
            }
        }
    }
}

/// Every identifier of a token stream, `r#` taken off.
fn idents(tokens: TokenStream) -> Vec<String> {
    use proc_macro2::TokenTree;
    let mut out = Vec::new();
    for tree in tokens {
        match tree {
            TokenTree::Ident(i) => out.push(i.to_string().trim_start_matches("r#").to_owned()),
            TokenTree::Group(g) => out.extend(idents(g.stream())),
            _ => {}
        }
    }
    out
}

/// Where a macro body writes `mod name;` (or `mod $name;`), if it does.
fn writes_mod_file(tokens: &TokenStream) -> Option<LineColumn> {
    use proc_macro2::TokenTree;
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    for (index, tree) in trees.iter().enumerate() {
        if let TokenTree::Group(group) = tree {
            if let Some(at) = writes_mod_file(&group.stream()) {
                return Some(at);
            }
        }
        let TokenTree::Ident(word) = tree else { continue };
        let rest = &trees[index + 1..];
        let semicolon_after =
            |skip: usize| matches!(rest.get(skip), Some(TokenTree::Punct(p)) if p.as_char() == ';');
        let declares = match rest.first() {
            Some(TokenTree::Ident(_)) => semicolon_after(1),
            Some(TokenTree::Punct(p)) if p.as_char() == '$' => semicolon_after(2),
            _ => false,
        };
        if word == "mod" && declares {
            return Some(word.span().start());
        }
    }
    None
}

/// The names a `use` tree brings in, and the module before each glob.
fn leaves(tree: &UseTree, last: Option<String>, export: &mut Export) {
    let name = |i: &syn::Ident| i.to_string().trim_start_matches("r#").to_owned();
    match tree {
        UseTree::Path(p) => leaves(&p.tree, Some(name(&p.ident)), export),
        UseTree::Name(n) if n.ident == "self" => export.names.extend(last),
        UseTree::Name(n) => export.names.push(name(&n.ident)),
        UseTree::Rename(r) => export.names.push(name(&r.rename)),
        UseTree::Glob(_) => export.globs.push(last.unwrap_or_default()),
        UseTree::Group(g) => g.items.iter().for_each(|t| leaves(t, last.clone(), export)),
    }
}

fn attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Is this `#[cfg(..)]` false in the release build of a crate Cargo compiles with `cfgs`.
fn cfg_is_false(attr: &Attribute, cfgs: &Cfgs) -> bool {
    let Meta::List(list) = &attr.meta else { return false };
    list.path.is_ident("cfg")
        && Predicate::parse(list.tokens.clone()).is_ok_and(|p| p.decide(cfgs) == Decided::False)
}

fn is_feature(attr: &Attribute) -> bool {
    matches!(attr.style, syn::AttrStyle::Inner(_)) && attr.path().is_ident("feature")
}

/// A module's `#[path = ".."]`, also where a `#[cfg_attr(..)]` true in this build gives it.
fn path_attribute(attrs: &[Attribute], cfgs: &Cfgs) -> Option<String> {
    let from_meta = |meta: &Meta| match meta {
        Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    };
    attrs.iter().find_map(|a| match &a.meta {
        Meta::List(list) if list.path.is_ident("cfg_attr") => {
            let (predicate, metas) = super::cfg::split_cfg_attr(list.tokens.clone()).ok()?;
            (predicate.decide(cfgs) == Decided::True).then(|| metas.iter().find_map(from_meta))?
        }
        meta => from_meta(meta),
    })
}
