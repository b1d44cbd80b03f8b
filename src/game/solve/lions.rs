//! The lions' quiet turns of a class kept by jackal vector (issue 40): a list of lion vectors
//! per placement, shared, instead of a list of placements.
//!
//! # Why by jackal vector
//! A quiet turn of the lions keeps every jackal where it is, so its ends are the placements
//! `(l', J)` with the placement's own jackals `J` and a lion vector `l'` from a short list that
//! depends on the lions and on where the jackals are, the same for many placements. So each
//! placement keeps the number of its list of lion ranks in a pool of distinct lists (4 bytes a
//! placement; the successor lists they replace were most of the solver's memory on the
//! 12-region board). A quiet layer walks the placements grouped by jackal vector: within a
//! group the values of the next layer are read once into a small array by lion rank, and each
//! placement takes the least over its list from that array, so each value of the next layer is
//! read from memory once a layer, where the lists read it once for each turn that ends there.
//!
//! Nothing is assumed about the rules: the lists are made from the engine's own ends. A
//! placement whose quiet ends move a jackal (no rule does today) keeps its ends as placement
//! numbers and is read one by one.

use super::class::{Scratch, results};
use super::rank::ClassIndex;
use super::table::Table;
use super::value::parent;
use crate::game::rules::board::GameBoard;
use crate::input::game_rules::Side;
use rayon::prelude::*;
use std::collections::HashMap;

/// Placements whose turns one task generates.
const CHUNK: usize = 512;
/// No list: the placement's quiet ends are read one by one ([`LionEnds::walked`]).
const WALKED: u32 = u32::MAX;

/// What the turn generation reports: `(transitions, turn states, placements)` after each chunk.
pub(super) type Report<'a> = &'a (dyn Fn(u64, u64, u64) + Sync);

/// The lions' quiet ends and capturing values of one class, in jackal-major order (by the
/// jackals' vector, then by lion rank; a "place" is a position in that order).
pub(super) struct LionEnds {
    /// Placement number at each place.
    order: Vec<u32>,
    /// Place of each placement number.
    place: Vec<u32>,
    /// Lion rank at each place.
    lion: Vec<u16>,
    /// First place of each jackal vector, and one more at the end.
    groups: Vec<u32>,
    /// Per place, its list in the pool (`offs`, `data`), or [`WALKED`].
    ends: Vec<u32>,
    /// Where each list of the pool starts in `data`, and one more at the end.
    offs: Vec<u32>,
    /// The pool's lists of lion ranks.
    data: Vec<u16>,
    /// Per place, the best (least) value of the capturing ends, seen by the jackals.
    cap: Vec<i16>,
    /// Placements whose quiet ends change the jackals: place and quiet ends' numbers, by place.
    walked: Vec<(u32, Vec<u32>)>,
    /// Lion vectors of the class.
    lions: usize,
}

/// One chunk's generation: capturing values, list numbers in the chunk's own pool, the pool,
/// and the placements read one by one (number, ends).
type Chunk = (Vec<i16>, Vec<u32>, Vec<Vec<u16>>, Vec<(u32, Vec<u32>)>);

impl LionEnds {
    /// Bytes that [`LionEnds::build`] holds at most beside the pool, for `n` placements: its
    /// arrays (16 bytes a placement) and the generation's list numbers and capturing values.
    pub(super) fn bytes_for(n: u64) -> u64 {
        n * 22
    }

    /// Bytes held, with the value per placement a quiet layer holds between its passes.
    pub(super) fn bytes(&self) -> u64 {
        let walked: usize = self.walked.iter().map(|(_, l)| 32 + 4 * l.len()).sum();
        ((self.order.len() + self.place.len() + self.ends.len() + self.groups.len()) * 4
            + (self.lion.len() + 2 * self.cap.len() + self.data.len()) * 2
            + self.offs.len() * 4
            + walked) as u64
    }

