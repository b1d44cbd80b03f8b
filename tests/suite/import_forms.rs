//! SVG import of shapes in the forms editors write them (issue 38 part 3): Inkscape 0.92's
//! circles as arc paths (`sodipodi:type="arc"`, cloned with `<use>`, under a transform, in
//! 0.48's four-cubic form and as a two-arc path), its two-line labels (`sodipodi:role="line"`),
//! Inkscape 1.x's flowed text and Stroke to Path (a file Inkscape 1.2 wrote), and
//! Illustrator's Outline Stroke. Expected values worked out by hand in the comments.

use crate::common::{build, import_data as data, lines};
use savanna::diagnostics::Code;
use savanna::import::svg::{DrawnPiece, import};

/// Each piece as (lion, centre, diameter).
fn pieces(p: &[DrawnPiece]) -> Vec<(bool, [f64; 2], Option<f64>)> {
    p.iter().map(|p| (p.lion, p.centre, p.diameter)).collect()
}

/// An Inkscape 0.92 document (mm, its layer moved by translate(0, -197)), its circles arc
/// paths: a white one of r 12.5 at (25, 222) in the layer, so (25, 25) on the page; its clone
/// (`<use>`, translate(100)) at (125, 25); a white one in Inkscape 0.48's four cubics (control
/// points 6.90356 = 0.5523 · 12.5 from their ends) around (0, 0) placed by a 30° rotation and
/// translate(25, 272): centre (25, 75), radius 12.5 · √(0.8660254² + 0.5²) = 12.5; black ones
/// of r 10 at (125, 272) → (125, 75), its clone at +50 → (175, 75), and a two-arc path at
/// (150, 75). So three lions of 25 mm (`pieces:` says so, the default being 30) in regions 1,
/// 2, 3 and three jackals of 20 mm in region 4; the lines x = 100 and y = 50 make four regions
/// of 100 x 50. The two-line label at (45, 15) names region 1 "Acacia Grove".
/// Catches (as on main before): the arcs read as 96 flattened lines and 3 round regions, the
/// set-up `lions: []`, the name "AcaciaGrove".
#[test]
fn inkscape_092_arc_circles_are_pieces() {
    let out = import(&data("inkscape-092-arcs.svg")).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(
        lines(&out.yaml),
        vec![[100.0, 0.0, 100.0, 100.0], [0.0, 50.0, 200.0, 50.0]]
    );
    assert_eq!(
        pieces(&out.pieces),
        vec![
            (true, [25.0, 25.0], Some(25.0)),
            (true, [125.0, 25.0], Some(25.0)),
            (true, [25.0, 75.0], Some(25.0)),
            (false, [125.0, 75.0], Some(20.0)),
            (false, [175.0, 75.0], Some(20.0)),
            (false, [150.0, 75.0], Some(20.0)),
        ]
    );
    assert!(
        out.yaml
            .contains("pieces: {lion: {diameter: 25, count: 3}, jackal: {diameter: 20, count: 9}}"),
        "{}",
        out.yaml
    );
    assert!(
        out.yaml.contains("\"Acacia Grove\": [45, 15]"),
        "{}",
        out.yaml
    );
    let v = build(&out.yaml);
    assert_eq!(v.regions.len(), 4);
    for r in &v.regions {
        assert!((r.area - 5000.0).abs() < 1e-9, "{}", r.area);
    }
    assert_eq!(v.regions[0].name.as_deref(), Some("Acacia Grove"));
    let setup = v.setup.expect("setup from the circles");
    assert_eq!(
        setup.lions.iter().map(|r| r.0).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
    assert_eq!(setup.jackals.map(|r| r.0), Some(4));
}

/// A file Inkscape 1.2 wrote: its frame (id `frame`), a 0.6 mm line x = 100 and a round-capped
/// one y = 50, both put through Path > Stroke to Path (`object-stroke-to-path`): Inkscape
/// writes the first as the strip 99.699219..100.30078 (its outlines are 1/256 mm off), the
/// second as 49.699219..50.300781 with two arcs at each end. Their centre lines are x =
/// (99.699219 + 100.300780) / 2 = 100 and y = 50, from edge to edge of the frame, so four
/// regions of 100 x 50 (not 9 with 5 too small), with one note counting them and their width
/// (0.601562 to 0.01 mm: 0.6). The text of two `sodipodi:role="line"` tspans at (20, 20) names
/// region 1 "Acacia Grove"; the flowed text (`shape-inside`) whose lines Inkscape wrote as
/// tspans at (120, 67.078125) and (120, 77.078125) names region 4 "Long Grass". The circles
/// are read as before: the lion at (50, 75), 25 mm, the jackal at (150, 25), 20 mm.
#[test]
fn inkscape_1x_stroke_to_path_and_text_lines() {
    let out = import(&data("inkscape-outlined.svg")).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(
        lines(&out.yaml),
        vec![[100.0, 0.0, 100.0, 100.0], [0.0, 50.0, 200.0, 50.0]]
    );
    assert!(
        out.notes.iter().any(|n| n.starts_with(
            "2 filled shapes read as outlined strokes (0.6 mm wide): each is its centre line: \
             <path id=\"north-south\"> (line 45), <path id=\"east-west\"> (line 49)"
        )),
        "{:?}",
        out.notes
    );
    let d: Vec<_> = out
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::ImportOutlinedStroke)
        .collect();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].labels.len(), 2);
    assert_eq!(
        pieces(&out.pieces),
        vec![
            (true, [50.0, 75.0], Some(25.0)),
            (false, [150.0, 25.0], Some(20.0))
        ]
    );
    let v = build(&out.yaml);
    assert_eq!(v.regions.len(), 4);
    for r in &v.regions {
        assert!((r.area - 5000.0).abs() < 1e-9, "{}", r.area);
    }
    assert_eq!(v.regions[0].name.as_deref(), Some("Acacia Grove"));
    assert_eq!(v.regions[3].name.as_deref(), Some("Long Grass"));
}

