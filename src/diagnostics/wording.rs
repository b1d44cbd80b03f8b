//! How findings are worded: a diagnostic with its registered severity (`new`), and lengths,
//! areas and points written for messages. Shared by the checks and the resolution of names and
//! setup references ([`crate::regions::resolve`]).

pub(crate) use super::Code;
use super::Diagnostic;

/// A diagnostic with the severity the registry gives its code (so a code has one severity
/// everywhere): [`Diagnostic::new`].
pub(crate) fn new(code: Code, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(code, message)
}

pub(crate) fn fmt_len(x: f64) -> String {
    if x != 0.0 && x.abs() < 0.001 {
        // Tiny lengths (snap pitches, hairline gaps) in scientific notation: 1e-6, 2.5e-7.
        let s = format!("{x:.1e}");
        return s.replace(".0e", "e");
    }
    let s = if x.abs() >= 100.0 {
        fixed(x, 0)
    } else if x.abs() >= 1.0 {
        fixed(x, 1)
    } else {
        // Below 1: three significant digits (0.00149, not 0.001).
        let decimals = (2.0 - x.abs().log10().floor()).clamp(3.0, 6.0) as usize;
        fixed(x, decimals)
    };
    trim_decimals(s)
}

/// `s` without the trailing zeros of its decimals, nor a point left bare: `27.0` -> `27`,
/// `0.500` -> `0.5`; `100` stays.
fn trim_decimals(mut s: String) -> String {
    if s.contains('.') {
        let kept = s.trim_end_matches('0').trim_end_matches('.').len();
        s.truncate(kept);
    }
    s
}

/// A length with the board's unit, as every message gives lengths: `0.5 mm`, `27 mm`, `1e-6 in`.
pub(crate) fn fmt_u(x: f64, units: crate::input::units::Units) -> String {
    let mut s = fmt_len(x);
    s.push(' ');
    s.push_str(units.as_str());
    s
}

/// An area with the board's unit squared: `1200 mm²`.
pub(crate) fn fmt_area(a: f64, units: crate::input::units::Units) -> String {
    let mut s = fmt_len(a);
    s.push(' ');
    s.push_str(units.as_str());
    s.push('²');
    s
}

/// A point for messages: each coordinate to [`POINT_DIGITS`] significant digits (trailing zeros
/// dropped), never fewer digits than [`fmt_len`] gives. A coordinate is a position, not a size:
/// `fmt_len`'s precision relative to the number's own magnitude printed every corner of a board
/// in survey coordinates as "(26500000, 6600000)" (issue 11.3); twelve digits tell apart grid
/// points 1e-6 apart up to 1e6 units from the origin and hide float noise (`0.1 + 0.2`).
pub(crate) fn fmt_pt(p: [f64; 2]) -> String {
    ["(", &fmt_coord(p[0]), ", ", &fmt_coord(p[1]), ")"].concat()
}

/// Significant digits of a coordinate in messages ([`fmt_pt`]).
pub(crate) const POINT_DIGITS: i32 = 12;

pub(crate) fn fmt_coord(x: f64) -> String {
    let coarse = fmt_len(x);
    if !x.is_finite() || x.abs() < f64::MIN_POSITIVE || coarse.contains('e') {
        return coarse;
    }
    let decimals = (POINT_DIGITS - 1 - x.abs().log10().floor() as i32).clamp(0, 17) as usize;
    let s = trim_decimals(fixed(x, decimals));
    if s.len() >= coarse.len() { s } else { coarse }
}

/// `p` with enough decimals to tell apart two points `gap` apart (a tenth of the gap, at most
/// 12 decimals), but no fewer than [`fmt_pt`] gives: in near-miss messages the free end and the
/// point it misses must not print the same.
pub(crate) fn fmt_pt_near(p: [f64; 2], gap: f64) -> String {
    let decimals = if gap.is_finite() && gap > 0.0 {
        ((-(gap / 10.0).log10()).ceil()).clamp(0.0, 12.0) as usize
    } else {
        0
    };
    let one = |x: f64| {
        let coarse = fmt_coord(x);
        if decimals == 0 || coarse.contains('e') {
            return coarse;
        }
        let s = trim_decimals(fixed(x, decimals));
        if s.len() >= coarse.len() { s } else { coarse }
    };
    ["(", &one(p[0]), ", ", &one(p[1]), ")"].concat()
}

