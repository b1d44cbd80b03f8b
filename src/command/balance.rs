//! `balance`: a board's balance, the truth first (issue 42): its exact value under perfect play
//! from a solved table or solved within a deadline, then self-play, the strength ladder when it
//! is not solved, and with `suggest` the smallest change of its `game:` options that balances
//! it; the report as text for people or JSON (`schemas/game-balance.schema.json`) on standard
//! output or the output named, each step's progress on standard error.

use super::balance_text::{balance_text_in, suggest_text, tr};
use super::step::Step;
use super::{Ctx, Format, Output, Reply};
use crate::game::GameBoard;
use crate::game::agents::AgentKind;
use crate::game::balance::{BalanceOptions, BalanceReport, Strength, balance_within};
use crate::game::budget::{Budget, parse_duration, seconds_words};
use crate::i18n::{Arg, Lang};
use serde::{Deserialize, Serialize};

/// Self-play games by default with a fast agent (random, greedy, perfect).
pub const DEFAULT_GAMES_FAST: u32 = 1000;
/// Self-play games by default with MCTS (mcts, uct).
pub const DEFAULT_GAMES_MCTS: u32 = 200;
/// The solver's deadline by default (`--solve-limit`), seconds: the library's.
pub const DEFAULT_SOLVE_LIMIT_SECONDS: f64 =
    crate::game::balance::DEFAULT_SOLVE_LIMIT.as_secs() as f64;
/// `balance`'s time budget by default (`--time`): about a minute.
pub const DEFAULT_TIME: f64 = 60.0;
/// `balance --suggest`'s time budget by default: a few minutes.
pub const DEFAULT_SUGGEST_TIME: f64 = 300.0;
/// The share of `balance --suggest`'s time budget the board's own self-play and ladder may
/// take (its solve excepted): the changes need the rest.
pub const SUGGEST_OWN_SHARE: f64 = 0.4;

/// The options of `balance` (the CLI's flags; each `None` or `false` when not given).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BalanceRequest {
    /// The board: a board file, an SVG drawing or a validated board file, by the name of its
    /// input (`-`: standard input).
    pub board: String,
    /// `--games`: self-play games, an even number from 2 to
    /// [`crate::game::balance::MAX_GAMES`]; default [`DEFAULT_GAMES_MCTS`] with mcts or uct,
    /// [`DEFAULT_GAMES_FAST`] with the others.
    pub games: Option<u32>,
    /// `--seed` of every random number (default 1); in JSON a number or a string of decimal
    /// digits.
    #[serde(deserialize_with = "super::generate::seed")]
    pub seed: Option<u64>,
    /// `--agent` playing both sides (default mcts; not human).
    pub agent: Option<AgentKind>,
    /// `--budget`: MCTS iterations per decision, within
    /// [`crate::game::agents::MCTS_BUDGET_RANGE`] (default
    /// [`crate::game::agents::DEFAULT_MCTS_BUDGET`]).
    pub budget: Option<u32>,
    /// `--format` of the report.
    pub format: Format,
    /// `-o`: the report's file; `-` or none: standard output.
    pub output: Option<String>,
    /// `--table`: a solved table of this board (`savanna solve BOARD -o TABLE`), read by the
    /// door ([`super::Host::read_table`]): the exact value without a solve, and the perfect
    /// agent's moves.
    pub table: Option<String>,
    /// `--no-ladder`: no strength ladder (self-play only).
    pub no_ladder: bool,
    /// `--ladder-games`: games per ladder level, an even number from 4 to 100 000 (default 400,
    /// or `games` when that is fewer, at least 4).
    pub ladder_games: Option<u32>,
    /// `--ladder-to`: the ladder's highest MCTS budget (default
    /// [`crate::game::ladder::DEFAULT_LADDER_TO`]).
    pub ladder_to: Option<u32>,
    /// `--solve-limit`: seconds the solver may take for the exact value, 0 or more (0: do not
    /// solve); default [`DEFAULT_SOLVE_LIMIT_SECONDS`], under `suggest` the board's own solve
    /// [`SUGGEST_OWN_SHARE`] of `time` when that is more.
    pub solve_limit: Option<f64>,
    /// `--time` as typed (`60s`, `5m`, `1m30s`, seconds without a unit; 0 plays nothing): the
    /// budget of the whole run on the door's clock (default [`DEFAULT_TIME`], under `suggest`
    /// [`DEFAULT_SUGGEST_TIME`]); a door without a clock keeps none.
    pub time: Option<String>,
    /// `--suggest`: search the `game:` options for the smallest change that balances the board.
    pub suggest: bool,
}

