//! Crossing points of two segments, rounded once to the grid: from the sub-pixel endpoints in
//! 256-bit integers ([`subpixel_crossing`]), from the segments as drawn in exact rational
//! arithmetic for shallow crossings ([`exact_crossing`], below [`SHALLOW_SINE`]), and in `i128`
//! for the repair pass ([`rounded_crossing`]).

use super::{Drawn, ENDPOINT_MARGIN, GridSegment, SUBPIXEL};
use crate::geometry::predicates::IPoint;

/// Below this sine of the angle between two crossing segments, their crossing point is
/// computed from the segments exactly as drawn ([`exact_crossing`]) rather than from their
/// sub-pixel endpoints: 1/16.
///
/// Why: each sub-pixel endpoint is within `2^-17` steps of the drawn one (per coordinate), which
/// moves a line by at most `δ = 2^-17 · √2` steps and the crossing of two lines at angle `θ` by
/// at most `2δ / sin θ`: `3.5e-4` steps for `sin θ >= 1/16`, so the rounded vertex stays within
/// `0.7075` steps of the exact crossing. Shallower crossings are ill-conditioned (two lines
/// drawn 8 µm apart over 300 mm moved their crossing by 286 steps for half a sub-pixel unit) and
/// get the exact computation.
pub const SHALLOW_SINE: f64 = 1.0 / 16.0;

/// The hot pixel of the crossing of two input segments and its margin (sub-pixel units), when
/// they cross. Whether they cross is decided on the sub-pixel segments (exactly); where, on the
/// sub-pixel segments for crossings steeper than [`SHALLOW_SINE`], and otherwise exactly on the
/// segments as drawn ([`exact_crossing`]), whose pixel is widened by [`ENDPOINT_MARGIN`] since
/// the sub-pixel segments may pass up to half a sub-pixel unit beside that point.
pub(super) fn crossing(s: &GridSegment, t: &GridSegment) -> Option<(IPoint, i64)> {
    let (den, tt, r) = crossing_parameter(s.fine[0], s.fine[1], t.fine[0], t.fine[1])?;
    if let (Some(ds), Some(dt)) = (s.drawn, t.drawn) {
        let q = (
            t.fine[1].x as f64 - t.fine[0].x as f64,
            t.fine[1].y as f64 - t.fine[0].y as f64,
        );
        let (r2, q2) = (
            (r.0 as f64).powi(2) + (r.1 as f64).powi(2),
            q.0 * q.0 + q.1 * q.1,
        );
        if (den as f64).powi(2) < SHALLOW_SINE * SHALLOW_SINE * r2 * q2
            && let Some(p) = exact_crossing(&ds, &dt)
        {
            return Some((p, ENDPOINT_MARGIN));
        }
    }
    Some((round_subpixel_crossing(s.fine[0], den, tt, r), 0))
}

/// The crossing point of two segments as drawn (board units, exact `f64` endpoints), rounded
/// to the nearest grid point (ties toward +∞): exact rational arithmetic on the `f64`
/// mantissas (`num-bigint`), so the vertex is within `pitch · √2 / 2` of the exact crossing at
/// any angle and any distance from the origin. The parameter along `ab` is clamped to the
/// segment. `None` when the lines are parallel, the pitches differ, or a value is not finite.
///
/// ```
/// use savanna::geometry::noding::{Drawn, exact_crossing};
/// use savanna::geometry::predicates::IPoint;
/// // Issue 11.3: two shallow lines crossing at (500150, 400050) mm, grid 1e-6 mm.
/// let a = Drawn { ends: [[500000.0, 400050.0], [500300.0, 400050.0]], pitch: 1e-6 };
/// let b = Drawn { ends: [[500000.0, 400050.000004], [500300.0, 400049.999996]], pitch: 1e-6 };
/// assert_eq!(exact_crossing(&a, &b), Some(IPoint::new(500_150_000_000, 400_050_000_000)));
/// ```
pub fn exact_crossing(s: &Drawn, t: &Drawn) -> Option<IPoint> {
    use crate::geometry::snap::decompose;
    use num_bigint::{BigInt, Sign};
    if s.pitch.to_bits() != t.pitch.to_bits() || !(s.pitch.is_finite() && s.pitch > 0.0) {
        return None;
    }
    let vals = [
        s.ends[0][0],
        s.ends[0][1],
        s.ends[1][0],
        s.ends[1][1],
        t.ends[0][0],
        t.ends[0][1],
        t.ends[1][0],
        t.ends[1][1],
    ];
    if vals.iter().any(|v| !v.is_finite()) {
        return None;
    }
    let dec = vals.map(decompose);
    let e_min = dec
        .iter()
        .filter(|d| d.0 != 0)
        .map(|d| d.1)
        .min()
        .unwrap_or(0);
    // Every coordinate as an integer number of units 2^e_min (exact).
    let v = dec.map(|(m, e)| BigInt::from(m) << (e - e_min) as usize);
    let [ax, ay, bx, by, cx, cy, dx, dy] = &v;
    let (rx, ry) = (bx - ax, by - ay);
    let (sx, sy) = (dx - cx, dy - cy);
    let mut den = &rx * &sy - &ry * &sx;
    if den.sign() == Sign::NoSign {
        return None;
    }
    let (qx, qy) = (cx - ax, cy - ay);
    let mut tn = &qx * &sy - &qy * &sx;
    if den.sign() == Sign::Minus {
        den = -den;
        tn = -tn;
    }
    if tn.sign() == Sign::Minus {
        tn = BigInt::from(0);
    } else if tn > den {
        tn = den.clone();
    }
    let (mp, ep) = decompose(s.pitch);
    let shift = e_min - ep;
    // grid = (a · den + r · tn) · 2^e_min / (den · pitch), rounded half up:
    // floor((2 num + d) / (2 d)) with d = den · mp > 0.
    let round = |a: &BigInt, r: &BigInt| -> Option<i64> {
        let mut num = a * &den + r * &tn;
        let mut d = &den * BigInt::from(mp);
        if shift >= 0 {
            num <<= shift as usize;
        } else {
            d <<= (-shift) as usize;
        }
        let n2: BigInt = (num << 1usize) + &d;
        let d2: BigInt = d << 1usize;
        let mut q = &n2 / &d2;
        if n2.sign() == Sign::Minus && &q * &d2 != n2 {
            q -= BigInt::from(1);
        }
        i64::try_from(q).ok()
    };
    Some(IPoint::new(round(ax, &rx)?, round(ay, &ry)?))
}

