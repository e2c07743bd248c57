//! The source files of each crate, read as a release build reads them: from the root through
//! every `mod name;` (`#[path]`, `name.rs`, `name/mod.rs`, inline modules' folders), items whose
//! `cfg` is false left out. Each file is parsed once, collecting what later steps ask of it.

use std::ops::Range;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use proc_macro2::{Delimiter, Spacing, Span, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{Attribute, Ident, Item, Meta, UseTree};

use super::cfg::{self, Cfgs, Decided};
use super::crates::{CrateId, Crates, Role};
use super::refusal::Refusal;

/// A file's place in [`Sources::files`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(pub usize);

/// A `mod name;` whose file was read.
#[derive(Clone, Debug)]
pub struct ModDecl {
    /// Its bytes, attributes included.
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

/// An `extern crate name [as alias];` (bytes with attributes).
#[derive(Clone, Debug)]
pub struct ExternCrate {
    pub range: Range<usize>,
    pub name: String,
    pub alias: Option<String>,
    /// `#[macro_use]`: the crate's macros are in scope by name after it.
    pub macro_use: bool,
    pub public: bool,
}

/// A `#[macro_export] macro_rules! name`, `end` where its item ends.
#[derive(Clone, Debug)]
pub struct ExportedMacro {
    pub name: String,
    pub name_range: Range<usize>,
    pub end: usize,
    pub local_inner_macros: bool,
}

#[derive(Debug, Default)]
pub struct SourceFile {
    pub krate: CrateId,
    pub path: PathBuf,
    /// Its path relative to the workspace, as messages show it.
    pub display: String,
    pub text: String,
    /// Its module's name: as declared, or the crate's for a root (whose `parent` is `None`).
    pub module: String,
    pub parent: Option<FileId>,
    /// Its tokens in order, brackets as tokens of their own.
    pub tokens: Vec<Token>,
    /// In order: its comments (doc comments too), left out; its literals, kept byte for byte.
    pub comments: Vec<Range<usize>>,
    pub literals: Vec<Range<usize>>,
    pub mods: Vec<ModDecl>,
    pub exports: Vec<Export>,
    pub extern_crates: Vec<ExternCrate>,
    /// Items whose `cfg` is false in the release build.
    pub removed: Vec<Range<usize>>,
    pub inner_attributes: Vec<Range<usize>>,
    /// Where each module of the file (its own, every inline one) starts after its inner
    /// attributes: where a `use` may go.
    pub module_starts: Vec<usize>,
    /// The names its items define; of them, its types (structs, enums, unions, aliases), traits.
    pub defines: Vec<String>,
    pub types: Vec<String>,
    /// The `#[macro_export]` macros, which live at the crate's root wherever defined.
    pub exported_macros: Vec<ExportedMacro>,
    /// The identifiers of each `impl` header (trait, type, generics), and of each macro call at
    /// item level (which may write impls), the macro's name first.
    pub impls: Vec<Vec<String>>,
    /// The identifiers of each `macro_rules!` body, by the macro's name.
    pub macro_bodies: Vec<(String, Vec<String>)>,
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// `file:line:column` of a byte offset, 1-based.
    pub fn place(&self, offset: usize) -> String {
        let line = self.line_of(offset);
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

    /// Is `offset` strictly inside a literal (after its first byte).
    pub fn in_literal(&self, offset: usize) -> bool {
        let at = self.literals.partition_point(|r| r.start < offset);
        at > 0 && offset < self.literals[at - 1].end
    }

    /// The identifiers of the file's tokens inside `range`.
    fn idents_in(&self, range: Range<usize>) -> Vec<String> {
        let inside = self.tokens.iter().filter(|t| range.contains(&t.range.start));
        inside.filter_map(|t| Some(t.ident()?.to_owned())).collect()
    }
}

#[derive(Debug)]
pub struct Sources {
    pub files: Vec<SourceFile>,
    pub roots: Vec<FileId>,
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
/// When a file cannot be read; a missing module file or one syn cannot parse is a refusal.
pub fn read(
    crates: &Crates,
    display: &dyn Fn(&Path) -> String,
    refusals: &mut Vec<Refusal>,
) -> Result<Sources> {
    let mut reader = Reader { crates, display, files: Vec::new(), refusals };
    let roots = crates.ids().map(|krate| {
        let info = crates.get(krate);
        let name = if info.role == Role::Binary { "crate".to_owned() } else { info.name.clone() };
        reader.read_file(krate, &info.root, name, None, false)
    });
    let roots = roots.collect::<Result<Vec<FileId>>>()?;
    Ok(Sources { files: reader.files, roots })
}

struct Reader<'a> {
    crates: &'a Crates,
    display: &'a dyn Fn(&Path) -> String,
    files: Vec<SourceFile>,
    refusals: &'a mut Vec<Refusal>,
}

impl Reader<'_> {
    fn read_file(
        &mut self,
        krate: CrateId,
        path: &Path,
        module: String,
        parent: Option<FileId>,
        by_path: bool,
    ) -> Result<FileId> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        // A byte order mark is no part of the code, and no file but the first may hold one.
        let text = text.strip_prefix('\u{feff}').map_or(text.clone(), str::to_owned);
        let display = (self.display)(path);
        let read = |text: &str| -> syn::Result<(syn::File, TokenStream)> {
            let stream: TokenStream = text.parse()?;
            Ok((syn::parse2(stream.clone())?, stream))
        };
        let (syntax, stream) = read(&text).unwrap_or_else(|error| {
            let at = error.span().start();
            let info = self.crates.get(krate);
            self.refusals.push(Refusal::Unreadable {
                at: format!("{display}:{}:{}", at.line, at.column + 1),
                package: info.package.clone(),
                edition: info.edition.clone(),
                error: error.to_string(),
            });
            // Read as empty, so that the rest is read and every refusal found.
            read("").expect("an empty file reads")
        });
        let mut tokens = Vec::new();
        flatten(stream, &mut tokens);
        let (comments, literals) = comments_and_literals(&text, &tokens);
        let inner_attributes: Vec<Range<usize>> =
            syntax.attrs.iter().map(|a| a.span().byte_range()).collect();
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
            tokens,
            comments,
            literals,
            module_starts: vec![inner_attributes.last().map_or(0, |r| r.end)],
            inner_attributes,
            line_starts,
            ..SourceFile::default()
        });
        let (name, stem) = (path.file_name().and_then(|n| n.to_str()), path.file_stem());
        let dir = path.parent().unwrap_or(Path::new(".")).to_owned();
        // A file declared with `#[path]` keeps its children beside it, as a `mod.rs` does.
        let beside = matches!(name, Some("mod.rs" | "lib.rs" | "main.rs")) || parent.is_none();
        let children_dir =
            if beside || by_path { dir.clone() } else { dir.join(stem.unwrap_or_default()) };
        if syntax.attrs.iter().any(|a| a.path().is_ident("feature")) {
            let file = &self.files[id.0];
            let at = file.place(file.inner_attributes[0].start);
            self.refusals.push(Refusal::Feature { at });
        }
        self.items(id, &syntax.items, &children_dir, &dir, false)?;
        Ok(id)
    }

    /// Reads the items of a module of file `id`: its own (`inline` false) or an inline one,
    /// whose `mod name;` files live in `folder`.
    fn items(
        &mut self,
        id: FileId,
        items: &[Item],
        folder: &Path,
        file_dir: &Path,
        inline: bool,
    ) -> Result<()> {
        let cfgs = self.crates.get(self.files[id.0].krate).cfgs.clone();
        for item in items {
            let range = item.span().byte_range();
            if item_parts(item).0.iter().any(|a| cfg_is_false(a, &cfgs)) {
                self.files[id.0].removed.push(range);
                continue;
            }
            self.record(id, item, range.clone(), inline);
            let Item::Mod(module) = item else { continue };
            let name = module.ident.unraw().to_string();
            // `#[path]` is relative to the file's own folder at its top level (not a non-`mod.rs`
            // file's subfolder), else to the folder of the inline module it sits in.
            let dir = if inline { folder } else { file_dir };
            let path_attr = path_attribute(&module.attrs, &cfgs).map(|path| dir.join(path));
            match &module.content {
                Some((brace, inner)) => {
                    let attrs = module.attrs.iter();
                    let inner_attrs = attrs.filter(|a| matches!(a.style, syn::AttrStyle::Inner(_)));
                    let end = inner_attrs.map(|a| a.span().byte_range().end).max();
                    let start = end.unwrap_or(brace.span.open().byte_range().end);
                    self.files[id.0].module_starts.push(start);
                    let child = path_attr.unwrap_or_else(|| folder.join(&name));
                    self.items(id, inner, &child, file_dir, true)?;
                }
                None => {
                    let by_path = path_attr.is_some();
                    let candidates = match path_attr {
                        Some(path) => vec![path],
                        None => vec![
                            folder.join(format!("{name}.rs")),
                            folder.join(&name).join("mod.rs"),
                        ],
                    };
                    let Some(path) = candidates.iter().find(|p| p.is_file()) else {
                        let at = self.files[id.0].place(range.start);
                        let path = (self.display)(&candidates[0]);
                        self.refusals.push(Refusal::MissingFile { at, path });
                        continue;
                    };
                    let semicolon =
                        module.semi.map_or(module.ident.span(), |s| s.span).byte_range().start;
                    let krate = self.files[id.0].krate;
                    let child = self.read_file(krate, path, name.clone(), Some(id), by_path)?;
                    self.files[id.0].mods.push(ModDecl { range, semicolon, name, file: child });
                }
            }
        }
        Ok(())
    }

    /// Collects what selection asks of an item.
    fn record(&mut self, id: FileId, item: &Item, range: Range<usize>, inline: bool) {
        let file = &mut self.files[id.0];
        if let (_, Some((name, is_type))) = item_parts(item) {
            let name = name.unraw().to_string();
            file.types.extend(is_type.then(|| name.clone()));
            file.defines.push(name);
        }
        match item {
            // An inline module's exports stay with it: only the file's own may go.
            Item::Use(u) if !inline && !matches!(u.vis, syn::Visibility::Inherited) => {
                let mut export = Export { range, names: Vec::new(), globs: Vec::new() };
                leaves(&u.tree, None, &mut export);
                file.defines.extend(export.names.iter().cloned());
                file.exports.push(export);
            }
            // A macro call at item level may write impls: its tokens, with the macro's name first.
            Item::Macro(syn::ItemMacro { ident: None, mac, .. }) => {
                let path = mac.path.segments.iter().map(|s| s.ident.unraw().to_string());
                let mut call: Vec<String> = path.last().into_iter().collect();
                call.extend(file.idents_in(mac.path.span().byte_range().start..range.end));
                file.impls.push(call);
            }
            Item::Macro(syn::ItemMacro { ident: Some(ident), mac, attrs, .. }) => {
                let name = ident.unraw().to_string();
                let body = mac.delimiter.span().join().byte_range();
                file.macro_bodies.push((name.clone(), file.idents_in(body.clone())));
                if let Some(at) = writes_mod_file(&file.tokens, body) {
                    self.refusals.push(Refusal::ModInMacro { at: file.place(at) });
                }
                let export = attrs.iter().find(|a| a.path().is_ident("macro_export"));
                if let Some(export) = export {
                    let local_inner_macros = matches!(&export.meta,
                        Meta::List(l) if l.tokens.to_string().contains("local_inner_macros"));
                    file.exported_macros.push(ExportedMacro {
                        name,
                        name_range: ident.span().byte_range(),
                        end: range.end,
                        local_inner_macros,
                    });
                }
            }
            // The header: its trait, its type and their generics.
            Item::Impl(i) => {
                let start = i.trait_.as_ref().map_or(i.self_ty.span(), |(p, _)| p.span());
                let header =
                    file.idents_in(start.byte_range().start..i.self_ty.span().byte_range().end);
                file.impls.push(header);
            }
            Item::ExternCrate(e) => file.extern_crates.push(ExternCrate {
                range,
                name: e.ident.unraw().to_string(),
                alias: e.rename.as_ref().map(|(_, alias)| alias.unraw().to_string()),
                macro_use: e.attrs.iter().any(|a| a.path().is_ident("macro_use")),
                public: !matches!(e.vis, syn::Visibility::Inherited),
            }),
            _ => {}
        }
    }
}

