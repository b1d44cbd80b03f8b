//! One region, every piece kind: the packings, the lion + jackal table, in the frames of its shape.
//!
//! [`pack_kinds`] is what the pipeline runs for each region. All kinds are packed on the
//! [`Canonical`] copies of the region in the frames its shape defines ([`Canonical::frames`]:
//! one per direction class of its edges; unit length: the smallest diameter; the other diameters
//! rounded up to the copy's quantum, so packings on the copy stay packings). Every certificate is
//! mapped back to board units and verified against the region itself (a frame whose
//! certificates fail there is replaced by the region packed as it is), and the best of the
//! frames is kept for every count and every row of the mixed table, with the smallest of their
//! proven bounds. Congruent regions (translated, turned by any angle, mirrored, in other units)
//! have the same frames, so they get the same counts; and a region with an edge along an axis
//! has the copy of [`Canonical::new`] among its frames, so its counts are never below what that
//! single copy gives.
//!
//! The mixed table is then completed by composing certificates (`compose_table`): `k` lions
//! of the lion packing chosen to keep the most of row 0's jackals (`clear_lions`), a row never
//! below the row after it (drop a lion: [`compose`]), and row 0 and the jackal
//! count proving each other. Counts only go up, and every row keeps a verified certificate.

use super::canon::{Canonical, quantise_up};
use super::corner::{corner_discs, corner_rows};
use super::verify::verify_radii;
use super::{MixedRow, PackOptions, Packing, Search, mixed_for, pack_in, verify};
use geo::Polygon;

/// Disc centres (board units).
type Centres = Vec<[f64; 2]>;

/// One lion set and one jackal set to compose ([`compose_table`]).
type Combo<'a> = (&'a [[f64; 2]], &'a [[f64; 2]]);

/// A piece kind to pack.
#[derive(Debug, Clone, PartialEq)]
pub struct Kind {
    /// Its name (`lion`, `jackal`, or another kind).
    pub name: String,
    /// Disc diameter in board units.
    pub diameter: f64,
    /// Number in play: the search stops once this many fit (see [`super::pack_for`]).
    pub count: usize,
}

/// Capacity results of one region.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RegionPacking {
    /// One packing per piece kind, in the order given.
    pub kinds: Vec<(String, Packing)>,
    /// The lion + jackal table, when there are both kinds.
    pub mixed: Option<Vec<MixedRow>>,
}

impl RegionPacking {
    /// The same packings with every centre moved by `by` (board units): from a region's local
    /// frame ([`crate::regions::LocalFrame`]) back to the board.
    pub fn translated(mut self, by: [f64; 2]) -> RegionPacking {
        let shift = |cs: &mut Vec<[f64; 2]>| {
            for c in cs.iter_mut() {
                *c = [c[0] + by[0], c[1] + by[1]];
            }
        };
        for (_, p) in &mut self.kinds {
            shift(&mut p.centres);
        }
        for row in self.mixed.iter_mut().flatten() {
            shift(&mut row.lion_centres);
            shift(&mut row.jackal_centres);
        }
        self
    }
}

/// Packs one region of a board for every piece kind of `pieces` (board units), each count
/// stopping at that kind's pieces in play unless `full`: [`pack_kinds`] with the board's
/// pieces, so the lion + jackal table comes with a board that has both kinds (its rows stop at
/// the lions in play).
///
/// # Panics
/// Never.
pub fn pack_pieces(
    region: &Polygon<f64>,
    pieces: &[crate::input::PieceKind],
    full: bool,
    opts: &PackOptions,
) -> RegionPacking {
    let kinds: Vec<Kind> = pieces
        .iter()
        .map(|p| Kind {
            name: p.name.clone(),
            diameter: p.diameter,
            count: p.count as usize,
        })
        .collect();
    pack_kinds(region, &kinds, full, opts)
}

