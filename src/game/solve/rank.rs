//! Dense ranking of placements: every placement of `lions` lions and `jackals` jackals on a
//! board (pieces per region, never both sides in one region, no region holding more than fits
//! alone) gets a number `0..len`, and back.
//!
//! Lions first: the lion vectors (`l[i] <= lion_capacity[i]`, summing to `lions`) are ranked in
//! lexicographic order by the combinatorial number system generalised to bounded parts
//! (`count[i][r]`: the ways to put `r` pieces in regions `i..n`; the rank of a vector is the sum,
//! over regions, of the vectors that agree before region `i` and put fewer there; Knuth, TAOCP
//! vol. 4A, 7.2.1.3). Then the jackals, ranked the same way over the regions the lions leave
//! free (one counting table per distinct set of lion regions). A placement's number is the
//! offset of its lion vector plus its jackals' rank.

use crate::game::rules::board::GameBoard;
use std::collections::HashMap;

/// Counting table for pieces with per-region caps: `cnt[i * (total + 1) + r]` ways to put `r`
/// pieces in regions `i..n`.
#[derive(Debug, Clone)]
pub(crate) struct Counts {
    total: usize,
    caps: Vec<u16>,
    cnt: Vec<u64>,
    /// `below[(i * (total + 1) + r) * (total + 1) + x]`: the vectors that agree before region
    /// `i`, have `r` pieces left for regions `i..n` and put fewer than `x` in region `i` (the
    /// sum of `cnt[i + 1][r - v]` over `v < x`), so that ranking is one lookup per region.
    below: Vec<u64>,
}

impl Counts {
    fn new(caps: Vec<u16>, total: u16) -> Counts {
        let n = caps.len();
        let t = usize::from(total);
        let mut cnt = vec![0u64; (n + 1) * (t + 1)];
        cnt[n * (t + 1)] = 1;
        for i in (0..n).rev() {
            for r in 0..=t {
                let mut s = 0u64;
                for v in 0..=usize::from(caps[i]).min(r) {
                    s = s.saturating_add(cnt[(i + 1) * (t + 1) + r - v]);
                }
                cnt[i * (t + 1) + r] = s;
            }
        }
        let mut below = vec![0u64; n * (t + 1) * (t + 1)];
        for i in 0..n {
            for r in 0..=t {
                let base = (i * (t + 1) + r) * (t + 1);
                let mut acc = 0u64;
                for x in 0..=t {
                    below[base + x] = acc;
                    if x <= r {
                        acc = acc.saturating_add(cnt[(i + 1) * (t + 1) + r - x]);
                    }
                }
            }
        }
        Counts {
            total: t,
            caps,
            cnt,
            below,
        }
    }

    #[inline]
    fn at(&self, i: usize, r: usize) -> u64 {
        self.cnt[i * (self.total + 1) + r]
    }

    /// Vectors in all.
    pub(crate) fn len(&self) -> u64 {
        self.at(0, self.total)
    }

    /// The rank of `v` (which must sum to `total` within the caps), reading `get(i)`.
    #[inline]
    pub(crate) fn rank(&self, n: usize, get: impl Fn(usize) -> u16) -> u64 {
        let t = self.total + 1;
        let mut rem = self.total;
        let mut r = 0u64;
        for i in 0..n {
            let x = usize::from(get(i));
            r += self.below[(i * t + rem) * t + x];
            rem -= x;
        }
        r
    }

    /// The vector of rank `r`, written by `set(i, v)`.
    pub(crate) fn unrank(&self, n: usize, mut r: u64, mut set: impl FnMut(usize, u16)) {
        let mut rem = self.total;
        for i in 0..n {
            let mut v = 0usize;
            loop {
                let c = self.at(i + 1, rem - v);
                if r < c || v == usize::from(self.caps[i]).min(rem) {
                    break;
                }
                r -= c;
                v += 1;
            }
            set(i, v as u16);
            rem -= v;
        }
    }
}

/// The most lions and jackals a region can hold at rest, per region: what fits alone, or more
/// when the mixed table lets more attackers enter (an attack fits at entry by the mixed table,
/// and after the capture the attackers are alone in the region).
pub fn caps(board: &GameBoard) -> (Vec<u16>, Vec<u16>) {
    let n = board.len();
    let mut l = board.lion_capacity.clone();
    let mut j = board.jackal_capacity.clone();
    for i in 0..n {
        let row = board.mixed_row(i);
        for (k, &x) in row.iter().enumerate().skip(1) {
            l[i] = l[i].max(k as u16);
            j[i] = j[i].max(x);
        }
    }
    (l, j)
}

