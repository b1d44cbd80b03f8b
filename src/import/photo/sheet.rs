//! Finding the sheet: the largest bright quadrilateral of the photo, or the whole image for a
//! flat scan (its true size: [`super::size`], re-exported here).
//!
//! The photo is reduced to at most [`SEARCH_SIDE`] pixels a side and closed (a grey-level max
//! filter then a min filter, which erases the drawn lines); Otsu's threshold (N. Otsu, "A
//! threshold selection method from gray-level histograms", IEEE Trans. SMC 9(1), 1979) splits
//! paper from background; the largest bright component's convex hull is reduced to the four
//! corners that keep most of its area (the least-area vertex removed in turn, as Visvalingam &
//! Whyatt simplify lines, 1993), and each side is refitted by total least squares to the
//! component's boundary near it.

use super::line::{Line, fit_line};
pub use super::size::{ASSUMED_FOCAL, Size, SizeNote, choose_size, fmt, true_aspect};
use super::{Gray, PhotoError};

/// The sheet search works on the photo reduced to at most this many pixels a side.
pub const SEARCH_SIDE: usize = 800;

/// A sheet found in the photo.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// Its corners in the photo (pixel coordinates of the image searched, pixel `(i, j)`
    /// covering `[i, i+1) × [j, j+1)`), in the order top-left, top-right, bottom-right,
    /// bottom-left as seen: clockwise on the image (y down) from the corner nearest its top-left.
    pub corners: [[f64; 2]; 4],
    /// Whether the sheet fills the image (a flat scan): then the corners are the image's.
    pub scan: bool,
    /// Why the whole image was taken as the sheet when that is a judgement rather than plain (a
    /// bright area running off three or four of the image's edges), as a sentence for the user.
    pub note: Option<String>,
}

/// Finds the sheet in `g`.
///
/// # Errors
/// [`PhotoError::NoSheet`] when the brightest area is too small or not a quadrilateral,
/// [`PhotoError::CutOff`] when it runs off the image's edges.
pub fn find(g: &Gray) -> Result<Found, PhotoError> {
    let (w, h) = (g.width as f64, g.height as f64);
    let whole = Found {
        corners: [[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]],
        scan: true,
        note: None,
    };
    let f = g.width.max(g.height).div_ceil(SEARCH_SIDE).max(1);
    let small = if f > 1 { shrink(g, f) } else { g.clone() };
    let r = (small.width.min(small.height) / 100).max(2);
    let closed = min_filter(&max_filter(&small, r), r);
    let spread =
        super::decode::percentile(&closed, 0.98) - super::decode::percentile(&closed, 0.02);
    if spread < 0.15 {
        return Ok(whole);
    }
    let t = otsu(&closed);
    let (sw, sh) = (closed.width, closed.height);
    let mask: Vec<bool> = closed.data.iter().map(|&v| v > t).collect();
    let border_total = 2 * (sw + sh) - 4;
    let border_bright = (0..sw * sh)
        .filter(|&i| on_ring(i, sw, sh) && mask[i])
        .count();
    if border_bright as f64 >= 0.9 * border_total as f64 {
        return Ok(whole);
    }
    let names = ["top", "right", "bottom", "left"];
    let cut_of = |seeded: &Seeded| -> Vec<&str> {
        (0..4)
            .filter(|&e| seeded.touch[e] as f64 > 0.05 * [sw, sh][e % 2] as f64)
            .map(|e| names[e])
            .collect()
    };
    let seeded = seed_sheet(&closed, t);
    if seeded.share < MIN_SHARE {
        return Err(PhotoError::NoSheet {
            why: if seeded.share == 0.0 {
                "nothing in the photo is brighter than its background".into()
            } else {
                format!(
                    "the largest bright area covers only {:.1} % of the photo",
                    seeded.share * 100.0
                )
            },
        });
    }
    let mut cut = cut_of(&seeded);
    let mut seeded = seeded;
    // Cut off by one or two edges at Otsu's threshold: perhaps a table lit brighter than the
    // sheet's shadowed part joined it there. The sheet seeded at higher thresholds in turn
    // ([`SEED_STEPS`] between Otsu's and the 98th percentile), each seed grown back through
    // soft shadows to the sheet's sharp edge: the first not cut off is the sheet.
    if (1..=2).contains(&cut.len()) {
        let top = super::decode::percentile(&closed, 0.98);
        for k in 1..SEED_STEPS {
            let tk = t + (top - t) * k as f32 / SEED_STEPS as f32;
            let s = seed_sheet(&closed, tk);
            if s.share < MIN_SHARE {
                break;
            }
            let c = cut_of(&s);
            if c.is_empty() && s.grown {
                (seeded, cut) = (s, c);
                break;
            }
        }
    }
    let Seeded { labels, lab, .. } = seeded;
    // Paper along three or four edges: no background shows around the sheet on more than one
    // side, so no outline of it can be found: the image is the sheet (a render, a scan of a
    // coloured drawing, a photo cropped to the sheet), its darker parts drawn on it.
    if cut.len() >= 3 {
        return Ok(Found {
            note: Some(format!(
                "read as a flat scan of the whole image: the paper runs off its {} edges, with no background around it",
                cut.join(" and ")
            )),
            ..whole
        });
    }
    if !cut.is_empty() {
        return Err(PhotoError::CutOff {
            edges: cut.join(" and "),
        });
    }
    // The component's boundary pixels (centres).
    let inside = |x: isize, y: isize| {
        x >= 0
            && y >= 0
            && (x as usize) < sw
            && (y as usize) < sh
            && labels[y as usize * sw + x as usize] == lab
    };
    let mut boundary = Vec::new();
    for y in 0..sh as isize {
        for x in 0..sw as isize {
            if inside(x, y)
                && !(inside(x - 1, y) && inside(x + 1, y) && inside(x, y - 1) && inside(x, y + 1))
            {
                boundary.push([x as f64 + 0.5, y as f64 + 0.5]);
            }
        }
    }
    let hull = convex_hull(&boundary);
    let hull_area = polygon_area(&hull);
    let quad = reduce_to(&hull, 4);
    if quad.len() != 4 || polygon_area(&quad) < 0.9 * hull_area {
        return Err(PhotoError::NoSheet {
            why: "the largest bright area is not a quadrilateral".into(),
        });
    }
    let corners = refine(&quad, &boundary);
    let corners = order(corners.map(|p| [p[0] * f as f64, p[1] * f as f64]));
    let corners = refit_sides(g, corners, 2.0 * f as f64 + 3.0);
    Ok(Found {
        corners,
        scan: false,
        note: None,
    })
}

