//! Synthetic photos of boards drawn by hand, for `savanna import PHOTO`'s tests and benchmark
//! (`examples/photo_bench.rs`): a board's lines drawn as a person would (pencil or felt pen of
//! varying width and darkness, hand wobble, ends that stop short or overshoot by a few mm, eraser
//! smudges, names scribbled in the regions) on textured paper, photographed at an angle (a
//! pinhole camera tilted up to 30°, the sheet turned), lit unevenly with a soft shadow, on a wooden
//! table, blurred, noisy and JPEG-compressed; or scanned flat. Deterministic by seed (SplitMix64,
//! libm), so a failing case can be regenerated. And the comparison of a board read back with
//! the board drawn: regions, borders, corner-only pairs, areas.

#![allow(dead_code)]
// The generator's constants (6.283, 3.14) are its own, kept so the photos stay the same.
#![allow(clippy::approx_constant)]

use resvg::tiny_skia;
use savanna::import::photo::homography::Homography;

/// SplitMix64 (Steele, Lea & Flood, OOPSLA 2014): a small deterministic generator.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    pub fn f(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Uniform in [a, b).
    pub fn range(&mut self, a: f64, b: f64) -> f64 {
        a + (b - a) * self.f()
    }
    /// About normal, mean 0, deviation 1 (Irwin–Hall of 4 uniforms, rescaled).
    pub fn normal(&mut self) -> f64 {
        (self.f() + self.f() + self.f() + self.f() - 2.0) * libm::sqrt(3.0)
    }
}

/// A board as drawn: the frame (mm) and its lines.
#[derive(Debug, Clone)]
pub struct Board {
    pub name: String,
    pub yaml: String,
    pub w: f64,
    pub h: f64,
    pub lines: Vec<[[f64; 2]; 2]>,
    /// Where names are written (the regions' label points).
    pub labels: Vec<[f64; 2]>,
}

impl Board {
    /// The board of a board file in mm (frame width × height), through the pipeline.
    pub fn from_yaml(name: &str, yaml: &str) -> Board {
        let out = run(yaml);
        let v = &out.validated;
        let f = v.frame.as_ref().expect("a frame");
        let (w, h) = (
            f.width.expect("a rectangle"),
            f.height.expect("a rectangle"),
        );
        Board {
            name: name.to_string(),
            yaml: yaml.to_string(),
            w,
            h,
            lines: v.lines.iter().map(|l| [l.from, l.to]).collect(),
            labels: v.regions.iter().map(|r| r.label).collect(),
        }
    }

    /// A random board on a `w × h` mm frame: 4 to 6 lines from edge to edge and one from a line
    /// to an edge, every crossing at least 25 mm from every other and from the frame, every line
    /// at least 25° from the others it crosses and from the edges.
    pub fn random(seed: u64, w: f64, h: f64) -> Board {
        let mut rng = Rng::new(seed);
        'again: loop {
            let n = 4 + (rng.next() % 3) as usize;
            let mut lines: Vec<[[f64; 2]; 2]> = Vec::new();
            let edge_point = |rng: &mut Rng, side: u64| {
                let t = rng.range(0.15, 0.85);
                match side {
                    0 => [t * w, 0.0],
                    1 => [w, t * h],
                    2 => [t * w, h],
                    _ => [0.0, t * h],
                }
            };
            let mut tries = 0;
            while lines.len() < n {
                tries += 1;
                if tries > 400 {
                    continue 'again;
                }
                let s1 = rng.next() % 4;
                let s2 = (s1 + 1 + rng.next() % 3) % 4;
                let (a, b) = (edge_point(&mut rng, s1), edge_point(&mut rng, s2));
                let cand = [a, b];
                if ok_with(&lines, &cand, w, h) {
                    lines.push(cand);
                }
            }
            // One line from the middle part of a line to an edge.
            for _ in 0..200 {
                let k = (rng.next() % lines.len() as u64) as usize;
                let t = rng.range(0.3, 0.7);
                let [p, q] = lines[k];
                let a = [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
                let side = rng.next() % 4;
                let b = edge_point(&mut rng, side);
                let cand = [a, b];
                if ok_with(&lines, &cand, w, h) {
                    lines.push(cand);
                    break;
                }
            }
            let mut yaml = format!("units: mm\nframe: {{width: {w}, height: {h}}}\nlines:\n");
            for [a, b] in &lines {
                yaml.push_str(&format!(
                    "  - [[{:.1}, {:.1}], [{:.1}, {:.1}]]\n",
                    a[0], a[1], b[0], b[1]
                ));
            }
            let Ok(out) = savanna::pipeline::run(&yaml, &no_capacity()) else {
                continue;
            };
            if out.validated.regions.len() < 5 {
                continue;
            }
            return Board::from_yaml(&format!("random-{seed}"), &yaml);
        }
    }
}

