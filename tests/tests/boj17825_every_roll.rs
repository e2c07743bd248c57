//! boj17825 over its whole input space: the solver's answer to every one of the 5^10 rolls
//! against the digest the reference computed once (`tests/data/boj17825-digest.txt`), and the
//! search's bound checked for what it promises at every move the search weighs.
//!
//! A branch-and-bound search is only as right as its bound, and a bound a little too tight is
//! wrong on a fraction of a percent of rolls, which sampling does not find; hence every roll.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use boj17825::board::{DESTINATION, LANDING_SCORE, OCCUPANCY};
use boj17825::search::{max_score, max_score_showing_bounds, BoundedMove, Pieces};
use workspace_tests::dice_yut::{
    self as reference, parse_digest_file, roll, GroupDigest, Memo, Roll, GROUP_COUNT, GROUP_SIZE,
    TURNS,
};
use workspace_tests::SplitMix64;

/// The digest the reference computed, as committed.
fn pinned_digest() -> Vec<GroupDigest> {
    let path = digest_path();
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    let groups =
        parse_digest_file(&text).unwrap_or_else(|line| panic!("{}: {line}", path.display()));
    assert_eq!(groups.len(), GROUP_COUNT, "{}", path.display());
    groups
}

/// Where the digest is committed.
fn digest_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data/boj17825-digest.txt")
}

/// The rolls of group `group`, in roll order.
fn group_rolls(group: usize) -> impl Iterator<Item = Roll> {
    (group * GROUP_SIZE..(group + 1) * GROUP_SIZE).map(roll)
}

/// A roll as the judge writes it.
fn line(dice: &Roll) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// For a group whose digest differs: the rolls where the solver and the reference disagree,
/// found by asking the reference about each roll of the group, so a failure names them.
fn wrong_rolls(group: usize) -> String {
    let mut memo = Memo::new();
    let wrong: Vec<String> = group_rolls(group)
        .filter_map(|dice| {
            let (solver, reference) = (max_score(&dice).score, memo.best(&dice));
            (solver != reference).then(|| format!("`{}`: {solver}, not {reference}", line(&dice)))
        })
        .collect();
    let shown = wrong.iter().take(5).cloned().collect::<Vec<_>>().join("; ");
    format!("{} wrong, for example {shown}", wrong.len())
}

#[test]
fn every_roll_matches_the_pinned_digest() {
    // All 5^10 rolls take every core for a quarter of a minute, and their answers change only
    // with the solver or the digest: once per change is enough.
    let solver = workspace_tests::copy::this_workspace().join("crates/boj17825");
    workspace_tests::prove_once("boj17825-every-roll", &[&solver, &digest_path()], every_roll);
}

fn every_roll() {
    let pinned = pinned_digest();
    // Each worker takes every `workers`-th group, so the hard and easy groups spread evenly, and
    // all stop at the first group that differs: one is enough to fail, and a search with a
    // broken bound can be slow.
    let workers = std::thread::available_parallelism().map_or(1, usize::from);
    let stop = AtomicBool::new(false);
    let (pinned, stop) = (&pinned, &stop);
    let (differing, nodes) = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|worker| {
                scope.spawn(move || {
                    let (mut differing, mut nodes) = (Vec::new(), 0);
                    for group in (worker..GROUP_COUNT).step_by(workers) {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let answers = group_rolls(group).map(|dice| {
                            let solution = max_score(&dice);
                            nodes += u64::from(solution.nodes);
                            solution.score
                        });
                        let solved = GroupDigest::new(group, answers);
                        if solved != pinned[group] {
                            stop.store(true, Ordering::Relaxed);
                            differing.push((group, solved));
                        }
                    }
                    (differing, nodes)
                })
            })
            .collect();
        let mut all: (Vec<(usize, GroupDigest)>, u64) = (Vec::new(), 0);
        for handle in handles {
            let (differing, nodes) = handle.join().expect("no solver panics");
            all.0.extend(differing);
            all.1 += nodes;
        }
        all
    });
    if let Some(&(group, _)) = differing.first() {
        let lines: Vec<String> = differing
            .iter()
            .map(|(group, digest)| format!("solver   {digest}\npinned   {}", pinned[*group]))
            .collect();
        panic!(
            "groups of rolls differ from the pinned digest (the search stopped at the first):\n\
             {}\nin group {}: {}",
            lines.join("\n"),
            group,
            wrong_rolls(group)
        );
    }
    // The search's work over every roll, pinned like a chess engine's bench node count: a
    // change to the bound, the move order or the table of positions changes it even when every
    // answer stays right. When the change is meant, put the new count here and say in the commit
    // how it moved.
    assert_eq!(nodes, SEARCH_NODES, "positions the search expanded over all 5^10 rolls");
}

/// How many positions `max_score` expands over all 5^10 rolls.
const SEARCH_NODES: u64 = 365_556_502;

