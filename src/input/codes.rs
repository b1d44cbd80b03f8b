//! Stable diagnostic codes of the loader, all `savanna::input::*`.

/// The file is larger than [`super::model::MAX_FILE_BYTES`].
pub const TOO_LARGE: &str = "savanna::input::too-large";
/// The document has more than [`crate::input::yaml::MAX_NODES`] values once aliases are expanded
/// (an alias bomb, or simply too much data).
pub const TOO_MANY_VALUES: &str = "savanna::input::too-many-values";
/// Nesting deeper than [`crate::input::yaml::MAX_DEPTH`].
pub const TOO_DEEP: &str = "savanna::input::too-deep";
/// More than [`super::model::MAX_LINES`] lines.
pub const TOO_MANY_LINES: &str = "savanna::input::too-many-lines";
/// A frame polygon with more than [`super::model::MAX_FRAME_POINTS`] corners.
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
/// A coordinate or length too large for the snap grid ([`super::model::MAX_SNAP_STEPS`]).
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
