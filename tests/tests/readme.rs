//! Every command the README and `docs/*.md` show in a ```` ```sh ```` block still runs: this test
//! runs it, or names the test that runs it, in [`COMMANDS`], the one list of them. A command
//! the list does not hold fails here, so a new one cannot go untested, and so does an entry no
//! page shows any more. Besides, every `cargo xtask` command must parse with the xtask's own
//! command line (which refuses an unknown task or option), every problem it names must exist,
//! and so must every file, package, example and test target a command names.

use std::path::{Path, PathBuf};
use std::process::Command;

use workspace_tests::copy::{scratch, this_workspace};
use workspace_tests::fixture;
use xtask::cli::Task;
use xtask::problems::Workspace;

/// How a command the docs show is known to run.
#[derive(Clone, Copy, Debug)]
enum Check {
    /// This test runs it with this function, in the workspace or in a scratch copy of it.
    Runs(fn(&str)),
    /// This test, `<file>::<function>`, runs it or exactly what it does.
    RunBy(&'static str),
    /// `cargo test --workspace`, or part of it: this test is one of the tests it runs.
    ThisRun,
    /// Run by hand only, and why: too slow for `cargo test`, or a tool the workspace does not
    /// need. Its files and targets are still checked.
    ByHand(&'static str),
}

/// Every command of the docs' `sh` blocks, as written there (without its `# comment`), and how
/// it is known to run.
const COMMANDS: &[(&str, Check)] = &[
    // README.md
    ("cargo xtask verify", Check::RunBy("tests/tests/verify.rs::every_problem_passes_verify")),
    ("cargo test --workspace", Check::ThisRun),
    ("cargo xtask new my-board --board letters", Check::RunBy(NEW_BOARD)),
    ("cargo test -p my-board", Check::RunBy(NEW_BOARD)),
    ("cargo xtask new my-five --grid 10x10:5:.XO --judge codeforces", Check::RunBy(NEW_BOARD)),
    ("cargo xtask verify --problem my-board", Check::RunBy(NEW_BOARD)),
    ("cargo fmt --all", Check::RunBy(NEW_BOARD)),
    ("cargo clippy --workspace --all-targets -- -D warnings", Check::RunBy(NEW_BOARD)),
    (
        "cargo xtask bundle cf3c",
        Check::RunBy("tests/tests/verify.rs::a_bundle_is_written_under_target_submit"),
    ),
    (
        "cargo xtask bundle cf3c --stdout",
        Check::RunBy(
            "tests/tests/bundle.rs::the_cf3c_bundle_answers_all_3_to_the_9_boards_like_its_binary",
        ),
    ),
    (
        "cargo xtask bundle cf3c --readable",
        Check::RunBy(
            "tests/tests/bundle.rs::the_bundle_is_compact_and_pruned_and_its_readable_layout_answers_the_same",
        ),
    ),
    ("cargo run --release -p boj7682 < samples/boj7682/1.in", Check::Runs(answers_its_sample)),
    (
        "cargo build --release -p boj16571 && ./target/release/boj16571 < samples/boj16571/1.in",
        Check::Runs(answers_its_sample),
    ),
    // docs/bundle.md
    (
        "cargo run --release -p workspace-tests --example equip_compare",
        Check::ByHand("minutes: it bundles and compiles every corpus crate twice; `cargo test` builds it"),
    ),
    (
        "cargo run --release -p workspace-tests --example equip_compare -- --install",
        Check::ByHand("installs cargo-equip, then runs the line above"),
    ),
    // docs/judges.md
    ("cargo xtask toolchains", Check::Runs(xtask_in_the_workspace)),
    // verify installs the same way under `cargo test` (unless XTASK_NO_INSTALL=1), so this
    // installs nothing verify would not.
    ("cargo xtask toolchains --install", Check::Runs(xtask_in_the_workspace)),
    // docs/tests.md
    (
        "cargo run --release -p workspace-tests --example boj17825_digest > tests/data/boj17825-digest.txt",
        Check::ByHand(
            "a minute and 2 GiB; boj17825_every_roll.rs, the_pinned_digest_is_the_references, \
             recomputes four of its groups with the same reference",
        ),
    ),
    (
        "git diff --exit-code tests/data/boj17825-digest.txt",
        Check::ByHand("reads what the line above wrote"),
    ),
    ("cargo install cargo-mutants --locked", Check::ByHand("installs cargo-mutants")),
    ("cargo mutants -f crates/boj17825/src/search.rs", Check::ByHand(MUTANTS)),
    ("cargo mutants", Check::ByHand(MUTANTS)),
    (
        "cargo mutants --no-config --test-workspace=false -f 'crates/ttt-core/src/*.rs' -- --lib",
        Check::ByHand(MUTANTS),
    ),
    ("cargo mutants -F '<a missed mutant, as a regex>' ...", Check::ByHand(MUTANTS)),
    // docs/verify.md
    ("cargo xtask accept", Check::Runs(accept_in_a_copy)),
];

/// The test that adds README's example board problem, `my-board`, as README does.
const NEW_BOARD: &str = "tests/tests/new_board.rs::a_board_problem_is_its_answer_and_its_reference";

/// Why the cargo-mutants commands run by hand only.
const MUTANTS: &str = "cargo-mutants builds and tests each mutant alone: minutes to hours";

/// A command of a page: where it is, and its text.
#[derive(Clone, Debug)]
struct Shown {
    /// `README.md:25`.
    place: String,
    /// The command without its comment, its blanks as written.
    text: String,
}

/// The pages: README.md, then docs/*.md by name, relative to the workspace root.
fn pages() -> Vec<PathBuf> {
    let mut docs: Vec<PathBuf> = std::fs::read_dir(this_workspace().join("docs"))
        .unwrap()
        .map(|entry| Path::new("docs").join(entry.unwrap().file_name()))
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .collect();
    docs.sort();
    std::iter::once(PathBuf::from("README.md")).chain(docs).collect()
}

/// Every command in the `sh` blocks of the pages, in page order.
fn shown() -> Vec<Shown> {
    let mut commands = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(this_workspace().join(&page)).unwrap();
        commands.extend(commands_of(&page.display().to_string(), &text));
    }
    commands
}

/// The commands of one page's `sh` blocks: one a line, a line ending in `\` continued on the
/// next, each without its `# comment`.
fn commands_of(page: &str, text: &str) -> Vec<Shown> {
    let mut commands = Vec::new();
    let mut in_sh = false;
    let mut pending: Option<Shown> = None;
    for (index, line) in text.lines().enumerate() {
        if !in_sh {
            in_sh = line.trim() == "```sh";
            continue;
        }
        if line.trim() == "```" {
            in_sh = false;
            continue;
        }
        let code = without_comment(line).trim();
        if code.is_empty() {
            continue;
        }
        let mut command = pending.take().unwrap_or_else(|| Shown {
            place: format!("{page}:{}", index + 1),
            text: String::new(),
        });
        match code.strip_suffix('\\') {
            Some(start) => {
                command.text.push_str(start.trim_end());
                command.text.push(' ');
                pending = Some(command);
            }
            None => {
                command.text.push_str(code);
                commands.push(command);
            }
        }
    }
    commands
}

/// `line` up to a `#` that starts a shell comment: at the start of a word, outside quotes.
fn without_comment(line: &str) -> &str {
    let mut quote = None;
    let mut previous = ' ';
    for (at, character) in line.char_indices() {
        match (quote, character) {
            (None, '\'' | '"') => quote = Some(character),
            (Some(open), _) if character == open => quote = None,
            (None, '#') if previous.is_whitespace() => return &line[..at],
            _ => {}
        }
        previous = character;
    }
    line
}

/// The words of one simple command of `text`, unquoted, for each command `&&` joins; a
/// redirection (`<`, `>`) and what follows it end the words.
fn simple_commands(text: &str) -> Vec<Vec<String>> {
    text.split("&&").map(words).collect()
}

/// The words of a simple command, quotes removed, up to a redirection.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote = None;
    for character in command.chars() {
        match (quote, character) {
            (None, '\'' | '"') => {
                quote = Some(character);
                word.get_or_insert_with(String::new);
            }
            (Some(open), _) if character == open => quote = None,
            (None, '<' | '>') => break,
            (None, _) if character.is_whitespace() => words.extend(word.take()),
            _ => word.get_or_insert_with(String::new).push(character),
        }
    }
    words.extend(word);
    words
}

