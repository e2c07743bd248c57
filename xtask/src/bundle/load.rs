//! Reads a crate's sources into one tree of modules: each `mod name;` is read from the file
//! rustc would read, and test-only code is dropped before anything else looks at it.

use std::path::{Path, PathBuf};

use anyhow::{anyhow, Context, Result};
use syn::visit_mut::{self, VisitMut};
use syn::{Block, Item, ItemImpl, ItemMod, ItemTrait, Stmt};

use super::attrs::{impl_item_attrs, is_test_only, item_attrs, trait_item_attrs};
use crate::problems::Workspace;

/// One source file and the module files it declares.
pub struct SourceFile {
    /// The file, relative to the workspace root, for messages.
    pub display: String,
    /// How deep its items are: 0 for a crate root, 1 for `mod a;` at the root, and so on.
    pub depth: usize,
    /// Its inner attributes (`#![...]`).
    pub attrs: Vec<syn::Attribute>,
    /// Its items, without test-only ones; each `mod name;` still has no body.
    pub items: Vec<Item>,
    /// The files of its `mod name;` items, by module name.
    pub children: Vec<(String, SourceFile)>,
}

impl std::fmt::Debug for SourceFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SourceFile")
            .field("display", &self.display)
            .field("depth", &self.depth)
            .field("items", &self.items.len())
            .field("children", &self.children)
            .finish()
    }
}

impl SourceFile {
    /// This file and every file below it, parents first.
    pub fn all(&self) -> Vec<&SourceFile> {
        let mut files = vec![self];
        for (_, child) in &self.children {
            files.extend(child.all());
        }
        files
    }

    /// Puts each child file's items into its `mod name;` item, giving the whole module as one
    /// list of items.
    pub fn into_items(self) -> Vec<Item> {
        let mut children = self.children;
        let mut items = self.items;
        for item in &mut items {
            if let Item::Mod(module) = item {
                if module.content.is_none() {
                    let name = module.ident.to_string();
                    if let Some(index) = children.iter().position(|(child, _)| *child == name) {
                        let (_, child) = children.remove(index);
                        let mut child_items = Vec::new();
                        // A module file's inner attributes become the inline module's.
                        let inner = child.attrs.clone();
                        child_items.extend(child.into_items());
                        module.attrs.extend(inner);
                        module.content = Some((Default::default(), child_items));
                        module.semi = None;
                    }
                }
            }
        }
        items
    }
}

/// Where a file's `mod name;` children live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Owner {
    /// A crate root or `mod.rs`: children are next to it.
    Directory,
    /// `name.rs`: children are in the folder `name/` next to it.
    File,
}

/// Reads the crate whose root is `root` (a `lib.rs` or `main.rs`) and every module file below.
///
/// # Errors
/// When a file cannot be read or parsed, or a `mod` cannot be found or uses `#[path]`.
pub fn load_crate(workspace: &Workspace, root: &Path) -> Result<SourceFile> {
    load(workspace, root, 0, Owner::Directory)
}

