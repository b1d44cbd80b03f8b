//! The tests of [`super`] (`balance --suggest`): tiny boards whose values are worked out by
//! hand.

use super::*;
use crate::ids::RegionId;

/// 1 - 2 - 3, a lion in 1 and a jackal in 3; each region holds one piece and nothing beside
/// a lion (the mixed row is 0), so no attack ever fits and every game is counted after the
/// quiet rounds with one region held by each side, whatever is played: lions
/// `lion_points` to jackals `jackal_points`, whoever moves first.
fn strip(rules: GameRules) -> GameBoard {
    let mut b = GameBoard::from_tables(
        &[vec![2], vec![1, 3], vec![2]],
        &[(1, 1); 3],
        &vec![vec![1, 0]; 3],
        1,
        1,
        rules,
    );
    b.name = Some("strip".into());
    b.setup = Some((vec![RegionId(1)], Some(RegionId(3))));
    b
}

fn now(b: &GameBoard) -> BalanceReport {
    let mut r = super::super::balance::report(b, &BalanceOptions::default(), &[]);
    r.exact = exact_value(b, super::super::balance::DEFAULT_SOLVE_LIMIT);
    r
}

#[test]
fn suggest_finds_the_points_change_that_draws_a_tiny_board() {
    // Default points: 2 to 1, a lions' win on points from either first player. The changes
    // in order: `first: lions` (still 2 to 1: not balanced), then `lion_points: 1` (1 to
    // 1: a draw), where the search stops.
    let b = strip(GameRules::default());
    let r = now(&b);
    let e = r.exact.as_ref().expect("a 3-region board is solved");
    assert_eq!(e.jackals_first.winner(), Some(Side::Lions));
    assert_eq!(
        e.jackals_first.points,
        Some(crate::game::solve::Points {
            lions: 2,
            jackals: 1
        })
    );
    let s = suggest(&b, &r, &SuggestOptions::default(), &|_| {}).unwrap();
    let changes: Vec<&str> = s.tried.iter().map(|t| t.change.as_str()).collect();
    // Since issue 42.3 the lion count comes second: a second lion (in region 2, the free
    // one next to the lion) holds a second region, lions 4 to jackals 1; the jackal count
    // is not offered (a pack of 2 does not fit region 3, and 0 is no game).
    assert_eq!(
        changes,
        [
            "first: lions",
            "lions: 2, the new one in region 2",
            "lion_points: 1"
        ]
    );
    assert_eq!(
        s.tried[1].evidence,
        "the lions win on points, lions 4 to jackals 1 with perfect play when the jackals move first"
    );
    assert_eq!(s.tried[1].size, 1);
    assert!(!s.tried[0].balanced);
    assert_eq!(
        s.tried[0].evidence,
        "the lions win on points, lions 2 to jackals 1 with perfect play when the lions move first"
    );
    // 1 + margin 1 over the largest margin, 3 regions x 2 points.
    assert!((s.tried[0].distance - (1.0 + 1.0 / 6.0)).abs() < 1e-12);
    let best = s.best.as_ref().unwrap();
    assert_eq!(best.change, "lion_points: 1");
    assert!(best.balanced);
    assert_eq!(best.distance, 0.0);
    assert_eq!(
        s.headline,
        "`lion_points: 1` (now 2) makes strip a draw under perfect play (a draw, lions 1 to jackals 1 with perfect play when the jackals move first)"
    );
}

#[test]
fn suggest_leaves_a_drawn_board_alone() {
    // jackal_points 2: 2 to 2, a draw already.
    let b = strip(GameRules {
        jackal_points: 2,
        ..GameRules::default()
    });
    let r = now(&b);
    let s = suggest(&b, &r, &SuggestOptions::default(), &|_| {}).unwrap();
    assert!(s.tried.is_empty() && s.best.is_none());
    assert_eq!(
        s.headline,
        "strip needs no change: a draw, lions 2 to jackals 2 with perfect play when the jackals move first"
    );
}

