//! Every sheet states the board's own rules (`game:`), not the defaults: the SVG/PNG sheet's
//! legend, the PDF cover and the layout plan's rules page.

use crate::render_support;

use render_support::grid_2x2;
use savanna::game::GameRules;
use savanna::input::game_rules::{
    Dispersal, Fit, Freeze, PackCount, Pass, QuietRule, SetupRule, Side,
};
use savanna::output::render::page::{Layout, PageKind, PageOptions, pages, sheet};
use savanna::output::render::svg::SvgOptions;

/// Every option changed from its default.
fn house_rules() -> GameRules {
    GameRules {
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

/// The attribute `name` of every element of `svg` whose `class` is `class`, as numbers.
fn attr_of_class(svg: &str, class: &str, tag: &str, name: &str) -> Vec<f64> {
    let mut out = Vec::new();
    for (at, _) in svg.match_indices(&format!("class=\"{class}\"")) {
        let start = svg[..at].rfind('<').unwrap();
        let mut el = &svg[start..];
        if !el.starts_with(&format!("<{tag}")) {
            // a group: its first `tag` child
            el = &el[el.find(&format!("<{tag}")).unwrap()..];
        }
        let el = &el[..el.find('>').unwrap()];
        let key = format!(" {name}=\"");
        let v = &el[el.find(&key).unwrap() + key.len()..];
        out.push(v[..v.find('"').unwrap()].parse().unwrap());
    }
    out
}

/// grid_2x2 starts lions in Oasis (region 1, the square 0..50 x 0..50) and Rock (region 4,
/// 50..100 x 50..100) and the pack of 9 in #2 (50..100 x 0..50): one white disc in each lion
/// region, a dark one with "9" in #2, no larger than the pieces (lions 30 mm, jackals 20 mm).
#[test]
fn the_start_is_marked_on_the_board() {
    let v = grid_2x2();
    let svg = savanna::output::render::svg::render(&v, &SvgOptions::default());
    let cx = attr_of_class(&svg, "start-lion", "circle", "cx");
    let cy = attr_of_class(&svg, "start-lion", "circle", "cy");
    let r = attr_of_class(&svg, "start-lion", "circle", "r");
    assert_eq!(cx.len(), 2, "{svg}");
    assert!(cx[0] < 50.0 && cy[0] < 50.0, "in Oasis: {cx:?} {cy:?}");
    assert!(cx[1] > 50.0 && cy[1] > 50.0, "in Rock: {cx:?} {cy:?}");
    for r in &r {
        assert!(
            *r <= 15.0 && *r >= 2.0,
            "between 4 mm and the lion's 30 mm: {r}"
        );
    }
    let px = attr_of_class(&svg, "start-pack", "circle", "cx");
    let py = attr_of_class(&svg, "start-pack", "circle", "cy");
    let pr = attr_of_class(&svg, "start-pack", "circle", "r");
    assert_eq!(px.len(), 1);
    assert!(
        px[0] > 50.0 && py[0] < 50.0 && pr[0] <= 10.0,
        "in #2: {px:?} {py:?} {pr:?}"
    );
    let pack = &svg[svg.find("class=\"start-pack\"").unwrap()..];
    let pack: String = pack[..pack.find("</g>").unwrap()]
        .split_whitespace()
        .collect();
    assert!(pack.contains(">9</text>"), "{pack}");
    // Under `setup: random` the board's set-up is not the start: nothing is marked.
    let mut v = grid_2x2();
    v.game.setup = SetupRule::Random;
    let svg = savanna::output::render::svg::render(&v, &SvgOptions::default());
    assert!(!svg.contains("start-lion") && !svg.contains("start-pack"));
}

/// An inch board states its pieces in inches and gets an inch ruler on the cover (whole inches
/// labelled): a 30 mm lion is 30 / 25.4 = 1.18 in. With `SAVANNA_PREVIEW_DIR` set, the cover is
/// written there as a PNG to look at.
#[test]
fn an_inch_board_is_measured_in_inches() {
    let mut v = grid_2x2();
    v.units = savanna::units::Units::In;
    savanna_scale(&mut v, 1.0 / 25.4);
    let p = pages(&v, &PageOptions::default()).unwrap();
    let cover = &p
        .pages
        .iter()
        .find(|pg| pg.kind == PageKind::Cover)
        .unwrap()
        .svg;
    let w = words(cover);
    assert!(w.contains("3 × lion, 1.18 in"), "{w}");
    assert!(w.contains("9 × jackal, 0.79 in"), "{w}");
    assert!(!w.contains(" mm,") && !w.contains(" cm "), "{w}");
    let ruler = &cover[cover.find("id=\"ruler\"").unwrap()..];
    let ruler: String = ruler[..ruler.find("</g>").unwrap()]
        .split_whitespace()
        .collect();
    assert!(
        ruler.contains(">in</text>") && !ruler.contains(">cm</text>"),
        "{ruler}"
    );
    // 150 mm of ruler holds 5 whole inches (127 mm): labels 0 to 5, 5 x 8 + 1 = 41 ticks.
    assert!(ruler.contains(">5</text>") && !ruler.contains(">6</text>"));
    assert_eq!(ruler.matches("<line").count(), 1 + 41);
    let sheet_words = words(&sheet(&v, &SvgOptions::default(), 1.0));
    assert!(sheet_words.contains("3 lions, 1.18 in"), "{sheet_words}");
    if let Ok(dir) = std::env::var("SAVANNA_PREVIEW_DIR") {
        let png = savanna::output::render::png::rasterise(cover, &Default::default()).unwrap();
        std::fs::write(std::path::Path::new(&dir).join("inch_cover.png"), png).unwrap();
    }
}

/// Scales every length of `v` by `k` (a board in other units).
fn savanna_scale(v: &mut savanna::validated::ValidatedBoard, k: f64) {
    render_support::scale_points(v, k, k);
    for (_, p) in v.pieces.0.iter_mut() {
        p.diameter *= k;
    }
    if let Some(f) = &mut v.frame {
        f.width = f.width.map(|w| w * k);
        f.height = f.height.map(|h| h * k);
    }
}

/// The sentences of the legend's paragraphs (each ends with a full stop followed by a space or
/// the end), whitespace collapsed: what must appear whole on the print.
fn legend_sentences(v: &savanna::validated::ValidatedBoard) -> Vec<String> {
    let mut out = Vec::new();
    for p in savanna::output::render::page::legend_lines(v) {
        let p = p.split_whitespace().collect::<Vec<_>>().join(" ");
        let mut rest = p.as_str();
        while let Some(i) = rest.find(". ") {
            out.push(rest[..=i].to_string());
            rest = &rest[i + 2..];
        }
        if !rest.is_empty() {
            out.push(rest.to_string());
        }
    }
    out
}

/// The A3 grid with every option changed, printed tiled on A4 and Letter, landscape (the
/// default for an A3 board on A4) and portrait: every sentence of the rules (rules_text, with
/// the sheet's notes) and of the start is on the cover whole, or, when they do not fit there,
/// on a rules page right after it that the cover names. Before, the landscape cover stopped
/// its legend at the footer, dropping the sentences on fit, quiet rounds, points, first player
/// and start.
#[test]
fn every_rules_sentence_is_whole_on_a_tiled_print() {
    let mut v = render_support::grid_a3();
    v.game = house_rules();
    let sentences = legend_sentences(&v);
    // Seven rules paragraphs and the start, each of at least one sentence.
    assert!(sentences.len() >= 8, "{sentences:?}");
    assert!(
        sentences
            .iter()
            .any(|s| s.starts_with("When for more than 7 rounds in a row (16 turns;")),
        "{sentences:?}"
    );
    for paper in [
        savanna::output::render::paper::Paper::a4(),
        savanna::output::render::paper::Paper::letter(),
    ] {
        for orientation in [
            None,
            Some(savanna::output::render::paper::Orientation::Portrait),
        ] {
            let mut o = PageOptions::default();
            o.tile.paper = paper.clone();
            o.tile.orientation = orientation;
            let p = pages(&v, &o).unwrap();
            let mut w = words(&p.pages[0].svg);
            if p.pages[1].kind == PageKind::Rules {
                assert!(w.contains("The rules of this board are on page 2"), "{w}");
                w = words(&p.pages[1].svg);
            }
            for s in &sentences {
                assert!(
                    w.contains(s.as_str()),
                    "{} {orientation:?}: {s:?} is not whole:\n{w}",
                    paper.name
                );
            }
        }
    }
}

/// A legend too long for any cover (a start naming four regions of 300 characters each) goes
/// to a rules page after the cover, page 2 of 1 + 1 + 4 tiles, whole; the cover says where.
#[test]
fn a_legend_too_long_for_the_cover_gets_a_rules_page() {
    let mut v = render_support::grid_a3();
    for (i, r) in v.regions.iter_mut().enumerate() {
        r.name = Some(
            format!("Region{i} {}", "long name ".repeat(30))
                .trim()
                .to_string(),
        );
    }
    let sentences = legend_sentences(&v);
    let p = pages(&v, &PageOptions::default()).unwrap();
    let kinds: Vec<PageKind> = p.pages.iter().map(|pg| pg.kind.clone()).collect();
    assert_eq!(
        kinds,
        [
            PageKind::Cover,
            PageKind::Rules,
            PageKind::Tile(0),
            PageKind::Tile(1),
            PageKind::Tile(2),
            PageKind::Tile(3)
        ]
    );
    let cover = words(&p.pages[0].svg);
    assert!(
        cover.contains("The rules of this board are on page 2: they do not fit on this cover."),
        "{cover}"
    );
    assert!(!cover.contains("A lion counts as"), "{cover}");
    let rules = words(&p.pages[1].svg);
    assert!(rules.contains("page 2 of 6"), "{rules}");
    for s in &sentences {
        assert!(rules.contains(s.as_str()), "{s:?} is not whole:\n{rules}");
    }
}

/// The same check on the PDF itself, read back by pdftotext (poppler-utils), as a user's
/// viewer would: the default print of the A3 grid with house rules holds every sentence.
#[test]
fn pdftotext_reads_every_rules_sentence() {
    let found = std::process::Command::new("pdftotext")
        .arg("-v")
        .output()
        .is_ok();
    if !render_support::tool_or_skip(
        "pdftotext_reads_every_rules_sentence",
        "pdftotext",
        "apt-get install poppler-utils",
        found,
    ) {
        return;
    }
    let mut v = render_support::grid_a3();
    v.game = house_rules();
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("house.pdf");
    std::fs::write(
        &pdf,
        savanna::output::render::pdf::render(&v, &PageOptions::default()).unwrap(),
    )
    .unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-f", "1", "-l", "2", "-raw"])
        .arg(&pdf)
        .arg("-")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout)
        .replace('•', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for s in legend_sentences(&v) {
        assert!(
            text.contains(s.as_str()),
            "{s:?} is not in the PDF:\n{text}"
        );
    }
}

/// An 80 x 400 mm board of eight 80 x 50 mm strips (lions 30 mm, jackals 20 mm): each label
/// grows to fill its strip, so before no start mark fitted beside one, not even at 4 mm, and
/// the sheet drew none though its legend says the discs mark the start. Now the starting
/// regions' labels are set smaller until a mark fits: three lion marks (Kopje, Oasis, Marsh:
/// strips 1, 4, 7, y from 0, 150, 300) and the pack's (Long Grass, strip 5, y from 200), each
/// inside its strip (|x - 40| + r <= 40, the disc between the strip's lines).
#[test]
fn start_marks_fit_on_a_narrow_board() {
    let names = [
        "Kopje",
        "Acacia Grove",
        "Baobab",
        "Oasis",
        "Long Grass",
        "Salt Pan",
        "Marsh",
        "Dunes",
    ];
    let mut text =
        String::from("name: Narrow Savanna\nunits: mm\nframe: {width: 80, height: 400}\nlines:\n");
    for y in (50..400).step_by(50) {
        text.push_str(&format!("  - [[0, {y}], [80, {y}]]\n"));
    }
    text.push_str(
        "pieces:\n  lion: {diameter: 30, count: 3}\n  jackal: {diameter: 20, count: 6}\nregions:\n",
    );
    for (i, n) in names.iter().enumerate() {
        text.push_str(&format!("  {n}: [40, {}]\n", 25 + 50 * i));
    }
    text.push_str("setup:\n  lions: [Kopje, Oasis, Marsh]\n  jackals: Long Grass\n");
    let v = savanna::pipeline::run(&text, &Default::default())
        .expect("the narrow board builds")
        .validated;
    assert!(!v.has_errors(), "{:?}", v.diagnostics);
    let svg = savanna::output::render::svg::render(&v, &SvgOptions::default());
    let cx = attr_of_class(&svg, "start-lion", "circle", "cx");
    let cy = attr_of_class(&svg, "start-lion", "circle", "cy");
    let r = attr_of_class(&svg, "start-lion", "circle", "r");
    assert_eq!(cy.len(), 3, "three lion marks");
    for (i, top) in [0.0, 150.0, 300.0].into_iter().enumerate() {
        assert!(
            cy[i] - r[i] >= top && cy[i] + r[i] <= top + 50.0,
            "lion mark {i} in its strip: {cy:?} {r:?}"
        );
        assert!((cx[i] - 40.0).abs() + r[i] <= 40.0, "{cx:?}");
        assert!(r[i] >= 2.0, "at least 4 mm across: {r:?}");
    }
    let py = attr_of_class(&svg, "start-pack", "circle", "cy");
    let pr = attr_of_class(&svg, "start-pack", "circle", "r");
    assert_eq!(py.len(), 1, "the pack's mark");
    assert!(
        py[0] - pr[0] >= 200.0 && py[0] + pr[0] <= 250.0,
        "{py:?} {pr:?}"
    );
    assert!(pr[0] >= 2.0);
    // Every label still fits its strip.
    let labels = savanna::output::render::svg::labels(&v, &SvgOptions::default());
    assert!(labels.iter().all(|b| b.fits));
}

/// A narrow board's sheet is 100 mm wide (SHEET_LEGEND_MIN_WIDTH_MM): a long name is wrapped
/// to it (it ran off the sheet). Every text of the legend, the title's lines included, ends
/// within the sheet's width less its 4 mm pads.
#[test]
fn a_long_title_fits_a_narrow_sheet() {
    let mut v = grid_2x2();
    v.name = Some("Narrow Strip of the Long Savanna with a Very Long Name Indeed".into());
    let svg = sheet(&v, &SvgOptions::default(), 1.0);
    let width: f64 = render_support::root_attr(&svg, "width")
        .unwrap()
        .trim_end_matches("mm")
        .parse()
        .unwrap();
    let legend = &svg[svg.find("id=\"legend\"").unwrap()..];
    let mut rest = legend;
    let mut checked = 0;
    while let Some(a) = rest.find("<text") {
        let el = &rest[a..];
        let tag = &el[..el.find('>').unwrap()];
        let num = |k: &str| -> f64 {
            let i = tag.find(&format!(" {k}=\"")).unwrap() + k.len() + 3;
            tag[i..i + tag[i..].find('"').unwrap()].parse().unwrap()
        };
        let inner = &el[el.find('>').unwrap() + 1..el.find("</text>").unwrap()];
        let s = words(&format!("<text>{inner}</text>"));
        let end = num("x") + savanna::output::render::text::width_em(&s) * num("font-size");
        assert!(end <= width - 4.0 + 1e-9, "{s:?} ends at {end} of {width}");
        checked += 1;
        rest = &el[el.find("</text>").unwrap()..];
    }
    assert!(checked > 10);
    let w = words(legend);
    assert!(
        w.contains("Narrow Strip of the Long Savanna with a Very Long Name Indeed"),
        "{w}"
    );
}

/// The A3 grid's sheet (420 mm wide, no margin) sets its rules in columns: (420 − 8 + 8) /
/// (135 + 8) = 2.9, so 2 columns of (412 − 8) / 2 = 202 mm (they ran in lines across the whole
/// sheet, some 250 characters). Every line of the rules ends within its column, and the
/// paragraphs still read in order.
#[test]
fn a_wide_sheet_sets_its_rules_in_columns() {
    let mut v = render_support::grid_a3();
    v.game = house_rules();
    let svg = sheet(&v, &SvgOptions::default(), 1.0);
    let width: f64 = render_support::root_attr(&svg, "width")
        .unwrap()
        .trim_end_matches("mm")
        .parse()
        .unwrap();
    assert_eq!(width, 420.0);
    let legend = &svg[svg.find("id=\"legend\"").unwrap()..];
    let mut rows = Vec::new();
    let mut rest = legend;
    while let Some(a) = rest.find("<text") {
        let el = &rest[a..];
        let tag = &el[..el.find('>').unwrap()];
        let num = |k: &str| -> f64 {
            let i = tag.find(&format!(" {k}=\"")).unwrap() + k.len() + 3;
            tag[i..i + tag[i..].find('"').unwrap()].parse().unwrap()
        };
        let inner = &el[el.find('>').unwrap() + 1..el.find("</text>").unwrap()];
        let s = words(&format!("<text>{inner}</text>"));
        if num("font-size") == 3.2 {
            rows.push((num("x"), savanna::output::render::text::width_em(&s) * 3.2));
        }
        rest = &el[el.find("</text>").unwrap()..];
    }
    let mut xs: Vec<f64> = rows.iter().map(|r| r.0).collect();
    xs.sort_by(f64::total_cmp);
    xs.dedup();
    // The pieces' labels are 3.2 mm too: keep the columns' starts, 4 and 4 + 202 + 8.
    assert!(xs.contains(&4.0) && xs.contains(&214.0), "{xs:?}");
    for (x, w) in rows.iter().filter(|r| r.0 == 4.0 || r.0 == 214.0) {
        assert!(x + w <= x + 202.0 + 1e-9, "a line of {w} mm at {x}");
    }
    assert_states_house_rules("the wide sheet", &svg);
}
