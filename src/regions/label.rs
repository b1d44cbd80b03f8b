//! Label points: each region's pole of inaccessibility, the point farthest from its boundary.
//! Convex regions get it exactly from a linear program over their edges ([`convex_label`]), small
//! non-convex ones from their medial axis ([`super::medial`]), the others from polylabel's
//! quadtree search ([`label`]; Garcia-Castellanos and Lombardo, *Poles of
//! inaccessibility*, Scottish Geographical Journal 123 (2007), as refined by Mapbox's polylabel),
//! with the ear-cut incentre as the fallback for slivers; and the point-to-boundary distances they
//! use.
//!
//! In: a region's polygon in board units (any orientation); out: a [`Label`] (point, clearance
//! and a proven upper bound on the widest inscribed disc).

use geo::Polygon;

/// Relative precision of the label point search: the pole of inaccessibility is found to within
/// this fraction of the square root of the region's area.
pub const LABEL_PRECISION: f64 = 1e-4;

/// polylabel covers the bounding box with square cells as wide as its shorter side, so its cost
/// grows with the ratio of the longer to the shorter side; beyond this ratio (a sliver) the label
/// is the incentre of the ear-cut triangle with the largest incircle instead. (At 1000 the
/// regions of 200 nearly parallel lines took 3.3 s, at 100 they take 0.15 s; such a strip is far
/// too thin for any piece, and its short side bounds the widest disc well.)
pub const MAX_LABEL_ASPECT: f64 = 100.0;

/// Most quadtree cells the pole-of-inaccessibility search of [`label`] evaluates for one region
/// (each costs one pass over the region's edges), so a label costs `O(n · MAX_LABEL_CELLS)` for
/// `n` vertices whatever the region's shape. A region whose bounding box is not thin but which is
/// itself thin (a slanted sliver) keeps every cell along it alive until the cells are as narrow
/// as the region: `length / thickness` cells, minutes and gigabytes for a 1e-6 mm sliver 240 mm
/// long (issue 11.2). Ordinary regions need a few hundred cells (the examples' largest: see
/// `label_cells_stay_small_on_the_examples` in this module's tests).
pub const MAX_LABEL_CELLS: usize = 4096;

/// The label point of a region and what the search proved about it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Label {
    /// A point inside the region (board units), its pole of inaccessibility within the search's
    /// precision, or the ear-cut fallback's incentre.
    pub point: [f64; 2],
    /// Signed distance from `point` to the boundary (board units, positive inside) as the search
    /// computed it.
    pub clearance: f64,
    /// A proven upper bound on the distance from any point of the region to its boundary (the
    /// radius of the widest disc inside it), board units.
    pub clearance_bound: f64,
    /// Quadtree cells evaluated (at most [`MAX_LABEL_CELLS`] plus the initial cover).
    pub cells: usize,
}

/// A point well inside `poly`: its pole of inaccessibility (polylabel), or for slivers the
/// incentre of its fattest triangle. `None` for an empty polygon.
pub fn label_point(poly: &Polygon<f64>, area: f64, pitch: f64) -> Option<[f64; 2]> {
    label(poly, area, pitch).map(|l| l.point)
}

