//! Checks of the drawing: dangles and near misses (with the `snap:` pitch that would join
//! them), duplicate and overlapping lines, lines outside or along the frame, degenerate lines.

use super::*;

/// Every line of the board, indexed for nearest-line queries: the board's lines, then the
/// frame's edges (ids from `lines.len()` on, as in the arrangement), in an R-tree (rstar) so that
/// checks of boards with many free ends stay near `O(n log n)`.
pub(super) struct Segs {
    /// `segs[i]` has id `SegmentId(i)`.
    segs: Vec<[[f64; 2]; 2]>,
    tree: rstar::RTree<SegItem>,
}

impl Segs {
    pub(super) fn new(board: &Board) -> Self {
        let mut segs: Vec<[[f64; 2]; 2]> = board.lines.iter().map(|l| [l.from, l.to]).collect();
        if let Some(fr) = &board.frame {
            let ring = fr.ring();
            for k in 0..ring.len() {
                segs.push([ring[k], ring[(k + 1) % ring.len()]]);
            }
        }
        let items = segs
            .iter()
            .enumerate()
            .map(|(i, s)| {
                rstar::primitives::GeomWithData::new(
                    rstar::primitives::Line::new(s[0], s[1]),
                    i as u32,
                )
            })
            .collect();
        Segs {
            segs,
            tree: rstar::RTree::bulk_load(items),
        }
    }

    pub(super) fn get(&self, id: SegmentId) -> Option<[[f64; 2]; 2]> {
        self.segs.get(id.0 as usize).copied()
    }

    /// The line nearest to `p`, leaving out `exclude`: `(distance, line, nearest point)`. Ties
    /// go to the lower id, so the answer is deterministic.
    pub(super) fn nearest(
        &self,
        p: [f64; 2],
        exclude: &[SegmentId],
    ) -> Option<(f64, SegmentId, [f64; 2])> {
        let mut best: Option<(f64, u32)> = None;
        for (g, d2) in self.tree.nearest_neighbor_iter_with_distance_2(p) {
            if exclude.contains(&SegmentId(g.data)) {
                continue;
            }
            match best {
                None => best = Some((d2, g.data)),
                Some((b2, bi)) if d2 <= b2 => best = Some((b2, bi.min(g.data))),
                Some(_) => break,
            }
        }
        let (_, i) = best?;
        let [a, b] = self.segs[i as usize];
        let (q, dd) = crate::regions::nearest_on_segment(p, a, b);
        Some((dd, SegmentId(i), q))
    }

    /// Ids of the lines within `r` of `p`.
    pub(super) fn within(&self, p: [f64; 2], r: f64) -> Vec<SegmentId> {
        self.tree
            .locate_within_distance(p, r * r)
            .map(|g| SegmentId(g.data))
            .collect()
    }

    /// The line, among a dangle chain's `sources`, that holds the free end at `free`: the one
    /// with an end nearest to it (ties to the lower id).
    pub(super) fn end_line(&self, sources: &[SegmentId], free: [f64; 2]) -> Option<SegmentId> {
        let mut best: Option<(f64, SegmentId)> = None;
        for id in sources {
            let Some([a, b]) = self.get(*id) else {
                continue;
            };
            let dd = libm::hypot(a[0] - free[0], a[1] - free[1])
                .min(libm::hypot(b[0] - free[0], b[1] - free[1]));
            if best.is_none_or(|x| dd < x.0 || (dd == x.0 && *id < x.1)) {
                best = Some((dd, *id));
            }
        }
        best.map(|x| x.1).or(sources.first().copied())
    }
}

