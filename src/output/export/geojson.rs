//! GeoJSON export (RFC 7946): a FeatureCollection with one `Polygon` (or, rarely,
//! `MultiPolygon`) feature per region and one `LineString` (or `MultiLineString`, when the two
//! regions share separate stretches) feature per border.
//!
//! Coordinates, by [`Axis`]: board units, y **down** as in the board file (foreign members
//! `axis: "y-down"` and `units` on the collection say so); y up (`-y`), which GIS tools expect
//! of a projected (engineering) CRS; or longitude and latitude in degrees (`axis: "lon-lat"`),
//! the top-left corner of the regions' bounding box at 0°, 0° (`degrees_origin`, in board units,
//! y down: the board point written as 0°, 0°, so a board drawn in survey coordinates, lines
//! around x = 512 000 m, still lands there) and one board unit `degrees_per_unit` degrees (both
//! foreign members of the collection), so that tools that only read WGS 84 (geojson.io, web
//! maps) open it: the board, scaled to [`DEGREES_SPAN`] degrees across, sits just south-east of
//! the meeting of the equator and the prime meridian, where a degree of longitude and of
//! latitude differ by less than 0.01 % (cos 0.1° = 0.999998): shapes keep their proportions
//! to the eye. Areas and lengths in the properties stay in board units.
//!
//! Polygons are valid OGC simple features (what GEOS, shapely and PostGIS accept): a region's
//! outline as the regions stage gives it may touch itself at a point, where a hole touches the
//! outer boundary (a closed loop of lines drawn against another line or the frame); such a ring
//! is split at the repeated point into its simple loops ([`simple_loops`]): the loop turning
//! like the outline is the exterior, the others holes touching it at that point, as the OGC
//! model allows. A loop turning like the outline found in a hole's ring is a separate part,
//! written as a `MultiPolygon` (not expected from an arrangement's faces).
//!
//! Ring orientation: RFC 7946 §3.1.6 asks exterior rings counter-clockwise and holes
//! clockwise, i.e. a positive shoelace area for the exterior *of the coordinates as written*
//! (a GIS tool plots them with y up). The validated board's outlines already have a positive
//! shoelace area in y-down coordinates (they are clockwise *on the sheet*), so written as they
//! are they are RFC-valid; negating y flips every shoelace sign, so with y up (and in degrees)
//! every ring is reversed. Rings are closed (first point repeated), holes follow the exterior.

use super::border_paths;
use crate::validated::{Point, ValidatedBoard, round_number};
use serde_json::{Map, Value, json};

/// How the GeoJSON export writes coordinates (see the [module docs](self)).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Axis {
    /// Board units, y down (as in the board file).
    #[default]
    YDown,
    /// Board units, y up: `(x, -y)`.
    YUp,
    /// Degrees: longitude `(x − x0) · k`, latitude `−(y − y0) · k`, with `(x0, y0)` the top-left
    /// corner (least x, least y) of the regions' bounding box and `k = DEGREES_SPAN / s` degrees
    /// per board unit, `s` the larger side of that box: every position within `[0, 0.1]` E and
    /// `[−0.1, 0]` N, wherever the board lies.
    Degrees,
}

/// The size, in degrees, of the larger side of the board in the [`Axis::Degrees`] export: a
/// tenth of a degree (about 11 km on the ground), small enough that the map's projection does
/// not distort the board visibly, large enough for web maps to zoom onto.
pub const DEGREES_SPAN: f64 = 0.1;

