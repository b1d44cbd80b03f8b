//! `generate`: draw a board from a seed ([`crate::generate`]), or search for a fair one
//! (`fair`: [`crate::generate::fair`]), and give its board file (YAML) on standard output or as
//! the output named; the summary (and the time budget, each candidate or board valued, what was
//! left untried) on standard error.

use super::{Ctx, Output, Reply};
use crate::game::budget::{Budget, DURATION_FORMS, parse_duration, seconds_words};
use crate::generate::fair::{self, Class, FairOptions};
use crate::generate::{self, Balanced, FrameSize, GenerateOptions, Generated};
use crate::i18n::tr;
use serde::{Deserialize, Deserializer, Serialize};

/// The options of `generate` (the CLI's flags; each `None` or `false` when not given).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GenerateRequest {
    /// `--regions`: regions wanted, [`generate::MIN_REGIONS`] to [`generate::MAX_REGIONS`]
    /// (default 10).
    pub regions: Option<u32>,
    /// `--frame`: `a3` (default), `a4` or `WIDTHxHEIGHT` in mm, cm, m or in.
    pub frame: Option<String>,
    /// `--seed` of every random number (default 1); in JSON a number or a string of decimal
    /// digits (JavaScript's numbers hold whole numbers exactly only up to 2^53).
    #[serde(deserialize_with = "seed")]
    pub seed: Option<u64>,
    /// `--balanced`: draw several candidates, measure each and keep the most balanced.
    pub balanced: bool,
    /// `--fair`: search the board itself for a fair one.
    pub fair: bool,
    /// `--allow-rules` (under `fair` only): the search may change `game:` options too.
    pub allow_rules: bool,
    /// `--candidates` (under `balanced` or `fair`): 1 to 1000; candidates drawn (default
    /// [`generate::DEFAULT_CANDIDATES`]) or boards valued (default: until the time runs out).
    pub candidates: Option<u32>,
    /// `--games` (under `balanced` only): an even number from 2 to 100 000 (default
    /// [`generate::DEFAULT_GAMES`]).
    pub games: Option<u32>,
    /// `--solve-limit` (under `fair` only): seconds one board may be solved for, at least 1
    /// (default [`fair::DEFAULT_BOARD_LIMIT`]).
    pub solve_limit: Option<u64>,
    /// `--time` (under `balanced` or `fair`) as typed: `60s`, `5m`, `1m30s`, seconds without a
    /// unit ([`parse_time`]); default [`generate::DEFAULT_TIME`] or
    /// [`fair::DEFAULT_FAIR_TIME`]. A door without a clock keeps no time budget.
    pub time: Option<String>,
    /// `--from` (under `fair` only): the name of the input holding the designer's board the
    /// search starts from (a board file, a validated board file or an SVG drawing; `-`:
    /// standard input); its frame, names and thresholds are kept, so `regions` and `frame`
    /// must not be given.
    pub from: Option<String>,
    /// `-o`: the board file to write; `-` or none: standard output.
    pub output: Option<String>,
}

/// A seed as a JSON number or a string of decimal digits.
pub(super) fn seed<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Seed {
        Number(u64),
        Text(String),
    }
    match Option::<Seed>::deserialize(d)? {
        None => Ok(None),
        Some(Seed::Number(n)) => Ok(Some(n)),
        Some(Seed::Text(s)) => s.trim().parse().map(Some).map_err(|_| {
            serde::de::Error::custom(format!(
                "`{s}` is not a seed: give a whole number from 0 to {}",
                u64::MAX
            ))
        }),
    }
}

/// Why `--regions` is refused: not a whole number from [`generate::MIN_REGIONS`] to
/// [`generate::MAX_REGIONS`].
pub fn regions_refusal() -> String {
    format!(
        "give a whole number of regions from {} to {}",
        generate::MIN_REGIONS,
        generate::MAX_REGIONS
    )
}

/// Why `--candidates` is refused: not a whole number from 1 to 1000.
pub const CANDIDATES_REFUSAL: &str = "give a whole number of candidates from 1 to 1000";

/// Why `--games` is refused: not an even whole number from 2 to 100 000.
pub const GAMES_REFUSAL: &str = "give an even number of games from 2 to 100000 (each set-up is played once with each side first)";

/// Why `--solve-limit` is refused: 0 (a limit of 0 s would spend the whole budget and fail).
pub const SOLVE_LIMIT_REFUSAL: &str = "give a whole number of seconds of at least 1";

/// `--regions`: a whole number from [`generate::MIN_REGIONS`] to [`generate::MAX_REGIONS`].
///
/// # Errors
/// [`regions_refusal`].
pub fn parse_regions(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if regions_ok(n) => Ok(n),
        _ => Err(regions_refusal()),
    }
}

