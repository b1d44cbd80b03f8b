//! The certificates of the validated board file: writing large ones compactly
//! ([`ValidatedBoard::compact_certificates`]) and checking every one as written
//! ([`ValidatedBoard::verify_certificates`]).
//!
//! A count is proven by disc centres: `packing.KIND` for `capacity.KIND`, and for each row of
//! `mixed` its `lion_centres` with its `jackal_centres`. A count the search marked `enough`
//! (it holds every piece of its kind in play) and above [`COMPACT_ABOVE`] comes from a lattice
//! packing, thousands of centres in a large region (2 549 in one region of
//! `examples/ground-3m.yaml`, 4.5 MB for its ten regions). Such a count is written in two parts:
//!
//! - the lattice that proves it, in a few numbers: `packing_lattice.KIND` (a row's
//!   `jackal_lattice`), a [`LatticeCentres`]: origin, two steps, and runs of lattice indices.
//!   Expanded, the runs give exactly `capacity.KIND` (`jackals`) centres, and those discs lie
//!   in the region without overlapping: that expansion is the proof of the count;
//! - the centres a frontend places pieces on: `packing.KIND` (`jackal_centres`) lists only the
//!   first `pieces.KIND.count` of them (every piece in play), themselves a valid packing.
//!
//! Counts at or below [`COMPACT_ABOVE`], counts searched `full`, and every count with
//! `savanna build --full-certificates`, list all their centres, as before.

use super::{LatticeCentres, Point, ValidatedBoard};
use crate::capacity::verify::verify_radii;
use crate::capacity::{CertificateError, Search, verify};
use crate::diagnostics::wording::plural;
use crate::ids::RegionId;

/// Counts above this many discs that the search marked `enough` are written as a lattice
/// ([`ValidatedBoard::compact_certificates`]); counts up to it list every centre (a few
/// kilobytes at most: every region of the classic board keeps its list).
pub const COMPACT_ABOVE: usize = 100;

/// A certificate of the file that does not prove its count.
#[derive(Debug, Clone, PartialEq)]
pub struct CertificateProblem {
    /// The region.
    pub region: RegionId,
    /// Which certificate: `packing.KIND`, `packing_lattice.KIND`, `mixed[k]` or
    /// `mixed[k].jackal_lattice`.
    pub what: String,
    /// What is wrong.
    pub problem: String,
}

impl std::fmt::Display for CertificateProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "region {}, {}: {}", self.region, self.what, self.problem)
    }
}

impl std::error::Error for CertificateProblem {}

impl ValidatedBoard {
    /// Writes every count that the search marked `enough` and that is above [`COMPACT_ABOVE`]
    /// as a lattice (see the module docs of `validated::certificate`): the count's centres are fitted by
    /// [`LatticeCentres::fit`], the expansion is verified against the region as written, and
    /// only then does the list shrink to the pieces in play. A count whose centres are no
    /// lattice (found by the optimiser), or whose expansion fails the check, keeps its list.
    /// Counts, bounds and every other field are unchanged.
    pub fn compact_certificates(&mut self) {
        let piece = |k: &str| self.pieces.get(k).map(|p| (p.diameter, p.count as usize));
        let lion = piece("lion");
        let jackal = piece("jackal");
        let kinds: Vec<(String, f64, usize)> = self
            .pieces
            .iter()
            .map(|(k, p)| (k.to_string(), p.diameter, p.count as usize))
            .collect();
        for r in &mut self.regions {
            let poly = crate::regions::to_polygon(&r.outline, &r.holes);
            for (k, d, in_play) in &kinds {
                let (Some(&count), Some(&Search::Enough)) =
                    (r.capacity.get(k), r.capacity_search.get(k))
                else {
                    continue;
                };
                let Some(centres) = r.packing.get(k) else {
                    continue;
                };
                if count <= COMPACT_ABOVE || count <= *in_play || centres.len() != count {
                    continue;
                }
                let Some(l) = LatticeCentres::fit(centres) else {
                    continue;
                };
                if l.centres()
                    .is_some_and(|cs| cs.len() == count && verify(&poly, *d, &cs).is_ok())
                {
                    let kept = centres[..*in_play].to_vec();
                    r.packing.insert(k.clone(), kept);
                    r.packing_lattice.insert(k.clone(), l);
                }
            }
            let (Some((dl, _)), Some((dj, jin))) = (lion, jackal) else {
                continue;
            };
            for row in r.mixed.iter_mut().flatten() {
                if row.jackal_search != Search::Enough
                    || row.jackals <= COMPACT_ABOVE
                    || row.jackals <= jin
                    || row.jackal_centres.len() != row.jackals
                {
                    continue;
                }
                let Some(l) = LatticeCentres::fit(&row.jackal_centres) else {
                    continue;
                };
                let ok = l.centres().is_some_and(|cs| {
                    cs.len() == row.jackals
                        && mixed_ok(&poly, &row.lion_centres, &cs, dl, dj).is_ok()
                });
                if ok {
                    row.jackal_centres.truncate(jin);
                    row.jackal_lattice = Some(l);
                }
            }
        }
    }

