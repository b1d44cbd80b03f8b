//! The arrangement of a board's lines: noding, the half-edge structure, and its bounded faces.
//!
//! [`build`] snaps every line (and the frame's edges, when there is a frame) to the grid
//! ([`crate::geometry::snap`]), nodes them by snap rounding ([`crate::geometry::noding`]), drops what lies outside the
//! frame, peels **dangles** (pieces with a free end, removed edge by edge until none is left) and
//! removes **cut edges** (pieces with the same face on both sides), then builds the half-edge
//! structure ([`crate::geometry::dcel`]) of what remains. Its counter-clockwise cycles are the outer
//! boundaries of the bounded faces; each clockwise cycle (the outer boundary of a connected
//! component) becomes a hole of the smallest face that strictly contains it, found with an R-tree.
//!
//! Adjacency comes straight from the half-edges: the two faces beside each edge share it, and
//! faces that meet at a vertex without sharing an edge touch at a corner only.
//!
//! Rings are returned without a repeated closing point; outlines have positive shoelace area
//! (counter-clockwise in a y-up frame, clockwise as seen on the y-down page), holes negative.
//!
//! # Exactness
//! The only rounding is the snap of the input to the grid and the rounding of crossings to grid
//! points inside [`crate::geometry::noding`] (Hobby 1999; Guibas & Marimont 1998; Halperin & Packer 2002 —
//! see that module for what the grid can and cannot change). From the noded edges on, every
//! decision is exact integer arithmetic on grid points: the frame test of each edge's midpoint
//! against the frame as noded (doubled coordinates, crossing parity with
//! [`crate::geometry::predicates::crosses_ray`]; every piece of the frame itself is kept), the angular order around
//! vertices ([`crate::geometry::predicates::angle_cmp`]), cycle areas (`i128` shoelace), the face/hole
//! split by the sign of the area, hole assignment (exact point-in-ring on the candidates of an
//! R-tree), cut edges (same cycle on both sides) and adjacency (the two faces beside each edge).
//! So face counts, areas (`area2`, exact), neighbor pairs and corner pairs are exact functions of
//! the snapped input, and Euler's relation and the area sum hold exactly (tested on generated
//! sets in tests/arrangement_props.rs and tests/arrangement_scale.rs). Lengths (borders,
//! overlaps, dangles) are `f64` sums of exact edge vectors.
//!
//! # Cost
//! Noding is output-sensitive ([`crate::geometry::noding`]); the half-edge structure sorts each vertex's
//! edges once; dangle peeling is a queue over vertex degrees (each edge removed once); hole
//! assignment queries an R-tree of face boxes; corner pairs are enumerated per vertex (their
//! number is the output). Shared lengths of collinear overlaps are found along straight chains
//! of edges by an interval sweep, in time linear in the source lists plus the output pairs.

pub use super::defects::{DangleEnd, Overlap, Piece};
use super::defects::{Incidence, dangle_chains, overlaps, peel_dangles};

use crate::geometry::dcel::{CycleId, Dcel, HalfEdgeId};
use crate::geometry::noding::{Drawn, GridSegment, node};
use crate::geometry::predicates::{IPoint, Location, cross, locate_in_ring};
use crate::geometry::snap::{Grid, SnapError};
use crate::ids::SegmentId;
use rstar::RTree;
use rstar::primitives::{GeomWithData, Rectangle};
use std::collections::{BTreeMap, BTreeSet};

/// A bounded face of the arrangement, local to one [`Arrangement`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FaceId(pub u32);

/// What the arrangement is built from.
#[derive(Debug, Clone, PartialEq)]
pub struct Input {
    /// The board's lines, `[from, to]` in board units; `SegmentId(i)` is `segments[i]`.
    pub segments: Vec<[[f64; 2]; 2]>,
    /// The frame's corners (no repeated closing point), if any. Its edges get the segment ids
    /// `segments.len()..` in order (edge `k` runs from corner `k` to corner `k + 1`).
    pub frame: Option<Vec<[f64; 2]>>,
    /// The snap grid.
    pub grid: Grid,
}

/// A coordinate that could not be snapped.
#[derive(Debug, Clone, PartialEq)]
pub enum ArrangementError {
    /// A line's endpoint is not finite or too large.
    Segment(SegmentId, SnapError),
    /// A frame corner (index into the frame's corners) is not finite or too large.
    Frame(usize, SnapError),
}

