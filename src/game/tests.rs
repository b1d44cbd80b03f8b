//! Unit tests of every rule on small hand-made boards (tables set by hand: a strip of regions,
//! a narrow region). The 2x2 grid with corner-only diagonals goes through the real pipeline in
//! tests/game.rs.

use super::moves::Illegal;
use super::*;
use crate::ids::RegionId;
use crate::input::game_rules::{Fit, Freeze, GameRules, Side};

const R: fn(u32) -> RegionId = RegionId;

/// A strip 1 - 2 - … - n; every region holds `lions` lions or `jackals` jackals alone, and
/// `mixed[k]` jackals beside k lions.
fn strip(n: usize, lions: u16, jackals: u16, mixed: &[u16], rules: GameRules) -> GameBoard {
    let nb: Vec<Vec<u32>> = (1..=n as u32)
        .map(|i| {
            let mut v = Vec::new();
            if i > 1 {
                v.push(i - 1);
            }
            if (i as usize) < n {
                v.push(i + 1);
            }
            v
        })
        .collect();
    GameBoard::from_tables(
        &nb,
        &vec![(lions, jackals); n],
        &vec![mixed.to_vec(); n],
        3,
        9,
        rules,
    )
}

fn roomy(n: usize) -> GameBoard {
    strip(n, 3, 12, &[12, 10, 8, 6], GameRules::default())
}

/// A position with `side` to move and the given pieces (region id, lions, jackals).
pub(super) fn pos(b: &GameBoard, side: Side, pieces: &[(u32, u16, u16)]) -> Position {
    let mut p = Position::empty(b, side);
    for &(id, l, j) in pieces {
        let i = RegionId(id).index();
        p.cells[i].lions = l;
        p.cells[i].jackals = j;
    }
    p.recount();
    p.begin_turn(b);
    p
}

fn legal(b: &GameBoard, p: &mut Position) -> Vec<Move> {
    let mut v = Vec::new();
    p.legal_moves(b, &mut v);
    v
}

fn mv(from: u32, to: u32, count: u16) -> Move {
    Move::new(R(from), R(to), count)
}

#[test]
fn three_jackals_cannot_all_leave_a_region() {
    let b = roomy(3);
    // Three jackals in the middle region: groups of at most two, and never all three in total.
    let mut p = pos(&b, Side::Jackals, &[(2, 0, 3), (3, 1, 0)]);
    let moves = legal(&b, &mut p);
    assert!(moves.contains(&mv(2, 1, 2)));
    assert!(!moves.iter().any(|m| m.count == 3));
    assert_eq!(p.check(&b, mv(2, 1, 3)), Err(Illegal::PackLeavesOne(R(2))));
    p.apply(&b, mv(2, 1, 2));
    // The third may not follow, even to the other neighbor.
    assert!(!legal(&b, &mut p).iter().any(|m| m.from == R(2)));
    assert_eq!(p.check(&b, mv(2, 1, 1)), Err(Illegal::PackLeavesOne(R(2))));
    // Two jackals may both leave: the rule starts at three.
    let mut q = pos(&b, Side::Jackals, &[(2, 0, 2), (3, 1, 0)]);
    assert!(q.check(&b, mv(2, 1, 2)).is_ok());
    // With the rule off, all three go.
    let off = strip(
        3,
        3,
        12,
        &[12, 10, 8, 6],
        GameRules {
            pack_leaves_one: false,
            ..GameRules::default()
        },
    );
    let mut r = pos(&off, Side::Jackals, &[(2, 0, 3), (3, 1, 0)]);
    assert!(r.check(&off, mv(2, 1, 3)).is_ok());
}

