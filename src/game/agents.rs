//! Agents: random, greedy (one turn ahead) and MCTS (UCT).
//!
//! Every agent builds its turn one group move at a time: at each step it picks one of the legal
//! moves (which can always be completed to a legal turn) or ends the turn when that is allowed.

use super::board::GameBoard;
use super::play::GameRng;
use super::position::{Action, Move, Position};
use super::rules::Side;

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

    /// Sees an action about to be applied to `pos` (by either side).
    fn observe(&mut self, _board: &GameBoard, _pos: &Position, _action: Action) {}
}

crate::named::named_enum! {
    /// The agents `play` and `balance` know.
    #[derive(Default)]
    pub enum AgentKind {
        /// A person at the terminal (only in `play`).
        Human => "human",
        /// Uniform over the legal actions at each step.
        #[default]
        Random => "random",
        /// Best evaluation one step ahead at each step of its turn.
        Greedy => "greedy",
        /// Monte Carlo tree search (UCT).
        Mcts => "mcts",
    }
}

impl AgentKind {
    /// A fresh agent of this kind (`None` for [`AgentKind::Human`]); `budget` is MCTS's iterations
    /// per action.
    pub fn make(self, budget: u32) -> Option<Box<dyn Agent + Send>> {
        match self {
            AgentKind::Human => None,
            AgentKind::Random => Some(Box::new(RandomAgent)),
            AgentKind::Greedy => Some(Box::new(GreedyAgent)),
            AgentKind::Mcts => Some(Box::new(MctsAgent::new(budget))),
        }
    }
}

/// Uniform over the legal actions at each step: the moves, and ending the turn when allowed.
///
/// This is uniform over *continuations*, not over whole turns: counting whole turns (distinct
/// sequences of group moves) is exponential in the pieces, and at 20 000 games a second there is
/// no time for it.
#[derive(Debug, Clone, Copy, Default)]
pub struct RandomAgent;

