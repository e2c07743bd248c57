//! boj17825 checked against an independent reference (a plain search over every choice of
//! piece on a board written as explicit routes) on the samples, the constant rolls and seeded
//! random rolls, and on bad input, read up to the first error.

use std::ffi::OsStr;
use std::path::Path;

use rstest::rstest;
use workspace_tests::SplitMix64;

/// The game written out as plainly as possible, sharing no code with `boj17825`.
mod reference {
    /// The turns of a game, one die each.
    pub const TURNS: usize = 10;

    /// Every way from start (0) to 40, as the numbers it passes: the outer path, then the
    /// routes that turn at the blue 10, 20 and 30. They share their start up to the blue square.
    const ROUTES: [&[u32]; 4] = [
        &[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40],
        &[0, 2, 4, 6, 8, 10, 13, 16, 19, 25, 30, 35, 40],
        &[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 25, 30, 35, 40],
        &[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 28, 27, 26, 25, 30, 35, 40],
    ];

    /// Where each route leaves the outer path: the place of its blue square (none for the
    /// outer path itself).
    const BLUE_PLACE: [Option<usize>; 4] = [None, Some(5), Some(10), Some(15)];

    /// A piece: the route it is on and how far along. One past the end of the route is arrival.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Piece {
        route: usize,
        place: usize,
    }

    impl Piece {
        const START: Piece = Piece { route: 0, place: 0 };

        fn arrived(self) -> bool {
            self.place == ROUTES[self.route].len()
        }

        /// The number on its square; arrival scores 0.
        fn number(self) -> u32 {
            ROUTES[self.route].get(self.place).copied().unwrap_or(0)
        }

        /// Which square it stands on, the same for every route through that square: the outer
        /// path's squares (40 included) by their number, the centre 25, 30, 35 shared by all
        /// three shortcuts, and the rest of each shortcut its own. Start and arrival hold any
        /// number of pieces, so they are no square here.
        fn square(self) -> Option<(&'static str, u32)> {
            let number = self.number();
            let on_outer_path = match BLUE_PLACE[self.route] {
                None => true,
                Some(blue) => self.place <= blue,
            };
            if self.place == 0 || self.arrived() {
                None
            } else if on_outer_path || number == 40 {
                Some(("outer", number))
            } else if matches!(number, 25 | 30 | 35) {
                Some(("centre", number))
            } else {
                Some((["outer", "from 10", "from 20", "from 30"][self.route], number))
            }
        }

        /// Moves `die` places on: a move that starts on the outer path's blue square follows
        /// that square's route, and a move stops on arrival.
        fn moved(self, die: u8) -> Piece {
            let mut piece = self;
            if piece.route == 0 {
                if let Some(route) = BLUE_PLACE.iter().position(|&blue| blue == Some(piece.place)) {
                    piece.route = route;
                }
            }
            piece.place = (piece.place + usize::from(die)).min(ROUTES[piece.route].len());
            piece
        }
    }

    /// The legal games one turn further: each piece that has not arrived, moved by `die`,
    /// unless it would end on a square another piece stands on; with what the move scores.
    fn moves(pieces: [Piece; 4], die: u8) -> impl Iterator<Item = ([Piece; 4], u32)> {
        (0..4).filter_map(move |i| {
            if pieces[i].arrived() {
                return None;
            }
            let moved = pieces[i].moved(die);
            let taken = moved.square().is_some()
                && (0..4).any(|j| j != i && pieces[j].square() == moved.square());
            if taken {
                return None;
            }
            let mut after = pieces;
            after[i] = moved;
            Some((after, moved.number()))
        })
    }

    /// The best score by depth-first search over every choice of piece, all `4^10` games.
    pub fn best_plain(dice: &[u8; TURNS]) -> u32 {
        fn search(dice: &[u8; TURNS], turn: usize, pieces: [Piece; 4]) -> Option<u32> {
            if turn == TURNS {
                return Some(0);
            }
            moves(pieces, dice[turn])
                .filter_map(|(after, score)| Some(score + search(dice, turn + 1, after)?))
                .max()
        }
        search(dice, 0, [Piece::START; 4]).expect("some game plays all ten turns")
    }
}

use reference::TURNS;

/// Runs the solver on `input` and returns its output and error message, if any.
fn run(input: &[u8]) -> (String, Option<String>) {
    let mut output = Vec::new();
    let error = boj17825::solve(input, &mut output).err().map(|error| error.to_string());
    (String::from_utf8(output).expect("answers are ASCII"), error)
}