/// What a page shows beside `balance`'s report ([`super::Reply::balance`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BalanceSummary {
    /// The report's first sentence in the reader's language: the exact value when solved, else
    /// self-play's verdict saying it is not the board's value.
    pub headline: String,
    /// Why there is no exact value when a solve was tried and gave none (the solver's words,
    /// English).
    pub why_not: Option<String>,
}

/// `--games`: an even number from 2 to [`crate::game::balance::MAX_GAMES`].
///
/// # Errors
/// The message of [`crate::game::balance::check_options`] for that count.
pub fn parse_games(s: &str) -> Result<u32, String> {
    use crate::game::balance::{BalanceError, MAX_GAMES};
    let n: u32 = s.trim().parse().map_err(|_| {
        format!("`{s}` is not a number of games: give an even number from 2 to {MAX_GAMES}")
    })?;
    let opts = BalanceOptions {
        games: n,
        ..BalanceOptions::default()
    };
    match crate::game::balance::check_options(&opts) {
        Ok(()) => Ok(n),
        Err(e @ (BalanceError::GamesOutOfRange(_) | BalanceError::OddGames(_))) => {
            Err(e.to_string())
        }
        Err(_) => Ok(n),
    }
}

/// `--budget` (MCTS iterations per decision), within
/// [`crate::game::agents::MCTS_BUDGET_RANGE`].
///
/// # Errors
/// The message of [`crate::game::agents::check_budget`].
pub fn parse_budget(s: &str) -> Result<u32, String> {
    let r = crate::game::agents::MCTS_BUDGET_RANGE;
    let n: u32 = s.trim().parse().map_err(|_| {
        format!(
            "`{s}` is not an MCTS budget: give a whole number from {} to {}",
            r.start(),
            r.end()
        )
    })?;
    crate::game::agents::check_budget(n).map_err(|e| e.to_string())?;
    Ok(n)
}

/// `--ladder-games`: an even number from 4 to 100 000.
///
/// # Errors
/// A message naming the range.
pub fn parse_ladder_games(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if (4..=100_000).contains(&n) && n.is_multiple_of(2) => Ok(n),
        _ => Err(format!(
            "`{s}`: the ladder plays an even number of games from 4 to 100000 per level"
        )),
    }
}

