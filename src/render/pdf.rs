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
/// embedded as text in the shipped font (subset). Deterministic: no dates, no random ids, and
/// resource dictionaries sorted ([`sort_resource_dicts`]).
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
    Ok(sort_resource_dicts(pdf.finish()))
}

/// Resource dictionaries whose entries [`sort_resource_dicts`] puts in order.
const RESOURCE_KEYS: [&[u8]; 6] = [
    b"/ExtGState <<",
    b"/XObject <<",
    b"/Pattern <<",
    b"/Shading <<",
    b"/Font <<",
    b"/ColorSpace <<",
];

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Makes the PDF bytes deterministic: svg2pdf 0.13 writes the entries of resource dictionaries
/// (graphics states, fonts, …) in hash-map order, which changes from run to run. Each such
/// dictionary written by pdf-writer has one entry per line; those lines are sorted in place.
/// Sorting permutes lines within the dictionary, so its length, every object's offset and the
/// cross-reference table stay valid. Stream data is never touched.
pub fn sort_resource_dicts(mut pdf: Vec<u8>) -> Vec<u8> {
    // Ranges of stream data, skipped.
    let mut streams = Vec::new();
    let mut i = 0;
    while let Some(p) = find(&pdf[i..], b">>\nstream\n") {
        let start = i + p + 10;
        let Some(q) = find(&pdf[start..], b"\nendstream") else {
            break;
        };
        streams.push((start, start + q));
        i = start + q;
    }
    // Streams are sorted and disjoint: binary search.
    let in_stream = |pos: usize| {
        let k = streams.partition_point(|&(a, _)| a <= pos);
        k > 0 && pos < streams[k - 1].1
    };
    // Line starts outside streams.
    let mut line_starts = vec![0usize];
    let mut k = 0;
    let mut next_stream = 0;
    while k < pdf.len() {
        if next_stream < streams.len() && k == streams[next_stream].0 {
            k = streams[next_stream].1;
            next_stream += 1;
            continue;
        }
        if pdf[k] == b'\n' {
            line_starts.push(k + 1);
        }
        k += 1;
    }
    let line = |pdf: &[u8], n: usize| -> (usize, usize) {
        let a = line_starts[n];
        let b = line_starts.get(n + 1).map(|&x| x - 1).unwrap_or(pdf.len());
        (a, b)
    };
    let mut n = 0;
    while n + 1 < line_starts.len() {
        let (a, b) = line(&pdf, n);
        let text = &pdf[a..b];
        let indent = text.iter().take_while(|&&c| c == b' ').count();
        let body = &text[indent..];
        if in_stream(a) || !RESOURCE_KEYS.contains(&body) {
            n += 1;
            continue;
        }
        let mut close = indent;
        let mut entries: Vec<Vec<u8>> = Vec::new();
        let mut m = n + 1;
        let mut ok = false;
        while m + 1 < line_starts.len() {
            let (c, d) = line(&pdf, m);
            let l = &pdf[c..d];
            let ind = l.iter().take_while(|&&ch| ch == b' ').count();
            if ind == indent && &l[ind..] == b">>" {
                ok = true;
                close = m;
                break;
            }
            if ind != indent + 2
                || l.get(ind) != Some(&b'/')
                || find(l, b"<<").is_some()
                || in_stream(c)
            {
                break;
            }
            entries.push(l.to_vec());
            m += 1;
        }
        if ok && entries.len() > 1 {
            entries.sort();
            let start = line_starts[n + 1];
            let joined = entries.join(&b'\n');
            pdf[start..start + joined.len()].copy_from_slice(&joined);
        }
        n = if ok { close + 1 } else { n + 1 };
    }
    pdf
}

/// The board's pages ([`crate::render::page::pages`]) as one PDF.
///
/// # Errors
/// [`RenderError::Options`] with the tiling's message when the paper options are unusable; otherwise
/// as [`from_svg_pages`].
pub fn render(v: &ValidatedBoard, opts: &PageOptions) -> Result<Vec<u8>, RenderError> {
    let p = pages(v, opts).map_err(RenderError::Options)?;
    let list: Vec<(String, [f64; 2])> =
        p.pages.into_iter().map(|pg| (pg.svg, pg.size_mm)).collect();
    from_svg_pages(&list, v.name.as_deref().unwrap_or("savanna board"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_resource_entries_in_place() {
        let pdf = b"1 0 obj\n<<\n  /Resources <<\n    /ExtGState <<\n      /gs2 5 0 R\n      /gs10 4 0 R\n      /gs1 3 0 R\n    >>\n  >>\n>>\nstream\n/ExtGState <<\n  /b\n  /a\n>>\nendstream\n".to_vec();
        let out = sort_resource_dicts(pdf.clone());
        assert_eq!(out.len(), pdf.len());
        let s = String::from_utf8(out).unwrap();
        assert!(
            s.contains(
                "/ExtGState <<\n      /gs1 3 0 R\n      /gs10 4 0 R\n      /gs2 5 0 R\n    >>"
            ),
            "{s}"
        );
        // Stream data untouched.
        assert!(s.contains("stream\n/ExtGState <<\n  /b\n  /a\n>>\nendstream"));
    }
}