/// Whether `cand` may join `lines` (see [`Board::random`]).
fn ok_with(lines: &[[[f64; 2]; 2]], cand: &[[f64; 2]; 2], w: f64, h: f64) -> bool {
    let dir = |l: &[[f64; 2]; 2]| {
        let (dx, dy) = (l[1][0] - l[0][0], l[1][1] - l[0][1]);
        let n = libm::hypot(dx, dy);
        [dx / n, dy / n]
    };
    let d = dir(cand);
    // At least 25° from the edges it meets: |dx|, |dy| both above sin 25°.
    let s25 = libm::sin(25f64.to_radians());
    if d[0].abs() < s25 || d[1].abs() < s25 {
        return false;
    }
    let mut crossings: Vec<[f64; 2]> = Vec::new();
    let all: Vec<[[f64; 2]; 2]> = lines.iter().copied().chain([*cand]).collect();
    for i in 0..all.len() {
        for j in i + 1..all.len() {
            if let Some((p, _)) = cross(&all[i], &all[j]) {
                crossings.push(p);
            }
        }
    }
    for l in lines {
        if let Some((_, sin)) = cross(l, cand)
            && sin < s25
        {
            return false;
        }
    }
    // Ends on the frame apart from each other.
    let ends: Vec<[f64; 2]> = all.iter().flat_map(|l| [l[0], l[1]]).collect();
    for (i, p) in crossings.iter().chain(ends.iter()).enumerate() {
        let on_frame = p[0] < 0.5 || p[1] < 0.5 || p[0] > w - 0.5 || p[1] > h - 0.5;
        let near_frame = p[0] < 25.0 || p[1] < 25.0 || p[0] > w - 25.0 || p[1] > h - 25.0;
        if !on_frame && near_frame && i < crossings.len() {
            return false;
        }
        for q in crossings.iter().chain(ends.iter()).skip(i + 1) {
            let d = libm::hypot(p[0] - q[0], p[1] - q[1]);
            if d > 1e-6 && d < 25.0 {
                return false;
            }
        }
    }
    true
}

/// Where segments `a` and `b` cross (interior or at an end), and the sine of their angle.
fn cross(a: &[[f64; 2]; 2], b: &[[f64; 2]; 2]) -> Option<([f64; 2], f64)> {
    let (p, r) = (a[0], [a[1][0] - a[0][0], a[1][1] - a[0][1]]);
    let (q, s) = (b[0], [b[1][0] - b[0][0], b[1][1] - b[0][1]]);
    let den = r[0] * s[1] - r[1] * s[0];
    if den.abs() < 1e-12 {
        return None;
    }
    let qp = [q[0] - p[0], q[1] - p[1]];
    let t = (qp[0] * s[1] - qp[1] * s[0]) / den;
    let u = (qp[0] * r[1] - qp[1] * r[0]) / den;
    if !(-1e-9..=1.0 + 1e-9).contains(&t) || !(-1e-9..=1.0 + 1e-9).contains(&u) {
        return None;
    }
    let sin = den.abs() / (libm::hypot(r[0], r[1]) * libm::hypot(s[0], s[1]));
    Some(([p[0] + t * r[0], p[1] + t * r[1]], sin))
}

