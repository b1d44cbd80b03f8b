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
//! Keys: a state of the turn in progress is known from each region's `arrived` and `left` (and
//! `left_quietly` while the gathered lions' duty binds), and an end placement from the mover's
//! pieces per region (see `TurnResults::prepare` for why). When these fit in 126 bits (classic's
//! jackals: 80) they are packed into one `u128` and kept up to date move by move, so a move to a
//! state already seen is neither applied nor undone; larger boards use the long keys, every field
//! of every cell bit-packed.
//!
//! A turn ends (rule 2) when at least one move was made and the gathered lions' duty (rule 4) is
//! met, or with no move (a pass) when none is legal or `game.pass: allowed`; a move that takes the other side's last
//! piece ends the game at once, and that placement is an end too.

use super::board::GameBoard;
use super::position::{Move, Position};
use crate::input::game_rules::{Dispersal, Side};

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

/// A key of a [`WordSet`]: one machine word, with a value that is never a key and a home slot.
pub(crate) trait Word: Copy + Eq {
    /// The mark of an empty slot (never a key).
    const EMPTY: Self;
    /// The home slot of the key in a table of `2^bits` slots.
    fn home(self, bits: u32) -> usize;
}

impl Word for u128 {
    const EMPTY: u128 = u128::MAX;

    /// Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4: the top bits of the key times 2^64 / phi),
    /// on both halves of the key.
    #[inline]
    fn home(self, bits: u32) -> usize {
        let h = ((self as u64) ^ ((self >> 64) as u64).wrapping_mul(0xc2b2_ae3d_27d4_eb4f))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> (64 - bits)) as usize
    }
}

impl Word for u64 {
    const EMPTY: u64 = u64::MAX;

    /// Fibonacci hashing, as for `u128`.
    #[inline]
    fn home(self, bits: u32) -> usize {
        (self.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - bits)) as usize
    }
}

/// A set of one-word keys (`u128` here, `u64` in the solver's jackals' sums) by open
/// addressing with linear probing (as [`KeySet`]); the slots it filled are remembered, so
/// clearing costs what was inserted.
#[derive(Debug, Default, Clone)]
pub(crate) struct WordSet<K> {
    /// `EMPTY` or a key; length a power of two.
    slots: Vec<K>,
    /// Slots filled since the last clear.
    used: Vec<u32>,
}

impl<K: Word> WordSet<K> {
    /// Empties the set (its table is kept).
    pub(crate) fn clear(&mut self) {
        if self.slots.is_empty() {
            self.slots = vec![K::EMPTY; 1 << 8];
        }
        for &s in &self.used {
            self.slots[s as usize] = K::EMPTY;
        }
        self.used.clear();
    }

