//! Playing a whole game between two agents ([`play_game`]).

use super::Agent;
use crate::game::record::{GroupMove, TurnRecord};
use crate::game::rules::board::GameBoard;
use crate::game::rules::outcome::Outcome;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;
use crate::input::game_rules::Side;

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
            reason: crate::game::rules::outcome::EndReason::Points,
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
