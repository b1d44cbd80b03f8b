//! `savanna render`: the print sheet at true scale (SVG, PDF or PNG), paged, tiled or as a
//! layout plan.

use super::door::{execute, read_boards, request};
use super::io::{self as cli_io, Failure};
use super::progress::Reporter;
use savanna::command::Command;
use savanna::command::render::{RenderRequest, refusal};
use savanna::output::render::paper::Paper;
use savanna::output::render::tile;
use savanna::output::render::{OptionsError, RenderError};
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
    pub paper: Option<String>,
    /// Page orientation (default: whichever needs fewer pages).
    #[arg(long, value_enum)]
    pub orientation: Option<savanna::output::render::paper::Orientation>,
    /// Page margin in mm, 0 to 50 (home printers cannot print the edge); paged output only.
    /// [default: 10]
    #[arg(long, value_parser = |s: &str| in_range(s, &tile::MARGIN_RANGE_MM, "the margin (mm)"))]
    pub margin: Option<f64>,
    /// Overlap between tiled pages in mm, 0 to 50; paged output only. [default: 10]
    #[arg(long, value_parser = |s: &str| in_range(s, &tile::OVERLAP_RANGE_MM, "the overlap (mm)"))]
    pub overlap: Option<f64>,
    /// Printer correction as X,Y factors, or one factor for both axes, each 0.8 to 1.25 (e.g.
    /// 1.005,0.997 when a 100 mm square prints 99.5 x 100.3 mm); paged output only.
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

/// Runs `savanna render` through the command layer ([`savanna::command::render`]).
///
/// # Errors
/// A [`Failure`] when standard output or a file cannot be written.
pub fn run(args: RenderArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let board = args.board.display().to_string();
    let mut inputs = read_boards([args.board.as_path()]);
    let balance = args.balance.as_ref().map(|p| {
        let name = p.display().to_string();
        match std::fs::read(p) {
            Ok(b) => inputs.insert(name.clone(), b),
            Err(e) => {
                let lang = super::io::reader_lang();
                let why = lang.io_why(&e);
                let args = [("name", name.as_str().into()), ("why", why.into())];
                inputs.unreadable(name.clone(), lang.tr("io-name-cannot-read", &args))
            }
        }
        name
    });
    let req = RenderRequest {
        board,
        output: args.output.display().to_string(),
        paper: args.paper,
        orientation: args.orientation.map(|o| o.to_string()),
        margin: args.margin,
        overlap: args.overlap,
        scale_correction: args.scale_correction,
        pencil: Some(args.pencil),
        certificates: args.certificates,
        proof: args.proof,
        pieces: args.pieces,
        no_cover: args.no_cover,
        plan: args.plan,
        full_size: args.full_size,
        px_per_mm: args.px_per_mm,
        force: args.force,
        full_capacity: args.full_capacity,
        balance,
    };
    // The layer refuses these too; here they are worded as clap words a usage mistake.
    if let Some(m) = refusal(&req) {
        cli_io::usage_error(m);
    }
    execute(&request(Command::Render(req), rep), &inputs, rep)
}

pub fn parse_sheet_path(s: &str) -> Result<PathBuf, RenderError> {
    let p = PathBuf::from(s);
    if s == "-" {
        return Ok(p);
    }
    savanna::output::render::output::Format::from_path(&p)?;
    Ok(p)
}

/// `s` as typed, once it reads as a paper size.
pub fn parse_paper(s: &str) -> Result<String, OptionsError> {
    Paper::parse(s).map(|_| s.to_string())
}

pub fn in_range(
    s: &str,
    r: &std::ops::RangeInclusive<f64>,
    what: &str,
) -> Result<f64, OptionsError> {
    savanna::output::render::parse_in_range(s, r, what)
}
