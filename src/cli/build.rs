//! `savanna build`: the validated board file (JSON or YAML) or an export (GeoJSON, DOT, GraphML).

use super::io::{Failure, check_output, stream_stdout};
use super::progress::Reporter;
use super::report::read_and_analyse;
use savanna::pipeline::Options;
use std::ops::ControlFlow;
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

/// Runs `savanna build`.
///
/// # Errors
/// A [`Failure`] when a file cannot be read or written.
pub fn run(args: BuildArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let BuildArgs {
        board,
        output,
        force,
        no_capacity,
        full_capacity,
        geojson_y_up,
        geojson_degrees,
        full_certificates,
    } = args;
    let output = output.filter(|p| p.as_os_str() != "-");
    if let Some(o) = &output {
        let ext = o
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        // A sheet's extension: the user wants `render` (build used to write JSON into it).
        if let Some(e @ ("svg" | "pdf" | "png")) = ext.as_deref() {
            eprintln!(
                "error: build writes the validated board file (.json, .yaml) or an export (.geojson, .dot, .gv, .graphml), not a .{e} sheet: run `savanna render {} -o {}`",
                board.display(),
                o.display()
            );
            return Ok(ExitCode::from(2));
        }
        // Any other extension was written as JSON without a word (`-o board.txt`); refused as
        // `render` refuses one it cannot write (issue 24.7).
        if !matches!(
            ext.as_deref(),
            Some("json" | "yaml" | "yml" | "geojson" | "dot" | "gv" | "graphml")
        ) {
            eprintln!(
                "error: build writes the validated board file (.json, .yaml, .yml) or an export (.geojson, .dot, .gv, .graphml); `{}` has {}: give the output one of these extensions",
                o.display(),
                ext.as_deref()
                    .map_or("no extension".to_string(), |e| format!(
                        "the extension .{e}"
                    ))
            );
            return Ok(ExitCode::from(2));
        }
        check_output(&board, o)?;
    }
    let geojson = output.as_deref().is_some_and(|o| {
        o.extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.eq_ignore_ascii_case("geojson"))
    });
    if geojson_y_up && !geojson {
        rep.note("warning: --geojson-y-up applies to a .geojson output only; this output is written y down");
    }
    if geojson_degrees && !geojson {
        rep.note("warning: --geojson-degrees applies to a .geojson output only; this output is written in board units");
    }
    let opts = Options {
        capacity: !no_capacity,
        full_capacity,
        ..Options::default()
    };
    let out = match read_and_analyse(
        &board,
        &opts,
        rep,
        force,
        "nothing written: the board has errors (use --force to write it anyway)",
    )? {
        ControlFlow::Continue(out) => out,
        ControlFlow::Break(code) => return Ok(code),
    };
    let yaml = output.as_deref().is_some_and(|p| {
        matches!(
            p.extension()
                .and_then(|e| e.to_str())
                .map(str::to_ascii_lowercase)
                .as_deref(),
            Some("yaml" | "yml")
        )
    });
    let has_errors = out.has_errors();
    let validated = out.validated;
    let export = output
        .as_deref()
        .and_then(savanna::output::export::Format::from_path);
    match output {
        Some(p) if export.is_some() => {
            let opts = savanna::output::export::ExportOptions {
                geojson_y_up,
                geojson_degrees,
            };
            savanna::output::write::write_atomic_with(&p, |w| {
                export.map_or(Ok(()), |f| {
                    savanna::output::export::write(&validated, f, opts, w)
                })
            })
            .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
            rep.note(&format!("wrote {}", p.display()));
        }
        Some(p) => {
            savanna::output::write::write_atomic_with(&p, |w| {
                savanna::frontend::write_build(validated, yaml, full_certificates, w)
            })
            .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
            rep.note(&format!("wrote {}", p.display()));
        }
        None => stream_stdout(|w| {
            savanna::frontend::write_build(validated, false, full_certificates, w)
        })?,
    }
    Ok(if has_errors {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
