//! The proof of lc348: its samples and the judge's quirks, 100,000 fuzzed inputs, bad input in
//! each form, and the submitted class against a slow reference that scans the whole board after
//! every move: on every move order of boards of 1 and 2 and every game of 3 (any player moving,
//! to a depth, and alternating players to the end), and on seeded random games of boards up to
//! 12, through the class and through the binary's text.

use proof::{Problem, SplitMix64};

include!("../src/solution.rs");

/// What the binary prints, over the submitted class as `src/main.rs` calls it.
fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), ttt_core::judge::InputError> {
    lc348::solve_with(input, output, TicTacToe::new, TicTacToe::make_a_move)
}

const PROBLEM: Problem = Problem {
    name: "lc348",
    manifest_dir: env!("CARGO_MANIFEST_DIR"),
    solve,
    answers: |line| {
        let results = line.strip_prefix("[null").and_then(|rest| rest.strip_suffix(']'));
        results.is_some_and(|rest| rest.split(',').skip(1).all(|r| matches!(r, "0" | "1" | "2")))
    },
    // Inputs the format rules out, which the solver must reject.
    bad_inputs: &[
        "[\"TicTacToe\",\"move\"]\n[[3]]\n",
        "[\"TicTacToe\",\"move\"]\n[[3],[0,0,1]\n",
        "[\"TicTacToe\",\"move\"]\n[[3],[0,0,\"1\"]]\n",
        "[\"TicTacToe\",\"move\",\"move\"]\n[[3],[0,0,1],[0,0,2]]\n",
        "[\"move\"]\n[[3]]\n",
    ],
};

#[test]
fn samples_and_judge_quirks() {
    PROBLEM.check_samples();
}

#[test]
fn fuzzed_inputs_never_panic_and_errors_name_a_place() {
    PROBLEM.fuzz(100_000, 0x348);
}

/// A move: row, column, player.
type Move = (usize, usize, i32);

/// The results LeetCode expects of `moves` on an `n`×`n` board, one a move: after each, the
/// whole board is scanned for a row, column or diagonal all one player's, which can only be the
/// mover's, since the game stops at the first.
fn reference(n: usize, moves: &[Move]) -> Vec<i32> {
    let mut board = vec![vec![0; n]; n];
    let mut results = Vec::new();
    for &(row, column, player) in moves {
        board[row][column] = player;
        let mut lines: Vec<Vec<i32>> = board.clone();
        lines.extend((0..n).map(|c| (0..n).map(|r| board[r][c]).collect()));
        lines.push((0..n).map(|i| board[i][i]).collect());
        lines.push((0..n).map(|i| board[i][n - 1 - i]).collect());
        let full = lines.iter().find(|line| line[0] != 0 && line.iter().all(|&m| m == line[0]));
        results.push(full.map_or(0, |line| line[0]));
    }
    results
}

/// What the submitted class returns for `moves` on an `n`×`n` board, called as LeetCode does.
fn class(n: usize, moves: &[Move]) -> Vec<i32> {
    let mut game = TicTacToe::new(n as i32);
    moves
        .iter()
        .map(|&(row, column, player)| game.make_a_move(row as i32, column as i32, player))
        .collect()
}

/// The sample LeetCode would send for `moves`, and what it expects.
fn sample(n: usize, moves: &[Move]) -> (String, String) {
    let names: Vec<&str> =
        std::iter::once("\"TicTacToe\"").chain(moves.iter().map(|_| "\"move\"")).collect();
    let calls: Vec<String> = std::iter::once(format!("[{n}]"))
        .chain(moves.iter().map(|(r, c, p)| format!("[{r},{c},{p}]")))
        .collect();
    let results: Vec<String> = reference(n, moves).iter().map(i32::to_string).collect();
    (
        format!("[{}]\n[{}]\n", names.join(","), calls.join(",")),
        format!("[null,{}]\n", results.join(",")),
    )
}

