//! The table of values: one `i16` per placement, side to move and quiet count, by material
//! class; lookups from engine positions; the file `solve -o` writes and the perfect agent reads.
//!
//! # File format (little-endian)
//! `SAVANNA-SOLVE\n` (14 bytes), format version `u32` (2), the board-and-rules fingerprint
//! `u64` ([`fingerprint`]), `Q` `u32`, `K` `i32`, the elimination margin `i32`, lions `u16`,
//! jackals `u16`, then for every class in [`Table::class_order`] its placements `u64` and the
//! values, lions to move then jackals, `Q + 1` per placement (`q = 0..=Q`) as `i16`, and last a
//! checksum `u64` of every value (FNV-1a over the values), so that a damaged table is refused rather than
//! played from. The numbering of placements is recomputed from the board, so the file holds no
//! index.

use super::error::SolveError;
use super::rank::ClassIndex;
use super::value::{Coding, Shares, Value};
use crate::game::record::BoardTables;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::Position;
use crate::game::rules::turns::TurnResults;
use crate::input::game_rules::Side;
use std::io::{Read, Write};

const MAGIC: &[u8; 14] = b"SAVANNA-SOLVE\n";
const VERSION: u32 = 2;

/// The advice every refusal of a table file ends with.
const SOLVE_AGAIN: &str = "solve the board again with `savanna solve BOARD -o TABLE`";

/// A checksum of the values in the order the file holds them: FNV-1a over the `i16` values,
/// one multiply a value (Fowler, Noll and Vo; the 64-bit offset basis and prime).
struct Checksum(u64);

impl Checksum {
    fn new() -> Checksum {
        Checksum(0xcbf2_9ce4_8422_2325)
    }

