//! What a crate's `Cargo.toml` tells the bundler: where the library and the binary are, which
//! workspace crates it depends on under which names, and which features a release build turns on.
//!
//! Read as Cargo reads it: `field.workspace = true` takes the root's `[workspace.package]` or
//! `[workspace.dependencies]`, `[lib]` and `[[bin]]` may move or rename the targets, and a
//! dependency may be renamed (`core2 = { package = "ttt-core", path = ".." }`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Context, Result};

/// A TOML table, read into plain values.
pub type Table = BTreeMap<String, Value>;

/// A TOML value, as far as manifests need one.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A string.
    String(String),
    /// `true` or `false`.
    Boolean(bool),
    /// An array, or an array of tables.
    Array(Vec<Value>),
    /// A table or an inline table.
    Table(Table),
    /// A number or a date: nothing the bundler reads.
    Other,
}

impl Value {
    fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Boolean(value) => Some(*value),
            _ => None,
        }
    }

    fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    fn as_table(&self) -> Option<&Table> {
        match self {
            Value::Table(table) => Some(table),
            _ => None,
        }
    }

    fn get(&self, key: &str) -> Option<&Value> {
        self.as_table()?.get(key)
    }
}

/// Parses TOML text into plain values.
fn parse_toml(text: &str) -> std::result::Result<Table, toml_edit::TomlError> {
    fn value(v: &toml_edit::Value) -> Value {
        match v {
            toml_edit::Value::String(text) => Value::String(text.value().clone()),
            toml_edit::Value::Boolean(b) => Value::Boolean(*b.value()),
            toml_edit::Value::Array(items) => Value::Array(items.iter().map(value).collect()),
            toml_edit::Value::InlineTable(table) => {
                Value::Table(table.iter().map(|(k, v)| (k.to_owned(), value(v))).collect())
            }
            _ => Value::Other,
        }
    }
    fn item(i: &toml_edit::Item) -> Value {
        match i {
            toml_edit::Item::Value(v) => value(v),
            toml_edit::Item::Table(table) => table_of(table),
            toml_edit::Item::ArrayOfTables(tables) => {
                Value::Array(tables.iter().map(table_of).collect())
            }
            toml_edit::Item::None => Value::Other,
        }
    }
    fn table_of(table: &toml_edit::Table) -> Value {
        Value::Table(table.iter().map(|(k, v)| (k.to_owned(), item(v))).collect())
    }
    let document = toml_edit::Document::parse(text.to_owned())?;
    match table_of(document.as_table()) {
        Value::Table(table) => Ok(table),
        _ => Ok(Table::new()),
    }
}

/// Features a crate asks of its dependencies (`dep/feature`), by dependency.
pub type Forwarded = BTreeMap<String, BTreeSet<String>>;

/// A crate target: its name in Rust paths and its root file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The name code uses for it (`ttt_core`), or the binary's name.
    pub name: String,
    /// Its root source file.
    pub path: PathBuf,
}

/// A dependency on another crate of the workspace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dependency {
    /// The name code uses for it: the key in `[dependencies]`, `-` made `_`.
    pub extern_name: String,
    /// The folder of the crate it names.
    pub dir: PathBuf,
    /// The features it asks for.
    pub features: Vec<String>,
    /// Does it keep the crate's default features.
    pub default_features: bool,
}

/// One package's manifest, as far as the bundler needs it.
#[derive(Clone, Debug)]
pub struct Manifest {
    /// The `Cargo.toml` itself.
    pub path: PathBuf,
    /// Its text, to point at lines in messages.
    pub text: String,
    /// The package name.
    pub package: String,
    /// `package.version`, for `env!("CARGO_PKG_VERSION")`.
    pub version: String,
    /// The package's other string fields (`description`, `license`, ...), for `env!`.
    pub strings: BTreeMap<String, String>,
    /// `package.authors`, joined by `:` as Cargo gives them to `env!("CARGO_PKG_AUTHORS")`.
    pub authors: String,
    /// The Rust edition.
    pub edition: String,
    /// The library target, when there is one.
    pub lib: Option<Target>,
    /// The binary targets.
    pub bins: Vec<Target>,
    /// `[features]`.
    pub features: BTreeMap<String, Vec<String>>,
    /// Its dependencies on crates of the workspace.
    pub dependencies: Vec<Dependency>,
}

