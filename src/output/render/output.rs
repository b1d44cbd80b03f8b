//! Writing print sheets to files, by the output file's extension: what `savanna render -o OUT`
//! does once the board is validated.
//!
//! | extension | without `paper` | with `paper` |
//! | --- | --- | --- |
//! | `.svg` | the true-scale sheet with its legend, one file | one SVG per page (`OUT` for a single page, else `STEM-cover.svg`, `STEM-A1.svg`, …, `STEM-pieces.svg`) |
//! | `.pdf` | pages on A4 | pages on `paper` |
//! | `.png` | preview of the sheet with its legend | preview of the sheet with its legend |
//!
//! Paged output (PDF, SVG with `paper`) is a layout plan ([`crate::output::render::plan`]: `STEM-plan.svg`,
//! `STEM-rules.svg`, `STEM-pieces.svg`) when asked ([`Layout::Plan`]) or when full-size tiles
//! would take more than [`PLAN_ABOVE_PAGES`] pages ([`Layout::Auto`]). With [`Layout::Plan`] an
//! SVG without `paper` is paged on A4 too, and a PNG shows the plan's first page. Without the
//! cover (`page.cover = false`) a single sheet has no legend.
//!
//! Every file is written atomically ([`crate::output::write::write_atomic`]), and the pages of one
//! sheet as a set ([`crate::output::write::write_atomic_all`]): all of them or none.

// Some of these serve only `write` (feature `files`).
#[cfg_attr(not(feature = "files"), allow(unused_imports))]
use crate::output::render::page::{
    self, Layout, PageKind, PageOptions, draws_plan, full_size_pages, pages,
};
use crate::output::render::paper::Paper;
use crate::output::render::plan::PLAN_ABOVE_PAGES;
use crate::output::render::png::PngOptions;
use crate::output::render::svg::{SvgOptions, board_bounds};
#[cfg_attr(not(feature = "files"), allow(unused_imports))]
use crate::output::render::{OptionsError, RenderError, WriteError, pdf, png, svg};
use crate::validated::ValidatedBoard;
use std::path::{Path, PathBuf};

crate::named::named_enum! {
    /// Output formats, named by their file extensions.
    pub enum Format {
        /// SVG sheet or pages.
        Svg => "svg",
        /// Multi-page PDF.
        Pdf => "pdf",
        /// PNG preview.
        Png => "png",
    }
}

impl Format {
    /// The format for a path's extension (`svg`, `pdf`, `png`, any case).
    ///
    /// # Errors
    /// [`RenderError::Options`] naming the supported extensions.
    pub fn from_path(path: &Path) -> Result<Format, RenderError> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_ascii_lowercase();
        ext.parse::<Format>()
            .map_err(|_| OptionsError::UnknownExtension(path.to_path_buf()).into())
    }
}

/// Everything `savanna render` can be asked for.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RenderRequest {
    /// Paper size: `None` for the bare sheet (SVG, PNG) or A4 (PDF).
    pub paper: Option<Paper>,
    /// Page options (orientation, margin, overlap, scale correction, cover, cut-outs) and drawing
    /// options (pencil, labels, certificates, proof). `page.tile.paper` is replaced by `paper`.
    pub page: PageOptions,
    /// PNG resolution.
    pub png: PngOptions,
}

/// The file name of a page when pages are written as separate SVG files: `label` is a tile's
/// label, or the number of a layout plan's second or later rules page (`STEM-rules-2.svg`), else
/// empty.
pub fn page_file(out: &Path, kind: &PageKind, label: &str, cutout_pages: usize) -> PathBuf {
    let stem = out.file_stem().and_then(|s| s.to_str()).unwrap_or("board");
    let suffix = match kind {
        PageKind::Cover => "cover".to_string(),
        PageKind::Tile(_) => label.to_string(),
        PageKind::Cutouts(n) if cutout_pages > 1 => format!("pieces-{}", n + 1),
        PageKind::Cutouts(_) => "pieces".to_string(),
        PageKind::Plan(0) => "plan".to_string(),
        PageKind::Plan(n) => format!("plan-{}", n + 1),
        // A layout plan's rules that continue on further pages: `rules`, `rules-2`, ...
        PageKind::Rules if !label.is_empty() => format!("rules-{label}"),
        PageKind::Rules => "rules".to_string(),
    };
    out.with_file_name(format!("{stem}-{suffix}.svg"))
}

