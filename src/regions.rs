//! Regions and the adjacency graph.
//!
//! [`regions`] numbers the bounded faces of an [`Arrangement`] in reading order (rows from the
//! top, left to right within a row, by label point; see [`ROW_FRACTION`]) as [`RegionId`]
//! `1..=n`, gives each a label point well
//! inside it (the pole of inaccessibility, by the `polylabel` crate: Garcia-Castellanos and
//! Lombardo, *Poles of inaccessibility*, Scottish Geographical Journal 123 (2007), as refined by
//! Mapbox's polylabel), and builds the adjacency graph (petgraph): two regions are neighbours
//! exactly when their boundaries share a piece of positive length; regions that meet only at
//! points are listed as [`Corner`]s instead.
//!
//! Rings are in board units, y down, without a repeated closing point; outlines have positive
//! shoelace area (counter-clockwise in a y-up frame, clockwise as seen on the page), holes negative.

use crate::arrangement::{Arrangement, FaceId};
use crate::ids::RegionId;
use crate::predicates::{IPoint, Location, locate_in_ring};
use geo::{Coord, LineString, Polygon};
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
    pub outline: Vec<[f64; 2]>,
    /// Holes, board units.
    pub holes: Vec<Vec<[f64; 2]>>,
    /// Area, board units squared.
    pub area: f64,
    /// A point well inside (pole of inaccessibility), board units.
    pub label: [f64; 2],
    /// Distance from `label` to the nearest boundary, board units.
    pub label_clearance: f64,
}

impl Region {
    /// The region as a `geo` polygon (closed rings as geo requires).
    pub fn polygon(&self) -> Polygon<f64> {
        to_polygon(&self.outline, &self.holes)
    }
}

/// Two neighbouring regions and the total length of boundary they share.
#[derive(Debug, Clone, PartialEq)]
pub struct Border {
    /// `(a, b)` with `a < b`.
    pub regions: (RegionId, RegionId),
    /// Shared length, board units (> 0).
    pub length: f64,
}

/// Two regions that touch only at points.
#[derive(Debug, Clone, PartialEq)]
pub struct Corner {
    /// `(a, b)` with `a < b`.
    pub regions: (RegionId, RegionId),
    /// A point where they touch, board units.
    pub at: [f64; 2],
    /// How many regions meet at `at`.
    pub meeting: usize,
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
    /// Regions, `regions[i].id == RegionId(i + 1)`.
    pub regions: Vec<Region>,
    /// Adjacency graph: node weights are region ids (node `i` is region `i + 1`), edge weights the
    /// shared border length.
    pub graph: UnGraph<RegionId, f64>,
    /// Neighbouring pairs, sorted.
    pub borders: Vec<Border>,
    /// Corner-only pairs, sorted.
    pub corners: Vec<Corner>,
    grid_rings: Vec<(Vec<IPoint>, Vec<Vec<IPoint>>)>,
    grid: crate::snap::Grid,
}

impl Regions {
    /// The region with id `id`, if any.
    pub fn get(&self, id: RegionId) -> Option<&Region> {
        (id.0 as usize)
            .checked_sub(1)
            .and_then(|i| self.regions.get(i))
    }

