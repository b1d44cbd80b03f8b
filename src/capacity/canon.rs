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
//! **Frames chosen by the shape** ([`Canonical::frames`]). The eight square symmetries remove
//! rotations by multiples of 90 degrees only. For any angle, the copy is also made in frames
//! the shape itself defines: for each *direction class* of its exterior edges (edge directions
//! modulo 90 degrees, within [`CANON_DIRECTION_TIE`]), the region is first turned so that the
//! class's longest edge runs along +x, then normalised as above (the eight images of the
//! square compared, so both chiralities are among the candidates). A rotated or mirrored region
//! has the same direction classes, turned, so it gets the same frames; callers search every
//! frame and keep the best, so that a count found in one frame is found for every congruent
//! copy. An edge along an axis needs no turn, so for a region with such an edge (every region
//! along a rectangular board frame, every board drawn with horizontal or vertical lines) the
//! frame of [`Canonical::new`] is among the candidates, bit for bit.
//!
//! Congruence up to float noise is what the copy removes; the snap grid of a board turned by an
//! arbitrary angle moves its corners by up to 0.7 grid steps, so such a board is a slightly
//! different shape, and only the search over several frames (not the copy) makes its counts
//! agree.
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

/// Two edge directions (modulo 90 degrees) whose sines differ by less than this are one
/// direction class of [`Canonical::frames`]: 1e-6 radian, above the direction noise the snap
/// grid gives an edge a few millimetres long, far below any angle drawn on purpose.
pub const CANON_DIRECTION_TIE: f64 = 1e-6;

/// At most this many frames ([`Canonical::frames`]), the direction classes with the longest
/// edges first: the search runs once per frame.
pub const CANON_MAX_FRAMES: usize = 6;

/// A rotation taking the unit direction `(c, s)` to +x (the identity for `(1, 0)`, exactly).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Turn {
    c: f64,
    s: f64,
}

impl Turn {
    const NONE: Turn = Turn { c: 1.0, s: 0.0 };
    fn apply(&self, p: [f64; 2]) -> [f64; 2] {
        if *self == Turn::NONE {
            return p;
        }
        [self.c * p[0] + self.s * p[1], self.c * p[1] - self.s * p[0]]
    }
    fn invert(&self, q: [f64; 2]) -> [f64; 2] {
        if *self == Turn::NONE {
            return q;
        }
        [self.c * q[0] - self.s * q[1], self.s * q[0] + self.c * q[1]]
    }
}

