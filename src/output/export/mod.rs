//! Exports of a validated board for other tools, chosen by the output file's extension:
//! GeoJSON ([`geojson`](mod@geojson)) for GIS tools and web frontends, Graphviz DOT
//! ([`dot`](mod@dot)) and GraphML ([`graphml`](mod@graphml)) for graph tools.
//!
//! Every export is a pure function of the [`ValidatedBoard`] writing into a `Write`; numbers are
//! rounded by [`round_number`](crate::validated::round_number) and written in their shortest
//! round-trip form, and every list is in id order, so the same board gives the same bytes.
//! Coordinates are board units with y **down** unless an export says otherwise.

pub mod dot;
pub mod geojson;
pub mod graphml;

use crate::ids::RegionId;
use crate::validated::{Point, ValidatedBoard};
use std::path::Path;

/// An export format, chosen by [`Format::from_path`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// RFC 7946 GeoJSON FeatureCollection (`.geojson`).
    GeoJson,
    /// Graphviz DOT (`.dot`, `.gv`).
    Dot,
    /// GraphML (`.graphml`).
    GraphMl,
}

impl Format {
    /// The export format named by `path`'s extension (case-insensitive), or `None` for any
    /// other extension (the validated board file: JSON or YAML).
    pub fn from_path(path: &Path) -> Option<Format> {
        Format::from_extension(path.extension()?.to_str()?)
    }

    /// Every export's file extensions (lower case, without the dot) and format, in the order
    /// messages list them: the one table `build -o FILE` and the engine choose an export by.
    pub const EXTENSIONS: &[(&'static str, Format)] = &[
        ("geojson", Format::GeoJson),
        ("dot", Format::Dot),
        ("gv", Format::Dot),
        ("graphml", Format::GraphMl),
    ];

    /// The export format of the file extension `ext` (without the dot, any case), or `None`
    /// for any other extension.
    pub fn from_extension(ext: &str) -> Option<Format> {
        let ext = ext.to_ascii_lowercase();
        Format::EXTENSIONS
            .iter()
            .find(|(e, _)| *e == ext)
            .map(|(_, f)| *f)
    }
}

/// Options of the exports.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ExportOptions {
    /// GeoJSON only: write `-y` for `y`, so that GIS tools (y up) show the board the right way
    /// up. Ring orientation is kept RFC 7946-valid either way.
    pub geojson_y_up: bool,
    /// GeoJSON only: write longitude and latitude in degrees, the board scaled into a box of
    /// [`geojson::DEGREES_SPAN`] degrees at 0°, 0° (y up; takes precedence over
    /// `geojson_y_up`), for tools that read WGS 84 only.
    pub geojson_degrees: bool,
}

/// Writes `v` in `format` to `w`.
///
/// # Errors
/// The first I/O error of `w`.
pub fn write(
    v: &ValidatedBoard,
    format: Format,
    opts: ExportOptions,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let v = v.rounded();
    match format {
        Format::GeoJson => {
            let axis = match (opts.geojson_degrees, opts.geojson_y_up) {
                (true, _) => geojson::Axis::Degrees,
                (false, true) => geojson::Axis::YUp,
                (false, false) => geojson::Axis::YDown,
            };
            geojson::write(&v, axis, w)
        }
        Format::Dot => dot::write(&v, w),
        Format::GraphMl => graphml::write(&v, w),
    }
}

/// A number in its shortest round-trip decimal form (`12`, `0.5`, `1e-7`), for text formats.
pub(crate) fn num(x: f64) -> String {
    let x = crate::validated::round_number(x);
    if x.is_finite() {
        format!("{x}")
    } else {
        "0".into()
    }
}

/// The graph attribute `corner_pairs` of the DOT and GraphML exports: each pair of regions of
/// `v` that touch only at a corner, with the point (board units, y down), in `v.corners`'
/// order, separated by `; `: `"1 4 @ 100,50; 2 3 @ 100,50"` with `prefix` `""` (DOT node ids),
/// `"r1 r4 @ 100,50"` with `"r"` (GraphML's). `None` when no regions touch only at a corner.
pub(crate) fn corner_pairs(v: &ValidatedBoard, prefix: &str) -> Option<String> {
    let pairs: Vec<String> = v
        .corners
        .iter()
        .map(|c| {
            format!(
                "{prefix}{} {prefix}{} @ {},{}",
                c.regions[0],
                c.regions[1],
                num(c.at[0]),
                num(c.at[1])
            )
        })
        .collect();
    (!pairs.is_empty()).then(|| pairs.join("; "))
}

