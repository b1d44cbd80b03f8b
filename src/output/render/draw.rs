//! What every paper page shares: the page options and kinds, the drawing context of one page
//! and the small SVG helpers (text, line, rectangle, the page document with its scale
//! correction, word wrap). All lengths are design mm (see [`super::page`]).
//!
//! Below both ways of paging (`tiled`'s full-size tiles and `plan_page`'s layout plan), so
//! neither reaches back up into [`super::page`], which re-exports the public items.

use crate::output::render::svg::SvgOptions;
use crate::output::render::text::width_em;
use crate::output::render::tile::{FOOTER_MM, TileOptions, TilePlan};
use crate::output::render::{FONT_FAMILY_CSS, num, xml_text};
use crate::validated::ValidatedBoard;
use svg::Document;
use svg::node::element::{Group, Line, Rectangle, Text, Title};

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
    /// A rules page: a layout plan's (how to play, the pieces, each region's capacity; several
    /// in a row when they do not fit one), or a tiled print's right after the cover when the
    /// cover's legend does not fit whole on it.
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
            .unwrap_or_else(|| crate::i18n::tr!(self.lang(), "sheet-default-name"))
    }

    /// The language the sheet is printed in: the board's `lang:` (which the command line sets
    /// from `--lang` or the locale), English without one.
    pub(super) fn lang(&self) -> crate::i18n::Lang {
        self.v.lang.unwrap_or_default()
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

/// A title set in `width` (mm): `s` wrapped at font size `size` (mm), and, when a line is wider
/// still (one long word), the size lowered so that the widest line fits. Returns the size and
/// the lines.
pub(crate) fn title_lines(s: &str, size: f64, width: f64) -> (f64, Vec<String>) {
    let lines = wrap(s, size, width);
    let widest = lines.iter().map(|l| width_em(l)).fold(0.0, f64::max) * size;
    if widest > width && widest > 0.0 && width > 0.0 {
        (size * width / widest, lines)
    } else {
        (size, lines)
    }
}

/// The font size (mm) at which the one-line text `s` fits in `width` (mm): `size`, or smaller
/// when `s` at `size` is wider.
pub(crate) fn shrink_to(s: &str, size: f64, width: f64) -> f64 {
    let w = width_em(s) * size;
    if w > width && w > 0.0 && width > 0.0 {
        size * width / w
    } else {
        size
    }
}
