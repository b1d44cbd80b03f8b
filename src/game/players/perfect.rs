//! The perfect agent: plays an optimal turn from a solved [`Table`], choosing at random (with the
//! game's seeded random numbers) among the optimal end placements, so that games differ.
//!
//! At the first step of its turn it lists the distinct ends of the turn
//! ([`TurnResults`]), keeps those of the best value ([`Table::best_results`]: the largest margin,
//! then the shortest win or the longest loss), draws one, finds a sequence of legal moves that
//! reaches it ([`TurnResults::path_to`]) and plays it move by move.
//!
//! Tables are shared through a small registry ([`register`], [`table_for`]), so that
//! `AgentKind::make` needs no table: the command line registers the table it read (`--table`)
//! or solved ([`prepare`]); an agent that finds none solves the board itself when it first moves.

use super::Agent;
use super::plan::TurnPlan;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;
use crate::game::rules::turns::TurnResults;
use crate::game::solve::{Limits, SolveError, Table, estimate, solve_table};
use std::sync::{Arc, Mutex};

/// The most placements [`prepare`] solves by itself: what `balance` solves within its default
/// minute at its rate ([`crate::game::measure::balance::SOLVE_WORK_PER_SECOND`], two sides a
/// placement): 7.5 million, about 10 regions (classic, 6.0 million, in 25-35 s); larger boards
/// need a table from `savanna solve BOARD -o TABLE`.
pub const SOLVE_ON_DEMAND_PLACEMENTS: u64 = 7_500_000;

static TABLES: Mutex<Vec<Arc<Table>>> = Mutex::new(Vec::new());

/// Makes `table` the one perfect agents use on its board (replacing one for the same board).
pub fn register(table: Arc<Table>) {
    if let Ok(mut t) = TABLES.lock() {
        t.retain(|x| x.fingerprint_value() != table.fingerprint_value());
        t.push(table);
    }
}

/// The registered table of `board`, if any.
pub fn table_for(board: &GameBoard) -> Option<Arc<Table>> {
    let fp = crate::game::solve::table::fingerprint(board);
    TABLES
        .lock()
        .ok()
        .and_then(|t| t.iter().find(|x| x.fingerprint_value() == fp).cloned())
}

/// The table perfect agents will use on `board`: the registered one, or a fresh solve when the
/// board has at most `max_placements` placements (then registered).
///
/// # Errors
/// [`SolveError::Table`] when the board is larger (the message says how to solve it first), and
/// those of [`solve_table`].
pub fn prepare(board: &GameBoard, max_placements: u64) -> Result<Arc<Table>, SolveError> {
    prepare_with(board, max_placements, &Limits::default())
}

/// [`prepare`] with the solve's limits and observers (its progress, for a caller that shows the
/// solve before a perfect agent's first move; its stop).
///
/// # Errors
/// As [`prepare`].
pub fn prepare_with(
    board: &GameBoard,
    max_placements: u64,
    limits: &Limits,
) -> Result<Arc<Table>, SolveError> {
    if let Some(t) = table_for(board) {
        return Ok(t);
    }
    let e = estimate(board)?;
    if e.placements > max_placements {
        return Err(SolveError::Table(format!(
            "the perfect agent needs this board solved first ({} placements, more than the {max_placements} it solves by itself): run `savanna solve BOARD -o TABLE` and give `--table TABLE`",
            e.placements
        )));
    }
    let (t, _) = solve_table(board, limits)?;
    let t = Arc::new(t);
    register(t.clone());
    Ok(t)
}

/// Plays perfectly from a [`Table`], at random among the optimal turns.
#[derive(Debug, Default)]
pub struct PerfectAgent {
    table: Option<Arc<Table>>,
    tr: TurnResults,
    /// The rest of the turn being played.
    plan: TurnPlan,
}

impl PerfectAgent {
    /// An agent that uses the registered table of the board it plays on (solving the board when
    /// there is none).
    pub fn new() -> PerfectAgent {
        PerfectAgent::default()
    }

    /// An agent playing from `table`, when it was solved for `board` (else `None`).
    pub fn with_table(board: &GameBoard, table: Arc<Table>) -> Option<PerfectAgent> {
        table.fits(board).then(|| PerfectAgent {
            table: Some(table),
            ..PerfectAgent::default()
        })
    }

    fn table(&mut self, board: &GameBoard) -> Arc<Table> {
        // An agent plays one board: the table is checked against it once, when it is taken.
        if let Some(t) = &self.table {
            return t.clone();
        }
        let t = table_for(board).unwrap_or_else(|| {
            let (t, _) = solve_table(board, &Limits::default()).unwrap_or_else(|_| {
                // An option the solver refuses: an empty table (no result is found, so the
                // agent falls back to the first legal action).
                (
                    Table::empty(
                        board,
                        crate::game::solve::Coding { k: 2, elim: 1 },
                        Vec::new(),
                    ),
                    crate::game::solve::SolveStats {
                        placements: 0,
                        states: 0,
                        transitions: 0,
                        turn_states: 0,
                        list_bytes: 0,
                        value_bytes: 0,
                        regenerated_classes: 0,
                        regenerated_placements: 0,
                        quiet_graph_states: 0,
                        quiet_graph_edges: 0,
                        seconds: 0.0,
                    },
                )
            });
            let t = Arc::new(t);
            register(t.clone());
            t
        });
        self.table = Some(t.clone());
        t
    }
}

impl Agent for PerfectAgent {
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action {
        if !self.plan.is_at(pos) {
            self.plan.clear();
            let table = self.table(board);
            let best = table.best_results(board, pos, &mut self.tr);
            if best.is_empty() {
                return moves.first().map_or(Action::End, |m| Action::Move(*m));
            }
            let target = &best[rng.below(best.len())];
            if let Some(path) = self.tr.path_to(board, pos, target) {
                self.plan.set(pos, path);
            }
        }
        match self.plan.next(board, pos, moves, can_end) {
            Some(a) => a,
            None if can_end => Action::End,
            None => moves.first().map_or(Action::End, |m| Action::Move(*m)),
        }
    }
}
