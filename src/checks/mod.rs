//! The game's rules and the drawing's health, as diagnostics.
//!
//! Every check is a pure function of the stages before it ([`Facts`]); [`check`] runs them all
//! and returns every finding at once, each with a stable code, a severity, a message that says
//! what to do and labels into the board file. The codes are listed in the manual (docs/src/checks.md).
//!
//! Thresholds come from the board's `rules:` ([`crate::input::Rules`]) and its pieces.
//!
//! In: [`Facts`] (the board, its arrangement, regions, names and setup resolved by
//! [`crate::regions::resolve`], capacities). Out: diagnostics, each with its code from
//! [`crate::diagnostics::codes`]. One file per rule family: `drawing.rs` (the lines: dangles,
//! near misses, overlaps, lines outside the frame), `regions.rs` (region count, size, borders,
//! connectedness), `names.rs` (region names), `setup.rs` (the start position) and `scale.rs`
//! (sizes implausible for the board's unit, checked before the capacities are packed).

mod drawing;
pub mod glyphs;
mod names;
mod regions;
mod scale;
mod setup;

pub use crate::diagnostics::codes::{CODES, severity};
#[allow(unused_imports)]
use crate::diagnostics::wording::*;
use crate::diagnostics::{Said, SaidArg, said};
pub use crate::regions::resolve::{ResolvedSetup, assign_names, region_title, resolve_setup};
pub use drawing::{MAX_SNAP_FACTOR, MAX_SNAP_SEARCHES};
pub use names::explain_same_region;
pub use regions::distances;
pub use scale::{
    FIELD_RANGE_MM, MAX_PACKED_DISCS, MAX_PIECES_ACROSS, PIECE_RANGE_MM, area_bound,
    implausible_sizes, too_many_discs,
};

use crate::diagnostics::{Diagnostic, Span};
use crate::geometry::arrangement::Arrangement;
use crate::geometry::predicates::IPoint;
use crate::ids::{RegionId, RegionVec, SegmentId};
use crate::input::{Board, RegionRef};
use crate::regions::{PointLocation, Regions};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Capacity of one region, as the checks need it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RegionCapacity {
    /// Count for each piece kind, in the order of the board's pieces.
    pub counts: Vec<(String, usize)>,
    /// Most jackals beside `k` lions, for `k = 0, 1, …` (empty when the board has no lions or
    /// no jackals).
    pub mixed: Vec<usize>,
    /// `(kind, upper bound)` for each piece kind whose search stopped at its work limit
    /// ([`crate::capacity::Packing::capped`]): the count is certified but more fit.
    pub capped: Vec<(String, usize)>,
}

impl RegionCapacity {
    /// The count for `kind`, if computed.
    pub fn count(&self, kind: &str) -> Option<usize> {
        self.counts.iter().find(|(k, _)| k == kind).map(|(_, n)| *n)
    }
}

/// Everything the checks look at.
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    /// The board file.
    pub board: &'a Board,
    /// Its arrangement.
    pub arrangement: &'a Arrangement,
    /// Its regions.
    pub regions: &'a Regions,
    /// Region names, from [`assign_names`].
    pub names: &'a RegionVec<Option<String>>,
    /// Capacities, or `None` when not computed.
    pub capacity: Option<&'a RegionVec<RegionCapacity>>,
    /// The resolved start position, from [`resolve_setup`].
    pub setup: Option<&'a ResolvedSetup>,
}

/// A free end closer than this many times the smallest piece diameter to another line (or an
/// overshoot shorter than that) is reported as a near miss rather than a plain dangle: 5 mm with
/// the default 20 mm jackals, a slip of the pencil rather than a line meant to end there. A near
/// miss says by how much the end misses and offers a `snap:` pitch that joins it (see
/// [`MAX_SNAP_FACTOR`]); a plain dangle still says how far its end is from the nearest line.
pub const NEAR_MISS_FACTOR: f64 = 0.25;

