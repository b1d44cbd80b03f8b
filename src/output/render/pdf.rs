//! Multi-page PDF: each SVG page parsed by usvg and drawn with krilla onto a page whose MediaBox
//! is exactly the paper size.
//!
//! DPI trap: usvg measures an SVG with `width="210mm"` as 210 × 96 / 25.4 CSS pixels. Each page
//! is drawn under the transform `scale(w / W, h / H)`, `w`, `h` being the paper size in points
//! (1 pt = 25.4 / 72 mm) and `W`, `H` the size usvg measured, so the page's viewBox in mm maps
//! onto the paper exactly.
//!
//! The converter draws what savanna's own pages use: groups with transforms,
//! opacity and clip paths made of paths, filled and stroked paths in solid colours with dashes,
//! and text, embedded as text in the shipped fonts (subset by krilla, one subset per font for
//! the whole document). Anything else (gradients, patterns, masks, filters, images) is refused
//! with [`RenderError::Pdf`] rather than dropped. It replaces svg2pdf, whose text stack was on
//! unmaintained crates; krilla-svg (the same job, by krilla's authors) still builds on usvg 0.47
//! and its rustybuzz/ttf-parser text stack.

use crate::output::render::page::{PageOptions, pages};
use crate::output::render::{MM_PER_PT, RenderError, parse_svg, usvg};
use crate::validated::ValidatedBoard;
use krilla::color::rgb;
use krilla::geom::{Path as KPath, PathBuilder, Point as KPoint, Transform as KTransform};
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, FillRule, LineCap, LineJoin, Paint, Stroke, StrokeDash};
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use krilla::{Document, SerializeSettings};
use std::collections::HashMap;

/// Paper size in millimetres to PDF points.
///
/// ```
/// let [w, h] = savanna::output::render::pdf::mm_to_pt([210.0, 297.0]);
/// assert!((w - 595.2756).abs() < 1e-4 && (h - 841.8898).abs() < 1e-4);
/// ```
pub fn mm_to_pt(mm: [f64; 2]) -> [f64; 2] {
    [mm[0] / MM_PER_PT, mm[1] / MM_PER_PT]
}

/// Builds a PDF from SVG pages, each with its paper size `[width, height]` in mm. Text is
/// embedded as text in the shipped fonts (subset). Deterministic: no dates, no random ids.
///
/// # Errors
/// [`RenderError::Svg`] when a page does not parse; [`RenderError::Pdf`] when a page uses an SVG
/// feature the converter does not draw, a paper size is not positive, or krilla fails.
pub fn from_svg_pages(pages: &[(String, [f64; 2])], title: &str) -> Result<Vec<u8>, RenderError> {
    let mut doc = Document::new_with(SerializeSettings {
        // No XMP packet: the document information dictionary carries the title, and the packet
        // would add some 2 kB to every sheet.
        xmp_metadata: false,
        enable_tagging: false,
        ..SerializeSettings::default()
    });
    let mut ctx = Ctx::default();
    for (svg, size_mm) in pages {
        let tree = parse_svg(svg)?;
        let [w, h] = mm_to_pt(*size_mm);
        let settings = PageSettings::from_wh(w as f32, h as f32).ok_or_else(|| {
            RenderError::Pdf(format!(
                "a page of {} x {} mm cannot be made",
                size_mm[0], size_mm[1]
            ))
        })?;
        let size = tree.size();
        ctx.db = Some(tree.fontdb().clone());
        let mut page = doc.start_page_with(settings);
        let mut surface = page.surface();
        surface.push_transform(&KTransform::from_scale(
            w as f32 / size.width(),
            h as f32 / size.height(),
        ));
        draw_group(tree.root(), &mut surface, &mut ctx);
        surface.pop();
        surface.finish();
        page.finish();
        if let Some(e) = ctx.unsupported.first() {
            return Err(RenderError::Pdf(format!(
                "the page uses {e}, which the PDF converter does not draw"
            )));
        }
    }
    doc.set_metadata(
        krilla::metadata::Metadata::new()
            .title(title.to_string())
            .producer("savanna".to_string()),
    );
    let bytes = doc
        .finish()
        .map_err(|e| RenderError::Pdf(format!("{e:?}")))?;
    print_at_actual_size(bytes)
}

