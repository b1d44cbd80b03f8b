//! The exact value of every position under perfect play, by retrograde analysis over material
//! classes and quiet layers (issue 27).
//!
//! # The game as a finite acyclic graph
//! A state is a placement (lions and jackals per region), the side to move and the quiet
//! counter `q` (turns in a row without a capture, `0..=Q`, `Q =`
//! [`crate::input::game_rules::GameRules::quiet_turn_limit`]; at `q = Q` the points are counted). A quiet turn keeps the
//! material and raises `q`; a capturing turn lowers the material and resets `q` to 0; so the
//! graph of states is acyclic once the material and `q` are known (pieces never come back, and
//! the count ends every quiet stretch). The solver numbers the placements of each material class
//! densely ([`rank::ClassIndex`]), and solves the classes from the least material up: within a
//! class, each placement's distinct end-of-turn placements are generated **once** with the
//! engine's own moves ([`crate::game::turns::TurnResults`]), the capturing ones are looked up in
//! the solved lower classes (at `q = 0`), the quiet ones are kept, and the layers
//! `q = Q - 1, ..., 0` are then evaluated from that one list (the quiet successors' values at
//! `q + 1`). The lists are kept sorted, as runs of consecutive numbers of about one byte each (`encode_list`), and the
//! values layer by layer, so that the layer a pass reads is one contiguous array. This is the layered retrograde analysis of endgame databases (Ströhlein 1970;
//! Thompson 1986; Gasser's Nine Men's Morris by stone counts, 1996; Romein and Bal's Awari,
//! 2003), with the quiet counter as the layer, as in Lim and Nievergelt's Tigers and Goats
//! (2009).
//!
//! The jackals' quiet turns, nearly all of the transitions (about 730 distinct ends a placement
//! on classic), are not listed when the rules are on their fast path ([`jackals`]): their ends
//! are a Minkowski sum of single sends, so the best of them is a chain of minima over partial
//! turns, and one graph of partial turns per set of lion regions serves every placement and
//! lion vector of its blocks (module `dag`: 3.1e8 edges on classic for 3.6e9 ends). A quiet layer
//! evaluates each block's graph once; the capturing ends of each placement are generated once,
//! alone ([`jackals::JackalTurns::for_each_capture`]).
//!
//! # Values
//! The mover maximises its **margin** at the end: its points minus the other side's when the
//! points are counted; an elimination counts as a margin larger than any points margin
//! ([`Table::elimination_margin`]). Ties on the margin are broken by the game's length: a side
//! that wins (margin > 0) prefers the shortest game, a side that loses the longest; a draw
//! (margin 0) is indifferent. A value is stored as one `i16` ([`Coding::encode`]), so negamax is
//! `value(s) = parent(min over results r of value(r))`. The principal variation takes, at each
//! turn, the first optimal end placement in the engine's move order, and reaches it by the first
//! sequence of moves in that order ([`crate::game::turns::TurnResults::path_to`]).
//!
//! # Options
//! Every `game:` option is honoured through the engine, except two that break the layering:
//! `quiet: no_capture_possible` (a quiet counter reset without a capture repeats positions) and a
//! `max_rounds` low enough to end a game (the round number would become part of the state); both
//! are refused by name ([`SolveError::Unsupported`]).

pub mod agent;
mod dag;
pub mod jackals;
pub mod rank;
pub mod table;

use super::board::GameBoard;
use super::outcome::EndReason;
use super::play::board_setup;
use super::position::Position;
use super::record::{GroupMove, SetupRecord, TurnRecord};
use super::turns::TurnResults;
use crate::input::game_rules::{QuietRule, Side};
use dag::QuietDag;
use jackals::{JackalEnd, JackalTurns};
use rank::ClassIndex;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
pub use table::Table;

/// Why a board is not solved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// A `game:` option the solver does not handle (the option, and why).
    #[error("`game: {option}` is not solved yet: {why}")]
    Unsupported {
        /// The option as written in `game:` (`quiet: no_capture_possible`).
        option: String,
        /// Why it is not.
        why: String,
    },
    /// The values alone need more memory than allowed.
    #[error(
        "solving needs at least {} for its values, more than --max-memory ({}) allows: give --max-memory {}M or more",
        tenths_mb(*need, true),
        tenths_mb(*limit, false),
        tenths(*need, true)
    )]
    Memory {
        /// Bytes needed.
        need: u64,
        /// Bytes allowed.
        limit: u64,
    },
    /// The board has no set-up to value.
    #[error("{0}")]
    Setup(String),
    /// A table file does not belong to this board and rules, or is damaged.
    #[error("{0}")]
    Table(String),
}

