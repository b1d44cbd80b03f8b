//! Balance by self-play: many games between two copies of one agent, in pairs (each set-up once
//! with each side first), in parallel, reported with 95 % Wilson intervals, as general game
//! systems such as Ludii measure a game's balance (Browne, Piette, Stephenson et al., "Ludii: the
//! Ludemic General Game System", ECAI 2020: balance, draws, first-player advantage, length).

use crate::game::players::play::{GameResult, play_game_within};
use crate::game::players::{AgentKind, DEFAULT_MCTS_BUDGET};
use crate::game::record::setup::game_setup;
use crate::game::rules::board::GameBoard;
use crate::game::rules::outcome::EndReason;
use crate::game::rules::position::Position;
use crate::game::rules::rng::GameRng;
use crate::input::game_rules::{GameRules, Side};
use crate::validated::KindMap;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

pub use super::strength::{
    DecisiveShare, Ladder, LadderVerdict, Level, SkillStep, Strength, Verdict,
};

/// z for a two-sided 95 % interval: the 0.975 quantile of the standard normal distribution.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The 95 % Wilson score interval of a proportion: `k` successes in `n` trials (Wilson 1927).
/// `[0, 1]` when `n = 0`.
///
/// ```
/// let [lo, hi] = savanna::game::balance::wilson(60, 100);
/// assert!((lo - 0.502).abs() < 5e-4 && (hi - 0.691).abs() < 5e-4);
/// ```
pub fn wilson(k: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = Z95 / denom * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

/// What to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BalanceOptions {
    /// Games: an even number from 2 to [`MAX_GAMES`] (games come in pairs).
    pub games: u32,
    /// Seed of every random number (set-ups and agents).
    pub seed: u64,
    /// The agent playing both sides (default MCTS: uniform play is a lions' win on every board
    /// and tells a designer nothing about the board).
    pub agent: AgentKind,
    /// MCTS iterations per decision (per turn for `mcts`, per group move for `uct`).
    pub mcts_budget: u32,
}

impl Default for BalanceOptions {
    fn default() -> Self {
        BalanceOptions {
            games: 1000,
            seed: 1,
            agent: AgentKind::Mcts,
            mcts_budget: DEFAULT_MCTS_BUDGET,
        }
    }
}

/// Wins of one side.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SideReport {
    /// Games won.
    pub wins: u64,
    /// Share of all games.
    pub rate: f64,
    /// 95 % Wilson interval of `rate`.
    pub ci95: [f64; 2],
    /// Wins by taking every enemy piece.
    pub by_elimination: u64,
    /// Wins on points.
    pub on_points: u64,
}

/// A count with its rate and interval.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Share {
    /// How many.
    pub count: u64,
    /// Share of the games it is counted over.
    pub rate: f64,
    /// 95 % Wilson interval of `rate`.
    pub ci95: [f64; 2],
}

/// Game length in rounds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Length {
    /// Mean.
    pub mean: f64,
    /// Median.
    pub median: f64,
    /// 90th percentile (nearest rank).
    pub p90: f64,
}

/// Mean captures per game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct CapturesReport {
    /// Jackals the lions captured, per game.
    pub lions: f64,
    /// Lions the jackals captured, per game.
    pub jackals: f64,
}

/// Moves refused because they would not fit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Refusals {
    /// Over all games: turns in which some group move into a region was refused only for fit.
    pub total: u64,
    /// The same per region id (regions with none left out).
    pub by_region: KindMap<u64>,
}

/// How often each side holds a region.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Occupancy {
    /// Share of turn ends at which the lions hold it.
    pub lions: f64,
    /// Share of turn ends at which the jackals hold it.
    pub jackals: f64,
}

/// The lowest and highest lions' share of decisive games whose whole interval counts as balanced.
pub const BALANCED_RANGE: [f64; 2] = [0.4, 0.6];

/// The verdict from the 95 % interval `ci95` of the lions' share of `decisive` games: balanced
/// when the interval lies within [`BALANCED_RANGE`], favouring a side when the interval excludes
/// 50 %, otherwise undecided; `None` (no verdict) when no game was decisive.
pub fn verdict(decisive: u64, ci95: [f64; 2]) -> Option<Verdict> {
    Some(if decisive == 0 {
        return None;
    } else if ci95[0] >= BALANCED_RANGE[0] && ci95[1] <= BALANCED_RANGE[1] {
        Verdict::Balanced
    } else if ci95[0] > 0.5 {
        Verdict::FavoursLions
    } else if ci95[1] < 0.5 {
        Verdict::FavoursJackals
    } else {
        Verdict::Undecided
    })
}

