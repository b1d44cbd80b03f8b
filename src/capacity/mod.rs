//! Capacity: how many discs of one diameter fit in a region, with a certificate and a bound.
//!
//! Capacity of a region for a diameter `d` is the largest number of discs of diameter `d` that
//! lie inside the region (touching its border is allowed, holes excluded) without overlapping.
//! Computing it exactly is hard, so [`pack`] returns a *certified lower bound* (disc centres that
//! [`verify()`] accepts) together with a *proven upper bound* ([`upper_bound`]).
//!
//! Conventions: a region is a [`geo::Polygon<f64>`] in board units (mm by default), x right,
//! y **down**, origin top-left; the exterior and the holes may be in either orientation, with or
//! without closing point. Centres are `[x, y]` in the same units.
//!
//! Pipeline (one algorithm a file):
//! 1. [`geom`]: the region is translated and scaled so that the disc diameter is 1;
//! 2. [`lattice`]: the best placements of a family of row lattices (hexagonal, square,
//!    stretched, zig-zag) over orientations and offsets;
//! 3. [`greedy`]: the best few are filled greedily with touching discs;
//! 4. [`optimize`]: one more disc at a time, a penalty energy minimised by L-BFGS with monotonic
//!    basin hopping, until an iteration budget fails to make room (Birgin, Martínez & Ronconi;
//!    Addis, Locatelli & Schoen; see that module);
//! 5. [`mod@verify`]: every certificate is re-checked in board units before it is reported;
//! 6. [`bound`]: Oler's inequality, convex-cover and area bounds.
//!
//! [`pack`] and [`pack_for`] search on the region's [`canon::Canonical`] copies (canonical
//! position and scale, one orientation per frame of the shape, the best kept), so congruent
//! regions get the same count. [`pack_for`]
//! stops at the number of pieces in play: once a fast lattice packing ([`lattice::quick`])
//! holds them, its count is reported as [`Search::Enough`] without further search.
//!
//! [`mod@mixed`] does the same for lions and jackals together. Everything is deterministic: the
//! randomness is seeded from [`PackOptions::seed`] and budgets count iterations, never time.

pub mod bound;
pub mod canon;
pub mod corner;
pub mod geom;
pub mod greedy;
pub mod lattice;
pub mod mixed;
pub mod optimize;
pub mod region;
pub mod verify;

pub use mixed::{MixedRow, mixed, mixed_for, mixed_with};

use geo::Polygon;
use geom::{Container, Frame};

/// Tolerance of the certificate check, relative to the disc diameter: a disc may reach
/// `VERIFY_REL_TOL * d` beyond the border and two discs may overlap by as much (20 pm for a
/// 20 mm disc: far below printing precision, far above rounding error). Bounds are computed for radius and spacing
/// reduced by this tolerance so they hold for every accepted certificate.
pub const VERIFY_REL_TOL: f64 = 1e-9;

/// Above this many discs the energy optimisation is skipped (lattice and greedy only); keeps
/// large regions, relative to the disc, from taking unbounded time. 150 is the largest count the
/// record targets of the sweep cover; beyond it one disc more or less matters little in play.
pub const MAX_OPTIMISED_DISCS: usize = 150;

/// Above this many discs greedy filling is skipped (lattice only).
pub const MAX_GREEDY_DISCS: usize = 2_000;

/// A certificate check used inside the search: converts normalised centres to board units and
/// verifies them, `None` when they fail.
pub type Check<'a> = dyn Fn(&[[f64; 2]]) -> Option<Vec<[f64; 2]>> + 'a;

/// How hard [`pack`] searches; every level is an iteration budget, never a time budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Effort {
    /// Lattice and greedy only: no optimisation.
    Lattice,
    /// A short optimisation (interactive use).
    Fast,
    /// The default: reaches the published records in most cases within the speed budget
    /// (measured: regions of at most 50 discs in 2 to 110 ms, release build, one core; see
    /// benches/capacity.rs and tests/capacity_records.rs).
    #[default]
    Normal,
    /// Several times the default budget (record sweeps, final prints).
    Thorough,
}