impl std::fmt::Display for ArrangementError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ArrangementError::Segment(s, e) => write!(f, "line {}: {e}", s.0),
            ArrangementError::Frame(i, e) => write!(f, "frame corner {i}: {e}"),
        }
    }
}

impl std::error::Error for ArrangementError {}

/// A bounded face.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Face {
    /// Outer boundary on the grid, positive shoelace area, collinear vertices removed.
    pub outline: Vec<IPoint>,
    /// Hole boundaries on the grid, negative shoelace area, collinear vertices removed.
    pub holes: Vec<Vec<IPoint>>,
    /// Twice the face's area (outline minus holes), in grid steps squared; > 0.
    pub area2: i128,
    /// The input lines (and frame edges) its boundary runs along, sorted.
    pub sources: Vec<SegmentId>,
}

/// Two faces sharing a boundary piece of positive length.
#[derive(Debug, Clone, PartialEq)]
pub struct FaceBorder {
    /// The two faces, `faces.0 < faces.1`.
    pub faces: (FaceId, FaceId),
    /// Total shared length, board units.
    pub length: f64,
}

/// Two faces touching only at points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaceCorner {
    /// The two faces, `faces.0 < faces.1`.
    pub faces: (FaceId, FaceId),
    /// The first point where they touch (smallest x, then y).
    pub at: IPoint,
    /// How many faces meet at `at`.
    pub meeting: usize,
}

/// The arrangement of a board's lines.
#[derive(Debug, Clone)]
pub struct Arrangement {
    /// The snap grid used.
    pub grid: Grid,
    /// Bounded faces, in order of their outline's first half-edge (deterministic).
    pub faces: Vec<Face>,
    /// Pairs of faces sharing boundary of positive length, sorted.
    pub borders: Vec<FaceBorder>,
    /// Pairs of faces touching only at points, sorted.
    pub corners: Vec<FaceCorner>,
    /// Pieces with a free end, peeled edge by edge.
    pub dangles: Vec<Piece>,
    /// Pieces with the same face on both sides (bridges).
    pub cut_edges: Vec<Piece>,
    /// Free ends of dangles, with the chain behind each.
    pub dangle_ends: Vec<DangleEnd>,
    /// Pairs of lines that run along each other (duplicates and collinear overlaps), sorted.
    pub overlaps: Vec<Overlap>,
    /// Board lines that become a single point on the grid.
    pub degenerate: Vec<SegmentId>,
    /// Board lines with no part inside the frame (empty without a frame).
    pub outside_frame: Vec<SegmentId>,
    /// The half-edge structure of the boundary graph (after dangles and cut edges are removed).
    pub dcel: Dcel,
    /// For each cycle of `dcel`, the face on its left (`None`: the unbounded face).
    pub cycle_face: Vec<Option<FaceId>>,
    /// For each edge `k` of `dcel` (half-edges `2k`, `2k + 1`), the input lines along it.
    pub edge_sources: Vec<Vec<SegmentId>>,
    /// Number of noded edges before removals.
    pub noded_edges: usize,
}

impl Arrangement {
    /// A grid point in board units.
    pub fn point(&self, p: IPoint) -> [f64; 2] {
        self.grid.point(p)
    }

    /// A ring in board units.
    pub fn ring(&self, r: &[IPoint]) -> Vec<[f64; 2]> {
        r.iter().map(|&p| self.grid.point(p)).collect()
    }

    /// A face's area in board units squared.
    pub fn area(&self, f: FaceId) -> f64 {
        self.grid.area(self.faces[f.0 as usize].area2 as f64 / 2.0)
    }

    /// The face on the left of half-edge `h` (`None`: the unbounded face).
    pub fn face_of(&self, h: HalfEdgeId) -> Option<FaceId> {
        self.cycle_face[self.dcel.half_edge(h).cycle.0 as usize]
    }

