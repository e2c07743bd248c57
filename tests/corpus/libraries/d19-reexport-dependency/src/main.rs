//! Judge binary for d19-reexport-dependency, which reaches ttt-core through the library's
//! re-export, and counts the centre openings with the library's macro.

use d19_reexport_dependency::canonical_board;
use d19_reexport_dependency::ttt_core::judge;

fn main() -> std::process::ExitCode {
    let status = judge::run(d19_reexport_dependency::solve);
    let centre = canonical_board!("... .X. ...");
    println!("centre {}", centre.marks(d19_reexport_dependency::ttt_core::board::Mark::X));
    status
}
