//! Judge binary for i03-fn-table-item-order: the report of every board of stdin.

use i03_fn_table_item_order::rules::ordered;
use i03_fn_table_item_order::Report;
use ttt_core::judge::{InputError, Scanner};
use ttt_core::notation::read_letter_rows;

/// The rule names, qualified by the module that lists them.
macro_rules! qualified {
    ($($rule:ident)*) => {
        [$(concat!(module_path!(), "::", stringify!($rule))),*]
    };
}

fn solve(input: &[u8], output: &mut Vec<u8>) -> Result<(), InputError> {
    let mut scanner = Scanner::new(input);
    let rules = ordered();
    let names: Vec<&str> = rules.iter().map(|rule| rule.name()).collect();
    output.extend_from_slice(format!("rules {}\n", names.join(" > ")).as_bytes());
    let simple = i03_fn_table_item_order::with_simple_rules!(qualified);
    output.extend_from_slice(format!("simple {}\n", simple.join(", ")).as_bytes());
    while let Some((board, position)) = read_letter_rows(&mut scanner)? {
        let mut report = Report::new(board);
        for rule in &rules {
            rule.apply(&mut report);
        }
        output.extend_from_slice(format!("{}:{}\n", position.line, position.column).as_bytes());
        output.extend_from_slice(report.render().as_bytes());
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    ttt_core::judge::run(solve)
}
