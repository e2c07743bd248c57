//! The proof of lc1275: its samples and the judge's quirks, 100,000 fuzzed inputs, bad input in
//! each form, every move sequence the judge could send (every prefix of every game played out)
//! through the library, the submission and the binary's text against the grid each reaches, and
//! moves the judge never sends against a reference that replays them.

use proof::tic_tac_toe::{has_line, is_over, other, Grid};
use proof::{Problem, SplitMix64};
use rstest::rstest;

/// What the judge declares before the submission, as `src/main.rs` does.
struct Solution;

include!("../src/solution.rs");

const PROBLEM: Problem = Problem {
    name: "lc1275",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve: lc1275::solve,
    answers: |line| matches!(line, "\"A\"" | "\"B\"" | "\"Draw\"" | "\"Pending\"" | "\"Invalid\""),
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &["moves = [[0,0],[2,0]\n", "moves = [[0,\"0\"]]\n", "moves = \"A\"\n"],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x1275);
}

/// The result a grid shows, read off the grid alone.
fn result(grid: &Grid) -> &'static str {
    if has_line(grid, b'X') {
        "A"
    } else if has_line(grid, b'O') {
        "B"
    } else if is_over(grid) {
        "Draw"
    } else {
        "Pending"
    }
}

/// Every move sequence of 1 to 9 moves that a game played by the rules has, each with the
/// result of the grid it reaches: every game played out from the empty grid, one move at a
/// time, stopping at the first line or a full grid, and every prefix of each.
fn every_legal_sequence() -> Vec<(Vec<Vec<i32>>, &'static str)> {
    fn play(
        grid: Grid,
        mark: u8,
        moves: &mut Vec<Vec<i32>>,
        out: &mut Vec<(Vec<Vec<i32>>, &'static str)>,
    ) {
        if !moves.is_empty() {
            out.push((moves.clone(), result(&grid)));
        }
        if is_over(&grid) {
            return;
        }
        for square in 0..9 {
            if grid[square] == b'.' {
                let mut next = grid;
                next[square] = mark;
                moves.push(vec![square as i32 / 3, square as i32 % 3]);
                play(next, other(mark), moves, out);
                moves.pop();
            }
        }
    }
    let mut out = Vec::new();
    play([b'.'; 9], b'X', &mut Vec::new(), &mut out);
    out
}

/// The moves as the problem page writes them.
fn text(moves: &[Vec<i32>]) -> String {
    let moves: Vec<String> = moves
        .iter()
        .map(|m| format!("[{}]", m.iter().map(i32::to_string).collect::<Vec<_>>().join(",")))
        .collect();
    format!("moves = [{}]\n", moves.join(","))
}

/// Does the library, the submission and the binary's text answer `moves` with `expected`.
fn check(moves: &[Vec<i32>], expected: &str) -> Result<(), String> {
    let seen = (
        lc1275::tictactoe(moves),
        Solution::tictactoe(moves.to_vec()),
        PROBLEM.transcript(text(moves).as_bytes()),
    );
    if seen == (expected, expected.to_owned(), format!("\"{expected}\"\n")) {
        Ok(())
    } else {
        Err(format!("{moves:?}: {seen:?}, expected {expected:?}"))
    }
}

#[test]
fn every_sequence_the_judge_could_send_against_the_grid_it_reaches() {
    proof::once_per_build(
        "every_sequence_the_judge_could_send_against_the_grid_it_reaches",
        &[],
        || {
            let sequences = every_legal_sequence();
            let count =
                |answer: &str| sequences.iter().filter(|(_, expected)| *expected == answer).count();
            // The game tree of tic-tac-toe: 549,946 positions along 255,168 games, which end in
            // 131,184 wins of the first player, 77,904 of the second and 46,080 draws.
            assert_eq!(sequences.len(), 549_945);
            assert_eq!([count("A"), count("B"), count("Draw")], [131_184, 77_904, 46_080]);
            assert_eq!(count("Pending"), 549_945 - 255_168);
            proof::for_each_case(sequences.len() as u64, |case| {
                let (moves, expected) = &sequences[case as usize];
                check(moves, expected)
            });
        },
    );
}

/// The answer the library documents for any moves: each is replayed on a grid, and a move that
/// is not two numbers from 0 to 2 for a free square of a game not yet over makes them invalid.
fn reference(moves: &[Vec<i32>]) -> &'static str {
    let mut grid = [b'.'; 9];
    let mut mark = b'X';
    for played in moves {
        let on_board = |n: &i32| (0..3).contains(n);
        if played.len() != 2 || !played.iter().all(on_board) {
            return "Invalid";
        }
        let square = (played[0] * 3 + played[1]) as usize;
        if grid[square] != b'.' || is_over(&grid) {
            return "Invalid";
        }
        grid[square] = mark;
        mark = other(mark);
    }
    result(&grid)
}