pub(super) fn drawing(f: &Facts, out: &mut Vec<Diagnostic>) {
    let (board, arr) = (f.board, f.arrangement);
    let n = board.lines.len();
    let segs = Segs::new(board);
    let near = near_threshold(board);

    if arr.faces.is_empty() {
        // The gap: the shortest distance from a free end to another line (or another free end).
        struct Gap {
            len: f64,
            end: [f64; 2],
            end_line: Option<SegmentId>,
            to: [f64; 2],
            to_line: Option<SegmentId>,
        }
        let mut gap: Option<Gap> = None;
        // (The nearest line is never farther than the nearest other free end, which lies on a
        // line, so free ends need no comparing among themselves.)
        for e in &arr.dangle_ends {
            let p = arr.point(e.free);
            let own = segs.end_line(&e.sources, p);
            let exclude: Vec<SegmentId> = own.into_iter().collect();
            if let Some((dd, id, q)) = segs.nearest(p, &exclude)
                && gap.as_ref().is_none_or(|g| dd < g.len)
            {
                gap = Some(Gap {
                    len: dd,
                    end: p,
                    end_line: own,
                    to: q,
                    to_line: Some(id),
                });
            }
        }
        // What to add when nothing closes: a frame, unless the board has one.
        let framed = if board.frame.is_some() { "yes" } else { "no" };
        // A frame whose corners fall on fewer than three grid points, or on one line, has no
        // area on the grid: say so rather than ask for a frame.
        let flat_frame = board.frame.as_ref().is_some_and(|fr| {
            let ring: Vec<_> = fr
                .ring()
                .iter()
                .filter_map(|c| arr.grid.snap(*c).ok())
                .collect();
            crate::geometry::predicates::ring_area2(&ring) == 0
        });
        let mut d = match &gap {
            _ if flat_frame => {
                let fr = board.frame.as_ref().map(|f| f.ring()).unwrap_or_default();
                let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
                for c in &fr {
                    lo = [lo[0].min(c[0]), lo[1].min(c[1])];
                    hi = [hi[0].max(c[0]), hi[1].max(c[1])];
                }
                let mut d = Diagnostic::said(
                    Code::BoardNoRegions,
                    said!(
                        "diag-board-no-regions-flat-frame",
                        w = u_said(hi[0] - lo[0], board.units),
                        h = u_said(hi[1] - lo[1], board.units),
                        pitch = u_said(arr.grid.pitch(), board.units)
                    ),
                )
                .with_help_said(said!("diag-board-no-regions-flat-frame-help"));
                if let Some(fr) = &board.frame {
                    d = d.with_label_said(fr.span, said!("diag-label-below-grid"));
                }
                out.push(d);
                return;
            }
            Some(g) => {
                let a_line = || said!("diag-a-line");
                Diagnostic::said(
                    Code::BoardNoRegions,
                    said!(
                        "diag-board-no-regions-gap",
                        gap = u_said(g.len, board.units),
                        line = g.end_line.map_or_else(a_line, |s| line_said(board, s)),
                        at = fmt_pt(g.end),
                        other = g.to_line.map_or_else(a_line, |s| line_said(board, s)),
                        to = fmt_pt(g.to)
                    ),
                )
                .with_help_said(said!(
                    "diag-board-no-regions-gap-help",
                    to = fmt_pt(g.to),
                    framed = framed
                ))
            }
            None if board.lines.is_empty() && board.frame.is_none() => {
                Diagnostic::said(Code::BoardNoRegions, said!("diag-board-no-regions-empty"))
                    .with_help_said(said!("diag-board-no-regions-empty-help"))
            }
            None => Diagnostic::said(Code::BoardNoRegions, said!("diag-board-no-regions"))
                .with_help_said(said!("diag-board-no-regions-help", framed = framed)),
        };
        if let Some(g) = &gap {
            for (s, t) in [
                (g.end_line, said!("diag-label-free-end", at = fmt_pt(g.end))),
                (
                    g.to_line,
                    said!("diag-label-from-free-end", gap = u_said(g.len, board.units)),
                ),
            ] {
                if let Some(sp) = s.and_then(|s| line_span(board, s))
                    && !d.labels.iter().any(|l| l.span == sp)
                {
                    d = d.with_label_said(sp, t);
                }
            }
        }
        out.push(d);
    }

    // Dangles: one finding per free end, as a near miss when it almost meets a line. Each near
    // miss runs small local arrangements (to find the snap pitch that joins it), so on large
    // generated boards the free ends are examined in parallel; the findings keep their order.
    let dangle = |i: usize, e: &crate::geometry::arrangement::DangleEnd| -> Option<Diagnostic> {
        if arr.faces.is_empty() {
            return None;
        }
        // The snap pitch is worked out for the first free ends only (see MAX_SNAP_SEARCHES).
        let searched = i < MAX_SNAP_SEARCHES;
        let free = arr.point(e.free);
        let joining = |to: [f64; 2], gap: f64| {
            searched
                .then(|| snap_joining(&segs, free, to, &e.sources, gap))
                .flatten()
        };
        // A near miss's help, `[with_snap, without]`: the point `to` to end or move the line at,
        // and the `snap:` pitch that closes every gap this small, when one is found.
        let near_help = |to: [f64; 2], gap: f64, [with_snap, without]: [&'static str; 2]| {
            let at = fmt_pt_near(to, gap);
            match joining(to, gap).and_then(|p| snap_moves(board, p).map(|m| (p, m))) {
                Some((p, moves)) => said!(with_snap, at = at, pitch = fmt_len(p), moves = moves),
                None => said!(
                    without,
                    at = at,
                    searched = if searched { "yes" } else { "no" },
                    limit = MAX_SNAP_SEARCHES
                ),
            }
        };
        let src = segs.end_line(&e.sources, free)?;
        let span = line_span(board, src);
        // Distance from the free end to the nearest other line.
        let best = segs.nearest(free, &e.sources);
        let overshoot = e.attached.filter(|_| e.length < near);
        let short = best.filter(|b| b.0 < near);
        let mut d = if let Some(at) = overshoot {
            let at = arr.point(at);
            // The line it meets: the nearest other line to the meeting point.
            let met = match segs.nearest(at, &e.sources) {
                Some((_, other, _)) => line_said(board, other),
                None => said!("diag-the-line-it-meets"),
            };
            Diagnostic::said(
                Code::BoardNearMiss,
                said!(
                    "diag-board-near-miss-overshoot",
                    line = line_said(board, src),
                    met = met,
                    at = fmt_pt_near(at, e.length),
                    by = u_said(e.length, board.units)
                ),
            )
            .with_help_said(near_help(
                at,
                e.length,
                [
                    "diag-board-near-miss-overshoot-snap",
                    "diag-board-near-miss-overshoot-help",
                ],
            ))
        } else if let Some((gap, other, q)) = short {
            Diagnostic::said(
                Code::BoardNearMiss,
                said!(
                    "diag-board-near-miss-short",
                    line = line_said(board, src),
                    gap = u_said(gap, board.units),
                    other = line_said(board, other),
                    at = fmt_pt_near(free, gap),
                    to = fmt_pt_near(q, gap)
                ),
            )
            .with_help_said(near_help(
                q,
                gap,
                [
                    "diag-board-near-miss-short-snap",
                    "diag-board-near-miss-short-help",
                ],
            ))
        } else {
            let msg = match best {
                Some((dd, other, _)) => said!(
                    "diag-board-dangle-near",
                    line = line_said(board, src),
                    at = fmt_pt(free),
                    distance = u_said(dd, board.units),
                    other = line_said(board, other),
                    length = u_said(e.length, board.units)
                ),
                None => said!(
                    "diag-board-dangle",
                    line = line_said(board, src),
                    at = fmt_pt(free),
                    length = u_said(e.length, board.units)
                ),
            };
            Diagnostic::said(Code::BoardDangle, msg).with_help_said(said!("diag-board-dangle-help"))
        };
        // A near miss prints the free end as finely as its gap needs, the label too.
        let resolution = match (overshoot, short) {
            (Some(_), _) => e.length,
            (None, Some((gap, _, _))) => gap,
            (None, None) => f64::INFINITY,
        };
        if let Some(sp) = span {
            d = d.with_label_said(
                sp,
                said!("diag-label-free-end", at = fmt_pt_near(free, resolution)),
            );
        }
        Some(d)
    };
    let found = crate::par::map_indexed(&arr.dangle_ends, PARALLEL_MIN_DANGLES, |(i, e)| {
        dangle(i, e)
    });
    out.extend(found.into_iter().flatten());
    let mut cut_by_line: BTreeMap<SegmentId, f64> = BTreeMap::new();
    for c in &arr.cut_edges {
        if let Some(&s) = c.sources.first() {
            *cut_by_line.entry(s).or_insert(0.0) += arr
                .grid
                .length(libm::hypot((c.b.x - c.a.x) as f64, (c.b.y - c.a.y) as f64));
        }
    }
    for (s, len) in cut_by_line {
        let mut d = Diagnostic::said(
            Code::BoardCutEdge,
            said!(
                "diag-board-cut-edge",
                line = line_said(board, s),
                length = u_said(len, board.units)
            ),
        )
        .with_help_said(said!("diag-board-cut-edge-help"));
        if let Some(sp) = line_span(board, s) {
            d = d.with_label_said(sp, said!("diag-label-same-region"));
        }
        out.push(d);
    }

    for s in &arr.outside_frame {
        let mut d = Diagnostic::said(
            Code::BoardOutsideFrame,
            said!("diag-board-outside-frame", line = line_said(board, *s)),
        )
        .with_help_said(said!("diag-board-outside-frame-help"));
        if let Some(sp) = line_span(board, *s) {
            d = d.with_label_said(sp, said!("diag-label-outside-frame"));
        }
        out.push(d);
    }

    for s in &arr.degenerate {
        let Some(l) = board.lines.get(s.0 as usize) else {
            continue;
        };
        if l.from == l.to {
            continue; // the loader reports exactly zero-length lines
        }
        out.push(
            Diagnostic::said(
                Code::BoardDegenerateLine,
                said!(
                    "diag-board-degenerate-line",
                    line = line_said(board, *s),
                    pitch = u_said(arr.grid.pitch(), board.units)
                ),
            )
            .with_help_said(said!("diag-board-degenerate-line-help"))
            .with_label_said(l.span, said!("diag-label-single-point")),
        );
    }

    // Duplicates and overlaps, each pair once; a line drawn three times is reported twice, each
    // copy against the first.
    let mut overlaps: Vec<&crate::geometry::arrangement::Overlap> = arr.overlaps.iter().collect();
    overlaps.sort_by_key(|o| o.lines);
    let mut copy_of: BTreeMap<SegmentId, SegmentId> = BTreeMap::new();
    let tol = 2.0 * arr.grid.pitch();
    // Lines that overlap in bundles of three or more (several pieces of one carrier line) get
    // one finding per bundle, not one per pair: 1 500 pieces of one line would be a million.
    let in_bundle = overlap_bundles(f, &overlaps, tol, out);
    for o in overlaps {
        let (a, b) = o.lines;
        if (a.0 as usize) >= n && (b.0 as usize) >= n {
            continue;
        }
        let identical = is_duplicate(board, o, tol);
        let d = if identical {
            if copy_of.contains_key(&a) || copy_of.contains_key(&b) {
                continue;
            }
            copy_of.insert(b, a);
            Diagnostic::said(
                Code::BoardDuplicateLine,
                said!(
                    "diag-board-duplicate-line",
                    line = line_said(board, b),
                    other = line_said(board, a),
                    length = u_said(o.length, board.units)
                ),
            )
            .with_help_said(said!("diag-board-duplicate-line-help"))
        } else if (b.0 as usize) >= n {
            Diagnostic::said(
                Code::BoardLineAlongFrame,
                said!(
                    "diag-board-line-along-frame",
                    line = line_said(board, a),
                    length = u_said(o.length, board.units)
                ),
            )
            .with_help_said(said!("diag-board-line-along-frame-help"))
        } else {
            if copy_of.contains_key(&a) || copy_of.contains_key(&b) {
                continue;
            }
            if in_bundle.contains(&a) {
                continue;
            }
            Diagnostic::said(
                Code::BoardOverlappingLines,
                said!(
                    "diag-board-overlapping-lines",
                    a = line_said(board, a),
                    b = line_said(board, b),
                    length = u_said(o.length, board.units)
                ),
            )
            .with_help_said(said!("diag-board-overlapping-lines-help"))
        };
        let mut d = d;
        for (s, t) in [
            (b, "diag-label-this-line"),
            (a, "diag-label-runs-along-this"),
        ] {
            if (s.0 as usize) < n
                && let Some(sp) = line_span(board, s)
            {
                d = d.with_label_said(sp, said!(t));
            }
        }
        out.push(d);
    }
}

