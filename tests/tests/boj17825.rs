//! boj17825 checked against an independent reference (`workspace_tests::dice_yut`, a plain
//! search over every choice of piece on a board written as explicit routes) on the samples, the
//! constant rolls and seeded random rolls through the text it reads, and on bad input, read up
//! to the first error. Every roll's answer is pinned in `boj17825_every_roll.rs`.

use std::ffi::OsStr;
use std::path::Path;

use rstest::rstest;
use workspace_tests::dice_yut as reference;
use workspace_tests::SplitMix64;

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
    // The memoised reference, which `boj17825_every_roll.rs` holds to the plain search: the plain
    // one plays all 4^10 games of each roll, a second a hundred rolls.
    let mut memo = reference::Memo::new();
    let best: Vec<u32> = rolls.iter().map(|dice| memo.best(dice)).collect();
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
