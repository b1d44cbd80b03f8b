//! Property tests of the arrangement on random and adversarial segment sets: the half-edge
//! structure's invariants, Euler's relation, areas adding up exactly, symmetric adjacency, no pair
//! both neighbor and corner-only, labels inside their regions.

use crate::arrangement_support;

use arrangement_support::check_structure;
use proptest::prelude::*;
use savanna::geometry::arrangement::{Arrangement, Input, build};
use savanna::geometry::snap::Grid;
use savanna::regions::{PointLocation, regions};

type Seg = [[f64; 2]; 2];

fn coord() -> impl Strategy<Value = f64> {
    (0.0f64..100.0).prop_map(|v| v)
}

fn random_segments() -> impl Strategy<Value = Vec<Seg>> {
    prop::collection::vec([[coord(), coord()], [coord(), coord()]], 0..25)
}

/// `k` lines through one point, their endpoints computed in floats.
fn pencil() -> impl Strategy<Value = Vec<Seg>> {
    (10.0f64..90.0, 10.0f64..90.0, 2usize..14, 0.0f64..1.0).prop_map(|(cx, cy, k, phase)| {
        (0..k)
            .map(|i| {
                let t = std::f64::consts::PI * (i as f64 + phase) / k as f64;
                let (s, c) = t.sin_cos();
                [
                    [cx - 60.0 * c, cy - 60.0 * s],
                    [cx + 60.0 * c, cy + 60.0 * s],
                ]
            })
            .collect()
    })
}

/// Segments that end on another segment at a point computed in floats.
fn t_junctions() -> impl Strategy<Value = Vec<Seg>> {
    prop::collection::vec(
        (
            [[coord(), coord()], [coord(), coord()]],
            0.0f64..1.0,
            [coord(), coord()],
        ),
        1..8,
    )
    .prop_map(|v| {
        v.into_iter()
            .flat_map(|(base, t, far)| {
                let p = [
                    base[0][0] + t * (base[1][0] - base[0][0]),
                    base[0][1] + t * (base[1][1] - base[0][1]),
                ];
                [base, [far, p]]
            })
            .collect()
    })
}

/// Nearly parallel long lines that cross: line `i` runs from `(0, y + eps u_i)` to
/// `(100, y + eps v_i)`, with `u` and `v` drawn independently, so two lines cross wherever their
/// order at the left end differs from their order at the right end, at angles of about
/// `eps / 100` radians. The first two lines always cross (offsets `0, 1` on the left and `1, 0`
/// on the right), at x = 50.
fn near_parallel() -> impl Strategy<Value = Vec<Seg>> {
    (
        prop::collection::vec((0.0f64..1.0, 0.0f64..1.0), 0..8),
        prop_oneof![1e-9f64..1e-6, 1e-6f64..1e-3, 1e-3f64..1.0],
        0.0f64..100.0,
    )
        .prop_map(|(offsets, eps, y)| {
            [(0.0, 1.0), (1.0, 0.0)]
                .into_iter()
                .chain(offsets)
                .map(|(u, v)| [[0.0, y + eps * u], [100.0, y + eps * v]])
                .collect()
        })
}

fn with_duplicates(v: Vec<Seg>, reverse: bool) -> Vec<Seg> {
    let mut out = v.clone();
    for s in v.iter().step_by(2) {
        out.push(if reverse { [s[1], s[0]] } else { *s });
    }
    out
}

fn family() -> impl Strategy<Value = Vec<Seg>> {
    prop_oneof![
        random_segments(),
        pencil(),
        t_junctions(),
        near_parallel(),
        (random_segments(), pencil()).prop_map(|(mut a, b)| {
            a.extend(b);
            a
        }),
        (random_segments(), any::<bool>()).prop_map(|(a, r)| with_duplicates(a, r)),
    ]
}

