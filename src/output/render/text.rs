//! Text on the sheet: widths from the shipped font's metrics, and region labels sized to fit
//! inside their regions.

use crate::fonts::isolate;
use crate::validated::{Point, RegionOut, ValidatedBoard};

/// Line height as a multiple of the font size.
pub const LINE_HEIGHT_EM: f64 = 1.2;

/// Distance from the middle of a line box down to the baseline, in em: half DejaVu Sans's cap
/// height (0.729 em), so capitals and digits sit centred on the line.
pub const BASELINE_DROP_EM: f64 = 0.36;

/// Extra width allowed for shaping (kerning and rounding in renderers), as a factor on the summed
/// advance widths.
pub const WIDTH_SLACK: f64 = 1.04;

/// Clear space kept around a label's text block, in em, on every side.
pub const LABEL_PAD_EM: f64 = 0.25;

/// The width of `s` at a font size of 1 (so in em), set in the shipped fonts: see
/// [`crate::fonts::width_em`] (advance widths without kerning; a character no font has
/// counts 0.6 em).
///
/// ```
/// let w = savanna::output::render::text::width_em("Oasis");
/// assert!(w > 2.0 && w < 3.5);
/// ```
pub fn width_em(s: &str) -> f64 {
    crate::fonts::width_em(s)
}

/// One region's label, laid out.
#[derive(Debug, Clone, PartialEq)]
pub struct LabelBox {
    /// The text lines, top to bottom.
    pub lines: Vec<String>,
    /// Font size in board units.
    pub font_size: f64,
    /// Centre of the text block (the region's label point), board units.
    pub centre: Point,
    /// Width and height of the text block including [`LABEL_PAD_EM`], board units.
    pub size: [f64; 2],
    /// True when the padded block lies inside the region (outside its holes); false when even the
    /// smallest allowed size does not fit (the label is then drawn at that size anyway).
    pub fits: bool,
}

impl LabelBox {
    /// The baseline `y` of line `i`.
    pub fn baseline(&self, i: usize) -> f64 {
        let n = self.lines.len() as f64;
        let lh = LINE_HEIGHT_EM * self.font_size;
        let top = self.centre[1] - n * lh / 2.0;
        top + (i as f64 + 0.5) * lh + BASELINE_DROP_EM * self.font_size
    }

    /// The padded block as `[[min_x, min_y], [max_x, max_y]]`.
    pub fn bounds(&self) -> [Point; 2] {
        let [w, h] = self.size;
        [
            [self.centre[0] - w / 2.0, self.centre[1] - h / 2.0],
            [self.centre[0] + w / 2.0, self.centre[1] + h / 2.0],
        ]
    }
}

/// The region's title: its name, or `#` and its id (`#4`), so that an id is not read as a count.
/// A name with right-to-left letters comes in a bidi isolate ([`isolate`]), so that it does not
/// reorder the words set after it on the same line.
pub fn title(r: &RegionOut) -> String {
    r.name
        .as_deref()
        .map_or_else(|| format!("#{}", r.id), isolate)
}

/// The capacity phrases of a region as printed, e.g. `["2 lions", "7 jackals"]` or `["all"]`:
/// what matters in play ([`crate::output::render::in_play::capacity_phrases`]).
pub fn capacity_phrases(v: &ValidatedBoard, r: &RegionOut) -> Vec<String> {
    crate::output::render::in_play::capacity_phrases(v, r)
}

/// The candidate line breakings of a region's label, widest first: everything on one line
/// (`Oasis · 2 lions · 7 jackals`), title over capacities, title over one capacity per line.
pub fn candidate_layouts(v: &ValidatedBoard, r: &RegionOut) -> Vec<Vec<String>> {
    let t = title(r);
    let caps = capacity_phrases(v, r);
    if caps.is_empty() {
        return vec![vec![t]];
    }
    let mut one = vec![t.clone()];
    one.extend(caps.iter().cloned());
    let mut out = vec![vec![one.join(" · ")], vec![t.clone(), caps.join(" · ")]];
    if caps.len() > 1 {
        let mut per = vec![t];
        per.extend(caps);
        out.push(per);
    }
    out
}

