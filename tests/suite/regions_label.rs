//! The label search (pole of inaccessibility) on thin regions (issue 11.2): a region whose
//! bounding box is not thin but which is itself thin kept every quadtree cell along it alive
//! until the cells were as narrow as the region (minutes and gigabytes for a 1e-6 mm sliver). The
//! search now has a cell budget, so its cost is bounded by the region's vertex count, and it still
//! finds a point inside with a proven bound on the widest disc.

use geo::{LineString, Polygon};
use proptest::prelude::*;
use savanna::regions::{Label, MAX_LABEL_CELLS, label};

fn triangle(p: [[f64; 2]; 3]) -> Polygon<f64> {
    Polygon::new(LineString::from(p.to_vec()), vec![])
}

/// The inradius of a triangle: twice its area over its perimeter (exact formula).
fn inradius(p: [[f64; 2]; 3]) -> (f64, f64) {
    let d = |a: [f64; 2], b: [f64; 2]| (a[0] - b[0]).hypot(a[1] - b[1]);
    let per = d(p[0], p[1]) + d(p[1], p[2]) + d(p[2], p[0]);
    let area = 0.5
        * ((p[1][0] - p[0][0]) * (p[2][1] - p[0][1]) - (p[1][1] - p[0][1]) * (p[2][0] - p[0][0]))
            .abs();
    (2.0 * area / per, area)
}

/// The search's promises on a triangle: within the cell budget, a point no farther from the
/// boundary than the inradius and no nearer than the inradius minus the search's precision, and
/// a bound at least the inradius.
fn check(p: [[f64; 2]; 3], pitch: f64) -> Result<Label, TestCaseError> {
    let (r, area) = inradius(p);
    let l = label(&triangle(p), area, pitch).expect("a label");
    // The initial cover has at most MAX_LABEL_ASPECT + 1 cells, each split adds 4.
    prop_assert!(l.cells <= MAX_LABEL_CELLS + 105, "{} cells", l.cells);
    let slack = 1e-9 * p.iter().flatten().fold(1.0f64, |m, v| m.max(v.abs()));
    let tol = (area.sqrt() * savanna::regions::LABEL_PRECISION).max(pitch);
    prop_assert!(
        l.clearance <= r + slack,
        "clearance {} above the inradius {}",
        l.clearance,
        r
    );
    prop_assert!(
        l.clearance >= (r - tol).min(0.5 * r) - slack,
        "clearance {} far below the inradius {} (precision {})",
        l.clearance,
        r,
        tol
    );
    prop_assert!(
        l.clearance_bound >= r - slack,
        "bound {} below the inradius {}",
        l.clearance_bound,
        r
    );
    Ok(l)
}

/// Issue 11.2's region: the triangle (30, 30), (150, 35.000002), (270, 40), 2e-6 mm thick at its
/// middle, 240 mm long, bounding box 240 x 10 mm.
#[test]
fn the_issue_sliver_is_labelled_within_the_budget() {
    let p = [[30.0, 30.0], [150.0, 35.000002], [270.0, 40.0]];
    let l = check(p, 1e-6).unwrap();
    assert!(l.cells <= MAX_LABEL_CELLS + 105);
    // The widest disc in it is about a micrometre across; the bound is at most the radius of a
    // disc of the region's area (2.4e-4 mm²: 0.0087 mm), far below any piece.
    assert!(l.clearance_bound <= 0.0088, "bound {}", l.clearance_bound);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Slivers at random angles, lengths, thicknesses (1e-9 to 1 of the length) and places: the
    /// search stays within its cell budget (counted, never timed) and keeps its promises.
    #[test]
    fn slivers_at_any_angle_stay_within_the_cell_budget(
        c in [-1000.0f64..1000.0, -1000.0f64..1000.0],
        len in 1.0f64..500.0,
        angle in 0.0f64..std::f64::consts::PI,
        thin in -9.0f64..0.0,
        along in 0.05f64..0.95,
    ) {
        let (s, co) = angle.sin_cos();
        let a = [c[0] - 0.5 * len * co, c[1] - 0.5 * len * s];
        let b = [c[0] + 0.5 * len * co, c[1] + 0.5 * len * s];
        let t = len * 10f64.powf(thin);
        let m = [a[0] + along * (b[0] - a[0]) - t * s, a[1] + along * (b[1] - a[1]) + t * co];
        prop_assume!(inradius([a, m, b]).1 > 0.0);
        check([a, m, b], 1e-6)?;
    }

    /// Ordinary (fat) triangles are unaffected: the search converges before the budget.
    #[test]
    fn fat_triangles_converge(
        p in [[0.0f64..100.0, 0.0f64..100.0], [0.0f64..100.0, 0.0f64..100.0], [0.0f64..100.0, 0.0f64..100.0]],
    ) {
        let (r, _) = inradius(p);
        prop_assume!(r > 1.0);
        let l = check(p, 1e-6)?;
        prop_assert!(l.cells < MAX_LABEL_CELLS, "{} cells for a triangle of inradius {}", l.cells, r);
    }
}

