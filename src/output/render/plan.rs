//! Layout plans: a board too large to print at full size (one drawn on the ground) as a scale
//! drawing on one page or a few, with every line's two ends dimensioned from the frame's corners,
//! followed by the rules and a sheet of pieces at true size.
//!
//! Dimensions are in the board's units and measured the way one pegs out a field with a tape:
//!
//! - an end on the frame's edge: along that edge from its nearer corner ("top edge, 1.20 m from
//!   the top-left corner");
//! - an end at a corner: "at the top-right corner";
//! - an end inside the field: its distances from the two nearest corners (two tapes, one from
//!   each corner, cross at the point), and the lines it lies on.
//!
//! Lines are numbered in file order (`line 1` is the first line of the board file) and clipped to
//! the frame; a line the frame cuts into several pieces gets one entry per piece (`3a`, `3b`).
//! Without a frame the corners are those of the board's extent (the rectangle from the origin
//! holding every line), pegged out first as a reference.
//!
//! The drawing's scale is the smallest standard reduction (ISO 5455: 1:1, 1:2, 1:5, 1:10, 1:20,
//! 1:50, …) at which the board fits the page beside the dimension list. Coordinates: board units
//! with y down in the drawing, millimetres on the page. The pages themselves are drawn in
//! [`super::plan_page`].

use crate::output::render::svg::board_bounds;
use crate::output::render::text::point_in_ring;
use crate::output::render::tile::row_letters;
use crate::units::Units;
use crate::validated::{Point, ValidatedBoard};

/// Pages of full-size tiling above which `render` draws a layout plan instead (unless asked for
/// full size).
pub const PLAN_ABOVE_PAGES: usize = 20;

/// Tolerance of "on the frame's edge", "at a corner" and "on another line", as a fraction of the
/// board's extent (its diagonal): 1e-6, a few micrometres on a 3 m board, far below what a tape
/// measures and far above float noise in computed endpoints.
pub const ON_EDGE_REL: f64 = 1e-6;

/// The largest reduction tried: 1:10⁹ (a board 10⁹ times the page).
pub const MAX_SCALE: u64 = 1_000_000_000;

/// Space kept around the drawing on the page for line numbers and corner names, mm.
pub const DRAWING_PAD_MM: f64 = 11.0;

/// Height of the page's heading, mm.
pub(super) const HEADER_MM: f64 = 16.0;

/// Height kept under the drawing for the scale bar, mm.
pub(super) const SCALE_BAR_MM: f64 = 12.0;

/// Font size of the dimension list, mm.
pub(super) const LIST_FONT_MM: f64 = 3.2;

/// Line height of the dimension list, mm.
pub(super) const LIST_LEAD_MM: f64 = 4.3;

/// The smallest part of the content height the drawing gets, however long the list.
pub(super) const MIN_DRAWING_SHARE: f64 = 0.5;

/// Smallest label on a layout plan's drawing, mm on the page (DejaVu Sans at 1 mm is about 2.8
/// pt: readable up close, as a plan is). A label that does not fit even so shows its region's
/// title alone; the plan's rules page lists every region's capacities.
pub const PLAN_SMALLEST_LABEL_MM: f64 = 1.0;

/// Standard reduction scales `1:n` (ISO 5455:1979, *Technical drawings: scales*: 1:2, 1:5, 1:10
/// and these times powers of ten), from 1:1 up to [`MAX_SCALE`].
pub fn standard_scales() -> impl Iterator<Item = u64> {
    (0..=9u32)
        .flat_map(|e| [1u64, 2, 5].map(|m| m * 10u64.pow(e)))
        .filter(|&n| n <= MAX_SCALE)
}

/// The smallest standard scale `1:n` ([`standard_scales`]) at which a drawing of `extent_mm`
/// (true size, mm) fits in `area_mm` (mm on the page); `None` when the sizes are not finite and
/// positive or nothing up to [`MAX_SCALE`] fits.
///
/// ```
/// use savanna::output::render::plan::choose_scale;
/// // A 3 m x 2 m field in 190 x 140 mm: 1:16 would fit, so 1:20.
/// assert_eq!(choose_scale([3000.0, 2000.0], [190.0, 140.0]), Some(20));
/// assert_eq!(choose_scale([100.0, 100.0], [190.0, 140.0]), Some(1));
/// ```
pub fn choose_scale(extent_mm: [f64; 2], area_mm: [f64; 2]) -> Option<u64> {
    let ok = |x: f64| x.is_finite() && x >= 0.0;
    if !(ok(extent_mm[0]) && ok(extent_mm[1]) && area_mm.iter().all(|&a| ok(a) && a > 0.0)) {
        return None;
    }
    standard_scales().find(|&n| {
        let n = n as f64;
        extent_mm[0] / n <= area_mm[0] && extent_mm[1] / n <= area_mm[1]
    })
}

