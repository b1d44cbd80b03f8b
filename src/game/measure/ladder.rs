//! The strength ladder: self-play at rising strengths (random, greedy, then MCTS at doubling
//! budgets) and a skill trace (each level against the one below it, both colours), so that a
//! verdict is given only when it no longer moves with the players' strength.
//!
//! A verdict read from one strength of self-play says how that agent plays the board, not how
//! the board is: on examples/classic.yaml uniform play is a 91 % lions' win and MCTS at 3200
//! iterations per action a 51 % one, while perfect play is a jackals' win (issue 27). General game
//! systems meet the same problem with a *skill trace* (Ludii: the win rate of each agent against
//! the one below it; a game whose trace stays significant is "deep" at those strengths): while a
//! stronger agent still beats the weaker one, a stronger pair of players may read the board
//! differently.
//!
//! The ladder **converges** when the last two levels' lions' shares of decisive games agree
//! within their 95 % intervals (the intervals overlap) and the top skill step is no longer
//! significant (its 95 % interval of the stronger agent's share of decisive games holds 50 %).
//! Only then is the top level's verdict reported; otherwise the verdict is
//! [`LadderVerdict::Unresolved`], naming what was seen. Games are numbered and seeded as in
//! [`super::balance`], so the same options give the same ladder whatever the thread count.

use super::balance::{
    BalanceError, BalanceOptions, DecisiveShare, Ladder, LadderVerdict, Level, SkillStep, Strength,
    Verdict, balance_within, wilson,
};
use super::budget::Budget;
use crate::game::players::AgentKind;
use crate::game::players::play::{GameResult, play_game_within};
use crate::game::record::setup::game_setup;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::Position;
use crate::game::rules::rng::GameRng;
use crate::input::game_rules::Side;
use rayon::prelude::*;

/// The ladder's first MCTS budget by default (iterations per decision: per turn for `mcts`).
pub const DEFAULT_LADDER_FROM: u32 = 50;
/// The ladder's highest MCTS budget by default: the ladder climbs by doubling from
/// [`DEFAULT_LADDER_FROM`] until it converges or reaches this budget.
pub const DEFAULT_LADDER_TO: u32 = 800;
/// Games per ladder level and per skill step by default: 400 decisive games give a 95 % interval
/// of about ±5 points at 50 %, enough to see a 5-point step.
pub const DEFAULT_LADDER_GAMES: u32 = 400;

/// What the ladder runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LadderOptions {
    /// Games per level and per skill step (an even number, at least 4; skill steps play them in
    /// fours: each set-up with each side first and the stronger agent on each side).
    pub games: u32,
    /// Seed of every random number.
    pub seed: u64,
    /// The first MCTS budget.
    pub from: u32,
    /// The highest MCTS budget (the ladder doubles from `from` and stops at or below it).
    pub to: u32,
}

impl Default for LadderOptions {
    fn default() -> Self {
        LadderOptions {
            games: DEFAULT_LADDER_GAMES,
            seed: 1,
            from: DEFAULT_LADDER_FROM,
            to: DEFAULT_LADDER_TO,
        }
    }
}

impl LadderOptions {
    /// The levels: random, greedy, then `mcts from`, `mcts 2·from`, ... up to `to` (from `to`
    /// alone when `to < from`).
    pub fn levels(&self) -> Vec<Strength> {
        let mut v = vec![
            Strength::new(AgentKind::Random, 0),
            Strength::new(AgentKind::Greedy, 0),
        ];
        let mut b = self.from.min(self.to).max(1);
        while b <= self.to {
            v.push(Strength::new(AgentKind::Mcts, b));
            match b.checked_mul(2) {
                Some(n) => b = n,
                None => break,
            }
        }
        v
    }
}

fn dshare(k: u64, n: u64) -> DecisiveShare {
    let r4 = |x: f64| (x * 1e4).round() / 1e4;
    let c = wilson(k, n);
    DecisiveShare {
        rate: (n > 0).then(|| r4(k as f64 / n as f64)),
        ci95: (n > 0).then(|| [r4(c[0]), r4(c[1])]),
        decisive: n,
    }
}

/// Self-play at `s`: [`balance`](super::balance::balance) with `games` games.
///
/// # Errors
/// As [`balance`](super::balance::balance).
pub fn level(board: &GameBoard, s: Strength, games: u32, seed: u64) -> Result<Level, BalanceError> {
    level_within(board, s, games, seed, &Budget::unlimited())
}

/// [`level`] within `budget` ([`super::balance::balance_within`]: no game starts after its
/// deadline; the level is over the pairs played).
///
/// # Errors
/// As [`balance`](super::balance::balance).
pub fn level_within(
    board: &GameBoard,
    s: Strength,
    games: u32,
    seed: u64,
    budget: &Budget,
) -> Result<Level, BalanceError> {
    level_cut(board, s, games, seed, budget).map(|(l, _)| l)
}

