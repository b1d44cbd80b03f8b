//! Number formatting of the validated board file: every number but a point is rounded to
//! [`OUTPUT_DIGITS`] significant digits by [`round_number`]; points are written exactly.

/// How many significant digits every floating-point number keeps in the output file: 12.
///
/// Relative, not a fixed number of decimals, so that boards in metres and tiny boards keep their
/// precision (a region of 5e-7 units² stays 5e-7), and fine enough that a packing certificate
/// still verifies after rounding: moving a centre by 1e-12 of its coordinate changes a contact
/// by far less than the verifier's tolerance of 1e-9 of the diameter. (It was 6 decimals, which
/// broke certificates on boards in metres and areas on tiny boards.)
pub const OUTPUT_DIGITS: usize = 12;

/// Rounds one number for output: to [`OUTPUT_DIGITS`] significant digits (decimal, ties as
/// Rust's formatting rounds them), with `-0.0` written as `0`. Non-finite values pass through.
///
/// This is the only rounding applied to the validated board file, and it applies to areas,
/// lengths and diameters only: points are written exactly (see the `RoundNumbers` impl for
/// `[f64; N]`).
///
/// ```
/// use savanna::validated::round_number;
/// assert_eq!(round_number(0.1 + 0.2), 0.3);
/// assert_eq!(round_number(1.234567890123456), 1.23456789012);
/// assert_eq!(round_number(5e-7), 5e-7);
/// assert!(round_number(-1e-300 * 1e-300).is_sign_positive());
/// ```
pub fn round_number(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    if let Some(r) = scaled_rounding(x) {
        return r;
    }
    // Second path: a number whose shortest round-trip form (ryu) has at most OUTPUT_DIGITS
    // significant digits is the double nearest to that decimal, and its exact value rounds to
    // it, so it is its own rounding. Most board coordinates (snapped to the grid) take it.
    let mut buf = ryu::Buffer::new();
    let mantissa = buf.format_finite(x).split(['e', 'E']).next().unwrap_or("");
    let (mut first, mut last) = (None, 0);
    for (i, b) in mantissa.bytes().filter(u8::is_ascii_digit).enumerate() {
        if b != b'0' {
            first.get_or_insert(i);
            last = i;
        }
    }
    let significant = first.map_or(0, |f| last - f + 1);
    if significant <= OUTPUT_DIGITS {
        return if x == 0.0 { 0.0 } else { x };
    }
    let r: f64 = format!("{:.*e}", OUTPUT_DIGITS - 1, x).parse().unwrap_or(x);
    if r == 0.0 { 0.0 } else { r }
}

/// [`round_number`] by one scaling: `|x|` times `10^k` has twelve digits before the point, is
/// rounded to an integer `n` (exact below 2^53), and `n / 10^k` is one correctly rounded
/// division of two exact doubles, so it is the double nearest to the decimal, as parsing it
/// would give. `None` when that cannot be sure: `k` beyond 22 (`10^k` no longer exact), or the
/// scaled value within its own rounding error of a tie (then the formatted rounding decides).
/// It avoids formatting and parsing each of a large board's hundred thousand numbers (issue 12).
fn scaled_rounding(x: f64) -> Option<f64> {
    /// 10^11 and 10^12: a twelve-digit integer part.
    const LOW: f64 = 1e11;
    const HIGH: f64 = 1e12;
    let a = x.abs();
    if a == 0.0 {
        return Some(0.0);
    }
    let k = OUTPUT_DIGITS as i32 - 1 - libm::log10(a).floor() as i32;
    if k.abs() > 22 {
        return None;
    }
    let p = 10f64.powi(k.abs());
    let m = if k >= 0 { a * p } else { a / p };
    // One rounding: |error| <= m * 2^-53.
    if !(LOW..HIGH).contains(&m) || ((m - m.floor()) - 0.5).abs() <= m * 2.3e-16 {
        return None;
    }
    let n = m.round();
    let r = if k >= 0 { n / p } else { n * p };
    Some(if x < 0.0 { -r } else { r })
}

