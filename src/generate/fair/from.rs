//! `generate --fair --from BOARD`: the fair search from a designer's own board (issue 40.1).
//!
//! The board's frame (a rectangle, any polygon, or none), its names, pieces, thresholds and
//! comments are kept; a step slides one end of a line along the frame edge or the line it ends
//! on, the lines that end on the moved line following it ([`super::moves::slide`]); no line is
//! taken away or drawn. A step is kept only when the board still passes the checks it passed
//! (no error, no diagnostic of a code the board did not have, the same number of regions) and
//! every name still marks the region it was given to: the name's point and the point where
//! the board's label of that region was (its pole of inaccessibility) lie in one region again.
//! Among boards as fair as each other the search keeps the one whose ends moved least in all.
//!
//! The file written is the designer's text with only the moved ends' numbers, `setup:` and
//! (with `--allow-rules`) the `game:` options changed ([`crate::input::edit`]: comments, order
//! and style stay), under the search's header comments.
//!
//! Coordinates are board units, y down, as the board file gives them.

use super::Kept;
use super::evaluate::Checked;
use super::moves::Layout;
use super::search::{Space, search};
use super::{FairOptions, FairResult};
use crate::diagnostics::{Code, Severity};
use crate::game::GameBoard;
use crate::game::budget::Budget;
use crate::generate::draw::P;
use crate::generate::{ALLOWED_ADVICE, GenerateError, has_setup};
use crate::input::edit::{self, Edit, End, GameValue, LineRef, RegionArg};
use crate::input::game_rules::{GAME_KEYS, GameRules};
use crate::pipeline::{self, Options};
use crate::regions::PointLocation;
use std::collections::BTreeSet;

/// A designer's board as the search starts from it.
#[derive(Debug, Clone)]
pub struct Origin {
    /// The board's name as the command was given it (a path), for messages and the header.
    pub name: String,
    /// The board file as given.
    pub text: String,
    /// Its lines and frame.
    pub layout: Layout,
    /// Its `game:` options.
    pub rules: GameRules,
    /// Its number of regions.
    pub regions: u32,
    /// Each name, the point the file gives it, and the label point of its region.
    names: Vec<(String, P, P)>,
    /// The codes of the diagnostics the board has as given (a step may keep them).
    codes: BTreeSet<Code>,
    /// The board's least pack distance (`rules.min_pack_distance`).
    mpd: u32,
    /// Millimetres per board unit.
    pub mm: f64,
    /// The board's unit.
    pub units: crate::units::Units,
    /// The lion's diameter, board units.
    pub lion: f64,
}

impl Space for Origin {
    fn check(&self, layout: &Layout, rules: &GameRules) -> Option<Checked> {
        check_from(self, layout, rules)
    }

    /// The designer's board as given, at every restart.
    fn fresh(&self, _index: u32) -> Result<Option<Checked>, GenerateError> {
        Ok(check_from(self, &self.layout, &self.rules))
    }

    fn regions(&self) -> u32 {
        self.regions
    }

    /// A designer's board keeps its lines: steps only slide ends.
    fn redraws(&self) -> bool {
        false
    }

    fn states_first(&self) -> bool {
        true
    }

    /// The board as given fails a check a step must pass (it has no set-up with the pack far
    /// enough from the lions, or its names do not each mark a region).
    fn refused(&self) -> Option<GenerateError> {
        Some(GenerateError::From {
            board: self.name.clone(),
            why: format!(
                "it has no set-up with the pack {} borders from every lion, or a name that does not mark a region of its own: check it with `savanna check {}` and give it one",
                self.mpd, self.name
            ),
        })
    }

    fn not_valued(&self, _proposed: u32, time: bool) -> GenerateError {
        GenerateError::From {
            board: self.name.clone(),
            why: if time {
                "the time budget ran out before the board was valued: give more --time".into()
            } else {
                "the board could neither be solved nor measured within --solve-limit: give a larger --solve-limit".into()
            },
        }
    }
}

