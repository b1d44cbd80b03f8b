//! The machinery of one material class: a placement's turn and its results (the best capturing
//! value, the quiet results' numbers), through the jackals' sums ([`super::jackals`]) or the
//! engine's turn walk, with each worker's scratch.

use super::jackals::{self, JackalEnd, JackalTurns};
use super::rank::ClassIndex;
use super::table::Table;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::Position;
use crate::game::rules::turns::TurnResults;
use crate::input::game_rules::Side;

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
pub(super) struct Scratch {
    pub(super) tr: TurnResults,
    pub(super) jt: Option<JackalTurns>,
    pub(super) quiet: Vec<u32>,
    pub(super) cells: Vec<(u16, u16)>,
    pub(super) bits: Vec<u64>,
    /// A chunk's successor lists while they are written (then copied out at their size).
    pub(super) list: Vec<u8>,
}

impl Scratch {
    pub(super) fn new(board: &GameBoard) -> Scratch {
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
pub(super) fn results(
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
pub(super) fn captures(
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

/// The least of `first` and the values in `next` of the quiet results numbered in `quiet`.
#[inline]
pub(super) fn least(first: i16, quiet: &[u32], next: &[i16]) -> i16 {
    quiet.iter().fold(first, |m, &x| m.min(next[x as usize]))
}

/// A jackals' placement off the fast path, with its quiet results: its number in the class and
/// theirs.
pub(super) type Walked = (u32, Vec<u32>);
