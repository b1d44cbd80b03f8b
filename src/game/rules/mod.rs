//! The rules (layer 1 of [`crate::game`]): what a board, a position and a move are, which moves
//! are legal, how a turn and a game end; nothing here knows records, agents or the solver.
//!
//! - [`board`]: the board as the engine sees it ([`board::GameBoard`]), from a validated board.
//! - [`position`]: [`position::Position`] (pieces per region, side to move, quiet counter, the
//!   turn in progress), [`position::Move`] (a group move) and [`position::Action`].
//! - [`combined`]: the combined attack (rule 1's option): joined groups of a move.
//! - [`moves`]: legal moves, applying and undoing a move, ending the turn, and
//!   [`moves::Illegal`] (the rule an action breaks).
//! - [`turns`]: the distinct ends of a whole turn, and a path of moves to one.
//! - [`outcome`]: how a game ends ([`outcome::Outcome`]).
//! - [`rules_text`]: the rules in force as sentences; [`words`]: the wording they share.
//! - [`rng`]: the game's random numbers.

pub mod board;
pub mod combined;
mod illegal;
pub mod moves;
pub mod outcome;
pub mod position;
pub mod rng;
pub mod rules_text;
pub mod turns;
pub mod words;
