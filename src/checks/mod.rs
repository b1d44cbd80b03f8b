//! The game's rules and the drawing's health, as diagnostics.
//!
//! Every check is a pure function of the stages before it ([`Facts`]); [`check`] runs them all
//! and returns every finding at once, each with a stable code, a severity, a message that says
//! what to do and labels into the board file. The codes are listed in README.md.
//!
//! Thresholds come from the board's `rules:` ([`crate::input::board::Rules`]) and its pieces.

use crate::diagnostics::{Diagnostic, Severity, Span};
use crate::geometry::arrangement::Arrangement;
use crate::ids::{RegionId, SegmentId};
use crate::input::board::{Board, RegionRef, SpannedRef};
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
    /// `(kind, upper bound)` for each piece kind whose search stopped at its work limit
    /// ([`crate::capacity::Packing::capped`]): the count is certified but more fit.
    pub capped: Vec<(String, usize)>,
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
    /// Where each of `lions` is written in the file (same order and length).
    pub lion_spans: Vec<Span>,
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

/// Every code [`check`] (with [`assign_names`], [`resolve_setup`] and
/// [`crate::output::render::fonts::glyph_diagnostics`]) can report, with its
/// severity. README.md's table of diagnostic codes lists them all; the loader's codes are in
/// [`crate::input::board::codes::ALL`].
pub const CODES: &[(&str, Severity)] = &[
    ("savanna::board::no-regions", Severity::Error),
    ("savanna::board::disconnected", Severity::Error),
    (
        "savanna::board::too-few-lion-regions",
        Severity::Error,
    ),
    ("savanna::board::no-pack-region", Severity::Error),
    ("savanna::board::no-capture-region", Severity::Error),
    ("savanna::board::dangle", Severity::Warning),
    ("savanna::board::near-miss", Severity::Warning),
    ("savanna::board::cut-edge", Severity::Warning),
    ("savanna::board::outside-frame", Severity::Warning),
    ("savanna::board::degenerate-line", Severity::Warning),
    ("savanna::board::duplicate-line", Severity::Warning),
    (
        "savanna::board::overlapping-lines",
        Severity::Warning,
    ),
    ("savanna::board::line-along-frame", Severity::Advice),
    ("savanna::board::region-count", Severity::Advice),
    ("savanna::board::unequal-regions", Severity::Advice),
    ("savanna::region::too-small", Severity::Error),
    ("savanna::region::short-border", Severity::Warning),
    ("savanna::region::corner-contact", Severity::Advice),
    ("savanna::region::no-capture", Severity::Advice),
    ("savanna::region::search-capped", Severity::Advice),
    ("savanna::name::outside", Severity::Error),
    ("savanna::name::on-border", Severity::Error),
    ("savanna::name::same-region", Severity::Error),
    ("savanna::name::no-glyph", Severity::Warning),
    ("savanna::setup::unknown-region", Severity::Error),
    ("savanna::setup::lions-together", Severity::Error),
    ("savanna::setup::does-not-fit", Severity::Error),
    ("savanna::setup::lion-count", Severity::Warning),
    ("savanna::setup::pack-too-close", Severity::Warning),
    ("savanna::setup::region-id", Severity::Warning),
];

/// The severity of `code` as listed in [`CODES`], or `None` for a code this module does not
/// report.
///
/// ```
/// use savanna::{checks::severity, diagnostics::Severity};
/// assert_eq!(severity("savanna::region::too-small"), Some(Severity::Error));
/// assert_eq!(severity("savanna::board::nonsense"), None);
/// ```
pub fn severity(code: &str) -> Option<Severity> {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, s)| *s)
}

/// A diagnostic with the severity [`CODES`] gives its code (so a code has one severity
/// everywhere).
fn new(code: &'static str, message: impl Into<String>) -> Diagnostic {
    debug_assert!(severity(code).is_some(), "{code} is missing from CODES");
    Diagnostic::new(code, severity(code).unwrap_or(Severity::Error), message)
}

