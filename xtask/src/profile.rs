//! Judge profiles: what the judge of a problem does with its submission, as data.
//!
//! A problem's `[package.metadata.judge]` table names its judge and gives the facts of its own
//! page (`url`, `time-limit`, ...); everything it leaves out comes from the judge's built-in
//! profile in `profile/judges.toml`, which describes every field and gives each fact's source.
//! [`Profile::for_binary`] merges the two. A package of several problems (binaries) gives one
//! binary's own facts in `[package.metadata.judge.bin.<binary>]`, which win. A field a profile
//! could not find published is listed in `assumed`; verify marks it with `*`.
//!
//! A judge with no built-in profile reads as an empty one with one language (`Rust` unless the
//! table's `language` names it), so the same merge reads it: the problem's table then gives
//! every fact itself, and nothing checks them.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::num::NonZeroU64;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use anyhow::{anyhow, bail, ensure, Context as _, Result};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::Value;
use toml_edit::{Document, Item};

use crate::checker::{self, Checker, Role};
use crate::function::{Called, Signature};

/// The built-in judge profiles, a TOML table per judge.
pub const BUILT_IN: &str = include_str!("profile/judges.toml");

/// The judge a new problem is for unless `cargo xtask new --judge` says otherwise.
pub const DEFAULT_JUDGE: &str = "baekjoon";

/// Without a source size limit from the judge, bundles above this size get a warning.
pub const UNSTATED_SOURCE_WARNING: u64 = 64 * 1024;

const ASSUMABLE: &str =
    "compile, rust, edition, os, source-limit, time-limit, memory-limit, stack, max-cases";

/// The facts a problem's table gives for a judge with no built-in profile, which has none of
/// its own; `source-limit` and `stack` too when the judge has them.
const OTHER_JUDGE_FACTS: [&str; 6] =
    ["compile", "rust", "edition", "os", "time-limit", "memory-limit"];

/// The name of the one language of a judge with no built-in profile, unless the problem's
/// table gives the name the judge gives it (as the table `new` writes does).
const OTHER_JUDGE_LANGUAGE: &str = "Rust";

const SYSTEMS: [&str; 3] = ["linux", "windows", "macos"];

/// A Rust release, `major.minor`: the patch releases of one minor release accept the same code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RustVersion {
    pub major: u32,
    pub minor: u32,
}

impl RustVersion {
    pub const fn new(major: u32, minor: u32) -> RustVersion {
        RustVersion { major, minor }
    }

    /// Reads `1.73` (or `1.73.0`, whose patch is ignored).
    pub fn parse(text: &str) -> Option<RustVersion> {
        let parts: Option<Vec<u32>> =
            text.trim().split('.').map(|part| part.parse().ok()).collect();
        match parts?[..] {
            [major, minor] | [major, minor, _] => Some(RustVersion { major, minor }),
            _ => None,
        }
    }
}

impl fmt::Display for RustVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// What a problem's judge does with its submission, merged from the problem's table and its
/// judge's built-in profile. Its default, no judge and no limits, is only a start to fill in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Profile {
    /// The key of the judge's built-in profile (`baekjoon`, ...), or the name of a judge with
    /// none (`built_in` false), whose every fact is the problem's table's.
    pub judge: String,
    pub built_in: bool,
    /// The judge's name, for people.
    pub judge_name: String,
    pub url: Option<String>,
    /// The largest number of cases one input may hold, as the statement bounds it (1 for an
    /// input of one case), when given: verify runs the generator once at that size.
    pub max_cases: Option<u64>,
    /// The Rust the problem is submitted in: its language's name, command, release and edition;
    /// `None` for a judge that offers no Rust.
    pub language: Option<Language>,
    /// For a judge that calls a method: the problem's method and the file that holds it.
    pub function: Option<Function>,
    /// The system it compiles and runs on: `linux`, `windows` or `macos`.
    pub os: String,
    /// The largest submission, the CPU time and peak memory of a run, and the main thread's
    /// stack (else the system's default), in bytes but the time, each as the judge states it.
    pub source_limit: Option<u64>,
    pub time_limit: Duration,
    pub memory_limit: u64,
    pub stack: Option<u64>,
    /// The fields whose value is a stated default rather than a published fact.
    pub assumed: BTreeSet<String>,
    /// A rustc to use as the judge's, resolved against the problem's folder.
    pub compiler: Option<PathBuf>,
    /// The checker and, for a game against the judge, the interactor the table names (`checker
    /// = { command, protocol }`, `interactor` alike), resolved against the problem's folder.
    pub checker: Option<Checker>,
    pub interactor: Option<Checker>,
}

/// One of the Rust languages a judge offers: its name on the judge's list (`Rust 2021`, `Rust
/// 1.89.0 (2024)`), the command that compiles a bundle (its words; the first is `rustc`), the
/// judge's rustc for it and the edition the bundle is written, checked and compiled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language {
    pub name: String,
    pub compile: Vec<String>,
    pub rust: RustVersion,
    pub edition: String,
}

/// What a judge calls in a submission, as a language's `calls` says; a method's judge gives
/// the profile a [`Function`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Calls {
    /// A program: `fn main`, stdin and stdout.
    Main,
    /// A method of `Solution`, a struct the judge declares before the submission.
    Method,
}

/// The method or class a function judge calls, and where the submission is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// The method as the judge shows it (`pub fn valid_tic_tac_toe(board: Vec<String>) ->
    /// bool`), or the class and its methods.
    pub called: Called,
    /// The file holding `impl Solution { .. }` or the class (`src/solution.rs`), resolved
    /// against the problem's folder; it is the bundle's root.
    pub submission: PathBuf,
}