/// True when the overlap `o` is one line drawn twice: the two drawn lines have the same ends
/// (either way round, to within `tol`), or the overlap covers both whole. The ends are compared
/// as drawn, so two copies that run past the frame (where the overlap inside it is shorter than
/// either) are duplicates as much as copies inside it. False for overlaps with the frame.
pub(super) fn is_duplicate(
    board: &Board,
    o: &crate::geometry::arrangement::Overlap,
    tol: f64,
) -> bool {
    let (Some(a), Some(b)) = (
        board.lines.get(o.lines.0.0 as usize),
        board.lines.get(o.lines.1.0 as usize),
    ) else {
        return false;
    };
    let near = |p: [f64; 2], q: [f64; 2]| libm::hypot(p[0] - q[0], p[1] - q[1]) <= tol;
    if (near(a.from, b.from) && near(a.to, b.to)) || (near(a.from, b.to) && near(a.to, b.from)) {
        return true;
    }
    let len = |l: &crate::input::Line| libm::hypot(l.to[0] - l.from[0], l.to[1] - l.from[1]);
    o.length >= len(a).max(len(b)) - tol
}

/// Groups the drawn lines that run along each other (overlaps that are not exact duplicates
/// and not along the frame) into bundles: connected components of the overlap pairs. Reports
/// each bundle of three or more lines once, as `board::overlapping-lines`, and returns its
/// lines; pairs are reported by the caller.
pub(super) fn overlap_bundles(
    f: &Facts,
    overlaps: &[&crate::geometry::arrangement::Overlap],
    tol: f64,
    out: &mut Vec<Diagnostic>,
) -> BTreeSet<SegmentId> {
    let board = f.board;
    let n = board.lines.len();
    let mut sets = petgraph::unionfind::UnionFind::<usize>::new(n);
    let mut pairs: Vec<(SegmentId, SegmentId, f64)> = Vec::new();
    for o in overlaps {
        let (a, b) = o.lines;
        if (a.0 as usize) >= n || (b.0 as usize) >= n || is_duplicate(board, o, tol) {
            continue;
        }
        sets.union(a.0 as usize, b.0 as usize);
        pairs.push((a, b, o.length));
    }
    let mut bundles: BTreeMap<usize, (BTreeSet<SegmentId>, usize, f64)> = BTreeMap::new();
    for (a, b, l) in pairs {
        let e = bundles.entry(sets.find_mut(a.0 as usize)).or_default();
        e.0.insert(a);
        e.0.insert(b);
        e.1 += 1;
        e.2 = e.2.max(l);
    }
    // In the order of each bundle's first line.
    let mut bundles: Vec<_> = bundles.into_values().collect();
    bundles.sort_by_key(|b| b.0.first().copied());
    let mut taken = BTreeSet::new();
    for (lines, count, longest) in bundles {
        if lines.len() < 3 {
            continue;
        }
        const NAMED: usize = 5;
        let names: Vec<Said> = lines
            .iter()
            .take(NAMED)
            .map(|&s| line_said(board, s))
            .collect();
        let more = lines.len().saturating_sub(NAMED);
        let mut d = Diagnostic::said(
            Code::BoardOverlappingLines,
            said!(
                "diag-board-overlapping-bundle",
                n = lines.len(),
                names = SaidArg::Joined(names, ", "),
                more = more,
                pairs = count,
                longest = u_said(longest, board.units)
            ),
        )
        .with_help_said(said!("diag-board-overlapping-bundle-help"));
        for (i, &s) in lines.iter().take(NAMED).enumerate() {
            if let Some(sp) = line_span(board, s) {
                let t = if i == 0 {
                    "diag-label-this-line"
                } else {
                    "diag-label-runs-along-it"
                };
                d = d.with_label_said(sp, said!(t));
            }
        }
        out.push(d);
        taken.extend(lines);
    }
    taken
}

