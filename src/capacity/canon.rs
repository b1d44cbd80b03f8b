//! Congruence: one normal form per shape, so that congruent regions get the same packing.
//!
//! The packing search is deterministic, but like every seeded local search it is chaotic: the
//! same region translated, mirrored, rotated by 90 degrees or given in other units differs in the
//! last bits of its normalised coordinates and in the order of its vertices, and the search may
//! then end one disc apart. So the search runs on a *canonical copy* ([`Canonical`]):
//!
//! 1. the region is translated so that its bounding box starts at the origin and divided by a
//!    unit length (a disc diameter): translation and change of units are gone;
//! 2. every coordinate is rounded to a multiple of [`CANON_QUANTUM`] of the unit, which removes
//!    the float noise of step 1 (about 1e-14 of the unit on any board savanna reads) except for a
//!    coordinate lying within that noise of a rounding boundary;
//! 3. of the eight images of the copy under the symmetries of the square (rotations by multiples
//!    of 90 degrees, with or without a mirror), the one whose rings, each oriented positively
//!    (holes negatively) and started at its smallest vertex, are lexicographically smallest is
//!    kept. Each image is computed exactly (sign changes and swaps), so congruent regions pick
//!    the same copy.
//!
//! The rounding moves each vertex by at most half a quantum (7e-12 of the unit, below the
//! placements' slack and far below the certificate tolerance [`super::VERIFY_REL_TOL`]);
//! certificates found on the copy are mapped back with [`Canonical::to_board`] and verified
//! against the region itself by the callers.
//!
//! Conventions as in [`super`]: board units, x right, y down, rings in either orientation.

use geo::{LineString, Polygon};

/// Coordinates of a canonical copy are multiples of this, in units of the unit length: 2^-36
/// (1.5e-11). Fine enough that rounding moves a vertex by less than the slack the lattice and
/// greedy placements leave (1e-11, [`super::lattice::LATTICE_EPS`]), so exactly tight packings
/// survive; coarse enough to absorb the float noise of a change of units or a translation
/// (about 1e-14 of the unit on regions of a few hundred discs).
pub const CANON_QUANTUM: f64 = 1.0 / 68_719_476_736.0;

/// Largest coordinate of a canonical copy, in unit lengths (2^16, 1.3 km of 20 mm jackals):
/// quantised coordinates stay exact integers in an `f64` far beyond it; larger regions are
/// packed as they are.
pub const CANON_MAX_SPAN: f64 = 65_536.0;

/// One of the eight symmetries of the square: optionally swap x and y, then multiply x and y by
/// the signs.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Sym {
    swap: bool,
    sx: f64,
    sy: f64,
}

impl Sym {
    fn all() -> [Sym; 8] {
        let mut out = [Sym {
            swap: false,
            sx: 1.0,
            sy: 1.0,
        }; 8];
        let mut i = 0;
        for swap in [false, true] {
            for sx in [1.0, -1.0] {
                for sy in [1.0, -1.0] {
                    out[i] = Sym { swap, sx, sy };
                    i += 1;
                }
            }
        }
        out
    }
    fn apply(&self, p: [f64; 2]) -> [f64; 2] {
        let q = if self.swap { [p[1], p[0]] } else { p };
        [q[0] * self.sx, q[1] * self.sy]
    }
    fn invert(&self, q: [f64; 2]) -> [f64; 2] {
        let p = [q[0] * self.sx, q[1] * self.sy];
        if self.swap { [p[1], p[0]] } else { p }
    }
}

/// A canonical copy of a region (see the module documentation) and the way back to the board.
#[derive(Debug, Clone)]
pub struct Canonical {
    /// The copy, in unit lengths: bounding box from the origin, coordinates multiples of
    /// [`CANON_QUANTUM`], exterior with a positive shoelace sum, holes negative, no closing
    /// point repeated twice.
    pub polygon: Polygon<f64>,
    /// Board point subtracted before the division (the region's bounding-box minimum).
    pmin: [f64; 2],
    /// Board units per unit length.
    unit: f64,
    /// The symmetry applied after the division.
    sym: Sym,
    /// Subtracted after the symmetry (the image's bounding-box minimum).
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
    /// region as it is.
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
        let mut best: Option<(Key, Sym, [f64; 2])> = None;
        for sym in Sym::all() {
            let img: Vec<Vec<[f64; 2]>> = u
                .iter()
                .map(|r| r.iter().map(|&p| sym.apply(p)).collect())
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
                best = Some((key, sym, shift));
            }
        }
        let (key, sym, shift) = best?;
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
            sym,
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
            .sym
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
/// on the copy: never smaller than the true one, so packings on the copy stay packings).
pub fn quantise_up(x: f64) -> f64 {
    let q = (x / CANON_QUANTUM).ceil() * CANON_QUANTUM;
    if q.is_finite() && q >= x { q } else { x }
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
        // the legs 60 and 40 become 3 and 2 unit lengths, in one of the eight orientations
        let max = |f: fn(&geo::Coord<f64>) -> f64| {
            c.polygon.exterior().coords().map(f).fold(0.0, f64::max)
        };
        let mut sides = [max(|q| q.x), max(|q| q.y)];
        sides.sort_by(f64::total_cmp);
        assert_eq!(sides, [2.0, 3.0]);
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
    }
}