/// [`level_within`] and what the deadline did to its games ([`super::budget::cut_words`]).
fn level_cut(
    board: &GameBoard,
    s: Strength,
    games: u32,
    seed: u64,
    budget: &Budget,
) -> Result<(Level, String), BalanceError> {
    let opts = BalanceOptions {
        games,
        seed,
        agent: s.agent,
        mcts_budget: s
            .budget
            .unwrap_or(crate::game::players::DEFAULT_MCTS_BUDGET),
    };
    let r = balance_within(board, &opts, budget, &|| {})?;
    // balance_within's own line ends with what the deadline did to the games under way.
    let cut = r
        .untried
        .first()
        .and_then(|u| u.find("; ").map(|i| u[i..].to_string()))
        .unwrap_or_default();
    Ok((
        Level {
            strength: s,
            games: r.games,
            lions: r.lions.wins,
            jackals: r.jackals.wins,
            other: r.games - r.lions.wins - r.jackals.wins,
            lions_share: r.lions_share,
            verdict: r.verdict,
        },
        cut,
    ))
}

/// Game `g` of a match between `a` and `b`: set-up from stream `(seed, 2^63 + g / 4)`, jackals
/// first when `g` is even, `a` plays the lions when `g / 2` is even; agents' numbers from stream
/// `(seed, 2^62 + g)`. The result and whether `a` played the lions. `None` when no set-up can be
/// drawn.
pub fn match_game(
    board: &GameBoard,
    a: Strength,
    b: Strength,
    seed: u64,
    g: u64,
) -> Option<(GameResult, bool)> {
    match_game_within(board, a, b, seed, g, &crate::game::players::never)
}

/// [`match_game`] stopped once `stop()` is true (the game is then returned cut).
pub fn match_game_within(
    board: &GameBoard,
    a: Strength,
    b: Strength,
    seed: u64,
    g: u64,
    stop: crate::game::players::Stop,
) -> Option<(GameResult, bool)> {
    let mut srng = GameRng::new(seed, (1u64 << 63) | (g / 4));
    let setup = game_setup(board, &mut srng).ok()?;
    let first = if g.is_multiple_of(2) {
        Side::Jackals
    } else {
        Side::Lions
    };
    let a_lions = (g / 2).is_multiple_of(2);
    let start = Position::start(board, &setup.lions, setup.jackals, first);
    let mut rng = GameRng::new(seed, (1u64 << 62) | g);
    let mut x = a.make()?;
    let mut y = b.make()?;
    let agents: [&mut dyn crate::game::players::Agent; 2] = if a_lions {
        [x.as_mut(), y.as_mut()]
    } else {
        [y.as_mut(), x.as_mut()]
    };
    Some((
        play_game_within(board, start, agents, &mut rng, false, stop),
        a_lions,
    ))
}

/// `stronger` against `weaker`: `games` games (rounded up to a multiple of 4) on rayon's pool.
pub fn skill_step(
    board: &GameBoard,
    stronger: Strength,
    weaker: Strength,
    games: u32,
    seed: u64,
) -> SkillStep {
    skill_step_within(board, stronger, weaker, games, seed, &Budget::unlimited())
}

/// [`skill_step`] within `budget`: no game starts after its deadline, a game under way then
/// stops and is not counted, and the step is over the fours played in full (none when the
/// budget was spent before it).
pub fn skill_step_within(
    board: &GameBoard,
    stronger: Strength,
    weaker: Strength,
    games: u32,
    seed: u64,
    budget: &Budget,
) -> SkillStep {
    let n = u64::from(games.div_ceil(4) * 4);
    let stop = || budget.expired();
    let played: Vec<Option<Option<(GameResult, bool)>>> = (0..n)
        .into_par_iter()
        .map(|g| {
            if budget.expired() {
                return None;
            }
            Some(match_game_within(board, stronger, weaker, seed, g, &stop))
        })
        .collect();
    let (results, ..) = super::budget::paired(&played, 4, |r: &(GameResult, bool)| r.0.cut);
    let (mut wl, mut wj, mut losses) = (0u64, 0u64, 0u64);
    for (r, a_lions) in &results {
        if r.outcome.capped {
            continue;
        }
        let stronger_side = if *a_lions { Side::Lions } else { Side::Jackals };
        match r.outcome.winner {
            Some(w) if w == stronger_side && *a_lions => wl += 1,
            Some(w) if w == stronger_side => wj += 1,
            Some(_) => losses += 1,
            None => {}
        }
    }
    let share = dshare(wl + wj, wl + wj + losses);
    let significant = share.ci95.is_some_and(|c| c[0] > 0.5 || c[1] < 0.5);
    SkillStep {
        stronger,
        weaker,
        games: results.len() as u64,
        wins_as_lions: wl,
        wins_as_jackals: wj,
        losses,
        stronger_share: share,
        significant,
    }
}

