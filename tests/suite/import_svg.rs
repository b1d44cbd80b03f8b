//! SVG import (issue 14 part 1): drawings written by hand in the styles of Inkscape (mm through
//! the viewBox, layers with transforms, texts), Illustrator (pt), with curves and with nested
//! group transforms; expected coordinates computed by hand in the comments.

use crate::common::{build, import_data as data, lines};
use savanna::import::svg::import;
use savanna::pipeline::{Options, run};
use savanna::validated::ValidatedBoard;

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
            let w = build(&out.yaml);
            assert_same_regions(&v, &w, &what);
            // The board file's name (not a page's title), game options and line names.
            assert_eq!(w.name, v.name, "{what}");
            assert_eq!(w.game, v.game, "{what}");
            assert_eq!(line_names(&w), line_names(&v), "{what}");
        }
    }
}

/// The names of a board's lines, sorted.
fn line_names(v: &ValidatedBoard) -> Vec<String> {
    let mut n: Vec<String> = v.lines.iter().filter_map(|l| l.name.clone()).collect();
    n.sort();
    n
}

/// The board's `game:` options and line names travel on the sheet (`data-board`): classic.yaml
/// with `lion_strength: 2` and `freeze: pieces` imports back with both, and its five line names,
/// from the sheet and from a tile page (whose title "Classic Savanna · …" names the page, not
/// the board). A sheet without `data-board` (drawn by an older savanna) says what it lacks.
/// Catches: `game:` and line names dropped on re-import, the page title as the board name.
#[test]
fn sheet_carries_game_options_and_line_names() {
    use savanna::output::render::page::{self, Layout, PageKind, PageOptions};
    let yaml = format!(
        "{}game: {{lion_strength: 2, freeze: pieces}}\n",
        include_str!("../../examples/classic.yaml")
    );
    let v = build(&yaml);
    assert_eq!(v.game.lion_strength, 2);
    let sheet = savanna::output::render::svg::render(&v, &Default::default());
    let opts = PageOptions {
        layout: Layout::FullSize,
        ..PageOptions::default()
    };
    let tile = page::pages(&v, &opts)
        .unwrap()
        .pages
        .into_iter()
        .find(|p| matches!(p.kind, PageKind::Tile(_)))
        .unwrap()
        .svg;
    assert!(
        tile.contains("<title>Classic Savanna ·"),
        "the tile's title names the page"
    );
    for svg in [&sheet, &tile] {
        let out = import(svg).unwrap();
        let w = build(&out.yaml);
        assert_eq!(w.game, v.game, "{}", out.yaml);
        assert_eq!(w.name.as_deref(), Some("Classic Savanna"));
        assert_eq!(
            line_names(&w),
            ["fence", "gully", "ridge", "river", "trail"]
        );
        assert!(out.notes.is_empty(), "{:?}", out.notes);
    }
    let start = sheet.find(" data-board=").unwrap();
    let end = sheet[start + 13..].find('"').unwrap() + start + 14;
    let old = format!("{}{}", &sheet[..start], &sheet[end..]);
    let out = import(&old).unwrap();
    assert!(
        out.notes[0].contains("does not carry the board's `game:` options or line names"),
        "{:?}",
        out.notes
    );
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
        snapshot_path => "../data/import/snapshots",
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
    let v = build(include_str!("../../examples/classic.yaml"));
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
    let v = build(include_str!("../../examples/classic.yaml"));
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

    let v = build(include_str!("../../examples/classic.yaml"));
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

/// The frame of an imported board file: (width, height) of its rectangle.
fn frame_size(yaml: &str) -> (f64, f64) {
    let v: serde_json::Value = serde_yaml::from_str(yaml).unwrap();
    let f = &v["frame"];
    (f["width"].as_f64().unwrap(), f["height"].as_f64().unwrap())
}

/// Illustrator writes its points as px (72 per inch). A 300 x 200 mm artboard is
/// 300 / 25.4 · 72 = 850.394 by 200 / 25.4 · 72 = 566.929 of them; read at 72 per inch they are
/// 850.394 · 25.4 / 72 = 300.0001 → 300 mm and 199.99996 → 200 mm (the 1 µm grid), in both the
/// CS6 form (`width="850.394px"`) and the CC form (viewBox only). The line at x = 425.197 pt
/// is at 150 mm. `--px-per-inch 96` reads the same file as CSS px: 850.394 · 25.4 / 96 = 225 mm.
/// The issue's own `width="850.39px"` is 850.39 · 25.4 / 72 = 299.99869 → 299.999 mm.
/// Catches: px read at 96 per inch whatever the writer (before: 225 x 150 mm, silently).
#[test]
fn illustrator_px_are_points() {
    use savanna::import::svg::{ImportOptions, import_with};
    let cs6 = r##"<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" x="0px" y="0px" width="850.394px" height="566.929px" viewBox="0 0 850.394 566.929">
<line fill="none" stroke="#000000" x1="425.197" y1="0" x2="425.197" y2="566.929"/>
</svg>"##;
    let cc = cs6.replace(r#" width="850.394px" height="566.929px""#, "");
    for svg in [cs6.to_string(), cc] {
        let out = import(&svg).unwrap();
        assert_eq!(frame_size(&out.yaml), (300.0, 200.0), "{}", out.yaml);
        assert_eq!(lines(&out.yaml), vec![[150.0, 0.0, 150.0, 200.0]]);
        assert_eq!(out.notes.len(), 1, "{:?}", out.notes);
        assert!(out.notes[0].contains("72 per inch"), "{:?}", out.notes);
        assert!(out.warnings.is_empty(), "{:?}", out.warnings);
        let css = import_with(
            &svg,
            &ImportOptions {
                px_per_inch: Some(96.0),
            },
        )
        .unwrap();
        assert_eq!(frame_size(&css.yaml), (225.0, 150.0), "{}", css.yaml);
        assert!(css.notes.is_empty(), "{:?}", css.notes);
    }
    let issue = cs6.replace("850.394px", "850.39px");
    assert_eq!(frame_size(&import(&issue).unwrap().yaml).0, 299.999);
}

/// Inkscape 0.91 and before drew 90 px per inch: its A4 page is 744.09448819 x 1052.3622047 px,
/// 744.09448819 · 25.4 / 90 = 210 and 1052.3622047 · 25.4 / 90 = 297 mm. The same numbers from
/// Inkscape 0.92 are CSS px: 744.09448819 · 25.4 / 96 = 196.875 mm. A page in mm is in mm
/// whatever the version. Catches: old Inkscape files read 6.25 % small.
#[test]
fn old_inkscape_px_are_90_per_inch() {
    let page = |version: &str, size: &str| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="{version}" {size}>
<path d="M 372.047,0 V 1052.3622" style="stroke:#000000"/>
</svg>"##
        )
    };
    let px = r#"width="744.09448819" height="1052.3622047""#;
    let out = import(&page("0.91 r13725", px)).unwrap();
    assert_eq!(frame_size(&out.yaml), (210.0, 297.0), "{}", out.yaml);
    assert!(out.notes[0].contains("90 per inch"), "{:?}", out.notes);
    let out = import(&page("0.48.4 r9939", px)).unwrap();
    assert_eq!(frame_size(&out.yaml), (210.0, 297.0), "{}", out.yaml);
    let out = import(&page("0.92.4 (5da689c313, 2019-01-14)", px)).unwrap();
    assert_eq!(frame_size(&out.yaml).0, 196.875, "{}", out.yaml);
    assert!(out.notes.is_empty(), "{:?}", out.notes);
    let mm = r#"width="210mm" height="297mm" viewBox="0 0 744.09448819 1052.3622047""#;
    let out = import(&page("0.91 r13725", mm)).unwrap();
    assert_eq!(frame_size(&out.yaml), (210.0, 297.0), "{}", out.yaml);
}

