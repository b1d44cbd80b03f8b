//! The exact pole of inaccessibility of a small non-convex region: the vertex of its medial axis
//! farthest from the boundary.
//!
//! In: a region's outline and holes in board units (local frame), without a repeated closing
//! point, any orientation; out: a [`Label`].
//!
//! The distance to the boundary of a polygon has no local maximum inside an edge of its medial
//! axis (along the bisector of two edges it is linear or constant, along that of an edge and a
//! reflex vertex or of two reflex vertices it falls towards the apex), so the widest disc inside
//! the polygon is centred at a vertex of the medial axis: a point at one distance from three
//! *sites*, each the line of an edge or a reflex vertex (Lee, *Medial axis transformation of a
//! planar shape*, IEEE PAMI 4 (1982); the convex case is the linear program of
//! [`super::label::convex_label`]). [`medial_label`] solves every triple of sites (a linear
//! system, or a quadratic along a bisector) and keeps the candidate with the largest clearance,
//! measured against every edge.

use super::label::Label;
use crate::geometry::predicates::{orient2d, shoelace2};

/// Most sites (edges plus reflex vertices) a region may have for [`medial_label`]; larger
/// regions use the quadtree search of [`super::label::label`]. The search solves every triple of
/// sites, `O(s³)` small systems plus a clearance check for the few that could beat the best so
/// far: at 24 sites about as long as the quadtree search of an average region, and the
/// non-convex regions crossing lines make have a dozen.
pub const MAX_MEDIAL_SITES: usize = 24;

/// Relative tolerance of [`medial_label`], a fraction of the region's size (the longer side of
/// its bounding box): the clearance bound is the best clearance found plus this much, and
/// candidates this close to the best count as tied. Wider than the convex search's
/// ([`super::label::EXACT_LABEL_TOLERANCE`]) because a vertex on a bisector comes from a
/// quadratic, whose root loses about half the digits where the discriminant is near zero.
pub const MEDIAL_LABEL_TOLERANCE: f64 = 1e-7;

/// Relative size below which a determinant (of unit normals, or of two vertex offsets relative
/// to their lengths) counts as zero: the sites are parallel or collinear and meet in no vertex
/// (a nearly parallel pair's far-away vertex lies outside the region anyway).
const DEGENERATE: f64 = 1e-12;

/// A site of the medial axis: the line of an edge, `n · p − c` the signed distance of `p` from
/// it (`n` the unit normal towards the region), or a reflex vertex.
#[derive(Clone, Copy)]
enum Site {
    Line { n: [f64; 2], c: f64 },
    Vertex([f64; 2]),
}

/// One edge, prepared for the clearance check.
#[derive(Clone, Copy)]
struct Edge {
    a: [f64; 2],
    b: [f64; 2],
    /// `b − a`.
    d: [f64; 2],
    d2: f64,
}

