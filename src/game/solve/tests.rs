//! The solver against positions solved by hand and against a plain search to the end.

use super::*;
use crate::game::GameRules;
use crate::game::rules::board::GameBoard;
use crate::game::rules::outcome::EndReason;
use crate::game::rules::position::Position;
use crate::game::rules::turns::TurnResults;
use crate::ids::RegionId;
use crate::input::game_rules::{Pass, Side};

/// A board from neighbour lists (ids), the same capacity everywhere: `(lions, jackals)` alone,
/// and `mixed[k]` jackals beside `k` lions.
pub(super) fn board(
    nb: &[Vec<u32>],
    cap: (u16, u16),
    mixed: &[u16],
    lions: u16,
    jackals: u16,
    rules: GameRules,
) -> GameBoard {
    let n = nb.len();
    GameBoard::from_tables(
        nb,
        &vec![cap; n],
        &vec![mixed.to_vec(); n],
        lions,
        jackals,
        rules,
    )
}

/// Memo of [`search`]: the value of each position at a turn's start (placement, side, quiet
/// count) already searched.
pub(super) type Memo = std::collections::HashMap<(Vec<(u16, u16)>, Side, u32), i16>;

/// Value by a plain negamax over the engine's legal actions (every sequence of moves of every
/// turn, no turn enumerator, no ranking, no layers; positions at a turn's start memoised), from a
/// position at the start of a turn: the encoded value for its side to move.
pub(super) fn search(board: &GameBoard, c: &Coding, pos: &mut Position, memo: &mut Memo) -> i16 {
    if let Some(o) = pos.outcome(board) {
        return terminal(board, c, pos, &o);
    }
    let key = (
        pos.cells
            .iter()
            .map(|x| (x.lions, x.jackals))
            .collect::<Vec<_>>(),
        pos.side,
        pos.quiet_turns,
    );
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut best = i16::MAX;
    walk(board, c, pos, &mut best, memo);
    let v = parent(best);
    memo.insert(key, v);
    v
}

fn terminal(_board: &GameBoard, c: &Coding, pos: &Position, o: &crate::game::Outcome) -> i16 {
    let lm = match o.reason {
        EndReason::Elimination => {
            if o.winner == Some(Side::Lions) {
                c.elim
            } else {
                -c.elim
            }
        }
        EndReason::Points => o.lion_points as i32 - o.jackal_points as i32,
    };
    let m = if pos.side == Side::Lions { lm } else { -lm };
    c.encode(m, 0)
}

/// Every continuation of the turn in progress; `best` gets the least value (for the next mover)
/// of the turn's ends.
fn walk(board: &GameBoard, c: &Coding, pos: &mut Position, best: &mut i16, memo: &mut Memo) {
    if pos.total(pos.side.other()) == 0 {
        // The game ended during the turn: seen by the side eliminated.
        *best = (*best).min(c.encode(-c.elim, 0));
        return;
    }
    let mut moves = Vec::new();
    pos.legal_moves(board, &mut moves);
    let can_end = if pos.moves == 0 {
        moves.is_empty() || (board.rules.pass == Pass::Allowed && pos.duty_met())
    } else {
        pos.duty_met()
    };
    if can_end {
        let mut next = pos.clone();
        next.end_turn(board);
        *best = (*best).min(search(board, c, &mut next, memo));
    }
    for m in moves {
        let u = pos.apply(board, m);
        walk(board, c, pos, best, memo);
        pos.undo(u);
    }
}

fn strip2(lions: u16, jackals: u16, rules: GameRules) -> GameBoard {
    board(
        &[vec![2], vec![1]],
        (2, 6),
        &[6, 3, 0],
        lions,
        jackals,
        rules,
    )
}

