//! The game engine end to end: boards through the real pipeline (the 2x2 grid whose diagonal
//! regions touch only at a corner, examples/classic.yaml), property tests of random games,
//! records that replay, balance runs independent of the thread count, the schemas, and the CLI.

use crate::common;

use assert_cmd::Command;
use common::savanna;
use proptest::prelude::*;
use savanna::frontend::load_board;
use savanna::game::agents::{AgentKind, GreedyAgent, RandomAgent};
use savanna::game::balance::{BalanceOptions, balance};
use savanna::game::play::{Agent, GameRng, draw_setup, game_setup, play_game};
use savanna::game::record::{BoardTables, GameRecord, SetupRecord, replay};
use savanna::game::{Action, GameBoard, Illegal, Move, Position, Side};
use savanna::ids::RegionId;
use std::path::Path;
use std::sync::OnceLock;

fn classic() -> &'static GameBoard {
    static B: OnceLock<GameBoard> = OnceLock::new();
    B.get_or_init(|| {
        let text = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/classic.yaml"),
        )
        .unwrap();
        load_board(&text).unwrap()
    })
}

const GRID: &str = "frame: {width: 200, height: 200}\nlines:\n  - [[100, 0], [100, 200]]\n  - [[0, 100], [200, 100]]\n";

#[test]
fn no_move_across_a_corner_on_a_real_2x2_grid() {
    let b = load_board(GRID).unwrap();
    assert_eq!(b.len(), 4);
    // Reading order: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right; 1-4 and 2-3 touch
    // only at the centre.
    assert_eq!(b.neighbors(RegionId(1)), vec![RegionId(2), RegionId(3)]);
    assert!(b.corner_only(RegionId(1), RegionId(4)));
    // 100 mm squares, counted up to the pieces in play (the default search stops there with the
    // hexagonal lattice): lions of 30 mm in rows 26 mm apart, 3 + 2 + 3 = 8; jackals of 20 mm,
    // 5 + 4 + 5 + 4 + 5 = 23 (the square packings of 9 and 25 need `--full-capacity`).
    assert_eq!((b.lion_capacity[0], b.jackal_capacity[0]), (8, 23));
    let mut p = Position::start(
        &b,
        &[RegionId(2), RegionId(3), RegionId(4)],
        RegionId(1),
        Side::Jackals,
    );
    let mut moves = Vec::new();
    p.legal_moves(&b, &mut moves);
    assert!(moves.iter().all(|m| m.to != RegionId(4)), "{moves:?}");
    let m = Move::new(RegionId(1), RegionId(4), 1);
    let e = p.check(&b, m).unwrap_err();
    assert!(matches!(e, Illegal::NotNeighbors { corner: true, .. }));
    assert!(
        e.message(&b, Side::Jackals).contains("never a corner"),
        "{}",
        e.message(&b, Side::Jackals)
    );
}

/// Every invariant a position must keep: one side per region, everything fits, piece counts
/// add up and stay within those in play.
fn check_invariants(b: &GameBoard, p: &Position, last: (u16, u16)) -> Result<(), String> {
    let (mut l, mut j) = (0u16, 0u16);
    for (i, c) in p.cells.iter().enumerate() {
        if c.lions > 0 && c.jackals > 0 {
            return Err(format!("region {} holds both sides", i + 1));
        }
        if !b.fits(i, c.lions, c.jackals) {
            return Err(format!("region {} holds more than fits: {c:?}", i + 1));
        }
        l += c.lions;
        j += c.jackals;
    }
    if (l, j) != (p.lions, p.jackals) {
        return Err("totals disagree with the cells".into());
    }
    if l > last.0 || j > last.1 || l > b.lions || j > b.jackals {
        return Err(format!("piece counts grew: {last:?} -> {:?}", (l, j)));
    }
    Ok(())
}