/// `--px-per-inch` on `import` and on `check` of a drawing; a bad value is a usage mistake.
#[test]
fn cli_px_per_inch() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("ai.svg");
    std::fs::write(
        &p,
        r##"<!-- Generator: Adobe Illustrator 27.0.0 -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 850.394 566.929"><line stroke="#000" x1="425.197" y1="0" x2="425.197" y2="566.929"/></svg>"##,
    )
    .unwrap();
    let run = |args: &[&str]| {
        let o = assert_cmd::Command::cargo_bin("savanna")
            .unwrap()
            .args(args)
            .arg(&p)
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&o.stdout).to_string(),
            String::from_utf8_lossy(&o.stderr).to_string(),
            o.status.code(),
        )
    };
    let (yaml, err, _) = run(&["import"]);
    assert!(yaml.contains("width: 300\n"), "{yaml}");
    assert!(
        err.contains("note:") && err.contains("72 per inch"),
        "{err}"
    );
    let (yaml, _, _) = run(&["import", "--px-per-inch", "96"]);
    assert!(yaml.contains("width: 225\n"), "{yaml}");
    let (out, _, code) = run(&["check", "--no-capacity", "--px-per-inch", "96"]);
    assert_eq!(code, Some(0), "{out}");
    let (_, err, code) = run(&["import", "--px-per-inch", "0"]);
    assert_eq!(code, Some(2), "{err}");
}

