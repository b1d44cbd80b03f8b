//! The pages of a tiled print: the cover (calibration square, ruler, legend, assembly map)
//! and one page per tile with its alignment marks and neighbours.

use super::draw::*;
use crate::i18n::{Lang, tr};
use crate::output::render::num;
use crate::output::render::paper::Orientation;
use crate::output::render::svg::{board_layer, label_bounds, print_bounds};
use crate::output::render::text::width_em;
use crate::output::render::tile::{FOOTER_MM, Tile, TilePlan};
use crate::validated::{Point, ValidatedBoard};
use svg::node::element::{Circle, ClipPath, Definitions, Group};

/// The assembly map: the grid of pages at `(x, y)`, scaled to fit `w × h`, with `current`
/// highlighted.
pub(super) fn assembly_map(
    plan: &TilePlan,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    current: Option<usize>,
) -> Group {
    let step = plan.step_mm();
    let span = [
        (plan.cols - 1) as f64 * step[0] + plan.content_mm[0],
        (plan.rows - 1) as f64 * step[1] + plan.content_mm[1],
    ];
    let k = (w / span[0]).min(h / span[1]);
    let mut g = Group::new()
        .set("id", "assembly-map")
        .set("stroke", "#000000")
        .set("stroke-width", "0.2");
    // The board's outline, then the tiles.
    let o = plan.tiles[0].origin_mm;
    g = g.add(
        rect(
            x - o[0] * k,
            y - o[1] * k,
            plan.sheet_mm[0] * k,
            plan.sheet_mm[1] * k,
        )
        .set("fill", "#DDDDDD")
        .set("stroke", "none"),
    );
    for (i, t) in plan.tiles.iter().enumerate() {
        let tx = x + (t.origin_mm[0] - o[0]) * k;
        let ty = y + (t.origin_mm[1] - o[1]) * k;
        let (tw, th) = (plan.content_mm[0] * k, plan.content_mm[1] * k);
        let here = current == Some(i);
        g = g.add(rect(tx, ty, tw, th).set("fill", if here { "#77AADD" } else { "none" }));
        let fs = (th * 0.35).min(tw * 0.3).min(6.0);
        if fs >= 1.2 {
            g = g.add(
                text(tx + tw / 2.0, ty + th / 2.0 + 0.36 * fs, fs, &t.label)
                    .set("text-anchor", "middle")
                    .set("stroke", "none")
                    .set("fill", "#000000"),
            );
        }
    }
    g
}

pub(crate) fn footer(ctx: &Ctx, label: &str, current_tile: Option<usize>) -> Group {
    let [w, _] = ctx.design();
    let [mx, _] = ctx.margin();
    let top = ctx.footer_top() + 1.5;
    let h = FOOTER_MM / ctx.corr()[1] - 1.5;
    let mut g = Group::new().set("id", "footer");
    g = g.add(line([mx, top - 0.5], [w - mx, top - 0.5], 0.2).set("stroke", "#888888"));
    g = g.add(text(mx, top + 8.0, 8.0, label).set("fill", "#000000"));
    let lx = mx + width_em(label) * 8.0 + 4.0;
    let lang = ctx.lang();
    let info = tr!(
        lang,
        "sheet-page-of",
        n = ctx.number,
        total = ctx.total,
        name = ctx.board_name()
    );
    // The page line stops short of the assembly map (a long board name is set smaller).
    let map_w = (h * 1.6).min(w / 4.0);
    let info_w = if ctx.scale.is_some() {
        w - mx - lx
    } else {
        w - mx - map_w - 3.0 - lx
    };
    g = g.add(text(lx, top + 4.5, shrink_to(&info, 3.2, info_w), &info).set("fill", "#000000"));
    let print_at = tr!(lang, "sheet-print-at-100");
    g = g.add(text(lx, top + 9.5, 3.2, &print_at).set("fill", "#000000"));
    if ctx.scale.is_some() {
        return g;
    }
    g.add(assembly_map(
        ctx.plan,
        w - mx - map_w,
        top,
        map_w,
        h - 1.0,
        current_tile,
    ))
}

