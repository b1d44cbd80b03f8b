//! A drawing's true size: the editor that wrote it ([`Writer`], recognised from its markup) and
//! the px per inch its px stand for, or a note saying what was assumed; and the page edge moved
//! onto a frame drawn a sliver inside or outside it ([`page_edge`]).
//!
//! Each writer's form and units, from its exports and issue trackers:
//! - Adobe Illustrator writes its points as px (72 per inch): "Save As" with its
//!   `<!-- Generator: Adobe Illustrator … -->` comment, CC's "Export As" with a viewBox alone in
//!   points, `data-name` attributes and `cls-N` classes (`<svg id="Layer_1" data-name="Layer 1"
//!   viewBox="0 0 850.39 566.93">`).
//! - Affinity Designer (`xmlns:serif="http://www.serif.com/"`, `width="100%"`) writes px at its
//!   export DPI, 300 by default, which the file does not record (an A3 page is
//!   `viewBox="0 0 4961 3508"`; GridSpace/grid-apps#299, t-oster/VisiCut#346).
//! - draw.io (`content="<mxfile …"`) draws 100 units per inch (its A4 page is 827 × 1169 units;
//!   jgraph/drawio#411, #208) and offsets its viewBox by half a unit (`viewBox="-0.5 -0.5 …"`).
//! - Inkscape 0.91 and before drew 90 px per inch, 0.92 and later CSS's 96 (`inkscape:version`);
//!   its documents give their size in mm or in CSS px.
//! - Figma (`fill="none"` on the root, sizes in unitless px) and Sketch (`<!-- Generator: Sketch
//!   … -->` inside the root) work in CSS px, but their paper presets are in points (A4 is
//!   595 × 842; react-figma/react-figma#38): a page that is a paper size at 72 per inch is read
//!   at 72.
//! - CorelDRAW (`<!-- Creator: CorelDRAW … -->`, `xmlns:xodm`) gives its size in mm with a viewBox
//!   in units of its own choosing; without a size its units are unknown.
//! - LibreOffice (`xmlns:ooo="http://xml.openoffice.org/svg/export"`) draws in hundredths of a mm
//!   (`viewBox="0 0 21000 29700"`), with `width="210mm"`, or (Impress) no size at all.

use super::{
    CSS_PX_PER_INCH, ILLUSTRATOR_PX_PER_INCH, IMPORT_GRID_MM, INKSCAPE_NS, OLD_INKSCAPE_PX_PER_INCH,
};
use crate::diagnostics::{Code, Decimal, Said, SaidArg, said};
use resvg::usvg::roxmltree;
use std::str::FromStr;

/// Units per inch of draw.io (diagrams.net): its page formats are in hundredths of an inch.
pub const DRAWIO_PX_PER_INCH: f64 = 100.0;

/// Affinity Designer's default export DPI, the px per inch assumed for its SVG.
pub const AFFINITY_DEFAULT_DPI: f64 = 300.0;

/// Units per inch of LibreOffice's SVG without a size: hundredths of a mm (2540 per inch).
pub const LIBREOFFICE_PX_PER_INCH: f64 = 2540.0;

/// The editor that wrote a drawing, as its markup shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writer {
    /// Adobe Illustrator's "Save As" (its generator comment or namespace): px are points.
    Illustrator,
    /// Adobe Illustrator CC's "Export As": `data-name` attributes with `cls-N` classes or
    /// `Layer_N` ids, no generator comment; px are points.
    IllustratorExport,
    /// Affinity Designer (its `serif` namespace): px at its export DPI.
    Affinity,
    /// draw.io / diagrams.net (its `content="<mxfile…"`): 100 units per inch.
    DrawIo,
    /// Inkscape (its namespace or `inkscape:version`); `old`: 0.91 or before, 90 px per inch.
    Inkscape {
        /// Version 0.91 or before.
        old: bool,
    },
    /// Figma (`fill="none"` on a root sized in unitless px): CSS px.
    Figma,
    /// Sketch (its generator comment or namespace): CSS px.
    Sketch,
    /// CorelDRAW (its creator comment or `xodm` namespace): mm sizes, viewBox units its own.
    CorelDraw,
    /// LibreOffice Draw or Impress (its `ooo` namespace): hundredths of a mm.
    LibreOffice,
}

