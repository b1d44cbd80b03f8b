//! How forgiving a line is ([`super::forgiving`]), checked by hand on tiny boards and against a
//! plain search on random ones.

use super::tests::{Memo, board, random_board, search};
use super::*;
use crate::game::GameRules;
use crate::game::record::SetupRecord;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::Position;
use crate::game::rules::turns::TurnResults;
use crate::ids::RegionId;
use crate::input::game_rules::Side;

/// Solves `b` from the set-up `lions`, `pack` for both first players.
fn solved(mut b: GameBoard, lions: &[u32], pack: u32) -> Solution {
    b.setup = Some((
        lions.iter().map(|&l| RegionId(l)).collect(),
        Some(RegionId(pack)),
    ));
    solve(&b, &[Side::Jackals, Side::Lions], &Limits::default()).unwrap()
}

fn choice(side: Side, legal: u32, keeping: u32) -> Choice {
    Choice {
        side,
        legal,
        keeping,
    }
}

fn figures(turns: u32, forced: u32, only_moves: u32, keep_share: Option<f64>) -> SideForgiving {
    SideForgiving {
        turns,
        forced,
        only_moves,
        keep_share,
    }
}

#[test]
fn one_winning_turn_of_four_is_an_only_move() {
    // 1 - 2 - 3, a lion in 1, four jackals in 2; 2 lions or 6 jackals fit a region, 3 jackals
    // beside a lion (mixed [6, 3, 0]); lion strength 3, the pack leaves one.
    // The jackals' turns from 2: at most 3 of the 4 leave. Into 1 only as an attack: one group of
    // 3 (3 >= 3 x 1, and 3 fit beside the lion), which takes the last lion: the game ends, the
    // jackals win by elimination. Into 3: 1, 2 or 3 jackals (3 is then frozen; 2 cannot attack
    // with what is left, the pack rule counting every group). So 4 legal turns: the attack, and
    // (2, 3) = (3, 1), (2, 2), (1, 3).
    // Each quiet one loses: the lion takes the jackals in 2 (at most 3, which fit beside it: its
    // only turn, 1 being a dead end), then the jackals in 3 (1, 2 or 3 of them: at most 2 may
    // leave a pack of 3) cannot attack it and cannot move elsewhere (3's only neighbour is 2):
    // they pass and the lion takes them. So exactly one turn of four keeps the jackals' win: an
    // only-move, share 1/4.
    let b = board(
        &[vec![2], vec![1, 3], vec![2]],
        (2, 6),
        &[6, 3, 0],
        1,
        4,
        GameRules::default(),
    );
    let sol = solved(b, &[1], 2);
    let j = sol.jackals_first.unwrap();
    let f = &j.forgiving;
    assert_eq!(f.turns, vec![choice(Side::Jackals, 4, 1)]);
    assert_eq!(f.jackals, figures(1, 0, 1, Some(0.25)));
    assert_eq!(f.lions, figures(0, 0, 0, None));
    assert_eq!(f.rounds, 1);
    assert_eq!(
        f.sentence,
        "the jackals' win needs 1 only-move in 1 round (a turn where one choice alone keeps it); on average 25 % of the turns open to them keep it"
    );
    // Lions first: the lion cannot enter 2 (4 jackals > 3 x 1), its only neighbour: it passes,
    // one legal turn, which keeps its loss. Then the same four turns for the jackals (the quiet
    // count is 1 now, far from the count at 12).
    let l = sol.lions_first.unwrap();
    let f = &l.forgiving;
    assert_eq!(
        f.turns,
        vec![choice(Side::Lions, 1, 1), choice(Side::Jackals, 4, 1)]
    );
    assert_eq!(f.lions, figures(1, 1, 0, Some(1.0)));
    assert_eq!(f.jackals, figures(1, 0, 1, Some(0.25)));
    assert_eq!(f.rounds, 1);
    assert_eq!(f.turns.len(), l.line.len());
}

