//! The measurements in words, in any language ([`Lang`]): the exact value, the headline and
//! summary of a balance report, the ladder's reason, verdicts and strengths. The English
//! functions beside the types ([`ExactValue::describe`], [`Exact::sentence`],
//! [`headline`](super::exact::headline), [`summary`]) are these in
//! [`Lang::En`]; every word comes from the catalogue (`balance-…`, `verdict-…`, `ladder-…`).

use super::balance::{BalanceReport, DecisiveShare, Exact, ExactValue};
use super::strength::{Ladder, LadderVerdict, Verdict};
use crate::game::rules::outcome::EndReason;
use crate::i18n::{Lang, tr};
use crate::input::game_rules::Side;

/// A share as `53.4 %` (`53,4 %` in Russian): one decimal, as every report writes it.
pub fn pct_in(x: f64, lang: Lang) -> String {
    format!("{} %", lang.decimal(100.0 * x, 1))
}

/// An interval as `15.0–85.0 %` (`15,0–85,0 %` in Russian).
pub fn ci_in(c: [f64; 2], lang: Lang) -> String {
    format!(
        "{}–{} %",
        lang.decimal(100.0 * c[0], 1),
        lang.decimal(100.0 * c[1], 1)
    )
}

/// A strength's label in words after "at" (English) or "при" (Russian): `perfect play`,
/// `mcts 800`; `идеальной игре`, `силе mcts 800`.
pub fn strength_in(label: &str, lang: Lang) -> String {
    tr!(lang, "balance-strength", label = label)
}

/// A self-play verdict in words: `balanced`, `favours lions`; `сбалансировано`, `в пользу
/// львов`.
pub fn verdict_in(v: Verdict, lang: Lang) -> String {
    tr!(lang, "verdict", v = v.as_str().replace(' ', "-"))
}

/// A self-play verdict, or `none` ("нет") without one.
pub fn verdict_or_none(v: Option<Verdict>, lang: Lang) -> String {
    v.map_or_else(|| tr!(lang, "verdict", v = "none"), |v| verdict_in(v, lang))
}

/// The ladder's verdict in words: as [`verdict_in`], and `unresolved: depends on strength`.
pub fn ladder_verdict_in(v: LadderVerdict, lang: Lang) -> String {
    let id = v
        .as_str()
        .split(':')
        .next()
        .unwrap_or_default()
        .replace(' ', "-");
    tr!(lang, "verdict", v = id)
}

/// A value for one first player: `the jackals win by elimination`, `a draw, lions 4 to
/// jackals 4`.
pub fn describe_in(e: &ExactValue, lang: Lang) -> String {
    match (e.winner(), e.by, e.points) {
        (Some(w), EndReason::Elimination, _) => {
            tr!(lang, "balance-win-elimination", winner = w.as_str())
        }
        (Some(w), EndReason::Points, Some(p)) => tr!(
            lang,
            "balance-win-points-score",
            winner = w.as_str(),
            lions = p.lions,
            jackals = p.jackals
        ),
        (Some(w), EndReason::Points, None) => {
            tr!(lang, "balance-win-points", winner = w.as_str())
        }
        (None, _, Some(p)) => tr!(
            lang,
            "balance-draw-score",
            lions = p.lions,
            jackals = p.jackals
        ),
        (None, _, None) => tr!(lang, "balance-draw"),
    }
}

/// The exact value from the board's own first player `first` ([`Exact::sentence`]).
pub fn sentence_in(e: &Exact, first: Side, lang: Lang) -> String {
    let (a, b) = match first {
        Side::Jackals => (&e.jackals_first, &e.lions_first),
        Side::Lions => (&e.lions_first, &e.jackals_first),
    };
    let mut s = tr!(
        lang,
        "balance-exact",
        a = describe_in(a, lang),
        first = first.as_str(),
        b = describe_in(b, lang),
        second = first.other().as_str()
    );
    if let Some(t) = taking_turns_in(e, lang) {
        s.push_str(&format!(" ({t})"));
    }
    s
}

/// When each side wins from one start, which ([`Exact::taking_turns`]).
pub fn taking_turns_in(e: &Exact, lang: Lang) -> Option<String> {
    let who = e.turns_winner()?.as_str();
    Some(tr!(lang, "balance-taking-turns", who = who))
}

/// The report's first sentence ([`headline`](super::exact::headline)).
pub fn headline_in(r: &BalanceReport, first: Side, lang: Lang) -> String {
    if r.exact.is_none() && r.games == 0 && r.ladder.as_ref().is_none_or(|l| l.levels.is_empty()) {
        return tr!(lang, "balance-not-measured");
    }
    if let Some(e) = &r.exact {
        return tr!(
            lang,
            "balance-headline-exact",
            sentence = sentence_in(e, first, lang)
        );
    }
    if let Some(l) = r.ladder.as_ref().filter(|l| l.converged) {
        return tr!(
            lang,
            "balance-headline-ladder",
            verdict = ladder_verdict_in(l.verdict, lang),
            reason = reason_in(l, lang)
        );
    }
    let strength = strength_in(&r.strength, lang);
    match (r.verdict, r.lions_share.rate) {
        // How many decisive games the share is of: 100 % of 10 is not 100 % of 1000.
        (Some(v), Some(x)) => tr!(
            lang,
            "balance-headline-self-play",
            strength = strength,
            pct = lang.decimal(100.0 * x, 1),
            n = r.lions_share.decisive,
            verdict = verdict_in(v, lang)
        ),
        _ => tr!(lang, "balance-headline-none-decisive", strength = strength),
    }
}

