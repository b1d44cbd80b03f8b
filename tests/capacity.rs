//! Capacity against proven optima, and certificates under random input.
//!
//! Optima come from the record files in tests/data/packing (proven entries only): at a size
//! strictly between the record ratios of n and n + 1 the capacity is exactly n.

use geo::{LineString, Polygon, polygon};
use proptest::prelude::*;
use savanna::capacity::{
    Effort, PackOptions, geom::Container, mixed, pack, pack_container, upper_bound, verify,
};

fn records(name: &str, ratio_col: &str) -> Vec<(usize, f64, bool)> {
    let path = format!("{}/tests/data/packing/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("record file");
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = head.iter().position(|h| *h == ratio_col).unwrap();
    let st = head.iter().position(|h| *h == "status").unwrap();
    lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (
                f[0].parse().unwrap(),
                f[col].parse().unwrap(),
                f[st] == "proven",
            )
        })
        .collect()
}

/// Sizes strictly between consecutive proven records (n proven, n + 1 needing more room).
fn midpoints(recs: &[(usize, f64, bool)], max_n: usize) -> Vec<(usize, f64)> {
    recs.windows(2)
        .filter(|w| w[0].2 && w[0].0 <= max_n && w[1].0 == w[0].0 + 1 && w[1].1 > w[0].1)
        .map(|w| (w[0].0, 0.5 * (w[0].1 + w[1].1)))
        .collect()
}

fn square(s: f64) -> Polygon<f64> {
    polygon![(x: 0.0, y: 0.0), (x: s, y: 0.0), (x: s, y: s), (x: 0.0, y: s)]
}

#[test]
fn proven_square_optima() {
    let recs = records("square_records.csv", "ratio_side_over_diameter");
    let o = PackOptions::default();
    // diameter 20 mm: a square of side ratio * 20
    for (n, x) in midpoints(&recs, 30) {
        let sq = square(x * 20.0);
        let p = pack(&sq, 20.0, &o);
        assert_eq!(p.count, n, "square of side {x} d");
        assert!(verify(&sq, 20.0, &p.centres).is_ok());
        assert!(p.upper_bound >= n);
    }
    // exactly at the k^2 records: square lattice
    for k in 1..=6 {
        let p = pack(&square(k as f64 * 20.0), 20.0, &o);
        assert_eq!(p.count, k * k);
    }
}

#[test]
fn proven_circle_optima() {
    let recs = records(
        "circle_records.csv",
        "ratio_container_diameter_over_diameter",
    );
    let o = PackOptions::default();
    for (n, x) in midpoints(&recs, 14) {
        let c = Container::Circle {
            c: [0.0, 0.0],
            radius: x / 2.0,
        };
        assert_eq!(pack_container(&c, &o).count, n, "circle of diameter {x} d");
    }
    // exactly 3 d: 7 (hexagonal flower); exactly 2 d: 2
    let c = Container::Circle {
        c: [0.0, 0.0],
        radius: 1.5,
    };
    assert_eq!(pack_container(&c, &o).count, 7);
    let c = Container::Circle {
        c: [0.0, 0.0],
        radius: 1.0,
    };
    assert_eq!(pack_container(&c, &o).count, 2);
}

fn triangle(s: f64) -> Polygon<f64> {
    let h = s * 3f64.sqrt() / 2.0;
    polygon![(x: 0.0, y: h), (x: s, y: h), (x: s / 2.0, y: 0.0)]
}

#[test]
fn triangle_with_triangular_numbers() {
    // Side (k - 1 + sqrt 3) d holds T(k) = k (k + 1) / 2 discs in hexagonal order, and Oler's
    // bound is exactly T(k) there (Oler 1961): the side of the centres' triangle is k - 1.
    let o = PackOptions::default();
    for k in 2..=6usize {
        let s = (k as f64 - 1.0 + 3f64.sqrt()) * 20.0;
        let t = triangle(s);
        let p = pack(&t, 20.0, &o);
        assert_eq!(p.count, k * (k + 1) / 2, "k = {k}");
        assert_eq!(p.upper_bound, k * (k + 1) / 2, "k = {k}");
        assert!(verify(&t, 20.0, &p.centres).is_ok());
    }
    // proven records below 15 at midpoints
    let recs = records("triangle_records.csv", "ratio_side_over_diameter");
    for (n, x) in midpoints(&recs, 15) {
        let p = pack(&triangle(x * 20.0), 20.0, &o);
        assert_eq!(p.count, n, "triangle of side {x} d");
    }
}

