//! Feature-gated template parts (bundling shape: `#[cfg(feature = …)]` and `cfg!(feature = …)`
//! written in the *arguments* of macro calls — items handed to a `template!` macro as
//! `$($item:item)*`, a `pick!(cfg!(feature = "memo"), …)` call, attributes
//! `$(#[$m:meta])*` forwarded onto fns; `#[cfg_attr(feature = "fast-io", inline(always))]`;
//! `#[cfg(all(feature = "memo", not(debug_assertions)))]`; a `#[cfg(feature = "local")]`
//! module and macro that are off; feature names with a dash; `cfg!(feature = …)` inside an
//! `assert!` with no message, whose failure prints the condition as written; a `parts!` macro
//! that keeps each `#[cfg]`-gated entry and prints its attributes with `stringify!($m)`).
//!
//! Problem (`judge::run`): boards as three rows of digits, X first. For each print the result
//! for the mover (`W`/`D`/`L`) and a tag naming how it was computed, then the template parts
//! compiled in. At most 4 boards (more is a failed assertion).

use ttt_core::board::{Board, Mark};
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_digit_rows;
use ttt_core::perfect_play::{outcome, Outcome};

/// Passes items through unchanged; the template wraps its optional parts in it.
macro_rules! template {
    ($($item:item)*) => {
        $($item)*
    };
}

/// The first expression when the flag is on, else the second.
macro_rules! pick {
    ($flag:expr, $yes:expr, $no:expr $(,)?) => {
        if $flag { $yes } else { $no }
    };
}

/// Writes a fn with the attributes it is given.
macro_rules! with_attrs {
    ($(#[$m:meta])* fn $name:ident() -> &'static str $body:block) => {
        $(#[$m])*
        fn $name() -> &'static str $body
    };
}

/// Which optional parts are compiled in, with the attributes that chose them (as written).
macro_rules! parts {
    ($($(#[$m:meta])* $part:ident;)+) => {
        /// The parts compiled into this build, with their attributes.
        pub const PARTS: &[&str] = &[$(
            $(#[$m])*
            concat!(stringify!($part), " [", $(stringify!($m), " ",)* "]"),
        )+];
    };
}

parts! {
    #[cfg(feature = "fast-io")]
    reader;
    #[cfg(all(feature = "memo", not(feature = "local")))]
    solver;
    #[cfg(feature = "local")]
    trace;
}

template! {
    #[cfg(feature = "memo")]
    fn solver() -> &'static str {
        "memo"
    }

    #[cfg(not(feature = "memo"))]
    fn solver() -> &'static str {
        "search"
    }

    #[cfg(feature = "local")]
    fn trace(board: Board) {
        eprintln!("{board:?}");
    }
}

with_attrs! {
    #[cfg(feature = "fast-io")]
    #[inline]
    fn reader() -> &'static str {
        "fast"
    }
}

with_attrs! {
    #[cfg(not(feature = "fast-io"))]
    fn reader() -> &'static str {
        "plain"
    }
}

#[cfg(all(feature = "memo", not(debug_assertions)))]
const BUILD: &str = "release+memo";
#[cfg(not(all(feature = "memo", not(debug_assertions))))]
const BUILD: &str = "other";

#[cfg(feature = "local")]
mod local {
    //! Extra checks on the author's machine.
    pub fn check(board: ttt_core::board::Board) {
        assert!(board.mark_count() <= 9);
    }
}

/// The mover's result by search over the next moves (the slow path).
#[cfg_attr(feature = "fast-io", inline(always))]
fn search(board: Board) -> Option<Outcome> {
    outcome(board, Mark::X).ok()
}

/// Answers every board.
///
/// # Errors
/// A malformed or unreachable board.
pub fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let mut n = 0;
    while let Some((board, position)) = read_digit_rows(&mut scanner)? {
        #[cfg(feature = "local")]
        {
            local::check(board);
            trace(board);
        }
        let result = pick!(cfg!(feature = "memo"), outcome(board, Mark::X).ok(), search(board))
            .ok_or_else(|| InputError::new(position, "a board no game reaches", "a reachable board"))?;
        let tag = pick!(cfg!(feature = "fast-io"), format!("{}/{}", solver(), reader()), solver().to_string());
        output.extend_from_slice(format!("{} {} {}\n", result.letter(), tag, BUILD).as_bytes());
        n += 1;
    }
    if pick!(cfg!(any(feature = "local", debug_assertions)), true, n == 0) {
        output.extend_from_slice(b"no boards\n");
    }
    output.extend_from_slice(format!("parts: {}\n", PARTS.join(", ")).as_bytes());
    // The problem promises at most 4 boards; the author's machine tries bigger files.
    assert!(n <= 4 || cfg!(feature = "local"));
    Ok(())
}
