//! The grid reference on small hand-made grids, on the samples of the problems it checks, and
//! against the tic-tac-toe reference over every 3×3 grid.

use std::collections::HashMap;

use super::generate::{
    plant_near_miss, plant_run, random_case, random_columns, random_game, random_grid,
    weighted_symbol,
};
use super::*;
use crate::tic_tac_toe;
use crate::SplitMix64;

/// Each run as its direction and cells, to compare with a list written out.
fn shapes(runs: &[Run]) -> Vec<(Direction, Vec<Cell>)> {
    runs.iter().map(|run| (run.direction, run.cells.clone())).collect()
}

fn exactly(length: usize) -> Rule {
    Rule::k_in_a_row(length).exactly()
}

#[test]
fn the_rule_builders_say_what_counts() {
    let rule = Rule::k_in_a_row(5);
    assert_eq!(rule.exactly(), Rule { length: 5, diagonals: true, exactly: true });
    assert_eq!(rule.without_diagonals(), Rule { length: 5, diagonals: false, exactly: false });
}

#[test]
fn a_row_of_six_on_19_by_19_is_five_or_more_but_not_exactly_five() {
    let mut board = empty_grid(19, 19);
    board[7][3..9].fill(b'X');
    let six: Vec<Cell> = (3..9).map(|column| (7, column)).collect();
    assert!(!has_line(&board, b'X', exactly(5)));
    assert_eq!(
        shapes(&lines(&board, b'X', Rule::k_in_a_row(5))),
        [(Direction::Right, six.clone())]
    );
    assert_eq!(shapes(&lines(&board, b'X', exactly(6))), [(Direction::Right, six)]);
    assert!(!has_line(&board, b'X', Rule::k_in_a_row(7)));
    assert!(!has_line(&board, b'O', Rule::k_in_a_row(1)));
}

#[test]
fn a_down_left_run_starts_at_its_topmost_cell() {
    let board = grid(&["...X", "..X.", ".X..", "...."]);
    let found = lines(&board, b'X', Rule::k_in_a_row(3));
    assert_eq!(shapes(&found), [(Direction::DownLeft, vec![(0, 3), (1, 2), (2, 1)])]);
    let straight = Rule { length: 3, diagonals: false, exactly: false };
    assert!(!has_line(&board, b'X', straight));
    assert!(has_line(&board, b'X', exactly(3)));
}

#[test]
fn runs_are_maximal_in_each_direction_and_in_reading_order() {
    let board = grid(&["XX.", ".X.", "X.X"]);
    let found = runs(&board, b'X');
    let longer: Vec<_> = found.iter().filter(|run| run.len() > 1).cloned().collect();
    assert_eq!(
        shapes(&longer),
        [
            (Direction::Right, vec![(0, 0), (0, 1)]),
            (Direction::Down, vec![(0, 1), (1, 1)]),
            (Direction::DownRight, vec![(0, 0), (1, 1), (2, 2)]),
            (Direction::DownLeft, vec![(1, 1), (2, 0)]),
        ]
    );
    // Each of the 5 marks is in one run per direction: 4 + 4 + 3 + 4 runs, merged ones counted
    // once.
    assert_eq!(found.len(), 15);
    let per_direction: Vec<usize> = Direction::ALL
        .iter()
        .map(|&direction| found.iter().filter(|run| run.direction == direction).count())
        .collect();
    assert_eq!(per_direction, [4, 4, 3, 4]);
    assert!(found.iter().all(|run| run.player == b'X' && !run.is_empty()));
}

#[test]
fn neighbours_stop_at_the_edges() {
    let board = empty_grid(3, 4);
    assert_eq!(neighbour(&board, (0, 3), Direction::DownLeft, 2), Some((2, 1)));
    assert_eq!(neighbour(&board, (0, 3), Direction::DownLeft, 3), None);
    assert_eq!(neighbour(&board, (0, 3), Direction::Right, 1), None);
    assert_eq!(neighbour(&board, (1, 1), Direction::DownRight, -1), Some((0, 0)));
    assert_eq!(neighbour(&board, (0, 0), Direction::Down, -1), None);
}

