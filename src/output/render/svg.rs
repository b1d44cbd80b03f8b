//! The board as one SVG sheet at true scale: `width`/`height` in millimetres, `viewBox` in board
//! units, so 1 unit on the board prints as 1 unit on paper.

use crate::output::render::colour::{fill, region_colours};
use crate::output::render::occupancy::shade;
pub use crate::output::render::proof::ring_path;
use crate::output::render::proof::{certificates, label_text, proof_layer};
use crate::output::render::text::{LabelBox, layout_label};
use crate::output::render::{FONT_FAMILY_CSS, num, xml_text};
use crate::validated::{Point, ValidatedBoard};
use svg::Document;
use svg::node::element::{Circle, ClipPath, Definitions, Group, Line, Path, TSpan, Text, Title};

/// Accepted pencil widths, mm: a line finer than 0.05 mm does not print, one wider than 5 mm
/// hides the regions.
pub const PENCIL_RANGE_MM: std::ops::RangeInclusive<f64> = 0.05..=5.0;

/// How the board is drawn. Lengths are in millimetres on paper, whatever the board's units.
#[derive(Debug, Clone, PartialEq)]
pub struct SvgOptions {
    /// Stroke width of the drawn lines (the "pencil"), mm, in [`PENCIL_RANGE_MM`].
    pub pencil_mm: f64,
    /// Stroke width of the frame, mm.
    pub frame_mm: f64,
    /// White space added around the board on every side, mm.
    pub margin_mm: f64,
    /// Draw each region's name or id and capacities.
    pub labels: bool,
    /// Smallest label font size, mm (labels that do not fit even so are drawn at this size).
    pub min_font_mm: f64,
    /// Largest label font size, mm.
    pub max_font_mm: f64,
    /// Mark corner-only contacts with a small ring.
    pub corner_marks: bool,
    /// Radius of that ring, mm (its stroke scales with it).
    pub corner_ring_mm: f64,
    /// Draw the packing certificates as faint discs: per region one packing whose discs do not
    /// overlap, lions solid and jackals dashed (see the module's `certificates`).
    pub certificates: bool,
    /// Proof mode: overlay dangles, cut edges, labels that do not fit and the regions named by
    /// diagnostics.
    pub proof: bool,
    /// When set, a label that does not fit at `min_font_mm` is set smaller, down to this size
    /// (mm), and when even that does not fit, as its title alone (name or `#id`) in that range:
    /// the layout plan's choice, whose rules page lists every region's capacities. `None` (the
    /// default): such a label is drawn at `min_font_mm` (in proof mode, smaller: see
    /// [`labels`]).
    pub shrink_font_mm: Option<f64>,
    /// Shade regions by a balance run's occupancy ([`crate::output::render::occupancy`]) instead of the
    /// graph colouring, with a legend in the board's top-left corner.
    pub occupancy: Option<crate::output::render::occupancy::Occupancy>,
}

impl Default for SvgOptions {
    fn default() -> Self {
        SvgOptions {
            pencil_mm: 0.6,
            frame_mm: 1.2,
            margin_mm: 0.0,
            labels: true,
            min_font_mm: 2.0,
            max_font_mm: 6.0,
            corner_marks: true,
            corner_ring_mm: CORNER_RING_MM,
            certificates: false,
            proof: false,
            shrink_font_mm: None,
            occupancy: None,
        }
    }
}

/// Radius of the ring marking a corner-only contact, mm.
pub const CORNER_RING_MM: f64 = 2.2;

/// An axis-aligned box `[min, max]` in board units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    /// Smallest x and y.
    pub min: Point,
    /// Largest x and y.
    pub max: Point,
}

impl Bounds {
    /// Width and height.
    pub fn size(&self) -> [f64; 2] {
        [self.max[0] - self.min[0], self.max[1] - self.min[1]]
    }
}

/// The extent of the board's sheet in board units: the smallest box holding the origin (the
/// sheet's top-left corner, by the contract), the frame (or, without a frame, every line) and
/// every region. Non-finite coordinates are skipped. Never empty: at least `(0,0)-(1,1)`.
pub fn board_bounds(v: &ValidatedBoard) -> Bounds {
    extent([0.0, 0.0], drawn_points(v))
}

