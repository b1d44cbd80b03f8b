//! The game's commands: `moves`, `play`, `replay` and `balance` (issue 10). main.rs holds only
//! their clap variants and dispatch arms.

pub use super::balance::balance_cmd;
pub use super::play::{PlayOptions, play};
pub use savanna::command::balance::parse_budget;

use super::door::{execute, read_boards, request};
use super::progress::Reporter;
use crate::{Failure, Text, read_board};
use savanna::command::Command;
use savanna::command::moves::MovesRequest;
use savanna::command::replay::ReplayRequest;
use savanna::diagnostics::{Diagnostic, write_text_in};
use savanna::game::GameBoard;
use std::path::Path;
use std::process::ExitCode;

/// A board loaded for the game, and its file's `lang:` when it gives one.
pub(super) type Loaded = (GameBoard, Option<savanna::i18n::Lang>);

/// Reads and loads a board (board file or validated board file) for the game, with its file's
/// `lang:`; diagnostics are printed and give `Err(exit code 1)`.
pub(super) fn load(path: &Path) -> Result<Result<Loaded, ExitCode>, Failure> {
    let text = read_board(path)?;
    let name = path.display().to_string();
    let (src, result) = match &text {
        Text::Utf8(s) => (s.as_str(), savanna::frontend::load_game(s)),
        Text::Bytes(b, lossy) => (
            lossy.as_str(),
            Err(savanna::input::load_bytes(b).err().unwrap_or_default()),
        ),
        Text::Svg(i) => (
            i.svg.as_str(),
            savanna::frontend::load_game(&i.yaml)
                .map_err(|d| d.iter().map(|d| i.to_svg(d)).collect()),
        ),
    };
    Ok(result.map_err(|d| {
        print_diagnostics(&name, src, &d);
        eprintln!("{}", super::io::said_of("cli-cannot-be-played", &name));
        ExitCode::from(1)
    }))
}

pub(super) fn print_diagnostics(name: &str, src: &str, d: &[Diagnostic]) {
    let mut err = std::io::stderr().lock();
    let lang = super::io::lang().unwrap_or_else(super::io::env_lang);
    let _ = write_text_in(&mut err, name, src, d, super::colour::stderr(), lang);
}

/// `savanna moves BOARD POSITION [--after MOVES] [--format json]`, through the command layer
/// ([`savanna::command::moves`]).
///
/// # Errors
/// A [`Failure`] when standard output cannot be written.
pub fn moves(
    board_path: &Path,
    position: &Path,
    after: Option<&str>,
    format: savanna::command::Format,
    rep: &Reporter,
) -> Result<ExitCode, Failure> {
    let req = MovesRequest {
        board: board_path.display().to_string(),
        position: position.display().to_string(),
        after: after.map(str::to_string),
        format,
    };
    let mut inputs = read_boards([board_path]);
    if position != board_path {
        read_text_file(&mut inputs, position);
    }
    execute(&request(Command::Moves(req), rep), &inputs, rep)
}

/// `savanna replay game.json`, through the command layer ([`savanna::command::replay`]).
///
/// # Errors
/// A [`Failure`] when standard output cannot be written.
pub fn replay_cmd(path: &Path, rep: &Reporter) -> Result<ExitCode, Failure> {
    let req = ReplayRequest {
        record: path.display().to_string(),
    };
    let mut inputs = savanna::command::Inputs::new();
    read_text_file(&mut inputs, path);
    execute(&request(Command::Replay(req), rep), &inputs, rep)
}

/// Reads the text file `path` (`-`: standard input) into `inputs`, or why it cannot be read.
fn read_text_file(inputs: &mut savanna::command::Inputs, path: &Path) {
    let name = path.display().to_string();
    let read = if path.as_os_str() == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map(|_| b)
            .map_err(|e| super::io::cannot_read("-", &e))
    } else {
        std::fs::read(path).map_err(|e| super::io::cannot_read(&name, &e))
    };
    match read {
        Ok(b) => inputs.insert(name, b),
        Err(why) => inputs.unreadable(name, why),
    }
}
