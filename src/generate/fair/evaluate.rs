//! One board of the fair search: its checks ([`check`], the same as `generate`'s drawings
//! pass) and its value ([`value`]): solved once, every set-up of the board valued from the one
//! table and the fairest kept; the strength ladder when it cannot be solved within the limit.

use super::moves::Layout;
use super::value::{Class, Fairness, fairness, lean};
use crate::game::GameBoard;
use crate::game::balance::{Exact, SOLVE_MEMORY, exact_of};
use crate::game::budget::Budget;
use crate::game::exact::SOLVE_WORK_PER_SECOND_BEST;
use crate::game::position::Position;
use crate::game::record::SetupRecord;
use crate::game::solve::{FirstValue, Limits, Table, Value, estimate, first_value, solve_table};
use crate::generate::draw::P;
use crate::generate::file::body_with_game;
use crate::generate::{
    Balanced, GenerateOptions, LION_FIT_MARGIN, clean, far_regions_exist, has_setup, setup_choices,
};
use crate::ids::RegionId;
use crate::input::game_rules::{GameRules, Side};
use crate::pipeline::{self, Options};

/// A board that passed the checks.
#[derive(Debug, Clone)]
pub struct Checked {
    /// The lines.
    pub layout: Layout,
    /// The rules (`game:`).
    pub rules: GameRules,
    /// The regions' names and label points, in region order.
    pub names: Vec<(String, P)>,
    /// The board file without a set-up: the key of the search's cache.
    pub text: String,
    /// The board as the game engine sees it (no set-up).
    pub game: GameBoard,
    /// How far its line ends moved from a designer's board (`--from`): the sum of each end's
    /// distance from where it was, board units; 0 for a drawn board.
    pub moved: f64,
}

/// Runs `layout` with `rules` through the checks a drawing of `generate` passes: the region
/// count asked for, no diagnostic but the allowed advice (before and after packing), a lion in
/// every region, a set-up that keeps the pack far enough from the lions. The regions are named
/// `places` in region order, each at its label rounded to the millimetre. `None` when a check
/// fails.
pub fn check(
    opts: &GenerateOptions,
    layout: &Layout,
    places: &[String],
    rules: &GameRules,
) -> Option<Checked> {
    let mm = opts.frame.units.mm_per_unit();
    let lion = crate::input::DEFAULT_LION_DIAMETER_MM / mm;
    let no_cap = Options {
        capacity: false,
        ..Options::default()
    };
    let text = body_with_game(opts, &layout.lines, None, None, Some(rules)).ok()?;
    let out = pipeline::run(&text, &no_cap).ok()?;
    let n = opts.regions as usize;
    if out.regions.regions.len() != n
        || places.len() < n
        || !clean(&out, opts.regions)
        || out
            .regions
            .regions
            .iter()
            .any(|r| 2.0 * r.label_clearance < LION_FIT_MARGIN * lion)
    {
        return None;
    }
    let mpd = crate::input::Rules::default().min_pack_distance;
    if !far_regions_exist(&out.regions, crate::input::DEFAULT_LION_COUNT, mpd) {
        return None;
    }
    let round = |x: f64| (x * mm).round() / mm;
    let names: Vec<(String, P)> = out
        .regions
        .regions
        .iter()
        .zip(places)
        .map(|(r, n)| (n.clone(), [round(r.label[0]), round(r.label[1])]))
        .collect();
    let text = body_with_game(opts, &layout.lines, Some(&names), None, Some(rules)).ok()?;
    let out = pipeline::run(&text, &Options::default()).ok()?;
    if out.regions.regions.len() != n || !clean(&out, opts.regions) {
        return None;
    }
    let game = GameBoard::from_validated(&out.validated, &out.board.game, mpd).ok()?;
    has_setup(&game, mpd).then(|| Checked {
        layout: layout.clone(),
        rules: rules.clone(),
        names,
        text,
        game,
        moved: 0.0,
    })
}

