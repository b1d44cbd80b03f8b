//! The rules in force, as sentences for players: what print sheets, `play`'s `help` and the
//! `balance` report state. Every sentence comes from a [`GameRules`] (the board file's `game:`
//! section, defaults filled in), so a board with house rules prints its own rules, not the
//! defaults (`shared/design/rules.md`, "How savanna plays them", gives the rules each sentence
//! restates).
//!
//! ```
//! use savanna::game::GameRules;
//! use savanna::game::rules_text::rules_text;
//! let r = GameRules { lion_points: 3, jackal_points: 2, ..GameRules::default() };
//! let t = rules_text(&r);
//! assert!(t.end.contains("jackals score 2 points and lions 3 for each region they occupy"));
//! assert_eq!(t.lines().len(), 7);
//! ```

use crate::game::rules::position::MAX_GROUPS;
use crate::i18n::{Lang, tr};
use crate::input::game_rules::{
    Dispersal, Fit, Freeze, GameRules, PackCount, Pass, QuietRule, SetupRule, Side,
};

/// The rules in force as sentences, one field per rule of `rules.md` (each field one paragraph,
/// ending with a full stop). Build it with [`rules_text`]; [`RulesText::lines`] lists the
/// paragraphs in print order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesText {
    /// Rule 2 (and rule 1's combined-attack option): what a turn is, when a side may pass,
    /// neighbours, what freezes.
    pub turn: String,
    /// Rule 1: a lion's strength and when an attack captures.
    pub capture: String,
    /// Rule 3: the pack leaves one behind (or not).
    pub pack: String,
    /// Rule 4: gathered lions attack or disperse (or not).
    pub gathered: String,
    /// Rule 5: pieces fit inside a region's lines; when an attack must fit.
    pub fit: String,
    /// Rule 6: elimination, quiet rounds, points, the cap on rounds.
    pub end: String,
    /// Rule 7: who moves first.
    pub first: String,
}

impl RulesText {
    /// The paragraphs in print order: turn, capture, pack, gathered lions, fit, end, first
    /// player.
    pub fn lines(&self) -> Vec<String> {
        vec![
            self.turn.clone(),
            self.capture.clone(),
            self.pack.clone(),
            self.gathered.clone(),
            self.fit.clone(),
            self.end.clone(),
            self.first.clone(),
        ]
    }
}

/// The rules `r` as sentences for players, in English (see [`rules_text_in`]).
pub fn rules_text(r: &GameRules) -> RulesText {
    rules_text_in(r, Lang::En)
}

/// The rules `r` as sentences for players in `lang` (see [`RulesText`] for what each field
/// says; the words are the catalogue's `rules-…` messages, [`crate::i18n`]). Every option of
/// [`GameRules`] but `setup` shows in some sentence (`setup` is stated with the start position:
/// [`start_text`]). Numbers are written as digits; nouns agree with them.
pub fn rules_text_in(r: &GameRules, lang: Lang) -> RulesText {
    let s = u64::from(r.lion_strength);
    let join = |a: String, b: String| format!("{a} {b}");
    let mut turn = join(
        match r.pass {
            Pass::WhenStuck => tr!(lang, "rules-turn"),
            Pass::Allowed => tr!(lang, "rules-turn-pass"),
        },
        match r.freeze {
            Freeze::Region => tr!(lang, "rules-freeze-region"),
            Freeze::Pieces => tr!(lang, "rules-freeze-pieces"),
        },
    );
    turn = join(
        turn,
        if r.combined_attack {
            tr!(lang, "rules-combined", groups = MAX_GROUPS)
        } else {
            tr!(lang, "rules-single")
        },
    );
    let capture = if r.lion_captures.is_empty() {
        tr!(lang, "rules-capture", s = s, s2 = 2 * s)
    } else {
        let table: Vec<String> = (1..=r.lion_captures.len() as u32)
            .map(|k| {
                tr!(
                    lang,
                    "rules-capture-entry",
                    lions = k,
                    most = r.lions_take(k)
                )
            })
            .collect();
        tr!(
            lang,
            "rules-capture-table",
            table = table.join(", "),
            s = s,
            s2 = 2 * s
        )
    };
    let pack = if r.pack_leaves_one {
        let mut p = match r.pack_count {
            PackCount::Turn => tr!(lang, "rules-pack-leaves"),
            PackCount::Group => tr!(lang, "rules-pack-group"),
        };
        if s >= 3 && !r.combined_attack {
            p = join(p, tr!(lang, "rules-pack-lone", n = s.saturating_add(1)));
        }
        p
    } else {
        tr!(lang, "rules-pack-free")
    };
    let gathered = if r.gathered_lions_disperse {
        match r.dispersal {
            Dispersal::OneStays => tr!(lang, "rules-gathered-disperse"),
            Dispersal::OnePerRegion => tr!(lang, "rules-gathered-one-per-region"),
        }
    } else {
        tr!(lang, "rules-gathered-stay")
    };
    let fit = join(
        tr!(lang, "rules-fit"),
        match r.fit {
            Fit::AtEntry => tr!(lang, "rules-fit-entry"),
            Fit::AfterCapture => tr!(lang, "rules-fit-after"),
        },
    );
    let q = u64::from(r.quiet_rounds);
    let turns = 2 * (q + 1);
    let quiet = match (r.quiet, q) {
        (QuietRule::NoCapture, 0) => tr!(lang, "rules-quiet-capture-one"),
        (QuietRule::NoCapture, _) => tr!(lang, "rules-quiet-capture", q = q, turns = turns),
        (QuietRule::NoCapturePossible, 0) => tr!(lang, "rules-quiet-possible-one"),
        (QuietRule::NoCapturePossible, _) => {
            tr!(lang, "rules-quiet-possible", q = q, turns = turns)
        }
    };
    let end = tr!(
        lang,
        "rules-end",
        quiet = quiet,
        jp = r.jackal_points,
        lp = r.lion_points,
        max = r.max_rounds,
    );
    let first = match r.first {
        Side::Jackals => tr!(lang, "rules-first-jackals"),
        Side::Lions => tr!(lang, "rules-first-lions"),
    };
    RulesText {
        turn,
        capture,
        pack,
        gathered,
        fit,
        end,
        first,
    }
}

