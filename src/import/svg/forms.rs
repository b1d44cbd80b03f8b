//! Shapes in the forms other editors write them: circles written as paths (Inkscape 0.92's
//! `<path sodipodi:type="arc">` of four elliptical arcs, Inkscape 0.48 to 0.91's four cubic
//! Béziers, a path of two arcs) read as circles; strokes converted to outlines (Inkscape's
//! Stroke to Path, Illustrator's Outline Stroke) read as their centre lines;
//! the lines of a text (Inkscape's `sodipodi:role="line"`, a `tspan` per line) told apart, so
//! that a two-line name keeps the space between its lines.

use super::write::{Notes, num};
use super::{Element, IMPORT_GRID_MM};
use crate::diagnostics::{Code, Decimal, Diagnostic, Said, SaidArg, said};
use resvg::usvg;
use usvg::roxmltree;
use usvg::tiny_skia_path::{Path, PathSegment, Point};

const SODIPODI_NS: &str = "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd";

/// How far a path's curve may stray from its fitted circle and still be a circle, as a
/// fraction of the radius (plus [`IMPORT_GRID_MM`]). A circle made of four cubic Béziers with
/// control points at κ = 0.5523 of the radius from its ends (Inkscape 0.48 to 0.91, most
/// editors; usvg turns arcs into such cubics too) strays 2.7e-4 of the radius (Goldapp 1991,
/// "Approximation of circular arcs by cubic polynomials", CAGD 8: the error of the κ cubic is
/// 2.7e-4); an ellipse whose axes differ by 0.2 % strays 1e-3. So 1e-3 takes every editor's
/// circle, coordinates rounded to 3 decimals included, and no visible ellipse.
pub const CIRCLE_PATH_TOLERANCE: f64 = 1e-3;

/// Samples per curve when a path is checked against its fitted circle.
const CIRCLE_SAMPLES: usize = 16;

/// A cubic Bézier in the page's mm: start, two controls, end.
type Cubic = [[f64; 2]; 4];

/// The one closed outline of `path` mapped by `map` (mm), as cubic Béziers (a quadratic
/// raised to a cubic); `None` when the path has more than one subpath, is not closed, or has a
/// straight piece longer than [`IMPORT_GRID_MM`] (a circle has none; the zero-length line some
/// editors write back to the start is dropped).
fn closed_curves(path: &Path, map: &dyn Fn(Point) -> [f64; 2]) -> Option<Vec<Cubic>> {
    let mut out: Vec<Cubic> = Vec::new();
    let mut start: Option<[f64; 2]> = None;
    let mut last = [0.0; 2];
    let mut closed = false;
    let line = |a: [f64; 2], b: [f64; 2]| -> bool {
        let d = [b[0] - a[0], b[1] - a[1]];
        (d[0] * d[0] + d[1] * d[1]).sqrt() <= IMPORT_GRID_MM
    };
    for seg in path.segments() {
        if closed {
            // Anything after the close: a second subpath.
            return None;
        }
        match seg {
            PathSegment::MoveTo(p) => {
                if start.is_some() {
                    return None;
                }
                start = Some(map(p));
                last = map(p);
            }
            PathSegment::LineTo(p) => {
                let p = map(p);
                if !line(last, p) {
                    return None;
                }
                last = p;
            }
            PathSegment::QuadTo(c, p) => {
                let (c, p) = (map(c), map(p));
                let lerp = |a: [f64; 2], b: [f64; 2]| {
                    [
                        a[0] + (b[0] - a[0]) * 2.0 / 3.0,
                        a[1] + (b[1] - a[1]) * 2.0 / 3.0,
                    ]
                };
                out.push([last, lerp(last, c), lerp(p, c), p]);
                last = p;
            }
            PathSegment::CubicTo(c1, c2, p) => {
                let p = map(p);
                out.push([last, map(c1), map(c2), p]);
                last = p;
            }
            PathSegment::Close => {
                if !line(last, start?) {
                    return None;
                }
                closed = true;
            }
        }
    }
    // Closed by `Z` or by ending where it started.
    (closed || line(last, start?)).then_some(out)
}