/// `--candidates`: a whole number from 1 to 1000.
///
/// # Errors
/// [`CANDIDATES_REFUSAL`].
pub fn parse_candidates(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if candidates_ok(n) => Ok(n),
        _ => Err(CANDIDATES_REFUSAL.into()),
    }
}

/// `--games`: an even whole number from 2 to 100 000 (balance games come in pairs).
///
/// # Errors
/// [`GAMES_REFUSAL`].
pub fn parse_games(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if games_ok(n) => Ok(n),
        _ => Err(GAMES_REFUSAL.into()),
    }
}

/// `--solve-limit`: a whole number of seconds, at least 1.
///
/// # Errors
/// [`SOLVE_LIMIT_REFUSAL`].
pub fn parse_solve_limit(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(SOLVE_LIMIT_REFUSAL.into()),
    }
}

/// `--time`: a duration ([`parse_duration`]) above 0 s (a zero budget would measure nothing,
/// so it is a usage mistake, issue 42).
///
/// # Errors
/// The parser's message; a budget of 0 s.
pub fn parse_time(s: &str) -> Result<f64, String> {
    let t = parse_duration(s)?;
    if t <= 0.0 {
        return Err(format!(
            "`{s}`: a time budget of 0 s measures nothing: give a positive duration ({DURATION_FORMS})"
        ));
    }
    Ok(t)
}

fn regions_ok(n: u32) -> bool {
    (generate::MIN_REGIONS..=generate::MAX_REGIONS).contains(&n)
}

fn candidates_ok(n: u32) -> bool {
    (1..=1000).contains(&n)
}

fn games_ok(n: u32) -> bool {
    (2..=100_000).contains(&n) && n.is_multiple_of(2)
}

/// `n` and the noun, singular for 1: `1 board`, `3 boards`.
fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Why `r`'s flags cannot be used together (the CLI's usage mistakes, worded once for every
/// door): `--balanced` with `--fair`, an option of one of them without it. `None` when they
/// can. The values' ranges are checked when the request runs.
pub fn refusal(r: &GenerateRequest) -> Option<String> {
    if r.balanced && r.fair {
        return Some("the argument '--fair' cannot be used with '--balanced'".into());
    }
    let fair_only = [
        ("--allow-rules", r.allow_rules),
        ("--solve-limit", r.solve_limit.is_some()),
        ("--from", r.from.is_some()),
    ];
    if let Some((flag, _)) = fair_only.iter().find(|(_, given)| *given && !r.fair) {
        return Some(format!(
            "{flag} applies to --fair only (the search for a fair board): add --fair{}",
            if r.balanced {
                " instead of --balanced"
            } else {
                ""
            }
        ));
    }
    if r.from.is_some() {
        let drawing = [
            ("--regions", r.regions.is_some()),
            ("--frame", r.frame.is_some()),
        ];
        if let Some((flag, _)) = drawing.iter().find(|(_, given)| *given) {
            return Some(format!(
                "{flag} applies to a drawn board: the board given by --from keeps its own frame and regions"
            ));
        }
    }
    if r.games.is_some() && !r.balanced {
        return Some(format!(
            "--games applies to --balanced only (each candidate's games){}",
            if r.fair {
                ": --fair values each board by solving it"
            } else {
                ": add --balanced"
            }
        ));
    }
    let search = [
        ("--candidates", r.candidates.is_some()),
        ("--time", r.time.is_some()),
    ];
    if let Some((flag, _)) = search
        .iter()
        .find(|(_, given)| *given && !r.balanced && !r.fair)
    {
        return Some(format!(
            "{flag} applies to a search only: add --balanced (several candidates, the most balanced kept) or --fair (a search for a fair board)"
        ));
    }
    None
}

/// The library's options from `r`, and the time budget in seconds, or the usage mistake.
fn options(r: &GenerateRequest) -> Result<(GenerateOptions, f64), String> {
    let regions = r.regions.unwrap_or(10);
    if !regions_ok(regions) {
        return Err(regions_refusal());
    }
    let frame = FrameSize::parse(r.frame.as_deref().unwrap_or("a3")).map_err(|e| e.to_string())?;
    if r.candidates.is_some_and(|k| !candidates_ok(k)) {
        return Err(CANDIDATES_REFUSAL.into());
    }
    if r.games.is_some_and(|g| !games_ok(g)) {
        return Err(GAMES_REFUSAL.into());
    }
    if r.solve_limit == Some(0) {
        return Err(SOLVE_LIMIT_REFUSAL.into());
    }
    let time = match &r.time {
        Some(t) => parse_time(t)?,
        None if r.fair => fair::DEFAULT_FAIR_TIME,
        None => generate::DEFAULT_TIME,
    };
    let opts = GenerateOptions {
        regions,
        frame,
        seed: r.seed.unwrap_or(1),
        balanced: r.balanced.then(|| Balanced {
            candidates: r.candidates.unwrap_or(generate::DEFAULT_CANDIDATES),
            games: r.games.unwrap_or(generate::DEFAULT_GAMES),
            ..Balanced::default()
        }),
        // The reader's, set by `run`.
        lang: crate::i18n::Lang::En,
    };
    Ok((opts, time))
}