    /// The shared boundary of every pair of neighboring faces `(f, g)`, `f < g` (the keys of
    /// [`Arrangement::borders`]), as polylines of grid points: each maximal run of consecutive
    /// half-edges of one of `f`'s boundary cycles (outline or hole) whose twin lies in `g`.
    ///
    /// Each polyline follows `f`'s cycle, so `f` is on its left in the y-up frame (on its right
    /// as seen on the y-down page). A cycle shared whole (a face floating inside another)
    /// gives a closed polyline whose last point repeats its first. Interior vertices where the
    /// polyline goes straight on are dropped (exact test), so the sum of the polylines' segment
    /// lengths is the border's length. Polylines of a pair are sorted by their first point
    /// (y, then x). Cost: linear in the number of half-edges.
    pub fn border_polylines(&self) -> BTreeMap<(FaceId, FaceId), Vec<Vec<IPoint>>> {
        let mut out: BTreeMap<(FaceId, FaceId), Vec<Vec<IPoint>>> = BTreeMap::new();
        for (c, cycle) in self.dcel.cycles.iter().enumerate() {
            let Some(f) = self.cycle_face[c] else {
                continue;
            };
            let hs = &cycle.half_edges;
            let n = hs.len();
            // The larger face across each half-edge, if it is a border of `f` with one.
            let across: Vec<Option<FaceId>> = hs
                .iter()
                .map(|&h| self.face_of(self.dcel.twin(h)).filter(|&g| g > f))
                .collect();
            if across.iter().all(Option::is_none) {
                continue;
            }
            // Start at the beginning of a run, so that no run wraps around the cycle's start.
            let Some(start) = (0..n).find(|&i| across[i] != across[(i + n - 1) % n]) else {
                // One face across the whole cycle: a closed polyline.
                // Room for the closing point: no reallocation (issue 12).
                let mut pts: Vec<IPoint> = Vec::with_capacity(n + 1);
                pts.extend(hs.iter().map(|&h| self.dcel.origin(h)));
                pts.push(pts[0]);
                if let Some(g) = across[0] {
                    out.entry((f, g)).or_default().push(straighten(pts));
                }
                continue;
            };
            let mut i = 0;
            while i < n {
                let g = across[(start + i) % n];
                let mut j = i + 1;
                while j < n && across[(start + j) % n] == g {
                    j += 1;
                }
                if let Some(g) = g {
                    let mut pts: Vec<IPoint> = Vec::with_capacity(j - i + 1);
                    pts.extend((i..j).map(|t| self.dcel.origin(hs[(start + t) % n])));
                    pts.push(self.dcel.dest(hs[(start + j - 1) % n]));
                    out.entry((f, g)).or_default().push(straighten(pts));
                }
                i = j;
            }
        }
        for polylines in out.values_mut() {
            polylines.sort_by_key(|p| (p[0].y, p[0].x));
        }
        out
    }
}

/// Drops the interior points of a polyline where it goes straight on (exactly collinear, same
/// direction); the first and last points stay.
pub(super) fn straighten(pts: Vec<IPoint>) -> Vec<IPoint> {
    if pts.len() < 3 {
        return pts;
    }
    let mut out: Vec<IPoint> = Vec::with_capacity(pts.len());
    out.push(pts[0]);
    for i in 1..pts.len() - 1 {
        let (a, b, c) = (out[out.len() - 1], pts[i], pts[i + 1]);
        if cross(a, b, c) != 0 || crate::geometry::predicates::dot(b, a, c) >= 0 {
            out.push(b);
        }
    }
    out.push(pts[pts.len() - 1]);
    out
}