/// `format!("{x:.decimals$}")`, the same text, about ten times faster for the numbers messages
/// print: `x` scaled by `10^decimals` and rounded in floating point, then written as an integer
/// with the decimal point put back. That rounding is the exact value's (as Rust's formatting
/// rounds) unless the scaled value lies within its rounding error of a tie, or is too large to
/// be an exact integer, or `x` is negative or not finite; those cases are left to `format!`.
/// (Rust's exact formatting, Grisu with a Dragon4 fallback, was a sixth of `build
/// --no-capacity` on a board with 38 000 diagnostics, issue 12.)
pub(crate) fn fixed(x: f64, decimals: usize) -> String {
    /// Below 2^53 every integer is a double, so the rounded value is exact.
    const EXACT: f64 = 9_007_199_254_740_992.0;
    if decimals <= 22 && x.is_finite() && x.is_sign_positive() {
        let y = x * 10f64.powi(decimals as i32);
        // One rounding (10^decimals is exact up to 10^22): |error| <= |y| * 2^-53.
        let slack = y * 2.3e-16 + f64::MIN_POSITIVE;
        if y < EXACT / 2.0 && ((y - y.floor()) - 0.5).abs() > slack {
            let mut buf = itoa::Buffer::new();
            let digits = buf.format(y.round() as u64);
            if decimals == 0 {
                return digits.to_string();
            }
            let mut s = String::with_capacity(digits.len().max(decimals + 1) + 1);
            if digits.len() <= decimals {
                s.push('0');
                s.push('.');
                s.extend(std::iter::repeat_n('0', decimals - digits.len()));
                s.push_str(digits);
            } else {
                let (int, frac) = digits.split_at(digits.len() - decimals);
                s.push_str(int);
                s.push('.');
                s.push_str(frac);
            }
            return s;
        }
    }
    format!("{x:.decimals$}")
}

#[cfg(test)]
mod tests {
    use super::fixed;
    use proptest::prelude::*;

    #[test]
    fn fixed_is_rusts_fixed_formatting() {
        for (x, d) in [
            (0.0, 0),
            (0.0, 3),
            (0.25, 1),
            (0.35, 1),
            (2.5, 0),
            (3.5, 0),
            (0.125, 2),
            (1e-7, 3),
            (0.0005, 3),
            (0.0015, 3),
            (999.95, 1),
            (99.95, 1),
            (562.18680591, 8),
            (1e15, 1),
            (1e300, 2),
            (-0.04, 1),
            (-0.0, 1),
            (f64::NAN, 2),
            (f64::INFINITY, 1),
            (4503599627370495.5, 0),
        ] {
            assert_eq!(fixed(x, d), format!("{x:.d$}"), "{x:e} to {d} decimals");
        }
    }

    proptest! {
        #[test]
        fn fixed_agrees_with_format(bits in any::<u64>(), d in 0usize..18) {
            let x = f64::from_bits(bits);
            prop_assert_eq!(fixed(x, d), format!("{x:.d$}"));
        }

        #[test]
        fn fixed_agrees_on_message_sized_numbers(x in 0.0f64..1e7, d in 0usize..13) {
            prop_assert_eq!(fixed(x, d), format!("{x:.d$}"));
        }

        #[test]
        fn fixed_agrees_near_ties(n in 0u64..100_000_000, d in 0usize..8) {
            // Decimal ties n.5 / 10^d and the doubles next to them.
            let x = (n as f64 + 0.5) / 10f64.powi(d as i32);
            for x in [x, x.next_up(), x.next_down()] {
                prop_assert_eq!(fixed(x, d), format!("{x:.d$}"));
            }
        }
    }
}