/// The summary that does not hang on one strength ([`summary`]).
pub fn summary_in(r: &BalanceReport, first: Side, lang: Lang) -> Option<String> {
    let strength = strength_in(&r.strength, lang);
    let selfplay = match (r.lions_share.rate, r.lions_share.ci95) {
        (Some(x), Some(c)) => tr!(
            lang,
            "balance-summary-self-play",
            strength = strength,
            pct = lang.decimal(100.0 * x, 1),
            ci = ci_in(c, lang),
            verdict = verdict_or_none(r.verdict, lang)
        ),
        _ => tr!(lang, "balance-summary-none-decisive", strength = strength),
    };
    let ladder = r.ladder.as_ref().map(|l| {
        tr!(
            lang,
            "balance-summary-ladder",
            verdict = ladder_verdict_in(l.verdict, lang),
            reason = reason_in(l, lang)
        )
    });
    match (&r.exact, ladder) {
        (Some(e), ladder) => {
            let mut s = format!("{}; {selfplay}", sentence_in(e, first, lang));
            if let Some(l) = ladder {
                s.push_str("; ");
                s.push_str(&l);
            }
            Some(s)
        }
        (None, Some(l)) => Some(l),
        (None, None) => None,
    }
}

/// A share of decisive games with its interval, `53.4 % (40.1–66.0 %)`, or `no decisive game`.
pub fn share_in(d: &DecisiveShare, lang: Lang) -> String {
    match (d.rate, d.ci95) {
        (Some(r), Some(c)) => format!("{} ({})", pct_in(r, lang), ci_in(c, lang)),
        _ => tr!(lang, "ladder-no-decisive"),
    }
}

/// Why the ladder gives its verdict ([`Ladder::reason`]), from its levels and skill trace.
pub fn reason_in(l: &Ladder, lang: Lang) -> String {
    let label = |s: &super::strength::Strength| s.label();
    // The last step of the skill trace, in the words `id` gives it (none without a step).
    let step = |id: &str| {
        l.skill.last().map_or(String::new(), |s| {
            tr!(
                lang,
                id,
                stronger = label(&s.stronger),
                weaker = label(&s.weaker),
                share = share_in(&s.stronger_share, lang)
            )
        })
    };
    match (l.converged, l.levels.last()) {
        (true, Some(top)) => {
            tr!(
                lang,
                "ladder-converged",
                level = label(&top.strength),
                share = share_in(&top.lions_share, lang),
                step = step("ladder-step-only")
            )
        }
        _ => {
            let moving = match l.skill.last() {
                _ if l.levels.len() < 2 => "few-levels",
                Some(s) if s.games == 0 => "not-played",
                Some(s) if !s.significant => "disagree",
                _ => "significant",
            };
            let trace: Vec<String> = l
                .levels
                .iter()
                .map(|v| format!("{} {}", label(&v.strength), share_in(&v.lions_share, lang)))
                .collect();
            tr!(
                lang,
                "ladder-unresolved",
                moving = moving,
                trace = trace.join(", "),
                step = step("ladder-step-still")
            )
        }
    }
}

// The English words beside the types (their methods are declared here, with their words).

impl ExactValue {
    /// `the jackals win (elimination)`, `a draw (4–4 on points)`.
    pub fn describe(&self) -> String {
        describe_in(self, Lang::En)
    }
}

impl Exact {
    /// The value in words, starting from the board's own first player:
    /// "the jackals win with perfect play when they move first; a draw when the lions do", and
    /// when each side wins from one start, which: the side that moves first, or second.
    ///
    /// ```
    /// use savanna::game::balance::{Exact, ExactValue};
    /// use savanna::game::{EndReason, Side};
    /// let win = |w| ExactValue::new(Some(w), EndReason::Elimination, None, 3, 5, 21);
    /// let e = Exact { jackals_first: win(Side::Jackals), lions_first: win(Side::Lions) };
    /// assert_eq!(
    ///     e.sentence(Side::Jackals),
    ///     "the jackals win by elimination with perfect play when the jackals move first; the lions win by \
    ///      elimination when the lions do (the side that moves first wins; the board is fair when the players take turns to start)"
    /// );
    /// ```
    pub fn sentence(&self, first: Side) -> String {
        sentence_in(self, first, Lang::En)
    }
}

/// The summary that does not hang on one strength, in words, for a report whose `exact` and `ladder`
/// are filled in: on a solved board it starts from the exact value (`first` is the board's own
/// first player) and then says how the board plays at the self-play's strength and, when it was
/// climbed, on the ladder; otherwise the ladder's verdict and reason; `None` with neither.
pub fn summary(r: &BalanceReport, first: Side) -> Option<String> {
    summary_in(r, first, Lang::En)
}