    /// Adds the values written as little-endian `i16` pairs of bytes in `bytes`.
    fn add(&mut self, bytes: &[u8]) {
        for b in bytes.chunks_exact(2) {
            self.0 = (self.0 ^ u64::from(u16::from_le_bytes([b[0], b[1]])))
                .wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// A fingerprint of what the values depend on: the board's tables (neighbours, capacities,
/// mixed table, pieces in play) and the rules but `first` and `setup` (the table holds both
/// sides to move and every placement), and but `max_rounds` while it is too high to end a game
/// (the solver refuses a lower one: [`super::coding`]), so that one table serves every such cap.
/// FNV-1a over their JSON.
pub fn fingerprint(board: &GameBoard) -> u64 {
    let mut rules = board.rules.clone();
    rules.first = Side::Jackals;
    rules.setup = crate::input::game_rules::SetupRule::Board;
    if super::value::coding(board).is_ok() {
        rules.max_rounds = crate::input::game_rules::GameRules::default().max_rounds;
    }
    let text = format!(
        "{}\n{}",
        serde_json::to_string(&BoardTables::of(board)).unwrap_or_default(),
        serde_json::to_string(&rules).unwrap_or_default()
    );
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Every state's value on one board under one set of rules.
#[derive(Debug, Clone)]
pub struct Table {
    fingerprint: u64,
    coding: Coding,
    qn: usize,
    lions: u16,
    jackals: u16,
    classes: Vec<Option<ClassIndex>>,
    /// Per class: values with the lions to move, then the jackals, layer by layer: the value of
    /// placement `p` at quiet count `q` is at `q * placements + p` (so that one layer, which a
    /// solve reads at random, is contiguous).
    vals: Vec<Option<[Vec<i16>; 2]>>,
}

impl Table {
    pub(crate) fn empty(
        board: &GameBoard,
        coding: Coding,
        classes: Vec<Option<ClassIndex>>,
    ) -> Table {
        let n = classes.len();
        Table {
            fingerprint: fingerprint(board),
            coding,
            qn: board.rules.quiet_turn_limit() as usize,
            lions: board.lions,
            jackals: board.jackals,
            classes,
            vals: vec![None; n],
        }
    }

    /// The value coding.
    pub fn coding(&self) -> Coding {
        self.coding
    }

    /// The margin an elimination counts as: one more than any points margin on the board.
    pub fn elimination_margin(&self) -> i32 {
        self.coding.elim
    }

    /// Decodes a value.
    pub fn decode(&self, v: i16) -> Value {
        self.coding.decode(v)
    }

    /// Class numbers in the table's order (its file's): lions, then jackals, ascending, so every
    /// capture leads to a class before. The solver takes them by jackals, then lions (also an
    /// order in which every capture leads to a class solved before).
    pub fn class_order(&self) -> Vec<usize> {
        (0..self.classes.len())
            .filter(|&c| self.classes[c].is_some())
            .collect()
    }

    #[inline]
    fn class_of(&self, lions: u16, jackals: u16) -> usize {
        usize::from(lions) * (usize::from(self.jackals) + 1) + usize::from(jackals)
    }

    pub(crate) fn index(&self, c: usize) -> &ClassIndex {
        self.classes[c].as_ref().expect("a class with both sides")
    }

    pub(crate) fn set_values(&mut self, c: usize, v: [Vec<i16>; 2]) {
        self.vals[c] = Some(v);
    }

    /// The stored value of the placement in `pos`'s cells, `side` to move, `q` quiet turns
    /// (`0..=Q`); `None` when its class is not solved (yet) or `pos` has a side without pieces.
    pub fn lookup(&self, pos: &Position, side: Side, q: usize) -> Option<i16> {
        self.lookup_in(pos, side, q, true)
    }

    #[inline]
    fn lookup_in(&self, pos: &Position, side: Side, q: usize, check: bool) -> Option<i16> {
        if pos.lions == 0
            || pos.jackals == 0
            || pos.lions > self.lions
            || pos.jackals > self.jackals
            || q > self.qn
        {
            return None;
        }
        let c = self.class_of(pos.lions, pos.jackals);
        let idx = self.classes.get(c)?.as_ref()?;
        let vals = self.vals.get(c)?.as_ref()?;
        if check && !idx.contains(|i| (pos.cells[i].lions, pos.cells[i].jackals)) {
            return None;
        }
        let p = idx.rank(|i| (pos.cells[i].lions, pos.cells[i].jackals)) as usize;
        let s = usize::from(side == Side::Jackals);
        vals[s].get(q * idx.len() as usize + p).copied()
    }

    /// The stored value of the placement `cells(i) = (lions, jackals)` with `lions` lions and
    /// `jackals` jackals in all, `side` to move, `q` quiet turns; `None` when its class is not
    /// solved (yet) or a side has no pieces. The placement must be in its class (unchecked).
    #[inline]
    pub(crate) fn lookup_cells(
        &self,
        lions: u16,
        jackals: u16,
        side: Side,
        q: usize,
        cells: impl Fn(usize) -> (u16, u16),
    ) -> Option<i16> {
        if lions == 0 || jackals == 0 || lions > self.lions || jackals > self.jackals || q > self.qn
        {
            return None;
        }
        let c = self.class_of(lions, jackals);
        let idx = self.classes.get(c)?.as_ref()?;
        let vals = self.vals.get(c)?.as_ref()?;
        let p = idx.rank(cells) as usize;
        let s = usize::from(side == Side::Jackals);
        vals[s].get(q * idx.len() as usize + p).copied()
    }

    /// The value, seen by the side to move next, of a turn that took the other side's last
    /// piece.
    #[inline]
    pub(crate) fn eliminated(&self) -> i16 {
        self.coding.encode(-self.coding.elim, 0)
    }

    /// The value, seen by the side to move next, of a capturing turn's end `r` (at `q = 0`):
    /// an elimination when the other side has no piece left.
    #[inline]
    pub(crate) fn after_capture(&self, r: &Position) -> i16 {
        if r.total(r.side.other()) == 0 {
            return self.coding.encode(-self.coding.elim, 0);
        }
        self.lookup_in(r, r.side.other(), 0, false)
            .unwrap_or(i16::MAX)
    }

    /// The value, seen by the side to move next, of the end `r` of a turn that began with `q`
    /// quiet turns.
    pub fn after_turn(&self, r: &Position, q: u32) -> Option<i16> {
        if r.total(r.side.other()) == 0 {
            return Some(self.coding.encode(-self.coding.elim, 0));
        }
        let q2 = if r.captured { 0 } else { q as usize + 1 };
        self.lookup(r, r.side.other(), q2)
    }

    /// The value of `pos` (at the start of a turn, or a game over) for its side to move.
    pub fn value(&self, pos: &Position) -> Option<i16> {
        if pos.total(pos.side) == 0 {
            return Some(self.coding.encode(-self.coding.elim, 0));
        }
        if pos.total(pos.side.other()) == 0 {
            return Some(self.coding.encode(self.coding.elim, 0));
        }
        self.lookup(pos, pos.side, pos.quiet_turns as usize)
    }

    /// The optimal ends of the turn in progress at `pos` (its start, or after some moves), as
    /// `(lions, jackals)` per region, in the engine's move order: those whose value for the
    /// next mover is least (see [`super`] for the tie-breaks). Empty when the game is over or a
    /// result is not in the table.
    pub fn best_results(
        &self,
        board: &GameBoard,
        pos: &mut Position,
        tr: &mut TurnResults,
    ) -> Vec<Vec<(u16, u16)>> {
        let q = pos.quiet_turns;
        let mut best = i16::MAX;
        let mut out: Vec<Vec<(u16, u16)>> = Vec::new();
        let mut missing = false;
        tr.for_each(board, pos, |r| {
            let Some(v) = self.after_turn(r, q) else {
                missing = true;
                return;
            };
            if v < best {
                best = v;
                out.clear();
            }
            if v == best {
                out.push(r.cells.iter().map(|c| (c.lions, c.jackals)).collect());
            }
        });
        if missing { Vec::new() } else { out }
    }

    /// Shares of placements won, drawn and lost by `side` to move, with every piece in play and
    /// `q = 0`.
    pub fn shares(&self, side: Side) -> Shares {
        let c = self.class_of(self.lions, self.jackals);
        let s = usize::from(side == Side::Jackals);
        let (mut w, mut d, mut l) = (0u64, 0u64, 0u64);
        if let (Some(v), Some(idx)) = (
            self.vals.get(c).and_then(|v| v.as_ref()),
            self.classes.get(c).and_then(|i| i.as_ref()),
        ) {
            for x in &v[s][..idx.len() as usize] {
                match x.cmp(&0) {
                    std::cmp::Ordering::Greater => w += 1,
                    std::cmp::Ordering::Equal => d += 1,
                    std::cmp::Ordering::Less => l += 1,
                }
            }
        }
        let n = (w + d + l).max(1) as f64;
        Shares {
            positions: w + d + l,
            won: w as f64 / n,
            drawn: d as f64 / n,
            lost: l as f64 / n,
        }
    }

    /// The fingerprint of the board and rules the table was solved for ([`fingerprint`]).
    pub fn fingerprint_value(&self) -> u64 {
        self.fingerprint
    }

    /// True when the table was solved for `board`'s tables and rules ([`fingerprint`]).
    pub fn fits(&self, board: &GameBoard) -> bool {
        self.fingerprint == fingerprint(board)
    }

    /// Writes the table (format in the module's documentation).
    ///
    /// # Errors
    /// The writer's errors.
    pub fn write(&self, w: &mut impl Write) -> std::io::Result<()> {
        w.write_all(MAGIC)?;
        w.write_all(&VERSION.to_le_bytes())?;
        w.write_all(&self.fingerprint.to_le_bytes())?;
        w.write_all(&(self.qn as u32).to_le_bytes())?;
        w.write_all(&self.coding.k.to_le_bytes())?;
        w.write_all(&self.coding.elim.to_le_bytes())?;
        w.write_all(&self.lions.to_le_bytes())?;
        w.write_all(&self.jackals.to_le_bytes())?;
        let mut buf = Vec::new();
        let mut sum = Checksum::new();
        for c in self.class_order() {
            let n = self.index(c).len();
            w.write_all(&n.to_le_bytes())?;
            if let Some(v) = &self.vals[c] {
                // The file keeps the values placement by placement (`Q + 1` each).
                let n = n as usize;
                for side in v {
                    // In pieces of 64 Ki placements, so that no copy of a class is held.
                    for lo in (0..n).step_by(1 << 16) {
                        buf.clear();
                        for p in lo..(lo + (1 << 16)).min(n) {
                            for q in 0..=self.qn {
                                buf.extend_from_slice(&side[q * n + p].to_le_bytes());
                            }
                        }
                        sum.add(&buf);
                        w.write_all(&buf)?;
                    }
                }
            }
        }
        w.write_all(&sum.0.to_le_bytes())?;
        Ok(())
    }

    /// Reads a table written by [`Table::write`] for `board`.
    ///
    /// # Errors
    /// [`SolveError::Table`] when the file is not a table, was solved for another board or other
    /// rules, or is cut short.
    pub fn read(board: &GameBoard, r: &mut impl Read) -> Result<Table, SolveError> {
        let bad = |what: &str| {
            SolveError::Table(format!("not a savanna solve table: {what}; {SOLVE_AGAIN}"))
        };
        let short = || {
            SolveError::Table(format!(
                "the table is cut short (an interrupted solve or copy?); {SOLVE_AGAIN}"
            ))
        };
        let mut magic = [0u8; 14];
        r.read_exact(&mut magic).map_err(|_| bad("too short"))?;
        if &magic != MAGIC {
            return Err(bad("wrong header"));
        }
        let mut b4 = [0u8; 4];
        let mut b8 = [0u8; 8];
        let mut b2 = [0u8; 2];
        r.read_exact(&mut b4).map_err(|_| short())?;
        if u32::from_le_bytes(b4) != VERSION {
            return Err(SolveError::Table(format!(
                "the table was written by another version of savanna (format {}, this one reads {VERSION}); {SOLVE_AGAIN}",
                u32::from_le_bytes(b4)
            )));
        }
        r.read_exact(&mut b8).map_err(|_| short())?;
        // Rules the solver refuses: no table can be for them, and solving again would fail too.
        super::value::coding(board)?;
        if u64::from_le_bytes(b8) != fingerprint(board) {
            return Err(SolveError::Table(format!(
                "the table was solved for another board or other `game:` rules (or is damaged); {SOLVE_AGAIN}"
            )));
        }
        let coding = super::value::coding(board)?;
        let mut t = Table::empty(board, coding, super::rank::indices(board));
        r.read_exact(&mut b4).map_err(|_| short())?;
        let q = u32::from_le_bytes(b4) as usize;
        r.read_exact(&mut b4).map_err(|_| short())?;
        let k = i32::from_le_bytes(b4);
        r.read_exact(&mut b4).map_err(|_| short())?;
        let elim = i32::from_le_bytes(b4);
        r.read_exact(&mut b2).map_err(|_| short())?;
        let lions = u16::from_le_bytes(b2);
        r.read_exact(&mut b2).map_err(|_| short())?;
        let jackals = u16::from_le_bytes(b2);
        if q != t.qn
            || k != coding.k
            || elim != coding.elim
            || lions != t.lions
            || jackals != t.jackals
        {
            return Err(SolveError::Table(format!(
                "the table's header does not match this board and rules (another board, or damaged); {SOLVE_AGAIN}"
            )));
        }
        let w = q + 1;
        let mut sum = Checksum::new();
        for c in t.class_order() {
            r.read_exact(&mut b8).map_err(|_| short())?;
            let n = u64::from_le_bytes(b8);
            if n != t.index(c).len() {
                return Err(SolveError::Table(format!(
                    "the table's classes do not match this board (damaged?); {SOLVE_AGAIN}"
                )));
            }
            let mut sides: [Vec<i16>; 2] = [Vec::new(), Vec::new()];
            for side in &mut sides {
                let mut raw = vec![0u8; n as usize * w * 2];
                r.read_exact(&mut raw).map_err(|_| short())?;
                sum.add(&raw);
                let n = n as usize;
                let mut v = vec![0i16; n * w];
                for (k, b) in raw.chunks_exact(2).enumerate() {
                    let (p, q) = (k / w, k % w);
                    v[q * n + p] = i16::from_le_bytes([b[0], b[1]]);
                }
                *side = v;
            }
            t.vals[c] = Some(sides);
        }
        r.read_exact(&mut b8).map_err(|_| short())?;
        if u64::from_le_bytes(b8) != sum.0 {
            return Err(SolveError::Table(format!(
                "the table is damaged: its values do not match their checksum; {SOLVE_AGAIN}"
            )));
        }
        if r.read(&mut [0u8; 1]).is_ok_and(|k| k > 0) {
            return Err(SolveError::Table(format!(
                "the table has data after its end (two files joined, or damaged); {SOLVE_AGAIN}"
            )));
        }
        Ok(t)
    }
}