pub(super) fn tile_page(ctx: &Ctx, t: &Tile) -> String {
    let v = ctx.v;
    let plan = ctx.plan;
    let mm = v.units.mm_per_unit();
    let b = print_bounds(v);
    let [mx, my] = ctx.margin();
    let [cw, ch] = plan.content_mm;
    let [ox, oy] = plan.overlap_mm;
    let idx = t.row * plan.cols + t.col;

    // The board, clipped to the content area.
    let tx = mx - t.origin_mm[0] - b.min[0] * mm;
    let ty = my - t.origin_mm[1] - b.min[1] * mm;
    let board = board_layer(v, &ctx.opts.svg, "").set(
        "transform",
        format!("translate({} {}) scale({})", num(tx), num(ty), num(mm)),
    );
    let clip = ClipPath::new()
        .set("id", "content-clip")
        .add(rect(mx, my, cw, ch));
    let mut content = Group::new().add(Definitions::new().add(clip)).add(
        Group::new()
            .set("clip-path", "url(#content-clip)")
            .add(board),
    );

    // Overlap strips: cut lines where this page is trimmed, alignment marks on both pages.
    let mut marks = Group::new()
        .set("id", "cut-marks")
        .set("stroke", "#000000")
        .set("fill", "none");
    let dash = "3 1.5";
    let align = |x: f64, y: f64| -> Group {
        Group::new()
            .add(line([x - 2.5, y], [x + 2.5, y], 0.2))
            .add(line([x, y - 2.5], [x, y + 2.5], 0.2))
            .add(
                Circle::new()
                    .set("cx", num(x))
                    .set("cy", num(y))
                    .set("r", "1.5")
                    .set("stroke-width", "0.2"),
            )
    };
    // Positions of alignment marks along an axis, page coordinates, in [lo, hi].
    let along = |origin: f64, lo: f64, hi: f64, page0: f64| -> Vec<f64> {
        let first = ((origin + (lo - page0)) / ALIGN_MARK_STEP_MM).ceil() as i64;
        let last = ((origin + (hi - page0)) / ALIGN_MARK_STEP_MM).floor() as i64;
        (first..=last)
            .map(|k| page0 + k as f64 * ALIGN_MARK_STEP_MM - origin)
            .collect()
    };
    let ys = along(t.origin_mm[1], my + 3.0, my + ch - 3.0, my);
    let xs = along(t.origin_mm[0], mx + 3.0, mx + cw - 3.0, mx);
    // The labels on this page (page mm): a mark is moved along its strip clear of them (the
    // same on both pages of a seam, which show the strip at the same place of the board).
    let avoid: Vec<[Point; 2]> = label_bounds(v, &ctx.opts.svg)
        .iter()
        .map(|[lo, hi]| {
            [
                [tx + lo[0] * mm, ty + lo[1] * mm],
                [tx + hi[0] * mm, ty + hi[1] * mm],
            ]
        })
        .collect();
    let clear_y = |x: f64, y: f64| clear_spot(y, my + 3.0, my + ch - 3.0, |c| [x, c], &avoid);
    let clear_x = |x: f64, y: f64| clear_spot(x, mx + 3.0, mx + cw - 3.0, |c| [c, y], &avoid);
    if t.col > 0 {
        marks = marks.add(
            line([mx, my], [mx, my + ch], 0.3)
                .set("stroke-dasharray", dash)
                .set("class", "cut-line"),
        );
        let x = mx + ox / 2.0;
        for y in ys.iter().filter_map(|&y| clear_y(x, y)) {
            marks = marks.add(align(x, y));
        }
    }
    if t.col + 1 < plan.cols {
        let x = mx + cw - ox;
        marks = marks.add(
            line([x, my], [x, my + ch], 0.2)
                .set("stroke-dasharray", "0.6 0.9")
                .set("class", "glue-edge"),
        );
        let x = mx + cw - ox / 2.0;
        for y in ys.iter().filter_map(|&y| clear_y(x, y)) {
            marks = marks.add(align(x, y));
        }
    }
    if t.row > 0 {
        marks = marks.add(
            line([mx, my], [mx + cw, my], 0.3)
                .set("stroke-dasharray", dash)
                .set("class", "cut-line"),
        );
        let y = my + oy / 2.0;
        for x in xs.iter().filter_map(|&x| clear_x(x, y)) {
            marks = marks.add(align(x, y));
        }
    }
    if t.row + 1 < plan.rows {
        let y = my + ch - oy;
        marks = marks.add(
            line([mx, y], [mx + cw, y], 0.2)
                .set("stroke-dasharray", "0.6 0.9")
                .set("class", "glue-edge"),
        );
        let y = my + ch - oy / 2.0;
        for x in xs.iter().filter_map(|&x| clear_x(x, y)) {
            marks = marks.add(align(x, y));
        }
    }
    if plan.tiles.len() > 1 {
        // Outline of the content area, so a single trimmed page still shows its edge.
        marks = marks.add(
            rect(mx, my, cw, ch)
                .set("stroke", "#AAAAAA")
                .set("stroke-width", "0.15"),
        );
    }
    content = content.add(marks);
    content = content.add(footer(ctx, &t.label, Some(idx)));
    if plan.tiles.len() > 1 {
        let hint = tr!(ctx.lang(), "sheet-tile-hint");
        let [_, cy] = ctx.corr();
        let y = ctx.footer_top() + FOOTER_MM / cy - 0.8;
        let x = mx + width_em(&t.label) * 8.0 + 4.0;
        content = content.add(text(x, y, 2.4, &hint).set("fill", "#555555"));
    }
    document(ctx, &format!("{} · {}", ctx.board_name(), t.label), content)
}