impl Writer {
    /// The editor's name, as a note gives it.
    pub fn name(self) -> &'static str {
        match self {
            Writer::Illustrator => "Adobe Illustrator",
            Writer::IllustratorExport => "Adobe Illustrator (Export As)",
            Writer::Affinity => "Affinity Designer",
            Writer::DrawIo => "draw.io",
            Writer::Inkscape { old: true } => "Inkscape 0.91 or before",
            Writer::Inkscape { old: false } => "Inkscape",
            Writer::Figma => "Figma",
            Writer::Sketch => "Sketch",
            Writer::CorelDraw => "CorelDRAW",
            Writer::LibreOffice => "LibreOffice",
        }
    }
}

/// Whether any comment of `doc` before its root's first element child, or among the root's
/// children (Sketch writes its generator comment inside `<svg>`), contains `what`.
fn comment_has(doc: &roxmltree::Document, what: &str) -> bool {
    let has = |n: roxmltree::Node| n.is_comment() && n.text().is_some_and(|t| t.contains(what));
    doc.root().children().any(has) || doc.root_element().children().any(has)
}

/// Whether the root declares a namespace whose URI starts with `uri`.
fn declares(doc: &roxmltree::Document, uri: &str) -> bool {
    doc.root_element()
        .namespaces()
        .any(|ns| ns.uri().starts_with(uri))
}

/// The editor that wrote `doc`, from its markup (the module's list), or `None`.
pub fn writer_of(doc: &roxmltree::Document) -> Option<Writer> {
    let root = doc.root_element();
    if comment_has(doc, "Adobe Illustrator")
        || declares(doc, "http://ns.adobe.com/AdobeIllustrator/")
    {
        return Some(Writer::Illustrator);
    }
    if let Some(v) = root.attribute((INKSCAPE_NS, "version")) {
        let mut parts = v
            .trim()
            .split(|c: char| !c.is_ascii_digit())
            .map(|p| p.parse::<u32>().ok());
        let old = matches!(
            (parts.next().flatten(), parts.next().flatten()),
            (Some(0), Some(minor)) if minor <= 91
        );
        return Some(Writer::Inkscape { old });
    }
    if root
        .attribute("content")
        .is_some_and(|c| c.trim_start().starts_with("<mxfile"))
    {
        return Some(Writer::DrawIo);
    }
    if declares(doc, "http://www.serif.com/") {
        return Some(Writer::Affinity);
    }
    if comment_has(doc, "CorelDRAW") || declares(doc, "http://www.corel.com/coreldraw/") {
        return Some(Writer::CorelDraw);
    }
    if declares(doc, "http://xml.openoffice.org/svg/export") {
        return Some(Writer::LibreOffice);
    }
    if comment_has(doc, "Generator: Sketch")
        || declares(doc, "http://www.bohemiancoding.com/sketch")
    {
        return Some(Writer::Sketch);
    }
    if declares(doc, INKSCAPE_NS) {
        return Some(Writer::Inkscape { old: false });
    }
    // Illustrator CC's Export As: `data-name` (its layer and object names) with its `cls-N`
    // classes or `Layer_N` ids.
    let elements = || doc.descendants().filter(|n| n.is_element());
    if elements().any(|n| n.has_attribute("data-name"))
        && elements().any(|n| {
            let numbered = |s: &str, prefix: &str| {
                s.strip_prefix(prefix)
                    .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
            };
            n.attribute("class")
                .is_some_and(|c| c.split_whitespace().any(|c| numbered(c, "cls-")))
                || n.attribute("id").is_some_and(|i| numbered(i, "Layer_"))
        })
    {
        return Some(Writer::IllustratorExport);
    }
    // Figma: `fill="none"` on a root sized in unitless px.
    let unitless = |a: &str| {
        root.attribute(a)
            .is_some_and(|v| v.trim().parse::<f64>().is_ok())
    };
    if root.attribute("fill") == Some("none") && unitless("width") && unitless("height") {
        return Some(Writer::Figma);
    }
    None
}

/// Whether the root `<svg>` gives a physical size: its width or height in an absolute unit
/// (mm, cm, in, pt, pc). px, unitless numbers, percentages and no size at all are not.
pub fn has_physical_size(doc: &roxmltree::Document) -> bool {
    use svgtypes::LengthUnit as U;
    ["width", "height"].iter().any(|a| {
        doc.root_element()
            .attribute(*a)
            .and_then(|v| svgtypes::Length::from_str(v).ok())
            .is_some_and(|l| matches!(l.unit, U::Mm | U::Cm | U::In | U::Pt | U::Pc))
    })
}

