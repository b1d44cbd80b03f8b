//! The walker's `rules:` section: the thresholds of the checks.

use super::walk::{At, Walker, key, num};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, Said, Span, said};

impl Walker<'_> {
    pub(super) fn rules(&mut self, at: At<'_>) -> Option<Rules> {
        let entries = self.map(
            at,
            &key("rules"),
            RULE_KEYS,
            said!(
                "diag-input-write-eg",
                example = "rules: {min_regions: 8, max_regions: 12}"
            ),
        )?;
        let mut r = Rules {
            span: Some(at.span),
            ..Rules::default()
        };
        let mut ok = true;
        let mut bounds: Option<(Span, Span)> = None;
        let (mut min_span, mut max_span) = (None, None);
        for e in &entries {
            let what = key(&format!("rules.{}", e.key));
            match e.key.as_str() {
                "min_regions" | "max_regions" | "min_pack_distance" => {
                    let lo = i64::from(e.key != "min_pack_distance");
                    match self.whole(e.value, &what, lo, 1_000_000, Code::InputInvalidRule) {
                        Some(v) => match e.key.as_str() {
                            "min_regions" => {
                                r.min_regions = v as u32;
                                min_span = Some(e.value.span);
                            }
                            "max_regions" => {
                                r.max_regions = v as u32;
                                max_span = Some(e.value.span);
                            }
                            _ => r.min_pack_distance = v as u32,
                        },
                        None => ok = false,
                    }
                }
                "max_area_ratio" => match self.number(e.value, &what) {
                    Some(v) if v >= 1.0 => r.max_area_ratio = v,
                    Some(v) => {
                        ok = false;
                        self.rule_refused(
                            e.value.span,
                            &what,
                            v,
                            [
                                "diag-input-ratio-below-one",
                                "diag-label-below-one",
                                "diag-input-ratio-help",
                            ],
                        );
                    }
                    None => ok = false,
                },
                _ => match self.coordinate(e.value, &what) {
                    Some(v) if v >= 0.0 => r.min_border_length = Some(v),
                    Some(v) => {
                        ok = false;
                        self.rule_refused(
                            e.value.span,
                            &what,
                            v,
                            [
                                "diag-input-negative-length",
                                "diag-label-negative",
                                "diag-input-length-help",
                            ],
                        );
                    }
                    None => ok = false,
                },
            }
        }
        if r.min_regions > r.max_regions {
            bounds = Some((min_span.unwrap_or(at.span), max_span.unwrap_or(at.span)));
        }
        if let Some((a, b)) = bounds {
            ok = false;
            self.diags.push(
                Diagnostic::said(
                    Code::InputInvalidRule,
                    said!(
                        "diag-input-min-above-max",
                        min = r.min_regions,
                        max = r.max_regions
                    ),
                )
                .with_help_said(said!("diag-input-min-above-max-help"))
                .with_label_said(a, said!("diag-label-minimum"))
                .with_label_said(b, said!("diag-label-maximum")),
            );
        }
        ok.then_some(r)
    }
}

impl Walker<'_> {
    /// A rule's value `v` refused: the message `ids[0]` (with `what` and `v`), its label and help.
    fn rule_refused(&mut self, span: Span, what: &Said, v: f64, ids: [&'static str; 3]) {
        self.error_said(
            Code::InputInvalidRule,
            span,
            said!(
                ids[0],
                what = what.clone(),
                value = crate::diagnostics::Decimal(num(v))
            ),
            said!(ids[1]),
            said!(ids[2]),
        );
    }
}
