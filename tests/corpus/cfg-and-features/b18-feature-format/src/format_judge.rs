//! The judge's format: the number of classes, then every board's class on one line.

use crate::Classified;

/// The whole output.
pub fn render(count: usize, classified: &[Classified]) -> String {
    let classes: Vec<String> = classified.iter().map(|c| c.class.to_string()).collect();
    format!("{count}\n{}\n", classes.join(" "))
}
