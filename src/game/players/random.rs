//! The random agent: uniform over the legal actions at each step.

use super::Agent;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;

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