/// The page's size in px (user units) of a drawing without a physical size: its width and
/// height when they are numbers (px), else its viewBox's (absent or percentages: SVG's 100 %
/// of a viewport the viewBox sizes), `None` when neither gives it.
pub fn page_px(doc: &roxmltree::Document) -> Option<[f64; 2]> {
    use svgtypes::LengthUnit as U;
    let root = doc.root_element();
    let vb: Option<[f64; 4]> = root.attribute("viewBox").and_then(|v| {
        let n: Vec<f64> = v
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse::<f64>().ok())
            .collect::<Option<Vec<f64>>>()?;
        (n.len() == 4 && n.iter().all(|x| x.is_finite()) && n[2] > 0.0 && n[3] > 0.0)
            .then(|| [n[0], n[1], n[2], n[3]])
    });
    let side = |a: &str, i: usize| -> Option<f64> {
        match root
            .attribute(a)
            .and_then(|v| svgtypes::Length::from_str(v).ok())
        {
            Some(l) if matches!(l.unit, U::None | U::Px) && l.number > 0.0 => Some(l.number),
            _ => vb.map(|v| v[2 + i]),
        }
    };
    Some([side("width", 0)?, side("height", 1)?])
}

/// ISO 216 A0–A6, US Letter, Legal and Tabloid, mm (portrait).
const PAPER: &[(&str, f64, f64)] = &[
    ("A0", 841.0, 1189.0),
    ("A1", 594.0, 841.0),
    ("A2", 420.0, 594.0),
    ("A3", 297.0, 420.0),
    ("A4", 210.0, 297.0),
    ("A5", 148.0, 210.0),
    ("A6", 105.0, 148.0),
    ("Letter", 215.9, 279.4),
    ("Legal", 215.9, 355.6),
    ("Tabloid", 279.4, 431.8),
];

/// The paper `px` is at `ppi` px per inch, to an editor's whole-px rounding (1 px), in either
/// orientation.
fn paper_at(px: [f64; 2], ppi: f64) -> Option<&'static str> {
    let fits = |mm: f64, p: f64| (mm / 25.4 * ppi - p).abs() <= 1.0;
    PAPER
        .iter()
        .find(|(_, w, h)| {
            (fits(*w, px[0]) && fits(*h, px[1])) || (fits(*h, px[0]) && fits(*w, px[1]))
        })
        .map(|(n, _, _)| *n)
}

/// Export DPIs Affinity Designer offers, most likely first (its default, then the web's).
const AFFINITY_DPIS: &[f64] = &[300.0, 72.0, 96.0, 150.0, 600.0];

/// A number in mm for a note: at most 3 decimals, no trailing zeros.
fn mm(x: f64) -> String {
    super::write::num(super::write::snap([x, 0.0])[0])
}

/// A coded note (advice) on how a drawing's px were read: code, what, help.
pub type UnitNote = (Code, Said, Said);

