//! The plane projective transformation (homography) between the photo and the sheet, and the
//! sheet resampled through it.
//!
//! The homography from four point correspondences is the direct linear transformation (DLT) of
//! Hartley & Zisserman, *Multiple View Geometry in Computer Vision* (2nd ed., 2004), §4.1 (with
//! `h33 = 1`: the 8 × 8 system of §4.1.2's inhomogeneous solution), on points normalised as in
//! §4.4.4 (centroid at the origin, mean distance √2) so that the system is well conditioned.

use super::Gray;

/// A homography `p ↦ H p` in homogeneous coordinates: `x' = (h0 x + h1 y + h2) / (h6 x + h7 y +
/// h8)`, `y' = (h3 x + h4 y + h5) / (…)`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Homography(pub [f64; 9]);

impl Homography {
    /// The homography taking `from[i]` to `to[i]` (four points each, no three in a line), by the
    /// normalised DLT; `None` when the points are degenerate.
    pub fn from_points(from: &[[f64; 2]; 4], to: &[[f64; 2]; 4]) -> Option<Homography> {
        let (tf, nf) = normalise(from);
        let (tt, nt) = normalise(to);
        // Rows: [x, y, 1, 0, 0, 0, -x X, -y X | X], [0, 0, 0, x, y, 1, -x Y, -y Y | Y].
        let mut m = [[0.0f64; 9]; 8];
        for i in 0..4 {
            let ([x, y], [u, v]) = (nf[i], nt[i]);
            m[2 * i] = [x, y, 1.0, 0.0, 0.0, 0.0, -x * u, -y * u, u];
            m[2 * i + 1] = [0.0, 0.0, 0.0, x, y, 1.0, -x * v, -y * v, v];
        }
        let h = solve8(m)?;
        let hn = Homography([h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1.0]);
        // Denormalise: H = T_to⁻¹ · Hn · T_from.
        let h = tt.inverse()?.then(&hn).then(&tf).scaled()?;
        // Degenerate points (three in a line) leave a singular or non-fitting solution.
        let scale = to
            .iter()
            .map(|p| p[0].abs().max(p[1].abs()))
            .fold(1.0, f64::max);
        for i in 0..4 {
            let q = h.apply(from[i])?;
            if (q[0] - to[i][0]).abs().max((q[1] - to[i][1]).abs()) > 1e-6 * scale {
                return None;
            }
        }
        h.inverse()?;
        Some(h)
    }

    /// The image of `p`; `None` on the line sent to infinity.
    pub fn apply(&self, p: [f64; 2]) -> Option<[f64; 2]> {
        let h = &self.0;
        let w = h[6] * p[0] + h[7] * p[1] + h[8];
        if w.abs() < 1e-12 {
            return None;
        }
        let q = [
            (h[0] * p[0] + h[1] * p[1] + h[2]) / w,
            (h[3] * p[0] + h[4] * p[1] + h[5]) / w,
        ];
        (q[0].is_finite() && q[1].is_finite()).then_some(q)
    }

    /// The inverse (the adjugate, scaled); `None` when singular.
    pub fn inverse(&self) -> Option<Homography> {
        let [a, b, c, d, e, f, g, h, i] = self.0;
        let adj = [
            e * i - f * h,
            c * h - b * i,
            b * f - c * e,
            f * g - d * i,
            a * i - c * g,
            c * d - a * f,
            d * h - e * g,
            b * g - a * h,
            a * e - b * d,
        ];
        let det = a * adj[0] + b * adj[3] + c * adj[6];
        if det.abs() < 1e-300 || !det.is_finite() {
            return None;
        }
        Homography(adj.map(|x| x / det)).scaled()
    }

    /// `self · other`: first `other`, then `self`.
    pub fn then(&self, other: &Homography) -> Homography {
        let (a, b) = (&self.0, &other.0);
        let mut m = [0.0; 9];
        for r in 0..3 {
            for c in 0..3 {
                m[3 * r + c] = (0..3).map(|k| a[3 * r + k] * b[3 * k + c]).sum();
            }
        }
        Homography(m)
    }

    /// The same map with its largest entry's magnitude 1 (the scale is free); `None` if not
    /// finite or zero.
    fn scaled(self) -> Option<Homography> {
        let m = self.0.iter().fold(0.0f64, |m, x| m.max(x.abs()));
        (m > 0.0 && m.is_finite()).then(|| Homography(self.0.map(|x| x / m)))
    }
}

/// Hartley's normalisation of `pts`: the similarity taking their centroid to the origin and
/// their mean distance from it to √2, and the points so moved.
fn normalise(pts: &[[f64; 2]; 4]) -> (Homography, [[f64; 2]; 4]) {
    let c = [
        pts.iter().map(|p| p[0]).sum::<f64>() / 4.0,
        pts.iter().map(|p| p[1]).sum::<f64>() / 4.0,
    ];
    let mean = pts
        .iter()
        .map(|p| libm::hypot(p[0] - c[0], p[1] - c[1]))
        .sum::<f64>()
        / 4.0;
    let s = if mean > 0.0 {
        core::f64::consts::SQRT_2 / mean
    } else {
        1.0
    };
    let t = Homography([s, 0.0, -s * c[0], 0.0, s, -s * c[1], 0.0, 0.0, 1.0]);
    (t, pts.map(|p| [s * (p[0] - c[0]), s * (p[1] - c[1])]))
}

