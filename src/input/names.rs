//! The walker's `regions:` section (region names at points) and the region references of
//! `setup:`.

use super::walk::{At, Walker, nearest};
use super::*;
use crate::diagnostics::Span;
use crate::diagnostics::codes::Code;
use crate::input::yaml::Node;

impl Walker<'_> {
    pub(super) fn regions(&mut self, at: At<'_>) -> Option<Vec<RegionName>> {
        let (entries, mut ok) = self.named_entries(
            at,
            "`regions`",
            "write `regions: {Oasis: [x, y], ...}`",
            "a region name",
        )?;
        let mut out = Vec::new();
        for e in &entries {
            match self.point(e.value, &format!("the point of region `{}`", e.key)) {
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
        what: &str,
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
                        Some(k) => format!("did you mean `{k}`?"),
                        None if known.is_empty() => {
                            "name regions under `regions:` first, or use a region id (1..n)".into()
                        }
                        None => format!("the named regions are: {}", known.join(", ")),
                    };
                    self.error(
                        Code::InputUnknownRegion,
                        at.span,
                        format!("{what}: no region is named `{s}`"),
                        "unknown region",
                        help,
                    );
                    return None;
                }
                RegionRef::Name(s.clone())
            }
            Node::Int(_) | Node::UInt(_) | Node::Float(_) => {
                let id = self.whole(
                    at,
                    &format!("{what} (a region id)"),
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
                    "a region name or id",
                    "write a name from `regions:` or a region id",
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
