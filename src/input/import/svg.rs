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
/// digits, 3e-5 mm at 300 mm), so coordinates are rounded to 1 µm, far below drawing precision.
pub const IMPORT_GRID_MM: f64 = 1e-3;

/// Millimetres per CSS px (96 px per inch).
pub const MM_PER_PX: f64 = 25.4 / 96.0;

/// Pieces of a curve once flattened (uniform in the curve's parameter).
pub const CURVE_PIECES: usize = 8;

const INKSCAPE_NS: &str = "http://www.inkscape.org/namespaces/inkscape";

/// A board read from an SVG.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The board file (YAML, units mm), each line commented with the SVG element it came from.
    pub yaml: String,
    /// Warnings, each naming the SVG element (`<path id="river">`) and its line in the SVG.
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone)]
struct Element {
    tag: String,
    id: Option<String>,
    label: Option<String>,
    line: u32,
    text: Option<String>,
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

    let mut warnings = Vec::new();
    let mut frame: Option<Vec<[f64; 2]>> = None;
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
            frame = polylines.into_iter().next();
        } else if el.tag == "circle" || el.tag == "ellipse" {
            let lion =
                el.named("lion") || matches!(fill, Some((255, 255, 255))) && !el.named("jackal");
            let jackal = el.named("jackal") || matches!(fill, Some((0, 0, 0)));
            if lion || jackal {
                pieces.push((lion, centre(), k));
            } else {
                warnings.push(format!(
                    "{}: a circle neither white (lion) nor black (jackal), nor labelled so: skipped",
                    el.describe()
                ));
            }
        } else {
            if curved {
                warnings.push(format!(
                    "{}: curves flattened into {CURVE_PIECES} straight pieces each; a board is made of straight lines",
                    el.describe()
                ));
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
    let frame =
        frame.unwrap_or_else(|| vec![[0.0, 0.0], [page_w, 0.0], [page_w, page_h], [0.0, page_h]]);
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

    let mut y = String::new();
    y.push_str("# Imported from SVG by `savanna import`: lines in mm, y down, origin at the frame's top-left.\n");
    if let Some(t) = title {
        y.push_str(&format!("name: {}\n", yaml_str(&t)));
    }
    y.push_str("units: mm\nframe:\n");
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
    if rect {
        y.push_str(&format!("  width: {}\n  height: {}\n", num(w), num(h)));
    } else {
        y.push_str(&format!(
            "  polygon: [{}]\n",
            frame.iter().map(|p| pt(*p)).collect::<Vec<_>>().join(", ")
        ));
    }
    y.push_str("lines:\n");
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
            y.push_str(&format!("  # {}\n", elements[k].describe()));
            last = k;
        }
        y.push_str(&format!("  - [{}, {}]\n", pt(a), pt(b)));
        count += 1;
    }
    if count == 0 {
        return Err("the SVG has no straight lines to make a board of (line, polyline, polygon, rect or path)".into());
    }
    if !names.is_empty() {
        y.push_str("regions:\n");
        for (n, p, k) in &names {
            y.push_str(&format!(
                "  {}: {}  # {}\n",
                yaml_str(n),
                pt(shift(*p)),
                elements[*k].describe()
            ));
        }
    }
    if !pieces.is_empty() {
        setup(&mut y, &pieces, &elements, &shift, &mut warnings);
    }
    Ok(Imported { yaml: y, warnings })
}

/// Appends the `setup` for the pieces found: each piece goes to the region under its centre,
/// found by building the board (no capacity) and testing the region rings.
fn setup(
    y: &mut String,
    pieces: &[(bool, [f64; 2], usize)],
    elements: &[Element],
    shift: &dyn Fn([f64; 2]) -> [f64; 2],
    warnings: &mut Vec<String>,
) {
    use geo::{Contains, LineString, Point, Polygon};
    let opts = crate::pipeline::Options {
        capacity: false,
        ..Default::default()
    };
    let Ok(out) = crate::pipeline::run(y, &opts) else {
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
    let mut jackals: Option<String> = None;
    for (lion, c, k) in pieces {
        let c = shift(*c);
        let Some(i) = polys
            .iter()
            .position(|p| p.contains(&Point::new(c[0], c[1])))
        else {
            warnings.push(format!(
                "{}: this piece is in no region: left out of the setup",
                elements[*k].describe()
            ));
            continue;
        };
        let r = &v.regions[i];
        let refer = r
            .name
            .as_deref()
            .map(yaml_str)
            .unwrap_or_else(|| r.id.to_string());
        if *lion {
            lions.push(refer);
        } else if jackals.as_ref().is_some_and(|j| *j != refer) {
            warnings.push(format!("{}: the jackals start together in one region; this one is in another and is left out", elements[*k].describe()));
        } else {
            jackals = Some(refer);
        }
    }
    y.push_str("setup:\n");
    y.push_str(&format!("  lions: [{}]\n", lions.join(", ")));
    if let Some(j) = jackals {
        y.push_str(&format!("  jackals: {j}\n"));
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
