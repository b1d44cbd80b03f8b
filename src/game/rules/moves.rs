//! Legal moves, applying and undoing a group move, ending the turn.
//!
//! Move generation writes into a caller's buffer and allocates nothing; a listed move can always
//! be completed to a legal turn (rule 4's duty is checked by a depth-first search over the
//! lions' continuations, which only runs when some region began the turn with two or more lions).

use super::board::GameBoard;
use super::position::{Move, Position};
use crate::ids::RegionId;
use crate::input::game_rules::{Dispersal, Fit, PackCount, Pass, Side};

pub use super::illegal::Illegal;

/// The outcome of checking a group move against every rule but the duty of rule 4.
#[derive(Clone, Copy)]
enum Check {
    Ok,
    Bad(Illegal2),
}

#[derive(Clone, Copy)]
enum Illegal2 {
    Fit,
    Strength,
}

/// Undo information for [`Position::apply`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Undo {
    m: Move,
    captured: u16,
    was_captured: bool,
    dispersed: u16,
}

impl Undo {
    /// The pieces the move captured.
    pub fn captured(&self) -> u16 {
        self.captured
    }
}

impl Position {
    /// The largest group the pack rule lets leave region index `i`, given `movable` pieces.
    #[inline]
    pub(crate) fn pack_limit(&self, board: &GameBoard, i: usize, movable: u16) -> u16 {
        if self.side != Side::Jackals || !board.rules.pack_leaves_one {
            return movable;
        }
        let c = &self.cells[i];
        if board.rules.pack_count == PackCount::Group {
            // Each group alone: up to 2, or all but one of the jackals there.
            return movable.min(2u16.max(c.jackals.saturating_sub(1)));
        }
        let unmoved = c.jackals.saturating_sub(c.arrived);
        let free = 2u16.saturating_sub(c.left); // left + k < 3
        movable.min(free.max(unmoved.saturating_sub(1)))
    }

    /// The pieces that may leave region `from` as one group now (rules 2 and 3): those not yet
    /// moved and not frozen, less the jackal a pack must leave behind. 0 for a region not on the
    /// board.
    pub fn may_leave(&self, board: &GameBoard, from: RegionId) -> u16 {
        board
            .index(from)
            .map_or(0, |i| self.pack_limit(board, i, self.movable(board, i)))
    }

    /// The largest group of the mover's pieces that may legally move from `from` to `to` now
    /// (every rule checked, rule 4's duty included: gathered lions leave exactly one behind
    /// unless they attack); when no group may, every piece that may move, so that
    /// [`Position::check`] names the first rule the whole group breaks (three jackals that
    /// cannot take a lone lion are told the pack leaves one behind). This is what a move typed
    /// without a count (`7 -> 4`) means. At most `movable` checks, each with rule 4's search.
    pub fn largest_group(&self, board: &GameBoard, from: RegionId, to: RegionId) -> u16 {
        let Some(i) = board.index(from) else {
            return 0;
        };
        let movable = self.movable(board, i);
        let mut p = self.clone();
        (1..=movable)
            .rev()
            .find(|&k| p.check(board, Move::new(from, to, k)).is_ok())
            .unwrap_or(movable)
    }

    /// True when `k` of the mover's pieces may enter region index `j` (strength and fit).
    #[inline]
    pub(crate) fn entry_ok(&self, board: &GameBoard, j: usize, k: u16) -> bool {
        matches!(self.entry(board, j, k), Check::Ok)
    }

