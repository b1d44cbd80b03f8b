//! Polygon frames keep their regions (issue 23.1): boards with slanted frame edges, against
//! hand-computed areas, and property tests on random frames (convex and star-shaped polygons,
//! rotated rectangles, hexagons, triangles) with lines that cross them, end on their edges or
//! pass through their corners: the regions equal those of the same outline drawn as lines (the
//! lines clipped to the frame by hand), their areas add up to the frame's, and no diagnostic
//! says the frame misses itself.

use proptest::prelude::*;
use savanna::geometry::arrangement::{Input, build};
use savanna::geometry::snap::Grid;
use savanna::pipeline::{Options, run};

type Pt = [f64; 2];
type Seg = [Pt; 2];

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/fixtures/frames/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// Region areas of a board file (board units squared), sorted, and its diagnostics' texts.
fn board_areas(text: &str) -> (Vec<f64>, Vec<String>) {
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let out = run(text, &opts).unwrap_or_else(|d| panic!("{d:?}"));
    let mut areas: Vec<f64> = out.regions.regions.iter().map(|r| r.area).collect();
    areas.sort_by(f64::total_cmp);
    let texts = out
        .diagnostics
        .iter()
        .map(|d| format!("{} | {}", d.message, d.help.clone().unwrap_or_default()))
        .collect();
    (areas, texts)
}

fn assert_areas(got: &[f64], want: &[f64]) {
    assert_eq!(got.len(), want.len(), "regions: {got:?}, want {want:?}");
    for (g, w) in got.iter().zip(want) {
        assert!((g - w).abs() < 1e-3, "area {g}, want {w} (all: {got:?})");
    }
}

/// A diagnostic that blames the frame for missing itself, or asks for a frame the board has.
fn frame_blamed(texts: &[String]) -> Option<&String> {
    texts.iter().find(|t| {
        t.starts_with("the frame ") || t.contains(" by the frame") || t.contains("add a `frame:`")
    })
}

#[test]
fn triangle_cut_by_one_line_has_two_regions() {
    // Hand-derived in the fixture: the apex triangle 8660·(123.2/173.2)² and the trapezoid
    // (100 + 100·123.2/173.2)/2 · 50.
    let (areas, texts) = board_areas(&fixture("triangle-one-line.yaml"));
    let apex = 100.0 * 123.2 / 173.2 * 123.2 / 2.0;
    let trapezoid = (100.0 + 100.0 * 123.2 / 173.2) / 2.0 * 50.0;
    assert_areas(&areas, &[trapezoid, apex]);
    assert!((apex - 4381.709).abs() < 1e-3 && (trapezoid - 4278.291).abs() < 1e-3);
    assert!((areas.iter().sum::<f64>() - 8660.0).abs() < 1e-3);
    assert_eq!(frame_blamed(&texts), None);
}

#[test]
fn house_frame_has_four_regions() {
    let (areas, texts) = board_areas(&fixture("house.yaml"));
    // Hand-derived in the fixture.
    assert_areas(
        &areas,
        &[
            70.0 * 140.0 / 3.0 / 2.0,
            9600.0 - 70.0 * 140.0 / 6.0,
            21700.0,
            43700.0,
        ],
    );
    assert!((areas.iter().sum::<f64>() - 75000.0).abs() < 1e-3);
    assert_eq!(frame_blamed(&texts), None);
}

/// The hexagonal and the triangular field drawn for issue 23 check clean (no diagnostic at
/// all) and keep every region.
#[test]
fn drawn_polygon_fields_check_clean() {
    for (name, regions, area) in [
        // A hexagon of side 150 and height 2 · 129.904: a 150-wide rectangle and two
        // triangles 75 wide, 225 · 259.808 in all.
        ("hexagon-field.yaml", 8, 225.0 * 259.808),
        // A triangle of base 300 and height 259.808.
        ("triangle-field.yaml", 7, 300.0 * 259.808 / 2.0),
    ] {
        let out = run(&fixture(name), &Options::default()).unwrap();
        let texts: Vec<String> = out.diagnostics.iter().map(|d| d.message.clone()).collect();
        assert!(texts.is_empty(), "{name}: {texts:?}");
        assert_eq!(out.regions.regions.len(), regions, "{name}");
        let total: f64 = out.regions.regions.iter().map(|r| r.area).sum();
        assert!((total - area).abs() < 1e-3, "{name}: {total} vs {area}");
    }
}