/// A drawing's CSS keeps selecting what the author meant after the importer renames ids: an id
/// selector (`#mid`), a class, an attribute selector on the id (`[id|=q]`; simplecss, usvg's
/// CSS engine, has no `^=`), a child selector
/// with `:first-child`, a descendant selector on a group's id and an `!important` over the
/// style attribute give the six lines x = 10, 20, 30, 40, 50, 60 their stroke; `#gone`'s CSS
/// `stroke: none` beats its `stroke` attribute (CSS over presentation attributes), so it is
/// skipped as "no stroke". Catches: CSS matched after the renaming (canvg/canvg#145: before, the
/// id-selected line was skipped as "no stroke").
#[test]
fn css_selectors_survive_the_renaming() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="100mm" viewBox="0 0 100 100">
<style>
#mid { stroke: black }
.c { stroke: black }
line[id|=q] { stroke: black }
g > line:first-child { stroke: black }
#grp line.d { stroke: black }
#imp { stroke: black !important }
#gone { stroke: none }
</style>
<line id="mid" x1="10" y1="0" x2="10" y2="100"/>
<line class="c" x1="20" y1="0" x2="20" y2="100"/>
<line id="q-1" x1="30" y1="0" x2="30" y2="100"/>
<g><line x1="40" y1="0" x2="40" y2="100"/><line x1="90" y1="0" x2="90" y2="100"/></g>
<g id="grp"><rect width="1" height="1" fill="none"/><line class="d" x1="50" y1="0" x2="50" y2="100"/></g>
<line id="imp" style="stroke:none" x1="60" y1="0" x2="60" y2="100"/>
<line id="gone" stroke="black" x1="70" y1="0" x2="70" y2="100"/>
</svg>"##;
    let out = import(svg).unwrap();
    let xs: Vec<f64> = line_set(&out.yaml).iter().map(|l| l[0]).collect();
    assert_eq!(xs, vec![10.0, 20.0, 30.0, 40.0, 50.0, 60.0], "{}", out.yaml);
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    let w = &out.warnings[0];
    assert!(w.starts_with("3 elements not drawn, skipped"), "{w}");
    assert!(w.contains("<line id=\"gone\"> (line 17): no stroke"), "{w}");
}

/// Text anchors with units: on an 8 x 4 in page (CSS px user units) with lines at x = 2 in and
/// 3.5 in, `x="3in"` is 76.2 mm (the middle region), `x="50%"` half the page width, 4 in =
/// 101.6 mm (the right one), `x="0.5in"` 12.7 mm (the left one); the names go to regions 2, 3
/// and 1. Catches: units dropped so the anchor reads 0 (fritzing/fritzing-app#2071).
#[test]
fn text_coordinates_with_units() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="8in" height="4in">
<line x1="192" y1="0" x2="192" y2="384" stroke="black"/>
<line x1="336" y1="0" x2="336" y2="384" stroke="black"/>
<text x="3in" y="1in">Middle</text>
<text x="50%" y="50%">Right</text>
<text x="0.5in" y="3in">Left</text>
</svg>"##;
    let out = import(svg).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    let v = build(&out.yaml);
    let names: Vec<_> = v.regions.iter().map(|r| r.name.clone().unwrap()).collect();
    assert_eq!(names, ["Left", "Middle", "Right"], "{}", out.yaml);
}

/// Texts that do not show are not names: display:none (own, by a CSS class), visibility hidden
/// (inherited from a group), opacity 0 (own), a hidden tspan (its characters left out: the
/// name is "Shown"). Each hidden text is named in the not-drawn warning. Catches: hidden texts
/// read as names (meerk40t/svgelements#70).
#[test]
fn hidden_texts_are_not_names() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="100mm" viewBox="0 0 100 100">
<style>.off { display: none }</style>
<line x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<text id="t1" x="20" y="20" display="none">One</text>
<text id="t2" x="20" y="40" class="off">Two</text>
<g visibility="hidden"><text id="t3" x="20" y="60">Three</text></g>
<text id="t4" x="20" y="80" style="opacity:0">Four</text>
<text id="t5" x="70" y="50"><tspan visibility="hidden">Hidden </tspan>Shown</text>
</svg>"##;
    let out = import(svg).unwrap();
    let v = build(&out.yaml);
    let names: Vec<_> = v.regions.iter().map(|r| r.name.clone()).collect();
    assert_eq!(names, [None, Some("Shown".to_string())], "{}", out.yaml);
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    let w = &out.warnings[0];
    for part in [
        "<text id=\"t1\"> (line 4): display none",
        "<text id=\"t2\"> (line 5): display none",
        "<text id=\"t3\"> (line 6): hidden (visibility)",
        "<text id=\"t4\"> (line 7): opacity 0",
    ] {
        assert!(w.contains(part), "{part} in {w}");
    }
}

