//! Judge binary for c22-export-from-submodule: one line per board of stdin.

use c22_export_from_submodule::{boards, count_marks, row_squares, Mark};

fn main() {
    let mut input = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin(), &mut input).unwrap();
    let boards = match boards(&input) {
        Ok(boards) => boards,
        Err(error) => {
            eprintln!("error: {error}");
            std::process::exit(1);
        }
    };
    for board in boards {
        let x = count_marks!(board, Some(Mark::X));
        let o = count_marks!(board, Some(Mark::O));
        let empty = count_marks!(board, None);
        let busiest = (0..3u8)
            .max_by_key(|&row| (row_squares!(row).filter(|&s| board.mark_at(s).is_some()).count(), 2 - row))
            .map_or(0, |row| row + 1);
        println!("{x} {o} {empty} row {busiest}");
    }
}
