//! The JSON (and YAML) forms of positions, group moves and game records, with their schemas
//! (`schemas/game-position.schema.json`, `game-moves.schema.json`, `game-record.schema.json`).
//!
//! Regions are written by id (`1..=n`); on input a region may also be given by name.

use crate::game::rules::board::GameBoard;
use crate::game::rules::moves::Illegal;
use crate::game::rules::outcome::Outcome;
use crate::game::rules::position::Position;
use crate::ids::RegionId;
use crate::input::game_rules::{GameRules, Side};
use crate::validated::KindMap;
use serde::{Deserialize, Serialize};

mod group;
mod position_file;
pub mod setup;

pub use group::{Captures, GroupMove, JoinedGroup, ParseMoveError, parse_move};
pub use position_file::{PiecesFile, PositionFile, TurnFile, plain_words};

/// One turn of a recorded game: the side and its group moves in order (none: a pass).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TurnRecord {
    /// Who moved.
    pub side: Side,
    /// The group moves, in order.
    pub moves: Vec<GroupMove>,
    /// True for the last turn of an unfinished game when it was still in progress (not ended)
    /// as the game stopped (`quit`, end of input, Ctrl-C): `replay` applies its moves and does
    /// not end it. Absent (false) otherwise.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_progress: bool,
}

/// The set-up a game started from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SetupRecord {
    /// One region per lion.
    pub lions: Vec<RegionId>,
    /// The pack's region.
    pub jackals: RegionId,
}

/// The board as the engine plays it, carried in a game record so that the record replays alone.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct BoardTables {
    /// Region names (index `id - 1`).
    pub names: Vec<Option<String>>,
    /// Neighbors of each region, by id.
    pub neighbors: Vec<Vec<RegionId>>,
    /// `[lions, jackals]` that fit alone in each region.
    pub capacity: Vec<[u16; 2]>,
    /// Each region's mixed table: `k` lions -> most jackals beside them.
    pub mixed: Vec<Vec<u16>>,
    /// Lions in play.
    pub lions: u16,
    /// Jackals in play.
    pub jackals: u16,
}

impl BoardTables {
    /// The tables of `board`.
    pub fn of(board: &GameBoard) -> BoardTables {
        BoardTables {
            names: board.names.clone(),
            neighbors: board.ids().map(|id| board.neighbors(id)).collect(),
            capacity: (0..board.len())
                .map(|i| [board.lion_capacity[i], board.jackal_capacity[i]])
                .collect(),
            mixed: (0..board.len())
                .map(|i| board.mixed_row(i).to_vec())
                .collect(),
            lions: board.lions,
            jackals: board.jackals,
        }
    }

    /// The engine's board from the tables, playing by `rules`.
    ///
    /// # Errors
    /// [`TablesError`] when the tables do not agree (lengths, neighbor ids) or hold too many
    /// regions.
    pub fn to_board(
        &self,
        rules: &GameRules,
        name: Option<String>,
    ) -> Result<GameBoard, TablesError> {
        let n = self.names.len();
        if self.neighbors.len() != n || self.capacity.len() != n || self.mixed.len() != n {
            return Err(TablesError::DifferentLengths);
        }
        if n > crate::game::rules::board::MAX_REGIONS {
            return Err(TablesError::TooManyRegions);
        }
        let mut nb = Vec::with_capacity(n);
        for (i, l) in self.neighbors.iter().enumerate() {
            if l.iter().any(|x| x.index() >= n || x.index() == i) {
                return Err(TablesError::NeighborOutOfRange(i + 1));
            }
            nb.push(l.iter().map(|x| x.0).collect::<Vec<u32>>());
        }
        let caps: Vec<(u16, u16)> = self.capacity.iter().map(|c| (c[0], c[1])).collect();
        let mut b = GameBoard::from_tables(
            &nb,
            &caps,
            &self.mixed,
            self.lions,
            self.jackals,
            rules.clone(),
        );
        b.names = self.names.clone();
        b.name = name;
        Ok(b)
    }
}

