//! Positions read from files: what the engine writes it reads back (a property over games played
//! at random under every option), impossible turn states and counters are refused with coded
//! diagnostics naming the field, the fit message names the limit broken, and a move typed
//! without a count is the largest legal group.

use super::record::{PositionFile, parse_move};
use super::*;
use crate::diagnostics::Code;
use crate::ids::RegionId;
use crate::input::game_rules::{Fit, Freeze, GameRules, QuietRule, Side};
use proptest::prelude::*;

const R: fn(u32) -> RegionId = RegionId;

/// Five regions, 1-2, 1-3, 2-3, 2-4, 3-4, 4-5; region 5 is narrow: 2 lions or 5 jackals alone,
/// 2 jackals beside 1 lion, none beside 2 (like classic's Gully). 3 lions, 9 jackals.
fn board(rules: GameRules) -> GameBoard {
    let nb = vec![
        vec![2, 3],
        vec![1, 3, 4],
        vec![1, 2, 4],
        vec![2, 3, 5],
        vec![4],
    ];
    let mut caps = vec![(3, 12); 4];
    caps.push((2, 5));
    let mut mixed = vec![vec![12, 8, 5, 2]; 4];
    mixed.push(vec![5, 2, 0]);
    GameBoard::from_tables(&nb, &caps, &mixed, 3, 9, rules)
}

/// The rule sets the property runs under: the defaults and each option changed.
fn rule_sets() -> Vec<GameRules> {
    let d = GameRules::default;
    vec![
        d(),
        GameRules {
            freeze: Freeze::Pieces,
            ..d()
        },
        GameRules {
            combined_attack: true,
            ..d()
        },
        GameRules {
            quiet: QuietRule::NoCapturePossible,
            quiet_rounds: 1,
            max_rounds: 4,
            ..d()
        },
        GameRules {
            fit: Fit::AfterCapture,
            pack_leaves_one: false,
            ..d()
        },
        GameRules {
            gathered_lions_disperse: false,
            lion_strength: 2,
            first: Side::Lions,
            ..d()
        },
    ]
}

fn read(b: &GameBoard, text: &str) -> Result<Position, Vec<crate::diagnostics::Diagnostic>> {
    PositionFile::parse(text).and_then(|f| f.to_position(b))
}

fn codes(r: Result<Position, Vec<crate::diagnostics::Diagnostic>>) -> Vec<(Code, String)> {
    r.err()
        .unwrap_or_default()
        .into_iter()
        .map(|d| (d.code, d.message))
        .collect()
}

