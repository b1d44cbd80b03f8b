//! [`LatticeCentres`]: disc centres written as runs of a lattice, the compact certificate of a
//! count far above the pieces in play.
//!
//! A count marked `enough` comes from a fast lattice packing (see [`crate::capacity::pack_for`]):
//! its centres are points `origin + i·step + j·row_step` of one lattice, for integers `i`, `j`.
//! A row of such points is three integers `[j, i_from, i_to]`, so a region of 2 549 centres is
//! written in about 50 runs. The runs *are* the certificate: [`LatticeCentres::centres`] expands
//! them (exactly the arithmetic a reader does), and the verifier checks the expanded discs like
//! any list of centres ([`crate::capacity::verify()`]); nothing is trusted about how they were
//! found.

use super::Point;
use serde::{Deserialize, Serialize};

/// Most centres [`LatticeCentres::centres`] expands: a file asking for more is refused rather
/// than expanded (a region of ten million discs is far beyond any board; this keeps a hostile
/// file from exhausting memory).
pub const MAX_EXPANDED_CENTRES: usize = 10_000_000;

/// Disc centres given as runs of a lattice: for each run `[j, i_from, i_to]`, the points
/// `origin + i·step + j·row_step` for `i = i_from, i_from + 1, …, i_to`, runs in the order
/// written. Coordinates `[x, y]` in board units, y down.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "LatticeCentres")]
pub struct LatticeCentres {
    /// The lattice point `i = 0, j = 0`: `[x, y]` (as savanna writes it, the first centre).
    pub origin: Point,
    /// From point `(i, j)` to point `(i + 1, j)`: `[dx, dy]` (along a row).
    pub step: Point,
    /// From point `(i, j)` to point `(i, j + 1)`: `[dx, dy]` (to the next row).
    pub row_step: Point,
    /// `[j, i_from, i_to]`: row `j`, its points `i_from` to `i_to`, both included
    /// (`i_from <= i_to`).
    pub runs: Vec<[i64; 3]>,
}

impl LatticeCentres {
    /// Number of centres the runs give, `None` when a run is reversed (`i_to < i_from`) or the
    /// total exceeds [`MAX_EXPANDED_CENTRES`].
    pub fn count(&self) -> Option<usize> {
        let mut n: usize = 0;
        for &[_, a, b] in &self.runs {
            let len = b.checked_sub(a)?.checked_add(1)?;
            n = n.checked_add(usize::try_from(len).ok().filter(|&l| l > 0)?)?;
            if n > MAX_EXPANDED_CENTRES {
                return None;
            }
        }
        Some(n)
    }

    /// The centres, in run order: `origin[k] + i·step[k] + j·row_step[k]` for each coordinate
    /// `k`, each product and sum rounded once as `f64` arithmetic does (the same on every
    /// target). `None` as for [`count`](Self::count).
    ///
    /// ```
    /// use savanna::validated::LatticeCentres;
    /// let l = LatticeCentres {
    ///     origin: [10.0, 10.0], step: [20.0, 0.0], row_step: [10.0, 17.5],
    ///     runs: vec![[0, 0, 2], [1, -1, 0]],
    /// };
    /// assert_eq!(l.centres().unwrap(), vec![
    ///     [10.0, 10.0], [30.0, 10.0], [50.0, 10.0], [0.0, 27.5], [20.0, 27.5],
    /// ]);
    /// ```
    pub fn centres(&self) -> Option<Vec<Point>> {
        let n = self.count()?;
        let mut out = Vec::with_capacity(n);
        for &[j, a, b] in &self.runs {
            for i in a..=b {
                let (i, j) = (i as f64, j as f64);
                out.push([
                    self.origin[0] + i * self.step[0] + j * self.row_step[0],
                    self.origin[1] + i * self.step[1] + j * self.row_step[1],
                ]);
            }
        }
        Some(out)
    }