/// A whole game, for `savanna replay` and frontends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "savanna game record")]
pub struct GameRecord {
    /// Record format version: 1.
    pub savanna_game: u32,
    /// The board's name, if any.
    pub board: Option<String>,
    /// The rules the game was played by.
    pub rules: GameRules,
    /// The board as played (regions, neighbors, what fits).
    pub tables: BoardTables,
    /// The set-up.
    pub setup: SetupRecord,
    /// Who moved first.
    pub first: Side,
    /// The seed of the agents' random numbers, if any.
    pub seed: Option<u64>,
    /// Agent per side (`human`, `random`, `greedy`, `mcts`).
    pub agents: KindMap<String>,
    /// The turns in order.
    pub turns: Vec<TurnRecord>,
    /// How it ended (`null`: unfinished).
    pub outcome: Option<Outcome>,
}

/// The output of `savanna moves`: the legal group moves from a position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(title = "savanna legal moves")]
pub struct MovesReport {
    /// The side to move.
    pub side: Side,
    /// Every legal group move that begins (or continues) a legal turn.
    pub moves: Vec<GroupMove>,
    /// True when the turn may end now (`end`).
    pub can_end: bool,
    /// The position the moves are from (after `--after`).
    pub position: PositionFile,
    /// The outcome when the game is over.
    pub outcome: Option<Outcome>,
    /// The rules used.
    pub rules: GameRules,
}

impl MovesReport {
    /// The legal group moves from `pos` (the turn's actions so far applied) on `board`, as
    /// `savanna moves` reports them: every group move that begins or continues a legal turn
    /// (in the engine's order), whether the turn may end now, the position and its outcome.
    /// `pos` is borrowed mutably only to enumerate (it comes back unchanged).
    ///
    /// ```
    /// use savanna::game::{play::board_setup, record::MovesReport, Position, Side};
    /// let board = savanna::frontend::load_board(include_str!("../../../examples/classic.yaml")).unwrap();
    /// let setup = board_setup(&board).unwrap().unwrap();
    /// let mut pos = Position::start(&board, &setup.lions, setup.jackals, Side::Jackals);
    /// let r = MovesReport::of(&board, &mut pos);
    /// assert!(!r.moves.is_empty() && r.outcome.is_none());
    /// assert!(r.to_json().ends_with("}\n"));
    /// ```
    pub fn of(board: &GameBoard, pos: &mut Position) -> Self {
        let mut list = Vec::new();
        pos.legal_moves(board, &mut list);
        let can_end = pos.can_end(board).is_ok();
        MovesReport {
            side: pos.side,
            moves: list.iter().map(|m| GroupMove::of(pos, *m)).collect(),
            can_end,
            position: PositionFile::of(board, pos),
            outcome: pos.outcome(board),
            rules: board.rules.clone(),
        }
    }

    /// The report as `savanna moves --format json` writes it: pretty JSON and a newline (the
    /// game-moves schema).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }
}

/// Why a set-up cannot start a game (rule 8, and rule 1: a region never holds both sides at
/// rest).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The board puts no lions or no jackals in play.
    #[error(
        "the board puts {lions} lion{ls} and {jackals} jackal{js} in play; the game needs both sides (`pieces: ... count`)",
        ls = if *lions == 1 { "" } else { "s" },
        js = if *jackals == 1 { "" } else { "s" }
    )]
    NoPieces {
        /// Lions in play.
        lions: u16,
        /// Jackals in play.
        jackals: u16,
    },
    /// The set-up places another number of lions than are in play.
    #[error(
        "the set-up places {given} lion{s} but {count} {are} in play (`pieces: lion: count`); list one region per lion under `setup: lions:`",
        s = if *given == 1 { "" } else { "s" },
        are = if *count == 1 { "is" } else { "are" }
    )]
    LionCount {
        /// Lions the set-up places.
        given: usize,
        /// Lions in play.
        count: u16,
    },
    /// A region of the set-up is not on the board.
    #[error("the set-up names region {0}, which is not on the board")]
    UnknownRegion(RegionId),
    /// Two lions start in one region.
    #[error("two lions start in region {0}; lions start one per region")]
    LionsTogether(RegionId),
    /// A lion starts where no lion fits.
    #[error("a lion starts in region {0}, where no lion fits")]
    LionDoesNotFit(RegionId),
    /// The pack starts where it does not fit.
    #[error("the pack of {jackals} jackals starts in region {region}, which holds only {fit}")]
    PackDoesNotFit {
        /// The pack's region.
        region: RegionId,
        /// Jackals in play.
        jackals: u16,
        /// Jackals that fit there.
        fit: u16,
    },
    /// The pack starts in a lion's region.
    #[error(
        "the pack starts in region {0}, where a lion starts: a region never holds both sides at rest (rule 1); start the pack elsewhere"
    )]
    PackWithLion(RegionId),
    /// No set-up can be drawn.
    #[error(
        "no set-up is possible on this board: too few regions hold a lion, or none holds the whole pack"
    )]
    NoneDrawn,
}