/// Runs `generate`: exit status 0 with the board file, 1 when no board is found or the output
/// cannot be written, 2 for options that cannot be used together or a value out of its range.
pub(crate) fn run(ctx: &Ctx, r: &GenerateRequest) -> Reply {
    if let Some(m) = refusal(r) {
        return ctx.usage(&m);
    }
    let (mut opts, time) = match options(r) {
        Ok(x) => x,
        Err(m) => return ctx.usage(&m),
    };
    // The header comments in the reader's language.
    opts.lang = ctx.lang(None);
    let output = r.output.as_deref().filter(|o| *o != "-");
    // No input to compare with: only a folder, or a missing one, is refused before the work.
    if let Some(o) = output
        && let Err(m) = ctx.host.check_output("", o)
    {
        return ctx.failure(&m);
    }
    let host = ctx.host;
    let clock = move || host.clock().unwrap_or(0.0);
    // A door without a clock keeps no budget: the search stops at its count or its end.
    let budget = |searching: bool| {
        if searching && host.clock().is_some() {
            Budget::new(&clock, time)
        } else {
            Budget::unlimited()
        }
    };
    let found = if r.fair {
        let f = FairOptions {
            candidates: r.candidates,
            allow_rules: r.allow_rules,
            solve_limit: r
                .solve_limit
                .map_or(fair::DEFAULT_BOARD_LIMIT, |s| s as f64),
        };
        match &r.from {
            Some(from) => run_from(ctx, from, opts.seed, &f, time, &budget(true)),
            None => run_fair(ctx, &opts, &f, time, &budget(true)),
        }
    } else {
        run_draw(ctx, &opts, time, &budget(opts.balanced.is_some()))
    };
    let (yaml, summary) = match found {
        Ok(x) => x,
        Err(m) => return ctx.failure(&m),
    };
    match output {
        Some(p) => Reply {
            outputs: vec![Output {
                name: p.to_string(),
                bytes: yaml.into_bytes(),
                note: Some(crate::i18n::tr!(
                    ctx.lang(None),
                    "cli-wrote-summary",
                    path = p.to_string(),
                    summary = summary.as_str()
                )),
            }],
            ..Reply::default()
        },
        None => {
            ctx.host.stdout(yaml.as_bytes());
            ctx.note(&summary);
            Reply::default()
        }
    }
}

/// A board drawn, or the most balanced of `--balanced`'s candidates: its file and summary.
fn run_draw(
    ctx: &Ctx,
    opts: &GenerateOptions,
    time: f64,
    budget: &Budget,
) -> Result<(String, String), String> {
    let k = opts.balanced.map_or(1, |b| b.candidates);
    if opts.balanced.is_some() {
        ctx.note(&format!(
            "generate --balanced: within {}: {}, each measured by its exact value when it is solved in time, else by the strength ladder",
            seconds_words(time),
            count(k, "candidate", "candidates")
        ));
        ctx.host.work("candidates", u64::from(k));
    }
    let g = generate::generate_within(opts, budget, &|i| {
        if k > 1 {
            ctx.note(&format!("candidate {i} of {k} drawn and played"));
        }
        if opts.balanced.is_some() {
            ctx.host.worked(1);
        }
    });
    ctx.host.work_done();
    let g = g.map_err(|e| e.to_string())?;
    for u in &g.untried {
        ctx.note(&format!("note: {u}"));
    }
    let summary = draw_summary(&g, opts.regions, k, ctx.lang(None));
    Ok((g.yaml, summary))
}

