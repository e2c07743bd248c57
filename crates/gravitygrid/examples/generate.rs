//! Writes a gravitygrid input for verify and `cargo xtask bench`: `<seed> <cases>` valid games,
//! each column named exactly `h` times. Verify's largest input (seed 0) is the
//! largest and hardest game: 1 × 250,000 with k = 125,000, Alice filling the row from the left
//! and Bob from the right, so the runs grow to 125,000 and a solver that walks them is
//! quadratic. Other seeds draw shapes of every kind (tiny, 1 × N, N × 1, tall, wide, square,
//! and now and then h·w = 250,000), k from 1 to max(h, w), and the order shuffled, row by row,
//! or from both ends.

use proof::SplitMix64;

/// The shapes with h·w = 250,000 exactly, h from 1 to 250,000.
const LARGEST: [(usize, usize); 8] = [
    (1, 250_000),
    (2, 125_000),
    (50, 5000),
    (500, 500),
    (2500, 100),
    (5000, 50),
    (125_000, 2),
    (250_000, 1),
];

/// A random number from `low` to `high`, both included.
fn between(random: &mut SplitMix64, low: usize, high: usize) -> usize {
    low + random.below((high - low + 1) as u64) as usize
}

/// The columns (from 1) of a game on `height` × `width` in one of three orders.
fn columns(random: &mut SplitMix64, height: usize, width: usize) -> Vec<usize> {
    let mut bag: Vec<usize> = (1..=width).flat_map(|column| vec![column; height]).collect();
    match random.below(3) {
        // Every order of the tiles equally likely (Fisher-Yates).
        0 => {
            for index in (1..bag.len()).rev() {
                bag.swap(index, between(random, 0, index));
            }
            bag
        }
        // Row by row, left to right.
        1 => (0..height).flat_map(|_| 1..=width).collect(),
        // Alice from the left, Bob from the right: long runs of one colour.
        _ => {
            let (mut left, mut right) = (0, bag.len());
            (0..bag.len())
                .map(|index| match index % 2 {
                    0 => (bag[left], left += 1).0,
                    _ => (bag[right - 1], right -= 1).0,
                })
                .collect()
        }
    }
}

/// Writes one game: `h w k`, then its columns on one line.
fn write_game(out: &mut String, height: usize, width: usize, k: usize, columns: &[usize]) {
    out.push_str(&format!("{height} {width} {k}\n"));
    let columns: Vec<String> = columns.iter().map(usize::to_string).collect();
    out.push_str(&columns.join(" "));
    out.push('\n');
}

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = String::new();
    if proof::largest_asked() {
        let width = 250_000;
        let order: Vec<usize> = (0..width)
            .map(|index| if index % 2 == 0 { index / 2 + 1 } else { width - index / 2 })
            .collect();
        write_game(&mut out, 1, width, width / 2, &order);
        print!("{out}");
        return;
    }
    for _ in 0..cases {
        let (height, width) = match random.below(40) {
            0 => *random.pick(&LARGEST),
            1..=6 => (between(&mut random, 1, 4), between(&mut random, 1, 4)),
            7..=11 => (1, between(&mut random, 1, 300)),
            12..=16 => (between(&mut random, 1, 300), 1),
            17..=23 => (between(&mut random, 2, 60), between(&mut random, 1, 5)),
            24..=30 => (between(&mut random, 1, 5), between(&mut random, 2, 60)),
            _ => (between(&mut random, 1, 30), between(&mut random, 1, 30)),
        };
        let longest = height.max(width);
        let k = match random.below(6) {
            0 => 1,
            1 => longest,
            2 => between(&mut random, 1, longest),
            pick => (pick as usize).min(longest),
        };
        let columns = columns(&mut random, height, width);
        write_game(&mut out, height, width, k, &columns);
    }
    print!("{out}");
}