    /// Checks `k` of the mover's pieces entering region index `j` (strength and fit).
    #[inline]
    fn entry(&self, board: &GameBoard, j: usize, k: u16) -> Check {
        let t = &self.cells[j];
        let side = self.side;
        let opp = t.of(side.other());
        if opp == 0 {
            let own = t.of(side) + k;
            let ok = match side {
                Side::Lions => board.fits(j, own, 0),
                Side::Jackals => board.fits(j, 0, own),
            };
            return if ok {
                Check::Ok
            } else {
                Check::Bad(Illegal2::Fit)
            };
        }
        let captures = match side {
            Side::Lions => u64::from(opp) <= board.rules.lions_take(u32::from(k)),
            Side::Jackals => u32::from(k) >= board.rules.lion_strength * u32::from(opp),
        };
        if !captures {
            return Check::Bad(Illegal2::Strength);
        }
        let fits = match (board.rules.fit, side) {
            (Fit::AtEntry, Side::Lions) => board.fits(j, k, opp),
            (Fit::AtEntry, Side::Jackals) => board.fits(j, opp, k),
            (Fit::AfterCapture, Side::Lions) => board.fits(j, k, 0),
            (Fit::AfterCapture, Side::Jackals) => board.fits(j, 0, k),
        };
        if fits {
            Check::Ok
        } else {
            Check::Bad(Illegal2::Fit)
        }
    }

    /// Every group move legal by rules 1–3 and 5 (not yet filtered by rule 4's duty), appended to
    /// `out` in order of origin, then neighbor, then size. `refused(j)` is called once per
    /// (origin, neighbor) pair where some group is refused only because it would not fit.
    pub fn raw_moves(
        &self,
        board: &GameBoard,
        out: &mut Vec<Move>,
        mut refused: impl FnMut(usize),
    ) {
        for i in 0..self.cells.len() {
            let movable = self.movable(board, i);
            if movable == 0 {
                continue;
            }
            let kmax = self.pack_limit(board, i, movable);
            if kmax == 0 {
                continue;
            }
            let from = RegionId::from_index(i);
            for &j in board.nbrs(i) {
                let j = j as usize;
                let to = RegionId::from_index(j);
                let mut fit_refused = false;
                for k in 1..=kmax {
                    match self.entry(board, j, k) {
                        Check::Ok => out.push(Move::new(from, to, k)),
                        Check::Bad(Illegal2::Fit) => fit_refused = true,
                        Check::Bad(_) => {}
                    }
                }
                if fit_refused {
                    refused(j);
                }
            }
        }
        self.combined_moves(board, out);
    }

    /// The legal group moves that begin or continue a legal turn, into `out` (cleared first).
    /// A move after which no legal turn can be completed (rule 4) is left out. Empty when the game
    /// is over.
    pub fn legal_moves(&mut self, board: &GameBoard, out: &mut Vec<Move>) {
        self.legal_moves_counting(board, out, |_| {});
    }

    /// As [`Position::legal_moves`], calling `refused(j)` for each (origin, neighbor) pair whose
    /// groups are refused only because they would not fit in region index `j`.
    pub fn legal_moves_counting(
        &mut self,
        board: &GameBoard,
        out: &mut Vec<Move>,
        refused: impl FnMut(usize),
    ) {
        out.clear();
        if self.lions == 0
            || self.jackals == 0
            || (self.moves == 0
                && (self.quiet_turns >= board.rules.quiet_turn_limit()
                    || self.turns >= board.rules.max_rounds.saturating_mul(2)))
        {
            return;
        }
        self.raw_moves(board, out, refused);
        if self.duty {
            let mut keep = 0;
            for idx in 0..out.len() {
                let m = out[idx];
                let u = self.apply(board, m);
                let ok = self.completable(board);
                self.undo(u);
                if ok {
                    out[keep] = m;
                    keep += 1;
                }
            }
            out.truncate(keep);
        }
    }

    /// True when the gathered lions' duty (rule 4) is met now: every region that began the turn
    /// with two or more lions has exactly one of them left, or none and all of them attacked.
    pub fn duty_met(&self) -> bool {
        self.first_unmet_duty().is_none()
    }

