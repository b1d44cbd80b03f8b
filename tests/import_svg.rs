//! SVG import (issue 14 part 1): drawings written by hand in the styles of Inkscape (mm through
//! the viewBox, layers with transforms, texts), Illustrator (pt), with curves and with nested
//! group transforms; expected coordinates computed by hand in the comments.

use savanna::import::svg::import;
use savanna::pipeline::{Options, run};
use savanna::validated::ValidatedBoard;

fn data(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/data/import/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn build(yaml: &str) -> ValidatedBoard {
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    run(yaml, &opts).expect("imported board loads").validated
}

/// The lines of a board file as ((x1, y1), (x2, y2)).
fn lines(yaml: &str) -> Vec<[f64; 4]> {
    let v: serde_json::Value = serde_yaml::from_str(yaml).unwrap();
    v["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            // Short form `[from, to]`, or long form `{from, to, name}` (an element with an id).
            let (a, b) = match l.get("from") {
                Some(a) => (a, &l["to"]),
                None => (&l[0], &l[1]),
            };
            let c = |p: &serde_json::Value, j: usize| p[j].as_f64().unwrap();
            [c(a, 0), c(a, 1), c(b, 0), c(b, 1)]
        })
        .collect()
}

/// Inkscape style. The layer's translate(10, 5) moves `M 90,-5 V 95` to x = 100, y 0..100 and
/// the track y = 45 to y = 50, x 0..200; the viewBox is in mm (200 mm = 200 units); the guides
/// layer's diagonal is skipped. Four 100 x 50 regions of 5000 mm²; the texts at (50, 25) and
/// (150, 25) name regions 1 and 2; the white circle at (50, 75) is a lion in region 3, the
/// black one at (150, 75) the jackals' region 4.
/// Catches: a transform or the viewBox scale ignored, an ignored layer read, a name lost.
#[test]
fn inkscape_document_in_mm_with_layer_transform() {
    let out = import(&data("inkscape.svg")).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(
        lines(&out.yaml),
        vec![[100.0, 0.0, 100.0, 100.0], [0.0, 50.0, 200.0, 50.0]]
    );
    assert!(out.yaml.contains("name: \"Inkscape grid\""), "{}", out.yaml);
    assert!(
        out.yaml.contains("# <path id=\"river\"> (line 9)"),
        "{}",
        out.yaml
    );
    let v = build(&out.yaml);
    assert_eq!(v.regions.len(), 4);
    for r in &v.regions {
        assert!((r.area - 5000.0).abs() < 1e-9, "{}", r.area);
    }
    assert_eq!(v.regions[0].name.as_deref(), Some("North West"));
    assert_eq!(v.regions[1].name.as_deref(), Some("North East"));
    let setup = v.setup.expect("setup from the circles");
    assert_eq!(setup.lions.iter().map(|r| r.0).collect::<Vec<_>>(), vec![3]);
    assert_eq!(setup.jackals.map(|r| r.0), Some(4));
}

/// Illustrator style: 144 x 72 pt = 2 x 1 in = 50.8 x 25.4 mm; the frame rectangle (id
/// `frame`) is the frame, not a line; the polyline at x = 72 pt = 25.4 mm splits it into two
/// squares of 25.4² = 645.16 mm². Catches: pt read as px or mm, the frame drawn as a line.
#[test]
fn illustrator_document_in_pt() {
    let out = import(&data("illustrator.svg")).unwrap();
    assert!(
        out.yaml.contains("width: 50.8\n  height: 25.4\n"),
        "{}",
        out.yaml
    );
    assert_eq!(lines(&out.yaml), vec![[25.4, 0.0, 25.4, 25.4]]);
    let v = build(&out.yaml);
    assert_eq!(v.regions.len(), 2);
    for r in &v.regions {
        assert!((r.area - 645.16).abs() < 1e-6, "{}", r.area);
    }
}

