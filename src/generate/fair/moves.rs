//! The fair search's neighbourhood (`neighbour`): a board one step from another. A step slides
//! one end of a line along what it ends on (a frame side, whole millimetres; or another line,
//! exactly), the lines that end on the moved line following it; or takes a line away and draws
//! others as `generate` draws them (`generate`'s drawing) until the board has its region count
//! again. The set-up is not a step: every set-up of a board is valued from its one solve
//! ([`super::evaluate`]).
//!
//! Coordinates are board units, y down; the frame is `(0,0)-(w,h)`, or a designer's polygon
//! (`generate --fair --from`: [`Layout::ring`]).

use super::super::draw::{P, Scale, redraw};
use crate::game::play::GameRng;

/// Least slide of a line end, lion diameters.
pub const SLIDE_MIN: f64 = 0.5;
/// Largest slide of a line end, lion diameters.
pub const SLIDE_MAX: f64 = 2.5;
/// Share of steps that slide an end (the others redraw a line).
pub const SLIDE_SHARE: f64 = 0.75;

/// The pencil lines of a board on its frame.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// Frame width, board units (of a [`Layout::ring`]: the width of the board's bounding box).
    pub w: f64,
    /// Frame height, board units (of a [`Layout::ring`]: the height of the bounding box).
    pub h: f64,
    /// The frame's corners in order, when it is not the rectangle `(0,0)-(w,h)` (a designer's
    /// board: any simple polygon, either orientation; empty for a board without a frame): line
    /// ends lie on its edges ([`Host::Edge`]). `None`: the rectangle, its sides [`Host::Side`].
    pub ring: Option<Vec<P>>,
    /// The lines, each from one end to the other.
    pub lines: Vec<[P; 2]>,
}

/// What a line end lies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Host {
    /// A frame side: 0 top (y = 0), 1 right (x = w), 2 bottom (y = h), 3 left (x = 0).
    Side(usize),
    /// Edge `k` of a [`Layout::ring`], from corner `k` to the next.
    Edge(usize),
    /// Another line (its index).
    Line(usize),
}

/// How far a point may be from what it lies on: a millionth of the frame's long side.
fn eps(l: &Layout) -> f64 {
    1e-6 * l.w.max(l.h)
}

/// Where `p` lies along the segment `a`-`b` (0 at `a`, 1 at `b`), when it lies on it within
/// `eps`.
fn along(p: P, a: P, b: P, eps: f64) -> Option<f64> {
    let e = [b[0] - a[0], b[1] - a[1]];
    let l2 = e[0] * e[0] + e[1] * e[1];
    if l2 <= 0.0 {
        return None;
    }
    let w = [p[0] - a[0], p[1] - a[1]];
    let u = (w[0] * e[0] + w[1] * e[1]) / l2;
    let q = [a[0] + u * e[0], a[1] + u * e[1]];
    let d = libm::hypot(p[0] - q[0], p[1] - q[1]);
    (d <= eps && (-1e-9..=1.0 + 1e-9).contains(&u)).then_some(u)
}

/// Edge `k` of `ring`: corner `k` and the next.
fn edge(ring: &[P], k: usize) -> (P, P) {
    (ring[k], ring[(k + 1) % ring.len()])
}

/// What end `end` (0 or 1) of line `i` lies on: a frame side (or edge) first, else the first
/// line it lies on; `None` when it lies on neither (beyond a designer's frame, or a dangle the
/// checks would refuse).
pub fn host(l: &Layout, i: usize, end: usize) -> Option<Host> {
    let p = l.lines[i][end];
    let e = eps(l);
    if let Some(ring) = &l.ring {
        if let Some(k) = (0..ring.len()).find(|&k| {
            let (a, b) = edge(ring, k);
            along(p, a, b, e).is_some()
        }) {
            return Some(Host::Edge(k));
        }
        return line_host(l, i, p, e);
    }
    if p[1].abs() <= e {
        return Some(Host::Side(0));
    }
    if (p[0] - l.w).abs() <= e {
        return Some(Host::Side(1));
    }
    if (p[1] - l.h).abs() <= e {
        return Some(Host::Side(2));
    }
    if p[0].abs() <= e {
        return Some(Host::Side(3));
    }
    line_host(l, i, p, e)
}

