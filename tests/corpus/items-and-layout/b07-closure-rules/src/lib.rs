//! A rule-based player: closures that capture, functions that return closures, boxed closures
//! in a table, `FnMut` counters, shadowing (names rebound, locals named like `ttt-core`
//! functions and modules) and labelled blocks and loops.
//! Problem: the input holds `t`, then `t` boards, each nine digits (`0` empty, `1` X, `2` O,
//! row by row, separated by whitespace); X moves first. For each board print the move a simple
//! player makes and the rule that chose it, trying the rules in this order and taking the
//! lowest square a rule allows: `win` (complete a line of its own), `block` (a square that
//! would complete the opponent's line), `centre`, `opposite` (an empty corner whose opposite
//! corner holds the opponent's mark), `corner`, `edge`. Squares are printed 1 to 9. A finished
//! board prints `- over`, a board no game reaches `- illegal`. After the answers, stderr gets
//! one line with how often each rule was used. A token that is no digit `0`, `1` or `2`
//! panics; when the input ends inside a board, the answers before it are printed, stderr gets
//! `board <k> is cut short` before the rule counts, and the exit status is 0.

use ttt_core::board::{Board, Mark, Square};
use ttt_core::rules::{status, Status};

/// A rule: the square it picks for the mover, if any.
pub type Rule = Box<dyn Fn(Board, Mark) -> Option<Square>>;

/// A rule that completes a line of `whose(mover)`: the mover's own for `win`, the opponent's
/// for `block`.
pub fn completing(whose: fn(Mark) -> Mark) -> impl Fn(Board, Mark) -> Option<Square> {
    move |board, mover| {
        let lines = ttt_core::lines::LINES;
        let target = whose(mover);
        let marks = board.marks(target);
        Square::ALL.into_iter().find(|&square| {
            board.mark_at(square).is_none()
                && lines.iter().any(|&line| line & square.mask() != 0 && (marks | square.mask()) & line == line)
        })
    }
}

/// A rule that takes the first empty square of `candidates` that `allowed` accepts.
fn first_empty<F>(candidates: &'static [u8], allowed: F) -> Rule
where
    F: Fn(Board, Mark, Square) -> bool + 'static,
{
    Box::new(move |board, mover| {
        candidates
            .iter()
            .filter_map(|&index| Square::new(index))
            .find(|&square| board.mark_at(square).is_none() && allowed(board, mover, square))
    })
}

/// The rules, in the order they are tried, with their names.
pub fn rules() -> Vec<(&'static str, Rule)> {
    let corners: &'static [u8] = &[0, 2, 6, 8];
    let opposite = |square: Square| Square::new(8 - square.index() as u8).expect("a square");
    let anything = |_: Board, _: Mark, _: Square| true;
    vec![
        ("win", Box::new(completing(|mover| mover)) as Rule),
        ("block", Box::new(completing(Mark::opponent))),
        ("centre", first_empty(&[4], anything)),
        (
            "opposite",
            first_empty(corners, move |board, mover, square| {
                board.mark_at(opposite(square)) == Some(mover.opponent())
            }),
        ),
        ("corner", first_empty(corners, anything)),
        ("edge", first_empty(&[1, 3, 5, 7], anything)),
    ]
}

/// The move and the rule that picked it, or why there is none.
pub fn choose(board: Board, rules: &[(&'static str, Rule)], mut used: impl FnMut(usize)) -> String {
    let status = status(board, Mark::X);
    let mover = match status {
        Ok(Status::InProgress { to_move }) => to_move,
        Ok(_) => return "- over".to_string(),
        Err(_) => return "- illegal".to_string(),
    };
    let pick = 'pick: {
        for (index, (name, rule)) in rules.iter().enumerate() {
            if let Some(square) = rule(board, mover) {
                used(index);
                break 'pick Some((square, *name));
            }
        }
        None
    };
    let (square, name) = pick.expect("a game in progress has an empty square");
    format!("{} {name}", square.index() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_in_order() {
        let rules = rules();
        let mut count = 0;
        let mut pick = |letters: &str| choose(letters.parse().unwrap(), &rules, |_| count += 1);
        assert_eq!(pick("XX.OO...."), "3 win");
        assert_eq!(pick("........."), "5 centre");
        assert_eq!(pick("O...X...."), "9 opposite");
        assert_eq!(pick("XXXOO...."), "- over");
        assert_eq!(count, 3);
    }
}
