//! Checks of the start position: lions together, the pack too close, pieces that do not fit.

use super::*;

/// A kind of the game's pieces with none in play: the game cannot start.
pub(super) fn pieces_in_play(f: &Facts, out: &mut Vec<Diagnostic>) {
    for kind in ["lion", "jackal"] {
        if let Some(p) = f.board.piece(kind)
            && p.count == 0
        {
            let mut d = Diagnostic::said(
                Code::SetupNoPieces,
                said!("diag-setup-no-pieces", kind = kind),
            )
            .with_help_said(said!("diag-setup-no-pieces-help", kind = kind));
            if let Some(sp) = p.span {
                d = d.with_label_said(sp, said!("diag-label-count-0"));
            }
            out.push(d);
        }
    }
}

pub(super) fn setup(f: &Facts, s: &ResolvedSetup, out: &mut Vec<Diagnostic>) {
    let board = f.board;
    let Some(raw) = &board.setup else { return };
    // Spans of the resolved lions only, so that an unresolvable entry does not shift them.
    let lion_spans: &[Span] = &s.lion_spans;
    let span_of = |id: RegionId| {
        s.lions
            .iter()
            .position(|x| *x == id)
            .and_then(|i| lion_spans.get(i).copied())
            .unwrap_or(raw.span)
    };
    // Two lions in one region.
    let mut seen: BTreeMap<RegionId, usize> = BTreeMap::new();
    for (i, id) in s.lions.iter().enumerate() {
        if let Some(&first) = seen.get(id) {
            let mut d = Diagnostic::said(
                Code::SetupLionsTogether,
                said!("diag-setup-lions-together", region = region_said(f, *id)),
            )
            .with_help_said(said!("diag-setup-lions-together-help"))
            .with_regions([*id]);
            if let Some(sp) = lion_spans.get(i) {
                d = d.with_label_said(*sp, said!("diag-label-second-lion"));
            }
            if let Some(sp) = lion_spans.get(first) {
                d = d.with_label_said(*sp, said!("diag-label-first-lion"));
            }
            out.push(d);
        } else {
            seen.insert(*id, i);
        }
    }
    // Region ids follow the reading order: they change when a line moves, names do not.
    let by_id: Vec<&crate::input::SpannedRef> = raw
        .lions
        .iter()
        .chain(raw.jackals.as_ref())
        .filter(|r| matches!(r.region, RegionRef::Id(_)))
        .collect();
    if !by_id.is_empty() {
        let ids: Vec<String> = by_id
            .iter()
            .filter_map(|r| match r.region {
                RegionRef::Id(i) => Some(i.to_string()),
                RegionRef::Name(_) => None,
            })
            .collect();
        let mut d = Diagnostic::said(
            Code::SetupRegionId,
            said!("diag-setup-region-id", n = ids.len(), ids = ids.join(", ")),
        )
        .with_help_said(said!("diag-setup-region-id-help"));
        for r in by_id {
            d = d.with_label_said(r.span, said!("diag-label-region-id"));
        }
        out.push(d);
    }
    if board.piece("lion").is_none_or(|l| l.count == 0) && !raw.lions.is_empty() {
        out.push(
            Diagnostic::said(
                Code::SetupLionCount,
                said!("diag-setup-lions-none-in-play", n = raw.lions.len()),
            )
            .with_help_said(said!("diag-setup-lions-none-in-play-help"))
            .with_label_said(raw.span, said!("diag-label-setup")),
        );
    } else if let Some(l) = board.piece("lion")
        && raw.lions.len() != l.count as usize
    {
        out.push(
            Diagnostic::said(
                Code::SetupLionCount,
                said!("diag-setup-lion-count", n = raw.lions.len(), k = l.count),
            )
            .with_help_said(said!("diag-setup-lion-count-help"))
            .with_label_said(raw.span, said!("diag-label-setup")),
        );
    }
    if let Some(cap) = f.capacity {
        for id in seen.keys() {
            let c = &cap[*id];
            if c.count("lion") == Some(0) {
                let (dia, width) = (
                    board.piece("lion").map_or(0.0, |l| l.diameter),
                    f.regions.get(*id).map_or(0.0, |r| 2.0 * r.label_clearance),
                );
                out.push(
                    Diagnostic::said(
                        Code::SetupDoesNotFit,
                        said!(
                            "diag-setup-lion-does-not-fit",
                            region = region_said(f, *id),
                            diameter = u_said(dia, board.units),
                            width = u_said(width, board.units)
                        ),
                    )
                    .with_help_said(said!("diag-setup-lion-does-not-fit-help"))
                    .with_label_said(span_of(*id), said!("diag-label-no-room-lion"))
                    .with_regions([*id]),
                );
            }
        }
        if let (Some(p), Some(j)) = (s.jackals, board.piece("jackal")) {
            let c = &cap[p];
            // The jackals alone: a pack starting beside a lion is its own error (pack-with-lion).
            let fit_beside = c.count("jackal").unwrap_or(0);
            if fit_beside < j.count as usize {
                let sp = raw.jackals.as_ref().map(|r| r.span).unwrap_or(raw.span);
                out.push(
                    Diagnostic::said(
                        Code::SetupDoesNotFit,
                        said!(
                            "diag-setup-pack-does-not-fit",
                            n = j.count,
                            region = region_said(f, p),
                            k = fit_beside
                        ),
                    )
                    .with_help_said(said!("diag-setup-pack-does-not-fit-help"))
                    .with_label_said(sp, said!("diag-label-pack-too-large"))
                    .with_regions([p]),
                );
            }
        }
    }
    if let Some(p) = s.jackals {
        let dist = distances(f.regions, p);
        let pack_span = raw.jackals.as_ref().map_or(raw.span, |r| r.span);
        for id in seen.keys() {
            let dd = dist[*id];
            if dd == 0 {
                out.push(
                    Diagnostic::said(
                        Code::SetupPackWithLion,
                        said!("diag-setup-pack-with-lion", region = region_said(f, *id)),
                    )
                    .with_help_said(said!(
                        "diag-setup-pack-with-lion-help",
                        n = board.rules.min_pack_distance
                    ))
                    .with_label_said(pack_span, said!("diag-label-the-pack"))
                    .with_label_said(span_of(*id), said!("diag-label-the-lion"))
                    .with_regions([p, *id]),
                );
            } else if dd < board.rules.min_pack_distance {
                out.push(
                    Diagnostic::said(
                        Code::SetupPackTooClose,
                        said!(
                            "diag-setup-pack-too-close",
                            d = dd,
                            region = region_said(f, *id)
                        ),
                    )
                    .with_help_said(said!(
                        "diag-setup-pack-too-close-help",
                        n = board.rules.min_pack_distance
                    ))
                    .with_label_said(pack_span, said!("diag-label-the-pack"))
                    .with_label_said(span_of(*id), said!("diag-label-the-lion"))
                    .with_regions([p, *id]),
                );
            }
        }
    }
}