/// Options for [`pack`] and [`mixed()`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackOptions {
    /// Seed of the pseudo-random generator; same seed, same result.
    pub seed: u64,
    /// Search effort.
    pub effort: Effort,
}

impl Default for PackOptions {
    fn default() -> Self {
        PackOptions {
            seed: 0x5A7A_77A5,
            effort: Effort::Normal,
        }
    }
}

/// How far a count was searched (the `capacity_search` of the validated board file).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Default,
    serde::Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Search {
    /// Searched at record level with no target: the count is as high as savanna finds (it
    /// reaches the published records in about 98 % of sizes).
    #[default]
    Full,
    /// The count already holds every piece of this kind in play, so the search stopped there:
    /// a fast lattice packing, or the record-level search stopped at that number. The true
    /// capacity lies between the count and its upper bound; `--full-capacity` searches further.
    Enough,
}

/// A certified packing.
#[derive(Debug, Clone, PartialEq)]
pub struct Packing {
    /// Number of discs placed: `centres.len()`.
    pub count: usize,
    /// Disc centres `[x, y]` in board units; the certificate that [`verify()`] accepts.
    pub centres: Vec<[f64; 2]>,
    /// A proven upper bound on the capacity (at least `count`).
    pub upper_bound: usize,
    /// True when the search stopped at its work limit (a lattice placement examined
    /// [`lattice::MAX_LATTICE_POINTS`] points before the end of the region): `count` is
    /// certified, but more discs fit than were placed. Only regions of hundreds of thousands of
    /// discs reach it.
    pub capped: bool,
    /// How far the count was searched.
    pub search: Search,
}

/// Why a certificate was rejected by [`verify()`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CertificateError {
    /// The region or the diameter is unusable (non-finite coordinates, non-positive diameter).
    Degenerate,
    /// Centre `index` has a non-finite coordinate.
    NotFinite {
        /// Index into the centres.
        index: usize,
    },
    /// Disc `index` is not inside the region (beyond the tolerance).
    Outside {
        /// Index into the centres.
        index: usize,
    },
    /// Discs `a < b` overlap (beyond the tolerance).
    Overlap {
        /// Smaller index.
        a: usize,
        /// Larger index.
        b: usize,
    },
}

impl std::fmt::Display for CertificateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CertificateError::Degenerate => write!(f, "degenerate region or diameter"),
            CertificateError::NotFinite { index } => write!(f, "disc {index}: non-finite centre"),
            CertificateError::Outside { index } => {
                write!(f, "disc {index} is not inside the region")
            }
            CertificateError::Overlap { a, b } => write!(f, "discs {a} and {b} overlap"),
        }
    }
}

impl std::error::Error for CertificateError {}

/// Checks a certificate: every disc of diameter `diameter` centred at `centres[i]` lies inside
/// `region` (outside its holes) and no two discs overlap, both within
/// [`VERIFY_REL_TOL`]` * diameter`. An empty certificate is always valid.
///
/// The check is independent of the packing code: it reads the polygon directly (even-odd
/// crossing test plus segment distances) and finds close pairs through a grid one diameter wide.
///
/// # Errors
/// The first violation found; [`CertificateError::Degenerate`] for a non-positive or non-finite
/// diameter or a region with non-finite coordinates when there are discs to check.
///
/// # Panics
/// Never.
///
/// # Examples
/// ```
/// use geo::polygon;
/// use savanna::capacity::verify;
/// let sq = polygon![(x: 0.0, y: 0.0), (x: 40.0, y: 0.0), (x: 40.0, y: 40.0), (x: 0.0, y: 40.0)];
/// assert!(verify(&sq, 20.0, &[[10.0, 10.0], [30.0, 30.0]]).is_ok());
/// assert!(verify(&sq, 20.0, &[[10.0, 10.0], [25.0, 10.0]]).is_err());
/// ```
pub fn verify(
    region: &Polygon<f64>,
    diameter: f64,
    centres: &[[f64; 2]],
) -> Result<(), CertificateError> {
    let radii = vec![diameter / 2.0; centres.len()];
    verify::verify_radii(region, centres, &radii, diameter)
}

