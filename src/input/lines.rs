//! The walker's `lines:` section: short form `[[x, y], [x, y]]` or long form
//! `{from, to, name}`.

use super::walk::{At, Walker, num};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, said};
use crate::input::yaml::Node;

impl Walker<'_> {
    pub(super) fn lines(&mut self, at: At<'_>) -> Option<Vec<Line>> {
        let help = "write `lines: [[[x, y], [x, y]], ...]` or long-form entries `{from: [x, y], to: [x, y]}`";
        if let Node::Seq(items) = at.node
            && items.len() > MAX_LINES
        {
            self.error_said(
                Code::InputTooManyLines,
                at.span,
                said!(
                    "diag-input-too-many-lines",
                    n = items.len(),
                    max = MAX_LINES
                ),
                said!("diag-label-too-many-lines"),
                said!("diag-input-too-large-help"),
            );
            return None;
        }
        let items = self.seq(at, "`lines`", help)?;
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for (i, it) in items.iter().enumerate() {
            match self.line(*it, i) {
                Some(l) => out.push(l),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    pub(super) fn line(&mut self, at: At<'_>, i: usize) -> Option<Line> {
        let what = format!("line {}", i + 1);
        let (from, to, name) = match at.node {
            Node::Seq(items) if items.len() == 2 => {
                let a = self.child(at, &items[0], 0);
                let b = self.child(at, &items[1], 1);
                let from = self.point(a, &format!("the start of {what}"));
                let to = self.point(b, &format!("the end of {what}"));
                (from?, to?, None)
            }
            Node::Seq(items) => {
                self.error(
                    Code::InputWrongType,
                    at.span,
                    format!(
                        "{what} must be two points [[x, y], [x, y]], not a list of {}",
                        items.len()
                    ),
                    "expected [[x, y], [x, y]]",
                    "a short-form line is `[[x1, y1], [x2, y2]]`",
                );
                return None;
            }
            Node::Map(_) => {
                let entries = self.map(at, &what, LINE_KEYS, "")?;
                let get = |k: &str| entries.iter().find(|e| e.key == k).map(|e| e.value);
                let (f, t) = (get("from"), get("to"));
                let misspelt = |k: &str| self.suggested.contains(&k);
                if (f.is_none() && !misspelt("from")) || (t.is_none() && !misspelt("to")) {
                    let missing = match (f, t) {
                        (None, None) => "`from` and `to`",
                        (None, _) => "`from`",
                        _ => "`to`",
                    };
                    self.error(
                        Code::InputMissingKey,
                        at.span,
                        format!("{what} lacks {missing}"),
                        format!("no {missing}"),
                        "a long-form line is `{from: [x, y], to: [x, y], name: optional}`",
                    );
                }
                let from = f.and_then(|f| self.point(f, &format!("`from` of {what}")));
                let to = t.and_then(|t| self.point(t, &format!("`to` of {what}")));
                let name = match get("name") {
                    None
                    | Some(At {
                        node: Node::Null, ..
                    }) => None,
                    Some(n) => {
                        let s = self.text(n, &format!("the name of {what}"));
                        match s {
                            Some(s) if self.name(n, &s, &format!("the name of {what}")) => Some(s),
                            _ => return None,
                        }
                    }
                };
                (from?, to?, name)
            }
            _ => {
                self.wrong_type(
                    at,
                    &what,
                    "a line",
                    "write `[[x1, y1], [x2, y2]]` or `{from: [x1, y1], to: [x2, y2]}`",
                );
                return None;
            }
        };
        if from == to {
            self.diags.push(
                Diagnostic::said(
                    Code::InputZeroLengthLine,
                    said!(
                        "diag-input-zero-length-line",
                        n = i + 1,
                        x = num(from[0]),
                        y = num(from[1])
                    ),
                )
                .with_help_said(said!("diag-input-zero-length-line-help"))
                .with_label_said(at.span, said!("diag-label-zero-length")),
            );
        }
        Some(Line {
            from,
            to,
            name,
            span: at.span,
        })
    }
}
