//! The exact value within a time budget ([`solve_exact`]) and the report's headline, the truth
//! first ([`headline`]) (issues 42 and 37.3).

use super::balance::{BalanceReport, Exact, SOLVE_MEMORY, exact_of};
use crate::game::rules::board::GameBoard;
use crate::input::game_rules::Side;

/// Placements x sides the solver values a second at best: the fastest rate measured (an
/// 8-region board, both cores of a quiet 2-core machine; see [`super::balance::SOLVE_WORK_PER_SECOND`]). A solve
/// that would not finish within its budget even at this rate is not started
/// ([`ExactAttempt::TooLong`]).
pub const SOLVE_WORK_PER_SECOND_BEST: f64 = 460_000.0;

/// What came of solving a board for its exact value within a budget ([`solve_exact`]).
#[derive(Debug, Clone, PartialEq)]
pub enum ExactAttempt {
    /// Solved: the value for both first players.
    Solved(Exact),
    /// Stopped at the budget's deadline: `done` of `work` units of turn generation
    /// ([`crate::game::solve::Estimate::work`]) were done.
    Stopped {
        /// Units done.
        done: u64,
        /// Units in the whole solve.
        work: u64,
        /// The seconds the solve was given ([`super::budget::Budget::given`]).
        given: f64,
    },
    /// Not started: even at [`SOLVE_WORK_PER_SECOND_BEST`] it would take `need` seconds, more
    /// than the `left` seconds the budget gives it.
    TooLong {
        /// Seconds the solve needs at the best rate measured.
        need: f64,
        /// Seconds the budget had left.
        left: f64,
    },
    /// The solver refuses the board: an option it does not solve, no set-up to value, or values
    /// larger than [`SOLVE_MEMORY`] (the solver's message).
    Refused(String),
}

impl ExactAttempt {
    /// The exact value when solved.
    pub fn exact(&self) -> Option<&Exact> {
        match self {
            ExactAttempt::Solved(e) => Some(e),
            _ => None,
        }
    }

    /// Why there is no exact value, in words ("the solve was stopped when its time budget (60 s)
    /// was reached, 40 % of the way through its turns"); `None` when solved.
    pub fn why_not(&self) -> Option<String> {
        match self {
            ExactAttempt::Solved(_) => None,
            ExactAttempt::Stopped { done, work, given } => Some(format!(
                "the solve was stopped when its time budget{} was reached, {} % of the way through its turns",
                if given.is_finite() {
                    format!(" ({})", super::budget::seconds_words(*given))
                } else {
                    String::new()
                },
                if *work == 0 { 0 } else { done * 100 / work }
            )),
            ExactAttempt::TooLong { need, left } => Some(format!(
                "the solve would take at least {} here, more than the {} it may take",
                super::budget::seconds_words(*need),
                super::budget::seconds_words(*left)
            )),
            ExactAttempt::Refused(why) => Some(format!("the solver refuses the board: {why}")),
        }
    }
}

/// Solves `board` for its value under perfect play for both first players, stopping at
/// `budget`'s deadline (a deadline, not an estimate: the solver polls it between batches of
/// placements, [`crate::game::solve::Limits::stop`]); a solve that could not finish within the
/// budget even at [`SOLVE_WORK_PER_SECOND_BEST`] is not started. `progress` is the solver's
/// ([`crate::game::solve::Limits::progress`], out of [`crate::game::solve::Estimate::work`]).
/// Within [`SOLVE_MEMORY`].
pub fn solve_exact(
    board: &GameBoard,
    budget: &super::budget::Budget,
    progress: Option<&(dyn Fn(u64) + Sync)>,
) -> ExactAttempt {
    use crate::game::solve::{Limits, SolveError, estimate, solve};
    // What the solve may take, read before the estimate's own milliseconds: a `--solve-limit 10`
    // is announced as the 10 s it is, not as 9.99 s.
    let allowed = budget.remaining();
    let est = match estimate(board) {
        Ok(e) => e,
        Err(e) => return ExactAttempt::Refused(e.to_string()),
    };
    if let Some(left) = allowed {
        let need = est.work as f64 / SOLVE_WORK_PER_SECOND_BEST;
        if need > left {
            return ExactAttempt::TooLong { need, left };
        }
    }
    let stop = || budget.expired();
    let limits = Limits {
        max_memory: Some(SOLVE_MEMORY),
        progress,
        stop: Some(&stop),
    };
    match solve(board, &[Side::Jackals, Side::Lions], &limits) {
        Ok(sol) => match (sol.jackals_first.as_ref(), sol.lions_first.as_ref()) {
            (Some(j), Some(l)) => ExactAttempt::Solved(exact_of(j, l)),
            _ => ExactAttempt::Refused("no value for a first player".into()),
        },
        Err(SolveError::Stopped { done, work }) => ExactAttempt::Stopped {
            done,
            work,
            given: budget.given(),
        },
        Err(e) => ExactAttempt::Refused(e.to_string()),
    }
}

/// The report's first sentence, the truth first (issue 37, part 3): on a solved board its exact
/// value under perfect play ([`Exact::sentence`], from the board's own first player `first`),
/// with a pointer to the strengths measured below it; otherwise the strength ladder's
/// verdict when it converged, else the self-play's verdict at its strength, each saying that
/// it is not the exact value. One text for every front end.
///
/// ```
/// use savanna::game::balance::{BalanceOptions, Exact, ExactValue, report};
/// use savanna::game::exact::headline;
/// use savanna::game::{EndReason, GameBoard, GameRules, Side};
/// let b = GameBoard::from_tables(&[vec![2], vec![1]], &[(1, 1); 2], &vec![vec![1, 0]; 2], 1, 1,
///     GameRules::default());
/// let mut r = report(&b, &BalanceOptions::default(), &[]);
/// // No game and no value: the time budget was spent before anything was measured.
/// assert!(headline(&r, Side::Jackals).starts_with("not measured: the time budget was spent"));
/// let side = |winner| ExactValue::new(winner, EndReason::Elimination, None, 3, 5, 21);
/// r.exact = Some(Exact { jackals_first: side(Some(Side::Jackals)), lions_first: side(Some(Side::Jackals)) });
/// assert!(headline(&r, Side::Jackals).starts_with(
///     "the jackals win by elimination with perfect play when the jackals move first; the jackals win by elimination when the lions do"));
/// ```
pub fn headline(r: &BalanceReport, first: Side) -> String {
    super::in_words::headline_in(r, first, crate::i18n::Lang::En)
}
