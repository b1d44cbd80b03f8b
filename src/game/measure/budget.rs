//! A time budget the caller keeps ([`Budget`]): a deadline that long measurements (the solve,
//! self-play, the ladder, the suggestion and candidate searches) poll between their steps, so
//! that they stop within it however loaded the machine is and answer with what they have.
//!
//! The core reads no clock (it does no I/O, and wasm32 has no `std::time`): the caller passes a
//! closure that does ([`Clock`]: seconds since any fixed instant, never decreasing), and the
//! budget only compares its readings. Without a clock ([`Budget::unlimited`]) nothing expires,
//! and the results are the same bytes on every run; a budget that expires makes them depend on
//! the machine's speed, which the reports then say ([`crate::game::balance::BalanceReport::untried`]).

/// Seconds since any fixed instant, read by the caller (`Instant::now() - start` in the CLI,
/// `performance.now() / 1000` in a page); it must never decrease.
pub type Clock<'a> = &'a (dyn Fn() -> f64 + Sync);

/// A deadline on a caller's clock, or none.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    clock: Option<Clock<'a>>,
    /// The deadline on `clock` (seconds).
    end: f64,
    /// The seconds it was given when made (a share's own, for [`Budget::within`]).
    given: f64,
}

impl core::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.remaining() {
            Some(r) => write!(f, "Budget({r:.1} s left)"),
            None => write!(f, "Budget(unlimited)"),
        }
    }
}

impl<'a> Budget<'a> {
    /// No deadline: nothing expires.
    pub fn unlimited() -> Budget<'static> {
        Budget {
            clock: None,
            end: f64::INFINITY,
            given: f64::INFINITY,
        }
    }

    /// A deadline `seconds` from now on `clock` (0 or less: expired at once).
    pub fn new(clock: Clock<'a>, seconds: f64) -> Budget<'a> {
        let seconds = if seconds.is_nan() {
            0.0
        } else {
            seconds.max(0.0)
        };
        Budget {
            clock: Some(clock),
            end: clock() + seconds,
            given: seconds,
        }
    }

    /// The earlier of this deadline and `seconds` from now (a step's share of the budget); this
    /// budget itself when it has no clock and `seconds` is infinite.
    pub fn within(&self, seconds: f64) -> Budget<'a> {
        match self.clock {
            Some(c) => {
                let now = c();
                // A share cut by this deadline is this budget's: it is this budget that is
                // reached then, and its seconds that a report names.
                let (end, given) = if now + seconds >= self.end {
                    (self.end, self.given)
                } else {
                    (now + seconds, seconds.max(0.0))
                };
                Budget {
                    clock: Some(c),
                    end,
                    given,
                }
            }
            None => *self,
        }
    }

    /// True once the deadline has passed.
    pub fn expired(&self) -> bool {
        self.clock.is_some_and(|c| c() >= self.end)
    }

    /// Seconds left (0 once expired); `None` without a deadline.
    pub fn remaining(&self) -> Option<f64> {
        self.clock.map(|c| (self.end - c()).max(0.0))
    }

    /// The seconds this budget was given when it was made (for a share made by
    /// [`Budget::within`], the share's, or this budget's when the share ends at its deadline);
    /// infinite without a deadline.
    pub fn given(&self) -> f64 {
        self.given
    }

    /// "the time budget (30 s) was reached", for what a deadline left undone (the seconds it
    /// was given, [`seconds_words`]); "the time budget was reached" without a deadline.
    pub fn reached_words(&self) -> String {
        if self.given.is_finite() {
            format!(
                "the time budget ({}) was reached",
                seconds_words(self.given)
            )
        } else {
            "the time budget was reached".into()
        }
    }

    /// True when the budget has a deadline.
    pub fn is_limited(&self) -> bool {
        self.clock.is_some()
    }
}

/// The forms a duration may take, for a refusal.
pub const DURATION_FORMS: &str =
    "seconds, or numbers with units ms, s, m or min, h (0.5, 500ms, 60s, 5m, 5min, 1m30s, 2h)";