#[test]
fn a_slower_win_keeps_the_value() {
    // 1 - 2 - 3, one lion or two jackals fit a region, 2 jackals beside no lion and 3 beside one
    // (mixed [2, 3]); a lion in 1, two jackals in 3.
    // Lions first: the lion's only move is 1 -> 2 (1 legal turn). The jackals in 3 cannot enter 2
    // (2 < 3 x 1) and 2 is 3's only neighbour: they pass (1). The lion then has 2 legal turns:
    // take both jackals in 3 (2 <= 3, and 2 fit beside it), which wins at once, or go back to 1;
    // from there the jackals must enter 2 (1 or both), and the lion takes what entered and then
    // what is left, who can neither attack nor flee: still a win by elimination, two rounds
    // later. Both keep the lions' win (the margin, not the length): 2 of 2, no only-move.
    let b = board(
        &[vec![2], vec![1, 3], vec![2]],
        (1, 2),
        &[2, 3],
        1,
        2,
        GameRules::default(),
    );
    let sol = solved(b, &[1], 3);
    let f = &sol.lions_first.as_ref().unwrap().forgiving;
    assert_eq!(
        f.turns,
        vec![
            choice(Side::Lions, 1, 1),
            choice(Side::Jackals, 1, 1),
            choice(Side::Lions, 2, 2)
        ]
    );
    assert_eq!(f.lions, figures(2, 1, 0, Some(1.0)));
    assert_eq!(f.jackals, figures(1, 1, 0, Some(1.0)));
    assert_eq!(f.rounds, 2);
    assert_eq!(
        f.sentence,
        "the lions' win needs no only-move in 2 rounds (no turn where one choice alone keeps it); on average 100 % of the turns open to them keep it"
    );
    // Jackals first: they must enter 2 with 1 or 2 jackals (2 legal turns, both lost: each keeps
    // the loss). The line delays the loss: one jackal; the lion takes it (its only turn), the
    // other passes in 3, and the lion takes it or goes back (2 turns, both win): 4 turns.
    let f = &sol.jackals_first.as_ref().unwrap().forgiving;
    assert_eq!(
        f.turns,
        vec![
            choice(Side::Jackals, 2, 2),
            choice(Side::Lions, 1, 1),
            choice(Side::Jackals, 1, 1),
            choice(Side::Lions, 2, 2)
        ]
    );
    assert_eq!(f.jackals, figures(2, 1, 0, Some(1.0)));
    assert_eq!(f.lions, figures(2, 1, 0, Some(1.0)));
    assert_eq!(f.rounds, 2);
}

#[test]
fn a_forced_draw_needs_nothing_found() {
    // 1 - 2 - 3, one piece a region and nothing mixed (mixed [1, 0]): no attack ever fits. A lion
    // in 1, a jackal in 3, 2 points a region each. Every turn is forced: the jackal 3 -> 2 (its
    // only neighbour); the lion cannot enter 2 and has no other neighbour: pass; the jackal
    // 2 -> 3 (1 is the lion's); the lion 1 -> 2; the jackal passes; the lion 2 -> 1; and again.
    // After 12 quiet turns (quiet_rounds 5: 2 x 6) the count: 2 points each, a draw; six turns
    // a side, each with one legal turn, which keeps the draw; 12 turns are 6 rounds.
    let rules = GameRules {
        jackal_points: 2,
        ..GameRules::default()
    };
    let b = board(
        &[vec![2], vec![1, 3], vec![2]],
        (1, 1),
        &[1, 0],
        1,
        1,
        rules,
    );
    let sol = solved(b, &[1], 3);
    let v = sol.jackals_first.unwrap();
    let f = &v.forgiving;
    assert_eq!(f.turns.len(), 12);
    assert!(f.turns.iter().all(|c| c.legal == 1 && c.keeping == 1));
    assert_eq!(f.jackals, figures(6, 6, 0, Some(1.0)));
    assert_eq!(f.lions, figures(6, 6, 0, Some(1.0)));
    assert_eq!(f.rounds, 6);
    assert_eq!(v.value.rounds, 6);
    assert_eq!(
        f.sentence,
        "the draw needs no only-move from the jackals and none from the lions in 6 rounds (no turn where one choice alone keeps it); on average 100 % of the turns open to the jackals and 100 % of those open to the lions keep it"
    );
}

