//! Reading shapes out of the SVG: usvg's paths flattened to polylines in mm, the document walk
//! that pairs each usvg shape with its XML element, and the rings of savanna's own path data.

use super::write::start_tag;
use super::{CURVE_PIECES, Element, GEN, IGNORED_LAYERS, INKSCAPE_NS};
use resvg::usvg;
use usvg::roxmltree;

/// Closed rings of points, each without its closing point repeated.
pub(super) type Rings = Vec<Vec<[f64; 2]>>;

/// The rings of path data made of `M`, `L` and `Z` with absolute coordinates (as savanna
/// writes them, [`crate::output::render::svg::ring_path`]).
pub(super) fn path_rings(d: &str) -> Vec<Vec<[f64; 2]>> {
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
pub(super) fn inside_evenodd(rings: &[Vec<[f64; 2]>], p: [f64; 2]) -> bool {
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

/// The polylines of `path` mapped by `map`, and whether any curve was flattened.
pub(super) fn flatten(
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

pub(super) type Shape = (
    String,
    usvg::Transform,
    usvg::tiny_skia_path::Path,
    Option<(u8, u8, u8)>,
    Option<&'static str>,
);

/// The paths under `g`, each with its element's generated id: a path's own, else (a clone
/// drawn by a `<use>`, whose copies usvg leaves without ids) the nearest enclosing group's
/// (`inherited`; usvg keeps the `<use>`'s id on the group it makes).
/// `opacity`: the product of the enclosing groups' opacities.
pub(super) fn collect(g: &usvg::Group, inherited: &str, opacity: f32, out: &mut Vec<Shape>) {
    for n in g.children() {
        match n {
            usvg::Node::Group(g) => {
                let id = if g.id().starts_with(GEN) {
                    g.id()
                } else {
                    inherited
                };
                collect(g, id, opacity * g.opacity().get(), out)
            }
            usvg::Node::Path(p) => {
                let fill = p.fill().and_then(|f| match f.paint() {
                    usvg::Paint::Color(c) => Some((c.red, c.green, c.blue)),
                    _ => None,
                });
                let id = if p.id().is_empty() { inherited } else { p.id() };
                // What paints: a stroke of some opacity, or a fill of some opacity over an
                // area (a fill paints nothing along a line). SVG's initial stroke is none.
                let stroke = p.stroke().is_some_and(|s| s.opacity().get() > 0.0);
                let filled = p.fill().is_some_and(|f| f.opacity().get() > 0.0)
                    && p.data().bounds().width() > 0.0
                    && p.data().bounds().height() > 0.0;
                let hidden = if !p.is_visible() {
                    Some("hidden (visibility)")
                } else if opacity <= 0.0 {
                    Some("opacity 0")
                } else if !stroke && !filled {
                    Some(if p.stroke().is_some() {
                        "stroke opacity 0"
                    } else {
                        "no stroke (stroke none, or none given: SVG draws no stroke by default)"
                    })
                } else {
                    None
                };
                out.push((
                    id.to_string(),
                    p.abs_transform(),
                    p.data().clone(),
                    fill,
                    hidden,
                ));
            }
            _ => {}
        }
    }
}

pub(super) const SHAPES: &[&str] = &[
    "line", "polyline", "polygon", "rect", "path", "circle", "ellipse",
];

pub(super) fn walk(
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
        || tag == "use"
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

pub(super) fn tag_name<'a>(n: roxmltree::Node<'a, '_>) -> &'a str {
    n.tag_name().name()
}
