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

use crate::diagnostics::{Code, Diagnostic, Span};
use resvg::usvg;
use usvg::roxmltree;

pub mod bytes;
mod css;
mod forms;
mod savanna;
mod shapes;
pub mod units;
mod write;
mod xmlgeom;

use savanna::import_savanna;
use shapes::{collect, flatten};
use write::{Notes, Yaml, num, pt, setup, snap, start_tag, write_frame, yaml_str};

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
        let (id, label) = (
            self.id.as_deref().map(one_line),
            self.label.as_deref().map(one_line),
        );
        match (&id, &label) {
            (Some(id), _) => format!("<{} id=\"{id}\"> (line {})", self.tag, self.line),
            (None, Some(l)) => format!("<{} label \"{l}\"> (line {})", self.tag, self.line),
            (None, None) => format!("<{}> (line {})", self.tag, self.line),
        }
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

/// A piece's kind by its fill: a grey (channels within 24 of each other) that is light (every
/// channel at least 208: white, `#eeeeee`) is a lion (`Some(true)`), one that is dark (every
/// channel at most 96: black, `#1a1a1a`, savanna's own legend `#444444`) a jackal
/// (`Some(false)`); any other colour is neither.
fn piece_colour((r, g, b): (u8, u8, u8)) -> Option<bool> {
    let (lo, hi) = (r.min(g).min(b), r.max(g).max(b));
    if hi - lo > 24 {
        None
    } else if lo >= 208 {
        Some(true)
    } else if hi <= 96 {
        Some(false)
    } else {
        None
    }
}

/// The bounding box (low corner, high corner) of `polylines`.
/// True when `polylines` (mm) are one closed axis-aligned rectangle covering the page
/// (`page`: its width and height in mm, from (0, 0)), each side within half a millimetre or
/// half a percent of the page's larger side: a background (Affinity's artboard `rect`,
/// LibreOffice's page fill, a white sheet under the drawing), not a shape of the board.
fn page_background(polylines: &[Vec<[f64; 2]>], page: [f64; 2]) -> bool {
    let [ring] = polylines else { return false };
    if ring.len() < 5 || ring.first() != ring.last() || !page.iter().all(|s| *s > 0.0) {
        return false;
    }
    let tol = 0.5f64.max(0.005 * page[0].max(page[1]));
    let (lo, hi) = bounds(polylines);
    let covers = lo.iter().all(|v| v.abs() <= tol)
        && (hi[0] - page[0]).abs() <= tol
        && (hi[1] - page[1]).abs() <= tol;
    // Every corner on the bounding box's sides, every side along x or y: a rectangle.
    let on_box = ring
        .iter()
        .all(|p| (0..2).any(|i| (p[i] - lo[i]).abs() <= tol || (p[i] - hi[i]).abs() <= tol));
    let straight = ring
        .windows(2)
        .all(|w| (w[0][0] - w[1][0]).abs() <= tol || (w[0][1] - w[1][1]).abs() <= tol);
    covers && on_box && straight
}

fn bounds(polylines: &[Vec<[f64; 2]>]) -> ([f64; 2], [f64; 2]) {
    let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
    for p in polylines.iter().flatten() {
        for i in 0..2 {
            lo[i] = lo[i].min(p[i]);
            hi[i] = hi[i].max(p[i]);
        }
    }
    (lo, hi)
}

/// How far apart two piece circles' diameters may be and still agree, mm: an editor's rounding
/// (Illustrator writes 2 decimals of a point, 0.007 mm) is far below it, a piece drawn another
/// size far above.
pub const PIECE_SIZE_TOLERANCE_MM: f64 = 0.05;

