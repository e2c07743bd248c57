//! Writes a boj17825 input for `cargo xtask bench`: `<seed> <cases>` lines of ten dice from 1 to
//! 5, drawn uniformly.

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("numbers"));
    let (seed, cases) = (args.next().unwrap_or(1), args.next().unwrap_or(1000));
    let mut random = proof::SplitMix64::new(seed);
    let mut out = String::new();
    for _ in 0..cases {
        let dice: Vec<String> = (0..10).map(|_| (random.below(5) + 1).to_string()).collect();
        out.push_str(&dice.join(" "));
        out.push('\n');
    }
    print!("{out}");
}
