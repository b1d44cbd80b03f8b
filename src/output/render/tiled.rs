//! The pages of a tiled print: one page per tile with its alignment marks and neighbours, the
//! assembly map and the footer every page of a print shares (the cover is `cover.rs`, its
//! rulers `rulers.rs`, the pieces to cut out `cutout.rs`).

use super::draw::*;
use crate::i18n::tr;
use crate::output::render::num;
use crate::output::render::svg::{board_layer, label_bounds, print_bounds};
use crate::output::render::text::width_em;
use crate::output::render::tile::{FOOTER_MM, Tile, TilePlan};
use crate::validated::Point;
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
