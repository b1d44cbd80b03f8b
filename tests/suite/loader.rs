//! Loader tests: the contract's example, every error class at its line and column (fixtures under
//! tests/fixtures/load/errors, each with `# expect: CODE LINE:COL` header lines and a snapshot of
//! its rendered report), generated oversized and binary inputs, rendering, the input schema, and
//! property tests that no input panics.

use savanna::diagnostics::{Code, Diagnostic, Severity, line_column, render_json, render_text};
use savanna::input::{self as board, FrameShape, Loaded, RegionRef};
use savanna::units::Units;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/load")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(fixtures().join(rel)).unwrap()
}

fn load_ok(text: &str) -> Loaded {
    match board::load(text) {
        Ok(l) => l,
        Err(d) => panic!("{}", render_text("test.yaml", text, &d, false)),
    }
}

fn load_err(text: &str) -> Vec<Diagnostic> {
    match board::load(text) {
        Ok(l) => panic!("expected errors, got {:?}", l.board),
        Err(d) => d,
    }
}

/// `(code, line, column)` of each diagnostic's primary label.
fn places(text: &str, diags: &[Diagnostic]) -> Vec<(String, usize, usize)> {
    diags
        .iter()
        .map(|d| {
            let (l, c) = line_column(text, d.labels[0].span.offset);
            (d.code.to_string(), l, c)
        })
        .collect()
}

fn codes(diags: &[Diagnostic]) -> Vec<&str> {
    diags.iter().map(|d| d.code.as_str()).collect()
}

#[test]
fn contract_example_loads_with_its_values() {
    let text = read("contract.yaml");
    let l = load_ok(&text);
    assert!(l.warnings.is_empty());
    let b = &l.board;
    assert_eq!(b.name.as_deref(), Some("Dry Season"));
    assert_eq!(b.units, Units::Mm);
    let f = b.frame.as_ref().unwrap();
    assert_eq!(
        f.shape,
        FrameShape::Rect {
            width: 420.0,
            height: 297.0
        }
    );
    assert_eq!(b.lines.len(), 2);
    assert_eq!(b.lines[0].from, [0.0, 40.0]);
    assert_eq!(b.lines[0].to, [420.0, 180.0]);
    assert_eq!(b.lines[0].name, None);
    assert_eq!(
        &text[b.lines[0].span.offset..][..b.lines[0].span.len],
        "[[0, 40], [420, 180]]"
    );
    assert_eq!(b.lines[1].from, [90.0, 0.0]);
    assert_eq!(b.lines[1].to, [150.0, 297.0]);
    assert_eq!(b.lines[1].name.as_deref(), Some("river"));
    assert_eq!(
        &text[b.lines[1].span.offset..][..b.lines[1].span.len],
        "{from: [90, 0], to: [150, 297], name: river}"
    );
    let p: Vec<_> = b
        .pieces
        .iter()
        .map(|p| (p.name.as_str(), p.diameter, p.count))
        .collect();
    assert_eq!(p, [("lion", 30.0, 3), ("jackal", 20.0, 9)]);
    assert!(b.pieces.iter().all(|p| p.span.is_some()));
    assert_eq!(b.region_names.len(), 1);
    assert_eq!(b.region_names[0].name, "Oasis");
    assert_eq!(b.region_names[0].point, [210.0, 150.0]);
    let s = b.setup.as_ref().unwrap();
    let lions: Vec<_> = s.lions.iter().map(|r| r.region.clone()).collect();
    assert_eq!(
        lions,
        [
            RegionRef::Name("Oasis".into()),
            RegionRef::Id(3),
            RegionRef::Id(7)
        ]
    );
    assert_eq!(&text[s.lions[2].span.offset..][..s.lions[2].span.len], "7");
    assert_eq!(s.jackals.as_ref().unwrap().region, RegionRef::Id(10));
    assert_eq!(b.snap, board::DEFAULT_SNAP_FRACTION);
    assert_eq!(b.rules, board::Rules::default());
}

