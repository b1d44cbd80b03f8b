//! Strokes: the straight pieces found on the sheet grouped into the lines the person drew.
//!
//! Two groups of pieces are merged when their lines agree in direction (within
//! [`MERGE_ANGLE_DEG`]), each lies within [`MERGE_OFFSET_MM`] of the other's line, the gap between
//! them along the line is at most [`MERGE_GAP_MM`] (a crossing line, a lighter stretch of pencil),
//! and the merged stroke is still straight (every point within [`MAX_DEVIATION_MM`] of its line);
//! the closest pairs first. Each stroke is the total least squares line of its points (the
//! principal axis of their scatter: K. Pearson, "On lines and planes of closest fit to systems of
//! points in space", Phil. Mag. 2(11), 1901; Golub & Van Loan, *Matrix Computations*, §6.3),
//! from the first to the last point's projection.

use super::line::{Line, fit_line};
use super::segments::Piece;

/// Pieces whose directions differ by more than this are never one stroke, degrees.
pub const MERGE_ANGLE_DEG: f64 = 6.0;

/// How far a piece may lie from another's line and still continue it, mm.
pub const MERGE_OFFSET_MM: f64 = 2.0;

/// The longest gap along a stroke that merging bridges, mm.
pub const MERGE_GAP_MM: f64 = 20.0;

/// A merged stroke's points lie within this of its line, mm (hand wobble).
pub const MAX_DEVIATION_MM: f64 = 2.5;

/// A stroke whose points deviate from its line by more than this root mean square is reported as
/// too curved to be a line, mm.
pub const CURVED_RMS_MM: f64 = 0.8;

/// A stroke whose points lie farther than this root mean square from its line is writing (a
/// name's letters along their baseline), not a line, mm; so is one shorter than 50 mm gathered
/// from three pieces or more.
pub const WRITING_RMS_MM: f64 = 1.0;

/// A drawn stroke: a straight line from `a` to `b` (mm on the sheet).
#[derive(Debug, Clone, PartialEq)]
pub struct Stroke {
    /// One end.
    pub a: [f64; 2],
    /// The other end.
    pub b: [f64; 2],
    /// Its total least squares line.
    pub line: Line,
    /// Root mean square distance of its points from the line, mm.
    pub rms: f64,
    /// How many pieces it was merged from.
    pub pieces: usize,
}

impl Stroke {
    /// The stroke with every length multiplied by `k` (its ends, its line's point, its rms), as
    /// on a drawing `k` times larger.
    pub fn scaled(&self, k: f64) -> Stroke {
        Stroke {
            a: self.a.map(|v| v * k),
            b: self.b.map(|v| v * k),
            line: Line {
                point: self.line.point.map(|v| v * k),
                dir: self.line.dir,
            },
            rms: self.rms * k,
            pieces: self.pieces,
        }
    }

    /// Its length, mm.
    pub fn length(&self) -> f64 {
        libm::hypot(self.b[0] - self.a[0], self.b[1] - self.a[1])
    }
}

/// The strokes of a drawing, and how many marks were too short to be lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Grouped {
    /// The strokes, longest first.
    pub strokes: Vec<Stroke>,
    /// Strokes shorter than [`min_length_mm`], lying along the sheet's edge or looking like
    /// writing ([`WRITING_RMS_MM`]), left out (names, smudges, the sheet's own edge).
    pub ignored: usize,
}

/// The shortest stroke kept on a `w × h` mm sheet: 15 mm, or 5 % of the shorter side if more.
pub fn min_length_mm(w: f64, h: f64) -> f64 {
    (0.05 * w.min(h)).max(15.0)
}

struct Group {
    points: Vec<[f64; 2]>,
    line: Line,
    lo: f64,
    hi: f64,
    pieces: usize,
}

impl Group {
    fn of(points: Vec<[f64; 2]>, pieces: usize) -> Option<Group> {
        let line = fit_line(&points)?;
        let (lo, hi) = line.extent(&points);
        Some(Group {
            points,
            line,
            lo,
            hi,
            pieces,
        })
    }
    fn ends(&self) -> [[f64; 2]; 2] {
        [self.line.at(self.lo), self.line.at(self.hi)]
    }
    fn max_dev(&self) -> f64 {
        self.points
            .iter()
            .map(|&p| self.line.dist(p))
            .fold(0.0, f64::max)
    }
}

