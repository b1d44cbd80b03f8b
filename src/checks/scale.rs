//! Sizes implausible for the board's unit: a board drawn in millimetres and labelled `units: m`
//! (a 300 m field), or in metres without `units:` (a 4 mm field with 0.25 mm pieces). Checked
//! on the board file alone, before the capacities are packed (a field thousands of pieces wide
//! takes the packing long).

use crate::diagnostics::codes::Code;
use crate::diagnostics::{Decimal, Diagnostic, Said, SaidArg, Span, said};
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
fn implausible(s: &Sizes) -> Option<Said> {
    let long = s.field[0].max(s.field[1]);
    let why = |id: &'static str, x: f64| Some(said!(id, x = x.to_string()));
    if long < *FIELD_RANGE_MM.start() {
        return why("diag-scale-field-under-mm", *FIELD_RANGE_MM.start());
    }
    if long > *FIELD_RANGE_MM.end() {
        return why("diag-scale-field-over-m", FIELD_RANGE_MM.end() / 1000.0);
    }
    let small = s.pieces.iter().copied().fold(f64::INFINITY, f64::min);
    let large = s.pieces.iter().copied().fold(0.0, f64::max);
    if small < *PIECE_RANGE_MM.start() {
        return why("diag-scale-pieces-under-mm", *PIECE_RANGE_MM.start());
    }
    if large > *PIECE_RANGE_MM.end() {
        return why("diag-scale-pieces-over-m", PIECE_RANGE_MM.end() / 1000.0);
    }
    if large > 0.0 && long / large > MAX_PIECES_ACROSS {
        return why("diag-scale-pieces-across", MAX_PIECES_ACROSS);
    }
    None
}

