//! A half-edge structure (doubly connected edge list, DCEL) over noded edges.
//!
//! Each edge `{a, b}` gives two half-edges, `a → b` and `b → a` (twins). Around every vertex the
//! outgoing half-edges are sorted counter-clockwise (y-up frame) by an exact angle comparison;
//! `next(h)` for `h = u → v` is the outgoing half-edge at `v` just before `twin(h)` in that order,
//! so every cycle of `next` keeps its face on the left: bounded faces are traced
//! counter-clockwise (positive [`Cycle::area2`]) and outer boundaries of connected components
//! clockwise (negative). Reference: de Berg, Cheong, van Kreveld, Overmars, *Computational
//! Geometry: Algorithms and Applications*, 3rd ed., ch. 2.2.
//!
//! [`Dcel::check`] verifies every invariant; tests run it on every structure they build.

use crate::geometry::noding::NodedEdge;
use crate::geometry::predicates::{IPoint, angle_cmp, ring_area2};

/// A vertex of the structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VertexId(pub u32);

/// A half-edge; half-edges `2k` and `2k + 1` are twins and come from edge `k`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HalfEdgeId(pub u32);

/// A boundary cycle (a closed walk along `next`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CycleId(pub u32);

/// One half-edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HalfEdge {
    /// Where it starts.
    pub origin: VertexId,
    /// The next half-edge along the same face.
    pub next: HalfEdgeId,
    /// The previous half-edge along the same face.
    pub prev: HalfEdgeId,
    /// The cycle it belongs to.
    pub cycle: CycleId,
}

/// A closed walk along `next` pointers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cycle {
    /// Its half-edges in order.
    pub half_edges: Vec<HalfEdgeId>,
    /// Twice its signed area (shoelace over the origins), in grid steps squared: positive for a
    /// bounded face's outer boundary, negative or zero otherwise.
    pub area2: i128,
}

/// The half-edge structure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dcel {
    /// Vertex positions, sorted (x, then y); `VertexId(i)` is `vertices[i]`.
    pub vertices: Vec<IPoint>,
    /// Half-edges; `2k`, `2k + 1` come from edge `k`.
    pub half_edges: Vec<HalfEdge>,
    /// For each vertex, its outgoing half-edges in counter-clockwise order (y-up frame).
    pub outgoing: Vec<Vec<HalfEdgeId>>,
    /// The boundary cycles, in order of their smallest half-edge.
    pub cycles: Vec<Cycle>,
}

impl Dcel {
    /// Builds the structure from noded edges (which must meet only at shared endpoints, as
    /// [`crate::geometry::noding::node`] guarantees).
    pub fn new(edges: &[NodedEdge]) -> Dcel {
        // Half-edge 2i leaves edge i's `a`, 2i + 1 its `b`. One sort of (origin, half-edge)
        // gives the vertices in increasing order and each one's outgoing half-edges (issue 12:
        // a sort, a dedup and a binary search per half-edge before).
        let mut ends: Vec<(IPoint, u32)> = edges
            .iter()
            .enumerate()
            .flat_map(|(i, e)| [(e.a, 2 * i as u32), (e.b, 2 * i as u32 + 1)])
            .collect();
        ends.sort_unstable();
        let mut vertices: Vec<IPoint> = Vec::with_capacity(ends.len() / 2);
        let mut origin = vec![VertexId(0); ends.len()];
        let mut outgoing: Vec<Vec<HalfEdgeId>> = Vec::with_capacity(ends.len() / 2);
        for run in ends.chunk_by(|x, y| x.0 == y.0) {
            let v = VertexId(vertices.len() as u32);
            vertices.push(run[0].0);
            for &(_, h) in run {
                origin[h as usize] = v;
            }
            outgoing.push(run.iter().map(|&(_, h)| HalfEdgeId(h)).collect());
        }
        let dest = |h: usize| origin[h ^ 1];
        for (v, out) in outgoing.iter_mut().enumerate() {
            let p = vertices[v];
            out.sort_by(|&g, &h| {
                let (qg, qh) = (
                    vertices[dest(g.0 as usize).0 as usize],
                    vertices[dest(h.0 as usize).0 as usize],
                );
                angle_cmp((qg.x - p.x, qg.y - p.y), (qh.x - p.x, qh.y - p.y))
            });
        }
        // Position of each half-edge in its origin's outgoing list.
        let mut pos = vec![0usize; origin.len()];
        for out in &outgoing {
            for (i, h) in out.iter().enumerate() {
                pos[h.0 as usize] = i;
            }
        }
        let mut half_edges: Vec<HalfEdge> = origin
            .iter()
            .map(|&o| HalfEdge {
                origin: o,
                next: HalfEdgeId(0),
                prev: HalfEdgeId(0),
                cycle: CycleId(0),
            })
            .collect();
        for h in 0..origin.len() {
            let twin = h ^ 1;
            let v = origin[twin].0 as usize;
            let out = &outgoing[v];
            let i = pos[twin];
            let next = out[(i + out.len() - 1) % out.len()];
            half_edges[h].next = next;
            half_edges[next.0 as usize].prev = HalfEdgeId(h as u32);
        }
        let mut cycles = Vec::new();
        let mut seen = vec![false; half_edges.len()];
        for start in 0..half_edges.len() {
            if seen[start] {
                continue;
            }
            let cid = CycleId(cycles.len() as u32);
            let mut hs = Vec::new();
            let mut h = start;
            while !seen[h] {
                seen[h] = true;
                half_edges[h].cycle = cid;
                hs.push(HalfEdgeId(h as u32));
                h = half_edges[h].next.0 as usize;
            }
            let ring: Vec<IPoint> = hs
                .iter()
                .map(|h| vertices[half_edges[h.0 as usize].origin.0 as usize])
                .collect();
            cycles.push(Cycle {
                half_edges: hs,
                area2: ring_area2(&ring),
            });
        }
        Dcel {
            vertices,
            half_edges,
            outgoing,
            cycles,
        }
    }

