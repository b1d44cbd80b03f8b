//! The board file as a serde + schemars model: the source of the input JSON Schema
//! ([`input_schema`], `schemas/board.schema.json`, `savanna schema`).
//!
//! [`super::load()`] does not deserialise into these types: it walks the document itself so that it can
//! report every problem at once, each at its place. The loader's tests check that both agree
//! (the same keys, and every valid fixture deserialises into [`BoardFile`]).

use crate::units::Units;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use crate::geometry::Point;

/// A *Lions and Jackals* board file (YAML, or JSON). Every length is in `units`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "savanna board file")]
pub struct BoardFile {
    /// The board's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub name: Option<String>,
    /// The language the board's sheets are printed in (`en` or `ru`), whatever the reader's
    /// locale; `savanna render --lang` still chooses another. Absent: the reader's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "crate::i18n::Lang")]
    pub lang: Option<crate::i18n::Lang>,
    /// The unit of every length in the file (default `mm`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Units")]
    pub units: Option<Units>,
    /// The outline of the field: its edges are lines too, and parts of lines outside it are
    /// ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "FrameFile")]
    pub frame: Option<FrameFile>,
    /// The straight lines drawn on the field; the regions are the areas they enclose.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(extend("maxItems" = super::MAX_LINES))]
    #[schemars(with = "Vec<LineFile>")]
    pub lines: Option<Vec<LineFile>>,
    /// Piece kinds: name → disc size and number in play. Given, it replaces the defaults
    /// (`lion` 30 mm × 3, `jackal` 20 mm × 9, converted to `units`) whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "BTreeMap<String, PieceFile>")]
    pub pieces: Option<BTreeMap<String, PieceFile>>,
    /// Region names: name → a point inside the named region. Null (every entry commented
    /// out) is no names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<BTreeMap<String, Point>>")]
    pub regions: Option<BTreeMap<String, Point>>,
    /// The start position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "SetupFile")]
    pub setup: Option<SetupFile>,
    /// Snap-rounding grid pitch in board units (default 1e-6 mm): endpoints closer than this
    /// meet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(extend("exclusiveMinimum" = 0))]
    #[schemars(with = "f64")]
    pub snap: Option<f64>,
    /// Thresholds of the rule checks. Null (every entry commented out) is the defaults.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<RulesFile>")]
    pub rules: Option<RulesFile>,
    /// The game's options (rules engine, `play`, `balance`); every key optional. Null (every
    /// entry commented out) is the defaults.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<crate::input::game_rules::GameRules>")]
    pub game: Option<crate::input::game_rules::GameRules>,
}

/// The frame: a rectangle `(0,0)-(width,height)` or a simple polygon.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum FrameFile {
    /// A rectangle.
    Rect(RectFile),
    /// A polygon.
    Polygon(PolygonFile),
}

/// A rectangular frame `(0,0)-(width,height)`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RectFile {
    /// Width (x extent), > 0.
    #[schemars(extend("exclusiveMinimum" = 0))]
    pub width: f64,
    /// Height (y extent), > 0.
    #[schemars(extend("exclusiveMinimum" = 0))]
    pub height: f64,
}

/// A polygonal frame.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PolygonFile {
    /// The corners in order around the outline (either orientation), at least 3, without
    /// crossings; a repeated closing corner is allowed and ignored.
    #[schemars(length(min = 3))]
    #[schemars(extend("maxItems" = super::MAX_FRAME_POINTS))]
    pub polygon: Vec<Point>,
}

/// One line: short form `[from, to]` or long form `{from, to, name}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum LineFile {
    /// `[[x1, y1], [x2, y2]]`.
    Short([Point; 2]),
    /// `{from: [x1, y1], to: [x2, y2], name: river}`.
    Long(LongLineFile),
}

/// A line in long form.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LongLineFile {
    /// Start point.
    pub from: Point,
    /// End point.
    pub to: Point,
    /// Optional name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub name: Option<String>,
}

/// One piece kind.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PieceFile {
    /// Disc diameter in board units, > 0.
    #[schemars(extend("exclusiveMinimum" = 0))]
    pub diameter: f64,
    /// Number in play.
    #[schemars(range(max = super::MAX_PIECE_COUNT))]
    pub count: u32,
}

/// A region: a name from `regions`, or an id `1..=n` (reading order).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum RegionRefFile {
    /// A region id, 1-based.
    Id(#[schemars(range(min = 1))] u32),
    /// A region name.
    Name(String),
}

/// The start position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupFile {
    /// One region per lion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Vec<RegionRefFile>")]
    pub lions: Option<Vec<RegionRefFile>>,
    /// The region holding the whole jackal pack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "RegionRefFile")]
    pub jackals: Option<RegionRefFile>,
}

/// Thresholds of the rule checks: when a board draws advice or a warning about its regions and setup.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RulesFile {
    /// Fewer regions draw advice (default 7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    #[schemars(with = "u32")]
    pub min_regions: Option<u32>,
    /// More regions draw advice (default 14).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    #[schemars(with = "u32")]
    pub max_regions: Option<u32>,
    /// Largest over smallest region area above this draws advice (default 8).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    #[schemars(with = "f64")]
    pub max_area_ratio: Option<f64>,
    /// Smallest graph distance from the jackal pack to each lion at the start (default 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u32")]
    pub min_pack_distance: Option<u32>,
    /// Shortest border, in board units, read as a border rather than a corner (default: the
    /// largest piece diameter).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0))]
    #[schemars(with = "f64")]
    pub min_border_length: Option<f64>,
}

/// The JSON Schema (draft 2020-12) of the board file, generated from [`BoardFile`].
///
/// ```
/// let s = savanna::input::input_schema();
/// assert_eq!(s["title"], "savanna board file");
/// assert!(s["properties"]["lines"].is_object());
/// ```
pub fn input_schema() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(BoardFile)).unwrap_or_default()
}