fn line_span(board: &Board, s: SegmentId) -> Option<Span> {
    match board.lines.get(s.0 as usize) {
        Some(l) => Some(l.span),
        None => board.frame.as_ref().map(|f| f.span),
    }
}

/// Runs every check.
pub fn check(f: &Facts) -> Vec<Diagnostic> {
    let mut d = Vec::new();
    drawing::drawing(f, &mut d);
    regions::regions(f, &mut d);
    setup::pieces_in_play(f, &mut d);
    if let Some(s) = f.setup {
        setup::setup(f, s, &mut d);
    }
    d
}

/// The near-miss distance of `board`: [`NEAR_MISS_FACTOR`] times its smallest piece.
fn near_threshold(board: &Board) -> f64 {
    let m = min_diameter(board);
    NEAR_MISS_FACTOR * if m.is_finite() { m } else { 0.0 }
}

/// Labels for a region: its name entry if named, else up to three lines along its boundary;
/// the first says `text`, the others that they also bound the region.
fn region_labels(f: &Facts, id: RegionId, text: Said) -> Vec<(Span, Said)> {
    if let Some(s) = name_span(f, id) {
        return vec![(s, text)];
    }
    let Some(r) = f.regions.get(id) else {
        return Vec::new();
    };
    let face = &f.arrangement.faces[r.face.0 as usize];
    let mut out: Vec<(Span, Said)> = Vec::with_capacity(3);
    for s in &face.sources {
        if let Some(sp) = line_span(f.board, *s)
            && !out.iter().any(|(seen, _)| *seen == sp)
        {
            let t = if out.is_empty() {
                text.clone()
            } else {
                said!("diag-label-also-bounds", id = id.0)
            };
            out.push((sp, t));
        }
        if out.len() == 3 {
            break;
        }
    }
    out
}

/// Region `id`'s title as the catalogue says it: `region 3`, `Kopje (region 3)`
/// ([`region_title`] in any language).
fn region_said(f: &Facts, id: RegionId) -> Said {
    match f.names.get(id).and_then(|n| n.as_ref()) {
        Some(n) => said!("diag-region-named", name = n, id = id.0),
        None => said!("diag-region", id = id.0),
    }
}

/// Line `s`'s name as the catalogue says it: `line 3`, `line 3 (dam)`, `the frame`
/// in any language.
fn line_said(board: &Board, s: SegmentId) -> Said {
    match board.lines.get(s.0 as usize) {
        Some(l) => match &l.name {
            Some(n) => said!("diag-line-named", n = s.0 + 1, name = n),
            None => said!("diag-line", n = s.0 + 1),
        },
        None => said!("diag-frame"),
    }
}

/// Where region `id`'s name is given under `regions:`, when it has a name.
fn name_span(f: &Facts, id: RegionId) -> Option<Span> {
    let n = f.names.get(id)?.as_ref()?;
    f.board
        .region_names
        .iter()
        .find(|e| &e.name == n)
        .map(|e| e.span)
}

/// The place of [`region_labels`]'s first label, without making the labels' texts.
fn region_span(f: &Facts, id: RegionId) -> Option<Span> {
    if let Some(s) = name_span(f, id) {
        return Some(s);
    }
    let r = f.regions.get(id)?;
    f.arrangement.faces[r.face.0 as usize]
        .sources
        .iter()
        .find_map(|s| line_span(f.board, *s))
}

fn with_region_labels(mut d: Diagnostic, f: &Facts, id: RegionId, text: Said) -> Diagnostic {
    for (s, t) in region_labels(f, id, text) {
        d = d.with_label_said(s, t);
    }
    d.with_regions([id])
}

fn min_diameter(board: &Board) -> f64 {
    board
        .pieces
        .iter()
        .map(|p| p.diameter)
        .fold(f64::INFINITY, f64::min)
}

/// A line in the R-tree, with its index.
type SegItem = rstar::primitives::GeomWithData<rstar::primitives::Line<[f64; 2]>, u32>;
