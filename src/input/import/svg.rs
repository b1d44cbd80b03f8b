//! SVG import: a drawing from Inkscape, Illustrator or any vector editor becomes a board file.
//!
//! Geometry comes from usvg (resvg's SVG parser, re-exported by resvg): every `line`,
//! `polyline`, `polygon`, `rect` and `path` (M, L, H, V, Z; curves flattened with a warning, a
//! board being made of straight lines) after every transform, the viewBox included, in CSS px
//! (96 per inch), converted to millimetres (25.4 / 96 mm per px): an Inkscape document in mm
//! through its viewBox, an Illustrator one in pt (`width="612pt"`) and plain px all come out
//! in true mm. roxmltree (the XML reader under usvg) supplies what usvg drops: element lines
//! for diagnostics, `inkscape:label`s, text content.
//!
//! - The frame is the element whose `id` or `inkscape:label` is `frame`, else the page.
//!   Coordinates are shifted so that the frame's top-left corner is the origin (y down).
//! - A `text` names the region under its anchor point (its `x`, `y`, after transforms).
//! - Circles and ellipses are pieces, not lines: white fill or a label/id containing `lion`
//!   is a lion, black fill or `jackal` a jackal; they become the setup.
//! - Groups whose id or `inkscape:label` is in [`IGNORED_LAYERS`] are skipped.
//! - A sheet savanna rendered (its board group marked `data-units`) is read exactly instead,
//!   in the board's units: lines, frame, region names, pieces and setup (see [`import`]).
//!
//! Every YAML line written records the SVG element it came from ([`Imported::sources`]), so
//! that the diagnostics of the imported board point at that element's start tag in the SVG
//! ([`Imported::to_svg`], [`Imported::run_with`]).

use crate::diagnostics::{Code, Diagnostic, Span};
use crate::output::validated::round_number;
use resvg::usvg;
use usvg::roxmltree;

/// Layer (group) names skipped on import, compared case-insensitively.
pub const IGNORED_LAYERS: &[&str] = &[
    "guides",
    "guide",
    "notes",
    "note",
    "ignore",
    "background",
    "legend",
    "title",
];

/// Grid of the imported coordinates, mm: usvg computes in 32-bit floats (about 7 significant
/// digits, 3e-5 mm at 300 mm), so coordinates are rounded to 1 µm, far below drawing precision;
/// it is also the imported board's snap pitch (`snap:`), so that a line drawn to end on
/// another does not become an overshoot or a gap of a fraction of it.
pub const IMPORT_GRID_MM: f64 = 1e-3;

/// Millimetres per CSS px (96 px per inch).
pub const MM_PER_PX: f64 = 25.4 / 96.0;

/// Pieces of a curve once flattened (uniform in the curve's parameter).
pub const CURVE_PIECES: usize = 8;

const INKSCAPE_NS: &str = "http://www.inkscape.org/namespaces/inkscape";

/// A board read from an SVG.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The board file (YAML, units mm; a savanna sheet's own units), each line commented with
    /// the SVG element it came from.
    pub yaml: String,
    /// Warnings, each naming the SVG element (`<path id="river">`) and its line in the SVG.
    pub warnings: Vec<String>,
    /// The same warnings as diagnostics (codes `savanna::input::import::*`), labels in the SVG text.
    pub diagnostics: Vec<Diagnostic>,
    /// The SVG text the board was read from.
    pub svg: String,
    /// Where each piece of [`Imported::yaml`] came from, in YAML order: the byte range of a
    /// YAML line (a board line, a region name, a piece of the setup, the frame) and the start
    /// tag of the SVG element it was read from.
    pub sources: Vec<Source>,
    /// The start tag of the root `<svg>` element: where diagnostics about what no element
    /// drew (the page as frame, the file's header) point.
    pub root: Span,
}

/// One YAML line of an imported board and the SVG element it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// Byte range in [`Imported::yaml`] (one whole line, its newline excluded).
    pub yaml: std::ops::Range<usize>,
    /// The element's start tag (`<path … >`) in [`Imported::svg`].
    pub svg: Span,
}

#[derive(Debug, Clone)]
struct Element {
    tag: String,
    id: Option<String>,
    label: Option<String>,
    line: u32,
    text: Option<String>,
    span: Span,
}