/// A cubic Bézier is flattened into 8 pieces with a warning naming the element and its line.
/// The curve from (50, 0) to (50, 50) with controls (60, 20), (40, 30) passes through
/// B(1/2) = (0.125·50 + 0.375·60 + 0.375·40 + 0.125·50, 0.375·20 + 0.375·30 + 0.125·50)
/// = (50, 25). Catches: curves dropped silently, or flattened without a warning.
#[test]
fn curves_are_flattened_with_a_warning() {
    let out = import(&data("curves.svg")).unwrap();
    assert_eq!(out.warnings.len(), 1);
    assert!(
        out.warnings[0].contains("<path id=\"wave\"> (line 3)"),
        "{:?}",
        out.warnings
    );
    assert!(out.warnings[0].contains("straight lines"));
    let l = lines(&out.yaml);
    assert_eq!(l.len(), 1 + 8);
    assert_eq!(l[1][..2], [50.0, 0.0]);
    assert_eq!(l[4][2..], [50.0, 25.0]);
    assert_eq!(l[8][2..], [50.0, 50.0]);
}

/// translate(20, 0) around scale(2): the line x = 10, y 0..50 lands at x = 2·10 + 20 = 40,
/// y 0..100. Catches: only the innermost transform applied, or the order reversed
/// (scale(2)·(10 + 20) = 60).
#[test]
fn nested_group_transforms_compose() {
    let out = import(&data("nested.svg")).unwrap();
    let l = lines(&out.yaml);
    assert_eq!(l[0], [40.0, 0.0, 40.0, 100.0]);
    let v = build(&out.yaml);
    // 0..40, 40..60, 60..100 across a 100 mm square.
    let mut areas: Vec<f64> = v.regions.iter().map(|r| r.area).collect();
    areas.sort_by(f64::total_cmp);
    assert_eq!(areas, vec![2000.0, 4000.0, 4000.0]);
}

/// The regions of `w` (imported) are those of `v` (the original): same count, same areas (to
/// 1e-6 relative), same neighbors, same names, in the same order; same pieces and setup.
/// `what` names the case.
fn assert_same_regions(v: &ValidatedBoard, w: &ValidatedBoard, what: &str) {
    assert_eq!(w.units, v.units, "{what}");
    assert_eq!(w.regions.len(), v.regions.len(), "{what}");
    for (a, b) in v.regions.iter().zip(&w.regions) {
        assert!(
            (a.area - b.area).abs() <= 1e-6 * a.area,
            "{what}: region {}: {} vs {}",
            a.id,
            a.area,
            b.area
        );
        assert_eq!(a.neighbors, b.neighbors, "{what}: region {}", a.id);
        assert_eq!(a.name, b.name, "{what}: region {}", a.id);
    }
    assert_eq!(w.corners.len(), v.corners.len(), "{what}");
    assert_eq!(w.pieces, v.pieces, "{what}");
    assert_eq!(w.setup, v.setup, "{what}");
}

/// Every board in examples/ rendered by savanna imports back to the same regions, from each SVG
/// output that draws the whole board: the bare sheet (`render -o - `), the sheet with its legend
/// (`render -o x.svg`), full-size tiles (`render --paper A4 -o x.svg`: every tile page holds the
/// whole board, clipped to the page) and the layout plan's first page (`--plan`).
/// Catches: the sheet's region fills, labels, corner rings, legend pieces or tick marks read as
/// lines or pieces; the board's transform (its scale to mm, the margin) or its units lost; names
/// lost or given to the wrong region; the pieces or the start position lost.
#[test]
fn rendered_boards_round_trip() {
    use savanna::output::render::page::{self, Layout, PageKind, PageOptions};
    let dir = format!("{}/examples", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "{files:?}");
    for f in files {
        let yaml = std::fs::read_to_string(&f).unwrap();
        let v = build(&yaml);
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let mut outputs: Vec<(String, String)> = vec![
            (
                "bare sheet".into(),
                savanna::output::render::svg::render(&v, &Default::default()),
            ),
            (
                "sheet with legend".into(),
                page::sheet(&v, &Default::default(), 1.0),
            ),
        ];
        for layout in [Layout::FullSize, Layout::Plan] {
            let opts = PageOptions {
                layout,
                ..PageOptions::default()
            };
            let Ok(pages) = page::pages(&v, &opts) else {
                continue;
            };
            let boards = pages
                .pages
                .into_iter()
                .filter(|p| matches!(p.kind, PageKind::Tile(_) | PageKind::Plan(0)))
                .take(2);
            for (i, p) in boards.enumerate() {
                outputs.push((format!("{layout:?} page {i}"), p.svg));
            }
        }
        for (what, svg) in outputs {
            let what = format!("{name}, {what}");
            let out = import(&svg).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert!(out.warnings.is_empty(), "{what}: {:?}", out.warnings);
            assert_same_regions(&v, &build(&out.yaml), &what);
        }
    }
}

