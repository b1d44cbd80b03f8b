//! What the measure of how forgiving a board is (issue 40.2) costs over a plain solve: the
//! table's solve, then, for each first player, the principal variation alone and the forgiving
//! figures (a walk of the same line that enumerates every legal turn and looks each up), each
//! timed as the best of `REPEATS` runs; with the sentences.
//! `cargo run --release --example forgiving_cost -- BOARD [REPEATS]`
use savanna::frontend::load_board;
use savanna::game::solve::{Limits, forgiving, principal_variation, setup_of, solve_table};
use savanna::game::{Position, Side};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: forgiving_cost BOARD [REPEATS]");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(path).expect("a readable board file");
    let board = load_board(&text).unwrap_or_else(|_| panic!("{path}: not a board"));
    let repeats: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let setup = setup_of(&board).expect("a board with a set-up");
    let t = Instant::now();
    let (table, _) = solve_table(&board, &Limits::default()).expect("solved");
    let solve_s = t.elapsed().as_secs_f64();
    println!("solve_table: {solve_s:.2} s");
    let best = |f: &mut dyn FnMut()| {
        (0..repeats.max(1))
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min)
    };
    let mut total = 0.0;
    for first in [Side::Jackals, Side::Lions] {
        let pv = best(&mut || {
            let mut pos = Position::start(&board, &setup.lions, setup.jackals, first);
            std::hint::black_box(principal_variation(&board, &table, &mut pos));
        });
        let mut f = None;
        let fg = best(&mut || f = Some(forgiving(&board, &table, &setup, first)));
        let f = f.expect("one run");
        let legal: u64 = f.turns.iter().map(|c| u64::from(c.legal)).sum();
        total += fg;
        println!(
            "{first} first: line {} turns, {legal} legal turns looked up; principal variation {:.1} ms, forgiving {:.1} ms\n  {}",
            f.turns.len(),
            pv * 1e3,
            fg * 1e3,
            f.sentence
        );
    }
    println!(
        "forgiving, both first players: {:.1} ms, {:.2} % of the solve",
        total * 1e3,
        100.0 * total / solve_s
    );
}
