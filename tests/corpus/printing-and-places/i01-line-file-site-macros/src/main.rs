//! Judge binary for i01-line-file-site-macros: one line of facts per board of stdin, each with
//! the place that worked it out, then the places of main's own helpers.

use std::io::{self, BufRead, Write};

use i01_line_file_site_macros::{facts, noted, site, tracer};

tracer!(trace, "main");

mod local {
    //! main's own place helpers.

    /// Module, file and line of this helper.
    pub fn where_am_i() -> String {
        format!("{} {} {}", module_path!(), file!(), line!())
    }

    macro_rules! spot {
        () => {
            (line!(), column!(), module_path!())
        };
    }
    pub(crate) use spot;
}

fn main() {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (index, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin is text");
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        match facts::describe(text) {
            Ok(parts) => writeln!(out, "{}: {}", index + 1, parts.join("; ")).unwrap(),
            Err(error) => {
                out.flush().unwrap();
                eprintln!("error: {error} (reported at {})", site!());
                std::process::exit(2);
            }
        }
        let length = noted!(
            "length",
            text.len()
        );
        writeln!(out, "  {length}").unwrap();
        writeln!(out, "  {}", trace!(text.len())).unwrap();
        writeln!(out, "  {}", trace!(text.chars().filter(|&c| c == 'X').count())).unwrap();
    }
    writeln!(out, "{:?}", site!("main")).unwrap();
    writeln!(out, "{:?}", facts::module_site()).unwrap();
    writeln!(out, "{}", local::where_am_i()).unwrap();
    let (line, column, module) = local::spot!();
    writeln!(out, "spot {line}:{column} in {module}").unwrap();
    writeln!(out, "{}", i01_line_file_site_macros::BUILT_AT).unwrap();
    writeln!(out, "{}", i01_line_file_site_macros::root_fact()).unwrap();
}
