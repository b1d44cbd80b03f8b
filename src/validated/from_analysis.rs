//! [`ValidatedBoard::from_analysis`]: the validated board file assembled from the stages'
//! results (the board, its arrangement, regions, names, setup, packings and diagnostics).

use super::{
    DiagnosticOut, FORMAT_VERSION, FrameOut, KindMap, LineOut, LooseEdge, LooseKind, MixedRowOut,
    RegionOut, SetupOut, ValidatedBoard, frame_edge_out, normalise_ring, pieces_out,
};
use crate::capacity::region::RegionPacking;
use crate::checks::Facts;
use crate::diagnostics::Diagnostic;
use crate::geometry::snap::Grid;
use crate::ids::{RegionVec, SegmentId};
use crate::input;
use crate::regions::Region;

impl ValidatedBoard {
    /// The validated board file of an analysed board: `facts` (the board, its arrangement,
    /// regions, names and resolved setup), the packings of each region (`packed`, empty when
    /// capacities were not computed), every diagnostic in display order, and the board file's
    /// `text` (to give each diagnostic its line and column). `valid` is true when no diagnostic
    /// is an error.
    pub fn from_analysis(
        facts: &Facts,
        packed: &RegionVec<RegionPacking>,
        diagnostics: &[Diagnostic],
        text: &str,
    ) -> ValidatedBoard {
        let (board, arr, regs) = (facts.board, facts.arrangement, facts.regions);
        let regions = regs
            .regions
            .iter()
            .map(|r| region_out(facts, r, packed))
            .collect();
        ValidatedBoard {
            savanna: FORMAT_VERSION,
            valid: !diagnostics.iter().any(Diagnostic::is_error),
            name: board.name.clone(),
            lang: board.lang,
            units: board.units,
            frame: board.frame.as_ref().map(|f| frame_on_grid(f, arr.grid)),
            lines: board.lines.iter().map(LineOut::from_line).collect(),
            pieces: pieces_out(&board.pieces),
            setup: facts.setup.map(|s| SetupOut {
                lions: s.lions.clone(),
                jackals: s.jackals,
            }),
            regions,
            borders: regs.borders.clone(),
            corners: regs.corners.clone(),
            loose_edges: loose_edges(facts),
            diagnostics: {
                let lines = crate::diagnostics::LineIndex::new(text);
                diagnostics
                    .iter()
                    .map(|d| DiagnosticOut::from_diagnostic(d, &lines))
                    .collect()
            },
            game: board.game.clone(),
            rules: super::RulesOut::from_rules(&board.rules),
        }
    }
}

/// Region `r` as the file writes it, with its packings when `packed` has them.
fn region_out(facts: &Facts, r: &Region, packed: &RegionVec<RegionPacking>) -> RegionOut {
    let p = packed.get(r.id);
    let mut capacity = KindMap::new();
    let mut bound = KindMap::new();
    let mut packing = KindMap::new();
    let mut capped = Vec::new();
    let mut search = KindMap::new();
    if let Some(p) = p {
        for (k, pk) in &p.kinds {
            if pk.capped {
                capped.push(k.clone());
            }
            capacity.insert(k.clone(), pk.count);
            bound.insert(k.clone(), pk.upper_bound);
            packing.insert(k.clone(), pk.centres.clone());
            search.insert(k.clone(), pk.search);
        }
    }
    RegionOut {
        id: r.id,
        name: facts.names.get(r.id).cloned().flatten(),
        outline: normalise_ring(r.outline.clone(), true),
        holes: r
            .holes
            .iter()
            .map(|h| normalise_ring(h.clone(), false))
            .collect(),
        area: r.area,
        label: r.label,
        neighbors: facts.regions.neighbors(r.id),
        capacity,
        capacity_bound: bound,
        capacity_search: search,
        packing,
        packing_lattice: KindMap::new(),
        capacity_capped: capped,
        mixed: p.and_then(|p| p.mixed.as_ref()).map(|rows| {
            rows.iter()
                .map(|m| MixedRowOut {
                    lions: m.lions,
                    jackals: m.jackals,
                    jackal_bound: m.jackal_bound,
                    jackal_search: m.search,
                    lion_centres: m.lion_centres.clone(),
                    jackal_centres: m.jackal_centres.clone(),
                    jackal_lattice: None,
                })
                .collect()
        }),
    }
}

/// The dangles and cut edges of the arrangement, each with the line or frame edge it is part of.
fn loose_edges(facts: &Facts) -> Vec<LooseEdge> {
    let (board, arr) = (facts.board, facts.arrangement);
    let frame_ring = board.frame.as_ref().map(|f| f.ring()).unwrap_or_default();
    let mut loose: Vec<LooseEdge> = Vec::new();
    for (kind, pieces) in [
        (LooseKind::Dangle, &arr.dangles),
        (LooseKind::CutEdge, &arr.cut_edges),
    ] {
        for p in pieces {
            // Segment ids past the board's lines are frame edges (see arrangement::Input).
            let source = p.sources.first().copied().unwrap_or(SegmentId(0));
            let (line_index, frame_edge) = match (source.0 as usize).checked_sub(board.lines.len())
            {
                None => (Some(source.0), None),
                Some(k) => (None, Some(frame_edge_out(&frame_ring, k) as u32)),
            };
            loose.push(LooseEdge {
                kind,
                line_index,
                frame_edge,
                from: arr.point(p.a),
                to: arr.point(p.b),
            });
        }
    }
    loose
}

/// `v` moved to its snap grid point when off the grid by more than float noise.
fn on_grid(v: f64, grid: Grid) -> f64 {
    match grid.snap([v, 0.0]) {
        Ok(q) if (grid.point(q)[0] - v).abs() > grid.pitch() * 1e-6 => grid.point(q)[0],
        _ => v,
    }
}

/// The frame as the regions see it: every corner (and a rectangle's width and height) moved to
/// its snap grid point, so that the validated file's frame and region outlines agree (`snap: 2`
/// puts a 297 high frame's bottom edge at 298). A value already on the grid keeps its digits;
/// when any moved, the file's own corners ride along (`file_polygon`).
fn frame_on_grid(f: &input::Frame, grid: Grid) -> FrameOut {
    let on_grid = |v: f64| on_grid(v, grid);
    let mut out = FrameOut::from_frame(f);
    let file = out.polygon.clone();
    out.width = out.width.map(on_grid);
    out.height = out.height.map(on_grid);
    for p in &mut out.polygon {
        *p = [on_grid(p[0]), on_grid(p[1])];
    }
    if out.polygon != file {
        out.file_polygon = Some(file);
    }
    out
}
