//! True-scale print sheets of a validated board.
//!
//! Everything is drawn first as SVG by our own code ([`svg`] for the bare board sheet, [`page`]
//! for paper pages with tiling, calibration and legend); PDF ([`pdf`], via krilla) and PNG
//! ([`png`], via resvg) are conversions of those SVG pages, so all formats show the same drawing.
//! [`output::write`] picks the format from the output file's extension and writes the files.
//!
//! Units: board drawings use board units (the board's `units`) with x to the right and y down,
//! origin top-left; pages use millimetres. Text is set in the fonts shipped in `crates/savanna-fonts/fonts/`
//! (DejaVu Sans, and Noto fonts for other scripts and emoji: see [`crate::fonts`]; licences beside
//! them), embedded in PDFs, so output does not depend on the fonts a machine has.

pub mod colour;
mod cover;
mod cutout;
mod draw;
mod error;
pub mod font_svg;
pub mod in_play;
pub mod occupancy;
pub mod output;
pub mod page;
pub mod paper;
pub mod pdf;
pub mod plan;
pub mod plan_page;
pub mod png;
mod proof;
mod rulers;
pub mod start;
pub mod svg;
pub mod text;
pub mod tile;
mod tiled;

pub use error::{OptionsError, RenderError, WriteError};
pub use resvg::usvg;

/// DejaVu Sans Book (Debian's `fonts-dejavu-core` 2.37; licence: Bitstream Vera, DejaVu changes in
/// the public domain, see `crates/savanna-fonts/fonts/LICENSE-DejaVu.txt`). Compiled in with the
/// `embedded-fonts` feature only (else see [`crate::fonts::register`]).
#[cfg(feature = "embedded-fonts")]
pub static FONT_DEJAVU_SANS: &[u8] = match crate::fonts::FONTS[crate::fonts::DEJAVU].embedded {
    Some(d) => d,
    None => &[],
};

/// The font family name used in every drawing.
pub const FONT_FAMILY: &str = "DejaVu Sans";

/// The `font-family` attribute written into SVG: the shipped font first, then fallbacks for
/// viewers that do not have it.
pub const FONT_FAMILY_CSS: &str = "DejaVu Sans, Verdana, sans-serif";

/// Decimals kept for numbers written into SVG (4: 0.1 µm on a millimetre board).
pub const SVG_DECIMALS: usize = 4;

/// Millimetres per PostScript/PDF point (1 pt = 1/72 in = 25.4/72 mm).
pub const MM_PER_PT: f64 = 25.4 / 72.0;

/// Parses a command-line value that must lie in `range` (the range an option type declares, e.g.
/// [`tile::MARGIN_RANGE_MM`]); `what` names it in the message, e.g. `"the margin (mm)"`.
///
/// ```
/// use savanna::output::render::{parse_in_range, tile::MARGIN_RANGE_MM};
/// assert_eq!(parse_in_range("12.5", &MARGIN_RANGE_MM, "the margin (mm)"), Ok(12.5));
/// assert!(parse_in_range("200", &MARGIN_RANGE_MM, "the margin (mm)").is_err());
/// assert!(parse_in_range("NaN", &MARGIN_RANGE_MM, "the margin (mm)").is_err());
/// ```
///
/// # Errors
/// [`OptionsError::NotANumber`] when `s` is not a number, [`OptionsError::OutOfRange`] (naming
/// the accepted range) when it lies outside `range`.
pub fn parse_in_range(
    s: &str,
    range: &std::ops::RangeInclusive<f64>,
    what: &str,
) -> Result<f64, OptionsError> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| OptionsError::NotANumber(s.to_string()))?;
    if range.contains(&v) {
        Ok(v)
    } else {
        Err(OptionsError::OutOfRange {
            what: what.to_string(),
            range: range.clone(),
            value: v,
        })
    }
}

/// Formats a number for SVG: [`SVG_DECIMALS`] decimals, trailing zeros dropped, `-0` written as
/// `0`, non-finite values written as `0` (they never reach a valid drawing).
///
/// ```
/// use savanna::output::render::num;
/// assert_eq!(num(1.5), "1.5");
/// assert_eq!(num(2.0), "2");
/// assert_eq!(num(-0.00001), "0");
/// assert_eq!(num(0.1 + 0.2), "0.3");
/// ```
pub fn num(x: f64) -> String {
    if !x.is_finite() {
        return "0".to_string();
    }
    let mut s = format!("{:.*}", SVG_DECIMALS, x);
    if s.contains('.') {
        while s.ends_with('0') {
            s.pop();
        }
        if s.ends_with('.') {
            s.pop();
        }
    }
    if s == "-0" { "0".to_string() } else { s }
}

/// Makes text safe for an SVG text node: characters that XML 1.0 does not allow (control
/// characters other than tab, line feed and carriage return; lone surrogates cannot occur in a
/// Rust string; U+FFFE and U+FFFF) become U+FFFD. (`&`, `<` and `>` are escaped by the svg crate.)
///
/// ```
/// assert_eq!(savanna::output::render::xml_text("a\u{0}b"), "a\u{FFFD}b");
/// ```
pub fn xml_text(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\t' | '\n' | '\r' => c,
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => '\u{FFFD}',
            c => c,
        })
        .collect()
}

/// usvg options that know only the shipped fonts ([`font_svg::fontdb`]; no system fonts: output is
/// the same on every machine), with DejaVu Sans as the default and sans-serif family.
///
/// usvg's own font fallback is off: our SVG writers name the font of every run
/// ([`font_svg::svg_text`]), and usvg's fallback reshapes a whole line with the first font that has
/// every character, which would set an Arabic name in DejaVu Sans's Arabic after all (DejaVu Sans
/// has the letters, without the Latin that Noto Sans Arabic lacks). A character in no font is
/// drawn as its run font's empty box.
///
/// # Errors
/// [`RenderError::FontsNotLoaded`] when a font program is neither compiled in nor registered
/// ([`crate::fonts::missing`]): a PDF or PNG without it would not be the same bytes.
pub fn usvg_options() -> Result<usvg::Options<'static>, RenderError> {
    let font_resolver = usvg::FontResolver {
        select_fallback: Box::new(|_, _, _| None),
        ..usvg::FontResolver::default()
    };
    Ok(usvg::Options {
        font_family: FONT_FAMILY.to_string(),
        fontdb: font_svg::fontdb()?,
        font_resolver,
        ..usvg::Options::default()
    })
}

/// Parses SVG text with [`usvg_options`].
///
/// # Errors
/// [`RenderError::Svg`] when the text is not valid SVG; [`RenderError::FontsNotLoaded`] as
/// [`usvg_options`].
pub fn parse_svg(svg: &str) -> Result<usvg::Tree, RenderError> {
    usvg::Tree::from_str(svg, &usvg_options()?).map_err(|e| RenderError::Svg(e.to_string()))
}