#[test]
fn json_input_loads_like_yaml() {
    let text = r#"{"units": "cm", "frame": {"polygon": [[0, 0], [10, 0], [10, 5], [0, 5], [0, 0]]},
      "lines": [[[5, 0], [5, 5]], {"from": [0, 2.5], "to": [10, 2.5], "name": "mid"}]}"#;
    let b = load_ok(text).board;
    assert_eq!(b.units, Units::Cm);
    // The repeated closing corner is dropped.
    assert_eq!(
        b.frame.unwrap().shape,
        FrameShape::Polygon(vec![[0.0, 0.0], [10.0, 0.0], [10.0, 5.0], [0.0, 5.0]])
    );
    assert_eq!(b.lines[1].from, [0.0, 2.5]);
    assert_eq!(b.lines[1].name.as_deref(), Some("mid"));
}

#[test]
fn tab_indented_json_loads_and_its_errors_point_right() {
    let text = "{\n\t\"units\": \"cm\",\n\t\"lines\": [\n\t\t[[0, 0], [1, 1]],\n\t\t[[0, 1], [1, .5]]\n\t]\n}\n";
    let b = load_ok(text).board;
    assert_eq!(b.lines[1].to, [1.0, 0.5]);
    let text = text.replace(".5", "NaN");
    let d = load_err(&text);
    assert_eq!(
        places(&text, &d),
        [("savanna::input::not-finite".into(), 5, 16)]
    );
}

#[test]
fn default_pieces_are_converted_to_the_file_units() {
    // 30 mm and 20 mm are 3 cm and 2 cm; 0.03 m and 0.02 m; 30/25.4 in and 20/25.4 in.
    for (units, lion, jackal) in [
        ("mm", 30.0, 20.0),
        ("cm", 3.0, 2.0),
        ("m", 0.03, 0.02),
        ("in", 30.0 / 25.4, 20.0 / 25.4),
    ] {
        let b = load_ok(&format!("units: {units}\nlines: []\n")).board;
        assert_eq!(b.pieces.len(), 2);
        assert_eq!((b.pieces[0].name.as_str(), b.pieces[0].count), ("lion", 3));
        assert_eq!(
            (b.pieces[1].name.as_str(), b.pieces[1].count),
            ("jackal", 9)
        );
        assert!(
            (b.pieces[0].diameter - lion).abs() <= 1e-12 * lion,
            "{units}"
        );
        assert!(
            (b.pieces[1].diameter - jackal).abs() <= 1e-12 * jackal,
            "{units}"
        );
        assert!(b.pieces.iter().all(|p| p.span.is_none()));
    }
}

#[test]
fn given_pieces_replace_the_defaults_whole() {
    let b = load_ok("pieces:\n  elephant: {diameter: 50, count: 1}\n").board;
    assert_eq!(b.pieces.len(), 1);
    assert_eq!(b.pieces[0].name, "elephant");
    assert_eq!(b.pieces[0].diameter, 50.0);
}

#[test]
fn snap_and_rules_are_read() {
    let text = "snap: 0.01\nrules:\n  min_regions: 8\n  max_regions: 12\n  max_area_ratio: 4.5\n  min_pack_distance: 3\n  min_border_length: 25\n";
    let b = load_ok(text).board;
    assert_eq!(b.snap, 0.01);
    assert_eq!(b.rules.min_regions, 8);
    assert_eq!(b.rules.max_regions, 12);
    assert_eq!(b.rules.max_area_ratio, 4.5);
    assert_eq!(b.rules.min_pack_distance, 3);
    assert_eq!(b.rules.min_border_length, Some(25.0));
    assert_eq!(b.rules.min_border(&b.pieces), 25.0);
    assert_eq!(board::Rules::default().min_border(&b.pieces), 30.0);
}

#[test]
fn zero_length_line_is_a_warning_and_keeps_its_index() {
    let text = read("errors/zero_length_line.yaml");
    let l = load_ok(&text);
    assert_eq!(l.board.lines.len(), 2);
    assert_eq!(l.board.lines[1].from, l.board.lines[1].to);
    assert_eq!(codes(&l.warnings), ["savanna::input::zero-length-line"]);
    assert_eq!(l.warnings[0].severity, Severity::Warning);
}

/// The `# expect: CODE LINE:COL` lines of a fixture.
fn expectations(text: &str) -> Vec<(String, usize, usize)> {
    let mut v: Vec<_> = text
        .lines()
        .filter_map(|l| l.strip_prefix("# expect: "))
        .map(|e| {
            let (code, at) = e.split_once(' ').unwrap();
            let (l, c) = at.trim().split_once(':').unwrap();
            (code.to_string(), l.parse().unwrap(), c.parse().unwrap())
        })
        .collect();
    v.sort();
    v
}

