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
        format!("{x:.0}")
    } else if x.abs() >= 1.0 {
        format!("{x:.1}")
    } else {
        // Below 1: three significant digits (0.00149, not 0.001).
        let decimals = (2.0 - x.abs().log10().floor()).clamp(3.0, 6.0) as usize;
        format!("{x:.decimals$}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A length with the board's unit, as every message gives lengths: `0.5 mm`, `27 mm`, `1e-6 in`.
pub(crate) fn fmt_u(x: f64, units: crate::input::units::Units) -> String {
    format!("{} {}", fmt_len(x), units.as_str())
}

/// An area with the board's unit squared: `1200 mm²`.
pub(crate) fn fmt_area(a: f64, units: crate::input::units::Units) -> String {
    format!("{} {}²", fmt_len(a), units.as_str())
}

/// A point for messages: each coordinate to [`POINT_DIGITS`] significant digits (trailing zeros
/// dropped), never fewer digits than [`fmt_len`] gives. A coordinate is a position, not a size:
/// `fmt_len`'s precision relative to the number's own magnitude printed every corner of a board
/// in survey coordinates as "(26500000, 6600000)" (issue 11.3); twelve digits tell apart grid
/// points 1e-6 apart up to 1e6 units from the origin and hide float noise (`0.1 + 0.2`).
pub(crate) fn fmt_pt(p: [f64; 2]) -> String {
    format!("({}, {})", fmt_coord(p[0]), fmt_coord(p[1]))
}

/// Significant digits of a coordinate in messages ([`fmt_pt`]).
pub(crate) const POINT_DIGITS: i32 = 12;

pub(crate) fn fmt_coord(x: f64) -> String {
    let coarse = fmt_len(x);
    if !x.is_finite() || x.abs() < f64::MIN_POSITIVE || coarse.contains('e') {
        return coarse;
    }
    let decimals = (POINT_DIGITS - 1 - x.abs().log10().floor() as i32).clamp(0, 17) as usize;
    let s = format!("{x:.decimals$}");
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    };
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
        let s = format!("{x:.decimals$}");
        let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
        if s.len() >= coarse.len() { s } else { coarse }
    };
    format!("({}, {})", one(p[0]), one(p[1]))
}
