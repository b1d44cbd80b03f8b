//! `balance --suggest`: the smallest change of the `game:` options that balances a board.
//!
//! Every change of one option by one step is tried (who moves first; the points per region of
//! each side, one more or one fewer; the quiet rounds, one more or one fewer; the combined
//! attack, the fit rule and the freeze rule switched), smallest first in that order, and each
//! changed board is measured as `balance` measures: by its exact value when it can be solved
//! within [`super::balance::DEFAULT_SOLVE_LIMIT`] (a draw under perfect play from the board's
//! first player is balanced), otherwise by MCTS self-play at the default budget (balanced when
//! the 95 % interval of the lions' share of decisive games lies within 40–60 %). The first
//! change that balances the board is suggested; when none does, the change that comes nearest.

use super::balance::{BalanceError, BalanceOptions, BalanceReport, Verdict, balance, exact_value};
use super::board::GameBoard;
use crate::input::game_rules::{Fit, Freeze, GameRules};
use serde::{Deserialize, Serialize};

/// Self-play games per changed board when it cannot be solved.
pub const SUGGEST_GAMES: u32 = 200;

/// One change tried and what it gave.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Tried {
    /// The change, as it is written in the board file's `game:` section: `first: lions`.
    pub change: String,
    /// What was measured, in words.
    pub evidence: String,
    /// True when the change balances the board.
    pub balanced: bool,
    /// How far from balanced (0: balanced; a draw for the first player under perfect play, or a
    /// lions' share of 50 %).
    pub distance: f64,
}

/// What `--suggest` found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Suggestion {
    /// Every change tried, in the order tried.
    pub tried: Vec<Tried>,
    /// The change suggested: the first that balances, else the nearest; `null` when nothing was
    /// tried.
    pub best: Option<Tried>,
}

/// The single-option changes of `rules`, smallest first, as `(text, rules)`.
pub fn changes(rules: &GameRules) -> Vec<(String, GameRules)> {
    let mut v = Vec::new();
    let mut push = |text: String, f: &dyn Fn(&mut GameRules)| {
        let mut r = rules.clone();
        f(&mut r);
        v.push((text, r));
    };
    let other = rules.first.other();
    push(format!("first: {other}"), &|r| r.first = other);
    for (name, now) in [
        ("lion_points", rules.lion_points),
        ("jackal_points", rules.jackal_points),
    ] {
        let lion = name == "lion_points";
        for n in [now.checked_sub(1), now.checked_add(1)]
            .into_iter()
            .flatten()
        {
            push(format!("{name}: {n}"), &|r| {
                if lion {
                    r.lion_points = n
                } else {
                    r.jackal_points = n
                }
            });
        }
    }
    for n in [
        rules.quiet_rounds.checked_sub(1),
        rules.quiet_rounds.checked_add(1),
    ]
    .into_iter()
    .flatten()
    {
        push(format!("quiet_rounds: {n}"), &|r| r.quiet_rounds = n);
    }
    let ca = !rules.combined_attack;
    push(format!("combined_attack: {ca}"), &|r| {
        r.combined_attack = ca
    });
    let fit = match rules.fit {
        Fit::AtEntry => Fit::AfterCapture,
        Fit::AfterCapture => Fit::AtEntry,
    };
    push(format!("fit: {}", fit_name(fit)), &|r| r.fit = fit);
    let fr = match rules.freeze {
        Freeze::Region => Freeze::Pieces,
        Freeze::Pieces => Freeze::Region,
    };
    push(format!("freeze: {}", freeze_name(fr)), &|r| r.freeze = fr);
    v
}

fn fit_name(f: Fit) -> &'static str {
    match f {
        Fit::AtEntry => "at_entry",
        Fit::AfterCapture => "after_capture",
    }
}

fn freeze_name(f: Freeze) -> &'static str {
    match f {
        Freeze::Region => "region",
        Freeze::Pieces => "pieces",
    }
}

/// Measures one board: exact when it can be solved, else self-play (unless `exact_only`: a change
/// of the first player, which self-play cannot see since it plays both orders); `(balanced,
/// distance from balanced, evidence)`.
///
/// # Errors
/// As [`balance`].
pub fn measure(
    board: &GameBoard,
    seed: u64,
    exact_only: bool,
) -> Result<(bool, f64, String), BalanceError> {
    if let Some(e) = exact_value(board, super::balance::DEFAULT_SOLVE_LIMIT) {
        let first = board.rules.first;
        let v = match first {
            crate::input::game_rules::Side::Jackals => &e.jackals_first,
            crate::input::game_rules::Side::Lions => &e.lions_first,
        };
        let d = e.distance_from_draw(&board.rules, board.len() as u32);
        let mine = match (v.winner, v.by, v.points) {
            (None, _, _) => 0.0,
            (Some(_), super::outcome::EndReason::Points, Some([l, j])) => {
                1.0 + f64::from(l.abs_diff(j)) / 100.0
            }
            _ => 2.0,
        };
        return Ok((
            v.winner.is_none(),
            mine + d / 100.0,
            format!("{} with perfect play ({})", v.describe(), e.sentence(first)),
        ));
    }
    if exact_only {
        return Ok((
            false,
            f64::INFINITY,
            "not measured: the board cannot be solved within the limit, and self-play plays both first players".into(),
        ));
    }
    let opts = BalanceOptions {
        games: SUGGEST_GAMES,
        seed,
        ..BalanceOptions::default()
    };
    let r: BalanceReport = balance(board, &opts, &|| {})?;
    let (rate, c) = (
        r.lions_share.rate.unwrap_or(0.5),
        r.lions_share.ci95.unwrap_or([0.0, 1.0]),
    );
    Ok((
        r.verdict == Some(Verdict::Balanced),
        (rate - 0.5).abs(),
        format!(
            "at {} self-play ({} games) the lions win {:.1} % of decisive games (95 % {:.1}–{:.1} %), {}",
            r.strength,
            r.games,
            100.0 * rate,
            100.0 * c[0],
            100.0 * c[1],
            r.verdict_text()
        ),
    ))
}

/// Tries the [`changes`] of `board`'s rules, stopping at the first that balances it.
/// `progress(change)` is called before each. `now` is the board's own report (a board already
/// balanced gets no suggestion but says so).
///
/// # Errors
/// As [`balance`].
pub fn suggest(
    board: &GameBoard,
    now: &BalanceReport,
    seed: u64,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Suggestion, BalanceError> {
    let _ = now;
    let mut tried: Vec<Tried> = Vec::new();
    for (text, rules) in changes(&board.rules) {
        progress(&text);
        let mut b = board.clone();
        b.rules = rules;
        // A change the board's set-up cannot be played with is skipped with its reason.
        let exact_only = b.rules.first != board.rules.first;
        let (balanced, distance, evidence) = match measure(&b, seed, exact_only) {
            Ok(m) => m,
            Err(BalanceError::Setup(e)) => (false, f64::INFINITY, format!("not playable: {e}")),
            Err(e) => return Err(e),
        };
        tried.push(Tried {
            change: text,
            evidence,
            balanced,
            distance,
        });
        if balanced {
            break;
        }
    }
    let best = tried
        .iter()
        .find(|t| t.balanced)
        .or_else(|| {
            tried
                .iter()
                .filter(|t| t.distance.is_finite())
                .min_by(|a, b| a.distance.total_cmp(&b.distance))
        })
        .cloned();
    Ok(Suggestion { tried, best })
}