#[test]
fn every_short_sequence_of_any_squares_against_a_reference_that_replays_it() {
    // Up to 4 moves with rows and columns from -1 to 3: 1 + 25 + 25^2 + 25^3 + 25^4 sequences.
    let total: u64 = (0..=4).map(|len| 25u64.pow(len)).sum();
    assert_eq!(total, 406_901);
    proof::for_each_case(total, |case| {
        let (mut len, mut rest) = (0, case);
        while rest >= 25u64.pow(len) {
            rest -= 25u64.pow(len);
            len += 1;
        }
        let moves: Vec<Vec<i32>> = (0..len)
            .map(|index| {
                let code = (rest / 25u64.pow(index) % 25) as i32;
                vec![code / 5 - 1, code % 5 - 1]
            })
            .collect();
        let expected = reference(&moves);
        if lc1275::tictactoe(&moves) == expected {
            Ok(())
        } else {
            Err(format!("{moves:?}, expected {expected:?}"))
        }
    });
}

/// The moves of a game played at random for up to 9 moves, stopping when it is over.
fn random_game(random: &mut SplitMix64) -> Vec<Vec<i32>> {
    let (mut grid, mut mark, mut moves) = ([b'.'; 9], b'X', Vec::new());
    for _ in 0..random.below(10) {
        if is_over(&grid) {
            break;
        }
        let free: Vec<usize> = (0..9).filter(|&square| grid[square] == b'.').collect();
        let square = *random.pick(&free);
        grid[square] = mark;
        mark = other(mark);
        moves.push(vec![square as i32 / 3, square as i32 % 3]);
    }
    moves
}

#[test]
fn random_games_bent_out_of_the_rules_against_a_reference_that_replays_them() {
    let mut random = SplitMix64::new(0x1275);
    let mut answers = std::collections::BTreeMap::new();
    for _ in 0..200_000 {
        let mut moves = random_game(&mut random);
        let at = random.below(moves.len() as u64 + 1) as usize;
        match random.below(8) {
            // Moves on the board after the end or on a taken square: a tenth move is one.
            0 | 1 => {
                for _ in 0..=random.below(3) {
                    moves.push(vec![random.below(3) as i32, random.below(3) as i32]);
                }
            }
            2 if at < moves.len() => moves.insert(at, moves[at].clone()),
            // A move that is no square: another length, or numbers off the board.
            3 if at < moves.len() => moves[at].truncate(random.below(2) as usize),
            4 if at < moves.len() => moves[at].push(random.below(3) as i32),
            5 if at < moves.len() => {
                moves[at][random.below(2) as usize] =
                    *random.pick(&[-1, 3, 256, i32::MIN, i32::MAX])
            }
            _ => {}
        }
        let expected = reference(&moves);
        if let Err(why) = check(&moves, expected) {
            panic!("{why}");
        }
        *answers.entry(expected).or_insert(0) += 1;
    }
    // Every answer comes up often, so the moves reach every way out of the replay.
    assert_eq!(answers.len(), 5, "{answers:?}");
    assert!(answers.values().all(|&count| count > 500), "{answers:?}");
}

#[rstest]
#[case::no_name("[[0,0]]", "error: line 1, column 1: found `[`, expected the argument `moves`\n")]
#[case::other_name(
    "board = [\"O  \"]",
    "error: line 1, column 1: found `board`, expected the argument `moves`\n"
)]
#[case::not_arrays(
    "moves = [0,0]",
    "error: line 1, column 10: found `0`, expected an array of integers\n"
)]
#[case::strings(
    "moves = [[\"0\",0]]",
    "error: line 1, column 11: found a string, expected an integer\n"
)]
#[case::too_large(
    "moves = [[0,2147483648]]",
    "error: line 1, column 13: found `2147483648`, expected an integer from -2147483648 to 2147483647\n"
)]
#[case::unclosed(
    "moves = [[0,0],\r\n[1,1]\r\n",
    "error: line 3, column 1: found end of input, expected `,` or `]`\n"
)]
#[case::trailing_comma("moves = [[0,0],]", "error: line 1, column 16: found `]`, expected a value: a string, an integer, `true`, `false` or an array\n")]
#[case::empty("", "error: line 1, column 1: found end of input, expected the argument `moves`\n")]
#[case::out_of_range_still_answers("moves = [[0,3]]", "\"Invalid\"\n")]
#[case::no_moves_still_answers("moves = []", "\"Pending\"\n")]
fn bad_input_is_one_error(#[case] input: &str, #[case] seen: &str) {
    assert_eq!(PROBLEM.transcript(input.as_bytes()), seen);
}