    /// The first way rule 4's duty is unmet now: [`Illegal::Gathered`] for a region that began
    /// the turn with two or more lions and has neither exactly one left nor all of them
    /// attacked, then (under `dispersal: one_per_region`) [`Illegal::NotAlone`] for a region
    /// where a dispersing lion is not alone.
    fn first_unmet_duty(&self) -> Option<Illegal> {
        if !self.duty {
            return None;
        }
        let gathered = self.cells.iter().enumerate().find_map(|(i, c)| {
            let stay = c.start.saturating_sub(c.left);
            let ok = c.start < 2 || stay == 1 || (stay == 0 && c.left_quietly == 0);
            (!ok).then_some(Illegal::Gathered(RegionId::from_index(i)))
        });
        gathered.or_else(|| {
            self.cells.iter().enumerate().find_map(|(i, c)| {
                (c.dispersed > 0 && c.lions > 1)
                    .then_some(Illegal::NotAlone(RegionId::from_index(i)))
            })
        })
    }

    /// True when some sequence of further moves (possibly none) reaches a position where the turn
    /// may end. Depth-first over the raw moves; used only while the duty binds.
    pub(crate) fn completable(&mut self, board: &GameBoard) -> bool {
        if self.duty_met() || self.lions == 0 || self.jackals == 0 {
            return true;
        }
        let mut buf = Vec::new();
        self.raw_moves(board, &mut buf, |_| {});
        for m in buf {
            let u = self.apply(board, m);
            let ok = self.completable(board);
            self.undo(u);
            if ok {
                return true;
            }
        }
        false
    }

    /// Applies a group move, which must be legal (see [`Position::check`]): the group leaves
    /// `from`, captures everything in `to` if the other side holds it, and enters `to`.
    ///
    /// # Panics
    /// When a region is not on the board or `from` holds fewer pieces than `count`.
    pub fn apply(&mut self, board: &GameBoard, m: Move) -> Undo {
        let (i, j) = (
            board.index(m.from).expect("region on the board"),
            board.index(m.to).expect("region on the board"),
        );
        let side = self.side;
        let k = m.count;
        *self.cells[i].of_mut(side) -= k;
        self.cells[i].left += k;
        let mut total = k;
        for (r, kr) in m.with.iter() {
            let c = &mut self.cells[board.index(r).expect("region on the board")];
            *c.of_mut(side) -= kr;
            c.left += kr;
            total += kr;
        }
        let k = total;
        let opp = self.cells[j].of(side.other());
        let was_captured = self.captured;
        let dispersed = if opp > 0 {
            *self.cells[j].of_mut(side.other()) = 0;
            match side {
                Side::Lions => self.jackals -= opp,
                Side::Jackals => self.lions -= opp,
            }
            self.captured = true;
            0
        } else {
            self.cells[i].left_quietly += k;
            // Rule 4 under `dispersal: one_per_region`: lions leaving a gathered region
            // without capturing must each end the turn alone (a quiet move has one group).
            let gathered = self.duty && side == Side::Lions && self.cells[i].start >= 2;
            if gathered && board.rules.dispersal == Dispersal::OnePerRegion {
                m.count
            } else {
                0
            }
        };
        *self.cells[j].of_mut(side) += k;
        self.cells[j].arrived += k;
        self.cells[j].dispersed += dispersed;
        self.moves += 1;
        Undo {
            m,
            captured: opp,
            was_captured,
            dispersed,
        }
    }

    /// Undoes the last [`Position::apply`].
    pub fn undo(&mut self, u: Undo) {
        let (i, j) = (u.m.from.index(), u.m.to.index());
        let side = self.side;
        let k = u.m.count;
        for (r, kr) in u.m.with.iter() {
            let c = &mut self.cells[r.index()];
            c.left -= kr;
            *c.of_mut(side) += kr;
        }
        let all = k + u.m.with.iter().map(|(_, kr)| kr).sum::<u16>();
        *self.cells[j].of_mut(side) -= all;
        self.cells[j].arrived -= all;
        self.cells[j].dispersed -= u.dispersed;
        if u.captured > 0 {
            *self.cells[j].of_mut(side.other()) = u.captured;
            match side {
                Side::Lions => self.jackals += u.captured,
                Side::Jackals => self.lions += u.captured,
            }
        } else {
            self.cells[i].left_quietly -= k;
        }
        self.captured = u.was_captured;
        self.cells[i].left -= k;
        *self.cells[i].of_mut(side) += k;
        self.moves -= 1;
    }

