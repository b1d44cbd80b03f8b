//! The whole job: board file text → validated board, with every diagnostic.
//!
//! [`run`] strings the stages together: [`crate::input::load`] → [`crate::geometry::arrangement::build`] →
//! [`crate::regions::regions`] → names and setup ([`crate::checks`]) → capacity
//! ([`crate::capacity`], regions in parallel with rayon) → [`crate::checks::check`] →
//! [`crate::output::validated::ValidatedBoard`]. It does no I/O.

use crate::capacity::region::{Kind, pack_kinds};
use crate::capacity::{MixedRow, PackOptions, Packing};
use crate::checks::{self, Facts, RegionCapacity, ResolvedSetup};
use crate::diagnostics::{Code, Diagnostic};
use crate::geometry::arrangement::{self, Arrangement, ArrangementError};
use crate::geometry::snap::Grid;
use crate::ids::SegmentId;
use crate::input::{self, Board};
use crate::output::validated::{
    Border, Corner, DiagnosticOut, FORMAT_VERSION, FrameOut, KindMap, LineOut, LooseEdge,
    LooseKind, MixedRowOut, RegionOut, SetupOut, ValidatedBoard, frame_edge_out, normalise_ring,
    pieces_out,
};
use crate::regions::{self, Regions};
use rayon::prelude::*;

/// What [`run`] computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Compute capacities (disc packings); off gives regions and adjacency only.
    pub capacity: bool,
    /// Packing options.
    pub pack: PackOptions,
    /// Search every count fully (`--full-capacity`); by default each stops once it holds every
    /// piece of its kind in play (see [`crate::capacity::pack_for`]).
    pub full_capacity: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            capacity: true,
            pack: PackOptions::default(),
            full_capacity: false,
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

impl Packed {
    /// The same packings with every centre moved by `by` (board units): from a region's local
    /// frame ([`crate::regions::LocalFrame`]) back to the board.
    pub fn translated(mut self, by: [f64; 2]) -> Packed {
        let shift = |cs: &mut Vec<[f64; 2]>| {
            for c in cs.iter_mut() {
                *c = [c[0] + by[0], c[1] + by[1]];
            }
        };
        for (_, p) in &mut self.kinds {
            shift(&mut p.centres);
        }
        for row in self.mixed.iter_mut().flatten() {
            shift(&mut row.lion_centres);
            shift(&mut row.jackal_centres);
        }
        self
    }
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
    run_with(text, opts, &|_| {})
}

/// What [`run_with`] reports while it works (for a progress bar; the library prints nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Capacity is about to pack this many regions.
    CapacityStart {
        /// Number of regions to pack.
        regions: usize,
    },
    /// One more region is packed (reported from the worker threads, in any order).
    RegionPacked,
    /// Every region is packed.
    CapacityDone,
}

/// [`run`], calling `progress` as the long stages advance.
///
/// # Errors
/// As [`run`].
pub fn run_with(
    text: &str,
    opts: &Options,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<Outcome, Vec<Diagnostic>> {
    // A recoverable error (a region name given twice) is reported and checking goes on.
    let loaded = input::load_recovering(text)?;
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
    diagnostics.extend(crate::output::render::fonts::glyph_diagnostics(
        &board, text,
    ));
    let (setup, d) = checks::resolve_setup(&board, &names);
    diagnostics.extend(d);

    let packed: Vec<Packed> = if opts.capacity {
        progress(Progress::CapacityStart {
            regions: regs.regions.len(),
        });
        let p = regs
            .regions
            .par_iter()
            .map(|r| {
                // Packed and verified in the region's local frame; centres back in board units
                // only for output (issue 11.3: far from the origin the float spacing exceeds the
                // certificate tolerance).
                let p = match regs.local_polygon(r.id) {
                    Some((poly, frame)) => {
                        pack_region(&board, &poly, opts).translated(frame.origin_board())
                    }
                    None => Packed::default(),
                };
                progress(Progress::RegionPacked);
                p
            })
            .collect();
        progress(Progress::CapacityDone);
        p
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
            capped: p
                .kinds
                .iter()
                .filter(|(_, pk)| pk.capped)
                .map(|(k, pk)| (k.clone(), pk.upper_bound))
                .collect(),
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
    checks::explain_same_region(&facts, &mut diagnostics);
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

pub use crate::diagnostics::sort_diagnostics;

fn coordinate_error(board: &Board, e: &ArrangementError) -> Diagnostic {
    let d = Diagnostic::new(
        Code::InputCoordinateTooLarge,
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

/// Packs one region for every piece kind (and the lion + jackal table): [`pack_kinds`] with the
/// board's pieces, each count stopping at the pieces in play unless `opts.full_capacity`.
pub fn pack_region(board: &Board, poly: &geo::Polygon<f64>, opts: &Options) -> Packed {
    let kinds: Vec<Kind> = board
        .pieces
        .iter()
        .map(|p| Kind {
            name: p.name.clone(),
            diameter: p.diameter,
            count: p.count as usize,
        })
        .collect();
    let p = pack_kinds(poly, &kinds, opts.full_capacity, &opts.pack);
    Packed {
        kinds: p.kinds,
        mixed: p.mixed,
    }
}

/// The frame as the regions see it: every corner (and a rectangle's width and height) moved to
/// its snap grid point, so that the validated file's frame and region outlines agree (`snap: 2`
/// puts a 297 high frame's bottom edge at 298). A value already on the grid keeps its digits.
fn frame_on_grid(f: &input::Frame, grid: Grid) -> FrameOut {
    let on_grid = |v: f64| match grid.snap([v, 0.0]) {
        // Off the grid by more than float noise: the grid point.
        Ok(q) if (grid.point(q)[0] - v).abs() > grid.pitch * 1e-6 => grid.point(q)[0],
        _ => v,
    };
    let mut out = FrameOut::from_frame(f);
    out.width = out.width.map(on_grid);
    out.height = out.height.map(on_grid);
    for p in &mut out.polygon {
        *p = [on_grid(p[0]), on_grid(p[1])];
    }
    out
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
                capacity_search: search,
                packing,
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
                        })
                        .collect()
                }),
            }
        })
        .collect();
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
    ValidatedBoard {
        savanna: FORMAT_VERSION,
        valid: !diagnostics.iter().any(Diagnostic::is_error),
        name: board.name.clone(),
        units: board.units,
        frame: board.frame.as_ref().map(|f| frame_on_grid(f, arr.grid)),
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
                polylines: b.polylines.clone(),
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
