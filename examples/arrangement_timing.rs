//! Times savanna's own work on board files, for bench/compare.py (issue 6).
//!
//! For each board file given: load it (not timed), then time [`savanna::geometry::arrangement::build`]
//! (snap, noding, half-edges, faces, holes, adjacency: the work shapely's
//! unary_union + polygonize + adjacency does) and [`savanna::regions::regions`] (reading order,
//! label points, petgraph graph). Each is the best of `--reps N` runs (default 3). Prints one
//! JSON object per board on stdout.
//!
//! `--no-regions` skips the regions stage (for profiling the arrangement alone).
//!
//! `cargo run --release --example arrangement_timing -- [--reps N] [--no-regions] BOARD...`

use savanna::geometry::arrangement::{Input, build};
use savanna::geometry::snap::Grid;
use savanna::input::load_bytes;
use savanna::regions::regions;
use std::time::Instant;

fn main() {
    let mut reps = 3usize;
    let mut with_regions = true;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--no-regions" {
            with_regions = false;
        } else if a == "--reps" {
            reps = args.next().and_then(|v| v.parse().ok()).unwrap_or(3).max(1);
        } else {
            files.push(a);
        }
    }
    for f in files {
        let bytes = match std::fs::read(&f) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{f}: {e}");
                std::process::exit(1);
            }
        };
        let board = match load_bytes(&bytes) {
            Ok(l) => l.board,
            Err(d) => {
                eprintln!("{f}: {} diagnostics, first: {}", d.len(), d[0].message);
                std::process::exit(1);
            }
        };
        let grid = match Grid::new(board.snap) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("{f}: {e}");
                std::process::exit(1);
            }
        };
        let input = Input {
            segments: board.lines.iter().map(|l| [l.from, l.to]).collect(),
            frame: board.frame.as_ref().map(|fr| fr.ring()),
            grid,
        };
        let mut best_arr = f64::INFINITY;
        let mut best_reg = f64::INFINITY;
        let mut counts = (0, 0, 0);
        for _ in 0..reps {
            let t0 = Instant::now();
            let arr = match build(&input) {
                Ok(a) => a,
                Err(e) => {
                    eprintln!("{f}: {e}");
                    std::process::exit(1);
                }
            };
            let t1 = Instant::now();
            let n_regions = if with_regions {
                regions(&arr).regions.len()
            } else {
                arr.faces.len()
            };
            let t2 = Instant::now();
            best_arr = best_arr.min((t1 - t0).as_secs_f64());
            best_reg = best_reg.min((t2 - t1).as_secs_f64());
            counts = (arr.faces.len(), arr.borders.len(), n_regions);
        }
        println!(
            "{{\"file\": {:?}, \"segments\": {}, \"faces\": {}, \"borders\": {}, \"regions\": {}, \"arrangement_s\": {:.6}, \"regions_s\": {:.6}}}",
            f,
            input.segments.len(),
            counts.0,
            counts.1,
            counts.2,
            best_arr,
            best_reg
        );
    }
}
