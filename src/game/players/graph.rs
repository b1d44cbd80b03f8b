//! The search graph of both Monte Carlo tree searches ([`super::mcts::MctsAgent`] over group moves,
//! [`super::turn_mcts::TurnMctsAgent`] over whole turns): one node per distinct position, found in a hash
//! table (transpositions shared: UCT on a directed acyclic graph, Childs, Brodeur and Kocsis,
//! CIG 2008); UCT selection with a progressive bias (Chaslot et al. 2008); progressive widening
//! (Coulom 2007); the backup of results and of proofs (MCTS-Solver: Winands, Björnsson and
//! Saito, CG 2008, extended to draws); and the robust child played at the end of a search.
//!
//! What a node's edges and untried children are differs between the two searches (an action
//! and its child, or a child alone; an action, or the position a turn ends in), so both are type
//! parameters; each search keeps its own expansion and playouts.

use super::params::MctsParams;
use crate::game::rules::position::Position;
use crate::input::game_rules::Side;
use std::collections::HashMap;

/// A proven value, for the side to move at the node: `+1` it wins with best play, `0` a draw,
/// `-1` it loses; `None` while unproven.
pub(super) type Proof = Option<i8>;

/// An expanded edge of a node: the child it leads to, and its prior for the mover (in `[0, 1]`).
pub(super) trait Edge: Copy {
    /// The child node.
    fn child(self) -> u32;
    /// The edge's prior for the node's mover.
    fn prior(self) -> f32;
}

/// A child alone, with its prior ([`super::turn_mcts::TurnMctsAgent`]'s edges).
impl Edge for (u32, f32) {
    fn child(self) -> u32 {
        self.0
    }
    fn prior(self) -> f32 {
        self.1
    }
}

/// One node: its statistics and proof for the side to move, its edges `E`, its children not
/// expanded yet (`U`, with their priors, best last) and what the search keeps with it (`A`).
#[derive(Debug, Clone)]
pub(super) struct Node<E, U, A> {
    /// The side to move here (statistics and proofs are for it).
    pub side: Side,
    /// What the search keeps with the node (the position, for the turn search).
    pub at: A,
    /// Expanded edges.
    pub edges: Vec<E>,
    /// Children not expanded yet with their priors, best last (expanded from the end).
    pub untried: Vec<(U, f32)>,
    /// True when `untried` left some children out (they may be listed again).
    pub truncated: bool,
    /// True once the children were listed (or the node is proven at its creation).
    pub expanded: bool,
    /// Iterations through the node.
    pub visits: u32,
    /// Sum of the results for `side`.
    pub value: f64,
    /// The node's proof.
    pub proof: Proof,
}

impl<E, U, A> Node<E, U, A> {
    /// A fresh node for `side` to move, proven at once when `proof` is given (a finished game).
    pub fn new(side: Side, at: A, proof: Proof) -> Node<E, U, A> {
        Node {
            side,
            at,
            edges: Vec::new(),
            untried: Vec::new(),
            truncated: false,
            expanded: proof.is_some(),
            visits: 0,
            value: 0.0,
            proof,
        }
    }
}

/// The nodes, and the index from position to node.
#[derive(Debug, Clone)]
pub(super) struct Graph<E, U, A> {
    /// The nodes, by number.
    pub nodes: Vec<Node<E, U, A>>,
    index: HashMap<Position, u32>,
}

impl<E, U, A> Default for Graph<E, U, A> {
    fn default() -> Self {
        Graph {
            nodes: Vec::new(),
            index: HashMap::new(),
        }
    }
}