/// The exact pole of inaccessibility of the region bounded by `outline` and `holes` (board
/// units, no repeated closing point, either orientation): the centre of the
/// widest disc inside it, found among the vertices of its medial axis, or `None` when the region
/// has more than [`MAX_MEDIAL_SITES`] sites or no vertex inside it was found (a degenerate
/// ring).
///
/// The widest discs' centres may form segments (between parallel edges); the label is then the
/// midpoint of the longest, as for [`super::label::convex_label`]. Among separate widest discs
/// it is the centre first in reading order: least y (the top of the page, y down), then least
/// x. `clearance` is the label's distance to the boundary; `clearance_bound` adds
/// [`MEDIAL_LABEL_TOLERANCE`] of the region's size.
///
/// ```
/// use savanna::regions::medial::medial_label;
/// // An L of three unit squares: the widest disc touches the two outer edges at the corner
/// // and the reflex vertex (1, 1), so its centre is (t, t) with t = √2 (1 − t), t = 2 − √2.
/// let l = medial_label(&[[0.0, 0.0], [2.0, 0.0], [2.0, 1.0], [1.0, 1.0], [1.0, 2.0], [0.0, 2.0]],
///                      &[]).unwrap();
/// let t = 2.0 - 2f64.sqrt();
/// assert!((l.point[0] - t).abs() < 1e-12 && (l.point[1] - t).abs() < 1e-12);
/// assert!((l.clearance - t).abs() < 1e-12);
/// ```
pub fn medial_label(outline: &[[f64; 2]], holes: &[Vec<[f64; 2]>]) -> Option<Label> {
    let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    let mut edges: Vec<Edge> = Vec::new();
    let mut lines: Vec<Site> = Vec::new();
    let mut vertices: Vec<Site> = Vec::new();
    let rings = std::iter::once(outline).chain(holes.iter().map(Vec::as_slice));
    for (k, ring) in rings.enumerate() {
        let n = ring.len();
        if n < 3 {
            return None;
        }
        let area2 = shoelace2(ring);
        // The region lies left of every edge: outlines counter-clockwise (positive shoelace
        // area), holes clockwise.
        let forward = if k == 0 { area2 > 0.0 } else { area2 < 0.0 };
        let at = |i: usize| if forward { ring[i] } else { ring[n - 1 - i] };
        for i in 0..n {
            let (a, v, b) = (at(i), at((i + 1) % n), at((i + 2) % n));
            for c in 0..2 {
                lo[c] = lo[c].min(a[c]);
                hi[c] = hi[c].max(a[c]);
            }
            let d = [v[0] - a[0], v[1] - a[1]];
            let d2 = d[0] * d[0] + d[1] * d[1];
            if d2 > 0.0 {
                let len = d2.sqrt();
                let nrm = [-d[1] / len, d[0] / len];
                edges.push(Edge { a, b: v, d, d2 });
                lines.push(Site::Line {
                    n: nrm,
                    c: nrm[0] * a[0] + nrm[1] * a[1],
                });
            }
            // A right turn at `v` (exact sign): the region's angle there is reflex.
            if orient2d(a, v, b) < 0.0 {
                vertices.push(Site::Vertex(v));
            }
        }
    }
    let sites: Vec<Site> = lines.into_iter().chain(vertices).collect();
    if sites.len() < 3 || sites.len() > MAX_MEDIAL_SITES {
        return None;
    }
    let size = (hi[0] - lo[0]).max(hi[1] - lo[1]);
    let eps = size * MEDIAL_LABEL_TOLERANCE;
    // The best clearance so far, and the candidates within `eps` of it with their clearances.
    let mut best = 0.0_f64;
    let mut tied: Vec<([f64; 2], f64)> = Vec::new();
    let mut consider = |p: [f64; 2], r: f64| {
        // A true vertex's clearance is its radius; a candidate that is not one (its tangent
        // point lies off its edge) only ever scores less than the pole, so a radius below the
        // best so far cannot win.
        if !(r.is_finite() && r > best - eps) {
            return;
        }
        let Some(c) = clearance(&edges, p, best - eps) else {
            return;
        };
        if c > best {
            best = c;
            tied.retain(|t| t.1 >= c - eps);
        }
        tied.push((p, c));
    };
    let s = sites.len();
    for i in 0..s {
        for j in i + 1..s {
            for k in j + 1..s {
                for (p, r) in vertex(sites[i], sites[j], sites[k]).into_iter().flatten() {
                    consider(p, r);
                }
            }
        }
    }
    if tied.is_empty() || best <= 0.0 {
        return None;
    }
    // The widest discs' centres form points and segments (between parallel edges), whose ends
    // are among the ties: the label is the midpoint of the longest segment between two ties
    // that stays `best − eps` clear of every edge; when there is none, the tie first in reading
    // order (least y, then least x, each beyond `eps`), whatever vertex the rings start at.
    let first = |a: [f64; 2], b: [f64; 2]| {
        a[1] < b[1] - eps || ((a[1] - b[1]).abs() <= eps && a[0] < b[0] - eps)
    };
    let (mut point, mut clear) = tied[0];
    for &(p, c) in &tied[1..] {
        if first(p, point) {
            (point, clear) = (p, c);
        }
    }
    // A segment shorter than `eps` is one centre found twice (by two triples of sites, apart by
    // rounding), not a segment: taking its midpoint made the label whichever isolated centre
    // was found twice, so a ring's label went to another corner in metres than in millimetres
    // (tests/data/arrangement/24_nested_rings_5: regions 4 and 5 swapped numbers, issue 38).
    let mut longest = eps * eps;
    for (i, &(p, _)) in tied.iter().enumerate() {
        for &(q, _) in &tied[i + 1..] {
            let len2 = (q[0] - p[0]).powi(2) + (q[1] - p[1]).powi(2);
            if len2 > longest && segment_clear(&edges, p, q, best - eps) {
                let mid = [0.5 * (p[0] + q[0]), 0.5 * (p[1] + q[1])];
                if let Some(c) = clearance(&edges, mid, best - eps) {
                    (point, clear, longest) = (mid, c, len2);
                }
            }
        }
    }
    Some(Label {
        point,
        clearance: clear,
        clearance_bound: (best + eps).max(clear),
        cells: 0,
    })
}