/// How long `balance` lets the solver try a board by default before it climbs the strength
/// ladder instead.
pub const DEFAULT_SOLVE_LIMIT: core::time::Duration = core::time::Duration::from_secs(60);

/// Placements x sides the solver values a second, to judge from its estimate whether a board
/// is solved within `balance`'s limit. Measured with `savanna solve` (release build, both
/// cores of the 2-core machine, quiet), with the jackals' quiet turns as graphs:
/// `savanna generate --regions 8 --seed 1` (1.61 million) in 3.5 s, 460 000 a second;
/// examples/classic.yaml (12.1 million) in 35 s, 345 000 a second; `--regions 12 --seed 1`
/// (69.5 million) in 340 s, 204 000 a second. The rate falls as boards grow (the lions' turn
/// lists grow faster than the graphs), and a shared machine is slower, so it is set below
/// classic's: 250 000 (classic is estimated at 48 s, within the default minute).
pub const SOLVE_WORK_PER_SECOND: f64 = 250_000.0;

/// Most memory `balance` lets the solver hold (2 GB).
pub const SOLVE_MEMORY: u64 = 2 << 30;

/// The board's value under perfect play for both first players ([`crate::game::solve::solve`]), when
/// the solver's own estimate ([`crate::game::solve::estimate`]) says it can be solved within `limit`
/// (at [`SOLVE_WORK_PER_SECOND`]) and [`SOLVE_MEMORY`]; `None` otherwise, or when the solver
/// refuses the board (an option not solved yet, no set-up in the board file).
pub fn exact_value(board: &GameBoard, limit: core::time::Duration) -> Option<Exact> {
    use crate::game::solve::{Limits, estimate, solve};
    let est = estimate(board).ok()?;
    if est.work as f64 / SOLVE_WORK_PER_SECOND > limit.as_secs_f64()
        || est.value_bytes > SOLVE_MEMORY
    {
        return None;
    }
    let limits = Limits {
        max_memory: Some(SOLVE_MEMORY),
        ..Limits::default()
    };
    let sol = solve(board, &[Side::Jackals, Side::Lions], &limits).ok()?;
    Some(exact_of(
        sol.jackals_first.as_ref()?,
        sol.lions_first.as_ref()?,
    ))
}

/// The board's value under perfect play for both first players, read from a solved `table`
/// (`savanna solve BOARD -o TABLE`, which must belong to `board` and its rules:
/// [`crate::game::solve::Table::read`] checks that); `None` when the board has no set-up to value.
pub fn exact_from_table(board: &GameBoard, table: &crate::game::solve::Table) -> Option<Exact> {
    use crate::game::solve::{first_value, setup_of};
    let setup = setup_of(board).ok()?;
    Some(exact_of(
        &first_value(board, table, &setup, Side::Jackals),
        &first_value(board, table, &setup, Side::Lions),
    ))
}

/// The exact value of both first players in balance's terms.
pub fn exact_of(
    jackals_first: &crate::game::solve::FirstValue,
    lions_first: &crate::game::solve::FirstValue,
) -> Exact {
    Exact {
        jackals_first: jackals_first.value.clone(),
        lions_first: lions_first.value.clone(),
    }
}

/// The most games one balance run plays.
pub const MAX_GAMES: u32 = 10_000_000;

