//! The validated board file: what `savanna build` writes (JSON, or YAML by extension).
//!
//! The types here follow the "Validated board file (output)" section of the contract
//! (`shared/design/contract.md`) field for field; their JSON Schema is [`output_schema`] and is
//! kept in `schemas/validated-board.schema.json`.
//!
//! Conventions for every value in the file:
//! - coordinates `[x, y]` in board units (`units`), x to the right, y **down**, origin top-left;
//! - polygons are given as an outer ring first, without a repeated closing point; outer rings have
//!   a positive shoelace sum `Σ (x_i·y_{i+1} − x_{i+1}·y_i) > 0` in (x, y) coordinates (clockwise
//!   as seen on the page, since y points down) and holes a negative one; [`normalise_ring`] puts a
//!   ring into that form;
//! - points are written exactly (shortest round-trip form); every other floating-point number
//!   (areas, lengths, diameters) is rounded by [`round_number`] when written through [`to_json`]
//!   or [`to_yaml`];
//! - maps keyed by piece kind ([`KindMap`]) keep the order of the board file's `pieces`.

mod certificate;
mod from_analysis;
pub mod json;
mod kind_map;
mod lattice;
mod number;
mod ring;

use crate::diagnostics::Severity;
use crate::ids::RegionId;
use crate::units::Units;
use serde::{Deserialize, Serialize};
use std::io::Write as _;

pub use crate::geometry::Point;
/// The borders and corners of the file are the regions stage's own (one type each).
pub use crate::regions::{Border, Corner};
pub use certificate::{COMPACT_ABOVE, CertificateProblem};
pub use kind_map::KindMap;
pub use lattice::{LatticeCentres, MAX_EXPANDED_CENTRES};
pub use number::{OUTPUT_DIGITS, RoundNumbers, round_number};
pub use ring::{frame_edge_out, normalise_ring, shoelace2};

/// The format version written in the `savanna` field.
pub const FORMAT_VERSION: u32 = 1;

/// The frame: the outline of the field.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "Frame")]
pub struct FrameOut {
    /// Width of a rectangular frame from (0, 0) to (width, height); `null` for a polygon frame.
    pub width: Option<f64>,
    /// Height of a rectangular frame; `null` for a polygon frame.
    pub height: Option<f64>,
    /// The frame's corners `[x, y]` (also for a rectangle), clockwise as seen on the page, without
    /// repeating the first corner at the end. Frame edge `k` runs from corner `k` to corner
    /// `k + 1` (the last edge back to corner 0).
    pub polygon: Vec<Point>,
    /// The corners as the board file gives them, in `polygon`'s order, when the snap grid moved
    /// any (`polygon` is on the grid: a 420 mm frame written in inches, 420 / 25.4 in, is off
    /// it); absent when they are `polygon`. A sheet and a board file read back from this file
    /// take the frame from here, so that the board built again is the same board (its lines
    /// meet the frame where they met it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_polygon: Option<Vec<Point>>,
}

impl FrameOut {
    /// The frame of a parsed board, normalised: a rectangle keeps its width and height, every
    /// frame gets its ring in outer-ring orientation.
    ///
    /// ```
    /// use savanna::input::{Frame, FrameShape};
    /// use savanna::diagnostics::Span;
    /// let f = Frame { shape: FrameShape::Rect { width: 4.0, height: 3.0 }, span: Span::default() };
    /// let out = savanna::validated::FrameOut::from_frame(&f);
    /// assert_eq!(out.width, Some(4.0));
    /// assert_eq!(out.polygon, vec![[0.0, 0.0], [4.0, 0.0], [4.0, 3.0], [0.0, 3.0]]);
    /// ```
    pub fn from_frame(f: &crate::input::Frame) -> FrameOut {
        let (width, height) = match f.shape {
            crate::input::FrameShape::Rect { width, height } => (Some(width), Some(height)),
            crate::input::FrameShape::Polygon(_) => (None, None),
        };
        FrameOut {
            width,
            height,
            polygon: normalise_ring(f.ring(), true),
            file_polygon: None,
        }
    }
}

