//! The programs that judge a problem's answers, for problems with several right answers or
//! games: its checker, the example `<problem>-check` of its package (testlib's call) or a command
//! its judge table names, `checker = { command, protocol }`, and a game's interactor
//! ([`crate::verify::interactive`]), the example `<problem>-interact` or `interactor = { command,
//! protocol }`. [`Protocol`] alone knows how each system calls them and reads their exits.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, Result};
use serde::Deserialize;

use crate::problems::Problem;
use crate::process;
use crate::samples::Verdict;

/// How long a checker may run on one answer before it counts as failed.
const TIMEOUT: Duration = Duration::from_secs(10);

/// How a checker or an interactor is called and what its exit means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Protocol {
    /// testlib (Codeforces, Polygon): `check <input> <output> <answer>`, `interact <input>
    /// <tout>`; 0 OK, 1 WA, 2 PE (a checker's; an interactor's exit 2 is its failure).
    #[default]
    Testlib,
    /// Kattis and DOMjudge: `validator <input> <answer> <feedback_dir>/ < output`, an
    /// interactor alike (a game has no `.ans`: the answer is the input); 42 accepts, 43 is
    /// wrong, anything else (0 too) a failure; the message is `judgemessage.txt`.
    Kattis,
    /// Baekjoon's special judge: `spj <input> <jury output> <user output>`; 0 accepts, any
    /// other end is a wrong answer. It has no interactor.
    Baekjoon,
}

/// What a [`Checker`] judges: answers after the run, or a game as it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Checker,
    Interactor,
}

impl Protocol {
    /// The arguments after the command, given the input, the contestant's output (an
    /// interactor's: its `tout`), the jury's answer and the feedback folder (a Kattis checker
    /// also reads the output on stdin).
    fn arguments(self, role: Role, [input, output, answer, feedback]: [&Path; 4]) -> Vec<&Path> {
        match self {
            Protocol::Testlib if role == Role::Interactor => vec![input, output],
            Protocol::Testlib => vec![input, output, answer],
            Protocol::Kattis => vec![input, answer, feedback],
            Protocol::Baekjoon => vec![input, answer, output],
        }
    }

    /// The exit codes that accept an answer and that reject it.
    pub fn exits(self) -> (i32, i32) {
        match self {
            Protocol::Testlib | Protocol::Baekjoon => (0, 1),
            Protocol::Kattis => (42, 43),
        }
    }

    /// The verdict of an exit `code` (`None`: a signal); `None` when the program failed.
    pub fn verdict(self, code: Option<i32>) -> Option<Verdict> {
        let (accepted, wrong) = self.exits();
        match (self, code) {
            (_, Some(code)) if code == accepted => Some(Verdict::Ac),
            (Protocol::Baekjoon, _) => Some(Verdict::Wa),
            (_, Some(code)) if code == wrong => Some(Verdict::Wa),
            (Protocol::Testlib, Some(2)) => Some(Verdict::Pe),
            _ => None,
        }
    }
}

/// A checker or an interactor: its program, the arguments before the files, and its protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checker {
    pub program: PathBuf,
    pub arguments: Vec<String>,
    pub protocol: Protocol,
}

/// A judge table's `checker = { command = "...", protocol = "testlib" }`, or `interactor`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    command: String,
    #[serde(default)]
    protocol: Protocol,
}

/// The word on one answer (AC, WA, PE, or FAIL: the checker failed) and what the checker said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub verdict: Verdict,
    pub message: String,
}

impl Judgement {
    /// An answer compared without a checker.
    pub fn right(right: bool) -> Judgement {
        let verdict = if right { Verdict::Ac } else { Verdict::Wa };
        Judgement { verdict, message: String::new() }
    }
}