/// The point of cubic `c` at parameter `t` (de Casteljau).
fn bezier(c: &Cubic, t: f64) -> [f64; 2] {
    let lerp = |a: [f64; 2], b: [f64; 2]| [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    let (a, b, d) = (lerp(c[0], c[1]), lerp(c[1], c[2]), lerp(c[2], c[3]));
    let (e, f) = (lerp(a, b), lerp(b, d));
    lerp(e, f)
}

/// The circle through `points` by least squares on x² + y² + D x + E y + F = 0 (Kåsa 1976, "A
/// circle fitting procedure and its error analysis", IEEE Trans. Instrum. Meas. 25), exact
/// for points on a circle: centre and radius, `None` for fewer than 3 points or collinear ones.
fn fit_circle(points: &[[f64; 2]]) -> Option<([f64; 2], f64)> {
    let n = points.len() as f64;
    if points.len() < 3 {
        return None;
    }
    // Centred on the mean, where Σx = Σy = 0 and the normal equations split.
    let m = [
        points.iter().map(|p| p[0]).sum::<f64>() / n,
        points.iter().map(|p| p[1]).sum::<f64>() / n,
    ];
    let (mut sxx, mut sxy, mut syy, mut sxz, mut syz, mut sz) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    for p in points {
        let (x, y) = (p[0] - m[0], p[1] - m[1]);
        let z = x * x + y * y;
        sxx += x * x;
        sxy += x * y;
        syy += y * y;
        sxz += x * z;
        syz += y * z;
        sz += z;
    }
    let det = sxx * syy - sxy * sxy;
    if det.is_nan() || det <= 1e-12 * (sxx + syy) * (sxx + syy) {
        return None;
    }
    let d = -(sxz * syy - syz * sxy) / det;
    let e = -(sxx * syz - sxy * sxz) / det;
    let f = -sz / n;
    let r2 = (d * d + e * e) / 4.0 - f;
    (r2 > 0.0 && r2.is_finite()).then(|| ([m[0] - d / 2.0, m[1] - e / 2.0], r2.sqrt()))
}

/// The circle that `path` (mapped by `map` to mm, every transform applied) draws: centre and
/// radius in mm, or `None` when it is not one closed outline of curves that goes once around
/// a circle within [`CIRCLE_PATH_TOLERANCE`]. The circle is fitted ([`fit_circle`]) to the
/// curves' ends, which every editor puts on the circle, and each curve is then checked at
/// [`CIRCLE_SAMPLES`] points; the angle swept around the centre must be one turn (a circle
/// drawn twice, or an arc there and back, is not a circle).
pub(super) fn circle_of_path(
    path: &Path,
    map: &dyn Fn(Point) -> [f64; 2],
) -> Option<([f64; 2], f64)> {
    let curves = closed_curves(path, map)?;
    if curves.len() < 2 {
        return None;
    }
    let mut knots: Vec<[f64; 2]> = curves.iter().map(|c| c[0]).collect();
    knots.dedup();
    let (c, r) = fit_circle(&knots)?;
    let tol = CIRCLE_PATH_TOLERANCE * r + IMPORT_GRID_MM;
    let mut swept = 0.0;
    let mut prev: Option<f64> = None;
    for cubic in &curves {
        for i in 0..=CIRCLE_SAMPLES {
            let p = bezier(cubic, i as f64 / CIRCLE_SAMPLES as f64);
            let (dx, dy) = (p[0] - c[0], p[1] - c[1]);
            if ((dx * dx + dy * dy).sqrt() - r).abs() > tol {
                return None;
            }
            let a = libm::atan2(dy, dx);
            if let Some(q) = prev {
                let mut step = a - q;
                if step > std::f64::consts::PI {
                    step -= std::f64::consts::TAU;
                } else if step < -std::f64::consts::PI {
                    step += std::f64::consts::TAU;
                }
                swept += step;
            }
            prev = Some(a);
        }
    }
    ((swept.abs() - std::f64::consts::TAU).abs() < 0.1).then_some((c, r))
}

/// The element `el` draws: itself, or for a `<use>` the element it references (through at
/// most 16 `<use>`s).
pub(super) fn drawn_node<'a, 'i>(
    el: &Element,
    doc: &'a roxmltree::Document<'i>,
) -> Option<roxmltree::Node<'a, 'i>> {
    let mut n = doc
        .descendants()
        .find(|n| n.is_element() && n.range().start == el.span.offset);
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
    n
}

/// The start offsets of the elements of `doc` that are whole Inkscape ellipse objects saved as
/// paths ([`inkscape_ellipse`]), found once for the whole document.
pub(super) fn inkscape_arcs(doc: &roxmltree::Document) -> std::collections::BTreeSet<usize> {
    doc.descendants()
        .filter(|n| n.is_element() && inkscape_ellipse(*n))
        .map(|n| n.range().start)
        .collect()
}

/// Whether `n` is an Inkscape ellipse object saved as a path (`sodipodi:type="arc"`, as
/// Inkscape up to 0.92 saved every circle and ellipse) that is whole: not `sodipodi:open`,
/// and no `sodipodi:start`/`end` or ones a whole turn apart (a slice or an arc is a line).
fn inkscape_ellipse(n: roxmltree::Node) -> bool {
    let s = |a: &str| n.attribute((SODIPODI_NS, a));
    if s("type") != Some("arc") || s("open") == Some("true") {
        return false;
    }
    match (s("start"), s("end")) {
        (None, None) => true,
        (Some(a), Some(b)) => match (a.trim().parse::<f64>(), b.trim().parse::<f64>()) {
            (Ok(a), Ok(b)) => (b - a).abs() >= std::f64::consts::TAU - 1e-4,
            _ => false,
        },
        _ => false,
    }
}

/// How a shape that draws a piece was recognised.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Round {
    /// A `<circle>` or `<ellipse>` (or a clone of one), or an Inkscape ellipse object written
    /// as a path ([`inkscape_ellipse`]) that is not a circle: read from its flattened outline,
    /// centre and size from its bounding box.
    Element,
    /// A path that draws a circle ([`circle_of_path`]): centre in the page's mm, diameter in mm.
    Circle {
        /// Centre, mm, in the page's coordinates (before the frame's shift).
        centre: [f64; 2],
        /// Diameter, mm.
        diameter: f64,
    },
}