/// The px per inch a drawing is read at, and the note saying why when it is not plain CSS px of
/// a drawing with a physical size: `given` (`--px-per-inch`) wins, silently; else the writer's
/// units ([`writer_of`]); else CSS's 96, with a note when the drawing has no physical size
/// (naming the page size read and the `--px-per-inch` that would change it).
pub fn read_units(doc: &roxmltree::Document, given: Option<f64>) -> (f64, Option<UnitNote>) {
    if let Some(p) = given {
        return (p, None);
    }
    let css_help = said!("diag-import-px-per-inch-help", css = CSS_PX_PER_INCH);
    let fixed = |p: f64, why: Said| -> (f64, Option<UnitNote>) {
        (
            p,
            Some((
                Code::ImportPxPerInch,
                said!("diag-import-px-per-inch", ppi = p, why = why),
                css_help.clone(),
            )),
        )
    };
    let writer = writer_of(doc);
    let physical = has_physical_size(doc);
    match writer {
        Some(Writer::Illustrator) => {
            return fixed(ILLUSTRATOR_PX_PER_INCH, said!("diag-import-by-illustrator"));
        }
        Some(Writer::Inkscape { old: true }) => {
            return fixed(
                OLD_INKSCAPE_PX_PER_INCH,
                said!("diag-import-by-old-inkscape"),
            );
        }
        Some(Writer::IllustratorExport) if !physical => {
            return fixed(
                ILLUSTRATOR_PX_PER_INCH,
                said!("diag-import-by-illustrator-export"),
            );
        }
        Some(Writer::DrawIo) if !physical => {
            return fixed(DRAWIO_PX_PER_INCH, said!("diag-import-by-drawio"));
        }
        Some(Writer::LibreOffice)
            if !physical && doc.root_element().attribute("width").is_none() =>
        {
            return fixed(LIBREOFFICE_PX_PER_INCH, said!("diag-import-by-libreoffice"));
        }
        _ => {}
    }
    let page = page_px(doc);
    if !physical && matches!(writer, Some(Writer::Figma | Writer::Sketch)) {
        // Their px are CSS px, but their paper presets are in points (Figma's A4 frame is
        // 595 x 842): a page that is a paper size at 72 per inch is read so.
        if let Some(paper) = page.and_then(|p| paper_at(p, ILLUSTRATOR_PX_PER_INCH)) {
            let name = writer.map_or("", Writer::name);
            return fixed(
                ILLUSTRATOR_PX_PER_INCH,
                said!("diag-import-by-presets", name = name, paper = paper),
            );
        }
    }
    if physical
        || matches!(
            writer,
            Some(Writer::Inkscape { .. } | Writer::Figma | Writer::Sketch)
        )
    {
        // A size in mm or pt converts itself; Inkscape, Figma and Sketch write CSS px.
        return (CSS_PX_PER_INCH, None);
    }
    let size = |ppi: f64| {
        page.map(|[w, h]| {
            said!(
                "diag-import-page-size",
                w = Decimal(mm(w * 25.4 / ppi)),
                h = Decimal(mm(h * 25.4 / ppi))
            )
        })
    };
    let px = || {
        page.map_or_else(
            || SaidArg::Value(crate::i18n::Arg::from("")),
            |[w, h]| {
                SaidArg::Said(Box::new(said!(
                    "diag-import-page-px",
                    w = Decimal(mm(w)),
                    h = Decimal(mm(h))
                )))
            },
        )
    };
    let or_none = |s: Option<Said>| {
        s.map_or(SaidArg::Value(crate::i18n::Arg::from("none")), |s| {
            SaidArg::Said(Box::new(s))
        })
    };
    if writer == Some(Writer::Affinity) {
        let (dpi, paper) = page
            .and_then(|p| {
                AFFINITY_DPIS
                    .iter()
                    .find_map(|d| paper_at(p, *d).map(|n| (*d, Some(n))))
            })
            .unwrap_or((AFFINITY_DEFAULT_DPI, None));
        return (
            dpi,
            Some((
                Code::ImportUnitsAssumed,
                said!(
                    "diag-import-affinity",
                    dpi = dpi,
                    paper = paper.unwrap_or("none"),
                    size = or_none(size(dpi)),
                    px = px()
                ),
                said!("diag-import-affinity-help"),
            )),
        );
    }
    (
        CSS_PX_PER_INCH,
        Some((
            Code::ImportUnitsAssumed,
            said!(
                "diag-import-no-size",
                px = px(),
                writer = writer.map_or("none", Writer::name),
                css = CSS_PX_PER_INCH,
                size = or_none(size(CSS_PX_PER_INCH))
            ),
            said!(
                "diag-import-no-size-help",
                size = or_none(size(ILLUSTRATOR_PX_PER_INCH))
            ),
        )),
    )
}