/// What the dimensions are measured from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReferenceKind {
    /// The frame, a rectangle: corners and edges named by their place (top-left, top edge).
    Rectangle,
    /// The frame, a polygon: corners lettered A, B, C, … in ring order, edges by their corners.
    Polygon,
    /// No frame: the board's extent, a rectangle pegged out first as a reference.
    Extent,
}

/// The corners and edges every end is measured from.
#[derive(Debug, Clone, PartialEq)]
pub struct Reference {
    /// What they are.
    pub kind: ReferenceKind,
    /// Corner points, board units, in ring order; edge `i` runs from corner `i` to corner `i + 1`.
    pub corners: Vec<Point>,
    /// Each corner as named in a sentence: `the top-left corner`, `corner A`.
    pub corner_names: Vec<String>,
    /// Each corner's short mark on the drawing: `top-left`, `A`.
    pub corner_marks: Vec<String>,
    /// Each edge as named in a sentence: `top edge`, `edge AB`.
    pub edge_names: Vec<String>,
}

impl Reference {
    /// The reference of a board: its frame, or without one the extent [`board_bounds`].
    pub fn of(v: &ValidatedBoard) -> Reference {
        let rect = |lo: Point, hi: Point, kind: ReferenceKind| Reference {
            kind,
            corners: vec![lo, [hi[0], lo[1]], hi, [lo[0], hi[1]]],
            corner_names: ["top-left", "top-right", "bottom-right", "bottom-left"]
                .map(|c| format!("the {c} corner"))
                .to_vec(),
            corner_marks: ["top-left", "top-right", "bottom-right", "bottom-left"]
                .map(String::from)
                .to_vec(),
            edge_names: ["top edge", "right edge", "bottom edge", "left edge"]
                .map(String::from)
                .to_vec(),
        };
        match &v.frame {
            Some(f) => match (f.width, f.height) {
                (Some(w), Some(h)) => rect([0.0, 0.0], [w, h], ReferenceKind::Rectangle),
                _ => {
                    let n = f.polygon.len();
                    let marks: Vec<String> = (0..n).map(row_letters).collect();
                    Reference {
                        kind: ReferenceKind::Polygon,
                        corners: f.polygon.clone(),
                        corner_names: marks.iter().map(|m| format!("corner {m}")).collect(),
                        edge_names: (0..n)
                            .map(|i| format!("edge {}{}", marks[i], marks[(i + 1) % n]))
                            .collect(),
                        corner_marks: marks,
                    }
                }
            },
            None => {
                let b = board_bounds(v);
                rect(b.min, b.max, ReferenceKind::Extent)
            }
        }
    }

    /// Edge `i` as its two corner points.
    pub fn edge(&self, i: usize) -> (Point, Point) {
        let n = self.corners.len();
        (self.corners[i % n], self.corners[(i + 1) % n])
    }

    /// The length of the diagonal of the corners' bounding box (the scale of [`ON_EDGE_REL`]).
    pub fn diagonal(&self) -> f64 {
        let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
        for c in &self.corners {
            for k in 0..2 {
                lo[k] = lo[k].min(c[k]);
                hi[k] = hi[k].max(c[k]);
            }
        }
        dist(lo, hi)
    }
}

/// Where one end of a line is, relative to the [`Reference`].
#[derive(Debug, Clone, PartialEq)]
pub enum EndPlace {
    /// At corner `i`.
    Corner(usize),
    /// On edge `edge`, `distance` (board units) along it from `corner`, the nearer of its two
    /// corners.
    Edge {
        /// Index of the edge.
        edge: usize,
        /// Index of the corner measured from.
        corner: usize,
        /// Distance from that corner, board units.
        distance: f64,
    },
    /// Inside the field: the distances (board units) from the two nearest corners, nearest
    /// first, and the labels of the other lines the end lies on.
    Inside {
        /// `(corner index, distance)` of the two nearest corners.
        corners: [(usize, f64); 2],
        /// Labels of the other plan lines through this end (`2`, `4a`), in plan order.
        on_lines: Vec<String>,
    },
}