/// `bytes` in megabytes (2^20 bytes) with one decimal, rounded up or down.
fn tenths(bytes: u64, up: bool) -> String {
    let t = u128::from(bytes) * 10;
    let m = 1u128 << 20;
    let t = if up { t.div_ceil(m) } else { t / m };
    format!("{}.{}", t / 10, t % 10)
}

/// [`tenths`] with its unit: `40.1 MB`.
fn tenths_mb(bytes: u64, up: bool) -> String {
    format!("{} MB", tenths(bytes, up))
}

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

/// The value of one first player's game from the set-up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct FirstValue {
    /// Who wins with perfect play: `lions`, `jackals` or `draw`.
    pub outcome: String,
    /// How the game ends: `elimination` or `points`.
    pub by: EndReason,
    /// The points at the count (present when `by` is `points`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<Points>,
    /// Rounds of the game under perfect play (a round: both sides moved once; a round begun
    /// counts), as `play` and `replay` count them.
    pub rounds: u32,
    /// Turns of the game under perfect play (the last one ends it).
    pub turns: u32,
    /// The lions' margin: their points minus the jackals' (an elimination counts as
    /// `elimination_margin`, negative when the lions are eliminated).
    pub lions_margin: i32,
    /// A principal variation: the turns of one game of perfect play, which `play` and `replay`
    /// accept move by move.
    pub line: Vec<TurnRecord>,
    /// Of the placements with all pieces in play and this side to move at the start of a quiet
    /// stretch, the share the side to move wins, draws and loses.
    pub full_material: Shares,
}

/// Points at the count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Points {
    /// The lions' points.
    pub lions: u32,
    /// The jackals' points.
    pub jackals: u32,
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

/// The solved board: the table of values and the set-up's value for each first player asked.
#[derive(Debug, Clone)]
pub struct Solution {
    /// Every state's value.
    pub table: Table,
    /// The set-up.
    pub setup: SetupRecord,
    /// The value with the jackals first, when asked.
    pub jackals_first: Option<FirstValue>,
    /// The value with the lions first, when asked.
    pub lions_first: Option<FirstValue>,
    /// What the solve did.
    pub stats: SolveStats,
}

/// The output of `savanna solve --format json` (`schemas/game-solve.schema.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(title = "savanna solve report")]
pub struct SolveReport {
    /// The board's name, if any.
    pub board: Option<String>,
    /// The rules solved.
    pub rules: crate::input::game_rules::GameRules,
    /// The set-up valued.
    pub setup: SetupRecord,
    /// The value with the jackals first (absent when not asked: `--first lions`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jackals_first: Option<FirstValue>,
    /// The value with the lions first (absent when not asked: `--first jackals`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lions_first: Option<FirstValue>,
    /// The margin an elimination counts as (one more than any points margin on the board).
    pub elimination_margin: i32,
    /// What the solve did.
    pub stats: SolveStats,
}