/// A problem's judge table: its own fields, and any fact of its judge or language, which wins.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ProblemTable {
    judge: Option<String>,
    url: Option<String>,
    compiler: Option<String>,
    language: Option<String>,
    signature: Option<String>,
    class: Option<String>,
    methods: Option<BTreeMap<String, String>>,
    submission: Option<String>,
    max_cases: Option<NonZeroU64>,
    compile: Option<String>,
    rust: Option<String>,
    edition: Option<String>,
    os: Option<String>,
    source_limit: Option<String>,
    time_limit: Option<String>,
    memory_limit: Option<String>,
    stack: Option<String>,
    interactor: Option<checker::Table>,
    #[serde(default)]
    assumed: BTreeSet<String>,
    checker: Option<checker::Table>,
}

/// A judge's table in `judges.toml` (its fields are described there).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct JudgeTable {
    name: Option<String>,
    language: Option<String>,
    os: Option<String>,
    source_limit: Option<String>,
    time_limit: Option<String>,
    memory_limit: Option<String>,
    stack: Option<String>,
    #[serde(default)]
    assumed: BTreeSet<String>,
    /// Its Rust languages, by name.
    #[serde(default)]
    languages: BTreeMap<String, LanguageTable>,
}

/// One of a judge's languages in `judges.toml`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct LanguageTable {
    compile: Option<String>,
    rust: Option<String>,
    edition: Option<String>,
    calls: Option<Calls>,
    #[serde(default)]
    assumed: BTreeSet<String>,
}

impl Profile {
    /// The profile a manifest's text gives ([`Profile::for_binary`]); `dir` is its folder, for a
    /// relative `compiler` and `submission`.
    pub fn from_manifest(text: &str, dir: &Path) -> Result<Profile> {
        Profile::for_binary(&judge_table(text)?, dir, "")
    }

    /// The profile of the problem that is binary `binary` of a package whose judge table,
    /// `[package.metadata.judge]` as `cargo metadata` gives it, is `table`: the table, with what
    /// its table `bin.<binary>` gives in place, over the built-in profile of the judge it names.
    ///
    /// # Errors
    /// When the table is missing, names no judge, names a judge without a built-in profile but
    /// not all its facts, names no known language, or holds a field that is unknown or does not
    /// read.
    pub fn for_binary(table: &Value, dir: &Path, binary: &str) -> Result<Profile> {
        let mut table = table.as_object().cloned().context(
            "no `[package.metadata.judge]` table: say which judge the problem is for, \
             e.g. `judge = \"baekjoon\"` (cargo xtask new writes one)",
        )?;
        if let Some(own) = table.remove("bin").and_then(|bins| bins.get(binary).cloned()) {
            let place = format!("[package.metadata.judge.bin.{binary}]");
            read::<ProblemTable>(&own).context(place)?;
            table.extend(own.as_object().cloned().unwrap_or_default());
        }
        let given: BTreeSet<String> = table.keys().cloned().collect();
        let problem: ProblemTable =
            read(&Value::Object(table)).context("[package.metadata.judge]")?;
        let key = problem.judge.clone().context(
            "[package.metadata.judge] has no `judge`: name one of the built-in judges, \
             e.g. `judge = \"baekjoon\"`, or another judge and its facts",
        )?;
        let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || "-_".contains(c);
        if !key.starts_with(|c: char| c.is_ascii_lowercase()) || !key.chars().all(allowed) {
            bail!(
                "[package.metadata.judge]: judge: expected the judge's name, e.g. \"baekjoon\": \
                 lowercase ASCII letters, digits, `-` and `_`, starting with a letter"
            );
        }
        let built_in = built_ins().iter().find(|(known, _)| *known == key);
        let judge = match built_in {
            Some((_, judge)) => judge.clone(),
            None => other_judge(&key, &given, problem.language.clone())?,
        };
        let mut profile = merge(problem, judge, &given, &key, dir)?;
        profile.built_in = built_in.is_some();
        Ok(profile)
    }

    /// Is `field` a stated default rather than a published fact.
    pub fn is_assumed(&self, field: &str) -> bool {
        self.assumed.contains(field)
    }

    /// The time limit as a page shows it, `*` marking a stated default: `2s`, `1s*`.
    pub fn time_limit_text(&self) -> String {
        format!("{}{}", duration_text(self.time_limit), self.mark("time-limit"))
    }

    /// The memory limit as a page shows it: `512 MiB`, `256 MiB*`.
    pub fn memory_limit_text(&self) -> String {
        format!("{}{}", bytes_text(self.memory_limit), self.mark("memory-limit"))
    }

    /// How verify marks `field`: `*` when it is assumed, `?` when it is a placeholder (assumed,
    /// for a judge with no built-in profile: nothing but its pages can say), else nothing.
    pub fn mark(&self, field: &str) -> &'static str {
        match (self.is_assumed(field), self.built_in) {
            (false, _) => "",
            (true, true) => "*",
            (true, false) => "?",
        }
    }
}

/// The name of the source file a compile command reads: its last `.rs` word.
pub fn source_file(compile: &[String]) -> &str {
    compile.iter().rev().find(|word| word.ends_with(".rs")).map_or("Main.rs", String::as_str)
}

