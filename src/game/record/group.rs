//! Group moves as written in records and move lists ([`GroupMove`]: pieces of one kind from one
//! region to another, with what they joined and captured), and the move notation typed by a
//! person or given with `--after` ([`parse_move`]).

use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Move, Position};
use crate::ids::RegionId;
use crate::input::game_rules::Side;
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
#[serde(deny_unknown_fields)]
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
#[serde(deny_unknown_fields)]
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
    /// What it captures. A move sent to `play` or given to `moves --after` may leave it out;
    /// when it gives it, it must be what the move captures, or the move is refused
    /// (`move::captures`). A record's moves give their captures, and `replay` checks them.
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
    /// [`ParseMoveError::OtherSidesPieces`] when a group holds pieces of the other side,
    /// [`ParseMoveError::TooManyJoined`] when too many groups are joined.
    pub fn to_move(&self, side: Side) -> Result<Move, ParseMoveError> {
        let (own, other) = match side {
            Side::Lions => (self.lions, self.jackals),
            Side::Jackals => (self.jackals, self.lions),
        };
        if other > 0 {
            return Err(ParseMoveError::OtherSidesPieces(side));
        }
        let mut groups = Vec::with_capacity(self.with.len());
        for g in &self.with {
            let (own, other) = match side {
                Side::Lions => (g.lions, g.jackals),
                Side::Jackals => (g.jackals, g.lions),
            };
            if other > 0 {
                return Err(ParseMoveError::OtherSidesPieces(side));
            }
            groups.push((g.from, own));
        }
        let with = crate::game::rules::position::Joined::from_groups(&groups)
            .map_err(ParseMoveError::TooManyJoined)?;
        Ok(Move {
            from: self.from,
            to: self.to,
            count: own,
            with,
        })
    }
}

/// Why a written move (typed, or a [`GroupMove`] of a record) is not a move of the side to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseMoveError {
    /// A group holds pieces of the side not to play (the side to play).
    OtherSidesPieces(Side),
    /// A combined attack joins more than `MAX_GROUPS - 1` groups to the first (the number
    /// joined).
    TooManyJoined(usize),
    /// The text has no `->`, `→` or ` to ` (the text).
    NotAMove(String),
    /// No region has this id or name.
    UnknownRegion {
        /// The id or name given.
        name: String,
        /// Regions on the board.
        regions: usize,
        /// The region name nearest to `name`, when one is close enough to be a likely typo
        /// ([`crate::input::nearest`], as `check` suggests names).
        near: Option<String>,
    },
    /// The text reads as a move in two ways, the regions' names containing ` to ` (the two
    /// readings, each as `from` and `to` texts).
    Ambiguous {
        /// The text.
        text: String,
        /// Two readings, each the text before and after the ` to ` it splits at (boxed: the
        /// error stays small).
        readings: Box<[(String, String); 2]>,
    },
    /// A typed combined attack of more than `MAX_GROUPS` groups.
    TooManyGroups,
    /// A group names the pieces of the side not to play.
    WrongSide {
        /// The side to play.
        turn: Side,
        /// The side the group names.
        named: Side,
    },
    /// A group does not name the region it leaves.
    NoRegion,
}

impl std::fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message_in(crate::i18n::Lang::En))
    }
}

impl std::error::Error for ParseMoveError {}