/// The summary of the board kept: its regions, the tight ones, and under `--balanced` the
/// candidate kept with its exact value, else its self-play figure at the strength it was
/// measured (issue 27: every figure says at which strength it was measured).
fn draw_summary(g: &Generated, regions: u32, k: u32, lang: crate::i18n::Lang) -> String {
    use crate::game::measure::in_words::{pct_in, sentence_in, strength_in, verdict_or_none};
    let (c, r) = &g.candidates[g.chosen];
    let mut summary = tr!(
        lang,
        "generate-summary",
        regions = regions,
        tight = c.tight_regions
    );
    if let Some(r) = r {
        summary.push_str(&tr!(lang, "generate-summary-kept", i = g.chosen + 1, k = k));
        match &r.exact {
            Some(e) => {
                summary.push_str(": ");
                summary.push_str(&sentence_in(e, c.game.rules.first, lang));
            }
            None if r.games == 0 => summary.push_str(&tr!(lang, "generate-summary-nothing")),
            None => summary.push_str(&tr!(
                lang,
                "generate-summary-self-play",
                strength = strength_in(&r.strength, lang),
                // No decisive game has no share: said in words, never as NaN.
                share = r.lions_share.rate.map_or_else(
                    || tr!(lang, "generate-summary-no-decisive"),
                    |x| tr!(lang, "generate-summary-share", pct = pct_in(x, lang))
                ),
                verdict = verdict_or_none(r.verdict, lang)
            )),
        }
    }
    summary
}

/// `--fair --from`: the search from the designer's board named `from` among the inputs
/// ([`fair::fair_from`]), as [`run_fair`] says it.
fn run_from(
    ctx: &Ctx,
    from: &str,
    seed: u64,
    f: &FairOptions,
    time: f64,
    budget: &Budget,
) -> Result<(String, String), String> {
    let bytes = ctx.inputs.bytes(from)?;
    let (name, text) = super::read::read_board(ctx.req, from, bytes, &mut |n| ctx.note(n))?;
    let text = match text {
        crate::frontend::BoardText::Utf8(s) => s,
        crate::frontend::BoardText::Svg(i) => i.yaml,
        crate::frontend::BoardText::Bytes(..) => {
            return Err(format!(
                "--from {name}: it is not UTF-8 text: save it as UTF-8 (`savanna check {name}` shows where)"
            ));
        }
    };
    let origin = fair::origin(&name, &text).map_err(|e| e.to_string())?;
    search_said(
        ctx,
        f,
        time,
        &format!("from {name}: its line ends"),
        |progress| fair::fair_from(&origin, seed, f, budget, progress),
    )
}

/// `--fair`: the search ([`fair::fair_within`]) within the budget, each board valued said on
/// standard error; the board's file and summary.
fn run_fair(
    ctx: &Ctx,
    opts: &GenerateOptions,
    f: &FairOptions,
    time: f64,
    budget: &Budget,
) -> Result<(String, String), String> {
    search_said(ctx, f, time, "the board's lines", |progress| {
        fair::fair_within(opts, f, budget, progress)
    })
}

/// A fair search (`search`, told `progress`) said on standard error: what it searches (`what`)
/// within the budget, each board valued, and the summary of what it found.
fn search_said(
    ctx: &Ctx,
    f: &FairOptions,
    time: f64,
    what: &str,
    search: impl FnOnce(&dyn Fn(u32, &str)) -> Result<fair::FairResult, generate::GenerateError>,
) -> Result<(String, String), String> {
    ctx.note(&format!(
        "generate --fair: searching {what}{} within {}{}, each board solved once and every set-up valued",
        if f.allow_rules { " and rules" } else { "" },
        seconds_words(time),
        f.candidates.map_or(String::new(), |k| format!(
            " or {} valued",
            count(k, "board", "boards")
        ))
    ));
    let t0 = ctx.host.clock();
    let since = || match (t0, ctx.host.clock()) {
        (Some(a), Some(b)) => Some(seconds_words(b - a)),
        _ => None,
    };
    ctx.host
        .work("boards", u64::from(f.candidates.unwrap_or(0)));
    let g = search(&|k, best| {
        ctx.note(&match since() {
            Some(at) => format!("board {k} valued at {at}; {best}"),
            None => format!("board {k} valued; {best}"),
        });
        ctx.host.worked(1);
    });
    ctx.host.work_done();
    let g = g.map_err(|e| e.to_string())?;
    let found = match (g.fairness.class, &g.evidence) {
        (Class::DrawForBoth, _) => "a draw for both first players".to_string(),
        (_, Some(e)) => format!(
            "{}: jackals first, {}; lions first, {}",
            if g.fairness.class == Class::EachSideWinsOnce {
                "each side wins from one start"
            } else {
                "no draw for both found; the nearest"
            },
            e.jackals_first.value.sentence,
            e.lions_first.value.sentence
        ),
        (_, None) => "no board solved; the nearest by the strength ladder".to_string(),
    };
    let searched = since().map_or(String::new(), |t| format!(" {t}"));
    let summary = format!(
        "{found}; searched{searched}: {} valued ({} solved), {} set-ups",
        count(g.valued, "board", "boards"),
        g.solved,
        g.setups
    );
    Ok((g.yaml, summary))
}