/// Not SVG: an error naming the place, no panic.
#[test]
fn malformed_svg_is_an_error() {
    let e = import("<svg><g></svg>").unwrap_err().to_string();
    assert!(e.contains("1:"), "{e}");
}

/// `check` and `build` take the .svg directly; `import` writes the board file.
#[test]
fn cli_accepts_svg_boards() {
    let p = format!(
        "{}/tests/data/import/inkscape.svg",
        env!("CARGO_MANIFEST_DIR")
    );
    assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["check", "--no-capacity", &p])
        .assert()
        .stdout(predicates::str::contains("North West"));
    let dir = tempfile::tempdir().unwrap();
    let o = dir.path().join("board.yaml");
    assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["import", &p, "-o"])
        .arg(&o)
        .assert()
        .success();
    assert_eq!(
        std::fs::read_to_string(&o).unwrap(),
        import(&data("inkscape.svg")).unwrap().yaml
    );
}

/// The diagnostics of an .svg board point into the SVG: each label underlines the start tag of
/// the element the problem came from. mistakes.svg has a 2 mm sliver between `river` (y = 60)
/// and `creek` (y = 62), `Oasis` written in Kopje's region, `Far Away` at x = 250 outside the
/// 200 mm page, and a grey circle `stone`.
/// Catches: labels left at offsets of the imported YAML (they would underline unrelated SVG
/// text), a name or piece mapped to the wrong element, the import's own warnings dropped.
#[test]
fn diagnostics_point_into_the_svg() {
    let svg = data("mistakes.svg");
    let out = import(&svg).unwrap();
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let diags = out.run_with(&opts, &|_| {}).unwrap().diagnostics;
    let tag_at = |code: &str, n: usize| -> &str {
        let d = diags
            .iter()
            .filter(|d| d.code == code)
            .nth(n)
            .unwrap_or_else(|| panic!("no {code} #{n}"));
        let s = d.labels[0].span;
        let tag = &svg[s.offset..s.offset + s.len];
        assert!(tag.starts_with('<') && tag.ends_with('>'), "{tag}");
        tag
    };
    assert!(tag_at("savanna::import::unknown-circle", 0).starts_with("<circle id=\"stone\""));
    assert!(tag_at("savanna::name::outside", 0).starts_with("<text id=\"name-far\""));
    // The primary label is the second name (the one to move), the first is the other label.
    assert!(tag_at("savanna::name::same-region", 0).starts_with("<text id=\"name-oasis\""));
    assert!(tag_at("savanna::region::too-small", 0).starts_with("<path id=\"river\""));
    let same = diags
        .iter()
        .find(|d| d.code == "savanna::name::same-region")
        .unwrap();
    let second = same.labels[1].span;
    assert!(svg[second.offset..].starts_with("<text id=\"name-kopje\""));
    // The sliver: 200 mm × 2 mm cut by x = 70 and x = 140 into 140, 140 and 120 mm².
    let small: Vec<&str> = diags
        .iter()
        .filter(|d| d.code == "savanna::region::too-small")
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(small.len(), 3, "{small:?}");
    assert!(small[2].contains("area is 120 mm²"), "{small:?}");
    let rendered = savanna::diagnostics::render_text("mistakes.svg", &svg, &diags, false);
    insta::with_settings!({
        snapshot_path => "data/import/snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!("mistakes_svg", rendered);
    });
}

