//! `balance --suggest`: the smallest change of the board or its `game:` options that balances
//! it (issue 42.3).
//!
//! The changes ([`super::changes`]), smallest first: who moves first, the lion count (3 and 4
//! each try the other), the jackal count (one fewer, one more), the points per region of each
//! side and the quiet rounds (one fewer, one more), the combined attack, the fit rule and the
//! freeze rule switched, each lion's start and the pack's moved to a neighbouring region (legal
//! set-ups only), the original's readings (issue 40.4: the palm table, the pack count and the
//! pass switched); when no single change balances the board, pairs of the nearest singles. Each
//! changed board is measured for the first player it is played with (its `first:`, the changed
//! one for `first: ...`): by its exact value when it can be solved within
//! [`SuggestOptions::solve_limit`] (balanced: a draw under perfect play) or was solved already
//! for the other first player (one solve values both), otherwise by MCTS self-play from that
//! first player (balanced when the 95 % interval of the lions' share of decisive games lies
//! within 40–60 %, [`super::balance::verdict`]). The first change that balances the board is
//! suggested; when none does, the change that comes nearest.

use super::balance::{
    BalanceError, BalanceOptions, BalanceReport, Verdict, balance_game_within, check_options,
    exact_value, verdict, wilson,
};
use super::balance::{Exact, ExactValue};
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

/// One edit of a change and what it changes as the board has it now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Part {
    /// The edit, as [`Tried::change`] words it (`jackals: 8`, `a lion starts in Oasis`).
    pub change: String,
    /// What it changes, as the board has it now (`9`, `Kopje`, `jackals` for `first: lions`).
    pub now: String,
}

/// One change tried and what it gave.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Tried {
    /// The change, as it is written in the board file's `game:` section (`first: lions`) or in
    /// words for the pieces and the start (`jackals: 8`, `the pack starts in Marsh`); a pair
    /// joins its two changes with ` and `.
    pub change: String,
    /// Its edits (one, or two for a pair), each with the value it replaces.
    #[serde(default)]
    pub parts: Vec<Part>,
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
    pub value: Option<ExactValue>,
    /// The lions' share of decisive self-play games from that first player (0–1): the measure
    /// of a change that was not solved, or the tie-break of a solved one whose exact value
    /// equals another's ([`rank`]); `null` when no self-play was needed or none was decisive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lions_share: Option<f64>,
    /// True when its self-play cannot say whether it balances (no decisive game, or a 95 %
    /// interval that holds 50 % but reaches outside 40–60 %: too few games).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undecided: bool,
}

impl Tried {
    /// The change in words with what it replaces: `jackals: 8 (now 9)`, a pair's two joined
    /// with ` and `; with `ticks`, each change in backticks (`` `jackals: 8` (now 9) ``).
    pub fn words(&self, ticks: bool) -> String {
        if self.parts.is_empty() {
            return self.change.clone();
        }
        self.parts
            .iter()
            .map(|p| {
                if ticks {
                    format!("`{}` (now {})", p.change, p.now)
                } else {
                    format!("{} (now {})", p.change, p.now)
                }
            })
            .collect::<Vec<_>>()
            .join(" and ")
    }
}

/// What a self-play measure found: `(balanced, distance, evidence, lions' share of decisive
/// games, undecided)`.
type Played = (bool, f64, String, Option<f64>, bool);

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
/// the solver's estimate as [`exact_value`] does), and no self-play game starts after it (a
/// game under way then stops and is not counted). When the budget left nothing measured, the
/// evidence says so (not balanced, at an infinite distance).
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
        None => Ok(match self_play_within(board, first, opts, budget)? {
            Some((b, d, e, ..)) => (b, d, e),
            None => (
                false,
                f64::INFINITY,
                format!("not measured: {}", budget.reached_words()),
            ),
        }),
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
    let d = match (v.winner(), v.by, v.points) {
        (None, _, _) => 0.0,
        (Some(_), crate::game::rules::outcome::EndReason::Points, Some(p)) => {
            1.0 + f64::from(p.lions.abs_diff(p.jackals)) / most
        }
        _ => 2.0,
    };
    (
        v.winner().is_none(),
        d,
        format!(
            "{} with perfect play when the {first} move first",
            v.describe()
        ),
    )
}

fn side_of(e: &Exact, first: Side) -> &ExactValue {
    match first {
        Side::Jackals => &e.jackals_first,
        Side::Lions => &e.lions_first,
    }
}