/// Builds the arrangement of `input`.
///
/// # Errors
/// [`ArrangementError`] when a coordinate is not finite or is too large for the grid
/// ([`crate::geometry::predicates::MAX_GRID_COORD`] grid steps).
///
/// ```
/// use savanna::geometry::arrangement::{build, Input};
/// use savanna::geometry::snap::Grid;
/// // A 100 x 100 frame cut in two by a vertical line.
/// let input = Input {
///     segments: vec![[[50.0, 0.0], [50.0, 100.0]]],
///     frame: Some(vec![[0.0, 0.0], [100.0, 0.0], [100.0, 100.0], [0.0, 100.0]]),
///     grid: Grid::new(1e-6).unwrap(),
/// };
/// let arr = build(&input).unwrap();
/// assert_eq!(arr.faces.len(), 2);
/// assert_eq!(arr.borders.len(), 1);
/// assert!((arr.borders[0].length - 100.0).abs() < 1e-9);
/// ```
pub fn build(input: &Input) -> Result<Arrangement, ArrangementError> {
    let grid = input.grid;
    let n = input.segments.len();
    let mut segs = Vec::with_capacity(n + 8);
    let mut degenerate = Vec::new();
    for (i, s) in input.segments.iter().enumerate() {
        let id = SegmentId(i as u32);
        let (a, fa) = grid
            .snap_fine(s[0])
            .map_err(|e| ArrangementError::Segment(id, e))?;
        let (b, fb) = grid
            .snap_fine(s[1])
            .map_err(|e| ArrangementError::Segment(id, e))?;
        if a == b {
            degenerate.push(id);
        } else {
            segs.push(GridSegment {
                a,
                b,
                fine: [fa, fb],
                source: id,
                drawn: Some(Drawn {
                    ends: *s,
                    pitch: grid.pitch(),
                }),
            });
        }
    }
    let has_frame = match &input.frame {
        None => false,
        Some(corners) => {
            let mut ring = Vec::with_capacity(corners.len());
            let mut fine = Vec::with_capacity(corners.len());
            for (k, c) in corners.iter().enumerate() {
                let (q, f) = grid
                    .snap_fine(*c)
                    .map_err(|e| ArrangementError::Frame(k, e))?;
                ring.push(q);
                fine.push(f);
            }
            for k in 0..ring.len() {
                let k1 = (k + 1) % ring.len();
                let (a, b) = (ring[k], ring[k1]);
                if a != b {
                    segs.push(GridSegment {
                        a,
                        b,
                        fine: [fine[k], fine[k1]],
                        source: SegmentId((n + k) as u32),
                        drawn: Some(Drawn {
                            ends: [corners[k], corners[k1]],
                            pitch: grid.pitch(),
                        }),
                    });
                }
            }
            true
        }
    };

    let mut edges = node(&segs);
    let noded_edges = edges.len();
    let mut outside_frame = Vec::new();
    if has_frame {
        let inside = NodedFrame::new(&edges, n);
        let mut kept: BTreeSet<SegmentId> = BTreeSet::new();
        edges.retain(|e| {
            let keep = inside.keeps(e);
            if keep {
                kept.extend(e.sources.iter().copied());
            }
            keep
        });
        for s in &segs {
            if (s.source.0 as usize) < n && !kept.contains(&s.source) {
                outside_frame.push(s.source);
            }
        }
        outside_frame.dedup();
    }

    let overlaps = overlaps(&edges, grid);
    let incidence = Incidence::new(&edges);
    let dangle_ends = dangle_chains(&edges, &incidence, grid);
    let (edges, dangles) = peel_dangles(edges, &incidence);
    let dcel = Dcel::new(&edges);
    let mut cut = vec![false; edges.len()];
    for (k, c) in cut.iter_mut().enumerate() {
        let h = &dcel.half_edges;
        *c = h[2 * k].cycle == h[2 * k + 1].cycle;
    }
    let mut cut_edges = Vec::new();
    let mut rest = Vec::with_capacity(edges.len());
    for (e, c) in edges.into_iter().zip(cut) {
        if c {
            cut_edges.push(Piece {
                a: e.a,
                b: e.b,
                sources: e.sources,
            });
        } else {
            rest.push(e);
        }
    }
    let dcel = if cut_edges.is_empty() {
        dcel
    } else {
        Dcel::new(&rest)
    };
    let edge_sources: Vec<Vec<SegmentId>> = rest.into_iter().map(|e| e.sources).collect();

    // Faces: counter-clockwise cycles; holes: clockwise cycles, inside the smallest face.
    let mut cycle_face: Vec<Option<FaceId>> = vec![None; dcel.cycles.len()];
    let mut faces: Vec<Face> = Vec::new();
    let mut face_cycle: Vec<CycleId> = Vec::new();
    for (c, cyc) in dcel.cycles.iter().enumerate() {
        if cyc.area2 > 0 {
            cycle_face[c] = Some(FaceId(faces.len() as u32));
            face_cycle.push(CycleId(c as u32));
            faces.push(Face {
                outline: simplify_ring(&dcel.ring(CycleId(c as u32))),
                holes: Vec::new(),
                area2: cyc.area2,
                sources: Vec::new(),
            });
        }
    }
    // Outline areas, fixed before any hole is subtracted: among the outlines that strictly
    // contain a hole's vertex (they are nested), the smallest is the hole's face.
    let outline_area2: Vec<i128> = faces.iter().map(|f| f.area2).collect();
    let face_tree: RTree<GeomWithData<Rectangle<[i64; 2]>, usize>> = RTree::bulk_load(
        faces
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let (lo, hi) = bbox(&f.outline);
                GeomWithData::new(Rectangle::from_corners(lo, hi), i)
            })
            .collect(),
    );
    for (c, cyc) in dcel.cycles.iter().enumerate() {
        if cyc.area2 > 0 {
            continue;
        }
        let p = dcel.origin(cyc.half_edges[0]);
        let p2 = IPoint::new(2 * p.x, 2 * p.y);
        let mut best: Option<usize> = None;
        for cand in face_tree.locate_all_at_point([p.x, p.y]) {
            let f = cand.data;
            let ring2: Vec<IPoint> = faces[f]
                .outline
                .iter()
                .map(|q| IPoint::new(2 * q.x, 2 * q.y))
                .collect();
            // Compare the outlines' own areas, never `faces[f].area2`: that one shrinks as holes
            // are assigned, and with rings nested five deep an outer face minus its first hole
            // came out smaller than the face nested inside it, which then lost its hole.
            if locate_in_ring(&ring2, p2) == Location::Inside
                && best.is_none_or(|b| (outline_area2[f], f) < (outline_area2[b], b))
            {
                best = Some(f);
            }
        }
        if let Some(f) = best {
            cycle_face[c] = Some(FaceId(f as u32));
            let ring = simplify_ring(&dcel.ring(CycleId(c as u32)));
            faces[f].area2 += cyc.area2;
            faces[f].holes.push(ring);
        }
    }
    for f in &mut faces {
        f.holes.sort();
    }
    for (k, src) in edge_sources.iter().enumerate() {
        for h in [2 * k, 2 * k + 1] {
            if let Some(f) = cycle_face[dcel.half_edges[h].cycle.0 as usize] {
                faces[f.0 as usize].sources.extend(src.iter().copied());
            }
        }
    }
    for f in &mut faces {
        f.sources.sort();
        f.sources.dedup();
    }

    // Adjacency straight from the half-edges.
    let face_of = |h: usize| cycle_face[dcel.half_edges[h].cycle.0 as usize];
    let mut border_len: BTreeMap<(FaceId, FaceId), f64> = BTreeMap::new();
    for k in 0..dcel.edge_count() {
        if let (Some(f), Some(g)) = (face_of(2 * k), face_of(2 * k + 1))
            && f != g
        {
            let (a, b) = (
                dcel.origin(HalfEdgeId(2 * k as u32)),
                dcel.dest(HalfEdgeId(2 * k as u32)),
            );
            let len = libm::hypot((b.x - a.x) as f64, (b.y - a.y) as f64);
            *border_len.entry((f.min(g), f.max(g))).or_insert(0.0) += grid.length(len);
        }
    }
    let mut corner_at: BTreeMap<(FaceId, FaceId), (IPoint, usize)> = BTreeMap::new();
    for (v, out) in dcel.outgoing.iter().enumerate() {
        let mut around: Vec<FaceId> = out.iter().filter_map(|h| face_of(h.0 as usize)).collect();
        around.sort();
        around.dedup();
        for i in 0..around.len() {
            for j in i + 1..around.len() {
                let key = (around[i], around[j]);
                if !border_len.contains_key(&key) {
                    corner_at
                        .entry(key)
                        .or_insert((dcel.vertices[v], around.len()));
                }
            }
        }
    }
    let borders = border_len
        .into_iter()
        .map(|(faces, length)| FaceBorder { faces, length })
        .collect();
    let corners = corner_at
        .into_iter()
        .map(|(faces, (at, meeting))| FaceCorner { faces, at, meeting })
        .collect();

    Ok(Arrangement {
        grid,
        faces,
        borders,
        corners,
        dangles,
        cut_edges,
        dangle_ends,
        overlaps,
        degenerate,
        outside_frame,
        dcel,
        cycle_face,
        edge_sources,
        noded_edges,
    })
}

