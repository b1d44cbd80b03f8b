//! Which positions can occur: a position read from a file is checked against the rules before
//! the engine plays on from it, so that no state the engine could never reach (a turn in progress
//! that does not add up, counters past the end of the game, a gathered-lions duty switched off)
//! makes a rule unenforceable. Every position the engine writes passes (property-tested in
//! `game::position_tests`).

use super::Position;
use crate::diagnostics::{Code, Decimal, Diagnostic, Said, said};
use crate::game::rules::board::GameBoard;
use crate::game::rules::words::rounds_text;
use crate::ids::RegionId;
use crate::input::game_rules::{Dispersal, QuietRule, Side};

fn diag(code: Code, message: Said, help: Said) -> Diagnostic {
    Diagnostic::said(code, message).with_help_said(help)
}

/// `3 jackals`, `1 lion`: `n` pieces of `side`.
fn of_side(n: u16, side: Side) -> Said {
    match side {
        Side::Lions => said!("count-lion", n = n),
        Side::Jackals => said!("count-jackal", n = n),
    }
}

/// The help of a turn in progress that does not add up.
fn drop_turn() -> Said {
    said!("diag-position-drop-turn-help")
}

/// A counter in turns as rounds (`2.5`, with the language's decimal mark) and as a number
/// (for the plural).
fn rounds(turns: u32) -> (Decimal, f64) {
    (Decimal(rounds_text(turns)), f64::from(turns) / 2.0)
}

