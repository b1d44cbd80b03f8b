//! `play --protocol json` as a frontend drives it: one reply per input line, the code of each
//! mistake, unknown keys refused by name, `quit`, and one distinct last event.

mod common;

use common::{example, savanna};

/// The JSON lines `play --protocol json` answers `input` with, the jackals played by the input
/// and the lions by the random agent.
fn session(input: &str) -> Vec<serde_json::Value> {
    let out = savanna()
        .arg("play")
        .arg(example("classic.yaml"))
        .args([
            "--lions",
            "random",
            "--jackals",
            "human",
            "--protocol",
            "json",
        ])
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn every_line_gets_one_reply_with_the_code_of_its_mistake() {
    // Classic: the pack starts in Dunes (10), whose neighbor Salt Pan is 6; lions in 1, 2, 4.
    let lines = session(
        "1 lion 1 -> 2\n{\"from\":1,\"to\":2,\"lions\":1}\n{\"from\":10,\"to\":6,\"jackal\":1}\n\n{\"from\":10,\"to\":6,\"jackals\":1}\n",
    );
    // The first state, four errors, the state after the move, and the end of input.
    assert_eq!(lines.len(), 7, "{lines:?}");
    assert_eq!(lines[0]["event"], "state");
    for l in &lines[1..5] {
        assert_eq!(l["event"], "error", "{l}");
    }
    assert_eq!(lines[1]["code"], "savanna::move::not-yours");
    assert_eq!(lines[2]["code"], "savanna::move::not-yours");
    assert_eq!(lines[3]["code"], "savanna::move::syntax");
    assert!(
        lines[3]["message"]
            .as_str()
            .unwrap()
            .contains("unknown field `jackal`"),
        "{}",
        lines[3]
    );
    assert_eq!(lines[4]["code"], "savanna::move::syntax");
    assert_eq!(lines[5]["event"], "state");
    assert_eq!(lines[5]["can_end"], true);
    assert_eq!(lines[6]["event"], "end");
    assert_eq!(lines[6]["reason"], "end of input");
}

#[test]
fn quit_ends_the_session_with_one_end_event() {
    let lines = session("3 jackals Dunes -> Salt Pan\n{\"end\": true}\nquit\n");
    let last = lines.last().unwrap();
    assert_eq!(last["event"], "end", "{lines:?}");
    assert_eq!(last["reason"], "quit");
    assert!(last["outcome"].is_null() && last["moves"] == serde_json::json!([]));
    // Only the last line is an end event, and no state repeats the one before it.
    assert_eq!(lines.iter().filter(|l| l["event"] == "end").count(), 1);
    for w in lines.windows(2) {
        assert_ne!(w[0], w[1]);
    }
}