#[test]
fn two_regions_one_lion_one_jackal() {
    // 1 - 2, a lion in 1, a jackal in 2. The lion takes the jackal at once when it moves
    // first (one turn); when the jackal moves first it cannot enter the lion's region (one jackal
    // is not strong enough) and it must move if it can: it cannot, so it passes; then the lion
    // takes it. Jackals first: the lions win by elimination in 2 turns (round 1).
    let b = strip2(1, 1, GameRules::default());
    let (t, _) = solve_table(&b, &Limits::default()).unwrap();
    let c = t.coding();
    let p = Position::start(&b, &[RegionId(1)], RegionId(2), Side::Lions);
    let v = t.decode(t.value(&p).unwrap());
    assert_eq!((v.margin, v.elimination, v.turns), (c.elim, true, 1));
    let p = Position::start(&b, &[RegionId(1)], RegionId(2), Side::Jackals);
    let v = t.decode(t.value(&p).unwrap());
    assert_eq!((v.margin, v.elimination, v.turns), (-c.elim, true, 2));
}

#[test]
fn two_regions_pack_of_four_takes_the_lion() {
    // 1 - 2, a lion in 1, four jackals in 2 (mixed: 6 beside one lion). Jackals first: 3 may
    // attack (one stays behind) and 3 >= 3 x 1 takes the lion: a jackals' win in 1 turn.
    // Lions first: the lion may take at most 3 jackals (1 lion : 3), four are too many, so the
    // lion cannot move (its only neighbour is held by the pack); it passes, then the jackals take
    // it: a jackals' win in 2 turns.
    let b = strip2(1, 4, GameRules::default());
    let (t, _) = solve_table(&b, &Limits::default()).unwrap();
    let c = t.coding();
    let p = Position::start(&b, &[RegionId(1)], RegionId(2), Side::Jackals);
    let v = t.decode(t.value(&p).unwrap());
    assert_eq!((v.margin, v.elimination, v.turns), (c.elim, true, 1));
    let p = Position::start(&b, &[RegionId(1)], RegionId(2), Side::Lions);
    let v = t.decode(t.value(&p).unwrap());
    assert_eq!((v.margin, v.elimination, v.turns), (-c.elim, true, 2));
}

#[test]
fn three_regions_standoff_is_scored() {
    // 1 - 2 - 3, a lion in 1, two jackals in 3; the lion fits 1 per region, jackals 2. The lions
    // cannot be taken (2 jackals < 3) and the jackals can always run: with the lion in 2 the
    // jackals sit in 1 or 3... a lion takes up to three jackals, so the lion hunts: from 1 it
    // enters 2; the jackals in 3 (next to 2) are then taken unless they move; they must move and
    // can only enter 2 (the lion's: too weak) - they pass, the lion takes them.
    // Jackals first: both jackals (a pack of 2 may all leave) go to 2 next to the lion; the
    // lion takes them. Or 1 jackal to 2: the lion takes it, the other is taken later... The
    // lions always eliminate: check with the plain search instead of by hand for the length.
    let b = board(
        &[vec![2], vec![1, 3], vec![2]],
        (1, 2),
        &[2, 3],
        1,
        2,
        GameRules::default(),
    );
    let (t, _) = solve_table(&b, &Limits::default()).unwrap();
    for first in [Side::Lions, Side::Jackals] {
        let p = Position::start(&b, &[RegionId(1)], RegionId(3), first);
        let v = t.decode(t.value(&p).unwrap());
        let lions_margin = if first == Side::Lions {
            v.margin
        } else {
            -v.margin
        };
        assert_eq!(lions_margin, t.elimination_margin(), "{first} first");
        let mut q = p.clone();
        assert_eq!(
            t.value(&p),
            Some(search(&b, &t.coding(), &mut q, &mut Memo::new()))
        );
    }
    // Lions first: lion 1 -> 2 (turn 1); the jackals in 3 must move and cannot (2 is the
    // lion's, too strong), so they pass (turn 2); the lion takes them (turn 3).
    let p = Position::start(&b, &[RegionId(1)], RegionId(3), Side::Lions);
    assert_eq!(t.decode(t.value(&p).unwrap()).turns, 3);
}

