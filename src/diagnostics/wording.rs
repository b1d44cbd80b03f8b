//! How findings are worded: lengths, areas and points written for messages (lengths and areas
//! as catalogue messages, `u_said`, `area_said`). Shared by the checks and the resolution of names and
//! setup references ([`crate::regions::resolve`]).

pub(crate) use super::Code;
use std::fmt::Write as _;

/// "lion" → "lions" for counts other than 1 (an `s` is appended; kinds are free-form names).
pub fn plural(kind: &str, n: usize) -> String {
    if n == 1 {
        kind.to_string()
    } else {
        format!("{kind}s")
    }
}

/// `n` and the noun, singular for 1: `count(1, "lion")` is `"1 lion"`, `count(3, "region")` is
/// `"3 regions"` (the plural of [`plural`]: an `s` appended).
pub(crate) fn count(n: usize, noun: &str) -> String {
    format!("{n} {}", plural(noun, n))
}

pub(crate) fn fmt_len(x: f64) -> String {
    let mut s = String::new();
    push_len(&mut s, x);
    s
}

/// Appends [`fmt_len`]`(x)` to `s`. (The messages' numbers are written into the message's own
/// buffer: a board of 9000 regions words tens of thousands of them, issue 12.)
fn push_len(s: &mut String, x: f64) {
    if x != 0.0 && x.abs() < 0.001 {
        // Tiny lengths (snap pitches, hairline gaps) in scientific notation: 1e-6, 2.5e-7.
        let e = format!("{x:.1e}");
        s.push_str(&e.replace(".0e", "e"));
        return;
    }
    let decimals = if x.abs() >= 100.0 {
        0
    } else if x.abs() >= 1.0 {
        1
    } else {
        // Below 1: three significant digits (0.00149, not 0.001).
        (2.0 - libm::log10(x.abs()).floor()).clamp(3.0, 6.0) as usize
    };
    push_trimmed(s, x, decimals);
}

/// Appends `x` with `decimals` decimals ([`fixed`]) to `s`, without the trailing zeros of its
/// decimals, nor a point left bare: `27.0` -> `27`, `0.500` -> `0.5`; `100` stays.
fn push_trimmed(s: &mut String, x: f64, decimals: usize) {
    let start = s.len();
    push_fixed(s, x, decimals);
    if s[start..].contains('.') {
        let kept = s[start..].trim_end_matches('0').trim_end_matches('.').len();
        s.truncate(start + kept);
    }
}

/// A length with the board's unit, as every message gives lengths (`0.5 mm`, `27 mm`,
/// `1e-6 in`), as a catalogue message: the number with the language's decimal mark, the unit
/// in the language's words (`0,5 мм`).
pub(crate) fn u_said(x: f64, units: crate::units::Units) -> super::Said {
    let mut s = String::with_capacity(16);
    push_len(&mut s, x);
    super::said!("diag-length", x = super::Decimal(s), unit = units.as_str())
}

/// An area with the board's unit squared (`1200 mm²`), as a catalogue message ([`u_said`]):
/// `1200 мм²`.
pub(crate) fn area_said(a: f64, units: crate::units::Units) -> super::Said {
    let mut s = String::with_capacity(16);
    push_len(&mut s, a);
    super::said!("diag-area", x = super::Decimal(s), unit = units.as_str())
}

/// A point for messages: each coordinate to [`POINT_DIGITS`] significant digits (trailing zeros
/// dropped), never fewer digits than [`fmt_len`] gives. A coordinate is a position, not a size:
/// `fmt_len`'s precision relative to the number's own magnitude printed every corner of a board
/// in survey coordinates as "(26500000, 6600000)" (issue 11.3); twelve digits tell apart grid
/// points 1e-6 apart up to 1e6 units from the origin and hide float noise (`0.1 + 0.2`).
pub(crate) fn fmt_pt(p: [f64; 2]) -> String {
    let mut s = String::with_capacity(32);
    s.push('(');
    push_coord(&mut s, p[0]);
    s.push_str(", ");
    push_coord(&mut s, p[1]);
    s.push(')');
    s
}

/// Significant digits of a coordinate in messages ([`fmt_pt`]).
pub(crate) const POINT_DIGITS: i32 = 12;

pub(crate) fn fmt_coord(x: f64) -> String {
    let mut s = String::new();
    push_coord(&mut s, x);
    s
}

/// Appends [`fmt_coord`]`(x)` to `s`: [`POINT_DIGITS`] significant digits, or [`fmt_len`]'s
/// text where that has more digits. It has more only where it is in scientific notation (or `x`
/// is zero, subnormal or not finite): otherwise `fmt_len` rounds `x` to no more decimals than
/// the significant digits keep, and a number with fewer decimals that the finer rounding gives,
/// trailing zeros trimmed, the coarser rounding gives too (`x` is within half a unit of the
/// finer last decimal of it).
fn push_coord(s: &mut String, x: f64) {
    if !x.is_finite() || x.abs() < f64::MIN_POSITIVE || x.abs() < 0.001 {
        push_len(s, x);
        return;
    }
    let decimals = (POINT_DIGITS - 1 - libm::log10(x.abs()).floor() as i32).clamp(0, 17) as usize;
    push_trimmed(s, x, decimals);
}

