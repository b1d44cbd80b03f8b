//! The board generator: a playable board drawn at random from a seed.
//!
//! # Algorithm
//!
//! A board is drawn as a designer draws one with a ruler: straight pencil lines across a
//! rectangular frame (board units, x to the right, y **down**, origin at the top-left corner), one
//! at a time, until the lines close exactly the requested number of regions. Each line is one of
//!
//! - a **chord**: from a point of one frame edge to a point of another edge (whole millimetres),
//!   crossing every line in its way;
//! - a **T-line**: through a random point of the frame in a random direction, stopping at the
//!   first line it meets on each side (a T-junction), or, with probability [`CONTINUE_PAST`],
//!   crossing that line and stopping at the next one, and so on; the frame always stops it. Its
//!   ends are the exact intersection points (written with every digit, so that they lie on the
//!   line they stop at, far within the snap grid).
//!
//! A line whose ends lie on the drawing and that crosses `c` lines splits `c + 1` faces (each of
//! its `c + 1` pieces cuts one face in two), so the region count is known as lines are added; a
//! line that would overshoot the requested count is not drawn. Lines are kept clear of one
//! another locally, before any pipeline run ([`SPACING`], [`CLEARANCE`], [`MIN_ANGLE_DEG`]): every
//! new meeting point lies at least `SPACING` lion diameters along its line from every other
//! meeting point or corner (no short borders, no three lines through one point), lines meet at
//! [`MIN_ANGLE_DEG`] or more (no slivers), and no existing meeting point lies closer than
//! `CLEARANCE` lion diameters to the new line, nor a new one to an existing line (no thin
//! wedges).
//!
//! # Acceptance checks
//!
//! A drawing is then run through the library's own pipeline ([`crate::pipeline::run`]), so a
//! generated board passes exactly the checks that `savanna check` applies:
//!
//! 1. without capacities: the region count is the one asked for; no diagnostic other than the
//!    advice allowed by [`ALLOWED_ADVICE`] (`corner-contact`: four regions meeting where two
//!    pencil lines cross; and [`ALLOWED_ADVICE_MANY`] above 14 regions); every region's widest inscribed disc holds a lion
//!    ([`LION_FIT_MARGIN`]).
//! 2. the regions are named (a shuffle of [`names::PLACES`], each name at its region's pole of
//!    inaccessibility rounded to the millimetre) and packed with the pieces in play: again no
//!    diagnostic beyond [`ALLOWED_ADVICE`].
//! 3. the setup is drawn as the game draws one ([`crate::game::play::draw_setup`]): one lion per
//!    region that holds a lion, the pack where it fits, at least `rules.min_pack_distance`
//!    borders from every lion.
//!
//! Boards where the **fit rule** matters are favoured: a drawing in which some region is small
//! (area under [`TIGHT_AREA`] jackal diameters squared) is packed first, and the first
//! accepted board with a region that holds fewer than all the lions or all the jackals in play is
//! kept; after [`MAX_CAPACITY_RUNS`] packed drawings without one, the first accepted board is kept.
//!
//! With `--balanced`, K candidates (candidate `i` from the random stream `i` of the seed, so
//! candidate 0 is the board written without `--balanced`) are each played by
//! [`crate::game::balance::balance`]; the candidate whose lions' share of decisive games is
//! nearest 50 % is kept (the earliest on a tie), and the figures go into the file as comments.
//!
//! Random numbers: PCG-64 through [`GameRng`], the game's generator (fixed by its
//! specification); nothing depends on hash order or thread count, so the same options give the
//! same bytes.

pub mod names;

use crate::diagnostics::Severity;
use crate::game::GameBoard;
use crate::game::agents::AgentKind;
use crate::game::balance::{BalanceOptions, BalanceReport, balance};
use crate::game::play::{GameRng, draw_setup};
use crate::input::units::Units;
use crate::input::yaml::{FlowMap, FlowSeq};
use crate::output::validated::KindMap;
use crate::pipeline::{self, Options, Outcome};
use serde::Serialize;
use std::fmt;