/// Even-odd point-in-ring test (ray casting to +x; W. R. Franklin's PNPOLY). Points on the
/// boundary may go either way; callers never depend on them.
pub fn point_in_ring(p: Point, ring: &[Point]) -> bool {
    let n = ring.len();
    let mut inside = false;
    for i in 0..n {
        let a = ring[i];
        let b = ring[(i + 1) % n];
        if (a[1] > p[1]) != (b[1] > p[1])
            && p[0] < a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0])
        {
            inside = !inside;
        }
    }
    inside
}

/// True when segment `a`–`b` passes through the open box `(lo, hi)`: the part of the segment
/// inside the closed box (Liang–Barsky clipping) has its midpoint strictly inside. A segment
/// that only touches the box's border does not count.
fn segment_enters_box(a: Point, b: Point, lo: Point, hi: Point) -> bool {
    let d = [b[0] - a[0], b[1] - a[1]];
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for k in 0..2 {
        for (p, q) in [(-d[k], a[k] - lo[k]), (d[k], hi[k] - a[k])] {
            if p == 0.0 {
                if q < 0.0 {
                    return false;
                }
            } else {
                let r = q / p;
                if p < 0.0 {
                    t0 = t0.max(r);
                } else {
                    t1 = t1.min(r);
                }
            }
        }
    }
    if t0 >= t1 {
        return false;
    }
    let t = 0.5 * (t0 + t1);
    let m = [a[0] + t * d[0], a[1] + t * d[1]];
    m[0] > lo[0] && m[0] < hi[0] && m[1] > lo[1] && m[1] < hi[1]
}

