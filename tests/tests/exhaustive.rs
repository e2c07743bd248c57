//! Every board the judges could ask about, answered by the solvers and by the slow reference
//! in `workspace_tests::reference`, which plays games out move by move.

use std::collections::HashMap;

use ttt_core::board::{Board, Mark, Square};
use ttt_core::perfect_play::{best_moves, outcome, Outcome};
use ttt_core::positions::reachable_positions;
use ttt_core::rules::{is_final, reachable, status, Status};
use workspace_tests::reference::{
    every_grid, has_line, is_over, minimax, other, play_every_game, rows, Grid,
};

fn letter_of(mark: Mark) -> u8 {
    mark.letter() as u8
}

fn mark_of(letter: u8) -> Mark {
    if letter == b'X' {
        Mark::X
    } else {
        Mark::O
    }
}

fn board_of(grid: &Grid) -> Board {
    ttt_core::notation::parse_letters(&rows(grid, " ")).unwrap()
}

/// The grid in BOJ 16571's notation: three lines of three space-separated digits.
fn digit_rows(grid: &Grid) -> String {
    let digit = |letter: &u8| match letter {
        b'X' => "1",
        b'O' => "2",
        _ => "0",
    };
    grid.chunks(3).map(|row| row.iter().map(digit).collect::<Vec<_>>().join(" ") + "\n").collect()
}

fn outcome_of(score: i8) -> Outcome {
    match score {
        1 => Outcome::Win,
        0 => Outcome::Draw,
        _ => Outcome::Loss,
    }
}

/// Runs a solver on a whole input and returns its output, which must come with no error.
fn run(solve: ttt_core::judge::Solve, input: &str) -> String {
    let mut output = Vec::new();
    solve(input.as_bytes(), &mut output).unwrap();
    String::from_utf8(output).unwrap()
}

#[test]
fn rules_agree_with_the_reference_on_every_board_for_both_first_players() {
    for first in Mark::BOTH {
        let games = play_every_game(letter_of(first));
        assert_eq!(games.len(), 5478);
        assert_eq!(games.keys().filter(|grid| is_over(grid)).count(), 958);
        let mut checked = 0;
        for grid in every_grid() {
            let board = board_of(&grid);
            let expected = games.get(&grid).map(|&next| {
                if has_line(&grid, other(next)) {
                    Status::Won(mark_of(other(next)))
                } else if is_over(&grid) {
                    Status::Drawn
                } else {
                    Status::InProgress { to_move: mark_of(next) }
                }
            });
            let context = format!("{} with {first} first", rows(&grid, "/"));
            assert_eq!(status(board, first).ok(), expected, "{context}");
            assert_eq!(reachable(board, first), expected.is_some(), "{context}");
            assert_eq!(
                is_final(board, first),
                expected.is_some_and(Status::is_finished),
                "{context}"
            );
            checked += 1;
        }
        assert_eq!(checked, 19_683);
    }
}

#[test]
fn enumeration_finds_exactly_the_boards_games_reach() {
    for first in Mark::BOTH {
        let mut found: Vec<String> =
            reachable_positions(first).iter().map(|board| format!("{board:?}")).collect();
        let mut played: Vec<String> =
            play_every_game(letter_of(first)).keys().map(|grid| rows(grid, "/")).collect();
        found.sort();
        played.sort();
        assert_eq!(found, played, "{first} first");
    }
}

#[test]
fn perfect_play_agrees_with_minimax_on_every_reachable_board() {
    for first in Mark::BOTH {
        let mut memo = HashMap::new();
        for (grid, next) in play_every_game(letter_of(first)) {
            let board = board_of(&grid);
            let score = minimax(grid, next, &mut memo);
            assert_eq!(outcome(board, first), Ok(outcome_of(score)), "{}", rows(&grid, "/"));
            let mut expected_moves = Vec::new();
            if !is_over(&grid) {
                for square in 0..9 {
                    let mut child = grid;
                    if child[square] == b'.' {
                        child[square] = next;
                        if -minimax(child, other(next), &mut memo) == score {
                            expected_moves.push(Square::new(square as u8).unwrap());
                        }
                    }
                }
            }
            assert_eq!(best_moves(board, first), Ok(expected_moves), "{}", rows(&grid, "/"));
        }
    }
}

#[test]
fn boj16571_answers_every_unfinished_position_and_rejects_every_unreachable_board() {
    let games = play_every_game(b'X');
    let mut memo = HashMap::new();
    let mut input = String::new();
    let mut expected = String::new();
    let mut unfinished = 0;
    for (grid, next) in games.iter().filter(|(grid, _)| !is_over(grid)) {
        input.push_str(&digit_rows(grid));
        expected.push(outcome_of(minimax(*grid, *next, &mut memo)).letter());
        expected.push('\n');
        unfinished += 1;
    }
    assert_eq!(unfinished, 4520);
    assert_eq!(run(boj16571::solve, &input), expected);
    let mut rejected = 0;
    for grid in every_grid().filter(|grid| !games.contains_key(grid)) {
        let input = digit_rows(&grid);
        let mut output = Vec::new();
        let error = boj16571::solve(input.as_bytes(), &mut output).unwrap_err().to_string();
        assert!(
            error.starts_with("line 1, column 1: found a board no game reaches ("),
            "{input}{error}"
        );
        assert!(output.is_empty());
        rejected += 1;
    }
    assert_eq!(rejected, 19_683 - 5478);
}

#[test]
fn prog_solo_ttt_answers_every_board_in_both_forms_and_through_solution() {
    let games = play_every_game(b'O');
    let mut rows_input = String::new();
    let mut array_input = String::new();
    let mut expected = String::new();
    for grid in every_grid() {
        let answer = i32::from(games.contains_key(&grid));
        rows_input.push_str(&rows(&grid, "\n"));
        rows_input.push('\n');
        array_input.push_str(&format!("[\"{}\"]\n", rows(&grid, "\", \"")));
        expected.push_str(&format!("{answer}\n"));
        let board: Vec<String> = rows(&grid, " ").split(' ').map(String::from).collect();
        assert_eq!(prog_solo_ttt::solution(board), answer, "{}", rows(&grid, "/"));
    }
    assert_eq!(expected.matches('1').count(), 5478);
    assert_eq!(run(prog_solo_ttt::solve, &rows_input), expected);
    assert_eq!(run(prog_solo_ttt::solve, &array_input), expected);
}

#[test]
fn boj7682_answers_every_board() {
    let games = play_every_game(b'X');
    let mut input = String::new();
    let mut expected = String::new();
    for grid in every_grid() {
        input.push_str(&rows(&grid, ""));
        input.push('\n');
        let valid = games.contains_key(&grid) && is_over(&grid);
        expected.push_str(if valid { "valid\n" } else { "invalid\n" });
    }
    input.push_str("end\n");
    assert_eq!(expected.matches("invalid").count(), 19_683 - 958);
    assert_eq!(run(boj7682::solve, &input), expected);
}
