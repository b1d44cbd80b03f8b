//! Unit tests of the combined attack (rule 1's option) on a star: region 1 in the middle, its
//! neighbors 2, 3 and 4 touching only region 1. Every region holds 3 lions or 12 jackals alone,
//! and beside k = 0, 1, 2, 3 lions 12, 10, 8, 6 jackals.

use super::moves::Illegal;
use super::record::{GroupMove, parse_move};
use super::tests::pos;
use super::*;
use crate::ids::RegionId;
use crate::input::game_rules::{GameRules, Side};

const R: fn(u32) -> RegionId = RegionId;

fn star(combined: bool) -> GameBoard {
    let rules = GameRules {
        combined_attack: combined,
        ..GameRules::default()
    };
    GameBoard::from_tables(
        &[vec![2, 3, 4], vec![1], vec![1], vec![1]],
        &[(3, 12); 4],
        &[
            vec![12, 10, 8, 6],
            vec![12, 10, 8, 6],
            vec![12, 10, 8, 6],
            vec![12, 10, 8, 6],
        ],
        3,
        9,
        rules,
    )
}

fn attacks_on(b: &GameBoard, p: &mut Position, to: u32) -> Vec<Vec<(u32, u16)>> {
    let mut v = Vec::new();
    p.legal_moves(b, &mut v);
    v.iter()
        .filter(|m| m.to == R(to))
        .map(|m| m.groups().map(|(r, k)| (r.0, k)).collect())
        .collect()
}

fn combined(groups: &[(u32, u16)], to: u32) -> Move {
    let mut m = Move::new(R(groups[0].0), R(to), groups[0].1);
    for &(r, k) in &groups[1..] {
        assert!(m.with.push(R(r), k));
    }
    m
}

#[test]
fn two_lions_from_two_regions_take_six_jackals_that_no_lone_lion_can() {
    // One lion takes at most 3 jackals; lions in 2 and 3 together (2 x 3 = 6 >= 6) take the six
    // in region 1, and fit beside them (2 lions beside 6 jackals; 8 fit).
    let b = star(true);
    let mut p = pos(&b, Side::Lions, &[(1, 0, 6), (2, 1, 0), (3, 1, 0)]);
    assert_eq!(attacks_on(&b, &mut p, 1), vec![vec![(2, 1), (3, 1)]]);
    let m = combined(&[(2, 1), (3, 1)], 1);
    assert_eq!(p.check(&b, m), Ok(()));
    let before = p.clone();
    let u = p.apply(&b, m);
    assert_eq!(u.captured(), 6);
    assert_eq!((p.cell(R(1)).lions, p.cell(R(1)).jackals), (2, 0));
    assert_eq!((p.lions, p.jackals), (2, 0));
    assert!(p.frozen(&b, 0), "region 1 was entered: frozen");
    p.undo(u);
    assert_eq!(p, before);
    // Without the option the same six jackals are safe.
    let b = star(false);
    let mut p = pos(&b, Side::Lions, &[(1, 0, 6), (2, 1, 0), (3, 1, 0)]);
    assert!(attacks_on(&b, &mut p, 1).is_empty());
    assert_eq!(p.check(&b, m), Err(Illegal::CombinedOff));
}

#[test]
fn strength_is_summed_and_seven_jackals_resist_two_lions() {
    let b = star(true);
    let mut p = pos(&b, Side::Lions, &[(1, 0, 7), (2, 1, 0), (3, 1, 0)]);
    assert!(attacks_on(&b, &mut p, 1).is_empty());
    assert_eq!(
        p.check(&b, combined(&[(2, 1), (3, 1)], 1)),
        Err(Illegal::TooStrong {
            to: R(1),
            attackers: 2,
            defenders: 7
        })
    );
}