impl RoundNumbers for FrameOut {
    fn round_numbers(&mut self) {
        self.width.round_numbers();
        self.height.round_numbers();
        self.polygon.round_numbers();
        self.file_polygon.round_numbers();
    }
}

/// One line of the board file, in the long form `{from, to, name}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "Line")]
pub struct LineOut {
    /// Start point `[x, y]`.
    pub from: Point,
    /// End point `[x, y]`.
    pub to: Point,
    /// The line's name, or `null`.
    pub name: Option<String>,
}

impl LineOut {
    /// A parsed board line in long form.
    pub fn from_line(l: &crate::input::Line) -> LineOut {
        LineOut {
            from: l.from,
            to: l.to,
            name: l.name.clone(),
        }
    }
}

/// The piece kinds of a parsed board (already in board units), in file order.
pub fn pieces_out(pieces: &[crate::input::PieceKind]) -> KindMap<PieceOut> {
    pieces
        .iter()
        .map(|p| {
            (
                p.name.clone(),
                PieceOut {
                    diameter: p.diameter,
                    count: p.count,
                },
            )
        })
        .collect()
}

impl RoundNumbers for LineOut {
    fn round_numbers(&mut self) {
        self.from.round_numbers();
        self.to.round_numbers();
    }
}

/// One piece kind: disc diameter and number in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "Piece")]
pub struct PieceOut {
    /// Disc diameter, in `units`.
    pub diameter: f64,
    /// Number in play.
    pub count: u32,
}

impl RoundNumbers for PieceOut {
    fn round_numbers(&mut self) {
        self.diameter.round_numbers();
    }
}

/// The board file's `rules:` (thresholds of the checks, and the distance a drawn set-up keeps
/// between the pack and the lions), defaults filled in: what a game started from this file
/// needs to draw set-ups as the board file would.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "Rules")]
#[serde(default)]
pub struct RulesOut {
    /// Fewer regions than this draws advice.
    pub min_regions: u32,
    /// More regions than this draws advice.
    pub max_regions: u32,
    /// Largest region area over smallest region area above this draws advice.
    pub max_area_ratio: f64,
    /// Least borders crossed from the jackal pack's start region to every lion's start region:
    /// checked on `setup`, and kept by every set-up drawn at random (`play`, `balance`, `game`).
    pub min_pack_distance: u32,
    /// Shortest shared border, in `units`, read as a border rather than a corner; `null`: the
    /// largest piece diameter.
    pub min_border_length: Option<f64>,
}

impl Default for RulesOut {
    /// The defaults of the board file's `rules:` (a file written before `rules` was written
    /// reads as these).
    fn default() -> Self {
        RulesOut::from_rules(&crate::input::Rules::default())
    }
}

impl RulesOut {
    /// The parsed board's `rules:`.
    pub fn from_rules(r: &crate::input::Rules) -> RulesOut {
        RulesOut {
            min_regions: r.min_regions,
            max_regions: r.max_regions,
            max_area_ratio: r.max_area_ratio,
            min_pack_distance: r.min_pack_distance,
            min_border_length: r.min_border_length,
        }
    }
}

/// The start position, with every region given by its id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "Setup")]
pub struct SetupOut {
    /// The region of each lion.
    pub lions: Vec<RegionId>,
    /// The region holding the whole jackal pack, or `null`.
    pub jackals: Option<RegionId>,
}

