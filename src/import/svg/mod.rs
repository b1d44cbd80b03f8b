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
use resvg::usvg;
use usvg::roxmltree;

mod savanna;
mod shapes;
mod write;
mod xmlgeom;

use savanna::import_savanna;
use shapes::{collect, flatten, walk};
use write::{Notes, Yaml, pt, setup, snap, start_tag, write_frame, yaml_str};

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
    /// The element `n` of `doc` (read from `src`).
    fn of(n: roxmltree::Node, doc: &roxmltree::Document, src: &str) -> Element {
        Element {
            tag: n.tag_name().name().to_string(),
            id: n.attribute("id").map(str::to_string),
            label: n.attribute((INKSCAPE_NS, "label")).map(str::to_string),
            line: doc.text_pos_at(n.range().start).row,
            text: None,
            span: start_tag(n, src),
        }
    }
    /// `<tag id="…"> (line N)`, its id or label with control characters and line separators
    /// escaped (`\n`), so that it stays on one line of a YAML comment or a message.
    fn describe(&self) -> String {
        let one_line = |s: &str| -> String {
            s.chars()
                .flat_map(|c| {
                    let escape =
                        c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{feff}');
                    let e: Vec<char> = if escape {
                        c.escape_default().collect()
                    } else {
                        vec![c]
                    };
                    e
                })
                .collect()
        };
        let (id, label) = (
            self.id.as_deref().map(one_line),
            self.label.as_deref().map(one_line),
        );
        match (&id, &label) {
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

/// The tag of what `el` draws: its own, or for a `<use>` the tag of the element it references
/// (through at most 16 `<use>`s).
fn drawn_tag<'a>(el: &'a Element, doc: &'a roxmltree::Document) -> &'a str {
    if el.tag != "use" {
        return &el.tag;
    }
    let mut n = doc
        .descendants()
        .find(|n| n.range().start == el.span.offset);
    for _ in 0..16 {
        let Some(u) = n.filter(|u| u.tag_name().name() == "use") else {
            break;
        };
        let id = u
            .attributes()
            .find(|a| a.name() == "href")
            .and_then(|a| a.value().trim().strip_prefix('#'));
        n = id.and_then(|id| doc.descendants().find(|d| d.attribute("id") == Some(id)));
    }
    n.map_or("use", |n| n.tag_name().name())
}

/// Why an SVG file cannot be imported; the message names the line where there is one.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The text is not well-formed XML (roxmltree's error, which gives the line).
    #[error("not an SVG file: {0}")]
    Xml(#[source] roxmltree::Error),
    /// usvg does not read the document.
    #[error("not an SVG file: {0}")]
    Usvg(#[source] usvg::Error),
    /// A page of a savanna print with no board on it.
    #[error(
        "a page of a sheet savanna drew, with no board on it (the cover, the rules or the cut-out pieces): import the sheet, a tile page or the plan page"
    )]
    BoardlessPage,
    /// No straight lines in the drawing.
    #[error(
        "the SVG has no straight lines to make a board of (line, polyline, polygon, rect or path)"
    )]
    NoLines,
    /// A savanna sheet whose board group gives units other than mm, cm, m, in.
    #[error("line {line}: the board's units `{units}` are none of mm, cm, m, in")]
    Units {
        /// The line of the board group in the SVG (from 1).
        line: u32,
        /// The units given.
        units: String,
    },
    /// A savanna sheet whose `lines` group holds no line.
    #[error("the savanna sheet has no lines in its `lines` group")]
    NoSheetLines,
}

/// Reads `svg` (the file's text) as a board file (YAML, mm); the SVG's `<title>` names it.
///
/// A sheet that savanna rendered (its board group carries `data-units`) is read exactly, in
/// the board's own units: the `lines` group's lines, the `frame` path and the names on the
/// region fills (`data-name`); legends, labels, certificates and page furniture are left out.
///
/// # Errors
/// [`ImportError`], naming the line when the text is not well-formed SVG, or saying that it
/// has no lines.
pub fn import(svg: &str) -> Result<Imported, ImportError> {
    let doc = roxmltree::Document::parse_with_options(
        svg,
        roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        },
    )
    .map_err(ImportError::Xml)?;
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
        return Err(ImportError::BoardlessPage);
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
    // `<use>` references follow the renamed elements (their ids are now generated).
    let mut renamed: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for (k, el) in elements.iter().enumerate() {
        if let Some(id) = el.id.as_deref() {
            renamed.entry(id).or_insert(k);
        }
    }
    for n in doc.descendants().filter(|n| n.is_element()) {
        for a in n.attributes().filter(|a| a.name() == "href") {
            if let Some(k) = a
                .value()
                .trim()
                .strip_prefix('#')
                .and_then(|i| renamed.get(i))
            {
                edits.push((a.range_value(), format!("#{GEN}{k}")));
            }
        }
    }
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

    let tree = usvg::Tree::from_str(&text, &usvg::Options::default()).map_err(ImportError::Usvg)?;
    let mut shapes = Vec::new();
    collect(tree.root(), "", 1.0, &mut shapes);

    let mut notes = Notes::default();
    let mut frame: Option<(Vec<[f64; 2]>, usize)> = None;
    let mut lines: Vec<([f64; 2], [f64; 2], usize)> = Vec::new();
    let mut names: Vec<(String, [f64; 2], usize)> = Vec::new();
    let mut pieces: Vec<(bool, [f64; 2], usize)> = Vec::new();
    let mut drew = std::collections::BTreeSet::new();
    let mut hidden: Vec<(Element, &str)> = Vec::new();
    for (id, ts, path, fill, why) in &shapes {
        let Some(k) = id.strip_prefix(GEN).and_then(|k| k.parse::<usize>().ok()) else {
            continue;
        };
        let Some(el) = elements.get(k) else { continue };
        drew.insert(k);
        let frame_el = el.id.as_deref() == Some("frame") || el.label.as_deref() == Some("frame");
        if let Some(why) = why.filter(|_| el.tag != "text" && !frame_el) {
            if !hidden.iter().any(|(h, _)| h.span == el.span) {
                hidden.push((el.clone(), why));
            }
            continue;
        }
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
        } else if matches!(drawn_tag(el, &doc), "circle" | "ellipse") {
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
    notes.add_many(
        Code::ImportInvisible,
        &hidden,
        "not drawn, skipped",
        "a board line must show on the drawing: give it a stroke, make it visible, or delete it",
    );
    // A `<use>` usvg drew nothing for: a reference to nothing, a loop, or a clone of what
    // draws no shape.
    let unused: Vec<(Element, &str)> = elements
        .iter()
        .enumerate()
        .filter(|(k, el)| el.tag == "use" && !drew.contains(k))
        .map(|(_, el)| {
            (
                el.clone(),
                "a <use> that draws nothing (its reference is missing, loops back to itself or draws no shape)",
            )
        })
        .collect();
    notes.add_many(
        Code::ImportIgnored,
        &unused,
        "ignored",
        "point each <use> at a line, path or shape in this file",
    );
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
        return Err(ImportError::NoLines);
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
                    .map(|d| crate::validated::DiagnosticOut::from_diagnostic(d, &lines))
                    .collect();
                Ok(out)
            }
        }
    }
}
