//! The board of number scrabble: which numbers each player holds, as squares of the magic square.

use ttt_core::lines::covers_line;

/// The Lo Shu magic square, row by row: every row, column and diagonal sums to 15, and those
/// are the only three numbers from 1 to 9 that do.
const MAGIC: [u8; 9] = [2, 7, 6, 9, 5, 1, 4, 3, 8];

/// `SQUARE_OF[n]` is the square where number `n` sits in [`MAGIC`].
const SQUARE_OF: [u8; 10] = square_table();

const fn square_table() -> [u8; 10] {
    let mut table = [0u8; 10];
    let mut square = 0;
    while square < 9 {
        table[MAGIC[square] as usize] = square as u8;
        square += 1;
    }
    table
}

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Picks first.
    A,
    /// Picks second.
    B,
}

/// What a pick did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The number was already taken; nothing changed.
    Taken,
    /// The picker now holds three numbers summing to 15.
    Won,
    /// The game goes on.
    Played,
}

/// The numbers each player holds, as masks of magic-square squares.
#[derive(Clone, Copy, Debug, Default)]
pub struct Board {
    held: [u16; 2],
}

impl Board {
    /// No number picked yet.
    pub fn new() -> Board {
        Board::default()
    }

    /// The player whose turn it is.
    pub fn to_move(self) -> Player {
        let picked = (self.held[0] | self.held[1]).count_ones();
        if picked % 2 == 0 {
            Player::A
        } else {
            Player::B
        }
    }

    /// The player to move picks `number` (1 to 9).
    pub fn pick(&mut self, number: u8) -> Pick {
        let bit = 1u16 << SQUARE_OF[usize::from(number)];
        if (self.held[0] | self.held[1]) & bit != 0 {
            return Pick::Taken;
        }
        let side = match self.to_move() {
            Player::A => 0,
            Player::B => 1,
        };
        self.held[side] |= bit;
        if covers_line(self.held[side]) {
            Pick::Won
        } else {
            Pick::Played
        }
    }
}