#[test]
fn error_fixtures_report_each_problem_at_its_place() {
    let dir = fixtures().join("errors");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() >= 18);
    for path in files {
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let expected = expectations(&text);
        assert!(!expected.is_empty(), "{name} has no `# expect:` line");
        let diags = match board::load(&text) {
            Ok(l) => l.warnings,
            Err(d) => d,
        };
        let mut got = places(&text, &diags);
        got.sort();
        assert_eq!(got, expected, "{name}");
        for d in &diags {
            assert!(d.code.starts_with("savanna::input::"), "{name}: {}", d.code);
            assert!(board::codes::ALL.contains(&d.code.as_str()), "{}", d.code);
            assert!(d.help.as_deref().is_some_and(|h| !h.is_empty()), "{name}");
            assert!(!d.labels.is_empty(), "{name}");
        }
        let file = format!("{name}.yaml");
        let rendered = render_text(&file, &text, &diags, false);
        insta::with_settings!({
            snapshot_path => "../fixtures/load/snapshots",
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(name, rendered);
        });
    }
}

#[test]
fn misspelt_required_key_is_reported_once() {
    let text = "lines:\n  - {form: [0, 0], to: [1, 1]}\n";
    let d = load_err(text);
    assert_eq!(codes(&d), ["savanna::input::unknown-key"]);
    assert!(
        d[0].message.contains("did you mean `from`?"),
        "{}",
        d[0].message
    );
}

#[test]
fn binary_and_non_utf8_input_are_refused() {
    let d = board::load_bytes(b"lines: []\n\x00\x01\x02").unwrap_err();
    assert_eq!(codes(&d), ["savanna::input::binary"]);
    assert_eq!(d[0].labels[0].span.offset, 10);
    let d = board::load_bytes(b"name: caf\xe9\n").unwrap_err();
    assert_eq!(codes(&d), ["savanna::input::not-utf8"]);
    assert_eq!(d[0].labels[0].span.offset, 9);
    let d = board::load("lines: []\0").unwrap_err();
    assert_eq!(codes(&d), ["savanna::input::binary"]);
    // A PNG header.
    let d = board::load_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap_err();
    assert_eq!(d.len(), 1);
    assert!(d[0].is_error());
}

#[test]
fn empty_inputs_are_refused() {
    for text in ["", "   \n\n", "# nothing\n", "---\n", "~\n", "null"] {
        let d = load_err(text);
        assert_eq!(codes(&d), ["savanna::input::empty-file"], "{text:?}");
    }
}

#[test]
fn top_level_must_be_a_mapping() {
    let d = load_err("- [[0, 0], [1, 1]]\n");
    assert_eq!(codes(&d), ["savanna::input::wrong-type"]);
}

#[test]
fn oversized_file_is_refused_before_parsing() {
    let text = " ".repeat(board::MAX_FILE_BYTES + 1);
    let d = load_err(&text);
    assert_eq!(codes(&d), ["savanna::input::too-large"]);
    let d = board::load_bytes(text.as_bytes()).unwrap_err();
    assert_eq!(codes(&d), ["savanna::input::too-large"]);
}

#[test]
fn too_many_lines_are_refused() {
    let mut text = String::from("lines:\n");
    for i in 0..=board::MAX_LINES {
        text.push_str(&format!("- [[0, {i}], [1, {i}]]\n"));
    }
    assert!(text.len() <= board::MAX_FILE_BYTES);
    let d = load_err(&text);
    assert_eq!(codes(&d), ["savanna::input::too-many-lines"]);
    assert_eq!(line_column(&text, d[0].labels[0].span.offset), (2, 1));
}

#[test]
fn max_lines_long_form_is_accepted() {
    let mut text = String::from("lines:\n");
    for i in 0..board::MAX_LINES {
        text.push_str(&format!("- {{from: [0, {i}], to: [1, {i}], name: l{i}}}\n"));
    }
    let b = load_ok(&text).board;
    assert_eq!(b.lines.len(), board::MAX_LINES);
    assert_eq!(b.lines[99_999].from, [0.0, 99_999.0]);
}

