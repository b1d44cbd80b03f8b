//! The walker's `pieces:` section (and the named entries it shares with `regions:`).

use super::walk::{At, Entry, Walker, key, nearest, num};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, Said, Span, said};

impl Walker<'_> {
    /// The entries of a mapping from names to values (`pieces:`, `regions:`) whose names are
    /// valid, and whether every name was (each invalid one is reported by [`Walker::name`]).
    pub(super) fn named_entries<'a>(
        &mut self,
        at: At<'a>,
        what: &Said,
        help: Said,
        name_kind: &Said,
    ) -> Option<(Vec<Entry<'a>>, bool)> {
        let entries = self.map(at, what, &[], help)?;
        let mut ok = true;
        let valid = entries
            .into_iter()
            .filter(|e| {
                let good = self.name(
                    At {
                        span: e.key_span,
                        ..e.value
                    },
                    &e.key,
                    name_kind,
                );
                ok &= good;
                good
            })
            .collect();
        Some((valid, ok))
    }

    pub(super) fn pieces(&mut self, at: At<'_>) -> Option<Vec<PieceKind>> {
        let (entries, mut ok) = self.named_entries(
            at,
            &key("pieces"),
            said!("diag-input-pieces-help"),
            &said!("what-piece-kind-name"),
        )?;
        let mut out = Vec::new();
        for e in &entries {
            let what = said!("what-piece-kind", kind = e.key.as_str());
            if !GAME_PIECE_KINDS.contains(&e.key.as_str()) {
                let (message, help) = match nearest(&e.key, GAME_PIECE_KINDS) {
                    Some(k) => (
                        said!(
                            "diag-input-unknown-piece-kind-mean",
                            what = what.clone(),
                            kind = k
                        ),
                        said!("diag-input-unknown-piece-kind-rename", kind = k),
                    ),
                    None => (
                        said!("diag-input-unknown-piece-kind", what = what.clone()),
                        said!("diag-input-unknown-piece-kind-help"),
                    ),
                };
                self.diags.push(
                    Diagnostic::said(Code::InputUnknownPieceKind, message)
                        .with_help_said(help)
                        .with_label_said(e.key_span, said!("diag-label-not-lion-or-jackal")),
                );
            }
            let Some(fields) = self.map(
                e.value,
                &what,
                PIECE_KEYS,
                said!("diag-input-write", example = "{diameter: 30, count: 3}"),
            ) else {
                ok = false;
                continue;
            };
            let get = |k: &str| fields.iter().find(|f| f.key == k).map(|f| f.value);
            let (d, c) = (get("diameter"), get("count"));
            if (d.is_none() && !self.suggested.contains(&"diameter"))
                || (c.is_none() && !self.suggested.contains(&"count"))
            {
                let missing = key(if d.is_none() { "diameter" } else { "count" });
                self.error_said(
                    Code::InputMissingKey,
                    e.value.span,
                    said!(
                        "diag-input-lacks",
                        what = what.clone(),
                        missing = missing.clone()
                    ),
                    said!("diag-label-no", missing = missing),
                    said!("diag-input-piece-kind-help"),
                );
                ok = false;
            }
            let diameter = d.and_then(|d| {
                let diameter_of = said!("what-diameter-of", what = what.clone());
                let v = self.coordinate(d, &diameter_of)?;
                if v <= 0.0 {
                    self.error_said(
                        Code::InputNonPositiveDiameter,
                        d.span,
                        said!(
                            "diag-input-not-positive",
                            what = diameter_of,
                            value = crate::diagnostics::Decimal(num(v))
                        ),
                        said!("diag-label-not-positive"),
                        said!("diag-input-diameter-help"),
                    );
                    return None;
                }
                if v < self.snap {
                    self.error_said(
                        Code::InputNonPositiveDiameter,
                        d.span,
                        said!(
                            "diag-input-diameter-below-snap",
                            what = diameter_of,
                            value = crate::diagnostics::Decimal(num(v)),
                            snap = crate::diagnostics::Decimal(num(self.snap)),
                            unit = self.units.as_str()
                        ),
                        said!("diag-label-below-snap"),
                        said!("diag-input-diameter-below-snap-help"),
                    );
                    return None;
                }
                Some(v)
            });
            let count = c.and_then(|c| {
                self.whole(
                    c,
                    &said!("what-count-of", what = what.clone()),
                    0,
                    i64::from(MAX_PIECE_COUNT),
                    Code::InputInvalidCount,
                )
            });
            match (diameter, count) {
                (Some(diameter), Some(count)) => out.push(PieceKind {
                    name: e.key.clone(),
                    diameter,
                    count: count as u32,
                    span: Some(Span::new(
                        e.key_span.offset,
                        (e.value.span.offset + e.value.span.len).saturating_sub(e.key_span.offset),
                    )),
                }),
                _ => ok = false,
            }
        }
        ok.then_some(out)
    }
}