#[test]
fn sentences_count_and_round() {
    // The wording says what an only-move is and that the share is of the turns open to a side (a
    // new user read "12 % of their turns" as turns played); the figures are unchanged.
    let f = Forgiving {
        rounds: 19,
        lions: figures(19, 2, 1, Some(0.55)),
        jackals: figures(19, 0, 3, Some(0.1234)),
        turns: Vec::new(),
        sentence: String::new(),
    };
    assert_eq!(
        sentence(&f, Some(Side::Jackals)),
        "the jackals' win needs 3 only-moves in 19 rounds (turns where one choice alone keeps it); on average 12 % of the turns open to them keep it"
    );
    assert_eq!(
        sentence(&f, None),
        "the draw needs 3 only-moves from the jackals and 1 from the lions in 19 rounds (turns where one choice alone keeps it); on average 12 % of the turns open to the jackals and 55 % of those open to the lions keep it"
    );
    assert_eq!(percent(0.0), "0.0 %");
    assert_eq!(percent(0.09949), "9.9 %");
    assert_eq!(percent(0.0996), "10 %");
}

/// The mover's margin after the end `r` of its turn (begun at `q` quiet turns), by the plain
/// search of [`search`]: no table.
fn margin_after(b: &GameBoard, c: &Coding, r: &Position, memo: &mut Memo) -> i32 {
    if r.total(r.side.other()) == 0 {
        return c.elim;
    }
    let mut next = r.clone();
    next.end_turn(b);
    -c.decode(search(b, c, &mut next, memo)).margin
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]
    /// On random boards, along the reported line: every turn of the line keeps the mover's
    /// value, and the legal and keeping turns counted with a plain search (no table) are the
    /// figures; only-moves and forced turns are at most the turns, shares in [0, 1].
    #[test]
    fn figures_agree_with_a_search_along_the_line(seed in 0u64..1000, n in 3usize..5, lions_first: bool) {
        let (b, l, pack) = random_board(seed, n);
        let first = if lions_first { Side::Lions } else { Side::Jackals };
        let (t, _) = solve_table(&b, &Limits::default()).unwrap();
        let setup = SetupRecord { lions: l.clone(), jackals: pack };
        let start = Position::start(&b, &l, pack, first);
        proptest::prop_assume!(t.value(&start).is_some());
        let v = first_value(&b, &t, &setup, first);
        let f = &v.forgiving;
        proptest::prop_assert_eq!(f.turns.len(), v.line.len());
        proptest::prop_assert_eq!(f.rounds, v.value.rounds);
        let c = t.coding();
        let mut memo = Memo::new();
        let mut tr = TurnResults::new();
        let mut pos = start;
        for (turn, ch) in v.line.iter().zip(&f.turns) {
            proptest::prop_assert_eq!(turn.side, ch.side);
            let own = c.decode(search(&b, &c, &mut pos.clone(), &mut memo)).margin;
            let mut ends = Vec::new();
            tr.for_each(&b, &mut pos, |r| ends.push(r.clone()));
            let keeping = ends.iter().filter(|r| margin_after(&b, &c, r, &mut memo) == own).count();
            proptest::prop_assert_eq!((ch.legal, ch.keeping), (ends.len() as u32, keeping as u32));
            proptest::prop_assert!(ch.keeping >= 1);
            for gm in &turn.moves {
                let m = gm.to_move(pos.side).unwrap();
                pos.apply(&b, m);
            }
            proptest::prop_assert_eq!(margin_after(&b, &c, &pos, &mut memo), own);
            if !pos.over(&b) {
                pos.end_turn(&b);
            }
        }
        for s in [&f.lions, &f.jackals] {
            proptest::prop_assert!(s.only_moves + s.forced <= s.turns);
            if let Some(k) = s.keep_share {
                proptest::prop_assert!((0.0..=1.0).contains(&k) && k > 0.0);
            } else {
                proptest::prop_assert_eq!(s.turns, 0);
            }
        }
        proptest::prop_assert_eq!(f.lions.turns + f.jackals.turns, v.line.len() as u32);
    }
}
