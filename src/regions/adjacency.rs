//! The adjacency of the regions: [`Border`]s (neighbors, sharing boundary of positive length),
//! [`Corner`]s (regions that touch only at points) and the adjacency graph (petgraph), from the
//! arrangement's face pairs once the faces are numbered.

use super::Region;
use crate::geometry::Point;
use crate::geometry::arrangement::{Arrangement, FaceId};
use crate::ids::{RegionId, RegionVec};
use petgraph::graph::{NodeIndex, UnGraph};

// Border and Corner are written as they are into the validated board file: their doc comments
// are the descriptions in schemas/validated-board.schema.json (the staleness test in
// tests/validated.rs fails when they change), so notes for Rust readers go in plain comments.

/// The border between two neighbors: where they meet, and how long it is.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema)]
pub struct Border {
    /// The two region ids `[a, b]`, with `a < b`.
    pub regions: [RegionId; 2],
    /// Total length of the shared boundary, in `units`: the sum of the lengths of `polylines`.
    // Board units, > 0: the arrangement's exact shared length (Arrangement::border_polylines).
    pub length: f64,
    /// The shared boundary as polylines of points `[x, y]`: one per connected piece, in reading
    /// order of their first points (top to bottom, then left to right), each walked with region
    /// `a` on the right as seen on the page. A closed polyline (the outline of a region floating
    /// inside another) ends with its first point again.
    // Sorted by first point (y, then x); region `a` is on the left in a y-up frame.
    pub polylines: Vec<Vec<Point>>,
}

/// Two regions that touch only at points, so are not neighbors, and one such point.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema)]
pub struct Corner {
    /// The two region ids `[a, b]`, with `a < b`.
    pub regions: [RegionId; 2],
    /// A point `[x, y]` where they touch.
    // The first point where they touch (smallest x, then y on the grid); how many regions meet
    // there is the arrangement's `FaceCorner::meeting`.
    pub at: Point,
}

/// The adjacency graph (node `id.index()` is region `id`, weighted by its id; edges weighted by
/// the shared length), the borders and the corner-only pairs of `regions`, each list sorted by
/// its pair of ids. `face_region[f]` is the region of face `f`.
pub(super) fn adjacency(
    arr: &Arrangement,
    face_region: &[RegionId],
    regions: &RegionVec<Region>,
) -> (UnGraph<RegionId, f64>, Vec<Border>, Vec<Corner>) {
    let mut graph = UnGraph::with_capacity(regions.len(), arr.borders.len());
    for r in regions {
        graph.add_node(r.id);
    }
    let pair = |a: FaceId, b: FaceId| {
        let (x, y) = (face_region[a.0 as usize], face_region[b.0 as usize]);
        [x.min(y), x.max(y)]
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
            NodeIndex::new(b.regions[0].index()),
            NodeIndex::new(b.regions[1].index()),
            b.length,
        );
    }
    let mut corners: Vec<Corner> = arr
        .corners
        .iter()
        .map(|c| Corner {
            regions: pair(c.faces.0, c.faces.1),
            at: arr.point(c.at),
        })
        .collect();
    corners.sort_by_key(|a| a.regions);
    (graph, borders, corners)
}