/// Every move order on an `n`×`n` board up to `depth` moves, stopping at the first line, each
/// move by a player `players` allows after the moves before it; `check` gets each sequence that
/// ends (at a line, a full board or the depth). Returns how many it got.
fn every_order(
    n: usize,
    depth: usize,
    players: &dyn Fn(&[Move]) -> Vec<i32>,
    check: &mut dyn FnMut(&[Move]),
) -> usize {
    fn go(
        n: usize,
        depth: usize,
        moves: &mut Vec<Move>,
        players: &dyn Fn(&[Move]) -> Vec<i32>,
        check: &mut dyn FnMut(&[Move]),
    ) -> usize {
        let won = reference(n, moves).last().is_some_and(|&result| result != 0);
        if won || moves.len() == depth.min(n * n) {
            check(moves);
            return 1;
        }
        let mut ended = 0;
        for cell in 0..n * n {
            if moves.iter().any(|&(r, c, _)| (r, c) == (cell / n, cell % n)) {
                continue;
            }
            for player in players(moves) {
                moves.push((cell / n, cell % n, player));
                ended += go(n, depth, moves, players, check);
                moves.pop();
            }
        }
        ended
    }
    go(n, depth, &mut Vec::new(), players, check)
}

#[test]
fn every_move_order_of_small_boards_against_the_reference() {
    proof::once_per_build("every_move_order_of_small_boards_against_the_reference", &[], || {
        let either = |_: &[Move]| vec![1, 2];
        let check = |n: usize| {
            move |moves: &[Move]| {
                assert_eq!(class(n, moves), reference(n, moves), "n = {n}: {moves:?}")
            }
        };
        assert_eq!(every_order(1, 1, &either, &mut check(1)), 2);
        // Through the binary's text too, on every order of a board of 2.
        let mut text = |moves: &[Move]| {
            let (input, expected) = sample(2, moves);
            assert_eq!(PROBLEM.transcript(input.as_bytes()), expected, "{input}");
            check(2)(moves);
        };
        let orders_of_2 = every_order(2, 4, &either, &mut text);
        // Any player may move on a board of 3, up to 5 moves.
        let orders_of_3 = every_order(3, 5, &either, &mut check(3));
        // Every game of 3 to its end, the players alternating, either first.
        let alternating = |first: i32| {
            move |moves: &[Move]| vec![if moves.len() % 2 == 0 { first } else { 3 - first }]
        };
        let games = every_order(3, 9, &alternating(1), &mut check(3));
        assert_eq!(games, 255_168, "the games of tic-tac-toe");
        assert_eq!(every_order(3, 9, &alternating(2), &mut check(3)), games);
        println!("{orders_of_2} move orders of 2 and {orders_of_3} of 3 (to 5 moves) checked");
    });
}

/// A random game on a random board, as `examples/generate.rs` plays one: random players on random
/// free cells until a line or a full board.
fn random_game(random: &mut SplitMix64, most: u64) -> (usize, Vec<Move>) {
    let n = 1 + random.below(most) as usize;
    let mut free: Vec<usize> = (0..n * n).collect();
    let mut moves = Vec::new();
    while !free.is_empty() {
        let cell = free.swap_remove(random.below(free.len() as u64) as usize);
        moves.push((cell / n, cell % n, 1 + random.below(2) as i32));
        if reference(n, &moves).last() != Some(&0) {
            break;
        }
    }
    (n, moves)
}

#[test]
fn seeded_random_games_against_the_reference() {
    proof::once_per_build("seeded_random_games_against_the_reference", &[], || {
        proof::for_each_case(2_000, |case| {
            let (n, moves) = random_game(&mut SplitMix64::new(case), 12);
            let (input, expected) = sample(n, &moves);
            let printed = PROBLEM.transcript(input.as_bytes());
            if class(n, &moves) != reference(n, &moves) || printed != expected {
                return Err(format!("{input}printed {printed}expected {expected}"));
            }
            Ok(())
        });
    });
}
