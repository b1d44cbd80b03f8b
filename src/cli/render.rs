//! `savanna render`: the print sheet at true scale (SVG, PDF or PNG), paged, tiled or as a
//! layout plan.

use super::game::read_occupancy_file;
use super::io::{self as cli_io, Failure, check_output, print_stdout};
use super::progress::Reporter;
use super::report::read_and_analyse;
use clap::ValueEnum;
use savanna::output::render::output::{RenderRequest, layout_note, write as write_sheet};
use savanna::output::render::page::Layout;
use savanna::output::render::paper::{Orientation, Paper};
use savanna::output::render::tile;
use savanna::output::render::{OptionsError, RenderError};
use savanna::pipeline::Options;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::process::ExitCode;

/// The options of `savanna render`.
#[derive(clap::Args, Debug)]
pub struct RenderArgs {
    /// The board file (YAML or JSON; `-` reads standard input).
    pub board: PathBuf,
    /// Output file: .svg, .pdf or .png; `-` writes the SVG sheet to stdout.
    #[arg(short, long, value_parser = parse_sheet_path)]
    pub output: PathBuf,
    /// Paper size: A4, A3, Letter, Tabloid, … or WIDTHxHEIGHT with mm/cm/in (e.g. 300x200mm).
    /// With an SVG output, one file per page; a PDF without --paper is tiled on A4.
    #[arg(long, value_parser = parse_paper)]
    pub paper: Option<Paper>,
    /// Page orientation (default: whichever needs fewer pages).
    #[arg(long, value_enum)]
    pub orientation: Option<Orient>,
    /// Page margin in mm, 0 to 50 (home printers cannot print the edge); paged output only.
    /// [default: 10]
    #[arg(long, value_parser = |s: &str| in_range(s, &tile::MARGIN_RANGE_MM, "the margin (mm)"))]
    pub margin: Option<f64>,
    /// Overlap between tiled pages in mm, 0 to 50; paged output only. [default: 10]
    #[arg(long, value_parser = |s: &str| in_range(s, &tile::OVERLAP_RANGE_MM, "the overlap (mm)"))]
    pub overlap: Option<f64>,
    /// Printer correction as X,Y factors, each 0.8 to 1.25 (e.g. 1.005,0.997 when a 100 mm
    /// square prints 99.5 x 100.3 mm); paged output only.
    #[arg(long, value_parser = tile::parse_scale_correction)]
    pub scale_correction: Option<[f64; 2]>,
    /// Pencil width of the lines, mm (0.05 to 5).
    #[arg(long, default_value_t = 0.6, value_parser = |s: &str| in_range(s, &savanna::output::render::svg::PENCIL_RANGE_MM, "the pencil width (mm)"))]
    pub pencil: f64,
    /// Draw each region's packing certificate as faint discs that never overlap: one lion
    /// (solid) and the most jackals beside it (dashed), or the jackals alone where no lion fits.
    #[arg(long)]
    pub certificates: bool,
    /// Proof mode: overlay dangles, cut edges and diagnostics (writes even with errors).
    #[arg(long)]
    pub proof: bool,
    /// Add a page of cut-out pieces.
    #[arg(long)]
    pub pieces: bool,
    /// Leave out the cover page (calibration square, ruler, legend) of paged output, the
    /// rules page of a layout plan, or the legend under a single sheet.
    #[arg(long)]
    pub no_cover: bool,
    /// Draw a layout plan: the board at a standard scale with every line's ends measured from
    /// the frame's corners, the rules and the pieces at true size (for boards drawn on the
    /// ground). Chosen by default when full size takes more than 20 pages.
    #[arg(long, conflicts_with = "full_size")]
    pub plan: bool,
    /// Full-size pages however many it takes (no layout plan).
    #[arg(long)]
    pub full_size: bool,
    /// PNG resolution in pixels per mm, 0.5 to 50 (lowered so that no side exceeds 4096
    /// pixels); PNG only. [default: 4]
    #[arg(long, value_parser = |s: &str| in_range(s, &savanna::output::render::png::PX_PER_MM_RANGE, "the resolution (pixels per mm)"))]
    pub px_per_mm: Option<f64>,
    /// Write even when the board has errors.
    #[arg(long)]
    pub force: bool,
    /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
    #[arg(long)]
    pub full_capacity: bool,
    /// Shade regions by how often each side holds them in a balance run (the JSON of
    /// `savanna balance --format json`), with a legend.
    #[arg(long, value_name = "BALANCE_JSON")]
    pub balance: Option<PathBuf>,
}

