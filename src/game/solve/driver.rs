//! The retrograde driver ([`solve_table`]): the classes from the least material up, each
//! placement's turns generated once, then the quiet layers `q = Q - 1, ..., 0`.

use super::class::{Scratch, Walked, captures, least, results};
use super::dag::QuietDag;
use super::error::SolveError;
use super::graphs::quiet_layer;
use super::jackals::JackalTurns;
use super::limits::{Limits, SolveStats, estimate};
use super::lions::LionEnds;
use super::list::{List, decode_list, encode_list};
use super::rank::indices;
use super::table::Table;
use super::value::{coding, parent};
use crate::game::rules::board::GameBoard;
use crate::input::game_rules::Side;
use rayon::prelude::*;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The regions holding lions in `lions` (bit `i` for region `i`; a board's graphs need at most
/// 16 regions).
fn lion_mask(lions: &[u16]) -> u64 {
    lions
        .iter()
        .enumerate()
        .fold(0, |m, (i, &l)| m | u64::from(l > 0) << (i % 64))
}

/// Solves every position of `board` (both sides to move, every quiet count).
///
/// # Errors
/// [`SolveError::Unsupported`] for an option the solver does not handle,
/// [`SolveError::Memory`] when the values exceed [`Limits::max_memory`],
/// [`SolveError::Stopped`] once [`Limits::stop`] answers `true` (polled between batches of
/// placements and between quiet layers).
pub fn solve_table(board: &GameBoard, limits: &Limits) -> Result<(Table, SolveStats), SolveError> {
    solve_table_by(board, limits, true)
}

/// [`solve_table`], with the lions' quiet turns kept by jackal vector ([`LionEnds`]) when
/// `by_jackals` and they fit, else as successor lists (the form before issue 40, kept for a
/// class whose form does not fit and for the tests that compare the two).
pub(super) fn solve_table_by(
    board: &GameBoard,
    limits: &Limits,
    by_jackals: bool,
) -> Result<(Table, SolveStats), SolveError> {
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
    // The caller's deadline, polled between batches and remembered once it has passed.
    let stopped = AtomicBool::new(false);
    let done = AtomicU64::new(0);
    let halt = || {
        stopped.load(Ordering::Relaxed)
            || (limits.stop.is_some_and(|f| f()) && {
                stopped.store(true, Ordering::Relaxed);
                true
            })
    };
    let halted = || SolveError::Stopped {
        done: done.load(Ordering::Relaxed),
        work: est.work,
    };
    // The jackals' quiet layers through their graphs when the rules are on the fast path.
    let graphs = JackalTurns::new(board).is_some();
    let transitions = AtomicU64::new(0);
    let turn_states = AtomicU64::new(0);
    // By jackals, then lions: every capture still leads to a class solved before, and a class
    // follows the one with a lion fewer and the same jackals, whose quiet graphs it shares (a
    // graph depends only on the regions the lions hold and the jackals' count), so those are
    // kept from one to the next instead of built again.
    let mut order = table.class_order();
    order.sort_by_key(|&c| (table.index(c).jackals, table.index(c).lions));
    let mut shared: HashMap<u64, QuietDag> = HashMap::new();
    let mut shared_jackals = 0u16;
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
        // The previous class's graphs that this class uses, counted from the start.
        let masks: Vec<u64> = tables.iter().map(|(l, _)| lion_mask(l)).collect();
        if shared_jackals != idx.jackals {
            shared.clear();
        }
        let wanted: HashSet<u64> = masks.iter().copied().collect();
        shared.retain(|m, _| wanted.contains(m));
        let held: u64 = shared.values().map(QuietDag::bytes).sum();
        if held <= budget {
            used.fetch_add(held, Ordering::Relaxed);
        } else {
            shared.clear();
        }
        let reuse: Vec<Option<QuietDag>> = masks.iter().map(|m| shared.remove(m)).collect();
        if graphs {
            let out: Vec<(Vec<i16>, Vec<Walked>)> = (0..n.div_ceil(CHUNK))
                .into_par_iter()
                .map_init(
                    || Scratch::new(board),
                    |sc, ch| {
                        if halt() {
                            return (Vec::new(), Vec::new());
                        }
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
                        done.fetch_add((hi - lo) as u64, Ordering::Relaxed);
                        if let Some(f) = limits.progress {
                            f((hi - lo) as u64);
                        }
                        (cap, off)
                    },
                )
                .collect();
            if halt() {
                return Err(halted());
            }
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
                .zip(reuse.into_par_iter())
                .map(|((lions, jc), kept)| {
                    if let Some(d) = kept {
                        let (st, ed) = d.size();
                        return (Some(d), st, ed);
                    }
                    if halt() {
                        return (None, 0, 0);
                    }
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
            if halt() {
                return Err(halted());
            }
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
        // The lions' quiet ends by jackal vector, when their arrays fit what is left.
        let mut by_jackal: Option<LionEnds> = None;
        let need = LionEnds::bytes_for(n as u64);
        if by_jackals && used.load(Ordering::Relaxed) + need <= budget {
            let report = |t: u64, ts: u64, k: u64| {
                transitions.fetch_add(t, Ordering::Relaxed);
                turn_states.fetch_add(ts, Ordering::Relaxed);
                done.fetch_add(k, Ordering::Relaxed);
                if let Some(f) = limits.progress {
                    f(k);
                }
            };
            by_jackal = LionEnds::build(board, &table, &idx, &halt, &report);
            if halt() {
                return Err(halted());
            }
            if let Some(le) = &by_jackal {
                used.fetch_add(le.bytes(), Ordering::Relaxed);
            }
        }
        let mut layer_scratch: Vec<i16> = Vec::new();
        for (s, side) in [Side::Lions, Side::Jackals].into_iter().enumerate() {
            if graphs && side == Side::Jackals {
                break;
            }
            if side == Side::Lions && by_jackal.is_some() {
                continue;
            }
            let out: Vec<(Vec<i16>, Option<List>)> = (0..n.div_ceil(CHUNK))
                .into_par_iter()
                .map_init(
                    || Scratch::new(board),
                    |sc, ch| {
                        if halt() {
                            return (Vec::new(), None);
                        }
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
                        done.fetch_add((hi - lo) as u64, Ordering::Relaxed);
                        if let Some(f) = limits.progress {
                            f((hi - lo) as u64);
                        }
                        (cap, list)
                    },
                )
                .collect();
            if halt() {
                return Err(halted());
            }
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
                if halt() {
                    return Err(halted());
                }
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
                if let (Some(le), Side::Lions) = (&by_jackal, side) {
                    let layer = &mut mine[q * n..(q + 1) * n];
                    le.quiet_layer(next, layer, &mut layer_scratch, &halt);
                    continue;
                }
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
                            if halt() {
                                return;
                            }
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
        // A layer cut short by the deadline holds wrong values: nothing is kept.
        if halt() {
            return Err(halted());
        }
        table.set_values(c, vals);
        shared_jackals = idx.jackals;
        for (d, m) in dags.into_iter().zip(&masks) {
            if let Some(d) = d {
                shared.insert(*m, d);
            }
        }
    }
    stats.transitions = transitions.load(Ordering::Relaxed);
    stats.turn_states = turn_states.load(Ordering::Relaxed);
    Ok((table, stats))
}