/// The simple loops of a closed ring (no repeated closing point) that may touch itself at
/// vertices: the ring is split at every vertex it visits twice (equal coordinates), each loop
/// keeping that vertex. Loops of fewer than three vertices (a spike there and back) are
/// dropped. A simple ring comes back as itself, from the same first vertex.
///
/// ```
/// use savanna::output::export::geojson::simple_loops;
/// // A square 0..4 with a triangular hole touching its top edge at (2, 0), as one ring.
/// let ring = [[0.0, 0.0], [2.0, 0.0], [1.0, 1.0], [3.0, 1.0], [2.0, 0.0], [4.0, 0.0],
///             [4.0, 4.0], [0.0, 4.0]];
/// let loops = simple_loops(&ring);
/// assert_eq!(loops, vec![
///     vec![[2.0, 0.0], [1.0, 1.0], [3.0, 1.0]],
///     vec![[0.0, 0.0], [2.0, 0.0], [4.0, 0.0], [4.0, 4.0], [0.0, 4.0]],
/// ]);
/// ```
pub fn simple_loops(ring: &[Point]) -> Vec<Vec<Point>> {
    let key = |p: &Point| (p[0].to_bits(), p[1].to_bits());
    let mut loops = Vec::new();
    let mut stack: Vec<Point> = Vec::with_capacity(ring.len());
    let mut at: std::collections::HashMap<(u64, u64), usize> = std::collections::HashMap::new();
    for &p in ring {
        if let Some(&i) = at.get(&key(&p)) {
            // The ring came back to stack[i]: stack[i..] is a loop.
            let l: Vec<Point> = stack.drain(i..).collect();
            for q in &l[1..] {
                at.remove(&key(q));
            }
            stack.push(l[0]);
            if l.len() >= 3 {
                loops.push(l);
            }
        } else {
            at.insert(key(&p), stack.len());
            stack.push(p);
        }
    }
    if stack.len() >= 3 {
        loops.push(stack);
    }
    loops
}

/// Even-odd test: whether `p` is inside the closed ring `ring` (no repeated closing point).
fn inside(ring: &[Point], p: Point) -> bool {
    let n = ring.len();
    let mut c = false;
    for k in 0..n {
        let (a, b) = (ring[k], ring[(k + 1) % n]);
        if (a[1] > p[1]) != (b[1] > p[1])
            && p[0] < a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0])
        {
            c = !c;
        }
    }
    c
}

/// A region's polygons in OGC form, y down: each an exterior (positive shoelace sum) and its
/// holes (negative), from the outline and holes of the validated file split by
/// [`simple_loops`]. Every hole goes to the first exterior that holds one of its vertices that
/// is not a vertex of that exterior.
fn ogc_polygons(r: &crate::validated::RegionOut) -> Vec<(Vec<Point>, Vec<Vec<Point>>)> {
    let mut shells: Vec<Vec<Point>> = Vec::new();
    let mut holes: Vec<Vec<Point>> = Vec::new();
    for ring in std::iter::once(&r.outline).chain(&r.holes) {
        for l in simple_loops(ring) {
            if crate::validated::shoelace2(&l) > 0.0 {
                shells.push(l);
            } else {
                holes.push(l);
            }
        }
    }
    let mut out: Vec<(Vec<Point>, Vec<Vec<Point>>)> =
        shells.into_iter().map(|s| (s, Vec::new())).collect();
    for h in holes {
        let owner = out
            .iter()
            .position(|(s, _)| {
                h.iter()
                    .find(|p| !s.contains(p))
                    .is_some_and(|&p| inside(s, p))
            })
            .unwrap_or(0);
        if let Some((_, hs)) = out.get_mut(owner) {
            hs.push(h);
        }
    }
    out
}