/// Plays a game with checks after every action; returns the number of actions.
fn checked_game(b: &GameBoard, seed: u64, greedy: bool) -> Result<usize, String> {
    let mut rng = GameRng::new(seed, 0);
    let setup = draw_setup(b, &mut rng).ok_or("no set-up")?;
    let first = if seed.is_multiple_of(2) {
        Side::Jackals
    } else {
        Side::Lions
    };
    let mut p = Position::start(b, &setup.lions, setup.jackals, first);
    let mut last = (p.lions, p.jackals);
    let mut buf = Vec::new();
    let mut agent: Box<dyn Agent> = if greedy {
        Box::new(GreedyAgent)
    } else {
        Box::new(RandomAgent)
    };
    for step in 0..200_000 {
        check_invariants(b, &p, last)?;
        last = (p.lions, p.jackals);
        if p.outcome(b).is_some() {
            return Ok(step);
        }
        p.legal_moves(b, &mut buf);
        let can_end = p.can_end(b).is_ok();
        if buf.is_empty() && !can_end {
            return Err(format!("stuck: no move and the turn cannot end: {p:?}"));
        }
        for m in &buf {
            let mut q = p.clone();
            q.check(b, *m)
                .map_err(|e| format!("listed move {m:?} fails its check: {e:?}"))?;
        }
        let a = if buf.is_empty() {
            Action::End
        } else {
            agent.choose(b, &mut p, &buf, can_end, &mut rng)
        };
        match a {
            Action::Move(m) => {
                p.apply(b, m);
            }
            Action::End => {
                p.can_end(b)
                    .map_err(|e| format!("agent ended an unfinished turn: {e:?}"))?;
                p.end_turn(b);
            }
        }
    }
    Err("the game did not end".into())
}