/// The pen a board is drawn with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Pen {
    /// A graphite pencil: 0.35–0.7 mm, 40–75 % dark, grainy.
    Pencil,
    /// A felt pen: 0.8–1.8 mm, 85–97 % dark, black or blue.
    Felt,
}

/// How a photo is taken.
#[derive(Debug, Clone, PartialEq)]
pub struct Shot {
    pub seed: u64,
    /// Photo size, px.
    pub width: usize,
    pub height: usize,
    /// The camera's tilt from looking straight down, degrees (0–30).
    pub tilt_deg: f64,
    /// The sheet's turn in the photo, degrees.
    pub turn_deg: f64,
    pub pen: Pen,
    /// Gaussian blur's deviation, px of the photo.
    pub blur_px: f64,
    /// Noise's deviation, share of white.
    pub noise: f64,
    /// Uneven light: a gradient across the photo and a soft shadow over part of the sheet.
    pub uneven: bool,
    /// Scribbled names in the regions and eraser smudges.
    pub marks: bool,
    /// JPEG quality (1–100); 0: PNG.
    pub jpeg: u8,
    /// A flat scan: the image is the sheet, upright, no table, no perspective.
    pub scan: bool,
}

impl Shot {
    /// A random shot of `width × height` px: tilt 0–30°, turn ±25°, either pen, blur 0.3–2 px,
    /// noise 0.5–3 %, uneven light half the time, marks always, JPEG quality 60–92.
    pub fn random(seed: u64, width: usize, height: usize) -> Shot {
        let mut r = Rng::new(seed.wrapping_mul(7919));
        Shot {
            seed,
            width,
            height,
            tilt_deg: r.range(0.0, 30.0),
            turn_deg: r.range(-25.0, 25.0),
            pen: if r.f() < 0.5 { Pen::Pencil } else { Pen::Felt },
            blur_px: r.range(0.3, 2.0) * width as f64 / 4000.0 * 2.0,
            noise: r.range(0.005, 0.03),
            uneven: r.f() < 0.5,
            marks: true,
            jpeg: r.range(60.0, 92.0) as u8,
            scan: false,
        }
    }

    /// A flat scan of `width` px across the sheet (height from the sheet's ratio).
    pub fn scan(seed: u64, width: usize, pen: Pen) -> Shot {
        Shot {
            seed,
            width,
            height: 0,
            tilt_deg: 0.0,
            turn_deg: 0.0,
            pen,
            blur_px: 0.5,
            noise: 0.008,
            uneven: false,
            marks: true,
            jpeg: 90,
            scan: true,
        }
    }
}

/// Smooth value noise in [0, 1) at integer lattice spacing 1 (bilinear between hashed corners).
fn value_noise(seed: u64, x: f64, y: f64) -> f64 {
    let (x0, y0) = (libm::floor(x), libm::floor(y));
    let (tx, ty) = (x - x0, y - y0);
    let hash = |i: f64, j: f64| {
        let mut r = Rng::new(
            seed ^ ((i as i64 as u64).wrapping_mul(0x1f12_3bb5))
                ^ ((j as i64 as u64).wrapping_mul(0x5bd1_e995) << 1),
        );
        r.f()
    };
    let s = |t: f64| t * t * (3.0 - 2.0 * t);
    let (sx, sy) = (s(tx), s(ty));
    let top = hash(x0, y0) * (1.0 - sx) + hash(x0 + 1.0, y0) * sx;
    let bot = hash(x0, y0 + 1.0) * (1.0 - sx) + hash(x0 + 1.0, y0 + 1.0) * sx;
    top * (1.0 - sy) + bot * sy
}

