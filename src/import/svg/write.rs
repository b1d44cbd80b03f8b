//! Writing the imported board file: the YAML text with the SVG element of each line, the
//! import's warnings, the frame, the setup of the pieces found, and number formatting (mm,
//! snapped to [`IMPORT_GRID_MM`](super::IMPORT_GRID_MM)).

use super::{Element, IMPORT_GRID_MM, Source};
use crate::diagnostics::{Code, Diagnostic, Said, Span, said};
use crate::validated::round_number;
use resvg::usvg::roxmltree;

/// The board file being written, with the SVG element of each line.
#[derive(Default)]
pub(super) struct Yaml {
    pub(super) text: String,
    pub(super) sources: Vec<Source>,
}

impl Yaml {
    pub(super) fn push(&mut self, line: &str, from: Option<Span>) {
        let start = self.text.len();
        self.text.push_str(line);
        if let Some(svg) = from {
            self.sources.push(Source {
                yaml: start..self.text.len(),
                svg,
            });
        }
        self.text.push('\n');
    }
}

/// The import's warnings and notes, as messages (the lines `savanna import` prints) and as
/// diagnostics.
#[derive(Default)]
pub(super) struct Notes {
    pub(super) warnings: Vec<Said>,
    pub(super) notes: Vec<Said>,
    pub(super) diagnostics: Vec<Diagnostic>,
}

impl Notes {
    /// A warning about `el`: what became of it, and what to do.
    pub(super) fn add(&mut self, code: Code, el: &Element, what: Said, help: Said) {
        self.warnings.push(said!(
            "diag-import-about",
            element = el.said(),
            what = what.clone()
        ));
        let message = said!("diag-import-about", element = el.name_said(), what = what);
        self.diagnostics.push(
            Diagnostic::said(code, message)
                .with_help_said(help)
                .with_label_said(el.span, said!("diag-label-this-element")),
        );
    }

    /// A note (advice) about `el`: what was read from it, and what to do to say it otherwise.
    pub(super) fn note_about(&mut self, code: Code, el: &Element, what: Said, help: Said) {
        let about =
            |element: Said| said!("diag-import-about", element = element, what = what.clone());
        self.notes.push(said!(
            "diag-import-note",
            what = about(el.said()),
            help = help.clone()
        ));
        self.diagnostics.push(
            Diagnostic::said(code, about(el.name_said()))
                .with_help_said(help)
                .with_label_said(el.span, said!("diag-label-this-element")),
        );
    }

    /// A note (advice) on how the file was read, labelled at `at` (the root `<svg>` tag).
    pub(super) fn note(&mut self, code: Code, at: Span, what: Said, help: Said) {
        self.notes.push(said!(
            "diag-import-note",
            what = what.clone(),
            help = help.clone()
        ));
        self.diagnostics.push(
            Diagnostic::said(code, what)
                .with_help_said(help)
                .with_label_said(at, said!("diag-label-this-file")),
        );
    }

    /// One warning for several elements (`items`: each with why, as the walk words it:
    /// [`super::words::why`]), the message `what` (an id taking the count `n`) saying what
    /// became of them: "3 elements ignored: <circle> (line 30): why; …", one label per element.
    pub(super) fn add_many(
        &mut self,
        code: Code,
        items: &[(Element, &str)],
        what: &'static str,
        help: Said,
    ) {
        if items.is_empty() {
            return;
        }
        let message = said!(what, n = items.len());
        let labels: Vec<Said> = items
            .iter()
            .map(|(el, why)| {
                said!(
                    "diag-import-about",
                    element = el.said(),
                    what = super::words::why(why)
                )
            })
            .collect();
        self.warnings.push(said!(
            "diag-import-listed",
            message = message.clone(),
            list = labels.clone()
        ));
        let mut d = Diagnostic::said(code, message).with_help_said(help);
        for ((el, _), label) in items.iter().zip(labels) {
            d = d.with_label_said(el.span, label);
        }
        self.diagnostics.push(d);
    }
}

/// The start tag of `node` (`<tag … >` or `<tag … />`) in `src`.
pub(super) fn start_tag(node: roxmltree::Node, src: &str) -> Span {
    let r = node.range();
    let after = node
        .attributes()
        .map(|a| a.range().end)
        .max()
        .unwrap_or(r.start + 1)
        .clamp(r.start, r.end);
    let end = src
        .get(after..r.end)
        .and_then(|s| s.find('>'))
        .map_or(r.end, |i| after + i + 1);
    Span::new(r.start, end - r.start)
}

