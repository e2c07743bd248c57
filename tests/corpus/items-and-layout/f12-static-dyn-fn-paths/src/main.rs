//! Judge binary for f12-static-dyn-fn-paths (bundling shape: `&'static dyn Trait` statics of a
//! library trait, and iterator chains over ttt-core fn items and methods passed by path:
//! `map(ttt_core::symmetry::canonical)`, `map(<Board as FromStr>::from_str)`,
//! `map(Mark::opponent)`, `filter_map(Result::ok)`; fn items named only in struct field
//! shorthand `Steps { canonical, .. }`, and from a nested fn declared just before a local of the
//! same name; `<Notation>::CODEFORCES`, a const through a qualified self type with no trait;
//! a library `thread_local!` and atomic static).

use std::io::Read;
use std::str::FromStr;

use f12_static_dyn_fn_paths::{
    distinct_asked, run, CheckName, CHECKS, CHECKS_RUN, SUMMARY, TRANSFORMS,
};
use ttt_core::board::{Board, Mark};
use ttt_core::perfect_play::{outcome, Outcome};
use ttt_core::rules::status;
use ttt_core::symmetry::{canonical, Symmetry};

/// The steps of the class count, as fields named after the functions they hold.
struct Steps {
    canonical: fn(Board) -> Board,
    swap_marks: fn(Board) -> Board,
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (queries, words): (Vec<&str>, Vec<&str>) =
        input.split_whitespace().partition(|word| word.starts_with('?'));
    let asked: Vec<Result<CheckName, String>> =
        queries.iter().map(|query| &query[1..]).map(str::parse::<CheckName>).collect();
    let parsed: Vec<Result<Board, _>> = words.into_iter().map(<Board as FromStr>::from_str).collect();
    if let Some(Err(error)) = parsed.iter().find(|result| result.is_err()) {
        eprintln!("warning: skipping bad boards, the first: {error}");
    }
    let boards: Vec<Board> = parsed.into_iter().filter_map(Result::ok).collect();

    for &board in &boards {
        let answers: Vec<String> = CHECKS
            .iter()
            .map(|check| format!("{}={}", check.name(), u8::from(run(*check, board))))
            .collect();
        let shapes: Vec<String> =
            TRANSFORMS.iter().map(|(name, transform)| format!("{name}:{:?}", transform(board))).collect();
        println!("{:?} {} {}", board, answers.join(","), shapes.join(" "));
    }

    let steps = Steps { canonical, swap_marks: Board::swap_marks };
    let mut classes: Vec<Board> = boards.iter().copied().map(steps.canonical).collect();
    classes.sort();
    classes.dedup();
    let mut swapped: Vec<Board> =
        boards.iter().copied().map(steps.swap_marks).map(steps.canonical).collect();
    swapped.sort();
    swapped.dedup();
    fn forced(board: Board) -> Option<Outcome> {
        outcome(board, Mark::X).ok()
    }
    let outcome: String = boards
        .iter()
        .filter_map(|&board| forced(board))
        .map(Outcome::for_opponent)
        .map(Outcome::letter)
        .collect();
    let letters = outcome;
    if let Some(&first) = boards.first() {
        println!("first in cf {:?}", <ttt_core::notation::Notation>::CODEFORCES.write(first));
    }
    match boards.first().map(|&board| status(board, Mark::X)) {
        Some(Ok(status)) => println!("first {status:?}"),
        Some(Err(_)) | None => println!("first {:?}", boards.first().map(|&b| status(b, Mark::O))),
    }
    let inverses: Vec<Symmetry> = Symmetry::ALL.iter().copied().map(Symmetry::inverse).collect();
    let self_inverse = Symmetry::ALL.iter().zip(&inverses).filter(|(a, b)| a == b).count();
    let marks: String = Mark::BOTH.map(Mark::opponent).iter().map(ToString::to_string).collect();
    println!(
        "classes {} swapped {} opponents [{letters}] self-inverse {self_inverse} {marks} {}: {}",
        classes.len(),
        swapped.len(),
        SUMMARY.name(),
        boards.iter().filter(|&&board| SUMMARY.check(board)).count()
    );
    println!("checks {} on {} boards", CHECKS_RUN.load(std::sync::atomic::Ordering::Relaxed), distinct_asked());
    for query in asked {
        match query {
            Ok(CheckName(index)) => {
                let check = CHECKS[index];
                println!("{}: {}", check.name(), boards.iter().filter(|&&b| check.check(b)).count());
            }
            Err(why) => println!("{why}"),
        }
    }
}
