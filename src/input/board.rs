//! The board file, parsed and checked for form (not yet for geometry).
//!
//! [`load`] turns the text of a board file (YAML or JSON) into a [`Board`]; every value keeps the
//! [`Span`] of its place in the file so that later stages can point at it.
//!
//! Coordinates: x to the right, y down, origin top-left; every length in [`Board::units`].

use crate::diagnostics::{Diagnostic, Severity, Span};
use crate::input::units::Units;
use crate::input::yaml::{self, Node};

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
    /// Thresholds of the rule checks (`rules:`; defaults in [`Rules::default`]).
    pub rules: Rules,
    /// The game's options (`game:`; defaults in [`crate::game::GameRules::default`]).
    pub game: crate::game::GameRules,
}

impl Board {
    /// The piece kind called `name` (e.g. `"lion"`), if the board has one.
    ///
    /// ```
    /// let b = savanna::input::board::load("lines: []").unwrap().board;
    /// assert_eq!(b.piece("jackal").map(|p| p.count), Some(9));
    /// assert!(b.piece("elephant").is_none());
    /// ```
    pub fn piece(&self, name: &str) -> Option<&PieceKind> {
        self.pieces.iter().find(|p| p.name == name)
    }
}

/// The default snap grid pitch, as a fraction of one board unit: 1e-6 (a nanometre on a mm board).
pub const DEFAULT_SNAP_FRACTION: f64 = 1e-6;

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
/// snap of 1e-6 units that is about 1.1e6 units. Larger values are refused with
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
    /// use savanna::input::board::{PieceKind, Rules};
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
/// use savanna::{board::default_pieces, units::Units};
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
    /// [`load_recovering`], also the [`RECOVERABLE`] errors.
    pub warnings: Vec<Diagnostic>,
}

/// Stable diagnostic codes of the loader, all `savanna::input::*`.
pub mod codes {
    /// The file is larger than [`super::MAX_FILE_BYTES`].
    pub const TOO_LARGE: &str = "savanna::input::too-large";
    /// The document has more than [`crate::input::yaml::MAX_NODES`] values once aliases are expanded
    /// (an alias bomb, or simply too much data).
    pub const TOO_MANY_VALUES: &str = "savanna::input::too-many-values";
    /// Nesting deeper than [`crate::input::yaml::MAX_DEPTH`].
    pub const TOO_DEEP: &str = "savanna::input::too-deep";
    /// More than [`super::MAX_LINES`] lines.
    pub const TOO_MANY_LINES: &str = "savanna::input::too-many-lines";
    /// A frame polygon with more than [`super::MAX_FRAME_POINTS`] corners.
    pub const TOO_MANY_FRAME_POINTS: &str = "savanna::input::too-many-frame-points";
    /// The bytes are not UTF-8 text.
    pub const NOT_UTF8: &str = "savanna::input::not-utf8";
    /// The file holds NUL bytes: a binary file.
    pub const BINARY: &str = "savanna::input::binary";
    /// Nothing but whitespace and comments.
    pub const EMPTY_FILE: &str = "savanna::input::empty-file";
    /// YAML syntax error (or more than one document).
    pub const YAML_SYNTAX: &str = "savanna::input::yaml-syntax";
    /// A tab in the indentation of a line (YAML indents with spaces only).
    pub const TAB_INDENTATION: &str = "savanna::input::tab-indentation";
    /// A key the format does not know.
    pub const UNKNOWN_KEY: &str = "savanna::input::unknown-key";
    /// The same key twice in one mapping (YAML duplicate keys, duplicate region or piece names).
    pub const DUPLICATE_KEY: &str = "savanna::input::duplicate-key";
    /// A required key is missing.
    pub const MISSING_KEY: &str = "savanna::input::missing-key";
    /// A value of the wrong type (text for a number, a list of 3 for a point, ...).
    pub const WRONG_TYPE: &str = "savanna::input::wrong-type";
    /// NaN or an infinity.
    pub const NOT_FINITE: &str = "savanna::input::not-finite";
    /// A coordinate or length too large for the snap grid ([`super::MAX_SNAP_STEPS`]).
    pub const COORDINATE_TOO_LARGE: &str = "savanna::input::coordinate-too-large";
    /// `units:` is not `mm`, `cm`, `m` or `in`.
    pub const UNKNOWN_UNIT: &str = "savanna::input::unknown-unit";
    /// A frame width or height that is not positive.
    pub const NON_POSITIVE_SIZE: &str = "savanna::input::non-positive-size";
    /// `frame:` has both `width`/`height` and `polygon`.
    pub const FRAME_CONFLICT: &str = "savanna::input::frame-conflict";
    /// A frame polygon with fewer than 3 corners.
    pub const FRAME_TOO_FEW_POINTS: &str = "savanna::input::frame-too-few-points";
    /// A frame polygon that crosses or touches itself (or repeats a corner, or has no area).
    pub const FRAME_SELF_INTERSECTION: &str = "savanna::input::frame-self-intersection";
    /// A piece diameter that is not positive.
    pub const NON_POSITIVE_DIAMETER: &str = "savanna::input::non-positive-diameter";
    /// A piece count that is not a whole number in `0..=MAX_PIECE_COUNT`.
    pub const INVALID_COUNT: &str = "savanna::input::invalid-count";
    /// `snap:` that is not a positive number.
    pub const INVALID_SNAP: &str = "savanna::input::invalid-snap";
    /// A `rules:` value out of its range.
    pub const INVALID_RULE: &str = "savanna::input::invalid-rule";
    /// An empty name (region, piece kind or line).
    pub const EMPTY_NAME: &str = "savanna::input::empty-name";
    /// A region id in `setup:` that is not a whole number ≥ 1.
    pub const INVALID_REGION_ID: &str = "savanna::input::invalid-region-id";
    /// A region name in `setup:` that `regions:` does not define.
    pub const UNKNOWN_REGION: &str = "savanna::input::unknown-region";
    /// A line whose two ends are the same point (a warning: the line is kept but bounds nothing).
    pub const ZERO_LENGTH_LINE: &str = "savanna::input::zero-length-line";
    /// A piece kind other than `lion` and `jackal` (a warning: it is sized and packed, but the
    /// game's checks use only those two).
    pub const UNKNOWN_PIECE_KIND: &str = "savanna::input::unknown-piece-kind";
    /// A `game:` option with a value it cannot take.
    pub const INVALID_GAME_OPTION: &str = "savanna::input::invalid-game-option";

    /// Every code above, for documentation and tests.
    pub const ALL: &[&str] = &[
        TOO_LARGE,
        TOO_MANY_VALUES,
        TOO_DEEP,
        TOO_MANY_LINES,
        TOO_MANY_FRAME_POINTS,
        NOT_UTF8,
        BINARY,
        EMPTY_FILE,
        YAML_SYNTAX,
        TAB_INDENTATION,
        UNKNOWN_KEY,
        DUPLICATE_KEY,
        MISSING_KEY,
        WRONG_TYPE,
        NOT_FINITE,
        COORDINATE_TOO_LARGE,
        UNKNOWN_UNIT,
        NON_POSITIVE_SIZE,
        FRAME_CONFLICT,
        FRAME_TOO_FEW_POINTS,
        FRAME_SELF_INTERSECTION,
        NON_POSITIVE_DIAMETER,
        INVALID_COUNT,
        INVALID_SNAP,
        INVALID_RULE,
        EMPTY_NAME,
        INVALID_REGION_ID,
        UNKNOWN_REGION,
        ZERO_LENGTH_LINE,
        UNKNOWN_PIECE_KIND,
        INVALID_GAME_OPTION,
    ];
}

