//! The arrangement on the adversarial families of issue 6, at moderate size: random segments,
//! chords across a disc, grids, many lines through one point computed in floats, collinear
//! overlapping pieces, nearly parallel lines, T-junctions computed in floats, and boards far from
//! the origin with features of 0.001 mm. On every generated set: [`Dcel::check`] (twins,
//! next/prev, closed cycles, angular order), Euler's relation `V − E + F = 1 + C`, face areas
//! adding up exactly to the area inside the outer boundaries, holes strictly inside their face,
//! and (with a frame) faces filling the frame. Plus hand-computed counts on fixed sets.
//!
//! Sizes stay small so that the whole file runs in a few seconds in the dev profile; speed at
//! scale is measured in `benches/arrangement.rs` and `bench/compare.py`, not here.

use crate::arrangement_support;

use arrangement_support::check_structure;
use proptest::prelude::*;
use savanna::geometry::arrangement::{Arrangement, Input, build};
use savanna::geometry::dcel::CycleId;
use savanna::geometry::predicates::{IPoint, Location, locate_in_ring};
use savanna::geometry::snap::Grid;
use std::f64::consts::PI;

type Seg = [[f64; 2]; 2];

fn square(x0: f64, y0: f64, w: f64) -> Vec<[f64; 2]> {
    vec![[x0, y0], [x0 + w, y0], [x0 + w, y0 + w], [x0, y0 + w]]
}

/// Every invariant of issue 6 item 3 on one arrangement.
fn check(arr: &Arrangement) -> Result<(), TestCaseError> {
    check_structure(arr)?;
    // Holes: every clockwise cycle given to a face lies inside that face's outline (its vertices
    // are inside or on the outline, and at least one strictly inside or the hole's ring differs).
    for (c, cyc) in arr.dcel.cycles.iter().enumerate() {
        if cyc.area2 > 0 {
            continue;
        }
        if let Some(fid) = arr.cycle_face[c] {
            let outline2: Vec<IPoint> = arr.faces[fid.0 as usize]
                .outline
                .iter()
                .map(|p| IPoint::new(2 * p.x, 2 * p.y))
                .collect();
            for p in arr.dcel.ring(CycleId(c as u32)) {
                prop_assert!(
                    locate_in_ring(&outline2, IPoint::new(2 * p.x, 2 * p.y)) != Location::Outside,
                    "hole vertex outside its face"
                );
            }
        }
    }
    // Every edge of the structure has a face or the unbounded face on each side, and the
    // borders are exactly the pairs of distinct faces beside some edge.
    let mut pairs = std::collections::BTreeSet::new();
    for k in 0..arr.dcel.edge_count() {
        let (f, g) = (
            arr.face_of(savanna::geometry::dcel::HalfEdgeId(2 * k as u32)),
            arr.face_of(savanna::geometry::dcel::HalfEdgeId(2 * k as u32 + 1)),
        );
        if let (Some(f), Some(g)) = (f, g) {
            prop_assert!(f != g, "an edge with one face on both sides survived");
            pairs.insert((f.min(g), f.max(g)));
        }
    }
    let borders: std::collections::BTreeSet<_> = arr.borders.iter().map(|b| b.faces).collect();
    prop_assert_eq!(pairs, borders, "borders are the faces beside the edges");
    Ok(())
}

fn build_in(segs: Vec<Seg>, frame: Option<Vec<[f64; 2]>>) -> Arrangement {
    build(&Input {
        segments: segs,
        frame,
        grid: Grid::new(1e-6).unwrap(),
    })
    .expect("coordinates fit the grid")
}

/// Frame area in grid steps squared, twice (for a square frame of side `w` mm).
fn frame_area2(w: f64) -> i128 {
    let steps = (w * 1e6).round() as i128;
    2 * steps * steps
}

// ---- generators -------------------------------------------------------------------------------

fn random_segments(w: f64, n: usize) -> impl Strategy<Value = Vec<Seg>> {
    prop::collection::vec([[0.0..w, 0.0..w], [0.0..w, 0.0..w]], 0..n)
}