impl Element {
    fn describe(&self) -> String {
        match (&self.id, &self.label) {
            (Some(id), _) => format!("<{} id=\"{id}\"> (line {})", self.tag, self.line),
            (None, Some(l)) => format!("<{} label \"{l}\"> (line {})", self.tag, self.line),
            (None, None) => format!("<{}> (line {})", self.tag, self.line),
        }
    }
    fn named(&self, what: &str) -> bool {
        let has = |s: &Option<String>| {
            s.as_deref()
                .is_some_and(|s| s.to_lowercase().contains(what))
        };
        has(&self.id) || has(&self.label)
    }
}

const GEN: &str = "savanna-import-";

/// Reads `svg` (the file's text) as a board file (YAML, mm); the SVG's `<title>` names it.
///
/// A sheet that savanna rendered (its board group carries `data-units`) is read exactly, in
/// the board's own units: the `lines` group's lines, the `frame` path and the names on the
/// region fills (`data-name`); legends, labels, certificates and page furniture are left out.
///
/// # Errors
/// A message naming the line when the text is not well-formed SVG, or has no lines.
pub fn import(svg: &str) -> Result<Imported, String> {
    let doc = roxmltree::Document::parse_with_options(
        svg,
        roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        },
    )
    .map_err(|e| format!("not an SVG file: {e}"))?;
    let root = start_tag(doc.root_element(), svg);
    if let Some(board) = doc.descendants().find(|n| {
        n.tag_name().name() == "g"
            && n.has_attribute("data-units")
            && n.attribute("id").is_some_and(|i| i.ends_with("board"))
    }) {
        return import_savanna(svg, &doc, board, root);
    }
    let savanna_page = doc.root_element().children().any(|n| {
        n.attribute("id") == Some("page")
            && n.descendants()
                .any(|d| matches!(d.attribute("id"), Some("cover" | "cutouts" | "footer")))
    });
    if savanna_page {
        return Err(
            "a page of a sheet savanna drew, with no board on it (the cover, the rules \
                    or the cut-out pieces): import the sheet, a tile page or the plan page"
                .into(),
        );
    }
    let mut elements: Vec<Element> = Vec::new();
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    let mut title: Option<String> = None;
    walk(
        doc.root_element(),
        &doc,
        svg,
        &mut elements,
        &mut edits,
        &mut title,
    );
    edits.sort_by_key(|e| e.0.start);
    let mut text = String::with_capacity(svg.len() + edits.len() * 32);
    let mut at = 0;
    for (r, s) in edits {
        if r.start < at {
            continue;
        }
        text.push_str(&svg[at..r.start]);
        text.push_str(&s);
        at = r.end;
    }
    text.push_str(&svg[at..]);

    let tree = usvg::Tree::from_str(&text, &usvg::Options::default())
        .map_err(|e| format!("not an SVG file: {e}"))?;
    let mut shapes = Vec::new();
    collect(tree.root(), &mut shapes);

    let mut notes = Notes::default();
    let mut frame: Option<(Vec<[f64; 2]>, usize)> = None;
    let mut lines: Vec<([f64; 2], [f64; 2], usize)> = Vec::new();
    let mut names: Vec<(String, [f64; 2], usize)> = Vec::new();
    let mut pieces: Vec<(bool, [f64; 2], usize)> = Vec::new();
    for (id, ts, path, fill) in &shapes {
        let Some(k) = id.strip_prefix(GEN).and_then(|k| k.parse::<usize>().ok()) else {
            continue;
        };
        let Some(el) = elements.get(k) else { continue };
        let map = |p: usvg::tiny_skia_path::Point| -> [f64; 2] {
            let (x, y) = (p.x as f64, p.y as f64);
            [
                (ts.sx as f64 * x + ts.kx as f64 * y + ts.tx as f64) * MM_PER_PX,
                (ts.ky as f64 * x + ts.sy as f64 * y + ts.ty as f64) * MM_PER_PX,
            ]
        };
        let (polylines, curved) = flatten(path, &map);
        let centre = || {
            let pts: Vec<[f64; 2]> = polylines.iter().flatten().copied().collect();
            let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
            for p in &pts {
                for i in 0..2 {
                    lo[i] = lo[i].min(p[i]);
                    hi[i] = hi[i].max(p[i]);
                }
            }
            [(lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0]
        };
        if el.tag == "text" {
            if let Some(t) = el.text.as_ref().filter(|t| !t.is_empty()) {
                names.push((t.clone(), centre(), k));
            }
        } else if el.id.as_deref() == Some("frame") || el.label.as_deref() == Some("frame") {
            frame = polylines.into_iter().next().map(|f| (f, k));
        } else if el.tag == "circle" || el.tag == "ellipse" {
            let lion =
                el.named("lion") || matches!(fill, Some((255, 255, 255))) && !el.named("jackal");
            let jackal = el.named("jackal") || matches!(fill, Some((0, 0, 0)));
            if lion || jackal {
                pieces.push((lion, centre(), k));
            } else {
                notes.add(
                    Code::ImportUnknownCircle,
                    el,
                    "a circle neither white (lion) nor black (jackal), nor labelled so: skipped",
                    "fill it white for a lion or black for a jackal, or give it an id or label \
                     containing `lion` or `jackal`",
                );
            }
        } else {
            if curved {
                notes.add(
                    Code::ImportCurve,
                    el,
                    &format!(
                        "curves flattened into {CURVE_PIECES} straight pieces each; a board is made of straight lines"
                    ),
                    "draw the border with straight segments (Inkscape: Extensions > Modify Path > \
                     Flatten Beziers, or the pen tool in straight-line mode)",
                );
            }
            for pl in polylines {
                for w in pl.windows(2) {
                    lines.push((w[0], w[1], k));
                }
            }
        }
    }
    // Frame: the element, else the page.
    let page_w = tree.size().width() as f64 * MM_PER_PX;
    let page_h = tree.size().height() as f64 * MM_PER_PX;
    let (frame, frame_el) = match frame {
        Some((f, k)) => (f, Some(k)),
        None => (
            vec![[0.0, 0.0], [page_w, 0.0], [page_w, page_h], [0.0, page_h]],
            None,
        ),
    };
    let mut frame: Vec<[f64; 2]> = frame.into_iter().map(snap).collect();
    if frame.len() > 1 && frame.first() == frame.last() {
        frame.pop();
    }
    let origin = [
        frame.iter().map(|p| p[0]).fold(f64::INFINITY, f64::min),
        frame.iter().map(|p| p[1]).fold(f64::INFINITY, f64::min),
    ];
    let shift = |p: [f64; 2]| snap([p[0] - origin[0], p[1] - origin[1]]);
    let frame: Vec<[f64; 2]> = frame.into_iter().map(shift).collect();
    let span_of = |k: usize| elements[k].span;

    let mut y = Yaml::default();
    y.push("# Imported from SVG by `savanna import`: lines in mm, y down, origin at the frame's top-left.", None);
    if let Some(t) = title {
        y.push(&format!("name: {}", yaml_str(&t)), None);
    }
    y.push("units: mm", None);
    // The coordinates are only as exact as the import grid: a line drawn to end on another
    // (Inkscape's snapping, 6 digits) must not become a 0.1 µm overshoot or gap.
    y.push(&format!("snap: {IMPORT_GRID_MM}"), None);
    write_frame(&mut y, &frame, Some(frame_el.map_or(root, span_of)));
    y.push("lines:", None);
    let mut seen = std::collections::BTreeSet::new();
    let mut last = usize::MAX;
    let mut count = 0;
    for (a, b, k) in lines {
        let (a, b) = (shift(a), shift(b));
        if a == b {
            continue;
        }
        let key = if (a[0], a[1]) <= (b[0], b[1]) {
            (a, b)
        } else {
            (b, a)
        };
        if !seen.insert(format!("{:?}", key)) {
            continue;
        }
        if k != last {
            y.push(&format!("  # {}", elements[k].describe()), None);
            last = k;
        }
        let line = match &elements[k].id {
            // The element's id names the line, so that diagnostics say `line 3 (river)`.
            Some(id) => format!(
                "  - {{from: {}, to: {}, name: {}}}",
                pt(a),
                pt(b),
                yaml_str(id)
            ),
            None => format!("  - [{}, {}]", pt(a), pt(b)),
        };
        y.push(&line, Some(span_of(k)));
        count += 1;
    }
    if count == 0 {
        return Err("the SVG has no straight lines to make a board of (line, polyline, polygon, rect or path)".into());
    }
    if !names.is_empty() {
        y.push("regions:", None);
        for (n, p, k) in &names {
            y.push(
                &format!(
                    "  {}: {}  # {}",
                    yaml_str(n),
                    pt(shift(*p)),
                    elements[*k].describe()
                ),
                Some(span_of(*k)),
            );
        }
    }
    if !pieces.is_empty() {
        setup(&mut y, &pieces, &elements, &shift, &mut notes);
    }
    Ok(Imported {
        yaml: y.text,
        warnings: notes.warnings,
        diagnostics: notes.diagnostics,
        svg: svg.to_string(),
        sources: y.sources,
        root,
    })
}

