//! Square lists (bundling shape: `#[macro_export(local_inner_macros)]`, whose body calls a
//! helper macro by its bare name, invoked from main.rs, which imports only the outer macro).
//!
//! Each case is a board as three rows of digits (`0` empty, `1` X, `2` O). The answer lists
//! the squares (1 to 9) of X, of O and the empty ones, as `X:1,5 O:2 .:3,4,6,7,8,9`.

pub use ttt_core::board::{Board, Mark, Square};

/// The squares of `$board` for which `$keep` holds, as `1,5,9`, or `-` for none.
#[macro_export(local_inner_macros)]
macro_rules! squares_where {
    ($board:expr, $keep:expr) => {
        join_numbers!($crate::Square::ALL
            .into_iter()
            .filter(|&square| $keep($board.mark_at(square)))
            .map(|square| square.index() + 1))
    };
}

/// Joins numbers with commas, `-` when there are none.
#[macro_export]
macro_rules! join_numbers {
    ($numbers:expr) => {{
        let list: ::std::vec::Vec<::std::string::String> =
            $numbers.map(|n| ::std::string::ToString::to_string(&n)).collect();
        if list.is_empty() {
            ::std::string::String::from("-")
        } else {
            list.join(",")
        }
    }};
}