/// Half the side of the square an alignment mark must keep clear of labels, mm: the mark's
/// cross (2.5 mm each way) and 1 mm of paper.
pub const ALIGN_MARK_CLEAR_MM: f64 = 3.5;

/// Where an alignment mark wanted at `want` along its strip goes: the nearest place, in steps
/// of 1 mm up to just under half [`ALIGN_MARK_STEP_MM`] either way (the nearer side first) and
/// within `[lo, hi]`, whose square of half side [`ALIGN_MARK_CLEAR_MM`] about `at(place)`
/// overlaps none of the boxes `avoid` (`[[min_x, min_y], [max_x, max_y]]`, page mm); `None`
/// when there is none (the mark is left out: a seam keeps its other marks).
pub(crate) fn clear_spot(
    want: f64,
    lo: f64,
    hi: f64,
    at: impl Fn(f64) -> [f64; 2],
    avoid: &[[Point; 2]],
) -> Option<f64> {
    let r = ALIGN_MARK_CLEAR_MM;
    let clear = |c: f64| {
        let [x, y] = at(c);
        !avoid
            .iter()
            .any(|[a, b]| x + r > a[0] && x - r < b[0] && y + r > a[1] && y - r < b[1])
    };
    let reach = (ALIGN_MARK_STEP_MM / 2.0 - 1.0).floor() as i32;
    (0..=reach)
        .flat_map(|k| [k, -k])
        .map(|k| want + f64::from(k))
        .find(|&c| c >= lo && c <= hi && clear(c))
}

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

