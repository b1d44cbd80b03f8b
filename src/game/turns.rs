//! Every distinct end of a turn: the placements (pieces per region) a side can leave the board in
//! with one legal turn, each found once.
//!
//! A turn is a sequence of group moves ([`Position::legal_moves`], [`Position::apply`]); many
//! sequences reach the same placement (moves in other orders, or other splits of a group). A
//! solver needs the placements, not the sequences: [`TurnResults`] walks the turn depth first
//! with the engine's own legal moves and remembers every state of the turn in progress it has
//! expanded (pieces, and the turn's bookkeeping: what arrived, left, left quietly, whether
//! something was captured), so each state is expanded once, and reports each end placement once.
//!
//! A turn ends (rule 2) when at least one move was made and the gathered lions' duty (rule 4) is
//! met, or with no move (a pass) when none is legal; a move that takes the other side's last
//! piece ends the game at once, and that placement is an end too.

use super::board::GameBoard;
use super::position::{Move, Position};
use crate::input::game_rules::Side;

/// Bits needed to write numbers `0..=max`.
fn bits(max: u32) -> u32 {
    32 - max.leading_zeros()
}

/// A set of fixed-width keys (`width` words each) in one flat arena, by open addressing with
/// linear probing (Knuth, TAOCP vol. 3, 6.4, algorithm L); the hash mixes the words with the
/// multiplier of Fx hashing (rustc's `FxHasher`) and a final xor-shift.
#[derive(Debug, Default, Clone)]
struct KeySet {
    width: usize,
    words: Vec<u64>,
    /// Slot -> key number + 1 (0: empty); length a power of two.
    slots: Vec<u32>,
    len: usize,
}

impl KeySet {
    fn clear(&mut self, width: usize) {
        self.width = width.max(1);
        self.words.clear();
        self.len = 0;
        if self.slots.len() > 1 << 16 || self.slots.is_empty() {
            self.slots = vec![0; 1 << 10];
        } else {
            self.slots.iter_mut().for_each(|s| *s = 0);
        }
    }