/// The dense numbering of one material class: `lions` lions and `jackals` jackals on a board.
#[derive(Debug, Clone)]
pub struct ClassIndex {
    n: usize,
    /// Lions and jackals of the class.
    pub lions: u16,
    /// Jackals of the class.
    pub jackals: u16,
    lion_counts: Counts,
    jackal_caps: Vec<u16>,
    /// Placements before each lion vector's (by lion rank); one more entry at the end: the total.
    offsets: Vec<u64>,
    /// The jackals' counting table of each lion vector (index into `jackal_counts`).
    table_of: Vec<u32>,
    jackal_counts: Vec<Counts>,
}

impl ClassIndex {
    /// The numbering of the placements of `lions` lions and `jackals` jackals on `board`.
    pub fn new(board: &GameBoard, lions: u16, jackals: u16) -> ClassIndex {
        let n = board.len();
        let (lion_caps, jackal_caps) = caps(board);
        let lion_counts = Counts::new(lion_caps, lions);
        let nl = lion_counts.len();
        let mut offsets = Vec::with_capacity(nl as usize + 1);
        let mut table_of = Vec::with_capacity(nl as usize);
        let mut jackal_counts: Vec<Counts> = Vec::new();
        let mut by_mask: HashMap<Vec<bool>, u32> = HashMap::new();
        let mut total = 0u64;
        let mut l = vec![0u16; n];
        for r in 0..nl {
            lion_counts.unrank(n, r, |i, v| l[i] = v);
            let mask: Vec<bool> = l.iter().map(|&x| x > 0).collect();
            let t = *by_mask.entry(mask).or_insert_with(|| {
                let caps = (0..n)
                    .map(|i| if l[i] > 0 { 0 } else { jackal_caps[i] })
                    .collect();
                jackal_counts.push(Counts::new(caps, jackals));
                (jackal_counts.len() - 1) as u32
            });
            offsets.push(total);
            table_of.push(t);
            total += jackal_counts[t as usize].len();
        }
        offsets.push(total);
        ClassIndex {
            n,
            lions,
            jackals,
            lion_counts,
            jackal_caps,
            offsets,
            table_of,
            jackal_counts,
        }
    }

    /// Placements in the class.
    pub fn len(&self) -> u64 {
        *self.offsets.last().unwrap_or(&0)
    }

    /// True when no placement has this material.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Lion vectors in the class (with at least one jackal placement or not).
    pub fn lion_vectors(&self) -> u64 {
        self.lion_counts.len()
    }

    /// True when `cells(i) = (lions, jackals)` is a placement of this class: the material, within
    /// the caps, never both sides in a region.
    pub fn contains(&self, cells: impl Fn(usize) -> (u16, u16)) -> bool {
        let (mut l, mut j) = (0u32, 0u32);
        for i in 0..self.n {
            let (a, b) = cells(i);
            if (a > 0 && b > 0) || a > self.lion_counts.caps[i] {
                return false;
            }
            if b > self.jackal_caps[i] {
                return false;
            }
            l += u32::from(a);
            j += u32::from(b);
        }
        l == u32::from(self.lions) && j == u32::from(self.jackals)
    }

    /// The number of the placement `cells(i) = (lions, jackals)` of region `i`, which must be a
    /// placement of this class ([`ClassIndex::contains`]); otherwise a wrong number or a panic.
    #[inline]
    pub fn rank(&self, cells: impl Fn(usize) -> (u16, u16)) -> u64 {
        let lr = self.lion_counts.rank(self.n, |i| cells(i).0) as usize;
        let jc = &self.jackal_counts[self.table_of[lr] as usize];
        self.offsets[lr] + jc.rank(self.n, |i| cells(i).1)
    }

    /// The block of the lion vector `lions(i)` (which must be one of this class): the number
    /// of its first placement and the jackals' numbering within it, so that a placement with
    /// these lions is numbered `offset + jackals.rank(n, ...)` with one lookup a region.
    #[inline]
    pub(crate) fn block(&self, lions: impl Fn(usize) -> u16) -> (u64, &Counts) {
        let lr = self.lion_counts.rank(self.n, lions) as usize;
        (
            self.offsets[lr],
            &self.jackal_counts[self.table_of[lr] as usize],
        )
    }

    /// The blocks of the numbering, one per lion vector in lion-rank order: the number of its
    /// first placement, its placements, and its jackals' numbering (an index into
    /// [`ClassIndex::jackal_tables`], one per set of lion regions).
    pub(crate) fn blocks(&self) -> Vec<(u64, u64, usize)> {
        (0..self.table_of.len())
            .map(|lr| {
                let t = self.table_of[lr] as usize;
                (self.offsets[lr], self.offsets[lr + 1] - self.offsets[lr], t)
            })
            .collect()
    }

