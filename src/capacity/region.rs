//! One region, every piece kind: the packings, the lion + jackal table, on one canonical copy.
//!
//! [`pack_kinds`] is what the pipeline runs for each region. All kinds are packed on the same
//! [`Canonical`] copy of the region (unit length: the smallest diameter; the other diameters
//! rounded up to the copy's quantum, so packings on the copy stay packings), so congruent regions
//! get the same counts for every kind and every row of the mixed table. Every certificate is
//! mapped back to board units and verified against the region itself; if one fails there, the
//! whole region is packed again as it is.

use super::canon::{Canonical, quantise_up};
use super::verify::verify_radii;
use super::{MixedRow, PackOptions, Packing, mixed_for, pack_in, verify};
use geo::Polygon;

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
    if let Some(cn) = Canonical::new(region, unit) {
        let on_copy: Vec<Kind> = kinds
            .iter()
            .map(|k| Kind {
                diameter: quantise_up(k.diameter / unit),
                ..k.clone()
            })
            .collect();
        let mut p = pack_exact(&cn.polygon, &on_copy, full, opts);
        for (_, pk) in &mut p.kinds {
            pk.centres = cn.all_to_board(&pk.centres);
        }
        for row in p.mixed.iter_mut().flatten() {
            row.lion_centres = cn.all_to_board(&row.lion_centres);
            row.jackal_centres = cn.all_to_board(&row.jackal_centres);
        }
        if verifies(region, kinds, &p) {
            return p;
        }
    }
    pack_exact(region, kinds, full, opts)
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
