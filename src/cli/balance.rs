//! `savanna balance`: a board's balance measured by self-play, as text or JSON, and the
//! balance file read back for `render --balance`.

use super::balance_text::{balance_text_in, suggest_text, tr};
use super::game::*;
use super::progress::Step;
use crate::Failure;
use savanna::command::Format;
use savanna::game::agents::AgentKind;
use savanna::game::balance::{BalanceOptions, BalanceReport, balance_within};
use savanna::game::budget::{Budget, seconds_words};
use savanna::i18n::Arg;
use savanna::named::Offered;
use std::process::ExitCode;

/// clap's parser of `balance --games`: an even number from 2 to
/// [`savanna::game::balance::MAX_GAMES`], so that a wrong count is a usage mistake (exit 2).
///
/// # Errors
/// The message of [`savanna::game::balance::check_options`] for that count.
pub fn parse_balance_games(s: &str) -> Result<u32, String> {
    use savanna::game::balance::{BalanceError, MAX_GAMES};
    let n: u32 = s.trim().parse().map_err(|_| {
        format!("`{s}` is not a number of games: give an even number from 2 to {MAX_GAMES}")
    })?;
    let opts = BalanceOptions {
        games: n,
        ..BalanceOptions::default()
    };
    match savanna::game::balance::check_options(&opts) {
        Ok(()) => Ok(n),
        Err(e @ (BalanceError::GamesOutOfRange(_) | BalanceError::OddGames(_))) => {
            Err(e.to_string())
        }
        Err(_) => Ok(n),
    }
}

/// clap's parser of `--budget` (MCTS iterations per decision), within
/// [`savanna::game::agents::MCTS_BUDGET_RANGE`], so that a wrong budget is a usage mistake
/// (exit 2).
///
/// # Errors
/// The message of [`savanna::game::agents::check_budget`].
pub fn parse_budget(s: &str) -> Result<u32, String> {
    let r = savanna::game::agents::MCTS_BUDGET_RANGE;
    let n: u32 = s.trim().parse().map_err(|_| {
        format!(
            "`{s}` is not an MCTS budget: give a whole number from {} to {}",
            r.start(),
            r.end()
        )
    })?;
    savanna::game::agents::check_budget(n).map_err(|e| e.to_string())?;
    Ok(n)
}

/// Self-play games by default with a fast agent (random, greedy).
pub const DEFAULT_GAMES_FAST: u32 = 1000;
/// Self-play games by default with MCTS.
pub const DEFAULT_GAMES_MCTS: u32 = 200;

/// The options of `savanna balance`.
#[derive(clap::Args, Debug)]
pub struct BalanceArgs {
    /// The board: a board file or a validated board file.
    pub board: std::path::PathBuf,
    /// Self-play games (in pairs: each set-up once with each side first); default 200 with
    /// mcts or uct, 1000 with random, greedy or perfect.
    #[arg(long, value_parser = super::game::parse_balance_games)]
    pub games: Option<u32>,
    /// Seed of every random number.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The agent playing both sides in self-play.
    #[arg(long, value_parser = Offered::new(|a: AgentKind| a != AgentKind::Human, true), default_value_t = AgentKind::Mcts)]
    pub agent: AgentKind,
    /// MCTS iterations per decision (per turn for mcts, per group move for uct).
    #[arg(long, default_value_t = savanna::game::agents::DEFAULT_MCTS_BUDGET, value_parser = parse_budget)]
    pub budget: u32,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Write the report here instead of standard output (`-`: standard output).
    #[arg(short, long)]
    pub output: Option<std::path::PathBuf>,
    /// A solved table of this board (`savanna solve BOARD -o TABLE`): the exact value is read
    /// from it (no solve), and the perfect agent plays from it; without it a small board is
    /// solved first.
    #[arg(long)]
    pub table: Option<std::path::PathBuf>,
    /// Do not climb the strength ladder (self-play only).
    #[arg(long)]
    pub no_ladder: bool,
    /// Games per ladder level and per skill step (400 games see a 5-point step); default 400, or
    /// --games when that is fewer (at least 4).
    #[arg(long, value_parser = parse_ladder_games)]
    pub ladder_games: Option<u32>,
    /// The ladder's highest MCTS budget (it doubles from 50 up to this, stopping once converged).
    #[arg(long, default_value_t = savanna::game::ladder::DEFAULT_LADDER_TO, value_parser = parse_budget)]
    pub ladder_to: u32,
    /// Seconds the solver may take for the exact value, within --time: a deadline (the solve
    /// stops there and says so; classic takes 25-35 s on 2 cores; a larger board needs more, or
    /// its table with --table); 0: do not solve. Default 60; with --suggest, the board's own
    /// solve may take 40 % of --time when that is more (2 min of the default 5), each change's 60.
    #[arg(long)]
    pub solve_limit: Option<u64>,
    /// The time budget of the whole run (60s, 5m, 1m30s; seconds without a unit): the exact
    /// value first, then self-play and the ladder (or the suggestions) until it is spent; no
    /// step or game starts after it, a game under way stops there (not counted), and the report
    /// says what was left untried (0: nothing is played, the report only says what would be).
    #[arg(long, value_parser = super::progress::parse_budget_time)]
    pub time: Option<f64>,
    /// Search the `game:` options for the smallest change that balances the board, and print it
    /// with its evidence.
    #[arg(long)]
    pub suggest: bool,
}

