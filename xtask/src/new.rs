//! `cargo xtask new <name>`: a problem crate and its samples, found by verify, bundle and the
//! tests with no other edit. From the templates in `new/`: a manifest holding the judge profile,
//! a solver that refuses every case saying where to write it, a `main`, a unit test that fails
//! until it is written, a proof, a generator and a placeholder sample, for a case a line, a 3×3
//! board (`--board`), a grid of any size (`--grid`) or a method the judge calls; with a checker
//! (`--checker`), or a game and its interactor (`--interactive`). The name is checked before
//! anything is written; a write that fails midway removes what it had created.
//!
//! ```no_run
//! let workspace = xtask::problems::Workspace::current();
//! let created = xtask::new::new_problem(&workspace, "boj1234", "baekjoon", None, None).unwrap();
//! print!("{}", created.render());
//! ```

use std::path::{Path, PathBuf};

use anyhow::{anyhow, bail, Context as _, Result};

use ttt_core::board::{Board, Mark, Square};
use ttt_core::grid::{Grid, Player, Size};
use ttt_core::grid_notation::GridNotation;
use ttt_core::judge::InputError;
use ttt_core::notation::Notation;

use crate::problems::{Workspace, CORE_CRATE};
use crate::profile::DEFAULT_JUDGE;

pub const MAX_NAME_LEN: usize = 64;

/// A placeholder sample: its input, then the file and the text of what it must give.
type Sample = (String, &'static str, &'static str);

/// The placeholder sample of a problem of a case a line, two numbers and their sum, or of one
/// case of `shape` and its placeholder answer.
fn placeholder_sample(shape: Option<&Shape>) -> Sample {
    match shape {
        Some(shape) => (shape.example_and_values().0, "1.out", PLACEHOLDER_BOARD_ANSWER),
        None => ("1 2\n".into(), "1.out", "3\n"),
    }
}

/// The templates of a problem's package, in the order written: the manifest,
/// `new/lib<kind>.rs.template`, the `main`s given, then the proof's and the generator's. Each
/// opens with a header, ended by `---`: `to:` the file's path, relative to the workspace root,
/// and `about:` what it is for, as the list of created files says. They say `{{name}}` for the
/// crate's name and `{{lib_name}}` for its name in Rust paths.
macro_rules! package {
    ($kind:literal, $($main:expr),+) => {
        [
            MANIFEST,
            include_str!(concat!("new/lib", $kind, ".rs.template")),
            $($main),+,
            include_str!(concat!("new/proof", $kind, ".rs.template")),
            include_str!(concat!("new/generate", $kind, ".rs.template")),
        ]
    };
}

const MANIFEST: &str = include_str!("new/Cargo.toml.template");

/// The `main` of a problem that reads its cases from stdin.
const MAIN: &str = include_str!("new/main.rs.template");

/// A problem of a case a line.
const TEMPLATES: [&str; 5] = package!("", MAIN);

/// `--board <notation>`: the solver is a function of a board, proven on every board.
const BOARD_TEMPLATES: [&str; 5] = package!(".board", MAIN);

/// `--grid <grid>`: the solver is a function of a grid, proven on seeded grids.
const GRID_TEMPLATES: [&str; 5] = package!(".grid", MAIN);

/// `--interactive`: the player of a placeholder game, plain and over stdin and stdout.
const GAME_TEMPLATES: [&str; 5] =
    package!(".interactive", include_str!("new/main.interactive.rs.template"));

/// A program of the judge's side that `new` adds (`--checker`, `--interactive`), which verify
/// finds as the problem's example `<problem>-<suffix>`: its template, and what the manifest
/// says of it. Each is called as testlib calls one; an interactor makes the problem a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JudgeSide {
    suffix: &'static str,
    template: &'static str,
    comment: &'static str,
}

impl JudgeSide {
    pub const CHECKER: JudgeSide = JudgeSide {
        suffix: "check",
        template: include_str!("new/check.rs.template"),
        comment: "Judges every answer in verify, as testlib calls a checker.",
    };
    pub const INTERACTOR: JudgeSide = JudgeSide {
        suffix: "interact",
        template: include_str!("new/interact.rs.template"),
        comment: "The judge's side of the game, testlib-style (`interact <input> <tout>`): verify \
                  joins it to\n# the binary by pipes on each sample's `.in` and each generated input.",
    };
}

/// The unit tests every problem's library starts with; `{{solver}}` names what to write.
const UNIT_TESTS: &str = include_str!("new/unit_tests.rs.template");

/// How a board problem's input writes its boards: one of `ttt-core`'s notations, or three
/// symbols for X's squares, O's and empty ones, each row a word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardNotation {
    /// The notation itself, which tells what its boards and errors look like.
    notation: Notation,
    /// The `const` expression that makes it in the solver.
    rust: String,
    /// Does the input start with the number of boards.
    counted: bool,
}

impl BoardNotation {
    /// The notations `--board` takes by name, and their `const`s.
    pub const NAMED: [(&'static str, &'static str, Notation); 3] = [
        ("digits", "Notation::DIGITS", Notation::DIGITS),
        ("letters", "Notation::LETTERS", Notation::LETTERS),
        ("codeforces", "Notation::CODEFORCES", Notation::CODEFORCES),
    ];

    /// The notation `text` names: `digits`, `letters`, `codeforces`, or three symbols, X's
    /// first, then O's, then the empty square's (`xo.`).
    ///
    /// # Errors
    /// When `text` is neither a name nor three symbols [`Notation::new`] takes.
    pub fn parse(text: &str) -> Result<BoardNotation> {
        if let Some((_, rust, notation)) = Self::NAMED.iter().find(|(name, ..)| *name == text) {
            let rust = (*rust).to_owned();
            return Ok(BoardNotation { notation: *notation, rust, counted: false });
        }
        let &[x, o, empty] = text.as_bytes() else {
            bail!(
                "`{text}` is no board notation: give {}, or three symbols, for X's squares, O's \
                 and empty ones (`xo.`)",
                Self::NAMED.map(|(name, ..)| name).join(", ")
            );
        };
        let notation = Notation::new(x, o, empty).map_err(|why| anyhow!("`{text}`: {why}"))?;
        let [x, o, empty] = [x, o, empty].map(|byte| format!("b'{}'", byte.escape_ascii()));
        let rust = format!("Notation::from_symbols({x}, {o}, {empty})");
        Ok(BoardNotation { notation, rust, counted: false })
    }