/// The distance from `p` to the nearest edge when `p` is inside the region (even-odd rule) and
/// that distance exceeds `floor`; `None` otherwise (the scan stops at the first edge nearer than
/// `floor`).
fn clearance(edges: &[Edge], p: [f64; 2], floor: f64) -> Option<f64> {
    let floor2 = if floor > 0.0 { floor * floor } else { 0.0 };
    let mut inside = false;
    let mut min2 = f64::INFINITY;
    for e in edges {
        let (ax, ay) = (p[0] - e.a[0], p[1] - e.a[1]);
        let t = ((ax * e.d[0] + ay * e.d[1]) / e.d2).clamp(0.0, 1.0);
        let (qx, qy) = (ax - t * e.d[0], ay - t * e.d[1]);
        let d2 = qx * qx + qy * qy;
        if d2 < floor2 {
            return None;
        }
        min2 = min2.min(d2);
        // Crossing of the horizontal ray from `p` towards +x (even-odd rule).
        if (e.a[1] > p[1]) != (e.b[1] > p[1]) {
            let x = e.a[0] + e.d[0] * (p[1] - e.a[1]) / e.d[1];
            if p[0] < x {
                inside = !inside;
            }
        }
    }
    let d = min2.sqrt();
    (inside && d > floor).then_some(d)
}

