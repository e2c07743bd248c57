	//! The box's edges, as multi-line strings whose indentation is part of the drawing.

	/// The top of the box, with a title line.
	pub const TOP: &str = "  .-----.
  | ttt |
  +-----+
";

	/// The gap under a quoted board: a blank line, then a line of trailing spaces.
	pub const GAP: &str = "

   
";

	/// The bottom of the box.
	pub const BOTTOM: &str = "  '-----'\n    \
    (end)\n";