/// The finite points that bound what is drawn of `v`: the frame's corners (or, without a frame,
/// every line's ends) and every region's outline.
fn drawn_points(v: &ValidatedBoard) -> impl Iterator<Item = Point> + '_ {
    let outline: &[Point] = v.frame.as_ref().map_or(&[], |f| &f.polygon);
    let lines = v
        .frame
        .is_none()
        .then_some(v.lines.iter().flat_map(|l| [l.from, l.to]))
        .into_iter()
        .flatten();
    outline
        .iter()
        .copied()
        .chain(lines)
        .chain(v.regions.iter().flat_map(|r| r.outline.iter().copied()))
        .filter(|p| p[0].is_finite() && p[1].is_finite())
}

/// The smallest box holding `start` and `pts`, each side at least 1 long (a side of length 0
/// grows from its minimum).
fn extent(start: Point, pts: impl Iterator<Item = Point>) -> Bounds {
    let mut b = Bounds {
        min: start,
        max: start,
    };
    for p in pts {
        for (k, &c) in p.iter().enumerate() {
            b.min[k] = b.min[k].min(c);
            b.max[k] = b.max[k].max(c);
        }
    }
    for k in 0..2 {
        if b.max[k] - b.min[k] <= 0.0 {
            b.max[k] = b.min[k] + 1.0;
        }
    }
    b
}

/// The extent of what a tiled print shows, in board units: the smallest box holding the frame
/// (or, without a frame, every line) and every region, without the origin that
/// [`board_bounds`] adds for the single sheet. A frame drawn at (20, 20) is tiled from its own
/// corner, so the 20 units before it cost no paper. Non-finite coordinates are skipped; never
/// empty (a board with nothing finite is [`board_bounds`]').
///
/// ```
/// let board = "frame: {polygon: [[20, 20], [560, 20], [560, 290], [20, 290]]}\nlines: [[[20, 120], [560, 120]]]\n";
/// let v = savanna::pipeline::run(board, &Default::default()).unwrap().validated;
/// let b = savanna::output::render::svg::print_bounds(&v);
/// assert_eq!((b.min, b.max), ([20.0, 20.0], [560.0, 290.0]));
/// assert_eq!(savanna::output::render::svg::board_bounds(&v).min, [0.0, 0.0]);
/// ```
pub fn print_bounds(v: &ValidatedBoard) -> Bounds {
    let mut pts = drawn_points(v);
    match pts.next() {
        Some(first) => extent(first, pts),
        None => board_bounds(v),
    }
}

/// The padded boxes of the region labels as [`board_layer`] draws them (room made for the
/// start marks), `[[min_x, min_y], [max_x, max_y]]` in board units; empty when `opts` draws no
/// labels. Marks printed over the board (a tiled print's alignment marks) keep clear of them.
pub fn label_bounds(v: &ValidatedBoard, opts: &SvgOptions) -> Vec<[Point; 2]> {
    if !opts.labels {
        return Vec::new();
    }
    let u = 1.0 / v.units.mm_per_unit();
    crate::output::render::start::make_room(v, labels(v, opts), opts.min_font_mm * u)
        .iter()
        .map(LabelBox::bounds)
        .collect()
}

/// Every region's label laid out (see [`layout_label`]), in region order; font limits from
/// `opts` converted to board units.
/// In proof mode, a label that does not fit at `min_font_mm` is set smaller, down to
/// [`PROOF_MIN_FONT_FRACTION`] of it, so that it stays inside a thin region; with
/// [`SvgOptions::shrink_font_mm`], smaller down to that size and then as its title alone.
pub fn labels(v: &ValidatedBoard, opts: &SvgOptions) -> Vec<LabelBox> {
    let u = 1.0 / v.units.mm_per_unit();
    v.regions
        .iter()
        .map(|r| {
            let b = layout_label(v, r, opts.min_font_mm * u, opts.max_font_mm * u);
            if b.fits {
                return b;
            }
            let small = match (opts.proof, opts.shrink_font_mm) {
                (true, _) => opts.min_font_mm * u * PROOF_MIN_FONT_FRACTION,
                (false, Some(f)) if f.is_finite() && f > 0.0 => f.min(opts.min_font_mm) * u,
                _ => return b,
            };
            let s = layout_label(v, r, small, opts.min_font_mm * u);
            if s.fits || opts.proof {
                return if s.fits { s } else { b };
            }
            // Too small for its capacities even so: the title alone (at the smallest size when
            // that does not fit either, the least text outside the region).
            crate::output::render::text::layout_label_from(
                r,
                vec![vec![crate::output::render::text::title(r)]],
                small,
                opts.min_font_mm * u,
            )
        })
        .collect()
}

