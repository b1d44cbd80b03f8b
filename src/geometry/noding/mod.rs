//! Noding by snap rounding: a set of segments on the snap grid becomes a set of edges that meet
//! only at shared endpoints.
//!
//! Algorithm (Hobby 1999, *Practical segment intersection with finite precision output*, Comput.
//! Geom. 13; Guibas & Marimont 1998, *Rounding arrangements dynamically*, IJCGA 8; the same scheme
//! as the JTS/GEOS `SnapRoundingNoder` and CGAL's `Snap_rounding_2`):
//! 1. every endpoint and every intersection point of two input segments *as drawn*, rounded to
//!    the grid, makes its pixel (the closed unit square around a grid point) **hot**;
//! 2. every input segment as drawn is replaced by the polyline through the centres of the hot
//!    pixels it passes through, in order along the segment;
//! 3. a final exact check splits any fragment at a vertex lying in its interior (collinear overlaps
//!    and duplicates then become identical fragments and are merged) and, should two fragments
//!    still cross (which Hobby's theorem rules out for half-open pixels; we use closed pixels and
//!    check instead), makes their crossing hot and repeats step 2. This repeat is a bounded form
//!    of *iterated* snap rounding (Halperin & Packer 2002, *Iterated snap rounding*, Comput.
//!    Geom. 23), at most [`MAX_SNAP_ROUNDS`] rounds.
//!
//! "As drawn" matters: rounding the endpoints first and then snap-rounding the rounded segments
//! moves every segment by up to half a pixel before the pixel tests, so a line ending exactly on
//! another (a T-junction computed in floating point) could miss that line's pixel and stay a
//! dangle, and three nearly concurrent lines could lose the small triangle they bound. So each
//! [`GridSegment`] also keeps its endpoints at [`SUBPIXEL`] (2^16) units per grid step, and steps
//! 1 and 2 use those: the crossings are the exact crossings of the sub-pixel segments, and the
//! pixel tests are against the sub-pixel segments.
//!
//! # Exactness
//! The input is rounded twice, once to the grid ([`crate::geometry::snap::Grid::snap`]) and once to the
//! sub-pixel grid ([`crate::geometry::snap::Grid::snap_fine`], within `1 / 2^17` of a step of the drawn
//! point). Everything after is integer arithmetic with coordinates bounded by
//! [`crate::geometry::predicates::MAX_GRID_COORD`] = 2^40 steps (2^56 sub-pixel units), so no step rounds
//! except the one deliberate rounding of each crossing point to its nearest grid point
//! ([`subpixel_crossing`] in 256-bit integers, [`rounded_crossing`] in `i128` for the repair
//! pass; exact rational numerator/denominator, then round half up):
//! - orientation ([`crate::geometry::predicates::orient`]), on-segment and proper-crossing tests, the
//!   pixel tests (sub-pixel units, in which pixel corners are integers), and the ordering of hot
//!   pixels along a segment (dot products) are exact;
//! - hence the output is a function of the rounded input only: the same input gives the same
//!   edges in the same order, whatever the thread count (parallel stages collect in input order
//!   and every merge sorts).
//!
//! What the grid can change (Hobby 1999; Guibas & Marimont 1998): each output vertex is the centre
//! of a hot pixel, within `pitch · √2 / 2` of the exact point it stands for; a segment moves only
//! onto hot pixels it passes through, so it never moves farther than `pitch · √2 / 2`; the
//! rounded segments keep their order along any vertical line (no segment jumps over a vertex), so
//! the combinatorial structure changes only by collapsing features narrower than a pixel: an
//! endpoint stopping within half a pixel of a line meets it (an endpoint on the line always
//! does: endpoint pixels are widened by [`ENDPOINT_MARGIN`] to absorb the sub-pixel rounding),
//! several crossings inside one pixel become one vertex, and a face thinner than a pixel can
//! vanish. What it cannot change: features wider than a couple of pixels (2e-6 of the unit by
//! default) keep their topology, and a segment never gains a crossing with a segment that stays
//! more than a pixel away. On the comparison sets of `bench/compare.py` (random segments,
//! chords, grids, pencils of lines through one point, collinear overlaps, nearly parallel lines,
//! T-junctions, far offsets) the region and neighbor counts equal GEOS's snap-rounding noder
//! at the same grid.
//!
//! # Cost
//! Candidate pairs come from an R-tree of bounding boxes (rstar, bulk-loaded), so step 1 tests
//! `O(n + c)` pairs for `c` pairs of overlapping boxes (close to the `k` crossings on real
//! boards), in parallel (rayon). Step 2 queries a hot-pixel R-tree along thin boxes that cover
//! each segment, so it costs `O((n + h + Σ m) log h)` where `Σ m` is the number of fragments (the
//! size of the output's source lists). Identical fragments (collinear overlaps and duplicates)
//! are merged by one sort of the fragment vector, not pairwise: `n` overlapping collinear pieces
//! cost `O(Σ m log Σ m)`. Memory is linear in the fragments.

