//! The pages of pieces to cut out: the discs of every kind at true size, laid out in shelves, and
//! a cutting template for a disc too large for the paper.

use super::draw::*;
use super::tiled::footer;
use crate::output::render::num;
use crate::output::render::tile::{FOOTER_MM, TilePlan};
use crate::validated::ValidatedBoard;
use svg::node::element::{Circle, Group};

/// One page of cut-out pieces ([`cutout_layout`]).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct CutoutPage {
    /// Printed on the paper turned a quarter (portrait for a landscape plan and the other way):
    /// the discs of a kind too large for the plan's orientation that fit this way round.
    pub(crate) turned: bool,
    /// The whole discs: `(kind index, centre [x, y] in design mm, diameter mm)`.
    pub(crate) discs: Vec<(usize, [f64; 2], f64)>,
    /// A kind too large for the page either way round: its cutting template.
    pub(crate) template: Option<Template>,
}

/// A cutting template for discs too large for the paper: a sector of the disc (a quarter, an
/// eighth, …) traced `parts` times around its corner, the disc's centre; or, when even the
/// radius is longer than the page, no drawing: the page says how to draw the disc with a
/// string (`parts` is 0).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Template {
    /// Index of the piece kind.
    pub(crate) kind: usize,
    /// The disc's diameter, mm.
    pub(crate) diameter: f64,
    /// How many copies of the sector make the disc: 4, 8, 16 or 32; 0 for none that fits.
    pub(crate) parts: u32,
}

/// Gap between cut-out discs, mm.
const CUTOUT_GAP_MM: f64 = 3.0;

/// Height of a pieces page's heading, mm (the discs start below it).
const CUTOUT_HEADING_MM: f64 = 12.0;

/// Height kept for a cutting template's note, mm (five lines at 3.4 mm); the template is drawn
/// under it.
const TEMPLATE_NOTE_MM: f64 = 25.0;

/// The content box of a pieces page, `(x0, y0, x1, y1)` in design mm, on the plan's paper or on
/// it turned a quarter (`turned`).
fn cutout_area(plan: &TilePlan, turned: bool) -> (f64, f64, f64, f64) {
    let [cx, cy] = plan.options.scale_correction;
    let [pw, ph] = plan.paper_mm;
    let (cx, cy, pw, ph) = if turned {
        (cy, cx, ph, pw)
    } else {
        (cx, cy, pw, ph)
    };
    let (mx, my) = (plan.options.margin_mm / cx, plan.options.margin_mm / cy);
    (
        mx,
        my + CUTOUT_HEADING_MM,
        pw / cx - mx,
        ph / cy - my - FOOTER_MM / cy,
    )
}

/// Where the cut-out pieces go, page by page: every piece of every kind is printed.
///
/// Discs that fit the page are packed in rows (shelves), left to right and top to bottom, each
/// kind starting a new row, several kinds sharing a page. A kind whose discs do not fit the
/// page but fit it turned a quarter goes on turned pages after them, packed the same way. A
/// kind too large for the paper either way gets a page with its cutting template
/// ([`Template`]): the widest sector of the disc (a quarter, an eighth, … up to a 32nd) that
/// fits the page, to trace around its corner; or, when even the disc's radius is longer than the
/// page, a page saying how to draw it with a string.
pub(crate) fn cutout_layout(v: &ValidatedBoard, plan: &TilePlan) -> Vec<CutoutPage> {
    let mm = v.units.mm_per_unit();
    let fits = |d: f64, turned: bool| {
        let (x0, y0, x1, y1) = cutout_area(plan, turned);
        d <= x1 - x0 && d <= y1 - y0
    };
    let kinds: Vec<(usize, f64, u32)> = v
        .pieces
        .iter()
        .enumerate()
        .map(|(k, (_, p))| (k, p.diameter * mm, p.count))
        .filter(|&(_, d, _)| d.is_finite() && d > 0.0)
        .collect();
    let flat: Vec<(usize, f64, u32)> = kinds
        .iter()
        .copied()
        .filter(|&(_, d, _)| fits(d, false))
        .collect();
    let turned: Vec<(usize, f64, u32)> = kinds
        .iter()
        .copied()
        .filter(|&(_, d, _)| !fits(d, false) && fits(d, true))
        .collect();
    let mut pages = shelves(&flat, cutout_area(plan, false), false);
    if !turned.is_empty() {
        pages.extend(shelves(&turned, cutout_area(plan, true), true));
    }
    for &(kind, d, count) in &kinds {
        if count == 0 || fits(d, false) || fits(d, true) {
            continue;
        }
        let (x0, y0, x1, y1) = cutout_area(plan, false);
        let y0 = y0 + TEMPLATE_NOTE_MM;
        let (long, short) = ((x1 - x0).max(y1 - y0), (x1 - x0).min(y1 - y0));
        let r = d / 2.0;
        // A sector of angle θ ≤ 90° with one edge along the longer side spans r by r·sin θ.
        let parts = [4u32, 8, 16, 32]
            .into_iter()
            .find(|&k| {
                let t = 2.0 * std::f64::consts::PI / f64::from(k);
                r <= long && r * libm::sin(t) <= short
            })
            .unwrap_or(0);
        pages.push(CutoutPage {
            turned: false,
            discs: Vec::new(),
            template: Some(Template {
                kind,
                diameter: d,
                parts,
            }),
        });
    }
    pages
}

