//! The JSON (and YAML) forms of positions, group moves and game records, with their schemas
//! (`schemas/game-position.schema.json`, `game-moves.schema.json`, `game-record.schema.json`).
//!
//! Regions are written by id (`1..=n`); on input a region may also be given by name.

use super::board::GameBoard;
use super::outcome::Outcome;
use super::position::Position;
use super::rules::{GameRules, Side};
use crate::ids::RegionId;
use crate::output::validated::KindMap;
use serde::{Deserialize, Serialize};

mod group;
mod position_file;

pub use group::{Captures, GroupMove, JoinedGroup, parse_move};
pub use position_file::{
    PiecesFile, PositionFile, TurnFile, pieces_text, plain_words, rounds_text,
};

/// One turn of a recorded game: the side and its group moves in order (none: a pass).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TurnRecord {
    /// Who moved.
    pub side: Side,
    /// The group moves, in order.
    pub moves: Vec<GroupMove>,
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
    /// A message when the tables do not agree (lengths, neighbor ids).
    pub fn to_board(&self, rules: &GameRules, name: Option<String>) -> Result<GameBoard, String> {
        let n = self.names.len();
        if self.neighbors.len() != n || self.capacity.len() != n || self.mixed.len() != n {
            return Err("the board tables have different lengths".into());
        }
        if n > super::board::MAX_REGIONS {
            return Err("too many regions".into());
        }
        let mut nb = Vec::with_capacity(n);
        for (i, l) in self.neighbors.iter().enumerate() {
            if l.iter()
                .any(|x| x.0 == 0 || x.0 as usize > n || x.0 as usize == i + 1)
            {
                return Err(format!("region {}: a neighbor id out of range", i + 1));
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

/// JSON Schemas of the game's files: `(file name, schema)`.
pub fn schemas() -> Vec<(&'static str, serde_json::Value)> {
    let v = |s: schemars::Schema| serde_json::to_value(s).unwrap_or_default();
    vec![
        (
            "game-position.schema.json",
            v(schemars::schema_for!(PositionFile)),
        ),
        (
            "game-moves.schema.json",
            v(schemars::schema_for!(MovesReport)),
        ),
        (
            "game-record.schema.json",
            v(schemars::schema_for!(GameRecord)),
        ),
        (
            "game-balance.schema.json",
            v(schemars::schema_for!(super::balance::BalanceReport)),
        ),
    ]
}

/// Replays a record move by move under its rules, checking every move.
///
/// Returns the board, the final position and its outcome (`None`: the game is unfinished).
///
/// # Errors
/// A message naming the turn, the move and the rule it breaks, or saying that the recorded
/// outcome differs from the replayed one.
pub fn replay(rec: &GameRecord) -> Result<(GameBoard, Position, Option<Outcome>), String> {
    let board = rec.tables.to_board(&rec.rules, rec.board.clone())?;
    for id in rec.setup.lions.iter().chain([&rec.setup.jackals]) {
        if board.index(*id).is_none() {
            return Err(format!(
                "the set-up names region {id}, which is not on the board"
            ));
        }
    }
    let mut pos = Position::start(&board, &rec.setup.lions, rec.setup.jackals, rec.first);
    let last = rec.turns.len();
    for (t, turn) in rec.turns.iter().enumerate() {
        let at = |k: usize| format!("turn {} ({}), move {}", t + 1, turn.side, k + 1);
        if pos.over(&board) {
            return Err(format!("turn {}: the game was already over", t + 1));
        }
        if turn.side != pos.side {
            return Err(format!(
                "turn {}: it is the {}' turn, not the {}'",
                t + 1,
                pos.side,
                turn.side
            ));
        }
        for (k, gm) in turn.moves.iter().enumerate() {
            let m = gm
                .to_move(pos.side)
                .map_err(|e| format!("{}: {e}", at(k)))?;
            pos.check(&board, m).map_err(|e| {
                format!("{}: {} [{}]", at(k), e.message(&board, pos.side), e.code())
            })?;
            pos.apply(&board, m);
        }
        if pos.lions == 0 || pos.jackals == 0 {
            if t + 1 != last {
                return Err(format!(
                    "turn {}: the game ended here, but the record goes on",
                    t + 1
                ));
            }
            break;
        }
        pos.can_end(&board).map_err(|e| {
            format!(
                "turn {} ({}): the turn cannot end: {} [{}]",
                t + 1,
                turn.side,
                e.message(&board, pos.side),
                e.code()
            )
        })?;
        pos.end_turn(&board);
    }
    let outcome = pos.outcome(&board);
    if let Some(said) = rec.outcome
        && outcome != rec.outcome
    {
        let got = match &outcome {
            Some(o) => o.describe(),
            None => "a game not over yet".to_string(),
        };
        return Err(format!(
            "the record's outcome does not match its moves: it says {}, but replaying its {} turns under its rules (rule 6, the end) gives {got}; the outcome or a move was changed",
            said.describe(),
            rec.turns.len()
        ));
    }
    Ok((board, pos, outcome))
}