/// The legend's paragraphs: the board's own rules ([`crate::game::rules_text::rules_text`] of
/// `v.game`, with the sheet's notes: the corner ring, the capacities printed in each region),
/// then the start position ([`crate::game::rules_text::start_text`]) and a warning when the
/// board has errors.
pub fn legend_lines(v: &ValidatedBoard) -> Vec<String> {
    let lang = v.lang.unwrap_or_default();
    let t = crate::game::rules_text::rules_text_in(&v.game, lang);
    let mut turn = t.turn.clone();
    if !v.corners.is_empty() {
        turn.push(' ');
        turn.push_str(&tr!(lang, "sheet-corner-ring"));
    }
    let fit = tr!(lang, "sheet-fit", rules = t.fit);
    let mut l = vec![turn, t.capture, t.pack, t.gathered, fit, t.end, t.first];
    let name = |id: &crate::ids::RegionId| {
        v.region(*id)
            .map(crate::output::render::text::title)
            .unwrap_or_else(|| format!("#{id}"))
    };
    let jackals = v.pieces.get("jackal").map_or(0, |p| u64::from(p.count));
    let start = v.setup.as_ref().map(|s| {
        (
            s.lions.iter().map(name).collect::<Vec<_>>(),
            s.jackals.as_ref().map(name),
        )
    });
    let mut start_line = crate::game::rules_text::start_text_in(
        &v.game,
        start.as_ref().map(|(a, b)| (a.as_slice(), b.as_deref())),
        jackals,
        lang,
    );
    if crate::output::render::start::drawn(v) {
        start_line.push(' ');
        start_line.push_str(&tr!(lang, "sheet-start-drawn"));
    }
    l.push(start_line);
    if v.has_errors() {
        l.push(tr!(lang, "sheet-errors"));
    }
    l
}

/// Type sizes the cover's legend tries, largest first, mm: the first at which every paragraph
/// fits whole above the footer is used; when none fits, the legend goes to a rules page of its
/// own after the cover ([`legend_page`]) and the cover says so. 2.6 mm (7.4 pt) is the smallest
/// type we print rules in.
pub const COVER_LEGEND_SIZES_MM: [f64; 3] = [3.2, 2.9, 2.6];

/// Line height of the legend, in font sizes.
const LEAD: f64 = 1.35;

/// Where the cover's legend goes, design mm: its left edge `x`, the baseline of its heading `y`,
/// its width `w`, the lowest baseline `bottom`, and whether it sits in the right column (`wide`).
struct LegendBox {
    x: f64,
    y: f64,
    w: f64,
    bottom: f64,
    wide: bool,
}

