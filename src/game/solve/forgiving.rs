//! How forgiving a board is under perfect play (issue 40.2): along the principal variation, how
//! many of each side's legal turns keep its value, and where only one does ([`forgiving`]).
//!
//! # Definitions
//! - A **legal turn** from a position at a turn's start is a distinct placement the side to move
//!   can end its turn in ([`TurnResults::for_each`]: move sequences that end in the same
//!   placement are one turn; a side without a legal move has one turn, the pass).
//! - A turn **keeps the value** when the mover's margin under perfect play after it is the
//!   position's: `margin(parent(v(r))) = margin(v(p))`, with `v(p)` the position's value for its
//!   mover ([`Table::value`]) and `v(r)` the value of the turn's end for the next mover
//!   ([`Table::after_turn`]). The margin (the mover's points minus the other side's at the end,
//!   an elimination counting as [`Table::elimination_margin`]) fixes who wins and how, so a
//!   keeping turn keeps a win a win (by as much), a draw a draw, and a loss no worse; the game's
//!   length is not part of it (a win that takes a round longer is still kept). Every optimal
//!   turn keeps the value, so every turn of the principal variation does.
//! - An **only-move** is a position of the line where the mover has more than one legal turn and
//!   exactly one of them keeps the value: the one turn to find.
//! - Per side: the turns it plays on the line, its only-moves, the positions where it had a
//!   single legal turn (forced, a pass among them), and the **keeping share**: the mean, over its
//!   turns on the line, of `keeping turns / legal turns` (each position weighs the same).
//!
//! The line is the one [`super::principal_variation`] plays (at each turn the first optimal end
//! in the engine's move order), so its turns are the report's `line`. The cost is one
//! enumeration of the legal turns per turn of the line, and one table look-up per legal turn.

use super::table::Table;
use super::value::parent;
use crate::game::record::SetupRecord;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::Position;
use crate::game::rules::turns::TurnResults;
use crate::input::game_rules::Side;
use serde::{Deserialize, Serialize};

/// One turn of the principal variation, as the mover's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Choice {
    /// The side to move.
    pub side: Side,
    /// Its legal turns: the distinct placements it can end the turn in (at least 1: a pass).
    pub legal: u32,
    /// Those that keep its value: after them its margin under perfect play is the position's
    /// (a win stays a win by as much, a draw a draw, a loss no worse); the line's own turn is one.
    pub keeping: u32,
}

/// One side's figures along the principal variation.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SideForgiving {
    /// Turns the side plays on the line.
    pub turns: u32,
    /// Of those, turns with a single legal turn (nothing to choose; a pass is one).
    pub forced: u32,
    /// Of those, only-moves: more than one legal turn and exactly one that keeps the value.
    pub only_moves: u32,
    /// The mean over the side's turns on the line of the share of its legal turns that keep its
    /// value, in `[0, 1]`; absent when the side plays no turn on the line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keep_share: Option<f64>,
}

/// How forgiving the game from one set-up and first player is under perfect play, along its
/// principal variation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Forgiving {
    /// Rounds of the line (a round: both sides moved once; a round begun counts), as the
    /// value's `rounds`.
    pub rounds: u32,
    /// The lions' figures.
    pub lions: SideForgiving,
    /// The jackals' figures.
    pub jackals: SideForgiving,
    /// The line's turns, in order, as choices.
    pub turns: Vec<Choice>,
    /// The figures in one sentence for a person: "the jackals' win needs 3 only-moves in 19
    /// rounds (turns where one choice alone keeps it); on average 12 % of the turns open to them
    /// keep it".
    pub sentence: String,
}