/// A free end closer than this many times the smallest piece diameter to another line (or an
/// overshoot shorter than that) is reported as a near miss rather than a plain dangle: 5 mm with
/// the default 20 mm jackals, a slip of the pencil rather than a line meant to end there. A near
/// miss says by how much the end misses and offers a `snap:` pitch that joins it (see
/// [`MAX_SNAP_FACTOR`]); a plain dangle still says how far its end is from the nearest line.
pub const NEAR_MISS_FACTOR: f64 = 0.25;

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
    if x != 0.0 && x.abs() < 0.001 {
        // Tiny lengths (snap pitches, hairline gaps) in scientific notation: 1e-6, 2.5e-7.
        let s = format!("{x:.1e}");
        return s.replace(".0e", "e");
    }
    let s = if x.abs() >= 100.0 {
        format!("{x:.0}")
    } else if x.abs() >= 1.0 {
        format!("{x:.1}")
    } else {
        // Below 1: three significant digits (0.00149, not 0.001).
        let decimals = (2.0 - x.abs().log10().floor()).clamp(3.0, 6.0) as usize;
        format!("{x:.decimals$}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A length with the board's unit, as every message gives lengths: `0.5 mm`, `27 mm`, `1e-6 in`.
fn fmt_u(x: f64, units: crate::input::units::Units) -> String {
    format!("{} {}", fmt_len(x), units.as_str())
}

/// An area with the board's unit squared: `1200 mm²`.
fn fmt_area(a: f64, units: crate::input::units::Units) -> String {
    format!("{} {}²", fmt_len(a), units.as_str())
}

/// A point for messages: each coordinate to [`POINT_DIGITS`] significant digits (trailing zeros
/// dropped), never fewer digits than [`fmt_len`] gives. A coordinate is a position, not a size:
/// `fmt_len`'s precision relative to the number's own magnitude printed every corner of a board
/// in survey coordinates as "(26500000, 6600000)" (issue 11.3); twelve digits tell apart grid
/// points 1e-6 apart up to 1e6 units from the origin and hide float noise (`0.1 + 0.2`).
fn fmt_pt(p: [f64; 2]) -> String {
    format!("({}, {})", fmt_coord(p[0]), fmt_coord(p[1]))
}

/// Significant digits of a coordinate in messages ([`fmt_pt`]).
const POINT_DIGITS: i32 = 12;

fn fmt_coord(x: f64) -> String {
    let coarse = fmt_len(x);
    if !x.is_finite() || x.abs() < f64::MIN_POSITIVE || coarse.contains('e') {
        return coarse;
    }
    let decimals = (POINT_DIGITS - 1 - x.abs().log10().floor() as i32).clamp(0, 17) as usize;
    let s = format!("{x:.decimals$}");
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    };
    if s.len() >= coarse.len() { s } else { coarse }
}

/// `p` with enough decimals to tell apart two points `gap` apart (a tenth of the gap, at most
/// 12 decimals), but no fewer than [`fmt_pt`] gives: in near-miss messages the free end and the
/// point it misses must not print the same.
fn fmt_pt_near(p: [f64; 2], gap: f64) -> String {
    let decimals = if gap.is_finite() && gap > 0.0 {
        ((-(gap / 10.0).log10()).ceil()).clamp(0.0, 12.0) as usize
    } else {
        0
    };
    let one = |x: f64| {
        let coarse = fmt_coord(x);
        if decimals == 0 || coarse.contains('e') {
            return coarse;
        }
        let s = format!("{x:.decimals$}");
        let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
        if s.len() >= coarse.len() { s } else { coarse }
    };
    format!("({}, {})", one(p[0]), one(p[1]))
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
                    let mut d = new("savanna::name::same-region", format!("`{}` and `{prev}` both name region {id}", n.name),
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
                new("savanna::name::on-border", format!("the point {} for `{}` lies on a border, not inside a region", fmt_pt(n.point), n.name),
                )
                .with_help("move the point into the region you mean to name")
                .with_label(n.span, "on the boundary of region ".to_string() + &id.to_string())
                .with_regions([id]),
            ),
            PointLocation::Outside => diags.push(
                new("savanna::name::outside", format!("the point {} for `{}` is not inside any region", fmt_pt(n.point), n.name),
                )
                .with_help("move the point inside the region you mean to name (coordinates are x right, y down)")
                .with_label(n.span, "in no region"),
            ),
        }
    }
    (names, diags)
}

