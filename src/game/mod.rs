//! The game itself: the rules engine of *Lions and Jackals* (`shared/design/rules.md`, with the
//! defaults of its last section, each an option of the board file's `game:` section), agents that
//! play it, and balance by self-play.
//!
//! In layers, each naming only those below it (`tests/architecture.rs` holds it):
//!
//! 1. [`rules`]: the board as the engine sees it ([`GameBoard`]), [`Position`], [`Move`] and
//!    [`Action`], legal moves and turns, the combined attack, [`Illegal`], [`Outcome`], the
//!    rules in force as sentences, the game's random numbers. The options are
//!    [`crate::input::game_rules`] ([`GameRules`]).
//! 2. [`record`]: the JSON forms of positions, moves and game records (schemas in `schemas/`),
//!    replay, and set-ups (the board's, or drawn).
//! 3. [`solve`]: the exact value of every position (retrograde analysis) and its report.
//! 4. [`players`]: the [`players::Agent`] trait, the turn plan, one file per agent (random,
//!    greedy, MCTS, UCT, perfect), the evaluation and the playouts, and a whole game.
//! 5. [`measure`]: balance by self-play, the ladder of strengths, suggestions of options.
//! 6. [`session`]: the play protocol (actions as text or JSON in, replies out), a state machine
//!    that `savanna play` and any other frontend drive.
//!
//! The modules' former paths (`game::board`, `game::agents`, `game::play`, `game::balance`, ...)
//! are kept as re-exports.
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

// The layers, from the bottom; each names only the ones above it in this list
// (tests/architecture.rs holds it).
pub mod measure;
pub mod players;
pub mod record;
pub mod rules;
pub mod session;
pub mod solve;

// The paths from before the layers, for the command line, the WebAssembly engine, benches,
// examples and tests: each is a module of a layer.
pub use measure::{balance, budget, changes, exact, in_words, ladder, suggest};
pub use players as agents;
pub use rules::{board, combined, moves, outcome, position, rules_text, turns, words};

/// Random numbers, set-ups and a whole game between two agents, where they were before the
/// layers: re-exports of [`rules::rng`], [`record::setup`] and [`players`].
pub mod play {
    pub use super::players::{Agent, GameResult, Stop, TurnPlan, play_game, play_game_within};
    pub use super::record::setup::{
        board_setup, draw_setup, game_setup, setup_note, setup_note_in,
    };
    pub use super::rules::rng::GameRng;
}

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
        (
            "game-suggestion.schema.json",
            v(schemars::schema_for!(suggest::Suggestion)),
        ),
    ]
}
