//! `render`: the print sheet at true scale (SVG, PDF or PNG), paged, tiled or as a layout plan,
//! to the files its output's extension asks for, or one SVG sheet on standard output (`-o -`).

use super::{Ctx, Output, Reply};
use crate::output::render::output::{
    Format, RenderRequest as Sheet, layout_note, sheets, single_sheet,
};
use crate::output::render::page::Layout;
use crate::output::render::paper::{Orientation, Paper};
use crate::output::render::{parse_in_range, png, svg, tile};
use crate::pipeline::Options;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The CLI's default `--pencil`, mm.
pub const DEFAULT_PENCIL_MM: f64 = 0.6;

/// The options of `render` (the CLI's flags; numbers in mm unless said).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RenderRequest {
    /// The board file, by the name of its input (`-`: standard input).
    pub board: String,
    /// The output file: `.svg`, `.pdf` or `.png` (any case) chooses the format; `-` writes the
    /// single SVG sheet to standard output.
    pub output: String,
    /// `--paper`: A4, A3, Letter, Tabloid, … or WIDTHxHEIGHT with mm, cm or in.
    pub paper: Option<String>,
    /// `--orientation`: `portrait` or `landscape` (default: whichever needs fewer pages).
    pub orientation: Option<String>,
    /// `--margin`, 0 to 50 (paged output only; default 10).
    pub margin: Option<f64>,
    /// `--overlap` between tiled pages, 0 to 50 (paged output only; default 10).
    pub overlap: Option<f64>,
    /// `--scale-correction` X,Y (the CLI takes one factor for both axes too), each 0.8 to
    /// 1.25 (paged output only).
    pub scale_correction: Option<[f64; 2]>,
    /// `--pencil`: width of the lines, 0.05 to 5 (default [`DEFAULT_PENCIL_MM`]).
    pub pencil: Option<f64>,
    /// `--certificates`: each region's packing certificate drawn as faint discs.
    pub certificates: bool,
    /// `--proof`: dangles, cut edges and diagnostics overlaid (written even with errors).
    pub proof: bool,
    /// `--pieces`: a page of cut-out pieces (paged output only).
    pub pieces: bool,
    /// `--no-cover`: no cover page, rules page of a plan, or legend under a single sheet.
    pub no_cover: bool,
    /// `--plan`: a layout plan at a standard scale.
    pub plan: bool,
    /// `--full-size`: full-size pages however many it takes.
    pub full_size: bool,
    /// `--px-per-mm`: PNG resolution, 0.5 to 50 (PNG only; default 4).
    pub px_per_mm: Option<f64>,
    /// `--force`: write even when the board has errors.
    pub force: bool,
    /// `--full-capacity`: search every capacity fully.
    pub full_capacity: bool,
    /// `--balance`: the name of an input holding the JSON of `savanna balance --format json`,
    /// whose occupancy shades the regions.
    pub balance: Option<String>,
}

/// The format `output` asks for: the SVG sheet for `-`.
///
/// # Errors
/// The sentence naming the extensions `render` writes.
pub fn format_of(output: &str) -> Result<Format, String> {
    if output == "-" {
        return Ok(Format::Svg);
    }
    Format::from_path(Path::new(output)).map_err(|e| e.to_string())
}

/// Why `r`'s options cannot be used together or with its output (the CLI's usage mistakes,
/// worded once for every door): a flag of paged output on a single sheet, `--paper` or
/// `--px-per-mm` on an output they do not apply to, `--plan` with `--full-size` or with `-o -`.
/// `None` when they can. The output's extension is checked by [`format_of`] first.
pub fn refusal(r: &RenderRequest) -> Option<String> {
    if r.plan && r.full_size {
        return Some("the argument '--plan' cannot be used with '--full-size'".into());
    }
    let stdout = r.output == "-";
    let format = format_of(&r.output).ok();
    let what = match format {
        _ if stdout => "`-o -` (one SVG sheet on standard output)",
        Some(Format::Png) => "a PNG preview",
        Some(Format::Svg) => "a single SVG sheet (add --paper for pages)",
        Some(Format::Pdf) | None => "this output",
    };
    let paper = r.paper.is_some();
    if paper && (stdout || format == Some(Format::Png)) {
        return Some(format!(
            "--paper does not apply to {what}: write a .pdf, or an .svg file per page"
        ));
    }
    // A layout plan is paged whatever the output; --no-cover also drops a single sheet's
    // legend, so it applies everywhere.
    let paged =
        r.plan || format == Some(Format::Pdf) || (format == Some(Format::Svg) && paper && !stdout);
    let paged_only = [
        ("--margin", r.margin.is_some()),
        ("--overlap", r.overlap.is_some()),
        ("--scale-correction", r.scale_correction.is_some()),
        ("--orientation", r.orientation.is_some()),
        ("--pieces", r.pieces),
    ];
    if let Some((flag, _)) = paged_only.iter().find(|(_, given)| *given && !paged) {
        return Some(format!(
            "{flag} applies to paged output (a .pdf, or an .svg with --paper), not to {what}"
        ));
    }
    if r.px_per_mm.is_some() && format != Some(Format::Png) {
        return Some(format!(
            "--px-per-mm applies to PNG output only, not to {what}"
        ));
    }
    if stdout && r.plan {
        return Some("--plan draws several pages, which `-o -` (one SVG sheet on standard output) cannot hold: write a .pdf, or an .svg file per page".into());
    }
    None
}

