//! Closing the drawing as the person meant it.
//!
//! - Every stroke is clipped to the sheet (the frame).
//! - Each end that stops short of another line (a stroke or a side of the frame) or overshoots it
//!   by at most the tolerance (its distance from that line, the gap a piece would pass through;
//!   and at most three times the tolerance along the stroke, for lines meeting at a shallow angle)
//!   ends on it: the nearest such crossing along the stroke's own line, within the other line's
//!   extent (plus the tolerance). An end with none is loose.
//! - Ends then within the tolerance of each other meet at one point: the point nearest (least
//!   squares) to all their strokes' lines, kept on the frame side or the stroke they were
//!   closed onto.
//!
//! The tolerance is [`CLOSE_SHARE`](super::CLOSE_SHARE) of the smaller piece's diameter (the
//! default jackal, 20 mm): [`tolerance_mm`].

use super::line::Line;
use super::strokes::Stroke;

/// Corrections shorter than this are not reported, mm (the fit's own precision).
pub const REPORT_MM: f64 = 0.5;

/// Two lines crossing at less than this angle are not closed onto each other, degrees.
pub const MIN_CROSSING_DEG: f64 = 6.0;

/// The closing tolerance, mm: [`CLOSE_SHARE`](super::CLOSE_SHARE) × the default jackal's
/// diameter.
pub fn tolerance_mm() -> f64 {
    super::CLOSE_SHARE * crate::input::DEFAULT_JACKAL_DIAMETER_MM
}

/// What an end was closed onto.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Target {
    /// Stroke `k` (its index in the strokes given).
    Stroke(usize),
    /// A side of the frame: 0 top, 1 right, 2 bottom, 3 left.
    Side(usize),
}

/// One correction made to an end.
#[derive(Debug, Clone, PartialEq)]
pub struct Correction {
    /// The stroke.
    pub stroke: usize,
    /// Which end (0: `a`, 1: `b`).
    pub end: usize,
    /// How far it moved along the stroke, mm: positive extended, negative trimmed.
    pub along: f64,
    /// What it was closed onto.
    pub onto: Target,
}

/// The closed drawing.
#[derive(Debug, Clone, PartialEq)]
pub struct Closed {
    /// Each stroke's ends after closing (the strokes' order), mm.
    pub segments: Vec<[[f64; 2]; 2]>,
    /// Every end extended or trimmed by at least [`REPORT_MM`].
    pub corrections: Vec<Correction>,
    /// Ends that meet nothing: (stroke, end).
    pub loose: Vec<(usize, usize)>,
    /// Points where ends were made to meet, with how many ends and how far the farthest moved.
    pub meetings: Vec<([f64; 2], usize, f64)>,
    /// Pairs of collinear strokes (within 3°, 2 mm) separated by a gap up to four times the
    /// tolerance: perhaps one stroke, left as two.
    pub maybe_one: Vec<(usize, usize, f64)>,
    /// What each end (the strokes' order; `a`, `b`) was closed onto, `None` for a loose end.
    pub onto: Vec<[Option<Target>; 2]>,
}

impl Closed {
    /// The closed drawing with every length multiplied by `k` (points, how far ends moved,
    /// gaps), as on a drawing `k` times larger.
    pub fn scaled(&self, k: f64) -> Closed {
        let p = |q: [f64; 2]| q.map(|v| v * k);
        Closed {
            segments: self.segments.iter().map(|s| s.map(p)).collect(),
            corrections: self
                .corrections
                .iter()
                .map(|c| Correction {
                    along: c.along * k,
                    ..c.clone()
                })
                .collect(),
            loose: self.loose.clone(),
            meetings: self
                .meetings
                .iter()
                .map(|&(q, n, moved)| (p(q), n, moved * k))
                .collect(),
            maybe_one: self
                .maybe_one
                .iter()
                .map(|&(i, j, gap)| (i, j, gap * k))
                .collect(),
            onto: self.onto.clone(),
        }
    }

