//! Layout plans for boards drawn on the ground: the dimension texts of hand-made boards whose
//! distances were worked out by hand, the chosen scale, and the switch from full-size pages to a
//! plan above 20 pages.

use crate::render_support;

use render_support::data;
use savanna::output::render::page::{
    Layout, PageKind, PageOptions, draws_plan, full_size_pages, pages,
};
use savanna::output::render::plan::{PLAN_ABOVE_PAGES, Reference, dimension_text, plan_lines};
use savanna::output::render::plan_page::layout;
use savanna::output::render::tile::TileOptions;
use savanna::pipeline::{self, Options};
use savanna::validated::ValidatedBoard;

/// The validated board of a YAML text, without capacities (the plan does not need them).
fn board(yaml: &str) -> ValidatedBoard {
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    match pipeline::run(yaml, &opts) {
        Ok(o) => o.validated,
        Err(d) => panic!("{d:?}"),
    }
}

fn texts(v: &ValidatedBoard) -> Vec<String> {
    let r = Reference::of(v);
    plan_lines(v)
        .iter()
        .map(|l| dimension_text(l, &r, v.units))
        .collect()
}

#[test]
fn dimensions_of_a_hand_made_rectangle() {
    let v = board(&std::fs::read_to_string(data("plan_hand.yaml")).unwrap());
    // Frame 3 m x 2 m; corners TL (0,0), TR (3,0), BR (3,2), BL (0,2).
    assert_eq!(
        texts(&v),
        [
            // (0, 0.7) is 0.7 below TL (1.3 above BL); (3, 0.6) is 0.6 below TR. Length
            // sqrt(3² + 0.1²) = 3.0017.
            "line 1: left edge, 0.70 m from the top-left corner, to right edge, 0.60 m from the top-right corner; 3.00 m long",
            // (1.2, 2) is 1.2 from BL (1.8 from BR). (1.2, 0.66) lies on line 1 (y = 0.7 - x/30)
            // and inside: from TL sqrt(1.2² + 0.66²) = 1.3695, from BL sqrt(1.2² + 1.34²) =
            // 1.7988, from TR sqrt(1.8² + 0.66²) = 1.9172: the two nearest are TL and BL.
            // Length 2 - 0.66 = 1.34.
            "line 2: bottom edge, 1.20 m from the bottom-left corner, to inside, 1.37 m from the top-left corner and 1.80 m from the bottom-left corner, on line 1; 1.34 m long",
            // From the TR corner to (2.4, 2), 0.6 from BR; length sqrt(0.6² + 2²) = 2.0881.
            "line 3: at the top-right corner, to bottom edge, 0.60 m from the bottom-right corner; 2.09 m long",
            // Drawn from x = -0.5 to 3.5: clipped to the frame, 0.5 above BL and BR.
            "line 4: left edge, 0.50 m from the bottom-left corner, to right edge, 0.50 m from the bottom-right corner; 3.00 m long",
            // Both ends near TL; length sqrt(0.4² + 0.3²) = 0.5.
            "line 5 (corner cut): top edge, 0.40 m from the top-left corner, to left edge, 0.30 m from the top-left corner; 0.50 m long",
        ]
    );
}

#[test]
fn dimensions_of_a_polygon_frame() {
    // A right triangle A (0,0), B (4,0), C (0,3); its hypotenuse BC is 5 m long.
    let v = board(
        "units: m\nframe: {polygon: [[0, 0], [4, 0], [0, 3]]}\nlines:\n  - [[1, 0], [0, 1]]\n  - [[1, 1], [4, 3]]\n",
    );
    assert_eq!(
        texts(&v),
        [
            // (1, 0) on AB 1 from A; (0, 1) on CA 1 from A (2 from C); length sqrt(2).
            "line 1: edge AB, 1.00 m from corner A, to edge CA, 1.00 m from corner A; 1.41 m long",
            // (1, 1) + t (3, 2) meets x/4 + y/3 = 1 at t = 5/17: (1.8824, 1.5882), which is
            // 5 - 2.6471 = 2.3529 from C along BC. (1, 1) is sqrt(2) = 1.4142 from A,
            // sqrt(5) = 2.2361 from C and sqrt(10) from B. Length 5/17 * sqrt(13) = 1.0605.
            "line 2: inside, 1.41 m from corner A and 2.24 m from corner C, to edge BC, 2.35 m from corner C; 1.06 m long",
        ]
    );
}

