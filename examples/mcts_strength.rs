//! Plays one agent against another on board files, both colours and both first players, and
//! prints the first agent's share of the decisive games with its 95 % Wilson interval: how
//! MCTS's changes of issue 27 are measured (`uct:N` is the plain UCT it replaced).
//!
//! `cargo run --release --example mcts_strength -- [--games N] [--seed S] A B BOARD...`
//! with A and B `random`, `greedy`, `mcts:N` or `uct:N` (default 40 games, seed 1). Games come
//! in fours: each set-up with each side first and each agent on each side.

use savanna::frontend::load_board;
use savanna::game::balance::Strength;
use savanna::game::ladder::skill_step;

fn main() {
    let mut games = 40u32;
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
    if rest.len() < 3 {
        eprintln!("usage: mcts_strength [--games N] [--seed S] A B BOARD...");
        std::process::exit(2);
    }
    let (Some(a), Some(b)) = (Strength::parse(&rest[0]), Strength::parse(&rest[1])) else {
        eprintln!("agents: random, greedy, mcts:N, uct:N");
        std::process::exit(2);
    };
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
        let s = skill_step(&board, a, b, games, seed);
        let (rate, ci) = (
            s.stronger_share.rate.unwrap_or(f64::NAN),
            s.stronger_share.ci95.unwrap_or([f64::NAN; 2]),
        );
        println!(
            "{f}: {} against {}: {} games, wins {} as lions + {} as jackals, losses {}, draws {}: {:.1} % of decisive ({:.1}-{:.1}), {:.1} s",
            a.label(),
            b.label(),
            s.games,
            s.wins_as_lions,
            s.wins_as_jackals,
            s.losses,
            s.games - s.wins_as_lions - s.wins_as_jackals - s.losses,
            100.0 * rate,
            100.0 * ci[0],
            100.0 * ci[1],
            t.elapsed().as_secs_f64()
        );
    }
}