/// Fewest regions `generate` draws.
pub const MIN_REGIONS: u32 = 2;
/// Most regions `generate` draws.
pub const MAX_REGIONS: u32 = 60;
/// Shortest frame side, mm.
pub const MIN_SIDE_MM: f64 = 100.0;
/// Longest frame side, mm (10 m: a board pegged out on the ground). Above it the capacity of
/// each candidate's huge regions makes a drawing slow to accept (15 m took about 48 s of CPU for
/// ten regions and 20 m found no board within the packed drawings).
pub const MAX_SIDE_MM: f64 = 10_000.0;
/// Largest ratio of the frame's long side to its short side.
pub const MAX_ASPECT: f64 = 10.0;
/// Frame area needed per region, in lion diameters squared: below it `generate` refuses at once.
/// Drawings succeed up to about 7.7 d² per region (18 regions on A3); 6 d² refuses at once what
/// cannot succeed and leaves the rest to the bounded search.
pub const AREA_PER_REGION: f64 = 6.0;
/// Least distance along a line between two meeting points (corners included), lion diameters.
/// Borders are at least this long, above the default `min_border_length` (one diameter).
pub const SPACING: f64 = 1.6;
/// Least distance between a meeting point and a line it is not on, lion diameters.
pub const CLEARANCE: f64 = 1.0;
/// Least angle at which two lines meet, degrees (no slivers). At a shallow meeting the
/// neighbouring meeting point, `SPACING` along, is only `SPACING * sin(angle)` from the new line,
/// so [`CLEARANCE`] then asks for more room along the line.
pub const MIN_ANGLE_DEG: f64 = 30.0;
/// Share of proposed lines that are chords (the others are T-lines).
pub const CHORD_SHARE: f64 = 0.3;
/// Probability that a T-line crosses the line it meets and goes on to the next.
pub const CONTINUE_PAST: f64 = 0.3;
/// Drawings tried for one board before giving up.
pub const MAX_ATTEMPTS: u32 = 400;
/// Lines proposed in one drawing before it is abandoned.
pub const MAX_PROPOSALS: u32 = 2000;
/// Drawings packed (capacity) for one board before the search for a tight region stops.
pub const MAX_CAPACITY_RUNS: u32 = 8;
/// A region smaller than this many jackal diameters squared probably does not hold the pack of
/// 9 (hexagonal packing needs 7.8 d² for 9 discs, before the losses at the border): drawings
/// with one are packed first.
pub const TIGHT_AREA: f64 = 13.0;
/// A region's inscribed disc must be this many lion diameters wide.
pub const LION_FIT_MARGIN: f64 = 1.05;
/// The only diagnostics a generated board may have (advice): four regions meeting where two
/// lines cross, and a region that holds a lion but not a capture.
pub const ALLOWED_ADVICE: &[&str] = &[
    "savanna::region::corner-contact",
    "savanna::region::no-capture",
];
/// Advice also allowed on a board of more regions than the default `rules.max_regions` (14): the
/// largest region more than `max_area_ratio` (8) times the smallest, which random lines nearly
/// always give when there are many regions.
pub const ALLOWED_ADVICE_MANY: &str = "savanna::board::unequal-regions";
/// Games each candidate plays under `--balanced` by default.
pub const DEFAULT_GAMES: u32 = 100;
/// Candidates under `--balanced` by default.
pub const DEFAULT_CANDIDATES: u32 = 8;
/// Seed of the balance games (the `savanna balance` default).
pub const BALANCE_SEED: u64 = 1;

/// The frame of a generated board: a rectangle `(0,0)-(width,height)` in `units`.
#[derive(Debug, Clone, PartialEq)]
pub struct FrameSize {
    /// Width, board units.
    pub width: f64,
    /// Height, board units.
    pub height: f64,
    /// The board's units (mm for paper, m or cm when the size is given so).
    pub units: Units,
    /// How the frame is written on the command line (`a3`, `3x2m`), for the header comment.
    pub spec: String,
}

impl FrameSize {
    /// Reads `a3`, `a4` (landscape, mm) or `WxH` with an optional unit, mm, cm or m, after
    /// either number or both (`420x297`, `300mmx200mm`, `3mx2m`, `3x2m`).
    ///
    /// ```
    /// use savanna::generate::FrameSize;
    /// let f = FrameSize::parse("3mx2m").unwrap();
    /// assert_eq!((f.width, f.height, f.units.as_str()), (3.0, 2.0, "m"));
    /// assert_eq!(FrameSize::parse("A3").unwrap().width, 420.0);
    /// assert!(FrameSize::parse("0x200").is_err());
    /// ```
    ///
    /// # Errors
    /// A message saying what is wrong: not a size, a side not positive, outside
    /// [`MIN_SIDE_MM`]..=[`MAX_SIDE_MM`], two units, or sides more than [`MAX_ASPECT`] apart.
    pub fn parse(s: &str) -> Result<FrameSize, String> {
        let t = s.trim().to_ascii_lowercase();
        let named = |w: f64, h: f64| FrameSize {
            width: w,
            height: h,
            units: Units::Mm,
            spec: t.clone(),
        };
        match t.as_str() {
            "a3" => return Ok(named(420.0, 297.0)),
            "a4" => return Ok(named(297.0, 210.0)),
            _ => {}
        }
        let bad = || {
            format!(
                "`{s}` is not a frame size: use a3, a4 or WIDTHxHEIGHT in mm, cm or m (e.g. 600x400, 3mx2m)"
            )
        };
        let (a, b) = t.split_once(['x', '×']).ok_or_else(bad)?;
        let side = |p: &str| -> Result<(f64, Option<Units>), String> {
            let p = p.trim();
            let (num, unit) = if let Some(n) = p.strip_suffix("mm") {
                (n, Some(Units::Mm))
            } else if let Some(n) = p.strip_suffix("cm") {
                (n, Some(Units::Cm))
            } else if let Some(n) = p.strip_suffix('m') {
                (n, Some(Units::M))
            } else {
                (p, None)
            };
            let v: f64 = num.trim().parse().map_err(|_| bad())?;
            Ok((v, unit))
        };
        let ((w, uw), (h, uh)) = (side(a)?, side(b)?);
        let units = match (uw, uh) {
            (Some(x), Some(y)) if x != y => {
                return Err(format!(
                    "`{s}` gives the sides in two units: give both in mm, cm or m"
                ));
            }
            (Some(x), _) | (None, Some(x)) => x,
            (None, None) => Units::Mm,
        };
        for v in [w, h] {
            if !v.is_finite() || v <= 0.0 {
                return Err(format!("`{s}`: a frame side must be a positive number"));
            }
            let mm = v * units.mm_per_unit();
            if !(MIN_SIDE_MM..=MAX_SIDE_MM).contains(&mm) {
                return Err(format!(
                    "`{s}`: a frame side of {mm} mm is outside {MIN_SIDE_MM}..={MAX_SIDE_MM} mm (10 cm to 10 m)"
                ));
            }
        }
        if w.max(h) / w.min(h) > MAX_ASPECT {
            return Err(format!(
                "`{s}`: one side is more than {MAX_ASPECT} times the other; give a squarer frame"
            ));
        }
        Ok(FrameSize {
            width: w,
            height: h,
            units,
            spec: format!("{w}x{h}{}", units.as_str()),
        })
    }
}

