//! Texts read against the board (issue 38, part 7): a board file whose `regions:`, `game:` or
//! `rules:` holds nothing but comments (a YAML null) reads them as empty; a typed move is read
//! against the board's region names, so that `to` inside a name works, two readings are named,
//! and an unknown name gets the nearest one, as `check` suggests it.

use savanna::frontend::load_board;
use savanna::game::record::{ParseMoveError, parse_move};
use savanna::game::{GameBoard, Position, Side};
use savanna::ids::RegionId;
use savanna::pipeline::{Options, run};

const GRID: &str = "frame: {width: 300, height: 300}
lines:
  - [[100, 0], [100, 300]]
  - [[200, 0], [200, 300]]
  - [[0, 100], [300, 100]]
  - [[0, 200], [300, 200]]
";

#[test]
fn commented_out_sections_are_empty() {
    let with = format!(
        "{GRID}regions:\n  # Kopje: [50, 50]\n  # Oasis: [150, 50]\ngame:\n  # lion_strength: 2\nrules:\n  # min_regions: 3\n"
    );
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let a = run(&with, &opts).unwrap_or_else(|d| panic!("{d:?}"));
    let b = run(GRID, &opts).unwrap();
    // Read as if absent: no names, the default game and rules, the same findings.
    assert!(a.board.region_names.is_empty());
    assert_eq!(a.board.game, b.board.game);
    assert_eq!(a.board.rules.min_regions, b.board.rules.min_regions);
    let codes = |o: &savanna::pipeline::Outcome| -> Vec<String> {
        o.diagnostics.iter().map(|d| d.code.to_string()).collect()
    };
    assert_eq!(codes(&a), codes(&b));
    assert!(!a.has_errors(), "{:?}", a.diagnostics);
}

/// The 3 x 3 grid with names (top row, then the first two of the middle row) and the pack in
/// the top-left region, the lions along the bottom row.
fn board(names: &[(&str, [u32; 2])]) -> (GameBoard, Position) {
    let mut y = format!("{GRID}regions:\n");
    for (n, p) in names {
        y.push_str(&format!("  \"{n}\": [{}, {}]\n", p[0], p[1]));
    }
    y.push_str("setup: {lions: [7, 8, 9], jackals: 1}\n");
    let b = load_board(&y).unwrap_or_else(|d| panic!("{d:?}"));
    let pos = Position::start(
        &b,
        &[RegionId(7), RegionId(8), RegionId(9)],
        RegionId(1),
        Side::Jackals,
    );
    (b, pos)
}

#[test]
fn to_inside_a_region_name_is_read_against_the_board() {
    let (b, pos) = board(&[
        ("Up to the Hill", [50, 50]),
        ("Lions Den", [150, 50]),
        ("Копьё", [250, 50]),
    ]);
    // Split at the first ` to `: `Up` is no region. Split at the second: both sides are.
    let m = parse_move(&b, &pos, "3 jackals Up to the Hill to Lions Den").unwrap();
    assert_eq!((m.from, m.to, m.count), (RegionId(1), RegionId(2), 3));
    // An arrow needs no reading.
    let m = parse_move(&b, &pos, "2 jackals Up to the Hill -> Lions Den").unwrap();
    assert_eq!((m.from, m.to, m.count), (RegionId(1), RegionId(2), 2));
    // No reading names two regions: the first ` to `'s mistake, as before.
    let e = parse_move(&b, &pos, "3 jackals Up to the Mountain").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no region `the Mountain` (give an id 1-9 or a name)"
    );
}

#[test]
fn two_readings_are_named() {
    let (b, pos) = board(&[
        ("Up to the Hill", [50, 50]),
        ("Lions Den", [150, 50]),
        ("Up", [250, 50]),
        ("the Hill to Lions Den", [50, 150]),
    ]);
    let e = parse_move(&b, &pos, "3 jackals Up to the Hill to Lions Den").unwrap_err();
    assert!(matches!(e, ParseMoveError::Ambiguous { .. }));
    assert_eq!(
        e.to_string(),
        "`3 jackals Up to the Hill to Lions Den` reads two ways: `3 jackals Up` to `the Hill to Lions Den`, or `3 jackals Up to the Hill` to `Lions Den`; write `->` between the two regions"
    );
    assert_eq!(e.code().as_str(), "savanna::move::syntax");
    // The arrow settles it.
    let m = parse_move(&b, &pos, "3 jackals Up -> the Hill to Lions Den").unwrap();
    assert_eq!((m.from, m.to), (RegionId(3), RegionId(4)));
}

#[test]
fn an_unknown_name_gets_the_nearest_one() {
    let (b, pos) = board(&[
        ("Up to the Hill", [50, 50]),
        ("Lions Den", [150, 50]),
        ("Копьё", [250, 50]),
    ]);
    // е for ё: one edit, as `check` suggests a name in `setup:`.
    let e = parse_move(&b, &pos, "3 jackals Lions Den -> Копье").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no region `Копье` (give an id 1-9 or a name); did you mean `Копьё`?"
    );
    assert_eq!(e.code().as_str(), "savanna::move::unknown-region");
    let e = parse_move(&b, &pos, "3 jackals Lion Den -> 2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no region `Lion Den` (give an id 1-9 or a name); did you mean `Lions Den`?"
    );
    // Nothing near: no suggestion.
    let e = parse_move(&b, &pos, "3 jackals Savanna -> 2").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no region `Savanna` (give an id 1-9 or a name)"
    );
}

