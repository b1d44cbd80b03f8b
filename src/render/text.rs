//! Text on the sheet: widths from the shipped font's metrics, and region labels sized to fit
//! inside their regions.

use crate::render::FONT_DEJAVU_SANS;
use crate::validated::{Point, RegionOut, ValidatedBoard};
use geo::{Contains, Coord, LineString, Polygon, Rect};
use std::sync::OnceLock;

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

/// Advance widths of the shipped font (DejaVu Sans), in em.
struct Advances {
    upem: f64,
    face: Option<ttf_parser::Face<'static>>,
}

fn advances() -> &'static Advances {
    static A: OnceLock<Advances> = OnceLock::new();
    A.get_or_init(|| {
        let face = ttf_parser::Face::parse(FONT_DEJAVU_SANS, 0).ok();
        let upem = face
            .as_ref()
            .map(|f| f.units_per_em() as f64)
            .unwrap_or(2048.0);
        Advances { upem, face }
    })
}

/// The width of `s` set in DejaVu Sans at a font size of 1 (so in em): the sum of the glyphs'
/// horizontal advances, without kerning; characters missing from the font count as 0.6 em.
///
/// ```
/// let w = savanna::render::text::width_em("Oasis");
/// assert!(w > 2.0 && w < 3.5);
/// ```
pub fn width_em(s: &str) -> f64 {
    let a = advances();
    s.chars()
        .map(|c| {
            a.face
                .as_ref()
                .and_then(|f| f.glyph_index(c).and_then(|g| f.glyph_hor_advance(g)))
                .map(|adv| adv as f64 / a.upem)
                .unwrap_or(0.6)
        })
        .sum()
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

/// "lion" → "lions" for counts other than 1 (an `s` is appended; kinds are free-form names).
pub fn plural(kind: &str, n: usize) -> String {
    if n == 1 {
        kind.to_string()
    } else {
        format!("{kind}s")
    }
}

/// The region's title: its name, or `#` and its id (`#4`), so that an id is not read as a count.
pub fn title(r: &RegionOut) -> String {
    r.name.clone().unwrap_or_else(|| format!("#{}", r.id))
}

/// The capacity phrases of a region in the board's piece order, e.g. `["2 lions", "7 jackals"]`.
pub fn capacity_phrases(v: &ValidatedBoard, r: &RegionOut) -> Vec<String> {
    let mut kinds: Vec<&str> = v.pieces.iter().map(|(k, _)| k).collect();
    for (k, _) in r.capacity.iter() {
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    kinds
        .into_iter()
        .filter_map(|k| r.capacity.get(k).map(|&n| format!("{n} {}", plural(k, n))))
        .collect()
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

/// The region as a geo polygon (board units).
pub fn region_polygon(r: &RegionOut) -> Polygon<f64> {
    let ring =
        |pts: &[Point]| LineString::from(pts.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>());
    Polygon::new(ring(&r.outline), r.holes.iter().map(|h| ring(h)).collect())
}

fn block_size(lines: &[String], font: f64) -> [f64; 2] {
    let w = lines.iter().map(|l| width_em(l)).fold(0.0, f64::max) * WIDTH_SLACK;
    let h = lines.len() as f64 * LINE_HEIGHT_EM;
    [
        (w + 2.0 * LABEL_PAD_EM) * font,
        (h + 2.0 * LABEL_PAD_EM) * font,
    ]
}

fn fits(poly: &Polygon<f64>, centre: Point, size: [f64; 2]) -> bool {
    let [w, h] = size;
    if !(w.is_finite() && h.is_finite()) {
        return false;
    }
    let rect = Rect::new(
        Coord {
            x: centre[0] - w / 2.0,
            y: centre[1] - h / 2.0,
        },
        Coord {
            x: centre[0] + w / 2.0,
            y: centre[1] + h / 2.0,
        },
    );
    poly.contains(&rect)
}

/// Lays out region `r`'s label at its label point: among [`candidate_layouts`], the one that fits
/// at the largest font size in `[min_font, max_font]` (board units; found by bisection, 24 steps)
/// wins; ties go to the earlier (wider) layout. When nothing fits at `min_font` the two-line
/// layout is used at `min_font` and [`LabelBox::fits`] is false.
pub fn layout_label(v: &ValidatedBoard, r: &RegionOut, min_font: f64, max_font: f64) -> LabelBox {
    let poly = region_polygon(r);
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
    for lines in candidate_layouts(v, r) {
        if !fits(&poly, centre, block_size(&lines, min_font)) {
            continue;
        }
        let size = if fits(&poly, centre, block_size(&lines, max_font)) {
            max_font
        } else {
            let (mut lo, mut hi) = (min_font, max_font);
            for _ in 0..24 {
                let mid = 0.5 * (lo + hi);
                if fits(&poly, centre, block_size(&lines, mid)) {
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
        let mut c = candidate_layouts(v, r);
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
