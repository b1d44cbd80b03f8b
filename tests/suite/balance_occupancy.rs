//! The balance report's `occupancy` (what the editor's heatmap shows: per region, the share of
//! all turn ends, over all games, at which the lions or the jackals hold it), derived by hand on
//! a board where every move is forced.

use savanna::game::agents::AgentKind;
use savanna::game::balance::{BalanceOptions, balance};
use savanna::game::{GameBoard, GameRules};
use savanna::ids::RegionId;

/// The strip 1 - 2 - 3, one lion (set up in 1) and one jackal (in 3). Each region holds one lion
/// or one jackal, never both (`mixed`: 0 jackals beside a lion), so no attack ever fits (rule 5),
/// and one jackal is too weak to attack a lion anyway (rule 1): nothing is ever captured, and a
/// piece's only moves are into the empty neighbour.
///
/// The position after each turn end (L: the lion's region, J: the jackal's):
///
/// ```text
/// jackals first (game 0 of the pair):
///   1. J 3->2: L1 J2                2. L has no move (2 holds the jackal), passes: L1 J2
///   3. J 2->3 (1 holds the lion): L1 J3   4. L 1->2: L2 J3   5. J passes: L2 J3
///   6. L 2->1 (3 holds the jackal): L1 J3, and from there turn 1 again: a cycle of 6 turn ends
/// lions first (game 1), the same cycle entered at turn 4:
///   L2 J3, L2 J3, L1 J3, L1 J2, L1 J2, L1 J3
/// ```
///
/// With the default 5 quiet rounds, a game is scored after 2 x (5 + 1) = 12 quiet turns: two
/// whole cycles, 12 turn ends sampled per game, 24 in all. Per cycle the lions hold 1 at 4 turn
/// ends and 2 at 2; the jackals hold 2 at 2 and 3 at 4 (in both games). So region 1: lions
/// 16/24 = 0.6667; region 2: lions 8/24 = 0.3333 and jackals 8/24 = 0.3333; region 3: jackals
/// 16/24 = 0.6667; the rest 0. Both games end in L1 J3: lions 2 points to 1, a lions' win on
/// points after 6 rounds.
#[test]
fn occupancy_is_the_share_of_turn_ends_each_side_holds_a_region() {
    let mut board = GameBoard::from_tables(
        &[vec![2], vec![1, 3], vec![2]],
        &[(1, 1); 3],
        &[vec![1, 0], vec![1, 0], vec![1, 0]],
        1,
        1,
        GameRules::default(),
    );
    board.setup = Some((vec![RegionId(1)], Some(RegionId(3))));
    let opts = BalanceOptions {
        games: 2,
        seed: 7,
        agent: AgentKind::Random,
        ..BalanceOptions::default()
    };
    let report = balance(&board, &opts, &|| {}).expect("the board's set-up starts a game");
    let v = serde_json::to_value(&report).unwrap();
    let occ = &v["occupancy"];
    let share = |id: &str, side: &str| occ[id][side].as_f64().unwrap();
    assert_eq!(share("1", "lions"), 0.6667);
    assert_eq!(share("1", "jackals"), 0.0);
    assert_eq!(share("2", "lions"), 0.3333);
    assert_eq!(share("2", "jackals"), 0.3333);
    assert_eq!(share("3", "lions"), 0.0);
    assert_eq!(share("3", "jackals"), 0.6667);
    assert_eq!(occ.as_object().unwrap().len(), 3, "one entry per region");
    // The games as derived: both scored on points after 6 rounds, both won by the lions.
    assert_eq!(report.lions.wins, 2);
    assert_eq!(report.lions.on_points, 2);
    assert_eq!(report.length.mean, 6.0);
    assert_eq!(report.captures.lions, 0.0);
    assert_eq!(report.captures.jackals, 0.0);
}
