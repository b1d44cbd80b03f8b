//! The strengths self-play is measured at ([`Strength`]), and the report types the balance
//! report and the ladder share: a decisive share and its [`Verdict`], a [`Level`], a
//! [`SkillStep`] and the [`Ladder`].

use crate::game::players::AgentKind;
use serde::{Deserialize, Serialize};

/// A rate among decisive games (won by either side before the cap on rounds).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct DecisiveShare {
    /// Share of the decisive games; `null` when no game was decisive.
    pub rate: Option<f64>,
    /// 95 % Wilson interval; `null` when no game was decisive.
    pub ci95: Option<[f64; 2]>,
    /// Decisive games (won by either side).
    pub decisive: u64,
}

crate::named::named_enum! {
    /// Which side the board favours.
    pub enum Verdict {
        /// The 95 % interval of the lions' share of decisive games lies within 40–60 %.
        Balanced => "balanced",
        /// Otherwise, when the whole interval lies above 50 %.
        FavoursLions => "favours lions",
        /// Otherwise, when the whole interval lies below 50 %.
        FavoursJackals => "favours jackals",
        /// Otherwise: the interval holds 50 % but reaches outside 40–60 %; more games narrow it.
        Undecided => "undecided",
    }
}

/// One strength: an agent and, for MCTS, its iterations per decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Strength {
    /// The agent.
    pub agent: AgentKind,
    /// MCTS iterations per decision (only for `mcts`, per turn, and `uct`, per group move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget: Option<u32>,
}

impl Strength {
    /// A strength; `budget` is kept only for the MCTS agents.
    pub fn new(agent: AgentKind, budget: u32) -> Strength {
        let mcts = matches!(agent, AgentKind::Mcts | AgentKind::Uct);
        Strength {
            agent,
            budget: mcts.then_some(budget),
        }
    }

    /// Reads `random`, `greedy`, `mcts:200` (or `mcts 200`), `uct:200`; `None` for anything else
    /// (a budget outside [`crate::game::players::params::MCTS_BUDGET_RANGE`] included).
    pub fn parse(s: &str) -> Option<Strength> {
        let (name, budget) = match s.trim().split_once([':', ' ']) {
            Some((n, b)) => (n, Some(b.trim().parse::<u32>().ok()?)),
            None => (s.trim(), None),
        };
        let agent = [
            AgentKind::Random,
            AgentKind::Greedy,
            AgentKind::Mcts,
            AgentKind::Uct,
        ]
        .into_iter()
        .find(|a| a.as_str() == name)?;
        let mcts = matches!(agent, AgentKind::Mcts | AgentKind::Uct);
        let b = budget.unwrap_or(crate::game::players::DEFAULT_MCTS_BUDGET);
        if mcts && crate::game::players::check_budget(b).is_err() || !mcts && budget.is_some() {
            return None;
        }
        Some(Strength::new(agent, b))
    }

    /// `random`, `greedy`, `mcts 200`.
    pub fn label(&self) -> String {
        match self.budget {
            Some(b) => format!("{} {b}", self.agent.as_str()),
            None => self.agent.as_str().to_string(),
        }
    }

    pub(super) fn make(&self) -> Option<Box<dyn crate::game::players::Agent + Send>> {
        self.agent.make(self.budget.unwrap_or(1))
    }
}

/// Self-play at one strength.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Level {
    /// Who played both sides.
    pub strength: Strength,
    /// Games played (each set-up once with each side first).
    pub games: u64,
    /// Lions' wins.
    pub lions: u64,
    /// Jackals' wins.
    pub jackals: u64,
    /// Draws and capped games.
    pub other: u64,
    /// The lions' share of the decisive games.
    pub lions_share: DecisiveShare,
    /// The verdict of this level alone ([`super::balance::verdict`]).
    pub verdict: Option<Verdict>,
}

/// One step of the skill trace: a level against the one below it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SkillStep {
    /// The stronger agent.
    pub stronger: Strength,
    /// The weaker agent.
    pub weaker: Strength,
    /// Games played (in fours: each set-up with each side first and each agent on each side).
    pub games: u64,
    /// The stronger agent's wins when it played the lions.
    pub wins_as_lions: u64,
    /// The stronger agent's wins when it played the jackals.
    pub wins_as_jackals: u64,
    /// The weaker agent's wins.
    pub losses: u64,
    /// The stronger agent's share of the decisive games.
    pub stronger_share: DecisiveShare,
    /// True when the 95 % interval of `stronger_share` excludes 50 %: strength still matters
    /// between these two levels.
    pub significant: bool,
}

crate::named::named_enum! {
    /// The ladder's verdict.
    pub enum LadderVerdict {
        /// Converged, and the top level's interval lies within 40–60 %.
        Balanced => "balanced",
        /// Converged, and the top level's interval lies above 50 %.
        FavoursLions => "favours lions",
        /// Converged, and the top level's interval lies below 50 %.
        FavoursJackals => "favours jackals",
        /// Converged, but the top level's interval holds 50 % and reaches outside 40–60 %.
        Undecided => "undecided",
        /// Not converged: the verdict depends on the players' strength.
        Unresolved => "unresolved: depends on strength",
    }
}

/// The ladder and what it says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Ladder {
    /// Games per level and per skill step.
    pub games_per_level: u64,
    /// Self-play at each strength climbed, weakest first.
    pub levels: Vec<Level>,
    /// Each level against the one below it (`skill[i]`: `levels[i + 1]` against `levels[i]`).
    pub skill: Vec<SkillStep>,
    /// True when the last two levels agree within their intervals and the top skill step is not
    /// significant.
    pub converged: bool,
    /// The verdict (see [`LadderVerdict`]).
    pub verdict: LadderVerdict,
    /// The verdict in words, naming what was seen.
    pub reason: String,
}

impl Ladder {
    /// The top level climbed.
    pub fn top(&self) -> Option<&Level> {
        self.levels.last()
    }
}