/// An expired budget (a clock that reads 0 and a deadline at 0) plays no game and climbs no
/// ladder level, and says what it left; a budget that never expires gives what the unlimited
/// runs give. (Before issue 42.1's follow-up the first pair of self-play and the first ladder
/// level's first pair were always played, so a spent budget still ran them.)
#[test]
fn an_expired_budget_plays_nothing_and_an_ample_one_changes_nothing() {
    use super::super::balance::{balance, balance_within};
    use super::super::ladder::{LadderOptions, ladder, ladder_within};
    let clock = || 0.0;
    let spent = Budget::new(&clock, 0.0);
    let ample = Budget::new(&clock, 1e9);
    assert!(spent.expired() && !ample.expired());
    let b = strip(GameRules::default());
    let opts = BalanceOptions {
        games: 20,
        agent: crate::game::players::AgentKind::Random,
        ..BalanceOptions::default()
    };
    let r = balance_within(&b, &opts, &spent, &|| {}).unwrap();
    assert_eq!(r.games, 0);
    assert_eq!(
        r.untried,
        ["self-play: 0 of 20 games played before the time budget (0 s) was reached"]
    );
    let full = balance(&b, &opts, &|| {}).unwrap();
    assert_eq!(full.games, 20);
    assert!(full.untried.is_empty());
    assert_eq!(balance_within(&b, &opts, &ample, &|| {}).unwrap(), full);

    let lopts = LadderOptions {
        games: 8,
        to: 100,
        ..LadderOptions::default()
    };
    let (l, cut) = ladder_within(&b, &lopts, &spent, &|_| {}).unwrap();
    assert!(l.levels.is_empty() && !l.converged);
    assert_eq!(
        cut,
        [
            "the ladder: random, greedy, mcts 50, mcts 100 not climbed before the time budget (0 s) was reached"
        ]
    );
    let (l2, cut2) = ladder_within(&b, &lopts, &ample, &|_| {}).unwrap();
    assert!(cut2.is_empty());
    assert_eq!(l2, ladder(&b, &lopts, &|_| {}).unwrap());

    // Every change of the strip's rules but the first is left untried: the first costs
    // nothing (below), every other would need a solve or games.
    let now = now(&b);
    let s = suggest_within(&b, &now, &SuggestOptions::default(), &spent, &|_| {}).unwrap();
    let mut all: Vec<String> = singles(&b).into_iter().map(|c| c.text).collect();
    all.push("pairs of the nearest changes".into());
    assert_eq!(s.tried.len(), 1);
    assert_eq!(s.tried[0].change, all[0]);
    // `first: lions` is valued from the board's own solve (one solve values both first
    // players, issue 42.2), so even a spent budget gives its exact value.
    assert_eq!(
        s.tried[0].evidence,
        "the lions win on points, lions 2 to jackals 1 with perfect play when the lions move first"
    );
    assert_eq!(s.untried, all[1..]);
    assert!(
        s.headline.starts_with(
            "the one change tried does not balance strip; the nearest is `first: lions` (now jackals)"
        ),
        "{}",
        s.headline
    );
    assert!(s.headline.ends_with(&format!(
        "; {} not tried within the time budget",
        all.len() - 1
    )));
    assert_eq!(
        suggest_within(&b, &now, &SuggestOptions::default(), &ample, &|_| {}).unwrap(),
        suggest(&b, &now, &SuggestOptions::default(), &|_| {}).unwrap()
    );
}