use crate::geometry::predicates::{IPoint, cross, dot, in_segment_interior, orient};
use crate::ids::SegmentId;
use rayon::prelude::*;
use rstar::primitives::{GeomWithData, Rectangle};
use rstar::{AABB, RTree, RTreeObject};
use std::cmp::Ordering;

mod crossing;

use crossing::crossing;
pub use crossing::{SHALLOW_SINE, exact_crossing, rounded_crossing, subpixel_crossing};

/// Inputs with fewer items than this are noded on the calling thread: handing a few dozen
/// segments to rayon's pool costs more than the work (the checks node many tiny local
/// arrangements, e.g. to find the snap pitch that joins a near miss).
pub const PARALLEL_MIN_ITEMS: usize = 512;

/// Sorts on rayon's pool when `v` is large, on the calling thread otherwise.
fn sort_items<T: Ord + Send>(v: &mut [T]) {
    if v.len() >= PARALLEL_MIN_ITEMS {
        v.par_sort_unstable();
    } else {
        v.sort_unstable();
    }
}

// The sub-pixel resolution belongs to the grid (snap.rs, which rounds to it); noding tests
// segments at it.
use super::snap::SUBPIXEL;

/// An input segment: its endpoints on the grid and, finer, in sub-pixel units. `a != b` is
/// expected; segments whose grid endpoints coincide are ignored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GridSegment {
    /// Start point, on the grid.
    pub a: IPoint,
    /// End point, on the grid.
    pub b: IPoint,
    /// Start and end points in sub-pixel units ([`SUBPIXEL`] per grid step), each inside the
    /// closed pixel of `a` resp. `b` (`|fine.x - SUBPIXEL · a.x| <= SUBPIXEL / 2`, same for y):
    /// the segment as drawn, which the pixel tests use.
    pub fine: [IPoint; 2],
    /// The input line it comes from.
    pub source: SegmentId,
    /// The segment exactly as drawn, when it is known (segments snapped from board units):
    /// crossings at shallow angles are computed from it ([`exact_crossing`]).
    pub drawn: Option<Drawn>,
}

/// A segment exactly as drawn: its endpoints in board units and the pitch of the grid it is
/// snapped to, each an exact `f64` (dyadic rational). Compared bit for bit.
#[derive(Debug, Clone, Copy)]
pub struct Drawn {
    /// Start and end, board units.
    pub ends: [[f64; 2]; 2],
    /// Grid pitch, board units (> 0).
    pub pitch: f64,
}

impl PartialEq for Drawn {
    fn eq(&self, o: &Self) -> bool {
        let bits = |d: &Drawn| (d.ends.map(|p| p.map(f64::to_bits)), d.pitch.to_bits());
        bits(self) == bits(o)
    }
}

impl Eq for Drawn {}

impl GridSegment {
    /// A segment whose endpoints lie exactly on the grid points `a` and `b`.
    pub fn on_grid(a: IPoint, b: IPoint, source: SegmentId) -> Self {
        GridSegment {
            a,
            b,
            fine: [a, b].map(to_subpixel),
            source,
            drawn: None,
        }
    }
}

/// Grid point `p` in sub-pixel units.
fn to_subpixel(p: IPoint) -> IPoint {
    IPoint::new(p.x * SUBPIXEL, p.y * SUBPIXEL)
}

/// One edge of the noded set: `a < b` (lexicographic by x, then y), with every input segment that
/// runs along it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodedEdge {
    /// Smaller endpoint.
    pub a: IPoint,
    /// Larger endpoint.
    pub b: IPoint,
    /// The input segments it lies on, sorted, without repeats.
    pub sources: Vec<SegmentId>,
}

/// Safety valve for the repeat of step 3: after this many rounds any remaining crossings are
/// resolved by splitting at the rounded crossing point only. Never reached in tests.
pub const MAX_SNAP_ROUNDS: usize = 8;