/// Runs `savanna render`.
///
/// # Errors
/// A [`Failure`] when a file cannot be read or written.
/// `lang` is the global `--lang`: it wins over the board's `lang:`, which wins over the locale.
pub fn run(
    args: RenderArgs,
    rep: &Reporter,
    lang: Option<savanna::i18n::Lang>,
) -> Result<ExitCode, Failure> {
    let RenderArgs {
        board,
        output,
        paper,
        orientation,
        margin,
        overlap,
        scale_correction,
        pencil,
        certificates,
        proof,
        pieces,
        no_cover,
        plan,
        full_size,
        px_per_mm,
        force,
        full_capacity,
        balance,
    } = args;
    let occupancy_text = match &balance {
        Some(p) => Some(read_occupancy_file(p)?),
        None => None,
    };
    // A layout plan is paged whatever the output; --no-cover also drops a single
    // sheet's legend, so it applies everywhere.
    let paged_only = [
        ("--margin", margin.is_some()),
        ("--overlap", overlap.is_some()),
        ("--scale-correction", scale_correction.is_some()),
        ("--orientation", orientation.is_some()),
        ("--pieces", pieces),
    ];
    cli_io::refuse_unused(
        &output,
        paper.is_some(),
        if plan { &[] } else { &paged_only },
        &[("--px-per-mm", px_per_mm.is_some())],
    );
    let to_stdout = output.as_os_str() == "-";
    if to_stdout && plan {
        cli_io::usage_error(
            "--plan draws several pages, which `-o -` (one SVG sheet on standard output) cannot hold: write a .pdf, or an .svg file per page",
        );
    }
    if !to_stdout {
        check_output(&board, &output)?;
    }
    let opts = Options {
        full_capacity,
        ..Options::default()
    };
    let mut out = match read_and_analyse(
        &board,
        &opts,
        rep,
        force || proof,
        "nothing written: the board has errors (use --proof to see them on the sheet, or --force)",
    )? {
        ControlFlow::Continue(out) => out,
        ControlFlow::Break(code) => return Ok(code),
    };
    // The sheet's language: `--lang`, else the board's `lang:`, else the locale's.
    out.validated.lang = Some(lang.or(out.validated.lang).unwrap_or_else(cli_io::env_lang));
    let occupancy = match (&occupancy_text, &balance) {
        (Some(t), Some(p)) => Some(
            savanna::output::render::occupancy::read_occupancy_for(t, &out.validated)
                .map_err(|e| Failure(format!("{}: {e}", p.display())))?,
        ),
        _ => None,
    };
    let mut req = RenderRequest {
        paper,
        ..RenderRequest::default()
    };
    req.page.tile.orientation = orientation.map(|o| match o {
        Orient::Portrait => Orientation::Portrait,
        Orient::Landscape => Orientation::Landscape,
    });
    req.page.tile.margin_mm = margin.unwrap_or(tile::DEFAULT_MARGIN_MM);
    req.page.tile.overlap_mm = overlap.unwrap_or(tile::DEFAULT_OVERLAP_MM);
    if let Some(c) = scale_correction {
        req.page.tile.scale_correction = c;
    }
    req.page.svg.pencil_mm = pencil;
    req.page.svg.certificates = certificates;
    req.page.svg.proof = proof;
    req.page.svg.occupancy = occupancy;
    req.page.cutouts = pieces;
    req.page.cover = !no_cover;
    req.png.px_per_mm = px_per_mm.unwrap_or(savanna::output::render::png::DEFAULT_PX_PER_MM);
    req.page.layout = match (plan, full_size) {
        (true, _) => Layout::Plan,
        (_, true) => Layout::FullSize,
        _ => Layout::Auto,
    };
    if to_stdout {
        // The same sheet as `-o sheet.svg`: with its legend unless --no-cover.
        print_stdout(&savanna::output::render::output::single_sheet(
            &out.validated,
            &req.page,
        ))?;
    } else if let Some(note) = layout_note(&out.validated, &output, &req) {
        rep.note(&note);
    }
    let written = match to_stdout {
        true => Vec::new(),
        false => write_sheet(&out.validated, &output, &req).map_err(|e| Failure(e.to_string()))?,
    };
    for p in written {
        rep.note(&format!("wrote {}", p.display()));
    }
    Ok(if out.has_errors() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
pub enum Orient {
    Portrait,
    Landscape,
}

pub fn parse_sheet_path(s: &str) -> Result<PathBuf, RenderError> {
    let p = PathBuf::from(s);
    if s == "-" {
        return Ok(p);
    }
    savanna::output::render::output::Format::from_path(&p)?;
    Ok(p)
}

pub fn parse_paper(s: &str) -> Result<Paper, OptionsError> {
    Paper::parse(s)
}

pub fn in_range(
    s: &str,
    r: &std::ops::RangeInclusive<f64>,
    what: &str,
) -> Result<f64, OptionsError> {
    savanna::output::render::parse_in_range(s, r, what)
}