/// Whether `el` draws a piece's shape, and how: a `<circle>` or `<ellipse>` (or a clone of
/// one) always; an Inkscape ellipse object written as a path always (it is a circle or an
/// ellipse in the editor); any other path that draws a circle ([`circle_of_path`], through
/// every transform and `<use>`) when its fill or name makes it a piece (`piece`): a round
/// path that is not piece-coloured may be a round border, and stays lines. `arcs`: the
/// document's Inkscape ellipses ([`inkscape_arcs`]).
pub(super) fn round_shape(
    el: &Element,
    doc: &roxmltree::Document,
    arcs: &std::collections::BTreeSet<usize>,
    path: &Path,
    map: &dyn Fn(Point) -> [f64; 2],
    piece: bool,
) -> Option<Round> {
    // What it draws: its own tag, or for a `<use>` that of the element it clones.
    let (tag, inkscape) = if el.tag == "use" {
        let n = drawn_node(el, doc);
        (
            n.map_or("use", |n| n.tag_name().name()),
            n.is_some_and(|n| arcs.contains(&n.range().start)),
        )
    } else {
        (el.tag.as_str(), arcs.contains(&el.span.offset))
    };
    if matches!(tag, "circle" | "ellipse") {
        return Some(Round::Element);
    }
    if !piece && !inkscape {
        return None;
    }
    match circle_of_path(path, map) {
        Some((centre, r)) => Some(Round::Circle {
            centre,
            diameter: 2.0 * r,
        }),
        None if inkscape && closed_curves(path, map).is_some_and(|c| c.len() >= 2) => {
            Some(Round::Element)
        }
        None => None,
    }
}

/// The widest filled shape read as an outlined stroke, mm: wider strips are regions (none
/// narrower holds a piece anyway: the default jackal is 20 mm across).
pub const MAX_OUTLINED_STROKE_MM: f64 = 3.0;

/// How many times its width an outlined stroke is at least long.
pub const OUTLINED_STROKE_MIN_ASPECT: f64 = 10.0;