/// The check of a command shown, or a failure naming it and saying what to do.
fn check_of(command: &Shown) -> Check {
    COMMANDS.iter().find(|(text, _)| *text == command.text).map(|(_, check)| *check).unwrap_or_else(
        || {
            panic!(
                "{}: `{}` is in no check: add it to COMMANDS in tests/tests/readme.rs, run by \
                 this test or by a test named there",
                command.place, command.text
            )
        },
    )
}

#[test]
fn every_command_shown_has_a_check_and_every_check_a_command() {
    let shown = shown();
    assert!(shown.len() >= 10, "{shown:?}");
    for command in &shown {
        check_of(command);
    }
    for (text, _) in COMMANDS {
        assert!(
            shown.iter().any(|command| command.text == *text),
            "`{text}` is in COMMANDS of tests/tests/readme.rs, but no sh block of README.md or \
             docs/*.md shows it any more: take it out"
        );
    }
}

/// The words after `cargo xtask` in each simple command of `text` that runs the xtask.
fn xtask_words(text: &str) -> Vec<Vec<String>> {
    simple_commands(text)
        .into_iter()
        .filter(|words| words.len() >= 2 && words[0] == "cargo" && words[1] == "xtask")
        .map(|words| words[2..].to_vec())
        .collect()
}

/// `words` as the xtask's command line reads them.
fn parse(words: &[String]) -> Result<Task, String> {
    xtask::cli::parse(words.iter().map(String::as_str)).map_err(|error| error.to_string())
}

