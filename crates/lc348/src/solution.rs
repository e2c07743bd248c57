// The LeetCode submission: the class itself, which the judge compiles with nothing before it, so
// it holds no inner attribute or `//!` doc. It only calls the library, which the bundle carries.
// LeetCode's template takes `&self`, and says to take `&mut self` for a mutable reference, as
// `make_a_move` does.
#[derive(Debug)]
pub struct TicTacToe {
    lines: lc348::LineCounts,
}

impl TicTacToe {
    pub fn new(n: i32) -> Self {
        TicTacToe { lines: lc348::LineCounts::new(usize::try_from(n).unwrap_or(0)) }
    }

    pub fn make_a_move(&mut self, row: i32, col: i32, player: i32) -> i32 {
        let cell = |at: i32| usize::try_from(at).unwrap_or(usize::MAX);
        self.lines.play(cell(row), cell(col), player)
    }
}
