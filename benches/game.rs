//! The game engine's speed on examples/classic.yaml: random-agent games, a greedy balance run of
//! 1000 games, and MCTS games at a stated budget. `cargo bench --bench game`.
//!
//! The machine is shared: read the figures as CPU time per game under load.

use criterion::{Criterion, criterion_group, criterion_main};
use savanna::frontend::load_board;
use savanna::game::agents::{AgentKind, MctsAgent, RandomAgent};
use savanna::game::balance::{BalanceOptions, balance};
use savanna::game::play::{GameRng, game_setup, play_game};
use savanna::game::{GameBoard, Position, Side};
use std::hint::black_box;
use std::time::Duration;

fn classic() -> GameBoard {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/classic.yaml"
    ))
    .expect("examples/classic.yaml");
    load_board(&text).expect("classic plays")
}

fn bench(c: &mut Criterion) {
    let b = classic();
    let setup = game_setup(&b, &mut GameRng::new(1, 1)).expect("set-up");
    let mut g = c.benchmark_group("game");
    g.measurement_time(Duration::from_secs(5));
    let mut n = 0u64;
    g.bench_function("random game (classic)", |bench| {
        bench.iter(|| {
            n += 1;
            let start = Position::start(&b, &setup.lions, setup.jackals, Side::Jackals);
            let (mut x, mut y) = (RandomAgent, RandomAgent);
            black_box(
                play_game(&b, start, [&mut x, &mut y], &mut GameRng::new(1, n), false).outcome,
            )
        })
    });
    g.sample_size(10);
    g.bench_function("mcts game, 50 iterations per action (classic)", |bench| {
        bench.iter(|| {
            n += 1;
            let start = Position::start(&b, &setup.lions, setup.jackals, Side::Jackals);
            let (mut x, mut y) = (MctsAgent::new(50), MctsAgent::new(50));
            black_box(
                play_game(&b, start, [&mut x, &mut y], &mut GameRng::new(1, n), false).outcome,
            )
        })
    });
    g.bench_function("balance --games 1000 --agent greedy (classic)", |bench| {
        bench.iter(|| {
            let opts = BalanceOptions {
                games: 1000,
                seed: 1,
                agent: AgentKind::Greedy,
                ..Default::default()
            };
            black_box(balance(&b, &opts, &|| {}).expect("balance").lions.wins)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
