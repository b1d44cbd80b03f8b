//! The quiet jackals' turns of one block of the numbering as a layered graph of partial turns,
//! shared by every placement of the block and every lion vector with the same lion regions
//! (the solver's quiet layers for the default turn rules).
//!
//! # Why the graph
//! Under `freeze: region` the ends of the jackals' quiet turns from a placement `x` are the
//! placements `x - sends + receipts` of the per-region choices of sends, a Minkowski sum, that
//! fit, less `x` itself ([`super::jackals`] proves it). The best end for the jackals is then a
//! minimum over that sum, and a minimum over a Minkowski sum is a chain of minima over its terms
//! (the decomposition of an erosion by a sum of structuring elements in mathematical morphology:
//! Serra, *Image Analysis and Mathematical Morphology*, 1982; van Herk 1992). Here the terms are
//! the single jackals a region sends: the regions send in a fixed order, each region one jackal
//! at a time to an edge neighbour that has no lions, within its limit (`x_k`, or `x_k - 1` for a
//! pack of three or more when `pack_leaves_one`). A state of the graph is a partial turn: the
//! jackals per region so far and, for each region yet to send, what it may still send (its
//! limit, from the jackals it began with: those it received may not move on). Partial turns
//! reached from different placements in different ways are one state: on classic the graphs
//! of all classes have 1.3e8 states and 2.5e8 edges, where the jackals' quiet turns have 3.6e9
//! distinct ends (about 730 a placement with every piece in play). One quiet layer evaluates
//! each graph once, from the ends back to the placements, instead of reading every end of every
//! placement.
//!
//! # The end `x` itself
//! The sum holds `x` (no sends, or sends around a cycle), which is an end only of a pass. So a
//! state's value is the best two of its ends, with the number of the best ([`merge`]): a
//! placement takes the best end that is not itself.
//!
//! Graph: `steps[t]` holds the states at the `t`-th sending region, in increasing order of what
//! that region may still send, so that every send edge goes to an earlier state of the same step
//! and one pass in order evaluates it; a state's stop edge goes to the next step's state, or
//! after the last step to the end placement's number in the block.

use super::rank::Counts;
use crate::game::rules::board::GameBoard;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Bits per region in a packed count or limit.
const W: u32 = 4;

/// The `i`-th 4-bit field of `x`.
#[inline]
fn nib(x: u64, i: usize) -> u64 {
    (x >> (W * i as u32)) & 0xf
}

