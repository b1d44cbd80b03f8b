//! Issue 12 on the command line: `--quiet`, no progress bars in pipes, and capacities that stop
//! at the pieces in play (`capacity_search`) unless `--full-capacity`.

use serde_json::Value;

use crate::common;
use common::{example, savanna};

/// `--quiet` leaves stderr empty on a good board (no "wrote", no summary, no advice hint), and
/// `check --quiet` prints the errors only: no region table, no summary line.
#[test]
fn quiet_prints_nothing_but_errors() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("classic.json");
    let o = savanna()
        .args(["build", "--quiet"])
        .arg(example("classic.yaml"))
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success());
    assert_eq!(String::from_utf8_lossy(&o.stderr), "");
    assert!(out.exists());
    // the flag is global: also before the command
    let o = savanna()
        .args(["-q", "check"])
        .arg(example("mistakes.yaml"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    // mistakes.yaml: 1 error (too-small), 1 warning (dangle), 2 advice (region-count,
    // corner-contact); quiet keeps the error only
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("savanna::region::too-small"), "{text}");
    for code in ["dangle", "region-count", "corner-contact"] {
        assert!(!text.contains(code), "{code} in {text}");
    }
    assert!(!text.contains("neighbors"), "no region table: {text}");
    assert!(!text.contains("1 error"), "no summary: {text}");
}

/// Without `--quiet`, stderr in a pipe has the "wrote" line and no progress bar (no carriage
/// returns, no bar template).
#[test]
fn no_progress_bar_in_a_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("classic.json");
    let o = savanna()
        .arg("build")
        .arg(example("classic.yaml"))
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("wrote"), "{err}");
    assert!(!err.contains('\r') && !err.contains("regions,"), "{err}");
}

/// Classic board, default pieces (3 lions, 9 jackals): every count that holds the pieces in play
/// is marked `enough`, the others `full`; Gully (about 2 850 mm²) holds 2 lions and 5 jackals,
/// fewer than in play, so it is searched fully. With `--full-capacity` every count is `full` and
/// none is lower.
#[test]
fn capacity_search_marks_counts_that_hold_the_pieces_in_play() {
    let build = |extra: &[&str]| -> Value {
        let o = savanna()
            .arg("build")
            .args(extra)
            .arg(example("classic.yaml"))
            .output()
            .unwrap();
        assert!(o.status.success());
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let quick = build(&[]);
    let full = build(&["--full-capacity"]);
    let need = |k: &str| quick["pieces"][k]["count"].as_u64().unwrap();
    for (r, f) in quick["regions"]
        .as_array()
        .unwrap()
        .iter()
        .zip(full["regions"].as_array().unwrap())
    {
        for k in ["lion", "jackal"] {
            let n = r["capacity"][k].as_u64().unwrap();
            let mark = r["capacity_search"][k].as_str().unwrap();
            assert_eq!(
                mark == "enough",
                n >= need(k),
                "region {} {k}: {n} {mark}",
                r["id"]
            );
            assert_eq!(f["capacity_search"][k], "full");
            let nf = f["capacity"][k].as_u64().unwrap();
            assert!(
                nf >= n.min(need(k)),
                "region {} {k}: full {nf} < {n}",
                r["id"]
            );
        }
        for row in r["mixed"].as_array().unwrap() {
            let j = row["jackals"].as_u64().unwrap();
            assert_eq!(row["jackal_search"] == "enough", j >= need("jackal"));
        }
    }
    let gully = quick["regions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "Gully")
        .unwrap();
    assert_eq!(gully["capacity"]["lion"], 2);
    assert_eq!(gully["capacity"]["jackal"], 5);
    assert_eq!(gully["capacity_search"]["jackal"], "full");
}
