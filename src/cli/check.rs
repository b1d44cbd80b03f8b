//! `savanna check`: every problem of one or more board files, each at its place in the file,
//! as text (with a region table and a summary) or JSON.

use super::io::{Failure, print_stdout, read_named, stream_stdout};
use super::progress::Reporter;
use super::report::{analyse, region_table};
use clap::ValueEnum;
use savanna::pipeline::Options;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The options of `savanna check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The board files (YAML or JSON; `-` reads standard input; a validated board file is
    /// read as the board it came from). Exit status 1 when any has errors.
    #[arg(required = true)]
    pub boards: Vec<PathBuf>,
    /// Output format of the diagnostics.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Skip capacities (and the checks that need them).
    #[arg(long)]
    pub no_capacity: bool,
    /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
    #[arg(long, conflicts_with = "no_capacity")]
    pub full_capacity: bool,
}

/// Runs `savanna check`.
///
/// # Errors
/// A [`Failure`] when a file cannot be read or written.
pub fn run(args: CheckArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let CheckArgs {
        boards,
        format,
        no_capacity,
        full_capacity,
    } = args;
    // Several files: one report each (a JSON array of them), exit 1 if any has errors.
    let many = boards.len() > 1 && format == Format::Json;
    let mut all_ok = true;
    for (i, board) in boards.iter().enumerate() {
        if many {
            print_stdout(if i == 0 { "[\n" } else { ",\n" })?;
        }
        all_ok &= match check_one(board, format, no_capacity, full_capacity, rep) {
            Ok(ok) => ok,
            // JSON stays JSON: a file that cannot be read gets a report of its own, with the
            // reason in `error` and one error counted (the reason also goes to stderr).
            Err(Failure(msg)) if format == Format::Json => {
                eprintln!("error: {msg}");
                unreadable_report(board, &msg)?;
                false
            }
            Err(Failure(msg)) if boards.len() > 1 => {
                eprintln!("error: {msg}");
                false
            }
            Err(f) => return Err(f),
        };
    }
    if many {
        print_stdout("]\n")?;
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The JSON report of a board file that cannot be read: no diagnostics (there is no text to
/// point into), `error` with the reason, `errors: 1`.
fn unreadable_report(board: &Path, msg: &str) -> Result<(), Failure> {
    let name = if board.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        board.display().to_string()
    };
    print_stdout(&savanna::frontend::unreadable_json(&name, msg))
}

/// `check` of one board file: prints its report; true when it has no errors.
pub fn check_one(
    board: &Path,
    format: Format,
    no_capacity: bool,
    full_capacity: bool,
    rep: &Reporter,
) -> Result<bool, Failure> {
    let (name, text) = read_named(board)?;
    let opts = Options {
        capacity: !no_capacity,
        full_capacity,
        ..Options::default()
    };
    let (diags, ok, table) = match analyse(&text, &opts, rep) {
        Ok(out) => {
            let ok = !out.has_errors();
            let table = region_table(&out.validated);
            (out.diagnostics, ok, table)
        }
        Err(d) => (d, false, String::new()),
    };
    match format {
        // Keys in alphabetical order; each diagnostic in the validated board file's shape.
        Format::Json => print_stdout(&savanna::frontend::check_json(&name, text.as_str(), &diags))?,
        Format::Text => {
            let colour = super::colour::stdout();
            stream_stdout(|out| {
                savanna::frontend::write_check_text(
                    out,
                    &name,
                    text.as_str(),
                    &diags,
                    &table,
                    colour,
                    rep.quiet(),
                )
            })?;
        }
    }
    Ok(ok)
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}
