//! Tiling a board that is larger than the printable area of one sheet of paper.
//!
//! Lengths are millimetres. "Sheet mm" measure the board's drawing at true scale from the
//! top-left corner of its frame's bounding box ([`crate::output::render::svg::print_bounds`]:
//! a frame drawn away from the origin costs no paper for the space before it). On paper, every page
//! keeps a margin (home printers cannot print the edge) and a footer strip for the page label
//! and the assembly map; the rest, the content area, shows one tile of the board. Neighboring
//! tiles share an overlap strip that is cut on one page and glued under the other.

use crate::output::render::OptionsError;
use crate::output::render::paper::{Orientation, Paper};
use crate::output::render::svg::print_bounds;
use crate::validated::ValidatedBoard;

/// Default margin on every side of a page, mm.
pub const DEFAULT_MARGIN_MM: f64 = 10.0;

/// Default width of the overlap strip between neighboring tiles, mm.
pub const DEFAULT_OVERLAP_MM: f64 = 10.0;

/// Height of the footer strip at the bottom of the printable area (page label, assembly map), mm.
pub const FOOTER_MM: f64 = 16.0;

/// Most pages a plan may have; larger boards need a larger paper size.
pub const MAX_PAGES: usize = 500;

/// Accepted page margin, mm: up to 50 (a margin no printer needs, and A6 paper still has room).
pub const MARGIN_RANGE_MM: std::ops::RangeInclusive<f64> = 0.0..=50.0;

/// Accepted overlap between neighboring tiles, mm: up to 50 (wider strips only waste paper;
/// the overlap is also capped at half a tile).
pub const OVERLAP_RANGE_MM: std::ops::RangeInclusive<f64> = 0.0..=50.0;

/// Accepted range of each scale-correction factor.
pub const SCALE_CORRECTION_RANGE: std::ops::RangeInclusive<f64> = 0.8..=1.25;

/// Parses a `--scale-correction` value: `X,Y` or one factor for both axes, each in
/// [`SCALE_CORRECTION_RANGE`].
///
/// ```
/// use savanna::output::render::tile::parse_scale_correction;
/// assert_eq!(parse_scale_correction("1.005,0.998").unwrap(), [1.005, 0.998]);
/// assert_eq!(parse_scale_correction("1.01").unwrap(), [1.01, 1.01]);
/// assert!(parse_scale_correction("2").is_err());
/// ```
///
/// # Errors
/// A message when a factor is not a number or lies outside the range.
pub fn parse_scale_correction(s: &str) -> Result<[f64; 2], OptionsError> {
    let parse = |t: &str| -> Result<f64, OptionsError> {
        let v: f64 = t
            .trim()
            .parse()
            .map_err(|_| OptionsError::NotANumber(t.to_string()))?;
        if SCALE_CORRECTION_RANGE.contains(&v) {
            Ok(v)
        } else {
            Err(OptionsError::ScaleCorrectionArgument(v))
        }
    };
    match s.split_once(',') {
        Some((x, y)) => Ok([parse(x)?, parse(y)?]),
        None => {
            let v = parse(s)?;
            Ok([v, v])
        }
    }
}

/// How to cut the board into pages.
#[derive(Debug, Clone, PartialEq)]
pub struct TileOptions {
    /// Paper size.
    pub paper: Paper,
    /// Orientation; `None` picks the one that needs fewer pages (portrait on a tie unless the
    /// board is wider than tall).
    pub orientation: Option<Orientation>,
    /// Unprintable margin on every side, mm, in [`MARGIN_RANGE_MM`].
    pub margin_mm: f64,
    /// Overlap strip between neighboring tiles, mm of the board, in [`OVERLAP_RANGE_MM`].
    pub overlap_mm: f64,
    /// Factors `[x, y]` applied to everything printed, to compensate a printer that prints a few
    /// tenths of a percent off: a printer that makes a 100 mm square 99.5 mm wide needs
    /// `x = 100 / 99.5`. `[1, 1]` by default; each in [`SCALE_CORRECTION_RANGE`].
    pub scale_correction: [f64; 2],
}

impl Default for TileOptions {
    fn default() -> Self {
        TileOptions {
            paper: Paper::a4(),
            orientation: None,
            margin_mm: DEFAULT_MARGIN_MM,
            overlap_mm: DEFAULT_OVERLAP_MM,
            scale_correction: [1.0, 1.0],
        }
    }
}

/// One page's piece of the board.
#[derive(Debug, Clone, PartialEq)]
pub struct Tile {
    /// Row, 0 at the top.
    pub row: usize,
    /// Column, 0 at the left.
    pub col: usize,
    /// Grid label: row letter(s) and column number from 1, e.g. `A1`, `B3`, `AA2`.
    pub label: String,
    /// Top-left corner of the tile in sheet mm (may be negative: the board is centred on the
    /// tiles).
    pub origin_mm: [f64; 2],
}

