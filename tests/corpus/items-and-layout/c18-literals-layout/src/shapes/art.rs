//! Frames around the rows of a board.

pub mod glyphs;

use crate::Row;

/// The drawing styles.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Three rows of letters.
    Plain = b'p',
    /// A box of `+`, `-` and `|`.
    Boxed = b'b',
    /// Rows in quotes, with a comment-like header.
    Quoted = b'q',
}

/// The board drawn in `style`, lines ending in `\n`.
pub fn frame(rows: &[Row<3>; 3], style: Style) -> String {
    match style {
        Style::Plain => rows.iter().map(|r| format!("{}\n", r.text())).collect(),
        Style::Boxed => {
            let mut out = String::from(glyphs::TOP);
            for row in rows {
                out.push_str(&format!("  | {} |\n", row.text()));
            }
            out.push_str(glyphs::BOTTOM);
            out
        }
        Style::Quoted => {
            let tag = style as u8 as char;
            let body: Vec<String> = rows.iter().map(|r| format!("{:?}", r.text())).collect();
            format!(
                r#"// {tag}: /* rows */
    [{}]
"#,
                body.join(", ")
            ) + glyphs::GAP
        }
    }
}