/// Why a balance run cannot be played; the message says what to change.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BalanceError {
    /// The agent is `human`.
    #[error("balance needs a computer agent: random, greedy or mcts")]
    HumanAgent,
    /// Fewer than 2 or more than [`MAX_GAMES`] games (the number given).
    #[error(
        "--games {0}: a balance run plays from 2 to {MAX_GAMES} games (in pairs: each set-up once with each side first)"
    )]
    GamesOutOfRange(u32),
    /// An odd number of games (games come in pairs).
    #[error(
        "--games {0}: games come in pairs (each set-up once with each side first); give an even number, e.g. {next}",
        next = .0 + 1
    )]
    OddGames(u32),
    /// The MCTS budget is out of range.
    #[error(transparent)]
    Budget(#[from] crate::game::players::BudgetError),
    /// The board's set-up cannot start a game, or none can be drawn.
    #[error(transparent)]
    Setup(#[from] crate::game::record::SetupError),
}

/// Checks the options before any game is played.
///
/// # Errors
/// [`BalanceError`] when the games are not an even number from 2 to [`MAX_GAMES`] (games come in
/// pairs), the MCTS budget is outside [`crate::game::players::params::MCTS_BUDGET_RANGE`], or the agent is
/// `human`.
pub fn check_options(opts: &BalanceOptions) -> Result<(), BalanceError> {
    if opts.agent == AgentKind::Human {
        return Err(BalanceError::HumanAgent);
    }
    if opts.games < 2 || opts.games > MAX_GAMES {
        return Err(BalanceError::GamesOutOfRange(opts.games));
    }
    if !opts.games.is_multiple_of(2) {
        return Err(BalanceError::OddGames(opts.games));
    }
    if opts.agent == AgentKind::Mcts {
        crate::game::players::check_budget(opts.mcts_budget)?;
    }
    Ok(())
}

/// A strength label ([`BalanceReport::strength`]: `random`, `mcts 800`, `perfect`) as sentences
/// name it: the perfect agent's is `perfect play`, the others as they are.
///
/// ```
/// use savanna::game::balance::strength_words;
/// assert_eq!(strength_words("perfect"), "perfect play");
/// assert_eq!(strength_words("mcts 800"), "mcts 800");
/// ```
pub fn strength_words(label: &str) -> &str {
    if label == "perfect" {
        "perfect play"
    } else {
        label
    }
}

/// The report of [`balance`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(title = "savanna balance report")]
pub struct BalanceReport {
    /// Games played.
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// The agent playing both sides.
    pub agent: AgentKind,
    /// MCTS iterations per decision (only for `mcts`: per turn).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcts_budget: Option<u32>,
    /// The board's name.
    pub board: Option<String>,
    /// The rules played.
    pub rules: GameRules,
    /// The lions' wins (games that reached the cap left out).
    pub lions: SideReport,
    /// The jackals' wins (games that reached the cap left out).
    pub jackals: SideReport,
    /// Drawn games (equal points; games that reached the cap left out).
    pub draws: Share,
    /// Games that reached `max_rounds`, reported apart (rule 6): not wins, draws or decisive
    /// games; lions + jackals + draws + capped = games.
    pub capped: Share,
    /// The first mover's share of the decisive games.
    pub first_player_advantage: DecisiveShare,
    /// The lions' share of the decisive games (what the verdict reads).
    pub lions_share: DecisiveShare,
    /// Ludii's balance: `1 - |lions' rate - jackals' rate|` over the decisive games (1: even);
    /// `null` when no game was decisive.
    pub balance: Option<f64>,
    /// Rounds per game.
    pub length: Length,
    /// Mean captures per game.
    pub captures: CapturesReport,
    /// Moves refused because they do not fit.
    pub capacity_refusals: Refusals,
    /// Region id -> share of turn ends each side holds it.
    pub occupancy: KindMap<Occupancy>,
    /// Which side the board favours at this strength of self-play; `null` when no game was
    /// decisive (every game drawn or capped): nothing to read a verdict from.
    pub verdict: Option<Verdict>,
    /// The strength every figure above was measured at: `random`, `greedy`, `mcts 200`.
    pub strength: String,
    /// The board's value under perfect play, when it was solved within the limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<Exact>,
    /// The strength ladder and skill trace, when it was climbed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ladder: Option<Ladder>,
    /// The summary in words that does not hang on one strength: the exact value under perfect
    /// play when the board was solved (then how it plays at the strengths measured), else the
    /// ladder's verdict when it was climbed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    /// What the time budget left undone, one sentence each ("self-play: 60 of 200 games
    /// played within the time budget"); empty when nothing was (then the report is the same on
    /// every run).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untried: Vec<String>,
}

/// The value of one start under perfect play: the solver's [`ExactValue`], the shape `savanna
/// solve --format json` gives each first player.
pub use crate::game::solve::ExactValue;

/// Which of the two players: the one that moves first or the one that moves second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    /// The player that moves first.
    First,
    /// The player that moves second.
    Second,
}

impl Mover {
    /// `first` or `second` (the catalogue's argument).
    pub fn as_str(self) -> &'static str {
        match self {
            Mover::First => "first",
            Mover::Second => "second",
        }
    }
}

