//! Writing print sheets to files, by the output file's extension: what `savanna render -o OUT`
//! does once the board is validated.
//!
//! | extension | without `paper` | with `paper` |
//! | --- | --- | --- |
//! | `.svg` | the true-scale sheet, one file | one SVG per page (`OUT` for a single page, else `STEM-cover.svg`, `STEM-A1.svg`, …, `STEM-pieces.svg`) |
//! | `.pdf` | pages on A4 | pages on `paper` |
//! | `.png` | preview of the sheet | preview of the sheet |
//!
//! Every file is written atomically ([`crate::write::write_atomic`]), and the pages of one
//! sheet as a set ([`crate::write::write_atomic_all`]): all of them or none.

use crate::render::page::{PageKind, PageOptions, pages};
use crate::render::paper::Paper;
use crate::render::png::PngOptions;
use crate::render::{RenderError, pdf, png, svg};
use crate::validated::ValidatedBoard;
use std::path::{Path, PathBuf};

/// Output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// SVG sheet or pages.
    Svg,
    /// Multi-page PDF.
    Pdf,
    /// PNG preview.
    Png,
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
        match ext.as_str() {
            "svg" => Ok(Format::Svg),
            "pdf" => Ok(Format::Pdf),
            "png" => Ok(Format::Png),
            _ => Err(RenderError::Options(format!(
                "cannot tell the format of `{}`: use a name ending in .svg, .pdf or .png",
                path.display()
            ))),
        }
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

/// The file name of a page when pages are written as separate SVG files.
pub fn page_file(out: &Path, kind: &PageKind, label: &str, cutout_pages: usize) -> PathBuf {
    let stem = out.file_stem().and_then(|s| s.to_str()).unwrap_or("board");
    let suffix = match kind {
        PageKind::Cover => "cover".to_string(),
        PageKind::Tile(_) => label.to_string(),
        PageKind::Cutouts(n) if cutout_pages > 1 => format!("pieces-{}", n + 1),
        PageKind::Cutouts(_) => "pieces".to_string(),
    };
    out.with_file_name(format!("{stem}-{suffix}.svg"))
}

/// Renders `v` as the file(s) `out` asks for (see the module docs) and writes them atomically;
/// returns the paths written, in page order.
///
/// # Errors
/// [`RenderError::Options`] for an unknown extension or unusable paper options;
/// [`RenderError::Io`] when a file cannot be written; conversion errors from [`pdf`] and [`png`].
pub fn write(
    v: &ValidatedBoard,
    out: &Path,
    req: &RenderRequest,
) -> Result<Vec<PathBuf>, RenderError> {
    let format = Format::from_path(out)?;
    let mut opts = req.page.clone();
    let put = |path: &Path, bytes: &[u8]| {
        crate::write::write_atomic(path, bytes)
            .map_err(|e| RenderError::Io(format!("{}: {e}", path.display())))
    };
    match (format, &req.paper) {
        (Format::Svg, None) => {
            put(out, svg::render(v, &opts.svg).as_bytes())?;
            Ok(vec![out.to_path_buf()])
        }
        (Format::Svg, Some(paper)) => {
            opts.tile.paper = paper.clone();
            let p = pages(v, &opts).map_err(RenderError::Options)?;
            let cut = p
                .pages
                .iter()
                .filter(|pg| matches!(pg.kind, PageKind::Cutouts(_)))
                .count();
            let mut written = Vec::new();
            for pg in &p.pages {
                let label = match pg.kind {
                    PageKind::Tile(i) => p.plan.tiles[i].label.as_str(),
                    _ => "",
                };
                written.push(if p.pages.len() == 1 {
                    out.to_path_buf()
                } else {
                    page_file(out, &pg.kind, label, cut)
                });
            }
            // All pages or none: a failure on one page leaves no other page behind.
            let files: Vec<(&Path, &[u8])> = written
                .iter()
                .zip(&p.pages)
                .map(|(path, pg)| (path.as_path(), pg.svg.as_bytes()))
                .collect();
            crate::write::write_atomic_all(&files).map_err(|e| {
                RenderError::Io(format!("{} (no page written): {e}", out.display()))
            })?;
            Ok(written)
        }
        (Format::Pdf, paper) => {
            opts.tile.paper = paper.clone().unwrap_or_else(Paper::a4);
            put(out, &pdf::render(v, &opts)?)?;
            Ok(vec![out.to_path_buf()])
        }
        (Format::Png, _) => {
            put(out, &png::render(v, &opts.svg, &req.png)?)?;
            Ok(vec![out.to_path_buf()])
        }
    }
}
