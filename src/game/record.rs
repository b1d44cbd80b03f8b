//! The JSON (and YAML) forms of positions, group moves and game records, with their schemas
//! (`schemas/game-position.schema.json`, `game-moves.schema.json`, `game-record.schema.json`).
//!
//! Regions are written by id (`1..=n`); on input a region may also be given by name.

use super::board::GameBoard;
use super::outcome::Outcome;
use super::position::{Move, Position};
use super::rules::{GameRules, Side};
use crate::diagnostics::{Code, Diagnostic};
use crate::ids::RegionId;
use crate::output::validated::KindMap;
use serde::{Deserialize, Serialize};

/// Pieces captured by one move (or per game, in a report).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
pub struct Captures {
    /// Lions captured.
    #[serde(default)]
    pub lions: u16,
    /// Jackals captured.
    #[serde(default)]
    pub jackals: u16,
}

/// A group joining a combined attack: `lions` or `jackals` pieces from `from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct JoinedGroup {
    /// The region the group leaves (a neighbor of the attacked region).
    pub from: RegionId,
    /// Lions in the group.
    #[serde(default)]
    pub lions: u16,
    /// Jackals in the group.
    #[serde(default)]
    pub jackals: u16,
}

/// A group move as frontends see it: `lions` or `jackals` pieces (one of them 0) from `from` to
/// the neighboring `to`, and what it captures. A combined attack (`game.combined_attack`) lists
/// the groups joining it from other regions under `with`; `captures` is then what all of them
/// capture together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct GroupMove {
    /// The region the group leaves.
    pub from: RegionId,
    /// The region it enters.
    pub to: RegionId,
    /// Lions in the group.
    #[serde(default)]
    pub lions: u16,
    /// Jackals in the group.
    #[serde(default)]
    pub jackals: u16,
    /// What it captures (ignored on input).
    #[serde(default)]
    pub captures: Captures,
    /// Groups from other regions attacking `to` together with this one (a combined attack; at
    /// most 3). Absent for a single group.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub with: Vec<JoinedGroup>,
}

impl GroupMove {
    /// The frontend form of `m`, played by `pos.side` in `pos`.
    pub fn of(pos: &Position, m: Move) -> GroupMove {
        let t = pos.cell(m.to);
        let (lions, jackals) = match pos.side {
            Side::Lions => (m.count, 0),
            Side::Jackals => (0, m.count),
        };
        let captures = match pos.side {
            Side::Lions => Captures {
                lions: 0,
                jackals: t.jackals,
            },
            Side::Jackals => Captures {
                lions: t.lions,
                jackals: 0,
            },
        };
        let with = m
            .with
            .iter()
            .map(|(from, k)| match pos.side {
                Side::Lions => JoinedGroup {
                    from,
                    lions: k,
                    jackals: 0,
                },
                Side::Jackals => JoinedGroup {
                    from,
                    lions: 0,
                    jackals: k,
                },
            })
            .collect();
        GroupMove {
            from: m.from,
            to: m.to,
            lions,
            jackals,
            captures,
            with,
        }
    }

    /// The engine's move for side `side`.
    ///
    /// # Errors
    /// A message when the group holds pieces of the other side.
    pub fn to_move(&self, side: Side) -> Result<Move, String> {
        let (own, other) = match side {
            Side::Lions => (self.lions, self.jackals),
            Side::Jackals => (self.jackals, self.lions),
        };
        if other > 0 {
            return Err(format!("it is the {side}' turn: a group holds only {side}"));
        }
        let mut groups = Vec::with_capacity(self.with.len());
        for g in &self.with {
            let (own, other) = match side {
                Side::Lions => (g.lions, g.jackals),
                Side::Jackals => (g.jackals, g.lions),
            };
            if other > 0 {
                return Err(format!("it is the {side}' turn: a group holds only {side}"));
            }
            groups.push((g.from, own));
        }
        let with = super::combined::Joined::from_groups(&groups).map_err(|n| {
            format!(
                "a combined attack joins at most {} groups to the first, not {n}",
                super::combined::MAX_GROUPS - 1
            )
        })?;
        Ok(Move {
            from: self.from,
            to: self.to,
            count: own,
            with,
        })
    }
}

