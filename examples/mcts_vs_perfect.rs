//! How often MCTS converts a forced win against perfect play (issue 27): each board is solved
//! ([`savanna::game::solve`]); for each first player whose set-up is a forced win, the agent
//! under test plays the winning side against the perfect agent (`--agent perfect`, at random
//! among optimal turns) in N games, and the games it wins are counted. Also prints the exact
//! value of each board.
//!
//! `cargo run --release --example mcts_vs_perfect -- [--games N] [--tables DIR] AGENT BOARD...`
//! with AGENT `mcts:N`, `uct:N`, `mcts:N:PARAMS` (as [`MctsParams::parse`] reads them),
//! `greedy` or `random` (default 10 games per forced win). Solved tables are kept in DIR
//! (default `target/mcts-tables`) under the board's fingerprint and read back on the next run.
//! The fixed set of boards of issue 27 is `examples/mcts_boards/*.yaml`.

use rayon::prelude::*;
use savanna::frontend::load_board;
use savanna::game::agents::{MctsAgent, MctsParams, TurnMctsAgent};
use savanna::game::balance::{Strength, wilson};
use savanna::game::play::{Agent, GameRng, play_game};
use savanna::game::players::perfect::{PerfectAgent, register};
use savanna::game::solve::table::{Table, fingerprint};
use savanna::game::solve::{Limits, first_value, setup_of, solve_table};
use savanna::game::{Position, Side};

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

fn main() {
    let mut games = 10u64;
    let mut dir = std::path::PathBuf::from("target/mcts-tables");
    let mut rest = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--games" => games = args.next().and_then(|s| s.parse().ok()).unwrap_or(games),
            "--tables" => dir = args.next().map(Into::into).unwrap_or(dir),
            _ => rest.push(a),
        }
    }
    let Some(spec) = rest.first().filter(|s| make(s).is_some()).cloned() else {
        eprintln!("usage: mcts_vs_perfect [--games N] [--tables DIR] AGENT BOARD...");
        std::process::exit(2);
    };
    let _ = std::fs::create_dir_all(&dir);
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
        let path = dir.join(format!("{:016x}.table", fingerprint(&board)));
        let cached = std::fs::File::open(&path)
            .ok()
            .and_then(|file| Table::read(&board, &mut std::io::BufReader::new(file)).ok());
        let table = match cached {
            Some(t) => t,
            None => {
                let t = std::time::Instant::now();
                let table = match solve_table(&board, &Limits::default()) {
                    Ok((table, _)) => table,
                    Err(e) => {
                        eprintln!("{f}: {e}");
                        continue;
                    }
                };
                println!("{f}: solved in {:.1} s", t.elapsed().as_secs_f64());
                if let Ok(file) = std::fs::File::create(&path) {
                    let _ = table.write(&mut std::io::BufWriter::new(file));
                }
                table
            }
        };
        let Ok(setup) = setup_of(&board) else {
            eprintln!("{f}: no set-up to value");
            continue;
        };
        register(std::sync::Arc::new(table.clone()));
        for first in [Side::Jackals, Side::Lions] {
            let v = first_value(&board, &table, &setup, first);
            let winner = match v.value.outcome.as_str() {
                "lions" => Side::Lions,
                "jackals" => Side::Jackals,
                _ => {
                    println!("{f}: {first} first: a draw ({:?})", v.value.points);
                    continue;
                }
            };
            let w: u64 = (0..games)
                .into_par_iter()
                .map(|g| {
                    let start = Position::start(&board, &setup.lions, setup.jackals, first);
                    let mut a = make(&spec).expect("agent");
                    let mut p = PerfectAgent::new();
                    let agents: [&mut dyn Agent; 2] = match winner {
                        Side::Lions => [a.as_mut(), &mut p],
                        Side::Jackals => [&mut p, a.as_mut()],
                    };
                    let r = play_game(&board, start, agents, &mut GameRng::new(1, g), false);
                    u64::from(r.outcome.winner == Some(winner))
                })
                .sum();
            won += w;
            played += games;
            println!(
                "{f}: {first} first: the {winner} win by {:?} in {} rounds; {spec} converted {w} of {games}",
                v.value.by, v.value.rounds,
            );
        }
    }
    let c = wilson(won, played);
    println!(
        "total: {spec} converted {won} of {played} forced wins ({:.0} %, 95 % {:.0}-{:.0} %)",
        100.0 * won as f64 / played.max(1) as f64,
        100.0 * c[0],
        100.0 * c[1]
    );
}
