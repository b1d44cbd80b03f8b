//! Congruence: one normal form per shape, so that congruent regions get the same packing.
//!
//! The packing search is deterministic, but like every seeded local search it is chaotic: the
//! same region translated, rotated, mirrored or given in other units differs in the last bits of
//! its normalised coordinates and in the order of its vertices, and the search may then end one
//! disc apart. So the search runs on a *canonical copy* ([`Canonical`]), a normal form under the
//! similarities of the plane:
//!
//! 1. the region is translated so that its bounding box starts at the origin and divided by a
//!    unit length (a disc diameter): translation and change of units are gone;
//! 2. it is turned so that one of its longest exterior edges (within [`CANON_EDGE_TIE`] of the
//!    longest; at most [`CANON_MAX_FRAMES`] of them) runs along +x, with or without a mirror:
//!    rotation by any angle and reflection are gone up to the choice of edge. An edge along an
//!    axis turns exactly (its direction is `(±1, 0)` or `(0, ±1)` in floating point), so the
//!    rotations by multiples of 90 degrees are exact;
//! 3. every coordinate of each candidate image is rounded to a multiple of [`CANON_QUANTUM`] of
//!    the unit, which removes the float noise of steps 1 and 2 (about 1e-14 of the unit on any
//!    board savanna reads) except for a coordinate lying within that noise of a rounding
//!    boundary;
//! 4. of the candidate images (two per candidate edge), the one whose rings, each oriented
//!    positively (holes negatively) and started at its smallest vertex, are lexicographically
//!    smallest is kept. The comparison is on integers, so congruent regions pick the same copy.
//!
//! The rounding moves each vertex by at most half a quantum (7e-12 of the unit, below the
//! placements' slack and far below the certificate tolerance [`super::VERIFY_REL_TOL`]);
//! certificates found on the copy are mapped back with [`Canonical::to_board`] and verified
//! against the region itself by the callers.
//!
//! What the copy cannot remove: two regions that are *not* exactly congruent. The same board in
//! other units used to be one (issue 38): its lines were snapped to a grid of 1e-6 of its unit,
//! so in metres its corners lay up to 0.7 µm from the corners in millimetres, and the search
//! ended differently on the two copies (the mixed rows differed by up to two jackals). The
//! default grid is now a length, 1e-6 mm in every unit ([`crate::input::default_snap`]).
//!
//! Conventions as in [`super`]: board units, x right, y down, rings in either orientation.

use geo::{LineString, Polygon};

/// Coordinates of a canonical copy are multiples of this, in units of the unit length: 2^-36
/// (1.5e-11). Fine enough that rounding moves a vertex by less than the slack the lattice and
/// greedy placements leave (1e-11, [`super::lattice::LATTICE_EPS`]), so exactly tight packings
/// survive; coarse enough to absorb the float noise of a change of units, a translation or a
/// rotation (about 1e-14 of the unit on regions of a few hundred discs).
pub const CANON_QUANTUM: f64 = 1.0 / 68_719_476_736.0;

/// Largest coordinate of a canonical copy, in unit lengths (2^16, 1.3 km of 20 mm jackals):
/// quantised coordinates stay exact integers in an `f64` far beyond it; larger regions are
/// packed as they are.
pub const CANON_MAX_SPAN: f64 = 65_536.0;

/// Exterior edges at least `1 - CANON_EDGE_TIE` times as long as the longest are candidates for
/// the +x direction of the copy: equal edges (a regular polygon, a rectangle) all compete, so
/// float noise in their lengths cannot decide between them.
pub const CANON_EDGE_TIE: f64 = 1e-9;

/// At most this many candidate edges (in ring order from the longest); only a ring with more
/// edges of equal length than this (a fine polygonal circle) may pick a different copy when
/// turned.
pub const CANON_MAX_FRAMES: usize = 64;

/// A rotation taking the unit direction `(c, s)` to +x, then optionally a mirror (y negated).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Turn {
    c: f64,
    s: f64,
    mirror: bool,
}

impl Turn {
    fn apply(&self, p: [f64; 2]) -> [f64; 2] {
        let x = self.c * p[0] + self.s * p[1];
        let y = self.c * p[1] - self.s * p[0];
        [x, if self.mirror { -y } else { y }]
    }
    fn invert(&self, q: [f64; 2]) -> [f64; 2] {
        let y = if self.mirror { -q[1] } else { q[1] };
        [self.c * q[0] - self.s * y, self.s * q[0] + self.c * y]
    }
}

