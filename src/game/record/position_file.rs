//! The position file ([`PositionFile`]): the pieces in each region and the turn, as JSON or
//! YAML, with its coded errors ([`codes`]) and the wording shared with the game's messages.

use crate::diagnostics::{Code, Diagnostic, Said, said};
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::Position;
use crate::ids::RegionId;
use crate::input::game_rules::Side;
use crate::validated::KindMap;
use serde::{Deserialize, Serialize};

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
    /// Region -> of the lions that arrived, those that left a gathered region without
    /// capturing (`game.dispersal: one_per_region` only: each must end the turn alone there).
    /// Left out when empty.
    #[serde(default, skip_serializing_if = "KindMap::is_empty")]
    pub dispersed: KindMap<u16>,
    /// Regions frozen for the mover (its own pieces entered them); worked out from `arrived`
    /// when absent, checked against it when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frozen: Option<Vec<RegionId>>,
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

fn perr(code: Code, message: Said, help: Said) -> Diagnostic {
    Diagnostic::said(code, message).with_help_said(help)
}

/// `n` pieces of `kind` (`lion`, `jackal`) as the catalogue says them: `1 lion`, `2 льва`.
fn pieces_said(n: u16, kind: &str) -> Said {
    if kind == "lion" {
        said!("count-lion", n = n)
    } else {
        said!("count-jackal", n = n)
    }
}

impl PositionFile {
    /// The file form of a position.
    pub fn of(board: &GameBoard, p: &Position) -> PositionFile {
        let mut pieces = KindMap::new();
        let (mut arrived, mut left, mut left_quietly, mut dispersed) = (
            KindMap::new(),
            KindMap::new(),
            KindMap::new(),
            KindMap::new(),
        );
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
                (&mut dispersed, c.dispersed),
            ] {
                if v > 0 {
                    m.insert(id.clone(), v);
                }
            }
            if p.frozen(board, i) {
                frozen.push(RegionId::from_index(i));
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
                dispersed,
                frozen: Some(frozen),
                captured: p.captured,
                could_capture: p.could_capture,
                duty: p.duty,
            }),
        }
    }

    /// Parses a position from YAML or JSON text (a byte-order mark first is ignored).
    ///
    /// # Errors
    /// A `savanna::position::syntax` diagnostic.
    pub fn parse(text: &str) -> Result<PositionFile, Vec<Diagnostic>> {
        // A byte-order mark is not part of the document (as for board files).
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        crate::input::yaml::from_str::<PositionFile>(text).map_err(|e| {
            vec![perr(
                Code::PositionSyntax,
                said!(
                    "diag-position-syntax",
                    message = plain_words(&e.to_string())
                ),
                said!("diag-position-syntax-help"),
            )]
        })
    }

    /// The engine's position on `board`, checked: every region exists, no region holds both sides
    /// or more than fits, no more pieces than are in play, and a turn in progress that adds up.
    ///
    /// # Errors
    /// Every problem, each a coded diagnostic (`savanna::position::*`, [`Code::GAME`]) naming the region.
    pub fn to_position(&self, board: &GameBoard) -> Result<Position, Vec<Diagnostic>> {
        let mut errors = Vec::new();
        let mut p = Position::empty(board, self.side);
        let mut seen = vec![false; board.len()];
        let resolve = |key: &str, what: &str, errors: &mut Vec<Diagnostic>| -> Option<usize> {
            match board.find(key).and_then(|id| board.index(id)) {
                Some(i) => Some(i),
                None => {
                    errors.push(perr(
                        Code::PositionUnknownRegion,
                        said!("diag-position-unknown-region", what = what, key = key),
                        said!("diag-position-unknown-region-help", n = board.len()),
                    ));
                    None
                }
            }
        };
        for (key, pc) in self.pieces.iter() {
            let Some(i) = resolve(key, "pieces", &mut errors) else {
                continue;
            };
            let id = RegionId::from_index(i);
            if seen[i] {
                errors.push(perr(
                    Code::PositionDuplicateRegion,
                    said!("diag-position-duplicate-region", region = board.title(id)),
                    said!("diag-position-duplicate-region-help"),
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
            p.duty = t.duty;
            let maps = [
                (&t.arrived, 0),
                (&t.left, 1),
                (&t.left_quietly, 2),
                (&t.dispersed, 3),
            ];
            for (map, what) in maps {
                for (key, v) in map.iter() {
                    let Some(i) = resolve(key, "turn", &mut errors) else {
                        continue;
                    };
                    let c = &mut p.cells[i];
                    match what {
                        0 => c.arrived = *v,
                        1 => c.left = *v,
                        2 => c.left_quietly = *v,
                        _ => c.dispersed = *v,
                    }
                }
            }
        }
        for (i, c) in p.cells.iter_mut().enumerate() {
            let id = RegionId::from_index(i);
            if c.lions > 0 && c.jackals > 0 {
                errors.push(perr(
                    Code::PositionBothSides,
                    said!(
                        "diag-position-both-sides",
                        region = board.title(id),
                        lions = pieces_said(c.lions, "lion"),
                        jackals = pieces_said(c.jackals, "jackal")
                    ),
                    said!("diag-position-both-sides-help"),
                ));
            } else if !board.fits(i, c.lions, c.jackals) {
                let (n, kind, cap) = if c.lions > 0 {
                    (c.lions, "lion", board.lion_capacity[i])
                } else {
                    (c.jackals, "jackal", board.jackal_capacity[i])
                };
                errors.push(perr(
                    Code::PositionDoesNotFit,
                    said!(
                        "diag-position-does-not-fit",
                        region = board.title(id),
                        pieces = pieces_said(n, kind),
                        cap = cap
                    ),
                    said!("diag-position-does-not-fit-help"),
                ));
            }
        }
        p.recount();
        if p.lions == 0 && p.jackals == 0 && errors.is_empty() {
            errors.push(perr(
                Code::PositionNoPieces,
                said!("diag-position-no-pieces"),
                said!("diag-position-no-pieces-help"),
            ));
        }
        for (have, max, kind) in [
            (p.lions, board.lions, "lions"),
            (p.jackals, board.jackals, "jackals"),
        ] {
            if have > max {
                errors.push(perr(
                    Code::PositionTooManyPieces,
                    said!(
                        "diag-position-too-many-pieces",
                        have = have,
                        kind = kind,
                        max = max
                    ),
                    said!("diag-position-too-many-pieces-help"),
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
                        Code::PositionSyntax,
                        said!("diag-position-quiet", q = q.to_string()),
                        said!("diag-position-quiet-help"),
                    )]);
                }
                t as u32
            }
            None => self.quiet_turns.unwrap_or(0),
        };
        // Without `turns`, the fewest that the quiet counter allows.
        p.turns = self.turns.unwrap_or(p.quiet_turns);
        let t = self.turn.as_ref();
        p.settle_read(board, t.is_some(), t.and_then(|t| t.frozen.as_deref()))?;
        Ok(p)
    }
}
