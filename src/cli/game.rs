//! The game's commands: `moves`, `play`, `replay` and `balance` (issue 10). main.rs holds only
//! their clap variants and dispatch arms.

pub use super::balance::{balance_cmd, parse_balance_games, parse_budget, read_occupancy_file};
pub use super::play::{PlayOptions, play};

use crate::{Failure, Text, read_board};
use savanna::diagnostics::{Diagnostic, write_text};
use savanna::game::GameBoard;
use savanna::game::record::{GameRecord, MovesReport, PositionFile, replay};
// The protocol's text forms live in the library (`savanna::game::session`); `balance` names
// `rules_line` through this module.
pub(super) use savanna::game::session::rules_line;
use savanna::game::session::{apply_after, move_text, table, turn_line};
use std::path::Path;
use std::process::ExitCode;

/// Output format of `moves` and `balance`.
#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum GameFormat {
    /// For people.
    Text,
    /// JSON (the command's schema in schemas/: game-moves, game-balance or game-solve).
    Json,
}

/// How `play` talks.
#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum Protocol {
    /// A table and a prompt, for people.
    Text,
    /// JSON lines, for frontends: one action per input line, one reply to each (the state, or
    /// an error), and a last `over` or `end` event.
    Json,
}

impl Protocol {
    /// The library's protocol of the same name.
    pub fn session(self) -> savanna::game::session::Protocol {
        match self {
            Protocol::Text => savanna::game::session::Protocol::Text,
            Protocol::Json => savanna::game::session::Protocol::Json,
        }
    }
}

/// Reads and loads a board (board file or validated board file) for the game; diagnostics are
/// printed and give `Err(exit code 1)`.
pub(super) fn load(path: &Path) -> Result<Result<GameBoard, ExitCode>, Failure> {
    let text = read_board(path)?;
    let name = path.display().to_string();
    let (src, result) = match &text {
        Text::Utf8(s) => (s.as_str(), savanna::frontend::load_board(s)),
        Text::Bytes(b, lossy) => (
            lossy.as_str(),
            Err(savanna::input::load_bytes(b).err().unwrap_or_default()),
        ),
        Text::Svg(i) => (
            i.svg.as_str(),
            savanna::frontend::load_board(&i.yaml)
                .map_err(|d| d.iter().map(|d| i.to_svg(d)).collect()),
        ),
    };
    Ok(result.map_err(|d| {
        print_diagnostics(&name, src, &d);
        eprintln!("{name} cannot be played");
        ExitCode::from(1)
    }))
}

pub(super) fn print_diagnostics(name: &str, src: &str, d: &[Diagnostic]) {
    let mut err = std::io::stderr().lock();
    let _ = write_text(&mut err, name, src, d, super::colour::stderr());
}

/// The text of a position file or a game record (`-`: standard input), without the byte-order
/// mark some writers put first (PowerShell 5.1 before piped input), as for board files.
pub(super) fn read_text(path: &Path) -> Result<String, Failure> {
    let mut s = String::new();
    if path.as_os_str() == "-" {
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| Failure(format!("cannot read standard input: {e}")))?;
    } else {
        s = std::fs::read_to_string(path)
            .map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
    }
    if s.starts_with('\u{feff}') {
        s.drain(..'\u{feff}'.len_utf8());
    }
    Ok(s)
}

/// `savanna moves BOARD POSITION [--after MOVES] [--format json]`.
pub fn moves(
    board_path: &Path,
    position: &Path,
    after: Option<&str>,
    format: GameFormat,
) -> Result<ExitCode, Failure> {
    let board = match load(board_path)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    let ptext = read_text(position)?;
    let pname = position.display().to_string();
    let pos = PositionFile::parse(&ptext).and_then(|f| f.to_position(&board));
    let mut pos = match pos {
        Ok(p) => p,
        Err(d) => {
            print_diagnostics(&pname, &ptext, &d);
            eprintln!("{pname}: not a position that can occur on this board");
            return Ok(ExitCode::from(1));
        }
    };
    if let Some(a) = after
        && let Err(e) = apply_after(&board, &mut pos, a)
    {
        eprintln!("error: {e}");
        return Ok(ExitCode::from(1));
    }
    let report = MovesReport::of(&board, &mut pos);
    let (gms, can_end, outcome) = (&report.moves, report.can_end, report.outcome);
    match format {
        GameFormat::Json => crate::print_stdout(&report.to_json())?,
        GameFormat::Text => {
            // A game over is said in the table's first line (the result line).
            let mut s = table(&board, &pos);
            if outcome.is_none() {
                s.push_str(&format!(
                    "{} legal group moves for the {}:\n",
                    gms.len(),
                    pos.side
                ));
                for m in gms {
                    s.push_str(&format!("  {}\n", move_text(&board, pos.side, m)));
                }
                s.push_str(if can_end {
                    "  end (the turn may end now)\n"
                } else {
                    "  (the turn may not end yet)\n"
                });
            }
            s.push_str(&format!("{}\n", rules_line(&board)));
            crate::print_stdout(&s)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `savanna replay game.json`.
pub fn replay_cmd(path: &Path) -> Result<ExitCode, Failure> {
    let text = read_text(path)?;
    let rec: GameRecord = match serde_json::from_str(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {} is not a game record: {e}", path.display());
            return Ok(ExitCode::from(1));
        }
    };
    let (board, pos, outcome) = match replay(&rec) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            return Ok(ExitCode::from(1));
        }
    };
    let mut s = format!(
        "{}: {} {}, the {} first; {}\n",
        rec.board.as_deref().unwrap_or("game"),
        rec.turns.len(),
        savanna::output::render::in_play::plural("turn", rec.turns.len()),
        rec.first,
        rules_line(&board)
    );
    for (t, turn) in rec.turns.iter().enumerate() {
        s.push_str(&turn_line(&board, t + 1, turn));
    }
    // A game over is said in the table's first line (the result line), not under it.
    s.push_str(&table(&board, &pos));
    if outcome.is_none() {
        s.push_str("game unfinished\n");
    }
    crate::print_stdout(&s)?;
    Ok(ExitCode::SUCCESS)
}
