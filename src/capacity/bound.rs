//! Upper bounds on the number of discs, in normalised units (disc diameter 1).
//!
//! * **Oler's inequality** (N. Oler, "A finite packing problem", Canad. Math. Bull. 4, 1961;
//!   see also Folkman & Graham, "A packing inequality for compact convex subsets of the plane",
//!   1969): a set of points with mutual distances at least 1 in a compact convex set `K` has at
//!   most `2/sqrt(3) * A(K) + P(K)/2 + 1` points. Disc centres lie in the region shrunk by the
//!   radius, which is convex when the region is.
//! * **Convex hull**: the centres also lie in the hull of the region shrunk by the radius, so
//!   Oler applies to it for any region.
//! * **Convex cover**: a decomposition of the region into convex pieces (ear-clipping
//!   triangulation merged by Hertel–Mehlhorn). Each centre lies in some piece, at distance at
//!   least the radius from the piece's edges that are part of the region's boundary; Oler on each
//!   piece shrunk along those edges, summed, bounds the count.
//! * **Area**: disjoint discs inside the region, `N <= A / (pi r^2)`.
//!
//! All bounds are computed for the radius and spacing reduced by the verifier's tolerance, so
//! they hold for every certificate that [`super::verify()`] accepts.

use super::VERIFY_REL_TOL;
use super::geom::{Container, Shape, cross, dot, is_convex, signed_area, sub};
use geo::TriangulateEarcut;
use std::collections::HashMap;

/// Oler's bound for a convex polygon (any orientation) and minimum spacing `s`.
pub fn oler(poly: &[[f64; 2]], s: f64) -> f64 {
    let n = poly.len();
    if n == 0 {
        return 0.0;
    }
    let area = signed_area(poly).abs();
    let mut per = 0.0;
    for i in 0..n {
        let d = sub(poly[(i + 1) % n], poly[i]);
        per += dot(d, d).sqrt();
    }
    2.0 / 3f64.sqrt() * area / (s * s) + per / (2.0 * s) + 1.0
}

/// Clips a convex polygon by the half-plane `{x : nrm . (x - a) >= off}`.
pub fn clip(poly: &[[f64; 2]], a: [f64; 2], nrm: [f64; 2], off: f64) -> Vec<[f64; 2]> {
    let n = poly.len();
    let mut out = Vec::with_capacity(n + 1);
    let f = |p: [f64; 2]| dot(sub(p, a), nrm) - off;
    for i in 0..n {
        let p = poly[i];
        let q = poly[(i + 1) % n];
        let (fp, fq) = (f(p), f(q));
        if fp >= 0.0 {
            out.push(p);
        }
        if (fp >= 0.0) != (fq >= 0.0) {
            let t = fp / (fp - fq);
            out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
        }
    }
    out
}

/// Inward unit normal of edge `a -> b` of a ring whose signed area is `sa`.
fn inward(a: [f64; 2], b: [f64; 2], sa: f64) -> Option<[f64; 2]> {
    let d = sub(b, a);
    let len = dot(d, d).sqrt();
    if len.is_nan() || len <= 0.0 {
        return None;
    }
    let left = [-d[1] / len, d[0] / len];
    Some(if sa > 0.0 { left } else { [-left[0], -left[1]] })
}

/// Shrinks a convex polygon: each edge flagged in `shift` moves inward by `r`. Empty when
/// nothing remains.
pub fn shrink_convex(poly: &[[f64; 2]], shift: &[bool], r: f64) -> Vec<[f64; 2]> {
    let sa = signed_area(poly);
    let n = poly.len();
    let mut cur = poly.to_vec();
    for i in 0..n {
        if !shift.get(i).copied().unwrap_or(true) {
            continue;
        }
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        if let Some(nrm) = inward(a, b, sa) {
            cur = clip(&cur, a, nrm, r);
            if cur.is_empty() {
                break;
            }
        }
    }
    cur
}

/// Andrew's monotone chain convex hull.
pub fn hull(points: &[[f64; 2]]) -> Vec<[f64; 2]> {
    let mut p: Vec<[f64; 2]> = points.to_vec();
    p.sort_by(|a, b| a[0].total_cmp(&b[0]).then(a[1].total_cmp(&b[1])));
    p.dedup();
    if p.len() < 3 {
        return p;
    }
    let mut h: Vec<[f64; 2]> = Vec::with_capacity(2 * p.len());
    for pass in 0..2 {
        let start = h.len();
        let iter: Box<dyn Iterator<Item = &[f64; 2]>> = if pass == 0 {
            Box::new(p.iter())
        } else {
            Box::new(p.iter().rev())
        };
        for &q in iter {
            while h.len() >= start + 2
                && cross(sub(h[h.len() - 1], h[h.len() - 2]), sub(q, h[h.len() - 2])) <= 0.0
            {
                h.pop();
            }
            h.push(q);
        }
        h.pop();
    }
    h
}

