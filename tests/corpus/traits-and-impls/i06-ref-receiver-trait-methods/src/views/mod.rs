//! Views of a board, each module with one of the score traits in scope.

pub mod material;
pub mod weighted;