/// A length in mm, written in `u` with up to 3 significant decimals: `300`, `0.25`.
fn number(mm: f64, u: Units) -> Decimal {
    let x = mm / u.mm_per_unit();
    Decimal(if x.abs() >= 1e-3 || x == 0.0 {
        let s = format!("{x:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        format!("{x:e}")
    })
}

/// [`number`] with its unit: `300 m`, `0.25 mm`.
fn length(mm: f64, u: Units) -> Said {
    said!("diag-length", x = number(mm, u), unit = u.as_str())
}

/// The sizes in words, in `u`: `a 300 × 200 m field, pieces 30 and 20 mm across`.
fn describe(s: &Sizes, u: Units) -> Said {
    let piece_unit = |d: f64| {
        // Pieces in mm on a metre board read better: 30 mm, not 0.03 m.
        if u == Units::M && d < 1000.0 {
            Units::Mm
        } else {
            u
        }
    };
    let field = said!(
        "diag-scale-field",
        w = number(s.field[0], u),
        h = length(s.field[1], u)
    );
    let mut pieces: Vec<Said> = s.pieces.iter().map(|&d| length(d, piece_unit(d))).collect();
    match pieces.pop() {
        None => field,
        Some(last) if pieces.is_empty() => {
            said!("diag-scale-field-pieces", field = field, pieces = last)
        }
        Some(last) => said!(
            "diag-scale-field-pieces",
            field = field,
            pieces = said!(
                "diag-and",
                rest = SaidArg::Joined(pieces, ", "),
                last = last
            )
        ),
    }
}

/// A unit in words: `millimetres`.
fn unit_words(u: Units) -> Said {
    said!("diag-unit-words", unit = u.as_str())
}

/// A board's sizes judged against the usual ones: where they were measured, the sizes in the
/// board's unit, why they are implausible and the units that make them usual (mm and m first).
struct Assessment {
    span: Span,
    here: Sizes,
    why: Said,
    fit: Vec<Units>,
    sizes: Box<dyn Fn(Units) -> Sizes>,
}

/// Where the field is measured: the frame, or the first line without one.
fn measured_span(board: &Board) -> Option<Span> {
    match &board.frame {
        Some(f) => Some(f.span),
        None => board.lines.first().map(|l| l.span),
    }
}

/// The board's sizes when they are implausible for its unit ([`implausible_sizes`]'s cases),
/// `None` otherwise.
fn assess(board: &Board) -> Option<Assessment> {
    if board.snap_given {
        return None;
    }
    let span = measured_span(board)?;
    let points: Vec<[f64; 2]> = match &board.frame {
        Some(f) => f.ring(),
        None => board.lines.iter().flat_map(|l| [l.from, l.to]).collect(),
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
    let given = board.units;
    let pieces: Vec<(f64, bool)> = board
        .pieces
        .iter()
        .map(|p| (p.diameter, p.span.is_some()))
        .collect();
    let sizes = move |u: Units| Sizes {
        field: size.map(|x| x * u.mm_per_unit()),
        pieces: pieces
            .iter()
            .map(|&(d, in_file)| {
                if in_file {
                    d * u.mm_per_unit()
                } else {
                    d * given.mm_per_unit()
                }
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
    Some(Assessment {
        span,
        here,
        why,
        fit,
        sizes: Box::new(sizes),
    })
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
    let Assessment {
        span,
        here,
        why,
        fit,
        sizes,
    } = assess(board)?;
    let first = *fit.first()?;
    let given = match board.units {
        Units::Mm => said!("diag-scale-given-default"),
        u => said!("diag-scale-given", words = unit_words(u), unit = u.as_str()),
    };
    let others: Vec<Said> = fit[1..]
        .iter()
        .map(|&u| {
            said!(
                "diag-scale-other",
                unit = u.as_str(),
                sizes = describe(&sizes(u), u)
            )
        })
        .collect();
    let help = said!(
        "diag-board-implausible-size-help",
        words = unit_words(first),
        unit = first.as_str(),
        sizes = describe(&sizes(first), first),
        n = others.len(),
        others = SaidArg::Joined(others, " or ")
    );
    Some(
        Diagnostic::said(
            Code::BoardImplausibleSize,
            said!(
                "diag-board-implausible-size",
                given = given,
                sizes = describe(&here, board.units),
                why = why
            ),
        )
        .with_help_said(help)
        .with_label_said(span, said!("diag-label-measured-here")),
    )
}

/// The most discs of a board's smallest piece kind that savanna packs with lions and jackals
/// together: 50 000 over all its regions, counted by the area bound ([`too_many_discs`]). Far
/// beyond any real board: the 3 × 2 m ground field (examples/ground-3m.yaml) with its 20 mm
/// jackals comes to 19 098. Measured (dev build, a loaded 2-core machine, CPU time, default
/// pieces): one square region 3 m a side (bound 28 647) is packed in 3.3 s, 6 m a side
/// (114 591) in 42 s, 12 m a side did not finish in 5 minutes; a 300 × 200 mm board labelled
/// `units: m` (191 million) ran for over ten minutes. The cost is the mixed table: a field of
/// one kind stops its lattice at [`crate::capacity::lattice::MAX_LATTICE_POINTS`] (a 100 × 100
/// field of 0.05 discs, 5 million by area, in 0.5 s, `savanna::region::search-capped`), the
/// same field with lions too took 84 s.
pub const MAX_PACKED_DISCS: u64 = 50_000;

/// The area bound on the discs of diameter `d` (board units) in regions of `areas` (board
/// units squared): the sum of each region's area over a disc's, `⌊4A / (π d²)⌋` (the discs lie
/// inside and do not overlap, so their areas add up to at most the region's). 0 for a
/// diameter that is not positive.
pub fn area_bound(areas: &[f64], d: f64) -> u64 {
    if !(d > 0.0 && d.is_finite()) {
        return 0;
    }
    let disc = std::f64::consts::PI * d * d / 4.0;
    areas
        .iter()
        .map(|&a| {
            let n = (a.max(0.0) / disc).floor();
            // Saturating: a NaN or an infinite area counts as the most.
            if n.is_finite() {
                n as u64
            } else {
                u64::MAX / 2
            }
        })
        .fold(0u64, u64::saturating_add)
}

/// The warning when a board's regions could hold more than [`MAX_PACKED_DISCS`] of its
/// smallest piece kind by the [`area_bound`]: `savanna::board::not-packed`. The capacities are
/// then not packed (the pipeline skips them, as with `--no-capacity`), so `check` answers at
/// once instead of packing for hours. The help names the unit that makes the sizes usual, when
/// one does ([`implausible_sizes`]), with the bound in that unit; labelled at the frame (or the
/// first line). `None` when the bound is within the limit, or the board has no mixed table (no
/// `lion` or no `jackal` kind: one kind alone is packed within the lattice's work limit).
pub fn too_many_discs(board: &Board, areas: &[f64]) -> Option<Diagnostic> {
    let span = measured_span(board)?;
    let has = |k: &str| board.pieces.iter().any(|p| p.name == k);
    if !(has("lion") && has("jackal")) {
        return None;
    }
    let small = board
        .pieces
        .iter()
        .filter(|p| p.diameter > 0.0 && p.diameter.is_finite())
        .min_by(|a, b| a.diameter.total_cmp(&b.diameter))?;
    let bound = area_bound(areas, small.diameter);
    if bound <= MAX_PACKED_DISCS {
        return None;
    }
    let kind = &small.name;
    let mut help = said!("diag-board-not-packed-help");
    if let Some(a) = assess(board)
        && let Some(&first) = a.fit.first()
    {
        // In the unit that fits, lengths scale by `f`; a kind from the file with them, a
        // default kind (fixed mm) not.
        let f = first.mm_per_unit() / board.units.mm_per_unit();
        let scaled: Vec<f64> = areas.iter().map(|x| x * f * f).collect();
        let d = if small.span.is_some() {
            small.diameter * f
        } else {
            small.diameter
        };
        help = said!(
            "diag-board-not-packed-help-unit",
            words = unit_words(first),
            unit = first.as_str(),
            sizes = describe(&(a.sizes)(first), first),
            n = grouped(area_bound(&scaled, d)),
            kind = kind
        );
    }
    Some(
        Diagnostic::said(
            Code::BoardNotPacked,
            said!(
                "diag-board-not-packed",
                bound = grouped(bound),
                kind = kind,
                max = grouped(MAX_PACKED_DISCS)
            ),
        )
        .with_help_said(help)
        .with_label_said(span, said!("diag-label-measured-here")),
    )
}

/// A count with its digits in groups of three: `190 985 928`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}