fn strip_board(n: usize, lions: u16, jackals: u16) -> GameBoard {
    let nb: Vec<Vec<u32>> = (1..=n as u32)
        .map(|i| {
            [i.wrapping_sub(1), i + 1]
                .into_iter()
                .filter(|&x| x >= 1 && x as usize <= n)
                .collect()
        })
        .collect();
    GameBoard::from_tables(
        &nb,
        &vec![(2, 9); n],
        &vec![vec![9, 4, 1]; n],
        lions,
        jackals,
        Default::default(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_on_classic_stay_legal_and_end(seed in 0u64..1_000_000) {
        checked_game(classic(), seed, false).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn greedy_games_on_classic_stay_legal_and_end(seed in 0u64..1_000_000) {
        checked_game(classic(), seed, true).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn random_games_on_strips_stay_legal_and_end(seed in 0u64..1_000_000, n in 4usize..9, lions in 1u16..4, jackals in 3u16..10) {
        let b = strip_board(n, lions, jackals);
        if draw_setup(&b, &mut GameRng::new(seed, 0)).is_some() {
            checked_game(&b, seed, false).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn a_recorded_game_replays_to_the_same_end(seed in 0u64..1_000_000) {
        let b = classic();
        let setup = game_setup(b, &mut GameRng::new(seed, 1)).unwrap();
        let start = Position::start(b, &setup.lions, setup.jackals, Side::Jackals);
        let mut rng = GameRng::new(seed, 0);
        let (mut x, mut y) = (RandomAgent, RandomAgent);
        let res = play_game(b, start, [&mut x, &mut y], &mut rng, true);
        let rec = GameRecord {
            savanna_game: 1,
            board: b.name.clone(),
            rules: b.rules.clone(),
            tables: BoardTables::of(b),
            setup: SetupRecord { lions: setup.lions.clone(), jackals: setup.jackals },
            first: Side::Jackals,
            seed: Some(seed),
            agents: Default::default(),
            turns: res.turns.clone(),
            outcome: Some(res.outcome),
        };
        // Through JSON and back, as a frontend would store it.
        let json = serde_json::to_string(&rec).unwrap();
        let back: GameRecord = serde_json::from_str(&json).unwrap();
        let (_, _, outcome) = replay(&back).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(outcome, Some(res.outcome));
        // The same seed plays the same game.
        let start = Position::start(b, &setup.lions, setup.jackals, Side::Jackals);
        let again = play_game(b, start, [&mut x, &mut y], &mut GameRng::new(seed, 0), true);
        prop_assert_eq!(again.turns, res.turns);
    }
}

#[test]
fn a_tampered_record_names_the_broken_rule() {
    let b = classic();
    let setup = game_setup(b, &mut GameRng::new(3, 1)).unwrap();
    let start = Position::start(b, &setup.lions, setup.jackals, Side::Jackals);
    let (mut x, mut y) = (RandomAgent, RandomAgent);
    let res = play_game(b, start, [&mut x, &mut y], &mut GameRng::new(3, 0), true);
    let mut rec = GameRecord {
        savanna_game: 1,
        board: None,
        rules: b.rules.clone(),
        tables: BoardTables::of(b),
        setup,
        first: Side::Jackals,
        seed: None,
        agents: Default::default(),
        turns: res.turns,
        outcome: None,
    };
    // The pack's first move, made to carry every jackal.
    rec.turns[0].moves[0].jackals = 9;
    let e = replay(&rec).unwrap_err().to_string();
    assert!(e.contains("turn 1") && e.contains("savanna::move::"), "{e}");
}

#[test]
fn balance_gives_the_same_report_on_one_thread_and_on_four() {
    let b = classic();
    let opts = BalanceOptions {
        games: 40,
        seed: 9,
        agent: AgentKind::Greedy,
        ..Default::default()
    };
    let run = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(|| balance(b, &opts, &|| {}).unwrap())
    };
    let one = run(1);
    assert_eq!(one, run(4));
    assert_eq!(one.games, 40);
    assert_eq!(one.lions.wins + one.jackals.wins + one.draws.count, 40);
    let j = serde_json::to_string(&one).unwrap();
    assert!(j.contains("\"verdict\""));
}

#[test]
fn game_schemas_are_up_to_date() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("schemas");
    for (name, schema) in savanna::game::schemas() {
        let fresh = serde_json::to_string_pretty(&schema).unwrap() + "\n";
        let path = dir.join(name);
        if std::env::var_os("SAVANNA_UPDATE_SCHEMAS").is_some_and(|v| v == "1") {
            std::fs::write(&path, &fresh).unwrap();
        }
        let old = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            old == fresh,
            "schemas/{name} is stale: run `SAVANNA_UPDATE_SCHEMAS=1 cargo test --test suite game::`"
        );
    }
}

/// Classic's start position (the board's set-up, jackals to move), written into `dir`.
fn start_position(dir: &tempfile::TempDir) -> std::path::PathBuf {
    let pos = dir.path().join("p.yaml");
    std::fs::write(&pos, "side: jackals\npieces:\n  Kopje: {lions: 1}\n  Acacia Grove: {lions: 1}\n  Oasis: {lions: 1}\n  Dunes: {jackals: 9}\n").unwrap();
    pos
}

/// The output of a command that must succeed (its standard error shown when it fails).
fn ok(cmd: &mut Command) -> std::process::Output {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// `savanna balance examples/classic.yaml --games 20 --agent greedy --no-ladder --solve-limit 0
/// --format json`, parsed (greedy, no ladder and no solve: a quick run).
fn classic_balance_json() -> serde_json::Value {
    let out = ok(savanna().args([
        "balance",
        &example("classic.yaml"),
        "--games",
        "20",
        "--agent",
        "greedy",
        "--no-ladder",
        "--solve-limit",
        "0",
        "--format",
        "json",
    ]));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn example(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn moves_lists_the_pack_first_moves_as_json() {
    let dir = tempfile::tempdir().unwrap();
    let pos = start_position(&dir);
    let out = ok(savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&pos)
        .args(["--format", "json"]));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["side"], "jackals");
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    // The pack leaves one behind: never all nine.
    assert!(
        moves
            .iter()
            .all(|m| m["jackals"].as_u64().unwrap() <= 8 && m["lions"] == 0)
    );
    assert_eq!(v["rules"]["quiet_rounds"], 5);
    // Continue the turn: after one group, the region it entered is frozen.
    let first = &moves[0];
    let after = format!(
        "{} jackals {} -> {}",
        first["jackals"], first["from"], first["to"]
    );
    let out = savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&pos)
        .args(["--after", &after, "--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["from"] != first["to"])
    );
    assert_eq!(v["can_end"], true);
}

/// `moves --after` with the same two group moves written as text (names and ids mixed) and as a
/// JSON list: the same listing; the pack's region keeps 5 jackals, one of which must stay (rule
/// 3), so no move from Dunes takes more than 4 and none leaves the frozen Marsh or Salt Pan.
#[test]
fn moves_after_reads_a_sequence_as_text_and_as_json() {
    let dir = tempfile::tempdir().unwrap();
    let pos = start_position(&dir);
    let run = |after: &str| {
        savanna()
            .args(["moves", &example("classic.yaml")])
            .arg(&pos)
            .args(["--after", after, "--format", "json"])
            .output()
            .unwrap()
    };
    // Regions are numbered by rows: Dunes 10, Marsh 9, Salt Pan 6.
    let text = run("2 jackals Dunes -> Marsh; 2 jackals 10 -> Salt Pan");
    let json = run(r#"[{"from": 10, "to": 9, "jackals": 2}, {"from": 10, "to": 6, "jackals": 2}]"#);
    assert!(
        text.status.success(),
        "{}",
        String::from_utf8_lossy(&text.stderr)
    );
    assert!(
        json.status.success(),
        "{}",
        String::from_utf8_lossy(&json.stderr)
    );
    assert_eq!(text.stdout, json.stdout);
    let v: serde_json::Value = serde_json::from_slice(&text.stdout).unwrap();
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    for m in moves {
        assert_eq!(m["from"], 10, "only Dunes may still move: {m}");
        assert!((1..=4).contains(&m["jackals"].as_u64().unwrap()), "{m}");
    }
    // Four jackals of the pack (in 1, 2, 3 or 4) may go on from Dunes to the unfrozen neighbors.
    assert_eq!(moves.len(), 4 * 2);
    // Ending the turn hands it to the lions.
    let ended = run("2 jackals Dunes -> Marsh\nend");
    let v: serde_json::Value = serde_json::from_slice(&ended.stdout).unwrap();
    assert_eq!(v["side"], "lions");
    // A move out of a region entered this turn names the rule it breaks.
    let frozen = run("2 jackals Dunes -> Marsh; 1 jackals Marsh -> Termite Hill");
    assert_eq!(frozen.status.code(), Some(1));
    let err = String::from_utf8_lossy(&frozen.stderr);
    assert!(err.contains("savanna::move::frozen"), "{err}");
}

#[test]
fn moves_refuses_a_position_that_cannot_occur() {
    let dir = tempfile::tempdir().unwrap();
    let pos = dir.path().join("p.yaml");
    std::fs::write(&pos, "side: lions\npieces:\n  Gully: {lions: 1, jackals: 3}\n  Nowhere: {jackals: 2}\n  Dunes: {jackals: 9}\n").unwrap();
    let out = savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&pos)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    for code in [
        "savanna::position::both-sides",
        "savanna::position::unknown-region",
        "savanna::position::too-many-pieces",
    ] {
        assert!(err.contains(code), "{code} missing in {err}");
    }
}

#[test]
fn play_runs_a_scripted_game_from_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("game.json");
    // A person plays the jackals badly: an illegal move first (across the board), then quits.
    let out = savanna()
        .args([
            "play",
            &example("classic.yaml"),
            "--lions",
            "greedy",
            "--jackals",
            "human",
            "--record",
        ])
        .arg(&rec)
        .write_stdin("Dunes -> Kopje\n3 jackals Dunes -> Salt Pan\nend\nquit\n")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(
        s.contains("illegal: a group moves to a neighboring region"),
        "{s}"
    );
    assert!(s.contains("lions: "), "{s}");
    let out = savanna().arg("replay").arg(&rec).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(
        s.contains("jackals  3 jackals ")
            && s.contains(" (Dunes) -> ")
            && s.contains(" (Salt Pan)"),
        "{s}"
    );
}

#[test]
fn play_speaks_json_lines_and_reports_coded_errors() {
    let b = classic();
    let id = |n: &str| b.find(n).unwrap().0;
    let input = format!(
        "{{\"from\": {}, \"to\": {}, \"jackals\": 2}}\nnonsense\n3 jackals Dunes -> Salt Pan\nend\n",
        id("Dunes"),
        id("Kopje")
    );
    let out = savanna()
        .args([
            "play",
            &example("classic.yaml"),
            "--lions",
            "random",
            "--jackals",
            "human",
            "--protocol",
            "json",
        ])
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["event"], "state");
    assert_eq!(lines[1]["event"], "error");
    assert_eq!(lines[1]["code"], "savanna::move::not-neighbors");
    assert_eq!(lines[2]["event"], "error");
    assert!(lines.iter().any(|l| {
        l["played"]
            .as_array()
            .is_some_and(|p| p.iter().any(|a| a["side"] == "lions"))
    }));
}

#[test]
fn balance_prints_a_verdict_and_json() {
    let v = classic_balance_json();
    assert_eq!(v["games"], 20);
    assert!(
        ["balanced", "favours lions", "favours jackals", "undecided"]
            .contains(&v["verdict"].as_str().unwrap())
    );
    assert_eq!(v["strength"], "greedy");
    let out = savanna()
        .args(["balance", &example("classic.yaml"), "--games", "20"])
        .args(["--agent", "greedy", "--no-ladder", "--solve-limit", "0"])
        .output()
        .unwrap();
    // The verdict names the strength it was measured at.
    assert!(String::from_utf8_lossy(&out.stdout).contains("verdict at greedy: "));
}

/// The `fill` of the SVG element with the given id.
fn fill_of(svg: &str, id: &str) -> String {
    let at = svg
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no {id}"));
    let start = svg[..at].rfind('<').unwrap();
    let end = at + svg[at..].find('>').unwrap();
    let el = &svg[start..end];
    let f = el.find("fill=\"").unwrap_or_else(|| panic!("{el}")) + 6;
    el[f..f + el[f..].find('"').unwrap()].to_string()
}

/// `render --balance`: each region is shaded by the occupancy in the balance JSON. A real run's
/// report is edited to known shares: always the lions -> the lions' amber #D98E04, always the
/// jackals -> slate #3B4A8C, half the time the lions -> halfway to white (#ECC782: 236 =
/// (255 + 217) / 2, 199 = round(198.5), 130 = round(129.5)), never held -> white.
#[test]
fn render_balance_shades_regions_by_occupancy() {
    let dir = tempfile::tempdir().unwrap();
    let mut v = classic_balance_json();
    let occ = v["occupancy"].as_object_mut().unwrap();
    for (id, l, j) in [
        ("1", 1.0, 0.0),
        ("7", 0.0, 1.0),
        ("3", 0.5, 0.0),
        ("10", 0.0, 0.0),
    ] {
        occ.insert(id.into(), serde_json::json!({"lions": l, "jackals": j}));
    }
    // A report written before issue 40.5 (its exact value as `winner` and `points: [l, j]`)
    // still shades: the sheet reads only the games, the board's name and the occupancy.
    v["exact"] = serde_json::json!({
        "jackals_first": {"winner": "jackals", "by": "elimination", "rounds": 19},
        "lions_first": {"winner": null, "by": "points", "points": [10, 10], "rounds": 200}
    });
    let bal = dir.path().join("balance.json");
    std::fs::write(&bal, v.to_string()).unwrap();
    let svg = dir.path().join("sheet.svg");
    let r = savanna()
        .args(["render", &example("classic.yaml"), "-o"])
        .arg(&svg)
        .arg("--balance")
        .arg(&bal)
        .output()
        .unwrap();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(fill_of(&text, "region-1"), "#D98E04");
    assert_eq!(fill_of(&text, "region-7"), "#3B4A8C");
    assert_eq!(fill_of(&text, "region-3"), "#ECC782");
    assert_eq!(fill_of(&text, "region-10"), "#FFFFFF");
    assert!(text.contains("occupancy-legend"));
    // Without --balance the graph colouring is back (Paul Tol's colours, never white).
    let plain = dir.path().join("plain.svg");
    savanna()
        .args(["render", &example("classic.yaml"), "-o"])
        .arg(&plain)
        .assert()
        .success();
    let text = std::fs::read_to_string(&plain).unwrap();
    assert_ne!(fill_of(&text, "region-10"), "#FFFFFF");
    assert!(!text.contains("occupancy-legend"));
    // Not a balance report: exit 1 with a message, nothing written.
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{}").unwrap();
    let none = dir.path().join("none.svg");
    let r = savanna()
        .args(["render", &example("classic.yaml"), "-o"])
        .arg(&none)
        .arg("--balance")
        .arg(&bad)
        .output()
        .unwrap();
    assert!(!r.status.success());
    assert!(String::from_utf8_lossy(&r.stderr).contains("not a balance report"));
    assert!(!none.exists());
}

/// `render --balance` with another board's report is refused, nothing written: by name (a
/// report of `Waterhole` on classic, `Classic Savanna`), and, when the report has no name, by
/// its regions (classic's report cut to 4 regions names 4 against the board's 10).
#[test]
fn render_balance_refuses_another_boards_report() {
    let dir = tempfile::tempdir().unwrap();
    let render = |v: &serde_json::Value, name: &str| {
        let bal = dir.path().join(format!("{name}.json"));
        std::fs::write(&bal, v.to_string()).unwrap();
        let svg = dir.path().join(format!("{name}.svg"));
        let r = savanna()
            .args(["render", &example("classic.yaml"), "-o"])
            .arg(&svg)
            .arg("--balance")
            .arg(&bal)
            .output()
            .unwrap();
        assert!(!svg.exists(), "{name}: a sheet was written");
        (
            r.status.success(),
            String::from_utf8_lossy(&r.stderr).to_string(),
        )
    };
    let mut other = classic_balance_json();
    other["board"] = serde_json::json!("Waterhole");
    let (ok, err) = render(&other, "other");
    assert!(!ok);
    assert!(
        err.contains("of `Waterhole`, not of this board (`Classic Savanna`)"),
        "{err}"
    );
    let mut cut = classic_balance_json();
    cut["board"] = serde_json::Value::Null;
    let occ = cut["occupancy"].as_object_mut().unwrap();
    occ.retain(|k, _| ["1", "2", "3", "4"].contains(&k.as_str()));
    let (ok, err) = render(&cut, "cut");
    assert!(!ok);
    assert!(
        err.contains("of a board with 4 regions, not of this board (10 regions)"),
        "{err}"
    );
    // A report that played no game (its time went to the solve) has no occupancy: refused,
    // where it drew every region white as if no piece had ever stood there.
    let mut none = classic_balance_json();
    none["games"] = serde_json::json!(0);
    let (ok, err) = render(&none, "none");
    assert!(!ok);
    assert!(err.contains("played no game"), "{err}");
}

/// Refused before any game is played, each with a message: no games, an odd number (games come
/// in pairs), an MCTS budget past the documented range.
#[test]
fn balance_refuses_bad_counts_and_budgets_before_playing() {
    for args in [
        &["--games", "0"][..],
        &["--games", "1"],
        &["--games", "3"],
        &["--games", "2", "--agent", "mcts", "--budget", "4000000000"],
    ] {
        let out = savanna()
            .args(["balance", &example("classic.yaml")])
            .args(args)
            .output()
            .unwrap();
        // A usage mistake, refused by clap's value parser: exit 2 (README's exit codes; it was 1).
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(args[args.len() - 1]) && out.stdout.is_empty(),
            "{err}"
        );
    }
    for budget in ["0", "1000001", "x"] {
        let out = savanna()
            .args(["play", &example("classic.yaml"), "--budget", budget])
            .write_stdin("quit\n")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "--budget {budget}");
        assert!(out.stdout.is_empty());
    }
}

