//! Region colours: a graph colouring of the adjacency so that neighbors never share a colour,
//! drawn from Paul Tol's colour-blind-safe "light" scheme.

use crate::ids::RegionId;
use crate::validated::ValidatedBoard;
use std::collections::{BTreeMap, BTreeSet};

/// Paul Tol's "light" qualitative scheme (P. Tol, *Colour Schemes*, SRON technical note
/// SRON/EPS/TN/09-002, issue 3.2, 2021, figure 6): light blue, orange, light yellow, pink, light
/// cyan, mint, pear, olive, pale grey. Dark text stays readable on every one of them.
pub const TOL_LIGHT: [&str; 9] = [
    "#77AADD", "#EE8866", "#EEDD88", "#FFAABB", "#99DDFF", "#44BB99", "#BBCC33", "#AAAA00",
    "#DDDDDD",
];

/// Colours the vertices `0..n` of a graph given by its `edges` (pairs of vertex indices; loops,
/// duplicates and out-of-range indices are ignored) with colours `0, 1, 2, …`, so that the two
/// ends of every edge differ.
///
/// Algorithm: smallest-last greedy colouring (D. W. Matula and L. L. Beck, "Smallest-last ordering
/// and clustering and graph coloring algorithms", J. ACM 30(3), 1983): repeatedly remove a vertex
/// of least degree in the remaining graph, then colour the vertices in the reverse removal order,
/// each with the smallest colour none of its neighbors has. It uses at most 1 + the graph's
/// degeneracy colours, so at most 6 on a planar graph (a board's adjacency graph). Ties are broken
/// by the smaller index, so the result is deterministic.
///
/// ```
/// use savanna::output::render::colour::smallest_last_colouring;
/// // A 4-cycle needs two colours.
/// let c = smallest_last_colouring(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
/// assert!(c.iter().all(|&k| k < 2));
/// assert!(c[0] != c[1] && c[1] != c[2] && c[2] != c[3] && c[3] != c[0]);
/// ```
pub fn smallest_last_colouring(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut adj: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); n];
    for &(a, b) in edges {
        if a < n && b < n && a != b {
            adj[a].insert(b);
            adj[b].insert(a);
        }
    }
    let mut degree: Vec<usize> = adj.iter().map(BTreeSet::len).collect();
    let mut removed = vec![false; n];
    // (degree, vertex) of every remaining vertex; the first is the next to remove.
    let mut queue: BTreeSet<(usize, usize)> = (0..n).map(|v| (degree[v], v)).collect();
    let mut order = Vec::with_capacity(n);
    while let Some((_, v)) = queue.pop_first() {
        removed[v] = true;
        order.push(v);
        for &w in &adj[v] {
            if !removed[w] {
                queue.remove(&(degree[w], w));
                degree[w] -= 1;
                queue.insert((degree[w], w));
            }
        }
    }
    let mut colour = vec![usize::MAX; n];
    for &v in order.iter().rev() {
        let used: BTreeSet<usize> = adj[v].iter().map(|&w| colour[w]).collect();
        colour[v] = (0..).find(|c| !used.contains(c)).unwrap_or(0);
    }
    colour
}

/// The colour index of every region of `v` (a key for each region), from its `neighbors` lists
/// and `borders` (either is enough; both are used, made symmetric). See
/// [`smallest_last_colouring`]. Indexes past the palette's length wrap around (only possible on
/// an adjacency that is not planar).
pub fn region_colours(v: &ValidatedBoard) -> BTreeMap<RegionId, usize> {
    let index: BTreeMap<RegionId, usize> = v
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| (r.id, i))
        .collect();
    let mut edges = Vec::new();
    for (i, r) in v.regions.iter().enumerate() {
        for n in &r.neighbors {
            if let Some(&j) = index.get(n) {
                edges.push((i, j));
            }
        }
    }
    for b in &v.borders {
        if let (Some(&i), Some(&j)) = (index.get(&b.regions[0]), index.get(&b.regions[1])) {
            edges.push((i, j));
        }
    }
    let c = smallest_last_colouring(v.regions.len(), &edges);
    v.regions
        .iter()
        .enumerate()
        .map(|(i, r)| (r.id, c[i]))
        .collect()
}

/// The fill colour (`#RRGGBB`) for colour index `k`.
pub fn fill(k: usize) -> &'static str {
    TOL_LIGHT[k % TOL_LIGHT.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn wheel_needs_four() {
        // Odd wheel: hub 0 and a 5-cycle 1..=5: chromatic number 4.
        let mut e = vec![(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)];
        e.extend((1..=5).map(|i| (0, i)));
        let c = smallest_last_colouring(6, &e);
        for &(a, b) in &e {
            assert_ne!(c[a], c[b]);
        }
        assert_eq!(c.iter().max(), Some(&3));
    }

    #[test]
    fn grid_2x2_uses_two() {
        let c = smallest_last_colouring(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(c.iter().copied().collect::<BTreeSet<_>>().len(), 2);
    }

    #[test]
    fn empty_and_bad_edges() {
        assert!(smallest_last_colouring(0, &[(0, 1)]).is_empty());
        assert_eq!(smallest_last_colouring(2, &[(0, 0), (0, 7)]), vec![0, 0]);
    }

    proptest! {
        #[test]
        fn proper_and_bounded(n in 1usize..30, raw in proptest::collection::vec((0usize..30, 0usize..30), 0..120)) {
            let c = smallest_last_colouring(n, &raw);
            let mut maxdeg = 0;
            for v in 0..n {
                let d: BTreeSet<_> = raw.iter().filter_map(|&(a,b)| if a==v && b<n && b!=v {Some(b)} else if b==v && a<n && a!=v {Some(a)} else {None}).collect();
                maxdeg = maxdeg.max(d.len());
            }
            for &(a, b) in &raw {
                if a < n && b < n && a != b { prop_assert_ne!(c[a], c[b]); }
            }
            prop_assert!(c.iter().all(|&k| k <= maxdeg));
        }
    }
}