/// Checks that `s` can start a game on `board`: one region per lion in play, each on the board
/// and holding a lion, the pack in a region of its own that holds every jackal in play.
///
/// # Errors
/// The first [`SetupError`] found (lions in the order given, then the pack).
pub fn check_setup(board: &GameBoard, s: &SetupRecord) -> Result<(), SetupError> {
    if board.lions == 0 || board.jackals == 0 {
        return Err(SetupError::NoPieces {
            lions: board.lions,
            jackals: board.jackals,
        });
    }
    if s.lions.len() != usize::from(board.lions) {
        return Err(SetupError::LionCount {
            given: s.lions.len(),
            count: board.lions,
        });
    }
    let mut seen = Vec::with_capacity(s.lions.len());
    for &id in &s.lions {
        let i = board.index(id).ok_or(SetupError::UnknownRegion(id))?;
        if seen.contains(&id) {
            return Err(SetupError::LionsTogether(id));
        }
        seen.push(id);
        if board.lion_capacity[i] < 1 {
            return Err(SetupError::LionDoesNotFit(id));
        }
    }
    let p = s.jackals;
    let i = board.index(p).ok_or(SetupError::UnknownRegion(p))?;
    if s.lions.contains(&p) {
        return Err(SetupError::PackWithLion(p));
    }
    if board.jackal_capacity[i] < board.jackals {
        return Err(SetupError::PackDoesNotFit {
            region: p,
            jackals: board.jackals,
            fit: board.jackal_capacity[i],
        });
    }
    Ok(())
}

/// Why a record's board tables do not make a board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TablesError {
    /// The names, neighbors, capacity and mixed tables differ in length.
    #[error("the board tables have different lengths")]
    DifferentLengths,
    /// More regions than [`super::board::MAX_REGIONS`].
    #[error("too many regions")]
    TooManyRegions,
    /// A neighbor id of this region (1-based) is 0, beyond the board, or the region itself.
    #[error("region {0}: a neighbor id out of range")]
    NeighborOutOfRange(usize),
}