    /// The same notation for an input that starts with the number of boards.
    pub fn counted(self) -> BoardNotation {
        BoardNotation { counted: true, ..self }
    }

    /// X's, O's and the empty squares' symbols.
    fn symbols(&self) -> [u8; 3] {
        [Some(Mark::X), Some(Mark::O), None].map(|mark| self.notation.symbol(mark))
    }

    /// A placeholder input of one board, written as the input writes it: X in a corner, O in
    /// the middle.
    fn example(&self) -> String {
        let board = Board::EMPTY.with(Square::ALL[0], Mark::X).with(Square::ALL[4], Mark::O);
        format!("{}{}", self.count(1), self.notation.write(board))
    }

    /// The line that counts `boards`, when the input starts with one.
    fn count(&self, boards: usize) -> String {
        format!("{boards}\n").repeat(usize::from(self.counted))
    }

    /// The template values it fills in.
    fn values(&self) -> Vec<(&'static str, String)> {
        let (symbols, one) = (self.symbols(), self.count(1));
        let stray = stray(&symbols);
        let board = &self.example()[one.len()..];
        let two_rows: String = board.split_inclusive('\n').take(2).collect();
        // A symbol that is no square where the board starts, a board of two rows, and a board
        // fewer than counted.
        let mut bad = vec![format!("{one}{stray}{}", &board[1..]), format!("{one}{two_rows}")];
        if self.counted {
            bad.push(format!("{}{board}", self.count(2)));
        }
        // What the binary prints for the first, as `ttt_core::judge::transcript` would.
        let (notation, output) = (self.notation, &mut Vec::new());
        let read = match self.counted {
            true => notation.each_counted_board(bad[0].as_bytes(), output, |_| "an answer"),
            false => notation.each_board(bad[0].as_bytes(), output, |_| "an answer"),
        };
        let error = read.expect_err("a stray symbol does not read");
        let literal = |text: &str| format!("\"{}\"", text.escape_default());
        let [x, o, empty] = symbols.map(|byte| format!("`{}`", char::from(byte)));
        let mut values = vec![
            ("{{notation}}", self.rust.clone()),
            ("{{notation_about}}", format!("{x} for X, {o} for O and {empty} for an empty square")),
            ("{{symbols}}", literal(&String::from_utf8_lossy(&symbols))),
            ("{{counted}}", self.counted.to_string()),
            ("{{each_board}}", if self.counted { "each_counted_board" } else { "each_board" }.into()),
            ("{{cases_about}}", match self.counted {
                true => "the input starts with the number of boards, and each is answered".into(),
                false => "every board of the input is answered".into(),
            }),
            ("{{errors_about}}", match self.counted {
                true => "an input without the number of boards first, with fewer boards than it\n/// counts or with more".into(),
                false => "an input without a board".into(),
            }),
            ("{{bad_counted}}", if self.counted { ", and a board fewer than counted" } else { "" }.into()),
        ];
        values.extend(bad_values(&bad, error));
        values
    }
}

/// What each case of a problem is, when the solver is a function of one: a 3×3 board
/// (`--board`) or a grid of any size (`--grid`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Boards of three rows, in a notation.
    Board(BoardNotation),
    /// Grids of one size, with lines of k.
    Grid(GridShape),
}

impl Shape {
    /// The templates of its package, then the template of a contest's binary.
    fn templates(&self) -> ([&'static str; 5], &'static str) {
        match self {
            Shape::Board(_) => (BOARD_TEMPLATES, include_str!("new/bin.board.rs.template")),
            Shape::Grid(_) => (GRID_TEMPLATES, include_str!("new/bin.grid.rs.template")),
        }
    }

    /// A placeholder input of one case, and the template values it fills in.
    fn example_and_values(&self) -> (String, Vec<(&'static str, String)>) {
        match self {
            Shape::Board(board) => (board.example(), board.values()),
            Shape::Grid(grid) => (grid.example(), grid.values()),
        }
    }
}

/// A grid problem's grids, `--grid <height>x<width>:<k>:<symbols>`: one per case, each row a
/// word of one symbol a cell, and lines of `k`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridShape {
    size: Size,
    /// The length of a line.
    k: usize,
    /// The empty cell's symbol, then each player's.
    symbols: Vec<u8>,
}

impl GridShape {
    /// The grids `text` describes: `10x10:5:.XO` for grids of 10 rows of 10 cells, `.` empty,
    /// `X` the first player's and `O` the second's, and lines of 5.
    ///
    /// # Errors
    /// When `text` is not of that form, the size is no grid's, `k` is 0 or longer than the
    /// grid, or the symbols are not those of a [`GridNotation`].
    pub fn parse(text: &str) -> Result<GridShape> {
        let usage = || {
            anyhow!(
                "`{text}` is no grid: give its height and width, k and its symbols, the empty \
                 cell's first (`10x10:5:.XO`)"
            )
        };
        let mut parts = text.splitn(3, ':');
        let mut next = || parts.next().ok_or_else(usage);
        let (size, k, symbols) = (next()?, next()?, next()?.as_bytes().to_vec());
        let (height, width) = size.split_once('x').ok_or_else(usage)?;
        let number = |text: &str| text.parse::<usize>().map_err(|_| usage());
        let (height, width, k) = (number(height)?, number(width)?, number(k)?);
        let size = Size::new(height, width)
            .ok_or_else(|| anyhow!("`{text}`: {height}x{width} is no grid's size"))?;
        if !(1..=height.max(width)).contains(&k) {
            bail!(
                "`{text}`: k is {k}, where a line of {height}x{width} has 1 to {}",
                height.max(width)
            );
        }
        let (empty, players) = symbols.split_first().ok_or_else(usage)?;
        GridNotation::characters(*empty, players).map_err(|why| anyhow!("`{text}`: {why}"))?;
        Ok(GridShape { size, k, symbols })
    }

    /// Its notation, which [`GridShape::parse`] checked.
    fn notation(&self) -> GridNotation {
        GridNotation::characters(self.symbols[0], &self.symbols[1..]).expect("checked symbols")
    }

