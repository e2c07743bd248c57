//! Judge binary for c06-cfg-in-macro-body: one line per board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c06_cfg_in_macro_body::solve)
}
