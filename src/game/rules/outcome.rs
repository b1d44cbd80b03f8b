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
    /// The outcome in words: `the lions win on points, lions 6 to jackals 5, after 7 rounds`
    /// (English, as the JSON protocol's `result` gives it; [`Outcome::describe_in`] for others).
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// The outcome in words in `lang` (the catalogue's `outcome-…` messages).
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::tr;
        let (l, j) = (self.lion_points, self.jackal_points);
        let how = match (self.winner, self.reason) {
            (Some(w), EndReason::Elimination) => {
                tr!(lang, "outcome-win-elimination", winner = w.as_str())
            }
            (Some(w), EndReason::Points) => {
                tr!(
                    lang,
                    "outcome-win-points",
                    winner = w.as_str(),
                    lions = l,
                    jackals = j
                )
            }
            (None, EndReason::Points) if l == j => tr!(lang, "outcome-draw", points = l),
            // No winner with unequal points (only a hand-edited record says so): the numbers as
            // they are, never quoted as a draw of one side's points.
            (None, EndReason::Points) => {
                tr!(lang, "outcome-no-winner-points", lions = l, jackals = j)
            }
            (None, EndReason::Elimination) => {
                tr!(
                    lang,
                    "outcome-no-winner-elimination",
                    lions = l,
                    jackals = j
                )
            }
        };
        let mut s = tr!(lang, "outcome-after", how = how, rounds = self.rounds);
        if self.capped {
            s.push(' ');
            s.push_str(&tr!(lang, "outcome-capped"));
        }
        s
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
