//! The original's readings as `game:` options (issue 40.4) read from a board file: the capture
//! table, the pack counted per group and the voluntary pass; each refused by name when
//! mistyped; none shows in the rules a default board echoes.

use savanna::game::GameRules;
use savanna::input::game_rules::{Dispersal, PackCount, Pass};
use savanna::pipeline::{Options, Outcome, run};

const GRID: &str = "frame: {width: 300, height: 300}
lines:
  - [[100, 0], [100, 300]]
  - [[200, 0], [200, 300]]
  - [[0, 100], [300, 100]]
  - [[0, 200], [300, 200]]
";

fn read(game: &str) -> Result<Outcome, Vec<savanna::diagnostics::Diagnostic>> {
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    run(&format!("{GRID}game: {game}\n"), &opts)
}

#[test]
fn the_three_readings_load_from_game() {
    let o = read("{lion_captures: [3, 5], pack_count: group, pass: allowed}").unwrap();
    assert!(!o.has_errors(), "{:?}", o.diagnostics);
    let g = &o.board.game;
    assert_eq!(g.lion_captures, [3, 5]);
    assert_eq!((g.pack_count, g.pass), (PackCount::Group, Pass::Allowed));
    assert_eq!(
        g.differences(),
        [
            "lion_captures: [3,5]",
            "pack_count: \"group\"",
            "pass: \"allowed\""
        ]
    );
    // At their defaults none shows in the rules echoed in JSON.
    let d = serde_json::to_value(GameRules::default()).unwrap();
    for key in ["lion_captures", "pack_count", "pass"] {
        assert!(d.get(key).is_none(), "{key} in {d}");
    }
}

#[test]
fn mistyped_readings_are_refused_by_name() {
    for (game, said) in [
        (
            "{lion_captures: [3, 2]}",
            // The entry named as one key, as the loader names `setup.lions[0]` (the message
            // came through the catalogue at the merge of issue 41.1's loader words).
            "`game.lion_captures[1]` is 2, below the 3 of the entry before it: 2 lions would take fewer jackals than 1",
        ),
        ("{lion_captures: []}", "must list 1 to 16 numbers, not 0"),
        ("{lion_captures: 5}", "must be a list"),
        (
            "{lion_captures: [3, 0]}",
            "must be a whole number from 1 to 100000",
        ),
        ("{pass: sometimes}", "must be one of when_stuck, allowed"),
        ("{pack_count: groups}", "must be one of turn, group"),
        (
            "{dispersal: one_per_regions}",
            "must be one of one_stays, one_per_region",
        ),
    ] {
        let e: Vec<String> = match read(game) {
            Ok(o) => o.diagnostics.iter().map(|d| d.message.clone()).collect(),
            Err(d) => d.iter().map(|d| d.message.clone()).collect(),
        };
        assert!(e.iter().any(|m| m.contains(said)), "{game}: {e:?}");
    }
}

#[test]
fn the_dispersal_reading_loads_and_is_echoed_only_when_set() {
    let o = read("{dispersal: one_per_region}").unwrap();
    assert!(!o.has_errors(), "{:?}", o.diagnostics);
    assert_eq!(o.board.game.dispersal, Dispersal::OnePerRegion);
    assert_eq!(
        o.board.game.differences(),
        ["dispersal: \"one_per_region\""]
    );
    let d = serde_json::to_value(GameRules::default()).unwrap();
    assert!(d.get("dispersal").is_none(), "{d}");
}