impl ParseMoveError {
    /// What is wrong, in `lang` (the catalogue's `parse-…`; [`Display`](std::fmt::Display) is
    /// the English).
    pub fn message_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::game::rules::position::MAX_GROUPS;
        use crate::i18n::tr;
        match self {
            ParseMoveError::OtherSidesPieces(side) => {
                tr!(lang, "parse-other-sides-pieces", side = side.as_str())
            }
            ParseMoveError::TooManyJoined(n) => {
                tr!(lang, "parse-too-many-joined", max = MAX_GROUPS - 1, n = *n)
            }
            ParseMoveError::NotAMove(text) => tr!(lang, "parse-not-a-move", text = text),
            ParseMoveError::UnknownRegion {
                name,
                regions,
                near,
            } => {
                let mut s = tr!(
                    lang,
                    "parse-unknown-region",
                    name = name,
                    regions = *regions
                );
                if let Some(near) = near {
                    s.push_str(&tr!(lang, "parse-did-you-mean", near = near));
                }
                s
            }
            ParseMoveError::Ambiguous { text, readings } => tr!(
                lang,
                "parse-ambiguous",
                text = text,
                a = &readings[0].0,
                b = &readings[0].1,
                c = &readings[1].0,
                d = &readings[1].1
            ),
            ParseMoveError::TooManyGroups => tr!(lang, "parse-too-many-groups", max = MAX_GROUPS),
            ParseMoveError::WrongSide { turn, named } => tr!(
                lang,
                "parse-wrong-side",
                turn = turn.as_str(),
                named = named.as_str()
            ),
            ParseMoveError::NoRegion => tr!(lang, "parse-no-region"),
        }
    }

    /// The diagnostic code of the mistake: `move::not-yours` for the other side's pieces,
    /// `move::unknown-region`, `move::combined-attack` for too many groups, else `move::syntax`.
    pub fn code(&self) -> crate::diagnostics::Code {
        use crate::diagnostics::Code;
        match self {
            ParseMoveError::OtherSidesPieces(_) | ParseMoveError::WrongSide { .. } => {
                Code::MoveNotYours
            }
            ParseMoveError::UnknownRegion { .. } => Code::MoveUnknownRegion,
            ParseMoveError::TooManyJoined(_) | ParseMoveError::TooManyGroups => {
                Code::MoveCombinedAttack
            }
            ParseMoveError::NotAMove(_)
            | ParseMoveError::NoRegion
            | ParseMoveError::Ambiguous { .. } => Code::MoveSyntax,
        }
    }
}