/// The direction classes of a ring's edges, as turns (see [`Canonical::frames`]): each edge
/// direction brought to the first quadrant by exact quarter turns, grouped when the sines
/// differ by less than [`CANON_DIRECTION_TIE`] (a class just below 90 degrees joins the one at
/// 0), represented by an edge along an axis when the class has one (no turn at all), else by
/// its longest edge; ordered by the total length of their edges, longest first, at most
/// [`CANON_MAX_FRAMES`].
fn direction_classes(ring: &[[f64; 2]]) -> Vec<Turn> {
    let n = ring.len();
    // (sine, cosine, length) of every edge, in the first quadrant
    let mut dirs: Vec<(f64, f64, f64)> = Vec::with_capacity(n);
    for i in 0..n {
        let (a, b) = (ring[i], ring[(i + 1) % n]);
        let (mut x, mut y) = (b[0] - a[0], b[1] - a[1]);
        let len = (x * x + y * y).sqrt();
        if !(len.is_finite() && len > 0.0) {
            continue;
        }
        for _ in 0..4 {
            if x > 0.0 && y >= 0.0 {
                break;
            }
            (x, y) = (y, -x);
        }
        if y == 0.0 {
            dirs.push((0.0, 1.0, len));
        } else {
            dirs.push((y / len, x / len, len));
        }
    }
    dirs.sort_by(|a, b| a.0.total_cmp(&b.0).then(b.2.total_cmp(&a.2)));
    // groups of consecutive directions, each within the tie of its first
    let mut groups: Vec<Vec<(f64, f64, f64)>> = Vec::new();
    for d in dirs {
        match groups.last_mut() {
            Some(g) if d.0 - g[0].0 < CANON_DIRECTION_TIE => g.push(d),
            _ => groups.push(vec![d]),
        }
    }
    // just below 90 degrees is just above 0 (a quarter turn apart)
    if groups.len() > 1
        && groups[0][0].0 < CANON_DIRECTION_TIE
        && groups
            .last()
            .is_some_and(|g| g.iter().all(|d| d.1 < CANON_DIRECTION_TIE))
        && let Some(last) = groups.pop()
    {
        groups[0].extend(last);
    }
    let mut classes: Vec<(f64, f64, Turn)> = groups
        .iter()
        .map(|g| {
            let total: f64 = g.iter().map(|d| d.2).sum();
            let rep = if g.iter().any(|d| d.0 == 0.0) {
                Turn::NONE
            } else {
                let (s, c, _) = g
                    .iter()
                    .copied()
                    .fold((0.0, 1.0, -1.0), |b, d| if d.2 > b.2 { d } else { b });
                Turn { c, s }
            };
            (total, g[0].0, rep)
        })
        .collect();
    classes.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.total_cmp(&b.1)));
    classes.truncate(CANON_MAX_FRAMES);
    classes.into_iter().map(|c| c.2).collect()
}

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
    /// The turn applied after the division (none for [`Canonical::new`]).
    turn: Turn,
    /// The symmetry applied after the turn.
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
        let (u, pmin) = Canonical::scaled(region, unit)?;
        Canonical::turned(&u, pmin, unit, Turn::NONE)
    }

    /// The canonical copies of `region` in the frames its shape defines (see the module
    /// documentation): one per direction class of the exterior edges (at most
    /// [`CANON_MAX_FRAMES`], the classes with the longest edges first), each turned so that the
    /// class runs along an axis and then normalised as [`Canonical::new`] does; copies equal to
    /// an earlier one are left out. For a region with an edge along an axis, one of them is
    /// [`Canonical::new`]'s copy. Empty when [`Canonical::new`] would give `None`.
    ///
    /// # Examples
    /// ```
    /// use geo::{LineString, Polygon};
    /// use savanna::capacity::canon::Canonical;
    /// let tri = |pts: Vec<(f64, f64)>| Polygon::new(LineString::from(pts), vec![]);
    /// // a right triangle: legs along the axes (one class) and the hypotenuse (another)
    /// let a = tri(vec![(0.0, 0.0), (60.0, 0.0), (0.0, 40.0)]);
    /// let fa = Canonical::frames(&a, 20.0);
    /// assert_eq!(fa.len(), 2);
    /// assert_eq!(fa.iter().filter(|c| c.polygon == Canonical::new(&a, 20.0).unwrap().polygon).count(), 1);
    /// // the same triangle turned by 30 degrees (cos 30 = 0.866..., sin 30 = 0.5) and mirrored
    /// let (c, s) = (3f64.sqrt() / 2.0, 0.5);
    /// let t = |x: f64, y: f64| (c * x - s * y, -(s * x + c * y));
    /// let b = tri(vec![t(0.0, 0.0), t(60.0, 0.0), t(0.0, 40.0)]);
    /// let fb = Canonical::frames(&b, 20.0);
    /// let mut pa: Vec<_> = fa.iter().map(|c| format!("{:?}", c.polygon)).collect();
    /// let mut pb: Vec<_> = fb.iter().map(|c| format!("{:?}", c.polygon)).collect();
    /// pa.sort();
    /// pb.sort();
    /// assert_eq!(pa, pb);
    /// ```
    pub fn frames(region: &Polygon<f64>, unit: f64) -> Vec<Canonical> {
        let Some((u, pmin)) = Canonical::scaled(region, unit) else {
            return Vec::new();
        };
        let mut exterior = u[0].clone();
        exterior.dedup();
        while exterior.len() > 1 && exterior.first() == exterior.last() {
            exterior.pop();
        }
        let mut out: Vec<Canonical> = Vec::new();
        for turn in direction_classes(&exterior) {
            if let Some(cn) = Canonical::turned(&u, pmin, unit, turn)
                && !out.iter().any(|o| o.polygon == cn.polygon)
            {
                out.push(cn);
            }
        }
        out
    }

    /// The rings of `region` translated by their bounding-box minimum and divided by `unit`,
    /// with that minimum; `None` for a bad unit, a non-finite coordinate or a span beyond
    /// [`CANON_MAX_SPAN`].
    #[allow(clippy::type_complexity)]
    fn scaled(region: &Polygon<f64>, unit: f64) -> Option<(Vec<Vec<[f64; 2]>>, [f64; 2])> {
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
        Some((u, pmin))
    }

    /// The copy of the scaled rings `u` turned by `turn`, then the smallest of its eight square
    /// images (the module documentation's steps 2 and 3).
    fn turned(u: &[Vec<[f64; 2]>], pmin: [f64; 2], unit: f64, turn: Turn) -> Option<Canonical> {
        let inv_q = 1.0 / CANON_QUANTUM;
        let mut best: Option<(Key, Sym, [f64; 2])> = None;
        for sym in Sym::all() {
            let img: Vec<Vec<[f64; 2]>> = u
                .iter()
                .map(|r| r.iter().map(|&p| sym.apply(turn.apply(p))).collect())
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
            turn,
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
        let u = self.turn.invert(
            self.sym
                .invert([q[0] + self.shift[0], q[1] + self.shift[1]]),
        );
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
