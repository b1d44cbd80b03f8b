//! Multi-page PDF: each SVG page converted by svg2pdf and placed on a page whose MediaBox is
//! exactly the paper size.
//!
//! DPI trap: usvg measures an SVG with `width="210mm"` as 210 × 96 / 25.4 CSS pixels, while
//! svg2pdf's `to_pdf` assumes 72 dpi by default, which would make pages 4/3 too large. We do not
//! rely on either: each page is converted to a unit-square form XObject (`svg2pdf::to_chunk`) and
//! drawn with the matrix `[w 0 0 h 0 0]`, `w`, `h` being the paper size in points
//! (1 pt = 25.4 / 72 mm), so the page's viewBox in mm maps onto the paper exactly.

use crate::render::page::{PageOptions, pages};
use crate::render::{MM_PER_PT, RenderError, parse_svg};
use crate::validated::ValidatedBoard;
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};
use std::collections::HashMap;

/// Paper size in millimetres to PDF points.
///
/// ```
/// let [w, h] = savanna::render::pdf::mm_to_pt([210.0, 297.0]);
/// assert!((w - 595.2756).abs() < 1e-4 && (h - 841.8898).abs() < 1e-4);
/// ```
pub fn mm_to_pt(mm: [f64; 2]) -> [f64; 2] {
    [mm[0] / MM_PER_PT, mm[1] / MM_PER_PT]
}

/// Builds a PDF from SVG pages, each with its paper size `[width, height]` in mm. Text is
/// embedded as text in the shipped font (subset). Deterministic: no dates, no random ids.
///
/// # Errors
/// [`RenderError::Svg`] when a page does not parse; [`RenderError::Pdf`] when svg2pdf fails.
pub fn from_svg_pages(pages: &[(String, [f64; 2])], title: &str) -> Result<Vec<u8>, RenderError> {
    let mut alloc = Ref::new(1);
    let catalog_id = alloc.bump();
    let tree_id = alloc.bump();
    let info_id = alloc.bump();
    let mut pdf = Pdf::new();
    let mut page_ids = Vec::new();
    let mut chunks = Vec::new();
    for (svg, size_mm) in pages {
        let tree = parse_svg(svg)?;
        let (chunk, root) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| RenderError::Pdf(e.to_string()))?;
        let mut map = HashMap::new();
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let xobj = *map
            .get(&root)
            .ok_or_else(|| RenderError::Pdf("lost the page XObject".into()))?;
        let page_id = alloc.bump();
        let content_id = alloc.bump();
        let [w, h] = mm_to_pt(*size_mm);
        let name = Name(b"P0");
        let mut content = Content::new();
        content.save_state();
        content.transform([w as f32, 0.0, 0.0, h as f32, 0.0, 0.0]);
        content.x_object(name);
        content.restore_state();
        pdf.stream(content_id, &content.finish());
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, w as f32, h as f32));
        page.parent(tree_id);
        page.contents(content_id);
        page.resources().x_objects().pair(name, xobj);
        page.finish();
        page_ids.push(page_id);
        chunks.push(chunk);
    }
    pdf.catalog(catalog_id).pages(tree_id);
    pdf.pages(tree_id)
        .kids(page_ids.iter().copied())
        .count(page_ids.len() as i32);
    pdf.document_info(info_id)
        .title(TextStr(title))
        .producer(TextStr("savanna"));
    for c in &chunks {
        pdf.extend(c);
    }
    Ok(pdf.finish())
}

/// The board's pages ([`crate::render::page::pages`]) as one PDF.
///
/// # Errors
/// [`RenderError::Pdf`] with the tiling's message when the paper options are unusable; otherwise
/// as [`from_svg_pages`].
pub fn render(v: &ValidatedBoard, opts: &PageOptions) -> Result<Vec<u8>, RenderError> {
    let p = pages(v, opts).map_err(RenderError::Pdf)?;
    let list: Vec<(String, [f64; 2])> =
        p.pages.into_iter().map(|pg| (pg.svg, pg.size_mm)).collect();
    from_svg_pages(&list, v.name.as_deref().unwrap_or("savanna board"))
}
