//! The shipped fonts ([`crate::fonts`]) for the renderer: usvg's font database, and text as SVG
//! nodes, one `<tspan>` per run that is not set in DejaVu Sans.

use crate::fonts::{DEJAVU, FONTS, Run, family_css, shaping_runs};
use crate::output::render::{RenderError, usvg, xml_text};
use std::sync::{Arc, OnceLock};
use svg::node::element::{TSpan, Text};

/// The font database usvg sets text from: the shipped fonts only, DejaVu Sans as the sans-serif
/// family. Built once, when every font program is there (compiled in, or registered:
/// [`crate::fonts::data`]); the font data is not copied.
///
/// # Errors
/// [`RenderError::FontsNotLoaded`], naming the files, while a font program is missing
/// ([`crate::fonts::missing`]; only without the `embedded-fonts` feature).
pub fn fontdb() -> Result<Arc<usvg::fontdb::Database>, RenderError> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    if let Some(db) = DB.get() {
        return Ok(db.clone());
    }
    let programs: Vec<&'static [u8]> = (0..FONTS.len()).filter_map(crate::fonts::data).collect();
    if programs.len() < FONTS.len() {
        return Err(RenderError::FontsNotLoaded(
            crate::fonts::missing().join(", "),
        ));
    }
    Ok(DB
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            for data in programs {
                db.load_font_source(usvg::fontdb::Source::Binary(Arc::new(data)));
            }
            db.set_sans_serif_family(FONTS[DEJAVU].family);
            Arc::new(db)
        })
        .clone())
}

/// One run as an SVG node: a plain text node in DejaVu Sans (the drawing's font), else a
/// `<tspan>` naming the run's font.
fn run_node(r: &Run<'_>) -> Box<dyn svg::Node> {
    if r.font == DEJAVU {
        Box::new(svg::node::Text::new(xml_text(r.text)))
    } else {
        Box::new(TSpan::new(xml_text(r.text)).set("font-family", family_css(r.font)))
    }
}

/// One run of [`shaping_runs`] as an SVG node, as [`run_node`].
fn shaping_node(font: usize, text: &str) -> Box<dyn svg::Node> {
    run_node(&Run { font, text })
}

/// An SVG `<text>` setting `s` in the shipped fonts: text in DejaVu Sans only is written as
/// plain content (as before fonts were chosen per run), other runs as `<tspan
/// font-family="…">` children ([`shaping_runs`]: ignorable characters a font would delete are
/// left out). Characters XML forbids are replaced ([`xml_text`]).
pub fn svg_text(s: &str) -> Text {
    let r = shaping_runs(s);
    match r.as_slice() {
        [] => Text::new(xml_text(s)),
        [(DEJAVU, t)] => Text::new(xml_text(t)),
        _ => r
            .iter()
            .fold(Text::new(""), |t, (f, run)| t.add(shaping_node(*f, run))),
    }
}

/// As [`svg_text`], a `<tspan>` (one line of a multi-line label).
pub fn svg_tspan(s: &str) -> TSpan {
    let r = shaping_runs(s);
    match r.as_slice() {
        [] => TSpan::new(xml_text(s)),
        [(DEJAVU, t)] => TSpan::new(xml_text(t)),
        _ => r
            .iter()
            .fold(TSpan::new(""), |t, (f, run)| t.add(shaping_node(*f, run))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(feature = "embedded-fonts")]
    fn fontdb_knows_every_family() {
        let db = fontdb().expect("the fonts are compiled in");
        for f in &FONTS {
            assert!(
                db.faces()
                    .any(|face| face.families.iter().any(|(n, _)| n == f.family)),
                "fontdb names {} `{}`",
                f.file,
                f.family
            );
        }
    }
}