/// Writes `frame:` (width and height for a rectangle at the origin, else the polygon).
pub(super) fn write_frame(y: &mut Yaml, frame: &[[f64; 2]], from: Option<Span>) {
    let xs: Vec<f64> = frame.iter().map(|p| p[0]).collect();
    let ys: Vec<f64> = frame.iter().map(|p| p[1]).collect();
    let (w, h) = (
        xs.iter().copied().fold(0.0, f64::max),
        ys.iter().copied().fold(0.0, f64::max),
    );
    let rect = frame.len() == 4
        && frame
            .iter()
            .all(|p| (p[0] == 0.0 || p[0] == w) && (p[1] == 0.0 || p[1] == h));
    y.push("frame:", from);
    if rect {
        y.push(&format!("  width: {}", num(w)), from);
        y.push(&format!("  height: {}", num(h)), from);
    } else {
        y.push(
            &format!(
                "  polygon: [{}]",
                frame.iter().map(|p| pt(*p)).collect::<Vec<_>>().join(", ")
            ),
            from,
        );
    }
}

/// Appends the `setup` for the pieces found: each piece goes to the region under its centre,
/// found by building the board (no capacity) and testing the region rings.
pub(super) fn setup(
    y: &mut Yaml,
    pieces: &[(bool, [f64; 2], usize)],
    elements: &[Element],
    shift: &dyn Fn([f64; 2]) -> [f64; 2],
    notes: &mut Notes,
) {
    use geo::{Contains, LineString, Point, Polygon};
    let opts = crate::pipeline::Options {
        capacity: false,
        ..Default::default()
    };
    let Ok(out) = crate::pipeline::run(&y.text, &opts) else {
        return;
    };
    let v = out.validated;
    let ring =
        |r: &Vec<[f64; 2]>| LineString::from(r.iter().map(|p| (p[0], p[1])).collect::<Vec<_>>());
    let polys: Vec<Polygon<f64>> = v
        .regions
        .iter()
        .map(|r| Polygon::new(ring(&r.outline), r.holes.iter().map(ring).collect()))
        .collect();
    let mut lions = Vec::new();
    let mut jackals: Option<(String, usize)> = None;
    for (lion, c, k) in pieces {
        let c = shift(*c);
        let Some(i) = polys
            .iter()
            .position(|p| p.contains(&Point::new(c[0], c[1])))
        else {
            notes.add(
                Code::ImportPieceOutside,
                &elements[*k],
                said!("diag-import-piece-outside"),
                said!("diag-import-piece-outside-help"),
            );
            continue;
        };
        let r = &v.regions[i];
        let refer = r
            .name
            .as_deref()
            .map(yaml_str)
            .unwrap_or_else(|| r.id.to_string());
        if *lion {
            lions.push((refer, *k));
        } else if jackals.as_ref().is_some_and(|j| j.0 != refer) {
            notes.add(
                Code::ImportJackalsApart,
                &elements[*k],
                said!("diag-import-jackals-apart"),
                said!("diag-import-jackals-apart-help"),
            );
        } else if jackals.is_none() {
            jackals = Some((refer, *k));
        }
    }
    y.push("setup:", None);
    if lions.is_empty() {
        y.push("  lions: []", None);
    } else {
        y.push("  lions:", None);
        for (l, k) in lions {
            y.push(&format!("    - {l}"), Some(elements[k].span));
        }
    }
    if let Some((j, k)) = jackals {
        y.push(&format!("  jackals: {j}"), Some(elements[k].span));
    }
}

pub(super) fn snap(p: [f64; 2]) -> [f64; 2] {
    let s = |x: f64| {
        let r = round_number((x / IMPORT_GRID_MM).round() * IMPORT_GRID_MM);
        if r == 0.0 { 0.0 } else { r }
    };
    [s(p[0]), s(p[1])]
}

pub(super) fn num(x: f64) -> String {
    format!("{}", round_number(x))
}

pub(super) fn pt(p: [f64; 2]) -> String {
    format!("[{}, {}]", num(p[0]), num(p[1]))
}

/// A YAML double-quoted string.
pub(super) fn yaml_str(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}
