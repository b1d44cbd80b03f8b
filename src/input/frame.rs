//! The walker's `units:` and `frame:` sections (a rectangle, or a polygon checked for
//! self-intersection).

use super::walk::{At, Walker, key, nearest, num};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::wording::fmt_pt;
use crate::diagnostics::{Diagnostic, Said, said};
use crate::geometry::predicates::{RingDefect, ring_self_intersection};
use crate::input::yaml::Node;
use crate::units::Units;

impl Walker<'_> {
    pub(super) fn units(&mut self, at: At<'_>) -> Option<Units> {
        const ALL: [Units; 4] = [Units::Mm, Units::Cm, Units::M, Units::In];
        let Node::String(s) = at.node else {
            self.wrong_type(
                at,
                &key("units"),
                said!("form-one-of", choices = "mm, cm, m, in"),
                said!("diag-input-write-eg", example = "units: mm"),
            );
            return None;
        };
        if let Some(u) = ALL.iter().find(|u| u.as_str() == s) {
            return Some(*u);
        }
        let names: Vec<&str> = ALL.iter().map(|u| u.as_str()).collect();
        let suggestion = match s.to_ascii_lowercase().trim() {
            "millimetre" | "millimeter" | "millimetres" | "millimeters" => Some("mm"),
            "centimetre" | "centimeter" | "centimetres" | "centimeters" => Some("cm"),
            "metre" | "meter" | "metres" | "meters" => Some("m"),
            "inch" | "inches" | "\"" => Some("in"),
            l => names
                .iter()
                .find(|n| **n == l)
                .copied()
                .or_else(|| nearest(l, &names)),
        };
        let help = match suggestion {
            Some(n) => said!("diag-input-unknown-unit-write", unit = n),
            None => said!("diag-input-unknown-unit-help"),
        };
        self.error_said(
            Code::InputUnknownUnit,
            at.span,
            said!("diag-input-unknown-unit", unit = s),
            said!("diag-label-unknown-unit"),
            help,
        );
        None
    }

    /// `lang:`, the language the board's sheets are printed in: `en` or `ru`.
    pub(super) fn lang(&mut self, at: At<'_>) -> Option<crate::i18n::Lang> {
        let langs = crate::i18n::Lang::ALL.map(|l| l.as_str()).join(", ");
        let Node::String(s) = at.node else {
            self.wrong_type(
                at,
                &key("lang"),
                said!("form-one-of", choices = &langs),
                said!("diag-input-write-eg", example = "lang: ru"),
            );
            return None;
        };
        if let Some(l) = crate::i18n::Lang::parse(s) {
            return Some(l);
        }
        self.error_said(
            Code::InputUnknownLang,
            at.span,
            said!("diag-input-unknown-lang", lang = s, langs = &langs),
            said!("diag-label-unknown-lang"),
            said!("diag-input-unknown-lang-help", langs = &langs),
        );
        None
    }

    pub(super) fn frame(&mut self, at: At<'_>) -> Option<Frame> {
        let entries = self.map(
            at,
            &key("frame"),
            FRAME_KEYS,
            said!("diag-input-frame-help"),
        )?;
        let get = |k: &str| entries.iter().find(|e| e.key == k);
        let (w, h, p) = (get("width"), get("height"), get("polygon"));
        if let Some(p) = p {
            if let Some(other) = w.or(h) {
                self.diags.push(
                    Diagnostic::said(Code::InputFrameConflict, said!("diag-input-frame-conflict"))
                        .with_help_said(said!("diag-input-frame-conflict-help"))
                        .with_label_said(other.key_span, said!("diag-label-rectangle"))
                        .with_label_said(p.key_span, said!("diag-label-polygon")),
                );
                return None;
            }
            return self.polygon(p.value).map(|ring| Frame {
                shape: FrameShape::Polygon(ring),
                span: at.span,
            });
        }
        match (w, h) {
            (Some(w), Some(h)) => {
                let width = self.size(w.value, &said!("what-frame-key", key = "width"));
                let height = self.size(h.value, &said!("what-frame-key", key = "height"));
                Some(Frame {
                    shape: FrameShape::Rect {
                        width: width?,
                        height: height?,
                    },
                    span: at.span,
                })
            }
            (w, h) => {
                let missing = match (w, h) {
                    (Some(_), None) => key("height"),
                    (None, Some(_)) => key("width"),
                    _ => said!("what-frame-size-keys"),
                };
                if !self.suggested.is_empty() {
                    return None;
                }
                self.error_said(
                    Code::InputMissingKey,
                    at.span,
                    said!(
                        "diag-input-lacks",
                        what = key("frame"),
                        missing = missing.clone()
                    ),
                    said!("diag-label-no", missing = missing),
                    said!("diag-input-frame-lacks-help"),
                );
                None
            }
        }
    }

    pub(super) fn size(&mut self, at: At<'_>, what: &Said) -> Option<f64> {
        let v = self.coordinate(at, what)?;
        if v <= 0.0 {
            self.error_said(
                Code::InputNonPositiveSize,
                at.span,
                said!(
                    "diag-input-not-positive",
                    what = what.clone(),
                    value = crate::diagnostics::Decimal(num(v))
                ),
                said!("diag-label-not-positive"),
                said!("diag-input-size-help"),
            );
            return None;
        }
        Some(v)
    }

    pub(super) fn polygon(&mut self, at: At<'_>) -> Option<Vec<Point>> {
        let items = self.seq(
            at,
            &said!("what-frame-key", key = "polygon"),
            said!(
                "diag-input-write",
                example = "polygon: [[x, y], [x, y], [x, y], ...]"
            ),
        )?;
        if items.len() > MAX_FRAME_POINTS {
            self.error_said(
                Code::InputTooManyFramePoints,
                at.span,
                said!(
                    "diag-input-too-many-frame-points",
                    n = items.len(),
                    max = MAX_FRAME_POINTS
                ),
                said!("diag-label-too-many-corners"),
                said!("diag-input-too-many-frame-points-help"),
            );
            return None;
        }
        let mut pts = Vec::with_capacity(items.len());
        let mut spans = Vec::with_capacity(items.len());
        let mut ok = true;
        for (i, it) in items.iter().enumerate() {
            match self.point(*it, &key(&format!("frame.polygon[{i}]"))) {
                Some(p) => {
                    pts.push(p);
                    spans.push(it.span);
                }
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        // A repeated closing point is accepted and dropped.
        if pts.len() > 1 && pts.first() == pts.last() {
            pts.pop();
            spans.pop();
        }
        if pts.len() < 3 {
            self.error_said(
                Code::InputFrameTooFewPoints,
                at.span,
                said!("diag-input-frame-too-few-points", n = pts.len()),
                said!("diag-label-too-few-corners"),
                said!("diag-input-frame-too-few-points-help"),
            );
            return None;
        }
        if let Some((i, j, what)) = self_intersection(&pts) {
            let mut d = Diagnostic::said(
                Code::InputFrameSelfIntersection,
                said!("diag-input-frame-self-intersection", what = what),
            )
            .with_help_said(said!("diag-input-frame-self-intersection-help"))
            .with_label_said(spans[i], said!("diag-label-edge-starts", k = i));
            if j != i {
                d = d.with_label_said(spans[j], said!("diag-label-edge-starts", k = j));
            }
            self.diags.push(d);
            return None;
        }
        Some(pts)
    }
}

/// `k (from (x, y) to (x, y))`: edge `k` of the closed ring `pts` with its ends.
fn edge(pts: &[Point], k: usize) -> Said {
    said!(
        "diag-edge",
        k = k,
        from = fmt_pt(pts[k]),
        to = fmt_pt(pts[(k + 1) % pts.len()])
    )
}

/// The first defect of the closed ring `pts` ([`ring_self_intersection`]) as `(i, j, what)`:
/// the edges to label and the words of the message. Corners and edges are numbered from 0 in
/// messages, as the validated board file's `frame_edge` counts them: edge `k` runs from corner
/// `k` to the next one, and is named with its ends, `0 (from (0, 0) to (100, 0))`.
fn self_intersection(pts: &[Point]) -> Option<(usize, usize, Said)> {
    let n = pts.len();
    let edges =
        |id: &'static str, i: usize, j: usize| said!(id, a = edge(pts, i), b = edge(pts, j));
    Some(match ring_self_intersection(pts)? {
        RingDefect::RepeatedCorner(i) => (
            i,
            i,
            said!(
                "diag-frame-repeated-corner",
                i = i,
                j = (i + 1) % n,
                at = fmt_pt(pts[i])
            ),
        ),
        RingDefect::Collinear => (0, 0, said!("diag-frame-collinear")),
        RingDefect::FoldBack(i, j) => (i, j, edges("diag-frame-fold-back", i, j)),
        RingDefect::Cross(i, j) => (i, j, edges("diag-frame-cross", i, j)),
        RingDefect::Touch(i, j) => (i, j, edges("diag-frame-touch", i, j)),
    })
}