/// A line that is not UTF-8 gets a coded error in a JSON session, which goes on: the next line's
/// move is still played.
#[test]
fn play_json_survives_a_line_that_is_not_utf8() {
    let out = ok(savanna()
        .args(["play", &example("classic.yaml"), "--lions", "random"])
        .args(["--jackals", "human", "--protocol", "json"])
        .write_stdin(b"\xff\xfe\n3 jackals Dunes -> Salt Pan\nend\n".to_vec()));
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[1]["code"], "savanna::move::not-utf8");
    assert!(
        lines[2..]
            .iter()
            .any(|l| l["played"].to_string().contains("\"jackals\":3")),
        "{lines:?}"
    );
}

/// The combined attack end to end on classic with `game: {combined_attack: true}`: lions in Kopje
/// (1) and Long Grass (5) together take the six jackals of Acacia Grove (2), which neither takes
/// alone (one lion takes at most three); without the option the move is refused with its code.
#[test]
fn moves_lists_a_combined_attack_when_the_option_is_on() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("combined.yaml");
    let text = std::fs::read_to_string(example("classic.yaml")).unwrap();
    std::fs::write(&board, text + "\ngame: {combined_attack: true}\n").unwrap();
    let pos = dir.path().join("p.yaml");
    std::fs::write(
        &pos,
        "side: lions\npieces:\n  1: {lions: 1}\n  5: {lions: 1}\n  2: {jackals: 6}\n  9: {jackals: 3}\n",
    )
    .unwrap();
    let out = ok(savanna()
        .arg("moves")
        .arg(&board)
        .arg(&pos)
        .args(["--format", "json"]));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let combined: Vec<&serde_json::Value> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m.get("with").is_some())
        .collect();
    assert_eq!(combined.len(), 1, "{v}");
    assert_eq!(combined[0]["from"], 1);
    assert_eq!(combined[0]["to"], 2);
    assert_eq!(combined[0]["with"][0]["from"], 5);
    assert_eq!(combined[0]["captures"]["jackals"], 6);
    let after = ok(savanna().arg("moves").arg(&board).arg(&pos).args([
        "--after",
        "1 lion 1 + 1 lion 5 -> 2",
        "--format",
        "json",
    ]));
    let v: serde_json::Value = serde_json::from_slice(&after.stdout).unwrap();
    assert_eq!(v["position"]["pieces"]["2"]["lions"], 2);
    let refused = savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&pos)
        .args(["--after", "1 lion 1 + 1 lion 5 -> 2"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("savanna::move::combined-attack"));
}

