//! The whole job: board file text → validated board, with every diagnostic.
//!
//! [`run`] strings the stages together: [`crate::board::load`] → [`crate::arrangement::build`] →
//! [`crate::regions::regions`] → names and setup ([`crate::checks`]) → capacity
//! ([`crate::capacity`], regions in parallel with rayon) → [`crate::checks::check`] →
//! [`crate::validated::ValidatedBoard`]. It does no I/O.

use crate::arrangement::{self, Arrangement, ArrangementError};
use crate::board::{self, Board};
use crate::capacity::{self, MixedRow, PackOptions, Packing};
use crate::checks::{self, Facts, RegionCapacity, ResolvedSetup};
use crate::diagnostics::{Diagnostic, Severity};
use crate::ids::SegmentId;
use crate::regions::{self, Regions};
use crate::snap::Grid;
use crate::validated::{
    Border, Corner, DiagnosticOut, FORMAT_VERSION, FrameOut, KindMap, LineOut, LooseEdge,
    LooseKind, MixedRowOut, RegionOut, SetupOut, ValidatedBoard, normalise_ring, pieces_out,
};
use rayon::prelude::*;

/// What [`run`] computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Compute capacities (disc packings); off gives regions and adjacency only.
    pub capacity: bool,
    /// Packing options.
    pub pack: PackOptions,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            capacity: true,
            pack: PackOptions::default(),
        }
    }
}

/// Capacity results of one region.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Packed {
    /// One packing per piece kind, in the board's order.
    pub kinds: Vec<(String, Packing)>,
    /// The lion + jackal table, when the board has both kinds.
    pub mixed: Option<Vec<MixedRow>>,
}

/// Everything [`run`] found.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The board file, parsed.
    pub board: Board,
    /// Its arrangement.
    pub arrangement: Arrangement,
    /// Its regions and adjacency.
    pub regions: Regions,
    /// Region names, index `id - 1`.
    pub names: Vec<Option<String>>,
    /// Capacities, index `id - 1` (empty without capacity).
    pub packed: Vec<Packed>,
    /// Every diagnostic, loader warnings first, then in check order.
    pub diagnostics: Vec<Diagnostic>,
    /// The validated board file.
    pub validated: ValidatedBoard,
}

