//! How `--balanced` measures a candidate and how far it is from balanced: [`measure`] (as
//! `savanna balance` measures), [`rank`] and [`imbalance`].

use super::{BALANCE_SEED, Balanced};
use crate::game::GameBoard;
use crate::game::balance::{BalanceOptions, BalanceReport};
use crate::game::budget::Budget;

/// How far a balance report is from even: |lions' share of decisive games - 1/2| (1/2 when no
/// game was decisive).
pub fn imbalance(r: &BalanceReport) -> f64 {
    if r.lions_share.decisive == 0 {
        0.5
    } else {
        (r.lions_share.rate.unwrap_or(0.5) - 0.5).abs()
    }
}

/// How far a measured candidate is from balanced, as `(class, distance)`, smaller first: class 0
/// when it was solved (distance [`crate::game::balance::Exact::distance_from_draw`]: 0 a draw
/// for both first players), 1 when its ladder converged, 2 when it did not, 3 with neither
/// (distance [`imbalance`] of the top ladder level, or of the self-play).
pub fn rank(game: &GameBoard, r: &BalanceReport) -> (u8, f64) {
    if let Some(e) = &r.exact {
        return (0, e.distance_from_draw(&game.rules, game.len() as u32));
    }
    match &r.ladder {
        Some(l) => {
            let d = l
                .top()
                .map_or(0.5, |t| (t.lions_share.rate.unwrap_or(0.5) - 0.5).abs());
            (if l.converged { 1 } else { 2 }, d)
        }
        None => (3, imbalance(r)),
    }
}

/// Measures a candidate as `savanna balance` does: self-play, then the exact value when it can
/// be solved within `b.solve_limit`, else a ladder of `b.games`
/// games per level from MCTS `b.ladder[0]` up to `b.ladder[1]` ([`LADDER_TO`] by default).
///
/// # Errors
/// As [`balance`](crate::game::balance::balance).
pub fn measure(
    game: &GameBoard,
    b: &Balanced,
) -> Result<BalanceReport, crate::game::balance::BalanceError> {
    measure_within(game, b, &Budget::unlimited())
}

/// [`measure`] within `budget`: the solve first, stopped at the earlier of the deadline and
/// `b.solve_limit` from now ([`crate::game::exact::solve_exact`]; without a deadline judged
/// from the solver's estimate, as [`crate::game::balance::exact_value`]), then self-play and the
/// ladder, starting no game after the deadline; [`BalanceReport::untried`] says what was left.
///
/// # Errors
/// As [`balance`](crate::game::balance::balance).
pub fn measure_within(
    game: &GameBoard,
    b: &Balanced,
    budget: &Budget,
) -> Result<BalanceReport, crate::game::balance::BalanceError> {
    let mut untried = Vec::new();
    let exact = if b.solve_limit.is_zero() {
        None
    } else if budget.is_limited() {
        let a = crate::game::exact::solve_exact(
            game,
            &budget.within(b.solve_limit.as_secs_f64()),
            None,
        );
        if let (None, Some(why)) = (a.exact(), a.why_not())
            && !matches!(a, crate::game::exact::ExactAttempt::Refused(_))
        {
            untried.push(format!("the exact value: {why}"));
        }
        a.exact().cloned()
    } else {
        crate::game::balance::exact_value(game, b.solve_limit)
    };
    let mut r = crate::game::balance::balance_within(game, &balance_options(b), budget, &|| {})?;
    untried.append(&mut r.untried);
    r.exact = exact;
    if r.exact.is_none() {
        let lopts = crate::game::ladder::LadderOptions {
            games: b.games.max(4),
            seed: BALANCE_SEED,
            from: b.ladder[0],
            to: b.ladder[1],
        };
        let (l, cut) = crate::game::ladder::ladder_within(game, &lopts, budget, &|_| {})?;
        untried.extend(cut);
        r.ladder = Some(l);
    }
    r.untried = untried;
    r.summary = crate::game::in_words::summary(&r, game.rules.first);
    Ok(r)
}

/// `generate --balanced`'s time budget by default (seconds): a few minutes.
pub const DEFAULT_TIME: f64 = 300.0;

/// The highest MCTS budget of a candidate's ladder under `--balanced`.
pub const LADDER_TO: u32 = 200;

/// The balance options a candidate is played with.
pub fn balance_options(b: &Balanced) -> BalanceOptions {
    BalanceOptions {
        games: b.games,
        seed: BALANCE_SEED,
        agent: b.agent,
        mcts_budget: b.budget,
    }
}

pub(super) fn pct(x: f64) -> String {
    format!("{:.1} %", 100.0 * x)
}
