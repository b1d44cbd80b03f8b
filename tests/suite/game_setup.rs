//! Set-ups and records a game must refuse (a new user's report): the pack starting beside a lion,
//! a set-up with the wrong number of lions (never silently replaced by a drawn one), a board with
//! no lions, and records whose captures or rules were edited.

use crate::common;

use common::{example, savanna};
use savanna::frontend::load_board;
use savanna::game::GameBoard;
use savanna::game::agents::RandomAgent;
use savanna::game::play::{GameRng, game_setup, play_game, setup_note};
use savanna::game::record::SetupError;
use savanna::game::record::{
    BoardTables, Captures, GameRecord, RULE_BOUNDS, ReplayError, SetupRecord, replay,
};
use savanna::game::{Position, Side};
use savanna::ids::RegionId;

fn classic_text() -> String {
    std::fs::read_to_string(example("classic.yaml")).unwrap()
}

/// Classic with its `setup:` lions line replaced (`lions: [Kopje, Acacia Grove, Oasis]` on the
/// page), as a user edits a copy.
fn classic_with_lions(lions: &str) -> String {
    let t = classic_text();
    let old = "  lions: [Kopje, Acacia Grove, Oasis]";
    assert!(t.contains(old));
    t.replace(old, &format!("  lions: {lions}"))
}

fn classic() -> GameBoard {
    load_board(&classic_text()).unwrap()
}

/// Classic's region id of a name.
fn id(b: &GameBoard, name: &str) -> RegionId {
    b.find(name).unwrap()
}

