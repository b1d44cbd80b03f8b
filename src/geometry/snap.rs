//! The snap grid: the tolerance policy of savanna.
//!
//! Every coordinate is rounded to the nearest point of a square grid of pitch
//! [`Grid::pitch`] (default 1e-6 mm in the board's units, [`crate::input::default_snap`]).
//! After that, all geometry is exact integer arithmetic ([`crate::geometry::predicates`]). The noding is
//! Hobby's snap rounding (J. D. Hobby, *Practical segment intersection with finite precision
//! output*, Comput. Geom. 13 (1999)); the references are CGAL's `Arrangement_2` snap rounding and
//! the JTS `SnapRoundingNoder`.
//!
//! What the grid can change: any two features closer than about half a pitch may be joined (an
//! endpoint that stops 1e-12 short of a line meets it; twelve lines through one point computed in
//! floats meet in one vertex). Nothing farther than `pitch · √2 / 2` from an input line moves onto
//! it, and every output vertex is within `pitch · √2 / 2` of the exact point it stands for.

use crate::geometry::predicates::{IPoint, MAX_GRID_COORD};

/// Sub-pixel resolution of the input segments, in bits: [`crate::geometry::noding::node`] tests the segments against
/// the pixels with their endpoints kept to `1 / 2^16` of a grid step ([`SUBPIXEL`] units per
/// step), as Hobby's scheme tests the original segments rather than rounded ones.
pub const SUBPIXEL_BITS: u32 = 16;

/// Sub-pixel units per grid step: `2^`[`SUBPIXEL_BITS`].
pub const SUBPIXEL: i64 = 1 << SUBPIXEL_BITS;

/// A snap grid of a given pitch, in board units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grid {
    /// Distance between neighboring grid points, in board units: positive and finite (checked
    /// by [`Grid::new`], the only way to make a grid).
    pitch: f64,
}

/// A coordinate that cannot be put on the grid, or a grid that cannot be made.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SnapError {
    /// NaN or infinite.
    NotFinite,
    /// Farther from the origin than [`MAX_GRID_COORD`] grid steps.
    TooLarge,
    /// A grid pitch that is not a positive finite number (the value given).
    BadPitch(f64),
}

impl std::fmt::Display for SnapError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SnapError::NotFinite => write!(f, "coordinate is not a finite number"),
            SnapError::TooLarge => write!(f, "coordinate is too large for the snap grid"),
            SnapError::BadPitch(p) => write!(f, "a snap grid pitch must be positive, not {p}"),
        }
    }
}

impl std::error::Error for SnapError {}

impl Grid {
    /// A grid of pitch `pitch` board units.
    ///
    /// # Errors
    /// [`SnapError::BadPitch`] when `pitch` is not a positive finite number (the loader refuses
    /// such a `snap:` first, with its coded diagnostic).
    ///
    /// ```
    /// use savanna::geometry::snap::{Grid, SnapError};
    /// assert_eq!(Grid::new(0.5).map(|g| g.pitch()), Ok(0.5));
    /// assert_eq!(Grid::new(0.0), Err(SnapError::BadPitch(0.0)));
    /// assert!(Grid::new(f64::NAN).is_err());
    /// ```
    pub fn new(pitch: f64) -> Result<Self, SnapError> {
        if pitch.is_finite() && pitch > 0.0 {
            Ok(Grid { pitch })
        } else {
            Err(SnapError::BadPitch(pitch))
        }
    }

    /// Distance between neighboring grid points, in board units (positive, finite).
    pub fn pitch(&self) -> f64 {
        self.pitch
    }

    /// Largest absolute coordinate (board units) that fits on this grid.
    pub fn max_coord(&self) -> f64 {
        MAX_GRID_COORD as f64 * self.pitch
    }

    /// The grid point nearest to `p` (ties away from zero).
    ///
    /// # Errors
    /// [`SnapError`] for non-finite or too large coordinates.
    ///
    /// ```
    /// use savanna::geometry::snap::Grid;
    /// let g = Grid::new(1e-6).unwrap();
    /// let q = g.snap([42.857142857142854, 40.0]).unwrap();
    /// assert_eq!((q.x, q.y), (42_857_143, 40_000_000));
    /// ```
    pub fn snap(&self, p: [f64; 2]) -> Result<IPoint, SnapError> {
        Ok(IPoint::new(self.snap1(p[0])?, self.snap1(p[1])?))
    }

