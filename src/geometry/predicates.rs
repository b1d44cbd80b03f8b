//! Every orientation test of savanna lives here.
//!
//! Two families:
//! - **exact integer predicates** on snap-grid points ([`IPoint`]): the arrangement is built with
//!   these only. Coordinates are bounded by [`MAX_GRID_COORD`], so every intermediate product fits
//!   in `i128` and each answer is exact (no rounding at all);
//! - **adaptive floating-point predicates** on `f64` points ([`orient2d`]), from the `robust`
//!   crate (Shewchuk, *Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
//!   Predicates*, 1997): the sign is always exact, for stages that work on floats (capacity).
//!
//! Sign convention: with x to the right and y **down**, a positive orientation means `c` lies to
//! the right of the directed line `a → b` as seen on the page (counter-clockwise in a y-up frame).

use std::cmp::Ordering;

/// Largest absolute snap-grid coordinate the exact predicates accept: 2^40.
///
/// With |coordinate| ≤ 2^40, differences are below 2^41, cross products below 2^83, and the
/// numerators of segment intersection points below 2^126: all fit in `i128`. The noder's
/// sub-pixel coordinates ([`crate::geometry::snap::SUBPIXEL`] = 2^16 per step) stay below 2^56, their
/// differences below 2^57 and cross products below 2^115, still `i128`; their crossing
/// numerators (below 2^174) are computed in 256 bits. On the default grid (1e-6 mm) this
/// allows coordinates up to about 1.1e6 mm (a board reaching farther gets a coarser default,
/// [`crate::input::default_snap`]).
pub const MAX_GRID_COORD: i64 = 1 << 40;

/// A point on the snap grid, in grid steps (x right, y down).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct IPoint {
    /// x in grid steps.
    pub x: i64,
    /// y in grid steps.
    pub y: i64,
}

impl IPoint {
    /// The point `(x, y)`.
    pub const fn new(x: i64, y: i64) -> Self {
        IPoint { x, y }
    }
}

/// Twice the signed area of the triangle `a, b, c`, exactly: `(b - a) × (c - a)`.
///
/// Positive when `a, b, c` turn counter-clockwise in a y-up frame.
///
/// ```
/// use savanna::geometry::predicates::{cross, IPoint};
/// assert_eq!(cross(IPoint::new(0, 0), IPoint::new(2, 0), IPoint::new(0, 3)), 6);
/// ```
pub fn cross(a: IPoint, b: IPoint, c: IPoint) -> i128 {
    let (bx, by) = ((b.x - a.x) as i128, (b.y - a.y) as i128);
    let (cx, cy) = ((c.x - a.x) as i128, (c.y - a.y) as i128);
    bx * cy - by * cx
}

/// Exact orientation of `c` relative to the directed line `a → b`: `Greater` for a
/// counter-clockwise turn (y-up frame), `Less` for clockwise, `Equal` when collinear.
pub fn orient(a: IPoint, b: IPoint, c: IPoint) -> Ordering {
    cross(a, b, c).cmp(&0)
}

/// Dot product `(b - a) · (c - a)`, exactly.
pub fn dot(a: IPoint, b: IPoint, c: IPoint) -> i128 {
    let (bx, by) = ((b.x - a.x) as i128, (b.y - a.y) as i128);
    let (cx, cy) = ((c.x - a.x) as i128, (c.y - a.y) as i128);
    bx * cx + by * cy
}

/// True when `p` lies on the closed segment `a b` (exact).
pub fn on_segment(a: IPoint, b: IPoint, p: IPoint) -> bool {
    orient(a, b, p) == Ordering::Equal
        && p.x >= a.x.min(b.x)
        && p.x <= a.x.max(b.x)
        && p.y >= a.y.min(b.y)
        && p.y <= a.y.max(b.y)
}

/// True when `p` lies on the open segment `a b` (on it, and neither endpoint).
pub fn in_segment_interior(a: IPoint, b: IPoint, p: IPoint) -> bool {
    p != a && p != b && on_segment(a, b, p)
}

/// Compares the directions of two non-zero vectors by angle, counter-clockwise (y-up frame) from
/// the positive x axis, in `[0, 2π)`. Exact.
pub fn angle_cmp(u: (i64, i64), v: (i64, i64)) -> Ordering {
    fn half(d: (i64, i64)) -> u8 {
        // 0: angle in [0, π), 1: angle in [π, 2π)
        if d.1 > 0 || (d.1 == 0 && d.0 > 0) {
            0
        } else {
            1
        }
    }
    half(u).cmp(&half(v)).then_with(|| {
        let c = (u.0 as i128) * (v.1 as i128) - (u.1 as i128) * (v.0 as i128);
        0.cmp(&c)
    })
}

/// Where a point lies relative to a closed polygon ring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    /// Strictly inside.
    Inside,
    /// On the ring itself.
    Boundary,
    /// Strictly outside.
    Outside,
}

