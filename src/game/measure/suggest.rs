//! `balance --suggest`: the smallest change of the `game:` options that balances a board.
//!
//! Every change of one option by one step is tried (who moves first; the points per region of
//! each side, one more or one fewer; the quiet rounds, one more or one fewer; the combined
//! attack, the fit rule and the freeze rule switched), smallest first in that order, and each
//! changed board is measured for the first player it is played with (its `first:`, the changed
//! one for `first: ...`): by its exact value when it can be solved within
//! [`SuggestOptions::solve_limit`] (balanced: a draw under perfect play), otherwise by MCTS
//! self-play from that first player (balanced when the 95 % interval of the lions' share of
//! decisive games lies within 40–60 %, [`super::balance::verdict`]). The first change that
//! balances the board is suggested; when none does, the change that comes nearest.

use super::balance::{
    BalanceError, BalanceOptions, BalanceReport, Verdict, balance_game, check_options, exact_value,
    verdict, wilson,
};
use super::budget::Budget;
use super::exact::solve_exact;
use crate::game::rules::board::GameBoard;
use crate::input::game_rules::{Fit, Freeze, GameRules, Side};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

/// Self-play games per changed board when it cannot be solved (all from the board's first
/// player).
pub const SUGGEST_GAMES: u32 = 100;

/// How `--suggest` measures each changed board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SuggestOptions {
    /// Seed of the self-play games.
    pub seed: u64,
    /// How long the solver may take per changed board (judged from its estimate before it
    /// starts, as `balance` judges); zero: self-play only.
    pub solve_limit: core::time::Duration,
    /// Self-play games per changed board that cannot be solved.
    pub games: u32,
    /// The self-play agent and budget.
    pub agent: crate::game::players::AgentKind,
    /// MCTS iterations per decision (per turn for `mcts`).
    pub mcts_budget: u32,
}

impl Default for SuggestOptions {
    fn default() -> Self {
        SuggestOptions {
            seed: 1,
            solve_limit: super::balance::DEFAULT_SOLVE_LIMIT,
            games: SUGGEST_GAMES,
            agent: crate::game::players::AgentKind::Mcts,
            mcts_budget: crate::game::players::DEFAULT_MCTS_BUDGET,
        }
    }
}

/// One change tried and what it gave.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Tried {
    /// The change, as it is written in the board file's `game:` section: `first: lions`.
    pub change: String,
    /// What was measured, in words.
    pub evidence: String,
    /// True when the change balances the board.
    pub balanced: bool,
    /// How far from balanced (0: balanced; a draw for the first player under perfect play, or a
    /// lions' share of 50 %).
    pub distance: f64,
}

/// What `--suggest` found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Suggestion {
    /// Every change tried, in the order tried.
    pub tried: Vec<Tried>,
    /// The change suggested: the first that balances, else the nearest; `null` when nothing was
    /// tried or the board is balanced already.
    pub best: Option<Tried>,
    /// The answer in one sentence: "`first: lions` makes Classic Savanna a draw under perfect
    /// play (...)", "none of 9 changes tried balances ...; the nearest is ...".
    pub headline: String,
    /// The changes not tried because the time budget was spent, in the order they would have
    /// been tried (empty when every change was tried or one balanced the board first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untried: Vec<String>,
}