/// Codeforces 825B's samples: X to move wins in one on sample 1, at (0, 2) only, and not on
/// sample 2.
#[test]
fn completing_cells_answer_cf825b_samples() {
    let mut first = grid(&["XX.XX.....", ".....OOOO."]);
    let mut second = grid(&["XXOXX.....", "OO.O......"]);
    for board in [&mut first, &mut second] {
        board.extend(vec![vec![EMPTY; 10]; 8]);
    }
    assert_eq!(completing_cells(&first, b'X', Rule::k_in_a_row(5)), [(0, 2)]);
    assert_eq!(completing_cells(&second, b'X', Rule::k_in_a_row(5)), []);
    // O's four in a row would be five at either end.
    assert_eq!(completing_cells(&first, b'O', Rule::k_in_a_row(5)), [(1, 4), (1, 9)]);
}

#[test]
fn completing_cells_look_at_the_run_through_the_cell() {
    // Filling the gap makes six: five or more, but not exactly five.
    let board = grid(&["XX.XXX..", "........"]);
    assert_eq!(completing_cells(&board, b'X', Rule::k_in_a_row(5)), [(0, 2)]);
    assert_eq!(completing_cells(&board, b'X', exactly(5)), []);
    assert_eq!(completing_cells(&board, b'X', exactly(6)), [(0, 2)]);
    assert_eq!(completing_cells(&board, b'X', exactly(4)), [(0, 6)]);
    // A line elsewhere does not make every free cell complete one.
    let lined = grid(&["XXX", "...", "..."]);
    assert_eq!(completing_cells(&lined, b'X', Rule::k_in_a_row(3)), []);
    let columns_only = Rule { length: 3, diagonals: false, exactly: false };
    let corner = grid(&["X..", ".X.", "X.."]);
    assert_eq!(completing_cells(&corner, b'X', columns_only), [(1, 0)]);
    assert_eq!(completing_cells(&corner, b'X', Rule::k_in_a_row(3)), [(0, 2), (1, 0), (2, 2)]);
}

/// AtCoder ABC 241 C's samples: Yes when some window of six holds four or more `#`.
#[test]
fn windows_answer_abc241c_samples() {
    let mut first = empty_grid(8, 8);
    first[2] = b".#.##.#.".to_vec();
    assert_eq!(windows(&first, 6, true).len(), 8 * 3 * 2 + 3 * 3 * 2);
    assert_eq!(count_windows(&first, b'#', 6, true, 4), 1);
    let second = vec![vec![b'#'; 6]; 6];
    assert_eq!(windows(&second, 6, true).len(), 14);
    assert_eq!(count_windows(&second, b'#', 6, true, 6), 14);
    assert_eq!(count_windows(&second, b'#', 6, false, 6), 12);
    let third = grid(&[
        "..........",
        "#..##.....",
        "..........",
        "..........",
        "....#.....",
        "....#.....",
        ".#...#..#.",
        "..........",
        "..........",
        "..........",
    ]);
    assert_eq!(count_windows(&third, b'#', 6, true, 4), 0);
    assert_eq!(count_windows(&third, b'#', 6, true, 3), 4);
}

#[test]
fn windows_with_another_players_mark_do_not_count() {
    let board = grid(&["XX.O", "X...", "X..."]);
    // Rows of three: "XX." counts, "X.O" has an O; columns: the first.
    assert_eq!(count_windows(&board, b'X', 3, false, 2), 2);
    assert_eq!(count_windows(&board, b'X', 3, false, 3), 1);
    // O's: its column, and the ↙ diagonal from it; its row's window holds X.
    assert_eq!(count_windows(&board, b'O', 3, true, 1), 2);
    assert_eq!(count_windows(&board, b'O', 3, false, 1), 1);
    assert_eq!(count_windows(&board, b'X', 5, true, 0), 0);
}

#[test]
fn a_dropped_mark_lands_on_the_lowest_free_cell() {
    let board = grid(&["...X", ".X.O", "OX.X"]);
    assert_eq!(landing_row(&board, 0), Some(1));
    assert_eq!(landing_row(&board, 1), Some(0));
    assert_eq!(landing_row(&board, 2), Some(2));
    assert_eq!(landing_row(&board, 3), None);
    assert_eq!(dropped_cells(2, 2, &[1, 1, 0]), [(1, 1), (0, 1), (1, 0)]);
}

