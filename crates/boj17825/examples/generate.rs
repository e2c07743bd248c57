//! Writes a boj17825 input for `cargo xtask bench`: `<seed> <cases>` lines of ten dice from 1 to
//! 5, drawn uniformly.

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = String::new();
    for _ in 0..cases {
        let dice: Vec<String> = (0..10).map(|_| (random.below(5) + 1).to_string()).collect();
        out.push_str(&dice.join(" "));
        out.push('\n');
    }
    print!("{out}");
}