    /// Checks a group move against every rule, naming the first one it breaks.
    ///
    /// # Errors
    /// The broken rule ([`Illegal`]).
    pub fn check(&mut self, board: &GameBoard, m: Move) -> Result<(), Illegal> {
        if self.over(board) {
            return Err(Illegal::GameOver);
        }
        let i = board.index(m.from).ok_or(Illegal::UnknownRegion(m.from))?;
        let j = board.index(m.to).ok_or(Illegal::UnknownRegion(m.to))?;
        if m.is_combined() {
            if !board.rules.combined_attack {
                return Err(Illegal::CombinedOff);
            }
            if self.cells[j].of(self.side.other()) == 0 {
                return Err(Illegal::CombinedNotAttack(m.to));
            }
            let mut seen: Vec<RegionId> = Vec::new();
            for (r, _) in m.groups() {
                board.index(r).ok_or(Illegal::UnknownRegion(r))?;
                if seen.contains(&r) {
                    return Err(Illegal::CombinedRepeat(r));
                }
                seen.push(r);
            }
        }
        for (r, k) in m.groups() {
            let ri = board.index(r).ok_or(Illegal::UnknownRegion(r))?;
            self.check_group(board, ri, r, m.to, k)?;
        }
        let total = m.total();
        match self.entry(board, j, total) {
            Check::Ok => {}
            Check::Bad(Illegal2::Strength) => {
                return Err(Illegal::TooStrong {
                    to: m.to,
                    attackers: total,
                    defenders: self.cells[j].of(self.side.other()),
                });
            }
            Check::Bad(_) => {
                let t = self.cells[j];
                let (lions, jackals) = match (self.side, board.rules.fit, t.of(self.side.other())) {
                    (Side::Lions, Fit::AtEntry, _) => (t.lions + total, t.jackals),
                    (Side::Jackals, Fit::AtEntry, _) => (t.lions, t.jackals + total),
                    (Side::Lions, _, 0) => (t.lions + total, 0),
                    (Side::Lions, _, _) => (total, 0),
                    (Side::Jackals, _, 0) => (0, t.jackals + total),
                    (Side::Jackals, _, _) => (0, total),
                };
                return Err(Illegal::DoesNotFit {
                    to: m.to,
                    lions,
                    jackals,
                });
            }
        }
        if self.duty {
            let u = self.apply(board, m);
            let ok = self.completable(board);
            // Why, only for a move refused (before the undo: the reason is the move's).
            let unmet = if ok { None } else { self.first_unmet_duty() };
            self.undo(u);
            if !ok {
                // A dispersing lion that can no longer end the turn alone is named as such.
                if let Some(e @ Illegal::NotAlone(_)) = unmet {
                    return Err(e);
                }
                let r = (0..self.cells.len())
                    .find(|&r| self.cells[r].start >= 2)
                    .unwrap_or(i);
                return Err(Illegal::CannotComplete(RegionId::from_index(r)));
            }
        }
        Ok(())
    }

