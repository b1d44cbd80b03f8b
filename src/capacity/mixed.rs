//! Mixed capacity: for each number of lions `k`, the most jackals that fit beside them.
//!
//! Method: the lion packing from [`super::pack`] gives the lion capacity `K`. For each `k` in
//! `0..=K`, `k` of those lions are kept (the ones nearest the border first, so they leave the
//! middle free), jackals are added greedily around them, and then the energy search of
//! [`super::optimize`] adds jackals one at a time with lions and jackals both free to move.
//! Every row is verified with both radii (tolerance relative to the smaller diameter) before it
//! is reported. Finally rows are made monotone: if `k` lions fit with `j` jackals then `k - 1`
//! lions fit with `j` (drop a lion), so a row below a better one is replaced by it minus a lion.
//!
//! With a target (the jackals in play, [`mixed_for`]) a row first tries the fast certificate:
//! the jackals of row 0 that do not overlap the row's lions. When that holds the target, the row
//! is reported as [`Search::Enough`] without further search; otherwise the search above runs
//! and stops at the target.

use super::geom::Container;
use super::region::{Kind, pack_kinds};
use super::verify::verify_radii;
use super::{Effort, PackOptions, Packing, Search, bound, greedy, optimize, to_board};
use geo::Polygon;

/// One row of the mixed table.
#[derive(Debug, Clone, PartialEq)]
pub struct MixedRow {
    /// Number of lions (`k`).
    pub lions: usize,
    /// Most jackals found beside `k` lions.
    pub jackals: usize,
    /// Lion centres (board units), `lions` of them.
    pub lion_centres: Vec<[f64; 2]>,
    /// Jackal centres (board units), `jackals` of them.
    pub jackal_centres: Vec<[f64; 2]>,
    /// A proven upper bound on the jackals beside `lions` lions: the jackal bound of
    /// [`super::upper_bound`], and the area left by the lions divided by a jackal's area.
    pub jackal_bound: usize,
    /// How far the jackal count was searched ([`Search::Enough`]: it already holds every
    /// jackal in play).
    pub search: Search,
}

/// The mixed table for lions of diameter `lion_d` and jackals of diameter `jackal_d` in
/// `region` (board units): one row for each number of lions from 0 to the lion capacity found
/// by [`super::pack`], each row certified (all discs inside, no two overlapping, within
/// [`super::VERIFY_REL_TOL`] of the smaller diameter).
///
/// Degenerate input (no area, bad diameters) gives the single row `0 lions, 0 jackals`.
///
/// # Panics
/// Never.
///
/// # Examples
/// ```
/// use geo::polygon;
/// use savanna::capacity::{mixed, PackOptions};
/// let sq = polygon![(x: 0.0, y: 0.0), (x: 60.0, y: 0.0), (x: 60.0, y: 60.0), (x: 0.0, y: 60.0)];
/// let rows = mixed(&sq, 30.0, 20.0, &PackOptions::default());
/// assert_eq!(rows.len(), 5); // 0..=4 lions
/// assert_eq!(rows[4].jackals, 0);
/// assert_eq!(rows[0].jackals, 9);
/// ```
pub fn mixed(
    region: &Polygon<f64>,
    lion_d: f64,
    jackal_d: f64,
    opts: &PackOptions,
) -> Vec<MixedRow> {
    // On the region's canonical copy, like every kind of the pipeline (congruent regions, same
    // table), with no target.
    let kind = |name: &str, diameter| Kind {
        name: name.into(),
        diameter,
        count: usize::MAX,
    };
    let kinds = [kind("lion", lion_d), kind("jackal", jackal_d)];
    pack_kinds(region, &kinds, true, opts)
        .mixed
        .unwrap_or_default()
}

/// [`mixed()`] reusing packings already computed by [`super::pack`] for the same region: `lions` for
/// diameter `lion_d`, `jackals` for `jackal_d` (the pipeline packs both kinds anyway). Row 0 is
/// `jackals`; the lion capacity is `lions.count`.
pub fn mixed_with(
    region: &Polygon<f64>,
    lion_d: f64,
    jackal_d: f64,
    lions: &Packing,
    jackals: &Packing,
    opts: &PackOptions,
) -> Vec<MixedRow> {
    mixed_for(region, lion_d, jackal_d, lions, jackals, None, opts)
}