// ---- Property tests -------------------------------------------------------------------------

fn lerp(a: Pt, b: Pt, t: f64) -> Pt {
    [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
}

fn shoelace(ring: &[Pt]) -> f64 {
    let n = ring.len();
    (0..n)
        .map(|i| {
            let (a, b) = (ring[i], ring[(i + 1) % n]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum::<f64>()
        / 2.0
}

/// A frame polygon and a point strictly inside it from which every corner is visible (the
/// centre of a star-shaped polygon; every convex polygon is star-shaped).
#[derive(Debug, Clone)]
struct Frame {
    ring: Vec<Pt>,
    centre: Pt,
}

/// Regular polygons (triangles, squares, hexagons, ...) and rectangles, rotated and moved.
fn regular() -> impl Strategy<Value = Frame> {
    (
        3usize..9,
        20.0f64..150.0,
        0.0f64..std::f64::consts::TAU,
        100.0f64..300.0,
        100.0f64..300.0,
    )
        .prop_map(|(k, r, phase, cx, cy)| {
            let ring = (0..k)
                .map(|i| {
                    let t = phase + std::f64::consts::TAU * i as f64 / k as f64;
                    [cx + r * t.cos(), cy + r * t.sin()]
                })
                .collect();
            Frame {
                ring,
                centre: [cx, cy],
            }
        })
}

fn rotated_rectangle() -> impl Strategy<Value = Frame> {
    (
        20.0f64..200.0,
        20.0f64..200.0,
        0.0f64..std::f64::consts::PI,
        150.0f64..250.0,
        150.0f64..250.0,
    )
        .prop_map(|(w, h, a, cx, cy)| {
            let (s, c) = a.sin_cos();
            let ring = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                .iter()
                .map(|(u, v)| {
                    let (x, y) = (u * w / 2.0, v * h / 2.0);
                    [cx + c * x - s * y, cy + s * x + c * y]
                })
                .collect();
            Frame {
                ring,
                centre: [cx, cy],
            }
        })
}

/// Any triangle of reasonable shape (area at least a tenth of its bounding box's).
fn triangle() -> impl Strategy<Value = Frame> {
    prop::array::uniform3([10.0f64..300.0, 10.0f64..300.0])
        .prop_filter("a triangle of some area", |p| {
            let (lo, hi) = bounds(p);
            shoelace(p).abs() >= 0.1 * (hi[0] - lo[0]) * (hi[1] - lo[1])
                && (hi[0] - lo[0]).min(hi[1] - lo[1]) > 20.0
        })
        .prop_map(|p| Frame {
            centre: [
                (p[0][0] + p[1][0] + p[2][0]) / 3.0,
                (p[0][1] + p[1][1] + p[2][1]) / 3.0,
            ],
            ring: p.to_vec(),
        })
}

/// Star-shaped polygons around a centre: corners at increasing angles (no step wider than
/// 144°, so the centre sees every edge from inside), radii in 40..100 %.
fn star() -> impl Strategy<Value = Frame> {
    (
        prop::collection::vec((0.5f64..1.0, 0.4f64..1.0), 4..12),
        60.0f64..150.0,
        150.0f64..250.0,
        150.0f64..250.0,
    )
        .prop_map(|(steps, r, cx, cy)| {
            let total: f64 = steps.iter().map(|s| s.0).sum();
            let mut t = 0.0;
            let ring = steps
                .iter()
                .map(|(dt, rr)| {
                    t += dt / total * std::f64::consts::TAU;
                    [cx + r * rr * t.cos(), cy + r * rr * t.sin()]
                })
                .collect();
            Frame {
                ring,
                centre: [cx, cy],
            }
        })
}

fn frame() -> impl Strategy<Value = Frame> {
    prop_oneof![regular(), rotated_rectangle(), triangle(), star()]
}

fn bounds(p: &[Pt]) -> (Pt, Pt) {
    let mut lo = [f64::INFINITY; 2];
    let mut hi = [f64::NEG_INFINITY; 2];
    for q in p {
        lo = [lo[0].min(q[0]), lo[1].min(q[1])];
        hi = [hi[0].max(q[0]), hi[1].max(q[1])];
    }
    (lo, hi)
}

/// How a line is made from the frame: `(kind, edge or corner index, parameter, parameter, angle)`.
type LineSpec = (u8, usize, f64, f64, f64);

/// The line a spec stands for, and whether it may end inside the frame.
/// - 0: crosses two edges (through points on them), running past both by 5..50 % of its length;
/// - 1: from inside (on the segment from the centre to a boundary point) to a point on an edge;
/// - 2: through a corner, from inside to beyond it;
/// - 3: from inside to a corner exactly;
/// - 4: from a point on an edge through the centre and on past the frame (to twice the
///   frame's largest distance from the centre beyond it).
fn make_line(f: &Frame, (kind, k, s, t, u): LineSpec) -> Seg {
    let n = f.ring.len();
    let on_edge = |k: usize, t: f64| lerp(f.ring[k % n], f.ring[(k + 1) % n], 0.05 + 0.9 * t);
    let inner = |p: Pt, t: f64| lerp(f.centre, p, 0.1 + 0.8 * t);
    let beyond = |a: Pt, b: Pt, t: f64| lerp(a, b, 1.05 + 0.45 * t);
    match kind % 5 {
        0 => {
            let (p, q) = (
                on_edge(k, s),
                on_edge(k + 1 + (u * (n - 1) as f64) as usize, t),
            );
            [beyond(q, p, u), beyond(p, q, 1.0 - u)]
        }
        1 => {
            let q = on_edge(k, s);
            [inner(on_edge(k + (u * n as f64) as usize, t), t), q]
        }
        2 => {
            let c = f.ring[k % n];
            let a = inner(on_edge(k + (u * n as f64) as usize, t), s);
            [a, beyond(a, c, u)]
        }
        3 => {
            let c = f.ring[k % n];
            [inner(on_edge(k + (u * n as f64) as usize, t), s), c]
        }
        _ => {
            let p = on_edge(k, s);
            let reach = f
                .ring
                .iter()
                .map(|q| (q[0] - f.centre[0]).hypot(q[1] - f.centre[1]))
                .fold(0.0, f64::max);
            let d = [f.centre[0] - p[0], f.centre[1] - p[1]];
            let len = d[0].hypot(d[1]);
            let far = (2.0 + t) * reach / len;
            [p, [f.centre[0] + far * d[0], f.centre[1] + far * d[1]]]
        }
    }
}

fn line_spec() -> impl Strategy<Value = LineSpec> {
    (0u8..5, 0usize..16, 0.0f64..1.0, 0.0f64..1.0, 0.0f64..1.0)
}

/// True when `p` is inside the ring (crossing number in floats; points tested here are never
/// near the boundary: they are midpoints between consecutive crossings).
fn inside(ring: &[Pt], p: Pt) -> bool {
    let n = ring.len();
    let mut c = false;
    for i in 0..n {
        let (a, b) = (ring[i], ring[(i + 1) % n]);
        if (a[1] > p[1]) != (b[1] > p[1]) {
            let x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1]);
            if x > p[0] {
                c = !c;
            }
        }
    }
    c
}

/// The pieces of segment `s` inside the polygon `ring`, clipped by hand: the parameters where
/// it meets an edge (ends on an edge count), sorted; each stretch between two whose midpoint is
/// inside is kept, and touching stretches are joined.
fn clip(ring: &[Pt], s: Seg) -> Vec<Seg> {
    let n = ring.len();
    let (p, d) = (s[0], [s[1][0] - s[0][0], s[1][1] - s[0][1]]);
    let mut ts = vec![0.0, 1.0];
    for i in 0..n {
        let (a, b) = (ring[i], ring[(i + 1) % n]);
        let e = [b[0] - a[0], b[1] - a[1]];
        let den = d[0] * e[1] - d[1] * e[0];
        if den == 0.0 {
            continue;
        }
        let w = [a[0] - p[0], a[1] - p[1]];
        let t = (w[0] * e[1] - w[1] * e[0]) / den;
        let v = (w[0] * d[1] - w[1] * d[0]) / den;
        if (-1e-12..=1.0 + 1e-12).contains(&v) && (0.0..=1.0).contains(&t) {
            ts.push(t);
        }
    }
    ts.sort_by(f64::total_cmp);
    ts.dedup_by(|a, b| (*a - *b).abs() < 1e-12);
    let mut out: Vec<[f64; 2]> = Vec::new();
    for w in ts.windows(2) {
        if inside(ring, lerp(s[0], s[1], (w[0] + w[1]) / 2.0)) {
            match out.last_mut() {
                Some(last) if last[1] == w[0] => last[1] = w[1],
                _ => out.push([w[0], w[1]]),
            }
        }
    }
    out.iter()
        .map(|t| [lerp(s[0], s[1], t[0]), lerp(s[0], s[1], t[1])])
        .collect()
}

/// Sorted face areas (board units²) of an arrangement on the default grid.
fn face_areas(segments: Vec<Seg>, frame: Option<Vec<Pt>>) -> Vec<f64> {
    let arr = build(&Input {
        segments,
        frame,
        grid: Grid::new(1e-6).unwrap(),
    })
    .unwrap();
    let mut a: Vec<f64> = (0..arr.faces.len())
        .map(|i| arr.area(savanna::geometry::arrangement::FaceId(i as u32)))
        .collect();
    a.sort_by(f64::total_cmp);
    a
}

fn yaml(f: &Frame, lines: &[Seg]) -> String {
    let pt = |p: Pt| format!("[{:?}, {:?}]", p[0], p[1]);
    let ring: Vec<String> = f.ring.iter().map(|&p| pt(p)).collect();
    let lines: Vec<String> = lines
        .iter()
        .map(|l| format!("  - [{}, {}]\n", pt(l[0]), pt(l[1])))
        .collect();
    format!(
        "frame: {{polygon: [{}]}}\nlines:{}{}",
        ring.join(", "),
        if lines.is_empty() { " []\n" } else { "\n" },
        lines.concat()
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// A frame and lines give the regions of the frame's outline and the lines clipped to it
    /// by hand, all drawn as lines without a frame; the regions fill the frame.
    #[test]
    fn frame_equals_its_outline_drawn_as_lines(
        f in frame(),
        specs in prop::collection::vec(line_spec(), 0..6),
    ) {
        let lines: Vec<Seg> = specs.iter().map(|&sp| make_line(&f, sp)).collect();
        let framed = face_areas(lines.clone(), Some(f.ring.clone()));
        let n = f.ring.len();
        let mut drawn: Vec<Seg> = (0..n).map(|k| [f.ring[k], f.ring[(k + 1) % n]]).collect();
        drawn.extend(lines.iter().flat_map(|&l| clip(&f.ring, l)));
        let outline = face_areas(drawn, None);
        let area = shoelace(&f.ring).abs();
        prop_assert_eq!(framed.len(), outline.len(), "framed {:?} vs drawn {:?}", framed, outline);
        for (a, b) in framed.iter().zip(&outline) {
            prop_assert!((a - b).abs() <= 1e-6 * area, "framed {:?} vs drawn {:?}", framed, outline);
        }
        let total: f64 = framed.iter().sum();
        prop_assert!((total - area).abs() <= 1e-6 * area, "regions {} vs frame {}", total, area);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Through the whole pipeline (a board file with `frame: {polygon: ...}`): the regions fill
    /// the frame and no diagnostic blames the frame for missing itself or asks for a frame.
    #[test]
    fn no_diagnostic_blames_the_frame(
        f in frame(),
        specs in prop::collection::vec(line_spec(), 0..6),
    ) {
        let lines: Vec<Seg> = specs.iter().map(|&sp| make_line(&f, sp)).collect();
        let text = yaml(&f, &lines);
        let (areas, texts) = board_areas(&text);
        let area = shoelace(&f.ring).abs();
        let total: f64 = areas.iter().sum();
        prop_assert!((total - area).abs() <= 1e-6 * area, "regions {} vs frame {}\n{}", total, area, text);
        prop_assert_eq!(frame_blamed(&texts), None, "{}", text);
    }
}
