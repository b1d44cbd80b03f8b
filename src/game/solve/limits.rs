//! What a solve may hold and observe ([`Limits`]), what it will hold ([`estimate`]) and what it
//! did ([`SolveStats`]).

use super::error::SolveError;
use super::value::coding;
use crate::game::rules::board::GameBoard;
use serde::{Deserialize, Serialize};

/// A stop request the work polls: `true` once the caller's deadline has passed. The caller's
/// closure reads the clock (the core reads none, and wasm32 has no `std::time`); the work polls
/// it between batches of placements, so it answers within one batch.
pub type Stop<'a> = &'a (dyn Fn() -> bool + Sync);

/// Limits and observers of a solve.
#[derive(Default)]
pub struct Limits<'a> {
    /// Most bytes the solver may hold (values, numbering, and the successor lists of the class
    /// in progress). When the values alone exceed it the solve is refused; when a class's lists
    /// would, the lists that fit are kept and the turns of the other placements are
    /// regenerated for every quiet layer (slower: those placements' turns are generated `Q`
    /// times).
    pub max_memory: Option<u64>,
    /// Called from worker threads with each batch of placements whose turns were generated
    /// (the total is [`Estimate::work`]).
    pub progress: Option<&'a (dyn Fn(u64) + Sync)>,
    /// Polled between batches of placements (of about 512) and between quiet layers: once it
    /// answers `true` the solve stops with [`SolveError::Stopped`], holding nothing (a deadline,
    /// not an estimate).
    pub stop: Option<Stop<'a>>,
}

/// What a solve will hold, computed before it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Estimate {
    /// Placements over every material class (lions and jackals per region).
    pub placements: u64,
    /// States: placements x 2 sides x `Q` quiet layers (the counted layer `q = Q` excluded).
    pub states: u64,
    /// Bytes of the value table (one `i16` per state and per counted placement).
    pub value_bytes: u64,
    /// Units of progress ([`Limits::progress`]): placements x 2 sides.
    pub work: u64,
}

/// What a solve did.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SolveStats {
    /// Placements over every material class.
    pub placements: u64,
    /// States (placements x 2 sides x `Q` quiet layers).
    pub states: u64,
    /// Distinct end-of-turn transitions (placement and side -> end placement) the solver
    /// enumerated, each counted once (the turns regenerated under a memory limit are not
    /// counted again): every end of a lions' turn and every capturing end of a jackals' turn;
    /// the jackals' quiet ends only where their quiet graph does not serve
    /// ([`SolveStats::quiet_graph_edges`]).
    pub transitions: u64,
    /// States of turns in progress the turn generator expanded, each turn counted once (as
    /// [`SolveStats::transitions`]).
    pub turn_states: u64,
    /// Peak bytes of the largest class's successor lists and quiet graphs.
    pub list_bytes: u64,
    /// Bytes of the values.
    pub value_bytes: u64,
    /// Classes solved at least in part by regeneration because their lists did not all fit
    /// `max_memory`.
    pub regenerated_classes: u32,
    /// Placements whose turns were regenerated for every quiet layer rather than kept as lists,
    /// counted once for each side to move (0 when every list fit).
    pub regenerated_placements: u64,
    /// States of the jackals' quiet turn graphs (partial turns shared by the placements of a
    /// block; one graph per set of lion regions and class), each graph counted once (0 when the
    /// rules are outside the jackals' fast path).
    pub quiet_graph_states: u64,
    /// Edges of those graphs: what one quiet layer of the jackals evaluates instead of their
    /// quiet transitions, which are not enumerated (so not in [`SolveStats::transitions`]).
    pub quiet_graph_edges: u64,
    /// Wall-clock seconds, filled in by a caller with a clock (the CLI); the library reads none
    /// and leaves 0.
    pub seconds: f64,
}

/// What a solve of `board` will hold (placements, states, bytes), without solving.
///
/// # Errors
/// [`SolveError::Unsupported`] for an option the solver does not handle.
pub fn estimate(board: &GameBoard) -> Result<Estimate, SolveError> {
    coding(board)?;
    let q = u64::from(board.rules.quiet_turn_limit());
    // Counted, not numbered: the numberings of a 60-region board outgrow a 32-bit engine.
    let placements = super::rank::placements(board);
    Ok(Estimate {
        placements,
        states: placements * 2 * q,
        value_bytes: placements * 2 * (q + 1) * 2,
        work: placements * 2,
    })
}