impl Position {
    /// Finishes a position read from a file and checks that a game can reach it.
    ///
    /// The cells hold the pieces now and, when `in_turn` (the file gave a turn in progress), the
    /// mover's `arrived`, `left` and `left_quietly` counts, with `moves`, `captured`,
    /// `could_capture` and `duty` set from the file; `quiet_turns` and `turns` are set. The piece
    /// counts are checked already (no region holds both sides or more than fits, no more pieces
    /// than are in play). Without a turn in progress the turn begins here (`Position::begin_turn`
    /// works out the duty of rule 4 and whether a capture is possible); with one, each cell's
    /// `start` is derived and the turn is checked: it adds up (every piece that left arrived
    /// somewhere, one move per destination at least, captures only when a move captured), the
    /// turn's start was a position at rest that fits, the pack rule held, `frozen` (when given)
    /// is the regions the mover entered, and `duty` and `could_capture` are what the engine
    /// works out at the turn's start.
    ///
    /// # Errors
    /// Every problem found, each a coded diagnostic naming the field of the position file:
    /// [`Code::PositionBadCounter`] for `quiet` and `turns`, [`Code::PositionBadTurn`] for
    /// `turn`.
    pub fn settle_read(
        &mut self,
        board: &GameBoard,
        in_turn: bool,
        frozen: Option<&[RegionId]>,
    ) -> Result<(), Vec<Diagnostic>> {
        let mut errors = self.counter_errors(board);
        if !in_turn {
            if errors.is_empty() {
                self.begin_turn(board);
                return Ok(());
            }
            return Err(errors);
        }
        errors.extend(self.turn_errors(board, frozen));
        if errors.is_empty() {
            errors.extend(self.duty_errors(board));
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    /// `quiet` and `turns`: no more quiet turns than turns, none past the count, no turn past
    /// the cap (rule 6).
    fn counter_errors(&self, board: &GameBoard) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        let r = &board.rules;
        let cap = r.max_rounds.saturating_mul(2);
        if self.turns > cap {
            errors.push(diag(
                Code::PositionBadCounter,
                said!(
                    "diag-position-turns-past",
                    turns = self.turns,
                    max = r.max_rounds,
                    cap = cap
                ),
                said!("diag-position-turns-past-help", cap = cap),
            ));
        }
        let limit = r.quiet_turn_limit();
        if self.quiet_turns > limit {
            let (q, qr) = rounds(self.quiet_turns);
            errors.push(diag(
                Code::PositionBadCounter,
                said!(
                    "diag-position-quiet-past",
                    q = q,
                    qr = qr,
                    rounds = r.quiet_rounds,
                    limit = rounds(limit).0
                ),
                said!("diag-position-quiet-past-help", limit = rounds(limit).0),
            ));
        } else if self.quiet_turns > self.turns {
            let ((q, qr), (t, tr)) = (rounds(self.quiet_turns), rounds(self.turns));
            errors.push(diag(
                Code::PositionBadCounter,
                said!(
                    "diag-position-quiet-over-turns",
                    q = q,
                    qr = qr,
                    turns = self.turns,
                    t = t,
                    tr = tr
                ),
                said!(
                    "diag-position-quiet-over-turns-help",
                    quiet = self.quiet_turns
                ),
            ));
        }
        errors
    }

    /// The turn in progress adds up; sets each cell's `start`.
    fn turn_errors(&mut self, board: &GameBoard, frozen: Option<&[RegionId]>) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        let side = self.side;
        let bad = |m: Said, help: Said| diag(Code::PositionBadTurn, m, help);
        let (mut left, mut arrived, mut quietly, mut destinations) = (0u32, 0u32, 0u32, 0u32);
        for (i, c) in self.cells.iter_mut().enumerate() {
            let t = board.title(RegionId::from_index(i));
            let own = c.of(side);
            left += u32::from(c.left);
            arrived += u32::from(c.arrived);
            quietly += u32::from(c.left_quietly);
            destinations += u32::from(c.arrived > 0);
            if c.arrived > own {
                errors.push(bad(
                    said!(
                        "diag-position-turn-arrived",
                        arrived = of_side(c.arrived, side),
                        region = &t,
                        holds = of_side(own, side)
                    ),
                    drop_turn(),
                ));
            }
            if c.left_quietly > c.left {
                errors.push(bad(
                    said!(
                        "diag-position-turn-left-quietly",
                        quietly = c.left_quietly,
                        region = &t,
                        left = c.left
                    ),
                    drop_turn(),
                ));
            }
            if c.dispersed > c.arrived {
                errors.push(bad(
                    said!(
                        "diag-position-turn-dispersed",
                        dispersed = c.dispersed,
                        region = &t,
                        arrived = c.arrived
                    ),
                    drop_turn(),
                ));
            } else if c.dispersed > 0
                && !(side == Side::Lions && board.rules.dispersal == Dispersal::OnePerRegion)
            {
                errors.push(bad(
                    said!("diag-position-turn-dispersed-reading", region = &t),
                    drop_turn(),
                ));
            }
            let start = u32::from(own) + u32::from(c.left) - u32::from(c.arrived.min(own));
            c.start = start.min(u32::from(u16::MAX)) as u16;
        }
        if left != arrived {
            errors.push(bad(
                said!(
                    "diag-position-turn-left-arrived",
                    left = of_side(left.min(u32::from(u16::MAX)) as u16, side),
                    arrived = arrived
                ),
                drop_turn(),
            ));
        }
        if !errors.is_empty() {
            return errors;
        }
        // The turn began at rest: each region held one side's pieces, no more than fit.
        for (i, c) in self.cells.iter().enumerate() {
            let t = board.title(RegionId::from_index(i));
            let other = c.of(side.other());
            if c.left == 0 {
                continue;
            }
            if other > 0 {
                errors.push(bad(
                    said!(
                        "diag-position-turn-left-beside",
                        left = of_side(c.left, side),
                        region = &t,
                        other = of_side(other, side.other()),
                        side = side.as_str()
                    ),
                    drop_turn(),
                ));
                continue;
            }
            let (l, j) = match side {
                Side::Lions => (c.start, 0),
                Side::Jackals => (0, c.start),
            };
            if !board.fits(i, l, j) {
                errors.push(bad(
                    said!(
                        "diag-position-turn-left-overfull",
                        region = &t,
                        start = of_side(c.start, side)
                    ),
                    drop_turn(),
                ));
            }
            if side == Side::Jackals
                && board.rules.pack_leaves_one
                && board.rules.pack_count == crate::input::game_rules::PackCount::Turn
                && c.left >= 3
                && c.start == c.left
            {
                errors.push(bad(
                    said!("diag-position-turn-pack", n = c.left, region = &t),
                    drop_turn(),
                ));
            }
        }
        let moves = u32::from(self.moves);
        if (moves == 0) != (left == 0) || moves > left || moves < destinations {
            errors.push(bad(
                said!(
                    "diag-position-turn-moves",
                    moves = moves,
                    left = of_side(left.min(u32::from(u16::MAX)) as u16, side),
                    regions = self.cells.iter().filter(|c| c.left > 0).count(),
                    others = destinations
                ),
                drop_turn(),
            ));
        }
        if self.captured != (quietly < left) {
            errors.push(bad(
                if self.captured {
                    said!("diag-position-turn-captured-true")
                } else {
                    said!(
                        "diag-position-turn-captured-false",
                        quietly = quietly,
                        left = left
                    )
                },
                drop_turn(),
            ));
        }
        if let Some(f) = frozen {
            let derived: Vec<RegionId> = (0..self.cells.len())
                .filter(|&i| self.frozen(board, i))
                .map(RegionId::from_index)
                .collect();
            let mut given = f.to_vec();
            given.sort_unstable();
            given.dedup();
            if given != derived {
                let list = |v: &[RegionId]| {
                    if v.is_empty() {
                        said!("diag-position-none")
                    } else {
                        let ids = v.iter().map(|r| r.to_string()).collect::<Vec<_>>();
                        said!("yaml-as-written", text = ids.join(", "))
                    }
                };
                errors.push(bad(
                    said!(
                        "diag-position-turn-frozen",
                        given = list(&given),
                        side = side.as_str(),
                        derived = list(&derived),
                        freeze = match board.rules.freeze {
                            crate::input::game_rules::Freeze::Region => "region",
                            crate::input::game_rules::Freeze::Pieces => "pieces",
                        }
                    ),
                    said!("diag-position-turn-frozen-help"),
                ));
            }
        }
        if self.moves > 0 {
            let over = if self.quiet_turns >= board.rules.quiet_turn_limit() {
                Some("diag-position-over-quiet")
            } else if self.turns >= board.rules.max_rounds.saturating_mul(2) {
                Some("diag-position-over-max-rounds")
            } else if !self.captured && self.total(side.other()) == 0 {
                Some("diag-position-over-no-pieces")
            } else {
                None
            };
            if let Some(why) = over {
                errors.push(bad(
                    said!("diag-position-turn-over", why = said!(why)),
                    said!("diag-position-turn-over-help"),
                ));
            }
        }
        errors
    }