/// The smallest label font in proof mode, as a fraction of [`SvgOptions::min_font_mm`]: a proof
/// is read up close, and a label outside its region would point at the wrong one.
pub const PROOF_MIN_FONT_FRACTION: f64 = 0.1;

/// Size of the occupancy legend's text, mm.
pub const LEGEND_FONT_MM: f64 = 3.5;

/// Clear space kept between the occupancy legend and what it must not cover, in the legend's
/// font size.
pub const LEGEND_CLEAR_EM: f64 = 0.5;

/// The occupancy legend's rows: the swatch's shares (lions, jackals) and what it means.
const LEGEND_ROWS: [([f64; 2], &str); 3] = [
    ([1.0, 0.0], "held by the lions at every turn end"),
    ([0.0, 1.0], "held by the jackals at every turn end"),
    ([0.0, 0.0], "held by neither (mixes: shares of time)"),
];

/// The occupancy legend's heading.
const LEGEND_TITLE: &str = "occupancy in self-play (savanna balance)";

/// The occupancy legend's box, `[width, height]` in board units, for a font size `f` (board
/// units): the heading and the rows (a swatch 1.8 em before each row's text) at the shipped
/// font's widths ([`crate::output::render::text::width_em`], with
/// [`crate::output::render::text::WIDTH_SLACK`]), half an em of padding on each side, a row
/// every 1.6 em.
fn legend_size(f: f64) -> [f64; 2] {
    use crate::output::render::text::{WIDTH_SLACK, width_em};
    let text_em = LEGEND_ROWS
        .iter()
        .map(|(_, what)| 1.8 + width_em(what))
        .fold(width_em(LEGEND_TITLE), f64::max);
    [
        (text_em * WIDTH_SLACK + 1.0) * f,
        1.6 * f * (LEGEND_ROWS.len() as f64 + 1.0) + 0.5 * f,
    ]
}

/// Where the occupancy legend's box goes (its top-left corner, board units): the first place,
/// among the board's four corners (top-left, top-right, bottom-left, bottom-right, 1.5 em in
/// from the board's bounds) and then every em across the board (row by row from the top), where
/// the box stays [`LEGEND_CLEAR_EM`] clear of every box in `avoid` (`[min, max]` corners: labels,
/// start discs, corner rings); when none is clear, the place covering the least area of them.
pub fn legend_place(v: &ValidatedBoard, size: [f64; 2], avoid: &[[Point; 2]]) -> Point {
    let u = 1.0 / v.units.mm_per_unit();
    let f = LEGEND_FONT_MM * u;
    let b = board_bounds(v);
    let inset = 1.5 * f;
    let (x0, y0) = (b.min[0] + inset, b.min[1] + inset);
    let (x1, y1) = (
        (b.max[0] - inset - size[0]).max(x0),
        (b.max[1] - inset - size[1]).max(y0),
    );
    let corners = [[x0, y0], [x1, y0], [x0, y1], [x1, y1]];
    let cols = ((x1 - x0) / f).floor().max(0.0) as usize;
    let rows = ((y1 - y0) / f).floor().max(0.0) as usize;
    let grid = (0..=rows)
        .flat_map(move |j| (0..=cols).map(move |i| [x0 + i as f64 * f, y0 + j as f64 * f]));
    let clear = LEGEND_CLEAR_EM * f;
    let covered = |p: Point| -> f64 {
        avoid
            .iter()
            .map(|[lo, hi]| {
                let w = (p[0] + size[0] + clear).min(hi[0]) - (p[0] - clear).max(lo[0]);
                let h = (p[1] + size[1] + clear).min(hi[1]) - (p[1] - clear).max(lo[1]);
                if w > 0.0 && h > 0.0 { w * h } else { 0.0 }
            })
            .sum()
    };
    let mut best = (f64::INFINITY, [x0, y0]);
    for p in corners.into_iter().chain(grid) {
        let c = covered(p);
        if c == 0.0 {
            return p;
        }
        if c < best.0 {
            best = (c, p);
        }
    }
    best.1
}