/// Every set-up of `game` that keeps the pack at least the board's distance
/// ([`GameBoard::min_pack_distance`], `rules.min_pack_distance`) from every lion:
/// each region that holds the pack, with each choice of one region per lion among those that
/// hold a lion far enough away, in region order; only those the game can start from.
pub fn setups(game: &GameBoard) -> Vec<SetupRecord> {
    let mpd = game.min_pack_distance;
    let k = usize::from(game.lions);
    let mut out = Vec::new();
    for (p, far) in setup_choices(game, mpd) {
        if far.len() < k || k == 0 {
            continue;
        }
        // The k-subsets of `far` in lexicographic order of positions.
        let mut pick: Vec<usize> = (0..k).collect();
        loop {
            let s = SetupRecord {
                lions: pick.iter().map(|&i| RegionId::from_index(far[i])).collect(),
                jackals: RegionId::from_index(p),
            };
            if crate::game::record::check_setup(game, &s).is_ok() {
                out.push(s);
            }
            let Some(i) = (0..k).rev().find(|&i| pick[i] < far.len() - k + i) else {
                break;
            };
            pick[i] += 1;
            for j in i + 1..k {
                pick[j] = pick[j - 1] + 1;
            }
        }
    }
    out
}

/// A board's value to the search.
#[derive(Debug, Clone)]
pub struct Valued {
    /// How fair its fairest set-up is.
    pub fairness: Fairness,
    /// That set-up.
    pub setup: SetupRecord,
    /// Whether it was solved (else measured by the ladder).
    pub solved: bool,
    /// Set-ups valued.
    pub setups: usize,
}

/// The evidence of a kept board: each first player's value as `savanna solve` states it.
#[derive(Debug, Clone)]
pub struct Evidence {
    /// The value for both first players.
    pub exact: Exact,
    /// The jackals first.
    pub jackals_first: FirstValue,
    /// The lions first.
    pub lions_first: FirstValue,
}

/// Whether `s` is `game`'s own set-up (`game.setup`: the same pack region, the same lion
/// regions in any order).
pub fn is_own(game: &GameBoard, s: &SetupRecord) -> bool {
    let sorted = |l: &[RegionId]| {
        let mut v = l.to_vec();
        v.sort();
        v
    };
    game.setup
        .as_ref()
        .is_some_and(|(l, j)| *j == Some(s.jackals) && sorted(l) == sorted(&s.lions))
}

/// The fairest set-up of a solved board, from its table: each of [`setups`] valued for both
/// first players ([`lean`], [`fairness`]); on a tie the board's own set-up (`game.setup`, a
/// designer's under `--from`), else the first in their order.
pub fn fairest(game: &GameBoard, table: &Table) -> Option<(SetupRecord, Fairness, usize)> {
    let most = game.len() as u32 * game.rules.lion_points.max(game.rules.jackal_points);
    let all = setups(game);
    let n = all.len();
    let mut own_value: Option<(SetupRecord, Fairness)> = None;
    let mut best: Option<(SetupRecord, Fairness)> = None;
    for s in all {
        let v = |first: Side| -> Option<Value> {
            let pos = Position::start(game, &s.lions, s.jackals, first);
            table.value(&pos).map(|x| table.decode(x))
        };
        // A set-up the table does not hold is not valued (never taken for a draw).
        let (Some(j), Some(l)) = (v(Side::Jackals), v(Side::Lions)) else {
            continue;
        };
        let f = fairness(lean(&j, Side::Jackals, most), lean(&l, Side::Lions, most));
        if is_own(game, &s) {
            own_value = Some((s.clone(), f));
        }
        if best.as_ref().is_none_or(|(_, b)| f.better_than(b)) {
            best = Some((s, f));
        }
    }
    if let (Some((_, b)), Some((s, f))) = (&best, &own_value)
        && !b.better_than(f)
    {
        best = Some((s.clone(), *f));
    }
    best.map(|(s, f)| (s, f, n))
}

/// The evidence for `setup` of a solved board: the principal variations' values, as `savanna
/// solve` states them.
pub fn evidence(game: &GameBoard, table: &Table, setup: &SetupRecord) -> Evidence {
    let j = first_value(game, table, setup, Side::Jackals);
    let l = first_value(game, table, setup, Side::Lions);
    Evidence {
        exact: exact_of(&j, &l),
        jackals_first: j,
        lions_first: l,
    }
}