    /// The jackals' numberings, one per set of lion regions, each with a lion vector that has
    /// those regions.
    pub(crate) fn jackal_tables(&self) -> Vec<(Vec<u16>, &Counts)> {
        let mut out: Vec<Option<Vec<u16>>> = vec![None; self.jackal_counts.len()];
        for (lr, &t) in self.table_of.iter().enumerate() {
            if out[t as usize].is_none() {
                let mut l = vec![0u16; self.n];
                self.lion_counts.unrank(self.n, lr as u64, |i, v| l[i] = v);
                out[t as usize] = Some(l);
            }
        }
        out.into_iter()
            .zip(&self.jackal_counts)
            .map(|(l, c)| (l.unwrap_or_default(), c))
            .collect()
    }

    /// The placement of number `idx` (`< len`), written by `set(i, lions, jackals)`.
    pub fn unrank(&self, idx: u64, mut set: impl FnMut(usize, u16, u16)) {
        let lr = self.offsets.partition_point(|&o| o <= idx) - 1;
        // The lion vector, on the stack for boards of up to 64 regions.
        let mut small = [0u16; 64];
        let mut large = Vec::new();
        let l: &mut [u16] = if self.n <= small.len() {
            &mut small[..self.n]
        } else {
            large.resize(self.n, 0);
            &mut large
        };
        self.lion_counts.unrank(self.n, lr as u64, |i, v| l[i] = v);
        let jc = &self.jackal_counts[self.table_of[lr] as usize];
        jc.unrank(self.n, idx - self.offsets[lr], |i, v| set(i, l[i], v));
    }

    /// The number of the placement with the lion vector of rank `lr` and the jackals
    /// `jackals(i)`, or `None` when a region would hold both (then it is no placement).
    #[inline]
    pub(crate) fn number(
        &self,
        lr: usize,
        mask: u64,
        jackals: impl Fn(usize) -> u16,
    ) -> Option<u64> {
        if (0..self.n).any(|i| mask >> i & 1 == 1 && jackals(i) > 0) {
            return None;
        }
        let jc = &self.jackal_counts[self.table_of[lr] as usize];
        Some(self.offsets[lr] + jc.rank(self.n, jackals))
    }

    /// Regions of the board.
    pub(crate) fn regions(&self) -> usize {
        self.n
    }

    /// The rank of the lion vector of the placement numbered `idx` (`< len`).
    #[inline]
    pub(crate) fn lion_rank(&self, idx: u64) -> usize {
        self.offsets.partition_point(|&o| o <= idx) - 1
    }

    /// The regions holding lions in each lion vector (bit `i` for region `i`), by lion rank, or
    /// `None` on a board of more than 64 regions.
    pub(crate) fn lion_masks(&self) -> Option<Vec<u64>> {
        if self.n > 64 {
            return None;
        }
        let mut m = Vec::with_capacity(self.table_of.len());
        for lr in 0..self.lion_counts.len() {
            let mut bits = 0u64;
            self.lion_counts
                .unrank(self.n, lr, |i, v| bits |= u64::from(v > 0) << i);
            m.push(bits);
        }
        Some(m)
    }

    /// The jackal vectors of the class (each region within what fits there alone or by an
    /// attack, [`caps`]), numbered as the placements' jackals are, but over every region.
    pub(crate) fn jackal_vectors(&self) -> Counts {
        Counts::new(self.jackal_caps.clone(), self.jackals)
    }

    /// Bytes of the numbering's tables.
    pub fn bytes(&self) -> usize {
        self.offsets.len() * 12
            + self
                .jackal_counts
                .iter()
                .map(|c| (c.cnt.len() + c.below.len()) * 8 + c.caps.len() * 2)
                .sum::<usize>()
    }
}

/// The classes' numberings, `classes[l * (J + 1) + j]` for `l` lions and `j` jackals (`l >= 1`,
/// `j >= 1`; the others are empty).
pub(super) fn indices(board: &GameBoard) -> Vec<Option<ClassIndex>> {
    let (lmax, jmax) = (board.lions, board.jackals);
    let mut v = Vec::new();
    for l in 0..=lmax {
        for j in 0..=jmax {
            v.push((l >= 1 && j >= 1).then(|| ClassIndex::new(board, l, j)));
        }
    }
    v
}

