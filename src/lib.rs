//! # savanna
//!
//! Design and validate boards for *Lions and Jackals*, a tabletop area-movement game.
//!
//! ## The front door
//!
//! Board text in (a board file in YAML or JSON; an SVG drawing through
//! [`import::svg::import`]; or a validated board file), a validated board out, and a game on it:
//!
//! ```
//! use savanna::{frontend, game::{Position, Side}, validated};
//! let text = include_str!("../examples/classic.yaml");
//! // The validated board: regions, adjacency, capacities (errors: diagnostics with spans).
//! let board = frontend::validate(text).expect("classic is a valid board");
//! let file = validated::to_json(&board); // the validated board file
//! // A validated board file (or the board text itself) in, the board the engine plays on out.
//! let game = frontend::load_board(&file).expect("classic can be played");
//! let setup = savanna::game::play::board_setup(&game).unwrap().expect("classic has a set-up");
//! let mut start = Position::start(&game, &setup.lions, setup.jackals, Side::Jackals);
//! let mut moves = Vec::new();
//! start.legal_moves(&game, &mut moves);
//! assert!(!moves.is_empty());
//! ```
//!
//! ## The floors
//!
//! The library is a pipeline of pure stages, each a function from one typed value to the next
//! (ARCHITECTURE.md draws the floors; no module imports one above it):
//!
//! 1. [`input`]: the board file (YAML or JSON, read through [`input::yaml`]) becomes a
//!    [`input::Board`]; [`input::game_rules`] is its `game:` section.
//! 2. [`geometry`]: the board's lines are noded by snap rounding ([`geometry::snap`],
//!    [`geometry::noding`]) into a half-edge structure ([`geometry::dcel`]) whose bounded faces
//!    are the regions ([`geometry::arrangement`]).
//! 3. [`regions`]: faces become numbered [`regions::Region`]s with an adjacency graph (petgraph).
//! 4. [`capacity`]: how many discs of each piece kind fit in each region, with a certificate.
//! 5. [`checks`]: the game's rules as [`diagnostics`] (and [`checks::glyphs`]: names the shipped
//!    [`fonts`] cannot print).
//! 6. [`validated`]: the validated board file, the contract between what makes it and what
//!    reads it.
//!
//! [`pipeline`] strings the stages together; [`game`] plays on a validated board; the
//! applications above them: [`frontend`] (the door), [`import`] (SVG drawings in),
//! [`generate`] (new boards), [`output`] (print sheets and exports). I/O lives only at the
//! edges ([`output::write`], feature `files`, and the `savanna` binary).
//!
//! Coordinates: x to the right, y **down**, origin at the top-left of the sheet; every length is
//! in the board's [`units`] (millimetres by default).

#![warn(missing_docs)]

// The pipeline's stages, in order; each folder's module doc says what flows in and out.
pub mod capacity;
pub mod checks;
pub mod command;
pub mod diagnostics;
pub mod fonts;
pub mod frontend;
pub mod game;
pub mod generate;
pub mod geometry;
pub mod i18n;
pub mod import;
pub mod input;
pub mod output;
pub mod pipeline;
pub mod regions;
pub mod units;
pub mod validated;

pub mod ids;
pub mod named;
mod par;
