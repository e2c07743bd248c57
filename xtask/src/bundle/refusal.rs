//! What cannot work in one file, and so is refused: each case once, with its reason and fix.
//! Everything else is carried and left to the judge's compiler and the runs to decide.

use std::fmt;

/// One thing that cannot be carried into a single file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Refusal {
    /// A procedural macro crate (run by the compiler), named `at` by carried code or a macro.
    ProcMacro { at: String, package: String },
    /// `env!("OUT_DIR")`: the code reads files its build script wrote, which a judge never runs.
    ScriptFiles { at: String, package: String },
    /// A build script set variables for the compile (`cargo:rustc-env`), which a judge does not.
    ScriptEnv { package: String, names: String },
    /// A build script linked native code (`cargo:rustc-link-lib`, `-search`): a judge links none.
    ScriptLinks { package: String, what: String },
    /// Syntax syn cannot read as today's Rust, which an older edition allowed (`dyn`-less).
    Unreadable { at: String, package: String, edition: String, error: String },
    /// `#![feature]` needs a nightly compiler, which no judge here runs.
    Feature { at: String },
    /// `include!`, `include_str!` or `include_bytes!` of a file outside its crate's folder.
    IncludeOutside { at: String, path: String },
    /// A `macro_rules!` writing `mod name;`: only the compiler knows which files its calls read.
    ModInMacro { at: String },
    /// A `cfg` of a feature or an `env!` in an exported macro, whose calling crates disagree.
    CallerValue { at: String, what: String },
    /// A file the code includes or declares (`mod name;`) that cannot be read.
    MissingFile { at: String, path: String },
}

impl fmt::Display for Refusal {
    /// Where (when it is one place), why it cannot work in one file, and what to do instead.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (at, reason, fix) = match self {
            Refusal::ProcMacro { at, package } => (
                Some(at),
                format!("{package} is a procedural macro crate, which runs inside the compiler"),
                "write the code the macro would generate, or a macro_rules!",
            ),
            Refusal::ScriptFiles { at, package } => (
                Some(at),
                format!("{package} reads OUT_DIR, files its build script writes, which a judge does not run"),
                "commit what the build script generates as source",
            ),
            Refusal::ScriptEnv { package, names } => (
                None,
                format!("the build script of {package} sets {names} for its compile, which a judge does not"),
                "write the values in the source",
            ),
            Refusal::ScriptLinks { package, what } => (
                None,
                format!("the build script of {package} links {what}, which a judge's one file cannot"),
                "use Rust code in place of the native library",
            ),
            Refusal::Unreadable { at, package, edition, error } => (
                Some(at),
                format!("{package} is edition {edition} and does not read as today's Rust: {error}"),
                "move the crate to the judge's edition (`cargo fix --edition` does one step)",
            ),
            Refusal::Feature { at } => (
                Some(at),
                "`#![feature]` needs a nightly compiler".into(),
                "use only what stable Rust offers",
            ),
            Refusal::IncludeOutside { at, path } => (
                Some(at),
                format!("includes {path}, which is outside its crate"),
                "move the file into the crate's folder",
            ),
            Refusal::ModInMacro { at } => (
                Some(at),
                "a macro writes `mod name;`, reading files by the names of its calls".into(),
                "declare the modules with `mod name;` outside the macro",
            ),
            Refusal::CallerValue { at, what } => (
                Some(at),
                format!("{what} in an exported macro takes the calling crate's value, which differs among the crates that may call it"),
                "pass the value to the macro as an argument",
            ),
            Refusal::MissingFile { at, path } => (
                Some(at),
                format!("cannot read {path}"),
                "create the file, or remove what names it",
            ),
        };
        if let Some(at) = at {
            write!(f, "{at}: ")?;
        }
        write!(f, "{reason}: {fix}")
    }
}

/// Everything a bundle was refused for, as one error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub Vec<Refusal>);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        write!(f, "cannot be put in one file:\n{}", lines.join("\n"))
    }
}

impl std::error::Error for Refused {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_refusal_says_where_why_and_what_to_do() {
        let at = || "crates/p/src/lib.rs:3:1".to_owned();
        let path = || "../data.txt".to_owned();
        let package = || "p".to_owned();
        let cases = [
            (
                Refusal::ProcMacro { at: at(), package: package() },
                "crates/p/src/lib.rs:3:1: p is a procedural macro crate",
            ),
            (
                Refusal::ScriptFiles { at: at(), package: package() },
                "crates/p/src/lib.rs:3:1: p reads OUT_DIR, files its build script writes, which",
            ),
            (
                Refusal::ScriptEnv { package: package(), names: "GIT_HASH".into() },
                "the build script of p sets GIT_HASH for its compile, which a judge does not: write",
            ),
            (
                Refusal::ScriptLinks { package: package(), what: "native=/opt/lib".into() },
                "the build script of p links native=/opt/lib, which a judge's one file cannot: use",
            ),
            (
                Refusal::Unreadable {
                    at: at(),
                    package: package(),
                    edition: "2018".into(),
                    error: "expected `,`".into(),
                },
                "crates/p/src/lib.rs:3:1: p is edition 2018 and does not read as today's Rust: expected `,`: move",
            ),
            (Refusal::Feature { at: at() }, "crates/p/src/lib.rs:3:1: `#![feature]` needs"),
            (
                Refusal::IncludeOutside { at: at(), path: path() },
                "crates/p/src/lib.rs:3:1: includes ../data.txt, which is outside its crate: move",
            ),
            (
                Refusal::CallerValue { at: at(), what: "`env!(\"CARGO_PKG_NAME\")`".into() },
                "crates/p/src/lib.rs:3:1: `env!(\"CARGO_PKG_NAME\")` in an exported macro takes",
            ),
            (
                Refusal::ModInMacro { at: at() },
                "crates/p/src/lib.rs:3:1: a macro writes `mod name;`, reading files by the names",
            ),
            (
                Refusal::MissingFile { at: at(), path: path() },
                "crates/p/src/lib.rs:3:1: cannot read ../data.txt: create the file",
            ),
        ];
        for (refusal, expected) in cases {
            let text = refusal.to_string();
            assert!(text.starts_with(expected), "{text}");
        }
    }
}
