//! `balance --suggest`: the smallest change of the board or its `game:` options that balances
//! it (issue 42.3).
//!
//! The changes ([`super::changes`]), smallest first: who moves first, the lion count (3 and 4
//! each try the other), the jackal count (one fewer, one more), the points per region of each
//! side and the quiet rounds (one fewer, one more), the combined attack, the fit rule and the
//! freeze rule switched, each lion's start and the pack's moved to a neighbouring region (legal
//! set-ups only); when no single change balances the board, pairs of the nearest singles. Each
//! changed board is measured for the first player it is played with (its `first:`, the changed
//! one for `first: ...`): by its exact value when it can be solved within
//! [`SuggestOptions::solve_limit`] (balanced: a draw under perfect play) or was solved already
//! for the other first player (one solve values both), otherwise by MCTS self-play from that
//! first player (balanced when the 95 % interval of the lions' share of decisive games lies
//! within 40–60 %, [`super::balance::verdict`]). The first change that balances the board is
//! suggested; when none does, the change that comes nearest.

use super::balance::{
    BalanceError, BalanceOptions, BalanceReport, Verdict, balance_game, check_options, exact_value,
    verdict, wilson,
};
use super::balance::{Exact, ExactSide};
use super::budget::Budget;
use super::changes::{Change, edit_words, option_edits, pair, singles};
use super::exact::solve_exact;
use crate::game::rules::board::GameBoard;
use crate::input::game_rules::{GameRules, Side};
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
    /// The change, as it is written in the board file's `game:` section (`first: lions`) or in
    /// words for the pieces and the start (`jackals: 8`, `the pack starts in Marsh`); a pair
    /// joins its two changes with ` and `.
    pub change: String,
    /// How many single changes it makes: 1, or 2 for a pair.
    pub size: u32,
    /// What was measured, in words.
    pub evidence: String,
    /// True when the change balances the board.
    pub balanced: bool,
    /// How far from balanced (0: balanced; a draw for the first player under perfect play, or a
    /// lions' share of 50 %).
    pub distance: f64,
    /// The changed board's exact value for the first player it plays with, when it was solved
    /// (`null`: measured by self-play, or not playable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<ExactSide>,
}

/// What `--suggest` found (`balance --format json`'s `suggestion`,
/// `schemas/game-suggestion.schema.json`).
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

/// The single-option changes of `rules` ([`super::changes::option_edits`]), smallest first, as
/// `(text, rules)`.
pub fn changes(rules: &GameRules) -> Vec<(String, GameRules)> {
    let b = GameBoard::from_tables(&[], &[], &[], 1, 1, rules.clone());
    option_edits(rules)
        .into_iter()
        .map(|e| {
            let mut x = b.clone();
            e.apply_to(&mut x);
            (edit_words(&b, &e), x.rules)
        })
        .collect()
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
    match exact_within(board, opts, budget) {
        Some(e) => Ok(judge(board, &e, first)),
        None => self_play_within(board, first, opts, budget),
    }
}

/// The exact value of `board` within `opts.solve_limit` and `budget` ([`measure_within`]);
/// `None` when not solved.
fn exact_within(board: &GameBoard, opts: &SuggestOptions, budget: &Budget) -> Option<Exact> {
    if opts.solve_limit.is_zero() {
        None
    } else if budget.is_limited() {
        solve_exact(board, &budget.within(opts.solve_limit.as_secs_f64()), None)
            .exact()
            .cloned()
    } else {
        exact_value(board, opts.solve_limit)
    }
}

/// A solved board judged for first player `first`: `(balanced, distance, evidence)` as
/// [`measure`] gives them. Distance: 0 for a draw, 1 plus the margin over the largest margin
/// (regions x the larger points) for a win on points, 2 for a win by elimination.
fn judge(board: &GameBoard, e: &Exact, first: Side) -> (bool, f64, String) {
    let v = side_of(e, first);
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
    (
        v.winner.is_none(),
        d,
        format!(
            "{} with perfect play when the {first} move first",
            v.describe()
        ),
    )
}

fn side_of(e: &Exact, first: Side) -> &ExactSide {
    match first {
        Side::Jackals => &e.jackals_first,
        Side::Lions => &e.lions_first,
    }
}

/// Self-play from `first` within `budget` ([`measure_within`] when the board is not solved).
fn self_play_within(
    board: &GameBoard,
    first: Side,
    opts: &SuggestOptions,
    budget: &Budget,
) -> Result<(bool, f64, String), BalanceError> {
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

/// How many of the nearest single changes are combined in pairs (at most 6 pairs).
pub const PAIR_SINGLES: usize = 4;

/// Tries the changes of `board` ([`super::changes::singles`]: the `game:` options, the lion
/// and jackal counts, the start of the lions and of the pack), smallest first, stopping at the
/// first that balances it; when none does, pairs of the [`PAIR_SINGLES`] nearest singles (the
/// pairs whose singles are nearest first). `progress(change)` is called before each. `now` is
/// the board's own report: a board that is balanced already (a draw with perfect play from its
/// first player when it was solved, else a balanced self-play verdict) gets no suggestion, and
/// the headline says so.
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

/// The solved values a run of [`suggest_within`] shares between its changes: one solve values
/// both first players, so a change that differs from one already solved only in who moves first
/// (`first: lions`, against the board itself) is valued from it ([`Change::solve_key`]).
#[derive(Default)]
struct Solved(Vec<(String, Exact)>);

impl Solved {
    fn get(&self, key: &str) -> Option<&Exact> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, e)| e)
    }
}