/// A proven upper bound on the number of discs of diameter `diameter` that fit in `region`.
///
/// Convex regions: Oler's inequality on the region shrunk by the radius. Other regions: the
/// smaller of Oler on the shrunk convex hull and the sum of Oler bounds over a convex cover
/// (see [`bound`]). Always capped by the area bound `A / (pi r^2)`. Degenerate input (no area,
/// non-finite coordinates, non-positive or non-finite diameter) gives 0.
///
/// The convex cover depends on the ring's first vertex and orientation (ear clipping and the
/// greedy merging follow the vertex order), so the bound is computed on the region's canonical
/// copies in the frames of its shape ([`canon::Canonical::frames`], unit length `diameter`) as
/// [`pack`] does, and the smallest is kept: the two report the same bound, and congruent
/// regions get the same bound. Regions without a canonical copy (spanning more than
/// [`canon::CANON_MAX_SPAN`] diameters) are bounded as they are.
///
/// # Panics
/// Never.
///
/// # Examples
/// ```
/// use geo::polygon;
/// use savanna::capacity::upper_bound;
/// // 100 x 100 square, d = 20: centres in an 80 x 80 square; Oler gives
/// // 2/sqrt(3) * 16 + 8 + 1 = 27.47, so at most 27 (25 fit).
/// let sq = polygon![(x: 0.0, y: 0.0), (x: 100.0, y: 0.0), (x: 100.0, y: 100.0), (x: 0.0, y: 100.0)];
/// assert_eq!(upper_bound(&sq, 20.0), 27);
/// ```
pub fn upper_bound(region: &Polygon<f64>, diameter: f64) -> usize {
    canon::Canonical::frames(region, diameter)
        .iter()
        .map(|cn| upper_bound_in(&cn.polygon, 1.0))
        .min()
        .unwrap_or_else(|| upper_bound_in(region, diameter))
}

/// [`upper_bound`] on `region` as it is (no canonical copy).
fn upper_bound_in(region: &Polygon<f64>, diameter: f64) -> usize {
    match Container::from_polygon(region, diameter) {
        Some((c, _)) => bound::upper_bound(&c, 1.0),
        None => 0,
    }
}

/// Packs as many discs of diameter `diameter` into `region` as the search finds, and returns
/// them with a proven upper bound: [`pack_for`] with no target.
///
/// The count is never below the best lattice-plus-greedy placement, and the certificate has
/// been accepted by [`verify()`] before it is returned. Deterministic for given options, and the
/// same for congruent regions (translated, mirrored, rotated by any angle, in other units; see
/// [`canon`]). Degenerate input (no area, non-finite coordinates, non-positive or non-finite
/// diameter) gives an empty packing with bound 0. Work is bounded on any input: lattices
/// examine at most [`lattice::MAX_LATTICE_POINTS`] points, greedy filling stops above
/// [`MAX_GREEDY_DISCS`] and optimisation above [`MAX_OPTIMISED_DISCS`] discs.
///
/// # Panics
/// Never.
///
/// # Examples
/// ```
/// use geo::polygon;
/// use savanna::capacity::{pack, verify, PackOptions};
/// let sq = polygon![(x: 0.0, y: 0.0), (x: 100.0, y: 0.0), (x: 100.0, y: 100.0), (x: 0.0, y: 100.0)];
/// let p = pack(&sq, 20.0, &PackOptions::default());
/// assert_eq!(p.count, 25);
/// assert!(verify(&sq, 20.0, &p.centres).is_ok());
/// ```
pub fn pack(region: &Polygon<f64>, diameter: f64, opts: &PackOptions) -> Packing {
    pack_for(region, diameter, None, opts)
}

