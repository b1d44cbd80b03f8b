//! Regions and the adjacency graph.
//!
//! [`regions`] numbers the bounded faces of an [`Arrangement`] in reading order (rows from the
//! top, left to right within a row, by label point; see [`ROW_FRACTION`]) as [`RegionId`]
//! `1..=n`, gives each a label point well
//! inside it (the pole of inaccessibility, by the `polylabel` crate: Garcia-Castellanos and
//! Lombardo, *Poles of inaccessibility*, Scottish Geographical Journal 123 (2007), as refined by
//! Mapbox's polylabel), and builds the adjacency graph (petgraph): two regions are neighbors
//! exactly when their boundaries share a piece of positive length; regions that meet only at
//! points are listed as [`Corner`]s instead.
//!
//! Rings are in board units, y down, without a repeated closing point; outlines have positive
//! shoelace area (counter-clockwise in a y-up frame, clockwise as seen on the page), holes negative.
//!
//! Files: this one numbers the faces ([`regions`]) and finds label points; `reading_order.rs`
//! orders them, `adjacency.rs` gives the [`Border`]s, [`Corner`]s and graph, `frame.rs` the
//! [`LocalFrame`] for per-region numerical work, and [`resolve`] places names and the setup.

mod adjacency;
mod frame;
mod reading_order;
pub mod resolve;

pub use adjacency::{Border, Corner};
pub use frame::{LocalFrame, to_polygon};
pub use reading_order::ROW_FRACTION;
use reading_order::reading_order;

use crate::geometry::Point;
use crate::geometry::arrangement::{Arrangement, FaceId};
use crate::geometry::predicates::{IPoint, Location, locate_in_ring};
use crate::ids::{RegionId, RegionVec};
use geo::Polygon;
use petgraph::graph::{NodeIndex, UnGraph};

/// Relative precision of the label point search: the pole of inaccessibility is found to within
/// this fraction of the square root of the region's area.
pub const LABEL_PRECISION: f64 = 1e-4;

/// Arrangements with at least this many faces get their label points on rayon's pool.
const PARALLEL_MIN_FACES: usize = 64;

/// One region.
#[derive(Debug, Clone, PartialEq)]
pub struct Region {
    /// 1..=n in reading order.
    pub id: RegionId,
    /// The arrangement face it is.
    pub face: FaceId,
    /// Outer boundary, board units.
    pub outline: Vec<Point>,
    /// Holes, board units.
    pub holes: Vec<Vec<Point>>,
    /// Area, board units squared.
    pub area: f64,
    /// A point well inside (pole of inaccessibility), board units.
    pub label: Point,
    /// Distance from `label` to the nearest boundary, board units.
    pub label_clearance: f64,
    /// A proven upper bound on the radius of the widest disc inside the region, board units (at
    /// least `label_clearance`; see [`Label::clearance_bound`]).
    pub clearance_bound: f64,
}

impl Region {
    /// The region as a `geo` polygon (closed rings as geo requires).
    pub fn polygon(&self) -> Polygon<f64> {
        to_polygon(&self.outline, &self.holes)
    }
}

/// Where a point lies among the regions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointLocation {
    /// Strictly inside a region.
    Inside(RegionId),
    /// On a region's boundary.
    OnBoundary(RegionId),
    /// In no region.
    Outside,
}

/// The regions of a board and their adjacency graph.
#[derive(Debug, Clone)]
pub struct Regions {
    /// Regions, `regions[id].id == id`.
    pub regions: RegionVec<Region>,
    /// Adjacency graph: node weights are region ids (node `id.index()` is region `id`), edge
    /// weights the shared border length.
    pub graph: UnGraph<RegionId, f64>,
    /// Neighboring pairs, sorted.
    pub borders: Vec<Border>,
    /// Corner-only pairs, sorted.
    pub corners: Vec<Corner>,
    grid_rings: RegionVec<(Vec<IPoint>, Vec<Vec<IPoint>>)>,
    grid: crate::geometry::snap::Grid,
}

impl Regions {
    /// The region with id `id`, if any.
    pub fn get(&self, id: RegionId) -> Option<&Region> {
        self.regions.get(id)
    }

    /// The neighbors of `id`, sorted.
    pub fn neighbors(&self, id: RegionId) -> Vec<RegionId> {
        if !self.regions.contains(id) {
            return Vec::new();
        }
        let mut v: Vec<RegionId> = self
            .graph
            .neighbors(NodeIndex::new(id.index()))
            .map(|n| self.graph[n])
            .collect();
        v.sort();
        v
    }

    /// Region `id` in its [`LocalFrame`] (for per-region numerical work far from the origin), and
    /// that frame; `None` for an unknown id.
    pub fn local_polygon(&self, id: RegionId) -> Option<(Polygon<f64>, LocalFrame)> {
        let (outline, holes) = self.grid_rings.get(id)?;
        let frame = LocalFrame::new(outline, self.grid);
        let (o, h) = frame.rings(outline, holes);
        Some((to_polygon(&o, &h), frame))
    }

