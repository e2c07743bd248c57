//! `cargo xtask toolchains [--install]`: the rustc releases the problems' judge profiles and
//! every built-in judge's languages name (a new problem may submit in any, and the tests compile
//! for some), whether each is here, as verify looks it up ([`crate::judge_compile::rustc`]),
//! and with `--install`, rustup installing those that are not (and the Windows target).

use std::collections::BTreeMap;

use anyhow::Result;

use crate::judge_compile::{self, Install, Judge, Missing, Rustc, WINDOWS_TARGET};
use crate::problems::Workspace;
use crate::profile::RustVersion;

/// One release the profiles need, and what was found for it.
#[derive(Clone, Debug)]
pub struct Need {
    pub rust: RustVersion,
    /// The problems whose judge compiles with it.
    pub problems: Vec<String>,
    /// The built-in judges' languages that name it, `codeforces "Rust 1.89.0 (2024)"`.
    pub languages: Vec<String>,
    /// Does one of them run on Windows (so the Windows target is needed too).
    pub windows: bool,
    /// The rustc found, or the error of a named one.
    pub rustc: std::result::Result<Rustc, String>,
    /// For a Windows judge: the target, or why it is missing.
    pub target: Option<std::result::Result<(), String>>,
}

impl Need {
    /// Is everything it needs here.
    pub fn satisfied(&self) -> bool {
        matches!(&self.rustc, Ok(rustc) if rustc.is_exact()) && !matches!(self.target, Some(Err(_)))
    }
}

/// The releases the problems' profiles and the built-in judges' languages need, looked up
/// (and installed first when `install` says so), once the workspace and its profiles read.
pub fn needs(workspace: &Workspace, install: Install) -> Result<Vec<Need>> {
    type Key = (RustVersion, Option<std::path::PathBuf>);
    let mut judges: BTreeMap<Key, (Judge, Vec<String>, Vec<String>)> = BTreeMap::new();
    for problem in workspace.problems()? {
        let profile = problem.profile()?;
        // A judge that offers no Rust needs no rustc.
        let Some(judge) = Judge::of(profile, install) else { continue };
        let entry = judges
            .entry((judge.rust, judge.compiler.clone()))
            .or_insert_with(|| (judge.clone(), Vec::new(), Vec::new()));
        entry.0.windows |= judge.windows;
        entry.1.push(problem.name.clone());
    }
    for (key, language) in crate::profile::languages() {
        let windows = crate::profile::built_in_os(&key).as_deref() == Some("windows");
        let judge =
            Judge { windows, install, ..Judge::new(&language.compile.join(" "), language.rust) };
        let entry =
            judges.entry((judge.rust, None)).or_insert_with(|| (judge, Vec::new(), Vec::new()));
        entry.0.windows |= windows;
        entry.2.push(format!("{key} \"{}\"", language.name));
    }
    let mut needs = Vec::new();
    for (judge, problems, languages) in judges.into_values() {
        let rustc = judge_compile::rustc(&judge).map_err(|error| format!("{error:#}"));
        let target = match (&rustc, judge.windows) {
            (Ok(rustc), true) => Some(judge_compile::windows_target(rustc, install)),
            _ => None,
        };
        let windows = judge.windows;
        needs.push(Need { rust: judge.rust, problems, languages, windows, rustc, target });
    }
    Ok(needs)
}

/// The lines `cargo xtask toolchains` prints for `needs`.
pub fn render(needs: &[Need]) -> String {
    let mut out = String::new();
    for need in needs {
        let found = match &need.rustc {
            Ok(Rustc { missing: None, found, .. }) => format!("here ({found})"),
            Ok(Rustc { missing: Some(Missing { why, fix }), .. }) => {
                format!("missing: {why}; `{fix}`")
            }
            Err(error) => format!("broken: {error}"),
        };
        let mut users = need.problems.clone();
        if !need.languages.is_empty() {
            users.push(format!("the languages {}", need.languages.join(", ")));
        }
        out += &format!("rustc {}: {found}; for {}\n", need.rust, users.join(", "));
        out += &match &need.target {
            Some(Ok(())) => format!("  {WINDOWS_TARGET} for the Windows judge: here\n"),
            Some(Err(why)) => format!("  the Windows target: missing: {why}\n"),
            None if need.windows => {
                "  the Windows target: not looked for without the judge's rustc\n".to_owned()
            }
            None => String::new(),
        };
    }
    out
}
