//! `savanna`: the command-line front of the library. Thin: parse the arguments and dispatch to
//! one file per command in `cli/` (the game's commands share `cli/game.rs`).

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use savanna::game::agents::AgentKind;
use std::path::PathBuf;
use std::process::ExitCode;

/// mimalloc as the allocator: a large board makes tens of thousands of small allocations
/// (diagnostics, labels, JSON); on random-1000 `build --no-capacity` takes about 10 % less CPU
/// than with the system allocator, for about 30 MB more peak memory (issue 12.4). The default
/// feature `mimalloc`; without it, the system allocator.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod cli;
use cli::game as cli_game;
// The game's commands reach these through the crate root.
pub(crate) use cli::io::{Failure, Text, read_board};
use cli::progress::Reporter;

/// Design and validate boards for Lions and Jackals.
#[derive(Parser, Debug)]
#[command(name = "savanna", version, about, long_about = None)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print only errors and the output asked for on standard output (a report, a board file): no progress, warnings, advice, summaries or "wrote" lines.
    #[arg(long, short, global = true)]
    quiet: bool,
    /// px per inch of an SVG drawing read (CSS: 96; Illustrator: 72; Inkscape 0.91: 90).
    /// Default: recognised from the file's writer, else 96.
    #[arg(long, global = true, value_name = "N", value_parser = cli::io::parse_px_per_inch)]
    px_per_inch: Option<f64>,
    /// Colour diagnostics: auto (when the stream is a terminal and NO_COLOR is not set),
    /// always or never.
    #[arg(long, global = true, value_enum, default_value_t = cli::colour::Colour::Auto)]
    color: cli::colour::Colour,
    /// The language of what savanna prints for people (the print sheet of `render`, `play`,
    /// diagnostics, and the text of `moves`, `replay`, `solve` and `balance`): en or ru.
    /// Default: a board file's `lang:` for what is printed about that board, else the locale
    /// (LC_ALL, LC_MESSAGES, LANG: ru_RU.UTF-8 is Russian, anything else English).
    #[arg(long, global = true, value_name = "LANG", value_parser = cli::io::parse_lang)]
    lang: Option<savanna::i18n::Lang>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Report every problem of a board file, each at its place in the file.
    Check(cli::check::CheckArgs),
    /// Write the validated board file (JSON to stdout, or OUT by its extension .json/.yaml/.yml),
    /// or an export: .geojson, .dot/.gv (Graphviz) or .graphml.
    Build(cli::build::BuildArgs),
    /// Draw the print sheet at true scale (.svg, .pdf or .png by the output's extension).
    Render(cli::render::RenderArgs),
    /// List the legal group moves from a position (a turn's first move, or with --after the next).
    Moves {
        /// The board: a board file or a validated board file.
        board: PathBuf,
        /// The position (YAML or JSON; `-` for standard input).
        position: PathBuf,
        /// Actions already played this turn: `3 jackals 7 -> 4; 2 -> 5` (`end` ends a turn), or
        /// a JSON list of moves.
        #[arg(long)]
        after: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = savanna::command::Format::Text)]
        format: savanna::command::Format,
    },
    /// Play a game in the terminal (or over JSON lines with --protocol json).
    Play {
        /// The board: a board file or a validated board file.
        board: PathBuf,
        /// Who plays the lions.
        #[arg(long, value_parser = play_agents(), default_value_t = AgentKind::Human)]
        lions: AgentKind,
        /// Who plays the jackals.
        #[arg(long, value_parser = play_agents(), default_value_t = AgentKind::Mcts)]
        jackals: AgentKind,
        /// Seed of the agents' random numbers (and of a drawn set-up).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the game record (JSON) here.
        #[arg(long)]
        record: Option<PathBuf>,
        /// text (a table and a prompt) or json (JSON lines for frontends).
        #[arg(long, value_enum, default_value_t = savanna::game::session::Protocol::Text)]
        protocol: savanna::game::session::Protocol,
        /// MCTS iterations per action.
        #[arg(long, default_value_t = savanna::game::agents::DEFAULT_MCTS_BUDGET, value_parser = cli_game::parse_budget)]
        budget: u32,
        /// Who moves first (default: the board's `game.first`, jackals).
        #[arg(long, value_enum)]
        first: Option<savanna::game::Side>,
        /// The perfect agent's table (`savanna solve BOARD -o TABLE`); without it a small board
        /// is solved first.
        #[arg(long)]
        table: Option<PathBuf>,
    },
    /// Replay a game record, checking every move, and show how it ended.
    Replay {
        /// The record written by `play --record`.
        record: PathBuf,
    },
    /// Measure a board's balance: its exact value under perfect play when it can be solved (the
    /// strength ladder otherwise), then how it plays in self-play at the strengths measured.
    Balance(cli::balance::BalanceArgs),
    /// The value of the board's set-up under perfect play, for each first player.
    Solve(cli::solve::SolveArgs),
    /// Turn an SVG drawing (Inkscape, Illustrator, ...), or a photo or scan of a board drawn by
    /// hand (JPEG, PNG, WebP), into a board file (YAML).
    Import(cli::import::ImportArgs),
    /// Draw a new board: straight lines across a frame, checked with the pieces in play, named,
    /// with a setup (YAML). The same options give the same file.
    #[command(group(clap::ArgGroup::new("search").args(["balanced", "fair"])))]
    Generate {
        /// Regions wanted, 5 to 60 (the pack, a region between, one per lion).
        #[arg(long, default_value_t = 10, value_parser = cli::generate::parse_regions)]
        regions: u32,
        /// The frame: a3, a4 (landscape) or WIDTHxHEIGHT in mm, cm or m (e.g. 600x400, 3mx2m).
        #[arg(long, default_value = "a3", value_parser = cli::generate::parse_frame)]
        frame: String,
        /// Seed of every random number.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Draw several candidates, measure each (the exact value when it can be solved, else the
        /// strength ladder) and keep the most balanced.
        #[arg(long, conflicts_with = "fair")]
        balanced: bool,
        /// Search the board itself for a fair one: slide line ends, redraw lines, value every
        /// set-up of each board from one solve; keep a draw for both first players, else a
        /// board where each side wins from one start, else the nearest (the file's header says
        /// which, with each first player's value).
        #[arg(long)]
        fair: bool,
        /// Under --fair, let the search change `game:` options too (the changes `balance
        /// --suggest` tries; the file's `game:` section records them).
        #[arg(long, requires = "fair")]
        allow_rules: bool,
        /// Candidates drawn under --balanced (default 8); boards valued under --fair, after
        /// which it stops (default: until --time runs out; the same count writes the same file).
        #[arg(long, value_parser = cli::generate::parse_candidates, requires = "search")]
        candidates: Option<u32>,
        /// Under --fair, seconds one board may be solved for; a board not solved in time is
        /// measured by self-play and the strength ladder instead (default 60; a 10-region board
        /// takes 25-35 s on a quiet 2-core machine); at least 1.
        #[arg(long, requires = "fair", value_parser = cli::generate::parse_solve_limit)]
        solve_limit: Option<u64>,
        /// Under --fair, start from your own board (a board file or SVG drawing; - for standard
        /// input) instead of a drawn one: its frame, names and comments are kept, its line ends
        /// slide along what they end on, as little as they must; the set-up is searched too.
        #[arg(long, value_name = "BOARD", requires = "fair", conflicts_with_all = ["regions", "frame"])]
        from: Option<PathBuf>,
        /// Games each candidate plays under --balanced. [default: 100]
        #[arg(long, value_parser = cli::generate::parse_games, requires = "balanced")]
        games: Option<u32>,
        /// The time budget of --balanced (default 5m) or --fair (default 10m): 60s, 5m, 1m30s;
        /// seconds without a unit. No candidate is drawn and no step started after it, and the
        /// file's header says what it cut.
        #[arg(long, value_parser = cli::generate::parse_time, requires = "search")]
        time: Option<String>,
        /// Output board file (YAML); `-` or none: standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Print the JSON Schema of the board file (or of the validated board file).
    Schema(cli::schema::SchemaArgs),
    /// Print a shell completion script: `savanna completions bash > /etc/bash_completion.d/savanna`.
    Completions(cli::completions::CompletionsArgs),
    /// Print the manual page (roff), or write every command's page into a folder (`-o DIR`).
    Man(cli::completions::ManArgs),
}