fn resolve_ref(
    board: &Board,
    r: &SpannedRef,
    names: &[Option<String>],
    n: usize,
) -> Result<RegionId, Box<Diagnostic>> {
    match &r.region {
        RegionRef::Id(id) if *id >= 1 && (*id as usize) <= n => Ok(RegionId(*id)),
        RegionRef::Id(id) => Err(Box::new(
            new("savanna::setup::unknown-region", format!("there is no region {id}: the board has {n} region{}", if n == 1 { "" } else { "s" }),
            )
            .with_help("use a region id from 1 to the number of regions, or a name from `regions:`")
            .with_label(r.span, "no such region"),
        )),
        RegionRef::Name(name) => match names
            .iter()
            .position(|x| x.as_deref() == Some(name.as_str()))
        {
            Some(i) => Ok(RegionId(i as u32 + 1)),
            None if board.region_names.iter().any(|e| &e.name == name) => Err(Box::new(
                new(
                    "savanna::setup::unknown-region",
                    format!("the region `{name}` could not be placed, so nothing can start there"),
                )
                .with_help(format!(
                    "fix the point of `{name}` under `regions:` (see the error there) so that it lies inside a region"
                ))
                .with_label(r.span, "this region has no place on the board"),
            )),
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
                    new("savanna::setup::unknown-region", format!("no region is named `{name}`"),
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
        match resolve_ref(board, r, names, names.len()) {
            Ok(id) => {
                out.lions.push(id);
                out.lion_spans.push(r.span);
            }
            Err(d) => diags.push(*d),
        }
    }
    if let Some(r) = &setup.jackals {
        match resolve_ref(board, r, names, names.len()) {
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

/// Says so when two names land in one region because a line in it stops just short of another
/// (a near miss, [`NEAR_MISS_FACTOR`]): rewrites each `savanna::name::same-region` among
/// `diags` to name the line, the gap and the line it misses, e.g. "`B` and `A` both name region
/// 1: line 3 stops 0.5 mm short of line 1, so its two sides are one region".
pub fn explain_same_region(f: &Facts, diags: &mut [Diagnostic]) {
    if !diags.iter().any(|d| d.code == "savanna::name::same-region") {
        return;
    }
    let (board, arr) = (f.board, f.arrangement);
    let segs = Segs::new(board);
    let near = near_threshold(board);
    for d in diags
        .iter_mut()
        .filter(|d| d.code == "savanna::name::same-region")
    {
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

/// The near-miss distance of `board`: [`NEAR_MISS_FACTOR`] times its smallest piece.
fn near_threshold(board: &Board) -> f64 {
    let m = min_diameter(board);
    NEAR_MISS_FACTOR * if m.is_finite() { m } else { 0.0 }
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

/// Every line of the board, indexed for nearest-line queries: the board's lines, then the
/// frame's edges (ids from `lines.len()` on, as in the arrangement), in an R-tree (rstar) so that
/// checks of boards with many free ends stay near `O(n log n)`.
struct Segs {
    /// `segs[i]` has id `SegmentId(i)`.
    segs: Vec<[[f64; 2]; 2]>,
    tree: rstar::RTree<SegItem>,
}

/// A line in the R-tree, with its index.
type SegItem = rstar::primitives::GeomWithData<rstar::primitives::Line<[f64; 2]>, u32>;

impl Segs {
    fn new(board: &Board) -> Self {
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

    fn get(&self, id: SegmentId) -> Option<[[f64; 2]; 2]> {
        self.segs.get(id.0 as usize).copied()
    }

    /// The line nearest to `p`, leaving out `exclude`: `(distance, line, nearest point)`. Ties
    /// go to the lower id, so the answer is deterministic.
    fn nearest(&self, p: [f64; 2], exclude: &[SegmentId]) -> Option<(f64, SegmentId, [f64; 2])> {
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
    fn within(&self, p: [f64; 2], r: f64) -> Vec<SegmentId> {
        self.tree
            .locate_within_distance(p, r * r)
            .map(|g| SegmentId(g.data))
            .collect()
    }

    /// The line, among a dangle chain's `sources`, that holds the free end at `free`: the one
    /// with an end nearest to it (ties to the lower id).
    fn end_line(&self, sources: &[SegmentId], free: [f64; 2]) -> Option<SegmentId> {
        let mut best: Option<(f64, SegmentId)> = None;
        for id in sources {
            let Some([a, b]) = self.get(*id) else {
                continue;
            };
            let dd = (a[0] - free[0])
                .hypot(a[1] - free[1])
                .min((b[0] - free[0]).hypot(b[1] - free[1]));
            if best.is_none_or(|x| dd < x.0 || (dd == x.0 && *id < x.1)) {
                best = Some((dd, *id));
            }
        }
        best.map(|x| x.1).or(sources.first().copied())
    }
}

fn drawing(f: &Facts, out: &mut Vec<Diagnostic>) {
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
        let mut d = match &gap {
            Some(g) => new(
                "savanna::board::no-regions",
                format!(
                    "the lines close no region: the smallest gap is {} wide, between the free end of {} at {} and {} at {}",
                    fmt_u(g.len, board.units),
                    g.end_line.map_or("a line".into(), |s| line_name(board, s)),
                    fmt_pt(g.end),
                    g.to_line.map_or("a line".into(), |s| line_name(board, s)),
                    fmt_pt(g.to)
                ),
            )
            .with_help(format!(
                "extend the line to {} so that the outline closes, or add a `frame:` around the field",
                fmt_pt(g.to)
            )),
            None if board.lines.is_empty() && board.frame.is_none() => new(
                "savanna::board::no-regions",
                "the board has no lines and no frame, so it has no regions",
            )
            .with_help("draw lines that close regions under `lines:`, or add a `frame:` around the field"),
            None => new(
                "savanna::board::no-regions",
                "the lines close no region: they neither cross each other nor meet end to end",
            )
            .with_help("draw lines that cross or meet, or add a `frame:` around the field"),
        };
        if let Some(g) = &gap {
            for (s, t) in [
                (g.end_line, format!("free end at {}", fmt_pt(g.end))),
                (
                    g.to_line,
                    format!("{} from the free end", fmt_u(g.len, board.units)),
                ),
            ] {
                if let Some(sp) = s.and_then(|s| line_span(board, s))
                    && !d.labels.iter().any(|l| l.span == sp)
                {
                    d = d.with_label(sp, t);
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
                Some((_, other, _)) => line_name(board, other),
                None => "the line it meets".to_string(),
            };
            let mut d = new(
                "savanna::board::near-miss",
                format!(
                    "{} overshoots {met} at {} by {}",
                    line_name(board, src),
                    fmt_pt_near(at, e.length),
                    fmt_u(e.length, board.units)
                ),
            );
            d = d.with_help(match joining(at, e.length) {
                Some(p) => format!(
                    "end the line at {}, or trim every overshoot this short by snapping: add `snap: {}` (every point then moves by up to {})",
                    fmt_pt_near(at, e.length),
                    fmt_len(p),
                    fmt_u(p * std::f64::consts::FRAC_1_SQRT_2, board.units)
                ),
                None if searched => format!("end the line at {}: the overshoot bounds no region", fmt_pt_near(at, e.length)),
                None => format!("end the line at {}: the overshoot bounds no region (a `snap:` pitch that trims it is worked out for the first {MAX_SNAP_SEARCHES} free ends only)", fmt_pt_near(at, e.length)),
            });
            d
        } else if let Some((gap, other, q)) = short {
            new(
                "savanna::board::near-miss",
                format!(
                    "{} stops {} short of {}: its end at {} misses {}",
                    line_name(board, src),
                    fmt_u(gap, board.units),
                    line_name(board, other),
                    fmt_pt_near(free, gap),
                    fmt_pt_near(q, gap)
                ),
            )
            .with_help(match joining(q, gap) {
                Some(p) => format!(
                    "move the end to {}, or join every gap this small by snapping: add `snap: {}` (every point then moves by up to {})",
                    fmt_pt_near(q, gap),
                    fmt_len(p),
                    fmt_u(p * std::f64::consts::FRAC_1_SQRT_2, board.units)
                ),
                None if searched => format!("move the end to {} so that the lines meet", fmt_pt_near(q, gap)),
                None => format!("move the end to {} so that the lines meet (a `snap:` pitch that joins it is worked out for the first {MAX_SNAP_SEARCHES} free ends only)", fmt_pt_near(q, gap)),
            })
        } else {
            let msg = match best {
                Some((dd, other, _)) => format!(
                    "{} has a free end at {}, {} from {}: the stretch of line leading to that end (length {}) bounds no region",
                    line_name(board, src),
                    fmt_pt(free),
                    fmt_u(dd, board.units),
                    line_name(board, other),
                    fmt_u(e.length, board.units)
                ),
                None => format!(
                    "{} has a free end at {}: the stretch of line leading to that end (length {}) bounds no region",
                    line_name(board, src),
                    fmt_pt(free),
                    fmt_u(e.length, board.units)
                ),
            };
            new("savanna::board::dangle", msg)
            .with_help("extend the line to meet another line or the frame, or shorten it to the last crossing")
        };
        // A near miss prints the free end as finely as its gap needs, the label too.
        let resolution = match (overshoot, short) {
            (Some(_), _) => e.length,
            (None, Some((gap, _, _))) => gap,
            (None, None) => f64::INFINITY,
        };
        if let Some(sp) = span {
            d = d.with_label(sp, format!("free end at {}", fmt_pt_near(free, resolution)));
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
                .length(((c.b.x - c.a.x) as f64).hypot((c.b.y - c.a.y) as f64));
        }
    }
    for (s, len) in cut_by_line {
        let mut d = new("savanna::board::cut-edge", format!("{} has {} with the same region on both sides: it separates nothing", line_name(board, s), fmt_u(len, board.units)),
        )
        .with_help("a line that only connects two separate outlines bounds no region: remove it or make it close a region");
        if let Some(sp) = line_span(board, s) {
            d = d.with_label(sp, "same region on both sides");
        }
        out.push(d);
    }

    for s in &arr.outside_frame {
        let mut d = new(
            "savanna::board::outside-frame",
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
            new(
                "savanna::board::degenerate-line",
                format!(
                    "{} is shorter than the snap grid ({}) and is ignored",
                    line_name(board, *s),
                    fmt_u(arr.grid.pitch, board.units)
                ),
            )
            .with_help("give the line two distinct ends, or delete it")
            .with_label(l.span, "a single point on the grid"),
        );
    }

    // Duplicates and overlaps, each pair once; a line drawn three times is reported twice, each
    // copy against the first.
    let mut overlaps: Vec<&crate::geometry::arrangement::Overlap> = arr.overlaps.iter().collect();
    overlaps.sort_by_key(|o| o.lines);
    let mut copy_of: BTreeMap<SegmentId, SegmentId> = BTreeMap::new();
    let tol = 2.0 * arr.grid.pitch;
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
            new(
                "savanna::board::duplicate-line",
                format!(
                    "{} repeats {} ({} long)",
                    line_name(board, b),
                    line_name(board, a),
                    fmt_u(o.length, board.units)
                ),
            )
            .with_help("delete one of the two: a line drawn twice is still one line")
        } else if (b.0 as usize) >= n {
            new(
                "savanna::board::line-along-frame",
                format!(
                    "{} runs along the frame for {}",
                    line_name(board, a),
                    fmt_u(o.length, board.units)
                ),
            )
            .with_help("the frame is drawn anyway: shorten the line to where it leaves the frame, or delete it")
        } else {
            if copy_of.contains_key(&a) || copy_of.contains_key(&b) {
                continue;
            }
            if in_bundle.contains(&a) {
                continue;
            }
            new(
                "savanna::board::overlapping-lines",
                format!(
                    "{} and {} run along each other for {}",
                    line_name(board, a),
                    line_name(board, b),
                    fmt_u(o.length, board.units)
                ),
            )
            .with_help("draw each stretch of line once: delete or shorten one of them")
        };
        let mut d = d;
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

/// True when the overlap `o` is one line drawn twice: the two drawn lines have the same ends
/// (either way round, to within `tol`), or the overlap covers both whole. The ends are compared
/// as drawn, so two copies that run past the frame (where the overlap inside it is shorter than
/// either) are duplicates as much as copies inside it. False for overlaps with the frame.
fn is_duplicate(board: &Board, o: &crate::geometry::arrangement::Overlap, tol: f64) -> bool {
    let (Some(a), Some(b)) = (
        board.lines.get(o.lines.0.0 as usize),
        board.lines.get(o.lines.1.0 as usize),
    ) else {
        return false;
    };
    let near = |p: [f64; 2], q: [f64; 2]| (p[0] - q[0]).hypot(p[1] - q[1]) <= tol;
    if (near(a.from, b.from) && near(a.to, b.to)) || (near(a.from, b.to) && near(a.to, b.from)) {
        return true;
    }
    let len = |l: &crate::input::board::Line| (l.to[0] - l.from[0]).hypot(l.to[1] - l.from[1]);
    o.length >= len(a).max(len(b)) - tol
}

/// Groups the drawn lines that run along each other (overlaps that are not exact duplicates
/// and not along the frame) into bundles: connected components of the overlap pairs. Reports
/// each bundle of three or more lines once, as `board::overlapping-lines`, and returns its
/// lines; pairs are reported by the caller.
fn overlap_bundles(
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
        let names: Vec<String> = lines
            .iter()
            .take(NAMED)
            .map(|&s| line_name(board, s))
            .collect();
        let more = lines.len().saturating_sub(NAMED);
        let listed = if more > 0 {
            format!("{} and {more} more", names.join(", "))
        } else {
            names.join(", ")
        };
        let mut d = new(
            "savanna::board::overlapping-lines",
            format!(
                "{} lines run along each other ({listed}): {count} overlapping pairs, the longest shared stretch {}",
                lines.len(),
                fmt_u(longest, board.units)
            ),
        )
        .with_help("draw each stretch of line once: keep one line per stretch and delete or shorten the others");
        for (i, &s) in lines.iter().take(NAMED).enumerate() {
            if let Some(sp) = line_span(board, s) {
                d = d.with_label(sp, if i == 0 { "this line" } else { "runs along it" });
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
fn snap_joining(
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
    let mut step = 10f64.powf((2.0 * gap).log10().floor());
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
                grid: crate::geometry::snap::Grid::new(p),
            });
            let Ok(arr) = arr else { return None };
            let still_free = arr.dangle_ends.iter().any(|e| {
                let q = arr.point(e.free);
                (q[0] - free[0]).hypot(q[1] - free[1]) <= p
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

/// Boards with at least this many free ends have them examined on rayon's pool.
const PARALLEL_MIN_DANGLES: usize = 16;

/// The snap pitch that joins a near miss (`snap_joining`: a few small arrangements each) is
/// worked out for the first this many free ends of the arrangement; later near misses are
/// reported without it. A drawn board has far fewer free ends; on a generated board with
/// thousands of near misses the search took half of `build --no-capacity`'s time (random-1000
/// of bench/compare.py, issue 12), and one pitch per end helps nobody there.
pub const MAX_SNAP_SEARCHES: usize = 100;

/// Snap pitches up to this many times a near miss's gap are offered to join it; a coarser grid
/// would move every point of the board too far.
pub const MAX_SNAP_FACTOR: f64 = 10.0;
fn regions(f: &Facts, out: &mut Vec<Diagnostic>) {
    let (board, regs) = (f.board, f.regions);
    let rules = &board.rules;
    let n = regs.regions.len();
    if n == 0 {
        return;
    }
    // Region count and sizes.
    if (n as u32) < rules.min_regions || (n as u32) > rules.max_regions {
        let mut d = new(
            "savanna::board::region-count",
            format!(
                "the board has {n} region{}; the game is meant for about ten ({} to {} here)",
                if n == 1 { "" } else { "s" },
                rules.min_regions,
                rules.max_regions
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
        let d = new(
            "savanna::board::unequal-regions",
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
        let mut d = new(
            "savanna::board::disconnected",
            format!(
                "the regions fall apart into {} groups that no move can cross: {} (regions by id)",
                comps.len(),
                groups.join(" ")
            ),
        )
        .with_help("connect the groups: every region must be reachable from every other through shared borders (a corner is not a border)");
        for (c, g) in comps.iter().zip(&groups).skip(1) {
            let text = if c.len() == 1 {
                format!("{} is cut off from the rest", region_title(f.names, c[0]))
            } else {
                format!("regions {g} are cut off from the rest")
            };
            if let Some((s, _)) = region_labels(f, c[0], "").into_iter().next() {
                d = d.with_label(s, text);
            }
        }
        d = d.with_regions(comps.iter().skip(1).flatten().copied());
        out.push(d);
    }

    // Short borders and corner contacts.
    let min_border = rules.min_border(&board.pieces);
    for b in &regs.borders {
        if b.length < min_border {
            let d = new("savanna::region::short-border", format!(
                    "{} and {} share a border of only {}, shorter than a piece ({}): players will read it as a corner",
                    region_title(f.names, b.regions.0),
                    region_title(f.names, b.regions.1),
                    fmt_u(b.length, board.units),
                    fmt_u(min_border, board.units)
                ),
            )
            .with_help("move a line so that the border is longer, or so that the regions meet only at a point");
            // The primary label is the line that carries the border (the longest share of it);
            // the regions' names, when they have them, come after.
            let carriers = border_lines(f, b.regions);
            let mut d = d;
            for (i, s) in carriers.iter().take(2).enumerate() {
                if let Some(sp) = line_span(board, *s) {
                    let t = if i == 0 {
                        format!("the short border ({})", fmt_u(b.length, board.units))
                    } else {
                        "carries the rest of it".to_string()
                    };
                    d = d.with_label(sp, t);
                }
            }
            if d.labels.is_empty() {
                d = with_region_labels(d, f, b.regions.0, "short border");
            } else {
                for id in [b.regions.0, b.regions.1] {
                    if let Some((sp, _)) = region_labels(f, id, "")
                        .into_iter()
                        .next()
                        .filter(|_| f.names.get(id.0 as usize - 1).is_some_and(Option::is_some))
                        && !d.labels.iter().any(|l| l.span == sp)
                    {
                        d = d.with_label(sp, format!("region {id}"));
                    }
                }
            }
            out.push(d.with_regions([b.regions.0, b.regions.1]));
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
                "{meeting} regions meet at {}: {} touch only at that corner and are not neighbors",
                fmt_pt(at),
                list.join("; ")
            )
        } else {
            format!(
                "{} touch only at {} and are not neighbors",
                list.join("; "),
                fmt_pt(at)
            )
        };
        let mut d = new("savanna::region::corner-contact", msg)
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

    // Regions too small for a jackal: from the proven capacity, or (without capacities) when
    // even the widest disc inside the region is narrower than a jackal.
    if let Some(j) = board.piece("jackal") {
        for r in &regs.regions {
            let count = f
                .capacity
                .and_then(|c| c[r.id.0 as usize - 1].count("jackal"));
            let width = 2.0 * r.label_clearance;
            let small = match count {
                Some(k) => k == 0,
                None => f.capacity.is_none() && widest_disc_bound(r) < j.diameter,
            };
            if !small {
                continue;
            }
            let d = new(
                "savanna::region::too-small",
                format!(
                    "{} cannot hold one jackal ({} across): its area is {} and the widest disc inside it is {} across",
                    region_title(f.names, r.id),
                    fmt_u(j.diameter, board.units),
                    fmt_area(r.area, board.units),
                    fmt_u(width, board.units)
                ),
            )
            .with_help(format!(
                "widen the region by at least {} by moving its lines apart, or merge it into a neighbor by deleting a line",
                fmt_u((j.diameter - width).max(0.0), board.units)
            ));
            out.push(with_region_labels(d, f, r.id, "too small for a jackal"));
        }
    }

    // Counts where the packing search stopped at its work limit: certified, far below the
    // capacity, and said so rather than passed off as the capacity.
    if let Some(cap) = f.capacity {
        for r in &regs.regions {
            let c = &cap[r.id.0 as usize - 1];
            for (kind, bound) in &c.capped {
                let d = new(
                    "savanna::region::search-capped",
                    format!(
                        "{}: the search for {kind}s stopped at {} pieces (it examines at most {} lattice points); that many certainly fit, and at most {bound} do",
                        region_title(f.names, r.id),
                        c.count(kind).unwrap_or(0),
                        crate::capacity::lattice::MAX_LATTICE_POINTS
                    ),
                )
                .with_help("so many pieces never matter in play; for a full count, split the region or give larger pieces");
                out.push(with_region_labels(d, f, r.id, "search stopped here"));
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
        .map(|s| (s.span, "the start position"))
        .or(board.frame.as_ref().map(|fr| (fr.span, "the field")))
        .or(board.lines.first().map(|l| (l.span, "the lines")));
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
            .filter(|r| cap[r.id.0 as usize - 1].count("lion").unwrap_or(0) >= 1)
            .map(|r| r.id)
            .collect();
        if holding.len() < l.count as usize {
            let which = match holding.len() {
                0 => "no region can hold a lion".to_string(),
                1 => format!("only region {} can hold a lion", list(&holding)),
                k => format!("only {k} regions can hold a lion ({})", list(&holding)),
            };
            let mut d = new(
                "savanna::board::too-few-lion-regions",
                format!(
                    "{which}, but there are {} lions and they start one per region",
                    l.count
                ),
            )
            .with_help(format!(
                "make more regions at least {} wide (a lion's diameter), or play with fewer lions",
                fmt_u(l.diameter, board.units)
            ))
            .with_regions(holding.iter().copied());
            match (l.span, fallback) {
                (Some(s), _) => d = d.with_label(s, format!("{} lions", l.count)),
                (None, Some((s, _))) => {
                    d = d.with_label(
                        s,
                        format!("{} lions (the default) need {} regions", l.count, l.count),
                    )
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
            .map(|r| (cap[r.id.0 as usize - 1].count("jackal").unwrap_or(0), r.id))
            .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        let msg = match best {
            Some((k, id)) => format!(
                "no region holds the whole pack of {} jackals: the largest, {}, holds {k}",
                j.count,
                region_title(f.names, id)
            ),
            None => format!("no region holds the whole pack of {} jackals", j.count),
        };
        let mut d = new("savanna::board::no-pack-region", msg).with_help(
            "the pack starts together in one region: make one region larger, or play with fewer jackals",
        );
        match (j.span, fallback) {
            (Some(s), _) => d = d.with_label(s, format!("{} jackals", j.count)),
            (None, Some((s, _))) => {
                d = d.with_label(
                    s,
                    format!("{} jackals (the default) start in one region", j.count),
                )
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
                let c = &cap[r.id.0 as usize - 1];
                c.count("lion").unwrap_or(0) >= 1 && !c.mixed.is_empty()
            })
            .map(|r| r.id)
            .collect();
        if hosts == 0 && !lion_regions.is_empty() {
            // One finding for the board rather than one per region.
            let mut d = new(
                "savanna::board::no-capture-region",
                format!(
                    "no region can hold one lion and three jackals together, so no capture can ever happen (lions fit in regions {}, but at most {} jackals beside one)",
                    list(&lion_regions),
                    lion_regions
                        .iter()
                        .filter_map(|id| cap[id.0 as usize - 1].mixed.get(1).copied())
                        .max()
                        .unwrap_or(0)
                ),
            )
            .with_help(format!(
                "make some regions larger, or the pieces smaller under `pieces:` (a lion is {} across, a jackal {})",
                fmt_u(l.diameter, board.units),
                fmt_u(j.diameter, board.units)
            ))
            .with_regions(lion_regions.iter().copied());
            for (p, what) in [(l, "lion"), (j, "jackal")] {
                if let Some(s) = p.span {
                    d = d.with_label(
                        s,
                        format!("{what}: {} across", fmt_u(p.diameter, board.units)),
                    );
                }
            }
            if d.labels.is_empty()
                && let Some((s, t)) = fallback
            {
                d = d.with_label(s, t);
            }
            out.push(d);
        } else {
            for id in &lion_regions {
                let c = &cap[id.0 as usize - 1];
                if capture(c) {
                    continue;
                }
                let d = new(
                    "savanna::region::no-capture",
                    format!(
                        "{} cannot host a capture: one lion and three jackals do not fit in it together (at most {} beside a lion)",
                        region_title(f.names, *id),
                        c.mixed.get(1).copied().unwrap_or(0)
                    ),
                )
                .with_help("captures happen where a lion and three jackals meet; make the region a little larger if it should host one");
                out.push(with_region_labels(d, f, *id, "no room for a capture"));
            }
        }
    }
}

/// The lines (and frame edges) along the border of the regions `pair`, longest share first (ties
/// to the lower id): the edges of the arrangement with one region on each side.
fn border_lines(f: &Facts, pair: (RegionId, RegionId)) -> Vec<SegmentId> {
    let arr = f.arrangement;
    let mut region_of = vec![None; arr.faces.len()];
    for r in &f.regions.regions {
        if let Some(x) = region_of.get_mut(r.face.0 as usize) {
            *x = Some(r.id);
        }
    }
    let mut share: BTreeMap<SegmentId, f64> = BTreeMap::new();
    for (k, sources) in arr.edge_sources.iter().enumerate() {
        let h = crate::geometry::dcel::HalfEdgeId(2 * k as u32);
        let t = crate::geometry::dcel::HalfEdgeId(2 * k as u32 + 1);
        let side = |h| {
            arr.face_of(h)
                .and_then(|fc| region_of.get(fc.0 as usize).copied().flatten())
        };
        let (a, b) = (side(h), side(t));
        if (a, b) != (Some(pair.0), Some(pair.1)) && (b, a) != (Some(pair.0), Some(pair.1)) {
            continue;
        }
        let (p, q) = (arr.dcel.origin(h), arr.dcel.dest(h));
        let len = arr
            .grid
            .length(((q.x - p.x) as f64).hypot((q.y - p.y) as f64));
        for s in sources {
            *share.entry(*s).or_insert(0.0) += len;
        }
    }
    let mut v: Vec<(SegmentId, f64)> = share.into_iter().collect();
    v.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    v.into_iter().map(|x| x.0).collect()
}

/// An upper bound on the diameter of the widest disc inside `r`, board units: twice the proven
/// bound on its clearance from the label search ([`crate::regions::Label::clearance_bound`]:
/// the pole of inaccessibility's clearance plus the search's precision, or the largest cell still
/// open when the cell budget ran out, never more than half the bounding box's shorter side).
fn widest_disc_bound(r: &crate::regions::Region) -> f64 {
    2.0 * r.clearance_bound
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
                "savanna::setup::lions-together",
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
    let by_id: Vec<&crate::input::board::SpannedRef> = raw
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
            "savanna::setup::region-id",
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
                "savanna::setup::lion-count",
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
                "savanna::setup::lion-count",
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
                let (dia, width) = (
                    board.piece("lion").map_or(0.0, |l| l.diameter),
                    f.regions.get(*id).map_or(0.0, |r| 2.0 * r.label_clearance),
                );
                out.push(
                    new(
                        "savanna::setup::does-not-fit",
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
                    new(
                        "savanna::setup::does-not-fit",
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
                let what = match dd {
                    0 => "in the same region as".to_string(),
                    1 => "next to".to_string(),
                    _ => format!("{dd} borders from"),
                };
                out.push(
                    new("savanna::setup::pack-too-close", format!(
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
