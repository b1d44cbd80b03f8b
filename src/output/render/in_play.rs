//! Capacities as players need them on the sheet: what matters in play, not the geometry's full
//! count.
//!
//! The game never puts more pieces in a region than are in play (the board's `pieces` counts), so
//! a region's label says:
//!
//! - `all` when every piece in play fits in it at once (each kind alone, and, when the mixed
//!   table is known, every lion in play together with every jackal in play);
//! - otherwise each kind's count, capped at the number in play (`2 lions · 6 jackals`);
//! - and the mixed counts that bind: for `k` lions (1 up to the lions that fit and are in play),
//!   the jackals that fit beside them, when that is fewer than the jackal count shown
//!   (`with 1 lion: 4 jackals`), so that an attack's fit can be read off the sheet.
//!
//! Counts beyond the pieces in play (which the capacity search may not have searched further)
//! are never shown.

use crate::validated::{RegionOut, ValidatedBoard};

pub use crate::diagnostics::wording::plural;

/// The label's word for "every piece in play fits here".
pub const ALL: &str = "all";

/// The piece kind the mixed table counts first (its rows are numbers of lions).
pub const LION: &str = "lion";

/// The piece kind the mixed table counts beside the lions.
pub const JACKAL: &str = "jackal";

/// The kinds to label, in the board's piece order, then any kind only the region knows; each with
/// its number in play (`None` when the board does not list the kind).
fn kinds<'a>(v: &'a ValidatedBoard, r: &'a RegionOut) -> Vec<(&'a str, Option<usize>)> {
    let mut out: Vec<(&str, Option<usize>)> = v
        .pieces
        .iter()
        .map(|(k, p)| (k, Some(p.count as usize)))
        .collect();
    for (k, _) in r.capacity.iter() {
        if !out.iter().any(|(o, _)| *o == k) {
            out.push((k, None));
        }
    }
    out
}

/// True when every piece in play fits in region `r` at once (see the module docs). False when
/// the region has no capacities.
pub fn holds_all(v: &ValidatedBoard, r: &RegionOut) -> bool {
    if r.capacity.is_empty() {
        return false;
    }
    let each_kind = kinds(v, r).into_iter().all(|(k, n)| match n {
        Some(0) => true,
        Some(n) => r.capacity.get(k).is_some_and(|&c| c >= n),
        None => true,
    });
    if !each_kind {
        return false;
    }
    let count = |k: &str| v.pieces.get(k).map_or(0, |p| p.count as usize);
    let (lions, jackals) = (count(LION), count(JACKAL));
    match &r.mixed {
        Some(rows) if lions > 0 && jackals > 0 => rows
            .iter()
            .any(|row| row.lions == lions && row.jackals >= jackals),
        _ => true,
    }
}

/// The capacity phrases of region `r` as printed on the sheet (see the module docs), e.g.
/// `["all"]`, `["3 lions", "9 jackals"]` or `["2 lions", "6 jackals", "with 1 lion: 4 jackals"]`.
/// Empty when the region has no capacities (a board built without them).
///
/// ```
/// # use savanna::output::render::in_play::capacity_phrases;
/// # let v: savanna::validated::ValidatedBoard = serde_json::from_str(
/// #     &std::fs::read_to_string("tests/data/render/grid_2x2.json").unwrap()).unwrap();
/// // 1 of the 3 lions and 5 of the 9 jackals fit in each square of the 2 x 2 grid.
/// assert_eq!(capacity_phrases(&v, &v.regions[0]), ["1 lion", "5 jackals"]);
/// ```
pub fn capacity_phrases(v: &ValidatedBoard, r: &RegionOut) -> Vec<String> {
    if r.capacity.is_empty() {
        return Vec::new();
    }
    let lang = v.lang.unwrap_or_default();
    if holds_all(v, r) {
        return vec![crate::i18n::tr!(lang, "cap-all")];
    }
    // Each kind: its count, capped at the number in play; kinds not in play are left out.
    let shown = |k: &str, n: Option<usize>| -> Option<usize> {
        let c = *r.capacity.get(k)?;
        match n {
            Some(0) => None,
            Some(n) => Some(c.min(n)),
            None => Some(c),
        }
    };
    let mut out: Vec<String> = kinds(v, r)
        .into_iter()
        .filter_map(|(k, n)| shown(k, n).map(|c| pieces_in(lang, k, c)))
        .collect();
    let in_play = |k: &str| v.pieces.get(k).map(|p| p.count as usize);
    let (Some(lions), Some(jackals), Some(rows)) = (
        shown(LION, in_play(LION)),
        shown(JACKAL, in_play(JACKAL)),
        r.mixed.as_ref(),
    ) else {
        return out;
    };
    for row in rows
        .iter()
        .filter(|row| row.lions >= 1 && row.lions <= lions)
    {
        if row.jackals < jackals {
            let j = if row.jackals == 0 {
                crate::i18n::tr!(lang, "cap-no-jackals")
            } else {
                pieces_in(lang, JACKAL, row.jackals)
            };
            out.push(crate::i18n::tr!(
                lang,
                "cap-with",
                n = row.lions,
                jackals = j
            ));
        }
    }
    out
}