fn chords(n: usize) -> impl Strategy<Value = Vec<Seg>> {
    prop::collection::vec((0.0..2.0 * PI, 0.0..2.0 * PI), 2..n).prop_map(|v| {
        v.into_iter()
            .map(|(s, t)| {
                [
                    [50.0 + 45.0 * s.cos(), 50.0 + 45.0 * s.sin()],
                    [50.0 + 45.0 * t.cos(), 50.0 + 45.0 * t.sin()],
                ]
            })
            .collect()
    })
}

/// `k` lines through one point, endpoints computed in floats, reaching past a 100 mm frame.
fn pencil(k: usize) -> impl Strategy<Value = Vec<Seg>> {
    (20.0f64..80.0, 20.0f64..80.0, 2..k, 0.0f64..1.0).prop_map(|(cx, cy, k, phase)| {
        (0..k)
            .map(|i| {
                let t = PI * (i as f64 + phase) / k as f64;
                let (s, c) = t.sin_cos();
                [
                    [cx - 200.0 * c, cy - 200.0 * s],
                    [cx + 200.0 * c, cy + 200.0 * s],
                ]
            })
            .collect()
    })
}

/// Overlapping pieces of one carrier line (slope 1/2 or 3/7 or horizontal), endpoints on grid
/// points of the carrier, some reversed, some duplicated.
fn collinear(n: usize) -> impl Strategy<Value = Vec<Seg>> {
    (
        0usize..3,
        prop::collection::vec((0u32..1000, 0u32..1000, any::<bool>()), 1..n),
    )
        .prop_map(|(kind, pieces)| {
            // x in steps of 0.014 mm so that y = c + x * slope is exact on the 1e-6 grid.
            let (slope, c) = [(0.5, 10.0), (3.0 / 7.0, 20.0), (0.0, 50.0)][kind];
            let pt = |i: u32| {
                let x = i as f64 * 0.014 * 7.0;
                [x, c + x * slope]
            };
            pieces
                .into_iter()
                .filter(|(a, b, _)| a != b)
                .map(|(a, b, rev)| if rev { [pt(b), pt(a)] } else { [pt(a), pt(b)] })
                .collect()
        })
}

fn near_parallel(n: usize) -> impl Strategy<Value = Vec<Seg>> {
    prop::collection::vec((0.0f64..1.0, -9.0f64..-3.0, any::<bool>()), 2..n).prop_map(|v| {
        v.into_iter()
            .enumerate()
            .map(|(i, (dy, e, neg))| {
                let y = 40.0 + 0.01 * i as f64 + 1e-4 * dy;
                let eps = 10f64.powf(e) * if neg { -1.0 } else { 1.0 } * 100.0;
                [[-1.0, y], [101.0, y + eps]]
            })
            .collect()
    })
}

fn t_junctions(n: usize) -> impl Strategy<Value = Vec<Seg>> {
    prop::collection::vec(
        (
            [[0.0..100.0, 0.0..100.0], [0.0..100.0, 0.0..100.0]],
            0.0f64..1.0,
            [0.0..100.0, 0.0..100.0],
        ),
        1..n,
    )
    .prop_map(|v| {
        v.into_iter()
            .flat_map(|(b, t, far): (Seg, f64, [f64; 2])| {
                let p = [
                    b[0][0] + t * (b[1][0] - b[0][0]),
                    b[0][1] + t * (b[1][1] - b[0][1]),
                ];
                [b, [far, p]]
            })
            .collect()
    })
}

fn grid_lines(k: usize) -> impl Strategy<Value = Vec<Seg>> {
    (1..k, 1..k).prop_map(|(a, b)| {
        let mut v = Vec::new();
        for i in 1..=a {
            let x = 100.0 * i as f64 / (a + 1) as f64;
            v.push([[x, -5.0], [x, 105.0]]);
        }
        for j in 1..=b {
            let y = 100.0 * j as f64 / (b + 1) as f64;
            v.push([[-5.0, y], [105.0, y]]);
        }
        v
    })
}