impl Manifest {
    /// The folder holding the manifest.
    pub fn dir(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new("."))
    }

    /// The 1-based line of the first line that starts with `prefix` (after blanks), for messages.
    pub fn line_of(&self, prefix: &str) -> usize {
        self.text
            .lines()
            .position(|line| line.trim_start().starts_with(prefix))
            .map_or(1, |i| i + 1)
    }

    /// The features a build turns on when it asks for `requested` (and `default`, unless
    /// `default_features` is false), each with the features it enables in turn. Entries of the
    /// form `dep/feature` are returned apart, by dependency, as what this crate asks of it.
    ///
    /// # Errors
    /// When a feature is not declared, or enables an optional dependency (`dep:x`): a judge has
    /// no other crates.
    pub fn resolve_features(
        &self,
        requested: &[String],
        default_features: bool,
    ) -> Result<(BTreeSet<String>, Forwarded)> {
        let mut enabled = BTreeSet::new();
        let mut forwarded: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut queue: Vec<String> = requested.to_vec();
        if default_features && self.features.contains_key("default") {
            queue.push("default".to_owned());
        }
        while let Some(feature) = queue.pop() {
            if let Some((dependency, feature)) = feature.split_once('/') {
                let dependency = dependency.trim_end_matches('?').replace('-', "_");
                forwarded.entry(dependency).or_default().insert(feature.to_owned());
                continue;
            }
            if let Some(dependency) = feature.strip_prefix("dep:") {
                bail!(
                    "{}:{}: feature enables the optional dependency `{dependency}`; a judge has std only",
                    self.path.display(),
                    self.line_of("[features]")
                );
            }
            if !enabled.insert(feature.clone()) {
                continue;
            }
            match self.features.get(&feature) {
                Some(enables) => queue.extend(enables.iter().cloned()),
                None => bail!("{}: no feature `{feature}` in `[features]`", self.path.display()),
            }
        }
        Ok((enabled, forwarded))
    }
}