#[test]
fn alias_bomb_is_refused() {
    // "Billion laughs": 10^9 strings from 10 short lines.
    let mut text = String::from("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for i in 1..10 {
        let refs = vec![format!("*a{}", i - 1); 10].join(", ");
        text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    let d = load_err(&text);
    assert_eq!(codes(&d), ["savanna::input::too-many-values"]);
    assert!(d[0].message.contains("alias"), "{}", d[0].message);
}

#[test]
fn small_aliases_work_and_errors_inside_point_at_the_alias() {
    let text = "lines:\n  - [&o [0, 0], [10, 0]]\n  - [*o, [0, 10]]\n";
    let b = load_ok(text).board;
    assert_eq!(b.lines[1].from, [0.0, 0.0]);
    let text = "lines:\n  - [&o [0, .nan], [10, 0]]\n  - [*o, [0, 10]]\n";
    let d = load_err(text);
    let got = places(text, &d);
    assert_eq!(
        got,
        [
            ("savanna::input::not-finite".to_string(), 2, 13),
            ("savanna::input::not-finite".to_string(), 3, 6),
        ]
    );
}

#[test]
fn deep_nesting_is_refused() {
    let text = format!("lines: {}{}\n", "[".repeat(1000), "]".repeat(1000));
    let d = load_err(&text);
    assert_eq!(codes(&d), ["savanna::input::too-deep"]);
}

#[test]
fn alias_jumps_past_serdes_repetition_limit_are_refused_by_our_count() {
    // Each anchor aliases the previous one three times: about 3^10 = 59 049 alias jumps once
    // expanded, from about 50 nodes of text (serde_yaml refuses above 100 per event), while the
    // expanded value count (about 3^10 scalars plus the lists) stays far below MAX_NODES.
    let mut text = String::from("a0: &a0 x\n");
    for i in 1..=10 {
        let refs = vec![format!("*a{}", i - 1); 3].join(", ");
        text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    let d = load_err(&text);
    assert_eq!(codes(&d), ["savanna::input::too-many-values"]);
    assert!(
        d[0].message.contains("dereference aliases"),
        "{}",
        d[0].message
    );
}

#[test]
fn nesting_too_deep_through_an_alias_is_refused() {
    // 40 levels anchored, aliased inside 30 more: 70 > MAX_DEPTH (64) once expanded, though the
    // text never nests deeper than 40.
    let text = format!(
        "a: &a {}0{}\nb: {}*a{}\n",
        "[".repeat(40),
        "]".repeat(40),
        "[".repeat(29),
        "]".repeat(29)
    );
    let d = load_err(&text);
    assert_eq!(codes(&d), ["savanna::input::too-deep"]);
}

#[test]
fn too_many_frame_points_are_refused() {
    let pts: Vec<String> = (0..=board::MAX_FRAME_POINTS)
        .map(|i| format!("[{i}, {}]", (i * i) % 7))
        .collect();
    let text = format!("frame:\n  polygon: [{}]\n", pts.join(", "));
    let d = load_err(&text);
    assert_eq!(codes(&d), ["savanna::input::too-many-frame-points"]);
}

#[test]
fn frame_polygon_simplicity() {
    let bad = [
        // Bow tie (crossing).
        "[[0, 0], [10, 10], [10, 0], [0, 10]]",
        // A corner touching another edge.
        "[[0, 0], [10, 0], [10, 10], [5, 0], [0, 10]]",
        // Repeated corner.
        "[[0, 0], [10, 0], [10, 0], [10, 10]]",
        // Collinear: no area.
        "[[0, 0], [5, 0], [10, 0]]",
        // Folding back along itself.
        "[[0, 0], [10, 0], [5, 0], [5, 5]]",
    ];
    for p in bad {
        let d = load_err(&format!("frame: {{polygon: {p}}}\n"));
        assert_eq!(
            codes(&d),
            ["savanna::input::frame-self-intersection"],
            "{p}"
        );
    }
    let good = [
        "[[0, 0], [10, 0], [10, 10], [0, 10]]",
        "[[0, 0], [0, 10], [10, 10], [10, 0]]",
        // Concave (an L) with a collinear corner.
        "[[0, 0], [10, 0], [10, 5], [5, 5], [5, 10], [0, 10], [0, 5]]",
    ];
    for p in good {
        load_ok(&format!("frame: {{polygon: {p}}}\n"));
    }
}

#[test]
fn coordinate_limit_follows_snap() {
    // 2^40 snap steps (the exact predicates' range; the limit was 2^52 before the arrangement's
    // i128 bound was taken into account): with snap 1 a coordinate of 2^40 is fine, 2^41 is not.
    load_ok("snap: 1\nlines: [[[0, 0], [1099511627776, 0]]]\n");
    let d = load_err("snap: 1\nlines: [[[0, 0], [2199023255552, 0]]]\n");
    assert_eq!(codes(&d), ["savanna::input::coordinate-too-large"]);
    // With the default snap (1e-6) the limit is about 1.1e6 units.
    load_ok("lines: [[[0, 0], [1.09e6, 0]]]\n");
    let d = load_err("lines: [[[0, 0], [1.1e6, 0]]]\n");
    assert_eq!(codes(&d), ["savanna::input::coordinate-too-large"]);
}

#[test]
fn number_forms() {
    // YAML 1.2 core schema numbers, as serde_yaml reads them.
    for (v, want) in [
        ("0x10", 16.0),
        ("0o10", 8.0),
        ("+5", 5.0),
        (".5", 0.5),
        ("1e3", 1000.0),
        ("1.5e+3", 1500.0),
        ("-0", 0.0),
        ("!!float 3", 3.0),
    ] {
        let b = load_ok(&format!("lines: [[[0, 0], [{v}, 1]]]\n")).board;
        assert_eq!(b.lines[0].to[0], want, "{v}");
    }
    // Text that looks like a number, and values beyond f64 or the snap grid.
    for (v, code) in [
        ("'3'", "savanna::input::wrong-type"),
        ("010", "savanna::input::wrong-type"),
        ("1_000", "savanna::input::wrong-type"),
        ("true", "savanna::input::wrong-type"),
        ("~", "savanna::input::wrong-type"),
        ("!foo 3", "savanna::input::wrong-type"),
        ("1e400", "savanna::input::not-finite"),
        ("-.INF", "savanna::input::not-finite"),
        (".NaN", "savanna::input::not-finite"),
        (
            "99999999999999999999999",
            "savanna::input::coordinate-too-large",
        ),
    ] {
        let text = format!("lines: [[[0, 0], [{v}, 1]]]\n");
        let d = load_err(&text);
        assert_eq!(codes(&d), [code], "{v}");
        assert_eq!(
            line_column(&text, d[0].labels[0].span.offset),
            (1, 19),
            "{v}"
        );
    }
}

#[test]
fn byte_order_mark_and_crlf_keep_spans_right() {
    let text = "\u{feff}units: mm\r\nlines:\r\n  - [[0, 0], [1, .inf]]\r\n";
    let d = load_err(text);
    assert_eq!(
        places(text, &d),
        [("savanna::input::not-finite".into(), 3, 18)]
    );
    assert_eq!(&text[d[0].labels[0].span.offset..][..4], ".inf");
}

#[test]
fn multi_byte_text_keeps_spans_right() {
    let text = "name: Trockenzeit – Süd\nregions:\n  Wüste: [1, zwölf]\n";
    let d = load_err(text);
    assert_eq!(
        &text[d[0].labels[0].span.offset..][..d[0].labels[0].span.len],
        "zwölf"
    );
    assert_eq!(
        places(text, &d),
        [("savanna::input::wrong-type".into(), 3, 14)]
    );
}

#[test]
fn yaml_syntax_error_points_at_serde_location() {
    let text = "lines:\n  - [[0, 0], [1, 1]]\n   bad: [\n";
    let d = load_err(text);
    assert_eq!(codes(&d), ["savanna::input::yaml-syntax"]);
    assert!(d[0].labels[0].span.offset <= text.len());
    // More than one document.
    let d = load_err("lines: []\n---\nlines: []\n");
    assert_eq!(codes(&d), ["savanna::input::yaml-syntax"]);
}

#[test]
fn rendering_is_deterministic_and_plain_without_colour() {
    let text = read("errors/three_bad_lines.yaml");
    let d = load_err(&text);
    let a = render_text("three_bad_lines.yaml", &text, &d, false);
    let b = render_text("three_bad_lines.yaml", &text, &d, false);
    assert_eq!(a, b);
    assert!(!a.contains('\u{1b}'));
    assert!(a.contains("three_bad_lines.yaml:5:21"));
    assert!(a.contains("three_bad_lines.yaml:7:15"));
    assert_eq!(a.matches("savanna::input::").count(), 3);
    let c = render_text("three_bad_lines.yaml", &text, &d, true);
    assert!(c.contains('\u{1b}'));
    // A label past the end of the text is clamped, not a panic.
    let far = Diagnostic::new(Code::BoardRegionCount, "far")
        .with_label(savanna::diagnostics::Span::new(10_000, 5), "here");
    let out = render_text("x.yaml", "ab", std::slice::from_ref(&far), false);
    assert!(out.contains("far"));
    let j = render_json("ab", &[far]);
    assert_eq!(j[0]["line"], 1);
    assert_eq!(j[0]["column"], 3);
}

/// `check --format json` writes each diagnostic in the validated board file's shape
/// (`DiagnosticOut`, issue 13 part 5): these keys, in this order, and no others; `labels` (every
/// place it points at, which editors need) is the one optional key, and this diagnostic has two:
/// the duplicate key at line 6 and its first use.
#[test]
fn json_diagnostics_have_every_field() {
    let text = read("errors/duplicate_key.yaml");
    let d = load_err(&text);
    let j = render_json(&text, &d);
    let first = &j[0];
    assert_eq!(first["code"], "savanna::input::duplicate-key");
    assert_eq!(first["severity"], "error");
    assert_eq!(first["line"], 6);
    assert_eq!(first["column"], 1);
    assert!(first["help"].is_string());
    assert!(first["message"].is_string());
    assert!(first["regions"].is_array());
    let labels = first["labels"].as_array().unwrap();
    assert_eq!(labels.len(), 2, "{first}");
    assert_eq!(
        (&labels[0]["line"], &labels[0]["column"]),
        (&6.into(), &1.into())
    );
    assert!(labels[0]["span"]["len"].as_u64().unwrap() > 0);
    assert!(labels.iter().all(|l| l["text"].is_string()));
    let s = serde_json::to_string(&savanna::diagnostics::JsonDiagnostics::new(&text, &d)).unwrap();
    let keys: Vec<&str> = [
        "severity", "code", "message", "help", "line", "column", "regions", "labels",
    ]
    .to_vec();
    let at: Vec<usize> = keys
        .iter()
        .map(|k| s.find(&format!("\"{k}\":")).unwrap())
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{s}");
    assert_eq!(first.as_object().unwrap().len(), keys.len(), "{first}");
}

#[test]
fn input_schema_file_is_up_to_date() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("schemas/board.schema.json");
    let fresh = serde_json::to_string_pretty(&board::input_schema()).unwrap() + "\n";
    if std::env::var_os("SAVANNA_UPDATE_SCHEMAS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &fresh).unwrap();
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == fresh,
        "schemas/board.schema.json is stale: run `SAVANNA_UPDATE_SCHEMAS=1 cargo test --test suite loader::`"
    );
}

fn schema_keys(schema: &serde_json::Value, def: Option<&str>) -> Vec<String> {
    let node = match def {
        None => schema,
        Some(d) => &schema["$defs"][d],
    };
    let mut k: Vec<String> = node["properties"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    k.sort();
    k
}

fn sorted(keys: &[&str]) -> Vec<String> {
    let mut k: Vec<String> = keys.iter().map(|s| s.to_string()).collect();
    k.sort();
    k
}

#[test]
fn schema_and_loader_know_the_same_keys() {
    let s = board::input_schema();
    assert_eq!(schema_keys(&s, None), sorted(board::TOP_KEYS));
    assert_eq!(
        schema_keys(&s, Some("LongLineFile")),
        sorted(board::LINE_KEYS)
    );
    assert_eq!(
        schema_keys(&s, Some("PieceFile")),
        sorted(board::PIECE_KEYS)
    );
    assert_eq!(
        schema_keys(&s, Some("SetupFile")),
        sorted(board::SETUP_KEYS)
    );
    assert_eq!(schema_keys(&s, Some("RulesFile")), sorted(board::RULE_KEYS));
    let mut frame = schema_keys(&s, Some("RectFile"));
    frame.extend(schema_keys(&s, Some("PolygonFile")));
    frame.sort();
    assert_eq!(frame, sorted(board::FRAME_KEYS));
}

#[test]
fn valid_files_fit_the_schema_model() {
    let texts = [
        read("contract.yaml"),
        read("errors/zero_length_line.yaml"),
        "units: cm\nframe: {polygon: [[0, 0], [10, 0], [0, 10]]}\nsnap: 0.001\nrules: {min_regions: 2, max_area_ratio: 3.5}\n".into(),
    ];
    for t in &texts {
        load_ok(t);
        let m: board::schema::BoardFile = savanna::input::yaml::from_str(t).unwrap();
        // And back: the model serialises to a file that loads to the same board.
        let again = savanna::input::yaml::to_string(&m).unwrap();
        assert_eq!(
            board::load(&again).map(|l| (l.board.lines.len(), l.board.pieces.len())),
            board::load(t).map(|l| (l.board.lines.len(), l.board.pieces.len()))
        );
    }
}

#[test]
fn every_code_is_documented_in_the_list() {
    let mut all = board::codes::ALL.to_vec();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), board::codes::ALL.len());
    assert!(all.iter().all(|c| c.starts_with("savanna::input::")));
}