/// clip-path: the line (-50, 50)-(150, 50) clipped by the rectangle 0..100 x 0..100 (its
/// clip's own transform translate(10, 0) moves it to 10..110) shows from x = 10 to 110 only;
/// a line wholly outside its clip is skipped as clipped away; one clipped by a circle is
/// imported whole with a warning. Illustrator's clip group (a clipPath holding a `<use>` of a
/// rect in defs) clips its lines and draws no "draws nothing" warning.
/// Catches: clip-path ignored silently (hervegirod/fxsvgimage#121), the `<use>` in a clipPath
/// reported as drawing nothing (fabricjs/fabric.js#1454).
#[test]
fn clip_paths_clip_lines() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200mm" height="100mm" viewBox="0 0 200 100">
<defs><rect id="r" x="0" y="0" width="100" height="100"/></defs>
<clipPath id="box" transform="translate(10,0)"><rect x="0" y="0" width="100" height="100"/></clipPath>
<clipPath id="round"><circle cx="50" cy="50" r="40"/></clipPath>
<clipPath id="ai"><use xlink:href="#r" overflow="visible"/></clipPath>
<line id="a" x1="-50" y1="50" x2="150" y2="50" stroke="black" clip-path="url(#box)"/>
<line id="b" x1="150" y1="10" x2="190" y2="10" stroke="black" clip-path="url(#box)"/>
<line id="c" x1="60" y1="0" x2="60" y2="100" stroke="black" clip-path="url(#round)"/>
<g clip-path="url(#ai)"><line id="d" x1="30" y1="-20" x2="30" y2="150" stroke="black"/></g>
</svg>"##;
    let out = import(svg).unwrap();
    assert_eq!(
        line_set(&out.yaml),
        vec![
            [10.0, 50.0, 110.0, 50.0],
            [30.0, 0.0, 30.0, 100.0],
            [60.0, 0.0, 60.0, 100.0]
        ],
        "{}",
        out.yaml
    );
    assert_eq!(out.warnings.len(), 2, "{:?}", out.warnings);
    let has = |s: &str| out.warnings.iter().any(|w| w.contains(s));
    assert!(
        has("1 element not drawn, skipped: <line id=\"b\"> (line 7): clipped away"),
        "{:?}",
        out.warnings
    );
    assert!(
        has("1 element not clipped: <line id=\"c\"> (line 8)"),
        "{:?}",
        out.warnings
    );
}

/// A `<symbol>` with its own width and height, used without them: SVG 2 (and Chromium) size it
/// 50 x 50 at the `<use>`'s (100, 0), its viewBox 0 0 10 10 scaled by 5, so its line x = 5,
/// y 0..10 lands at x = 100 + 25 = 125, y 0..50. (SVG 1.1's 100 % would scale it by 10 and put
/// it at x = 150 + centring.) Catches: thorvg/thorvg#1249.
#[test]
fn symbols_are_sized_as_svg2() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="100mm" viewBox="0 0 200 100">
<symbol id="s" width="50" height="50" viewBox="0 0 10 10"><line x1="5" y1="0" x2="5" y2="10" stroke="black"/></symbol>
<use href="#s" x="100" y="0"/>
</svg>"##;
    let out = import(svg).unwrap();
    assert_eq!(
        line_set(&out.yaml),
        vec![[125.0, 0.0, 125.0, 50.0]],
        "{}",
        out.yaml
    );
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
}

/// An Inkscape layer labelled `frame` holding one rectangle (10, 10)-(190, 90) is the frame:
/// 180 x 80, origin at its corner, so the line x = 100 is at 90; the margin is no region (2
/// regions of 90 x 80 = 7200 mm²). A `frame` layer holding two shapes, and a `frame` that is
/// an open line, are named in a warning and the page is the frame.
/// Catches: the page taken as the frame with 0 warnings.
#[test]
fn frame_layer_is_the_frame() {
    let doc = |layer: &str| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="200mm" height="100mm" viewBox="0 0 200 100">
<g inkscape:groupmode="layer" id="layer1" inkscape:label="frame">{layer}</g>
<line x1="100" y1="0" x2="100" y2="100" stroke="black"/>
</svg>"##
        )
    };
    let out = import(&doc(
        r#"<rect x="10" y="10" width="180" height="80" fill="none" stroke="black"/>"#,
    ))
    .unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(frame_size(&out.yaml), (180.0, 80.0), "{}", out.yaml);
    let v = build(&out.yaml);
    assert_eq!(
        v.regions.iter().map(|r| r.area).collect::<Vec<_>>(),
        [7200.0, 7200.0]
    );
    let out = import(&doc(
        r#"<rect x="10" y="10" width="180" height="80" stroke="black"/><rect x="0" y="0" width="5" height="5" stroke="black"/>"#,
    ))
    .unwrap();
    assert_eq!(frame_size(&out.yaml), (200.0, 100.0), "{}", out.yaml);
    assert!(
        out.warnings[0].contains("<g id=\"layer1\"> (line 2): a group holding more than one shape"),
        "{:?}",
        out.warnings
    );
    let out = import(&doc(
        r#"<line x1="0" y1="5" x2="200" y2="5" stroke="black"/>"#,
    ))
    .unwrap();
    assert_eq!(frame_size(&out.yaml), (200.0, 100.0), "{}", out.yaml);
    assert!(
        out.warnings[0].contains("is not one closed outline"),
        "{:?}",
        out.warnings
    );
}

