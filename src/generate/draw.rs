//! The pencil drawing: chords and T-lines added one at a time to a rectangular frame, each kept
//! clear of the others ([`SPACING`](super::SPACING), [`CLEARANCE`](super::CLEARANCE),
//! [`MIN_ANGLE_DEG`](super::MIN_ANGLE_DEG)), until they close the requested number of regions.
//! Coordinates are board units, y down.

use super::{CHORD_SHARE, CONTINUE_PAST, MAX_PROPOSALS};
use crate::game::play::GameRng;

pub(super) type P = [f64; 2];

fn sub(a: P, b: P) -> P {
    [a[0] - b[0], a[1] - b[1]]
}
fn cross(a: P, b: P) -> f64 {
    a[0] * b[1] - a[1] * b[0]
}
fn dist(a: P, b: P) -> f64 {
    libm::hypot(a[0] - b[0], a[1] - b[1])
}
fn dist_to_segment(p: P, a: P, b: P) -> f64 {
    let e = sub(b, a);
    let l2 = e[0] * e[0] + e[1] * e[1];
    if l2 <= 0.0 {
        return dist(p, a);
    }
    let w = sub(p, a);
    let t = ((w[0] * e[0] + w[1] * e[1]) / l2).clamp(0.0, 1.0);
    dist(p, [a[0] + t * e[0], a[1] + t * e[1]])
}

/// A line of the drawing (the frame's four edges first) and the points where others meet it.
#[derive(Debug, Clone)]
struct Seg {
    a: P,
    b: P,
    frame: bool,
    verts: Vec<P>,
}

/// Where a proposed line meets an existing one.
#[derive(Debug, Clone, Copy)]
struct Hit {
    t: f64,
    seg: usize,
    q: P,
    sin: f64,
}

/// Lengths of the drawing in board units.
pub(super) struct Scale {
    pub(super) spacing: f64,
    pub(super) clearance: f64,
    pub(super) sin_min: f64,
    /// Board units per millimetre, inverted: positions on the frame are whole millimetres.
    pub(super) per_unit: f64,
}

/// The line through `p` along `d` meets segment `s` at `p + t d`: `(t, hit)`.
fn meet(p: P, d: P, s: &Seg, seg: usize) -> Option<Hit> {
    let e = sub(s.b, s.a);
    let den = cross(d, e);
    let scale = libm::hypot(d[0], d[1]) * libm::hypot(e[0], e[1]);
    if den.abs() <= 1e-12 * scale {
        return None;
    }
    let w = sub(s.a, p);
    let t = cross(w, e) / den;
    let u = cross(w, d) / den;
    if !(0.0..=1.0).contains(&u) {
        return None;
    }
    Some(Hit {
        t,
        seg,
        q: [s.a[0] + u * e[0], s.a[1] + u * e[1]],
        sin: den.abs() / scale,
    })
}

/// A drawing in progress.
struct Drawing {
    segs: Vec<Seg>,
    regions: u32,
}

impl Drawing {
    fn new(w: f64, h: f64) -> Drawing {
        let c = [[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]];
        let segs = (0..4)
            .map(|i| Seg {
                a: c[i],
                b: c[(i + 1) % 4],
                frame: true,
                verts: vec![c[i], c[(i + 1) % 4]],
            })
            .collect();
        Drawing { segs, regions: 1 }
    }

    /// A point of frame edge `e` at fraction `f` of it, whole millimetres.
    fn frame_point(&self, e: usize, f: f64, sc: &Scale) -> P {
        let s = &self.segs[e];
        let r = |x: f64| (x * sc.per_unit).round() / sc.per_unit;
        let p = [
            s.a[0] + f * (s.b[0] - s.a[0]),
            s.a[1] + f * (s.b[1] - s.a[1]),
        ];
        if s.a[0] == s.b[0] {
            [s.a[0], r(p[1])]
        } else {
            [r(p[0]), s.a[1]]
        }
    }