/// The smallest share of the photo the sheet covers.
pub const MIN_SHARE: f64 = 0.05;

/// How many thresholds the sheet is seeded at, from Otsu's up towards the 98th percentile, when
/// it runs off the image's edges at Otsu's ([`find`]).
pub const SEED_STEPS: usize = 6;

/// The sheet as seeded at one threshold.
struct Seeded {
    /// Component labels of the image searched (0: none).
    labels: Vec<u32>,
    /// The sheet's label.
    lab: u32,
    /// The seed's share of the image (0: nothing above the threshold).
    share: f64,
    /// How many of the sheet's pixels lie along each image edge: top, right, bottom, left.
    touch: [usize; 4],
    /// Whether the growth through shadows was taken (it did not leak to the image's edge).
    grown: bool,
}

/// The largest component of `closed` brighter than `t`, grown through soft shadows ([`grow`])
/// unless the growth reaches the image's edge more than the component did (it leaked into the
/// background).
fn seed_sheet(closed: &Gray, t: f32) -> Seeded {
    let (sw, sh) = (closed.width, closed.height);
    let mask: Vec<bool> = closed.data.iter().map(|&v| v > t).collect();
    let (labels, sizes) = components(&mask, sw, sh);
    let Some((best, &area)) = sizes
        .iter()
        .enumerate()
        .max_by_key(|(i, s)| (**s, usize::MAX - i))
    else {
        return Seeded {
            labels,
            lab: 0,
            share: 0.0,
            touch: [0; 4],
            grown: false,
        };
    };
    let lab = best as u32 + 1;
    // The sheet's part in a shadow joined to its lit part; a growth reaching the image's
    // edge more than the component did has leaked into the background and is not taken.
    let grown = grow(closed, labels.clone(), lab);
    let ring = |l: &[u32]| {
        (0..sw * sh)
            .filter(|&i| l[i] == lab && on_ring(i, sw, sh))
            .count()
    };
    let taken = ring(&grown) <= ring(&labels);
    let labels = if taken { grown } else { labels };
    let mut touch = [0usize; 4];
    for x in 0..sw {
        touch[0] += usize::from(labels[x] == lab);
        touch[2] += usize::from(labels[(sh - 1) * sw + x] == lab);
    }
    for y in 0..sh {
        touch[3] += usize::from(labels[y * sw] == lab);
        touch[1] += usize::from(labels[y * sw + sw - 1] == lab);
    }
    Seeded {
        labels,
        lab,
        share: area as f64 / (sw * sh) as f64,
        touch,
        grown: taken,
    }
}

