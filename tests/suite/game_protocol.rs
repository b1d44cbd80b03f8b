//! `play --protocol json` as a frontend drives it: one reply per input line, the code of each
//! mistake, unknown keys refused by name, `quit`, and one distinct last event.

use crate::common;

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

#[test]
fn false_captures_are_refused_and_end_false_is_understood() {
    // Salt Pan (6) is empty at the start: one jackal going there captures nothing.
    let lines = session(
        "{\"from\":10,\"to\":6,\"jackals\":1,\"captures\":{\"lions\":1}}\n{\"end\": false}\n{\"from\":10,\"to\":6,\"jackals\":1,\"captures\":{\"lions\":0,\"jackals\":0}}\n",
    );
    // The first state, two errors, the state after the move, the end of input.
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert_eq!(lines[1]["code"], "savanna::move::captures", "{}", lines[1]);
    assert!(
        lines[1]["message"]
            .as_str()
            .unwrap()
            .starts_with("the move captures nothing, but its `captures` says 1 lion"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2]["code"], "savanna::move::syntax");
    assert!(
        lines[2]["message"]
            .as_str()
            .unwrap()
            .contains("`{\"end\": false}` ends nothing"),
        "{}",
        lines[2]
    );
    assert_eq!(lines[3]["event"], "state");
    assert_eq!(lines[3]["played"][0]["move"]["to"], 6);
}

#[test]
fn a_byte_order_mark_before_the_first_line_is_ignored() {
    // PowerShell 5.1 pipes text with a byte-order mark first.
    let lines = session("\u{feff}3 jackals Dunes -> Salt Pan\n");
    assert_eq!(lines[1]["event"], "state", "{lines:?}");
    assert_eq!(lines[1]["played"][0]["move"]["jackals"], 3);
}

#[test]
fn quiet_play_prints_no_notes_and_still_writes_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("game.json");
    // A board without `setup:`: a note says the set-up is drawn, unless --quiet.
    let classic = std::fs::read_to_string(example("classic.yaml")).unwrap();
    let cut = classic.find("\nsetup:").unwrap();
    let end = classic[cut + 1..]
        .find("\n  jackals: Dunes\n")
        .map(|i| cut + 1 + i + "\n  jackals: Dunes\n".len())
        .unwrap();
    let board = dir.path().join("nosetup.yaml");
    std::fs::write(&board, format!("{}\n{}", &classic[..cut], &classic[end..])).unwrap();
    let run = |quiet: bool| {
        let mut cmd = savanna();
        cmd.arg("play")
            .arg(&board)
            .args(["--lions", "random", "--jackals", "random", "--record"])
            .arg(&rec);
        if quiet {
            cmd.arg("--quiet");
        }
        let out = cmd.output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stderr).unwrap()
    };
    let loud = run(false);
    assert!(
        loud.starts_with("note: the board has no `setup:`: the set-up is drawn at random")
            && loud.ends_with(&format!("wrote {}\n", rec.display())),
        "{loud}"
    );
    std::fs::remove_file(&rec).unwrap();
    assert_eq!(run(true), "");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert!(r["outcome"].is_object(), "{r}");
}

/// Ctrl-C (SIGINT) in the middle of a game sends a last `end` event (reason `interrupted`),
/// writes the record, unfinished, and exits with 130 (the end event was missing: issue 24).
#[cfg(unix)]
#[test]
fn ctrl_c_writes_the_record() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("game.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_savanna"))
        .arg("play")
        .arg(example("classic.yaml"))
        .args([
            "--lions",
            "random",
            "--jackals",
            "human",
            "--protocol",
            "json",
            "--record",
        ])
        .arg(&rec)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    // The first state; the jackals' move and its state; `end`, the lions' turn, the next state.
    for input in ["", "3 jackals Dunes -> Salt Pan\n", "end\n"] {
        stdin.write_all(input.as_bytes()).unwrap();
        stdin.flush().unwrap();
        line.clear();
        out.read_line(&mut line).unwrap();
        assert!(line.contains("\"event\":\"state\""), "{line}");
    }
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    drop(stdin);
    // The last line is the `end` event, as for `quit`: the position of the last state sent
    // (the lions' turn after the jackals moved 3 of 9 from Dunes), nothing to play.
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).unwrap();
    let lines: Vec<&str> = rest.lines().collect();
    assert_eq!(lines.len(), 1, "{rest}");
    let end: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(end["event"], "end", "{end}");
    assert_eq!(end["reason"], "interrupted", "{end}");
    assert_eq!(end["moves"], serde_json::json!([]), "{end}");
    assert_eq!(end["can_end"], false, "{end}");
    assert!(end["outcome"].is_null(), "{end}");
    let last: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(end["position"], last["position"], "{end}");
    assert_eq!(end["side"], last["side"], "{end}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&rec).unwrap()).unwrap();
    assert!(r["outcome"].is_null(), "{r}");
    assert_eq!(r["turns"].as_array().unwrap().len(), 2, "{r}");
    assert_eq!(r["turns"][0]["moves"][0]["jackals"], 3);
    let replayed = savanna().arg("replay").arg(&rec).output().unwrap();
    assert!(replayed.status.success());
    assert!(String::from_utf8_lossy(&replayed.stdout).ends_with("game unfinished\n"));
}