/// The name of the program a compile command writes: the word after `-o`, else the source
/// file's stem, as rustc names it.
pub fn binary_file(compile: &[String]) -> String {
    let after_o = compile.iter().skip_while(|word| *word != "-o").nth(1);
    let name = match after_o {
        Some(name) => name.clone(),
        None => source_file(compile).trim_end_matches(".rs").to_owned(),
    };
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// The judge table, `[package.metadata.judge]`, of a manifest's text (TOML), as `cargo metadata`
/// gives it (`null` when there is none).
pub fn judge_table(manifest: &str) -> Result<Value> {
    let document = Document::parse(manifest.to_owned()).context("not valid TOML")?;
    Ok(to_json(document.as_item())["package"]["metadata"]["judge"].take())
}

/// A TOML item as JSON, as `cargo metadata` gives a package's metadata.
fn to_json(item: &Item) -> Value {
    if let Some(table) = item.as_table_like() {
        return table.iter().map(|(key, item)| (key.to_owned(), to_json(item))).collect();
    }
    match item.as_value() {
        Some(toml_edit::Value::String(text)) => text.value().as_str().into(),
        Some(toml_edit::Value::Integer(number)) => (*number.value()).into(),
        Some(toml_edit::Value::Float(number)) => (*number.value()).into(),
        Some(toml_edit::Value::Boolean(boolean)) => (*boolean.value()).into(),
        Some(toml_edit::Value::Datetime(time)) => time.value().to_string().into(),
        Some(toml_edit::Value::Array(array)) => {
            array.iter().map(|value| to_json(&Item::Value(value.clone()))).collect()
        }
        Some(toml_edit::Value::InlineTable(_)) | None => Value::Null,
    }
}

/// Reads `table` as a `T`; an error names the field it is about.
fn read<T: DeserializeOwned>(table: &Value) -> Result<T> {
    serde_json::from_value(table.clone()).map_err(|error| {
        // serde says what is wrong but not where: the field is the one that fails alone.
        let alone = |(key, value): &(&String, &Value)| {
            serde_json::from_value::<T>(serde_json::json!({ *key: value })).is_err()
        };
        match table.as_object().into_iter().flatten().find(alone) {
            Some((key, _)) => anyhow!("{key}: {error}"),
            None => error.into(),
        }
    })
}

/// The built-in judges and their tables, in the order of `judges.toml` (which its tests read).
fn built_ins() -> &'static [(String, JudgeTable)] {
    static JUDGES: OnceLock<Vec<(String, JudgeTable)>> = OnceLock::new();
    JUDGES.get_or_init(|| {
        let document = Document::parse(BUILT_IN.to_owned()).expect("judges.toml is valid TOML");
        let judge = |(key, item): (&str, &Item)| {
            let table = read(&to_json(item));
            (key.to_owned(), table.unwrap_or_else(|error| panic!("judges.toml [{key}]: {error}")))
        };
        document.iter().map(judge).collect()
    })
}

/// The keys of the built-in judges, in the order of `judges.toml`.
pub fn judges() -> Vec<String> {
    built_ins().iter().map(|(key, _)| key.clone()).collect()
}

/// Every language of every built-in judge: the judge's key and the language.
pub fn languages() -> Vec<(String, Language)> {
    let mut all = Vec::new();
    for (judge, table) in built_ins() {
        for (name, language) in &table.languages {
            let language = read_language(name, judge, language.clone()).expect("judges.toml reads");
            all.push((judge.clone(), language));
        }
    }
    all
}

pub fn built_in_os(judge: &str) -> Option<String> {
    built_ins().iter().find(|(key, _)| key == judge)?.1.os.clone()
}

/// The profile of a judge with no built-in one, for the problem whose table gives the fields
/// `given`: no facts of its own, and one language, named as the problem names it, also without
/// facts. The problem's table gives them all, and the merge reads them as it reads any it sets
/// over a built-in profile.
fn other_judge(
    judge: &str,
    given: &BTreeSet<String>,
    language: Option<String>,
) -> Result<JudgeTable> {
    let missing: Vec<&str> =
        OTHER_JUDGE_FACTS.into_iter().filter(|fact| !given.contains(*fact)).collect();
    if !missing.is_empty() {
        bail!(
            "no built-in judge `{judge}`; the judges are {}; for another judge the problem's \
             table gives every fact: {} (and source-limit and stack when it has them), and \
             this one gives no {}",
            judges().join(", "),
            OTHER_JUDGE_FACTS.join(", "),
            missing.join(", ")
        );
    }
    let language = language.unwrap_or_else(|| OTHER_JUDGE_LANGUAGE.to_owned());
    Ok(JudgeTable {
        language: Some(language.clone()),
        languages: BTreeMap::from([(language, LanguageTable::default())]),
        ..JudgeTable::default()
    })
}

/// The profile: the problem's table, which sets the fields `given`, over its language's and
/// its judge's, `key`.
fn merge(
    p: ProblemTable,
    judge: JudgeTable,
    given: &BTreeSet<String>,
    key: &str,
    dir: &Path,
) -> Result<Profile> {
    let name = p.language.clone().or(judge.language.clone());
    let known: Vec<String> = judge.languages.keys().map(|n| format!("\"{n}\"")).collect();
    let unknown = |name: &String| match known.is_empty() {
        true => format!("judge `{key}` offers no Rust, so no \"{name}\""),
        false => format!("judge `{key}` has no language \"{name}\"; it has {}", known.join(", ")),
    };
    let language =
        name.as_ref().map(|name| judge.languages.get(name).cloned().with_context(|| unknown(name)));
    let language = language.transpose()?;
    // A field the problem sets is as published as the problem says; one it inherits keeps
    // the mark of the judge or the language that gives it.
    let inherited = judge.assumed.iter().chain(language.iter().flat_map(|l| &l.assumed));
    let mut assumed = p.assumed.clone();
    assumed.extend(inherited.filter(|field| !given.contains(*field)).cloned());
    if let Some(field) = assumed.iter().find(|field| !ASSUMABLE.split(", ").any(|a| a == *field)) {
        bail!("`{field}` is not a field that can be assumed: {ASSUMABLE}");
    }
    let method = language.as_ref().is_some_and(|l| l.calls == Some(Calls::Method));
    let language = match (name, language) {
        (Some(name), Some(l)) => {
            let compile = p.compile.clone().or(l.compile);
            let (rust, edition) = (p.rust.clone().or(l.rust), p.edition.clone().or(l.edition));
            let merged = LanguageTable { compile, rust, edition, ..l };
            Some(read_language(&name, key, merged)?)
        }
        _ => {
            let set = ["compile", "rust", "edition"].into_iter().find(|f| given.contains(*f));
            if let Some(field) = set {
                bail!("judge `{key}` offers no Rust, so `{field}` has nothing to set");
            }
            None
        }
    };
    let function = function(&p, method, key, dir)?;
    let missing = |field: &str| format!("neither the problem nor judge `{key}` gives `{field}`");
    let os = p.os.or(judge.os).with_context(|| missing("os"))?;
    if !SYSTEMS.contains(&os.as_str()) {
        bail!("os: `{os}` is not a system verify knows: {}", SYSTEMS.join(", "));
    }
    let bytes = |field: &str, text: Option<String>| {
        text.map(|text| parse_bytes(&text).context(field.to_owned())).transpose()
    };
    let time_limit = p.time_limit.or(judge.time_limit).with_context(|| missing("time-limit"))?;
    let memory_limit = bytes("memory-limit", p.memory_limit.or(judge.memory_limit))?;
    let program = |table: Option<checker::Table>, role| {
        let resolved = table.map(|table| table.resolve(role, dir)).transpose();
        resolved.context("[package.metadata.judge]")
    };
    Ok(Profile {
        judge: key.to_owned(),
        built_in: false,
        judge_name: judge.name.unwrap_or_else(|| key.to_owned()),
        url: p.url,
        max_cases: p.max_cases.map(NonZeroU64::get),
        language,
        function,
        os,
        source_limit: bytes("source-limit", p.source_limit.or(judge.source_limit))?,
        time_limit: parse_duration(&time_limit).context("time-limit")?,
        memory_limit: memory_limit.with_context(|| missing("memory-limit"))?,
        stack: bytes("stack", p.stack.or(judge.stack))?,
        assumed,
        compiler: p.compiler.map(|path| dir.join(path)),
        checker: program(p.checker, Role::Checker)?,
        interactor: program(p.interactor, Role::Interactor)?,
    })
}