impl Outcome {
    /// True when some diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Runs the whole pipeline on the text of a board file.
///
/// # Errors
/// The diagnostics (at least one error) when the file cannot be read as a board: YAML syntax,
/// wrong types, unknown keys, bad values, coordinates that do not fit the snap grid.
///
/// ```
/// let text = "frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\n";
/// let out = savanna::pipeline::run(text, &Default::default()).unwrap();
/// assert_eq!(out.validated.regions.len(), 2);
/// assert_eq!(out.validated.regions[0].capacity.get("jackal"), Some(&6));
/// ```
pub fn run(text: &str, opts: &Options) -> Result<Outcome, Vec<Diagnostic>> {
    let loaded = board::load_bytes(text.as_bytes())?;
    let board = loaded.board;
    let mut diagnostics = loaded.warnings;

    let input = arrangement::Input {
        segments: board.lines.iter().map(|l| [l.from, l.to]).collect(),
        frame: board.frame.as_ref().map(|f| f.ring()),
        grid: Grid::new(board.snap),
    };
    let arr = arrangement::build(&input).map_err(|e| vec![coordinate_error(&board, &e)])?;
    let regs = regions::regions(&arr);
    let (names, d) = checks::assign_names(&board, &regs);
    diagnostics.extend(d);
    let (setup, d) = checks::resolve_setup(&board, &names);
    diagnostics.extend(d);

    let packed: Vec<Packed> = if opts.capacity {
        regs.regions
            .par_iter()
            .map(|r| pack_region(&board, &r.polygon(), &opts.pack))
            .collect()
    } else {
        Vec::new()
    };
    let caps: Vec<RegionCapacity> = packed
        .iter()
        .map(|p| RegionCapacity {
            counts: p
                .kinds
                .iter()
                .map(|(k, pk)| (k.clone(), pk.count))
                .collect(),
            mixed: p
                .mixed
                .as_ref()
                .map(|m| m.iter().map(|r| r.jackals).collect())
                .unwrap_or_default(),
        })
        .collect();
    let facts = Facts {
        board: &board,
        arrangement: &arr,
        regions: &regs,
        names: &names,
        capacity: opts.capacity.then_some(caps.as_slice()),
        setup: setup.as_ref(),
    };
    diagnostics.extend(checks::check(&facts));
    sort_diagnostics(&mut diagnostics);

    let validated = validated(
        &board,
        &arr,
        &regs,
        &names,
        &packed,
        setup.as_ref(),
        &diagnostics,
        text,
    );
    Ok(Outcome {
        board,
        arrangement: arr,
        regions: regs,
        names,
        packed,
        diagnostics,
        validated,
    })
}

/// Orders diagnostics for display: errors first, then warnings, then advice; within a severity by
/// place in the file.
pub fn sort_diagnostics(d: &mut [Diagnostic]) {
    d.sort_by_key(|x| {
        (
            x.severity,
            x.labels
                .first()
                .map(|l| l.span.offset)
                .unwrap_or(usize::MAX),
        )
    });
}

fn coordinate_error(board: &Board, e: &ArrangementError) -> Diagnostic {
    let d = Diagnostic::new(
        "savanna::input::coordinate-too-large",
        Severity::Error,
        format!(
            "{e}: coordinates must lie within ±{:.0} units on a snap grid of {}",
            Grid::new(board.snap).max_coord(),
            board.snap
        ),
    )
    .with_help("move the board nearer the origin, or use a coarser `snap:`");
    match e {
        ArrangementError::Segment(SegmentId(i), _) => match board.lines.get(*i as usize) {
            Some(l) => d.with_label(l.span, "this line"),
            None => d,
        },
        ArrangementError::Frame(..) => match &board.frame {
            Some(f) => d.with_label(f.span, "this frame"),
            None => d,
        },
    }
}

/// Packs one region for every piece kind (and the lion + jackal table).
pub fn pack_region(board: &Board, poly: &geo::Polygon<f64>, opts: &PackOptions) -> Packed {
    let kinds: Vec<(String, Packing)> = board
        .pieces
        .iter()
        .map(|p| (p.name.clone(), capacity::pack(poly, p.diameter, opts)))
        .collect();
    let get = |k: &str| kinds.iter().find(|(n, _)| n == k).map(|(_, p)| p);
    let mixed = match (
        board.piece("lion"),
        board.piece("jackal"),
        get("lion"),
        get("jackal"),
    ) {
        (Some(l), Some(j), Some(lp), Some(jp)) => {
            // Rows beyond the lions in play can never occur in a game: the table stops there.
            let k = lp.count.min(l.count as usize);
            let lions = Packing {
                count: k,
                centres: lp.centres[..k].to_vec(),
                upper_bound: lp.upper_bound,
            };
            Some(capacity::mixed_with(
                poly, l.diameter, j.diameter, &lions, jp, opts,
            ))
        }
        _ => None,
    };
    Packed { kinds, mixed }
}

#[allow(clippy::too_many_arguments)]
fn validated(
    board: &Board,
    arr: &Arrangement,
    regs: &Regions,
    names: &[Option<String>],
    packed: &[Packed],
    setup: Option<&ResolvedSetup>,
    diagnostics: &[Diagnostic],
    text: &str,
) -> ValidatedBoard {
    let regions = regs
        .regions
        .iter()
        .map(|r| {
            let p = packed.get(r.id.0 as usize - 1);
            let mut capacity = KindMap::new();
            let mut bound = KindMap::new();
            let mut packing = KindMap::new();
            if let Some(p) = p {
                for (k, pk) in &p.kinds {
                    capacity.insert(k.clone(), pk.count);
                    bound.insert(k.clone(), pk.upper_bound);
                    packing.insert(k.clone(), pk.centres.clone());
                }
            }
            RegionOut {
                id: r.id,
                name: names.get(r.id.0 as usize - 1).cloned().flatten(),
                outline: normalise_ring(r.outline.clone(), true),
                holes: r
                    .holes
                    .iter()
                    .map(|h| normalise_ring(h.clone(), false))
                    .collect(),
                area: r.area,
                label: r.label,
                neighbors: regs.neighbors(r.id),
                capacity,
                capacity_bound: bound,
                packing,
                mixed: p.and_then(|p| p.mixed.as_ref()).map(|rows| {
                    rows.iter()
                        .map(|m| MixedRowOut {
                            lions: m.lions,
                            jackals: m.jackals,
                            jackal_bound: m.jackal_bound,
                            lion_centres: m.lion_centres.clone(),
                            jackal_centres: m.jackal_centres.clone(),
                        })
                        .collect()
                }),
            }
        })
        .collect();
    let mut loose: Vec<LooseEdge> = Vec::new();
    for (kind, pieces) in [
        (LooseKind::Dangle, &arr.dangles),
        (LooseKind::CutEdge, &arr.cut_edges),
    ] {
        for p in pieces {
            loose.push(LooseEdge {
                kind,
                line: p.sources.first().copied().unwrap_or(SegmentId(0)),
                from: arr.point(p.a),
                to: arr.point(p.b),
            });
        }
    }
    ValidatedBoard {
        savanna: FORMAT_VERSION,
        name: board.name.clone(),
        units: board.units,
        frame: board.frame.as_ref().map(FrameOut::from_frame),
        lines: board.lines.iter().map(LineOut::from_line).collect(),
        pieces: pieces_out(&board.pieces),
        setup: setup.map(|s| SetupOut {
            lions: s.lions.clone(),
            jackals: s.jackals,
        }),
        regions,
        borders: regs
            .borders
            .iter()
            .map(|b| Border {
                regions: [b.regions.0, b.regions.1],
                length: b.length,
            })
            .collect(),
        corners: regs
            .corners
            .iter()
            .map(|c| Corner {
                regions: [c.regions.0, c.regions.1],
                at: c.at,
            })
            .collect(),
        loose_edges: loose,
        diagnostics: {
            let lines = crate::diagnostics::LineIndex::new(text);
            diagnostics
                .iter()
                .map(|d| DiagnosticOut::from_diagnostic(d, &lines))
                .collect()
        },
        game: board.game.clone(),
    }
}
