//! The greedy agent: the best [`evaluate`] one step ahead.

use super::Agent;
use super::evaluate::evaluate;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;

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
