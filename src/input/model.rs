//! The board file's model: [`Board`] and its parts, the limits the loader enforces and the
//! defaults it fills in.
//!
//! Coordinates: x to the right, y down, origin top-left; every length in [`Board::units`].

use crate::diagnostics::{Diagnostic, Span};
use crate::units::Units;

pub use crate::geometry::Point;

/// One straight line drawn on the field.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// Start point.
    pub from: Point,
    /// End point.
    pub to: Point,
    /// Optional name (long form only).
    pub name: Option<String>,
    /// The whole entry in the file.
    pub span: Span,
}

/// The outline of the field.
#[derive(Debug, Clone, PartialEq)]
pub enum FrameShape {
    /// The rectangle `(0,0)-(width,height)`.
    Rect {
        /// Width (x extent), > 0.
        width: f64,
        /// Height (y extent), > 0.
        height: f64,
    },
    /// A simple polygon, as given (no repeated closing point; either orientation).
    Polygon(Vec<Point>),
}

/// The frame with its place in the file.
#[derive(Debug, Clone, PartialEq)]
pub struct Frame {
    /// Its shape.
    pub shape: FrameShape,
    /// The `frame:` value in the file.
    pub span: Span,
}

impl Frame {
    /// The frame's corners in order, without a repeated closing point.
    pub fn ring(&self) -> Vec<Point> {
        match &self.shape {
            FrameShape::Rect { width, height } => {
                vec![[0.0, 0.0], [*width, 0.0], [*width, *height], [0.0, *height]]
            }
            FrameShape::Polygon(p) => p.clone(),
        }
    }
}

/// One kind of piece: a disc of a diameter, and how many are in play.
#[derive(Debug, Clone, PartialEq)]
pub struct PieceKind {
    /// Kind name (`lion`, `jackal`, or any other).
    pub name: String,
    /// Disc diameter in board units, > 0.
    pub diameter: f64,
    /// Number in play.
    pub count: u32,
    /// The entry in the file (`None` for the built-in defaults).
    pub span: Option<Span>,
}

/// A region named by a point inside it.
#[derive(Debug, Clone, PartialEq)]
pub struct RegionName {
    /// The name.
    pub name: String,
    /// A point inside the region.
    pub point: Point,
    /// The entry in the file.
    pub span: Span,
}

/// A reference to a region in `setup`: by name or by id.
#[derive(Debug, Clone, PartialEq)]
pub enum RegionRef {
    /// A name from `regions:`.
    Name(String),
    /// A region id `1..=n`.
    Id(u32),
}

/// A region reference with its place in the file.
#[derive(Debug, Clone, PartialEq)]
pub struct SpannedRef {
    /// The reference.
    pub region: RegionRef,
    /// Where it is written.
    pub span: Span,
}

/// The start position.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Setup {
    /// One region per lion.
    pub lions: Vec<SpannedRef>,
    /// The region holding the whole jackal pack.
    pub jackals: Option<SpannedRef>,
    /// The `setup:` value in the file.
    pub span: Span,
}

/// A board file, parsed.
#[derive(Debug, Clone, PartialEq)]
pub struct Board {
    /// Optional name.
    pub name: Option<String>,
    /// The language its sheets are printed in (`lang:`), when the file gives one.
    pub lang: Option<crate::i18n::Lang>,
    /// Unit of every length.
    pub units: Units,
    /// Optional outline of the field.
    pub frame: Option<Frame>,
    /// The lines, in file order; a line's index is its [`crate::ids::SegmentId`].
    pub lines: Vec<Line>,
    /// Piece kinds in file order (the defaults lion 30 mm x 3, jackal 20 mm x 9, converted to
    /// `units`, when the file has no `pieces:`).
    pub pieces: Vec<PieceKind>,
    /// Region names by point, in file order.
    pub region_names: Vec<RegionName>,
    /// Optional start position.
    pub setup: Option<Setup>,
    /// Snap-rounding grid pitch in board units (`snap:`; default [`default_snap`]: 1e-6 mm in
    /// the board's units).
    pub snap: f64,
    /// True when the file gives `snap:` (its author chose the pitch); false for the default.
    pub snap_given: bool,
    /// Thresholds of the rule checks (`rules:`; defaults in [`Rules::default`]).
    pub rules: Rules,
    /// The game's options (`game:`; defaults in [`crate::input::game_rules::GameRules::default`]).
    pub game: crate::input::game_rules::GameRules,
}