/// True when two intervals overlap.
fn overlap(a: Option<[f64; 2]>, b: Option<[f64; 2]>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a[0] <= b[1] && b[0] <= a[1],
        (None, None) => true,
        _ => false,
    }
}

/// Whether the ladder so far has converged: at least two MCTS levels, the last two levels'
/// intervals overlap, and the top skill step is not significant.
fn converged(levels: &[Level], skill: &[SkillStep]) -> bool {
    let mcts = levels
        .iter()
        .filter(|l| l.strength.agent == AgentKind::Mcts)
        .count();
    let (Some(top), Some(below), Some(step)) = (
        levels.last(),
        levels.len().checked_sub(2).and_then(|i| levels.get(i)),
        skill.last(),
    ) else {
        return false;
    };
    // The top step is the one against the level below the top, and was played.
    skill.len() + 1 == levels.len()
        && step.games > 0
        && mcts >= 2
        && overlap(top.lions_share.ci95, below.lions_share.ci95)
        && !step.significant
}

/// Climbs the ladder: self-play at each level of [`LadderOptions::levels`] and a skill step
/// against the level below, stopping as soon as it converges. `progress(label)` is called before
/// each level.
///
/// # Errors
/// As [`balance`](super::balance::balance): the set-up cannot be played, or the games are out of range.
pub fn ladder(
    board: &GameBoard,
    opts: &LadderOptions,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Ladder, BalanceError> {
    ladder_within(board, opts, &Budget::unlimited(), progress).map(|(l, _)| l)
}

/// [`ladder`] within `budget`: no level starts after its deadline, and the levels and skill
/// steps under way stop starting games then ([`level_within`], [`skill_step_within`]). With the
/// ladder, what the budget left undone in words (empty when nothing was): the games of the
/// levels cut short and the levels not climbed.
///
/// # Errors
/// As [`ladder`].
pub fn ladder_within(
    board: &GameBoard,
    opts: &LadderOptions,
    budget: &Budget,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<(Ladder, Vec<String>), BalanceError> {
    let mut levels: Vec<Level> = Vec::new();
    let mut skill: Vec<SkillStep> = Vec::new();
    let mut untried = Vec::new();
    let all = opts.levels();
    let not_climbed = |rest: &[Strength]| {
        let rest: Vec<String> = rest.iter().map(Strength::label).collect();
        format!(
            "the ladder: {} not climbed before {}",
            rest.join(", "),
            budget.reached_words()
        )
    };
    for (i, s) in all.iter().copied().enumerate() {
        if budget.expired() {
            untried.push(not_climbed(&all[i..]));
            break;
        }
        progress(&s.label());
        let (l, cut) = level_cut(board, s, opts.games, opts.seed, budget)?;
        if l.games == 0 && budget.expired() {
            // Cut before a pair was finished: nothing measured at this level.
            untried.push(format!("{}{cut}", not_climbed(&all[i..])));
            break;
        }
        if l.games < u64::from(opts.games) {
            untried.push(format!(
                "the ladder: {} of {} games at {} before {}{cut}",
                l.games,
                opts.games,
                s.label(),
                budget.reached_words()
            ));
        }
        if let Some(prev) = levels.last() {
            progress(&format!("{} against {}", s.label(), prev.strength.label()));
            let step = skill_step_within(board, s, prev.strength, opts.games, opts.seed, budget);
            let want = u64::from(opts.games.div_ceil(4) * 4);
            if step.games < want {
                untried.push(format!(
                    "the ladder: {} of {want} games of {} against {} before {}",
                    step.games,
                    s.label(),
                    prev.strength.label(),
                    budget.reached_words()
                ));
            }
            skill.push(step);
        }
        levels.push(l);
        if converged(&levels, &skill) {
            break;
        }
    }
    Ok((judge(u64::from(opts.games), levels, skill), untried))
}

/// The verdict of a climbed ladder.
pub fn judge(games: u64, levels: Vec<Level>, skill: Vec<SkillStep>) -> Ladder {
    let conv = converged(&levels, &skill);
    let verdict = match (conv, levels.last()) {
        (true, Some(top)) => match top.verdict {
            Some(Verdict::Balanced) => LadderVerdict::Balanced,
            Some(Verdict::FavoursLions) => LadderVerdict::FavoursLions,
            Some(Verdict::FavoursJackals) => LadderVerdict::FavoursJackals,
            _ => LadderVerdict::Undecided,
        },
        _ => LadderVerdict::Unresolved,
    };
    let mut ladder = Ladder {
        games_per_level: games,
        levels,
        skill,
        converged: conv,
        verdict,
        reason: String::new(),
    };
    ladder.reason = super::in_words::reason_in(&ladder, crate::i18n::Lang::En);
    ladder
}
