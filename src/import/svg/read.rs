//! The drawing read from usvg's tree: each shape, by its element, becomes the frame, a board
//! line (clipped by its clip-paths), a region name or a piece; what is skipped is said in notes.

use super::rewrite::Found;
use super::shapes::{self, collect, flatten};
use super::write::{Notes, snap};
use super::{CURVE_PIECES, Element, GEN, IMPORT_GRID_MM, forms};
use crate::diagnostics::{Code, said};
use crate::geometry::predicates::{IPoint, Location, locate_in_ring};
use crate::regions::label::point_segment_distance;
use resvg::usvg;
use usvg::roxmltree;

/// What the drawing shows, in mm on the page (y down), each item with the index of its
/// element.
pub(super) struct Drawing {
    /// The page's width and height.
    pub(super) page: [f64; 2],
    /// The frame element's outline (closed: its last point is its first), if one is usable.
    pub(super) frame: Option<(Vec<[f64; 2]>, usize)>,
    /// The board's line segments.
    pub(super) lines: Vec<([f64; 2], [f64; 2], usize)>,
    /// Region names at their anchors.
    pub(super) names: Vec<(String, [f64; 2], usize)>,
    /// Pieces: a lion (else a jackal) at its centre.
    pub(super) pieces: Vec<(bool, [f64; 2], usize)>,
    /// Each piece's kind (lion) and diameter (`None`: an ellipse), in the order of `pieces`.
    pub(super) sizes: Vec<(bool, Option<f64>)>,
}