/// The figures of [`Forgiving`] for the game from `setup` with `first` to move, along the
/// principal variation of the solved `table` (definitions in the module's documentation).
///
/// A set-up with a region not on `board` gives no turns. A position or end that is not in the
/// table (a table of another board: [`Table::fits`])
/// counts as a draw for the position and as a turn that does not keep the value for an end; the
/// walk stops where the line cannot be followed. Never panics.
pub fn forgiving(board: &GameBoard, table: &Table, setup: &SetupRecord, first: Side) -> Forgiving {
    let on_board = |id| board.index(id).is_some();
    if !setup.lions.iter().all(|&id| on_board(id)) || !on_board(setup.jackals) {
        let mut f = Forgiving {
            rounds: 0,
            lions: side_figures(&[], Side::Lions),
            jackals: side_figures(&[], Side::Jackals),
            turns: Vec::new(),
            sentence: String::new(),
        };
        f.sentence = sentence(&f, None);
        return f;
    }
    let mut pos = Position::start(board, &setup.lions, setup.jackals, first);
    let v0 = table.decode(table.value(&pos).unwrap_or(0));
    let winner = match v0.margin.cmp(&0) {
        std::cmp::Ordering::Greater => Some(first),
        std::cmp::Ordering::Less => Some(first.other()),
        std::cmp::Ordering::Equal => None,
    };
    let mut tr = TurnResults::new();
    let mut turns = Vec::new();
    while !pos.over(board) {
        let own = table.decode(table.value(&pos).unwrap_or(0)).margin;
        let q = pos.quiet_turns;
        let (mut legal, mut keeping) = (0u32, 0u32);
        let mut best = i16::MAX;
        let mut target: Option<Vec<(u16, u16)>> = None;
        tr.for_each(board, &mut pos, |r| {
            legal += 1;
            let Some(v) = table.after_turn(r, q) else {
                return;
            };
            if table.decode(parent(v)).margin == own {
                keeping += 1;
            }
            if v < best {
                best = v;
                target = Some(r.cells.iter().map(|c| (c.lions, c.jackals)).collect());
            }
        });
        turns.push(Choice {
            side: pos.side,
            legal,
            keeping,
        });
        let Some(path) = target.and_then(|t| tr.path_to(board, &mut pos, &t)) else {
            break;
        };
        for m in path {
            pos.apply(board, m);
        }
        if pos.over(board) {
            break;
        }
        pos.end_turn(board);
    }
    let rounds = pos.outcome(board).map_or(0, |o| o.rounds);
    let mut f = Forgiving {
        rounds,
        lions: side_figures(&turns, Side::Lions),
        jackals: side_figures(&turns, Side::Jackals),
        turns,
        sentence: String::new(),
    };
    f.sentence = sentence(&f, winner);
    f
}

/// One side's figures from the line's choices.
fn side_figures(turns: &[Choice], side: Side) -> SideForgiving {
    let mine: Vec<&Choice> = turns.iter().filter(|c| c.side == side).collect();
    let share: f64 = mine
        .iter()
        .map(|c| f64::from(c.keeping) / f64::from(c.legal.max(1)))
        .sum();
    SideForgiving {
        turns: mine.len() as u32,
        forced: mine.iter().filter(|c| c.legal == 1).count() as u32,
        only_moves: mine
            .iter()
            .filter(|c| c.legal > 1 && c.keeping == 1)
            .count() as u32,
        keep_share: (!mine.is_empty()).then(|| share / mine.len() as f64),
    }
}

/// A share in `[0, 1]` as a percentage for a sentence: one decimal under 10 %, else whole.
///
/// ```
/// use savanna::game::solve::percent;
/// assert_eq!(percent(0.123), "12 %");
/// assert_eq!(percent(0.0456), "4.6 %");
/// assert_eq!(percent(1.0), "100 %");
/// ```
pub fn percent(share: f64) -> String {
    let p = 100.0 * share;
    if p < 9.95 {
        format!("{p:.1} %")
    } else {
        format!("{p:.0} %")
    }
}

fn only_moves(n: u32) -> String {
    match n {
        0 => "no only-move".to_string(),
        1 => "1 only-move".to_string(),
        n => format!("{n} only-moves"),
    }
}

fn rounds_words(n: u32) -> String {
    format!("{n} round{}", if n == 1 { "" } else { "s" })
}

/// What an only-move is, said where the count is: a reader needs no glossary.
fn only_move_gloss(n: u32) -> &'static str {
    match n {
        0 => "no turn where one choice alone keeps it",
        1 => "a turn where one choice alone keeps it",
        _ => "turns where one choice alone keeps it",
    }
}

