//! SVG import: a drawing from Inkscape, Illustrator or any vector editor becomes a board file.
//!
//! Geometry comes from usvg (resvg's SVG parser, re-exported by resvg): every `line`,
//! `polyline`, `polygon`, `rect` and `path` (M, L, H, V, Z; curves flattened with a warning, a
//! board being made of straight lines) after every transform, the viewBox included, clipped to
//! its clip-paths, in px at the writer's px per inch ([`units`]: CSS's 96, Illustrator's
//! 72, old Inkscape's 90, draw.io's 100...; [`ImportOptions`] overrides it), converted to millimetres: an
//! Inkscape document in mm through its viewBox, an Illustrator one in pt (`width="612pt"`) or
//! in its px, and plain px all come out in true mm. roxmltree (the XML reader under usvg)
//! supplies what usvg drops: element lines for diagnostics, `inkscape:label`s, text content.
//!
//! Before usvg reads it the document is rewritten, keeping what the author meant: the CSS of
//! its `<style>` sheets goes into each element's `style` attribute (`css`: every selector
//! keeps matching), the elements get generated ids (references follow), texts become marker
//! circles at their anchors (units kept), a `<use>` of a `<symbol>` gets the symbol's size (SVG
//! 2), ignored layers are blanked (lines kept, for the diagnostics' line numbers).
//!
//! - The frame is the element whose `id` or `inkscape:label` is `frame` (or the one shape of
//!   a group so named), if it is one closed outline, else the page. Coordinates are shifted
//!   so that the frame's top-left corner is the origin (y down).
//! - A `text` that shows names the region under its anchor point (its `x`, `y`, after
//!   transforms).
//! - Circles and ellipses are pieces, not lines: a light fill or a label/id containing `lion`
//!   is a lion, a dark fill or `jackal` a jackal; they become the setup, and circles of one
//!   kind that agree give its diameter. A path that draws a circle (Inkscape 0.92's arcs, four
//!   cubic Béziers, through transforms and clones) is a circle when its fill or name makes it
//!   a piece (`forms`).
//! - A filled strip that is a line's outline (Stroke to Path, Outline Stroke) is read as its
//!   centre line, with a note; a text's lines are joined with a space (`forms`).
//! - Groups whose id or `inkscape:label` is in [`IGNORED_LAYERS`] are skipped.
//! - A sheet savanna rendered (its board group marked `data-units`) is read exactly instead,
//!   in the board's units: lines, frame, region names, pieces and setup (see [`import`]).
//!
//! Every YAML line written records the SVG element it came from ([`Imported::sources`]), so
//! that the diagnostics of the imported board point at that element's start tag in the SVG
//! ([`Imported::to_svg`], [`Imported::run_with`]).

use crate::diagnostics::{Diagnostic, Span};
use resvg::usvg;
use usvg::roxmltree;

mod board;
pub mod bytes;
mod css;
mod forms;
mod read;
mod rewrite;
mod savanna;
mod shapes;
pub mod units;
mod walk;
mod words;
mod write;
mod xmlgeom;

use savanna::import_savanna;
use write::{Notes, start_tag};

/// Layer (group) names skipped on import, compared case-insensitively.
pub const IGNORED_LAYERS: &[&str] = &[
    "guides",
    "guide",
    "notes",
    "note",
    "ignore",
    "background",
    "legend",
    "title",
];

/// Grid of the imported coordinates, mm: usvg computes in 32-bit floats (about 7 significant
/// digits, 3e-5 mm at 300 mm), so coordinates are rounded to 1 µm, far below drawing precision;
/// it is also the imported board's snap pitch (`snap:`), so that a line drawn to end on
/// another does not become an overshoot or a gap of a fraction of it.
pub const IMPORT_GRID_MM: f64 = 1e-3;

/// Millimetres per CSS px (96 px per inch).
pub const MM_PER_PX: f64 = 25.4 / 96.0;

/// CSS px per inch, the SVG standard's (and Inkscape 0.92's and later).
pub const CSS_PX_PER_INCH: f64 = 96.0;

/// px per inch of Adobe Illustrator's SVG (every version writes its points as `px`).
pub const ILLUSTRATOR_PX_PER_INCH: f64 = 72.0;

/// px per inch of Inkscape 0.91 and before.
pub const OLD_INKSCAPE_PX_PER_INCH: f64 = 90.0;

/// How an SVG drawing is read.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct ImportOptions {
    /// px (and unitless user units) per inch. `None`: recognised from the file's writer
    /// ([`units::read_units`]: Illustrator 72, Inkscape 0.91 and before 90, draw.io 100...),
    /// else CSS's 96 (with a note when the drawing has no physical size).
    /// Must be finite and positive (the CLI's `--px-per-inch` checks it).
    pub px_per_inch: Option<f64>,
}

