//! Geometry read straight from the XML in f64, for a sheet savanna drew (read in the board's own
//! units, with no float32 round trip through usvg): affine transforms (SVG 1.1 §7.4, composed
//! parent first), the straight pieces of `line`, `polyline`, `polygon`, `rect` and `path`
//! (svgtypes parses the transform lists, points and path data; curves are flattened into
//! [`CURVE_PIECES`] straight pieces each, uniform in the curve's parameter).

use super::CURVE_PIECES;
use resvg::usvg::roxmltree;
use std::str::FromStr;

/// An affine map `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's matrix).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Affine(pub(super) [f64; 6]);

impl Affine {
    /// The identity.
    pub(super) const IDENTITY: Affine = Affine([1.0, 0.0, 0.0, 1.0, 0.0, 0.0]);

    /// `self` after `inner`: a point is mapped by `inner` first (a child's transform inside its
    /// parent's).
    pub(super) fn then_inner(self, inner: Affine) -> Affine {
        let [a, b, c, d, e, f] = self.0;
        let [a2, b2, c2, d2, e2, f2] = inner.0;
        Affine([
            a * a2 + c * b2,
            b * a2 + d * b2,
            a * c2 + c * d2,
            b * c2 + d * d2,
            a * e2 + c * f2 + e,
            b * e2 + d * f2 + f,
        ])
    }

    /// The image of `p`.
    pub(super) fn apply(self, p: [f64; 2]) -> [f64; 2] {
        let [a, b, c, d, e, f] = self.0;
        [a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f]
    }

    /// The inverse map, or `None` when the map is singular (it flattens the plane).
    pub(super) fn invert(self) -> Option<Affine> {
        let [a, b, c, d, e, f] = self.0;
        let det = a * d - b * c;
        if !det.is_finite() || det.abs() < f64::MIN_POSITIVE {
            return None;
        }
        let (ia, ib, ic, id) = (d / det, -b / det, -c / det, a / det);
        Some(Affine([
            ia,
            ib,
            ic,
            id,
            -(ia * e + ic * f),
            -(ib * e + id * f),
        ]))
    }
}

/// The element's own `transform` (identity when absent), or `Err` when it cannot be read.
pub(super) fn own_transform(n: roxmltree::Node) -> Result<Affine, &'static str> {
    match n.attribute("transform") {
        None => Ok(Affine::IDENTITY),
        Some(t) => svgtypes::Transform::from_str(t)
            .ok()
            .map(|t| Affine([t.a, t.b, t.c, t.d, t.e, t.f]))
            .filter(|t| t.0.iter().all(|v| v.is_finite()))
            .ok_or("its transform cannot be read"),
    }
}

/// A coordinate attribute in user units (a plain number, or with `px`); absent is 0 (SVG's
/// initial value), unreadable is `Err`.
pub(super) fn coordinate(n: roxmltree::Node, a: &str) -> Result<f64, &'static str> {
    match n.attribute(a) {
        None => Ok(0.0),
        Some(v) => v
            .trim()
            .trim_end_matches("px")
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or("a coordinate is not a number in user units"),
    }
}

/// What a shape element draws: polylines in its own coordinates, and whether a curve was
/// flattened. `Err` names why the element cannot be read; `Ok(None)` when `n` is not a shape of
/// straight lines (`line`, `polyline`, `polygon`, `rect`, `path`).
pub(super) type Drawn = (Vec<Vec<[f64; 2]>>, bool);

/// The polylines of shape element `n` in its own user units (before its transform).
pub(super) fn shape_polylines(n: roxmltree::Node) -> Option<Result<Drawn, &'static str>> {
    let c = |a: &str| coordinate(n, a);
    let got = match n.tag_name().name() {
        "line" => (|| {
            Ok((
                vec![vec![[c("x1")?, c("y1")?], [c("x2")?, c("y2")?]]],
                false,
            ))
        })(),
        "polyline" | "polygon" => {
            let mut pts: Vec<[f64; 2]> = svgtypes::PointsParser::from(n.attribute("points")?)
                .map(|(x, y)| [x, y])
                .collect();
            if n.tag_name().name() == "polygon" && pts.len() > 2 {
                pts.push(pts[0]);
            }
            Ok((vec![pts], false))
        }
        "rect" => (|| {
            let (x, y, w, h) = (c("x")?, c("y")?, c("width")?, c("height")?);
            Ok((
                vec![vec![[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]]],
                false,
            ))
        })(),
        "path" => Ok(path_polylines(n.attribute("d").unwrap_or(""))),
        _ => return None,
    };
    Some(got)
}

