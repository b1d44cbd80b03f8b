//! Capacity benchmarks (issue 3): the regions of a classic A3 board (both piece kinds and the
//! mixed table, rayon over regions as the pipeline does it), single regions of at most 50
//! discs, and a set of record containers. Before the criterion runs, each case is timed once
//! and printed with its count and record.
//!
//! `cargo bench --bench capacity`

use criterion::{Criterion, criterion_group, criterion_main};
use geo::{Polygon, polygon};
use rayon::prelude::*;
use savanna::capacity::{PackOptions, geom::Container, mixed, mixed_with, pack, pack_container};
use std::hint::black_box;
use std::time::Instant;

/// The regions of examples/classic.yaml (an A3 sheet cut by five lines into ten regions), in mm,
/// computed by the library itself (no capacity).
fn classic_regions() -> Vec<Polygon<f64>> {
    let text = include_str!("../examples/classic.yaml");
    let opts = savanna::pipeline::Options {
        capacity: false,
        ..Default::default()
    };
    let out = savanna::pipeline::run(text, &opts).expect("examples/classic.yaml loads");
    out.regions.regions.iter().map(|r| r.polygon()).collect()
}

/// Everything the board needs from capacity: lions, jackals and the mixed table per region.
fn whole_board(regions: &[Polygon<f64>], o: &PackOptions) -> Vec<(usize, usize, usize)> {
    regions
        .par_iter()
        .map(|r| {
            let l = pack(r, 30.0, o);
            let j = pack(r, 20.0, o);
            let m = mixed_with(r, 30.0, 20.0, &l, &j, o);
            (l.count, j.count, m.len())
        })
        .collect()
}

fn square(s: f64) -> Polygon<f64> {
    polygon![(x: 0.0, y: 0.0), (x: s, y: 0.0), (x: s, y: s), (x: 0.0, y: s)]
}
fn triangle(s: f64) -> Polygon<f64> {
    let h = s * 3f64.sqrt() / 2.0;
    polygon![(x: 0.0, y: h), (x: s, y: h), (x: s / 2.0, y: 0.0)]
}

/// `(n, ratio)` rows of a record file in tests/data/packing.
fn records(name: &str, col: usize) -> Vec<(usize, f64)> {
    let path = format!("{}/tests/data/packing/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            Some((f.first()?.parse().ok()?, f.get(col)?.parse().ok()?))
        })
        .collect()
}

/// Best known count at size ratio `x`.
fn record_at(recs: &[(usize, f64)], x: f64) -> usize {
    recs.iter()
        .filter(|r| r.1 <= x * (1.0 + 1e-12))
        .map(|r| r.0)
        .max()
        .unwrap_or(0)
}

/// Record containers: (name, region or circle, record count), diameter 1.
/// A record case: name, polygon (or none), circle (or none), record count.
type Case = (String, Option<Polygon<f64>>, Option<Container>, usize);

fn record_cases() -> Vec<Case> {
    let sq = records("square_records.csv", 2);
    let ci = records("circle_records.csv", 2);
    let tr = records("triangle_records.csv", 1);
    let mut out = Vec::new();
    for x in [4.3, 5.5, 6.6, 7.5, 10.0] {
        out.push((
            format!("square {x}"),
            Some(square(x)),
            None,
            record_at(&sq, x),
        ));
    }
    for x in [4.4, 6.0, 7.9, 11.0] {
        let c = Container::Circle {
            c: [x / 2.0, x / 2.0],
            radius: x / 2.0,
        };
        out.push((format!("circle {x}"), None, Some(c), record_at(&ci, x)));
    }
    for x in [6.4, 8.6, 10.7, 14.0] {
        out.push((
            format!("triangle {x}"),
            Some(triangle(x)),
            None,
            record_at(&tr, x),
        ));
    }
    out.into_iter()
        .map(|(n, p, c, r)| (format!("{n} (record {r})"), p, c, r))
        .collect()
}

fn run_case(p: &Option<Polygon<f64>>, c: &Option<Container>, o: &PackOptions) -> usize {
    match (p, c) {
        (Some(p), _) => pack(p, 1.0, o).count,
        (None, Some(c)) => pack_container(c, o).count,
        _ => 0,
    }
}

fn bench(cr: &mut Criterion) {
    let o = PackOptions::default();
    let regions = classic_regions();
    println!("classic board: {} regions", regions.len());
    let t = Instant::now();
    let res = whole_board(&regions, &o);
    println!(
        "classic board, lions + jackals + mixed, all regions: {:.3} s",
        t.elapsed().as_secs_f64()
    );
    for (i, r) in regions.iter().enumerate() {
        let t = Instant::now();
        let l = pack(r, 30.0, &o);
        let tl = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let j = pack(r, 20.0, &o);
        let tj = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let m = mixed(r, 30.0, 20.0, &o);
        let tm = t.elapsed().as_secs_f64();
        let table: Vec<String> = m
            .iter()
            .map(|row| format!("{}L+{}J", row.lions, row.jackals))
            .collect();
        println!(
            "  region {i}: area {:.0} mm2, lions {} (<= {}) {:.3} s, jackals {} (<= {}) {:.3} s, mixed [{}] {:.3} s",
            geo::Area::unsigned_area(r),
            l.count,
            l.upper_bound,
            tl,
            j.count,
            j.upper_bound,
            tj,
            table.join(" "),
            tm
        );
        assert_eq!((l.count, j.count, m.len()), res[i]);
    }
    for (name, p, c, record) in record_cases() {
        let t = Instant::now();
        let n = run_case(&p, &c, &o);
        println!(
            "  {name}: count {n}, record {record}, {:.3} s",
            t.elapsed().as_secs_f64()
        );
    }

    let mut g = cr.benchmark_group("capacity");
    g.sample_size(10);
    g.bench_function("classic board (10 regions, both kinds + mixed)", |b| {
        b.iter(|| black_box(whole_board(&regions, &o)))
    });
    g.bench_function(
        "classic board, whole pipeline (load to validated board)",
        |b| {
            let text = include_str!("../examples/classic.yaml");
            b.iter(|| {
                black_box(
                    savanna::pipeline::run(text, &Default::default())
                        .map(|o| o.regions.regions.len()),
                )
            })
        },
    );
    for (name, p, c, _) in record_cases().into_iter().filter(|c| c.3 <= 50) {
        g.bench_function(name, |b| b.iter(|| black_box(run_case(&p, &c, &o))));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