/// An item's attributes, and the name it defines with whether it is a type's or a trait's.
pub(super) fn item_parts(item: &Item) -> (&[Attribute], Option<(&Ident, bool)>) {
    match item {
        Item::Const(i) => (&i.attrs, Some((&i.ident, false))),
        Item::Enum(i) => (&i.attrs, Some((&i.ident, true))),
        Item::ExternCrate(i) => (&i.attrs, None),
        Item::Fn(i) => (&i.attrs, Some((&i.sig.ident, false))),
        Item::ForeignMod(i) => (&i.attrs, None),
        Item::Impl(i) => (&i.attrs, None),
        Item::Macro(i) => (&i.attrs, i.ident.as_ref().map(|name| (name, false))),
        Item::Mod(i) => (&i.attrs, Some((&i.ident, false))),
        Item::Static(i) => (&i.attrs, Some((&i.ident, false))),
        Item::Struct(i) => (&i.attrs, Some((&i.ident, true))),
        Item::Trait(i) => (&i.attrs, Some((&i.ident, true))),
        Item::TraitAlias(i) => (&i.attrs, Some((&i.ident, false))),
        Item::Type(i) => (&i.attrs, Some((&i.ident, true))),
        Item::Union(i) => (&i.attrs, Some((&i.ident, true))),
        Item::Use(i) => (&i.attrs, None),
        _ => (&[], None),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub range: Range<usize>,
    pub kind: TokenKind,
}

/// An identifier or keyword (`r#` taken off), a punctuation character (`joint` when the next
/// is of the same operator, `::`), a literal, or a bracket (`'('`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Ident(String),
    Punct { ch: char, joint: bool },
    Literal,
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
pub(super) fn flatten(stream: TokenStream, out: &mut Vec<Token>) {
    for tree in stream {
        let kind = match &tree {
            TokenTree::Ident(i) => TokenKind::Ident(i.unraw().to_string()),
            TokenTree::Punct(p) => {
                TokenKind::Punct { ch: p.as_char(), joint: p.spacing() == Spacing::Joint }
            }
            TokenTree::Literal(_) => TokenKind::Literal,
            TokenTree::Group(g) => {
                let brackets = match g.delimiter() {
                    Delimiter::Parenthesis => Some(('(', ')')),
                    Delimiter::Bracket => Some(('[', ']')),
                    Delimiter::Brace => Some(('{', '}')),
                    Delimiter::None => None,
                };
                let token = |span: Span, kind| Token { range: span.byte_range(), kind };
                out.extend(brackets.map(|(o, _)| token(g.span_open(), TokenKind::Open(o))));
                flatten(g.stream(), out);
                out.extend(brackets.map(|(_, c)| token(g.span_close(), TokenKind::Close(c))));
                continue;
            }
        };
        out.push(Token { range: tree.span().byte_range(), kind });
    }
}

/// The comments and literals of `text`: a comment is what is not blank between two `tokens`
/// (a run of comments), or a doc comment (tokens `#[doc = ".."]` spanning it).
pub(super) fn comments_and_literals(
    text: &str,
    tokens: &[Token],
) -> (Vec<Range<usize>>, Vec<Range<usize>>) {
    let (mut comments, mut literals): (Vec<Range<usize>>, _) = (Vec::new(), Vec::new());
    let mut end = 0;
    let ends =
        tokens.iter().map(|t| t.range.clone()).chain(std::iter::once(text.len()..text.len()));
    for (range, token) in ends.zip(tokens.iter().map(Some).chain([None])) {
        let gap = &text[end.min(range.start)..range.start];
        if let Some(first) = gap.find(|c: char| !c.is_whitespace()) {
            let last = gap.trim_end().len();
            comments.push(end + first..end + last);
        }
        let piece = &text[range.clone()];
        if piece.starts_with("//") || piece.starts_with("/*") {
            if !comments.last().is_some_and(|c| c.contains(&range.start)) {
                comments.push(range.clone());
            }
        } else if token.is_some_and(|t| t.kind == TokenKind::Literal) {
            literals.push(range.clone());
        }
        end = end.max(range.end);
    }
    (comments, literals)
}

/// Where the brackets at `open` end: the end of the bracket that closes them, else `len`.
pub fn closing_end(tokens: &[Token], open: usize, len: usize) -> usize {
    tokens.get(closing_or(tokens, open, |_| false)).map_or(len, |t| t.range.end)
}

/// The index of the first token inside the brackets at `open`, in no others inside them, that
/// `stop` is true of, else of the bracket that closes them (`tokens.len()` when none does).
pub fn closing_or(tokens: &[Token], open: usize, stop: impl Fn(&Token) -> bool) -> usize {
    let mut depth = 0;
    for (index, token) in tokens.iter().enumerate().skip(open) {
        match token.kind {
            TokenKind::Open(_) => depth += 1,
            TokenKind::Close(_) if depth == 1 => return index,
            TokenKind::Close(_) => depth -= 1,
            _ if depth == 1 && stop(token) => return index,
            _ => {}
        }
    }
    tokens.len()
}

/// Where a macro's body (`range`) writes `mod name;` (or `mod $name;`), if it does.
fn writes_mod_file(tokens: &[Token], range: Range<usize>) -> Option<usize> {
    let body: Vec<&Token> = tokens.iter().filter(|t| range.contains(&t.range.start)).collect();
    body.iter().enumerate().find_map(|(index, token)| {
        let name = if body.get(index + 1)?.is_punct('$') { index + 2 } else { index + 1 };
        let declares = token.ident() == Some("mod")
            && body.get(name)?.ident().is_some()
            && body.get(name + 1)?.is_punct(';');
        declares.then_some(token.range.start)
    })
}

/// The names a `use` tree brings in, and the module before each glob.
fn leaves(tree: &UseTree, last: Option<String>, export: &mut Export) {
    let name = |i: &Ident| i.unraw().to_string();
    match tree {
        UseTree::Path(p) => leaves(&p.tree, Some(name(&p.ident)), export),
        UseTree::Name(n) if n.ident == "self" => export.names.extend(last),
        UseTree::Name(n) => export.names.push(name(&n.ident)),
        UseTree::Rename(r) => export.names.push(name(&r.rename)),
        UseTree::Glob(_) => export.globs.push(last.unwrap_or_default()),
        UseTree::Group(g) => g.items.iter().for_each(|t| leaves(t, last.clone(), export)),
    }
}

/// Is this `#[cfg(..)]` false in the release build of a crate Cargo compiles with `cfgs`.
fn cfg_is_false(attr: &Attribute, cfgs: &Cfgs) -> bool {
    let Meta::List(list) = &attr.meta else { return false };
    let decided = || cfg::decide(&syn::parse2(list.tokens.clone())?, cfgs);
    list.path.is_ident("cfg") && decided().is_ok_and(|decided| decided == Decided::False)
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
            let (predicate, metas) = cfg::split_cfg_attr(list.tokens.clone()).ok()?;
            let true_here = cfg::decide(&predicate, cfgs).ok()? == Decided::True;
            true_here.then(|| metas.iter().find_map(from_meta))?
        }
        meta => from_meta(meta),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_found_outside_literals_and_block_comments_nest() {
        let text = "/// doc\nlet s = \"// not\"; // yes\n/* a /* b */ c */ let c = '\\''; r#\"/*\"#; 'a: loop {}";
        let mut tokens = Vec::new();
        flatten(text.parse().unwrap(), &mut tokens);
        let (comments, literals) = comments_and_literals(text, &tokens);
        let pieces = |ranges: &[Range<usize>]| -> Vec<&str> {
            ranges.iter().map(|r| &text[r.clone()]).collect()
        };
        // Comments with only blanks between are one.
        assert_eq!(pieces(&comments), ["/// doc", "// yes\n/* a /* b */ c */"]);
        assert_eq!(pieces(&literals), ["\"// not\"", "'\\''", "r#\"/*\"#"]);
    }
}