    /// A placeholder input of one grid: the first player's stone in the top left corner, the
    /// second's (when there is one) in the last cell.
    fn example(&self) -> String {
        let mut grid = Grid::new(self.size, self.symbols.len() - 1);
        let last = (self.size.height() - 1, self.size.width() - 1);
        for (player, (row, column)) in (0..grid.player_count()).zip([(0, 0), last]) {
            grid.set(self.size.cell(row, column).expect("a cell of the grid"), Player::new(player));
        }
        self.notation().write(&grid)
    }

    /// The template values it fills in.
    fn values(&self) -> Vec<(&'static str, String)> {
        let (notation, symbols) = (self.notation(), &self.symbols);
        let (stray, example) = (stray(symbols), self.example());
        let row = example.lines().next().expect("a grid has rows");
        // A symbol that is no cell where the grid starts, and a first row a cell short.
        let bad = [format!("{stray}{}\n", &row[1..]), format!("{}\n", &row[1..])];
        // What the binary prints for the first, as `ttt_core::judge::transcript` would.
        let read = |scanner: &mut _| notation.read_grid(scanner, self.size);
        let output = &mut Vec::new();
        let error = ttt_core::judge::each_case(bad[0].as_bytes(), output, "a grid", read, |_| "")
            .expect_err("a stray symbol does not read");
        let players = String::from_utf8_lossy(&symbols[1..]).into_owned();
        let mut values = vec![
            ("{{height}}", self.size.height().to_string()),
            ("{{width}}", self.size.width().to_string()),
            ("{{k}}", self.k.to_string()),
            ("{{empty}}", format!("b'{}'", symbols[0].escape_ascii())),
            ("{{players}}", format!("b\"{}\"", players.escape_default())),
            (
                "{{symbols_about}}",
                format!(
                    "`{}` for an empty cell, then the players' stones in order: `{players}`",
                    char::from(symbols[0])
                ),
            ),
        ];
        values.extend(bad_values(&bad, error));
        values
    }
}

/// A symbol that is none of `symbols`, to make a bad input with.
fn stray(symbols: &[u8]) -> char {
    let stray = [b'?', b'#', b'*', b'!'].into_iter().find(|byte| !symbols.contains(byte));
    char::from(stray.expect("the symbols leave one of four out"))
}

/// The values of the placeholders that show bad input: the first of `bad`, `error`, what the
/// binary prints for it, and every one of `bad` as a Rust string.
fn bad_values(bad: &[String], error: InputError) -> [(&'static str, String); 3] {
    let literals: Vec<String> =
        bad.iter().map(|text| format!("\"{}\"", text.escape_default())).collect();
    [
        ("{{bad_example}}", bad[0].escape_default().to_string()),
        ("{{bad_example_error}}", format!("error: {error}\n").escape_default().to_string()),
        ("{{bad_inputs}}", literals.join(", ")),
    ]
}

/// Names no problem may take, each group with why: the workspace's own crates; the crates that
/// ship with Rust, which a library of the same name would shadow (checked by its name in Rust
/// paths, `{lib_name}`); the folders Cargo makes next to the binaries in `target/<profile>/`,
/// whose names Cargo refuses a binary; and the file names Windows reserves in every folder.
const REFUSED_NAMES: [(&[&str], &str); 8] = [
    (&[CORE_CRATE], "the name is taken by the shared library"),
    (&["xtask"], "the name is taken by the workspace automation"),
    (&["xtask-measure"], "the name is taken by the program runner of the workspace automation"),
    (&["tests"], "the name is taken by the folder of the workspace tests"),
    (&["workspace-tests"], "the name is taken by the package of the workspace tests"),
    (
        &["std", "core", "alloc", "test", "proc_macro", "proc-macro"],
        "`{lib_name}` is a crate that ships with Rust; a library of that name would shadow it",
    ),
    (
        &["build", "deps", "examples", "incremental"],
        "Cargo keeps a folder `{name}` next to the binaries in target/, so a binary cannot have \
         that name",
    ),
    (
        &[
            "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7",
            "com8", "com9", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
        ],
        "`{name}` is a file name Windows reserves",
    ),
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewFile {
    /// Where it goes, relative to the workspace root.
    pub path: PathBuf,
    pub text: String,
    /// What it is for, as the list of created files says.
    pub about: String,
}

/// A problem just created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Created {
    pub name: String,
    /// The judge it is for, as `--judge` named it.
    pub judge: String,
    /// Every file written, in the order written.
    pub files: Vec<NewFile>,
    /// What the user writes first, and where, as the next steps say: `{crate}` is the crate's
    /// folder.
    pub to_write: &'static str,
    /// The contest package it was added to, when it is one of its binaries.
    pub contest: Option<String>,
    /// Where `bundle` writes its submission, relative to the workspace root when inside it.
    pub submit_dir: String,
}

impl Created {
    /// What was created and what to do next, ready to print.
    pub fn render(&self) -> String {
        let name = &self.name;
        let package = self.contest.as_deref().unwrap_or(name);
        let path = |file: &NewFile| file.path.display().to_string().replace('\\', "/");
        let paths: Vec<String> = self.files.iter().map(path).collect();
        let width = paths.iter().map(String::len).max().unwrap_or(0);
        let mut out = format!("created problem `{name}`:\n");
        for (path, file) in paths.iter().zip(&self.files) {
            out.push_str(&format!("  {path:<width$}  {}\n", file.about));
        }
        let (table, traps) = match &self.contest {
            Some(_) => (format!("[package.metadata.judge.bin.{name}]"), ""),
            None => ("[package.metadata.judge]".to_owned(), TRAPS),
        };
        // A game's sample is replayed from its `.interaction`.
        let game =
            self.files.iter().any(|f| f.path.extension().is_some_and(|e| e == "interaction"));
        let answer = if game { "interaction" } else { "out" };
        let steps = include_str!("new/next_steps.template")
            .replace("{{table}}", &table)
            .replace("{{traps}}", traps)
            .replace("{{solver}}", &self.to_write.replace("{crate}", "crates/{{package}}"))
            .replace("{{package}}", package)
            .replace("{{submit}}", &self.submit_dir)
            .replace("{{out}}", answer)
            .replace("{{name}}", name);
        let mut steps: Vec<String> = steps.lines().map(str::to_owned).collect();
        let judges = crate::profile::judges();
        if self.contest.is_none() && !judges.contains(&self.judge) {
            steps[0] = include_str!("new/other_judge_step.template")
                .trim_end()
                .replace("{{judges}}", &judges.join(", "))
                .replace("{{judge}}", &self.judge)
                .replace("{{name}}", name);
        }
        out.push_str("\nnext steps:\n");
        for (number, step) in (1..).zip(steps) {
            let lines = crate::table::wrap(&code_spans_whole(&step), 84);
            out.push_str(&format!("  {number}. {}\n", lines.join("\n     ")));
        }
        out
    }
}

/// The second step's end for a problem of its own package.
const TRAPS: &str = ", and the problem's traps as tests next to the solver; `cargo test -p \
                     {{name}}` fails until the first sample passes";

/// The words of `text`, a span in backticks kept whole as one word, so that a command wraps
/// onto no second line and can be copied.
fn code_spans_whole(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for piece in text.split(' ') {
        match words.last_mut() {
            // An odd number of backticks: the word is inside a span, so the space is its own.
            Some(word) if word.matches('`').count() % 2 == 1 => word.extend([" ", piece]),
            _ if piece.is_empty() => {}
            _ => words.push(piece.to_owned()),
        }
    }
    words
}

/// Checks that `name` can be a new problem of `workspace`: a valid package and library name,
/// not one of the workspace's own, and neither `crates/<name>` nor `samples/<name>` there yet;
/// else why, starting ``cannot create problem `<name>`: ``.
pub fn check_name(workspace: &Workspace, name: &str) -> Result<()> {
    let refuse = |why: String| match name {
        "" => Err(anyhow!("cannot create a problem: {why}")),
        _ => Err(anyhow!("cannot create problem `{name}`: {why}")),
    };
    if let Err(why) = check_name_alone(name) {
        return refuse(why);
    }
    for folder in ["crates", "samples"] {
        if !workspace.root.join(folder).is_dir() {
            return refuse(format!(
                "{} has no {folder}/ folder: it is not this workspace's root",
                workspace.root.display()
            ));
        }
        let path = workspace.root.join(folder).join(name);
        if path.symlink_metadata().is_ok() {
            return refuse(format!("{folder}/{name} already exists"));
        }
    }
    // `a-b` and `a_b` are one library name in Rust paths, and one name in the bundler's eyes.
    let lib_name = name.replace('-', "_");
    let crates = workspace.root.join("crates");
    let entries =
        std::fs::read_dir(&crates).with_context(|| format!("cannot read {}", crates.display()))?;
    for entry in entries {
        let other = entry?.file_name().to_string_lossy().into_owned();
        if other.replace('-', "_") == lib_name {
            return refuse(format!("crates/{other} already has the Rust name `{lib_name}`"));
        }
    }
    Ok(())
}

/// Checks the name by itself, without looking at the workspace: the reason it is refused.
fn check_name_alone(name: &str) -> Result<(), String> {
    const ALLOWED: &str = "lowercase ASCII letters, digits, `-` and `_`";
    if name.is_empty() {
        return Err(format!("a problem needs a name of {ALLOWED}"));
    }
    let mut wrong: Vec<String> = Vec::new();
    let allowed = |c: &char| c.is_ascii_lowercase() || c.is_ascii_digit() || "-_".contains(*c);
    for c in name.chars().filter(|c| !allowed(c)) {
        let shown =
            if c == ' ' { "a space".to_owned() } else { format!("`{}`", c.escape_default()) };
        if !wrong.contains(&shown) {
            wrong.push(shown);
        }
    }
    if let Some(last) = wrong.pop() {
        let listed =
            if wrong.is_empty() { last } else { format!("{} and {last}", wrong.join(", ")) };
        return Err(format!("it holds {listed}; a problem name holds only {ALLOWED}"));
    }
    if !name.starts_with(|c: char| c.is_ascii_lowercase()) {
        return Err(format!(
            "it starts with `{}`; a problem name starts with a lowercase ASCII letter, as a Rust \
             library name must",
            &name[..1]
        ));
    }
    if name.len() > MAX_NAME_LEN {
        return Err(format!(
            "it is {} characters long; a problem name has at most {MAX_NAME_LEN}",
            name.len()
        ));
    }
    let lib_name = name.replace('-', "_");
    if let Some((_, why)) = REFUSED_NAMES.iter().find(|(names, _)| names.contains(&name)) {
        return Err(why.replace("{name}", name).replace("{lib_name}", &lib_name));
    }
    // syn refuses every keyword and reserved word as an identifier but `gen`, reserved since
    // the 2024 edition.
    if syn::parse_str::<syn::Ident>(&lib_name).is_err() || lib_name == "gen" {
        return Err(format!("`{lib_name}` is a Rust keyword, so it cannot name a library"));
    }
    Ok(())
}

/// The files of a problem for a judge that calls a method (LeetCode): the library holds the
/// answer and reads a sample's arguments, `src/solution.rs` is the submission, `impl Solution`,
/// and `src/main.rs` declares the judge's `struct Solution;`, includes it, and runs the method
/// on a sample read from stdin.
const FUNCTION_TEMPLATES: [&str; 6] = package!(
    ".function",
    include_str!("new/solution.rs.template"),
    include_str!("new/main.function.rs.template")
);

/// The placeholder answer of a board or grid problem's placeholder sample, a board or grid.
pub const PLACEHOLDER_BOARD_ANSWER: &str = "the answer to this board\n";

/// The files of problem `name` for `judge`, in the order they are written; with `shape`, those
/// of a problem that answers each board or grid of its input; with `side`, its checker or
/// interactor last (an interactor makes it a game, its solver a player). Fails when the table
/// written for `judge` does not read back (a name TOML cannot hold), or `judge` calls a method
/// and `shape` or an interactor is given.
pub fn files(
    name: &str,
    judge: &str,
    shape: Option<&Shape>,
    side: Option<JudgeSide>,
) -> Result<Created> {
    let table = crate::profile::new_problem_table(judge)?;
    let probe = format!("[package]\nname = \"{name}\"\n\n{table}");
    let profile = crate::profile::Profile::from_manifest(&probe, Path::new("."))
        .with_context(|| format!("the profile written for judge `{judge}` does not read"))?;
    let calls_method = profile.function.is_some();
    let templates = shape.map(|shape| shape.templates().0);
    let (game, own_sample) = (side == Some(JudgeSide::INTERACTOR), placeholder_sample(shape));
    // Each kind's templates, what its solver is, what to write first and where (`{crate}` the
    // crate's folder) and its sample: a method's arguments as the judge's page writes them, a
    // game's secret for the interactor and the `.interaction` the solver plays for it.
    let (templates, solver, to_write, sample): (&[&str], _, _, _) = match (calls_method, &templates)
    {
        (false, None) if game => (
            &GAME_TEMPLATES,
            "play()",
            "play() in {crate}/src/lib.rs, the judge's side in {crate}/examples/interact.rs",
            ("37\n".into(), "1.interaction", ">50\n<lower\n>25\n<higher\n>37\n<correct\n"),
        ),
        (true, None) if game => bail!(
            "judge `{judge}` calls a method, and `--interactive` is for a program that plays the \
             judge on stdin and stdout: leave it out"
        ),
        (true, None) => (
            &FUNCTION_TEMPLATES,
            "sum()",
            "sum() in {crate}/src/lib.rs (and its signature in Cargo.toml and src/solution.rs)",
            ("a = 1, b = 2\n".into(), "1.out", "3\n"),
        ),
        (false, None) => (&TEMPLATES, "solve()", "solve() in {crate}/src/lib.rs", own_sample),
        (false, Some(templates)) => (
            templates,
            "answer()",
            "answer() in {crate}/src/lib.rs and the reference's answer, reference() in \
             {crate}/tests/proof.rs",
            own_sample,
        ),
        (true, Some(_)) => bail!(
            "judge `{judge}` calls a method, and `--board` and `--grid` are for a problem \
             whose program reads boards from stdin: leave them out"
        ),
    };
    let manifest_about = match (profile.built_in, calls_method) {
        (false, _) => "the judge's facts: placeholders to fill from its pages",
        (true, false) => "the judge profile: put in the page's limits",
        (true, true) => "the judge profile: put in the page's limits and the method",
    };
    let lib_name = name.replace('-', "_");
    let judge_example = side.map_or(String::new(), |JudgeSide { suffix, comment, .. }| {
        format!("\n# {comment}\n[[example]]\nname = \"{name}-{suffix}\"\npath = \"examples/{suffix}.rs\"\n")
    });
    let values = [
        ("{{solver}}", solver),
        ("{{name}}", name),
        ("{{lib_name}}", &lib_name),
        ("{{judge_table}}", &table),
        ("{{judge_example}}", &judge_example),
        ("{{manifest_about}}", manifest_about),
    ];
    let mut files: Vec<NewFile> = templates.iter().map(|t| fill(t, shape, &values)).collect();
    files.extend(sample_files(name, sample));
    files.extend(side.map(|side| fill(side.template, None, &values)));
    let (judge, contest, submit_dir) = (judge.to_owned(), None, "target/submit".to_owned());
    Ok(Created { name: name.to_owned(), judge, files, to_write, contest, submit_dir })
}

/// `created` with the folder `bundle` writes to in `workspace`, Cargo's target folder's. The
/// model is loaded afresh, not kept in `workspace`: it holds the problem's samples as written.
fn submitted_in(workspace: &Workspace, created: Created) -> Result<Created> {
    let model = crate::problems::Model::load(&workspace.root)?;
    let dir = crate::bundle::submit_dir(model.metadata.target_directory.as_std_path());
    Ok(Created { submit_dir: workspace.display(&dir).replace('\\', "/"), ..created })
}

/// The file `template` makes: its header's path and what it is for, and its text, each
/// placeholder filled, in order: the unit tests (whose text holds placeholders too), the
/// shape's, then `values`.
fn fill(template: &str, shape: Option<&Shape>, values: &[(&str, &str)]) -> NewFile {
    let mut filled = template.replace("{{unit_tests}}", UNIT_TESTS);
    for (key, value) in shape.map(|shape| shape.example_and_values().1).unwrap_or_default() {
        filled = filled.replace(key, &value);
    }
    let filled = values.iter().fold(filled, |text, (key, value)| text.replace(key, value));
    let (header, text) = filled.split_once("\n---\n").expect("every template has a header");
    let field = |name: &str| {
        let field = header.lines().find_map(|line| line.strip_prefix(name));
        field.unwrap_or_else(|| panic!("no `{name}` in the header `{header}`")).to_owned()
    };
    NewFile { path: field("to: ").into(), text: text.to_owned(), about: field("about: ") }
}

/// The files of problem `name`'s placeholder sample, `1.in` and what it must give.
fn sample_files(name: &str, (input, output_file, output): Sample) -> [NewFile; 2] {
    let file = |path: &str, text: &str, about: &str| NewFile {
        path: Path::new("samples").join(name).join(path),
        text: text.to_owned(),
        about: about.to_owned(),
    };
    let about =
        if output_file == "1.out" { "its answer" } else { "the game the solver plays for it" };
    [
        file("1.in", &input, "a placeholder sample: replace it with the official ones"),
        file(output_file, output, about),
    ]
}

/// Creates problem `name` in `workspace`, `crates/<name>/` and `samples/<name>/`, the files of
/// [`files`]; when [`check_name`] or [`files`] refuses, nothing is written, and when a file
/// cannot be written, the two folders are removed again.
pub fn new_problem(
    workspace: &Workspace,
    name: &str,
    judge: &str,
    shape: Option<&Shape>,
    side: Option<JudgeSide>,
) -> Result<Created> {
    check_name(workspace, name)?;
    let created = files(name, judge, shape, side)
        .with_context(|| format!("cannot create problem `{name}`"))?;
    // Both folders are new (checked above); `create_dir` fails rather than reuse one that
    // appeared since, so cleaning up never removes anything this run did not make.
    let folders =
        [workspace.root.join("crates").join(name), workspace.root.join("samples").join(name)];
    let mut made: Vec<&Path> = Vec::new();
    let result = folders.iter().try_for_each(|folder| {
        std::fs::create_dir(folder)
            .with_context(|| format!("cannot create {}", workspace.display(folder)))?;
        made.push(folder);
        Ok(())
    });
    let Err(error) = result.and_then(|()| write_files(workspace, &created.files)) else {
        return submitted_in(workspace, created);
    };
    for folder in made {
        // The write error is the one to report; a folder that stays is named on top of it.
        if std::fs::remove_dir_all(folder).is_err() {
            let left =
                format!("{} is left half made: remove it by hand", workspace.display(folder));
            return Err(error.context(left));
        }
    }
    Err(error)
}

/// Writes `files` in `workspace`, in order, making the folders they need.
fn write_files(workspace: &Workspace, files: &[NewFile]) -> Result<()> {
    for file in files {
        let full = workspace.root.join(&file.path);
        if let Some(parent) = full.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", workspace.display(parent)))?;
        }
        std::fs::write(&full, &file.text)
            .with_context(|| format!("cannot write {}", workspace.display(&full)))?;
    }
    Ok(())
}

/// Adds problem `name` to contest package `package` of `workspace` (made when missing, with the
/// table of `judge`, else the default judge's): as a package's, its binary `src/bin/<name>.rs`
/// (with `shape`, a function of a board or grid), its proof `tests/<name>.rs`, its generator
/// `examples/<name>-generate.rs` and its samples, and its table
/// `[package.metadata.judge.bin.<name>]` at the end of the package's manifest, holding the
/// judge's table when `judge` is not the package's. Refused, with nothing written, when
/// [`check_name`] refuses `name` or `package`, a problem `name` exists, `package` has no judge
/// table, or the judge calls a method or does not read under the package's table; fails when a
/// file cannot be written.
pub fn new_contest_problem(
    workspace: &Workspace,
    name: &str,
    package: &str,
    judge: Option<&str>,
    shape: Option<&Shape>,
) -> Result<Created> {
    check_name(workspace, name)?;
    let refuse = |why: String| anyhow!("cannot create problem `{name}`: {why}");
    let model = crate::problems::Model::load(&workspace.root)?;
    if model.problem(name).is_ok() {
        return Err(refuse(format!("a problem `{name}` exists")));
    }
    let dir = Path::new("crates").join(package);
    let found = model.metadata.workspace_packages().into_iter().find(|p| p.name == package);
    let own_table = include_str!("new/contest_bin.toml.template").to_owned();
    let (text, table) = match found {
        Some(found) if !crate::problems::has_judge(found) => {
            return Err(refuse(format!(
                "package `{package}` has no [package.metadata.judge] table: it is no contest"
            )))
        }
        Some(found) => {
            let mut text = std::fs::read_to_string(&found.manifest_path)
                .with_context(|| format!("cannot read {}", found.manifest_path))?;
            // The proof and the generator need the proof crate, which an older contest lacks.
            if !found.dependencies.iter().any(|d| d.name == "proof") {
                let (header, table) = ("\n[dev-dependencies]\n", "\n\n[dev-dependencies]\n");
                text = match text.contains(header) {
                    true => text.replacen(header, &format!("{header}{PROOF_DEPENDENCY}\n"), 1),
                    false => format!("{}{table}{PROOF_DEPENDENCY}\n", text.trim_end()),
                };
            }
            // A judge other than the package's is the problem's own, in its table.
            let table = match judge.filter(|judge| found.metadata["judge"]["judge"] != *judge) {
                Some(judge) => crate::profile::new_problem_table(judge)?.replacen(
                    "[package.metadata.judge]",
                    "[package.metadata.judge.bin.{{name}}]",
                    1,
                ),
                None => own_table,
            };
            (text, table)
        }
        None => {
            check_name_alone(package)
                .map_err(|why| refuse(format!("package `{package}`: {why}")))?;
            let judge = crate::profile::new_problem_table(judge.unwrap_or(DEFAULT_JUDGE))?;
            let text = include_str!("new/contest.toml.template").replace("{{judge_table}}", &judge);
            (text.replace("{{package}}", package), own_table)
        }
    };
    let text = format!("{}\n\n{}", text.trim_end(), table.replace("{{name}}", name));
    let profile =
        crate::profile::Profile::for_binary(&crate::profile::judge_table(&text)?, &dir, name)
            .with_context(|| format!("the judge table of `{name}` over package `{package}`'s"))?;
    if profile.function.is_some() {
        return Err(refuse(format!(
            "judge `{}` calls a method; a contest's binaries are programs",
            profile.judge
        )));
    }
    let values = [("{{package}}", package), ("{{name}}", name), ("{{lib_name}}", "program")];
    let fill = |template: &str| fill(template, shape, &values);
    let ([.., proof, generate], bin) =
        shape.map_or((TEMPLATES, include_str!("new/bin.rs.template")), Shape::templates);
    // The proof proves `solve` of the binary's file, made a module of it, before its first `use`.
    let (proof, module) = (fill(proof), fill(include_str!("new/program_module.rs.template")));
    let module = proof.text.replacen("\nuse ", &format!("\n{}\nuse ", module.text), 1);
    let proof = NewFile { path: dir.join(format!("tests/{name}.rs")), text: module, ..proof };
    let generate =
        NewFile { path: dir.join(format!("examples/{name}-generate.rs")), ..fill(generate) };
    let mut files = vec![fill(bin), proof, generate];
    files.extend(sample_files(name, placeholder_sample(shape)));
    files.push(NewFile {
        path: dir.join("Cargo.toml"),
        text,
        about: "the problem's own judge facts, at the end".to_owned(),
    });
    // The manifest last: until it names the binary's table, a failed write left no problem.
    write_files(workspace, &files)?;
    let (name, judge, contest, submit_dir) =
        (name.to_owned(), profile.judge, Some(package.to_owned()), String::new());
    let to_write = "answer() in the problem's program and reference() in its proof, listed above";
    submitted_in(workspace, Created { name, judge, files, to_write, contest, submit_dir })
}

/// The proof crate as a contest's dev-dependency.
const PROOF_DEPENDENCY: &str = "proof = { path = \"../../tests/proof\" }";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_cargo_would_take_pass_and_each_refusal_says_why() {
        for name in ["boj1000", "prog-42", "a", "tic_tac_toe-2", "union", &"a".repeat(64)] {
            assert_eq!(check_name_alone(name), Ok(()), "{name}");
        }
        for (name, why) in [
            ("Bad Name", "it holds `B`, a space and `N`; a problem name holds only lowercase"),
            ("9lives", "it starts with `9`"),
            ("-x", "it starts with `-`"),
            ("a\tb/c", "it holds `\\t` and `/`;"),
            (&"a".repeat(65), "it is 65 characters long"),
            ("ttt-core", "the name is taken by the shared library"),
            ("xtask", "the name is taken by the workspace automation"),
            ("fn", "`fn` is a Rust keyword, so it cannot name a library"),
            ("gen", "`gen` is a Rust keyword"),
            ("proc-macro", "`proc_macro` is a crate that ships with Rust"),
            ("deps", "Cargo keeps a folder `deps`"),
            ("nul", "`nul` is a file name Windows reserves"),
            ("", "a problem needs a name"),
        ] {
            let error = check_name_alone(name).unwrap_err();
            assert!(error.starts_with(why), "{name}: {error}");
        }
    }

