//! Monte Carlo tree search over whole turns ([`TurnMctsAgent`], savanna's `mcts`).

use super::Agent;
use super::evaluate::{EXPOSURE_WEIGHT, MATERIAL_WEIGHT, PLAYOUT_SCALE, exposed};
use super::graph::{self, Graph};
use super::greedy::GreedyAgent;
use super::params::MctsParams;
use super::plan::TurnPlan;
use super::playout::mcts_playout;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;
use crate::input::game_rules::Side;

/// Nodes past which [`TurnMctsAgent`]'s graph is cleared at the start of a turn; a search stops
/// early when the graph holds twice as many (only budgets of about 100 000 and more reach it: an
/// iteration adds at most one node). Self-play on classic at 800 holds about 100 MB for its two
/// agents.
pub const MAX_TURN_NODES: usize = 1 << 17;

/// The mover's prior of an end of its turn `q` (the position before the turn ends, as
/// [`crate::game::rules::turns::TurnResults::for_each`] shows it): 1 when it took the other side's last
/// piece; 1, 0 or 1/2 when ending the turn ends the game on points (the count, or the cap at
/// `max_rounds`) and the mover wins, loses or draws; else [`playout_value_with`](super::evaluate::playout_value_with)'s logistic for
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
/// - **One edge per distinct end-of-turn placement** ([`crate::game::rules::turns::TurnResults`] lists each
///   once), so a tree level is a turn, not a group move: the 800 iterations of a decision look
///   several turns ahead, where the search over single group moves ([`MctsAgent`](super::mcts::MctsAgent)) spent them
///   inside one turn's orders and splits. Nodes are positions at the start of a turn, found in a
///   hash table (transpositions shared), kept for the whole game (cleared past
///   [`MAX_TURN_NODES`]). The turn chosen is played group move by group move along a path the
///   engine finds to it ([`crate::game::rules::turns::TurnResults::path_to`]).
/// - **Proofs** (MCTS-Solver, Winands, Björnsson and Saito 2008, with draws): a finished game is
///   proven; a node is a proven win for its mover when one child is, and proven when every end
///   has been tried and every child is proven.
/// - **Priors**: each end's value ([`playout_value_with`](super::evaluate::playout_value_with) of the next turn's start, for the
///   mover) orders the expansions (best first), limits them by progressive widening
///   ([`MctsParams::widen_base`]) and biases UCT ([`MctsParams::bias`]); only the best
///   [`TURN_CANDIDATES`](super::params::TURN_CANDIDATES) are kept.
/// - **Playouts** as [`MctsAgent`](super::mcts::MctsAgent)'s ([`mcts_playout`]).
///
/// `budget` iterations per turn (a decision), fewer once the root is proven or the graph is full
/// ([`MAX_TURN_NODES`]); the turn played is a proven win, else the most visited child not proven
/// lost (as [`MctsAgent`](super::mcts::MctsAgent) ranks them; ties by prior).
///
/// Strength and cost (manual, docs/src/agents.md): at 800 against greedy, 100 % of decisive games on
/// classic and 94.9 % on crossing (160 games), where [`MctsAgent`](super::mcts::MctsAgent) had 82.9 %; about 0.39 s of
/// CPU a game on classic (one side searching), against 0.07 s for [`MctsAgent`](super::mcts::MctsAgent), since each
/// expanded node lists every end of its turn (a jackals' turn on classic has up to about 550).
#[derive(Debug, Clone)]
pub struct TurnMctsAgent {
    budget: u32,
    params: MctsParams,
    graph: TurnGraph,
    turns: crate::game::rules::turns::TurnResults,
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
            turns: crate::game::rules::turns::TurnResults::new(),
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
    /// [`TURN_CANDIDATES`](super::params::TURN_CANDIDATES); those whose node is already a child are left out.
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
    /// the order they are played; the search ends early once `stop()` is true (polled every
    /// [`STOP_POLL`](super::STOP_POLL) iterations).
    fn plan_turn(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        rng: &mut GameRng,
        stop: super::Stop,
    ) -> Vec<Move> {
        if self.graph.len() > MAX_TURN_NODES {
            self.graph.clear();
        }
        let (root, _) = self.node(board, pos);
        let mut buf = Vec::new();
        let mut path = Vec::new();
        for i in 0..self.budget {
            let r = &self.graph.nodes[root as usize];
            if r.proof.is_some() && r.expanded || self.graph.len() >= 2 * MAX_TURN_NODES {
                break;
            }
            if i % super::STOP_POLL == 0 && stop() {
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
        self.choose_within(board, pos, moves, can_end, rng, &super::never)
    }

    /// As [`TurnMctsAgent::choose`], the turn's search ending early once `stop()` is true.
    fn choose_within(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
        stop: super::Stop,
    ) -> Action {
        if !self.plan.is_at(pos) {
            self.plan.clear();
            if pos.moves == 0 {
                let turn = self.plan_turn(board, pos, rng, stop);
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
    use crate::game::players::evaluate::SCORE_WEIGHT;
    use crate::game::players::params::MCTS_C;
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
            let can_end = pos.may_end(board, buf.is_empty());
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
