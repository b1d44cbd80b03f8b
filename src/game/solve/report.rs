//! The solved board and its report: the set-up's value for each first player, with a principal
//! variation ([`solve`], [`first_value`], [`principal_variation`]).

use super::error::SolveError;
use super::forgiving::{Forgiving, forgiving};
use super::limits::{Limits, SolveStats};
use super::method::{Method, Retrograde};
use super::table::Table;
use super::value::Shares;
use crate::game::record::setup::board_setup;
use crate::game::record::{BoardTables, GameRecord, GroupMove, SetupRecord, TurnRecord};
use crate::game::rules::board::GameBoard;
use crate::game::rules::outcome::EndReason;
use crate::game::rules::position::Position;
use crate::game::rules::turns::TurnResults;
use crate::input::game_rules::Side;
use crate::validated::KindMap;
use serde::{Deserialize, Serialize};

/// Who wins a game under perfect play: `lions`, `jackals` or `draw`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PerfectOutcome {
    /// The lions win.
    Lions,
    /// The jackals win.
    Jackals,
    /// Neither side wins.
    Draw,
}

impl PerfectOutcome {
    /// The outcome of a game `winner` wins (`None`: a draw).
    pub fn of(winner: Option<Side>) -> Self {
        match winner {
            Some(Side::Lions) => Self::Lions,
            Some(Side::Jackals) => Self::Jackals,
            None => Self::Draw,
        }
    }

    /// The winner, `None` for a draw.
    pub fn winner(self) -> Option<Side> {
        match self {
            Self::Lions => Some(Side::Lions),
            Self::Jackals => Some(Side::Jackals),
            Self::Draw => None,
        }
    }

    /// `lions`, `jackals` or `draw`, as the JSON writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Lions => "lions",
            Self::Jackals => "jackals",
            Self::Draw => "draw",
        }
    }
}

/// The value of one first player's game under perfect play: who wins, how, the points at the
/// count, how long the game lasts and the same in words. One shape wherever savanna states an
/// exact value: each first player of `savanna solve --format json` (beside its principal
/// variation), `balance`'s `exact`, `--suggest`'s values and `generate --fair`'s.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ExactValue {
    /// Who wins with perfect play: `lions`, `jackals` or `draw`.
    pub outcome: PerfectOutcome,
    /// How the game ends: `elimination` or `points`.
    pub by: EndReason,
    /// The points at the count (present when `by` is `points`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<Points>,
    /// Rounds of the game under perfect play (a round: both sides moved once; a round begun
    /// counts), as `play` and `replay` count them.
    pub rounds: u32,
    /// Turns of the game under perfect play (the last one ends it).
    pub turns: u32,
    /// The lions' margin: their points minus the jackals' (an elimination counts as the
    /// solve's `elimination_margin`, negative when the lions are eliminated).
    pub lions_margin: i32,
    /// The value in words, as `savanna solve` prints it: `the jackals win by eliminating the
    /// lions, after 19 rounds`, `a draw on points, 10-10, after 200 rounds`.
    #[serde(default)]
    pub sentence: String,
}

impl ExactValue {
    /// A value from who wins, how, the points at the count (for `by` points) and the game's
    /// length, its margin and sentence worked out; `elimination_margin` is what an elimination
    /// counts as (the solve report's).
    ///
    /// ```
    /// use savanna::game::EndReason;
    /// use savanna::game::Side;
    /// use savanna::game::solve::{ExactValue, Points};
    /// let v = ExactValue::new(Some(Side::Lions), EndReason::Points, Some(Points { lions: 6, jackals: 5 }), 7, 13, 21);
    /// assert_eq!((v.lions_margin, v.sentence.as_str()), (1, "the lions win on points, lions 6 to jackals 5, after 7 rounds"));
    /// let e = ExactValue::new(Some(Side::Jackals), EndReason::Elimination, None, 19, 37, 21);
    /// assert_eq!(e.lions_margin, -21);
    /// ```
    pub fn new(
        winner: Option<Side>,
        by: EndReason,
        points: Option<Points>,
        rounds: u32,
        turns: u32,
        elimination_margin: i32,
    ) -> Self {
        let outcome = PerfectOutcome::of(winner);
        let lions_margin = match (by, points, winner) {
            (EndReason::Points, Some(p), _) => p.lions as i32 - p.jackals as i32,
            (_, _, Some(Side::Lions)) => elimination_margin,
            (_, _, Some(Side::Jackals)) => -elimination_margin,
            (_, _, None) => 0,
        };
        ExactValue {
            outcome,
            by,
            points,
            rounds,
            turns,
            lions_margin,
            sentence: value_sentence(outcome.as_str(), by, points, rounds),
        }
    }

    /// The winner, `None` for a draw.
    pub fn winner(&self) -> Option<Side> {
        self.outcome.winner()
    }
}

