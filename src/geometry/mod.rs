//! Stage 2, geometry: the board's lines noded into an exact arrangement.
//!
//! In: the board's lines and frame (points in board units, y down) and its snap pitch.
//! Out: an [`arrangement::Arrangement`]: snap-rounded vertices on an integer grid ([`snap`]),
//! noded segments ([`noding`]), a half-edge structure ([`dcel`]) whose bounded faces become the
//! regions, plus the dangles, overlaps and cut edges the checks report.
//!
//! Every orientation test lives in [`predicates`]; nothing here depends on the board file's
//! model or on the stages after it.

/// A point `[x, y]` in board units: x to the right, y **down**, origin at the top-left of the
/// sheet. The one point type from the board file ([`crate::input::Point`]) through the geometry
/// and the regions to the validated file ([`crate::validated::Point`]).
pub type Point = [f64; 2];

pub mod arrangement;
pub mod dcel;
mod defects;
pub mod noding;
pub mod predicates;
pub mod snap;
