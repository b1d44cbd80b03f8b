//! The players: the [`Agent`] trait, and one file per agent: random, greedy (one turn ahead),
//! MCTS over whole turns ([`TurnMctsAgent`], `mcts`), the MCTS over group moves it replaced
//! ([`MctsAgent`]), the plain UCT before that, and the perfect agent reading the solver's table
//! ([`PerfectAgent`]). Apart from them: the evaluation ([`evaluate`](mod@evaluate)), the playouts
//! ([`playout`](mod@playout)), the searches' numbers ([`params`]) and graph (`graph`), the turn plan of the
//! agents that choose a whole turn ([`TurnPlan`]), and a whole game between two agents
//! ([`play_game`]).
//!
//! Every agent plays its turn one group move at a time: at each step it picks one of the legal
//! moves (which can always be completed to a legal turn) or ends the turn when that is allowed.
//! [`TurnMctsAgent`] and [`PerfectAgent`] choose the whole turn at its first step and then play
//! its moves.
//!
//! Layer: above the rules, the records and the solver; below the measurements and the session.

pub mod evaluate;
mod graph;
pub mod greedy;
pub mod mcts;
pub mod params;
pub mod perfect;
pub mod plan;
pub mod play;
pub mod playout;
pub mod random;
pub mod turn_mcts;
pub mod uct;

pub use evaluate::{
    EXPOSURE_WEIGHT, MATERIAL_WEIGHT, PLAYOUT_SCALE, SCORE_WEIGHT, evaluate, exposed,
    lands_exposed, playout_value, playout_value_with,
};
pub use greedy::GreedyAgent;
pub use mcts::{MAX_NODES, MctsAgent};
pub use params::{
    BudgetError, DEFAULT_MCTS_BUDGET, MCTS_BUDGET_RANGE, MCTS_C, MCTS_GREEDY_PLAYOUT, MctsParams,
    PLAYOUT_TURNS, TURN_CANDIDATES, UCT_C, check_budget,
};
pub use perfect::PerfectAgent;
pub use plan::TurnPlan;
pub use play::{GameResult, play_game, play_game_within};
pub use playout::{
    PLAYOUT_CAPTURE_SHARE, PLAYOUT_REDRAWS, informed_playout, informed_playout_with, mcts_playout,
    playout,
};
pub use random::RandomAgent;
pub use turn_mcts::{MAX_TURN_NODES, TurnMctsAgent, end_prior};
pub use uct::UctAgent;

use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;

/// A player.
pub trait Agent {
    /// Picks the next action in `pos`: one of `moves` (never empty), or [`Action::End`] when
    /// `can_end`. `pos` may be changed during the call but must be restored.
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action;

    /// [`Agent::choose`] that stops a long search once `stop()` is true (a deadline that has
    /// passed, read through the caller's clock: the players read none), polled between the
    /// search's iterations. The action is then the best found so far, and a game whose agent
    /// was stopped is not to be counted ([`play_game_within`] marks it cut). Agents that do
    /// not search (random, greedy, perfect) only choose.
    fn choose_within(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
        stop: Stop,
    ) -> Action {
        let _ = stop;
        self.choose(board, pos, moves, can_end, rng)
    }

    /// Sees an action about to be applied to `pos` (by either side).
    fn observe(&mut self, _board: &GameBoard, _pos: &Position, _action: Action) {}
}

/// A caller's question "should the search stop now?" ([`Agent::choose_within`],
/// [`play_game_within`]): true once its deadline has passed. It must stay true once it is.
pub type Stop<'a> = &'a (dyn Fn() -> bool + Sync);

/// A [`Stop`] that never stops.
pub fn never() -> bool {
    false
}

/// Iterations of a search between two polls of its [`Stop`] (a poll reads the caller's clock).
pub const STOP_POLL: u32 = 8;

crate::named::named_enum! {
    /// The agents `play` and `balance` know.
    // Each `help` line is what `--help` says of the agent (`balance --agent`).
    // The variants' docs are the descriptions in schemas/game-balance.schema.json, kept byte
    // for byte: `super::solve::agent` is where the perfect agent was (now `perfect`).
    #[allow(rustdoc::broken_intra_doc_links)]
    #[derive(Default)]
    pub enum AgentKind {
        /// A person at the terminal (only in `play`).
        Human => "human" help "A person at the terminal",
        /// Uniform over the legal actions at each step.
        #[default]
        Random => "random" help "Uniform over the legal actions (a lions' win on every board: a baseline, not a verdict)",
        /// Best evaluation one step ahead at each step of its turn.
        Greedy => "greedy" help "Best evaluation one step ahead",
        /// Monte Carlo tree search over whole turns: UCT over the distinct
        /// end-of-turn positions (transpositions shared), with proven wins and losses backed up
        /// (MCTS-Solver) and greedy-heavy playouts cut off by an evaluation.
        Mcts => "mcts" help "Monte Carlo tree search with transpositions and proofs (the default)",
        /// Plain UCT over single actions with uniform playouts (the MCTS before issue 27, kept
        /// to measure against).
        Uct => "uct" help "The plain UCT that MCTS replaced (to compare)",
        /// Perfect play from the solved board ([`super::solve::agent`]), at random among the
        /// optimal turns.
        Perfect => "perfect" help "Perfect play from the solved board (`savanna solve`; `--table`, or solved first when the board is small)",
    }
}

impl AgentKind {
    /// A fresh agent of this kind (`None` for [`AgentKind::Human`]); `budget` is MCTS's iterations
    /// per decision: per turn for `mcts`, per group move for `uct`.
    pub fn make(self, budget: u32) -> Option<Box<dyn Agent + Send>> {
        match self {
            AgentKind::Human => None,
            AgentKind::Random => Some(Box::new(RandomAgent)),
            AgentKind::Greedy => Some(Box::new(GreedyAgent)),
            AgentKind::Mcts => Some(Box::new(TurnMctsAgent::new(budget))),
            AgentKind::Uct => Some(Box::new(UctAgent::new(budget))),
            AgentKind::Perfect => Some(Box::new(PerfectAgent::new())),
        }
    }
}
