//! Checks of the start position: lions together, the pack too close, pieces that do not fit.

use super::*;

/// A kind of the game's pieces with none in play: the game cannot start.
pub(super) fn pieces_in_play(f: &Facts, out: &mut Vec<Diagnostic>) {
    for kind in ["lion", "jackal"] {
        if let Some(p) = f.board.piece(kind)
            && p.count == 0
        {
            let mut d = new(
                Code::SetupNoPieces,
                format!("no {kind}s are in play (`count: 0`); the game needs both sides"),
            )
            .with_help(format!("give `pieces: {kind}: count` at least 1"));
            if let Some(sp) = p.span {
                d = d.with_label(sp, "count 0");
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
            let mut d = new(
                Code::SetupLionsTogether,
                format!(
                    "two lions start in {}; lions start one per region",
                    region_title(f.names, *id)
                ),
            )
            .with_help("put each lion in a region of its own")
            .with_regions([*id]);
            if let Some(sp) = lion_spans.get(i) {
                d = d.with_label(*sp, "second lion here");
            }
            if let Some(sp) = lion_spans.get(first) {
                d = d.with_label(*sp, "first lion here");
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
        let mut d = new(
            Code::SetupRegionId,
            format!(
                "the setup names region{} by id ({}): ids follow the reading order of the regions and change when a line moves",
                if ids.len() == 1 { "" } else { "s" },
                ids.join(", ")
            ),
        )
        .with_help("name the regions under `regions:` (a point inside each) and start the pieces there by name");
        for r in by_id {
            d = d.with_label(r.span, "a region id");
        }
        out.push(d);
    }
    if board.piece("lion").is_none_or(|l| l.count == 0) && !raw.lions.is_empty() {
        out.push(
            new(
                Code::SetupLionCount,
                format!(
                    "the setup places {} lion{} but no lions are in play",
                    raw.lions.len(),
                    if raw.lions.len() == 1 { "" } else { "s" }
                ),
            )
            .with_help(
                "add `lion: {diameter: D, count: N}` under `pieces:`, or remove `setup: lions:`",
            )
            .with_label(raw.span, "setup"),
        );
    } else if let Some(l) = board.piece("lion")
        && raw.lions.len() != l.count as usize
    {
        out.push(
            new(
                Code::SetupLionCount,
                format!(
                    "the setup places {} but {} in play",
                    count(raw.lions.len(), "lion"),
                    if l.count == 1 {
                        "1 is".to_string()
                    } else {
                        format!("{} are", l.count)
                    }
                ),
            )
            .with_help(
                "list one region per lion under `setup: lions:`, or change `pieces: lion: count`",
            )
            .with_label(raw.span, "setup"),
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
                    new(
                        Code::SetupDoesNotFit,
                        format!(
                            "a lion starts in {}, but no lion fits there: a lion is {} across and the widest disc inside the region is {} across",
                            region_title(f.names, *id),
                            fmt_u(dia, board.units),
                            fmt_u(width, board.units)
                        ),
                    )
                    .with_help("start the lion in a region at least a lion wide")
                    .with_label(span_of(*id), "no room for a lion")
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
                    new(
                        Code::SetupDoesNotFit,
                        format!(
                            "the pack of {} starts in {}, which holds only {fit_beside}",
                            count(j.count as usize, "jackal"),
                            region_title(f.names, p)
                        ),
                    )
                    .with_help("start the pack in a region that holds it whole")
                    .with_label(sp, "pack too large for this region")
                    .with_regions([p]),
                );
            }
        }
    }
    if let Some(p) = s.jackals {
        let dist = distances(f.regions, p);
        for id in seen.keys() {
            let dd = dist[*id];
            if dd == 0 {
                out.push(
                    new(
                        Code::SetupPackWithLion,
                        format!(
                            "the pack starts in {}, where a lion starts: a region never holds both sides at rest (rule 1)",
                            region_title(f.names, *id)
                        ),
                    )
                    .with_help(format!(
                        "start the pack in a region without a lion, at least {} from every lion",
                        count(board.rules.min_pack_distance as usize, "border")
                    ))
                    .with_label(raw.jackals.as_ref().map(|r| r.span).unwrap_or(raw.span), "the pack")
                    .with_label(span_of(*id), "the lion")
                    .with_regions([p, *id]),
                );
            } else if dd < board.rules.min_pack_distance {
                let what = match dd {
                    1 => "next to".to_string(),
                    _ => format!("{dd} borders from"),
                };
                out.push(
                    new(Code::SetupPackTooClose, format!(
                            "the pack starts {what} the lion in {}; it should start on the other side of the field",
                            region_title(f.names, *id)
                        ),
                    )
                    .with_help(format!(
                        "start the pack at least {} from every lion, or lower `rules: {{min_pack_distance}}`",
                        count(board.rules.min_pack_distance as usize, "border")
                    ))
                    .with_label(raw.jackals.as_ref().map(|r| r.span).unwrap_or(raw.span), "the pack")
                    .with_label(span_of(*id), "the lion")
                    .with_regions([p, *id]),
                );
            }
        }
    }
}
