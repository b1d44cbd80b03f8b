//! The start position drawn on the board: a white disc for each region's starting lion and a dark
//! disc carrying the pack's size for the jackal pack, beside the region's label, at the pieces'
//! true diameters where they fit in the region (smaller, down to [`MIN_MARK_MM`], where not; left
//! out where even that does not fit: the legend's "Start:" line still says it).
//!
//! Board units, x right and y down; sizes in mm are converted with the board's `units`.

use crate::output::render::num;
use crate::output::render::text::{LabelBox, box_in_region};
use crate::validated::{Point, RegionOut, ValidatedBoard};
use svg::node::element::{Circle, Group, Text};

/// Smallest diameter of a start mark, mm: below it a disc no longer reads as a piece.
pub const MIN_MARK_MM: f64 = 4.0;

/// Gap between a mark and the region's border, mm.
pub const MARK_GAP_MM: f64 = 1.0;

/// Least clear space between a mark and its label's padded block, mm ([`mark_clearance`]).
pub const MARK_LABEL_GAP_MM: f64 = 2.5;

/// Clear space between a mark and its label's padded block, in the label's em: a large label's
/// lines need more room than a small one's to read apart from the disc ([`mark_clearance`]).
pub const MARK_LABEL_GAP_EM: f64 = 0.5;

/// The clear space between a start mark and `label`'s padded block, board units (`mm`: mm per
/// board unit): [`MARK_LABEL_GAP_EM`] of the label's font, at least [`MARK_LABEL_GAP_MM`]. The
/// disc used to sit 1 mm from the block, which read as touching the text (East Ford on
/// examples/crossing.yaml).
pub fn mark_clearance(label: &LabelBox, mm: f64) -> f64 {
    (MARK_LABEL_GAP_EM * label.font_size).max(MARK_LABEL_GAP_MM / mm)
}

/// Fill of the lion mark (the lion pieces' colour on the sheet's legend and cut-out page).
pub const LION_FILL: &str = "#FFFFFF";

/// Fill of the pack mark (the jackal pieces' colour on the sheet's legend and cut-out page).
pub const PACK_FILL: &str = "#444444";

/// True when the board's start position is drawn: the board has a `setup` and the game uses it
/// (`game.setup: board`).
pub fn drawn(v: &ValidatedBoard) -> bool {
    v.setup.is_some() && v.game.setup == crate::input::game_rules::SetupRule::Board
}

/// Where a disc of diameter `d` (board units) goes beside `label` in region `r`, `clear` from
/// the label's padded block: above it, else below, left or right of it, else diagonally off one
/// of its corners (top-left, top-right, bottom-left, bottom-right), the disc's bounding square
/// plus `gap` inside the region. The centre, or `None` when no place has room.
pub fn place(r: &RegionOut, label: &LabelBox, d: f64, gap: f64, clear: f64) -> Option<Point> {
    let [[x0, y0], [x1, y1]] = label.bounds();
    let c = label.centre;
    let h = d / 2.0 + clear;
    let candidates = [
        [c[0], y0 - h],
        [c[0], y1 + h],
        [x0 - h, c[1]],
        [x1 + h, c[1]],
        [x0 - h, y0 - h],
        [x1 + h, y0 - h],
        [x0 - h, y1 + h],
        [x1 + h, y1 + h],
    ];
    candidates.into_iter().find(|p| {
        let e = d / 2.0 + gap;
        box_in_region(
            [p[0] - e, p[1] - e],
            [p[0] + e, p[1] + e],
            &r.outline,
            &r.holes,
        )
    })
}

/// The centre and diameter of a mark for a piece of diameter `d` (board units) beside `label`:
/// at `d` where it fits ([`place`]), else the largest of `d` x 3/4, x 1/2, ... not below
/// [`MIN_MARK_MM`] that fits; `None` when none fits. `mm` is mm per board unit; the disc keeps
/// [`MARK_GAP_MM`] from the region's border and [`mark_clearance`] from the label.
fn fit_mark(r: &RegionOut, label: &LabelBox, d: f64, mm: f64) -> Option<(Point, f64)> {
    let min = MIN_MARK_MM / mm;
    let gap = MARK_GAP_MM / mm;
    let clear = mark_clearance(label, mm);
    let mut size = d;
    loop {
        if let Some(p) = place(r, label, size, gap, clear) {
            return Some((p, size));
        }
        if size <= min {
            return None;
        }
        size = (size * 0.75).max(min);
    }
}

