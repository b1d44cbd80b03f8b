//! Regions and the adjacency graph.
//!
//! [`regions`] numbers the bounded faces of an [`Arrangement`] in reading order (rows from the
//! top, left to right within a row, by label point; see [`ROW_FRACTION`]) as [`RegionId`]
//! `1..=n`, gives each a label point well inside it (the pole of inaccessibility: exactly for
//! convex regions, by a linear program, and for small non-convex ones, from their medial axis
//! ([`mod@medial`]); otherwise by polylabel's quadtree search (Garcia-Castellanos and Lombardo,
//! *Poles of inaccessibility*, Scottish Geographical Journal 123 (2007), as refined by Mapbox);
//! see [`mod@label`]), and builds the adjacency graph (petgraph): two regions are neighbors
//! exactly when their boundaries share a piece of positive length; regions that meet only at
//! points are listed as [`Corner`]s instead.
//!
//! Rings are in board units, y down, without a repeated closing point; outlines have positive
//! shoelace area (counter-clockwise in a y-up frame, clockwise as seen on the page), holes
//! negative.
//!
//! Files: this one numbers the faces ([`regions`]); `label.rs` finds label points (`medial.rs`
//! those of small non-convex regions), `reading_order.rs` orders them, `adjacency.rs` gives the
//! [`Border`]s, [`Corner`]s and graph, `frame.rs` the [`LocalFrame`] for per-region numerical
//! work, and [`resolve`] places names and the setup.

mod adjacency;
mod frame;
pub mod label;
pub mod medial;
mod reading_order;
pub mod resolve;

pub use adjacency::{Border, Corner};
pub use frame::{LocalFrame, to_polygon};
pub use reading_order::ROW_FRACTION;
use reading_order::reading_order;

pub use label::{
    LABEL_PRECISION, Label, MAX_LABEL_ASPECT, MAX_LABEL_CELLS, boundary_distance, label,
    label_point, nearest_on_segment, point_segment_distance,
};

use crate::geometry::Point;
use crate::geometry::arrangement::{Arrangement, FaceId};
use crate::geometry::predicates::{IPoint, Location, locate_in_ring, ring_is_convex};
use crate::ids::{RegionId, RegionVec};
use geo::Polygon;
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
        // Convex regions (most of those crossing lines make) get the exact pole of
        // inaccessibility by a linear program, small non-convex ones by their medial axis; the
        // others the quadtree search.
        let exact = if lh.is_empty() && ring_is_convex(&f.outline) {
            label::convex_label(&lo)
        } else {
            medial::medial_label(&lo, &lh)
        };
        let found = exact.or_else(|| label(&to_polygon(&lo, &lh), area, arr.grid.pitch()));
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
