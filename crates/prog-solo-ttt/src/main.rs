//! Judge binary for prog-solo-ttt: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(prog_solo_ttt::solve)
}