/// Writes `v` (already rounded) as a GeoJSON FeatureCollection in savanna's JSON layout
/// ([`crate::validated::json`]), keys in alphabetical order, coordinates as `axis` says. Region
/// features: properties `id`, `name`, `area` (units², holes excluded), `neighbors` (ids),
/// `capacity` (per piece kind); `kind: "region"`. Border features: `regions` (two ids,
/// ascending), `length` (units); `kind: "border"`. With [`Axis::Degrees`] the collection also
/// has `degrees_per_unit` and `degrees_origin` (`[x0, y0]`, board units: a position `[lon,
/// lat]` is the board point `[x0 + lon / k, y0 − lat / k]`).
///
/// # Errors
/// The first I/O error of `w`.
pub fn write(v: &ValidatedBoard, axis: Axis, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let y_up = axis != Axis::YDown;
    let mut origin = [0.0f64; 2];
    let scale = match axis {
        Axis::Degrees => {
            let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
            for p in v.regions.iter().flat_map(|r| &r.outline) {
                for k in 0..2 {
                    lo[k] = lo[k].min(p[k]);
                    hi[k] = hi[k].max(p[k]);
                }
            }
            let side = (hi[0] - lo[0]).max(hi[1] - lo[1]);
            if lo.iter().all(|x| x.is_finite()) {
                origin = lo;
            }
            if side.is_finite() && side > 0.0 {
                round_number(DEGREES_SPAN / side)
            } else {
                1.0
            }
        }
        _ => 1.0,
    };
    let pt = |p: &Point| -> Value {
        let (x, y) = ((p[0] - origin[0]) * scale, (p[1] - origin[1]) * scale);
        let y = if y_up && y != 0.0 { -y } else { y };
        json!([x, y])
    };
    // Closed ring with the wanted sign of shoelace area in the written coordinates.
    let ring = |r: &[Point], exterior: bool| -> Value {
        let mut pts: Vec<Value> = r.iter().map(pt).collect();
        let sign = shoelace(r) * if y_up { -1.0 } else { 1.0 };
        // Closed first, then reversed if need be: the ring keeps its first vertex.
        if let Some(first) = pts.first().cloned() {
            pts.push(first);
        }
        if (sign > 0.0) != exterior {
            pts.reverse();
        }
        Value::Array(pts)
    };
    let mut features = Vec::with_capacity(v.regions.len() + v.borders.len());
    for r in &v.regions {
        let polygons: Vec<Value> = ogc_polygons(r)
            .iter()
            .map(|(shell, holes)| {
                let mut rings = vec![ring(shell, true)];
                rings.extend(holes.iter().map(|h| ring(h, false)));
                Value::Array(rings)
            })
            .collect();
        let geometry = if polygons.len() == 1 {
            json!({"type": "Polygon", "coordinates": polygons[0]})
        } else {
            json!({"type": "MultiPolygon", "coordinates": polygons})
        };
        let capacity: Map<String, Value> = r
            .capacity
            .iter()
            .map(|(k, c)| (k.to_string(), json!(c)))
            .collect();
        features.push(json!({
            "type": "Feature",
            "id": r.id.0,
            "geometry": geometry,
            "properties": {
                "kind": "region",
                "id": r.id.0,
                "name": r.name,
                "area": r.area,
                "neighbors": r.neighbors.iter().map(|n| n.0).collect::<Vec<_>>(),
                "capacity": capacity,
            },
        }));
    }
    for (b, paths) in v.borders.iter().zip(border_paths(v)) {
        let lines: Vec<Value> = paths
            .iter()
            .map(|p| Value::Array(p.iter().map(pt).collect()))
            .collect();
        let geometry = if lines.len() == 1 {
            json!({"type": "LineString", "coordinates": lines[0]})
        } else {
            json!({"type": "MultiLineString", "coordinates": lines})
        };
        features.push(json!({
            "type": "Feature",
            "geometry": geometry,
            "properties": {
                "kind": "border",
                "regions": [b.regions[0].0, b.regions[1].0],
                "length": b.length,
            },
        }));
    }
    let mut doc = json!({
        "type": "FeatureCollection",
        "name": v.name,
        "units": v.units.as_str(),
        "axis": match axis {
            Axis::YDown => "y-down",
            Axis::YUp => "y-up",
            Axis::Degrees => "lon-lat",
        },
        "features": features,
    });
    if axis == Axis::Degrees {
        doc["degrees_per_unit"] = json!(scale);
        doc["degrees_origin"] = json!(origin);
    }
    crate::validated::json::to_writer(&mut *w, &doc)?;
    w.write_all(b"\n")
}

/// Twice the signed area of `ring` (shoelace formula, no closing point), positive when the
/// ring turns counter-clockwise in y-up terms.
fn shoelace(ring: &[Point]) -> f64 {
    let n = ring.len();
    (0..n)
        .map(|i| {
            let (p, q) = (ring[i], ring[(i + 1) % n]);
            p[0] * q[1] - q[0] * p[1]
        })
        .sum()
}