/// Reads the manifest in `dir`. `root` is the workspace's own `Cargo.toml`, for inherited fields.
///
/// # Errors
/// When a file cannot be read or parsed, or the manifest asks for what a judge cannot have: a
/// build script, a dependency outside the workspace, a proc-macro crate.
pub fn read(dir: &Path, root: Option<&Table>) -> Result<Manifest> {
    let path = dir.join("Cargo.toml");
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let table =
        parse_toml(&text).map_err(|error| anyhow!("cannot parse {}: {error}", path.display()))?;
    let shown = path.display().to_string();
    let package = table
        .get("package")
        .and_then(Value::as_table)
        .ok_or_else(|| anyhow!("{shown}: no `[package]`"))?;
    let workspace_package = root
        .and_then(|root| root.get("workspace"))
        .and_then(|w| w.get("package"))
        .and_then(Value::as_table);
    let field = |key: &str| -> Option<Value> {
        match package.get(key) {
            Some(Value::Table(t)) if t.get("workspace").and_then(Value::as_bool) == Some(true) => {
                workspace_package.and_then(|w| w.get(key)).cloned()
            }
            other => other.cloned(),
        }
    };
    let name = field("name")
        .and_then(|v| v.as_str().map(str::to_owned))
        .ok_or_else(|| anyhow!("{shown}: `[package]` has no name"))?;
    let version = field("version").and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
    let edition =
        field("edition").and_then(|v| v.as_str().map(str::to_owned)).unwrap_or("2015".to_owned());
    let mut strings = BTreeMap::new();
    for key in ["description", "homepage", "repository", "license", "license-file", "rust-version"]
    {
        if let Some(value) = field(key).and_then(|v| v.as_str().map(str::to_owned)) {
            strings.insert(key.to_owned(), value);
        }
    }
    // With no `readme`, Cargo takes the first of these files the package has.
    let readme = match field("readme") {
        Some(Value::String(file)) => file,
        Some(Value::Boolean(false)) => String::new(),
        _ => ["README.md", "README.txt", "README"]
            .into_iter()
            .find(|name| path.parent().is_some_and(|dir| dir.join(name).is_file()))
            .unwrap_or_default()
            .to_owned(),
    };
    strings.insert("readme".to_owned(), readme);
    let authors = field("authors")
        .and_then(|v| {
            v.as_array().map(|a| a.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(":"))
        })
        .unwrap_or_default();

    let mut manifest = Manifest {
        path: path.clone(),
        text: text.clone(),
        package: name.clone(),
        version,
        strings,
        authors,
        edition,
        lib: None,
        bins: Vec::new(),
        features: BTreeMap::new(),
        dependencies: Vec::new(),
    };

    let build = package.get("build");
    let has_build_script = match build {
        Some(Value::Boolean(false)) => false,
        Some(Value::String(_)) | Some(Value::Boolean(true)) => true,
        _ => dir.join("build.rs").is_file(),
    };
    if has_build_script {
        bail!("{shown}: a build script cannot reach a judge, which compiles one file alone");
    }

    let lib_table = table.get("lib").and_then(Value::as_table);
    if lib_table.and_then(|l| l.get("proc-macro")).and_then(Value::as_bool) == Some(true) {
        bail!("{shown}: a proc-macro crate cannot reach a judge");
    }
    let lib_path = lib_table
        .and_then(|l| l.get("path"))
        .and_then(Value::as_str)
        .map(|p| dir.join(p))
        .or_else(|| Some(dir.join("src/lib.rs")).filter(|p| p.is_file()));
    if let Some(path) = lib_path {
        let lib_name = lib_table
            .and_then(|l| l.get("name"))
            .and_then(Value::as_str)
            .map_or_else(|| name.replace('-', "_"), str::to_owned);
        manifest.lib = Some(Target { name: lib_name, path });
    }
    if let Some(bins) = table.get("bin").and_then(Value::as_array) {
        for bin in bins.iter().filter_map(Value::as_table) {
            let bin_name = bin.get("name").and_then(Value::as_str).unwrap_or(&name).to_owned();
            let path = match bin.get("path").and_then(Value::as_str) {
                Some(path) => dir.join(path),
                None if bin_name == name => dir.join("src/main.rs"),
                None => dir.join("src/bin").join(format!("{bin_name}.rs")),
            };
            manifest.bins.push(Target { name: bin_name, path });
        }
    }
    if manifest.bins.is_empty() && dir.join("src/main.rs").is_file() {
        manifest.bins.push(Target { name: name.clone(), path: dir.join("src/main.rs") });
    }

    if let Some(features) = table.get("features").and_then(Value::as_table) {
        for (feature, enables) in features {
            let list = enables
                .as_array()
                .map(|a| a.iter().filter_map(Value::as_str).map(str::to_owned).collect())
                .unwrap_or_default();
            manifest.features.insert(feature.clone(), list);
        }
    }

    let workspace_dependencies = root
        .and_then(|root| root.get("workspace"))
        .and_then(|w| w.get("dependencies"))
        .and_then(Value::as_table);
    for section in ["dependencies", "build-dependencies"] {
        let Some(dependencies) = table.get(section).and_then(Value::as_table) else { continue };
        for (key, spec) in dependencies {
            let line = manifest.line_of(key).max(manifest.line_of(&format!("[{section}.{key}]")));
            let at = format!("{shown}:{line}");
            let mut spec = spec.clone();
            let inherited = spec.get("workspace").and_then(Value::as_bool) == Some(true);
            let base = if inherited {
                let root_spec = workspace_dependencies.and_then(|d| d.get(key)).ok_or_else(|| {
                    anyhow!("{at}: `{key}` says `workspace = true` but the workspace does not list it")
                })?;
                // The member may add features to what the workspace declares.
                let mut merged = match root_spec {
                    Value::Table(t) => t.clone(),
                    other => {
                        let mut t = Table::new();
                        t.insert("version".to_owned(), other.clone());
                        t
                    }
                };
                if let Some(Value::Array(extra)) = spec.get("features") {
                    let list = merged
                        .entry("features".to_owned())
                        .or_insert_with(|| Value::Array(Vec::new()));
                    if let Value::Array(list) = list {
                        list.extend(extra.iter().cloned());
                    }
                }
                if let Some(optional) = spec.get("optional") {
                    merged.insert("optional".to_owned(), optional.clone());
                }
                spec = Value::Table(merged);
                root.map(|_| ()).map(|()| workspace_root_dir(dir))
            } else {
                Some(dir.to_path_buf())
            };
            let Some(dep_path) = spec.get("path").and_then(Value::as_str) else {
                bail!(
                    "{at}: dependency `{key}` is not a crate of this workspace; a judge has std only"
                );
            };
            if section == "build-dependencies" {
                bail!("{at}: a build dependency needs a build script, which a judge cannot run");
            }
            if spec.get("optional").and_then(Value::as_bool) == Some(true) {
                bail!("{at}: optional dependency `{key}`: the bundler carries only what is always built; make it required");
            }
            let base = base.unwrap_or_else(|| dir.to_path_buf());
            let features = spec
                .get("features")
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_str).map(str::to_owned).collect())
                .unwrap_or_default();
            let default_features = spec
                .get("default-features")
                .or_else(|| spec.get("default_features"))
                .and_then(Value::as_bool)
                .unwrap_or(true);
            manifest.dependencies.push(Dependency {
                extern_name: key.replace('-', "_"),
                dir: normalize(&base.join(dep_path)),
                features,
                default_features,
            });
        }
    }
    // A dependency that only some targets get is not something a judge build can reproduce.
    if let Some(targets) = table.get("target").and_then(Value::as_table) {
        for (cfg, spec) in targets {
            if spec.get("dependencies").and_then(Value::as_table).is_some_and(|d| !d.is_empty()) {
                bail!(
                    "{shown}:{}: platform-specific dependencies (`[target.{cfg}.dependencies]`) cannot be bundled",
                    manifest.line_of("[target")
                );
            }
        }
    }
    Ok(manifest)
}

