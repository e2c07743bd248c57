//! Writes an lc348 sample for verify and `cargo xtask bench`: one game, LeetCode's two arrays,
//! per seed. LeetCode makes one sequence of calls per test, so a file holds one case and the
//! `<cases>` argument is read but not used. The board is 1 to 10 wide (100, LeetCode's largest,
//! for seed 0); each move is a random player's on a random free cell, and the game stops at the
//! first line, as the judge promises no move after a win, or when the board is full.

fn main() {
    let (mut random, _cases) = proof::generator_args();
    let n = if proof::largest_asked() { 100 } else { 1 + random.below(10) as usize };
    let mut free: Vec<usize> = (0..n * n).collect();
    let mut board = vec![0u8; n * n];
    let (mut names, mut calls) = (vec!["\"TicTacToe\""], vec![format!("[{n}]")]);
    while !free.is_empty() {
        let cell = free.swap_remove(random.below(free.len() as u64) as usize);
        let player = 1 + random.below(2) as u8;
        board[cell] = player;
        names.push("\"move\"");
        calls.push(format!("[{},{},{player}]", cell / n, cell % n));
        if wins(&board, n, cell, player) {
            break;
        }
    }
    println!("[{}]\n[{}]", names.join(","), calls.join(","));
}

/// Does `player`'s mark on `cell` complete a row, a column or a diagonal of theirs.
fn wins(board: &[u8], n: usize, cell: usize, player: u8) -> bool {
    let (row, column) = (cell / n, cell % n);
    let all = |cell_at: &dyn Fn(usize) -> usize| (0..n).all(|i| board[cell_at(i)] == player);
    all(&|c| row * n + c)
        || all(&|r| r * n + column)
        || (row == column && all(&|i| i * n + i))
        || (row + column + 1 == n && all(&|i| i * n + n - 1 - i))
}
