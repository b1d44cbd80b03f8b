//! The walker's `game:` section: the options of the rules engine, each checked.

use super::walk::{At, Walker, key, nearest};
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Said, said};
use crate::input::game_rules::Side;
use crate::input::yaml::Node;

impl Walker<'_> {
    /// The `game:` section: every option of [`crate::input::game_rules::GameRules`], each checked.
    pub(super) fn game(&mut self, at: At<'_>) -> Option<crate::input::game_rules::GameRules> {
        use crate::input::game_rules::{
            Dispersal, Fit, Freeze, PackCount, Pass, QuietRule, SetupRule,
        };
        let entries = self.map(
            at,
            &key("game"),
            crate::input::game_rules::GAME_KEYS,
            said!(
                "diag-input-write-eg",
                example = "game: {quiet_rounds: 5, first: jackals}"
            ),
        )?;
        let mut g = crate::input::game_rules::GameRules::default();
        let mut ok = true;
        for e in &entries {
            let what = key(&format!("game.{}", e.key));
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
                                said!("form-true-false"),
                                said!("diag-input-true-false-help"),
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
                        "dispersal" => &["one_stays", "one_per_region"],
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
                            "dispersal" => {
                                g.dispersal = [Dispersal::OneStays, Dispersal::OnePerRegion][i]
                            }
                            _ => g.setup = [SetupRule::Board, SetupRule::Random][i],
                        },
                        None => {
                            ok = false;
                            let help = match text.and_then(|t| nearest(t, choices)) {
                                Some(c) => said!("diag-input-did-you-mean", name = c),
                                None => {
                                    said!("diag-input-write-one-of", choices = choices.join(", "))
                                }
                            };
                            self.error_said(
                                code,
                                e.value.span,
                                said!(
                                    "diag-input-not-a-choice",
                                    what = what.clone(),
                                    choices = choices.join(", ")
                                ),
                                said!("diag-label-not-a-choice"),
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
    fn lion_captures(&mut self, at: At<'_>, what: &Said) -> Option<Vec<u32>> {
        let code = Code::InputInvalidGameOption;
        let items = self.seq(at, what, said!("diag-input-captures-help"))?;
        if items.is_empty() || items.len() > 16 {
            self.error_said(
                code,
                at.span,
                said!(
                    "diag-input-captures-length",
                    what = what.clone(),
                    n = items.len()
                ),
                said!("diag-label-wrong-length"),
                said!("diag-input-captures-length-help"),
            );
            return None;
        }
        let mut out: Vec<u32> = Vec::new();
        for (k, item) in items.iter().enumerate() {
            let at_k = key(&format!("game.lion_captures[{k}]"));
            let v = self.whole(*item, &at_k, 1, 100_000, code)? as u32;
            if let Some(&prev) = out.last()
                && v < prev
            {
                self.error_said(
                    code,
                    item.span,
                    said!(
                        "diag-input-captures-below",
                        what = at_k,
                        value = v,
                        prev = prev,
                        lions = k + 1,
                        k = k
                    ),
                    said!("diag-label-below-before"),
                    said!("diag-input-captures-below-help", prev = prev),
                );
                return None;
            }
            out.push(v);
        }
        Some(out)
    }
}
