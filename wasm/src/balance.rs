//! `balance`: the exact value first, within a real deadline on JavaScript's clock, then
//! self-play one game at a time (each game reports progress and may cancel), and the library's
//! headline beside the report (issue 37.3).

use crate::game::{agent, load_game};
use crate::{command, failure, progress, usage};
use savanna::game::agents::AgentKind;
use savanna::game::exact::{ExactAttempt, solve_exact};
use savanna::game::in_words::headline_in;
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The most seconds `solveLimit` may give (a week, as the CLI's durations).
const MAX_SOLVE_LIMIT: f64 = 7.0 * 24.0 * 3600.0;

/// The options of `balance` (savanna.d.ts: `BalanceOptions`); the source is the board.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct BalanceReq {
    path: Option<String>,
    games: Option<u32>,
    agent: Option<String>,
    seed: Option<u64>,
    budget: Option<u32>,
    /// Climb the strength ladder when there is no exact value (default false here: the CLI's
    /// default is true, but in a page it takes minutes).
    ladder: bool,
    /// Seconds the solver may take for the exact value: a deadline on `env.savanna_now()` (the
    /// solve stops there and the reply says so); 0 (default here): do not solve.
    solve_limit: Option<f64>,
    /// The language of `headline` (`savanna balance --lang`); default English. The report's
    /// JSON and `whyNot` stay English.
    lang: Option<savanna::i18n::Lang>,
}

/// `savanna balance --format json` (game-balance schema in `output`): first, with `solveLimit`,
/// the exact value within that many seconds (progress through `env.savanna_solving(done,
/// total)`, units of the solver's work), then the games (progress through
/// `env.savanna_progress(done, total)` after every game); a return of 1 from either cancels
/// (`{ok: false, cancelled: true}`). Beside `output`: `headline`, the report's first sentence
/// for every front end ([`headline_in`]: the exact value first, in `lang`), and
/// `whyNot`, why there is no exact value when a solve was asked for and gave none (else null).
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn balance(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: BalanceReq, src| {
        (balance_reply(&r, src).unwrap_or_else(|e| e), Vec::new())
    })
}

/// The reply of a cancelled run.
fn cancelled() -> Value {
    json!({ "ok": false, "exit": 130, "cancelled": true, "text": "cancelled\n", "stderr": "cancelled\n" })
}

/// The exact value within `limit` seconds on JavaScript's clock, reporting the solver's
/// progress; `None` when JavaScript cancelled. A cancel reads as the deadline passing (the clock
/// the budget reads jumps to infinity), so the solver stops at its next poll.
fn solve_within(board: &savanna::game::GameBoard, limit: f64) -> Option<ExactAttempt> {
    use savanna::game::budget::Budget;
    let work = savanna::game::solve::estimate(board).map_or(0, |e| e.work) as f64;
    let cancel = AtomicBool::new(false);
    let clock = || {
        if cancel.load(Ordering::Relaxed) {
            f64::INFINITY
        } else {
            crate::now()
        }
    };
    let budget = Budget::new(&clock, limit);
    if crate::solving(0.0, work) {
        return None;
    }
    let done = AtomicU64::new(0);
    let inc = |n: u64| {
        let d = done.fetch_add(n, Ordering::Relaxed) + n;
        if crate::solving(d as f64, work) {
            cancel.store(true, Ordering::Relaxed);
        }
    };
    let attempt = solve_exact(board, &budget, Some(&inc));
    (!cancel.load(Ordering::Relaxed)).then_some(attempt)
}

fn balance_reply(r: &BalanceReq, src: Vec<u8>) -> Result<Value, Value> {
    use savanna::game::balance::{BalanceOptions, balance_game, check_options, report};
    let (agent, ab) = agent(r.agent.as_deref().unwrap_or("mcts")).map_err(|m| usage(&m))?;
    if agent == AgentKind::Human {
        return Err(usage(
            "balance plays agents against each other, not a person",
        ));
    }
    let mcts = matches!(agent, AgentKind::Mcts | AgentKind::Uct);
    let opts = BalanceOptions {
        games: r.games.unwrap_or(if mcts { 200 } else { 1000 }),
        seed: r.seed.unwrap_or(1),
        agent,
        mcts_budget: r
            .budget
            .or(ab)
            .unwrap_or(savanna::game::agents::DEFAULT_MCTS_BUDGET),
    };
    check_options(&opts).map_err(|e| usage(&e.to_string()))?;
    let limit = r.solve_limit.unwrap_or(0.0);
    if !(limit.is_finite() && (0.0..=MAX_SOLVE_LIMIT).contains(&limit)) {
        return Err(usage(&format!(
            "solveLimit: give seconds from 0 (do not solve) to {MAX_SOLVE_LIMIT} (a week), not {limit}"
        )));
    }
    let board = load_game(r.path.as_deref(), src)?;
    let stderr = savanna::game::play::setup_note(&board)
        .map(|n| format!("note: {n}\n"))
        .unwrap_or_default();
    savanna::game::play::game_setup(
        &board,
        &mut savanna::game::play::GameRng::new(opts.seed, 1 << 63),
    )
    .map_err(|e| failure(&e.to_string()))?;
    // The truth first (issue 37.3): the exact value within its deadline, as the CLI's
    // `balance --solve-limit` (src/cli/balance.rs) solves it, before any game.
    let mut untried = Vec::new();
    let mut exact = None;
    let mut why_not = None;
    if limit > 0.0 {
        let Some(attempt) = solve_within(&board, limit) else {
            return Ok(cancelled());
        };
        why_not = attempt.why_not();
        if let (Some(why), ExactAttempt::Stopped { .. } | ExactAttempt::TooLong { .. }) =
            (&why_not, &attempt)
        {
            untried.push(format!("the exact value: {why}"));
        }
        exact = attempt.exact().cloned();
    }
    // The library's `balance`, one game at a time (the same games in the same order: the same
    // report), so that each game reports progress and may cancel.
    let total = f64::from(opts.games);
    let mut results = Vec::new();
    for g in 0..u64::from(opts.games) {
        if let Some(x) = balance_game(&board, &opts, g) {
            results.push(x);
        }
        if progress((g + 1) as f64, total) {
            return Ok(cancelled());
        }
    }
    let mut rep = report(&board, &opts, &results);
    rep.exact = exact;
    if rep.exact.is_none() && r.ladder {
        let lopts = savanna::game::ladder::LadderOptions {
            seed: opts.seed,
            ..Default::default()
        };
        rep.ladder = Some(
            savanna::game::ladder::ladder(&board, &lopts, &|_| {})
                .map_err(|e| failure(&e.to_string()))?,
        );
    }
    untried.append(&mut rep.untried);
    rep.untried = untried;
    rep.summary = savanna::game::in_words::summary(&rep, board.rules.first);
    let s = serde_json::to_string_pretty(&rep).unwrap_or_default() + "\n";
    Ok(json!({
        "ok": true, "exit": 0, "output": s, "text": stderr, "stderr": stderr,
        "headline": headline_in(&rep, board.rules.first, r.lang.unwrap_or_default()), "whyNot": why_not,
    }))
}
