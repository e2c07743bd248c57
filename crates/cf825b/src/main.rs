//! Judge binary for cf825b: reads every case from stdin and writes one answer line per case.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(cf825b::solve)
}
