//! l02-num-integer-atcoder: for the integers of the input, their gcd and lcm, and for each its
//! integer square root, floor division by 3 and Euclid's remainder by 7, with num-integer.
//!
//! Input: whitespace-separated integers; one that does not read as `i64` ends the program with
//! exit status 2.

use num_integer::{Integer, Roots};
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut numbers = Vec::new();
    for word in text.split_whitespace() {
        match word.parse::<i64>() {
            Ok(n) => numbers.push(n),
            Err(_) => {
                println!("not an integer: {word:?}");
                std::process::exit(2);
            }
        }
    }
    let gcd = numbers.iter().fold(0i64, |g, n| g.gcd(n));
    let lcm = numbers.iter().try_fold(1i64, |l, n| {
        if *n == 0 { Some(0) } else { (l / l.gcd(n)).checked_mul(n.abs()) }
    });
    println!("gcd {gcd} lcm {}", lcm.map_or("overflow".to_owned(), |l| l.to_string()));
    for n in &numbers {
        let root = if *n >= 0 { n.sqrt().to_string() } else { "-".to_owned() };
        let (q, r) = n.div_mod_floor(&3);
        println!("{n}: sqrt {root} div_floor3 {q} mod_floor3 {r} even {}", n.is_even());
    }
}