fn gravity_grid(length: usize) -> Game {
    Game {
        height: 4,
        width: 3,
        players: vec![b'A', b'B'],
        rule: Rule::k_in_a_row(length),
        gravity: true,
    }
}

/// Kattis Gravity Grid's samples: `4 3 k` and the same twelve drops.
#[test]
fn first_line_answers_gravity_grid_samples() {
    let columns: Vec<usize> = [1, 1, 2, 3, 3, 2, 2, 1, 1, 2, 3, 3].iter().map(|c| c - 1).collect();
    let moves = dropped_cells(4, 3, &columns);
    let win = |player, move_number| Some(Win { player, move_number });
    assert_eq!(first_line(&gravity_grid(2), &moves), win(b'A', 3));
    assert_eq!(first_line(&gravity_grid(3), &moves), win(b'B', 8));
    assert_eq!(first_line(&gravity_grid(4), &moves), None);
    assert_eq!(rows(&replay(&gravity_grid(4), &moves)), "ABB\nBAA\nBBA\nAAB\n");
}

#[test]
fn every_3_by_3_grid_is_legal_exactly_when_tic_tac_toe_reaches_it() {
    let game = Game::two_players(3, 3, 3);
    let mut legal = 0;
    for squares in tic_tac_toe::every_grid() {
        let board: Grid = squares.chunks(3).map(<[u8]>::to_vec).collect();
        let reached = tic_tac_toe::is_reached(&squares, b'X');
        assert_eq!(is_legal(&board, &game), reached, "{}", rows(&board));
        legal += usize::from(reached);
    }
    assert_eq!(legal, 5478);
}

#[test]
fn illegal_positions_are_refused_for_their_reason() {
    let game = Game::two_players(3, 3, 3);
    // Both players have a line.
    assert!(!is_legal(&grid(&["XXX", "OOO", "X.."]), &game));
    // X has a line but O moved last.
    assert!(!is_legal(&grid(&["XXX", "OO.", "O.."]), &game));
    // Counts: O ahead of X.
    assert!(!is_legal(&grid(&["O..", "...", "..."]), &game));
    // Two lines through one last mark are one move.
    assert!(is_legal(&grid(&["XXX", "XOO", "XOO"]), &game));
    // Wrong size.
    assert!(!is_legal(&grid(&["...", "..."]), &game));

    // Two lines of X that share no mark: some move came after the game ended.
    let wide = Game::two_players(5, 4, 3);
    assert!(!is_legal(&grid(&["XXX.", "OO.O", "....", "O.O.", "XXX."]), &wide));
    assert!(is_legal(&grid(&["XX.X", "OO.O", "....", "O.O.", "XXX."]), &wide));
}

#[test]
fn gravity_positions_have_no_mark_above_a_free_cell() {
    let game = Game { gravity: true, ..Game::two_players(3, 3, 3) };
    assert!(is_legal(&grid(&["...", "...", "X.."]), &game));
    assert!(!is_legal(&grid(&["...", "X..", "..."]), &game));
    assert!(is_legal(&grid(&["...", "OO.", "XXX"]), &game));
    assert!(!is_legal(&grid(&["...", "OOO", "XXX"]), &game));
    // Without gravity the floating X is fine; with it, X's last mark must be the top of a stack.
    assert!(is_legal(&grid(&["X..", "...", "O.X"]), &Game::two_players(3, 3, 3)));
    assert!(!is_legal(&grid(&["X..", "...", "O.X"]), &game));
    // X's winning mark is the middle one, the only one with nothing above it.
    assert!(is_legal(&grid(&["...", "O.O", "XXX"]), &game));
    // No line anywhere, but X's mark at (1, 2) stands over a free cell.
    assert!(!is_legal(&grid(&["..O", "O.X", "XX."]), &game));
}