    /// Checks every certificate as written, in both forms: for each region and piece kind,
    /// the centres prove `capacity` (a list of exactly `capacity` centres, or a
    /// `packing_lattice` expanding to exactly `capacity` centres beside a list of
    /// `min(capacity, pieces.KIND.count)`), every list and expansion of discs lies in the
    /// region (outline and holes as written) without overlaps, within the verifier's tolerance
    /// ([`crate::capacity::verify()`]); and the same for each row of `mixed` (lions and
    /// jackals together, [`verify_radii`]). A board without capacities (`capacity` empty)
    /// passes.
    ///
    /// # Errors
    /// The first certificate that fails, with its region and what is wrong.
    pub fn verify_certificates(&self) -> Result<(), CertificateProblem> {
        for r in &self.regions {
            let poly = crate::regions::to_polygon(&r.outline, &r.holes);
            let fail = |what: String, problem: String| CertificateProblem {
                region: r.id,
                what,
                problem,
            };
            for (k, &count) in r.capacity.iter() {
                let p = self
                    .pieces
                    .get(k)
                    .ok_or_else(|| fail(format!("capacity.{k}"), "no such piece kind".into()))?;
                let d = p.diameter;
                let listed = r
                    .packing
                    .get(k)
                    .ok_or_else(|| fail(format!("packing.{k}"), "missing".into()))?;
                let check = |what: String, cs: &[Point]| {
                    verify(&poly, d, cs).map_err(|e| fail(what, e.to_string()))
                };
                match r.packing_lattice.get(k) {
                    None => {
                        if listed.len() != count {
                            return Err(fail(
                                format!("packing.{k}"),
                                format!("{} centres for a capacity of {count}", listed.len()),
                            ));
                        }
                        check(format!("packing.{k}"), listed)?;
                    }
                    Some(l) => {
                        let what = format!("packing_lattice.{k}");
                        let cs = l.centres().ok_or_else(|| {
                            fail(what.clone(), "a reversed or oversized run".into())
                        })?;
                        if cs.len() != count {
                            return Err(fail(
                                what,
                                format!("{} centres for a capacity of {count}", cs.len()),
                            ));
                        }
                        check(what, &cs)?;
                        let want = count.min(p.count as usize);
                        if listed.len() != want {
                            return Err(fail(
                                format!("packing.{k}"),
                                format!("{} centres beside a lattice; want {want}", listed.len()),
                            ));
                        }
                        check(format!("packing.{k}"), listed)?;
                    }
                }
            }
            let (Some(l), Some(j)) = (self.pieces.get("lion"), self.pieces.get("jackal")) else {
                continue;
            };
            for (n, row) in r.mixed.iter().flatten().enumerate() {
                let what = format!("mixed[{n}]");
                if row.lion_centres.len() != row.lions {
                    return Err(fail(
                        what,
                        format!(
                            "{} lion {} for {} {}",
                            row.lion_centres.len(),
                            plural("centre", row.lion_centres.len()),
                            row.lions,
                            plural("lion", row.lions)
                        ),
                    ));
                }
                let check = |what: String, cs: &[Point]| {
                    mixed_ok(&poly, &row.lion_centres, cs, l.diameter, j.diameter)
                        .map_err(|e| fail(what, e.to_string()))
                };
                match &row.jackal_lattice {
                    None => {
                        if row.jackal_centres.len() != row.jackals {
                            return Err(fail(
                                what,
                                format!(
                                    "{} jackal {} for {} {}",
                                    row.jackal_centres.len(),
                                    plural("centre", row.jackal_centres.len()),
                                    row.jackals,
                                    plural("jackal", row.jackals)
                                ),
                            ));
                        }
                        check(what, &row.jackal_centres)?;
                    }
                    Some(lat) => {
                        let lw = format!("mixed[{n}].jackal_lattice");
                        let cs = lat.centres().ok_or_else(|| {
                            fail(lw.clone(), "a reversed or oversized run".into())
                        })?;
                        if cs.len() != row.jackals {
                            return Err(fail(
                                lw,
                                format!(
                                    "{} {} for {} {}",
                                    cs.len(),
                                    plural("centre", cs.len()),
                                    row.jackals,
                                    plural("jackal", row.jackals)
                                ),
                            ));
                        }
                        check(lw, &cs)?;
                        let want = row.jackals.min(j.count as usize);
                        if row.jackal_centres.len() != want {
                            return Err(fail(
                                what,
                                format!(
                                    "{} jackal centres beside a lattice; want {want}",
                                    row.jackal_centres.len()
                                ),
                            ));
                        }
                        check(what, &row.jackal_centres)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// Lions of diameter `dl` at `lions` and jackals of diameter `dj` at `jackals`, together, in
/// `poly` ([`verify_radii`], tolerance relative to the smaller diameter, as the search checks).
fn mixed_ok(
    poly: &geo::Polygon<f64>,
    lions: &[Point],
    jackals: &[Point],
    dl: f64,
    dj: f64,
) -> Result<(), CertificateError> {
    let mut centres = lions.to_vec();
    centres.extend_from_slice(jackals);
    let mut radii = vec![dl / 2.0; lions.len()];
    radii.resize(centres.len(), dj / 2.0);
    verify_radii(poly, &centres, &radii, dl.min(dj))
}