/// A border drawn round the board and not named `frame` is the frame: the rect (10, 10)-(210,
/// 160) on a 220 x 170 page encloses both diagonals, so the frame is 200 x 150 with its corner
/// at the origin, the diagonals run corner to corner ([0, 0]-[200, 150]) and the board has the
/// four triangles of 200 · 150 / 4 = 7500 mm² each, with no ring region 10 mm wide round them
/// and no line along the frame; a note names the rect. A rect that does not enclose the rest (a
/// square region in the middle, the diagonal running past it) stays four board lines.
/// Catches: the border read as four lines (a ring region, or four `line-along-frame` advice
/// when it is the page's own edge), the border read so silently.
#[test]
fn an_unnamed_border_round_every_line_is_the_frame() {
    let border = r##"<svg xmlns="http://www.w3.org/2000/svg" width="220mm" height="170mm" viewBox="0 0 220 170">
<rect x="10" y="10" width="200" height="150" fill="none" stroke="black"/>
<line x1="10" y1="10" x2="210" y2="160" stroke="black"/>
<line x1="10" y1="160" x2="210" y2="10" stroke="black"/>
</svg>"##;
    let out = import(border).unwrap();
    assert_eq!(frame_size(&out.yaml), (200.0, 150.0), "{}", out.yaml);
    assert_eq!(
        lines(&out.yaml),
        vec![[0.0, 0.0, 200.0, 150.0], [0.0, 150.0, 200.0, 0.0]],
        "{}",
        out.yaml
    );
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(out.notes.len(), 1, "{:?}", out.notes);
    assert!(
        out.notes[0].starts_with("<rect> (line 2): a closed outline around every other line"),
        "{:?}",
        out.notes
    );
    let v = build(&out.yaml);
    assert_eq!(
        v.regions.iter().map(|r| r.area).collect::<Vec<_>>(),
        [7500.0; 4]
    );
    let inner = r##"<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="100mm" viewBox="0 0 200 100">
<rect x="80" y="30" width="40" height="40" fill="none" stroke="black"/>
<line x1="0" y1="50" x2="200" y2="50" stroke="black"/>
</svg>"##;
    let out = import(inner).unwrap();
    assert_eq!(frame_size(&out.yaml), (200.0, 100.0), "{}", out.yaml);
    assert_eq!(lines(&out.yaml).len(), 5, "{}", out.yaml);
    assert!(out.notes.is_empty(), "{:?}", out.notes);
}

/// Values that are not numbers are named with their element and the line is skipped, never
/// read as 0 or dropped silently: `x2="NaN"`, `x2="abc"`, `points="0,0 10,x"`. Only `ok` (x =
/// 50) is a line. Catches: "abc" read as 0 (a line to the page's edge), NaN dropped silently.
#[test]
fn unreadable_coordinates_are_named() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="100mm" viewBox="0 0 100 100">
<line id="ok" x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<line id="nan" x1="10" y1="0" x2="NaN" y2="100" stroke="black"/>
<line id="abc" x1="20" y1="0" x2="abc" y2="100" stroke="black"/>
<polyline id="pts" points="0,0 10,x" stroke="black" fill="none"/>
</svg>"##;
    let out = import(svg).unwrap();
    assert_eq!(
        line_set(&out.yaml),
        vec![[50.0, 0.0, 50.0, 100.0]],
        "{}",
        out.yaml
    );
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    let w = &out.warnings[0];
    assert!(
        w.starts_with("3 elements with a value that cannot be read"),
        "{w}"
    );
    for part in [
        "<line id=\"nan\"> (line 3): x2=\"NaN\" is not a number: skipped",
        "<line id=\"abc\"> (line 4): x2=\"abc\" is not a number: skipped",
        "<polyline id=\"pts\"> (line 5): points=\"0,0 10,x\" is not a list",
    ] {
        assert!(w.contains(part), "{part} in {w}");
    }
    assert_eq!(out.diagnostics[0].code, "savanna::import::unreadable");
}

