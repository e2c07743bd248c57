//! Writes a kattis-itictactoe game for verify's interactor, `<seed> <cases>` (one game: the
//! problem plays one per run): who moves first by the seed's parity, and the judge's replies,
//! its best ones for every fourth seed (and seed 0, verify's largest), else random by the seed.

fn main() {
    let (mut random, _cases) = proof::generator_args();
    let seed = std::env::args().nth(1).and_then(|seed| seed.parse::<u64>().ok()).unwrap_or(1);
    let first = if seed % 2 == 1 { "first" } else { "second" };
    let replies = match seed % 4 {
        0 => "best".to_owned(),
        _ => format!("random {}", random.next_u64()),
    };
    println!("{first}\n{replies}");
}
