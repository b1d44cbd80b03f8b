//! What the arrangement reports besides its faces: overlapping edges of different lines
//! (as pairs of source lines along straight chains) and dangles (chains of edges with a free
//! end), peeled off before the faces are traced.

use crate::geometry::noding::NodedEdge;
use crate::geometry::predicates::IPoint;
use crate::geometry::snap::Grid;
use crate::ids::SegmentId;
use std::collections::BTreeSet;

/// A noded piece of line that bounds no face.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    /// One end.
    pub a: IPoint,
    /// The other end.
    pub b: IPoint,
    /// The input lines (or frame edges) it lies on.
    pub sources: Vec<SegmentId>,
}

/// The free end of a dangle and the chain of dangle pieces behind it.
#[derive(Debug, Clone, PartialEq)]
pub struct DangleEnd {
    /// The free end.
    pub free: IPoint,
    /// Where the chain meets the rest of the drawing (a vertex of degree three or more), or
    /// `None` when the chain is free at both ends.
    pub attached: Option<IPoint>,
    /// Length of the chain from `free` to `attached` (or to its other free end), board units.
    pub length: f64,
    /// The input lines along the chain, sorted.
    pub sources: Vec<SegmentId>,
}

/// Two input lines (or a line and a frame edge) running along each other.
#[derive(Debug, Clone, PartialEq)]
pub struct Overlap {
    /// The two lines, `lines.0 < lines.1`.
    pub lines: (SegmentId, SegmentId),
    /// Length they share, board units.
    pub length: f64,
}

/// Lengths shared by pairs of input lines (edges with two or more sources).
///
/// Summing each edge's length into every pair of its sources costs `Σ m²` over edges with `m`
/// sources: cubic for `n` collinear overlapping pieces. Instead the shared edges are strung into
/// **straight chains** (maximal paths that go exactly straight on at every vertex; edges meet only
/// at endpoints, so the straight continuation is unique), each source's presence along a chain
/// becomes intervals of arc length (found by comparing the sorted source lists of consecutive
/// edges, `O(Σ m)`), and overlapping intervals of two sources are paired by a sweep in order of
/// their start: `O(Σ m + p log p)` for `p` output pairs.
pub(super) fn overlaps(edges: &[NodedEdge], grid: Grid) -> Vec<Overlap> {
    use std::collections::HashMap;
    let shared: Vec<usize> = (0..edges.len())
        .filter(|&i| edges[i].sources.len() > 1)
        .collect();
    if shared.is_empty() {
        return Vec::new();
    }
    // (vertex, primitive direction away from it) -> edge, for edges with two or more sources.
    fn dir(from: IPoint, to: IPoint) -> (i64, i64) {
        let (dx, dy) = (to.x - from.x, to.y - from.y);
        let g = gcd(dx.unsigned_abs(), dy.unsigned_abs()).max(1) as i64;
        (dx / g, dy / g)
    }
    let mut at: HashMap<(IPoint, (i64, i64)), usize> = HashMap::with_capacity(2 * shared.len());
    for &i in &shared {
        let e = &edges[i];
        at.insert((e.a, dir(e.a, e.b)), i);
        at.insert((e.b, dir(e.b, e.a)), i);
    }
    // The edge that goes straight on from `e` through its end `v`.
    let straight_on = |i: usize, v: IPoint| -> Option<usize> {
        let e = &edges[i];
        let other = if e.a == v { e.b } else { e.a };
        at.get(&(v, dir(other, v))).copied()
    };
    let mut seen = vec![false; edges.len()];
    // (source, start, end) intervals of arc length (grid steps) per chain, then pairs.
    let mut pairs: Vec<((SegmentId, SegmentId), f64)> = Vec::new();
    for &start in &shared {
        if seen[start] {
            continue;
        }
        // Walk back to the chain's first edge (stop on returning to `start`: a closed chain
        // cannot occur with straight edges, but be safe).
        let (mut first, mut tail) = (start, edges[start].a);
        while let Some(j) = straight_on(first, tail) {
            if j == start {
                break;
            }
            let e = &edges[j];
            tail = if e.a == tail { e.b } else { e.a };
            first = j;
        }
        // Walk forward, collecting the chain's edges in order.
        let mut chain = Vec::new();
        let mut v = tail;
        let mut i = first;
        loop {
            seen[i] = true;
            let e = &edges[i];
            let w = if e.a == v { e.b } else { e.a };
            chain.push(i);
            v = w;
            match straight_on(i, v) {
                Some(j) if !seen[j] => i = j,
                _ => break,
            }
        }
        // Intervals: a source opens where it appears and closes where it disappears.
        let mut pos = 0.0f64;
        let mut open: HashMap<SegmentId, f64> = HashMap::new();
        let mut intervals: Vec<(f64, f64, SegmentId)> = Vec::new();
        let mut prev: &[SegmentId] = &[];
        for &k in &chain {
            let e = &edges[k];
            let cur = e.sources.as_slice();
            let (entering, leaving) = sorted_difference(prev, cur);
            for s in leaving {
                if let Some(lo) = open.remove(&s) {
                    intervals.push((lo, pos, s));
                }
            }
            for s in entering {
                open.insert(s, pos);
            }
            pos += libm::hypot((e.b.x - e.a.x) as f64, (e.b.y - e.a.y) as f64);
            prev = cur;
        }
        for (s, lo) in open {
            intervals.push((lo, pos, s));
        }
        intervals.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.2.cmp(&y.2)));
        // Sweep: every interval meets the still-open ones that end after it starts.
        let mut active: Vec<(f64, f64, SegmentId)> = Vec::new();
        for &(lo, hi, s) in &intervals {
            active.retain(|a| a.1 > lo);
            for &(alo, ahi, t) in &active {
                let len = ahi.min(hi) - alo.max(lo);
                if t != s && len > 0.0 {
                    pairs.push(((s.min(t), s.max(t)), len));
                }
            }
            active.push((lo, hi, s));
        }
    }
    pairs.sort_by_key(|x| x.0);
    let mut out: Vec<Overlap> = Vec::new();
    for (lines, len) in pairs {
        match out.last_mut() {
            Some(o) if o.lines == lines => o.length += grid.length(len),
            _ => out.push(Overlap {
                lines,
                length: grid.length(len),
            }),
        }
    }
    out
}

