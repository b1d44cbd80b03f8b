//! Monte Carlo tree search over group moves ([`MctsAgent`]), with transpositions, proofs and
//! priors; replaced as `mcts` by [`super::turn_mcts::TurnMctsAgent`] and kept to measure against.

use super::Agent;
use super::evaluate::{PLAYOUT_SCALE, evaluate};
use super::graph::{self, Edge, Graph};
use super::params::MctsParams;
use super::playout::{act, actions, mcts_playout};
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;

/// Most nodes [`MctsAgent`]'s graph keeps; at the start of a turn past it the graph is cleared.
pub const MAX_NODES: usize = 1 << 20;

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

/// Monte Carlo tree search over group moves, strengthened for this game (issue 27) and then
/// replaced as `mcts` by [`TurnMctsAgent`](super::turn_mcts::TurnMctsAgent), which searches whole turns; kept to measure against
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
/// - **Playouts** [`informed_playout_with`](super::playout::informed_playout_with): a share [`MCTS_GREEDY_PLAYOUT`](super::params::MCTS_GREEDY_PLAYOUT) of the steps is
///   greedy's choice; the others take captures first and draw a move into reach of the other
///   side again ([`lands_exposed`](super::evaluate::lands_exposed)); stopped after [`PLAYOUT_TURNS`](super::params::PLAYOUT_TURNS) turns and scored by
///   [`playout_value`](super::evaluate::playout_value).
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
        self.choose_within(board, pos, moves, can_end, rng, &super::never)
    }

    /// As [`MctsAgent::choose`], the search ending early once `stop()` is true.
    fn choose_within(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
        stop: super::Stop,
    ) -> Action {
        if pos.moves == 0 && self.graph.len() > MAX_NODES {
            self.graph.clear();
        }
        let (root, _) = self
            .graph
            .node(pos, || graph::Node::new(pos.side, (), None));
        let mut buf = Vec::new();
        let mut path = Vec::new();
        for i in 0..self.budget {
            if self.graph.nodes[root as usize].proof.is_some()
                || i % super::STOP_POLL == 0 && stop()
            {
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