/// The entry that asks viewers to print at actual size by default (ISO 32000-1, 12.2, table 150:
/// `PrintScaling /None`), so that a sheet printed from the dialog's defaults keeps its true scale
/// (wkhtmltopdf issue 1552: viewers shrink to fit otherwise).
pub const PRINT_SCALING_NONE: &str = "/ViewerPreferences << /PrintScaling /None >>";

/// Adds [`PRINT_SCALING_NONE`] to the document catalog of `pdf`, a PDF as krilla writes it: plain
/// objects, one classic cross-reference table (`xref`, 20-byte entries, ISO 32000-1 7.5.4) and
/// `startxref`. krilla 0.8 has no setting for `/PrintScaling` (it writes `/ViewerPreferences`
/// only for a document title or text direction), so the entry is inserted into the catalog
/// dictionary (the object the trailer's `/Root` names, found through the table) and every byte
/// offset after it (table entries, `startxref`) moves by the inserted length. When the catalog
/// already has a `/ViewerPreferences` dictionary, `/PrintScaling /None` goes into it.
///
/// # Errors
/// [`RenderError::Pdf`] when the file does not have that structure (no table where `startxref`
/// points, no `/Root`, no catalog dictionary): nothing is guessed.
pub fn print_at_actual_size(pdf: Vec<u8>) -> Result<Vec<u8>, RenderError> {
    let bad = |what: &str| RenderError::Pdf(format!("cannot set PrintScaling: {what}"));
    let find = |from: usize, to: usize, needle: &[u8]| -> Option<usize> {
        pdf.get(from..to)?
            .windows(needle.len())
            .position(|w| w == needle)
            .map(|i| i + from)
    };
    let number = |from: usize| -> Option<(usize, usize)> {
        let end = pdf.get(from..)?.iter().position(|b| !b.is_ascii_digit())? + from;
        let n = std::str::from_utf8(&pdf[from..end]).ok()?.parse().ok()?;
        Some((n, end))
    };
    let sx = pdf
        .windows(b"startxref\n".len())
        .rposition(|w| w == b"startxref\n")
        .ok_or_else(|| bad("no startxref"))?;
    let num_start = sx + b"startxref\n".len();
    let (xref, num_end) = number(num_start).ok_or_else(|| bad("startxref is not a number"))?;
    if !pdf.get(xref..).is_some_and(|t| t.starts_with(b"xref\n")) {
        return Err(bad("no cross-reference table where startxref points"));
    }
    // The table: subsections `first count`, then `count` entries `oooooooooo ggggg n\r\n`;
    // (object number, byte of its offset field, offset, in use) for each entry.
    let mut entries: Vec<(usize, usize, usize, bool)> = Vec::new();
    let mut i = xref + b"xref\n".len();
    let trailer = loop {
        if pdf.get(i..).is_some_and(|t| t.starts_with(b"trailer")) {
            break i;
        }
        let (first, e) =
            number(i).ok_or_else(|| bad("a subsection header is not `first count`"))?;
        let (count, e) =
            number(e + 1).ok_or_else(|| bad("a subsection header is not `first count`"))?;
        i = e + 1;
        for k in 0..count {
            let e = pdf
                .get(i..i + 20)
                .ok_or_else(|| bad("the cross-reference table is cut short"))?;
            let (off, _) = number(i).ok_or_else(|| bad("an offset is not a number"))?;
            entries.push((first + k, i, off, e[17] == b'n'));
            i += 20;
        }
    };
    let root = find(trailer, sx, b"/Root ").ok_or_else(|| bad("the trailer has no /Root"))?;
    let (root_id, _) =
        number(root + b"/Root ".len()).ok_or_else(|| bad("/Root is not a reference"))?;
    let &(_, _, cat, _) = entries
        .iter()
        .find(|e| e.0 == root_id && e.3)
        .ok_or_else(|| bad("the catalog is not in the table"))?;
    let cat_end = find(cat, xref, b"endobj").ok_or_else(|| bad("the catalog has no end"))?;
    let vp = find(cat, cat_end, b"/ViewerPreferences")
        .and_then(|vp| find(vp, cat_end, b"<<").map(|open| (vp, open)))
        .filter(|&(vp, open)| {
            pdf[vp + b"/ViewerPreferences".len()..open]
                .iter()
                .all(u8::is_ascii_whitespace)
        });
    let (at, insert): (usize, &[u8]) = match vp {
        Some((_, open)) => (open + 2, b" /PrintScaling /None "),
        None => {
            let open = find(cat, cat_end, b"<<").ok_or_else(|| bad("no catalog dictionary"))?;
            (open + 2, PRINT_SCALING_NONE.as_bytes())
        }
    };
    let shift = insert.len();
    let mut out = Vec::with_capacity(pdf.len() + shift);
    out.extend_from_slice(&pdf[..at]);
    out.extend_from_slice(insert);
    let mut from = at;
    for &(_, field, off, used) in &entries {
        if used && off >= at {
            out.extend_from_slice(&pdf[from..field]);
            out.extend_from_slice(format!("{:010}", off + shift).as_bytes());
            from = field + 10;
        }
    }
    out.extend_from_slice(&pdf[from..num_start]);
    out.extend_from_slice((xref + shift).to_string().as_bytes());
    out.extend_from_slice(&pdf[num_end..]);
    Ok(out)
}

