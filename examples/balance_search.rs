//! Searches the set-ups of board files for the most balanced ones: every set-up (one lion in each
//! of `lions` distinct regions that hold a lion, the pack in a region that holds it at least
//! `rules.min_pack_distance` borders from every lion) is played by self-play at two agent
//! strengths (random and greedy) with the board's rules, and the set-ups are listed by how far
//! the worse of the two lions' shares of decisive games lies from 50 %.
//!
//! Reproducible: every balance run uses seed 1 (`savanna balance --seed 1`), so the same files
//! and game counts print the same table.
//!
//! `cargo run --release --example balance_search -- [--games N] [--top K] BOARD...`
//! (default 200 games per set-up and agent, top 10).

use savanna::frontend::load_board;
use savanna::game::agents::AgentKind;
use savanna::game::balance::{BalanceOptions, balance};
use savanna::ids::RegionId;

fn main() {
    let mut games = 200u32;
    let mut top = 10usize;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--games" => games = args.next().and_then(|s| s.parse().ok()).unwrap_or(games),
            "--top" => top = args.next().and_then(|s| s.parse().ok()).unwrap_or(top),
            _ => files.push(a),
        }
    }
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            eprintln!("{f}: cannot read");
            std::process::exit(1);
        };
        let mut board = match load_board(&text) {
            Ok(b) => b,
            Err(d) => {
                eprintln!("{f}: cannot be played: {}", d[0].message);
                std::process::exit(1);
            }
        };
        let n = board.len();
        let lion_regions: Vec<usize> = (0..n).filter(|&i| board.lion_capacity[i] >= 1).collect();
        let pack_regions: Vec<usize> = (0..n)
            .filter(|&i| board.jackal_capacity[i] >= board.jackals)
            .collect();
        let l = board.lions as usize;
        let mut setups: Vec<(Vec<usize>, usize)> = Vec::new();
        let mut combo: Vec<usize> = (0..l).collect();
        if lion_regions.len() >= l {
            loop {
                let lions: Vec<usize> = combo.iter().map(|&k| lion_regions[k]).collect();
                for &p in &pack_regions {
                    let far = lions
                        .iter()
                        .all(|&x| u32::from(board.distance(x, p)) >= board.min_pack_distance);
                    if !lions.contains(&p) && far {
                        setups.push((lions.clone(), p));
                    }
                }
                // next combination of l out of lion_regions.len()
                let m = lion_regions.len();
                let Some(i) = (0..l).rev().find(|&i| combo[i] < m - l + i) else {
                    break;
                };
                combo[i] += 1;
                for j in i + 1..l {
                    combo[j] = combo[j - 1] + 1;
                }
            }
        }
        eprintln!(
            "{f}: {} set-ups, {games} games each at two strengths",
            setups.len()
        );
        let mut rows = Vec::new();
        for (lions, pack) in setups {
            let ids: Vec<RegionId> = lions.iter().map(|&i| RegionId(i as u32 + 1)).collect();
            board.setup = Some((ids, Some(RegionId(pack as u32 + 1))));
            let mut shares = Vec::new();
            for agent in [AgentKind::Random, AgentKind::Greedy] {
                let opts = BalanceOptions {
                    games,
                    seed: 1,
                    agent,
                    ..BalanceOptions::default()
                };
                let r = balance(&board, &opts, &|| {}).expect("set-up is playable");
                shares.push((
                    r.lions_share.rate.unwrap_or(f64::NAN),
                    r.lions_share.ci95.unwrap_or([f64::NAN; 2]),
                    r.verdict_text(),
                ));
            }
            let worst = shares.iter().map(|s| (s.0 - 0.5).abs()).fold(0.0, f64::max);
            rows.push((worst, lions, pack, shares));
        }
        rows.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
        println!("{f}");
        for (_, lions, pack, shares) in rows.iter().take(top) {
            let name = |i: usize| board.title(RegionId(i as u32 + 1));
            let ls: Vec<String> = lions.iter().map(|&i| name(i)).collect();
            print!("  lions [{}]  pack {}", ls.join(", "), name(*pack));
            for (rate, ci, v) in shares {
                print!(
                    "  | {:.1} % ({:.1}-{:.1}) {v}",
                    rate * 100.0,
                    ci[0] * 100.0,
                    ci[1] * 100.0
                );
            }
            println!();
        }
    }
}