/// The value of one first player's game from the set-up, with the game that shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct FirstValue {
    /// The value: outcome, how, points, rounds, turns, margin and sentence.
    #[serde(flatten)]
    pub value: ExactValue,
    /// A principal variation: the turns of one game of perfect play, which `play` and `replay`
    /// accept move by move.
    pub line: Vec<TurnRecord>,
    /// Of the placements with all pieces in play and this side to move at the start of a quiet
    /// stretch, the share the side to move wins, draws and loses.
    pub full_material: Shares,
    /// How forgiving the game is along `line`: each side's legal turns that keep its value, its
    /// only-moves (a single keeping turn among several), and the figures in one sentence.
    pub forgiving: Forgiving,
}

/// Points at the count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Points {
    /// The lions' points.
    pub lions: u32,
    /// The jackals' points.
    pub jackals: u32,
}

/// The solved board: the table of values and the set-up's value for each first player asked.
#[derive(Debug, Clone)]
pub struct Solution {
    /// Every state's value.
    pub table: Table,
    /// The set-up.
    pub setup: SetupRecord,
    /// The value with the jackals first, when asked.
    pub jackals_first: Option<FirstValue>,
    /// The value with the lions first, when asked.
    pub lions_first: Option<FirstValue>,
    /// What the solve did.
    pub stats: SolveStats,
}

/// The output of `savanna solve --format json` (`schemas/game-solve.schema.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(title = "savanna solve report")]
pub struct SolveReport {
    /// The board's name, if any.
    pub board: Option<String>,
    /// The rules solved.
    pub rules: crate::input::game_rules::GameRules,
    /// The set-up valued.
    pub setup: SetupRecord,
    /// The value with the jackals first (absent when not asked: `--first lions`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jackals_first: Option<FirstValue>,
    /// The value with the lions first (absent when not asked: `--first jackals`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lions_first: Option<FirstValue>,
    /// The margin an elimination counts as (one more than any points margin on the board).
    pub elimination_margin: i32,
    /// What the solve did.
    pub stats: SolveStats,
}

impl Solution {
    /// The report of this solution on `board`.
    pub fn report(&self, board: &GameBoard) -> SolveReport {
        SolveReport {
            board: board.name.clone(),
            rules: board.rules.clone(),
            setup: self.setup.clone(),
            jackals_first: self.jackals_first.clone(),
            lions_first: self.lions_first.clone(),
            elimination_margin: self.table.elimination_margin(),
            stats: self.stats,
        }
    }

    /// The value with `first` moving first, when it was asked.
    pub fn value(&self, first: Side) -> Option<&FirstValue> {
        match first {
            Side::Jackals => self.jackals_first.as_ref(),
            Side::Lions => self.lions_first.as_ref(),
        }
    }

    /// The principal variation with `first` moving first as a game record, both sides played
    /// by the perfect agent, that `savanna replay` checks move by move and the editor's Play
    /// tab replays; `None` when that first player was not asked.
    pub fn record(&self, board: &GameBoard, first: Side) -> Option<GameRecord> {
        let v = self.value(first)?;
        let mut pos = Position::start(board, &self.setup.lions, self.setup.jackals, first);
        for turn in &v.line {
            for gm in &turn.moves {
                if let Ok(m) = gm.to_move(pos.side) {
                    pos.apply(board, m);
                }
            }
            if !pos.over(board) {
                pos.end_turn(board);
            }
        }
        let mut agents = KindMap::new();
        agents.insert("lions", "perfect".to_string());
        agents.insert("jackals", "perfect".to_string());
        let mut rules = board.rules.clone();
        rules.first = first;
        Some(GameRecord {
            savanna_game: 1,
            board: board.name.clone(),
            rules,
            tables: BoardTables::of(board),
            setup: self.setup.clone(),
            first,
            seed: None,
            agents,
            turns: v.line.clone(),
            outcome: pos.outcome(board),
        })
    }
}

/// Solves `board` and values its set-up for each side in `firsts`: outcome, points, rounds, a
/// principal variation, and the shares of won, drawn and lost positions at full material.
///
/// # Errors
/// [`SolveError::NoSetup`] when the board has no set-up (`setup:`, with `game: {setup: board}`),
/// and those of [`super::solve_table`].
pub fn solve(board: &GameBoard, firsts: &[Side], limits: &Limits) -> Result<Solution, SolveError> {
    solve_with(&Retrograde, board, firsts, limits)
}

/// [`solve`] by `method`.
///
/// # Errors
/// [`SolveError::NoSetup`] when the board has no set-up, and those of the method.
pub fn solve_with(
    method: &dyn Method,
    board: &GameBoard,
    firsts: &[Side],
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let setup = setup_of(board)?;
    let (table, stats) = method.solve_table(board, limits)?;
    let mut sol = Solution {
        jackals_first: None,
        lions_first: None,
        setup,
        table,
        stats,
    };
    for &f in firsts {
        let v = first_value(board, &sol.table, &sol.setup, f);
        match f {
            Side::Jackals => sol.jackals_first = Some(v),
            Side::Lions => sol.lions_first = Some(v),
        }
    }
    Ok(sol)
}