/// `n` pieces of kind `kind` in `lang`: `2 lions`, `5 шакалов` (the catalogue's `count-lion`
/// and `count-jackal`); another kind is the board's own word, in English with an `s` for
/// any number but 1 ([`plural`]), in another language as the board writes it.
pub fn pieces_in(lang: crate::i18n::Lang, kind: &str, n: usize) -> String {
    match kind {
        LION => crate::i18n::tr!(lang, "count-lion", n = n),
        JACKAL => crate::i18n::tr!(lang, "count-jackal", n = n),
        _ if lang == crate::i18n::Lang::En => format!("{n} {}", plural(kind, n)),
        _ => format!("{n} {kind}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::RegionId;
    use crate::validated::{KindMap, MixedRowOut, PieceOut};

    /// A board with the default pieces (3 lions, 9 jackals) and one region holding `lions` lions
    /// and `jackals` jackals alone, and the mixed rows `(k, jackals beside k lions)`.
    fn board(lions: usize, jackals: usize, mixed: Option<&[(usize, usize)]>) -> ValidatedBoard {
        let mut v: ValidatedBoard =
            serde_json::from_str(include_str!("../../../tests/data/render/grid_2x2.json"))
                .expect("fixture");
        v.pieces = KindMap(vec![
            (
                "lion".into(),
                PieceOut {
                    diameter: 30.0,
                    count: 3,
                },
            ),
            (
                "jackal".into(),
                PieceOut {
                    diameter: 20.0,
                    count: 9,
                },
            ),
        ]);
        let r = &mut v.regions[0];
        assert_eq!(r.id, RegionId(1));
        r.capacity = KindMap(vec![("lion".into(), lions), ("jackal".into(), jackals)]);
        r.mixed = mixed.map(|rows| {
            rows.iter()
                .map(|&(l, j)| MixedRowOut {
                    lions: l,
                    jackals: j,
                    jackal_bound: j,
                    jackal_search: Default::default(),
                    lion_centres: Vec::new(),
                    jackal_centres: Vec::new(),
                    jackal_lattice: None,
                })
                .collect()
        });
        v
    }

    fn phrases(v: &ValidatedBoard) -> Vec<String> {
        capacity_phrases(v, &v.regions[0])
    }

    #[test]
    fn all_when_every_piece_in_play_fits_together() {
        // 5 lions and 40 jackals fit; 3 lions beside 12 jackals: the 3 + 9 in play fit at once.
        let v = board(5, 40, Some(&[(0, 40), (1, 30), (2, 20), (3, 12)]));
        assert_eq!(phrases(&v), ["all"]);
        // Without a mixed table, each kind fitting alone is all that is known.
        assert_eq!(phrases(&board(3, 9, None)), ["all"]);
    }

    #[test]
    fn counts_capped_at_the_pieces_in_play() {
        // 4 lions fit (3 in play) but only 6 jackals: "3 lions", and the mixed rows beside 1..3
        // lions bind below 6 jackals.
        let v = board(4, 6, Some(&[(0, 6), (1, 6), (2, 4), (3, 0)]));
        assert_eq!(
            phrases(&v),
            [
                "3 lions",
                "6 jackals",
                "with 2 lions: 4 jackals",
                "with 3 lions: no jackals"
            ]
        );
        // 40 jackals fit but 2 lions beside 9 do not: the 2-lion row binds below the 9 in play.
        let v = board(3, 40, Some(&[(0, 40), (1, 20), (2, 10), (3, 8)]));
        assert_eq!(
            phrases(&v),
            ["3 lions", "9 jackals", "with 3 lions: 8 jackals"]
        );
    }

    #[test]
    fn mixed_counts_when_they_bind() {
        // The issue's example: 2 lions, 6 jackals, beside 1 lion only 4.
        let v = board(2, 6, Some(&[(0, 6), (1, 4), (2, 6)]));
        assert_eq!(
            phrases(&v),
            ["2 lions", "6 jackals", "with 1 lion: 4 jackals"]
        );
        // A row equal to the jackal count does not bind and is not printed.
        let v = board(1, 5, Some(&[(0, 5), (1, 5)]));
        assert_eq!(phrases(&v), ["1 lion", "5 jackals"]);
        // One jackal beside one lion: singular.
        let v = board(1, 3, Some(&[(0, 3), (1, 1)]));
        assert_eq!(
            phrases(&v),
            ["1 lion", "3 jackals", "with 1 lion: 1 jackal"]
        );
    }

    #[test]
    fn kinds_not_in_play_and_no_capacity() {
        let mut v = board(2, 6, None);
        v.pieces.0[0].1.count = 0; // no lions in play: the lion count is left out.
        assert_eq!(phrases(&v), ["6 jackals"]);
        v.regions[0].capacity = KindMap::new();
        assert!(phrases(&v).is_empty());
    }
}