/// A piece of the noded frame in doubled grid coordinates, with how many frame edges it lies on.
type FramePiece = GeomWithData<Rectangle<[i64; 2]>, (IPoint, IPoint, usize)>;

/// The frame as snap rounding drew it: the noded edges that lie along a frame edge, for
/// telling which of the other noded edges lie inside the frame.
///
/// Why the noded frame and not the ring of snapped corners: snap rounding routes a slanted
/// frame edge through the hot pixels it passes (where lines cross or end on it), so its pieces
/// stray up to half a pixel from the straight edge between its snapped corners. Tested against
/// that straight ring, the midpoint of a frame piece fell outside it as often as not, the piece
/// was dropped, and the frame lost an edge (issue 23.1: a triangle cut by one line had no
/// region). Every frame piece is kept; every other noded edge meets the noded frame only at its
/// ends (noding leaves no crossing), so it lies wholly inside or wholly outside the closed curve
/// the frame's pieces form, and its midpoint says which, exactly.
struct NodedFrame {
    /// Frame pieces in doubled grid coordinates, each once per frame edge it lies on (two frame
    /// edges snapped onto one piece are two traversals of it, which cancel in the parity).
    pieces: RTree<FramePiece>,
    /// The number of board lines: sources from this id on are frame edges.
    lines: usize,
}