/// Illustrator's Outline Stroke (its SVG in pt, 72 per inch: 180 pt = 63.5 mm), three 1.7 pt
/// lines: a `<rect>` 179.15..180.85 (centre line x = 180 pt = 63.5 mm, y 0..63.5), a path with
/// round caps (two cubics each) 89.15..90.85 from x = 180 to 360 pt (63.5, 31.75) → (127,
/// 31.75), a `<polygon>` along the diagonal (corners ±(0.6, -0.6) off it, to 1 decimal as
/// Illustrator writes) from (0, 0) to (180, 180) pt → (63.5, 63.5) mm. Four regions: the left
/// half's two triangles 63.5² / 2 and the right half's two rectangles 63.5 · 31.75, all
/// 2016.125 mm². Catches: the strips read as 4-sided regions, a round cap's end read as the
/// line's (x = 360.85), the widths lost.
#[test]
fn illustrator_outline_stroke() {
    let out = import(&data("illustrator-outline-stroke.svg")).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(
        lines(&out.yaml),
        vec![
            [63.5, 0.0, 63.5, 63.5],
            [63.5, 31.75, 127.0, 31.75],
            [0.0, 0.0, 63.5, 63.5]
        ]
    );
    assert!(
        out.notes
            .iter()
            .any(|n| n.starts_with("3 filled shapes read as outlined strokes (0.6 mm wide)")),
        "{:?}",
        out.notes
    );
    let v = build(&out.yaml);
    assert_eq!(v.regions.len(), 4);
    for r in &v.regions {
        assert!((r.area - 2016.125).abs() < 1e-6, "{}", r.area);
    }
}

/// What stays as it was: an Inkscape ellipse object (arc path, rx 12, ry 8) is a piece read as
/// an `<ellipse>` is (its size unknown, said in a note); a white ellipse drawn as a plain path
/// and an Inkscape pie slice (`sodipodi:start`, `end`) stay lines (flattened, with the curve
/// warning); a black filled strip 4 mm wide is a region's outline, not a stroke. A text in
/// kerning runs on one baseline (Illustrator's `<tspan x=…>` pieces) keeps its word whole.
/// Catches: every round path taken for a piece, a slice taken for a circle, a wide strip
/// read as a line, "A cacia".
#[test]
fn ellipses_slices_and_wide_strips_stay() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="200mm" height="100mm" viewBox="0 0 200 100">
<line x1="100" y1="0" x2="100" y2="100" stroke="black"/>
<path id="egg" sodipodi:type="arc" sodipodi:cx="50" sodipodi:cy="50" sodipodi:rx="12" sodipodi:ry="8" fill="#ffffff" d="m 62,50 a 12,8 0 0 1 -12,8 12,8 0 0 1 -12,-8 12,8 0 0 1 12,-8 12,8 0 0 1 12,8 z"/>
<path id="oval" fill="#ffffff" stroke="black" d="m 172,30 a 12,8 0 0 1 -12,8 12,8 0 0 1 -12,-8 12,8 0 0 1 12,-8 12,8 0 0 1 12,8 z"/>
<path id="slice" sodipodi:type="arc" sodipodi:cx="150" sodipodi:cy="70" sodipodi:rx="10" sodipodi:ry="10" sodipodi:start="0" sodipodi:end="4.712389" fill="#ffffff" stroke="black" d="m 160,70 a 10,10 0 0 1 -10,10 10,10 0 0 1 -10,-10 10,10 0 0 1 10,-10 v 10 z"/>
<rect id="river" x="0" y="48" width="100" height="4" fill="black"/>
<text x="20" y="20"><tspan x="20" y="20">A</tspan><tspan x="27.3" y="20">cacia</tspan></text>
</svg>"##;
    let out = import(svg).unwrap();
    assert_eq!(
        pieces(&out.pieces),
        vec![(true, [50.0, 50.0], None)],
        "{:?}",
        out.warnings
    );
    assert!(
        out.notes
            .iter()
            .any(|n| n.contains("not all circles of one size")),
        "{:?}",
        out.notes
    );
    let curved: Vec<&String> = out
        .warnings
        .iter()
        .filter(|w| w.contains("curves flattened"))
        .collect();
    assert_eq!(curved.len(), 2, "{:?}", out.warnings);
    assert!(curved[0].contains("<path id=\"oval\">"), "{curved:?}");
    assert!(curved[1].contains("<path id=\"slice\">"), "{curved:?}");
    assert!(!out.notes.iter().any(|n| n.contains("outlined")));
    // The river's four sides: (0, 48) to (100, 48) and (0, 52) to (100, 52) among them.
    let l = lines(&out.yaml);
    assert!(l.contains(&[0.0, 48.0, 100.0, 48.0]), "{l:?}");
    assert!(l.contains(&[100.0, 52.0, 0.0, 52.0]), "{l:?}");
    assert!(out.yaml.contains("\"Acacia\": [20, 20]"), "{}", out.yaml);
}