#[test]
fn a_combined_attack_must_fit_at_the_moment_of_entering() {
    // Three lions (9 >= 7) would take 7 jackals, but 3 lions fit beside at most 6 jackals.
    let b = star(true);
    let mut p = pos(
        &b,
        Side::Lions,
        &[(1, 0, 7), (2, 1, 0), (3, 1, 0), (4, 1, 0)],
    );
    assert!(attacks_on(&b, &mut p, 1).is_empty());
    assert!(matches!(
        p.check(&b, combined(&[(2, 1), (3, 1), (4, 1)], 1)),
        Err(Illegal::DoesNotFit {
            lions: 3,
            jackals: 7,
            ..
        })
    ));
    // After the capture the three lions alone fit: legal under `fit: after_capture`.
    let mut b = star(true);
    b.rules.fit = crate::input::game_rules::Fit::AfterCapture;
    let mut p = pos(
        &b,
        Side::Lions,
        &[(1, 0, 7), (2, 1, 0), (3, 1, 0), (4, 1, 0)],
    );
    assert_eq!(
        attacks_on(&b, &mut p, 1),
        vec![vec![(2, 1), (3, 1), (4, 1)]]
    );
}

#[test]
fn the_pack_rule_counts_per_source_region() {
    // A lone lion needs 3 jackals. Region 2 holds 3 (two may leave: one stays), region 3 holds 1:
    // no single group is strong enough, 2 + 1 is, and 3 + 1 breaks the pack rule in region 2.
    let b = star(true);
    let mut p = pos(&b, Side::Jackals, &[(1, 1, 0), (2, 0, 3), (3, 0, 1)]);
    assert_eq!(attacks_on(&b, &mut p, 1), vec![vec![(2, 2), (3, 1)]]);
    assert_eq!(
        p.check(&b, combined(&[(2, 3), (3, 1)], 1)),
        Err(Illegal::PackLeavesOne(R(2)))
    );
    // Two regions of two: every split of at least three pieces.
    let mut p = pos(&b, Side::Jackals, &[(1, 1, 0), (2, 0, 2), (3, 0, 2)]);
    assert_eq!(
        attacks_on(&b, &mut p, 1),
        vec![
            vec![(2, 1), (3, 2)],
            vec![(2, 2), (3, 1)],
            vec![(2, 2), (3, 2)]
        ]
    );
}

#[test]
fn groups_join_only_to_attack_and_from_different_regions() {
    let b = star(true);
    let mut p = pos(&b, Side::Jackals, &[(4, 1, 0), (2, 0, 2), (3, 0, 2)]);
    assert_eq!(
        p.check(&b, combined(&[(2, 1), (3, 1)], 1)),
        Err(Illegal::CombinedNotAttack(R(1)))
    );
    let mut p = pos(&b, Side::Jackals, &[(1, 1, 0), (2, 0, 2), (3, 0, 2)]);
    assert_eq!(
        p.check(&b, combined(&[(2, 1), (2, 1), (3, 1)], 1)),
        Err(Illegal::CombinedRepeat(R(2)))
    );
}

#[test]
fn a_combined_attack_reads_and_writes_as_text_and_json() {
    let b = star(true);
    let p = pos(&b, Side::Lions, &[(1, 0, 6), (2, 1, 0), (3, 1, 0)]);
    let m = parse_move(&b, &p, "1 lion 2 + 1 lion 3 -> 1").unwrap();
    assert_eq!(m, combined(&[(2, 1), (3, 1)], 1));
    let gm = GroupMove::of(&p, m);
    let json = serde_json::to_string(&gm).unwrap();
    assert_eq!(
        json,
        r#"{"from":2,"to":1,"lions":1,"jackals":0,"captures":{"lions":0,"jackals":6},"with":[{"from":3,"lions":1,"jackals":0}]}"#
    );
    let back: GroupMove = serde_json::from_str(&json).unwrap();
    assert_eq!(back.to_move(Side::Lions), Ok(m));
    // A single group writes no `with`.
    let single = GroupMove::of(&p, Move::new(R(2), R(1), 1));
    assert!(!serde_json::to_string(&single).unwrap().contains("with"));
}