/// Each side of `quad` refitted by total least squares to the `boundary` points within a few
/// pixels of its middle 80 %, the corners then the crossings of consecutive sides (a side with
/// too few points keeps its hull line).
fn refine(quad: &[[f64; 2]], boundary: &[[f64; 2]]) -> [[f64; 2]; 4] {
    let mut lines = Vec::new();
    for k in 0..4 {
        let (a, b) = (quad[k], quad[(k + 1) % 4]);
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let len = libm::hypot(dx, dy);
        let near: Vec<[f64; 2]> = boundary
            .iter()
            .copied()
            .filter(|p| {
                let t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (len * len);
                let d = ((p[0] - a[0]) * dy - (p[1] - a[1]) * dx).abs() / len;
                (0.1..=0.9).contains(&t) && d <= 3.0
            })
            .collect();
        // The boundary pixels' centres lie half a pixel inside the sheet's edge.
        let centre = [
            quad.iter().map(|p| p[0]).sum::<f64>() / 4.0,
            quad.iter().map(|p| p[1]).sum::<f64>() / 4.0,
        ];
        let line = if near.len() >= 8 {
            fit_line(&near).map(|l| {
                let n = [-l.dir[1], l.dir[0]];
                let side = (l.point[0] - centre[0]) * n[0] + (l.point[1] - centre[1]) * n[1];
                let k = if side >= 0.0 { 0.5 } else { -0.5 };
                Line {
                    point: [l.point[0] + k * n[0], l.point[1] + k * n[1]],
                    dir: l.dir,
                }
            })
        } else {
            None
        };
        lines.push(line.unwrap_or_else(|| Line::through(a, b)));
    }
    let mut out = [[0.0; 2]; 4];
    for k in 0..4 {
        out[k] = lines[(k + 3) % 4]
            .meet(&lines[k])
            .filter(|p| libm::hypot(p[0] - quad[k][0], p[1] - quad[k][1]) < 20.0)
            .unwrap_or(quad[k]);
    }
    out
}

/// The largest log-brightness step between neighbours within one sheet: a shadow's soft edge
/// changes the light ~1 % a pixel, the sheet's edge against a table by 1.5 times or more.
pub const GROW_STEP: f32 = 0.06;

/// `labels` with component `lab` grown through 4-neighbours within [`GROW_STEP`] in log
/// brightness: the sheet followed across a shadow's soft edge, stopped by its sharp edge.
fn grow(g: &Gray, mut labels: Vec<u32>, lab: u32) -> Vec<u32> {
    let (w, h) = (g.width, g.height);
    let lg: Vec<f32> = g.data.iter().map(|&v| libm::logf(v.max(0.01))).collect();
    let mut stack: Vec<usize> = (0..w * h).filter(|&i| labels[i] == lab).collect();
    while let Some(i) = stack.pop() {
        for_each_neighbour(i, w, h, |j| {
            if labels[j] != lab && (lg[j] - lg[i]).abs() < GROW_STEP {
                labels[j] = lab;
                stack.push(j);
            }
        });
    }
    labels
}

/// Whether pixel `i` of a `w × h` image is on its outer ring.
fn on_ring(i: usize, w: usize, h: usize) -> bool {
    let (x, y) = (i % w, i / w);
    x == 0 || y == 0 || x + 1 == w || y + 1 == h
}

/// How many points along each side [`refit_sides`] measures the edge at.
const EDGE_SAMPLES: usize = 80;

/// How many times [`refit_sides`] may widen its reach for a side whose edge it did not find
/// within it (each time doubled): the search's corner can be off by up to 4 reaches where a
/// shadow cut the bright area short (photos 15 and 20 of the benchmark: a side 11 to 25 px of
/// the work image inside the sheet, beyond the reach of 9).
pub const REFIT_WIDENINGS: u32 = 2;