/// The strip's singles, each checked by hand: a second lion in region 2 (the free region
/// that holds a lion, nearest the lion), no jackal count (0 is no game; a pack of 2 does not
/// fit region 3), the lion moved to region 2, the pack moved to region 2. Each side keeps
/// one region whatever is played (nothing fits beside anything, so no attack), so moving a
/// start leaves the value as it was: lions 2 to jackals 1.
#[test]
fn the_strip_offers_the_lion_count_and_each_start_moved() {
    let b = strip(GameRules::default());
    let texts: Vec<String> = singles(&b).into_iter().map(|c| c.text).collect();
    assert_eq!(
        texts,
        [
            "first: lions",
            "lions: 2, the new one in region 2",
            "lion_points: 1",
            "lion_points: 3",
            "jackal_points: 0",
            "jackal_points: 2",
            "quiet_rounds: 4",
            "quiet_rounds: 6",
            "combined_attack: true",
            "fit: after_capture",
            "freeze: pieces",
            "a lion starts in region 2",
            "the pack starts in region 2",
            "pack_count: group",
            "pass: allowed",
        ]
    );
    let ones = singles(&b);
    let opts = SuggestOptions::default();
    let value = |c: &Change| {
        let x = c.apply(&b).unwrap();
        measure(&x, x.rules.first, &opts).unwrap()
    };
    let two = value(&ones[1]);
    assert_eq!(
        two.2,
        "the lions win on points, lions 4 to jackals 1 with perfect play when the jackals move first"
    );
    // 1 + margin 3 over 3 regions x 2 points.
    assert!((two.1 - 1.5).abs() < 1e-12);
    let moved = ones[11].apply(&b).unwrap();
    assert_eq!(moved.setup, Some((vec![RegionId(2)], Some(RegionId(3)))));
    let pack = ones[12].apply(&b).unwrap();
    assert_eq!(pack.setup, Some((vec![RegionId(1)], Some(RegionId(2)))));
    for c in [&ones[11], &ones[12]] {
        assert_eq!(
            value(c).2,
            "the lions win on points, lions 2 to jackals 1 with perfect play when the jackals move first",
            "{}",
            c.text
        );
    }
    // Two changes of the lions do not pair; the pair of a count and a point does, and its
    // text joins both.
    assert!(pair(&b, &ones[1], &ones[11]).is_none());
    let p = pair(&b, &ones[1], &ones[2]).unwrap();
    assert_eq!(
        p.text,
        "lions: 2, the new one in region 2 and lion_points: 1"
    );
    assert_eq!(p.size(), 2);
    // Lions 2 x 1 to jackals 1: still a lions' win, by 1 over 3 regions x 1 point.
    let (bal, d, e) = {
        let x = p.apply(&b).unwrap();
        measure(&x, x.rules.first, &opts).unwrap()
    };
    assert!(!bal);
    assert!((d - (1.0 + 1.0 / 3.0)).abs() < 1e-12);
    assert_eq!(
        e,
        "the lions win on points, lions 2 to jackals 1 with perfect play when the jackals move first"
    );
}

/// 1 - 2: a lion in 1, a pack in 2; a region holds 2 lions or 6 jackals alone, 3 jackals
/// beside a lion (the solver's `strip2`). A lion takes up to 3 jackals, 3 jackals take a
/// lion.
fn duel(jackals: u16) -> GameBoard {
    let mut b = GameBoard::from_tables(
        &[vec![2], vec![1]],
        &[(2, 6); 2],
        &vec![vec![6, 3, 0]; 2],
        1,
        jackals,
        GameRules::default(),
    );
    b.name = Some("duel".into());
    b.setup = Some((vec![RegionId(1)], Some(RegionId(2))));
    b
}