/// The sheet drawn on: paper brightness (0..1) at `px_per_mm`, row-major.
pub fn draw_sheet(board: &Board, shot: &Shot, px_per_mm: f64) -> (usize, usize, Vec<f32>) {
    let mut rng = Rng::new(shot.seed.wrapping_add(17));
    let (pw, ph) = (
        (board.w * px_per_mm).round() as u32,
        (board.h * px_per_mm).round() as u32,
    );
    let mut pix = tiny_skia::Pixmap::new(pw, ph).expect("a sheet");
    let ts = tiny_skia::Transform::from_scale(px_per_mm as f32, px_per_mm as f32);
    let (width, dark) = match shot.pen {
        Pen::Pencil => (rng.range(0.35, 0.7), rng.range(0.4, 0.75)),
        Pen::Felt => (rng.range(0.8, 1.8), rng.range(0.85, 0.97)),
    };
    let stroke_path = |pts: &[[f64; 2]]| {
        let mut pb = tiny_skia::PathBuilder::new();
        pb.move_to(pts[0][0] as f32, pts[0][1] as f32);
        for p in &pts[1..] {
            pb.line_to(p[0] as f32, p[1] as f32);
        }
        pb.finish()
    };
    let ink = |pix: &mut tiny_skia::Pixmap, pts: &[[f64; 2]], w: f64, alpha: f64| {
        if let Some(path) = stroke_path(pts) {
            let mut paint = tiny_skia::Paint::default();
            paint.set_color_rgba8(0, 0, 0, (alpha.clamp(0.0, 1.0) * 255.0) as u8);
            paint.anti_alias = true;
            let stroke = tiny_skia::Stroke {
                width: w as f32,
                line_cap: tiny_skia::LineCap::Round,
                line_join: tiny_skia::LineJoin::Round,
                ..Default::default()
            };
            pix.stroke_path(&path, &paint, &stroke, ts, None);
        }
    };
    // Eraser smudges: broad, very faint strokes.
    if shot.marks {
        for _ in 0..2 + rng.next() % 3 {
            let c = [
                rng.range(20.0, board.w - 20.0),
                rng.range(20.0, board.h - 20.0),
            ];
            let a = rng.range(0.0, 3.14);
            let l = rng.range(20.0, 50.0);
            let d = [libm::cos(a) * l / 2.0, libm::sin(a) * l / 2.0];
            ink(
                &mut pix,
                &[[c[0] - d[0], c[1] - d[1]], [c[0] + d[0], c[1] + d[1]]],
                rng.range(5.0, 10.0),
                rng.range(0.03, 0.07),
            );
        }
    }
    // The lines: each end stops short or overshoots by up to 3 mm, the hand wobbles (two slow
    // waves, up to 0.6 mm), the width and darkness vary by 15 % along the line.
    let wobble = rng.range(0.1, 0.6);
    for l in &board.lines {
        let (a, b) = (l[0], l[1]);
        let len = libm::hypot(b[0] - a[0], b[1] - a[1]);
        let u = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
        let nrm = [-u[1], u[0]];
        let (ea, eb) = (rng.range(-3.0, 3.0), rng.range(-3.0, 3.0));
        let (t0, t1) = (-ea, len + eb);
        let waves: Vec<(f64, f64, f64)> = (0..2)
            .map(|_| {
                (
                    rng.range(25.0, 90.0),
                    rng.range(0.0, 6.28),
                    rng.range(0.3, 1.0),
                )
            })
            .collect();
        let steps = ((t1 - t0) / 2.0).ceil().max(2.0) as usize;
        let pts: Vec<[f64; 2]> = (0..=steps)
            .map(|i| {
                let t = t0 + (t1 - t0) * i as f64 / steps as f64;
                let off: f64 = waves
                    .iter()
                    .map(|(lam, ph, amp)| wobble * amp * libm::sin(t / lam * 6.283 + ph))
                    .sum::<f64>()
                    / 1.3;
                [
                    a[0] + u[0] * t + nrm[0] * off,
                    a[1] + u[1] * t + nrm[1] * off,
                ]
            })
            .collect();
        // Drawn in a few pieces of varying pressure.
        let pieces = 3;
        let per = pts.len() / pieces;
        for k in 0..pieces {
            let s = k * per;
            let e = if k + 1 == pieces {
                pts.len()
            } else {
                (s + per + 1).min(pts.len())
            };
            if e - s >= 2 {
                ink(
                    &mut pix,
                    &pts[s..e],
                    width * rng.range(0.85, 1.15),
                    dark * rng.range(0.85, 1.1),
                );
            }
        }
    }
    // Names scribbled at the regions' label points: a cursive-like wave 4 mm high, 20–35 mm long.
    if shot.marks {
        for c in &board.labels {
            // Written clear of the lines, as a person does: at most 4 mm short of the nearest.
            let room = board
                .lines
                .iter()
                .map(|l| seg_dist(*c, l))
                .fold(f64::MAX, f64::min)
                .min(c[0].min(c[1]).min(board.w - c[0]).min(board.h - c[1]));
            let l = rng.range(20.0, 35.0).min(2.0 * (room - 5.0));
            if l < 8.0 {
                continue;
            }
            let f = rng.range(0.6, 0.9);
            let pts: Vec<[f64; 2]> = (0..=(l * 4.0) as usize)
                .map(|i| {
                    let t = i as f64 / 4.0;
                    let y = 2.0 * libm::sin(t * f * 3.1) + 0.7 * libm::sin(t * 2.3);
                    let x = t + 1.2 * libm::cos(t * f * 3.1);
                    [c[0] - l / 2.0 + x, c[1] + y]
                })
                .collect();
            ink(&mut pix, &pts, width.min(0.7), dark);
        }
    }
    // Paper: off-white with fibre texture (value noise at 3 mm and 0.4 mm).
    let base = rng.range(0.88, 0.97);
    let seed = shot.seed;
    let data: Vec<f32> = pix
        .pixels()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (x, y) = (
                (i % pw as usize) as f64 / px_per_mm,
                (i / pw as usize) as f64 / px_per_mm,
            );
            let tex = 0.025 * (value_noise(seed, x / 3.0, y / 3.0) - 0.5)
                + 0.02 * (value_noise(seed + 1, x / 0.4, y / 0.4) - 0.5);
            let paper = base + tex;
            let a = p.alpha() as f64 / 255.0;
            let grain = if shot.pen == Pen::Pencil {
                0.75 + 0.5 * value_noise(seed + 2, x / 0.15, y / 0.15)
            } else {
                1.0
            };
            (paper * (1.0 - (a * grain).min(1.0))) as f32
        })
        .collect();
    (pw as usize, ph as usize, data)
}