fn family() -> impl Strategy<Value = Vec<Seg>> {
    prop_oneof![
        random_segments(100.0, 40),
        chords(30),
        pencil(40),
        collinear(60),
        near_parallel(20),
        t_junctions(15),
        grid_lines(12),
        (random_segments(100.0, 15), collinear(30), pencil(10)).prop_map(|(mut a, b, c)| {
            a.extend(b);
            a.extend(c);
            a
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Without a frame: every invariant.
    #[test]
    fn families_free(segs in family()) {
        check(&build_in(segs, None))?;
    }

    /// In a 100 mm frame: every invariant, and the faces fill the frame exactly.
    #[test]
    fn families_in_frame(segs in family()) {
        let arr = build_in(segs, Some(square(0.0, 0.0, 100.0)));
        check(&arr)?;
        let total: i128 = arr.faces.iter().map(|f| f.area2).sum();
        prop_assert_eq!(total, frame_area2(100.0));
    }

    /// The same families moved 1e6 mm from the origin (coordinates near 2^40 grid steps), with a
    /// triangle of 0.001 mm legs: invariants hold, and the small triangle is a face of area
    /// 0.0000005 mm² exactly on the grid.
    #[test]
    fn far_from_origin(segs in family()) {
        let o = 1.0e6;
        let mut moved: Vec<Seg> = segs
            .into_iter()
            .map(|s| [[s[0][0] + o, s[0][1] + o], [s[1][0] + o, s[1][1] + o]])
            .collect();
        // A 0.001 mm triangle in a corner that no generated line reaches (x, y < -1 before moving).
        let (x, y) = (o - 3.0, o - 3.0);
        moved.push([[x, y], [x + 0.001, y]]);
        moved.push([[x + 0.001, y], [x, y + 0.001]]);
        moved.push([[x, y + 0.001], [x, y]]);
        let arr = build_in(moved, Some(square(o - 5.0, o - 5.0, 110.0)));
        check(&arr)?;
        // 0.001 mm = 1000 steps: area2 = 1000 * 1000.
        prop_assert!(arr.faces.iter().any(|f| f.area2 == 1_000_000 && f.outline.len() == 3));
    }

    /// Shuffling and reversing the input changes nothing but the sources' ids.
    #[test]
    fn order_independent(segs in family(), seed in any::<u64>()) {
        let a = build_in(segs.clone(), Some(square(0.0, 0.0, 100.0)));
        let mut shuffled = segs;
        let mut r = seed;
        for i in (1..shuffled.len()).rev() {
            r = r.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let j = (r >> 33) as usize % (i + 1);
            shuffled.swap(i, j);
            if r & 1 == 1 {
                shuffled[i] = [shuffled[i][1], shuffled[i][0]];
            }
        }
        let b = build_in(shuffled, Some(square(0.0, 0.0, 100.0)));
        let areas = |x: &Arrangement| {
            let mut v: Vec<i128> = x.faces.iter().map(|f| f.area2).collect();
            v.sort();
            v
        };
        prop_assert_eq!(areas(&a), areas(&b));
        prop_assert_eq!(a.borders.len(), b.borders.len());
        prop_assert_eq!(a.dcel.vertices.clone(), b.dcel.vertices.clone());
    }
}

// ---- fixed sets with hand-computed answers ------------------------------------------------------

#[test]
fn grid_of_lines_has_all_cells() {
    // 20 vertical and 20 horizontal lines across a 210 mm frame: 21 x 21 cells of 10 mm;
    // borders: 2 * 21 * 20 = 840; corner-only pairs: 2 per inner crossing = 2 * 400.
    let mut segs = Vec::new();
    for i in 1..=20 {
        let v = 10.0 * i as f64;
        segs.push([[v, 0.0], [v, 210.0]]);
        segs.push([[0.0, v], [210.0, v]]);
    }
    let arr = build_in(segs, Some(square(0.0, 0.0, 210.0)));
    arr.dcel.check().unwrap();
    assert_eq!(arr.faces.len(), 441);
    assert!(
        arr.faces
            .iter()
            .all(|f| f.area2 == 2 * 10_000_000 * 10_000_000)
    );
    assert_eq!(arr.borders.len(), 840);
    assert_eq!(arr.corners.len(), 800);
}

#[test]
fn pencil_of_float_lines_meets_in_one_vertex() {
    // 90 lines through (30.3, 29.7), endpoints computed in floats past a 60 mm frame: 180
    // sectors, all meeting at one vertex of degree 180.
    let (cx, cy) = (30.3, 29.7);
    let segs: Vec<Seg> = (0..90)
        .map(|i| {
            let t = PI * (i as f64 + 0.37) / 90.0;
            let (s, c) = t.sin_cos();
            [
                [cx - 100.0 * c, cy - 100.0 * s],
                [cx + 100.0 * c, cy + 100.0 * s],
            ]
        })
        .collect();
    let arr = build_in(segs, Some(square(0.0, 0.0, 60.0)));
    arr.dcel.check().unwrap();
    assert_eq!(arr.faces.len(), 180);
    let centre = Grid::new(1e-6).unwrap().snap([cx, cy]).unwrap();
    let v = arr.dcel.vertices.binary_search(&centre).unwrap();
    assert_eq!(arr.dcel.outgoing[v].len(), 180);
    // Each sector borders its two angular neighbors only: a ring of 180 borders.
    assert_eq!(arr.borders.len(), 180);
}

#[test]
fn collinear_pieces_merge_and_overlaps_add_up() {
    // 300 pieces [i, i + 5] mm (i = 0..300) on the carrier y = 100 + x / 2, inside a 400 mm frame
    // with the carrier running edge to edge only where covered: pieces cover [0, 304] mm; with
    // a vertical line at x = 304 and the frame, the carrier and that line close one face below
    // and one above the carrier left of x = 304, and the rest of the frame is a third face.
    let pt = |x: f64| [x, 100.0 + x / 2.0];
    let mut segs: Vec<Seg> = (0..300)
        .map(|i| [pt(i as f64), pt(i as f64 + 5.0)])
        .collect();
    segs.push([[304.0, 0.0], [304.0, 400.0]]);
    let arr = build_in(segs, Some(square(0.0, 0.0, 400.0)));
    arr.dcel.check().unwrap();
    assert_eq!(arr.faces.len(), 3);
    // Pieces i and j (i < j <= i + 4) share 5 - (j - i) mm of x, times √5/2 along the carrier.
    let k = 5f64.sqrt() / 2.0;
    let n_pairs: usize = (0..300).map(|i: usize| (300 - i - 1).min(4)).sum();
    assert_eq!(arr.overlaps.len(), n_pairs);
    for o in &arr.overlaps {
        let d = (o.lines.1.0 - o.lines.0.0) as f64;
        let want = (5.0 - d) * k;
        assert!(
            (o.length - want).abs() < 1e-6,
            "{:?}: {} vs {want}",
            o.lines,
            o.length
        );
    }
}

#[test]
fn t_junctions_from_floats_close_faces() {
    // A horizontal base across a 100 mm frame and 30 drops from the top edge ending on it at a
    // point computed in floats (a + t (b - a) on a slanted base): 2 + 30 faces... the base from
    // (0, 40) to (100, 60) splits the frame in 2; each drop from the top edge to the base splits
    // the upper face once more: 32 faces, no dangles.
    let (a, b) = ([0.0, 40.0], [100.0, 60.0]);
    let mut segs: Vec<Seg> = vec![[a, b]];
    for i in 0..30 {
        let t = (i as f64 + 0.5) / 30.0 + 1e-3 * (i as f64).sin();
        let p = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
        segs.push([[p[0] + 0.3 * (i as f64).cos(), 0.0], p]);
    }
    let arr = build_in(segs, Some(square(0.0, 0.0, 100.0)));
    arr.dcel.check().unwrap();
    assert_eq!(
        arr.dangles.len(),
        0,
        "every float T-junction meets its base"
    );
    assert_eq!(arr.faces.len(), 32);
}

#[test]
fn thin_sliver_at_large_offset() {
    // Two horizontal lines 0.001 mm apart across a 600 x 400 frame at (1e6, 1e6): 3 faces, the
    // sliver 600 mm x 0.001 mm = 0.6 mm² (2 * 6e8 * 1e3 steps², doubled).
    let o = 1.0e6;
    let segs: Vec<Seg> = vec![
        [[o, o + 200.0], [o + 600.0, o + 200.0]],
        [[o, o + 200.001], [o + 600.0, o + 200.001]],
    ];
    let frame = vec![
        [o, o],
        [o + 600.0, o],
        [o + 600.0, o + 400.0],
        [o, o + 400.0],
    ];
    let arr = build_in(segs, Some(frame));
    arr.dcel.check().unwrap();
    assert_eq!(arr.faces.len(), 3);
    let mut areas: Vec<i128> = arr.faces.iter().map(|f| f.area2).collect();
    areas.sort();
    assert_eq!(areas[0], 2 * 600_000_000 * 1_000);
}
