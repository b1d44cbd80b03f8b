//! Times each stage of the pipeline (without capacity) on board files, to find where the whole
//! process spends its time on very large boards.
//!
//! `cargo run --release --example stage_timing -- BOARD...`

use savanna::checks::{Facts, assign_names, check, resolve_setup};
use savanna::geometry::arrangement::{Input, build};
use savanna::geometry::snap::Grid;
use savanna::input::load_bytes;
use savanna::pipeline::{Options, run};
use savanna::regions::regions;
use std::time::Instant;

fn main() {
    for f in std::env::args().skip(1) {
        let Ok(bytes) = std::fs::read(&f) else {
            eprintln!("{f}: cannot read");
            std::process::exit(1);
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let mut t = Instant::now();
        let mut lap = |name: &str| {
            let now = Instant::now();
            let ms = (now - t).as_secs_f64() * 1e3;
            t = now;
            format!("{name} {ms:.1} ms")
        };
        let Ok(loaded) = load_bytes(&bytes) else {
            eprintln!("{f}: not a board");
            std::process::exit(1);
        };
        let board = loaded.board;
        let mut laps = vec![lap("load")];
        let Ok(grid) = Grid::new(board.snap) else {
            eprintln!("{f}: bad snap grid");
            std::process::exit(1);
        };
        let input = Input {
            segments: board.lines.iter().map(|l| [l.from, l.to]).collect(),
            frame: board.frame.as_ref().map(|fr| fr.ring()),
            grid,
        };
        let Ok(arr) = build(&input) else {
            eprintln!("{f}: no arrangement");
            std::process::exit(1);
        };
        laps.push(lap("arrangement"));
        let regs = regions(&arr);
        laps.push(lap("regions"));
        let (names, _) = assign_names(&board, &regs);
        let (setup, _) = resolve_setup(&board, &names);
        laps.push(lap("names+setup"));
        let d = check(&Facts {
            board: &board,
            arrangement: &arr,
            regions: &regs,
            names: &names,
            capacity: None,
            setup: setup.as_ref(),
        });
        laps.push(lap(&format!("checks ({} diagnostics)", d.len())));
        let opts = Options {
            capacity: false,
            ..Options::default()
        };
        let out = run(&text, &opts).ok();
        laps.push(lap("whole run"));
        if let Some(o) = out {
            let s = savanna::validated::to_json(&o.validated);
            laps.push(lap(&format!("to_json ({} bytes)", s.len())));
        }
        println!("{f}: {}", laps.join(", "));
    }
}