/// `savanna check drawing.svg` names the SVG file and its lines, not the imported YAML.
/// Catches: the CLI reporting against the board file the import wrote.
#[test]
fn cli_check_points_into_the_svg() {
    let p = format!(
        "{}/tests/data/import/mistakes.svg",
        env!("CARGO_MANIFEST_DIR")
    );
    assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["check", "--no-capacity", &p])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("mistakes.svg:16:5"))
        .stdout(predicates::str::contains(
            "<text id=\"name-far\" x=\"250\" y=\"30\">Far Away</text>",
        ));
}

/// A designer's 10-region board drawn as Inkscape saves it (tests/data/import/plains.svg): the
/// frame is the rectangle labelled `frame` (its id is Inkscape's `rect1`), the Lines layer is
/// moved by translate(-10, -5), the notes layer's text is skipped, and five circles give the
/// setup. It checks with no error and no warning. Hand-computed: Baobab, above the polyline
/// river (0, 80)-(197, 40)-(297, 50) and right of the fence x = 220, is the quadrilateral
/// (220, 0), (297, 0), (297, 50), (220, 42.3): area 77·(42.3 + 50)/2 = 3553.55 mm².
/// Reeds, between the track y = 120 and the road y = 160, from x = 0 to the ridge
/// (100, 0)-(130, 210) (x = 117.142857 at y = 120, 122.857143 at y = 160), is a trapezoid of
/// area 40·(117.142857 + 122.857143)/2 = 4800 mm².
/// Catches: the label `frame` not taken as the frame (its edges would become lines named
/// `rect1`), the layer transform lost, the notes layer read as a name, a 1 µm rounding
/// overshoot reported as a near miss (the board snaps on the import grid).
#[test]
fn designer_board_checks_clean() {
    let out = import(&data("plains.svg")).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert!(!out.yaml.contains("rect1"), "{}", out.yaml);
    assert!(!out.yaml.contains("draft"), "{}", out.yaml);
    let opts = Options {
        capacity: false,
        ..Options::default()
    };
    let o = out.run_with(&opts, &|_| {}).unwrap();
    let bad: Vec<&str> = o
        .diagnostics
        .iter()
        .filter(|d| d.severity != savanna::diagnostics::Severity::Advice)
        .map(|d| d.code.as_str())
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
    let v = o.validated;
    assert_eq!(v.regions.len(), 10);
    let area = |n: &str| {
        v.regions
            .iter()
            .find(|r| r.name.as_deref() == Some(n))
            .unwrap_or_else(|| panic!("no {n}"))
            .area
    };
    assert!(
        (area("Baobab") - 3553.55).abs() < 1e-3,
        "{}",
        area("Baobab")
    );
    assert!((area("Reeds") - 4800.0).abs() < 1e-3, "{}", area("Reeds"));
    let total: f64 = v.regions.iter().map(|r| r.area).sum();
    assert!((total - 297.0 * 210.0).abs() < 1e-6 * total, "{total}");
    let setup = v.setup.expect("setup from the circles");
    let name = |id: savanna::ids::RegionId| v.regions[id.index()].name.clone().unwrap();
    let lions: Vec<String> = setup.lions.iter().map(|r| name(*r)).collect();
    assert_eq!(lions, ["Kopje", "Baobab", "Gully"]);
    assert_eq!(setup.jackals.map(name).as_deref(), Some("Long Grass"));
}