/// Reads a duration as the command line writes it: `60`, `0.5`, `60s`, `90 s`, `500ms`, `5m`,
/// `5min`, `1m30s`, `2h`, `1.5m` (seconds when no unit is given); the seconds it is.
///
/// ```
/// use savanna::game::budget::parse_duration;
/// assert_eq!(parse_duration("60s"), Ok(60.0));
/// assert_eq!(parse_duration("1m30s"), Ok(90.0));
/// assert_eq!(parse_duration("500ms"), Ok(0.5));
/// assert_eq!(parse_duration("2"), Ok(2.0));
/// assert!(parse_duration("soon").is_err());
/// ```
///
/// # Errors
/// A message naming the text and the forms it may take ([`DURATION_FORMS`]) when it is not a
/// duration, or is negative, not finite, or more than a week.
pub fn parse_duration(s: &str) -> Result<f64, String> {
    let bad = || format!("`{s}` is not a duration: give {DURATION_FORMS}");
    let t: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    if t.is_empty() {
        return Err(bad());
    }
    let mut total = 0.0;
    let mut chars = t.chars().peekable();
    let mut any = false;
    while chars.peek().is_some() {
        let mut num = String::new();
        while let Some(&c) = chars.peek().filter(|c| c.is_ascii_digit() || **c == '.') {
            num.push(c);
            chars.next();
        }
        let mut unit = String::new();
        while let Some(&c) = chars.peek().filter(|c| c.is_ascii_alphabetic()) {
            unit.push(c.to_ascii_lowercase());
            chars.next();
        }
        let scale = match unit.as_str() {
            // A trailing number after units (`1m30`) is seconds, as a bare one is.
            "" if chars.peek().is_none() => 1.0,
            "ms" => 0.001,
            "s" => 1.0,
            "m" | "min" => 60.0,
            "h" => 3600.0,
            _ => return Err(bad()),
        };
        let n: f64 = num.parse().map_err(|_| bad())?;
        total += n * scale;
        any = true;
    }
    if !any {
        return Err(bad());
    }
    if !total.is_finite() || total > 7.0 * 24.0 * 3600.0 {
        return Err(format!("`{s}`: give a duration of at most a week (168h)"));
    }
    Ok(total)
}

/// Seconds in words for a note: `0.5 s`, `2.25 s`, `45 s`, `3 min`, `1 h 20 min`. Below 10 s
/// rounded up to three significant digits (at least to the millisecond, so a budget of
/// `500ms` reads `0.5 s`, not `1 s`), from 10 s to the second, then to the minute.
///
/// ```
/// use savanna::game::budget::seconds_words;
/// assert_eq!(seconds_words(0.5), "0.5 s");
/// assert_eq!(seconds_words(44.2), "45 s");
/// assert_eq!(seconds_words(150.0), "3 min");
/// assert_eq!(seconds_words(4800.0), "1 h 20 min");
/// ```
pub fn seconds_words(s: f64) -> String {
    let s = if s.is_nan() { 0.0 } else { s.max(0.0) };
    if s < 10.0 {
        // Milliseconds rounded up, then (from 1 s) up to the hundredth.
        let mut ms = (s * 1000.0 - 1e-6).ceil().max(0.0) as u64;
        if ms >= 1000 {
            ms = ms.div_ceil(10) * 10;
        }
        if ms >= 10_000 {
            return "10 s".into();
        }
        let frac = format!("{:03}", ms % 1000);
        let frac = frac.trim_end_matches('0');
        return if frac.is_empty() {
            format!("{} s", ms / 1000)
        } else {
            format!("{}.{frac} s", ms / 1000)
        };
    }
    let s = s.ceil();
    if s < 100.0 {
        format!("{s} s")
    } else if s < 3600.0 {
        format!("{} min", (s / 60.0).round())
    } else {
        let m = (s / 60.0).round() as u64;
        format!("{} h {} min", m / 60, m % 60)
    }
}

/// The games of `played` (in order; `None`: not started; `Some(None)`: no set-up could be
/// drawn) counted in whole groups of `k` (a pair, or a skill step's four): a group counts when
/// each of its games was started and none was cut at the deadline (`is_cut`). The games counted
/// (their results), how many were counted, how many were cut, and how many finished but were
/// left out because their group was not whole.
pub fn paired<T: Clone>(
    played: &[Option<Option<T>>],
    k: usize,
    is_cut: impl Fn(&T) -> bool,
) -> (Vec<T>, u64, u64, u64) {
    let mut results = Vec::new();
    let (mut counted, mut cut, mut unpaired) = (0u64, 0u64, 0u64);
    for group in played.chunks(k.max(1)) {
        let finished = |want_cut: bool| {
            group
                .iter()
                .filter(|g| matches!(g, Some(Some(r)) if is_cut(r) == want_cut))
                .count() as u64
        };
        let n_cut = finished(true);
        cut += n_cut;
        if n_cut == 0 && group.iter().all(Option::is_some) {
            counted += group.len() as u64;
            results.extend(group.iter().flatten().flatten().cloned());
        } else {
            unpaired += finished(false);
        }
    }
    (results, counted, cut, unpaired)
}