/// Greatest common divisor (Euclid).
pub(super) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Elements of sorted `cur` not in sorted `prev` (entering) and of `prev` not in `cur` (leaving).
pub(super) fn sorted_difference(
    prev: &[SegmentId],
    cur: &[SegmentId],
) -> (Vec<SegmentId>, Vec<SegmentId>) {
    let (mut i, mut j) = (0, 0);
    let (mut entering, mut leaving) = (Vec::new(), Vec::new());
    while i < prev.len() || j < cur.len() {
        match (prev.get(i), cur.get(j)) {
            (Some(p), Some(c)) if p == c => {
                i += 1;
                j += 1;
            }
            (Some(p), Some(c)) if p < c => {
                leaving.push(*p);
                i += 1;
            }
            (Some(p), None) => {
                leaving.push(*p);
                i += 1;
            }
            (_, Some(c)) => {
                entering.push(*c);
                j += 1;
            }
            (None, None) => break,
        }
    }
    (entering, leaving)
}

/// The edges at each vertex of a noded edge list, as one sorted list of `(point, edge)` pairs
/// for both ends of every edge: vertex `v` is the `v`-th distinct point in increasing order, and
/// its edges come in increasing index order (an edge listed at each of its ends). One sort
/// serves both dangle passes ([`dangle_chains`], [`peel_dangles`]); it replaced a map from
/// points to lists of edges built by each (issue 12: 76 M of 1.6 G instructions on random-1000,
/// whose 2 000 line ends are all free).
pub(super) struct Incidence {
    ends: Vec<(IPoint, u32)>,
    /// Where each vertex's run starts in `ends`, and `ends.len()` last.
    starts: Vec<usize>,
    /// The vertices of each edge's ends `a` and `b`.
    at: Vec<[u32; 2]>,
}