#[test]
fn the_pinned_digest_is_the_references() {
    workspace_tests::prove_once("boj17825-digest-is-the-references", &[&digest_path()], || {
        // Recomputing all of it takes minutes (see the file's header), so each run recomputes the
        // groups that hold the four official samples: a digest made by anything but the reference
        // shows there.
        let pinned = pinned_digest();
        let mut memo = Memo::new();
        for first_dice in [[1, 2, 3, 4], [1, 1, 1, 1], [5, 1, 2, 3], [5, 5, 5, 5]] {
            let group = first_dice.iter().fold(0, |group, &die| group * 5 + usize::from(die - 1));
            assert_eq!(pinned[group].first_dice, first_dice);
            let answers: Vec<u32> = group_rolls(group).map(|dice| memo.best(&dice)).collect();
            assert_eq!(GroupDigest::new(group, answers), pinned[group], "group {group}");
        }
    });
}

#[test]
fn the_memo_changes_no_answer_of_the_plain_search() {
    workspace_tests::prove_once("boj17825-memo-changes-no-answer", &[], || {
        let mut rng = SplitMix64::new(0x17825);
        let mut memo = Memo::new();
        let constant = (1..=5).map(|die| [die; TURNS]);
        let random = (0..200).map(|_| std::array::from_fn(|_| rng.below(5) as u8 + 1));
        for dice in constant.chain(random) {
            assert_eq!(memo.best(&dice), reference::best_plain(&dice), "`{}`", line(&dice));
        }
    });
}

#[test]
fn the_digest_reads_back_and_names_its_groups() {
    let pinned = pinned_digest();
    for (group, digest) in pinned.iter().enumerate() {
        let first = roll(group * GROUP_SIZE);
        assert_eq!(digest.first_dice[..], first[..4], "group {group}");
        assert_eq!(GroupDigest::parse(&digest.to_string()), Some(*digest));
    }
    assert_eq!(GroupDigest::parse("1 1 1 1  sum 2  max 3"), None);
}

/// The best total still to come from `pieces` before `turn`, by a full search without any
/// bound (memoised by position, as the dice are fixed), or `None` when no game plays out.
fn best_to_come(
    dice: &Roll,
    turn: usize,
    pieces: Pieces,
    memo: &mut HashMap<(usize, Pieces), Option<i32>>,
) -> Option<i32> {
    if turn == TURNS {
        return Some(0);
    }
    if let Some(&best) = memo.get(&(turn, pieces)) {
        return best;
    }
    let die = usize::from(dice[turn]);
    let mut best = None;
    let mut froms = pieces.movable();
    while froms != 0 {
        let from = froms.trailing_zeros() as usize;
        froms &= froms - 1;
        let to = usize::from(DESTINATION[die][from]);
        if pieces.occupied() & OCCUPANCY[to] != 0 {
            continue;
        }
        if let Some(rest) = best_to_come(dice, turn + 1, pieces.moved(from, to), memo) {
            best = best.max(Some(LANDING_SCORE[die][from] + rest));
        }
    }
    memo.insert((turn, pieces), best);
    best
}

#[test]
fn the_bound_is_never_below_what_a_full_search_reaches() {
    const ROLLS: usize = 3000;
    let mut rng = SplitMix64::new(0xb0_17825);
    let constant = (1..=5).map(|die| [die; TURNS]);
    let random = (0..ROLLS).map(|_| std::array::from_fn(|_| rng.below(5) as u8 + 1));
    let rolls: Vec<Roll> = constant.chain(random).collect();
    let mut reference = Memo::new();
    let (mut weighed, mut tight) = (0, 0);
    for dice in &rolls {
        let mut moves: Vec<BoundedMove> = Vec::new();
        let solution = max_score_showing_bounds(dice, |weighed| moves.push(weighed));
        let mut memo = HashMap::new();
        // The full search is the plain reference's equal where they meet, at the start.
        let best = best_to_come(dice, 0, Pieces::START, &mut memo);
        assert_eq!(best, Some(reference.best(dice) as i32), "`{}`", line(dice));
        assert_eq!(solution.score as i32, best.unwrap_or(-1), "`{}`", line(dice));
        for weighed_move in moves {
            let BoundedMove { turn, pieces, score, from, bound } = weighed_move;
            let die = usize::from(dice[turn]);
            let to = usize::from(DESTINATION[die][from]);
            assert_ne!(pieces.movable() & 1 << from, 0, "{weighed_move:?} moves no piece");
            assert_eq!(pieces.occupied() & OCCUPANCY[to], 0, "{weighed_move:?} lands on a piece");
            let after = pieces.moved(from, to);
            let Some(to_come) = best_to_come(dice, turn + 1, after, &mut memo) else {
                continue;
            };
            let reached = score + LANDING_SCORE[die][from] + to_come;
            assert!(
                bound >= reached,
                "`{}`: {weighed_move:?} can reach {reached}, above its bound",
                line(dice),
            );
            weighed += 1;
            tight += usize::from(bound == reached);
        }
    }
    // Enough moves were weighed for the check to mean something, and the bound is not so loose
    // that it never meets the truth.
    assert!(weighed >= 50 * ROLLS, "only {weighed} moves weighed");
    assert!(tight >= ROLLS, "the bound met the best total only {tight} times");
}
