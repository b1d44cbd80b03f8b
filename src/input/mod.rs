//! Stage 1, input: the board file read into a typed [`Board`].
//!
//! In: the text of a board file (YAML or JSON, through the span-keeping reader [`yaml`]); a
//! validated board file is first turned back into the board it came from ([`rebuild`]), an SVG
//! drawing into a board file ([`crate::import`]).
//! Out: a [`Loaded`] (the board, lengths in its [`crate::units::Units`], every value with the
//! span of its place in the file) or every `savanna::input::*` diagnostic at once.
//!
//! The loader ([`load`]) is split by what it does: `load.rs` (limits, refusals, the two
//! parses), `walk.rs` (the typed walker and the top-level mapping), one file per section of the
//! board file (`frame.rs`, `lines.rs`, `pieces.rs`, `names.rs` for `regions:`, `setup.rs`,
//! `rules.rs`, `game.rs`), `model.rs` (what it builds), `codes.rs` (its diagnostic codes) and
//! `schema.rs` (the serde types the JSON Schema is generated from).
//!
//! Why the YAML is parsed twice (issue 13, part 6): [`yaml`] reads the text once into plain
//! values (serde's `Value` tree, with aliases and merge keys resolved by the YAML library) and
//! once into a tree of spans from saphyr's events; the walker goes down both in step. One
//! span-carrying value tree would have to re-implement what the YAML library does for values
//! (tags, aliases with their expansion limit, merge keys, number and boolean scalars by the
//! YAML 1.2 core schema), the part most likely to go wrong; the span tree only needs positions.
//! Both parses are linear, and the files are small (at most [`MAX_FILE_BYTES`]).
//!
//! Nothing here knows geometry beyond the frame polygon's form: the lines are noded by
//! [`crate::geometry`].

pub mod codes;
mod document;
pub mod edit;
mod frame;
mod game;
pub mod game_rules;
mod lines;
mod load;
mod model;
mod names;
mod pieces;
pub mod rebuild;
mod rules;
pub mod schema;
mod setup;
mod spans;
mod walk;
pub mod yaml;
mod yaml_words;

pub use load::*;
pub use model::*;
pub use schema::input_schema;
pub use walk::{GAME_PIECE_KINDS, fold_name, nearest};