/// `p` with enough decimals to tell apart two points `gap` apart (a tenth of the gap, at most
/// 12 decimals), but no fewer than [`fmt_pt`] gives: in near-miss messages the free end and the
/// point it misses must not print the same.
pub(crate) fn fmt_pt_near(p: [f64; 2], gap: f64) -> String {
    let decimals = if gap.is_finite() && gap > 0.0 {
        ((-libm::log10(gap / 10.0)).ceil()).clamp(0.0, 12.0) as usize
    } else {
        0
    };
    let one = |x: f64| {
        let coarse = fmt_coord(x);
        if decimals == 0 || coarse.contains('e') {
            return coarse;
        }
        let mut s = String::new();
        push_trimmed(&mut s, x, decimals);
        if s.len() >= coarse.len() { s } else { coarse }
    };
    ["(", &one(p[0]), ", ", &one(p[1]), ")"].concat()
}

/// [`push_fixed`] into a new string: `format!("{x:.decimals$}")`.
#[cfg(test)]
fn fixed(x: f64, decimals: usize) -> String {
    let mut s = String::new();
    push_fixed(&mut s, x, decimals);
    s
}

/// Appends `format!("{x:.decimals$}")` to `s`, the same text, about ten times faster for the
/// numbers messages print: `x` scaled by `10^decimals` and rounded in floating point, then
/// written as an integer with the decimal point put back. That rounding is the exact value's (as
/// Rust's formatting rounds) unless the scaled value lies within its rounding error of a tie, or
/// is too large to be an exact integer, or `x` is negative or not finite; those cases are left
/// to `format!`. (Rust's exact formatting, Grisu with a Dragon4 fallback, was a sixth of `build
/// --no-capacity` on a board with 38 000 diagnostics, issue 12.)
fn push_fixed(s: &mut String, x: f64, decimals: usize) {
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
                s.push_str(digits);
                return;
            }
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
            return;
        }
    }
    // Through `fmt::Write`, which cannot fail on a `String`.
    let _ = write!(s, "{x:.decimals$}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// [`fmt_coord`] as it was written before it appended to a buffer: both roundings made,
    /// the one with more digits kept.
    fn fmt_coord_both_ways(x: f64) -> String {
        let coarse = fmt_len(x);
        if !x.is_finite() || x.abs() < f64::MIN_POSITIVE || coarse.contains('e') {
            return coarse;
        }
        let decimals =
            (POINT_DIGITS - 1 - libm::log10(x.abs()).floor() as i32).clamp(0, 17) as usize;
        let mut s = fixed(x, decimals);
        if s.contains('.') {
            let kept = s.trim_end_matches('0').trim_end_matches('.').len();
            s.truncate(kept);
        }
        if s.len() >= coarse.len() { s } else { coarse }
    }

    /// Numbers at and around the places where the roundings change: powers of ten, their
    /// halves and the numbers just below them, next to arbitrary doubles.
    fn coordinate() -> impl Strategy<Value = f64> {
        prop_oneof![
            any::<f64>(),
            -1e7f64..1e7,
            (
                -12i32..16,
                1u64..100,
                prop_oneof![Just(-1i64), Just(0), Just(1)],
                any::<bool>()
            )
                .prop_map(|(e, m, step, neg)| {
                    let x = m as f64 * 10f64.powi(e) - 0.5 * 10f64.powi(e - 12);
                    let x = match step {
                        -1 => x.next_down(),
                        1 => x.next_up(),
                        _ => x,
                    };
                    if neg { -x } else { x }
                }),
            (0u64..1_000_000, 0i32..14).prop_map(|(n, d)| (n as f64 + 0.5) / 10f64.powi(d)),
        ]
    }

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

    /// Lengths and areas in Russian: a decimal comma and the unit's Russian abbreviation.
    #[test]
    fn lengths_in_russian() {
        use crate::i18n::Lang;
        use crate::units::Units;
        assert_eq!(u_said(0.5, Units::Mm).text(Lang::Ru), "0,5 мм");
        assert_eq!(u_said(27.0, Units::Cm).text(Lang::Ru), "27 см");
        assert_eq!(u_said(1.25, Units::In).text(Lang::En), "1.2 in");
        assert_eq!(area_said(1200.0, Units::M).text(Lang::Ru), "1200 м²");
        assert_eq!(area_said(1200.0, Units::M).text(Lang::En), "1200 m²");
    }

    proptest! {
        /// Keeping the twelve-digit rounding without comparing it with `fmt_len`'s, as
        /// `push_coord` does, gives the same text.
        #[test]
        fn fmt_coord_is_the_longer_of_both_roundings(x in coordinate()) {
            prop_assert_eq!(fmt_coord(x), fmt_coord_both_ways(x));
        }

        /// The points, lengths and areas written into one buffer are the separate texts.
        #[test]
        fn appended_texts_are_the_separate_ones(x in coordinate(), y in coordinate()) {
            let units = crate::units::Units::Mm;
            prop_assert_eq!(fmt_pt([x, y]), format!("({}, {})", fmt_coord(x), fmt_coord(y)));
            let en = crate::i18n::Lang::En;
            prop_assert_eq!(u_said(x, units).text(en), format!("{} mm", fmt_len(x)));
            prop_assert_eq!(area_said(x, units).text(en), format!("{} mm²", fmt_len(x)));
        }

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