impl<E: Edge, U, A> Graph<E, U, A> {
    /// Nodes in the graph.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Forgets every node.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.index.clear();
    }

    /// The node of `pos`, if there is one.
    pub fn find(&self, pos: &Position) -> Option<u32> {
        self.index.get(pos).copied()
    }

    /// The node of `pos`, created by `make` when new; `(node, created)`.
    pub fn node(&mut self, pos: &Position, make: impl FnOnce() -> Node<E, U, A>) -> (u32, bool) {
        if let Some(&i) = self.index.get(pos) {
            return (i, false);
        }
        let i = self.nodes.len() as u32;
        self.nodes.push(make());
        self.index.insert(pos.clone(), i);
        (i, true)
    }

    /// The proof of child `c` seen from a node whose mover is `side`.
    pub fn seen(&self, side: Side, c: u32) -> Proof {
        let n = &self.nodes[c as usize];
        n.proof.map(|v| if n.side == side { v } else { -v })
    }

    /// The mean result of child `c` for `side`.
    pub fn mean(&self, side: Side, c: u32) -> f64 {
        let n = &self.nodes[c as usize];
        let m = n.value / f64::from(n.visits.max(1));
        if n.side == side { m } else { 1.0 - m }
    }

    /// True when no expanded child of `id` is still open for its mover: each is proven, none a
    /// win (true when there is none).
    pub fn closed(&self, id: u32) -> bool {
        let n = &self.nodes[id as usize];
        n.edges
            .iter()
            .all(|e| self.seen(n.side, e.child()).is_some_and(|v| v < 1))
    }

    /// True when node `id` should expand another child: it has one left, and either its visits
    /// allow another ([`MctsParams::widen_base`]) or it is `closed` ([`Graph::closed`]).
    pub fn widen(&self, id: u32, params: &MctsParams, closed: bool) -> bool {
        let n = &self.nodes[id as usize];
        !n.untried.is_empty() && ((n.edges.len() as f64) < params.open(n.visits) || closed)
    }

    /// UCT's choice among the expanded edges of `id` (Kocsis and Szepesvári 2006), with the
    /// progressive bias `bias * prior / (visits + 1)`: a child proven won for the mover first,
    /// an unvisited one next, a child proven lost never (unless every child is: then the first
    /// edge). `None` when there is no edge.
    pub fn select(&self, id: u32, params: &MctsParams) -> Option<E> {
        let n = &self.nodes[id as usize];
        let side = n.side;
        let ln = libm::log(f64::from(n.visits.max(1)));
        let mut best = f64::NEG_INFINITY;
        let mut pick = None;
        for &e in &n.edges {
            let c = e.child();
            let v = match self.seen(side, c) {
                Some(1) => f64::INFINITY,
                Some(-1) => continue,
                _ => {
                    let cn = &self.nodes[c as usize];
                    if cn.visits == 0 {
                        1e9
                    } else {
                        let k = f64::from(cn.visits);
                        self.mean(side, c)
                            + params.c * (ln / k).sqrt()
                            + params.bias * f64::from(e.prior()) / (k + 1.0)
                    }
                }
            };
            if v > best {
                best = v;
                pick = Some(e);
            }
        }
        pick.or_else(|| n.edges.first().copied())
    }

    /// The lions' result of node `id` when it is proven (1 a lions' win, 1/2 a draw, 0 a loss).
    pub fn proven(&self, id: u32) -> Option<f64> {
        let n = &self.nodes[id as usize];
        n.proof.map(|v| {
            let r = f64::from(v + 1) / 2.0;
            if n.side == Side::Lions { r } else { 1.0 - r }
        })
    }

    /// Adds the result `lions` (the lions' share, in `[0, 1]`) to every node of `path` from the
    /// leaf up, and backs the proofs up: a node is a proven win for its mover when one child is,
    /// and proven (the best of its children's values) when every child has been listed and
    /// tried and every one is proven.
    pub fn backup(&mut self, path: &[u32], lions: f64) {
        for &id in path.iter().rev() {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            n.value += if n.side == Side::Lions {
                lions
            } else {
                1.0 - lions
            };
            self.update_proof(id);
        }
    }

    fn update_proof(&mut self, id: u32) {
        let n = &self.nodes[id as usize];
        if n.proof.is_some() || !n.expanded {
            return;
        }
        let side = n.side;
        let mut best: i8 = -2;
        let mut all = n.untried.is_empty() && !n.truncated && !n.edges.is_empty();
        for e in &n.edges {
            match self.seen(side, e.child()) {
                Some(1) => {
                    best = 1;
                    break;
                }
                Some(v) => best = best.max(v),
                None => all = false,
            }
        }
        if best == 1 || all {
            self.nodes[id as usize].proof = Some(best);
        }
    }

    /// The edge played after a search from `id` (the robust child): a proven win; else an
    /// unproven child with a mean above 1/2; else a proven draw; else another unproven child; a
    /// proven loss last; the most visited within each rank, then (with `tie_by_prior`) the
    /// higher prior, then the first. `None` when there is no edge.
    pub fn robust(&self, id: u32, tie_by_prior: bool) -> Option<E> {
        let n = &self.nodes[id as usize];
        let side = n.side;
        let mut best: Option<((u8, u32, f32), E)> = None;
        for &e in &n.edges {
            let c = e.child();
            let rank = match self.seen(side, c) {
                Some(1) => 4,
                None if self.mean(side, c) > 0.5 => 3,
                Some(0) => 2,
                None => 1,
                _ => 0,
            };
            let prior = if tie_by_prior { e.prior() } else { 0.0 };
            let key = (rank, self.nodes[c as usize].visits, prior);
            if best
                .is_none_or(|(b, _)| key.0 > b.0 || (key.0 == b.0 && (key.1, key.2) > (b.1, b.2)))
            {
                best = Some((key, e));
            }
        }
        best.map(|(_, e)| e)
    }
}