/// The legend of an occupancy shading: three swatches (always the lions, always the jackals,
/// nobody) with their meaning, on a white box at `at` (its top-left corner, board units;
/// [`legend_place`]).
fn occupancy_legend(v: &ValidatedBoard, id_prefix: &str, at: Point) -> Group {
    let u = 1.0 / v.units.mm_per_unit();
    let f = LEGEND_FONT_MM * u;
    let [w, h] = legend_size(f);
    let (x, y) = (at[0] + 0.5 * f, at[1] + 0.5 * f);
    let mut g = Group::new()
        .set("id", format!("{id_prefix}occupancy-legend"))
        .set("font-family", FONT_FAMILY_CSS)
        .set("font-size", num(f));
    g = g.add(
        svg::node::element::Rectangle::new()
            .set("x", num(at[0]))
            .set("y", num(at[1]))
            .set("width", num(w))
            .set("height", num(h))
            .set("fill", "#FFFFFF")
            .set("stroke", "#222222")
            .set("stroke-width", num(0.2 * u)),
    );
    g = g.add(
        Text::new("")
            .set("x", num(x))
            .set("y", num(y + f))
            .add(TSpan::new(LEGEND_TITLE)),
    );
    for (k, ([l, j], what)) in LEGEND_ROWS.iter().enumerate() {
        let ry = y + 1.6 * f * (k as f64 + 1.0);
        g = g.add(
            svg::node::element::Rectangle::new()
                .set("x", num(x))
                .set("y", num(ry))
                .set("width", num(1.2 * f))
                .set("height", num(1.2 * f))
                .set("fill", shade(*l, *j))
                .set("stroke", "#222222")
                .set("stroke-width", num(0.15 * u)),
        );
        g = g.add(
            Text::new("")
                .set("x", num(x + 1.8 * f))
                .set("y", num(ry + f))
                .add(TSpan::new(*what)),
        );
    }
    g
}