    /// The lattice through `centres`, when they are all points of one lattice (within
    /// `1e-9` of its shortest step, after a least-squares fit of origin and steps): the
    /// in-row step is the shortest difference of consecutive centres, the row step that to the
    /// centre nearest to a middle centre's row line off it; runs follow the order of `centres`.
    /// `None` for fewer than two centres, non-finite ones, or centres off every such lattice.
    /// The caller verifies the expansion ([`centres`](Self::centres)) before writing it.
    pub fn fit(centres: &[Point]) -> Option<LatticeCentres> {
        if centres.len() < 2 || centres.iter().flatten().any(|v| !v.is_finite()) {
            return None;
        }
        // The row step is looked for from a middle centre first: the rows next to the first
        // one may be empty (a corner, or jackals cleared around lions), and a step two rows
        // across would leave every other row off the lattice.
        [centres[centres.len() / 2], centres[0]]
            .into_iter()
            .find_map(|c0| Self::fit_from(centres, c0))
    }

    /// [`fit`](Self::fit) with the rough basis taken at `c0`.
    fn fit_from(centres: &[Point], c0: Point) -> Option<LatticeCentres> {
        let sub = |p: Point, q: Point| [p[0] - q[0], p[1] - q[1]];
        let len2 = |d: Point| d[0] * d[0] + d[1] * d[1];
        let a = centres
            .windows(2)
            .map(|w| sub(w[1], w[0]))
            .filter(|d| len2(*d) > 0.0)
            .min_by(|x, y| len2(*x).total_cmp(&len2(*y)))?;
        let la = len2(a).sqrt();
        let cross = |d: Point| (a[0] * d[1] - a[1] * d[0]) / la;
        let b = centres
            .iter()
            .map(|&p| sub(p, c0))
            .filter(|&d| cross(d).abs() > 0.1 * la)
            .min_by(|x, y| cross(*x).abs().total_cmp(&cross(*y).abs()))
            .unwrap_or([-a[1], a[0]]);
        // Reduced against the in-row step (one Gauss reduction step): the row step to the
        // nearest point of the next row, whichever centre of that row was found.
        let t = ((b[0] * a[0] + b[1] * a[1]) / len2(a)).round();
        let b = [b[0] - t * a[0], b[1] - t * a[1]];
        let det = a[0] * b[1] - a[1] * b[0];
        if det.abs() < 1e-6 * len2(a) {
            return None;
        }
        // Integer coordinates of every centre in the rough basis (a, b) from c0.
        let mut ij: Vec<[i64; 2]> = Vec::with_capacity(centres.len());
        for &p in centres {
            let d = sub(p, c0);
            let i = (d[0] * b[1] - d[1] * b[0]) / det;
            let j = (a[0] * d[1] - a[1] * d[0]) / det;
            let (ri, rj) = (i.round(), j.round());
            if (i - ri).abs() > 0.01 || (j - rj).abs() > 0.01 || ri.abs() > 1e9 || rj.abs() > 1e9 {
                return None;
            }
            ij.push([ri as i64, rj as i64]);
        }
        // Numbered from the first centre: the origin is (the fitted) first centre.
        let first = ij[0];
        for v in &mut ij {
            *v = [v[0] - first[0], v[1] - first[1]];
        }
        // Least squares: p = origin + i·step + j·row_step, centred sums (no cancellation).
        let n = centres.len() as f64;
        let mean = |f: &dyn Fn(usize) -> f64| (0..centres.len()).map(f).sum::<f64>() / n;
        let (mi, mj) = (mean(&|k| ij[k][0] as f64), mean(&|k| ij[k][1] as f64));
        let (mut sii, mut sij, mut sjj) = (0.0, 0.0, 0.0);
        let (mut six, mut sjx) = ([0.0; 2], [0.0; 2]);
        let mx = [
            mean(&|k| centres[k][0] - c0[0]),
            mean(&|k| centres[k][1] - c0[1]),
        ];
        for (k, &[i, j]) in ij.iter().enumerate() {
            let (di, dj) = (i as f64 - mi, j as f64 - mj);
            sii += di * di;
            sij += di * dj;
            sjj += dj * dj;
            for c in 0..2 {
                let dx = centres[k][c] - c0[c] - mx[c];
                six[c] += di * dx;
                sjx[c] += dj * dx;
            }
        }
        let m = sii * sjj - sij * sij;
        let (step, row_step) = if m > 0.0 {
            let s = |c: usize| (six[c] * sjj - sjx[c] * sij) / m;
            let r = |c: usize| (sjx[c] * sii - six[c] * sij) / m;
            ([s(0), s(1)], [r(0), r(1)])
        } else {
            (a, b)
        };
        let origin = [
            c0[0] + mx[0] - mi * step[0] - mj * row_step[0],
            c0[1] + mx[1] - mi * step[1] - mj * row_step[1],
        ];
        let mut runs: Vec<[i64; 3]> = Vec::new();
        for &[i, j] in &ij {
            match runs.last_mut() {
                Some(r) if r[0] == j && r[2] + 1 == i => r[2] = i,
                _ => runs.push([j, i, i]),
            }
        }
        let l = LatticeCentres {
            origin,
            step,
            row_step,
            runs,
        };
        let tol = 1e-9 * len2(step).sqrt().min(len2(row_step).sqrt());
        let back = l.centres()?;
        let close = back
            .iter()
            .zip(centres)
            .all(|(p, q)| libm::hypot(p[0] - q[0], p[1] - q[1]) <= tol);
        close.then_some(l)
    }
}