/// A page of savanna's paged output with no board on it (cover, cut-out pieces) is refused
/// with a message saying which pages to import, rather than read as a drawing (its check
/// square, ruler and piece discs would become lines and pieces).
#[test]
fn savanna_pages_without_a_board_are_refused() {
    use savanna::output::render::page::{self, PageKind, PageOptions};
    let v = build(include_str!("../examples/classic.yaml"));
    let opts = PageOptions {
        cutouts: true,
        ..PageOptions::default()
    };
    let pages = page::pages(&v, &opts).unwrap().pages;
    let mut refused = 0;
    for p in pages
        .iter()
        .filter(|p| matches!(p.kind, PageKind::Cover | PageKind::Cutouts(_)))
    {
        let e = import(&p.svg).unwrap_err().to_string();
        assert!(e.contains("no board on it"), "{e}");
        refused += 1;
    }
    assert!(refused >= 2, "{refused}");
}

/// Sorted lines of a board file, each with its ends in order, for comparing line sets.
fn line_set(yaml: &str) -> Vec<[f64; 4]> {
    let mut l: Vec<[f64; 4]> = lines(yaml)
        .into_iter()
        .map(|[a, b, c, d]| {
            if (a, b) <= (c, d) {
                [a, b, c, d]
            } else {
                [c, d, a, b]
            }
        })
        .collect();
    l.sort_by(|x, y| x.partial_cmp(y).unwrap());
    l
}

/// classic.yaml's sheet edited as Inkscape would: the board group moved and scaled
/// (translate(10 20) scale(2)), one line cut out of the board group and pasted at the top
/// level (so in page units: (0, 120)-(420, 40) becomes (10 + 2·0, 20 + 2·120)-(10 + 2·420,
/// 20 + 2·40) = (10, 260)-(850, 100)), one `<line>` become a relative `<path>` after node
/// editing (`m 120,0 50,297` is (120, 0)-(170, 297)), one moved right 40 inside a group that
/// moves it back (translate(-40,0)), one moved right 30 with its own translate(-30,0), and a
/// circle drawn at the top level. The board is unchanged: same five lines, same regions, and
/// one warning naming the circle as ignored (savanna::import::ignored).
/// Catches: only bare `<line>` children of the lines group read (before the fix the three
/// edited lines and the moved one were dropped with exit 0 and no warning), a transform
/// ignored or composed in the wrong order, the board group's transform not inverted for
/// elements outside it, an unusable element dropped silently.
#[test]
fn edited_savanna_sheet_keeps_every_line() {
    let v = build(include_str!("../examples/classic.yaml"));
    let sheet = savanna::output::render::svg::render(&v, &Default::default());
    let edits = [
        (
            "id=\"board\">",
            "id=\"board\" transform=\"translate(10 20) scale(2)\">",
        ),
        ("<line x1=\"0\" x2=\"420\" y1=\"120\" y2=\"40\"/>\n", ""),
        (
            "<line x1=\"0\" x2=\"420\" y1=\"230\" y2=\"180\"/>",
            "<line x1=\"30\" x2=\"450\" y1=\"230\" y2=\"180\" transform=\"translate(-30,0)\"/>",
        ),
        (
            "<line x1=\"120\" x2=\"170\" y1=\"0\" y2=\"297\"/>",
            "<path d=\"m 120,0 50,297\"/>",
        ),
        (
            "<line x1=\"330\" x2=\"260\" y1=\"0\" y2=\"297\"/>",
            "<g transform=\"translate(-40,0)\"><line x1=\"370\" x2=\"300\" y1=\"0\" y2=\"297\"/></g>",
        ),
        (
            "</svg>",
            "<line x1=\"10\" y1=\"260\" x2=\"850\" y2=\"100\" style=\"stroke:#000\"/>\n<circle id=\"pin\" cx=\"5\" cy=\"5\" r=\"2\"/>\n</svg>",
        ),
    ];
    let mut svg = sheet.clone();
    for (from, to) in edits {
        assert_eq!(svg.matches(from).count(), 1, "{from}");
        svg = svg.replacen(from, to, 1);
    }
    let original = import(&sheet).unwrap();
    let out = import(&svg).unwrap();
    assert_eq!(
        line_set(&out.yaml),
        line_set(&original.yaml),
        "{}",
        out.yaml
    );
    assert_eq!(line_set(&out.yaml).len(), 5);
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(
        out.warnings[0].starts_with("1 element ignored: <circle id=\"pin\">"),
        "{:?}",
        out.warnings
    );
    assert_eq!(out.diagnostics[0].code, "savanna::import::ignored");
    assert_same_regions(&v, &build(&out.yaml), "edited sheet");
}

