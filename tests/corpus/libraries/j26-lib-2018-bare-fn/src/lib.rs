//! j26-lib-2018-bare-fn: functions composed at run time, written as 2018 allowed them
//! (`Box<Fn(i64) -> i64>`, no `dyn`). j27-uses-lib-2018-bare-fn depends on it.

#![allow(bare_trait_objects)]

/// A function of one integer, boxed.
pub type Step = Box<Fn(i64) -> i64>;

/// The steps named in `program` (`+N`, `*N`, `neg`), applied in order; `None` for a word that
/// is no step.
pub fn compile(program: &str) -> Option<Vec<Step>> {
    program
        .split_whitespace()
        .map(|word| -> Option<Step> {
            if word == "neg" {
                return Some(Box::new(|x: i64| x.wrapping_neg()));
            }
            let number: i64 = word.get(1..)?.parse().ok()?;
            match word.as_bytes()[0] {
                b'+' => Some(Box::new(move |x: i64| x.wrapping_add(number))),
                b'*' => Some(Box::new(move |x: i64| x.wrapping_mul(number))),
                _ => None,
            }
        })
        .collect()
}
