//! Judge binary for b14-judge-mnk: who has k in a row, for every case of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(b14_judge_mnk::solve)
}