#[test]
fn a_lone_lion_falls_to_three_jackals_from_four_not_from_three() {
    let b = roomy(2);
    let mut four = pos(&b, Side::Jackals, &[(1, 0, 4), (2, 1, 0)]);
    let m = legal(&b, &mut four);
    assert!(m.contains(&mv(1, 2, 3)), "{m:?}");
    let u = four.apply(&b, mv(1, 2, 3));
    assert_eq!(u.captured(), 1);
    assert_eq!(
        (four.lions, four.cell(R(1)).jackals, four.cell(R(2)).jackals),
        (0, 1, 3)
    );
    let mut three = pos(&b, Side::Jackals, &[(1, 0, 3), (2, 1, 0)]);
    assert!(
        legal(&b, &mut three).is_empty(),
        "two jackals cannot attack a lion"
    );
    assert_eq!(
        three.check(&b, mv(1, 2, 3)),
        Err(Illegal::PackLeavesOne(R(1)))
    );
    assert!(matches!(
        three.check(&b, mv(1, 2, 2)),
        Err(Illegal::TooStrong {
            attackers: 2,
            defenders: 1,
            ..
        })
    ));
}

#[test]
fn one_lion_takes_three_jackals_two_take_six_not_seven() {
    let b = roomy(2);
    let mut p = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 3)]);
    assert_eq!(legal(&b, &mut p), vec![mv(1, 2, 1)]);
    let mut p = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 4)]);
    assert!(legal(&b, &mut p).is_empty());
    assert!(matches!(
        p.check(&b, mv(1, 2, 1)),
        Err(Illegal::TooStrong { .. })
    ));
    let mut p = pos(&b, Side::Lions, &[(1, 2, 0), (2, 0, 6)]);
    assert!(legal(&b, &mut p).contains(&mv(1, 2, 2)));
    let u = p.apply(&b, mv(1, 2, 2));
    assert_eq!(u.captured(), 6);
    let mut p = pos(&b, Side::Lions, &[(1, 2, 0), (2, 0, 7)]);
    assert!(matches!(
        p.check(&b, mv(1, 2, 2)),
        Err(Illegal::TooStrong {
            attackers: 2,
            defenders: 7,
            ..
        })
    ));
}

#[test]
fn an_attack_must_fit_beside_the_defenders() {
    // A narrow region 2: one lion alone, five jackals alone, but only two jackals beside a lion.
    let nb = vec![vec![2], vec![1, 3], vec![2]];
    let caps = [(3, 12), (1, 5), (3, 12)];
    let mixed = [vec![12, 10, 8, 6], vec![5, 2], vec![12, 10, 8, 6]];
    let b = GameBoard::from_tables(&nb, &caps, &mixed, 3, 9, GameRules::default());
    let mut p = pos(&b, Side::Jackals, &[(1, 0, 4), (2, 1, 0), (3, 1, 0)]);
    assert!(legal(&b, &mut p).iter().all(|m| m.to != R(2)));
    assert_eq!(
        p.check(&b, mv(1, 2, 3)),
        Err(Illegal::DoesNotFit {
            to: R(2),
            lions: 1,
            jackals: 3
        })
    );
    // A lion attacking three jackals there: 1 lion + 3 jackals do not fit either.
    let mut q = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 3), (3, 1, 0)]);
    assert!(matches!(
        q.check(&b, mv(1, 2, 1)),
        Err(Illegal::DoesNotFit { .. })
    ));
    // Two jackals fit beside the lion there.
    let mut q = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 2), (3, 1, 0)]);
    assert!(q.check(&b, mv(1, 2, 1)).is_ok());
    // fit: after_capture judges the attackers alone.
    let after = GameBoard::from_tables(
        &nb,
        &caps,
        &mixed,
        3,
        9,
        GameRules {
            fit: Fit::AfterCapture,
            ..GameRules::default()
        },
    );
    let mut p = pos(&after, Side::Jackals, &[(1, 0, 4), (2, 1, 0), (3, 1, 0)]);
    assert!(p.check(&after, mv(1, 2, 3)).is_ok());
}