    /// The files of a new problem, every template filled in completely.
    fn filled(name: &str, judge: &str, shape: Option<Shape>, side: Option<JudgeSide>) -> Created {
        let created = files(name, judge, shape.as_ref(), side).unwrap();
        for NewFile { path, text, .. } in &created.files {
            let shown = path.display();
            assert!(!text.contains("{{") && !text.contains("}}"), "{shown}:\n{text}");
            // The submission is `include!`d, where `//!` cannot be.
            if path.extension().is_some_and(|extension| extension == "rs") {
                assert!(text.starts_with("//! ") || path.ends_with("solution.rs"), "{shown}");
            }
        }
        created
    }

    #[test]
    fn a_problem_for_a_judge_without_a_built_in_profile_gets_every_fact_to_fill() {
        let created = filled("spoj1", "spoj", None, None);
        let printed = created.render();
        for words in [
            "1. in crates/spoj1/Cargo.toml, [package.metadata.judge] holds a placeholder",
            "If you meant a built-in judge (baekjoon, codeforces,",
            "`rm -r crates/spoj1 samples/spoj1`",
            "the judge's facts: placeholders to fill",
        ] {
            assert!(printed.contains(words), "`{words}` not in\n{printed}");
        }
        let steps = printed.split("next steps:").nth(1).unwrap();
        assert!(steps.lines().all(|line| line.len() <= 90), "{printed}");
        let built_in = Created { judge: "baekjoon".to_owned(), ..created }.render();
        assert!(!built_in.contains("no built-in profile"), "{built_in}");
    }