/// Balance options of `--balanced`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Balanced {
    /// Candidates drawn and played (K >= 1).
    pub candidates: u32,
    /// Games each candidate plays.
    pub games: u32,
    /// The agent playing both sides.
    pub agent: AgentKind,
}

impl Default for Balanced {
    fn default() -> Self {
        Balanced {
            candidates: DEFAULT_CANDIDATES,
            games: DEFAULT_GAMES,
            agent: AgentKind::Greedy,
        }
    }
}

/// What to generate.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerateOptions {
    /// Regions wanted, [`MIN_REGIONS`]..=[`MAX_REGIONS`].
    pub regions: u32,
    /// The frame.
    pub frame: FrameSize,
    /// Seed of every random number.
    pub seed: u64,
    /// Keep the most balanced of several candidates.
    pub balanced: Option<Balanced>,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            regions: 10,
            frame: FrameSize {
                width: 420.0,
                height: 297.0,
                units: Units::Mm,
                spec: "a3".into(),
            },
            seed: 1,
            balanced: None,
        }
    }
}

impl GenerateOptions {
    /// The command that writes this board (for the header comment).
    pub fn command(&self) -> String {
        let mut c = format!(
            "savanna generate --regions {} --frame {} --seed {}",
            self.regions, self.frame.spec, self.seed
        );
        if let Some(b) = &self.balanced {
            c.push_str(&format!(
                " --balanced --candidates {} --games {}",
                b.candidates, b.games
            ));
        }
        c
    }

    /// Refuses options no board can satisfy, before any drawing.
    ///
    /// # Errors
    /// A message naming the option and what to change.
    pub fn validate(&self) -> Result<(), GenerateError> {
        if !(MIN_REGIONS..=MAX_REGIONS).contains(&self.regions) {
            return Err(GenerateError(format!(
                "--regions {}: give {MIN_REGIONS} to {MAX_REGIONS} regions",
                self.regions
            )));
        }
        let mm = self.frame.units.mm_per_unit();
        let area_mm2 = self.frame.width * mm * self.frame.height * mm;
        let lion = crate::input::DEFAULT_LION_DIAMETER_MM;
        let most = (area_mm2 / (AREA_PER_REGION * lion * lion)).floor() as u64;
        if most < u64::from(MIN_REGIONS) {
            return Err(GenerateError(format!(
                "the {} frame is too small for a board of {MIN_REGIONS} regions (each needs room for a {lion} mm lion): give a larger frame",
                self.frame.spec
            )));
        }
        if u64::from(self.regions) > most {
            return Err(GenerateError(format!(
                "the {} frame is too small for {} regions (each needs room for a {lion} mm lion): give at most {most} regions or a larger frame",
                self.frame.spec, self.regions
            )));
        }
        if let Some(b) = &self.balanced {
            if b.candidates == 0 {
                return Err(GenerateError("--candidates must be at least 1".into()));
            }
            if b.games < 2 || b.games % 2 != 0 {
                return Err(GenerateError(format!(
                    "--games {}: games come in pairs (each set-up once with each side first); give an even number from 2",
                    b.games
                )));
            }
        }
        Ok(())
    }
}

/// Why no board was generated: what to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenerateError(pub String);

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GenerateError {}

/// One generated board (a candidate of `--balanced`).
#[derive(Debug, Clone)]
pub struct Candidate {
    /// Its number (the random stream it was drawn from), 0-based.
    pub index: u32,
    /// The board file without the header comments (YAML).
    pub body: String,
    /// Regions that hold fewer than all the lions or all the jackals in play.
    pub tight_regions: usize,
    /// Drawings tried.
    pub attempts: u32,
    /// The board as the game engine sees it (with its setup).
    pub game: GameBoard,
}

/// What [`generate`] produced.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The board file: header comments, then [`Candidate::body`] of the kept candidate.
    pub yaml: String,
    /// Every candidate drawn (one without `--balanced`), with its balance report under
    /// `--balanced`.
    pub candidates: Vec<(Candidate, Option<BalanceReport>)>,
    /// Index into `candidates` of the kept one.
    pub chosen: usize,
}

