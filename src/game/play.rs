//! Random numbers, set-ups, and playing a whole game between two agents.

use super::board::GameBoard;
use super::outcome::Outcome;
use super::position::{Action, Move, Position};
use super::record::{GroupMove, SetupError, SetupRecord, TurnRecord, check_setup};
use crate::ids::RegionId;
use crate::input::game_rules::{SetupRule, Side};
use rand_core::Rng;

/// A player.
pub trait Agent {
    /// Picks the next action in `pos`: one of `moves` (never empty), or [`Action::End`] when
    /// `can_end`. `pos` may be changed during the call but must be restored.
    fn choose(
        &mut self,
        board: &GameBoard,
        pos: &mut Position,
        moves: &[Move],
        can_end: bool,
        rng: &mut GameRng,
    ) -> Action;

    /// Sees an action about to be applied to `pos` (by either side).
    fn observe(&mut self, _board: &GameBoard, _pos: &Position, _action: Action) {}
}

/// A turn chosen whole and played group move by group move: the moves still to play and the
/// position the next one is planned from. The agents that choose a turn at once
/// ([`super::agents::TurnMctsAgent`], [`super::solve::agent::PerfectAgent`]) keep one; each
/// keeps its own fallback for when the plan has no action.
///
/// ```
/// use savanna::game::play::TurnPlan;
/// let plan = TurnPlan::default();
/// assert!(plan.is_empty());
/// ```
#[derive(Debug, Clone, Default)]
pub struct TurnPlan {
    /// The moves still to play, the next one last.
    rest: Vec<Move>,
    /// Where the next move is planned from.
    at: Option<Position>,
}

impl TurnPlan {
    /// True when `pos` is where the plan's next action is planned from.
    pub fn is_at(&self, pos: &Position) -> bool {
        self.at.as_ref() == Some(pos)
    }

    /// True when no move is left.
    pub fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }

    /// Plans `moves` (in the order they are played) from `pos`.
    pub fn set(&mut self, pos: &Position, mut moves: Vec<Move>) {
        moves.reverse();
        self.rest = moves;
        self.at = Some(pos.clone());
    }

    /// Forgets the plan.
    pub fn clear(&mut self) {
        self.rest.clear();
        self.at = None;
    }

    /// The plan's next action at `pos` (where [`TurnPlan::is_at`] holds): its next move when
    /// that is one of `moves` (the plan then expects the position after it), or the end of the
    /// turn when no move is left and `can_end`. `None`, the plan forgotten, when its next move
    /// is not legal here or it is done and the turn cannot end yet.
    pub fn next(
        &mut self,
        board: &GameBoard,
        pos: &Position,
        moves: &[Move],
        can_end: bool,
    ) -> Option<Action> {
        match self.rest.pop() {
            Some(m) if moves.contains(&m) => {
                let mut after = pos.clone();
                after.apply(board, m);
                self.at = Some(after);
                Some(Action::Move(m))
            }
            None if can_end => {
                self.at = None;
                Some(Action::End)
            }
            _ => {
                self.clear();
                None
            }
        }
    }
}

/// The game's random numbers: PCG-64 (O'Neill 2014, `rand_pcg::Pcg64`, whose output is fixed by
/// its specification, so the same seed gives the same games on every platform and version),
/// one stream per game: the state comes from the seed, the stream number from the game number.
#[derive(Debug, Clone)]
pub struct GameRng(rand_pcg::Pcg64);

