//! Reference images: small PNGs rendered from hand-made boards, compared with the stored ones
//! pixel by pixel with a tolerance. On a mismatch the actual image and a diff image (differing
//! pixels red on a faded copy of the reference) are written to target/render-diff/.
//! `SAVANNA_UPDATE_REFS=1 cargo test --test suite render_reference` rewrites the references (look at
//! them before committing).

use crate::render_support;

use render_support::{data, decode_png, grid_2x2, grid_a3};
use savanna::output::render::page::{PageOptions, pages};
use savanna::output::render::png::{PngOptions, rasterise};
use savanna::output::render::svg::{SvgOptions, render};
use std::path::PathBuf;

/// A pixel differs when one of its channels differs by more than this (of 255): absorbs
/// anti-aliasing differences between resvg versions and platforms.
const CHANNEL_TOLERANCE: u8 = 24;

/// Largest share of differing pixels that still passes.
const MAX_DIFFERING_SHARE: f64 = 0.002;

fn diff_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/render-diff")
}

fn check(name: &str, svg: &str, px_per_mm: f64) {
    compare(name, name, svg, px_per_mm, updating());
}

fn updating() -> bool {
    std::env::var_os("SAVANNA_UPDATE_REFS").is_some_and(|v| v == "1")
}

/// Compares the rendering of `svg` with reference `name`; failures are written as `dump_as`.
fn compare(name: &str, dump_as: &str, svg: &str, px_per_mm: f64, update: bool) {
    let png = rasterise(
        svg,
        &PngOptions {
            px_per_mm,
            white_background: true,
            max_side_px: savanna::output::render::png::MAX_SIDE_PX,
        },
    )
    .unwrap();
    let path = data(&format!("ref/{name}.png"));
    if update {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &png).unwrap();
    }
    let want = std::fs::read(&path)
        .unwrap_or_else(|_| panic!("missing {}: run with SAVANNA_UPDATE_REFS=1", path.display()));
    let (ww, wh, wpx) = decode_png(&want);
    let (gw, gh, gpx) = decode_png(&png);
    let dump = |diff: &[u8]| {
        let dir = diff_dir();
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{dump_as}.actual.png")), &png).unwrap();
        if !diff.is_empty() {
            let mut pm = resvg::tiny_skia::Pixmap::new(ww, wh).unwrap();
            pm.data_mut().copy_from_slice(diff);
            pm.save_png(dir.join(format!("{dump_as}.diff.png")))
                .unwrap();
        }
    };
    if (ww, wh) != (gw, gh) {
        dump(&[]);
        panic!(
            "{name}: size {gw}x{gh}, reference {ww}x{wh}; actual image in {}",
            diff_dir().display()
        );
    }
    let mut diff = Vec::with_capacity(wpx.len());
    let mut differing = 0usize;
    for (a, b) in wpx.chunks(4).zip(gpx.chunks(4)) {
        let bad = a
            .iter()
            .zip(b)
            .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE);
        if bad {
            differing += 1;
            diff.extend([255, 0, 0, 255]);
        } else {
            diff.extend([a[0] / 4 + 191, a[1] / 4 + 191, a[2] / 4 + 191, 255]);
        }
    }
    let share = differing as f64 / (ww as f64 * wh as f64);
    if share > MAX_DIFFERING_SHARE {
        dump(&diff);
        panic!(
            "{name}: {differing} pixels ({:.3} %) differ from the reference; see {}",
            share * 100.0,
            diff_dir().display()
        );
    }
}

#[test]
fn grid_2x2_sheet() {
    check(
        "grid_2x2_sheet",
        &render(&grid_2x2(), &SvgOptions::default()),
        2.0,
    );
}

#[test]
fn grid_2x2_sheet_proof_with_certificates() {
    use savanna::diagnostics::Severity;
    use savanna::ids::RegionId;
    use savanna::validated::{DiagnosticOut, LooseEdge, LooseKind};
    let mut v = grid_2x2();
    v.loose_edges.push(LooseEdge {
        kind: LooseKind::Dangle,
        line_index: Some(2),
        frame_edge: None,
        from: [60.0, 80.0],
        to: [90.0, 80.0],
    });
    v.diagnostics.push(DiagnosticOut {
        severity: Severity::Warning,
        code: savanna::diagnostics::Code::RegionShortBorder,
        message: "region 2 is small".into(),
        help: None,
        line: Some(3),
        column: Some(5),
        regions: vec![RegionId(2)],
        labels: Vec::new(),
    });
    let o = SvgOptions {
        certificates: true,
        proof: true,
        ..SvgOptions::default()
    };
    check("grid_2x2_proof", &render(&v, &o), 2.0);
}

#[test]
fn ring_elbow_sheet() {
    check(
        "ring_elbow_sheet",
        &render(&render_support::ring_elbow(), &SvgOptions::default()),
        2.0,
    );
}

#[test]
fn grid_a3_pages_on_a4() {
    let o = PageOptions {
        cutouts: true,
        ..PageOptions::default()
    };
    let p = pages(&grid_a3(), &o).unwrap();
    for (i, pg) in p.pages.iter().enumerate() {
        check(&format!("grid_a3_a4_page{}", i + 1), &pg.svg, 1.0);
    }
}

#[test]
fn grid_2x2_sheet_with_its_legend() {
    check(
        "grid_2x2_sheet_legend",
        &savanna::output::render::page::sheet(&grid_2x2(), &SvgOptions::default(), 1.0),
        2.0,
    );
}

#[test]
fn hand_made_layout_plan() {
    let text = std::fs::read_to_string(data("plan_hand.yaml")).unwrap();
    let opts = savanna::pipeline::Options {
        capacity: false,
        ..savanna::pipeline::Options::default()
    };
    let v = savanna::pipeline::run(&text, &opts).unwrap().validated;
    let p = savanna::output::render::plan_page::pages(&v, &PageOptions::default()).unwrap();
    check("plan_hand_page1", &p.pages[0].svg, 1.0);
}

#[test]
fn a_changed_drawing_is_caught() {
    // The comparison is not blind: the same board coloured without its adjacency fails it.
    if updating() {
        return;
    }
    let mut v = grid_2x2();
    v.borders.clear();
    v.regions.iter_mut().for_each(|r| r.neighbors.clear());
    let svg = render(&v, &SvgOptions::default());
    let r = std::panic::catch_unwind(|| {
        compare("grid_2x2_sheet", "negative_control", &svg, 2.0, false)
    });
    assert!(r.is_err());
}
