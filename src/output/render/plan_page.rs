//! The pages of a layout plan: the scale drawing with its dimension list, the rules page and
//! the pieces at true size (the dimensions themselves are measured in [`super::plan`]).

use super::cover::legend_lines;
use super::cutout::{CutoutPage, cutout_layout, cutout_page, cutout_paper};
use super::draw::{Ctx, Page, PageKind, PageOptions, Pages, document, rect, text, wrap};
use super::plan::*;
use super::tiled::footer;
use crate::output::render::paper::Orientation;
use crate::output::render::svg::{SvgOptions, board_bounds, board_layer};
use crate::output::render::text::{point_in_ring, title, width_em};
use crate::output::render::tile::{TileOptions, TilePlan, plan as tile_plan};
use crate::output::render::{OptionsError, in_play, num};
use crate::units::Units;
use crate::validated::{Point, ValidatedBoard};
use svg::node::element::{Circle, Group};

pub(super) fn list_lines(
    v: &ValidatedBoard,
    r: &Reference,
    lines: &[PlanLine],
    width: f64,
) -> Vec<ListLine> {
    let mut out: Vec<ListLine> = Vec::new();
    for para in instructions(v, r) {
        for (i, l) in wrap(&para, LIST_FONT_MM, width - 4.0)
            .into_iter()
            .enumerate()
        {
            let indent = if i == 0 {
                0.0
            } else {
                width_em("1. ") * LIST_FONT_MM
            };
            out.push((l, LIST_FONT_MM, indent));
        }
    }
    out.push((String::new(), LIST_FONT_MM, 0.0));
    out.push((
        format!("Lines (distances in {}):", v.units.as_str()),
        3.6,
        0.0,
    ));
    for l in lines {
        for (i, t) in wrap(&dimension_text(l, r, v.units), LIST_FONT_MM, width - 6.0)
            .into_iter()
            .enumerate()
        {
            out.push(if i == 0 {
                (format!("• {t}"), LIST_FONT_MM, 0.0)
            } else {
                (t, LIST_FONT_MM, width_em("• ") * LIST_FONT_MM)
            });
        }
    }
    if lines.is_empty() {
        out.push(("(no lines inside the frame)".to_string(), LIST_FONT_MM, 0.0));
    }
    out
}

/// How a plan is laid out on its paper.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanLayout {
    /// The page geometry (one tile: paper, orientation, margins, content area).
    pub page: TilePlan,
    /// The scale is `1:scale`.
    pub scale: u64,
    /// Height of the drawing's box on the first page, design mm (drawing plus its padding).
    pub drawing_box_mm: f64,
}

/// Chooses the orientation and scale of a plan: on each allowed orientation, the drawing gets the
/// content area less the heading, the scale bar and the list (at least half the content height);
/// the orientation with the larger scale (smaller `n`) wins, ties going to the board's shape.
///
/// # Errors
/// The tiling's message when the paper options are unusable; a message when no standard scale
/// fits.
pub fn layout(v: &ValidatedBoard, opts: &TileOptions) -> Result<PlanLayout, OptionsError> {
    let mm = v.units.mm_per_unit();
    let extent = board_bounds(v).size().map(|x| x * mm);
    let r = Reference::of(v);
    let lines = plan_lines(v);
    let orients = match opts.orientation {
        Some(o) => vec![o],
        None if extent[0] > extent[1] => vec![Orientation::Landscape, Orientation::Portrait],
        None => vec![Orientation::Portrait, Orientation::Landscape],
    };
    let mut best: Option<PlanLayout> = None;
    let mut err = OptionsError::NoScaleFits;
    for o in orients {
        let page = match tile_plan(
            [1.0, 1.0],
            &TileOptions {
                orientation: Some(o),
                ..opts.clone()
            },
        ) {
            Ok(p) => p,
            Err(e) => {
                err = e;
                continue;
            }
        };
        let [cw, ch] = page.content_mm;
        let text_h = list_lines(v, &r, &lines, cw).len() as f64 * LIST_LEAD_MM;
        let box_h = (ch - HEADER_MM - SCALE_BAR_MM - text_h).max(MIN_DRAWING_SHARE * ch);
        let area = [cw - 2.0 * DRAWING_PAD_MM, box_h - 2.0 * DRAWING_PAD_MM];
        let Some(scale) = choose_scale(extent, area) else {
            continue;
        };
        if best.as_ref().is_some_and(|b| b.scale <= scale) {
            continue;
        }
        // The box shrinks to the drawing at that scale, so the list starts right under it.
        let drawing_h = extent[1] / scale as f64 + 2.0 * DRAWING_PAD_MM;
        best = Some(PlanLayout {
            page,
            scale,
            drawing_box_mm: box_h.min(drawing_h),
        });
    }
    best.ok_or(err)
}