type P = [f64; 2];

fn sub(a: P, b: P) -> P {
    [a[0] - b[0], a[1] - b[1]]
}
fn cross(a: P, b: P) -> f64 {
    a[0] * b[1] - a[1] * b[0]
}
fn dist(a: P, b: P) -> f64 {
    (a[0] - b[0]).hypot(a[1] - b[1])
}
fn dist_to_segment(p: P, a: P, b: P) -> f64 {
    let e = sub(b, a);
    let l2 = e[0] * e[0] + e[1] * e[1];
    if l2 <= 0.0 {
        return dist(p, a);
    }
    let w = sub(p, a);
    let t = ((w[0] * e[0] + w[1] * e[1]) / l2).clamp(0.0, 1.0);
    dist(p, [a[0] + t * e[0], a[1] + t * e[1]])
}

/// A line of the drawing (the frame's four edges first) and the points where others meet it.
#[derive(Debug, Clone)]
struct Seg {
    a: P,
    b: P,
    frame: bool,
    verts: Vec<P>,
}

/// Where a proposed line meets an existing one.
#[derive(Debug, Clone, Copy)]
struct Hit {
    t: f64,
    seg: usize,
    q: P,
    sin: f64,
}

/// Lengths of the drawing in board units.
struct Scale {
    spacing: f64,
    clearance: f64,
    sin_min: f64,
    /// Board units per millimetre, inverted: positions on the frame are whole millimetres.
    per_unit: f64,
}

/// The line through `p` along `d` meets segment `s` at `p + t d`: `(t, hit)`.
fn meet(p: P, d: P, s: &Seg, seg: usize) -> Option<Hit> {
    let e = sub(s.b, s.a);
    let den = cross(d, e);
    let scale = d[0].hypot(d[1]) * e[0].hypot(e[1]);
    if den.abs() <= 1e-12 * scale {
        return None;
    }
    let w = sub(s.a, p);
    let t = cross(w, e) / den;
    let u = cross(w, d) / den;
    if !(0.0..=1.0).contains(&u) {
        return None;
    }
    Some(Hit {
        t,
        seg,
        q: [s.a[0] + u * e[0], s.a[1] + u * e[1]],
        sin: den.abs() / scale,
    })
}

/// A drawing in progress.
struct Drawing {
    segs: Vec<Seg>,
    regions: u32,
}

impl Drawing {
    fn new(w: f64, h: f64) -> Drawing {
        let c = [[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]];
        let segs = (0..4)
            .map(|i| Seg {
                a: c[i],
                b: c[(i + 1) % 4],
                frame: true,
                verts: vec![c[i], c[(i + 1) % 4]],
            })
            .collect();
        Drawing { segs, regions: 1 }
    }

    /// A point of frame edge `e` at fraction `f` of it, whole millimetres.
    fn frame_point(&self, e: usize, f: f64, sc: &Scale) -> P {
        let s = &self.segs[e];
        let r = |x: f64| (x * sc.per_unit).round() / sc.per_unit;
        let p = [
            s.a[0] + f * (s.b[0] - s.a[0]),
            s.a[1] + f * (s.b[1] - s.a[1]),
        ];
        if s.a[0] == s.b[0] {
            [s.a[0], r(p[1])]
        } else {
            [r(p[0]), s.a[1]]
        }
    }

    /// Proposes one line: its meeting points in order along it (ends first and last).
    fn propose(&self, rng: &mut GameRng, w: f64, h: f64, sc: &Scale) -> Option<Vec<Hit>> {
        if rng.unit() < CHORD_SHARE {
            let e1 = rng.below(4);
            let e2 = (e1 + 1 + rng.below(3)) % 4;
            let a = self.frame_point(e1, rng.unit(), sc);
            let b = self.frame_point(e2, rng.unit(), sc);
            let d = sub(b, a);
            let end = |e: usize, t: f64, q: P| {
                let s = &self.segs[e];
                let ed = sub(s.b, s.a);
                let sin = cross(d, ed).abs() / (d[0].hypot(d[1]) * ed[0].hypot(ed[1]));
                Hit { t, seg: e, q, sin }
            };
            let mut hits = vec![end(e1, 0.0, a)];
            let mut mid: Vec<Hit> = self
                .segs
                .iter()
                .enumerate()
                .filter(|(_, s)| !s.frame)
                .filter_map(|(i, s)| meet(a, d, s, i))
                .filter(|h| h.t > 0.0 && h.t < 1.0)
                .collect();
            mid.sort_by(|x, y| x.t.total_cmp(&y.t));
            hits.extend(mid);
            hits.push(end(e2, 1.0, b));
            return Some(hits);
        }
        let p = [rng.unit() * w, rng.unit() * h];
        let th = rng.unit() * std::f64::consts::PI;
        let d = [th.cos(), th.sin()];
        let all: Vec<Hit> = self
            .segs
            .iter()
            .enumerate()
            .filter_map(|(i, s)| meet(p, d, s, i))
            .collect();
        let mut fwd: Vec<Hit> = all.iter().copied().filter(|h| h.t > 0.0).collect();
        let mut back: Vec<Hit> = all.iter().copied().filter(|h| h.t < 0.0).collect();
        fwd.sort_by(|x, y| x.t.total_cmp(&y.t));
        back.sort_by(|x, y| y.t.total_cmp(&x.t));
        let mut walk = |list: &[Hit]| -> Option<Vec<Hit>> {
            let mut out = Vec::new();
            for h in list {
                out.push(*h);
                if self.segs[h.seg].frame || rng.unit() >= CONTINUE_PAST {
                    return Some(out);
                }
            }
            None
        };
        let mut b = walk(&back)?;
        let f = walk(&fwd)?;
        b.reverse();
        b.extend(f);
        // An end on the frame goes to the nearest whole millimetre of its edge (still on it); an
        // end on a line stays exact.
        let n = b.len();
        for i in [0, n - 1] {
            let s = &self.segs[b[i].seg];
            if s.frame {
                let e = sub(s.b, s.a);
                let len2 = e[0] * e[0] + e[1] * e[1];
                let f = (sub(b[i].q, s.a)[0] * e[0] + sub(b[i].q, s.a)[1] * e[1]) / len2;
                b[i].q = self.frame_point(b[i].seg, f, sc);
            }
        }
        Some(b)
    }