/// A page of 1e30 mm is refused with a message saying so, rather than imported with float
/// noise (usvg's 32-bit floats hold 7 digits); 10 m is the largest drawing.
#[test]
fn huge_pages_are_refused() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="1e30mm" height="100mm">
<line x1="50" y1="0" x2="50" y2="100" stroke="black"/>
</svg>"##;
    let e = import(svg).unwrap_err().to_string();
    assert!(e.contains("1.000e30 mm") && e.contains("10000 mm"), "{e}");
    let ok = svg.replace("1e30mm", "10000mm");
    assert_eq!(frame_size(&import(&ok).unwrap().yaml).0, 10000.0);
}

/// Pieces: savanna's own legend colour for jackals (#444444) and #1a1a1a are jackals; #eeeeee
/// is a lion; red is neither. Three lion circles of r = 12.5 mm agree on a 25 mm diameter,
/// written as `pieces:` with a note; the jackal circles (r = 10 mm, the default 20 mm) change
/// nothing. Lions of two sizes keep the default, with a note.
/// Catches: dark jackals skipped, circle sizes ignored (lions drawn at 25 mm imported at 30).
#[test]
fn pieces_from_dark_circles_and_their_sizes() {
    let doc = |r3: &str| {
        format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="100mm" viewBox="0 0 200 100">
<line x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<line x1="100" y1="0" x2="100" y2="100" stroke="black"/>
<line x1="150" y1="0" x2="150" y2="100" stroke="black"/>
<circle cx="25" cy="50" r="12.5" fill="#ffffff"/>
<circle cx="75" cy="50" r="12.5" fill="#eeeeee"/>
<circle cx="125" cy="50" r="{r3}" fill="white"/>
<circle cx="175" cy="30" r="10" fill="#444444"/>
<circle cx="175" cy="70" r="10" fill="#1a1a1a"/>
<circle id="red" cx="175" cy="50" r="3" fill="#cc0000"/>
</svg>"##
        )
    };
    let out = import(&doc("12.5")).unwrap();
    assert!(
        out.yaml
            .contains("pieces: {lion: {diameter: 25, count: 3}, jackal: {diameter: 20, count: 9}}"),
        "{}",
        out.yaml
    );
    assert!(
        out.notes
            .iter()
            .any(|n| n.contains("lion diameter 25 mm, from the 3 lion circles")),
        "{:?}",
        out.notes
    );
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    assert!(
        out.warnings[0].contains("<circle id=\"red\">"),
        "{:?}",
        out.warnings
    );
    let v = build(&out.yaml);
    let setup = v.setup.unwrap();
    assert_eq!(
        setup.lions.iter().map(|r| r.0).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    assert_eq!(setup.jackals.map(|r| r.0), Some(4));
    assert_eq!(v.pieces.get("lion").unwrap().diameter, 25.0);
    let out = import(&doc("15")).unwrap();
    assert!(!out.yaml.contains("pieces:"), "{}", out.yaml);
    assert!(
        out.notes
            .iter()
            .any(|n| n.contains("not all circles of one size")),
        "{:?}",
        out.notes
    );
}

/// `<path fill="none">` without a stroke draws nothing for lack of a stroke (usvg marks it
/// hidden, which is not why). Catches: the reason "hidden (visibility)".
#[test]
fn unpainted_path_has_no_stroke() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="100mm" viewBox="0 0 100 100">
<line x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<path id="p" d="M 20,0 V 100" fill="none"/>
</svg>"##;
    let out = import(svg).unwrap();
    assert!(
        out.warnings[0].contains("<path id=\"p\"> (line 3): no stroke"),
        "{:?}",
        out.warnings
    );
}

/// `cat drawing.svg | savanna check -` reads the SVG from standard input, its diagnostics in
/// the SVG. Catches: the SVG read as a board file (yaml syntax error).
#[test]
fn check_reads_svg_on_stdin() {
    let svg = data("plains.svg");
    assert_cmd::Command::cargo_bin("savanna")
        .unwrap()
        .args(["check", "--no-capacity", "-"])
        .write_stdin(svg)
        .assert()
        .success()
        .stdout(predicates::str::contains("Baobab"));
}

