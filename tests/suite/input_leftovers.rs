//! Input and import leftovers found by a fresh tester: a validated board file with a
//! byte-order mark, huge numbers in SVG drawings (dropped silently; an arc that made usvg spin),
//! lines on the right and bottom edges of a rectangular clip, `tspan` placement of names, and
//! invisible texts (fill none, font-size 0) taken as names. Expected values by hand in the
//! comments.

use savanna::import::svg::{ImportError, import};

fn classic() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/classic.yaml"
    ))
    .unwrap()
}

/// The validated board file of classic, as `savanna build` writes it (JSON, and YAML).
fn validated() -> (String, String) {
    let out = savanna::pipeline::run(&classic(), &Default::default()).unwrap();
    let json = savanna::validated::to_json(&out.validated);
    let yaml = savanna::input::yaml::to_string(&out.validated).unwrap();
    (json, yaml)
}

/// Classic's validated file read with a byte-order mark first, as the board file reader reads
/// board files with one: the same board as without (ten regions), for the game too.
#[test]
fn a_validated_file_with_a_byte_order_mark_is_read() {
    let (json, yaml) = validated();
    for text in [&json, &yaml] {
        let plain = savanna::frontend::read_validated(text).expect("read without a BOM");
        let bom = format!("\u{feff}{text}");
        let with = savanna::frontend::read_validated(&bom).expect("read with a BOM");
        assert_eq!(with.regions.len(), 10);
        assert_eq!(with.regions, plain.regions);
        let game = savanna::frontend::load_board(&bom);
        assert!(game.is_ok(), "{:?}", game.err());
        assert!(savanna::frontend::validate(&bom).is_ok());
    }
}

fn svg(body: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100mm\" height=\"100mm\" viewBox=\"0 0 100 100\">\n{body}\n</svg>"
    )
}

fn too_large(body: &str) -> (u32, String, String) {
    match import(&svg(body)) {
        Err(ImportError::NumberTooLarge {
            line,
            element,
            what,
        }) => (line, element, what),
        other => panic!("{body}: {other:?}"),
    }
}

/// A coordinate of 1e39 overflows usvg's 32-bit floats: the line used to vanish without a word.
/// Now the import stops at it, naming the element, its line (3: the body starts on line 2) and
/// the attribute.
#[test]
fn huge_coordinates_are_refused_with_their_place() {
    let body = "<line x1=\"0\" y1=\"50\" x2=\"100\" y2=\"50\" stroke=\"black\"/>\n<line id=\"far\" x1=\"50\" y1=\"0\" x2=\"1e39\" y2=\"100\" stroke=\"black\"/>";
    let (line, element, what) = too_large(body);
    assert_eq!(
        (line, element.as_str(), what.as_str()),
        (3, "<line id=\"far\">", "x2=\"1e39\"")
    );
    let e = import(&svg(body)).unwrap_err().to_string();
    assert!(
        e.starts_with("line 3: <line id=\"far\"> has x2=\"1e39\""),
        "{e}"
    );
    // Path data, polygon points, a transform and the root's viewBox are checked too; relative
    // moves are added up (ten moves of 2e8 reach 2e9).
    let (l, _, w) = too_large("<path d=\"M 0 0 L 1e39 0\" stroke=\"black\"/>");
    assert_eq!((l, w.as_str()), (2, "d=\"M 0 0 L 1e39 0\""));
    let rel = format!(
        "<path d=\"m 0 0{}\" stroke=\"black\"/>",
        " l 2e8 0".repeat(10)
    );
    assert_eq!(too_large(&rel).0, 2);
    assert_eq!(
        too_large("<polygon points=\"0,0 1e40,0 0,10\" stroke=\"black\"/>").2,
        "points=\"0,0 1e40,0 0,10\""
    );
    assert_eq!(
        too_large("<g transform=\"scale(1e12)\"><line x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\" stroke=\"black\"/></g>").2,
        "transform=\"scale(1e12)\""
    );
    // A page of 1e39 mm overflowed usvg ("invalid size"): the 10 m check names its size.
    let page = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e39mm\" height=\"100mm\">\n<line x1=\"50\" y1=\"0\" x2=\"50\" y2=\"100\" stroke=\"black\"/>\n</svg>";
    let e = import(page).unwrap_err().to_string();
    assert!(e.contains("1.000e39 mm") && e.contains("10000 mm"), "{e}");
    // Numbers up to 1e9 pass the raw check (and a drawing beyond 10 m is refused after usvg).
    let r = import(&svg(
        "<line x1=\"0\" y1=\"0\" x2=\"1e9\" y2=\"0\" stroke=\"black\"/>",
    ));
    assert!(matches!(r, Err(ImportError::TooLarge { .. })), "{r:?}");
}

/// An arc to 3e38 made usvg's flattening run for minutes (about 20 s and more at opt-level 1,
/// 7.6 s already at 1e30); it is refused before usvg sees it.
#[test]
fn a_huge_arc_is_refused_before_usvg() {
    let body = "<line x1=\"0\" y1=\"50\" x2=\"100\" y2=\"50\" stroke=\"black\"/>\n<path d=\"M 10 10 A 1 1 0 0 1 3e38 10\" stroke=\"black\" fill=\"none\"/>";
    assert_eq!(too_large(body).2, "d=\"M 10 10 A 1 1 0 0 1 3e38 10\"");
    let radius = "<path d=\"M 0 0 A 3e38 3e38 0 1 1 10 0\" stroke=\"black\" fill=\"none\"/>";
    assert_eq!(too_large(radius).0, 2);
}

