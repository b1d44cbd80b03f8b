//! The numbers of the tree searches: budgets ([`DEFAULT_MCTS_BUDGET`], [`check_budget`]) and
//! the tunable constants ([`MctsParams`]).

use super::evaluate::SCORE_WEIGHT;

/// UCT exploration constant (Kocsis and Szepesvári 2006): `sqrt(2)` for rewards in `[0, 1]`.
pub const UCT_C: f64 = std::f64::consts::SQRT_2;

/// Default MCTS budget: iterations per decision (per turn for [`TurnMctsAgent`](super::turn_mcts::TurnMctsAgent)). At 800
/// [`TurnMctsAgent`](super::turn_mcts::TurnMctsAgent) beats greedy in 100 % of the decisive games on classic (80 games, both
/// colours) and 94.9 % (90.3-97.4 %, 157 decisive of 160 games; 90.9 % as the lions, 98.8 % as
/// the jackals) on crossing, and converts 156 of 160 forced wins against perfect play on
/// `examples/mcts_boards/` (manual, docs/src/agents.md); [`MctsAgent`](super::mcts::MctsAgent) at 800 per group move: 100 %, 82.9 %
/// (80 games) and 151 of 160.
pub const DEFAULT_MCTS_BUDGET: u32 = 800;

/// The MCTS iterations per decision savanna accepts (`--budget`): at a million iterations a
/// decision takes seconds to a minute ([`TurnMctsAgent`](super::turn_mcts::TurnMctsAgent) stops early once its graph holds twice
/// [`MAX_TURN_NODES`](super::turn_mcts::MAX_TURN_NODES) nodes); more is refused before play.
pub const MCTS_BUDGET_RANGE: std::ops::RangeInclusive<u32> = 1..=1_000_000;

/// An MCTS budget outside [`MCTS_BUDGET_RANGE`] (the budget given); the message gives the range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "--budget {0}: MCTS takes from {lo} to {hi} iterations per action",
    lo = MCTS_BUDGET_RANGE.start(),
    hi = MCTS_BUDGET_RANGE.end()
)]
pub struct BudgetError(pub u32);

/// Checks an MCTS budget against [`MCTS_BUDGET_RANGE`].
///
/// # Errors
/// [`BudgetError`], whose message gives the range.
pub fn check_budget(budget: u32) -> Result<(), BudgetError> {
    if MCTS_BUDGET_RANGE.contains(&budget) {
        Ok(())
    } else {
        Err(BudgetError(budget))
    }
}

/// Turns a playout plays before it stops and scores the position with [`playout_value`](super::evaluate::playout_value). Chosen
/// by measurement on classic (MCTS 200 against greedy, 80 games: 2 turns 71 %, 4 turns 80 %,
/// 8 turns 70 % of decisive games).
pub const PLAYOUT_TURNS: u32 = 4;

/// [`MctsAgent`](super::mcts::MctsAgent)'s exploration constant: lower than UCT's `sqrt(2)`, since the playouts end at an
/// evaluation (results near 1/2 with little noise) rather than a win or a loss. Chosen on the
/// fixed boards of `examples/mcts_boards/` (forced wins converted against perfect play, the three
/// hardest starts, 10 games each, budget 800): `c = sqrt(2)` 1 + 0 + 0 of 30, 0.5 22 of 30,
/// 0.25 13 of 30.
pub const MCTS_C: f64 = 0.5;

/// Share of [`MctsAgent`](super::mcts::MctsAgent)'s playout steps played by [`GreedyAgent`](super::greedy::GreedyAgent) ([`MctsParams::greedy`]).
/// Chosen like [`MCTS_C`] (the three hardest starts of `examples/mcts_boards/`, 10 games each;
/// MCTS 800 against greedy on crossing, 40 games): 0 22 of 30 and 73.7 % of decisive games, 0.3
/// 25 of 30 and 79.4 %, 0.6 26 of 30 and 78.9 %.
pub const MCTS_GREEDY_PLAYOUT: f64 = 0.6;

