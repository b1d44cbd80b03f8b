//! Which positions can occur: a position read from a file is checked against the rules before
//! the engine plays on from it, so that no state the engine could never reach (a turn in progress
//! that does not add up, counters past the end of the game, a gathered-lions duty switched off)
//! makes a rule unenforceable. Every position the engine writes passes (property-tested in
//! `game::position_tests`).

use super::Position;
use crate::diagnostics::wording::plural;
use crate::diagnostics::{Code, Diagnostic};
use crate::game::rules::board::GameBoard;
use crate::game::rules::words::{pieces_text, rounds_text, rounds_word};
use crate::ids::RegionId;
use crate::input::game_rules::{Dispersal, QuietRule, Side};

fn diag(code: Code, message: String, help: &str) -> Diagnostic {
    Diagnostic::new(code, message).with_help(help)
}

/// `3 jackals`, `1 lion`: `n` pieces of `side`.
fn of_side(n: u16, side: Side) -> String {
    let s = side.as_str();
    pieces_text(n, &s[..s.len() - 1])
}

const DROP_TURN: &str = "fix `turn:` to what happened this turn, or drop `turn:` to begin a fresh turn (savanna works out the rest)";

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
                format!(
                    "turns: {} is past the end of the game: a game is scored when it reaches {} {} ({cap} turns, game.max_rounds)",
                    self.turns,
                    r.max_rounds,
                    plural("round", r.max_rounds as usize)
                ),
                &format!("give `turns` from 0 to {cap}, or raise `game.max_rounds` in the board file"),
            ));
        }
        let limit = r.quiet_turn_limit();
        if self.quiet_turns > limit {
            errors.push(diag(
                Code::PositionBadCounter,
                format!(
                    "quiet: {} {} without a capture is more than a game reaches: the points are counted after more than {} quiet {} (game.quiet_rounds), so `quiet` is at most {}",
                    rounds_text(self.quiet_turns),
                    rounds_word(self.quiet_turns),
                    r.quiet_rounds,
                    plural("round", r.quiet_rounds as usize),
                    rounds_text(limit)
                ),
                &format!(
                    "give `quiet` from 0 to {} (in steps of a half), or raise `game.quiet_rounds` in the board file",
                    rounds_text(limit)
                ),
            ));
        } else if self.quiet_turns > self.turns {
            errors.push(diag(
                Code::PositionBadCounter,
                format!(
                    "quiet: {} {} without a capture, but `turns` says only {} {} ({} {}) {} been played",
                    rounds_text(self.quiet_turns),
                    rounds_word(self.quiet_turns),
                    self.turns,
                    plural("turn", self.turns as usize),
                    rounds_text(self.turns),
                    rounds_word(self.turns),
                    if self.turns == 1 { "has" } else { "have" }
                ),
                &format!(
                    "give `turns` of at least {} (quiet rounds count played turns), or a smaller `quiet`",
                    self.quiet_turns
                ),
            ));
        }
        errors
    }

    /// The turn in progress adds up; sets each cell's `start`.
    fn turn_errors(&mut self, board: &GameBoard, frozen: Option<&[RegionId]>) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        let side = self.side;
        let bad = |m: String, help: &str| diag(Code::PositionBadTurn, m, help);
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
                    format!(
                        "turn.arrived: {} arrived in region {t} this turn, but it holds {}: pieces that arrived stay until the turn ends",
                        of_side(c.arrived, side),
                        of_side(own, side)
                    ),
                    DROP_TURN,
                ));
            }
            if c.left_quietly > c.left {
                errors.push(bad(
                    format!(
                        "turn.left_quietly: {} left region {t} without capturing, but turn.left says {} left it",
                        c.left_quietly, c.left
                    ),
                    DROP_TURN,
                ));
            }
            if c.dispersed > c.arrived {
                errors.push(bad(
                    format!(
                        "turn.dispersed: {} dispersed into region {t}, but turn.arrived says {} arrived there",
                        c.dispersed, c.arrived
                    ),
                    DROP_TURN,
                ));
            } else if c.dispersed > 0
                && !(side == Side::Lions && board.rules.dispersal == Dispersal::OnePerRegion)
            {
                errors.push(bad(
                    format!(
                        "turn.dispersed: lions dispersed into region {t}, but only lions under game.dispersal: one_per_region disperse one per region"
                    ),
                    DROP_TURN,
                ));
            }
            let start = u32::from(own) + u32::from(c.left) - u32::from(c.arrived.min(own));
            c.start = start.min(u32::from(u16::MAX)) as u16;
        }
        if left != arrived {
            errors.push(bad(
                format!(
                    "turn.left: {} left regions this turn, but turn.arrived says {} arrived: every piece that leaves a region arrives in another",
                    of_side(left.min(u32::from(u16::MAX)) as u16, side),
                    arrived
                ),
                DROP_TURN,
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
                    format!(
                        "turn.left: {} left region {t} this turn, but it holds {}: the {side} would have begun the turn beside them, and a region never holds both sides",
                        of_side(c.left, side),
                        of_side(other, side.other())
                    ),
                    DROP_TURN,
                ));
                continue;
            }
            let (l, j) = match side {
                Side::Lions => (c.start, 0),
                Side::Jackals => (0, c.start),
            };
            if !board.fits(i, l, j) {
                errors.push(bad(
                    format!(
                        "turn.left: region {t} would have begun the turn with {}, more than fit",
                        of_side(c.start, side)
                    ),
                    DROP_TURN,
                ));
            }
            if side == Side::Jackals
                && board.rules.pack_leaves_one
                && board.rules.pack_count == crate::input::game_rules::PackCount::Turn
                && c.left >= 3
                && c.start == c.left
            {
                errors.push(bad(
                    format!(
                        "turn.left: all {} jackals left region {t} this turn: when three or more jackals leave a region in a turn, one stays (rule 3)",
                        c.left
                    ),
                    DROP_TURN,
                ));
            }
        }
        let moves = u32::from(self.moves);
        if (moves == 0) != (left == 0) || moves > left || moves < destinations {
            errors.push(bad(
                format!(
                    "turn.moves: {moves} group move{} made this turn, but {} left {} region{} for {destinations} other{}: each group move takes at least one piece to one region",
                    if moves == 1 { "" } else { "s" },
                    of_side(left.min(u32::from(u16::MAX)) as u16, side),
                    self.cells.iter().filter(|c| c.left > 0).count(),
                    if self.cells.iter().filter(|c| c.left > 0).count() == 1 { "" } else { "s" },
                    if destinations == 1 { "" } else { "s" },
                ),
                DROP_TURN,
            ));
        }
        if self.captured != (quietly < left) {
            errors.push(bad(
                if self.captured {
                    "turn.captured: true, but every piece that left did so without capturing (turn.left_quietly is turn.left)".to_string()
                } else {
                    format!(
                        "turn.captured: false, but {} left without capturing of the {} that left (turn.left_quietly): the others captured",
                        quietly, left
                    )
                },
                DROP_TURN,
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
                        "none".to_string()
                    } else {
                        v.iter()
                            .map(|r| r.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                };
                errors.push(bad(
                    format!(
                        "turn.frozen: [{}], but the regions frozen for the {side} are [{}] (under game.freeze: {}, those its pieces entered this turn, turn.arrived)",
                        list(&given),
                        list(&derived),
                        match board.rules.freeze {
                            crate::input::game_rules::Freeze::Region => "region",
                            crate::input::game_rules::Freeze::Pieces => "pieces, none",
                        }
                    ),
                    "leave `frozen` out (it is worked out from turn.arrived) or give it as savanna writes it",
                ));
            }
        }
        if self.moves > 0 {
            let over = if self.quiet_turns >= board.rules.quiet_turn_limit() {
                Some("the points were due (quiet)")
            } else if self.turns >= board.rules.max_rounds.saturating_mul(2) {
                Some("it had reached game.max_rounds (turns)")
            } else if !self.captured && self.total(side.other()) == 0 {
                Some("the other side had no pieces left")
            } else {
                None
            };
            if let Some(why) = over {
                errors.push(bad(
                    format!(
                        "turn.moves: a turn in progress, but the game was over when it began: {why}"
                    ),
                    "drop `turn:`: no move follows the end of the game",
                ));
            }
        }
        errors
    }

    /// `duty` (rule 4) and `could_capture` are what the engine works out at the turn's start.
    fn duty_errors(&mut self, board: &GameBoard) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        let bad = |m: String| diag(Code::PositionBadTurn, m, DROP_TURN);
        let gathered = (0..self.cells.len()).find(|&i| self.cells[i].start >= 2);
        if self.duty {
            let why = if self.side != Side::Lions {
                Some("the duty binds only the lions".to_string())
            } else if !board.rules.gathered_lions_disperse {
                Some("game.gathered_lions_disperse is off".to_string())
            } else if gathered.is_none() {
                Some("no region began the turn with two or more lions".to_string())
            } else {
                None
            };
            if let Some(why) = why {
                errors.push(bad(format!("turn.duty: true, but {why} (rule 4)")));
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
                    errors.push(bad(format!(
                        "turn.duty: true, but the lions that began the turn in region {} can no longer attack or leave exactly one behind: no legal turn reaches this position (rule 4)",
                        board.title(RegionId::from_index(gathered.unwrap_or(0)))
                    )));
                } else if !bound && completable {
                    errors.push(bad(format!(
                        "turn.duty: false, but the lions that began the turn in region {} must attack or leave exactly one behind (rule 4): the duty lapses only when no legal turn can meet it",
                        board.title(RegionId::from_index(gathered.unwrap_or(0)))
                    )));
                }
            }
            if self.could_capture && board.rules.quiet == QuietRule::NoCapture {
                errors.push(bad(
                    "turn.could_capture: true, but it is kept only under game.quiet: no_capture_possible".to_string(),
                ));
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
                format!(
                    "turn.duty: true, but no legal turn lets the lions that began it in region {t} attack or leave exactly one behind, so the duty lapsed (rule 4)"
                )
            } else {
                format!(
                    "turn.duty: false, but the lions that began the turn in region {t} must attack or leave exactly one behind (rule 4): the duty lapses only when no legal turn can meet it"
                )
            }));
        }
        if start.could_capture != self.could_capture {
            errors.push(bad(format!(
                "turn.could_capture: {}, but at the turn's start {} (game.quiet: {})",
                self.could_capture,
                if start.could_capture {
                    "a legal move captured"
                } else {
                    "no legal move captured"
                },
                match board.rules.quiet {
                    QuietRule::NoCapture => "no_capture, which keeps no such flag",
                    QuietRule::NoCapturePossible => "no_capture_possible",
                }
            )));
        }
        errors
    }
}