mod never_panics {
    use super::*;
    use proptest::prelude::*;

    fn scalar() -> impl Strategy<Value = serde_json::Value> {
        use serde_json::json;
        prop_oneof![
            Just(json!(null)),
            any::<bool>().prop_map(|b| json!(b)),
            any::<i64>().prop_map(|i| json!(i)),
            (-1e6f64..1e6).prop_map(|f| json!(f)),
            prop_oneof![
                Just("mm"),
                Just("cm"),
                Just("lion"),
                Just("Oasis"),
                Just(".nan"),
                Just(""),
                Just("x")
            ]
            .prop_map(|s| json!(s)),
        ]
    }

    fn tree() -> impl Strategy<Value = serde_json::Value> {
        let keys = prop_oneof![
            Just("name".to_string()),
            Just("units".to_string()),
            Just("frame".to_string()),
            Just("lines".to_string()),
            Just("pieces".to_string()),
            Just("regions".to_string()),
            Just("setup".to_string()),
            Just("snap".to_string()),
            Just("rules".to_string()),
            Just("width".to_string()),
            Just("height".to_string()),
            Just("polygon".to_string()),
            Just("from".to_string()),
            Just("to".to_string()),
            Just("diameter".to_string()),
            Just("count".to_string()),
            Just("lions".to_string()),
            Just("jackals".to_string()),
            Just("Oasis".to_string()),
            "[a-z]{0,6}",
        ];
        scalar().prop_recursive(5, 64, 6, move |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
                prop::collection::vec((keys.clone(), inner), 0..6)
                    .prop_map(|kv| serde_json::Value::Object(kv.into_iter().collect())),
            ]
        })
    }

    fn check(text: &str) {
        let r = board::load(text);
        let diags = match &r {
            Ok(l) => l.warnings.clone(),
            Err(d) => {
                assert!(!d.is_empty());
                assert!(d.iter().any(Diagnostic::is_error));
                d.clone()
            }
        };
        for d in &diags {
            for l in &d.labels {
                assert!(l.span.offset + l.span.len <= text.len(), "{d:?}");
                assert!(text.is_char_boundary(l.span.offset), "{d:?}");
            }
        }
        let _ = render_text("f.yaml", text, &diags, false);
        let _ = render_json(text, &diags);
    }

    proptest! {
        // SAVANNA_FUZZ_CASES=N runs longer (e.g. 100000 in release for a fuzzing session).
        #![proptest_config(ProptestConfig::with_cases(
            std::env::var("SAVANNA_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(512)
        ))]

        #[test]
        fn arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
            let _ = board::load_bytes(&bytes);
            if let Ok(s) = std::str::from_utf8(&bytes) {
                check(s);
            }
        }

        #[test]
        fn arbitrary_yaml_trees(t in tree()) {
            let text = savanna::input::yaml::to_string(&t).unwrap();
            check(&text);
            check(&serde_json::to_string(&t).unwrap());
        }

        #[test]
        fn mutated_contract_example(edits in prop::collection::vec((any::<prop::sample::Index>(), any::<char>()), 1..6)) {
            let mut text: Vec<char> = read("contract.yaml").chars().collect();
            for (i, c) in edits {
                let k = i.index(text.len());
                text[k] = c;
            }
            let text: String = text.into_iter().collect();
            check(&text);
        }
    }
}

