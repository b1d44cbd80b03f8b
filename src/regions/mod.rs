//! Regions and the adjacency graph.
//!
//! [`regions`] numbers the bounded faces of an [`Arrangement`] in reading order (rows from the
//! top, left to right within a row, by label point; see [`ROW_FRACTION`]) as [`RegionId`]
//! `1..=n`, gives each a label point well
//! inside it (the pole of inaccessibility: exactly for convex regions, by a linear program, and
//! otherwise by polylabel's quadtree search (Garcia-Castellanos and Lombardo, *Poles of
//! inaccessibility*, Scottish Geographical Journal 123 (2007), as refined by Mapbox); see
//! [`mod@label`]), and builds the adjacency graph (petgraph): two regions are neighbors
//! exactly when their boundaries share a piece of positive length; regions that meet only at
//! points are listed as [`Corner`]s instead.
//!
//! Rings are in board units, y down, without a repeated closing point; outlines have positive
//! shoelace area (counter-clockwise in a y-up frame, clockwise as seen on the page), holes negative.

pub mod label;
pub mod resolve;

pub use label::{
    LABEL_PRECISION, Label, MAX_LABEL_ASPECT, MAX_LABEL_CELLS, boundary_distance, label,
    label_point, nearest_on_segment, point_segment_distance,
};

use crate::geometry::arrangement::{Arrangement, FaceId};
use crate::geometry::predicates::{IPoint, Location, locate_in_ring, ring_is_convex};
use crate::ids::RegionId;
use geo::{Coord, LineString, Polygon};
use petgraph::graph::{NodeIndex, UnGraph};

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

/// Two neighboring regions and the boundary they share.
#[derive(Debug, Clone, PartialEq)]
pub struct Border {
    /// `(a, b)` with `a < b`.
    pub regions: (RegionId, RegionId),
    /// Shared length, board units (> 0).
    pub length: f64,
    /// The shared boundary as polylines, board units, y down: one per connected piece, sorted
    /// by first point (y, then x), each walked with region `a` on its right as seen on the page
    /// (on its left in a y-up frame); a closed one repeats its first point at the end. Their
    /// segment lengths sum to `length` (see [`Arrangement::border_polylines`]).
    pub polylines: Vec<Vec<[f64; 2]>>,
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
    /// Neighboring pairs, sorted.
    pub borders: Vec<Border>,
    /// Corner-only pairs, sorted.
    pub corners: Vec<Corner>,
    grid_rings: Vec<(Vec<IPoint>, Vec<Vec<IPoint>>)>,
    grid: crate::geometry::snap::Grid,
}

impl Regions {
    /// The region with id `id`, if any.
    pub fn get(&self, id: RegionId) -> Option<&Region> {
        (id.0 as usize)
            .checked_sub(1)
            .and_then(|i| self.regions.get(i))
    }

    /// The neighbors of `id`, sorted.
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

    /// Region `id` in its [`LocalFrame`] (for per-region numerical work far from the origin), and
    /// that frame; `None` for an unknown id.
    pub fn local_polygon(&self, id: RegionId) -> Option<(Polygon<f64>, LocalFrame)> {
        let (outline, holes) = self.grid_rings.get((id.0 as usize).checked_sub(1)?)?;
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

/// A region's local frame: board units, translated so that the lower corner of the region's
/// bounding box on the grid is the origin. Local coordinates are computed exactly from the grid
/// (`(q - origin) · pitch`), so a region and the same region moved by whole grid steps have the
/// same local coordinates bit for bit, however far from the origin it lies. Per-region numerical
/// work (label search, disc packing and its certificate check) runs in this frame: at 2.6e7 m
/// the spacing of `f64` (3.7e-9 m) is coarser than the certificate tolerance (1e-9 of a 20 mm
/// disc), so board-unit coordinates there cannot be checked to that tolerance (issue 11.3).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LocalFrame {
    /// The local origin on the grid.
    pub origin: IPoint,
    /// The grid.
    pub grid: crate::geometry::snap::Grid,
}

impl LocalFrame {
    /// The frame whose origin is the lower corner (smallest x, smallest y) of `outline`'s box.
    pub fn new(outline: &[IPoint], grid: crate::geometry::snap::Grid) -> LocalFrame {
        let origin = IPoint::new(
            outline.iter().map(|p| p.x).min().unwrap_or(0),
            outline.iter().map(|p| p.y).min().unwrap_or(0),
        );
        LocalFrame { origin, grid }
    }

    /// A grid point in local board units (exact up to one rounding of `(q - origin) · pitch`).
    pub fn point(&self, q: IPoint) -> [f64; 2] {
        self.grid
            .point(IPoint::new(q.x - self.origin.x, q.y - self.origin.y))
    }

    /// An outline and its holes in local board units.
    pub fn rings(
        &self,
        outline: &[IPoint],
        holes: &[Vec<IPoint>],
    ) -> (Vec<[f64; 2]>, Vec<Vec<[f64; 2]>>) {
        let ring = |r: &[IPoint]| r.iter().map(|&q| self.point(q)).collect::<Vec<_>>();
        (ring(outline), holes.iter().map(|h| ring(h)).collect())
    }

    /// The origin in board units.
    pub fn origin_board(&self) -> [f64; 2] {
        self.grid.point(self.origin)
    }

    /// A local point back in board units (one rounding per coordinate).
    pub fn to_board(&self, p: [f64; 2]) -> [f64; 2] {
        let o = self.origin_board();
        [o[0] + p[0], o[1] + p[1]]
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
/// use savanna::geometry::arrangement::{build, Input};
/// use savanna::ids::RegionId;
/// use savanna::geometry::snap::Grid;
/// // The 2x2 grid: 4 regions, 4 borders, 2 corner-only pairs.
/// let input = Input {
///     segments: vec![[[50.0, 0.0], [50.0, 100.0]], [[0.0, 50.0], [100.0, 50.0]]],
///     frame: Some(vec![[0.0, 0.0], [100.0, 0.0], [100.0, 100.0], [0.0, 100.0]]),
///     grid: Grid::new(1e-6),
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
        // Convex regions (most of those crossing lines make) get the exact pole of
        // inaccessibility; the others the quadtree search.
        let exact = (lh.is_empty() && ring_is_convex(&f.outline))
            .then(|| label::convex_label(&lo))
            .flatten();
        let found = exact.or_else(|| label(&to_polygon(&lo, &lh), area, arr.grid.pitch));
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
    let mut shared = arr.border_polylines();
    let mut borders: Vec<Border> = arr
        .borders
        .iter()
        .map(|b| {
            let mut lines = shared.remove(&b.faces).unwrap_or_default();
            // The polylines keep face `faces.0` on their right (page); region `a` must be.
            if face_region[b.faces.0.0 as usize] > face_region[b.faces.1.0 as usize] {
                lines.iter_mut().for_each(|l| l.reverse());
                lines.sort_by_key(|p| (p[0].y, p[0].x));
            }
            Border {
                regions: pair(b.faces.0, b.faces.1),
                length: b.length,
                polylines: lines.iter().map(|l| arr.ring(l)).collect(),
            }
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