/// The board drawing as an SVG group in board units (no size, no viewBox): region fills, optional
/// certificates, lines (clipped to the frame), frame, corner rings, labels, proof overlay.
/// `id_prefix` keeps element ids unique when several drawings share a document.
pub fn board_layer(v: &ValidatedBoard, opts: &SvgOptions, id_prefix: &str) -> Group {
    let u = 1.0 / v.units.mm_per_unit();
    let colours = region_colours(v);
    // `data-units` marks savanna's own drawing for `savanna import` (crate::import::svg), which
    // reads the pieces and the setup back from `data-pieces` and `data-setup`.
    let mut g = Group::new()
        .set("id", format!("{id_prefix}board"))
        .set("data-units", v.units.as_str())
        .set(
            "data-pieces",
            serde_json::to_string(&v.pieces).unwrap_or_default(),
        );
    if let Some(s) = &v.setup {
        g = g.set("data-setup", serde_json::to_string(s).unwrap_or_default());
    }
    g = import_data(v, g);

    // Regions.
    let mut regions = Group::new()
        .set("id", format!("{id_prefix}regions"))
        .set("stroke", "none");
    for r in &v.regions {
        let mut rings: Vec<&[Point]> = vec![&r.outline];
        rings.extend(r.holes.iter().map(|h| h.as_slice()));
        let k = colours.get(&r.id).copied().unwrap_or(0);
        let mut path = Path::new()
            .set("id", format!("{id_prefix}region-{}", r.id))
            .set("d", ring_path(&rings));
        if let Some(name) = &r.name {
            path = path.set("data-name", crate::output::render::xml_text(name));
        }
        path = match &opts.occupancy {
            Some(occ) => {
                let [l, j] = occ.get(&r.id.0).copied().unwrap_or([0.0, 0.0]);
                path.set("fill", shade(l, j)).add(Title::new(format!(
                    "held by the lions {:.1} %, by the jackals {:.1} % of turn ends",
                    100.0 * l,
                    100.0 * j
                )))
            }
            None => path.set("fill", fill(k)),
        };
        regions = regions.add(path.set("fill-rule", "evenodd"));
    }
    g = g.add(regions);

    // Certificates.
    if opts.certificates {
        g = g.add(certificates(v, u, id_prefix));
    }

    // Lines, clipped to the frame.
    let mut lines = Group::new()
        .set("id", format!("{id_prefix}lines"))
        .set("stroke", "#222222")
        .set("stroke-width", num(opts.pencil_mm * u))
        .set("stroke-linecap", "round");
    if let Some(f) = &v.frame {
        let clip_id = format!("{id_prefix}frame-clip");
        g = g.add(
            Definitions::new().add(
                ClipPath::new()
                    .set("id", clip_id.clone())
                    .add(Path::new().set("d", ring_path(&[&f.polygon]))),
            ),
        );
        lines = lines.set("clip-path", format!("url(#{clip_id})"));
    }
    for l in &v.lines {
        lines = lines.add(
            Line::new()
                .set("x1", num(l.from[0]))
                .set("y1", num(l.from[1]))
                .set("x2", num(l.to[0]))
                .set("y2", num(l.to[1])),
        );
    }
    g = g.add(lines);
    if let Some(f) = &v.frame {
        g = g.add(
            Path::new()
                .set("id", format!("{id_prefix}frame"))
                .set("d", ring_path(&[&f.polygon]))
                .set("fill", "none")
                .set("stroke", "#000000")
                .set("stroke-width", num(opts.frame_mm * u))
                .set("stroke-linejoin", "miter"),
        );
    }

    // Corner-only contacts.
    if opts.corner_marks && !v.corners.is_empty() {
        let mut c = Group::new()
            .set("id", format!("{id_prefix}corners"))
            .set("fill", "#FFFFFF")
            .set("stroke", "#222222")
            .set(
                "stroke-width",
                num(0.5 * opts.corner_ring_mm / CORNER_RING_MM * u),
            );
        // One ring per point: several corner-only pairs often meet at the same point.
        let mut seen: Vec<[u64; 2]> = Vec::new();
        for k in &v.corners {
            let key = [k.at[0].to_bits(), k.at[1].to_bits()];
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            c = c.add(
                Circle::new()
                    .set("cx", num(k.at[0]))
                    .set("cy", num(k.at[1]))
                    .set("r", num(opts.corner_ring_mm * u)),
            );
        }
        g = g.add(c);
    }

    // Labels.
    let boxes = if opts.labels || opts.proof {
        // Room for the start marks beside their labels (start::make_room).
        crate::output::render::start::make_room(v, labels(v, opts), opts.min_font_mm * u)
    } else {
        Vec::new()
    };
    if opts.labels {
        let mut t = Group::new()
            .set("id", format!("{id_prefix}labels"))
            .set("font-family", FONT_FAMILY_CSS)
            .set("text-anchor", "middle")
            .set("fill", "#000000");
        for b in &boxes {
            t = t.add(label_text(b));
        }
        g = g.add(t);
    }

    // The start position, beside the labels (crate::output::render::start).
    let placed = if boxes.is_empty() && crate::output::render::start::drawn(v) {
        labels(v, opts)
    } else {
        boxes.clone()
    };
    if crate::output::render::start::drawn(v) {
        g = g.add(crate::output::render::start::marks(v, &placed, id_prefix));
    }

    // The occupancy legend on top, where it covers no label, start disc or corner ring.
    if opts.occupancy.is_some() {
        let mut avoid: Vec<[Point; 2]> = if opts.labels {
            boxes.iter().map(LabelBox::bounds).collect()
        } else {
            Vec::new()
        };
        avoid.extend(
            crate::output::render::start::mark_discs(v, &placed)
                .into_iter()
                .map(|(c, d)| {
                    [
                        [c[0] - d / 2.0, c[1] - d / 2.0],
                        [c[0] + d / 2.0, c[1] + d / 2.0],
                    ]
                }),
        );
        if opts.corner_marks {
            let r = opts.corner_ring_mm * u;
            avoid.extend(
                v.corners
                    .iter()
                    .map(|k| [[k.at[0] - r, k.at[1] - r], [k.at[0] + r, k.at[1] + r]]),
            );
        }
        let size = legend_size(LEGEND_FONT_MM * u);
        g = g.add(occupancy_legend(
            v,
            id_prefix,
            legend_place(v, size, &avoid),
        ));
    }

    if opts.proof {
        g = g.add(proof_layer(v, &boxes, u, id_prefix));
    }
    g
}