/// One row of the mixed table: `lions` lions together with `jackals` jackals certainly fit in the
/// region (the centres prove it), and more than `jackal_bound` jackals beside that many lions
/// certainly do not.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "MixedRow")]
pub struct MixedRowOut {
    /// Number of lions.
    pub lions: usize,
    /// Number of jackals that fit beside them (the centres below prove it).
    pub jackals: usize,
    /// No more jackals than this fit beside that many lions (a proven upper bound).
    pub jackal_bound: usize,
    /// How far `jackals` was searched, as `capacity_search`: `enough` when it already holds
    /// every jackal in play (the search stopped there).
    #[serde(default)]
    pub jackal_search: crate::capacity::Search,
    /// Centres `[x, y]` of the lion discs.
    pub lion_centres: Vec<Point>,
    /// Centres `[x, y]` of the jackal discs: all `jackals` of them, or, beside a
    /// `jackal_lattice`, the first `pieces.jackal.count` (every jackal in play).
    pub jackal_centres: Vec<Point>,
    /// The jackal centres that prove `jackals` as runs of a lattice, for a count above 100
    /// that the search marked `enough` (absent otherwise, and with `build
    /// --full-certificates`): its expansion gives exactly `jackals` centres, and those discs
    /// with the lions fit in the region without overlapping.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jackal_lattice: Option<LatticeCentres>,
}

impl RoundNumbers for MixedRowOut {
    fn round_numbers(&mut self) {
        self.lion_centres.round_numbers();
        self.jackal_centres.round_numbers();
    }
}

/// One region: an area of the field enclosed by lines (and the frame).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "Region")]
pub struct RegionOut {
    /// 1 to n in reading order: top to bottom, then left to right, by label point.
    pub id: RegionId,
    /// The name given under `regions:` in the board file, or `null`.
    pub name: Option<String>,
    /// The outer boundary: corners `[x, y]`, clockwise as seen on the page, without repeating the
    /// first corner at the end.
    pub outline: Vec<Point>,
    /// Closed outlines floating inside the region (not part of it), each counter-clockwise as
    /// seen on the page, without repeating its first corner.
    pub holes: Vec<Vec<Point>>,
    /// Area in square `units`, holes excluded.
    pub area: f64,
    /// A point well inside the region, for its label: the point farthest from its boundary
    /// (pole of inaccessibility).
    pub label: Point,
    /// Ids of the neighbors: the regions that share a border of positive length with this one
    /// (a shared corner point is not enough), sorted.
    pub neighbors: Vec<RegionId>,
    /// Per piece kind: how many discs of that kind fit in the region (proven by `packing`).
    pub capacity: KindMap<usize>,
    /// Per piece kind: no more discs than this fit (a proven upper bound).
    pub capacity_bound: KindMap<usize>,
    /// Per piece kind: how far `capacity` was searched. `full`: at record level with no target,
    /// as many as savanna finds. `enough`: the count already holds every piece of that kind in
    /// play (`pieces.KIND.count`), so the search stopped there (a fast lattice packing, or the
    /// record-level search stopped at that number); the true capacity lies between `capacity`
    /// and `capacity_bound`, and `savanna build --full-capacity` searches further. For play,
    /// both mean the same: `enough` regions hold every piece of that kind.
    #[serde(default)]
    pub capacity_search: KindMap<crate::capacity::Search>,
    /// Per piece kind: the disc centres `[x, y]` that prove `capacity`; for a kind in
    /// `packing_lattice`, only the first `pieces.KIND.count` of them (every piece in play), the
    /// lattice proving the count.
    pub packing: KindMap<Vec<Point>>,
    /// Per piece kind, for a count above 100 that the search marked `enough`: the disc centres
    /// that prove `capacity`, as runs of a lattice (a few numbers instead of thousands of
    /// centres). Expanded (`origin + i·step + j·row_step` for each run), they give exactly
    /// `capacity` centres whose discs lie in the region without overlapping. Absent for other
    /// kinds, and for every kind with `build --full-certificates` (then `packing` lists every
    /// centre).
    #[serde(
        default = "KindMap::<LatticeCentres>::new",
        skip_serializing_if = "KindMap::is_empty"
    )]
    pub packing_lattice: KindMap<LatticeCentres>,
    /// Piece kinds whose packing search stopped at its work limit (a region of hundreds of
    /// thousands of pieces): their `capacity` is certified, but more fit, up to
    /// `capacity_bound`. Absent when the search ran to the end for every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub capacity_capped: Vec<String>,
    /// Lions and jackals together: one row per number of lions, from 0 to the lion capacity (at
    /// most the lions in play); `null` when the board has no lion or no jackal kind, or
    /// capacities were not computed.
    pub mixed: Option<Vec<MixedRowOut>>,
}