/// Exact point-in-ring test on doubled grid coordinates: `ring2` and `p2` are points whose
/// coordinates are twice the grid coordinates (so midpoints of grid edges are representable).
///
/// `ring2` has no repeated closing point; either orientation. Crossing-number rule with exact
/// orientation tests (O'Rourke, *Computational Geometry in C*, 2nd ed., §7.4).
pub fn locate_in_ring(ring2: &[IPoint], p2: IPoint) -> Location {
    let n = ring2.len();
    if n < 3 {
        return Location::Outside;
    }
    let mut inside = false;
    for i in 0..n {
        let a = ring2[i];
        let b = ring2[(i + 1) % n];
        if on_segment(a, b, p2) {
            return Location::Boundary;
        }
        if crosses_ray(a, b, p2) {
            inside = !inside;
        }
    }
    if inside {
        Location::Inside
    } else {
        Location::Outside
    }
}

/// True when the segment `a b` crosses the ray from `p` towards +x, by the half-open rule on y
/// of the crossing-number test (an edge counts when exactly one of its ends lies strictly below
/// `p`'s horizontal, i.e. at larger y, and it crosses that horizontal strictly right of `p`).
/// Exact. Summed over the edges of closed curves, the parity says whether `p` (not on any
/// edge) is inside: [`locate_in_ring`] for one ring, and the arrangement's frame test over the
/// frame's noded edges (O'Rourke, *Computational Geometry in C*, 2nd ed., §7.4).
///
/// ```
/// use savanna::geometry::predicates::{crosses_ray, IPoint};
/// let p = IPoint::new(0, 5);
/// assert!(crosses_ray(IPoint::new(3, 0), IPoint::new(3, 10), p));
/// assert!(!crosses_ray(IPoint::new(-3, 0), IPoint::new(-3, 10), p));
/// // Half-open: an edge ending on the horizontal through p counts from one side only.
/// assert!(crosses_ray(IPoint::new(3, 0), IPoint::new(3, 5), p)
///     != crosses_ray(IPoint::new(3, 5), IPoint::new(3, 10), p));
/// ```
pub fn crosses_ray(a: IPoint, b: IPoint, p: IPoint) -> bool {
    if (a.y > p.y) == (b.y > p.y) {
        return false;
    }
    // x of the crossing compared with p.x, exactly: sign of orientation.
    let o = orient(a, b, p);
    let upward = b.y > a.y;
    (o == Ordering::Greater) == upward
}

/// Twice the signed area of a ring (shoelace), exact. Positive for counter-clockwise rings in a
/// y-up frame (clockwise as seen on a y-down page).
pub fn ring_area2(ring: &[IPoint]) -> i128 {
    let n = ring.len();
    let mut s: i128 = 0;
    for i in 0..n {
        let a = ring[i];
        let b = ring[(i + 1) % n];
        s += (a.x as i128) * (b.y as i128) - (b.x as i128) * (a.y as i128);
    }
    s
}