/// Inputs that cannot be fixture files (binary, not UTF-8) or that are better generated (limits),
/// rendered and snapshotted like the fixtures; returns the codes they produce.
fn generated_cases() -> Vec<(&'static str, Vec<u8>)> {
    let mut bomb = String::from("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for i in 1..10 {
        let refs = vec![format!("*a{}", i - 1); 10].join(", ");
        bomb.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    let frame: Vec<String> = (0..=board::MAX_FRAME_POINTS)
        .map(|i| format!("[{i}, {}]", (i * i) % 7))
        .collect();
    let mut lines = String::from("lines:\n");
    for i in 0..=board::MAX_LINES {
        lines.push_str(&format!("- [[0, {i}], [1, {i}]]\n"));
    }
    vec![
        ("binary", b"lines: []\n\x00\x01".to_vec()),
        ("not_utf8", b"name: caf\xe9\n".to_vec()),
        ("too_large", vec![b' '; board::MAX_FILE_BYTES + 1]),
        ("too_many_values", bomb.into_bytes()),
        (
            "too_deep",
            format!("lines: {}{}\n", "[".repeat(100), "]".repeat(100)).into_bytes(),
        ),
        (
            "too_many_frame_points",
            format!("frame: {{polygon: [{}]}}\n", frame.join(", ")).into_bytes(),
        ),
        ("too_many_lines", lines.into_bytes()),
    ]
}

#[test]
fn every_code_has_a_fixture_or_a_generated_case() {
    let mut seen: Vec<String> = Vec::new();
    for e in std::fs::read_dir(fixtures().join("errors")).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
        seen.extend(expectations(&text).into_iter().map(|(c, _, _)| c));
    }
    for (name, bytes) in generated_cases() {
        let d = board::load_bytes(&bytes).unwrap_err();
        assert_eq!(d.len(), 1, "{name}");
        seen.push(d[0].code.to_string());
        if bytes.len() < 2000 {
            let text = String::from_utf8_lossy(&bytes);
            let rendered = render_text(&format!("{name}.yaml"), &text, &d, false);
            insta::with_settings!({
                snapshot_path => "../fixtures/load/snapshots",
                prepend_module_to_snapshot => false,
                omit_expression => true,
            }, {
                insta::assert_snapshot!(format!("generated_{name}"), rendered);
            });
        }
    }
    seen.sort();
    seen.dedup();
    let mut all: Vec<String> = board::codes::ALL.iter().map(|c| c.to_string()).collect();
    all.sort();
    assert_eq!(seen, all);
}