/// The label of `poly` (board units, any orientation): its pole of inaccessibility found by
/// polylabel's quadtree search (Garcia-Castellanos & Lombardo 2007; the Mapbox algorithm, as in
/// the `polylabel` crate, whose cell order and seeds it keeps), to within
/// `max(√area · `[`LABEL_PRECISION`]`, pitch)`, with at most [`MAX_LABEL_CELLS`] cells. When the
/// budget runs out, or the region is a sliver (bounding box more than [`MAX_LABEL_ASPECT`] times
/// longer than wide), the better of the best cell so far and the incentre of the ear-cut
/// triangle with the largest incircle (always inside). `None` for an empty polygon.
///
/// Cost: `O(n · MAX_LABEL_CELLS)` for `n` vertices, plus the ear cut when it is used.
pub fn label(poly: &Polygon<f64>, area: f64, pitch: f64) -> Option<Label> {
    use geo::{BoundingRect, Centroid};
    use std::collections::BinaryHeap;
    let rect = poly.bounding_rect()?;
    let (w, h) = (rect.width(), rect.height());
    let short = w.min(h);
    let tol = (area.max(0.0).sqrt() * LABEL_PRECISION).max(pitch);
    let edges: Vec<Edge> = std::iter::once(poly.exterior())
        .chain(poly.interiors())
        .flat_map(|r| r.lines())
        .map(Edge::new)
        .collect();
    let mut near = Vec::with_capacity(edges.len());
    let mut dist = |p: [f64; 2]| signed_distance(&edges, &mut near, p);
    // Two bounds on the widest disc that need no search: it fits in the bounding box, and its
    // area is at most the region's.
    let own_area = geo::Area::unsigned_area(poly);
    let cap_bound = (0.5 * short.max(0.0)).min((own_area / std::f64::consts::PI).sqrt());
    if !(short > 0.0 && w.max(h) / short <= MAX_LABEL_ASPECT) {
        let point = incentre_fallback(poly)?;
        return Some(Label {
            point,
            clearance: dist(point),
            clearance_bound: cap_bound,
            cells: 0,
        });
    }
    #[derive(Clone, Copy)]
    struct Cell {
        c: [f64; 2],
        half: f64,
        d: f64,
        max: f64,
        /// `max` as an integer in `f64::total_cmp`'s order (the same transform it applies to
        /// both sides at every comparison), computed once per cell: the heap's comparisons are
        /// then plain integer ones, in exactly the same order (issue 12).
        key: i64,
    }
    impl PartialEq for Cell {
        fn eq(&self, o: &Self) -> bool {
            self.key == o.key
        }
    }
    impl Eq for Cell {}
    impl PartialOrd for Cell {
        fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
            Some(self.cmp(o))
        }
    }
    impl Ord for Cell {
        fn cmp(&self, o: &Self) -> std::cmp::Ordering {
            self.key.cmp(&o.key)
        }
    }
    let mut cell = |c: [f64; 2], half: f64| {
        let d = dist(c);
        let max = d + half * std::f64::consts::SQRT_2;
        let bits = max.to_bits() as i64;
        Cell {
            c,
            half,
            d,
            max,
            key: bits ^ (((bits >> 63) as u64) >> 1) as i64,
        }
    };
    let mut seed = |p: Option<geo::Point<f64>>| p.map(|p| cell([p.x(), p.y()], 0.0));
    let centroid = seed(poly.centroid());
    let middle = seed(Some(rect.centroid()));
    let mut best = match (middle, centroid) {
        (Some(b), Some(c)) => {
            if b.d < c.d {
                b
            } else {
                c
            }
        }
        (b, c) => b.or(c)?,
    };
    let half = short / 2.0;
    let (nx, ny) = ((w / short).ceil() as usize, (h / short).ceil() as usize);
    let mut queue: BinaryHeap<Cell> = BinaryHeap::new();
    for i in 0..nx {
        for j in 0..ny {
            let c = [
                rect.min().x + i as f64 * short + half,
                rect.min().y + j as f64 * short + half,
            ];
            queue.push(cell(c, half));
        }
    }
    let mut cells = queue.len();
    let mut exhausted = true;
    while let Some(c) = queue.pop() {
        if c.d > best.d {
            best = c;
        }
        if c.max - best.d <= tol {
            continue;
        }
        if cells >= MAX_LABEL_CELLS {
            // Out of budget: every point of the region lies in `c` or a cell still queued.
            queue.push(c);
            exhausted = false;
            break;
        }
        let q = c.half / 2.0;
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            queue.push(cell([c.c[0] + sx * q, c.c[1] + sy * q], q));
        }
        cells += 4;
    }
    let bound = if exhausted {
        best.d + tol
    } else {
        queue.peek().map_or(best.d, |c| c.max).max(best.d + tol)
    };
    let mut label = Label {
        point: best.c,
        clearance: best.d,
        clearance_bound: bound.min(cap_bound).max(best.d.max(0.0)),
        cells,
    };
    if (!exhausted || best.d <= 0.0)
        && let Some(p) = incentre_fallback(poly)
    {
        let d = dist(p);
        if d > label.clearance {
            label.point = p;
            label.clearance = d;
            label.clearance_bound = label.clearance_bound.max(d);
        }
    }
    Some(label)
}