impl Solution {
    /// The report of this solution on `board`.
    pub fn report(&self, board: &GameBoard) -> SolveReport {
        SolveReport {
            board: board.name.clone(),
            rules: board.rules.clone(),
            setup: self.setup.clone(),
            jackals_first: self.jackals_first.clone(),
            lions_first: self.lions_first.clone(),
            elimination_margin: self.table.elimination_margin(),
            stats: self.stats,
        }
    }
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

/// The classes' numberings, `classes[l * (J + 1) + j]` for `l` lions and `j` jackals (`l >= 1`,
/// `j >= 1`; the others are empty).
fn indices(board: &GameBoard) -> Vec<Option<ClassIndex>> {
    let (lmax, jmax) = (board.lions, board.jackals);
    let mut v = Vec::new();
    for l in 0..=lmax {
        for j in 0..=jmax {
            v.push((l >= 1 && j >= 1).then(|| ClassIndex::new(board, l, j)));
        }
    }
    v
}

/// What a solve of `board` will hold (placements, states, bytes), without solving.
///
/// # Errors
/// [`SolveError::Unsupported`] for an option the solver does not handle.
pub fn estimate(board: &GameBoard) -> Result<Estimate, SolveError> {
    coding(board)?;
    let q = u64::from(board.rules.quiet_turn_limit());
    let placements: u64 = indices(board).iter().flatten().map(|c| c.len()).sum();
    Ok(Estimate {
        placements,
        states: placements * 2 * q,
        value_bytes: placements * 2 * (q + 1) * 2,
        work: placements * 2,
    })
}

/// A position at the start of a turn: `cells(i) = (lions, jackals)`, `side` to move, `q` quiet
/// turns.
pub fn position_of(
    board: &GameBoard,
    side: Side,
    q: u32,
    cells: impl Fn(usize) -> (u16, u16),
) -> Position {
    let mut p = Position::empty(board, side);
    for (i, c) in p.cells.iter_mut().enumerate() {
        let (l, j) = cells(i);
        c.lions = l;
        c.jackals = j;
    }
    p.recount();
    p.quiet_turns = q;
    p.begin_turn(board);
    p
}

/// One worker's scratch for [`results`]: the turn walk, the jackals' sums, the quiet results,
/// the placement, and a bitmap over one block of the numbering.
struct Scratch {
    tr: TurnResults,
    jt: Option<JackalTurns>,
    quiet: Vec<u32>,
    cells: Vec<(u16, u16)>,
    bits: Vec<u64>,
    /// A chunk's successor lists while they are written (then copied out at their size).
    list: Vec<u8>,
}

impl Scratch {
    fn new(board: &GameBoard) -> Scratch {
        Scratch {
            tr: TurnResults::new(),
            jt: JackalTurns::new(board),
            quiet: Vec::new(),
            cells: Vec::new(),
            bits: Vec::new(),
            list: Vec::new(),
        }
    }
}

/// The results of one placement's turn: the best (least, seen by the next mover) value of the
/// capturing results, the number of results and the work (turn states or partial placements);
/// the class numbers of the quiet results are left in `s.quiet`, in increasing order for a
/// jackals' turn. A jackals' turn goes through the sums of [`jackals`] when the board is on
/// their fast path (its quiet results all lie in the placement's own block of the numbering,
/// so they are gathered in a bitmap over the block, which also sorts them), other turns
/// through the engine's turn walk.
fn results(
    board: &GameBoard,
    table: &Table,
    idx: &ClassIndex,
    side: Side,
    p: u64,
    s: &mut Scratch,
) -> (i16, u64, u64) {
    let Scratch {
        tr,
        jt,
        quiet,
        cells,
        bits,
        ..
    } = s;
    cells.clear();
    cells.resize(board.len(), (0, 0));
    idx.unrank(p, |i, l, j| cells[i] = (l, j));
    let mut best = i16::MAX;
    let mut n = 0u64;
    quiet.clear();
    if side == Side::Jackals
        && let Some(jt) = jt.as_mut()
    {
        let cells = &*cells;
        let nr = board.len();
        let (offset, jc) = idx.block(|i| cells[i].0);
        let words = (jc.len() as usize).div_ceil(64);
        bits.clear();
        bits.resize(words, 0);
        let done = jt.for_each(
            |i| cells[i],
            |end| {
                n += 1;
                match end {
                    JackalEnd::Quiet(y) => {
                        let r = jc.rank(nr, |i| jackals::count(y, i)) as usize;
                        bits[r / 64] |= 1 << (r % 64);
                    }
                    JackalEnd::Capture(y) => best = best.min(captured(table, idx, cells, y)),
                    JackalEnd::Elimination => best = best.min(table.eliminated()),
                }
            },
        );
        if done {
            for (w, &b) in bits.iter().enumerate() {
                let mut b = b;
                while b != 0 {
                    let r = w * 64 + b.trailing_zeros() as usize;
                    b &= b - 1;
                    quiet.push((offset + r as u64) as u32);
                }
            }
            return (best, n, jt.partial());
        }
        best = i16::MAX;
        n = 0;
    }
    let mut pos = position_of(board, side, 0, |i| cells[i]);
    let (l0, j0) = (pos.lions, pos.jackals);
    tr.for_each(board, &mut pos, |r| {
        n += 1;
        if r.lions == l0 && r.jackals == j0 {
            quiet.push(idx.rank(|i| (r.cells[i].lions, r.cells[i].jackals)) as u32);
        } else {
            best = best.min(table.after_capture(r));
        }
    });
    (best, n, tr.expanded())
}

/// The value, seen by the lions to move at `q = 0`, of the capturing end `y` (the jackals per
/// region, packed: [`jackals::count`]) of a jackals' turn from the placement `cells` of the class
/// `idx`: the lions in the regions the jackals entered are taken.
#[inline]
fn captured(table: &Table, idx: &ClassIndex, cells: &[(u16, u16)], y: u64) -> i16 {
    let y = |i| jackals::count(y, i);
    let taken: u16 = (0..cells.len())
        .filter(|&i| cells[i].0 > 0 && y(i) > 0)
        .map(|i| cells[i].0)
        .sum();
    table
        .lookup_cells(idx.lions - taken, idx.jackals, Side::Lions, 0, |i| {
            (if y(i) > 0 { 0 } else { cells[i].0 }, y(i))
        })
        .unwrap_or(i16::MAX)
}

/// The capturing ends of a jackals' turn from placement `p` through the sums of [`jackals`]:
/// the best (least, seen by the lions) value of the capturing ends, the ends counted and the
/// work; `false` last. Off the fast path ([`JackalTurns::for_each`] declines) the whole turn
/// through [`results`] instead, with its quiet results left in `s.quiet` and `true` last.
fn captures(
    board: &GameBoard,
    table: &Table,
    idx: &ClassIndex,
    p: u64,
    s: &mut Scratch,
) -> (i16, u64, u64, bool) {
    let Scratch { jt, cells, .. } = s;
    cells.clear();
    cells.resize(board.len(), (0, 0));
    idx.unrank(p, |i, l, j| cells[i] = (l, j));
    let mut best = i16::MAX;
    let mut n = 0u64;
    if let Some(jt) = jt.as_mut() {
        let cells = &*cells;
        let done = jt.for_each_capture(
            |i| cells[i],
            |end| {
                n += 1;
                match end {
                    JackalEnd::Capture(y) => best = best.min(captured(table, idx, cells, y)),
                    JackalEnd::Elimination => best = best.min(table.eliminated()),
                    JackalEnd::Quiet(_) => {}
                }
            },
        );
        if done {
            return (best, n, jt.partial(), false);
        }
    }
    let (b, k, e) = results(board, table, idx, Side::Jackals, p, s);
    (b, k, e, true)
}

/// One quiet layer of the jackals to move (`layer`, a value per placement of the class) from
/// the lions' next layer `next`, through each block's quiet graph (`blocks` and `tables` of
/// [`ClassIndex`]; a graph not kept is built again here), with the capturing ends' best values
/// `cap`; the placements off the fast path (`fallback`, sorted by number) read their quiet
/// results' values one by one.
#[allow(clippy::too_many_arguments)]
fn quiet_layer(
    board: &GameBoard,
    blocks: &[(u64, u64, usize)],
    tables: &[(Vec<u16>, &rank::Counts)],
    dags: &[Option<QuietDag>],
    fallback: &[Walked],
    cap: &[i16],
    next: &[i16],
    layer: &mut [i16],
) {
    let mut parts: Vec<(u64, usize, &mut [i16])> = Vec::with_capacity(blocks.len());
    let mut rest = layer;
    for &(o, len, t) in blocks {
        let (a, b) = rest.split_at_mut(len as usize);
        rest = b;
        if len > 0 {
            parts.push((o, t, a));
        }
    }
    parts.into_par_iter().for_each_init(
        || ([Vec::new(), Vec::new()], None),
        |(work, built): &mut ([Vec<dag::Best>; 2], Option<(usize, QuietDag)>), (o, t, out)| {
            let o = o as usize;
            let ends = &next[o..o + out.len()];
            let dag = match &dags[t] {
                Some(d) => d,
                None => {
                    if built.as_ref().is_none_or(|(bt, _)| *bt != t) {
                        let (lions, jc) = &tables[t];
                        let d = QuietDag::build(board, lions, jc);
                        *built = Some((t, d));
                    }
                    match built {
                        Some((_, d)) => &*d,
                        None => return,
                    }
                }
            };
            dag.eval(ends, work, |r, v| {
                let c = cap[o + r];
                let m = if v == i16::MAX && c == i16::MAX {
                    // No legal move: the jackals pass.
                    ends[r]
                } else {
                    v.min(c)
                };
                out[r] = parent(m);
            });
            let lo = fallback.partition_point(|f| (f.0 as usize) < o);
            let hi = fallback.partition_point(|f| (f.0 as usize) < o + out.len());
            for (p, list) in &fallback[lo..hi] {
                let p = *p as usize;
                out[p - o] = parent(least(cap[p], list, next));
            }
        },
    );
}

/// The least of `first` and the values in `next` of the quiet results numbered in `quiet`.
#[inline]
fn least(first: i16, quiet: &[u32], next: &[i16]) -> i16 {
    quiet.iter().fold(first, |m, &x| m.min(next[x as usize]))
}

/// A jackals' placement off the fast path, with its quiet results: its number in the class and
/// theirs.
type Walked = (u32, Vec<u32>);

/// One chunk's quiet successor lists: the offsets of each placement's list in the bytes
/// (one more at the end), and the bytes ([`encode_list`]).
type List = (Vec<u32>, Vec<u8>);

/// Appends the numbers `list` (sorted here, distinct) to `out` as runs of consecutive numbers,
/// each written as its start's distance `d` from the end of the run before (the first from 0)
/// and its length `len`: one byte `(len - 1) << 5 | d` when `d < 32` and `len <= 4` (the high
/// bit clear), else the byte `0x80` and `d` and `len - 1` in LEB128 (seven bits a byte, the
/// high bit set on all but the last byte of a number).
///
/// A quiet turn keeps the other side's pieces, so a turn's quiet results share one lion
/// vector, hence one block of the numbering, and lie close together: on classic and the
/// generated boards about two in three follow their predecessor directly (a run), and the runs
/// are a few apart. So a list takes about one byte a run, 2.7 results, instead of one byte a
/// result as gaps would, and a layer pass reads each run as one slice.
fn encode_list(list: &mut [u32], out: &mut Vec<u8>) {
    fn leb(mut d: u32, out: &mut Vec<u8>) {
        while d >= 0x80 {
            out.push((d as u8 & 0x7f) | 0x80);
            d >>= 7;
        }
        out.push(d as u8);
    }
    list.sort_unstable();
    let mut end = 0u32;
    let mut i = 0;
    while i < list.len() {
        let start = list[i];
        let mut len = 1u32;
        while i + (len as usize) < list.len() && list[i + len as usize] == start + len {
            len += 1;
        }
        let d = start - end;
        if d < 32 && len <= 4 {
            out.push(((len - 1) << 5 | d) as u8);
        } else {
            out.push(0x80);
            leb(d, out);
            leb(len - 1, out);
        }
        end = start + len;
        i += len as usize;
    }
}

/// Calls `f(start, len)` with each run of consecutive numbers of a list written by
/// [`encode_list`], in increasing order.
#[inline]
fn decode_list(bytes: &[u8], mut f: impl FnMut(u32, u32)) {
    #[inline]
    fn leb(bytes: &[u8], i: &mut usize) -> u32 {
        let mut d = 0u32;
        let mut shift = 0;
        while let Some(&b) = bytes.get(*i) {
            *i += 1;
            d |= u32::from(b & 0x7f) << shift;
            if b < 0x80 {
                break;
            }
            shift += 7;
        }
        d
    }
    let mut end = 0u32;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        i += 1;
        let (d, len) = if b < 0x80 {
            (u32::from(b & 31), u32::from(b >> 5) + 1)
        } else {
            let d = leb(bytes, &mut i);
            (d, leb(bytes, &mut i) + 1)
        };
        let start = end + d;
        f(start, len);
        end = start + len;
    }
}