/// Values `c`: solved within `limit` seconds of `budget` (not started when even the fastest
/// rate measured could not finish in time), every set-up valued from the table; else
/// self-play and the strength ladder on its first set-up in region order, within another
/// `limit` seconds. Returns the value and, when solved, the table (for [`evidence`]). `None`
/// when neither valued it (the solver refuses the rules and the ladder fails or measures
/// nothing in time).
pub fn value(c: &Checked, limit: f64, budget: &Budget) -> Option<(Valued, Option<Table>)> {
    let share = budget.within(limit);
    let solvable = estimate(&c.game).ok().filter(|e| {
        share
            .remaining()
            .is_none_or(|left| e.work as f64 / SOLVE_WORK_PER_SECOND_BEST <= left)
            && e.value_bytes <= SOLVE_MEMORY
    });
    if solvable.is_some() {
        let stop = || share.expired();
        let limits = Limits {
            max_memory: Some(SOLVE_MEMORY),
            progress: None,
            stop: Some(&stop),
        };
        if let Ok((table, _)) = solve_table(&c.game, &limits) {
            let (setup, fairness, setups) = fairest(&c.game, &table)?;
            return Some((
                Valued {
                    fairness,
                    setup,
                    solved: true,
                    setups,
                },
                Some(table),
            ));
        }
    }
    let setup = setups(&c.game).into_iter().next()?;
    let mut game = c.game.clone();
    game.setup = Some((setup.lions.clone(), Some(setup.jackals)));
    let b = Balanced {
        solve_limit: core::time::Duration::ZERO,
        ..Balanced::default()
    };
    // The ladder's own share: the solve may have spent the first one.
    let r = crate::generate::measure_within(&game, &b, &budget.within(limit)).ok()?;
    if r.games == 0 && r.ladder.as_ref().is_none_or(|l| l.levels.is_empty()) {
        // Nothing measured within the time budget: not a value.
        return None;
    }
    let (_, distance) = crate::generate::rank(&game, &r);
    Some((
        Valued {
            fairness: Fairness {
                class: Class::Unsolved,
                distance,
            },
            setup,
            solved: false,
            setups: 1,
        },
        None,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setups_are_every_choice_of_lion_regions_far_from_the_pack() {
        // A path of 6 regions 0-1-2-3-4-5, every one holding a lion and the pack; 3 lions,
        // the pack at least 2 borders from each. Pack in 0: lions among {2,3,4,5}, C(4,3) = 4;
        // in 1: {3,4,5}, 1; in 2: {0,4,5}, 1; in 3: {0,1,5}, 1; in 4: {0,1,2}, 1; in 5:
        // {0,1,2,3}, 4. 12 set-ups.
        // Neighbours by id (index + 1): index i touches i - 1 (id i) and i + 1 (id i + 2).
        let adj: Vec<Vec<u32>> = (0..6u32)
            .map(|i| {
                [(i > 0).then_some(i), (i < 5).then_some(i + 2)]
                    .into_iter()
                    .flatten()
                    .collect()
            })
            .collect();
        let mut g = GameBoard::from_tables(
            &adj,
            &[(3, 9); 6],
            &vec![vec![1, 0]; 6],
            3,
            9,
            GameRules::default(),
        );
        g.min_pack_distance = 2;
        let s = setups(&g);
        assert_eq!(s.len(), 12);
        let idx = |r: &RegionId| r.index();
        assert_eq!(idx(&s[0].jackals), 0);
        assert_eq!(s[0].lions.iter().map(idx).collect::<Vec<_>>(), [2, 3, 4]);
        assert_eq!(s[3].lions.iter().map(idx).collect::<Vec<_>>(), [3, 4, 5]);
        assert_eq!(idx(&s[4].jackals), 1);
        assert_eq!(s[4].lions.iter().map(idx).collect::<Vec<_>>(), [3, 4, 5]);
    }
}