/// The largest coordinate of an imported drawing, mm (10 m): usvg reads in 32-bit floats,
/// whose spacing reaches the 1 µm import grid ([`IMPORT_GRID_MM`]) at about 8 m, so a larger
/// drawing would come out with float noise.
pub const MAX_IMPORT_MM: f64 = 10_000.0;

/// The largest magnitude of a number in a drawing's geometry (coordinates, lengths, path
/// data, transforms, viewBox), in the SVG's own user units, checked before usvg reads it: usvg
/// computes in 32-bit floats, which are 64 units apart at 1e9 (a drawing cannot be placed
/// there to the 1 µm import grid at any scale), overflow to infinity at 3.4e38 (the shape is
/// then dropped) and make usvg's arc flattening run for minutes near it.
pub const MAX_RAW_NUMBER: f64 = 1e9;

/// Pieces of a curve once flattened (uniform in the curve's parameter).
pub const CURVE_PIECES: usize = 8;

const INKSCAPE_NS: &str = "http://www.inkscape.org/namespaces/inkscape";

/// A board read from an SVG.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The board file (YAML, units mm; a savanna sheet's own units), each line commented with
    /// the SVG element it came from.
    pub yaml: String,
    /// Warnings, each naming the SVG element (`<path id="river">`) and its line in the SVG.
    pub warnings: Vec<String>,
    /// Notes on how the drawing was read (the px per inch of its editor), each a sentence.
    pub notes: Vec<String>,
    /// The same warnings and notes as diagnostics (codes `savanna::import::*`), labels in the SVG text.
    pub diagnostics: Vec<Diagnostic>,
    /// The SVG text the board was read from.
    pub svg: String,
    /// Where each piece of [`Imported::yaml`] came from, in YAML order: the byte range of a
    /// YAML line (a board line, a region name, a piece of the setup, the frame) and the start
    /// tag of the SVG element it was read from.
    pub sources: Vec<Source>,
    /// The start tag of the root `<svg>` element: where diagnostics about what no element
    /// drew (the page as frame, the file's header) point.
    pub root: Span,
    /// The pieces read from the drawing's circles, in the order of the SVG (empty for a
    /// savanna sheet, whose setup is read from its data).
    pub pieces: Vec<DrawnPiece>,
    /// [`Imported::warnings`] as catalogue messages ([`Imported::warnings_in`]).
    said_warnings: Vec<crate::diagnostics::Said>,
    /// [`Imported::notes`] as catalogue messages ([`Imported::notes_in`]).
    said_notes: Vec<crate::diagnostics::Said>,
}

impl Imported {
    /// [`Imported::warnings`] in `lang` (the same texts in English).
    pub fn warnings_in(&self, lang: crate::i18n::Lang) -> Vec<String> {
        self.said_warnings.iter().map(|s| s.text(lang)).collect()
    }

    /// [`Imported::notes`] in `lang` (the same texts in English).
    pub fn notes_in(&self, lang: crate::i18n::Lang) -> Vec<String> {
        self.said_notes.iter().map(|s| s.text(lang)).collect()
    }
}

/// Messages said in English.
fn en(said: &[crate::diagnostics::Said]) -> Vec<String> {
    said.iter().map(|s| s.text(crate::i18n::Lang::En)).collect()
}

/// A piece read from a circle of a drawing: a `<circle>` or `<ellipse>`, or a path that draws
/// one (an Inkscape arc, four arcs or four cubic Béziers), or a `<use>` of either.
#[derive(Debug, Clone, PartialEq)]
pub struct DrawnPiece {
    /// A lion (else a jackal).
    pub lion: bool,
    /// Its centre, mm, in the board's coordinates (origin at the frame's top-left, y down),
    /// on the import grid.
    pub centre: [f64; 2],
    /// Its diameter, mm, on the import grid; `None` for an ellipse (not a circle).
    pub diameter: Option<f64>,
    /// The start tag of its SVG element (of the `<use>`, for a clone).
    pub svg: Span,
}

/// One YAML line of an imported board and the SVG element it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// Byte range in [`Imported::yaml`] (one whole line, its newline excluded).
    pub yaml: std::ops::Range<usize>,
    /// The element's start tag (`<path … >`) in [`Imported::svg`].
    pub svg: Span,
}

#[derive(Debug, Clone)]
struct Element {
    tag: String,
    id: Option<String>,
    label: Option<String>,
    line: u32,
    text: Option<String>,
    span: Span,
    /// The frame: its id or label is `frame`, or it is the one shape of a group so named.
    frame: bool,
}

