//! A new user's boards (issue 11 part 5, the files under tests/data/newcomer, copied from the
//! shared cases): each mistake gets the right diagnostic, at the right place, with lengths in
//! the board's unit.

use savanna::diagnostics::{Diagnostic, line_column};
use savanna::pipeline::{self, Options, Outcome};
use std::path::PathBuf;

fn case(name: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/newcomer")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn run(text: &str) -> Outcome {
    pipeline::run(text, &Options::default()).unwrap_or_else(|d| panic!("{d:?}"))
}

fn find<'a>(d: &'a [Diagnostic], code: &str) -> &'a Diagnostic {
    d.iter()
        .find(|x| x.code == code)
        .unwrap_or_else(|| panic!("no {code} in {:?}", codes(d)))
}

fn codes(d: &[Diagnostic]) -> Vec<&str> {
    d.iter().map(|x| x.code.as_str()).collect()
}

/// The file line of a diagnostic's primary label.
fn primary_line(text: &str, d: &Diagnostic) -> usize {
    line_column(text, d.labels[0].span.offset).0
}

#[test]
fn short_border_points_at_the_line_that_carries_it() {
    // The strip (300..420 x 270..297) and the region left of it share 27 mm of the line
    // x = 300 (file line 6); it labelled the long line y = 150 (line 4), which does not touch
    // the strip.
    let text = case("02-short-border-wrong-line.yaml");
    let out = run(&text);
    let d = find(&out.diagnostics, "savanna::region::short-border");
    assert_eq!(primary_line(&text, d), 6, "{d:?}");
    assert!(
        d.message
            .contains("a border of only 27 mm, shorter than a piece (30 mm)"),
        "{}",
        d.message
    );
}

#[test]
fn a_duplicate_region_name_does_not_hide_the_other_problems() {
    // It stopped at the duplicate key; every other finding of the board must come too.
    let text = case("03-duplicate-name-hides-rest.yaml");
    let out = run(&text);
    let c = codes(&out.diagnostics);
    for code in [
        "savanna::input::duplicate-key",
        "savanna::setup::lions-together",
        "savanna::setup::does-not-fit",
        "savanna::board::near-miss",
        "savanna::region::short-border",
    ] {
        assert!(c.contains(&code), "{code} missing from {c:?}");
    }
    assert!(out.has_errors());
    // The first `Kopje` is used, as the message says.
    assert_eq!(out.validated.regions[0].name.as_deref(), Some("Kopje"));
    let dup = find(&out.diagnostics, "savanna::input::duplicate-key");
    assert_eq!(primary_line(&text, dup), 13);
}

#[test]
fn two_names_in_one_region_name_the_near_miss_behind_them() {
    let text = case("04-near-miss-same-region.yaml");
    let out = run(&text);
    let d = find(&out.diagnostics, "savanna::name::same-region");
    assert!(
        d.message.contains(
            "both name region 1: line 3 stops 0.5 mm short of line 1, so its two sides are one region"
        ),
        "{}",
        d.message
    );
    assert!(d.help.as_deref().unwrap().contains("extend line 3"));
    // The line that stops short is labelled too (file line 7).
    assert!(
        d.labels
            .iter()
            .any(|l| line_column(&text, l.span.offset).0 == 7)
    );
}

#[test]
fn lengths_in_messages_carry_the_unit() {
    let out = run(&case("04-near-miss-same-region.yaml"));
    let near = find(&out.diagnostics, "savanna::board::near-miss");
    assert!(
        near.message.contains("stops 0.5 mm short"),
        "{}",
        near.message
    );
    // An inch board: a line stopping 0.05 in short of another.
    let text = "units: in\nframe: {width: 10, height: 5}\nlines:\n  - [[0, 2.5], [10, 2.5]]\n  - [[5, 0], [5, 2.45]]\nrules: {min_regions: 2}\n";
    let out = run(text);
    let near = find(&out.diagnostics, "savanna::board::near-miss");
    assert!(
        near.message.contains("stops 0.05 in short of line 1"),
        "{}",
        near.message
    );
    let tiny = "frame: {width: 100, height: 100}\nlines: [[[0, 50], [100, 50]], [[0, 60], [100, 60]]]\nrules: {min_regions: 3}\n";
    let d = run(tiny).diagnostics;
    let small = find(&d, "savanna::region::too-small");
    assert!(
        small
            .message
            .contains("(20 mm across): its area is 1000 mm²"),
        "{}",
        small.message
    );
}

