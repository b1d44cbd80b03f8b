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

/// Issue 38.6: a 300 × 200 mm sheet labelled `units: m` (a 300 m field for the default 20 mm
/// jackals) is not packed: its nine regions could hold 190 985 928 jackals by their area
/// (60 000 m² over 314.16 mm² a disc, less the nine regions' fractions), far over the 50 000
/// savanna packs, so `check` answers at once (before this it packed for over ten minutes) with
/// `savanna::board::not-packed` naming `units: mm`, under which the same numbers hold at most
/// 186 jackals (60 000 mm² / 314.16 mm² = 190.99, less the fractions of nine regions). The
/// early note ("capacities are packed next") is not printed when nothing is packed, nor with
/// `--no-capacity`.
#[test]
fn a_millimetre_sheet_labelled_metres_is_not_packed() {
    let board = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/check/board-not-packed.yaml"
    );
    for extra in [&[][..], &["--no-capacity"][..]] {
        let o = savanna()
            .arg("check")
            .args(extra)
            .arg(board)
            .output()
            .unwrap();
        // Warnings only: exit 0.
        assert_eq!(o.status.code(), Some(0), "{extra:?}");
        let stdout = String::from_utf8_lossy(&o.stdout);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(!stderr.contains("packed next"), "{extra:?}: {stderr}");
        assert!(
            stdout.contains("savanna::board::implausible-size"),
            "{stdout}"
        );
        // The not-packed warning only when capacities were asked for.
        assert_eq!(
            stdout.contains("savanna::board::not-packed"),
            extra.is_empty(),
            "{extra:?}: {stdout}"
        );
    }
    let text = std::fs::read_to_string(board).unwrap();
    let out = savanna::pipeline::run(&text, &Default::default()).unwrap();
    assert!(out.packed.is_empty());
    assert!(out.validated.regions.iter().all(|r| r.capacity.is_empty()));
    let d = out
        .diagnostics
        .iter()
        .find(|d| d.code.as_str() == "savanna::board::not-packed")
        .unwrap();
    assert_eq!(
        d.message,
        "capacities not packed: the regions could hold up to 190 985 928 jackal discs (each region's area over a disc's), more than the 50 000 savanna packs on one board"
    );
    assert_eq!(
        d.help.as_deref(),
        Some(
            "if the numbers are millimetres, write `units: mm` (a 300 × 200 mm field with pieces 30 mm and 20 mm across: at most 186 jackal discs); otherwise give larger pieces under `pieces:` or a smaller field"
        )
    );
    // Labelled in mm, the same board is packed (no not-packed warning).
    let mm = savanna::pipeline::run(
        &text.replace("units: m\n", "units: mm\n"),
        &Default::default(),
    )
    .unwrap();
    assert_eq!(mm.packed.len(), 9);
    assert!(
        mm.diagnostics
            .iter()
            .all(|d| d.code.as_str() != "savanna::board::not-packed")
    );
}

/// The limit by the area bound: ground-3m (3 × 2 m, 20 mm jackals, ten regions) comes to
/// 19 098 jackals by area (6 m² / 314.16 mm² = 19 098.6, less fractions), under the 50 000, so
/// it is packed; the same board with 10 mm jackals (76 394) is not.
#[test]
fn the_packing_limit_is_an_area_bound() {
    use savanna::checks::{MAX_PACKED_DISCS, area_bound};
    assert_eq!(MAX_PACKED_DISCS, 50_000);
    // A 100 × 100 square and 10-unit discs: 10 000 / 78.54 = 127.3.
    assert_eq!(area_bound(&[10_000.0], 10.0), 127);
    // Each region floored apart: 2 × ⌊63.66⌋.
    assert_eq!(area_bound(&[5_000.0, 5_000.0], 10.0), 126);
    assert_eq!(area_bound(&[1.0], 0.0), 0);
    assert_eq!(area_bound(&[f64::INFINITY], 1.0), u64::MAX / 2);
    let text = std::fs::read_to_string(example("ground-3m.yaml")).unwrap();
    let opts = savanna::pipeline::Options {
        capacity: false,
        ..Default::default()
    };
    let out = savanna::pipeline::run(&text, &opts).unwrap();
    let areas: Vec<f64> = out.regions.regions.iter().map(|r| r.area).collect();
    let total: f64 = areas.iter().sum();
    assert!((total - 6.0).abs() < 1e-9, "{total}");
    let jackal = 0.02;
    let b = area_bound(&areas, jackal);
    assert!((19_089..=19_098).contains(&b), "{b}");
    assert!(savanna::checks::too_many_discs(&out.board, &areas).is_none());
    let mut small = out.board.clone();
    for p in &mut small.pieces {
        p.diameter /= 2.0;
    }
    let d = savanna::checks::too_many_discs(&small, &areas).unwrap();
    assert!(d.message.contains("76 3"), "{}", d.message);
}
