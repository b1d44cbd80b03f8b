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

use crate::diagnostics::Severity;
use crate::ids::RegionId;
use crate::input::units::Units;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A point `[x, y]` in board units, y down.
pub type Point = [f64; 2];

/// The format version written in the `savanna` field.
pub const FORMAT_VERSION: u32 = 1;

/// How many significant digits every floating-point number keeps in the output file: 12.
///
/// Relative, not a fixed number of decimals, so that boards in metres and tiny boards keep their
/// precision (a region of 5e-7 units² stays 5e-7), and fine enough that a packing certificate
/// still verifies after rounding: moving a centre by 1e-12 of its coordinate changes a contact
/// by far less than the verifier's tolerance of 1e-9 of the diameter. (It was 6 decimals, which
/// broke certificates on boards in metres and areas on tiny boards.)
pub const OUTPUT_DIGITS: usize = 12;

/// Rounds one number for output: to [`OUTPUT_DIGITS`] significant digits (decimal, ties as
/// Rust's formatting rounds them), with `-0.0` written as `0`. Non-finite values pass through.
///
/// This is the only rounding applied to the validated board file, and it applies to areas,
/// lengths and diameters only: points are written exactly (see the `RoundNumbers` impl for
/// `[f64; N]`).
///
/// ```
/// use savanna::output::validated::round_number;
/// assert_eq!(round_number(0.1 + 0.2), 0.3);
/// assert_eq!(round_number(1.234567890123456), 1.23456789012);
/// assert_eq!(round_number(5e-7), 5e-7);
/// assert!(round_number(-1e-300 * 1e-300).is_sign_positive());
/// ```
pub fn round_number(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    // Fast path: a number whose shortest round-trip form (ryu) has at most OUTPUT_DIGITS
    // significant digits is the double nearest to that decimal, and its exact value rounds to
    // it, so it is its own rounding. Most board coordinates (snapped to the grid) take it.
    let mut buf = ryu::Buffer::new();
    let mantissa = buf.format_finite(x).split(['e', 'E']).next().unwrap_or("");
    let (mut first, mut last) = (None, 0);
    for (i, b) in mantissa.bytes().filter(u8::is_ascii_digit).enumerate() {
        if b != b'0' {
            first.get_or_insert(i);
            last = i;
        }
    }
    let significant = first.map_or(0, |f| last - f + 1);
    if significant <= OUTPUT_DIGITS {
        return if x == 0.0 { 0.0 } else { x };
    }
    let r: f64 = format!("{:.*e}", OUTPUT_DIGITS - 1, x).parse().unwrap_or(x);
    if r == 0.0 { 0.0 } else { r }
}

/// Things whose floating-point numbers can be rounded in place by [`round_number`].
pub trait RoundNumbers {
    /// Rounds every `f64` inside `self` with [`round_number`].
    fn round_numbers(&mut self);
}

impl RoundNumbers for f64 {
    fn round_numbers(&mut self) {
        *self = round_number(*self);
    }
}

/// Points (every `[x, y]` in the file) are written exactly, not rounded: the shortest decimal
/// that reads back as the same `f64` (serde_json and the YAML writer both print floats in that
/// form), so a packing certificate or an outline reads back bit for bit at any distance from the
/// origin. (With 12 significant digits, disc centres of a board in survey coordinates, 2.6e7 m
/// from the origin, moved by up to 0.08 mm and no longer verified: issue 11.3.) Only `-0.0`
/// becomes `0`.
impl<const N: usize> RoundNumbers for [f64; N] {
    fn round_numbers(&mut self) {
        for x in self.iter_mut() {
            // IEEE addition: -0 + 0 = +0, and x + 0 = x for every other x.
            *x += 0.0;
        }
    }
}

impl<T: RoundNumbers> RoundNumbers for Vec<T> {
    fn round_numbers(&mut self) {
        self.iter_mut().for_each(RoundNumbers::round_numbers);
    }
}

impl<T: RoundNumbers> RoundNumbers for Option<T> {
    fn round_numbers(&mut self) {
        if let Some(v) = self {
            v.round_numbers();
        }
    }
}

/// A map from piece kind (`lion`, `jackal`, …) to a value, kept in the order of the board's
/// `pieces` (insertion order). Serialised as a JSON object; a key given twice on input is an
/// error.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KindMap<T>(pub Vec<(String, T)>);

impl<T> KindMap<T> {
    /// An empty map.
    pub fn new() -> Self {
        KindMap(Vec::new())
    }

