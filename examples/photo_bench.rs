//! The photo import's benchmark (`bench/photo.sh`): synthetic photos of boards drawn by hand
//! (tests/suite/photo_support: pencil or felt pen, wobble, ends short or over by up to 3 mm, eraser
//! smudges and scribbled names, tilts up to 30°, turns up to 25°, uneven light and shadow, blur,
//! noise, JPEG) and flat scans, read back with `import_photo`; prints the share read exactly
//! (regions, borders and corner-only pairs equal, areas within 2 %) overall and by condition,
//! and the time per photo.
//!
//! `cargo run --release --example photo_bench -- [PHOTOS] [WIDTHxHEIGHT] [KEEP_DIR] [FIRST]`:
//! PHOTOS (default 40) photos at WIDTHxHEIGHT (default 4000x3000, 12 megapixels) and PHOTOS / 4
//! scans, their seeds from FIRST (default 0: another FIRST, another set of photos);
//! KEEP_DIR keeps the first 6 photos and every one not read exactly there, with their overlays
//! and the boards read (the overlays are then drawn for every photo, inside the time measured).

#[path = "../tests/suite/photo_support/mod.rs"]
mod support;

use savanna::import::photo::{PhotoOptions, SheetSize, import_photo};
use std::collections::BTreeMap;
use std::time::Instant;
use support::{Board, Pen, Shot, compare, photograph};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
    let (w, h) = args
        .get(2)
        .and_then(|s| s.split_once('x'))
        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
        .unwrap_or((4000usize, 3000usize));
    let keep = args
        .get(3)
        .filter(|k| !k.is_empty())
        .map(std::path::PathBuf::from);
    let first: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(0);
    if let Some(k) = &keep {
        std::fs::create_dir_all(k).expect("the keep folder");
    }
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut boards: Vec<Board> = ["classic", "crossing", "waterhole"]
        .iter()
        .map(|b| {
            let text = std::fs::read_to_string(format!("{dir}/{b}.yaml")).expect("example");
            Board::from_yaml(b, &text)
        })
        .collect();
    for s in 0..5 {
        let (bw, bh) = if s % 2 == 0 {
            (297.0, 210.0)
        } else {
            (420.0, 297.0)
        };
        boards.push(Board::random(1000 + s, bw, bh));
    }
    let mut tally: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut times = Vec::new();
    let mut failures = Vec::new();
    let mut add = |key: String, ok: bool| {
        let e = tally.entry(key).or_default();
        e.0 += usize::from(ok);
        e.1 += 1;
    };
    let scans = (n / 4).max(1);
    for i in first..first + n + scans {
        let board = &boards[(i as usize) % boards.len()];
        let scan = i >= first + n;
        let shot = if scan {
            Shot::scan(i, 2480, if i % 2 == 0 { Pen::Pencil } else { Pen::Felt })
        } else {
            Shot::random(i, w, h)
        };
        let (bytes, _) = photograph(board, &shot);
        let opts = PhotoOptions {
            size: Some(SheetSize::parse(&format!("{}x{}mm", board.w, board.h)).expect("size")),
            overlay: keep.is_some(),
            name: None,
        };
        let t = Instant::now();
        let out = import_photo(&bytes, &opts);
        let secs = t.elapsed().as_secs_f64();
        let ok = match &out {
            Ok(o) => compare(board, &o.yaml).exact(),
            Err(_) => false,
        };
        if !ok {
            failures.push(format!(
                "{i}: {} tilt {:.0} pen {:?} blur {:.1} uneven {} scan {scan}: {}",
                board.name,
                shot.tilt_deg,
                shot.pen,
                shot.blur_px,
                shot.uneven,
                match &out {
                    Ok(o) => format!("{:?}", compare(board, &o.yaml)),
                    Err(e) => e.to_string(),
                }
            ));
        }
        if let Some(k) = &keep
            && (i < first + 6 || !ok)
        {
            let ext = if shot.jpeg == 0 { "png" } else { "jpg" };
            std::fs::write(k.join(format!("photo-{i}.{ext}")), &bytes).expect("write");
            if let Ok(o) = &out {
                if let Some(png) = &o.overlay {
                    std::fs::write(k.join(format!("overlay-{i}.png")), png).expect("write");
                }
                std::fs::write(k.join(format!("board-{i}.yaml")), &o.yaml).expect("write");
            }
        }
        if scan {
            add("scan".into(), ok);
            continue;
        }
        times.push(secs);
        add("all photos".into(), ok);
        let tilt = match shot.tilt_deg {
            t if t < 10.0 => "tilt 0-10°",
            t if t < 20.0 => "tilt 10-20°",
            _ => "tilt 20-30°",
        };
        add(tilt.into(), ok);
        add(format!("pen {:?}", shot.pen), ok);
        let blur = shot.blur_px * 4000.0 / w as f64;
        add(
            if blur < 2.0 {
                "blur < 2 px (at 4000 px)".into()
            } else {
                "blur 2-4 px (at 4000 px)".into()
            },
            ok,
        );
        add(
            if shot.uneven {
                "light uneven + shadow".into()
            } else {
                "light even".into()
            },
            ok,
        );
    }
    println!("photo import: {n} photos at {w} x {h} px, {scans} scans");
    for (k, (ok, all)) in &tally {
        println!(
            "  {k:<28} {ok:>3} / {all:<3} exact ({:.0} %)",
            100.0 * *ok as f64 / *all as f64
        );
    }
    times.sort_by(f64::total_cmp);
    if !times.is_empty() {
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        println!(
            "  time per photo: mean {mean:.2} s, median {:.2} s, max {:.2} s",
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
    for f in &failures {
        println!("  not exact: {f}");
    }
}