/// The pieces in one region.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct PiecesFile {
    /// Lions.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lions: u16,
    /// Jackals.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub jackals: u16,
}

fn is_zero(x: &u16) -> bool {
    *x == 0
}

fn is_false(x: &bool) -> bool {
    !*x
}

/// The turn in progress (absent: a turn about to begin).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurnFile {
    /// Group moves made so far this turn.
    #[serde(default)]
    pub moves: u16,
    /// Region -> the mover's pieces that entered it this turn (they have moved).
    #[serde(default)]
    pub arrived: KindMap<u16>,
    /// Region -> the mover's pieces that left it this turn.
    #[serde(default)]
    pub left: KindMap<u16>,
    /// Region -> of those, the ones that left without capturing.
    #[serde(default)]
    pub left_quietly: KindMap<u16>,
    /// Regions frozen for the mover (its own pieces entered them); output only.
    #[serde(default, skip_deserializing)]
    pub frozen: Vec<RegionId>,
    /// True when the turn has captured something.
    #[serde(default, skip_serializing_if = "is_false")]
    pub captured: bool,
    /// True when a capture was possible at the start of the turn.
    #[serde(default, skip_serializing_if = "is_false")]
    pub could_capture: bool,
    /// True when the gathered-lions duty (rule 4) binds this turn.
    #[serde(default, skip_serializing_if = "is_false")]
    pub duty: bool,
}

/// A position as written in files: `pieces` maps a region (id or name) to its pieces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "savanna game position")]
pub struct PositionFile {
    /// The side to move.
    pub side: Side,
    /// Region (id or name) -> pieces there at the start of the turn, or now when `turn` is given.
    pub pieces: KindMap<PiecesFile>,
    /// Rounds in a row without a capture (a round: both sides moved once), in steps of a half:
    /// `2.5` when the last five turns were quiet. The count comes after more than
    /// `game.quiet_rounds`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0))]
    pub quiet: Option<f64>,
    /// The same counter in turns (half-rounds); input only, for files written by older versions
    /// (`quiet` wins when both are given).
    #[serde(default, skip_serializing)]
    pub quiet_turns: Option<u32>,
    /// Turns played so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<u32>,
    /// The turn in progress.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<TurnFile>,
}

/// Stable codes of position errors.
pub mod codes {
    /// The text is not a position (YAML syntax, unknown keys, wrong types).
    pub const SYNTAX: super::Code = super::Code::PositionSyntax;
    /// A region that is not on the board.
    pub const UNKNOWN_REGION: super::Code = super::Code::PositionUnknownRegion;
    /// Lions and jackals in one region.
    pub const BOTH_SIDES: super::Code = super::Code::PositionBothSides;
    /// More pieces in a region than fit.
    pub const DOES_NOT_FIT: super::Code = super::Code::PositionDoesNotFit;
    /// More pieces of a kind than are in play.
    pub const TOO_MANY_PIECES: super::Code = super::Code::PositionTooManyPieces;
    /// A turn in progress that cannot have happened.
    pub const BAD_TURN: super::Code = super::Code::PositionBadTurn;
    /// A region given twice (by id and by name).
    pub const DUPLICATE_REGION: super::Code = super::Code::PositionDuplicateRegion;
    /// No pieces of either side: no game reaches it (a capture leaves the capturing side).
    pub const NO_PIECES: super::Code = super::Code::PositionNoPieces;
}

/// `n lion`/`n lions` (and so on): `kind` is the singular.
pub fn pieces_text(n: u16, kind: &str) -> String {
    format!("{n} {kind}{}", if n == 1 { "" } else { "s" })
}

/// A quiet counter in turns as rounds: `2`, `2.5`.
pub fn rounds_text(turns: u32) -> String {
    if turns.is_multiple_of(2) {
        (turns / 2).to_string()
    } else {
        format!("{}.5", turns / 2)
    }
}