impl Agent for RandomAgent {
    #[inline]
    fn choose(
        &mut self,
        _board: &GameBoard,
        _pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action {
        let r = rng.below(moves.len() + usize::from(can_end));
        match moves.get(r) {
            Some(m) => Action::Move(*m),
            None => Action::End,
        }
    }
}

/// Weight of one unit of material (a jackal; a lion is `lion_strength` units) in [`evaluate`].
pub const MATERIAL_WEIGHT: f64 = 10.0;
/// Weight of one point of the count (rule 6) in [`evaluate`].
pub const SCORE_WEIGHT: f64 = 1.0;
/// Share of the material the other side could capture with one group move next turn that
/// [`evaluate`] subtracts.
pub const EXPOSURE_WEIGHT: f64 = 0.7;

/// A static evaluation of `pos` for `side`: material difference (a lion counts `lion_strength`
/// jackals) times [`MATERIAL_WEIGHT`], plus the score difference if counted now, minus
/// [`EXPOSURE_WEIGHT`] of the material the other side could take with one group move.
pub fn evaluate(board: &GameBoard, pos: &Position, side: Side) -> f64 {
    let s = board.rules.lion_strength as f64;
    let material = |side: Side| match side {
        Side::Lions => s * f64::from(pos.lions),
        Side::Jackals => f64::from(pos.jackals),
    };
    let (lp, jp) = pos.score(board);
    let score = match side {
        Side::Lions => f64::from(lp) - f64::from(jp),
        Side::Jackals => f64::from(jp) - f64::from(lp),
    };
    MATERIAL_WEIGHT
        * (material(side) - material(side.other()) - EXPOSURE_WEIGHT * exposed(board, pos, side))
        + SCORE_WEIGHT * score
}

/// Material of `side` that the other side could capture next turn with one group move from one
/// region (ignoring freezing, which cannot bind at a turn's start).
pub fn exposed(board: &GameBoard, pos: &Position, side: Side) -> f64 {
    let s = board.rules.lion_strength;
    let other = side.other();
    let mut total = 0.0;
    for (j, c) in pos.cells.iter().enumerate() {
        let mine = c.of(side);
        if mine == 0 {
            continue;
        }
        let hit = board.nbrs(j).iter().any(|&q| {
            let a = pos.cells[q as usize].of(other);
            if a == 0 {
                return false;
            }
            match other {
                Side::Lions => {
                    let need = u32::from(mine).div_ceil(s).max(1) as u16;
                    need <= a && board.fits(j, need, mine)
                }
                Side::Jackals => {
                    let most = if board.rules.pack_leaves_one && a >= 3 {
                        a - 1
                    } else {
                        a
                    };
                    let need = (s * u32::from(mine)).min(u32::from(u16::MAX)) as u16;
                    need <= most && board.fits(j, mine, need)
                }
            }
        });
        if hit {
            total += match side {
                Side::Lions => f64::from(s) * f64::from(mine),
                Side::Jackals => f64::from(mine),
            };
        }
    }
    total
}

/// One step ahead at each step of its turn: the move (or the end of the turn) whose resulting
/// position [`evaluate`]s best for the mover; ties broken at random.
#[derive(Debug, Clone, Copy, Default)]
pub struct GreedyAgent;

impl Agent for GreedyAgent {
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action {
        let side = pos.side;
        let mut best = f64::NEG_INFINITY;
        let mut ties = 0usize;
        let mut choice = Action::End;
        let mut consider = |v: f64, a: Action, rng: &mut GameRng| {
            if v > best + 1e-9 {
                best = v;
                ties = 1;
                choice = a;
            } else if (v - best).abs() <= 1e-9 {
                ties += 1;
                if rng.below(ties) == 0 {
                    choice = a;
                }
            }
        };
        if can_end {
            // Ending keeps the position; a small bonus keeps turns from wandering.
            let v = evaluate(board, pos, side) + 0.01;
            consider(v, Action::End, rng);
        }
        for &m in moves {
            let u = pos.apply(board, m);
            let v = if pos.total(side.other()) == 0 {
                f64::INFINITY
            } else {
                evaluate(board, pos, side)
            };
            pos.undo(u);
            consider(v, Action::Move(m), rng);
        }
        choice
    }
}

/// UCT exploration constant (Kocsis and Szepesvári 2006): `sqrt(2)` for rewards in `[0, 1]`.
pub const UCT_C: f64 = std::f64::consts::SQRT_2;

/// Default MCTS budget: iterations per action.
pub const DEFAULT_MCTS_BUDGET: u32 = 200;

/// The MCTS iterations per action savanna accepts (`--budget`): at a million iterations an action
/// takes seconds, so a whole game minutes; more is refused before play.
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

#[derive(Debug, Clone)]
struct Node {
    action: Action,
    /// The side that took `action` (rewards at this node are for it).
    side: Side,
    children: Vec<u32>,
    untried: Vec<Action>,
    expanded: bool,
    visits: u32,
    wins: f64,
}

/// Monte Carlo tree search with UCT (Kocsis and Szepesvári, "Bandit based Monte-Carlo
/// planning", ECML 2006; Browne et al., "A survey of MCTS methods", 2012). The tree's edges are
/// single actions (a group move, or ending the turn), so a turn is built one group move at a
/// time; random playouts to the end of the game; a fixed number of iterations per action; one
/// tree per game (the subtree of the action played is kept).
#[derive(Debug, Clone)]
pub struct MctsAgent {
    budget: u32,
    nodes: Vec<Node>,
    root: u32,
    root_pos: Option<Position>,
}

impl MctsAgent {
    /// An agent with `budget` iterations per action.
    pub fn new(budget: u32) -> MctsAgent {
        MctsAgent {
            budget: budget.max(1),
            nodes: Vec::new(),
            root: 0,
            root_pos: None,
        }
    }

