//! The sheet's true size: given, turned to the photo's orientation, or recognised from the
//! aspect ratio of the rectangle seen in perspective.

use super::SheetSize;

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
                        "size assumed: {} {way}, {}: the sheet's measured ratio {r:.3} is {}",
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

#[cfg(test)]
mod tests {
    use super::*;

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