/// Solves every position of `board` (both sides to move, every quiet count).
///
/// # Errors
/// [`SolveError::Unsupported`] for an option the solver does not handle,
/// [`SolveError::Memory`] when the values exceed [`Limits::max_memory`].
pub fn solve_table(board: &GameBoard, limits: &Limits) -> Result<(Table, SolveStats), SolveError> {
    let coding = coding(board)?;
    let est = estimate(board)?;
    if let Some(m) = limits.max_memory
        && est.value_bytes > m
    {
        return Err(SolveError::Memory {
            need: est.value_bytes,
            limit: m,
        });
    }
    let qn = board.rules.quiet_turn_limit() as usize;
    let w = qn + 1;
    let mut table = Table::empty(board, coding, indices(board));
    let mut stats = SolveStats {
        placements: est.placements,
        states: est.states,
        transitions: 0,
        turn_states: 0,
        list_bytes: 0,
        value_bytes: est.value_bytes,
        regenerated_classes: 0,
        regenerated_placements: 0,
        quiet_graph_states: 0,
        quiet_graph_edges: 0,
        seconds: 0.0,
    };
    // The jackals' quiet layers through their graphs when the rules are on the fast path.
    let graphs = JackalTurns::new(board).is_some();
    let transitions = AtomicU64::new(0);
    let turn_states = AtomicU64::new(0);
    let order = table.class_order();
    for c in order {
        let idx = table.index(c).clone();
        let n = idx.len() as usize;
        // Values layer by layer (`q * n + p`); first the scores at q = Q.
        let mut vals: [Vec<i16>; 2] = [vec![0; n * w], vec![0; n * w]];
        {
            let (a, b) = vals.split_at_mut(1);
            a[0][qn * n..]
                .par_iter_mut()
                .zip(b[0][qn * n..].par_iter_mut())
                .enumerate()
                .for_each(|(p, (lv, jv))| {
                    let mut lp = 0i32;
                    let mut jp = 0i32;
                    idx.unrank(p as u64, |_, l, j| {
                        lp += i32::from(l > 0);
                        jp += i32::from(j > 0);
                    });
                    let lm =
                        lp * board.rules.lion_points as i32 - jp * board.rules.jackal_points as i32;
                    *lv = coding.encode(lm, 0);
                    *jv = coding.encode(-lm, 0);
                });
        }
        // Turns of every placement, once: capture values and quiet lists, kept chunk by chunk
        // while they fit the budget (the other chunks are regenerated in each layer).
        let budget = limits
            .max_memory
            .map(|m| m.saturating_sub(est.value_bytes))
            .unwrap_or(u64::MAX);
        let used = AtomicU64::new(0);
        let over = AtomicBool::new(false);
        const CHUNK: usize = 512;
        let mut caps: [Vec<i16>; 2] = [Vec::new(), Vec::new()];
        let mut lists: [Vec<Option<List>>; 2] = [Vec::new(), Vec::new()];
        // The jackals' quiet graphs: each placement's capturing ends (and, off the fast path,
        // its turn through the engine), then one graph per set of lion regions.
        let mut fallback: Vec<Walked> = Vec::new();
        let mut dags: Vec<Option<QuietDag>> = Vec::new();
        let mut dag_placements: Vec<u64> = Vec::new();
        let blocks = if graphs { idx.blocks() } else { Vec::new() };
        let tables = if graphs {
            idx.jackal_tables()
        } else {
            Vec::new()
        };
        if graphs {
            let out: Vec<(Vec<i16>, Vec<Walked>)> = (0..n.div_ceil(CHUNK))
                .into_par_iter()
                .map_init(
                    || Scratch::new(board),
                    |sc, ch| {
                        let lo = ch * CHUNK;
                        let hi = (lo + CHUNK).min(n);
                        let mut cap = Vec::with_capacity(hi - lo);
                        let mut off = Vec::new();
                        let mut t = 0u64;
                        let mut ts = 0u64;
                        for p in lo..hi {
                            let (b, k, e, walked) = captures(board, &table, &idx, p as u64, sc);
                            t += k;
                            ts += e;
                            cap.push(b);
                            if walked {
                                off.push((p as u32, sc.quiet.clone()));
                            }
                        }
                        transitions.fetch_add(t, Ordering::Relaxed);
                        turn_states.fetch_add(ts, Ordering::Relaxed);
                        if let Some(f) = limits.progress {
                            f((hi - lo) as u64);
                        }
                        (cap, off)
                    },
                )
                .collect();
            let mut cap = Vec::with_capacity(n);
            for (c, f) in out {
                cap.extend(c);
                fallback.extend(f);
            }
            caps[1] = cap;
            let fb: u64 = fallback.iter().map(|(_, l)| 8 + 4 * l.len() as u64).sum();
            used.fetch_add(fb, Ordering::Relaxed);
            let built: Vec<(Option<QuietDag>, u64, u64)> = tables
                .par_iter()
                .map(|(lions, jc)| {
                    let d = QuietDag::build(board, lions, jc);
                    let bytes = d.bytes();
                    let (st, ed) = d.size();
                    let kept = used
                        .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |u| {
                            (u + bytes <= budget).then_some(u + bytes)
                        })
                        .is_ok();
                    (kept.then_some(d), st, ed)
                })
                .collect();
            for (d, st, ed) in built {
                stats.quiet_graph_states += st;
                stats.quiet_graph_edges += ed;
                dags.push(d);
            }
            dag_placements = vec![0; dags.len()];
            for &(_, len, t) in &blocks {
                dag_placements[t] += len;
            }
        }
        for (s, side) in [Side::Lions, Side::Jackals].into_iter().enumerate() {
            if graphs && side == Side::Jackals {
                break;
            }
            let out: Vec<(Vec<i16>, Option<List>)> = (0..n.div_ceil(CHUNK))
                .into_par_iter()
                .map_init(
                    || Scratch::new(board),
                    |sc, ch| {
                        let lo = ch * CHUNK;
                        let hi = (lo + CHUNK).min(n);
                        let keep = !over.load(Ordering::Relaxed);
                        let mut cap = Vec::with_capacity(hi - lo);
                        let mut offs = Vec::with_capacity(hi - lo + 1);
                        let mut succ = std::mem::take(&mut sc.list);
                        succ.clear();
                        offs.push(0u32);
                        let mut t = 0u64;
                        let mut ts = 0u64;
                        for p in lo..hi {
                            let (b, k, e) = results(board, &table, &idx, side, p as u64, sc);
                            t += k;
                            ts += e;
                            cap.push(b);
                            if keep {
                                encode_list(&mut sc.quiet, &mut succ);
                                offs.push(succ.len() as u32);
                            }
                        }
                        transitions.fetch_add(t, Ordering::Relaxed);
                        turn_states.fetch_add(ts, Ordering::Relaxed);
                        let bytes = (succ.len() + offs.len() * 4) as u64;
                        // The chunk's lists are kept when they fit what is left of the budget.
                        let kept = keep
                            && used
                                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |u| {
                                    (u + bytes <= budget).then_some(u + bytes)
                                })
                                .is_ok();
                        if keep && !kept {
                            over.store(true, Ordering::Relaxed);
                        }
                        // Kept at its size: a list grown by doubling and shrunk would leave
                        // the freed tails in the heap.
                        let list = kept.then(|| (offs, succ.clone()));
                        sc.list = succ;
                        if let Some(f) = limits.progress {
                            f((hi - lo) as u64);
                        }
                        (cap, list)
                    },
                )
                .collect();
            let mut cap = Vec::with_capacity(n);
            let mut l = Vec::with_capacity(out.len());
            for (c, list) in out {
                cap.extend(c);
                l.push(list);
            }
            caps[s] = cap;
            lists[s] = l;
        }
        stats.list_bytes = stats.list_bytes.max(used.load(Ordering::Relaxed));
        let regenerated: u64 = lists
            .iter()
            .map(|l| {
                l.iter()
                    .enumerate()
                    .filter(|(_, x)| x.is_none())
                    .map(|(ch, _)| (n - ch * CHUNK).min(CHUNK) as u64)
                    .sum::<u64>()
            })
            .sum();
        // Graphs that did not fit are rebuilt in each layer, for each block that uses them.
        let regenerated = regenerated
            + dags
                .iter()
                .zip(&dag_placements)
                .filter(|(d, _)| d.is_none())
                .map(|(_, &p)| p)
                .sum::<u64>();
        if regenerated > 0 {
            stats.regenerated_classes += 1;
            stats.regenerated_placements += regenerated;
        }
        // Layers q = Q - 1 .. 0; side s reads the other side's layer q + 1.
        for q in (0..qn).rev() {
            for s in 0..2 {
                let side = if s == 0 { Side::Lions } else { Side::Jackals };
                let (mine, other) = if s == 0 {
                    let (a, b) = vals.split_at_mut(1);
                    (&mut a[0], &b[0])
                } else {
                    let (a, b) = vals.split_at_mut(1);
                    (&mut b[0], &a[0])
                };
                let cap = &caps[s];
                let next = &other[(q + 1) * n..(q + 2) * n];
                if graphs && side == Side::Jackals {
                    let layer = &mut mine[q * n..(q + 1) * n];
                    quiet_layer(board, &blocks, &tables, &dags, &fallback, cap, next, layer);
                    continue;
                }
                // The layer read and what follows it, for the short runs' reads past its end.
                let ahead = &other[(q + 1) * n..];
                let layer = &mut mine[q * n..(q + 1) * n];
                let lists = &lists[s];
                layer
                    .par_chunks_mut(CHUNK)
                    .zip(lists.par_iter())
                    .enumerate()
                    .for_each_init(
                        || None,
                        |sc: &mut Option<Scratch>, (ch, (block, list))| {
                            let Some((offs, succ)) = list else {
                                // Not kept: the turns again, read at once.
                                let sc = sc.get_or_insert_with(|| Scratch::new(board));
                                for (k, v) in block.iter_mut().enumerate() {
                                    let p = (ch * CHUNK + k) as u64;
                                    let (b, _, _) = results(board, &table, &idx, side, p, sc);
                                    *v = parent(least(b, &sc.quiet, next));
                                }
                                return;
                            };
                            for (k, v) in block.iter_mut().enumerate() {
                                let mut m = cap[ch * CHUNK + k];
                                let list = &succ[offs[k] as usize..offs[k + 1] as usize];
                                decode_list(list, |a, len| {
                                    let a = a as usize;
                                    // A short run as four values and no branch (the values
                                    // past it, of this layer or the next, are masked off).
                                    if len <= 4
                                        && let Some(v) = ahead.get(a..a + 4)
                                    {
                                        let at =
                                            |k: u32| if k < len { v[k as usize] } else { i16::MAX };
                                        m = m.min(v[0]).min(at(1)).min(at(2)).min(at(3));
                                    } else {
                                        for &v in &ahead[a..a + len as usize] {
                                            m = m.min(v);
                                        }
                                    }
                                });
                                *v = parent(m);
                            }
                        },
                    );
            }
        }
        table.set_values(c, vals);
    }
    stats.transitions = transitions.load(Ordering::Relaxed);
    stats.turn_states = turn_states.load(Ordering::Relaxed);
    Ok((table, stats))
}