/// Packs `region` (board units) for every kind, and the mixed table when kinds named `lion`
/// and `jackal` are both present (rows up to the lions in play). With `full`, every count is
/// searched with no target; otherwise each stops at its kind's `count` ([`super::pack_for`],
/// [`mixed_for`]).
///
/// # Panics
/// Never.
///
/// # Examples
/// ```
/// use geo::polygon;
/// use savanna::capacity::region::{Kind, pack_kinds};
/// use savanna::capacity::{PackOptions, Search};
/// let sq = polygon![(x: 0.0, y: 0.0), (x: 60.0, y: 0.0), (x: 60.0, y: 60.0), (x: 0.0, y: 60.0)];
/// let kinds = [
///     Kind { name: "lion".into(), diameter: 30.0, count: 3 },
///     Kind { name: "jackal".into(), diameter: 20.0, count: 9 },
/// ];
/// let p = pack_kinds(&sq, &kinds, false, &PackOptions::default());
/// // lions: the fast hexagonal lattice holds 2 + 1 = 3, all those in play ("enough"; the
/// // square holds 4, found with `full = true`)
/// assert_eq!(p.kinds[0].1.count, 3);
/// assert_eq!(p.kinds[0].1.search, Search::Enough);
/// // jackals: the lattice holds 3 + 2 + 3 = 8 < 9, so the search runs and finds 3 x 3
/// assert_eq!(p.kinds[1].1.count, 9);
/// assert_eq!(p.mixed.unwrap().len(), 4); // 0..=3 lions
/// ```
pub fn pack_kinds(
    region: &Polygon<f64>,
    kinds: &[Kind],
    full: bool,
    opts: &PackOptions,
) -> RegionPacking {
    let unit = kinds
        .iter()
        .map(|k| k.diameter)
        .filter(|d| d.is_finite() && *d > 0.0)
        .fold(f64::INFINITY, f64::min);
    let on_copy: Vec<Kind> = kinds
        .iter()
        .map(|k| Kind {
            diameter: quantise_up(k.diameter / unit),
            ..k.clone()
        })
        .collect();
    let mut found: Vec<RegionPacking> = Vec::new();
    let mut as_is = false;
    let frames = Canonical::frames(region, unit);
    for cn in &frames {
        let mut p = pack_exact(&cn.polygon, &on_copy, full, opts);
        for (_, pk) in &mut p.kinds {
            pk.centres = cn.all_to_board(&pk.centres);
        }
        for row in p.mixed.iter_mut().flatten() {
            row.lion_centres = cn.all_to_board(&row.lion_centres);
            row.jackal_centres = cn.all_to_board(&row.jackal_centres);
        }
        if verifies(region, kinds, &p) {
            found.push(p);
        } else {
            as_is = true;
        }
    }
    if as_is || found.is_empty() {
        found.push(pack_exact(region, kinds, full, opts));
    }
    // every frame's lion packing and jackal packings (row 0 and the single count), for
    // composing: one frame's lions may clear more of another frame's jackals
    let kind_centres = |f: &RegionPacking, name: &str| -> Option<Vec<[f64; 2]>> {
        f.kinds
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, k)| k.centres.clone())
    };
    let mut lion_sets: Vec<Vec<[f64; 2]>> = Vec::new();
    let mut jackal_sets: Vec<Vec<[f64; 2]>> = Vec::new();
    for f in &found {
        if let Some(l) = kind_centres(f, "lion")
            && !lion_sets.contains(&l)
        {
            lion_sets.push(l);
        }
        let row0 = f
            .mixed
            .as_ref()
            .and_then(|rows| rows.first().filter(|r| r.lions == 0))
            .map(|r| r.jackal_centres.clone());
        for j in row0.into_iter().chain(kind_centres(f, "jackal")) {
            if !jackal_sets.contains(&j) {
                jackal_sets.push(j);
            }
        }
    }
    let mut p = best_of(found);
    if let Some(rows) = &mut p.mixed {
        let need = |name: &str| {
            kinds
                .iter()
                .find(|k| k.name == name)
                .map(|k| (k.diameter, (!full).then_some(k.count)))
        };
        if let (Some((dl, _)), Some((dj, need_j))) = (need("lion"), need("jackal")) {
            // a single lion wedged into a corner of the first frame's copy, beside every
            // jackal packing
            if let Some(cn) = frames.first() {
                let cl = quantise_up(dl / unit);
                lion_sets.extend(
                    corner_discs(&cn.polygon, cl)
                        .iter()
                        .map(|&c| vec![cn.to_board(c)]),
                );
            }
            compose_table(
                region,
                dl,
                dj,
                (&lion_sets, &jackal_sets),
                &[],
                need_j,
                rows,
            );
            // Row 1 still below row 0 (and the jackals in play): one lion wedged into each
            // corner of the first frame's copy, jackals filled around it and searched further
            // (shape-defined, so the same for congruent regions in any unit).
            let copy_d = |name: &str| on_copy.iter().find(|k| k.name == name).map(|k| k.diameter);
            let target = rows
                .first()
                .map_or(0, |r| r.jackals)
                .min(need_j.unwrap_or(usize::MAX));
            if let (Some(cn), Some(cl), Some(cj), Some(row1)) = (
                frames.first(),
                copy_d("lion"),
                copy_d("jackal"),
                rows.get(1),
            ) && row1.lions == 1
                && row1.jackals < target
            {
                let pairs: Vec<(Centres, Centres)> = corner_rows(&cn.polygon, cl, cj, target, opts)
                    .into_iter()
                    .map(|(l, j)| (vec![cn.to_board(l)], cn.all_to_board(&j)))
                    .collect();
                compose_table(region, dl, dj, (&[], &[]), &pairs, need_j, rows);
            }
            raise_from_table(&mut p.kinds, rows);
        }
    }
    p
}