/// The problems the pages create with `cargo xtask new`, which their later commands may name.
fn created() -> Vec<String> {
    let tasks = shown().into_iter().flat_map(|command| xtask_words(&command.text));
    tasks
        .filter_map(|words| match parse(&words) {
            Ok(Task::New { name, .. }) => Some(name),
            _ => None,
        })
        .collect()
}

#[test]
fn every_xtask_command_parses_and_names_problems_that_exist() {
    let workspace = Workspace::current();
    let created = created();
    for command in shown() {
        for words in xtask_words(&command.text) {
            let task = parse(&words).unwrap_or_else(|error| {
                panic!("{}: `{}` does not parse:\n{error}", command.place, command.text)
            });
            let problem = match &task {
                Task::Verify { problem, .. } => problem.clone(),
                Task::Bundle { problem, .. } => Some(problem.clone()),
                _ => None,
            };
            if let Some(problem) = problem.filter(|problem| !created.contains(problem)) {
                let found = workspace.problem(&problem);
                assert!(found.is_ok(), "{}: `{}`: {found:?}", command.place, command.text);
            }
        }
    }
}

#[test]
fn every_check_names_its_test_or_its_reason() {
    for (text, check) in COMMANDS {
        if let Check::ByHand(why) = check {
            assert!(why.len() > 10, "`{text}`: say why no test runs it");
        }
        if let Check::RunBy(test) = check {
            let (file, function) = test.split_once("::").unwrap();
            let source = std::fs::read_to_string(this_workspace().join(file))
                .unwrap_or_else(|error| panic!("`{text}`: cannot read {file}: {error}"));
            assert!(
                source.contains(&format!("#[test]\nfn {function}(")),
                "`{text}`: {file} has no test `{function}`"
            );
        }
    }
}

/// The workspace's packages: each name and the names of its targets, from the workspace's
/// model.
fn packages() -> Vec<(String, Vec<String>)> {
    let workspace = Workspace::current();
    let metadata = &workspace.model().unwrap().metadata;
    metadata
        .workspace_packages()
        .into_iter()
        .map(|p| (p.name.to_string(), p.targets.iter().map(|t| t.name.clone()).collect()))
        .collect()
}

/// Does `path`, relative to the workspace root, name something there; a `*` in its last part
/// stands for any text.
fn exists(path: &str) -> bool {
    let path = this_workspace().join(path);
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    match name.split_once('*') {
        None => path.exists(),
        Some((start, end)) => std::fs::read_dir(path.parent().unwrap()).is_ok_and(|mut entries| {
            entries.any(|entry| {
                let entry = entry.unwrap().file_name().to_string_lossy().into_owned();
                entry.starts_with(start) && entry.ends_with(end)
            })
        }),
    }
}