#[test]
fn three_players_move_in_their_order() {
    let game = Game {
        players: vec![b'A', b'B', b'C'],
        rule: Rule { length: 3, diagonals: false, exactly: false },
        ..Game::two_players(3, 3, 3)
    };
    assert!(is_legal(&grid(&["AB.", "CA.", "B.."]), &game));
    assert!(!is_legal(&grid(&["AC.", "CA.", "B.."]), &game));
    assert!(!is_legal(&grid(&["A..", "C..", "..."]), &game));
    // A diagonal is no line here, so the game goes on after it.
    assert!(is_legal(&grid(&["ABC", "BAC", "..A"]), &game));
    assert_eq!(game.mover(4), b'B');
}

/// The first cell, in reading order, where x's mark wins by force: UVa 10111's question.
fn first_forced_win(board: &Grid) -> Option<Cell> {
    let game = Game { players: vec![b'x', b'o'], ..Game::two_players(4, 4, 4) };
    let mut memo = HashMap::new();
    (0..16).map(|square| (square / 4, square % 4)).find(|&(row, column)| {
        let mut next = board.clone();
        next[row][column] == EMPTY && {
            next[row][column] = b'x';
            negamax(&next, &game, &mut memo) == -1
        }
    })
}

#[test]
fn negamax_answers_uva10111_samples() {
    assert_eq!(first_forced_win(&grid(&["....", ".xo.", ".ox.", "...."])), None);
    assert_eq!(first_forced_win(&grid(&["o...", ".ox.", ".xxx", "xooo"])), Some((0, 1)));
}

#[test]
fn negamax_scores_tic_tac_toe_as_the_tic_tac_toe_reference() {
    let game = Game::two_players(3, 3, 3);
    let (mut memo, mut reference) = (HashMap::new(), HashMap::new());
    for (squares, to_move) in tic_tac_toe::play_every_game(b'X') {
        let board: Grid = squares.chunks(3).map(<[u8]>::to_vec).collect();
        let expected = tic_tac_toe::minimax(squares, to_move, &mut reference);
        assert_eq!(negamax(&board, &game, &mut memo), expected, "{}", rows(&board));
    }
    assert_eq!(negamax(&empty_grid(3, 3), &game, &mut memo), 0);
}

#[test]
fn weights_decide_which_symbols_appear() {
    let mut random = SplitMix64::new(30);
    let board = random_grid(&mut random, 20, 20, &[(EMPTY, 1), (b'X', 3), (b'O', 0)]);
    let count = |symbol| board.iter().flatten().filter(|&&cell| cell == symbol).count();
    assert_eq!(count(b'O'), 0);
    assert!((250..350).contains(&count(b'X')), "{} X of 400", count(b'X'));
    assert_eq!(count(EMPTY) + count(b'X'), 400);
    assert_eq!(weighted_symbol(&mut random, &[(b'A', 0), (b'B', 5)]), b'B');
}

#[test]
fn random_games_stop_at_the_first_line_and_are_legal() {
    let mut random = SplitMix64::new(0x30);
    let (mut won, mut full) = (0, 0);
    for case in 0..300 {
        let gravity = case % 2 == 0;
        let game = Game { gravity, ..Game::two_players(4, 4, 4) };
        let moves = random_game(&mut random, &game, 16);
        let board = replay(&game, &moves);
        assert!(is_legal(&board, &game), "case {case}:\n{}", rows(&board));
        match first_line(&game, &moves) {
            Some(win) => {
                assert_eq!(win.move_number, moves.len(), "case {case}");
                won += 1;
            }
            None => {
                assert_eq!(moves.len(), 16, "case {case}");
                full += 1;
            }
        }
        // After a line, any further move is one too many.
        let free = (0..4).flat_map(|r| (0..4).map(move |c| (r, c))).find(|&(r, c)| {
            board[r][c] == EMPTY && (!gravity || landing_row(&board, c) == Some(r))
        });
        if let (Some(win), Some((r, c))) = (first_line(&game, &moves), free) {
            let mut extra = board.clone();
            extra[r][c] = game.mover(moves.len());
            assert!(!is_legal(&extra, &game), "case {case}: a move after {win:?}");
        }
    }
    assert!(won > 0 && full > 0, "{won} won, {full} full");
    let short = random_game(&mut random, &Game::two_players(9, 9, 5), 7);
    assert_eq!(short.len(), 7);
}

