//! Finding the sheet: the largest bright quadrilateral of the photo, or the whole image for a
//! flat scan; and its true size, given or recognised from its aspect ratio.
//!
//! The photo is reduced to at most [`SEARCH_SIDE`] pixels a side and closed (a grey-level max
//! filter then a min filter, which erases the drawn lines); Otsu's threshold (N. Otsu, "A
//! threshold selection method from gray-level histograms", IEEE Trans. SMC 9(1), 1979) splits
//! paper from background; the largest bright component's convex hull is reduced to the four
//! corners that keep most of its area (the least-area vertex removed in turn, as Visvalingam &
//! Whyatt simplify lines, 1993), and each side is refitted by total least squares to the
//! component's boundary near it.

use super::line::{Line, fit_line};
use super::{Gray, PhotoError, SheetSize};

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
    let (labels, sizes) = components(&mask, sw, sh);
    let Some((best, &area)) = sizes
        .iter()
        .enumerate()
        .max_by_key(|(i, s)| (**s, usize::MAX - i))
    else {
        return Err(PhotoError::NoSheet {
            why: "nothing in the photo is brighter than its background".into(),
        });
    };
    let share = area as f64 / (sw * sh) as f64;
    if share < 0.05 {
        return Err(PhotoError::NoSheet {
            why: format!(
                "the largest bright area covers only {:.1} % of the photo",
                share * 100.0
            ),
        });
    }
    let lab = best as u32 + 1;
    // The sheet's part in a shadow joined to its lit part; a growth reaching the image's
    // edge more than the component did has leaked into the background and is not taken.
    let grown = grow(&closed, labels.clone(), lab);
    let ring = |l: &[u32]| {
        (0..sw * sh)
            .filter(|&i| l[i] == lab && on_ring(i, sw, sh))
            .count()
    };
    let labels = if ring(&grown) > ring(&labels) {
        labels
    } else {
        grown
    };
    // Which image edges the sheet runs along.
    let mut touch = [0usize; 4];
    for x in 0..sw {
        touch[0] += usize::from(labels[x] == lab);
        touch[2] += usize::from(labels[(sh - 1) * sw + x] == lab);
    }
    for y in 0..sh {
        touch[3] += usize::from(labels[y * sw] == lab);
        touch[1] += usize::from(labels[y * sw + sw - 1] == lab);
    }
    let names = ["top", "right", "bottom", "left"];
    let lens = [sw, sh, sw, sh];
    let cut: Vec<&str> = (0..4)
        .filter(|&k| touch[k] as f64 > 0.05 * lens[k] as f64)
        .map(|k| names[k])
        .collect();
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
    })
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