/// Whether the segment `pq` stays farther than `floor` from every edge: no edge crosses it
/// (exact orientation signs) and the nearest of the four end-to-segment distances is beyond
/// `floor` (the distance between two segments that do not cross is one of them).
fn segment_clear(edges: &[Edge], p: [f64; 2], q: [f64; 2], floor: f64) -> bool {
    let (pq, pq2) = (
        [q[0] - p[0], q[1] - p[1]],
        (q[0] - p[0]).powi(2) + (q[1] - p[1]).powi(2),
    );
    let to = |x: [f64; 2], a: [f64; 2], d: [f64; 2], d2: f64| {
        let (ax, ay) = (x[0] - a[0], x[1] - a[1]);
        let t = if d2 > 0.0 {
            ((ax * d[0] + ay * d[1]) / d2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        libm::hypot(ax - t * d[0], ay - t * d[1])
    };
    edges.iter().all(|e| {
        let b = e.b;
        let crosses = orient2d(e.a, b, p) * orient2d(e.a, b, q) <= 0.0
            && orient2d(p, q, e.a) * orient2d(p, q, b) <= 0.0;
        !crosses
            && to(p, e.a, e.d, e.d2) > floor
            && to(q, e.a, e.d, e.d2) > floor
            && to(e.a, p, pq, pq2) > floor
            && to(b, p, pq, pq2) > floor
    })
}

/// The points at one distance `r > 0` from three sites, on the region's side of each line site:
/// at most two.
fn vertex(a: Site, b: Site, c: Site) -> [Option<([f64; 2], f64)>; 2] {
    use Site::{Line, Vertex};
    match (a, b, c) {
        (Line { n: n1, c: c1 }, Line { n: n2, c: c2 }, Line { n: n3, c: c3 }) => {
            // n·p − r = c for all three: subtract the first from the others (Cramer's rule).
            let (a1, b1, d1) = (n2[0] - n1[0], n2[1] - n1[1], c2 - c1);
            let (a2, b2, d2) = (n3[0] - n1[0], n3[1] - n1[1], c3 - c1);
            let det = a1 * b2 - a2 * b1;
            // Two lines with one normal (parallel on the same side) meet no vertex.
            if det.abs() < DEGENERATE {
                return [None, None];
            }
            let p = [(d1 * b2 - d2 * b1) / det, (a1 * d2 - a2 * d1) / det];
            let r = n1[0] * p[0] + n1[1] * p[1] - c1;
            [(r > 0.0).then_some((p, r)), None]
        }
        (Line { n: n1, c: c1 }, Line { n: n2, c: c2 }, Vertex(q)) => {
            two_lines_vertex(n1, c1, n2, c2, q)
        }
        (Line { n, c }, Vertex(q1), Vertex(q2)) => line_two_vertices(n, c, q1, q2),
        (Vertex(q1), Vertex(q2), Vertex(q3)) => {
            // The circumcentre.
            let (ux, uy) = (q2[0] - q1[0], q2[1] - q1[1]);
            let (vx, vy) = (q3[0] - q1[0], q3[1] - q1[1]);
            let det = 2.0 * (ux * vy - uy * vx);
            let (u2, v2) = (ux * ux + uy * uy, vx * vx + vy * vy);
            // Collinear vertices have no circumcentre.
            if det.abs() <= DEGENERATE * (u2 * v2).sqrt() {
                return [None, None];
            }
            let (x, y) = ((vy * u2 - uy * v2) / det, (ux * v2 - vx * u2) / det);
            [Some(([q1[0] + x, q1[1] + y], libm::hypot(x, y))), None]
        }
        // Sites come lines first, so no other order occurs.
        _ => [None, None],
    }
}

/// Points at distance `r` from the lines `n₁·p = c₁ + r`, `n₂·p = c₂ + r` and the vertex `q`.
fn two_lines_vertex(
    n1: [f64; 2],
    c1: f64,
    n2: [f64; 2],
    c2: f64,
    q: [f64; 2],
) -> [Option<([f64; 2], f64)>; 2] {
    // Equidistant from both lines: (n₁ − n₂)·p = c₁ − c₂, the line p₀ + t·u.
    let m = [n1[0] - n2[0], n1[1] - n2[1]];
    let m2 = m[0] * m[0] + m[1] * m[1];
    if m2 < DEGENERATE * DEGENERATE {
        // Parallel on the same side: no point is at one distance from both.
        return [None, None];
    }
    let k = (c1 - c2) / m2;
    let p0 = [m[0] * k, m[1] * k];
    let ml = m2.sqrt();
    let u = [-m[1] / ml, m[0] / ml];
    // r(t) = r₀ + r₁ t along it.
    let r0 = n1[0] * p0[0] + n1[1] * p0[1] - c1;
    let r1 = n1[0] * u[0] + n1[1] * u[1];
    on_bisector(p0, u, r0, r1, q)
}

/// Points at distance `r` from the line `n·p = c + r` and the vertices `q₁`, `q₂`.
fn line_two_vertices(
    n: [f64; 2],
    c: f64,
    q1: [f64; 2],
    q2: [f64; 2],
) -> [Option<([f64; 2], f64)>; 2] {
    // Equidistant from both vertices: their perpendicular bisector, mid + t·u.
    let (dx, dy) = (q2[0] - q1[0], q2[1] - q1[1]);
    let len = libm::hypot(dx, dy);
    if len <= 0.0 {
        return [None, None];
    }
    let mid = [0.5 * (q1[0] + q2[0]), 0.5 * (q1[1] + q2[1])];
    let u = [-dy / len, dx / len];
    let r0 = n[0] * mid[0] + n[1] * mid[1] - c;
    let r1 = n[0] * u[0] + n[1] * u[1];
    on_bisector(mid, u, r0, r1, q1)
}

/// The points `p = p₀ + t·u` (`u` a unit vector) with `|p − q| = r₀ + r₁ t > 0`: the roots of
/// `(1 − r₁²) t² + 2 (e·u − r₀ r₁) t + (e·e − r₀²) = 0`, `e = p₀ − q`.
fn on_bisector(
    p0: [f64; 2],
    u: [f64; 2],
    r0: f64,
    r1: f64,
    q: [f64; 2],
) -> [Option<([f64; 2], f64)>; 2] {
    let e = [p0[0] - q[0], p0[1] - q[1]];
    let a = 1.0 - r1 * r1;
    let b = e[0] * u[0] + e[1] * u[1] - r0 * r1;
    let c = e[0] * e[0] + e[1] * e[1] - r0 * r0;
    let at = |t: f64| {
        let r = r0 + r1 * t;
        (t.is_finite() && r > 0.0).then_some(([p0[0] + t * u[0], p0[1] + t * u[1]], r))
    };
    if a.abs() < DEGENERATE {
        // The bisector runs along the line's normal: one root (none when b is 0 too).
        return [at(-c / (2.0 * b)), None];
    }
    let mut disc = b * b - a * c;
    if disc < 0.0 {
        // A tangent (double) root may come out just below zero.
        if disc > -DEGENERATE * (b * b + (a * c).abs()) {
            disc = 0.0;
        } else {
            return [None, None];
        }
    }
    // The numerically stable pair of roots.
    let s = disc.sqrt();
    let h = -(b + s.copysign(b));
    if h.abs() < f64::MIN_POSITIVE {
        // b and the discriminant are both zero: the double root t = 0.
        return [at(0.0), None];
    }
    [at(h / a), at(c / h)]
}