/// The start-position sentence in English (see [`start_text_in`]).
pub fn start_text(r: &GameRules, setup: Option<(&[String], Option<&str>)>, jackals: u64) -> String {
    start_text_in(r, setup, jackals, Lang::En)
}

/// The start-position sentence in `lang`: `lions` are the names of the regions that start with
/// a lion, `pack` the region of the jackal pack and `jackals` its size, from the board's `setup`
/// (`None` when the board gives none). Under `setup: random`, or without a board set-up, the
/// sentence says a set-up is drawn at random.
pub fn start_text_in(
    r: &GameRules,
    setup: Option<(&[String], Option<&str>)>,
    jackals: u64,
    lang: Lang,
) -> String {
    match (r.setup, setup) {
        (SetupRule::Random, _) | (SetupRule::Board, None) => tr!(lang, "start-random"),
        (SetupRule::Board, Some((lions, pack))) => {
            let mut s = tr!(lang, "start");
            if !lions.is_empty() {
                s.push(' ');
                if lions.len() == 1 {
                    s.push_str(&tr!(lang, "start-one-lion", region = &lions[0]));
                } else {
                    s.push_str(&tr!(lang, "start-lions", regions = lions.join(", ")));
                }
            }
            if let Some(p) = pack {
                s.push(' ');
                s.push_str(&tr!(lang, "start-pack", n = jackals, region = p));
            }
            let mut s = s.trim_end_matches(';').to_string();
            if !s.ends_with('.') {
                s.push('.');
            }
            s
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option changed from its default: each sentence states the changed rule, and none
    /// states the default it replaces.
    #[test]
    fn every_option_changes_its_sentence() {
        let d = rules_text(&GameRules::default());
        // The defaults, as rules.md states them.
        assert!(d.capture.starts_with("A lion counts as 3 jackals."));
        assert!(d.capture.contains("1 lion takes up to 3, 2 lions up to 6"));
        assert!(d.capture.contains("3 jackals take 1 lion, 6 take 2"));
        assert!(d.turn.contains("a region your pieces entered is frozen"));
        assert!(d.turn.contains("A group comes from one region"));
        assert!(d.pack.contains("at least one jackal stays there"));
        assert!(
            d.pack
                .contains("taking a lone lion takes 4 jackals in one region")
        );
        assert!(d.gathered.contains("must that turn all attack"));
        assert!(d.fit.contains("at the moment of entering"));
        assert!(
            d.end
                .contains("When more than 5 rounds in a row (12 turns;")
        );
        assert!(d.end.contains("pass without a capture"));
        assert!(
            d.end
                .contains("jackals score 1 point and lions 2 for each region")
        );
        assert!(d.end.contains("after 200 rounds at most"));
        assert_eq!(d.first, "The jackals move first.");

        let r = GameRules {
            lion_strength: 4,
            lion_captures: Vec::new(),
            combined_attack: true,
            freeze: Freeze::Pieces,
            pack_leaves_one: false,
            pack_count: PackCount::Turn,
            gathered_lions_disperse: false,
            dispersal: Dispersal::OneStays,
            fit: Fit::AfterCapture,
            quiet_rounds: 7,
            quiet: QuietRule::NoCapturePossible,
            max_rounds: 90,
            lion_points: 3,
            jackal_points: 2,
            pass: Pass::WhenStuck,
            first: Side::Lions,
            setup: SetupRule::Random,
        };
        let t = rules_text(&r);
        // Strength 4: 1 lion takes 4, 2 lions 8; 4 jackals take a lion, 8 take 2.
        assert!(t.capture.starts_with("A lion counts as 4 jackals."));
        assert!(t.capture.contains("1 lion takes up to 4, 2 lions up to 8"));
        assert!(t.capture.contains("4 jackals take 1 lion, 8 take 2"));
        assert!(t.turn.contains("only the pieces that moved are frozen"));
        assert!(!t.turn.contains("is frozen"));
        assert!(
            t.turn
                .contains(&format!("Groups from up to {MAX_GROUPS} regions"))
        );
        assert!(t.pack.contains("none need stay behind"));
        assert!(t.gathered.contains("need not attack or disperse"));
        assert!(t.fit.contains("once the captured pieces are removed"));
        // 7 quiet rounds: scored after more than 7, i.e. 2 x 8 = 16 turns.
        assert!(
            t.end
                .contains("When for more than 7 rounds in a row (16 turns;")
        );
        assert!(t.end.contains("neither side could capture"));
        assert!(
            t.end
                .contains("jackals score 2 points and lions 3 for each region")
        );
        assert!(t.end.contains("after 90 rounds at most"));
        assert_eq!(t.first, "The lions move first.");
        // Every paragraph differs from its default.
        for (a, b) in t.lines().iter().zip(d.lines()) {
            assert_ne!(*a, b);
        }
        // The random set-up overrides the board's.
        let lions = ["Oasis".to_string()];
        assert!(
            start_text(&r, Some((&lions, Some("Marsh"))), 9).contains("drawn at random"),
            "setup: random ignores the board's set-up"
        );
        assert_eq!(
            start_text(&GameRules::default(), Some((&lions, Some("Marsh"))), 9),
            "Start: one lion in Oasis; the jackal pack (9 jackals) in Marsh."
        );
    }

    /// Numbers agree with their nouns at 1, and the pack's consequence is stated only when it
    /// holds (a lone lion needs `s + 1` jackals only if `s` jackals already trigger the rule).
    #[test]
    fn singulars_and_small_strengths() {
        let r = GameRules {
            lion_strength: 1,
            quiet_rounds: 1,
            jackal_points: 1,
            lion_points: 1,
            max_rounds: 1,
            ..GameRules::default()
        };
        let t = rules_text(&r);
        assert!(t.capture.starts_with("A lion counts as 1 jackal."));
        assert!(t.capture.contains("1 jackal takes 1 lion, 2 take 2"));
        assert!(!t.pack.contains("lone lion"));
        assert!(t.end.contains("more than 1 round in a row (4 turns;"));
        assert!(t.end.contains("after 1 round at most"));
        let z = rules_text(&GameRules {
            quiet_rounds: 0,
            ..GameRules::default()
        });
        assert!(
            z.end
                .contains("When a round (both sides move once: 2 turns) passes")
        );
        let c = rules_text(&GameRules {
            combined_attack: true,
            ..GameRules::default()
        });
        assert!(
            !c.pack.contains("lone lion"),
            "a combined attack needs no 4 in one region"
        );
    }

    /// The original's readings (issue 40.4), in English and in Russian.
    #[test]
    fn the_originals_readings() {
        let r = GameRules {
            lion_captures: vec![3, 5],
            ..GameRules::default()
        };
        let t = rules_text(&r);
        assert!(
            t.capture.contains(
                "Lions take by a table: 1 lion takes up to 3, 2 lions take up to 5, each further lion 3 more."
            ),
            "{}",
            t.capture
        );
        assert!(t.capture.contains("3 jackals take 1 lion, 6 take 2"));
        let ru = rules_text_in(&r, Lang::Ru);
        assert!(
            ru.capture.contains(
                "сказано в таблице: 1 лев берёт до 3, 2 льва берут до 5, каждый следующий лев — ещё 3."
            ),
            "{}",
            ru.capture
        );
        let r = GameRules {
            dispersal: Dispersal::OnePerRegion,
            ..GameRules::default()
        };
        assert!(
            rules_text(&r)
                .gathered
                .contains("each of the others that does not attack ending the turn alone")
        );
        assert!(
            rules_text_in(&r, Lang::Ru)
                .gathered
                .contains("каждый из остальных, кто не атакует, должен закончить ход один")
        );
        let r = GameRules {
            pass: Pass::Allowed,
            pack_count: PackCount::Group,
            ..GameRules::default()
        };
        let t = rules_text(&r);
        assert!(
            t.turn
                .contains("You may also pass, ending your turn without a move")
        );
        assert!(!t.turn.contains("You must move"));
        assert!(
            t.pack
                .starts_with("When a group of 3 or more jackals leaves a region")
        );
        assert!(
            t.pack
                .contains("taking a lone lion takes 4 jackals in one region")
        );
        let ru = rules_text_in(&r, Lang::Ru);
        assert!(ru.turn.contains("Можно и пропустить ход"));
        assert!(
            ru.pack
                .starts_with("Когда группа из 3 шакалов или больше уходит")
        );
    }
}