/// The candidate turns of a ring (unit lengths): for each exterior edge within
/// [`CANON_EDGE_TIE`] of the longest (at most [`CANON_MAX_FRAMES`]), the rotation taking its
/// direction to +x, with and without a mirror.
fn turns(ring: &[[f64; 2]]) -> Vec<Turn> {
    let n = ring.len();
    let edge = |i: usize| {
        let (a, b) = (ring[i], ring[(i + 1) % n]);
        let d = [b[0] - a[0], b[1] - a[1]];
        (d, (d[0] * d[0] + d[1] * d[1]).sqrt())
    };
    let longest = (0..n).map(|i| edge(i).1).fold(0.0f64, f64::max);
    let mut out = Vec::new();
    if !(longest.is_finite() && longest > 0.0) {
        return out;
    }
    for i in 0..n {
        let (d, len) = edge(i);
        if len < longest * (1.0 - CANON_EDGE_TIE) {
            continue;
        }
        // (d / len) is exactly (±1, 0) or (0, ±1) for an edge along an axis.
        let (c, s) = (d[0] / len, d[1] / len);
        for mirror in [false, true] {
            out.push(Turn { c, s, mirror });
        }
        if out.len() >= 2 * CANON_MAX_FRAMES {
            break;
        }
    }
    out
}

/// A canonical copy of a region (see the module documentation) and the way back to the board.
#[derive(Debug, Clone)]
pub struct Canonical {
    /// The copy, in unit lengths: bounding box from the origin, one of the longest exterior
    /// edges along x, coordinates multiples of [`CANON_QUANTUM`], exterior with a positive
    /// shoelace sum, holes negative, no closing point repeated twice.
    pub polygon: Polygon<f64>,
    /// Board point subtracted before the division (the region's bounding-box minimum).
    pmin: [f64; 2],
    /// Board units per unit length.
    unit: f64,
    /// The turn applied after the division.
    turn: Turn,
    /// Subtracted after the turn (the image's bounding-box minimum).
    shift: [f64; 2],
}

/// Integer rings of one image, for the comparison.
type Key = Vec<Vec<(i64, i64)>>;

fn twice_area(ring: &[(i64, i64)]) -> i128 {
    let n = ring.len();
    (0..n)
        .map(|i| {
            let (a, b) = (ring[i], ring[(i + 1) % n]);
            a.0 as i128 * b.1 as i128 - b.0 as i128 * a.1 as i128
        })
        .sum()
}

/// Orients a ring (`positive` for the exterior) and starts it at its smallest rotation.
fn normal_ring(mut ring: Vec<(i64, i64)>, positive: bool) -> Vec<(i64, i64)> {
    ring.dedup();
    while ring.len() > 1 && ring.first() == ring.last() {
        ring.pop();
    }
    if (twice_area(&ring) > 0) != positive {
        ring.reverse();
    }
    let Some(&m) = ring.iter().min() else {
        return ring;
    };
    let mut best: Option<Vec<(i64, i64)>> = None;
    for s in (0..ring.len()).filter(|&i| ring[i] == m) {
        let mut r = ring.clone();
        r.rotate_left(s);
        if best.as_ref().is_none_or(|b| r < *b) {
            best = Some(r);
        }
    }
    best.unwrap_or(ring)
}

