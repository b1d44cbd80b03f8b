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
    overlaps(centres, radii, tol)
}

/// Most distinct radii [`overlaps`] sweeps class by class; past it, one sweep with the largest.
const MAX_RADIUS_CLASSES: usize = 8;

/// The pairwise part of [`verify_radii`]: the first pair of discs that overlap by more than
/// `tol`, as an error. Discs are grouped by radius (a mixed packing has two: lions and jackals)
/// and each group sorted along x. Within a group, each disc is compared with those in its own
/// and the eight neighbouring cells of a grid one diameter wide (a sweep along x when the
/// coordinates are too large for the grid's integer cells); across two groups, each disc of one
/// is compared with the other's discs within the sum of the radii along x (found by halving).
/// So a few lions among a hundred thousand small jackals cost a few windows, not a window of a
/// lion's diameter for every jackal, and a lattice column is not one long window: the single
/// sweep along x this replaces made one check quadratic and took minutes (issue 12, found on a
/// board with 0.25 mm jackals).
fn overlaps(centres: &[[f64; 2]], radii: &[f64], tol: f64) -> Result<(), CertificateError> {
    let overlap = |i: usize, j: usize| -> Result<(), CertificateError> {
        let need = radii[i] + radii[j] - tol;
        let d2 = (centres[i][0] - centres[j][0]).powi(2) + (centres[i][1] - centres[j][1]).powi(2);
        if d2 < need * need {
            let (a, b) = if i < j { (i, j) } else { (j, i) };
            return Err(CertificateError::Overlap { a, b });
        }
        Ok(())
    };
    // (radius, discs sorted along x); radii compared by their bits.
    let mut classes: Vec<(f64, Vec<usize>)> = Vec::new();
    for (i, &r) in radii.iter().enumerate() {
        match classes.iter_mut().find(|c| c.0.to_bits() == r.to_bits()) {
            Some(c) => c.1.push(i),
            None => classes.push((r, vec![i])),
        }
        if classes.len() > MAX_RADIUS_CLASSES {
            break;
        }
    }
    if classes.len() > MAX_RADIUS_CLASSES {
        let rmax = radii.iter().fold(0.0f64, |m, &r| m.max(r));
        classes = vec![(rmax, (0..centres.len()).collect())];
    }
    for c in &mut classes {
        c.1.sort_by(|&a, &b| centres[a][0].total_cmp(&centres[b][0]));
    }
    for (ci, (ra, a)) in classes.iter().enumerate() {
        // Within the class: every pair in neighbouring cells of a grid one diameter wide (two
        // discs closer than a diameter are at most one cell apart each way).
        let cell = 2.0 * ra;
        // Each disc's cell, when every cell index is an exact, small integer.
        let cells: Option<Vec<(i64, i64)>> = a
            .iter()
            .map(|&i| {
                let [x, y] = centres[i];
                let (x, y) = ((x / cell).floor(), (y / cell).floor());
                (x.abs() < 1e15 && y.abs() < 1e15).then_some((x as i64, y as i64))
            })
            .collect();
        if let Some(cells) = cells {
            let mut grid: std::collections::HashMap<(i64, i64), Vec<usize>> =
                std::collections::HashMap::with_capacity(a.len());
            for (&i, &c) in a.iter().zip(&cells) {
                grid.entry(c).or_default().push(i);
            }
            for (&i, &(x, y)) in a.iter().zip(&cells) {
                for dx in -1..=1 {
                    for dy in -1..=1 {
                        for &j in grid.get(&(x + dx, y + dy)).map_or(&[][..], |v| v) {
                            if j > i {
                                overlap(i, j)?;
                            }
                        }
                    }
                }
            }
        } else {
            // Coordinates too far out for the grid: every pair closer than a diameter along x.
            for (k, &i) in a.iter().enumerate() {
                for &j in &a[k + 1..] {
                    if centres[j][0] - centres[i][0] > cell {
                        break;
                    }
                    overlap(i, j)?;
                }
            }
        }
        // Against each later class: the window of the two radii along x.
        for (rb, b) in &classes[ci + 1..] {
            let reach = ra + rb;
            for &i in a {
                let x = centres[i][0];
                let start = b.partition_point(|&j| centres[j][0] < x - reach);
                for &j in &b[start..] {
                    if centres[j][0] > x + reach {
                        break;
                    }
                    overlap(i, j)?;
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Every pair compared: whether some two discs overlap by more than `tol`.
    fn any_overlap(centres: &[[f64; 2]], radii: &[f64], tol: f64) -> bool {
        (0..centres.len()).any(|i| {
            (i + 1..centres.len()).any(|j| {
                let need = radii[i] + radii[j] - tol;
                let d2 = (centres[i][0] - centres[j][0]).powi(2)
                    + (centres[i][1] - centres[j][1]).powi(2);
                d2 < need * need
            })
        })
    }

    #[test]
    fn a_lion_on_a_jackal_far_along_the_list_is_found() {
        // A 40 x 40 grid of discs of radius 0.5, one of radius 15 placed over the middle: the
        // overlap is across the two classes.
        let mut centres: Vec<[f64; 2]> = (0..40)
            .flat_map(|i| (0..40).map(move |j| [i as f64, j as f64]))
            .collect();
        let mut radii = vec![0.5; centres.len()];
        assert_eq!(overlaps(&centres, &radii, 1e-9), Ok(()));
        centres.insert(0, [20.5, 20.5]);
        radii.insert(0, 15.0);
        assert!(matches!(
            overlaps(&centres, &radii, 1e-9),
            Err(CertificateError::Overlap { a: 0, .. })
        ));
    }

    proptest! {
        /// The sweep by radius class and grid finds an overlap exactly when comparing every
        /// pair does: one to three radii (also more than MAX_RADIUS_CLASSES), discs near each
        /// other and across cell edges.
        #[test]
        fn overlaps_agree_with_every_pair(
            discs in proptest::collection::vec(((-20.0f64..20.0, -20.0f64..20.0), 0usize..3), 0..60),
            radius in proptest::sample::select(vec![[0.5, 3.0, 0.25], [1.0, 1.0, 1.0], [0.1, 7.0, 2.0]]),
            many_radii in any::<bool>(),
        ) {
            let centres: Vec<[f64; 2]> = discs.iter().map(|((x, y), _)| [*x, *y]).collect();
            let radii: Vec<f64> = discs
                .iter()
                .enumerate()
                .map(|(i, (_, c))| if many_radii { 0.1 + 0.05 * i as f64 } else { radius[*c] })
                .collect();
            let tol = 1e-9;
            prop_assert_eq!(overlaps(&centres, &radii, tol).is_err(), any_overlap(&centres, &radii, tol));
        }
    }
}
