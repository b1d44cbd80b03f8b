//! Shading regions by a balance run's occupancy (`savanna render --balance balance.json`): each
//! region's fill mixes white with the lions' colour by the share of turn ends the lions held it,
//! and with the jackals' colour by the jackals' share, so a region the lions always held is the
//! full lions' colour, one nobody held is white.

use std::collections::BTreeMap;

/// The parts of a balance report (`schemas/game-balance.schema.json`) a sheet reads: its games,
/// its board's name and its occupancy, and an `agent` to tell a report from other JSON. The
/// rest is not read, so a report written by an earlier savanna (whose exact value had another
/// shape) still shades a sheet.
#[derive(serde::Deserialize)]
struct ReportPart {
    games: u64,
    #[allow(dead_code)]
    agent: serde::de::IgnoredAny,
    board: Option<String>,
    occupancy: crate::validated::KindMap<crate::game::balance::Occupancy>,
}

/// The lions' colour (amber) on a shaded sheet.
pub const LIONS_RGB: [u8; 3] = [0xD9, 0x8E, 0x04];
/// The jackals' colour (slate blue) on a shaded sheet.
pub const JACKALS_RGB: [u8; 3] = [0x3B, 0x4A, 0x8C];

/// Region id -> `[lions' share, jackals' share]` of turn ends held (each in `0..=1`, summing to at
/// most 1).
pub type Occupancy = BTreeMap<u32, [f64; 2]>;

/// Why a balance report's occupancy cannot shade a sheet.
#[derive(Debug, thiserror::Error)]
pub enum OccupancyError {
    /// The text is not a balance report (the JSON error is the source).
    #[error("not a balance report (savanna balance --format json): {0}")]
    NotAReport(#[source] serde_json::Error),
    /// A key of the occupancy table is not a region id.
    #[error("occupancy: `{0}` is not a region id")]
    NotARegionId(String),
    /// The report is of another board: its name, or its regions, differ from the board's.
    #[error(
        "the balance report is of {report}, not of this board ({board}): run `savanna balance` on this board and shade its sheet with that report"
    )]
    OtherBoard {
        /// The report's board, as the message names it (its name, or its region count).
        report: String,
        /// This board, the same way.
        board: String,
    },
    /// The report played no game (its time went to the exact value, or it had none): it has no
    /// occupancy to shade the regions by.
    #[error(
        "the balance report played no game, so it has no occupancy to shade the regions by: run `savanna balance` with more `--time` (or fewer `--games`) so that it plays some"
    )]
    NoGames,
    /// A region's shares (lions, jackals) lie outside `0..=1` or sum to more than 1.
    #[error("occupancy of region {id}: shares {lions} and {jackals} are not parts of a whole")]
    Shares {
        /// The region id.
        id: u32,
        /// The lions' share.
        lions: f64,
        /// The jackals' share.
        jackals: f64,
    },
}

/// Reads the occupancy of a balance report (`savanna balance --format json`).
///
/// # Errors
/// [`OccupancyError`] when the text is not a balance report, it played no game, a region key is
/// not an id, or a share lies outside `0..=1` or the two shares of a region sum to more than 1.
pub fn read_occupancy(json: &str) -> Result<Occupancy, OccupancyError> {
    parse_report(json).map(|(occ, _)| occ)
}

/// The report parsed once: its occupancy (checked as [`read_occupancy`] says) and its board's
/// name.
fn parse_report(json: &str) -> Result<(Occupancy, Option<String>), OccupancyError> {
    let r: ReportPart = serde_json::from_str(json).map_err(OccupancyError::NotAReport)?;
    if r.games == 0 {
        return Err(OccupancyError::NoGames);
    }
    let mut out = Occupancy::new();
    for (k, o) in &r.occupancy.0 {
        let id: u32 = k
            .parse()
            .map_err(|_| OccupancyError::NotARegionId(k.clone()))?;
        let ok = |x: f64| (0.0..=1.0).contains(&x);
        if !ok(o.lions) || !ok(o.jackals) || o.lions + o.jackals > 1.0 + 1e-9 {
            return Err(OccupancyError::Shares {
                id,
                lions: o.lions,
                jackals: o.jackals,
            });
        }
        out.insert(id, [o.lions, o.jackals]);
    }
    Ok((out, r.board))
}

/// [`read_occupancy`] of a report that must be of the board `v`: the report's board name, when
/// it has one, is `v`'s name, and its regions are `v`'s (ids `1..=n`, every one). A report of
/// another board would shade this board's regions by another board's numbers.
///
/// # Errors
/// [`read_occupancy`]'s, and [`OccupancyError::OtherBoard`] when the names or the regions differ.
pub fn read_occupancy_for(
    json: &str,
    v: &crate::validated::ValidatedBoard,
) -> Result<Occupancy, OccupancyError> {
    let (occ, name) = parse_report(json)?;
    let n = v.regions.len();
    let quote = |x: &Option<String>| x.as_ref().map(|s| format!("`{s}`"));
    if let (Some(r), Some(b)) = (&name, &v.name)
        && r != b
    {
        return Err(OccupancyError::OtherBoard {
            report: quote(&name).unwrap_or_default(),
            board: quote(&v.name).unwrap_or_default(),
        });
    }
    let same_regions = occ.len() == n && occ.keys().all(|&id| id >= 1 && id as usize <= n);
    if !same_regions {
        let regions = |k: usize| crate::diagnostics::wording::count(k, "region");
        return Err(OccupancyError::OtherBoard {
            report: format!(
                "{} with {}",
                quote(&name).unwrap_or_else(|| "a board".into()),
                regions(occ.len())
            ),
            board: regions(n),
        });
    }
    Ok(occ)
}

/// The fill of a region held by the lions a share `lions` and by the jackals `jackals` of the
/// time: `white x (1 - lions - jackals) + lions' colour x lions + jackals' colour x jackals`,
/// per channel, rounded, as `#RRGGBB`.
pub fn shade(lions: f64, jackals: f64) -> String {
    let l = lions.clamp(0.0, 1.0);
    let j = jackals.clamp(0.0, 1.0 - l);
    let w = 1.0 - l - j;
    let c: Vec<u8> = (0..3)
        .map(|k| {
            let v = 255.0 * w + f64::from(LIONS_RGB[k]) * l + f64::from(JACKALS_RGB[k]) * j;
            v.round().clamp(0.0, 255.0) as u8
        })
        .collect();
    format!("#{:02X}{:02X}{:02X}", c[0], c[1], c[2])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shade_mixes_white_and_the_sides_colours() {
        assert_eq!(shade(0.0, 0.0), "#FFFFFF");
        assert_eq!(shade(1.0, 0.0), "#D98E04");
        assert_eq!(shade(0.0, 1.0), "#3B4A8C");
        // Half lions: (255 + 217) / 2 = 236, (255 + 142) / 2 = 198.5 -> 199 (rounded half away),
        // (255 + 4) / 2 = 129.5 -> 130.
        assert_eq!(shade(0.5, 0.0), "#ECC782");
    }
}
