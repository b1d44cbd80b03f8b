//! The whole job: board file text → validated board, with every diagnostic.
//!
//! [`run`] strings the stages together: [`crate::input::load`] → [`crate::geometry::arrangement::build`] →
//! [`crate::regions::regions`] → names and setup ([`crate::checks`]) → capacity
//! ([`crate::capacity`], regions in parallel with rayon) → [`crate::checks::check`] →
//! [`crate::validated::ValidatedBoard`]. It does no I/O.

use crate::capacity::PackOptions;
use crate::capacity::region::{RegionPacking, pack_pieces};
use crate::checks::{self, Facts, RegionCapacity};
use crate::diagnostics::{Code, Diagnostic};
use crate::geometry::arrangement::{self, Arrangement, ArrangementError};
use crate::geometry::snap::Grid;
use crate::ids::{RegionVec, SegmentId};
use crate::input::{self, Board};
use crate::regions::{self, Regions};
use crate::validated::ValidatedBoard;
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

/// Everything [`run`] found.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The board file, parsed.
    pub board: Board,
    /// Its arrangement.
    pub arrangement: Arrangement,
    /// Its regions and adjacency.
    pub regions: Regions,
    /// Region names.
    pub names: RegionVec<Option<String>>,
    /// Capacities (empty without capacity).
    pub packed: RegionVec<RegionPacking>,
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
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Progress<'a> {
    /// A finding worth telling before the long stages run: the board's sizes are implausible
    /// for its unit ([`checks::implausible_sizes`]), so the capacities about to be packed may
    /// take long and mean little. It is in the outcome's diagnostics too. Sent only when the
    /// capacities are packed next (not with `capacity: false`, nor when the board's regions
    /// could hold more discs than savanna packs, [`checks::too_many_discs`]).
    Early(&'a Diagnostic),
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

    // The loader refuses a `snap:` that is not positive, so this error is not met in practice.
    let grid = Grid::new(board.snap)
        .map_err(|e| vec![Diagnostic::new(Code::InputInvalidSnap, e.to_string())])?;
    let input = arrangement::Input {
        segments: board.lines.iter().map(|l| [l.from, l.to]).collect(),
        frame: board.frame.as_ref().map(|f| f.ring()),
        grid,
    };
    let arr = arrangement::build(&input).map_err(|e| vec![coordinate_error(&board, grid, &e)])?;
    let regs = regions::regions(&arr);
    let (names, d) = checks::assign_names(&board, &regs);
    diagnostics.extend(d);
    diagnostics.extend(crate::checks::glyphs::glyph_diagnostics(&board, text));
    let (setup, d) = checks::resolve_setup(&board, &names);
    diagnostics.extend(d);
    // Regions that could hold more discs than savanna packs (a board mislabelled by a unit):
    // decided by an area bound, before any packing, which they would make last for hours.
    let not_packed = if opts.capacity {
        let areas: Vec<f64> = regs.regions.iter().map(|r| r.area).collect();
        checks::too_many_discs(&board, &areas)
    } else {
        None
    };
    let pack = opts.capacity && not_packed.is_none();
    // Sizes off by a unit: told before the packing, which they can make long (without a
    // packing the report follows at once and tells it).
    if let Some(d) = checks::implausible_sizes(&board) {
        if pack {
            progress(Progress::Early(&d));
        }
        diagnostics.push(d);
    }
    diagnostics.extend(not_packed);

    let packed: RegionVec<RegionPacking> = if pack {
        progress(Progress::CapacityStart {
            regions: regs.regions.len(),
        });
        let p: Vec<RegionPacking> = regs
            .regions
            .as_slice()
            .par_iter()
            .map(|r| {
                // Packed and verified in the region's local frame; centres back in board units
                // only for output (issue 11.3: far from the origin the float spacing exceeds the
                // certificate tolerance).
                let p = match regs.local_polygon(r.id) {
                    Some((poly, frame)) => {
                        pack_pieces(&poly, &board.pieces, opts.full_capacity, &opts.pack)
                            .translated(frame.origin_board())
                    }
                    None => RegionPacking::default(),
                };
                progress(Progress::RegionPacked);
                p
            })
            .collect();
        progress(Progress::CapacityDone);
        p.into()
    } else {
        RegionVec::new()
    };
    let caps: RegionVec<RegionCapacity> = packed
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
        capacity: pack.then_some(&caps),
        setup: setup.as_ref(),
    };
    diagnostics.extend(checks::check(&facts));
    checks::explain_same_region(&facts, &mut diagnostics);
    sort_diagnostics(&mut diagnostics);

    let validated = ValidatedBoard::from_analysis(&facts, &packed, &diagnostics, text);
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

fn coordinate_error(board: &Board, grid: Grid, e: &ArrangementError) -> Diagnostic {
    let d = Diagnostic::new(
        Code::InputCoordinateTooLarge,
        format!(
            "{e}: coordinates must lie within ±{:.0} units on a snap grid of {}",
            grid.max_coord(),
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