/// Keys of the top-level mapping.
pub const TOP_KEYS: &[&str] = &[
    "name", "units", "frame", "lines", "pieces", "regions", "setup", "snap", "rules", "game",
];
/// Keys of `frame:`.
pub const FRAME_KEYS: &[&str] = &["width", "height", "polygon"];
/// Keys of a long-form line.
pub const LINE_KEYS: &[&str] = &["from", "to", "name"];
/// Keys of one piece kind.
pub const PIECE_KEYS: &[&str] = &["diameter", "count"];
/// Keys of `setup:`.
pub const SETUP_KEYS: &[&str] = &["lions", "jackals"];
/// Keys of `rules:`.
pub const RULE_KEYS: &[&str] = &[
    "min_regions",
    "max_regions",
    "max_area_ratio",
    "min_pack_distance",
    "min_border_length",
];

/// Reads a board file from raw bytes: refuses non-UTF-8 and binary input, then [`load`]s it.
///
/// # Errors
/// As [`load`], plus `savanna::input::not-utf8` at the first invalid byte.
pub fn load_bytes(bytes: &[u8]) -> Result<Loaded, Vec<Diagnostic>> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(vec![too_large(bytes.len())]);
    }
    if let Some(i) = bytes.iter().position(|&b| b == 0) {
        return Err(vec![binary(i)]);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => load(text),
        Err(e) => {
            let at = e.valid_up_to();
            Err(vec![
                Diagnostic::new(
                    codes::NOT_UTF8,
                    Severity::Error,
                    format!("the file is not UTF-8 text (invalid byte at offset {at})"),
                )
                .with_help("save the board file as UTF-8 text")
                .with_label(Span::new(at, 1), "not UTF-8"),
            ])
        }
    }
}

fn too_large(len: usize) -> Diagnostic {
    Diagnostic::new(
        codes::TOO_LARGE,
        Severity::Error,
        format!("the file has {len} bytes, more than the limit of {MAX_FILE_BYTES}"),
    )
    .with_help("split the board, or check that this is the right file")
    .with_label(Span::new(0, 0), "file too large")
}

fn binary(at: usize) -> Diagnostic {
    Diagnostic::new(
        codes::BINARY,
        Severity::Error,
        format!("the file holds a NUL byte at offset {at}: it looks like a binary file"),
    )
    .with_help("give a board file in YAML or JSON text")
    .with_label(Span::new(at, 1), "NUL byte")
}

/// Reads a board file (YAML, or JSON, which is YAML too) into a [`Board`].
///
/// The format is the contract's (`name`, `units`, `frame`, `lines`, `pieces`, `regions`,
/// `setup`) plus `snap:` (grid pitch in board units, default [`DEFAULT_SNAP_FRACTION`]) and
/// `rules:` (see [`Rules`]). Every length is in the file's `units`; points are `[x, y]` with y
/// down. Without `pieces:` the pieces are [`default_pieces`] in the file's units.
///
/// Every problem is reported, not only the first: each [`Diagnostic`] has a stable
/// `savanna::input::*` code (see [`codes`]), a help text and a label whose span is the exact
/// value in `text`. Spans come from the marked event parser in [`crate::input::yaml`].
///
/// ```
/// let text = "lines:\n  - [[0, 0], [10, 0]]\n  - {from: [0, 0], to: [0, 10], name: west}\n";
/// let loaded = savanna::input::board::load(text).unwrap();
/// assert_eq!(loaded.board.lines.len(), 2);
/// assert_eq!(loaded.board.lines[1].name.as_deref(), Some("west"));
/// assert_eq!(loaded.board.pieces[0].diameter, 30.0);
/// ```
///
/// # Errors
/// All diagnostics of the file (warnings included) when any is an error: YAML syntax, wrong
/// types, unknown or duplicate keys, NaN or infinite numbers, coordinates beyond
/// [`MAX_SNAP_STEPS`] snap steps, non-positive sizes, a frame polygon that is not simple, an
/// empty or binary file, and inputs past [`MAX_FILE_BYTES`], [`MAX_LINES`],
/// [`crate::input::yaml::MAX_NODES`] (alias bombs included) or [`crate::input::yaml::MAX_DEPTH`].
///
/// # Panics
/// Never, on any input.
pub fn load(text: &str) -> Result<Loaded, Vec<Diagnostic>> {
    let loaded = load_recovering(text)?;
    if loaded.warnings.iter().any(Diagnostic::is_error) {
        return Err(loaded.warnings);
    }
    Ok(loaded)
}

/// Errors after which the loader still has the board the file means: a key given twice (the
/// first is used, e.g. a region name written twice). [`load_recovering`] reports them and goes
/// on, so that `check` shows every other problem of the board too.
pub const RECOVERABLE: &[&str] = &[codes::DUPLICATE_KEY];

/// [`load`], except that errors in [`RECOVERABLE`] do not stop it: the board is returned with
/// them among [`Loaded::warnings`] (which then hold errors; the pipeline reports them with the
/// checks' findings and the board counts as having errors).
///
/// ```
/// let text = "regions:\n  A: [1, 1]\n  A: [2, 2]\nlines: []\n";
/// let loaded = savanna::input::board::load_recovering(text).unwrap();
/// assert_eq!(loaded.board.region_names.len(), 1);
/// assert_eq!(loaded.warnings[0].code, "savanna::input::duplicate-key");
/// assert!(savanna::input::board::load(text).is_err());
/// ```
///
/// # Errors
/// As [`load`], for every error not in [`RECOVERABLE`].
pub fn load_recovering(text: &str) -> Result<Loaded, Vec<Diagnostic>> {
    if text.len() > MAX_FILE_BYTES {
        return Err(vec![too_large(text.len())]);
    }
    if let Some(i) = text.bytes().position(|b| b == 0) {
        return Err(vec![binary(i)]);
    }
    // A byte-order mark is not part of the document; spans stay relative to `text`.
    let base = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let body = &text[base..];
    let mut tree = yaml::SpanTree::build(body);
    shift_tree(&mut tree, base);
    if let Some(refusal) = tree.refusal {
        let d = match refusal {
            yaml::Refusal::TooDeep => too_deep(),
            yaml::Refusal::TooManyValues { by_aliases, .. } => too_many_values(by_aliases),
        };
        return Err(vec![d.with_label(
            point_span(text, tree.refusal_at),
            "past the limit here",
        )]);
    }
    if tree.is_empty() && tree.scan_error.is_none() {
        return Err(vec![empty_file(base)]);
    }
    // Aliases are counted by the span tree pass; if that pass stopped at a syntax error of its
    // own, nothing bounds what serde_yaml would expand, so refuse aliases then.
    if let Some((message, span)) = &tree.scan_error
        && body.contains('*')
    {
        if let Some(tab) = yaml::indentation_tab(text, span.offset) {
            return Err(vec![tab_indentation(text, tab)]);
        }
        return Err(vec![
            Diagnostic::new(
                codes::YAML_SYNTAX,
                Severity::Error,
                format!("the file is not valid YAML: {message}"),
            )
            .with_help("fix the YAML syntax here (brackets, indentation, `key: value`)")
            .with_label(point_span(text, *span), "here"),
        ]);
    }
    let root = match yaml::parse(body) {
        Ok(node) => node,
        Err(e) if e.message.contains("recursion limit exceeded") => {
            return Err(vec![
                too_deep().with_label(Span::new(base, 0), "refused here"),
            ]);
        }
        Err(e) if e.message.contains("repetition limit exceeded") => {
            return Err(vec![
                too_many_values(true).with_label(Span::new(base, 0), "refused here"),
            ]);
        }
        Err(e) => {
            let span = e
                .span
                .map(|s| Span::new(s.offset + base, s.len))
                .or(tree.scan_error.as_ref().map(|s| s.1))
                .unwrap_or(Span::new(base, 0));
            let span = point_span(text, span);
            if let Some(tab) = yaml::indentation_tab(text, span.offset) {
                return Err(vec![tab_indentation(text, tab)]);
            }
            return Err(vec![
                Diagnostic::new(
                    codes::YAML_SYNTAX,
                    Severity::Error,
                    format!("the file is not valid YAML: {}", e.message),
                )
                .with_help("fix the YAML syntax here (brackets, indentation, `key: value`)")
                .with_label(span, "here"),
            ]);
        }
    };
    if root == Node::Null {
        return Err(vec![empty_file(base)]);
    }
    let mut w = Walker {
        text,
        tree: &tree,
        diags: Vec::new(),
        snap: 1.0,
        units: Units::Mm,
        suggested: Vec::new(),
    };
    let at = At {
        node: &root,
        id: tree.root(),
        span: tree.root().and_then(|r| tree.span(r)).unwrap_or_default(),
    };
    let board = w.board(at);
    let mut diags = w.diags;
    diags.sort_by_key(|d| (d.labels.first().map(|l| l.span.offset), d.severity));
    match board {
        Some(board)
            if diags
                .iter()
                .all(|d| !d.is_error() || RECOVERABLE.contains(&d.code.as_str())) =>
        {
            Ok(Loaded {
                board,
                warnings: diags,
            })
        }
        _ => Err(diags),
    }
}

