//! After the game has ended, `play` (text and JSON) and `replay` say that it is over and why,
//! never whose move it is (the last table used to be headed `round 2, jackals to move`).
//!
//! The game, on examples/waterhole.yaml (lions in Valley 2, Plain 4 and Pond 5; nine jackals in
//! West Hill 1; the jackals first), played by people: turn 1, the jackals send 4 jackals 1 -> 2
//! and 4 jackals 1 -> 4, each group taking a lion; turn 2, the lion in the Pond has no legal move
//! (its only neighbour, the Plain, holds 4 jackals) and passes; turn 3, 3 of the 4 jackals in the
//! Plain (a pack of three or more leaves one behind) take the last lion in the Pond. Three turns
//! begun: 2 rounds.

use crate::common;

use common::{example, savanna};

const MOVES: &str = "4 jackals 1 -> 2\n4 jackals 1 -> 4\nend\n3 jackals 4 -> 5\n";

const RESULT: &str = "the jackals win: the lions have no pieces left, after 2 rounds";

/// The last table: the result line, then the regions. Region column 9 wide (`West Hill`),
/// jackals column 10 wide (`3 (frozen)`: the Pond was entered this turn, and the turn in which
/// the game ended is the jackals'); capacities as `check` gives them (lions/jackals).
// West Hill fits 59 jackals (58 before issue 38: the search in the frames of the region's shape
// finds one more; the game's moves do not change).
fn last_table() -> String {
    format!(
        "game over: {RESULT}
  id  region     fits lions/jackals  lions  jackals     neighbors
  1   West Hill  24/59               -      1           2 3 4
  2   Valley     11/29               -      4           1 3
  3   East Hill  26/65               -      -           1 2 4
  4   Plain      49/118              -      1           1 3 5
  5   Pond       5/15                -      3 (frozen)  4
"
    )
}

fn play(protocol: &str, record: Option<&std::path::Path>) -> String {
    let mut cmd = savanna();
    cmd.arg("play")
        .arg(example("waterhole.yaml"))
        .args(["--lions", "human", "--jackals", "human", "--quiet"])
        .args(["--protocol", protocol]);
    if let Some(r) = record {
        cmd.arg("--record").arg(r);
    }
    let out = cmd.write_stdin(MOVES).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn play_and_replay_head_the_last_table_with_the_result() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("game.json");
    let text = play("text", Some(&rec));
    // The last prompt, then the table under the result line, and nothing after it.
    assert!(
        text.ends_with(&format!("jackals> {}", last_table())),
        "{text}"
    );
    let tail = &text[text.rfind("jackals> ").unwrap()..];
    assert!(!tail.contains("to move"), "{tail}");

    let out = savanna().arg("replay").arg(&rec).output().unwrap();
    assert!(out.status.success());
    let replayed = String::from_utf8(out.stdout).unwrap();
    let expected = format!(
        "Waterhole: 3 turns, the jackals first; rules: savanna's defaults
   1 jackals  4 jackals 1 (West Hill) -> 2 (Valley)  (captures 1 lion); 4 jackals 1 (West Hill) -> 4 (Plain)  (captures 1 lion)
   2 lions    pass
   3 jackals  3 jackals 4 (Plain) -> 5 (Pond)  (captures 1 lion)
{}",
        last_table()
    );
    assert_eq!(replayed, expected);
}

#[test]
fn the_json_over_event_has_no_side_to_move_and_says_the_result() {
    let out = play("json", None);
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["event"], "over", "{last}");
    assert_eq!(last["side"], serde_json::Value::Null, "{last}");
    assert_eq!(last["result"], RESULT, "{last}");
    assert_eq!(last["outcome"]["winner"], "jackals");
    assert_eq!(last["outcome"]["rounds"], 2);
    assert_eq!(last["can_end"], false);
    // The position is still a position file (schemas/game-position.schema.json): it keeps the
    // side whose turn the game ended in, the jackals', as the schema requires a side.
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/schemas/game-position.schema.json"
        ))
        .unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    assert!(
        validator.is_valid(&last["position"]),
        "{}",
        last["position"]
    );
    assert_eq!(last["position"]["side"], "jackals");
    // Every line before the last is a state with a side to move.
    for l in out.lines().rev().skip(1) {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        assert_eq!(v["event"], "state", "{v}");
        assert!(v["side"].is_string(), "{v}");
        assert!(v.get("result").is_none(), "{v}");
    }
}