    #[test]
    fn board_notations_are_named_or_three_symbols() {
        let symbols = |text: &str| BoardNotation::parse(text).map(|board| board.symbols());
        assert_eq!(symbols("digits").unwrap(), *b"120");
        assert_eq!(symbols("codeforces").unwrap(), *b"X0.");
        assert_eq!(symbols("xo'").unwrap(), *b"xo'");
        let rust = BoardNotation::parse("x\\'").unwrap().rust;
        assert_eq!(rust, "Notation::from_symbols(b'x', b'\\\\', b'\\'')");
        let why = |text: &str| BoardNotation::parse(text).unwrap_err().to_string();
        assert_eq!(why("xox"), "`xox`: `x` stands for two kinds of square");
        assert_eq!(why("x o"), "`x o`: ` ` is not a printable ASCII symbol");
        assert!(why("letter").starts_with("`letter` is no board notation: give digits, letters"));
    }

    #[test]
    fn a_board_problem_answers_a_board_and_compares_every_board() {
        let quote = BoardNotation::parse("xo\"").unwrap();
        let counted = BoardNotation::parse("codeforces").unwrap().counted();
        for (board, judge, lib_lines, proof_line, input) in [
            (
                &quote,
                "baekjoon",
                [
                    "pub const NOTATION: Notation = Notation::from_symbols(b'x', b'o', b'\\\"');",
                    "`x` for X, `o` for O and `\"` for an empty square",
                    "transcript(b1::solve, b\"?\\\"\\\"\\n\\\"o\\\"\\n\\\"\\\"\\\"\\n\");",
                    "\"error: line 1, column 1: found `?`, expected a square `x`, `o` or `\\\"`\\n\"",
                    "NOTATION.each_board(input, output, answer)",
                ],
                "Boards { symbols: *b\"xo\\\"\", counted: false }",
                "x\"\"\n\"o\"\n\"\"\"\n",
            ),
            (
                &counted,
                "codeforces",
                [
                    "NOTATION.each_counted_board(input, output, answer)",
                    "the input starts with the number of boards, and each is answered",
                    "transcript(b1::solve, b\"1\\n?..\\n.0.\\n...\\n\");",
                    "\"error: line 2, column 1: found `?`, expected a square `X`, `0` or `.`\\n\"",
                    "write answer() in crates/{}/src/lib.rs",
                ],
                "Boards { symbols: *b\"X0.\", counted: true }",
                "1\nX..\n.0.\n...\n",
            ),
        ] {
            let created = filled("b1", judge, Some(Shape::Board(board.clone())), None);
            let [_, lib, _, proof, generate, sample, _] = created.files.as_slice() else {
                panic!("{:?}", created.files)
            };
            for line in lib_lines {
                assert!(lib.text.contains(line), "`{line}` not in\n{}", lib.text);
            }
            let boards = format!("const BOARDS: Boards = {proof_line};");
            assert!(proof.text.contains(&boards), "{}", proof.text);
            assert!(proof.text.contains("every_board_against(PROBLEM.solve, BOARDS, reference)"));
            let print = format!("print!(\"{{}}\", {proof_line}.input(&grids));");
            assert!(generate.text.contains(&print), "{}", generate.text);
            assert_eq!(sample.text, input);
            assert!(created.render().contains("2. write answer() in crates/b1/src/lib.rs and the"));
        }
        let created = filled("c1", "codeforces", Some(Shape::Board(counted)), None);
        let bad = "bad_inputs: &[\"1\\n?..\\n.0.\\n...\\n\", \"1\\nX..\\n.0.\\n\", \"2\\nX..\\n.0.\\n...\\n\"]";
        assert!(created.files[3].text.contains(bad), "{}", created.files[3].text);
        let error =
            files("b1", "leetcode", Some(&Shape::Board(quote)), None).unwrap_err().to_string();
        assert!(error.contains("leave them out"), "{error}");
    }