/// Why a record does not replay: the message names the turn, the move and the rule it breaks.
/// Turns and moves are numbered from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The board tables do not make a board.
    #[error(transparent)]
    Tables(#[from] TablesError),
    /// The record's rules hold a value the board file would refuse.
    #[error(
        "the record's rules: `{key}` is {value}, outside {lo}..={hi} (the bounds of the board file's `game:`)"
    )]
    Rules {
        /// The option.
        key: &'static str,
        /// Its value in the record.
        value: u32,
        /// The least value allowed.
        lo: u32,
        /// The greatest value allowed.
        hi: u32,
    },
    /// The set-up cannot start a game (a region not on the board, the pack with a lion, ...).
    #[error("the record's set-up: {0}")]
    Setup(#[from] SetupError),
    /// A recorded move's `captures` differ from what the move captures.
    #[error(
        "turn {turn} ({side}), move {index}: the record says it captures {said}, but it captures {got}; the captures or a move was changed"
    )]
    Captures {
        /// The turn.
        turn: usize,
        /// The side to play.
        side: Side,
        /// The move within the turn.
        index: usize,
        /// The recorded captures, in words.
        said: String,
        /// What the move captures, in words.
        got: String,
    },
    /// A turn recorded after the game was over.
    #[error("turn {0}: the game was already over")]
    AlreadyOver(usize),
    /// A turn recorded for the side not to play.
    #[error("turn {turn}: it is the {to_play}' turn, not the {recorded}'")]
    WrongSide {
        /// The turn.
        turn: usize,
        /// The side to play.
        to_play: Side,
        /// The side recorded.
        recorded: Side,
    },
    /// A recorded group is not a move of the side to play.
    #[error("turn {turn} ({side}), move {index}: {error}")]
    NotAMove {
        /// The turn.
        turn: usize,
        /// The side to play.
        side: Side,
        /// The move within the turn.
        index: usize,
        /// Why.
        error: ParseMoveError,
    },
    /// A recorded move breaks a rule: `message` is [`Illegal::message`], `illegal` the rule.
    #[error("turn {turn} ({side}), move {index}: {message} [{code}]", code = illegal.code())]
    Illegal {
        /// The turn.
        turn: usize,
        /// The side to play.
        side: Side,
        /// The move within the turn.
        index: usize,
        /// The rule broken.
        illegal: Illegal,
        /// What a player reads.
        message: String,
    },
    /// A side was eliminated but the record has more turns.
    #[error("turn {0}: the game ended here, but the record goes on")]
    GoesOn(usize),
    /// A turn marked in progress is not the record's last, or the record has an outcome.
    #[error(
        "turn {0} is marked `in_progress`, but only the last turn of an unfinished game (`outcome: null`) can be"
    )]
    NotLastInProgress(usize),
    /// The turn's moves leave a duty unmet, so it cannot end.
    #[error("turn {turn} ({side}): the turn cannot end: {message} [{code}]", code = illegal.code())]
    CannotEnd {
        /// The turn.
        turn: usize,
        /// The side to play.
        side: Side,
        /// The rule broken.
        illegal: Illegal,
        /// What a player reads.
        message: String,
    },
    /// The recorded outcome differs from the replayed one (both described).
    #[error(
        "the record's outcome does not match its moves: it says {said}, but replaying its {turns} turns under its rules (rule 6, the end) gives {got}; the outcome or a move was changed"
    )]
    OutcomeMismatch {
        /// The recorded outcome.
        said: String,
        /// Turns in the record.
        turns: usize,
        /// The replayed outcome, or `a game not over yet`.
        got: String,
    },
}

/// The bounds of the numeric options of the board file's `game:` section (`key`, least,
/// greatest), which a record's rules must keep too.
pub const RULE_BOUNDS: [(&str, u32, u32); 5] = [
    ("lion_strength", 1, 1000),
    ("quiet_rounds", 0, 1_000_000),
    ("max_rounds", 1, 1_000_000),
    ("lion_points", 0, 1000),
    ("jackal_points", 0, 1000),
];

/// Checks the numeric options of `rules` against [`RULE_BOUNDS`].
///
/// # Errors
/// [`ReplayError::Rules`] naming the first option out of bounds.
pub fn check_rules(rules: &GameRules) -> Result<(), ReplayError> {
    for (key, lo, hi) in RULE_BOUNDS {
        let value = match key {
            "lion_strength" => rules.lion_strength,
            "quiet_rounds" => rules.quiet_rounds,
            "max_rounds" => rules.max_rounds,
            "lion_points" => rules.lion_points,
            _ => rules.jackal_points,
        };
        if !(lo..=hi).contains(&value) {
            return Err(ReplayError::Rules { key, value, lo, hi });
        }
    }
    check_captures(&rules.lion_captures)
}

