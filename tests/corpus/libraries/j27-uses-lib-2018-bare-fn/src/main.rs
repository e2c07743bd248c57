//! j27-uses-lib-2018-bare-fn: runs a program of steps from j26-lib-2018-bare-fn on numbers.
//! Its library is edition 2018 and writes `Box<Fn(i64) -> i64>`: refused, naming the edition.
//!
//! Input: a line of steps, then integers. Output: each integer after the steps.

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let (program, numbers) = input.split_once('\n').unwrap_or((&input, ""));
    let Some(steps) = j26_lib_2018_bare_fn::compile(program) else {
        println!("bad program");
        return;
    };
    for number in numbers.split_whitespace().filter_map(|w| w.parse::<i64>().ok()) {
        println!("{}", steps.iter().fold(number, |x, step| step(x)));
    }
}