/// How a board is cut into pages.
#[derive(Debug, Clone, PartialEq)]
pub struct TilePlan {
    /// Paper `[width, height]` in mm, as oriented.
    pub paper_mm: [f64; 2],
    /// The orientation chosen.
    pub orientation: Orientation,
    /// Number of rows of tiles.
    pub rows: usize,
    /// Number of columns of tiles.
    pub cols: usize,
    /// The content area of a page in sheet mm (equal to paper mm when there is no scale
    /// correction): every tile has this size.
    pub content_mm: [f64; 2],
    /// The overlap strip in sheet mm (the requested one, or half the content size when that is
    /// smaller).
    pub overlap_mm: [f64; 2],
    /// The board's extent in sheet mm.
    pub sheet_mm: [f64; 2],
    /// The tiles, row by row.
    pub tiles: Vec<Tile>,
    /// The options the plan was made with.
    pub options: TileOptions,
}

impl TilePlan {
    /// Number of tiles.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// True when there are no tiles (never, for a plan from [`plan`]).
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The distance between the origins of neighboring tiles, sheet mm.
    pub fn step_mm(&self) -> [f64; 2] {
        [
            self.content_mm[0] - self.overlap_mm[0],
            self.content_mm[1] - self.overlap_mm[1],
        ]
    }
}

/// `A`, `B`, …, `Z`, `AA`, `AB`, … for rows `0, 1, …`.
pub fn row_letters(mut row: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'A' + (row % 26) as u8);
        if row < 26 {
            break;
        }
        row = row / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

fn count(extent: f64, content: f64, overlap: f64) -> usize {
    if extent <= content {
        1
    } else {
        ((extent - overlap) / (content - overlap)).ceil().max(1.0) as usize
    }
}

/// Paper size (mm), content size and overlap (sheet mm) of one orientation.
type Geometry = ([f64; 2], [f64; 2], [f64; 2]);

/// Validates the options; returns the content size and overlap in sheet mm for an orientation.
fn geometry(o: &TileOptions, orient: Orientation) -> Result<Geometry, OptionsError> {
    let [cx, cy] = o.scale_correction;
    for c in [cx, cy] {
        if !SCALE_CORRECTION_RANGE.contains(&c) {
            return Err(OptionsError::ScaleCorrection(c));
        }
    }
    if !MARGIN_RANGE_MM.contains(&o.margin_mm) {
        return Err(OptionsError::Margin(o.margin_mm));
    }
    if !OVERLAP_RANGE_MM.contains(&o.overlap_mm) {
        return Err(OptionsError::Overlap(o.overlap_mm));
    }
    let paper = o.paper.size(orient);
    let cw = (paper[0] - 2.0 * o.margin_mm) / cx;
    let ch = (paper[1] - 2.0 * o.margin_mm - FOOTER_MM) / cy;
    if !(cw >= 10.0 && ch >= 10.0) {
        return Err(OptionsError::NoRoom {
            paper: o.paper.name.clone(),
            area: [cw, ch],
        });
    }
    let ov = [o.overlap_mm.min(cw / 2.0), o.overlap_mm.min(ch / 2.0)];
    Ok((paper, [cw, ch], ov))
}

/// Cuts a drawing of `sheet_mm = [width, height]` (true-scale mm) into pages.
///
/// Along each axis, one page when the drawing fits, else `n = ceil((extent − overlap) / (content −
/// overlap))` tiles whose origins are `content − overlap` apart, so neighboring tiles share
/// exactly `overlap` and together they cover `(n − 1)(content − overlap) + content ≥ extent`;
/// a drawing that fits on one page along an axis is centred on it, otherwise it starts at the
/// first tile's corner. Without a set orientation the one with fewer pages wins.
///
/// # Errors
/// A message when the options are unusable (margins larger than the paper, a scale correction
/// outside [`SCALE_CORRECTION_RANGE`]), the extent is not finite, or the board needs more than
/// [`MAX_PAGES`] pages.
pub fn plan(sheet_mm: [f64; 2], opts: &TileOptions) -> Result<TilePlan, OptionsError> {
    if !(sheet_mm[0].is_finite()
        && sheet_mm[1].is_finite()
        && sheet_mm[0] >= 0.0
        && sheet_mm[1] >= 0.0)
    {
        return Err(OptionsError::NotFinite);
    }
    let orients = match opts.orientation {
        Some(o) => vec![o],
        None if sheet_mm[0] > sheet_mm[1] => vec![Orientation::Landscape, Orientation::Portrait],
        None => vec![Orientation::Portrait, Orientation::Landscape],
    };
    let mut best: Option<TilePlan> = None;
    // Every orientation is tried (at least one), so `err` is overwritten before it is read.
    let mut err = OptionsError::NotFinite;
    for orient in orients {
        let (paper, content, ov) = match geometry(opts, orient) {
            Ok(g) => g,
            Err(e) => {
                err = e;
                continue;
            }
        };
        let cols = count(sheet_mm[0], content[0], ov[0]);
        let rows = count(sheet_mm[1], content[1], ov[1]);
        if cols.saturating_mul(rows) > MAX_PAGES {
            err = OptionsError::TooManyPages {
                extent: sheet_mm,
                pages: cols.saturating_mul(rows),
                paper: opts.paper.name.clone(),
            };
            continue;
        }
        if best
            .as_ref()
            .is_some_and(|b| b.rows * b.cols <= rows * cols)
        {
            continue;
        }
        let step = [content[0] - ov[0], content[1] - ov[1]];
        let span = [
            (cols - 1) as f64 * step[0] + content[0],
            (rows - 1) as f64 * step[1] + content[1],
        ];
        // One page: the board centred on it. Several: the board starts at the first tile's
        // corner, and the slack is left on the last row and column.
        let start = [
            if cols == 1 {
                -(span[0] - sheet_mm[0]) / 2.0
            } else {
                0.0
            },
            if rows == 1 {
                -(span[1] - sheet_mm[1]) / 2.0
            } else {
                0.0
            },
        ];
        let mut tiles = Vec::with_capacity(rows * cols);
        for row in 0..rows {
            for col in 0..cols {
                tiles.push(Tile {
                    row,
                    col,
                    label: format!("{}{}", row_letters(row), col + 1),
                    origin_mm: [
                        start[0] + col as f64 * step[0],
                        start[1] + row as f64 * step[1],
                    ],
                });
            }
        }
        best = Some(TilePlan {
            paper_mm: paper,
            orientation: orient,
            rows,
            cols,
            content_mm: content,
            overlap_mm: ov,
            sheet_mm,
            tiles,
            options: opts.clone(),
        });
    }
    best.ok_or(err)
}