/// One line (or piece of a line) of the plan.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanLine {
    /// Position of the line in the board file, from 1.
    pub number: usize,
    /// `1`, or `3a`, `3b` for the pieces of a line the frame cuts in several.
    pub label: String,
    /// The line's name in the board file, if any.
    pub name: Option<String>,
    /// The two ends, board units, in the file's direction.
    pub ends: [Point; 2],
    /// Where each end is.
    pub places: [EndPlace; 2],
}

impl PlanLine {
    /// Length in board units.
    pub fn length(&self) -> f64 {
        dist(self.ends[0], self.ends[1])
    }
}

pub(super) fn dist(a: Point, b: Point) -> f64 {
    libm::hypot(a[0] - b[0], a[1] - b[1])
}

/// Distance from `p` to the segment `a b`.
pub(super) fn dist_to_segment(p: Point, a: Point, b: Point) -> f64 {
    let d = [b[0] - a[0], b[1] - a[1]];
    let len2 = d[0] * d[0] + d[1] * d[1];
    let t = if len2 > 0.0 {
        (((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    dist(p, [a[0] + t * d[0], a[1] + t * d[1]])
}

pub(super) fn cross(u: Point, v: Point) -> f64 {
    u[0] * v[1] - u[1] * v[0]
}

/// The parts of segment `p q` strictly inside `ring` (farther than `tol` from its boundary), as
/// parameter intervals `[t0, t1]` along it: the segment is cut where it crosses a ring edge, and
/// each piece is kept when its midpoint is inside (even-odd, [`point_in_ring`]) and not on the
/// boundary. Neighboring kept pieces are merged.
pub(super) fn clip_to_ring(p: Point, q: Point, ring: &[Point], tol: f64) -> Vec<[f64; 2]> {
    let d = [q[0] - p[0], q[1] - p[1]];
    let mut ts = vec![0.0, 1.0];
    let n = ring.len();
    for i in 0..n {
        let (a, b) = (ring[i], ring[(i + 1) % n]);
        let e = [b[0] - a[0], b[1] - a[1]];
        let den = cross(d, e);
        if den.abs() <= 1e-15 * (libm::hypot(d[0], d[1]) * libm::hypot(e[0], e[1])) {
            continue; // parallel: an overlap lies on the boundary and is dropped below
        }
        let w = [a[0] - p[0], a[1] - p[1]];
        let t = cross(w, e) / den;
        let u = cross(w, d) / den;
        if (-1e-12..=1.0 + 1e-12).contains(&u) && t > 0.0 && t < 1.0 {
            ts.push(t);
        }
    }
    ts.sort_by(f64::total_cmp);
    ts.dedup_by(|a, b| (*a - *b).abs() <= 1e-12);
    let at = |t: f64| [p[0] + t * d[0], p[1] + t * d[1]];
    let on_boundary =
        |m: Point| (0..n).any(|i| dist_to_segment(m, ring[i], ring[(i + 1) % n]) <= tol);
    let mut out: Vec<[f64; 2]> = Vec::new();
    for w in ts.windows(2) {
        let m = at(0.5 * (w[0] + w[1]));
        if point_in_ring(m, ring) && !on_boundary(m) {
            match out.last_mut() {
                Some(last) if (last[1] - w[0]).abs() <= 1e-12 => last[1] = w[1],
                _ => out.push([w[0], w[1]]),
            }
        }
    }
    out
}

/// Where point `p` is relative to `r` (see [`EndPlace`]); `on_lines` filled in later.
pub(super) fn place(p: Point, r: &Reference, tol: f64) -> EndPlace {
    let n = r.corners.len();
    let mut by_dist: Vec<(usize, f64)> = r
        .corners
        .iter()
        .enumerate()
        .map(|(i, &c)| (i, dist(p, c)))
        .collect();
    by_dist.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    if by_dist.first().is_some_and(|&(_, d)| d <= tol) {
        return EndPlace::Corner(by_dist[0].0);
    }
    let on_edge = (0..n)
        .map(|i| {
            let (a, b) = r.edge(i);
            (i, dist_to_segment(p, a, b))
        })
        .filter(|&(_, d)| d <= tol)
        .min_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((edge, _)) = on_edge {
        let (a, b) = r.edge(edge);
        let (da, db) = (dist(p, a), dist(p, b));
        // The nearer corner; on a tie, the edge's first corner in ring order.
        let (corner, distance) = if db < da {
            ((edge + 1) % n, db)
        } else {
            (edge, da)
        };
        return EndPlace::Edge {
            edge,
            corner,
            distance,
        };
    }
    let second = by_dist.get(1).copied().unwrap_or(by_dist[0]);
    EndPlace::Inside {
        corners: [by_dist[0], second],
        on_lines: Vec::new(),
    }
}

/// The lines of the plan: every line of the board clipped to the frame (whole, without a frame),
/// in file order, each end placed relative to `Reference::of(v)`. Lines of zero length or wholly
/// outside the frame are left out (the board's checks report them).
pub fn plan_lines(v: &ValidatedBoard) -> Vec<PlanLine> {
    let r = Reference::of(v);
    let tol = ON_EDGE_REL * r.diagonal();
    let mut out = Vec::new();
    for (i, l) in v.lines.iter().enumerate() {
        let (p, q) = (l.from, l.to);
        if ![p, q].iter().flatten().all(|c| c.is_finite()) || dist(p, q) <= tol {
            continue;
        }
        let pieces = match &v.frame {
            Some(f) => clip_to_ring(p, q, &f.polygon, tol),
            None => vec![[0.0, 1.0]],
        };
        let d = [q[0] - p[0], q[1] - p[1]];
        let at = |t: f64| [p[0] + t * d[0], p[1] + t * d[1]];
        let several = pieces.len() > 1;
        for (k, [t0, t1]) in pieces.into_iter().enumerate() {
            let ends = [at(t0), at(t1)];
            if dist(ends[0], ends[1]) <= tol {
                continue;
            }
            let label = if several {
                format!("{}{}", i + 1, row_letters(k).to_lowercase())
            } else {
                (i + 1).to_string()
            };
            out.push(PlanLine {
                number: i + 1,
                label,
                name: l.name.clone(),
                ends,
                places: [place(ends[0], &r, tol), place(ends[1], &r, tol)],
            });
        }
    }
    // Ends inside the field: the other lines they lie on.
    let segments: Vec<(String, [Point; 2])> =
        out.iter().map(|l| (l.label.clone(), l.ends)).collect();
    for l in &mut out {
        for e in 0..2 {
            let p = l.ends[e];
            if let EndPlace::Inside { on_lines, .. } = &mut l.places[e] {
                on_lines.extend(
                    segments
                        .iter()
                        .filter(|(lab, s)| *lab != l.label && dist_to_segment(p, s[0], s[1]) <= tol)
                        .map(|(lab, _)| lab.clone()),
                );
            }
        }
    }
    out
}

/// A length in the board's units, rounded as one measures it: metres to the centimetre (`1.20
/// m`), centimetres to the millimetre, millimetres to the millimetre, inches to the hundredth.
///
/// ```
/// use savanna::output::render::plan::length_text;
/// use savanna::units::Units;
/// assert_eq!(length_text(1.2, Units::M), "1.20 m");
/// assert_eq!(length_text(85.0, Units::Cm), "85.0 cm");
/// assert_eq!(length_text(12.4, Units::Mm), "12 mm");
/// ```
pub fn length_text(x: f64, units: Units) -> String {
    let decimals = match units {
        Units::M | Units::In => 2,
        Units::Cm => 1,
        Units::Mm => 0,
    };
    let s = format!("{:.*}", decimals, x);
    let s = if s
        .trim_start_matches('-')
        .trim_matches(['0', '.'])
        .is_empty()
    {
        s.trim_start_matches('-').to_string()
    } else {
        s
    };
    format!("{s} {}", units.as_str())
}

pub(super) fn list_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// One end in words (see the module docs).
pub fn place_text(p: &EndPlace, r: &Reference, units: Units) -> String {
    match p {
        EndPlace::Corner(c) => format!("at {}", r.corner_names[*c]),
        EndPlace::Edge {
            edge,
            corner,
            distance,
        } => format!(
            "{}, {} from {}",
            r.edge_names[*edge],
            length_text(*distance, units),
            r.corner_names[*corner]
        ),
        EndPlace::Inside { corners, on_lines } => {
            let mut s = format!(
                "inside, {} from {} and {} from {}",
                length_text(corners[0].1, units),
                r.corner_names[corners[0].0],
                length_text(corners[1].1, units),
                r.corner_names[corners[1].0]
            );
            if !on_lines.is_empty() {
                let word = if on_lines.len() == 1 { "line" } else { "lines" };
                s.push_str(&format!(", on {word} {}", list_and(on_lines)));
            }
            s
        }
    }
}

/// A line's dimension in words: `line 3: top edge, 1.20 m from the top-left corner, to bottom
/// edge, 0.85 m from the bottom-left corner; 2.02 m long`.
pub fn dimension_text(l: &PlanLine, r: &Reference, units: Units) -> String {
    let name = match &l.name {
        Some(n) => format!("line {} ({n})", l.label),
        None => format!("line {}", l.label),
    };
    format!(
        "{name}: {}, to {}; {} long",
        place_text(&l.places[0], r, units),
        place_text(&l.places[1], r, units),
        length_text(l.length(), units)
    )
}

/// The steps before the list: peg out the frame (with its diagonals to square it, or its sides),
/// then the lines.
pub fn instructions(v: &ValidatedBoard, r: &Reference) -> Vec<String> {
    let u = v.units;
    let side = |i: usize| {
        let (a, b) = r.edge(i);
        dist(a, b)
    };
    let first = match r.kind {
        ReferenceKind::Rectangle | ReferenceKind::Extent => {
            let (w, h) = (side(0), side(1));
            let what = if r.kind == ReferenceKind::Rectangle {
                "the frame"
            } else {
                "a reference rectangle (the board has no frame: it is not a line of the board)"
            };
            format!(
                "1. Peg out {what}: {} wide (top and bottom edges) by {} (left and right edges). Its corners are square when both diagonals measure {}. Choose which edge is the top: the plan is drawn as seen from the bottom edge.",
                length_text(w, u),
                length_text(h, u),
                length_text(libm::hypot(w, h), u)
            )
        }
        ReferenceKind::Polygon => {
            let sides: Vec<String> = (0..r.corners.len())
                .map(|i| {
                    format!(
                        "{} {}",
                        r.edge_names[i].trim_start_matches("edge "),
                        length_text(side(i), u)
                    )
                })
                .collect();
            format!(
                "1. Peg out the frame's corners {} as drawn; its sides measure {}.",
                r.corner_marks.join(", "),
                sides.join(", ")
            )
        }
    };
    vec![
        first,
        "2. Peg each line's two ends: along the frame's edge from the corner named, or, for an end inside the field, where two tapes from the two corners named cross. Stretch a string between the pegs and check the line's length.".to_string(),
        "3. Mark each region's name and what it holds, as on the plan (\"all\": every piece in play fits).".to_string(),
    ]
}

/// One laid-out text line of the plan's list: `(text, font size, indent in mm)`.
pub(super) type ListLine = (String, f64, f64);

/// Every text line under the drawing, wrapped to `width` mm.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scales_are_the_iso_series() {
        let s: Vec<u64> = standard_scales().take(8).collect();
        assert_eq!(s, [1, 2, 5, 10, 20, 50, 100, 200]);
        assert_eq!(choose_scale([1e12, 1.0], [100.0, 100.0]), None);
        assert_eq!(choose_scale([f64::NAN, 1.0], [100.0, 100.0]), None);
        // Exactly fitting is fitting: 2000 mm in 100 mm is 1:20.
        assert_eq!(choose_scale([2000.0, 10.0], [100.0, 100.0]), Some(20));
        assert_eq!(choose_scale([2000.1, 10.0], [100.0, 100.0]), Some(50));
    }

    #[test]
    fn clipping_keeps_the_inside() {
        let sq = [[0.0, 0.0], [4.0, 0.0], [4.0, 4.0], [0.0, 4.0]];
        let c = clip_to_ring([-2.0, 2.0], [6.0, 2.0], &sq, 1e-9);
        assert_eq!(c, vec![[0.25, 0.75]]);
        // Along an edge: nothing inside.
        assert!(clip_to_ring([0.0, 0.0], [4.0, 0.0], &sq, 1e-9).is_empty());
        // A U-shaped frame cuts a crossing line in two.
        let u = [
            [0.0, 0.0],
            [1.0, 0.0],
            [1.0, 2.0],
            [2.0, 2.0],
            [2.0, 0.0],
            [3.0, 0.0],
            [3.0, 3.0],
            [0.0, 3.0],
        ];
        let c = clip_to_ring([0.0, 1.0], [3.0, 1.0], &u, 1e-9);
        assert_eq!(c.len(), 2, "{c:?}");
    }

    #[test]
    fn lengths_round_as_measured() {
        assert_eq!(length_text(3.0017, Units::M), "3.00 m");
        assert_eq!(length_text(-0.001, Units::M), "0.00 m");
        assert_eq!(length_text(2.5, Units::In), "2.50 in");
    }
}
