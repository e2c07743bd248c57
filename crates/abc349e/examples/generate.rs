//! Writes an abc349e input for verify and `cargo xtask bench`: `<seed> <cases>` cases of three
//! lines of three weights, each case one of five kinds (small, mostly zero, nearly equal,
//! extreme, uniform), with one weight moved by one when needed to make the sum odd.

use proof::SplitMix64;

/// The statement's bound on a weight's absolute value.
const MAX: i64 = 1_000_000_000;

/// A number in `low..=high`.
fn between(random: &mut SplitMix64, low: i64, high: i64) -> i64 {
    low + random.below((high - low + 1) as u64) as i64
}

/// Nine weights of a random kind, with an odd sum.
fn weights(random: &mut SplitMix64) -> [i64; 9] {
    let kind = random.below(5);
    let base = between(random, -MAX + 2, MAX - 2);
    let mut weights = [0; 9];
    for weight in &mut weights {
        *weight = match kind {
            0 => between(random, -3, 3),
            1 if random.below(3) > 0 => 0,
            1 => between(random, -5, 5),
            2 => base + between(random, -2, 2),
            3 => *random.pick(&[-MAX, MAX, 0, -MAX + 1, MAX - 1]),
            _ => between(random, -MAX, MAX),
        };
    }
    if weights.iter().sum::<i64>() % 2 == 0 {
        let square = random.below(9) as usize;
        weights[square] += if weights[square] == MAX { -1 } else { 1 };
    }
    weights
}

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = String::new();
    for _ in 0..cases {
        for row in weights(&mut random).chunks(3) {
            out.push_str(&format!("{} {} {}\n", row[0], row[1], row[2]));
        }
    }
    print!("{out}");
}
