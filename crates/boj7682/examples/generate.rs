//! Writes a boj7682 input for `cargo xtask bench`: `<seed> <cases>` lines of nine letters drawn
//! uniformly from `X`, `O` and `.`, then `end`.

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = Vec::new();
    for _ in 0..cases {
        for _ in 0..9 {
            out.push(*random.pick(b"XO."));
        }
        out.push(b'\n');
    }
    out.extend_from_slice(b"end\n");
    print!("{}", String::from_utf8_lossy(&out));
}
