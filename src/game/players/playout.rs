//! Playouts: games played on from a position by cheap policies (uniform, or informed by
//! captures, exposure and greedy steps), and the single steps they and the searches take.

use super::Agent;
use super::evaluate::{lands_exposed, playout_value_with};
use super::greedy::GreedyAgent;
use super::params::MctsParams;
use crate::game::rules::board::GameBoard;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;
use crate::input::game_rules::Side;

/// The actions in `pos`, and whether it is terminal.
pub(super) fn actions(board: &GameBoard, pos: &mut Position, buf: &mut Vec<Move>) -> Vec<Action> {
    if pos.outcome(board).is_some() {
        return Vec::new();
    }
    pos.legal_moves(board, buf);
    let can_end = pos.may_end(board, buf.is_empty());
    let mut a: Vec<Action> = buf.iter().map(|m| Action::Move(*m)).collect();
    if can_end {
        a.push(Action::End);
    }
    a
}

pub(super) fn act(board: &GameBoard, pos: &mut Position, a: Action) {
    match a {
        Action::Move(m) => {
            pos.apply(board, m);
        }
        Action::End => pos.end_turn(board),
    }
}

/// Plays `pos` to the end with [`RandomAgent`](super::random::RandomAgent); the winner (`None`: a draw).
pub fn playout(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
) -> Option<Side> {
    let mut steps = 0u32;
    loop {
        if let Some(o) = pos.outcome(board) {
            return o.winner;
        }
        pos.legal_moves(board, buf);
        let can_end = pos.may_end(board, buf.is_empty());
        steps += 1;
        let r = rng.below(buf.len() + usize::from(can_end));
        if r < buf.len() && steps < 1_000_000 {
            pos.apply(board, buf[r]);
        } else {
            pos.end_turn(board);
        }
    }
}

/// Share of playout steps at which a capture, when one is legal, is taken (uniform over the
/// captures); otherwise the step is uniform over the legal actions, as [`RandomAgent`](super::random::RandomAgent)'s.
pub const PLAYOUT_CAPTURE_SHARE: f64 = 0.9;

/// A playout from `pos` (changed): captures first (taken at [`PLAYOUT_CAPTURE_SHARE`] of the
/// steps that have one), otherwise uniform over the legal actions (a move that
/// [`lands_exposed`] drawn again up to [`PLAYOUT_REDRAWS`] times), for at most [`PLAYOUT_TURNS`](super::params::PLAYOUT_TURNS)
/// turns; the lions' result: 1 a lions' win, 0 a jackals' win, 1/2 a draw, [`playout_value`](super::evaluate::playout_value) when
/// it stopped before the end.
///
/// Uniform playouts are biased towards the lions (a random pack walks into the lions; uniform
/// self-play is a lions' win on every board), so their results mislead the search; taking
/// captures and stopping early at an evaluation is the usual cure (Browne et al. 2012, section
/// 6.1.3, "heavy" playouts and early termination).
pub fn informed_playout(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
) -> f64 {
    informed_playout_with(board, pos, rng, buf, 0.0)
}

/// [`informed_playout`] in which each step is, with probability `greedy`, [`GreedyAgent`]'s
/// choice instead (its one-step evaluation; an epsilon-greedy playout, Sturtevant 2008).
pub fn informed_playout_with(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
    greedy: f64,
) -> f64 {
    let params = MctsParams {
        greedy,
        ..MctsParams::default()
    };
    mcts_playout(board, pos, rng, buf, &params)
}

/// [`informed_playout_with`] with `params`' greedy share, turns ([`MctsParams::turns`]) and
/// score weight ([`MctsParams::score`]): [`MctsAgent`](super::mcts::MctsAgent)'s playout.
pub fn mcts_playout(
    board: &GameBoard,
    pos: &mut Position,
    rng: &mut GameRng,
    buf: &mut Vec<Move>,
    params: &MctsParams,
) -> f64 {
    let greedy = params.greedy;
    let turns = params.turns.max(0.0) as u32;
    let start = pos.turns;
    let mut steps = 0u32;
    loop {
        if let Some(o) = pos.outcome(board) {
            return match o.winner {
                Some(Side::Lions) => 1.0,
                Some(Side::Jackals) => 0.0,
                None => 0.5,
            };
        }
        if pos.moves == 0 && pos.turns - start >= turns {
            return playout_value_with(board, pos, params.score);
        }
        pos.legal_moves(board, buf);
        let can_end = pos.may_end(board, buf.is_empty());
        steps += 1;
        if buf.is_empty() || steps > 100_000 {
            pos.end_turn(board);
            continue;
        }
        if greedy > 0.0 && rng.unit() < greedy {
            let moves = std::mem::take(buf);
            let a = GreedyAgent.choose(board, pos, &moves, can_end, rng);
            *buf = moves;
            act(board, pos, a);
            continue;
        }
        let attacks = buf.iter().filter(|m| pos.is_attack(board, m)).count();
        let pick = if attacks > 0 && rng.unit() < PLAYOUT_CAPTURE_SHARE {
            let k = rng.below(attacks);
            buf.iter()
                .filter(|m| pos.is_attack(board, m))
                .nth(k)
                .copied()
        } else {
            // Uniform, but a move into a region the other side could take next turn is drawn
            // again (up to PLAYOUT_REDRAWS times).
            let mut r = rng.below(buf.len() + usize::from(can_end));
            for _ in 0..PLAYOUT_REDRAWS {
                match buf.get(r) {
                    Some(m) if lands_exposed(board, pos, m) => {
                        r = rng.below(buf.len() + usize::from(can_end));
                    }
                    _ => break,
                }
            }
            buf.get(r).copied()
        };
        match pick {
            Some(m) => {
                pos.apply(board, m);
            }
            None => pos.end_turn(board),
        }
    }
}

/// Draws of a playout step that may replace a move into a region the other side could capture
/// next turn ([`lands_exposed`]) (MCTS 200 against greedy on classic, 80 games: 0 redraws 80 %,
/// 4 redraws 85 % of decisive games, mostly as the jackals).
pub const PLAYOUT_REDRAWS: u32 = 4;
