//! The registry of diagnostic codes: every code savanna reports, in one place. Each [`Code`]
//! is declared once below with its stable string (`savanna::family::name`), its severity and a
//! one-paragraph description; the manual's table of diagnostic codes (docs/src/checks.md) is generated from it (the
//! test `readme_code_table_is_generated_from_the_registry` fails when they differ; run it with
//! `SAVANNA_UPDATE_README=1` to rewrite the table).
//!
//! The families: the loader's (`savanna::input::*`, [`Code::INPUT`]), the checks' with the name
//! and setup resolution and the sheet's glyph check (`board`, `region`, `name`, `setup`:
//! [`Code::CHECKS`]), the SVG importer's (`savanna::import::*`, [`Code::IMPORT`]) and the game's
//! (`game`, `position`, `move`: [`Code::GAME`]).

use super::Severity;

/// Declares [`Code`] from groups of `/// description` `Variant = "code", Severity;` entries: the
/// enum, its string and severity, and one slice per group.
macro_rules! registry {
    ($(
        $(#[doc = $gdoc:literal])+
        $group:ident {
            $( $(#[doc = $doc:literal])+ $name:ident = $code:literal, $sev:ident; )+
        }
    )+) => {
        /// A stable diagnostic code. Serialised (JSON, YAML) and displayed as its string, e.g.
        /// `savanna::region::too-small`; each code has one [`Severity`] everywhere.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Code {
            $($(
                $(#[doc = $doc])+
                #[doc = ""]
                #[doc = concat!("`", $code, "` (", stringify!($sev), ").")]
                $name,
            )+)+
        }

        impl Code {
            /// Every code, in the order of the registry (the manual's table's order).
            pub const ALL: &'static [Code] = &[$($(Code::$name,)+)+];

            $(
                $(#[doc = $gdoc])+
                pub const $group: &'static [Code] = &[$(Code::$name,)+];
            )+

            /// The stable string, e.g. `savanna::region::too-small`.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($(Code::$name => $code,)+)+
                }
            }

            /// The severity every diagnostic with this code has.
            pub const fn severity(self) -> Severity {
                match self {
                    $($(Code::$name => Severity::$sev,)+)+
                }
            }

            /// The description (the doc paragraph above), as one line of text.
            pub fn description(self) -> String {
                let lines: &[&str] = match self {
                    $($(Code::$name => &[$($doc),+],)+)+
                };
                lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ")
            }
        }
    };
}

registry! {
    /// The loader's codes (`savanna::input::*`): the board file cannot be read as a board.
    INPUT {
        /// the file is over 10 MB
        InputTooLarge = "savanna::input::too-large", Error;
        /// more than 2 000 000 YAML values, written out or expanded from aliases (an alias bomb)
        InputTooManyValues = "savanna::input::too-many-values", Error;
        /// nesting deeper than 64
        InputTooDeep = "savanna::input::too-deep", Error;
        /// more than 100 000 lines
        InputTooManyLines = "savanna::input::too-many-lines", Error;
        /// a frame polygon with more than 10 000 corners
        InputTooManyFramePoints = "savanna::input::too-many-frame-points", Error;
        /// the file is not UTF-8 text
        InputNotUtf8 = "savanna::input::not-utf8", Error;
        /// the file is binary
        InputBinary = "savanna::input::binary", Error;
        /// the file is empty
        InputEmptyFile = "savanna::input::empty-file", Error;
        /// YAML syntax error
        InputYamlSyntax = "savanna::input::yaml-syntax", Error;
        /// a line indented with a tab (YAML indents with spaces only)
        InputTabIndentation = "savanna::input::tab-indentation", Error;
        /// a key savanna does not know (the nearest known key is suggested)
        InputUnknownKey = "savanna::input::unknown-key", Error;
        /// a key (or region name, or piece kind) given twice; the first is used and checking goes on
        InputDuplicateKey = "savanna::input::duplicate-key", Error;
        /// a required key is missing
        InputMissingKey = "savanna::input::missing-key", Error;
        /// a value of the wrong type
        InputWrongType = "savanna::input::wrong-type", Error;
        /// NaN or infinity
        InputNotFinite = "savanna::input::not-finite", Error;
        /// beyond 2^40 snap steps from the origin
        InputCoordinateTooLarge = "savanna::input::coordinate-too-large", Error;
        /// `units` is not mm, cm, m or in
        InputUnknownUnit = "savanna::input::unknown-unit", Error;
        /// `lang` is not a language savanna prints in (en, ru)
        InputUnknownLang = "savanna::input::unknown-lang", Error;
        /// a frame width or height that is not positive
        InputNonPositiveSize = "savanna::input::non-positive-size", Error;
        /// a frame with both a size and a polygon
        InputFrameConflict = "savanna::input::frame-conflict", Error;
        /// a frame polygon with fewer than 3 corners
        InputFrameTooFewPoints = "savanna::input::frame-too-few-points", Error;
        /// a frame polygon that crosses itself
        InputFrameSelfIntersection = "savanna::input::frame-self-intersection", Error;
        /// a piece diameter (given or default) that is not positive, or smaller than the snap grid
        InputNonPositiveDiameter = "savanna::input::non-positive-diameter", Error;
        /// a piece count that is negative, fractional or too large
        InputInvalidCount = "savanna::input::invalid-count", Error;
        /// a snap pitch that is not positive
        InputInvalidSnap = "savanna::input::invalid-snap", Error;
        /// a `rules:` threshold out of range
        InputInvalidRule = "savanna::input::invalid-rule", Error;
        /// an empty region or line name
        InputEmptyName = "savanna::input::empty-name", Error;
        /// a region id in `setup` that is not a positive whole number
        InputInvalidRegionId = "savanna::input::invalid-region-id", Error;
        /// `setup` names a region not listed under `regions:`
        InputUnknownRegion = "savanna::input::unknown-region", Error;
        /// a `game:` option with a value it cannot take
        InputInvalidGameOption = "savanna::input::invalid-game-option", Error;
        /// a line whose two ends are the same point (ignored)
        InputZeroLengthLine = "savanna::input::zero-length-line", Warning;
        /// a piece kind other than `lion` and `jackal` (packed, but not used by the game's checks)
        InputUnknownPieceKind = "savanna::input::unknown-piece-kind", Warning;
    }
    /// The codes of the checks, of the name and setup resolution and of the sheet's glyph check
    /// (`savanna::board::*`, `region`, `name`, `setup`).
    CHECKS {
        /// the lines close no region (the gap is located)
        BoardNoRegions = "savanna::board::no-regions", Error;
        /// some regions cannot be reached from the others (the groups are listed)
        BoardDisconnected = "savanna::board::disconnected", Error;
        /// fewer regions able to hold a lion than there are lions
        BoardTooFewLionRegions = "savanna::board::too-few-lion-regions", Error;
        /// no region holds the whole jackal pack
        BoardNoPackRegion = "savanna::board::no-pack-region", Error;
        /// no region holds one lion and three jackals together
        BoardNoCaptureRegion = "savanna::board::no-capture-region", Error;
        /// a line with a free end: that part bounds no region (says how far the end is from the nearest
        /// line)
        BoardDangle = "savanna::board::dangle", Warning;
        /// an end that stops short of a line, or overshoots it, by less than a quarter of the smallest
        /// piece: says by how much and where to move the end, and offers a `snap:` that joins them
        /// when that grid is fine against the pieces and the board
        BoardNearMiss = "savanna::board::near-miss", Warning;
        /// a line piece with the same region on both sides
        BoardCutEdge = "savanna::board::cut-edge", Warning;
        /// a line wholly outside the frame (ignored)
        BoardOutsideFrame = "savanna::board::outside-frame", Warning;
        /// a line shorter than the snap grid (ignored)
        BoardDegenerateLine = "savanna::board::degenerate-line", Warning;
        /// the same line drawn twice (each copy reported against the first)
        BoardDuplicateLine = "savanna::board::duplicate-line", Warning;
        /// two lines running along each other
        BoardOverlappingLines = "savanna::board::overlapping-lines", Warning;
        /// a line drawn along the frame
        BoardLineAlongFrame = "savanna::board::line-along-frame", Advice;
        /// far from the game's ten regions
        BoardRegionCount = "savanna::board::region-count", Advice;
        /// regions very unequal in size
        BoardUnequalRegions = "savanna::board::unequal-regions", Advice;
        /// sizes many times off the usual for the board's unit (a field under 5 mm or over 100 m,
        /// pieces under 1 mm or over 2 m, or over 2000 pieces across the field) that another unit
        /// makes usual: names that unit; found before the capacities are packed
        BoardImplausibleSize = "savanna::board::implausible-size", Warning;
        /// regions that could hold more than 50 000 of the smallest piece (by their area) beside
        /// lions, as a board mislabelled by a unit does: the capacities are not packed (as with
        /// `--no-capacity`) and the help names the unit that would fit
        BoardNotPacked = "savanna::board::not-packed", Warning;
        /// a region that cannot hold one jackal (with its area and widest disc)
        RegionTooSmall = "savanna::region::too-small", Error;
        /// neighbors whose border is shorter than a piece
        RegionShortBorder = "savanna::region::short-border", Warning;
        /// regions touching only at a corner (not neighbors)
        RegionCornerContact = "savanna::region::corner-contact", Advice;
        /// a region that holds a lion but not one lion and three jackals together (when some other
        /// region does)
        RegionNoCapture = "savanna::region::no-capture", Advice;
        /// a region so large for a piece that the packing search stopped at its work limit (200 000
        /// lattice points): the count is certified, more fit (`capacity_capped` in the file)
        RegionSearchCapped = "savanna::region::search-capped", Advice;
        /// a region name's point is in no region
        NameOutside = "savanna::name::outside", Error;
        /// a region name's point is on a border
        NameOnBorder = "savanna::name::on-border", Error;
        /// two names for one region
        NameSameRegion = "savanna::name::same-region", Error;
        /// a region name, piece kind or board name with a character that no shipped font has (it would
        /// print as an empty box)
        NameNoGlyph = "savanna::name::no-glyph", Warning;
        /// a region name that is another region's id (`3` naming region 5): a move or a setup that
        /// writes it means the name, and a reader may take it for the id
        NameLooksLikeId = "savanna::name::looks-like-id", Warning;
        /// a setup region id that does not exist, or a name whose point is in no region
        SetupUnknownRegion = "savanna::setup::unknown-region", Error;
        /// two lions start in one region
        SetupLionsTogether = "savanna::setup::lions-together", Error;
        /// a start position with more pieces than fit
        SetupDoesNotFit = "savanna::setup::does-not-fit", Error;
        /// the setup places a different number of lions than are in play (or lions when none are)
        SetupLionCount = "savanna::setup::lion-count", Error;
        /// the pack starts fewer than `min_pack_distance` borders from a lion (in a neighboring
        /// region or farther)
        SetupPackTooClose = "savanna::setup::pack-too-close", Warning;
        /// the pack starts in a region where a lion starts: a region never holds both sides at rest
        SetupPackWithLion = "savanna::setup::pack-with-lion", Error;
        /// no lions or no jackals are in play (`pieces: ... count: 0`): the game needs both sides
        SetupNoPieces = "savanna::setup::no-pieces", Error;
        /// the setup names regions by id, which change when a line moves: use names
        SetupRegionId = "savanna::setup::region-id", Warning;
    }
    /// The importers' warnings (`savanna::import::*`): the SVG importer's, labelled in the SVG
    /// text, and the photo importer's (`photo-*`), labelled in the board file written.
    IMPORT {
        /// an SVG circle or ellipse neither white or light grey (lion) nor black or dark grey (jackal), nor labelled so: skipped
        ImportUnknownCircle = "savanna::import::unknown-circle", Warning;
        /// an SVG curve, flattened into straight pieces (a board is made of straight lines)
        ImportCurve = "savanna::import::curve", Warning;
        /// SVG filled strips read as outlined strokes (Stroke to Path, Outline Stroke): each is its centre line, with their count and width
        ImportOutlinedStroke = "savanna::import::outlined-stroke", Advice;
        /// an SVG piece in no region: left out of the setup
        ImportPieceOutside = "savanna::import::piece-outside", Warning;
        /// an SVG jackal in another region than the first jackal: left out (the jackals start together)
        ImportJackalsApart = "savanna::import::jackals-apart", Warning;
        /// SVG elements that draw no straight line savanna can read (a circle or text where lines are read, an image, an unreadable transform): ignored, each named
        ImportIgnored = "savanna::import::ignored", Warning;
        /// SVG elements not drawn (hidden, opacity 0, no stroke and no filled area): skipped, each named
        ImportInvisible = "savanna::import::invisible", Warning;
        /// SVG elements with a coordinate, point list, path data or transform that is not a number (`x2="abc"`, `x2="NaN"`): skipped (path data: read up to the error), each named
        ImportUnreadable = "savanna::import::unreadable", Warning;
        /// SVG elements clipped by a clip-path that is not made of straight lines (a curve, a text): imported whole, unclipped
        ImportClip = "savanna::import::clip", Warning;
        /// an SVG element or layer named `frame` that gives no frame (not one closed outline, a layer not holding exactly one shape, or a second frame)
        ImportFrame = "savanna::import::frame", Warning;
        /// an SVG with no element named `frame` whose one closed outline (a rect, a polygon) encloses every other line: read as the frame, not as board lines
        ImportFrameFound = "savanna::import::frame-found", Advice;
        /// the piece diameters of an SVG, taken from its piece circles (or left at the default when the circles of a kind disagree)
        ImportPieceSize = "savanna::import::piece-size", Advice;
        /// what a savanna sheet does not carry back to the board file (game options, line names, a name, from a sheet drawn by an older savanna; line names whose lines were moved)
        ImportSheetData = "savanna::import::sheet-data", Advice;
        /// an SVG whose px are not CSS's 96 per inch (Illustrator's 72, old Inkscape's 90): read at the writer's own rate
        ImportPxPerInch = "savanna::import::px-per-inch", Advice;
        /// an SVG with no physical size (width and height in px or absent) whose writer's units are not known (no recognised writer, or Affinity's export DPI): read at the px per inch assumed, the page size and the `--px-per-inch` that would change it said
        ImportUnitsAssumed = "savanna::import::units-assumed", Advice;
        /// an SVG page edge moved onto the lines drawn along it less than one px of the file off it (draw.io's half-unit viewBox offset), instead of leaving a sliver region
        ImportPageEdge = "savanna::import::page-edge", Advice;
        /// the size a photo's sheet was read at: given (`--paper`, `--size`) or recognised from its aspect ratio (an A-series ratio read as A4)
        ImportPhotoSize = "savanna::import::photo-size", Advice;
        /// a photo's sheet whose aspect ratio is no known paper: read at 297 mm on its long side, a guess to confirm with `--paper` or `--size`
        ImportPhotoSizeGuess = "savanna::import::photo-size-guess", Warning;
        /// line ends in a photo that stopped short of another line (or the frame) or overshot it by less than the closing tolerance, closed onto it; each listed
        ImportPhotoClosed = "savanna::import::photo-closed", Advice;
        /// a line in a photo that ends on nothing (no line or edge within the closing tolerance)
        ImportPhotoLoose = "savanna::import::photo-loose", Warning;
        /// a stroke in a photo too curved to be one straight line: read as straight
        ImportPhotoCurved = "savanna::import::photo-curved", Warning;
        /// two lines in a photo in line with a short gap between them: perhaps one line, left as two
        ImportPhotoSplit = "savanna::import::photo-split", Warning;
        /// short marks in a photo (writing, smudges, the sheet's edge) left out of the board
        ImportPhotoMarks = "savanna::import::photo-marks", Advice;
    }
    /// The game's codes: a board the engine cannot play (`savanna::game::*`), a position that
    /// cannot occur (`savanna::position::*`), an illegal or unreadable move (`savanna::move::*`).
    GAME {
        /// the board has no capacities (built with `--no-capacity`), so fit cannot be judged
        GameNoCapacity = "savanna::game::no-capacity", Error;
        /// the board lacks the `lion` or the `jackal` piece kind or the mixed table, or puts none
        /// of one kind in play
        GameNoPieces = "savanna::game::no-pieces", Error;
        /// more regions than the game engine plays on (4096)
        GameTooManyRegions = "savanna::game::too-many-regions", Error;
        /// the text is not a position (YAML syntax, unknown keys, wrong types)
        PositionSyntax = "savanna::position::syntax", Error;
        /// a position names a region that is not on the board
        PositionUnknownRegion = "savanna::position::unknown-region", Error;
        /// lions and jackals in one region
        PositionBothSides = "savanna::position::both-sides", Error;
        /// more pieces in a region than fit
        PositionDoesNotFit = "savanna::position::does-not-fit", Error;
        /// more pieces of a kind than are in play
        PositionTooManyPieces = "savanna::position::too-many-pieces", Error;
        /// a turn in progress that cannot have happened
        PositionBadTurn = "savanna::position::bad-turn", Error;
        /// a region given twice (by id and by name)
        PositionDuplicateRegion = "savanna::position::duplicate-region", Error;
        /// no pieces of either side: no game reaches it (a capture leaves the capturing side)
        PositionNoPieces = "savanna::position::no-pieces", Error;
        /// `quiet` or `turns` that no game reaches (more quiet turns than turns, past the count
        /// or the cap of rule 6)
        PositionBadCounter = "savanna::position::bad-counter", Error;
        /// a move after the game has ended
        MoveGameOver = "savanna::move::game-over", Error;
        /// a move names a region that is not on the board
        MoveUnknownRegion = "savanna::move::unknown-region", Error;
        /// a move of no pieces
        MoveNoPieces = "savanna::move::no-pieces", Error;
        /// a move between regions that share no border (or touch only at a corner)
        MoveNotNeighbors = "savanna::move::not-neighbors", Error;
        /// a move from a region that holds none of the mover's pieces
        MoveNotYours = "savanna::move::not-yours", Error;
        /// a move out of a region the mover's pieces entered this turn (it is frozen)
        MoveFrozen = "savanna::move::frozen", Error;
        /// fewer pieces may move from the region than asked
        MoveTooFew = "savanna::move::too-few", Error;
        /// three or more jackals leave a region with none left behind
        MovePackLeavesOne = "savanna::move::pack-leaves-one", Error;
        /// the pieces would not fit in the region they move to
        MoveDoesNotFit = "savanna::move::does-not-fit", Error;
        /// an attack that would not capture everything there (the defenders are as strong or stronger)
        MoveTooStrong = "savanna::move::too-strong", Error;
        /// a turn without a move although some move is legal
        MoveMustMove = "savanna::move::must-move", Error;
        /// gathered lions have not attacked or left exactly one behind, or a move after which they no
        /// longer can
        MoveGatheredLions = "savanna::move::gathered-lions", Error;
        /// groups from several regions move together, but `game.combined_attack` is off, or they do not
        /// attack a region of the other side, or name a source region twice
        MoveCombinedAttack = "savanna::move::combined-attack", Error;
        /// a JSON move whose `captures` are not what the move captures (leave `captures` out, or
        /// give the true ones)
        MoveCaptures = "savanna::move::captures", Error;
        /// a move (`play --protocol json` input, `--after`) that cannot be read
        MoveSyntax = "savanna::move::syntax", Error;
        /// a line of `play --protocol json` input that is not UTF-8 text
        MoveNotUtf8 = "savanna::move::not-utf8", Error;
    }
}

impl Code {
    /// The code whose string is `s`, or `None`.
    ///
    /// ```
    /// use savanna::diagnostics::codes::Code;
    /// assert_eq!(Code::from_str_opt("savanna::region::too-small"), Some(Code::RegionTooSmall));
    /// assert_eq!(Code::from_str_opt("savanna::board::nonsense"), None);
    /// ```
    pub fn from_str_opt(s: &str) -> Option<Code> {
        Code::ALL.iter().copied().find(|c| c.as_str() == s)
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A code reads as its string (`d.code.starts_with("savanna::input::")`, `&d.code` where a
/// `&str` is wanted).
impl std::ops::Deref for Code {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Code {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq<str> for Code {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Code {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<Code> for &str {
    fn eq(&self, other: &Code) -> bool {
        *self == other.as_str()
    }
}

impl std::str::FromStr for Code {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Code::from_str_opt(s).ok_or_else(|| format!("unknown diagnostic code `{s}`"))
    }
}

impl serde::Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for Code {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Code::from_str_opt(&s)
            .ok_or_else(|| serde::de::Error::custom(format_args!("unknown diagnostic code `{s}`")))
    }
}

/// The checks' codes with their severities: [`Code::CHECKS`] as `(code, severity)` pairs.
pub const CODES: &[(&str, Severity)] = &pairs::<{ Code::CHECKS.len() }>(Code::CHECKS);

/// `codes` as `(string, severity)` pairs, in a const context.
const fn pairs<const N: usize>(codes: &[Code]) -> [(&'static str, Severity); N] {
    let mut out = [("", Severity::Error); N];
    let mut i = 0;
    while i < N {
        out[i] = (codes[i].as_str(), codes[i].severity());
        i += 1;
    }
    out
}

/// `codes` as strings, in a const context.
pub(crate) const fn strs<const N: usize>(codes: &[Code]) -> [&'static str; N] {
    let mut out = [""; N];
    let mut i = 0;
    while i < N {
        out[i] = codes[i].as_str();
        i += 1;
    }
    out
}

/// The severity of the check code `code` as listed in [`CODES`], or `None` for a code the
/// checks do not report.
///
/// ```
/// use savanna::{checks::severity, diagnostics::Severity};
/// assert_eq!(severity("savanna::region::too-small"), Some(Severity::Error));
/// assert_eq!(severity("savanna::board::nonsense"), None);
/// ```
pub fn severity(code: &str) -> Option<Severity> {
    Code::from_str_opt(code)
        .filter(|c| Code::CHECKS.contains(c))
        .map(Code::severity)
}

/// The manual's table of diagnostic codes (docs/src/checks.md), rendered from the registry: a header and one row per
/// code, `| `code` | severity | description |`.
pub fn readme_table() -> String {
    let mut out = String::from("| code | severity | what it means |\n| --- | --- | --- |\n");
    for c in Code::ALL {
        out.push_str(&format!(
            "| `{}` | {} | {} |\n",
            c.as_str(),
            c.severity().as_str(),
            c.description().replace('|', "\\|")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every string is unique, well formed, and reads back as its code.
    #[test]
    fn strings_are_unique_and_read_back() {
        let mut seen = std::collections::BTreeSet::new();
        for &c in Code::ALL {
            assert!(seen.insert(c.as_str()), "{c} twice");
            assert_eq!(Code::from_str_opt(c.as_str()), Some(c));
            let parts: Vec<&str> = c.as_str().split("::").collect();
            assert_eq!(parts.len(), 3, "{c}");
            assert_eq!(parts[0], "savanna");
            assert!(!c.description().is_empty(), "{c}");
        }
        let groups = [Code::INPUT, Code::CHECKS, Code::IMPORT, Code::GAME].concat();
        assert_eq!(groups, Code::ALL);
        assert_eq!(
            serde_json::to_string(&Code::InputTooLarge).unwrap(),
            "\"savanna::input::too-large\""
        );
        assert_eq!(
            serde_json::from_str::<Code>("\"savanna::move::frozen\"").unwrap(),
            Code::MoveFrozen
        );
        assert!(serde_json::from_str::<Code>("\"savanna::move::nope\"").is_err());
    }
}