/// The syntax error caused by a tab in a line's indentation, at byte `tab` of `text`.
fn tab_indentation(text: &str, tab: usize) -> Diagnostic {
    let (line, column) = crate::diagnostics::line_column(text, tab);
    Diagnostic::new(
        codes::TAB_INDENTATION,
        Severity::Error,
        format!(
            "line {line} is indented with a tab (column {column}); YAML indents with spaces only"
        ),
    )
    .with_help("replace the tab with spaces, as many as the lines above use at this level")
    .with_label(Span::new(tab, 1), "tab")
}

fn too_deep() -> Diagnostic {
    Diagnostic::new(
        codes::TOO_DEEP,
        Severity::Error,
        format!(
            "the file nests lists and mappings more than {} deep",
            yaml::MAX_DEPTH
        ),
    )
    .with_help("a board file needs 4 levels at most: check the brackets")
}

fn too_many_values(by_aliases: bool) -> Diagnostic {
    Diagnostic::new(
        codes::TOO_MANY_VALUES,
        Severity::Error,
        if by_aliases {
            format!(
                "the file's aliases expand to more than {} values (an alias bomb?)",
                yaml::MAX_NODES
            )
        } else {
            format!("the file holds more than {} values", yaml::MAX_NODES)
        },
    )
    .with_help("write the board without YAML aliases (`*name`), or split it")
}

fn empty_file(at: usize) -> Diagnostic {
    Diagnostic::new(
        codes::EMPTY_FILE,
        Severity::Error,
        "the file holds no board",
    )
    .with_help("a board file needs at least `lines:` or `frame:`; see `savanna schema`")
    .with_label(Span::new(at, 0), "empty")
}

/// A one-character span at `s.offset` (for points such as syntax errors), clamped to the text.
fn point_span(text: &str, s: Span) -> Span {
    if s.len > 0 || s.offset >= text.len() || !text.is_char_boundary(s.offset) {
        return Span::new(s.offset.min(text.len()), s.len);
    }
    let len = text[s.offset..].chars().next().map_or(0, char::len_utf8);
    Span::new(s.offset, len)
}

fn shift_tree(tree: &mut yaml::SpanTree, base: usize) {
    if base == 0 {
        return;
    }
    tree.shift(base);
}

/// A node of the document with its id in the span tree and its span (its own, or the nearest
/// enclosing one when the span tree has no node for it, as inside an alias).
#[derive(Clone, Copy)]
struct At<'a> {
    node: &'a Node,
    id: Option<u32>,
    span: Span,
}

struct Walker<'t> {
    /// The whole file (the spans of `tree` point into it).
    text: &'t str,
    tree: &'t yaml::SpanTree,
    diags: Vec<Diagnostic>,
    snap: f64,
    /// The board's unit, for messages (read before the lengths are).
    units: Units,
    /// Keys suggested for unknown keys by the last [`Walker::map`] call: a key missing because
    /// it was misspelt is reported once, as the unknown key.
    suggested: Vec<&'static str>,
}

/// One entry of a mapping: its key's text and span, and its value.
struct Entry<'a> {
    key: String,
    key_span: Span,
    value: At<'a>,
}

/// A number for messages: plain when moderate, in scientific notation when huge or tiny.
fn num(v: f64) -> String {
    let a = v.abs();
    if a != 0.0 && !(1e-4..1e15).contains(&a) {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

/// The piece kinds the game's rules and checks know.
pub const GAME_PIECE_KINDS: &[&str] = &["lion", "jackal"];

/// The known key closest to `word` (Damerau–Levenshtein distance, via `strsim`), if close
/// enough to be a likely typo: at most 2 edits, or a third of the key's length for long keys.
fn nearest<'k>(word: &str, known: &[&'k str]) -> Option<&'k str> {
    known
        .iter()
        .map(|k| (strsim::damerau_levenshtein(word, k), *k))
        .min()
        .filter(|(d, k)| *d <= 2.max(k.chars().count() / 3) && *d < k.chars().count().max(2))
        .map(|(_, k)| k)
}

impl<'t> Walker<'t> {
    fn error(
        &mut self,
        code: &str,
        span: Span,
        message: impl Into<String>,
        label: impl Into<String>,
        help: impl Into<String>,
    ) {
        self.diags.push(
            Diagnostic::new(code, Severity::Error, message)
                .with_help(help)
                .with_label(span, label),
        );
    }

    fn child<'a>(&self, at: At<'a>, node: &'a Node, i: usize) -> At<'a> {
        let id = at.id.and_then(|p| self.tree.child(p, i));
        At {
            node,
            id,
            span: id.and_then(|c| self.tree.span(c)).unwrap_or(at.span),
        }
    }

    /// A scalar read as a name (a key, a region or line name): text as written. A plain scalar
    /// that YAML resolves to a number, boolean or null (`0x1F`, `1e3`, `0o17`, `1_000`, `.inf`,
    /// `true`, `NO`, `~`) keeps the text the author typed; quoted text is its value. `None` for
    /// lists and mappings.
    fn name_text(&self, at: At<'_>) -> Option<String> {
        match at.node {
            Node::String(s) => Some(s.clone()),
            Node::Int(_) | Node::UInt(_) | Node::Float(_) | Node::Bool(_) | Node::Null => at
                .id
                .and_then(|id| self.tree.plain_text(id, self.text))
                .map(str::to_owned)
                .or_else(|| at.node.key_text()),
            _ => None,
        }
    }

    fn wrong_type(&mut self, at: At<'_>, what: &str, expected: &str, help: &str) {
        self.error(
            codes::WRONG_TYPE,
            at.span,
            format!("{what} must be {expected}, not {}", at.node.kind()),
            format!("expected {expected}"),
            help,
        );
    }

