//! Judge profiles: what the judge of a problem does with its submission, as data.
//!
//! A problem says in its `Cargo.toml` which judge it is for and the facts of its own page:
//!
//! ```toml
//! [package.metadata.judge]
//! judge = "baekjoon"
//! url = "https://www.acmicpc.net/problem/17825"
//! time-limit = "2s"
//! memory-limit = "512 MB"
//! ```
//!
//! Everything it leaves out comes from the judge's built-in profile (`profile/judges.toml`,
//! where each fact has its source in a comment): the compile command, the Rust version and
//! edition, the system it runs on, the source size limit, the stack it gives, and default
//! limits. [`Profile::for_binary`] merges the two. A package of several problems (binaries)
//! gives one binary's own facts in `[package.metadata.judge.bin.<binary>]`, which win.
//! A field a profile could not find published is listed in `assumed`; verify marks it with `*`.
//!
//! A judge with no built-in profile is named the same way, and the problem's table then gives
//! every fact itself: `compile`, `rust`, `edition`, `os`, `time-limit`, `memory-limit`, and
//! `source-limit` and `stack` when the judge has them (`language`, the name the judge gives its
//! Rust, is `Rust` unless it says). Such a judge is an empty built-in profile with that one
//! language, so the same merge reads it; nothing checks its facts, so what the table lists in
//! `assumed` stays marked `*`.
//!
//! One more field exists for the exact compile check: `compiler`, the path of a rustc (or a
//! stand-in for one) to use as the judge's; see [`crate::judge_compile`].

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context as _, Result};
use toml_edit::{Document, Item, Table, TableLike};

/// The built-in judge profiles, a TOML table per judge.
pub const BUILT_IN: &str = include_str!("profile/judges.toml");

/// The judge a new problem is for unless `cargo xtask new --judge` says otherwise.
pub const DEFAULT_JUDGE: &str = "baekjoon";

/// Without a source size limit from the judge, bundles above this size get a warning.
pub const UNSTATED_SOURCE_WARNING: u64 = 64 * 1024;

/// The fields of a judge's table in `judges.toml`.
const JUDGE_FIELDS: [&str; 9] = [
    "name",
    "language",
    "os",
    "source-limit",
    "time-limit",
    "memory-limit",
    "stack",
    "assumed",
    "languages",
];

/// The fields of one of a judge's languages.
const LANGUAGE_FIELDS: [&str; 5] = ["compile", "rust", "edition", "calls", "assumed"];

/// The fields a problem's table holds: its own, and those of a judge or a language it may set.
const PROBLEM_FIELDS: [&str; 16] = [
    "judge",
    "url",
    "compiler",
    "language",
    "signature",
    "submission",
    "compile",
    "rust",
    "edition",
    "os",
    "source-limit",
    "time-limit",
    "memory-limit",
    "stack",
    "max-cases",
    "assumed",
];

/// The fields that may be marked assumed: those of [`PROBLEM_FIELDS`] from `compile` to
/// `max-cases`.
const ASSUMABLE: &[&str] = PROBLEM_FIELDS.split_at(6).1.split_at(9).0;

/// The facts a problem's table gives for a judge with no built-in profile, which has none of
/// its own; `source-limit` and `stack` too when the judge has them.
const OTHER_JUDGE_FACTS: [&str; 6] =
    ["compile", "rust", "edition", "os", "time-limit", "memory-limit"];

/// The name of the one language of a judge with no built-in profile, unless the problem's
/// table gives the name the judge gives it.
const OTHER_JUDGE_LANGUAGE: &str = "Rust";

/// The systems a judge may compile and run on, as `os` names them.
const SYSTEMS: [&str; 3] = ["linux", "windows", "macos"];

/// A Rust release, `major.minor`: the patch releases of one minor release accept the same code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RustVersion {
    /// `1`.
    pub major: u32,
    /// `73` in 1.73.
    pub minor: u32,
}

impl RustVersion {
    /// Rust `major.minor`.
    pub const fn new(major: u32, minor: u32) -> RustVersion {
        RustVersion { major, minor }
    }

    /// Reads `1.73` (or `1.73.0`, whose patch is ignored).
    pub fn parse(text: &str) -> Option<RustVersion> {
        let mut parts = text.trim().split('.');
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        match parts.next() {
            None => {}
            Some(patch) => {
                patch.parse::<u32>().ok()?;
            }
        }
        parts.next().is_none().then_some(RustVersion { major, minor })
    }
}

impl fmt::Display for RustVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// What a problem's judge does with its submission, merged from the problem's table and its
/// judge's built-in profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    /// The key of the judge's built-in profile (`baekjoon`, `codeforces`, ...), or the name of
    /// a judge with none.
    pub judge: String,
    /// Has the judge a built-in profile; without one, every fact is the problem's table's.
    pub built_in: bool,
    /// The judge's name, for people.
    pub judge_name: String,
    /// The problem's page, when given.
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
    /// The largest submission accepted, in bytes, when the judge states one.
    pub source_limit: Option<u64>,
    /// The CPU time a run may take.
    pub time_limit: Duration,
    /// The peak memory a run may take, in bytes.
    pub memory_limit: u64,
    /// The main thread's stack, in bytes, when the judge sets one; else the system's default.
    pub stack: Option<u64>,
    /// The fields whose value is a stated default rather than a published fact.
    pub assumed: BTreeSet<String>,
    /// A rustc to use as the judge's, resolved against the problem's folder.
    pub compiler: Option<PathBuf>,
}