    /// `duty` (rule 4) and `could_capture` are what the engine works out at the turn's start.
    fn duty_errors(&mut self, board: &GameBoard) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        let bad = |m: Said| diag(Code::PositionBadTurn, m, drop_turn());
        let gathered = (0..self.cells.len()).find(|&i| self.cells[i].start >= 2);
        if self.duty {
            let why = if self.side != Side::Lions {
                Some("diag-position-duty-lions-only")
            } else if !board.rules.gathered_lions_disperse {
                Some("diag-position-duty-off")
            } else if gathered.is_none() {
                Some("diag-position-duty-none-gathered")
            } else {
                None
            };
            if let Some(why) = why {
                errors.push(bad(said!("diag-position-duty-true", why = said!(why))));
                return errors;
            }
        }
        if self.captured {
            // The turn's start is not known (what was captured where), but the duty is: it binds
            // exactly when some legal turn from the start meets it, and the moves made so far
            // followed by a completion from here would be one.
            let bound = self.duty;
            if self.side == Side::Lions && board.rules.gathered_lions_disperse && gathered.is_some()
            {
                self.duty = true;
                let completable = self.completable(board);
                self.duty = bound;
                if bound && !completable {
                    errors.push(bad(said!(
                        "diag-position-duty-stuck",
                        region = board.title(RegionId::from_index(gathered.unwrap_or(0)))
                    )));
                } else if !bound && completable {
                    errors.push(bad(said!(
                        "diag-position-duty-must",
                        region = board.title(RegionId::from_index(gathered.unwrap_or(0)))
                    )));
                }
            }
            if self.could_capture && board.rules.quiet == QuietRule::NoCapture {
                errors.push(bad(said!("diag-position-could-capture-kept")));
            }
            return errors;
        }
        // Nothing was captured: the turn's start is known exactly.
        let mut start = self.clone();
        let side = self.side;
        for c in &mut start.cells {
            *c.of_mut(side) = c.start;
        }
        start.recount();
        start.begin_turn(board);
        if start.duty != self.duty {
            let t = board.title(RegionId::from_index(gathered.unwrap_or(0)));
            errors.push(bad(if self.duty {
                said!("diag-position-duty-lapsed", region = t)
            } else {
                said!("diag-position-duty-must", region = t)
            }));
        }
        if start.could_capture != self.could_capture {
            errors.push(bad(said!(
                "diag-position-could-capture",
                flag = self.could_capture.to_string(),
                captured = if start.could_capture { "yes" } else { "no" },
                quiet = match board.rules.quiet {
                    QuietRule::NoCapture => "no_capture",
                    QuietRule::NoCapturePossible => "no_capture_possible",
                }
            )));
        }
        errors
    }
}