/// The file(s) `out` asks for (see the module docs), in memory: each path (`out` itself for a
/// single file, else [`page_file`]'s names beside it) and its bytes, in page order. No I/O:
/// [`write()`] writes them, the command layer hands them to its door.
///
/// # Errors
/// [`RenderError::Options`] for an unknown extension or unusable paper options; conversion
/// errors from [`pdf`] and [`png`].
pub fn sheets(
    v: &ValidatedBoard,
    out: &Path,
    req: &RenderRequest,
) -> Result<Vec<(PathBuf, Vec<u8>)>, RenderError> {
    let format = Format::from_path(out)?;
    let mut opts = req.page.clone();
    let plan = opts.layout == Layout::Plan;
    match (format, &req.paper) {
        (Format::Svg, paper) if paper.is_some() || plan => {
            opts.tile.paper = paper.clone().unwrap_or_else(Paper::a4);
            let p = pages(v, &opts).map_err(RenderError::Options)?;
            let cut = p
                .pages
                .iter()
                .filter(|pg| matches!(pg.kind, PageKind::Cutouts(_)))
                .count();
            let single = p.pages.len() == 1;
            let mut files = Vec::with_capacity(p.pages.len());
            let mut rules_pages = 0;
            for pg in p.pages {
                let rules_label;
                let label = match pg.kind {
                    PageKind::Tile(i) => p.plan.tiles[i].label.as_str(),
                    PageKind::Rules => {
                        rules_pages += 1;
                        rules_label = if rules_pages > 1 {
                            rules_pages.to_string()
                        } else {
                            String::new()
                        };
                        rules_label.as_str()
                    }
                    _ => "",
                };
                let path = if single {
                    out.to_path_buf()
                } else {
                    page_file(out, &pg.kind, label, cut)
                };
                files.push((path, pg.svg.into_bytes()));
            }
            Ok(files)
        }
        _ => Ok(vec![(out.to_path_buf(), render_one(v, format, req)?)]),
    }
}

/// Renders `v` as the file(s) `out` asks for ([`sheets`]) and writes them atomically, the
/// pages of one sheet as a set (all of them or none); returns the paths written, in page order.
///
/// # Errors
/// [`sheets`]' errors, and [`RenderError::Io`] when a file cannot be written.
#[cfg(feature = "files")]
pub fn write(
    v: &ValidatedBoard,
    out: &Path,
    req: &RenderRequest,
) -> Result<Vec<PathBuf>, RenderError> {
    let files = sheets(v, out, req)?;
    let staged: Vec<(&Path, &[u8])> = files
        .iter()
        .map(|(p, b)| (p.as_path(), b.as_slice()))
        .collect();
    crate::output::write::write_atomic_all(&staged).map_err(|source| {
        RenderError::Io(WriteError {
            path: out.to_path_buf(),
            note: if files.len() > 1 {
                " (no page written)"
            } else {
                ""
            },
            source,
        })
    })?;
    Ok(files.into_iter().map(|(p, _)| p).collect())
}

/// The bytes of a sheet that is one file, as [`write()`] writes it: the single SVG sheet
/// ([`single_sheet`]; `req.paper` and a layout plan, which page an SVG into several files, are
/// not applied), the PDF (pages on `req.paper`, else A4) or the PNG preview. No I/O: the
/// command line writes these bytes to `-o OUT`, the WebAssembly engine hands them to JavaScript.
///
/// # Errors
/// [`RenderError::Options`] for unusable paper options; conversion errors from [`pdf`] and
/// [`png`].
pub fn render_one(
    v: &ValidatedBoard,
    format: Format,
    req: &RenderRequest,
) -> Result<Vec<u8>, RenderError> {
    let mut opts = req.page.clone();
    let plan = opts.layout == Layout::Plan;
    match format {
        Format::Svg => Ok(single_sheet(v, &opts).into_bytes()),
        Format::Pdf => {
            opts.tile.paper = req.paper.clone().unwrap_or_else(Paper::a4);
            Ok(pdf::render(v, &opts)?)
        }
        Format::Png if plan => {
            opts.tile.paper = req.paper.clone().unwrap_or_else(Paper::a4);
            let p = pages(v, &opts).map_err(RenderError::Options)?;
            let first = p.pages.first().ok_or(OptionsError::NoPages)?;
            Ok(png::rasterise(&first.svg, &req.png)?)
        }
        Format::Png => {
            let k = preview_scale(v, &opts.svg, &req.png);
            let sheet = if opts.cover {
                page::sheet(v, &preview_options(&opts.svg, k), k)
            } else {
                svg::render(v, &preview_options(&opts.svg, k))
            };
            Ok(png::rasterise(&sheet, &req.png)?)
        }
    }
}

/// The SVG of a single sheet, as `render -o sheet.svg` writes it without `paper`: the true-scale
/// sheet with its legend ([`page::sheet`]), or the bare board ([`svg::render`]) without the
/// cover (`opts.cover == false`). `render -o -` writes the same text to standard output.
pub fn single_sheet(v: &ValidatedBoard, opts: &PageOptions) -> String {
    if opts.cover {
        page::sheet(v, &opts.svg, 1.0)
    } else {
        svg::render(v, &opts.svg)
    }
}