/// What the conversion keeps between nodes and pages.
#[derive(Default)]
struct Ctx {
    /// krilla fonts by (address of the font data, face index): one per font for the document,
    /// so krilla writes one subset of each.
    fonts: HashMap<(usize, u32), Option<Font>>,
    /// SVG features met that the converter does not draw (reported as an error).
    unsupported: Vec<&'static str>,
    /// The font database of the page being drawn (the tree's).
    db: Option<std::sync::Arc<usvg::fontdb::Database>>,
}

impl Ctx {
    fn refuse(&mut self, what: &'static str) {
        if !self.unsupported.contains(&what) {
            self.unsupported.push(what);
        }
    }

    fn font(&mut self, db: &usvg::fontdb::Database, id: usvg::fontdb::ID) -> Option<Font> {
        let face = db.face(id)?;
        // Only binary sources exist without fontdb's `fs` feature, and savanna loads only those.
        #[allow(irrefutable_let_patterns)]
        let usvg::fontdb::Source::Binary(data) = &face.source else {
            return None;
        };
        let bytes: &[u8] = (**data).as_ref();
        let key = (bytes.as_ptr() as usize, face.index);
        self.fonts
            .entry(key)
            .or_insert_with(|| Font::new(krilla::Data::from(data.clone()), face.index))
            .clone()
    }
}

fn transform(t: usvg::Transform) -> KTransform {
    KTransform::from_row(t.sx, t.ky, t.kx, t.sy, t.tx, t.ty)
}

fn path(p: &usvg::tiny_skia_path::Path, t: usvg::Transform, pb: &mut PathBuilder) {
    use usvg::tiny_skia_path::PathSegment;
    let m = |mut q: usvg::tiny_skia_path::Point| {
        t.map_point(&mut q);
        q
    };
    for seg in p.segments() {
        match seg {
            PathSegment::MoveTo(a) => {
                let a = m(a);
                pb.move_to(a.x, a.y);
            }
            PathSegment::LineTo(a) => {
                let a = m(a);
                pb.line_to(a.x, a.y);
            }
            PathSegment::QuadTo(a, b) => {
                let (a, b) = (m(a), m(b));
                pb.quad_to(a.x, a.y, b.x, b.y);
            }
            PathSegment::CubicTo(a, b, c) => {
                let (a, b, c) = (m(a), m(b), m(c));
                pb.cubic_to(a.x, a.y, b.x, b.y, c.x, c.y);
            }
            PathSegment::Close => pb.close(),
        }
    }
}

