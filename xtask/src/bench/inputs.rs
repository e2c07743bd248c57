//! The bench's inputs, generated from fixed seeds so every run measures the same bytes.

pub use proof::SplitMix64;

/// `count` boj7682 lines of nine squares drawn uniformly from `X`, `O` and `.`, then `end`.
pub fn random_boards(count: usize, seed: u64) -> Vec<u8> {
    const LETTERS: [u8; 3] = [b'X', b'O', b'.'];
    let mut random = SplitMix64::new(seed);
    let mut input = Vec::with_capacity(count * 10 + 4);
    for _ in 0..count {
        for _ in 0..9 {
            input.push(LETTERS[random.below(3) as usize]);
        }
        input.push(b'\n');
    }
    input.extend_from_slice(b"end\n");
    input
}

/// `count` rolls of ten dice, each 1..=5.
pub fn random_rolls(count: usize, seed: u64) -> Vec<[u8; 10]> {
    let mut random = SplitMix64::new(seed);
    (0..count).map(|_| [(); 10].map(|()| 1 + random.below(5) as u8)).collect()
}

/// A roll as boj17825 reads it: `1 2 3 4 5 1 2 3 4 5`, without a line end.
pub fn roll_line(roll: &[u8; 10]) -> String {
    roll.iter().map(|die| die.to_string()).collect::<Vec<_>>().join(" ")
}

/// The eight lines of the board, as square numbers.
const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// A board as nine digits, `0` empty, `1` X, `2` O.
type Digits = [u8; 9];

fn has_line(board: &Digits, mark: u8) -> bool {
    LINES.iter().any(|line| line.iter().all(|&square| board[square] == mark))
}

fn is_over(board: &Digits) -> bool {
    has_line(board, 1) || has_line(board, 2) || !board.contains(&0)
}

/// Every position a game X starts can reach that is not over yet, in base-3 order: the input
/// space of boj16571. Found by a plain search of its own, so the bench does not take the
/// solver's word for it.
pub fn unfinished_positions() -> Vec<Digits> {
    fn visit(board: &mut Digits, mark: u8, seen: &mut [bool], found: &mut Vec<Digits>) {
        let index = board.iter().rev().fold(0, |index, &digit| index * 3 + usize::from(digit));
        if std::mem::replace(&mut seen[index], true) || is_over(board) {
            return;
        }
        found.push(*board);
        for square in 0..9 {
            if board[square] == 0 {
                board[square] = mark;
                visit(board, 3 - mark, seen, found);
                board[square] = 0;
            }
        }
    }
    let mut seen = vec![false; BOARD_COUNT];
    let mut found = Vec::new();
    visit(&mut [0; 9], 1, &mut seen, &mut found);
    found.sort_by_key(|board| board.iter().rev().fold(0, |i, &d| i * 3 + usize::from(d)));
    found
}

/// A board in boj16571's notation: three lines of three space-separated digits.
pub fn digit_rows(board: &Digits) -> String {
    let row = |r: usize| format!("{} {} {}\n", board[3 * r], board[3 * r + 1], board[3 * r + 2]);
    format!("{}{}{}", row(0), row(1), row(2))
}

/// The number of boards, 3^9, empty squares included.
pub const BOARD_COUNT: usize = 19_683;

/// Every one of the 3^9 boards as a line of three rows of `O`, `X` and `.`, as prog-solo-ttt
/// reads them: `O.X .O. ..X`.
pub fn all_letter_boards() -> Vec<String> {
    let letter = |index: usize, square: u32| ['.', 'O', 'X'][index / 3usize.pow(square) % 3];
    (0..BOARD_COUNT)
        .map(|index| {
            let row =
                |r: u32| (3 * r..3 * r + 3).map(|square| letter(index, square)).collect::<String>();
            format!("{} {} {}\n", row(0), row(1), row(2))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_known_totals() {
        // 5478 reachable positions, 958 of them finished.
        assert_eq!(unfinished_positions().len(), 5478 - 958);
        assert_eq!(unfinished_positions()[0], [0; 9]);
        assert_eq!(all_letter_boards().concat().len(), BOARD_COUNT * 12);
        assert_eq!(all_letter_boards()[5], "XO. ... ...\n");
    }

    #[test]
    fn generators_are_seeded() {
        assert_eq!(random_boards(3, 1), random_boards(3, 1));
        assert_ne!(random_boards(3, 1), random_boards(3, 2));
        let boards = random_boards(2, 7);
        assert_eq!(boards.len(), 2 * 10 + 4);
        assert!(boards.ends_with(b"\nend\n"));
        let rolls = random_rolls(100, 5);
        assert!(rolls.iter().flatten().all(|die| (1..=5).contains(die)));
        assert_eq!(roll_line(&[1, 2, 3, 4, 5, 5, 4, 3, 2, 1]), "1 2 3 4 5 5 4 3 2 1");
    }
}
