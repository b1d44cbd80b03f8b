//! How often MCTS converts a forced win against perfect play (issue 27): each board is solved
//! ([`savanna::game::solve`]); for each first player whose set-up is a forced win, the agent
//! under test plays the winning side against the perfect agent (`--agent perfect`, at random
//! among optimal turns) in N games, and the games it wins are counted. Also prints the exact
//! value of each board.
//!
//! `cargo run --release --example mcts_vs_perfect -- [--games N] AGENT BOARD...` with AGENT
//! `mcts:N`, `uct:N`, `greedy` or `random` (default 10 games per forced win).

use savanna::frontend::load_board;
use savanna::game::balance::Strength;
use savanna::game::play::{Agent, GameRng, play_game};
use savanna::game::solve::agent::{PerfectAgent, register};
use savanna::game::solve::{Limits, solve};
use savanna::game::{Position, Side};

fn main() {
    let mut games = 10u64;
    let mut rest = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--games" => games = args.next().and_then(|s| s.parse().ok()).unwrap_or(games),
            _ => rest.push(a),
        }
    }
    let Some(agent) = rest.first().and_then(|s| Strength::parse(s)) else {
        eprintln!("usage: mcts_vs_perfect [--games N] AGENT BOARD...");
        std::process::exit(2);
    };
    let (mut won, mut played) = (0u64, 0u64);
    for f in &rest[1..] {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| {
            eprintln!("{f}: {e}");
            std::process::exit(1)
        });
        let board = load_board(&text).unwrap_or_else(|d| {
            eprintln!("{f}: cannot be played: {}", d[0].message);
            std::process::exit(1)
        });
        let t = std::time::Instant::now();
        let sol = match solve(&board, &[Side::Jackals, Side::Lions], &Limits::default()) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{f}: {e}");
                continue;
            }
        };
        let secs = t.elapsed().as_secs_f64();
        let est = savanna::game::solve::estimate(&board).map_or(0, |e| e.work);
        println!(
            "{f}: solved in {secs:.1} s, {est} placements x sides, {:.0} per second",
            est as f64 / secs
        );
        register(std::sync::Arc::new(sol.table.clone()));
        for (first, v) in [
            (Side::Jackals, sol.jackals_first.as_ref()),
            (Side::Lions, sol.lions_first.as_ref()),
        ] {
            let Some(v) = v else { continue };
            let winner = match v.outcome.as_str() {
                "lions" => Side::Lions,
                "jackals" => Side::Jackals,
                _ => {
                    println!("{f}: {first} first: a draw ({:?})", v.points);
                    continue;
                }
            };
            let mut w = 0;
            for g in 0..games {
                let start = Position::start(&board, &sol.setup.lions, sol.setup.jackals, first);
                let mut a = agent.agent.make(agent.budget.unwrap_or(1)).expect("agent");
                let mut p = PerfectAgent::new();
                let agents: [&mut dyn Agent; 2] = match winner {
                    Side::Lions => [a.as_mut(), &mut p],
                    Side::Jackals => [&mut p, a.as_mut()],
                };
                let r = play_game(&board, start, agents, &mut GameRng::new(1, g), false);
                w += u64::from(r.outcome.winner == Some(winner));
            }
            won += w;
            played += games;
            println!(
                "{f}: {first} first: the {winner} win by {:?} in {} rounds; {} converted {w} of {games}",
                v.by,
                v.rounds,
                agent.label()
            );
        }
    }
    let c = savanna::game::balance::wilson(won, played);
    println!(
        "total: {} converted {won} of {played} forced wins ({:.0} %, 95 % {:.0}-{:.0} %)",
        agent.label(),
        100.0 * won as f64 / played.max(1) as f64,
        100.0 * c[0],
        100.0 * c[1]
    );
}