impl Table {
    /// The program the table names as `role`: words split on whitespace, the first a program
    /// on `PATH` or, when it names a folder, a path from the problem's folder `dir`; the
    /// protocol testlib unless said.
    ///
    /// # Errors
    /// When the command is empty, or names an interactor of Baekjoon's protocol.
    pub fn resolve(&self, role: Role, dir: &Path) -> Result<Checker> {
        let role_name = format!("{role:?}").to_lowercase();
        let mut words = self.command.split_whitespace().map(str::to_owned);
        let Some(program) = words.next() else {
            bail!("{role_name}: the command is empty: give the {role_name}'s program and its arguments")
        };
        if role == Role::Interactor && self.protocol == Protocol::Baekjoon {
            bail!("interactor: Baekjoon's special judge has no interactor: give `testlib` or `kattis`");
        }
        let program = if program.contains('/') { dir.join(program) } else { program.into() };
        Ok(Checker { program, arguments: words.collect(), protocol: self.protocol })
    }
}

impl Checker {
    /// The checker of `problem`, built in `target_dir`: its example `<problem>-check`, called
    /// as testlib's, or the command its judge table names; `None` when it has neither.
    ///
    /// # Errors
    /// When it has both, or its judge table does not read.
    pub fn of(problem: &Problem, target_dir: &Path) -> Result<Option<Checker>> {
        let example = problem.checker.as_ref().map(|name| Checker::example(target_dir, name));
        let table = problem.profile()?.checker.clone();
        if example.is_some() && table.is_some() {
            let name = &problem.name;
            bail!("{name}: examples/check.rs and the judge table's `checker` both judge its answers: keep one");
        }
        Ok(example.or(table))
    }

    /// The example `name` built in `target_dir`, called as testlib's.
    pub fn example(target_dir: &Path, name: &str) -> Checker {
        let program = crate::cargo::example(target_dir, name);
        Checker { program, arguments: Vec::new(), protocol: Protocol::Testlib }
    }

    /// What the program is, for a cache key: its command and, when it is a file, its bytes.
    pub fn identity(&self) -> Vec<u8> {
        let mut identity = format!("{self:?}").into_bytes();
        identity.extend(std::fs::read(&self.program).unwrap_or_default());
        identity
    }

    /// The command that calls the program as `role` on `files` ([`Protocol::arguments`]).
    pub fn command(&self, role: Role, files: [&Path; 4]) -> Command {
        let mut command = Command::new(&self.program);
        command.args(&self.arguments).args(self.protocol.arguments(role, files));
        command
    }

    /// Judges the contestant's `output` to `input` against the jury's `answer`.
    ///
    /// # Errors
    /// When the files cannot be written; a checker that cannot start is a failed judgement.
    pub fn judge(&self, input: &[u8], output: &[u8], answer: &[u8]) -> Result<Judgement> {
        let dir = tempfile::Builder::new().prefix("xtask-check-").tempdir()?;
        let files = ["input", "output", "answer", "feedback"].map(|name| dir.path().join(name));
        for (file, bytes) in files.iter().zip([input, output, answer]) {
            std::fs::write(file, bytes)?;
        }
        std::fs::create_dir(&files[3])?;
        let feedback = PathBuf::from(format!("{}/", files[3].display()));
        let mut command = self.command(Role::Checker, [&files[0], &files[1], &files[2], &feedback]);
        let stdin = if self.protocol == Protocol::Kattis { output } else { b"" };
        let ran = match process::run(&mut command, stdin, TIMEOUT) {
            Ok(ran) => ran,
            Err(error) => return Ok(self.failed(&format!("{error:#}"))),
        };
        let said = std::fs::read(files[3].join("judgemessage.txt")).unwrap_or_default();
        let said = if said.is_empty() { [&ran.stdout[..], &ran.stderr].concat() } else { said };
        let message = String::from_utf8_lossy(&said).trim_end().to_owned();
        match self.protocol.verdict(ran.code).filter(|_| ran.stopped.is_none()) {
            Some(verdict) => Ok(Judgement { verdict, message }),
            None if message.is_empty() => Ok(self.failed(&ran.status())),
            None => Ok(self.failed(&format!("{}:\n{message}", ran.status()))),
        }
    }