/// clap's parser of `--ladder-games`: an even number from 4 to 100000.
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

/// The solver's deadline by default (`--solve-limit`), seconds: the library's.
const DEFAULT_SOLVE_LIMIT_SECONDS: u64 = savanna::game::balance::DEFAULT_SOLVE_LIMIT.as_secs();
/// `balance`'s time budget by default (`--time`): about a minute.
pub const DEFAULT_TIME: f64 = 60.0;
/// `balance --suggest`'s time budget by default: a few minutes.
pub const DEFAULT_SUGGEST_TIME: f64 = 300.0;
/// The share of `balance --suggest`'s time budget the board's own self-play and ladder may
/// take (its solve excepted): the changes need the rest.
pub const SUGGEST_OWN_SHARE: f64 = 0.4;

/// `savanna balance`.
pub fn balance_cmd(a: &BalanceArgs, quiet: bool) -> Result<ExitCode, Failure> {
    // The progress lines' words (standard error).
    let lang = crate::cli::io::reader_lang();
    let say = |id: &str| lang.tr(id, &[]);
    let agent = a.agent;
    let opts = BalanceOptions {
        games: a.games.unwrap_or(match agent {
            savanna::game::agents::AgentKind::Mcts | savanna::game::agents::AgentKind::Uct => {
                DEFAULT_GAMES_MCTS
            }
            _ => DEFAULT_GAMES_FAST,
        }),
        seed: a.seed,
        agent,
        mcts_budget: a.budget,
    };
    savanna::game::balance::check_options(&opts)?;
    let output = a.output.as_ref().filter(|p| p.as_os_str() != "-");
    if let Some(o) = output {
        crate::cli::io::check_output_as(&a.board, o, Some("-balance.json"))?;
        if let Some(t) = &a.table {
            crate::cli::io::check_distinct(("-o", o), ("--table", t));
        }
    }
    let (board, board_lang) = match load(&a.board)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    // A solved table gives the exact value at once (and the perfect agent its moves).
    let table = match a.table.as_deref() {
        Some(p) => Some(super::solve::read_table(&board, p)?),
        None => None,
    };
    if opts.agent == savanna::game::agents::AgentKind::Perfect {
        match &table {
            Some(t) => savanna::game::players::perfect::register(t.clone()),
            None => super::solve::prepare_perfect(&board, None, quiet)?,
        }
    }
    let lang = crate::cli::io::reader_lang();
    if let Some(note) = savanna::game::play::setup_note_in(&board, lang) {
        eprintln!("{}", crate::cli::io::said_msg("cli-note", &note));
    }
    let time = a.time.unwrap_or(if a.suggest {
        DEFAULT_SUGGEST_TIME
    } else {
        DEFAULT_TIME
    });
    let clock = super::progress::clock;
    let budget = Budget::new(&clock, time);
    let mut untried: Vec<String> = Vec::new();
    // The truth first (issue 42): the exact value from a table, or solved within its deadline.
    let mut exact = match &table {
        Some(t) => savanna::game::balance::exact_from_table(&board, t),
        // Solved already, for a perfect agent: its table gives the value without a second solve.
        None => savanna::game::players::perfect::table_for(&board)
            .and_then(|t| savanna::game::balance::exact_from_table(&board, &t)),
    };
    // The board's own solve: the limit given, else 60 s, or under --suggest its share of the
    // budget when that is more (the value every change is measured against; a 10-region board
    // estimated at 49 s missed a 60 s deadline under load).
    let own_solve_limit = a.solve_limit.unwrap_or(if a.suggest {
        (DEFAULT_SOLVE_LIMIT_SECONDS as f64).max((time * SUGGEST_OWN_SHARE).floor()) as u64
    } else {
        DEFAULT_SOLVE_LIMIT_SECONDS
    });
    let will_solve = exact.is_none() && table.is_none() && own_solve_limit > 0;
    let est = savanna::game::solve::estimate(&board).ok();
    if !quiet {
        // What the run will cost, before it starts.
        let secs = |x: f64| seconds_in(lang, x);
        let mut plan = vec![];
        if will_solve && let Some(e) = est {
            plan.push(lang.tr(
                "balance-plan-exact",
                &[
                    (
                        "estimate",
                        secs(e.work as f64 / savanna::game::balance::SOLVE_WORK_PER_SECOND).into(),
                    ),
                    ("deadline", secs((own_solve_limit as f64).min(time)).into()),
                ],
            ));
        }
        plan.push(
            lang.tr(
                "balance-plan-self-play",
                &[
                    ("n", opts.games.into()),
                    (
                        "strength",
                        savanna::game::balance::strength_words(
                            &savanna::game::balance::Strength::new(opts.agent, opts.mcts_budget)
                                .label(),
                        )
                        .into(),
                    ),
                ],
            ),
        );
        if !a.no_ladder {
            plan.push(say("balance-plan-ladder"));
        }
        if a.suggest {
            plan.push(lang.tr(
                "balance-plan-suggest",
                &[("share", secs(time * SUGGEST_OWN_SHARE).into())],
            ));
        }
        eprintln!(
            "{}",
            lang.tr(
                "balance-plan",
                &[
                    ("time", secs(time).into()),
                    ("plan", plan.join(&say("balance-plan-then")).into()),
                ],
            )
        );
    }
    if will_solve {
        let step = Step::start(&say("progress-solving"), est.map_or(0, |e| e.work), quiet);
        let inc = |n: u64| step.inc(n);
        let attempt = savanna::game::exact::solve_exact(
            &board,
            &budget.within(own_solve_limit as f64),
            Some(&inc),
        );
        let why = attempt.why_not();
        step.finish(&why.clone().unwrap_or_else(|| say("progress-solved")));
        exact = attempt.exact().cloned();
        if let Some(why) = why {
            // Said on standard error, and in the report when the budget cut it short.
            if matches!(
                attempt,
                savanna::game::exact::ExactAttempt::Stopped { .. }
                    | savanna::game::exact::ExactAttempt::TooLong { .. }
            ) {
                untried.push(format!("the exact value: {why}"));
                if !quiet {
                    eprintln!(
                        "note: not solved: {why}; `savanna solve BOARD -o TABLE` and then `--table TABLE` (or a larger --time and --solve-limit) gives the exact value under perfect play (the figures below are measured at a few strengths)"
                    );
                }
            }
        }
    }
    let step = Step::start(
        &lang.tr(
            "progress-self-play",
            &[(
                "strength",
                savanna::i18n::Arg::from(savanna::game::balance::strength_words(
                    &savanna::game::balance::Strength::new(opts.agent, opts.mcts_budget).label(),
                )),
            )],
        ),
        u64::from(opts.games),
        quiet,
    );
    // With --suggest, the board itself gets part of the budget (its solve excepted): the
    // changes need the rest.
    let base = if a.suggest {
        budget.within(time * SUGGEST_OWN_SHARE)
    } else {
        budget
    };
    let mut r = balance_within(&board, &opts, &base, &|| step.inc(1))?;
    step.finish(&if r.games < u64::from(opts.games) {
        lang.tr(
            "progress-games-of",
            &[
                ("n", r.games.into()),
                ("total", opts.games.into()),
                ("reached", base.reached_words().into()),
            ],
        )
    } else {
        lang.tr("progress-games", &[("n", r.games.into())])
    });
    r.exact = exact;
    if r.exact.is_none() && !a.no_ladder {
        let step = Step::start(&say("progress-ladder"), 0, quiet);
        // --games bounds the ladder too: a level plays no more games than the self-play.
        let per_level = a.ladder_games.unwrap_or_else(|| {
            a.games
                .map_or(savanna::game::ladder::DEFAULT_LADDER_GAMES, |g| {
                    g.clamp(4, savanna::game::ladder::DEFAULT_LADDER_GAMES)
                })
        });
        let lopts = savanna::game::ladder::LadderOptions {
            games: per_level,
            seed: a.seed,
            to: a.ladder_to,
            ..Default::default()
        };
        let (l, cut) =
            savanna::game::ladder::ladder_within(&board, &lopts, &base, &|what| step.say(what))?;
        step.finish(&if cut.is_empty() {
            lang.tr("progress-levels", &[("n", l.levels.len().into())])
        } else {
            lang.tr(
                "progress-levels-then",
                &[
                    ("n", l.levels.len().into()),
                    ("reached", base.reached_words().into()),
                ],
            )
        });
        // What was left undone in the order it was done: the solve, self-play, the ladder.
        untried.append(&mut r.untried);
        untried.extend(cut);
        // A ladder with no level played says nothing: it is listed as left undone only.
        r.ladder = (!l.levels.is_empty()).then_some(l);
    }
    untried.append(&mut r.untried);
    r.untried = untried;
    r.summary = savanna::game::in_words::summary(&r, board.rules.first);
    let suggestion = if a.suggest {
        let sp = Step::start(&say("progress-suggest"), 0, quiet);
        let sopts = savanna::game::suggest::SuggestOptions {
            seed: a.seed,
            solve_limit: std::time::Duration::from_secs(
                a.solve_limit.unwrap_or(DEFAULT_SOLVE_LIMIT_SECONDS),
            ),
            agent: match agent {
                // The perfect agent needs each changed board solved: MCTS plays instead.
                savanna::game::agents::AgentKind::Perfect => savanna::game::agents::AgentKind::Mcts,
                k => k,
            },
            mcts_budget: a.budget,
            ..Default::default()
        };
        let sg = savanna::game::suggest::suggest_within(&board, &r, &sopts, &budget, &|what| {
            sp.say(what)
        })?;
        sp.finish(&lang.tr("progress-changes-tried", &[("n", sg.tried.len().into())]));
        Some(sg)
    } else {
        None
    };
    let s = match a.format {
        Format::Json => {
            // The report with `suggestion` (schemas/game-suggestion.schema.json) beside its
            // fields.
            let mut v = serde_json::to_value(&r).unwrap_or_default();
            if let (Some(m), Some(sg)) = (v.as_object_mut(), &suggestion) {
                m.insert(
                    "suggestion".into(),
                    serde_json::to_value(sg).unwrap_or_default(),
                );
            }
            serde_json::to_string_pretty(&v).unwrap_or_default() + "\n"
        }
        Format::Text => {
            let lang = crate::cli::io::lang()
                .or(board_lang)
                .unwrap_or_else(crate::cli::io::env_lang);
            let mut s = balance_text_in(&board, &r, lang);
            match &suggestion {
                Some(sg) => s.push_str(&suggest_text(sg, lang)),
                None if measured(&r) && !balanced(&r, board.rules.first) => {
                    s.push('\n');
                    s.push_str(&tr(
                        lang,
                        "balance-not-balanced",
                        &[("board", Arg::from(a.board.display().to_string()))],
                    ));
                    s.push('\n');
                }
                None => {}
            }
            s
        }
    };
    match output {
        Some(p) => crate::cli::io::write_file(p, s.as_bytes(), quiet)?,
        None => crate::print_stdout(&s)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// True when the report measured the board at all: solved, or at least one game played.
fn measured(r: &BalanceReport) -> bool {
    r.exact.is_some() || r.games > 0
}

/// True when the report finds the board balanced: a draw under perfect play from its first
/// player `first` when solved, else a balanced self-play verdict.
fn balanced(r: &BalanceReport, first: savanna::game::Side) -> bool {
    match &r.exact {
        Some(e) => match first {
            savanna::game::Side::Jackals => e.jackals_first.winner().is_none(),
            savanna::game::Side::Lions => e.lions_first.winner().is_none(),
        },
        None => r.verdict == Some(savanna::game::balance::Verdict::Balanced),
    }
}

/// [`seconds_words`] in `lang`: `0,58 с`, `2 мин` in Russian.
fn seconds_in(lang: savanna::i18n::Lang, x: f64) -> String {
    let w = seconds_words(x);
    match lang {
        savanna::i18n::Lang::Ru => w
            .replace('.', ",")
            .replace(" min", " мин")
            .replace(" h", " ч")
            .replace(" s", " с"),
        _ => w,
    }
}