/// The value of `option` in `words`, where it has one.
fn value_of<'a>(words: &'a [String], option: &str) -> Option<&'a str> {
    let at = words.iter().position(|word| word == option)?;
    words.get(at + 1).map(String::as_str)
}

#[test]
fn the_files_packages_and_targets_commands_name_exist() {
    let packages = packages();
    let created = created();
    for command in shown() {
        let whole = words(&command.text.replace("&&", " "));
        let redirected = command.text.split(['<', '>']).skip(1).flat_map(words);
        for word in whole.iter().cloned().chain(redirected) {
            let built = word.starts_with("target/") || word.starts_with("./target/");
            if word.contains('/') && !word.contains(['<', ':']) && !built && !word.starts_with('-')
            {
                assert!(exists(&word), "{}: `{}`: no {word}", command.place, command.text);
            }
        }
        for words in simple_commands(&command.text) {
            let Some(package) = value_of(&words, "-p") else { continue };
            if created.iter().any(|name| name == package) {
                continue;
            }
            let (_, targets) = packages
                .iter()
                .find(|(name, _)| name == package)
                .unwrap_or_else(|| panic!("{}: no package `{package}`", command.place));
            for option in ["--example", "--test"] {
                if let Some(target) = value_of(&words, option) {
                    let place = &command.place;
                    assert!(targets.iter().any(|t| t == target), "{place}: no {option} {target}");
                }
            }
        }
    }
}

#[test]
fn the_commands_this_test_runs_succeed() {
    for (text, check) in COMMANDS {
        if let Check::Runs(run) = check {
            run(text);
        }
    }
}

/// Runs a shell command that ends reading a sample (`< samples/<problem>/<n>.in`), in the
/// workspace, with `./target/` the target folder these tests build in: it must succeed and
/// print the sample's `.out`.
fn answers_its_sample(text: &str) {
    let (_, input) = text.rsplit_once("< ").unwrap();
    let expected = std::fs::read_to_string(this_workspace().join(input.replace(".in", ".out")))
        .unwrap_or_else(|error| panic!("`{text}`: no .out beside {input}: {error}"));
    let target = xtask::cargo::target_dir(&Workspace::current()).unwrap();
    let script = text.replace("./target/", &format!("{}/", target.display()));
    let output =
        Command::new("sh").args(["-c", &script]).current_dir(this_workspace()).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "`{text}` failed:\n{stderr}");
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected, "`{text}`");
}

/// The one `cargo xtask` command of `text`, read by the xtask's command line.
fn task_of(text: &str) -> Task {
    let words = xtask_words(text);
    assert_eq!(words.len(), 1, "`{text}`");
    parse(&words[0]).unwrap()
}

/// Runs a `cargo xtask` command in this workspace, through the dispatch the binary uses: it
/// must run to its exit status (what it reports may differ from one machine to another).
fn xtask_in_the_workspace(text: &str) {
    let status = xtask::cli::run(&Workspace::current(), task_of(text));
    assert!(status.is_ok(), "`{text}`: {status:?}");
}

/// A snapshot as verify writes it, of the problem `solo`'s binary on its own sample.
const SOLO_SNAPSHOT: &str = "---\nsource: xtask/src/snapshots.rs\ndescription: solo on the samples of solo\ninput_file: samples/solo\n---\nsolo < samples/solo/1.in\nstatus: exit 0\n--- stdout (3 bytes)\n42\n";