/// The first line but `i` that `p` lies on.
fn line_host(l: &Layout, i: usize, p: P, e: f64) -> Option<Host> {
    (0..l.lines.len())
        .filter(|&j| j != i)
        .find(|&j| along(p, l.lines[j][0], l.lines[j][1], e).is_some())
        .map(Host::Line)
}

/// The point where the line through `a`-`b` (extended) meets the segment `c`-`d`, with its
/// place along `c`-`d` strictly inside it; `None` when they are parallel or it falls outside.
fn meet_inside(a: P, b: P, c: P, d: P) -> Option<P> {
    let r = [b[0] - a[0], b[1] - a[1]];
    let s = [d[0] - c[0], d[1] - c[1]];
    let den = r[0] * s[1] - r[1] * s[0];
    if den.abs() <= 1e-12 * libm::hypot(r[0], r[1]) * libm::hypot(s[0], s[1]) {
        return None;
    }
    let w = [c[0] - a[0], c[1] - a[1]];
    let u = (w[0] * r[1] - w[1] * r[0]) / den;
    (u > 0.0 && u < 1.0).then_some([c[0] + u * s[0], c[1] + u * s[1]])
}

/// `l` with end `end` of line `i` slid by `delta` board units along its host (positive: away
/// from the host's start, the top-left end of a side, corner `k` of edge `k` or the first end of
/// a line); an end on a side or edge goes to the nearest whole millimetre from the side's start
/// (`per_unit`: millimetres per board unit). Lines
/// that end on line `i` follow it: each such end moves to where its own line meets the moved
/// line. `None` when the end has no host, would leave its host or reach a corner, or a
/// following end would fall off the moved line.
pub fn slide(l: &Layout, i: usize, end: usize, delta: f64, per_unit: f64) -> Option<Layout> {
    let p = l.lines[i][end];
    let mm = |x: f64| (x * per_unit).round() / per_unit;
    let q = match host(l, i, end)? {
        Host::Side(s) => {
            let (along_side, len) = if s % 2 == 0 { (p[0], l.w) } else { (p[1], l.h) };
            let x = mm(along_side + delta);
            if x <= 0.0 || x >= len {
                return None;
            }
            match s {
                0 => [x, 0.0],
                1 => [l.w, x],
                2 => [x, l.h],
                _ => [0.0, x],
            }
        }
        Host::Edge(k) => {
            let (a, b) = edge(l.ring.as_deref()?, k);
            let u = along(p, a, b, eps(l))?;
            let len = libm::hypot(b[0] - a[0], b[1] - a[1]);
            let t = mm(u * len + delta);
            if t <= 0.0 || t >= len {
                return None;
            }
            let u = t / len;
            // To 12 significant digits: a whole millimetre along an upright edge is written
            // whole (`85`, not `84.99999999999999`); on a slanted edge the point stays within
            // a millionth of a millimetre of it, inside the snap grid's pitch.
            let r = crate::validated::round_number;
            [r(a[0] + u * (b[0] - a[0])), r(a[1] + u * (b[1] - a[1]))]
        }
        Host::Line(j) => {
            let [a, b] = l.lines[j];
            let u = along(p, a, b, eps(l))?;
            let len = libm::hypot(b[0] - a[0], b[1] - a[1]);
            let u = u + delta / len;
            if u <= 0.0 || u >= 1.0 {
                return None;
            }
            [a[0] + u * (b[0] - a[0]), a[1] + u * (b[1] - a[1])]
        }
    };
    let mut out = l.clone();
    out.lines[i][end] = q;
    let [na, nb] = out.lines[i];
    let [oa, ob] = l.lines[i];
    for k in (0..l.lines.len()).filter(|&k| k != i) {
        for e in 0..2 {
            let r = l.lines[k][e];
            if along(r, oa, ob, eps(l)).is_some_and(|u| u > 1e-9 && u < 1.0 - 1e-9) {
                let other = l.lines[k][1 - e];
                out.lines[k][e] = meet_inside(other, r, na, nb)?;
            }
        }
    }
    Some(out)
}

