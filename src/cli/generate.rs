//! `savanna generate`: draw a board from a seed ([`savanna::generate`]) and write it.

use super::io::{Failure, print_stdout};
use super::progress::Reporter;
use savanna::generate::{self, Balanced, FrameSize, FrameSizeError, GenerateOptions};
use std::path::PathBuf;
use std::process::ExitCode;

/// The command's arguments (declared in main.rs's `Command::Generate`).
pub struct GenerateArgs {
    /// Regions wanted.
    pub regions: u32,
    /// The frame.
    pub frame: FrameSize,
    /// Seed.
    pub seed: u64,
    /// `--balanced`.
    pub balanced: bool,
    /// `--fair`.
    pub fair: bool,
    /// `--allow-rules` (under `--fair`).
    pub allow_rules: bool,
    /// `--solve-limit` (under `--fair`), seconds.
    pub solve_limit: Option<u64>,
    /// `--candidates`.
    pub candidates: Option<u32>,
    /// `--games`.
    pub games: u32,
    /// `--time` (seconds).
    pub time: Option<f64>,
    /// Output file; `-` or none: standard output.
    pub output: Option<PathBuf>,
}

/// A count option of `generate` that is not a whole number in its range.
#[derive(Debug, thiserror::Error)]
pub enum CountError {
    /// `--regions`.
    #[error(
        "give a whole number of regions from {lo} to {hi}",
        lo = generate::MIN_REGIONS,
        hi = generate::MAX_REGIONS
    )]
    Regions,
    /// `--candidates`.
    #[error("give a whole number of candidates from 1 to 1000")]
    Candidates,
    /// `--games`.
    #[error(
        "give an even number of games from 2 to 100000 (each set-up is played once with each side first)"
    )]
    Games,
}

/// `--regions`: a whole number in [`generate::MIN_REGIONS`]..=[`generate::MAX_REGIONS`].
pub fn parse_regions(s: &str) -> Result<u32, CountError> {
    let (lo, hi) = (generate::MIN_REGIONS, generate::MAX_REGIONS);
    match s.trim().parse::<u32>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        _ => Err(CountError::Regions),
    }
}

/// `--frame`: `a3`, `a4` or `WxH` (mm, cm, m or in).
pub fn parse_frame(s: &str) -> Result<FrameSize, FrameSizeError> {
    FrameSize::parse(s)
}

/// `--candidates`: a whole number in 1..=1000.
pub fn parse_candidates(s: &str) -> Result<u32, CountError> {
    match s.trim().parse::<u32>() {
        Ok(n) if (1..=1000).contains(&n) => Ok(n),
        _ => Err(CountError::Candidates),
    }
}

/// `--games`: an even whole number in 2..=100000 (balance games come in pairs).
pub fn parse_games(s: &str) -> Result<u32, CountError> {
    match s.trim().parse::<u32>() {
        Ok(n) if (2..=100_000).contains(&n) && n % 2 == 0 => Ok(n),
        _ => Err(CountError::Games),
    }
}

