//! What the arrangement reports besides its faces: overlapping edges of different lines
//! (as pairs of source lines along straight chains) and dangles (chains of edges with a free
//! end), peeled off before the faces are traced.

use super::arrangement::*;
use crate::geometry::noding::NodedEdge;
use crate::geometry::predicates::IPoint;
use crate::geometry::snap::Grid;
use crate::ids::SegmentId;
use std::collections::{BTreeMap, BTreeSet};

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
            pos += ((e.b.x - e.a.x) as f64).hypot((e.b.y - e.a.y) as f64);
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

/// Follows each free end (vertex of degree one) along its chain of degree-two vertices.
pub(super) fn dangle_chains(edges: &[NodedEdge], grid: Grid) -> Vec<DangleEnd> {
    let mut incident: BTreeMap<IPoint, Vec<usize>> = BTreeMap::new();
    for (i, e) in edges.iter().enumerate() {
        incident.entry(e.a).or_default().push(i);
        incident.entry(e.b).or_default().push(i);
    }
    let mut out = Vec::new();
    for (&free, inc) in &incident {
        if inc.len() != 1 {
            continue;
        }
        let (mut at, mut edge) = (free, inc[0]);
        let mut length = 0.0;
        let mut sources: BTreeSet<SegmentId> = BTreeSet::new();
        let attached = loop {
            let e = &edges[edge];
            let next = if e.a == at { e.b } else { e.a };
            length += ((next.x - at.x) as f64).hypot((next.y - at.y) as f64);
            sources.extend(e.sources.iter().copied());
            let around = &incident[&next];
            match around.len() {
                1 => break None,
                2 => {
                    edge = if around[0] == edge {
                        around[1]
                    } else {
                        around[0]
                    };
                    at = next;
                }
                _ => break Some(next),
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
/// removed pieces.
pub(super) fn peel_dangles(edges: Vec<NodedEdge>) -> (Vec<NodedEdge>, Vec<Piece>) {
    let mut degree: BTreeMap<IPoint, usize> = BTreeMap::new();
    let mut incident: BTreeMap<IPoint, Vec<usize>> = BTreeMap::new();
    for (i, e) in edges.iter().enumerate() {
        for p in [e.a, e.b] {
            *degree.entry(p).or_insert(0) += 1;
            incident.entry(p).or_default().push(i);
        }
    }
    let mut removed = vec![false; edges.len()];
    let mut queue: Vec<IPoint> = degree
        .iter()
        .filter(|(_, d)| **d == 1)
        .map(|(p, _)| *p)
        .collect();
    let mut order = Vec::new();
    while let Some(p) = queue.pop() {
        if degree[&p] != 1 {
            continue;
        }
        let Some(&i) = incident[&p].iter().find(|&&i| !removed[i]) else {
            continue;
        };
        removed[i] = true;
        order.push(i);
        for q in [edges[i].a, edges[i].b] {
            let d = degree.get_mut(&q).expect("endpoint");
            *d -= 1;
            if *d == 1 {
                queue.push(q);
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