/// A serde error message with Rust's type names (`expected u16`) said in words, with the range.
pub fn plain_words(msg: &str) -> String {
    msg.replace("expected u16", "expected a whole number from 0 to 65535")
        .replace(
            "expected u32",
            "expected a whole number from 0 to 4294967295",
        )
        .replace(
            "expected u64",
            "expected a whole number from 0 to 18446744073709551615",
        )
        .replace("expected f64", "expected a number")
}

fn perr(code: Code, message: impl Into<String>, help: &str) -> Diagnostic {
    Diagnostic::new(code, message).with_help(help)
}

impl PositionFile {
    /// The file form of a position.
    pub fn of(board: &GameBoard, p: &Position) -> PositionFile {
        let mut pieces = KindMap::new();
        let (mut arrived, mut left, mut left_quietly) =
            (KindMap::new(), KindMap::new(), KindMap::new());
        let mut frozen = Vec::new();
        for (i, c) in p.cells.iter().enumerate() {
            let id = (i + 1).to_string();
            if c.lions > 0 || c.jackals > 0 {
                pieces.insert(
                    id.clone(),
                    PiecesFile {
                        lions: c.lions,
                        jackals: c.jackals,
                    },
                );
            }
            for (m, v) in [
                (&mut arrived, c.arrived),
                (&mut left, c.left),
                (&mut left_quietly, c.left_quietly),
            ] {
                if v > 0 {
                    m.insert(id.clone(), v);
                }
            }
            if p.frozen(board, i) {
                frozen.push(RegionId(i as u32 + 1));
            }
        }
        let in_turn = p.moves > 0 || p.duty || p.could_capture;
        PositionFile {
            side: p.side,
            pieces,
            quiet: Some(f64::from(p.quiet_turns) / 2.0),
            quiet_turns: None,
            turns: Some(p.turns),
            turn: in_turn.then_some(TurnFile {
                moves: p.moves,
                arrived,
                left,
                left_quietly,
                frozen,
                captured: p.captured,
                could_capture: p.could_capture,
                duty: p.duty,
            }),
        }
    }

    /// Parses a position from YAML or JSON text.
    ///
    /// # Errors
    /// A `savanna::position::syntax` diagnostic.
    pub fn parse(text: &str) -> Result<PositionFile, Vec<Diagnostic>> {
        crate::input::yaml::from_str::<PositionFile>(text).map_err(|e| {
            vec![perr(
                codes::SYNTAX,
                format!("not a position: {}", plain_words(&e.to_string())),
                "a position is `side: jackals` and `pieces: {REGION: {lions: N, jackals: N}}` (see schemas/game-position.schema.json)",
            )]
        })
    }