/// A roll written as an input line.
fn line(dice: &[u8; TURNS]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// A seeded random roll.
fn random_roll(rng: &mut SplitMix64) -> [u8; TURNS] {
    std::array::from_fn(|_| rng.below(5) as u8 + 1)
}

#[test]
fn samples_match_the_expected_output_and_the_reference() {
    let directory = Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples/boj17825");
    let mut checked = 0;
    for entry in std::fs::read_dir(&directory).expect("samples/boj17825 exists") {
        let path = entry.expect("a readable directory").path();
        if path.extension() != Some(OsStr::new("in")) {
            continue;
        }
        let input = std::fs::read(&path).expect("a readable sample");
        let expected = std::fs::read_to_string(path.with_extension("out")).expect("its answer");
        assert_eq!(run(&input), (expected.clone(), None), "{}", path.display());
        let dice: Vec<u8> = String::from_utf8(input)
            .expect("samples are text")
            .split_whitespace()
            .map(|die| die.parse().expect("a die"))
            .collect();
        let dice: [u8; TURNS] = dice.try_into().expect("ten dice");
        assert_eq!(format!("{}\n", reference::best_plain(&dice)), expected, "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} samples in {}", directory.display());
}

#[test]
fn constant_rolls_match_the_plain_search() {
    for die in 1..=5 {
        let dice = [die; TURNS];
        let (output, error) = run(line(&dice).as_bytes());
        assert_eq!(error, None);
        assert_eq!(output, format!("{}\n", reference::best_plain(&dice)), "all {die}s");
    }
}

#[test]
fn random_rolls_in_one_input_match_the_reference() {
    const ROLLS: usize = 2000;
    let mut rng = SplitMix64::new(0x1_7825_d1ce);
    let rolls: Vec<[u8; TURNS]> = (0..ROLLS).map(|_| random_roll(&mut rng)).collect();
    // The plain search plays all 4^10 games of each roll: share the rolls out over the cores.
    let workers = std::thread::available_parallelism().map_or(1, usize::from);
    let best: Vec<u32> = std::thread::scope(|scope| {
        let chunks = rolls.chunks(ROLLS.div_ceil(workers));
        let handles: Vec<_> = chunks
            .map(|chunk| {
                scope.spawn(move || chunk.iter().map(reference::best_plain).collect::<Vec<_>>())
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().expect("the search does not panic"))
            .collect()
    });
    let mut input = String::new();
    let mut expected = String::new();
    for (dice, best) in rolls.iter().zip(best) {
        // Judge quirks between the dice and at the line ends, chosen by the same generator.
        for (turn, die) in dice.iter().enumerate() {
            if turn > 0 {
                input.push_str([" ", "\t", "  "][rng.below(3) as usize]);
            }
            input.push_str(&die.to_string());
        }
        input.push_str(["\n", "\r\n", "\n\n", " \n"][rng.below(4) as usize]);
        expected.push_str(&format!("{best}\n"));
    }
    let (output, error) = run(input.as_bytes());
    assert_eq!(error, None);
    for (number, (got, want)) in output.lines().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "roll {number}");
    }
    assert_eq!(output.lines().count(), ROLLS);
}

#[test]
fn the_search_stays_small() {
    // The bound and the table of positions searched keep the search to a few hundred
    // positions even on the hardest rolls; this guards them against silently weakening.
    let mut rng = SplitMix64::new(2024);
    let mut nodes = Vec::new();
    for _ in 0..3000 {
        let dice = random_roll(&mut rng);
        nodes.push(boj17825::search::max_score(&dice).nodes);
    }
    let most = nodes.iter().max().copied().unwrap_or(0);
    let mean = nodes.iter().sum::<u32>() as f64 / nodes.len() as f64;
    assert!(most <= 250, "a roll took {most} positions");
    assert!(mean <= 60.0, "{mean} positions a roll on average");
}

#[rstest]
#[case::die_six(
    b"1 2 3 4 1 2 3 4 1 2\n1 1 1 1 1 1 1 1 1 6\n",
    "190\n",
    "line 2, column 19: found `6`, expected a die from 1 to 5"
)]
#[case::die_zero(
    b"0 1 1 1 1 1 1 1 1 1",
    "",
    "line 1, column 1: found `0`, expected a die from 1 to 5"
)]
#[case::two_digits(
    b"1 1 1 12 1 1 1 1 1 1\n",
    "",
    "line 1, column 7: found `12`, expected a die from 1 to 5"
)]
#[case::sign(
    b"1 1 1 1 1 +1 1 1 1 1\n",
    "",
    "line 1, column 11: found `+1`, expected a die from 1 to 5"
)]
#[case::letter(
    b"1 1 1 1 1 1 1 1 1 x\n",
    "",
    "line 1, column 19: found `x`, expected a die from 1 to 5"
)]
#[case::non_utf8(
    b"5 5 5 5 5 5 5 5 5 5\r\n\t\xff\xfe 1\n",
    "130\n",
    "line 2, column 2: found `\\xff\\xfe`, expected a die from 1 to 5"
)]
#[case::nine_dice(
    b"1 1 1 1 1 1 1 1 1\n",
    "",
    "line 1, column 18: found end of line after 9 dice, expected 10 dice"
)]
#[case::nine_dice_crlf_last(
    b"1 1 1 1 1 1 1 1 1 1\r\n\r\n2 2 2 2 2 2 2 2 2 \r\n",
    "133\n",
    "line 3, column 18: found end of line after 9 dice, expected 10 dice"
)]
#[case::split_line(
    b"1 1 1 1 1\n1 1 1 1 1\n",
    "",
    "line 1, column 10: found end of line after 5 dice, expected 10 dice"
)]
#[case::eleven_dice(
    b"1 1 1 1 1 1 1 1 1 1 1\n",
    "",
    "line 1, column 21: found `1`, expected the end of the line after 10 dice"
)]
#[case::empty(b"", "", "line 1, column 1: found end of input, expected a line of 10 dice")]
#[case::blank(b" \r\n\t\n", "", "line 3, column 1: found end of input, expected a line of 10 dice")]
fn bad_input_keeps_earlier_answers(
    #[case] input: &[u8],
    #[case] answers: &str,
    #[case] message: &str,
) {
    assert_eq!(run(input), (answers.to_string(), Some(message.to_string())));
}