/// Each label's font is set smaller, in steps of a factor 0.85, down to `min_font` (board units),
/// at most; how much smaller a label may get to make room for its region's start mark.
pub const ROOM_STEP: f64 = 0.85;

/// The labels `boxes` (in region order) with room made for the start marks: a label grows to
/// fill its region, so in a small or narrow region no mark fits beside it, not even at
/// [`MIN_MARK_MM`]; such a region's label (a starting lion's or the pack's) is set smaller, by
/// [`ROOM_STEP`] at a time down to `min_font` (board units), until its mark fits. A label the
/// mark fits beside, or that reaches `min_font` without room, is kept as it is (the legend's
/// "Start:" line still states the start). Labels keep their lines and centre; a smaller block
/// inside a region stays inside it. Unchanged when the start is not [`drawn`].
pub fn make_room(v: &ValidatedBoard, mut boxes: Vec<LabelBox>, min_font: f64) -> Vec<LabelBox> {
    let Some(setup) = v.setup.as_ref().filter(|_| drawn(v)) else {
        return boxes;
    };
    let mm = v.units.mm_per_unit();
    let diameter = |kind: &str| v.pieces.get(kind).map_or(0.0, |p| p.diameter);
    let starts = setup
        .lions
        .iter()
        .map(|id| (*id, diameter("lion")))
        .chain(setup.jackals.map(|id| (id, diameter("jackal"))));
    for (id, d) in starts {
        let Some(i) = v.regions.iter().position(|r| r.id == id) else {
            continue;
        };
        let (r, Some(b)) = (&v.regions[i], boxes.get(i)) else {
            continue;
        };
        if !(d.is_finite() && d > 0.0) || fit_mark(r, b, d, mm).is_some() {
            continue;
        }
        let mut font = b.font_size;
        while font > min_font {
            font = (font * ROOM_STEP).max(min_font);
            let smaller = LabelBox {
                size: crate::output::render::text::block_size(&b.lines, font),
                font_size: font,
                ..b.clone()
            };
            if fit_mark(r, &smaller, d, mm).is_some() {
                boxes[i] = smaller;
                break;
            }
        }
    }
    boxes
}

/// Where the start marks go, as discs `(centre, diameter)` in board units: the lions' marks in
/// the set-up's order, then the pack's; `boxes` are the regions' labels in region order. A mark
/// that fits nowhere is left out. Empty when the start is not [`drawn`].
pub fn mark_discs(v: &ValidatedBoard, boxes: &[LabelBox]) -> Vec<Disc> {
    let (lions, pack) = placed(v, boxes);
    lions.into_iter().chain(pack).collect()
}

/// A start mark's disc: its centre and diameter, board units.
pub type Disc = (Point, f64);

/// The lions' marks and the pack's (see [`mark_discs`]).
fn placed(v: &ValidatedBoard, boxes: &[LabelBox]) -> (Vec<Disc>, Option<Disc>) {
    let Some(setup) = v.setup.as_ref().filter(|_| drawn(v)) else {
        return (Vec::new(), None);
    };
    let mm = v.units.mm_per_unit();
    let find = |id: crate::ids::RegionId| {
        let i = v.regions.iter().position(|r| r.id == id)?;
        Some((&v.regions[i], boxes.get(i)?))
    };
    let diameter = |kind: &str| v.pieces.get(kind).map_or(0.0, |p| p.diameter);
    let lions = setup
        .lions
        .iter()
        .filter_map(|id| {
            let (r, b) = find(*id)?;
            fit_mark(r, b, diameter("lion"), mm)
        })
        .collect();
    let pack = setup.jackals.and_then(|id| {
        let (r, b) = find(id)?;
        fit_mark(r, b, diameter("jackal"), mm)
    });
    (lions, pack)
}

