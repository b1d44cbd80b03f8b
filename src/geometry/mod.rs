//! Stage 2, geometry: the board's lines noded into an exact arrangement.
//!
//! In: the board's lines and frame (points in board units, y down) and its snap pitch.
//! Out: an [`arrangement::Arrangement`]: snap-rounded vertices on an integer grid ([`snap`]),
//! noded segments ([`noding`]), a half-edge structure ([`dcel`]) whose bounded faces become the
//! regions, plus the dangles, overlaps and cut edges the checks report.
//!
//! Every orientation test lives in [`predicates`]; nothing here depends on the board file's
//! model or on the stages after it.

pub mod arrangement;
pub mod dcel;
mod defects;
pub mod noding;
pub mod predicates;
pub mod snap;
