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