/// The placements of every class with a lion and a jackal (the sum of [`ClassIndex::len`] over
/// [`indices`]), counted without building the classes' numberings: for each lion vector, the
/// jackal vectors beside it, counted once per distinct set of lion regions for every jackal
/// count at once (one counting table). Memory: one count per jackal count for each such set,
/// where [`indices`] keeps a counting table for each (a 60-region board's numberings need more
/// memory than a 32-bit engine has; this count needs a few MB). Saturates at `u64::MAX`.
pub(super) fn placements(board: &GameBoard) -> u64 {
    let n = board.len();
    let (lion_caps, jackal_caps) = caps(board);
    let mut by_mask: HashMap<Vec<bool>, u64> = HashMap::new();
    let mut total = 0u64;
    let mut l = vec![0u16; n];
    for lions in 1..=board.lions {
        let lion_counts = Counts::new(lion_caps.clone(), lions);
        for r in 0..lion_counts.len() {
            lion_counts.unrank(n, r, |i, v| l[i] = v);
            let mask: Vec<bool> = l.iter().map(|&x| x > 0).collect();
            let beside = *by_mask.entry(mask).or_insert_with(|| {
                let caps = (0..n)
                    .map(|i| if l[i] > 0 { 0 } else { jackal_caps[i] })
                    .collect();
                let c = Counts::new(caps, board.jackals);
                (1..=c.total).fold(0u64, |s, j| s.saturating_add(c.at(0, j)))
            });
            total = total.saturating_add(beside);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameRules;

    fn strip(n: usize, cap: (u16, u16)) -> GameBoard {
        let nb: Vec<Vec<u32>> = (0..n)
            .map(|i| {
                let mut v = Vec::new();
                if i > 0 {
                    v.push(i as u32);
                }
                if i + 1 < n {
                    v.push(i as u32 + 2);
                }
                v
            })
            .collect();
        GameBoard::from_tables(
            &nb,
            &vec![cap; n],
            &vec![vec![cap.1, 3, 0]; n],
            2,
            4,
            GameRules::default(),
        )
    }

    #[test]
    fn counts_by_hand() {
        // 3 regions, lions cap 2 each, 2 lions: (2,0,0) (1,1,0) (1,0,1) (0,2,0) (0,1,1) (0,0,2)
        // = 6 vectors; jackals (4) over the free regions, cap 6.
        let b = strip(3, (2, 6));
        let c = ClassIndex::new(&b, 2, 4);
        assert_eq!(c.lion_vectors(), 6);
        // One region with lions (3 vectors): 4 jackals over 2 regions: 5 ways each.
        // Two regions with lions (3 vectors): 4 jackals in the last region: 1 way each.
        assert_eq!(c.len(), 3 * 5 + 3);
    }

    #[test]
    fn placements_counted_by_hand_and_as_the_numberings_count_them() {
        // 3 regions in a row, lions cap 2, jackals cap 6; up to 2 lions and 4 jackals.
        // 1 lion (3 vectors): 1..=4 jackals over the 2 free regions: 2 + 3 + 4 + 5 = 14 each: 42.
        // 2 lions in one region (3 vectors): 14 each: 42; in two (3 vectors): one free region,
        // 1..=4 jackals one way each: 4 each: 12. In all 96.
        let b = strip(3, (2, 6));
        assert_eq!(placements(&b), 96);
        let numbered: u64 = indices(&b).iter().flatten().map(|c| c.len()).sum();
        assert_eq!(numbered, 96);
        for n in 2..=6 {
            for cap in [(1, 2), (2, 3), (3, 9)] {
                let b = strip(n, cap);
                let numbered: u64 = indices(&b).iter().flatten().map(|c| c.len()).sum();
                assert_eq!(placements(&b), numbered, "{n} regions, caps {cap:?}");
            }
        }
    }

    #[test]
    fn rank_unrank_round_trip() {
        let b = strip(4, (2, 3));
        for (l, j) in [(1, 1), (2, 4), (2, 3), (1, 6)] {
            let c = ClassIndex::new(&b, l, j);
            let mut seen = std::collections::HashSet::new();
            for idx in 0..c.len() {
                let mut cells = vec![(0u16, 0u16); 4];
                c.unrank(idx, |i, a, b| cells[i] = (a, b));
                assert_eq!(cells.iter().map(|x| x.0).sum::<u16>(), l);
                assert_eq!(cells.iter().map(|x| x.1).sum::<u16>(), j);
                assert!(cells.iter().all(|x| x.0 == 0 || x.1 == 0));
                assert!(cells.iter().all(|x| x.0 <= 2 && x.1 <= 3));
                assert_eq!(c.rank(|i| cells[i]), idx);
                assert!(seen.insert(cells));
            }
        }
    }
}