/// The crossing point of segments `ab` and `cd` given in sub-pixel units, rounded to the
/// nearest grid point (ties toward +∞), when they cross at a single point; `None` when they are
/// parallel or do not meet. Exact: the rational crossing point is rounded once, in 256-bit
/// integers.
pub fn subpixel_crossing(a: IPoint, b: IPoint, c: IPoint, d: IPoint) -> Option<IPoint> {
    let (den, t, r) = crossing_parameter(a, b, c, d)?;
    Some(round_subpixel_crossing(a, den, t, r))
}

/// The point `a + t/den · r` (sub-pixel units) rounded to the nearest grid point (ties toward
/// +∞), in 256-bit integers.
fn round_subpixel_crossing(a: IPoint, den: i128, t: i128, r: (i128, i128)) -> IPoint {
    use ethnum::I256;
    // x = (a.x + t/den · r.x) / SUBPIXEL, rounded half up:
    // floor((2 (a.x den + t r.x) + SUBPIXEL den) / (2 SUBPIXEL den)).
    let (den, t, sp) = (I256::from(den), I256::from(t), I256::from(SUBPIXEL));
    let two = I256::from(2i32);
    let round = |a0: i64, r0: i128| -> i64 {
        let num = two * (I256::from(a0) * den + t * I256::from(r0)) + sp * den;
        num.div_euclid(two * sp * den).as_i64()
    };
    IPoint::new(round(a.x, r.0), round(a.y, r.1))
}

/// Where segments `ab` and `cd` cross, as the parameter `t / den` along `ab` (with `den > 0`,
/// `0 <= t <= den`) and the direction `r = b - a`; `None` when they are parallel or do not
/// meet. Exact in `i128` for differences below 2^57.
fn crossing_parameter(
    a: IPoint,
    b: IPoint,
    c: IPoint,
    d: IPoint,
) -> Option<(i128, i128, (i128, i128))> {
    let r = (b.x as i128 - a.x as i128, b.y as i128 - a.y as i128);
    let s = (d.x as i128 - c.x as i128, d.y as i128 - c.y as i128);
    let mut den = r.0 * s.1 - r.1 * s.0;
    if den == 0 {
        return None;
    }
    let qp = (c.x as i128 - a.x as i128, c.y as i128 - a.y as i128);
    let mut t = qp.0 * s.1 - qp.1 * s.0;
    let mut u = qp.0 * r.1 - qp.1 * r.0;
    if den < 0 {
        den = -den;
        t = -t;
        u = -u;
    }
    if t < 0 || t > den || u < 0 || u > den {
        return None;
    }
    Some((den, t, r))
}

/// The crossing point of segments `ab` and `cd`, rounded to the nearest grid point (ties toward
/// +∞), when they cross at a single point; `None` when they are parallel or do not meet.
pub fn rounded_crossing(a: IPoint, b: IPoint, c: IPoint, d: IPoint) -> Option<IPoint> {
    let (den, t, r) = crossing_parameter(a, b, c, d)?;
    // x = a.x + t/den * r.x, rounded: floor((2 (a.x den + t r.x) + den) / (2 den)).
    let rx = (2 * (a.x as i128 * den + t * r.0) + den).div_euclid(2 * den);
    let ry = (2 * (a.y as i128 * den + t * r.1) + den).div_euclid(2 * den);
    Some(IPoint::new(rx as i64, ry as i64))
}