    /// The twin of `h`.
    pub fn twin(&self, h: HalfEdgeId) -> HalfEdgeId {
        HalfEdgeId(h.0 ^ 1)
    }

    /// The half-edge `h`.
    pub fn half_edge(&self, h: HalfEdgeId) -> &HalfEdge {
        &self.half_edges[h.0 as usize]
    }

    /// Position of `h`'s origin.
    pub fn origin(&self, h: HalfEdgeId) -> IPoint {
        self.vertices[self.half_edge(h).origin.0 as usize]
    }

    /// Position of `h`'s destination.
    pub fn dest(&self, h: HalfEdgeId) -> IPoint {
        self.origin(self.twin(h))
    }

    /// The vertex positions of a cycle, in order.
    pub fn ring(&self, c: CycleId) -> Vec<IPoint> {
        self.cycles[c.0 as usize]
            .half_edges
            .iter()
            .map(|&h| self.origin(h))
            .collect()
    }

    /// Number of edges (half the half-edges).
    pub fn edge_count(&self) -> usize {
        self.half_edges.len() / 2
    }

    /// Number of connected components of the edge graph (union–find over edges).
    pub fn components(&self) -> usize {
        let n = self.vertices.len();
        let mut sets = petgraph::unionfind::UnionFind::<usize>::new(n);
        for k in 0..self.edge_count() {
            sets.union(
                self.half_edges[2 * k].origin.0 as usize,
                self.half_edges[2 * k + 1].origin.0 as usize,
            );
        }
        (0..n).filter(|&x| sets.find_mut(x) == x).count()
    }

    /// Checks every invariant of the structure: twins are distinct and swap origin and
    /// destination, `next`/`prev` are inverse, `next(h)` starts where `h` ends, each cycle is
    /// closed and every half-edge lies on exactly one cycle, outgoing lists are angularly sorted.
    ///
    /// # Errors
    /// The first broken invariant ([`DcelError`]).
    pub fn check(&self) -> Result<(), DcelError> {
        let n = self.half_edges.len();
        if !n.is_multiple_of(2) {
            return Err(DcelError::OddHalfEdges);
        }
        for h in 0..n {
            let hid = HalfEdgeId(h as u32);
            let he = self.half_edge(hid);
            let t = self.twin(hid);
            if self.twin(t) != hid || self.origin(t) == self.origin(hid) {
                return Err(DcelError::Twin(h));
            }
            if self.half_edge(he.next).prev != hid || self.half_edge(he.prev).next != hid {
                return Err(DcelError::NextPrev(h));
            }
            if self.origin(he.next) != self.dest(hid) {
                return Err(DcelError::NextStart(h));
            }
            let c = &self.cycles[he.cycle.0 as usize];
            if !c.half_edges.contains(&hid) {
                return Err(DcelError::OffCycle(h));
            }
        }
        let total: usize = self.cycles.iter().map(|c| c.half_edges.len()).sum();
        if total != n {
            return Err(DcelError::Partition);
        }
        for c in &self.cycles {
            let k = c.half_edges.len();
            for i in 0..k {
                if self.half_edge(c.half_edges[i]).next != c.half_edges[(i + 1) % k] {
                    return Err(DcelError::OpenCycle);
                }
            }
        }
        for (v, out) in self.outgoing.iter().enumerate() {
            let p = self.vertices[v];
            for w in out.windows(2) {
                let (a, b) = (self.dest(w[0]), self.dest(w[1]));
                if angle_cmp((a.x - p.x, a.y - p.y), (b.x - p.x, b.y - p.y))
                    != std::cmp::Ordering::Less
                {
                    return Err(DcelError::AngularOrder(v));
                }
            }
        }
        Ok(())
    }
}

/// A broken invariant of a [`Dcel`], found by [`Dcel::check`]; half-edges and vertices are
/// given by index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DcelError {
    /// The number of half-edges is odd.
    #[error("odd number of half-edges")]
    OddHalfEdges,
    /// The twin of this half-edge is not its twin's twin, or has the same origin.
    #[error("twin of {0} is broken")]
    Twin(usize),
    /// `next` and `prev` of this half-edge are not inverse.
    #[error("next/prev of {0} are not inverse")]
    NextPrev(usize),
    /// `next` of this half-edge does not start where it ends.
    #[error("next of {0} does not start where {0} ends")]
    NextStart(usize),
    /// This half-edge is not on the cycle it names.
    #[error("{0} is not on its cycle")]
    OffCycle(usize),
    /// The cycles do not partition the half-edges.
    #[error("cycles do not partition the half-edges")]
    Partition,
    /// A cycle is not closed along `next`.
    #[error("cycle is not closed along next")]
    OpenCycle,
    /// The outgoing half-edges of this vertex are not in angular order.
    #[error("outgoing half-edges of vertex {0} are not in angular order")]
    AngularOrder(usize),
}