fn load(workspace: &Workspace, path: &Path, depth: usize, owner: Owner) -> Result<SourceFile> {
    let display = workspace.display(path);
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {display}"))?;
    let file = syn::parse_file(&text).map_err(|error| {
        let start = error.span().start();
        anyhow!("{display}:{}:{}: cannot parse: {error}", start.line, start.column + 1)
    })?;
    let mut items = file.items;
    StripTests.strip(&mut items);
    let dir = match owner {
        Owner::Directory => path.parent().map(Path::to_path_buf).unwrap_or_default(),
        Owner::File => path.with_extension(""),
    };
    let mut children = Vec::new();
    for item in &mut items {
        let Item::Mod(module) = item else { continue };
        if let Some(attr) = module.attrs.iter().find(|attr| attr.path().is_ident("path")) {
            let start = attr.pound_token.span.start();
            return Err(anyhow!(
                "{display}:{}:{}: `#[path]` points a module at another file; move the file to where `mod` looks",
                start.line,
                start.column + 1
            ));
        }
        if module.content.is_none() {
            let name = module.ident.to_string();
            let (child_path, child_owner) = find_module_file(&dir, &name).ok_or_else(|| {
                let start = module.mod_token.span.start();
                anyhow!(
                    "{display}:{}:{}: no file for `mod {name};` (looked for {name}.rs and {name}/mod.rs in {})",
                    start.line,
                    start.column + 1,
                    workspace.display(&dir)
                )
            })?;
            let child = load(workspace, &child_path, depth + 1, child_owner)?;
            children.push((name, child));
        } else {
            check_no_file_modules(&display, module)?;
        }
    }
    // A module file that opens with `#![cfg(test)]` is test-only as a whole.
    let test_only: Vec<String> = children
        .iter()
        .filter(|(_, child)| child.attrs.iter().any(is_test_only))
        .map(|(name, _)| name.clone())
        .collect();
    items.retain(|item| !matches!(item, Item::Mod(m) if test_only.contains(&m.ident.to_string())));
    children.retain(|(name, _)| !test_only.contains(name));
    Ok(SourceFile { display, depth, attrs: file.attrs, items, children })
}

fn find_module_file(dir: &Path, name: &str) -> Option<(PathBuf, Owner)> {
    let file = dir.join(format!("{name}.rs"));
    let mod_rs = dir.join(name).join("mod.rs");
    if file.is_file() {
        Some((file, Owner::File))
    } else if mod_rs.is_file() {
        Some((mod_rs, Owner::Directory))
    } else {
        None
    }
}

/// `mod a { mod b; }` reads `b` from a folder named after `a`; the bundler keeps to the
/// simple layouts and says so.
fn check_no_file_modules(display: &str, module: &ItemMod) -> Result<()> {
    let Some((_, items)) = &module.content else { return Ok(()) };
    for item in items {
        if let Item::Mod(inner) = item {
            if inner.content.is_none() {
                let start = inner.mod_token.span.start();
                return Err(anyhow!(
                    "{display}:{}:{}: `mod {};` inside an inline module is not supported by the bundler; give `{}` a file of its own",
                    start.line,
                    start.column + 1,
                    inner.ident,
                    module.ident
                ));
            }
            check_no_file_modules(display, inner)?;
        }
    }
    Ok(())
}

/// Drops `#[cfg(test)]` and `#[test]` items wherever items can be.
struct StripTests;

impl StripTests {
    fn strip(&mut self, items: &mut Vec<Item>) {
        items.retain_mut(|item| {
            !item_attrs(item).is_some_and(|attrs| attrs.iter().any(is_test_only))
        });
        for item in items {
            self.visit_item_mut(item);
        }
    }
}

impl VisitMut for StripTests {
    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        if let Some((_, items)) = &mut module.content {
            self.strip(items);
        }
    }

    fn visit_item_impl_mut(&mut self, item: &mut ItemImpl) {
        item.items.retain_mut(|item| {
            !impl_item_attrs(item).is_some_and(|attrs| attrs.iter().any(is_test_only))
        });
        visit_mut::visit_item_impl_mut(self, item);
    }

    fn visit_item_trait_mut(&mut self, item: &mut ItemTrait) {
        item.items.retain_mut(|item| {
            !trait_item_attrs(item).is_some_and(|attrs| attrs.iter().any(is_test_only))
        });
        visit_mut::visit_item_trait_mut(self, item);
    }

    fn visit_block_mut(&mut self, block: &mut Block) {
        block.stmts.retain_mut(|stmt| match stmt {
            Stmt::Item(item) => {
                !item_attrs(item).is_some_and(|attrs| attrs.iter().any(is_test_only))
            }
            _ => true,
        });
        visit_mut::visit_block_mut(self, block);
    }
}