/// The smallest snap pitch that joins a free end at `free` to the point `to` of another line (the
/// end of an overshoot at `to`), `gap` apart, or `None` when no pitch up to
/// [`MAX_SNAP_FACTOR`] times the gap does.
///
/// A pitch `p` makes the end's grid pixel (side `p`, centred on the end's rounded position) hot,
/// and snap rounding routes the other line through it when the line crosses that pixel (Hobby
/// 1999): an end within `p / 2` of the line is joined when the line runs through its pixel, which
/// depends on where the grid falls. So the candidates (the 1-2-5 series from just above `2 ·
/// gap`) are tried: each is run through the arrangement of the lines concerned, and the first
/// whose result has no free end left near `free` is returned.
pub(super) fn snap_joining(
    segs: &Segs,
    free: [f64; 2],
    to: [f64; 2],
    own: &[SegmentId],
    gap: f64,
) -> Option<f64> {
    if !(gap.is_finite() && gap > 0.0) {
        return None;
    }
    // The lines concerned: the dangle's own lines and every line passing near the gap.
    let reach = gap * (MAX_SNAP_FACTOR + 1.0);
    let mut ids: BTreeSet<SegmentId> = own.iter().copied().collect();
    ids.extend(segs.within(free, reach));
    ids.extend(segs.within(to, reach));
    if ids.len() > 64 {
        return None;
    }
    let input: Vec<[[f64; 2]; 2]> = ids.iter().filter_map(|id| segs.get(*id)).collect();
    let mut step = libm::pow(10f64, libm::log10(2.0 * gap).floor());
    let mut tried = 0;
    while tried < 12 {
        for m in [1.0, 2.0, 5.0] {
            let p = step * m;
            if p <= 2.0 * gap || p > MAX_SNAP_FACTOR * gap {
                continue;
            }
            tried += 1;
            let arr = crate::geometry::arrangement::build(&crate::geometry::arrangement::Input {
                segments: input.clone(),
                frame: None,
                grid: crate::geometry::snap::Grid::new(p).ok()?,
            });
            let Ok(arr) = arr else { return None };
            let still_free = arr.dangle_ends.iter().any(|e| {
                let q = arr.point(e.free);
                libm::hypot(q[0] - free[0], q[1] - free[1]) <= p
            });
            if !still_free {
                return Some(p);
            }
        }
        step *= 10.0;
        if step > MAX_SNAP_FACTOR * gap {
            break;
        }
    }
    None
}