/// Writes `p` as JSON, reads it back and checks it is the same position with the same legal
/// moves and the same answer to "may the turn end".
fn round_trip(b: &GameBoard, p: &mut Position) {
    let text = serde_json::to_string(&PositionFile::of(b, p)).unwrap();
    let mut q = match read(b, &text) {
        Ok(q) => q,
        Err(e) => panic!("the engine's own position is refused: {text}\n{e:?}"),
    };
    assert_eq!(&q, p, "{text}");
    let (mut a, mut c) = (Vec::new(), Vec::new());
    p.legal_moves(b, &mut a);
    q.legal_moves(b, &mut c);
    assert_eq!(a, c, "{text}");
    assert_eq!(p.can_end(b), q.can_end(b), "{text}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Any position reached by legal moves, serialised and read back, is equal and gives the
    /// same legal moves (a planted fault: `frozen` written but not read, a derived `duty` that
    /// disagrees with the engine's, `turns` defaulted wrongly, a check refusing a reachable turn).
    #[test]
    fn every_position_the_engine_reaches_reads_back_the_same(
        rules in 0usize..6,
        lions in proptest::collection::vec(1u32..=4, 3),
        pack in 1u32..=4,
        choices in proptest::collection::vec(any::<u32>(), 1..80),
    ) {
        let b = board(rule_sets()[rules].clone());
        let lions: Vec<RegionId> = lions.into_iter().map(RegionId).collect();
        // The pack in the first roomy region (1-4) from `pack` on that holds no lion.
        let pack = (0..4).map(|k| R((pack - 1 + k) % 4 + 1)).find(|r| !lions.contains(r)).unwrap();
        let mut p = Position::start(&b, &lions, pack, b.rules.first);
        let mut buf = Vec::new();
        for c in choices {
            round_trip(&b, &mut p);
            if p.over(&b) {
                break;
            }
            p.legal_moves(&b, &mut buf);
            let can_end = p.can_end(&b).is_ok();
            let n = buf.len() + usize::from(can_end);
            prop_assert!(n > 0, "a live position with no action");
            let k = c as usize % n;
            if k < buf.len() {
                p.apply(&b, buf[k]);
            } else {
                p.end_turn(&b);
            }
        }
    }
}

const START: &str =
    "side: jackals\npieces: {1: {lions: 1}, 2: {lions: 1}, 3: {lions: 1}, 4: {jackals: 9}}\n";

#[test]
fn a_turn_in_progress_is_read_back_with_its_frozen_regions() {
    let b = board(GameRules::default());
    let mut p = read(&b, START).unwrap();
    p.apply(&b, Move::new(R(4), R(5), 3));
    let f = PositionFile::of(&b, &p);
    assert_eq!(f.turn.as_ref().unwrap().frozen, Some(vec![R(5)]));
    round_trip(&b, &mut p);
    // `frozen` may be left out; a wrong one is refused, naming the field.
    let text = "side: jackals\npieces: {1: {lions: 1}, 2: {lions: 1}, 3: {lions: 1}, 4: {jackals: 6}, 5: {jackals: 3}}\nturn: {moves: 1, arrived: {5: 3}, left: {4: 3}, left_quietly: {4: 3}";
    assert_eq!(read(&b, &format!("{text}}}\n")).unwrap(), p);
    let e = codes(read(&b, &format!("{text}, frozen: [4]}}\n")));
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].0, Code::PositionBadTurn);
    assert!(e[0].1.starts_with("turn.frozen: [4]"), "{}", e[0].1);
}

#[test]
fn a_turn_that_does_not_add_up_is_refused() {
    let b = board(GameRules::default());
    let pieces = "side: jackals\npieces: {1: {lions: 1}, 2: {lions: 1}, 3: {lions: 1}, 4: {jackals: 6}, 5: {jackals: 3}}\n";
    let cases = [
        // Nine left the pack's region, only three arrived.
        (
            "turn: {moves: 1, arrived: {5: 3}, left: {4: 9}, left_quietly: {4: 9}}",
            "turn.left: 9 jackals left",
        ),
        // A jackal left a lion's region.
        (
            "turn: {moves: 1, arrived: {5: 1}, left: {1: 1}, left_quietly: {1: 1}}",
            "turn.left: 1 jackal left region 1",
        ),
        // More arrived than are there.
        (
            "turn: {moves: 1, arrived: {5: 4}, left: {4: 4}, left_quietly: {4: 4}}",
            "turn.arrived: 4 jackals arrived in region 5",
        ),
        // Two moves claimed for one group of three.
        (
            "turn: {moves: 0, arrived: {5: 3}, left: {4: 3}, left_quietly: {4: 3}}",
            "turn.moves: 0 group moves",
        ),
        // A capture claimed when every piece left quietly.
        (
            "turn: {moves: 1, arrived: {5: 3}, left: {4: 3}, left_quietly: {4: 3}, captured: true}",
            "turn.captured: true",
        ),
        // The duty is the lions'.
        (
            "turn: {moves: 0, duty: true}",
            "turn.duty: true, but the duty binds only the lions",
        ),
        // could_capture is kept only under no_capture_possible.
        (
            "turn: {moves: 0, could_capture: true}",
            "turn.could_capture: true",
        ),
    ];
    for (turn, start) in cases {
        let e = codes(read(&b, &format!("{pieces}{turn}\n")));
        assert_eq!(e.len(), 1, "{turn}: {e:?}");
        assert_eq!(e[0].0, Code::PositionBadTurn, "{turn}");
        assert!(e[0].1.starts_with(start), "{turn}: {}", e[0].1);
    }
    // All nine jackals left region 4: the pack rule was broken.
    let all_left = "side: jackals\npieces: {1: {lions: 2}, 2: {jackals: 4}, 3: {jackals: 5}}\nturn: {moves: 2, arrived: {2: 4, 3: 5}, left: {4: 9}, left_quietly: {4: 9}}\n";
    let e = codes(read(&b, all_left));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].1.starts_with("turn.left: all 9 jackals left region 4"),
        "{}",
        e[0].1
    );
}