/// Unit vector of `v`, or `[0, -1]` (up) for a zero vector.
pub(super) fn unit(v: Point) -> Point {
    let l = libm::hypot(v[0], v[1]);
    if l > 0.0 && l.is_finite() {
        [v[0] / l, v[1] / l]
    } else {
        [0.0, -1.0]
    }
}

/// The outward direction at an end, for its number bubble: away from the field across the edge
/// (or the corner), or onward along the line for an end inside.
pub(super) fn outward(p: &EndPlace, at: Point, other: Point, r: &Reference) -> Point {
    let centre = {
        let n = r.corners.len().max(1) as f64;
        let s = r
            .corners
            .iter()
            .fold([0.0, 0.0], |s, c| [s[0] + c[0], s[1] + c[1]]);
        [s[0] / n, s[1] / n]
    };
    match p {
        EndPlace::Corner(c) => {
            let c = r.corners[*c];
            unit([c[0] - centre[0], c[1] - centre[1]])
        }
        EndPlace::Edge { edge, .. } => {
            let (a, b) = r.edge(*edge);
            let nrm = unit([b[1] - a[1], a[0] - b[0]]);
            // Of the two normals, the one pointing out of the field.
            let probe = [
                at[0] + nrm[0] * 1e-3 * r.diagonal(),
                at[1] + nrm[1] * 1e-3 * r.diagonal(),
            ];
            if point_in_ring(probe, &r.corners) {
                [-nrm[0], -nrm[1]]
            } else {
                nrm
            }
        }
        EndPlace::Inside { .. } => unit([at[0] - other[0], at[1] - other[1]]),
    }
}

