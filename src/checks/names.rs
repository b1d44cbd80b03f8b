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
            d.message = format!(
                "{}: {} stops {} short of {}, so its two sides are one region",
                d.message,
                line_name(board, own),
                fmt_u(gap, board.units),
                line_name(board, other)
            );
            d.help = Some(format!(
                "extend {} to meet {} (see the near miss), or move one of the points into the region it is meant for",
                line_name(board, own),
                line_name(board, other)
            ));
            if let Some(sp) = line_span(board, own)
                && !d.labels.iter().any(|l| l.span == sp)
            {
                d.labels.push(crate::diagnostics::Label {
                    span: sp,
                    text: format!("stops {} short", fmt_u(gap, board.units)),
                });
            }
        }
    }
}
