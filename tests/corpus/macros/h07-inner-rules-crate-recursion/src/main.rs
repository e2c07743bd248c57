//! Judge binary for h07-inner-rules-crate-recursion: the library's groups, and main's own
//! groups written with the same exported macro.

use std::io::{self, BufRead};

use h07_inner_rules_crate_recursion::{groups, held, sum_of, Group};
use ttt_core::board::{Board, Mark};

groups! {
    Band {
        Top => [0 0, 0 1, 0 2];
        #[default]
        Middle => [1 0, 1 1, 1 2];
        Bottom => [2 0, 2 1, 2 2]
    }
}

fn main() {
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        let Ok(board) = line.trim().parse::<Board>() else {
            eprintln!("bad board {:?}", line.trim());
            std::process::exit(3);
        };
        let mut parts = Vec::new();
        for group in Group::ALL {
            let (x, o) = held(board, group);
            parts.push(format!("{}={}{}", group.name(), x, if o { "o" } else { "" }));
        }
        for band in Band::ALL {
            let x = (board.marks(Mark::X) & band.mask()).count_ones();
            parts.push(format!("{}={}", band.name(), x));
        }
        let total = sum_of!(board.count(Mark::X), board.count(Mark::O), 1,);
        println!("{} | {} {}", parts.join(" "), total, sum_of!());
    }
    println!("{} {} {}", Group::default().name(), Band::default().name(), Group::ALL.len() + Band::ALL.len());
}