/// The distance from `p` to the segment `l`.
fn seg_dist(p: [f64; 2], l: &[[f64; 2]; 2]) -> f64 {
    let (a, b) = (l[0], l[1]);
    let d = [b[0] - a[0], b[1] - a[1]];
    let t = (((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / (d[0] * d[0] + d[1] * d[1]))
        .clamp(0.0, 1.0);
    libm::hypot(p[0] - a[0] - t * d[0], p[1] - a[1] - t * d[1])
}

/// Samples `img` (`w × h`) bilinearly at pixel coordinates `(x, y)` (centres at +0.5).
fn sample(img: &[f32], w: usize, h: usize, x: f64, y: f64) -> Option<f32> {
    let (fx, fy) = (x - 0.5, y - 0.5);
    if fx < 0.0 || fy < 0.0 || fx > (w - 1) as f64 || fy > (h - 1) as f64 {
        return None;
    }
    let (x0, y0) = (fx as usize, fy as usize);
    let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
    let (tx, ty) = ((fx - x0 as f64) as f32, (fy - y0 as f64) as f32);
    let top = img[y0 * w + x0] * (1.0 - tx) + img[y0 * w + x1] * tx;
    let bot = img[y1 * w + x0] * (1.0 - tx) + img[y1 * w + x1] * tx;
    Some(top * (1.0 - ty) + bot * ty)
}

/// Three box blurs of radius `r` along rows and columns of each channel (about a Gaussian of
/// deviation √(r(r+1)) ).
fn blur(ch: &mut [f32], w: usize, h: usize, r: usize) {
    if r == 0 {
        return;
    }
    let mut tmp = vec![0.0f32; w.max(h)];
    for _ in 0..3 {
        for y in 0..h {
            let row = &mut ch[y * w..(y + 1) * w];
            box1(row, &mut tmp[..w], r);
        }
        let mut col = vec![0.0f32; h];
        for x in 0..w {
            for y in 0..h {
                col[y] = ch[y * w + x];
            }
            box1(&mut col, &mut tmp[..h], r);
            for y in 0..h {
                ch[y * w + x] = col[y];
            }
        }
    }
}

fn box1(v: &mut [f32], tmp: &mut [f32], r: usize) {
    let n = v.len();
    let mut acc = 0.0f32;
    let at = |i: isize| v[i.clamp(0, n as isize - 1) as usize];
    for i in -(r as isize)..=(r as isize) {
        acc += at(i);
    }
    for (i, t) in tmp.iter_mut().enumerate().take(n) {
        *t = acc / (2 * r + 1) as f32;
        acc += at(i as isize + r as isize + 1) - at(i as isize - r as isize);
    }
    v.copy_from_slice(tmp);
}

/// A photo (or scan) of `board` taken as `shot`: the encoded file (JPEG, or PNG when
/// `shot.jpeg == 0`), and where the sheet's corners are in it.
pub fn photograph(board: &Board, shot: &Shot) -> (Vec<u8>, [[f64; 2]; 4]) {
    let mut rng = Rng::new(shot.seed.wrapping_add(99));
    let (w, h) = if shot.scan {
        (
            shot.width,
            (shot.width as f64 * board.h / board.w).round() as usize,
        )
    } else {
        (shot.width, shot.height)
    };
    // The sheet's corners in the photo: a pinhole camera (focal length 0.9 × the photo's width)
    // looking at the turned sheet, tilted about a random axis in its plane.
    let corners_mm = [
        [0.0, 0.0],
        [board.w, 0.0],
        [board.w, board.h],
        [0.0, board.h],
    ];
    let corners: [[f64; 2]; 4] = if shot.scan {
        [
            [0.0, 0.0],
            [w as f64, 0.0],
            [w as f64, h as f64],
            [0.0, h as f64],
        ]
    } else {
        let (turn, tilt) = (shot.turn_deg.to_radians(), shot.tilt_deg.to_radians());
        let axis = rng.range(0.0, 6.283);
        let f = 0.9 * w as f64;
        let dist = 1.6 * board.w.max(board.h);
        let proj: Vec<[f64; 2]> = corners_mm
            .iter()
            .map(|p| {
                let (x, y) = (p[0] - board.w / 2.0, p[1] - board.h / 2.0);
                let (x, y) = (
                    x * libm::cos(turn) - y * libm::sin(turn),
                    x * libm::sin(turn) + y * libm::cos(turn),
                );
                // Tilt about the axis at angle `axis`: the component across it leans away.
                let (ca, sa) = (libm::cos(axis), libm::sin(axis));
                let across = -x * sa + y * ca;
                let along = x * ca + y * sa;
                let (across_p, z) = (across * libm::cos(tilt), dist + across * libm::sin(tilt));
                let (x, y) = (along * ca - across_p * sa, along * sa + across_p * ca);
                [f * x / z, f * y / z]
            })
            .collect();
        // Scaled about the principal point (the photo's centre) so that the sheet fills
        // 70–85 % of the photo; the sheet's centre is off the optical axis by up to 5 %.
        let fill = rng.range(0.7, 0.85);
        let off = [
            rng.range(-0.05, 0.05) * w as f64,
            rng.range(-0.05, 0.05) * h as f64,
        ];
        let (mx, my) = proj.iter().fold((0.0f64, 0.0f64), |(a, b), p| {
            (a.max((p[0]).abs()), b.max((p[1]).abs()))
        });
        let s = (fill * w as f64 / (2.0 * mx)).min(fill * h as f64 / (2.0 * my));
        let mut c = [[0.0; 2]; 4];
        for k in 0..4 {
            c[k] = [
                w as f64 / 2.0 + off[0] + s * proj[k][0],
                h as f64 / 2.0 + off[1] + s * proj[k][1],
            ];
        }
        c
    };
    // The sheet drawn at about the photo's resolution of it (at least 3 px/mm).
    let span = libm::hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1]);
    let px_per_mm = (span / board.w * 1.2).max(3.0);
    let (sw, sh, sheet) = draw_sheet(board, shot, px_per_mm);
    let to_photo = Homography::from_points(
        &corners_mm.map(|p| [p[0] * px_per_mm, p[1] * px_per_mm]),
        &corners,
    )
    .expect("a homography");
    let back = to_photo.inverse().expect("invertible");
    // Light: a gradient across the photo and a soft-edged shadow.
    let grad_dir = rng.range(0.0, 6.283);
    let grad = if shot.uneven {
        rng.range(0.15, 0.35)
    } else {
        rng.range(0.0, 0.06)
    };
    let shadow_dir = rng.range(0.0, 6.283);
    let shadow_at = rng.range(0.3, 0.6);
    let shadow_depth = if shot.uneven {
        rng.range(0.2, 0.4)
    } else {
        0.0
    };
    let shadow_soft = rng.range(0.03, 0.08) * w as f64;
    let table = [
        rng.range(0.45, 0.6),
        rng.range(0.3, 0.42),
        rng.range(0.18, 0.28),
    ];
    let tint = if shot.pen == Pen::Felt && rng.f() < 0.5 {
        [0.97, 0.98, 1.0]
    } else {
        [1.0, 0.99, 0.96]
    };
    let mut ch = vec![vec![0.0f32; w * h]; 3];
    let diag = libm::hypot(w as f64, h as f64);
    for y in 0..h {
        for x in 0..w {
            let (px, py) = (x as f64 + 0.5, y as f64 + 0.5);
            let v = back
                .apply([px, py])
                .and_then(|q| sample(&sheet, sw, sh, q[0], q[1]));
            let rgb = match v {
                Some(v) => [v * tint[0] as f32, v * tint[1] as f32, v * tint[2] as f32],
                _ => {
                    let grain = value_noise(
                        shot.seed + 5,
                        px / (0.004 * w as f64),
                        py / (0.05 * w as f64),
                    );
                    let k = (0.8 + 0.4 * grain) as f32;
                    [
                        table[0] as f32 * k,
                        table[1] as f32 * k,
                        table[2] as f32 * k,
                    ]
                }
            };
            let g = ((px - w as f64 / 2.0) * libm::cos(grad_dir)
                + (py - h as f64 / 2.0) * libm::sin(grad_dir))
                / diag
                + 0.5;
            let mut light = 1.0 - grad * g;
            let d = (px / w as f64 - 0.5) * libm::cos(shadow_dir)
                + (py / h as f64 - 0.5) * libm::sin(shadow_dir)
                + 0.5
                - shadow_at;
            let s = (d * w as f64 / shadow_soft).clamp(-1.0, 1.0) * 0.5 + 0.5;
            light *= 1.0 - shadow_depth * s;
            for c in 0..3 {
                ch[c][y * w + x] = rgb[c] * light as f32;
            }
        }
    }
    let r = libm::round(shot.blur_px) as usize;
    for c in ch.iter_mut() {
        blur(c, w, h, r);
    }
    let mut bytes = vec![0u8; w * h * 3];
    for i in 0..w * h {
        let n = (shot.noise * rng.normal()) as f32;
        for c in 0..3 {
            bytes[3 * i + c] = ((ch[c][i] + n).clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    }
    let mut out = Vec::new();
    use image::ImageEncoder;
    if shot.jpeg == 0 {
        image::codecs::png::PngEncoder::new(&mut out)
            .write_image(&bytes, w as u32, h as u32, image::ExtendedColorType::Rgb8)
            .expect("PNG");
    } else {
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, shot.jpeg)
            .write_image(&bytes, w as u32, h as u32, image::ExtendedColorType::Rgb8)
            .expect("JPEG");
    }
    (out, corners)
}

pub fn no_capacity() -> savanna::pipeline::Options {
    savanna::pipeline::Options {
        capacity: false,
        ..Default::default()
    }
}

pub fn run(yaml: &str) -> savanna::pipeline::Outcome {
    savanna::pipeline::run(yaml, &no_capacity()).unwrap_or_else(|e| panic!("{e:?}\n{yaml}"))
}

/// How a board read back compares with the board drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    /// Each drawn region's label point lies in a distinct region read, and as many regions.
    pub regions: bool,
    /// The same borders and the same corner-only pairs, through that matching.
    pub adjacency: bool,
    /// The largest relative area difference of matched regions.
    pub area_err: f64,
    pub drawn: usize,
    pub read: usize,
}

