//! Notes about boards.

use ttt_core::board::Board;

make_repeater!(twice, 2);

/// A note holder, whose methods come from a macro in the impl block.
#[derive(Debug)]
pub struct Notes;

macro_rules! note_method {
    ($name:ident, $text:literal) => {
        /// A fixed note.
        pub fn $name(&self) -> String {
            note!($text)
        }
    };
}

impl Notes {
    note_method!(empty, "nothing held");

    /// The note for a board with held lines.
    pub fn held(&self, board: Board, count: usize) -> String {
        let marks = twice!(board.mark_count().to_string());
        note!("{count} held, marks {marks}")
    }
}

/// The masks sorted by value, using a const from the other module by path.
pub fn top_is_smallest() -> bool {
    crate::masks::ALL.iter().all(|&(_, mask)| mask >= crate::masks::TOP)
}