    /// Whether the proposed line keeps clear of the drawing (see the module docs).
    fn admissible(&self, hits: &[Hit], sc: &Scale) -> bool {
        let (Some(first), Some(last)) = (hits.first(), hits.last()) else {
            return false;
        };
        let (a, b) = (first.q, last.q);
        for h in hits {
            if h.sin < sc.sin_min {
                return false;
            }
            if self.segs[h.seg]
                .verts
                .iter()
                .any(|v| dist(*v, h.q) < sc.spacing)
            {
                return false;
            }
            if self
                .segs
                .iter()
                .enumerate()
                .any(|(i, s)| i != h.seg && dist_to_segment(h.q, s.a, s.b) < sc.clearance)
            {
                return false;
            }
        }
        if hits.windows(2).any(|w| dist(w[0].q, w[1].q) < sc.spacing) {
            return false;
        }
        !self
            .segs
            .iter()
            .flat_map(|s| s.verts.iter())
            .any(|v| dist_to_segment(*v, a, b) < sc.clearance)
    }

    fn add(&mut self, hits: &[Hit]) {
        for h in hits {
            self.segs[h.seg].verts.push(h.q);
        }
        let (a, b) = (hits[0].q, hits[hits.len() - 1].q);
        self.segs.push(Seg {
            a,
            b,
            frame: false,
            verts: hits.iter().map(|h| h.q).collect(),
        });
        self.regions += hits.len() as u32 - 1;
    }

    fn lines(&self) -> Vec<[P; 2]> {
        self.segs
            .iter()
            .filter(|s| !s.frame)
            .map(|s| [s.a, s.b])
            .collect()
    }
}

/// Draws lines until they close `target` regions; `None` when the proposals run out.
fn draw(rng: &mut GameRng, w: f64, h: f64, target: u32, sc: &Scale) -> Option<Vec<[P; 2]>> {
    let mut d = Drawing::new(w, h);
    let mut proposals = 0;
    while d.regions < target {
        proposals += 1;
        if proposals > MAX_PROPOSALS {
            return None;
        }
        let Some(hits) = d.propose(rng, w, h, sc) else {
            continue;
        };
        if hits.len() < 2 || d.regions + hits.len() as u32 - 1 > target {
            continue;
        }
        if d.admissible(&hits, sc) {
            d.add(&hits);
        }
    }
    Some(d.lines())
}

#[derive(Serialize)]
struct RectOut {
    width: f64,
    height: f64,
}

#[derive(Serialize)]
struct PieceOut {
    diameter: f64,
    count: u32,
}

#[derive(Serialize)]
struct RulesOut {
    min_regions: u32,
    max_regions: u32,
}

#[derive(Serialize)]
struct SetupOut {
    lions: FlowSeq<Vec<String>>,
    jackals: String,
}

/// The board file as written (field order is the README's).
#[derive(Serialize)]
struct BoardOut {
    name: String,
    units: Units,
    frame: FlowMap<RectOut>,
    lines: Vec<FlowSeq<[FlowSeq<P>; 2]>>,
    pieces: KindMap<FlowMap<PieceOut>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    regions: Option<KindMap<FlowSeq<P>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    setup: Option<SetupOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<FlowMap<RulesOut>>,
}

