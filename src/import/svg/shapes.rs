//! Reading shapes out of usvg's tree: paths flattened to polylines in mm, clip regions applied
//! to segments, and each drawn shape collected with its generated id (the walk, in `walk`,
//! gave every element one).

use super::{CURVE_PIECES, GEN};
use resvg::usvg;

/// Closed rings of points (a ring's closing point may be repeated).
pub(super) type Rings = Vec<Vec<[f64; 2]>>;

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

/// A clip region in the page's px (y down): the union of the fills of its paths, each path's
/// closed rings with its fill rule (`true`: even-odd, else nonzero); `None` when the clip is
/// not made of straight lines savanna can apply (a curve, a text, a clipped child).
pub(super) type ClipRegion = Option<Vec<(Rings, bool)>>;

/// What usvg drew of one element: its generated id, transform to the page's px, path data,
/// fill colour, why it draws nothing (if so), the clip regions it is drawn through (all
/// apply: the enclosing groups' clips and each clip's own `clip-path`), and whether it paints
/// a stroke (of some opacity).
pub(super) type Shape = (
    String,
    usvg::Transform,
    usvg::tiny_skia_path::Path,
    Option<(u8, u8, u8)>,
    Option<&'static str>,
    Vec<ClipRegion>,
    bool,
);

/// The region of `clip` applied to a group whose transform to the page is `ts` (as resvg
/// applies it: the clip's own transform inside the group's), then its own `clip-path`s.
fn clip_regions(clip: &usvg::ClipPath, ts: usvg::Transform, out: &mut Vec<ClipRegion>) {
    fn paths(g: &usvg::Group, ts: usvg::Transform, out: &mut Vec<(Rings, bool)>) -> bool {
        for n in g.children() {
            match n {
                usvg::Node::Path(p) => {
                    if !p.is_visible() {
                        continue;
                    }
                    let map = |q: usvg::tiny_skia_path::Point| -> [f64; 2] {
                        let (x, y) = (q.x as f64, q.y as f64);
                        [
                            ts.sx as f64 * x + ts.kx as f64 * y + ts.tx as f64,
                            ts.ky as f64 * x + ts.sy as f64 * y + ts.ty as f64,
                        ]
                    };
                    let (rings, curved) = flatten(p.data(), &map);
                    if curved {
                        return false;
                    }
                    let evenodd = p
                        .fill()
                        .is_some_and(|f| f.rule() == usvg::FillRule::EvenOdd);
                    out.push((rings, evenodd));
                }
                usvg::Node::Group(c) => {
                    if c.clip_path().is_some()
                        || c.mask().is_some()
                        || !paths(c, ts.pre_concat(c.transform()), out)
                    {
                        return false;
                    }
                }
                _ => return false,
            }
        }
        true
    }
    let mut got = Vec::new();
    let ok = paths(clip.root(), ts.pre_concat(clip.transform()), &mut got);
    out.push(ok.then_some(got));
    if let Some(inner) = clip.clip_path() {
        clip_regions(inner, ts, out);
    }
}

/// Whether `p` is inside the fill of `rings` (each closed, its first point repeated last) by
/// the rule (`evenodd`, else nonzero winding).
fn inside_fill(rings: &[Vec<[f64; 2]>], evenodd: bool, p: [f64; 2]) -> bool {
    let mut winding = 0i32;
    let mut crossings = 0u32;
    for r in rings {
        let n = r.len();
        for i in 0..n {
            let (a, b) = (r[i], r[(i + 1) % n]);
            if (a[1] > p[1]) != (b[1] > p[1])
                && p[0] < a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0])
            {
                crossings += 1;
                winding += if b[1] > a[1] { 1 } else { -1 };
            }
        }
    }
    if evenodd {
        crossings % 2 == 1
    } else {
        winding != 0
    }
}

/// How near a clip ring's edge, in mm, a point counts as on it: half the import grid
/// ([`super::IMPORT_GRID_MM`]), below which imported coordinates are one point anyway.
const ON_CLIP_EDGE_MM: f64 = super::IMPORT_GRID_MM / 2.0;