/// The best of several packings of one region (the frames of [`pack_kinds`]): for every kind
/// and every row of the mixed table, the candidate with the most discs (the first on a tie),
/// with the smallest of the candidates' proven upper bounds (never below the count) and
/// [`Search::Enough`] when any candidate reached the pieces in play. Candidates must list the
/// same kinds in the same order.
fn best_of(found: Vec<RegionPacking>) -> RegionPacking {
    let mut it = found.into_iter();
    let Some(mut best) = it.next() else {
        return RegionPacking::default();
    };
    for p in it {
        for ((_, b), (_, q)) in best.kinds.iter_mut().zip(p.kinds) {
            let bound = b.upper_bound.min(q.upper_bound);
            let enough = b.search == Search::Enough || q.search == Search::Enough;
            if q.count > b.count {
                *b = q;
            }
            b.upper_bound = bound.max(b.count);
            if enough {
                b.search = Search::Enough;
            }
        }
        match (&mut best.mixed, p.mixed) {
            (Some(b), Some(q)) => {
                for (k, r) in q.into_iter().enumerate() {
                    match b.get_mut(k) {
                        Some(row) => {
                            let bound = row.jackal_bound.min(r.jackal_bound);
                            let enough = row.search == Search::Enough || r.search == Search::Enough;
                            if r.jackals > row.jackals {
                                *row = r;
                            }
                            row.jackal_bound = bound.max(row.jackals);
                            if enough {
                                row.search = Search::Enough;
                            }
                        }
                        None => b.push(r),
                    }
                }
            }
            (b @ None, q) => *b = q,
            (Some(_), None) => {}
        }
    }
    best
}

/// Raises the rows of a mixed table to what composing certificates proves (counts only go
/// up; every new certificate is verified in `region` with the true diameters):
///
/// 1. row `k` is at least `k` discs of a lion set chosen by [`clear_lions`] to keep the most of
///    a jackal set's discs, with those jackals (two certified packings put together), for every
///    lion set of `lion_sets` (lion packings; a single lion in a corner, [`corner_discs`]) and every jackal set of `jackal_sets` (jackal
///    packings; row 0's first), then for every pair of `pairs` (lions and jackals found
///    together, [`corner_rows`]); the first best in that order;
/// 2. then [`compose`]: a row is never below a row with more lions (drop lions).
///
/// A row raised to `need` jackals or more (the jackals in play) is marked [`Search::Enough`].
pub(crate) fn compose_table(
    region: &Polygon<f64>,
    lion_d: f64,
    jackal_d: f64,
    (lion_sets, jackal_sets): (&[Centres], &[Centres]),
    pairs: &[(Centres, Centres)],
    need: Option<usize>,
    rows: &mut [MixedRow],
) {
    let reach = (lion_d + jackal_d) / 2.0;
    let Some(row0) = rows.first().filter(|r| r.lions == 0).cloned() else {
        return;
    };
    let mut jackal_all: Vec<&[[f64; 2]]> = vec![&row0.jackal_centres];
    jackal_all.extend(jackal_sets.iter().map(|j| j.as_slice()));
    let mut combos: Vec<Combo> = Vec::new();
    for lions in lion_sets {
        for jackals in &jackal_all {
            combos.push((lions, jackals));
        }
    }
    combos.extend(pairs.iter().map(|(l, j)| (l.as_slice(), j.as_slice())));
    for row in rows.iter_mut().skip(1) {
        let k = row.lions;
        for &(lions, jackals) in combos.iter().filter(|(l, _)| k <= l.len()) {
            let chosen: Vec<[f64; 2]> = clear_lions(lions, jackals, k, reach)
                .iter()
                .map(|&i| lions[i])
                .collect();
            let kept: Vec<[f64; 2]> = jackals
                .iter()
                .filter(|q| clear(**q, &chosen, reach))
                .copied()
                .collect();
            if kept.len() <= row.jackals {
                continue;
            }
            let mut centres = chosen.clone();
            centres.extend_from_slice(&kept);
            let mut radii = vec![lion_d / 2.0; chosen.len()];
            radii.resize(centres.len(), jackal_d / 2.0);
            if verify_radii(region, &centres, &radii, lion_d.min(jackal_d)).is_err() {
                continue;
            }
            row.jackals = kept.len();
            row.lion_centres = chosen;
            row.jackal_centres = kept;
            row.jackal_bound = row.jackal_bound.max(row.jackals);
            if need.is_some_and(|n| row.jackals >= n) {
                row.search = Search::Enough;
            }
        }
    }
    compose(rows);
}