    /// Sets `kind` to `value`: replaces the value in place when the kind is present, else appends.
    pub fn insert(&mut self, kind: impl Into<String>, value: T) {
        let kind = kind.into();
        match self.0.iter_mut().find(|(k, _)| *k == kind) {
            Some(slot) => slot.1 = value,
            None => self.0.push((kind, value)),
        }
    }

    /// The value for `kind`, if any.
    pub fn get(&self, kind: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| k == kind).map(|(_, v)| v)
    }

    /// The entries in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &T)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// Number of kinds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no kinds.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<K: Into<String>, T> FromIterator<(K, T)> for KindMap<T> {
    fn from_iter<I: IntoIterator<Item = (K, T)>>(iter: I) -> Self {
        let mut m = KindMap::new();
        for (k, v) in iter {
            m.insert(k, v);
        }
        m
    }
}

impl<T: RoundNumbers> RoundNumbers for KindMap<T> {
    fn round_numbers(&mut self) {
        self.0.iter_mut().for_each(|(_, v)| v.round_numbers());
    }
}

impl<T: Serialize> Serialize for KindMap<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for KindMap<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for V<T> {
            type Value = KindMap<T>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a map from piece kind to value")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Self::Value, A::Error> {
                let mut out: Vec<(String, T)> = Vec::new();
                while let Some((k, v)) = a.next_entry::<String, T>()? {
                    if out.iter().any(|(x, _)| *x == k) {
                        return Err(serde::de::Error::custom(format!(
                            "duplicate piece kind `{k}`"
                        )));
                    }
                    out.push((k, v));
                }
                Ok(KindMap(out))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

impl<T: schemars::JsonSchema> schemars::JsonSchema for KindMap<T> {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> Cow<'static, str> {
        <std::collections::BTreeMap<String, T>>::schema_name()
    }
    fn schema_id() -> Cow<'static, str> {
        <std::collections::BTreeMap<String, T>>::schema_id()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <std::collections::BTreeMap<String, T>>::json_schema(g)
    }
}

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
}

impl FrameOut {
    /// The frame of a parsed board, normalised: a rectangle keeps its width and height, every
    /// frame gets its ring in outer-ring orientation.
    ///
    /// ```
    /// use savanna::input::{Frame, FrameShape};
    /// use savanna::diagnostics::Span;
    /// let f = Frame { shape: FrameShape::Rect { width: 4.0, height: 3.0 }, span: Span::default() };
    /// let out = savanna::output::validated::FrameOut::from_frame(&f);
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
        }
    }
}

impl RoundNumbers for FrameOut {
    fn round_numbers(&mut self) {
        self.width.round_numbers();
        self.height.round_numbers();
        self.polygon.round_numbers();
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
    /// Centres `[x, y]` of the jackal discs.
    pub jackal_centres: Vec<Point>,
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
    /// Per piece kind: the disc centres `[x, y]` that prove `capacity`.
    pub packing: KindMap<Vec<Point>>,
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

/// The border between two neighbors: where they meet, and how long it is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Border {
    /// The two region ids `[a, b]`, with `a < b`.
    pub regions: [RegionId; 2],
    /// Total length of the shared boundary, in `units`: the sum of the lengths of `polylines`.
    pub length: f64,
    /// The shared boundary as polylines of points `[x, y]`: one per connected piece, in reading
    /// order of their first points (top to bottom, then left to right), each walked with region
    /// `a` on the right as seen on the page. A closed polyline (the outline of a region floating
    /// inside another) ends with its first point again.
    pub polylines: Vec<Vec<Point>>,
}

/// Two regions that touch only at points, so are not neighbors, and one such point.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Corner {
    /// The two region ids `[a, b]`, with `a < b`.
    pub regions: [RegionId; 2],
    /// A point `[x, y]` where they touch.
    pub at: Point,
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
    pub game: crate::game::GameRules,
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

/// The validated board as pretty JSON (two-space indent) with a trailing newline; numbers rounded
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
        serde_json::to_writer_pretty(&mut *w, &v)?;
        w.write_all(b"\n")
    }
}

/// The JSON Schema (draft 2020-12, schemars) of the validated board file.
pub fn output_schema() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(ValidatedBoard)).unwrap_or_default()
}

