//! The session as a frontend drives it, on a strip of three regions whose answers are worked out
//! by hand: 1 - 2 - 3, each holding 2 lions or 6 jackals alone, 1 lion beside 3 jackals; one lion
//! (in 3) against a pack of five (in 1), the jackals first.

use super::*;
use crate::game::GameRules;
use crate::game::record::{ReplayError, replay};
use crate::game::rules::outcome::EndReason;
use crate::ids::RegionId;

fn board() -> GameBoard {
    let mixed = vec![vec![6, 3, 0], vec![6, 3, 0], vec![6, 3, 0]];
    GameBoard::from_tables(
        &[vec![2], vec![1, 3], vec![2]],
        &[(2, 6); 3],
        &mixed,
        1,
        5,
        GameRules::default(),
    )
}

fn session(protocol: Protocol) -> Session {
    let setup = SetupRecord {
        lions: vec![RegionId(3)],
        jackals: RegionId(1),
    };
    let options = SessionOptions {
        agents: [AgentKind::Human; 2],
        protocol,
        ..SessionOptions::default()
    };
    Session::new(board(), setup, &options).unwrap()
}

/// Feeds `lines` to the person whose turn it is, one per [`Step::Awaiting`]; returns every text
/// the session gave, in order.
fn drive(s: &mut Session, lines: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = lines.iter();
    loop {
        match s.step() {
            Step::Done => break,
            Step::Played(t) => out.push(t),
            Step::Awaiting(t) => {
                out.push(t);
                match lines.next() {
                    Some(l) => out.push(s.input(l.as_bytes())),
                    None => {
                        s.stop(Stop::EndOfInput);
                    }
                }
            }
        }
    }
    out.push(s.finish());
    out
}

#[test]
fn a_game_ended_in_its_third_turn_lasted_two_rounds_and_replays() {
    // Turn 1, jackals: one jackal 1 -> 2. Turn 2, the lion takes it (3 -> 2). Turn 3: three of
    // the four jackals left in 1 may go (the pack leaves one behind) and take the lion: 3 jackals
    // against 1 lion, fitting beside it (the mixed row: 1 lion, 3 jackals). Three turns begun:
    // 2 rounds.
    let mut s = session(Protocol::Text);
    let out = drive(
        &mut s,
        &[
            "1 jackal 1 -> 2",
            "end",
            "1 lion 3 -> 2",
            "end",
            "3 jackals 1 -> 2",
        ],
    );
    // The last text: the table under the result line (no side is to move once the game is
    // over, so no `round 2, jackals to move` header). Region 1 keeps the jackal the pack left
    // behind; region 2, entered by the three this turn, is frozen (the jackals' turn).
    let last = out.last().unwrap();
    assert_eq!(
        last,
        "game over: the jackals win: the lions have no pieces left, after 2 rounds
  id  region  fits lions/jackals  lions  jackals     neighbors
  1   -       2/6                 -      1           2
  2   -       2/6                 -      3 (frozen)  1 3
  3   -       2/6                 -      -           2
"
    );
    let o = s.outcome().unwrap();
    assert_eq!((o.reason, o.rounds), (EndReason::Elimination, 2));
    let rec = s.record();
    assert_eq!(rec.turns.len(), 3);
    assert_eq!(rec.turns[2].moves[0].captures.lions, 1);
    // `replay` accepts the right count and refuses the old one (the eliminating turn left out).
    let (_, _, replayed) = replay(&rec).unwrap();
    assert_eq!(replayed, Some(o));
    let mut wrong = rec.clone();
    wrong.outcome = Some(Outcome { rounds: 1, ..o });
    assert!(matches!(
        replay(&wrong),
        Err(ReplayError::OutcomeMismatch { .. })
    ));
    // A record that calls the finished game unfinished is refused too.
    let mut null = rec;
    null.outcome = None;
    let e = replay(&null).unwrap_err().to_string();
    assert!(
        e.contains("it says the game is unfinished (`outcome: null`)")
            && e.contains("gives the jackals win"),
        "{e}"
    );
}