#[test]
fn without_a_frame_the_extent_is_the_reference() {
    // No frame: the extent from the origin to (400, 300) mm.
    let v = board(
        "lines:\n  - [[0, 100], [400, 100]]\n  - [[100, 0], [100, 300]]\n  - [[300, 50], [300, 300]]\n",
    );
    let t = texts(&v);
    assert_eq!(
        t[2],
        // (300, 50): from TR (400, 0) sqrt(100² + 50²) = 111.8, from TL sqrt(300² + 50²) =
        // 304.1, from BR sqrt(100² + 250²) = 269.3.
        "line 3: inside, 112 mm from the top-right corner and 269 mm from the bottom-right corner, to bottom edge, 100 mm from the bottom-right corner; 250 mm long"
    );
}

fn ground() -> ValidatedBoard {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/ground-3m.yaml");
    board(&std::fs::read_to_string(path).unwrap())
}

#[test]
fn a_3_m_field_is_drawn_at_1_to_20_on_a4() {
    let v = ground();
    // On A4 portrait the drawing gets 190 - 22 = 168 mm by more than 125 mm: 3000 / 168 = 17.9,
    // so 1:20 (150 x 100 mm). Landscape leaves less height under the list: 1:50.
    let l = layout(&v, &TileOptions::default()).unwrap();
    assert_eq!(l.scale, 20);
    // The same field in millimetres gets the same scale.
    let mm = board(
        &std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/ground-3m.yaml"
        ))
        .unwrap()
        .replace("units: m", "units: mm")
        .replace("width: 3, height: 2", "width: 3000, height: 2000")
        .replace("[[0, 0.7], [3, 0.6]]", "[[0, 700], [3000, 600]]")
        .replace("[[0, 1.4], [3, 1.5]]", "[[0, 1400], [3000, 1500]]")
        .replace("[[1, 0], [1.1, 2]]", "[[1000, 0], [1100, 2000]]")
        .replace("[[2, 0], [1.9, 2]]", "[[2000, 0], [1900, 2000]]")
        .replace("[[0, 0.3], [0.4, 0]]", "[[0, 300], [400, 0]]"),
    );
    assert_eq!(layout(&mm, &TileOptions::default()).unwrap().scale, 20);
    // One plan page, the rules, the pieces.
    let p = pages(&v, &PageOptions::default()).unwrap();
    assert_eq!(p.scale, Some(20));
    let kinds: Vec<&PageKind> = p.pages.iter().map(|pg| &pg.kind).collect();
    assert_eq!(
        kinds,
        [&PageKind::Plan(0), &PageKind::Rules, &PageKind::Cutouts(0)]
    );
    let svg = &p.pages[0].svg;
    assert!(svg.contains("scale 1:20"), "{svg}");
    assert!(svg.contains("• line 3: top edge, 1.00 m from the top-left corner,"));
    // (1, 0) to (1.1, 2): length sqrt(0.1² + 2²) = 2.0025.
    assert_eq!(
        texts(&v)[2],
        "line 3: top edge, 1.00 m from the top-left corner, to bottom edge, 1.10 m from the bottom-left corner; 2.00 m long"
    );
}

/// A field of `w` x `h` mm with two lines and large pieces (so that capacities stay small).
fn field(w: u32, h: u32) -> ValidatedBoard {
    board(&format!(
        "frame: {{width: {w}, height: {h}}}\nlines:\n  - [[0, 333], [{w}, 333]]\n  - [[600, 0], [600, {h}]]\n"
    ))
}

