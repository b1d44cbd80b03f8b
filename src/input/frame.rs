//! The walker's `units:` and `frame:` sections (a rectangle, or a polygon checked for
//! self-intersection).

use super::walk::{At, Walker, nearest, num};
use super::*;
use crate::diagnostics::Diagnostic;
use crate::diagnostics::codes::Code;
use crate::diagnostics::wording::fmt_pt;
use crate::geometry::predicates::{RingDefect, ring_self_intersection};
use crate::input::yaml::Node;
use crate::units::Units;

impl Walker<'_> {
    pub(super) fn units(&mut self, at: At<'_>) -> Option<Units> {
        const ALL: [Units; 4] = [Units::Mm, Units::Cm, Units::M, Units::In];
        let Node::String(s) = at.node else {
            self.wrong_type(
                at,
                "`units`",
                "one of mm, cm, m, in",
                "write e.g. `units: mm`",
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
            Some(n) => format!("write `units: {n}`"),
            None => "write one of mm, cm, m, in".into(),
        };
        self.error(
            Code::InputUnknownUnit,
            at.span,
            format!("unknown unit `{s}`; the units are mm, cm, m and in"),
            "unknown unit",
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
                "`lang`",
                &format!("one of {langs}"),
                "write e.g. `lang: ru`",
            );
            return None;
        };
        if let Some(l) = crate::i18n::Lang::parse(s) {
            return Some(l);
        }
        self.error(
            Code::InputUnknownLang,
            at.span,
            format!("unknown language `{s}`; the languages are {langs}"),
            "unknown language",
            format!("write one of {langs} (e.g. `lang: ru`), or remove `lang:` to print in the reader's language"),
        );
        None
    }

    pub(super) fn frame(&mut self, at: At<'_>) -> Option<Frame> {
        let entries = self.map(
            at,
            "`frame`",
            FRAME_KEYS,
            "write `frame: {width: 420, height: 297}` or `frame: {polygon: [[x, y], ...]}`",
        )?;
        let get = |k: &str| entries.iter().find(|e| e.key == k);
        let (w, h, p) = (get("width"), get("height"), get("polygon"));
        if let Some(p) = p {
            if let Some(other) = w.or(h) {
                self.diags.push(
                    Diagnostic::new(
                        Code::InputFrameConflict,
                        "`frame` has both a `polygon` and a rectangle size",
                    )
                    .with_help("keep either `width`/`height` or `polygon`")
                    .with_label(other.key_span, "rectangle")
                    .with_label(p.key_span, "polygon"),
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
                let width = self.size(w.value, "the frame's `width`");
                let height = self.size(h.value, "the frame's `height`");
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
                    (Some(_), None) => "`height`",
                    (None, Some(_)) => "`width`",
                    _ => "`width` and `height` (or `polygon`)",
                };
                if !self.suggested.is_empty() {
                    return None;
                }
                self.error(
                    Code::InputMissingKey,
                    at.span,
                    format!("`frame` lacks {missing}"),
                    format!("no {missing}"),
                    "a frame is `{width: W, height: H}` or `{polygon: [[x, y], ...]}`",
                );
                None
            }
        }
    }

    pub(super) fn size(&mut self, at: At<'_>, what: &str) -> Option<f64> {
        let v = self.coordinate(at, what)?;
        if v <= 0.0 {
            self.error(
                Code::InputNonPositiveSize,
                at.span,
                format!("{what} is {}; it must be positive", num(v)),
                "not positive",
                "give a positive size in the board's units",
            );
            return None;
        }
        Some(v)
    }

    pub(super) fn polygon(&mut self, at: At<'_>) -> Option<Vec<Point>> {
        let items = self.seq(
            at,
            "the frame's `polygon`",
            "write `polygon: [[x, y], [x, y], [x, y], ...]`",
        )?;
        if items.len() > MAX_FRAME_POINTS {
            self.error(
                Code::InputTooManyFramePoints,
                at.span,
                format!(
                    "the frame polygon has {} corners, more than the limit of {MAX_FRAME_POINTS}",
                    items.len()
                ),
                "too many corners",
                "simplify the frame outline",
            );
            return None;
        }
        let mut pts = Vec::with_capacity(items.len());
        let mut spans = Vec::with_capacity(items.len());
        let mut ok = true;
        for (i, it) in items.iter().enumerate() {
            match self.point(*it, &format!("`frame.polygon[{i}]`")) {
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
            self.error(
                Code::InputFrameTooFewPoints,
                at.span,
                format!(
                    "the frame polygon has {}; it needs at least 3",
                    match pts.len() {
                        1 => "1 distinct corner".to_string(),
                        n => format!("{n} distinct corners"),
                    }
                ),
                "too few corners",
                "give the frame's corners in order, at least 3",
            );
            return None;
        }
        if let Some((i, j, what)) = self_intersection(&pts) {
            let mut d = Diagnostic::new(
                Code::InputFrameSelfIntersection,
                format!("the frame polygon is not simple: {what}"),
            )
            .with_help("list the corners in order around the outline, each once, so that no two edges meet except neighbors at their shared corner")
            .with_label(spans[i], format!("edge {i} starts here"));
            if j != i {
                d = d.with_label(spans[j], format!("edge {j} starts here"));
            }
            self.diags.push(d);
            return None;
        }
        Some(pts)
    }
}

/// `(from (x, y) to (x, y))`: the ends of edge `k` of the closed ring `pts`.
fn edge_ends(pts: &[Point], k: usize) -> String {
    format!(
        "(from {} to {})",
        fmt_pt(pts[k]),
        fmt_pt(pts[(k + 1) % pts.len()])
    )
}

/// The first defect of the closed ring `pts` ([`ring_self_intersection`]) as `(i, j, what)`:
/// the edges to label and the words of the message. Corners and edges are numbered from 0 in
/// messages, as the validated board file's `frame_edge` counts them: edge `k` runs from corner
/// `k` to the next one, and is named with its ends, `0 (from (0, 0) to (100, 0))`.
fn self_intersection(pts: &[Point]) -> Option<(usize, usize, String)> {
    let n = pts.len();
    let edge = |k: usize| format!("{k} {}", edge_ends(pts, k));
    Some(match ring_self_intersection(pts)? {
        RingDefect::RepeatedCorner(i) => (
            i,
            i,
            format!(
                "corners {i} and {} are the same point, {}",
                (i + 1) % n,
                fmt_pt(pts[i])
            ),
        ),
        RingDefect::Collinear => (0, 0, "all corners lie on one line: it has no area".into()),
        RingDefect::FoldBack(i, j) => (
            i,
            j,
            format!(
                "edges {} and {} fold back over each other",
                edge(i),
                edge(j)
            ),
        ),
        RingDefect::Cross(i, j) => (i, j, format!("edges {} and {} cross", edge(i), edge(j))),
        RingDefect::Touch(i, j) => (i, j, format!("edges {} and {} touch", edge(i), edge(j))),
    })
}
