//! Profile of a solve's work (issue 27): per material class, its placements and, on a sample of
//! placements, the distinct end-of-turn results per side (quiet and capturing), the turn states
//! expanded and the time per placement.
//! `cargo run --release --example solve_profile -- BOARD [SAMPLE]`
use savanna::frontend::load_board;
use savanna::game::Side;
use savanna::game::solve::jackals::JackalTurns;
use savanna::game::solve::position_of;
use savanna::game::solve::rank::ClassIndex;
use savanna::game::turns::TurnResults;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let board =
        load_board(&std::fs::read_to_string(&args[0]).unwrap()).unwrap_or_else(|_| panic!());
    let sample: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let mut tr = TurnResults::new();
    let mut jt = JackalTurns::new(&board);
    let mut fast = 0f64;
    let mut partial = 0f64;
    let (mut tot_p, mut tot_q, mut tot_c, mut tot_t) = (0f64, [0f64; 2], [0f64; 2], [0f64; 2]);
    let mut tot_time = [0f64; 2];
    for l in 1..=board.lions {
        for j in 1..=board.jackals {
            let idx = ClassIndex::new(&board, l, j);
            let n = idx.len();
            if n == 0 {
                continue;
            }
            tot_p += n as f64;
            let step = (n / sample).max(1);
            let mut cnt = 0f64;
            let mut q = [0f64; 2];
            let mut c = [0f64; 2];
            let mut ts = [0f64; 2];
            let mut tm = [0f64; 2];
            let mut p = 0;
            while p < n {
                let mut cells = vec![(0u16, 0u16); board.len()];
                idx.unrank(p, |i, a, b| cells[i] = (a, b));
                cnt += 1.0;
                for (s, side) in [Side::Lions, Side::Jackals].into_iter().enumerate() {
                    let mut pos = position_of(&board, side, 0, |i| cells[i]);
                    let (l0, j0) = (pos.lions, pos.jackals);
                    let t = std::time::Instant::now();
                    tr.for_each(&board, &mut pos, |r| {
                        if r.lions == l0 && r.jackals == j0 {
                            q[s] += 1.0
                        } else {
                            c[s] += 1.0
                        }
                    });
                    tm[s] += t.elapsed().as_secs_f64();
                    ts[s] += tr.expanded() as f64;
                }
                if let Some(jt) = jt.as_mut() {
                    let t = std::time::Instant::now();
                    let mut k = 0u64;
                    jt.for_each(|i| cells[i], |_| k += 1);
                    fast += t.elapsed().as_secs_f64() * step as f64;
                    partial += jt.partial() as f64 * step as f64;
                    std::hint::black_box(k);
                }
                p += step;
            }
            let f = n as f64 / cnt;
            for s in 0..2 {
                tot_q[s] += q[s] * f;
                tot_c[s] += c[s] * f;
                tot_t[s] += ts[s] * f;
                tot_time[s] += tm[s] * f;
            }
            println!(
                "L{l} J{j}: {n:>9} placements; per placement lions q {:.1} c {:.1} ts {:.1} {:.2} us; jackals q {:.1} c {:.1} ts {:.1} {:.2} us",
                q[0] / cnt,
                c[0] / cnt,
                ts[0] / cnt,
                tm[0] / cnt * 1e6,
                q[1] / cnt,
                c[1] / cnt,
                ts[1] / cnt,
                tm[1] / cnt * 1e6
            );
        }
    }
    println!(
        "total placements {tot_p:.3e}; jackals by sums {fast:.1} s, {partial:.3e} partial placements"
    );
    for (s, name) in ["lions", "jackals"].iter().enumerate() {
        println!(
            "{name}: quiet {:.3e} capture {:.3e} turn states {:.3e} generation {:.1} s",
            tot_q[s], tot_c[s], tot_t[s], tot_time[s]
        );
    }
}
