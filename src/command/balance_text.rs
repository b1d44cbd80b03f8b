//! `savanna balance`'s report for people, in any language: every word from the catalogue
//! (`balance-…`), the numbers with the language's decimal mark.

use crate::game::GameBoard;
use crate::game::balance::BalanceReport;
use crate::game::in_words::{self as words, ci_in, pct_in, strength_in};
use crate::i18n::{Arg, Lang};

/// The rules in force on `board`, as `play`'s `help` states them
/// ([`crate::game::rules_text::rules_text_in`]: every sentence from the board's `game:`
/// options, never the defaults'): a heading, then one line a rule, each after `- `.
fn rules_paragraphs(board: &GameBoard, lang: Lang) -> String {
    let mut s = tr(lang, "play-help-rules", &[]) + "\n";
    for p in crate::game::rules_text::rules_text_in(&board.rules, lang).lines() {
        s.push_str("- ");
        s.push_str(&p);
        s.push('\n');
    }
    s
}

/// Message `id` of `lang`'s catalogue with `args` ([`Lang::tr`]).
pub(super) fn tr(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    lang.tr(id, args)
}

/// `label` padded with spaces to `width` characters.
fn pad(label: &str, width: usize) -> String {
    format!("{label:<width$}")
}

/// The balance report for people, in `lang`: every word from the catalogue (`balance-…`), the
/// numbers with the language's decimal mark (`53,4 %` in Russian), the columns as wide as
/// their longest label.
pub(super) fn balance_text_in(board: &GameBoard, r: &BalanceReport, lang: Lang) -> String {
    let pct = |x: f64| pct_in(x, lang);
    let ci = |c: [f64; 2]| ci_in(c, lang);
    let strength = strength_in(&r.strength, lang);
    let name = r
        .board
        .clone()
        .unwrap_or_else(|| tr(lang, "balance-board", &[]));
    let mut s = format!(
        "{name}: {}\n\n",
        words::headline_in(r, board.rules.first, lang)
    );
    let iterations = r
        .mcts_budget
        .map(|b| {
            let per = if r.agent == crate::game::agents::AgentKind::Mcts {
                "turn"
            } else {
                "move"
            };
            format!(
                " {}",
                tr(
                    lang,
                    "balance-iterations",
                    &[("n", Arg::from(b)), ("per", Arg::from(per))]
                )
            )
        })
        .unwrap_or_default();
    s += &tr(
        lang,
        "balance-self-play-head",
        &[
            ("name", Arg::from(&name)),
            ("strength", Arg::from(&strength)),
            ("games", Arg::from(r.games)),
            ("pairs", Arg::from(r.games / 2)),
            ("agent", Arg::from(r.agent.as_str())),
            ("iterations", Arg::from(iterations)),
            ("seed", Arg::from(r.seed)),
        ],
    );
    s.push('\n');
    s += &rules_paragraphs(board, lang);
    s.push('\n');
    // The rows' labels and the wins' word, each column as wide as its longest entry (English:
    // 8 and 4, as before).
    let sides = [
        (tr(lang, "side-lions", &[]), &r.lions),
        (tr(lang, "side-jackals", &[]), &r.jackals),
    ];
    let (draws, capped) = (
        tr(lang, "balance-draws", &[]),
        tr(lang, "balance-capped", &[]),
    );
    let wide = |v: &[&str], min: usize| {
        v.iter()
            .map(|x| x.chars().count())
            .max()
            .unwrap_or(0)
            .max(min)
    };
    let w1 = wide(&[&sides[0].0, &sides[1].0, &draws, &capped], 8);
    let wins: Vec<String> = sides
        .iter()
        .map(|(_, x)| tr(lang, "balance-wins", &[("n", Arg::from(x.wins))]))
        .collect();
    let w2 = wide(&[&wins[0], &wins[1]], 4);
    for ((side, x), win) in sides.iter().zip(&wins) {
        s.push_str(&format!(
            "  {} {:>6} {}  {:>7}  (95 % {})  {}\n",
            pad(side, w1),
            x.wins,
            pad(win, w2),
            pct(x.rate),
            ci(x.ci95),
            tr(
                lang,
                "balance-row-how",
                &[
                    ("elimination", Arg::from(x.by_elimination)),
                    ("points", Arg::from(x.on_points))
                ]
            )
        ));
    }
    s.push_str(&format!(
        "  {} {:>6} {}  {:>7}  (95 % {})\n",
        pad(&draws, w1),
        r.draws.count,
        pad("", w2),
        pct(r.draws.rate),
        ci(r.draws.ci95)
    ));
    s.push_str(&format!(
        "  {} {:>6} {}{}\n\n",
        pad(&capped, w1),
        r.capped.count,
        tr(
            lang,
            "balance-capped-text",
            &[
                ("n", Arg::from(r.capped.count)),
                ("max", Arg::from(r.rules.max_rounds))
            ]
        ),
        if r.capped.count > 0 {
            format!(" {}", tr(lang, "balance-capped-apart", &[]))
        } else {
            String::new()
        }
    ));
    let decisive_share = |d: &crate::game::balance::DecisiveShare| match (d.rate, d.ci95) {
        (Some(rate), Some(c)) => format!("{} (95 % {})", pct(rate), ci(c)),
        _ => tr(lang, "balance-na-decisive", &[]),
    };
    let mut refused: Vec<String> = r
        .capacity_refusals
        .by_region
        .iter()
        .map(|(k, v)| {
            format!(
                "{}: {v}",
                board.title(crate::ids::RegionId(k.parse().unwrap_or(0)))
            )
        })
        .collect();
    if refused.is_empty() {
        refused.push(tr(lang, "balance-none", &[]));
    }
    let figures = [
        ("balance-share-lions", decisive_share(&r.lions_share)),
        (
            "balance-share-first",
            decisive_share(&r.first_player_advantage),
        ),
        (
            "balance-ludii",
            r.balance
                .map_or_else(|| tr(lang, "balance-na", &[]), |b| lang.decimal(b, 3)),
        ),
        (
            "balance-length",
            tr(
                lang,
                "balance-length-value",
                &[
                    ("mean", Arg::from(lang.decimal(r.length.mean, 1))),
                    ("median", Arg::from(r.length.median.to_string())),
                    ("p90", Arg::from(r.length.p90.to_string())),
                ],
            ),
        ),
        (
            "balance-captures",
            tr(
                lang,
                "balance-captures-value",
                &[
                    ("lions", Arg::from(lang.decimal(r.captures.lions, 2))),
                    ("jackals", Arg::from(lang.decimal(r.captures.jackals, 2))),
                ],
            ),
        ),
        (
            "balance-refusals",
            format!("{} ({})", r.capacity_refusals.total, refused.join(", ")),
        ),
    ];
    let labels: Vec<String> = figures.iter().map(|(id, _)| tr(lang, id, &[])).collect();
    let w = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    for (label, (_, value)) in labels.iter().zip(&figures) {
        s.push_str(&format!("  {}{value}\n", pad(label, w)));
    }
    s.push('\n');
    s.push_str(&format!("  {}\n", tr(lang, "balance-occupancy", &[])));
    for (k, o) in r.occupancy.iter() {
        let id = crate::ids::RegionId(k.parse().unwrap_or(0));
        s.push_str(&format!(
            "    {:<22} {}\n",
            board.title(id),
            tr(
                lang,
                "balance-occupancy-row",
                &[
                    ("lions", Arg::from(format!("{:>6}", pct(o.lions)))),
                    ("jackals", Arg::from(format!("{:>6}", pct(o.jackals)))),
                ]
            )
        ));
    }
    // On a solved board the headline is the exact value (issue 27): it holds at every
    // strength; the self-play verdict below is one strength's.
    let (Some(verdict), Some(rate), Some(c95)) =
        (r.verdict, r.lions_share.rate, r.lions_share.ci95)
    else {
        let line = if r.games == 0 {
            tr(
                lang,
                "balance-verdict-none-time",
                &[("strength", Arg::from(&strength))],
            )
        } else {
            tr(
                lang,
                "balance-verdict-none-decisive",
                &[
                    ("strength", Arg::from(&strength)),
                    ("draws", Arg::from(r.draws.count)),
                    ("capped", Arg::from(r.capped.count)),
                ],
            )
        };
        s.push_str(&format!("\n{line}\n"));
        s.push_str(&tail_text(board, r, lang));
        return s;
    };
    let share = [("pct", Arg::from(pct(rate))), ("ci", Arg::from(ci(c95)))];
    let why = match verdict {
        crate::game::balance::Verdict::Balanced => tr(lang, "balance-why-balanced", &[]),
        crate::game::balance::Verdict::Undecided if r.strength == "perfect" => {
            tr(lang, "balance-why-perfect", &share)
        }
        crate::game::balance::Verdict::Undecided
            if r.untried.iter().any(|u| u.starts_with("self-play")) =>
        {
            tr(lang, "balance-why-time", &share)
        }
        crate::game::balance::Verdict::Undecided => {
            let more = (r.games * 4).min(u64::from(crate::game::balance::MAX_GAMES));
            let mut args = share.to_vec();
            args.push(("games", Arg::from(more)));
            tr(lang, "balance-why-more", &args)
        }
        _ => tr(lang, "balance-why-excludes", &share),
    };
    let exact = if r.exact.is_some() {
        tr(lang, "balance-verdict-exact", &[])
    } else {
        String::new()
    };
    s.push('\n');
    s.push_str(&tr(
        lang,
        "balance-verdict",
        &[
            ("strength", Arg::from(&strength)),
            ("verdict", Arg::from(words::verdict_in(verdict, lang))),
            ("why", Arg::from(why)),
            ("exact", Arg::from(exact)),
        ],
    ));
    s.push('\n');
    s.push_str(&tail_text(board, r, lang));
    s
}

