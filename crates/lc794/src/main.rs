//! Runs the LeetCode submission on a sample as the problem page writes it,
//! `board = ["O  ","   ","   "]`, and prints the result as LeetCode does: `false`.

/// What the judge declares before the submission.
struct Solution;

include!("solution.rs");

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(|input, output| {
        lc794::solve_with(input, output, Solution::valid_tic_tac_toe)
    })
}