/// The single-option changes of `rules`, smallest first, as `(text, rules)`.
pub fn changes(rules: &GameRules) -> Vec<(String, GameRules)> {
    let mut v = Vec::new();
    let mut push = |text: String, f: &dyn Fn(&mut GameRules)| {
        let mut r = rules.clone();
        f(&mut r);
        v.push((text, r));
    };
    let other = rules.first.other();
    push(format!("first: {other}"), &|r| r.first = other);
    for (name, now) in [
        ("lion_points", rules.lion_points),
        ("jackal_points", rules.jackal_points),
    ] {
        let lion = name == "lion_points";
        for n in [now.checked_sub(1), now.checked_add(1)]
            .into_iter()
            .flatten()
        {
            push(format!("{name}: {n}"), &|r| {
                if lion {
                    r.lion_points = n
                } else {
                    r.jackal_points = n
                }
            });
        }
    }
    for n in [
        rules.quiet_rounds.checked_sub(1),
        rules.quiet_rounds.checked_add(1),
    ]
    .into_iter()
    .flatten()
    {
        push(format!("quiet_rounds: {n}"), &|r| r.quiet_rounds = n);
    }
    let ca = !rules.combined_attack;
    push(format!("combined_attack: {ca}"), &|r| {
        r.combined_attack = ca
    });
    let fit = match rules.fit {
        Fit::AtEntry => Fit::AfterCapture,
        Fit::AfterCapture => Fit::AtEntry,
    };
    push(format!("fit: {}", fit_name(fit)), &|r| r.fit = fit);
    let fr = match rules.freeze {
        Freeze::Region => Freeze::Pieces,
        Freeze::Pieces => Freeze::Region,
    };
    push(format!("freeze: {}", freeze_name(fr)), &|r| r.freeze = fr);
    v
}

fn fit_name(f: Fit) -> &'static str {
    match f {
        Fit::AtEntry => "at_entry",
        Fit::AfterCapture => "after_capture",
    }
}

fn freeze_name(f: Freeze) -> &'static str {
    match f {
        Freeze::Region => "region",
        Freeze::Pieces => "pieces",
    }
}

/// Measures `board` (its rules changed) for first player `first`: exact when it can be solved
/// within `opts.solve_limit`, else self-play from `first`; `(balanced, distance from balanced,
/// evidence)`. The evidence names how it was measured: "a draw with perfect play (lions 4 to
/// jackals 4)", "in self-play at mcts 800 from the lions first (100 games) the lions win ...".
///
/// # Errors
/// As [`super::balance::balance`].
pub fn measure(
    board: &GameBoard,
    first: Side,
    opts: &SuggestOptions,
) -> Result<(bool, f64, String), BalanceError> {
    measure_within(board, first, opts, &Budget::unlimited())
}

/// [`measure`] within `budget`: the solve stops at the earlier of its deadline and
/// `opts.solve_limit` from now ([`super::exact::solve_exact`]; without a clock, judged from
/// the solver's estimate as [`exact_value`] does), and no self-play game starts after it (the
/// first is always played).
///
/// # Errors
/// As [`super::balance::balance`].
pub fn measure_within(
    board: &GameBoard,
    first: Side,
    opts: &SuggestOptions,
    budget: &Budget,
) -> Result<(bool, f64, String), BalanceError> {
    let exact = if opts.solve_limit.is_zero() {
        None
    } else if budget.is_limited() {
        solve_exact(board, &budget.within(opts.solve_limit.as_secs_f64()), None)
            .exact()
            .cloned()
    } else {
        exact_value(board, opts.solve_limit)
    };
    if let Some(e) = exact {
        let v = match first {
            Side::Jackals => &e.jackals_first,
            Side::Lions => &e.lions_first,
        };
        let regions = board.len() as u32;
        let most = f64::from(
            regions.max(1)
                * board
                    .rules
                    .lion_points
                    .max(board.rules.jackal_points)
                    .max(1),
        );
        let d = match (v.winner, v.by, v.points) {
            (None, _, _) => 0.0,
            (Some(_), crate::game::rules::outcome::EndReason::Points, Some([l, j])) => {
                1.0 + f64::from(l.abs_diff(j)) / most
            }
            _ => 2.0,
        };
        return Ok((
            v.winner.is_none(),
            d,
            format!(
                "{} with perfect play when the {first} move first",
                v.describe()
            ),
        ));
    }
    let bopts = BalanceOptions {
        games: opts.games.max(2),
        seed: opts.seed,
        agent: opts.agent,
        mcts_budget: opts.mcts_budget,
    };
    check_options(&bopts)?;
    crate::game::record::setup::game_setup(
        board,
        &mut crate::game::rules::rng::GameRng::new(opts.seed, 1 << 63),
    )?;
    // Game g of a balance run has the jackals first when g is even, the lions when odd.
    let parity = u64::from(first == Side::Lions);
    let results: Vec<(Option<Side>, bool)> = (0..u64::from(opts.games.max(1)))
        .into_par_iter()
        .filter_map(|k| {
            if k >= 1 && budget.expired() {
                return None;
            }
            balance_game(board, &bopts, 2 * k + parity)
        })
        .map(|r| (r.outcome.winner, r.outcome.capped))
        .collect();
    let lions = results
        .iter()
        .filter(|(w, c)| !c && *w == Some(Side::Lions))
        .count() as u64;
    let jackals = results
        .iter()
        .filter(|(w, c)| !c && *w == Some(Side::Jackals))
        .count() as u64;
    let decisive = lions + jackals;
    let ci = wilson(lions, decisive);
    let rate = if decisive == 0 {
        0.5
    } else {
        lions as f64 / decisive as f64
    };
    let v = verdict(decisive, ci);
    let label = super::balance::Strength::new(opts.agent, opts.mcts_budget).label();
    let strength = super::balance::strength_words(&label);
    let evidence = if decisive == 0 {
        format!(
            "in self-play at {strength} from the {first} first ({} games) no game was decisive",
            results.len()
        )
    } else {
        format!(
            "in self-play at {strength} from the {first} first ({} games) the lions win {:.1} % of decisive games (95 % {:.1}–{:.1} %): {}",
            results.len(),
            100.0 * rate,
            100.0 * ci[0],
            100.0 * ci[1],
            v.map_or("none", Verdict::as_str)
        )
    };
    Ok((v == Some(Verdict::Balanced), (rate - 0.5).abs(), evidence))
}