/// `v` in `range`, or the sentence saying why not (as the CLI's flag parser says it).
fn in_range(
    v: Option<f64>,
    range: &std::ops::RangeInclusive<f64>,
    what: &str,
) -> Result<Option<f64>, String> {
    v.map(|x| parse_in_range(&format!("{x}"), range, what).map_err(|e| e.to_string()))
        .transpose()
}

/// The sheet's options from `r`, or the usage mistake in them.
fn sheet_options(r: &RenderRequest) -> Result<Sheet, String> {
    let paper = r
        .paper
        .as_deref()
        .map(Paper::parse)
        .transpose()
        .map_err(|e| e.to_string())?;
    let orientation = match r.orientation.as_deref() {
        None => None,
        Some(o) => Orientation::parse(o).map_err(|e| e.to_string())?,
    };
    let margin = in_range(r.margin, &tile::MARGIN_RANGE_MM, "the margin (mm)")?;
    let overlap = in_range(r.overlap, &tile::OVERLAP_RANGE_MM, "the overlap (mm)")?;
    let pencil = in_range(r.pencil, &svg::PENCIL_RANGE_MM, "the pencil width (mm)")?;
    let px_per_mm = in_range(
        r.px_per_mm,
        &png::PX_PER_MM_RANGE,
        "the resolution (pixels per mm)",
    )?;
    let mut s = Sheet {
        paper,
        ..Sheet::default()
    };
    s.page.tile.orientation = orientation;
    s.page.tile.margin_mm = margin.unwrap_or(tile::DEFAULT_MARGIN_MM);
    s.page.tile.overlap_mm = overlap.unwrap_or(tile::DEFAULT_OVERLAP_MM);
    if let Some([x, y]) = r.scale_correction {
        s.page.tile.scale_correction =
            tile::parse_scale_correction(&format!("{x},{y}")).map_err(|e| e.to_string())?;
    }
    s.page.svg.pencil_mm = pencil.unwrap_or(DEFAULT_PENCIL_MM);
    s.page.svg.certificates = r.certificates;
    s.page.svg.proof = r.proof;
    s.page.cutouts = r.pieces;
    s.page.cover = !r.no_cover;
    s.png.px_per_mm = px_per_mm.unwrap_or(png::DEFAULT_PX_PER_MM);
    s.page.layout = match (r.plan, r.full_size) {
        (true, _) => Layout::Plan,
        (_, true) => Layout::FullSize,
        _ => Layout::Auto,
    };
    Ok(s)
}

/// Runs `render`: exit status 1 when the board has errors (written only with `force` or
/// `proof`) or a file cannot be made, 2 for options that cannot be used together.
pub(crate) fn run(ctx: &Ctx, r: &RenderRequest) -> Reply {
    if let Err(m) = format_of(&r.output) {
        return ctx.usage(&m);
    }
    if let Some(m) = refusal(r) {
        return ctx.usage(&m);
    }
    let mut sheet = match sheet_options(r) {
        Ok(s) => s,
        Err(m) => return ctx.usage(&m),
    };
    let to_stdout = r.output == "-";
    // Not the board itself (a drawing rendered over itself): another name is suggested,
    // `STEM-sheet.EXT`.
    let suffix = format!(
        "-sheet.{}",
        Path::new(&r.output)
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("svg")
    );
    if !to_stdout && let Err(m) = ctx.host.check_output_as(&r.board, &r.output, Some(&suffix)) {
        return ctx.failure(&m);
    }
    // The balance report is read, and checked as one, before the long work.
    let balance = match &r.balance {
        None => None,
        Some(name) => {
            let text = match ctx.text(name) {
                Ok(t) => t,
                Err(reply) => return reply,
            };
            if let Err(e) = crate::output::render::occupancy::read_occupancy(&text) {
                return ctx.failure(&format!("{name}: {e}"));
            }
            Some((name, text))
        }
    };
    let opts = Options {
        full_capacity: r.full_capacity,
        ..Options::default()
    };
    let (_, text, mut out) = match ctx.read_and_analyse(
        &r.board,
        &opts,
        r.force || r.proof,
        "nothing written: the board has errors (use --proof to see them on the sheet, or --force)",
    ) {
        Ok(x) => x,
        Err(reply) => return reply,
    };
    // The sheet's language: `--lang`, else the board's `lang:`, else the reader's.
    out.validated.lang = Some(ctx.lang(out.validated.lang));
    if let Some((name, text)) = balance {
        match crate::output::render::occupancy::read_occupancy_for(&text, &out.validated) {
            Ok(o) => sheet.page.svg.occupancy = Some(o),
            Err(e) => return ctx.failure(&format!("{name}: {e}")),
        }
    }
    let mut reply = Reply {
        exit: super::exit_of(out.has_errors()),
        diagnostics: Some(super::report::diagnostics_json(&text, &out.diagnostics)),
        ..Reply::default()
    };
    if to_stdout {
        // The same sheet as `-o sheet.svg`: with its legend unless --no-cover.
        ctx.host
            .stdout(single_sheet(&out.validated, &sheet.page).as_bytes());
        return reply;
    }
    if let Some(note) = layout_note(&out.validated, Path::new(&r.output), &sheet) {
        ctx.note(&note);
    }
    match sheets(&out.validated, Path::new(&r.output), &sheet) {
        Ok(files) => {
            reply.outputs = files
                .into_iter()
                .map(|(p, bytes)| Output {
                    name: p.to_string_lossy().into_owned(),
                    bytes,
                    note: None,
                })
                .collect()
        }
        Err(e) => return ctx.failure(&e.to_string()),
    }
    reply
}
