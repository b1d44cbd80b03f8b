//! The game's rules and the drawing's health, as diagnostics.
//!
//! Every check is a pure function of the stages before it ([`Facts`]); [`check`] runs them all
//! and returns every finding at once, each with a stable code, a severity, a message that says
//! what to do and labels into the board file. The codes are listed in README.md.
//!
//! Thresholds come from the board's `rules:` ([`crate::board::Rules`]) and its pieces.

use crate::arrangement::Arrangement;
use crate::board::{Board, RegionRef, SpannedRef};
use crate::diagnostics::{Diagnostic, Severity, Span};
use crate::ids::{RegionId, SegmentId};
use crate::regions::{PointLocation, Regions};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Capacity of one region, as the checks need it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RegionCapacity {
    /// Count for each piece kind, in the order of the board's pieces.
    pub counts: Vec<(String, usize)>,
    /// Most jackals beside `k` lions, for `k = 0, 1, …` (empty when the board has no lions or
    /// no jackals).
    pub mixed: Vec<usize>,
}

impl RegionCapacity {
    /// The count for `kind`, if computed.
    pub fn count(&self, kind: &str) -> Option<usize> {
        self.counts.iter().find(|(k, _)| k == kind).map(|(_, n)| *n)
    }
}

/// The start position with region references resolved.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ResolvedSetup {
    /// One region per lion, in file order (unresolvable references left out).
    pub lions: Vec<RegionId>,
    /// The pack's region.
    pub jackals: Option<RegionId>,
}

/// Everything the checks look at.
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    /// The board file.
    pub board: &'a Board,
    /// Its arrangement.
    pub arrangement: &'a Arrangement,
    /// Its regions.
    pub regions: &'a Regions,
    /// Region names (index `id - 1`), from [`assign_names`].
    pub names: &'a [Option<String>],
    /// Capacities (index `id - 1`), or `None` when not computed.
    pub capacity: Option<&'a [RegionCapacity]>,
    /// The resolved start position, from [`resolve_setup`].
    pub setup: Option<&'a ResolvedSetup>,
}

/// A free end closer than this many times the smallest piece diameter to another line (or an
/// overshoot shorter than that) is reported as a near miss rather than a plain dangle.
pub const NEAR_MISS_FACTOR: f64 = 0.5;

fn line_span(board: &Board, s: SegmentId) -> Option<Span> {
    match board.lines.get(s.0 as usize) {
        Some(l) => Some(l.span),
        None => board.frame.as_ref().map(|f| f.span),
    }
}

fn line_name(board: &Board, s: SegmentId) -> String {
    match board.lines.get(s.0 as usize) {
        Some(l) => match &l.name {
            Some(n) => format!("line {} ({n})", s.0 + 1),
            None => format!("line {}", s.0 + 1),
        },
        None => "the frame".to_string(),
    }
}

fn fmt_len(x: f64) -> String {
    let s = if x.abs() >= 100.0 {
        format!("{x:.0}")
    } else if x.abs() >= 1.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.3}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

fn fmt_pt(p: [f64; 2]) -> String {
    format!("({}, {})", fmt_len(p[0]), fmt_len(p[1]))
}

/// How a region is called in messages: its name, or `region N`.
pub fn region_title(names: &[Option<String>], id: RegionId) -> String {
    match names.get(id.0 as usize - 1).and_then(|n| n.as_ref()) {
        Some(n) => format!("{n} (region {id})"),
        None => format!("region {id}"),
    }
}