/// The sheet's sides refound in `g` near `corners` (clockwise): at `EDGE_SAMPLES` (80) points of each
/// side's middle 80 %, the steepest fall of brightness along the outward normal within `reach`
/// px (placed by a parabola through the falls around it); each side the total least squares line
/// of those points (refitted without those beyond 1.5 px), the corners the sides' crossings. A
/// side with too few points is searched again at twice the reach, up to [`REFIT_WIDENINGS`]
/// times, a widened search needing half the points on one line rather than a quarter; a side
/// still not found keeps the search's. A corner moves to its sides' crossing when both were
/// refound, as far as the widest reach (a side found near its right end reaches a corner the
/// search put inside the sheet: photo 20, 11 px), else only as far as the first reach; when one
/// moved beyond the first reach the sides are refitted once more at it, from the new corners.
pub fn refit_sides(g: &Gray, corners: [[f64; 2]; 4], reach: f64) -> [[f64; 2]; 4] {
    let mut lines = Vec::with_capacity(4);
    let mut refound = [false; 4];
    for k in 0..4 {
        let mut r = reach;
        let mut need = EDGE_SAMPLES / 4;
        let mut found = refit_side(g, &corners, k, r, need);
        for _ in 0..REFIT_WIDENINGS {
            if found.is_some() {
                break;
            }
            r *= 2.0;
            need = EDGE_SAMPLES / 2;
            found = refit_side(g, &corners, k, r, need);
        }
        refound[k] = found.is_some();
        lines.push(found.unwrap_or_else(|| Line::through(corners[k], corners[(k + 1) % 4])));
    }
    let mut out = corners;
    let mut widened = false;
    for k in 0..4 {
        // Both sides refound: their crossing, as far as the widest reach; else the first reach.
        let allowed = if refound[(k + 3) % 4] && refound[k] {
            reach * f64::from(1u32 << REFIT_WIDENINGS)
        } else {
            reach
        };
        if let Some(p) = lines[(k + 3) % 4].meet(&lines[k])
            && libm::hypot(p[0] - corners[k][0], p[1] - corners[k][1]) <= allowed
        {
            widened |= libm::hypot(p[0] - corners[k][0], p[1] - corners[k][1]) > reach;
            out[k] = p;
        }
    }
    if widened {
        // The widened sides' points were placed from a line up to 4 reaches off: once more at
        // the first reach, from the corners they gave.
        let again = out;
        for k in 0..4 {
            let found = refit_side(g, &again, k, reach, EDGE_SAMPLES / 4);
            lines[k] = found.unwrap_or_else(|| Line::through(again[k], again[(k + 1) % 4]));
        }
        for k in 0..4 {
            if let Some(p) = lines[(k + 3) % 4].meet(&lines[k])
                && libm::hypot(p[0] - again[k][0], p[1] - again[k][1]) <= reach
            {
                out[k] = p;
            }
        }
    }
    out
}