/// A savanna sheet whose region fills an editor re-saved with relative, H and V commands
/// (`m 0,0 h 120 v 40 …`) keeps every name on the right region. Catches: savanna's own
/// M/L-only reader losing the names (dinther/pathbuilder#21).
#[test]
fn resaved_region_fills_keep_their_names() {
    let v = build(include_str!("../../examples/classic.yaml"));
    let sheet = savanna::output::render::svg::render(&v, &Default::default());
    // Each `d="M x,y L x,y … Z"` of a fill rewritten relative, with h/v where it can.
    let mut out = String::new();
    let mut rest = sheet.as_str();
    let mut rewritten = 0;
    while let Some(i) = rest.find(" d=\"M") {
        out.push_str(&rest[..i]);
        let j = rest[i + 4..].find('"').unwrap() + i + 4;
        let d = &rest[i + 4..j];
        let tag_end = rest[j..].find('>').unwrap() + j;
        let is_fill = rest[j..tag_end].contains("id=\"region-");
        if !is_fill {
            out.push_str(&rest[i..=j]);
            rest = &rest[j + 1..];
            continue;
        }
        let nums: Vec<f64> = d
            .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == 'e'))
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect();
        let mut rel = String::new();
        let (mut x, mut y) = (0.0, 0.0);
        for (k, p) in nums.chunks(2).enumerate() {
            let (dx, dy) = (p[0] - x, p[1] - y);
            if k == 0 {
                rel.push_str(&format!("m {dx},{dy}"));
            } else if dy == 0.0 {
                rel.push_str(&format!(" h {dx}"));
            } else if dx == 0.0 {
                rel.push_str(&format!(" v {dy}"));
            } else {
                rel.push_str(&format!(" l {dx},{dy}"));
            }
            (x, y) = (p[0], p[1]);
        }
        // A fill with holes has several rings; this sheet's are single rings.
        assert_eq!(d.matches('M').count(), 1, "{d}");
        rel.push_str(" z");
        out.push_str(&format!(" d=\"{rel}\""));
        rewritten += 1;
        rest = &rest[j + 1..];
    }
    out.push_str(rest);
    assert!(rewritten >= 5, "{rewritten}");
    let imported = import(&out).unwrap();
    assert_same_regions(&v, &build(&imported.yaml), "re-saved fills");
}