/// The language `name` of `judge` its table gives, every field given and read.
fn read_language(name: &str, judge: &str, table: LanguageTable) -> Result<Language> {
    let missing = |field: &str| format!("language \"{name}\" of `{judge}` gives no `{field}`");
    let compile = table.compile.with_context(|| missing("compile"))?;
    let compile: Vec<String> = compile.split_whitespace().map(str::to_owned).collect();
    if compile.first().map(String::as_str) != Some("rustc") {
        bail!("compile: the command must start with `rustc`, the judge's compiler");
    }
    if !compile.iter().any(|word| word.ends_with(".rs")) {
        bail!("compile: the command names no `.rs` file to compile");
    }
    let rust = table.rust.with_context(|| missing("rust"))?;
    let rust = RustVersion::parse(&rust)
        .with_context(|| format!("rust: `{rust}` is not a Rust version like \"1.73\""))?;
    let edition = table.edition.with_context(|| missing("edition"))?;
    if !["2015", "2018", "2021", "2024"].contains(&edition.as_str()) {
        bail!("edition: `{edition}` is not an edition of Rust (2015, 2018, 2021, 2024)");
    }
    // The command's `--edition 2021` or `--edition=2021`, when it says one, is the edition.
    let stated = compile.iter().enumerate().find_map(|(index, word)| {
        let next = compile.get(index + 1).filter(|_| word == "--edition");
        word.strip_prefix("--edition=").or(next.map(String::as_str))
    });
    if let Some(stated) = stated.filter(|stated| *stated != edition) {
        bail!("`compile` says edition {stated} but `edition` is {edition}");
    }
    Ok(Language { name: name.to_owned(), compile, rust, edition })
}

/// The method or class a function judge calls, which the problem must give, and only then.
fn function(p: &ProblemTable, method: bool, key: &str, dir: &Path) -> Result<Option<Function>> {
    let called = match (&p.signature, &p.class, &p.methods) {
        (Some(signature), None, None) => {
            let method = Signature::parse(signature).context("signature")?;
            let taking =
                format!("`{method}` takes self: the judge calls `Solution::{}`", method.name);
            ensure!(method.receiver.is_none(), taking);
            Some(Called::Method(method))
        }
        (None, Some(class), Some(methods)) => Some(Called::class(class, methods).context("class")?),
        (None, None, None) => None,
        _ => bail!("give either a method's `signature`, or a `class` and its `methods`"),
    };
    match (method, called, &p.submission) {
        (true, Some(called), Some(submission)) => {
            Ok(Some(Function { called, submission: dir.join(submission) }))
        }
        (true, _, _) => bail!(
            "judge `{key}` calls a method: give its `signature` as the judge shows it \
             (`signature = \"pub fn name(argument: Type) -> Type\"`, or a `class` and its \
             `methods`) and the `submission` \
             file that holds `impl Solution {{ .. }}` (`submission = \"src/solution.rs\"`)"
        ),
        (false, None, None) => Ok(None),
        (false, _, _) => bail!(
            "judge `{key}` runs a program, not a method: `signature` and `submission` are \
             for a judge that calls one"
        ),
    }
}

/// What `max-cases` is, above it in the table `cargo xtask new` writes.
const MAX_CASES_COMMENT: &str =
    "# The most cases one input may hold, as the statement bounds it (1 when an input is one\n\
# case): verify runs the generator once at that size, held to the limits.\n";

/// The placeholder method a new problem of a function judge starts with, the sum of two numbers
/// as the placeholder program's.
pub const PLACEHOLDER_SIGNATURE: &str = "pub fn sum(a: i32, b: i32) -> i32";