/// The jackal count, and the answer when nothing balances: with 4 jackals the jackals win
/// by elimination from either first player (jackals first: 3 attack, one stays, and take the
/// lion; lions first: 4 are too many for the lion, which passes, then is taken). No free region takes a second lion and
/// no start can move (the only neighbour is the other side's), so the singles are who moves
/// first, the jackal count and the options. Pairs follow, of the singles ranked first.
#[test]
fn the_jackal_count_and_pairs_on_a_duel_that_nothing_balances() {
    let b = duel(4);
    let texts: Vec<String> = singles(&b).into_iter().map(|c| c.text).collect();
    assert_eq!(
        texts[..4],
        ["first: lions", "jackals: 3", "jackals: 5", "lion_points: 1"]
    );
    // The ten options' changes end with the pack counted per group and the pass allowed (one
    // lion: no palm table).
    assert_eq!(texts.len(), 14);
    assert_eq!(texts[12..], ["pack_count: group", "pass: allowed"]);
    let r = now(&b);
    let e = r.exact.as_ref().expect("a 2-region board is solved");
    assert_eq!(e.jackals_first.winner(), Some(Side::Jackals));
    assert_eq!(e.lions_first.winner(), Some(Side::Jackals));
    let s = suggest(&b, &r, &SuggestOptions::default(), &|_| {}).unwrap();
    let by = |c: &str| s.tried.iter().find(|t| t.change == c).unwrap();
    // When 3 or more jackals leave a region one stays behind (the default
    // `pack_leaves_one`), so 3 jackals send only 2 at the lion, too few to take it: they
    // pass and the lion takes all three, a lions' win. 5 send 4 and take it.
    for (c, who) in [
        ("first: lions", "jackals"),
        ("jackals: 3", "lions"),
        ("jackals: 5", "jackals"),
    ] {
        let t = by(c);
        assert!(!t.balanced && t.distance == 2.0, "{c}: {t:?}");
        assert!(
            t.evidence
                .starts_with(&format!("the {who} win by elimination")),
            "{c}: {}",
            t.evidence
        );
    }
    // Lions first against 3 jackals: the lion takes all three at once.
    let t = by("first: lions and jackals: 3");
    assert_eq!(t.size, 2);
    // Its exact value ties with `jackals: 3`'s (another winner than the board's, by
    // elimination), so self-play breaks the tie and is added to its evidence.
    assert!(
        t.evidence.starts_with(
            "the lions win by elimination with perfect play when the lions move first; in self-play at mcts 800 from the lions first (20 games)"
        ),
        "{}",
        t.evidence
    );
    // The lion takes every attack in self-play too: the lions win all 20 games.
    assert_eq!(t.lions_share, Some(1.0));
    assert!(s.tried.iter().all(|t| !t.balanced));
    let singles_n = s.tried.iter().filter(|t| t.size == 1).count();
    assert_eq!(singles_n, 14);
    assert!(s.tried.len() > singles_n);
    // Ranked (issue 42 follow-up): `jackals: 3` turns the jackals' win into the lions' (the
    // value moves, across a draw) and ranks first; the other singles leave it as it was
    // (neither the pack counted per group nor a pass saves the lion: 3 of the 4 still attack),
    // tie at a lions' share of 0 % in self-play, and keep the order tried. So the pairs
    // combine `jackals: 3` with `first: lions`, `jackals: 5` (no pair: both change the
    // jackals) and `lion_points: 1`, then those three among themselves: 5 pairs, in order.
    let pairs: Vec<&str> = s
        .tried
        .iter()
        .filter(|t| t.size == 2)
        .map(|t| t.change.as_str())
        .collect();
    assert_eq!(
        pairs,
        [
            "first: lions and jackals: 3",
            "jackals: 3 and lion_points: 1",
            "first: lions and jackals: 5",
            "first: lions and lion_points: 1",
            "jackals: 5 and lion_points: 1"
        ]
    );
    // `jackals: 3` and its pair with `first: lions` tie in exact value and self-play
    // (100 % each): the smaller change is the nearest.
    assert_eq!(s.best.as_ref().unwrap().change, "jackals: 3");
    assert!(
        s.headline.starts_with(
            "none of the 19 changes tried balances duel; the nearest is `jackals: 3` (now 4) (the lions win by elimination with perfect play when the jackals move first; in self-play"
        ),
        "{}",
        s.headline
    );
    assert!(!s.headline.contains("leaves the exact value"));
}

/// A strip of `n` regions, `lions` lions in regions 1.. and a jackal in region `n`; each
/// region holds one piece and nothing beside a lion, so nothing is ever taken.
fn long_strip(n: u32, lions: u16) -> GameBoard {
    let nb: Vec<Vec<u32>> = (1..=n)
        .map(|i| {
            [i - 1, i + 1]
                .into_iter()
                .filter(|j| (1..=n).contains(j))
                .collect()
        })
        .collect();
    let mut b = GameBoard::from_tables(
        &nb,
        &vec![(1, 1); n as usize],
        &vec![vec![1, 0]; n as usize],
        lions,
        1,
        GameRules::default(),
    );
    b.setup = Some((
        (1..=u32::from(lions)).map(RegionId).collect(),
        Some(RegionId(n)),
    ));
    b
}