    #[test]
    fn grids_are_a_size_a_k_and_symbols() {
        let shape = GridShape::parse("3x4:3:_ab").unwrap();
        assert_eq!(
            (shape.size, shape.k, shape.symbols.as_slice()),
            (Size::new(3, 4).unwrap(), 3, &b"_ab"[..])
        );
        let why = |text: &str| GridShape::parse(text).unwrap_err().to_string();
        let usage =
            "is no grid: give its height and width, k and its symbols, the empty cell's first";
        for text in ["3x4", "3x4:3", "3x4:3:", "3*4:3:.X", "3x4:k:.X", "x4:3:.X"] {
            assert!(why(text).starts_with(&format!("`{text}` {usage}")), "{text}: {}", why(text));
        }
        assert_eq!(why("0x4:1:.X"), "`0x4:1:.X`: 0x4 is no grid's size");
        assert_eq!(why("3x4:5:.X"), "`3x4:5:.X`: k is 5, where a line of 3x4 has 1 to 4");
        assert_eq!(why("3x4:0:.X"), "`3x4:0:.X`: k is 0, where a line of 3x4 has 1 to 4");
        assert_eq!(why("3x4:3:."), "`3x4:3:.`: 0 players, where a grid has 1 to 26");
        assert_eq!(why("3x4:3:.X."), "`3x4:3:.X.`: `.` stands for two kinds of cell");
    }

