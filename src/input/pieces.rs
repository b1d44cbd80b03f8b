//! The walker's `pieces:` section (and the named entries it shares with `regions:`).

use super::walk::{At, Entry, Walker, nearest, num};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, Span};

impl Walker<'_> {
    /// The entries of a mapping from names to values (`pieces:`, `regions:`) whose names are
    /// valid, and whether every name was (each invalid one is reported by [`Walker::name`]).
    pub(super) fn named_entries<'a>(
        &mut self,
        at: At<'a>,
        what: &str,
        help: &str,
        name_kind: &str,
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
            "`pieces`",
            "write `pieces: {lion: {diameter: 30, count: 3}, jackal: {diameter: 20, count: 9}}`",
            "a piece kind's name",
        )?;
        let mut out = Vec::new();
        for e in &entries {
            let what = format!("piece kind `{}`", e.key);
            if !GAME_PIECE_KINDS.contains(&e.key.as_str()) {
                let (message, help) = match nearest(&e.key, GAME_PIECE_KINDS) {
                    Some(k) => (
                        format!("{what} is not one the game uses; did you mean `{k}`?"),
                        format!("rename it to `{k}`: the game's checks use only `lion` and `jackal`"),
                    ),
                    None => (
                        format!("{what} is not one the game uses"),
                        "its pieces are packed, but the game's checks use only `lion` and `jackal`: name the kinds so, or ignore this for a variant".to_string(),
                    ),
                };
                self.diags.push(
                    Diagnostic::new(Code::InputUnknownPieceKind, message)
                        .with_help(help)
                        .with_label(e.key_span, "not lion or jackal"),
                );
            }
            let Some(fields) = self.map(
                e.value,
                &what,
                PIECE_KEYS,
                "write `{diameter: 30, count: 3}`",
            ) else {
                ok = false;
                continue;
            };
            let get = |k: &str| fields.iter().find(|f| f.key == k).map(|f| f.value);
            let (d, c) = (get("diameter"), get("count"));
            if (d.is_none() && !self.suggested.contains(&"diameter"))
                || (c.is_none() && !self.suggested.contains(&"count"))
            {
                let missing = if d.is_none() { "`diameter`" } else { "`count`" };
                self.error(
                    Code::InputMissingKey,
                    e.value.span,
                    format!("{what} lacks {missing}"),
                    format!("no {missing}"),
                    "a piece kind is `{diameter: D, count: N}` (D in the board's units)",
                );
                ok = false;
            }
            let diameter = d.and_then(|d| {
                let v = self.coordinate(d, &format!("the diameter of {what}"))?;
                if v <= 0.0 {
                    self.error(
                        Code::InputNonPositiveDiameter,
                        d.span,
                        format!("the diameter of {what} is {}; it must be positive", num(v)),
                        "not positive",
                        "give the disc's diameter in the board's units",
                    );
                    return None;
                }
                if v < self.snap {
                    self.error(
                        Code::InputNonPositiveDiameter,
                        d.span,
                        format!(
                            "the diameter of {what} is {} {u}, smaller than the snap grid ({} {u}): savanna cannot measure it",
                            num(v),
                            num(self.snap),
                            u = self.units.as_str()
                        ),
                        "below the snap grid",
                        "give the disc's diameter in the board's units (check `units:`), or make `snap:` finer",
                    );
                    return None;
                }
                Some(v)
            });
            let count = c.and_then(|c| {
                self.whole(
                    c,
                    &format!("the count of {what}"),
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