/// Things whose floating-point numbers can be rounded in place by [`round_number`].
pub trait RoundNumbers {
    /// Rounds every `f64` inside `self` with [`round_number`].
    fn round_numbers(&mut self);
}

impl RoundNumbers for f64 {
    fn round_numbers(&mut self) {
        *self = round_number(*self);
    }
}

/// Points (every `[x, y]` in the file) are written exactly, not rounded: the shortest decimal
/// that reads back as the same `f64` (serde_json and the YAML writer both print floats in that
/// form), so a packing certificate or an outline reads back bit for bit at any distance from the
/// origin. (With 12 significant digits, disc centres of a board in survey coordinates, 2.6e7 m
/// from the origin, moved by up to 0.08 mm and no longer verified: issue 11.3.) Only `-0.0`
/// becomes `0`.
impl<const N: usize> RoundNumbers for [f64; N] {
    fn round_numbers(&mut self) {
        for x in self.iter_mut() {
            // IEEE addition: -0 + 0 = +0, and x + 0 = x for every other x.
            *x += 0.0;
        }
    }
}

impl<T: RoundNumbers> RoundNumbers for Vec<T> {
    fn round_numbers(&mut self) {
        self.iter_mut().for_each(RoundNumbers::round_numbers);
    }
}

impl<T: RoundNumbers> RoundNumbers for Option<T> {
    fn round_numbers(&mut self) {
        if let Some(v) = self {
            v.round_numbers();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_fast_path_agrees_with_the_decimal_rounding() {
        // The fast path (shortest form of at most 12 digits) against the formatted rounding,
        // on numbers of every length: a fault in the digit count (e.g. counting trailing or
        // leading zeros) returns an unrounded number for the long ones.
        let slow = |x: f64| -> f64 { format!("{:.11e}", x).parse().unwrap() };
        let mut x = 0.123_456_789_012_345_68_f64;
        for k in 0..400 {
            for y in [x, -x, (x * 1e6).round() / 1e6, (x * 1e3).round(), 1.0 / x] {
                let r = round_number(y);
                assert_eq!(r.to_bits(), slow(y).to_bits(), "{y:e} (step {k})");
            }
            x = x * 1.37 + 1e-3;
        }
        assert_eq!(round_number(1200.0), 1200.0);
        assert_eq!(round_number(0.30000000000000004), 0.3);
    }

    proptest::proptest! {
        #[test]
        fn rounding_is_the_decimal_rounding(bits in proptest::prelude::any::<u64>()) {
            let x = f64::from_bits(bits);
            let slow = |x: f64| -> f64 { format!("{:.11e}", x).parse().unwrap() };
            if x.is_finite() {
                let want = slow(x);
                let want = if want == 0.0 { 0.0 } else { want };
                proptest::prop_assert_eq!(round_number(x).to_bits(), want.to_bits(), "{:e}", x);
            }
        }

        #[test]
        fn rounding_of_board_sized_numbers(x in -1e7f64..1e7, k in 0i32..12) {
            let slow = |x: f64| -> f64 { format!("{:.11e}", x).parse().unwrap() };
            // Numbers with few decimals (as on a board) and the doubles next to them.
            let y = (x * 10f64.powi(k)).round() / 10f64.powi(k);
            for v in [x, y, y.next_up(), y.next_down()] {
                let want = slow(v);
                let want = if want == 0.0 { 0.0 } else { want };
                proptest::prop_assert_eq!(round_number(v).to_bits(), want.to_bits(), "{:e}", v);
            }
        }
    }

    #[test]
    fn rounding() {
        // 12 significant digits (this was 6 decimals; see OUTPUT_DIGITS for why it changed).
        assert_eq!(round_number(1.0000000000004), 1.0);
        assert_eq!(round_number(1.0000000000006), 1.00000000000);
        assert_eq!(round_number(123456.7890123456), 123456.789012);
        assert_eq!(round_number(-0.0).to_bits(), 0f64.to_bits());
        assert_eq!(round_number(2.5e-7), 2.5e-7);
        assert_eq!(round_number(1e300), 1e300);
        assert!(round_number(f64::NAN).is_nan());
    }
}