/// Whole discs packed in rows on pages of the content box `(x0, y0, x1, y1)`: `kinds` as
/// `(kind index, diameter mm, count)`, each fitting the box. The first page is made even when
/// there is nothing to pack (the pieces page of a board without pieces).
fn shelves(
    kinds: &[(usize, f64, u32)],
    area: (f64, f64, f64, f64),
    turned: bool,
) -> Vec<CutoutPage> {
    let (x0, y0, x1, y1) = area;
    let gap = CUTOUT_GAP_MM;
    let page = || CutoutPage {
        turned,
        discs: Vec::new(),
        template: None,
    };
    let mut pages: Vec<CutoutPage> = vec![page()];
    let (mut x, mut y, mut row_h) = (x0, y0, 0.0f64);
    for &(k, d, count) in kinds {
        // Each kind starts on a new row.
        if x > x0 {
            x = x0;
            y += row_h + gap;
            row_h = 0.0;
        }
        for _ in 0..count {
            if x + d > x1 {
                x = x0;
                y += row_h + gap;
                row_h = 0.0;
            }
            if y + d > y1 {
                pages.push(page());
                x = x0;
                y = y0;
                row_h = 0.0;
            }
            if let Some(p) = pages.last_mut() {
                p.discs.push((k, [x + d / 2.0, y + d / 2.0], d));
            }
            x += d + gap;
            row_h = row_h.max(d);
        }
    }
    pages
}

/// The paper of a pieces page, mm: the plan's, turned a quarter for a turned page.
pub(crate) fn cutout_paper(plan: &TilePlan, page: &CutoutPage) -> [f64; 2] {
    let [w, h] = plan.paper_mm;
    if page.turned { [h, w] } else { [w, h] }
}

