//! `savanna schema`: the JSON Schema of the board file or of the validated board file.

use super::door::{execute, request};
use super::io::Failure;
use super::progress::Reporter;
use savanna::command::Command;
use savanna::command::schema::SchemaRequest;
use std::path::PathBuf;
use std::process::ExitCode;

/// The options of `savanna schema`.
#[derive(clap::Args, Debug)]
pub struct SchemaArgs {
    /// The schema of the validated board file (build's output) instead of the input.
    #[arg(long)]
    pub validated: bool,
    /// Write the schema to this file instead of stdout.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs `savanna schema` through the command layer ([`savanna::command::schema`]).
///
/// # Errors
/// A [`Failure`] when standard output or the file cannot be written.
pub fn run(args: SchemaArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let req = SchemaRequest {
        validated: args.validated,
        output: args.output.map(|o| o.display().to_string()),
    };
    execute(
        &request(Command::Schema(req), rep),
        &savanna::command::Inputs::new(),
        rep,
    )
}