/// Reads the workspace's root `Cargo.toml`, when there is one.
///
/// # Errors
/// When it exists but cannot be read or parsed.
pub fn read_root(root: &Path) -> Result<Option<Table>> {
    let path = root.join("Cargo.toml");
    if !path.is_file() {
        return Ok(None);
    }
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let table =
        parse_toml(&text).map_err(|error| anyhow!("cannot parse {}: {error}", path.display()))?;
    Ok(Some(table))
}

/// The folder of the workspace root above a member's folder: the nearest ancestor whose
/// `Cargo.toml` has a `[workspace]` table.
fn workspace_root_dir(dir: &Path) -> PathBuf {
    let mut current = dir.parent();
    while let Some(candidate) = current {
        let manifest = candidate.join("Cargo.toml");
        if std::fs::read_to_string(&manifest).is_ok_and(|text| text.contains("[workspace")) {
            return candidate.to_path_buf();
        }
        current = candidate.parent();
    }
    dir.to_path_buf()
}

/// `a/b/../c` as `a/c`, without touching the file system.
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            std::path::Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            std::path::Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest(features: &[(&str, &[&str])]) -> Manifest {
        Manifest {
            path: PathBuf::from("crates/demo/Cargo.toml"),
            text: String::new(),
            package: "demo".into(),
            version: "0.1.0".into(),
            strings: BTreeMap::new(),
            authors: String::new(),
            edition: "2021".into(),
            lib: None,
            bins: Vec::new(),
            features: features
                .iter()
                .map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect()))
                .collect(),
            dependencies: Vec::new(),
        }
    }

    #[test]
    fn default_features_are_followed_transitively() {
        let m = manifest(&[
            ("default", &["fast"]),
            ("fast", &["tables", "ttt-core/extra"]),
            ("tables", &[]),
            ("slow", &[]),
        ]);
        let (enabled, forwarded) = m.resolve_features(&[], true).unwrap();
        assert_eq!(enabled, ["default", "fast", "tables"].map(String::from).into());
        assert_eq!(forwarded["ttt_core"], ["extra".to_owned()].into());
        let (enabled, _) = m.resolve_features(&["slow".into()], false).unwrap();
        assert_eq!(enabled, ["slow".to_owned()].into());
    }

    #[test]
    fn unknown_features_and_optional_dependencies_are_errors() {
        let m = manifest(&[("default", &["dep:regex"])]);
        assert!(m.resolve_features(&[], true).unwrap_err().to_string().contains("`regex`"));
        assert!(m.resolve_features(&["nope".into()], false).is_err());
    }

    #[test]
    fn paths_are_normalized() {
        assert_eq!(normalize(Path::new("/a/b/../c/./d")), PathBuf::from("/a/c/d"));
    }
}
