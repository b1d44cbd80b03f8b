//! `savanna schema`: the JSON Schema of the board file or of the validated board file.

use super::io::{self as cli_io, Failure, print_stdout};
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

/// Runs `savanna schema`.
///
/// # Errors
/// A [`Failure`] when a file cannot be read or written.
pub fn run(args: SchemaArgs, quiet: bool) -> Result<ExitCode, Failure> {
    let SchemaArgs { validated, output } = args;
    let v = if validated {
        savanna::validated::output_schema()
    } else {
        savanna::input::input_schema()
    };
    let mut s = serde_json::to_string_pretty(&v).unwrap_or_default();
    s.push('\n');
    match output.filter(|p| p.as_os_str() != "-") {
        Some(p) => cli_io::write_file(&p, s.as_bytes(), quiet)?,
        None => print_stdout(&s)?,
    }
    Ok(ExitCode::SUCCESS)
}