    fn failed(&self, why: &str) -> Judgement {
        let message = format!("the checker {} failed, {why}", self.program.display());
        Judgement { verdict: Verdict::Fail, message }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_protocol_reads_its_exit_codes() {
        use Verdict::{Ac, Pe, Wa};
        let read =
            |protocol: Protocol| [0, 1, 2, 3, 42, 43].map(|code| protocol.verdict(Some(code)));
        assert_eq!(read(Protocol::Testlib), [Some(Ac), Some(Wa), Some(Pe), None, None, None]);
        assert_eq!(read(Protocol::Kattis), [None, None, None, None, Some(Ac), Some(Wa)]);
        assert_eq!(
            read(Protocol::Baekjoon),
            [Some(Ac), Some(Wa), Some(Wa), Some(Wa), Some(Wa), Some(Wa)]
        );
        assert_eq!(
            (Protocol::Testlib.verdict(None), Protocol::Baekjoon.verdict(None)),
            (None, Some(Wa))
        );
    }

    /// Judges `output` against the answer `7` with a shell script called as `protocol`.
    fn judge(protocol: Protocol, script: &str, output: &[u8]) -> Judgement {
        let table = Table { command: "sh -c".to_owned(), protocol };
        let mut checker = table.resolve(Role::Checker, Path::new("/")).unwrap();
        checker.arguments.extend([script.to_owned(), "check".to_owned()]);
        checker.judge(b"in\n", output, b"7\n").unwrap()
    }

    #[test]
    fn a_checker_is_called_as_its_protocol_says_and_its_message_kept() {
        let testlib = r#"[ "$(cat "$1")" = in ] && cmp -s "$2" "$3" && exit 0; echo "not $(cat "$3")"; exit 1"#;
        assert_eq!(judge(Protocol::Testlib, testlib, b"7\n"), Judgement::right(true));
        let wrong = judge(Protocol::Testlib, testlib, b"8\n");
        assert_eq!((wrong.verdict, wrong.message.as_str()), (Verdict::Wa, "not 7"));
        let kattis = r#"[ "$(cat)" = "$(cat "$2")" ] && exit 42; echo "no" > "${3}judgemessage.txt"; exit 43"#;
        assert_eq!(judge(Protocol::Kattis, kattis, b"7\n").verdict, Verdict::Ac);
        let wrong = judge(Protocol::Kattis, kattis, b"8\n");
        assert_eq!((wrong.verdict, wrong.message.as_str()), (Verdict::Wa, "no"));
        let failed = judge(Protocol::Kattis, "echo accepted; exit 0", b"7\n");
        assert_eq!(failed.verdict, Verdict::Fail);
        assert!(
            failed.message.starts_with("the checker sh failed, exit 0:\naccepted"),
            "{failed:?}"
        );
        let baekjoon = r#"cmp -s "$2" "$3""#;
        assert_eq!(judge(Protocol::Baekjoon, baekjoon, b"7\n").verdict, Verdict::Ac);
        assert_eq!(judge(Protocol::Baekjoon, baekjoon, b"8\n").verdict, Verdict::Wa);
        let killed = judge(Protocol::Testlib, "kill -9 $$", b"7\n");
        assert_eq!(
            killed,
            Judgement {
                verdict: Verdict::Fail,
                message: "the checker sh failed, killed by signal 9".to_owned()
            }
        );
        let gone = Checker {
            program: "/no/checker".into(),
            arguments: vec![],
            protocol: Protocol::Testlib,
        };
        let failed = gone.judge(b"", b"", b"").unwrap();
        assert!(
            failed.verdict == Verdict::Fail
                && failed.message.starts_with("the checker /no/checker failed, cannot start"),
            "{failed:?}"
        );
        let empty = Table { command: "  ".to_owned(), protocol: Protocol::Testlib };
        assert!(empty.resolve(Role::Checker, Path::new("/")).is_err());
    }
}