/// The polylines of path data (every command of SVG 1.1, relative or absolute; arcs and
/// curves flattened into [`CURVE_PIECES`] pieces each), and whether a curve was flattened.
/// Reading stops at the first error, as SVG renderers do (SVG 1.1 §F.2).
pub(super) fn path_polylines(d: &str) -> Drawn {
    use svgtypes::SimplePathSegment as S;
    let mut out: Vec<Vec<[f64; 2]>> = Vec::new();
    let mut cur: Vec<[f64; 2]> = Vec::new();
    let (mut start, mut last) = ([0.0; 2], [0.0; 2]);
    let mut curved = false;
    let lerp =
        |a: [f64; 2], b: [f64; 2], t: f64| [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    for seg in svgtypes::SimplifyingPathParser::from(d) {
        let Ok(seg) = seg else { break };
        match seg {
            S::MoveTo { x, y } => {
                if cur.len() > 1 {
                    out.push(std::mem::take(&mut cur));
                }
                cur = vec![[x, y]];
                start = [x, y];
                last = start;
            }
            S::LineTo { x, y } => {
                cur.push([x, y]);
                last = [x, y];
            }
            S::Quadratic { x1, y1, x, y } => {
                curved = true;
                let (c, p) = ([x1, y1], [x, y]);
                for i in 1..=CURVE_PIECES {
                    let t = i as f64 / CURVE_PIECES as f64;
                    cur.push(lerp(lerp(last, c, t), lerp(c, p, t), t));
                }
                last = p;
            }
            S::CurveTo {
                x1,
                y1,
                x2,
                y2,
                x,
                y,
            } => {
                curved = true;
                let (c1, c2, p) = ([x1, y1], [x2, y2], [x, y]);
                for i in 1..=CURVE_PIECES {
                    let t = i as f64 / CURVE_PIECES as f64;
                    let (a, b, c) = (lerp(last, c1, t), lerp(c1, c2, t), lerp(c2, p, t));
                    cur.push(lerp(lerp(a, b, t), lerp(b, c, t), t));
                }
                last = p;
            }
            S::ClosePath => {
                cur.push(start);
                last = start;
            }
        }
    }
    if cur.len() > 1 {
        out.push(cur);
    }
    (out, curved)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `translate(20,0) scale(2)` maps (10, 5) to (40, 10); composing a parent translate(20, 0)
    /// with a child scale(2) gives the same; the inverse maps back.
    #[test]
    fn transforms_compose_parent_first() {
        let parent = Affine([1.0, 0.0, 0.0, 1.0, 20.0, 0.0]);
        let child = Affine([2.0, 0.0, 0.0, 2.0, 0.0, 0.0]);
        let m = parent.then_inner(child);
        assert_eq!(m.apply([10.0, 5.0]), [40.0, 10.0]);
        assert_eq!(m.invert().unwrap().apply([40.0, 10.0]), [10.0, 5.0]);
        assert!(Affine([1.0, 2.0, 2.0, 4.0, 0.0, 0.0]).invert().is_none());
    }

    /// Inkscape's relative path data: `m 120,0 50,297` is the line (120, 0)-(170, 297);
    /// `M 10,10 h 5 v 5 z` the ring (10,10), (15,10), (15,15), (10,10).
    #[test]
    fn relative_path_data() {
        assert_eq!(
            path_polylines("m 120,0 50,297"),
            (vec![vec![[120.0, 0.0], [170.0, 297.0]]], false)
        );
        assert_eq!(
            path_polylines("M 10,10 h 5 v 5 z").0,
            vec![vec![[10.0, 10.0], [15.0, 10.0], [15.0, 15.0], [10.0, 10.0]]]
        );
        assert!(path_polylines("M 0,0 C 1,1 2,1 3,0").1);
    }
}