/// The options checked: the library's, the time budget and the board's own solve limit
/// (seconds), or the usage mistake.
fn options(r: &BalanceRequest) -> Result<(BalanceOptions, f64, f64), String> {
    let agent = r.agent.unwrap_or(AgentKind::Mcts);
    if agent == AgentKind::Human {
        return Err("balance plays agents against each other, not a person".into());
    }
    let opts = BalanceOptions {
        games: r.games.unwrap_or(match agent {
            AgentKind::Mcts | AgentKind::Uct => DEFAULT_GAMES_MCTS,
            _ => DEFAULT_GAMES_FAST,
        }),
        seed: r.seed.unwrap_or(1),
        agent,
        mcts_budget: r.budget.unwrap_or(crate::game::agents::DEFAULT_MCTS_BUDGET),
    };
    crate::game::balance::check_options(&opts).map_err(|e| e.to_string())?;
    if let Some(g) = r.ladder_games {
        parse_ladder_games(&g.to_string())?;
    }
    if let Some(b) = r.ladder_to {
        crate::game::agents::check_budget(b).map_err(|e| e.to_string())?;
    }
    let time = match &r.time {
        Some(t) => parse_duration(t)?,
        None if r.suggest => DEFAULT_SUGGEST_TIME,
        None => DEFAULT_TIME,
    };
    if let Some(l) = r.solve_limit
        && !(l.is_finite() && l >= 0.0)
    {
        return Err(format!(
            "--solve-limit {l}: give seconds of 0 (do not solve) or more"
        ));
    }
    // The board's own solve: the limit given, else 60 s, or under --suggest its share of the
    // budget when that is more (the value every change is measured against; a 10-region board
    // estimated at 49 s missed a 60 s deadline under load).
    let own = r.solve_limit.unwrap_or(if r.suggest {
        DEFAULT_SOLVE_LIMIT_SECONDS.max((time * SUGGEST_OWN_SHARE).floor())
    } else {
        DEFAULT_SOLVE_LIMIT_SECONDS
    });
    Ok((opts, time, own))
}

/// Runs `balance`: exit status 0 with the report, 1 when the board cannot be played, its table
/// cannot be read or the output cannot be written, 2 for an option out of its range.
pub(crate) fn run(ctx: &Ctx, r: &BalanceRequest) -> Reply {
    let (opts, time, own_solve_limit) = match options(r) {
        Ok(x) => x,
        Err(m) => return ctx.usage(&m),
    };
    let output = r.output.as_deref().filter(|o| *o != "-");
    if let Some(o) = output {
        if let Err(m) = ctx.host.check_output_as(&r.board, o, Some("-balance.json")) {
            return ctx.failure(&m);
        }
        if let Some(t) = &r.table
            && let Err(m) = ctx.host.check_distinct(("-o", o), ("--table", t))
        {
            return ctx.usage(&m);
        }
    }
    let (_, board, board_lang) = match ctx.game_board_in(&r.board, Some(ctx.lang(None))) {
        Ok(b) => b,
        Err(reply) => return reply,
    };
    // A solved table gives the exact value at once (and the perfect agent its moves).
    let table = match &r.table {
        Some(p) => match ctx.host.read_table(p, &board) {
            Ok(t) => Some(t),
            Err(m) => return ctx.failure(&m),
        },
        None => None,
    };
    if opts.agent == AgentKind::Perfect {
        let ready = match &table {
            Some(t) => {
                crate::game::players::perfect::register(t.clone());
                Ok(())
            }
            None => prepare_perfect(ctx, &board),
        };
        if let Err(m) = ready {
            return ctx.failure(&m);
        }
    }
    let lang = ctx.lang(None);
    if let Some(note) = crate::game::play::setup_note_in(&board, lang) {
        ctx.err(&crate::i18n::tr!(lang, "cli-note", msg = note.as_str()));
    }
    let host = ctx.host;
    let clock = move || host.clock().unwrap_or(0.0);
    // A door without a clock keeps no budget.
    let budget = if host.clock().is_some() {
        Budget::new(&clock, time)
    } else {
        Budget::unlimited()
    };
    let measured = measure(
        ctx,
        r,
        &board,
        &opts,
        table.as_deref(),
        time,
        own_solve_limit,
        &budget,
    );
    let (report, suggestion, why_not) = match measured {
        Ok(x) => x,
        Err(m) => return ctx.failure(&m),
    };
    let text = match r.format {
        Format::Json => {
            // The report with `suggestion` (schemas/game-suggestion.schema.json) beside its
            // fields.
            let mut v = serde_json::to_value(&report).unwrap_or_default();
            if let (Some(m), Some(sg)) = (v.as_object_mut(), &suggestion) {
                m.insert(
                    "suggestion".into(),
                    serde_json::to_value(sg).unwrap_or_default(),
                );
            }
            serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"
        }
        Format::Text => {
            let lang = ctx.lang(board_lang);
            let mut s = balance_text_in(&board, &report, lang);
            match &suggestion {
                Some(sg) => s.push_str(&suggest_text(sg, lang)),
                None if measured_at_all(&report) && !balanced(&report, board.rules.first) => {
                    s.push('\n');
                    s.push_str(&tr(
                        lang,
                        "balance-not-balanced",
                        &[("board", Arg::from(r.board.as_str()))],
                    ));
                    s.push('\n');
                }
                None => {}
            }
            s
        }
    };
    let summary = super::balance::BalanceSummary {
        headline: crate::game::in_words::headline_in(
            &report,
            board.rules.first,
            ctx.lang(board_lang),
        ),
        why_not,
    };
    let mut reply = Reply {
        balance: Some(Box::new(summary)),
        ..Reply::default()
    };
    match output {
        Some(p) => reply.outputs.push(Output {
            name: p.to_string(),
            bytes: text.into_bytes(),
            note: None,
        }),
        None => ctx.host.stdout(text.as_bytes()),
    }
    reply
}

