//! Stage 1, input: the board file read into a typed [`board::Board`].
//!
//! In: the text of a board file (YAML or JSON, through the span-keeping reader [`yaml`]); a
//! validated board file is first turned back into the board it came from ([`rebuild`]), an SVG
//! drawing into a board file ([`import`]).
//! Out: a [`board::Loaded`] (the board, lengths in its [`units::Units`], every value with the
//! span of its place in the file) or every `savanna::input::*` diagnostic at once.
//!
//! Nothing here knows geometry beyond the frame polygon's form: the lines are noded by
//! [`crate::geometry`].

pub mod board;
pub mod import;
pub mod rebuild;
pub mod units;
pub mod yaml;