/// `pieces:` from the piece circles (`sizes`: kind, diameter in mm) when the circles of a kind
/// agree (to [`PIECE_SIZE_TOLERANCE_MM`]) on a diameter other than the default (30 mm lions, 20
/// mm jackals; their mean, on the import grid), said in a note;
/// circles of one kind that disagree keep the default, said too. Counts stay the defaults.
fn write_pieces(y: &mut Yaml, sizes: &[(bool, Option<f64>)], notes: &mut Notes, root: Span) {
    use crate::input::{
        DEFAULT_JACKAL_COUNT, DEFAULT_JACKAL_DIAMETER_MM, DEFAULT_LION_COUNT,
        DEFAULT_LION_DIAMETER_MM,
    };
    let mut diameters = [DEFAULT_JACKAL_DIAMETER_MM, DEFAULT_LION_DIAMETER_MM];
    let mut changed = false;
    for (lion, kind) in [(true, "lion"), (false, "jackal")] {
        let ds: Vec<Option<f64>> = sizes
            .iter()
            .filter(|(l, _)| *l == lion)
            .map(|(_, d)| *d)
            .collect();
        let Some(first) = ds.first() else { continue };
        let default = diameters[lion as usize];
        let agree = |a: f64, b: f64| (a - b).abs() <= PIECE_SIZE_TOLERANCE_MM;
        match first {
            Some(d) if ds.iter().all(|x| x.is_some_and(|x| agree(x, *d))) => {
                // Their mean, on the import grid.
                let d = snap([ds.iter().flatten().sum::<f64>() / ds.len() as f64, 0.0])[0];
                if !agree(d, default) && d > 0.0 {
                    diameters[lion as usize] = d;
                    changed = true;
                    notes.note(
                        Code::ImportPieceSize,
                        root,
                        &format!(
                            "{kind} diameter {} mm, from the {} {kind} circle{} (they agree)",
                            num(d),
                            ds.len(),
                            if ds.len() == 1 { "" } else { "s" }
                        ),
                        &format!("the default is {} mm", num(default)),
                    );
                }
            }
            _ => notes.note(
                Code::ImportPieceSize,
                root,
                &format!(
                    "the {kind} circles are not all circles of one size: {kind} diameter left at the default {} mm",
                    num(default)
                ),
                &format!("draw every {kind} the same size to give the {kind} diameter"),
            ),
        }
    }
    if changed {
        y.push(
            &format!(
                "pieces: {{lion: {{diameter: {}, count: {DEFAULT_LION_COUNT}}}, jackal: {{diameter: {}, count: {DEFAULT_JACKAL_COUNT}}}}}",
                num(diameters[1]),
                num(diameters[0])
            ),
            None,
        );
    }
}

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
    let mut w = shapes::Walk {
        // For text offsets given in absolute units.
        px_per_inch,
        src: svg,
        doc: &doc,
        css: &css,
        elements: Vec::new(),
        edits: Vec::new(),
        title: None,
        hidden: Vec::new(),
        unreadable: Vec::new(),
        bad_texts: Vec::new(),
        frame_groups: Vec::new(),
        frame_node: None,
        too_large: None,
    };
    w.walk(doc.root_element());
    // A page too large for usvg's 32-bit floats (1e39 mm overflows them: usvg would say only
    // "invalid size") is the 10 m check's, with its size in mm.
    for a in ["width", "height"] {
        use std::str::FromStr;
        let Some(l) = doc
            .root_element()
            .attribute(a)
            .and_then(|v| svgtypes::Length::from_str(v).ok())
        else {
            continue;
        };
        if l.number.abs() > MAX_RAW_NUMBER {
            let ppi = w.px_per_inch;
            let mm_per = match l.unit {
                svgtypes::LengthUnit::Mm => 1.0,
                svgtypes::LengthUnit::Cm => 10.0,
                svgtypes::LengthUnit::In => 25.4,
                svgtypes::LengthUnit::Pt => 25.4 / 72.0,
                svgtypes::LengthUnit::Pc => 25.4 / 6.0,
                _ => 25.4 / ppi,
            };
            return Err(ImportError::TooLarge {
                mm: l.number.abs() * mm_per,
            });
        }
    }
    if let Some((el, what)) = w.too_large.take() {
        return Err(ImportError::NumberTooLarge {
            line: el.line,
            element: format!(
                "<{}{}>",
                el.tag,
                el.id
                    .as_deref()
                    .map(|i| format!(" id=\"{i}\""))
                    .unwrap_or_default()
            ),
            what,
        });
    }
    // The style sheets are in the elements' `style` attributes now.
    for r in &css.sheets {
        let n = svg[r.clone()].matches('\n').count();
        w.edits.push((r.clone(), "\n".repeat(n)));
    }
    let shapes::Walk {
        elements,
        mut edits,
        title,
        hidden: hidden_texts,
        unreadable,
        bad_texts,
        frame_groups,
        ..
    } = w;
    // `<use>` references follow the renamed elements (their ids are now generated).
    let mut renamed: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for (k, el) in elements.iter().enumerate() {
        if let Some(id) = el.id.as_deref() {
            renamed.entry(id).or_insert(k);
        }
    }
    for n in doc.descendants().filter(|n| n.is_element()) {
        for a in n.attributes().filter(|a| a.name() == "href") {
            if let Some(k) = a
                .value()
                .trim()
                .strip_prefix('#')
                .and_then(|i| renamed.get(i))
            {
                edits.push((a.range_value(), format!("#{GEN}{k}")));
            }
        }
    }
    edits.sort_by_key(|e| e.0.start);
    let mut text = String::with_capacity(svg.len() + edits.len() * 32);
    let mut at = 0;
    for (r, s) in edits {
        if r.start < at {
            continue;
        }
        text.push_str(&svg[at..r.start]);
        text.push_str(&s);
        at = r.end;
    }
    text.push_str(&svg[at..]);

    let mut notes = Notes::default();
    // usvg converts every absolute unit (mm, in, pt) at the px per inch read, so that px and
    // user units come out at the author's size.
    if let Some((code, what, help)) = &units_note {
        notes.note(*code, root, what, help);
    }
    let mm_per_px = 25.4 / px_per_inch;
    let usvg_opts = usvg::Options {
        dpi: px_per_inch as f32,
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&text, &usvg_opts).map_err(ImportError::Usvg)?;
    let mut shapes = Vec::new();
    collect(tree.root(), "", 1.0, &[], &mut shapes);
    let page_mm = [
        tree.size().width() as f64 * mm_per_px,
        tree.size().height() as f64 * mm_per_px,
    ];
    let arcs = forms::inkscape_arcs(&doc);

    let mut frame: Option<(Vec<[f64; 2]>, usize)> = None;
    let mut lines: Vec<([f64; 2], [f64; 2], usize)> = Vec::new();
    let mut names: Vec<(String, [f64; 2], usize)> = Vec::new();
    let mut pieces: Vec<(bool, [f64; 2], usize)> = Vec::new();
    // Each piece circle's kind (lion) and diameter in mm (`None`: an ellipse).
    let mut sizes: Vec<(bool, Option<f64>)> = Vec::new();
    let mut drew = std::collections::BTreeSet::new();
    let mut hidden: Vec<(Element, &str)> = hidden_texts;
    let skipped: std::collections::BTreeSet<usize> = unreadable
        .iter()
        .filter(|(_, (_, skip))| *skip)
        .map(|(k, _)| *k)
        .collect();
    let mut unclipped: Vec<(Element, &str)> = Vec::new();
    // Filled shapes read as outlined strokes, with their widths in mm.
    let mut outlined: Vec<(Element, f64)> = Vec::new();
    let mut frame_problems: Vec<(Element, &str)> = frame_groups;
    for (id, ts, path, fill, why, clips, stroked) in &shapes {
        let Some(k) = id.strip_prefix(GEN).and_then(|k| k.parse::<usize>().ok()) else {
            continue;
        };
        let Some(el) = elements.get(k) else { continue };
        drew.insert(k);
        if skipped.contains(&k) {
            continue;
        }
        let frame_el = el.frame;
        // A text's (or flowed text's) marker is a name, whatever paints it.
        let is_text = el.tag == "text" || el.tag == "flowRoot";
        let map = |p: usvg::tiny_skia_path::Point| -> [f64; 2] {
            let (x, y) = (p.x as f64, p.y as f64);
            [
                (ts.sx as f64 * x + ts.kx as f64 * y + ts.tx as f64) * mm_per_px,
                (ts.ky as f64 * x + ts.sy as f64 * y + ts.ty as f64) * mm_per_px,
            ]
        };
        let (polylines, curved) = flatten(path, &map);
        // The page's background (Affinity's artboard rect, LibreOffice's page fill): an
        // unstroked rectangle over the whole page is no board line and no mistake.
        if !is_text && !frame_el && !*stroked && page_background(&polylines, page_mm) {
            continue;
        }
        if let Some(why) = why.filter(|_| !is_text && !frame_el) {
            if !hidden.iter().any(|(h, _)| h.span == el.span) {
                hidden.push((el.clone(), why));
            }
            continue;
        }
        let centre = || {
            let pts: Vec<[f64; 2]> = polylines.iter().flatten().copied().collect();
            let (mut lo, mut hi) = ([f64::INFINITY; 2], [f64::NEG_INFINITY; 2]);
            for p in &pts {
                for i in 0..2 {
                    lo[i] = lo[i].min(p[i]);
                    hi[i] = hi[i].max(p[i]);
                }
            }
            [(lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0]
        };
        if is_text {
            if let Some(t) = el.text.as_ref().filter(|t| !t.is_empty()) {
                names.push((t.clone(), centre(), k));
            }
        } else if el.frame {
            // One closed outline (a rect, a polygon, a path back at its start).
            let closed = polylines.len() == 1
                && polylines[0].len() >= 4
                && polylines[0].first() == polylines[0].last();
            if closed && frame.is_none() {
                frame = polylines.into_iter().next().map(|f| (f, k));
            } else if !closed {
                frame_problems.push((
                    el.clone(),
                    "is not one closed outline (a rect, a polygon, or a path that ends where it starts)",
                ));
            } else {
                frame_problems.push((el.clone(), "is a second frame"));
            }
        } else if let Some(round) = forms::round_shape(
            el,
            &doc,
            &arcs,
            path,
            &map,
            el.named("lion") || el.named("jackal") || fill.and_then(piece_colour).is_some(),
        ) {
            let colour = fill.and_then(piece_colour);
            let lion = el.named("lion") || colour == Some(true) && !el.named("jackal");
            let jackal = el.named("jackal") || colour == Some(false);
            if lion || jackal {
                let (c, d) = match round {
                    // A path drawing a circle: its fitted centre and diameter.
                    forms::Round::Circle { centre, diameter } => {
                        (centre, Some(snap([diameter, 0.0])[0]))
                    }
                    forms::Round::Element => {
                        // A circle's diameter: its width and height agree.
                        let (lo, hi) = bounds(&polylines);
                        let (w, h) = (hi[0] - lo[0], hi[1] - lo[1]);
                        let d = ((w - h).abs() <= IMPORT_GRID_MM).then(|| snap([w, h])[0]);
                        (centre(), d)
                    }
                };
                pieces.push((lion, c, k));
                sizes.push((lion, d));
            } else {
                notes.add(
                    Code::ImportUnknownCircle,
                    el,
                    "a circle neither light grey to white (lion) nor dark grey to black (jackal), nor labelled so: skipped",
                    "fill it white for a lion or black for a jackal, or give it an id or label \
                     containing `lion` or `jackal`",
                );
            }
        } else {
            // A filled strip that is a line's outline (Stroke to Path): its centre line.
            let outline = forms::outlined_stroke(&polylines, fill.is_some() && !stroked);
            if curved && outline.is_none() {
                notes.add(
                    Code::ImportCurve,
                    el,
                    &format!(
                        "curves flattened into {CURVE_PIECES} straight pieces each; a board is made of straight lines"
                    ),
                    "draw the border with straight segments (Inkscape: Extensions > Modify Path > \
                     Flatten Beziers, or the pen tool in straight-line mode)",
                );
            }
            // Clip regions in mm; a clip not made of straight lines is not applied.
            let regions: Option<Vec<Vec<(shapes::Rings, bool)>>> = clips
                .iter()
                .map(|c| {
                    c.as_ref().map(|paths| {
                        paths
                            .iter()
                            .map(|(rings, eo)| {
                                let rings = rings
                                    .iter()
                                    .map(|r| {
                                        r.iter()
                                            .map(|p| [p[0] * mm_per_px, p[1] * mm_per_px])
                                            .collect()
                                    })
                                    .collect();
                                (rings, *eo)
                            })
                            .collect()
                    })
                })
                .collect();
            let regions = regions.unwrap_or_else(|| {
                if !unclipped.iter().any(|(h, _)| h.span == el.span) {
                    unclipped.push((
                        el.clone(),
                        "its clip-path is not made of straight lines (a curve or a text): imported whole, unclipped",
                    ));
                }
                Vec::new()
            });
            let polylines = match outline {
                Some((a, b, w)) => {
                    outlined.push((el.clone(), w));
                    vec![vec![a, b]]
                }
                None => polylines,
            };
            let mut any = false;
            for pl in polylines {
                for w in pl.windows(2) {
                    if regions.is_empty() {
                        lines.push((w[0], w[1], k));
                        any = true;
                        continue;
                    }
                    let (a, b) = (w[0], w[1]);
                    let at = |t: f64| [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
                    for [t0, t1] in shapes::clip_segment(a, b, &regions) {
                        lines.push((at(t0), at(t1), k));
                        any = true;
                    }
                }
            }
            if !any && !hidden.iter().any(|(h, _)| h.span == el.span) {
                hidden.push((el.clone(), "clipped away (its clip-path shows none of it)"));
            }
        }
    }
    forms::note_outlined_strokes(&mut notes, &outlined);
    notes.add_many(
        Code::ImportClip,
        &unclipped,
        "not clipped",
        "draw the clip-path with straight lines (a rectangle or polygon), or cut the lines \
         where they should end (Inkscape: Path > Division)",
    );
    notes.add_many(
        Code::ImportInvisible,
        &hidden,
        "not drawn, skipped",
        "a board line must show on the drawing: give it a stroke, make it visible, or delete it",
    );
    // Values that cannot be read: the element skipped (or drawn up to the error in its path
    // data), never read as 0.
    let bad: Vec<(Element, String)> = unreadable
        .iter()
        .map(|(k, (why, skip))| {
            let what = if *skip {
                format!("{why}: skipped")
            } else {
                why.clone()
            };
            (elements[*k].clone(), what)
        })
        .chain(bad_texts)
        .collect();
    let bad: Vec<(Element, &str)> = bad.iter().map(|(e, w)| (e.clone(), w.as_str())).collect();
    notes.add_many(
        Code::ImportUnreadable,
        &bad,
        "with a value that cannot be read",
        "write each coordinate as a number, with a unit if any (`12.5`, `3mm`, `1in`, `50%`)",
    );
    // A `<use>` usvg drew nothing for: a reference to nothing, a loop, or a clone of what
    // draws no shape.
    let unused: Vec<(Element, &str)> = elements
        .iter()
        .enumerate()
        .filter(|(k, el)| el.tag == "use" && !drew.contains(k) && !skipped.contains(k))
        .map(|(_, el)| {
            (
                el.clone(),
                "a <use> that draws nothing (its reference is missing, loops back to itself or draws no shape)",
            )
        })
        .collect();
    notes.add_many(
        Code::ImportIgnored,
        &unused,
        "ignored",
        "point each <use> at a line, path or shape in this file",
    );
    for (k, el) in elements.iter().enumerate() {
        if el.frame && !drew.contains(&k) && !frame_problems.iter().any(|(e, _)| e.span == el.span)
        {
            frame_problems.push((el.clone(), "draws nothing"));
        }
    }
    if frame.is_none() {
        notes.add_many(
            Code::ImportFrame,
            &frame_problems,
            "named `frame` but not usable as the frame: the page is the frame",
            "make the frame one closed outline (a rect, a polygon or a closed path), alone in a \
             layer labelled `frame` or with the id or label `frame` itself",
        );
    } else {
        notes.add_many(
            Code::ImportFrame,
            &frame_problems,
            "named `frame` but not used (the frame is another element)",
            "keep one frame: one closed outline named `frame`",
        );
    }
    // Frame: the element, else the page.
    let page_w = tree.size().width() as f64 * mm_per_px;
    let page_h = tree.size().height() as f64 * mm_per_px;
    let (frame, frame_el) = match frame {
        Some((f, k)) => (f, Some(k)),
        None => {
            // A frame drawn less than one px of the file off the page edge is the page edge.
            let ([x0, y0, x1, y1], moved) =
                units::page_edge([0.0, 0.0, page_w, page_h], &lines, mm_per_px);
            units::page_edge_note(&moved, &mut notes, root);
            (vec![[x0, y0], [x1, y0], [x1, y1], [x0, y1]], None)
        }
    };
    let far = frame
        .iter()
        .chain(lines.iter().flat_map(|(a, b, _)| [a, b]))
        .map(|p| p[0].abs().max(p[1].abs()))
        .fold(0.0, f64::max);
    // usvg's 32-bit floats put 10 m within half a µm of itself.
    if far.is_nan() || far > MAX_IMPORT_MM + IMPORT_GRID_MM {
        return Err(ImportError::TooLarge { mm: far });
    }
    let mut frame: Vec<[f64; 2]> = frame.into_iter().map(snap).collect();
    if frame.len() > 1 && frame.first() == frame.last() {
        frame.pop();
    }
    let origin = [
        frame.iter().map(|p| p[0]).fold(f64::INFINITY, f64::min),
        frame.iter().map(|p| p[1]).fold(f64::INFINITY, f64::min),
    ];
    let shift = |p: [f64; 2]| snap([p[0] - origin[0], p[1] - origin[1]]);
    let frame: Vec<[f64; 2]> = frame.into_iter().map(shift).collect();
    let span_of = |k: usize| elements[k].span;

    let mut y = Yaml::default();
    y.push("# Imported from SVG by `savanna import`: lines in mm, y down, origin at the frame's top-left.", None);
    if let Some(t) = title {
        y.push(&format!("name: {}", yaml_str(&t)), None);
    }
    y.push("units: mm", None);
    // The coordinates are only as exact as the import grid: a line drawn to end on another
    // (Inkscape's snapping, 6 digits) must not become a 0.1 µm overshoot or gap.
    y.push(&format!("snap: {IMPORT_GRID_MM}"), None);
    write_frame(&mut y, &frame, Some(frame_el.map_or(root, span_of)));
    y.push("lines:", None);
    let mut seen = std::collections::BTreeSet::new();
    let mut last = usize::MAX;
    let mut count = 0;
    for (a, b, k) in lines {
        let (a, b) = (shift(a), shift(b));
        if a == b {
            continue;
        }
        let key = if (a[0], a[1]) <= (b[0], b[1]) {
            (a, b)
        } else {
            (b, a)
        };
        if !seen.insert(format!("{:?}", key)) {
            continue;
        }
        if k != last {
            y.push(&format!("  # {}", elements[k].describe()), None);
            last = k;
        }
        let line = match &elements[k].id {
            // The element's id names the line, so that diagnostics say `line 3 (river)`.
            Some(id) => format!(
                "  - {{from: {}, to: {}, name: {}}}",
                pt(a),
                pt(b),
                yaml_str(id)
            ),
            None => format!("  - [{}, {}]", pt(a), pt(b)),
        };
        y.push(&line, Some(span_of(k)));
        count += 1;
    }
    if count == 0 {
        return Err(ImportError::NoLines);
    }
    if !names.is_empty() {
        y.push("regions:", None);
        for (n, p, k) in &names {
            y.push(
                &format!(
                    "  {}: {}  # {}",
                    yaml_str(n),
                    pt(shift(*p)),
                    elements[*k].describe()
                ),
                Some(span_of(*k)),
            );
        }
    }
    let drawn: Vec<DrawnPiece> = pieces
        .iter()
        .zip(&sizes)
        .map(|((lion, c, k), (_, d))| DrawnPiece {
            lion: *lion,
            centre: shift(*c),
            diameter: *d,
            svg: span_of(*k),
        })
        .collect();
    write_pieces(&mut y, &sizes, &mut notes, root);
    if !pieces.is_empty() {
        setup(&mut y, &pieces, &elements, &shift, &mut notes);
    }
    Ok(Imported {
        yaml: y.text,
        warnings: notes.warnings,
        notes: notes.notes,
        diagnostics: notes.diagnostics,
        svg: svg.to_string(),
        sources: y.sources,
        root,
        pieces: drawn,
    })
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