#[test]
fn a_snap_coarser_than_the_default_pieces_is_refused() {
    // snap: 25 with the default 20 mm jackal passed; it must fail as a given 20 mm piece does.
    let text = case("13-snap-larger-than-default-pieces.yaml");
    let d = pipeline::run(&text, &Options::default()).unwrap_err();
    let e = find(&d, "savanna::input::non-positive-diameter");
    assert_eq!(primary_line(&text, e), 30, "{e:?}");
    assert!(
        e.message
            .contains("`snap` is 25 mm, coarser than the default jackal (20 mm across)"),
        "{}",
        e.message
    );
    // A snap finer than the pieces is fine.
    assert!(pipeline::run(&text.replace("snap: 25", "snap: 2"), &Options::default()).is_ok());
}

#[test]
fn the_validated_frame_agrees_with_the_outlines() {
    // snap: 2 puts y = 297 on the grid point 298 (297 / 2 = 148.5 rounds away from zero).
    let out = run(&case("05-snap2-region-outside-frame.yaml"));
    let v = &out.validated;
    let frame = v.frame.as_ref().unwrap();
    let max_y = v
        .regions
        .iter()
        .flat_map(|r| r.outline.iter().map(|p| p[1]))
        .fold(f64::NEG_INFINITY, f64::max);
    assert_eq!(frame.height, Some(298.0));
    assert_eq!(max_y, 298.0);
    assert!(frame.polygon.iter().any(|p| p == &[420.0, 298.0]));
    // On the default grid the frame keeps its digits.
    let out = run(&case("02-short-border-wrong-line.yaml"));
    assert_eq!(out.validated.frame.as_ref().unwrap().height, Some(297.0));
}

/// Region ids by the label's column: `(id, x of its label)` per row.
fn label_xs(out: &Outcome) -> Vec<(u32, f64, f64)> {
    out.regions
        .regions
        .iter()
        .map(|r| (r.id.0, r.label[0], r.label[1]))
        .collect()
}

#[test]
fn regions_number_by_rows_and_survive_a_small_edit() {
    // Three rows of slanted lines: 4 regions on top, 3 in the middle, 4 at the bottom. It
    // numbered the top row #1, #3, #4, #2 (by which label sat higher).
    let text = case("06-reading-order-numbering.yaml");
    let out = run(&text);
    let l = label_xs(&out);
    assert_eq!(l.len(), 11);
    for row in [&l[0..4], &l[4..7], &l[7..11]] {
        for w in row.windows(2) {
            assert!(w[0].1 < w[1].1, "not left to right: {l:?}");
        }
    }
    assert!(
        l[3].2 < l[4].2 && l[6].2 < l[7].2,
        "rows out of order: {l:?}"
    );
    // Tilting the top line the other way (it ran 3 -> 3.5, now 3.4 -> 3.1) moves the labels of
    // the top row up and down; no region changes its number.
    let edited = text.replace("[[0, 3], [11, 3.5]]", "[[0, 3.4], [11, 3.1]]");
    assert_ne!(edited, text);
    let moved = label_xs(&run(&edited));
    for (a, b) in l.iter().zip(&moved) {
        assert!((a.1 - b.1).abs() < 0.5, "{a:?} became {b:?}");
    }
}

#[test]
fn a_setup_by_id_is_warned_about() {
    let out = run(&case("02-short-border-wrong-line.yaml"));
    let d = find(&out.diagnostics, "savanna::setup::region-id");
    assert!(d.message.contains("by id (1, 2, 7, 5)"), "{}", d.message);
    assert_eq!(d.labels.len(), 4);
    // Names only: no warning.
    let out = run(&case("04-near-miss-same-region.yaml"));
    assert!(!codes(&out.diagnostics).contains(&"savanna::setup::region-id"));
}

#[test]
fn identical_lines_past_the_frame_are_duplicates() {
    for name in [
        "14-identical-lines-reported-as-overlap.yaml",
        "14b-identical-lines-inside.yaml",
    ] {
        let out = run(&case(name));
        let c = codes(&out.diagnostics);
        assert!(
            c.contains(&"savanna::board::duplicate-line"),
            "{name}: {c:?}"
        );
        assert!(
            !c.contains(&"savanna::board::overlapping-lines"),
            "{name}: {c:?}"
        );
    }
}