    #[test]
    fn a_grid_problem_answers_a_grid_and_compares_seeded_grids() {
        let shape = Shape::Grid(GridShape::parse("2x3:2:.\"o").unwrap());
        let created = filled("g1", "atcoder", Some(shape), None);
        let [_, lib, _, proof, generate, sample, answer] = created.files.as_slice() else {
            panic!("{:?}", created.files)
        };
        for line in [
            "pub const SIZE: (usize, usize) = (2, 3);",
            "pub const SYMBOLS: (u8, &[u8]) = (b'.', b\"\\\"o\");",
            "pub const RULE: LineRule = LineRule::in_a_row(2);",
            "`.` for an empty cell, then the players' stones in order: `\"o`.",
            "transcript(g1::solve, b\"?..\\n\");",
            "\"error: line 1, column 1: found `?`, expected a cell `\\\"`, `o` or `.`\\n\"",
        ] {
            assert!(lib.text.contains(line), "`{line}` not in\n{}", lib.text);
        }
        let bad = "bad_inputs: &[\"?..\\n\", \"..\\n\"],";
        assert!(proof.text.contains(bad), "{}", proof.text);
        let seeded = "random_case(&mut random, SIZE, EMPTY, PLAYERS, 2)";
        assert!(proof.text.contains(seeded), "{}", proof.text);
        assert!(generate.text.contains("random_case(&mut random, (2, 3), empty, players, 2)"));
        assert_eq!(
            (sample.text.as_str(), answer.text.as_str()),
            ("\"..\n..o\n", PLACEHOLDER_BOARD_ANSWER)
        );
    }