impl Canonical {
    /// The canonical copy of `region` with unit length `unit` (board units, usually the smallest
    /// disc diameter). `None` when the region has fewer than three distinct points, a
    /// non-finite coordinate, or spans more than [`CANON_MAX_SPAN`] units; callers then pack the
    /// region as it is. Work: two images per candidate edge, each linear in the vertices.
    ///
    /// # Examples
    /// ```
    /// use geo::polygon;
    /// use savanna::capacity::canon::Canonical;
    /// let a = polygon![(x: 10.0, y: 10.0), (x: 70.0, y: 10.0), (x: 10.0, y: 50.0)];
    /// // the same triangle mirrored, in metres, elsewhere
    /// let b = polygon![(x: 5.0, y: 1.0), (x: 4.94, y: 1.0), (x: 5.0, y: 1.04)];
    /// let (ca, cb) = (Canonical::new(&a, 20.0).unwrap(), Canonical::new(&b, 0.02).unwrap());
    /// assert_eq!(ca.polygon, cb.polygon);
    /// ```
    pub fn new(region: &Polygon<f64>, unit: f64) -> Option<Canonical> {
        if !(unit.is_finite() && unit > 0.0) {
            return None;
        }
        let pts =
            |ls: &LineString<f64>| -> Vec<[f64; 2]> { ls.coords().map(|c| [c.x, c.y]).collect() };
        let mut rings: Vec<Vec<[f64; 2]>> = vec![pts(region.exterior())];
        rings.extend(region.interiors().iter().map(pts));
        if rings
            .iter()
            .flatten()
            .any(|p| !(p[0].is_finite() && p[1].is_finite()))
        {
            return None;
        }
        let mut pmin = [f64::INFINITY; 2];
        for p in &rings[0] {
            pmin = [pmin[0].min(p[0]), pmin[1].min(p[1])];
        }
        let u: Vec<Vec<[f64; 2]>> = rings
            .iter()
            .map(|r| {
                r.iter()
                    .map(|p| [(p[0] - pmin[0]) / unit, (p[1] - pmin[1]) / unit])
                    .collect()
            })
            .collect();
        let span = u[0]
            .iter()
            .fold(0.0f64, |m, p| m.max(p[0].abs()).max(p[1].abs()));
        if !(span.is_finite() && span <= CANON_MAX_SPAN) {
            return None;
        }
        let inv_q = 1.0 / CANON_QUANTUM;
        let mut exterior = u[0].clone();
        exterior.dedup();
        while exterior.len() > 1 && exterior.first() == exterior.last() {
            exterior.pop();
        }
        let mut best: Option<(Key, Turn, [f64; 2])> = None;
        for turn in turns(&exterior) {
            let img: Vec<Vec<[f64; 2]>> = u
                .iter()
                .map(|r| r.iter().map(|&p| turn.apply(p)).collect())
                .collect();
            let mut shift = [f64::INFINITY; 2];
            for p in &img[0] {
                shift = [shift[0].min(p[0]), shift[1].min(p[1])];
            }
            let mut key: Key = img
                .iter()
                .enumerate()
                .map(|(k, r)| {
                    let q: Vec<(i64, i64)> = r
                        .iter()
                        .map(|p| {
                            (
                                ((p[0] - shift[0]) * inv_q).round() as i64,
                                ((p[1] - shift[1]) * inv_q).round() as i64,
                            )
                        })
                        .collect();
                    normal_ring(q, k == 0)
                })
                .collect();
            if key[0].len() < 3 {
                return None;
            }
            key[1..].sort();
            if best.as_ref().is_none_or(|(b, _, _)| key < *b) {
                best = Some((key, turn, shift));
            }
        }
        let (key, turn, shift) = best?;
        let ring = |r: &Vec<(i64, i64)>| -> LineString<f64> {
            LineString::from(
                r.iter()
                    .map(|&(x, y)| (x as f64 * CANON_QUANTUM, y as f64 * CANON_QUANTUM))
                    .collect::<Vec<_>>(),
            )
        };
        let polygon = Polygon::new(ring(&key[0]), key[1..].iter().map(ring).collect());
        Some(Canonical {
            polygon,
            pmin,
            unit,
            turn,
            shift,
        })
    }

    /// Board units per unit length of the copy.
    pub fn unit(&self) -> f64 {
        self.unit
    }

    /// A point of the copy back in board units.
    pub fn to_board(&self, q: [f64; 2]) -> [f64; 2] {
        let u = self
            .turn
            .invert([q[0] + self.shift[0], q[1] + self.shift[1]]);
        [
            self.pmin[0] + u[0] * self.unit,
            self.pmin[1] + u[1] * self.unit,
        ]
    }

    /// Points of the copy back in board units.
    pub fn all_to_board(&self, qs: &[[f64; 2]]) -> Vec<[f64; 2]> {
        qs.iter().map(|&q| self.to_board(q)).collect()
    }
}

