//! Checks of the region names: a point that names a region beside another name, explained
//! when a near miss joined two regions into one.

use super::drawing::Segs;
use super::*;

/// Says so when two names land in one region because a line in it stops just short of another
/// (a near miss, [`NEAR_MISS_FACTOR`]): rewrites each `savanna::name::same-region` among
/// `diags` to name the line, the gap and the line it misses, e.g. "`B` and `A` both name region
/// 1: line 3 stops 0.5 mm short of line 1, so its two sides are one region".
pub fn explain_same_region(f: &Facts, diags: &mut [Diagnostic]) {
    if !diags.iter().any(|d| d.code == Code::NameSameRegion) {
        return;
    }
    let (board, arr) = (f.board, f.arrangement);
    let segs = Segs::new(board);
    let near = near_threshold(board);
    for d in diags.iter_mut().filter(|d| d.code == Code::NameSameRegion) {
        let Some(&id) = d.regions.first() else {
            continue;
        };
        let mut best: Option<(f64, SegmentId, SegmentId)> = None;
        for e in &arr.dangle_ends {
            let free = arr.point(e.free);
            if f.regions.locate(free) != PointLocation::Inside(id) {
                continue;
            }
            let Some(own) = segs.end_line(&e.sources, free) else {
                continue;
            };
            if let Some((gap, other, _)) = segs.nearest(free, &e.sources)
                && gap < near
                && best.is_none_or(|b| gap < b.0)
            {
                best = Some((gap, own, other));
            }
        }
        if let Some((gap, own, other)) = best {
            d.set_message_said(said!(
                "diag-name-same-region-gap",
                message = d.message_arg(),
                line = line_said(board, own),
                gap = u_said(gap, board.units),
                other = line_said(board, other)
            ));
            d.set_help_said(said!(
                "diag-name-same-region-gap-help",
                line = line_said(board, own),
                other = line_said(board, other)
            ));
            if let Some(sp) = line_span(board, own)
                && !d.labels.iter().any(|l| l.span == sp)
            {
                d.push_label_said(
                    sp,
                    said!("diag-label-stops-short", gap = u_said(gap, board.units)),
                );
            }
        }
    }
}
