//! A table for people: one row per board, then the number of classes.

use crate::{Classified, Seen};

/// The whole output.
pub fn render(count: usize, classified: &[Classified]) -> String {
    let mut text = String::new();
    for (index, c) in classified.iter().enumerate() {
        let note = match c.seen {
            Seen::New => "new",
            Seen::Again => "seen",
        };
        text += &format!("board {}: {:?} class {} ({note})\n", index + 1, c.board, c.class);
    }
    text += &format!("{count} classes\n");
    text
}