    /// The engine's position on `board`, checked: every region exists, no region holds both sides
    /// or more than fits, no more pieces than are in play, and a turn in progress that adds up.
    ///
    /// # Errors
    /// Every problem, each a coded diagnostic ([`codes`]) naming the region.
    pub fn to_position(&self, board: &GameBoard) -> Result<Position, Vec<Diagnostic>> {
        let mut errors = Vec::new();
        let mut p = Position::empty(board, self.side);
        let mut seen = vec![false; board.len()];
        let resolve = |key: &str, what: &str, errors: &mut Vec<Diagnostic>| -> Option<usize> {
            match board.find(key).and_then(|id| board.index(id)) {
                Some(i) => Some(i),
                None => {
                    errors.push(perr(
                        codes::UNKNOWN_REGION,
                        format!("{what}: the board has no region `{key}`"),
                        &format!(
                            "give a region id from 1 to {} or a region name",
                            board.len()
                        ),
                    ));
                    None
                }
            }
        };
        for (key, pc) in self.pieces.iter() {
            let Some(i) = resolve(key, "pieces", &mut errors) else {
                continue;
            };
            let id = RegionId(i as u32 + 1);
            if seen[i] {
                errors.push(perr(
                    codes::DUPLICATE_REGION,
                    format!("region {} is given twice under `pieces`", board.title(id)),
                    "give each region once",
                ));
                continue;
            }
            seen[i] = true;
            p.cells[i].lions = pc.lions;
            p.cells[i].jackals = pc.jackals;
        }
        if let Some(t) = &self.turn {
            p.moves = t.moves;
            p.captured = t.captured;
            p.could_capture = t.could_capture;
            p.duty = t.duty && self.side == Side::Lions;
            for (map, what) in [(&t.arrived, 0), (&t.left, 1), (&t.left_quietly, 2)] {
                for (key, v) in map.iter() {
                    let Some(i) = resolve(key, "turn", &mut errors) else {
                        continue;
                    };
                    let c = &mut p.cells[i];
                    match what {
                        0 => c.arrived = *v,
                        1 => c.left = *v,
                        _ => c.left_quietly = *v,
                    }
                }
            }
        }
        for (i, c) in p.cells.iter_mut().enumerate() {
            let id = RegionId(i as u32 + 1);
            if c.lions > 0 && c.jackals > 0 {
                errors.push(perr(
                    codes::BOTH_SIDES,
                    format!(
                        "region {} holds {} and {}: a region never holds both sides (an attack captures everything there)",
                        board.title(id),
                        pieces_text(c.lions, "lion"),
                        pieces_text(c.jackals, "jackal")
                    ),
                    "put only one side's pieces in each region",
                ));
            } else if !board.fits(i, c.lions, c.jackals) {
                let (n, kind, cap) = if c.lions > 0 {
                    (c.lions, "lion", board.lion_capacity[i])
                } else {
                    (c.jackals, "jackal", board.jackal_capacity[i])
                };
                errors.push(perr(
                    codes::DOES_NOT_FIT,
                    format!(
                        "region {} holds {}, but at most {cap} fit",
                        board.title(id),
                        pieces_text(n, kind)
                    ),
                    "move some pieces to other regions",
                ));
            }
            let own = c.of(self.side);
            if c.arrived > own || c.left_quietly > c.left {
                errors.push(perr(
                    codes::BAD_TURN,
                    format!(
                        "region {}: the turn in progress says {} arrived and {} of {} left quietly, but it holds {own}",
                        board.title(id),
                        pieces_text(c.arrived, &self.side.as_str()[..self.side.as_str().len() - 1]),
                        c.left_quietly,
                        c.left
                    ),
                    "fix `turn:` or drop it to start a fresh turn",
                ));
            }
            c.start = own + c.left - c.arrived.min(own);
        }
        p.recount();
        if p.lions == 0 && p.jackals == 0 && errors.is_empty() {
            errors.push(perr(
                codes::NO_PIECES,
                "the position has no pieces of either side: no game reaches it (a capture leaves the capturing side on the board)",
                "give each side's pieces under `pieces:`, e.g. `3: {lions: 1}` and `7: {jackals: 9}`",
            ));
        }
        for (have, max, kind) in [
            (p.lions, board.lions, "lions"),
            (p.jackals, board.jackals, "jackals"),
        ] {
            if have > max {
                errors.push(perr(
                    codes::TOO_MANY_PIECES,
                    format!(
                        "the position has {have} {kind}, but only {max} {} in play",
                        if max == 1 { "is" } else { "are" }
                    ),
                    "remove pieces, or change `pieces:` in the board file",
                ));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        p.quiet_turns = match self.quiet {
            Some(q) => {
                let t = 2.0 * q;
                if !(0.0..=1e9).contains(&t) || t.fract() != 0.0 {
                    return Err(vec![perr(
                        codes::SYNTAX,
                        format!(
                            "quiet: {q} is not a number of rounds: give a whole or half number from 0 (e.g. 2 or 2.5)"
                        ),
                        "`quiet` counts the rounds in a row without a capture, in steps of a half",
                    )]);
                }
                t as u32
            }
            None => self.quiet_turns.unwrap_or(0),
        };
        p.turns = self.turns.unwrap_or(0);
        if self.turn.is_none() {
            p.begin_turn(board);
        }
        Ok(p)
    }
}

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

/// Parses a move typed by a person or given with `--after`: `3 jackals 7 -> 4`, `3 7 -> 4`,
/// `7 -> 4` (every piece that may move), `lion 3 -> 2` (one piece), `jackals 7 -> 4` (every one
/// that may move), with region names (`2 lions Oasis -> Marsh`), and `to` or `→` for `->`.
/// A combined attack joins groups with `+`: `2 lions 3 + 1 lion 5 -> 4`.
///
/// # Errors
/// A message saying what the text should look like, or naming an unknown region.
pub fn parse_move(board: &GameBoard, pos: &Position, text: &str) -> Result<Move, String> {
    let (left, right) = text
        .split_once("->")
        .or_else(|| text.split_once('\u{2192}'))
        .or_else(|| text.split_once(" to "))
        .ok_or_else(|| {
            format!(
                "`{text}` is not a move: write e.g. `3 jackals 7 -> 4` or `1 lion Oasis -> Marsh`"
            )
        })?;
    let to_text = right.trim();
    let to = board.find(to_text).ok_or_else(|| {
        format!(
            "no region `{to_text}` (give an id 1-{} or a name)",
            board.len()
        )
    })?;
    // A combined attack: groups joined by `+` (`2 lions 3 + 1 lion 5 -> 4`).
    let mut groups = Vec::new();
    for part in left.split('+') {
        let (from, count) = parse_group(board, pos, part)?;
        let count = match count {
            Some(c) => c,
            None => board.index(from).map_or(0, |i| pos.movable(board, i)),
        };
        groups.push((from, count));
    }
    let (from, count) = groups[0];
    let with = super::combined::Joined::from_groups(&groups[1..]).map_err(|_| {
        format!(
            "a combined attack has at most {} groups",
            super::combined::MAX_GROUPS
        )
    })?;
    Ok(Move {
        from,
        to,
        count,
        with,
    })
}

/// One group of a typed move, the part before `->`: `3 jackals 7`, `3 7`, `7`, `lion 3`,
/// `jackals Oasis`. The count is `None` when not given (every piece that may move).
fn parse_group(
    board: &GameBoard,
    pos: &Position,
    left: &str,
) -> Result<(RegionId, Option<u16>), String> {
    let mut words: Vec<&str> = left.split_whitespace().collect();
    let mut count: Option<u16> = None;
    // A kind without a count: `lion Oasis -> 5` is one piece, `jackals 7 -> 4` every one that
    // may move.
    if words.len() >= 2 && words[0].parse::<u16>().is_err() {
        let w = words[0].to_ascii_lowercase();
        let kind = match w.as_str() {
            "lion" | "lions" => Some(Side::Lions),
            "jackal" | "jackals" => Some(Side::Jackals),
            _ => None,
        };
        if let Some(k) = kind {
            if k != pos.side {
                return Err(format!("it is the {}' turn, not the {k}'", pos.side));
            }
            if !w.ends_with('s') {
                count = Some(1);
            }
            words.remove(0);
        }
    }
    if words.len() >= 2
        && let Ok(n) = words[0].parse::<u16>()
    {
        count = Some(n);
        words.remove(0);
        if let Some(w) = words.first() {
            let w = w.to_ascii_lowercase();
            let kind = match w.trim_end_matches('s') {
                "lion" => Some(Side::Lions),
                "jackal" => Some(Side::Jackals),
                _ => None,
            };
            if let Some(k) = kind {
                if k != pos.side {
                    return Err(format!("it is the {}' turn, not the {k}'", pos.side));
                }
                words.remove(0);
            }
        }
    }
    let from_text = words.join(" ");
    let from = board.find(&from_text).ok_or_else(|| {
        if from_text.is_empty() {
            "a group names the region it leaves, e.g. `2 lions 3 + 1 lion 5 -> 4`".to_string()
        } else {
            format!(
                "no region `{from_text}` (give an id 1-{} or a name)",
                board.len()
            )
        }
    })?;
    Ok((from, count))
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