#[test]
fn three_regions_quiet_count_draws() {
    // 1 - 2 - 3, each region holds one lion or one jackal alone and nothing mixed: no attack
    // ever fits (fit at entry), so the game is scored after the quiet rounds. A lion (2 points
    // a region) and a jackal (1 point): the lions win on points 2 to 1, whatever is played; with
    // jackal_points 2 it is a draw 2-2.
    for (jp, margin) in [(1u32, 1i32), (2, 0)] {
        let rules = GameRules {
            jackal_points: jp,
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
        let (t, _) = solve_table(&b, &Limits::default()).unwrap();
        let p = Position::start(&b, &[RegionId(1)], RegionId(3), Side::Jackals);
        let v = t.decode(t.value(&p).unwrap());
        assert_eq!((-v.margin, v.elimination), (margin, false));
        if margin != 0 {
            // 12 quiet turns, then the count.
            assert_eq!(v.turns, b.rules.quiet_turn_limit());
        }
    }
}

#[test]
fn principal_variation_replays_to_the_value() {
    let b = board(
        &[vec![2, 3], vec![1, 3, 4], vec![1, 2, 4], vec![2, 3]],
        (2, 5),
        &[5, 3, 1],
        2,
        5,
        GameRules::default(),
    );
    let mut b = b;
    b.setup = Some((vec![RegionId(1), RegionId(2)], Some(RegionId(4))));
    let sol = solve(&b, &[Side::Jackals, Side::Lions], &Limits::default()).unwrap();
    for (first, v) in [
        (Side::Jackals, &sol.jackals_first),
        (Side::Lions, &sol.lions_first),
    ] {
        let v = v.as_ref().unwrap();
        // Replay the line move by move with the engine's checks.
        let mut pos = Position::start(&b, &[RegionId(1), RegionId(2)], RegionId(4), first);
        for turn in &v.line {
            assert_eq!(turn.side, pos.side);
            for gm in &turn.moves {
                let m = gm.to_move(pos.side).unwrap();
                pos.check(&b, m).unwrap();
                pos.apply(&b, m);
            }
            if !pos.over(&b) {
                pos.can_end(&b).unwrap();
                pos.end_turn(&b);
            }
        }
        let o = pos.outcome(&b).expect("the line ends the game");
        let lm = match o.reason {
            EndReason::Elimination => {
                if o.winner == Some(Side::Lions) {
                    sol.table.elimination_margin()
                } else {
                    -sol.table.elimination_margin()
                }
            }
            EndReason::Points => o.lion_points as i32 - o.jackal_points as i32,
        };
        assert_eq!(lm, v.value.lions_margin);
        assert_eq!(o.reason, v.value.by);
        assert_eq!(o.rounds, v.value.rounds);
        let start = Position::start(&b, &[RegionId(1), RegionId(2)], RegionId(4), first);
        let val = sol.table.decode(sol.table.value(&start).unwrap());
        if val.margin != 0 {
            assert_eq!(val.turns as usize, v.line.len());
        }
    }
}

/// A random connected board of `n` regions (a path plus random extra borders).
pub(super) fn random_board(seed: u64, n: usize) -> (GameBoard, Vec<RegionId>, RegionId) {
    let mut rng = crate::game::rules::rng::GameRng::new(seed, 0);
    let mut nb: Vec<Vec<u32>> = vec![Vec::new(); n];
    for i in 1..n {
        let j = rng.below(i);
        nb[i].push(j as u32 + 1);
        nb[j].push(i as u32 + 1);
    }
    for _ in 0..rng.below(n) {
        let (a, b) = (rng.below(n), rng.below(n));
        if a != b && !nb[a].contains(&(b as u32 + 1)) {
            nb[a].push(b as u32 + 1);
            nb[b].push(a as u32 + 1);
        }
    }
    let caps: Vec<(u16, u16)> = (0..n)
        .map(|_| (1 + rng.below(2) as u16, 2 + rng.below(4) as u16))
        .collect();
    let mixed: Vec<Vec<u16>> = caps
        .iter()
        .map(|c| vec![c.1, (c.1 / 2 + rng.below(2) as u16).min(c.1), 1])
        .collect();
    let lions = 1 + rng.below(2) as u16;
    let jackals = 3 + rng.below(3) as u16;
    let rules = GameRules {
        quiet_rounds: rng.below(2) as u32,
        ..GameRules::default()
    };
    let b = GameBoard::from_tables(&nb, &caps, &mixed, lions, jackals, rules);
    let l: Vec<RegionId> = (0..lions as usize).map(RegionId::from_index).collect();
    (b, l, RegionId::from_index(n - 1))
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(12))]
    /// On random boards of three or four regions, the value of every position at the start of a
    /// turn (every placement, side and quiet count) agrees with a plain search to the end.
    #[test]
    fn every_value_agrees_with_a_search(seed in 0u64..1000, n in 3usize..5) {
        let (b, _, _) = random_board(seed, n);
        let (t, _) = solve_table(&b, &Limits::default()).unwrap();
        let c = t.coding();
        let qn = b.rules.quiet_turn_limit();
        let mut memo = Memo::new();
        for cl in t.class_order() {
            let idx = t.index(cl).clone();
            for p in 0..idx.len() {
                let mut cells = vec![(0u16, 0u16); b.len()];
                idx.unrank(p, |i, l, j| cells[i] = (l, j));
                for side in [Side::Lions, Side::Jackals] {
                    for q in 0..=qn {
                        let mut pos = position_of(&b, side, q, |i| cells[i]);
                        let want = search(&b, &c, &mut pos.clone(), &mut memo);
                        proptest::prop_assert_eq!(t.value(&pos), Some(want), "{:?} {:?} q {}", cells, side, q);
                        let _ = &mut pos;
                    }
                }
            }
        }
    }
}