/// Makes a table monotone by composing certificates: `k` lions with `j` jackals prove `k - 1`
/// lions with the same `j` jackals (drop a lion), so a row below the row after it is replaced
/// by that row's certificate minus its last lion, from the last row up (a packing found for
/// any larger row reaches every smaller one). Its bound becomes at least its new count, and it
/// is [`Search::Enough`] when either row was. Rows must be ordered by lions; a row whose
/// successor is not one lion more is left as it is.
///
/// Afterwards `rows[k].jackals >= rows[k + 1].jackals` for consecutive rows, and no row is
/// below any later one; counts only go up, and every row keeps a certificate with exactly its
/// `lions` and `jackals` (the one it had, or a later row's minus lions).
pub fn compose(rows: &mut [MixedRow]) {
    for k in (1..rows.len()).rev() {
        if rows[k].lions == rows[k - 1].lions + 1 && rows[k].jackals > rows[k - 1].jackals {
            let mut r = rows[k].clone();
            r.lions -= 1;
            r.lion_centres.pop();
            r.jackal_bound = rows[k - 1].jackal_bound.max(r.jackals);
            r.search = match (rows[k - 1].search, r.search) {
                (Search::Enough, _) | (_, Search::Enough) => Search::Enough,
                _ => Search::Full,
            };
            rows[k - 1] = r;
        }
    }
}

/// Whether the disc at `q` keeps a distance of at least `reach` from every disc of `lions`.
fn clear(q: [f64; 2], lions: &[[f64; 2]], reach: f64) -> bool {
    lions
        .iter()
        .all(|l| (q[0] - l[0]).powi(2) + (q[1] - l[1]).powi(2) >= reach * reach)
}

/// Most `k`-subsets `clear_lions` compares exhaustively; beyond, it chooses greedily.
pub const MAX_LION_SUBSETS: usize = 4096;