/// Attaches region names given by points. A point outside every region, on a border, or a
/// second name in the same region is an error at that entry.
pub fn assign_names(board: &Board, regions: &Regions) -> (Vec<Option<String>>, Vec<Diagnostic>) {
    let mut names: Vec<Option<String>> = vec![None; regions.regions.len()];
    let mut by: Vec<Option<Span>> = vec![None; regions.regions.len()];
    let mut diags = Vec::new();
    for n in &board.region_names {
        match regions.locate(n.point) {
            PointLocation::Inside(id) => {
                let i = id.0 as usize - 1;
                if let Some(prev) = &names[i] {
                    let mut d = Diagnostic::new(
                        "savanna::name::same-region",
                        Severity::Error,
                        format!("`{}` and `{prev}` both name region {id}", n.name),
                    )
                    .with_help("give each region one name: move one of the points into the region it is meant for")
                    .with_label(n.span, "second name for this region")
                    .with_regions([id]);
                    if let Some(s) = by[i] {
                        d = d.with_label(s, "first named here");
                    }
                    diags.push(d);
                } else {
                    names[i] = Some(n.name.clone());
                    by[i] = Some(n.span);
                }
            }
            PointLocation::OnBoundary(id) => diags.push(
                Diagnostic::new(
                    "savanna::name::on-border",
                    Severity::Error,
                    format!("the point {} for `{}` lies on a border, not inside a region", fmt_pt(n.point), n.name),
                )
                .with_help("move the point into the region you mean to name")
                .with_label(n.span, "on the boundary of region ".to_string() + &id.to_string())
                .with_regions([id]),
            ),
            PointLocation::Outside => diags.push(
                Diagnostic::new(
                    "savanna::name::outside",
                    Severity::Error,
                    format!("the point {} for `{}` is not inside any region", fmt_pt(n.point), n.name),
                )
                .with_help("move the point inside the region you mean to name (coordinates are x right, y down)")
                .with_label(n.span, "in no region"),
            ),
        }
    }
    (names, diags)
}

fn resolve_ref(
    r: &SpannedRef,
    names: &[Option<String>],
    n: usize,
) -> Result<RegionId, Box<Diagnostic>> {
    match &r.region {
        RegionRef::Id(id) if *id >= 1 && (*id as usize) <= n => Ok(RegionId(*id)),
        RegionRef::Id(id) => Err(Box::new(
            Diagnostic::new(
                "savanna::setup::unknown-region",
                Severity::Error,
                format!("there is no region {id}: the board has {n} regions"),
            )
            .with_help("use a region id from 1 to the number of regions, or a name from `regions:`")
            .with_label(r.span, "no such region"),
        )),
        RegionRef::Name(name) => match names
            .iter()
            .position(|x| x.as_deref() == Some(name.as_str()))
        {
            Some(i) => Ok(RegionId(i as u32 + 1)),
            None => {
                let known: Vec<&str> = names.iter().flatten().map(String::as_str).collect();
                let near = known
                    .iter()
                    .map(|k| (strsim::jaro_winkler(k, name), *k))
                    .filter(|(s, _)| *s > 0.8)
                    .max_by(|a, b| a.0.total_cmp(&b.0))
                    .map(|(_, k)| k);
                let help = match near {
                    Some(k) => format!("did you mean `{k}`?"),
                    None => {
                        "name the region under `regions:` with a point inside it, or use its id"
                            .into()
                    }
                };
                Err(Box::new(
                    Diagnostic::new(
                        "savanna::setup::unknown-region",
                        Severity::Error,
                        format!("no region is named `{name}`"),
                    )
                    .with_help(help)
                    .with_label(r.span, "unknown region"),
                ))
            }
        },
    }
}

/// Resolves the start position's region references (names or ids).
pub fn resolve_setup(
    board: &Board,
    names: &[Option<String>],
) -> (Option<ResolvedSetup>, Vec<Diagnostic>) {
    let Some(setup) = &board.setup else {
        return (None, Vec::new());
    };
    let mut diags = Vec::new();
    let mut out = ResolvedSetup::default();
    for r in &setup.lions {
        match resolve_ref(r, names, names.len()) {
            Ok(id) => out.lions.push(id),
            Err(d) => diags.push(*d),
        }
    }
    if let Some(r) = &setup.jackals {
        match resolve_ref(r, names, names.len()) {
            Ok(id) => out.jackals = Some(id),
            Err(d) => diags.push(*d),
        }
    }
    (Some(out), diags)
}