/// [`plan`] for a board: its extent is [`print_bounds`] in mm (the frame's bounding box: a
/// 540 x 270 mm board framed at (20, 20) takes the 2 A3 pages it takes at (0, 0), not the 3
/// its 560 x 290 mm from the origin would).
///
/// # Errors
/// As [`plan`].
pub fn plan_board(v: &ValidatedBoard, opts: &TileOptions) -> Result<TilePlan, OptionsError> {
    let mm = v.units.mm_per_unit();
    let [w, h] = print_bounds(v).size();
    plan([w * mm, h * mm], opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters() {
        assert_eq!(row_letters(0), "A");
        assert_eq!(row_letters(25), "Z");
        assert_eq!(row_letters(26), "AA");
        assert_eq!(row_letters(27), "AB");
        assert_eq!(row_letters(26 + 26 * 26), "AAA");
    }

    #[test]
    fn a3_board_on_a4() {
        // 420 x 297 board on A4 with 10 mm margins, 16 mm footer, 10 mm overlap.
        // Landscape: content 277 x 174 -> cols ceil(410/267) = 2, rows ceil(287/164) = 2: 4 pages.
        // Portrait: content 190 x 261 -> cols ceil(410/180) = 3, rows ceil(287/251) = 2: 6 pages.
        let p = plan([420.0, 297.0], &TileOptions::default()).unwrap();
        assert_eq!(p.orientation, Orientation::Landscape);
        assert_eq!((p.rows, p.cols), (2, 2));
        assert_eq!(p.content_mm, [277.0, 174.0]);
        let labels: Vec<&str> = p.tiles.iter().map(|t| t.label.as_str()).collect();
        assert_eq!(labels, ["A1", "A2", "B1", "B2"]);
        // Several tiles: the board starts at the first tile's corner; steps of 267 x 164.
        assert_eq!(p.tiles[0].origin_mm, [0.0, 0.0]);
        assert_eq!(p.tiles[3].origin_mm, [267.0, 164.0]);
        let portrait = plan(
            [420.0, 297.0],
            &TileOptions {
                orientation: Some(Orientation::Portrait),
                ..TileOptions::default()
            },
        )
        .unwrap();
        assert_eq!((portrait.rows, portrait.cols), (2, 3));
    }

    #[test]
    fn fits_on_one_page() {
        let p = plan([100.0, 100.0], &TileOptions::default()).unwrap();
        assert_eq!(p.len(), 1);
        assert_eq!(p.orientation, Orientation::Portrait);
        assert_eq!(p.tiles[0].origin_mm, [-45.0, -80.5]);
    }

    #[test]
    fn refuses_bad_options() {
        let o = TileOptions {
            scale_correction: [2.0, 1.0],
            ..TileOptions::default()
        };
        assert!(plan([10.0, 10.0], &o).is_err());
        let o = TileOptions {
            margin_mm: 200.0,
            ..TileOptions::default()
        };
        assert!(plan([10.0, 10.0], &o).is_err());
        assert!(plan([1e9, 1e9], &TileOptions::default()).is_err());
        assert!(plan([f64::NAN, 1.0], &TileOptions::default()).is_err());
    }
}
