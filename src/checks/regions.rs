//! Checks of the regions: how many, how small, how unequal, their borders (short borders,
//! corner contacts, cut edges) and whether the board is connected.

use super::*;

pub(super) fn regions(f: &Facts, out: &mut Vec<Diagnostic>) {
    let (board, regs) = (f.board, f.regions);
    let rules = &board.rules;
    let n = regs.regions.len();
    if n == 0 {
        return;
    }
    // Region count and sizes.
    if (n as u32) < rules.min_regions || (n as u32) > rules.max_regions {
        let mut d = Diagnostic::said(
            Code::BoardRegionCount,
            said!(
                "diag-board-region-count",
                n = n,
                min = rules.min_regions,
                max = rules.max_regions
            ),
        )
        .with_help_said(said!("diag-board-region-count-help"));
        if let Some(s) = rules.span.or(board.frame.as_ref().map(|f| f.span)) {
            d = d.with_label_said(s, said!("diag-label-regions", n = n));
        }
        out.push(d);
    }
    let (mut small, mut large) = (&regs.regions[RegionId(1)], &regs.regions[RegionId(1)]);
    for r in &regs.regions {
        if r.area < small.area {
            small = r;
        }
        if r.area > large.area {
            large = r;
        }
    }
    if small.area > 0.0 && large.area / small.area > rules.max_area_ratio {
        let d = Diagnostic::said(
            Code::BoardUnequalRegions,
            said!(
                "diag-board-unequal-regions",
                large = region_said(f, large.id),
                ratio = ratio_above(large.area / small.area, rules.max_area_ratio),
                small = region_said(f, small.id),
                max = rules.max_area_ratio.to_string()
            ),
        )
        .with_help_said(said!("diag-board-unequal-regions-help"));
        out.push(with_region_labels(
            d,
            f,
            small.id,
            said!("diag-label-smallest"),
        ));
    }

    // Connectivity.
    let mut comps = components(regs);
    if comps.len() > 1 {
        // The largest group is the board; the others are cut off from it.
        comps.sort_by(|a, b| b.len().cmp(&a.len()).then(a[0].cmp(&b[0])));
        let groups: Vec<String> = comps
            .iter()
            .map(|c| {
                format!(
                    "[{}]",
                    c.iter()
                        .map(|r| r.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
            .collect();
        let mut d = Diagnostic::said(
            Code::BoardDisconnected,
            said!(
                "diag-board-disconnected",
                n = comps.len(),
                groups = groups.join(" ")
            ),
        )
        .with_help_said(said!("diag-board-disconnected-help"));
        for (c, g) in comps.iter().zip(&groups).skip(1) {
            let text = if c.len() == 1 {
                said!("diag-label-cut-off", region = region_said(f, c[0]))
            } else {
                said!("diag-label-cut-off-many", regions = g)
            };
            if let Some(s) = region_span(f, c[0]) {
                d = d.with_label_said(s, text);
            }
        }
        d = d.with_regions(comps.iter().skip(1).flatten().copied());
        out.push(d);
    }

    // Short borders and corner contacts.
    let min_border = rules.min_border(&board.pieces);
    let short_pairs: BTreeSet<(RegionId, RegionId)> = regs
        .borders
        .iter()
        .filter(|b| b.length < min_border)
        .map(|b| (b.regions[0], b.regions[1]))
        .collect();
    let carriers_of = border_lines(f, &short_pairs);
    let min_border_text = u_said(min_border, board.units);
    for b in &regs.borders {
        if b.length < min_border {
            let length = u_said(b.length, board.units);
            // Pieces joined rather than `format!`ed, here and in the other checks made once per
            // region or border: a board of 9000 regions has tens of thousands (issue 12).
            let d = Diagnostic::said(
                Code::RegionShortBorder,
                said!(
                    "diag-region-short-border",
                    a = region_said(f, b.regions[0]),
                    b = region_said(f, b.regions[1]),
                    length = length.clone(),
                    piece = min_border_text.clone()
                ),
            )
            .with_help_said(said!("diag-region-short-border-help"));
            // The primary label is the line that carries the border (the longest share of it);
            // the regions' names, when they have them, come after.
            // (One border per pair: looked up, not removed, which rebalanced the map each time.)
            let carriers = carriers_of
                .get(&(b.regions[0], b.regions[1]))
                .map_or(&[][..], Vec::as_slice);
            let mut d = d;
            for (i, s) in carriers.iter().take(2).enumerate() {
                if let Some(sp) = line_span(board, *s) {
                    let t = if i == 0 {
                        said!("diag-label-the-short-border", length = length.clone())
                    } else {
                        said!("diag-label-carries-the-rest")
                    };
                    d = d.with_label_said(sp, t);
                }
            }
            if d.labels.is_empty() {
                d = with_region_labels(d, f, b.regions[0], said!("diag-label-short-border"));
            } else {
                for id in b.regions {
                    // Named regions only; the name is tested first, so that the short borders
                    // of unnamed regions (most of them) look up no label (issue 12).
                    if f.names.get(id).is_some_and(Option::is_some)
                        && let Some(sp) = region_span(f, id)
                        && !d.labels.iter().any(|l| l.span == sp)
                    {
                        d = d.with_label_said(sp, said!("diag-region", id = id.0));
                    }
                }
            }
            out.push(d.with_regions(b.regions));
        }
    }
    // How many regions meet at each corner point: the arrangement's count (a region corner is
    // the arrangement corner of its two faces, at the same point).
    let key = |p: [f64; 2]| (p[0].to_bits(), p[1].to_bits());
    let meeting_at: BTreeMap<(u64, u64), (usize, IPoint)> = f
        .arrangement
        .corners
        .iter()
        .map(|c| (key(f.arrangement.point(c.at)), (c.meeting, c.at)))
        .collect();
    type Meeting = (Vec<[RegionId; 2]>, usize, [f64; 2], Option<IPoint>);
    let mut at_point: BTreeMap<(u64, u64), Meeting> = BTreeMap::new();
    for c in &regs.corners {
        let (meeting, grid_at) = match meeting_at.get(&key(c.at)) {
            Some((m, p)) => (*m, Some(*p)),
            None => (2, None),
        };
        let e = at_point
            .entry(key(c.at))
            .or_insert((Vec::new(), meeting, c.at, grid_at));
        e.0.push(c.regions);
    }
    for (pairs, meeting, at, grid_at) in at_point.into_values() {
        // "region 3 and region 5; region 4 and region 6"
        let list: Vec<Said> = pairs
            .iter()
            .map(|[a, b]| said!("diag-pair", a = region_said(f, *a), b = region_said(f, *b)))
            .collect();
        let msg = if meeting >= 4 {
            said!(
                "diag-region-corner-contact-meet",
                n = meeting,
                at = fmt_pt(at),
                pairs = list
            )
        } else {
            said!("diag-region-corner-contact", at = fmt_pt(at), pairs = list)
        };
        let mut d = Diagnostic::said(Code::RegionCornerContact, msg)
            .with_help_said(said!("diag-region-corner-contact-help"));
        // The regions concerned, sorted, each once.
        let mut ids: Vec<RegionId> = pairs.iter().flatten().copied().collect();
        ids.sort_unstable();
        ids.dedup();
        // The lines through the point, where the mark goes on the sheet; else the first
        // region's own labels.
        let through = grid_at.map_or_else(Vec::new, |p| lines_through(f, p));
        for s in &through {
            if let Some(sp) = line_span(board, *s)
                && !d.labels.iter().any(|l| l.span == sp)
            {
                let t = if (s.0 as usize) < board.lines.len() {
                    said!("diag-label-through-corner")
                } else {
                    said!("diag-label-corner-on-frame")
                };
                d = d.with_label_said(sp, t);
            }
        }
        if d.labels.is_empty()
            && let Some(first) = ids.first()
        {
            for (s, t) in region_labels(f, *first, said!("diag-label-corner-only")) {
                d = d.with_label_said(s, t);
            }
        }
        d.regions = ids;
        out.push(d);
    }

    // Regions too small for a jackal: from the proven capacity, or (without capacities) when
    // even the widest disc inside the region is narrower than a jackal.
    if let Some(j) = board.piece("jackal") {
        let diameter = u_said(j.diameter, board.units);
        for r in &regs.regions {
            let count = f.capacity.and_then(|c| c[r.id].count("jackal"));
            let width = 2.0 * r.label_clearance;
            let small = match count {
                Some(k) => k == 0,
                None => f.capacity.is_none() && widest_disc_bound(r) < j.diameter,
            };
            if !small {
                continue;
            }
            let d = Diagnostic::said(
                Code::RegionTooSmall,
                said!(
                    "diag-region-too-small",
                    region = region_said(f, r.id),
                    diameter = diameter.clone(),
                    area = area_said(r.area, board.units),
                    width = u_said(width, board.units)
                ),
            )
            .with_help_said(said!(
                "diag-region-too-small-help",
                by = u_said((j.diameter - width).max(0.0), board.units)
            ));
            out.push(with_region_labels(
                d,
                f,
                r.id,
                said!("diag-label-too-small"),
            ));
        }
    }

    // Counts where the packing search stopped at its work limit: certified, far below the
    // capacity, and said so rather than passed off as the capacity.
    if let Some(cap) = f.capacity {
        for r in &regs.regions {
            let c = &cap[r.id];
            for (kind, bound) in &c.capped {
                let d = Diagnostic::said(
                    Code::RegionSearchCapped,
                    said!(
                        "diag-region-search-capped",
                        region = region_said(f, r.id),
                        kind = kind,
                        n = c.count(kind).unwrap_or(0),
                        points = crate::capacity::lattice::MAX_LATTICE_POINTS,
                        bound = *bound
                    ),
                )
                .with_help_said(said!("diag-region-search-capped-help"));
                out.push(with_region_labels(
                    d,
                    f,
                    r.id,
                    said!("diag-label-search-stopped"),
                ));
            }
        }
    }

    // Capacity rules.
    let Some(cap) = f.capacity else { return };
    let lion = board.piece("lion");
    let jackal = board.piece("jackal");
    // A place to point at when a piece kind has no entry in the file (default pieces).
    let fallback = board
        .setup
        .as_ref()
        .map(|s| (s.span, said!("diag-label-the-setup")))
        .or(board
            .frame
            .as_ref()
            .map(|fr| (fr.span, said!("diag-label-the-field"))))
        .or(board
            .lines
            .first()
            .map(|l| (l.span, said!("diag-label-the-lines"))));
    let list = |ids: &[RegionId]| {
        ids.iter()
            .map(|id| id.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(l) = lion {
        let holding: Vec<RegionId> = regs
            .regions
            .iter()
            .filter(|r| cap[r.id].count("lion").unwrap_or(0) >= 1)
            .map(|r| r.id)
            .collect();
        if holding.len() < l.count as usize {
            let mut d = Diagnostic::said(
                Code::BoardTooFewLionRegions,
                said!(
                    "diag-board-too-few-lion-regions",
                    k = holding.len(),
                    regions = list(&holding),
                    n = l.count
                ),
            )
            .with_help_said(said!(
                "diag-board-too-few-lion-regions-help",
                diameter = u_said(l.diameter, board.units)
            ))
            .with_regions(holding.iter().copied());
            match (l.span, &fallback) {
                (Some(s), _) => {
                    d = d.with_label_said(s, said!("count-lion", n = l.count));
                }
                (None, Some((s, _))) => {
                    d = d.with_label_said(*s, said!("diag-label-default-lions", n = l.count));
                }
                (None, None) => {}
            }
            out.push(d);
        }
    }
    if let Some(j) = jackal
        && j.count > 0
        && !cap
            .iter()
            .any(|c| c.count("jackal").unwrap_or(0) >= j.count as usize)
    {
        let best = regs
            .regions
            .iter()
            .map(|r| (cap[r.id].count("jackal").unwrap_or(0), r.id))
            .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        let msg = match best {
            Some((k, id)) => said!(
                "diag-board-no-pack-region-largest",
                n = j.count,
                region = region_said(f, id),
                k = k
            ),
            None => said!("diag-board-no-pack-region", n = j.count),
        };
        let mut d = Diagnostic::said(Code::BoardNoPackRegion, msg)
            .with_help_said(said!("diag-board-no-pack-region-help"));
        match (j.span, &fallback) {
            (Some(s), _) => d = d.with_label_said(s, said!("count-jackal", n = j.count)),
            (None, Some((s, _))) => {
                d = d.with_label_said(*s, said!("diag-label-default-jackals", n = j.count));
            }
            (None, None) => {}
        }
        if let Some((_, id)) = best {
            d = d.with_regions([id]);
        }
        out.push(d);
    }
    // Captures: one lion moving onto three jackals, or three jackals onto a lion, need one lion
    // and three jackals in one region. Without a lion or three jackals in play, none can happen
    // whatever the board, so there is nothing to check.
    if let (Some(l), Some(j)) = (lion, jackal)
        && l.count >= 1
        && j.count >= 3
    {
        let capture = |c: &RegionCapacity| c.mixed.get(1).is_some_and(|&jk| jk >= 3);
        let hosts = cap.iter().filter(|c| capture(c)).count();
        let lion_regions: Vec<RegionId> = regs
            .regions
            .iter()
            .filter(|r| {
                let c = &cap[r.id];
                c.count("lion").unwrap_or(0) >= 1 && !c.mixed.is_empty()
            })
            .map(|r| r.id)
            .collect();
        if hosts == 0 && !lion_regions.is_empty() {
            // One finding for the board rather than one per region.
            let mut d = Diagnostic::said(
                Code::BoardNoCaptureRegion,
                said!(
                    "diag-board-no-capture-region",
                    regions = list(&lion_regions),
                    n = lion_regions
                        .iter()
                        .filter_map(|id| cap[*id].mixed.get(1).copied())
                        .max()
                        .unwrap_or(0)
                ),
            )
            .with_help_said(said!(
                "diag-board-no-capture-region-help",
                lion = u_said(l.diameter, board.units),
                jackal = u_said(j.diameter, board.units)
            ))
            .with_regions(lion_regions.iter().copied());
            for (p, what) in [(l, "lion"), (j, "jackal")] {
                if let Some(s) = p.span {
                    d = d.with_label_said(
                        s,
                        said!(
                            "diag-label-piece-across",
                            kind = what,
                            diameter = u_said(p.diameter, board.units)
                        ),
                    );
                }
            }
            if d.labels.is_empty()
                && let Some((s, t)) = fallback
            {
                d = d.with_label_said(s, t);
            }
            out.push(d);
        } else {
            for id in &lion_regions {
                let c = &cap[*id];
                if capture(c) {
                    continue;
                }
                let d = Diagnostic::said(
                    Code::RegionNoCapture,
                    said!(
                        "diag-region-no-capture",
                        region = region_said(f, *id),
                        n = c.mixed.get(1).copied().unwrap_or(0)
                    ),
                )
                .with_help_said(said!("diag-region-no-capture-help"));
                out.push(with_region_labels(
                    d,
                    f,
                    *id,
                    said!("diag-label-no-capture-room"),
                ));
            }
        }
    }
}

/// For each region pair of `pairs`, the lines (and frame edges) along its border, longest share
/// first (ties to the lower id): the edges of the arrangement with one region on each side. One
/// pass over the edges for every pair (it was one pass per pair: quadratic on boards with
/// thousands of short borders, two thirds of `build --no-capacity` on random-1000 of
/// bench/compare.py, issue 12).
pub(super) fn border_lines(
    f: &Facts,
    pairs: &BTreeSet<(RegionId, RegionId)>,
) -> BTreeMap<(RegionId, RegionId), Vec<SegmentId>> {
    let arr = f.arrangement;
    if pairs.is_empty() {
        return BTreeMap::new();
    }
    let mut region_of = vec![None; arr.faces.len()];
    for r in &f.regions.regions {
        if let Some(x) = region_of.get_mut(r.face.0 as usize) {
            *x = Some(r.id);
        }
    }
    let mut share: BTreeMap<(RegionId, RegionId), BTreeMap<SegmentId, f64>> = BTreeMap::new();
    for (k, sources) in arr.edge_sources.iter().enumerate() {
        let h = crate::geometry::dcel::HalfEdgeId(2 * k as u32);
        let t = crate::geometry::dcel::HalfEdgeId(2 * k as u32 + 1);
        let side = |h| {
            arr.face_of(h)
                .and_then(|fc| region_of.get(fc.0 as usize).copied().flatten())
        };
        let (Some(a), Some(b)) = (side(h), side(t)) else {
            continue;
        };
        let pair = (a.min(b), a.max(b));
        if !pairs.contains(&pair) {
            continue;
        }
        let (p, q) = (arr.dcel.origin(h), arr.dcel.dest(h));
        let len = arr
            .grid
            .length(libm::hypot((q.x - p.x) as f64, (q.y - p.y) as f64));
        let share = share.entry(pair).or_default();
        for s in sources {
            *share.entry(*s).or_insert(0.0) += len;
        }
    }
    share
        .into_iter()
        .map(|(pair, share)| {
            let mut v: Vec<(SegmentId, f64)> = share.into_iter().collect();
            v.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            (pair, v.into_iter().map(|x| x.0).collect())
        })
        .collect()
}

/// An upper bound on the diameter of the widest disc inside `r`, board units: twice the proven
/// bound on its clearance from the label search ([`crate::regions::Label::clearance_bound`]:
/// the pole of inaccessibility's clearance plus the search's precision, or the largest cell still
/// open when the cell budget ran out, never more than half the bounding box's shorter side).
pub(super) fn widest_disc_bound(r: &crate::regions::Region) -> f64 {
    2.0 * r.clearance_bound
}

pub(super) fn components(regs: &Regions) -> Vec<Vec<RegionId>> {
    let mut seen = RegionVec::from_elem(false, regs.regions.len());
    let mut out = Vec::new();
    for s in regs.regions.ids() {
        if seen[s] {
            continue;
        }
        let mut comp = Vec::new();
        let mut q = VecDeque::from([s]);
        seen[s] = true;
        while let Some(i) = q.pop_front() {
            comp.push(i);
            for nb in regs.neighbors(i) {
                if !seen[nb] {
                    seen[nb] = true;
                    q.push_back(nb);
                }
            }
        }
        comp.sort();
        out.push(comp);
    }
    out
}

/// Graph distances (borders crossed) from `from` to every region; `u32::MAX` when unreachable
/// (every region when `from` is no region).
pub fn distances(regs: &Regions, from: RegionId) -> RegionVec<u32> {
    let mut dist = RegionVec::from_elem(u32::MAX, regs.regions.len());
    let Some(d) = dist.get_mut(from) else {
        return dist;
    };
    *d = 0;
    let mut q = VecDeque::from([from]);
    while let Some(i) = q.pop_front() {
        for nb in regs.neighbors(i) {
            if dist[nb] == u32::MAX {
                dist[nb] = dist[i] + 1;
                q.push_back(nb);
            }
        }
    }
    dist
}

/// `ratio` with the fewest decimals (0 to 4) that still read as more than `limit`: a ratio of
/// 8.25 against a limit of 8 is "8.2", never "8" (which would read as no more than the limit);
/// 35 is "35".
fn ratio_above(ratio: f64, limit: f64) -> String {
    (0..=4)
        .map(|d| format!("{ratio:.d$}"))
        .find(|t| t.parse::<f64>().is_ok_and(|x| x > limit))
        .unwrap_or_else(|| format!("{ratio}"))
}

/// The board lines (and the frame's pieces) through the arrangement's vertex at `p`, each once,
/// in order of id: the sources of the edges leaving that vertex. None when `p` is no vertex.
fn lines_through(f: &Facts, p: IPoint) -> Vec<SegmentId> {
    let dcel = &f.arrangement.dcel;
    let Ok(v) = dcel.vertices.binary_search(&p) else {
        return Vec::new();
    };
    let mut out: Vec<SegmentId> = dcel.outgoing[v]
        .iter()
        .filter_map(|h| f.arrangement.edge_sources.get(h.0 as usize / 2))
        .flatten()
        .copied()
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod ratio_tests {
    use super::ratio_above;

    /// By hand: 8.25 shown with 0 decimals is 8 (not above 8), with 1 it is 8.2 (ties to even);
    /// 8.04 needs 2 (8.0 is not above 8); 35 and 2 need none.
    #[test]
    fn a_ratio_reads_as_above_its_limit() {
        assert_eq!(ratio_above(8.25, 8.0), "8.2");
        assert_eq!(ratio_above(8.04, 8.0), "8.04");
        assert_eq!(ratio_above(35.2, 8.0), "35");
        assert_eq!(ratio_above(2.0, 1.5), "2");
    }
}
