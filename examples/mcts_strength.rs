//! Plays one agent against another on board files, both colours and both first players, and
//! prints the first agent's share of the decisive games with its 95 % Wilson interval (in all and
//! per colour): how
//! MCTS's changes of issue 27 are measured (`uct:N` is the plain UCT of before issue 27).
//!
//! `cargo run --release --example mcts_strength -- [--games N] [--seed S] A B BOARD...`
//! with A and B `random`, `greedy`, `mcts:N`, `uct:N` or `mcts:N:PARAMS` (PARAMS as
//! [`savanna::game::agents::MctsParams::parse`] reads them: `plain`, `bias=1,widen_rate=1`)
//! (default 40 games, seed 1). Games come in fours: each set-up with each side first and each
//! agent on each side, as [`savanna::game::ladder::match_game`] plays them.

use rayon::prelude::*;
use savanna::frontend::load_board;
use savanna::game::agents::{MctsAgent, MctsParams, TurnMctsAgent};
use savanna::game::balance::{Strength, wilson};
use savanna::game::play::{Agent, GameRng, game_setup, play_game};
use savanna::game::{GameBoard, Position, Side};

/// An agent from `random`, `greedy`, `mcts:N`, `uct:N` or `mcts:N:PARAMS`.
fn make(spec: &str) -> Option<Box<dyn Agent + Send>> {
    let mut parts = spec.splitn(3, ':');
    let (name, budget, params) = (parts.next()?, parts.next(), parts.next());
    match (name, params) {
        ("mcts", Some(p)) => Some(Box::new(TurnMctsAgent::with_params(
            budget?.parse().ok()?,
            MctsParams::parse(p)?,
        ))),
        ("mmcts", p) => Some(Box::new(MctsAgent::with_params(
            budget?.parse().ok()?,
            MctsParams::parse(p.unwrap_or(""))?,
        ))),
        _ => {
            let s = Strength::parse(&spec.replacen(':', " ", 1))?;
            s.agent.make(s.budget.unwrap_or(1))
        }
    }
}

/// Game `g` of a match: set-up `g / 4`, jackals first in even games, `a` the lions in games
/// whose `g / 2` is even; `(winner, a played the lions)`, `None` when no set-up can be drawn or
/// the game reached the cap.
fn game(board: &GameBoard, a: &str, b: &str, seed: u64, g: u64) -> Option<(Option<Side>, bool)> {
    let mut srng = GameRng::new(seed, (1u64 << 63) | (g / 4));
    let setup = game_setup(board, &mut srng).ok()?;
    let first = if g.is_multiple_of(2) {
        Side::Jackals
    } else {
        Side::Lions
    };
    let a_lions = (g / 2).is_multiple_of(2);
    let start = Position::start(board, &setup.lions, setup.jackals, first);
    let mut rng = GameRng::new(seed, (1u64 << 62) | g);
    let (mut x, mut y) = (make(a)?, make(b)?);
    let agents: [&mut dyn Agent; 2] = if a_lions {
        [x.as_mut(), y.as_mut()]
    } else {
        [y.as_mut(), x.as_mut()]
    };
    let r = play_game(board, start, agents, &mut rng, false);
    (!r.outcome.capped).then_some((r.outcome.winner, a_lions))
}

fn main() {
    let mut games = 40u64;
    let mut seed = 1u64;
    let mut rest = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--games" => games = args.next().and_then(|s| s.parse().ok()).unwrap_or(games),
            "--seed" => seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(seed),
            _ => rest.push(a),
        }
    }
    if rest.len() < 3 || make(&rest[0]).is_none() || make(&rest[1]).is_none() {
        eprintln!(
            "usage: mcts_strength [--games N] [--seed S] A B BOARD...\n  agents: random, greedy, mcts:N, uct:N, mcts:N:PARAMS"
        );
        std::process::exit(2);
    }
    let (a, b) = (rest[0].as_str(), rest[1].as_str());
    for f in &rest[2..] {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| {
            eprintln!("{f}: {e}");
            std::process::exit(1)
        });
        let board = load_board(&text).unwrap_or_else(|d| {
            eprintln!("{f}: cannot be played: {}", d[0].message);
            std::process::exit(1)
        });
        let t = std::time::Instant::now();
        let n = games.div_ceil(4) * 4;
        let res: Vec<(Option<Side>, bool)> = (0..n)
            .into_par_iter()
            .filter_map(|g| game(&board, a, b, seed, g))
            .collect();
        let (mut wl, mut wj, mut lost, mut drawn) = (0u64, 0u64, 0u64, 0u64);
        let (mut ll, mut dl) = (0u64, 0u64);
        for (w, a_lions) in &res {
            let mine = if *a_lions { Side::Lions } else { Side::Jackals };
            match w {
                Some(w) if *w == mine && *a_lions => wl += 1,
                Some(w) if *w == mine => wj += 1,
                Some(_) => {
                    lost += 1;
                    ll += u64::from(*a_lions);
                }
                None => {
                    drawn += 1;
                    dl += u64::from(*a_lions);
                }
            }
        }
        let (cl, cj) = (wilson(wl, wl + ll), wilson(wj, wj + lost - ll));
        let d = wl + wj + lost;
        let c = wilson(wl + wj, d);
        println!(
            "{f}: {a} against {b}: {} games, wins {wl} as lions + {wj} as jackals, losses {lost} ({ll} as lions), draws {drawn} ({dl} as lions): {:.1} % of decisive ({:.1}-{:.1}); as lions {:.1} % ({:.1}-{:.1}), as jackals {:.1} % ({:.1}-{:.1}); {:.1} s",
            res.len(),
            100.0 * (wl + wj) as f64 / d.max(1) as f64,
            100.0 * c[0],
            100.0 * c[1],
            100.0 * wl as f64 / (wl + ll).max(1) as f64,
            100.0 * cl[0],
            100.0 * cl[1],
            100.0 * wj as f64 / (wj + lost - ll).max(1) as f64,
            100.0 * cj[0],
            100.0 * cj[1],
            t.elapsed().as_secs_f64()
        );
    }
}