/// The board's set-up under perfect play, for each first player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Exact {
    /// Jackals move first.
    pub jackals_first: ExactValue,
    /// Lions move first.
    pub lions_first: ExactValue,
}

impl Exact {
    /// When each side wins from one start, which (each wins one game of a pair, so the board
    /// is fair when the players take turns to start): "the side that moves first wins; ...",
    /// or second; `None` otherwise.
    pub fn taking_turns(&self) -> Option<&'static str> {
        self.turns_winner().map(|m| match m {
            Mover::First => {
                "the side that moves first wins; the board is fair when the players take turns to start"
            }
            Mover::Second => {
                "the side that moves second wins; the board is fair when the players take turns to start"
            }
        })
    }

    /// When each side wins from one start, which player wins: the one that moves first (the
    /// jackals when they start, the lions when they do) or second; `None` otherwise.
    pub fn turns_winner(&self) -> Option<Mover> {
        match (self.jackals_first.winner(), self.lions_first.winner()) {
            (Some(Side::Jackals), Some(Side::Lions)) => Some(Mover::First),
            (Some(Side::Lions), Some(Side::Jackals)) => Some(Mover::Second),
            _ => None,
        }
    }

    /// True when perfect play draws from both first players.
    pub fn is_draw(&self) -> bool {
        self.jackals_first.winner().is_none() && self.lions_first.winner().is_none()
    }

    /// How far from a draw for both first players, which side the board leans to counting
    /// first: each start has a lean, positive for the lions, negative for the jackals (0 a draw,
    /// 2 an elimination, 1 plus its point margin over the largest margin a win on points), and
    /// the distance is `2 |sum of the leans| + (sum of their sizes) / 2`. So 0 is a draw for
    /// both; a board where each side wins when it moves first (leans that cancel: each side
    /// wins one game of a pair) comes before one where a side wins from both starts, or from
    /// one start and draws from the other, since who the board favours matters more than how
    /// decisive its games are.
    ///
    /// ```
    /// use savanna::game::balance::{Exact, ExactValue};
    /// use savanna::game::solve::Points;
    /// use savanna::game::{EndReason, GameRules, Side};
    /// let side = |winner, by, points| ExactValue::new(winner, by, points, 9, 17, 21);
    /// let draw = side(None, EndReason::Points, Some(Points { lions: 4, jackals: 4 }));
    /// let lions_by_one = side(Some(Side::Lions), EndReason::Points, Some(Points { lions: 5, jackals: 4 }));
    /// let elim = |w| side(Some(w), EndReason::Elimination, None);
    /// let d = |j: &ExactValue, l: &ExactValue| Exact { jackals_first: j.clone(), lions_first: l.clone() }
    ///     .distance_from_draw(&GameRules::default(), 10);
    /// assert_eq!(d(&draw, &draw), 0.0);
    /// // Each side wins when it moves first: leans -2 and +2 cancel; sizes 4.
    /// assert_eq!(d(&elim(Side::Jackals), &elim(Side::Lions)), 2.0);
    /// // The lions win by one point (of 20) from one start, a draw from the other.
    /// let lean = 1.0 + 1.0 / 20.0;
    /// assert_eq!(d(&lions_by_one, &draw), 2.0 * lean + lean / 2.0);
    /// // The jackals win from both starts.
    /// assert_eq!(d(&elim(Side::Jackals), &elim(Side::Jackals)), 8.0 + 2.0);
    /// ```
    pub fn distance_from_draw(&self, rules: &GameRules, regions: u32) -> f64 {
        let most = f64::from(regions.max(1) * rules.lion_points.max(rules.jackal_points).max(1));
        let leans = [&self.jackals_first, &self.lions_first].map(|s| {
            let size = match (s.winner(), s.by, s.points) {
                (None, _, _) => 0.0,
                (Some(_), EndReason::Points, Some(p)) => {
                    1.0 + f64::from(p.lions.abs_diff(p.jackals)) / most
                }
                _ => 2.0,
            };
            if s.winner() == Some(Side::Jackals) {
                -size
            } else {
                size
            }
        });
        2.0 * (leans[0] + leans[1]).abs() + (leans[0].abs() + leans[1].abs()) / 2.0
    }
}

impl BalanceReport {
    /// The verdict's words, `none` when there is no verdict.
    pub fn verdict_text(&self) -> &'static str {
        self.verdict.map_or("none", Verdict::as_str)
    }
}

fn r4(x: f64) -> f64 {
    (x * 1e4).round() / 1e4
}

