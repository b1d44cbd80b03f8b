//! Values: the mover's margin and the game's length in one `i16` ([`Coding`]), negamax's step
//! ([`parent`]), the coding of a board and rules ([`coding`]), and shares of won, drawn and
//! lost positions ([`Shares`]).

use super::error::SolveError;
use crate::game::rules::board::GameBoard;
use crate::input::game_rules::QuietRule;
use serde::{Deserialize, Serialize};

/// A decoded value: the mover's margin at the end, whether by elimination, and the turns left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Value {
    /// The side to move's points minus the other side's at the end; for an elimination,
    /// `± elimination_margin`.
    pub margin: i32,
    /// True when the game ends by an elimination.
    pub elimination: bool,
    /// Turns until the game ends (the last one ends it: a capture of the last piece, or the
    /// count at the start of the turn after).
    pub turns: u32,
}

/// The value encoding of one board and rules: `K` (turns radix) and the elimination margin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coding {
    /// More than the most turns a game can last from any state, plus one.
    pub k: i32,
    /// The margin an elimination counts as (more than any points margin).
    pub elim: i32,
}

impl Coding {
    /// `m > 0`: `m K + (K - 1 - t)`; `m < 0`: `m K - (K - 1 - t)`; `m = 0`: 0. Larger is better
    /// for the mover: a larger margin, then a shorter win or a longer loss.
    #[inline]
    pub fn encode(&self, margin: i32, turns: u32) -> i16 {
        let t = turns as i32;
        let v = match margin.cmp(&0) {
            std::cmp::Ordering::Greater => margin * self.k + (self.k - 1 - t),
            std::cmp::Ordering::Less => margin * self.k - (self.k - 1 - t),
            std::cmp::Ordering::Equal => 0,
        };
        v as i16
    }

    /// The inverse of [`Coding::encode`] (a draw decodes with `turns = 0`).
    pub fn decode(&self, v: i16) -> Value {
        let v = i32::from(v);
        if v == 0 {
            return Value {
                margin: 0,
                elimination: false,
                turns: 0,
            };
        }
        let a = v.abs();
        let m = a / self.k;
        let t = self.k - 1 - a % self.k;
        Value {
            margin: m * v.signum(),
            elimination: m == self.elim,
            turns: t as u32,
        }
    }
}

/// The value of a state one turn earlier, from the value `v` of the state after it (seen by the
/// side to move there): the margin changes sign and the game is one turn longer.
#[inline]
pub fn parent(v: i16) -> i16 {
    -v + v.signum()
}

/// Shares of positions won, drawn and lost by the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Shares {
    /// Positions counted.
    pub positions: u64,
    /// Share won by the side to move.
    pub won: f64,
    /// Share drawn.
    pub drawn: f64,
    /// Share lost.
    pub lost: f64,
}

/// Refuses the options the solver does not handle ([`SolveError::Unsupported`]) and computes
/// the value coding.
///
/// # Errors
/// [`SolveError::Unsupported`] naming the option.
pub fn coding(board: &GameBoard) -> Result<Coding, SolveError> {
    let r = &board.rules;
    if r.quiet == QuietRule::NoCapturePossible {
        return Err(SolveError::Unsupported {
            option: "quiet: no_capture_possible".into(),
            why: "a turn that could capture but does not resets the quiet counter without lowering the material, so positions repeat and only the cap on rounds ends the game".into(),
        });
    }
    let q = r.quiet_turn_limit();
    // Each quiet stretch lasts at most Q turns and each capture takes a piece.
    let max_turns = u64::from(q) * (u64::from(board.lions) + u64::from(board.jackals)).max(1);
    if max_turns >= u64::from(r.max_rounds) * 2 {
        return Err(SolveError::Unsupported {
            option: format!("max_rounds: {}", r.max_rounds),
            why: format!(
                "a game may last up to {max_turns} turns here, so the cap on rounds can end it and the round would be part of the state; give max_rounds above {}",
                max_turns.div_ceil(2)
            ),
        });
    }
    let n = board.len() as u64;
    let max_margin = (n * u64::from(r.lion_points)).max(n * u64::from(r.jackal_points));
    let k = max_turns + 2;
    let elim = max_margin + 1;
    if (elim + 1) * k > i16::MAX as u64 {
        return Err(SolveError::Unsupported {
            option: format!(
                "quiet_rounds: {}, lion_points: {}, jackal_points: {}",
                r.quiet_rounds, r.lion_points, r.jackal_points
            ),
            why: "the margins and game lengths do not fit the solver's 16-bit values".into(),
        });
    }
    Ok(Coding {
        k: k as i32,
        elim: elim as i32,
    })
}