/// Solves `board` and values its set-up for each side in `firsts`: outcome, points, rounds, a
/// principal variation, and the shares of won, drawn and lost positions at full material.
///
/// # Errors
/// [`SolveError::Setup`] when the board has no set-up (`setup:`, with `game: {setup: board}`),
/// and those of [`solve_table`].
pub fn solve(board: &GameBoard, firsts: &[Side], limits: &Limits) -> Result<Solution, SolveError> {
    let setup = setup_of(board)?;
    let (table, stats) = solve_table(board, limits)?;
    let mut sol = Solution {
        jackals_first: None,
        lions_first: None,
        setup,
        table,
        stats,
    };
    for &f in firsts {
        let v = first_value(board, &sol.table, &sol.setup, f);
        match f {
            Side::Jackals => sol.jackals_first = Some(v),
            Side::Lions => sol.lions_first = Some(v),
        }
    }
    Ok(sol)
}

/// The board's set-up, which the solver values.
///
/// # Errors
/// [`SolveError::Setup`] when there is none or it cannot start a game.
pub fn setup_of(board: &GameBoard) -> Result<SetupRecord, SolveError> {
    match board_setup(board) {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(SolveError::Setup(
            "the board has no set-up to value (its `setup:` with lions and jackals, and `game: {setup: board}`); give one".into(),
        )),
        Err(e) => Err(SolveError::Setup(e.to_string())),
    }
}

