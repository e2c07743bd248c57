//! Runs the LeetCode submission on a sample as the problem page writes it, the names called and
//! their arguments, `["TicTacToe","move"]` then `[[3],[0,0,1]]`, and prints the results as
//! LeetCode does: `[null,0]`.

include!("solution.rs");

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(|input, output| {
        lc348::solve_with(input, output, TicTacToe::new, TicTacToe::make_a_move)
    })
}