/// Packs discs of diameter `diameter` into `region` up to `need` discs (the pieces of that kind
/// in play; `None`: no target, as [`pack`]).
///
/// With a target, a fast lattice packing ([`lattice::quick`]) is tried first: when it holds
/// `need` discs (at least one) its count is returned with [`Search::Enough`]. Otherwise the
/// record-level search runs and stops as soon as it reaches `need` ([`Search::Enough`]), or
/// ends below it ([`Search::Full`]). The search runs on the region's canonical copy in each
/// frame of its shape ([`canon::Canonical::frames`], unit length `diameter`), each certificate
/// is mapped back and verified against `region`, and the largest is kept (the first frame's on
/// a tie); in the rare case one fails there (a coordinate rounded across the certificate
/// tolerance), `region` is packed as it is too. The upper bound is the smallest of the copies',
/// the one [`upper_bound`] gives.
///
/// # Panics
/// Never.
///
/// # Examples
/// ```
/// use geo::polygon;
/// use savanna::capacity::{pack_for, PackOptions, Search};
/// // a 1 m square holds about 2 600 jackals of 20 mm; 9 are in play
/// let sq = polygon![(x: 0.0, y: 0.0), (x: 1000.0, y: 0.0), (x: 1000.0, y: 1000.0), (x: 0.0, y: 1000.0)];
/// let p = pack_for(&sq, 20.0, Some(9), &PackOptions::default());
/// assert_eq!(p.search, Search::Enough);
/// assert!(p.count >= 2500 && p.upper_bound >= p.count);
/// ```
pub fn pack_for(
    region: &Polygon<f64>,
    diameter: f64,
    need: Option<usize>,
    opts: &PackOptions,
) -> Packing {
    let frames = canon::Canonical::frames(region, diameter);
    let mut best: Option<Packing> = None;
    let mut bound = usize::MAX;
    let mut enough = false;
    let mut as_is = frames.is_empty();
    let mut keep = |p: Packing, best: &mut Option<Packing>| {
        enough |= p.search == Search::Enough;
        if best.as_ref().is_none_or(|b| p.count > b.count) {
            *best = Some(p);
        }
    };
    for cn in &frames {
        let p = pack_in(&cn.polygon, 1.0, need, opts);
        bound = bound.min(p.upper_bound);
        let centres = cn.all_to_board(&p.centres);
        if verify(region, diameter, &centres).is_ok() {
            keep(Packing { centres, ..p }, &mut best);
        } else {
            as_is = true;
        }
    }
    if as_is {
        // The bound stays the copies' when there are any: the region's own convex cover may
        // differ (see `upper_bound`), and both are proven bounds.
        let q = pack_in(region, diameter, need, opts);
        if frames.is_empty() {
            bound = q.upper_bound;
        }
        keep(q, &mut best);
    }
    let mut p = best.unwrap_or(Packing {
        count: 0,
        centres: Vec::new(),
        upper_bound: 0,
        capped: false,
        search: Search::Full,
    });
    p.upper_bound = bound.max(p.count);
    if enough {
        p.search = Search::Enough;
    }
    p
}

/// [`pack_for`] on `region` as it is (no canonical copy): the search of the module
/// documentation, certificates verified against `region`.
pub(crate) fn pack_in(
    region: &Polygon<f64>,
    diameter: f64,
    need: Option<usize>,
    opts: &PackOptions,
) -> Packing {
    let empty = Packing {
        count: 0,
        centres: Vec::new(),
        upper_bound: 0,
        capped: false,
        search: Search::Full,
    };
    let Some((c, frame)) = Container::from_polygon(region, diameter) else {
        return empty;
    };
    let ub = bound::upper_bound(&c, 1.0);
    let check = |q: &[[f64; 2]]| -> Option<Vec<[f64; 2]>> {
        let board: Vec<[f64; 2]> = q.iter().map(|&p| frame.to_board(p)).collect();
        verify(region, diameter, &board).ok().map(|_| board)
    };
    let done = |best: Vec<[f64; 2]>, search: Search, capped: bool| {
        let count = best.len();
        Packing {
            count,
            centres: best,
            upper_bound: ub.max(count),
            capped,
            search,
        }
    };
    let Some(need) = need.map(|n| n.max(1)) else {
        let (best, capped) = pack_normalised(&c, ub, opts, &check);
        return done(best, Search::Full, capped);
    };
    let (quick, quick_capped) = if ub > 0 {
        let (q, capped) = lattice::quick(&c, 1.0);
        (check(&q).unwrap_or_default(), capped)
    } else {
        (Vec::new(), false)
    };
    if quick.len() >= need {
        return done(quick, Search::Enough, quick_capped);
    }
    let (best, capped) = pack_normalised(&c, ub.min(need), opts, &check);
    let (best, capped) = if best.len() >= quick.len() {
        (best, capped)
    } else {
        (quick, quick_capped)
    };
    let search = if best.len() >= need {
        Search::Enough
    } else {
        Search::Full
    };
    done(best, search, capped)
}