/// The centre line of a filled shape that is an outlined stroke of one straight line
/// (`polylines`, mm, the shape flattened; `fill_only`: it is filled and has no stroke), and
/// its width; `None` for any other shape.
///
/// An outlined stroke (Inkscape's Stroke to Path, Illustrator's Outline Stroke) is one closed
/// outline with two long parallel sides, `w` apart (w ≤ [`MAX_OUTLINED_STROKE_MM`]) and at
/// least [`OUTLINED_STROKE_MIN_ASPECT`] times `w` long, their ends aligned across, and at each
/// end a cap: none (butt and square caps: the short side joins the long sides' ends), or a
/// round cap within `w`/2 of the middle of the end. Every point is on a long side or in a cap,
/// within 5 % of `w`. The centre line runs between the middles of the ends (a square cap
/// extends it by `w`/2, which a butt cap of the same outline cannot be told from), from its
/// lesser end (x, then y) to the greater.
pub(super) fn outlined_stroke(
    polylines: &[Vec<[f64; 2]>],
    fill_only: bool,
) -> Option<([f64; 2], [f64; 2], f64)> {
    if !fill_only || polylines.len() != 1 {
        return None;
    }
    let dist = |a: [f64; 2], b: [f64; 2]| ((b[0] - a[0]).powi(2) + (b[1] - a[1]).powi(2)).sqrt();
    let mut pts = polylines[0].clone();
    if pts.len() < 4 || dist(pts[0], pts[pts.len() - 1]) > IMPORT_GRID_MM {
        return None;
    }
    pts.pop();
    pts.dedup();
    let n = pts.len();
    let edge = |i: usize| (pts[i], pts[(i + 1) % n]);
    // The longest edge is one long side; the other is the longest on the far side of it.
    let (i, len) = (0..n)
        .map(|i| (i, dist(edge(i).0, edge(i).1)))
        .max_by(|a, b| a.1.total_cmp(&b.1))?;
    if len.is_nan() || len <= 0.0 {
        return None;
    }
    let (a, b) = edge(i);
    let u = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
    let v = [-u[1], u[0]];
    let st = |p: [f64; 2]| (p[0] * u[0] + p[1] * u[1], p[0] * v[0] + p[1] * v[1]);
    let t_a = st(a).1;
    let ts: Vec<f64> = pts.iter().map(|p| st(*p).1).collect();
    let (tmin, tmax) = ts
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), t| {
            (lo.min(*t), hi.max(*t))
        });
    let w = tmax - tmin;
    if w.is_nan() || w <= 0.0 || w > MAX_OUTLINED_STROKE_MM || len < OUTLINED_STROKE_MIN_ASPECT * w
    {
        return None;
    }
    let tol = 0.05 * w;
    let far = if (t_a - tmin).abs() <= tol {
        tmax
    } else if (t_a - tmax).abs() <= tol {
        tmin
    } else {
        return None;
    };
    let j = (0..n)
        .filter(|&j| {
            let (c, d) = edge(j);
            (st(c).1 - far).abs() <= tol && (st(d).1 - far).abs() <= tol
        })
        .max_by(|x, y| {
            let l = |j: usize| dist(edge(j).0, edge(j).1);
            l(*x).total_cmp(&l(*y))
        })?;
    let (c, d) = edge(j);
    let span = |p: [f64; 2], q: [f64; 2]| {
        let (x, y) = (st(p).0, st(q).0);
        (x.min(y), x.max(y))
    };
    let ((a0, a1), (c0, c1)) = (span(a, b), span(c, d));
    if (a0 - c0).abs() > tol || (a1 - c1).abs() > tol {
        return None;
    }
    let (s0, s1) = ((a0 + c0) / 2.0, (a1 + c1) / 2.0);
    let near = (st(a).1 + st(b).1) / 2.0;
    let other = (st(c).1 + st(d).1) / 2.0;
    let tm = (near + other) / 2.0;
    let width = (other - near).abs();
    // Every point on a long side, or in a cap (within w/2 of the middle of its end).
    for p in &pts {
        let (s, t) = st(*p);
        let on_side = (t - near).abs() <= tol || (t - other).abs() <= tol;
        let cap = |end: f64| ((s - end).powi(2) + (t - tm).powi(2)).sqrt() <= width / 2.0 + tol;
        let ok = if s < s0 - tol {
            cap(s0)
        } else if s > s1 + tol {
            cap(s1)
        } else {
            on_side || (s - s0).abs() <= tol || (s - s1).abs() <= tol
        };
        if !ok {
            return None;
        }
    }
    let at = |s: f64| [s * u[0] + tm * v[0], s * u[1] + tm * v[1]];
    let (p, q) = (at(s0), at(s1));
    Some(if (p[0], p[1]) <= (q[0], q[1]) {
        (p, q, width)
    } else {
        (q, p, width)
    })
}