/// Inkscape 0.92's flowed text (`flowRoot`; usvg and browsers draw none of it): each names the
/// region where its first line starts, the flow rectangle's top-left corner moved down by the
/// font size, through the layer's translate(0, -197): (20, 207 - 197 + 8) = (20, 18) in region
/// 1, "Acacia Grove" (two `flowPara`s); (120, 257 - 197 + 8) = (120, 68) in region 4, "Long
/// Grass" (a `flowSpan` inside its paragraph). A flowed text with no rectangle is named in a
/// coded note, not dropped. Catches (main before): the three texts dropped without a word.
#[test]
fn inkscape_092_flowed_text_names_regions() {
    let out = import(&data("inkscape-092-flowroot.svg")).unwrap();
    assert!(
        out.yaml.contains("\"Acacia Grove\": [20, 18]"),
        "{}",
        out.yaml
    );
    assert!(
        out.yaml.contains("\"Long Grass\": [120, 68]"),
        "{}",
        out.yaml
    );
    assert!(!out.yaml.contains("Nowhere"), "{}", out.yaml);
    let d: Vec<_> = out
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::ImportUnreadable)
        .collect();
    assert_eq!(d.len(), 1, "{:?}", out.diagnostics);
    assert!(
        out.warnings
            .iter()
            .any(|n| n.contains("<flowRoot id=\"flowRoot40\">")
                && n.contains("no rectangle to flow into")),
        "{:?}",
        out.warnings
    );
    let v = build(&out.yaml);
    assert_eq!(v.regions.len(), 4);
    assert_eq!(v.regions[0].name.as_deref(), Some("Acacia Grove"));
    assert_eq!(v.regions[3].name.as_deref(), Some("Long Grass"));
}

/// Files Inkscape 1.2.2 wrote from one board (tests/data/import/inkscape-1.2/, each command in
/// its README): saved plain, as .svgz, with the lines put through Stroke to Path, and with the
/// circles turned into paths (four arcs). Each is the same board: the lines x = 100 and y = 50
/// (a stroked-to-path line's strip 99.699219..100.300780 has centre 100), four regions of 100
/// x 50 = 5000 mm², region 1 named "Acacia Grove" (two lines of text: `sodipodi:role="line"`
/// tspans, or plain tspans with their own y), region 2 "Oasis", a lion of 10 mm (r 5) at (50,
/// 75) in region 3 and the jackals (8 mm, r 4) at (150, 75) in region 4.
#[test]
fn inkscape_1_2_files_are_the_same_board() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/import/inkscape-1.2/"
    );
    for f in [
        "board.svg",
        "plain.svg",
        "board.svgz",
        "stroke-to-path.svg",
        "circle-to-path.svg",
    ] {
        let bytes = std::fs::read(format!("{dir}{f}")).unwrap();
        let text = savanna::import::svg::bytes::decode(&bytes).unwrap();
        let out = import(&text).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(out.warnings.is_empty(), "{f}: {:?}", out.warnings);
        assert_eq!(
            lines(&out.yaml),
            vec![[100.0, 0.0, 100.0, 100.0], [0.0, 50.0, 200.0, 50.0]],
            "{f}"
        );
        assert_eq!(
            pieces(&out.pieces),
            vec![
                (true, [50.0, 75.0], Some(10.0)),
                (false, [150.0, 75.0], Some(8.0))
            ],
            "{f}"
        );
        // Stroke to Path is said; nothing else is.
        let outlined = out
            .diagnostics
            .iter()
            .filter(|d| d.code == Code::ImportOutlinedStroke)
            .count();
        assert_eq!(outlined, usize::from(f == "stroke-to-path.svg"), "{f}");
        let v = build(&out.yaml);
        assert_eq!(v.regions.len(), 4, "{f}");
        for r in &v.regions {
            assert!((r.area - 5000.0).abs() < 1e-9, "{f}: {}", r.area);
        }
        let names: Vec<Option<&str>> = v.regions.iter().map(|r| r.name.as_deref()).collect();
        assert_eq!(
            names,
            vec![Some("Acacia Grove"), Some("Oasis"), None, None],
            "{f}"
        );
        let setup = v.setup.expect("setup from the circles");
        assert_eq!(
            setup.lions.iter().map(|r| r.0).collect::<Vec<_>>(),
            vec![3],
            "{f}"
        );
        assert_eq!(setup.jackals.map(|r| r.0), Some(4), "{f}");
    }
}
