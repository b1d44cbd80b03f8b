//! Same shape, same count (issue 12, part 2; issue 38): congruent regions (mirrored, rotated by
//! any angle, translated, the same region in mm, cm, m or inches) get the same packing counts,
//! for one kind ([`pack`]) and for the lion + jackal table ([`pack_kinds`]); and the same board
//! in mm, cm, m and inches gets byte-identical capacity tables.
//!
//! Random star-shaped polygons with whole-millimetre vertices (so that a change of units moves
//! no coordinate across a rounding boundary of the canonical copy; see `capacity::canon`).

use geo::{LineString, Polygon};
use proptest::prelude::*;
use savanna::capacity::region::{Kind, pack_kinds};
use savanna::capacity::{Effort, PackOptions, pack, verify};
use savanna::validated::ValidatedBoard;

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

/// `pts` (mm) turned by `angle` radians (libm), mirrored when asked, moved by `by` mm and given
/// in a unit of `unit` mm.
fn similar(pts: &[[f64; 2]], angle: f64, mirror: bool, by: [f64; 2], unit: f64) -> Vec<[f64; 2]> {
    let (c, s) = (libm::cos(angle), libm::sin(angle));
    pts.iter()
        .map(|p| {
            let y = if mirror { -p[1] } else { p[1] };
            [
                (c * p[0] - s * y + by[0]) / unit,
                (s * p[0] + c * y + by[1]) / unit,
            ]
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Any similarity: a rotation by any angle, a mirror, a translation and a unit of 1, 10,
    /// 1000 or 25.4 mm give the same single counts and the same mixed table as the polygon as
    /// drawn (the search runs in the frames of the shape, `capacity::canon`), and every
    /// certificate verifies in its own units.
    #[test]
    fn any_similarity_same_counts(
        radii in prop::collection::vec(25u32..55, 5..8),
        jitter in prop::collection::vec(-1.0f64..1.0, 8),
        angle in 0.0f64..std::f64::consts::TAU,
        mirror in any::<bool>(),
        by in (-500.0f64..500.0, -500.0f64..500.0),
        unit in prop::sample::select(vec![1.0, 10.0, 1000.0, 25.4]),
    ) {
        let pts = star(&radii, &jitter);
        let table = |c: &[[f64; 2]], unit: f64| {
            let kinds = [
                Kind { name: "lion".into(), diameter: 30.0 / unit, count: 3 },
                Kind { name: "jackal".into(), diameter: 20.0 / unit, count: 9 },
            ];
            let p = pack_kinds(&poly(c), &kinds, false, &opts());
            for (k, (_, pk)) in kinds.iter().zip(&p.kinds) {
                assert!(verify(&poly(c), k.diameter, &pk.centres).is_ok());
            }
            let counts: Vec<(usize, usize)> =
                p.kinds.iter().map(|(_, k)| (k.count, k.upper_bound)).collect();
            let rows: Vec<(usize, usize)> = p
                .mixed
                .unwrap_or_default()
                .iter()
                .map(|r| (r.jackals, r.jackal_bound))
                .collect();
            (counts, rows)
        };
        let a = table(&pts, 1.0);
        let b = table(&similar(&pts, angle, mirror, [by.0, by.1], unit), unit);
        prop_assert_eq!(a, b);
    }
}

/// examples/classic.yaml with every length divided by `f` (mm per unit), in `unit`, each number
/// written in its shortest form.
fn classic_in(unit: &str, f: f64) -> String {
    let v = |x: f64| format!("{:?}", x / f);
    let p = |x: f64, y: f64| format!("[{}, {}]", v(x), v(y));
    let lines = [
        ((0.0, 120.0), (420.0, 40.0), "river"),
        ((0.0, 230.0), (420.0, 180.0), "ridge"),
        ((120.0, 0.0), (170.0, 297.0), "trail"),
        ((330.0, 0.0), (260.0, 297.0), "fence"),
        ((0.0, 240.0), (100.0, 297.0), "gully"),
    ];
    let regions = [
        ("Kopje", 40.0, 40.0),
        ("Acacia Grove", 230.0, 40.0),
        ("Baobab", 380.0, 20.0),
        ("Oasis", 60.0, 180.0),
        ("Long Grass", 220.0, 140.0),
        ("Salt Pan", 360.0, 120.0),
        ("Termite Hill", 90.0, 255.0),
        ("Gully", 25.0, 280.0),
        ("Marsh", 220.0, 250.0),
        ("Dunes", 360.0, 250.0),
    ];
    let mut t = format!(
        "name: Classic Savanna\nunits: {unit}\nframe:\n  width: {}\n  height: {}\nlines:\n",
        v(420.0),
        v(297.0)
    );
    for (a, b, name) in lines {
        t += &format!(
            "  - {{from: {}, to: {}, name: {name}}}\n",
            p(a.0, a.1),
            p(b.0, b.1)
        );
    }
    t += &format!(
        "pieces:\n  lion: {{diameter: {}, count: 3}}\n  jackal: {{diameter: {}, count: 9}}\nregions:\n",
        v(30.0),
        v(20.0)
    );
    for (name, x, y) in regions {
        t += &format!("  {name}: {}\n", p(x, y));
    }
    t += "setup:\n  lions: [Kopje, Acacia Grove, Oasis]\n  jackals: Dunes\n";
    t
}

/// The capacity parts of a validated board (everything but the certificates, which are in its
/// units): per region its counts, bounds and search marks, and every mixed row's.
fn capacity_table(v: &ValidatedBoard) -> String {
    let regions: Vec<serde_json::Value> = v
        .regions
        .iter()
        .map(|r| {
            let rows: Vec<serde_json::Value> = r
                .mixed
                .iter()
                .flatten()
                .map(|m| serde_json::json!([m.lions, m.jackals, m.jackal_bound, m.jackal_search]))
                .collect();
            serde_json::json!({
                "id": r.id,
                "name": r.name,
                "capacity": r.capacity,
                "capacity_bound": r.capacity_bound,
                "capacity_search": r.capacity_search,
                "mixed": rows,
            })
        })
        .collect();
    serde_json::to_string_pretty(&regions).expect("a table serialises")
}

/// The same board in mm, cm, m and inches: byte-identical capacity tables (issue 38; in metres
/// the mixed rows of Marsh and Baobab, in inches Gully's, used to differ: the default snap grid
/// was 1e-6 of the unit, so the board in metres was a slightly different shape).
#[test]
fn classic_same_capacity_table_in_every_unit() {
    let build = |text: &str| {
        let out = savanna::pipeline::run(text, &savanna::pipeline::Options::default())
            .unwrap_or_else(|d| panic!("{d:?}"));
        capacity_table(&out.validated)
    };
    let example = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/classic.yaml"
    ))
    .expect("examples/classic.yaml");
    let mm = build(&example);
    for (unit, f) in [("cm", 10.0), ("m", 1000.0), ("in", 25.4)] {
        assert_eq!(build(&classic_in(unit, f)), mm, "classic in {unit}");
    }
    // Rows checked by hand against classic in mm (the figures): Gully holds 1 lion beside
    // 3 jackals and 2 lions alone; Marsh holds 1 lion beside 20 jackals, Baobab 3 lions beside 4.
    let v: serde_json::Value = serde_json::from_str(&mm).expect("json");
    let rows = |name: &str| -> Vec<u64> {
        let r = v
            .as_array()
            .expect("regions")
            .iter()
            .find(|r| r["name"] == name)
            .unwrap_or_else(|| panic!("{name}"));
        r["mixed"]
            .as_array()
            .expect("rows")
            .iter()
            .map(|m| m[1].as_u64().expect("jackals"))
            .collect()
    };
    assert_eq!(rows("Gully"), [5, 3, 0]);
    assert!(rows("Marsh")[1] >= 20, "{:?}", rows("Marsh"));
    assert!(rows("Baobab")[3] >= 4, "{:?}", rows("Baobab"));
}

