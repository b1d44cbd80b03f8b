//! # savanna
//!
//! Design and validate boards for *Lions and Jackals*, a tabletop area-movement game.
//!
//! The library is a pipeline of pure stages, each a function from one typed value to the next;
//! the folders of `src/` are the stages, in order:
//!
//! 1. [`input`]: the board file (YAML or JSON, read through [`input::yaml`]) becomes a
//!    [`input::Board`].
//! 2. [`geometry`]: the board's lines are noded by snap rounding ([`geometry::snap`],
//!    [`geometry::noding`]) into a half-edge structure ([`geometry::dcel`]) whose bounded faces
//!    are the regions ([`geometry::arrangement`]).
//! 3. [`regions`]: faces become numbered [`regions::Region`]s with an adjacency graph (petgraph).
//! 4. [`capacity`]: how many discs of each piece kind fit in each region, with a certificate.
//! 5. [`checks`]: the game's rules as [`diagnostics`].
//! 6. [`output`]: the validated board file ([`output::validated`]), exports and true-scale print
//!    sheets ([`output::render`]).
//!
//! [`pipeline`] strings the stages together; I/O lives only at the edges ([`input::yaml`],
//! [`output::write`]). [`game`] plays the game on a validated board; [`generate`] draws new
//! board files.
//!
//! Coordinates: x to the right, y **down**, origin at the top-left of the sheet; every length is
//! in the board's `units` (millimetres by default).

#![warn(missing_docs)]

// The pipeline's stages, in order; each folder's module doc says what flows in and out.
pub mod capacity;
pub mod checks;
pub mod diagnostics;
pub mod fonts;
pub mod frontend;
pub mod game;
pub mod generate;
pub mod geometry;
pub mod import;
pub mod input;
pub mod output;
pub mod pipeline;
pub mod regions;
pub mod units;
pub mod validated;

pub mod ids;
mod named;
mod par;

// Short paths to the stages' modules (`savanna::board`, `savanna::render`, ...), as tests and older code use them.
pub use geometry::{arrangement, dcel, noding, predicates, snap};
/// The board file and its loader (the [`input`] stage), under its older name.
pub use input as board;
pub use input::{rebuild, yaml};
pub use output::{export, render, write};
