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
    /// True when the game was stopped before its end ([`play_game_within`]: the caller's
    /// deadline passed): it is unfinished, its outcome is no result, and measurements leave it
    /// out.
    pub cut: bool,
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
    play_game_within(board, start, agents, rng, record, &super::never)
}

/// [`play_game`] that stops once `stop()` is true (the caller's deadline has passed): it is
/// asked after every action an agent chooses, and the agents' searches poll it between their
/// iterations ([`Agent::choose_within`]), so a game stops within one search iteration of the
/// deadline. A stopped game is returned with [`GameResult::cut`] set, as it stood (an agent
/// whose search was stopped chose from a short search, so its game is always cut). A game
/// never stopped is the one [`play_game`] plays, move for move.
pub fn play_game_within(
    board: &GameBoard,
    start: Position,
    agents: [&mut dyn Agent; 2],
    rng: &mut GameRng,
    record: bool,
    stop: super::Stop,
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
        cut: false,
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
        let can_end = pos.may_end(board, buf.is_empty());
        safety += 1;
        let action = if buf.is_empty() || safety > 10_000_000 {
            Action::End
        } else {
            let agent: &mut dyn Agent = match pos.side {
                Side::Lions => &mut *lions_agent,
                Side::Jackals => &mut *jackals_agent,
            };
            agent.choose_within(board, &mut pos, &buf, can_end, rng, stop)
        };
        if stop() {
            // The deadline passed during this choice (or before it): a search may have been
            // cut short, so the game is not played on and not counted.
            res.cut = true;
            return res;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::players::TurnMctsAgent;
    use crate::ids::RegionId;
    use crate::input::game_rules::GameRules;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// A path 1 - 2 - 3 - 4 - 5, a lion in 1 and 3 jackals in 5 (each region holds 3 lions
    /// or 12 jackals alone, fewer beside each other): a game of a few turns at least, since
    /// the sides start three regions apart.
    fn path() -> (GameBoard, Position) {
        let nb: Vec<Vec<u32>> = (1..=5u32)
            .map(|i| {
                [i - 1, i + 1]
                    .into_iter()
                    .filter(|&j| (1..=5).contains(&j))
                    .collect()
            })
            .collect();
        let b = GameBoard::from_tables(
            &nb,
            &[(3, 12); 5],
            &vec![vec![12, 10, 8, 6]; 5],
            1,
            3,
            GameRules::default(),
        );
        let start = Position::start(&b, &[RegionId(1)], RegionId(5), Side::Jackals);
        (b, start)
    }

    /// A deadline already passed: the game stops after the first action (the MCTS agent's
    /// search polls the stop at its first iteration and plays what it has), marked cut, with
    /// no turn ended. The same game without a deadline is played to its end, not cut, and a
    /// deadline that passes after a few questions cuts it before that end.
    #[test]
    fn a_passed_deadline_cuts_the_game_and_none_plays_it_out() {
        let (b, start) = path();
        let play = |stop: crate::game::players::Stop| {
            let mut x = TurnMctsAgent::new(50);
            let mut y = TurnMctsAgent::new(50);
            play_game_within(
                &b,
                start.clone(),
                [&mut x, &mut y],
                &mut GameRng::new(1, 0),
                true,
                stop,
            )
        };
        let cut = play(&|| true);
        assert!(cut.cut);
        assert_eq!(cut.samples, 0, "no turn ended");
        assert!(cut.turns.is_empty());

        let full = play(&crate::game::players::never);
        assert!(!full.cut);
        assert!(full.samples >= 2, "{} turn ends", full.samples);
        let mut x = TurnMctsAgent::new(50);
        let mut y = TurnMctsAgent::new(50);
        assert_eq!(
            full,
            play_game(
                &b,
                start.clone(),
                [&mut x, &mut y],
                &mut GameRng::new(1, 0),
                true
            )
        );

        // The stop turns true at its 4th question: the game is cut then, before its end.
        let asked = AtomicU32::new(0);
        let later = play(&|| asked.fetch_add(1, Ordering::Relaxed) >= 3);
        assert!(later.cut);
        assert!(later.samples < full.samples);
    }
}