/// Renders the board as one SVG sheet at true scale.
///
/// The sheet spans [`board_bounds`] plus `opts.margin_mm` on every side; its `width` and `height`
/// are in millimetres (board extent × `units.mm_per_unit()`) and its `viewBox` is in board units,
/// so printing at 100 % gives the board at its true size. Deterministic: the same board and
/// options give the same bytes (attributes are written sorted, numbers by [`num`]).
pub fn render(v: &ValidatedBoard, opts: &SvgOptions) -> String {
    let mm = v.units.mm_per_unit();
    let b = board_bounds(v);
    let m = opts.margin_mm.max(0.0) / mm;
    let [w, h] = b.size();
    let (w, h) = (w + 2.0 * m, h + 2.0 * m);
    let mut doc = Document::new()
        .set("width", format!("{}mm", num(w * mm)))
        .set("height", format!("{}mm", num(h * mm)))
        .set(
            "viewBox",
            format!(
                "{} {} {} {}",
                num(b.min[0] - m),
                num(b.min[1] - m),
                num(w),
                num(h)
            ),
        );
    if let Some(name) = &v.name {
        doc = doc.add(Title::new(xml_text(name)));
    }
    doc = doc.add(board_layer(v, opts, ""));
    let mut s = doc.to_string();
    s.push('\n');
    s
}

/// What `savanna import` needs from the board file beyond the drawing, on the board group
/// `g` as `data-board`: a JSON object with the board's `name` (or null), its `game:` options,
/// and the named lines (`[[x1, y1], [x2, y2], name]`, coordinates as the `<line>`s give them),
/// so that re-importing a sheet, a tile page or the plan page keeps them (a page's `<title>`
/// is not the board's name); and `rules`, the board file's `rules:` thresholds, when they are
/// not the defaults.
///
/// The drawing writes [`crate::output::render::SVG_DECIMALS`] decimals of the board's unit
/// (0.1 mm on a metre board, 2.5 µm on an inch board), coarser than the snap grid: a line ending
/// on another at a point with more decimals would come back a near miss. So a board with such
/// coordinates also carries them exactly: `exact_lines`, one text `"x1 y1 x2 y2"` per line
/// that the drawing rounds (every number as Rust writes an `f64`, the shortest text that reads
/// back to the same value; text rather than JSON numbers, which a JSON reader may round), and
/// `exact_frame`, `"x y x y …"` for the frame's corners when the drawing rounds one of them or
/// the snap grid moved one (the board file's corners, `FrameOut::file_polygon`).
/// The importer puts each drawn line or corner that rounds to the same text back at its exact
/// place ([`crate::import`]). A board whose coordinates all have at most that many decimals
/// carries neither, so its sheet is as before.
fn import_data(v: &ValidatedBoard, g: Group) -> Group {
    let p = |x: f64| num(x).parse::<f64>().unwrap_or(x);
    let lines: Vec<serde_json::Value> = v
        .lines
        .iter()
        .filter_map(|l| {
            let name = l.name.as_ref()?;
            Some(serde_json::json!([
                [p(l.from[0]), p(l.from[1])],
                [p(l.to[0]), p(l.to[1])],
                name
            ]))
        })
        .collect();
    let rounded = |pts: &[Point]| pts.iter().flatten().any(|&x| x.is_finite() && p(x) != x);
    let exact = |pts: &[Point]| {
        pts.iter()
            .flatten()
            .map(|x| format!("{x}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let exact_lines: Vec<String> = v
        .lines
        .iter()
        .map(|l| [l.from, l.to])
        .filter(|e| rounded(e))
        .map(|e| exact(&e))
        .collect();
    let mut data = serde_json::json!({"name": v.name, "game": v.game, "lines": lines});
    // The `rules:` thresholds when the board file sets any (their checks are part of the board).
    if v.rules != crate::validated::RulesOut::default()
        && let Ok(serde_json::Value::Object(mut rules)) = serde_json::to_value(&v.rules)
    {
        rules.retain(|_, x| !x.is_null());
        data["rules"] = serde_json::Value::Object(rules);
    }
    if !exact_lines.is_empty() {
        data["exact_lines"] = serde_json::json!(exact_lines);
    }
    // The file's own corners when the grid moved them (the drawing gives the corners on the
    // grid): the board read back meets its lines where the file's did.
    if let Some(f) = v.frame.as_ref() {
        let corners = f.file_polygon.as_deref().unwrap_or(&f.polygon);
        if rounded(corners) || f.file_polygon.is_some() {
            data["exact_frame"] = serde_json::json!(exact(corners));
        }
    }
    g.set("data-board", data.to_string())
}