fn body(
    opts: &GenerateOptions,
    lines: &[[P; 2]],
    names: Option<&[(String, P)]>,
    setup: Option<(Vec<String>, String)>,
) -> Result<String, GenerateError> {
    let mm = opts.frame.units.mm_per_unit();
    let piece = |d_mm: f64, count: u32| {
        FlowMap(PieceOut {
            diameter: crate::output::validated::round_number(d_mm / mm),
            count,
        })
    };
    let n = opts.regions;
    let b = BoardOut {
        name: format!("Generated Savanna {}", opts.seed),
        units: opts.frame.units,
        frame: FlowMap(RectOut {
            width: opts.frame.width,
            height: opts.frame.height,
        }),
        lines: lines
            .iter()
            .map(|l| FlowSeq([FlowSeq(l[0]), FlowSeq(l[1])]))
            .collect(),
        pieces: KindMap(vec![
            (
                "lion".into(),
                piece(
                    crate::input::DEFAULT_LION_DIAMETER_MM,
                    crate::input::DEFAULT_LION_COUNT,
                ),
            ),
            (
                "jackal".into(),
                piece(
                    crate::input::DEFAULT_JACKAL_DIAMETER_MM,
                    crate::input::DEFAULT_JACKAL_COUNT,
                ),
            ),
        ]),
        regions: names.map(|v| KindMap(v.iter().map(|(k, p)| (k.clone(), FlowSeq(*p))).collect())),
        setup: setup.map(|(lions, jackals)| SetupOut {
            lions: FlowSeq(lions),
            jackals,
        }),
        rules: (!(7..=14).contains(&n)).then(|| {
            FlowMap(RulesOut {
                min_regions: n.min(7),
                max_regions: n.max(14),
            })
        }),
    };
    let mut text = crate::input::yaml::to_string(&b)
        .map_err(|e| GenerateError(format!("cannot write the board: {e}")))?;
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(text)
}

/// Whether every diagnostic is allowed advice.
fn clean(out: &Outcome, regions: u32) -> bool {
    let many = regions > crate::input::Rules::default().max_regions;
    out.diagnostics.iter().all(|d| {
        d.severity == Severity::Advice
            && (ALLOWED_ADVICE.contains(&d.code.as_str()) || many && d.code == ALLOWED_ADVICE_MANY)
    })
}

/// Regions that hold fewer than all the lions or all the jackals in play.
fn tight(out: &Outcome) -> usize {
    let v = &out.validated;
    let (Some(l), Some(j)) = (v.pieces.get("lion"), v.pieces.get("jackal")) else {
        return 0;
    };
    v.regions
        .iter()
        .filter(|r| {
            r.capacity
                .get("lion")
                .is_some_and(|&c| c < l.count as usize)
                || r.capacity
                    .get("jackal")
                    .is_some_and(|&c| c < j.count as usize)
        })
        .count()
}

/// A board accepted after packing, waiting for its setup.
struct Accepted {
    lines: Vec<[P; 2]>,
    names: Vec<(String, P)>,
    game: GameBoard,
    tight: usize,
}

/// Draws candidate `index` (random stream `index` of the seed).
///
/// # Errors
/// When no drawing passes the checks within [`MAX_ATTEMPTS`]: the message says what to change.
pub fn candidate(opts: &GenerateOptions, index: u32) -> Result<Candidate, GenerateError> {
    opts.validate()?;
    let mut rng = GameRng::new(opts.seed, u64::from(index));
    let mm = opts.frame.units.mm_per_unit();
    let lion = crate::input::DEFAULT_LION_DIAMETER_MM / mm;
    let jackal = crate::input::DEFAULT_JACKAL_DIAMETER_MM / mm;
    let sc = Scale {
        spacing: SPACING * lion,
        clearance: CLEARANCE * lion,
        sin_min: MIN_ANGLE_DEG.to_radians().sin(),
        per_unit: mm,
    };
    let (w, h) = (opts.frame.width, opts.frame.height);
    let no_cap = Options {
        capacity: false,
        ..Options::default()
    };
    let mpd = crate::input::Rules::default().min_pack_distance;
    let mut fallback: Option<Accepted> = None;
    let mut packed = 0;
    let mut attempts = 0;
    let mut chosen = None;
    while attempts < MAX_ATTEMPTS && packed < MAX_CAPACITY_RUNS {
        attempts += 1;
        let Some(lines) = draw(&mut rng, w, h, opts.regions, &sc) else {
            continue;
        };
        let text = body(opts, &lines, None, None)?;
        let Ok(out) = pipeline::run(&text, &no_cap) else {
            continue;
        };
        if out.regions.regions.len() != opts.regions as usize
            || !clean(&out, opts.regions)
            || out
                .regions
                .regions
                .iter()
                .any(|r| 2.0 * r.label_clearance < LION_FIT_MARGIN * lion)
        {
            continue;
        }
        let small = out
            .regions
            .regions
            .iter()
            .any(|r| r.area < TIGHT_AREA * jackal * jackal);
        if !small && fallback.is_some() {
            continue;
        }
        // Names: a shuffle of the places, each at its region's label rounded to the millimetre.
        let mut places: Vec<&str> = names::PLACES.to_vec();
        for k in 0..out.regions.regions.len() {
            let r = k + rng.below(places.len() - k);
            places.swap(k, r);
        }
        let round = |x: f64| (x * mm).round() / mm;
        let named: Vec<(String, P)> = out
            .regions
            .regions
            .iter()
            .zip(&places)
            .map(|(r, n)| (n.to_string(), [round(r.label[0]), round(r.label[1])]))
            .collect();
        let text = body(opts, &lines, Some(&named), None)?;
        packed += 1;
        let Ok(out) = pipeline::run(&text, &Options::default()) else {
            continue;
        };
        if out.regions.regions.len() != opts.regions as usize || !clean(&out, opts.regions) {
            continue;
        }
        let Ok(game) = GameBoard::from_validated(&out.validated, &out.board.game, mpd) else {
            continue;
        };
        let acc = Accepted {
            tight: tight(&out),
            lines,
            names: named,
            game,
        };
        if acc.tight > 0 {
            chosen = Some(acc);
            break;
        }
        fallback.get_or_insert(acc);
    }
    let Some(mut acc) = chosen.or(fallback) else {
        return Err(GenerateError(format!(
            "no board of {} regions on the {} frame passed the checks in {attempts} drawings: ask for fewer regions (--regions) or a larger frame (--frame), or try another --seed",
            opts.regions, opts.frame.spec
        )));
    };
    // The setup, drawn as the game draws one; it must keep the pack far enough from the lions.
    let mut setup = None;
    for _ in 0..16 {
        let Some(s) = draw_setup(&acc.game, &mut rng) else {
            break;
        };
        let (Some(p), Some(ls)) = (
            acc.game.index(s.jackals),
            s.lions
                .iter()
                .map(|l| acc.game.index(*l))
                .collect::<Option<Vec<usize>>>(),
        ) else {
            break;
        };
        if ls
            .iter()
            .all(|&l| u32::from(acc.game.distance(l, p)) >= mpd)
        {
            setup = Some(s);
            break;
        }
    }
    let Some(s) = setup else {
        return Err(GenerateError(format!(
            "the board drawn has no setup with the pack {mpd} borders from every lion: try another --seed or more regions"
        )));
    };
    let name_of = |id: crate::ids::RegionId| acc.names[id.0 as usize - 1].0.clone();
    let lions: Vec<String> = s.lions.iter().map(|l| name_of(*l)).collect();
    let pack = name_of(s.jackals);
    acc.game.setup = Some((s.lions.clone(), Some(s.jackals)));
    let text = body(opts, &acc.lines, Some(&acc.names), Some((lions, pack)))?;
    Ok(Candidate {
        index,
        body: text,
        tight_regions: acc.tight,
        attempts,
        game: acc.game,
    })
}

