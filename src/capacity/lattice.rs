//! Lattice placements: the best of a family of row lattices over orientations and offsets.
//!
//! The family (normalised units, disc diameter `d`): rows spaced `h` apart, `h` from `d/2` to
//! `d`, consecutive rows shifted along by `shift`:
//! * `h = sqrt(3)/2 d`, shift `d/2`: the hexagonal lattice (Thue's densest packing);
//! * `h = d`, shift 0: the square lattice (optimal for `k^2` discs in a square of side `k d`);
//! * `sqrt(3)/2 d < h < d`: stretched lattices fitting exactly `k` rows across a width;
//! * `h < sqrt(3)/2 d`: zig-zag rows, in-row spacing `2 sqrt(d^2 - h^2)` (optimal in strips
//!   narrower than `(1 + sqrt(3)/2) d`; Fejes Tóth, "Lagerungen in der Ebene", ch. on strips).
//!
//! Orientations: every edge direction of the region plus a uniform set; offsets: rows anchored
//! on either side of the feasible band, sampled along-row offsets, and lattice points on the
//! container's centre.

use super::geom::Container;

/// Feasibility slack for a lattice point, in normalised units (well below the verifier's
/// tolerance, so lattice certificates verify).
pub const LATTICE_EPS: f64 = 1e-11;

/// At most this many lattice points (and rows) are examined per placement: bounds the work on
/// huge regions. A placement that stops there is marked [`Placement::capped`], and so is the
/// packing built on it ([`super::Packing::capped`]): its count is certified but more discs fit.
pub const MAX_LATTICE_POINTS: usize = 200_000;

/// One lattice placement found by [`search`].
#[derive(Debug, Clone)]
pub struct Placement {
    /// Centres of the discs (normalised units).
    pub centres: Vec<[f64; 2]>,
    /// True when the enumeration stopped at [`MAX_LATTICE_POINTS`] before the end of the
    /// region: the lattice holds more points than `centres`.
    pub capped: bool,
}

struct Band {
    qmin: f64,
    qmax: f64,
    pmin: f64,
    pmax: f64,
}

fn band(c: &Container, e1: [f64; 2], e2: [f64; 2], r: f64) -> Band {
    match c {
        Container::Circle { c, radius } => {
            let q = c[0] * e1[0] + c[1] * e1[1];
            let p = c[0] * e2[0] + c[1] * e2[1];
            let rr = radius - r;
            Band {
                qmin: q - rr,
                qmax: q + rr,
                pmin: p - rr,
                pmax: p + rr,
            }
        }
        Container::Poly(s) => {
            let mut b = Band {
                qmin: f64::INFINITY,
                qmax: f64::NEG_INFINITY,
                pmin: f64::INFINITY,
                pmax: f64::NEG_INFINITY,
            };
            for v in &s.rings[0] {
                let q = v[0] * e1[0] + v[1] * e1[1];
                let p = v[0] * e2[0] + v[1] * e2[1];
                b.qmin = b.qmin.min(q);
                b.qmax = b.qmax.max(q);
                b.pmin = b.pmin.min(p);
                b.pmax = b.pmax.max(p);
            }
            b.qmin += r;
            b.qmax -= r;
            b.pmin += r;
            b.pmax -= r;
            b
        }
    }
}

/// Orientations to try, in radians in `[0, pi)`, deduplicated, deterministic order.
fn angles(c: &Container) -> Vec<f64> {
    let mut out: Vec<f64> = Vec::new();
    let pi = std::f64::consts::PI;
    if let Container::Poly(s) = c {
        if s.edges.len() <= 48 {
            for e in &s.edges {
                out.push(libm::atan2(e.t[1], e.t[0]).rem_euclid(pi));
            }
        }
        for k in 0..12 {
            out.push(k as f64 * pi / 12.0);
        }
    } else {
        out.push(0.0);
        out.push(pi / 2.0);
    }
    out.sort_by(f64::total_cmp);
    out.dedup_by(|a, b| (*a - *b).abs() < 1e-9);
    if out.len() > 1 && (pi - out[out.len() - 1] + out[0]).abs() < 1e-9 {
        out.pop();
    }
    out
}

/// Enumerates lattice points of one placement inside the container; true when it stopped at
/// [`MAX_LATTICE_POINTS`] before the end.
#[allow(clippy::too_many_arguments)]
fn place(
    c: &Container,
    r: f64,
    e1: [f64; 2],
    e2: [f64; 2],
    b: &Band,
    o: [f64; 2], // origin in (along, perp)
    w: f64,
    h: f64,
    shift: f64,
    out: &mut Vec<[f64; 2]>,
) -> bool {
    out.clear();
    if !(w > 0.0 && h > 0.0) {
        return false;
    }
    let j0 = ((b.pmin - o[1]) / h).ceil();
    let j1 = ((b.pmax - o[1]) / h + 1e-12).floor();
    if !(j0.is_finite() && j1.is_finite()) || j1 < j0 {
        return false;
    }
    let mut examined = 0usize;
    let mut j = j0;
    while j <= j1 {
        examined += 1; // rows count too: a tall band of empty rows must stay bounded
        if examined > MAX_LATTICE_POINTS {
            return true;
        }
        let perp = o[1] + j * h;
        let start = o[0] + (j * shift).rem_euclid(w);
        let i0 = ((b.qmin - start) / w - 1e-12).ceil();
        let i1 = ((b.qmax - start) / w + 1e-12).floor();
        let mut i = i0;
        while i <= i1 {
            examined += 1;
            if examined > MAX_LATTICE_POINTS {
                return true;
            }
            let along = start + i * w;
            let p = [along * e1[0] + perp * e2[0], along * e1[1] + perp * e2[1]];
            if c.clearance(p) >= r - LATTICE_EPS {
                out.push(p);
            }
            i += 1.0;
        }
        j += 1.0;
    }
    false
}