type SegBox = GeomWithData<Rectangle<[i64; 2]>, usize>;
/// A hot pixel's centre, and the margin (sub-pixel units) by which it is widened.
type HotPt = GeomWithData<[i64; 2], i64>;

fn seg_box(a: IPoint, b: IPoint, i: usize) -> SegBox {
    GeomWithData::new(Rectangle::from_corners([a.x, a.y], [b.x, b.y]), i)
}

/// Nodes `segments` by snap rounding. Output edges are sorted by `(a, b)` and unique.
///
/// All grid coordinates must be within [`crate::geometry::predicates::MAX_GRID_COORD`], and each sub-pixel
/// endpoint inside the closed pixel of its grid endpoint (the caller snaps with
/// [`crate::geometry::snap::Grid::snap_fine`], which guarantees both; use
/// [`GridSegment::on_grid`] for segments given on the grid).
///
/// ```
/// use savanna::ids::SegmentId;
/// use savanna::geometry::noding::{node, GridSegment};
/// use savanna::geometry::predicates::IPoint;
/// let s = |ax, ay, bx, by, i| GridSegment::on_grid(IPoint::new(ax, ay), IPoint::new(bx, by), SegmentId(i));
/// // An X: two crossing diagonals give four edges meeting at (5, 5).
/// let edges = node(&[s(0, 0, 10, 10, 0), s(0, 10, 10, 0, 1)]);
/// assert_eq!(edges.len(), 4);
/// assert!(edges.iter().all(|e| e.a == IPoint::new(5, 5) || e.b == IPoint::new(5, 5)));
/// ```
pub fn node(segments: &[GridSegment]) -> Vec<NodedEdge> {
    let segs: Vec<GridSegment> = segments.iter().copied().filter(|s| s.a != s.b).collect();
    if segs.is_empty() {
        return Vec::new();
    }
    // A segment as drawn lies within half a pixel of its grid endpoints' box: pad by one step.
    let tree = RTree::bulk_load(
        segs.iter()
            .enumerate()
            .map(|(i, s)| padded_box(s.a, s.b, i))
            .collect(),
    );
    // Step 1, in parallel over segments: each pair (i < j) of candidates is tested once.
    let crossings_of = |(i, s): (usize, &GridSegment)| {
        let env = padded_box(s.a, s.b, i).envelope();
        let tree = &tree;
        let segs = &segs;
        tree.locate_in_envelope_intersecting(env)
            .filter(|c| c.data > i)
            .filter_map(|c| crossing(s, &segs[c.data]))
            .collect::<Vec<(IPoint, i64)>>()
    };
    let crossings: Vec<(IPoint, i64)> = if segs.len() >= PARALLEL_MIN_ITEMS {
        segs.par_iter()
            .enumerate()
            .flat_map_iter(crossings_of)
            .collect()
    } else {
        segs.iter().enumerate().flat_map(crossings_of).collect()
    };
    // Hot pixels with the margin (sub-pixel units) by which each widens its pixel: a larger
    // margin wins when one pixel is hot for two reasons.
    let mut hot: Vec<(IPoint, i64)> = segs
        .iter()
        .flat_map(|s| [(s.a, ENDPOINT_MARGIN), (s.b, ENDPOINT_MARGIN)])
        .chain(crossings)
        .collect();
    let tidy = |hot: &mut Vec<(IPoint, i64)>| {
        sort_items(hot);
        // One entry per point, with the largest margin.
        hot.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 = kept.1.max(later.1);
            }
            same
        });
    };
    tidy(&mut hot);

    let mut rounds = 0;
    loop {
        rounds += 1;
        let fragments = snap_segments(&segs, &hot);
        let (edges, new_hot) = resolve(fragments);
        if new_hot.is_empty() || rounds >= MAX_SNAP_ROUNDS {
            return edges;
        }
        hot.extend(new_hot.into_iter().map(|c| (c, REPAIR_MARGIN)));
        tidy(&mut hot);
    }
}

/// How far, in sub-pixel units, the pixel of an input endpoint is widened on each side when
/// testing which segments pass through it: 2 (1/32768 of a grid step).
///
/// Why: the sub-pixel endpoints are the drawn ones rounded to `1 / `[`SUBPIXEL`] of a step, so
/// an endpoint that lies on another segment as drawn (a T-junction computed in floating point)
/// is within one sub-pixel unit of that segment as kept, and may fall just outside its pixel
/// by that much. The margin joins every such end, as GEOS's snap-rounding noder joins vertices
/// that lie within a small tolerance of a segment; it joins nothing farther than a pixel's
/// half width plus `2 / SUBPIXEL` steps.
pub const ENDPOINT_MARGIN: i64 = 2;