/// A scale bar of a round length (1, 2 or 5 times a power of ten board units) between 30 and 75
/// mm on the page, in two halves, labelled.
pub(super) fn scale_bar(x: f64, y: f64, units: Units, paper_per_unit: f64, scale: u64) -> Group {
    let mut len = 1e-9;
    'find: for e in -9..=12 {
        for m in [1.0, 2.0, 5.0] {
            let l = m * 10f64.powi(e);
            if l * paper_per_unit >= 30.0 {
                len = l;
                break 'find;
            }
        }
    }
    let w = len * paper_per_unit;
    let mut g = Group::new().set("id", "scale-bar").set("fill", "#000000");
    g = g.add(
        rect(x, y, w / 2.0, 2.0)
            .set("stroke", "#000000")
            .set("stroke-width", "0.2"),
    );
    g = g.add(
        rect(x + w / 2.0, y, w / 2.0, 2.0)
            .set("fill", "#FFFFFF")
            .set("stroke", "#000000")
            .set("stroke-width", "0.2"),
    );
    let fmt = |v: f64| {
        let s = format!("{v:.6}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    };
    g = g.add(text(x, y + 5.5, 2.8, "0").set("text-anchor", "middle"));
    g = g.add(text(x + w / 2.0, y + 5.5, 2.8, &fmt(len / 2.0)).set("text-anchor", "middle"));
    g = g.add(
        text(
            x + w,
            y + 5.5,
            2.8,
            &format!("{} {}", fmt(len), units.as_str()),
        )
        .set("text-anchor", "middle"),
    );
    g.add(text(
        x + w + 10.0,
        y + 2.2,
        3.2,
        &format!("scale 1:{scale}"),
    ))
}

/// The drawing of the board at `1:scale` with its line numbers, pegs and corner names, placed in
/// the box `(x, y, w, h)` (design mm, the padding inside); returns the group and the drawing's
/// bottom edge.
pub(super) fn drawing(
    v: &ValidatedBoard,
    opts: &SvgOptions,
    lines: &[PlanLine],
    r: &Reference,
    scale: u64,
    bx: [f64; 4],
) -> (Group, f64) {
    let mm = v.units.mm_per_unit();
    let b = board_bounds(v);
    let k = mm / scale as f64; // page mm per board unit
    let [w, h] = b.size().map(|x| x * k);
    let x0 = bx[0] + (bx[2] - w) / 2.0;
    let y0 = bx[1] + DRAWING_PAD_MM;
    let to_page = |p: Point| [x0 + (p[0] - b.min[0]) * k, y0 + (p[1] - b.min[1]) * k];
    let n = scale as f64;
    // The board layer takes true-scale mm: times n, so that they come out at these sizes on the
    // page.
    let layer_opts = SvgOptions {
        pencil_mm: 0.35 * n,
        frame_mm: 0.7 * n,
        min_font_mm: 1.6 * n,
        max_font_mm: 3.2 * n,
        // A small region's label shrinks to 1 mm on the page, else shows its title only (the
        // rules page lists its capacities), rather than running out of the region.
        shrink_font_mm: Some(crate::output::render::plan::PLAN_SMALLEST_LABEL_MM * n),
        corner_marks: false,
        certificates: false,
        margin_mm: 0.0,
        ..opts.clone()
    };
    let board = board_layer(v, &layer_opts, "plan-").set(
        "transform",
        format!(
            "translate({} {}) scale({})",
            num(x0 - b.min[0] * k),
            num(y0 - b.min[1] * k),
            num(k)
        ),
    );
    let mut g = Group::new().set("id", "plan-drawing").add(board);
    // Corner-only contacts at a readable size.
    let mut rings = Group::new()
        .set("id", "plan-corners")
        .set("fill", "#FFFFFF")
        .set("stroke", "#222222")
        .set("stroke-width", "0.25");
    let mut seen: Vec<[u64; 2]> = Vec::new();
    for c in &v.corners {
        let key = [c.at[0].to_bits(), c.at[1].to_bits()];
        if !seen.contains(&key) {
            seen.push(key);
            let p = to_page(c.at);
            rings = rings.add(
                Circle::new()
                    .set("cx", num(p[0]))
                    .set("cy", num(p[1]))
                    .set("r", "1.2"),
            );
        }
    }
    g = g.add(rings);
    // Corner names.
    let mut names = Group::new()
        .set("id", "plan-corner-names")
        .set("fill", "#444444");
    for (i, c) in r.corners.iter().enumerate() {
        let d = outward(&EndPlace::Corner(i), *c, *c, r);
        let p = to_page(*c);
        let anchor = if d[0] > 0.3 {
            "start"
        } else if d[0] < -0.3 {
            "end"
        } else {
            "middle"
        };
        names = names.add(
            text(
                p[0] + d[0] * 2.5,
                p[1] + d[1] * 2.5 + 1.0 + d[1].max(0.0) * 1.5,
                2.6,
                &r.corner_marks[i],
            )
            .set("text-anchor", anchor),
        );
    }
    g = g.add(names);
    // Pegs and numbers at both ends of every line; ends at one point share one bubble offset
    // outward step by step.
    let mut pegs = Group::new().set("id", "plan-pegs").set("fill", "#000000");
    let mut bubbles = Group::new().set("id", "plan-line-numbers");
    let mut used: Vec<Point> = Vec::new();
    for l in lines {
        for e in 0..2 {
            let at = l.ends[e];
            let p = to_page(at);
            pegs = pegs.add(
                Circle::new()
                    .set("cx", num(p[0]))
                    .set("cy", num(p[1]))
                    .set("r", "0.7"),
            );
            let d = outward(&l.places[e], at, l.ends[1 - e], r);
            let mut c = [p[0] + d[0] * 5.0, p[1] + d[1] * 5.0];
            let side = [-d[1], d[0]];
            let mut tries: u32 = 0;
            while tries < 8 && used.iter().any(|u| dist(*u, c) < 4.6) {
                tries += 1;
                let s = if tries % 2 == 1 { 1.0 } else { -1.0 } * 4.8 * tries.div_ceil(2) as f64;
                c = [
                    p[0] + d[0] * 5.0 + side[0] * s,
                    p[1] + d[1] * 5.0 + side[1] * s,
                ];
            }
            used.push(c);
            let fs = if l.label.len() > 2 { 2.0 } else { 2.6 };
            bubbles = bubbles
                .add(
                    svg::node::element::Line::new()
                        .set("x1", num(p[0]))
                        .set("y1", num(p[1]))
                        .set("x2", num(c[0]))
                        .set("y2", num(c[1]))
                        .set("stroke", "#666666")
                        .set("stroke-width", "0.15"),
                )
                .add(
                    Circle::new()
                        .set("cx", num(c[0]))
                        .set("cy", num(c[1]))
                        .set("r", "2.3")
                        .set("fill", "#FFFFFF")
                        .set("stroke", "#000000")
                        .set("stroke-width", "0.25"),
                )
                .add(
                    text(c[0], c[1] + 0.36 * fs, fs, &l.label)
                        .set("text-anchor", "middle")
                        .set("fill", "#000000"),
                );
        }
    }
    g = g.add(pegs).add(bubbles);
    (g, y0 + h)
}

/// The pages of a layout plan: the plan (drawing, scale bar, steps and the dimension of every
/// line, continued on further pages when long), then the rules (when `opts.cover`), then the
/// pieces at true size.
///
/// # Errors
/// As [`layout`].
pub fn pages(v: &ValidatedBoard, opts: &PageOptions) -> Result<Pages, OptionsError> {
    let lay = layout(v, &opts.tile)?;
    let r = Reference::of(v);
    let lines = plan_lines(v);
    let plan = &lay.page;
    let [cx, cy] = plan.options.scale_correction;
    let (mx, my) = (plan.options.margin_mm / cx, plan.options.margin_mm / cy);
    let [cw, ch] = plan.content_mm;
    let list = list_lines(v, &r, &lines, cw);

    // Split the list over pages: page 1 under the drawing, further pages from the heading down.
    let first_top = my + HEADER_MM + lay.drawing_box_mm + SCALE_BAR_MM;
    let bottom = my + ch;
    let mut chunks: Vec<Vec<ListLine>> = vec![Vec::new()];
    let mut y = first_top;
    for l in list {
        if y + LIST_LEAD_MM > bottom + 1e-6 {
            chunks.push(Vec::new());
            y = my + HEADER_MM;
        }
        y += LIST_LEAD_MM;
        if let Some(c) = chunks.last_mut() {
            c.push(l);
        }
    }
    let plan_pages = chunks.len();
    let cutouts = cutout_layout(v, plan);
    let cut_pages = cutouts.len();
    // The rules pages' lines, laid out once: their count is in every footer ("page 2 of 4").
    let rules = if opts.cover {
        let ctx = Ctx {
            v,
            opts,
            plan,
            number: 1,
            total: 1,
            scale: Some(lay.scale),
        };
        rules_layout(v, &cutouts, mx, my, cw, ctx.footer_top() - 1.0)
    } else {
        Vec::new()
    };
    let mut kinds: Vec<PageKind> = (0..plan_pages).map(PageKind::Plan).collect();
    kinds.extend(rules.iter().map(|_| PageKind::Rules));
    kinds.extend((0..cut_pages).map(PageKind::Cutouts));
    let total = kinds.len();
    let name = v
        .name
        .clone()
        .unwrap_or_else(|| "savanna board".to_string());
    let first_rules = kinds
        .iter()
        .position(|k| *k == PageKind::Rules)
        .unwrap_or(0);
    let out = kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| {
            let ctx = Ctx {
                v,
                opts,
                plan,
                number: i + 1,
                total,
                scale: Some(lay.scale),
            };
            let svg = match &kind {
                PageKind::Plan(n) => {
                    let mut g = Group::new().set("id", "plan").set("fill", "#000000");
                    let heading = if *n == 0 {
                        format!("{name}: layout plan")
                    } else {
                        format!("{name}: layout plan (continued)")
                    };
                    g = g.add(text(mx, my + 7.0, 6.0, &heading));
                    g = g.add(text(
                        mx,
                        my + 12.5,
                        3.2,
                        &format!(
                            "scale 1:{} · distances in {} · print at 100 % for the scale to hold",
                            lay.scale,
                            v.units.as_str()
                        ),
                    ));
                    let mut ly = my + HEADER_MM;
                    if *n == 0 {
                        let (d, bottom) = drawing(
                            v,
                            &opts.svg,
                            &lines,
                            &r,
                            lay.scale,
                            [mx, my + HEADER_MM, cw, lay.drawing_box_mm],
                        );
                        g = g.add(d);
                        let k = v.units.mm_per_unit() / lay.scale as f64;
                        g = g.add(scale_bar(
                            mx + DRAWING_PAD_MM,
                            bottom + DRAWING_PAD_MM - 2.0,
                            v.units,
                            k,
                            lay.scale,
                        ));
                        ly = first_top;
                    }
                    for (t, fs, indent) in &chunks[*n] {
                        ly += LIST_LEAD_MM;
                        if !t.is_empty() {
                            g = g.add(text(mx + indent, ly - 1.0, *fs, t));
                        }
                    }
                    let label = format!("Plan {}", n + 1);
                    let content = Group::new().add(g).add(footer(&ctx, &label, None));
                    document(&ctx, &format!("{name} · layout plan"), content)
                }
                PageKind::Rules => rules_page(&ctx, &rules, i - first_rules),
                PageKind::Cutouts(n) => cutout_page(&ctx, *n),
                _ => String::new(),
            };
            let size_mm = match &kind {
                PageKind::Cutouts(n) => cutouts
                    .get(*n)
                    .map_or(plan.paper_mm, |c| cutout_paper(plan, c)),
                _ => plan.paper_mm,
            };
            Page { kind, size_mm, svg }
        })
        .collect();
    Ok(Pages {
        plan: lay.page.clone(),
        pages: out,
        scale: Some(lay.scale),
    })
}