/// Centres of discs of radius `r` wedged into the convex corners of a polygon (at distance `r`
/// from both edges), where they fit: lattice points placed there catch exactly tight packings.
fn corner_anchors(c: &Container, r: f64) -> Vec<[f64; 2]> {
    let mut out = Vec::new();
    let Container::Poly(s) = c else {
        return out;
    };
    if s.edges.len() > 48 {
        return out;
    }
    let m = s.edges.len();
    for i in 0..m {
        let (e, f) = (&s.edges[i], &s.edges[(i + 1) % m]);
        if super::geom::dist2(e.b, f.a) > 1e-24 {
            continue;
        }
        // intersection of the two inner offset lines n.(x - a) = r
        let det = e.n[0] * f.n[1] - e.n[1] * f.n[0];
        if det.abs() < 1e-9 {
            continue;
        }
        let be = e.n[0] * e.a[0] + e.n[1] * e.a[1] + r;
        let bf = f.n[0] * f.a[0] + f.n[1] * f.a[1] + r;
        let p = [
            (be * f.n[1] - e.n[1] * bf) / det,
            (e.n[0] * bf - f.n[0] * be) / det,
        ];
        if p[0].is_finite() && p[1].is_finite() && c.clearance(p) >= r - LATTICE_EPS {
            out.push(p);
        }
    }
    out
}

/// Searches the lattice family for placements of discs of diameter `d` (normalised units) and
/// returns up to `keep` placements with the most discs, best first (ties: first found).
pub fn search(c: &Container, d: f64, keep: usize) -> Vec<Placement> {
    let r = d / 2.0;
    let hex = 3f64.sqrt() / 2.0 * d;
    let mut best: Vec<Placement> = Vec::new();
    let mut buf = Vec::new();
    let bb = c.bbox();
    let centre = [(bb[0] + bb[2]) / 2.0, (bb[1] + bb[3]) / 2.0];
    // Very large regions: one placement only.
    let rough = c.area() / (hex * d);
    let huge = !(rough.is_finite() && rough < 20_000.0);
    let angle_list = if huge { vec![0.0] } else { angles(c) };
    let anchors = if huge {
        Vec::new()
    } else {
        corner_anchors(c, r)
    };
    for &th in &angle_list {
        let e1 = [libm::cos(th), libm::sin(th)];
        let e2 = [-e1[1], e1[0]];
        let b = band(c, e1, e2, r);
        if b.pmax < b.pmin - LATTICE_EPS || b.qmax < b.qmin - LATTICE_EPS {
            continue;
        }
        let width = (b.pmax - b.pmin).max(0.0);
        // Row spacings: hexagonal, square, and those fitting exactly k rows.
        let mut hs = vec![hex, d];
        if !huge {
            let kmin = (width / d).ceil() as i64 + 1;
            let khex = (width / hex).floor() as i64 + 2;
            for k in kmin.max(2)..=khex.min(kmin.max(2) + 6) {
                let h = width / (k - 1) as f64;
                if h >= 0.5 * d && h <= d {
                    hs.push(h);
                }
            }
        }
        for &h in &hs {
            let s = (d * d - h * h).max(0.0).sqrt();
            // (in-row spacing, shift) pairs
            let mut forms = Vec::new();
            if h < hex - 1e-12 {
                forms.push((2.0 * s, s));
            } else {
                forms.push((d, d / 2.0));
                if s < d / 2.0 - 1e-12 {
                    forms.push((d, s));
                }
            }
            for &(w, shift) in &forms {
                let mut origins: Vec<[f64; 2]> = Vec::new();
                let cq = centre[0] * e1[0] + centre[1] * e1[1];
                let cp = centre[0] * e2[0] + centre[1] * e2[1];
                if huge {
                    origins.push([b.qmin, b.pmin]);
                } else {
                    let perps = [b.pmin, b.pmax, b.pmin + 0.5 * h, cp];
                    let steps = 8;
                    for &p0 in &perps {
                        for k in 0..steps {
                            origins.push([b.qmin + k as f64 * w / steps as f64, p0]);
                        }
                    }
                    for a in &anchors {
                        origins.push([a[0] * e1[0] + a[1] * e1[1], a[0] * e2[0] + a[1] * e2[1]]);
                    }
                    origins.push([cq, cp]);
                    origins.push([cq + w / 2.0, cp]);
                    origins.push([cq + (w + shift) / 3.0, cp + h / 3.0]);
                    origins.push([cq + (w + shift) / 2.0, cp + h / 2.0]);
                }
                for &o in &origins {
                    let capped = place(c, r, e1, e2, &b, o, w, h, shift, &mut buf);
                    if best.len() < keep || buf.len() > best[best.len() - 1].centres.len() {
                        // skip exact duplicates of counts already kept from the same shape
                        let pos = best
                            .iter()
                            .position(|p| p.centres.len() < buf.len())
                            .unwrap_or(best.len());
                        best.insert(
                            pos,
                            Placement {
                                centres: buf.clone(),
                                capped,
                            },
                        );
                        best.truncate(keep.max(1));
                    }
                }
            }
        }
    }
    best
}