impl Board {
    /// The piece kind called `name` (e.g. `"lion"`), if the board has one.
    ///
    /// ```
    /// let b = savanna::input::load("lines: []").unwrap().board;
    /// assert_eq!(b.piece("jackal").map(|p| p.count), Some(9));
    /// assert!(b.piece("elephant").is_none());
    /// ```
    pub fn piece(&self, name: &str) -> Option<&PieceKind> {
        self.pieces.iter().find(|p| p.name == name)
    }
}

/// The coarsest default snap grid pitch, as a fraction of one board unit: 1e-6 (a nanometre on a
/// mm board). The default itself is [`default_snap`].
pub const DEFAULT_SNAP_FRACTION: f64 = 1e-6;

/// The default snap grid pitch in millimetres, whatever the board's units: 1e-6 mm (a
/// nanometre), so that the same board in mm, cm, m or inches is snapped to the same points and
/// gets the same regions and capacities (issue 38: with a pitch of 1e-6 *units*, a board in
/// metres had corners up to 0.7 µm away from the same board in mm, and its mixed capacities
/// differed).
pub const DEFAULT_SNAP_MM: f64 = 1e-6;

/// The snap pitch of a board file without `snap:`, in its `units`, for a board whose largest
/// coordinate (in absolute value, board units) is `largest`: [`DEFAULT_SNAP_MM`] in those units
/// (the `f64` nearest to `1 / n` for a whole `n`: 1e-6 mm, 1e-7 cm, 1e-9 m, 1/25 400 000 in),
/// or 10, 100, ... times coarser when the board reaches beyond [`MAX_SNAP_STEPS`] of its steps,
/// and never coarser than [`DEFAULT_SNAP_FRACTION`] units. So a board in metres up to 1.1 km
/// from the origin is snapped exactly as in millimetres, and every board accepted with the
/// former default (1e-6 units) is accepted still.
///
/// ```
/// use savanna::input::default_snap;
/// use savanna::units::Units;
/// assert_eq!(default_snap(Units::Mm, 420.0), 1e-6);
/// assert_eq!(default_snap(Units::M, 0.42), 1e-9);
/// assert_eq!(default_snap(Units::In, 16.5), 1.0 / 25_400_000.0);
/// assert_eq!(default_snap(Units::M, 5e3), 1e-8); // beyond 2^40 nm: 10 nm
/// assert_eq!(default_snap(Units::M, 5e5), 1e-6); // survey coordinates: as coarse as before
/// ```
pub fn default_snap(units: Units, largest: f64) -> f64 {
    // steps per unit at the finest: 1e6 per mm (whole for every unit: 1e6, 1e7, 1e9, 2.54e7)
    let mut per_unit = (units.mm_per_unit() / DEFAULT_SNAP_MM).round() as u64;
    let coarsest = (1.0 / DEFAULT_SNAP_FRACTION).round() as u64;
    while per_unit > coarsest {
        let pitch = 1.0 / per_unit as f64;
        if !(largest.is_finite() && largest / pitch > MAX_SNAP_STEPS) {
            return pitch;
        }
        if !per_unit.is_multiple_of(10) {
            break;
        }
        per_unit /= 10;
    }
    DEFAULT_SNAP_FRACTION
}

/// The largest board file accepted, in bytes: 10 MB (10 000 000 bytes). Larger files are refused
/// with `savanna::input::too-large` before they are parsed.
pub const MAX_FILE_BYTES: usize = 10_000_000;

/// The most lines a board file may hold; more are refused with `savanna::input::too-many-lines`.
pub const MAX_LINES: usize = 100_000;

/// The most corners a frame polygon may have (the simplicity check is `O(n²)`); more are refused
/// with `savanna::input::too-many-frame-points`.
pub const MAX_FRAME_POINTS: usize = 10_000;

/// The most pieces of one kind (`count`); more are refused with `savanna::input::invalid-count`.
pub const MAX_PIECE_COUNT: u32 = 10_000;