/// One edge of a ring with what [`signed_distance`] needs of it, computed once per label
/// instead of once per cell: the same values geo computes for each call (`d2`, `len`), so the
/// distances are the same to the bit.
#[derive(Clone, Copy)]
struct Edge {
    a: geo::Coord<f64>,
    b: geo::Coord<f64>,
    dx: f64,
    dy: f64,
    /// `dx² + dy²`.
    d2: f64,
    /// `dx.hypot(dy)`.
    len: f64,
}

impl Edge {
    fn new(l: geo::Line<f64>) -> Edge {
        let (dx, dy) = (l.end.x - l.start.x, l.end.y - l.start.y);
        Edge {
            a: l.start,
            b: l.end,
            dx,
            dy,
            d2: dx * dx + dy * dy,
            len: libm::hypot(dx, dy),
        }
    }

    /// Which part of the edge is nearest to `p`, and the square of that distance computed
    /// without a square root (within a few ulps of the square of [`Edge::distance`]).
    fn nearest_squared(&self, x: f64, y: f64) -> (Nearest, f64) {
        let (a, b) = (self.a, self.b);
        if a == b {
            return (
                Nearest::Start,
                (a.x - x) * (a.x - x) + (a.y - y) * (a.y - y),
            );
        }
        let r = ((x - a.x) * self.dx + (y - a.y) * self.dy) / self.d2;
        if r <= 0.0 {
            (
                Nearest::Start,
                (a.x - x) * (a.x - x) + (a.y - y) * (a.y - y),
            )
        } else if r >= 1.0 {
            (Nearest::End, (b.x - x) * (b.x - x) + (b.y - y) * (b.y - y))
        } else {
            let s = ((a.y - y) * self.dx - (a.x - x) * self.dy) / self.d2;
            (Nearest::Inner(s), s * s * self.d2)
        }
    }

    /// The distance geo's `line_segment_distance` gives, bit for bit, for the part `n`.
    fn distance(&self, n: Nearest, x: f64, y: f64) -> f64 {
        match n {
            Nearest::Start => libm::hypot(self.a.x - x, self.a.y - y),
            Nearest::End => libm::hypot(self.b.x - x, self.b.y - y),
            Nearest::Inner(s) => s.abs() * self.len,
        }
    }
}

/// The part of an edge nearest to a point: an end, or the inside (with geo's `s`).
#[derive(Clone, Copy)]
enum Nearest {
    Start,
    End,
    Inner(f64),
}

/// Squared distances within this relative margin of the smallest are evaluated exactly by
/// [`signed_distance`]: far wider than the few ulps between a squared distance computed without a
/// square root and the square of the exact one, so the nearest edge is always among them.
const NEAR_MARGIN: f64 = 1e-9;

/// Signed distance from `p` to the edges of the rings (positive inside, even-odd rule), as
/// polylabel computes it with geo's point-segment distance, to the bit. The squared distances
/// (no square root) pick the candidates for the nearest edge first, and only those get the exact
/// distance (a `hypot`, which was most of the label search's time; issue 12). `near` is scratch
/// space.
fn signed_distance(edges: &[Edge], near: &mut Vec<(usize, Nearest, f64)>, p: [f64; 2]) -> f64 {
    let (x, y) = (p[0], p[1]);
    let mut inside = false;
    let mut min2 = f64::INFINITY;
    // Only edges within the margin of the smallest square so far are kept: the smallest only
    // shrinks, so every edge within the margin of the final smallest is among them.
    let mut running_cut = f64::INFINITY;
    near.clear();
    for (i, e) in edges.iter().enumerate() {
        let (a, b) = (e.a, e.b);
        if ((a.y > y) != (b.y > y)) && (x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x) {
            inside = !inside;
        }
        let (n, d2) = e.nearest_squared(x, y);
        if d2 <= running_cut {
            near.push((i, n, d2));
            if d2 < min2 {
                min2 = d2;
                running_cut = if min2 > 1e-200 {
                    min2 * (1.0 + NEAR_MARGIN)
                } else {
                    f64::INFINITY
                };
            }
        }
    }
    let mut min = f64::INFINITY;
    if min2 > 1e-200 {
        for &(i, n, d2) in near.iter() {
            if d2 <= running_cut {
                min = min.min(edges[i].distance(n, x, y));
            }
        }
    } else {
        // Below this the squares may underflow: every edge is measured exactly.
        for e in edges {
            let (n, _) = e.nearest_squared(x, y);
            min = min.min(e.distance(n, x, y));
        }
    }
    if inside { min } else { -min }
}