/// Checks a record's `lion_captures` as the board file's `game:` section does: at most 16
/// entries, each from 1 to 100000, none below the one before it.
///
/// # Errors
/// [`ReplayError::Rules`] naming `lion_captures` and the first entry out of bounds (below the
/// entry before it: that entry is the least allowed), or the length (from 0 to 16).
fn check_captures(table: &[u32]) -> Result<(), ReplayError> {
    let key = "lion_captures";
    if table.len() > 16 {
        let value = table.len() as u32;
        return Err(ReplayError::Rules {
            key,
            value,
            lo: 0,
            hi: 16,
        });
    }
    let mut lo = 1;
    for &value in table {
        if !(lo..=100_000).contains(&value) {
            return Err(ReplayError::Rules {
                key,
                value,
                lo,
                hi: 100_000,
            });
        }
        lo = value;
    }
    Ok(())
}

/// Captures in words: `nothing`, `3 jackals`, `1 lion`.
pub fn captures_text(c: Captures) -> String {
    let part = |n: u16, one: &str| match n {
        0 => None,
        1 => Some(format!("1 {one}")),
        _ => Some(format!("{n} {one}s")),
    };
    let parts: Vec<String> = [part(c.lions, "lion"), part(c.jackals, "jackal")]
        .into_iter()
        .flatten()
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(" and ")
    }
}

/// Replays a record move by move under its rules, checking every move.
///
/// Returns the board, the final position and its outcome (`None`: the game is unfinished).
///
/// # Errors
/// [`ReplayError`], naming the turn, the move and the rule it breaks, or saying that the
/// recorded outcome differs from the replayed one.
pub fn replay(rec: &GameRecord) -> Result<(GameBoard, Position, Option<Outcome>), ReplayError> {
    check_rules(&rec.rules)?;
    let board = rec.tables.to_board(&rec.rules, rec.board.clone())?;
    check_setup(&board, &rec.setup)?;
    let mut pos = Position::start(&board, &rec.setup.lions, rec.setup.jackals, rec.first);
    let last = rec.turns.len();
    for (t, turn) in rec.turns.iter().enumerate() {
        if pos.over(&board) {
            return Err(ReplayError::AlreadyOver(t + 1));
        }
        if turn.side != pos.side {
            return Err(ReplayError::WrongSide {
                turn: t + 1,
                to_play: pos.side,
                recorded: turn.side,
            });
        }
        for (k, gm) in turn.moves.iter().enumerate() {
            let m = gm
                .to_move(pos.side)
                .map_err(|error| ReplayError::NotAMove {
                    turn: t + 1,
                    side: turn.side,
                    index: k + 1,
                    error,
                })?;
            pos.check(&board, m).map_err(|e| ReplayError::Illegal {
                turn: t + 1,
                side: turn.side,
                index: k + 1,
                message: e.message(&board, pos.side),
                illegal: e,
            })?;
            let got = GroupMove::of(&pos, m).captures;
            if got != gm.captures {
                return Err(ReplayError::Captures {
                    turn: t + 1,
                    side: turn.side,
                    index: k + 1,
                    said: captures_text(gm.captures),
                    got: captures_text(got),
                });
            }
            pos.apply(&board, m);
        }
        if pos.lions == 0 || pos.jackals == 0 {
            if t + 1 != last {
                return Err(ReplayError::GoesOn(t + 1));
            }
            break;
        }
        if turn.in_progress {
            // The game stopped in the middle of this turn: it is not ended.
            if t + 1 != last || rec.outcome.is_some() {
                return Err(ReplayError::NotLastInProgress(t + 1));
            }
            break;
        }
        pos.can_end(&board).map_err(|e| ReplayError::CannotEnd {
            turn: t + 1,
            side: turn.side,
            message: e.message(&board, pos.side),
            illegal: e,
        })?;
        pos.end_turn(&board);
    }
    let outcome = pos.outcome(&board);
    // Both ways: a recorded outcome the moves do not reach, and `null` (unfinished) for moves
    // that end the game.
    if outcome != rec.outcome {
        let words = |o: &Option<Outcome>, none: &str| match o {
            Some(o) => o.describe(),
            None => none.to_string(),
        };
        return Err(ReplayError::OutcomeMismatch {
            said: words(&rec.outcome, "the game is unfinished (`outcome: null`)"),
            turns: rec.turns.len(),
            got: words(&outcome, "a game not over yet"),
        });
    }
    Ok((board, pos, outcome))
}