#[test]
fn unsupported_options_are_refused_by_name() {
    let rules = GameRules {
        quiet: crate::input::game_rules::QuietRule::NoCapturePossible,
        ..GameRules::default()
    };
    let e = solve_table(&strip2(1, 1, rules), &Limits::default()).unwrap_err();
    assert!(e.to_string().contains("quiet: no_capture_possible"), "{e}");
    let rules = GameRules {
        max_rounds: 5,
        ..GameRules::default()
    };
    let e = solve_table(&strip2(1, 1, rules), &Limits::default()).unwrap_err();
    assert!(e.to_string().contains("max_rounds: 5"), "{e}");
}

/// A table serves every cap on rounds too high to end a game (the values do not depend on it),
/// not a cap low enough to end one (refused by the solver, so its fingerprint stays its own), nor
/// other rules.
#[test]
fn fingerprint_ignores_a_cap_on_rounds_that_cannot_end_the_game() {
    let with = |r: GameRules| table::fingerprint(&strip2(1, 1, r));
    let d = with(GameRules::default());
    assert_eq!(
        with(GameRules {
            max_rounds: 1000,
            ..GameRules::default()
        }),
        d
    );
    assert_ne!(
        with(GameRules {
            max_rounds: 5,
            ..GameRules::default()
        }),
        d
    );
    assert_ne!(
        with(GameRules {
            quiet_rounds: 4,
            ..GameRules::default()
        }),
        d
    );
}

#[test]
fn memory_limit_refuses_or_regenerates() {
    let (b, _, _) = random_board(7, 4);
    let (t, s) = solve_table(&b, &Limits::default()).unwrap();
    assert_eq!(s.regenerated_classes, 0);
    // Values fit, lists do not: every class with a list is regenerated, same values.
    let lim = Limits {
        max_memory: Some(s.value_bytes + 1),
        ..Limits::default()
    };
    let (t2, s2) = solve_table(&b, &lim).unwrap();
    assert!(s2.regenerated_classes > 0);
    let mut a = Vec::new();
    let mut c = Vec::new();
    t.write(&mut a).unwrap();
    t2.write(&mut c).unwrap();
    assert_eq!(a, c);
    // No list kept: every placement and side with a turn list is regenerated (the classes
    // without jackals or lions have none).
    let est = estimate(&b).unwrap();
    assert!(s2.regenerated_placements > 0 && s2.regenerated_placements <= est.work);
    // Room for half of the largest class's lists: some kept, the others regenerated, the same
    // values.
    let lim = Limits {
        max_memory: Some(s.value_bytes + s.list_bytes / 2),
        ..Limits::default()
    };
    let (t3, s3) = solve_table(&b, &lim).unwrap();
    assert!(s3.regenerated_placements > 0);
    assert!(s3.regenerated_placements < s2.regenerated_placements);
    let mut d = Vec::new();
    t3.write(&mut d).unwrap();
    assert_eq!(a, d);
    let lim = Limits {
        max_memory: Some(s.value_bytes / 2),
        ..Limits::default()
    };
    assert!(matches!(
        solve_table(&b, &lim),
        Err(SolveError::Memory { .. })
    ));
}

