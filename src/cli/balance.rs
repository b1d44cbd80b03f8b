//! `savanna balance`: a board's balance, through the command layer
//! ([`savanna::command::balance`]).

use super::door::{execute, read_boards, request};
use super::io::Failure;
use super::progress::Reporter;
use savanna::command::balance::{BalanceRequest, parse_budget, parse_games, parse_ladder_games};
use savanna::command::{Command, Format};
use savanna::game::agents::AgentKind;
use savanna::named::Offered;
use std::process::ExitCode;

/// The agents `balance` offers: every agent but `human` (refused saying why), with their help
/// lines.
fn balance_agents() -> Offered<AgentKind> {
    Offered::new(|a: AgentKind| a != AgentKind::Human, true).refusing(|a| {
        (a == AgentKind::Human).then_some(
            "human is for `savanna play` only: balance plays agents against each other, not a person",
        )
    })
}

/// The options of `savanna balance`.
#[derive(clap::Args, Debug)]
pub struct BalanceArgs {
    /// The board: a board file or a validated board file.
    pub board: std::path::PathBuf,
    /// Self-play games (in pairs: each set-up once with each side first); default 200 with
    /// mcts or uct, 1000 with random, greedy or perfect.
    #[arg(long, value_parser = parse_games)]
    pub games: Option<u32>,
    /// Seed of every random number.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The agent playing both sides in self-play.
    #[arg(long, value_parser = balance_agents(), default_value_t = AgentKind::Mcts)]
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
    #[arg(long, value_parser = parse_time)]
    pub time: Option<String>,
    /// Search the `game:` options for the smallest change that balances the board, and print it
    /// with its evidence.
    #[arg(long)]
    pub suggest: bool,
}

/// clap's parser of `balance --time` ([`savanna::game::budget::parse_duration`]): 0 or more,
/// kept as typed for the layer. A budget of 0 (or one spent before a step starts) starts no
/// step: the report only says what was left undone.
///
/// # Errors
/// The parser's message.
pub fn parse_time(s: &str) -> Result<String, String> {
    savanna::game::budget::parse_duration(s).map(|_| s.to_string())
}

/// `savanna balance` through the command layer.
///
/// # Errors
/// A [`Failure`] when standard output or the report's file cannot be written.
pub fn balance_cmd(a: BalanceArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    // The layer refuses this too; here it is worded as clap words a usage mistake.
    if let (Some(o), Some(t)) = (&a.output, &a.table)
        && o.as_os_str() != "-"
    {
        super::io::check_distinct(("-o", o), ("--table", t));
    }
    let req = BalanceRequest {
        board: a.board.display().to_string(),
        games: a.games,
        seed: Some(a.seed),
        agent: Some(a.agent),
        budget: Some(a.budget),
        format: a.format,
        output: a.output.map(|p| p.display().to_string()),
        table: a.table.map(|p| p.display().to_string()),
        no_ladder: a.no_ladder,
        ladder_games: a.ladder_games,
        ladder_to: Some(a.ladder_to),
        solve_limit: a.solve_limit.map(|s| s as f64),
        time: a.time,
        suggest: a.suggest,
    };
    let inputs = read_boards([a.board.as_path()]);
    execute(&request(Command::Balance(req), rep), &inputs, rep)
}
