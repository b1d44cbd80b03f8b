//! `savanna check`: every problem of one or more board files, each at its place in the file,
//! as text (with a region table and a summary) or JSON.

use super::door::{execute, read_boards, request};
use super::io::Failure;
use super::progress::Reporter;
use savanna::command::Command;
use savanna::command::Format;
use savanna::command::check::CheckRequest;
use std::path::PathBuf;
use std::process::ExitCode;

/// The options of `savanna check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The board files (YAML or JSON; `-` reads standard input; a validated board file is
    /// read as the board it came from). Exit status 1 when any has errors.
    #[arg(required = true)]
    pub boards: Vec<PathBuf>,
    /// Output format of the diagnostics.
    #[arg(long, value_parser = savanna::named::Offered::<Format>::plain(), default_value_t = Format::Text)]
    pub format: Format,
    /// Skip capacities (and the checks that need them).
    #[arg(long)]
    pub no_capacity: bool,
    /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
    #[arg(long, conflicts_with = "no_capacity")]
    pub full_capacity: bool,
}

/// Runs `savanna check` through the command layer ([`savanna::command::check`]).
///
/// # Errors
/// A [`Failure`] when standard output cannot be written.
pub fn run(args: CheckArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let inputs = read_boards(args.boards.iter().map(PathBuf::as_path));
    let req = CheckRequest {
        boards: args
            .boards
            .iter()
            .map(|b| b.display().to_string())
            .collect(),
        format: args.format,
        no_capacity: args.no_capacity,
        full_capacity: args.full_capacity,
    };
    execute(&request(Command::Check(req), rep), &inputs, rep)
}
