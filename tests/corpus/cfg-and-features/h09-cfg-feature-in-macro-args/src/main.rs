//! Judge binary for h09-cfg-feature-in-macro-args.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(h09_cfg_feature_in_macro_args::solve)
}