/// The drawing of `tree` (read at `mm_per_px`, from `doc` rewritten with `elements`), with
/// every skipped element (`found` by the walk, or found here) said in `notes`.
pub(super) fn read(
    doc: &roxmltree::Document,
    tree: &usvg::Tree,
    elements: &[Element],
    found: Found,
    mm_per_px: f64,
    notes: &mut Notes,
) -> Drawing {
    let Found {
        hidden: hidden_texts,
        unreadable,
        bad_texts,
        frame_groups,
    } = found;
    let mut shapes = Vec::new();
    collect(tree.root(), "", 1.0, &[], &mut shapes);
    let page_mm = [
        tree.size().width() as f64 * mm_per_px,
        tree.size().height() as f64 * mm_per_px,
    ];
    let arcs = forms::inkscape_arcs(doc);

    let mut frame: Option<(Vec<[f64; 2]>, usize)> = None;
    let mut lines: Vec<([f64; 2], [f64; 2], usize)> = Vec::new();
    let mut names: Vec<(String, [f64; 2], usize)> = Vec::new();
    let mut pieces: Vec<(bool, [f64; 2], usize)> = Vec::new();
    // Each piece circle's kind (lion) and diameter in mm (`None`: an ellipse).
    let mut sizes: Vec<(bool, Option<f64>)> = Vec::new();
    let mut drew = std::collections::BTreeSet::new();
    let mut hidden: Vec<(Element, &str)> = hidden_texts;
    let skipped: std::collections::BTreeSet<usize> = unreadable
        .iter()
        .filter(|(_, (_, skip))| *skip)
        .map(|(k, _)| *k)
        .collect();
    let mut unclipped: Vec<(Element, &str)> = Vec::new();
    // Filled shapes read as outlined strokes, with their widths in mm.
    let mut outlined: Vec<(Element, f64)> = Vec::new();
    let mut frame_problems: Vec<(Element, &str)> = frame_groups;
    // Board lines that are one closed outline of straight sides (a rect, a polygon, a path
    // back at its start), unclipped: the frame, when none is named and one encloses the rest.
    let mut outlines: Vec<(Vec<[f64; 2]>, usize)> = Vec::new();
    for (id, ts, path, fill, why, clips, stroked) in &shapes {
        let Some(k) = id.strip_prefix(GEN).and_then(|k| k.parse::<usize>().ok()) else {
            continue;
        };
        let Some(el) = elements.get(k) else { continue };
        drew.insert(k);
        if skipped.contains(&k) {
            continue;
        }
        let frame_el = el.frame;
        // A text's (or flowed text's) marker is a name, whatever paints it.
        let is_text = el.tag == "text" || el.tag == "flowRoot";
        let map = |p: usvg::tiny_skia_path::Point| -> [f64; 2] {
            let (x, y) = (p.x as f64, p.y as f64);
            [
                (ts.sx as f64 * x + ts.kx as f64 * y + ts.tx as f64) * mm_per_px,
                (ts.ky as f64 * x + ts.sy as f64 * y + ts.ty as f64) * mm_per_px,
            ]
        };
        let (polylines, curved) = flatten(path, &map);
        // The page's background (Affinity's artboard rect, LibreOffice's page fill): an
        // unstroked rectangle over the whole page is no board line and no mistake.
        if !is_text && !frame_el && !*stroked && page_background(&polylines, page_mm) {
            continue;
        }
        if let Some(why) = why.filter(|_| !is_text && !frame_el) {
            if !hidden.iter().any(|(h, _)| h.span == el.span) {
                hidden.push((el.clone(), why));
            }
            continue;
        }
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
        if is_text {
            if let Some(t) = el.text.as_ref().filter(|t| !t.is_empty()) {
                names.push((t.clone(), centre(), k));
            }
        } else if el.frame {
            // One closed outline (a rect, a polygon, a path back at its start).
            let closed = polylines.len() == 1
                && polylines[0].len() >= 4
                && polylines[0].first() == polylines[0].last();
            if closed && frame.is_none() {
                frame = polylines.into_iter().next().map(|f| (f, k));
            } else if !closed {
                frame_problems.push((
                    el.clone(),
                    "is not one closed outline (a rect, a polygon, or a path that ends where it starts)",
                ));
            } else {
                frame_problems.push((el.clone(), "is a second frame"));
            }
        } else if let Some(round) = forms::round_shape(
            el,
            doc,
            &arcs,
            path,
            &map,
            el.named("lion") || el.named("jackal") || fill.and_then(piece_colour).is_some(),
        ) {
            let colour = fill.and_then(piece_colour);
            let lion = el.named("lion") || colour == Some(true) && !el.named("jackal");
            let jackal = el.named("jackal") || colour == Some(false);
            if lion || jackal {
                let (c, d) = match round {
                    // A path drawing a circle: its fitted centre and diameter.
                    forms::Round::Circle { centre, diameter } => {
                        (centre, Some(snap([diameter, 0.0])[0]))
                    }
                    forms::Round::Element => {
                        // A circle's diameter: its width and height agree.
                        let (lo, hi) = bounds(&polylines);
                        let (w, h) = (hi[0] - lo[0], hi[1] - lo[1]);
                        let d = ((w - h).abs() <= IMPORT_GRID_MM).then(|| snap([w, h])[0]);
                        (centre(), d)
                    }
                };
                pieces.push((lion, c, k));
                sizes.push((lion, d));
            } else {
                notes.add(
                    Code::ImportUnknownCircle,
                    el,
                    said!("diag-import-unknown-circle"),
                    said!("diag-import-unknown-circle-help"),
                );
            }
        } else {
            // A filled strip that is a line's outline (Stroke to Path): its centre line.
            let outline = forms::outlined_stroke(&polylines, fill.is_some() && !stroked);
            if curved && outline.is_none() {
                notes.add(
                    Code::ImportCurve,
                    el,
                    said!("diag-import-curve", n = CURVE_PIECES),
                    said!("diag-import-curve-help"),
                );
            }
            // Clip regions in mm; a clip not made of straight lines is not applied.
            let regions: Option<Vec<Vec<(shapes::Rings, bool)>>> = clips
                .iter()
                .map(|c| {
                    c.as_ref().map(|paths| {
                        paths
                            .iter()
                            .map(|(rings, eo)| {
                                let rings = rings
                                    .iter()
                                    .map(|r| {
                                        r.iter()
                                            .map(|p| [p[0] * mm_per_px, p[1] * mm_per_px])
                                            .collect()
                                    })
                                    .collect();
                                (rings, *eo)
                            })
                            .collect()
                    })
                })
                .collect();
            let regions = regions.unwrap_or_else(|| {
                if !unclipped.iter().any(|(h, _)| h.span == el.span) {
                    unclipped.push((
                        el.clone(),
                        "its clip-path is not made of straight lines (a curve or a text): imported whole, unclipped",
                    ));
                }
                Vec::new()
            });
            let polylines = match outline {
                Some((a, b, w)) => {
                    outlined.push((el.clone(), w));
                    vec![vec![a, b]]
                }
                None => polylines,
            };
            if !curved
                && regions.is_empty()
                && polylines.len() == 1
                && polylines[0].len() >= 4
                && polylines[0].first() == polylines[0].last()
            {
                outlines.push((polylines[0].clone(), k));
            }
            let mut any = false;
            for pl in polylines {
                for w in pl.windows(2) {
                    if regions.is_empty() {
                        lines.push((w[0], w[1], k));
                        any = true;
                        continue;
                    }
                    let (a, b) = (w[0], w[1]);
                    let at = |t: f64| [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
                    for [t0, t1] in shapes::clip_segment(a, b, &regions) {
                        lines.push((at(t0), at(t1), k));
                        any = true;
                    }
                }
            }
            if !any && !hidden.iter().any(|(h, _)| h.span == el.span) {
                hidden.push((el.clone(), "clipped away (its clip-path shows none of it)"));
            }
        }
    }
    forms::note_outlined_strokes(notes, &outlined);
    notes.add_many(
        Code::ImportClip,
        &unclipped,
        "diag-import-clip",
        said!("diag-import-clip-help"),
    );
    notes.add_many(
        Code::ImportInvisible,
        &hidden,
        "diag-import-invisible",
        said!("diag-import-invisible-help"),
    );
    // Values that cannot be read: the element skipped (or drawn up to the error in its path
    // data), never read as 0.
    let bad: Vec<(Element, String)> = unreadable
        .iter()
        .map(|(k, (why, skip))| {
            let what = if *skip {
                format!("{why}: skipped")
            } else {
                why.clone()
            };
            (elements[*k].clone(), what)
        })
        .chain(bad_texts)
        .collect();
    let bad: Vec<(Element, &str)> = bad.iter().map(|(e, w)| (e.clone(), w.as_str())).collect();
    notes.add_many(
        Code::ImportUnreadable,
        &bad,
        "diag-import-unreadable",
        said!("diag-import-unreadable-help"),
    );
    // A `<use>` usvg drew nothing for: a reference to nothing, a loop, or a clone of what
    // draws no shape.
    let unused: Vec<(Element, &str)> = elements
        .iter()
        .enumerate()
        .filter(|(k, el)| el.tag == "use" && !drew.contains(k) && !skipped.contains(k))
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
        "diag-import-ignored",
        said!("diag-import-ignored-use-help"),
    );
    for (k, el) in elements.iter().enumerate() {
        if el.frame && !drew.contains(&k) && !frame_problems.iter().any(|(e, _)| e.span == el.span)
        {
            frame_problems.push((el.clone(), "draws nothing"));
        }
    }
    // No frame named, nor tried and failed: a closed outline round the rest is the frame.
    if frame.is_none()
        && frame_problems.is_empty()
        && !elements.iter().any(|el| el.frame)
        && let Some((ring, k)) = enclosing_outline(&outlines, &lines)
    {
        notes.note_about(
            Code::ImportFrameFound,
            &elements[k],
            said!("diag-import-frame-found"),
            said!("diag-import-frame-found-help"),
        );
        lines.retain(|(_, _, kk)| *kk != k);
        frame = Some((ring, k));
    }
    if frame.is_none() {
        notes.add_many(
            Code::ImportFrame,
            &frame_problems,
            "diag-import-frame-unusable",
            said!("diag-import-frame-unusable-help"),
        );
    } else {
        notes.add_many(
            Code::ImportFrame,
            &frame_problems,
            "diag-import-frame-unused",
            said!("diag-import-frame-unused-help"),
        );
    }
    Drawing {
        page: page_mm,
        frame,
        lines,
        names,
        pieces,
        sizes,
    }
}