#[test]
fn gathered_lions_cannot_shed_their_duty_through_the_file() {
    let b = board(GameRules::default());
    let gathered = "side: lions\npieces: {2: {lions: 2}, 3: {lions: 1}, 5: {jackals: 4}}\n";
    let p = read(&b, gathered).unwrap();
    assert!(p.duty);
    // The file says the duty does not bind: refused, so `2 lions 2 -> 1; end` cannot follow.
    let e = codes(read(
        &b,
        &format!("{gathered}turn: {{moves: 0, duty: false}}\n"),
    ));
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].0, Code::PositionBadTurn);
    assert!(
        e[0].1
            .starts_with("turn.duty: false, but the lions that began the turn in region 2"),
        "{}",
        e[0].1
    );
    // As the engine writes it, it reads back, and the rule holds.
    let mut q = read(&b, &format!("{gathered}turn: {{moves: 0, duty: true}}\n")).unwrap();
    assert_eq!(q, p);
    assert!(q.check(&b, Move::new(R(2), R(1), 2)).is_err());
    // Mid-turn after a capture (the start is not known): still refused when a completion exists.
    let after = "side: lions\npieces: {2: {lions: 2}, 4: {lions: 1}, 5: {jackals: 4}}\nturn: {moves: 1, arrived: {4: 1}, left: {3: 1}, left_quietly: {}, captured: true, duty: false}\n";
    let e = codes(read(&b, after));
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].1.starts_with("turn.duty: false"), "{}", e[0].1);
    assert!(read(&b, &after.replace("duty: false", "duty: true")).is_ok());
    // A duty claimed where no region began the turn with two lions.
    let e = codes(read(
        &b,
        "side: lions\npieces: {2: {lions: 1}, 3: {lions: 1}, 5: {jackals: 4}}\nturn: {moves: 0, duty: true}\n",
    ));
    assert!(
        e[0].1
            .contains("no region began the turn with two or more lions"),
        "{}",
        e[0].1
    );
}

#[test]
fn counters_no_game_reaches_are_refused() {
    let b = board(GameRules::default());
    for (extra, start) in [
        (
            "quiet: 99\n",
            "quiet: 99 rounds without a capture is more than a game reaches",
        ),
        ("turns: 5000\n", "turns: 5000 is past the end of the game"),
        (
            "quiet: 2\nturns: 3\n",
            "quiet: 2 rounds without a capture, but `turns` says only 3 turns",
        ),
    ] {
        let e = codes(read(&b, &format!("{START}{extra}")));
        assert_eq!(e.len(), 1, "{extra}: {e:?}");
        assert_eq!(e[0].0, Code::PositionBadCounter);
        assert!(e[0].1.starts_with(start), "{extra}: {}", e[0].1);
    }
    // The counters the engine reaches: the count due (6 quiet rounds), the cap (400 turns).
    assert!(
        read(&b, &format!("{START}quiet: 6\nturns: 12\n"))
            .unwrap()
            .over(&b)
    );
    assert!(read(&b, &format!("{START}turns: 400\n")).unwrap().over(&b));
    // Without `turns`, the fewest the quiet counter allows.
    assert_eq!(read(&b, &format!("{START}quiet: 2.5\n")).unwrap().turns, 5);
    // Turn parity is not checked: `play --first lions` reaches jackals to move after 1 turn.
    assert!(read(&b, &format!("{START}turns: 1\n")).is_ok());
}