/// The note for the filled shapes read as outlined strokes (`outlines`: each element and its
/// width in mm): how many, how wide (to 0.01 mm), one label per element.
pub(super) fn note_outlined_strokes(notes: &mut Notes, outlines: &[(Element, f64)]) {
    if outlines.is_empty() {
        return;
    }
    let r = |w: f64| (w * 100.0).round() / 100.0;
    let lo = outlines
        .iter()
        .map(|(_, w)| r(*w))
        .fold(f64::INFINITY, f64::min);
    let hi = outlines
        .iter()
        .map(|(_, w)| r(*w))
        .fold(f64::NEG_INFINITY, f64::max);
    let width = if lo == hi {
        said!("diag-import-wide", w = Decimal(num(lo)))
    } else {
        said!(
            "diag-import-wide-range",
            lo = Decimal(num(lo)),
            hi = Decimal(num(hi))
        )
    };
    let what = said!("diag-import-outlined", n = outlines.len(), width = width);
    let help = said!(
        "diag-import-outlined-help",
        max = Decimal(num(MAX_OUTLINED_STROKE_MM))
    );
    let list: Vec<Said> = outlines.iter().map(|(el, _)| el.said()).collect();
    notes.notes.push(said!(
        "diag-import-outlined-note",
        what = what.clone(),
        list = SaidArg::Joined(list, ", "),
        help = help.clone()
    ));
    let mut d = Diagnostic::said(Code::ImportOutlinedStroke, what).with_help_said(help);
    for (el, w) in outlines {
        d = d.with_label_said(
            el.span,
            said!(
                "diag-import-about",
                element = el.said(),
                what = said!("diag-import-wide", w = Decimal(num(r(*w))))
            ),
        );
    }
    notes.diagnostics.push(d);
}

/// What tells the lines of a text apart, for the text node `d` under the `<text>` `text`: the
/// innermost element holding it that is an Inkscape line (`sodipodi:role="line"`), the
/// baseline it is on (the `y` of the innermost element giving one), and the innermost element
/// giving an `x` with a non-zero `dy` (a line of Illustrator's and of other writers). Two runs
/// of characters are on different lines when any differs; Inkscape 1.x's flowed text
/// (`shape-inside`) writes a `tspan` with its own `y` for each line, and so is read too.
pub(super) fn text_line(
    d: roxmltree::Node,
    text: roxmltree::Node,
) -> (
    Option<roxmltree::NodeId>,
    Option<f64>,
    Option<roxmltree::NodeId>,
) {
    let chain: Vec<roxmltree::Node> = d
        .ancestors()
        .filter(|a| a.is_element())
        .take_while(|a| *a != text)
        .chain(std::iter::once(text))
        .collect();
    let first = |n: &roxmltree::Node, a: &str| -> Option<f64> {
        use std::str::FromStr;
        let v = n.attribute(a)?;
        let v = v
            .split([' ', ',', '\t', '\n', '\r'])
            .find(|s| !s.is_empty())?;
        svgtypes::Length::from_str(v).ok().map(|l| l.number)
    };
    let role = chain
        .iter()
        .find(|n| n.attribute((SODIPODI_NS, "role")) == Some("line"))
        .map(|n| n.id());
    let y = chain.iter().find_map(|n| first(n, "y"));
    let x_dy = chain
        .iter()
        .find(|n| n.has_attribute("x") && first(n, "dy").is_some_and(|dy| dy != 0.0))
        .map(|n| n.id());
    (role, y, x_dy)
}

#[cfg(test)]
mod tests {
    use super::*;
    use usvg::tiny_skia_path::PathBuilder;

    fn id(p: Point) -> [f64; 2] {
        [p.x as f64, p.y as f64]
    }

    /// A circle (ellipse: `ry`) of four cubics with control points `k` times the radius from
    /// their ends, centre (cx, cy).
    fn kappa(cx: f32, cy: f32, rx: f32, ry: f32, k: f32) -> Path {
        let mut b = PathBuilder::new();
        b.move_to(cx + rx, cy);
        b.cubic_to(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry);
        b.cubic_to(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy);
        b.cubic_to(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry);
        b.cubic_to(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy);
        b.close();
        b.finish().unwrap()
    }

