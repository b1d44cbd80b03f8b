//! Paper pages: a cover page with the calibration square, ruler, legend and assembly map; the
//! board in tiles with overlap strips, cut lines and alignment marks; optionally a page of
//! cut-out pieces. Each page is an SVG whose `width`/`height` are the paper size in mm and whose
//! `viewBox` is in mm, so a page printed at 100 % shows the board at true scale.
//!
//! A scale correction `[cx, cy]` is applied to each page's whole drawing (group transform
//! `scale(cx cy)` about the top-left corner); layouts are computed in "design mm", the page size
//! divided by the correction.

pub use super::tiled::legend_lines;
use super::tiled::{cover_page, tile_page};
pub(crate) use super::tiled::{cutout_layout, cutout_page, footer};

use crate::output::render::svg::{SvgOptions, board_bounds, board_layer};
use crate::output::render::text::width_em;
use crate::output::render::tile::{FOOTER_MM, TileOptions, TilePlan, plan_board};
use crate::output::render::{FONT_FAMILY_CSS, OptionsError, num, xml_text};
use crate::validated::ValidatedBoard;
use svg::Document;
use svg::node::element::{Circle, Group, Line, Rectangle, Text, Title};

/// Side of the calibration square on the cover page, mm.
pub const CHECK_SQUARE_MM: f64 = 100.0;

/// Longest calibration ruler, mm (shorter when the page is narrower).
pub const RULER_MAX_MM: f64 = 150.0;

/// Distance between alignment marks along an overlap strip, mm of the board.
pub const ALIGN_MARK_STEP_MM: f64 = 40.0;

/// The words that tell the user how to print.
pub const PRINT_AT_100: &str = "print at 100 % / actual size (no \"fit to page\")";

/// What pages to make and how.
#[derive(Debug, Clone, PartialEq)]
pub struct PageOptions {
    /// Paper, margins, overlap, orientation, scale correction.
    pub tile: TileOptions,
    /// How the board is drawn (pencil width, labels, certificates, proof mode).
    pub svg: SvgOptions,
    /// Start with the cover page (calibration square, ruler, legend, assembly map).
    pub cover: bool,
    /// End with page(s) of cut-out pieces at their true diameters.
    pub cutouts: bool,
    /// Full-size tiles or a layout plan (see [`Layout`]).
    pub layout: Layout,
}

/// Full-size tiles or a scale plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Layout {
    /// Full size unless the tiling takes more than
    /// [`PLAN_ABOVE_PAGES`](crate::output::render::plan::PLAN_ABOVE_PAGES) pages (or cannot be made),
    /// then a layout plan.
    #[default]
    Auto,
    /// Full-size tiles, however many pages.
    FullSize,
    /// A layout plan ([`crate::output::render::plan`]).
    Plan,
}

impl Default for PageOptions {
    fn default() -> Self {
        PageOptions {
            tile: TileOptions::default(),
            svg: SvgOptions::default(),
            cover: true,
            cutouts: false,
            layout: Layout::Auto,
        }
    }
}

/// What a page shows.
#[derive(Debug, Clone, PartialEq)]
pub enum PageKind {
    /// Calibration square, ruler, legend, assembly map.
    Cover,
    /// One tile of the board (index into [`TilePlan::tiles`]).
    Tile(usize),
    /// Cut-out pieces (the `n`-th such page, from 0).
    Cutouts(usize),
    /// A layout plan's drawing and dimensions (the `n`-th such page, from 0).
    Plan(usize),
    /// A layout plan's rules page: how to play, the pieces, each region's capacity.
    Rules,
}

/// One page, drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// What it shows.
    pub kind: PageKind,
    /// Paper `[width, height]` in mm.
    pub size_mm: [f64; 2],
    /// The page as SVG text.
    pub svg: String,
}

/// The pages of a board: the tile plan and every page in print order.
#[derive(Debug, Clone, PartialEq)]
pub struct Pages {
    /// How the board is cut.
    pub plan: TilePlan,
    /// The pages.
    pub pages: Vec<Page>,
    /// For a layout plan, its scale `1:n`; `None` for full-size pages.
    pub scale: Option<u64>,
}

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
        return crate::output::render::plan::pages(v, opts);
    }
    let plan = plan_board(v, &opts.tile)?;
    let mut kinds = Vec::new();
    if opts.cover {
        kinds.push(PageKind::Cover);
    }
    kinds.extend((0..plan.tiles.len()).map(PageKind::Tile));
    let cut_pages = if opts.cutouts {
        cutout_layout(v, &plan).len()
    } else {
        0
    };
    kinds.extend((0..cut_pages).map(PageKind::Cutouts));
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
                PageKind::Plan(_) | PageKind::Rules => String::new(),
            };
            Page {
                kind,
                size_mm: plan.paper_mm,
                svg,
            }
        })
        .collect();
    Ok(Pages {
        plan,
        pages: out,
        scale: None,
    })
}

