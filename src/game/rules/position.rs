//! A position: the pieces per region, the side to move, the quiet-turn counter, and the turn in
//! progress (what moved in, what left each region, what is frozen).

use super::board::GameBoard;
use crate::ids::RegionId;
use crate::input::game_rules::{Freeze, Side};

mod check;

/// The most groups in one combined attack (the first group and [`MAX_GROUPS`]` - 1` joining it).
pub const MAX_GROUPS: usize = 4;

const MAX_JOINED: usize = MAX_GROUPS - 1;

/// The groups that join a move's first group in a combined attack: `(from, count)` pairs, at most
/// [`MAX_GROUPS`]` - 1`, stored inline so that [`Move`] stays `Copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Joined {
    len: u8,
    from: [u32; MAX_JOINED],
    count: [u16; MAX_JOINED],
}

impl Joined {
    /// True when no group joins (a single-group move).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many groups join.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// The joining groups, `(from, count)`.
    pub fn iter(&self) -> impl Iterator<Item = (RegionId, u16)> + '_ {
        (0..self.len()).map(|k| (RegionId(self.from[k]), self.count[k]))
    }

    /// Adds a group; false (and nothing added) when [`MAX_GROUPS`]` - 1` groups already join.
    pub fn push(&mut self, from: RegionId, count: u16) -> bool {
        let k = self.len();
        if k == MAX_JOINED {
            return false;
        }
        self.from[k] = from.0;
        self.count[k] = count;
        self.len += 1;
        true
    }

    /// The joining groups from `groups` (the first group excluded).
    ///
    /// # Errors
    /// When there are more than [`MAX_GROUPS`]` - 1`.
    pub fn from_groups(groups: &[(RegionId, u16)]) -> Result<Joined, usize> {
        let mut j = Joined::default();
        for &(r, k) in groups {
            if !j.push(r, k) {
                return Err(groups.len());
            }
        }
        Ok(j)
    }
}

/// One region in a position: both sides' pieces, and the mover's bookkeeping for the turn in
/// progress. A region never holds both sides at rest (rule 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cell {
    /// Lions here.
    pub lions: u16,
    /// Jackals here.
    pub jackals: u16,
    /// The mover's pieces that entered this region this turn (they have moved).
    pub arrived: u16,
    /// The mover's pieces that left this region this turn.
    pub left: u16,
    /// Of `left`, those that left in moves that captured nothing.
    pub left_quietly: u16,
    /// The mover's pieces here when the turn began.
    pub start: u16,
    /// Of `arrived`, the lions that came without capturing from a region whose gathered lions'
    /// duty binds, under `game.dispersal: one_per_region` (each must end the turn alone here;
    /// 0 under every other reading).
    pub dispersed: u16,
}

impl Cell {
    /// The pieces of `side` here.
    #[inline]
    pub fn of(&self, side: Side) -> u16 {
        match side {
            Side::Lions => self.lions,
            Side::Jackals => self.jackals,
        }
    }

    #[inline]
    pub(crate) fn of_mut(&mut self, side: Side) -> &mut u16 {
        match side {
            Side::Lions => &mut self.lions,
            Side::Jackals => &mut self.jackals,
        }
    }
}

/// A group move: `count` of the mover's pieces go from `from` to the neighboring `to` (rule 2).
/// The side is the position's side to move.
///
/// Under the combined-attack option (rule 1, `game.combined_attack`), `with` holds further groups
/// from other regions that enter the enemy region `to` together with this one (see
/// [`super::combined`]); otherwise it is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The region the group leaves.
    pub from: RegionId,
    /// The neighboring region it enters.
    pub to: RegionId,
    /// How many pieces move (at least 1).
    pub count: u16,
    /// Groups from other regions joining the attack on `to` (empty: a single group).
    pub with: Joined,
}

impl Move {
    /// A single group move: `count` pieces from `from` to `to`.
    pub fn new(from: RegionId, to: RegionId, count: u16) -> Move {
        Move {
            from,
            to,
            count,
            with: Joined::default(),
        }
    }

    /// Every group of the move, `(from, count)`: this one first, then those joining it.
    pub fn groups(&self) -> impl Iterator<Item = (RegionId, u16)> + '_ {
        std::iter::once((self.from, self.count)).chain(self.with.iter())
    }

    /// The pieces that move, all groups counted.
    pub fn total(&self) -> u16 {
        self.groups().map(|(_, k)| k).sum()
    }

    /// True when groups from several regions move together (a combined attack).
    pub fn is_combined(&self) -> bool {
        !self.with.is_empty()
    }
}

/// One step of a turn: a group move, or ending the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// A group move.
    Move(Move),
    /// End the turn (with no move: a pass, legal only when no move is).
    End,
}

/// The state of a game between two actions.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// The side to move.
    pub side: Side,
    /// One cell per region (index `id - 1`).
    pub cells: Vec<Cell>,
    /// Turns in a row, ended, that counted as quiet (rule 6; see [`crate::input::game_rules::QuietRule`]).
    pub quiet_turns: u32,
    /// Turns ended since the start of the game.
    pub turns: u32,
    /// Group moves made in the turn in progress.
    pub moves: u16,
    /// True when the turn in progress captured something.
    pub captured: bool,
    /// True when some legal first move of the turn in progress captured (used by
    /// [`crate::input::game_rules::QuietRule::NoCapturePossible`]).
    pub could_capture: bool,
    /// True when the gathered-lions duty (rule 4) binds the turn in progress: some region began it
    /// with two or more lions and some legal turn can meet the duty.
    pub duty: bool,
    /// Lions on the board.
    pub lions: u16,
    /// Jackals on the board.
    pub jackals: u16,
}