fn floor_bound(x: f64) -> usize {
    if !x.is_finite() || x >= usize::MAX as f64 / 2.0 {
        usize::MAX / 2
    } else if x <= 0.0 {
        0
    } else {
        x.floor() as usize
    }
}

/// Radius and spacing reduced by the verifier's tolerance (diameter 1 units).
fn loosened() -> (f64, f64) {
    (0.5 - VERIFY_REL_TOL * 1.5, 1.0 - VERIFY_REL_TOL * 1.5)
}

/// Oler bound of a convex ring shrunk by the (loosened) radius along `shift` edges.
fn oler_shrunk(ring: &[[f64; 2]], shift: &[bool], r: f64, s: f64) -> f64 {
    let k = shrink_convex(ring, shift, r);
    if k.is_empty() { 0.0 } else { oler(&k, s) }
}

/// Upper bound for discs of diameter `diam` (normalised units) in the container.
pub fn upper_bound(c: &Container, diam: f64) -> usize {
    if !(diam.is_finite() && diam > 0.0) {
        return 0;
    }
    let (r0, s0) = loosened();
    let (r, s) = (r0 * diam, s0 * diam);
    let area_b = c.area() / (std::f64::consts::PI * r * r);
    match c {
        Container::Circle { radius, .. } => {
            let rr = radius - r;
            if rr < 0.0 {
                return 0;
            }
            // Oler on the inner circle (a convex set).
            let ol = 2.0 / 3f64.sqrt() * std::f64::consts::PI * rr * rr / (s * s)
                + std::f64::consts::PI * rr / s
                + 1.0;
            floor_bound(ol.min(area_b))
        }
        Container::Poly(shape) => {
            let ext = &shape.rings[0];
            let all = vec![true; ext.len()];
            let b = if shape.convex {
                oler_shrunk(ext, &all, r, s)
            } else {
                let h = hull(ext);
                let hb = oler_shrunk(&h, &vec![true; h.len()], r, s);
                hb.min(cover_bound(shape, r, s))
            };
            floor_bound(b.min(area_b))
        }
    }
}

/// Sum of Oler bounds over a convex cover of a non-convex shape.
fn cover_bound(shape: &Shape, r: f64, s: f64) -> f64 {
    let pieces = convex_cover(shape);
    if pieces.is_empty() {
        return f64::INFINITY;
    }
    let mut total = 0.0;
    for (poly, on_boundary) in pieces {
        total += oler_shrunk(&poly, &on_boundary, r, s);
    }
    total
}