/// Whether another line ends on line `i`.
pub fn carries(l: &Layout, i: usize) -> bool {
    let [a, b] = l.lines[i];
    (0..l.lines.len())
        .filter(|&k| k != i)
        .any(|k| l.lines[k].iter().any(|p| along(*p, a, b, eps(l)).is_some()))
}

/// How many other lines line `i` crosses (each meeting strictly inside both).
pub fn crossings(l: &Layout, i: usize) -> u32 {
    let [a, b] = l.lines[i];
    (0..l.lines.len())
        .filter(|&k| k != i)
        .filter(|&k| {
            let [c, d] = l.lines[k];
            meet_inside(a, b, c, d).is_some() && meet_inside(c, d, a, b).is_some()
        })
        .count() as u32
}

/// `l` without line `i`, and lines drawn as `generate` draws them until the board closes
/// `regions` regions again; `None` when another line ends on line `i` (it would dangle) or no
/// drawing gets there. A line that crosses `c` others closes `c + 1` regions.
pub(in crate::generate) fn redraw_line(
    l: &Layout,
    i: usize,
    regions: u32,
    rng: &mut GameRng,
    sc: &Scale,
) -> Option<Layout> {
    if carries(l, i) {
        return None;
    }
    let closes = crossings(l, i) + 1;
    let mut kept = l.lines.clone();
    kept.remove(i);
    let lines = redraw(
        rng,
        l.w,
        l.h,
        &kept,
        regions.checked_sub(closes)?,
        regions,
        sc,
    )?;
    Some(Layout {
        w: l.w,
        h: l.h,
        ring: l.ring.clone(),
        lines,
    })
}

