//! # savanna
//!
//! Design and validate boards for *Lions and Jackals*, a tabletop area-movement game.
//!
//! The library is a pipeline of pure stages, each a function from one typed value to the next:
//!
//! 1. [`board`]: the board file (YAML or JSON, read through [`yaml`]) becomes a [`board::Board`].
//! 2. [`arrangement`]: the board's lines are noded by snap rounding ([`snap`], [`noding`]) into a
//!    half-edge structure ([`dcel`]) whose bounded faces are the regions.
//! 3. [`regions`]: faces become numbered [`regions::Region`]s with an adjacency graph (petgraph).
//! 4. [`capacity`]: how many discs of each piece kind fit in each region, with a certificate.
//! 5. [`checks`]: the game's rules as diagnostics ([`diagnostics`]).
//! 6. [`validated`]: the validated board file; [`render`]: true-scale print sheets.
//!
//! [`pipeline`] strings the stages together; I/O lives only at the edges ([`yaml`], [`write`](mod@write)).
//!
//! Coordinates: x to the right, y **down**, origin at the top-left of the sheet; every length is
//! in the board's `units` (millimetres by default).

#![warn(missing_docs)]

// The pipeline's stages, in order; each folder's module doc says what flows in and out.
pub mod capacity;
pub mod checks;
pub mod diagnostics;
pub mod game;
pub mod geometry;
pub mod input;
pub mod output;
pub mod pipeline;
pub mod regions;

pub mod ids;
mod par;

// Short paths to the stages' modules (`savanna::board`, `savanna::render`, ...).
pub use geometry::{arrangement, dcel, noding, predicates, snap};
pub use input::{board, import, rebuild, units, yaml};
pub use output::{export, render, validated, write};