/// A length in unit lengths, rounded *up* to a multiple of [`CANON_QUANTUM`] (a disc diameter
/// on the copy: never smaller than the true one, so packings on the copy stay packings), except
/// that a length within float noise of a multiple (a thousandth of a quantum, 1.5e-14 of the
/// unit) is that multiple: 30 mm / 20 mm and (30 / 25.4 in) / (20 / 25.4 in) differ in their
/// last bit, and both are 1.5 on the copy. Such a diameter is smaller than the true one by far
/// less than the certificate tolerance, and every certificate is verified with the true one.
pub fn quantise_up(x: f64) -> f64 {
    let n = x / CANON_QUANTUM;
    let m = if (n - n.round()).abs() < 1e-3 {
        n.round()
    } else {
        n.ceil()
    };
    let q = m * CANON_QUANTUM;
    if q.is_finite() && q >= x * (1.0 - 1e-12) {
        q
    } else {
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use geo::polygon;

    #[test]
    fn round_trip_to_board() {
        let a = polygon![(x: 110.0, y: 10.0), (x: 170.0, y: 10.0), (x: 110.0, y: 50.0)];
        let c = Canonical::new(&a, 20.0).unwrap();
        // every vertex of the copy maps back to a vertex of the triangle
        for q in c.polygon.exterior().coords() {
            let p = c.to_board([q.x, q.y]);
            assert!(
                a.exterior()
                    .coords()
                    .any(|v| (v.x - p[0]).abs() < 1e-9 && (v.y - p[1]).abs() < 1e-9),
                "{p:?}"
            );
        }
        // the legs 60 and 40 become 3 and 2 unit lengths; the longest edge, the hypotenuse
        // sqrt(13), runs along x, and the right angle lies 3 * 2 / sqrt(13) from it (issue 38:
        // the copy is turned to its longest edge, no longer to a square symmetry)
        let max = |f: fn(&geo::Coord<f64>) -> f64| {
            c.polygon.exterior().coords().map(f).fold(0.0, f64::max)
        };
        let (w, h) = (13f64.sqrt(), 6.0 / 13f64.sqrt());
        assert!((max(|q| q.x) - w).abs() < 1e-10, "{}", max(|q| q.x));
        assert!((max(|q| q.y) - h).abs() < 1e-10, "{}", max(|q| q.y));
    }

    /// `pts` turned by `angle` (radians, libm), mirrored when asked, scaled and moved.
    fn similar(
        pts: &[[f64; 2]],
        angle: f64,
        mirror: bool,
        scale: f64,
        by: [f64; 2],
    ) -> Polygon<f64> {
        let (c, s) = (libm::cos(angle), libm::sin(angle));
        let moved: Vec<(f64, f64)> = pts
            .iter()
            .map(|p| {
                let y = if mirror { -p[1] } else { p[1] };
                (
                    (c * p[0] - s * y) * scale + by[0],
                    (s * p[0] + c * y) * scale + by[1],
                )
            })
            .collect();
        Polygon::new(LineString::from(moved), vec![])
    }

    #[test]
    fn turned_by_any_angle_same_copy() {
        // a pentagon with one longest edge (from (0, 0) to (70, 0), 70 mm), jackals of 20 mm
        let pts = [
            [0.0, 0.0],
            [70.0, 0.0],
            [80.0, 30.0],
            [35.0, 55.0],
            [-5.0, 30.0],
        ];
        let a = Canonical::new(&similar(&pts, 0.0, false, 1.0, [0.0, 0.0]), 20.0).unwrap();
        for (angle, mirror, scale, by) in [
            (0.61, false, 1.0, [12.0, -7.0]),
            (2.0, true, 0.001, [3.0, 4.0]),
            (-1.3, false, 1.0 / 25.4, [0.0, 0.0]),
            (std::f64::consts::FRAC_PI_2, true, 0.1, [-100.0, 0.5]),
        ] {
            let b = similar(&pts, angle, mirror, scale, by);
            let cb = Canonical::new(&b, 20.0 * scale).unwrap();
            assert_eq!(a.polygon, cb.polygon, "angle {angle}, mirror {mirror}");
            // the longest edge, 70 mm = 3.5 units, lies along x on the copy
            let ring: Vec<_> = cb.polygon.exterior().coords().copied().collect();
            assert!(
                ring.windows(2)
                    .any(|w| w[0].y == w[1].y && (w[0].x - w[1].x).abs() == 3.5)
            );
            // and every vertex maps back onto b's
            for q in &ring {
                let p = cb.to_board([q.x, q.y]);
                assert!(
                    b.exterior()
                        .coords()
                        .any(|v| (v.x - p[0]).abs() < 1e-9 * scale * 20.0
                            && (v.y - p[1]).abs() < 1e-9 * scale * 20.0),
                    "{p:?}"
                );
            }
        }
    }

    #[test]
    fn declines_degenerate() {
        let a = polygon![(x: 0.0, y: 0.0), (x: 1.0, y: 0.0), (x: 0.0, y: 0.0)];
        assert!(Canonical::new(&a, 1.0).is_none());
        let b = polygon![(x: 0.0, y: 0.0), (x: 1.0, y: 0.0), (x: 0.0, y: 1.0)];
        assert!(Canonical::new(&b, 0.0).is_none());
        assert!(Canonical::new(&b, 1e-6).is_none()); // spans 1e6 unit lengths
    }

    #[test]
    fn quantise_up_never_shrinks() {
        assert_eq!(quantise_up(1.0), 1.0);
        let x = 0.03 / 0.02;
        assert!(quantise_up(x) >= x && quantise_up(x) - x < CANON_QUANTUM);
        assert_eq!(quantise_up(x), quantise_up(30.0 / 20.0));
        // a ratio one bit above 1.5 (float noise of a change of units) is 1.5 too, not 1.5
        // plus a quantum
        assert_eq!(quantise_up(1.5 + f64::EPSILON), 1.5);
        assert_eq!(
            quantise_up(1.5 + 1e-6),
            (((1.5 + 1e-6) / CANON_QUANTUM).ceil()) * CANON_QUANTUM
        );
    }
}