/// The page `[left, top, right, bottom]` (mm) with each edge moved onto the lines that run along
/// it less than `sliver` mm inside or outside it (draw.io's half-unit viewBox offset: a page-sized
/// rectangle 0.13 mm inside the page, which would leave a sliver region no piece fits), and the
/// edges moved (`left`, `top`, ...) with how far. An edge moves when the lines along it, the
/// outermost of the drawing on that side, cover at least half of it.
pub fn page_edge(
    page: [f64; 4],
    lines: &[([f64; 2], [f64; 2], usize)],
    sliver: f64,
) -> ([f64; 4], Vec<(&'static str, f64)>) {
    let eps = IMPORT_GRID_MM / 2.0;
    let mut out = page;
    let mut moved = Vec::new();
    // side: (name, axis of the edge's coordinate, index in `page`, outward sign)
    for (name, axis, i, out_sign) in [
        ("left", 0, 0, -1.0),
        ("top", 1, 1, -1.0),
        ("right", 0, 2, 1.0),
        ("bottom", 1, 3, 1.0),
    ] {
        // The outermost line point on that side.
        let Some(c) = lines
            .iter()
            .flat_map(|(a, b, _)| [a[axis], b[axis]])
            .map(|v| v * out_sign)
            .reduce(f64::max)
            .map(|v| v * out_sign)
        else {
            continue;
        };
        let d = (c - page[i]).abs();
        if d <= eps || d > sliver {
            continue;
        }
        let other = 1 - axis;
        let along: f64 = lines
            .iter()
            .filter(|(a, b, _)| (a[axis] - c).abs() <= eps && (b[axis] - c).abs() <= eps)
            .map(|(a, b, _)| (a[other] - b[other]).abs())
            .sum();
        let side_len = (page[2 + other] - page[other]).abs();
        if along >= side_len / 2.0 {
            out[i] = c;
            moved.push((name, d));
        }
    }
    (out, moved)
}

/// The note for the page edges [`page_edge`] moved (none when none moved), at `root`.
pub(super) fn page_edge_note(
    moved: &[(&'static str, f64)],
    notes: &mut super::write::Notes,
    root: crate::diagnostics::Span,
) {
    if moved.is_empty() {
        return;
    }
    let list: Vec<Said> = moved
        .iter()
        .map(|(side, d)| said!("diag-import-edge-moved", side = *side, d = Decimal(mm(*d))))
        .collect();
    notes.note(
        Code::ImportPageEdge,
        root,
        said!("diag-import-page-edge", list = SaidArg::Joined(list, ", ")),
        said!("diag-import-page-edge-help"),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc_of(svg: &str) -> Option<Writer> {
        writer_of(&roxmltree::Document::parse(svg).unwrap())
    }

    /// Each writer by its own markers; a bare SVG by none.
    #[test]
    fn writers_by_their_markers() {
        let ns = r#"xmlns="http://www.w3.org/2000/svg""#;
        assert_eq!(
            doc_of(&format!(
                r#"<svg id="Layer_1" data-name="Layer 1" {ns} viewBox="0 0 10 10"><path class="cls-1" d="M0 0H1"/></svg>"#
            )),
            Some(Writer::IllustratorExport)
        );
        assert_eq!(
            doc_of(&format!(
                r#"<svg {ns} width="24px" height="24px"><!-- Generator: Sketch 52.6 (67491) - http://www.bohemiancoding.com/sketch --></svg>"#
            )),
            Some(Writer::Sketch)
        );
        assert_eq!(
            doc_of(&format!(
                r#"<svg {ns} width="24" height="24" viewBox="0 0 24 24" fill="none"/>"#
            )),
            Some(Writer::Figma)
        );
        assert_eq!(
            doc_of(&format!(
                r#"<svg {ns} content="&lt;mxfile host=&quot;x&quot;&gt;"/>"#
            )),
            Some(Writer::DrawIo)
        );
        assert_eq!(
            doc_of(&format!(
                r#"<svg {ns} width="10" height="10" data-name="x"/>"#
            )),
            None
        );
    }

    /// A page-sized rectangle half a unit off the page moves the page onto it; a short line near
    /// the edge does not (it covers less than half of the side).
    #[test]
    fn page_edge_moves_onto_a_frame_a_sliver_off() {
        let rect = |x0: f64, y0: f64, x1: f64, y1: f64| {
            vec![
                ([x0, y0], [x1, y0], 0),
                ([x1, y0], [x1, y1], 0),
                ([x1, y1], [x0, y1], 0),
                ([x0, y1], [x0, y0], 0),
            ]
        };
        let (p, moved) = page_edge([0.0, 0.0, 100.0, 50.0], &rect(0.1, 0.1, 100.1, 50.1), 0.25);
        assert_eq!(p, [0.1, 0.1, 100.1, 50.1]);
        assert_eq!(moved.len(), 4);
        let short = vec![([0.1, 0.0], [0.1, 10.0], 0)];
        assert!(
            page_edge([0.0, 0.0, 100.0, 50.0], &short, 0.25)
                .1
                .is_empty()
        );
    }
}