/// tests/data/arrangement/24_nested_rings_5.yaml with every length divided by `f`, in `unit`.
fn rings_in(unit: &str, f: f64) -> String {
    let v = |x: f64| format!("{:?}", x / f);
    let mut t = format!("units: {unit}\nlines:\n");
    for k in 0..5 {
        let (a, b) = (10.0 * k as f64, 100.0 - 10.0 * k as f64);
        for [p, q] in [
            [(a, a), (b, a)],
            [(b, a), (b, b)],
            [(b, b), (a, b)],
            [(a, b), (a, a)],
        ] {
            t += &format!("  - [[{}, {}], [{}, {}]]\n", v(p.0), v(p.1), v(q.0), v(q.1));
        }
    }
    t
}

/// tests/data/newcomer/05-snap2-region-outside-frame.yaml (with its `snap: 2`) with every
/// length divided by `f`, in `unit`.
fn newcomer_05_in(unit: &str, f: f64) -> String {
    let v = |x: f64| format!("{:?}", x / f);
    let p = |x: f64, y: f64| format!("[{}, {}]", v(x), v(y));
    let lines = [
        ((0.0, 150.0), (420.0, 150.0)),
        ((200.0, 0.0), (200.0, 297.0)),
        ((100.0, 0.0), (100.0, 149.5)),
        ((300.0, 150.0), (300.0, 297.0)),
        ((300.0, 270.0), (420.0, 270.0)),
        ((0.0, 220.0), (200.0, 220.0)),
    ];
    let mut t = format!(
        "units: {unit}\nframe: {{width: {}, height: {}}}\nsnap: {}\nlines:\n",
        v(420.0),
        v(297.0),
        v(2.0)
    );
    for (a, b) in lines {
        t += &format!("  - [{}, {}]\n", p(a.0, a.1), p(b.0, b.1));
    }
    t += "regions:\n";
    for (name, x, y) in [
        ("Kopje", 50.0, 50.0),
        ("Savanna", 150.0, 50.0),
        ("Marsh", 300.0, 50.0),
        ("Strip", 360.0, 285.0),
        ("Dunes", 100.0, 180.0),
    ] {
        t += &format!("  {name}: {}\n", p(x, y));
    }
    t
}

