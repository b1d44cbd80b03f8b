//! The independent certificate check: disc centres against the region, in board units.
//!
//! Deliberately separate from the packing code (no shared geometry helpers beyond std): it reads
//! the `geo::Polygon` directly, so a bug in the normalisation or the optimiser cannot hide itself.

use super::{CertificateError, VERIFY_REL_TOL};
use geo::Polygon;

fn ring_points(ring: &geo::LineString<f64>) -> Vec<[f64; 2]> {
    ring.coords().map(|c| [c.x, c.y]).collect()
}

fn seg_dist(p: [f64; 2], a: [f64; 2], b: [f64; 2]) -> f64 {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let l2 = dx * dx + dy * dy;
    let t = if l2 > 0.0 {
        (((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (qx, qy) = (a[0] + t * dx, a[1] + t * dy);
    ((p[0] - qx).powi(2) + (p[1] - qy).powi(2)).sqrt()
}

/// How many float spacings of the largest coordinate (`f64::EPSILON · |coordinate|`) the
/// certificate check tolerates at least: the centres and the region's corners as given are each
/// rounded to the nearest `f64`, so a certificate exact in a region's local frame is off by up to
/// one spacing once written in board coordinates.
pub const COORD_SPACINGS: f64 = 2.0;

/// Checks a certificate with explicit radii (mixed packings): every disc `i` of radius
/// `radii[i]` lies in the region and no two discs overlap, within [`VERIFY_REL_TOL`] times
/// `tol_len` (or [`COORD_SPACINGS`] float spacings of the coordinates, when that is larger).
///
/// # Errors
/// The first violation found, as a [`CertificateError`].
pub fn verify_radii(
    region: &Polygon<f64>,
    centres: &[[f64; 2]],
    radii: &[f64],
    tol_len: f64,
) -> Result<(), CertificateError> {
    if centres.len() != radii.len() {
        return Err(CertificateError::Degenerate);
    }
    if centres.is_empty() {
        return Ok(());
    }
    if !(tol_len.is_finite() && tol_len > 0.0) {
        return Err(CertificateError::Degenerate);
    }
    let mut rings = vec![ring_points(region.exterior())];
    rings.extend(region.interiors().iter().map(ring_points));
    if rings
        .iter()
        .flatten()
        .any(|p| !p[0].is_finite() || !p[1].is_finite())
    {
        return Err(CertificateError::Degenerate);
    }
    // Check in a local frame (the first vertex at the origin): far from the origin the
    // differences below would otherwise cancel. The subtraction is exact for points near the
    // reference (Sterbenz), so what remains is the rounding of the coordinates as given, at most
    // half their spacing each: the tolerance is never below [`COORD_SPACINGS`] times that spacing
    // (1.2e-8 m at 2.6e7 m; 1e-13 mm on a sheet of paper, far below the relative tolerance).
    let reference = rings
        .first()
        .and_then(|r| r.first())
        .copied()
        .unwrap_or([0.0; 2]);
    let magnitude = rings
        .iter()
        .flatten()
        .chain(centres)
        .flatten()
        .filter(|v| v.is_finite())
        .fold(0.0f64, |m, v| m.max(v.abs()));
    let tol = (VERIFY_REL_TOL * tol_len).max(COORD_SPACINGS * f64::EPSILON * magnitude);
    let local = |p: [f64; 2]| [p[0] - reference[0], p[1] - reference[1]];
    for ring in &mut rings {
        for p in ring.iter_mut() {
            *p = local(*p);
        }
    }
    let centres: Vec<[f64; 2]> = centres.iter().map(|&p| local(p)).collect();
    let centres = centres.as_slice();
    for (i, (&p, &r)) in centres.iter().zip(radii).enumerate() {
        if !(p[0].is_finite() && p[1].is_finite() && r.is_finite() && r > 0.0) {
            return Err(CertificateError::NotFinite { index: i });
        }
        // even-odd crossing test over all rings
        let mut inside = false;
        let mut clearance = f64::INFINITY;
        for ring in &rings {
            let n = ring.len();
            for k in 0..n {
                let a = ring[k];
                let b = ring[(k + 1) % n];
                clearance = clearance.min(seg_dist(p, a, b));
                if (a[1] > p[1]) != (b[1] > p[1]) {
                    let x = a[0] + (p[1] - a[1]) / (b[1] - a[1]) * (b[0] - a[0]);
                    if p[0] < x {
                        inside = !inside;
                    }
                }
            }
        }
        if !inside && clearance > tol {
            return Err(CertificateError::Outside { index: i });
        }
        let signed = if inside { clearance } else { -clearance };
        if signed < r - tol {
            return Err(CertificateError::Outside { index: i });
        }
    }
    // pairwise: sweep along x
    let mut order: Vec<usize> = (0..centres.len()).collect();
    order.sort_by(|&a, &b| centres[a][0].total_cmp(&centres[b][0]));
    let rmax = radii.iter().fold(0.0f64, |m, &r| m.max(r));
    for (k, &i) in order.iter().enumerate() {
        for &j in &order[k + 1..] {
            if centres[j][0] - centres[i][0] > 2.0 * rmax {
                break;
            }
            let need = radii[i] + radii[j] - tol;
            let d2 =
                (centres[i][0] - centres[j][0]).powi(2) + (centres[i][1] - centres[j][1]).powi(2);
            if d2 < need * need {
                let (a, b) = if i < j { (i, j) } else { (j, i) };
                return Err(CertificateError::Overlap { a, b });
            }
        }
    }
    Ok(())
}