#[test]
fn gathered_lions_must_split_or_attack() {
    let b = roomy(3);
    let mut p = pos(&b, Side::Lions, &[(1, 2, 0), (3, 0, 9)]);
    assert!(p.duty);
    let moves = legal(&b, &mut p);
    // One lion may go; both walking into the empty region would leave none behind.
    assert_eq!(moves, vec![mv(1, 2, 1)]);
    assert!(matches!(
        p.check(&b, mv(1, 2, 2)),
        Err(Illegal::CannotComplete(_))
    ));
    assert_eq!(p.can_end(&b), Err(Illegal::MustMove));
    p.apply(&b, mv(1, 2, 1));
    assert_eq!(p.can_end(&b), Ok(()));
    // Three gathered lions: after one leaves, two remain and the turn cannot end yet.
    let mut p = pos(&b, Side::Lions, &[(2, 3, 0), (3, 0, 9)]);
    p.apply(&b, mv(2, 1, 1));
    assert_eq!(p.can_end(&b), Err(Illegal::Gathered(R(2))));
    // Attacking together meets the duty.
    let mut p = pos(&b, Side::Lions, &[(1, 2, 0), (2, 0, 6), (3, 0, 3)]);
    assert!(legal(&b, &mut p).contains(&mv(1, 2, 2)));
    p.apply(&b, mv(1, 2, 2));
    assert_eq!(p.can_end(&b), Ok(()));
    // The duty lapses when no legal turn meets it: here the lions cannot move at all.
    let walled = strip(2, 2, 12, &[12, 10, 8], GameRules::default());
    let mut p = pos(&walled, Side::Lions, &[(1, 2, 0), (2, 0, 9)]);
    assert!(!p.duty);
    assert!(legal(&walled, &mut p).is_empty());
    assert_eq!(p.can_end(&walled), Ok(()), "no legal move: the lions pass");
}

#[test]
fn a_frozen_region_cannot_move() {
    let b = roomy(3);
    let mut p = pos(&b, Side::Jackals, &[(1, 0, 2), (2, 0, 2), (3, 1, 0)]);
    p.apply(&b, mv(1, 2, 1));
    assert_eq!(p.check(&b, mv(2, 3, 3)), Err(Illegal::Frozen(R(2))));
    assert!(legal(&b, &mut p).iter().all(|m| m.from != R(2)));
    // The piece left in region 1 may still move.
    assert!(p.check(&b, mv(1, 2, 1)).is_ok());
    // freeze: pieces lets the two unmoved jackals of region 2 go.
    let pieces = strip(
        4,
        3,
        12,
        &[12, 10, 8, 6],
        GameRules {
            freeze: Freeze::Pieces,
            ..GameRules::default()
        },
    );
    let mut p = pos(&pieces, Side::Jackals, &[(1, 0, 2), (2, 0, 2), (4, 1, 0)]);
    p.apply(&pieces, mv(1, 2, 1));
    assert!(p.check(&pieces, mv(2, 3, 2)).is_ok());
    assert!(matches!(
        p.check(&pieces, mv(2, 3, 3)),
        Err(Illegal::TooFew { movable: 2, .. })
    ));
}

#[test]
fn no_move_between_regions_that_share_no_border() {
    let b = roomy(3);
    let mut p = pos(&b, Side::Jackals, &[(1, 0, 2), (3, 1, 0)]);
    assert!(matches!(
        p.check(&b, mv(1, 3, 1)),
        Err(Illegal::NotNeighbors { corner: false, .. })
    ));
}

#[test]
fn the_quiet_limit_ends_the_game_with_the_count() {
    let b = roomy(5);
    // Lions hold regions 1 and 2 (2 x 2 points), jackals 4 and 5 (2 x 1): lions win 4 to 2.
    let mut p = pos(
        &b,
        Side::Jackals,
        &[(1, 1, 0), (2, 1, 0), (4, 0, 4), (5, 0, 5)],
    );
    p.quiet_turns = b.rules.quiet_turn_limit() - 1;
    assert!(p.outcome(&b).is_none());
    p.apply(&b, mv(5, 4, 1));
    p.end_turn(&b);
    let o = p.outcome(&b).expect("counted");
    assert_eq!(o.reason, EndReason::Points);
    assert_eq!(
        (o.lion_points, o.jackal_points, o.winner),
        (4, 2, Some(Side::Lions))
    );
    // The limit: more than five quiet rounds, i.e. twelve quiet turns.
    assert_eq!(b.rules.quiet_turn_limit(), 12);
    // A capture resets the counter.
    let mut q = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 3), (5, 0, 5)]);
    q.quiet_turns = 11;
    q.apply(&b, mv(1, 2, 1));
    q.end_turn(&b);
    assert_eq!(q.quiet_turns, 0);
    assert!(q.outcome(&b).is_none());
}