    #[inline]
    fn hash(key: &[u64]) -> u64 {
        let mut h = 0u64;
        for &w in key {
            h = (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
        h ^ (h >> 29)
    }

    /// Inserts `key`; true when it was not there.
    fn insert(&mut self, key: &[u64]) -> bool {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut s = Self::hash(key) as usize & mask;
        loop {
            let v = self.slots[s];
            if v == 0 {
                self.words.extend_from_slice(key);
                self.len += 1;
                self.slots[s] = self.len as u32;
                return true;
            }
            let k = (v - 1) as usize * self.width;
            if &self.words[k..k + self.width] == key {
                return false;
            }
            s = (s + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let n = (self.slots.len() * 2).max(1 << 10);
        let mut slots = vec![0u32; n];
        let mask = n - 1;
        for i in 0..self.len {
            let key = &self.words[i * self.width..(i + 1) * self.width];
            let mut s = Self::hash(key) as usize & mask;
            while slots[s] != 0 {
                s = (s + 1) & mask;
            }
            slots[s] = i as u32 + 1;
        }
        self.slots = slots;
    }
}

/// Appends `v` (`w` bits) to the key being built in `key` at bit `at`.
#[inline]
fn put(key: &mut [u64], at: &mut u32, v: u32, w: u32) {
    if w == 0 {
        return;
    }
    let (i, o) = ((*at / 64) as usize, *at % 64);
    key[i] |= u64::from(v) << o;
    if o + w > 64 {
        key[i + 1] |= u64::from(v) >> (64 - o);
    }
    *at += w;
}

/// Finds every distinct end of a turn from a position at the turn's start; reusable (its tables
/// are kept between calls, so a solver makes one per thread).
///
/// ```
/// use savanna::game::{GameBoard, GameRules, Position, Side};
/// use savanna::game::turns::TurnResults;
/// use savanna::ids::RegionId;
/// // A strip 1 - 2 - 3; the pack of 4 in region 1, a lion in region 3.
/// let b = GameBoard::from_tables(
///     &[vec![2], vec![1, 3], vec![2]],
///     &[(2, 6); 3],
///     &[vec![6, 3, 0], vec![6, 3, 0], vec![6, 3, 0]],
///     1, 4, GameRules::default(),
/// );
/// let mut p = Position::start(&b, &[RegionId(3)], RegionId(1), Side::Jackals);
/// let mut ends = Vec::new();
/// TurnResults::new().for_each(&b, &mut p, |q| ends.push((q.cells[0].jackals, q.cells[1].jackals)));
/// ends.sort();
/// // 1, 2 or 3 jackals go to region 2 (one stays); region 2, once entered, is frozen.
/// assert_eq!(ends, vec![(1, 3), (2, 2), (3, 1)]);
/// ```
#[derive(Debug, Default, Clone)]
pub struct TurnResults {
    seen: KeySet,
    ends: KeySet,
    bufs: Vec<Vec<Move>>,
    key: Vec<u64>,
    /// Bits per field: the mover's counts, the other side's count.
    w_own: u32,
    w_other: u32,
    /// Bits per field of an end placement: lions, jackals.
    w_l: u32,
    w_j: u32,
    /// Intermediate states expanded by the last call.
    expanded: u64,
}

impl TurnResults {
    /// An enumerator with empty tables.
    pub fn new() -> TurnResults {
        TurnResults::default()
    }

    /// States of the turn in progress expanded by the last [`TurnResults::for_each`] (each once).
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Calls `f` once for each distinct placement the side to move can end its turn in from
    /// `pos`, which must be at the start of a turn (no move made yet) of a game not over. `f`
    /// sees the position at the moment the turn may end (before [`Position::end_turn`]): its
    /// cells' `lions` and `jackals` are the placement; when the other side has no pieces left the
    /// game is over. A side without a legal move passes: the placement is `pos`'s own. Nothing
    /// is reported when the game is over at `pos`.
    ///
    /// `pos` is restored before the call returns. Order: depth first, moves in the order of
    /// [`Position::legal_moves`]; the same position gives the same order.
    pub fn for_each(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        mut f: impl FnMut(&Position),
    ) {
        self.expanded = 0;
        if pos.over(board) {
            return;
        }
        self.prepare(board, pos);
        self.walk(board, pos, 0, &mut f);
    }

    /// Sets the key widths for `pos`'s side and clears the tables.
    fn prepare(&mut self, board: &GameBoard, pos: &Position) {
        let (own_max, other_max) = match pos.side {
            Side::Lions => (board.lions, board.jackals),
            Side::Jackals => (board.jackals, board.lions),
        };
        self.w_own = bits(u32::from(own_max));
        self.w_other = bits(u32::from(other_max));
        self.w_l = bits(u32::from(board.lions));
        self.w_j = bits(u32::from(board.jackals));
        let n = pos.cells.len() as u32;
        let state_bits = n * (4 * self.w_own + self.w_other) + 2;
        let end_bits = n * (self.w_l + self.w_j);
        let words = state_bits.max(end_bits).div_ceil(64) as usize;
        self.key.clear();
        self.key.resize(words, 0);
        self.seen.clear(state_bits.div_ceil(64) as usize);
        self.ends.clear(end_bits.div_ceil(64) as usize);
    }

    fn state_key(&mut self, pos: &Position) -> usize {
        let w = self.seen.width;
        self.key[..w].iter_mut().for_each(|k| *k = 0);
        let mut at = 0;
        let side = pos.side;
        for c in &pos.cells {
            put(&mut self.key, &mut at, u32::from(c.of(side)), self.w_own);
            put(
                &mut self.key,
                &mut at,
                u32::from(c.of(side.other())),
                self.w_other,
            );
            put(&mut self.key, &mut at, u32::from(c.arrived), self.w_own);
            put(&mut self.key, &mut at, u32::from(c.left), self.w_own);
            put(
                &mut self.key,
                &mut at,
                u32::from(c.left_quietly),
                self.w_own,
            );
        }
        put(&mut self.key, &mut at, u32::from(pos.captured), 1);
        put(&mut self.key, &mut at, u32::from(pos.moves > 0), 1);
        w
    }

    fn end(&mut self, pos: &Position, f: &mut impl FnMut(&Position)) {
        let w = self.ends.width;
        self.key[..w].iter_mut().for_each(|k| *k = 0);
        let mut at = 0;
        for c in &pos.cells {
            put(&mut self.key, &mut at, u32::from(c.lions), self.w_l);
            put(&mut self.key, &mut at, u32::from(c.jackals), self.w_j);
        }
        let key = std::mem::take(&mut self.key);
        let new = self.ends.insert(&key[..w]);
        self.key = key;
        if new {
            f(pos);
        }
    }

    fn walk(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        depth: usize,
        f: &mut impl FnMut(&Position),
    ) {
        let w = self.state_key(pos);
        let key = std::mem::take(&mut self.key);
        let new = self.seen.insert(&key[..w]);
        self.key = key;
        if !new {
            return;
        }
        self.expanded += 1;
        if pos.total(pos.side.other()) == 0 {
            self.end(pos, f);
            return;
        }
        if pos.may_end_after_moves() {
            self.end(pos, f);
        }
        if self.bufs.len() <= depth {
            self.bufs.push(Vec::new());
        }
        let mut buf = std::mem::take(&mut self.bufs[depth]);
        pos.legal_moves(board, &mut buf);
        if buf.is_empty() && pos.moves == 0 {
            self.end(pos, f);
        }
        for &m in &buf {
            let u = pos.apply(board, m);
            self.walk(board, pos, depth + 1, f);
            pos.undo(u);
        }
        self.bufs[depth] = buf;
    }

    /// A sequence of legal group moves from `pos` (at a turn's start, or during the turn) that
    /// ends the turn in the placement `target` (the first found depth first, the engine's moves
    /// in reverse order: larger groups first) (`(lions, jackals)` per region), or `None` when no legal turn does.
    /// An empty sequence is a pass (or the placement is `pos`'s own and no move is legal).
    pub fn path_to(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        target: &[(u16, u16)],
    ) -> Option<Vec<Move>> {
        if pos.over(board) || target.len() != pos.cells.len() {
            return None;
        }
        self.prepare(board, pos);
        let mut path = Vec::new();
        self.find(board, pos, 0, target, &mut path).then_some(path)
    }

    fn find(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        depth: usize,
        target: &[(u16, u16)],
        path: &mut Vec<Move>,
    ) -> bool {
        let w = self.state_key(pos);
        let key = std::mem::take(&mut self.key);
        let new = self.seen.insert(&key[..w]);
        self.key = key;
        if !new {
            return false;
        }
        let here = |pos: &Position| {
            pos.cells
                .iter()
                .zip(target)
                .all(|(c, t)| (c.lions, c.jackals) == *t)
        };
        if pos.total(pos.side.other()) == 0 {
            return here(pos);
        }
        if pos.may_end_after_moves() && here(pos) {
            return true;
        }
        if self.bufs.len() <= depth {
            self.bufs.push(Vec::new());
        }
        let mut buf = std::mem::take(&mut self.bufs[depth]);
        pos.legal_moves(board, &mut buf);
        if buf.is_empty() && pos.moves == 0 {
            self.bufs[depth] = buf;
            return here(pos);
        }
        let mut found = false;
        // Larger groups first (the engine lists sizes in increasing order), so that a path
        // moves a group at once rather than piece by piece.
        for &m in buf.iter().rev() {
            let u = pos.apply(board, m);
            path.push(m);
            found = self.find(board, pos, depth + 1, target, path);
            pos.undo(u);
            if found {
                break;
            }
            path.pop();
        }
        self.bufs[depth] = buf;
        found
    }
}
