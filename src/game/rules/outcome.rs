//! How a game ends (rule 6): elimination at once, or the count after the quiet rounds (or at the
//! cap on rounds).

use super::board::GameBoard;
use super::position::Position;
use crate::input::game_rules::Side;
use serde::{Deserialize, Serialize};

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A side has no pieces left.
    Elimination,
    /// The quiet rounds ran out (or the cap on rounds was reached): the points were counted.
    Points,
}

/// The end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Outcome {
    /// The winner; `null` for a draw (equal points).
    pub winner: Option<Side>,
    /// Elimination or points.
    pub reason: EndReason,
    /// True when the game was counted because it reached `max_rounds`.
    pub capped: bool,
    /// Lions' points at the end (`lion_points` per region they hold).
    pub lion_points: u32,
    /// Jackals' points at the end (`jackal_points` per region they hold).
    pub jackal_points: u32,
    /// Rounds played (a round: both sides moved once; a round begun counts).
    pub rounds: u32,
}

impl Outcome {
    /// The outcome in words: `the lions win on points, lions 6 to jackals 5, after 7 rounds`.
    pub fn describe(&self) -> String {
        let (l, j) = (self.lion_points, self.jackal_points);
        let how = match (self.winner, self.reason) {
            (Some(w), EndReason::Elimination) => {
                format!("the {w} win: the {} have no pieces left", w.other())
            }
            (Some(w), EndReason::Points) => {
                format!("the {w} win on points, lions {l} to jackals {j}")
            }
            (None, EndReason::Points) if l == j => format!("a draw on points, {l} each"),
            // No winner with unequal points (only a hand-edited record says so): the numbers as
            // they are, never quoted as a draw of one side's points.
            (None, EndReason::Points) => {
                format!("no winner on points, lions {l} to jackals {j}")
            }
            (None, EndReason::Elimination) => {
                format!("no winner by elimination, lions {l} to jackals {j}")
            }
        };
        format!(
            "{how}, after {} round{}{}",
            self.rounds,
            if self.rounds == 1 { "" } else { "s" },
            if self.capped {
                " (the cap on rounds was reached)"
            } else {
                ""
            }
        )
    }
}

impl Position {
    /// The outcome, when the game is over: a side without pieces loses at once; at the start of a
    /// turn, the count is due after more than `quiet_rounds` quiet rounds or at `max_rounds`.
    pub fn outcome(&self, board: &GameBoard) -> Option<Outcome> {
        let (lion_points, jackal_points) = self.score(board);
        let eliminated = match (self.lions, self.jackals) {
            (0, _) => Some(Side::Jackals),
            (_, 0) => Some(Side::Lions),
            _ => None,
        };
        if let Some(w) = eliminated {
            return Some(Outcome {
                winner: Some(w),
                reason: EndReason::Elimination,
                capped: false,
                lion_points,
                jackal_points,
                // The eliminating turn is in progress (not ended): its round has begun.
                rounds: self.rounds_begun(),
            });
        }
        if self.moves > 0 {
            return None;
        }
        let quiet = self.quiet_turns >= board.rules.quiet_turn_limit();
        let capped = !quiet && self.turns >= board.rules.max_rounds.saturating_mul(2);
        if !quiet && !capped {
            return None;
        }
        let winner = match lion_points.cmp(&jackal_points) {
            std::cmp::Ordering::Greater => Some(Side::Lions),
            std::cmp::Ordering::Less => Some(Side::Jackals),
            std::cmp::Ordering::Equal => None,
        };
        Some(Outcome {
            winner,
            reason: EndReason::Points,
            capped,
            lion_points,
            jackal_points,
            rounds: self.rounds_begun(),
        })
    }
}