#[test]
fn moves_reads_a_position_file_that_begins_with_a_byte_order_mark() {
    let dir = tempfile::tempdir().unwrap();
    let pos = start_position(&dir);
    let text = std::fs::read_to_string(&pos).unwrap();
    let bom = dir.path().join("bom.yaml");
    std::fs::write(&bom, format!("\u{feff}{text}")).unwrap();
    let plain = ok(savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&pos));
    let marked = ok(savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&bom));
    assert_eq!(marked.stdout, plain.stdout);
    // And on standard input.
    let piped = ok(savanna()
        .args(["moves", &example("classic.yaml"), "-"])
        .write_stdin(format!("\u{feff}{text}")));
    assert_eq!(piped.stdout, plain.stdout);
}

/// Files that are not what `moves` and `replay` read get words that say where and what to give
/// (a new user's findings: a non-UTF-8 position said only "stream did not contain valid UTF-8",
/// an empty one "not a position that can occur on this board", a board file given to `replay`
/// "expected value at line 1 column 1").
#[test]
fn moves_and_replay_say_what_a_wrong_file_is() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.yaml");
    // Line 2's first byte is 0xff: offset 14 (13 bytes of line 1 and its newline).
    std::fs::write(&bad, b"side: jackals\n\xffpieces: {}\n").unwrap();
    let out = savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("it is not UTF-8 text (invalid byte at offset 14, line 2, column 1): save it as UTF-8 text"),
        "{err}"
    );
    let empty = dir.path().join("empty.yaml");
    std::fs::write(&empty, "").unwrap();
    let out = savanna()
        .args(["moves", &example("classic.yaml")])
        .arg(&empty)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("empty.yaml is empty: not a position file"),
        "{err}"
    );
    assert!(!err.contains("can occur"), "{err}");
    for (file, words) in [
        (
            empty.to_string_lossy().into_owned(),
            "is empty: a game record is the JSON that `savanna play --record FILE` or `savanna solve --record FILE` writes",
        ),
        (
            example("classic.yaml"),
            "is not a game record (expected value at line 1 column 1): a game record is the JSON",
        ),
    ] {
        let out = savanna().args(["replay", &file]).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{file}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(words), "{file}: {err}");
    }
}
