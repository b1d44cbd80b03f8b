//! The rulers and sizes a print's cover gives to check its scale: a ruler in centimetres or in
//! inches, a piece's diameter and the check square's sides in words.

use super::draw::*;
use crate::i18n::{Lang, tr};
use crate::output::render::num;
use svg::node::element::Group;

pub(super) fn ruler(x: f64, y: f64, len_mm: usize, lang: Lang) -> Group {
    let mut g = Group::new().set("id", "ruler").set("stroke", "#000000");
    g = g.add(line([x, y], [x + len_mm as f64, y], 0.25));
    for i in 0..=len_mm {
        let h = if i % 10 == 0 {
            5.0
        } else if i % 5 == 0 {
            3.5
        } else {
            2.0
        };
        let xi = x + i as f64;
        g = g.add(line([xi, y], [xi, y + h], 0.15));
        if i % 10 == 0 {
            g = g.add(
                text(xi, y + 8.5, 2.8, &format!("{}", i / 10))
                    .set("text-anchor", "middle")
                    .set("stroke", "none")
                    .set("fill", "#000000"),
            );
        }
    }
    g.add(
        text(
            x + len_mm as f64 + 2.0,
            y + 4.5,
            2.8,
            &tr!(lang, "sheet-ruler-cm"),
        )
        .set("stroke", "none")
        .set("fill", "#000000"),
    )
}

/// A piece's diameter `d` (board units) as the legend prints it: in inches on an inch board
/// (`1.18 in`), else in mm to 0.1 (`30 mm`; a metre board's pieces are still stones of some mm).
pub fn piece_size_in(d: f64, units: crate::units::Units, lang: Lang) -> String {
    match units {
        crate::units::Units::In => crate::output::render::plan::length_text(d, units),
        _ => tr!(
            lang,
            "sheet-size-mm",
            mm = num((d * units.mm_per_unit() * 10.0).round() / 10.0)
        ),
    }
}

/// The check square's sides in words, in the board's units as its pieces are
/// ([`piece_size`]: inches on an inch board, millimetres otherwise): `100 mm × 100 mm`, or on an
/// inch board `3.94 in × 3.94 in (100 mm)` (100 / 25.4 = 3.937 in, to the hundredth the cover
/// gives inch lengths in, the exact millimetres in brackets).
pub(crate) fn check_square_text(units: crate::units::Units, lang: Lang) -> String {
    let s = CHECK_SQUARE_MM;
    match units {
        crate::units::Units::In => {
            let side = crate::output::render::plan::length_text(s / 25.4, units);
            tr!(lang, "sheet-check-square-in", side = side, mm = num(s))
        }
        _ => tr!(lang, "sheet-check-square-mm", side = num(s)),
    }
}

/// A ruler in inches at `(x, y)` (design mm) at most `max_mm` long: whole inches labelled, ticks
/// every 1/8 in (longer at 1/2 and 1 in), for boards measured in inches.
pub(super) fn ruler_in(x: f64, y: f64, max_mm: f64, lang: Lang) -> Group {
    let inches = (max_mm / 25.4).floor().max(1.0) as usize;
    let len = inches as f64 * 25.4;
    let mut g = Group::new().set("id", "ruler").set("stroke", "#000000");
    g = g.add(line([x, y], [x + len, y], 0.25));
    for i in 0..=inches * 8 {
        let h = if i % 8 == 0 {
            5.0
        } else if i % 4 == 0 {
            3.5
        } else if i % 2 == 0 {
            2.5
        } else {
            1.6
        };
        let xi = x + i as f64 * 25.4 / 8.0;
        g = g.add(line([xi, y], [xi, y + h], 0.15));
        if i % 8 == 0 {
            g = g.add(
                text(xi, y + 8.5, 2.8, &format!("{}", i / 8))
                    .set("text-anchor", "middle")
                    .set("stroke", "none")
                    .set("fill", "#000000"),
            );
        }
    }
    g.add(
        text(x + len + 2.0, y + 4.5, 2.8, &tr!(lang, "sheet-ruler-in"))
            .set("stroke", "none")
            .set("fill", "#000000"),
    )
}