#[test]
fn elimination_ends_the_game_at_once() {
    let b = roomy(3);
    let mut p = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 3), (3, 1, 0)]);
    p.apply(&b, mv(1, 2, 1));
    let o = p.outcome(&b).expect("over mid-turn");
    assert_eq!(
        (o.winner, o.reason),
        (Some(Side::Lions), EndReason::Elimination)
    );
    assert!(legal(&b, &mut p).is_empty());
    assert_eq!(p.check(&b, mv(3, 2, 1)), Err(Illegal::GameOver));
}

#[test]
fn apply_then_undo_restores_the_position() {
    let b = roomy(4);
    let mut p = pos(&b, Side::Jackals, &[(1, 0, 5), (2, 1, 0), (4, 1, 0)]);
    let before = p.clone();
    let u = p.apply(&b, mv(1, 2, 3));
    assert_ne!(p, before);
    p.undo(u);
    assert_eq!(p, before);
}

#[test]
fn the_mover_wins_a_tie_and_strength_is_an_option() {
    // lion_strength 2: a lion takes two jackals, and two jackals take a lion.
    let b = strip(
        2,
        3,
        12,
        &[12, 10, 8, 6],
        GameRules {
            lion_strength: 2,
            pack_leaves_one: false,
            ..GameRules::default()
        },
    );
    let mut p = pos(&b, Side::Jackals, &[(1, 0, 2), (2, 1, 0)]);
    assert!(p.check(&b, mv(1, 2, 2)).is_ok());
    let mut p = pos(&b, Side::Lions, &[(2, 1, 0), (1, 0, 2)]);
    assert!(p.check(&b, mv(2, 1, 1)).is_ok());
    let mut p = pos(&b, Side::Lions, &[(2, 1, 0), (1, 0, 3)]);
    assert!(p.check(&b, mv(2, 1, 1)).is_err());
}

#[test]
fn wilson_interval_matches_the_published_value() {
    // 60 of 100: 50.2 %–69.1 % (Wilson 1927; e.g. Newcombe 1998, Table I method 3).
    let [lo, hi] = balance::wilson(60, 100);
    assert!((lo - 0.5020).abs() < 1e-4, "{lo}");
    assert!((hi - 0.6906).abs() < 1e-4, "{hi}");
    assert_eq!(balance::wilson(0, 0), [0.0, 1.0]);
    let [lo, hi] = balance::wilson(0, 10);
    assert_eq!(lo, 0.0);
    assert!((hi - 0.2775).abs() < 1e-4, "{hi}");
}

#[test]
fn rng_streams_are_fixed() {
    // The same (seed, game) gives the same numbers; another game another stream.
    let a: Vec<u64> = {
        let mut r = play::GameRng::new(7, 3);
        (0..4).map(|_| r.next_u64()).collect()
    };
    let mut r = play::GameRng::new(7, 3);
    assert_eq!(a, (0..4).map(|_| r.next_u64()).collect::<Vec<_>>());
    let mut o = play::GameRng::new(7, 4);
    assert_ne!(a[0], o.next_u64());
    let mut r = play::GameRng::new(1, 0);
    for n in [1usize, 2, 3, 10, 1000] {
        for _ in 0..100 {
            assert!(r.below(n) < n);
        }
    }
}

#[test]
fn an_eliminating_turn_counts_as_a_round_begun() {
    // 12 turns ended (6 whole rounds), the 13th eliminates the jackals: 13 turns begun, so
    // 7 rounds (ceil(13 / 2)); the count used to leave the turn in progress out and say 6.
    let b = roomy(3);
    let mut p = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 3)]);
    p.turns = 12;
    p.apply(&b, mv(1, 2, 1));
    let o = p.outcome(&b).expect("eliminated");
    assert_eq!((o.reason, o.rounds), (EndReason::Elimination, 7));
    assert!(o.describe().ends_with("after 7 rounds"), "{}", o.describe());
    // `turns: 2` and an eliminating move: the third turn, the second round.
    let mut q = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 3)]);
    q.turns = 2;
    q.apply(&b, mv(1, 2, 1));
    assert_eq!(q.outcome(&b).unwrap().rounds, 2);
    // At the first turn: 1 round.
    let mut r = pos(&b, Side::Lions, &[(1, 1, 0), (2, 0, 3)]);
    r.apply(&b, mv(1, 2, 1));
    assert_eq!(r.outcome(&b).unwrap().rounds, 1);
    // A count at a turn's start is unchanged: 12 turns ended, 6 rounds.
    let mut s = pos(&b, Side::Jackals, &[(1, 1, 0), (3, 0, 3)]);
    s.turns = 12;
    s.quiet_turns = b.rules.quiet_turn_limit();
    assert_eq!(s.outcome(&b).unwrap().rounds, 6);
}

