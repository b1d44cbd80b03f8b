//! Sizes implausible for the board's unit: a board drawn in millimetres and labelled `units: m`
//! (a 300 m field), or in metres without `units:` (a 4 mm field with 0.25 mm pieces). Checked
//! on the board file alone, before the capacities are packed (a field thousands of pieces wide
//! takes the packing long).

use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, Span};
use crate::input::Board;
use crate::units::Units;

/// The usual field, mm: its longer side from a small card (5 mm is many times under any paper
/// board) to a field pegged out on the ground (100 m: a sports pitch; savanna's ground example
/// is 3 m).
pub const FIELD_RANGE_MM: std::ops::RangeInclusive<f64> = 5.0..=100_000.0;

/// The usual piece diameter, mm: from 1 mm (many times under a game's stones) to 2 m (a hoop
/// on the ground).
pub const PIECE_RANGE_MM: std::ops::RangeInclusive<f64> = 1.0..=2_000.0;

/// The most pieces (the largest kind) side by side across the field's longer side: 2000 (the
/// classic sheet is 14 lions across, the 3 m ground field 100).
pub const MAX_PIECES_ACROSS: f64 = 2_000.0;

/// The sizes of a board read in a unit: the field's width and height and each piece kind's
/// diameter (a kind from the board file in that unit; a default kind, its fixed mm).
struct Sizes {
    field: [f64; 2],
    pieces: Vec<f64>,
}

/// Why sizes in mm are implausible, or `None` when they are usual.
fn implausible(s: &Sizes) -> Option<String> {
    let long = s.field[0].max(s.field[1]);
    if long < *FIELD_RANGE_MM.start() {
        return Some(format!("a field under {} mm", FIELD_RANGE_MM.start()));
    }
    if long > *FIELD_RANGE_MM.end() {
        return Some(format!("a field over {} m", FIELD_RANGE_MM.end() / 1000.0));
    }
    let small = s.pieces.iter().copied().fold(f64::INFINITY, f64::min);
    let large = s.pieces.iter().copied().fold(0.0, f64::max);
    if small < *PIECE_RANGE_MM.start() {
        return Some(format!("pieces under {} mm", PIECE_RANGE_MM.start()));
    }
    if large > *PIECE_RANGE_MM.end() {
        return Some(format!("pieces over {} m", PIECE_RANGE_MM.end() / 1000.0));
    }
    if large > 0.0 && long / large > MAX_PIECES_ACROSS {
        return Some(format!("over {MAX_PIECES_ACROSS} pieces across the field"));
    }
    None
}

/// A length in mm, written in `u` with up to 3 significant decimals: `300 m`, `0.25 mm`.
fn length(mm: f64, u: Units) -> String {
    let x = mm / u.mm_per_unit();
    let s = if x.abs() >= 1e-3 || x == 0.0 {
        let s = format!("{x:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        format!("{x:e}")
    };
    format!("{s} {}", u.as_str())
}

/// The sizes in words, in `u`: `a 300 × 200 m field, pieces 30 and 20 mm across`.
fn describe(s: &Sizes, u: Units) -> String {
    let piece_unit = |d: f64| {
        // Pieces in mm on a metre board read better: 30 mm, not 0.03 m.
        if u == Units::M && d < 1000.0 {
            Units::Mm
        } else {
            u
        }
    };
    let field = format!(
        "a {} × {} field",
        length(s.field[0], u)
            .trim_end_matches(u.as_str())
            .trim_end(),
        length(s.field[1], u)
    );
    let pieces: Vec<String> = s.pieces.iter().map(|&d| length(d, piece_unit(d))).collect();
    match pieces.as_slice() {
        [] => field,
        [one] => format!("{field} with pieces {one} across"),
        [rest @ .., last] => format!("{field} with pieces {} and {last} across", rest.join(", ")),
    }
}

/// The warning for a board whose sizes are many times off the usual for its unit
/// ([`FIELD_RANGE_MM`], [`PIECE_RANGE_MM`], [`MAX_PIECES_ACROSS`]) while another unit makes
/// them usual: `savanna::board::implausible-size`, naming the units that fit (mm and m first),
/// labelled at the
/// frame (or the first line). `None` for a usual board, a board no unit makes usual (its
/// other checks say what is wrong), one without frame or lines, or one with a `snap:` of its
/// own (its author chose the scale).
///
/// The field is the frame's bounding box (the lines' without a frame); a piece kind from the
/// board file scales with the unit, a default kind (30 and 20 mm) does not.
pub fn implausible_sizes(board: &Board) -> Option<Diagnostic> {
    if board.snap_given {
        return None;
    }
    let (points, span): (Vec<[f64; 2]>, Span) = match &board.frame {
        Some(f) => (f.ring(), f.span),
        None => (
            board.lines.iter().flat_map(|l| [l.from, l.to]).collect(),
            board.lines.first()?.span,
        ),
    };
    let mut lo = [f64::INFINITY; 2];
    let mut hi = [f64::NEG_INFINITY; 2];
    for p in &points {
        for k in 0..2 {
            lo[k] = lo[k].min(p[k]);
            hi[k] = hi[k].max(p[k]);
        }
    }
    let size = [hi[0] - lo[0], hi[1] - lo[1]];
    if !(size.iter().all(|x| x.is_finite()) && size[0].max(size[1]) > 0.0) {
        return None;
    }
    let sizes = |u: Units| Sizes {
        field: size.map(|x| x * u.mm_per_unit()),
        pieces: board
            .pieces
            .iter()
            .map(|p| match p.span {
                Some(_) => p.diameter * u.mm_per_unit(),
                None => p.diameter * board.units.mm_per_unit(),
            })
            .collect(),
    };
    let here = sizes(board.units);
    let why = implausible(&here)?;
    // Millimetres and metres first: the usual mix-up is a sheet in mm labelled `m`, or a
    // field pegged out in metres without `units:`.
    let fit: Vec<Units> = [Units::Mm, Units::M, Units::Cm, Units::In]
        .into_iter()
        .filter(|&u| u != board.units && implausible(&sizes(u)).is_none())
        .collect();
    let first = *fit.first()?;
    let unit_words = |u: Units| match u {
        Units::Mm => "millimetres",
        Units::Cm => "centimetres",
        Units::M => "metres",
        Units::In => "inches",
    };
    let given = match board.units {
        Units::Mm => "millimetres (`units: mm`, the default)".to_string(),
        u => format!("{} (`units: {}`)", unit_words(u), u.as_str()),
    };
    let others: Vec<String> = fit[1..]
        .iter()
        .map(|&u| format!("`units: {}` ({})", u.as_str(), describe(&sizes(u), u)))
        .collect();
    let mut help = format!(
        "if the numbers are {}, write `units: {}` ({})",
        unit_words(first),
        first.as_str(),
        describe(&sizes(first), first)
    );
    if !others.is_empty() {
        help.push_str(&format!("; they also fit {}", others.join(" or ")));
    }
    Some(
        Diagnostic::new(
            Code::BoardImplausibleSize,
            format!(
                "in {given} this board is {}: {why}",
                describe(&here, board.units)
            ),
        )
        .with_help(help)
        .with_label(span, "measured here"),
    )
}