    /// Inserts `key` (never `K::EMPTY`); true when it was not there.
    #[inline]
    pub(crate) fn insert(&mut self, key: K) -> bool {
        if (self.used.len() + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let bits = self.slots.len().trailing_zeros();
        let mask = self.slots.len() - 1;
        let mut s = key.home(bits);
        loop {
            let v = self.slots[s];
            if v == K::EMPTY {
                self.slots[s] = key;
                self.used.push(s as u32);
                return true;
            }
            if v == key {
                return false;
            }
            s = (s + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let n = (self.slots.len() * 2).max(1 << 8);
        let bits = n.trailing_zeros();
        let mut slots = vec![K::EMPTY; n];
        let mask = n - 1;
        for u in &mut self.used {
            let key = self.slots[*u as usize];
            let mut s = key.home(bits);
            while slots[s] != K::EMPTY {
                s = (s + 1) & mask;
            }
            slots[s] = key;
            *u = s as u32;
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
    /// True when the short keys fit ([`TurnResults::prepare`]): `seen128` and `ends128` are
    /// used instead of `seen` and `ends`.
    fast: bool,
    /// Fields per cell of a short state key: arrived and left, and left quietly when the duty
    /// binds.
    fields: u32,
    seen128: WordSet<u128>,
    ends128: WordSet<u128>,
    /// Never use the short keys ([`TurnResults::with_long_keys`]).
    long_keys: bool,
}

impl TurnResults {
    /// An enumerator with empty tables.
    pub fn new() -> TurnResults {
        TurnResults::default()
    }

    /// An enumerator that always uses the long keys (any board size), as boards too large for
    /// the short ones do; for tests that the two agree.
    pub fn with_long_keys() -> TurnResults {
        TurnResults {
            long_keys: true,
            ..TurnResults::default()
        }
    }

    /// States of the turn in progress expanded by the last [`TurnResults::for_each`] (each once).
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Calls `f` once for each distinct placement the side to move can end its turn in from
    /// `pos`, which must be at the start of a turn (no move made yet) of a game not over. `f`
    /// sees the position at the moment the turn may end (before [`Position::end_turn`]): its
    /// cells' `lions` and `jackals` are the placement; when the other side has no pieces left the
    /// game is over. A side without a legal move passes, and under `game.pass: allowed` any side
    /// may: the placement is then `pos`'s own. Nothing
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
        if self.fast {
            let key = self.short_state_key(pos);
            let ends = self.short_end_key(pos);
            self.seen128.insert(key);
            self.walk_fast(board, pos, 0, key, ends, &mut f);
        } else {
            self.walk(board, pos, 0, &mut f);
        }
    }

    /// The short key of an end placement: the mover's pieces per region (the other side's follow
    /// from them, [`TurnResults::prepare`]).
    #[inline]
    fn short_end_key(&self, pos: &Position) -> u128 {
        let side = pos.side;
        let mut k = 0u128;
        for (i, c) in pos.cells.iter().enumerate() {
            k |= u128::from(c.of(side)) << (i as u32 * self.w_own);
        }
        k
    }

    /// The short state and end keys after the group move `m` from `pos` with keys `key` and
    /// `ends`, without applying it: the fields [`Position::apply`] changes (each group's region
    /// `left`, the destination's `arrived`, the origin's `left_quietly` when nothing is
    /// captured, the mover's pieces) change by the pieces moved. No field overflows its width
    /// (none exceeds the mover's pieces) or goes below zero, so they add without carries.
    #[inline]
    fn keys_after(&self, pos: &Position, m: &Move, key: u128, ends: u128) -> (u128, u128) {
        let (w, fw) = (self.w_own, self.fields * self.w_own);
        let (i, j) = (m.from.index() as u32, m.to.index() as u32);
        let (mut key, mut ends) = (key, ends);
        let k = u128::from(m.count);
        key += k << (i * fw + w);
        ends -= k << (i * w);
        let mut total = m.count;
        for (r, kr) in m.with.iter() {
            let r = r.index() as u32;
            key += u128::from(kr) << (r * fw + w);
            ends -= u128::from(kr) << (r * w);
            total += kr;
        }
        let t = u128::from(total);
        key += t << (j * fw);
        ends += t << (j * w);
        if self.fields >= 3 && pos.cells[j as usize].of(pos.side.other()) == 0 {
            key += t << (i * fw + 2 * w);
            // A quiet move has one group; from a gathered region it disperses (fourth field).
            if self.fields == 4 && pos.cells[i as usize].start >= 2 {
                key += t << (j * fw + 3 * w);
            }
        }
        (key, ends)
    }

    /// [`TurnResults::walk`] with short keys kept up to date move by move: a move to a state
    /// already seen is not applied. `pos`'s state is in `seen128` already.
    fn walk_fast(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        depth: usize,
        key: u128,
        ends: u128,
        f: &mut impl FnMut(&Position),
    ) {
        debug_assert_eq!(key, self.short_state_key(pos));
        debug_assert_eq!(ends, self.short_end_key(pos));
        self.expanded += 1;
        if pos.total(pos.side.other()) == 0 {
            if self.ends128.insert(ends) {
                f(pos);
            }
            return;
        }
        if pos.may_end_after_moves() && self.ends128.insert(ends) {
            f(pos);
        }
        if self.bufs.len() <= depth {
            self.bufs.push(Vec::new());
        }
        let mut buf = std::mem::take(&mut self.bufs[depth]);
        pos.legal_moves(board, &mut buf);
        if pos.moves == 0 && pos.may_end(board, buf.is_empty()) && self.ends128.insert(ends) {
            f(pos);
        }
        for &m in &buf {
            let (k2, e2) = self.keys_after(pos, &m, key, ends);
            if !self.seen128.insert(k2) {
                continue;
            }
            let u = pos.apply(board, m);
            self.walk_fast(board, pos, depth + 1, k2, e2, f);
            pos.undo(u);
        }
        self.bufs[depth] = buf;
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
        // Under `dispersal: one_per_region` while the duty binds, `dispersed` is a fourth field.
        let four = pos.duty && board.rules.dispersal == Dispersal::OnePerRegion;
        let state_bits = n * ((4 + u32::from(four)) * self.w_own + self.w_other) + 2;
        let end_bits = n * (self.w_l + self.w_j);
        let words = state_bits.max(end_bits).div_ceil(64) as usize;
        self.key.clear();
        self.key.resize(words, 0);
        // The short keys. Within a turn the mover's pieces in a region are its pieces at the
        // turn's start, less those that left, plus those that arrived; the other side's are
        // those at the start unless the mover arrived there (an entry into the other side's
        // region captures all of it, or is not legal); a capture happened when such an entry
        // did; a move was made when something left. So a state of the turn is known from
        // `arrived` and `left` per region, with `left_quietly` when the gathered lions' duty
        // binds (its only reader; `dispersed` too under `dispersal: one_per_region`), and an end
        // placement from the mover's pieces per region.
        self.fields = match (pos.duty, four) {
            (true, true) => 4,
            (true, false) => 3,
            _ => 2,
        };
        self.fast = !self.long_keys && n * self.fields * self.w_own <= 126 && n * self.w_own <= 126;
        if self.fast {
            self.seen128.clear();
            self.ends128.clear();
        } else {
            self.seen.clear(state_bits.div_ceil(64) as usize);
            self.ends.clear(end_bits.div_ceil(64) as usize);
        }
    }

    /// The short key of a state of the turn in progress ([`TurnResults::prepare`]).
    #[inline]
    fn short_state_key(&self, pos: &Position) -> u128 {
        let w = self.w_own;
        let mut k = 0u128;
        let mut at = 0;
        if self.fields == 4 {
            for c in &pos.cells {
                k |= u128::from(c.arrived) << at
                    | u128::from(c.left) << (at + w)
                    | u128::from(c.left_quietly) << (at + 2 * w)
                    | u128::from(c.dispersed) << (at + 3 * w);
                at += 4 * w;
            }
        } else if self.fields == 3 {
            for c in &pos.cells {
                k |= u128::from(c.arrived) << at
                    | u128::from(c.left) << (at + w)
                    | u128::from(c.left_quietly) << (at + 2 * w);
                at += 3 * w;
            }
        } else {
            for c in &pos.cells {
                k |= u128::from(c.arrived) << at | u128::from(c.left) << (at + w);
                at += 2 * w;
            }
        }
        k
    }

    /// True when the state of the turn at `pos` was not seen before (and remembers it).
    #[inline]
    fn first_visit(&mut self, pos: &Position) -> bool {
        if self.fast {
            let k = self.short_state_key(pos);
            return self.seen128.insert(k);
        }
        let w = self.state_key(pos);
        let key = std::mem::take(&mut self.key);
        let new = self.seen.insert(&key[..w]);
        self.key = key;
        new
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
            if self.fields == 4 {
                put(&mut self.key, &mut at, u32::from(c.dispersed), self.w_own);
            }
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
        if !self.first_visit(pos) {
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
        if pos.moves == 0 && pos.may_end(board, buf.is_empty()) {
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
        if !self.first_visit(pos) {
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
        if pos.moves == 0 && pos.may_end(board, false) && here(pos) {
            // A voluntary pass: the empty sequence.
            self.bufs[depth] = buf;
            return true;
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