fn check_invariants(arr: &Arrangement) -> Result<(), TestCaseError> {
    check_structure(arr)?;
    let r = regions(arr);
    for b in &r.borders {
        let [a, c] = b.regions;
        prop_assert!(a < c && b.length > 0.0);
        prop_assert!(
            r.neighbors(a).contains(&c) && r.neighbors(c).contains(&a),
            "symmetric adjacency"
        );
        prop_assert!(
            !r.corners.iter().any(|k| k.regions == b.regions),
            "both neighbor and corner"
        );
    }
    for reg in &r.regions {
        if reg.label_clearance > 10.0 * arr.grid.pitch() {
            prop_assert_eq!(
                r.locate(reg.label),
                PointLocation::Inside(reg.id),
                "label inside its region"
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn free_lines(segs in family()) {
        let arr = build(&Input { segments: segs, frame: None, grid: Grid::new(1e-6).unwrap() }).unwrap();
        check_invariants(&arr)?;
    }

    #[test]
    fn lines_in_a_frame(segs in family(), w in 20.0f64..100.0, h in 20.0f64..100.0) {
        let frame = vec![[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]];
        let arr = build(&Input { segments: segs, frame: Some(frame), grid: Grid::new(1e-6).unwrap() }).unwrap();
        check_invariants(&arr)?;
        // With a frame there is at least one region, and together they fill the frame exactly.
        let total: f64 = arr.faces.iter().map(|f| f.area2 as f64 / 2.0 * 1e-12).sum();
        prop_assert!((total - w * h).abs() <= 1e-6 * w * h, "regions fill the frame: {} vs {}", total, w * h);
    }

    #[test]
    fn coarse_grid(segs in family()) {
        // A coarse grid forces many snaps; the structure must stay valid.
        let arr = build(&Input { segments: segs, frame: None, grid: Grid::new(0.5).unwrap() }).unwrap();
        check_invariants(&arr)?;
    }
}

#[test]
fn twelve_float_lines_meet_in_one_vertex() {
    // Twelve lines through (37.1, 52.9), endpoints computed in floats: one vertex of degree 24.
    let (cx, cy) = (37.1, 52.9);
    let segs: Vec<Seg> = (0..12)
        .map(|i| {
            let t = std::f64::consts::PI * (i as f64 + 0.37) / 12.0;
            let (s, c) = t.sin_cos();
            [
                [cx - 30.0 * c, cy - 30.0 * s],
                [cx + 30.0 * c, cy + 30.0 * s],
            ]
        })
        .collect();
    let arr = build(&Input {
        segments: segs,
        frame: None,
        grid: Grid::new(1e-6).unwrap(),
    })
    .unwrap();
    let max_degree = arr.dcel.outgoing.iter().map(Vec::len).max().unwrap_or(0);
    // All 24 half-lines are dangles (no region is closed), so look at the noded edges instead:
    assert_eq!(arr.dangles.len(), 24, "24 spokes, all free");
    assert_eq!(max_degree, 0);
    let centre = Grid::new(1e-6).unwrap().snap([cx, cy]).unwrap();
    let at_centre = arr
        .dangles
        .iter()
        .filter(|d| d.a == centre || d.b == centre)
        .count();
    assert_eq!(at_centre, 24, "every spoke ends at the one centre vertex");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Two nearly parallel lines crossing at x = 50 inside a 100 x 20 frame (hand count): four
    /// regions, the two wedges of area 25 eps each (a triangle of base eps at the frame's edge
    /// and height 50), touching only at the crossing, each a neighbor of the top and bottom
    /// regions.
    #[test]
    fn near_parallel_lines_cross_in_a_frame(eps in prop_oneof![1e-4f64..1e-2, 1e-2f64..1.0], y in 10.0f64..90.0) {
        let frame = vec![[0.0, y - 10.0], [100.0, y - 10.0], [100.0, y + 10.0], [0.0, y + 10.0]];
        let segs = vec![[[0.0, y], [100.0, y + eps]], [[0.0, y + eps], [100.0, y]]];
        let arr = build(&Input { segments: segs, frame: Some(frame), grid: Grid::new(1e-6).unwrap() }).unwrap();
        check_invariants(&arr)?;
        let r = regions(&arr);
        prop_assert_eq!(r.regions.len(), 4);
        let mut by_area: Vec<_> = r.regions.iter().collect();
        by_area.sort_by(|a, b| a.area.total_cmp(&b.area));
        let (w1, w2) = (by_area[0], by_area[1]);
        for w in [w1, w2] {
            prop_assert!((w.area - 25.0 * eps).abs() <= 1e-4, "wedge area {} vs {}", w.area, 25.0 * eps);
        }
        let total: f64 = r.regions.iter().map(|x| x.area).sum();
        prop_assert!((total - 2000.0).abs() <= 1e-6 * 2000.0);
        let pair = [w1.id.min(w2.id), w1.id.max(w2.id)];
        prop_assert!(!r.borders.iter().any(|b| b.regions == pair), "wedges share no border");
        prop_assert!(r.corners.iter().any(|c| c.regions == pair), "wedges touch at the crossing");
        for w in [w1, w2] {
            prop_assert_eq!(r.neighbors(w.id).len(), 2);
        }
    }
}

/// An axis-aligned ring `[x0, x1] × [y0, y1]` (integer board units) and the rings directly
/// inside it.
#[derive(Debug, Clone)]
struct Ring {
    lo: [i64; 2],
    hi: [i64; 2],
    children: Vec<Ring>,
}

/// Rings nested up to `depth` deep inside `lo..hi`, `k` side by side at each level: the box is cut
/// into `k` columns and each child keeps a margin of at least 2 from its column's edges.
fn rings_in(lo: [i64; 2], hi: [i64; 2], depth: u32) -> BoxedStrategy<Vec<Ring>> {
    let (w, h) = (hi[0] - lo[0], hi[1] - lo[1]);
    if depth == 0 || h < 8 || w < 8 {
        return Just(Vec::new()).boxed();
    }
    let max_k = (w / 8).clamp(1, 3) as usize;
    (1..=max_k)
        .prop_flat_map(move |k| {
            let col = w / k as i64;
            let one = move |i: usize| {
                let (c0, c1) = (lo[0] + i as i64 * col, lo[0] + (i as i64 + 1) * col);
                (
                    2..=col / 4,
                    2..=col / 4,
                    2..=h / 4,
                    2..=h / 4,
                    any::<bool>(),
                )
                    .prop_flat_map(move |(l, r, t, b, skip)| {
                        let (clo, chi) = ([c0 + l, lo[1] + t], [c1 - r, hi[1] - b]);
                        rings_in(clo, chi, depth - 1).prop_map(move |children| {
                            (!skip).then(|| Ring {
                                lo: clo,
                                hi: chi,
                                children: children.clone(),
                            })
                        })
                    })
            };
            (0..k).map(one).collect::<Vec<_>>()
        })
        .prop_map(|v| v.into_iter().flatten().collect())
        .boxed()
}

fn ring_lines(r: &Ring, out: &mut Vec<Seg>) {
    let [x0, y0] = r.lo.map(|v| v as f64);
    let [x1, y1] = r.hi.map(|v| v as f64);
    out.extend([
        [[x0, y0], [x1, y0]],
        [[x1, y0], [x1, y1]],
        [[x1, y1], [x0, y1]],
        [[x0, y1], [x0, y0]],
    ]);
    for c in &r.children {
        ring_lines(c, out);
    }
}

fn ring_area(r: &Ring) -> i64 {
    (r.hi[0] - r.lo[0]) * (r.hi[1] - r.lo[1])
}

/// Each ring is one region: its area minus its children's, with exactly its children as holes.
fn check_ring(r: &Ring, regs: &savanna::regions::Regions) -> Result<(), TestCaseError> {
    // One unit inside the ring's top-left corner: children keep a margin of 2.
    let p = [r.lo[0] as f64 + 1.0, r.lo[1] as f64 + 1.0];
    let PointLocation::Inside(id) = regs.locate(p) else {
        return Err(TestCaseError::fail(format!("{p:?} in no region")));
    };
    let reg = regs.get(id).unwrap();
    let want = ring_area(r) - r.children.iter().map(ring_area).sum::<i64>();
    prop_assert!(
        (reg.area - want as f64).abs() <= 1e-9 * want as f64,
        "ring {:?}..{:?}: area {} vs {}",
        r.lo,
        r.hi,
        reg.area,
        want
    );
    // The holes are exactly the children's rings (by bounding box), no more, no fewer.
    let bbox = |ring: &[[f64; 2]]| {
        let x = ring.iter().map(|q| q[0].round() as i64);
        let y = ring.iter().map(|q| q[1].round() as i64);
        (
            [x.clone().min().unwrap(), y.clone().min().unwrap()],
            [x.max().unwrap(), y.max().unwrap()],
        )
    };
    let mut holes: Vec<_> = reg.holes.iter().map(|h| bbox(h)).collect();
    let mut kids: Vec<_> = r.children.iter().map(|c| (c.lo, c.hi)).collect();
    holes.sort();
    kids.sort();
    prop_assert_eq!(holes, kids, "holes of ring {:?}..{:?}", r.lo, r.hi);
    for c in &r.children {
        check_ring(c, regs)?;
    }
    Ok(())
}

fn count_rings(rs: &[Ring]) -> usize {
    rs.iter().map(|r| 1 + count_rings(&r.children)).sum()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Rings nested up to six deep and side by side (issue 11.1: at depth five the inner rings
    /// became holes of the outermost face): one region per ring, each with exactly its children
    /// as holes and its area minus theirs; the areas add up to the outer rings' areas.
    #[test]
    fn nested_and_side_by_side_rings(rings in rings_in([0, 0], [400, 300], 6)) {
        let mut segs = Vec::new();
        for r in &rings {
            ring_lines(r, &mut segs);
        }
        let arr = build(&Input { segments: segs, frame: None, grid: Grid::new(1e-6).unwrap() }).unwrap();
        check_structure(&arr)?;
        let regs = regions(&arr);
        prop_assert_eq!(regs.regions.len(), count_rings(&rings));
        let total: f64 = regs.regions.iter().map(|r| r.area).sum();
        let outer: i64 = rings.iter().map(ring_area).sum();
        prop_assert!((total - outer as f64).abs() <= 1e-9 * outer.max(1) as f64, "area sum {} vs {}", total, outer);
        for r in &rings {
            check_ring(r, &regs)?;
        }
    }
}
