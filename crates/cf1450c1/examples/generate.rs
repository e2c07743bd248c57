//! Writes a cf1450c1 input for verify and `cargo xtask bench`: `<seed> <cases>` cases drawn at
//! random (verify asks for 5 cases, or `max-cases` in Cargo.toml when less, and once for
//! `max-cases`, the most the statement allows). It is written for the placeholder problem (two
//! numbers a line): rewrite it for the real one.

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = String::new();
    for _ in 0..cases {
        out.push_str(&format!("{} {}\n", random.below(1000), random.below(1000)));
    }
    print!("{out}");
}