impl Imported {
    /// `d` (labels in [`Imported::yaml`]) moved into the SVG: each label goes to the start tag
    /// of the element its YAML line came from (the root `<svg>` tag for lines no element
    /// drew), so that a diagnostic names the element and its line in the SVG file.
    pub fn to_svg(&self, d: &Diagnostic) -> Diagnostic {
        let mut d = d.clone();
        for l in &mut d.labels {
            let at = l.span.offset;
            let i = self.sources.partition_point(|s| s.yaml.end < at);
            l.span = match self.sources.get(i) {
                Some(s) if s.yaml.start <= at => s.svg,
                _ => self.root,
            };
        }
        d
    }

    /// Runs the pipeline ([`crate::pipeline::run_with`]) on the imported board, with every
    /// diagnostic (the import's own first) pointing into the SVG ([`Imported::to_svg`]); the
    /// validated board's diagnostics give lines and columns in the SVG.
    ///
    /// # Errors
    /// The diagnostics, in the SVG, when the imported board cannot be loaded.
    pub fn run_with(
        &self,
        opts: &crate::pipeline::Options,
        progress: &(dyn Fn(crate::pipeline::Progress) + Sync),
    ) -> Result<crate::pipeline::Outcome, Vec<Diagnostic>> {
        let moved = |ds: Vec<Diagnostic>| -> Vec<Diagnostic> {
            self.diagnostics
                .iter()
                .cloned()
                .chain(ds.iter().map(|d| self.to_svg(d)))
                .collect()
        };
        match crate::pipeline::run_with(&self.yaml, opts, progress) {
            Err(ds) => Err(moved(ds)),
            Ok(mut out) => {
                out.diagnostics = moved(std::mem::take(&mut out.diagnostics));
                let lines = crate::diagnostics::LineIndex::new(&self.svg);
                out.validated.diagnostics = out
                    .diagnostics
                    .iter()
                    .map(|d| crate::output::validated::DiagnosticOut::from_diagnostic(d, &lines))
                    .collect();
                Ok(out)
            }
        }
    }
}

