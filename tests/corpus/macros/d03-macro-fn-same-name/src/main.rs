//! Judge binary for d03-macro-fn-same-name: the shapes X holds, then a line for the centre.

use std::process::ExitCode;

use d03_macro_fn_same_name::mask;

fn main() -> ExitCode {
    let status = ttt_core::judge::run(d03_macro_fn_same_name::solve);
    // The centre alone, through the macro; the function gives the same mask.
    let centre = mask!(4);
    assert_eq!(centre, d03_macro_fn_same_name::mask(&[4]));
    println!("centre {centre:#011b}");
    status
}
