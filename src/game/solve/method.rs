//! The seam a second way of solving plugs into ([`Method`]): whatever fills a [`Table`] with
//! every state's value can be reported ([`super::solve_with`]) and played by the perfect agent.

use super::driver::solve_table;
use super::error::SolveError;
use super::limits::{Limits, SolveStats};
use super::table::Table;
use crate::game::rules::board::GameBoard;

/// A way of solving a board: the value of every state (both sides to move, every quiet count)
/// in a [`Table`], whose coding ([`super::Coding`]) the report and the perfect agent read.
/// [`Retrograde`] is savanna's; another (a search from the set-up, a table built elsewhere)
/// implements this and is passed to [`super::solve_with`].
pub trait Method {
    /// Solves every position of `board` within `limits`.
    ///
    /// # Errors
    /// [`SolveError`]: an option the method does not handle, or more memory than allowed.
    fn solve_table(
        &self,
        board: &GameBoard,
        limits: &Limits,
    ) -> Result<(Table, SolveStats), SolveError>;
}

/// Retrograde analysis over material classes and quiet layers (the module's documentation):
/// [`solve_table`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Retrograde;

impl Method for Retrograde {
    fn solve_table(
        &self,
        board: &GameBoard,
        limits: &Limits,
    ) -> Result<(Table, SolveStats), SolveError> {
        solve_table(board, limits)
    }
}