/// One of the Rust languages a judge offers, as the judge names it: `Rust 2021`,
/// `Rust 1.89.0 (2024)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its name on the judge's language list.
    pub name: String,
    /// The command that compiles a bundle, its words split on whitespace; the first is `rustc`.
    pub compile: Vec<String>,
    /// The judge's rustc for it.
    pub rust: RustVersion,
    /// The edition it compiles with, in which the bundle is written and checked.
    pub edition: String,
    /// What the judge calls: a program's `main`, or a method of its `struct Solution`.
    pub calls: Calls,
}

/// What a judge calls in a submission.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Calls {
    /// A program: `fn main`, stdin and stdout.
    Main,
    /// A method of `Solution`, a struct the judge declares before the submission.
    Method,
}

/// The method a function judge calls, and where the submission is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// The method as the judge shows it: `pub fn valid_tic_tac_toe(board: Vec<String>) -> bool`.
    pub signature: crate::function::Signature,
    /// The file holding `impl Solution { .. }` (`src/solution.rs`), resolved against the
    /// problem's folder; it is the bundle's root.
    pub submission: PathBuf,
}

impl Profile {
    /// The profile a manifest's text gives; `dir` is its folder, for a relative `compiler` and
    /// `submission`.
    ///
    /// # Errors
    /// As [`Profile::for_binary`].
    pub fn from_manifest(text: &str, dir: &Path) -> Result<Profile> {
        Profile::for_binary(text, dir, "")
    }

    /// The profile of the problem that is binary `binary` of a manifest's package: the
    /// package's `[package.metadata.judge]` table, with what its table
    /// `[package.metadata.judge.bin.<binary>]` gives in place, over the built-in profile of the
    /// judge it names. The workspace's model reads it once per problem.
    ///
    /// # Errors
    /// When the table is missing, names no judge, names a judge without a built-in profile but
    /// not all its facts, names no known language, or holds a field that is unknown or does not
    /// read.
    pub fn for_binary(text: &str, dir: &Path, binary: &str) -> Result<Profile> {
        let document = Document::parse(text.to_owned()).context("not valid TOML")?;
        let shared = document
            .get("package")
            .and_then(|package| package.get("metadata"))
            .and_then(|metadata| metadata.get("judge"))
            .and_then(Item::as_table_like)
            .context(
                "no `[package.metadata.judge]` table: say which judge the problem is for, \
                 e.g. `judge = \"baekjoon\"` (cargo xtask new writes one)",
            )?;
        let mut table = Table::new();
        for (key, item) in shared.iter().filter(|(key, _)| *key != "bin") {
            table.insert(key, item.clone());
        }
        if let Some(own) = shared.get("bin").and_then(|bins| bins.get(binary)) {
            let place = format!("[package.metadata.judge.bin.{binary}]");
            let own = own.as_table_like().with_context(|| format!("{place}: expected a table"))?;
            Fields::read(own, &PROBLEM_FIELDS).context(place)?;
            for (key, item) in own.iter() {
                table.insert(key, item.clone());
            }
        }
        let table = &table;
        let fields = Fields::read(table, &PROBLEM_FIELDS).context("[package.metadata.judge]")?;
        let judge = fields.judge.clone().context(
            "[package.metadata.judge] has no `judge`: name one of the built-in judges, \
             e.g. `judge = \"baekjoon\"`, or another judge and its facts",
        )?;
        let is_built_in = judges().contains(&judge);
        let judge_fields = match is_built_in {
            true => built_in(&judge)?,
            false => Fields::other_judge(&judge, &fields)?,
        };
        let mut profile = fields.merge(judge_fields, &judge, dir)?;
        profile.built_in = is_built_in;
        profile.compiler = fields.compiler.map(|path| dir.join(path));
        profile.url = fields.url;
        profile.max_cases = fields.max_cases;
        Ok(profile)
    }

    /// Is `field` a stated default rather than a published fact.
    pub fn is_assumed(&self, field: &str) -> bool {
        self.assumed.contains(field)
    }

    /// The language's name as the table shows it beside the judge: `Rust 2021`, or `no Rust`.
    pub fn language_text(&self) -> String {
        match &self.language {
            Some(language) => language.name.clone(),
            None => "no Rust".to_owned(),
        }
    }

    /// The time limit as a page shows it, `*` marking a stated default: `2s`, `1s*`.
    pub fn time_limit_text(&self) -> String {
        format!("{}{}", duration_text(self.time_limit), self.mark("time-limit"))
    }

    /// The memory limit as a page shows it: `512 MiB`, `256 MiB*`.
    pub fn memory_limit_text(&self) -> String {
        format!("{}{}", bytes_text(self.memory_limit), self.mark("memory-limit"))
    }