/// The start marks as an SVG group (`{id_prefix}start`) in board units; `boxes` are the regions'
/// labels in region order ([`crate::output::render::svg::labels`]). Empty when the start is not
/// [`drawn`].
pub fn marks(v: &ValidatedBoard, boxes: &[LabelBox], id_prefix: &str) -> Group {
    let mm = v.units.mm_per_unit();
    let u = 1.0 / mm;
    let mut g = Group::new()
        .set("id", format!("{id_prefix}start"))
        .set("stroke", "#000000")
        .set("stroke-width", num(0.35 * u));
    let (lions, pack) = placed(v, boxes);
    for (c, s) in lions {
        g = g.add(disc(c, s, LION_FILL).set("class", "start-lion").add(
            svg::node::element::Title::new(crate::i18n::tr!(
                v.lang.unwrap_or_default(),
                "sheet-start-lion"
            )),
        ));
    }
    {
        let n = v.pieces.get("jackal").map_or(0, |p| p.count);
        if let Some((c, s)) = pack {
            let fs = 0.5 * s;
            g = g.add(
                Group::new()
                    .set("class", "start-pack")
                    .add(svg::node::element::Title::new(crate::i18n::tr!(
                        v.lang.unwrap_or_default(),
                        "sheet-start-pack",
                        n = n
                    )))
                    .add(disc(c, s, PACK_FILL))
                    .add(
                        Text::new(n.to_string())
                            .set("x", num(c[0]))
                            .set("y", num(c[1] + 0.36 * fs))
                            .set("font-size", num(fs))
                            .set("font-family", crate::output::render::FONT_FAMILY_CSS)
                            .set("text-anchor", "middle")
                            .set("stroke", "none")
                            .set("fill", "#FFFFFF"),
                    ),
            );
        }
    }
    g
}

fn disc(c: Point, d: f64, fill: &str) -> Circle {
    Circle::new()
        .set("cx", num(c[0]))
        .set("cy", num(c[1]))
        .set("r", num(d / 2.0))
        .set("fill", fill)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(side: f64) -> RegionOut {
        let v: ValidatedBoard = serde_json::from_str(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/render/grid_2x2.json"
        )))
        .unwrap();
        let mut r = v.regions[0].clone();
        r.outline = vec![[0.0, 0.0], [side, 0.0], [side, side], [0.0, side]];
        r.holes.clear();
        r.label = [side / 2.0, side / 2.0];
        r
    }

    fn label(c: Point, w: f64, h: f64) -> LabelBox {
        LabelBox {
            lines: vec!["x".into()],
            font_size: 1.0,
            centre: c,
            size: [w, h],
            fits: true,
        }
    }

    #[test]
    fn a_mark_goes_above_the_label_when_there_is_room() {
        // A 50 mm square, a 20 x 10 label in the middle (block from y 20 to 30): a 10 mm disc
        // with a 1 mm gap sits above it, centre y = 20 - 5 - 1 = 14, its square 8..20 inside.
        let r = square(50.0);
        let b = label([25.0, 25.0], 20.0, 10.0);
        assert_eq!(place(&r, &b, 10.0, 1.0, 1.0), Some([25.0, 14.0]));
        // 3 mm clear of the label: centre y = 20 - 5 - 3 = 12.
        assert_eq!(place(&r, &b, 10.0, 1.0, 3.0), Some([25.0, 12.0]));
        // A 30 mm disc: above needs y from 20 - 32 = -12 (outside), below reaches 62: neither;
        // left needs x from 15 - 32 < 0: none fits.
        assert_eq!(place(&r, &b, 30.0, 1.0, 1.0), None);
    }

    #[test]
    fn a_mark_shrinks_to_fit_but_not_below_the_minimum() {
        // The label's font is 1 mm: its clearance is the least, 2.5 mm, and the border gap 1 mm,
        // so a disc of diameter d fits above the block (top at y 20) when 20 - d - 3.5 >= 0,
        // d <= 16.5 (below, left and right need as much from 30, 15 and 35 in a 50 mm square).
        // 30, 22.5 and 16.875 do not fit; 16.875 x 0.75 = 12.65625 does, centre y =
        // 20 - 12.65625 / 2 - 2.5.
        let r = square(50.0);
        let b = label([25.0, 25.0], 20.0, 10.0);
        assert_eq!(mark_clearance(&b, 1.0), 2.5);
        let (c, d) = fit_mark(&r, &b, 30.0, 1.0).unwrap();
        assert!((d - 12.65625).abs() < 1e-9, "{d}");
        assert!((c[1] - (20.0 - 12.65625 / 2.0 - 2.5)).abs() < 1e-9, "{c:?}");
        // A label of 8 mm type keeps its marks half its em away: 4 mm.
        let big = LabelBox {
            font_size: 8.0,
            ..b.clone()
        };
        assert_eq!(mark_clearance(&big, 1.0), 4.0);
        // A 6 mm square with a label filling it: nothing fits, not even 4 mm.
        let r = square(6.0);
        let b = label([3.0, 3.0], 6.0, 6.0);
        assert_eq!(fit_mark(&r, &b, 30.0, 1.0), None);
    }
}