/// The agents `play` offers: every agent but `uct` (kept to measure against, in `balance`,
/// and refused saying so), named without their help lines.
fn play_agents() -> savanna::named::Offered<AgentKind> {
    savanna::named::Offered::new(|a: AgentKind| a != AgentKind::Uct, false).refusing(|a| {
        (a == AgentKind::Uct).then_some(
            "uct is for `savanna balance --agent uct` only (plain UCT, kept to measure the other agents against); `play` takes mcts, its stronger successor",
        )
    })
}

fn main() -> ExitCode {
    // The budgets' clock starts with the process, so that a `--time` covers the whole run
    // (reading the board included), not only the work after it.
    cli::progress::clock();
    // `--help` in the reader's language: the language is read from the arguments and the
    // locale before clap parses them.
    let argv: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = cli::help::argv_lang(&argv);
    let matches = cli::help::localize(Cli::command(), lang)
        .try_get_matches_from(argv)
        .unwrap_or_else(|e| cli::clap_error::exit(&e, lang));
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| cli::clap_error::exit(&e, lang));
    match run(cli) {
        Ok(code) => code,
        Err(Failure(msg)) => {
            let lang = cli::io::reader_lang();
            eprintln!("{}", lang.tr("cli-error", &[("msg", msg.into())]));
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode, Failure> {
    cli::colour::set(cli.color);
    let rep = Reporter::new(cli.quiet);
    if let Some(l) = cli.lang {
        cli::io::set_lang(l);
    }
    if let Some(p) = cli.px_per_inch {
        cli::io::set_px_per_inch(p);
    }
    match cli.command {
        Command::Moves {
            board,
            position,
            after,
            format,
        } => cli_game::moves(&board, &position, after.as_deref(), format, &rep),
        Command::Play {
            board,
            lions,
            jackals,
            seed,
            record,
            protocol,
            budget,
            first,
            table,
        } => cli_game::play(&cli_game::PlayOptions {
            board: &board,
            agents: [lions, jackals],
            seed,
            record: record.as_deref(),
            protocol,
            budget,
            first,
            quiet: rep.quiet(),
            lang: cli.lang,
            table: table.as_deref(),
        }),
        Command::Replay { record } => cli_game::replay_cmd(&record, &rep),
        Command::Balance(args) => cli_game::balance_cmd(args, &rep),
        Command::Solve(args) => cli::solve::run(args, &rep),
        Command::Generate {
            regions,
            frame,
            seed,
            balanced,
            fair,
            allow_rules,
            solve_limit,
            from,
            candidates,
            games,
            time,
            output,
        } => cli::generate::run(
            cli::generate::GenerateArgs {
                regions,
                frame,
                seed,
                balanced,
                fair,
                allow_rules,
                solve_limit,
                from,
                candidates,
                games,
                time,
                output,
            },
            &rep,
        ),
        Command::Import(args) => cli::import::run(args, &rep),
        Command::Schema(args) => cli::schema::run(args, &rep),
        Command::Completions(args) => cli::completions::completions(&args),
        Command::Man(args) => cli::completions::man(&args, cli.quiet),
        Command::Check(args) => cli::check::run(args, &rep),
        Command::Build(args) => cli::build::run(args, &rep),
        Command::Render(args) => cli::render::run(args, &rep),
    }
}