    /// `*` when `field` is assumed, as verify marks it, else nothing.
    pub fn mark(&self, field: &str) -> &'static str {
        if self.is_assumed(field) {
            "*"
        } else {
            ""
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

/// The keys of the built-in judges, in the order of `judges.toml`.
pub fn judges() -> Vec<String> {
    built_in_document().as_table().iter().map(|(key, _)| key.to_owned()).collect()
}

/// Every language of every built-in judge: the judge's key and the language.
///
/// # Panics
/// When `judges.toml` does not read, which its tests rule out.
pub fn languages() -> Vec<(String, Language)> {
    judges()
        .into_iter()
        .flat_map(|judge| {
            let fields = built_in(&judge).expect("judges.toml reads");
            fields
                .languages
                .iter()
                .map(|(name, language)| {
                    let language = language.language(name, &judge).expect("judges.toml reads");
                    (judge.clone(), language)
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The `os` of a built-in judge, when it has one.
pub fn built_in_os(judge: &str) -> Option<String> {
    built_in(judge).ok()?.os
}

fn built_in_document() -> Document<String> {
    Document::parse(BUILT_IN.to_owned()).expect("judges.toml is valid TOML")
}

/// The built-in profile of `judge`, as a table of `judges.toml`.
fn built_in(judge: &str) -> Result<Fields> {
    let document = built_in_document();
    let Some(table) = document.get(judge).and_then(Item::as_table) else {
        bail!("no built-in judge `{judge}`; the judges are {}", judges().join(", "));
    };
    Fields::read(table, &JUDGE_FIELDS).with_context(|| format!("judges.toml [{judge}]"))
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
/// marked assumed for the user to fill from the judge's pages.
///
/// # Errors
/// When `judges.toml` does not read, which its tests rule out.
pub fn new_problem_table(judge: &str) -> Result<String> {
    let document = built_in_document();
    let Some(table) = document.get(judge).and_then(Item::as_table) else {
        if let Some(meant) = judges().into_iter().find(|known| is_near(judge, known)) {
            bail!(
                "no built-in judge `{judge}`: did you mean `{meant}`? (A judge with no built-in \
                 profile needs a name that no built-in judge's is a slip away from.)"
            );
        }
        return Ok(other_judge_table(judge));
    };
    let fields = built_in(judge)?;
    // Each value as judges.toml writes it, quotes and all.
    let raw = |table: &Table, field: &str| -> Option<String> {
        let span = table.get(field)?.as_value()?.span()?;
        Some(BUILT_IN.get(span)?.trim().to_owned())
    };
    let mut text = format!(
        "# The judge this problem is for and the facts of its page: verify holds every sample run\n\
         # to these limits and compiles the bundle as this judge does. What is left out comes from\n\
         # the built-in `{judge}` profile (xtask/src/profile/judges.toml, with its sources):\n"
    );
    let language = fields.language.clone();
    let language_table = language.as_deref().and_then(|name| {
        table.get("languages")?.as_table()?.get(name)?.as_table().map(|t| (name, t))
    });
    match language_table {
        Some((name, language)) => {
            text.push_str(&format!("#   language = \"{name}\", which gives\n"));
            for field in ["compile", "rust", "edition"] {
                if let Some(value) = raw(language, field) {
                    text.push_str(&format!("#     {field} = {value}\n"));
                }
            }
        }
        None => text.push_str(&format!("#   no Rust: {judge} offers none\n")),
    }
    for field in ["os", "source-limit", "stack"] {
        if let Some(value) = raw(table, field) {
            text.push_str(&format!("#   {field} = {value}\n"));
        }
    }
    let others: Vec<String> = fields
        .languages
        .iter()
        .map(|(name, _)| format!("\"{name}\""))
        .filter(|name| Some(name.trim_matches('"')) != language.as_deref())
        .collect();
    if !others.is_empty() {
        text.push_str(&format!(
            "# The judge's other Rust: `language = {}`.\n",
            others.join("` or `language = ")
        ));
    }
    text.push_str(
        "# Set any of them below to override it. Put in the problem's page and its limits, then\n\
         # take them out of `assumed`.\n\
         [package.metadata.judge]\n",
    );
    text.push_str(&format!("judge = \"{judge}\"\n# url = \"<the problem's page>\"\n"));
    let calls_method = fields.languages.iter().any(|(name, l)| {
        Some(name.as_str()) == language.as_deref() && l.calls == Some(Calls::Method)
    });
    if calls_method {
        text.push_str(&format!(
            "# The method as the judge shows it, and the file that holds `impl Solution {{ .. }}`.\n\
             signature = \"{PLACEHOLDER_SIGNATURE}\"\nsubmission = \"src/solution.rs\"\n"
        ));
    }
    for field in ["time-limit", "memory-limit"] {
        if let Some(value) = raw(table, field) {
            text.push_str(&format!("{field} = {value}\n"));
        }
    }
    // The judge calls a method once per test: one case. Otherwise the statement says.
    let (cases, assumed) = if calls_method { (1, "") } else { (1000, ", \"max-cases\"") };
    text.push_str(&format!(
        "{MAX_CASES_COMMENT}max-cases = {cases}\nassumed = [\"time-limit\", \"memory-limit\"{assumed}]\n"
    ));
    Ok(text)
}

/// Is `name` a slip away from `known`: the same but for case, or at most two letters added,
/// removed, changed or swapped (`beakjoon`, `codefroces`).
fn is_near(name: &str, known: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) =
        (name.to_lowercase().chars().collect(), known.chars().collect());
    // Optimal string alignment distance, row by row.
    let mut rows = vec![(0..=b.len()).collect::<Vec<usize>>()];
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let change = rows[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            row[j] = change.min(rows[i - 1][j] + 1).min(row[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(rows[i - 2][j - 2] + 1);
            }
        }
        rows.push(row);
    }
    rows[a.len()][b.len()] <= 2
}

/// The table of [`new_problem_table`] for a judge with no built-in profile. The placeholders
/// are Baekjoon's Rust 2021 command, the workspace's `rust-version` (the oldest release its
/// code is written for), Linux and common limits.
fn other_judge_table(judge: &str) -> String {
    // A name that is no judge's (`Fields::set` says which are) is refused by `new`, which reads
    // the table back.
    let quoted = format!("\"{judge}\"");
    let unstated = bytes_text(UNSTATED_SOURCE_WARNING);
    let facts = OTHER_JUDGE_FACTS.map(|fact| format!("\"{fact}\"")).join(", ");
    let about = format!(
        "The judge this problem is for and the facts of its page: verify holds every sample run \
         to these limits and compiles the bundle as this judge does. `{judge}` has no built-in \
         profile (the judges of xtask/src/profile/judges.toml are {}; if you meant one of them, \
         name it instead and drop its facts below), so every fact of the judge is here, for you \
         to fill from the judge's pages. The values are placeholders, each listed in `assumed` \
         (verify marks it `*`) until you have checked it: then take it out of the list.",
        judges().join(", ")
    );
    let words: Vec<String> = about.split_whitespace().map(str::to_owned).collect();
    let about: String =
        crate::table::wrap(&words, 94).iter().map(|line| format!("# {line}\n")).collect();
    format!(
        "{about}\
         [package.metadata.judge]\n\
         judge = {quoted}\n\
         # url = \"<the problem's page>\"\n\
         # The name the judge gives its Rust on its list of languages.\n\
         language = \"{OTHER_JUDGE_LANGUAGE}\"\n\
         # The command it compiles a submission with, starting with `rustc`: verify runs it in an\n\
         # empty folder holding only the bundle, saved under the `.rs` name the command gives.\n\
         compile = \"rustc --edition 2021 -O -o Main Main.rs\"\n\
         # Its rustc, `major.minor`, which verify compiles with (1.73 is the oldest release the\n\
         # workspace's code is written for).\n\
         rust = \"1.73\"\n\
         # The edition it compiles with, as `--edition` in `compile` says.\n\
         edition = \"2021\"\n\
         # The system it compiles and runs on: linux, windows or macos.\n\
         os = \"linux\"\n\
         # The largest submission it accepts, if it states one; else verify warns above {unstated}.\n\
         # source-limit = \"64 KiB\"\n\
         # The main thread's stack, if it sets one; else the system's default.\n\
         # stack = \"256 MiB\"\n\
         # The problem's limits, from its page.\n\
         time-limit = \"1s\"\n\
         memory-limit = \"256 MB\"\n\
         {MAX_CASES_COMMENT}max-cases = 1000\n\
         assumed = [{facts}, \"max-cases\"]\n"
    )
}

/// The fields of one table, each when present.
#[derive(Clone, Debug, Default)]
struct Fields {
    judge: Option<String>,
    url: Option<String>,
    max_cases: Option<u64>,
    compiler: Option<String>,
    name: Option<String>,
    language: Option<String>,
    signature: Option<String>,
    submission: Option<String>,
    compile: Option<Vec<String>>,
    rust: Option<RustVersion>,
    edition: Option<String>,
    calls: Option<Calls>,
    os: Option<String>,
    source_limit: Option<u64>,
    time_limit: Option<Duration>,
    memory_limit: Option<u64>,
    stack: Option<u64>,
    assumed: Option<BTreeSet<String>>,
    /// A judge's languages, by name, in the order it lists them.
    languages: Vec<(String, Fields)>,
    /// The keys this table sets.
    given: BTreeSet<String>,
}

impl Fields {
    /// The profile of a judge with no built-in one, for the problem whose table is `problem`:
    /// no facts of its own, and one language, named as the problem names it, also without
    /// facts. The problem's table gives them all, and the merge reads them as it reads any it
    /// sets over a built-in profile.
    fn other_judge(judge: &str, problem: &Fields) -> Result<Fields> {
        let missing: Vec<&str> =
            OTHER_JUDGE_FACTS.into_iter().filter(|fact| !problem.given.contains(*fact)).collect();
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
        let language = problem.language.clone().unwrap_or_else(|| OTHER_JUDGE_LANGUAGE.to_owned());
        Ok(Fields {
            language: Some(language.clone()),
            languages: vec![(language, Fields::default())],
            ..Fields::default()
        })
    }

    /// The fields of `table`, each one of `known`; a judge's `languages` are tables of their own.
    fn read(table: &dyn TableLike, known: &[&str]) -> Result<Fields> {
        let mut fields = Fields::default();
        for (key, item) in table.iter() {
            if !known.contains(&key) {
                bail!("unknown field `{key}`; the fields are {}", known.join(", "));
            }
            if key != "languages" {
                fields.set(key, item).with_context(|| key.to_owned())?;
                continue;
            }
            let languages = item.as_table().context("languages: expected a table")?;
            for (name, language) in languages.iter() {
                let place = format!("languages.\"{name}\"");
                let language =
                    language.as_table().with_context(|| format!("{place}: expected a table"))?;
                let own = Fields::read(language, &LANGUAGE_FIELDS).context(place)?;
                fields.languages.push((name.to_owned(), own));
            }
        }
        Ok(fields)
    }

    fn set(&mut self, key: &str, item: &Item) -> Result<()> {
        self.given.insert(key.to_owned());
        let text = || -> Result<String> {
            item.as_str().map(str::to_owned).context("expected a string, in quotes")
        };
        match key {
            "judge" => {
                let text = text()?;
                let allowed = |byte: u8| byte.is_ascii_lowercase() || byte.is_ascii_digit();
                let allowed = |byte: u8| allowed(byte) || byte == b'-' || byte == b'_';
                if !text.starts_with(|c: char| c.is_ascii_lowercase()) || !text.bytes().all(allowed)
                {
                    bail!(
                        "expected the judge's name, e.g. \"baekjoon\": lowercase ASCII letters, \
                         digits, `-` and `_`, starting with a letter"
                    );
                }
                self.judge = Some(text);
            }
            "url" => self.url = Some(text()?),
            "max-cases" => {
                let cases = item.as_integer().filter(|cases| *cases >= 1);
                let cases = cases.context("expected a whole number of cases, at least 1")?;
                self.max_cases = Some(cases.unsigned_abs());
            }
            "compiler" => self.compiler = Some(text()?),
            "name" => self.name = Some(text()?),
            "language" => self.language = Some(text()?),
            "signature" => self.signature = Some(text()?),
            "submission" => self.submission = Some(text()?),
            "compile" => {
                let words: Vec<String> = text()?.split_whitespace().map(str::to_owned).collect();
                if words.first().map(String::as_str) != Some("rustc") {
                    bail!("the command must start with `rustc`, the judge's compiler");
                }
                if !words.iter().any(|word| word.ends_with(".rs")) {
                    bail!("the command names no `.rs` file to compile");
                }
                self.compile = Some(words);
            }
            "rust" => {
                let text = text()?;
                self.rust =
                    Some(RustVersion::parse(&text).with_context(|| {
                        format!("`{text}` is not a Rust version like \"1.73\"")
                    })?);
            }
            "edition" => {
                let text = text()?;
                if !["2015", "2018", "2021", "2024"].contains(&text.as_str()) {
                    bail!("`{text}` is not an edition of Rust (2015, 2018, 2021, 2024)");
                }
                self.edition = Some(text);
            }
            "calls" => {
                self.calls = Some(match text()?.as_str() {
                    "main" => Calls::Main,
                    "method" => Calls::Method,
                    other => bail!("`{other}` is not what a judge calls: `main` or `method`"),
                });
            }
            "os" => {
                let text = text()?;
                if !SYSTEMS.contains(&text.as_str()) {
                    bail!("`{text}` is not a system verify knows: {}", SYSTEMS.join(", "));
                }
                self.os = Some(text);
            }
            "stack" => self.stack = Some(parse_bytes(&text()?)?),
            "source-limit" => self.source_limit = Some(parse_bytes(&text()?)?),
            "time-limit" => self.time_limit = Some(parse_duration(&text()?)?),
            "memory-limit" => self.memory_limit = Some(parse_bytes(&text()?)?),
            "assumed" => {
                let array = item.as_array().context("expected a list of field names")?;
                let mut assumed = BTreeSet::new();
                for value in array {
                    let field = value.as_str().context("expected a list of field names")?;
                    if !ASSUMABLE.contains(&field) {
                        bail!(
                            "`{field}` is not a field that can be assumed: {}",
                            ASSUMABLE.join(", ")
                        );
                    }
                    assumed.insert(field.to_owned());
                }
                self.assumed = Some(assumed);
            }
            _ => bail!("unknown field"),
        }
        Ok(())
    }

    /// This table as a language of `judge` named `name`, every field given.
    fn language(&self, name: &str, judge: &str) -> Result<Language> {
        let missing = |field: &str| format!("language \"{name}\" of `{judge}` gives no `{field}`");
        let compile = self.compile.clone().with_context(|| missing("compile"))?;
        let edition = self.edition.clone().with_context(|| missing("edition"))?;
        check_edition(&compile, &edition)?;
        Ok(Language {
            name: name.to_owned(),
            compile,
            rust: self.rust.with_context(|| missing("rust"))?,
            edition,
            calls: self.calls.unwrap_or(Calls::Main),
        })
    }

    /// The profile: this problem's fields over its language's and its judge's.
    fn merge(&self, judge: Fields, key: &str, dir: &Path) -> Result<Profile> {
        let missing =
            |field: &str| format!("neither the problem nor judge `{key}` gives `{field}`");
        let chosen = self.language.clone().or(judge.language.clone());
        let language_fields = match &chosen {
            None => None,
            Some(name) => Some(
                judge
                    .languages
                    .iter()
                    .find(|(known, _)| known == name)
                    .map(|(_, fields)| fields.clone())
                    .with_context(|| {
                        let known: Vec<String> =
                            judge.languages.iter().map(|(n, _)| format!("\"{n}\"")).collect();
                        match known.is_empty() {
                            true => format!("judge `{key}` offers no Rust, so no \"{name}\""),
                            false => format!(
                                "judge `{key}` has no language \"{name}\"; it has {}",
                                known.join(", ")
                            ),
                        }
                    })?,
            ),
        };
        // A field the problem sets is as published as the problem says; one it inherits keeps
        // the mark of the judge or the language that gives it.
        let mut assumed = self.assumed.clone().unwrap_or_default();
        let inherited = judge
            .assumed
            .clone()
            .unwrap_or_default()
            .into_iter()
            .chain(language_fields.iter().flat_map(|l| l.assumed.clone().unwrap_or_default()));
        for field in inherited {
            if !self.given.contains(&field) {
                assumed.insert(field);
            }
        }
        let language = match (&chosen, language_fields) {
            (Some(name), Some(fields)) => {
                let mut merged = fields.clone();
                merged.compile = self.compile.clone().or(fields.compile);
                merged.rust = self.rust.or(fields.rust);
                merged.edition = self.edition.clone().or(fields.edition);
                Some(merged.language(name, key)?)
            }
            _ => {
                if let Some(field) =
                    ["compile", "rust", "edition"].iter().find(|f| self.given.contains(**f))
                {
                    bail!("judge `{key}` offers no Rust, so `{field}` has nothing to set");
                }
                None
            }
        };
        let function = self.function(language.as_ref(), key, dir)?;
        Ok(Profile {
            judge: key.to_owned(),
            built_in: false,
            judge_name: self.name.clone().or(judge.name).unwrap_or_else(|| key.to_owned()),
            url: None,
            max_cases: None,
            language,
            function,
            os: self.os.clone().or(judge.os).with_context(|| missing("os"))?,
            stack: self.stack.or(judge.stack),
            source_limit: self.source_limit.or(judge.source_limit),
            time_limit: self
                .time_limit
                .or(judge.time_limit)
                .with_context(|| missing("time-limit"))?,
            memory_limit: self
                .memory_limit
                .or(judge.memory_limit)
                .with_context(|| missing("memory-limit"))?,
            assumed,
            compiler: None,
        })
    }

    /// The method a function judge calls, which the problem must give, and only then.
    fn function(
        &self,
        language: Option<&Language>,
        key: &str,
        dir: &Path,
    ) -> Result<Option<Function>> {
        let method = language.is_some_and(|l| l.calls == Calls::Method);
        match (method, &self.signature, &self.submission) {
            (true, Some(signature), Some(submission)) => Ok(Some(Function {
                signature: crate::function::Signature::parse(signature)
                    .context("[package.metadata.judge] signature")?,
                submission: dir.join(submission),
            })),
            (true, _, _) => bail!(
                "judge `{key}` calls a method: give its `signature` as the judge shows it \
                 (`signature = \"pub fn name(argument: Type) -> Type\"`) and the `submission` \
                 file that holds `impl Solution {{ .. }}` (`submission = \"src/solution.rs\"`)"
            ),
            (false, None, None) => Ok(None),
            (false, _, _) => bail!(
                "judge `{key}` runs a program, not a method: `signature` and `submission` are \
                 for a judge that calls one"
            ),
        }
    }
}

/// A command's `--edition` must be the language's edition.
fn check_edition(compile: &[String], edition: &str) -> Result<()> {
    match edition_of(compile) {
        Some(stated) if stated != edition => {
            bail!("`compile` says edition {stated} but `edition` is {edition}")
        }
        _ => Ok(()),
    }
}

/// The edition a rustc command line asks for: `--edition 2021` or `--edition=2021`.
fn edition_of(command: &[String]) -> Option<String> {
    command.iter().enumerate().find_map(|(index, word)| {
        if let Some(edition) = word.strip_prefix("--edition=") {
            Some(edition.to_owned())
        } else if word == "--edition" {
            command.get(index + 1).cloned()
        } else {
            None
        }
    })
}

/// Reads `64 KiB`, `512 MB`, `65536` (bytes). Judges write KB and MB for 1024 and 1024 * 1024
/// bytes, so KB and KiB, MB and MiB, GB and GiB are read alike.
///
/// # Errors
/// When the text is not a whole number with one of those units.
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

/// Reads `2s`, `1 s`, `0.5s`, `500ms`.
///
/// # Errors
/// When the text is not a positive number of seconds or milliseconds.
pub fn parse_duration(text: &str) -> Result<Duration> {
    let trimmed = text.trim();
    let (number, scale) = if let Some(number) = trimmed.strip_suffix("ms") {
        (number, 0.001)
    } else if let Some(number) = trimmed.strip_suffix('s') {
        (number, 1.0)
    } else {
        bail!("`{text}` is not a time like \"2s\" or \"500ms\"");
    };
    let value: f64 = number
        .trim()
        .parse()
        .ok()
        .filter(|value: &f64| value.is_finite() && *value > 0.0)
        .with_context(|| format!("`{text}` is not a time like \"2s\" or \"500ms\""))?;
    Ok(Duration::from_secs_f64(value * scale))
}

/// A size as limits are written: `64 KiB`, `512 MiB`, `1.5 MiB`.
pub fn bytes_text(bytes: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= MIB {
        format!("{:.1} MiB", bytes as f64 / MIB as f64)
    } else if bytes.is_multiple_of(KIB) {
        format!("{} KiB", bytes / KIB)
    } else {
        format!("{:.1} KiB", bytes as f64 / KIB as f64)
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

    fn profile(table: &str) -> Result<Profile> {
        let manifest = format!("[package]\nname = \"p\"\n\n[package.metadata.judge]\n{table}");
        Profile::from_manifest(&manifest, Path::new("/p"))
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
        assert_eq!((rust.calls, &p.function), (Calls::Main, &None));
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
        let error =
            format!("{:#}", profile("judge = \"baekjoon\"\nlanguage = \"Rust\"\n").unwrap_err());
        assert_eq!(
            error,
            "judge `baekjoon` has no language \"Rust\"; it has \"Rust 2021\", \"Rust 2024\""
        );
    }

    #[test]
    fn a_judge_without_rust_has_no_language() {
        let p = profile("judge = \"programmers\"\n").unwrap();
        assert_eq!((p.language.as_ref(), p.language_text()), (None, "no Rust".to_owned()));
        let error =
            format!("{:#}", profile("judge = \"programmers\"\nrust = \"1.85\"\n").unwrap_err());
        assert_eq!(error, "judge `programmers` offers no Rust, so `rust` has nothing to set");
        let error =
            format!("{:#}", profile("judge = \"programmers\"\nlanguage = \"Rust\"\n").unwrap_err());
        assert_eq!(error, "judge `programmers` offers no Rust, so no \"Rust\"");
    }

    #[test]
    fn a_function_judge_needs_the_method_and_its_file() {
        let table = "judge = \"leetcode\"\nsignature = \"pub fn f(board: Vec<String>) -> bool\"\nsubmission = \"src/solution.rs\"\n";
        let p = profile(table).unwrap();
        assert_eq!(language(&p).calls, Calls::Method);
        let function = p.function.unwrap();
        assert_eq!(function.signature.name, "f");
        assert_eq!(function.submission, Path::new("/p/src/solution.rs"));
        let error = |table: &str| format!("{:#}", profile(table).unwrap_err());
        assert!(error("judge = \"leetcode\"\n").contains("calls a method: give its `signature`"));
        assert!(error("judge = \"baekjoon\"\nsubmission = \"src/solution.rs\"\n")
            .contains("runs a program, not a method"));
        assert!(error(&table.replace("bool", "f32"))
            .contains("signature: line 1, column 33: found the type `f32`"));
    }

    /// The facts of a judge with no built-in profile, as a problem's table gives them.
    const SPOJ: &str = "judge = \"spoj\"\ncompile = \"rustc --edition 2018 -O -o prog prog.rs\"\nrust = \"1.70\"\nedition = \"2018\"\nos = \"linux\"\ntime-limit = \"5s\"\nmemory-limit = \"1536 MB\"\n";

    #[test]
    fn a_judge_without_a_built_in_profile_is_what_the_problems_table_says() {
        let p =
            profile(&format!("{SPOJ}source-limit = \"50000 B\"\nassumed = [\"rust\"]\n")).unwrap();
        assert_eq!((p.judge.as_str(), p.judge_name.as_str(), p.built_in), ("spoj", "spoj", false));
        let rust = language(&p);
        assert_eq!((rust.name.as_str(), rust.calls), ("Rust", Calls::Main));
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
    fn a_judges_name_is_lowercase_letters_digits_dashes_and_underscores() {
        for name in ["", " ", "Spoj", "a`b", "x\\ny", "a b", "9judge", "a\\u200bb"] {
            let error = format!("{:#}", profile(&format!("judge = \"{name}\"\n")).unwrap_err());
            assert!(error.contains("expected the judge's name"), "{name:?}: {error}");
        }
    }

    #[test]
    fn a_judge_without_a_built_in_profile_needs_every_fact_and_a_typo_names_the_judges() {
        let error = |table: &str| format!("{:#}", profile(table).unwrap_err());
        assert_eq!(
            error("judge = \"beakjoon\"\ntime-limit = \"2s\"\nmemory-limit = \"512 MB\"\n"),
            "no built-in judge `beakjoon`; the judges are baekjoon, codeforces, atcoder, kattis, \
             leetcode, programmers; for another judge the problem's table gives every fact: \
             compile, rust, edition, os, time-limit, memory-limit (and source-limit and stack when \
             it has them), and this one gives no compile, rust, edition, os"
        );
        assert!(error(&SPOJ.replace("os = \"linux\"\n", "")).ends_with("this one gives no os"));
        // Its facts are read as any problem's are.
        assert!(error(&SPOJ.replace("--edition 2018", "--edition 2021"))
            .contains("`compile` says edition 2021 but `edition` is 2018"));
        assert!(error(&format!("{SPOJ}calls = \"method\"\n")).contains("unknown field `calls`"));
    }

    #[test]
    fn the_table_written_for_a_judge_without_a_built_in_profile_reads_back_all_assumed() {
        let table = new_problem_table("spoj").unwrap();
        assert!(table.contains("`spoj` has no built-in") && table.contains("# source-limit = "));
        assert!(table.lines().all(|line| line.len() <= 100), "{table}");
        let p =
            Profile::from_manifest(&format!("[package]\nname = \"p\"\n\n{table}"), Path::new("/p"))
                .unwrap();
        assert_eq!((p.judge.as_str(), p.built_in, p.os.as_str()), ("spoj", false, "linux"));
        let rust = language(&p);
        assert_eq!(rust.compile.join(" "), "rustc --edition 2021 -O -o Main Main.rs");
        assert_eq!((rust.name.as_str(), rust.rust), ("Rust", RustVersion::new(1, 73)));
        assert_eq!((p.time_limit_text(), p.memory_limit_text()), ("1s*".into(), "256 MiB*".into()));
        let mut assumed: BTreeSet<String> = OTHER_JUDGE_FACTS.map(str::to_owned).into();
        assumed.insert("max-cases".to_owned());
        assert_eq!((p.assumed, p.max_cases), (assumed, Some(1000)));
    }

    #[test]
    fn max_cases_is_a_whole_number_of_cases() {
        let p = profile("judge = \"baekjoon\"\nmax-cases = 100000\n").unwrap();
        assert_eq!(p.max_cases, Some(100_000));
        assert_eq!(profile("judge = \"baekjoon\"\n").unwrap().max_cases, None);
        for bad in ["0", "-3", "\"10\"", "1.5"] {
            let error = profile(&format!("judge = \"baekjoon\"\nmax-cases = {bad}\n")).unwrap_err();
            assert_eq!(
                format!("{error:#}"),
                "[package.metadata.judge]: max-cases: expected a whole number of cases, at least 1",
                "{bad}"
            );
        }
    }

    #[test]
    fn inherited_defaults_stay_marked_assumed() {
        let p = profile("judge = \"baekjoon\"\n").unwrap();
        assert_eq!((p.time_limit_text(), p.memory_limit_text()), ("1s*".into(), "256 MiB*".into()));
        let p = profile("judge = \"codeforces\"\ncompiler = \"bin/rustc\"\n").unwrap();
        assert_eq!((language(&p).rust, p.source_limit), (RustVersion::new(1, 89), Some(64 * 1024)));
        assert_eq!((p.os.as_str(), p.stack), ("windows", Some(256 << 20)));
        assert!(!p.is_assumed("os") && !p.is_assumed("rust") && p.is_assumed("compile"));
        assert_eq!(p.compiler.as_deref(), Some(Path::new("/p/bin/rustc")));
    }

    #[test]
    fn mistakes_are_named() {
        let error = |table: &str| format!("{:#}", profile(table).unwrap_err());
        assert!(error("judge = \"spoj\"\n").contains(
            "no built-in judge `spoj`; the judges are baekjoon, codeforces, atcoder, kattis, \
             leetcode, programmers"
        ));
        assert!(error("judge = \"baekjoon\"\ntime_limit = \"1s\"\n")
            .contains("unknown field `time_limit`"));
        assert!(error("judge = \"baekjoon\"\ntime-limit = \"1\"\n").contains("not a time like"));
        assert!(error("judge = \"baekjoon\"\nrust = \"1\"\n").contains("not a Rust version"));
        assert!(error("judge = \"baekjoon\"\nos = \"dos\"\n").contains("not a system verify knows"));
        assert!(error("judge = \"baekjoon\"\nedition = \"2018\"\n")
            .contains("`compile` says edition 2021 but `edition` is 2018"));
        assert!(error("judge = \"baekjoon\"\nassumed = [\"url\"]\n")
            .contains("`url` is not a field that can be assumed"));
        assert!(error("url = \"x\"\n").contains("has no `judge`"));
        assert!(error("judge = \" \"\n").contains("judge: expected the judge's name"));
        let missing = Profile::from_manifest("[package]\nname = \"p\"\n", Path::new("/p"));
        assert!(
            format!("{:#}", missing.unwrap_err()).contains("no `[package.metadata.judge]` table")
        );
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
            let manifest = format!("[package]\nname = \"p\"\n\n{table}");
            let mut written = Profile::from_manifest(&manifest, Path::new("/p")).unwrap();
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