/// Self-play from `first` within `budget` ([`measure_within`] when the board is not solved):
/// no game starts after the deadline, and a game it cuts is not counted; `None` when no game
/// was finished before it.
fn self_play_within(
    board: &GameBoard,
    first: Side,
    opts: &SuggestOptions,
    budget: &Budget,
) -> Result<Option<Played>, BalanceError> {
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
    let stop = || budget.expired();
    let wanted = u64::from(opts.games.max(1));
    let results: Vec<(Option<Side>, bool)> = (0..wanted)
        .into_par_iter()
        .filter_map(|k| {
            if budget.expired() {
                return None;
            }
            balance_game_within(board, &bopts, 2 * k + parity, &stop)
        })
        .filter(|r| !r.cut)
        .map(|r| (r.outcome.winner, r.outcome.capped))
        .collect();
    if results.is_empty() && budget.expired() {
        return Ok(None);
    }
    // "(100 games)", or when the deadline cut them short "(37 of 100 games before the time
    // budget (2 min) was reached)".
    let games = if (results.len() as u64) < wanted {
        format!(
            "{} of {wanted} games before {}",
            results.len(),
            budget.reached_words()
        )
    } else {
        format!("{} games", results.len())
    };
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
        format!("in self-play at {strength} from the {first} first ({games}) no game was decisive")
    } else {
        format!(
            "in self-play at {strength} from the {first} first ({games}) the lions win {:.1} % of decisive games (95 % {:.1}–{:.1} %): {}",
            100.0 * rate,
            100.0 * ci[0],
            100.0 * ci[1],
            v.map_or("none", Verdict::as_str)
        )
    };
    Ok(Some((
        v == Some(Verdict::Balanced),
        (rate - 0.5).abs(),
        evidence,
        (decisive > 0).then_some(rate),
        matches!(v, None | Some(Verdict::Undecided)),
    )))
}

/// Self-play games of the tie-break between solved changes of equal exact value ([`rank`]), at
/// most (fewer when [`SuggestOptions::games`] is fewer): enough to order changes whose
/// self-play lies far apart, cheap beside a solve.
pub const TIE_GAMES: u32 = 20;

/// The rank of a change tried, smaller first (`own`: the board's own exact value for its first
/// player and its distance from a draw (`judge`), when solved): a balanced change first; then
/// by how far its exact value lies from a draw (`Tried::distance`; a change not solved is taken at the board's own distance, 2 when
/// the board is not solved either); at equal distance a change that moves the exact value
/// (another winner, way or points: it crosses or shifts the balance) before one not solved,
/// before one that leaves it as it was; then the self-play share of decisive games closer to
/// 50 % ([`Tried::lions_share`], none: farthest); then the smaller change. Ties keep the order
/// tried (the caller sorts stably). A change that is not playable ranks last.
pub fn rank(t: &Tried, own: Option<(&ExactValue, f64)>) -> (f64, u8, f64, u32) {
    if t.balanced {
        return (-1.0, 0, 0.0, t.size);
    }
    if !t.distance.is_finite() {
        return (f64::INFINITY, 3, 1.0, t.size);
    }
    let (d, moved) = match (&t.value, own) {
        (Some(v), Some((o, _))) => (
            t.distance,
            if (v.winner(), v.by, v.points) == (o.winner(), o.by, o.points) {
                2
            } else {
                0
            },
        ),
        (Some(_), None) => (t.distance, 1),
        (None, Some((_, d))) => (d, 1),
        (None, None) => (2.0, 1),
    };
    // To a millionth, so that 45 % and 55 % lie equally far from 50 % (as floats they do not).
    let sp = t
        .lions_share
        .map_or(1.0, |r| ((r - 0.5).abs() * 1e6).round() / 1e6);
    (d, moved, sp, t.size)
}

fn cmp_rank(a: &(f64, u8, f64, u32), b: &(f64, u8, f64, u32)) -> core::cmp::Ordering {
    a.0.total_cmp(&b.0)
        .then(a.1.cmp(&b.1))
        .then(a.2.total_cmp(&b.2))
        .then(a.3.cmp(&b.3))
}

/// The indices of `tried` from best to worst ([`rank`]; ties in the order tried).
fn ranked(tried: &[Tried], own: Option<(&ExactValue, f64)>) -> Vec<usize> {
    let mut ix: Vec<usize> = (0..tried.len()).collect();
    ix.sort_by(|&a, &b| cmp_rank(&rank(&tried[a], own), &rank(&tried[b], own)));
    ix
}

/// How many of the most promising single changes are combined in pairs (at most 6 pairs).
pub const PAIR_SINGLES: usize = 4;