/// [`mixed_with`] with a target: `need` jackals (those in play; `None`: no target). A row whose
/// fast certificate (row 0's jackals clear of the row's lions) holds `need` jackals is reported
/// as [`Search::Enough`] with that count; otherwise the search stops at `need`.
///
/// # Panics
/// Never.
pub fn mixed_for(
    region: &Polygon<f64>,
    lion_d: f64,
    jackal_d: f64,
    lions: &Packing,
    jackals: &Packing,
    need: Option<usize>,
    opts: &PackOptions,
) -> Vec<MixedRow> {
    let zero = vec![MixedRow {
        lions: 0,
        jackals: 0,
        lion_centres: Vec::new(),
        jackal_centres: Vec::new(),
        jackal_bound: 0,
        search: Search::Full,
    }];
    if !(lion_d.is_finite() && lion_d > 0.0 && jackal_d.is_finite() && jackal_d > 0.0) {
        return zero;
    }
    let Some((c, frame)) = Container::from_polygon(region, jackal_d) else {
        return zero;
    };
    let rl = 0.5 * lion_d / jackal_d;
    let rj = 0.5;
    let ub_j = bound::upper_bound(&c, 1.0);
    let tol_len = lion_d.min(jackal_d);
    let mut rows = vec![MixedRow {
        lions: 0,
        jackals: jackals.count,
        lion_centres: Vec::new(),
        jackal_centres: jackals.centres.clone(),
        jackal_bound: jackals.upper_bound,
        search: jackals.search,
    }];
    // lions ordered by clearance, nearest the border first
    let mut lion_norm: Vec<[f64; 2]> = lions.centres.iter().map(|&p| frame.to_norm(p)).collect();
    lion_norm.sort_by(|a, b| c.clearance(*a).total_cmp(&c.clearance(*b)));
    let area_j = std::f64::consts::PI * rj * rj;
    // previous row in normalised units: lions first, then jackals
    let mut prev: Vec<[f64; 2]> = jackals.centres.iter().map(|&p| frame.to_norm(p)).collect();
    let row0 = prev.clone();
    let need = need.map(|n| n.max(1));
    for k in 1..=lions.count {
        // jackals cannot exceed the area left by the lions, nor the jackal bound; the search
        // also stops at the previous row's count (a search cap, not a claimed bound).
        let lion_area = k as f64 * std::f64::consts::PI * rl * rl * (1.0 - 1e-6);
        let by_area = ((c.area() - lion_area) / (area_j * (1.0 - 4e-9)))
            .floor()
            .max(0.0);
        let prev_j = rows.last().map_or(usize::MAX, |r| r.jackals);
        let row_bound = ub_j.min(by_area as usize);
        let ub = row_bound.min(prev_j);
        let check = |q: &[[f64; 2]]| -> Option<Vec<[f64; 2]>> {
            let rr: Vec<f64> = (0..q.len())
                .map(|i| if i < k { lion_d / 2.0 } else { jackal_d / 2.0 })
                .collect();
            let b = to_board(&frame, q);
            verify_radii(region, &b, &rr, tol_len).ok().map(|_| b)
        };
        // fast certificate: row 0's jackals clear of the k lions
        if let Some(n) = need {
            let near = (rl + rj) * (rl + rj);
            let mut fast: Vec<[f64; 2]> = lion_norm[..k].to_vec();
            fast.extend(row0.iter().filter(|q| {
                lion_norm[..k]
                    .iter()
                    .all(|l| (q[0] - l[0]).powi(2) + (q[1] - l[1]).powi(2) >= near)
            }));
            if fast.len() - k >= n
                && let Some(b) = check(&fast)
            {
                prev = fast;
                let (l, j) = b.split_at(k);
                rows.push(MixedRow {
                    lions: k,
                    jackals: j.len(),
                    lion_centres: l.to_vec(),
                    jackal_centres: j.to_vec(),
                    jackal_bound: row_bound.max(j.len()),
                    search: Search::Enough,
                });
                continue;
            }
        }
        let ub = need.map_or(ub, |n| ub.min(n));
        let limit = k + ub.min(super::MAX_GREEDY_DISCS);
        // start A: k lions of the lion packing, jackals around them
        let mut a: Vec<[f64; 2]> = lion_norm[..k].to_vec();
        let mut ar = vec![rl; k];
        greedy::fill(&c, &mut a, &mut ar, rj, limit);
        // start B: the previous row plus one lion where it displaces the fewest jackals (not
        // needed when A already reached the cap)
        let warm = if a.len() >= limit {
            None
        } else {
            warm_start(&c, &prev, k - 1, rl, rj).map(|mut b| {
                let mut br = vec![rl; k];
                br.resize(b.len(), rj);
                greedy::fill(&c, &mut b, &mut br, rj, limit);
                (b, br)
            })
        };
        let (mut cs, radii) = match warm {
            Some((b, br)) if b.len() >= a.len() => (b, br),
            _ => (a, ar),
        };
        let mut radii = radii;
        let mut best = match check(&cs) {
            Some(b) => b,
            None => {
                cs.truncate(k);
                radii.truncate(k);
                match check(&cs) {
                    Some(b) => b,
                    None => continue,
                }
            }
        };
        if opts.effort != Effort::Lattice
            && cs.len() - k < ub
            && cs.len() <= super::MAX_OPTIMISED_DISCS
            && let Some(b) =
                optimize::raise_with(&c, &cs, &radii, 0, rj, k + ub, opts, true, &check)
            && b.len() > best.len()
        {
            best = b;
        }
        prev = best.iter().map(|&p| frame.to_norm(p)).collect();
        let (l, j) = best.split_at(k);
        rows.push(MixedRow {
            lions: k,
            jackals: j.len(),
            lion_centres: l.to_vec(),
            jackal_centres: j.to_vec(),
            jackal_bound: row_bound.max(j.len()),
            search: match need {
                Some(n) if j.len() >= n => Search::Enough,
                _ => Search::Full,
            },
        });
    }
    // monotone: a row with more jackals than the row above it (one lion fewer) lends it its
    // certificate minus one lion.
    for k in (1..rows.len()).rev() {
        if rows[k].lions == rows[k - 1].lions + 1 && rows[k].jackals > rows[k - 1].jackals {
            let mut r = rows[k].clone();
            r.lions -= 1;
            r.lion_centres.pop();
            r.jackal_bound = rows[k - 1].jackal_bound.max(r.jackals);
            rows[k - 1] = r;
        }
    }
    rows
}