/// Indices of `k` discs of `lions` (a certified lion packing) that leave the most discs of
/// `jackals` clear (at least `reach` from every chosen lion): every `k`-subset when there are at
/// most [`MAX_LION_SUBSETS`] of them (ties: the first in lexicographic order of indices),
/// otherwise one lion at a time, each the one costing fewest jackals (ties: the lowest index).
/// Fewer than `k` lions give all of them.
pub(crate) fn clear_lions(
    lions: &[[f64; 2]],
    jackals: &[[f64; 2]],
    k: usize,
    reach: f64,
) -> Vec<usize> {
    let n = lions.len();
    if k >= n {
        return (0..n).collect();
    }
    // conflicts[i]: the jackals lion i overlaps (a few each: the lists are short, so a subset's
    // cost is the size of a small union, not a pass over every jackal)
    let conflicts: Vec<Vec<usize>> = lions
        .iter()
        .map(|&l| {
            (0..jackals.len())
                .filter(|&j| !clear(jackals[j], &[l], reach))
                .collect()
        })
        .collect();
    let lost = |set: &[usize]| -> usize {
        let mut hit: Vec<usize> = set
            .iter()
            .flat_map(|&i| conflicts[i].iter().copied())
            .collect();
        hit.sort_unstable();
        hit.dedup();
        hit.len()
    };
    let mut subsets = 1usize;
    for i in 0..k {
        subsets = subsets.saturating_mul(n - i) / (i + 1);
    }
    if subsets <= MAX_LION_SUBSETS {
        let mut set: Vec<usize> = (0..k).collect();
        let mut best = (lost(&set), set.clone());
        // next k-subset in lexicographic order
        while let Some(i) = (0..k).rev().find(|&i| set[i] < n - k + i) {
            let base = set[i] + 1;
            for (off, v) in set[i..].iter_mut().enumerate() {
                *v = base + off;
            }
            let l = lost(&set);
            if l < best.0 {
                best = (l, set.clone());
            }
        }
        return best.1;
    }
    let mut set: Vec<usize> = Vec::with_capacity(k);
    while set.len() < k {
        let next = (0..n)
            .filter(|i| !set.contains(i))
            .min_by_key(|&i| {
                let mut s = set.clone();
                s.push(i);
                (lost(&s), i)
            })
            .unwrap_or(0);
        set.push(next);
    }
    set
}

/// The single counts and the mixed table prove each other's counts: row 0 of the table (no
/// lion) is a jackal packing, and the jackal packing is row 0. Whichever holds more jackals
/// gives its certificate to the other (then the rows are composed again, so the better row 0
/// reaches no other row, but stays consistent). Counts only go up.
pub(crate) fn raise_from_table(kinds: &mut [(String, Packing)], rows: &mut [MixedRow]) {
    let Some((_, jp)) = kinds.iter_mut().find(|(n, _)| n == "jackal") else {
        return;
    };
    let Some(row0) = rows.first_mut().filter(|r| r.lions == 0) else {
        return;
    };
    if row0.jackals > jp.count {
        jp.count = row0.jackals;
        jp.centres = row0.jackal_centres.clone();
        jp.upper_bound = jp.upper_bound.max(jp.count);
        jp.capped = false;
        if row0.search == Search::Enough {
            jp.search = Search::Enough;
        }
    } else if jp.count > row0.jackals {
        row0.jackals = jp.count;
        row0.jackal_centres = jp.centres.clone();
        row0.jackal_bound = row0.jackal_bound.max(jp.count);
        if jp.search == Search::Enough {
            row0.search = Search::Enough;
        }
    }
}

/// True when every certificate of `p` holds in `region` with the kinds' true diameters.
fn verifies(region: &Polygon<f64>, kinds: &[Kind], p: &RegionPacking) -> bool {
    let d = |name: &str| kinds.iter().find(|k| k.name == name).map(|k| k.diameter);
    let kinds_ok = kinds
        .iter()
        .zip(&p.kinds)
        .all(|(k, (_, pk))| verify(region, k.diameter, &pk.centres).is_ok());
    let mixed_ok = match (&p.mixed, d("lion"), d("jackal")) {
        (Some(rows), Some(dl), Some(dj)) => rows.iter().all(|r| {
            let mut centres = r.lion_centres.clone();
            centres.extend_from_slice(&r.jackal_centres);
            let mut radii = vec![dl / 2.0; r.lion_centres.len()];
            radii.resize(centres.len(), dj / 2.0);
            verify_radii(region, &centres, &radii, dl.min(dj)).is_ok()
        }),
        (None, _, _) => true,
        _ => false,
    };
    kinds_ok && mixed_ok
}

