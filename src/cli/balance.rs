//! `savanna balance`: a board's balance measured by self-play, as text or JSON, and the
//! balance file read back for `render --balance`.

use super::game::*;
use super::progress::Step;
use crate::Failure;
use savanna::game::GameBoard;
use savanna::game::balance::{BalanceOptions, BalanceReport, balance_within};
use savanna::game::budget::{Budget, seconds_words};
use savanna::game::in_words::{self as words, ci_in, pct_in, strength_in};
use savanna::i18n::{Arg, Lang};
use std::path::Path;
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

/// The agents `balance` plays with.
#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum BalanceAgent {
    /// Uniform over the legal actions (a lions' win on every board: a baseline, not a verdict).
    Random,
    /// Best evaluation one step ahead.
    Greedy,
    /// Monte Carlo tree search with transpositions and proofs (the default).
    Mcts,
    /// The plain UCT that MCTS replaced (to compare).
    Uct,
    /// Perfect play from the solved board (`savanna solve`; `--table`, or solved first when
    /// the board is small).
    Perfect,
}

impl BalanceAgent {
    fn kind(self) -> savanna::game::agents::AgentKind {
        use savanna::game::agents::AgentKind as K;
        match self {
            BalanceAgent::Random => K::Random,
            BalanceAgent::Greedy => K::Greedy,
            BalanceAgent::Mcts => K::Mcts,
            BalanceAgent::Uct => K::Uct,
            BalanceAgent::Perfect => K::Perfect,
        }
    }
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
    #[arg(long, value_enum, default_value_t = BalanceAgent::Mcts)]
    pub agent: BalanceAgent,
    /// MCTS iterations per decision (per turn for mcts, per group move for uct).
    #[arg(long, default_value_t = savanna::game::agents::DEFAULT_MCTS_BUDGET, value_parser = parse_budget)]
    pub budget: u32,
    /// Output format.
    #[arg(long, value_enum, default_value_t = GameFormat::Text)]
    pub format: GameFormat,
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
    let agent = a.agent.kind();
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
    if let Some(note) = savanna::game::play::setup_note(&board) {
        eprintln!("note: {note}");
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
        let mut plan = vec![];
        if will_solve && let Some(e) = est {
            plan.push(format!(
                "the exact value first (the solver's estimate: {} here; its deadline: {})",
                seconds_words(e.work as f64 / savanna::game::balance::SOLVE_WORK_PER_SECOND),
                seconds_words((own_solve_limit as f64).min(time))
            ));
        }
        plan.push(format!(
            "{} games of self-play at {}",
            opts.games,
            savanna::game::balance::strength_words(
                &savanna::game::balance::Strength::new(opts.agent, opts.mcts_budget).label()
            )
        ));
        if !a.no_ladder {
            plan.push("the strength ladder when the board is not solved".into());
        }
        if a.suggest {
            plan.push(format!(
                "changes of the board and its rules (the board's own self-play and ladder within {} of it)",
                seconds_words(time * SUGGEST_OWN_SHARE)
            ));
        }
        eprintln!(
            "balance: within {}: {}",
            seconds_words(time),
            plan.join(", then ")
        );
    }
    if will_solve {
        let step = Step::start("solving (perfect play)", est.map_or(0, |e| e.work), quiet);
        let inc = |n: u64| step.inc(n);
        let attempt = savanna::game::exact::solve_exact(
            &board,
            &budget.within(own_solve_limit as f64),
            Some(&inc),
        );
        let why = attempt.why_not();
        step.finish(why.as_deref().unwrap_or("solved"));
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
        &format!(
            "self-play at {}",
            savanna::game::balance::strength_words(
                &savanna::game::balance::Strength::new(opts.agent, opts.mcts_budget).label()
            )
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
        format!(
            "{} of {} games, then {}",
            r.games,
            opts.games,
            base.reached_words()
        )
    } else {
        format!("{} games", r.games)
    });
    r.exact = exact;
    if r.exact.is_none() && !a.no_ladder {
        let step = Step::start("strength ladder", 0, quiet);
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
        step.finish(&format!(
            "{} {}{}",
            l.levels.len(),
            savanna::output::render::in_play::plural("level", l.levels.len()),
            if cut.is_empty() {
                String::new()
            } else {
                format!(", then {}", base.reached_words())
            }
        ));
        // What was left undone in the order it was done: the solve, self-play, the ladder.
        untried.append(&mut r.untried);
        untried.extend(cut);
        // A ladder with no level played says nothing: it is listed as left undone only.
        r.ladder = (!l.levels.is_empty()).then_some(l);
    }
    untried.append(&mut r.untried);
    r.untried = untried;
    r.summary = savanna::game::balance::summary(&r, board.rules.first);
    let suggestion = if a.suggest {
        let sp = Step::start("suggest", 0, quiet);
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
        sp.finish(&format!("{} changes tried", sg.tried.len()));
        Some(sg)
    } else {
        None
    };
    let s = match a.format {
        GameFormat::Json => {
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
        GameFormat::Text => {
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

/// The rules in force on `board`, as `play`'s `help` states them
/// ([`savanna::game::rules_text::rules_text_in`]: every sentence from the board's `game:`
/// options, never the defaults'): a heading, then one line a rule, each after `- `.
fn rules_paragraphs(board: &GameBoard, lang: Lang) -> String {
    let mut s = tr(lang, "play-help-rules", &[]) + "\n";
    for p in savanna::game::rules_text::rules_text_in(&board.rules, lang).lines() {
        s.push_str("- ");
        s.push_str(&p);
        s.push('\n');
    }
    s
}

/// Message `id` of `lang`'s catalogue with `args` ([`Lang::tr`]).
fn tr(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    lang.tr(id, args)
}

/// `label` padded with spaces to `width` characters.
fn pad(label: &str, width: usize) -> String {
    format!("{label:<width$}")
}

/// The balance report for people, in `lang`: every word from the catalogue (`balance-…`), the
/// numbers with the language's decimal mark (`53,4 %` in Russian), the columns as wide as
/// their longest label.
pub fn balance_text_in(board: &GameBoard, r: &BalanceReport, lang: Lang) -> String {
    let pct = |x: f64| pct_in(x, lang);
    let ci = |c: [f64; 2]| ci_in(c, lang);
    let strength = strength_in(&r.strength, lang);
    let name = r
        .board
        .clone()
        .unwrap_or_else(|| tr(lang, "balance-board", &[]));
    let mut s = format!(
        "{name}: {}\n\n",
        words::headline_in(r, board.rules.first, lang)
    );
    let iterations = r
        .mcts_budget
        .map(|b| {
            let per = if r.agent == savanna::game::agents::AgentKind::Mcts {
                "turn"
            } else {
                "move"
            };
            format!(
                " {}",
                tr(
                    lang,
                    "balance-iterations",
                    &[("n", Arg::from(b)), ("per", Arg::from(per))]
                )
            )
        })
        .unwrap_or_default();
    s += &tr(
        lang,
        "balance-self-play-head",
        &[
            ("name", Arg::from(&name)),
            ("strength", Arg::from(&strength)),
            ("games", Arg::from(r.games)),
            ("pairs", Arg::from(r.games / 2)),
            ("agent", Arg::from(r.agent.as_str())),
            ("iterations", Arg::from(iterations)),
            ("seed", Arg::from(r.seed)),
        ],
    );
    s.push('\n');
    s += &rules_paragraphs(board, lang);
    s.push('\n');
    // The rows' labels and the wins' word, each column as wide as its longest entry (English:
    // 8 and 4, as before).
    let sides = [
        (tr(lang, "side-lions", &[]), &r.lions),
        (tr(lang, "side-jackals", &[]), &r.jackals),
    ];
    let (draws, capped) = (
        tr(lang, "balance-draws", &[]),
        tr(lang, "balance-capped", &[]),
    );
    let wide = |v: &[&str], min: usize| {
        v.iter()
            .map(|x| x.chars().count())
            .max()
            .unwrap_or(0)
            .max(min)
    };
    let w1 = wide(&[&sides[0].0, &sides[1].0, &draws, &capped], 8);
    let wins: Vec<String> = sides
        .iter()
        .map(|(_, x)| tr(lang, "balance-wins", &[("n", Arg::from(x.wins))]))
        .collect();
    let w2 = wide(&[&wins[0], &wins[1]], 4);
    for ((side, x), win) in sides.iter().zip(&wins) {
        s.push_str(&format!(
            "  {} {:>6} {}  {:>7}  (95 % {})  {}\n",
            pad(side, w1),
            x.wins,
            pad(win, w2),
            pct(x.rate),
            ci(x.ci95),
            tr(
                lang,
                "balance-row-how",
                &[
                    ("elimination", Arg::from(x.by_elimination)),
                    ("points", Arg::from(x.on_points))
                ]
            )
        ));
    }
    s.push_str(&format!(
        "  {} {:>6} {}  {:>7}  (95 % {})\n",
        pad(&draws, w1),
        r.draws.count,
        pad("", w2),
        pct(r.draws.rate),
        ci(r.draws.ci95)
    ));
    s.push_str(&format!(
        "  {} {:>6} {}{}\n\n",
        pad(&capped, w1),
        r.capped.count,
        tr(
            lang,
            "balance-capped-text",
            &[
                ("n", Arg::from(r.capped.count)),
                ("max", Arg::from(r.rules.max_rounds))
            ]
        ),
        if r.capped.count > 0 {
            format!(" {}", tr(lang, "balance-capped-apart", &[]))
        } else {
            String::new()
        }
    ));
    let decisive_share = |d: &savanna::game::balance::DecisiveShare| match (d.rate, d.ci95) {
        (Some(rate), Some(c)) => format!("{} (95 % {})", pct(rate), ci(c)),
        _ => tr(lang, "balance-na-decisive", &[]),
    };
    let mut refused: Vec<String> = r
        .capacity_refusals
        .by_region
        .iter()
        .map(|(k, v)| {
            format!(
                "{}: {v}",
                board.title(savanna::ids::RegionId(k.parse().unwrap_or(0)))
            )
        })
        .collect();
    if refused.is_empty() {
        refused.push(tr(lang, "balance-none", &[]));
    }
    let figures = [
        ("balance-share-lions", decisive_share(&r.lions_share)),
        (
            "balance-share-first",
            decisive_share(&r.first_player_advantage),
        ),
        (
            "balance-ludii",
            r.balance
                .map_or_else(|| tr(lang, "balance-na", &[]), |b| lang.decimal(b, 3)),
        ),
        (
            "balance-length",
            tr(
                lang,
                "balance-length-value",
                &[
                    ("mean", Arg::from(lang.decimal(r.length.mean, 1))),
                    ("median", Arg::from(r.length.median.to_string())),
                    ("p90", Arg::from(r.length.p90.to_string())),
                ],
            ),
        ),
        (
            "balance-captures",
            tr(
                lang,
                "balance-captures-value",
                &[
                    ("lions", Arg::from(lang.decimal(r.captures.lions, 2))),
                    ("jackals", Arg::from(lang.decimal(r.captures.jackals, 2))),
                ],
            ),
        ),
        (
            "balance-refusals",
            format!("{} ({})", r.capacity_refusals.total, refused.join(", ")),
        ),
    ];
    let labels: Vec<String> = figures.iter().map(|(id, _)| tr(lang, id, &[])).collect();
    let w = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    for (label, (_, value)) in labels.iter().zip(&figures) {
        s.push_str(&format!("  {}{value}\n", pad(label, w)));
    }
    s.push('\n');
    s.push_str(&format!("  {}\n", tr(lang, "balance-occupancy", &[])));
    for (k, o) in r.occupancy.iter() {
        let id = savanna::ids::RegionId(k.parse().unwrap_or(0));
        s.push_str(&format!(
            "    {:<22} {}\n",
            board.title(id),
            tr(
                lang,
                "balance-occupancy-row",
                &[
                    ("lions", Arg::from(format!("{:>6}", pct(o.lions)))),
                    ("jackals", Arg::from(format!("{:>6}", pct(o.jackals)))),
                ]
            )
        ));
    }
    // On a solved board the headline is the exact value (issue 27): it holds at every
    // strength; the self-play verdict below is one strength's.
    let (Some(verdict), Some(rate), Some(c95)) =
        (r.verdict, r.lions_share.rate, r.lions_share.ci95)
    else {
        let line = if r.games == 0 {
            tr(
                lang,
                "balance-verdict-none-time",
                &[("strength", Arg::from(&strength))],
            )
        } else {
            tr(
                lang,
                "balance-verdict-none-decisive",
                &[
                    ("strength", Arg::from(&strength)),
                    ("draws", Arg::from(r.draws.count)),
                    ("capped", Arg::from(r.capped.count)),
                ],
            )
        };
        s.push_str(&format!("\n{line}\n"));
        s.push_str(&tail_text(board, r, lang));
        return s;
    };
    let share = [("pct", Arg::from(pct(rate))), ("ci", Arg::from(ci(c95)))];
    let why = match verdict {
        savanna::game::balance::Verdict::Balanced => tr(lang, "balance-why-balanced", &[]),
        savanna::game::balance::Verdict::Undecided if r.strength == "perfect" => {
            tr(lang, "balance-why-perfect", &share)
        }
        savanna::game::balance::Verdict::Undecided
            if r.untried.iter().any(|u| u.starts_with("self-play")) =>
        {
            tr(lang, "balance-why-time", &share)
        }
        savanna::game::balance::Verdict::Undecided => {
            let more = (r.games * 4).min(u64::from(savanna::game::balance::MAX_GAMES));
            let mut args = share.to_vec();
            args.push(("games", Arg::from(more)));
            tr(lang, "balance-why-more", &args)
        }
        _ => tr(lang, "balance-why-excludes", &share),
    };
    let exact = if r.exact.is_some() {
        tr(lang, "balance-verdict-exact", &[])
    } else {
        String::new()
    };
    s.push('\n');
    s.push_str(&tr(
        lang,
        "balance-verdict",
        &[
            ("strength", Arg::from(&strength)),
            ("verdict", Arg::from(words::verdict_in(verdict, lang))),
            ("why", Arg::from(why)),
            ("exact", Arg::from(exact)),
        ],
    ));
    s.push('\n');
    s.push_str(&tail_text(board, r, lang));
    s
}

fn share_text(d: &savanna::game::balance::DecisiveShare, lang: Lang) -> String {
    match (d.rate, d.ci95) {
        (Some(rate), Some(c)) => format!("{:>7} ({})", pct_in(rate, lang), ci_in(c, lang)),
        _ => tr(lang, "balance-na-decisive", &[]),
    }
}

/// The exact value, the ladder, the skill trace and the summary that does not hang on one
/// strength, in `lang`.
fn tail_text(board: &GameBoard, r: &BalanceReport, lang: Lang) -> String {
    let mut s = String::new();
    if let Some(e) = &r.exact {
        let labels = [
            tr(lang, "balance-jackals-first", &[]),
            tr(lang, "balance-lions-first", &[]),
        ];
        let w = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
        s.push_str(&format!("\n{}\n", tr(lang, "balance-exact-head", &[])));
        for (label, side) in labels.iter().zip([&e.jackals_first, &e.lions_first]) {
            s.push_str(&format!(
                "  {}{}\n",
                pad(label, w),
                words::describe_in(side, lang)
            ));
        }
    }
    if let Some(l) = &r.ladder {
        s.push('\n');
        s.push_str(&tr(
            lang,
            "balance-ladder-head",
            &[("games", Arg::from(l.games_per_level))],
        ));
        s.push('\n');
        for v in &l.levels {
            s.push_str(&format!(
                "  {:<10} {}  {}  {}\n",
                v.strength.label(),
                share_text(&v.lions_share, lang),
                tr(
                    lang,
                    "balance-ladder-row",
                    &[
                        ("lions", Arg::from(v.lions)),
                        ("jackals", Arg::from(v.jackals)),
                        ("other", Arg::from(v.other)),
                    ]
                ),
                words::verdict_or_none(v.verdict, lang)
            ));
        }
        if !l.skill.is_empty() {
            s.push_str(&tr(lang, "balance-skill-head", &[]));
            s.push('\n');
            let vs = tr(lang, "balance-vs", &[]);
            for k in &l.skill {
                s.push_str(&format!(
                    "  {:<10} {vs} {:<10} {}  {}{}\n",
                    k.stronger.label(),
                    k.weaker.label(),
                    share_text(&k.stronger_share, lang),
                    tr(
                        lang,
                        "balance-skill-row",
                        &[
                            ("lions", Arg::from(k.wins_as_lions)),
                            ("jackals", Arg::from(k.wins_as_jackals)),
                            ("lost", Arg::from(k.losses)),
                        ]
                    ),
                    if k.significant {
                        format!("  {}", tr(lang, "balance-significant", &[]))
                    } else {
                        String::new()
                    }
                ));
            }
        }
        s.push_str(&tr(
            lang,
            "balance-ladder-line",
            &[
                (
                    "verdict",
                    Arg::from(words::ladder_verdict_in(l.verdict, lang)),
                ),
                ("reason", Arg::from(words::reason_in(l, lang))),
            ],
        ));
        s.push('\n');
    }
    if let Some(sum) = words::summary_in(r, board.rules.first, lang) {
        s.push('\n');
        s.push_str(&tr(
            lang,
            "balance-in-short",
            &[("summary", Arg::from(sum))],
        ));
        s.push('\n');
    }
    if !r.untried.is_empty() {
        s.push_str(&format!("\n{}\n", tr(lang, "balance-untried-head", &[])));
        for u in &r.untried {
            s.push_str(&format!("  - {u}\n"));
        }
    }
    s
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
            savanna::game::Side::Jackals => e.jackals_first.winner.is_none(),
            savanna::game::Side::Lions => e.lions_first.winner.is_none(),
        },
        None => r.verdict == Some(savanna::game::balance::Verdict::Balanced),
    }
}

/// The suggestion of `balance --suggest` for people, in `lang` (the changes' words and
/// evidence are the library's, in English).
fn suggest_text(sg: &savanna::game::suggest::Suggestion, lang: Lang) -> String {
    let mut s = String::new();
    if !sg.tried.is_empty() {
        s.push_str(&format!("\n{}\n", tr(lang, "balance-suggest-head", &[])));
    }
    for t in &sg.tried {
        s.push_str(&format!(
            "  {}: {}{}\n",
            t.words(false),
            t.evidence,
            if t.balanced {
                format!("  {}", tr(lang, "balance-suggest-balanced", &[]))
            } else {
                String::new()
            }
        ));
    }
    if !sg.untried.is_empty() {
        s.push_str(&tr(
            lang,
            "balance-suggest-untried",
            &[("list", Arg::from(sg.untried.join(", ")))],
        ));
        s.push('\n');
    }
    s.push_str(&tr(
        lang,
        "balance-suggest-line",
        &[("headline", Arg::from(&sg.headline))],
    ));
    s.push('\n');
    s
}

/// Reads `render --balance FILE`: the text of a balance report, checked as one (its occupancy
/// is read again against the board, `read_occupancy_for`, once the board is analysed).
pub fn read_occupancy_file(path: &Path) -> Result<String, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure(format!("{}: cannot read: {e}", path.display())))?;
    savanna::output::render::occupancy::read_occupancy(&text)
        .map_err(|e| Failure(format!("{}: {e}", path.display())))?;
    Ok(text)
}