/// A savanna sheet as an editor re-saves it: each `<line>` of the lines group becomes a
/// `<path>` with an Inkscape-style id, relative commands (`m`, then `h`, `v` or `l`), inside a
/// group with `rotate(θ) scale(s) translate(tx, ty)` (its coordinates the inverse image, so the
/// line draws where it did); the lines group's stroke moves into a `<style>` rule on its id;
/// the page's mm become cm.
fn as_an_editor_saves(sheet: &str, theta: f64, s: f64, t: [f64; 2]) -> String {
    let at = sheet.find(" id=\"lines\"").expect("lines group");
    let start = sheet[..at].rfind("<g").unwrap();
    let end = sheet[start..].find("</g>").unwrap() + start;
    let (c, sn) = (theta.to_radians().cos(), theta.to_radians().sin());
    // T(p) = translate(t) rotate(θ) scale(s) p; its inverse.
    let inv = |p: [f64; 2]| {
        let q = [p[0] - t[0], p[1] - t[1]];
        [(c * q[0] + sn * q[1]) / s, (-sn * q[0] + c * q[1]) / s]
    };
    let mut out = String::from(&sheet[..start]);
    // The stroke, moved into CSS (the group's attribute removed below).
    let style_at = out.len();
    let group = &sheet[start..end];
    let open_end = group.find('>').unwrap();
    let open = &group[..=open_end];
    let stroke = open
        .split("stroke=\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .unwrap()
        .to_string();
    out.push_str(&open.replace(&format!(" stroke=\"{stroke}\""), ""));
    let mut rest = &group[open_end + 1..];
    let mut k = 0;
    while let Some(i) = rest.find("<line ") {
        out.push_str(&rest[..i]);
        let j = rest[i..].find("/>").unwrap() + i;
        let tag = &rest[i..j];
        let attr = |a: &str| -> f64 {
            tag.split(&format!(" {a}=\""))
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        };
        let (a, b) = (inv([attr("x1"), attr("y1")]), inv([attr("x2"), attr("y2")]));
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let rel = if dy == 0.0 {
            format!("h {dx}")
        } else if dx == 0.0 {
            format!("v {dy}")
        } else {
            format!("l {dx},{dy}")
        };
        out.push_str(&format!(
            "<g transform=\"translate({},{}) rotate({theta}) scale({s})\"><path id=\"path{}\" d=\"m {},{} {rel}\"/></g>",
            t[0],
            t[1],
            1000 + 7 * k,
            a[0],
            a[1]
        ));
        k += 1;
        rest = &rest[j + 2..];
    }
    out.push_str(rest);
    out.push_str(&sheet[end..]);
    out.insert_str(
        style_at,
        &format!("<style>#lines {{ stroke: {stroke} }}</style>"),
    );
    for dim in ["width", "height"] {
        let key = format!(" {dim}=\"");
        if let Some(i) = out.find(&key) {
            let v0 = i + key.len();
            let v1 = out[v0..].find('"').unwrap() + v0;
            if let Some(mm) = out[v0..v1]
                .strip_suffix("mm")
                .and_then(|m| m.parse::<f64>().ok())
            {
                out.replace_range(v0..v1, &format!("{}cm", mm / 10.0));
            }
        }
    }
    out
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]
    /// Savanna's own sheets of random boards (a frame of 100..400 x 100..300 mm, one to five
    /// lines from edge to edge, some named), re-saved as an editor does ([`as_an_editor_saves`]:
    /// groups with rotate/scale/translate, lines as relative paths with H/V, ids renamed,
    /// the stroke moved into CSS, mm turned into cm), import back to the same board: the same
    /// regions (areas to 1e-6, neighbours, names), pieces and setup, and the same line names.
    #[test]
    fn edited_sheets_import_to_the_same_board(
        w in 100u32..400,
        h in 100u32..300,
        raw in proptest::collection::vec((0u8..4, 1u32..100, 0u8..3, 1u32..100, proptest::bool::ANY), 1..6),
        theta in proptest::sample::select(vec![0.0, 90.0, 30.0, -45.0, 180.0]),
        s in proptest::sample::select(vec![1.0, 2.0, 0.5, 0.3]),
        tx in -50i32..50,
        ty in -50i32..50,
    ) {
        let (wf, hf) = (w as f64, h as f64);
        let on = |e: u8, t: u32| -> [f64; 2] {
            let t = t as f64 / 100.0;
            match e {
                0 => [t * wf, 0.0],
                1 => [wf, t * hf],
                2 => [t * wf, hf],
                _ => [0.0, t * hf],
            }
        };
        let mut yaml = format!("units: mm\nframe: {{width: {w}, height: {h}}}\nlines:\n");
        for (k, (ea, ta, eb, tb, named)) in raw.iter().enumerate() {
            let eb = (ea + 1 + eb) % 4;
            let (a, b) = (on(*ea, *ta), on(eb, *tb));
            let name = if *named { format!(", name: l{k}") } else { String::new() };
            yaml.push_str(&format!("  - {{from: [{}, {}], to: [{}, {}]{name}}}\n", a[0], a[1], b[0], b[1]));
        }
        let opts = Options { capacity: false, ..Options::default() };
        let Ok(out) = run(&yaml, &opts) else {
            return Err(proptest::test_runner::TestCaseError::reject("board does not load"));
        };
        let v = out.validated;
        let sheet = savanna::output::render::svg::render(&v, &Default::default());
        let edited = as_an_editor_saves(&sheet, theta, s, [tx as f64, ty as f64]);
        let got = import(&edited).unwrap_or_else(|e| panic!("{e}\n{edited}"));
        proptest::prop_assert!(got.warnings.is_empty(), "{:?}", got.warnings);
        let w2 = build(&got.yaml);
        assert_same_regions(&v, &w2, &format!("{yaml}\n{edited}"));
        proptest::prop_assert_eq!(line_names(&w2), line_names(&v));
    }
}

/// Illustrator's rounding: circles of r = 35.43 pt and 35.433 pt are 70.86 · 25.4 / 72 =
/// 24.99783 and 70.866 · 25.4 / 72 = 24.99995 mm across; they agree (to 0.05 mm), giving the
/// lion diameter their mean, 24.99889 → 24.999 mm on the 1 µm grid; a jackal of r = 28.35 pt is
/// 56.7 · 25.4 / 72 = 20.0025 mm, the default 20 mm to that tolerance, so `pieces:` keeps 20. Catches: an editor's last-digit
/// rounding read as circles of different sizes, or as a jackal size of its own.
#[test]
fn piece_sizes_agree_to_an_editors_rounding() {
    let svg = r##"<!-- Generator: Adobe Illustrator 16.0.0 -->
<svg xmlns="http://www.w3.org/2000/svg" width="850.394px" height="566.929px" viewBox="0 0 850.394 566.929">
<line stroke="#000" x1="425.197" y1="0" x2="425.197" y2="566.929"/>
<circle fill="#FFFFFF" cx="140" cy="200" r="35.43"/>
<circle fill="#FFFFFF" cx="200" cy="400" r="35.433"/>
<circle fill="#000000" cx="600" cy="300" r="28.35"/>
</svg>"##;
    let out = import(svg).unwrap();
    assert!(
        out.yaml.contains(
            "pieces: {lion: {diameter: 24.999, count: 3}, jackal: {diameter: 20, count: 9}}"
        ),
        "{}",
        out.yaml
    );
}
