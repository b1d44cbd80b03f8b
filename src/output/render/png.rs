//! PNG previews, rasterised by resvg from the same SVG as the other formats.

use crate::output::render::svg::{SvgOptions, render as render_svg};
use crate::output::render::{RenderError, parse_svg, usvg};
use crate::validated::ValidatedBoard;
use resvg::tiny_skia;

/// Default resolution of a preview: 4 pixels per millimetre (about 100 dpi).
pub const DEFAULT_PX_PER_MM: f64 = 4.0;

/// Accepted resolutions, pixels per mm: 0.5 (a 420 mm board 210 pixels wide) to 50 (1270 dpi).
pub const PX_PER_MM_RANGE: std::ops::RangeInclusive<f64> = 0.5..=50.0;

/// Default largest width or height of a PNG, in pixels (a 64 MiB pixmap at most); larger
/// requests are scaled down to fit.
pub const MAX_SIDE_PX: u32 = 4_096;

/// CSS pixels per millimetre, the unit usvg measures a parsed SVG in (96 px per inch).
pub const USVG_PX_PER_MM: f64 = 96.0 / 25.4;

/// Options of a PNG preview.
#[derive(Debug, Clone, PartialEq)]
pub struct PngOptions {
    /// Pixels per millimetre of the printed sheet, in [`PX_PER_MM_RANGE`] (a value outside it
    /// is replaced by [`DEFAULT_PX_PER_MM`]).
    pub px_per_mm: f64,
    /// Paint a white background (else transparent outside the drawing).
    pub white_background: bool,
    /// Largest width or height in pixels; the resolution is lowered to fit.
    pub max_side_px: u32,
}

impl Default for PngOptions {
    fn default() -> Self {
        PngOptions {
            px_per_mm: DEFAULT_PX_PER_MM,
            white_background: true,
            max_side_px: MAX_SIDE_PX,
        }
    }
}

/// Rasterises SVG text (whose `width`/`height` are in mm, as every savanna SVG) at
/// `opts.px_per_mm`, lowered so that neither side exceeds `opts.max_side_px` (at least 16).
///
/// # Errors
/// [`RenderError::Svg`] when the text does not parse, [`RenderError::Png`] when the image would
/// be empty or encoding fails.
pub fn rasterise(svg: &str, opts: &PngOptions) -> Result<Vec<u8>, RenderError> {
    let tree = parse_svg(svg)?;
    rasterise_tree(&tree, opts)
}

fn rasterise_tree(tree: &usvg::Tree, opts: &PngOptions) -> Result<Vec<u8>, RenderError> {
    let size = tree.size();
    let (w_mm, h_mm) = (
        size.width() as f64 / USVG_PX_PER_MM,
        size.height() as f64 / USVG_PX_PER_MM,
    );
    let mut s = if PX_PER_MM_RANGE.contains(&opts.px_per_mm) {
        opts.px_per_mm
    } else {
        DEFAULT_PX_PER_MM
    };
    let cap = opts.max_side_px.max(16) as f64;
    let longest = w_mm.max(h_mm) * s;
    if longest > cap {
        s *= cap / longest;
    }
    let (w, h) = (
        (w_mm * s).round().max(1.0) as u32,
        (h_mm * s).round().max(1.0) as u32,
    );
    let mut pixmap = tiny_skia::Pixmap::new(w, h)
        .ok_or_else(|| RenderError::Png(format!("cannot make a {w}x{h} image")))?;
    if opts.white_background {
        pixmap.fill(tiny_skia::Color::WHITE);
    }
    let k = (s / USVG_PX_PER_MM) as f32;
    resvg::render(
        tree,
        tiny_skia::Transform::from_scale(k, k),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| RenderError::Png(e.to_string()))
}

/// A PNG preview of the board sheet ([`crate::output::render::svg::render`] with `svg_opts`).
///
/// # Errors
/// As [`rasterise`].
pub fn render(
    v: &ValidatedBoard,
    svg_opts: &SvgOptions,
    opts: &PngOptions,
) -> Result<Vec<u8>, RenderError> {
    rasterise(&render_svg(v, svg_opts), opts)
}