/// [`pack_kinds`] on `region` as it is.
fn pack_exact(
    region: &Polygon<f64>,
    kinds: &[Kind],
    full: bool,
    opts: &PackOptions,
) -> RegionPacking {
    let need = |k: &Kind| (!full).then_some(k.count);
    let packed: Vec<(String, Packing)> = kinds
        .iter()
        .map(|k| (k.name.clone(), pack_in(region, k.diameter, need(k), opts)))
        .collect();
    let find = |name: &str| {
        kinds
            .iter()
            .zip(&packed)
            .find(|(k, _)| k.name == name)
            .map(|(k, (_, p))| (k, p))
    };
    let mixed = match (find("lion"), find("jackal")) {
        (Some((l, lp)), Some((j, jp))) => {
            // Rows beyond the lions in play can never occur in a game: the table stops there.
            let n = lp.count.min(l.count);
            let lions = Packing {
                count: n,
                centres: lp.centres[..n].to_vec(),
                ..lp.clone()
            };
            Some(mixed_for(
                region,
                l.diameter,
                j.diameter,
                &lions,
                jp,
                need(j),
                opts,
            ))
        }
        _ => None,
    };
    RegionPacking {
        kinds: packed,
        mixed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn clear_lions_keeps_the_most_jackals() {
        // three lions on a line; jackals crowd lion 0, then lion 1; lion 2 costs none
        let lions = [[0.0, 0.0], [10.0, 0.0], [20.0, 0.0]];
        let jackals = [
            [0.5, 0.0],
            [-0.5, 0.0],
            [0.0, 0.7],
            [10.5, 0.0],
            [30.0, 0.0],
        ];
        assert_eq!(clear_lions(&lions, &jackals, 1, 1.25), vec![2]);
        assert_eq!(clear_lions(&lions, &jackals, 2, 1.25), vec![1, 2]);
        assert_eq!(clear_lions(&lions, &jackals, 3, 1.25), vec![0, 1, 2]);
    }

    /// A row of `lions` and `jackals` discs whose centres name the row they came from
    /// (`[row, index]`), so that a certificate can be traced after composition.
    fn row(from: usize, lions: usize, jackals: usize, search: Search) -> MixedRow {
        MixedRow {
            lions,
            jackals,
            lion_centres: (0..lions).map(|i| [from as f64, i as f64]).collect(),
            jackal_centres: (0..jackals)
                .map(|i| [from as f64, 100.0 + i as f64])
                .collect(),
            jackal_bound: jackals + 2,
            search,
        }
    }

    #[test]
    fn a_packing_beside_two_lions_proves_one_lion() {
        // 2 lions + 16 jackals proves 1 lion + 16 jackals and 0 lions + 16 jackals (issue 38)
        let mut rows = vec![
            row(0, 0, 15, Search::Full),
            row(1, 1, 14, Search::Full),
            row(2, 2, 16, Search::Full),
            row(3, 3, 2, Search::Full),
        ];
        compose(&mut rows);
        let counts: Vec<usize> = rows.iter().map(|r| r.jackals).collect();
        assert_eq!(counts, [16, 16, 16, 2]);
        // row 1's certificate: row 2's first lion and its 16 jackals
        assert_eq!(rows[1].lion_centres, vec![[2.0, 0.0]]);
        assert_eq!(rows[0].lion_centres, Vec::<[f64; 2]>::new());
        assert_eq!(rows[0].jackal_centres[0], [2.0, 100.0]);
        assert_eq!(rows[3].jackal_centres.len(), 2);
    }

    proptest! {
        /// After composition: rows never increase with lions, no count went down, and every
        /// row's certificate has exactly its lions and jackals, taken from its own row or a later
        /// one (a packing beside more lions, lions dropped from the end).
        #[test]
        fn composition_is_monotone_and_certified(
            counts in prop::collection::vec(0usize..30, 1..6),
            enough in prop::collection::vec(any::<bool>(), 6),
        ) {
            let before: Vec<MixedRow> = counts
                .iter()
                .enumerate()
                .map(|(k, &j)| row(k, k, j, if enough[k] { Search::Enough } else { Search::Full }))
                .collect();
            let mut rows = before.clone();
            compose(&mut rows);
            for (k, (r, b)) in rows.iter().zip(&before).enumerate() {
                prop_assert_eq!(r.lions, k);
                prop_assert!(r.jackals >= b.jackals);
                prop_assert_eq!(r.lion_centres.len(), r.lions);
                prop_assert_eq!(r.jackal_centres.len(), r.jackals);
                prop_assert!(r.jackal_bound >= r.jackals);
                // the certificate's source: a row at or after k with as many jackals
                let from = r.jackal_centres.first().map_or(k as f64, |c| c[0]) as usize;
                prop_assert!(from >= k && before[from].jackals == r.jackals);
                prop_assert!(r.lion_centres.iter().all(|c| c[0] as usize == from));
                // the best count of the rows at or after k
                let best = before[k..].iter().map(|b| b.jackals).max().unwrap_or(0);
                prop_assert_eq!(r.jackals, best);
            }
        }
    }
}