/// The report, the suggestion under `suggest`, and why there is no exact value when a solve
/// was tried and gave none.
type Measured = (
    BalanceReport,
    Option<crate::game::suggest::Suggestion>,
    Option<String>,
);

/// The measurements in order: the plan said, the exact value (from the table or solved within
/// its limit), self-play, the ladder when not solved, the suggestions.
#[allow(clippy::too_many_arguments)]
fn measure(
    ctx: &Ctx,
    r: &BalanceRequest,
    board: &GameBoard,
    opts: &BalanceOptions,
    table: Option<&crate::game::solve::Table>,
    time: f64,
    own_solve_limit: f64,
    budget: &Budget,
) -> Result<Measured, String> {
    let lang = ctx.lang(None);
    let say = |id: &str| lang.tr(id, &[]);
    let mut untried: Vec<String> = Vec::new();
    // The truth first (issue 42): the exact value from a table, or solved within its deadline.
    let mut exact = match table {
        Some(t) => crate::game::balance::exact_from_table(board, t),
        // Solved already, for a perfect agent: its table gives the value without a second solve.
        None => crate::game::players::perfect::table_for(board)
            .and_then(|t| crate::game::balance::exact_from_table(board, &t)),
    };
    let will_solve = exact.is_none() && table.is_none() && own_solve_limit > 0.0;
    let est = crate::game::solve::estimate(board).ok();
    let strength = || {
        crate::game::balance::strength_words(&Strength::new(opts.agent, opts.mcts_budget).label())
            .to_string()
    };
    if !ctx.req.quiet {
        ctx.err(&plan(
            r,
            opts,
            time,
            own_solve_limit,
            will_solve.then_some(est).flatten(),
            lang,
        ));
    }
    let mut why_not = None;
    if will_solve {
        let step = Step::start(
            ctx,
            "solve",
            &say("progress-solving"),
            est.map_or(0, |e| e.work),
        );
        let inc = |n: u64| step.inc(n);
        let attempt =
            crate::game::exact::solve_exact(board, &budget.within(own_solve_limit), Some(&inc));
        let why = attempt.why_not();
        step.finish(&why.clone().unwrap_or_else(|| say("progress-solved")));
        exact = attempt.exact().cloned();
        if let Some(why) = &why {
            // Said on standard error, and in the report when the budget cut it short.
            if matches!(
                attempt,
                crate::game::exact::ExactAttempt::Stopped { .. }
                    | crate::game::exact::ExactAttempt::TooLong { .. }
            ) {
                untried.push(format!("the exact value: {why}"));
                ctx.note(&format!(
                    "note: not solved: {why}; `savanna solve BOARD -o TABLE` and then `--table TABLE` (or a larger --time and --solve-limit) gives the exact value under perfect play (the figures below are measured at a few strengths)"
                ));
            }
        }
        why_not = why;
    }
    let step = Step::start(
        ctx,
        "games",
        &tr(
            lang,
            "progress-self-play",
            &[("strength", Arg::from(strength()))],
        ),
        u64::from(opts.games),
    );
    // With --suggest, the board itself gets part of the budget (its solve excepted): the
    // changes need the rest.
    let base = if r.suggest {
        budget.within(time * SUGGEST_OWN_SHARE)
    } else {
        *budget
    };
    let mut rep = balance_within(board, opts, &base, &|| step.inc(1)).map_err(|e| e.to_string())?;
    step.finish(&if rep.games < u64::from(opts.games) {
        tr(
            lang,
            "progress-games-of",
            &[
                ("n", rep.games.into()),
                ("total", opts.games.into()),
                ("reached", base.reached_words().into()),
            ],
        )
    } else {
        tr(lang, "progress-games", &[("n", rep.games.into())])
    });
    rep.exact = exact;
    if rep.exact.is_none() && !r.no_ladder {
        let step = Step::start(ctx, "ladder", &say("progress-ladder"), 0);
        // --games bounds the ladder too: a level plays no more games than the self-play.
        let per_level = r.ladder_games.unwrap_or_else(|| {
            r.games
                .map_or(crate::game::ladder::DEFAULT_LADDER_GAMES, |g| {
                    g.clamp(4, crate::game::ladder::DEFAULT_LADDER_GAMES)
                })
        });
        let lopts = crate::game::ladder::LadderOptions {
            games: per_level,
            seed: opts.seed,
            to: r
                .ladder_to
                .unwrap_or(crate::game::ladder::DEFAULT_LADDER_TO),
            ..Default::default()
        };
        let (l, cut) =
            crate::game::ladder::ladder_within(board, &lopts, &base, &|what| step.say(what))
                .map_err(|e| e.to_string())?;
        step.finish(&if cut.is_empty() {
            tr(lang, "progress-levels", &[("n", l.levels.len().into())])
        } else {
            tr(
                lang,
                "progress-levels-then",
                &[
                    ("n", l.levels.len().into()),
                    ("reached", base.reached_words().into()),
                ],
            )
        });
        // What was left undone in the order it was done: the solve, self-play, the ladder.
        untried.append(&mut rep.untried);
        untried.extend(cut);
        // A ladder with no level played says nothing: it is listed as left undone only.
        rep.ladder = (!l.levels.is_empty()).then_some(l);
    }
    untried.append(&mut rep.untried);
    rep.untried = untried;
    rep.summary = crate::game::in_words::summary(&rep, board.rules.first);
    let suggestion = if r.suggest {
        let step = Step::start(ctx, "suggest", &say("progress-suggest"), 0);
        let sopts = crate::game::suggest::SuggestOptions {
            seed: opts.seed,
            solve_limit: core::time::Duration::from_secs_f64(
                r.solve_limit.unwrap_or(DEFAULT_SOLVE_LIMIT_SECONDS),
            ),
            agent: match opts.agent {
                // The perfect agent needs each changed board solved: MCTS plays instead.
                AgentKind::Perfect => AgentKind::Mcts,
                k => k,
            },
            mcts_budget: opts.mcts_budget,
            ..Default::default()
        };
        let sg = crate::game::suggest::suggest_within(board, &rep, &sopts, budget, &|what| {
            step.say(what)
        })
        .map_err(|e| e.to_string())?;
        step.finish(&tr(
            lang,
            "progress-changes-tried",
            &[("n", sg.tried.len().into())],
        ));
        Some(sg)
    } else {
        None
    };
    Ok((rep, suggestion, why_not))
}