    /// Generates the lions' turn of every placement of the class `idx` once (through
    /// [`results`]) and keeps its ends by jackal vector; `None` when the class does not fit
    /// this form (more than 64 regions or 65,536 lion vectors, or more than `u32::MAX`
    /// placements) or when `halt` answers `true`.
    pub(super) fn build(
        board: &GameBoard,
        table: &Table,
        idx: &ClassIndex,
        halt: &(dyn Fn() -> bool + Sync),
        report: Report<'_>,
    ) -> Option<LionEnds> {
        let n = idx.len() as usize;
        let masks = idx.lion_masks()?;
        if masks.len() > usize::from(u16::MAX) || u32::try_from(n).is_err() {
            return None;
        }
        let (order, lion, groups) = jackal_major(idx, &masks)?;
        let chunks: Vec<Chunk> = (0..n.div_ceil(CHUNK))
            .into_par_iter()
            .map_init(
                || Scratch::new(board),
                |sc, ch| {
                    let empty = || (Vec::new(), Vec::new(), Vec::new(), Vec::new());
                    if halt() {
                        return empty();
                    }
                    let (lo, hi) = (ch * CHUNK, (ch * CHUNK + CHUNK).min(n));
                    let mut local: HashMap<Vec<u16>, u32> = HashMap::new();
                    let (mut cap, mut ids, mut pool, mut walked) = empty();
                    let (mut t, mut ts) = (0u64, 0u64);
                    let mut ranks: Vec<u16> = Vec::new();
                    for p in lo..hi {
                        let (b, k, e) = results(board, table, idx, Side::Lions, p as u64, sc);
                        t += k;
                        ts += e;
                        cap.push(b);
                        // Each quiet end as a lion rank, when it keeps the jackals.
                        ranks.clear();
                        let cells = &sc.cells;
                        let kept = sc.quiet.iter().all(|&x| {
                            let lr = idx.lion_rank(u64::from(x));
                            let same = idx.number(lr, masks[lr], |i| cells[i].1);
                            ranks.push(lr as u16);
                            same == Some(u64::from(x))
                        });
                        if !kept {
                            ids.push(WALKED);
                            walked.push((p as u32, sc.quiet.clone()));
                            continue;
                        }
                        ranks.sort_unstable();
                        let id = match local.get(&ranks[..]) {
                            Some(&id) => id,
                            None => {
                                let id = pool.len() as u32;
                                local.insert(ranks.clone(), id);
                                pool.push(ranks.clone());
                                id
                            }
                        };
                        ids.push(id);
                    }
                    report(t, ts, (hi - lo) as u64);
                    (cap, ids, pool, walked)
                },
            )
            .collect();
        if halt() {
            return None;
        }
        // One pool for the class, the chunks' lists renumbered into it in chunk order.
        let mut global: HashMap<Vec<u16>, u32> = HashMap::new();
        let (mut offs, mut data) = (vec![0u32], Vec::new());
        let mut cap = Vec::with_capacity(n);
        let mut ids = Vec::with_capacity(n);
        let mut walked_by_number = Vec::new();
        for (c, local_ids, pool, walked) in chunks {
            let renumber: Vec<u32> = pool
                .into_iter()
                .map(|list| {
                    let next = global.len() as u32;
                    *global.entry(list).or_insert_with_key(|list| {
                        data.extend_from_slice(list);
                        offs.push(data.len() as u32);
                        next
                    })
                })
                .collect();
            cap.extend(c);
            ids.extend(
                local_ids
                    .into_iter()
                    .map(|i| if i == WALKED { i } else { renumber[i as usize] }),
            );
            walked_by_number.extend(walked);
        }
        drop(global);
        let mut place = vec![0u32; n];
        for (k, &p) in order.iter().enumerate() {
            place[p as usize] = k as u32;
        }
        let ends: Vec<u32> = order.par_iter().map(|&p| ids[p as usize]).collect();
        drop(ids);
        let cap: Vec<i16> = order.par_iter().map(|&p| cap[p as usize]).collect();
        let mut walked: Vec<(u32, Vec<u32>)> = walked_by_number
            .into_iter()
            .map(|(p, l)| (place[p as usize], l))
            .collect();
        walked.sort_unstable_by_key(|w| w.0);
        Some(LionEnds {
            order,
            place,
            lion,
            groups,
            ends,
            offs,
            data,
            cap,
            walked,
            lions: masks.len(),
        })
    }

