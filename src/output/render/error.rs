//! The errors of rendering: [`RenderError`] (conversion and writing), [`OptionsError`] (paper,
//! tiling and number options that cannot be met) and [`WriteError`] (an output file that could
//! not be written, keeping its [`std::io::Error`]). Their messages are the ones users read.

use crate::output::render::paper::{MAX_PAPER_MM, MIN_PAPER_MM};
use crate::output::render::tile::{
    MARGIN_RANGE_MM, MAX_PAGES, OVERLAP_RANGE_MM, SCALE_CORRECTION_RANGE,
};
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// Errors of the conversions to PDF and PNG and of writing the files.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A generated SVG page did not parse (a bug: please report it).
    #[error("internal SVG error: {0}")]
    Svg(String),
    /// The PDF writer (krilla) failed, or a page uses an SVG feature the PDF converter does not
    /// draw.
    #[error("PDF conversion failed: {0}")]
    Pdf(String),
    /// A PDF or PNG needs the font programs and some are neither compiled in nor registered
    /// (a build without the `embedded-fonts` feature, such as the WebAssembly engine): the
    /// files, comma-separated.
    #[error(
        "the sheet's fonts are not loaded (missing: {0}): PDF and PNG output embed them; register the files of crates/savanna-fonts/fonts/ first (`fonts::register` in Rust, `await engine.loadFonts()` in JavaScript)"
    )]
    FontsNotLoaded(String),
    /// The PNG could not be made (size zero or too large, or encoding failed).
    #[error("PNG rendering failed: {0}")]
    Png(String),
    /// The request cannot be met: unknown output extension, unusable paper options, too many
    /// pages.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// An output file could not be written.
    #[error("cannot write {0}")]
    Io(#[source] WriteError),
}

/// An output file (or a set of pages) that could not be written: `path`, a note (e.g. that no
/// page was written) and the I/O error, kept as the [source](std::error::Error::source).
#[derive(Debug, thiserror::Error)]
#[error("{}{note}: {source}", path.display())]
pub struct WriteError {
    /// The file, or the file the pages are named after.
    pub path: PathBuf,
    /// Written after the path: empty, or `" (no page written)"`.
    pub note: &'static str,
    /// What the file system said.
    #[source]
    pub source: std::io::Error,
}

/// A print option that cannot be met or parsed; the message says what is accepted.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OptionsError {
    /// The output file's extension is none of `.svg`, `.pdf`, `.png`.
    #[error("cannot tell the format of `{}`: use a name ending in .svg, .pdf or .png", .0.display())]
    UnknownExtension(PathBuf),
    /// A paper size that is neither a named size nor `WIDTHxHEIGHT[mm|cm|in]`; `names` lists the
    /// named sizes, comma-separated.
    #[error("unknown paper size `{given}`: use one of {names} or WIDTHxHEIGHT[mm|cm|in]")]
    UnknownPaper {
        /// The text given.
        given: String,
        /// The named sizes, joined by `, `.
        names: String,
    },
    /// A paper side (mm) outside [`MIN_PAPER_MM`]..=[`MAX_PAPER_MM`].
    #[error("paper side {0} mm is outside {MIN_PAPER_MM}..={MAX_PAPER_MM} mm")]
    PaperSide(f64),
    /// An orientation other than `portrait`, `landscape` or `auto`.
    #[error("unknown orientation `{0}`: use portrait, landscape or auto")]
    UnknownOrientation(String),
    /// A value that should be a number.
    #[error("`{0}` is not a number")]
    NotANumber(String),
    /// A number outside the range its option declares; `what` names the option.
    #[error("{what} must be from {lo} to {hi}, not {value}", lo = range.start(), hi = range.end())]
    OutOfRange {
        /// The option, e.g. `the margin (mm)`.
        what: String,
        /// The accepted range.
        range: RangeInclusive<f64>,
        /// The value given.
        value: f64,
    },
    /// A scale correction given on the command line outside [`SCALE_CORRECTION_RANGE`].
    #[error(
        "scale correction {0} is outside {lo}..={hi} (a printer off by more than 20 % needs fixing, not correcting)",
        lo = SCALE_CORRECTION_RANGE.start(),
        hi = SCALE_CORRECTION_RANGE.end()
    )]
    ScaleCorrectionArgument(f64),
    /// A scale correction in the tile options outside [`SCALE_CORRECTION_RANGE`].
    #[error(
        "scale correction {0} is outside {lo}..={hi}",
        lo = SCALE_CORRECTION_RANGE.start(),
        hi = SCALE_CORRECTION_RANGE.end()
    )]
    ScaleCorrection(f64),
    /// A margin (mm) outside [`MARGIN_RANGE_MM`].
    #[error(
        "the margin must be from {lo} to {hi} mm, not {0}",
        lo = MARGIN_RANGE_MM.start(),
        hi = MARGIN_RANGE_MM.end()
    )]
    Margin(f64),
    /// An overlap (mm) outside [`OVERLAP_RANGE_MM`].
    #[error(
        "the overlap must be from {lo} to {hi} mm, not {0}",
        lo = OVERLAP_RANGE_MM.start(),
        hi = OVERLAP_RANGE_MM.end()
    )]
    Overlap(f64),
    /// The margins leave less than 10 mm of printable width or height (`area`, mm).
    #[error("the margins leave no room on {paper} paper: printable area {w:.0} x {h:.0} mm", w = area[0], h = area[1])]
    NoRoom {
        /// The paper's name.
        paper: String,
        /// Printable `[width, height]`, mm.
        area: [f64; 2],
    },
    /// The board's extent is infinite or NaN.
    #[error("the board's extent is not a finite size")]
    NotFinite,
    /// The board (`extent`, mm) needs more than [`MAX_PAGES`] pages.
    #[error(
        "the board ({w:.0} x {h:.0} mm) needs {pages} pages of {paper}: more than {MAX_PAGES}; use larger paper",
        w = extent[0],
        h = extent[1]
    )]
    TooManyPages {
        /// The board's `[width, height]`, mm.
        extent: [f64; 2],
        /// Pages it would need.
        pages: usize,
        /// The paper's name.
        paper: String,
    },
    /// No standard plan scale fits the board on the page.
    #[error("no standard scale fits the board on the page")]
    NoScaleFits,
    /// The plan came out without pages.
    #[error("the plan has no pages")]
    NoPages,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The messages are the ones the option checks wrote as `format!` strings before the
    /// errors had types (issue 13 part 5): users and scripts read them.
    #[test]
    fn messages_are_the_former_texts() {
        let cases = [
            (
                OptionsError::Margin(60.0),
                "the margin must be from 0 to 50 mm, not 60",
            ),
            (
                OptionsError::ScaleCorrection(2.0),
                "scale correction 2 is outside 0.8..=1.25",
            ),
            (
                OptionsError::NoRoom {
                    paper: "A5".into(),
                    area: [8.4, 120.6],
                },
                "the margins leave no room on A5 paper: printable area 8 x 121 mm",
            ),
            (
                OptionsError::TooManyPages {
                    extent: [10000.4, 5000.0],
                    pages: 1200,
                    paper: "A4".into(),
                },
                "the board (10000 x 5000 mm) needs 1200 pages of A4: more than 500; use larger paper",
            ),
            (
                OptionsError::OutOfRange {
                    what: "the margin (mm)".into(),
                    range: 0.0..=50.0,
                    value: 200.0,
                },
                "the margin (mm) must be from 0 to 50, not 200",
            ),
        ];
        for (e, text) in cases {
            assert_eq!(e.to_string(), text);
        }
    }
}