/// Twice the signed area of a floating-point ring by the shoelace formula
/// `Σ (x_i·y_{i+1} − x_{i+1}·y_i)`: positive when the interior is left of each edge in the x/y
/// algebra (counter-clockwise in a y-up frame), whatever the page's orientation. The
/// floating-point twin of [`ring_area2`], rounded, so its sign is not exact for slivers.
///
/// ```
/// let s = savanna::geometry::predicates::shoelace2(&[[0.0, 0.0], [2.0, 0.0], [0.0, 3.0]]);
/// assert_eq!(s, 6.0);
/// ```
pub fn shoelace2(ring: &[[f64; 2]]) -> f64 {
    let n = ring.len();
    (0..n)
        .map(|i| {
            let (a, b) = (ring[i], ring[(i + 1) % n]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum()
}

/// True when the simple ring `ring` is convex: no two of its turns have opposite signs (exact).
/// Collinear vertices (a straight angle, where a line ends on the edge) are allowed; a ring of
/// fewer than three points is not convex.
///
/// ```
/// use savanna::geometry::predicates::{ring_is_convex, IPoint};
/// let p = |x, y| IPoint::new(x, y);
/// assert!(ring_is_convex(&[p(0, 0), p(2, 0), p(4, 0), p(4, 3), p(0, 3)]));
/// assert!(!ring_is_convex(&[p(0, 0), p(4, 0), p(4, 3), p(2, 1), p(0, 3)]));
/// ```
pub fn ring_is_convex(ring: &[IPoint]) -> bool {
    let n = ring.len();
    if n < 3 {
        return false;
    }
    let (mut left, mut right) = (false, false);
    for i in 0..n {
        match orient(ring[i], ring[(i + 1) % n], ring[(i + 2) % n]) {
            Ordering::Greater => left = true,
            Ordering::Less => right = true,
            Ordering::Equal => {}
        }
        if left && right {
            return false;
        }
    }
    left || right
}

/// Sign of the orientation of `c` relative to `a → b` for floating-point points: positive,
/// negative or zero, with an exact sign (adaptive arithmetic, Shewchuk 1997, via `robust`).
///
/// ```
/// let s = savanna::geometry::predicates::orient2d([0.0, 0.0], [1.0, 0.0], [0.0, 1.0]);
/// assert!(s > 0.0);
/// ```
pub fn orient2d(a: [f64; 2], b: [f64; 2], c: [f64; 2]) -> f64 {
    robust::orient2d(
        robust::Coord { x: a[0], y: a[1] },
        robust::Coord { x: b[0], y: b[1] },
        robust::Coord { x: c[0], y: c[1] },
    )
}

/// How a closed ring of corners fails to be a simple polygon: the first defect
/// [`ring_self_intersection`] finds. Corner and edge indices are 0-based; edge `k` runs from
/// corner `k` to corner `(k + 1) % n`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RingDefect {
    /// Corners `k` and `k + 1` (cyclically) are the same point.
    RepeatedCorner(usize),
    /// Every corner lies on one line: the ring has no area.
    Collinear,
    /// Neighboring edges `i` and `j` fold back over each other.
    FoldBack(usize, usize),
    /// Edges `i` and `j` cross at a point inside both.
    Cross(usize, usize),
    /// Edges `i` and `j` touch (an end of one on the other).
    Touch(usize, usize),
}

/// The first pair of edges of the closed ring `pts` (points in board units, either
/// orientation) that meet other than at the shared corner of neighboring edges, or `None` for
/// a simple polygon. Exact: every test is the sign of [`orient2d`]; `O(n²)`.
///
/// ```
/// use savanna::geometry::predicates::{RingDefect, ring_self_intersection};
/// let bowtie = [[0.0, 0.0], [10.0, 10.0], [10.0, 0.0], [0.0, 10.0]];
/// assert_eq!(ring_self_intersection(&bowtie), Some(RingDefect::Cross(0, 2)));
/// let square = [[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]];
/// assert_eq!(ring_self_intersection(&square), None);
/// ```
pub fn ring_self_intersection(pts: &[[f64; 2]]) -> Option<RingDefect> {
    type P = [f64; 2];
    let n = pts.len();
    let orient = |a: P, b: P, p: P| {
        let o = orient2d(a, b, p);
        (o > 0.0) as i8 - (o < 0.0) as i8
    };
    // p on the closed segment a-b, given collinear.
    let within = |a: P, b: P, p: P| {
        p[0] >= a[0].min(b[0])
            && p[0] <= a[0].max(b[0])
            && p[1] >= a[1].min(b[1])
            && p[1] <= a[1].max(b[1])
    };
    for i in 0..n {
        if pts[i] == pts[(i + 1) % n] {
            return Some(RingDefect::RepeatedCorner(i));
        }
    }
    if (0..n).all(|i| orient(pts[0], pts[1], pts[i]) == 0) {
        return Some(RingDefect::Collinear);
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
                    return Some(RingDefect::FoldBack(i, j));
                }
                continue;
            }
            let (o1, o2) = (orient(a, b, p), orient(a, b, q));
            let (o3, o4) = (orient(p, q, a), orient(p, q, b));
            if o1 * o2 < 0 && o3 * o4 < 0 {
                return Some(RingDefect::Cross(i, j));
            }
            if (o1 == 0 && within(a, b, p))
                || (o2 == 0 && within(a, b, q))
                || (o3 == 0 && within(p, q, a))
                || (o4 == 0 && within(p, q, b))
            {
                return Some(RingDefect::Touch(i, j));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: i64, y: i64) -> IPoint {
        IPoint::new(x, y)
    }

    #[test]
    fn angle_order_is_counter_clockwise_from_x_axis() {
        let dirs = [
            (1, 0),
            (1, 1),
            (0, 1),
            (-1, 1),
            (-1, 0),
            (-1, -1),
            (0, -1),
            (1, -1),
        ];
        for i in 0..dirs.len() {
            for j in 0..dirs.len() {
                assert_eq!(
                    angle_cmp(dirs[i], dirs[j]),
                    i.cmp(&j),
                    "{:?} {:?}",
                    dirs[i],
                    dirs[j]
                );
            }
        }
    }

    #[test]
    fn point_in_square() {
        let sq: Vec<IPoint> = vec![p(0, 0), p(20, 0), p(20, 20), p(0, 20)];
        assert_eq!(locate_in_ring(&sq, p(10, 10)), Location::Inside);
        assert_eq!(locate_in_ring(&sq, p(20, 10)), Location::Boundary);
        assert_eq!(locate_in_ring(&sq, p(0, 0)), Location::Boundary);
        assert_eq!(locate_in_ring(&sq, p(21, 10)), Location::Outside);
        assert_eq!(locate_in_ring(&sq, p(-1, 0)), Location::Outside);
        assert_eq!(locate_in_ring(&sq, p(30, 20)), Location::Outside);
        assert_eq!(ring_area2(&sq), 800);
    }
}
