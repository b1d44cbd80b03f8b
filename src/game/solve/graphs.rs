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
/// [`ClassIndex`]; a graph not kept is built again here, once for all its blocks, and dropped), with the capturing ends' best values
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
    // The blocks grouped by graph, so that a graph not kept is built once a layer, evaluated
    // for every block that uses it, and dropped.
    let mut groups: Vec<Vec<(u64, &mut [i16])>> = (0..dags.len()).map(|_| Vec::new()).collect();
    let mut rest = layer;
    for &(o, len, t) in blocks {
        let (a, b) = rest.split_at_mut(len as usize);
        rest = b;
        if len > 0 {
            groups[t].push((o, a));
        }
    }
    groups.into_par_iter().enumerate().for_each_init(
        || [Vec::new(), Vec::new()],
        |work: &mut [Vec<dag::Best>; 2], (t, parts)| {
            if parts.is_empty() {
                return;
            }
            let built;
            let dag = match &dags[t] {
                Some(d) => d,
                None => {
                    let (lions, jc) = &tables[t];
                    built = QuietDag::build(board, lions, jc);
                    &built
                }
            };
            for (o, out) in parts {
                let o = o as usize;
                let ends = &next[o..o + out.len()];
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
            }
        },
    );
}