/// A Russian-named board: е and ё read alike and Cyrillic in any case, in `play` as in `check`.
#[test]
fn russian_names_are_suggested_in_any_case_and_with_e_for_yo() {
    let (b, pos) = board(&[
        ("Копьё", [50, 50]),
        ("Ёлки", [150, 50]),
        ("Озеро", [250, 50]),
    ]);
    // Upper case and е for ё: the same name to the eye, suggested (strsim alone counts 5 edits).
    let e = parse_move(&b, &pos, "3 jackals Копьё -> КОПЬЕ").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no region `КОПЬЕ` (give an id 1-9 or a name); did you mean `Копьё`?"
    );
    // A short name: `Елки` for `Ёлки` (1 edit of 4 without the folding, 0 with it).
    let e = parse_move(&b, &pos, "3 jackals Копьё -> елки").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no region `елки` (give an id 1-9 or a name); did you mean `Ёлки`?"
    );
    // A name in another case, ё kept, is the name itself (as ASCII names are).
    let m = parse_move(&b, &pos, "3 jackals копьё -> ОЗЕРО").unwrap();
    assert_eq!((m.from, m.to), (RegionId(1), RegionId(3)));
    // `check` gives the same suggestion for `setup:`.
    let y = format!(
        "{GRID}regions:\n  Копьё: [50, 50]\n  Ёлки: [150, 50]\nsetup: {{lions: [7, 8, 9], jackals: КОПЬЕ}}\n"
    );
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let d = match run(&y, &opts) {
        Ok(o) => o.diagnostics,
        Err(d) => d,
    };
    let unknown = d
        .iter()
        .find(|d| d.code.as_str() == "savanna::input::unknown-region")
        .unwrap_or_else(|| panic!("{d:?}"));
    assert_eq!(unknown.help.as_deref(), Some("did you mean `Копьё`?"));
}

/// A region named `3` (region 5 here): `setup:` and a typed move both read `3` as the name,
/// and `check` warns that the name is another region's id.
#[test]
fn a_name_that_is_an_id_is_read_as_the_name_everywhere() {
    let (b, pos) = board(&[("Kopje", [50, 50]), ("3", [150, 150])]);
    let m = parse_move(&b, &pos, "2 jackals Kopje -> 3").unwrap();
    assert_eq!((m.from, m.to, m.count), (RegionId(1), RegionId(5), 2));
    // Other ids are ids still.
    let m = parse_move(&b, &pos, "2 jackals 1 -> 2").unwrap();
    assert_eq!((m.from, m.to), (RegionId(1), RegionId(2)));
    let y =
        format!("{GRID}regions:\n  \"3\": [150, 150]\nsetup: {{lions: [7, 8, 9], jackals: 3}}\n");
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let o = run(&y, &opts).unwrap_or_else(|d| panic!("{d:?}"));
    assert_eq!(
        o.validated.setup.as_ref().unwrap().jackals,
        Some(RegionId(5))
    );
    let w: Vec<_> = o
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str() == "savanna::name::looks-like-id")
        .collect();
    assert_eq!(w.len(), 1, "{:?}", o.diagnostics);
    assert_eq!(
        w[0].message,
        "region 5 is named `3`, which is also region 3's id"
    );
    // A name that is its own id, or no region's (there are 9), is no trouble.
    let y = format!("{GRID}regions:\n  \"5\": [150, 150]\n  \"12\": [50, 50]\n");
    let o = run(&y, &opts).unwrap_or_else(|d| panic!("{d:?}"));
    assert!(
        !o.diagnostics
            .iter()
            .any(|d| d.code.as_str() == "savanna::name::looks-like-id"),
        "{:?}",
        o.diagnostics
    );
}

/// Names containing ` to ` or `->` still parse: each arrow is tried in turn, as each ` to `.
#[test]
fn arrows_inside_a_region_name_are_read_against_the_board() {
    let (b, pos) = board(&[
        ("A->B", [50, 50]),
        ("Up to the Hill", [150, 50]),
        ("C→D", [50, 150]),
    ]);
    let m = parse_move(&b, &pos, "2 jackals A->B -> Up to the Hill").unwrap();
    assert_eq!((m.from, m.to, m.count), (RegionId(1), RegionId(2), 2));
    let m = parse_move(&b, &pos, "1 jackal A->B → C→D").unwrap();
    assert_eq!((m.from, m.to, m.count), (RegionId(1), RegionId(4), 1));
    // No arrow between the two: the name's arrow reads nothing, so ` to ` splits.
    let m = parse_move(&b, &pos, "2 jackals A->B to 2").unwrap();
    assert_eq!((m.from, m.to, m.count), (RegionId(1), RegionId(2), 2));
    // Nothing reads: the first split's mistake (at the arrow).
    let e = parse_move(&b, &pos, "2 jackals A->B to Nowhere").unwrap_err();
    assert_eq!(
        e.to_string(),
        "no region `B to Nowhere` (give an id 1-9 or a name)"
    );
}
