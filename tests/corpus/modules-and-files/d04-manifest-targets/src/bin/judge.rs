//! Judge binary for d04-manifest-targets, at `src/bin/judge.rs`; its I/O module is
//! `src/bin/io.rs`.

mod io;

fn main() -> std::process::ExitCode {
    io::run()
}
