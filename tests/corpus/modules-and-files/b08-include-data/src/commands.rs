//! The queries the binary understands.

/// One query of the input.
#[derive(Debug, PartialEq, Eq)]
pub enum Query<'a> {
    /// `version`
    Version,
    /// `lines <board>`
    Lines(&'a str),
    /// `squares <name>`
    Squares(&'a str),
}

/// Reads one query line, or says what is wrong with it.
pub fn parse(line: &str) -> Result<Query<'_>, String> {
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    match (word, rest.trim()) {
        ("version", "") => Ok(Query::Version),
        ("lines", board) if !board.is_empty() => Ok(Query::Lines(board)),
        ("squares", name) if !name.is_empty() => Ok(Query::Squares(name)),
        _ => Err(format!("unknown query `{line}`")),
    }
}