#[test]
fn lone_carriage_returns_are_line_breaks() {
    let text = "units: mm\rlines:\r  - [[0, 0], [1, .nan]]\r";
    let d = load_err(text);
    assert_eq!(
        places(text, &d),
        [("savanna::input::not-finite".into(), 3, 18)]
    );
    let rendered = render_text("cr.yaml", text, &d, false);
    assert!(rendered.contains("cr.yaml:3:18"), "{rendered}");
}

/// One order of diagnostics whether loading failed or not (issue 13 part 5): errors first, then
/// warnings, each by place in the file. Here the warning (a zero-length line) comes before the
/// error (an unknown key) in the file, and after it in the report, as in `pipeline::run`'s.
#[test]
fn a_failed_load_orders_diagnostics_as_the_pipeline_does() {
    let text = "lines:\n  - [[5, 5], [5, 5]]\n  - [[0, 0], [9, 9]]\nshape: round\n";
    let d = load_err(text);
    let got: Vec<(String, usize)> = d
        .iter()
        .map(|d| {
            (
                d.code.to_string(),
                line_column(text, d.labels[0].span.offset).0,
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("savanna::input::unknown-key".to_string(), 4),
            ("savanna::input::zero-length-line".to_string(), 2),
        ]
    );
    let mut sorted = d.clone();
    savanna::pipeline::sort_diagnostics(&mut sorted);
    assert_eq!(sorted, d);
}
