//! Agents: random, greedy (one turn ahead), MCTS over whole turns ([`TurnMctsAgent`], `mcts`),
//! the MCTS over group moves it replaced ([`MctsAgent`]) and the plain UCT before that.
//!
//! Every agent plays its turn one group move at a time: at each step it picks one of the legal
//! moves (which can always be completed to a legal turn) or ends the turn when that is allowed.
//! [`TurnMctsAgent`] chooses the whole turn at its first step and then plays its moves.

mod graph;

use super::board::GameBoard;
use super::play::{Agent, GameRng, TurnPlan};
use super::position::{Action, Move, Position};
use crate::input::game_rules::Side;
use graph::{Edge, Graph};

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
        /// Monte Carlo tree search over whole turns: UCT over the distinct
        /// end-of-turn positions (transpositions shared), with proven wins and losses backed up
        /// (MCTS-Solver) and greedy-heavy playouts cut off by an evaluation.
        Mcts => "mcts",
        /// Plain UCT over single actions with uniform playouts (the MCTS before issue 27, kept
        /// to measure against).
        Uct => "uct",
        /// Perfect play from the solved board ([`super::solve::agent`]), at random among the
        /// optimal turns.
        Perfect => "perfect",
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
            AgentKind::Perfect => Some(Box::new(super::solve::agent::PerfectAgent::new())),
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

/// True when `mine` pieces of `side` standing in region index `j` could be captured next turn by
/// one group of the other side from a neighbouring region: by strength (rule 1), the pack
/// leaving one behind (rule 3) and fit beside the defenders (rule 5). Shared by [`exposed`] and
/// [`lands_exposed`].
fn capturable(board: &GameBoard, pos: &Position, j: usize, side: Side, mine: u16) -> bool {
    let s = board.rules.lion_strength;
    let other = side.other();
    board.nbrs(j).iter().any(|&q| {
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
    })
}

