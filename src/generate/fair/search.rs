//! The search's loop ([`fair_within`]): steps, the cache, climbing and restarts.

use super::evaluate::{Checked, Evidence, Valued, check, evidence, value};
use super::moves::{Layout, neighbour};
use super::{
    Counts, FAIR_STREAM, FairOptions, FairResult, Kept, MAX_FAILED_STEPS, MAX_PROPOSED,
    RESTART_AFTER, RULE_SHARE, Stopped,
};
use crate::game::budget::Budget;
use crate::game::play::GameRng;
use crate::generate::draw::Scale;
use crate::generate::{
    CLEARANCE, GenerateError, GenerateOptions, MIN_ANGLE_DEG, SPACING, candidate,
};
use crate::input::game_rules::GameRules;
use std::collections::BTreeMap;

/// Where the search's boards come from: `generate`'s drawings for a seed ([`Drawn`]), or a
/// designer's own board (`--from`: [`super::from::Origin`]).
pub(super) trait Space {
    /// The board's checks: `None` when it fails one.
    fn check(&self, layout: &Layout, rules: &GameRules) -> Option<Checked>;
    /// A fresh board for restart `index` (0 first), checked.
    ///
    /// # Errors
    /// A drawing's error.
    fn fresh(&self, index: u32) -> Result<Option<Checked>, GenerateError>;
    /// The region count every board keeps.
    fn regions(&self) -> u32;
    /// Whether a step may take a line away and draw others.
    fn redraws(&self) -> bool;
    /// Whether the first board valued is worth stating (the designer's board as given).
    fn states_first(&self) -> bool;
    /// The error when the very first board fails the checks, if that ends the search.
    fn refused(&self) -> Option<GenerateError>;
    /// The error when no board was valued after `proposed` boards (`time`: the budget ran
    /// out first).
    fn not_valued(&self, proposed: u32, time: bool) -> GenerateError;
}

/// Drawn boards: fresh ones are the seed's candidates, the regions named `places` in region
/// order.
pub(super) struct Drawn<'a> {
    /// The options of the drawing.
    opts: &'a GenerateOptions,
    /// The regions' names, in region order.
    places: Vec<String>,
}

impl Space for Drawn<'_> {
    fn check(&self, layout: &Layout, rules: &GameRules) -> Option<Checked> {
        check(self.opts, layout, &self.places, rules)
    }

    fn fresh(&self, index: u32) -> Result<Option<Checked>, GenerateError> {
        let c = candidate(self.opts, index)?;
        let layout = Layout {
            w: self.opts.frame.width,
            h: self.opts.frame.height,
            ring: None,
            lines: c.lines,
        };
        Ok(check(self.opts, &layout, &self.places, &c.game.rules))
    }

    fn regions(&self) -> u32 {
        self.opts.regions
    }

    fn redraws(&self) -> bool {
        true
    }

    fn states_first(&self) -> bool {
        false
    }

    fn refused(&self) -> Option<GenerateError> {
        None
    }

    fn not_valued(&self, proposed: u32, time: bool) -> GenerateError {
        GenerateError::NoBoard {
            regions: self.opts.regions,
            frame: self.opts.frame.spec.clone(),
            attempts: proposed,
            // Out of time before the first board was valued: another seed would not help.
            advice: if time {
                "the time budget ran out before a board was drawn and valued: give more --time"
                    .into()
            } else {
                "no board passed the checks within the search: try another --seed".into()
            },
        }
    }
}

/// A step from `cur` (see [`super::moves`]); with `allow_rules`, sometimes a `game:` option
/// changed instead. `None` when the step's board fails the checks.
fn step(
    space: &dyn Space,
    cur: &Checked,
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
        return space.check(&cur.layout, &g.rules);
    }
    let next = neighbour(&cur.layout, space.regions(), lion, space.redraws(), rng, sc)?;
    space.check(&next, &cur.rules)
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
    let space = Drawn { opts, places };
    let k = search(&space, opts.seed, lion, mm, fair, budget, progress)?;
    super::header::result(opts, fair, &k)
}

/// The search's loop over `space` (see [`super`]): `lion` the lion's diameter and `mm` the
/// millimetres of a board unit.
///
/// # Errors
/// [`GenerateError::NoBoard`] (or, from a designer's board, [`GenerateError::From`]) when no
/// board was valued; a drawing's error.
pub(super) fn search(
    space: &dyn Space,
    seed: u64,
    lion: f64,
    mm: f64,
    fair: &FairOptions,
    budget: &Budget,
    progress: &dyn Fn(u32, &str),
) -> Result<Kept, GenerateError> {
    let sc = Scale {
        spacing: SPACING * lion,
        clearance: CLEARANCE * lion,
        sin_min: libm::sin(MIN_ANGLE_DEG.to_radians()),
        per_unit: mm,
    };
    let mut rng = GameRng::new(seed, FAIR_STREAM);
    let mut n = Counts::default();
    let mut cache: BTreeMap<String, Valued> = BTreeMap::new();
    let mut cur: Option<(Checked, Valued)> = None;
    let mut best: Option<(Checked, Valued, Option<Evidence>)> = None;
    let mut first: Option<(Valued, Option<Evidence>)> = None;
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
            (Some((c, _)), false) => step(space, c, fair.allow_rules, &mut rng, &sc, lion),
            _ => {
                if cur.is_some() {
                    n.restarts += 1;
                }
                stale = 0;
                failed = 0;
                next_fresh += 1;
                match space.fresh(next_fresh - 1) {
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
            if cur.is_none()
                && let Some(e) = space.refused()
            {
                // The designer's board itself fails the checks a step must pass.
                return Err(e);
            }
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
                // Fairer, or as fair and moved less from a designer's board.
                let better = best.as_ref().is_none_or(|b| {
                    v.fairness.better_than(&b.1.fairness)
                        || (!b.1.fairness.better_than(&v.fairness) && board.moved < b.0.moved)
                });
                let ev = |t: Option<&crate::game::solve::Table>| {
                    t.map(|t| evidence(&board.game, t, &v.setup))
                };
                if first.is_none() && space.states_first() {
                    first = Some((v.clone(), ev(table.as_ref())));
                }
                if better {
                    best = Some((board.clone(), v.clone(), ev(table.as_ref())));
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
    let Some((board, value, evidence)) = best else {
        return Err(space.not_valued(n.proposed, stopped == Stopped::Time));
    };
    Ok(Kept {
        board,
        value,
        evidence,
        counts: n,
        stopped,
        seconds,
        first,
    })
}