fn paint(p: &usvg::Paint, ctx: &mut Ctx) -> Paint {
    match p {
        usvg::Paint::Color(c) => rgb::Color::new(c.red, c.green, c.blue).into(),
        _ => {
            ctx.refuse("a gradient or pattern paint");
            rgb::Color::new(0, 0, 0).into()
        }
    }
}

fn opacity(o: usvg::Opacity) -> NormalizedF32 {
    NormalizedF32::new(o.get()).unwrap_or(NormalizedF32::ONE)
}

fn fill(f: &usvg::Fill, ctx: &mut Ctx) -> Fill {
    Fill {
        paint: paint(f.paint(), ctx),
        opacity: opacity(f.opacity()),
        rule: match f.rule() {
            usvg::FillRule::NonZero => FillRule::NonZero,
            usvg::FillRule::EvenOdd => FillRule::EvenOdd,
        },
    }
}

fn stroke(s: &usvg::Stroke, ctx: &mut Ctx) -> Stroke {
    Stroke {
        paint: paint(s.paint(), ctx),
        width: s.width().get(),
        miter_limit: s.miterlimit().get(),
        line_cap: match s.linecap() {
            usvg::LineCap::Butt => LineCap::Butt,
            usvg::LineCap::Round => LineCap::Round,
            usvg::LineCap::Square => LineCap::Square,
        },
        line_join: match s.linejoin() {
            usvg::LineJoin::Miter | usvg::LineJoin::MiterClip => LineJoin::Miter,
            usvg::LineJoin::Round => LineJoin::Round,
            usvg::LineJoin::Bevel => LineJoin::Bevel,
        },
        opacity: opacity(s.opacity()),
        dash: s.dasharray().map(|a| StrokeDash {
            array: a.to_vec(),
            offset: s.dashoffset(),
        }),
    }
}

/// Pushes the clip path `cp` (and the clip path on it, which intersects); returns the number of
/// pushes. Its paths are joined into one clip under the first path's rule: exact for the single
/// path savanna's clips hold, and for paths that do not overlap.
fn push_clip(cp: &usvg::ClipPath, s: &mut Surface, ctx: &mut Ctx) -> usize {
    let mut n = 0;
    if let Some(inner) = cp.clip_path() {
        n += push_clip(inner, s, ctx);
    }
    let mut pb = PathBuilder::new();
    let mut rule = None;
    collect_clip(cp.root(), cp.transform(), &mut pb, &mut rule, ctx);
    let clip = pb.finish().or_else(|| {
        // An empty clip path hides everything: clip to an empty rectangle.
        let mut e = PathBuilder::new();
        e.move_to(0.0, 0.0);
        e.line_to(0.0, 0.0);
        e.close();
        e.finish()
    });
    if let Some(clip) = clip {
        s.push_clip_path(&clip, &rule.unwrap_or(FillRule::NonZero));
        n += 1;
    }
    n
}

fn collect_clip(
    g: &usvg::Group,
    t: usvg::Transform,
    pb: &mut PathBuilder,
    rule: &mut Option<FillRule>,
    ctx: &mut Ctx,
) {
    let t = t.pre_concat(g.transform());
    if g.clip_path().is_some() || g.mask().is_some() || !g.filters().is_empty() {
        ctx.refuse("a clip path with clipped, masked or filtered content");
    }
    for child in g.children() {
        match child {
            usvg::Node::Group(c) => collect_clip(c, t, pb, rule, ctx),
            usvg::Node::Path(p) => {
                if !p.is_visible() {
                    continue;
                }
                path(p.data(), t, pb);
                if rule.is_none() {
                    *rule = Some(match p.fill().map(usvg::Fill::rule) {
                        Some(usvg::FillRule::EvenOdd) => FillRule::EvenOdd,
                        _ => FillRule::NonZero,
                    });
                }
            }
            usvg::Node::Text(_) => ctx.refuse("text in a clip path"),
            usvg::Node::Image(_) => ctx.refuse("an image in a clip path"),
        }
    }
}