/// Parses a move typed by a person or given with `--after`: `3 jackals 7 -> 4`, `3 7 -> 4`,
/// `7 -> 4` (the largest group that may legally go: [`Position::largest_group`]; in a combined
/// attack, every piece that may leave: [`Position::may_leave`]), `lion 3 -> 2` (one piece),
/// `jackals 7 -> 4` (as `7 -> 4`), with region names (`2 lions Kopje -> Oasis`), and `to` or `→` for `->`.
/// A combined attack joins groups with `+`: `2 lions 3 + 1 lion 5 -> 4`.
///
/// The text is read at each arrow (`->`, `→`) in turn, then, when no arrow reads, at each
/// ` to `, so that a region named `Up to the Hill` or `A->B` can be written: the one reading
/// whose both sides name regions is the move (`3 jackals Up to the Hill to Lions Den`,
/// `2 A->B -> C`, `2 A->B to C`); two such readings of different moves are refused, naming
/// both; when none reads, the first split's mistake is given.
///
/// # Errors
/// [`ParseMoveError`], saying what the text should look like or naming an unknown region (with
/// the nearest name, as `check` suggests one).
pub fn parse_move(board: &GameBoard, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
    // Where the text may split: at each arrow, then (when no arrow reads) at each ` to `.
    let mut arrows: Vec<(usize, usize)> = text
        .match_indices("->")
        .chain(text.match_indices('\u{2192}'))
        .map(|(i, sep)| (i, sep.len()))
        .collect();
    arrows.sort_unstable();
    let tos: Vec<(usize, usize)> = text
        .match_indices(" to ")
        .map(|(i, sep)| (i, sep.len()))
        .collect();
    let mut first_error = None;
    for splits in [arrows, tos] {
        let mut found: Option<(Move, (&str, &str))> = None;
        for (i, len) in splits {
            let (left, right) = (&text[..i], &text[i + len..]);
            match parse_parts(board, pos, left, right) {
                Ok(m) => match &found {
                    Some((m0, _)) if *m0 == m => {}
                    Some((_, first)) => {
                        return Err(ParseMoveError::Ambiguous {
                            text: text.trim().to_string(),
                            readings: Box::new([
                                (first.0.trim().to_string(), first.1.trim().to_string()),
                                (left.trim().to_string(), right.trim().to_string()),
                            ]),
                        });
                    }
                    None => found = Some((m, (left, right))),
                },
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        if let Some((m, _)) = found {
            return Ok(m);
        }
    }
    Err(first_error.unwrap_or_else(|| ParseMoveError::NotAMove(text.to_string())))
}

/// The region a text names ([`GameBoard::find`]), or [`ParseMoveError::UnknownRegion`] with the
/// nearest name.
fn region(board: &GameBoard, text: &str) -> Result<RegionId, ParseMoveError> {
    board.find(text).ok_or_else(|| {
        let known: Vec<&str> = board.names.iter().flatten().map(String::as_str).collect();
        ParseMoveError::UnknownRegion {
            name: text.to_string(),
            regions: board.len(),
            // An id out of range is not a misspelt name.
            near: (text.parse::<u32>().is_err())
                .then(|| crate::input::nearest(text, &known))
                .flatten()
                .map(str::to_string),
        }
    })
}

/// A move read as the groups `left` of the arrow going to the region `right` of it.
fn parse_parts(
    board: &GameBoard,
    pos: &Position,
    left: &str,
    right: &str,
) -> Result<Move, ParseMoveError> {
    let to = region(board, right.trim())?;
    // A combined attack: groups joined by `+` (`2 lions 3 + 1 lion 5 -> 4`).
    let mut groups = Vec::new();
    for part in left.split('+') {
        let (from, count) = parse_group(board, pos, part)?;
        let count = match count {
            Some(c) => c,
            None if left.contains('+') => pos.may_leave(board, from),
            None => pos.largest_group(board, from, to),
        };
        groups.push((from, count));
    }
    let (from, count) = groups[0];
    let with = crate::game::rules::position::Joined::from_groups(&groups[1..])
        .map_err(|_| ParseMoveError::TooManyGroups)?;
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
) -> Result<(RegionId, Option<u16>), ParseMoveError> {
    let mut words: Vec<&str> = left.split_whitespace().collect();
    let mut count: Option<u16> = None;
    // A kind without a count: `lion Oasis -> 5` is one piece, `jackals 7 -> 4` every one that
    // may move.
    if words.len() >= 2 && words[0].parse::<u16>().is_err() {
        let w = words[0].to_lowercase();
        let kind = kind_word(&w);
        if let Some(k) = kind {
            if k != pos.side {
                return Err(ParseMoveError::WrongSide {
                    turn: pos.side,
                    named: k,
                });
            }
            if matches!(w.as_str(), "lion" | "jackal" | "лев" | "шакал") {
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
            let kind = kind_word(&w.to_lowercase());
            if let Some(k) = kind {
                if k != pos.side {
                    return Err(ParseMoveError::WrongSide {
                        turn: pos.side,
                        named: k,
                    });
                }
                words.remove(0);
            }
        }
    }
    let from_text = words.join(" ");
    if from_text.is_empty() {
        return Err(ParseMoveError::NoRegion);
    }
    let from = region(board, &from_text)?;
    Ok((from, count))
}

/// The side a piece word names: `lion`, `lions`, `jackal`, `jackals`, and the Russian forms
/// `savanna play --lang ru` prints (`лев`, `льва`, `львов`, `львы`; `шакал`, `шакала`,
/// `шакалов`, `шакалы`); `w` in lower case.
fn kind_word(w: &str) -> Option<Side> {
    match w {
        "lion" | "lions" | "лев" | "льва" | "львов" | "львы" => Some(Side::Lions),
        "jackal" | "jackals" | "шакал" | "шакала" | "шакалов" | "шакалы" => {
            Some(Side::Jackals)
        }
        _ => None,
    }
}