/// Lines on the four edges of a clip rectangle 0..100 x 0..100 (and one across the page along
/// its bottom edge, clipped to 0..100): a clip region is closed, so each shows, where the
/// right and bottom ones used to be dropped as clipped away.
#[test]
fn lines_on_every_edge_of_a_rect_clip_are_kept() {
    let body = r#"<clipPath id="box"><rect x="0" y="0" width="100" height="100"/></clipPath>
<g clip-path="url(#box)">
<line x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<line x1="100" y1="0" x2="100" y2="100" stroke="black"/>
<line x1="-20" y1="100" x2="120" y2="100" stroke="black"/>
<line x1="0" y1="0" x2="0" y2="100" stroke="black"/>
<line x1="0" y1="0" x2="100" y2="0" stroke="black"/>
</g>"#;
    let out = import(&svg(body)).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    for l in [
        "[[50, 0], [50, 100]]",
        "[[100, 0], [100, 100]]",
        "[[0, 100], [100, 100]]",
        "[[0, 0], [0, 100]]",
        "[[0, 0], [100, 0]]",
    ] {
        assert!(out.yaml.contains(l), "{l} in {}", out.yaml);
    }
}

fn names(yaml: &str) -> Vec<(String, [f64; 2])> {
    let b = savanna::input::load(yaml).unwrap().board;
    b.region_names
        .iter()
        .map(|r| (r.name.clone(), r.point))
        .collect()
}

/// A name's point is where its first character is drawn: a `tspan`'s own `x`, `y` override
/// the text's (West at (20, 30), not the text's (0, 0)); `dx`, `dy` move it (East: x = 60 + 10;
/// South: the tspan's dy of 5 mm is, as for every absolute unit in SVG, 5 × 96 / 25.4 =
/// 18.8976 user units, whatever the viewBox, so y = 60 + 18.8976 = 78.898 on the 1 µm grid).
#[test]
fn tspan_positions_and_offsets_place_names() {
    let body = r#"<line x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<line x1="0" y1="50" x2="100" y2="50" stroke="black"/>
<text x="0" y="0"><tspan x="20" y="30">West</tspan></text>
<text x="60" y="30" dx="10">East</text>
<text x="20" y="60"><tspan dy="5mm">South</tspan></text>"#;
    let out = import(&svg(body)).unwrap();
    assert!(out.warnings.is_empty(), "{:?}", out.warnings);
    assert_eq!(
        names(&out.yaml),
        [
            ("West".to_string(), [20.0, 30.0]),
            ("East".to_string(), [70.0, 30.0]),
            ("South".to_string(), [20.0, 78.898]),
        ]
    );
}

/// Texts that draw no ink are not names: fill none without a stroke, fill-opacity 0, a font
/// size of 0 (own, in a style, or inherited from a group); each is named in the not-drawn
/// warning, as hidden texts are. A text with fill none but a stroke shows, and names.
#[test]
fn invisible_texts_are_not_names() {
    let body = r#"<line x1="50" y1="0" x2="50" y2="100" stroke="black"/>
<text id="t1" x="20" y="20" fill="none">Ghost</text>
<text id="t2" x="20" y="40" style="fill-opacity:0">Faint</text>
<text id="t3" x="20" y="60" style="font-size:0">Tiny</text>
<g font-size="0px"><text id="t4" x="20" y="80">Nil</text></g>
<text id="t5" x="70" y="50" fill="none" stroke="black">Outline</text>"#;
    let out = import(&svg(body)).unwrap();
    assert_eq!(names(&out.yaml), [("Outline".to_string(), [70.0, 50.0])]);
    assert_eq!(out.warnings.len(), 1, "{:?}", out.warnings);
    let w = &out.warnings[0];
    for part in [
        "<text id=\"t1\"> (line 3): no ink (fill none, no stroke)",
        "<text id=\"t2\"> (line 4): no ink (fill none, no stroke)",
        "<text id=\"t3\"> (line 5): font-size 0",
        "<text id=\"t4\"> (line 6): font-size 0",
    ] {
        assert!(w.contains(part), "{part} in {w}");
    }
}

/// A validated board file written as JSON on one line (`{"savanna": 1, ...}`, as
/// `JSON.stringify` or Python's `json.dumps` write it) is read back as the board it came from,
/// as the pretty-printed one is: it used to be read as a board file with unknown keys.
#[test]
fn a_one_line_validated_json_file_is_rebuilt() {
    let (json, _) = validated();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let one_line = serde_json::to_string(&v).unwrap();
    assert!(!one_line.contains('\n'));
    let back = savanna::input::rebuild::board_text(&one_line)
        .expect("recognised as a validated file")
        .unwrap();
    let again = savanna::pipeline::run(&back, &Default::default()).unwrap();
    assert_eq!(again.validated.regions.len(), 10);
}
