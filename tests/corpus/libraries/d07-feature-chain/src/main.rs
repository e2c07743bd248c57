//! Judge binary for d07-feature-chain.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(d07_feature_chain::solve)
}