/// The outline among `outlines` (closed rings in mm, each with its element) that encloses every
/// other element's line ends of `lines` (inside it or within [`FRAME_FOUND_TOLERANCE_MM`] of
/// it), when there are such lines and exactly one outline does: the frame a person drew without
/// naming it (a border around the board), rather than four board lines around a sliver or
/// along the page.
fn enclosing_outline(
    outlines: &[(Vec<[f64; 2]>, usize)],
    lines: &[([f64; 2], [f64; 2], usize)],
) -> Option<(Vec<[f64; 2]>, usize)> {
    let found: Vec<&(Vec<[f64; 2]>, usize)> = outlines
        .iter()
        .filter(|(ring, k)| {
            let others: Vec<[f64; 2]> = lines
                .iter()
                .filter(|(_, _, kk)| kk != k)
                .flat_map(|(a, b, _)| [*a, *b])
                .collect();
            !others.is_empty() && others.iter().all(|p| within_ring(ring, *p))
        })
        .collect();
    match found.as_slice() {
        [one] => Some((*one).clone()),
        _ => None,
    }
}

/// How far outside an unnamed outline a line end may be and still count as ending on it
/// ([`enclosing_outline`]): two steps of the import grid (the writer's rounding).
const FRAME_FOUND_TOLERANCE_MM: f64 = 2.0 * IMPORT_GRID_MM;

