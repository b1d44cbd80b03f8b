//! Same shape, same count (issue 12, part 2): congruent regions (mirrored, rotated by 90
//! degrees, translated, the same region in mm, m or inches) get the same packing counts, for
//! one kind ([`pack`]) and for the lion + jackal table ([`pack_kinds`]).
//!
//! Random star-shaped polygons with whole-millimetre vertices (so that a change of units moves
//! no coordinate across a rounding boundary of the canonical copy; see `capacity::canon`).

use geo::{LineString, Polygon};
use proptest::prelude::*;
use savanna::capacity::region::{Kind, pack_kinds};
use savanna::capacity::{Effort, PackOptions, pack, verify};

fn opts() -> PackOptions {
    // A short search: the property holds at any effort, and Fast keeps the test quick.
    PackOptions {
        effort: Effort::Fast,
        ..PackOptions::default()
    }
}

fn poly(pts: &[[f64; 2]]) -> Polygon<f64> {
    Polygon::new(
        LineString::from(pts.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>()),
        vec![],
    )
}

/// A star-shaped polygon around (100, 100) mm: `radii.len()` vertices at equally spaced angles
/// (jittered by less than half a step), whole millimetres.
fn star(radii: &[u32], jitter: &[f64]) -> Vec<[f64; 2]> {
    let n = radii.len();
    (0..n)
        .map(|i| {
            let t = (i as f64 + 0.4 * jitter[i]) * std::f64::consts::TAU / n as f64;
            let r = radii[i] as f64;
            [(100.0 + r * t.cos()).round(), (100.0 + r * t.sin()).round()]
        })
        .collect()
}

/// The copies of `pts` that must pack alike, with their unit length (mm = 1): the polygon,
/// mirrored, rotated by 90 degrees, by 270 degrees with a mirror, translated, in metres, in
/// inches, and translated in metres.
fn copies(pts: &[[f64; 2]]) -> Vec<(&'static str, Vec<[f64; 2]>, f64)> {
    let map = |f: &dyn Fn([f64; 2]) -> [f64; 2]| pts.iter().map(|&p| f(p)).collect::<Vec<_>>();
    vec![
        ("as drawn", pts.to_vec(), 1.0),
        ("mirrored", map(&|p| [-p[0], p[1]]), 1.0),
        ("rotated 90", map(&|p| [-p[1], p[0]]), 1.0),
        ("rotated 270, mirrored", map(&|p| [p[1], p[0]]), 1.0),
        ("translated", map(&|p| [p[0] + 1234.0, p[1] - 567.0]), 1.0),
        (
            "in metres",
            map(&|p| [p[0] / 1000.0, p[1] / 1000.0]),
            1000.0,
        ),
        ("in inches", map(&|p| [p[0] / 25.4, p[1] / 25.4]), 25.4),
        (
            "translated, in metres",
            map(&|p| [(p[0] + 300.0) / 1000.0, (p[1] + 2000.0) / 1000.0]),
            1000.0,
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// One kind, full search: every copy gets the count of the polygon as drawn (a planted fault
    /// such as packing the region as it is instead of its canonical copy makes copies differ by
    /// one disc on a few of these shapes), and every certificate verifies in its own units.
    #[test]
    fn congruent_regions_same_count(
        radii in prop::collection::vec(30u32..70, 5..9),
        jitter in prop::collection::vec(-1.0f64..1.0, 9),
    ) {
        let pts = star(&radii, &jitter);
        let mut counts = Vec::new();
        for (name, c, unit) in copies(&pts) {
            let d = 20.0 / unit;
            let p = pack(&poly(&c), d, &opts());
            prop_assert!(verify(&poly(&c), d, &p.centres).is_ok(), "{name}");
            counts.push((name, p.count, p.upper_bound));
        }
        let first = (counts[0].1, counts[0].2);
        for (name, n, ub) in &counts {
            prop_assert_eq!((*n, *ub), first, "{} differs: {:?}", name, counts);
        }
    }

    /// Lions and jackals together: every count and every row of the mixed table agree.
    #[test]
    fn congruent_regions_same_mixed_table(
        radii in prop::collection::vec(25u32..50, 5..8),
        jitter in prop::collection::vec(-1.0f64..1.0, 8),
    ) {
        let pts = star(&radii, &jitter);
        let mut tables = Vec::new();
        for (name, c, unit) in copies(&pts) {
            let kinds = [
                Kind { name: "lion".into(), diameter: 30.0 / unit, count: 3 },
                Kind { name: "jackal".into(), diameter: 20.0 / unit, count: 9 },
            ];
            let p = pack_kinds(&poly(&c), &kinds, false, &opts());
            let counts: Vec<usize> = p.kinds.iter().map(|(_, k)| k.count).collect();
            let rows: Vec<usize> = p.mixed.unwrap_or_default().iter().map(|r| r.jackals).collect();
            tables.push((name, counts, rows));
        }
        for t in &tables {
            prop_assert_eq!((&t.1, &t.2), (&tables[0].1, &tables[0].2), "{} differs: {:?}", t.0, tables);
        }
    }
}
