//! The walker's `lines:` section: short form `[[x, y], [x, y]]` or long form
//! `{from, to, name}`.

use super::walk::{At, Walker, key, num};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, said};
use crate::input::yaml::Node;

impl Walker<'_> {
    pub(super) fn lines(&mut self, at: At<'_>) -> Option<Vec<Line>> {
        let help = said!("diag-input-lines-help");
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
        let items = self.seq(at, &key("lines"), help)?;
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
        let what = said!("what-line", n = i + 1);
        let (from, to, name) = match at.node {
            Node::Seq(items) if items.len() == 2 => {
                let a = self.child(at, &items[0], 0);
                let b = self.child(at, &items[1], 1);
                let from = self.point(a, &said!("what-start-of", what = what.clone()));
                let to = self.point(b, &said!("what-end-of", what = what.clone()));
                (from?, to?, None)
            }
            Node::Seq(items) => {
                self.error_said(
                    Code::InputWrongType,
                    at.span,
                    said!(
                        "diag-input-line-list-of",
                        what = what.clone(),
                        n = items.len()
                    ),
                    said!("diag-label-expected-line"),
                    said!("diag-input-short-line-help"),
                );
                return None;
            }
            Node::Map(_) => {
                let entries = self.map(at, &what, LINE_KEYS, said!("diag-input-long-line-help"))?;
                let get = |k: &str| entries.iter().find(|e| e.key == k).map(|e| e.value);
                let (f, t) = (get("from"), get("to"));
                let misspelt = |k: &str| self.suggested.contains(&k);
                if (f.is_none() && !misspelt("from")) || (t.is_none() && !misspelt("to")) {
                    let missing = match (f, t) {
                        (None, None) => said!("what-keys-and", a = "from", b = "to"),
                        (None, _) => key("from"),
                        _ => key("to"),
                    };
                    self.error_said(
                        Code::InputMissingKey,
                        at.span,
                        said!(
                            "diag-input-lacks",
                            what = what.clone(),
                            missing = missing.clone()
                        ),
                        said!("diag-label-no", missing = missing),
                        said!("diag-input-long-line-help"),
                    );
                }
                let key_of = |k: &str| said!("what-key-of", key = k, what = what.clone());
                let from = f.and_then(|f| self.point(f, &key_of("from")));
                let to = t.and_then(|t| self.point(t, &key_of("to")));
                let name = match get("name") {
                    None
                    | Some(At {
                        node: Node::Null, ..
                    }) => None,
                    Some(n) => {
                        let name_of = said!("what-name-of", what = what.clone());
                        let s = self.text(n, &name_of);
                        match s {
                            Some(s) if self.name(n, &s, &name_of) => Some(s),
                            _ => return None,
                        }
                    }
                };
                (from?, to?, name)
            }
            _ => {
                self.wrong_type(at, &what, said!("form-line"), said!("diag-input-line-help"));
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