    #[test]
    fn a_checker_or_an_interactor_is_its_problems_example_and_an_interactor_makes_a_game() {
        let example = |side| {
            let files = filled("j1", "kattis", None, Some(side)).files;
            let paths: Vec<String> = files.iter().map(|f| f.path.display().to_string()).collect();
            (files[0].text.clone(), paths[1..].to_vec(), files[1].text.clone())
        };
        let (manifest, paths, lib) = example(JudgeSide::CHECKER);
        let entry = "\n# Judges every answer in verify, as testlib calls a checker.\n[[example]]\n\
                     name = \"j1-check\"\npath = \"examples/check.rs\"\n\n";
        assert!(manifest.contains(entry), "{manifest}");
        assert!(lib.contains("pub fn answer(case: Token<'_>)"), "{lib}");
        assert_eq!(
            paths[4..],
            ["samples/j1/1.in", "samples/j1/1.out", "crates/j1/examples/check.rs"]
        );
        let (manifest, paths, lib) = example(JudgeSide::INTERACTOR);
        assert!(manifest.contains("name = \"j1-interact\"\npath = \"examples/interact.rs\""));
        assert!(lib.contains("pub fn play<R: BufRead, W: Write>"), "{lib}");
        let game =
            ["samples/j1/1.in", "samples/j1/1.interaction", "crates/j1/examples/interact.rs"];
        assert_eq!(paths[4..], game);
        let error = files("j1", "leetcode", None, Some(JudgeSide::INTERACTOR)).unwrap_err();
        assert!(error.to_string().contains("`--interactive` is for a program"), "{error}");
    }

    #[test]
    fn a_function_judges_problem_gets_the_submission_and_a_main_that_includes_it() {
        let files = filled("lc1", "leetcode", None, None).files;
        let paths: Vec<String> = files.iter().map(|f| f.path.display().to_string()).collect();
        assert_eq!(
            paths,
            [
                "crates/lc1/Cargo.toml",
                "crates/lc1/src/lib.rs",
                "crates/lc1/src/solution.rs",
                "crates/lc1/src/main.rs",
                "crates/lc1/tests/proof.rs",
                "crates/lc1/examples/generate.rs",
                "samples/lc1/1.in",
                "samples/lc1/1.out",
            ]
        );
        let profile =
            crate::profile::Profile::from_manifest(&files[0].text, Path::new("crates/lc1"))
                .unwrap();
        let function = profile.function.unwrap();
        assert_eq!(function.called.note().1, crate::profile::PLACEHOLDER_SIGNATURE);
        assert_eq!(function.submission, Path::new("crates/lc1/src/solution.rs"));
        assert!(files[2]
            .text
            .contains("pub fn sum(a: i32, b: i32) -> i32 {\n        lc1::sum(a, b)"));
        assert!(files[3].text.contains("struct Solution;\n\ninclude!(\"solution.rs\");"));
        let call = function.called.call(&files[6].text).unwrap();
        assert_eq!(call, "__judge_printing::written(&Solution::sum(1, 2))");
    }
}
