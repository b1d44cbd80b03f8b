//! Round trips (issue 38, part 5): every example board, written in millimetres, metres and
//! inches (its numbers converted by the factor between the units), rendered as an SVG sheet and
//! imported back, is the same board: the same lines (exactly, with their names), frame, pieces,
//! regions (names, outlines, areas), adjacency, corner contacts and diagnostics.

use savanna::import::svg::import;
use savanna::input::{Board, FrameShape, RegionRef, load};
use savanna::output::render::svg::{SvgOptions, render};
use savanna::pipeline::{Options, run};
use savanna::units::Units;
use savanna::validated::ValidatedBoard;

fn build(yaml: &str) -> ValidatedBoard {
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    match run(yaml, &opts) {
        Ok(o) => o.validated,
        Err(d) => panic!("{d:?}\n{yaml}"),
    }
}

/// A number as Rust writes an `f64`: the shortest text that reads back to the same value.
fn n(x: f64) -> String {
    format!("{x}")
}

fn pt(p: [f64; 2], k: f64) -> String {
    format!("[{}, {}]", n(p[0] * k), n(p[1] * k))
}

fn json(s: &str) -> String {
    serde_json::to_string(s).unwrap()
}

/// The board file of `b` in `to`: every length times the factor between the units (the
/// default pieces left to the defaults of the new unit).
fn convert(b: &Board, to: Units) -> String {
    let k = b.units.mm_per_unit() / to.mm_per_unit();
    let mut y = String::new();
    if let Some(name) = &b.name {
        y += &format!("name: {}\n", json(name));
    }
    y += &format!("units: {}\n", to.as_str());
    match &b.frame.as_ref().map(|f| &f.shape) {
        Some(FrameShape::Rect { width, height }) => {
            y += &format!(
                "frame: {{width: {}, height: {}}}\n",
                n(width * k),
                n(height * k)
            )
        }
        Some(FrameShape::Polygon(p)) => {
            let pts: Vec<String> = p.iter().map(|&q| pt(q, k)).collect();
            y += &format!("frame: {{polygon: [{}]}}\n", pts.join(", "));
        }
        None => {}
    }
    y += "lines:\n";
    for l in &b.lines {
        match &l.name {
            Some(name) => {
                y += &format!(
                    "  - {{from: {}, to: {}, name: {}}}\n",
                    pt(l.from, k),
                    pt(l.to, k),
                    json(name)
                )
            }
            None => y += &format!("  - [{}, {}]\n", pt(l.from, k), pt(l.to, k)),
        }
    }
    if b.pieces.iter().any(|p| p.span.is_some()) {
        y += "pieces:\n";
        for p in &b.pieces {
            y += &format!(
                "  {}: {{diameter: {}, count: {}}}\n",
                json(&p.name),
                n(p.diameter * k),
                p.count
            );
        }
    }
    if !b.region_names.is_empty() {
        y += "regions:\n";
        for r in &b.region_names {
            y += &format!("  {}: {}\n", json(&r.name), pt(r.point, k));
        }
    }
    if let Some(s) = &b.setup {
        let r = |x: &RegionRef| match x {
            RegionRef::Name(n) => json(n),
            RegionRef::Id(i) => i.to_string(),
        };
        let lions: Vec<String> = s.lions.iter().map(|l| r(&l.region)).collect();
        y += &format!("setup:\n  lions: [{}]\n", lions.join(", "));
        if let Some(j) = &s.jackals {
            y += &format!("  jackals: {}\n", r(&j.region));
        }
    }
    let ru = &b.rules;
    y += &format!(
        "rules: {{min_regions: {}, max_regions: {}, max_area_ratio: {}, min_pack_distance: {}{}}}\n",
        ru.min_regions,
        ru.max_regions,
        n(ru.max_area_ratio),
        ru.min_pack_distance,
        ru.min_border_length
            .map(|m| format!(", min_border_length: {}", n(m * k)))
            .unwrap_or_default()
    );
    y += &format!("game: {}\n", serde_json::to_string(&b.game).unwrap());
    y
}