impl Element {
    /// The element `n` of `doc` (read from `src`).
    fn of(n: roxmltree::Node, doc: &roxmltree::Document, src: &str) -> Element {
        Element {
            tag: n.tag_name().name().to_string(),
            id: n.attribute("id").map(str::to_string),
            label: n.attribute((INKSCAPE_NS, "label")).map(str::to_string),
            line: doc.text_pos_at(n.range().start).row,
            text: None,
            span: start_tag(n, src),
            frame: false,
        }
    }
    /// The element `n` (read from `src`) under the tag, names and line the walk read for it,
    /// without text.
    fn under(
        n: roxmltree::Node,
        src: &str,
        tag: String,
        id: Option<String>,
        label: Option<String>,
        line: u32,
    ) -> Element {
        Element {
            tag,
            id,
            label,
            line,
            text: None,
            span: start_tag(n, src),
            frame: false,
        }
    }
    /// `<tag id="…"> (line N)`, its id or label with control characters and line separators
    /// escaped (`\n`), so that it stays on one line of a YAML comment or a message.
    fn describe(&self) -> String {
        self.said().text(crate::i18n::Lang::En)
    }
    /// The id and the label, control characters and line separators escaped (`\n`).
    fn names(&self) -> (Option<String>, Option<String>) {
        let one_line = |s: &str| -> String {
            s.chars()
                .flat_map(|c| {
                    let escape =
                        c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{feff}');
                    let e: Vec<char> = if escape {
                        c.escape_default().collect()
                    } else {
                        vec![c]
                    };
                    e
                })
                .collect()
        };
        (
            self.id.as_deref().map(one_line),
            self.label.as_deref().map(one_line),
        )
    }
    fn named(&self, what: &str) -> bool {
        let has = |s: &Option<String>| {
            s.as_deref()
                .is_some_and(|s| s.to_lowercase().contains(what))
        };
        has(&self.id) || has(&self.label)
    }
}

const GEN: &str = "savanna-import-";

/// How far apart two piece circles' diameters may be and still agree, mm: an editor's rounding
/// (Illustrator writes 2 decimals of a point, 0.007 mm) is far below it, a piece drawn another
/// size far above.
pub const PIECE_SIZE_TOLERANCE_MM: f64 = 0.05;

/// Why an SVG file cannot be imported; the message names the line where there is one.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The text is not well-formed XML (roxmltree's error, which gives the line).
    #[error("not an SVG file: {0}")]
    Xml(#[source] roxmltree::Error),
    /// usvg does not read the document.
    #[error("not an SVG file: {0}")]
    Usvg(#[source] usvg::Error),
    /// A page of a savanna print with no board on it.
    #[error(
        "a page of a sheet savanna drew, with no board on it (the cover, the rules or the cut-out pieces): import the sheet, a tile page or the plan page"
    )]
    BoardlessPage,
    /// No straight lines in the drawing.
    #[error(
        "the SVG has no straight lines to make a board of (line, polyline, polygon, rect or path)"
    )]
    NoLines,
    /// A savanna sheet whose board group gives units other than mm, cm, m, in.
    #[error("line {line}: the board's units `{units}` are none of mm, cm, m, in")]
    Units {
        /// The line of the board group in the SVG (from 1).
        line: u32,
        /// The units given.
        units: String,
    },
    /// A drawing larger than [`MAX_IMPORT_MM`] from the page's corner.
    #[error(
        "the drawing reaches {mm:.3e} mm from the page's corner: savanna imports drawings up to {max} mm (10 m), where usvg's 32-bit coordinates still hold 1 µm; check the width, height and viewBox of the <svg> element",
        max = MAX_IMPORT_MM
    )]
    TooLarge {
        /// The farthest coordinate, mm.
        mm: f64,
    },
    /// A savanna sheet whose `lines` group holds no line.
    #[error("the savanna sheet has no lines in its `lines` group")]
    NoSheetLines,
    /// A number in the drawing's geometry above [`MAX_RAW_NUMBER`].
    #[error(
        "line {line}: {element} has {what}, a number larger than {max:e}: savanna imports drawings up to 10 m, and usvg's 32-bit coordinates cannot place it (at 3.4e38 they overflow and the shape would be lost); check the number, or the drawing's units and viewBox",
        max = MAX_RAW_NUMBER
    )]
    NumberTooLarge {
        /// The line of the element in the SVG (from 1).
        line: u32,
        /// The element (`<path id="river">`).
        element: String,
        /// The attribute and its value (`d="M 0 0 L 1e39 0"`).
        what: String,
    },
}

/// [`import_with`] with the default options (px per inch recognised from the file).
///
/// # Errors
/// As [`import_with`].
pub fn import(svg: &str) -> Result<Imported, ImportError> {
    import_with(svg, &ImportOptions::default())
}