/// The gap along `a`'s line between groups `a` and `b` if they may continue each other (see the
/// module documentation); `None` if not.
fn gap(a: &Group, b: &Group) -> Option<f64> {
    if a.line.parallel(&b.line) < libm::cos(MERGE_ANGLE_DEG.to_radians()) {
        return None;
    }
    let (ea, eb) = (a.ends(), b.ends());
    if eb.iter().any(|&p| a.line.dist(p) > MERGE_OFFSET_MM)
        || ea.iter().any(|&p| b.line.dist(p) > MERGE_OFFSET_MM)
    {
        return None;
    }
    let (t0, t1) = {
        let (u, v) = (a.line.t(eb[0]), a.line.t(eb[1]));
        (u.min(v), u.max(v))
    };
    let g = (t0 - a.hi).max(a.lo - t1).max(0.0);
    (g <= MERGE_GAP_MM).then_some(g)
}

/// Groups `pieces` into strokes on a `w × h` mm sheet (see the module documentation).
pub fn group(pieces: &[Piece], w: f64, h: f64) -> Grouped {
    let writing = pieces.iter().filter(|p| p.cluttered).count();
    let mut groups: Vec<Group> = pieces
        .iter()
        .filter(|p| !p.cluttered)
        .filter_map(|p| Group::of(p.points.clone(), 1))
        .collect();
    // Pairs whose merge was refused (not straight enough), until the next merge renumbers.
    let mut refused = std::collections::BTreeSet::new();
    loop {
        let mut best: Option<(f64, usize, usize)> = None;
        for i in 0..groups.len() {
            for j in i + 1..groups.len() {
                if refused.contains(&(i, j)) {
                    continue;
                }
                if let Some(g) = gap(&groups[i], &groups[j])
                    && best.is_none_or(|b| g < b.0)
                {
                    best = Some((g, i, j));
                }
            }
        }
        let Some((_, i, j)) = best else { break };
        let mut pts = groups[i].points.clone();
        pts.extend_from_slice(&groups[j].points);
        match Group::of(pts, groups[i].pieces + groups[j].pieces) {
            Some(m) if m.max_dev() <= MAX_DEVIATION_MM => {
                groups[i] = m;
                groups.remove(j);
                refused.clear();
            }
            _ => {
                refused.insert((i, j));
            }
        }
    }
    let min_len = min_length_mm(w, h);
    let mut ignored = writing;
    let mut strokes = Vec::new();
    for g in groups {
        let [a, b] = g.ends();
        let len = g.hi - g.lo;
        // Along the sheet's edge: both ends within 4 mm of one side, the line nearly parallel.
        let along_edge = [
            (a[1] < 4.0 && b[1] < 4.0),
            (a[1] > h - 4.0 && b[1] > h - 4.0),
            (a[0] < 4.0 && b[0] < 4.0),
            (a[0] > w - 4.0 && b[0] > w - 4.0),
        ]
        .iter()
        .any(|&e| e);
        let rms = libm::sqrt(
            g.points
                .iter()
                .map(|&p| g.line.dist(p).powi(2))
                .sum::<f64>()
                / g.points.len() as f64,
        );
        // Writing: short strokes gathered from many pieces, or points spread across the line.
        let writing = rms > WRITING_RMS_MM || (len < 50.0 && g.pieces >= 3);
        if len < min_len || along_edge || writing {
            ignored += 1;
            continue;
        }
        let rms = libm::sqrt(
            g.points
                .iter()
                .map(|&p| g.line.dist(p).powi(2))
                .sum::<f64>()
                / g.points.len() as f64,
        );
        strokes.push(Stroke {
            a,
            b,
            line: g.line,
            rms,
            pieces: g.pieces,
        });
    }
    strokes.sort_by(|x, y| {
        y.length()
            .total_cmp(&x.length())
            .then(x.a[0].total_cmp(&y.a[0]))
            .then(x.a[1].total_cmp(&y.a[1]))
    });
    Grouped { strokes, ignored }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(a: [f64; 2], b: [f64; 2]) -> Piece {
        let points: Vec<[f64; 2]> = (0..=40)
            .map(|i| {
                let t = i as f64 / 40.0;
                [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
            })
            .collect();
        Piece {
            line: fit_line(&points).unwrap(),
            points,
            cluttered: false,
        }
    }

    /// Two collinear pieces with a 10 mm gap (a crossing) become one stroke; a parallel piece
    /// 5 mm off and a crossing one stay apart (three strokes); a 5 mm scrap is left out.
    #[test]
    fn collinear_pieces_merge() {
        let ps = [
            piece([10.0, 50.0], [90.0, 50.0]),
            piece([100.0, 50.3], [190.0, 50.0]),
            piece([10.0, 55.0], [80.0, 55.0]),
            piece([95.0, 10.0], [95.0, 90.0]),
            piece([150.0, 80.0], [155.0, 80.0]),
        ];
        let g = group(&ps, 200.0, 100.0);
        assert_eq!(g.strokes.len(), 3);
        assert_eq!(g.ignored, 1);
        let s = &g.strokes[0];
        assert_eq!(s.pieces, 2);
        assert!((s.length() - 180.0).abs() < 0.1, "{}", s.length());
    }
}