/// What must come back, exactly: the lines, frame (with the board file's own corners when the
/// snap grid moved them), pieces, start, regions (names, outlines, holes, areas), adjacency,
/// borders, corner contacts and the diagnostics' codes and messages (in any order: they are
/// sorted by their place in the file, which the import lays out anew).
fn assert_same(a: &ValidatedBoard, b: &ValidatedBoard, what: &str) {
    assert_eq!(a.name, b.name, "{what}: name");
    assert_eq!(a.units, b.units, "{what}: units");
    assert_eq!(a.frame, b.frame, "{what}: frame");
    assert_eq!(a.lines.len(), b.lines.len(), "{what}: lines");
    for (i, (l, m)) in a.lines.iter().zip(&b.lines).enumerate() {
        // The drawing may give a line back in the other direction; never moved.
        let same = (l.from == m.from && l.to == m.to) || (l.from == m.to && l.to == m.from);
        assert!(same, "{what}: line {} {l:?} came back as {m:?}", i + 1);
        assert_eq!(l.name, m.name, "{what}: line {}'s name", i + 1);
    }
    assert_eq!(a.pieces, b.pieces, "{what}: pieces");
    assert_eq!(a.setup, b.setup, "{what}: setup");
    assert_eq!(a.game, b.game, "{what}: game");
    assert_eq!(a.regions.len(), b.regions.len(), "{what}: regions");
    for (r, s) in a.regions.iter().zip(&b.regions) {
        assert_eq!(r.name, s.name, "{what}: region {}'s name", r.id);
        assert_eq!(r.outline, s.outline, "{what}: region {}'s outline", r.id);
        assert_eq!(r.holes, s.holes, "{what}: region {}'s holes", r.id);
        assert_eq!(r.area, s.area, "{what}: region {}'s area", r.id);
        assert_eq!(
            r.neighbors, s.neighbors,
            "{what}: region {}'s neighbors",
            r.id
        );
    }
    assert_eq!(a.borders, b.borders, "{what}: borders");
    assert_eq!(a.corners, b.corners, "{what}: corners");
    let diags = |v: &ValidatedBoard| -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = v
            .diagnostics
            .iter()
            .map(|d| (d.code.as_str().to_string(), d.message.clone()))
            .collect();
        out.sort();
        out
    };
    assert_eq!(diags(a), diags(b), "{what}: diagnostics");
}

fn examples() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_example_comes_back_from_its_sheet_in_mm_m_and_inches() {
    let all = examples();
    assert!(all.len() >= 5, "{all:?}");
    for (file, text) in all {
        let board = load(&text).unwrap().board;
        for to in [Units::Mm, Units::M, Units::In] {
            let what = format!("{file} in {}", to.as_str());
            let yaml = convert(&board, to);
            let original = build(&yaml);
            let sheet = render(&original, &SvgOptions::default());
            let imported = import(&sheet).unwrap_or_else(|e| panic!("{what}: {e}"));
            let back = build(&imported.yaml);
            if std::env::var_os("ROUNDTRIP_DEBUG").is_some() {
                eprintln!("{what}\n{yaml}\n{}", imported.yaml);
            }
            assert_same(&original, &back, &what);
        }
    }
}

/// The case of the issue: a metre field whose lines end on other lines at points with more
/// than four decimals (0.1 mm): drawn at four decimals they stop short; the sheet carries them
/// exactly.
#[test]
fn a_metre_field_with_t_junctions_comes_back_whole() {
    // A 3 m x 2 m field: a line across at y = 2/3 m, and lines from the top edge ending on it
    // at x = 1/3, 1 and 5/3 m... five regions: four above the line, one below.
    let yaml = "units: m\nframe: {width: 3, height: 2}\nrules: {min_regions: 3, max_area_ratio: 100}\nlines:\n  - [[0, 0.6666666666666666], [3, 0.6666666666666666]]\n  - [[0.3333333333333333, 0], [0.3333333333333333, 0.6666666666666666]]\n  - [[1.2345678, 0], [1.2345678, 0.6666666666666666]]\n  - [[2.1111111111111111, 0], [2.1111111111111111, 0.6666666666666666]]\n";
    let original = build(yaml);
    assert_eq!(original.regions.len(), 5);
    assert!(
        original.diagnostics.is_empty(),
        "{:?}",
        original.diagnostics
    );
    let sheet = render(&original, &SvgOptions::default());
    // The drawing keeps its four decimals; the exact ends ride along in `data-board`.
    assert!(sheet.contains("y1=\"0.6667\""), "{sheet}");
    assert!(sheet.contains("exact_lines"), "{sheet}");
    let back = build(&import(&sheet).unwrap().yaml);
    assert_same(&original, &back, "the 3 m field");
}

/// A board whose coordinates all have at most four decimals carries no exact copy: its sheet
/// is byte for byte what it was.
#[test]
fn a_sheet_with_short_coordinates_carries_no_copy() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/classic.yaml"
    ))
    .unwrap();
    let sheet = render(&build(&text), &SvgOptions::default());
    assert!(!sheet.contains("exact_lines") && !sheet.contains("exact_frame"));
}