/// The board's set-up, which the solver values.
///
/// # Errors
/// [`SolveError::NoSetup`] when there is none, [`SolveError::Setup`] when it cannot start a
/// game.
pub fn setup_of(board: &GameBoard) -> Result<SetupRecord, SolveError> {
    match board_setup(board) {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(SolveError::NoSetup),
        Err(e) => Err(SolveError::Setup(e.to_string())),
    }
}

/// A value in words: who wins (`outcome`: `lions`, `jackals` or `draw`), how, and after how
/// many rounds.
///
/// ```
/// use savanna::game::EndReason;
/// use savanna::game::solve::{Points, value_sentence};
/// assert_eq!(value_sentence("jackals", EndReason::Elimination, None, 19),
///     "the jackals win by eliminating the lions, after 19 rounds");
/// assert_eq!(value_sentence("draw", EndReason::Points, Some(Points { lions: 6, jackals: 6 }), 1),
///     "a draw on points, 6-6, after 1 round");
/// assert_eq!(value_sentence("lions", EndReason::Points, Some(Points { lions: 8, jackals: 5 }), 7),
///     "the lions win on points, lions 8 to jackals 5, after 7 rounds");
/// ```
pub fn value_sentence(outcome: &str, by: EndReason, points: Option<Points>, rounds: u32) -> String {
    value_sentence_in(outcome, by, points, rounds, crate::i18n::Lang::En)
}

/// [`value_sentence`] in `lang`: `шакалы побеждают, съев всех львов, за 19 раундов`.
pub fn value_sentence_in(
    outcome: &str,
    by: EndReason,
    points: Option<Points>,
    rounds: u32,
    lang: crate::i18n::Lang,
) -> String {
    use crate::i18n::tr;
    let after = tr!(lang, "value-after", n = rounds);
    match (outcome, by, points) {
        ("draw", _, Some(p)) => tr!(
            lang,
            "value-draw",
            lions = p.lions,
            jackals = p.jackals,
            after = after
        ),
        (w, EndReason::Elimination, _) => tr!(lang, "value-elimination", winner = w, after = after),
        (w, _, Some(p)) => tr!(
            lang,
            "value-points",
            winner = w,
            lions = p.lions,
            jackals = p.jackals,
            after = after
        ),
        (w, _, None) => tr!(lang, "value-win", winner = w, after = after),
    }
}

/// The value of the set-up `setup` with `first` to move, from a solved table, with its principal
/// variation replayed through the engine and how forgiving it is ([`forgiving`]).
pub fn first_value(
    board: &GameBoard,
    table: &Table,
    setup: &SetupRecord,
    first: Side,
) -> FirstValue {
    let mut pos = Position::start(board, &setup.lions, setup.jackals, first);
    let v = table.decode(table.value(&pos).unwrap_or(0));
    let (line, outcome) = principal_variation(board, table, &mut pos);
    let lions_margin = if first == Side::Lions {
        v.margin
    } else {
        -v.margin
    };
    let winner = match lions_margin.cmp(&0) {
        std::cmp::Ordering::Greater => PerfectOutcome::Lions,
        std::cmp::Ordering::Less => PerfectOutcome::Jackals,
        std::cmp::Ordering::Equal => PerfectOutcome::Draw,
    };
    let by = if v.elimination {
        EndReason::Elimination
    } else {
        EndReason::Points
    };
    let points = (by == EndReason::Points).then_some(Points {
        lions: outcome.map_or(0, |o| o.lion_points),
        jackals: outcome.map_or(0, |o| o.jackal_points),
    });
    let rounds = outcome.map_or(0, |o| o.rounds);
    FirstValue {
        value: ExactValue {
            outcome: winner,
            by,
            points,
            rounds,
            turns: line.len() as u32,
            lions_margin,
            sentence: value_sentence(winner.as_str(), by, points, rounds),
        },
        line,
        full_material: table.shares(first),
        forgiving: forgiving(board, table, setup, first),
    }
}

/// Plays `pos` to the end with perfect play on both sides: at each turn the first optimal end
/// placement in the engine's move order, reached by the first sequence of moves in that order.
/// The turns, and the outcome.
pub fn principal_variation(
    board: &GameBoard,
    table: &Table,
    pos: &mut Position,
) -> (
    Vec<TurnRecord>,
    Option<crate::game::rules::outcome::Outcome>,
) {
    let mut tr = TurnResults::new();
    let mut line = Vec::new();
    while !pos.over(board) {
        let Some(target) = table.best_results(board, pos, &mut tr).into_iter().next() else {
            break;
        };
        let Some(path) = tr.path_to(board, pos, &target) else {
            break;
        };
        let mut moves = Vec::new();
        for m in path {
            moves.push(GroupMove::of(pos, m));
            pos.apply(board, m);
        }
        line.push(TurnRecord {
            side: pos.side,
            moves,
            in_progress: false,
        });
        if pos.over(board) {
            break;
        }
        pos.end_turn(board);
    }
    (line, pos.outcome(board))
}
