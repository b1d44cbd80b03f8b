//! The search's loop ([`fair_within`]): steps, the cache, climbing and restarts.

use super::evaluate::{Checked, Evidence, Valued, check, evidence, value};
use super::moves::{Layout, neighbour};
use super::{
    Counts, FAIR_STREAM, FairOptions, FairResult, MAX_FAILED_STEPS, MAX_PROPOSED, RESTART_AFTER,
    RULE_SHARE, Stopped,
};
use crate::game::budget::Budget;
use crate::game::play::GameRng;
use crate::generate::draw::Scale;
use crate::generate::{
    CLEARANCE, GenerateError, GenerateOptions, MIN_ANGLE_DEG, SPACING, candidate,
};
use std::collections::BTreeMap;

/// A fresh board: candidate `index` of the seed, checked with the default rules.
fn fresh(
    opts: &GenerateOptions,
    index: u32,
    places: &[String],
) -> Result<Option<Checked>, GenerateError> {
    let c = candidate(opts, index)?;
    let layout = Layout {
        w: opts.frame.width,
        h: opts.frame.height,
        lines: c.lines,
    };
    Ok(check(opts, &layout, places, &c.game.rules))
}

/// A step from `cur` (see [`super::moves`]); with `allow_rules`, sometimes a `game:` option
/// changed instead. `None` when the step's board fails the checks.
fn step(
    opts: &GenerateOptions,
    cur: &Checked,
    places: &[String],
    allow_rules: bool,
    rng: &mut GameRng,
    sc: &Scale,
    lion: f64,
) -> Option<Checked> {
    if allow_rules && rng.unit() < RULE_SHARE {
        let edits: Vec<_> = crate::game::changes::option_edits(&cur.rules)
            .into_iter()
            .filter(|e| !matches!(e, crate::game::changes::Edit::First(_)))
            .collect();
        let e = edits.get(rng.below(edits.len().max(1)))?;
        let mut g = cur.game.clone();
        e.apply_to(&mut g);
        return check(opts, &cur.layout, places, &g.rules);
    }
    let next = neighbour(&cur.layout, opts.regions, lion, rng, sc)?;
    check(opts, &next, places, &cur.rules)
}

/// Runs the search (see [`super`]) within `budget`; `progress` is told the boards valued so
/// far and the fairest found, in words, after each.
///
/// # Errors
/// Options out of range, or no board drawn for the seed at all (as `generate`).
pub fn fair_within(
    opts: &GenerateOptions,
    fair: &FairOptions,
    budget: &Budget,
    progress: &dyn Fn(u32, &str),
) -> Result<FairResult, GenerateError> {
    opts.validate()?;
    let start = candidate(opts, 0)?;
    let places: Vec<String> = start
        .game
        .names
        .iter()
        .enumerate()
        .map(|(i, n)| n.clone().unwrap_or_else(|| format!("Region {}", i + 1)))
        .collect();
    let mm = opts.frame.units.mm_per_unit();
    let lion = crate::input::DEFAULT_LION_DIAMETER_MM / mm;
    let sc = Scale {
        spacing: SPACING * lion,
        clearance: CLEARANCE * lion,
        sin_min: libm::sin(MIN_ANGLE_DEG.to_radians()),
        per_unit: mm,
    };
    let mut rng = GameRng::new(opts.seed, FAIR_STREAM);
    let mut n = Counts::default();
    let mut cache: BTreeMap<String, Valued> = BTreeMap::new();
    let mut cur: Option<(Checked, Valued)> = None;
    let mut best: Option<(Checked, Valued, Option<Evidence>)> = None;
    let mut next_fresh = 0u32;
    let mut stale = 0u32;
    let mut failed = 0u32;
    let stopped = loop {
        if best
            .as_ref()
            .is_some_and(|b| b.1.fairness.class == super::Class::DrawForBoth)
        {
            break Stopped::Found;
        }
        if fair.candidates.is_some_and(|k| n.valued >= k) {
            break Stopped::Candidates;
        }
        if n.proposed > 0 && budget.expired() {
            break Stopped::Time;
        }
        if n.proposed >= MAX_PROPOSED {
            break Stopped::Proposals;
        }
        n.proposed += 1;
        let restart = cur.is_none() || stale >= RESTART_AFTER || failed >= MAX_FAILED_STEPS;
        let board = match (&cur, restart) {
            (Some((c, _)), false) => step(opts, c, &places, fair.allow_rules, &mut rng, &sc, lion),
            _ => {
                if cur.is_some() {
                    n.restarts += 1;
                }
                stale = 0;
                failed = 0;
                next_fresh += 1;
                match fresh(opts, next_fresh - 1, &places) {
                    Ok(b) => b,
                    // A later candidate of the seed that cannot be drawn ends nothing: the
                    // next is tried (the first was drawn above).
                    Err(_) if next_fresh > 1 => None,
                    Err(e) => return Err(e),
                }
            }
        };
        let Some(board) = board else {
            failed += 1;
            continue;
        };
        failed = 0;
        let v = match cache.get(&board.text) {
            Some(v) => {
                n.cached += 1;
                stale += 1;
                v.clone()
            }
            None => {
                let Some((v, table)) = value(&board, fair.solve_limit, budget) else {
                    failed += 1;
                    continue;
                };
                n.valued += 1;
                n.solved += u32::from(v.solved);
                n.setups += v.setups as u64;
                cache.insert(board.text.clone(), v.clone());
                if best
                    .as_ref()
                    .is_none_or(|b| v.fairness.better_than(&b.1.fairness))
                {
                    let ev = table.map(|t| evidence(&board.game, &t, &v.setup));
                    best = Some((board.clone(), v.clone(), ev));
                    stale = 0;
                } else {
                    stale += 1;
                }
                if let Some(b) = &best {
                    progress(n.valued, &super::header::progress_words(&b.1, b.2.as_ref()));
                }
                v
            }
        };
        if restart
            || cur
                .as_ref()
                .is_none_or(|(_, c)| !c.fairness.better_than(&v.fairness))
        {
            cur = Some((board, v));
        }
    };
    let seconds = budget
        .remaining()
        .filter(|_| fair.candidates.is_none() && budget.is_limited() && budget.given().is_finite())
        .map(|r| (budget.given() - r).max(0.0));
    let Some((board, v, ev)) = best else {
        return Err(GenerateError::NoBoard {
            regions: opts.regions,
            frame: opts.frame.spec.clone(),
            attempts: n.proposed,
            // Out of time before the first board was valued: another seed would not help.
            advice: if stopped == Stopped::Time {
                "the time budget ran out before a board was drawn and valued: give more --time"
                    .into()
            } else {
                "no board passed the checks within the search: try another --seed".into()
            },
        });
    };
    super::header::result(opts, fair, &board, &v, ev, &n, stopped, seconds)
}
