//! The crate's macros: the item-defining ones live in `items`, whose macros `#[macro_use]`
//! brings into this module and, through the crate root's `#[macro_use]`, into the whole crate.

#[macro_use]
mod items;

/// Joins string expressions with a separator: `join!("|"; a, b, c)` is `a|b|c`.
macro_rules! join {
    ($sep:expr; $only:expr) => {
        ::std::string::String::from($only)
    };
    ($sep:expr; $first:expr, $($rest:expr),+) => {{
        let mut joined = ::std::string::String::from($first);
        joined.push_str($sep);
        joined.push_str(&join!($sep; $($rest),+));
        joined
    }};
}

/// Draws one row of three glyphs.
macro_rules! row {
    ($glyphs:expr, $row:expr) => {{
        let cells = [0, 1, 2].map(|column| $glyphs[$row * 3 + column].to_string());
        join!("|"; cells[0].as_str(), cells[1].as_str(), cells[2].as_str())
    }};
}