/// What the run will cost, said before it starts: the exact value's estimate and deadline
/// (`est` when the board will be solved), the self-play, the ladder, the suggestions.
fn plan(
    r: &BalanceRequest,
    opts: &BalanceOptions,
    time: f64,
    own_solve_limit: f64,
    est: Option<crate::game::solve::Estimate>,
    lang: Lang,
) -> String {
    let say = |id: &str| lang.tr(id, &[]);
    let secs = |x: f64| seconds_in(lang, x);
    let mut plan = vec![];
    if let Some(e) = est {
        plan.push(tr(
            lang,
            "balance-plan-exact",
            &[
                (
                    "estimate",
                    secs(e.work as f64 / crate::game::balance::SOLVE_WORK_PER_SECOND).into(),
                ),
                ("deadline", secs(own_solve_limit.min(time)).into()),
            ],
        ));
    }
    plan.push(tr(
        lang,
        "balance-plan-self-play",
        &[
            ("n", opts.games.into()),
            (
                "strength",
                crate::game::balance::strength_words(
                    &Strength::new(opts.agent, opts.mcts_budget).label(),
                )
                .into(),
            ),
        ],
    ));
    if !r.no_ladder {
        plan.push(say("balance-plan-ladder"));
    }
    if r.suggest {
        plan.push(tr(
            lang,
            "balance-plan-suggest",
            &[("share", secs(time * SUGGEST_OWN_SHARE).into())],
        ));
    }
    tr(
        lang,
        "balance-plan",
        &[
            ("time", secs(time).into()),
            ("plan", plan.join(&say("balance-plan-then")).into()),
        ],
    )
}