/// The exact label of a convex region (issue 12.4: the linear program over the edges' half-planes
/// replaced the quadtree search for convex regions). Hand-computed optima: a square's centre, a
/// strip's midpoint, a regular hexagon's centre with its apothem.
#[test]
fn convex_labels_are_the_exact_poles() {
    use savanna::regions::label::convex_label;
    let sq = convex_label(&[[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]]).unwrap();
    assert_eq!(sq.point, [5.0, 5.0]);
    assert!((sq.clearance - 5.0).abs() < 1e-12 && sq.clearance_bound >= 5.0);
    // A 100 x 20 strip, clockwise, with a collinear vertex where a line ends on its edge: the
    // widest discs (radius 10) have centres from (10, 10) to (90, 10); the label is the middle.
    let strip = [
        [0.0, 0.0],
        [0.0, 20.0],
        [100.0, 20.0],
        [100.0, 0.0],
        [30.0, 0.0],
    ];
    let l = convex_label(&strip).unwrap();
    assert!(
        (l.point[0] - 50.0).abs() < 1e-9 && (l.point[1] - 10.0).abs() < 1e-9,
        "{:?}",
        l
    );
    assert!((l.clearance - 10.0).abs() < 1e-9);
    // Regular hexagon of circumradius 2 centred at (3, 4): apothem √3.
    let hex: Vec<[f64; 2]> = (0..6)
        .map(|k| {
            let t = std::f64::consts::PI / 3.0 * k as f64;
            [3.0 + 2.0 * t.cos(), 4.0 + 2.0 * t.sin()]
        })
        .collect();
    let h = convex_label(&hex).unwrap();
    assert!((h.point[0] - 3.0).abs() < 1e-9 && (h.point[1] - 4.0).abs() < 1e-9);
    assert!((h.clearance - 3f64.sqrt()).abs() < 1e-9);
    // Degenerate rings have no label.
    assert!(convex_label(&[[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]).is_none());
    assert!(convex_label(&[[0.0, 0.0], [1.0, 0.0]]).is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// On convex polygons (convex hulls of random points), the exact label is at least as far from
    /// the boundary as the quadtree search's, never farther than the search's proven bound, and
    /// its own bound holds its clearance: the two algorithms agree on the widest disc.
    #[test]
    fn convex_label_agrees_with_the_quadtree_search(
        pts in proptest::collection::vec((0.0f64..100.0, 0.0f64..100.0), 3..14)
    ) {
        use geo::{ConvexHull, MultiPoint, Area};
        use savanna::regions::label::convex_label;
        let mp: MultiPoint<f64> = pts.iter().map(|&(x, y)| geo::Point::new(x, y)).collect();
        let hull = mp.convex_hull();
        let area = hull.unsigned_area();
        prop_assume!(area > 1.0);
        let ring: Vec<[f64; 2]> = hull.exterior().0.iter().take(hull.exterior().0.len() - 1)
            .map(|c| [c.x, c.y]).collect();
        prop_assume!(ring.len() >= 3);
        let exact = convex_label(&ring).expect("a convex label");
        let quad = label(&hull, area, 1e-9).expect("a label");
        let slack = 1e-9 * 100.0;
        prop_assert!(exact.clearance >= quad.clearance - slack,
            "exact {} below the search's {}", exact.clearance, quad.clearance);
        prop_assert!(exact.clearance <= quad.clearance_bound + slack,
            "exact {} above the search's bound {}", exact.clearance, quad.clearance_bound);
        prop_assert!(exact.clearance_bound >= exact.clearance);
        prop_assert!(exact.clearance_bound <= exact.clearance + slack);
    }
}

/// The exact label of a non-convex region from its medial axis (issue 12.4: it replaced the
/// quadtree search for regions of up to `MAX_MEDIAL_SITES` edges and reflex vertices).
/// Hand-computed optima, one for each kind of medial-axis vertex:
#[test]
fn medial_labels_are_the_exact_poles() {
    use savanna::regions::medial::medial_label;
    let near = |a: [f64; 2], b: [f64; 2]| (a[0] - b[0]).abs() < 1e-9 && (a[1] - b[1]).abs() < 1e-9;
    // Two edges and a reflex vertex: a 10 x 2 strip with a 1 x 0.5 bump on top over x in 6..7.
    // The disc touching the bottom and the bump's two reflex corners (6, 2), (7, 2) has its
    // centre at (6.5, r) with 0.25 + (2 − r)² = r², r = 4.25 / 4 = 1.0625, wider than the
    // strip's 1; the bump's top (2.5 − r = 1.44) and sides (nearest points (6, 2), (7, 2)) stay
    // clear.
    let bump = vec![
        [0.0, 0.0],
        [10.0, 0.0],
        [10.0, 2.0],
        [7.0, 2.0],
        [7.0, 2.5],
        [6.0, 2.5],
        [6.0, 2.0],
        [0.0, 2.0],
    ];
    let l = medial_label(&bump, &[]).unwrap();
    assert!(near(l.point, [6.5, 1.0625]), "{:?}", l);
    assert!((l.clearance - 1.0625).abs() < 1e-12 && l.clearance_bound >= 1.0625);
    // Two plateaus of discs of radius 1 in the same strip with a 1 x 0.5 notch down from the top
    // over x in 5..6: centres (x, 1) stay √0.75 clear of the notch's corners (5, 1.5), (6, 1.5),
    // so x runs over 1..5 − √0.75 and 6 + √0.75..9. The label is the middle of the longer.
    let notch = vec![
        [0.0, 0.0],
        [10.0, 0.0],
        [10.0, 2.0],
        [6.0, 2.0],
        [6.0, 1.5],
        [5.0, 1.5],
        [5.0, 2.0],
        [0.0, 2.0],
    ];
    let l = medial_label(&notch, &[]).unwrap();
    let end = 5.0 - 0.75f64.sqrt();
    assert!(near(l.point, [0.5 * (1.0 + end), 1.0]), "{:?}", l);
    assert!((l.clearance - 1.0).abs() < 1e-12);
    // Three vertices and a hole: the 10 x 10 square around the hole 4..6 x 4..6 (clockwise).
    // The widest discs sit in the four corners, touching two sides and the hole's nearest
    // corner: centre (10 − t, 10 − t) with √2 (4 − t) = t, t = 4 (2 − √2); the middle of the
    // four is in the hole, so the label is the one first in reading order (least y, then x).
    let outer = vec![[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]];
    let hole = vec![[4.0, 4.0], [4.0, 6.0], [6.0, 6.0], [6.0, 4.0]];
    let l = medial_label(&outer, &[hole]).unwrap();
    let t = 4.0 * (2.0 - 2f64.sqrt());
    assert!((l.clearance - t).abs() < 1e-12, "{:?}", l);
    assert!(near(l.point, [t, t]), "{:?}", l);
    // Three reflex vertices: a triangle with each side pushed in by a notch; the widest disc
    // passes through the three notch tips.
    let tip = |k: f64| {
        let a = std::f64::consts::PI / 2.0 + k * 2.0 * std::f64::consts::PI / 3.0;
        [a.cos(), a.sin()]
    };
    let mut star = Vec::new();
    for k in 0..3 {
        let (p, q) = (tip(k as f64), tip(k as f64 + 1.0));
        star.push([10.0 * p[0], 10.0 * p[1]]);
        // The middle of the side pulled in to radius 2 towards the centre.
        let m = [0.5 * (p[0] + q[0]), 0.5 * (p[1] + q[1])];
        let len = m[0].hypot(m[1]);
        star.push([2.0 * m[0] / len, 2.0 * m[1] / len]);
    }
    let l = medial_label(&star, &[]).unwrap();
    assert!(
        near(l.point, [0.0, 0.0]) && (l.clearance - 2.0).abs() < 1e-9,
        "{:?}",
        l
    );
    // Degenerate rings have no label.
    assert!(medial_label(&[[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]], &[]).is_none());
    assert!(medial_label(&[[0.0, 0.0], [1.0, 0.0]], &[]).is_none());
}

/// A star-shaped polygon: vertices at sorted angles around (50, 50) with the given radii.
fn star_ring(spokes: &[(f64, f64)]) -> Vec<[f64; 2]> {
    let mut s = spokes.to_vec();
    s.sort_by(|a, b| a.0.total_cmp(&b.0));
    s.iter()
        .map(|&(a, r)| [50.0 + r * a.cos(), 50.0 + r * a.sin()])
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// On star-shaped polygons (mostly non-convex, up to 11 vertices), the exact label is inside
    /// and at least as far from the boundary as the quadtree search's, never farther than the
    /// search's proven bound; its own bound holds its clearance. Mirrored and turned by a
    /// quarter, the polygon gets the same clearance.
    #[test]
    fn medial_label_agrees_with_the_quadtree_search(
        spokes in proptest::collection::vec((0.0f64..std::f64::consts::TAU, 5.0f64..45.0), 4..12)
    ) {
        use geo::{Area, Contains};
        use savanna::regions::medial::medial_label;
        let ring = star_ring(&spokes);
        let poly = Polygon::new(LineString::from(ring.clone()), vec![]);
        let area = poly.unsigned_area();
        prop_assume!(area > 1.0);
        prop_assume!(geo::Validation::is_valid(&poly));
        let exact = medial_label(&ring, &[]).expect("a medial label");
        let quad = label(&poly, area, 1e-9).expect("a label");
        let slack = 1e-9 * 100.0;
        prop_assert!(poly.contains(&geo::Point::new(exact.point[0], exact.point[1])),
            "label {:?} outside", exact.point);
        prop_assert!(exact.clearance >= quad.clearance - slack,
            "exact {} below the search's {}", exact.clearance, quad.clearance);
        prop_assert!(exact.clearance <= quad.clearance_bound + slack,
            "exact {} above the search's bound {}", exact.clearance, quad.clearance_bound);
        prop_assert!(exact.clearance_bound >= exact.clearance);
        let turned: Vec<[f64; 2]> = ring.iter().map(|p| [100.0 - p[1], p[0]]).collect();
        let mirrored: Vec<[f64; 2]> = ring.iter().map(|p| [100.0 - p[0], p[1]]).collect();
        for other in [turned, mirrored] {
            let o = medial_label(&other, &[]).expect("a medial label");
            prop_assert!((o.clearance - exact.clearance).abs() <= slack,
                "{} against {}", o.clearance, exact.clearance);
        }
    }
}
