//! Paper pages: a cover page with the calibration square, ruler, legend and assembly map (the
//! legend on a rules page of its own after the cover when it does not fit whole there); the
//! board in tiles with overlap strips, cut lines and alignment marks; optionally a page of
//! cut-out pieces. Each page is an SVG whose `width`/`height` are the paper size in mm and whose
//! `viewBox` is in mm, so a page printed at 100 % shows the board at true scale.
//!
//! A scale correction `[cx, cy]` is applied to each page's whole drawing (group transform
//! `scale(cx cy)` about the top-left corner); layouts are computed in "design mm", the page size
//! divided by the correction.

pub use super::cover::legend_lines;
use super::cover::{cover_page, legend_fits_cover, legend_page};
use super::cutout::{cutout_layout, cutout_page, cutout_paper};
use super::tiled::tile_page;

pub use super::draw::{
    ALIGN_MARK_STEP_MM, CHECK_SQUARE_MM, Layout, PRINT_AT_100, Page, PageKind, PageOptions, Pages,
    RULER_MAX_MM, wrap,
};
use super::draw::{Ctx, line, text, title_lines};

use crate::output::render::svg::{SvgOptions, board_bounds, board_layer};
use crate::output::render::text::width_em;
use crate::output::render::tile::{TileOptions, plan_board};
use crate::output::render::{OptionsError, num, xml_text};
use crate::validated::ValidatedBoard;
use svg::Document;
use svg::node::element::{Circle, Group, Title};

/// The number of full-size tiles the board takes with these options, or `None` when it cannot be
/// tiled (more than [`crate::output::render::tile::MAX_PAGES`], or unusable options).
pub fn full_size_pages(v: &ValidatedBoard, opts: &TileOptions) -> Option<usize> {
    plan_board(v, opts).ok().map(|p| p.len())
}

/// True when [`pages`] draws a layout plan: asked for, or [`Layout::Auto`] and the full-size
/// tiling takes more than [`PLAN_ABOVE_PAGES`](crate::output::render::plan::PLAN_ABOVE_PAGES) pages or
/// cannot be made.
pub fn draws_plan(v: &ValidatedBoard, opts: &PageOptions) -> bool {
    match opts.layout {
        Layout::Plan => true,
        Layout::FullSize => false,
        Layout::Auto => full_size_pages(v, &opts.tile)
            .is_none_or(|n| n > crate::output::render::plan::PLAN_ABOVE_PAGES),
    }
}

/// Makes every page (see the module docs).
///
/// # Errors
/// The tiling's message when the paper options are unusable or the board needs too many pages
/// (see [`crate::output::render::tile::plan`]).
pub fn pages(v: &ValidatedBoard, opts: &PageOptions) -> Result<Pages, OptionsError> {
    if draws_plan(v, opts) {
        return crate::output::render::plan_page::pages(v, opts);
    }
    let plan = plan_board(v, &opts.tile)?;
    let mut kinds = Vec::new();
    if opts.cover {
        kinds.push(PageKind::Cover);
        // Where the legend does not fit whole on the cover, a rules page follows it.
        let probe = Ctx {
            v,
            opts,
            plan: &plan,
            number: 1,
            total: 1,
            scale: None,
        };
        if !legend_fits_cover(&probe) {
            kinds.push(PageKind::Rules);
        }
    }
    kinds.extend((0..plan.tiles.len()).map(PageKind::Tile));
    let cutouts = if opts.cutouts {
        cutout_layout(v, &plan)
    } else {
        Vec::new()
    };
    kinds.extend((0..cutouts.len()).map(PageKind::Cutouts));
    let total = kinds.len();
    let out = kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| {
            let ctx = Ctx {
                v,
                opts,
                plan: &plan,
                number: i + 1,
                total,
                scale: None,
            };
            let svg = match &kind {
                PageKind::Cover => cover_page(&ctx),
                PageKind::Tile(t) => tile_page(&ctx, &plan.tiles[*t]),
                PageKind::Cutouts(n) => cutout_page(&ctx, *n),
                PageKind::Rules => legend_page(&ctx),
                PageKind::Plan(_) => String::new(),
            };
            let size_mm = match &kind {
                PageKind::Cutouts(n) => cutouts
                    .get(*n)
                    .map_or(plan.paper_mm, |c| cutout_paper(&plan, c)),
                _ => plan.paper_mm,
            };
            Page { kind, size_mm, svg }
        })
        .collect();
    Ok(Pages {
        plan,
        pages: out,
        scale: None,
    })
}

