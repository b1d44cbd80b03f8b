//! The board file, parsed and checked for form (not yet for geometry).
//!
//! [`load`] turns the text of a board file (YAML or JSON) into a [`Board`]; every value keeps the
//! [`Span`] of its place in the file so that later stages can point at it.
//!
//! Coordinates: x to the right, y down, origin top-left; every length in [`Board::units`].

use crate::diagnostics::Span;
use crate::units::Units;

/// A point `[x, y]` in board units, y down.
pub type Point = [f64; 2];

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
    /// Snap-rounding grid pitch in board units (`snap:`; default [`DEFAULT_SNAP_FRACTION`] units).
    pub snap: f64,
}

/// The default snap grid pitch, as a fraction of one board unit: 1e-6 (a nanometre on a mm board).
pub const DEFAULT_SNAP_FRACTION: f64 = 1e-6;
