//! More `impl Report` blocks, one per part of the report.

mod lines_part;
mod moves_part;