/// Text scales of a plan's rules pages, largest first: the rules are set at the largest scale
/// that needs the fewest pages (one, when the smallest scale fits them on one), and continue on
/// further pages when even the smallest does not, so no line is ever left out. The smallest
/// sets the region list at 2.4 mm, as small as the tiled cover's legend goes (2.6 mm).
pub const RULES_SCALES: [f64; 3] = [1.0, 0.9, 0.8];

/// Sizes on a plan's rules pages at scale 1, mm: the rules and pieces paragraphs, the section
/// headings, the region list.
const RULES_FONT_MM: f64 = 3.4;
const RULES_HEADING_MM: f64 = 4.0;
const RULES_REGION_MM: f64 = 3.0;
/// Line height, in font sizes.
const RULES_LEAD: f64 = 1.35;
/// Baseline of the first line under a rules page's title, below the top margin, mm.
const RULES_FIRST_MM: f64 = 15.0;

/// One line of a plan's rules pages: its text, font size and left edge (design mm) and baseline.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct RulesLine {
    text: String,
    size: f64,
    x: f64,
    y: f64,
}

/// What goes on a plan's rules pages, in order: (paragraph, font size at scale 1, gap before
/// it at scale 1 in mm, whether it is a heading that must not end a page).
fn rules_paragraphs(v: &ValidatedBoard, cutouts: &[CutoutPage]) -> Vec<(String, f64, f64, bool)> {
    let mut out: Vec<(String, f64, f64, bool)> = legend_lines(v)
        .into_iter()
        .map(|para| (format!("• {para}"), RULES_FONT_MM, 0.0, false))
        .collect();
    out.push(("Pieces".to_string(), RULES_HEADING_MM, 3.0, true));
    let mm = v.units.mm_per_unit();
    for (k, (kind, p)) in v.pieces.iter().enumerate() {
        // Where the pieces pages give a kind too large for the paper as a template or a note.
        let how = match cutouts
            .iter()
            .find_map(|c| c.template.filter(|t| t.kind == k))
        {
            Some(t) if t.parts > 0 => "cut them with the template on the pieces pages",
            Some(_) => "draw them with a string as the pieces pages say",
            None => "cut them from the pieces page",
        };
        let s = format!(
            "{} {}: discs {} mm across ({}); {how} or use stones of that size.",
            p.count,
            crate::output::render::in_play::plural(kind, p.count as usize),
            num((p.diameter * mm * 10.0).round() / 10.0),
            length_text(p.diameter, v.units)
        );
        out.push((s, RULES_FONT_MM, 0.0, false));
    }
    out.push((
        "Regions (what each holds in play, and its neighbors)".to_string(),
        RULES_HEADING_MM,
        3.0,
        true,
    ));
    for reg in &v.regions {
        let caps = in_play::capacity_phrases(v, reg).join(" · ");
        let nb: Vec<String> = reg.neighbors.iter().map(|n| format!("#{n}")).collect();
        let label = match &reg.name {
            Some(_) => format!("#{} {}", reg.id, title(reg)),
            None => title(reg),
        };
        let s = format!(
            "{label}: {} · neighbors {}",
            if caps.is_empty() {
                "-".to_string()
            } else {
                caps
            },
            if nb.is_empty() {
                "none".to_string()
            } else {
                nb.join(", ")
            }
        );
        out.push((s, RULES_REGION_MM, 0.0, false));
    }
    out
}