/// How far a balance report is from even: |lions' share of decisive games - 1/2| (1/2 when no
/// game was decisive).
pub fn imbalance(r: &BalanceReport) -> f64 {
    if r.lions_share.decisive == 0 {
        0.5
    } else {
        (r.lions_share.rate - 0.5).abs()
    }
}

/// The balance options a candidate is played with.
pub fn balance_options(b: &Balanced) -> BalanceOptions {
    BalanceOptions {
        games: b.games,
        seed: BALANCE_SEED,
        agent: b.agent,
        ..BalanceOptions::default()
    }
}

fn pct(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}

/// Generates the board: one candidate, or under `--balanced` the most balanced of K, with the
/// header comments (the command that regenerates it; the balance figures).
///
/// `progress` is told each candidate's number as it is done (for a progress line).
///
/// # Errors
/// Options out of range, or no board found within the bounded number of drawings (the message
/// says what to change).
pub fn generate(
    opts: &GenerateOptions,
    progress: &dyn Fn(u32),
) -> Result<Generated, GenerateError> {
    opts.validate()?;
    let k = opts.balanced.map_or(1, |b| b.candidates);
    let mut candidates = Vec::new();
    for i in 0..k {
        let c = candidate(opts, i)?;
        let report = match &opts.balanced {
            Some(b) => Some(
                balance(&c.game, &balance_options(b), &|| {})
                    .map_err(|e| GenerateError(format!("candidate {}: {e}", i + 1)))?,
            ),
            None => None,
        };
        candidates.push((c, report));
        progress(i + 1);
    }
    let chosen = candidates
        .iter()
        .enumerate()
        .min_by(|(_, a), (_, b)| {
            let f = |r: &Option<BalanceReport>| r.as_ref().map_or(0.0, imbalance);
            f(&a.1).total_cmp(&f(&b.1))
        })
        .map_or(0, |(i, _)| i);
    let (c, report) = &candidates[chosen];
    let mut comments = vec![
        format!("Generated by `{}`;", opts.command()),
        "the same command writes the same file. Straight lines across the frame: chords from edge"
            .into(),
        "to edge and lines that stop at another line (T-junctions), checked with the pieces in play."
            .into(),
        format!(
            "{} of {} regions hold fewer than all the lions or all the jackals in play (the fit rule matters there).",
            c.tight_regions, opts.regions
        ),
    ];
    if let (Some(b), Some(r)) = (&opts.balanced, report) {
        comments.push(format!(
            "Balance: candidate {} of {k} kept, the nearest to even; {} games each, {} agent, seed {}:",
            chosen + 1,
            r.games,
            b.agent.as_str(),
            r.seed
        ));
        comments.push(format!(
            "  lions {} wins, jackals {}, draws {}; lions' share of decisive games {} (95 % {}-{})",
            r.lions.wins,
            r.jackals.wins,
            r.draws.count,
            pct(r.lions_share.rate),
            pct(r.lions_share.ci95[0]),
            pct(r.lions_share.ci95[1]),
        ));
        comments.push(format!(
            "  verdict: {} (confirm with `savanna balance BOARD --agent {} --games 1000`: {} games give a wide interval)",
            r.verdict.as_str(),
            b.agent.as_str(),
            r.games
        ));
        let shares: Vec<String> = candidates
            .iter()
            .map(|(c, r)| {
                format!(
                    "{}: {}",
                    c.index + 1,
                    r.as_ref().map_or("-".into(), |r| pct(r.lions_share.rate))
                )
            })
            .collect();
        comments.push(format!(
            "  lions' share per candidate: {}",
            shares.join(", ")
        ));
    }
    let yaml = crate::input::yaml::with_comments(&comments, &c.body);
    Ok(Generated {
        yaml,
        candidates,
        chosen,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frame_sizes() {
        let f = FrameSize::parse("600x400").unwrap();
        assert_eq!((f.width, f.height, f.units), (600.0, 400.0, Units::Mm));
        assert_eq!(f.spec, "600x400mm");
        let f = FrameSize::parse("3x2m").unwrap();
        assert_eq!((f.width, f.height, f.units), (3.0, 2.0, Units::M));
        assert_eq!(FrameSize::parse("a4").unwrap().height, 210.0);
        assert!(
            FrameSize::parse("10mx10m").is_ok(),
            "the largest frame is refused"
        );
        for bad in [
            "", "x", "3", "-3x2", "nanxnan", "infx2", "3mx200mm", "50x50", "30mx2m", "2000x100",
            "11mx10m",
        ] {
            assert!(FrameSize::parse(bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn validate_refuses_crowded_frames() {
        let mut o = GenerateOptions {
            regions: 60,
            frame: FrameSize::parse("a4").unwrap(),
            ..GenerateOptions::default()
        };
        // A4 is 62 370 mm²; 6 lion diameters squared (5400 mm²) per region allows 11.
        let e = o.validate().unwrap_err();
        assert!(e.0.contains("at most 11 regions"), "{e}");
        o.regions = 1;
        assert!(o.validate().is_err());
        o.regions = 61;
        assert!(o.validate().is_err());
        // 100 x 100 mm = 10 000 mm² allows one region of 5400 mm²: no board at all, so the
        // message must not offer "at most 1 regions" (below the least of 2).
        o.regions = 10;
        o.frame = FrameSize::parse("100x100").unwrap();
        let e = o.validate().unwrap_err();
        assert!(!e.0.contains("at most 1 regions"), "{e}");
        assert!(e.0.contains("too small for a board of 2 regions"), "{e}");
    }

    #[test]
    fn validate_refuses_an_odd_number_of_games_before_drawing() {
        // Balance games come in pairs; 3 games used to pass here and fail only after candidate
        // 1 had been drawn and packed.
        let mut o = GenerateOptions {
            balanced: Some(Balanced {
                games: 3,
                ..Balanced::default()
            }),
            ..GenerateOptions::default()
        };
        let e = o.validate().unwrap_err();
        assert!(e.0.contains("--games 3") && e.0.contains("even"), "{e}");
        o.balanced = Some(Balanced {
            games: 4,
            ..Balanced::default()
        });
        assert!(o.validate().is_ok());
    }

    #[test]
    fn a_t_line_adds_one_region_and_a_chord_one_per_piece() {
        let mut d = Drawing::new(420.0, 297.0);
        let sc = Scale {
            spacing: 48.0,
            clearance: 30.0,
            sin_min: MIN_ANGLE_DEG.to_radians().sin(),
            per_unit: 1.0,
        };
        // A vertical chord x = 200: 2 regions.
        let v = [
            meet([200.0, 100.0], [0.0, -1.0], &d.segs[0], 0).unwrap(),
            meet([200.0, 100.0], [0.0, 1.0], &d.segs[2], 2).unwrap(),
        ];
        assert!(d.admissible(&v, &sc));
        d.add(&v);
        assert_eq!(d.regions, 2);
        // A horizontal line y = 150 crossing it: 2 pieces, 4 regions.
        let p = [100.0, 150.0];
        let mut hs: Vec<Hit> = (0..d.segs.len())
            .filter_map(|i| meet(p, [1.0, 0.0], &d.segs[i], i))
            .collect();
        hs.sort_by(|a, b| a.t.total_cmp(&b.t));
        assert_eq!(hs.len(), 3);
        assert!(d.admissible(&hs, &sc));
        d.add(&hs);
        assert_eq!(d.regions, 4);
        // A line through the crossing point is refused (three lines through one point).
        let p = [200.0, 150.0];
        let mut hs: Vec<Hit> = (0..d.segs.len())
            .filter_map(|i| meet(p, [1.0, 1.0], &d.segs[i], i))
            .collect();
        hs.sort_by(|a, b| a.t.total_cmp(&b.t));
        assert!(!d.admissible(&hs, &sc));
    }
}