#[test]
fn table_file_round_trip() {
    let (b, _, _) = random_board(3, 4);
    let (t, _) = solve_table(&b, &Limits::default()).unwrap();
    let mut bytes = Vec::new();
    t.write(&mut bytes).unwrap();
    let t2 = Table::read(&b, &mut bytes.as_slice()).unwrap();
    let mut again = Vec::new();
    t2.write(&mut again).unwrap();
    assert_eq!(bytes, again);
    let (other, _, _) = random_board(4, 4);
    assert!(Table::read(&other, &mut bytes.as_slice()).is_err());
    assert!(Table::read(&b, &mut &bytes[..bytes.len() - 1]).is_err());
    let refusal = |bytes: &[u8]| match Table::read(&b, &mut &bytes[..]) {
        Err(SolveError::Table(m)) => m,
        other => panic!("{other:?}"),
    };
    // A value changed (the first of the body: the header is 42 bytes, a class's size 8) is
    // caught by the checksum; so is a changed checksum; a byte after the end is refused.
    for at in [42 + 8, bytes.len() - 8, bytes.len() / 2] {
        let mut bad = bytes.clone();
        bad[at] ^= 1;
        let m = refusal(&bad);
        assert!(m.contains("checksum") || m.contains("classes"), "{at}: {m}");
        assert!(
            m.ends_with("solve the board again with `savanna solve BOARD -o TABLE`"),
            "{m}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(refusal(&longer).starts_with("the table has data after its end"));
    assert!(refusal(&bytes[..bytes.len() / 2]).starts_with("the table is cut short"));
}

/// Every end placement of the turn in progress, by every sequence of legal moves (no memory).
pub(super) fn naive_ends(
    board: &GameBoard,
    pos: &mut Position,
    out: &mut std::collections::BTreeSet<Vec<(u16, u16)>>,
) {
    let here = |p: &Position| {
        p.cells
            .iter()
            .map(|c| (c.lions, c.jackals))
            .collect::<Vec<_>>()
    };
    if pos.total(pos.side.other()) == 0 {
        out.insert(here(pos));
        return;
    }
    let mut moves = Vec::new();
    pos.legal_moves(board, &mut moves);
    if (pos.moves == 0 && moves.is_empty()) || pos.may_end_after_moves() {
        out.insert(here(pos));
    }
    for m in moves {
        let u = pos.apply(board, m);
        naive_ends(board, pos, out);
        pos.undo(u);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]
    /// The turn enumerator finds exactly the end placements of every sequence of legal moves,
    /// each once, under every freeze and combined-attack option, and each has a legal path;
    /// with short keys and with long ones.
    #[test]
    fn turn_results_are_every_end_once(seed in 0u64..10_000, n in 3usize..6, combined: bool, pieces: bool) {
        let (mut b, _, _) = random_board(seed, n);
        b.rules.combined_attack = combined;
        if pieces {
            b.rules.freeze = crate::input::game_rules::Freeze::Pieces;
        }
        let mut rng = crate::game::rules::rng::GameRng::new(seed, 9);
        // A random placement of the board's pieces within the caps.
        let (lc, jc) = rank::caps(&b);
        let mut cells = vec![(0u16, 0u16); n];
        for _ in 0..b.lions {
            let i = rng.below(n);
            if cells[i].0 < lc[i] {
                cells[i].0 += 1;
            }
        }
        for _ in 0..b.jackals {
            let i = rng.below(n);
            if cells[i].0 == 0 && cells[i].1 < jc[i] {
                cells[i].1 += 1;
            }
        }
        proptest::prop_assume!(cells.iter().any(|c| c.0 > 0) && cells.iter().any(|c| c.1 > 0));
        for side in [Side::Lions, Side::Jackals] {
            let mut pos = position_of(&b, side, 0, |i| cells[i]);
            let before = pos.clone();
            let mut want = std::collections::BTreeSet::new();
            naive_ends(&b, &mut pos.clone(), &mut want);
            let mut got = Vec::new();
            let mut tr = TurnResults::new();
            tr.for_each(&b, &mut pos, |r| got.push(r.cells.iter().map(|c| (c.lions, c.jackals)).collect::<Vec<_>>()));
            proptest::prop_assert_eq!(&pos, &before);
            let set: std::collections::BTreeSet<_> = got.iter().cloned().collect();
            proptest::prop_assert_eq!(set.len(), got.len(), "an end reported twice");
            proptest::prop_assert_eq!(&set, &want);
            // The long keys (for boards too large for the short ones) find the same ends in the
            // same order.
            let mut long = Vec::new();
            TurnResults::with_long_keys().for_each(&b, &mut pos, |r| long.push(r.cells.iter().map(|c| (c.lions, c.jackals)).collect::<Vec<_>>()));
            proptest::prop_assert_eq!(&long, &got);
            for t in &got {
                let path = tr.path_to(&b, &mut pos, t).expect("a path to every end");
                let mut p = pos.clone();
                for m in path {
                    proptest::prop_assert!(p.check(&b, m).is_ok());
                    p.apply(&b, m);
                }
                let end: Vec<(u16, u16)> = p.cells.iter().map(|c| (c.lions, c.jackals)).collect();
                proptest::prop_assert_eq!(&end, t);
                proptest::prop_assert!(p.over(&b) || p.can_end(&b).is_ok());
            }
        }
    }
}

/// The ends of the jackals' turn from `cells` by the engine's turn walk, sorted: the quiet ones,
/// the capturing ones that leave a lion, and whether some turn takes every lion.
type Ends = (Vec<Vec<u16>>, Vec<Vec<u16>>, bool);

fn engine_jackal_ends(b: &GameBoard, cells: &[(u16, u16)]) -> Ends {
    let mut pos = position_of(b, Side::Jackals, 0, |i| cells[i]);
    let l0 = pos.lions;
    let (mut q, mut c, mut e) = (Vec::new(), Vec::new(), false);
    TurnResults::new().for_each(b, &mut pos, |r| {
        let y: Vec<u16> = r.cells.iter().map(|x| x.jackals).collect();
        if r.lions == 0 {
            e = true;
        } else if r.lions == l0 {
            q.push(y);
        } else {
            c.push(y);
        }
    });
    q.sort();
    c.sort();
    (q, c, e)
}

fn fast_jackal_ends(
    b: &GameBoard,
    jt: &mut jackals::JackalTurns,
    cells: &[(u16, u16)],
) -> Option<Ends> {
    let (mut q, mut c, mut e) = (Vec::new(), Vec::new(), 0);
    let done = jt.for_each(
        |i| cells[i],
        |end| match end {
            jackals::JackalEnd::Quiet(y) => {
                q.push((0..b.len()).map(|i| jackals::count(y, i)).collect())
            }
            jackals::JackalEnd::Capture(y) => {
                c.push((0..b.len()).map(|i| jackals::count(y, i)).collect())
            }
            jackals::JackalEnd::Elimination => e += 1,
        },
    );
    assert!(e <= 1, "the elimination reported {e} times");
    let n = q.len() + c.len();
    q.sort();
    c.sort();
    q.dedup();
    c.dedup();
    assert_eq!(q.len() + c.len(), n, "an end reported twice");
    done.then_some((q, c, e == 1))
}

/// [`random_board`] under the pack rule `pack`, `fit: after_capture` when `after` and
/// `lion_strength: 2` when `strong`.
fn random_rules_board(seed: u64, n: usize, pack: bool, after: bool, strong: bool) -> GameBoard {
    let (mut b, _, _) = random_board(seed, n);
    b.rules.pack_leaves_one = pack;
    if after {
        b.rules.fit = crate::input::game_rules::Fit::AfterCapture;
    }
    if strong {
        b.rules.lion_strength = 2;
    }
    b
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
    /// The jackals' ends as sums of per-region sends ([`jackals`]) are exactly the engine's, on
    /// random boards of three to eight regions under the pack, fit and strength options, from
    /// random placements.
    #[test]
    fn jackal_sums_are_the_engines_ends(seed in 0u64..100_000, n in 3usize..9, pack: bool, after: bool, strong: bool) {
        let b = random_rules_board(seed, n, pack, after, strong);
        let mut rng = crate::game::rules::rng::GameRng::new(seed, 7);
        let (lc, jc) = rank::caps(&b);
        let mut cells = vec![(0u16, 0u16); n];
        for _ in 0..b.lions {
            let i = rng.below(n);
            if cells[i].0 < lc[i] {
                cells[i].0 += 1;
            }
        }
        for _ in 0..b.jackals {
            let i = rng.below(n);
            if cells[i].0 == 0 && cells[i].1 < jc[i] {
                cells[i].1 += 1;
            }
        }
        proptest::prop_assume!(cells.iter().any(|c| c.0 > 0) && cells.iter().any(|c| c.1 > 0));
        let mut jt = jackals::JackalTurns::new(&b).expect("default freeze and attacks");
        if let Some(got) = fast_jackal_ends(&b, &mut jt, &cells) {
            proptest::prop_assert_eq!(got, engine_jackal_ends(&b, &cells), "{:?}", cells);
        }
    }
}

/// The successor lists by hand: runs of consecutive numbers, one byte for a short run near the
/// last, a marker and two LEB128 numbers otherwise.
#[test]
fn successor_lists_by_hand() {
    let mut out = Vec::new();
    super::list::encode_list(&mut [51, 2, 0, 4, 1, 3, 10, 50], &mut out);
    // 0..5 (five long: marked), 10 (5 after the run's end at 5: one byte), 50..52 (39 after 11).
    assert_eq!(out, [0x80, 0, 4, 5, 0x80, 39, 1]);
    let mut runs = Vec::new();
    super::list::decode_list(&out, |a, len| runs.push((a, len)));
    assert_eq!(runs, [(0, 5), (10, 1), (50, 2)]);
    out.clear();
    // 3 and 4 from the start, then 200 (far: 195 needs two LEB128 bytes).
    super::list::encode_list(&mut [3, 4, 200], &mut out);
    assert_eq!(out, [1 << 5 | 3, 0x80, 0xc3, 0x01, 0]);
}

proptest::proptest! {
    /// Any set of numbers comes back from its list, in increasing order, each once.
    #[test]
    fn successor_lists_round_trip(set in proptest::collection::btree_set(0u32..5000, 0..300), wide in proptest::collection::btree_set(0u32..u32::MAX, 0..20)) {
        for s in [set, wide] {
            let mut list: Vec<u32> = s.iter().rev().copied().collect();
            let mut out = Vec::new();
            super::list::encode_list(&mut list, &mut out);
            let mut back = Vec::new();
            super::list::decode_list(&out, |a, len| back.extend(a..a + len));
            proptest::prop_assert_eq!(back, s.into_iter().collect::<Vec<_>>());
        }
    }
}

#[test]
fn a_memory_refusal_names_the_limit_to_give() {
    // 41 954 068 bytes are 40.0107 MB (of 2^20 bytes): rounded up, 40.1; the limit, 40 MB
    // exactly, rounded down: 40.0. So the two figures differ and 40.1M is enough.
    let e = SolveError::Memory {
        need: 41_954_068,
        limit: 40 << 20,
    };
    assert_eq!(
        e.to_string(),
        "solving needs at least 40.1 MB for its values, more than --max-memory (40.0 MB) allows: give --max-memory 40.1M or more"
    );
    assert!(u64::from(401u32) * (1 << 20) / 10 >= 41_954_068);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(120))]
    /// The jackals' quiet graph of a block ([`dag`]) gives every placement on it the least value
    /// over the engine's quiet ends other than the placement itself (`i16::MAX` when there is
    /// none), for values with many ties; and the capturing ends alone
    /// ([`jackals::JackalTurns::for_each_capture`]) are the engine's, on random boards and
    /// rules.
    #[test]
    fn quiet_graphs_give_the_best_of_the_engines_quiet_ends(seed in 0u64..100_000, n in 3usize..8, pack: bool, after: bool, strong: bool) {
        let b = random_rules_board(seed, n, pack, after, strong);
        let mut rng = crate::game::rules::rng::GameRng::new(seed, 11);
        let idx = rank::ClassIndex::new(&b, b.lions, b.jackals);
        let tables = idx.jackal_tables();
        let mut jt = jackals::JackalTurns::new(&b).expect("default freeze and attacks");
        for (o, len, t) in idx.blocks() {
            if len == 0 || rng.below(3) != 0 {
                continue;
            }
            let (lions, jc) = &tables[t];
            let g = dag::QuietDag::build(&b, lions, jc);
            let ends: Vec<i16> = (0..len).map(|_| rng.below(4) as i16 - 2).collect();
            let mut got = vec![None; len as usize];
            g.eval(&ends, &mut [Vec::new(), Vec::new()], |r, v| got[r] = Some(v));
            for (r, got) in got.iter().enumerate() {
                let mut cells = vec![(0u16, 0u16); n];
                idx.unrank(o + r as u64, |i, l, j| cells[i] = (l, j));
                let fits = (0..n).all(|i| cells[i].1 <= b.jackal_capacity[i]);
                proptest::prop_assert_eq!(got.is_some(), fits, "{:?}", cells);
                let (quiet, capture, elimination) = engine_jackal_ends(&b, &cells);
                if let Some(got) = got {
                    let x: Vec<u16> = cells.iter().map(|c| c.1).collect();
                    let want = quiet
                        .iter()
                        .filter(|y| **y != x)
                        .map(|y| ends[jc.rank(n, |i| y[i]) as usize])
                        .min()
                        .unwrap_or(i16::MAX);
                    proptest::prop_assert_eq!(*got, want, "{:?}", cells);
                }
                let (mut c, mut e) = (Vec::new(), false);
                let done = jt.for_each_capture(
                    |i| cells[i],
                    |end| match end {
                        jackals::JackalEnd::Capture(y) => {
                            c.push((0..n).map(|i| jackals::count(y, i)).collect::<Vec<u16>>())
                        }
                        jackals::JackalEnd::Elimination => e = true,
                        jackals::JackalEnd::Quiet(_) => panic!("a quiet end among the captures"),
                    },
                );
                if done {
                    c.sort();
                    proptest::prop_assert_eq!((&c, e), (&capture, elimination), "{:?}", cells);
                }
            }
        }
    }
}