/// The lines of a plan's rules pages, page by page: every paragraph of [`rules_paragraphs`]
/// wrapped to `width` (less 6 mm; a paragraph's further lines indented 3 mm) from `left`, the
/// first baseline [`RULES_FIRST_MM`] below `top`, each page ending at the last baseline at or
/// above `bottom` (design mm). At the largest of [`RULES_SCALES`] that needs the fewest pages; a
/// heading never ends a page (it goes to the next with the line after it).
pub(super) fn rules_layout(
    v: &ValidatedBoard,
    cutouts: &[CutoutPage],
    left: f64,
    top: f64,
    width: f64,
    bottom: f64,
) -> Vec<Vec<RulesLine>> {
    let paras = rules_paragraphs(v, cutouts);
    let at = |k: f64| -> Vec<Vec<RulesLine>> {
        let first = top + RULES_FIRST_MM;
        let mut pages: Vec<Vec<RulesLine>> = vec![Vec::new()];
        let mut y = first;
        for (para, size, gap, heading) in &paras {
            let size = size * k;
            let lead = size * RULES_LEAD;
            let lines = wrap(para, size, width - 6.0);
            // A heading needs room for the line after it too.
            let need = if *heading { lead } else { 0.0 };
            let on_fresh_page = pages.last().is_some_and(Vec::is_empty);
            if !on_fresh_page {
                y += gap * k;
            }
            for (i, l) in lines.into_iter().enumerate() {
                let fresh = pages.last().is_some_and(Vec::is_empty);
                if !fresh && y + if i == 0 { need } else { 0.0 } > bottom + 1e-9 {
                    pages.push(Vec::new());
                    y = first;
                }
                if let Some(page) = pages.last_mut() {
                    page.push(RulesLine {
                        text: l,
                        size,
                        x: left + if i == 0 { 0.0 } else { 3.0 * k },
                        y,
                    });
                }
                y += lead;
            }
            y += k;
        }
        pages
    };
    let layouts: Vec<Vec<Vec<RulesLine>>> = RULES_SCALES.iter().map(|&k| at(k)).collect();
    let fewest = layouts.iter().map(Vec::len).min().unwrap_or(1);
    layouts
        .into_iter()
        .find(|l| l.len() == fewest)
        .unwrap_or_default()
}

/// Page `n` (from 0) of a plan's rules pages ([`rules_layout`]): how to play, the start, the
/// pieces and every region's capacity and neighbors; `(continued)` after the title from the
/// second page on.
pub(super) fn rules_page(ctx: &Ctx, layout: &[Vec<RulesLine>], n: usize) -> String {
    let [mx, my] = ctx.margin();
    let name = ctx.board_name();
    let mut g = Group::new().set("id", "rules").set("fill", "#000000");
    let heading = if n == 0 {
        format!("{name}: how to play")
    } else {
        format!("{name}: how to play (continued)")
    };
    g = g.add(text(mx, my + 7.0, 6.0, &heading));
    for l in layout.get(n).map(Vec::as_slice).unwrap_or_default() {
        g = g.add(text(l.x, l.y, l.size, &l.text));
    }
    let label = if n == 0 {
        "Rules".to_string()
    } else {
        format!("Rules {}", n + 1)
    };
    let content = Group::new().add(g).add(footer(ctx, &label, None));
    document(ctx, &format!("{name} · rules"), content)
}