/// The cover's top: the name, the printing note, the check square, the ruler and the pieces at
/// true size; returns them with the box left for the legend.
fn cover_top(ctx: &Ctx) -> (Group, LegendBox) {
    let v = ctx.v;
    let mm = v.units.mm_per_unit();
    let [w, _] = ctx.design();
    let [mx, my] = ctx.margin();
    let right = w - mx;
    let bottom = ctx.footer_top() - 2.0;
    let mut g = Group::new().set("id", "cover").set("fill", "#000000");
    let name = ctx.board_name();
    let lang = ctx.lang();
    g = g.add(text(mx, my + 8.0, shrink_to(&name, 8.0, right - mx), &name));
    let print_note = tr!(lang, "sheet-print-actual-size");
    g = g.add(text(
        mx,
        my + 15.0,
        shrink_to(&print_note, 4.0, right - mx),
        &print_note,
    ));

    // Check square and ruler.
    let sq_y = my + 22.0;
    let s = CHECK_SQUARE_MM;
    let mut sq = Group::new().set("id", "check-square");
    sq = sq.add(
        rect(mx, sq_y, s, s)
            .set("fill", "none")
            .set("stroke", "#000000")
            .set("stroke-width", "0.3"),
    );
    // Centred in the square: (offset below its centre in mm, text size in mm, text).
    let side = check_square_text(v.units, lang);
    let (measure, correct) = (
        tr!(lang, "sheet-measure"),
        tr!(lang, "sheet-measure-correct"),
    );
    for (dy, size, words) in [
        (-2.0, 4.0, side.as_str()),
        (4.0, 2.8, measure.as_str()),
        (8.0, 2.8, correct.as_str()),
    ] {
        sq = sq
            .add(text(mx + s / 2.0, sq_y + s / 2.0 + dy, size, words).set("text-anchor", "middle"));
    }
    g = g.add(sq);
    let ruler_len = (RULER_MAX_MM.min(right - mx - 8.0).floor().max(10.0)) as usize;
    let ruler_y = sq_y + s + 6.0;
    g = g.add(if v.units == crate::units::Units::In {
        ruler_in(mx, ruler_y, ruler_len as f64, lang)
    } else {
        ruler(mx, ruler_y, ruler_len, lang)
    });

    // Right of the square: the pieces at true size. On a wide page the legend takes the
    // right column from the square's top down, and the pieces stand between the square and
    // that column, each label under its disc; on a narrow page the pieces have the width right
    // of the square (labels beside the discs) and the legend goes under the ruler. The
    // assembly map takes the remaining space.
    let col_x = mx + s.max(ruler_len as f64 + 6.0) + 10.0;
    let col_w = right - col_x;
    let wide = col_w >= 90.0;
    let piece_col_x = mx + s + 8.0;
    let piece_w = if wide {
        col_x - 6.0 - piece_col_x
    } else {
        right - piece_col_x
    };
    let mut y = sq_y;
    if piece_w >= 30.0 {
        let heading = tr!(lang, "sheet-pieces-true-size");
        let size = shrink_to(&heading, 3.5, piece_w);
        g = g.add(text(piece_col_x, y + 4.0, size, &heading));
        y += 8.0;
        for (kind, p) in v.pieces.iter() {
            let d = p.diameter * mm;
            if !(d.is_finite() && d > 0.0) {
                continue;
            }
            let cap = if wide { piece_w } else { piece_w * 0.4 };
            let dd = d.min(cap).min(40.0);
            g = g.add(
                Circle::new()
                    .set("cx", num(piece_col_x + dd / 2.0))
                    .set("cy", num(y + dd / 2.0))
                    .set("r", num(dd / 2.0))
                    .set("fill", "none")
                    .set("stroke", "#000000")
                    .set("stroke-width", "0.3"),
            );
            let kind_word = match kind {
                "lion" => tr!(lang, "kind-lion"),
                "jackal" => tr!(lang, "kind-jackal"),
                k => k.to_string(),
            };
            let mut label = tr!(
                lang,
                "sheet-cover-piece",
                count = p.count,
                kind = kind_word,
                size = piece_size_in(p.diameter, v.units, lang)
            );
            if dd < d {
                label.push(' ');
                label.push_str(&tr!(lang, "sheet-drawn-smaller"));
            }
            if wide {
                let mut ty = y + dd + 4.0;
                for l in wrap(&label, 3.2, piece_w) {
                    g = g.add(text(piece_col_x, ty, 3.2, &l));
                    ty += 3.2 * LEAD;
                }
                y = ty + 2.0;
            } else {
                g = g.add(text(
                    piece_col_x + dd + 3.0,
                    y + dd / 2.0 + 1.2,
                    3.2,
                    &label,
                ));
                y += dd + 4.0;
            }
            if y > sq_y + s {
                break;
            }
        }
    }
    let b = if wide {
        LegendBox {
            x: col_x,
            y: sq_y + 4.0,
            w: col_w,
            bottom,
            wide,
        }
    } else {
        LegendBox {
            x: mx,
            y: ruler_y + 16.0,
            w: right - mx,
            bottom,
            wide,
        }
    };
    (g, b)
}

/// The legend's paragraphs wrapped for the box `b`: the largest of [`COVER_LEGEND_SIZES_MM`] at
/// which all of them fit whole (every baseline at or above `b.bottom`), with the lines of each
/// paragraph; `None` when none fits.
fn fit_legend(paras: &[String], b: &LegendBox) -> Option<(f64, Vec<Vec<String>>)> {
    COVER_LEGEND_SIZES_MM.iter().find_map(|&fs| {
        let wrapped: Vec<Vec<String>> = paras.iter().map(|p| wrap(p, fs, b.w - 4.0)).collect();
        let rows: usize = wrapped.iter().map(Vec::len).sum();
        // Heading 6 mm above the first baseline; the last baseline is `rows - 1` leads and
        // `n - 1` paragraph gaps of 1 mm below it.
        let last = b.y
            + 6.0
            + rows.saturating_sub(1) as f64 * fs * LEAD
            + paras.len().saturating_sub(1) as f64;
        (last <= b.bottom).then_some((fs, wrapped))
    })
}