    /// Proposes one line: its meeting points in order along it (ends first and last).
    fn propose(&self, rng: &mut GameRng, w: f64, h: f64, sc: &Scale) -> Option<Vec<Hit>> {
        if rng.unit() < CHORD_SHARE {
            let e1 = rng.below(4);
            let e2 = (e1 + 1 + rng.below(3)) % 4;
            let a = self.frame_point(e1, rng.unit(), sc);
            let b = self.frame_point(e2, rng.unit(), sc);
            let d = sub(b, a);
            let end = |e: usize, t: f64, q: P| {
                let s = &self.segs[e];
                let ed = sub(s.b, s.a);
                let sin =
                    cross(d, ed).abs() / (libm::hypot(d[0], d[1]) * libm::hypot(ed[0], ed[1]));
                Hit { t, seg: e, q, sin }
            };
            let mut hits = vec![end(e1, 0.0, a)];
            let mut mid: Vec<Hit> = self
                .segs
                .iter()
                .enumerate()
                .filter(|(_, s)| !s.frame)
                .filter_map(|(i, s)| meet(a, d, s, i))
                .filter(|h| h.t > 0.0 && h.t < 1.0)
                .collect();
            mid.sort_by(|x, y| x.t.total_cmp(&y.t));
            hits.extend(mid);
            hits.push(end(e2, 1.0, b));
            return Some(hits);
        }
        let p = [rng.unit() * w, rng.unit() * h];
        let th = rng.unit() * std::f64::consts::PI;
        let d = [libm::cos(th), libm::sin(th)];
        let all: Vec<Hit> = self
            .segs
            .iter()
            .enumerate()
            .filter_map(|(i, s)| meet(p, d, s, i))
            .collect();
        let mut fwd: Vec<Hit> = all.iter().copied().filter(|h| h.t > 0.0).collect();
        let mut back: Vec<Hit> = all.iter().copied().filter(|h| h.t < 0.0).collect();
        fwd.sort_by(|x, y| x.t.total_cmp(&y.t));
        back.sort_by(|x, y| y.t.total_cmp(&x.t));
        let mut walk = |list: &[Hit]| -> Option<Vec<Hit>> {
            let mut out = Vec::new();
            for h in list {
                out.push(*h);
                if self.segs[h.seg].frame || rng.unit() >= CONTINUE_PAST {
                    return Some(out);
                }
            }
            None
        };
        let mut b = walk(&back)?;
        let f = walk(&fwd)?;
        b.reverse();
        b.extend(f);
        // An end on the frame goes to the nearest whole millimetre of its edge (still on it); an
        // end on a line stays exact.
        let n = b.len();
        for i in [0, n - 1] {
            let s = &self.segs[b[i].seg];
            if s.frame {
                let e = sub(s.b, s.a);
                let len2 = e[0] * e[0] + e[1] * e[1];
                let f = (sub(b[i].q, s.a)[0] * e[0] + sub(b[i].q, s.a)[1] * e[1]) / len2;
                b[i].q = self.frame_point(b[i].seg, f, sc);
            }
        }
        Some(b)
    }

    /// Whether the proposed line keeps clear of the drawing (see the module docs).
    fn admissible(&self, hits: &[Hit], sc: &Scale) -> bool {
        let (Some(first), Some(last)) = (hits.first(), hits.last()) else {
            return false;
        };
        let (a, b) = (first.q, last.q);
        for h in hits {
            if h.sin < sc.sin_min {
                return false;
            }
            if self.segs[h.seg]
                .verts
                .iter()
                .any(|v| dist(*v, h.q) < sc.spacing)
            {
                return false;
            }
            if self
                .segs
                .iter()
                .enumerate()
                .any(|(i, s)| i != h.seg && dist_to_segment(h.q, s.a, s.b) < sc.clearance)
            {
                return false;
            }
        }
        if hits.windows(2).any(|w| dist(w[0].q, w[1].q) < sc.spacing) {
            return false;
        }
        !self
            .segs
            .iter()
            .flat_map(|s| s.verts.iter())
            .any(|v| dist_to_segment(*v, a, b) < sc.clearance)
    }

    fn add(&mut self, hits: &[Hit]) {
        for h in hits {
            self.segs[h.seg].verts.push(h.q);
        }
        let (a, b) = (hits[0].q, hits[hits.len() - 1].q);
        self.segs.push(Seg {
            a,
            b,
            frame: false,
            verts: hits.iter().map(|h| h.q).collect(),
        });
        self.regions += hits.len() as u32 - 1;
    }

    fn lines(&self) -> Vec<[P; 2]> {
        self.segs
            .iter()
            .filter(|s| !s.frame)
            .map(|s| [s.a, s.b])
            .collect()
    }
}

