//! Writes a cf3c input for `cargo xtask bench`: `<seed> <cases>` boards of three rows of `X`,
//! `0` and `.`, each square drawn uniformly.

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = Vec::new();
    for _ in 0..cases {
        for _ in 0..3 {
            for _ in 0..3 {
                out.push(*random.pick(b"X0."));
            }
            out.push(b'\n');
        }
    }
    print!("{}", String::from_utf8_lossy(&out));
}