/// The figures of `f` in one sentence, the winner's (`winner`, `None` for a draw): "the jackals'
/// win needs 3 only-moves in 19 rounds (turns where one choice alone keeps it); on average 12 %
/// of the turns open to them keep it"; for a draw, what each side must find to hold it: "the draw
/// needs 2 only-moves from the jackals and 1 from the lions in 12 rounds (turns where one choice
/// alone keeps it); on average 40 % of the turns open to the jackals and 55 % of those open to
/// the lions keep it". A "turn open to" a side is one of its legal turns (distinct placements it
/// can end its turn in), so the share is of choices, not of turns played.
pub fn sentence(f: &Forgiving, winner: Option<Side>) -> String {
    let rounds = rounds_words(f.rounds);
    let side = |s: Side| match s {
        Side::Lions => &f.lions,
        Side::Jackals => &f.jackals,
    };
    match winner {
        Some(w) => {
            let s = side(w);
            let share = s.keep_share.map_or_else(
                || "they play no turn".to_string(),
                |k| {
                    format!(
                        "on average {} of the turns open to them keep it",
                        percent(k)
                    )
                },
            );
            format!(
                "the {w}' win needs {} in {rounds} ({}); {share}",
                only_moves(s.only_moves),
                only_move_gloss(s.only_moves)
            )
        }
        None => {
            let (j, l) = (&f.jackals, &f.lions);
            let shares = match (j.keep_share, l.keep_share) {
                (Some(a), Some(b)) => format!(
                    "on average {} of the turns open to the jackals and {} of those open to the lions keep it",
                    percent(a),
                    percent(b)
                ),
                (Some(a), None) => {
                    format!(
                        "on average {} of the turns open to the jackals keep it",
                        percent(a)
                    )
                }
                (None, Some(b)) => {
                    format!(
                        "on average {} of the turns open to the lions keep it",
                        percent(b)
                    )
                }
                (None, None) => "neither side plays a turn".to_string(),
            };
            let from = |n: u32| {
                if n == 0 {
                    "none".to_string()
                } else {
                    n.to_string()
                }
            };
            format!(
                "the draw needs {} from the jackals and {} from the lions in {rounds} ({}); {shares}",
                if j.only_moves == 0 {
                    "no only-move".to_string()
                } else {
                    only_moves(j.only_moves)
                },
                from(l.only_moves),
                only_move_gloss(j.only_moves + l.only_moves)
            )
        }
    }
}

/// [`sentence`] in `lang` (English is [`sentence`] itself): `победе шакалов не нужно ни одного
/// единственного хода за 2 раунда …`; percentages with a decimal comma in Russian.
pub fn sentence_in(f: &Forgiving, winner: Option<Side>, lang: crate::i18n::Lang) -> String {
    use crate::i18n::{Lang, tr};
    if lang == Lang::En {
        return sentence(f, winner);
    }
    let pc = |k: f64| percent(k).replace('.', ",");
    let rounds = tr!(lang, "forgiving-rounds", n = f.rounds);
    match winner {
        Some(w) => {
            let s = match w {
                Side::Lions => &f.lions,
                Side::Jackals => &f.jackals,
            };
            let share = s.keep_share.map_or_else(
                || tr!(lang, "forgiving-no-turn"),
                |k| tr!(lang, "forgiving-share", p = pc(k)),
            );
            tr!(
                lang,
                "forgiving-win",
                winner = w.as_str(),
                n = s.only_moves,
                rounds = rounds,
                share = share
            )
        }
        None => {
            let (j, l) = (&f.jackals, &f.lions);
            let shares = match (j.keep_share, l.keep_share) {
                (Some(a), Some(b)) => tr!(
                    lang,
                    "forgiving-draw-shares",
                    jackals = pc(a),
                    lions = pc(b)
                ),
                (Some(a), None) => tr!(lang, "forgiving-draw-share-jackals", p = pc(a)),
                (None, Some(b)) => tr!(lang, "forgiving-draw-share-lions", p = pc(b)),
                (None, None) => tr!(lang, "forgiving-draw-no-turns"),
            };
            tr!(
                lang,
                "forgiving-draw",
                jackals = j.only_moves,
                lions = l.only_moves,
                n = j.only_moves + l.only_moves,
                rounds = rounds,
                shares = shares
            )
        }
    }
}