/// The largest coordinate, in snap steps: `|v| / snap` must not exceed 2^40
/// ([`crate::geometry::predicates::MAX_GRID_COORD`]), so that the exact predicates on grid integers cannot
/// overflow `i128` (segment intersection numerators need about 3 · 41 bits). With the default
/// snap of 1e-6 mm that is about 1.1e6 mm; [`default_snap`] coarsens the default for boards reaching farther. Larger values are refused with
/// `savanna::input::coordinate-too-large`.
pub const MAX_SNAP_STEPS: f64 = crate::geometry::predicates::MAX_GRID_COORD as f64;

/// Diameter of a lion in millimetres when the file gives no `pieces:` (the game's white stones).
pub const DEFAULT_LION_DIAMETER_MM: f64 = 30.0;
/// Number of lions when the file gives no `pieces:` (the formal rules: 3).
pub const DEFAULT_LION_COUNT: u32 = 3;
/// Diameter of a jackal in millimetres when the file gives no `pieces:`.
pub const DEFAULT_JACKAL_DIAMETER_MM: f64 = 20.0;
/// Number of jackals when the file gives no `pieces:` (the formal rules: 9).
pub const DEFAULT_JACKAL_COUNT: u32 = 9;

/// Thresholds of the rule checks (issue 5), set under `rules:` in the board file.
///
/// Every field has a default from the game's description (about ten regions, 3 lions, 9
/// jackals, the pack "on the other side of the field").
#[derive(Debug, Clone, PartialEq)]
pub struct Rules {
    /// Fewer regions than this draws advice (`min_regions`, default 7).
    pub min_regions: u32,
    /// More regions than this draws advice (`max_regions`, default 14).
    pub max_regions: u32,
    /// Largest region area over smallest region area above this draws advice
    /// (`max_area_ratio`, default 8).
    pub max_area_ratio: f64,
    /// Smallest graph distance (in borders crossed) from the jackal pack's start region to every
    /// lion's start region (`min_pack_distance`, default 2: the pack starts "on the other side").
    pub min_pack_distance: u32,
    /// Shortest shared border, in board units, that players will still read as a border rather
    /// than a corner (`min_border_length`); `None` (the default) means the largest piece
    /// diameter, see [`Rules::min_border`].
    pub min_border_length: Option<f64>,
    /// The `rules:` value in the file, if given.
    pub span: Option<Span>,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            min_regions: 7,
            max_regions: 14,
            max_area_ratio: 8.0,
            min_pack_distance: 2,
            min_border_length: None,
            span: None,
        }
    }
}

impl Rules {
    /// The shortest acceptable border in board units: `min_border_length` if set, else the
    /// largest diameter among `pieces` (0 when there are none).
    ///
    /// ```
    /// use savanna::input::{PieceKind, Rules};
    /// let p = |d| PieceKind { name: "x".into(), diameter: d, count: 1, span: None };
    /// assert_eq!(Rules::default().min_border(&[p(20.0), p(30.0)]), 30.0);
    /// ```
    pub fn min_border(&self, pieces: &[PieceKind]) -> f64 {
        self.min_border_length
            .unwrap_or_else(|| pieces.iter().map(|p| p.diameter).fold(0.0, f64::max))
    }
}

/// The default pieces (lion 30 mm × 3, jackal 20 mm × 9) in `units`.
///
/// ```
/// use savanna::{input::default_pieces, units::Units};
/// let p = default_pieces(Units::Cm);
/// assert_eq!((p[0].name.as_str(), p[0].diameter, p[0].count), ("lion", 3.0, 3));
/// assert_eq!((p[1].name.as_str(), p[1].diameter, p[1].count), ("jackal", 2.0, 9));
/// ```
pub fn default_pieces(units: Units) -> Vec<PieceKind> {
    let k = units.mm_per_unit();
    vec![
        PieceKind {
            name: "lion".into(),
            diameter: DEFAULT_LION_DIAMETER_MM / k,
            count: DEFAULT_LION_COUNT,
            span: None,
        },
        PieceKind {
            name: "jackal".into(),
            diameter: DEFAULT_JACKAL_DIAMETER_MM / k,
            count: DEFAULT_JACKAL_COUNT,
            span: None,
        },
    ]
}

/// A board file read without errors, with the warnings found on the way.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The board.
    pub board: Board,
    /// Warnings (e.g. `savanna::input::zero-length-line`), in file order; from
    /// [`super::load_recovering`], also the [`super::RECOVERABLE`] errors.
    pub warnings: Vec<Diagnostic>,
}