    /// κ = 0.5523 circles of 2 to 200 mm are circles (their error, 2.7e-4 of the radius, is
    /// within the tolerance), centre and radius exact (the fit is on the curves' ends);
    /// ellipses with axes 0.5 % apart, a κ of 0.5 (2.8 % inside at 45°), a circle drawn twice
    /// and an open path are not. Catches: a tolerance too tight for the κ cubic, or so loose
    /// that an ellipse passes.
    #[test]
    fn circle_tolerance() {
        for r in [1.0f32, 10.0, 15.0, 100.0] {
            let (c, got) = circle_of_path(&kappa(50.0, 40.0, r, r, 0.5523), &id).unwrap();
            assert!(
                (c[0] - 50.0).abs() < 1e-5 && (c[1] - 40.0).abs() < 1e-5,
                "{c:?}"
            );
            assert!((got - r as f64).abs() < 1e-5 * r as f64, "{got} {r}");
            // Inkscape's κ to 8 digits too.
            assert!(circle_of_path(&kappa(0.0, 0.0, r, r, 0.552_285), &id).is_some());
        }
        assert!(circle_of_path(&kappa(0.0, 0.0, 10.0, 10.05, 0.5523), &id).is_none());
        assert!(circle_of_path(&kappa(0.0, 0.0, 10.0, 10.0, 0.5), &id).is_none());
        // A κ of 0.56: 0.0023 of the radius out at 45°, past the tolerance.
        assert!(circle_of_path(&kappa(0.0, 0.0, 10.0, 10.0, 0.56), &id).is_none());
        let mut b = PathBuilder::new();
        b.move_to(10.0, 0.0);
        b.cubic_to(10.0, 5.523, 5.523, 10.0, 0.0, 10.0);
        b.cubic_to(-5.523, 10.0, -10.0, 5.523, -10.0, 0.0);
        assert!(circle_of_path(&b.finish().unwrap(), &id).is_none());
    }