    /// Where `p` (board units) lies, exactly, after snapping it to the grid.
    pub fn locate(&self, p: [f64; 2]) -> PointLocation {
        let Ok(q) = self.grid.snap(p) else {
            return PointLocation::Outside;
        };
        let q2 = IPoint::new(2 * q.x, 2 * q.y);
        let dbl = |r: &[IPoint]| {
            r.iter()
                .map(|p| IPoint::new(2 * p.x, 2 * p.y))
                .collect::<Vec<_>>()
        };
        for (id, (outline, holes)) in self.grid_rings.iter_enumerated() {
            match locate_in_ring(&dbl(outline), q2) {
                Location::Outside => continue,
                Location::Boundary => return PointLocation::OnBoundary(id),
                Location::Inside => {}
            }
            let mut in_hole = false;
            for h in holes {
                match locate_in_ring(&dbl(h), q2) {
                    Location::Boundary => return PointLocation::OnBoundary(id),
                    Location::Inside => in_hole = true,
                    Location::Outside => {}
                }
            }
            if !in_hole {
                return PointLocation::Inside(id);
            }
        }
        PointLocation::Outside
    }
}

/// Numbers the faces of `arr` as regions and builds their adjacency.
///
/// ```
/// use savanna::geometry::arrangement::{build, Input};
/// use savanna::ids::RegionId;
/// use savanna::geometry::snap::Grid;
/// // The 2x2 grid: 4 regions, 4 borders, 2 corner-only pairs.
/// let input = Input {
///     segments: vec![[[50.0, 0.0], [50.0, 100.0]], [[0.0, 50.0], [100.0, 50.0]]],
///     frame: Some(vec![[0.0, 0.0], [100.0, 0.0], [100.0, 100.0], [0.0, 100.0]]),
///     grid: Grid::new(1e-6).unwrap(),
/// };
/// let r = savanna::regions::regions(&build(&input).unwrap());
/// assert_eq!((r.regions.len(), r.borders.len(), r.corners.len()), (4, 4, 2));
/// // Reading order: the top-left quadrant is region 1, its neighbors 2 and 3.
/// assert_eq!(r.neighbors(RegionId(1)), vec![RegionId(2), RegionId(3)]);
/// ```
pub fn regions(arr: &Arrangement) -> Regions {
    let region_of = |(i, f): (usize, &crate::geometry::arrangement::Face)| {
        let outline = arr.ring(&f.outline);
        let holes: Vec<Vec<[f64; 2]>> = f.holes.iter().map(|h| arr.ring(h)).collect();
        let area = arr.area(FaceId(i as u32));
        // The label search runs in the region's local frame (exact from the grid), so a board
        // far from the origin gets the labels of the same board at the origin, moved.
        let local = LocalFrame::new(&f.outline, arr.grid);
        let (lo, lh) = local.rings(&f.outline, &f.holes);
        let found = label(&to_polygon(&lo, &lh), area, arr.grid.pitch());
        let local_label = found.map_or(lo[0], |l| l.point);
        let label = local.to_board(local_label);
        let clearance = boundary_distance(&lo, &lh, local_label);
        let clearance_bound = found.map_or(0.0, |l| l.clearance_bound).max(clearance);
        (
            FaceId(i as u32),
            Region {
                id: RegionId(0),
                face: FaceId(i as u32),
                outline,
                holes,
                area,
                label,
                label_clearance: clearance,
                clearance_bound,
            },
        )
    };
    // Label points (polylabel) are most of the work: large arrangements share it out on rayon's
    // pool. The order is the face order either way.
    let mut items: Vec<(FaceId, Region)> =
        crate::par::map_indexed(&arr.faces, PARALLEL_MIN_FACES, region_of);
    reading_order(&mut items);
    let mut face_region = vec![RegionId(0); arr.faces.len()];
    let mut grid_rings = RegionVec::with_capacity(items.len());
    let mut regions = RegionVec::with_capacity(items.len());
    for (f, mut r) in items {
        r.id = regions.next_id();
        face_region[f.0 as usize] = r.id;
        let face = &arr.faces[f.0 as usize];
        grid_rings.push((face.outline.clone(), face.holes.clone()));
        regions.push(r);
    }
    let (graph, borders, corners) = adjacency::adjacency(arr, &face_region, &regions);
    Regions {
        regions,
        graph,
        borders,
        corners,
        grid_rings,
        grid: arr.grid,
    }
}

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
            len: dx.hypot(dy),
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
            Nearest::Start => (self.a.x - x).hypot(self.a.y - y),
            Nearest::End => (self.b.x - x).hypot(self.b.y - y),
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
            (b - c).x.hypot((b - c).y),
            (a - c).x.hypot((a - c).y),
            (a - b).x.hypot((a - b).y),
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
    (q, (p[0] - q[0]).hypot(p[1] - q[1]))
}