/// Whether `p` lies inside the closed ring `ring` (its last point its first; mm) or within
/// [`FRAME_FOUND_TOLERANCE_MM`] of it: the ring's own distance decides the points near it, the
/// exact point-in-ring test ([`locate_in_ring`]) on the import grid the others.
fn within_ring(ring: &[[f64; 2]], p: [f64; 2]) -> bool {
    if ring
        .windows(2)
        .any(|w| point_segment_distance(p, w[0], w[1]) <= FRAME_FOUND_TOLERANCE_MM)
    {
        return true;
    }
    // Doubled grid coordinates, as `locate_in_ring` takes them.
    let on_grid = |q: [f64; 2]| {
        IPoint::new(
            2 * (q[0] / IMPORT_GRID_MM).round() as i64,
            2 * (q[1] / IMPORT_GRID_MM).round() as i64,
        )
    };
    let open = ring.len().saturating_sub(1);
    let ring2: Vec<IPoint> = ring[..open].iter().map(|&q| on_grid(q)).collect();
    locate_in_ring(&ring2, on_grid(p)) != Location::Outside
}

/// A piece's kind by its fill: a grey (channels within 24 of each other) that is light (every
/// channel at least 208: white, `#eeeeee`) is a lion (`Some(true)`), one that is dark (every
/// channel at most 96: black, `#1a1a1a`, savanna's own legend `#444444`) a jackal
/// (`Some(false)`); any other colour is neither.
fn piece_colour((r, g, b): (u8, u8, u8)) -> Option<bool> {
    let (lo, hi) = (r.min(g).min(b), r.max(g).max(b));
    if hi - lo > 24 {
        None
    } else if lo >= 208 {
        Some(true)
    } else if hi <= 96 {
        Some(false)
    } else {
        None
    }
}

/// The bounding box (low corner, high corner) of `polylines`.
/// True when `polylines` (mm) are one closed axis-aligned rectangle covering the page
/// (`page`: its width and height in mm, from (0, 0)), each side within half a millimetre or
/// half a percent of the page's larger side: a background (Affinity's artboard `rect`,
/// LibreOffice's page fill, a white sheet under the drawing), not a shape of the board.
fn page_background(polylines: &[Vec<[f64; 2]>], page: [f64; 2]) -> bool {
    let [ring] = polylines else { return false };
    if ring.len() < 5 || ring.first() != ring.last() || !page.iter().all(|s| *s > 0.0) {
        return false;
    }
    let tol = 0.5f64.max(0.005 * page[0].max(page[1]));
    let (lo, hi) = bounds(polylines);
    let covers = lo.iter().all(|v| v.abs() <= tol)
        && (hi[0] - page[0]).abs() <= tol
        && (hi[1] - page[1]).abs() <= tol;
    // Every corner on the bounding box's sides, every side along x or y: a rectangle.
    let on_box = ring
        .iter()
        .all(|p| (0..2).any(|i| (p[i] - lo[i]).abs() <= tol || (p[i] - hi[i]).abs() <= tol));
    let straight = ring
        .windows(2)
        .all(|w| (w[0][0] - w[1][0]).abs() <= tol || (w[0][1] - w[1][1]).abs() <= tol);
    covers && on_box && straight
}

fn bounds(polylines: &[Vec<[f64; 2]>]) -> ([f64; 2], [f64; 2]) {
    let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for p in polylines.iter().flatten() {
        for i in 0..2 {
            lo[i] = lo[i].min(p[i]);
            hi[i] = hi[i].max(p[i]);
        }
    }
    (lo, hi)
}