impl super::RoundNumbers for LatticeCentres {
    /// Nothing: origin and steps are points, written exactly (the expansion must not move).
    fn round_numbers(&mut self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexagonal_rows_fit_and_expand_back() {
        // Rows of 5, 4, 5 discs of diameter 20, hexagonal: row step (10, 17.32...).
        let h = 20.0 * 3f64.sqrt() / 2.0;
        let mut cs = Vec::new();
        for j in 0..3 {
            let n = if j % 2 == 0 { 5 } else { 4 };
            for i in 0..n {
                let x = 10.0 + 20.0 * i as f64 + if j % 2 == 1 { 10.0 } else { 0.0 };
                cs.push([x, 10.0 + h * j as f64]);
            }
        }
        let l = LatticeCentres::fit(&cs).expect("a lattice");
        assert_eq!(l.count(), Some(14));
        // Three rows, one run each.
        assert_eq!(l.runs.len(), 3);
        for (p, q) in l.centres().unwrap().iter().zip(&cs) {
            assert!((p[0] - q[0]).abs() < 1e-12 && (p[1] - q[1]).abs() < 1e-12);
        }
    }

    #[test]
    fn a_gap_splits_a_run_and_a_stray_point_is_no_lattice() {
        let cs = [[0.0, 0.0], [1.0, 0.0], [3.0, 0.0], [0.0, 1.0]];
        let l = LatticeCentres::fit(&cs).unwrap();
        assert_eq!(l.runs, vec![[0, 0, 1], [0, 3, 3], [1, 0, 0]]);
        // Three points always span a lattice; here the shortest step, 0.3 along the second
        // row, does not divide the first row's step of 1: no lattice holds them all.
        let stray = [[0.0, 0.0], [1.0, 0.0], [2.0, 0.0], [0.0, 1.0], [0.3, 1.0]];
        assert!(LatticeCentres::fit(&stray).is_none());
        assert!(LatticeCentres::fit(&[[0.0, 0.0]]).is_none());
    }

    #[test]
    fn reversed_or_huge_runs_are_refused() {
        let l = |runs| LatticeCentres {
            origin: [0.0; 2],
            step: [1.0, 0.0],
            row_step: [0.0, 1.0],
            runs,
        };
        assert_eq!(l(vec![[0, 3, 2]]).count(), None);
        assert_eq!(l(vec![[0, 0, i64::MAX]]).count(), None);
        assert_eq!(l(vec![[0, i64::MIN, i64::MAX]]).centres(), None);
        assert_eq!(l(vec![[0, -2, 2]]).count(), Some(5));
    }
}