#[test]
fn a_move_from_a_region_is_refused_for_its_real_problem() {
    let b = roomy(9);
    let mut p = pos(
        &b,
        Side::Lions,
        &[(1, 1, 0), (3, 1, 0), (7, 0, 3), (8, 1, 0)],
    );
    // Two lions from region 1, which holds one, as the turn's first move: the region holds only
    // one (nothing has moved yet, so "once a turn" is not the reason).
    let e = p.check(&b, mv(1, 2, 2)).unwrap_err();
    assert_eq!(e, Illegal::NotEnough { from: R(1), has: 1 });
    assert_eq!(e.message(&b, Side::Lions), "1 holds only 1 lion");
    assert_eq!(e.code(), crate::diagnostics::Code::MoveTooFew);
    // A region into itself: not "1 and 1 share no border".
    let e = p.check(&b, mv(1, 1, 1)).unwrap_err();
    assert_eq!(e, Illegal::SameRegion(R(1)));
    assert_eq!(
        e.message(&b, Side::Lions),
        "a group moves to a neighboring region, never to the region it leaves: 1 is both"
    );
    // `5 -> 9` from the empty region 5 (not a neighbor of 9 either): the count is the largest
    // group that may go, 0, and the reason is that 5 holds no lions, not "a group holds at least
    // one piece".
    let m = super::record::parse_move(&b, &p, "5 -> 9").unwrap();
    assert_eq!(m.count, 0);
    let e = p.check(&b, m).unwrap_err();
    assert_eq!(e, Illegal::NotYours(R(5)));
    assert_eq!(e.message(&b, Side::Lions), "5 holds no lions");
    // An explicit 0 from a region with a lion is still a group of no pieces.
    assert_eq!(p.check(&b, mv(1, 2, 0)), Err(Illegal::NoPieces));
    // After the lion of 3 moved to 4 (freeze: pieces), 3 is empty and `3 -> 2` holds no lions;
    // once the lion of 8 has moved on into 9, `9 -> 8` may not move it again: once a turn.
    let pieces = strip(
        9,
        3,
        12,
        &[12, 10, 8, 6],
        GameRules {
            freeze: Freeze::Pieces,
            ..GameRules::default()
        },
    );
    let mut q = pos(&pieces, Side::Lions, &[(1, 1, 0), (8, 1, 0), (5, 0, 3)]);
    q.apply(&pieces, mv(8, 9, 1));
    let m = super::record::parse_move(&pieces, &q, "9 -> 8").unwrap();
    let e = q.check(&pieces, m).unwrap_err();
    assert_eq!(
        e,
        Illegal::TooFew {
            from: R(9),
            movable: 0
        }
    );
    assert_eq!(
        e.message(&pieces, Side::Lions),
        "each piece moves at most once a turn: only 0 lions in 9 may still move"
    );
}

#[test]
fn an_outcome_is_described_with_its_own_numbers() {
    let o = Outcome {
        winner: None,
        reason: EndReason::Points,
        capped: false,
        lion_points: 6,
        jackal_points: 4,
        rounds: 7,
    };
    // A hand-edited record's draw of unequal points is not "a draw on points, 6 each".
    assert_eq!(
        o.describe(),
        "no winner on points, lions 6 to jackals 4, after 7 rounds"
    );
    let draw = Outcome {
        jackal_points: 6,
        ..o
    };
    assert_eq!(draw.describe(), "a draw on points, 6 each, after 7 rounds");
    let odd = Outcome {
        reason: EndReason::Elimination,
        ..o
    };
    assert_eq!(
        odd.describe(),
        "no winner by elimination, lions 6 to jackals 4, after 7 rounds"
    );
}