#[test]
fn hexagon_with_tight_oler_bound() {
    // Regular hexagon whose centre region is a regular hexagon of side k d: the hexagonal
    // lattice puts 3k(k+1)+1 centres there, and Oler gives 2/sqrt3 * (3 sqrt3/2) k^2 + 3k + 1,
    // the same number: the bound is tight.
    let o = PackOptions::default();
    for k in 1..=3usize {
        let d = 20.0;
        let side = k as f64 * d + d / 3f64.sqrt(); // inradius grows by r
        let pts: Vec<(f64, f64)> = (0..6)
            .map(|i| {
                let a = std::f64::consts::PI / 3.0 * i as f64;
                (100.0 + side * a.cos(), 100.0 + side * a.sin())
            })
            .collect();
        let hex = Polygon::new(LineString::from(pts), vec![]);
        let want = 3 * k * (k + 1) + 1;
        let p = pack(&hex, d, &o);
        assert_eq!(p.count, want, "k = {k}");
        assert_eq!(p.upper_bound, want, "k = {k}");
        assert_eq!(upper_bound(&hex, d), want);
    }
}

#[test]
fn strips_reach_the_zigzag_count() {
    // Width w in [d, (1 + sqrt3/2) d]: two rows h = w - d apart, step sqrt(d^2 - h^2):
    // 1 + floor((L - d) / step) discs (zig-zag, optimal in such strips).
    let o = PackOptions::default();
    for (w, l, want) in [
        (1.0, 10.0, 10),  // single row
        (1.5, 10.0, 11),  // step 0.866: 1 + floor(9 / 0.866) = 11
        (1.8, 10.3, 16),  // step 0.6: 1 + floor(9.3 / 0.6) = 16
        (1.2, 7.0, 7),    // step 0.9798: 1 + floor(6 / 0.9798) = 7
        (1.85, 12.0, 21), // step 0.5268: 1 + floor(11 / 0.5268) = 21
    ] {
        let d = 20.0;
        let r = polygon![(x: 0.0, y: 0.0), (x: l * d, y: 0.0), (x: l * d, y: w * d), (x: 0.0, y: w * d)];
        let p = pack(&r, d, &o);
        assert_eq!(p.count, want, "strip {w} x {l}");
        // the same strip turned 30 degrees
        let (c, s) = (30f64.to_radians().cos(), 30f64.to_radians().sin());
        let rot = |x: f64, y: f64| (x * c - y * s + 500.0, x * s + y * c);
        let rr = Polygon::new(
            LineString::from(vec![
                rot(0.0, 0.0),
                rot(l * d, 0.0),
                rot(l * d, w * d),
                rot(0.0, w * d),
            ]),
            vec![],
        );
        assert_eq!(pack(&rr, d, &o).count, want, "rotated strip {w} x {l}");
    }
}

#[test]
fn mixed_table_small_square() {
    // 60 x 60, lions 30, jackals 20: 4 lions (2x2), 9 jackals (3x3); 4 lions fill it.
    let sq = square(60.0);
    let rows = mixed(&sq, 30.0, 20.0, &PackOptions::default());
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[0].jackals, 9);
    assert_eq!(rows[4].jackals, 0);
    for w in rows.windows(2) {
        assert!(w[1].jackals <= w[0].jackals);
    }
    for r in &rows {
        assert!(r.jackal_bound >= r.jackals);
        let mut all = r.lion_centres.clone();
        all.extend(&r.jackal_centres);
        let mut radii = vec![15.0; r.lions];
        radii.resize(all.len(), 10.0);
        assert!(savanna::capacity::verify::verify_radii(&sq, &all, &radii, 20.0).is_ok());
        assert_eq!(r.lion_centres.len(), r.lions);
        assert_eq!(r.jackal_centres.len(), r.jackals);
    }
}

fn star(n: usize, radii: &[f64], cx: f64, cy: f64) -> Polygon<f64> {
    let pts: Vec<(f64, f64)> = (0..n)
        .map(|i| {
            let a = std::f64::consts::TAU * i as f64 / n as f64;
            (cx + radii[i] * a.cos(), cy + radii[i] * a.sin())
        })
        .collect();
    Polygon::new(LineString::from(pts), vec![])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random star-shaped regions (convex or not), random diameters: the certificate verifies,
    /// the bound is at least the count, and moving one disc onto another is caught.
    #[test]
    fn certificates_verify(radii in prop::collection::vec(20.0f64..120.0, 3..12), d in 8.0f64..60.0, seed in 0u64..1000) {
        let region = star(radii.len(), &radii, 150.0, 150.0);
        let o = PackOptions { seed, effort: Effort::Fast };
        let p = pack(&region, d, &o);
        prop_assert!(verify(&region, d, &p.centres).is_ok());
        prop_assert!(p.upper_bound >= p.count);
        prop_assert_eq!(p.upper_bound, upper_bound(&region, d).max(p.count));
        prop_assert!(upper_bound(&region, d) >= p.count);
        if p.count >= 2 {
            let mut bad = p.centres.clone();
            bad[1] = [bad[0][0] + 0.5 * d, bad[0][1]];
            prop_assert!(verify(&region, d, &bad).is_err());
        }
    }
}