#[test]
fn more_than_20_full_size_pages_give_a_plan() {
    // A4 landscape: content 277 x 174 mm, overlap 10, so steps of 267 x 164 mm. 1345 x 666 mm
    // takes ceil(1335 / 267) = 5 columns by ceil(656 / 164) = 4 rows = 20 pages (portrait:
    // 8 x 3 = 24); one more millimetre makes 6 columns, 24 pages either way.
    assert_eq!(PLAN_ABOVE_PAGES, 20);
    let opts = PageOptions::default();
    let at = field(1345, 666);
    assert_eq!(full_size_pages(&at, &opts.tile), Some(20));
    assert!(!draws_plan(&at, &opts));
    assert_eq!(pages(&at, &opts).unwrap().pages[0].kind, PageKind::Cover);
    let over = field(1346, 666);
    assert_eq!(full_size_pages(&over, &opts.tile), Some(24));
    assert!(draws_plan(&over, &opts));
    assert_eq!(
        pages(&over, &opts).unwrap().pages[0].kind,
        PageKind::Plan(0)
    );
    // Full size when asked, however many pages; a plan when asked, however few.
    let full = PageOptions {
        layout: Layout::FullSize,
        ..PageOptions::default()
    };
    assert_eq!(pages(&over, &full).unwrap().pages.len(), 1 + 24);
    let plan = PageOptions {
        layout: Layout::Plan,
        ..PageOptions::default()
    };
    assert_eq!(pages(&at, &plan).unwrap().pages[0].kind, PageKind::Plan(0));
    // A board too large to tile at all (more than 500 pages) still gets its plan.
    let huge = field(30_000, 20_000);
    assert_eq!(full_size_pages(&huge, &opts.tile), None);
    assert_eq!(pages(&huge, &opts).unwrap().scale, Some(200));
}

#[test]
fn a_long_list_continues_on_further_pages() {
    // 80 lines: their dimensions do not fit under the drawing of one A4 page.
    let mut y = String::from("units: m\nframe: {width: 4, height: 4}\nlines:\n");
    for i in 1..=80 {
        let x = i as f64 * 4.0 / 81.0;
        y.push_str(&format!("  - [[{x}, 0], [{x}, 4]]\n"));
    }
    let v = board(&y);
    let p = pages(&v, &PageOptions::default()).unwrap();
    let plan_pages = p
        .pages
        .iter()
        .filter(|pg| matches!(pg.kind, PageKind::Plan(_)))
        .count();
    assert!((2..=4).contains(&plan_pages), "{plan_pages}");
    let all: String = p.pages.iter().map(|pg| pg.svg.as_str()).collect();
    for i in 1..=80 {
        assert!(all.contains(&format!("line {i}: top edge")), "line {i}");
    }
}

/// A small region's label stays in its region on the plan: crossing's channels (33 mm wide) and
/// its crossing square (33 x 33 mm) at the plan's 1:2 do not hold their labels at the plan's
/// smallest regular size (1.6 mm on the page, 3.2 mm of board): without shrinking, some label
/// runs out of its region (the bug); with the plan's options (down to 1 mm, then the title
/// alone) every label fits.
#[test]
fn small_regions_keep_their_labels_inside_on_the_plan() {
    use savanna::output::render::svg::{SvgOptions, labels};
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/crossing.yaml"),
    )
    .unwrap();
    let v = pipeline::run(&text, &Options::default()).unwrap().validated;
    let p = pages(
        &v,
        &PageOptions {
            layout: Layout::Plan,
            ..PageOptions::default()
        },
    )
    .unwrap();
    assert_eq!(p.scale, Some(2));
    let n = 2.0;
    let plan_opts = |shrink: Option<f64>| SvgOptions {
        min_font_mm: 1.6 * n,
        max_font_mm: 3.2 * n,
        shrink_font_mm: shrink,
        ..SvgOptions::default()
    };
    let before = labels(&v, &plan_opts(None));
    assert!(before.iter().any(|b| !b.fits), "some label did not fit");
    let after = labels(
        &v,
        &plan_opts(Some(
            savanna::output::render::plan::PLAN_SMALLEST_LABEL_MM * n,
        )),
    );
    for (b, r) in after.iter().zip(&v.regions) {
        assert!(b.fits, "{:?} at {} does not fit", r.name, b.font_size);
        assert!(b.font_size >= 1.0 * n - 1e-9);
    }
}

/// The pieces a plan's pages print: per pieces page, the whole discs of each diameter (mm) and
/// the kinds given as a cutting template (with its `1/k` sector).
/// One pieces page: `(what, how many)` and its paper.
type PiecesPage = (Vec<(String, usize)>, [f64; 2]);

fn pieces_pages(p: &savanna::output::render::page::Pages) -> Vec<PiecesPage> {
    p.pages
        .iter()
        .filter(|pg| matches!(pg.kind, PageKind::Cutouts(_)))
        .map(|pg| {
            let mut count: Vec<(String, usize)> = Vec::new();
            for r in ["r=\"125\"", "r=\"75\""] {
                let n = pg.svg.matches(r).count();
                if n > 0 {
                    count.push((r.to_string(), n));
                }
            }
            if pg.svg.contains("id=\"cutout-template\"") {
                count.push(("template".to_string(), 1));
            }
            (count, pg.size_mm)
        })
        .collect()
}