/// Tries the changes of `board` ([`super::changes::singles`]: the `game:` options, the lion
/// and jackal counts, the start of the lions and of the pack), smallest first, stopping at the
/// first that balances it; when none does, pairs of the [`PAIR_SINGLES`] singles that [`rank`]
/// first (ties of exact value broken by [`TIE_GAMES`] self-play games each), the pairs of the
/// best ranked first (by the sum of their singles' places, then the better first single). The
/// suggestion is the first change that balances, else the change ranked first. `progress(change)` is called before each. `now` is
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
/// `None` when the budget was spent before it was measured (a solve stopped at the deadline is
/// not followed by self-play).
fn try_change(
    board: &GameBoard,
    c: &Change,
    solved: &mut Solved,
    opts: &SuggestOptions,
    budget: &Budget,
) -> Result<Option<Tried>, BalanceError> {
    let tried = |(balanced, distance, evidence, lions_share, undecided): Played, value| Tried {
        change: c.text.clone(),
        parts: c
            .parts
            .iter()
            .map(|(change, now)| Part {
                change: change.clone(),
                now: now.clone(),
            })
            .collect(),
        size: c.size() as u32,
        evidence,
        balanced,
        distance,
        value,
        lions_share,
        undecided,
    };
    let exact = |(b, d, e): (bool, f64, String)| (b, d, e, None, false);
    let Some(b) = c.apply(board) else {
        return Ok(Some(tried(
            exact((
                false,
                f64::INFINITY,
                "not playable: its set-up is not legal".into(),
            )),
            None,
        )));
    };
    let key = c.solve_key();
    let first = b.rules.first;
    if let Some(e) = solved.get(&key) {
        return Ok(Some(tried(
            exact(judge(&b, e, first)),
            Some(side_of(e, first).clone()),
        )));
    }
    if budget.expired() {
        return Ok(None);
    }
    if let Some(e) = exact_within(&b, opts, budget) {
        let t = tried(
            exact(judge(&b, &e, first)),
            Some(side_of(&e, first).clone()),
        );
        solved.0.push((key, e));
        return Ok(Some(t));
    }
    if budget.expired() {
        // The solve ran into the deadline: nothing is left for self-play.
        return Ok(None);
    }
    match self_play_within(&b, first, opts, budget) {
        Ok(m) => Ok(m.map(|m| tried(m, None))),
        Err(BalanceError::Setup(e)) => Ok(Some(tried(
            exact((false, f64::INFINITY, format!("not playable: {e}"))),
            None,
        ))),
        Err(e) => Err(e),
    }
}

/// Breaks the ties of exact value among the changes that could rank in the first `top`
/// ([`rank`]): each solved change of a group of two or more that share their rank but for the
/// self-play is played [`TIE_GAMES`] times from its first player, its share recorded
/// ([`Tried::lions_share`]) and added to its evidence. Within `budget`: none is started once
/// it has expired; returns how many were left unplayed.
#[allow(clippy::too_many_arguments)]
fn break_ties(
    board: &GameBoard,
    tried: &mut [Tried],
    changes: &[Change],
    own: Option<(&ExactValue, f64)>,
    top: usize,
    opts: &SuggestOptions,
    budget: &Budget,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<usize, BalanceError> {
    let order = ranked(tried, own);
    let group = |t: &Tried| {
        let r = rank(t, own);
        (r.0, r.1)
    };
    let mut keys: Vec<(f64, u8)> = order.iter().take(top).map(|&i| group(&tried[i])).collect();
    keys.dedup();
    let mut left = 0;
    for k in keys {
        let members: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&i| group(&tried[i]) == k)
            .collect();
        if members.len() < 2 || !k.0.is_finite() || k.0 < 0.0 {
            continue;
        }
        for i in members {
            if tried[i].value.is_none() || tried[i].lions_share.is_some() {
                continue;
            }
            if budget.expired() {
                left += 1;
                continue;
            }
            let Some(b) = changes[i].apply(board) else {
                continue;
            };
            progress(&format!("{} (self-play to break a tie)", tried[i].change));
            let o = SuggestOptions {
                games: opts.games.clamp(1, TIE_GAMES),
                ..*opts
            };
            let Some((.., evidence, share, _)) = self_play_within(&b, b.rules.first, &o, budget)?
            else {
                left += 1;
                continue;
            };
            tried[i].lions_share = share;
            tried[i].evidence = format!("{}; {evidence}", tried[i].evidence);
        }
    }
    Ok(left)
}

