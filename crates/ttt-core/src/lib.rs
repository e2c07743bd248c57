//! Tic-tac-toe on bitboards: lines, legality for either first player, reachability, perfect
//! play and symmetry; boards of any size with lines of k, gravity and their legality; game
//! search with memo; plus the judge I/O that this workspace's judge binaries share.
//!
//! Std only, no dependencies and no `unsafe`; every table is computed by `const fn` at compile
//! time. Each module has one concern and reaches its siblings through `crate::` paths, so any
//! subset of modules can be pasted into a single-file judge submission (`cargo xtask bundle`).
//! It compiles with Rust 1.73.
//!
//! # Guide
//!
//! **Read a board** in the notations the problems use ([`notation`]): digits (`0` empty, `1` X,
//! `2` O), letters (`X`, `O`, `.`, as three rows or one line of nine), a Programmers array, or
//! any three symbols of your own ([`notation::Notation`], Codeforces' `X`, `0`, `.` among them).
//! Bad input is an [`judge::InputError`] that says where and what.
//!
//! ```
//! use ttt_core::board::{Board, Mark, Square};
//! use ttt_core::notation::{parse_digits, parse_letters, parse_programmers};
//!
//! let from_digits = parse_digits("1 0 2\n0 1 0\n0 0 2").unwrap();
//! let from_letters = parse_letters("X.O\n.X.\n..O").unwrap();
//! let from_array = parse_programmers(r#"["X.O", ".X.", "..O"]"#).unwrap();
//! assert_eq!(from_digits, from_letters);
//! assert_eq!(from_letters, from_array);
//! assert_eq!("X.O.X...O".parse::<Board>().unwrap(), from_letters);
//! assert_eq!(from_letters.mark_at(Square::at(0, 2).unwrap()), Some(Mark::O));
//!
//! let codeforces = ttt_core::notation::Notation::CODEFORCES.parse("X.0\n.X.\n..0").unwrap();
//! assert_eq!(codeforces, from_letters);
//!
//! let error = parse_letters("X.O\n.x.\n..O").unwrap_err();
//! assert_eq!(error.to_string(), "line 2, column 2: found `x`, expected a square `X`, `O` or `.`");
//! ```
//!
//! **Who has a line** ([`lines`]):
//!
//! ```
//! use ttt_core::board::{Board, Mark};
//! use ttt_core::lines::lines_of;
//!
//! let board: Board = "XXX\nOO.\n...".parse().unwrap();
//! assert!(board.has_line(Mark::X) && !board.has_line(Mark::O));
//! assert_eq!(board.winner(), Some(Mark::X));
//! assert_eq!(board.marks_with_a_line(), [Mark::X]);
//! assert_eq!(lines_of(board, Mark::X).count(), 1);
//! ```
//!
//! **Is it reachable, whose turn, is it finished**, with X or with O moving first ([`rules`]):
//!
//! ```
//! use ttt_core::board::{Board, Mark};
//! use ttt_core::rules::{is_final, reachable, status, to_move, Status, Unreachable};
//!
//! // O has one mark more than X: only a game O starts gets here, and X moves next.
//! let board: Board = "O.X\n.O.\n...".parse().unwrap();
//! assert!(reachable(board, Mark::O) && !reachable(board, Mark::X));
//! assert_eq!(to_move(board, Mark::O), Some(Mark::X));
//!
//! let won: Board = "XXX\nOO.\n...".parse().unwrap();
//! assert_eq!(status(won, Mark::X), Ok(Status::Won(Mark::X)));
//! assert!(is_final(won, Mark::X));
//! let counts = Unreachable::Counts { first: Mark::O, first_count: 2, second_count: 3 };
//! assert_eq!(status(won, Mark::O), Err(counts));
//! ```
//!
//! **Perfect play**: the result the player to move can force, and every move that keeps it
//! ([`perfect_play`]):
//!
//! ```
//! use ttt_core::board::{Board, Mark, Square};
//! use ttt_core::perfect_play::{best_moves, outcome, Outcome};
//!
//! assert_eq!(outcome(Board::EMPTY, Mark::X), Ok(Outcome::Draw));
//! let board: Board = "XX.\nOO.\n...".parse().unwrap();
//! assert_eq!(outcome(board, Mark::X), Ok(Outcome::Win));
//! assert_eq!(best_moves(board, Mark::X), Ok(vec![Square::new(2).unwrap()]));
//! ```
//!
//! **Every position reachable from a board**, and the counting oracle ([`positions`]), and
//! **symmetry** ([`symmetry`]):
//!
//! ```
//! use ttt_core::board::{Board, Mark};
//! use ttt_core::positions::{reachable_from, reachable_positions};
//! use ttt_core::symmetry::canonical;
//!
//! let all = reachable_positions(Mark::X);
//! assert_eq!(all.len(), 5478);
//! let mut classes: Vec<Board> = all.iter().map(|&board| canonical(board)).collect();
//! classes.sort();
//! classes.dedup();
//! assert_eq!(classes.len(), 765);
//!
//! let late: Board = "XOX\nOXO\n...".parse().unwrap();
//! assert_eq!(reachable_from(late, Mark::X).len(), 8);
//! ```
//!
//! **Search any game** ([`search`]): negamax with alpha-beta and a transposition table over
//! positions, moves in the problem's order and a final value the problem defines, for the
//! games the tables above do not cover (scores, misère, other boards):
//!
//! ```
//! use ttt_core::search::{Game, Search};
//!
//! /// Take 1 or 2 from a pile; whoever takes the last stone wins.
//! struct Pile(u8);
//! impl Game for Pile {
//!     type Move = u8;
//!     type Moves = Vec<u8>;
//!     type Key = u8;
//!     fn key(&self) -> u8 {
//!         self.0
//!     }
//!     fn final_value(&self) -> Option<i64> {
//!         (self.0 == 0).then_some(-1)
//!     }
//!     fn moves(&self) -> Vec<u8> {
//!         (1..=2.min(self.0)).collect()
//!     }
//!     fn play(&self, take: u8) -> Pile {
//!         Pile(self.0 - take)
//!     }
//! }
//! let best = Search::new().best_moves(&Pile(7));
//! assert_eq!((best.value, best.moves), (1, vec![1]));
//! ```
//!
//! k in a row on a [`grid::Grid`] is such a game, [`line_game::LineGame`], whose
//! [`line_game::LineGame::first_winning_move`] is the first cell in reading order that wins by
//! force.
//!
//! **A judge binary** reads all of stdin, writes one answer per case and reports bad input
//! with its line and column ([`judge`]); see [`judge::run`]. The loop over the cases is
//! [`judge::each_case`]; for boards in a notation, [`notation::Notation::each_board`] leaves a
//! solver only its answer to a board:
//!
//! ```
//! use ttt_core::board::Board;
//! use ttt_core::judge::{transcript, InputError};
//! use ttt_core::notation::Notation;
//!
//! fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
//!     Notation::LETTERS.each_board(input, output, |board: Board| match board.is_full() {
//!         true => "full",
//!         false => "room to move",
//!     })
//! }
//! assert_eq!(transcript(solve, b"XOX OXO OXO\n... .X. ...\n"), "full\nroom to move\n");
//! ```
//!
//! **A game against the judge** (an interactive problem) reads the judge's messages as they
//! come and flushes each answer ([`judge::Dialogue`], wired to stdin and stdout by
//! [`judge::interact`]); [`perfect_play::perfect_move`] is a perfect player's move:
//!
//! ```
//! use ttt_core::board::Mark;
//! use ttt_core::judge::Dialogue;
//! use ttt_core::notation::Notation;
//! use ttt_core::perfect_play::perfect_move;
//!
//! // The judge sends a board of a game X started, X to move; the player answers with its move.
//! let mut output = Vec::new();
//! let mut dialogue = Dialogue::new(&b"X..\n.O.\n...\n"[..], &mut output);
//! let read = dialogue.read_lines(3, |scanner| Notation::LETTERS.read_rows(scanner)).unwrap();
//! let (board, _) = read.unwrap();
//! let square = perfect_move(board, Mark::X).unwrap().unwrap();
//! dialogue.write(Notation::LETTERS.write(board.with(square, Mark::X)).as_bytes()).unwrap();
//! assert_eq!(output, b"X.X\n.O.\n...\n");
//! ```
//!
//! **Boards of any size, lines of k** ([`grid`], [`runs`], [`grid_notation`]): a [`grid::Grid`]
//! of any height and width for 1 to 26 players, each player's stones a bitboard
//! [`grid::Cells`]; a [`runs::LineRule`] (k, with or without diagonals, k or more or exactly k)
//! says who has a line, lists the runs, finds the cells that complete a line and counts the
//! k-windows a player could fill; [`grid_notation::GridNotation`] reads grids as judges write
//! them, with the place of every error.
//!
//! ```
//! use ttt_core::grid::{Player, Size};
//! use ttt_core::grid_notation::GridNotation;
//! use ttt_core::runs::LineRule;
//!
//! let notation = GridNotation::characters(b'.', b"XO").unwrap();
//! let grid = notation.parse("XXXX.\nOOO..\n.....", Size::new(3, 5).unwrap()).unwrap();
//! let five = LineRule::in_a_row(5);
//! let wins: Vec<_> = five.completing_cells(&grid, Player::FIRST).iter().collect();
//! assert_eq!(wins, [grid.cell(0, 4).unwrap()]);
//! assert!(five.players_with_a_line(&grid).is_empty());
//! ```
//!
//! **Gravity and legality on any grid** ([`gravity`], [`run_lengths`], [`grid_rules`]): a move
//! of a Connect Four game is a column, [`gravity::GravityGrid::drop`] lands the stone on the
//! lowest empty cell, and [`run_lengths::RunLengths`] says in O(1) a stone whether it made a
//! line, so a game of 250,000 moves is checked in linear time ([`gravity::GravityRuns`] does
//! both for a judge that keeps no grid); [`grid_rules::standing`] decides, for any grid, rule,
//! first player and gravity or not, whether a game reaches the grid and where it stands, as
//! [`rules`] does for 3×3.
//!
//! ```
//! use ttt_core::gravity::GravityGrid;
//! use ttt_core::grid::{Player, Size};
//! use ttt_core::grid_rules::{standing, Play, Standing};
//! use ttt_core::run_lengths::RunLengths;
//! use ttt_core::runs::LineRule;
//!
//! let (size, rule) = (Size::new(6, 7).unwrap(), LineRule::in_a_row(4));
//! let (mut game, mut lines) = (GravityGrid::new(size, 2), RunLengths::new(size, rule));
//! let mut winner = None;
//! for (turn, column) in [3, 3, 4, 4, 5, 5, 6].into_iter().enumerate() {
//!     let player = Player::new(turn % 2).unwrap();
//!     let cell = game.drop(column, player).unwrap();
//!     if lines.place(game.grid(), cell) {
//!         winner = Some((player, turn + 1));
//!         break;
//!     }
//! }
//! assert_eq!(winner, Some((Player::FIRST, 7)));
//! let play = Play { rule, first: Player::FIRST, gravity: true };
//! assert_eq!(standing(game.grid(), &play), Ok(Standing::Won(Player::FIRST)));
//! ```
//!
//! For a judge that calls a function (LeetCode), [`arguments`] reads a sample as the problem
//! page writes it and [`printing`] writes the result as the judge prints it:
//!
//! ```
//! use ttt_core::arguments::{read_arguments, written, FromLiteral};
//!
//! let [moves] = read_arguments(b"moves = [[0,0],[1,1]]", ["moves"]).unwrap();
//! let moves = Vec::<Vec<i32>>::from_literal(&moves).unwrap();
//! assert_eq!(written(&moves[1]), "[1,1]");
//! ```
#![deny(missing_docs)]

pub mod arguments;
pub mod board;
pub mod gravity;
pub mod grid;
pub mod grid_notation;
pub mod grid_rules;
pub mod judge;
pub mod line_game;
pub mod lines;
pub mod notation;
pub mod perfect_play;
pub mod positions;
pub mod printing;
pub mod rules;
pub mod run_lengths;
pub mod runs;
pub mod search;
pub mod symmetry;

/// The README's example, compiled and run as a doctest so it stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;