fn share_text(d: &crate::game::balance::DecisiveShare, lang: Lang) -> String {
    match (d.rate, d.ci95) {
        (Some(rate), Some(c)) => format!("{:>7} ({})", pct_in(rate, lang), ci_in(c, lang)),
        _ => tr(lang, "balance-na-decisive", &[]),
    }
}

/// The exact value, the ladder, the skill trace and the summary that does not hang on one
/// strength, in `lang`.
fn tail_text(board: &GameBoard, r: &BalanceReport, lang: Lang) -> String {
    let mut s = String::new();
    if let Some(e) = &r.exact {
        let labels = [
            tr(lang, "balance-jackals-first", &[]),
            tr(lang, "balance-lions-first", &[]),
        ];
        let w = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
        s.push_str(&format!("\n{}\n", tr(lang, "balance-exact-head", &[])));
        for (label, side) in labels.iter().zip([&e.jackals_first, &e.lions_first]) {
            s.push_str(&format!(
                "  {}{}\n",
                pad(label, w),
                words::describe_in(side, lang)
            ));
        }
    }
    if let Some(l) = &r.ladder {
        s.push('\n');
        s.push_str(&tr(
            lang,
            "balance-ladder-head",
            &[("games", Arg::from(l.games_per_level))],
        ));
        s.push('\n');
        for v in &l.levels {
            s.push_str(&format!(
                "  {:<10} {}  {}  {}\n",
                v.strength.label(),
                share_text(&v.lions_share, lang),
                tr(
                    lang,
                    "balance-ladder-row",
                    &[
                        ("lions", Arg::from(v.lions)),
                        ("jackals", Arg::from(v.jackals)),
                        ("other", Arg::from(v.other)),
                    ]
                ),
                words::verdict_or_none(v.verdict, lang)
            ));
        }
        if !l.skill.is_empty() {
            s.push_str(&tr(lang, "balance-skill-head", &[]));
            s.push('\n');
            let vs = tr(lang, "balance-vs", &[]);
            for k in &l.skill {
                s.push_str(&format!(
                    "  {:<10} {vs} {:<10} {}  {}{}\n",
                    k.stronger.label(),
                    k.weaker.label(),
                    share_text(&k.stronger_share, lang),
                    tr(
                        lang,
                        "balance-skill-row",
                        &[
                            ("lions", Arg::from(k.wins_as_lions)),
                            ("jackals", Arg::from(k.wins_as_jackals)),
                            ("lost", Arg::from(k.losses)),
                        ]
                    ),
                    if k.significant {
                        format!("  {}", tr(lang, "balance-significant", &[]))
                    } else {
                        String::new()
                    }
                ));
            }
        }
        s.push_str(&tr(
            lang,
            "balance-ladder-line",
            &[
                (
                    "verdict",
                    Arg::from(words::ladder_verdict_in(l.verdict, lang)),
                ),
                ("reason", Arg::from(words::reason_in(l, lang))),
            ],
        ));
        s.push('\n');
    }
    if let Some(sum) = words::summary_in(r, board.rules.first, lang) {
        s.push('\n');
        s.push_str(&tr(
            lang,
            "balance-in-short",
            &[("summary", Arg::from(sum))],
        ));
        s.push('\n');
    }
    if !r.untried.is_empty() {
        s.push_str(&format!("\n{}\n", tr(lang, "balance-untried-head", &[])));
        for u in &r.untried {
            s.push_str(&format!("  - {u}\n"));
        }
    }
    s
}

/// The suggestion of `balance --suggest` for people, in `lang` (the changes' words and
/// evidence are the library's, in English).
pub(super) fn suggest_text(sg: &crate::game::suggest::Suggestion, lang: Lang) -> String {
    let mut s = String::new();
    if !sg.tried.is_empty() {
        s.push_str(&format!("\n{}\n", tr(lang, "balance-suggest-head", &[])));
    }
    for t in &sg.tried {
        s.push_str(&format!(
            "  {}: {}{}\n",
            t.words(false),
            t.evidence,
            if t.balanced {
                format!("  {}", tr(lang, "balance-suggest-balanced", &[]))
            } else {
                String::new()
            }
        ));
    }
    if !sg.untried.is_empty() {
        s.push_str(&tr(
            lang,
            "balance-suggest-untried",
            &[("list", Arg::from(sg.untried.join(", ")))],
        ));
        s.push('\n');
    }
    s.push_str(&tr(
        lang,
        "balance-suggest-line",
        &[("headline", Arg::from(&sg.headline))],
    ));
    s.push('\n');
    s
}
