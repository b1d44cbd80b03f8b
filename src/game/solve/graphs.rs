//! The jackals' quiet layers through the graphs of their partial turns (`dag`), one per set of
//! lion regions, with the placements off the fast path read one by one.

use super::class::{Walked, least};
use super::dag::{self, QuietDag};
use super::rank;
use super::value::parent;
use crate::game::rules::board::GameBoard;
use rayon::prelude::*;

/// One quiet layer of the jackals to move (`layer`, a value per placement of the class) from
/// the lions' next layer `next`, through each block's quiet graph (`blocks` and `tables` of
/// [`ClassIndex`]; a graph not kept is built again here), with the capturing ends' best values
/// `cap`; the placements off the fast path (`fallback`, sorted by number) read their quiet
/// results' values one by one.
#[allow(clippy::too_many_arguments)]
pub(super) fn quiet_layer(
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