/// Convex pieces covering the shape, each with a flag per edge: true when that edge lies on the
/// region's boundary. Ear clipping (the `earcut` crate through geo) then Hertel–Mehlhorn
/// merging (S. Hertel, K. Mehlhorn, "Fast triangulation of simple polygons", 1983).
pub fn convex_cover(shape: &Shape) -> Vec<(Vec<[f64; 2]>, Vec<bool>)> {
    let to_ls = |r: &Vec<[f64; 2]>| {
        geo::LineString::from(r.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>())
    };
    let poly = geo::Polygon::new(
        to_ls(&shape.rings[0]),
        shape.rings[1..].iter().map(to_ls).collect(),
    );
    let key = |p: [f64; 2]| (p[0].to_bits(), p[1].to_bits());
    let mut index: HashMap<(u64, u64), usize> = HashMap::new();
    let mut verts: Vec<[f64; 2]> = Vec::new();
    let mut boundary: HashMap<(usize, usize), ()> = HashMap::new();
    let mut reflex: Vec<usize> = Vec::new();
    let mut reflex_pts: Vec<[f64; 2]> = Vec::new();
    for (k, ring) in shape.rings.iter().enumerate() {
        let left = (signed_area(ring) > 0.0) == (k == 0);
        let n = ring.len();
        for i in 0..n {
            let (a, v, b) = (ring[(i + n - 1) % n], ring[i], ring[(i + 1) % n]);
            let turn = cross(sub(v, a), sub(b, v));
            if (turn < 0.0 && left) || (turn > 0.0 && !left) {
                reflex_pts.push(v);
            }
        }
    }
    for ring in &shape.rings {
        let ids: Vec<usize> = ring
            .iter()
            .map(|&p| {
                *index.entry(key(p)).or_insert_with(|| {
                    verts.push(p);
                    verts.len() - 1
                })
            })
            .collect();
        for i in 0..ids.len() {
            let (a, b) = (ids[i], ids[(i + 1) % ids.len()]);
            boundary.insert((a.min(b), a.max(b)), ());
        }
    }
    let mut pieces: Vec<Vec<usize>> = Vec::new();
    for t in poly.earcut_triangles() {
        let mut ids = Vec::with_capacity(3);
        for c in [t.v1(), t.v2(), t.v3()] {
            match index.get(&key([c.x, c.y])) {
                Some(&i) => ids.push(i),
                None => return Vec::new(),
            }
        }
        let tri = [verts[ids[0]], verts[ids[1]], verts[ids[2]]];
        let sa = signed_area(&tri);
        if sa.abs() <= 0.0 {
            continue;
        }
        if sa < 0.0 {
            ids.reverse();
        }
        pieces.push(ids);
    }
    // Hertel–Mehlhorn: remove diagonals while the union stays convex.
    let mut merged = true;
    while merged {
        merged = false;
        'outer: for i in 0..pieces.len() {
            for j in i + 1..pieces.len() {
                if let Some(m) = merge(&pieces[i], &pieces[j], &boundary) {
                    let pts: Vec<[f64; 2]> = m.iter().map(|&k| verts[k]).collect();
                    if is_convex(&pts) && signed_area(&pts) > 0.0 {
                        pieces[i] = m;
                        pieces.swap_remove(j);
                        merged = true;
                        break 'outer;
                    }
                }
            }
        }
    }
    for p in &reflex_pts {
        if let Some(&i) = index.get(&key(*p)) {
            reflex.push(i);
        }
    }
    pieces
        .into_iter()
        .map(|ids| {
            let n = ids.len();
            // A boundary edge ending at a reflex vertex of the region is not shifted: beyond
            // that vertex the region continues, and points near the edge's line there may be
            // far from the edge itself.
            let flags = (0..n)
                .map(|k| {
                    let (a, b) = (ids[k], ids[(k + 1) % n]);
                    boundary.contains_key(&(a.min(b), a.max(b)))
                        && !reflex.contains(&a)
                        && !reflex.contains(&b)
                })
                .collect();
            (ids.iter().map(|&k| verts[k]).collect(), flags)
        })
        .collect()
}

/// Union of two counter-clockwise pieces sharing a non-boundary edge, as one vertex loop.
fn merge(p: &[usize], q: &[usize], boundary: &HashMap<(usize, usize), ()>) -> Option<Vec<usize>> {
    let (np, nq) = (p.len(), q.len());
    for a in 0..np {
        let (u, v) = (p[a], p[(a + 1) % np]);
        if boundary.contains_key(&(u.min(v), u.max(v))) {
            continue;
        }
        for b in 0..nq {
            if q[b] == v && q[(b + 1) % nq] == u {
                // p from v around to u, then q from u around to v (exclusive of both ends).
                let mut out = Vec::with_capacity(np + nq - 2);
                for k in 0..np {
                    out.push(p[(a + 1 + k) % np]);
                }
                for k in 1..nq - 1 {
                    out.push(q[(b + 1 + k) % nq]);
                }
                return Some(out);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oler_unit_square_grid() {
        // Square [0,2]^2 of centres, spacing 1: Oler gives 2/sqrt3*4 + 4 + 1 = 9.62 -> 9,
        // and 3x3 = 9 points fit: tight.
        let sq = [[0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0]];
        assert_eq!(oler(&sq, 1.0).floor(), 9.0);
    }

    #[test]
    fn hull_of_l_shape() {
        let l = [
            [0.0, 0.0],
            [2.0, 0.0],
            [2.0, 1.0],
            [1.0, 1.0],
            [1.0, 2.0],
            [0.0, 2.0],
        ];
        assert_eq!(hull(&l).len(), 5);
    }

    #[test]
    fn cover_of_l_shape_is_two_pieces() {
        let l = vec![vec![
            [0.0, 0.0],
            [2.0, 0.0],
            [2.0, 1.0],
            [1.0, 1.0],
            [1.0, 2.0],
            [0.0, 2.0],
        ]];
        let s = Shape::new(l).unwrap();
        let pieces = convex_cover(&s);
        assert_eq!(pieces.len(), 2);
        let area: f64 = pieces.iter().map(|(p, _)| signed_area(p).abs()).sum();
        assert!((area - 3.0).abs() < 1e-12);
    }
}