#[test]
fn lions_in_the_setup_without_lions_in_play_are_warned_about() {
    let text = "frame: {width: 300, height: 100}\nlines: [[[150, 0], [150, 100]]]\npieces: {jackal: {diameter: 20, count: 3}}\nregions: {A: [50, 50], B: [250, 50]}\nsetup: {lions: [A], jackals: B}\nrules: {min_regions: 2}\n";
    let out = run(text);
    let d = find(&out.diagnostics, "savanna::setup::lion-count");
    assert!(
        d.message.contains("places 1 lion but no lions are in play"),
        "{}",
        d.message
    );
}

#[test]
fn certificates_draw_lions_and_jackals_apart() {
    use savanna::output::render::svg::{SvgOptions, render};
    let out = run(&case("04-near-miss-same-region.yaml"));
    let svg = render(
        &out.validated,
        &SvgOptions {
            certificates: true,
            ..SvgOptions::default()
        },
    );
    // The discs of each group: (cx, cy, r).
    let discs = |group: &str| -> Vec<[f64; 3]> {
        let start = svg.find(&format!("id=\"{group}\"")).expect(group);
        let end = start + svg[start..].find("</g>").unwrap();
        svg[start..end]
            .split("<circle")
            .skip(1)
            .map(|c| {
                let a = |k: &str| -> f64 {
                    let i = c.find(&format!(" {k}=\"")).unwrap() + k.len() + 3;
                    c[i..i + c[i..].find('"').unwrap()].parse().unwrap()
                };
                [a("cx"), a("cy"), a("r")]
            })
            .collect()
    };
    let (lions, jackals) = (discs("certificates-lion"), discs("certificates-jackal"));
    assert!(!lions.is_empty() && jackals.len() > lions.len());
    assert!(lions.iter().all(|c| (c[2] - 15.0).abs() < 1e-9));
    // No lion disc overlaps a jackal disc (they were two packings drawn on top of each other).
    for l in &lions {
        for j in &jackals {
            let d = (l[0] - j[0]).hypot(l[1] - j[1]);
            assert!(d >= l[2] + j[2] - 1e-3, "lion {l:?} on jackal {j:?}");
        }
    }
    // Two styles: the jackals dashed, the lions not.
    let tag = |g: &str| {
        let i = svg.find(&format!("id=\"{g}\"")).unwrap();
        let s = svg[..i].rfind('<').unwrap();
        svg[s..i + svg[i..].find('>').unwrap()].to_string()
    };
    assert!(tag("certificates-jackal").contains("stroke-dasharray"));
    assert!(!tag("certificates-lion").contains("stroke-dasharray"));
}

#[test]
fn a_validated_file_reads_back_as_its_board() {
    let text = case("04-near-miss-same-region.yaml").replace("  Savanna: [150, 50]\n", "");
    let out = run(&text);
    let json = savanna::validated::to_json(&out.validated);
    let board = savanna::input::rebuild::board_text(&json).unwrap().unwrap();
    let again = run(&board);
    assert_eq!(again.validated.regions, out.validated.regions);
    assert_eq!(again.validated.pieces, out.validated.pieces);
    assert_eq!(again.validated.setup, out.validated.setup);
    // The same through YAML.
    let yaml = savanna::validated::to_yaml(&out.validated).unwrap();
    let board = savanna::input::rebuild::board_text(&yaml).unwrap().unwrap();
    assert_eq!(run(&board).validated.regions, out.validated.regions);
}

/// A validated file read back keeps the board's thresholds and game options (they were
/// dropped: a board of `first: lions` read back as the jackals first, and `--fair --from` a
/// validated file valued its set-ups at the default pack distance).
#[test]
fn a_validated_file_reads_back_with_its_rules_and_game() {
    let text = "units: mm
frame: {width: 400, height: 300}
lines:
  - [[200, 0], [200, 300]]
  - [[0, 150], [400, 150]]
rules: {min_pack_distance: 1, max_area_ratio: 3}
game: {first: lions, quiet_rounds: 4, lion_captures: [3, 5]}
";
    let out = run(text);
    for validated in [
        savanna::validated::to_json(&out.validated),
        savanna::validated::to_yaml(&out.validated).unwrap(),
    ] {
        let board = savanna::input::rebuild::board_text(&validated)
            .unwrap()
            .unwrap();
        let again = run(&board);
        assert_eq!(again.board.rules.min_pack_distance, 1, "{board}");
        assert_eq!(again.board.rules.max_area_ratio, 3.0, "{board}");
        assert_eq!(again.board.game, out.board.game, "{board}");
        assert_eq!(
            again.board.game.first,
            savanna::input::game_rules::Side::Lions
        );
        assert_eq!(again.board.game.quiet_rounds, 4);
        assert_eq!(again.board.game.lion_captures, vec![3, 5]);
    }
}