/// Generates and writes the board; exit status 1 with a message when no board is found.
pub fn run(a: GenerateArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let opts = GenerateOptions {
        regions: a.regions,
        frame: a.frame,
        seed: a.seed,
        balanced: a.balanced.then_some(Balanced {
            candidates: a.candidates.unwrap_or(generate::DEFAULT_CANDIDATES),
            games: a.games,
            ..Balanced::default()
        }),
    };
    let output = a.output.filter(|p| p.as_os_str() != "-");
    if let Some(o) = &output {
        if o.is_dir() {
            return Err(Failure(format!(
                "{} is a folder: give a file name to write",
                o.display()
            )));
        }
        let parent = o
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(std::path::Path::new("."));
        if !parent.is_dir() {
            return Err(Failure(format!(
                "cannot write {}: the folder {} does not exist",
                o.display(),
                parent.display()
            )));
        }
    }
    if a.fair {
        let f = generate::fair::FairOptions {
            candidates: a.candidates,
            allow_rules: a.allow_rules,
            solve_limit: a
                .solve_limit
                .map_or(generate::fair::DEFAULT_BOARD_LIMIT, |s| s as f64),
        };
        return run_fair(&opts, &f, a.time, output, rep);
    }
    let k = opts.balanced.map_or(1, |b| b.candidates);
    let clock = super::progress::clock;
    let time = a.time.unwrap_or(generate::DEFAULT_TIME);
    let budget = if opts.balanced.is_some() {
        rep.note(&format!(
            "generate --balanced: within {}: {k} candidates, each measured by its exact value when it is solved in time, else by the strength ladder",
            savanna::game::budget::seconds_words(time)
        ));
        savanna::game::budget::Budget::new(&clock, time)
    } else {
        savanna::game::budget::Budget::unlimited()
    };
    let g = generate::generate_within(&opts, &budget, &|i| {
        if k > 1 {
            rep.note(&format!("candidate {i} of {k} drawn and played"));
        }
    })?;
    for u in &g.untried {
        rep.note(&format!("note: {u}"));
    }
    let (c, r) = &g.candidates[g.chosen];
    let mut summary = format!(
        "{} regions, {} of them {} fewer than all the pieces in play",
        a.regions,
        c.tight_regions,
        if c.tight_regions == 1 {
            "holds"
        } else {
            "hold"
        }
    );
    if let Some(r) = r {
        // The exact value first when the candidate was solved; else the self-play figure,
        // naming its strength (issue 27: every figure says at which strength it was measured).
        match &r.exact {
            Some(e) => summary.push_str(&format!(
                "; candidate {} of {k} kept: {}",
                g.chosen + 1,
                e.sentence(c.game.rules.first)
            )),
            None if r.games == 0 => summary.push_str(&format!(
                "; candidate {} of {k} kept, nothing measured within the time budget",
                g.chosen + 1
            )),
            None => summary.push_str(&format!(
                "; candidate {} of {k} kept: in self-play at {} {}, {}",
                g.chosen + 1,
                savanna::game::balance::strength_words(&r.strength),
                // No decisive game has no share: said in words, never as NaN.
                r.lions_share
                    .rate
                    .map_or("no game was decisive".to_string(), |x| format!(
                        "the lions win {:.1} % of decisive games",
                        100.0 * x
                    )),
                r.verdict_text()
            )),
        }
    }
    write_board(output, &g.yaml, &summary, rep)
}

/// `generate --fair`: the search ([`generate::fair::fair_within`]) within `--time`, its progress
/// on standard error, the board written.
fn run_fair(
    opts: &GenerateOptions,
    f: &generate::fair::FairOptions,
    time: Option<f64>,
    output: Option<PathBuf>,
    rep: &Reporter,
) -> Result<ExitCode, Failure> {
    use generate::fair::{self, Class};
    let time = time.unwrap_or(fair::DEFAULT_FAIR_TIME);
    rep.note(&format!(
        "generate --fair: searching the board's lines{} within {}{}, each board solved once and every set-up valued",
        if f.allow_rules { " and rules" } else { "" },
        savanna::game::budget::seconds_words(time),
        f.candidates
            .map_or(String::new(), |k| format!(" or {k} boards valued"))
    ));
    let clock = super::progress::clock;
    let t0 = clock();
    let budget = savanna::game::budget::Budget::new(&clock, time);
    let g = fair::fair_within(opts, f, &budget, &|k, best| {
        let at = savanna::game::budget::seconds_words(clock() - t0);
        rep.note(&format!("board {k} valued at {at}; {best}"));
    })?;
    let took = savanna::game::budget::seconds_words(clock() - t0);
    let found = match (g.fairness.class, &g.evidence) {
        (Class::DrawForBoth, _) => "a draw for both first players".to_string(),
        (_, Some(e)) => format!(
            "{}: jackals first, {}; lions first, {}",
            if g.fairness.class == Class::EachSideWinsOnce {
                "each side wins from one start"
            } else {
                "no draw for both found; the nearest"
            },
            e.jackals_first.sentence,
            e.lions_first.sentence
        ),
        (_, None) => "no board solved; the nearest by the strength ladder".to_string(),
    };
    let summary = format!(
        "{found}; searched {took}: {} boards valued ({} solved), {} set-ups",
        g.valued, g.solved, g.setups
    );
    write_board(output, &g.yaml, &summary, rep)
}

/// Writes the generated board file `yaml` to `output` (atomically; none: standard output) and
/// says so with `summary` on standard error.
///
/// # Errors
/// A [`Failure`] when the file or standard output cannot be written.
fn write_board(
    output: Option<PathBuf>,
    yaml: &str,
    summary: &str,
    rep: &Reporter,
) -> Result<ExitCode, Failure> {
    match output {
        Some(p) => {
            savanna::output::write::write_atomic(&p, yaml.as_bytes())
                .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
            rep.note(&super::io::reader_lang().tr(
                "cli-wrote-summary",
                &[
                    ("path", savanna::i18n::Arg::from(p.display().to_string())),
                    ("summary", savanna::i18n::Arg::from(summary)),
                ],
            ));
        }
        None => {
            print_stdout(yaml)?;
            rep.note(summary);
        }
    }
    Ok(ExitCode::SUCCESS)
}
