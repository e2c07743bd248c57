//! Judge binary for c01-glob-fn-local-mod: one line per board of stdin.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(c01_glob_fn_local_mod::solve)
}