/// Draws lines until they close `target` regions; `None` when the proposals run out.
pub(super) fn draw(
    rng: &mut GameRng,
    w: f64,
    h: f64,
    target: u32,
    sc: &Scale,
) -> Option<Vec<[P; 2]>> {
    let mut d = Drawing::new(w, h);
    fill(&mut d, rng, w, h, target, sc, MAX_PROPOSALS).then(|| d.lines())
}

/// Adds proposed lines to `d` until they close `target` regions, at most `max_proposals`
/// proposals; false when they run out first.
fn fill(
    d: &mut Drawing,
    rng: &mut GameRng,
    w: f64,
    h: f64,
    target: u32,
    sc: &Scale,
    max_proposals: u32,
) -> bool {
    let mut proposals = 0;
    while d.regions < target {
        proposals += 1;
        if proposals > max_proposals {
            return false;
        }
        let Some(hits) = d.propose(rng, w, h, sc) else {
            continue;
        };
        if hits.len() < 2 || d.regions + hits.len() as u32 - 1 > target {
            continue;
        }
        if d.admissible(&hits, sc) {
            d.add(&hits);
        }
    }
    true
}

/// Draws lines on a drawing that already has `kept` (closing `regions_now` regions) until they
/// close `target` regions, with the same proposals and clearances as [`draw`]: what the fair
/// search ([`super::fair`]) does after taking a line away. `None` when `MAX_PROPOSALS / 10`
/// proposals do not get there.
pub(super) fn redraw(
    rng: &mut GameRng,
    w: f64,
    h: f64,
    kept: &[[P; 2]],
    regions_now: u32,
    target: u32,
    sc: &Scale,
) -> Option<Vec<[P; 2]>> {
    let mut d = Drawing::new(w, h);
    for l in kept {
        d.segs.push(Seg {
            a: l[0],
            b: l[1],
            frame: false,
            verts: vec![l[0], l[1]],
        });
    }
    // Every meeting point on every segment (ends on other segments, crossings): what
    // `admissible` keeps new lines clear of.
    let eps = 1e-6 * w.max(h);
    for i in 4..d.segs.len() {
        for j in 0..d.segs.len() {
            if i == j {
                continue;
            }
            let (a, b) = (d.segs[i].a, d.segs[i].b);
            let Some(hit) = meet(a, sub(b, a), &d.segs[j], j) else {
                continue;
            };
            if (-eps..=1.0 + eps).contains(&(hit.t)) {
                for k in [i, j] {
                    if !d.segs[k].verts.iter().any(|v| dist(*v, hit.q) <= eps) {
                        d.segs[k].verts.push(hit.q);
                    }
                }
            }
        }
    }
    d.regions = regions_now;
    fill(&mut d, rng, w, h, target, sc, MAX_PROPOSALS / 10).then(|| d.lines())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::MIN_ANGLE_DEG;

    #[test]
    fn a_t_line_adds_one_region_and_a_chord_one_per_piece() {
        let mut d = Drawing::new(420.0, 297.0);
        let sc = Scale {
            spacing: 48.0,
            clearance: 30.0,
            sin_min: libm::sin(MIN_ANGLE_DEG.to_radians()),
            per_unit: 1.0,
        };
        // A vertical chord x = 200: 2 regions.
        let v = [
            meet([200.0, 100.0], [0.0, -1.0], &d.segs[0], 0).unwrap(),
            meet([200.0, 100.0], [0.0, 1.0], &d.segs[2], 2).unwrap(),
        ];
        assert!(d.admissible(&v, &sc));
        d.add(&v);
        assert_eq!(d.regions, 2);
        // A horizontal line y = 150 crossing it: 2 pieces, 4 regions.
        let p = [100.0, 150.0];
        let mut hs: Vec<Hit> = (0..d.segs.len())
            .filter_map(|i| meet(p, [1.0, 0.0], &d.segs[i], i))
            .collect();
        hs.sort_by(|a, b| a.t.total_cmp(&b.t));
        assert_eq!(hs.len(), 3);
        assert!(d.admissible(&hs, &sc));
        d.add(&hs);
        assert_eq!(d.regions, 4);
        // A line through the crossing point is refused (three lines through one point).
        let p = [200.0, 150.0];
        let mut hs: Vec<Hit> = (0..d.segs.len())
            .filter_map(|i| meet(p, [1.0, 1.0], &d.segs[i], i))
            .collect();
        hs.sort_by(|a, b| a.t.total_cmp(&b.t));
        assert!(!d.admissible(&hs, &sc));
    }
}
