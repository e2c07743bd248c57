// The LeetCode submission: pasted after the judge's own `struct Solution;`, so it holds no
// inner attribute or `//!` doc, and it only calls the library, which the bundle carries.
impl Solution {
    pub fn valid_tic_tac_toe(board: Vec<String>) -> bool {
        lc794::valid_tic_tac_toe(&board)
    }
}