/// A multiplicative hash of the 128-bit state keys (Fibonacci hashing: Knuth, TAOCP vol. 3,
/// 6.4), deterministic on every target.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
    fn write_u128(&mut self, k: u128) {
        let x = (k as u64) ^ ((k >> 64) as u64).wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
        self.0 = (x ^ (x >> 29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 ^= self.0 >> 32;
    }
}

type KeyMap = HashMap<u128, u32, BuildHasherDefault<KeyHasher>>;

/// One sending region's states: stop edges, and send edges in compressed rows.
#[derive(Debug, Clone, Default)]
struct Step {
    /// Per state: the state once the region stops sending (in the next step, or the end's
    /// number in the block after the last step); `u32::MAX` when a region that has sent holds
    /// more than fits.
    stop: Vec<u32>,
    /// Per state, its number of send edges (at most the region's neighbours, fewer than 16):
    /// its row in `succ` follows the previous state's, so one byte a state replaces an offset.
    deg: Vec<u8>,
    /// Send edges: states of the same step, each earlier than the state it leaves, in rows of
    /// the states in order.
    succ: Vec<u32>,
}

/// The quiet jackals' turns of one block: see the module documentation.
#[derive(Debug, Clone, Default)]
pub(crate) struct QuietDag {
    steps: Vec<Step>,
    /// Per placement of the block, its state in the first step; `u32::MAX` for a placement
    /// outside the fast path (a region holding more jackals than fit there alone).
    start: Vec<u32>,
}

/// A state's value in a pass: the best end (value, then number), and the best value of the
/// other ends, packed in one word (the values biased to order as unsigned): bits 48..64 the best
/// value, 16..48 its end's number, 0..16 the second value.
pub(crate) type Best = u64;

/// No end.
const NONE: Best = u64::MAX;

#[inline]
fn bias(v: i16) -> u64 {
    u64::from((v as u16) ^ 0x8000)
}

#[inline]
fn unbias(b: u64) -> i16 {
    ((b as u16) ^ 0x8000) as i16
}

/// The end numbered `id` with value `v`.
#[inline]
pub(crate) fn leaf(v: i16, id: u32) -> Best {
    bias(v) << 48 | u64::from(id) << 16 | 0xffff
}

/// The best two of the ends of `a` and `b`: the better best end (a lower value, then a lower
/// number), and as second the best value over their other ends.
#[inline]
pub(crate) fn merge(a: Best, b: Best) -> Best {
    let (lo, hi) = if b >> 16 < a >> 16 { (b, a) } else { (a, b) };
    // One end has one value: the same best end on both sides leaves only the seconds.
    let other = if hi >> 16 == lo >> 16 {
        hi & 0xffff
    } else {
        hi >> 48
    };
    (lo & !0xffff) | (lo & 0xffff).min(other)
}

/// The value of the best end other than the end numbered `r` in `w` (`i16::MAX` when none).
#[inline]
pub(crate) fn pick(w: Best, r: u32) -> i16 {
    if w == NONE {
        i16::MAX
    } else if (w >> 16) as u32 == r {
        unbias(w & 0xffff)
    } else {
        unbias(w >> 48)
    }
}

/// The regions without lions in the order they send in the graph. A state of a step holds,
/// beyond the jackals per region, what each region may still send among those yet to send beside
/// one that has sent or is sending (the *frontier*), so a small frontier keeps the graph small;
/// the ends are the same in any order (the sends are summed), only the graph's size changes.
/// The order minimises the sum over the steps of `FRONT^frontier` by dynamic programming over the
/// sets of regions that have sent (as for the vertex separation of a linear layout, which equals
/// pathwidth: Kinnersley 1992), `2^m * m` steps for `m` regions without lions (at most 16); ties
/// go to the lower index, so the order is the same on every target.
pub(super) fn send_order(board: &GameBoard, lions: &[u16]) -> Vec<usize> {
    let n = board.len();
    let free: Vec<usize> = (0..n).filter(|&i| lions[i] == 0).collect();
    let m = free.len();
    let mut pos = vec![usize::MAX; n];
    for (p, &i) in free.iter().enumerate() {
        pos[i] = p;
    }
    // Each free region's free neighbours, as bits of positions in `free`.
    let near: Vec<u32> = free
        .iter()
        .map(|&i| {
            board
                .nbrs(i)
                .iter()
                .map(|&j| pos[usize::from(j)])
                .filter(|&p| p != usize::MAX)
                .fold(0u32, |a, p| a | 1 << p)
        })
        .collect();
    let full = (1usize << m) - 1;
    // Neighbours of each set, then the least cost of each set and its last region.
    let mut touched = vec![0u32; full + 1];
    for s in 1..=full {
        touched[s] = touched[s & (s - 1)] | near[s.trailing_zeros() as usize];
    }
    let mut cost = vec![u64::MAX; full + 1];
    let mut last = vec![0u8; full + 1];
    cost[0] = 0;
    for s in 0..full {
        if cost[s] == u64::MAX {
            continue;
        }
        for k in 0..m {
            if s >> k & 1 == 1 {
                continue;
            }
            let t = s | 1 << k;
            let front = (touched[t] & !(t as u32)).count_ones();
            let c = cost[s] + FRONT.pow(front);
            if c < cost[t] {
                cost[t] = c;
                last[t] = k as u8;
            }
        }
    }
    let mut order = vec![0usize; m];
    let mut s = full;
    for slot in order.iter_mut().rev() {
        let k = usize::from(last[s]);
        *slot = free[k];
        s &= !(1 << k);
    }
    order
}

/// The weight of a frontier region in [`send_order`]'s cost (about the values a region may
/// still send: a step's states grow by about this factor per frontier region).
const FRONT: u64 = 3;

impl QuietDag {
    /// The graph of the block whose lions are `lions` (only which regions hold lions matters)
    /// with the jackals numbered by `jc` (`len` placements) on `board`, where a region sends at
    /// most all its jackals, or one fewer from three on under the board's `pack_leaves_one`.
    pub(crate) fn build(board: &GameBoard, lions: &[u16], jc: &Counts) -> QuietDag {
        let n = board.len();
        let pack = board.rules.pack_leaves_one;
        let len = jc.len() as usize;
        let lim = |x: u64| if pack && x >= 3 { x - 1 } else { x };
        let free = send_order(board, lions);
        let cap: Vec<u64> = board
            .jackal_capacity
            .iter()
            .map(|&c| u64::from(c))
            .collect();
        let targets: Vec<Vec<usize>> = (0..n)
            .map(|k| {
                board
                    .nbrs(k)
                    .iter()
                    .map(|&j| usize::from(j))
                    .filter(|&j| lions[j] == 0)
                    .collect()
            })
            .collect();
        // The first step's states: the placements that fit, each with every region's limit.
        let mut keys: Vec<u128> = Vec::new();
        let mut start = vec![u32::MAX; len];
        let mut cells = vec![0u16; n];
        for (r, s) in start.iter_mut().enumerate() {
            jc.unrank(n, r as u64, |i, v| cells[i] = v);
            if (0..n).any(|i| u64::from(cells[i]) > cap[i]) {
                continue;
            }
            let mut c = 0u64;
            let mut ex = 0u64;
            for &i in &free {
                c |= u64::from(cells[i]) << (W * i as u32);
                ex |= lim(u64::from(cells[i])) << (W * i as u32);
            }
            *s = keys.len() as u32;
            keys.push(u128::from(c) | u128::from(ex) << 64);
        }
        let mut steps: Vec<Step> = Vec::with_capacity(free.len());
        // Each step: discover its states from its entries, order them by what the region may
        // still send, and point the previous step's stops at the new numbers.
        for (t, &k) in free.iter().enumerate() {
            let sh = W * k as u32;
            let closed: u32 = free[..t].iter().fold(0, |m, &j| m | 1 << j);
            // Room for the entries and about as many states again, without growing.
            let mut map: KeyMap =
                KeyMap::with_capacity_and_hasher(keys.len() * 2, Default::default());
            for (i, &key) in keys.iter().enumerate() {
                map.insert(key, i as u32);
            }
            let mut edges: Vec<(u32, u32)> = Vec::new();
            let mut i = 0;
            while i < keys.len() {
                let key = keys[i];
                let (c, ex) = (key as u64, (key >> 64) as u64);
                if nib(ex, k) > 0 {
                    for &j in &targets[k] {
                        let c2 = c - (1 << sh) + (1 << (W * j as u32));
                        // A region that has sent only receives: over what fits, it is dead.
                        if closed >> j & 1 == 1 && nib(c2, j) > cap[j] {
                            continue;
                        }
                        let key2 = u128::from(c2) | u128::from(ex - (1 << sh)) << 64;
                        let next = keys.len() as u32;
                        let id = *map.entry(key2).or_insert(next);
                        if id == next {
                            keys.push(key2);
                        }
                        edges.push((i as u32, id));
                    }
                }
                i += 1;
            }
            drop(map);
            // Increasing budget, then discovery: every send edge goes to a lower budget.
            // (a counting sort: the budget is one of 16 values)
            let budget = |i: usize| nib((keys[i] >> 64) as u64, k) as usize;
            let mut first = [0u32; 17];
            for i in 0..keys.len() {
                first[budget(i) + 1] += 1;
            }
            for b in 1..first.len() {
                first[b] += first[b - 1];
            }
            let mut order = vec![0u32; keys.len()];
            for i in 0..keys.len() {
                let b = budget(i);
                order[first[b] as usize] = i as u32;
                first[b] += 1;
            }
            let mut new = vec![0u32; keys.len()];
            for (p, &i) in order.iter().enumerate() {
                new[i as usize] = p as u32;
            }
            if t == 0 {
                for s in start.iter_mut().filter(|s| **s != u32::MAX) {
                    *s = new[*s as usize];
                }
            } else if let Some(last) = steps.last_mut() {
                for s in last.stop.iter_mut().filter(|s| **s != u32::MAX) {
                    *s = new[*s as usize];
                }
            }
            // Send edges in rows of the new order.
            let mut deg = vec![0u32; keys.len() + 1];
            for &(a, _) in &edges {
                deg[new[a as usize] as usize + 1] += 1;
            }
            for p in 1..deg.len() {
                deg[p] += deg[p - 1];
            }
            let rows: Vec<u8> = deg
                .windows(2)
                .map(|w| u8::try_from(w[1] - w[0]).unwrap_or(u8::MAX))
                .collect();
            let mut fill = deg.clone();
            let mut succ = vec![0u32; edges.len()];
            for &(a, b) in &edges {
                let p = new[a as usize] as usize;
                succ[fill[p] as usize] = new[b as usize];
                fill[p] += 1;
            }
            drop(edges);
            for row in deg.windows(2) {
                succ[row[0] as usize..row[1] as usize].sort_unstable();
            }
            drop(deg);
            // Stops, in the new order: the next step's entries (or the ends' numbers).
            let last = t + 1 == free.len();
            let mut next_keys: Vec<u128> = Vec::new();
            let mut next_map: KeyMap =
                KeyMap::with_capacity_and_hasher(keys.len(), Default::default());
            let mut stop = vec![u32::MAX; keys.len()];
            for (p, &i) in order.iter().enumerate() {
                let key = keys[i as usize];
                let (c, ex) = (key as u64, (key >> 64) as u64);
                if nib(c, k) > cap[k] {
                    continue;
                }
                if last {
                    stop[p] = jc.rank(n, |r| nib(c, r) as u16) as u32;
                } else {
                    let key2 = u128::from(c) | u128::from(ex & !(0xf << sh)) << 64;
                    let next = next_keys.len() as u32;
                    let id = *next_map.entry(key2).or_insert(next);
                    if id == next {
                        next_keys.push(key2);
                    }
                    stop[p] = id;
                }
            }
            steps.push(Step {
                stop,
                deg: rows,
                succ,
            });
            keys = next_keys;
        }
        QuietDag { steps, start }
    }

    /// Bytes held.
    pub(crate) fn bytes(&self) -> u64 {
        let mut b = self.start.len() * 4;
        for s in &self.steps {
            b += (s.stop.len() + s.succ.len()) * 4 + s.deg.len();
        }
        b as u64
    }

    /// States and edges (stop and send).
    pub(crate) fn size(&self) -> (u64, u64) {
        let states: usize = self.steps.iter().map(|s| s.stop.len()).sum();
        let edges: usize = self.steps.iter().map(|s| s.stop.len() + s.succ.len()).sum();
        (states as u64, edges as u64)
    }

    /// For each placement `r` of the block on the graph, `out(r, v)` with `v` the least of
    /// `ends[y]` over its quiet ends `y` other than itself (`i16::MAX` when it has none), where
    /// `ends` holds a value per placement of the block. `work` holds two scratch rows.
    pub(crate) fn eval(
        &self,
        ends: &[i16],
        work: &mut [Vec<Best>; 2],
        mut out: impl FnMut(usize, i16),
    ) {
        let [cur, next] = work;
        for (t, step) in self.steps.iter().enumerate().rev() {
            let last = t + 1 == self.steps.len();
            cur.clear();
            cur.resize(step.stop.len(), NONE);
            let mut a = 0usize;
            for u in 0..step.stop.len() {
                let s = step.stop[u];
                let mut w = if s == u32::MAX {
                    NONE
                } else if last {
                    leaf(ends[s as usize], s)
                } else {
                    next[s as usize]
                };
                let b = a + usize::from(step.deg[u]);
                for &v in &step.succ[a..b] {
                    w = merge(w, cur[v as usize]);
                }
                a = b;
                cur[u] = w;
            }
            std::mem::swap(cur, next);
        }
        for (r, &s) in self.start.iter().enumerate() {
            if s == u32::MAX {
                continue;
            }
            let w = if self.steps.is_empty() {
                NONE
            } else {
                next[s as usize]
            };
            out(r, pick(w, r as u32));
        }
    }
}