/// The board file being written, with the SVG element of each line.
#[derive(Default)]
struct Yaml {
    text: String,
    sources: Vec<Source>,
}

impl Yaml {
    fn push(&mut self, line: &str, from: Option<Span>) {
        let start = self.text.len();
        self.text.push_str(line);
        if let Some(svg) = from {
            self.sources.push(Source {
                yaml: start..self.text.len(),
                svg,
            });
        }
        self.text.push('\n');
    }
}

/// The import's warnings, as text and as diagnostics.
#[derive(Default)]
struct Notes {
    warnings: Vec<String>,
    diagnostics: Vec<Diagnostic>,
}

impl Notes {
    fn add(&mut self, code: Code, el: &Element, what: &str, help: &str) {
        self.warnings.push(format!("{}: {what}", el.describe()));
        let name = match (&el.id, &el.label) {
            (Some(id), _) => format!("<{} id=\"{id}\">", el.tag),
            (None, Some(l)) => format!("<{}> labelled `{l}`", el.tag),
            (None, None) => format!("<{}>", el.tag),
        };
        self.diagnostics.push(
            Diagnostic::new(code, format!("{name}: {what}"))
                .with_help(help)
                .with_label(el.span, "this element"),
        );
    }
}

/// The start tag of `node` (`<tag … >` or `<tag … />`) in `src`.
fn start_tag(node: roxmltree::Node, src: &str) -> Span {
    let r = node.range();
    let after = node
        .attributes()
        .map(|a| a.range().end)
        .max()
        .unwrap_or(r.start + 1)
        .clamp(r.start, r.end);
    let end = src
        .get(after..r.end)
        .and_then(|s| s.find('>'))
        .map_or(r.end, |i| after + i + 1);
    Span::new(r.start, end - r.start)
}

/// Writes `frame:` (width and height for a rectangle at the origin, else the polygon).
fn write_frame(y: &mut Yaml, frame: &[[f64; 2]], from: Option<Span>) {
    let xs: Vec<f64> = frame.iter().map(|p| p[0]).collect();
    let ys: Vec<f64> = frame.iter().map(|p| p[1]).collect();
    let (w, h) = (
        xs.iter().copied().fold(0.0, f64::max),
        ys.iter().copied().fold(0.0, f64::max),
    );
    let rect = frame.len() == 4
        && frame
            .iter()
            .all(|p| (p[0] == 0.0 || p[0] == w) && (p[1] == 0.0 || p[1] == h));
    y.push("frame:", from);
    if rect {
        y.push(&format!("  width: {}", num(w)), from);
        y.push(&format!("  height: {}", num(h)), from);
    } else {
        y.push(
            &format!(
                "  polygon: [{}]",
                frame.iter().map(|p| pt(*p)).collect::<Vec<_>>().join(", ")
            ),
            from,
        );
    }
}