    /// One quiet layer of the lions to move (`layer`, a value per placement of the class) from
    /// the jackals' next layer `next` (the values at `q + 1`); `scratch` holds a value per
    /// placement between calls. Stops early, leaving `layer` part done, once `halt` answers
    /// `true` (the caller then discards the class).
    pub(super) fn quiet_layer(
        &self,
        next: &[i16],
        layer: &mut [i16],
        scratch: &mut Vec<i16>,
        halt: &(dyn Fn() -> bool + Sync),
    ) {
        let n = self.order.len();
        scratch.clear();
        scratch.resize(n, 0);
        // Tasks of whole groups, about CHUNK * 16 places each.
        let mut parts: Vec<(usize, &mut [i16])> = Vec::new();
        let mut rest = scratch.as_mut_slice();
        let mut g = 0;
        while g + 1 < self.groups.len() {
            let lo = self.groups[g] as usize;
            let mut h = g + 1;
            while h + 1 < self.groups.len() && (self.groups[h] as usize) - lo < CHUNK * 16 {
                h += 1;
            }
            let hi = self.groups[h] as usize;
            let (a, b) = rest.split_at_mut(hi - lo);
            rest = b;
            parts.push((g, a));
            g = h;
        }
        parts.into_par_iter().for_each_init(
            || vec![i16::MAX; self.lions],
            |v, (g, out)| {
                if halt() {
                    return;
                }
                let base = self.groups[g] as usize;
                let mut g = g;
                while (self.groups[g] as usize) < base + out.len() {
                    let (a, b) = (self.groups[g] as usize, self.groups[g + 1] as usize);
                    for k in a..b {
                        v[usize::from(self.lion[k])] = next[self.order[k] as usize];
                    }
                    for k in a..b {
                        let id = self.ends[k];
                        let m = if id == WALKED {
                            let w = self.walked.partition_point(|w| (w.0 as usize) < k);
                            let list = self.walked.get(w).map_or(&[][..], |w| &w.1[..]);
                            list.iter()
                                .fold(self.cap[k], |m, &x| m.min(next[x as usize]))
                        } else {
                            let (s, e) = (self.offs[id as usize], self.offs[id as usize + 1]);
                            self.data[s as usize..e as usize]
                                .iter()
                                .fold(self.cap[k], |m, &l| m.min(v[usize::from(l)]))
                        };
                        out[k - base] = parent(m);
                    }
                    g += 1;
                }
            },
        );
        if halt() {
            return;
        }
        let scratch = &*scratch;
        layer
            .par_iter_mut()
            .zip(self.place.par_iter())
            .for_each(|(x, &k)| *x = scratch[k as usize]);
    }
}

/// The placements of the class `idx` in jackal-major order: the placement number and the lion
/// rank at each place, and the first place of each jackal vector (one more at the end); `None`
/// when the count of places is not the class's (a numbering this form does not cover).
fn jackal_major(idx: &ClassIndex, masks: &[u64]) -> Option<(Vec<u32>, Vec<u16>, Vec<u32>)> {
    let n = idx.len() as usize;
    let vectors = idx.jackal_vectors();
    let regions = idx.regions();
    let nj = vectors.len();
    let per: Vec<(Vec<u32>, Vec<u16>, Vec<u32>)> = (0..nj.div_ceil(CHUNK as u64))
        .into_par_iter()
        .map(|ch| {
            let (lo, hi) = (
                ch * CHUNK as u64,
                (ch * CHUNK as u64 + CHUNK as u64).min(nj),
            );
            let (mut order, mut lion, mut sizes) = (Vec::new(), Vec::new(), Vec::new());
            let mut j = vec![0u16; regions];
            for r in lo..hi {
                vectors.unrank(regions, r, |i, v| j[i] = v);
                let s: u64 = (0..regions).fold(0, |s, i| s | u64::from(j[i] > 0) << i);
                let before = order.len();
                for (lr, &m) in masks.iter().enumerate() {
                    if m & s == 0
                        && let Some(p) = idx.number(lr, m, |i| j[i])
                    {
                        order.push(p as u32);
                        lion.push(lr as u16);
                    }
                }
                sizes.push((order.len() - before) as u32);
            }
            (order, lion, sizes)
        })
        .collect();
    let mut order = Vec::with_capacity(n);
    let mut lion = Vec::with_capacity(n);
    let mut groups = vec![0u32];
    for (o, l, sizes) in per {
        order.extend(o);
        lion.extend(l);
        for s in sizes {
            let last = *groups.last().unwrap_or(&0);
            groups.push(last + s);
        }
    }
    (order.len() == n).then_some((order, lion, groups))
}
