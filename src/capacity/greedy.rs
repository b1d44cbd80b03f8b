//! Greedy filling: adds discs one at a time at feasible positions that touch what is already
//! there (two discs, a disc and an edge, two edges, or the circle wall), lowest first
//! (smallest y, then x): a bottom-left fill in the spirit of the "maximal hole degree"
//! constructive heuristics (Huang, Li, Akeb, Li, "Greedy algorithms for packing unequal circles
//! into a rectangular container", J. Oper. Res. Soc. 2005), simplified to a fixed priority.

use super::geom::{Container, dist2, dot, sub};

/// Feasibility slack for greedy positions, in normalised units.
pub const GREEDY_EPS: f64 = 1e-11;

/// Stop adding after this many candidates have been examined in total (bounds work).
pub const MAX_GREEDY_WORK: usize = 20_000_000;

/// True when a disc of radius `r` at `p` fits beside the discs `(centres, radii)`.
pub fn fits(c: &Container, centres: &[[f64; 2]], radii: &[f64], p: [f64; 2], r: f64) -> bool {
    if !(p[0].is_finite() && p[1].is_finite()) || c.clearance(p) < r - GREEDY_EPS {
        return false;
    }
    centres.iter().zip(radii).all(|(&q, &rq)| {
        let need = r + rq - GREEDY_EPS;
        dist2(p, q) >= need * need
    })
}

/// Points at distance `ra` from `a` and `rb` from `b`.
fn circle_circle(a: [f64; 2], ra: f64, b: [f64; 2], rb: f64, out: &mut Vec<[f64; 2]>) {
    let d = sub(b, a);
    let l2 = dot(d, d);
    let l = l2.sqrt();
    if l.is_nan() || l <= 0.0 || l > ra + rb || l < (ra - rb).abs() {
        return;
    }
    let x = (l2 + ra * ra - rb * rb) / (2.0 * l);
    let y = (ra * ra - x * x).max(0.0).sqrt();
    let ux = [d[0] / l, d[1] / l];
    let base = [a[0] + ux[0] * x, a[1] + ux[1] * x];
    out.push([base[0] - ux[1] * y, base[1] + ux[0] * y]);
    out.push([base[0] + ux[1] * y, base[1] - ux[0] * y]);
}

/// Candidate positions for a disc of radius `r`.
pub(crate) fn candidates(
    c: &Container,
    centres: &[[f64; 2]],
    radii: &[f64],
    r: f64,
) -> Vec<[f64; 2]> {
    let mut out = Vec::new();
    match c {
        Container::Circle { c: cc, radius } => {
            let rr = radius - r;
            if rr <= 0.0 {
                out.push(*cc);
            } else {
                out.push([cc[0], cc[1] + rr]);
                for (&q, &rq) in centres.iter().zip(radii) {
                    circle_circle(*cc, rr, q, rq + r, &mut out);
                }
            }
        }
        Container::Poly(s) => {
            // corners: points at distance r from two edges meeting at a vertex
            for ring in &s.rings {
                let n = ring.len();
                for i in 0..n {
                    let v = ring[i];
                    let (a, b) = (ring[(i + n - 1) % n], ring[(i + 1) % n]);
                    let ua = sub(a, v);
                    let ub = sub(b, v);
                    let (la, lb) = (dot(ua, ua).sqrt(), dot(ub, ub).sqrt());
                    if !(la > 0.0 && lb > 0.0) {
                        continue;
                    }
                    let bis = [ua[0] / la + ub[0] / lb, ua[1] / la + ub[1] / lb];
                    let lbis = dot(bis, bis).sqrt();
                    let cos = (dot(ua, ub) / (la * lb)).clamp(-1.0, 1.0);
                    let half = 0.5 * libm::acos(cos);
                    if lbis > 1e-12 && libm::sin(half) > 1e-12 {
                        let t = r / libm::sin(half);
                        for sgn in [1.0, -1.0] {
                            out.push([
                                v[0] + sgn * bis[0] / lbis * t,
                                v[1] + sgn * bis[1] / lbis * t,
                            ]);
                        }
                    }
                }
            }
            // disc + edge
            for (&q, &rq) in centres.iter().zip(radii) {
                for e in &s.edges {
                    // line offset by r inward: points x with n.(x - a) = r
                    let a2 = [e.a[0] + e.n[0] * r, e.a[1] + e.n[1] * r];
                    let dq = dot(sub(q, a2), e.n);
                    let rr = rq + r;
                    if dq.abs() > rr {
                        continue;
                    }
                    let along = dot(sub(q, a2), e.t);
                    let half = (rr * rr - dq * dq).max(0.0).sqrt();
                    for s2 in [along - half, along + half] {
                        if s2 >= -r && s2 <= e.len + r {
                            out.push([a2[0] + e.t[0] * s2, a2[1] + e.t[1] * s2]);
                        }
                    }
                }
            }
        }
    }
    // disc + disc
    for i in 0..centres.len() {
        for j in i + 1..centres.len() {
            let (ri, rj) = (radii[i] + r, radii[j] + r);
            if dist2(centres[i], centres[j]) <= (ri + rj) * (ri + rj) {
                circle_circle(centres[i], ri, centres[j], rj, &mut out);
            }
        }
    }
    out
}

/// Adds discs of radius `r` (normalised units) to `(centres, radii)` while a touching position
/// is free, up to `limit` discs in total. Returns how many were added.
pub fn fill(
    c: &Container,
    centres: &mut Vec<[f64; 2]>,
    radii: &mut Vec<f64>,
    r: f64,
    limit: usize,
) -> usize {
    let mut added = 0;
    let mut work = 0usize;
    while centres.len() < limit {
        let cand = candidates(c, centres, radii, r);
        work += cand.len() * (centres.len() + 8);
        let mut best: Option<[f64; 2]> = None;
        for p in cand {
            if let Some(b) = best
                && (p[1], p[0]) >= (b[1], b[0])
            {
                continue;
            }
            if fits(c, centres, radii, p, r) {
                best = Some(p);
            }
        }
        match best {
            Some(p) => {
                centres.push(p);
                radii.push(r);
                added += 1;
            }
            None => break,
        }
        if work > MAX_GREEDY_WORK {
            break;
        }
    }
    added
}