/// How far, in sub-pixel units, the pixel of a crossing found by the repair pass (step 3) is
/// widened: one pixel's width. The fragments that cross there lie within half a pixel of their
/// segments, so their crossing's pixel is within one pixel of both segments.
pub const REPAIR_MARGIN: i64 = SUBPIXEL / 2 + ENDPOINT_MARGIN;

/// The bounding box of grid segment `ab`, padded by one grid step on every side.
fn padded_box(a: IPoint, b: IPoint, i: usize) -> SegBox {
    GeomWithData::new(
        Rectangle::from_corners(
            [a.x.min(b.x) - 1, a.y.min(b.y) - 1],
            [a.x.max(b.x) + 1, a.y.max(b.y) + 1],
        ),
        i,
    )
}

/// True when the segment from `a` to `b` (sub-pixel units) meets the closed pixel of grid point
/// `c`, widened by `margin` sub-pixel units on every side.
fn meets_pixel(a: IPoint, b: IPoint, c: IPoint, margin: i64) -> bool {
    let h = SUBPIXEL / 2 + margin;
    let c = to_subpixel(c);
    let (x0, x1, y0, y1) = (c.x - h, c.x + h, c.y - h, c.y + h);
    if a.x.max(b.x) < x0 || a.x.min(b.x) > x1 || a.y.max(b.y) < y0 || a.y.min(b.y) > y1 {
        return false;
    }
    let mut pos = false;
    let mut neg = false;
    for k in [
        IPoint::new(x0, y0),
        IPoint::new(x1, y0),
        IPoint::new(x1, y1),
        IPoint::new(x0, y1),
    ] {
        match orient(a, b, k) {
            Ordering::Greater => pos = true,
            Ordering::Less => neg = true,
            Ordering::Equal => return true,
        }
    }
    pos && neg
}

/// Hot pixels a query piece of [`query_envelopes`] is sized to hold at the board's average
/// density: the cost of one more exact pixel test against that of one more tree descent.
const HOT_PER_PIECE: f64 = 16.0;

/// Step 2: each segment becomes fragments between consecutive hot pixel centres along it
/// (in parallel over segments; the output order is the input order).
fn snap_segments(segs: &[GridSegment], hot: &[(IPoint, i64)]) -> Vec<Fragment> {
    let hot_tree: RTree<HotPt> = RTree::bulk_load(
        hot.iter()
            .map(|(p, m)| GeomWithData::new([p.x, p.y], *m))
            .collect(),
    );
    // Hot pixels per square grid step over their bounding box, for sizing the query pieces.
    let density = {
        let (mut lo, mut hi) = ([i64::MAX; 2], [i64::MIN; 2]);
        for (p, _) in hot {
            lo = [lo[0].min(p.x), lo[1].min(p.y)];
            hi = [hi[0].max(p.x), hi[1].max(p.y)];
        }
        let area =
            (hi[0].saturating_sub(lo[0]) as f64 + 1.0) * (hi[1].saturating_sub(lo[1]) as f64 + 1.0);
        hot.len() as f64 / area
    };
    let fragments_of = |s: &GridSegment| {
        let [fa, fb] = s.fine;
        let mut on: Vec<(i128, IPoint)> = Vec::new();
        for env in query_envelopes(s.a, s.b, density) {
            for h in hot_tree.locate_in_envelope(env) {
                let c = IPoint::new(h.geom()[0], h.geom()[1]);
                if meets_pixel(fa, fb, c, h.data) {
                    on.push((dot(fa, fb, to_subpixel(c)), c));
                }
            }
        }
        on.sort_unstable();
        on.dedup();
        let src = s.source;
        let mut out = Vec::with_capacity(on.len().saturating_sub(1));
        for w in on.windows(2) {
            if w[0].1 != w[1].1 {
                out.push(fragment(w[0].1, w[1].1, src));
            }
        }
        out
    };
    if segs.len() >= PARALLEL_MIN_ITEMS {
        segs.par_iter().flat_map_iter(fragments_of).collect()
    } else {
        segs.iter().flat_map(fragments_of).collect()
    }
}

/// A fragment of an input segment: endpoints with `a < b`, and its source.
type Fragment = (IPoint, IPoint, SegmentId);

