//! Arrangement benchmarks (issue 6): `arrangement::build` (snap rounding, noding, half-edges,
//! faces, holes, adjacency) on the seeded sets of bench/compare.py, generated here in Rust with
//! the same shapes (the seeds differ: fastrand, not Python's `random`).
//!
//! `cargo bench --bench arrangement`

// The benchmark draws its input sets (circles, random angles, scales) with std's sin, cos and
// powf: a set a last bit different on another target measures the same work.
#![allow(clippy::disallowed_methods)]

use criterion::{Criterion, criterion_group, criterion_main};
use savanna::geometry::arrangement::{Input, build};
use savanna::geometry::snap::Grid;
use std::f64::consts::PI;
use std::hint::black_box;

type Seg = [[f64; 2]; 2];

fn frame() -> Option<Vec<[f64; 2]>> {
    Some(vec![[0.0, 0.0], [600.0, 0.0], [600.0, 600.0], [0.0, 600.0]])
}

fn random_segments(n: usize, seed: u64) -> Vec<Seg> {
    let mut r = fastrand::Rng::with_seed(seed);
    let mut v = Vec::new();
    while v.len() < n {
        let (cx, cy) = (600.0 * r.f64(), 600.0 * r.f64());
        let (l, t) = (10.0 + 190.0 * r.f64(), PI * r.f64());
        let (dx, dy) = (0.5 * l * t.cos(), 0.5 * l * t.sin());
        let s = [[cx - dx, cy - dy], [cx + dx, cy + dy]];
        if s.iter().flatten().all(|c| (0.0..=600.0).contains(c)) {
            v.push(s);
        }
    }
    v
}

fn chords(n: usize, seed: u64) -> Vec<Seg> {
    let mut r = fastrand::Rng::with_seed(seed);
    (0..n)
        .map(|_| {
            let (s, t) = (2.0 * PI * r.f64(), 2.0 * PI * r.f64());
            [
                [300.0 + 280.0 * s.cos(), 300.0 + 280.0 * s.sin()],
                [300.0 + 280.0 * t.cos(), 300.0 + 280.0 * t.sin()],
            ]
        })
        .collect()
}

fn grid(k: usize) -> Vec<Seg> {
    let step = 600.0 / (k + 1) as f64;
    (1..=k)
        .flat_map(|i| {
            let v = step * i as f64;
            [[[v, 0.0], [v, 600.0]], [[0.0, v], [600.0, v]]]
        })
        .collect()
}

fn pencil(k: usize) -> Vec<Seg> {
    let (cx, cy) = (300.3, 299.7);
    (0..k)
        .map(|i| {
            let t = PI * (i as f64 + 0.37) / k as f64;
            let (s, c) = t.sin_cos();
            [
                [cx - 450.0 * c, cy - 450.0 * s],
                [cx + 450.0 * c, cy + 450.0 * s],
            ]
        })
        .collect()
}

fn collinear(n: usize, seed: u64) -> Vec<Seg> {
    let mut r = fastrand::Rng::with_seed(seed);
    let pt = |x: f64| [x, 100.0 + x / 2.0];
    let q = |x: f64| (x * 1000.0).round() / 1000.0;
    let mut v = Vec::new();
    let mut x = 0.0;
    while x < 600.0 {
        let next = (x + 1.0 + 39.0 * r.f64()).min(600.0);
        v.push([pt(q((x - 5.0 * r.f64()).max(0.0))), pt(q(next))]);
        x = next;
    }
    while v.len() < n {
        let (a, b) = (q(600.0 * r.f64()), q(600.0 * r.f64()));
        if a != b {
            v.push([pt(a), pt(b)]);
        }
    }
    for i in 0..10 {
        let x = 30.0 + 55.0 * i as f64 + 0.5;
        v.push([[x, 0.0], [x, 600.0]]);
    }
    v
}

fn near_parallel(n: usize, seed: u64) -> Vec<Seg> {
    let mut r = fastrand::Rng::with_seed(seed);
    let mut v: Vec<Seg> = (0..n)
        .map(|i| {
            let y = 300.0 + 0.01 * i as f64;
            let sign = if r.bool() { 1.0 } else { -1.0 };
            let eps = 10f64.powf(-9.0 + 6.0 * r.f64()) * sign * 600.0;
            [[0.0, y], [600.0, y + eps]]
        })
        .collect();
    for i in 0..20 {
        let x = 15.0 + 29.0 * i as f64 + 0.25;
        v.push([[x, 0.0], [x, 600.0]]);
    }
    v
}

fn t_junctions(n: usize, seed: u64) -> Vec<Seg> {
    let mut r = fastrand::Rng::with_seed(seed);
    let mut p = || [600.0 * r.f64(), 600.0 * r.f64()];
    let mut v = Vec::new();
    for _ in 0..n {
        let (a, b, far) = (p(), p(), p());
        let t = 0.05 + 0.9 * (far[0] / 600.0);
        let q = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
        v.push([a, b]);
        v.push([far, q]);
    }
    v
}

/// A 600 x 400 board at (1e6, 1e6) mm: 40 random lines across it, a sliver 0.001 mm wide
/// between two parallel lines, and a triangle with 0.001 mm legs. Returns the lines and the
/// frame.
fn offset_board(seed: u64) -> (Vec<Seg>, Vec<[f64; 2]>) {
    let mut r = fastrand::Rng::with_seed(seed);
    let o = 1e6;
    let mut v = Vec::new();
    for _ in 0..40 {
        v.push([[o + 600.0 * r.f64(), o], [o + 600.0 * r.f64(), o + 400.0]]);
    }
    v.push([[o, o + 200.0], [o + 600.0, o + 200.0]]);
    v.push([[o, o + 200.001], [o + 600.0, o + 200.001]]);
    let (x, y) = (o + 17.25, o + 33.5);
    v.push([[x, y], [x + 0.001, y]]);
    v.push([[x + 0.001, y], [x, y + 0.001]]);
    v.push([[x, y + 0.001], [x, y]]);
    (
        v,
        vec![
            [o, o],
            [o + 600.0, o],
            [o + 600.0, o + 400.0],
            [o, o + 400.0],
        ],
    )
}

fn bench(c: &mut Criterion) {
    let sets: Vec<(&str, Vec<Seg>)> = vec![
        ("random-100", random_segments(100, 1)),
        ("random-1000", random_segments(1000, 2)),
        ("random-3000", random_segments(3000, 3)),
        ("chords-300", chords(300, 4)),
        ("grid-50x50", grid(50)),
        ("pencil-180", pencil(180)),
        ("collinear-1500", collinear(1500, 5)),
        ("near-parallel", near_parallel(200, 6)),
        ("t-junctions", t_junctions(400, 7)),
    ];
    let (offset_lines, offset_frame) = offset_board(8);
    let mut inputs: Vec<(&str, Input)> = sets
        .into_iter()
        .map(|(name, segs)| {
            let input = Input {
                segments: segs,
                frame: frame(),
                grid: Grid::new(1e-6).unwrap(),
            };
            (name, input)
        })
        .collect();
    inputs.push((
        "offset-1e6",
        Input {
            segments: offset_lines,
            frame: Some(offset_frame),
            grid: Grid::new(1e-6).unwrap(),
        },
    ));
    let mut g = c.benchmark_group("arrangement");
    g.sample_size(10);
    for (name, input) in inputs {
        let arr = build(&input).expect("fits the grid");
        println!(
            "{name}: {} segments, {} faces, {} borders",
            input.segments.len(),
            arr.faces.len(),
            arr.borders.len()
        );
        g.bench_function(name, |b| b.iter(|| build(black_box(&input))));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