/// The tunable constants of [`MctsAgent`](super::mcts::MctsAgent). [`MctsParams::default`] holds the values chosen by
/// measurement (see each field); `examples/mcts_strength.rs` and `examples/mcts_vs_perfect.rs`
/// take others (`mcts:800:c=0.7,bias=1`) to measure against.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MctsParams {
    /// UCT's exploration constant.
    pub c: f64,
    /// Weight of the progressive bias `bias * prior / (visits + 1)` added to a child's UCT value
    /// (Chaslot et al., "Progressive strategies for Monte-Carlo tree search", 2008); the prior is
    /// the one-step evaluation of the action ([`GreedyAgent`](super::greedy::GreedyAgent)'s).
    pub bias: f64,
    /// Progressive widening (Coulom 2007; Chaslot et al. 2008's "progressive unpruning"): a node
    /// with `n` visits has at most `widen_base + widen_rate * sqrt(n)` expanded actions, the best
    /// by prior first; more when every expanded one is proven no win. Infinite: every action is
    /// tried before any is tried twice.
    pub widen_base: f64,
    /// See [`MctsParams::widen_base`].
    pub widen_rate: f64,
    /// Share of playout steps played by [`GreedyAgent`](super::greedy::GreedyAgent) ([`informed_playout_with`](super::playout::informed_playout_with)).
    pub greedy: f64,
    /// Weight of one point of the count's margin in the value of a stopped playout
    /// ([`playout_value_with`](super::evaluate::playout_value_with)), in [`evaluate`](fn@super::evaluate::evaluate) units (a jackal of material is
    /// [`MATERIAL_WEIGHT`](super::evaluate::MATERIAL_WEIGHT)).
    pub score: f64,
    /// Turns a playout plays before it stops at [`playout_value_with`](super::evaluate::playout_value_with).
    pub turns: f64,
    /// Ends of a turn [`TurnMctsAgent`](super::turn_mcts::TurnMctsAgent) keeps as candidates at a node, the best by prior.
    pub keep: f64,
}

impl Default for MctsParams {
    fn default() -> Self {
        MctsParams {
            c: MCTS_C,
            bias: 1.0,
            widen_base: 2.0,
            widen_rate: 1.0,
            greedy: MCTS_GREEDY_PLAYOUT,
            score: SCORE_WEIGHT,
            turns: PLAYOUT_TURNS as f64,
            keep: TURN_CANDIDATES as f64,
        }
    }
}

impl MctsParams {
    /// The parameters of the MCTS of the last stop (before progressive bias and widening): UCT
    /// constant `sqrt(2)`, no bias, every action tried once first (in random order then; now in
    /// prior order).
    pub fn plain() -> MctsParams {
        MctsParams {
            c: UCT_C,
            bias: 0.0,
            widen_base: f64::INFINITY,
            widen_rate: 0.0,
            greedy: 0.0,
            score: SCORE_WEIGHT,
            turns: PLAYOUT_TURNS as f64,
            keep: TURN_CANDIDATES as f64,
        }
    }

    /// Reads `c=0.7,bias=1,widen_base=2,widen_rate=1` (any subset, over the defaults) or `plain`
    /// ([`MctsParams::plain`]); `None` on an unknown name or a value that is not a number.
    pub fn parse(s: &str) -> Option<MctsParams> {
        if s.trim() == "plain" {
            return Some(MctsParams::plain());
        }
        let mut p = MctsParams::default();
        for kv in s.split(',').filter(|t| !t.trim().is_empty()) {
            let (k, v) = kv.split_once('=')?;
            let v: f64 = v.trim().parse().ok()?;
            match k.trim() {
                "c" => p.c = v,
                "bias" => p.bias = v,
                "widen_base" => p.widen_base = v,
                "widen_rate" => p.widen_rate = v,
                "greedy" => p.greedy = v,
                "score" => p.score = v,
                "turns" => p.turns = v,
                "keep" => p.keep = v,
                _ => return None,
            }
        }
        Some(p)
    }

    pub(super) fn open(&self, visits: u32) -> f64 {
        self.widen_base + self.widen_rate * f64::from(visits).sqrt()
    }
}

/// Most end-of-turn placements a [`TurnMctsAgent`](super::turn_mcts::TurnMctsAgent) node keeps as candidates, the best by prior
/// (the others are enumerated again only if every kept one is proven no win).
pub const TURN_CANDIDATES: usize = 48;