/// The incentre of the ear-cut triangle of `poly` with the largest incircle: a point inside any
/// non-empty polygon, found in the ear cut's time.
fn incentre_fallback(poly: &Polygon<f64>) -> Option<[f64; 2]> {
    use geo::TriangulateEarcut;
    let mut best: Option<(f64, [f64; 2])> = None;
    for t in poly.earcut_triangles_iter() {
        let [a, b, c] = [t.v1(), t.v2(), t.v3()];
        let (la, lb, lc) = (
            libm::hypot((b - c).x, (b - c).y),
            libm::hypot((a - c).x, (a - c).y),
            libm::hypot((a - b).x, (a - b).y),
        );
        let per = la + lb + lc;
        if per <= 0.0 {
            continue;
        }
        let twice = ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)).abs();
        let r = twice / per;
        let p = [
            (la * a.x + lb * b.x + lc * c.x) / per,
            (la * a.y + lb * b.y + lc * c.y) / per,
        ];
        if best.is_none_or(|x| r > x.0) {
            best = Some((r, p));
        }
    }
    best.map(|x| x.1)
}

/// Distance from `p` to the nearest point of any ring, board units.
pub fn boundary_distance(outline: &[[f64; 2]], holes: &[Vec<[f64; 2]>], p: [f64; 2]) -> f64 {
    let mut best = f64::INFINITY;
    for ring in std::iter::once(outline).chain(holes.iter().map(|h| h.as_slice())) {
        for i in 0..ring.len() {
            let (a, b) = (ring[i], ring[(i + 1) % ring.len()]);
            best = best.min(point_segment_distance(p, a, b));
        }
    }
    best
}

/// Distance from `p` to the closed segment `ab`.
pub fn point_segment_distance(p: [f64; 2], a: [f64; 2], b: [f64; 2]) -> f64 {
    nearest_on_segment(p, a, b).1
}

/// The point of the closed segment `ab` nearest to `p`, and its distance from `p`.
pub fn nearest_on_segment(p: [f64; 2], a: [f64; 2], b: [f64; 2]) -> ([f64; 2], f64) {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let q = [a[0] + t * dx, a[1] + t * dy];
    (q, libm::hypot(p[0] - q[0], p[1] - q[1]))
}

/// Most edges a convex region may have for [`convex_label`] to find its label exactly; larger
/// convex regions use the quadtree search of [`label`]. The exact search costs `O(n⁴)` for `n`
/// edges: 16 edges take about as long as an average quadtree search (a few hundred distance
/// evaluations of a small region), and the regions drawn by crossing lines have four or five.
pub const MAX_EXACT_LABEL_EDGES: usize = 16;

/// Relative tolerance of [`convex_label`]: a vertex of the linear program is feasible when no
/// constraint is violated by more than this fraction of the region's size (the longer side of
/// its bounding box), and the widest discs are those within it of the widest.
pub const EXACT_LABEL_TOLERANCE: f64 = 1e-9;

