//! Every sheet states the board's own rules (`game:`), not the defaults: the SVG/PNG sheet's
//! legend, the PDF cover and the layout plan's rules page.

mod render_support;

use render_support::grid_2x2;
use savanna::game::GameRules;
use savanna::game::rules::{Fit, Freeze, QuietRule, SetupRule, Side};
use savanna::render::page::{Layout, PageKind, PageOptions, pages, sheet};
use savanna::render::svg::SvgOptions;

/// Every option changed from its default.
fn house_rules() -> GameRules {
    GameRules {
        lion_strength: 4,
        combined_attack: true,
        freeze: Freeze::Pieces,
        pack_leaves_one: false,
        gathered_lions_disperse: false,
        fit: Fit::AfterCapture,
        quiet_rounds: 7,
        quiet: QuietRule::NoCapturePossible,
        max_rounds: 90,
        lion_points: 3,
        jackal_points: 2,
        first: Side::Lions,
        setup: SetupRule::Board,
    }
}

/// The text of every `<text>` of `svg`, tags removed and entities decoded, lines joined by
/// spaces with whitespace collapsed and bullets dropped, so a wrapped paragraph reads as one.
fn words(svg: &str) -> String {
    let mut out = String::new();
    let mut rest = svg;
    while let Some(a) = rest.find("<text") {
        let after = &rest[a..];
        let open_end = after.find('>').unwrap() + 1;
        let close = after.find("</text>").unwrap();
        let inner = &after[open_end..close];
        // drop nested tags (tspans)
        let mut t = String::new();
        let mut in_tag = false;
        for c in inner.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => t.push(c),
                _ => {}
            }
        }
        out.push_str(&t);
        out.push(' ');
        rest = &after[close + 7..];
    }
    let out = out
        .replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace('•', " ");
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The sentences a reader of these house rules must find, each worked out from the options by
/// hand (strength 4: 1 lion takes up to 4, 2 lions up to 8; 4 jackals take 1 lion, 8 take 2;
/// 7 quiet rounds: more than 7 rounds, 2 x 8 = 16 turns).
const EXPECTED: &[&str] = &[
    "A lion counts as 4 jackals.",
    "1 lion takes up to 4, 2 lions up to 8",
    "4 jackals take 1 lion, 8 take 2",
    "only the pieces that moved are frozen",
    "Groups from up to 4 regions may attack one region together",
    "Jackals may all leave a region together: none need stay behind.",
    "Lions may gather in one region and stay together: they need not attack or disperse.",
    "An attack must fit once the captured pieces are removed",
    "When for more than 7 rounds in a row (16 turns; a round: both sides move once) neither side could capture",
    "jackals score 2 points and lions 3 for each region they occupy",
    "Points are also counted after 90 rounds at most.",
    "The lions move first.",
];

/// What the defaults would have printed instead, none of which may appear.
const DEFAULTS: &[&str] = &[
    "A lion counts as 3 jackals.",
    "is frozen for the rest of the turn",
    "at least one jackal stays there",
    "must that turn all attack",
    "at the moment of entering",
    "more than 5 rounds",
    "jackals score 1 point and lions 2",
    "after 200 rounds",
    "The jackals move first.",
];

fn assert_states_house_rules(what: &str, svg: &str) {
    let w = words(svg);
    for s in EXPECTED {
        assert!(w.contains(s), "{what} lacks {s:?}:\n{w}");
    }
    for s in DEFAULTS {
        assert!(!w.contains(s), "{what} states the default {s:?}:\n{w}");
    }
}

#[test]
fn sheet_legend_states_the_boards_rules() {
    let mut v = grid_2x2();
    v.game = house_rules();
    assert_states_house_rules("the SVG sheet", &sheet(&v, &SvgOptions::default(), 1.0));
    // The PNG is the same sheet at a text scale (output::write rasterises `sheet`).
    assert_states_house_rules("the PNG sheet", &sheet(&v, &SvgOptions::default(), 3.0));
}

#[test]
fn pdf_cover_states_the_boards_rules() {
    let mut v = grid_2x2();
    v.game = house_rules();
    let p = pages(&v, &PageOptions::default()).unwrap();
    let cover = p
        .pages
        .iter()
        .find(|pg| pg.kind == PageKind::Cover)
        .unwrap();
    assert_states_house_rules("the cover", &cover.svg);
}

#[test]
fn plan_rules_page_states_the_boards_rules() {
    let mut v = grid_2x2();
    v.game = house_rules();
    let o = PageOptions {
        layout: Layout::Plan,
        ..PageOptions::default()
    };
    let p = pages(&v, &o).unwrap();
    let rules = p
        .pages
        .iter()
        .find(|pg| pg.kind == PageKind::Rules)
        .unwrap();
    assert_states_house_rules("the plan's rules page", &rules.svg);
}

/// examples/crossing.yaml counts lions 3 and jackals 2 a region: its sheet says so.
#[test]
fn crossing_sheet_states_its_count() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/crossing.yaml");
    let text = std::fs::read_to_string(path).unwrap();
    let out = savanna::pipeline::run(&text, &Default::default()).expect("crossing builds");
    let w = words(&sheet(&out.validated, &SvgOptions::default(), 1.0));
    assert!(
        w.contains("jackals score 2 points and lions 3 for each region they occupy"),
        "{w}"
    );
    assert!(!w.contains("Jackals score 1 and lions 2"), "{w}");
}

/// `setup: random` is printed as a random start, even on a board with its own `setup:`.
#[test]
fn random_setup_is_stated() {
    let mut v = grid_2x2();
    v.game = GameRules {
        setup: SetupRule::Random,
        ..GameRules::default()
    };
    let w = words(&sheet(&v, &SvgOptions::default(), 1.0));
    assert!(
        w.contains("Start: a set-up drawn at random for each game"),
        "{w}"
    );
}