/// Runs `cargo xtask accept` in a workspace of its own (`<target>/fixtures/readme-accept`), one
/// problem `solo` with a snapshot waiting for review and a stale one: the first must become the
/// snapshot, the second go.
fn accept_in_a_copy(text: &str) {
    // Accept builds nothing: the workspace needs no target folder of its own.
    let root = scratch("fixtures").join("readme-accept");
    fixture::write(
        &root.join("Cargo.toml"),
        "[workspace]\nresolver = \"2\"\nmembers = [\"crates/*\"]\n",
    );
    let manifest = "[package]\nname = \"solo\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[package.metadata.judge]\njudge = \"baekjoon\"\n";
    fixture::write(&root.join("crates/solo/Cargo.toml"), manifest);
    fixture::write(
        &root.join("crates/solo/src/main.rs"),
        "fn main() {\n    println!(\"42\");\n}\n",
    );
    fixture::write(&root.join("samples/solo/1.in"), "\n");
    fixture::write(&root.join("samples/solo/1.out"), "42\n");
    let snapshots = root.join("tests/snapshots");
    let waiting = snapshots.join("solo__solo.snap");
    let _ = std::fs::remove_file(&waiting);
    fixture::write(&snapshots.join("solo__solo.snap.new"), SOLO_SNAPSHOT);
    fixture::write(&snapshots.join("gone__solo.snap"), SOLO_SNAPSHOT);
    let status = xtask::cli::run(&Workspace::at(&root), task_of(text));
    assert_eq!(status.unwrap(), xtask::verify::EXIT_PASSED, "`{text}`");
    let accepted = std::fs::read_to_string(&waiting)
        .unwrap_or_else(|error| panic!("`{text}` did not write {}: {error}", waiting.display()));
    assert!(accepted.ends_with("--- stdout (3 bytes)\n42\n"), "`{text}`: {accepted}");
    assert!(!snapshots.join("solo__solo.snap.new").exists(), "`{text}`");
    assert!(!snapshots.join("gone__solo.snap").exists(), "`{text}` kept a stale snapshot");
}

#[test]
fn commands_are_read_as_the_shell_reads_them() {
    let page = "```sh\ncargo xtask new a --board \"x#.\"   # a comment\ncargo build \\\n  --release\n```\n\
                ```text\nnot a command\n```\n";
    let commands = commands_of("page.md", page);
    let texts: Vec<&str> = commands.iter().map(|command| command.text.as_str()).collect();
    assert_eq!(texts, ["cargo xtask new a --board \"x#.\"", "cargo build --release"]);
    assert_eq!(commands[1].place, "page.md:3");
    assert_eq!(xtask_words(texts[0]), [["new", "a", "--board", "x#."]]);
    assert_eq!(
        simple_commands("cargo build -p a && ./target/release/a < samples/a/1.in"),
        [vec!["cargo", "build", "-p", "a"], vec!["./target/release/a"]]
    );
    assert_eq!(
        parse(&xtask_words("cargo xtask bundle")[0]).unwrap_err().lines().next(),
        Some("error: the following required arguments were not provided:")
    );
    assert!(parse(&xtask_words("cargo xtask verify --problems cf3c")[0]).is_err());
}

/// The anchor GitHub gives a heading: lower case, blanks as `-`, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|character| match character {
            ' ' => Some('-'),
            '-' | '_' => Some(character),
            _ if character.is_alphanumeric() => Some(character),
            _ => None,
        })
        .collect()
}

#[test]
fn every_link_between_the_pages_resolves() {
    let root = this_workspace();
    for page in &pages() {
        let text = std::fs::read_to_string(root.join(page)).unwrap();
        let links =
            text.match_indices("](").map(|(at, _)| text[at + 2..].split_once(')').unwrap().0);
        for link in links {
            if link.starts_with("http") {
                continue;
            }
            let (file, fragment) = link.split_once('#').unwrap_or((link, ""));
            let target =
                if file.is_empty() { page.clone() } else { page.parent().unwrap().join(file) };
            let target_text = std::fs::read_to_string(root.join(&target))
                .unwrap_or_else(|error| panic!("{}: ({link}): {error}", page.display()));
            let headings: Vec<String> = target_text
                .lines()
                .filter_map(|line| line.strip_prefix('#'))
                .map(|heading| anchor(heading.trim_start_matches('#')))
                .collect();
            assert!(
                fragment.is_empty() || headings.iter().any(|heading| heading == fragment),
                "{}: ({link}): {} has no heading #{fragment}",
                page.display(),
                target.display()
            );
        }
    }
}

#[test]
fn anchors_are_githubs() {
    assert_eq!(anchor(" The judge's rustc"), "the-judges-rustc");
    assert_eq!(anchor(" Measure: cargo xtask bench"), "measure-cargo-xtask-bench");
    assert_eq!(anchor(" Reuse ttt-core"), "reuse-ttt-core");
}
