//! Paper pages: a cover page with the calibration square, ruler, legend and assembly map; the
//! board in tiles with overlap strips, cut lines and alignment marks; optionally a page of
//! cut-out pieces. Each page is an SVG whose `width`/`height` are the paper size in mm and whose
//! `viewBox` is in mm, so a page printed at 100 % shows the board at true scale.
//!
//! A scale correction `[cx, cy]` is applied to each page's whole drawing (group transform
//! `scale(cx cy)` about the top-left corner); layouts are computed in "design mm", the page size
//! divided by the correction.

use crate::output::render::paper::Orientation;
use crate::output::render::svg::{SvgOptions, board_bounds, board_layer};
use crate::output::render::text::width_em;
use crate::output::render::tile::{FOOTER_MM, Tile, TileOptions, TilePlan, plan_board};
use crate::output::render::{FONT_FAMILY_CSS, num, xml_text};
use crate::output::validated::ValidatedBoard;
use svg::Document;
use svg::node::element::{Circle, ClipPath, Definitions, Group, Line, Rectangle, Text, Title};

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
pub fn pages(v: &ValidatedBoard, opts: &PageOptions) -> Result<Pages, String> {
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
    fn corr(&self) -> [f64; 2] {
        self.plan.options.scale_correction
    }
    /// Page size in design mm.
    fn design(&self) -> [f64; 2] {
        let [cx, cy] = self.corr();
        [self.plan.paper_mm[0] / cx, self.plan.paper_mm[1] / cy]
    }
    /// Margins `[x, y]` in design mm.
    fn margin(&self) -> [f64; 2] {
        let [cx, cy] = self.corr();
        [
            self.plan.options.margin_mm / cx,
            self.plan.options.margin_mm / cy,
        ]
    }
    fn footer_top(&self) -> f64 {
        let [_, cy] = self.corr();
        self.design()[1] - self.margin()[1] - FOOTER_MM / cy
    }
    fn board_name(&self) -> String {
        self.v
            .name
            .clone()
            .unwrap_or_else(|| "savanna board".to_string())
    }
}