/// Runs every check.
pub fn check(f: &Facts) -> Vec<Diagnostic> {
    let mut d = Vec::new();
    drawing(f, &mut d);
    regions(f, &mut d);
    if let Some(s) = f.setup {
        setup(f, s, &mut d);
    }
    d
}

/// Labels for a region: its name entry if named, else up to three lines along its boundary.
fn region_labels(f: &Facts, id: RegionId, text: &str) -> Vec<(Span, String)> {
    let name = f.names.get(id.0 as usize - 1).and_then(|n| n.as_ref());
    if let Some(n) = name
        && let Some(e) = f.board.region_names.iter().find(|e| &e.name == n)
    {
        return vec![(e.span, text.to_string())];
    }
    let Some(r) = f.regions.get(id) else {
        return Vec::new();
    };
    let face = &f.arrangement.faces[r.face.0 as usize];
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    for s in &face.sources {
        if let Some(sp) = line_span(f.board, *s)
            && seen.insert(sp)
        {
            let t = if out.is_empty() {
                text.to_string()
            } else {
                format!("also bounds region {id}")
            };
            out.push((sp, t));
        }
        if out.len() == 3 {
            break;
        }
    }
    out
}

fn with_region_labels(mut d: Diagnostic, f: &Facts, id: RegionId, text: &str) -> Diagnostic {
    for (s, t) in region_labels(f, id, text) {
        d = d.with_label(s, t);
    }
    d.with_regions([id])
}

fn min_diameter(board: &Board) -> f64 {
    board
        .pieces
        .iter()
        .map(|p| p.diameter)
        .fold(f64::INFINITY, f64::min)
}

