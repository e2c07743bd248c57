//! Writes a prog-solo-ttt input for `cargo xtask bench`: `<seed> <cases>` boards of three rows
//! of letters drawn uniformly from `O`, `X` and `.`.

fn main() {
    let (mut random, cases) = proof::generator_args();
    let mut out = Vec::new();
    for _ in 0..cases {
        for row in 0..3 {
            for _ in 0..3 {
                out.push(*random.pick(b"OX."));
            }
            out.push(if row == 2 { b'\n' } else { b' ' });
        }
    }
    print!("{}", String::from_utf8_lossy(&out));
}