#[test]
fn json_moves_with_false_captures_are_refused_and_end_false_is_understood() {
    let mut s = session(Protocol::Json);
    let Step::Awaiting(first) = s.step() else {
        panic!("the jackals are a person")
    };
    let state: serde_json::Value = serde_json::from_str(&first).unwrap();
    assert_eq!(state["event"], "state");
    // Three jackals into the empty region 2 capture nothing: a move that says it takes a lion
    // is refused, naming both.
    let reply = s.input(br#"{"from": 1, "to": 2, "jackals": 3, "captures": {"lions": 1}}"#);
    let v: serde_json::Value = serde_json::from_str(&reply).unwrap();
    assert_eq!(v["event"], "error");
    assert_eq!(v["code"], Code::MoveCaptures.as_str());
    assert_eq!(
        v["message"],
        "the move captures nothing, but its `captures` says 1 lion: send what it captures, or leave `captures` out"
    );
    // `{"end": false}` ends nothing, and says so (it was "unknown field `end`").
    let reply = s.input(br#"{"end": false}"#);
    let v: serde_json::Value = serde_json::from_str(&reply).unwrap();
    assert_eq!(v["code"], Code::MoveSyntax.as_str());
    assert_eq!(
        v["message"],
        "not a move: `{\"end\": false}` ends nothing: send `{\"end\": true}` to end the turn, or a group move"
    );
    // The true captures, or none given, are taken.
    assert_eq!(
        s.input(br#"{"from": 1, "to": 2, "jackals": 3, "captures": {"lions": 0, "jackals": 0}}"#),
        ""
    );
    let Step::Awaiting(next) = s.step() else {
        panic!("the jackals' turn goes on")
    };
    let v: serde_json::Value = serde_json::from_str(&next).unwrap();
    assert_eq!(v["played"][0]["move"]["jackals"], 3);
    assert_eq!(s.input(br#"{"end": true}"#), "");
    let Step::Awaiting(next) = s.step() else {
        panic!("the lions are a person")
    };
    let v: serde_json::Value = serde_json::from_str(&next).unwrap();
    assert_eq!(v["side"], "lions");
    // The lion takes the three jackals of 2: it says so, and is taken.
    assert_eq!(
        s.input(br#"{"from": 3, "to": 2, "lions": 1, "captures": {"jackals": 3}}"#),
        ""
    );
    assert_eq!(s.position().jackals, 2);
}

#[test]
fn text_refusals_carry_their_code_and_a_byte_order_mark_is_ignored() {
    let mut s = session(Protocol::Text);
    let Step::Awaiting(prompt) = s.step() else {
        panic!()
    };
    assert!(prompt.ends_with("jackals> "), "{prompt}");
    // PowerShell 5.1 puts a byte-order mark before piped input: the first line is still a move.
    assert_eq!(s.input(b"\xEF\xBB\xBF1 jackal 1 -> 2\r\n"), "");
    assert_eq!(s.position().cells[1].jackals, 1);
    assert_eq!(
        s.input(b"1 jackal 1 -> 7\n"),
        format!(
            "not understood: no region `7` (give an id 1-3 or a name) [{}]; `help` shows the move syntax\n",
            Code::MoveUnknownRegion
        )
    );
    assert_eq!(
        s.input(b"2 jackals 2 -> 3\n"),
        format!(
            "illegal: a region your own pieces entered this turn is frozen: 2 cannot move again until your next turn [{}]\n  (`moves` lists the legal moves)\n",
            Code::MoveFrozen
        )
    );
    assert_eq!(
        s.input(br#"{"from": 1, "to": 2, "jackals": 1, "captures": {"lions": 1}}"#),
        format!(
            "refused: the move captures nothing, but its `captures` says 1 lion: send what it captures, or leave `captures` out [{}]\n",
            Code::MoveCaptures
        )
    );
    assert_eq!(s.input(b"quit\n"), "");
    assert_eq!(s.step(), Step::Done);
    assert!(s.finish().ends_with("game unfinished\n"));
    // The turn in progress is in the record; the game is unfinished.
    let rec = s.record();
    assert_eq!((rec.turns.len(), rec.outcome), (1, None));
    // The turn was in progress: replay applies its move and leaves it in progress (it used to
    // end it, which the rules may not allow, or which may make the count due).
    assert!(rec.turns[0].in_progress);
    let (_, p, outcome) = replay(&rec).unwrap();
    assert_eq!((p.side, p.moves, outcome), (Side::Jackals, 1, None));
    assert!(
        serde_json::to_string(&rec)
            .unwrap()
            .contains("\"in_progress\":true")
    );
    // Only the last turn of an unfinished game can be in progress.
    let mut wrong = rec.clone();
    wrong.turns[0].in_progress = false;
    assert!(replay(&wrong).is_ok());
    let mut two = rec;
    two.turns.push(two.turns[0].clone());
    assert_eq!(replay(&two).unwrap_err(), ReplayError::NotLastInProgress(1));
}

#[test]
fn the_quiet_counter_and_its_limit_agree() {
    // quiet_rounds 5: the count is due at 12 quiet turns, 6 rounds; 11 turns are 5.5 rounds,
    // which is more than 5, so the limit is said as 6 ("after more than 5" contradicted 5.5).
    let b = board();
    assert_eq!(
        quiet_text(&b, 11),
        "5.5 rounds without a capture (the points are counted after 6)"
    );
    assert_eq!(
        quiet_text(&b, 2),
        "1 round without a capture (the points are counted after 6)"
    );
}

#[test]
fn after_actions_carry_the_code_of_their_mistake() {
    let b = board();
    let mut p = Position::start(&b, &[RegionId(3)], RegionId(1), Side::Jackals);
    let e = apply_after(&b, &mut p, "1 jackal 1 -> 2; 1 jackal 2 -> 1").unwrap_err();
    assert_eq!(e.code(), Code::MoveFrozen);
    let e = apply_after(&b, &mut p, "1 jackal 1 -> 9").unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "--after, action 1 (`1 jackal 1 -> 9`): no region `9` (give an id 1-3 or a name) [{}]",
            Code::MoveUnknownRegion
        )
    );
    // In the reader's language: the number and the text, then the reason as the action's own
    // error words it (it stayed English under `--lang ru`).
    let ActionError::After { error, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(
        e.message_in(&b, p.side, Lang::Ru),
        format!(
            "--after, действие 1 (`1 jackal 1 -> 9`): {}",
            error.message_in(&b, p.side, Lang::Ru)
        )
    );
    assert_eq!(
        format!("{} [{}]", e.message_in(&b, p.side, Lang::En), e.code()),
        e.to_string()
    );
}

#[test]
fn help_states_the_rules_of_the_board() {
    // House rules: points 3 and 2. The help's rules are the board's (rules_text), wrapped.
    let mut b = board();
    b.rules.lion_points = 3;
    b.rules.jackal_points = 2;
    let h = help(&b);
    assert!(
        h.starts_with("A turn is one or more group moves, then `end`:\n"),
        "{h}"
    );
    assert!(
        h.replace("\n  ", " ")
            .contains("jackals score 2 points and lions 3 for each region they occupy"),
        "{h}"
    );
    assert!(h.lines().all(|l| l.chars().count() <= 96), "{h}");
    assert_eq!(
        h.lines().filter(|l| l.starts_with("- ")).count(),
        crate::game::rules::rules_text::rules_text(&b.rules)
            .lines()
            .len()
    );
    assert_eq!(wrap_for_test("a bb ccc dddd", 6), "- a bb\n  ccc\n  dddd\n");
}

fn wrap_for_test(text: &str, width: usize) -> String {
    super::text::wrap(text, "- ", "  ", width)
}

/// Numbers agree with their nouns and verbs in the attack refusals (strength 3, worked out by
/// hand): 1 lion takes at most 3 jackals, 2 lions take at most 6; 1 lion needs at least 3
/// jackals, 2 lions need at least 6. It said "1 lion need" and "1 lion take".
#[test]
fn attack_refusals_agree_in_number() {
    let b = board();
    let m = |attackers, defenders, side| {
        crate::game::rules::moves::Illegal::TooStrong {
            to: RegionId(2),
            attackers,
            defenders,
        }
        .message(&b, side)
    };
    assert_eq!(
        m(1, 4, Side::Lions),
        "an attack must capture everything: 1 lion takes at most 3 jackals, and 2 holds 4"
    );
    assert_eq!(
        m(2, 7, Side::Lions),
        "an attack must capture everything: 2 lions take at most 6 jackals, and 2 holds 7"
    );
    assert_eq!(
        m(2, 1, Side::Jackals),
        "an attack must capture everything: 1 lion needs at least 3 jackals, not 2"
    );
    assert_eq!(
        m(5, 2, Side::Jackals),
        "an attack must capture everything: 2 lions need at least 6 jackals, not 5"
    );
}

/// A move of the other side's pieces is understood: the refusal says which line, why, and what
/// to type. On the jackals' first turn the strip's only jackals are the pack of 5 in 1, whose
/// only neighbour is 2, so every legal move is `N jackals 1 -> 2` and the example is one.
#[test]
fn moving_the_other_sides_pieces_says_what_to_type() {
    let mut s = session(Protocol::Text);
    let Step::Awaiting(_) = s.step() else {
        panic!()
    };
    let reply = s.input(b"1 lion 3 -> 2\n");
    let want = format!(
        "not your pieces: `1 lion 3 -> 2`: it is the jackals' turn, not the lions' [{}]\n  type a move of the jackals, e.g. `",
        Code::MoveNotYours
    );
    assert!(reply.starts_with(&want), "{reply}");
    assert!(
        reply.ends_with("`, or `moves` for all the legal ones\n"),
        "{reply}"
    );
    let example = &reply[want.len()..reply.rfind('`').unwrap()];
    let example = &example[..example.find('`').unwrap()];
    assert!(
        example.contains(" 1 -> 2") && example.contains("jackal"),
        "{example}"
    );
    // The example is a move the session takes.
    assert_eq!(s.input(format!("{example}\n").as_bytes()), "");
    // `3 -> 2` (no count) from the lions' region is a move of none of the jackals: refused by
    // the rules, naming the region and pointing to `moves`.
    let mut s = session(Protocol::Text);
    let Step::Awaiting(_) = s.step() else {
        panic!()
    };
    assert_eq!(
        s.input(b"3 -> 2\n"),
        format!(
            "illegal: 3 holds no jackals [{}]\n  (`moves` lists the legal moves)\n",
            Code::MoveNotYours
        )
    );
}

/// `help` states who moves first in the game played: `--first lions` on a board whose rules say
/// the jackals (the default) printed "The jackals move first." under a greeting saying the lions.
#[test]
fn help_names_the_first_player_of_the_game_played() {
    for (first, said) in [
        (None, "The jackals move first."),
        (Some(Side::Lions), "The lions move first."),
    ] {
        let options = SessionOptions {
            agents: [AgentKind::Human; 2],
            first,
            ..SessionOptions::default()
        };
        let setup = SetupRecord {
            lions: vec![RegionId(3)],
            jackals: RegionId(1),
        };
        let mut s = Session::new(board(), setup, &options).unwrap();
        let Step::Awaiting(_) = s.step() else {
            panic!("a person moves first")
        };
        let h = s.input(b"help");
        assert!(h.contains(said), "{first:?}: {h}");
        assert_eq!(h.matches("move first.").count(), 1, "{h}");
    }
}
