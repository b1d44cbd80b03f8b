//! Plain UCT over single actions with uniform playouts ([`UctAgent`]), kept to measure against.

use super::Agent;
use super::params::UCT_C;
use super::playout::{act, actions, playout};
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;
use crate::input::game_rules::Side;

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

/// Plain UCT, savanna's MCTS before issue 27, kept as the baseline the stronger [`MctsAgent`](super::mcts::MctsAgent) is
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

impl Agent for UctAgent {
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

    /// As [`UctAgent::choose`], the search ending early once `stop()` is true.
    fn choose_within(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
        stop: super::Stop,
    ) -> Action {
        if self.root_pos.as_ref() != Some(pos) {
            self.reset(pos);
        }
        let mut buf = Vec::new();
        let mut path: Vec<u32> = Vec::new();
        for i in 0..self.budget {
            if i % super::STOP_POLL == 0 && stop() {
                break;
            }
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