    /// `p`'s grid point ([`Grid::snap`]) and `p` in sub-pixel units
    /// ([`SUBPIXEL`] per grid step, rounded to the nearest), which lies in the
    /// half-open pixel of the grid point, `[c·S − S/2, c·S + S/2)` on each axis: a point on the
    /// upper boundary (a tie, e.g. −0.5 on a grid of 1, which snaps away from zero to −1) moves
    /// one sub-pixel unit down, so that a crossing found there rounds (ties toward +∞) to the
    /// endpoint's own grid point. The snap rounding tests the segments as drawn at this
    /// resolution.
    ///
    /// # Errors
    /// As [`Grid::snap`].
    ///
    /// ```
    /// use savanna::geometry::snap::Grid;
    /// use savanna::geometry::snap::SUBPIXEL;
    /// let g = Grid::new(1.0).unwrap();
    /// let (c, q) = g.snap_fine([2.25, -0.5]).unwrap();
    /// assert_eq!((c.x, c.y), (2, -1));
    /// assert_eq!((q.x, q.y), (2 * SUBPIXEL + SUBPIXEL / 4, -SUBPIXEL / 2 - 1));
    /// ```
    pub fn snap_fine(&self, p: [f64; 2]) -> Result<(IPoint, IPoint), SnapError> {
        let c = self.snap(p)?;
        let f = |v: f64, c: i64| {
            let s = SUBPIXEL;
            // `v · 2^16 / pitch` rounded once, exactly. (It was `(v / pitch) · 2^16` in floats:
            // beyond about 1.4e5 units the product has more than 53 bits and lost sub-pixel
            // units, which moved the crossing of two shallow lines by 1144 steps: issue 11.3.)
            let x = round_ratio(v, self.pitch, SUBPIXEL_BITS).unwrap_or(c * s);
            // Inside the half-open pixel [c·S − S/2, c·S + S/2): a point on the upper boundary
            // belongs to the next pixel up under the crossing rounding (ties toward +∞), so an
            // endpoint there made a second hot pixel beside its own and the lines through it
            // came apart (a 20 × 97.6690745 frame gave no region at all: `lines_in_a_frame`).
            x.clamp(c * s - s / 2, c * s + s / 2 - 1)
        };
        Ok((c, IPoint::new(f(p[0], c.x), f(p[1], c.y))))
    }

    fn snap1(&self, v: f64) -> Result<i64, SnapError> {
        if !v.is_finite() {
            return Err(SnapError::NotFinite);
        }
        match round_ratio(v, self.pitch, 0) {
            Some(s) if s.unsigned_abs() <= MAX_GRID_COORD as u64 => Ok(self.decimal_tie(v, s)),
            _ => Err(SnapError::TooLarge),
        }
    }

    /// `s` (`v / pitch` rounded exactly), or the step away from zero when `v / pitch` is a tie
    /// but for the rounding of the two decimals to `f64`: 297 on a grid of 2 is 148.5 steps,
    /// a tie that rounds away from zero to 298, while the same length in cm, 29.7 on a grid of
    /// 0.2, is 148.49999999999999 steps in binary and rounded down to 29.6 cm, another board
    /// (tests/data/newcomer/05 in cm and in m, issue 38). Within `4e-15 · |v / pitch|` steps of a
    /// half (a few times the relative error of two decimals read as `f64` and one division) the
    /// numbers as written are a tie, which goes away from zero in every unit. Only below
    /// 2^40 steps, where that margin is under 0.005 steps.
    fn decimal_tie(&self, v: f64, s: i64) -> i64 {
        let q = (v / self.pitch).abs();
        if q.is_nan() || q >= (1u64 << 40) as f64 {
            return s;
        }
        let k = q.floor();
        if ((q - k) - 0.5).abs() <= 4e-15 * q {
            let away = k as i64 + 1;
            if v < 0.0 { -away } else { away }
        } else {
            s
        }
    }