/// Reads the designer's board `text` (called `name` in messages) for the search.
///
/// # Errors
/// [`GenerateError::From`] when the board cannot be loaded, has errors (`savanna check` shows
/// them), or has no lion piece.
pub fn origin(name: &str, text: &str) -> Result<Origin, GenerateError> {
    let refuse = |why: String| GenerateError::From {
        board: name.to_string(),
        why,
    };
    let text = &editable(text).map_err(|e| refuse(format!("it cannot be read: {e}")))?;
    let out = pipeline::run(text, &Options::default()).map_err(|d| {
        refuse(format!(
            "it cannot be read: {} (`savanna check {name}` shows where)",
            d.first()
                .map_or("no reason given".into(), |d| d.message.clone())
        ))
    })?;
    if let Some(d) = out
        .diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error)
    {
        return Err(refuse(format!(
            "it has errors, the first: {} ({}): fix them first (`savanna check {name}`)",
            d.message,
            d.code.as_str()
        )));
    }
    let b = &out.board;
    let lion = b
        .piece("lion")
        .map(|p| p.diameter)
        .ok_or_else(|| refuse("it has no `lion` piece to play with".into()))?;
    let lines: Vec<[P; 2]> = b.lines.iter().map(|l| [l.from, l.to]).collect();
    let ring = b.frame.as_ref().map_or(Vec::new(), |f| f.ring());
    let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for p in ring.iter().chain(lines.iter().flatten()) {
        for a in 0..2 {
            lo[a] = lo[a].min(p[a]);
            hi[a] = hi[a].max(p[a]);
        }
    }
    let names = b
        .region_names
        .iter()
        .map(|n| {
            let label = match out.regions.locate(n.point) {
                PointLocation::Inside(r) => out.regions.regions[r].label,
                _ => n.point,
            };
            (n.name.clone(), n.point, label)
        })
        .collect();
    Ok(Origin {
        name: name.to_string(),
        text: text.to_string(),
        layout: Layout {
            w: (hi[0] - lo[0]).max(0.0),
            h: (hi[1] - lo[1]).max(0.0),
            ring: Some(ring),
            lines,
        },
        rules: b.game.clone(),
        regions: out.regions.regions.len() as u32,
        names,
        codes: out.diagnostics.iter().map(|d| d.code).collect(),
        mpd: b.rules.min_pack_distance,
        mm: b.units.mm_per_unit(),
        units: b.units,
        lion,
    })
}

/// `text` as [`edit`] can patch it: a board written as JSON or as one flow mapping (a
/// validated board file read back is such a text) is written afresh as block YAML, its keys in
/// the same order (a JSON text has no comments to lose); any other text as it is.
///
/// # Errors
/// The YAML parser's or writer's message.
fn editable(text: &str) -> Result<String, String> {
    let first = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    if !first.is_some_and(|l| l.starts_with('{')) {
        return Ok(text.to_string());
    }
    let v: serde_yaml::Value = serde_yaml::from_str(text).map_err(|e| e.to_string())?;
    serde_yaml::to_string(&v).map_err(|e| e.to_string())
}

/// The edits that turn the designer's board into `layout` with `rules`: each moved end's
/// point, then each `game:` option that differs (removed when back at its default).
fn edits(o: &Origin, layout: &Layout, rules: &GameRules) -> Vec<Edit> {
    let mut out = Vec::new();
    for (i, (now, was)) in layout.lines.iter().zip(&o.layout.lines).enumerate() {
        for (e, end) in [End::From, End::To].into_iter().enumerate() {
            if now[e] != was[e] {
                out.push(Edit::MovePoint {
                    line: LineRef::Index(i),
                    end,
                    at: now[e],
                });
            }
        }
    }
    let json = |r: &GameRules| serde_json::to_value(r).unwrap_or_default();
    let (a, b, d) = (json(rules), json(&o.rules), json(&GameRules::default()));
    for k in GAME_KEYS {
        if a[*k] != b[*k] {
            out.push(Edit::SetGame {
                key: (*k).to_string(),
                value: if a[*k] == d[*k] {
                    None
                } else {
                    serde_json::from_value::<GameValue>(a[*k].clone()).ok()
                },
            });
        }
    }
    out
}