/// Draws a usvg group and its children: transform, clip path, opacity, then children in order.
/// Masks, filters, blend modes other than normal, and images are refused (recorded in `ctx`).
fn draw_group(g: &usvg::Group, s: &mut Surface, ctx: &mut Ctx) {
    s.push_transform(&transform(g.transform()));
    let mut pushed = 1;
    if let Some(cp) = g.clip_path() {
        pushed += push_clip(cp, s, ctx);
    }
    if g.mask().is_some() {
        ctx.refuse("a mask");
    }
    if !g.filters().is_empty() {
        ctx.refuse("a filter");
    }
    if g.blend_mode() != usvg::BlendMode::Normal {
        ctx.refuse("a blend mode");
    }
    if g.opacity() != usvg::Opacity::ONE {
        s.push_opacity(opacity(g.opacity()));
        pushed += 1;
    }
    for child in g.children() {
        match child {
            usvg::Node::Group(c) => draw_group(c, s, ctx),
            usvg::Node::Path(p) => draw_path(p, s, ctx),
            usvg::Node::Text(t) => draw_text(t, s, ctx),
            usvg::Node::Image(_) => ctx.refuse("an image"),
        }
    }
    for _ in 0..pushed {
        s.pop();
    }
}

fn draw_path(p: &usvg::Path, s: &mut Surface, ctx: &mut Ctx) {
    if !p.is_visible() {
        return;
    }
    let mut pb = PathBuilder::new();
    path(p.data(), usvg::Transform::identity(), &mut pb);
    let Some(kp) = pb.finish() else { return };
    let f = p.fill().map(|f| fill(f, ctx));
    let st = p.stroke().map(|x| stroke(x, ctx));
    match p.paint_order() {
        usvg::PaintOrder::FillAndStroke => paint_path(s, &kp, f, st),
        usvg::PaintOrder::StrokeAndFill => {
            paint_path(s, &kp, None, st);
            paint_path(s, &kp, f, None);
        }
    }
}

fn paint_path(s: &mut Surface, p: &KPath, f: Option<Fill>, st: Option<Stroke>) {
    // krilla fills with black when given neither.
    if f.is_some() || st.is_some() {
        s.set_fill(f);
        s.set_stroke(st);
        s.draw_path(p);
    }
}

/// Draws laid-out text glyph by glyph, each under its own transform (usvg's glyph transform less
/// the font-size scaling, which krilla applies), as embedded text in the glyph's font.
fn draw_text(t: &usvg::Text, s: &mut Surface, ctx: &mut Ctx) {
    let Some(db) = ctx.db.clone() else { return };
    for span in t.layouted() {
        if !span.visible {
            continue;
        }
        for deco in [&span.underline, &span.overline].into_iter().flatten() {
            draw_path(deco, s, ctx);
        }
        let f = span.fill.as_ref().map(|f| fill(f, ctx));
        let st = span.stroke.as_ref().map(|x| stroke(x, ctx));
        if f.is_none() && st.is_none() {
            continue;
        }
        let size = span.font_size.get();
        for g in &span.positioned_glyphs {
            let Some(font) = ctx.font(&db, g.font) else {
                ctx.refuse("text in a font that is not shipped");
                continue;
            };
            let upem = font.units_per_em();
            let ts = g
                .transform()
                .pre_concat(usvg::Transform::from_scale(upem / size, upem / size));
            s.push_transform(&transform(ts));
            s.set_fill(f.clone());
            s.set_stroke(st.clone());
            s.draw_glyphs(
                KPoint::from_xy(0.0, 0.0),
                &[KrillaGlyph::new(
                    GlyphId::new(g.id.0),
                    0.0,
                    0.0,
                    0.0,
                    0.0,
                    0..g.text.len(),
                    None,
                )],
                font,
                &g.text,
                size,
                false,
            );
            s.pop();
        }
        if let Some(deco) = &span.line_through {
            draw_path(deco, s, ctx);
        }
    }
}