/// Solves the 8 × 8 system `m` (each row 8 coefficients and the right-hand side) by Gaussian
/// elimination with partial pivoting; `None` when singular.
fn solve8(mut m: [[f64; 9]; 8]) -> Option<[f64; 8]> {
    for col in 0..8 {
        let piv = (col..8).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[piv][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, piv);
        let pivot = m[col];
        for (r, row) in m.iter_mut().enumerate() {
            if r != col {
                let f = row[col] / pivot[col];
                for (v, p) in row.iter_mut().zip(pivot).skip(col) {
                    *v -= f * p;
                }
            }
        }
    }
    let mut x = [0.0; 8];
    for (i, row) in m.iter().enumerate() {
        x[i] = row[8] / row[i];
    }
    x.iter().all(|v| v.is_finite()).then_some(x)
}

/// The sheet `w_mm × h_mm` resampled from `photo` at `px_per_mm`: pixel `(i, j)` of the result
/// is the photo's value (bilinear) at `to_sheet⁻¹((i + ½, j + ½) / px_per_mm)`, white where that
/// falls outside the photo. `None` when `to_sheet` is singular.
pub fn rectify(
    photo: &Gray,
    to_sheet: &Homography,
    w_mm: f64,
    h_mm: f64,
    px_per_mm: f64,
) -> Option<Gray> {
    let back = to_sheet.inverse()?;
    let (w, h) = (
        (libm::round(w_mm * px_per_mm) as usize).max(1),
        (libm::round(h_mm * px_per_mm) as usize).max(1),
    );
    let mut out = Gray::new(w, h, 1.0);
    for j in 0..h {
        for i in 0..w {
            let p = [(i as f64 + 0.5) / px_per_mm, (j as f64 + 0.5) / px_per_mm];
            if let Some(v) = back.apply(p).and_then(|q| photo.sample(q[0], q[1])) {
                out.data[j * w + i] = v;
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: [f64; 2], b: [f64; 2]) -> bool {
        (a[0] - b[0]).abs() < 1e-9 && (a[1] - b[1]).abs() < 1e-9
    }

    /// A pure scaling and shift: (x, y) ↦ (2x + 10, 3y − 5), checked at the corners and at a
    /// fifth point the DLT never saw.
    #[test]
    fn affine_map_is_recovered() {
        let from = [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];
        let to = [[10.0, -5.0], [12.0, -5.0], [12.0, -2.0], [10.0, -2.0]];
        let h = Homography::from_points(&from, &to).unwrap();
        for i in 0..4 {
            assert!(close(h.apply(from[i]).unwrap(), to[i]));
        }
        assert!(close(h.apply([0.5, 0.25]).unwrap(), [11.0, -4.25]));
    }

    /// A true perspective map: the unit square to the quadrilateral (0,0), (4,0), (3,2), (1,2)
    /// (a trapezoid, a rectangle seen tilted). Its centre (the diagonals' crossing) goes to the
    /// crossing of the image's diagonals, (2, 4/3): the diagonal (0,0)–(3,2) and (4,0)–(1,2)
    /// meet at x = 2, y = 4/3 (solving 2x/3 = 2(4 − x)/3 … by hand: t(3,2) = (4,0) + s(−3,2)
    /// gives t = s, 3t = 4 − 3t, t = 2/3).
    #[test]
    fn perspective_keeps_the_centre_on_the_diagonals() {
        let from = [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];
        let to = [[0.0, 0.0], [4.0, 0.0], [3.0, 2.0], [1.0, 2.0]];
        let h = Homography::from_points(&from, &to).unwrap();
        assert!(close(h.apply([0.5, 0.5]).unwrap(), [2.0, 4.0 / 3.0]));
        let back = h.inverse().unwrap();
        assert!(close(back.apply([2.0, 4.0 / 3.0]).unwrap(), [0.5, 0.5]));
        for i in 0..4 {
            assert!(close(back.apply(to[i]).unwrap(), from[i]));
        }
    }

    #[test]
    fn degenerate_points_give_none() {
        let from = [[0.0, 0.0], [1.0, 0.0], [2.0, 0.0], [0.0, 1.0]];
        let to = [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];
        assert!(Homography::from_points(&from, &to).is_none());
    }

    #[test]
    fn rectify_samples_through_the_inverse() {
        // A 4 × 4 photo, left half black; the sheet 2 × 2 mm is the whole photo at 1 px/mm.
        let mut g = Gray::new(4, 4, 1.0);
        for y in 0..4 {
            for x in 0..2 {
                g.data[y * 4 + x] = 0.0;
            }
        }
        let h = Homography::from_points(
            &[[0.0, 0.0], [4.0, 0.0], [4.0, 4.0], [0.0, 4.0]],
            &[[0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0]],
        )
        .unwrap();
        let r = rectify(&g, &h, 2.0, 2.0, 1.0).unwrap();
        // Pixel centre (0.5, 0.5) mm is photo (1, 1): between columns 0 and 1, both black.
        assert_eq!(r.at(0, 0), 0.0);
        // (1.5, 0.5) mm is photo (3, 1): between columns 2 and 3, both white.
        assert_eq!(r.at(1, 0), 1.0);
    }
}
