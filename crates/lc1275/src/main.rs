//! Runs the LeetCode submission on a sample as the problem page writes it,
//! `moves = [[0,0],[2,0]]`, and prints the result as LeetCode does: `"Pending"`.

/// What the judge declares before the submission.
struct Solution;

include!("solution.rs");

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(|input, output| lc1275::solve_with(input, output, Solution::tictactoe))
}