#[test]
fn check_play_and_balance_refuse_the_pack_starting_with_a_lion() {
    let dir = tempfile::tempdir().unwrap();
    let c = dir.path().join("c.yaml");
    std::fs::write(&c, classic_with_lions("[Kopje, Oasis, Dunes]")).unwrap();
    let out = savanna().args(["check"]).arg(&c).output().unwrap();
    let err =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    assert!(err.contains("savanna::setup::pack-with-lion"), "{err}");
    assert!(!err.contains("pack-too-close"), "{err}");
    assert_eq!(out.status.code(), Some(1), "{err}");
    for args in [
        &["balance", "--games", "2"][..],
        &["play", "--lions", "random", "--jackals", "random"],
    ] {
        let out = savanna()
            .arg(args[0])
            .arg(&c)
            .args(&args[1..])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn the_engine_refuses_a_board_setup_it_cannot_start_from() {
    let mut b = classic();
    let (kopje, oasis, dunes) = (id(&b, "Kopje"), id(&b, "Oasis"), id(&b, "Dunes"));
    // A validated board file written with --force keeps such a set-up: the engine checks it too.
    b.setup = Some((vec![kopje, oasis, dunes], Some(dunes)));
    assert_eq!(
        game_setup(&b, &mut GameRng::new(1, 1)),
        Err(SetupError::PackWithLion(dunes))
    );
    for lions in [
        vec![kopje, oasis],
        vec![],
        vec![kopje, oasis, dunes, RegionId(2)],
    ] {
        let given = lions.len();
        b.setup = Some((lions, Some(dunes)));
        assert_eq!(
            game_setup(&b, &mut GameRng::new(1, 1)),
            Err(SetupError::LionCount { given, count: 3 }),
            "{given} lions"
        );
    }
    b.setup = Some((vec![kopje, kopje, oasis], Some(dunes)));
    assert_eq!(
        game_setup(&b, &mut GameRng::new(1, 1)),
        Err(SetupError::LionsTogether(kopje))
    );
    // Lions but no pack: drawn, and said so.
    b.setup = Some((vec![kopje, oasis, RegionId(2)], None));
    assert!(game_setup(&b, &mut GameRng::new(1, 1)).is_ok());
    assert!(setup_note(&b).unwrap().contains("no pack"));
    // The board's own set-up is used as it is, with no note.
    let b = classic();
    let s = game_setup(&b, &mut GameRng::new(1, 1)).unwrap();
    assert_eq!(s.jackals, dunes);
    assert_eq!(setup_note(&b), None);
}

#[test]
fn a_setup_with_the_wrong_number_of_lions_is_refused_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    for lions in [
        "[Kopje, Oasis]",
        "[]",
        "[Kopje, Acacia Grove, Oasis, Marsh]",
    ] {
        let c = dir.path().join("c.yaml");
        std::fs::write(&c, classic_with_lions(lions)).unwrap();
        let out = savanna().arg("check").arg(&c).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{lions}");
        let rec = dir.path().join("rec.json");
        let out = savanna()
            .arg("play")
            .arg(&c)
            .args(["--lions", "random", "--jackals", "random", "--record"])
            .arg(&rec)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{lions}");
        assert!(!rec.exists(), "{lions}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("savanna::setup::lion-count"), "{err}");
        let out = savanna()
            .arg("balance")
            .arg(&c)
            .args(["--games", "2"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{lions}");
        assert!(out.stdout.is_empty(), "{lions}");
    }
}

#[test]
fn a_board_without_lions_cannot_be_played() {
    let t = classic_text()
        .replace("count: 3}", "count: 0}")
        .replace("  lions: [Kopje, Acacia Grove, Oasis]", "  lions: []");
    // `check` says so (an error with its own code) ...
    let e = load_board(&t).unwrap_err();
    assert!(
        e.iter().any(|d| d.code == "savanna::setup::no-pieces"),
        "{e:?}"
    );
    // ... and the engine refuses such a board from a validated board file too.
    let dir = tempfile::tempdir().unwrap();
    let (c, v) = (dir.path().join("c.yaml"), dir.path().join("v.json"));
    std::fs::write(&c, &t).unwrap();
    let out = savanna()
        .arg("build")
        .arg(&c)
        .args(["--force", "-q", "-o"])
        .arg(&v)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let e = load_board(&std::fs::read_to_string(&v).unwrap()).unwrap_err();
    assert!(
        e.iter().any(|d| d.code == "savanna::game::no-pieces"),
        "{e:?}"
    );
}

/// A game of classic from the board's set-up, recorded.
fn recorded_game(seed: u64) -> GameRecord {
    let b = classic();
    let setup = game_setup(&b, &mut GameRng::new(seed, 1)).unwrap();
    let start = Position::start(&b, &setup.lions, setup.jackals, Side::Jackals);
    let (mut x, mut y) = (RandomAgent, RandomAgent);
    let res = play_game(
        &b,
        start,
        [&mut x, &mut y],
        &mut GameRng::new(seed, 0),
        true,
    );
    GameRecord {
        savanna_game: 1,
        board: None,
        rules: b.rules.clone(),
        tables: BoardTables::of(&b),
        setup: SetupRecord {
            lions: setup.lions,
            jackals: setup.jackals,
        },
        first: Side::Jackals,
        seed: None,
        agents: Default::default(),
        turns: res.turns,
        outcome: Some(res.outcome),
    }
}

#[test]
fn replay_checks_what_each_move_captured() {
    let rec = recorded_game(3);
    assert!(replay(&rec).is_ok());
    // The pack's quiet first move, said to capture 3 lions and 7 jackals.
    let mut bad = rec.clone();
    assert_eq!(bad.turns[0].moves[0].captures, Captures::default());
    bad.turns[0].moves[0].captures = Captures {
        lions: 3,
        jackals: 7,
    };
    let e = replay(&bad).unwrap_err();
    assert!(
        matches!(
            e,
            ReplayError::Captures {
                turn: 1,
                index: 1,
                ..
            }
        ),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("says it captures 3 lions and 7 jackals, but it captures nothing"),
        "{e}"
    );
    // A capturing move said to capture nothing.
    let (t, k) = rec
        .turns
        .iter()
        .enumerate()
        .find_map(|(t, turn)| {
            turn.moves
                .iter()
                .position(|m| m.captures != Captures::default())
                .map(|k| (t, k))
        })
        .expect("a capture in the game");
    let mut bad = rec.clone();
    bad.turns[t].moves[k].captures = Captures::default();
    assert!(matches!(replay(&bad), Err(ReplayError::Captures { .. })));
}

#[test]
fn replay_refuses_rules_and_setups_the_board_file_refuses() {
    let rec = recorded_game(5);
    for (lion_strength, max_rounds) in [(0, 200), (1_000_000, 200), (3, 0)] {
        let mut bad = rec.clone();
        bad.rules.lion_strength = lion_strength;
        bad.rules.max_rounds = max_rounds;
        assert!(
            matches!(replay(&bad), Err(ReplayError::Rules { .. })),
            "{lion_strength} {max_rounds}"
        );
    }
    let mut bad = rec.clone();
    bad.setup.jackals = bad.setup.lions[0];
    assert!(matches!(
        replay(&bad),
        Err(ReplayError::Setup(SetupError::PackWithLion(_)))
    ));
    let mut bad = rec;
    bad.setup.lions.pop();
    assert!(matches!(
        replay(&bad),
        Err(ReplayError::Setup(SetupError::LionCount { .. }))
    ));
}

/// The record's bounds are the board file's: each bound is read, one past it refused.
#[test]
fn record_rule_bounds_are_the_board_files() {
    let base = classic_text();
    for (key, lo, hi) in RULE_BOUNDS {
        let with = |v: i64| format!("{base}\ngame: {{{key}: {v}}}\n");
        assert!(savanna::input::load(&with(lo.into())).is_ok(), "{key} {lo}");
        assert!(savanna::input::load(&with(hi.into())).is_ok(), "{key} {hi}");
        assert!(
            savanna::input::load(&with(i64::from(lo) - 1)).is_err(),
            "{key} {lo}-1"
        );
        assert!(
            savanna::input::load(&with(i64::from(hi) + 1)).is_err(),
            "{key} {hi}+1"
        );
    }
}

fn balance_of(game: &str) -> savanna::game::balance::BalanceReport {
    use savanna::game::balance::{BalanceOptions, balance};
    let b = load_board(&format!("{}\ngame: {game}\n", classic_text())).unwrap();
    // What these tests read is the accounting (wins, draws, capped games, shares), not the
    // agents' strength: MCTS at 50 iterations plays the same rules as at the default 800 and
    // costs a sixteenth (the default made this helper 2 to 4 minutes of CI).
    let opts = BalanceOptions {
        games: 20,
        mcts_budget: 50,
        ..Default::default()
    };
    balance(&b, &opts, &|| {}).unwrap()
}

/// No points for anyone and no quiet rounds: every game is counted at once, 0 to 0, a draw. No
/// decisive game, so no share, no Ludii balance and no verdict (it used to say 0.0 % and
/// "balanced").
#[test]
fn balance_without_a_decisive_game_has_no_share_and_no_verdict() {
    let r = balance_of("{lion_points: 0, jackal_points: 0, quiet_rounds: 0}");
    assert_eq!((r.lions.wins, r.jackals.wins, r.draws.count), (0, 0, 20));
    assert_eq!((r.lions_share.rate, r.lions_share.ci95), (None, None));
    assert_eq!(r.first_player_advantage.rate, None);
    assert_eq!((r.balance, r.verdict), (None, None));
    let j = serde_json::to_value(&r).unwrap();
    assert!(
        j["lions_share"]["rate"].is_null() && j["verdict"].is_null(),
        "{j}"
    );
    let dir = tempfile::tempdir().unwrap();
    let c = dir.path().join("c.yaml");
    std::fs::write(
        &c,
        format!(
            "{}\ngame: {{lion_points: 0, jackal_points: 0, quiet_rounds: 0}}\n",
            classic_text()
        ),
    )
    .unwrap();
    let out = savanna()
        .arg("balance")
        .arg(&c)
        .args(["--games", "20", "--solve-limit", "0"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("lions' share of decisive games  n/a (no decisive game)"),
        "{text}"
    );
    // The verdict line names the strength it was measured at (issue 27: every figure says which
    // agent measured it); the default agent is MCTS at its default budget.
    assert!(text.contains("\nverdict at mcts 800: none ("), "{text}");
}

/// One round and a hundred quiet rounds allowed: every game of classic reaches the cap. Capped
/// games are reported apart, not as wins on points.
///
/// Why no game can end in one round: classic's pack starts in Dunes (10), three borders from
/// every lion (Kopje 1, Acacia Grove 2, Oasis 4: 10-6-5-2, 10-9-5-4, 10-9-8-4-1), and a piece
/// moves at most one border a turn. Jackals first: their turn ends two or more borders from
/// every lion, and at least one jackal stays in Dunes (the pack leaves one), out of the lions'
/// reach on their turn. Lions first: their turn ends two or more borders from the pack, out of
/// its reach. (This test used four rounds, on the belief that no side is eliminated that soon;
/// the stronger MCTS of issue 27 ended one game of 20 by elimination within four rounds.)
#[test]
fn balance_reports_capped_games_apart_from_wins_and_draws() {
    let r = balance_of("{max_rounds: 1, quiet_rounds: 100}");
    assert_eq!(r.capped.count, 20);
    assert_eq!((r.lions.wins, r.jackals.wins, r.draws.count), (0, 0, 0));
    assert_eq!(r.lions_share.decisive, 0);
    assert_eq!(r.verdict, None);
    // Default rules: nothing capped, and the counts add up to the games.
    let r = balance_of("{}");
    assert_eq!(r.capped.count, 0);
    assert_eq!(r.lions.wins + r.jackals.wins + r.draws.count, 20);
    assert!(r.verdict.is_some());
}