/// Whether `p` lies within [`ON_CLIP_EDGE_MM`] of an edge of `rings` (each implicitly closed).
fn on_ring_edge(rings: &[Vec<[f64; 2]>], p: [f64; 2]) -> bool {
    rings.iter().any(|r| {
        let n = r.len();
        (0..n).any(|i| {
            let (a, b) = (r[i], r[(i + 1) % n]);
            let d = [b[0] - a[0], b[1] - a[1]];
            let len2 = d[0] * d[0] + d[1] * d[1];
            let t = if len2 > 0.0 {
                (((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / len2).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let q = [a[0] + d[0] * t - p[0], a[1] + d[1] * t - p[1]];
            q[0] * q[0] + q[1] * q[1] <= ON_CLIP_EDGE_MM * ON_CLIP_EDGE_MM
        })
    })
}

/// The pieces of segment `a`-`b` inside every clip region of `regions` (each the union of its
/// paths' fills, rings implicitly closed), as parameter intervals `[t0, t1]` of the segment, in
/// order. The segment is cut where it crosses any ring edge; each piece is inside or outside
/// as its midpoint is.
pub(super) fn clip_segment(
    a: [f64; 2],
    b: [f64; 2],
    regions: &[Vec<(Rings, bool)>],
) -> Vec<[f64; 2]> {
    let mut ts = vec![0.0, 1.0];
    let d = [b[0] - a[0], b[1] - a[1]];
    for (rings, _) in regions.iter().flatten() {
        for r in rings {
            let n = r.len();
            for i in 0..n {
                let (p, q) = (r[i], r[(i + 1) % n]);
                let e = [q[0] - p[0], q[1] - p[1]];
                let den = d[0] * e[1] - d[1] * e[0];
                if den == 0.0 {
                    continue;
                }
                let f = [p[0] - a[0], p[1] - a[1]];
                let t = (f[0] * e[1] - f[1] * e[0]) / den;
                let u = (f[0] * d[1] - f[1] * d[0]) / den;
                if (0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u) {
                    ts.push(t);
                }
            }
        }
    }
    ts.sort_by(f64::total_cmp);
    ts.dedup();
    let mut out: Vec<[f64; 2]> = Vec::new();
    for w in ts.windows(2) {
        let m = (w[0] + w[1]) / 2.0;
        let pm = [a[0] + d[0] * m, a[1] + d[1] * m];
        // A clip region is closed: a piece lying on its edge shows (half its stroke does), on
        // the right and bottom edges as on the left and top ones, where the half-open
        // crossing test alone would keep only the left and top.
        let inside = regions.iter().all(|reg| {
            reg.iter()
                .any(|(rings, eo)| inside_fill(rings, *eo, pm) || on_ring_edge(rings, pm))
        });
        if inside {
            match out.last_mut() {
                Some(last) if last[1] == w[0] => last[1] = w[1],
                _ => out.push([w[0], w[1]]),
            }
        }
    }
    out
}

/// The paths under `g`, each with its element's generated id: a path's own, else (a clone
/// drawn by a `<use>`, whose copies usvg leaves without ids) the nearest enclosing group's
/// (`inherited`; usvg keeps the `<use>`'s id on the group it makes).
/// `opacity`: the product of the enclosing groups' opacities; `clips`: their clip regions.
pub(super) fn collect(
    g: &usvg::Group,
    inherited: &str,
    opacity: f32,
    clips: &[ClipRegion],
    out: &mut Vec<Shape>,
) {
    for n in g.children() {
        match n {
            usvg::Node::Group(g) => {
                let id = if g.id().starts_with(GEN) {
                    g.id()
                } else {
                    inherited
                };
                let mut clips = clips.to_vec();
                if let Some(c) = g.clip_path() {
                    clip_regions(c, g.abs_transform(), &mut clips);
                }
                collect(g, id, opacity * g.opacity().get(), &clips, out)
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
                let hidden = if p.stroke().is_none() && p.fill().is_none() {
                    // usvg marks a path with neither hidden (`is_visible` false): the reason
                    // is the missing paint, not the visibility.
                    Some("no stroke (stroke none, or none given: SVG draws no stroke by default)")
                } else if !p.is_visible() {
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
                    clips.to_vec(),
                    stroke,
                ));
            }
            _ => {}
        }
    }
}

pub(super) const SHAPES: &[&str] = &[
    "line", "polyline", "polygon", "rect", "path", "circle", "ellipse",
];
