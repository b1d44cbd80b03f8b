//! The walker's `game:` section: the options of the rules engine, each checked.

use super::walk::{At, Walker, nearest};
use crate::diagnostics::codes::Code;
use crate::input::game_rules::Side;
use crate::input::yaml::Node;

impl Walker<'_> {
    /// The `game:` section: every option of [`crate::input::game_rules::GameRules`], each checked.
    pub(super) fn game(&mut self, at: At<'_>) -> Option<crate::input::game_rules::GameRules> {
        use crate::input::game_rules::{Fit, Freeze, PackCount, Pass, QuietRule, SetupRule};
        let entries = self.map(
            at,
            "`game`",
            crate::input::game_rules::GAME_KEYS,
            "write e.g. `game: {quiet_rounds: 5, first: jackals}`",
        )?;
        let mut g = crate::input::game_rules::GameRules::default();
        let mut ok = true;
        for e in &entries {
            let what = format!("`game.{}`", e.key);
            let code = Code::InputInvalidGameOption;
            let key = e.key.as_str();
            match key {
                "lion_strength" | "quiet_rounds" | "max_rounds" | "lion_points"
                | "jackal_points" => {
                    let (lo, hi) = match key {
                        "lion_strength" => (1, 1000),
                        "quiet_rounds" => (0, 1_000_000),
                        "max_rounds" => (1, 1_000_000),
                        _ => (0, 1000),
                    };
                    match self.whole(e.value, &what, lo, hi, code) {
                        Some(v) => {
                            let v = v as u32;
                            match key {
                                "lion_strength" => g.lion_strength = v,
                                "quiet_rounds" => g.quiet_rounds = v,
                                "max_rounds" => g.max_rounds = v,
                                "lion_points" => g.lion_points = v,
                                _ => g.jackal_points = v,
                            }
                        }
                        None => ok = false,
                    }
                }
                "lion_captures" => match self.lion_captures(e.value, &what) {
                    Some(v) => g.lion_captures = v,
                    None => ok = false,
                },
                "combined_attack" | "pack_leaves_one" | "gathered_lions_disperse" => {
                    match e.value.node {
                        Node::Bool(b) => match key {
                            "combined_attack" => g.combined_attack = *b,
                            "pack_leaves_one" => g.pack_leaves_one = *b,
                            _ => g.gathered_lions_disperse = *b,
                        },
                        _ => {
                            ok = false;
                            self.wrong_type(
                                e.value,
                                &what,
                                "true or false",
                                "write `true` or `false`",
                            );
                        }
                    }
                }
                _ => {
                    let choices: &[&str] = match key {
                        "freeze" => &["region", "pieces"],
                        "fit" => &["at_entry", "after_capture"],
                        "quiet" => &["no_capture", "no_capture_possible"],
                        "first" => &["jackals", "lions"],
                        "pack_count" => &["turn", "group"],
                        "pass" => &["when_stuck", "allowed"],
                        _ => &["board", "random"],
                    };
                    let text = match e.value.node {
                        Node::String(s) => Some(s.as_str()),
                        _ => None,
                    };
                    match text.and_then(|t| choices.iter().position(|c| *c == t)) {
                        Some(i) => match key {
                            "freeze" => g.freeze = [Freeze::Region, Freeze::Pieces][i],
                            "fit" => g.fit = [Fit::AtEntry, Fit::AfterCapture][i],
                            "quiet" => {
                                g.quiet = [QuietRule::NoCapture, QuietRule::NoCapturePossible][i]
                            }
                            "first" => g.first = [Side::Jackals, Side::Lions][i],
                            "pack_count" => g.pack_count = [PackCount::Turn, PackCount::Group][i],
                            "pass" => g.pass = [Pass::WhenStuck, Pass::Allowed][i],
                            _ => g.setup = [SetupRule::Board, SetupRule::Random][i],
                        },
                        None => {
                            ok = false;
                            let help = match text.and_then(|t| nearest(t, choices)) {
                                Some(c) => format!("did you mean `{c}`?"),
                                None => format!("write one of: {}", choices.join(", ")),
                            };
                            self.error(
                                code,
                                e.value.span,
                                format!("{what} must be one of {}", choices.join(", ")),
                                "not a choice",
                                help,
                            );
                        }
                    }
                }
            }
        }
        ok.then_some(g)
    }

    /// `game.lion_captures`: a list of at most 16 whole numbers from 1 to 100000, none below the
    /// one before it (the most jackals 1, 2, … lions take together).
    fn lion_captures(&mut self, at: At<'_>, what: &str) -> Option<Vec<u32>> {
        let code = Code::InputInvalidGameOption;
        let help = "write the most jackals 1, 2, … lions take together, e.g. `[3, 5]`";
        let items = self.seq(at, what, help)?;
        if items.is_empty() || items.len() > 16 {
            self.error(
                code,
                at.span,
                format!("{what} must list 1 to 16 numbers, not {}", items.len()),
                "wrong length",
                format!("{help}, or leave it out: `lion_strength` jackals per lion"),
            );
            return None;
        }
        let mut out: Vec<u32> = Vec::new();
        for (k, item) in items.iter().enumerate() {
            let v = self.whole(*item, &format!("{what}[{k}]"), 1, 100_000, code)? as u32;
            if let Some(&prev) = out.last()
                && v < prev
            {
                self.error(
                    code,
                    item.span,
                    format!(
                        "{what}[{k}] is {v}, below the {prev} of the entry before it: {} lions would take fewer jackals than {k}",
                        k + 1
                    ),
                    "below the entry before",
                    format!("write at least {prev}: more lions take at least as many jackals"),
                );
                return None;
            }
            out.push(v);
        }
        Some(out)
    }
}