/// The `[package.metadata.judge]` table `cargo xtask new` writes for a problem of `judge`: the
/// judge, its default limits marked assumed until the problem's page says otherwise, and the
/// inherited facts shown as comments; for a judge that calls a method, the placeholder method
/// and its file. For a judge with no built-in profile, every fact it needs, each a placeholder
/// marked assumed for the user to fill from the judge's pages; refused when `judge` is a slip
/// away from a built-in judge's name.
pub fn new_problem_table(judge: &str) -> Result<String> {
    let Some((_, table)) = built_ins().iter().find(|(key, _)| key == judge) else {
        // A slip: the same but for case, or at most two letters added, removed, changed or
        // swapped (`beakjoon`, `codefroces`).
        let near = |known: &String| strsim::osa_distance(&judge.to_lowercase(), known) <= 2;
        if let Some(meant) = judges().into_iter().find(near) {
            bail!(
                "no built-in judge `{judge}`: did you mean `{meant}`? (A judge with no built-in \
                 profile needs a name that no built-in judge's is a slip away from.)"
            );
        }
        return Ok(other_judge_table(judge));
    };
    // Each fact given, a line `field = "value"` after `prefix`.
    let facts = |prefix: &str, facts: &[(&str, &Option<String>)]| -> String {
        let line = |(field, value): &(&str, &Option<String>)| {
            Some(format!("{prefix}{field} = \"{}\"\n", value.as_ref()?))
        };
        facts.iter().filter_map(line).collect()
    };
    let name = table.language.as_ref();
    let language = name.and_then(|name| Some((name, table.languages.get(name)?)));
    let mut inherited = match language {
        Some((name, l)) => {
            let given = [("compile", &l.compile), ("rust", &l.rust), ("edition", &l.edition)];
            format!("#   language = \"{name}\", which gives\n{}", facts("#     ", &given))
        }
        None => format!("#   no Rust: {judge} offers none\n"),
    };
    let given = [("os", &table.os), ("source-limit", &table.source_limit), ("stack", &table.stack)];
    inherited.push_str(&facts("#   ", &given));
    let others: Vec<String> = table
        .languages
        .keys()
        .filter(|other| Some(*other) != name)
        .map(|n| format!("language = \"{n}\""))
        .collect();
    if !others.is_empty() {
        inherited.push_str(&format!("# The judge's other Rust: `{}`.\n", others.join("` or `")));
    }
    // The judge calls a method once per test: one case. Otherwise the statement says.
    let calls_method = language.is_some_and(|(_, l)| l.calls == Some(Calls::Method));
    let method = format!(
        "# The method as the judge shows it, and the file that holds `impl Solution {{ .. }}`.\n\
         signature = \"{PLACEHOLDER_SIGNATURE}\"\nsubmission = \"src/solution.rs\"\n"
    );
    let (method, cases, assumed) = match calls_method {
        true => (method.as_str(), "1", ""),
        false => ("", "1000", ", \"max-cases\""),
    };
    let limits = [("time-limit", &table.time_limit), ("memory-limit", &table.memory_limit)];
    Ok(include_str!("profile/new_problem.toml")
        .replace("{{judge}}", judge)
        .replace("{{inherited}}", &inherited)
        .replace("{{method}}", method)
        .replace("{{limits}}", &facts("", &limits))
        .replace("{{max_cases}}", MAX_CASES_COMMENT)
        .replace("{{cases}}", cases)
        .replace("{{assumed}}", assumed))
}

/// The table of [`new_problem_table`] for a judge with no built-in profile, every fact a
/// placeholder: Baekjoon's Rust 2021 command, the workspace's `rust-version` (the oldest release
/// its code is written for), Linux and common limits. A name that is no judge's is refused by
/// `new`, which reads the table back.
fn other_judge_table(judge: &str) -> String {
    include_str!("profile/other_judge.toml")
        .replace("{{judge}}", judge)
        .replace("{{judges}}", &judges().join(", "))
        .replace("{{unstated}}", &bytes_text(UNSTATED_SOURCE_WARNING))
        .replace("{{max_cases}}", MAX_CASES_COMMENT)
}

/// Reads `64 KiB`, `512 MB`, `65536` (bytes), a whole number. Judges write KB and MB for 1024
/// and 1024 * 1024 bytes, so KB and KiB, MB and MiB, GB and GiB are read alike.
pub fn parse_bytes(text: &str) -> Result<u64> {
    let trimmed = text.trim();
    let split = trimmed.find(|c: char| !c.is_ascii_digit()).unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(split);
    let number: u64 = number
        .parse()
        .with_context(|| format!("`{text}` is not a size like \"64 KiB\" or \"256 MB\""))?;
    let scale = match unit.trim() {
        "" | "B" => 1,
        "KB" | "KiB" => 1024,
        "MB" | "MiB" => 1024 * 1024,
        "GB" | "GiB" => 1024 * 1024 * 1024,
        other => bail!("`{other}` in `{text}` is not a unit of size: B, KB, MB or GB"),
    };
    Ok(number * scale)
}

/// Reads `2s`, `1 s`, `0.5s`, `500ms`: a positive number of seconds or milliseconds.
pub fn parse_duration(text: &str) -> Result<Duration> {
    let trimmed = text.trim();
    let (number, scale) = match trimmed.strip_suffix("ms") {
        Some(number) => (Some(number), 0.001),
        None => (trimmed.strip_suffix('s'), 1.0),
    };
    let value = number.and_then(|number| number.trim().parse::<f64>().ok());
    let value = value.filter(|value| value.is_finite() && *value > 0.0);
    let value =
        value.with_context(|| format!("`{text}` is not a time like \"2s\" or \"500ms\""))?;
    Ok(Duration::from_secs_f64(value * scale))
}

/// A size as limits are written: `64 KiB`, `512 MiB`, `1.5 MiB`.
pub fn bytes_text(bytes: u64) -> String {
    let (unit, size) = if bytes >= 1 << 20 { ("MiB", 1 << 20) } else { ("KiB", 1 << 10) };
    if bytes.is_multiple_of(size) {
        format!("{} {unit}", bytes / size)
    } else {
        format!("{:.1} {unit}", bytes as f64 / size as f64)
    }
}