    /// Checks one group of `k` pieces leaving region `from` (index `i`) for `to` against rules 2
    /// and 3: neighbors, own pieces, not frozen, pieces that may still move, the pack.
    fn check_group(
        &self,
        board: &GameBoard,
        i: usize,
        from: RegionId,
        to: RegionId,
        k: u16,
    ) -> Result<(), Illegal> {
        let own = self.cells[i].of(self.side);
        if k == 0 {
            // No piece to move (a count of 0, or `7 -> 4` from a region with nothing that may
            // move): say why nothing may move when something keeps it.
            return Err(if own == 0 {
                Illegal::NotYours(from)
            } else if self.frozen(board, i) {
                Illegal::Frozen(from)
            } else if self.movable(board, i) == 0 {
                Illegal::TooFew { from, movable: 0 }
            } else {
                Illegal::NoPieces
            });
        }
        if from == to {
            return Err(Illegal::SameRegion(from));
        }
        if !board.adjacent(from, to) {
            return Err(Illegal::NotNeighbors {
                from,
                to,
                corner: board.corner_only(from, to),
            });
        }
        if own == 0 {
            return Err(Illegal::NotYours(from));
        }
        if self.frozen(board, i) {
            return Err(Illegal::Frozen(from));
        }
        if k > own {
            return Err(Illegal::NotEnough { from, has: own });
        }
        let movable = self.movable(board, i);
        if k > movable {
            return Err(Illegal::TooFew { from, movable });
        }
        if k > self.pack_limit(board, i, movable) {
            return Err(Illegal::PackLeavesOne(from));
        }
        Ok(())
    }

    /// True when the game is over (a side is eliminated, or the count is due at a turn's start).
    pub fn over(&self, board: &GameBoard) -> bool {
        self.outcome(board).is_some()
    }

    /// Whether the turn may end now.
    ///
    /// # Errors
    /// [`Illegal::MustMove`] when no move was made but one is legal (unless `game.pass:
    /// allowed`), [`Illegal::Gathered`] or [`Illegal::NotAlone`] (also for a pass while the
    /// duty binds) when the gathered lions' duty is unmet, [`Illegal::GameOver`] when the game is over.
    pub fn can_end(&mut self, board: &GameBoard) -> Result<(), Illegal> {
        if self.over(board) {
            return Err(Illegal::GameOver);
        }
        if self.moves == 0 {
            if board.rules.pass == Pass::Allowed {
                // A voluntary pass, but not past the gathered lions' duty (rule 4).
                return self.first_unmet_duty().map_or(Ok(()), Err);
            }
            let mut buf = Vec::new();
            self.legal_moves(board, &mut buf);
            return if buf.is_empty() {
                Ok(())
            } else {
                Err(Illegal::MustMove)
            };
        }
        self.first_unmet_duty().map_or(Ok(()), Err)
    }

    /// True when the turn may end now, `no_moves` saying whether no legal move remains: with no
    /// move made, when none is legal, or under `game.pass: allowed` when rule 4's duty does not
    /// bind (a pass does not lift it); after moves, when rule 4's duty is met or no move remains.
    #[inline]
    pub fn may_end(&self, board: &GameBoard, no_moves: bool) -> bool {
        if self.moves == 0 {
            no_moves || (board.rules.pass == Pass::Allowed && self.duty_met())
        } else {
            self.duty_met() || no_moves
        }
    }

    /// True when the turn may end now and some move has been made (cheaper than
    /// [`Position::can_end`]; a turn with no move ends only when the side has no legal move).
    #[inline]
    pub fn may_end_after_moves(&self) -> bool {
        self.moves > 0 && self.duty_met()
    }

    /// Ends the turn (which must be allowed: see [`Position::can_end`]): updates the quiet
    /// counter, passes the move to the other side and begins its turn.
    pub fn end_turn(&mut self, board: &GameBoard) {
        let quiet = match board.rules.quiet {
            crate::input::game_rules::QuietRule::NoCapture => !self.captured,
            crate::input::game_rules::QuietRule::NoCapturePossible => {
                !self.captured && !self.could_capture
            }
        };
        self.quiet_turns = if quiet { self.quiet_turns + 1 } else { 0 };
        self.turns += 1;
        self.side = self.side.other();
        self.begin_turn(board);
    }
}