/// The sheet's sides refound in `g` near `corners` (clockwise): at `EDGE_SAMPLES` (80) points of each
/// side's middle 80 %, the steepest fall of brightness along the outward normal within `reach`
/// px (placed by a parabola through the falls around it); each side the total least squares line
/// of those points (refitted without those beyond 1.5 px), the corners the sides' crossings. A
/// side with too few points, or a corner moved beyond `reach`, keeps the search's.
pub fn refit_sides(g: &Gray, corners: [[f64; 2]; 4], reach: f64) -> [[f64; 2]; 4] {
    let centre = [
        corners.iter().map(|p| p[0]).sum::<f64>() / 4.0,
        corners.iter().map(|p| p[1]).sum::<f64>() / 4.0,
    ];
    let mut lines = Vec::with_capacity(4);
    for k in 0..4 {
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
        let first = if pts.len() >= EDGE_SAMPLES / 4 {
            fit_line(&pts)
        } else {
            None
        };
        let line = first.and_then(|l| {
            let kept: Vec<[f64; 2]> = pts.iter().copied().filter(|&p| l.dist(p) <= 1.5).collect();
            (kept.len() >= EDGE_SAMPLES / 4)
                .then(|| fit_line(&kept))
                .flatten()
        });
        lines.push(line.unwrap_or(side));
    }
    let mut out = corners;
    for k in 0..4 {
        if let Some(p) = lines[(k + 3) % 4].meet(&lines[k])
            && libm::hypot(p[0] - corners[k][0], p[1] - corners[k][1]) <= reach
        {
            out[k] = p;
        }
    }
    out
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

/// The ratio width / height of the rectangle whose perspective image is `corners` (top-left,
/// top-right, bottom-right, bottom-left), seen by a pinhole camera with square pixels and its
/// principal point at the image centre (`w × h`): Zhang & He, "Whiteboard scanning and image
/// enhancement", Digital Signal Processing 17(2), 2007, §3, which recovers the focal length from
/// the two vanishing points. When the view is nearly frontal (the focal length undetermined) the
/// ratio of the mean opposite side lengths. When one pair of sides looks parallel (a sheet tilted
/// about one of its own axes) the focal length cannot be recovered and [`ASSUMED_FOCAL`] is used:
/// the ratio is then only as good as that guess.
pub fn true_aspect(corners: &[[f64; 2]; 4], w: usize, h: usize) -> f64 {
    let (u0, v0) = (w as f64 / 2.0, h as f64 / 2.0);
    let m = |p: [f64; 2]| [p[0] - u0, p[1] - v0, 1.0];
    // Zhang & He's m1..m4: (0,0), (w,0), (0,h), (w,h) of the rectangle.
    let (m1, m2, m3, m4) = (m(corners[0]), m(corners[1]), m(corners[3]), m(corners[2]));
    let cross = |a: [f64; 3], b: [f64; 3]| {
        [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ]
    };
    let dot = |a: [f64; 3], b: [f64; 3]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    let side = |a: [f64; 2], b: [f64; 2]| libm::hypot(b[0] - a[0], b[1] - a[1]);
    let fallback = (side(corners[0], corners[1]) + side(corners[3], corners[2]))
        / (side(corners[0], corners[3]) + side(corners[1], corners[2]));
    let k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
    let k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
    let n2 = [k2 * m2[0] - m1[0], k2 * m2[1] - m1[1], k2 * m2[2] - m1[2]];
    let n3 = [k3 * m3[0] - m1[0], k3 * m3[1] - m1[1], k3 * m3[2] - m1[2]];
    let diag = libm::hypot(w as f64, h as f64);
    // How finite each vanishing point is: near 0 when a pair of sides is parallel in the image
    // (the sheet tilted about one of its own axes), and the focal length is then undetermined.
    let finite = |n: [f64; 3]| n[2].abs() * diag / libm::hypot(n[0], n[1]).max(1e-12);
    let f2 = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
    // A focal length between a fifth and five times the diagonal (fish-eye to long telephoto),
    // from two finite vanishing points; else a phone's usual one ([`ASSUMED_FOCAL`]).
    let measured = finite(n2).min(finite(n3)) > 0.05
        && f2.is_finite()
        && f2 > (0.2 * diag) * (0.2 * diag)
        && f2 < (5.0 * diag) * (5.0 * diag);
    let f2 = if measured {
        f2
    } else {
        let f = ASSUMED_FOCAL * w.max(h) as f64;
        f * f
    };
    let r2 = (n2[0] * n2[0] + n2[1] * n2[1] + n2[2] * n2[2] * f2)
        / (n3[0] * n3[0] + n3[1] * n3[1] + n3[2] * n3[2] * f2);
    // Perspective changes the side ratio by far less than half at the tilts a sheet is
    // photographed at: a farther result is a bad focal length.
    match (r2.is_finite() && r2 > 0.0).then(|| libm::sqrt(r2)) {
        Some(r) if r / fallback < 1.5 && fallback / r < 1.5 => r,
        _ => fallback,
    }
}

/// The focal length assumed when the photo does not give it, as a share of the image's longer
/// side: a phone's main camera (26 mm equivalent on a 36 mm-wide frame: 26 / 36 ≈ 0.72).
pub const ASSUMED_FOCAL: f64 = 0.72;

/// The size a sheet is read at.
#[derive(Debug, Clone, PartialEq)]
pub struct Size {
    /// Width (along the top side as photographed) and height, mm.
    pub dims: [f64; 2],
    /// The units of the board file.
    pub units: super::OutUnits,
    /// What the size is (`A3 landscape, 420 × 297 mm`).
    pub name: String,
}

/// Whether a note on the size is advice (a size given or a paper recognised) or a warning (a
/// ratio that is no known paper).
#[derive(Debug, Clone, PartialEq)]
pub struct SizeNote {
    /// The sentence.
    pub text: String,
    /// True when the size is a guess the user should confirm.
    pub doubtful: bool,
}

/// The sheet's size: `given`, turned to the photo's orientation (`aspect` width / height as
/// measured), or recognised from `aspect` ([`super::PAPERS`]' ratios within 3 %; an A-series
/// ratio is read as A4, the commonest; no match: 297 mm on the long side at the measured ratio).
pub fn choose_size(given: Option<&SheetSize>, aspect: f64, scan: bool) -> (Size, SizeNote) {
    let landscape = aspect >= 1.0;
    let orient = |a: f64, b: f64| {
        let (long, short) = (a.max(b), a.min(b));
        if landscape {
            [long, short]
        } else {
            [short, long]
        }
    };
    let seen = if scan { "scanned" } else { "photographed" };
    let way = if landscape { "landscape" } else { "portrait" };
    let mm = |d: [f64; 2]| format!("{} × {} mm", fmt(d[0]), fmt(d[1]));
    if let Some(s) = given {
        let dims = orient(s.a_mm, s.b_mm);
        return (
            Size {
                dims,
                units: s.units,
                name: format!("{} ({}), {way} as {seen}", s.name, mm(dims)),
            },
            SizeNote {
                text: format!(
                    "size given: {}, {way} as {seen} (measured ratio {:.3})",
                    s.name,
                    aspect.max(1.0 / aspect)
                ),
                doubtful: false,
            },
        );
    }
    let r = aspect.max(1.0 / aspect);
    let formats = [
        ("A4", 210.0, 297.0, "an A-series ratio (1:√2), read as A4"),
        ("Letter", 215.9, 279.4, "the ratio of US Letter"),
        ("Legal", 215.9, 355.6, "the ratio of US Legal"),
        ("Tabloid", 279.4, 431.8, "the ratio of US Tabloid"),
    ];
    let best = formats
        .iter()
        .map(|f| (f, (r / (f.2 / f.1) - 1.0).abs()))
        .min_by(|a, b| a.1.total_cmp(&b.1));
    match best {
        Some((f, d)) if d <= 0.03 => {
            let dims = orient(f.1, f.2);
            (
                Size {
                    dims,
                    units: super::OutUnits::Mm,
                    name: format!("{} ({}), {way} as {seen}", f.0, mm(dims)),
                },
                SizeNote {
                    text: format!(
                        "size assumed: {} {way}, {}: the sheet's measured ratio {r:.3} is {}; give --paper or --size if it is another",
                        f.0,
                        mm(dims),
                        f.3
                    ),
                    doubtful: false,
                },
            )
        }
        _ => {
            let dims = orient(297.0, 297.0 / r);
            (
                Size {
                    dims,
                    units: super::OutUnits::Mm,
                    name: format!("{} (297 mm on the long side), {way} as {seen}", mm(dims)),
                },
                SizeNote {
                    text: format!(
                        "size guessed: the sheet's measured ratio {r:.3} is no known paper, so it is read as {} (297 mm on the long side); give --paper or --size",
                        mm(dims)
                    ),
                    doubtful: true,
                },
            )
        }
    }
}

/// `x` with at most one decimal.
pub fn fmt(x: f64) -> String {
    let r = libm::round(x * 10.0) / 10.0;
    format!("{r}")
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

/// A separable filter over a `(2r+1)²` square: the maximum (`max = true`) or minimum of each
/// pixel's neighbours within the image.
fn square_filter(g: &Gray, r: usize, max: bool) -> Gray {
    let pick = |a: f32, b: f32| if max { a.max(b) } else { a.min(b) };
    let (w, h) = (g.width, g.height);
    let mut rows = g.clone();
    for y in 0..h {
        for x in 0..w {
            let (lo, hi) = (x.saturating_sub(r), (x + r).min(w - 1));
            rows.data[y * w + x] = g.data[y * w + lo..=y * w + hi]
                .iter()
                .copied()
                .fold(g.data[y * w + x], pick);
        }
    }
    let mut out = rows.clone();
    for y in 0..h {
        let (lo, hi) = (y.saturating_sub(r), (y + r).min(h - 1));
        for x in 0..w {
            out.data[y * w + x] =
                (lo..=hi).fold(rows.data[y * w + x], |m, yy| pick(m, rows.data[yy * w + x]));
        }
    }
    out
}

fn max_filter(g: &Gray, r: usize) -> Gray {
    square_filter(g, r, true)
}

fn min_filter(g: &Gray, r: usize) -> Gray {
    square_filter(g, r, false)
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

    /// A bright quadrilateral on a dark background: its corners come back within a pixel.
    #[test]
    fn finds_a_bright_quadrilateral() {
        let (w, h) = (400, 300);
        let quad = [[60.0, 40.0], [330.0, 70.0], [300.0, 260.0], [80.0, 230.0]];
        let mut g = Gray::new(w, h, 0.3);
        let inside = |x: f64, y: f64| {
            (0..4).all(|k| {
                let (a, b) = (quad[k], quad[(k + 1) % 4]);
                (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) >= 0.0
            })
        };
        for y in 0..h {
            for x in 0..w {
                if inside(x as f64 + 0.5, y as f64 + 0.5) {
                    g.data[y * w + x] = 0.9;
                }
            }
        }
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

    /// A frontal view gives the side ratio; an A4 sheet seen tilted 30° (its far side shorter,
    /// its height foreshortened: the side ratio would be 0.76) still gives 1/√2 within 1 %.
    #[test]
    fn aspect_through_perspective() {
        let frontal = [
            [100.0, 100.0],
            [397.0, 100.0],
            [397.0, 310.0],
            [100.0, 310.0],
        ];
        assert!((true_aspect(&frontal, 500, 400) - 297.0 / 210.0).abs() < 1e-9);
        // Camera at focal length 1000 px, principal point (1000, 750); the A4 sheet (210 wide,
        // 297 tall, mm) centred 600 mm away, tilted 30° about an axis at 30° to its width.
        let third = core::f64::consts::FRAC_PI_6;
        let (f, c, s) = (1000.0, libm::cos(third), libm::sin(third));
        let (ca, sa) = (c, s);
        let project = |x: f64, y: f64| {
            let (across, along) = (-x * sa + y * ca, x * ca + y * sa);
            let (ap, z) = (across * c, 600.0 + across * s);
            let (xx, yy) = (along * ca - ap * sa, along * sa + ap * ca);
            [1000.0 + f * xx / z, 750.0 + f * yy / z]
        };
        let q = [
            project(-105.0, -148.5),
            project(105.0, -148.5),
            project(105.0, 148.5),
            project(-105.0, 148.5),
        ];
        let a = true_aspect(&q, 2000, 1500);
        assert!((a - 210.0 / 297.0).abs() < 0.01 * 210.0 / 297.0, "{a}");
    }

    #[test]
    fn sizes_are_recognised() {
        let (s, n) = choose_size(None, 297.0 / 210.0, false);
        assert_eq!(s.dims, [297.0, 210.0]);
        assert!(n.text.contains("A4 landscape"), "{}", n.text);
        let (s, _) = choose_size(None, 215.9 / 279.4, true);
        assert_eq!(s.dims, [215.9, 279.4]);
        let (s, n) = choose_size(None, 1.0, false);
        assert_eq!(s.dims, [297.0, 297.0]);
        assert!(n.doubtful);
        let a3 = SheetSize::paper("a3").unwrap();
        let (s, _) = choose_size(Some(&a3), 1.3, false);
        assert_eq!(s.dims, [420.0, 297.0]);
    }
}
