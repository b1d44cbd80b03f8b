//! Reading order: the numbering of the regions, rows from the top and left to right in a row.

use super::Region;
use crate::geometry::arrangement::FaceId;

/// Label points whose heights differ by less than this fraction of the regions' median height
/// (the median of their bounding boxes' heights) can fall in one row.
pub const ROW_FRACTION: f64 = 0.5;

/// Sorts regions in reading order by their label points: into rows from the top, then left to
/// right within each row. A row starts at the highest label not yet placed and takes every label
/// less than [`ROW_FRACTION`] of the median region height below it; so the regions of a row of
/// slanted lines number left to right (not by which label happens to sit a millimetre higher),
/// and moving a line a little does not renumber the regions around it. Ties go to the face
/// order, so the numbering is deterministic.
pub(super) fn reading_order(items: &mut [(FaceId, Region)]) {
    let height = |r: &Region| {
        let (lo, hi) = r
            .outline
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
                (lo.min(p[1]), hi.max(p[1]))
            });
        hi - lo
    };
    let mut heights: Vec<f64> = items.iter().map(|(_, r)| height(r)).collect();
    heights.sort_by(f64::total_cmp);
    let row_height = heights.get(heights.len() / 2).copied().unwrap_or(0.0) * ROW_FRACTION;
    // A label exactly a row height below the row's top starts a new row in every unit: the
    // difference and the row height, both from lengths written in the board's unit, may miss
    // each other by a rounding (tests/data/newcomer/05: 259 − 210 = 49 rows apart in mm, not in
    // cm, which numbered three regions otherwise; issue 38). 1e-9 of the row height is far above
    // that rounding and far below any drawn length.
    let row_height = row_height * (1.0 - 1e-9);
    items.sort_by(|a, b| {
        a.1.label[1]
            .total_cmp(&b.1.label[1])
            .then(a.1.label[0].total_cmp(&b.1.label[0]))
            .then(a.0.cmp(&b.0))
    });
    let mut rows = Vec::with_capacity(items.len());
    let (mut row, mut top) = (0usize, None);
    for (_, r) in items.iter() {
        match top {
            None => top = Some(r.label[1]),
            Some(t) if r.label[1] - t >= row_height => {
                row += 1;
                top = Some(r.label[1]);
            }
            Some(_) => {}
        }
        rows.push(row);
    }
    let mut keyed: Vec<(usize, (FaceId, Region))> =
        rows.into_iter().zip(items.iter().cloned()).collect();
    keyed.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then(a.1.1.label[0].total_cmp(&b.1.1.label[0]))
            .then(a.1.1.label[1].total_cmp(&b.1.1.label[1]))
            .then(a.1.0.cmp(&b.1.0))
    });
    for (slot, (_, item)) in items.iter_mut().zip(keyed) {
        *slot = item;
    }
}
