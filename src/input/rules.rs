//! The walker's `rules:` section: the thresholds of the checks.

use super::walk::{At, Walker, num};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, Span};

impl Walker<'_> {
    pub(super) fn rules(&mut self, at: At<'_>) -> Option<Rules> {
        let entries = self.map(
            at,
            "`rules`",
            RULE_KEYS,
            "write e.g. `rules: {min_regions: 8, max_regions: 12}`",
        )?;
        let mut r = Rules {
            span: Some(at.span),
            ..Rules::default()
        };
        let mut ok = true;
        let mut bounds: Option<(Span, Span)> = None;
        let (mut min_span, mut max_span) = (None, None);
        for e in &entries {
            let what = format!("`rules.{}`", e.key);
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
                "max_area_ratio" => {
                    match self.number(e.value, &what) {
                        Some(v) if v >= 1.0 => r.max_area_ratio = v,
                        Some(v) => {
                            ok = false;
                            self.error(Code::InputInvalidRule, e.value.span, format!("{what} is {}; a ratio of largest to smallest area is at least 1", num(v)), "below 1", "give a ratio of 1 or more, e.g. 8");
                        }
                        None => ok = false,
                    }
                }
                _ => match self.coordinate(e.value, &what) {
                    Some(v) if v >= 0.0 => r.min_border_length = Some(v),
                    Some(v) => {
                        ok = false;
                        self.error(
                            Code::InputInvalidRule,
                            e.value.span,
                            format!("{what} is {}; a length cannot be negative", num(v)),
                            "negative",
                            "give a length of 0 or more in the board's units",
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
                Diagnostic::new(
                    Code::InputInvalidRule,
                    format!(
                        "`rules.min_regions` ({}) is above `rules.max_regions` ({})",
                        r.min_regions, r.max_regions
                    ),
                )
                .with_help("make `min_regions` at most `max_regions`")
                .with_label(a, "minimum")
                .with_label(b, "maximum"),
            );
        }
        ok.then_some(r)
    }
}