    /// Butt caps (a rectangle 0.6 x 200), round caps (Inkscape's two arcs, here flattened to
    /// a half-octagon) and a rotated strip give their centre lines; a 0.6 x 5 mm shape (too
    /// short), a 4 x 200 mm strip (too wide), a stroked strip and a trapezoid do not.
    #[test]
    fn outlined_strokes() {
        let rect = vec![
            [99.7, 0.0],
            [99.7, 100.0],
            [100.3, 100.0],
            [100.3, 0.0],
            [99.7, 0.0],
        ];
        let (a, b, w) = outlined_stroke(std::slice::from_ref(&rect), true).unwrap();
        assert!((a[0] - 100.0).abs() < 1e-9 && a[1] == 0.0, "{a:?}");
        assert!((b[0] - 100.0).abs() < 1e-9 && b[1] == 100.0, "{b:?}");
        assert!((w - 0.6).abs() < 1e-9);
        assert!(outlined_stroke(std::slice::from_ref(&rect), false).is_none());
        // Round caps: the cap's points at 0.3 from (0, 50) and (200, 50).
        let h = 0.3 * std::f64::consts::FRAC_1_SQRT_2;
        let round = vec![
            [0.0, 49.7],
            [-h, 50.0 - h],
            [-0.3, 50.0],
            [-h, 50.0 + h],
            [0.0, 50.3],
            [200.0, 50.3],
            [200.0 + h, 50.0 + h],
            [200.3, 50.0],
            [200.0 + h, 50.0 - h],
            [200.0, 49.7],
            [0.0, 49.7],
        ];
        let (a, b, _) = outlined_stroke(&[round], true).unwrap();
        assert!((a[0]).abs() < 1e-9 && (a[1] - 50.0).abs() < 1e-9, "{a:?}");
        assert!(
            (b[0] - 200.0).abs() < 1e-9 && (b[1] - 50.0).abs() < 1e-9,
            "{b:?}"
        );
        // (0, 0) to (60, 80) (length 100), 1 mm wide: offsets ±(0.4, -0.3).
        let diag = vec![
            [0.4, -0.3],
            [60.4, 79.7],
            [59.6, 80.3],
            [-0.4, 0.3],
            [0.4, -0.3],
        ];
        let (a, b, w) = outlined_stroke(&[diag], true).unwrap();
        assert!(a[0].abs() < 1e-9 && a[1].abs() < 1e-9, "{a:?}");
        assert!(
            (b[0] - 60.0).abs() < 1e-9 && (b[1] - 80.0).abs() < 1e-9,
            "{b:?}"
        );
        assert!((w - 1.0).abs() < 1e-9);
        let strip = |w: f64, l: f64| vec![[0.0, 0.0], [l, 0.0], [l, w], [0.0, w], [0.0, 0.0]];
        assert!(outlined_stroke(&[strip(0.6, 5.0)], true).is_none());
        assert!(outlined_stroke(&[strip(4.0, 200.0)], true).is_none());
        let trapezoid = vec![
            [0.0, 0.0],
            [100.0, 0.0],
            [90.0, 1.0],
            [10.0, 1.0],
            [0.0, 0.0],
        ];
        assert!(outlined_stroke(&[trapezoid], true).is_none());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

        /// A κ = 0.5523 circle of radius 0.5 to 200 mm, turned by any angle, scaled by 0.2
        /// to 5 and moved anywhere within 500 mm, is a circle with its centre and radius
        /// (to 1e-5 of the radius: the path is in 32-bit floats).
        #[test]
        fn kappa_circles_are_found(
            cx in -500.0f64..500.0,
            cy in -500.0f64..500.0,
            r in 0.5f64..200.0,
            angle in 0.0f64..6.3,
            s in 0.2f64..5.0,
        ) {
            let path = kappa(0.0, 0.0, r as f32, r as f32, 0.5523);
            let (sin, cos) = (libm::sin(angle) * s, libm::cos(angle) * s);
            let map = |p: Point| {
                let (x, y) = (p.x as f64, p.y as f64);
                [cos * x - sin * y + cx, sin * x + cos * y + cy]
            };
            let (c, got) = circle_of_path(&path, &map).unwrap();
            let tol = 1e-5 * r * s + 1e-6 * (cx.abs() + cy.abs());
            proptest::prop_assert!((c[0] - cx).abs() <= tol && (c[1] - cy).abs() <= tol);
            proptest::prop_assert!((got - r * s).abs() <= tol, "{} {}", got, r * s);
        }

        /// An ellipse whose axes differ by 0.5 % or more is not a circle, however turned.
        #[test]
        fn ellipses_are_not_circles(
            r in 1.0f64..200.0,
            ratio in 1.005f64..3.0,
            angle in 0.0f64..6.3,
        ) {
            let path = kappa(0.0, 0.0, r as f32, (r * ratio) as f32, 0.5523);
            let (sin, cos) = (libm::sin(angle), libm::cos(angle));
            let map = |p: Point| {
                let (x, y) = (p.x as f64, p.y as f64);
                [cos * x - sin * y, sin * x + cos * y]
            };
            proptest::prop_assert!(circle_of_path(&path, &map).is_none());
        }

        /// The outline of a butt-capped stroke from `a` in any direction, 0.05 to 3 mm wide,
        /// at least 10.5 widths and at most 400 mm long, gives back its centre line `a`-`b`
        /// (lesser end first) and its width.
        #[test]
        fn strips_give_their_centre_lines(
            ax in -300.0f64..300.0,
            ay in -300.0f64..300.0,
            angle in 0.0f64..6.3,
            w in 0.05f64..2.99,
            k in 10.5f64..300.0,
        ) {
            let len = (k * w).min(400.0).max(10.5 * w);
            let u = [libm::cos(angle), libm::sin(angle)];
            let b = [ax + u[0] * len, ay + u[1] * len];
            let n = [-u[1] * w / 2.0, u[0] * w / 2.0];
            let ring = vec![
                [ax + n[0], ay + n[1]],
                [b[0] + n[0], b[1] + n[1]],
                [b[0] - n[0], b[1] - n[1]],
                [ax - n[0], ay - n[1]],
                [ax + n[0], ay + n[1]],
            ];
            let (p, q, got) = outlined_stroke(&[ring], true).unwrap();
            let tol = 1e-9;
            let near = |x: [f64; 2], y: [f64; 2]| {
                (x[0] - y[0]).abs() <= tol && (x[1] - y[1]).abs() <= tol
            };
            proptest::prop_assert!((p[0], p[1]) <= (q[0], q[1]));
            proptest::prop_assert!(
                near(p, [ax, ay]) && near(q, b) || near(p, b) && near(q, [ax, ay]),
                "{:?} {:?} from {:?} {:?}", p, q, [ax, ay], b
            );
            proptest::prop_assert!((got - w).abs() <= tol);
        }
    }
}