/// Longest edges whose directions [`quick`] tries as row directions.
pub const QUICK_EDGE_ANGLES: usize = 6;

/// A fast lattice placement: the hexagonal lattice of discs of diameter `d` (normalised units)
/// along the horizontal, at 30 degrees (the other hexagonal orientation) and along the
/// [`QUICK_EDGE_ANGLES`] longest edges, anchored at the feasible band's corner, half a step
/// further, and in the convex corners; the placement with the most discs (ties: first found).
///
/// A certified count, far from the records on small regions but within a few per cent on large
/// ones (Thue's density): what the capacity reports once it holds every piece in play. Work is
/// bounded by `(2 + QUICK_EDGE_ANGLES) * (2 + corners)` placements of at most
/// [`MAX_LATTICE_POINTS`] points; the flag is true when the placement returned stopped there
/// ([`Placement::capped`]).
pub fn quick(c: &Container, d: f64) -> (Vec<[f64; 2]>, bool) {
    let r = d / 2.0;
    let hex = 3f64.sqrt() / 2.0 * d;
    let pi = std::f64::consts::PI;
    let mut angles = vec![0.0, pi / 6.0];
    let mut anchors = Vec::new();
    if let Container::Poly(s) = c {
        let mut edges: Vec<&super::geom::Edge> = s.edges.iter().collect();
        edges.sort_by(|a, b| b.len.total_cmp(&a.len));
        for e in edges.iter().take(QUICK_EDGE_ANGLES) {
            angles.push(libm::atan2(e.t[1], e.t[0]).rem_euclid(pi / 3.0));
        }
        anchors = corner_anchors(c, r);
        anchors.truncate(8);
    }
    angles.sort_by(f64::total_cmp);
    angles.dedup_by(|a, b| (*a - *b).abs() < 1e-9);
    let mut best: Vec<[f64; 2]> = Vec::new();
    let mut best_capped = false;
    let mut buf = Vec::new();
    for &th in &angles {
        let e1 = [libm::cos(th), libm::sin(th)];
        let e2 = [-e1[1], e1[0]];
        let b = band(c, e1, e2, r);
        if b.pmax < b.pmin - LATTICE_EPS || b.qmax < b.qmin - LATTICE_EPS {
            continue;
        }
        let mut origins = vec![[b.qmin, b.pmin], [b.qmin + d / 4.0, b.pmin + hex / 2.0]];
        for a in &anchors {
            origins.push([a[0] * e1[0] + a[1] * e1[1], a[0] * e2[0] + a[1] * e2[1]]);
        }
        for &o in &origins {
            let capped = place(c, r, e1, e2, &b, o, d, hex, d / 2.0, &mut buf);
            if buf.len() > best.len() {
                std::mem::swap(&mut best, &mut buf);
                best_capped = capped;
            }
        }
    }
    (best, best_capped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::capacity::geom::Shape;

    fn rect(w: f64, h: f64) -> Container {
        Container::Poly(Shape::new(vec![vec![[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]]]).unwrap())
    }

    #[test]
    fn square_five_by_five() {
        // side 5 d: the square lattice holds 25.
        let p = search(&rect(5.0, 5.0), 1.0, 1);
        assert_eq!(p[0].centres.len(), 25);
    }

    #[test]
    fn quick_hexagonal_rows() {
        // 10.5 x 10 rectangle: hexagonal rows 0.866 apart, 1 + floor(9 / 0.866) = 11 rows
        // alternating 10 and 10 discs (width 10.5 leaves room for the half-step shift): 110.
        let (p, _) = quick(&rect(10.5, 10.0), 1.0);
        assert_eq!(p.len(), 110);
        // a square of side 5 holds 25 (square lattice), the hexagonal one 1 + floor(4 / 0.866)
        // = 5 rows of 5 and 4 discs alternating: 5 + 4 + 5 + 4 + 5 = 23.
        assert_eq!(quick(&rect(5.0, 5.0), 1.0).0.len(), 23);
    }

    #[test]
    fn strip_zigzag() {
        // width 1.5: h = 0.5, step sqrt(1 - 0.25) = 0.866; length 10: 1 + floor(9/0.866) = 11.
        let p = search(&rect(10.0, 1.5), 1.0, 1);
        assert_eq!(p[0].centres.len(), 11);
    }
}