    /// The board-unit coordinates of a grid point. When the pitch is the `f64` nearest to `1 / n`
    /// for a whole `n` (every decimal pitch: 1e-6, 0.001, 0.25), the coordinate is `q / n`
    /// correctly rounded: the `f64` nearest to the decimal grid value, which the validated board
    /// file writes as that short decimal (`q · pitch` gives `26.400000000000002` for 26.4 in
    /// three cases out of ten). Other pitches give `q · pitch`.
    ///
    /// ```
    /// use savanna::geometry::predicates::IPoint;
    /// use savanna::geometry::snap::Grid;
    /// assert_eq!(Grid::new(1e-6).unwrap().point(IPoint::new(26_400_000, 300_000)), [26.4, 0.3]);
    /// assert_eq!(Grid::new(0.001).unwrap().point(IPoint::new(26_500_000_100, 0)), [26500000.1, 0.0]);
    /// ```
    pub fn point(&self, q: IPoint) -> [f64; 2] {
        match self.per_unit() {
            Some(n) => [q.x as f64 / n, q.y as f64 / n],
            None => [q.x as f64 * self.pitch, q.y as f64 * self.pitch],
        }
    }

    /// `n` when the pitch is the `f64` nearest to `1 / n` for a whole `n < 2^53`.
    fn per_unit(&self) -> Option<f64> {
        let n = (1.0 / self.pitch).round();
        ((1.0..9.0e15).contains(&n) && (1.0 / n).to_bits() == self.pitch.to_bits()).then_some(n)
    }

    /// A length in grid steps, as board units.
    pub fn length(&self, steps: f64) -> f64 {
        steps * self.pitch
    }

    /// An area in grid steps squared, as board units squared.
    pub fn area(&self, steps2: f64) -> f64 {
        steps2 * self.pitch * self.pitch
    }
}

/// A finite `f64` as `mantissa · 2^exponent` with an integer mantissa (`|mantissa| < 2^53`),
/// exactly.
pub fn decompose(v: f64) -> (i64, i32) {
    let bits = v.to_bits();
    let sign = if bits >> 63 == 1 { -1 } else { 1 };
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = (bits & ((1u64 << 52) - 1)) as i64;
    let (m, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1i64 << 52), exp - 1075)
    };
    (sign * m, e)
}

/// `v · 2^shift / pitch` rounded to the nearest integer (ties away from zero), computed exactly
/// from the two `f64` values (integer arithmetic on their mantissas); `None` when `v` or `pitch`
/// is not finite, `pitch <= 0`, or the result exceeds `2^62` in magnitude.
///
/// ```
/// use savanna::geometry::snap::round_ratio;
/// // 400049.999996 / 1e-6 in floats is 400049999996.00006, times 2^16 more than 2^53: the float
/// // product drops the last sub-pixel units; the exact quotient keeps them.
/// assert_eq!(round_ratio(400049.999996, 1e-6, 0), Some(400_049_999_996));
/// assert_eq!(round_ratio(2.5, 1.0, 0), Some(3));
/// assert_eq!(round_ratio(-2.5, 1.0, 0), Some(-3));
/// assert_eq!(round_ratio(0.75, 0.5, 16), Some(3 << 15));
/// ```
pub fn round_ratio(v: f64, pitch: f64, shift: u32) -> Option<i64> {
    if !(v.is_finite() && pitch.is_finite() && pitch > 0.0) {
        return None;
    }
    let (mv, ev) = decompose(v);
    let (mp, ep) = decompose(pitch);
    if mv == 0 {
        return Some(0);
    }
    let (n, mp) = (mv.unsigned_abs() as u128, mp as u128);
    let sh = ev + shift as i32 - ep;
    let q = if sh >= 0 {
        if 128 - n.leading_zeros() as i32 + sh > 120 {
            return None;
        }
        let n = n << sh;
        (2 * n + mp) / (2 * mp)
    } else {
        if -sh > 70 {
            return Some(0);
        }
        let d = mp << -sh;
        (2 * n + d) / (2 * d)
    };
    if q > 1u128 << 62 {
        return None;
    }
    Some(if mv < 0 { -(q as i64) } else { q as i64 })
}