impl RoundNumbers for RegionOut {
    fn round_numbers(&mut self) {
        self.outline.round_numbers();
        self.holes.round_numbers();
        self.area.round_numbers();
        self.label.round_numbers();
        self.packing.round_numbers();
        if let Some(rows) = &mut self.mixed {
            rows.iter_mut().for_each(RoundNumbers::round_numbers);
        }
    }
}

/// Why a piece of line bounds no region.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum LooseKind {
    /// A piece with a free end.
    Dangle,
    /// A piece with the same region (or the outside) on both sides.
    CutEdge,
}

/// A piece of a line, or of the frame, that bounds no region (drawn in proof mode).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct LooseEdge {
    /// `dangle` (a piece with a free end) or `cut-edge` (the same region on both sides).
    pub kind: LooseKind,
    /// The line it is part of: a 0-based index into `lines`; `null` when it is part of the
    /// frame.
    pub line_index: Option<u32>,
    /// The frame edge it is part of: edge `k` runs from `frame.polygon[k]` to the next corner;
    /// `null` when it is part of a line.
    pub frame_edge: Option<u32>,
    /// Start `[x, y]` of the piece.
    pub from: Point,
    /// End `[x, y]` of the piece.
    pub to: Point,
}

impl RoundNumbers for LooseEdge {
    fn round_numbers(&mut self) {
        self.from.round_numbers();
        self.to.round_numbers();
    }
}

/// The one JSON shape of a diagnostic, in this file and in `savanna check --format json`.
pub use crate::diagnostics::DiagnosticOut;

/// The validated board file that `savanna build` writes: the board as drawn, its regions, which
/// regions are neighbors, how many pieces fit in each, and every problem found.
///
/// Every point is `[x, y]` in the board's `units`, x to the right and y down, origin at the
/// top-left of the sheet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(title = "savanna validated board file")]
pub struct ValidatedBoard {
    /// Format version: 1.
    #[schemars(range(min = 1, max = 1))]
    pub savanna: u32,
    /// True when the board has no errors. False only in a file written with `--force` despite
    /// errors (they are listed in `diagnostics`): such a board cannot be played as it is.
    pub valid: bool,
    /// The board's name, or `null`.
    pub name: Option<String>,
    /// The language its sheets are printed in (`lang:` of the board file); absent: the
    /// reader's own (`savanna render --lang`, the locale).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<crate::i18n::Lang>,
    /// Unit of every length in this file.
    pub units: Units,
    /// The frame, or `null` for a board without one.
    pub frame: Option<FrameOut>,
    /// The lines of the board file, in file order: a line's 0-based position here is its
    /// `line_index`.
    pub lines: Vec<LineOut>,
    /// Piece kinds, in the board file's order.
    pub pieces: KindMap<PieceOut>,
    /// The start position, or `null` when the board file gives none.
    #[serde(default)]
    pub setup: Option<SetupOut>,
    /// The regions in reading order: `regions[i]` has id `i + 1`.
    pub regions: Vec<RegionOut>,
    /// One border per pair of neighbors, sorted by `regions`.
    pub borders: Vec<Border>,
    /// Pairs of regions that touch only at points, sorted by `regions`.
    pub corners: Vec<Corner>,
    /// Pieces of lines and of the frame that bound no region (dangles and cut edges).
    #[serde(default)]
    pub loose_edges: Vec<LooseEdge>,
    /// Every problem found in the board, errors first.
    pub diagnostics: Vec<DiagnosticOut>,
    /// The game's options (the board file's `game:`, defaults filled in).
    #[serde(default)]
    pub game: crate::input::game_rules::GameRules,
    /// The board file's `rules:`, defaults filled in (absent in files written before it was
    /// added: read as the defaults).
    #[serde(default)]
    pub rules: RulesOut,
}