/// Packs discs of diameter 1 into a container given directly in normalised units (for exact
/// shapes the board never produces, such as the circle of the published records; the board
/// goes through [`pack`]). Centres are in the container's units; the certificate is checked by
/// [`verify_container`].
///
/// # Examples
/// ```
/// use savanna::capacity::{pack_container, geom::Container, PackOptions};
/// // a circle of diameter 3 holds 7 discs of diameter 1 (hexagonal flower, proven optimal)
/// let c = Container::Circle { c: [0.0, 0.0], radius: 1.5 };
/// assert_eq!(pack_container(&c, &PackOptions::default()).count, 7);
/// ```
pub fn pack_container(c: &Container, opts: &PackOptions) -> Packing {
    let ub = bound::upper_bound(c, 1.0);
    let check = |q: &[[f64; 2]]| -> Option<Vec<[f64; 2]>> {
        verify_container(c, q).ok().map(|_| q.to_vec())
    };
    let (best, capped) = pack_normalised(c, ub, opts, &check);
    let count = best.len();
    Packing {
        count,
        centres: best,
        upper_bound: ub.max(count),
        capped,
        search: Search::Full,
    }
}

/// Checks a certificate of discs of diameter 1 in a normalised [`Container`], with the same
/// tolerance as [`verify()`] (circles are checked exactly; polygons through [`verify()`]).
///
/// # Errors
/// The first violation found, as in [`verify()`].
pub fn verify_container(c: &Container, centres: &[[f64; 2]]) -> Result<(), CertificateError> {
    match c {
        Container::Poly(s) => {
            let ls = |r: &Vec<[f64; 2]>| {
                geo::LineString::from(r.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>())
            };
            let poly = Polygon::new(ls(&s.rings[0]), s.rings[1..].iter().map(ls).collect());
            verify(&poly, 1.0, centres)
        }
        Container::Circle { c: cc, radius } => {
            for (i, p) in centres.iter().enumerate() {
                if !(p[0].is_finite() && p[1].is_finite()) {
                    return Err(CertificateError::NotFinite { index: i });
                }
                let d = ((p[0] - cc[0]).powi(2) + (p[1] - cc[1]).powi(2)).sqrt();
                if d + 0.5 > radius + VERIFY_REL_TOL {
                    return Err(CertificateError::Outside { index: i });
                }
            }
            // pairs: reuse the polygon checker's pair check through a huge square
            let big = 4.0 * (radius.abs() + 1.0);
            let sq = Polygon::new(
                geo::LineString::from(vec![
                    (cc[0] - big, cc[1] - big),
                    (cc[0] + big, cc[1] - big),
                    (cc[0] + big, cc[1] + big),
                    (cc[0] - big, cc[1] + big),
                ]),
                vec![],
            );
            verify(&sq, 1.0, centres)
        }
    }
}