/// The smallest share of a PNG preview's longest side that its largest label is drawn at: 1/70
/// (24 pixels on a 1680-pixel preview of an A3 board, as at the default 6 mm and 4 px/mm).
pub const PREVIEW_LABEL_SHARE: f64 = 1.0 / 70.0;

/// How much larger than on paper a PNG preview draws its labels, pencil, corner rings and legend,
/// so that they stay readable at any board size: the larger of the factor by which the pixel cap
/// (`png.max_side_px`) lowers the requested resolution, and the factor that makes the largest
/// label [`PREVIEW_LABEL_SHARE`] of the sheet's longest side; at least 1. An A3 board gets 1; a
/// 3 m board gets about 7.1, so its labels are 43 mm tall on the sheet, 58 of its 4096 pixels.
pub fn preview_scale(v: &ValidatedBoard, svg_opts: &SvgOptions, png: &PngOptions) -> f64 {
    let mm = v.units.mm_per_unit();
    let m = svg_opts.margin_mm.max(0.0);
    let longest = board_bounds(v)
        .size()
        .iter()
        .map(|x| x * mm + 2.0 * m)
        .fold(0.0, f64::max);
    if !(longest.is_finite() && longest > 0.0) {
        return 1.0;
    }
    let s = if png.px_per_mm.is_finite() && png.px_per_mm > 0.0 {
        png.px_per_mm
    } else {
        crate::output::render::png::DEFAULT_PX_PER_MM
    };
    let cap = png.max_side_px.max(16) as f64;
    let capped = (longest * s / cap).max(1.0);
    let share = if svg_opts.max_font_mm.is_finite() && svg_opts.max_font_mm > 0.0 {
        longest * PREVIEW_LABEL_SHARE / svg_opts.max_font_mm
    } else {
        1.0
    };
    capped.max(share).max(1.0)
}

/// `o` with its label sizes, pencil and frame widths and corner rings multiplied by `k` (see
/// [`preview_scale`]).
pub fn preview_options(o: &SvgOptions, k: f64) -> SvgOptions {
    SvgOptions {
        pencil_mm: o.pencil_mm * k,
        frame_mm: o.frame_mm * k,
        min_font_mm: o.min_font_mm * k,
        max_font_mm: o.max_font_mm * k,
        corner_ring_mm: o.corner_ring_mm * k,
        ..o.clone()
    }
}

/// What `render` should tell the user about the layout before writing `out`: that a large board
/// gets a layout plan instead of full-size pages (and why), that full size was asked for a board
/// that takes more than [`PLAN_ABOVE_PAGES`] pages (a warning), or the plan's scale (and, for a
/// PNG, that it shows the first of the plan's pages). `None`
/// when there is nothing to say (full-size output of a board of at most that many pages, or a
/// single sheet).
pub fn layout_note(v: &ValidatedBoard, out: &Path, req: &RenderRequest) -> Option<String> {
    let format = Format::from_path(out).ok()?;
    let mut opts = req.page.clone();
    opts.tile.paper = req.paper.clone().unwrap_or_else(Paper::a4);
    let paged = format == Format::Pdf || (format == Format::Svg && req.paper.is_some());
    let paper = opts.tile.paper.name.clone();
    let full = full_size_pages(v, &opts.tile);
    let full_text = match full {
        Some(n) => format!("{n} pages of {paper}"),
        None => format!("more pages of {paper} than savanna makes"),
    };
    let scale = || {
        crate::output::render::plan_page::layout(v, &opts.tile)
            .ok()
            .map(|l| l.scale)
    };
    match opts.layout {
        Layout::Plan => scale().map(|n| {
            let mut note = format!("note: layout plan at scale 1:{n} on {paper}");
            // A PNG holds one page: say so when the plan has more.
            let count = match format {
                Format::Png => pages(v, &opts).map_or(0, |p| p.pages.len()),
                _ => 0,
            };
            if count > 1 {
                note.push_str(&format!(
                    "; a PNG shows its first page of {count} (write a .pdf for every page)"
                ));
            }
            note
        }),
        Layout::Auto if paged && draws_plan(v, &opts) => Some(format!(
            "note: at full size the board takes {full_text}: writing a layout plan at scale 1:{} instead (--full-size for full-size pages)",
            scale().map_or("?".to_string(), |n| n.to_string())
        )),
        Layout::FullSize if paged && full.is_none_or(|n| n > PLAN_ABOVE_PAGES) => Some(format!(
            "warning: at full size the board takes {full_text} (--plan draws a layout plan on a few pages)"
        )),
        _ => None,
    }
}
