//! The cover of a tiled print (the name, the printing note, the check square, the ruler, the
//! pieces at true size, the legend and the assembly map), and the rules page of its own the
//! legend goes to when it does not fit the cover.

use super::draw::*;
use super::rulers::{check_square_text, piece_size_in, ruler, ruler_in};
use super::tiled::{assembly_map, footer};
use crate::i18n::tr;
use crate::output::render::num;
use crate::output::render::paper::Orientation;
use crate::validated::ValidatedBoard;
use svg::node::element::{Circle, Group};

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