/// The whole search in normalised units (diameter 1). `check` converts a candidate to board
/// units and verifies it; only checked certificates are kept. Returns board-unit centres, and
/// whether they come from a lattice placement stopped at its work limit ([`Packing::capped`]).
pub(crate) fn pack_normalised(
    c: &Container,
    ub: usize,
    opts: &PackOptions,
    check: &Check,
) -> (Vec<[f64; 2]>, bool) {
    let mut capped = false;
    let (norm, board) = initial(c, ub, check, &mut capped);
    if opts.effort == Effort::Lattice || norm.len() >= ub || norm.len() > MAX_OPTIMISED_DISCS {
        return (board, capped);
    }
    let radii = vec![0.5; norm.len()];
    let mut improved = optimize::raise(c, &norm, &radii, 0.5, ub, opts, check);
    match improved.take() {
        Some(b) if b.len() > board.len() => (b, false),
        _ => (board, capped),
    }
}

/// Lattice search plus greedy fill: the best verified placement (normalised and board units).
/// `capped` is set when that placement is a lattice placement stopped at its work limit.
pub(crate) fn initial(
    c: &Container,
    ub: usize,
    check: &Check,
    capped: &mut bool,
) -> (Vec<[f64; 2]>, Vec<[f64; 2]>) {
    let mut best: (Vec<[f64; 2]>, Vec<[f64; 2]>) = (Vec::new(), Vec::new());
    if ub == 0 {
        return best;
    }
    // Each start: at most `ub` discs, filled greedily, kept when it verifies and beats the best.
    let consider = |mut cs: Vec<[f64; 2]>, best: &mut (Vec<[f64; 2]>, Vec<[f64; 2]>)| {
        cs.truncate(ub);
        let mut radii = vec![0.5; cs.len()];
        if cs.len() < ub && cs.len() <= MAX_GREEDY_DISCS {
            greedy::fill(c, &mut cs, &mut radii, 0.5, ub);
        }
        if cs.len() > best.0.len()
            && let Some(b) = check(&cs)
        {
            *best = (cs, b);
            return true;
        }
        false
    };
    for pl in lattice::search(c, 1.0, 3) {
        if consider(pl.centres, &mut best) {
            *capped = pl.capped;
        }
    }
    // Triangles: the four midpoint sub-triangles packed separately (the 4 T(k) class of
    // Graham & Lubachevsky, "Dense packings of equal disks in an equilateral triangle: from 22
    // to 34 and beyond", Electron. J. Combin. 2, 1995): discs of different pieces cannot
    // overlap since each lies inside its own piece.
    if let Container::Poly(s) = c
        && s.rings.len() == 1
        && s.rings[0].len() == 3
    {
        let v = &s.rings[0];
        let mid = |a: [f64; 2], b: [f64; 2]| [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0];
        let (m01, m12, m20) = (mid(v[0], v[1]), mid(v[1], v[2]), mid(v[2], v[0]));
        let pieces = [
            vec![v[0], m01, m20],
            vec![m01, v[1], m12],
            vec![m20, m12, v[2]],
            vec![m01, m12, m20],
        ];
        let mut cs: Vec<[f64; 2]> = Vec::new();
        for piece in pieces {
            if let Some(sub) = geom::Shape::new(vec![piece])
                && let Some(pl) = lattice::search(&Container::Poly(sub), 1.0, 1)
                    .into_iter()
                    .next()
            {
                cs.extend(pl.centres);
            }
        }
        if consider(cs, &mut best) {
            *capped = false;
        }
    }
    if best.0.is_empty() {
        // No lattice point fits: try a single greedy disc.
        let mut cs = Vec::new();
        let mut radii = Vec::new();
        greedy::fill(c, &mut cs, &mut radii, 0.5, ub.min(MAX_GREEDY_DISCS));
        if let Some(b) = check(&cs) {
            best = (cs, b);
        }
    }
    best
}

/// Converts a frame and normalised centres to board units (helper for [`mixed()`]).
pub(crate) fn to_board(frame: &Frame, q: &[[f64; 2]]) -> Vec<[f64; 2]> {
    q.iter().map(|&p| frame.to_board(p)).collect()
}

#[cfg(test)]
mod tests;