fn fragment(p: IPoint, q: IPoint, s: SegmentId) -> Fragment {
    if p < q { (p, q, s) } else { (q, p, s) }
}

/// Sorts fragments and merges equal ones into edges with sorted, unique sources.
fn merge(mut frags: Vec<Fragment>) -> Vec<NodedEdge> {
    sort_items(&mut frags);
    frags.dedup();
    let mut edges: Vec<NodedEdge> = Vec::new();
    for (a, b, s) in frags {
        match edges.last_mut() {
            Some(e) if e.a == a && e.b == b => e.sources.push(s),
            _ => edges.push(NodedEdge {
                a,
                b,
                sources: vec![s],
            }),
        }
    }
    edges
}

/// Envelopes (in grid steps, expanded by one step) that together cover every pixel the segment
/// can meet. Long slanted segments are cut into pieces so that each query box stays thin, but
/// not so thin that a box holds fewer than about [`HOT_PER_PIECE`] hot pixels at `density` (hot
/// pixels per square grid step): each query descends the tree from its root, which costs more
/// than testing a few more candidates (issue 12: random-1000's 1 000 long lines made 64 000
/// queries for 23 000 hot pixels, 125 M of 1.55 G instructions).
fn query_envelopes(a: IPoint, b: IPoint, density: f64) -> Vec<AABB<[i64; 2]>> {
    /// Query pieces per segment at most.
    const MAX_PIECES: i64 = 64;
    /// A piece's extent along its shorter axis, in grid steps, below which it is not cut further.
    const MIN_PIECE: i64 = 1 << 10;
    let (dx, dy) = ((b.x - a.x).abs(), (b.y - a.y).abs());
    let minor = dx.min(dy);
    // k pieces hold about density · dx · dy / k² hot pixels each.
    let dense = (density * dx as f64 * dy as f64 / HOT_PER_PIECE)
        .sqrt()
        .ceil();
    let pieces = (minor / MIN_PIECE).min(dense as i64).clamp(1, MAX_PIECES);
    let mut envs = Vec::with_capacity(pieces as usize);
    for k in 0..pieces {
        // Piece k spans parameters [k/pieces, (k+1)/pieces]; compute the corners with floor/ceil.
        let lo = |v0: i64, v1: i64, t: i64| -> i64 {
            let num = v0 as i128 * pieces as i128 + (v1 as i128 - v0 as i128) * t as i128;
            num.div_euclid(pieces as i128) as i64
        };
        let (x0, x1) = (lo(a.x, b.x, k), lo(a.x, b.x, k + 1));
        let (y0, y1) = (lo(a.y, b.y, k), lo(a.y, b.y, k + 1));
        // A segment as drawn lies within half a step of its grid segment, and a hot pixel
        // widened by at most one step more catches it: centres within 1.5 steps (+ margins).
        envs.push(AABB::from_corners(
            [x0.min(x1) - 2, y0.min(y1) - 2],
            [x0.max(x1) + 3, y0.max(y1) + 3],
        ));
    }
    envs
}

/// Step 3: merge identical fragments, split fragments at vertices in their interior, and collect
/// crossings that still need a hot pixel. Each pass is output-sensitive: candidates come from an
/// R-tree of the edges' boxes, tested in parallel.
fn resolve(fragments: Vec<Fragment>) -> (Vec<NodedEdge>, Vec<IPoint>) {
    let mut edges = merge(fragments);
    let mut new_hot = Vec::new();
    // Repeat splitting until no vertex lies inside an edge (each pass only shortens edges).
    loop {
        let tree = RTree::bulk_load(
            edges
                .iter()
                .enumerate()
                .map(|(i, e)| seg_box(e.a, e.b, i))
                .collect(),
        );
        let found_at = |(i, e): (usize, &NodedEdge)| {
            let (p, q) = (e.a, e.b);
            let mut splits = Vec::new();
            let mut crossing = Vec::new();
            let env = AABB::from_corners([p.x, p.y], [q.x, q.y]);
            for cand in tree.locate_in_envelope_intersecting(env) {
                let j = cand.data;
                if j == i {
                    continue;
                }
                let (r, s) = (edges[j].a, edges[j].b);
                for v in [r, s] {
                    if in_segment_interior(p, q, v) {
                        splits.push(v);
                    }
                }
                if j > i
                    && properly_cross(p, q, r, s)
                    && let Some(x) = rounded_crossing(p, q, r, s)
                {
                    crossing.push(x);
                }
            }
            (splits, crossing)
        };
        let found = crate::par::map_indexed(&edges, PARALLEL_MIN_ITEMS, found_at);
        let any_split = found.iter().any(|(v, _)| !v.is_empty());
        let mut crossing: Vec<IPoint> = found.iter().flat_map(|(_, c)| c.iter().copied()).collect();
        crossing.sort_unstable();
        crossing.dedup();
        if any_split {
            let mut frags: Vec<Fragment> = Vec::with_capacity(edges.len());
            for (e, (mut pts, _)) in edges.into_iter().zip(found) {
                if pts.is_empty() {
                    frags.extend(e.sources.iter().map(|&s| (e.a, e.b, s)));
                    continue;
                }
                let (p, q) = (e.a, e.b);
                pts.push(p);
                pts.push(q);
                pts.sort_by_key(|v| dot(p, q, *v));
                pts.dedup();
                for w in pts.windows(2) {
                    frags.extend(e.sources.iter().map(|&s| fragment(w[0], w[1], s)));
                }
            }
            edges = merge(frags);
        }
        if !crossing.is_empty() {
            new_hot = crossing;
            break;
        }
        if !any_split {
            break;
        }
    }
    (edges, new_hot)
}