/// What every page drawing needs: the board, the options, the page geometry, its number.
pub(crate) struct Ctx<'a> {
    pub(crate) v: &'a ValidatedBoard,
    pub(crate) opts: &'a PageOptions,
    pub(crate) plan: &'a TilePlan,
    pub(crate) number: usize,
    pub(crate) total: usize,
    /// A layout plan's scale `1:n` (its footer has no assembly map).
    pub(crate) scale: Option<u64>,
}

impl Ctx<'_> {
    pub(super) fn corr(&self) -> [f64; 2] {
        self.plan.options.scale_correction
    }
    /// Page size in design mm.
    pub(super) fn design(&self) -> [f64; 2] {
        let [cx, cy] = self.corr();
        [self.plan.paper_mm[0] / cx, self.plan.paper_mm[1] / cy]
    }
    /// Margins `[x, y]` in design mm.
    pub(super) fn margin(&self) -> [f64; 2] {
        let [cx, cy] = self.corr();
        [
            self.plan.options.margin_mm / cx,
            self.plan.options.margin_mm / cy,
        ]
    }
    pub(super) fn footer_top(&self) -> f64 {
        let [_, cy] = self.corr();
        self.design()[1] - self.margin()[1] - FOOTER_MM / cy
    }
    pub(super) fn board_name(&self) -> String {
        self.v
            .name
            .clone()
            .unwrap_or_else(|| "savanna board".to_string())
    }
}

pub(crate) fn text(x: f64, y: f64, size: f64, s: &str) -> Text {
    crate::output::render::font_svg::svg_text(s)
        .set("x", num(x))
        .set("y", num(y))
        .set("font-size", num(size))
        .set("font-family", FONT_FAMILY_CSS)
}

pub(crate) fn line(a: [f64; 2], b: [f64; 2], width: f64) -> Line {
    Line::new()
        .set("x1", num(a[0]))
        .set("y1", num(a[1]))
        .set("x2", num(b[0]))
        .set("y2", num(b[1]))
        .set("stroke-width", num(width))
}

pub(crate) fn rect(x: f64, y: f64, w: f64, h: f64) -> Rectangle {
    Rectangle::new()
        .set("x", num(x))
        .set("y", num(y))
        .set("width", num(w))
        .set("height", num(h))
}

/// A page document with the scale correction group; `content` is in design mm.
pub(crate) fn document(ctx: &Ctx, title: &str, content: Group) -> String {
    let [w, h] = ctx.plan.paper_mm;
    let [cx, cy] = ctx.corr();
    let mut g = Group::new().set("id", "page");
    if cx != 1.0 || cy != 1.0 {
        g = g.set("transform", format!("scale({} {})", num(cx), num(cy)));
    }
    let doc = Document::new()
        .set("width", format!("{}mm", num(w)))
        .set("height", format!("{}mm", num(h)))
        .set("viewBox", format!("0 0 {} {}", num(w), num(h)))
        .add(Title::new(xml_text(title)))
        .add(g.add(content));
    let mut s = doc.to_string();
    s.push('\n');
    s
}

/// Greedy word wrap to `width` at font size `size` (all in mm).
pub fn wrap(s: &str, size: f64, width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in s.split_whitespace() {
        let trial = if cur.is_empty() {
            word.to_string()
        } else {
            format!("{cur} {word}")
        };
        if !cur.is_empty() && width_em(&trial) * size > width {
            lines.push(std::mem::take(&mut cur));
            cur = word.to_string();
        } else {
            cur = trial;
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
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
    let name = v
        .name
        .clone()
        .unwrap_or_else(|| "savanna board".to_string());
    y += 5.0 * k;
    g = g.add(text(pad, y, 5.0 * k, &name));
    y += 3.0 * k;
    // Pieces at true size, side by side.
    let mut x = pad;
    let mut row_h = 0.0f64;
    for (i, (kind, p)) in v.pieces.iter().enumerate() {
        let d = p.diameter * mm;
        if !(d.is_finite() && d > 0.0) {
            continue;
        }
        let label = format!(
            "{} {}, {}",
            p.count,
            crate::output::render::in_play::plural(kind, p.count as usize),
            super::tiled::piece_size(p.diameter, v.units)
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
    g = g.add(text(pad, y, 4.0 * k, "How to play on this board"));
    y += 2.0 * k;
    for para in legend_lines(v) {
        for (i, l) in wrap(&para, fs, lw - 2.0 * pad - 2.0 * fs)
            .into_iter()
            .enumerate()
        {
            y += lead;
            let bullet = if i == 0 { "• " } else { "  " };
            g = g.add(text(pad, y, fs, &format!("{bullet}{l}")));
        }
        y += 0.4 * fs;
    }
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