/// Side `k` (from corner `k` to corner `k + 1`) of `corners` refound in `g` within `reach` px
/// of it ([`refit_sides`]), when at least `need` of its [`EDGE_SAMPLES`] points lie on one line.
fn refit_side(
    g: &Gray,
    corners: &[[f64; 2]; 4],
    k: usize,
    reach: f64,
    need: usize,
) -> Option<Line> {
    let centre = [
        corners.iter().map(|p| p[0]).sum::<f64>() / 4.0,
        corners.iter().map(|p| p[1]).sum::<f64>() / 4.0,
    ];
    let (a, b) = (corners[k], corners[(k + 1) % 4]);
    let side = Line::through(a, b);
    let mut n = [-side.dir[1], side.dir[0]];
    let mid = [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0];
    if (mid[0] - centre[0]) * n[0] + (mid[1] - centre[1]) * n[1] < 0.0 {
        n = [-n[0], -n[1]];
    }
    let len = libm::hypot(b[0] - a[0], b[1] - a[1]);
    let steps = (2.0 * reach).ceil() as isize;
    let mut pts = Vec::with_capacity(EDGE_SAMPLES);
    for i in 0..EDGE_SAMPLES {
        let t = len * (0.1 + 0.8 * (i as f64 + 0.5) / EDGE_SAMPLES as f64);
        let o = side.at(t);
        let prof: Option<Vec<f32>> = (-steps..=steps)
            .map(|s| {
                let d = s as f64 * 0.5;
                g.sample(o[0] + d * n[0], o[1] + d * n[1])
            })
            .collect();
        let Some(prof) = prof else { continue };
        let fall: Vec<f32> = (0..prof.len() - 2).map(|j| prof[j] - prof[j + 2]).collect();
        let Some((j, &top)) = fall
            .iter()
            .enumerate()
            .max_by(|x, y| x.1.total_cmp(y.1).then(y.0.cmp(&x.0)))
        else {
            continue;
        };
        if top <= 0.02 {
            continue;
        }
        let mut off = 0.0;
        if j > 0 && j + 1 < fall.len() {
            let (l, r) = (f64::from(fall[j - 1]), f64::from(fall[j + 1]));
            let den = l - 2.0 * f64::from(top) + r;
            if den < 0.0 {
                off = (0.5 * (l - r) / den).clamp(-1.0, 1.0);
            }
        }
        let d = ((j as f64 + 1.0 + off) - steps as f64) * 0.5;
        pts.push([o[0] + d * n[0], o[1] + d * n[1]]);
    }
    let first = if pts.len() >= need {
        fit_line(&pts)
    } else {
        None
    };
    first.and_then(|l| {
        let kept: Vec<[f64; 2]> = pts.iter().copied().filter(|&p| l.dist(p) <= 1.5).collect();
        (kept.len() >= need).then(|| fit_line(&kept)).flatten()
    })
}

/// `corners` ordered clockwise on the image (y down), from the one with the least `x + y`.
pub fn order(mut corners: [[f64; 2]; 4]) -> [[f64; 2]; 4] {
    let c = [
        corners.iter().map(|p| p[0]).sum::<f64>() / 4.0,
        corners.iter().map(|p| p[1]).sum::<f64>() / 4.0,
    ];
    // Clockwise on screen is increasing angle with y down.
    corners.sort_by(|a, b| {
        libm::atan2(a[1] - c[1], a[0] - c[0]).total_cmp(&libm::atan2(b[1] - c[1], b[0] - c[0]))
    });
    let first = (0..4)
        .min_by(|&i, &j| {
            (corners[i][0] + corners[i][1]).total_cmp(&(corners[j][0] + corners[j][1]))
        })
        .unwrap_or(0);
    corners.rotate_left(first);
    corners
}

/// `g` reduced by `f` (block means).
fn shrink(g: &Gray, f: usize) -> Gray {
    let (w, h) = (g.width.div_ceil(f), g.height.div_ceil(f));
    let mut sum = vec![0.0f32; w * h];
    let mut n = vec![0u32; w * h];
    for y in 0..g.height {
        for x in 0..g.width {
            sum[(y / f) * w + x / f] += g.data[y * g.width + x];
            n[(y / f) * w + x / f] += 1;
        }
    }
    Gray {
        width: w,
        height: h,
        data: sum
            .iter()
            .zip(&n)
            .map(|(s, &c)| s / c.max(1) as f32)
            .collect(),
    }
}

fn max_filter(g: &Gray, r: usize) -> Gray {
    super::morph::square_filter(g, r, true)
}

fn min_filter(g: &Gray, r: usize) -> Gray {
    super::morph::square_filter(g, r, false)
}

/// Otsu's threshold of `g`: the grey level (0..1) that maximises the between-class variance.
pub fn otsu(g: &Gray) -> f32 {
    let hist = super::decode::histogram(g);
    let total: u64 = hist.iter().sum();
    let sum_all: f64 = hist
        .iter()
        .enumerate()
        .map(|(i, &c)| i as f64 * c as f64)
        .sum();
    let (mut w0, mut sum0, mut best, mut at) = (0u64, 0.0f64, -1.0f64, 128usize);
    for (i, &c) in hist.iter().enumerate() {
        w0 += c;
        sum0 += i as f64 * c as f64;
        let w1 = total - w0;
        if w0 == 0 || w1 == 0 {
            continue;
        }
        let (m0, m1) = (sum0 / w0 as f64, (sum_all - sum0) / w1 as f64);
        let between = w0 as f64 * w1 as f64 * (m0 - m1) * (m0 - m1);
        if between > best {
            best = between;
            at = i;
        }
    }
    (at as f32 + 1.0) / 256.0
}