/// The node attribute `corners` of the DOT and GraphML exports: the ids (each after `prefix`)
/// of the regions that region `id` of `v` touches only at a corner, in `v.corners`' order,
/// separated by spaces; `None` when there are none.
pub(crate) fn corners_of(v: &ValidatedBoard, id: RegionId, prefix: &str) -> Option<String> {
    let ids: Vec<String> = v
        .corners
        .iter()
        .filter_map(|c| match c.regions {
            [a, b] if a == id => Some(format!("{prefix}{b}")),
            [a, b] if b == id => Some(format!("{prefix}{a}")),
            _ => None,
        })
        .collect();
    (!ids.is_empty()).then(|| ids.join(" "))
}

/// Relative tolerance of [`border_paths`]: two edges are on one line when each end of one lies
/// within `BORDER_TOLERANCE` × the other's length of its line, and pieces of border shorter
/// than that (or ends closer than that) count as one point. The outlines come from one exact
/// arrangement, so shared edges agree to rounding error; 1e-9 is far above it and far below
/// any edge a board can draw.
pub const BORDER_TOLERANCE: f64 = 1e-9;

/// The geometry of each border of `v`: per entry of `v.borders` (same order), the polylines
/// (board units, y down) along which its two regions share their boundary, walked along the
/// first region's ring (`regions[0]`, in the direction of its outline or hole). A polyline
/// whose first and last points are equal is a closed loop (one region is a hole of the other).
/// Several polylines when the two regions share separate stretches of boundary.
///
/// Outlines leave out straight-through vertices, so a T-junction is a vertex of one region's
/// ring and not of its neighbor's: shared stretches are found as overlaps of opposite,
/// collinear edges (each edge of the first region against each of the second), not by matching
/// vertices.
pub fn border_paths(v: &ValidatedBoard) -> Vec<Vec<Vec<Point>>> {
    v.borders
        .iter()
        .map(|b| match (v.region(b.regions[0]), v.region(b.regions[1])) {
            (Some(a), Some(o)) => shared_paths(a, o),
            _ => Vec::new(),
        })
        .collect()
}

fn rings(r: &crate::validated::RegionOut) -> impl Iterator<Item = &Vec<Point>> {
    std::iter::once(&r.outline).chain(&r.holes)
}

fn edges(ring: &[Point]) -> impl Iterator<Item = (Point, Point)> + '_ {
    (0..ring.len()).map(move |i| (ring[i], ring[(i + 1) % ring.len()]))
}

fn close(p: Point, q: Point, tol: f64) -> bool {
    libm::hypot(p[0] - q[0], p[1] - q[1]) <= tol
}

fn shared_paths(
    a: &crate::validated::RegionOut,
    o: &crate::validated::RegionOut,
) -> Vec<Vec<Point>> {
    let mut paths: Vec<Vec<Point>> = Vec::new();
    for ring in rings(a) {
        let first_path = paths.len();
        for (p, q) in edges(ring) {
            let d = [q[0] - p[0], q[1] - p[1]];
            let len2 = d[0] * d[0] + d[1] * d[1];
            let len = len2.sqrt();
            if len == 0.0 {
                continue;
            }
            let tol = BORDER_TOLERANCE * len;
            // Parameter along p -> q and distance from its line.
            let param = |x: Point| ((x[0] - p[0]) * d[0] + (x[1] - p[1]) * d[1]) / len2;
            let off = |x: Point| crate::geometry::predicates::orient2d(p, q, x).abs() / len;
            let mut pieces: Vec<(f64, f64)> = rings(o)
                .flat_map(|r| edges(r))
                .filter(|&(r, s)| off(r) <= tol && off(s) <= tol)
                .filter_map(|(r, s)| {
                    let (tr, ts) = (param(r), param(s));
                    let (t0, t1) = (tr.min(ts).max(0.0), tr.max(ts).min(1.0));
                    ((t1 - t0) * len > tol).then_some((t0, t1))
                })
                .collect();
            pieces.sort_by(|x, y| x.0.total_cmp(&y.0));
            for (t0, t1) in pieces {
                let at = |t: f64| [p[0] + t * d[0], p[1] + t * d[1]];
                let (s, e) = (
                    if t0 == 0.0 { p } else { at(t0) },
                    if t1 == 1.0 { q } else { at(t1) },
                );
                match paths[first_path..].last_mut() {
                    Some(last) if last.last().is_some_and(|&l| close(l, s, tol)) => last.push(e),
                    _ => paths.push(vec![s, e]),
                }
            }
        }
        // A stretch across the ring's first vertex was split in two: join it.
        if paths.len() - first_path > 1 {
            let last_end = *paths[paths.len() - 1].last().unwrap_or(&[f64::NAN; 2]);
            let first_start = paths[first_path][0];
            // Both are the ring's first vertex itself (t = 1 of the last edge, t = 0 of the
            // first), bit for bit, when the stretch runs through it.
            if last_end.map(f64::to_bits) == first_start.map(f64::to_bits) {
                let Some(mut tail) = paths.pop() else {
                    continue;
                };
                tail.extend_from_slice(&paths[first_path][1..]);
                paths[first_path] = tail;
            }
        }
    }
    paths
}
