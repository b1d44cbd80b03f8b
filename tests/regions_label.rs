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