    /// The neighbours of `id`, sorted.
    pub fn neighbors(&self, id: RegionId) -> Vec<RegionId> {
        let Some(i) = (id.0 as usize).checked_sub(1) else {
            return Vec::new();
        };
        if i >= self.regions.len() {
            return Vec::new();
        }
        let mut v: Vec<RegionId> = self
            .graph
            .neighbors(NodeIndex::new(i))
            .map(|n| self.graph[n])
            .collect();
        v.sort();
        v
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
        for (i, (outline, holes)) in self.grid_rings.iter().enumerate() {
            let id = RegionId(i as u32 + 1);
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

/// Turns a board-unit ring set into a `geo` polygon.
pub fn to_polygon(outline: &[[f64; 2]], holes: &[Vec<[f64; 2]>]) -> Polygon<f64> {
    let ls = |r: &[[f64; 2]]| {
        LineString::from(
            r.iter()
                .map(|p| Coord { x: p[0], y: p[1] })
                .collect::<Vec<_>>(),
        )
    };
    Polygon::new(ls(outline), holes.iter().map(|h| ls(h)).collect())
}

/// Numbers the faces of `arr` as regions and builds their adjacency.
///
/// ```
/// use savanna::arrangement::{build, Input};
/// use savanna::ids::RegionId;
/// use savanna::snap::Grid;
/// // The 2x2 grid: 4 regions, 4 borders, 2 corner-only pairs.
/// let input = Input {
///     segments: vec![[[50.0, 0.0], [50.0, 100.0]], [[0.0, 50.0], [100.0, 50.0]]],
///     frame: Some(vec![[0.0, 0.0], [100.0, 0.0], [100.0, 100.0], [0.0, 100.0]]),
///     grid: Grid::new(1e-6),
/// };
/// let r = savanna::regions::regions(&build(&input).unwrap());
/// assert_eq!((r.regions.len(), r.borders.len(), r.corners.len()), (4, 4, 2));
/// // Reading order: the top-left quadrant is region 1, its neighbours 2 and 3.
/// assert_eq!(r.neighbors(RegionId(1)), vec![RegionId(2), RegionId(3)]);
/// ```
pub fn regions(arr: &Arrangement) -> Regions {
    let region_of = |(i, f): (usize, &crate::arrangement::Face)| {
        let outline = arr.ring(&f.outline);
        let holes: Vec<Vec<[f64; 2]>> = f.holes.iter().map(|h| arr.ring(h)).collect();
        let area = arr.area(FaceId(i as u32));
        let poly = to_polygon(&outline, &holes);
        let label = label_point(&poly, area, arr.grid.pitch).unwrap_or(outline[0]);
        let clearance = boundary_distance(&outline, &holes, label);
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
            },
        )
    };
    // Label points (polylabel) are most of the work: large arrangements share it out on rayon's
    // pool. The order is the face order either way.
    let mut items: Vec<(FaceId, Region)> =
        crate::par::map_indexed(&arr.faces, PARALLEL_MIN_FACES, region_of);
    reading_order(&mut items);
    let mut face_region = vec![RegionId(0); arr.faces.len()];
    let mut grid_rings = Vec::with_capacity(items.len());
    let mut regions = Vec::with_capacity(items.len());
    for (k, (f, mut r)) in items.into_iter().enumerate() {
        r.id = RegionId(k as u32 + 1);
        face_region[f.0 as usize] = r.id;
        let face = &arr.faces[f.0 as usize];
        grid_rings.push((face.outline.clone(), face.holes.clone()));
        regions.push(r);
    }
    let mut graph = UnGraph::with_capacity(regions.len(), arr.borders.len());
    for r in &regions {
        graph.add_node(r.id);
    }
    let pair = |a: FaceId, b: FaceId| {
        let (x, y) = (face_region[a.0 as usize], face_region[b.0 as usize]);
        (x.min(y), x.max(y))
    };
    let mut borders: Vec<Border> = arr
        .borders
        .iter()
        .map(|b| Border {
            regions: pair(b.faces.0, b.faces.1),
            length: b.length,
        })
        .collect();
    borders.sort_by_key(|a| a.regions);
    for b in &borders {
        graph.add_edge(
            NodeIndex::new(b.regions.0.0 as usize - 1),
            NodeIndex::new(b.regions.1.0 as usize - 1),
            b.length,
        );
    }
    let mut corners: Vec<Corner> = arr
        .corners
        .iter()
        .map(|c| Corner {
            regions: pair(c.faces.0, c.faces.1),
            at: arr.point(c.at),
            meeting: c.meeting,
        })
        .collect();
    corners.sort_by_key(|a| a.regions);
    Regions {
        regions,
        graph,
        borders,
        corners,
        grid_rings,
        grid: arr.grid,
    }
}

/// Label points whose heights differ by less than this fraction of the regions' median height
/// (the median of their bounding boxes' heights) can fall in one row.
pub const ROW_FRACTION: f64 = 0.5;

/// Sorts regions in reading order by their label points: into rows from the top, then left to
/// right within each row. A row starts at the highest label not yet placed and takes every label
/// less than [`ROW_FRACTION`] of the median region height below it; so the regions of a row of
/// slanted lines number left to right (not by which label happens to sit a millimetre higher),
/// and moving a line a little does not renumber the regions around it. Ties go to the face
/// order, so the numbering is deterministic.
fn reading_order(items: &mut [(FaceId, Region)]) {
    let height = |r: &Region| {
        let (lo, hi) = r
            .outline
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
                (lo.min(p[1]), hi.max(p[1]))
            });
        hi - lo
    };
    let mut heights: Vec<f64> = items.iter().map(|(_, r)| height(r)).collect();
    heights.sort_by(f64::total_cmp);
    let row_height = heights.get(heights.len() / 2).copied().unwrap_or(0.0) * ROW_FRACTION;
    items.sort_by(|a, b| {
        a.1.label[1]
            .total_cmp(&b.1.label[1])
            .then(a.1.label[0].total_cmp(&b.1.label[0]))
            .then(a.0.cmp(&b.0))
    });
    let mut rows = Vec::with_capacity(items.len());
    let (mut row, mut top) = (0usize, None);
    for (_, r) in items.iter() {
        match top {
            None => top = Some(r.label[1]),
            Some(t) if r.label[1] - t >= row_height => {
                row += 1;
                top = Some(r.label[1]);
            }
            Some(_) => {}
        }
        rows.push(row);
    }
    let mut keyed: Vec<(usize, (FaceId, Region))> =
        rows.into_iter().zip(items.iter().cloned()).collect();
    keyed.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then(a.1.1.label[0].total_cmp(&b.1.1.label[0]))
            .then(a.1.1.label[1].total_cmp(&b.1.1.label[1]))
            .then(a.1.0.cmp(&b.1.0))
    });
    for (slot, (_, item)) in items.iter_mut().zip(keyed) {
        *slot = item;
    }
}

/// polylabel covers the bounding box with square cells as wide as its shorter side, so its cost
/// grows with the ratio of the longer to the shorter side; beyond this ratio (a sliver) the label
/// is the incentre of the ear-cut triangle with the largest incircle instead. (At 1000 the
/// regions of 200 nearly parallel lines took 3.3 s, at 100 they take 0.15 s; such a strip is far
/// too thin for any piece, and its short side bounds the widest disc well.)
pub const MAX_LABEL_ASPECT: f64 = 100.0;

/// A point well inside `poly`: its pole of inaccessibility (polylabel), or for slivers the
/// incentre of its fattest triangle. `None` for an empty polygon.
pub fn label_point(poly: &Polygon<f64>, area: f64, pitch: f64) -> Option<[f64; 2]> {
    use geo::{BoundingRect, TriangulateEarcut};
    let rect = poly.bounding_rect()?;
    let (w, h) = (rect.width(), rect.height());
    let short = w.min(h);
    if short > 0.0 && w.max(h) / short <= MAX_LABEL_ASPECT {
        let tol = (area.sqrt() * LABEL_PRECISION).max(pitch);
        if let Ok(p) = polylabel::polylabel(poly, &tol) {
            return Some([p.x(), p.y()]);
        }
    }
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