/// True when the legend ([`legend_lines`]) fits whole on the cover of this print; otherwise the
/// print gets a rules page after the cover ([`legend_page`]).
pub(super) fn legend_fits_cover(ctx: &Ctx) -> bool {
    let (_, b) = cover_top(ctx);
    fit_legend(&legend_lines(ctx.v), &b).is_some()
}

pub(super) fn cover_page(ctx: &Ctx) -> String {
    let v = ctx.v;
    let [w, _] = ctx.design();
    let [mx, _] = ctx.margin();
    let right = w - mx;
    let (mut g, b) = cover_top(ctx);
    let (lx, mut ly, lw, bottom, wide) = (b.x, b.y, b.w, b.bottom, b.wide);
    let ruler_y = ctx.margin()[1] + 22.0 + CHECK_SQUARE_MM + 6.0;
    let col_x = b.x;
    let lang = ctx.lang();
    g = g.add(text(lx, ly, 4.0, &tr!(lang, "sheet-how-to-play")));
    ly += 6.0;
    match fit_legend(&legend_lines(v), &b) {
        Some((fs, paras)) => {
            for lines in paras {
                for (i, l) in lines.into_iter().enumerate() {
                    let bullet = if i == 0 { "• " } else { "  " };
                    g = g.add(text(lx, ly, fs, &format!("{bullet}{l}")));
                    ly += fs * LEAD;
                }
                ly += 1.0;
            }
        }
        None => {
            // The rules page comes right after the cover.
            let note = tr!(lang, "sheet-rules-on-page", page = ctx.number + 1);
            for l in wrap(&note, 3.2, lw - 4.0) {
                g = g.add(text(lx, ly, 3.2, &l));
                ly += 3.2 * LEAD;
            }
            ly += 1.0;
        }
    }
    if ctx.opts.svg.proof && !v.diagnostics.is_empty() {
        ly += 2.0;
        g = g.add(
            text(
                lx,
                ly,
                3.5,
                &tr!(lang, "sheet-proof", n = v.diagnostics.len()),
            )
            .set("fill", "#CC0000"),
        );
        ly += 5.0;
        for d in &v.diagnostics {
            if ly > bottom {
                break;
            }
            let s = format!("{:?} {}: {}", d.severity, d.code, d.message).to_lowercase();
            for l in wrap(&s, 2.8, lw - 4.0).into_iter().take(2) {
                g = g.add(text(lx, ly, 2.8, &l).set("fill", "#CC0000"));
                ly += 2.8 * 1.35;
            }
        }
    }

    // Assembly map: under the ruler (wide pages) or under the legend.
    let (ax, atop, aw) = if wide {
        (mx, ruler_y + 14.0, col_x - mx - 10.0)
    } else {
        (mx, ly + 2.0, right - mx)
    };
    let map_h = (bottom - atop - 6.0).clamp(0.0, 60.0);
    if map_h >= 12.0 {
        let plan = ctx.plan;
        let orient = match plan.orientation {
            Orientation::Portrait => tr!(lang, "sheet-portrait"),
            Orientation::Landscape => tr!(lang, "sheet-landscape"),
        };
        let caption = tr!(
            lang,
            "sheet-assembly",
            n = plan.tiles.len(),
            paper = &plan.options.paper.name,
            orientation = orient,
            rows = plan.rows,
            cols = plan.cols,
            overlap = num(plan.overlap_mm[0].min(plan.overlap_mm[1])),
        );
        g = g.add(text(ax, atop + 3.0, 3.2, &caption));
        g = g.add(assembly_map(
            plan,
            ax,
            atop + 6.0,
            aw.min(map_h * 2.0),
            map_h,
            None,
        ));
    }
    let content = Group::new()
        .add(g)
        .add(footer(ctx, &tr!(lang, "sheet-cover"), None));
    document(
        ctx,
        &tr!(lang, "sheet-title-cover", name = ctx.board_name()),
        content,
    )
}