/// The two test boards whose tables differed between units after classic agreed (issue 38):
/// the nested rings in m (the ring's label went to another of its four equally wide corners,
/// the midpoint of one centre found twice, so regions 4 and 5 swapped numbers) and newcomer 05
/// in cm and m (297 on its 2 mm grid is a tie, 148.5 steps, rounded up in mm and down in cm;
/// and a label exactly a row height below another started a new row in mm only). Byte-identical
/// capacity tables in mm, cm, m and inches; the mm numbering checked by hand: the ring 30..70
/// (label at its top-left corner, 35.86) is region 4, the centre square 5; newcomer 05's frame
/// comes out 298 mm high (the tie rounded away from zero on the 2 mm grid).
#[test]
fn test_boards_same_capacity_table_in_every_unit() {
    let build = |text: &str| {
        let out = savanna::pipeline::run(text, &savanna::pipeline::Options::default())
            .unwrap_or_else(|d| panic!("{d:?}"));
        (capacity_table(&out.validated), out.validated)
    };
    for (name, make) in [
        ("nested rings", rings_in as fn(&str, f64) -> String),
        ("newcomer 05", newcomer_05_in),
    ] {
        let (mm, v) = build(&make("mm", 1.0));
        for (unit, f) in [("cm", 10.0), ("m", 1000.0), ("in", 25.4)] {
            assert_eq!(build(&make(unit, f)).0, mm, "{name} in {unit}");
        }
        if name == "nested rings" {
            let areas: Vec<f64> = v.regions.iter().map(|r| r.area).collect();
            assert_eq!(areas, [3600.0, 2800.0, 2000.0, 1200.0, 400.0]);
            let four = v.region(savanna::ids::RegionId(4)).unwrap();
            let t = 30.0 + 10.0 * std::f64::consts::SQRT_2 / (1.0 + std::f64::consts::SQRT_2);
            assert!((four.label[0] - t).abs() < 1e-9 && (four.label[1] - t).abs() < 1e-9);
        } else {
            let bottom = v
                .regions
                .iter()
                .flat_map(|r| r.outline.iter().map(|p| p[1]))
                .fold(0.0, f64::max);
            assert_eq!(bottom, 298.0);
        }
    }
}