/// Makes the perfect agent's table ready for `board` when it has none: solved now when the
/// board is small ([`crate::game::players::perfect::SOLVE_ON_DEMAND_PLACEMENTS`]), with its
/// progress.
fn prepare_perfect(ctx: &Ctx, board: &GameBoard) -> Result<(), String> {
    use crate::game::players::perfect as agent;
    if agent::table_for(board).is_some() {
        return Ok(());
    }
    // Said before the solve, with its progress (issue 42).
    let work = crate::game::solve::estimate(board).map_or(0, |e| e.work);
    let lang = ctx.lang(None);
    let step = (work > 0 && !ctx.req.quiet).then(|| {
        Step::start(
            ctx,
            "solve-for-agent",
            &lang.tr("progress-solving-for-agent", &[]),
            work,
        )
    });
    let inc = |n: u64| {
        if let Some(s) = &step {
            s.inc(n)
        }
    };
    let limits = crate::game::solve::Limits {
        progress: Some(&inc),
        ..crate::game::solve::Limits::default()
    };
    let r = agent::prepare_with(board, agent::SOLVE_ON_DEMAND_PLACEMENTS, &limits);
    if let Some(s) = step {
        let outcome = if r.is_ok() {
            "progress-solved"
        } else {
            "progress-not-solved"
        };
        s.finish(&lang.tr(outcome, &[]));
    }
    r.map(|_| ()).map_err(|e| e.to_string())
}

/// True when the report measured the board at all: solved, or at least one game played.
fn measured_at_all(r: &BalanceReport) -> bool {
    r.exact.is_some() || r.games > 0
}

/// True when the report finds the board balanced: a draw under perfect play from its first
/// player `first` when solved, else a balanced self-play verdict.
fn balanced(r: &BalanceReport, first: crate::game::Side) -> bool {
    match &r.exact {
        Some(e) => match first {
            crate::game::Side::Jackals => e.jackals_first.winner().is_none(),
            crate::game::Side::Lions => e.lions_first.winner().is_none(),
        },
        None => r.verdict == Some(crate::game::balance::Verdict::Balanced),
    }
}

/// [`seconds_words`] in `lang`: `0,58 с`, `2 мин` in Russian.
fn seconds_in(lang: Lang, x: f64) -> String {
    let w = seconds_words(x);
    match lang {
        Lang::Ru => w
            .replace('.', ",")
            .replace(" min", " мин")
            .replace(" h", " ч")
            .replace(" s", " с"),
        _ => w,
    }
}