/// 4-connected components of `mask` (`w × h`): a label per pixel (0 outside, k + 1 for
/// component k, numbered in reading order of their first pixel) and each component's size.
pub fn components(mask: &[bool], w: usize, h: usize) -> (Vec<u32>, Vec<usize>) {
    let mut labels = vec![0u32; w * h];
    let mut sizes = Vec::new();
    let mut stack = Vec::new();
    for start in 0..w * h {
        if !mask[start] || labels[start] != 0 {
            continue;
        }
        let lab = sizes.len() as u32 + 1;
        labels[start] = lab;
        stack.push(start);
        let mut n = 0;
        while let Some(i) = stack.pop() {
            n += 1;
            for_each_neighbour(i, w, h, |j| {
                if mask[j] && labels[j] == 0 {
                    labels[j] = lab;
                    stack.push(j);
                }
            });
        }
        sizes.push(n);
    }
    (labels, sizes)
}

/// The convex hull of `pts`, counter-clockwise in a y-up frame (Andrew's monotone chain, A. M.
/// Andrew, Inf. Process. Lett. 9(5), 1979), without collinear points.
pub fn convex_hull(pts: &[[f64; 2]]) -> Vec<[f64; 2]> {
    let mut p: Vec<[f64; 2]> = pts.to_vec();
    p.sort_by(|a, b| a[0].total_cmp(&b[0]).then(a[1].total_cmp(&b[1])));
    p.dedup();
    if p.len() < 3 {
        return p;
    }
    let cross = |o: [f64; 2], a: [f64; 2], b: [f64; 2]| {
        (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    };
    let mut hull: Vec<[f64; 2]> = Vec::with_capacity(2 * p.len());
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &[f64; 2]>> = if pass == 0 {
            Box::new(p.iter())
        } else {
            Box::new(p.iter().rev())
        };
        for &q in iter {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], q) <= 0.0
            {
                hull.pop();
            }
            hull.push(q);
        }
        hull.pop();
    }
    hull
}