/// A step from `l` drawn from `rng`: with probability [`SLIDE_SHARE`] (always when `redraw` is
/// false: a designer's board keeps its lines) an end of a random line slid by [`SLIDE_MIN`] to
/// [`SLIDE_MAX`] lion diameters (`lion`, board units) either way ([`slide`]), else a random line
/// redrawn ([`redraw_line`]). `None` when the step drawn is not possible (the search draws
/// another).
pub(in crate::generate) fn neighbour(
    l: &Layout,
    regions: u32,
    lion: f64,
    redraw: bool,
    rng: &mut GameRng,
    sc: &Scale,
) -> Option<Layout> {
    if l.lines.is_empty() {
        return None;
    }
    let i = rng.below(l.lines.len());
    if !redraw || rng.unit() < SLIDE_SHARE {
        let end = rng.below(2);
        let size = (SLIDE_MIN + (SLIDE_MAX - SLIDE_MIN) * rng.unit()) * lion;
        let delta = if rng.below(2) == 0 { -size } else { size };
        slide(l, i, end, delta, sc.per_unit)
    } else {
        redraw_line(l, i, regions, rng, sc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A4 in mm: a vertical chord x = 100 and a T-line from the left side to it at y = 50.
    fn board() -> Layout {
        Layout {
            w: 297.0,
            h: 210.0,
            ring: None,
            lines: vec![[[100.0, 0.0], [100.0, 210.0]], [[0.0, 50.0], [100.0, 50.0]]],
        }
    }

    #[test]
    fn hosts_are_the_sides_and_lines_ends_lie_on() {
        let b = board();
        assert_eq!(host(&b, 0, 0), Some(Host::Side(0)));
        assert_eq!(host(&b, 0, 1), Some(Host::Side(2)));
        assert_eq!(host(&b, 1, 0), Some(Host::Side(3)));
        assert_eq!(host(&b, 1, 1), Some(Host::Line(0)));
        assert!(carries(&b, 0));
        assert!(!carries(&b, 1));
        assert_eq!(crossings(&b, 0), 0);
    }

    #[test]
    fn an_end_slid_along_a_side_stays_on_it_at_a_whole_millimetre() {
        // The chord's top end slides 20.4 mm right: (120.4, 0) rounds to (120, 0), still on the
        // top side; the T-line's end follows onto the moved chord, from (100, 0)-(100, 210) to
        // (120, 0)-(100, 210): at y = 50, x = 120 - 20 * 50 / 210.
        let b = slide(&board(), 0, 0, 20.4, 1.0).unwrap();
        assert_eq!(b.lines[0], [[120.0, 0.0], [100.0, 210.0]]);
        assert_eq!(b.lines[1][0], [0.0, 50.0]);
        let q = b.lines[1][1];
        assert!((q[0] - (120.0 - 20.0 * 50.0 / 210.0)).abs() < 1e-9, "{q:?}");
        assert!((q[1] - 50.0).abs() < 1e-9, "{q:?}");
        assert_eq!(host(&b, 1, 1), Some(Host::Line(0)));
        // Up to the corner or past it: refused.
        assert!(slide(&board(), 0, 0, -100.0, 1.0).is_none());
        assert!(slide(&board(), 0, 0, 300.0, 1.0).is_none());
    }

    #[test]
    fn an_end_slid_along_a_line_stays_on_that_line() {
        // The T-line's end at (100, 50) slides 30 down the chord: (100, 80), exactly.
        let b = slide(&board(), 1, 1, 30.0, 1.0).unwrap();
        assert_eq!(b.lines[1], [[0.0, 50.0], [100.0, 80.0]]);
        assert_eq!(host(&b, 1, 1), Some(Host::Line(0)));
        assert_eq!(b.lines[0], board().lines[0]);
        // Past the chord's end: refused.
        assert!(slide(&board(), 1, 1, -60.0, 1.0).is_none());
    }

    #[test]
    fn an_end_slid_along_a_polygon_edge_stays_on_it_at_a_whole_millimetre_from_its_corner() {
        // A right triangle (0,0), (300,0), (0,400): its long edge (edge 1) is 500 mm, from
        // (300,0) to (0,400), direction (-0.6, 0.8). A line from the left side's (0,200) to
        // the long edge's midpoint (150,200), 250 mm along it from corner 1. Slid 20.4 mm: 270
        // mm along (rounded), (300 - 0.6 * 270, 0.8 * 270) = (138, 216).
        let b = Layout {
            w: 300.0,
            h: 400.0,
            ring: Some(vec![[0.0, 0.0], [300.0, 0.0], [0.0, 400.0]]),
            lines: vec![[[0.0, 200.0], [150.0, 200.0]]],
        };
        assert_eq!(host(&b, 0, 0), Some(Host::Edge(2)));
        assert_eq!(host(&b, 0, 1), Some(Host::Edge(1)));
        let s = slide(&b, 0, 1, 20.4, 1.0).unwrap();
        let q = s.lines[0][1];
        assert!(
            (q[0] - 138.0).abs() < 1e-9 && (q[1] - 216.0).abs() < 1e-9,
            "{q:?}"
        );
        assert_eq!(host(&s, 0, 1), Some(Host::Edge(1)));
        // To the corner (250 mm back) or past the edge's far end: refused.
        assert!(slide(&b, 0, 1, -250.0, 1.0).is_none());
        assert!(slide(&b, 0, 1, 260.0, 1.0).is_none());
        // A board without a frame: the ends lie on nothing and do not slide.
        let free = Layout {
            ring: Some(Vec::new()),
            ..b.clone()
        };
        assert_eq!(host(&free, 0, 0), None);
        assert!(slide(&free, 0, 0, 10.0, 1.0).is_none());
    }

    #[test]
    fn a_line_another_ends_on_is_not_taken_away() {
        let b = board();
        let sc = Scale {
            spacing: 48.0,
            clearance: 30.0,
            sin_min: 0.5,
            per_unit: 1.0,
        };
        let mut rng = GameRng::new(1, 1);
        assert!(redraw_line(&b, 0, 3, &mut rng, &sc).is_none());
        // The T-line closes one region: taken away and redrawn, the board has 3 regions again
        // (the chord and one new line that ends on the frame or the chord, or crosses it).
        let r = redraw_line(&b, 1, 3, &mut rng, &sc).unwrap();
        assert_eq!(r.lines[0], b.lines[0]);
        assert_eq!(r.lines.len(), 2, "{r:?}");
        assert_eq!(crossings(&r, 1), 0, "{r:?}");
        for i in 0..r.lines.len() {
            for e in 0..2 {
                assert!(host(&r, i, e).is_some(), "line {i} end {e} dangles: {r:?}");
            }
        }
    }
}