fn share(count: u64, n: u64) -> Share {
    let ci = wilson(count, n);
    Share {
        count,
        rate: r4(if n == 0 { 0.0 } else { count as f64 / n as f64 }),
        ci95: [r4(ci[0]), r4(ci[1])],
    }
}

/// Plays game number `g` of a balance run: set-up from stream `(seed, 2^63 + g / 2)` (both games
/// of a pair share it), jackals first in even games and lions first in odd ones, agents' numbers
/// from stream `(seed, g)`. `None` when no set-up can be drawn.
pub fn balance_game(board: &GameBoard, opts: &BalanceOptions, g: u64) -> Option<GameResult> {
    balance_game_within(board, opts, g, &crate::game::players::never)
}

/// [`balance_game`] stopped once `stop()` is true
/// ([`crate::game::players::play::play_game_within`]: the game is then returned cut).
pub fn balance_game_within(
    board: &GameBoard,
    opts: &BalanceOptions,
    g: u64,
    stop: crate::game::players::Stop,
) -> Option<GameResult> {
    let mut srng = GameRng::new(opts.seed, (1u64 << 63) | (g / 2));
    let setup = game_setup(board, &mut srng).ok()?;
    let first = if g.is_multiple_of(2) {
        Side::Jackals
    } else {
        Side::Lions
    };
    let start = Position::start(board, &setup.lions, setup.jackals, first);
    let mut rng = GameRng::new(opts.seed, g);
    let mut a = opts.agent.make(opts.mcts_budget)?;
    let mut b = opts.agent.make(opts.mcts_budget)?;
    Some(play_game_within(
        board,
        start,
        [a.as_mut(), b.as_mut()],
        &mut rng,
        false,
        stop,
    ))
}

/// Plays `opts.games` games (an even number) on rayon's pool and reports. The same options
/// give the same report whatever the number of threads (games are numbered; results are
/// gathered in game order). `progress` is called once per game played.
///
/// # Errors
/// [`BalanceError::Setup`] when the board's set-up cannot start a game or none can be drawn
/// (too few lion regions, no region for the pack), or the options are refused by [`check_options`].
pub fn balance(
    board: &GameBoard,
    opts: &BalanceOptions,
    progress: &(dyn Fn() + Sync),
) -> Result<BalanceReport, BalanceError> {
    balance_within(board, opts, &super::budget::Budget::unlimited(), progress)
}

/// [`balance`] within `budget`: no game starts once its deadline has passed, and a game under
/// way then stops within a move (within one search iteration of an MCTS agent) and is not
/// counted: the report is over the pairs of games finished in full, and
/// [`BalanceReport::untried`] says how many of `opts.games` were played and how many were cut
/// ([`super::budget::cut_words`]). An expired budget plays no game. Without a deadline, the same report as
/// [`balance`].
///
/// # Errors
/// As [`balance`].
pub fn balance_within(
    board: &GameBoard,
    opts: &BalanceOptions,
    budget: &super::budget::Budget,
    progress: &(dyn Fn() + Sync),
) -> Result<BalanceReport, BalanceError> {
    check_options(opts)?;
    let games = u64::from(opts.games);
    crate::game::record::setup::game_setup(board, &mut GameRng::new(opts.seed, 1 << 63))?;
    let stop = || budget.expired();
    // Per game: `None` when not started (the deadline had passed), else the game (or `None`
    // when no set-up could be drawn for it), which may have been cut at the deadline.
    let played: Vec<Option<Option<GameResult>>> = (0..games)
        .into_par_iter()
        .map(|g| {
            if budget.expired() {
                return None;
            }
            let r = balance_game_within(board, opts, g, &stop);
            progress();
            Some(r)
        })
        .collect();
    let (results, counted, cut, unpaired) =
        super::budget::paired(&played, 2, |r: &GameResult| r.cut);
    let mut r = report(board, opts, &results);
    if counted < games {
        r.untried.push(format!(
            "self-play: {counted} of {games} games played before {}{}",
            budget.reached_words(),
            super::budget::cut_words(cut, unpaired)
        ));
    }
    Ok(r)
}