    fn reset(&mut self, pos: &Position) {
        self.nodes.clear();
        self.nodes.push(Node {
            action: Action::End,
            side: pos.side.other(),
            children: Vec::new(),
            untried: Vec::new(),
            expanded: false,
            visits: 0,
            wins: 0.0,
        });
        self.root = 0;
        self.root_pos = Some(pos.clone());
    }
}

/// The actions in `pos`, and whether it is terminal.
fn actions(board: &GameBoard, pos: &mut Position, buf: &mut Vec<Move>) -> Vec<Action> {
    if pos.outcome(board).is_some() {
        return Vec::new();
    }
    pos.legal_moves(board, buf);
    let can_end = if pos.moves == 0 {
        buf.is_empty()
    } else {
        pos.duty_met() || buf.is_empty()
    };
    let mut a: Vec<Action> = buf.iter().map(|m| Action::Move(*m)).collect();
    if can_end {
        a.push(Action::End);
    }
    a
}

fn act(board: &GameBoard, pos: &mut Position, a: Action) {
    match a {
        Action::Move(m) => {
            pos.apply(board, m);
        }
        Action::End => pos.end_turn(board),
    }
}

/// Plays `pos` to the end with [`RandomAgent`]; the winner (`None`: a draw).
pub fn playout(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
) -> Option<Side> {
    let mut steps = 0u32;
    loop {
        if let Some(o) = pos.outcome(board) {
            return o.winner;
        }
        pos.legal_moves(board, buf);
        let can_end = if pos.moves == 0 {
            buf.is_empty()
        } else {
            pos.duty_met() || buf.is_empty()
        };
        steps += 1;
        let r = rng.below(buf.len() + usize::from(can_end));
        if r < buf.len() && steps < 1_000_000 {
            pos.apply(board, buf[r]);
        } else {
            pos.end_turn(board);
        }
    }
}

impl Agent for MctsAgent {
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action {
        if self.root_pos.as_ref() != Some(pos) {
            self.reset(pos);
        }
        let mut buf = Vec::new();
        let mut path: Vec<u32> = Vec::new();
        for _ in 0..self.budget {
            let mut p = pos.clone();
            let mut node = self.root;
            path.clear();
            path.push(node);
            loop {
                if !self.nodes[node as usize].expanded {
                    let a = actions(board, &mut p, &mut buf);
                    let n = &mut self.nodes[node as usize];
                    n.untried = a;
                    n.expanded = true;
                }
                let n = &self.nodes[node as usize];
                if !n.untried.is_empty() {
                    let k = rng.below(n.untried.len());
                    let a = self.nodes[node as usize].untried.swap_remove(k);
                    let side = p.side;
                    act(board, &mut p, a);
                    let child = self.nodes.len() as u32;
                    self.nodes.push(Node {
                        action: a,
                        side,
                        children: Vec::new(),
                        untried: Vec::new(),
                        expanded: false,
                        visits: 0,
                        wins: 0.0,
                    });
                    self.nodes[node as usize].children.push(child);
                    path.push(child);
                    break;
                }
                if n.children.is_empty() {
                    break;
                }
                let ln = libm::log(f64::from(n.visits.max(1)));
                let mut best = f64::NEG_INFINITY;
                let mut pick = n.children[0];
                for &c in &n.children {
                    let cn = &self.nodes[c as usize];
                    let v = if cn.visits == 0 {
                        f64::INFINITY
                    } else {
                        cn.wins / f64::from(cn.visits) + UCT_C * (ln / f64::from(cn.visits)).sqrt()
                    };
                    if v > best {
                        best = v;
                        pick = c;
                    }
                }
                act(board, &mut p, self.nodes[pick as usize].action);
                node = pick;
                path.push(node);
            }
            let winner = playout(board, &mut p, rng, &mut buf);
            for &id in &path {
                let n = &mut self.nodes[id as usize];
                n.visits += 1;
                n.wins += match winner {
                    Some(w) if w == n.side => 1.0,
                    None => 0.5,
                    _ => 0.0,
                };
            }
        }
        let root = &self.nodes[self.root as usize];
        let best = root
            .children
            .iter()
            .max_by_key(|&&c| self.nodes[c as usize].visits)
            .map(|&c| self.nodes[c as usize].action);
        match best {
            Some(a) => a,
            None if can_end => Action::End,
            None => Action::Move(moves[0]),
        }
    }

    fn observe(&mut self, board: &GameBoard, pos: &Position, action: Action) {
        let Some(rp) = &mut self.root_pos else { return };
        if rp != pos {
            self.root_pos = None;
            return;
        }
        act(board, rp, action);
        let child = self.nodes[self.root as usize]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c as usize].action == action);
        match child {
            Some(c) => self.root = c,
            None => self.root_pos = None,
        }
    }
}
