//! The proof of kattis-itictactoe: the statement's sample interaction replayed move for move
//! (with the judge's quirks), 100,000 fuzzed conversations, and every game the judge can play,
//! from either start: the program answers each grid with one more `x`, never loses, and wins
//! every game the judge's replies let it win, against a plain minimax written apart from
//! ttt-core.

use std::collections::HashMap;

use proof::tic_tac_toe::{has_line, minimax, Grid};
use proof::Problem;

const PROBLEM: Problem = Problem {
    name: "kattis-itictactoe",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: kattis_itictactoe::solve,
    answers: |line| line.len() == 3 && line.bytes().all(|b| b".xo".contains(&b)),
    bad_inputs: &["third\n", "first\n...\n.X.\n...\n", "second\n...\n...\n...\n", "first\n..\n"],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_conversations_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x7777);
}

/// A grid as the judge writes it: `x` the program's (the reference's `X`), `o` the judge's.
fn written(grid: &Grid) -> String {
    let letters: String = grid.iter().map(|&s| char::from(s).to_ascii_lowercase()).collect();
    format!("{}\n{}\n{}\n", &letters[..3], &letters[3..6], &letters[6..])
}

/// The grid the program answers `judge` (every message so far) with, after checking it is
/// `grid` with one more `X`.
fn answer(judge: &str, grid: &Grid) -> Grid {
    let mut output = Vec::new();
    // The conversation stops here, so the program meets the end of its input after answering.
    if let Err(error) = kattis_itictactoe::solve(judge.as_bytes(), &mut output) {
        assert_eq!(error.found, "found end of input", "{judge}: {error}");
    }
    let output = String::from_utf8(output).unwrap();
    let last: Vec<&str> = output.lines().rev().take(3).collect();
    assert_eq!(last.len(), 3, "{judge}: no grid in {output:?}");
    let letters: String = last.into_iter().rev().collect::<String>().to_ascii_uppercase();
    let played: Grid = letters.as_bytes().try_into().unwrap();
    let changed: Vec<usize> = (0..9).filter(|&i| played[i] != grid[i]).collect();
    assert!(
        changed.len() == 1 && grid[changed[0]] == b'.' && played[changed[0]] == b'X',
        "{judge}answered with\n{}",
        written(&played)
    );
    played
}

/// Plays every game on from `grid`, the program to move, `judge` the conversation so far;
/// returns how many games it played. Each must not end in the program's loss, and must end in
/// its win where the reference says it can force one.
fn every_game(judge: &str, grid: Grid, memo: &mut HashMap<Grid, i8>) -> usize {
    let can_win = minimax(grid, b'X', memo) == 1;
    let played = answer(judge, &grid);
    if has_line(&played, b'X') {
        return 1;
    }
    assert!(!can_win || minimax(played, b'O', memo) == -1, "{judge}: a win let go");
    if !played.contains(&b'.') {
        assert!(!can_win, "{judge}: a draw where a win was there");
        return 1;
    }
    let mut games = 0;
    for square in (0..9).filter(|&i| played[i] == b'.') {
        let mut reply = played;
        reply[square] = b'O';
        let judge = format!("{judge}{}", written(&reply));
        assert!(!has_line(&reply, b'O'), "{judge}: the program lost");
        if !reply.contains(&b'.') {
            games += 1;
            continue;
        }
        games += every_game(&judge, reply, memo);
    }
    games
}

#[test]
fn the_solver_never_loses_and_wins_whenever_the_judge_lets_it() {
    // The player to move on a grid depends on who started: a memo for each start.
    let empty = [b'.'; 9];
    let first = every_game(&format!("first\n{}", written(&empty)), empty, &mut HashMap::new());
    let (mut second, mut memo) = (0, HashMap::new());
    for square in 0..9 {
        let mut grid = empty;
        grid[square] = b'O';
        second += every_game(&format!("second\n{}", written(&grid)), grid, &mut memo);
    }
    // Every reply sequence the judge has, played out: pinned, so a change in the solver's moves
    // shows here.
    assert_eq!((first, second), (FIRST_GAMES, SECOND_GAMES));
}

/// The games the judge can play against the solver when it moves first, and when second.
const FIRST_GAMES: usize = 92;
const SECOND_GAMES: usize = 521;