impl RoundNumbers for ValidatedBoard {
    fn round_numbers(&mut self) {
        self.frame.round_numbers();
        self.lines.iter_mut().for_each(RoundNumbers::round_numbers);
        self.pieces.round_numbers();
        self.regions
            .iter_mut()
            .for_each(RoundNumbers::round_numbers);
        for b in &mut self.borders {
            b.length.round_numbers();
            b.polylines.round_numbers();
        }
        for c in &mut self.corners {
            c.at.round_numbers();
        }
        self.loose_edges
            .iter_mut()
            .for_each(RoundNumbers::round_numbers);
        self.rules.max_area_ratio.round_numbers();
        self.rules.min_border_length.round_numbers();
    }
}

impl ValidatedBoard {
    /// A copy with every number rounded by [`round_number`]: what [`to_json`] and [`to_yaml`]
    /// serialise.
    pub fn rounded(&self) -> ValidatedBoard {
        let mut c = self.clone();
        c.round_numbers();
        c
    }

    /// The region with id `id`, if any.
    pub fn region(&self, id: RegionId) -> Option<&RegionOut> {
        self.regions.iter().find(|r| r.id == id)
    }

    /// True when some diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

/// The validated board as JSON in savanna's layout ([`crate::validated::json`]: two-space indent,
/// arrays of numbers on one line) with a trailing newline; numbers rounded
/// by [`round_number`]. Deterministic: same board, same bytes.
pub fn to_json(v: &ValidatedBoard) -> String {
    // The same bytes as `build` streams. Serialising plain data with string keys into memory
    // cannot fail.
    let mut out = Vec::new();
    let _ = write_into(v.clone(), false, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// The validated board as YAML (same fields as [`to_json`]), through [`crate::input::yaml::to_string`]:
/// names such as `NO`, `on` or `0x1F` are quoted, so YAML 1.1 readers keep them as text.
///
/// # Errors
/// When the value cannot be represented in YAML (not expected for this plain data).
pub fn to_yaml(v: &ValidatedBoard) -> Result<String, crate::input::yaml::WriteError> {
    crate::input::yaml::to_string(&v.rounded())
}

/// Writes `v` to `w` as [`to_json`] (`yaml = false`) or [`to_yaml`] (`yaml = true`) would give
/// it, byte for byte, but rounding `v` in place and streaming the text: a board with a hundred
/// thousand regions is never held twice, nor as one string.
///
/// # Errors
/// The first error of `w`, or (YAML) a value YAML cannot represent.
pub fn write_into(
    mut v: ValidatedBoard,
    yaml: bool,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    v.round_numbers();
    if yaml {
        crate::input::yaml::to_writer(w, &v).map_err(std::io::Error::other)
    } else {
        // A buffer of a concrete type in front of `w`: serde_json writes a few bytes at a time,
        // and through `dyn Write` each of those was a call into the file's BufWriter (a sixth
        // of `build --no-capacity` on random-1000 of bench/compare.py, issue 12).
        let mut buf = std::io::BufWriter::with_capacity(1 << 16, &mut *w);
        crate::validated::json::to_writer(&mut buf, &v)?;
        buf.write_all(b"\n")?;
        buf.flush()
    }
}

/// The JSON Schema (draft 2020-12, schemars) of the validated board file.
pub fn output_schema() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(ValidatedBoard)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #[test]
    fn line_columns() {
        use crate::diagnostics::line_column;
        let t = "ab\ncdé\nf";
        assert_eq!(line_column(t, 0), (1, 1));
        assert_eq!(line_column(t, 3), (2, 1));
        assert_eq!(line_column(t, 7), (2, 4)); // after 'é' (2 bytes)
        assert_eq!(line_column(t, 6), (2, 3)); // inside 'é' -> its start
        assert_eq!(line_column(t, 100), (3, 2));
    }
}