impl Incidence {
    pub(super) fn new(edges: &[NodedEdge]) -> Incidence {
        let mut ends: Vec<(IPoint, u32)> = edges
            .iter()
            .enumerate()
            .flat_map(|(i, e)| [(e.a, i as u32), (e.b, i as u32)])
            .collect();
        ends.sort_unstable();
        let mut starts = Vec::with_capacity(ends.len() / 2 + 1);
        let mut at = vec![[0u32; 2]; edges.len()];
        for (k, &(p, i)) in ends.iter().enumerate() {
            if k == 0 || ends[k - 1].0 != p {
                starts.push(k);
            }
            let v = (starts.len() - 1) as u32;
            let e = &edges[i as usize];
            if e.a == p {
                at[i as usize][0] = v;
            }
            if e.b == p {
                at[i as usize][1] = v;
            }
        }
        starts.push(ends.len());
        Incidence { ends, starts, at }
    }

    /// Number of vertices.
    fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// The point of vertex `v`.
    fn point(&self, v: usize) -> IPoint {
        self.ends[self.starts[v]].0
    }

    /// The edges at vertex `v`, in increasing order.
    fn edges(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        self.ends[self.starts[v]..self.starts[v + 1]]
            .iter()
            .map(|e| e.1 as usize)
    }

    /// How many edge ends vertex `v` has.
    fn degree(&self, v: usize) -> usize {
        self.starts[v + 1] - self.starts[v]
    }

    /// The vertices at edge `i`'s two ends.
    fn ends_of(&self, i: usize) -> [usize; 2] {
        self.at[i].map(|v| v as usize)
    }
}

/// Follows each free end (vertex of degree one) along its chain of degree-two vertices.
pub(super) fn dangle_chains(edges: &[NodedEdge], inc: &Incidence, grid: Grid) -> Vec<DangleEnd> {
    let mut out = Vec::new();
    for v in 0..inc.len() {
        if inc.degree(v) != 1 {
            continue;
        }
        let free = inc.point(v);
        let (mut here, mut edge) = (v, inc.edges(v).next().expect("one edge"));
        let mut length = 0.0;
        let mut sources: BTreeSet<SegmentId> = BTreeSet::new();
        let attached = loop {
            let [va, vb] = inc.ends_of(edge);
            let next = if va == here { vb } else { va };
            let (p, q) = (inc.point(here), inc.point(next));
            length += libm::hypot((q.x - p.x) as f64, (q.y - p.y) as f64);
            sources.extend(edges[edge].sources.iter().copied());
            match inc.degree(next) {
                1 => break None,
                2 => {
                    let mut around = inc.edges(next);
                    let (first, second) = (around.next(), around.next());
                    edge = if first == Some(edge) { second } else { first }.expect("two edges");
                    here = next;
                }
                _ => break Some(inc.point(next)),
            }
        };
        out.push(DangleEnd {
            free,
            attached,
            length: grid.length(length),
            sources: sources.into_iter().collect(),
        });
    }
    out
}

/// Removes, one by one, every edge with an endpoint of degree one; returns the rest and the
/// removed pieces. (What is left is the graph's 2-core, whatever the order of removal.)
pub(super) fn peel_dangles(edges: Vec<NodedEdge>, inc: &Incidence) -> (Vec<NodedEdge>, Vec<Piece>) {
    let mut degree: Vec<usize> = (0..inc.len()).map(|v| inc.degree(v)).collect();
    let mut removed = vec![false; edges.len()];
    let mut queue: Vec<usize> = (0..inc.len()).filter(|&v| degree[v] == 1).collect();
    let mut order = Vec::new();
    while let Some(v) = queue.pop() {
        if degree[v] != 1 {
            continue;
        }
        let Some(i) = inc.edges(v).find(|&i| !removed[i]) else {
            continue;
        };
        removed[i] = true;
        order.push(i);
        for w in inc.ends_of(i) {
            degree[w] -= 1;
            if degree[w] == 1 {
                queue.push(w);
            }
        }
    }
    order.sort();
    let dangles = order
        .iter()
        .map(|&i| Piece {
            a: edges[i].a,
            b: edges[i].b,
            sources: edges[i].sources.clone(),
        })
        .collect();
    let rest = edges
        .into_iter()
        .zip(removed)
        .filter(|(_, r)| !r)
        .map(|(e, _)| e)
        .collect();
    (rest, dangles)
}