/// The previous row (`k_prev` lions first, then jackals) with one more lion: at the feasible
/// touching position that overlaps the fewest jackals (ties: smallest y, then x), those jackals
/// removed. Returns lions first, then the remaining jackals; `None` if no position is free of
/// lions.
fn warm_start(
    c: &Container,
    prev: &[[f64; 2]],
    k_prev: usize,
    rl: f64,
    rj: f64,
) -> Option<Vec<[f64; 2]>> {
    let k_prev = k_prev.min(prev.len());
    let lions = &prev[..k_prev];
    let jackals = &prev[k_prev..];
    let lr = vec![rl; k_prev];
    let mut cands = greedy::candidates(c, lions, &lr, rl);
    cands.extend_from_slice(jackals);
    let mut best: Option<(usize, [f64; 2])> = None;
    for p in cands {
        if !greedy::fits(c, lions, &lr, p, rl) {
            continue;
        }
        let need = rl + rj;
        let cost = jackals
            .iter()
            .filter(|q| (q[0] - p[0]).powi(2) + (q[1] - p[1]).powi(2) < need * need)
            .count();
        let better = match best {
            None => true,
            Some((bc, bp)) => cost < bc || (cost == bc && (p[1], p[0]) < (bp[1], bp[0])),
        };
        if better {
            best = Some((cost, p));
        }
    }
    let (_, p) = best?;
    let mut out: Vec<[f64; 2]> = lions.to_vec();
    out.push(p);
    let need = rl + rj;
    out.extend(
        jackals
            .iter()
            .filter(|q| (q[0] - p[0]).powi(2) + (q[1] - p[1]).powi(2) >= need * need),
    );
    Some(out)
}