/// True when the closed segments `ab` and `cd` cross at a single point interior to both.
fn properly_cross(a: IPoint, b: IPoint, c: IPoint, d: IPoint) -> bool {
    let o1 = cross(a, b, c).signum();
    let o2 = cross(a, b, d).signum();
    let o3 = cross(c, d, a).signum();
    let o4 = cross(c, d, b).signum();
    o1 * o2 < 0 && o3 * o4 < 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(ax: i64, ay: i64, bx: i64, by: i64, i: u32) -> GridSegment {
        GridSegment::on_grid(IPoint::new(ax, ay), IPoint::new(bx, by), SegmentId(i))
    }

    #[test]
    fn crossing_is_rounded_to_nearest() {
        // (0,0)-(3,1) and (0,1)-(3,0) cross at (1.5, 0.5): rounds half up to (2, 1).
        assert_eq!(
            rounded_crossing(
                IPoint::new(0, 0),
                IPoint::new(3, 1),
                IPoint::new(0, 1),
                IPoint::new(3, 0)
            ),
            Some(IPoint::new(2, 1))
        );
        // Parallel: none.
        assert_eq!(
            rounded_crossing(
                IPoint::new(0, 0),
                IPoint::new(3, 0),
                IPoint::new(0, 1),
                IPoint::new(3, 1)
            ),
            None
        );
    }

    #[test]
    fn pixel_hits() {
        // Grid segments in sub-pixel units.
        let f = |x: i64, y: i64| to_subpixel(IPoint::new(x, y));
        let (a, b) = (f(0, 0), f(10, 0));
        assert!(meets_pixel(a, b, IPoint::new(5, 0), 0));
        assert!(!meets_pixel(a, b, IPoint::new(5, 1), 0));
        // Touching the pixel's edge counts (closed pixels).
        let (a, b) = (f(0, 1), f(10, 2));
        assert!(meets_pixel(a, b, IPoint::new(5, 2), 0));
        // A horizontal segment ENDPOINT_MARGIN sub-pixel units below the pixel of (5, 1) misses
        // the pixel and meets it widened by that margin.
        let y = SUBPIXEL / 2 - ENDPOINT_MARGIN;
        let (a, b) = (IPoint::new(0, y), IPoint::new(10 * SUBPIXEL, y));
        assert!(!meets_pixel(a, b, IPoint::new(5, 1), 0));
        assert!(meets_pixel(a, b, IPoint::new(5, 1), ENDPOINT_MARGIN));
    }

    #[test]
    fn duplicates_and_overlaps_merge() {
        let e = node(&[s(0, 0, 10, 0, 0), s(10, 0, 0, 0, 1), s(5, 0, 20, 0, 2)]);
        let got: Vec<_> = e.iter().map(|e| (e.a.x, e.b.x, e.sources.len())).collect();
        assert_eq!(got, vec![(0, 5, 2), (5, 10, 3), (10, 20, 1)]);
    }

    #[test]
    fn t_junction_splits() {
        let e = node(&[s(0, 0, 10, 0, 0), s(5, 0, 5, 7, 1)]);
        assert_eq!(e.len(), 3);
    }
}