/// Reads `svg` (the file's text) as a board file (YAML, mm); the SVG's `<title>` names it.
///
/// A sheet that savanna rendered (its board group carries `data-units`) is read exactly, in
/// the board's own units: the `lines` group's lines, the `frame` path and the names on the
/// region fills (`data-name`); legends, labels, certificates and page furniture are left out.
///
/// Any other drawing is read in stages, each a function of the one before: the document
/// walked and rewritten for usvg (`rewrite`), usvg's tree at the px per inch read
/// ([`units`]), the drawing read from the tree's shapes (`read`), the board file written
/// (`board`).
///
/// # Errors
/// [`ImportError`], naming the line when the text is not well-formed SVG, or saying that it
/// has no lines.
pub fn import_with(svg: &str, opts: &ImportOptions) -> Result<Imported, ImportError> {
    let doc = roxmltree::Document::parse_with_options(
        svg,
        roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        },
    )
    .map_err(ImportError::Xml)?;
    let root = start_tag(doc.root_element(), svg);
    if let Some(board) = doc.descendants().find(|n| {
        n.tag_name().name() == "g"
            && n.has_attribute("data-units")
            && n.attribute("id").is_some_and(|i| i.ends_with("board"))
    }) {
        return import_savanna(svg, &doc, board, root);
    }
    let savanna_page = doc.root_element().children().any(|n| {
        n.attribute("id") == Some("page")
            && n.descendants()
                .any(|d| matches!(d.attribute("id"), Some("cover" | "cutouts" | "footer")))
    });
    if savanna_page {
        return Err(ImportError::BoardlessPage);
    }
    let css = css::Css::of(&doc);
    // px per inch: given, else the writer's, else CSS's (the note is written below).
    let (px_per_inch, units_note) = units::read_units(&doc, opts.px_per_inch);
    let rewritten = rewrite::rewrite(svg, &doc, &css, px_per_inch)?;
    let mut notes = Notes::default();
    // usvg converts every absolute unit (mm, in, pt) at the px per inch read, so that px and
    // user units come out at the author's size.
    if let Some((code, what, help)) = units_note {
        notes.note(code, root, what, help);
    }
    let mm_per_px = 25.4 / px_per_inch;
    let usvg_opts = usvg::Options {
        dpi: px_per_inch as f32,
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&rewritten.text, &usvg_opts).map_err(ImportError::Usvg)?;
    let rewrite::Rewritten {
        elements,
        title,
        found,
        ..
    } = rewritten;
    let drawing = read::read(&doc, &tree, &elements, found, mm_per_px, &mut notes);
    board::write(svg, &elements, title, drawing, mm_per_px, root, notes)
}

impl Imported {
    /// `d` (labels in [`Imported::yaml`]) moved into the SVG: each label goes to the start tag
    /// of the element its YAML line came from (the root `<svg>` tag for lines no element
    /// drew), so that a diagnostic names the element and its line in the SVG file.
    pub fn to_svg(&self, d: &Diagnostic) -> Diagnostic {
        let mut d = d.clone();
        for l in &mut d.labels {
            let at = l.span.offset;
            let i = self.sources.partition_point(|s| s.yaml.end < at);
            l.span = match self.sources.get(i) {
                Some(s) if s.yaml.start <= at => s.svg,
                _ => self.root,
            };
        }
        d
    }

    /// Runs the pipeline ([`crate::pipeline::run_with`]) on the imported board, with every
    /// diagnostic (the import's own first) pointing into the SVG ([`Imported::to_svg`]); the
    /// validated board's diagnostics give lines and columns in the SVG.
    ///
    /// # Errors
    /// The diagnostics, in the SVG, when the imported board cannot be loaded.
    pub fn run_with(
        &self,
        opts: &crate::pipeline::Options,
        progress: &(dyn Fn(crate::pipeline::Progress) + Sync),
    ) -> Result<crate::pipeline::Outcome, Vec<Diagnostic>> {
        let moved = |ds: Vec<Diagnostic>| -> Vec<Diagnostic> {
            self.diagnostics
                .iter()
                .cloned()
                .chain(ds.iter().map(|d| self.to_svg(d)))
                .collect()
        };
        match crate::pipeline::run_with(&self.yaml, opts, progress) {
            Err(ds) => Err(moved(ds)),
            Ok(mut out) => {
                out.diagnostics = moved(std::mem::take(&mut out.diagnostics));
                let lines = crate::diagnostics::LineIndex::new(&self.svg);
                out.validated.diagnostics = out
                    .diagnostics
                    .iter()
                    .map(|d| crate::validated::DiagnosticOut::from_diagnostic(d, &lines))
                    .collect();
                Ok(out)
            }
        }
    }
}