/// A sheet savanna rendered ([`crate::output::render::svg::board_layer`]): `board` is its board group
/// (id `PREFIXboard`, attribute `data-units`). Its coordinates are the board's own units, read
/// as written (no float32 round trip): the `PREFIXlines` group's `<line>`s, the `PREFIXframe`
/// path, and the `data-name` of the region fills `PREFIXregion-N`, each name placed at the
/// label point of the imported region inside that fill.
fn import_savanna(
    svg: &str,
    doc: &roxmltree::Document,
    board: roxmltree::Node,
    root: Span,
) -> Result<Imported, String> {
    let prefix = board
        .attribute("id")
        .and_then(|i| i.strip_suffix("board"))
        .unwrap_or("");
    let units = board.attribute("data-units").unwrap_or("mm");
    if !["mm", "cm", "m", "in"].contains(&units) {
        return Err(format!(
            "line {}: the board's units `{units}` are none of mm, cm, m, in",
            doc.text_pos_at(board.range().start).row
        ));
    }
    let child = |id: String| {
        board
            .descendants()
            .find(move |n| n.attribute("id") == Some(id.as_str()))
    };
    let f = |n: roxmltree::Node, a: &str| -> Result<f64, String> {
        n.attribute(a)
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|v| v.is_finite())
            .ok_or_else(|| {
                format!(
                    "line {}: <{}> has no number `{a}`",
                    doc.text_pos_at(n.range().start).row,
                    n.tag_name().name()
                )
            })
    };
    let mut y = Yaml::default();
    y.push(
        &format!("# Imported by `savanna import` from a sheet savanna drew: coordinates in {units}, as drawn."),
        None,
    );
    let title = doc
        .root_element()
        .children()
        .find(|n| n.tag_name().name() == "title")
        .and_then(|n| n.text())
        .map(str::trim)
        .filter(|t| !t.is_empty());
    if let Some(t) = title {
        y.push(&format!("name: {}", yaml_str(t)), None);
    }
    y.push(&format!("units: {units}"), None);
    if let Some(fr) = child(format!("{prefix}frame")) {
        let rings = path_rings(fr.attribute("d").unwrap_or(""));
        if let Some(ring) = rings.into_iter().next().filter(|r| r.len() >= 3) {
            write_frame(&mut y, &ring, Some(start_tag(fr, svg)));
        }
    }
    y.push("lines:", None);
    let mut count = 0;
    if let Some(g) = child(format!("{prefix}lines")) {
        for l in g.children().filter(|n| n.tag_name().name() == "line") {
            let (a, b) = ([f(l, "x1")?, f(l, "y1")?], [f(l, "x2")?, f(l, "y2")?]);
            y.push(
                &format!("  - [{}, {}]", pt(a), pt(b)),
                Some(start_tag(l, svg)),
            );
            count += 1;
        }
    }
    if count == 0 {
        return Err("the savanna sheet has no lines in its `lines` group".into());
    }
    let board_tag = start_tag(board, svg);
    if let Some(p) = board
        .attribute("data-pieces")
        .filter(|p| p.starts_with('{'))
    {
        // JSON is YAML: `{"lion":{"diameter":30,"count":3}, …}` as the board file writes it.
        y.push(&format!("pieces: {p}"), Some(board_tag));
    }
    let setup: Option<crate::output::validated::SetupOut> = board
        .attribute("data-setup")
        .and_then(|s| serde_json::from_str(s).ok());
    // Names: the fills carry them; each goes to the imported region whose label point is
    // inside the fill (the regions are the same, so exactly one is).
    let fills: Vec<(String, Rings, Span)> = child(format!("{prefix}regions"))
        .map(|g| {
            g.children()
                .filter_map(|n| {
                    let name = n.attribute("data-name")?;
                    Some((
                        name.to_string(),
                        path_rings(n.attribute("d").unwrap_or("")),
                        start_tag(n, svg),
                    ))
                })
                .collect()
        })
        .unwrap_or_default();
    let mut names: Vec<(u32, String)> = Vec::new();
    if !fills.is_empty() {
        let opts = crate::pipeline::Options {
            capacity: false,
            ..Default::default()
        };
        if let Ok(out) = crate::pipeline::run(&y.text, &opts) {
            let mut named = Vec::new();
            for (name, rings, span) in &fills {
                if let Some(r) = out
                    .validated
                    .regions
                    .iter()
                    .find(|r| inside_evenodd(rings, r.label))
                {
                    named.push((name, r.label, *span));
                    names.push((r.id.0, name.clone()));
                }
            }
            if !named.is_empty() {
                y.push("regions:", None);
                for (name, p, span) in named {
                    y.push(&format!("  {}: {}", yaml_str(name), pt(p)), Some(span));
                }
            }
        }
    }
    if let Some(s) = setup {
        // The regions are the same, so are their ids; a named region is given by its name.
        let refer = |id: u32| {
            names
                .iter()
                .find(|(i, _)| *i == id)
                .map_or_else(|| id.to_string(), |(_, n)| yaml_str(n))
        };
        let lions: Vec<String> = s.lions.iter().map(|r| refer(r.0)).collect();
        y.push("setup:", Some(board_tag));
        y.push(&format!("  lions: [{}]", lions.join(", ")), Some(board_tag));
        if let Some(j) = s.jackals {
            y.push(&format!("  jackals: {}", refer(j.0)), Some(board_tag));
        }
    }
    Ok(Imported {
        yaml: y.text,
        warnings: Vec::new(),
        diagnostics: Vec::new(),
        svg: svg.to_string(),
        sources: y.sources,
        root,
    })
}