/// What a deadline did to the games under way, for a report's `untried` line: "" when none was
/// cut or left out; "; 1 game cut at the deadline and 1 finished without its pair, neither
/// counted" (each set-up is played once with each side first, so a game counts only with its
/// pair).
pub fn cut_words(cut: u64, unpaired: u64) -> String {
    let games = |n: u64| if n == 1 { "game" } else { "games" };
    match (cut, unpaired) {
        (0, 0) => String::new(),
        (c, 0) => format!("; {c} {} cut at the deadline, not counted", games(c)),
        (0, u) => format!(
            "; {u} {} finished without {} pair, not counted",
            games(u),
            if u == 1 { "its" } else { "their" }
        ),
        (c, u) => format!(
            "; {c} {} cut at the deadline and {u} finished without {} pair, not counted",
            games(c),
            if u == 1 { "its" } else { "their" }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    #[test]
    fn a_budget_expires_on_its_clock_and_within_takes_the_earlier_deadline() {
        // A clock that reads what the test sets (tenths of a second).
        let now = AtomicU64::new(0);
        let clock = || now.load(Ordering::Relaxed) as f64 / 10.0;
        let b = Budget::new(&clock, 10.0);
        assert!(!b.expired());
        assert_eq!(b.remaining(), Some(10.0));
        let step = b.within(3.0);
        let longer = b.within(30.0);
        now.store(35, Ordering::Relaxed);
        assert!(step.expired() && !b.expired() && !longer.expired());
        assert_eq!(b.remaining(), Some(6.5));
        now.store(100, Ordering::Relaxed);
        assert!(b.expired() && longer.expired());
        assert_eq!(b.remaining(), Some(0.0));
        let u = Budget::unlimited();
        assert!(!u.expired() && !u.within(0.0).expired() && u.remaining().is_none());
        // A share names its own seconds, or the budget's when the budget's deadline cuts it.
        now.store(0, Ordering::Relaxed);
        let b = Budget::new(&clock, 10.0);
        assert_eq!(b.within(4.0).given(), 4.0);
        assert_eq!(b.within(30.0).given(), 10.0);
        assert_eq!(b.reached_words(), "the time budget (10 s) was reached");
        assert_eq!(u.reached_words(), "the time budget was reached");
    }

    /// Pairs counted whole: (ok, ok) counts; (cut, ok) loses both, one cut and one without
    /// its pair; (ok, not started) loses the finished one; so 2 of 6 counted.
    #[test]
    fn games_count_in_whole_pairs_and_the_words_say_what_was_cut() {
        let ok = Some(Some(false));
        let cut = Some(Some(true));
        let played = [ok, ok, cut, ok, ok, None];
        let (results, counted, n_cut, unpaired) = paired(&played, 2, |c: &bool| *c);
        assert_eq!(
            (results, counted, n_cut, unpaired),
            (vec![false, false], 2, 1, 2)
        );
        assert_eq!(
            cut_words(n_cut, unpaired),
            "; 1 game cut at the deadline and 2 finished without their pair, not counted"
        );
        assert_eq!(
            cut_words(2, 0),
            "; 2 games cut at the deadline, not counted"
        );
        assert_eq!(cut_words(0, 0), "");
    }

    #[test]
    fn durations_as_written_on_the_command_line() {
        for (s, v) in [
            ("60", 60.0),
            ("60s", 60.0),
            ("90 s", 90.0),
            ("5m", 300.0),
            ("1m30s", 90.0),
            ("1m30", 90.0),
            ("1.5m", 90.0),
            ("2h", 7200.0),
            ("0", 0.0),
            ("0.5", 0.5),
            ("1ms", 0.001),
            ("500ms", 0.5),
            ("5min", 300.0),
            ("1min30s", 90.0),
            ("1m500ms", 60.5),
        ] {
            assert_eq!(parse_duration(s), Ok(v), "{s}");
        }
        for s in ["", "s", "-5", "5x", "1..2s", "200h", "5mn", "ms", "5 sec"] {
            let e = parse_duration(s).unwrap_err();
            assert!(
                e.contains("ms, s, m or min, h") || e.contains("a week"),
                "{s}: {e}"
            );
        }
    }

    #[test]
    fn seconds_in_words_say_a_budget_below_a_second_as_it_is() {
        for (s, w) in [
            (0.0, "0 s"),
            (0.001, "0.001 s"),
            (0.5, "0.5 s"),
            (1.0, "1 s"),
            // 3.12345 rounded up to the hundredth.
            (3.12345, "3.13 s"),
            (9.999, "10 s"),
            (10.0, "10 s"),
            (44.2, "45 s"),
            (150.0, "3 min"),
            (4800.0, "1 h 20 min"),
        ] {
            assert_eq!(seconds_words(s), w, "{s}");
        }
    }
}