/// A 4 m x 3 m field with lions 250 mm and jackals 150 mm across (issue 38): every piece is
/// printed, on A4 and on A3.
fn big_pieces() -> ValidatedBoard {
    board(
        "units: m\nframe: {width: 4, height: 3}\nlines:\n  - [[0, 1], [4, 1]]\n  - [[0, 2], [4, 2]]\n  - [[1.3, 0], [1.3, 3]]\n  - [[2.7, 0], [2.7, 3]]\npieces:\n  lion: {diameter: 0.25, count: 3}\n  jackal: {diameter: 0.15, count: 9}\n",
    )
}

#[test]
fn discs_larger_than_the_page_are_printed_whole_turned_or_as_a_template() {
    let v = big_pieces();
    let plan = PageOptions {
        layout: Layout::Plan,
        ..PageOptions::default()
    };
    // A4 with 10 mm margins: a pieces page holds discs in 190 x 249 mm (portrait, under the
    // 12 mm heading and over the 16 mm footer) or 277 x 162 mm (landscape). A 150 mm jackal fits
    // either way, one a page (two need 303 mm side by side, or 150 + 3 + 150 = 303 mm in
    // height): nine pages. A 250 mm lion fits neither way: one page with a quarter-disc
    // template (radius 125 mm in 190 x 224 mm, or 277 x 137 mm, under the template's 25 mm
    // note), for all three lions.
    let a4 = pages(&v, &plan).unwrap();
    let pp = pieces_pages(&a4);
    assert_eq!(pp.len(), 10, "{pp:?}");
    for (k, (count, _)) in pp.iter().enumerate().take(9) {
        assert_eq!(count, &[("r=\"75\"".to_string(), 1)], "page {k}");
    }
    assert_eq!(pp[9].0, [("template".to_string(), 1)]);
    let template = &a4.pages.last().unwrap().svg;
    assert!(
        template.contains("The lions are discs 250 mm across (0.25 m): too large for this paper."),
        "{template}"
    );
    assert!(template.contains("Cut this quarter of a disc out of card"));
    // The rules page sends the lions to the template.
    let rules = a4
        .pages
        .iter()
        .find(|pg| pg.kind == PageKind::Rules)
        .unwrap();
    assert!(
        rules.svg.contains(
            "3 lions: discs 250 mm across (0.25 m); cut them with the template on the pieces pages"
        ),
        "{}",
        rules.svg
    );
    assert!(
        rules
            .svg
            .contains("9 jackals: discs 150 mm across (0.15 m); cut them from the pieces page")
    );

    // A3 (297 x 420 mm): the plan of a wider-than-tall field is landscape, whose pieces pages
    // hold discs in 400 x 249 mm: a 250 mm lion does not fit (249 < 250) but fits the page
    // turned (277 x 372 mm), one a page (275 + 250 > 394): three turned pages. Jackals: two
    // side by side (303 <= 400), one row (175 + 150 > 271): pages of 2, 2, 2, 2 and 1.
    let a3 = PageOptions {
        layout: Layout::Plan,
        tile: TileOptions {
            paper: savanna::output::render::paper::Paper::a3(),
            ..TileOptions::default()
        },
        ..PageOptions::default()
    };
    let p = pages(&v, &a3).unwrap();
    assert_eq!(p.plan.paper_mm, [420.0, 297.0]);
    let pp = pieces_pages(&p);
    let jackals: Vec<usize> = pp
        .iter()
        .filter(|(c, _)| c.iter().any(|(r, _)| r == "r=\"75\""))
        .map(|(c, size)| {
            assert_eq!(*size, [420.0, 297.0]);
            c[0].1
        })
        .collect();
    assert_eq!(jackals, [2, 2, 2, 2, 1]);
    let lions: Vec<(usize, [f64; 2])> = pp
        .iter()
        .filter(|(c, _)| c.iter().any(|(r, _)| r == "r=\"125\""))
        .map(|(c, size)| (c[0].1, *size))
        .collect();
    assert_eq!(lions, [(1, [297.0, 420.0]); 3]);
    assert_eq!(pp.len(), 8);
}