/// The SVG pages only, in print order (see [`pages`]).
///
/// # Errors
/// As [`pages`].
pub fn render(v: &ValidatedBoard, opts: &PageOptions) -> Result<Vec<String>, OptionsError> {
    Ok(pages(v, opts)?.pages.into_iter().map(|p| p.svg).collect())
}

/// Font size of the legend under a single sheet, mm (times the text scale of [`sheet`]).
pub const SHEET_LEGEND_FONT_MM: f64 = 3.2;

/// Narrowest column of the legend under a single sheet, mm (times the text scale): a wider
/// sheet sets its rules in as many such columns as fit, about 75 characters a line at
/// [`SHEET_LEGEND_FONT_MM`], rather than in lines across the whole sheet.
pub const SHEET_LEGEND_MEASURE_MM: f64 = 135.0;

/// Space between the legend's columns, mm (times the text scale).
pub const SHEET_LEGEND_GUTTER_MM: f64 = 8.0;

/// Narrowest legend under a single sheet, mm (times the text scale): a small board's sheet is
/// widened to it rather than wrapping the rules into a narrow column.
pub const SHEET_LEGEND_MIN_WIDTH_MM: f64 = 100.0;

/// The board as one sheet at true scale with, under it, the legend the PDF cover carries: the
/// board's name, its pieces at true size, how to play and the start position
/// ([`legend_lines`]). `width`/`height` are in mm and the `viewBox` in mm from the sheet's
/// top-left corner; the board keeps its true scale (1 unit = `units.mm_per_unit()` mm) with its
/// extent ([`board_bounds`]) plus `opts.margin_mm` at the top-left. `text_scale` (at least 1)
/// multiplies the legend's sizes, for previews in which a large board gets few pixels per mm.
pub fn sheet(v: &ValidatedBoard, opts: &SvgOptions, text_scale: f64) -> String {
    let k = if text_scale.is_finite() {
        text_scale.max(1.0)
    } else {
        1.0
    };
    let mm = v.units.mm_per_unit();
    let b = board_bounds(v);
    let m = opts.margin_mm.max(0.0);
    let [bw, bh] = b.size().map(|x| x * mm + 2.0 * m);
    let lw = bw.max(SHEET_LEGEND_MIN_WIDTH_MM * k);
    let fs = SHEET_LEGEND_FONT_MM * k;
    let lead = 1.35 * fs;
    let pad = 4.0 * k;
    let board = board_layer(v, opts, "").set(
        "transform",
        format!(
            "translate({} {}) scale({})",
            num(m - b.min[0] * mm),
            num(m - b.min[1] * mm),
            num(mm)
        ),
    );
    let mut g = Group::new().set("id", "legend").set("fill", "#000000");
    let mut y = bh + 2.0 * pad;
    g = g.add(line([pad, bh + pad], [lw - pad, bh + pad], 0.3 * k).set("stroke", "#888888"));
    let lang = v.lang.unwrap_or_default();
    let name = v
        .name
        .clone()
        .unwrap_or_else(|| crate::i18n::tr!(lang, "sheet-default-name"));
    // The name wrapped to the sheet's width (a narrow board's sheet is only
    // SHEET_LEGEND_MIN_WIDTH_MM wide), and set smaller when one word is wider still.
    let (title_fs, title_lines) = title_lines(&name, 5.0 * k, lw - 2.0 * pad);
    for (i, l) in title_lines.iter().enumerate() {
        y += if i == 0 { title_fs } else { 1.2 * title_fs };
        g = g.add(text(pad, y, title_fs, l));
    }
    y += 3.0 * k;
    // Pieces at true size, side by side.
    let mut x = pad;
    let mut row_h = 0.0f64;
    for (i, (kind, p)) in v.pieces.iter().enumerate() {
        let d = p.diameter * mm;
        if !(d.is_finite() && d > 0.0) {
            continue;
        }
        let label = crate::i18n::tr!(
            lang,
            "sheet-piece",
            pieces = crate::output::render::in_play::pieces_in(lang, kind, p.count as usize),
            size = super::rulers::piece_size_in(p.diameter, v.units, lang)
        );
        let shown = d.min(lw / 3.0);
        let w = shown + 2.0 * k + width_em(&label) * fs + 6.0 * k;
        if x > pad && x + w > lw - pad {
            x = pad;
            y += row_h + 2.0 * k;
            row_h = 0.0;
        }
        let fill = match i {
            0 => "#FFFFFF",
            1 => "#444444",
            _ => crate::output::render::colour::fill(i),
        };
        let h = shown.max(fs * 1.2);
        g = g.add(
            Circle::new()
                .set("cx", num(x + shown / 2.0))
                .set("cy", num(y + h / 2.0))
                .set("r", num(shown / 2.0))
                .set("fill", fill)
                .set("stroke", "#000000")
                .set("stroke-width", num(0.3 * k.min(shown / 4.0))),
        );
        g = g.add(text(
            x + shown + 2.0 * k,
            y + h / 2.0 + 0.36 * fs,
            fs,
            &label,
        ));
        x += w;
        row_h = row_h.max(h);
    }
    y += row_h + 3.0 * k;
    y += 4.0 * k;
    g = g.add(text(
        pad,
        y,
        4.0 * k,
        &crate::i18n::tr!(lang, "sheet-how-to-play"),
    ));
    y += 2.0 * k;
    // In columns of a readable measure on a wide sheet (a 420 mm sheet's rules ran in lines of
    // 250 characters): as many columns of at least SHEET_LEGEND_MEASURE_MM as fit, the
    // paragraphs in order, a column full when it holds its share of the lines.
    let avail = lw - 2.0 * pad;
    let gutter = SHEET_LEGEND_GUTTER_MM * k;
    let cols = ((avail + gutter) / (SHEET_LEGEND_MEASURE_MM * k + gutter))
        .floor()
        .max(1.0) as usize;
    let col_w = (avail - (cols - 1) as f64 * gutter) / cols as f64;
    let paras: Vec<Vec<String>> = legend_lines(v)
        .iter()
        .map(|p| wrap(p, fs, col_w - 2.0 * fs))
        .collect();
    let height = |lines: &Vec<String>| lines.len() as f64 * lead + 0.4 * fs;
    let share = paras.iter().map(height).sum::<f64>() / cols as f64;
    let (mut col, mut cy, mut bottom) = (0usize, y, y);
    for lines in &paras {
        let h = height(lines);
        if cy > y && cy - y + h / 2.0 > share && col + 1 < cols {
            col += 1;
            cy = y;
        }
        let x = pad + col as f64 * (col_w + gutter);
        for (i, l) in lines.iter().enumerate() {
            cy += lead;
            let bullet = if i == 0 { "• " } else { "  " };
            g = g.add(text(x, cy, fs, &format!("{bullet}{l}")));
        }
        cy += 0.4 * fs;
        bottom = bottom.max(cy);
    }
    y = bottom;
    let (w, h) = (lw, y + pad);
    let mut doc = Document::new()
        .set("width", format!("{}mm", num(w)))
        .set("height", format!("{}mm", num(h)))
        .set("viewBox", format!("0 0 {} {}", num(w), num(h)));
    if let Some(n) = &v.name {
        doc = doc.add(Title::new(xml_text(n)));
    }
    doc = doc.add(board).add(g);
    let mut s = doc.to_string();
    s.push('\n');
    s
}
