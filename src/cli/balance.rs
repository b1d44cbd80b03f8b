//! `savanna balance`: a board's balance measured by self-play, as text or JSON, and the
//! balance file read back for `render --balance`.

use super::game::*;
use crate::Failure;
use savanna::game::GameBoard;
use savanna::game::balance::{BalanceOptions, BalanceReport, balance};
use std::io::IsTerminal;
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

/// clap's parser of `--budget` (MCTS iterations per action), within
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

/// `savanna balance`.
pub fn balance_cmd(
    board_path: &Path,
    opts: &BalanceOptions,
    format: GameFormat,
    table: Option<&Path>,
) -> Result<ExitCode, Failure> {
    savanna::game::balance::check_options(opts)?;
    let board = match load(board_path)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    if opts.agent == savanna::game::agents::AgentKind::Perfect {
        super::solve::prepare_perfect(&board, table)?;
    }
    if let Some(note) = savanna::game::play::setup_note(&board) {
        eprintln!("note: {note}");
    }
    let games = u64::from(opts.games);
    let bar = if std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(games);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games, {eta} left")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    let r = balance(&board, opts, &|| bar.inc(1))?;
    bar.finish_and_clear();
    let s = match format {
        GameFormat::Json => serde_json::to_string_pretty(&r).unwrap_or_default() + "\n",
        GameFormat::Text => balance_text(&board, &r),
    };
    crate::print_stdout(&s)?;
    Ok(ExitCode::SUCCESS)
}

pub(super) fn pct(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}

pub(super) fn ci(c: [f64; 2]) -> String {
    format!("{:.1}–{:.1} %", 100.0 * c[0], 100.0 * c[1])
}

/// The balance report for people.
pub fn balance_text(board: &GameBoard, r: &BalanceReport) -> String {
    let mut s = format!(
        "{}: {} games ({} pairs, each set-up once with each side first), {} agent{}, seed {}\n{}\n\n",
        r.board.as_deref().unwrap_or("board"),
        r.games,
        r.games / 2,
        r.agent.as_str(),
        r.mcts_budget
            .map(|b| format!(" ({b} iterations per action)"))
            .unwrap_or_default(),
        r.seed,
        rules_line(board)
    );
    for (name, x) in [("lions", &r.lions), ("jackals", &r.jackals)] {
        s.push_str(&format!(
            "  {name:<8} {:>6} wins  {:>7}  (95 % {})  {} by elimination, {} on points\n",
            x.wins,
            pct(x.rate),
            ci(x.ci95),
            x.by_elimination,
            x.on_points
        ));
    }
    s.push_str(&format!(
        "  {:<8} {:>6}       {:>7}  (95 % {})\n",
        "draws",
        r.draws.count,
        pct(r.draws.rate),
        ci(r.draws.ci95)
    ));
    s.push_str(&format!(
        "  capped   {:>6} games reached the cap of {} rounds{}\n\n",
        r.capped.count,
        r.rules.max_rounds,
        if r.capped.count > 0 {
            " (reported apart: not wins, draws or decisive games)"
        } else {
            ""
        }
    ));
    let decisive_share = |d: &savanna::game::balance::DecisiveShare| match (d.rate, d.ci95) {
        (Some(rate), Some(c)) => format!("{} (95 % {})", pct(rate), ci(c)),
        _ => "n/a (no decisive game)".to_string(),
    };
    s.push_str(&format!(
        "  lions' share of decisive games  {}\n",
        decisive_share(&r.lions_share)
    ));
    s.push_str(&format!(
        "  first player's share            {}\n",
        decisive_share(&r.first_player_advantage)
    ));
    s.push_str(&format!(
        "  balance (Ludii)                 {}\n",
        r.balance.map_or("n/a".to_string(), |b| format!("{b:.3}"))
    ));
    s.push_str(&format!(
        "  length in rounds                mean {:.1}, median {}, 90 % within {}\n",
        r.length.mean, r.length.median, r.length.p90
    ));
    s.push_str(&format!(
        "  captures per game               lions took {:.2} jackals, jackals took {:.2} lions\n",
        r.captures.lions, r.captures.jackals
    ));
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
        refused.push("none".into());
    }
    s.push_str(&format!(
        "  capacity refusals               {} ({})\n\n",
        r.capacity_refusals.total,
        refused.join(", ")
    ));
    s.push_str("  occupancy (share of turn ends held)\n");
    for (k, o) in r.occupancy.iter() {
        let id = savanna::ids::RegionId(k.parse().unwrap_or(0));
        s.push_str(&format!(
            "    {:<22} lions {:>6}  jackals {:>6}\n",
            board.title(id),
            pct(o.lions),
            pct(o.jackals)
        ));
    }
    let (Some(verdict), Some(rate), Some(c95)) =
        (r.verdict, r.lions_share.rate, r.lions_share.ci95)
    else {
        s.push_str(&format!(
            "\nverdict: none (no decisive game: {} drawn, {} reached the cap; nothing to read a verdict from)\n",
            r.draws.count, r.capped.count
        ));
        return s;
    };
    let why = match verdict {
        savanna::game::balance::Verdict::Balanced => {
            "the 95 % interval of the lions' share of decisive games lies within 40–60 %"
                .to_string()
        }
        savanna::game::balance::Verdict::Undecided => format!(
            "the lions win {} of decisive games (95 % {}): the interval holds 50 % but reaches outside 40–60 %; play more games (e.g. --games {}) to narrow it",
            pct(rate),
            ci(c95),
            (r.games * 4).min(u64::from(savanna::game::balance::MAX_GAMES))
        ),
        _ => format!(
            "the lions win {} of decisive games (95 % {}): the interval excludes 50 %",
            pct(rate),
            ci(c95),
        ),
    };
    s.push_str(&format!("\nverdict: {} ({why})\n", verdict.as_str()));
    s
}

/// Reads `render --balance FILE`: the occupancy of a balance report.
pub fn read_occupancy_file(
    path: &Path,
) -> Result<savanna::output::render::occupancy::Occupancy, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure(format!("{}: cannot read: {e}", path.display())))?;
    savanna::output::render::occupancy::read_occupancy(&text)
        .map_err(|e| Failure(format!("{}: {e}", path.display())))
}