/// The designer's text with `edits` applied in order.
fn apply(text: &str, edits: &[Edit]) -> Result<String, edit::EditError> {
    edits
        .iter()
        .try_fold(text.to_string(), |t, e| edit::apply(&t, e))
}

/// The sum of the distances each line end of `layout` moved from the designer's board.
fn moved(o: &Origin, layout: &Layout) -> f64 {
    layout
        .lines
        .iter()
        .zip(&o.layout.lines)
        .flat_map(|(a, b)| (0..2).map(move |e| libm::hypot(a[e][0] - b[e][0], a[e][1] - b[e][1])))
        .sum()
}

/// Runs `layout` with `rules` through the checks a step from the designer's board must pass
/// (see the module docs). `None` when one fails.
pub(super) fn check_from(o: &Origin, layout: &Layout, rules: &GameRules) -> Option<Checked> {
    let text = apply(&o.text, &edits(o, layout, rules)).ok()?;
    let out = pipeline::run(&text, &Options::default()).ok()?;
    if out.regions.regions.len() != o.regions as usize
        || out.diagnostics.iter().any(|d| {
            d.severity == Severity::Error
                || !(o.codes.contains(&d.code) || ALLOWED_ADVICE.contains(&d.code))
        })
    {
        return None;
    }
    for (_, point, label) in &o.names {
        match (out.regions.locate(*point), out.regions.locate(*label)) {
            (PointLocation::Inside(a), PointLocation::Inside(b)) if a == b => {}
            _ => return None,
        }
    }
    let game = GameBoard::from_validated(&out.validated, &out.board.game, o.mpd).ok()?;
    if !has_setup(&game, o.mpd) {
        return None;
    }
    let names = out
        .regions
        .regions
        .iter()
        .map(|r| (out.names[r.id].clone().unwrap_or_default(), r.label))
        .collect();
    Some(Checked {
        layout: layout.clone(),
        rules: rules.clone(),
        names,
        text,
        game,
        moved: moved(o, layout),
    })
}

/// Runs the search from the designer's board `o` (see [`super`] and the module docs) with
/// the seed `seed` of its steps; `progress` as [`super::fair_within`]'s.
///
/// # Errors
/// [`GenerateError::From`] when the board as given fails the checks, or nothing could be
/// valued within the budget.
pub fn fair_from(
    o: &Origin,
    seed: u64,
    fair: &FairOptions,
    budget: &Budget,
    progress: &dyn Fn(u32, &str),
) -> Result<FairResult, GenerateError> {
    let k = search(o, seed, o.lion, o.mm, fair, budget, progress)?;
    let mut all = edits(o, &k.board.layout, &k.board.rules);
    // The designer's own set-up kept (as fair as any): `setup:` stays as written.
    let own = super::evaluate::is_own(&k.board.game, &k.value.setup);
    // The set-up by names: a region it needs that has none is named `Region N` (its id, or
    // the next free number) at its label, to the millimetre, so that the set-up keeps its
    // regions when the designer edits the lines again.
    let mut names: Vec<String> = k.board.names.iter().map(|n| n.0.clone()).collect();
    let mut arg = |id: crate::ids::RegionId| {
        let i = id.index();
        if names[i].is_empty() {
            let name = (i + 1..)
                .map(|n| format!("Region {n}"))
                .find(|n| !names.contains(n))
                .unwrap_or_default();
            let [x, y] = k.board.names[i].1;
            let mm = |v: f64| (v * o.mm).round() / o.mm;
            all.push(Edit::NameRegion {
                at: [mm(x), mm(y)],
                name: name.clone(),
            });
            names[i] = name;
        }
        RegionArg::Name(names[i].clone())
    };
    if !own {
        let lions = k.value.setup.lions.iter().map(|l| arg(*l)).collect();
        let jackals = arg(k.value.setup.jackals);
        all.push(Edit::SetStart { lions, jackals });
    }
    let body = apply(&o.text, &all).map_err(|e| GenerateError::From {
        board: o.name.clone(),
        why: format!("the board found cannot be written into its text: {e}"),
    })?;
    let c = header(o, seed, fair, &k);
    Ok(super::header::finish(
        crate::input::yaml::with_comments(&c, &body),
        &k,
    ))
}