fn drawing(f: &Facts, out: &mut Vec<Diagnostic>) {
    let (board, arr) = (f.board, f.arrangement);
    let n = board.lines.len();
    let near = NEAR_MISS_FACTOR
        * if min_diameter(board).is_finite() {
            min_diameter(board)
        } else {
            0.0
        };

    if arr.faces.is_empty() {
        let ends: Vec<[f64; 2]> = arr.dangle_ends.iter().map(|e| arr.point(e.free)).collect();
        let mut gap: Option<(f64, [f64; 2], [f64; 2])> = None;
        for i in 0..ends.len() {
            for j in i + 1..ends.len() {
                let dd = (ends[i][0] - ends[j][0]).hypot(ends[i][1] - ends[j][1]);
                if gap.is_none_or(|g| dd < g.0) {
                    gap = Some((dd, ends[i], ends[j]));
                }
            }
        }
        let mut d = Diagnostic::new(
            "savanna::board::no-regions",
            Severity::Error,
            match gap {
                Some((g, a, b)) => format!(
                    "the lines close no region: the smallest gap is {} between the free ends at {} and {}",
                    fmt_len(g),
                    fmt_pt(a),
                    fmt_pt(b)
                ),
                None if board.lines.is_empty() && board.frame.is_none() => {
                    "the board has no lines and no frame, so it has no regions".to_string()
                }
                None => "the lines close no region".to_string(),
            },
        )
        .with_help("close the outline: extend the lines so that their ends meet, or add a `frame:`");
        let mut labelled = BTreeSet::new();
        for e in &arr.dangle_ends {
            let p = arr.point(e.free);
            if gap.is_some_and(|g| g.1 == p || g.2 == p) {
                for s in lines_at(f, &e.sources, p) {
                    if let Some(sp) = line_span(board, s)
                        && labelled.insert(sp)
                    {
                        d = d.with_label(sp, format!("free end at {}", fmt_pt(p)));
                    }
                }
            }
        }
        out.push(d);
    }

    // Dangles: one finding per free end, as a near miss when it almost meets a line.
    let mut reported_free: BTreeSet<SegmentId> = BTreeSet::new();
    for e in &arr.dangle_ends {
        if arr.faces.is_empty() {
            break;
        }
        let free = arr.point(e.free);
        let Some(&src) = lines_at(f, &e.sources, free).first() else {
            continue;
        };
        let span = line_span(board, src);
        // Distance from the free end to the nearest other line.
        let mut best: Option<(f64, SegmentId)> = None;
        for (i, l) in board.lines.iter().enumerate() {
            let id = SegmentId(i as u32);
            if e.sources.contains(&id) {
                continue;
            }
            let dd = crate::regions::point_segment_distance(free, l.from, l.to);
            if best.is_none_or(|b| dd < b.0) {
                best = Some((dd, id));
            }
        }
        if let Some(fr) = &board.frame {
            let ring = fr.ring();
            for k in 0..ring.len() {
                let dd = crate::regions::point_segment_distance(
                    free,
                    ring[k],
                    ring[(k + 1) % ring.len()],
                );
                if best.is_none_or(|b| dd < b.0) {
                    best = Some((dd, SegmentId((n + k) as u32)));
                }
            }
        }
        let overshoot = e.attached.filter(|_| e.length < near);
        let short = best.filter(|b| b.0 < near);
        let mut d = if let Some(at) = overshoot {
            Diagnostic::new(
                "savanna::board::near-miss",
                Severity::Warning,
                format!(
                    "{} overshoots the line it meets at {} by {}",
                    line_name(board, src),
                    fmt_pt(arr.point(at)),
                    fmt_len(e.length)
                ),
            )
            .with_help("end the line where it meets the other line; the overshoot bounds no region")
        } else if let Some((gap, other)) = short {
            Diagnostic::new(
                "savanna::board::near-miss",
                Severity::Warning,
                format!(
                    "{} stops {} short of {} at {}",
                    line_name(board, src),
                    fmt_len(gap),
                    line_name(board, other),
                    fmt_pt(free)
                ),
            )
            .with_help(format!(
                "move the end onto the line, or join them by snapping: add `snap: {}` to the board file",
                fmt_len(snap_suggestion(gap))
            ))
        } else {
            Diagnostic::new(
                "savanna::board::dangle",
                Severity::Warning,
                format!(
                    "{} has a free end at {}: {} of it bounds no region",
                    line_name(board, src),
                    fmt_pt(free),
                    fmt_len(e.length)
                ),
            )
            .with_help("extend the line to meet another line or the frame, or shorten it to the last crossing")
        };
        if let Some(sp) = span {
            d = d.with_label(sp, format!("free end at {}", fmt_pt(free)));
        }
        reported_free.insert(src);
        out.push(d);
    }

    let mut cut_by_line: BTreeMap<SegmentId, f64> = BTreeMap::new();
    for c in &arr.cut_edges {
        if let Some(&s) = c.sources.first() {
            *cut_by_line.entry(s).or_insert(0.0) += arr
                .grid
                .length(((c.b.x - c.a.x) as f64).hypot((c.b.y - c.a.y) as f64));
        }
    }
    for (s, len) in cut_by_line {
        let mut d = Diagnostic::new(
            "savanna::board::cut-edge",
            Severity::Warning,
            format!("{} has {} with the same region on both sides: it separates nothing", line_name(board, s), fmt_len(len)),
        )
        .with_help("a line that only connects two separate outlines bounds no region: remove it or make it close a region");
        if let Some(sp) = line_span(board, s) {
            d = d.with_label(sp, "same region on both sides");
        }
        out.push(d);
    }

    for s in &arr.outside_frame {
        let mut d = Diagnostic::new(
            "savanna::board::outside-frame",
            Severity::Warning,
            format!(
                "{} lies wholly outside the frame and is ignored",
                line_name(board, *s)
            ),
        )
        .with_help("move the line inside the frame, or delete it");
        if let Some(sp) = line_span(board, *s) {
            d = d.with_label(sp, "outside the frame");
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
            Diagnostic::new(
                "savanna::board::degenerate-line",
                Severity::Warning,
                format!(
                    "{} is shorter than the snap grid ({}) and is ignored",
                    line_name(board, *s),
                    fmt_len(arr.grid.pitch)
                ),
            )
            .with_help("give the line two distinct ends, or delete it")
            .with_label(l.span, "a single point on the grid"),
        );
    }

    for o in &arr.overlaps {
        let (a, b) = o.lines;
        if (a.0 as usize) >= n && (b.0 as usize) >= n {
            continue;
        }
        let (la, lb) = (board.lines.get(a.0 as usize), board.lines.get(b.0 as usize));
        let identical = match (la, lb) {
            (Some(x), Some(y)) => {
                (x.from == y.from && x.to == y.to) || (x.from == y.to && x.to == y.from)
            }
            _ => false,
        };
        let (code, msg, sev) = if identical {
            (
                "savanna::board::duplicate-line",
                format!("{} repeats {}", line_name(board, b), line_name(board, a)),
                Severity::Warning,
            )
        } else if lb.is_none() {
            (
                "savanna::board::line-along-frame",
                format!(
                    "{} runs along the frame for {}",
                    line_name(board, a),
                    fmt_len(o.length)
                ),
                Severity::Advice,
            )
        } else {
            (
                "savanna::board::overlapping-lines",
                format!(
                    "{} and {} run along each other for {}",
                    line_name(board, a),
                    line_name(board, b),
                    fmt_len(o.length)
                ),
                Severity::Warning,
            )
        };
        let mut d = Diagnostic::new(code, sev, msg)
            .with_help("draw each stretch of line once: delete or shorten one of them");
        for (s, t) in [(b, "this line"), (a, "runs along this one")] {
            if (s.0 as usize) < n
                && let Some(sp) = line_span(board, s)
            {
                d = d.with_label(sp, t);
            }
        }
        out.push(d);
    }
}

