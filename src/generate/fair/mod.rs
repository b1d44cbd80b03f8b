//! `generate --fair`: a local search over the board itself for a fair board (issue 40.1).
//!
//! # Algorithm
//!
//! The search starts from the board `generate` draws for the seed (candidate 0) and takes
//! steps (`moves::neighbour`): one end of a line slid along the frame side or the line it
//! ends on, the lines ending on the moved line following it, or a line taken away and others
//! drawn until the board has its region count again; with `--allow-rules`, also one `game:`
//! option changed by one step as `balance --suggest` changes it
//! ([`crate::game::changes::option_edits`], but who moves first: both first players are valued
//! anyway). Every board a step makes passes the checks a drawing of `generate` passes
//! ([`evaluate::check`]); the others are discarded and another step is drawn.
//!
//! Each board is solved once, within a per-board limit ([`FairOptions::solve_limit`]), and
//! **every** set-up on it (each region that holds the pack, each choice of lion regions far
//! enough from it) is valued from that one table ([`evaluate::fairest`]): moving the set-up is
//! free once a board is solved. A board that cannot be solved within the limit is measured by
//! the strength ladder, as `--balanced` measures it. Boards already valued (the same lines,
//! names and rules: the same board file) are taken from a cache.
//!
//! The objective is [`value::Fairness`]: a draw for both first players first, then a board
//! where each side wins from one start, then the smallest distance from a draw. The search
//! climbs: a step is kept when its board is no less fair than the current one (plateaus are
//! walked); after [`RESTART_AFTER`] boards valued without a better one than the best so far,
//! it restarts from the next board `generate` draws for the seed (candidates 1, 2, ...). It
//! stops at the first draw for both first players, after [`FairOptions::candidates`] boards
//! valued, or when the time budget runs out, and keeps the fairest board valued (the first on a
//! tie).
//!
//! Random numbers: the search's steps come from the seed's stream [`FAIR_STREAM`] of
//! [`crate::game::play::GameRng`]; nothing depends on the clock but where a time budget stops
//! it, so a run stopped by `--candidates` writes the same bytes every time.

pub mod evaluate;
pub mod from;
mod header;
pub mod moves;
mod search;
pub mod value;

pub use evaluate::{Evidence, setups};
pub use from::{Origin, fair_from, origin};
pub use search::fair_within;
pub use value::{Class, Fairness};

/// `generate --fair`'s time budget by default (seconds): 10 minutes.
pub const DEFAULT_FAIR_TIME: f64 = 600.0;
/// How long one board may be solved by default (seconds): the solver's default limit of
/// `balance`.
pub const DEFAULT_BOARD_LIMIT: f64 = 60.0;
/// Boards valued without a new best before the search restarts from a fresh board.
pub const RESTART_AFTER: u32 = 12;
/// Share of steps that change a `game:` option under `--allow-rules`.
pub const RULE_SHARE: f64 = 0.2;
/// Steps in a row whose boards fail the checks before the search restarts from a fresh board.
pub const MAX_FAILED_STEPS: u32 = 200;
/// Boards proposed before the search gives up when nothing else stops it (a run without a
/// time budget whose boards keep failing the checks).
pub const MAX_PROPOSED: u32 = 100_000;
/// The random stream of the search's steps (candidates use streams 0, 1, 2, ...).
pub const FAIR_STREAM: u64 = 1 << 40;

/// The search's counts as it goes (see [`FairResult`]'s fields of the same names).
#[derive(Debug, Default)]
pub(super) struct Counts {
    pub(super) proposed: u32,
    pub(super) valued: u32,
    pub(super) solved: u32,
    pub(super) cached: u32,
    pub(super) restarts: u32,
    pub(super) setups: u64,
}

/// What a search kept: the board, its value and evidence, its counts, why it stopped and the
/// seconds it searched (when it had a clock).
pub(super) struct Kept {
    pub(super) board: evaluate::Checked,
    pub(super) value: evaluate::Valued,
    pub(super) evidence: Option<evaluate::Evidence>,
    pub(super) counts: Counts,
    pub(super) stopped: Stopped,
    pub(super) seconds: Option<f64>,
    /// The first board valued (the designer's, under `--from`), with its evidence.
    pub(super) first: Option<(evaluate::Valued, Option<evaluate::Evidence>)>,
}

/// Options of `--fair`.
#[derive(Debug, Clone, PartialEq)]
pub struct FairOptions {
    /// Stop after this many boards valued (`--candidates`); `None`: until the time budget or a
    /// draw for both first players.
    pub candidates: Option<u32>,
    /// How long one board may be solved (seconds) before the ladder measures it instead.
    pub solve_limit: f64,
    /// Whether the `game:` options may change (`--allow-rules`).
    pub allow_rules: bool,
}

impl Default for FairOptions {
    fn default() -> Self {
        FairOptions {
            candidates: None,
            solve_limit: DEFAULT_BOARD_LIMIT,
            allow_rules: false,
        }
    }
}

/// Why the search stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopped {
    /// It found a draw for both first players.
    Found,
    /// It valued the boards asked for (`--candidates`).
    Candidates,
    /// The time budget ran out.
    Time,
    /// [`MAX_PROPOSED`] boards were proposed.
    Proposals,
}

/// What the search found.
#[derive(Debug, Clone)]
pub struct FairResult {
    /// The board file: the header comments, then the board.
    pub yaml: String,
    /// How fair the kept board is.
    pub fairness: Fairness,
    /// Each first player's value, when the kept board was solved.
    pub evidence: Option<Evidence>,
    /// The `game:` options that differ from the defaults (`key: value`).
    pub rules: Vec<String>,
    /// Boards proposed (steps drawn, restarts included).
    pub proposed: u32,
    /// Boards valued (solved or measured; cache hits not counted).
    pub valued: u32,
    /// Of those, solved exactly.
    pub solved: u32,
    /// Proposals that were boards seen before.
    pub cached: u32,
    /// Restarts from a fresh board.
    pub restarts: u32,
    /// Set-ups valued in all.
    pub setups: u64,
    /// Why it stopped.
    pub stopped: Stopped,
    /// Seconds searched, when the run had a clock (a time budget).
    pub seconds: Option<f64>,
}
