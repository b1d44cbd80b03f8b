//! Names and setup references resolved against the regions: each region name (a point) to the
//! region it lies in, each `setup:` reference (a name or an id) to a [`RegionId`].
//!
//! In: the board and its [`Regions`]. Out: names indexed by region, the resolved setup, and the
//! `savanna::name::*` / `savanna::setup::unknown-region` diagnostics for what does not resolve.

use super::{PointLocation, Regions};
use crate::diagnostics::wording::*;
use crate::diagnostics::{Diagnostic, Span, said};
use crate::ids::{RegionId, RegionVec};
use crate::input::{Board, RegionRef, SpannedRef};

/// The start position with region references resolved.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ResolvedSetup {
    /// One region per lion, in file order (unresolvable references left out).
    pub lions: Vec<RegionId>,
    /// Where each of `lions` is written in the file (same order and length).
    pub lion_spans: Vec<Span>,
    /// The pack's region.
    pub jackals: Option<RegionId>,
}

/// How a region is called in messages: its name, or `region N`.
pub fn region_title(names: &RegionVec<Option<String>>, id: RegionId) -> String {
    let mut s = String::new();
    push_region_title(&mut s, names, id);
    s
}

/// Appends [`region_title`] to `s`. Pieces pushed rather than `format!`, and into the message's
/// own buffer: a board of 9000 regions titles one or two in each of its tens of thousands of
/// diagnostics (issue 12).
pub fn push_region_title(s: &mut String, names: &RegionVec<Option<String>>, id: RegionId) {
    let mut digits = itoa::Buffer::new();
    let digits = digits.format(id.0);
    match names.get(id).and_then(|n| n.as_ref()) {
        Some(n) => s.extend([n.as_str(), " (region ", digits, ")"]),
        None => s.extend(["region ", digits]),
    }
}

/// Attaches region names given by points. A point outside every region, on a border, or a
/// second name in the same region is an error at that entry.
pub fn assign_names(
    board: &Board,
    regions: &Regions,
) -> (RegionVec<Option<String>>, Vec<Diagnostic>) {
    let mut names: RegionVec<Option<String>> = RegionVec::from_elem(None, regions.regions.len());
    let mut by: RegionVec<Option<Span>> = RegionVec::from_elem(None, regions.regions.len());
    let mut diags = Vec::new();
    for n in &board.region_names {
        match regions.locate(n.point) {
            PointLocation::Inside(id) => {
                if let Some(prev) = &names[id] {
                    let mut d = Diagnostic::said(
                        Code::NameSameRegion,
                        said!(
                            "diag-name-same-region",
                            name = &n.name,
                            prev = prev,
                            id = id.0
                        ),
                    )
                    .with_help_said(said!("diag-name-same-region-help"))
                    .with_label_said(n.span, said!("diag-label-second-name"))
                    .with_regions([id]);
                    if let Some(s) = by[id] {
                        d = d.with_label_said(s, said!("diag-label-first-named"));
                    }
                    diags.push(d);
                } else {
                    names[id] = Some(n.name.clone());
                    by[id] = Some(n.span);
                }
            }
            PointLocation::OnBoundary(id) => diags.push(
                Diagnostic::said(
                    Code::NameOnBorder,
                    said!("diag-name-on-border", at = fmt_pt(n.point), name = &n.name),
                )
                .with_help_said(said!("diag-name-on-border-help"))
                .with_label_said(n.span, said!("diag-label-on-boundary", id = id.0))
                .with_regions([id]),
            ),
            PointLocation::Outside => diags.push(
                Diagnostic::said(
                    Code::NameOutside,
                    said!("diag-name-outside", at = fmt_pt(n.point), name = &n.name),
                )
                .with_help_said(said!("diag-name-outside-help"))
                .with_label_said(n.span, said!("diag-label-in-no-region")),
            ),
        }
    }
    // A name that is another region's id: `setup:` and a typed move read the name first, so
    // it works, but a person reading `3` takes it for region 3.
    for (id, name) in names.iter_enumerated() {
        let Some(name) = name else { continue };
        let Ok(other) = name.trim().parse::<u32>() else {
            continue;
        };
        if other == id.0 || !names.contains(RegionId(other)) {
            continue;
        }
        let mut d = Diagnostic::said(
            Code::NameLooksLikeId,
            said!(
                "diag-name-looks-like-id",
                id = id.0,
                name = name,
                other = other
            ),
        )
        .with_help_said(said!(
            "diag-name-looks-like-id-help",
            name = name,
            other = other
        ))
        .with_regions([id, RegionId(other)]);
        if let Some(s) = by[id] {
            d = d.with_label_said(s, said!("diag-label-a-region-id"));
        }
        diags.push(d);
    }
    (names, diags)
}