/// One change measured: exact when already solved ([`Solved`]) or solvable within the budget,
/// else self-play; a change the set-up cannot be played with is recorded with its reason.
fn try_change(
    board: &GameBoard,
    c: &Change,
    solved: &mut Solved,
    opts: &SuggestOptions,
    budget: &Budget,
) -> Result<Tried, BalanceError> {
    let tried = |(balanced, distance, evidence): (bool, f64, String), value| Tried {
        change: c.text.clone(),
        size: c.size() as u32,
        evidence,
        balanced,
        distance,
        value,
    };
    let Some(b) = c.apply(board) else {
        return Ok(tried(
            (
                false,
                f64::INFINITY,
                "not playable: its set-up is not legal".into(),
            ),
            None,
        ));
    };
    let key = c.solve_key();
    let first = b.rules.first;
    if let Some(e) = solved.get(&key) {
        return Ok(tried(judge(&b, e, first), Some(side_of(e, first).clone())));
    }
    if let Some(e) = exact_within(&b, opts, budget) {
        let t = tried(judge(&b, &e, first), Some(side_of(&e, first).clone()));
        solved.0.push((key, e));
        return Ok(t);
    }
    match self_play_within(&b, first, opts, budget) {
        Ok(m) => Ok(tried(m, None)),
        Err(BalanceError::Setup(e)) => Ok(tried(
            (false, f64::INFINITY, format!("not playable: {e}")),
            None,
        )),
        Err(e) => Err(e),
    }
}

/// [`suggest`] within `budget`: each change measured by [`measure_within`] (or from a solve
/// already made, `Solved`), and no change tried once the deadline has passed (the first is
/// always tried); those left are [`Suggestion::untried`], and the headline says how many.
/// Without a deadline, the same suggestion as [`suggest`].
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
    let own = now.exact.as_ref().map(|e| side_of(e, first).clone());
    let already = match &own {
        Some(v) => v.winner.is_none().then(|| {
            format!(
                "{} with perfect play when the {first} move first",
                v.describe()
            )
        }),
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
    let mut solved = Solved::default();
    if let Some(e) = &now.exact {
        solved.0.push((String::new(), e.clone()));
    }
    let mut tried: Vec<Tried> = Vec::new();
    let mut untried: Vec<String> = Vec::new();
    let ones = singles(board);
    let mut done: Vec<(usize, f64)> = Vec::new();
    for (k, c) in ones.iter().enumerate() {
        if !tried.is_empty() && budget.expired() {
            untried.push(c.text.clone());
            continue;
        }
        progress(&format!("{} ({} of {})", c.text, k + 1, ones.len()));
        let t = try_change(board, c, &mut solved, opts, budget)?;
        let balanced = t.balanced;
        if t.distance.is_finite() {
            done.push((k, t.distance));
        }
        tried.push(t);
        if balanced {
            break;
        }
    }
    if !tried.iter().any(|t| t.balanced) {
        if untried.is_empty() {
            // The nearest singles, combined two by two.
            done.sort_by(|a, b| a.1.total_cmp(&b.1));
            done.truncate(PAIR_SINGLES);
            let mut pairs: Vec<(f64, Change)> = Vec::new();
            for (i, (a, da)) in done.iter().enumerate() {
                for (b, db) in &done[i + 1..] {
                    let (x, y) = if a < b { (a, b) } else { (b, a) };
                    if let Some(p) = pair(board, &ones[*x], &ones[*y]) {
                        pairs.push((da + db, p));
                    }
                }
            }
            pairs.sort_by(|a, b| a.0.total_cmp(&b.0));
            let n = pairs.len();
            for (k, (_, c)) in pairs.into_iter().enumerate() {
                if budget.expired() {
                    untried.push(c.text);
                    continue;
                }
                progress(&format!("{} (pair {} of {n})", c.text, k + 1));
                let t = try_change(board, &c, &mut solved, opts, budget)?;
                let balanced = t.balanced;
                tried.push(t);
                if balanced {
                    break;
                }
            }
        } else {
            untried.push("pairs of the nearest changes".into());
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
        (None, Some(t)) => {
            // The same winner, way and points (the length of the game aside).
            let same = match (&t.value, &own) {
                (Some(v), Some(o)) if (v.winner, v.by, v.points) == (o.winner, o.by, o.points) => {
                    "; it leaves the exact value as it was (no change tried comes nearer)"
                }
                _ => "",
            };
            format!(
                "{}; the nearest is `{}` ({}){same}{}",
                if tried.len() == 1 {
                    format!("the one change tried does not balance {name}")
                } else {
                    format!("none of the {} changes tried balances {name}", tried.len())
                },
                t.change,
                t.evidence,
                if untried.is_empty() {
                    String::new()
                } else {
                    format!("; {} not tried within the time budget", untried.len())
                }
            )
        }
        (None, None) => format!("no change could be measured on {name}"),
    };
    Ok(Suggestion {
        tried,
        best,
        headline,
        untried,
    })
}

#[cfg(test)]
#[path = "suggest_tests.rs"]
mod tests;