/// The board's pages ([`crate::output::render::page::pages`]) as one PDF.
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

    fn rfind(hay: &[u8], needle: &str) -> usize {
        hay.windows(needle.len())
            .rposition(|w| w == needle.as_bytes())
            .unwrap()
    }

    /// The number written at byte `at`.
    fn number_at(pdf: &[u8], at: usize) -> usize {
        let end = at + pdf[at..].iter().position(|b| !b.is_ascii_digit()).unwrap();
        std::str::from_utf8(&pdf[at..end]).unwrap().parse().unwrap()
    }

    /// The table `startxref` points at and its in-use entries (object number, offset). Bytes,
    /// not text: the font programs are binary, and lossy decoding would move every offset.
    fn table(pdf: &[u8]) -> (usize, Vec<(usize, usize)>) {
        let xref = number_at(pdf, rfind(pdf, "startxref\n") + 10);
        assert!(
            pdf[xref..].starts_with(b"xref\n0 "),
            "startxref points at the table"
        );
        let n = number_at(pdf, xref + 7);
        let mut at = xref + 7 + pdf[xref + 7..].iter().position(|&b| b == b'\n').unwrap() + 1;
        let mut used = Vec::new();
        for id in 0..n {
            let e = &pdf[at..at + 20];
            if e[17] == b'n' {
                used.push((id, number_at(pdf, at)));
            }
            at += 20;
        }
        assert!(pdf[at..].starts_with(b"trailer"));
        (xref, used)
    }

    #[test]
    fn every_pdf_asks_for_actual_size_and_its_offsets_hold() {
        let page = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"50mm\" height=\"40mm\" viewBox=\"0 0 50 40\"><rect x=\"5\" y=\"5\" width=\"10\" height=\"10\"/><text x=\"5\" y=\"30\" font-size=\"5\">Oasis</text></svg>";
        let pdf = from_svg_pages(&[(page.to_string(), [50.0, 40.0])], "t").unwrap();
        let count = pdf
            .windows(PRINT_SCALING_NONE.len())
            .filter(|w| *w == PRINT_SCALING_NONE.as_bytes())
            .count();
        assert_eq!(count, 1);
        // The entry is in the catalog, the object the trailer's /Root names.
        let root = number_at(&pdf, rfind(&pdf, "/Root ") + 6);
        let (_, used) = table(&pdf);
        assert!(used.len() >= 4, "catalog, pages, page, contents at least");
        for (id, off) in &used {
            assert!(
                pdf[*off..].starts_with(format!("{id} 0 obj").as_bytes()),
                "object {id} is where the table says"
            );
        }
        let cat = used.iter().find(|(id, _)| *id == root).unwrap().1;
        let end = cat + pdf[cat..].windows(6).position(|w| w == b"endobj").unwrap();
        let catalog = String::from_utf8_lossy(&pdf[cat..end]);
        assert!(catalog.contains("/Type/Catalog"), "{catalog}");
        assert!(catalog.contains(PRINT_SCALING_NONE), "{catalog}");
    }

    /// A catalog that already has viewer preferences gets `/PrintScaling` inside them.
    #[test]
    fn existing_viewer_preferences_are_kept() {
        let body = "%PDF-1.7\n1 0 obj\n<<\n  /Type /Catalog\n  /ViewerPreferences << /DisplayDocTitle true >>\n>>\nendobj\n";
        let xref = body.len();
        let pdf = format!(
            "{body}xref\n0 2\n0000000000 65535 f\r\n0000000009 00000 n\r\ntrailer\n<<\n  /Size 2\n  /Root 1 0 R\n>>\nstartxref\n{xref}\n%%EOF"
        );
        let out = print_at_actual_size(pdf.into_bytes()).unwrap();
        let text = String::from_utf8(out.clone()).unwrap();
        assert!(
            text.contains("/ViewerPreferences << /PrintScaling /None  /DisplayDocTitle true >>")
        );
        let (x, used) = table(&out);
        assert_eq!(x, xref + " /PrintScaling /None ".len());
        assert_eq!(used, vec![(1, 9)], "the catalog itself does not move");
    }

    #[test]
    fn a_file_without_a_table_is_refused() {
        assert!(print_at_actual_size(b"%PDF-1.7\nnothing".to_vec()).is_err());
    }
}