    /// The segments' ends on the square grid of pitch `grid` (the board file's `snap:`, in the
    /// segments' unit), each end closed onto a line (a T-junction) placed so that it joins that
    /// line as written: at the grid point nearest to the foot of the perpendicular from the end
    /// onto the line through the other stroke's written ends (or nearest to the crossing of the
    /// two written lines, for an end closed onto two), so that the line passes through the grid
    /// cell around the end, which snap rounding joins to it (docs/src/capacity.md). Rounding each
    /// end on its own could leave it up to 0.07 grid from its own place and the line up to 0.05
    /// from its own: a gap of a grid step, and a region lost (issue 39). Ends met at one point
    /// move together. A few passes, as a line's written ends may be T-junctions themselves.
    pub fn on_grid(&self, grid: f64) -> Vec<[[f64; 2]; 2]> {
        let round = |p: [f64; 2]| p.map(|v| libm::round(v / grid) * grid);
        let mut out: Vec<[[f64; 2]; 2]> = self.segments.iter().map(|s| s.map(round)).collect();
        let ends: Vec<(usize, usize)> = (0..out.len()).flat_map(|k| [(k, 0), (k, 1)]).collect();
        for _ in 0..4 {
            let mut changed = false;
            for &(k, e) in &ends {
                let at = self.segments[k][e];
                // The ends met at this one point, and the strokes they pass onto.
                let group: Vec<(usize, usize)> = ends
                    .iter()
                    .copied()
                    .filter(|&(i, f)| self.segments[i][f] == at)
                    .collect();
                let targets: std::collections::BTreeSet<usize> = group
                    .iter()
                    .filter_map(|&(i, f)| match self.onto.get(i).map(|o| o[f]) {
                        Some(Some(Target::Stroke(j))) if group.iter().all(|g| g.0 != j) => Some(j),
                        _ => None,
                    })
                    .collect();
                let lines: Vec<Line> = targets
                    .iter()
                    .filter(|&&j| out[j][0] != out[j][1])
                    .map(|&j| Line::through(out[j][0], out[j][1]))
                    .collect();
                let q = match lines.as_slice() {
                    [] => continue,
                    [l] => l.at(l.t(at)),
                    [l, m, ..] => l.meet(m).unwrap_or_else(|| l.at(l.t(at))),
                };
                let q = round(q);
                for &(i, f) in &group {
                    if out[i][f] != q {
                        out[i][f] = q;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        out
    }
}

/// The four sides of the `w × h` frame as lines: top, right, bottom, left.
fn sides(w: f64, h: f64) -> [Line; 4] {
    [
        Line::through([0.0, 0.0], [w, 0.0]),
        Line::through([w, 0.0], [w, h]),
        Line::through([w, h], [0.0, h]),
        Line::through([0.0, h], [0.0, 0.0]),
    ]
}

/// Clips `a`–`b` to `[0, w] × [0, h]` (Liang–Barsky); `None` if nothing is left.
fn clip(a: [f64; 2], b: [f64; 2], w: f64, h: f64) -> Option<[[f64; 2]; 2]> {
    let d = [b[0] - a[0], b[1] - a[1]];
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [
        (-d[0], a[0]),
        (d[0], w - a[0]),
        (-d[1], a[1]),
        (d[1], h - a[1]),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
        } else {
            let r = q / p;
            if p < 0.0 {
                t0 = t0.max(r);
            } else {
                t1 = t1.min(r);
            }
        }
    }
    (t0 < t1).then(|| {
        [
            [a[0] + t0 * d[0], a[1] + t0 * d[1]],
            [a[0] + t1 * d[0], a[1] + t1 * d[1]],
        ]
    })
}

/// Closes `strokes` on the `w × h` mm sheet with tolerance `tol` mm (see the module
/// documentation).
pub fn close(strokes: &[Stroke], w: f64, h: f64, tol: f64) -> Closed {
    let frame = sides(w, h);
    let n = strokes.len();
    let mut seg: Vec<[[f64; 2]; 2]> = strokes
        .iter()
        .map(|s| clip(s.a, s.b, w, h).unwrap_or([s.a, s.b]))
        .collect();
    let lines: Vec<Line> = strokes.iter().map(|s| Line::through(s.a, s.b)).collect();
    let min_sin = libm::sin(MIN_CROSSING_DEG.to_radians());
    let mut corrections = Vec::new();
    let mut loose = Vec::new();
    // Each end: where it went and onto what.
    let mut onto: Vec<[Option<Target>; 2]> = vec![[None, None]; n];
    let original = seg.clone();
    for k in 0..n {
        let [a, b] = original[k];
        for end in 0..2 {
            let (e, other) = if end == 0 { (a, b) } else { (b, a) };
            let len = libm::hypot(e[0] - other[0], e[1] - other[1]);
            if len <= 0.0 {
                continue;
            }
            let u = [(e[0] - other[0]) / len, (e[1] - other[1]) / len];
            let own = Line { point: e, dir: u };
            let mut best: Option<(f64, [f64; 2], Target)> = None;
            let mut consider = |target: Target, l: &Line, lo: f64, hi: f64| {
                let sin = (u[0] * l.dir[1] - u[1] * l.dir[0]).abs();
                if sin < min_sin {
                    return;
                }
                let Some(x) = own.meet(l) else { return };
                let t = own.t(x);
                // Stops short by t, or overshoots by −t (then x must be on the stroke): the gap
                // (or the stub) is |t|·sin across the other line, at most `tol`; and at most
                // three times that along the stroke.
                if (t * sin).abs() > tol || t.abs() > 3.0 * tol || -t >= len {
                    return;
                }
                let s = l.t(x);
                if s < lo - tol || s > hi + tol {
                    return;
                }
                if best.is_none_or(|b| t.abs() < b.0.abs()) {
                    best = Some((t, x, target));
                }
            };
            for (i, side) in frame.iter().enumerate() {
                let span = if i % 2 == 0 { w } else { h };
                consider(Target::Side(i), side, 0.0, span);
            }
            for j in (0..n).filter(|&j| j != k) {
                let l = &lines[j];
                let [p, q] = original[j];
                let (s0, s1) = (l.t(p), l.t(q));
                consider(Target::Stroke(j), l, s0.min(s1), s0.max(s1));
            }
            match best {
                Some((t, x, target)) => {
                    seg[k][end] = x;
                    onto[k][end] = Some(target);
                    if t.abs() >= REPORT_MM {
                        corrections.push(Correction {
                            stroke: k,
                            end,
                            along: t,
                            onto: target,
                        });
                    }
                }
                None => loose.push((k, end)),
            }
        }
    }
    let meetings = meet(&mut seg, &onto, &lines, &frame, tol, w, h);
    let mut maybe_one = Vec::new();
    let cos3 = libm::cos(3.0f64.to_radians());
    for i in 0..n {
        for j in i + 1..n {
            let (li, lj) = (&lines[i], &lines[j]);
            if li.parallel(lj) < cos3 || seg[j].iter().any(|&p| li.dist(p) > 2.0) {
                continue;
            }
            let (a0, a1) = (li.t(seg[i][0]), li.t(seg[i][1]));
            let (b0, b1) = (li.t(seg[j][0]), li.t(seg[j][1]));
            let gap = (b0.min(b1) - a0.max(a1)).max(a0.min(a1) - b0.max(b1));
            if gap > 0.0 && gap <= 4.0 * tol {
                maybe_one.push((i, j, gap));
            }
        }
    }
    Closed {
        segments: seg,
        corrections,
        loose,
        meetings,
        maybe_one,
        onto,
    }
}

/// Makes ends within `tol` of each other meet (see the module documentation); returns the
/// meeting points with how many ends met there and how far the farthest moved.
fn meet(
    seg: &mut [[[f64; 2]; 2]],
    onto: &[[Option<Target>; 2]],
    lines: &[Line],
    frame: &[Line; 4],
    tol: f64,
    w: f64,
    h: f64,
) -> Vec<([f64; 2], usize, f64)> {
    let ends: Vec<(usize, usize)> = (0..seg.len()).flat_map(|k| [(k, 0), (k, 1)]).collect();
    // Union–find over ends closer than tol.
    let mut parent: Vec<usize> = (0..ends.len()).collect();
    fn root(p: &mut [usize], mut i: usize) -> usize {
        while p[i] != i {
            p[i] = p[p[i]];
            i = p[i];
        }
        i
    }
    for i in 0..ends.len() {
        for j in i + 1..ends.len() {
            let (a, b) = (seg[ends[i].0][ends[i].1], seg[ends[j].0][ends[j].1]);
            if ends[i].0 != ends[j].0 && libm::hypot(a[0] - b[0], a[1] - b[1]) <= tol {
                let (ri, rj) = (root(&mut parent, i), root(&mut parent, j));
                if ri != rj {
                    parent[ri.max(rj)] = ri.min(rj);
                }
            }
        }
    }
    let mut clusters: std::collections::BTreeMap<usize, Vec<usize>> = Default::default();
    for i in 0..ends.len() {
        let r = root(&mut parent, i);
        clusters.entry(r).or_default().push(i);
    }
    let mut out = Vec::new();
    for members in clusters.values().filter(|m| m.len() >= 2) {
        let strokes: std::collections::BTreeSet<usize> =
            members.iter().map(|&i| ends[i].0).collect();
        // The lines the point must be near: the strokes', and what they were closed onto.
        let mut fixed_sides = std::collections::BTreeSet::new();
        let mut passing = std::collections::BTreeSet::new();
        for &i in members {
            match onto[ends[i].0][ends[i].1] {
                Some(Target::Side(s)) => {
                    fixed_sides.insert(s);
                }
                Some(Target::Stroke(j)) if !strokes.contains(&j) => {
                    passing.insert(j);
                }
                _ => {}
            }
        }
        let constraint: Vec<&Line> = if fixed_sides.is_empty() {
            passing.iter().map(|&j| &lines[j]).collect()
        } else {
            fixed_sides.iter().map(|&s| &frame[s]).collect()
        };
        let all: Vec<&Line> = strokes
            .iter()
            .map(|&k| &lines[k])
            .chain(constraint.iter().copied())
            .collect();
        let mean = {
            let pts: Vec<[f64; 2]> = members.iter().map(|&i| seg[ends[i].0][ends[i].1]).collect();
            [
                pts.iter().map(|p| p[0]).sum::<f64>() / pts.len() as f64,
                pts.iter().map(|p| p[1]).sum::<f64>() / pts.len() as f64,
            ]
        };
        let mut p = least_squares_point(&all).unwrap_or(mean);
        if libm::hypot(p[0] - mean[0], p[1] - mean[1]) > tol {
            p = mean;
        }
        // Kept on the side or stroke closed onto (two sides: their corner).
        match constraint.as_slice() {
            [] => {}
            [l] => p = l.at(l.t(p)),
            [l, m, ..] => p = l.meet(m).unwrap_or_else(|| l.at(l.t(p))),
        }
        p = [p[0].clamp(0.0, w), p[1].clamp(0.0, h)];
        let mut moved = 0.0f64;
        for &i in members {
            let e = &mut seg[ends[i].0][ends[i].1];
            moved = moved.max(libm::hypot(e[0] - p[0], e[1] - p[1]));
            *e = p;
        }
        out.push((p, members.len(), moved));
    }
    out
}

/// The point nearest, in the least squares sense, to all `lines`; `None` when they are all
/// parallel.
fn least_squares_point(lines: &[&Line]) -> Option<[f64; 2]> {
    let (mut a, mut b, mut c, mut r0, mut r1) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for l in lines {
        let n = [-l.dir[1], l.dir[0]];
        let d = n[0] * l.point[0] + n[1] * l.point[1];
        a += n[0] * n[0];
        b += n[0] * n[1];
        c += n[1] * n[1];
        r0 += n[0] * d;
        r1 += n[1] * d;
    }
    let det = a * c - b * b;
    if det.abs() < 1e-6 * (a + c).max(1e-12) * (a + c).max(1e-12) {
        return None;
    }
    Some([(c * r0 - b * r1) / det, (a * r1 - b * r0) / det])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stroke(a: [f64; 2], b: [f64; 2]) -> Stroke {
        Stroke {
            a,
            b,
            line: Line::through(a, b),
            rms: 0.0,
            pieces: 1,
        }
    }

    /// On a 100 × 100 sheet: a horizontal stroke stopping 3 mm short of the left side and
    /// overshooting a vertical stroke by 4 mm; the vertical stroke from 2 mm below the top to
    /// the bottom edge. By hand: the horizontal one is extended to x = 0 (+3) and trimmed at
    /// x = 60 (−4); the vertical one is extended to y = 0 (+2); nothing is loose.
    #[test]
    fn gaps_and_overshoots_close() {
        let s = [
            stroke([3.0, 40.0], [64.0, 40.0]),
            stroke([60.0, 2.0], [60.0, 100.0]),
        ];
        let c = close(&s, 100.0, 100.0, 8.0);
        assert_eq!(c.segments[0], [[0.0, 40.0], [60.0, 40.0]]);
        assert_eq!(c.segments[1], [[60.0, 0.0], [60.0, 100.0]]);
        assert!(c.loose.is_empty());
        let along: Vec<f64> = c.corrections.iter().map(|k| k.along).collect();
        assert_eq!(along, vec![3.0, -4.0, 2.0]);
    }

    /// Three strokes that nearly meet at (50, 50) (a Y), each ending 2 to 3 mm from it, meet at
    /// exactly one point; a stroke ending 30 mm from anything is loose.
    #[test]
    fn near_meetings_become_one_point() {
        let s = [
            stroke([0.0, 50.0], [47.0, 50.0]),
            stroke([100.0, 0.0], [52.0, 48.0]),
            stroke([100.0, 100.0], [52.0, 52.0]),
            stroke([20.0, 80.0], [40.0, 80.0]),
        ];
        let c = close(&s, 100.0, 100.0, 8.0);
        let p = c.segments[0][1];
        assert_eq!(c.segments[1][1], p);
        assert_eq!(c.segments[2][1], p);
        assert!(libm::hypot(p[0] - 50.0, p[1] - 50.0) < 1.0, "{p:?}");
        assert_eq!(c.loose, vec![(3, 0), (3, 1)]);
    }

    /// A T-junction written on the 0.1 mm grid (issue 39, waterhole photo 2 of the benchmark: its
    /// stream ended on the track as closed, but 0.095 mm off it as written, and snap rounding
    /// at 0.1 mm left that gap: a region lost). The track closed from (0, 150.051) to
    /// (400, 170.051) is written (0, 150.1)–(400, 170.1); the stream's end closed on it at
    /// x = 199.9, y = 150.051 + 20 × 199.9 / 400 = 160.046, rounded alone (199.9, 160), is 0.095 mm
    /// below the written track (160.095 there). Written on the track: the foot of the
    /// perpendicular from (199.9, 160.046) onto the written track, (199.898, 160.095), to the
    /// grid, (199.9, 160.1): 0.005 mm from the track, within the grid cell snap rounding joins.
    #[test]
    fn t_junctions_are_written_on_the_line() {
        let closed = Closed {
            segments: vec![
                [[0.0, 150.051], [400.0, 170.051]],
                [[199.8, 110.1], [199.9, 150.051 + 20.0 * 199.9 / 400.0]],
            ],
            corrections: vec![],
            loose: vec![],
            meetings: vec![],
            maybe_one: vec![],
            onto: vec![
                [Some(Target::Side(3)), Some(Target::Side(1))],
                [None, Some(Target::Stroke(0))],
            ],
        };
        let g = closed.on_grid(0.1);
        let near =
            |p: [f64; 2], q: [f64; 2]| (p[0] - q[0]).abs() < 1e-9 && (p[1] - q[1]).abs() < 1e-9;
        assert!(
            near(g[0][0], [0.0, 150.1]) && near(g[0][1], [400.0, 170.1]),
            "{g:?}"
        );
        assert!(near(g[1][0], [199.8, 110.1]), "{g:?}");
        assert!(near(g[1][1], [199.9, 160.1]), "{g:?}");
    }

    #[test]
    fn clipping_to_the_frame() {
        assert_eq!(
            clip([-10.0, 5.0], [20.0, 5.0], 10.0, 10.0),
            Some([[0.0, 5.0], [10.0, 5.0]])
        );
        assert_eq!(clip([-10.0, 15.0], [20.0, 15.0], 10.0, 10.0), None);
    }
}
