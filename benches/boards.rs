//! Whole boards with capacity (issue 12): the pipeline as `savanna build` runs it (capacity up
//! to the pieces in play), in process, on the four boards of bench/boards.py: classic A3, the
//! 3 m ground board, a 4 m x 4 m ten-region board and a 2.4 m board of 182 regions.
//!
//! `cargo bench --bench boards` (the whole process, CPU time and peak memory: `python3
//! bench/boards.py`).

use criterion::{Criterion, criterion_group, criterion_main};
use savanna::pipeline::{Options, run};
use std::hint::black_box;

const BOARDS: [(&str, &str); 4] = [
    ("classic", include_str!("../examples/classic.yaml")),
    ("ground-3m", include_str!("../bench/boards/ground-3m.yaml")),
    ("ground-4m", include_str!("../bench/boards/ground-4m.yaml")),
    (
        "ground-2.4m-182",
        include_str!("../bench/boards/ground-2.4m-182.yaml"),
    ),
];

fn boards(c: &mut Criterion) {
    let mut g = c.benchmark_group("board");
    g.sample_size(10);
    for (name, text) in BOARDS {
        g.bench_function(name, |b| {
            b.iter(|| {
                let out = run(black_box(text), &Options::default()).expect("bench board loads");
                black_box(out.validated.regions.len())
            })
        });
    }
    g.finish();
}

criterion_group!(benches, boards);
criterion_main!(benches);