#[test]
fn the_fit_message_names_the_limit_broken() {
    let b = board(GameRules::default());
    let mut p = read(
        &b,
        "side: jackals\npieces: {5: {lions: 2}, 4: {jackals: 9}, 1: {lions: 1}}\n",
    )
    .unwrap();
    let e = p.check(&b, Move::new(R(4), R(5), 6)).unwrap_err();
    assert_eq!(
        e.message(&b, Side::Jackals),
        "the pieces must fit: 5 would hold 2 lions and 6 jackals, but with 2 lions it holds at most 0 jackals"
    );
    let mut p = read(
        &b,
        "side: jackals\npieces: {5: {lions: 1}, 4: {jackals: 9}, 1: {lions: 2}}\n",
    )
    .unwrap();
    let e = p.check(&b, Move::new(R(4), R(5), 3)).unwrap_err();
    assert!(
        e.message(&b, Side::Jackals)
            .ends_with("but with 1 lion it holds at most 2 jackals")
    );
    let mut p = read(
        &b,
        "side: jackals\npieces: {1: {lions: 3}, 4: {jackals: 9}}\n",
    )
    .unwrap();
    let e = p.check(&b, Move::new(R(4), R(5), 6)).unwrap_err();
    assert!(
        e.message(&b, Side::Jackals)
            .ends_with("but it holds at most 5 jackals")
    );
    let mut p = read(
        &b,
        "side: lions\npieces: {4: {lions: 3}, 1: {jackals: 9}}\n",
    )
    .unwrap();
    let e = p.check(&b, Move::new(R(4), R(5), 3)).unwrap_err();
    assert!(
        e.message(&b, Side::Lions)
            .ends_with("but it holds at most 2 lions")
    );
}

#[test]
fn a_move_without_a_count_is_the_largest_legal_group() {
    let b = board(GameRules::default());
    // The opening: the pack leaves one behind.
    let p = read(&b, START).unwrap();
    assert_eq!(parse_move(&b, &p, "4 -> 2").unwrap().count, 8);
    assert_eq!(parse_move(&b, &p, "jackals 4 -> 2").unwrap().count, 8);
    // Into the narrow region: as many as fit.
    assert_eq!(parse_move(&b, &p, "4 -> 5").unwrap().count, 5);
    // Gathered lions leave exactly one behind, or all attack.
    let p = read(
        &b,
        "side: lions\npieces: {2: {lions: 3}, 3: {jackals: 6}}\n",
    )
    .unwrap();
    assert_eq!(parse_move(&b, &p, "2 -> 1").unwrap().count, 2);
    assert_eq!(parse_move(&b, &p, "2 -> 3").unwrap().count, 3);
    // Nothing may go: the group that may leave, so that the error names the rule.
    let mut p = read(
        &b,
        "side: lions\npieces: {4: {lions: 1}, 5: {jackals: 5}, 1: {lions: 2}}\n",
    )
    .unwrap();
    let m = parse_move(&b, &p, "4 -> 5").unwrap();
    assert_eq!(m.count, 1);
    assert!(matches!(p.check(&b, m), Err(Illegal::TooStrong { .. })));
    // Three jackals could take the lone lion, but one must stay: the error says so (two would
    // be too weak, the message about which would hide the pack rule).
    let mut p = read(
        &b,
        "side: jackals\npieces: {4: {jackals: 3}, 2: {lions: 1}, 1: {lions: 2}, 5: {jackals: 5}}\n",
    )
    .unwrap();
    let m = parse_move(&b, &p, "4 -> 2").unwrap();
    assert_eq!(m.count, 3);
    assert_eq!(p.check(&b, m), Err(Illegal::PackLeavesOne(R(4))));
}