/// Closed rings of points, each without its closing point repeated.
type Rings = Vec<Vec<[f64; 2]>>;

/// The rings of path data made of `M`, `L` and `Z` with absolute coordinates (as savanna
/// writes them, [`crate::output::render::svg::ring_path`]).
fn path_rings(d: &str) -> Vec<Vec<[f64; 2]>> {
    let mut rings: Vec<Vec<[f64; 2]>> = Vec::new();
    let mut nums: Vec<f64> = Vec::new();
    let mut cmd = ' ';
    let flush = |cmd: char, nums: &mut Vec<f64>, rings: &mut Vec<Vec<[f64; 2]>>| {
        if cmd == 'M' {
            rings.push(Vec::new());
        }
        if let Some(r) = rings.last_mut() {
            r.extend(nums.chunks_exact(2).map(|c| [c[0], c[1]]));
        }
        nums.clear();
    };
    let mut tok = String::new();
    for c in d.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit()
            || c == '.'
            || c == 'e'
            || (c == '-' && (tok.is_empty() || tok.ends_with('e')))
        {
            tok.push(c);
            continue;
        }
        if let Ok(v) = tok.parse::<f64>() {
            nums.push(v);
        }
        tok.clear();
        if c == '-' {
            tok.push(c);
        } else if c.is_ascii_alphabetic() {
            flush(cmd, &mut nums, &mut rings);
            cmd = c.to_ascii_uppercase();
        }
    }
    flush(cmd, &mut nums, &mut rings);
    rings.retain(|r| !r.is_empty());
    rings
}

/// Whether `p` is inside `rings` by the even-odd rule (crossing count).
fn inside_evenodd(rings: &[Vec<[f64; 2]>], p: [f64; 2]) -> bool {
    let mut inside = false;
    for r in rings {
        for i in 0..r.len() {
            let (a, b) = (r[i], r[(i + 1) % r.len()]);
            if (a[1] > p[1]) != (b[1] > p[1])
                && p[0] < a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0])
            {
                inside = !inside;
            }
        }
    }
    inside
}

