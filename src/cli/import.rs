//! `savanna import`: an SVG drawing turned into a board file (YAML).

use super::io::{Failure, check_output, import_svg, print_stdout};
use super::progress::Reporter;
use std::path::PathBuf;
use std::process::ExitCode;

/// The options of `savanna import`.
#[derive(clap::Args, Debug)]
pub struct ImportArgs {
    /// The SVG file (`.svg`, or `.svgz` compressed; UTF-8, UTF-16 or UTF-32; `-` reads standard
    /// input).
    pub svg: PathBuf,
    /// Output board file (YAML). Default (or `-`): standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Runs `savanna import`.
///
/// # Errors
/// A [`Failure`] when a file cannot be read or written.
pub fn run(args: ImportArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let ImportArgs { svg, output } = args;
    let output = output.filter(|p| p.as_os_str() != "-");
    if let Some(o) = &output {
        check_output(&svg, o)?;
    }
    let yaml = import_svg(&svg, rep)?;
    match output {
        Some(p) => {
            savanna::output::write::write_atomic(&p, yaml.as_bytes())
                .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
            rep.note(&format!("wrote {}", p.display()));
        }
        None => print_stdout(&yaml)?,
    }
    Ok(ExitCode::SUCCESS)
}
