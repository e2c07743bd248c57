//! Judge binary for a07: reads the queries from stdin and writes the census table.

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(a07_raw_fmt_consts::solve)
}