fn resolve_ref(
    board: &Board,
    r: &SpannedRef,
    names: &RegionVec<Option<String>>,
    n: usize,
) -> Result<RegionId, Box<Diagnostic>> {
    match &r.region {
        RegionRef::Id(id) if names.contains(RegionId(*id)) => Ok(RegionId(*id)),
        RegionRef::Id(id) => Err(Box::new(
            Diagnostic::said(
                Code::SetupUnknownRegion,
                said!("diag-setup-no-such-id", id = *id, n = n),
            )
            .with_help_said(said!("diag-setup-no-such-id-help"))
            .with_label_said(r.span, said!("diag-label-no-such-region")),
        )),
        RegionRef::Name(name) => match names
            .iter_enumerated()
            .find(|(_, x)| x.as_deref() == Some(name.as_str()))
        {
            Some((id, _)) => Ok(id),
            None if board.region_names.iter().any(|e| &e.name == name) => Err(Box::new(
                Diagnostic::said(
                    Code::SetupUnknownRegion,
                    said!("diag-setup-unplaced-region", name = name),
                )
                .with_help_said(said!("diag-setup-unplaced-region-help", name = name))
                .with_label_said(r.span, said!("diag-label-no-place")),
            )),
            None => {
                let known: Vec<&str> = names.iter().flatten().map(String::as_str).collect();
                // The rule every name suggestion follows (`play`'s too).
                let near = crate::input::nearest(name, &known);
                let help = match near {
                    Some(k) => said!("diag-did-you-mean", name = k),
                    None => said!("diag-setup-unknown-name-help"),
                };
                Err(Box::new(
                    Diagnostic::said(
                        Code::SetupUnknownRegion,
                        said!("diag-setup-unknown-name", name = name),
                    )
                    .with_help_said(help)
                    .with_label_said(r.span, said!("diag-label-unknown-region")),
                ))
            }
        },
    }
}

/// Resolves the start position's region references (names or ids).
pub fn resolve_setup(
    board: &Board,
    names: &RegionVec<Option<String>>,
) -> (Option<ResolvedSetup>, Vec<Diagnostic>) {
    let Some(setup) = &board.setup else {
        return (None, Vec::new());
    };
    let mut diags = Vec::new();
    let mut out = ResolvedSetup::default();
    // A name that no region has was reported by the loader (input::unknown-region).
    let unknown = |r: &crate::input::SpannedRef| matches!(&r.region, RegionRef::Name(n) if !board.region_names.iter().any(|e| &e.name == n));
    for r in setup.lions.iter().filter(|r| !unknown(r)) {
        match resolve_ref(board, r, names, names.len()) {
            Ok(id) => {
                out.lions.push(id);
                out.lion_spans.push(r.span);
            }
            Err(d) => diags.push(*d),
        }
    }
    if let Some(r) = setup.jackals.as_ref().filter(|r| !unknown(r)) {
        match resolve_ref(board, r, names, names.len()) {
            Ok(id) => out.jackals = Some(id),
            Err(d) => diags.push(*d),
        }
    }
    (Some(out), diags)
}
