//! The original's readings as `game:` options (issue 40.4), each on a board of two or three
//! regions worked out by hand: the engine's legal moves and refusals, and the solver's value
//! (checked again by the plain search of [`super::tests::search`]).

use super::tests::{Memo, board, search};
use super::*;
use crate::game::GameRules;
use crate::game::rules::board::GameBoard;
use crate::game::rules::moves::Illegal;
use crate::game::rules::position::{Move, Position};
use crate::ids::RegionId;
use crate::input::game_rules::Side;

const R: fn(u32) -> RegionId = RegionId;

/// A position at a turn's start: `(region id, lions, jackals)`, `side` to move.
fn at(b: &GameBoard, side: Side, pieces: &[(u32, u16, u16)]) -> Position {
    position_of(b, side, 0, |i| {
        pieces
            .iter()
            .find(|p| R(p.0).index() == i)
            .map_or((0, 0), |p| (p.1, p.2))
    })
}

fn legal(b: &GameBoard, p: &mut Position) -> Vec<Move> {
    let mut v = Vec::new();
    p.legal_moves(b, &mut v);
    v
}

/// The solver's value of `p` as `(lions' margin, elimination, turns)`, after checking it against
/// the plain search.
fn value(b: &GameBoard, p: &Position) -> (i32, bool, u32) {
    let (t, _) = solve_table(b, &Limits::default()).unwrap();
    let v = t.value(p).unwrap();
    let mut q = p.clone();
    assert_eq!(v, search(b, &t.coding(), &mut q, &mut Memo::new()), "the plain search");
    let d = t.decode(v);
    let m = if p.side == Side::Lions { d.margin } else { -d.margin };
    (m, d.elimination, d.turns)
}

/// 1 - 2, two lions in 1 and five jackals in 2; anything fits anywhere (2 lions, 6 jackals,
/// 6 jackals beside 1 or 2 lions).
fn palm(captures: Vec<u32>) -> GameBoard {
    let rules = GameRules {
        lion_captures: captures,
        ..GameRules::default()
    };
    board(&[vec![2], vec![1]], (2, 6), &[6, 6, 6], 2, 5, rules)
}

#[test]
fn two_lions_take_a_palm_of_five_but_not_of_four_at_most() {
    // Lions to move, two in 1, five jackals in 2.
    // - Default (3 a lion): 2 lions take up to 6 >= 5. Both enter 2 (the gathered lions attack
    //   together): the jackals are gone, the lions win in 1 turn.
    // - `[3, 5]`: 2 lions take up to 5 >= 5: the same. One lion alone takes 3 < 5: never.
    // - `[3, 4]`: 2 lions take up to 4 < 5: no move; the lions pass. The jackals may send 4
    //   (the pack leaves one), 4 < 3 x 2 = 6: no move either. Nobody ever moves: after 6 quiet
    //   rounds the count, lions 2 points (one region), jackals 1: the lions by 1, no elimination,
    //   12 turns.
    let b = palm(vec![]);
    let mut p = at(&b, Side::Lions, &[(1, 2, 0), (2, 0, 5)]);
    assert_eq!(legal(&b, &mut p), [Move::new(R(1), R(2), 2)]);
    let c = solve_table(&b, &Limits::default()).unwrap().0.coding();
    assert_eq!(value(&b, &p), (c.elim, true, 1));

    let b = palm(vec![3, 5]);
    let mut p = at(&b, Side::Lions, &[(1, 2, 0), (2, 0, 5)]);
    assert_eq!(legal(&b, &mut p), [Move::new(R(1), R(2), 2)]);
    assert_eq!(value(&b, &p), (c.elim, true, 1));

    let b = palm(vec![3, 4]);
    let mut p = at(&b, Side::Lions, &[(1, 2, 0), (2, 0, 5)]);
    assert_eq!(legal(&b, &mut p), []);
    assert_eq!(
        p.check(&b, Move::new(R(1), R(2), 2)),
        Err(Illegal::TooStrong {
            to: R(2),
            attackers: 2,
            defenders: 5
        })
    );
    let msg = Illegal::TooStrong {
        to: R(2),
        attackers: 2,
        defenders: 5,
    }
    .message(&b, Side::Lions);
    assert!(msg.contains("2 lions take at most 4 jackals"), "{msg}");
    assert_eq!(value(&b, &p), (1, false, 12));
}

#[test]
fn beyond_the_table_each_lion_adds_its_strength() {
    // `[3, 4]` with 3 a lion: three lions take 4 + 3 = 7, four 10; `[2]` with 5 a lion: one
    // lion takes 2, two 7. Jackals keep `lion_strength`: 4 jackals do not take 2 lions (need 6).
    let r = GameRules {
        lion_captures: vec![3, 4],
        ..GameRules::default()
    };
    assert_eq!((1..=4).map(|k| r.lions_take(k)).collect::<Vec<_>>(), [3, 4, 7, 10]);
    let r = GameRules {
        lion_captures: vec![2],
        lion_strength: 5,
        ..GameRules::default()
    };
    assert_eq!([r.lions_take(0), r.lions_take(1), r.lions_take(2)], [0, 2, 7]);
}