/// The area of the simple polygon `p` (absolute shoelace).
pub fn polygon_area(p: &[[f64; 2]]) -> f64 {
    let n = p.len();
    (0..n)
        .map(|i| {
            let (a, b) = (p[i], p[(i + 1) % n]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum::<f64>()
        .abs()
        / 2.0
}

/// `poly` with its vertices removed one at a time, each time the one whose triangle with its two
/// neighbours has the least area, until `k` are left.
pub fn reduce_to(poly: &[[f64; 2]], k: usize) -> Vec<[f64; 2]> {
    let mut p = poly.to_vec();
    while p.len() > k {
        let n = p.len();
        let tri = |i: usize| polygon_area(&[p[(i + n - 1) % n], p[i], p[(i + 1) % n]]);
        let worst = (0..n)
            .min_by(|&a, &b| tri(a).total_cmp(&tri(b)))
            .unwrap_or(0);
        p.remove(worst);
    }
    p
}

/// Calls `f` with each of pixel `i`'s 4-neighbours (left, right, up, down) inside a `w` x `h`
/// image stored row by row; the flood fills' one step.
fn for_each_neighbour(i: usize, w: usize, h: usize, mut f: impl FnMut(usize)) {
    let (x, y) = (i % w, i / w);
    if x > 0 {
        f(i - 1);
    }
    if x + 1 < w {
        f(i + 1);
    }
    if y > 0 {
        f(i - w);
    }
    if y + 1 < h {
        f(i + w);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `w × h` image of the sheet `quad` (clockwise on the image, y down) at brightness 0.9
    /// on a table at 0.3, each pixel the share of its `sub × sub` subpixels on the sheet.
    fn sheet_on_table(w: usize, h: usize, quad: &[[f64; 2]; 4], sub: usize) -> Gray {
        let mut g = Gray::new(w, h, 0.3);
        let inside = |x: f64, y: f64| {
            (0..4).all(|k| {
                let (a, b) = (quad[k], quad[(k + 1) % 4]);
                (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) >= 0.0
            })
        };
        let step = 1.0 / sub as f64;
        for y in 0..h {
            for x in 0..w {
                let mut n = 0;
                for sy in 0..sub {
                    for sx in 0..sub {
                        let px = x as f64 + (sx as f64 + 0.5) * step;
                        let py = y as f64 + (sy as f64 + 0.5) * step;
                        n += usize::from(inside(px, py));
                    }
                }
                g.data[y * w + x] = 0.3 + 0.6 * n as f32 / (sub * sub) as f32;
            }
        }
        g
    }

    /// A bright quadrilateral on a dark background: its corners come back within a pixel.
    #[test]
    fn finds_a_bright_quadrilateral() {
        let (w, h) = (400, 300);
        let quad = [[60.0, 40.0], [330.0, 70.0], [300.0, 260.0], [80.0, 230.0]];
        let mut g = sheet_on_table(w, h, &quad, 1);
        // A dark drawn line across the sheet does not matter.
        for x in 100..280 {
            g.data[150 * w + x] = 0.1;
        }
        let f = find(&g).unwrap();
        assert!(!f.scan);
        for (k, (c, q)) in f.corners.iter().zip(&quad).enumerate() {
            let d = libm::hypot(c[0] - q[0], c[1] - q[1]);
            assert!(d < 1.0, "corner {k}: {c:?} vs {q:?}");
        }
    }

    /// The sheet's corners given off as a shadow leaves them (benchmark photos 15 and 20): one
    /// corner 11 px inside the sheet (beyond the reach of 9, its two sides right at their other
    /// ends), then a whole side 11 to 25 px inside (no edge within the reach anywhere along it).
    /// Both come back within half a pixel of the true corners; before, the first kept the wrong
    /// corner (its sides' crossing beyond the reach) and the second the wrong side.
    #[test]
    fn refit_sides_reaches_corners_a_shadow_moved() {
        let (w, h) = (400, 300);
        let quad = [[60.0, 40.0], [330.0, 50.0], [320.0, 260.0], [70.0, 250.0]];
        let g = sheet_on_table(w, h, &quad, 4);
        let close = |got: [[f64; 2]; 4]| {
            for (k, (c, q)) in got.iter().zip(&quad).enumerate() {
                let d = libm::hypot(c[0] - q[0], c[1] - q[1]);
                assert!(d < 0.5, "corner {k}: {c:?} vs {q:?}");
            }
        };
        // Corner 3 moved 11 px towards the centre (inside the sheet).
        let mut one = quad;
        one[3] = [one[3][0] + 8.0, one[3][1] - 7.5];
        close(refit_sides(&g, one, 9.0));
        // The left side (corners 3 and 0) 11 and 25 px inside.
        let mut side = quad;
        side[0] = [side[0][0] + 25.0, side[0][1] + 2.0];
        side[3] = [side[3][0] + 11.0, side[3][1] - 1.0];
        close(refit_sides(&g, side, 9.0));
    }

    #[test]
    fn a_uniform_page_is_a_scan() {
        let mut g = Gray::new(200, 280, 0.92);
        for y in 50..230 {
            g.data[y * 200 + 100] = 0.1;
        }
        let f = find(&g).unwrap();
        assert!(f.scan);
        assert_eq!(f.corners[2], [200.0, 280.0]);
    }

    /// A render or a scan of a coloured board has no background: its paper (here a white band
    /// under darker coloured regions, as the legend under a rendered board) runs off the right,
    /// bottom and left edges, so the whole image is the sheet, said in a note (issue 39: such an
    /// image was refused as "cut off").
    #[test]
    fn paper_off_three_edges_is_the_whole_image() {
        let mut g = Gray::new(300, 200, 0.45);
        for v in &mut g.data[120 * 300..] {
            *v = 0.95;
        }
        let f = find(&g).unwrap();
        assert!(f.scan);
        assert_eq!(
            f.corners,
            [[0.0, 0.0], [300.0, 0.0], [300.0, 200.0], [0.0, 200.0]]
        );
        assert_eq!(
            f.note.as_deref(),
            Some(
                "read as a flat scan of the whole image: the paper runs off its right and bottom and left edges, with no background around it"
            )
        );
    }

    #[test]
    fn a_sheet_off_the_edge_is_cut_off() {
        let mut g = Gray::new(300, 200, 0.2);
        for y in 20..180 {
            for x in 100..300 {
                g.data[y * 300 + x] = 0.9;
            }
        }
        assert_eq!(
            find(&g),
            Err(PhotoError::CutOff {
                edges: "right".into()
            })
        );
    }
}