/// The value of the set-up `setup` with `first` to move, from a solved table, with its principal
/// variation replayed through the engine.
pub fn first_value(
    board: &GameBoard,
    table: &Table,
    setup: &SetupRecord,
    first: Side,
) -> FirstValue {
    let mut pos = Position::start(board, &setup.lions, setup.jackals, first);
    let v = table.decode(table.value(&pos).unwrap_or(0));
    let (line, outcome) = principal_variation(board, table, &mut pos);
    let lions_margin = if first == Side::Lions {
        v.margin
    } else {
        -v.margin
    };
    let winner = match lions_margin.cmp(&0) {
        std::cmp::Ordering::Greater => "lions",
        std::cmp::Ordering::Less => "jackals",
        std::cmp::Ordering::Equal => "draw",
    };
    let by = if v.elimination {
        EndReason::Elimination
    } else {
        EndReason::Points
    };
    FirstValue {
        outcome: winner.into(),
        by,
        points: (by == EndReason::Points).then_some(Points {
            lions: outcome.map_or(0, |o| o.lion_points),
            jackals: outcome.map_or(0, |o| o.jackal_points),
        }),
        rounds: outcome.map_or(0, |o| o.rounds),
        turns: line.len() as u32,
        lions_margin,
        line,
        full_material: table.shares(first),
    }
}

/// Plays `pos` to the end with perfect play on both sides: at each turn the first optimal end
/// placement in the engine's move order, reached by the first sequence of moves in that order.
/// The turns, and the outcome.
pub fn principal_variation(
    board: &GameBoard,
    table: &Table,
    pos: &mut Position,
) -> (Vec<TurnRecord>, Option<super::outcome::Outcome>) {
    let mut tr = TurnResults::new();
    let mut line = Vec::new();
    while !pos.over(board) {
        let Some(target) = table.best_results(board, pos, &mut tr).into_iter().next() else {
            break;
        };
        let Some(path) = tr.path_to(board, pos, &target) else {
            break;
        };
        let mut moves = Vec::new();
        for m in path {
            moves.push(GroupMove::of(pos, m));
            pos.apply(board, m);
        }
        line.push(TurnRecord {
            side: pos.side,
            moves,
            in_progress: false,
        });
        if pos.over(board) {
            break;
        }
        pos.end_turn(board);
    }
    (line, pos.outcome(board))
}

#[cfg(test)]
mod tests;