/// Material of `side` that the other side could capture next turn with one group move from one
/// region (ignoring freezing, which cannot bind at a turn's start).
pub fn exposed(board: &GameBoard, pos: &Position, side: Side) -> f64 {
    let s = board.rules.lion_strength;
    let mut total = 0.0;
    for (j, c) in pos.cells.iter().enumerate() {
        let mine = c.of(side);
        if mine == 0 {
            continue;
        }
        let hit = capturable(board, pos, j, side, mine);
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

/// Default MCTS budget: iterations per decision (per turn for [`TurnMctsAgent`]). At 800
/// [`TurnMctsAgent`] beats greedy in 100 % of the decisive games on classic (80 games, both
/// colours) and 94.9 % (90.3-97.4 %, 157 decisive of 160 games; 90.9 % as the lions, 98.8 % as
/// the jackals) on crossing, and converts 156 of 160 forced wins against perfect play on
/// `examples/mcts_boards/` (README, "Agents"); [`MctsAgent`] at 800 per group move: 100 %, 82.9 %
/// (80 games) and 151 of 160.
pub const DEFAULT_MCTS_BUDGET: u32 = 800;

/// The MCTS iterations per decision savanna accepts (`--budget`): at a million iterations a
/// decision takes seconds to a minute ([`TurnMctsAgent`] stops early once its graph holds twice
/// [`MAX_TURN_NODES`] nodes); more is refused before play.
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

/// Plain UCT, savanna's MCTS before issue 27, kept as the baseline the stronger [`MctsAgent`] is
/// measured against (`examples/mcts_strength.rs`): Monte Carlo tree search with UCT (Kocsis and
/// Szepesvári, "Bandit based Monte-Carlo planning", ECML 2006; Browne et al., "A survey of MCTS
/// methods", 2012). The tree's edges are single actions (a group move, or ending the turn), so a
/// turn is built one group move at a time; uniform random playouts to the end of the game; a
/// fixed number of iterations per action; one tree per game (the subtree of the action played is
/// kept). No transpositions, no proofs.
#[derive(Debug, Clone)]
pub struct UctAgent {
    budget: u32,
    nodes: Vec<Node>,
    root: u32,
    root_pos: Option<Position>,
}

impl UctAgent {
    /// An agent with `budget` iterations per action.
    pub fn new(budget: u32) -> UctAgent {
        UctAgent {
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

impl Agent for UctAgent {
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

/// Share of playout steps at which a capture, when one is legal, is taken (uniform over the
/// captures); otherwise the step is uniform over the legal actions, as [`RandomAgent`]'s.
pub const PLAYOUT_CAPTURE_SHARE: f64 = 0.9;

/// Turns a playout plays before it stops and scores the position with [`playout_value`]. Chosen
/// by measurement on classic (MCTS 200 against greedy, 80 games: 2 turns 71 %, 4 turns 80 %,
/// 8 turns 70 % of decisive games).
pub const PLAYOUT_TURNS: u32 = 4;

/// Scale of [`playout_value`]'s logistic, in [`evaluate`] units: one jackal of material is
/// [`MATERIAL_WEIGHT`], so a jackal ahead reads as about 62 %.
pub const PLAYOUT_SCALE: f64 = 20.0;

/// Most nodes [`MctsAgent`]'s graph keeps; at the start of a turn past it the graph is cleared.
pub const MAX_NODES: usize = 1 << 20;

/// The lions' expected result of a position a playout stopped in, in `[0, 1]`: a logistic of the
/// lions' [`evaluate`] margin (material, points at the count, and the material the side to move
/// threatens), over [`PLAYOUT_SCALE`].
pub fn playout_value(board: &GameBoard, pos: &Position) -> f64 {
    playout_value_with(board, pos, SCORE_WEIGHT)
}

/// [`playout_value`] with `score` (in [`evaluate`] units) as the weight of one point of the
/// count's margin instead of [`SCORE_WEIGHT`].
pub fn playout_value_with(board: &GameBoard, pos: &Position, score: f64) -> f64 {
    let s = board.rules.lion_strength as f64;
    let material = s * f64::from(pos.lions) - f64::from(pos.jackals);
    let (lp, jp) = pos.score(board);
    let threat = match pos.side {
        Side::Lions => exposed(board, pos, Side::Jackals),
        Side::Jackals => -exposed(board, pos, Side::Lions),
    };
    let e = MATERIAL_WEIGHT * (material + EXPOSURE_WEIGHT * threat)
        + score * (f64::from(lp) - f64::from(jp));
    1.0 / (1.0 + libm::exp(-e / PLAYOUT_SCALE))
}

/// A playout from `pos` (changed): captures first (taken at [`PLAYOUT_CAPTURE_SHARE`] of the
/// steps that have one), otherwise uniform over the legal actions (a move that
/// [`lands_exposed`] drawn again up to [`PLAYOUT_REDRAWS`] times), for at most [`PLAYOUT_TURNS`]
/// turns; the lions' result: 1 a lions' win, 0 a jackals' win, 1/2 a draw, [`playout_value`] when
/// it stopped before the end.
///
/// Uniform playouts are biased towards the lions (a random pack walks into the lions; uniform
/// self-play is a lions' win on every board), so their results mislead the search; taking
/// captures and stopping early at an evaluation is the usual cure (Browne et al. 2012, section
/// 6.1.3, "heavy" playouts and early termination).
pub fn informed_playout(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
) -> f64 {
    informed_playout_with(board, pos, rng, buf, 0.0)
}

/// [`informed_playout`] in which each step is, with probability `greedy`, [`GreedyAgent`]'s
/// choice instead (its one-step evaluation; an epsilon-greedy playout, Sturtevant 2008).
pub fn informed_playout_with(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
    greedy: f64,
) -> f64 {
    let params = MctsParams {
        greedy,
        ..MctsParams::default()
    };
    mcts_playout(board, pos, rng, buf, &params)
}

/// [`informed_playout_with`] with `params`' greedy share, turns ([`MctsParams::turns`]) and
/// score weight ([`MctsParams::score`]): [`MctsAgent`]'s playout.
pub fn mcts_playout(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
    params: &MctsParams,
) -> f64 {
    let greedy = params.greedy;
    let turns = params.turns.max(0.0) as u32;
    let start = pos.turns;
    let mut steps = 0u32;
    loop {
        if let Some(o) = pos.outcome(board) {
            return match o.winner {
                Some(Side::Lions) => 1.0,
                Some(Side::Jackals) => 0.0,
                None => 0.5,
            };
        }
        if pos.moves == 0 && pos.turns - start >= turns {
            return playout_value_with(board, pos, params.score);
        }
        pos.legal_moves(board, buf);
        let can_end = if pos.moves == 0 {
            buf.is_empty()
        } else {
            pos.duty_met() || buf.is_empty()
        };
        steps += 1;
        if buf.is_empty() || steps > 100_000 {
            pos.end_turn(board);
            continue;
        }
        if greedy > 0.0 && rng.unit() < greedy {
            let moves = std::mem::take(buf);
            let a = GreedyAgent.choose(board, pos, &moves, can_end, rng);
            *buf = moves;
            act(board, pos, a);
            continue;
        }
        let attacks = buf.iter().filter(|m| pos.is_attack(board, m)).count();
        let pick = if attacks > 0 && rng.unit() < PLAYOUT_CAPTURE_SHARE {
            let k = rng.below(attacks);
            buf.iter()
                .filter(|m| pos.is_attack(board, m))
                .nth(k)
                .copied()
        } else {
            // Uniform, but a move into a region the other side could take next turn is drawn
            // again (up to PLAYOUT_REDRAWS times).
            let mut r = rng.below(buf.len() + usize::from(can_end));
            for _ in 0..PLAYOUT_REDRAWS {
                match buf.get(r) {
                    Some(m) if lands_exposed(board, pos, m) => {
                        r = rng.below(buf.len() + usize::from(can_end));
                    }
                    _ => break,
                }
            }
            buf.get(r).copied()
        };
        match pick {
            Some(m) => {
                pos.apply(board, m);
            }
            None => pos.end_turn(board),
        }
    }
}

/// Draws of a playout step that may replace a move into a region the other side could capture
/// next turn ([`lands_exposed`]) (MCTS 200 against greedy on classic, 80 games: 0 redraws 80 %,
/// 4 redraws 85 % of decisive games, mostly as the jackals).
pub const PLAYOUT_REDRAWS: u32 = 4;

/// True when the group of `m` (not an attack) would stand, in its new region, where one group of
/// the other side from a neighbouring region could capture it next turn (by strength and fit;
/// the pieces that join it there this turn are not foreseen).
pub fn lands_exposed(board: &GameBoard, pos: &Position, m: &Move) -> bool {
    let Some(j) = board.index(m.to) else {
        return false;
    };
    let side = pos.side;
    let mine = pos.cells[j].of(side) + m.total();
    capturable(board, pos, j, side, mine)
}

/// One expanded action of a [`MctsAgent`] node: the action, the node it leads to and its prior.
#[derive(Debug, Clone, Copy)]
struct ActionEdge {
    action: Action,
    child: u32,
    /// [`action_prior`] of the action for the mover, in `[0, 1]`.
    prior: f32,
}

impl Edge for ActionEdge {
    fn child(self) -> u32 {
        self.child
    }
    fn prior(self) -> f32 {
        self.prior
    }
}

/// [`MctsAgent`]'s graph: edges are actions, untried children actions, nothing kept with a node.
type ActionGraph = Graph<ActionEdge, Action, ()>;

/// The mover's prior of an action: 1 when it takes the other side's last piece, else a logistic
/// of [`evaluate`] for the mover after it (over [`PLAYOUT_SCALE`]); ending the turn is scored
/// on the position as it stands, with greedy's small bonus for ending. The same one-step
/// evaluation [`GreedyAgent`] maximises, used by [`MctsAgent`] to order its expansions and as a
/// progressive bias.
fn action_prior(board: &GameBoard, pos: &mut Position, a: Action) -> f32 {
    let side = pos.side;
    let e = match a {
        Action::End => evaluate(board, pos, side) + 0.01,
        Action::Move(m) => {
            let u = pos.apply(board, m);
            let e = if pos.total(side.other()) == 0 {
                f64::INFINITY
            } else {
                evaluate(board, pos, side)
            };
            pos.undo(u);
            e
        }
    };
    if e == f64::INFINITY {
        1.0
    } else {
        (1.0 / (1.0 + libm::exp(-e / PLAYOUT_SCALE))) as f32
    }
}

/// [`MctsAgent`]'s exploration constant: lower than UCT's `sqrt(2)`, since the playouts end at an
/// evaluation (results near 1/2 with little noise) rather than a win or a loss. Chosen on the
/// fixed boards of `examples/mcts_boards/` (forced wins converted against perfect play, the three
/// hardest starts, 10 games each, budget 800): `c = sqrt(2)` 1 + 0 + 0 of 30, 0.5 22 of 30,
/// 0.25 13 of 30.
pub const MCTS_C: f64 = 0.5;

/// Share of [`MctsAgent`]'s playout steps played by [`GreedyAgent`] ([`MctsParams::greedy`]).
/// Chosen like [`MCTS_C`] (the three hardest starts of `examples/mcts_boards/`, 10 games each;
/// MCTS 800 against greedy on crossing, 40 games): 0 22 of 30 and 73.7 % of decisive games, 0.3
/// 25 of 30 and 79.4 %, 0.6 26 of 30 and 78.9 %.
pub const MCTS_GREEDY_PLAYOUT: f64 = 0.6;

/// The tunable constants of [`MctsAgent`]. [`MctsParams::default`] holds the values chosen by
/// measurement (see each field); `examples/mcts_strength.rs` and `examples/mcts_vs_perfect.rs`
/// take others (`mcts:800:c=0.7,bias=1`) to measure against.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MctsParams {
    /// UCT's exploration constant.
    pub c: f64,
    /// Weight of the progressive bias `bias * prior / (visits + 1)` added to a child's UCT value
    /// (Chaslot et al., "Progressive strategies for Monte-Carlo tree search", 2008); the prior is
    /// the one-step evaluation of the action ([`GreedyAgent`]'s).
    pub bias: f64,
    /// Progressive widening (Coulom 2007; Chaslot et al. 2008's "progressive unpruning"): a node
    /// with `n` visits has at most `widen_base + widen_rate * sqrt(n)` expanded actions, the best
    /// by prior first; more when every expanded one is proven no win. Infinite: every action is
    /// tried before any is tried twice.
    pub widen_base: f64,
    /// See [`MctsParams::widen_base`].
    pub widen_rate: f64,
    /// Share of playout steps played by [`GreedyAgent`] ([`informed_playout_with`]).
    pub greedy: f64,
    /// Weight of one point of the count's margin in the value of a stopped playout
    /// ([`playout_value_with`]), in [`evaluate`] units (a jackal of material is
    /// [`MATERIAL_WEIGHT`]).
    pub score: f64,
    /// Turns a playout plays before it stops at [`playout_value_with`].
    pub turns: f64,
    /// Ends of a turn [`TurnMctsAgent`] keeps as candidates at a node, the best by prior.
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

    fn open(&self, visits: u32) -> f64 {
        self.widen_base + self.widen_rate * f64::from(visits).sqrt()
    }
}

/// Monte Carlo tree search over group moves, strengthened for this game (issue 27) and then
/// replaced as `mcts` by [`TurnMctsAgent`], which searches whole turns; kept to measure against
/// (`mmcts:N` in `examples/mcts_strength.rs`):
///
/// - **Transpositions**: the search graph has one node per distinct position (pieces, side to
///   move, quiet counter, the turn's bookkeeping), found in a hash table, so the orders of one
///   turn's group moves share their nodes and every distinct end-of-turn position is one node,
///   however many turns reach it (UCT on a directed acyclic graph: Childs, Brodeur and Kocsis,
///   "Transpositions and move groups in Monte Carlo tree search", CIG 2008, whose "move groups"
///   are this game's group moves). Statistics live on the nodes; the graph is kept for the whole
///   game (cleared past [`MAX_NODES`]).
/// - **Proofs** (MCTS-Solver: Winands, Björnsson and Saito, "Monte-Carlo tree search solver",
///   CG 2008), extended to draws: a finished game is proven; a node is a proven win for its mover
///   when some child is, and proven when every action has been tried and every child is proven
///   (its value the best of theirs). Selection never enters a child proven lost for the mover, a
///   proven win is played at once, and a proven draw is preferred to an unproven child whose
///   mean is below 1/2.
/// - **Priors** ([`MctsParams`]): each action's one-step evaluation (greedy's) orders the
///   expansions (best first), limits them by progressive widening and biases UCT towards it
///   while a child has few visits.
/// - **Playouts** [`informed_playout_with`]: a share [`MCTS_GREEDY_PLAYOUT`] of the steps is
///   greedy's choice; the others take captures first and draw a move into reach of the other
///   side again ([`lands_exposed`]); stopped after [`PLAYOUT_TURNS`] turns and scored by
///   [`playout_value`].
///
/// `budget` iterations per action; the action played is the proven win, else the most visited
/// child not proven lost (see [`Agent::choose`] below for the order).
#[derive(Debug, Clone)]
pub struct MctsAgent {
    budget: u32,
    params: MctsParams,
    graph: ActionGraph,
}

impl MctsAgent {
    /// An agent with `budget` iterations per action and the default [`MctsParams`].
    pub fn new(budget: u32) -> MctsAgent {
        MctsAgent::with_params(budget, MctsParams::default())
    }

    /// An agent with `budget` iterations per action and `params`.
    pub fn with_params(budget: u32, params: MctsParams) -> MctsAgent {
        MctsAgent {
            budget: budget.max(1),
            params,
            graph: ActionGraph::default(),
        }
    }

    /// The actions of `p` with their priors, best last (ties in random order).
    fn ordered(
        board: &GameBoard,
        p: &mut Position,
        buf: &mut Vec<Move>,
        rng: &mut GameRng,
    ) -> Vec<(Action, f32)> {
        let a = actions(board, p, buf);
        let mut v: Vec<(Action, f32)> = a
            .into_iter()
            .map(|a| (a, action_prior(board, p, a)))
            .collect();
        // Fisher-Yates, then a stable sort: equal priors stay in random order.
        for i in (1..v.len()).rev() {
            let j = rng.below(i + 1);
            v.swap(i, j);
        }
        v.sort_by(|x, y| x.1.total_cmp(&y.1));
        v
    }

    /// One iteration from the node of `pos`.
    fn iterate(
        &mut self,
        board: &GameBoard,
        pos: &Position,
        root: u32,
        rng: &mut GameRng,
        buf: &mut Vec<Move>,
        path: &mut Vec<u32>,
    ) {
        let params = self.params;
        let g = &mut self.graph;
        let mut p = pos.clone();
        let mut node = root;
        path.clear();
        path.push(node);
        loop {
            if g.nodes[node as usize].proof.is_some() {
                break;
            }
            if !g.nodes[node as usize].expanded {
                let a = Self::ordered(board, &mut p, buf, rng);
                let n = &mut g.nodes[node as usize];
                n.expanded = true;
                if a.is_empty() {
                    let o = p.outcome(board).and_then(|o| o.winner);
                    n.proof = Some(match o {
                        None => 0,
                        Some(w) if w == n.side => 1,
                        Some(_) => -1,
                    });
                    break;
                }
                n.untried = a;
            }
            // Widen when the node's visits allow another child, or when no expanded child is
            // still open (all proven, none a win).
            let pick = if g.widen(node, &params, g.closed(node)) {
                let Some((a, prior)) = g.nodes[node as usize].untried.pop() else {
                    break;
                };
                act(board, &mut p, a);
                let (c, fresh) = g.node(&p, || graph::Node::new(p.side, (), None));
                g.nodes[node as usize].edges.push(ActionEdge {
                    action: a,
                    child: c,
                    prior,
                });
                if fresh {
                    path.push(c);
                    node = c;
                    break;
                }
                c
            } else {
                let Some(e) = g.select(node, &params) else {
                    break;
                };
                act(board, &mut p, e.action);
                e.child
            };
            node = pick;
            path.push(node);
        }
        let lions = match g.proven(node) {
            Some(r) => r,
            None => mcts_playout(board, &mut p, rng, buf, &params),
        };
        g.backup(path, lions);
    }
}

impl Agent for MctsAgent {
    /// Runs `budget` iterations from `pos` (fewer once the root is proven), then plays: a proven
    /// win; else an unproven child with a mean above 1/2; else a proven draw; else another
    /// unproven child; a proven loss last; the most visited within each rank (the robust child).
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action {
        if pos.moves == 0 && self.graph.len() > MAX_NODES {
            self.graph.clear();
        }
        let (root, _) = self
            .graph
            .node(pos, || graph::Node::new(pos.side, (), None));
        let mut buf = Vec::new();
        let mut path = Vec::new();
        for _ in 0..self.budget {
            if self.graph.nodes[root as usize].proof.is_some() {
                break;
            }
            self.iterate(board, pos, root, rng, &mut buf, &mut path);
        }
        match self.graph.robust(root, false) {
            Some(e) => e.action,
            None if can_end => Action::End,
            None => Action::Move(moves[0]),
        }
    }
}

/// Most end-of-turn placements a [`TurnMctsAgent`] node keeps as candidates, the best by prior
/// (the others are enumerated again only if every kept one is proven no win).
pub const TURN_CANDIDATES: usize = 48;

/// Nodes past which [`TurnMctsAgent`]'s graph is cleared at the start of a turn; a search stops
/// early when the graph holds twice as many (only budgets of about 100 000 and more reach it: an
/// iteration adds at most one node). Self-play on classic at 800 holds about 100 MB for its two
/// agents.
pub const MAX_TURN_NODES: usize = 1 << 17;

/// The mover's prior of an end of its turn `q` (the position before the turn ends, as
/// [`super::turns::TurnResults::for_each`] shows it): 1 when it took the other side's last
/// piece; 1, 0 or 1/2 when ending the turn ends the game on points (the count, or the cap at
/// `max_rounds`) and the mover wins, loses or draws; else [`playout_value_with`]'s logistic for
/// the mover with the other side to move (the material the other side then threatens counted
/// against the mover).
pub fn end_prior(board: &GameBoard, q: &Position, score: f64) -> f32 {
    let side = q.side;
    if q.total(side.other()) == 0 {
        return 1.0;
    }
    let quiet = match board.rules.quiet {
        crate::input::game_rules::QuietRule::NoCapture => !q.captured,
        crate::input::game_rules::QuietRule::NoCapturePossible => !q.captured && !q.could_capture,
    };
    let counted = quiet && q.quiet_turns + 1 >= board.rules.quiet_turn_limit();
    if counted || q.turns + 1 >= board.rules.max_rounds.saturating_mul(2) {
        // The turn ends the game on points (the count, or the cap).
        let (lp, jp) = q.score(board);
        let mine = if side == Side::Lions {
            (lp, jp)
        } else {
            (jp, lp)
        };
        return match mine.0.cmp(&mine.1) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Less => 0.0,
            std::cmp::Ordering::Equal => 0.5,
        };
    }
    let s = board.rules.lion_strength as f64;
    let material = s * f64::from(q.lions) - f64::from(q.jackals);
    let (lp, jp) = q.score(board);
    let lions = MATERIAL_WEIGHT * material + score * (f64::from(lp) - f64::from(jp));
    let threat = MATERIAL_WEIGHT * EXPOSURE_WEIGHT * exposed(board, q, side);
    let e = match side {
        Side::Lions => lions - threat,
        Side::Jackals => -lions - threat,
    };
    (1.0 / (1.0 + libm::exp(-e / PLAYOUT_SCALE))) as f32
}

/// The index and prior of the lowest prior in `v` (not empty).
fn min_prior(v: &[(Position, f32)]) -> (usize, f32) {
    v.iter().enumerate().fold(
        (0, f32::INFINITY),
        |m, (i, e)| if e.1 < m.1 { (i, e.1) } else { m },
    )
}

/// [`TurnMctsAgent`]'s graph: a node is a position at the start of a turn (or a finished game),
/// kept with it; an edge is a child and its prior; an untried child is the position of the next
/// turn's start (or an ended game).
type TurnGraph = Graph<(u32, f32), Position, Position>;

/// Monte Carlo tree search over whole turns (issue 27, item 3), `savanna`'s `mcts`:
///
/// - **One edge per distinct end-of-turn placement** ([`super::turns::TurnResults`] lists each
///   once), so a tree level is a turn, not a group move: the 800 iterations of a decision look
///   several turns ahead, where the search over single group moves ([`MctsAgent`]) spent them
///   inside one turn's orders and splits. Nodes are positions at the start of a turn, found in a
///   hash table (transpositions shared), kept for the whole game (cleared past
///   [`MAX_TURN_NODES`]). The turn chosen is played group move by group move along a path the
///   engine finds to it ([`super::turns::TurnResults::path_to`]).
/// - **Proofs** (MCTS-Solver, Winands, Björnsson and Saito 2008, with draws): a finished game is
///   proven; a node is a proven win for its mover when one child is, and proven when every end
///   has been tried and every child is proven.
/// - **Priors**: each end's value ([`playout_value_with`] of the next turn's start, for the
///   mover) orders the expansions (best first), limits them by progressive widening
///   ([`MctsParams::widen_base`]) and biases UCT ([`MctsParams::bias`]); only the best
///   [`TURN_CANDIDATES`] are kept.
/// - **Playouts** as [`MctsAgent`]'s ([`mcts_playout`]).
///
/// `budget` iterations per turn (a decision), fewer once the root is proven or the graph is full
/// ([`MAX_TURN_NODES`]); the turn played is a proven win, else the most visited child not proven
/// lost (as [`MctsAgent`] ranks them; ties by prior).
///
/// Strength and cost (README, "Agents"): at 800 against greedy, 100 % of decisive games on
/// classic and 94.9 % on crossing (160 games), where [`MctsAgent`] had 82.9 %; about 0.39 s of
/// CPU a game on classic (one side searching), against 0.07 s for [`MctsAgent`], since each
/// expanded node lists every end of its turn (a jackals' turn on classic has up to about 550).
#[derive(Debug, Clone)]
pub struct TurnMctsAgent {
    budget: u32,
    params: MctsParams,
    graph: TurnGraph,
    turns: super::turns::TurnResults,
    /// The rest of the turn being played.
    plan: TurnPlan,
}

impl TurnMctsAgent {
    /// An agent with `budget` iterations per turn and the default [`MctsParams`].
    pub fn new(budget: u32) -> TurnMctsAgent {
        TurnMctsAgent::with_params(budget, MctsParams::default())
    }

    /// An agent with `budget` iterations per turn and `params`.
    pub fn with_params(budget: u32, params: MctsParams) -> TurnMctsAgent {
        TurnMctsAgent {
            budget: budget.max(1),
            params,
            graph: TurnGraph::default(),
            turns: super::turns::TurnResults::new(),
            plan: TurnPlan::default(),
        }
    }

    /// The node of `pos` (a turn's start or a finished game), created when new (a finished game
    /// proven at once).
    fn node(&mut self, board: &GameBoard, pos: &Position) -> (u32, bool) {
        self.graph.node(pos, || {
            let proof = pos.outcome(board).map(|o| match o.winner {
                None => 0,
                Some(w) if w == pos.side => 1,
                Some(_) => -1,
            });
            graph::Node::new(pos.side, pos.clone(), proof)
        })
    }

    /// The ends of the turn from node `id`'s position as next-turn starts with their priors for
    /// the mover, best last (ties in random order); all of them with `all`, else the best
    /// [`TURN_CANDIDATES`]; those whose node is already a child are left out.
    fn expand(&mut self, board: &GameBoard, id: u32, all: bool, rng: &mut GameRng) {
        let mut p = self.graph.nodes[id as usize].at.clone();
        let score = self.params.score;
        // One pass: every end's prior, cheaply (no end of turn), keeping a copy of the best
        // `keep` only (the one replaced is the worst kept).
        let keep = if all {
            usize::MAX
        } else {
            (self.params.keep.max(1.0) as usize).min(1 << 20)
        };
        let mut v: Vec<(Position, f32)> = Vec::new();
        let mut worst = (0usize, f32::NEG_INFINITY);
        let mut ends = 0usize;
        self.turns.for_each(board, &mut p, |q| {
            ends += 1;
            let prior = end_prior(board, q, score);
            if v.len() < keep {
                v.push((q.clone(), prior));
                if v.len() == keep {
                    worst = min_prior(&v);
                }
            } else if prior > worst.1 {
                v[worst.0] = (q.clone(), prior);
                worst = min_prior(&v);
            }
        });
        for (c, _) in &mut v {
            if c.outcome(board).is_none() {
                c.end_turn(board);
            }
        }
        let known: Vec<u32> = self.graph.nodes[id as usize]
            .edges
            .iter()
            .map(|e| e.0)
            .collect();
        v.retain(|(c, _)| self.graph.find(c).is_none_or(|i| !known.contains(&i)));
        for i in (1..v.len()).rev() {
            let j = rng.below(i + 1);
            v.swap(i, j);
        }
        v.sort_by(|x, y| x.1.total_cmp(&y.1));
        let n = &mut self.graph.nodes[id as usize];
        n.truncated = ends > keep;
        n.untried = v;
        n.expanded = true;
    }

    /// One iteration from node `root`.
    fn iterate(
        &mut self,
        board: &GameBoard,
        root: u32,
        rng: &mut GameRng,
        buf: &mut Vec<Move>,
        path: &mut Vec<u32>,
    ) {
        let params = self.params;
        let mut node = root;
        path.clear();
        path.push(node);
        loop {
            if self.graph.nodes[node as usize].proof.is_some() {
                break;
            }
            if !self.graph.nodes[node as usize].expanded {
                self.expand(board, node, false, rng);
                let n = &self.graph.nodes[node as usize];
                if n.untried.is_empty() && n.edges.is_empty() {
                    // No end at all (cannot happen in a game not over): score it as a draw.
                    self.graph.nodes[node as usize].proof = Some(0);
                    break;
                }
            }
            let closed = self.graph.closed(node);
            let n = &self.graph.nodes[node as usize];
            if closed && n.untried.is_empty() && n.truncated {
                self.expand(board, node, true, rng);
            }
            let pick = if self.graph.widen(node, &params, closed) {
                let Some((c, prior)) = self.graph.nodes[node as usize].untried.pop() else {
                    break;
                };
                let (c, fresh) = self.node(board, &c);
                self.graph.nodes[node as usize].edges.push((c, prior));
                if fresh {
                    path.push(c);
                    node = c;
                    break;
                }
                c
            } else {
                let Some((c, _)) = self.graph.select(node, &params) else {
                    break;
                };
                c
            };
            node = pick;
            path.push(node);
        }
        let lions = match self.graph.proven(node) {
            Some(r) => r,
            None => {
                let mut p = self.graph.nodes[node as usize].at.clone();
                mcts_playout(board, &mut p, rng, buf, &params)
            }
        };
        self.graph.backup(path, lions);
    }

    /// Searches from `pos` (a turn's start) and returns the group moves of the turn chosen, in
    /// the order they are played.
    fn plan_turn(&mut self, board: &GameBoard, pos: &mut Position, rng: &mut GameRng) -> Vec<Move> {
        if self.graph.len() > MAX_TURN_NODES {
            self.graph.clear();
        }
        let (root, _) = self.node(board, pos);
        let mut buf = Vec::new();
        let mut path = Vec::new();
        for _ in 0..self.budget {
            let r = &self.graph.nodes[root as usize];
            if r.proof.is_some() && r.expanded || self.graph.len() >= 2 * MAX_TURN_NODES {
                break;
            }
            self.iterate(board, root, rng, &mut buf, &mut path);
        }
        if !self.graph.nodes[root as usize].expanded {
            self.expand(board, root, false, rng);
        }
        let cells = |p: &Position| -> Vec<(u16, u16)> {
            p.cells.iter().map(|c| (c.lions, c.jackals)).collect()
        };
        let target = match self.graph.robust(root, true) {
            Some((c, _)) => cells(&self.graph.nodes[c as usize].at),
            None => match self.graph.nodes[root as usize].untried.last() {
                Some((p, _)) => cells(p),
                None => return Vec::new(),
            },
        };
        self.turns.path_to(board, pos, &target).unwrap_or_default()
    }
}

impl Agent for TurnMctsAgent {
    /// At a turn's start, searches ([`TurnMctsAgent`]) and plans the turn; then plays its group
    /// moves one by one and ends it. Should the position differ from the plan's (it cannot in
    /// `play_game`), it plans again, and falls back to [`GreedyAgent`] when no plan is found.
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action {
        if !self.plan.is_at(pos) {
            self.plan.clear();
            if pos.moves == 0 {
                let turn = self.plan_turn(board, pos, rng);
                self.plan.set(pos, turn);
            }
            if self.plan.is_empty() {
                return GreedyAgent.choose(board, pos, moves, can_end, rng);
            }
        }
        match self.plan.next(board, pos, moves, can_end) {
            Some(a) => a,
            None => GreedyAgent.choose(board, pos, moves, can_end, rng),
        }
    }
}

#[cfg(test)]
mod turn_tests {
    use super::*;
    use crate::ids::RegionId;
    use crate::input::game_rules::GameRules;

    /// A path 1 - 2 - ... - n; every region holds 3 lions or 12 jackals alone, 10, 8, 6 jackals
    /// beside 1, 2, 3 lions.
    fn path(n: u32, lions: u16, jackals: u16, rules: GameRules) -> GameBoard {
        let nb: Vec<Vec<u32>> = (1..=n)
            .map(|i| {
                [i - 1, i + 1]
                    .into_iter()
                    .filter(|&j| j >= 1 && j <= n)
                    .collect()
            })
            .collect();
        GameBoard::from_tables(
            &nb,
            &vec![(3, 12); n as usize],
            &vec![vec![12, 10, 8, 6]; n as usize],
            lions,
            jackals,
            rules,
        )
    }

    /// Plays one whole turn of `agent` from `pos` (changed).
    fn one_turn(board: &GameBoard, pos: &mut Position, agent: &mut dyn Agent, rng: &mut GameRng) {
        let mut buf = Vec::new();
        loop {
            pos.legal_moves(board, &mut buf);
            let can_end = if pos.moves == 0 {
                buf.is_empty()
            } else {
                pos.duty_met() || buf.is_empty()
            };
            if buf.is_empty() {
                pos.end_turn(board);
                return;
            }
            let moves = buf.clone();
            match agent.choose(board, pos, &moves, can_end, rng) {
                Action::Move(m) => {
                    assert!(moves.contains(&m), "{m:?} is not legal");
                    pos.apply(board, m);
                    if pos.outcome(board).is_some() {
                        return;
                    }
                }
                Action::End => {
                    assert!(can_end, "ended a turn that may not end");
                    pos.end_turn(board);
                    return;
                }
            }
        }
    }

    /// Strip 1 - 2 - 3 - 4, lions in 1 and 3, the last two jackals in 4: the lion in 3 entering
    /// 4 takes both (2 <= 3 jackals per lion, and 2 jackals fit beside a lion), which ends the
    /// game; the turn search finds that end, proves it a win and plays it, at every seed.
    #[test]
    fn turn_mcts_plays_a_proven_win() {
        let b = path(4, 2, 2, GameRules::default());
        for seed in 0..5 {
            let mut p = Position::start(&b, &[RegionId(1), RegionId(3)], RegionId(4), Side::Lions);
            let mut a = TurnMctsAgent::new(16);
            one_turn(&b, &mut p, &mut a, &mut GameRng::new(seed, 0));
            let o = p.outcome(&b).expect("the game is over");
            assert_eq!(o.winner, Some(Side::Lions), "seed {seed}");
            assert_eq!(o.reason, crate::game::EndReason::Elimination);
        }
    }

    /// Path 1 - 2 - 3 - 4 - 5, lions in 2 and 4, five jackals in 3, the lions to move. Four
    /// jackals may leave 3 (one stays, rule 3) and three take a lone lion, so next turn the pack
    /// takes whichever lion still stands beside it; one lion cannot enter 3 (5 > 3 jackals). The
    /// lions' turns end in {1, 4}, {2, 5} or {1, 5}, and only {1, 5} (both lions step away, two
    /// group moves in one turn) loses no lion: the turn search plays it at every seed.
    #[test]
    fn turn_mcts_moves_both_threatened_lions_away() {
        let b = path(5, 2, 5, GameRules::default());
        for seed in 0..5 {
            let mut p = Position::start(&b, &[RegionId(2), RegionId(4)], RegionId(3), Side::Lions);
            let mut a = TurnMctsAgent::new(64);
            one_turn(&b, &mut p, &mut a, &mut GameRng::new(seed, 0));
            let lions: Vec<u16> = p.cells.iter().map(|c| c.lions).collect();
            assert_eq!(lions, [1, 0, 0, 0, 1], "seed {seed}");
            assert_eq!(p.side, Side::Jackals);
        }
    }

    /// `end_prior` on hand-made ends: taking the last jackals is 1; a quiet turn that brings the
    /// count (`quiet_rounds: 0`: the second quiet turn in a row) is scored by the points, lions 2
    /// a region against jackals 1: one lion region against one jackal region is a lions' win
    /// (1); one lion region against two jackal regions, 2 to 2, a draw (1/2).
    #[test]
    fn end_prior_scores_captures_and_the_count() {
        let b = path(3, 1, 2, GameRules::default());
        let mut p = Position::start(&b, &[RegionId(1)], RegionId(2), Side::Lions);
        p.apply(&b, Move::new(RegionId(1), RegionId(2), 1));
        assert_eq!(p.jackals, 0);
        assert_eq!(end_prior(&b, &p, SCORE_WEIGHT), 1.0);

        let rules = GameRules {
            quiet_rounds: 0,
            ..GameRules::default()
        };
        let b = path(3, 1, 2, rules);
        let mut p = Position::start(&b, &[RegionId(1)], RegionId(3), Side::Lions);
        p.quiet_turns = 1;
        p.apply(&b, Move::new(RegionId(1), RegionId(2), 1));
        assert_eq!(end_prior(&b, &p, SCORE_WEIGHT), 1.0);
        let mut p = Position::start(&b, &[RegionId(1)], RegionId(3), Side::Jackals);
        p.quiet_turns = 1;
        p.apply(&b, Move::new(RegionId(3), RegionId(2), 1));
        // Jackals in 2 and 3 (2 points) against a lion in 1 (2 points): a draw.
        assert_eq!(end_prior(&b, &p, SCORE_WEIGHT), 0.5);
    }

    #[test]
    fn mcts_params_read_score_and_turns() {
        let p = MctsParams::parse("score=4,turns=12").expect("known names");
        assert_eq!((p.score, p.turns), (4.0, 12.0));
        assert_eq!(p.c, MCTS_C);
        assert!(MctsParams::parse("depth=3").is_none());
    }
}
