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
    doc.finish().map_err(|e| RenderError::Pdf(format!("{e:?}")))
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