/// Summarises played games (in order) into a report.
pub fn report(board: &GameBoard, opts: &BalanceOptions, results: &[GameResult]) -> BalanceReport {
    let n = results.len() as u64;
    let side = |s: Side| {
        let won: Vec<&GameResult> = results
            .iter()
            .filter(|r| r.outcome.winner == Some(s) && !r.outcome.capped)
            .collect();
        let wins = won.len() as u64;
        let by_elimination = won
            .iter()
            .filter(|r| r.outcome.reason == EndReason::Elimination)
            .count() as u64;
        let sh = share(wins, n);
        SideReport {
            wins,
            rate: sh.rate,
            ci95: sh.ci95,
            by_elimination,
            on_points: wins - by_elimination,
        }
    };
    let lions = side(Side::Lions);
    let jackals = side(Side::Jackals);
    let decisive = lions.wins + jackals.wins;
    let capped_games = results.iter().filter(|r| r.outcome.capped).count() as u64;
    let draws = share(n - decisive - capped_games, n);
    let capped = share(capped_games, n);
    let first_wins = results
        .iter()
        .filter(|r| r.outcome.winner == Some(r.first) && !r.outcome.capped)
        .count() as u64;
    let dshare = |k: u64| {
        let s = share(k, decisive);
        DecisiveShare {
            rate: (decisive > 0).then_some(s.rate),
            ci95: (decisive > 0).then_some(s.ci95),
            decisive,
        }
    };
    let lions_share = dshare(lions.wins);
    let balance = (decisive > 0)
        .then(|| r4(1.0 - (lions.wins as f64 - jackals.wins as f64).abs() / decisive as f64));
    let mut lengths: Vec<u32> = results.iter().map(|r| r.outcome.rounds).collect();
    lengths.sort_unstable();
    let rank = |q: f64| -> f64 {
        if lengths.is_empty() {
            return 0.0;
        }
        let i = ((q * lengths.len() as f64).ceil() as usize).clamp(1, lengths.len()) - 1;
        f64::from(lengths[i])
    };
    let median = if lengths.is_empty() {
        0.0
    } else if lengths.len() % 2 == 1 {
        f64::from(lengths[lengths.len() / 2])
    } else {
        (f64::from(lengths[lengths.len() / 2 - 1]) + f64::from(lengths[lengths.len() / 2])) / 2.0
    };
    let mean = |f: &dyn Fn(&GameResult) -> f64| {
        if n == 0 {
            0.0
        } else {
            r4(results.iter().map(f).sum::<f64>() / n as f64)
        }
    };
    let length = Length {
        mean: mean(&|r| f64::from(r.outcome.rounds)),
        median,
        p90: rank(0.9),
    };
    let captures = CapturesReport {
        lions: mean(&|r| f64::from(r.jackals_taken)),
        jackals: mean(&|r| f64::from(r.lions_taken)),
    };
    let regions = board.len();
    let mut by_region = KindMap::new();
    let mut total = 0u64;
    let mut occupancy = KindMap::new();
    let samples: u64 = results.iter().map(|r| u64::from(r.samples)).sum();
    for i in 0..regions {
        let refused: u64 = results.iter().map(|r| u64::from(r.refusals[i])).sum();
        total += refused;
        if refused > 0 {
            by_region.insert((i + 1).to_string(), refused);
        }
        let held = |f: &dyn Fn(&GameResult) -> u32| -> f64 {
            if samples == 0 {
                0.0
            } else {
                r4(results.iter().map(|r| u64::from(f(r))).sum::<u64>() as f64 / samples as f64)
            }
        };
        occupancy.insert(
            (i + 1).to_string(),
            Occupancy {
                lions: held(&|r| r.held_by_lions[i]),
                jackals: held(&|r| r.held_by_jackals[i]),
            },
        );
    }
    let verdict = verdict(decisive, share(lions.wins, decisive).ci95);
    BalanceReport {
        games: n,
        seed: opts.seed,
        agent: opts.agent,
        mcts_budget: (opts.agent == AgentKind::Mcts).then_some(opts.mcts_budget),
        board: board.name.clone(),
        rules: board.rules.clone(),
        lions,
        jackals,
        draws,
        capped: Share {
            count: capped.count,
            rate: capped.rate,
            ci95: capped.ci95,
        },
        first_player_advantage: dshare(first_wins),
        lions_share,
        balance,
        length,
        captures,
        capacity_refusals: Refusals { total, by_region },
        occupancy,
        verdict,
        strength: Strength::new(opts.agent, opts.mcts_budget).label(),
        exact: None,
        ladder: None,
        summary: None,
        untried: Vec::new(),
    }
}