/// A snap pitch is offered to join a near miss only when it is at most this share of the
/// smallest piece's diameter: a coarser grid moves points by a visible part of a piece (a
/// 0.077 in gap on an inch board was offered `snap: 0.5`, which moves points by up to 0.35 in
/// and moved a road; a 3 mm gap on a 300 mm board was offered `snap: 10`). Issue 23.4.
pub const SNAP_ADVICE_PIECE_SHARE: f64 = 0.01;

/// ... and at most this share of the board's larger side.
pub const SNAP_ADVICE_BOARD_SHARE: f64 = 0.001;

/// What the snap pitch `p` would move on `board`, as the words of the advice, or `None` when
/// `p` is too coarse to offer ([`SNAP_ADVICE_PIECE_SHARE`], [`SNAP_ADVICE_BOARD_SHARE`]): how
/// many of the drawn line ends and frame corners move and the farthest move, and the bound on
/// every other point (a crossing moves by up to `p · √2 / 2`).
pub(super) fn snap_moves(board: &Board, p: f64) -> Option<Said> {
    let mut pts: Vec<[f64; 2]> = board.lines.iter().flat_map(|l| [l.from, l.to]).collect();
    if let Some(fr) = &board.frame {
        pts.extend(fr.ring());
    }
    let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for c in &pts {
        lo = [lo[0].min(c[0]), lo[1].min(c[1])];
        hi = [hi[0].max(c[0]), hi[1].max(c[1])];
    }
    let side = (hi[0] - lo[0]).max(hi[1] - lo[1]);
    let piece = min_diameter(board);
    if !(p <= SNAP_ADVICE_PIECE_SHARE * piece && p <= SNAP_ADVICE_BOARD_SHARE * side) {
        return None;
    }
    let grid = crate::geometry::snap::Grid::new(p).ok()?;
    let (mut moved, mut farthest) = (0usize, 0.0f64);
    for c in &pts {
        let q = grid.point(grid.snap(*c).ok()?);
        let d = libm::hypot(q[0] - c[0], q[1] - c[1]);
        // Float noise of the grid's own coordinates is not a move.
        if d > 1e-9 * p {
            moved += 1;
            farthest = farthest.max(d);
        }
    }
    let bound = u_said(p * std::f64::consts::FRAC_1_SQRT_2, board.units);
    Some(if moved == 0 {
        said!("diag-snap-moves-none", n = pts.len(), bound = bound)
    } else {
        said!(
            "diag-snap-moves",
            moved = moved,
            n = pts.len(),
            farthest = u_said(farthest, board.units),
            bound = bound
        )
    })
}

/// Boards with at least this many free ends have them examined on rayon's pool.
pub(super) const PARALLEL_MIN_DANGLES: usize = 16;

/// The snap pitch that joins a near miss (`snap_joining`: a few small arrangements each) is
/// worked out for the first this many free ends of the arrangement; later near misses are
/// reported without it. A drawn board has far fewer free ends; on a generated board with
/// thousands of near misses the search took half of `build --no-capacity`'s time (random-1000
/// of bench/compare.py, issue 12), and one pitch per end helps nobody there.
pub const MAX_SNAP_SEARCHES: usize = 100;

/// Snap pitches up to this many times a near miss's gap are offered to join it; a coarser grid
/// would move every point of the board too far.
pub const MAX_SNAP_FACTOR: f64 = 10.0;