/// Tries the [`changes`] of `board`'s rules, smallest first, stopping at the first that balances
/// it. `progress(change)` is called before each. `now` is the board's own report: a board that
/// is balanced already (a draw with perfect play from its first player when it was solved, else
/// a balanced self-play verdict) gets no suggestion, and the headline says so.
///
/// # Errors
/// As [`super::balance::balance`].
pub fn suggest(
    board: &GameBoard,
    now: &BalanceReport,
    opts: &SuggestOptions,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Suggestion, BalanceError> {
    suggest_within(board, now, opts, &Budget::unlimited(), progress)
}

/// [`suggest`] within `budget`: each change measured by [`measure_within`], and no change tried
/// once the deadline has passed (the first is always tried); those left are
/// [`Suggestion::untried`], and the headline says how many. Without a deadline, the same
/// suggestion as [`suggest`].
///
/// # Errors
/// As [`suggest`].
pub fn suggest_within(
    board: &GameBoard,
    now: &BalanceReport,
    opts: &SuggestOptions,
    budget: &Budget,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Suggestion, BalanceError> {
    let name = board.name.clone().unwrap_or_else(|| "the board".into());
    let first = board.rules.first;
    let already = match &now.exact {
        Some(e) => {
            let v = match first {
                Side::Jackals => &e.jackals_first,
                Side::Lions => &e.lions_first,
            };
            v.winner.is_none().then(|| {
                format!(
                    "{} with perfect play when the {first} move first",
                    v.describe()
                )
            })
        }
        None => (now.verdict == Some(Verdict::Balanced)).then(|| {
            format!(
                "balanced in self-play at {}",
                super::balance::strength_words(&now.strength)
            )
        }),
    };
    if let Some(why) = already {
        return Ok(Suggestion {
            tried: Vec::new(),
            best: None,
            headline: format!("{name} needs no change: {why}"),
            untried: Vec::new(),
        });
    }
    let mut tried: Vec<Tried> = Vec::new();
    let mut untried: Vec<String> = Vec::new();
    for (text, rules) in changes(&board.rules) {
        if !tried.is_empty() && budget.expired() {
            untried.push(text);
            continue;
        }
        progress(&text);
        let mut b = board.clone();
        b.rules = rules;
        // A change the board's set-up cannot be played with is skipped with its reason.
        let (balanced, distance, evidence) = match measure_within(&b, b.rules.first, opts, budget) {
            Ok(m) => m,
            Err(BalanceError::Setup(e)) => (false, f64::INFINITY, format!("not playable: {e}")),
            Err(e) => return Err(e),
        };
        tried.push(Tried {
            change: text,
            evidence,
            balanced,
            distance,
        });
        if balanced {
            break;
        }
    }
    let found = tried.iter().find(|t| t.balanced).cloned();
    let best = found.clone().or_else(|| {
        tried
            .iter()
            .filter(|t| t.distance.is_finite())
            .min_by(|a, b| a.distance.total_cmp(&b.distance))
            .cloned()
    });
    let headline = match (&found, &best) {
        (Some(t), _) if t.evidence.contains("perfect play") => format!(
            "`{}` makes {name} a draw under perfect play ({})",
            t.change, t.evidence
        ),
        (Some(t), _) => format!("`{}` balances {name} ({})", t.change, t.evidence),
        (None, Some(t)) if untried.is_empty() => format!(
            "no single change balances {name}; the nearest is `{}` ({})",
            t.change, t.evidence
        ),
        (None, Some(t)) => format!(
            "{}; the nearest is `{}` ({}); {} not tried within the time budget",
            if tried.len() == 1 {
                format!("the one change tried does not balance {name}")
            } else {
                format!("none of the {} changes tried balances {name}", tried.len())
            },
            t.change,
            t.evidence,
            untried.len()
        ),
        (None, None) => format!("no single change could be measured on {name}"),
    };
    Ok(Suggestion {
        tried,
        best,
        headline,
        untried,
    })
}

#[cfg(test)]
mod tests {
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
        assert_eq!(e.jackals_first.winner, Some(Side::Lions));
        assert_eq!(e.jackals_first.points, Some([2, 1]));
        let s = suggest(&b, &r, &SuggestOptions::default(), &|_| {}).unwrap();
        let changes: Vec<&str> = s.tried.iter().map(|t| t.change.as_str()).collect();
        assert_eq!(changes, ["first: lions", "lion_points: 1"]);
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
            "`lion_points: 1` makes strip a draw under perfect play (a draw, lions 1 to jackals 1 with perfect play when the jackals move first)"
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

    /// An expired budget (a clock that reads 0 and a deadline at 0) plays the first pair of
    /// self-play, the first ladder level's first pair, and the first change, and says what it
    /// left; a budget that never expires gives what the unlimited runs give.
    #[test]
    fn an_expired_budget_does_the_first_step_and_an_ample_one_changes_nothing() {
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
        assert_eq!(r.games, 2);
        assert_eq!(
            r.untried,
            ["self-play: 2 of 20 games played within the time budget"]
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
        assert_eq!(l.levels.len(), 1);
        assert_eq!(l.levels[0].games, 2);
        assert_eq!(
            cut,
            [
                "the ladder: 2 of 8 games at random within the time budget",
                "the ladder: greedy, mcts 50, mcts 100 not climbed within the time budget"
            ]
        );
        let (l2, cut2) = ladder_within(&b, &lopts, &ample, &|_| {}).unwrap();
        assert!(cut2.is_empty());
        assert_eq!(l2, ladder(&b, &lopts, &|_| {}).unwrap());

        // Every change of the strip's rules but the first is left untried; the first is
        // measured by self-play (a solve that cannot finish in no time is not started).
        let now = now(&b);
        let s = suggest_within(&b, &now, &SuggestOptions::default(), &spent, &|_| {}).unwrap();
        let all: Vec<String> = changes(&b.rules).into_iter().map(|(t, _)| t).collect();
        assert_eq!(s.tried.len(), 1);
        assert_eq!(s.tried[0].change, all[0]);
        assert!(
            s.tried[0].evidence.starts_with("in self-play"),
            "{}",
            s.tried[0].evidence
        );
        assert_eq!(s.untried, all[1..]);
        assert!(
            s.headline.starts_with(
                "the one change tried does not balance strip; the nearest is `first: lions`"
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
}