/// The lines among `sources` that pass through `p` (within two snap pitches): the lines a free
/// end belongs to, rather than every line along its chain.
fn lines_at(f: &Facts, sources: &[SegmentId], p: [f64; 2]) -> Vec<SegmentId> {
    let tol = 2.0 * f.arrangement.grid.pitch;
    let n = f.board.lines.len();
    let on: Vec<SegmentId> = sources
        .iter()
        .copied()
        .filter(|s| match f.board.lines.get(s.0 as usize) {
            Some(l) => crate::regions::point_segment_distance(p, l.from, l.to) <= tol,
            None => {
                let ring = f
                    .board
                    .frame
                    .as_ref()
                    .map(|fr| fr.ring())
                    .unwrap_or_default();
                let k = s.0 as usize - n;
                k < ring.len()
                    && crate::regions::point_segment_distance(
                        p,
                        ring[k],
                        ring[(k + 1) % ring.len()],
                    ) <= tol
            }
        })
        .collect();
    if on.is_empty() { sources.to_vec() } else { on }
}

fn snap_suggestion(gap: f64) -> f64 {
    // A pixel reaches half a pitch from its centre, so a pitch over twice the gap joins the end to
    // the line: the next 1-2-5 step above 2.5 x the gap.
    let target = gap * 2.5;
    let mut step = 10f64.powf(target.log10().floor());
    for m in [1.0, 2.0, 5.0, 10.0] {
        if step * m >= target {
            step *= m;
            break;
        }
    }
    step
}