/// The lion count: 3 lions try 4 only (the original rules' two counts), the new one in the
/// free region nearest the lions (region 4, next to the lion in 3); 2 lions try 1 (dropping
/// the lion nearest the pack, in region 2) and 3 (the new one in region 3, the only free
/// region that is not the pack's).
#[test]
fn the_lion_count_goes_between_three_and_four_and_else_one_each_way() {
    let lions = |b: &GameBoard| -> Vec<String> {
        singles(b)
            .into_iter()
            .filter(|c| c.text.starts_with("lions"))
            .map(|c| c.text)
            .collect()
    };
    let b5 = long_strip(5, 3);
    assert_eq!(lions(&b5), ["lions: 4, the new one in region 4"]);
    // Four lions in 1-4 and the jackal in 5: every region full, nothing moves, lions 4 x 2
    // to jackals 1.
    let four = singles(&b5)
        .into_iter()
        .find(|c| c.text.starts_with("lions"))
        .unwrap();
    let x = four.apply(&b5).unwrap();
    assert_eq!(x.lions, 4);
    assert_eq!(
        measure(&x, Side::Jackals, &SuggestOptions::default())
            .unwrap()
            .2,
        "the lions win on points, lions 8 to jackals 1 with perfect play when the jackals move first"
    );
    let b4 = long_strip(4, 2);
    assert_eq!(
        lions(&b4),
        [
            "lions: 1, none in region 2",
            "lions: 3, the new one in region 3"
        ]
    );
    let one = singles(&b4)
        .into_iter()
        .find(|c| c.text.starts_with("lions: 1"))
        .unwrap();
    let x = one.apply(&b4).unwrap();
    assert_eq!(x.setup, Some((vec![RegionId(1)], Some(RegionId(4)))));
}

/// The rank, on values set by hand. The board's own value: the lions win by elimination
/// (distance 2). A flip to the jackals winning by elimination (distance 2, another winner)
/// ranks before `first: lions` that leaves it as it was; a win on points (distance 1 + 1/6)
/// before both; an unsolved change at the board's distance between the two; at equal exact
/// value the self-play share nearer 50 % first (0.45 before 0.7, and before none), then the
/// smaller change; a balanced change first and an unplayable one last.
#[test]
fn rank_prefers_a_moved_value_then_self_play_near_half_then_the_smaller_change() {
    use crate::game::rules::outcome::EndReason;
    let side = |winner, by, points: Option<[u32; 2]>| {
        let points = points.map(|[lions, jackals]| crate::game::solve::Points { lions, jackals });
        ExactValue::new(winner, by, points, 3, 5, 7)
    };
    let own = side(Some(Side::Lions), EndReason::Elimination, None);
    let t = |change: &str, size, distance, value: Option<ExactValue>, share| Tried {
        change: change.into(),
        parts: Vec::new(),
        size,
        evidence: String::new(),
        balanced: distance == 0.0,
        distance,
        value,
        lions_share: share,
        undecided: false,
    };
    let all = [
        t("same", 1, 2.0, Some(own.clone()), None),
        t("same, 70 %", 1, 2.0, Some(own.clone()), Some(0.7)),
        t("same, 45 %", 2, 2.0, Some(own.clone()), Some(0.45)),
        t("same, 55 %", 1, 2.0, Some(own.clone()), Some(0.55)),
        t(
            "flip",
            1,
            2.0,
            Some(side(Some(Side::Jackals), EndReason::Elimination, None)),
            None,
        ),
        t("unplayable", 1, f64::INFINITY, None, None),
        t("self-play 40 %", 1, 0.1, None, Some(0.4)),
        t(
            "points",
            1,
            1.0 + 1.0 / 6.0,
            Some(side(Some(Side::Lions), EndReason::Points, Some([2, 1]))),
            None,
        ),
        t(
            "draw",
            2,
            0.0,
            Some(side(None, EndReason::Points, Some([1, 1]))),
            None,
        ),
    ];
    let order: Vec<&str> = ranked(&all, Some((&own, 2.0)))
        .into_iter()
        .map(|i| all[i].change.as_str())
        .collect();
    // "same, 45 %" and "same, 55 %" lie 0.05 from 50 % each: the smaller change first.
    assert_eq!(
        order,
        [
            "draw",
            "points",
            "flip",
            "self-play 40 %",
            "same, 55 %",
            "same, 45 %",
            "same, 70 %",
            "same",
            "unplayable"
        ]
    );
    assert_eq!(rank(&all[4], Some((&own, 2.0))), (2.0, 0, 1.0, 1));
    // Without the board's own value a change not solved is taken at 2 (as far as can be).
    assert_eq!(rank(&all[6], None), (2.0, 1, 0.1, 1));
}