pub(crate) fn cutout_page(ctx: &Ctx, n: usize) -> String {
    let layout = cutout_layout(ctx.v, ctx.plan);
    let Some(page) = layout.get(n) else {
        return String::new();
    };
    // A turned page: the same paper a quarter round (and its scale correction with it).
    let mut turned_plan = ctx.plan.clone();
    if page.turned {
        turned_plan.paper_mm = cutout_paper(ctx.plan, page);
        let [cx, cy] = turned_plan.options.scale_correction;
        turned_plan.options.scale_correction = [cy, cx];
    }
    let turned_ctx = Ctx {
        plan: &turned_plan,
        ..*ctx
    };
    let ctx = &turned_ctx;
    let [mx, my] = ctx.margin();
    let kinds: Vec<&str> = ctx.v.pieces.iter().map(|(k, _)| k).collect();
    let mut g = Group::new().set("id", "cutouts");
    let heading = match page.template {
        Some(_) => "Pieces: a cutting template",
        None => "Pieces: cut along the outlines",
    };
    g = g.add(text(mx, my + 6.0, 5.0, heading).set("fill", "#000000"));
    for &(k, c, d) in &page.discs {
        let (fill, ink) = match k {
            0 => ("#FFFFFF", "#000000"),
            1 => ("#444444", "#FFFFFF"),
            _ => (crate::output::render::colour::fill(k), "#000000"),
        };
        g = g.add(
            Circle::new()
                .set("cx", num(c[0]))
                .set("cy", num(c[1]))
                .set("r", num(d / 2.0))
                .set("fill", fill)
                .set("stroke", "#000000")
                .set("stroke-width", "0.3"),
        );
        let initial: String = kinds
            .get(k)
            .and_then(|s| s.chars().next())
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        let fs = d * 0.5;
        g = g.add(
            text(c[0], c[1] + 0.36 * fs, fs, &initial)
                .set("text-anchor", "middle")
                .set("fill", ink),
        );
    }
    if let Some(t) = page.template {
        g = g.add(template_drawing(
            ctx,
            &t,
            kinds.get(t.kind).copied().unwrap_or("piece"),
        ));
    }
    let content = Group::new().add(g).add(footer(ctx, "Pieces", None));
    document(ctx, &format!("{} · pieces", ctx.board_name()), content)
}

/// A cutting template's drawing and note (see [`Template`]).
fn template_drawing(ctx: &Ctx, t: &Template, kind: &str) -> Group {
    let v = ctx.v;
    let count = v.pieces.get(kind).map_or(0, |p| p.count);
    let (x0, y0, x1, y1) = cutout_area(ctx.plan, false);
    let r = t.diameter / 2.0;
    let many = crate::output::render::in_play::plural(kind, count as usize);
    let size =
        crate::output::render::plan::length_text(t.diameter / v.units.mm_per_unit(), v.units);
    let what = format!(
        "The {many} are discs {} mm across ({size}): too large for this paper.",
        num((t.diameter * 10.0).round() / 10.0)
    );
    let mut g = Group::new()
        .set("id", "cutout-template")
        .set("fill", "#000000");
    let note = if t.parts == 0 {
        format!(
            "{what} Draw each of the {count} with a string {} long pinned at its centre, \
             or print the pieces on larger paper.",
            crate::output::render::plan::length_text(r / v.units.mm_per_unit(), v.units)
        )
    } else {
        let part = match t.parts {
            4 => "quarter".to_string(),
            k => format!("1/{k}"),
        };
        format!(
            "{what} Cut this {part} of a disc out of card; on the pieces' material trace around it \
             {} times about its corner (the disc's centre), turning it edge to edge, to draw one \
             disc; make {count}.",
            t.parts
        )
    };
    for (i, l) in wrap(&note, 3.4, x1 - x0).iter().enumerate() {
        g = g.add(text(x0, y0 + 3.4 + i as f64 * 3.4 * 1.35, 3.4, l));
    }
    if t.parts > 0 {
        // The sector's corner at the top-left of the page under the note; its straight edge
        // along the longer side of what is left.
        let top = y0 + TEMPLATE_NOTE_MM;
        let theta = 2.0 * std::f64::consts::PI / f64::from(t.parts);
        let (s, c) = (libm::sin(theta), libm::cos(theta));
        let along_x = x1 - x0 >= y1 - top;
        let (p1, p2, sweep) = if along_x {
            ([x0 + r, top], [x0 + r * c, top + r * s], 1)
        } else {
            ([x0, top + r], [x0 + r * s, top + r * c], 0)
        };
        let d = format!(
            "M{} {}L{} {}A{} {} 0 0 {} {} {}Z",
            num(x0),
            num(top),
            num(p1[0]),
            num(p1[1]),
            num(r),
            num(r),
            sweep,
            num(p2[0]),
            num(p2[1])
        );
        g = g.add(
            svg::node::element::Path::new()
                .set("d", d)
                .set("fill", "#FFFFFF")
                .set("stroke", "#000000")
                .set("stroke-width", "0.3"),
        );
        g = g.add(
            Circle::new()
                .set("cx", num(x0))
                .set("cy", num(top))
                .set("r", "1")
                .set("fill", "#000000"),
        );
    }
    g
}