/// Appends the `setup` for the pieces found: each piece goes to the region under its centre,
/// found by building the board (no capacity) and testing the region rings.
fn setup(
    y: &mut Yaml,
    pieces: &[(bool, [f64; 2], usize)],
    elements: &[Element],
    shift: &dyn Fn([f64; 2]) -> [f64; 2],
    notes: &mut Notes,
) {
    use geo::{Contains, LineString, Point, Polygon};
    let opts = crate::pipeline::Options {
        capacity: false,
        ..Default::default()
    };
    let Ok(out) = crate::pipeline::run(&y.text, &opts) else {
        return;
    };
    let v = out.validated;
    let ring =
        |r: &Vec<[f64; 2]>| LineString::from(r.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>());
    let polys: Vec<Polygon<f64>> = v
        .regions
        .iter()
        .map(|r| Polygon::new(ring(&r.outline), r.holes.iter().map(ring).collect()))
        .collect();
    let mut lions = Vec::new();
    let mut jackals: Option<(String, usize)> = None;
    for (lion, c, k) in pieces {
        let c = shift(*c);
        let Some(i) = polys
            .iter()
            .position(|p| p.contains(&Point::new(c[0], c[1])))
        else {
            notes.add(
                Code::ImportPieceOutside,
                &elements[*k],
                "this piece is in no region: left out of the setup",
                "move it inside a region",
            );
            continue;
        };
        let r = &v.regions[i];
        let refer = r
            .name
            .as_deref()
            .map(yaml_str)
            .unwrap_or_else(|| r.id.to_string());
        if *lion {
            lions.push((refer, *k));
        } else if jackals.as_ref().is_some_and(|j| j.0 != refer) {
            notes.add(
                Code::ImportJackalsApart,
                &elements[*k],
                "the jackals start together in one region; this one is in another and is left out",
                "put every jackal in the same region",
            );
        } else if jackals.is_none() {
            jackals = Some((refer, *k));
        }
    }
    y.push("setup:", None);
    if lions.is_empty() {
        y.push("  lions: []", None);
    } else {
        y.push("  lions:", None);
        for (l, k) in lions {
            y.push(&format!("    - {l}"), Some(elements[k].span));
        }
    }
    if let Some((j, k)) = jackals {
        y.push(&format!("  jackals: {j}"), Some(elements[k].span));
    }
}

fn snap(p: [f64; 2]) -> [f64; 2] {
    let s = |x: f64| {
        let r = round_number((x / IMPORT_GRID_MM).round() * IMPORT_GRID_MM);
        if r == 0.0 { 0.0 } else { r }
    };
    [s(p[0]), s(p[1])]
}

fn num(x: f64) -> String {
    format!("{}", round_number(x))
}

fn pt(p: [f64; 2]) -> String {
    format!("[{}, {}]", num(p[0]), num(p[1]))
}