#[test]
fn planted_runs_and_near_misses_are_where_they_say() {
    let mut random = SplitMix64::new(0x825);
    let mut directions = Vec::new();
    for _ in 0..200 {
        let mut board = random_grid(&mut random, 10, 10, &[(EMPTY, 3), (b'O', 1)]);
        let (direction, cells) = plant_run(&mut random, &mut board, b'X', 5);
        directions.push(direction);
        assert_eq!(cells.len(), 5);
        assert!(runs(&board, b'X')
            .iter()
            .any(|run| run.direction == direction && cells.iter().all(|c| run.cells.contains(c))));
        assert!(has_line(&board, b'X', Rule::k_in_a_row(5)));

        let mut board = random_grid(&mut random, 10, 10, &[(EMPTY, 3), (b'O', 1)]);
        let (_, cells, gap) = plant_near_miss(&mut random, &mut board, b'X', 5);
        assert!(cells.contains(&gap) && board[gap.0][gap.1] == EMPTY);
        assert_eq!(cells.iter().filter(|&&(r, c)| board[r][c] == b'X').count(), 4);
        assert!(!has_line(&board, b'X', Rule::k_in_a_row(5)));
        assert!(completing_cells(&board, b'X', Rule::k_in_a_row(5)).contains(&gap));
    }
    for direction in Direction::ALL {
        assert!(directions.contains(&direction), "{direction:?} is never drawn");
    }
}

#[test]
fn completing_cells_are_the_moves_that_make_a_line() {
    let mut random = SplitMix64::new(0x241);
    for case in 0..300 {
        let board = random_grid(&mut random, 6, 7, &[(EMPTY, 3), (b'X', 2), (b'O', 2)]);
        let rule = Rule::k_in_a_row(4);
        if has_line(&board, b'X', rule) {
            continue;
        }
        let winning: Vec<Cell> = (0..6)
            .flat_map(|r| (0..7).map(move |c| (r, c)))
            .filter(|&(r, c)| {
                let mut next = board.clone();
                next[r][c] == EMPTY && {
                    next[r][c] = b'X';
                    has_line(&next, b'X', rule)
                }
            })
            .collect();
        assert_eq!(completing_cells(&board, b'X', rule), winning, "case {case}");
    }
}

#[test]
fn random_columns_fill_each_column_to_its_height() {
    let mut random = SplitMix64::new(12);
    let columns = random_columns(&mut random, 4, 3, 12);
    for column in 0..3 {
        assert_eq!(columns.iter().filter(|&&c| c == column).count(), 4);
    }
    // Five in a row cannot fit, so the full board is a legal draw.
    let cells = dropped_cells(4, 3, &columns);
    assert!(is_legal(&replay(&gravity_grid(5), &cells), &gravity_grid(5)));
    assert_eq!(random_columns(&mut random, 5, 7, 3).len(), 3);
}

#[test]
fn a_random_case_is_in_its_symbols_and_plants_runs_and_near_misses_by_thirds() {
    let mut random = SplitMix64::new(7);
    let (mut lines, mut near_misses) = (0, 0);
    for _ in 0..300 {
        let grid = random_case(&mut random, (4, 6), b'_', b"ab", 4);
        assert_eq!((grid.len(), width(&grid)), (4, 6));
        assert!(grid.iter().flatten().all(|cell| b"_ab".contains(cell)), "{}", rows(&grid));
        let rule = Rule::k_in_a_row(4);
        let on_dots: Grid = grid
            .iter()
            .map(|row| row.iter().map(|&c| if c == b'_' { EMPTY } else { c }).collect())
            .collect();
        lines += usize::from(has_line(&on_dots, b'a', rule));
        near_misses += usize::from(!completing_cells(&on_dots, b'a', rule).is_empty());
    }
    // A third planted, and random cells make a few more; a near miss leaves a completing cell.
    assert!((100..200).contains(&lines), "{lines} of 300 with a line");
    assert!(near_misses >= 100, "{near_misses} of 300 with a completing cell");
}