/// The counters and a turn in progress no game reaches, said in Russian (issue 41): the
/// plurals of rounds and turns by hand (99 раундов, 2,5: раунда; больше 5 раундов), English as
/// before.
#[test]
fn impossible_counters_and_turns_in_russian() {
    use crate::i18n::Lang;
    let b = board(GameRules::default());
    let said = |text: &str| -> Vec<(String, String)> {
        read(&b, text)
            .unwrap_err()
            .iter()
            .map(|d| (d.message.clone(), d.in_lang(Lang::Ru).message.clone()))
            .collect()
    };
    // quiet_rounds 5: the count is due after 6 quiet rounds; max_rounds 200: 400 turns.
    for (extra, en, ru) in [
        (
            "quiet: 99\n",
            "quiet: 99 rounds without a capture is more than a game reaches: the points are counted after more than 5 quiet rounds (game.quiet_rounds), so `quiet` is at most 6",
            "quiet: 99 раундов без взятий — больше, чем бывает в игре: очки подсчитываются, когда без взятий проходит больше 5 раундов (game.quiet_rounds), так что `quiet` не больше 6",
        ),
        (
            "quiet: 2.5\nturns: 3\n",
            "quiet: 2.5 rounds without a capture, but `turns` says only 3 turns (1.5 rounds) have been played",
            "quiet: 2,5 раунда без взятий, но по `turns` сыграно всего 3 хода (1,5 раунда)",
        ),
        (
            "quiet: 1\nturns: 1\n",
            "quiet: 1 round without a capture, but `turns` says only 1 turn (0.5 rounds) has been played",
            "quiet: 1 раунд без взятий, но по `turns` сыграно всего 1 ход (0,5 раунда)",
        ),
        (
            "turns: 5000\n",
            "turns: 5000 is past the end of the game: a game is scored when it reaches 200 rounds (400 turns, game.max_rounds)",
            "turns: 5000 — это уже после конца игры: партия подсчитывается, когда доходит до 200 раундов (400 ходов, game.max_rounds)",
        ),
    ] {
        assert_eq!(
            said(&format!("{START}{extra}")),
            [(en.to_string(), ru.to_string())],
            "{extra}"
        );
    }
    // Three jackals arrived where two stand; a duty where no two lions began together.
    let arrived = "side: jackals\npieces: {1: {lions: 1}, 2: {lions: 1}, 3: {lions: 1}, 4: {jackals: 7}, 5: {jackals: 2}}\nturn: {moves: 1, arrived: {5: 3}, left: {4: 3}, left_quietly: {4: 3}}\n";
    assert_eq!(
        said(arrived)[0],
        (
            "turn.arrived: 3 jackals arrived in region 5 this turn, but it holds 2 jackals: pieces that arrived stay until the turn ends".to_string(),
            "turn.arrived: за этот ход в регион 5 пришло: 3 шакала, а в нём стоит: 2 шакала; пришедшие фишки остаются там до конца хода".to_string()
        )
    );
    let duty = "side: lions\npieces: {2: {lions: 1}, 3: {lions: 1}, 5: {jackals: 4}}\nturn: {moves: 0, duty: true}\n";
    assert_eq!(
        said(duty)[0].1,
        "turn.duty: true, но ни в одном регионе ход не начинали два льва или больше (правило 4)"
    );
    let help = read(&b, duty).unwrap_err()[0]
        .in_lang(Lang::Ru)
        .help
        .clone();
    assert_eq!(
        help.as_deref(),
        Some(
            "исправьте `turn:` так, как прошёл этот ход, или уберите `turn:`, чтобы начать ход заново (остальное savanna вычислит сама)"
        )
    );
}