/// A YAML double-quoted string.
fn yaml_str(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

/// The polylines of `path` mapped by `map`, and whether any curve was flattened.
fn flatten(
    path: &usvg::tiny_skia_path::Path,
    map: &dyn Fn(usvg::tiny_skia_path::Point) -> [f64; 2],
) -> (Vec<Vec<[f64; 2]>>, bool) {
    use usvg::tiny_skia_path::{PathSegment, Point};
    let mut out: Vec<Vec<[f64; 2]>> = Vec::new();
    let mut cur: Vec<[f64; 2]> = Vec::new();
    let mut start = Point::zero();
    let mut last = Point::zero();
    let mut curved = false;
    let lerp =
        |a: Point, b: Point, t: f32| Point::from_xy(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    for seg in path.segments() {
        match seg {
            PathSegment::MoveTo(p) => {
                if cur.len() > 1 {
                    out.push(std::mem::take(&mut cur));
                }
                cur = vec![map(p)];
                start = p;
                last = p;
            }
            PathSegment::LineTo(p) => {
                cur.push(map(p));
                last = p;
            }
            PathSegment::QuadTo(c, p) => {
                curved = true;
                for i in 1..=CURVE_PIECES {
                    let t = i as f32 / CURVE_PIECES as f32;
                    cur.push(map(lerp(lerp(last, c, t), lerp(c, p, t), t)));
                }
                last = p;
            }
            PathSegment::CubicTo(c1, c2, p) => {
                curved = true;
                for i in 1..=CURVE_PIECES {
                    let t = i as f32 / CURVE_PIECES as f32;
                    let (a, b, c) = (lerp(last, c1, t), lerp(c1, c2, t), lerp(c2, p, t));
                    cur.push(map(lerp(lerp(a, b, t), lerp(b, c, t), t)));
                }
                last = p;
            }
            PathSegment::Close => {
                cur.push(map(start));
                last = start;
            }
        }
    }
    if cur.len() > 1 {
        out.push(cur);
    }
    (out, curved)
}

type Shape = (
    String,
    usvg::Transform,
    usvg::tiny_skia_path::Path,
    Option<(u8, u8, u8)>,
);

fn collect(g: &usvg::Group, out: &mut Vec<Shape>) {
    for n in g.children() {
        match n {
            usvg::Node::Group(g) => collect(g, out),
            usvg::Node::Path(p) => {
                let fill = p.fill().and_then(|f| match f.paint() {
                    usvg::Paint::Color(c) => Some((c.red, c.green, c.blue)),
                    _ => None,
                });
                out.push((
                    p.id().to_string(),
                    p.abs_transform(),
                    p.data().clone(),
                    fill,
                ));
            }
            _ => {}
        }
    }
}

const SHAPES: &[&str] = &[
    "line", "polyline", "polygon", "rect", "path", "circle", "ellipse",
];

fn walk(
    node: roxmltree::Node,
    doc: &roxmltree::Document,
    src: &str,
    elements: &mut Vec<Element>,
    edits: &mut Vec<(std::ops::Range<usize>, String)>,
    title: &mut Option<String>,
) {
    let label = node.attribute((INKSCAPE_NS, "label")).map(str::to_string);
    let id = node.attribute("id").map(str::to_string);
    let tag = node.tag_name().name().to_string();
    let range = node.range();
    let newlines = |r: &std::ops::Range<usize>| "\n".repeat(src[r.clone()].matches('\n').count());
    if tag == "title"
        && title.is_none()
        && node.parent().is_some_and(|p| p.tag_name().name() == "svg")
    {
        *title = node
            .text()
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty());
    }
    if tag == "g" || (tag == "svg" && node.parent_element().is_some()) {
        let ignored = [&id, &label].iter().any(|s| {
            s.as_deref().is_some_and(|s| {
                IGNORED_LAYERS
                    .iter()
                    .any(|i| i.eq_ignore_ascii_case(s.trim()))
            })
        });
        if ignored {
            edits.push((range.clone(), newlines(&range)));
            return;
        }
    }
    let line = doc.text_pos_at(range.start).row;
    if tag == "text" {
        // A tiny marker circle at the anchor, with the text's own transform: usvg places it
        // through every ancestor's transform without needing a font.
        let anchor = |n: roxmltree::Node| -> Option<(f64, f64)> {
            let first = |a: &str| {
                n.attribute(a)?
                    .split([' ', ','])
                    .find(|s| !s.is_empty())?
                    .trim_end_matches("px")
                    .parse::<f64>()
                    .ok()
            };
            Some((first("x").unwrap_or(0.0), first("y").unwrap_or(0.0)))
                .filter(|_| n.has_attribute("x") || n.has_attribute("y"))
        };
        let (x, y) = anchor(node)
            .or_else(|| {
                node.descendants()
                    .filter(|d| d.is_element())
                    .find_map(anchor)
            })
            .unwrap_or((0.0, 0.0));
        let content: String = node
            .descendants()
            .filter(|d| d.is_text())
            .filter_map(|d| d.text())
            .collect::<Vec<_>>()
            .join("");
        let content = content.split_whitespace().collect::<Vec<_>>().join(" ");
        let k = elements.len();
        elements.push(Element {
            tag,
            id,
            label,
            line,
            text: Some(content),
            span: start_tag(node, src),
        });
        let ts = node
            .attribute("transform")
            .map(|t| format!(" transform=\"{}\"", t.replace('"', "&quot;")))
            .unwrap_or_default();
        edits.push((
            range.clone(),
            format!(
                "<circle id=\"{GEN}{k}\" cx=\"{x}\" cy=\"{y}\" r=\"0.001\" fill=\"black\"{ts}/>{}",
                newlines(&range)
            ),
        ));
        return;
    }
    if SHAPES.contains(&tag.as_str())
        || id.as_deref() == Some("frame")
        || label.as_deref() == Some("frame")
    {
        let k = elements.len();
        elements.push(Element {
            tag,
            id: id.clone(),
            label,
            line,
            text: None,
            span: start_tag(node, src),
        });
        // Rename the element to a generated id (its own is kept in `elements`), inserted as
        // the first attribute after the tag name; an existing id is replaced.
        if let Some(old) = node
            .attributes()
            .find(|a| a.name() == "id" && a.namespace().is_none())
        {
            edits.push((old.range_value(), format!("{GEN}{k}")));
        } else {
            let open = &src[range.start..];
            let name_len = open[1..]
                .find(|c: char| c.is_whitespace() || c == '/' || c == '>')
                .unwrap_or(0)
                + 1;
            let at = range.start + name_len;
            edits.push((at..at, format!(" id=\"{GEN}{k}\"")));
        }
        if tag_name(node) != "g" {
            return;
        }
    }
    for c in node.children().filter(|c| c.is_element()) {
        walk(c, doc, src, elements, edits, title);
    }
}

fn tag_name<'a>(n: roxmltree::Node<'a, '_>) -> &'a str {
    n.tag_name().name()
}