fn regions(f: &Facts, out: &mut Vec<Diagnostic>) {
    let (board, regs) = (f.board, f.regions);
    let rules = &board.rules;
    let n = regs.regions.len();
    if n == 0 {
        return;
    }
    // Region count and sizes.
    if (n as u32) < rules.min_regions || (n as u32) > rules.max_regions {
        let mut d = Diagnostic::new(
            "savanna::board::region-count",
            Severity::Advice,
            format!(
                "the board has {n} regions; the game is meant for about ten ({} to {} here)",
                rules.min_regions, rules.max_regions
            ),
        )
        .with_help(
            "add or remove lines, or set `rules: {min_regions, max_regions}` to accept this count",
        );
        if let Some(s) = rules.span.or(board.frame.as_ref().map(|f| f.span)) {
            d = d.with_label(s, format!("{n} regions"));
        }
        out.push(d);
    }
    let (mut small, mut large) = (&regs.regions[0], &regs.regions[0]);
    for r in &regs.regions {
        if r.area < small.area {
            small = r;
        }
        if r.area > large.area {
            large = r;
        }
    }
    if small.area > 0.0 && large.area / small.area > rules.max_area_ratio {
        let d = Diagnostic::new(
            "savanna::board::unequal-regions",
            Severity::Advice,
            format!(
                "{} is {:.0} times the area of {} (more than {})",
                region_title(f.names, large.id),
                large.area / small.area,
                region_title(f.names, small.id),
                rules.max_area_ratio
            ),
        )
        .with_help("move lines to even out the regions, or raise `rules: {max_area_ratio}`");
        out.push(with_region_labels(d, f, small.id, "the smallest region"));
    }

    // Connectivity.
    let comps = components(regs);
    if comps.len() > 1 {
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
        let mut d = Diagnostic::new(
            "savanna::board::disconnected",
            Severity::Error,
            format!(
                "the regions fall apart into {} groups that no move can cross: {}",
                comps.len(),
                groups.join(" ")
            ),
        )
        .with_help("connect the groups: every region must be reachable through shared borders");
        for c in comps.iter().skip(1) {
            for (s, t) in region_labels(f, c[0], "cut off from the rest") {
                d = d.with_label(s, t);
            }
        }
        d = d.with_regions(comps.iter().skip(1).flatten().copied());
        out.push(d);
    }

    // Short borders and corner contacts.
    let min_border = rules.min_border(&board.pieces);
    for b in &regs.borders {
        if b.length < min_border {
            let d = Diagnostic::new(
                "savanna::region::short-border",
                Severity::Warning,
                format!(
                    "{} and {} share a border of only {}, shorter than a piece ({}): players will read it as a corner",
                    region_title(f.names, b.regions.0),
                    region_title(f.names, b.regions.1),
                    fmt_len(b.length),
                    fmt_len(min_border)
                ),
            )
            .with_help("move a line so that the border is longer, or so that the regions meet only at a point");
            let d = with_region_labels(d, f, b.regions.0, "short border");
            out.push(d.with_regions([b.regions.1]));
        }
    }
    type Meeting = (Vec<(RegionId, RegionId)>, usize, [f64; 2]);
    let mut at_point: BTreeMap<(u64, u64), Meeting> = BTreeMap::new();
    for c in &regs.corners {
        let e = at_point
            .entry((c.at[0].to_bits(), c.at[1].to_bits()))
            .or_insert((Vec::new(), c.meeting, c.at));
        e.0.push(c.regions);
    }
    for (pairs, meeting, at) in at_point.into_values() {
        let list: Vec<String> = pairs
            .iter()
            .map(|(a, b)| {
                format!(
                    "{} and {}",
                    region_title(f.names, *a),
                    region_title(f.names, *b)
                )
            })
            .collect();
        let msg = if meeting >= 4 {
            format!(
                "{meeting} regions meet at {}: {} touch only at that corner and are not neighbours",
                fmt_pt(at),
                list.join("; ")
            )
        } else {
            format!(
                "{} touch only at {} and are not neighbours",
                list.join("; "),
                fmt_pt(at)
            )
        };
        let mut d = Diagnostic::new("savanna::region::corner-contact", Severity::Advice, msg)
            .with_help("moves never cross a corner; mark the point on the sheet so players do not argue about it");
        let ids: BTreeSet<RegionId> = pairs.iter().flat_map(|(a, b)| [*a, *b]).collect();
        if let Some(first) = ids.iter().next() {
            for (s, t) in region_labels(f, *first, "meets others only at a corner") {
                d = d.with_label(s, t);
            }
        }
        d.regions = ids.into_iter().collect();
        out.push(d);
    }

    // Capacity rules.
    let Some(cap) = f.capacity else { return };
    let lion = board.piece("lion");
    let jackal = board.piece("jackal");
    for r in &regs.regions {
        let c = &cap[r.id.0 as usize - 1];
        if let Some(j) = jackal
            && c.count("jackal") == Some(0)
        {
            let d = Diagnostic::new(
                "savanna::region::too-small",
                Severity::Error,
                format!(
                    "{} cannot hold one jackal ({} across): its area is {} and no {} disc fits inside",
                    region_title(f.names, r.id),
                    fmt_len(j.diameter),
                    fmt_len(r.area),
                    fmt_len(j.diameter)
                ),
            )
            .with_help("widen the region by moving its lines apart, or merge it into a neighbour by deleting a line");
            out.push(with_region_labels(d, f, r.id, "too small for a jackal"));
        }
    }
    if let Some(l) = lion {
        let holding = cap
            .iter()
            .filter(|c| c.count("lion").unwrap_or(0) >= 1)
            .count();
        if holding < l.count as usize {
            let mut d = Diagnostic::new(
                "savanna::board::too-few-lion-regions",
                Severity::Error,
                format!("only {holding} regions can hold a lion, but lions start one per region and there are {}", l.count),
            )
            .with_help("make more regions at least a lion wide, or play with fewer lions");
            if let Some(s) = l.span {
                d = d.with_label(s, format!("{} lions", l.count));
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
        let best = cap
            .iter()
            .filter_map(|c| c.count("jackal"))
            .max()
            .unwrap_or(0);
        let mut d = Diagnostic::new(
            "savanna::board::no-pack-region",
            Severity::Error,
            format!("no region holds the whole pack of {} jackals (the largest holds {best})", j.count),
        )
        .with_help("the pack starts together in one region: make one region larger, or play with fewer jackals");
        if let Some(s) = j.span {
            d = d.with_label(s, format!("{} jackals", j.count));
        }
        out.push(d);
    }
    if lion.is_some() && jackal.is_some() {
        let capture = |c: &RegionCapacity| c.mixed.get(1).is_some_and(|&jk| jk >= 3);
        let hosts = cap.iter().filter(|c| capture(c)).count();
        for r in &regs.regions {
            let c = &cap[r.id.0 as usize - 1];
            if c.count("lion").unwrap_or(0) >= 1 && !c.mixed.is_empty() && !capture(c) {
                let d = Diagnostic::new(
                    "savanna::region::no-capture",
                    Severity::Advice,
                    format!(
                        "{} cannot host a capture: one lion and three jackals do not fit in it together (at most {} beside a lion)",
                        region_title(f.names, r.id),
                        c.mixed.get(1).copied().unwrap_or(0)
                    ),
                )
                .with_help("captures happen where a lion and three jackals meet; make the region a little larger if it should host one");
                out.push(with_region_labels(d, f, r.id, "no room for a capture"));
            }
        }
        if hosts == 0 {
            out.push(
                Diagnostic::new(
                    "savanna::board::no-capture-region",
                    Severity::Error,
                    "no region can hold one lion and three jackals together, so no capture can ever happen",
                )
                .with_help("make some regions larger, or the pieces smaller under `pieces:`"),
            );
        }
    }
}

fn components(regs: &Regions) -> Vec<Vec<RegionId>> {
    let n = regs.regions.len();
    let mut seen = vec![false; n];
    let mut out = Vec::new();
    for s in 0..n {
        if seen[s] {
            continue;
        }
        let mut comp = Vec::new();
        let mut q = VecDeque::from([s]);
        seen[s] = true;
        while let Some(i) = q.pop_front() {
            comp.push(RegionId(i as u32 + 1));
            for nb in regs.neighbors(RegionId(i as u32 + 1)) {
                let j = nb.0 as usize - 1;
                if !seen[j] {
                    seen[j] = true;
                    q.push_back(j);
                }
            }
        }
        comp.sort();
        out.push(comp);
    }
    out
}

/// Graph distances (borders crossed) from `from` to every region; `u32::MAX` when unreachable.
pub fn distances(regs: &Regions, from: RegionId) -> Vec<u32> {
    let n = regs.regions.len();
    let mut dist = vec![u32::MAX; n];
    let Some(s) = (from.0 as usize).checked_sub(1).filter(|&s| s < n) else {
        return dist;
    };
    dist[s] = 0;
    let mut q = VecDeque::from([s]);
    while let Some(i) = q.pop_front() {
        for nb in regs.neighbors(RegionId(i as u32 + 1)) {
            let j = nb.0 as usize - 1;
            if dist[j] == u32::MAX {
                dist[j] = dist[i] + 1;
                q.push_back(j);
            }
        }
    }
    dist
}

fn setup(f: &Facts, s: &ResolvedSetup, out: &mut Vec<Diagnostic>) {
    let board = f.board;
    let Some(raw) = &board.setup else { return };
    let lion_spans: Vec<Span> = raw.lions.iter().map(|r| r.span).collect();
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
            let mut d = Diagnostic::new(
                "savanna::setup::lions-together",
                Severity::Error,
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
    if let Some(l) = board.piece("lion")
        && raw.lions.len() != l.count as usize
    {
        out.push(
            Diagnostic::new(
                "savanna::setup::lion-count",
                Severity::Warning,
                format!(
                    "the setup places {} lions but {} are in play",
                    raw.lions.len(),
                    l.count
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
            let c = &cap[id.0 as usize - 1];
            if c.count("lion") == Some(0) {
                out.push(
                    Diagnostic::new(
                        "savanna::setup::does-not-fit",
                        Severity::Error,
                        format!(
                            "a lion starts in {}, but no lion fits there",
                            region_title(f.names, *id)
                        ),
                    )
                    .with_help("start the lion in a larger region")
                    .with_label(span_of(*id), "no room for a lion")
                    .with_regions([*id]),
                );
            }
        }
        if let (Some(p), Some(j)) = (s.jackals, board.piece("jackal")) {
            let c = &cap[p.0 as usize - 1];
            let fit = c.count("jackal").unwrap_or(0);
            let lions_there = s.lions.iter().filter(|x| **x == p).count();
            let fit_beside = if lions_there > 0 {
                c.mixed.get(lions_there).copied().unwrap_or(0)
            } else {
                fit
            };
            if fit_beside < j.count as usize {
                let sp = raw.jackals.as_ref().map(|r| r.span).unwrap_or(raw.span);
                out.push(
                    Diagnostic::new(
                        "savanna::setup::does-not-fit",
                        Severity::Error,
                        format!(
                            "the pack of {} jackals starts in {}, which holds only {fit_beside}",
                            j.count,
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
            let dd = dist[id.0 as usize - 1];
            if dd < board.rules.min_pack_distance {
                let what = if dd == 0 {
                    "in the same region as".to_string()
                } else {
                    format!("{dd} border(s) from")
                };
                out.push(
                    Diagnostic::new(
                        "savanna::setup::pack-too-close",
                        Severity::Warning,
                        format!(
                            "the pack starts {what} the lion in {}; it should start on the other side of the field",
                            region_title(f.names, *id)
                        ),
                    )
                    .with_help(format!(
                        "start the pack at least {} borders from every lion, or lower `rules: {{min_pack_distance}}`",
                        board.rules.min_pack_distance
                    ))
                    .with_label(raw.jackals.as_ref().map(|r| r.span).unwrap_or(raw.span), "the pack")
                    .with_label(span_of(*id), "the lion")
                    .with_regions([p, *id]),
                );
            }
        }
    }
}
