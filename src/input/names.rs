//! The walker's `regions:` section (region names at points) and the region references of
//! `setup:`.

use super::walk::{At, Walker, key, nearest};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Said, Span, said};
use crate::input::yaml::Node;

impl Walker<'_> {
    pub(super) fn regions(&mut self, at: At<'_>) -> Option<Vec<RegionName>> {
        let (entries, mut ok) = self.named_entries(
            at,
            &key("regions"),
            said!(
                "diag-input-write",
                example = "regions: {Oasis: [x, y], ...}"
            ),
            &said!("what-region-name"),
        )?;
        let mut out = Vec::new();
        for e in &entries {
            match self.point(e.value, &said!("what-region-point", name = e.key.as_str())) {
                Some(point) => out.push(RegionName {
                    name: e.key.clone(),
                    point,
                    span: Span::new(
                        e.key_span.offset,
                        (e.value.span.offset + e.value.span.len).saturating_sub(e.key_span.offset),
                    ),
                }),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    pub(super) fn region_ref(
        &mut self,
        at: At<'_>,
        names: &[RegionName],
        what: &Said,
    ) -> Option<SpannedRef> {
        // A name as written wins over an id: `lions: [0x1F]` with a region named `0x1F` means
        // that region, not region 31.
        if let Some(written) = self.name_text(at)
            && names.iter().any(|n| n.name == written)
        {
            return Some(SpannedRef {
                region: RegionRef::Name(written),
                span: at.span,
            });
        }
        let region = match at.node {
            Node::String(s) => {
                if !names.iter().any(|n| &n.name == s) {
                    let known: Vec<&str> = names.iter().map(|n| n.name.as_str()).collect();
                    let help = match nearest(s, &known) {
                        Some(k) => said!("diag-input-did-you-mean", name = k),
                        None if known.is_empty() => said!("diag-input-name-regions-first"),
                        None => said!("diag-input-named-regions", names = known.join(", ")),
                    };
                    self.error_said(
                        Code::InputUnknownRegion,
                        at.span,
                        said!(
                            "diag-input-no-region-named",
                            what = what.clone(),
                            name = s.as_str()
                        ),
                        said!("diag-label-unknown-region"),
                        help,
                    );
                    return None;
                }
                RegionRef::Name(s.clone())
            }
            Node::Int(_) | Node::UInt(_) | Node::Float(_) => {
                let id = self.whole(
                    at,
                    &said!("what-region-id", what = what.clone()),
                    1,
                    i64::from(u32::MAX),
                    Code::InputInvalidRegionId,
                )?;
                RegionRef::Id(id as u32)
            }
            _ => {
                self.wrong_type(
                    at,
                    what,
                    said!("form-region-ref"),
                    said!("diag-input-region-ref-help"),
                );
                return None;
            }
        };
        Some(SpannedRef {
            region,
            span: at.span,
        })
    }
}