impl GameRng {
    /// The stream of game `game` under `seed`.
    pub fn new(seed: u64, game: u64) -> GameRng {
        let state = (u128::from(seed) << 64) | u128::from(seed ^ 0x9E37_79B9_7F4A_7C15);
        GameRng(rand_pcg::Pcg64::new(state, u128::from(game)))
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (`n >= 1`), by Lemire's multiply-and-reject method
    /// ("Fast random integer generation in an interval", ACM TOMACS 2019): exact, and fixed by
    /// this code rather than by a crate's version.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        let n = n.max(1) as u64;
        loop {
            let x = self.next_u64();
            let m = u128::from(x) * u128::from(n);
            let low = m as u64;
            if low >= n.wrapping_neg() % n {
                return (m >> 64) as usize;
            }
        }
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// Draws a set-up (rule 8): one lion in each of `lions` distinct regions that hold a lion, and
/// the pack in a region that holds it, without lions, at least `min_pack_distance` borders from
/// every lion (the farthest such region when none is far enough). `None` when the board has too
/// few lion regions or no region holds the pack.
pub fn draw_setup(board: &GameBoard, rng: &mut GameRng) -> Option<SetupRecord> {
    let mut lion_regions: Vec<usize> = (0..board.len())
        .filter(|&i| board.lion_capacity[i] >= 1)
        .collect();
    let pack_regions: Vec<usize> = (0..board.len())
        .filter(|&i| board.jackal_capacity[i] >= board.jackals)
        .collect();
    let l = board.lions as usize;
    if lion_regions.len() < l || pack_regions.is_empty() {
        return None;
    }
    let min_d = board.min_pack_distance as u16;
    let mut fallback: Option<(u16, Vec<usize>, usize)> = None;
    for _ in 0..64 {
        for k in 0..l {
            let r = k + rng.below(lion_regions.len() - k);
            lion_regions.swap(k, r);
        }
        let lions = &lion_regions[..l];
        let dist = |p: usize| {
            lions
                .iter()
                .map(|&x| board.distance(x, p))
                .min()
                .unwrap_or(u16::MAX)
        };
        let ok: Vec<usize> = pack_regions
            .iter()
            .copied()
            .filter(|p| !lions.contains(p) && dist(*p) >= min_d)
            .collect();
        if !ok.is_empty() {
            let p = ok[rng.below(ok.len())];
            return Some(record(lions, p));
        }
        if let Some(p) = pack_regions
            .iter()
            .copied()
            .filter(|p| !lions.contains(p))
            .max_by_key(|p| (dist(*p), std::cmp::Reverse(*p)))
            && fallback.as_ref().is_none_or(|f| dist(p) > f.0)
        {
            fallback = Some((dist(p), lions.to_vec(), p));
        }
    }
    fallback.map(|(_, lions, p)| record(&lions, p))
}

fn record(lions: &[usize], pack: usize) -> SetupRecord {
    let mut l: Vec<RegionId> = lions.iter().map(|&i| RegionId::from_index(i)).collect();
    l.sort();
    SetupRecord {
        lions: l,
        jackals: RegionId::from_index(pack),
    }
}

/// The board's own set-up, when the game uses it (rule 8, `setup: board`, and the board places
/// the lions and the pack), checked by [`check_setup`]; `None` when set-ups are drawn.
///
/// # Errors
/// The board's set-up cannot start a game: it is refused, never replaced by a drawn one.
pub fn board_setup(board: &GameBoard) -> Result<Option<SetupRecord>, SetupError> {
    match &board.setup {
        Some((lions, Some(pack))) if board.rules.setup == SetupRule::Board => {
            let s = SetupRecord {
                lions: lions.clone(),
                jackals: *pack,
            };
            check_setup(board, &s)?;
            Ok(Some(s))
        }
        _ => Ok(None),
    }
}

/// Why the board's `setup:` is not used, when it has one that is not (for a note on stderr):
/// `game: {setup: random}`, or a set-up that places no pack.
pub fn setup_note(board: &GameBoard) -> Option<String> {
    match &board.setup {
        Some(_) if board.rules.setup == SetupRule::Random => Some(
            "the board's `setup:` is not used (`game: {setup: random}`): set-ups are drawn at random"
                .into(),
        ),
        Some((_, None)) => Some(
            "the board's `setup:` places no pack (`setup: jackals:`): set-ups are drawn at random"
                .into(),
        ),
        _ => None,
    }
}

/// The set-up of a game: the board's (rule 8, `setup: board`) when it places the lions and the
/// pack, else one drawn with `rng` ([`setup_note`] says when a board's `setup:` is not used).
///
/// # Errors
/// The board's set-up cannot start a game ([`board_setup`]), or none can be drawn
/// ([`SetupError::NoneDrawn`]).
pub fn game_setup(board: &GameBoard, rng: &mut GameRng) -> Result<SetupRecord, SetupError> {
    let s = match board_setup(board)? {
        Some(s) => s,
        None => draw_setup(board, rng).ok_or(SetupError::NoneDrawn)?,
    };
    check_setup(board, &s)?;
    Ok(s)
}

/// What one game produced, for records and balance reports.
#[derive(Debug, Clone, PartialEq)]
pub struct GameResult {
    /// How it ended.
    pub outcome: Outcome,
    /// Who moved first.
    pub first: Side,
    /// The turns, when recorded.
    pub turns: Vec<TurnRecord>,
    /// Jackals the lions captured.
    pub jackals_taken: u32,
    /// Lions the jackals captured.
    pub lions_taken: u32,
    /// Per region index: turns in which some group move into it was refused only for fit.
    pub refusals: Vec<u32>,
    /// Per region index: turn ends at which the lions held it.
    pub held_by_lions: Vec<u32>,
    /// Per region index: turn ends at which the jackals held it.
    pub held_by_jackals: Vec<u32>,
    /// Turn ends sampled for `held_by_*`.
    pub samples: u32,
}

/// Plays a game from `start` to its end; `agents[0]` plays the lions, `agents[1]` the jackals.
/// With `record`, keeps every turn. Each agent sees every action (its own and the other's).
pub fn play_game(
    board: &GameBoard,
    start: Position,
    agents: [&mut dyn Agent; 2],
    rng: &mut GameRng,
    record: bool,
) -> GameResult {
    let [lions_agent, jackals_agent] = agents;
    let mut pos = start;
    let n = board.len();
    let mut res = GameResult {
        outcome: pos.outcome(board).unwrap_or(Outcome {
            winner: None,
            reason: super::outcome::EndReason::Points,
            capped: false,
            lion_points: 0,
            jackal_points: 0,
            rounds: 0,
        }),
        first: pos.side,
        turns: Vec::new(),
        jackals_taken: 0,
        lions_taken: 0,
        refusals: vec![0; n],
        held_by_lions: vec![0; n],
        held_by_jackals: vec![0; n],
        samples: 0,
    };
    let mut buf: Vec<Move> = Vec::with_capacity(64);
    let mut turn: Vec<GroupMove> = Vec::new();
    let mut refused_this_turn: Vec<bool> = vec![false; n];
    let mut safety = 0u64;
    loop {
        if let Some(o) = pos.outcome(board) {
            if record && (!turn.is_empty() || pos.moves > 0) {
                res.turns.push(TurnRecord {
                    side: pos.side,
                    moves: std::mem::take(&mut turn),
                    in_progress: false,
                });
            }
            res.outcome = o;
            return res;
        }
        if pos.moves == 0 {
            refused_this_turn.iter_mut().for_each(|r| *r = false);
            pos.legal_moves_counting(board, &mut buf, |j| refused_this_turn[j] = true);
            for (j, r) in refused_this_turn.iter().enumerate() {
                res.refusals[j] += u32::from(*r);
            }
        } else {
            pos.legal_moves(board, &mut buf);
        }
        let can_end = if pos.moves == 0 {
            buf.is_empty()
        } else {
            pos.duty_met() || buf.is_empty()
        };
        safety += 1;
        let action = if buf.is_empty() || safety > 10_000_000 {
            Action::End
        } else {
            let agent: &mut dyn Agent = match pos.side {
                Side::Lions => &mut *lions_agent,
                Side::Jackals => &mut *jackals_agent,
            };
            agent.choose(board, &mut pos, &buf, can_end, rng)
        };
        lions_agent.observe(board, &pos, action);
        jackals_agent.observe(board, &pos, action);
        match action {
            Action::Move(m) => {
                if record {
                    turn.push(GroupMove::of(&pos, m));
                }
                let u = pos.apply(board, m);
                match pos.side {
                    Side::Lions => res.jackals_taken += u32::from(u.captured()),
                    Side::Jackals => res.lions_taken += u32::from(u.captured()),
                }
            }
            Action::End => {
                if record {
                    res.turns.push(TurnRecord {
                        side: pos.side,
                        moves: std::mem::take(&mut turn),
                        in_progress: false,
                    });
                }
                pos.end_turn(board);
                res.samples += 1;
                for (i, c) in pos.cells.iter().enumerate() {
                    res.held_by_lions[i] += u32::from(c.lions > 0);
                    res.held_by_jackals[i] += u32::from(c.jackals > 0);
                }
            }
        }
    }
}
