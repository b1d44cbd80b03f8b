//! GeoJSON export (RFC 7946): a FeatureCollection with one `Polygon` feature per region and
//! one `LineString` (or `MultiLineString`, when the two regions share separate stretches)
//! feature per border.
//!
//! Coordinates are board units, y **down** as in the board file (foreign members `axis:
//! "y-down"` and `units` on the collection say so), or y up (`-y`) with `y_up`, which GIS
//! tools expect.
//!
//! Ring orientation: RFC 7946 §3.1.6 asks exterior rings counter-clockwise and holes
//! clockwise, i.e. a positive shoelace area for the exterior *of the coordinates as written*
//! (a GIS tool plots them with y up). The validated board's outlines already have a positive
//! shoelace area in y-down coordinates (they are clockwise *on the sheet*), so written as they
//! are they are RFC-valid; negating y flips every shoelace sign, so with `y_up` every ring is
//! reversed. Rings are closed (first point repeated), holes follow the exterior.

use super::border_paths;
use crate::validated::{Point, ValidatedBoard};
use serde_json::{Map, Value, json};

/// Writes `v` (already rounded) as a GeoJSON FeatureCollection in savanna's JSON layout
/// ([`crate::output::json`]), keys in alphabetical order. Region features: properties `id`, `name`, `area` (units², holes
/// excluded), `neighbors` (ids), `capacity` (per piece kind); `kind: "region"`. Border
/// features: `regions` (two ids, ascending), `length` (units); `kind: "border"`.
///
/// # Errors
/// The first I/O error of `w`.
pub fn write(v: &ValidatedBoard, y_up: bool, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let pt = |p: &Point| -> Value {
        let y = if y_up && p[1] != 0.0 { -p[1] } else { p[1] };
        json!([p[0], y])
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
        let mut rings = vec![ring(&r.outline, true)];
        rings.extend(r.holes.iter().map(|h| ring(h, false)));
        let capacity: Map<String, Value> = r
            .capacity
            .iter()
            .map(|(k, c)| (k.to_string(), json!(c)))
            .collect();
        features.push(json!({
            "type": "Feature",
            "id": r.id.0,
            "geometry": {"type": "Polygon", "coordinates": rings},
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
    let doc = json!({
        "type": "FeatureCollection",
        "name": v.name,
        "units": v.units.as_str(),
        "axis": if y_up { "y-up" } else { "y-down" },
        "features": features,
    });
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