/// The exact pole of inaccessibility of a convex polygon: the centre of its largest inscribed
/// circle (its Chebyshev centre), or `None` when the ring is not a polygon with at most
/// [`MAX_EXACT_LABEL_EDGES`] edges of positive length.
///
/// `ring` is a convex ring in board units, either orientation, without a repeated closing point;
/// collinear vertices (where a line ends on an edge) are allowed. The caller checks convexity
/// (exactly, with [`crate::geometry::predicates::ring_is_convex`]); on a concave ring the result
/// is the largest circle inside the intersection of the edges' half-planes, which may leave the
/// ring.
///
/// The largest inscribed circle solves the linear program "maximise `r` subject to
/// `nᵢ · (p − aᵢ) ≥ r` for every edge `i`" (`nᵢ` the edge's inward unit normal, `aᵢ` a point of
/// it; Boyd and Vandenberghe, *Convex Optimization* (2004), §8.5.1). An optimum lies at a vertex
/// of the program, where three constraints hold with equality, so every triple of edges is
/// solved (Cramer's rule) and the feasible solution with the largest `r` kept. When the widest
/// discs form a segment (a strip between two parallel edges), the label is its midpoint, so a
/// rectangle's label is its centre. The clearance bound is that `r` plus
/// [`EXACT_LABEL_TOLERANCE`] of the region's size.
///
/// ```
/// use savanna::regions::label::convex_label;
/// let l = convex_label(&[[0.0, 0.0], [100.0, 0.0], [100.0, 40.0], [0.0, 40.0]]).unwrap();
/// assert_eq!(l.point, [50.0, 20.0]);
/// assert!((l.clearance - 20.0).abs() < 1e-12);
/// // The 3-4-5 right triangle's incircle has radius 1 and centre (1, 1).
/// let t = convex_label(&[[0.0, 0.0], [4.0, 0.0], [0.0, 3.0]]).unwrap();
/// assert!((t.point[0] - 1.0).abs() < 1e-12 && (t.point[1] - 1.0).abs() < 1e-12);
/// ```
pub fn convex_label(ring: &[[f64; 2]]) -> Option<Label> {
    let n = ring.len();
    if n < 3 {
        return None;
    }
    let area2 = crate::geometry::predicates::shoelace2(ring);
    // Inward normals: left of each edge for a positive shoelace sum, right otherwise.
    let side = if area2 > 0.0 {
        1.0
    } else if area2 < 0.0 {
        -1.0
    } else {
        return None;
    };
    let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for p in ring {
        for k in 0..2 {
            lo[k] = lo[k].min(p[k]);
            hi[k] = hi[k].max(p[k]);
        }
    }
    let size = (hi[0] - lo[0]).max(hi[1] - lo[1]);
    let eps = size * EXACT_LABEL_TOLERANCE;
    // Each constraint as (nx, ny, c): nx·x + ny·y − r ≥ c.
    let mut lines: Vec<(f64, f64, f64)> = Vec::with_capacity(n);
    for i in 0..n {
        let (a, b) = (ring[i], ring[(i + 1) % n]);
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let len = libm::hypot(dx, dy);
        if len > 0.0 {
            let (nx, ny) = (-dy * side / len, dx * side / len);
            lines.push((nx, ny, nx * a[0] + ny * a[1]));
        }
    }
    let m = lines.len();
    if !(3..=MAX_EXACT_LABEL_EDGES).contains(&m) {
        return None;
    }
    let feasible =
        |x: f64, y: f64, r: f64| lines.iter().all(|l| l.0 * x + l.1 * y - r >= l.2 - eps);
    let mut vertices: Vec<(f64, [f64; 2])> = Vec::new();
    for i in 0..m {
        for j in i + 1..m {
            for k in j + 1..m {
                let (p, q, s) = (lines[i], lines[j], lines[k]);
                // Equal in all three: nx·x + ny·y − r = c. Subtracting the first equation
                // from the others leaves two in x and y (Cramer's rule); r follows.
                let (a1, b1, c1) = (q.0 - p.0, q.1 - p.1, q.2 - p.2);
                let (a2, b2, c2) = (s.0 - p.0, s.1 - p.1, s.2 - p.2);
                let det = a1 * b2 - a2 * b1;
                // Two edges with the same normal (parallel on the same side) meet no vertex.
                if det.abs() < 1e-12 {
                    continue;
                }
                let (x, y) = ((c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det);
                let r = p.0 * x + p.1 * y - p.2;
                if r.is_finite() && r > 0.0 && feasible(x, y, r) {
                    vertices.push((r, [x, y]));
                }
            }
        }
    }
    let best = vertices
        .iter()
        .map(|v| v.0)
        .fold(f64::NEG_INFINITY, f64::max);
    if !best.is_finite() {
        return None;
    }
    // The widest discs' centres form a point or a segment; its midpoint is the label.
    let (mut plo, mut phi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for (_, p) in vertices.iter().filter(|v| v.0 >= best - eps) {
        for k in 0..2 {
            plo[k] = plo[k].min(p[k]);
            phi[k] = phi[k].max(p[k]);
        }
    }
    let point = [0.5 * (plo[0] + phi[0]), 0.5 * (plo[1] + phi[1])];
    let clearance = (0..n)
        .map(|i| point_segment_distance(point, ring[i], ring[(i + 1) % n]))
        .fold(f64::INFINITY, f64::min);
    Some(Label {
        point,
        clearance,
        clearance_bound: (best + eps).max(clearance),
        cells: 0,
    })
}