/// The header comments of the board found from `o`.
fn header(o: &Origin, seed: u64, fair: &FairOptions, k: &Kept) -> Vec<String> {
    let ends = k
        .board
        .layout
        .lines
        .iter()
        .zip(&o.layout.lines)
        .map(|(a, b)| (0..2).filter(|&e| a[e] != b[e]).count())
        .sum::<usize>();
    let mut c = vec![
        format!(
            "Generated by `savanna generate --fair --from {} --seed {seed}{}`;",
            o.name,
            super::header::flags(fair)
        ),
        super::header::rerun(fair, k.stopped),
        format!(
            "Fair search from the board `{}`: its frame and names kept, its line ends slid along what they end on{},",
            o.name,
            if fair.allow_rules {
                ", its `game:` options changed"
            } else {
                ""
            }
        ),
        "each board solved once and every set-up on it valued from that one table; of boards as fair, the least moved kept.".into(),
    ];
    if let Some((_, Some(e))) = &k.first {
        c.push(format!(
            "The board as given, at its fairest set-up: jackals first, {}; lions first, {}.",
            e.jackals_first.value.sentence, e.lions_first.value.sentence
        ));
    }
    c.push(if ends == 0 {
        "Lines: none moved.".to_string()
    } else {
        format!(
            "Lines: {ends} end{} moved, {:.1} {} in all.",
            if ends == 1 { "" } else { "s" },
            k.board.moved,
            o.units.as_str()
        )
    });
    c.extend(super::header::findings(fair, k));
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::fair::moves::slide;

    /// A 400 x 300 mm sheet cut in four by a chord x = 200 and two T-lines at y = 150, the
    /// north-west quarter named at (100, 140), 10 mm above its southern border.
    const CROSS: &str = "units: mm
frame: {width: 400, height: 300}
lines:
  - [[200, 0], [200, 300]]
  - [[0, 150], [200, 150]]   # the west arm
  - [[200, 150], [400, 150]]
regions:
  Northwest: [100, 140]
rules: {min_pack_distance: 1}
";

    #[test]
    fn a_step_is_kept_only_while_each_name_marks_its_own_region() {
        let o = origin("cross.yaml", CROSS).unwrap();
        assert_eq!(o.regions, 4);
        // The west arm's west end lies on the frame's edge 3, from (0, 300) up to (0, 0).
        let g = o.rules.clone();
        assert!(check_from(&o, &o.layout, &g).is_some());
        // Slid 20 mm down to (0, 170): the arm passes (100, 160), under the name's point,
        // which stays in the north-west quarter with the quarter's old label (100, 75).
        let down = slide(&o.layout, 1, 0, -20.0, 1.0).unwrap();
        assert_eq!(down.lines[1][0], [0.0, 170.0]);
        let c = check_from(&o, &down, &g).unwrap();
        assert!((c.moved - 20.0).abs() < 1e-9, "{}", c.moved);
        // Only the moved number changes in the text; the comment stays.
        assert!(
            c.text
                .contains("  - [[0, 170], [200, 150]]   # the west arm\n"),
            "{}",
            c.text
        );
        assert!(c.names.iter().any(|(n, _)| n == "Northwest"));
        // Slid 30 mm up to (0, 120): the arm passes (100, 135), above the name's point, which
        // now lies in the south-west quarter while the old label stays north: refused.
        let up = slide(&o.layout, 1, 0, 30.0, 1.0).unwrap();
        assert_eq!(up.lines[1][0], [0.0, 120.0]);
        assert!(check_from(&o, &up, &g).is_none());
    }

    #[test]
    fn a_board_with_errors_is_refused_with_what_to_do() {
        let e = origin(
            "bad.yaml",
            "lines: [[[0, 0], [10, 10]]]\nframe: {width: 5}\n",
        )
        .unwrap_err();
        let m = e.to_string();
        assert!(m.starts_with("--from bad.yaml: it cannot be read: "), "{m}");
        assert!(m.ends_with("(`savanna check bad.yaml` shows where)"), "{m}");
    }
}
