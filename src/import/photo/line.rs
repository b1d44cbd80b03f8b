//! Straight lines in the plane, and the total least squares line of a set of points (the
//! principal axis of their scatter: K. Pearson, "On lines and planes of closest fit to systems of
//! points in space", Phil. Mag. 2(11), 1901; Golub & Van Loan, *Matrix Computations*, §6.3).

/// A line in the plane: a point on it and a unit direction.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Line {
    /// A point on the line (for a fitted line, the centroid of its points).
    pub point: [f64; 2],
    /// Unit direction.
    pub dir: [f64; 2],
}

impl Line {
    /// The line through `a` and `b` (`a ≠ b`; else along x).
    pub fn through(a: [f64; 2], b: [f64; 2]) -> Line {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let n = libm::hypot(dx, dy);
        let dir = if n > 0.0 {
            [dx / n, dy / n]
        } else {
            [1.0, 0.0]
        };
        Line { point: a, dir }
    }

    /// The signed position of `p`'s projection along the line from [`Line::point`].
    pub fn t(&self, p: [f64; 2]) -> f64 {
        (p[0] - self.point[0]) * self.dir[0] + (p[1] - self.point[1]) * self.dir[1]
    }

    /// The point at position `t`.
    pub fn at(&self, t: f64) -> [f64; 2] {
        [
            self.point[0] + t * self.dir[0],
            self.point[1] + t * self.dir[1],
        ]
    }

    /// The distance from `p` to the line.
    pub fn dist(&self, p: [f64; 2]) -> f64 {
        ((p[0] - self.point[0]) * self.dir[1] - (p[1] - self.point[1]) * self.dir[0]).abs()
    }

    /// Where the two lines cross; `None` when they are parallel (directions within 1e-9).
    pub fn meet(&self, o: &Line) -> Option<[f64; 2]> {
        let den = self.dir[0] * o.dir[1] - self.dir[1] * o.dir[0];
        if den.abs() < 1e-9 {
            return None;
        }
        let (dx, dy) = (o.point[0] - self.point[0], o.point[1] - self.point[1]);
        let t = (dx * o.dir[1] - dy * o.dir[0]) / den;
        Some(self.at(t))
    }

    /// The least and greatest position of `pts` along the line.
    pub fn extent(&self, pts: &[[f64; 2]]) -> (f64, f64) {
        pts.iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &p| {
                let t = self.t(p);
                (lo.min(t), hi.max(t))
            })
    }

    /// |cos| of the angle between the two lines (1: parallel).
    pub fn parallel(&self, o: &Line) -> f64 {
        (self.dir[0] * o.dir[0] + self.dir[1] * o.dir[1]).abs()
    }
}

/// The total least squares line of `pts`: through their centroid, along the principal axis of
/// their scatter (direction `θ = ½·atan2(2 Sxy, Sxx − Syy)`); `None` for fewer than two distinct
/// points.
pub fn fit_line(pts: &[[f64; 2]]) -> Option<Line> {
    if pts.len() < 2 {
        return None;
    }
    let n = pts.len() as f64;
    let c = [
        pts.iter().map(|p| p[0]).sum::<f64>() / n,
        pts.iter().map(|p| p[1]).sum::<f64>() / n,
    ];
    let (mut sxx, mut sxy, mut syy) = (0.0, 0.0, 0.0);
    for p in pts {
        let (dx, dy) = (p[0] - c[0], p[1] - c[1]);
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
    }
    if sxx + syy <= 0.0 {
        return None;
    }
    let theta = 0.5 * libm::atan2(2.0 * sxy, sxx - syy);
    Some(Line {
        point: c,
        dir: [libm::cos(theta), libm::sin(theta)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Points on y = 2x + 1 offset ±0.1 across it in the Thue–Morse order (+ − − + − + + −): the
    /// offsets sum to 0 and are uncorrelated with the position along the line (0 − 1 − 2 + 3 −
    /// 4 + 5 + 6 − 7 = 0), so the fit is the line itself.
    #[test]
    fn total_least_squares_recovers_a_line() {
        let n = libm::sqrt(5.0);
        let normal = [-2.0 / n, 1.0 / n];
        let signs = [1.0, -1.0, -1.0, 1.0, -1.0, 1.0, 1.0, -1.0];
        let pts: Vec<[f64; 2]> = (0..8)
            .map(|i| {
                let x = i as f64;
                let o = 0.1 * signs[i];
                [x + o * normal[0], 2.0 * x + 1.0 + o * normal[1]]
            })
            .collect();
        let l = fit_line(&pts).unwrap();
        assert!((l.dir[1] / l.dir[0] - 2.0).abs() < 1e-9);
        assert!(l.dist([0.0, 1.0]) < 1e-9);
        assert!(fit_line(&[[1.0, 1.0], [1.0, 1.0]]).is_none());
    }
}