pub(crate) fn text(x: f64, y: f64, size: f64, s: &str) -> Text {
    crate::output::render::fonts::svg_text(s)
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

/// The assembly map: the grid of pages at `(x, y)`, scaled to fit `w × h`, with `current`
/// highlighted.
fn assembly_map(plan: &TilePlan, x: f64, y: f64, w: f64, h: f64, current: Option<usize>) -> Group {
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
    let info = format!(
        "page {} of {} · {}",
        ctx.number,
        ctx.total,
        ctx.board_name()
    );
    g = g.add(text(lx, top + 4.5, 3.2, &info).set("fill", "#000000"));
    g = g.add(text(lx, top + 9.5, 3.2, PRINT_AT_100).set("fill", "#000000"));
    if ctx.scale.is_some() {
        return g;
    }
    let map_w = (h * 1.6).min(w / 4.0);
    g.add(assembly_map(
        ctx.plan,
        w - mx - map_w,
        top,
        map_w,
        h - 1.0,
        current_tile,
    ))
}

fn tile_page(ctx: &Ctx, t: &Tile) -> String {
    let v = ctx.v;
    let plan = ctx.plan;
    let mm = v.units.mm_per_unit();
    let b = board_bounds(v);
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
    if t.col > 0 {
        marks = marks.add(
            line([mx, my], [mx, my + ch], 0.3)
                .set("stroke-dasharray", dash)
                .set("class", "cut-line"),
        );
        for &y in &ys {
            marks = marks.add(align(mx + ox / 2.0, y));
        }
    }
    if t.col + 1 < plan.cols {
        let x = mx + cw - ox;
        marks = marks.add(
            line([x, my], [x, my + ch], 0.2)
                .set("stroke-dasharray", "0.6 0.9")
                .set("class", "glue-edge"),
        );
        for &y in &ys {
            marks = marks.add(align(mx + cw - ox / 2.0, y));
        }
    }
    if t.row > 0 {
        marks = marks.add(
            line([mx, my], [mx + cw, my], 0.3)
                .set("stroke-dasharray", dash)
                .set("class", "cut-line"),
        );
        for &x in &xs {
            marks = marks.add(align(x, my + oy / 2.0));
        }
    }
    if t.row + 1 < plan.rows {
        let y = my + ch - oy;
        marks = marks.add(
            line([mx, y], [mx + cw, y], 0.2)
                .set("stroke-dasharray", "0.6 0.9")
                .set("class", "glue-edge"),
        );
        for &x in &xs {
            marks = marks.add(align(x, my + ch - oy / 2.0));
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
        let hint = "cut along dashed lines, glue over the neighbor up to its dotted line, matching the ⊕ marks";
        let [_, cy] = ctx.corr();
        let y = ctx.footer_top() + FOOTER_MM / cy - 0.8;
        let x = mx + width_em(&t.label) * 8.0 + 4.0;
        content = content.add(text(x, y, 2.4, hint).set("fill", "#555555"));
    }
    document(ctx, &format!("{} · {}", ctx.board_name(), t.label), content)
}

fn ruler(x: f64, y: f64, len_mm: usize) -> Group {
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
        text(x + len_mm as f64 + 2.0, y + 4.5, 2.8, "cm")
            .set("stroke", "none")
            .set("fill", "#000000"),
    )
}

/// The legend's lines: the rules in short.
pub fn legend_lines(v: &ValidatedBoard) -> Vec<String> {
    let mut l = vec![
        "Move groups of pieces only to a neighboring region: one that shares a border line. A ring ○ marks regions that touch only at a corner: they are not neighbors.".to_string(),
        "A region holds at most the pieces printed in it (discs must fit inside its lines).".to_string(),
        "Lions take jackals by moving in at 1 lion to 3 jackals or better (2 lions take about 5). Jackals take a lion by moving in 3 or more to 1.".to_string(),
        "A group may not enter the region of a stronger group. When 3 or more jackals move, one stays behind. Gathered lions must attack or disperse on their next turn.".to_string(),
        "No capture for more than five turns: count points. Jackals score 1 and lions 2 for each region they occupy.".to_string(),
    ];
    if let Some(setup) = &v.setup {
        let name = |id: &crate::ids::RegionId| {
            v.region(*id)
                .map(crate::output::render::text::title)
                .unwrap_or_else(|| format!("#{id}"))
        };
        let lions: Vec<String> = setup.lions.iter().map(name).collect();
        let mut s = String::from("Start:");
        if !lions.is_empty() {
            s.push_str(&format!(" one lion in each of {};", lions.join(", ")));
        }
        if let Some(j) = &setup.jackals {
            s.push_str(&format!(" the jackal pack in {}.", name(j)));
        }
        l.push(s.trim_end_matches(';').to_string());
    }
    if v.has_errors() {
        l.push("This board has errors: see `savanna check`.".to_string());
    }
    l
}

fn cover_page(ctx: &Ctx) -> String {
    let v = ctx.v;
    let mm = v.units.mm_per_unit();
    let [w, _] = ctx.design();
    let [mx, my] = ctx.margin();
    let right = w - mx;
    let bottom = ctx.footer_top() - 2.0;
    let mut g = Group::new().set("id", "cover").set("fill", "#000000");
    g = g.add(text(mx, my + 8.0, 8.0, &ctx.board_name()));
    g = g.add(text(
        mx,
        my + 15.0,
        4.0,
        "Print at 100 % / actual size: turn off \"fit to page\" and \"shrink\".",
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
    for (dy, size, words) in [
        (-2.0, 4.0, "100 mm × 100 mm"),
        (4.0, 2.8, "measure both sides: if they are off,"),
        (8.0, 2.8, "use --scale-correction X,Y"),
    ] {
        sq = sq
            .add(text(mx + s / 2.0, sq_y + s / 2.0 + dy, size, words).set("text-anchor", "middle"));
    }
    g = g.add(sq);
    let ruler_len = (RULER_MAX_MM.min(right - mx - 8.0).floor().max(10.0)) as usize;
    let ruler_y = sq_y + s + 6.0;
    g = g.add(ruler(mx, ruler_y, ruler_len));

    // Right of the square: pieces to scale; then the legend, in that column when it is wide
    // enough, else under the ruler; the assembly map in the remaining space.
    let col_x = mx + s.max(ruler_len as f64 + 6.0) + 10.0;
    let col_w = right - col_x;
    let mut y = sq_y;
    let piece_col_x = mx + s + 8.0;
    let piece_w = right - piece_col_x;
    if piece_w >= 30.0 {
        g = g.add(text(piece_col_x, y + 4.0, 3.5, "Pieces, true size:"));
        y += 8.0;
        for (kind, p) in v.pieces.iter() {
            let d = p.diameter * mm;
            if !(d.is_finite() && d > 0.0) {
                continue;
            }
            let dd = d.min(piece_w * 0.4).min(40.0);
            g = g.add(
                Circle::new()
                    .set("cx", num(piece_col_x + dd / 2.0))
                    .set("cy", num(y + dd / 2.0))
                    .set("r", num(dd / 2.0))
                    .set("fill", "none")
                    .set("stroke", "#000000")
                    .set("stroke-width", "0.3"),
            );
            let label = format!("{} × {kind}, {} mm", p.count, num(d));
            g = g.add(text(
                piece_col_x + dd + 3.0,
                y + dd / 2.0 + 1.2,
                3.2,
                &label,
            ));
            y += dd + 4.0;
            if y > sq_y + s {
                break;
            }
        }
    }
    let wide = col_w >= 90.0;
    let (lx, mut ly, lw) = if wide {
        (col_x, y.max(sq_y) + 6.0, col_w)
    } else {
        (mx, ruler_y + 16.0, right - mx)
    };
    g = g.add(text(lx, ly, 4.0, "How to play on this board"));
    ly += 6.0;
    let fs = 3.2;
    for para in legend_lines(v) {
        for (i, l) in wrap(&para, fs, lw - 4.0).into_iter().enumerate() {
            if ly > bottom {
                break;
            }
            let bullet = if i == 0 { "• " } else { "  " };
            g = g.add(text(lx, ly, fs, &format!("{bullet}{l}")));
            ly += fs * 1.35;
        }
        ly += 1.0;
    }
    if ctx.opts.svg.proof && !v.diagnostics.is_empty() {
        ly += 2.0;
        g = g.add(
            text(
                lx,
                ly,
                3.5,
                &format!("Proof: {} diagnostics", v.diagnostics.len()),
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
            Orientation::Portrait => "portrait",
            Orientation::Landscape => "landscape",
        };
        let caption = format!(
            "Assembly: {} page{} of {} {orient} ({} × {}), overlap {} mm",
            plan.tiles.len(),
            if plan.tiles.len() == 1 { "" } else { "s" },
            plan.options.paper.name,
            plan.rows,
            plan.cols,
            num(plan.overlap_mm[0].min(plan.overlap_mm[1])),
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
    let content = Group::new().add(g).add(footer(ctx, "Cover", None));
    document(ctx, &format!("{} · cover", ctx.board_name()), content)
}

/// Where the cut-out discs go: per page, `(kind index, centre [x, y] in design mm, diameter mm)`.
pub(crate) fn cutout_layout(
    v: &ValidatedBoard,
    plan: &TilePlan,
) -> Vec<Vec<(usize, [f64; 2], f64)>> {
    let mm = v.units.mm_per_unit();
    let [cx, cy] = plan.options.scale_correction;
    let [pw, ph] = plan.paper_mm;
    let (mx, my) = (plan.options.margin_mm / cx, plan.options.margin_mm / cy);
    let (x0, y0, x1, y1) = (mx, my + 12.0, pw / cx - mx, ph / cy - my - FOOTER_MM / cy);
    let gap = 3.0;
    let mut pages: Vec<Vec<(usize, [f64; 2], f64)>> = vec![Vec::new()];
    let (mut x, mut y, mut row_h) = (x0, y0, 0.0f64);
    for (k, (_, p)) in v.pieces.iter().enumerate() {
        let d = p.diameter * mm;
        if !(d.is_finite() && d > 0.0 && d <= x1 - x0 && d <= y1 - y0) {
            continue;
        }
        // Each kind starts on a new row.
        if x > x0 {
            x = x0;
            y += row_h + gap;
            row_h = 0.0;
        }
        for _ in 0..p.count.min(10_000) {
            if x + d > x1 {
                x = x0;
                y += row_h + gap;
                row_h = 0.0;
            }
            if y + d > y1 {
                pages.push(Vec::new());
                x = x0;
                y = y0;
                row_h = 0.0;
            }
            if let Some(page) = pages.last_mut() {
                page.push((k, [x + d / 2.0, y + d / 2.0], d));
            }
            x += d + gap;
            row_h = row_h.max(d);
        }
    }
    pages
}

pub(crate) fn cutout_page(ctx: &Ctx, n: usize) -> String {
    let layout = cutout_layout(ctx.v, ctx.plan);
    let [mx, my] = ctx.margin();
    let kinds: Vec<&str> = ctx.v.pieces.iter().map(|(k, _)| k).collect();
    let mut g = Group::new().set("id", "cutouts");
    g = g.add(text(mx, my + 6.0, 5.0, "Pieces: cut along the outlines").set("fill", "#000000"));
    for &(k, c, d) in layout.get(n).map(Vec::as_slice).unwrap_or(&[]) {
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
    let content = Group::new().add(g).add(footer(ctx, "Pieces", None));
    document(ctx, &format!("{} · pieces", ctx.board_name()), content)
}

/// The SVG pages only, in print order (see [`pages`]).
///
/// # Errors
/// As [`pages`].
pub fn render(v: &ValidatedBoard, opts: &PageOptions) -> Result<Vec<String>, String> {
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
            "{} {}, {} mm",
            p.count,
            crate::output::render::text::plural(kind, p.count as usize),
            num((d * 10.0).round() / 10.0)
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