impl Comparison {
    pub fn exact(&self) -> bool {
        self.regions && self.adjacency && self.area_err <= 0.02
    }
}

/// Compares the board file `read` with `board`.
pub fn compare(board: &Board, read: &str) -> Comparison {
    use geo::{Contains, LineString, Point, Polygon};
    let a = run(&board.yaml).validated;
    let Ok(b) = savanna::pipeline::run(read, &no_capacity()) else {
        return Comparison {
            regions: false,
            adjacency: false,
            area_err: f64::INFINITY,
            drawn: a.regions.len(),
            read: 0,
        };
    };
    let b = b.validated;
    let ring =
        |r: &Vec<[f64; 2]>| LineString::from(r.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>());
    // A board read in m is compared in mm.
    let scale = if matches!(b.units, savanna::units::Units::M) {
        1000.0
    } else {
        1.0
    };
    let polys: Vec<Polygon<f64>> = b
        .regions
        .iter()
        .map(|r| {
            let s = |v: &Vec<[f64; 2]>| {
                v.iter()
                    .map(|p| [p[0] * scale, p[1] * scale])
                    .collect::<Vec<_>>()
            };
            Polygon::new(
                ring(&s(&r.outline)),
                r.holes.iter().map(|h| ring(&s(h))).collect(),
            )
        })
        .collect();
    let mut map = Vec::new();
    for r in &a.regions {
        let p = Point::new(r.label[0], r.label[1]);
        map.push(polys.iter().position(|q| q.contains(&p)));
    }
    let mut seen = std::collections::BTreeSet::new();
    let regions =
        a.regions.len() == b.regions.len() && map.iter().all(|m| m.is_some_and(|i| seen.insert(i)));
    let mut area_err = 0.0f64;
    let mut adjacency = false;
    if regions {
        let idx = |id: savanna::ids::RegionId| a.regions.iter().position(|r| r.id == id).unwrap();
        let bidx = |id: savanna::ids::RegionId| b.regions.iter().position(|r| r.id == id).unwrap();
        let pairs = |v: Vec<[usize; 2]>| {
            v.into_iter()
                .map(|[x, y]| [x.min(y), x.max(y)])
                .collect::<std::collections::BTreeSet<_>>()
        };
        let mapped =
            |p: [savanna::ids::RegionId; 2]| [map[idx(p[0])].unwrap(), map[idx(p[1])].unwrap()];
        let ab = pairs(a.borders.iter().map(|x| mapped(x.regions)).collect());
        let bb = pairs(
            b.borders
                .iter()
                .map(|x| [bidx(x.regions[0]), bidx(x.regions[1])])
                .collect(),
        );
        let ac = pairs(a.corners.iter().map(|x| mapped(x.regions)).collect());
        let bc = pairs(
            b.corners
                .iter()
                .map(|x| [bidx(x.regions[0]), bidx(x.regions[1])])
                .collect(),
        );
        adjacency = ab == bb && ac == bc;
        for (i, r) in a.regions.iter().enumerate() {
            let j = map[i].unwrap();
            let e = (b.regions[j].area * scale * scale - r.area).abs() / r.area;
            area_err = area_err.max(e);
        }
    } else {
        area_err = f64::INFINITY;
    }
    Comparison {
        regions,
        adjacency,
        area_err,
        drawn: a.regions.len(),
        read: b.regions.len(),
    }
}