/// The index in the output frame (`FrameOut::polygon`) of edge `k` of the frame ring as given
/// (`ring`, the corners in the board file's order, edge `k` from corner `k` to `k + 1`).
/// [`normalise_ring`] reverses a counter-clockwise ring (as seen on the page), which turns edge
/// `k` of `n` into edge `n - 2 - k` (mod `n`).
///
/// ```
/// use savanna::output::validated::frame_edge_out;
/// let clockwise = [[0.0, 0.0], [4.0, 0.0], [4.0, 3.0], [0.0, 3.0]];
/// assert_eq!(frame_edge_out(&clockwise, 1), 1);
/// let counter = [[0.0, 0.0], [0.0, 3.0], [4.0, 3.0], [4.0, 0.0]];
/// // Edge 0, (0,0)-(0,3), is edge 2, (0,3)-(0,0), of the reversed ring.
/// assert_eq!(frame_edge_out(&counter, 0), 2);
/// ```
pub fn frame_edge_out(ring: &[Point], k: usize) -> usize {
    let n = ring.len();
    if n == 0 || shoelace2(ring) >= 0.0 {
        k
    } else {
        (2 * n - 2 - k % n) % n
    }
}

/// Twice the signed area of a ring by the shoelace formula `Σ (x_i·y_{i+1} − x_{i+1}·y_i)`.
pub fn shoelace2(ring: &[Point]) -> f64 {
    let n = ring.len();
    (0..n)
        .map(|i| {
            let a = ring[i];
            let b = ring[(i + 1) % n];
            a[0] * b[1] - b[0] * a[1]
        })
        .sum()
}

/// Puts a ring into output form: drops a repeated closing point and reverses it when needed so
/// that its shoelace sum is positive (`outer = true`, an outline) or negative (a hole).
pub fn normalise_ring(mut ring: Vec<Point>, outer: bool) -> Vec<Point> {
    while ring.len() > 1 && ring.first() == ring.last() {
        ring.pop();
    }
    let s = shoelace2(&ring);
    if (outer && s < 0.0) || (!outer && s > 0.0) {
        ring.reverse();
    }
    ring
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_fast_path_agrees_with_the_decimal_rounding() {
        // The fast path (shortest form of at most 12 digits) against the formatted rounding,
        // on numbers of every length: a fault in the digit count (e.g. counting trailing or
        // leading zeros) returns an unrounded number for the long ones.
        let slow = |x: f64| -> f64 { format!("{:.11e}", x).parse().unwrap() };
        let mut x = 0.123_456_789_012_345_68_f64;
        for k in 0..400 {
            for y in [x, -x, (x * 1e6).round() / 1e6, (x * 1e3).round(), 1.0 / x] {
                let r = round_number(y);
                assert_eq!(r.to_bits(), slow(y).to_bits(), "{y:e} (step {k})");
            }
            x = x * 1.37 + 1e-3;
        }
        assert_eq!(round_number(1200.0), 1200.0);
        assert_eq!(round_number(0.30000000000000004), 0.3);
    }

    #[test]
    fn rounding() {
        // 12 significant digits (this was 6 decimals; see OUTPUT_DIGITS for why it changed).
        assert_eq!(round_number(1.0000000000004), 1.0);
        assert_eq!(round_number(1.0000000000006), 1.00000000000);
        assert_eq!(round_number(123456.7890123456), 123456.789012);
        assert_eq!(round_number(-0.0).to_bits(), 0f64.to_bits());
        assert_eq!(round_number(2.5e-7), 2.5e-7);
        assert_eq!(round_number(1e300), 1e300);
        assert!(round_number(f64::NAN).is_nan());
    }

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

    #[test]
    fn rings_normalise() {
        let sq = vec![[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0], [0.0, 0.0]];
        let o = normalise_ring(sq.clone(), true);
        assert_eq!(o.len(), 4);
        assert!(shoelace2(&o) > 0.0);
        assert_eq!(o[0], [1.0, 0.0]);
        let h = normalise_ring(sq, false);
        assert!(shoelace2(&h) < 0.0);
    }

    #[test]
    fn kind_map_keeps_order_and_round_trips() {
        let m: KindMap<usize> = [("lion", 2), ("jackal", 7)].into_iter().collect();
        let j = serde_json::to_string(&m).unwrap();
        assert_eq!(j, r#"{"lion":2,"jackal":7}"#);
        let back: KindMap<usize> = serde_json::from_str(&j).unwrap();
        assert_eq!(back, m);
        assert!(serde_json::from_str::<KindMap<usize>>(r#"{"a":1,"a":2}"#).is_err());
    }
}