/// True when the box `[lo, hi]` lies in the region bounded by `outline` less its `holes`: its
/// centre is inside (even-odd) and no edge of any ring passes through the box's interior
/// (touching its border is allowed). Any non-finite coordinate gives false.
pub fn box_in_region(lo: Point, hi: Point, outline: &[Point], holes: &[Vec<Point>]) -> bool {
    let finite = |p: &Point| p[0].is_finite() && p[1].is_finite();
    if !(finite(&lo) && finite(&hi) && lo[0] < hi[0] && lo[1] < hi[1]) || outline.len() < 3 {
        return false;
    }
    if !outline.iter().chain(holes.iter().flatten()).all(finite) {
        return false;
    }
    let c = [(lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0];
    if !point_in_ring(c, outline) || holes.iter().any(|h| point_in_ring(c, h)) {
        return false;
    }
    std::iter::once(outline)
        .chain(holes.iter().map(Vec::as_slice))
        .all(|ring| {
            (0..ring.len())
                .all(|i| !segment_enters_box(ring[i], ring[(i + 1) % ring.len()], lo, hi))
        })
}

/// The padded block of `lines` at font size `font`: `[width, height]`, board units.
pub(crate) fn block_size(lines: &[String], font: f64) -> [f64; 2] {
    let w = lines.iter().map(|l| width_em(l)).fold(0.0, f64::max) * WIDTH_SLACK;
    let h = lines.len() as f64 * LINE_HEIGHT_EM;
    [
        (w + 2.0 * LABEL_PAD_EM) * font,
        (h + 2.0 * LABEL_PAD_EM) * font,
    ]
}

fn fits(r: &RegionOut, centre: Point, size: [f64; 2]) -> bool {
    let [w, h] = size;
    let lo = [centre[0] - w / 2.0, centre[1] - h / 2.0];
    let hi = [centre[0] + w / 2.0, centre[1] + h / 2.0];
    box_in_region(lo, hi, &r.outline, &r.holes)
}

/// Lays out region `r`'s label at its label point: among [`candidate_layouts`], the one that fits
/// at the largest font size in `[min_font, max_font]` (board units; found by bisection, 24 steps)
/// wins; ties go to the earlier (wider) layout. When nothing fits at `min_font` the two-line
/// layout is used at `min_font` and [`LabelBox::fits`] is false.
pub fn layout_label(v: &ValidatedBoard, r: &RegionOut, min_font: f64, max_font: f64) -> LabelBox {
    layout_label_from(r, candidate_layouts(v, r), min_font, max_font)
}

/// As [`layout_label`], choosing among the line breakings `layouts` (widest first; at least one)
/// instead of [`candidate_layouts`]: e.g. the title alone, for a region too small for its
/// capacities.
pub fn layout_label_from(
    r: &RegionOut,
    layouts: Vec<Vec<String>>,
    min_font: f64,
    max_font: f64,
) -> LabelBox {
    let layouts = if layouts.is_empty() {
        vec![vec![String::new()]]
    } else {
        layouts
    };
    let centre = r.label;
    let min_font = if min_font.is_finite() && min_font > 0.0 {
        min_font
    } else {
        1.0
    };
    let max_font = if max_font.is_finite() && max_font > min_font {
        max_font
    } else {
        min_font
    };
    let mut best: Option<LabelBox> = None;
    for lines in layouts.iter().cloned() {
        if !fits(r, centre, block_size(&lines, min_font)) {
            continue;
        }
        let size = if fits(r, centre, block_size(&lines, max_font)) {
            max_font
        } else {
            let (mut lo, mut hi) = (min_font, max_font);
            for _ in 0..24 {
                let mid = 0.5 * (lo + hi);
                if fits(r, centre, block_size(&lines, mid)) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            lo
        };
        if best
            .as_ref()
            .is_none_or(|b| size > b.font_size * (1.0 + 1e-9))
        {
            best = Some(LabelBox {
                size: block_size(&lines, size),
                lines,
                font_size: size,
                centre,
                fits: true,
            });
        }
    }
    best.unwrap_or_else(|| {
        let mut c = layouts;
        let lines = if c.len() > 1 {
            c.swap_remove(1)
        } else {
            c.swap_remove(0)
        };
        LabelBox {
            size: block_size(&lines, min_font),
            lines,
            font_size: min_font,
            centre,
            fits: false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const L: [Point; 6] = [
        [0.0, 0.0],
        [10.0, 0.0],
        [10.0, 4.0],
        [4.0, 4.0],
        [4.0, 10.0],
        [0.0, 10.0],
    ];

    #[test]
    fn boxes_in_an_l() {
        assert!(box_in_region([0.5, 0.5], [3.5, 9.5], &L, &[]));
        assert!(
            box_in_region([0.0, 0.0], [10.0, 4.0], &L, &[]),
            "touching the border is allowed"
        );
        assert!(
            !box_in_region([3.0, 3.0], [5.0, 5.0], &L, &[]),
            "crosses the inner corner"
        );
        assert!(
            !box_in_region([5.0, 5.0], [6.0, 6.0], &L, &[]),
            "in the notch"
        );
        assert!(!box_in_region([1.0, 1.0], [1.0, 2.0], &L, &[]), "empty box");
    }

    #[test]
    fn holes_and_bad_input() {
        let sq = [[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]];
        let hole = vec![[4.0, 4.0], [6.0, 4.0], [6.0, 6.0], [4.0, 6.0]];
        assert!(box_in_region(
            [1.0, 1.0],
            [3.0, 9.0],
            &sq,
            std::slice::from_ref(&hole)
        ));
        assert!(
            !box_in_region([3.0, 3.0], [7.0, 7.0], &sq, std::slice::from_ref(&hole)),
            "around the hole"
        );
        assert!(
            !box_in_region([4.5, 4.5], [5.5, 5.5], &sq, &[hole]),
            "in the hole"
        );
        assert!(!box_in_region(
            [1.0, 1.0],
            [2.0, 2.0],
            &[[0.0, 0.0], [f64::NAN, 0.0], [0.0, 5.0]],
            &[]
        ));
        assert!(!box_in_region([1.0, 1.0], [2.0, 2.0], &sq[..2], &[]));
    }
}
