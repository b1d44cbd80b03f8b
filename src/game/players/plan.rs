//! A turn chosen whole and played group move by group move ([`TurnPlan`]).

use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};

/// A turn chosen whole and played group move by group move: the moves still to play and the
/// position the next one is planned from. The agents that choose a turn at once
/// ([`super::turn_mcts::TurnMctsAgent`], [`super::perfect::PerfectAgent`]) keep one; each
/// keeps its own fallback for when the plan has no action.
///
/// ```
/// use savanna::game::play::TurnPlan;
/// let plan = TurnPlan::default();
/// assert!(plan.is_empty());
/// ```
#[derive(Debug, Clone, Default)]
pub struct TurnPlan {
    /// The moves still to play, the next one last.
    rest: Vec<Move>,
    /// Where the next move is planned from.
    at: Option<Position>,
}

impl TurnPlan {
    /// True when `pos` is where the plan's next action is planned from.
    pub fn is_at(&self, pos: &Position) -> bool {
        self.at.as_ref() == Some(pos)
    }

    /// True when no move is left.
    pub fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }

    /// Plans `moves` (in the order they are played) from `pos`.
    pub fn set(&mut self, pos: &Position, mut moves: Vec<Move>) {
        moves.reverse();
        self.rest = moves;
        self.at = Some(pos.clone());
    }

    /// Forgets the plan.
    pub fn clear(&mut self) {
        self.rest.clear();
        self.at = None;
    }

    /// The plan's next action at `pos` (where [`TurnPlan::is_at`] holds): its next move when
    /// that is one of `moves` (the plan then expects the position after it), or the end of the
    /// turn when no move is left and `can_end`. `None`, the plan forgotten, when its next move
    /// is not legal here or it is done and the turn cannot end yet.
    pub fn next(
        &mut self,
        board: &GameBoard,
        pos: &Position,
        moves: &[Move],
        can_end: bool,
    ) -> Option<Action> {
        match self.rest.pop() {
            Some(m) if moves.contains(&m) => {
                let mut after = pos.clone();
                after.apply(board, m);
                self.at = Some(after);
                Some(Action::Move(m))
            }
            None if can_end => {
                self.at = None;
                Some(Action::End)
            }
            _ => {
                self.clear();
                None
            }
        }
    }
}
