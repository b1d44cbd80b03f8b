//! The game itself: the rules engine of *Lions and Jackals* (`shared/design/rules.md`, with the
//! defaults of its last section, each an option of the board file's `game:` section), agents that
//! play it, and balance by self-play.
//!
//! - [`crate::input::game_rules`]: the options ([`GameRules`]); [`rules_text`]: the rules in force as sentences.
//! - [`board`]: the board as the engine sees it ([`GameBoard`]), from a validated board.
//! - [`position`]: [`Position`] (pieces per region, side to move, quiet counter, the turn in
//!   progress), [`Move`] (a group move) and [`Action`].
//! - [`combined`]: the combined attack (rule 1's option): [`Joined`] groups of a [`Move`].
//! - [`moves`]: legal moves, applying and undoing a move, ending the turn, and [`Illegal`] (the
//!   rule an action breaks).
//! - [`outcome`]: how a game ends ([`Outcome`]).
//! - [`record`]: JSON forms of positions, moves and game records (schemas in `schemas/`).
//! - [`play`]: random numbers, set-ups, a whole game; [`agents`]: random, greedy, MCTS;
//!   [`balance`]: many games in parallel and the report; [`ladder`]: self-play at rising
//!   strengths and the skill trace.
//! - [`session`]: the play protocol (actions as text or JSON in, replies out), a state machine
//!   that `savanna play` and any other frontend drive.
//!
//! ```
//! use savanna::game::{GameBoard, GameRules, Position, Side};
//! use savanna::ids::RegionId;
//! // A strip of three regions 1 - 2 - 3; each holds 2 lions or 6 jackals, or 1 lion and 3 jackals.
//! let b = GameBoard::from_tables(
//!     &[vec![2], vec![1, 3], vec![2]],
//!     &[(2, 6); 3],
//!     &[vec![6, 3, 0], vec![6, 3, 0], vec![6, 3, 0]],
//!     1, 4, GameRules::default(),
//! );
//! let mut p = Position::start(&b, &[RegionId(3)], RegionId(1), Side::Jackals);
//! let mut moves = Vec::new();
//! p.legal_moves(&b, &mut moves);
//! // 1, 2 or 3 jackals may go to region 2 (the fourth must stay: the pack leaves one behind).
//! assert_eq!(moves.len(), 3);
//! ```

pub mod agents;
pub mod balance;
pub mod board;
pub mod combined;
mod illegal;
pub mod ladder;
pub mod moves;

pub mod outcome;
pub mod play;
pub mod position;
pub mod record;
pub mod rules_text;
pub mod session;
pub mod solve;
pub mod suggest;
pub mod turns;
pub mod words;

pub use crate::input::game_rules::{GameRules, Side};
pub use board::GameBoard;
pub use moves::{Illegal, Undo};
pub use outcome::{EndReason, Outcome};
pub use position::{Action, Cell, Joined, Move, Position};

#[cfg(test)]
mod combined_tests;
#[cfg(test)]
mod options_tests;
#[cfg(test)]
mod position_tests;
#[cfg(test)]
mod tests;

/// JSON Schemas of the game's files: `(file name, schema)`.
pub fn schemas() -> Vec<(&'static str, serde_json::Value)> {
    let v = |s: schemars::Schema| serde_json::to_value(s).unwrap_or_default();
    vec![
        (
            "game-position.schema.json",
            v(schemars::schema_for!(record::PositionFile)),
        ),
        (
            "game-moves.schema.json",
            v(schemars::schema_for!(record::MovesReport)),
        ),
        (
            "game-record.schema.json",
            v(schemars::schema_for!(record::GameRecord)),
        ),
        (
            "game-balance.schema.json",
            v(schemars::schema_for!(balance::BalanceReport)),
        ),
        (
            "game-solve.schema.json",
            v(schemars::schema_for!(solve::SolveReport)),
        ),
    ]
}