/// `<use>` clones (Inkscape's Alt+D, symbols) draw lines: `path1` is x = 50, y 0..100; its
/// clone moved by translate(100,0) is x = 150; an SVG 2 `href` clone with x="20" is x = 70.
/// A `<use>` referencing itself draws nothing and is named in a warning; no hang, no panic.
/// In a savanna sheet, a clone in the lines group of a line moved right 40 by translate(40,0)
/// with x="-40" lands on itself shifted by 0 (the line (120, 0)-(170, 297) again) and a loop is
/// named the same way.
/// Catches: clones dropped silently (before the fix only path1 came out: the importer's id
/// renaming broke the reference), x/y or transform of the `<use>` lost, a reference loop
/// hanging or overflowing the stack.
#[test]
fn use_clones_are_drawn() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200mm" height="100mm" viewBox="0 0 200 100">
<path id="path1" d="M 50,0 V 100" style="stroke:#000"/>
<use xlink:href="#path1" transform="translate(100,0)"/>
<use href="#path1" x="20"/>
<use id="loop" href="#loop"/>
</svg>"##;
    let out = import(svg).unwrap();
    assert_eq!(
        line_set(&out.yaml),
        vec![
            [50.0, 0.0, 50.0, 100.0],
            [70.0, 0.0, 70.0, 100.0],
            [150.0, 0.0, 150.0, 100.0]
        ],
        "{}",
        out.yaml
    );
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(
        out.warnings[0].starts_with("1 element ignored: <use id=\"loop\"> (line 5)"),
        "{:?}",
        out.warnings
    );

    let v = build(include_str!("../examples/classic.yaml"));
    let sheet = savanna::output::render::svg::render(&v, &Default::default());
    let from = "<line x1=\"120\" x2=\"170\" y1=\"0\" y2=\"297\"/>";
    let edited = sheet.replacen(
        from,
        "<line id=\"l3\" x1=\"160\" x2=\"210\" y1=\"0\" y2=\"297\" transform=\"translate(-40,0)\" style=\"display:inline\"/>\n<use href=\"#l3\" x=\"100\" transform=\"translate(-100,0)\"/><use id=\"self\" href=\"#self\"/>",
        1,
    );
    let out = import(&edited).unwrap();
    let original = import(&sheet).unwrap();
    let mut want = line_set(&original.yaml);
    want.push([120.0, 0.0, 170.0, 297.0]);
    want.sort_by(|x, y| x.partial_cmp(y).unwrap());
    assert_eq!(line_set(&out.yaml), want, "{}", out.yaml);
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(
        out.warnings[0].contains("<use id=\"self\">"),
        "{:?}",
        out.warnings
    );
}