/// [`suggest`] within `budget`: each change measured by [`measure_within`] (or from a solve
/// already made, `Solved`, which costs nothing and is done whatever the budget), and no change
/// measured once the deadline has passed (the one under way then is not counted); those left
/// are [`Suggestion::untried`], and the headline says how many.
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
    let own_side = now.exact.as_ref().map(|e| side_of(e, first).clone());
    let own_distance = now.exact.as_ref().map(|e| judge(board, e, first).1);
    let own = own_side.as_ref().zip(own_distance);
    let already = match &own_side {
        Some(v) => v.winner().is_none().then(|| {
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
    let mut changes: Vec<Change> = Vec::new();
    let mut untried: Vec<String> = Vec::new();
    let ones = singles(board);
    for (k, c) in ones.iter().enumerate() {
        if budget.expired() && solved.get(&c.solve_key()).is_none() {
            untried.push(c.text.clone());
            continue;
        }
        // Numbered as the end counts them: every change tried, the pairs after the singles.
        progress(&format!(
            "{} (change {}: single {} of {})",
            c.text,
            tried.len() + 1,
            k + 1,
            ones.len()
        ));
        let Some(t) = try_change(board, c, &mut solved, opts, budget)? else {
            untried.push(c.text.clone());
            continue;
        };
        let balanced = t.balanced;
        tried.push(t);
        changes.push(c.clone());
        if balanced {
            break;
        }
    }
    let mut ties_left = 0;
    if !tried.iter().any(|t| t.balanced) {
        if untried.is_empty() {
            // The most promising singles, combined two by two.
            ties_left += break_ties(
                board,
                &mut tried,
                &changes,
                own,
                PAIR_SINGLES,
                opts,
                budget,
                progress,
            )?;
            let best: Vec<usize> = ranked(&tried, own)
                .into_iter()
                .filter(|&i| tried[i].distance.is_finite())
                .take(PAIR_SINGLES)
                .collect();
            // Pairs of the singles ranked i and j (i < j), by i + j, then i.
            let mut pairs: Vec<(usize, usize, Change)> = Vec::new();
            for (i, a) in best.iter().enumerate() {
                for (j, b) in best.iter().enumerate().skip(i + 1) {
                    let (x, y) = if a < b { (a, b) } else { (b, a) };
                    if let Some(p) = pair(board, &changes[*x], &changes[*y]) {
                        pairs.push((i + j, i, p));
                    }
                }
            }
            pairs.sort_by_key(|p| (p.0, p.1));
            let n = pairs.len();
            for (k, (.., c)) in pairs.into_iter().enumerate() {
                if budget.expired() && solved.get(&c.solve_key()).is_none() {
                    untried.push(c.text);
                    continue;
                }
                progress(&format!(
                    "{} (change {}: pair {} of {n})",
                    c.text,
                    tried.len() + 1,
                    k + 1
                ));
                let Some(t) = try_change(board, &c, &mut solved, opts, budget)? else {
                    untried.push(c.text);
                    continue;
                };
                let balanced = t.balanced;
                tried.push(t);
                changes.push(c);
                if balanced {
                    break;
                }
            }
        } else {
            untried.push("pairs of the nearest changes".into());
        }
    }
    let found = tried.iter().find(|t| t.balanced).cloned();
    if found.is_none() {
        ties_left += break_ties(board, &mut tried, &changes, own, 1, opts, budget, progress)?;
    }
    if ties_left > 0 {
        untried.push(format!(
            "the self-play tie-break of {ties_left} {} of equal exact value",
            if ties_left == 1 { "change" } else { "changes" }
        ));
    }
    let best = found.clone().or_else(|| {
        ranked(&tried, own)
            .first()
            .map(|&i| &tried[i])
            .filter(|t| t.distance.is_finite())
            .cloned()
    });
    let headline = match (&found, &best) {
        (Some(t), _) if t.evidence.contains("perfect play") => format!(
            "{} makes {name} a draw under perfect play ({})",
            t.words(true),
            t.evidence
        ),
        (Some(t), _) => format!("{} balances {name} ({})", t.words(true), t.evidence),
        (None, Some(t)) => {
            // The same winner, way and points (the length of the game aside).
            let same = match (&t.value, &own_side) {
                (Some(v), Some(o))
                    if (v.winner(), v.by, v.points) == (o.winner(), o.by, o.points) =>
                {
                    "; it leaves the exact value as it was (no change tried comes nearer)"
                }
                _ => "",
            };
            let undecided = tried.iter().filter(|t| t.undecided).count();
            let opening = match (tried.len(), undecided) {
                (1, 1) => format!(
                    "the one change tried is undecided on {name} (too few games to say whether it balances it)"
                ),
                (1, _) => format!("the one change tried does not balance {name}"),
                (n, 0) => format!("none of the {n} changes tried balances {name}"),
                (n, u) => format!(
                    "none of the {n} changes tried is shown to balance {name} ({u} undecided: too few games to say)"
                ),
            };
            format!(
                "{opening}; the nearest is {} ({}){same}{}",
                t.words(true),
                t.evidence,
                if untried.is_empty() {
                    String::new()
                } else {
                    format!("; {} not tried within the time budget", untried.len())
                }
            )
        }
        (None, None) if !untried.is_empty() => format!(
            "no change was measured on {name} before {}: {} not tried",
            budget.reached_words(),
            untried.len()
        ),
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