    fn seq<'a>(&mut self, at: At<'a>, what: &str, help: &str) -> Option<Vec<At<'a>>> {
        match at.node {
            Node::Seq(items) => Some(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, n)| self.child(at, n, i))
                    .collect(),
            ),
            _ => {
                self.wrong_type(at, what, "a list", help);
                None
            }
        }
    }

    /// The entries of a mapping, keys checked against `known` (empty: any key), duplicates
    /// reported (the first is kept).
    fn map<'a>(
        &mut self,
        at: At<'a>,
        what: &str,
        known: &[&'static str],
        help: &str,
    ) -> Option<Vec<Entry<'a>>> {
        self.suggested.clear();
        let Node::Map(pairs) = at.node else {
            self.wrong_type(at, what, "a mapping", help);
            return None;
        };
        let mut out: Vec<Entry<'a>> = Vec::new();
        for (i, (k, v)) in pairs.iter().enumerate() {
            let key_at = self.child(at, k, 2 * i);
            let value = self.child(at, v, 2 * i + 1);
            let Some(key) = self.name_text(key_at) else {
                self.wrong_type(
                    key_at,
                    &format!("a key in {what}"),
                    "text",
                    "write the key as plain text",
                );
                continue;
            };
            if !known.is_empty() && !known.contains(&key.as_str()) {
                let (msg, help) = match nearest(&key, known) {
                    Some(s) => {
                        self.suggested.push(s);
                        (
                            format!("unknown key `{key}` in {what}; did you mean `{s}`?"),
                            format!("rename it to `{s}`"),
                        )
                    }
                    None => (
                        format!("unknown key `{key}` in {what}"),
                        format!("the keys of {what} are: {}", known.join(", ")),
                    ),
                };
                self.error(codes::UNKNOWN_KEY, key_at.span, msg, "unknown key", help);
                continue;
            }
            if let Some(first) = out.iter().find(|e| e.key == key) {
                let first_span = first.key_span;
                self.diags.push(
                    Diagnostic::new(
                        codes::DUPLICATE_KEY,
                        Severity::Error,
                        format!("`{key}` appears twice in {what}"),
                    )
                    .with_help("remove or rename one of them (the first one is used)")
                    .with_label(key_at.span, "again here")
                    .with_label(first_span, "first here"),
                );
                continue;
            }
            out.push(Entry {
                key,
                key_span: key_at.span,
                value,
            });
        }
        Some(out)
    }

    fn number(&mut self, at: At<'_>, what: &str) -> Option<f64> {
        let v = match at.node {
            Node::Int(i) => *i as f64,
            Node::UInt(u) => *u as f64,
            Node::Float(f) => *f,
            Node::String(s) if s.trim().parse::<f64>().is_ok_and(|v| !v.is_finite()) => {
                self.error(
                    codes::NOT_FINITE,
                    at.span,
                    format!("{what} is `{s}`, not a finite number"),
                    "not a finite number",
                    "write a finite number (at most about 1e308)",
                );
                return None;
            }
            Node::String(s) if s.trim().replace('_', "").parse::<f64>().is_ok() => {
                self.error(
                    codes::WRONG_TYPE,
                    at.span,
                    format!("{what} is the text `{s}`, not a number"),
                    "text, not a number",
                    "write a plain decimal number, e.g. `12.5`: no quotes, leading zeros or underscores",
                );
                return None;
            }
            _ => {
                self.wrong_type(at, what, "a number", "write a plain number, e.g. `12.5`");
                return None;
            }
        };
        if !v.is_finite() {
            self.error(
                codes::NOT_FINITE,
                at.span,
                format!(
                    "{what} is {}; it must be a finite number",
                    if v.is_nan() { "NaN" } else { "infinite" }
                ),
                "not a finite number",
                "write a finite number",
            );
            return None;
        }
        Some(v)
    }

    /// A number that must lie on the snap grid's range.
    fn coordinate(&mut self, at: At<'_>, what: &str) -> Option<f64> {
        let v = self.number(at, what)?;
        if v.abs() / self.snap > MAX_SNAP_STEPS {
            self.error(
                codes::COORDINATE_TOO_LARGE,
                at.span,
                format!(
                    "{what} is {} {u}, too large for the snap grid of pitch {} {u} (at most 2^40 steps: |v| ≤ {} {u})",
                    num(v),
                    num(self.snap),
                    num(MAX_SNAP_STEPS * self.snap),
                    u = self.units.as_str()
                ),
                "too large",
                "use smaller numbers (a larger `units`), or a coarser `snap:`",
            );
            return None;
        }
        Some(v)
    }

    fn point(&mut self, at: At<'_>, what: &str) -> Option<Point> {
        let help = "write a point as `[x, y]`";
        match at.node {
            Node::Seq(items) if items.len() == 2 => {
                let x = self.child(at, &items[0], 0);
                let y = self.child(at, &items[1], 1);
                let x = self.coordinate(x, &format!("x of {what}"));
                let y = self.coordinate(y, &format!("y of {what}"));
                Some([x?, y?])
            }
            Node::Seq(items) => {
                self.error(
                    codes::WRONG_TYPE,
                    at.span,
                    format!(
                        "{what} must be a point [x, y], not a list of {}",
                        items.len()
                    ),
                    "expected [x, y]",
                    help,
                );
                None
            }
            _ => {
                self.wrong_type(at, what, "a point [x, y]", help);
                None
            }
        }
    }

    fn text(&mut self, at: At<'_>, what: &str) -> Option<String> {
        match at.node {
            Node::String(_) | Node::Int(_) | Node::UInt(_) | Node::Float(_) | Node::Bool(_) => {
                self.name_text(at)
            }
            _ => {
                self.wrong_type(at, what, "text", "write the name as text, e.g. `Oasis`");
                None
            }
        }
    }

    fn name(&mut self, at: At<'_>, name: &str, what: &str) -> bool {
        if name.trim().is_empty() {
            self.error(
                codes::EMPTY_NAME,
                at.span,
                format!("{what} is empty"),
                "empty name",
                "give it a name, or remove it",
            );
            return false;
        }
        true
    }

    fn whole(&mut self, at: At<'_>, what: &str, min: i64, max: i64, code: &str) -> Option<i64> {
        let v = match at.node {
            Node::Int(i) => Some(*i),
            Node::Float(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => Some(*f as i64),
            Node::Float(f) if f.is_finite() && f.fract() != 0.0 => {
                // 2.5 pieces: not out of range, not a whole number at all.
                self.error(
                    code,
                    at.span,
                    format!("{what} must be a whole number, not {}", num(*f)),
                    "not a whole number",
                    format!("write a whole number from {min} to {max}"),
                );
                return None;
            }
            Node::UInt(_) | Node::Float(_) => None,
            _ => {
                self.wrong_type(at, what, "a whole number", "write a whole number, e.g. `3`");
                return None;
            }
        };
        match v {
            Some(v) if (min..=max).contains(&v) => Some(v),
            _ => {
                self.error(
                    code,
                    at.span,
                    format!("{what} must be a whole number from {min} to {max}"),
                    "out of range",
                    format!("write a whole number from {min} to {max}"),
                );
                None
            }
        }
    }

    fn board(&mut self, at: At<'_>) -> Option<Board> {
        let top = self.map(
            at,
            "the board file",
            TOP_KEYS,
            "a board file is a mapping with keys such as `frame:` and `lines:`",
        )?;
        let get = |k: &str| top.iter().find(|e| e.key == k).map(|e| e.value);
        let mut ok = true;

        let units = match get("units") {
            None => Units::Mm,
            Some(v) => self.units(v).unwrap_or_else(|| {
                ok = false;
                Units::Mm
            }),
        };
        let mut snap = DEFAULT_SNAP_FRACTION;
        if let Some(v) = get("snap") {
            match self.number(v, "`snap`") {
                Some(s) if s > 0.0 => snap = s,
                Some(s) => {
                    ok = false;
                    self.error(
                        codes::INVALID_SNAP,
                        v.span,
                        format!("`snap` is {}; it must be positive", num(s)),
                        "not positive",
                        format!("remove `snap:` for the default ({DEFAULT_SNAP_FRACTION} units) or give a positive grid pitch"),
                    );
                }
                None => ok = false,
            }
        }
        self.snap = snap;
        self.units = units;
        let name = match get("name") {
            None => None,
            Some(At {
                node: Node::Null, ..
            }) => None,
            Some(v) => {
                let n = self.text(v, "`name`");
                ok &= n.is_some();
                n
            }
        };
        let frame = match get("frame") {
            None => None,
            Some(v) => {
                let f = self.frame(v);
                ok &= f.is_some();
                f
            }
        };
        let lines = match get("lines") {
            None => Vec::new(),
            Some(v) => self.lines(v).unwrap_or_else(|| {
                ok = false;
                Vec::new()
            }),
        };
        let pieces = match get("pieces") {
            None => {
                let p = default_pieces(units);
                // The default pieces must be measurable on the grid as much as given ones.
                if let (Some(v), Some(small)) = (
                    get("snap"),
                    p.iter().min_by(|a, b| a.diameter.total_cmp(&b.diameter)),
                ) && small.diameter < snap
                {
                    ok = false;
                    self.error(
                        codes::NON_POSITIVE_DIAMETER,
                        v.span,
                        format!(
                            "`snap` is {} {u}, coarser than the default {} ({} {u} across): savanna cannot measure the pieces",
                            num(snap),
                            small.name,
                            num(small.diameter),
                            u = units.as_str()
                        ),
                        "coarser than a piece",
                        "make `snap:` finer than the smallest piece (a tenth of it or less), or give `pieces:` in the board's units",
                    );
                }
                p
            }
            Some(v) => self.pieces(v).unwrap_or_else(|| {
                ok = false;
                Vec::new()
            }),
        };
        let region_names = match get("regions") {
            None => Vec::new(),
            Some(v) => self.regions(v).unwrap_or_else(|| {
                ok = false;
                Vec::new()
            }),
        };
        let setup = match get("setup") {
            None => None,
            Some(v) => {
                let s = self.setup(v, &region_names);
                ok &= s.is_some();
                s
            }
        };
        let rules = match get("rules") {
            None => Rules::default(),
            Some(v) => self.rules(v).unwrap_or_else(|| {
                ok = false;
                Rules::default()
            }),
        };
        let game = match get("game") {
            None => crate::game::GameRules::default(),
            Some(v) => self.game(v).unwrap_or_else(|| {
                ok = false;
                crate::game::GameRules::default()
            }),
        };
        ok.then_some(Board {
            name,
            units,
            frame,
            lines,
            pieces,
            region_names,
            setup,
            snap,
            rules,
            game,
        })
    }

    fn units(&mut self, at: At<'_>) -> Option<Units> {
        const ALL: [Units; 4] = [Units::Mm, Units::Cm, Units::M, Units::In];
        let Node::String(s) = at.node else {
            self.wrong_type(
                at,
                "`units`",
                "one of mm, cm, m, in",
                "write e.g. `units: mm`",
            );
            return None;
        };
        if let Some(u) = ALL.iter().find(|u| u.as_str() == s) {
            return Some(*u);
        }
        let names: Vec<&str> = ALL.iter().map(|u| u.as_str()).collect();
        let suggestion = match s.to_ascii_lowercase().trim() {
            "millimetre" | "millimeter" | "millimetres" | "millimeters" => Some("mm"),
            "centimetre" | "centimeter" | "centimetres" | "centimeters" => Some("cm"),
            "metre" | "meter" | "metres" | "meters" => Some("m"),
            "inch" | "inches" | "\"" => Some("in"),
            l => names
                .iter()
                .find(|n| **n == l)
                .copied()
                .or_else(|| nearest(l, &names)),
        };
        let help = match suggestion {
            Some(n) => format!("write `units: {n}`"),
            None => "write one of mm, cm, m, in".into(),
        };
        self.error(
            codes::UNKNOWN_UNIT,
            at.span,
            format!("unknown unit `{s}`; the units are mm, cm, m and in"),
            "unknown unit",
            help,
        );
        None
    }

    fn frame(&mut self, at: At<'_>) -> Option<Frame> {
        let entries = self.map(
            at,
            "`frame`",
            FRAME_KEYS,
            "write `frame: {width: 420, height: 297}` or `frame: {polygon: [[x, y], ...]}`",
        )?;
        let get = |k: &str| entries.iter().find(|e| e.key == k);
        let (w, h, p) = (get("width"), get("height"), get("polygon"));
        if let Some(p) = p {
            if let Some(other) = w.or(h) {
                self.diags.push(
                    Diagnostic::new(
                        codes::FRAME_CONFLICT,
                        Severity::Error,
                        "`frame` has both a `polygon` and a rectangle size",
                    )
                    .with_help("keep either `width`/`height` or `polygon`")
                    .with_label(other.key_span, "rectangle")
                    .with_label(p.key_span, "polygon"),
                );
                return None;
            }
            return self.polygon(p.value).map(|ring| Frame {
                shape: FrameShape::Polygon(ring),
                span: at.span,
            });
        }
        match (w, h) {
            (Some(w), Some(h)) => {
                let width = self.size(w.value, "the frame's `width`");
                let height = self.size(h.value, "the frame's `height`");
                Some(Frame {
                    shape: FrameShape::Rect {
                        width: width?,
                        height: height?,
                    },
                    span: at.span,
                })
            }
            (w, h) => {
                let missing = match (w, h) {
                    (Some(_), None) => "`height`",
                    (None, Some(_)) => "`width`",
                    _ => "`width` and `height` (or `polygon`)",
                };
                if !self.suggested.is_empty() {
                    return None;
                }
                self.error(
                    codes::MISSING_KEY,
                    at.span,
                    format!("`frame` lacks {missing}"),
                    format!("no {missing}"),
                    "a frame is `{width: W, height: H}` or `{polygon: [[x, y], ...]}`",
                );
                None
            }
        }
    }

    fn size(&mut self, at: At<'_>, what: &str) -> Option<f64> {
        let v = self.coordinate(at, what)?;
        if v <= 0.0 {
            self.error(
                codes::NON_POSITIVE_SIZE,
                at.span,
                format!("{what} is {}; it must be positive", num(v)),
                "not positive",
                "give a positive size in the board's units",
            );
            return None;
        }
        Some(v)
    }

    fn polygon(&mut self, at: At<'_>) -> Option<Vec<Point>> {
        let items = self.seq(
            at,
            "the frame's `polygon`",
            "write `polygon: [[x, y], [x, y], [x, y], ...]`",
        )?;
        if items.len() > MAX_FRAME_POINTS {
            self.error(
                codes::TOO_MANY_FRAME_POINTS,
                at.span,
                format!(
                    "the frame polygon has {} corners, more than the limit of {MAX_FRAME_POINTS}",
                    items.len()
                ),
                "too many corners",
                "simplify the frame outline",
            );
            return None;
        }
        let mut pts = Vec::with_capacity(items.len());
        let mut spans = Vec::with_capacity(items.len());
        let mut ok = true;
        for (i, it) in items.iter().enumerate() {
            match self.point(*it, &format!("`frame.polygon[{i}]`")) {
                Some(p) => {
                    pts.push(p);
                    spans.push(it.span);
                }
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        // A repeated closing point is accepted and dropped.
        if pts.len() > 1 && pts.first() == pts.last() {
            pts.pop();
            spans.pop();
        }
        if pts.len() < 3 {
            self.error(
                codes::FRAME_TOO_FEW_POINTS,
                at.span,
                format!(
                    "the frame polygon has {} distinct corners; it needs at least 3",
                    pts.len()
                ),
                "too few corners",
                "give the frame's corners in order, at least 3",
            );
            return None;
        }
        if let Some((i, j, what)) = self_intersection(&pts) {
            let n = pts.len();
            let mut d = Diagnostic::new(
                codes::FRAME_SELF_INTERSECTION,
                Severity::Error,
                format!("the frame polygon is not simple: {what}"),
            )
            .with_help("list the corners in order around the outline, each once, so that no two edges meet except neighbors at their shared corner")
            .with_label(spans[i], format!("edge {}–{} starts here", i + 1, (i + 1) % n + 1));
            if j != i {
                d = d.with_label(
                    spans[j],
                    format!("edge {}–{} starts here", j + 1, (j + 1) % n + 1),
                );
            }
            self.diags.push(d);
            return None;
        }
        Some(pts)
    }

    fn lines(&mut self, at: At<'_>) -> Option<Vec<Line>> {
        let help = "write `lines: [[[x, y], [x, y]], ...]` or long-form entries `{from: [x, y], to: [x, y]}`";
        if let Node::Seq(items) = at.node
            && items.len() > MAX_LINES
        {
            self.error(
                codes::TOO_MANY_LINES,
                at.span,
                format!(
                    "the board has {} lines, more than the limit of {MAX_LINES}",
                    items.len()
                ),
                "too many lines",
                "split the board, or check that this is the right file",
            );
            return None;
        }
        let items = self.seq(at, "`lines`", help)?;
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for (i, it) in items.iter().enumerate() {
            match self.line(*it, i) {
                Some(l) => out.push(l),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    fn line(&mut self, at: At<'_>, i: usize) -> Option<Line> {
        let what = format!("line {}", i + 1);
        let (from, to, name) = match at.node {
            Node::Seq(items) if items.len() == 2 => {
                let a = self.child(at, &items[0], 0);
                let b = self.child(at, &items[1], 1);
                let from = self.point(a, &format!("the start of {what}"));
                let to = self.point(b, &format!("the end of {what}"));
                (from?, to?, None)
            }
            Node::Seq(items) => {
                self.error(
                    codes::WRONG_TYPE,
                    at.span,
                    format!(
                        "{what} must be two points [[x, y], [x, y]], not a list of {}",
                        items.len()
                    ),
                    "expected [[x, y], [x, y]]",
                    "a short-form line is `[[x1, y1], [x2, y2]]`",
                );
                return None;
            }
            Node::Map(_) => {
                let entries = self.map(at, &what, LINE_KEYS, "")?;
                let get = |k: &str| entries.iter().find(|e| e.key == k).map(|e| e.value);
                let (f, t) = (get("from"), get("to"));
                let misspelt = |k: &str| self.suggested.contains(&k);
                if (f.is_none() && !misspelt("from")) || (t.is_none() && !misspelt("to")) {
                    let missing = match (f, t) {
                        (None, None) => "`from` and `to`",
                        (None, _) => "`from`",
                        _ => "`to`",
                    };
                    self.error(
                        codes::MISSING_KEY,
                        at.span,
                        format!("{what} lacks {missing}"),
                        format!("no {missing}"),
                        "a long-form line is `{from: [x, y], to: [x, y], name: optional}`",
                    );
                }
                let from = f.and_then(|f| self.point(f, &format!("`from` of {what}")));
                let to = t.and_then(|t| self.point(t, &format!("`to` of {what}")));
                let name = match get("name") {
                    None
                    | Some(At {
                        node: Node::Null, ..
                    }) => None,
                    Some(n) => {
                        let s = self.text(n, &format!("the name of {what}"));
                        match s {
                            Some(s) if self.name(n, &s, &format!("the name of {what}")) => Some(s),
                            _ => return None,
                        }
                    }
                };
                (from?, to?, name)
            }
            _ => {
                self.wrong_type(
                    at,
                    &what,
                    "a line",
                    "write `[[x1, y1], [x2, y2]]` or `{from: [x1, y1], to: [x2, y2]}`",
                );
                return None;
            }
        };
        if from == to {
            self.diags.push(
                Diagnostic::new(
                    codes::ZERO_LENGTH_LINE,
                    Severity::Warning,
                    format!(
                        "{what} starts and ends at the same point ({}, {})",
                        num(from[0]),
                        num(from[1])
                    ),
                )
                .with_help("remove it, or move one end: it draws nothing and bounds no region")
                .with_label(at.span, "zero length"),
            );
        }
        Some(Line {
            from,
            to,
            name,
            span: at.span,
        })
    }

    /// The entries of a mapping from names to values (`pieces:`, `regions:`) whose names are
    /// valid, and whether every name was (each invalid one is reported by [`Walker::name`]).
    fn named_entries<'a>(
        &mut self,
        at: At<'a>,
        what: &str,
        help: &str,
        name_kind: &str,
    ) -> Option<(Vec<Entry<'a>>, bool)> {
        let entries = self.map(at, what, &[], help)?;
        let mut ok = true;
        let valid = entries
            .into_iter()
            .filter(|e| {
                let good = self.name(
                    At {
                        span: e.key_span,
                        ..e.value
                    },
                    &e.key,
                    name_kind,
                );
                ok &= good;
                good
            })
            .collect();
        Some((valid, ok))
    }

    fn pieces(&mut self, at: At<'_>) -> Option<Vec<PieceKind>> {
        let (entries, mut ok) = self.named_entries(
            at,
            "`pieces`",
            "write `pieces: {lion: {diameter: 30, count: 3}, jackal: {diameter: 20, count: 9}}`",
            "a piece kind's name",
        )?;
        let mut out = Vec::new();
        for e in &entries {
            let what = format!("piece kind `{}`", e.key);
            if !GAME_PIECE_KINDS.contains(&e.key.as_str()) {
                let (message, help) = match nearest(&e.key, GAME_PIECE_KINDS) {
                    Some(k) => (
                        format!("{what} is not one the game uses; did you mean `{k}`?"),
                        format!("rename it to `{k}`: the game's checks use only `lion` and `jackal`"),
                    ),
                    None => (
                        format!("{what} is not one the game uses"),
                        "its pieces are packed, but the game's checks use only `lion` and `jackal`: name the kinds so, or ignore this for a variant".to_string(),
                    ),
                };
                self.diags.push(
                    Diagnostic::new(codes::UNKNOWN_PIECE_KIND, Severity::Warning, message)
                        .with_help(help)
                        .with_label(e.key_span, "not lion or jackal"),
                );
            }
            let Some(fields) = self.map(
                e.value,
                &what,
                PIECE_KEYS,
                "write `{diameter: 30, count: 3}`",
            ) else {
                ok = false;
                continue;
            };
            let get = |k: &str| fields.iter().find(|f| f.key == k).map(|f| f.value);
            let (d, c) = (get("diameter"), get("count"));
            if (d.is_none() && !self.suggested.contains(&"diameter"))
                || (c.is_none() && !self.suggested.contains(&"count"))
            {
                let missing = if d.is_none() { "`diameter`" } else { "`count`" };
                self.error(
                    codes::MISSING_KEY,
                    e.value.span,
                    format!("{what} lacks {missing}"),
                    format!("no {missing}"),
                    "a piece kind is `{diameter: D, count: N}` (D in the board's units)",
                );
                ok = false;
            }
            let diameter = d.and_then(|d| {
                let v = self.coordinate(d, &format!("the diameter of {what}"))?;
                if v <= 0.0 {
                    self.error(
                        codes::NON_POSITIVE_DIAMETER,
                        d.span,
                        format!("the diameter of {what} is {}; it must be positive", num(v)),
                        "not positive",
                        "give the disc's diameter in the board's units",
                    );
                    return None;
                }
                if v < self.snap {
                    self.error(
                        codes::NON_POSITIVE_DIAMETER,
                        d.span,
                        format!(
                            "the diameter of {what} is {} {u}, smaller than the snap grid ({} {u}): savanna cannot measure it",
                            num(v),
                            num(self.snap),
                            u = self.units.as_str()
                        ),
                        "below the snap grid",
                        "give the disc's diameter in the board's units (check `units:`), or make `snap:` finer",
                    );
                    return None;
                }
                Some(v)
            });
            let count = c.and_then(|c| {
                self.whole(
                    c,
                    &format!("the count of {what}"),
                    0,
                    i64::from(MAX_PIECE_COUNT),
                    codes::INVALID_COUNT,
                )
            });
            match (diameter, count) {
                (Some(diameter), Some(count)) => out.push(PieceKind {
                    name: e.key.clone(),
                    diameter,
                    count: count as u32,
                    span: Some(Span::new(
                        e.key_span.offset,
                        (e.value.span.offset + e.value.span.len).saturating_sub(e.key_span.offset),
                    )),
                }),
                _ => ok = false,
            }
        }
        ok.then_some(out)
    }

    fn regions(&mut self, at: At<'_>) -> Option<Vec<RegionName>> {
        let (entries, mut ok) = self.named_entries(
            at,
            "`regions`",
            "write `regions: {Oasis: [x, y], ...}`",
            "a region name",
        )?;
        let mut out = Vec::new();
        for e in &entries {
            match self.point(e.value, &format!("the point of region `{}`", e.key)) {
                Some(point) => out.push(RegionName {
                    name: e.key.clone(),
                    point,
                    span: Span::new(
                        e.key_span.offset,
                        (e.value.span.offset + e.value.span.len).saturating_sub(e.key_span.offset),
                    ),
                }),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    fn region_ref(&mut self, at: At<'_>, names: &[RegionName], what: &str) -> Option<SpannedRef> {
        // A name as written wins over an id: `lions: [0x1F]` with a region named `0x1F` means
        // that region, not region 31.
        if let Some(written) = self.name_text(at)
            && names.iter().any(|n| n.name == written)
        {
            return Some(SpannedRef {
                region: RegionRef::Name(written),
                span: at.span,
            });
        }
        let region = match at.node {
            Node::String(s) => {
                if !names.iter().any(|n| &n.name == s) {
                    let known: Vec<&str> = names.iter().map(|n| n.name.as_str()).collect();
                    let help = match nearest(s, &known) {
                        Some(k) => format!("did you mean `{k}`?"),
                        None if known.is_empty() => {
                            "name regions under `regions:` first, or use a region id (1..n)".into()
                        }
                        None => format!("the named regions are: {}", known.join(", ")),
                    };
                    self.error(
                        codes::UNKNOWN_REGION,
                        at.span,
                        format!("{what}: no region is named `{s}`"),
                        "unknown region",
                        help,
                    );
                    return None;
                }
                RegionRef::Name(s.clone())
            }
            Node::Int(_) | Node::UInt(_) | Node::Float(_) => {
                let id = self.whole(
                    at,
                    &format!("{what} (a region id)"),
                    1,
                    i64::from(u32::MAX),
                    codes::INVALID_REGION_ID,
                )?;
                RegionRef::Id(id as u32)
            }
            _ => {
                self.wrong_type(
                    at,
                    what,
                    "a region name or id",
                    "write a name from `regions:` or a region id",
                );
                return None;
            }
        };
        Some(SpannedRef {
            region,
            span: at.span,
        })
    }

    fn setup(&mut self, at: At<'_>, names: &[RegionName]) -> Option<Setup> {
        let entries = self.map(
            at,
            "`setup`",
            SETUP_KEYS,
            "write `setup: {lions: [A, B, C], jackals: D}`",
        )?;
        let mut setup = Setup {
            span: at.span,
            ..Setup::default()
        };
        let mut ok = true;
        for e in &entries {
            match e.key.as_str() {
                "lions" => {
                    let Some(items) = self.seq(
                        e.value,
                        "`setup.lions`",
                        "write `lions: [A, B, 3]`, one region per lion",
                    ) else {
                        ok = false;
                        continue;
                    };
                    for (i, it) in items.iter().enumerate() {
                        match self.region_ref(*it, names, &format!("`setup.lions[{i}]`")) {
                            Some(r) => setup.lions.push(r),
                            None => ok = false,
                        }
                    }
                }
                _ => match self.region_ref(e.value, names, "`setup.jackals`") {
                    Some(r) => setup.jackals = Some(r),
                    None => ok = false,
                },
            }
        }
        ok.then_some(setup)
    }

    fn rules(&mut self, at: At<'_>) -> Option<Rules> {
        let entries = self.map(
            at,
            "`rules`",
            RULE_KEYS,
            "write e.g. `rules: {min_regions: 8, max_regions: 12}`",
        )?;
        let mut r = Rules {
            span: Some(at.span),
            ..Rules::default()
        };
        let mut ok = true;
        let mut bounds: Option<(Span, Span)> = None;
        let (mut min_span, mut max_span) = (None, None);
        for e in &entries {
            let what = format!("`rules.{}`", e.key);
            match e.key.as_str() {
                "min_regions" | "max_regions" | "min_pack_distance" => {
                    let lo = i64::from(e.key != "min_pack_distance");
                    match self.whole(e.value, &what, lo, 1_000_000, codes::INVALID_RULE) {
                        Some(v) => match e.key.as_str() {
                            "min_regions" => {
                                r.min_regions = v as u32;
                                min_span = Some(e.value.span);
                            }
                            "max_regions" => {
                                r.max_regions = v as u32;
                                max_span = Some(e.value.span);
                            }
                            _ => r.min_pack_distance = v as u32,
                        },
                        None => ok = false,
                    }
                }
                "max_area_ratio" => {
                    match self.number(e.value, &what) {
                        Some(v) if v >= 1.0 => r.max_area_ratio = v,
                        Some(v) => {
                            ok = false;
                            self.error(codes::INVALID_RULE, e.value.span, format!("{what} is {}; a ratio of largest to smallest area is at least 1", num(v)), "below 1", "give a ratio of 1 or more, e.g. 8");
                        }
                        None => ok = false,
                    }
                }
                _ => match self.coordinate(e.value, &what) {
                    Some(v) if v >= 0.0 => r.min_border_length = Some(v),
                    Some(v) => {
                        ok = false;
                        self.error(
                            codes::INVALID_RULE,
                            e.value.span,
                            format!("{what} is {}; a length cannot be negative", num(v)),
                            "negative",
                            "give a length of 0 or more in the board's units",
                        );
                    }
                    None => ok = false,
                },
            }
        }
        if r.min_regions > r.max_regions {
            bounds = Some((min_span.unwrap_or(at.span), max_span.unwrap_or(at.span)));
        }
        if let Some((a, b)) = bounds {
            ok = false;
            self.diags.push(
                Diagnostic::new(
                    codes::INVALID_RULE,
                    Severity::Error,
                    format!(
                        "`rules.min_regions` ({}) is above `rules.max_regions` ({})",
                        r.min_regions, r.max_regions
                    ),
                )
                .with_help("make `min_regions` at most `max_regions`")
                .with_label(a, "minimum")
                .with_label(b, "maximum"),
            );
        }
        ok.then_some(r)
    }
}

impl Walker<'_> {
    /// The `game:` section: every option of [`crate::game::GameRules`], each checked.
    fn game(&mut self, at: At<'_>) -> Option<crate::game::GameRules> {
        use crate::game::rules::{Fit, Freeze, QuietRule, SetupRule};
        let entries = self.map(
            at,
            "`game`",
            crate::game::rules::GAME_KEYS,
            "write e.g. `game: {quiet_rounds: 5, first: jackals}`",
        )?;
        let mut g = crate::game::GameRules::default();
        let mut ok = true;
        for e in &entries {
            let what = format!("`game.{}`", e.key);
            let code = codes::INVALID_GAME_OPTION;
            let key = e.key.as_str();
            match key {
                "lion_strength" | "quiet_rounds" | "max_rounds" | "lion_points"
                | "jackal_points" => {
                    let (lo, hi) = match key {
                        "lion_strength" => (1, 1000),
                        "quiet_rounds" => (0, 1_000_000),
                        "max_rounds" => (1, 1_000_000),
                        _ => (0, 1000),
                    };
                    match self.whole(e.value, &what, lo, hi, code) {
                        Some(v) => {
                            let v = v as u32;
                            match key {
                                "lion_strength" => g.lion_strength = v,
                                "quiet_rounds" => g.quiet_rounds = v,
                                "max_rounds" => g.max_rounds = v,
                                "lion_points" => g.lion_points = v,
                                _ => g.jackal_points = v,
                            }
                        }
                        None => ok = false,
                    }
                }
                "combined_attack" | "pack_leaves_one" | "gathered_lions_disperse" => {
                    match e.value.node {
                        Node::Bool(b) => match key {
                            "combined_attack" => g.combined_attack = *b,
                            "pack_leaves_one" => g.pack_leaves_one = *b,
                            _ => g.gathered_lions_disperse = *b,
                        },
                        _ => {
                            ok = false;
                            self.wrong_type(
                                e.value,
                                &what,
                                "true or false",
                                "write `true` or `false`",
                            );
                        }
                    }
                }
                _ => {
                    let choices: &[&str] = match key {
                        "freeze" => &["region", "pieces"],
                        "fit" => &["at_entry", "after_capture"],
                        "quiet" => &["no_capture", "no_capture_possible"],
                        "first" => &["jackals", "lions"],
                        _ => &["board", "random"],
                    };
                    let text = match e.value.node {
                        Node::String(s) => Some(s.as_str()),
                        _ => None,
                    };
                    match text.and_then(|t| choices.iter().position(|c| *c == t)) {
                        Some(i) => match key {
                            "freeze" => g.freeze = [Freeze::Region, Freeze::Pieces][i],
                            "fit" => g.fit = [Fit::AtEntry, Fit::AfterCapture][i],
                            "quiet" => {
                                g.quiet = [QuietRule::NoCapture, QuietRule::NoCapturePossible][i]
                            }
                            "first" => g.first = [Side::Jackals, Side::Lions][i],
                            _ => g.setup = [SetupRule::Board, SetupRule::Random][i],
                        },
                        None => {
                            ok = false;
                            let help = match text.and_then(|t| nearest(t, choices)) {
                                Some(c) => format!("did you mean `{c}`?"),
                                None => format!("write one of: {}", choices.join(", ")),
                            };
                            self.error(
                                code,
                                e.value.span,
                                format!("{what} must be one of {}", choices.join(", ")),
                                "not a choice",
                                help,
                            );
                        }
                    }
                }
            }
        }
        ok.then_some(g)
    }
}

use crate::game::Side;

/// The first pair of edges of the closed ring `pts` that meet other than at the shared corner
/// of neighboring edges: `(i, j, what)` with edge `k` running from `pts[k]` to
/// `pts[(k + 1) % n]`. Exact (Shewchuk's orientation predicate from the `robust` crate);
/// `O(n²)`.
fn self_intersection(pts: &[Point]) -> Option<(usize, usize, String)> {
    let n = pts.len();
    let c = |p: Point| robust::Coord { x: p[0], y: p[1] };
    let orient = |a: Point, b: Point, p: Point| {
        let o = robust::orient2d(c(a), c(b), c(p));
        (o > 0.0) as i8 - (o < 0.0) as i8
    };
    // p on the closed segment a-b, given collinear.
    let within = |a: Point, b: Point, p: Point| {
        p[0] >= a[0].min(b[0])
            && p[0] <= a[0].max(b[0])
            && p[1] >= a[1].min(b[1])
            && p[1] <= a[1].max(b[1])
    };
    // Corners are numbered from 1 in messages, as in the file; edge `k` runs from corner `k` to
    // the next one.
    let edge = |k: usize| format!("{}–{}", k + 1, (k + 1) % n + 1);
    for i in 0..n {
        let (a, b) = (pts[i], pts[(i + 1) % n]);
        if a == b {
            return Some((
                i,
                i,
                format!(
                    "corners {} and {} are the same point",
                    i + 1,
                    (i + 1) % n + 1
                ),
            ));
        }
    }
    if (0..n).all(|i| orient(pts[0], pts[1], pts[i]) == 0) {
        return Some((0, 0, "all corners lie on one line: it has no area".into()));
    }
    for i in 0..n {
        let (a, b) = (pts[i], pts[(i + 1) % n]);
        for j in i + 1..n {
            let (p, q) = (pts[j], pts[(j + 1) % n]);
            let adjacent_next = j == i + 1;
            let adjacent_prev = i == 0 && j == n - 1;
            if adjacent_next || adjacent_prev {
                // Shared corner v; other ends u (of the first edge) and w.
                let (u, v, w) = if adjacent_next { (a, b, q) } else { (b, a, p) };
                if orient(u, v, w) == 0
                    && (u[0] - v[0]) * (w[0] - v[0]) + (u[1] - v[1]) * (w[1] - v[1]) > 0.0
                {
                    return Some((
                        i,
                        j,
                        format!(
                            "edges {} and {} fold back over each other",
                            edge(i),
                            edge(j)
                        ),
                    ));
                }
                continue;
            }
            let (o1, o2) = (orient(a, b, p), orient(a, b, q));
            let (o3, o4) = (orient(p, q, a), orient(p, q, b));
            let crosses = o1 * o2 < 0 && o3 * o4 < 0;
            let touches = (o1 == 0 && within(a, b, p))
                || (o2 == 0 && within(a, b, q))
                || (o3 == 0 && within(p, q, a))
                || (o4 == 0 && within(p, q, b));
            if crosses || touches {
                let verb = if crosses { "cross" } else { "touch" };
                return Some((i, j, format!("edges {} and {} {verb}", edge(i), edge(j))));
            }
        }
    }
    None
}

/// The board file as a serde + schemars model: the source of the input JSON Schema
/// ([`input_schema`], `schemas/board.schema.json`, `savanna schema`).
///
/// [`load`] does not deserialise into these types: it walks the document itself so that it can
/// report every problem at once, each at its place. The loader's tests check that both agree
/// (the same keys, and every valid fixture deserialises into [`file::BoardFile`]).
pub mod file {
    use crate::input::units::Units;
    use serde::{Deserialize, Serialize};
    use std::collections::BTreeMap;

    /// A point `[x, y]` in board units; x to the right, y **down**, origin top-left.
    pub type PointFile = [f64; 2];

    /// A *Lions and Jackals* board file (YAML, or JSON). Every length is in `units`.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
    #[serde(deny_unknown_fields)]
    #[schemars(title = "savanna board file")]
    pub struct BoardFile {
        /// The board's name.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "String")]
        pub name: Option<String>,
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
        /// Region names: name → a point inside the named region.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "BTreeMap<String, PointFile>")]
        pub regions: Option<BTreeMap<String, PointFile>>,
        /// The start position.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "SetupFile")]
        pub setup: Option<SetupFile>,
        /// Snap-rounding grid pitch in board units (default 1e-6): endpoints closer than this
        /// meet.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(extend("exclusiveMinimum" = 0))]
        #[schemars(with = "f64")]
        pub snap: Option<f64>,
        /// Thresholds of the rule checks.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "RulesFile")]
        pub rules: Option<RulesFile>,
        /// The game's options (rules engine, `play`, `balance`); every key optional.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "crate::game::GameRules")]
        pub game: Option<crate::game::GameRules>,
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
        pub polygon: Vec<PointFile>,
    }

    /// One line: short form `[from, to]` or long form `{from, to, name}`.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
    #[serde(untagged)]
    pub enum LineFile {
        /// `[[x1, y1], [x2, y2]]`.
        Short([PointFile; 2]),
        /// `{from: [x1, y1], to: [x2, y2], name: river}`.
        Long(LongLineFile),
    }

    /// A line in long form.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
    #[serde(deny_unknown_fields)]
    pub struct LongLineFile {
        /// Start point.
        pub from: PointFile,
        /// End point.
        pub to: PointFile,
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
}

/// The JSON Schema (draft 2020-12) of the board file, generated from [`file::BoardFile`].
///
/// ```
/// let s = savanna::input::board::input_schema();
/// assert_eq!(s["title"], "savanna board file");
/// assert!(s["properties"]["lines"].is_object());
/// ```
pub fn input_schema() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(file::BoardFile)).unwrap_or_default()
}