/// A limit's time as written: `2s`, `0.5s`, `250ms`.
pub fn duration_text(time: Duration) -> String {
    if time.subsec_millis() == 0 && time.as_secs() > 0 {
        format!("{}s", time.as_secs())
    } else if time < Duration::from_secs(1) {
        format!("{}ms", time.as_millis())
    } else {
        format!("{}s", time.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The profile of package `p` in `/p`, whose manifest ends with `tables`.
    fn manifest(tables: &str) -> Result<Profile> {
        Profile::from_manifest(&format!("[package]\nname = \"p\"\n\n{tables}"), Path::new("/p"))
    }

    fn profile(table: &str) -> Result<Profile> {
        manifest(&format!("[package.metadata.judge]\n{table}"))
    }

    fn language(p: &Profile) -> &Language {
        p.language.as_ref().unwrap()
    }

    #[test]
    fn a_problem_inherits_its_judge_and_states_its_own_limits() {
        let p = profile("judge = \"baekjoon\"\ntime-limit = \"2s\"\nmemory-limit = \"512 MB\"\n")
            .unwrap();
        let rust = language(&p);
        assert_eq!(rust.name, "Rust 2021");
        assert_eq!(rust.compile.join(" "), "rustc --edition 2021 -O -o Main Main.rs");
        assert_eq!((rust.rust, rust.edition.as_str()), (RustVersion::new(1, 73), "2021"));
        assert_eq!(p.function, None);
        assert_eq!((p.time_limit, p.memory_limit), (Duration::from_secs(2), 512 << 20));
        assert_eq!((p.source_limit, p.os.as_str(), p.stack), (Some(512 << 10), "linux", None));
        // Baekjoon's system and its rustc since 2025 are not published: assumed.
        assert_eq!(p.assumed, BTreeSet::from(["os".to_owned(), "rust".to_owned()]));
        assert_eq!(
            (source_file(&rust.compile), binary_file(&rust.compile)),
            ("Main.rs", format!("Main{}", std::env::consts::EXE_SUFFIX))
        );
        assert_eq!((p.time_limit_text(), p.memory_limit_text()), ("2s".into(), "512 MiB".into()));
    }

    #[test]
    fn a_problem_names_the_language_it_submits_in() {
        let p = profile("judge = \"baekjoon\"\nlanguage = \"Rust 2024\"\n").unwrap();
        let rust = language(&p);
        assert_eq!(rust.compile.join(" "), "rustc --edition 2024 -O -o Main Main.rs");
        assert_eq!((rust.rust, rust.edition.as_str()), (RustVersion::new(1, 85), "2024"));
        assert!(p.is_assumed("rust") && p.is_assumed("compile"));
        let p = profile("judge = \"codeforces\"\nlanguage = \"Rust 1.89.0 (2024)\"\n").unwrap();
        assert_eq!(language(&p).compile[1], "--edition=2024");
        assert_eq!(language(&p).rust, RustVersion::new(1, 89));
        // A release the problem sets is no longer the language's assumption.
        let p = profile("judge = \"baekjoon\"\nrust = \"1.89\"\n").unwrap();
        assert!(!p.is_assumed("rust"));
        let p = profile("judge = \"programmers\"\n").unwrap();
        assert_eq!(p.language, None);
    }

    #[test]
    fn a_function_judge_needs_the_method_and_its_file() {
        let table = "judge = \"leetcode\"\nsignature = \"pub fn f(board: Vec<String>) -> bool\"\nsubmission = \"src/solution.rs\"\n";
        let p = profile(table).unwrap();
        let function = p.function.unwrap();
        let signature = "pub fn f(board: Vec<String>) -> bool".to_owned();
        assert_eq!(function.called.note(), ("method", signature));
        assert_eq!(function.submission, Path::new("/p/src/solution.rs"));
        let error = |table: &str| format!("{:#}", profile(table).unwrap_err());
        let f32 = error(&table.replace("bool", "f32"));
        assert!(f32.contains("signature: line 1, column 33: found the type `f32`"), "{f32}");
        let taking_self = error(&table.replace("(board", "(&self, board"));
        assert!(taking_self.contains("takes self: the judge calls `Solution::f`"), "{taking_self}");
    }

    #[test]
    fn a_class_is_its_name_and_its_methods_by_the_names_the_arrays_call_them() {
        let table = "judge = \"leetcode\"\nsubmission = \"src/solution.rs\"\nclass = \"T\"\n[package.metadata.judge.methods]\nT = \"fn new(n: i32) -> Self\"\nmove = \"fn make_a_move(&mut self, row: i32) -> i32\"\nreset = \"fn reset(&self)\"\n";
        let called = profile(table).unwrap().function.unwrap().called;
        let shown = "`T` (`pub fn new(n: i32) -> Self`, `pub fn make_a_move(&mut self, row: i32) -> i32` as `move`, `pub fn reset(&self)` as `reset`)";
        assert_eq!(called.note(), ("class", shown.to_owned()));
        let error = |table: &str| format!("{:#}", profile(table).unwrap_err());
        let both = error(&format!("signature = \"fn f() -> i32\"\n{table}"));
        assert!(
            both.contains("give either a method's `signature`, or a `class` and its `methods`"),
            "{both}"
        );
        let no_constructor = error(&table.replace("T = ", "U = "));
        let rule = "the constructor, `T`, takes no self and returns `Self`, every other method `&self` or `&mut self`";
        assert!(
            no_constructor.contains(&format!("class: `U`: `pub fn new(n: i32) -> Self`: {rule}")),
            "{no_constructor}"
        );
        let constructor = error(&table.replace("fn new(n: i32) -> Self", "fn new(&self) -> Self"));
        assert!(
            constructor.contains(&format!("`T`: `pub fn new(&self) -> Self`: {rule}")),
            "{constructor}"
        );
        let missing = error(&table.replace("T = \"fn new(n: i32) -> Self\"\n", ""));
        assert!(missing.contains("class: no constructor, `T`"), "{missing}");
        let by_value = error(&table.replace("&self", "self"));
        assert!(
            by_value.contains("`reset`: line 1, column 10: expected `&self` or `&mut self`"),
            "{by_value}"
        );
    }

    /// The facts of a judge with no built-in profile, as a problem's table gives them.
    const SPOJ: &str = "judge = \"spoj\"\ncompile = \"rustc --edition 2018 -O -o prog prog.rs\"\nrust = \"1.70\"\nedition = \"2018\"\nos = \"linux\"\ntime-limit = \"5s\"\nmemory-limit = \"1536 MB\"\n";

    #[test]
    fn a_judge_without_a_built_in_profile_is_what_the_problems_table_says() {
        let p =
            profile(&format!("{SPOJ}source-limit = \"50000 B\"\nassumed = [\"rust\"]\n")).unwrap();
        assert_eq!((p.judge.as_str(), p.judge_name.as_str(), p.built_in), ("spoj", "spoj", false));
        let rust = language(&p);
        assert_eq!(rust.name, "Rust");
        assert_eq!(rust.compile.join(" "), "rustc --edition 2018 -O -o prog prog.rs");
        assert_eq!((rust.rust, rust.edition.as_str()), (RustVersion::new(1, 70), "2018"));
        assert_eq!((p.os.as_str(), p.source_limit, p.stack), ("linux", Some(50000), None));
        assert_eq!((p.time_limit_text(), p.memory_limit_text()), ("5s".into(), "1536 MiB".into()));
        // Nothing checks the facts: what the table marks assumed stays so, and nothing else is.
        assert_eq!(p.assumed, BTreeSet::from(["rust".to_owned()]));
        let p = profile(&format!("{SPOJ}language = \"Rust 1.70\"\nstack = \"64 MiB\"\n")).unwrap();
        assert_eq!((language(&p).name.as_str(), p.stack), ("Rust 1.70", Some(64 << 20)));
        assert!(p.assumed.is_empty());
        assert!(profile("judge = \"baekjoon\"\n").unwrap().built_in);
    }

    #[test]
    fn a_new_problems_judge_a_slip_away_from_a_built_in_one_is_taken_for_a_typo() {
        for typo in ["beakjoon", "Baekjoon", "codefroces", "atcode", "katis", "leetcoder"] {
            let error = new_problem_table(typo).unwrap_err().to_string();
            assert!(error.contains(": did you mean `"), "{typo}: {error}");
        }
        assert!(new_problem_table("beakjoon").unwrap_err().to_string().contains("`baekjoon`?"));
        for other in ["spoj", "cses", "yosupo", "codechef", "hackerrank"] {
            assert!(new_problem_table(other).is_ok(), "{other}");
        }
    }

    #[test]
    fn the_table_written_for_a_judge_without_a_built_in_profile_reads_back_all_assumed() {
        let table = new_problem_table("spoj").unwrap();
        assert!(table.contains("`spoj` has no built-in") && table.contains("# source-limit = "));
        assert!(table.lines().all(|line| line.len() <= 100), "{table}");
        let p = manifest(&table).unwrap();
        assert_eq!((p.judge.as_str(), p.built_in, p.os.as_str()), ("spoj", false, "linux"));
        let rust = language(&p);
        assert_eq!(rust.compile.join(" "), "rustc --edition 2021 -O -o Main Main.rs");
        assert_eq!((rust.name.as_str(), rust.rust), ("Rust", RustVersion::new(1, 73)));
        // A judge with no built-in profile: each assumed fact is a placeholder, `?`.
        assert_eq!((p.time_limit_text(), p.memory_limit_text()), ("1s?".into(), "256 MiB?".into()));
        let mut assumed: BTreeSet<String> = OTHER_JUDGE_FACTS.map(str::to_owned).into();
        assumed.insert("max-cases".to_owned());
        assert_eq!((p.assumed, p.max_cases), (assumed, Some(1000)));
    }

    #[test]
    fn inherited_defaults_stay_marked_assumed() {
        let p = profile("judge = \"baekjoon\"\nmax-cases = 100000\n").unwrap();
        assert_eq!((p.time_limit_text(), p.memory_limit_text()), ("1s*".into(), "256 MiB*".into()));
        assert_eq!(
            (p.max_cases, profile("judge = \"kattis\"\n").unwrap().max_cases),
            (Some(100_000), None)
        );
        let p = profile("judge = \"codeforces\"\ncompiler = \"bin/rustc\"\n").unwrap();
        assert_eq!((language(&p).rust, p.source_limit), (RustVersion::new(1, 89), Some(64 * 1024)));
        assert_eq!((p.os.as_str(), p.stack), ("windows", Some(256 << 20)));
        assert!(!p.is_assumed("os") && !p.is_assumed("rust") && p.is_assumed("compile"));
        assert_eq!(p.compiler.as_deref(), Some(Path::new("/p/bin/rustc")));
    }

    #[test]
    fn a_checker_command_names_its_protocol_testlib_unless_said() {
        let checker =
            |table: &str| profile(&format!("judge = \"kattis\"\n{table}")).map(|p| p.checker);
        let kattis = checker("checker = { command = \"./v --x\", protocol = \"kattis\" }").unwrap();
        let program = PathBuf::from("/p/./v");
        let arguments = vec!["--x".to_owned()];
        assert_eq!(
            kattis,
            Some(Checker { program, arguments, protocol: crate::checker::Protocol::Kattis })
        );
        let testlib = checker("checker = { command = \"check\" }").unwrap().unwrap();
        assert_eq!(
            (testlib.program, testlib.protocol),
            ("check".into(), crate::checker::Protocol::Testlib)
        );
        for (bad, expected) in [
            ("checker = { command = \"c\", protocol = \"polygon\" }", "unknown variant `polygon`"),
            ("checker = { command = \" \" }", "checker: the command is empty"),
            ("checker = { protocol = \"kattis\" }", "missing field `command`"),
            ("interactor = { command = \" \" }", "interactor: the command is empty"),
            ("interactor = { command = \"i\", protocol = \"baekjoon\" }", "has no interactor"),
        ] {
            let error = format!("{:#}", checker(bad).unwrap_err());
            assert!(
                error.contains("[package.metadata.judge]") && error.contains(expected),
                "{error}"
            );
        }
    }

    #[test]
    fn mistakes_are_named() {
        let check = |table: &str, expected: &str| {
            let error = format!("{:#}", profile(table).unwrap_err());
            assert!(error.contains(expected), "{table}\n{error}");
        };
        let baekjoon = |rest: &str| format!("judge = \"baekjoon\"\n{rest}\n");
        check(
            &baekjoon("language = \"Rust\""),
            "judge `baekjoon` has no language \"Rust\"; it has \"Rust 2021\", \"Rust 2024\"",
        );
        check(&baekjoon("time_limit = \"1s\""), "]: time_limit: unknown field `time_limit`");
        check(&baekjoon("time-limit = \"1\""), "time-limit: `1` is not a time like");
        check(&baekjoon("time-limit = 1"), "]: time-limit: invalid type: integer `1`");
        check(&baekjoon("rust = \"1\""), "rust: `1` is not a Rust version");
        check(&baekjoon("os = \"dos\""), "os: `dos` is not a system verify knows");
        check(&baekjoon("edition = \"2018\""), "`compile` says edition 2021 but `edition` is 2018");
        check(&baekjoon("edition = \"2019\""), "edition: `2019` is not an edition of Rust");
        check(&baekjoon("compile = \"gcc x.rs\""), "compile: the command must start with `rustc`");
        check(&baekjoon("compile = \"rustc -O\""), "compile: the command names no `.rs` file");
        check(&baekjoon("assumed = [\"url\"]"), "`url` is not a field that can be assumed");
        check(&baekjoon("submission = \"src/solution.rs\""), "runs a program, not a method");
        for bad in ["0", "-3", "\"10\"", "1.5"] {
            let expected = "[package.metadata.judge]: max-cases: invalid ";
            check(&baekjoon(&format!("max-cases = {bad}")), expected);
        }
        check("judge = \"leetcode\"\n", "calls a method: give its `signature`");
        check(
            "judge = \"programmers\"\nrust = \"1.85\"\n",
            "judge `programmers` offers no Rust, so `rust` has nothing to set",
        );
        check(
            "judge = \"programmers\"\nlanguage = \"Rust\"\n",
            "judge `programmers` offers no Rust, so no \"Rust\"",
        );
        check("url = \"x\"\n", "has no `judge`");
        for name in ["", " ", "Spoj", "a`b", "x\\ny", "a b", "9judge", "a\\u200bb"] {
            check(&format!("judge = \"{name}\"\n"), "judge: expected the judge's name");
        }
        // A judge with no built-in profile needs every fact; its facts read as any problem's.
        check(
            "judge = \"beakjoon\"\ntime-limit = \"2s\"\nmemory-limit = \"512 MB\"\n",
            "no built-in judge `beakjoon`; the judges are baekjoon, codeforces, atcoder, kattis, \
             leetcode, programmers; for another judge the problem's table gives every fact: \
             compile, rust, edition, os, time-limit, memory-limit (and source-limit and stack when \
             it has them), and this one gives no compile, rust, edition, os",
        );
        check(&SPOJ.replace("os = \"linux\"\n", ""), "this one gives no os");
        check(&SPOJ.replace("--edition 2018", "--edition 2021"), "`compile` says edition 2021");
        check(&format!("{SPOJ}calls = \"method\"\n"), "unknown field `calls`");
        let bin = judge_table(&format!("[package.metadata.judge]\n{}", baekjoon("bin.p.x = 1")));
        let error =
            format!("{:#}", Profile::for_binary(&bin.unwrap(), Path::new("/p"), "p").unwrap_err());
        assert!(error.contains("[package.metadata.judge.bin.p]: x: unknown field `x`"), "{error}");
        let error = format!("{:#}", manifest("").unwrap_err());
        assert!(error.contains("no `[package.metadata.judge]` table"), "{error}");
    }

    #[test]
    fn sizes_times_and_versions_read_as_written() {
        assert_eq!(parse_bytes("64 KiB").unwrap(), 65536);
        assert_eq!(parse_bytes("64KB").unwrap(), 65536);
        assert_eq!(parse_bytes("256 MB").unwrap(), 256 << 20);
        assert!(parse_bytes("64 kb").is_err());
        assert_eq!(parse_duration("0.5s").unwrap(), Duration::from_millis(500));
        assert_eq!(parse_duration("250 ms").unwrap(), Duration::from_millis(250));
        assert!(parse_duration("-1s").is_err());
        assert_eq!(RustVersion::parse("1.73.0"), Some(RustVersion::new(1, 73)));
        assert_eq!(RustVersion::parse("1.73.x"), None);
        assert_eq!(
            (bytes_text(1536 * 1024), duration_text(Duration::from_millis(250))),
            ("1.5 MiB".into(), "250ms".into())
        );
    }

    #[test]
    fn every_built_in_judge_and_language_reads() {
        for judge in judges() {
            let method = format!(
                "signature = \"{PLACEHOLDER_SIGNATURE}\"\nsubmission = \"src/solution.rs\"\n"
            );
            let method = if judge == "leetcode" { method.as_str() } else { "" };
            let p = profile(&format!("judge = \"{judge}\"\n{method}")).unwrap();
            assert!(p.is_assumed("time-limit"), "{judge}");
            let table = new_problem_table(&judge).unwrap();
            let mut written = manifest(&table).unwrap();
            // The table asks for the statement's largest input: one case for a method.
            let cases = if method.is_empty() { 1000 } else { 1 };
            assert_eq!(written.max_cases.take(), Some(cases), "{table}");
            written.assumed.remove("max-cases");
            assert_eq!(written, p, "{table}");
        }
        let all: Vec<String> =
            languages().iter().map(|(judge, l)| format!("{judge} {} {}", l.name, l.rust)).collect();
        assert_eq!(
            all,
            [
                "baekjoon Rust 2021 1.73",
                "baekjoon Rust 2024 1.85",
                "codeforces Rust 1.89.0 (2021) 1.89",
                "codeforces Rust 1.89.0 (2024) 1.89",
                "atcoder Rust (rustc 1.89.0) 1.89",
                "kattis Rust 1.85",
                "leetcode Rust 1.85",
            ]
        );
    }
}