/// Two ends with the best value: each placement that is one of them still gets that value
/// from the other; an end alone at the best gives its own placement the second value.
#[test]
fn the_best_two_ends_by_hand() {
    let a = dag::merge(dag::leaf(-5, 1), dag::leaf(3, 2));
    let ab = dag::merge(a, dag::leaf(-5, 4));
    // Best -5 at end 1; the others' best: -5 (end 4).
    assert_eq!(dag::pick(ab, 1), -5);
    assert_eq!(dag::pick(ab, 4), -5);
    assert_eq!(dag::pick(a, 1), 3);
    assert_eq!(dag::pick(a, 2), -5);
    // The same end reached twice is one end.
    let aa = dag::merge(dag::leaf(-5, 1), dag::leaf(-5, 1));
    assert_eq!(dag::pick(aa, 1), i16::MAX);
    assert_eq!(dag::pick(dag::merge(aa, a), 1), 3);
}

/// A deadline stops the solve (issue 42): a stop that answers `true` from its `k`-th poll on
/// ends it with [`SolveError::Stopped`]; one that never does gives the same table as none.
#[test]
fn a_stop_ends_the_solve_and_one_never_raised_changes_nothing() {
    use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
    let (b, _, _) = random_board(7, 4);
    let polls = AtomicU64::new(0);
    let never = || polls.fetch_add(1, Relaxed) == u64::MAX;
    fn lim(stop: Stop<'_>) -> Limits<'_> {
        Limits {
            stop: Some(stop),
            max_memory: None,
            progress: None,
        }
    }
    let bytes = |l: &Limits| {
        let (t, mut v) = (solve_table(&b, l).unwrap().0, Vec::new());
        t.write(&mut v).unwrap();
        v
    };
    assert_eq!(bytes(&Limits::default()), bytes(&lim(&never)));
    let (total, work) = (polls.load(Relaxed), estimate(&b).unwrap().work);
    for k in [0, 1, total / 2, total - 1] {
        let seen = AtomicU64::new(0);
        let stop = || seen.fetch_add(1, Relaxed) >= k;
        let r = solve_table(&b, &lim(&stop)).map(|(_, s)| s);
        assert!(
            matches!(r, Err(SolveError::Stopped { done, work: w }) if w == work && done <= work),
            "k {k} of {total}: {r:?}"
        );
    }
}