/// Type sizes the rules page of a tiled print tries, largest first, mm; the last is used when
/// none fits (every paragraph is still drawn whole: none is cut off).
pub const LEGEND_PAGE_SIZES_MM: [f64; 5] = [3.6, 3.2, 2.9, 2.6, 2.2];

/// The rules page of a tiled print whose legend does not fit on the cover
/// ([`legend_fits_cover`]): the board's name, then every paragraph of [`legend_lines`] across
/// the page's width, in the largest of [`LEGEND_PAGE_SIZES_MM`] at which all fit above the
/// footer.
pub(super) fn legend_page(ctx: &Ctx) -> String {
    let [w, _] = ctx.design();
    let [mx, my] = ctx.margin();
    let b = LegendBox {
        x: mx,
        y: my + 10.0,
        w: w - 2.0 * mx,
        bottom: ctx.footer_top() - 2.0,
        wide: false,
    };
    let paras = legend_lines(ctx.v);
    let mut g = Group::new().set("id", "rules").set("fill", "#000000");
    let lang = ctx.lang();
    let title = tr!(lang, "sheet-rules-title", name = ctx.board_name());
    g = g.add(text(mx, my + 8.0, shrink_to(&title, 8.0, b.w), &title));
    let fit = LEGEND_PAGE_SIZES_MM.iter().find_map(|&fs| {
        let wrapped: Vec<Vec<String>> = paras.iter().map(|p| wrap(p, fs, b.w - 4.0)).collect();
        let rows: usize = wrapped.iter().map(Vec::len).sum();
        let last = b.y
            + 8.0
            + rows.saturating_sub(1) as f64 * fs * LEAD
            + 1.5 * paras.len().saturating_sub(1) as f64;
        (last <= b.bottom).then_some((fs, wrapped))
    });
    let (fs, wrapped) = fit.unwrap_or_else(|| {
        let fs = LEGEND_PAGE_SIZES_MM[LEGEND_PAGE_SIZES_MM.len() - 1];
        (fs, paras.iter().map(|p| wrap(p, fs, b.w - 4.0)).collect())
    });
    let mut y = b.y + 8.0;
    for lines in wrapped {
        for (i, l) in lines.into_iter().enumerate() {
            let bullet = if i == 0 { "• " } else { "  " };
            g = g.add(text(mx, y, fs, &format!("{bullet}{l}")));
            y += fs * LEAD;
        }
        y += 1.5;
    }
    let content = Group::new()
        .add(g)
        .add(footer(ctx, &tr!(lang, "sheet-rules"), None));
    document(
        ctx,
        &tr!(lang, "sheet-title-rules", name = ctx.board_name()),
        content,
    )
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_moves_along_its_strip_clear_of_a_label() {
        // A label from y 30 to 50 on the strip x = 5: the mark wanted at 40 must keep 3.5 mm
        // from it, so at y <= 26.5 or y >= 53.5: 14 mm either way from 40, the nearer side
        // tried first at each step (+k before -k), so 54 (the first whole mm at or past 53.5).
        let label = [[0.0, 30.0], [10.0, 50.0]];
        assert_eq!(
            clear_spot(40.0, 0.0, 200.0, |c| [5.0, c], &[label]),
            Some(54.0)
        );
        // Wanted at 35: 26.5 is 8.5 mm up, 53.5 18.5 mm down: 26 (whole mm steps).
        assert_eq!(
            clear_spot(35.0, 0.0, 200.0, |c| [5.0, c], &[label]),
            Some(26.0)
        );
        // Off the strip's side of the label (x = 20, more than 3.5 mm from x 10): unmoved.
        assert_eq!(
            clear_spot(40.0, 0.0, 200.0, |c| [20.0, c], &[label]),
            Some(40.0)
        );
        // A label too tall to leave room within 19 mm either way, or the room outside [lo, hi]:
        // no mark.
        let tall = [[0.0, 0.0], [10.0, 100.0]];
        assert_eq!(clear_spot(40.0, 0.0, 200.0, |c| [5.0, c], &[tall]), None);
        assert_eq!(clear_spot(40.0, 30.0, 52.0, |c| [5.0, c], &[label]), None);
    }
}