impl Position {
    /// An empty position on `board` (no pieces), `side` to move.
    pub fn empty(board: &GameBoard, side: Side) -> Position {
        Position {
            side,
            cells: vec![Cell::default(); board.len()],
            quiet_turns: 0,
            turns: 0,
            moves: 0,
            captured: false,
            could_capture: false,
            duty: false,
            lions: 0,
            jackals: 0,
        }
    }

    /// The start position: one lion in each of `lions` (a region listed twice gets two), the whole
    /// pack in `pack`, `first` to move.
    ///
    /// # Panics
    /// When a region id is not on the board.
    pub fn start(board: &GameBoard, lions: &[RegionId], pack: RegionId, first: Side) -> Position {
        let mut p = Position::empty(board, first);
        for id in lions {
            p.cells[board.index(*id).expect("lion region on the board")].lions += 1;
        }
        p.cells[board.index(pack).expect("pack region on the board")].jackals += board.jackals;
        p.recount();
        p.begin_turn(board);
        p
    }

    /// Recomputes the piece totals from the cells.
    pub fn recount(&mut self) {
        self.lions = self.cells.iter().map(|c| c.lions).sum();
        self.jackals = self.cells.iter().map(|c| c.jackals).sum();
    }

    /// The pieces of `side` on the board.
    pub fn total(&self, side: Side) -> u16 {
        match side {
            Side::Lions => self.lions,
            Side::Jackals => self.jackals,
        }
    }

    /// The cell of region `id`.
    ///
    /// # Panics
    /// When `id` is not on the board.
    pub fn cell(&self, id: RegionId) -> &Cell {
        &self.cells[id.index()]
    }

    /// The mover's pieces in the region at index `i` that may still move this turn.
    #[inline]
    pub fn movable(&self, board: &GameBoard, i: usize) -> u16 {
        let c = &self.cells[i];
        let own = c.of(self.side);
        match board.rules.freeze {
            Freeze::Region if c.arrived > 0 => 0,
            _ => own.saturating_sub(c.arrived),
        }
    }

    /// True when the region at index `i` is frozen for the mover (its own pieces entered it this
    /// turn, under [`Freeze::Region`]).
    pub fn frozen(&self, board: &GameBoard, i: usize) -> bool {
        board.rules.freeze == Freeze::Region && self.cells[i].arrived > 0
    }

    /// Resets the turn bookkeeping for the side to move and works out whether the gathered-lions
    /// duty binds (rule 4) and whether a capture is possible.
    pub(crate) fn begin_turn(&mut self, board: &GameBoard) {
        let side = self.side;
        for c in &mut self.cells {
            c.arrived = 0;
            c.left = 0;
            c.left_quietly = 0;
            c.dispersed = 0;
            c.start = c.of(side);
        }
        self.moves = 0;
        self.captured = false;
        self.duty = side == Side::Lions
            && board.rules.gathered_lions_disperse
            && self.cells.iter().any(|c| c.start >= 2);
        let mut buf = Vec::new();
        if self.duty {
            self.legal_moves(board, &mut buf);
            if buf.is_empty() {
                // No legal turn meets the duty: it lapses.
                self.duty = false;
            }
        }
        if board.rules.quiet == crate::input::game_rules::QuietRule::NoCapturePossible {
            self.legal_moves(board, &mut buf);
            self.could_capture = buf.iter().any(|m| self.is_attack(board, m));
        } else {
            self.could_capture = false;
        }
    }

    /// True when `m` enters a region held by the other side.
    pub fn is_attack(&self, board: &GameBoard, m: &Move) -> bool {
        board
            .index(m.to)
            .is_some_and(|j| self.cells[j].of(self.side.other()) > 0)
    }

    /// Points of each side if the game were counted now (rule 6): `(lions, jackals)`.
    pub fn score(&self, board: &GameBoard) -> (u32, u32) {
        let l = self.cells.iter().filter(|c| c.lions > 0).count() as u32;
        let j = self.cells.iter().filter(|c| c.jackals > 0).count() as u32;
        (l * board.rules.lion_points, j * board.rules.jackal_points)
    }

    /// Rounds begun by the turns ended: turns ended, halved, rounded up (a round is both sides
    /// moving once). The turn in progress is not counted: see [`Position::rounds_begun`].
    pub fn rounds(&self) -> u32 {
        self.turns.div_ceil(2)
    }

    /// Rounds begun, the turn in progress counted once it holds a move (rule 6: a round begun
    /// counts): `(turns + 1) / 2` rounded up during a turn with moves, else [`Position::rounds`].
    /// A side eliminated by the 13th turn's move has played 7 rounds, not 6.
    pub fn rounds_begun(&self) -> u32 {
        (self.turns + u32::from(self.moves > 0)).div_ceil(2)
    }
}