impl NodedFrame {
    fn new(edges: &[crate::geometry::noding::NodedEdge], lines: usize) -> NodedFrame {
        let pieces = edges
            .iter()
            .filter_map(|e| {
                let m = e.sources.iter().filter(|s| s.0 as usize >= lines).count();
                let (a2, b2) = (
                    IPoint::new(2 * e.a.x, 2 * e.a.y),
                    IPoint::new(2 * e.b.x, 2 * e.b.y),
                );
                (m > 0).then(|| {
                    let (lo, hi) = bbox(&[a2, b2]);
                    GeomWithData::new(Rectangle::from_corners(lo, hi), (a2, b2, m))
                })
            })
            .collect();
        NodedFrame {
            pieces: RTree::bulk_load(pieces),
            lines,
        }
    }

    /// True when `e` lies along the frame or inside it.
    fn keeps(&self, e: &crate::geometry::noding::NodedEdge) -> bool {
        if e.sources.iter().any(|s| s.0 as usize >= self.lines) {
            return true;
        }
        let mid2 = IPoint::new(e.a.x + e.b.x, e.a.y + e.b.y);
        let right = self.pieces.root().envelope().upper()[0].max(mid2.x);
        let ray = rstar::AABB::from_corners([mid2.x, mid2.y], [right, mid2.y]);
        let mut inside = false;
        for piece in self.pieces.locate_in_envelope_intersecting(ray) {
            let (a2, b2, m) = piece.data;
            // Not reached after a complete noding; kept, as a point on the frame is.
            if crate::geometry::predicates::on_segment(a2, b2, mid2) {
                return true;
            }
            if m % 2 == 1 && crate::geometry::predicates::crosses_ray(a2, b2, mid2) {
                inside = !inside;
            }
        }
        inside
    }
}

/// Drops vertices where the ring goes straight on (exactly collinear, same direction).
pub(super) fn simplify_ring(ring: &[IPoint]) -> Vec<IPoint> {
    let n = ring.len();
    if n < 4 {
        return ring.to_vec();
    }
    let keep: Vec<IPoint> = (0..n)
        .filter(|&i| {
            let (a, b, c) = (ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]);
            cross(a, b, c) != 0 || crate::geometry::predicates::dot(b, a, c) > 0
        })
        .map(|i| ring[i])
        .collect();
    if keep.len() < 3 { ring.to_vec() } else { keep }
}

pub(super) fn bbox(ring: &[IPoint]) -> ([i64; 2], [i64; 2]) {
    let mut lo = [i64::MAX, i64::MAX];
    let mut hi = [i64::MIN, i64::MIN];
    for p in ring {
        lo = [lo[0].min(p.x), lo[1].min(p.y)];
        hi = [hi[0].max(p.x), hi[1].max(p.y)];
    }
    (lo, hi)
}