/// What a viewer does not draw is not a board line: of seven vertical lines only `a` (x = 20,
/// stroked black) shows; `h` is visibility="hidden", `n` stroke="none", `ns` has no stroke at
/// all (SVG's initial `stroke` is none), `o` opacity="0" (here on its group), `so`
/// stroke-opacity="0", `d` display:none. The five drawn-nothing elements are named in one
/// warning (savanna::import::invisible) with the reason for each; display:none is dropped as
/// before (usvg leaves it out of the tree).
/// Catches: invisible elements turned into board lines (before the fix all six came out),
/// skipped without a warning, or a reason given wrongly.
#[test]
fn invisible_elements_are_skipped_with_a_warning() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="100mm" viewBox="0 0 200 100">
<line id="a" x1="20" y1="0" x2="20" y2="100" stroke="black"/>
<line id="h" visibility="hidden" x1="40" y1="0" x2="40" y2="100" stroke="black"/>
<line id="n" stroke="none" x1="60" y1="0" x2="60" y2="100"/>
<line id="ns" x1="80" y1="0" x2="80" y2="100"/>
<g opacity="0"><line id="o" x1="100" y1="0" x2="100" y2="100" stroke="black"/></g>
<line id="so" stroke-opacity="0" x1="120" y1="0" x2="120" y2="100" stroke="black"/>
<line id="d" style="display:none" x1="140" y1="0" x2="140" y2="100" stroke="black"/>
</svg>"##;
    let out = import(svg).unwrap();
    assert_eq!(
        line_set(&out.yaml),
        vec![[20.0, 0.0, 20.0, 100.0]],
        "{}",
        out.yaml
    );
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    let w = &out.warnings[0];
    assert!(w.starts_with("5 elements not drawn, skipped: "), "{w}");
    for part in [
        "<line id=\"h\"> (line 3): hidden (visibility)",
        "<line id=\"n\"> (line 4): no stroke",
        "<line id=\"ns\"> (line 5): no stroke",
        "<line id=\"o\"> (line 6): opacity 0",
        "<line id=\"so\"> (line 7): stroke opacity 0",
    ] {
        assert!(w.contains(part), "{part} in {w}");
    }
    assert_eq!(out.diagnostics[0].code, "savanna::import::invisible");
}

/// Escapes `s` for an XML attribute value or text content: every character as a numeric
/// character reference, so that control characters and newlines reach the importer as they are.
fn xml_escape(s: &str) -> String {
    s.chars()
        .filter(|c| {
            // XML 1.0 forbids these even as references.
            let u = *c as u32;
            u == 0x9
                || u == 0xA
                || u == 0xD
                || (0x20..=0xD7FF).contains(&u)
                || (0xE000..=0xFFFD).contains(&u)
                || u >= 0x10000
        })
        .map(|c| format!("&#{};", c as u32))
        .collect()
}

/// An id with a newline (`x&#10;y`) used to break the `# <line id=…>` comment of the YAML
/// written, so `check` failed with yaml-syntax. Catches: an id, label, title or text written
/// into a YAML comment or string unescaped.
#[test]
fn id_with_newline_gives_loadable_yaml() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="100mm" viewBox="0 0 100 100">
<line id="x&#10;y" x1="50" y1="0" x2="50" y2="100" stroke="black"/>
</svg>"##;
    let out = import(svg).unwrap();
    assert!(
        out.yaml.contains("# <line id=\"x\\ny\"> (line 2)"),
        "{}",
        out.yaml
    );
    assert_eq!(build(&out.yaml).regions.len(), 2);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    /// Any id, label, title and text content gives a board file that loads, with the line's
    /// name and the region's name read back as written.
    #[test]
    fn any_id_or_text_gives_yaml_that_loads(id in "\\PC*|[\\x00-\\x1f\\u{85}\\u{2028}\\u{2029}#:'\"{}\\[\\],&*!|>%@` -]{1,12}", text in "\\PC{0,12}", title in "\\PC{0,12}") {
        let svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="100mm" height="100mm" viewBox="0 0 100 100"><title>{}</title>
<line id="{}" inkscape:label="{}" x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<text x="20" y="50">{}</text>
</svg>"##,
            xml_escape(&title), xml_escape(&id), xml_escape(&id), xml_escape(&text)
        );
        let out = import(&svg).unwrap();
        let v: serde_json::Value = serde_yaml::from_str(&out.yaml)
            .unwrap_or_else(|e| panic!("{e}\n{}", out.yaml));
        proptest::prop_assert!(v["lines"].is_array(), "{}", out.yaml);
    }
}
