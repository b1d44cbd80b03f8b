//! `savanna build`: the validated board file (JSON or YAML) or an export (GeoJSON, DOT, GraphML).

use super::door::{execute, read_boards, request};
use super::io::Failure;
use super::progress::Reporter;
use savanna::command::Command;
use savanna::command::build::BuildRequest;
use std::path::PathBuf;
use std::process::ExitCode;

/// The options of `savanna build`.
#[derive(clap::Args, Debug)]
pub struct BuildArgs {
    /// The board file (YAML or JSON; `-` reads standard input).
    pub board: PathBuf,
    /// Output file: `.json`, `.yaml`/`.yml` for the validated board file, `.geojson`,
    /// `.dot`/`.gv`, `.graphml` for the exports; any other extension is refused (sheets:
    /// `savanna render`).
    /// Default (or `-`): JSON to stdout.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// GeoJSON export: write y up (-y) for GIS tools instead of the board's y down (board
    /// units: give the layer a local engineering CRS in metres, e.g. QGIS's "not georeferenced").
    #[arg(long)]
    pub geojson_y_up: bool,
    /// GeoJSON export: write longitude and latitude, the board scaled into a box 0.1 degree
    /// across at 0° N 0° E (`degrees_per_unit` in the file), for web maps such as geojson.io.
    #[arg(long)]
    pub geojson_degrees: bool,
    /// Write the file even when the board has errors (they are listed in `diagnostics`).
    #[arg(long)]
    pub force: bool,
    /// Regions and adjacency only: no capacities (fast, for large or generated boards).
    #[arg(long)]
    pub no_capacity: bool,
    /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
    #[arg(long, conflicts_with = "no_capacity")]
    pub full_capacity: bool,
    /// List every disc centre of every count: without it, a count above 100 that holds every
    /// piece in play is written as the lattice that proves it (`packing_lattice`) beside the
    /// centres of the pieces in play.
    #[arg(long, conflicts_with = "no_capacity")]
    pub full_certificates: bool,
}

/// Runs `savanna build` through the command layer ([`savanna::command::build`]).
///
/// # Errors
/// A [`Failure`] when standard output or the file cannot be written.
pub fn run(args: BuildArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let inputs = read_boards([args.board.as_path()]);
    let req = BuildRequest {
        board: args.board.display().to_string(),
        output: args.output.map(|o| o.display().to_string()),
        geojson_y_up: args.geojson_y_up,
        geojson_degrees: args.geojson_degrees,
        force: args.force,
        no_capacity: args.no_capacity,
        full_capacity: args.full_capacity,
        full_certificates: args.full_certificates,
    };
    execute(&request(Command::Build(req), rep), &inputs, rep)
}
