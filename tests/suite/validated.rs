//! The validated board file: schema freshness, deterministic JSON/YAML, rounding.

use crate::render_support;

use render_support::grid_2x2;
use savanna::validated::{DiagnosticOut, ValidatedBoard, output_schema, to_json, to_yaml};
use std::path::PathBuf;

fn schema_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("schemas/validated-board.schema.json")
}

/// schemas/validated-board.schema.json is what the types generate. Set SAVANNA_UPDATE_SCHEMAS=1
/// to rewrite it.
#[test]
fn output_schema_file_is_fresh() {
    let mut want = serde_json::to_string_pretty(&output_schema()).unwrap();
    want.push('\n');
    let path = schema_path();
    if std::env::var_os("SAVANNA_UPDATE_SCHEMAS").is_some_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        savanna::output::write::write_atomic(&path, want.as_bytes()).unwrap();
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{} is stale: run `SAVANNA_UPDATE_SCHEMAS=1 cargo test --test suite validated::`",
        path.display()
    );
}

#[test]
fn schema_has_the_contract_fields() {
    let s = output_schema();
    let props = s["properties"].as_object().unwrap();
    for k in [
        "savanna",
        "valid",
        "name",
        "units",
        "frame",
        "lines",
        "pieces",
        "regions",
        "borders",
        "corners",
        "diagnostics",
    ] {
        assert!(props.contains_key(k), "{k}");
    }
    let region = &s["$defs"]["Region"]["properties"];
    for k in [
        "id",
        "name",
        "outline",
        "holes",
        "area",
        "label",
        "neighbors",
        "capacity",
        "packing",
    ] {
        assert!(region.get(k).is_some(), "{k}");
    }
    let border = &s["$defs"]["Border"]["properties"];
    assert!(border.get("polylines").is_some());
    let loose = &s["$defs"]["LooseEdge"]["properties"];
    assert!(loose.get("line_index").is_some() && loose.get("frame_edge").is_some());
    assert!(
        loose.get("line").is_none(),
        "`line` means a line of the file's text only"
    );
}

/// The schema's descriptions are written for users: no Rust doc links, no internal names, and
/// the example code is a real one.
#[test]
fn schema_descriptions_are_for_users() {
    let text = serde_json::to_string(&output_schema()).unwrap();
    for internal in [
        "[`",
        "crate::",
        "FORMAT_VERSION",
        "module docs",
        "shoelace",
        "arrangement",
        "bounded face",
        "Out\"",
        "neighbour",
    ] {
        assert!(!text.contains(internal), "the schema mentions {internal}");
    }
    assert!(text.contains("savanna::region::too-small"));
    assert!(
        savanna::input::input_schema()
            .to_string()
            .find("savanna::board::")
            .is_none()
    );
}

#[test]
fn json_round_trips_and_is_stable() {
    let v = grid_2x2();
    let j = to_json(&v);
    assert!(j.ends_with("}\n"));
    let back: ValidatedBoard = serde_json::from_str(&j).unwrap();
    assert_eq!(back, v);
    assert_eq!(to_json(&back), j);
    // Field order follows the contract.
    let order: Vec<usize> = [
        "\"savanna\"",
        "\"name\"",
        "\"units\"",
        "\"frame\"",
        "\"lines\"",
        "\"pieces\"",
        "\"regions\"",
        "\"borders\"",
        "\"corners\"",
        "\"diagnostics\"",
    ]
    .iter()
    .map(|k| j.find(k).unwrap())
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
    // Kinds keep the file's order: lion before jackal.
    assert!(j.find("\"lion\"").unwrap() < j.find("\"jackal\"").unwrap());
}

#[test]
fn numbers_are_rounded_and_negative_zero_is_zero() {
    // Rounding is to 12 significant digits (it was 6 decimals, which broke packing certificates
    // on boards in metres and areas on tiny boards; see validated::OUTPUT_DIGITS).
    let mut v = grid_2x2();
    v.regions[0].area = 0.1 + 0.2;
    v.regions[0].label = [-0.0, 25.000_000_000_000_4];
    v.borders[0].length = 50.000_000_000_06;
    v.regions[1].area = 5e-7;
    let j = to_json(&v);
    assert!(j.contains("\"area\": 0.3,"), "{j}");
    assert!(!j.contains("-0.0"));
    assert!(j.contains("50.0000000001"), "{j}");
    assert!(j.contains("5e-7"), "tiny areas keep their value: {j}");
    let back: ValidatedBoard = serde_json::from_str(&j).unwrap();
    // Points are not rounded (issue 11.3): they read back bit for bit; only -0 becomes 0. (This
    // test used to expect the label rounded to [0.0, 25.0].)
    assert_eq!(back.regions[0].label, [0.0, 25.000_000_000_000_4]);
}

#[test]
fn points_round_trip_exactly_far_from_the_origin() {
    // Survey coordinates (issue 11.3): 12 significant digits moved these by up to 5e-5; every
    // point must read back as the same f64, in JSON and in YAML.
    let mut v = grid_2x2();
    let far: [f64; 2] = [26_500_000.123_456_78, 6_600_000.000_000_93];
    let next = [far[0].next_up(), far[1].next_down()];
    v.regions[0].label = far;
    v.regions[0].outline[0] = next;
    v.corners[0].at = [0.1 + 0.2, 1.0 / 3.0];
    let back: ValidatedBoard = serde_json::from_str(&to_json(&v)).unwrap();
    assert_eq!(back.regions[0].label, far);
    assert_eq!(back.regions[0].outline[0], next);
    assert_eq!(back.corners[0].at, [0.1 + 0.2, 1.0 / 3.0]);
    let back: ValidatedBoard = serde_yaml::from_str(&to_yaml(&v).unwrap()).unwrap();
    assert_eq!(back.regions[0].label, far);
    assert_eq!(back.regions[0].outline[0], next);
}

#[test]
fn yaml_has_the_same_content() {
    let v = grid_2x2();
    let y = to_yaml(&v).unwrap();
    assert!(y.starts_with("savanna: 1\n"), "{y}");
    // Read back with serde_yaml directly: src/yaml.rs has no reader for this type (test only).
    let back: ValidatedBoard = serde_yaml::from_str(&y).unwrap();
    assert_eq!(back, v);
    assert_eq!(to_yaml(&v).unwrap(), y);
}

#[test]
fn diagnostics_locate_line_and_column() {
    use savanna::diagnostics::{Code, Diagnostic, Span};
    let text = "name: x\nlines:\n  - [[0, 0], [1, 1]]\n";
    let d = Diagnostic::new(Code::BoardDangle, "m")
        .with_help("h")
        .with_label(Span::new(text.find("[[").unwrap(), 3), "here");
    let o = DiagnosticOut::from_diagnostic(&d, &savanna::diagnostics::LineIndex::new(text));
    assert_eq!((o.line, o.column), (Some(3), Some(5)));
    assert_eq!(o.help.as_deref(), Some("h"));
}

/// The example boards and a few hand-made ones, run through the whole pipeline.
fn example_boards() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut v: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    v.sort();
    v.push(("ring and elbow".into(), RING_ELBOW.into()));
    v
}

/// A 200 x 100 frame: a square island floating in the west half (region `West` around it), and an
/// east half cut into an L (`Elbow`) around a box (`Box`). Borders by hand: West|Elbow x = 100,
/// y 0..30 (30); West|Island the island's outline (160, closed); West|Box x = 100, y 30..100
/// (70); Elbow|Box y = 30, x 100..170, then x = 170, y 30..100 (140).
const RING_ELBOW: &str = "frame: {width: 200, height: 100}
lines:
  - [[100, 0], [100, 100]]
  - [[100, 30], [170, 30]]
  - [[170, 30], [170, 100]]
  - [[30, 30], [70, 30]]
  - [[70, 30], [70, 70]]
  - [[70, 70], [30, 70]]
  - [[30, 70], [30, 30]]
regions:
  West: [10, 10]
  Island: [50, 50]
  Elbow: [190, 10]
  Box: [135, 65]
";

fn run(text: &str) -> savanna::pipeline::Outcome {
    savanna::pipeline::run(text, &Default::default()).unwrap()
}

/// Every example's validated file (JSON), and the `--force` file of the board with errors,
/// is valid against schemas/validated-board.schema.json (checked with the `jsonschema` crate,
/// an independent implementation of JSON Schema 2020-12).
#[test]
fn schema_validates_the_examples_output() {
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(schema_path()).unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    for (name, text) in example_boards() {
        let out = run(&text);
        // Both forms of the certificates: every centre listed, and compact (what build writes).
        let mut compact = out.validated.clone();
        compact.compact_certificates();
        for v in [&compact, &out.validated] {
            let json: serde_json::Value = serde_json::from_str(&to_json(v)).unwrap();
            let errors: Vec<String> = validator
                .iter_errors(&json)
                .map(|e| format!("{e} at {}", e.instance_path()))
                .collect();
            assert!(errors.is_empty(), "{name}: {errors:#?}");
        }
        let json: serde_json::Value = serde_json::from_str(&to_json(&out.validated)).unwrap();
        // And a wrong file is refused: the schema does check something.
        let mut bad = json.clone();
        bad["regions"][0]["neighbors"] = serde_json::json!("1 2");
        bad["valid"] = serde_json::json!("yes");
        assert!(!validator.is_valid(&bad), "{name}");
    }
}

fn polyline_length(p: &[[f64; 2]]) -> f64 {
    p.windows(2)
        .map(|w| (w[1][0] - w[0][0]).hypot(w[1][1] - w[0][1]))
        .sum()
}

/// Each border's polylines: their lengths add up to the border's length; they run with region
/// `a` on the right (as seen on the page, y down) and region `b` on the left, checked by
/// locating points just beside the middle of every segment.
#[test]
fn border_polylines_sum_to_the_border_length_with_a_on_the_right() {
    use savanna::regions::PointLocation;
    for (name, text) in example_boards() {
        let out = run(&text);
        let v = &out.validated;
        assert!(!v.borders.is_empty(), "{name}");
        for b in &v.borders {
            assert!(!b.polylines.is_empty(), "{name}: {:?}", b.regions);
            let total: f64 = b.polylines.iter().map(|p| polyline_length(p)).sum();
            assert!(
                (total - b.length).abs() <= 1e-9 * b.length.max(1.0),
                "{name}: border {:?} is {} long, its polylines {total}",
                b.regions,
                b.length
            );
            for p in &b.polylines {
                assert!(p.len() >= 2, "{name}");
                for w in p.windows(2) {
                    let (dx, dy) = (w[1][0] - w[0][0], w[1][1] - w[0][1]);
                    let len = dx.hypot(dy);
                    // Right of the direction of travel on the page (y down): (-dy, dx).
                    let (nx, ny) = (-dy / len, dx / len);
                    let eps = (len * 1e-3).min(1e-2);
                    let mid = [(w[0][0] + w[1][0]) / 2.0, (w[0][1] + w[1][1]) / 2.0];
                    let right = out.regions.locate([mid[0] + eps * nx, mid[1] + eps * ny]);
                    let left = out.regions.locate([mid[0] - eps * nx, mid[1] - eps * ny]);
                    assert_eq!(
                        (right, left),
                        (
                            PointLocation::Inside(b.regions[0]),
                            PointLocation::Inside(b.regions[1])
                        ),
                        "{name}: border {:?}, segment {w:?}",
                        b.regions
                    );
                }
            }
        }
    }
}

#[test]
fn ring_and_elbow_borders_by_hand() {
    let out = run(RING_ELBOW);
    let v = &out.validated;
    let id = |n: &str| {
        v.regions
            .iter()
            .find(|r| r.name.as_deref() == Some(n))
            .unwrap()
            .id
    };
    let border = |a: &str, b: &str| {
        let (a, b) = (id(a).min(id(b)), id(a).max(id(b)));
        v.borders.iter().find(|x| x.regions == [a, b]).unwrap()
    };
    let lengths = [
        ("West", "Elbow", 30.0),
        ("West", "Island", 160.0),
        ("West", "Box", 70.0),
        ("Elbow", "Box", 140.0),
    ];
    for (a, b, len) in lengths {
        assert!((border(a, b).length - len).abs() < 1e-9, "{a}|{b}");
    }
    assert_eq!(v.borders.len(), 4);
    // The island's outline, shared whole: one closed polyline of its 4 corners, the first
    // repeated at the end.
    let ring = &border("West", "Island").polylines;
    assert_eq!(ring.len(), 1);
    assert_eq!(ring[0].len(), 5);
    assert_eq!(ring[0][0], ring[0][4]);
    let mut corners = ring[0][..4].to_vec();
    corners.sort_by(|p, q| p.partial_cmp(q).unwrap());
    assert_eq!(
        corners,
        [[30.0, 30.0], [30.0, 70.0], [70.0, 30.0], [70.0, 70.0]]
    );
    // The elbow wraps the box on two sides: one polyline with its corner at (170, 30), run with
    // the lower id on the right.
    let wrap = &border("Elbow", "Box").polylines;
    assert_eq!(wrap.len(), 1);
    let mut want = vec![[170.0, 100.0], [170.0, 30.0], [100.0, 30.0]];
    if id("Box") < id("Elbow") {
        want.reverse();
    }
    assert_eq!(wrap[0], want);
}

/// `valid` is true for a board without errors and false in the file `build --force` writes for
/// a board with errors (in JSON and in YAML).
#[test]
fn valid_flag_is_false_with_force_on_a_failing_board() {
    let example = |n: &str| {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("examples")
            .join(n)
    };
    let build = |args: &[&str]| {
        assert_cmd::Command::cargo_bin("savanna")
            .unwrap()
            .arg("build")
            .args(args)
            .output()
            .unwrap()
    };
    let ok = build(&[example("classic.yaml").to_str().unwrap(), "--no-capacity"]);
    assert!(ok.status.success());
    let v: serde_json::Value = serde_json::from_slice(&ok.stdout).unwrap();
    assert_eq!(v["valid"], true);
    let forced = build(&[example("mistakes.yaml").to_str().unwrap(), "--force"]);
    assert_eq!(forced.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&forced.stdout).unwrap();
    assert_eq!(v["valid"], false);
    assert!(
        v["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["severity"] == "error")
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("forced.yaml");
    build(&[
        example("mistakes.yaml").to_str().unwrap(),
        "--force",
        "-o",
        out.to_str().unwrap(),
    ]);
    let y: ValidatedBoard =
        savanna::input::yaml::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert!(!y.valid && y.has_errors());
}

/// A loose piece of a drawn line names the line by `line_index` (its position in `lines`); the
/// field `frame_edge` is for pieces of the frame.
#[test]
fn loose_edges_name_their_line_by_index() {
    // The dam (the third line, index 2) stops short of the river: a dangle.
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/mistakes.yaml"),
    )
    .unwrap();
    let v = run(&text).validated;
    let dangle = v
        .loose_edges
        .iter()
        .find(|e| e.kind == savanna::validated::LooseKind::Dangle)
        .unwrap();
    assert_eq!((dangle.line_index, dangle.frame_edge), (Some(2), None));
    assert_eq!(v.lines[2].name.as_deref(), Some("dam"));
}

/// The file `build` writes: certificates compacted, as JSON, read back.
fn as_built(v: &ValidatedBoard) -> (String, ValidatedBoard) {
    let mut c = v.clone();
    c.compact_certificates();
    let json = to_json(&c);
    let back = serde_json::from_str(&json).unwrap();
    (json, back)
}

/// A 100 mm square, one region, jackals of 10 mm (9 in play): the fast hexagonal lattice holds
/// 1 + floor(90 / 8.66) = 11 rows of 10 and 9 discs alternating, 6 x 10 + 5 x 9 = 105 > 100, so
/// the count is written as a lattice of 11 runs beside the 9 centres of the jackals in play;
/// `verify_certificates` expands and checks it, and refuses it tampered with.
#[test]
fn a_large_enough_count_is_written_as_a_lattice_that_verifies() {
    let text = "frame: {width: 100, height: 100}\nlines: []\npieces:\n  lion: {diameter: 30, count: 3}\n  jackal: {diameter: 10, count: 9}\n";
    let full = run(text).validated;
    let r = &full.regions[0];
    assert_eq!(r.capacity.get("jackal"), Some(&105));
    assert_eq!(r.packing.get("jackal").unwrap().len(), 105);
    full.verify_certificates().unwrap();
    let (_, built) = as_built(&full);
    let b = &built.regions[0];
    assert_eq!(b.capacity, r.capacity, "counts unchanged");
    let lat = b.packing_lattice.get("jackal").expect("a lattice");
    assert_eq!(lat.runs.len(), 11);
    assert_eq!(lat.count(), Some(105));
    assert_eq!(b.packing.get("jackal").unwrap().len(), 9);
    // Lions: the lattice holds 8 of 30 mm (rows of 3, 2, 3), at most 100: listed whole.
    assert!(b.packing_lattice.get("lion").is_none());
    built.verify_certificates().unwrap();
    // Row 0 of the mixed table is the same 105 jackals: a lattice too.
    assert_eq!(
        b.mixed.as_ref().unwrap()[0]
            .jackal_lattice
            .as_ref()
            .map(|l| l.count()),
        Some(Some(105))
    );
    // Tampered: one more disc in the first run (off the square, or onto a neighbour), a
    // count the runs do not give, a lattice shifted by half a step.
    let mut t = built.clone();
    t.regions[0].packing_lattice.0[0].1.runs[0][2] += 1;
    assert!(t.verify_certificates().is_err());
    let mut t = built.clone();
    t.regions[0].capacity.insert("jackal", 106);
    assert!(t.verify_certificates().is_err());
    let mut t = built.clone();
    let l = &mut t.regions[0].packing_lattice.0[0].1;
    l.origin = [l.origin[0] + l.step[0] / 2.0, l.origin[1] + l.step[1] / 2.0];
    assert!(t.verify_certificates().is_err());
}

/// examples/ground-3m.yaml (3 m x 2 m, ten regions of up to 2 549 jackals): 4.5 MB with every
/// centre; the file build writes is under 300 KB, with the same counts, and both verify.
#[test]
fn ground_3m_validated_file_is_small_and_verifies() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/ground-3m.yaml"),
    )
    .unwrap();
    let full = run(&text).validated;
    let full_json = to_json(&full);
    assert!(full_json.len() > 4_000_000, "{}", full_json.len());
    full.verify_certificates().unwrap();
    let (json, built) = as_built(&full);
    assert!(json.len() < 300_000, "{} bytes", json.len());
    built.verify_certificates().unwrap();
    for (a, b) in full.regions.iter().zip(&built.regions) {
        assert_eq!(a.capacity, b.capacity);
        assert_eq!(a.capacity_bound, b.capacity_bound);
        let rows = |r: &savanna::validated::RegionOut| {
            r.mixed
                .as_ref()
                .map(|m| m.iter().map(|x| (x.lions, x.jackals)).collect::<Vec<_>>())
        };
        assert_eq!(rows(a), rows(b));
        // Every count above 100 is a lattice, every list at most the pieces in play.
        assert_eq!(b.packing.get("jackal").unwrap().len(), 9, "region {}", a.id);
        for row in b.mixed.iter().flatten() {
            assert!(
                row.jackal_lattice.is_some(),
                "region {} row {}",
                a.id,
                row.lions
            );
        }
    }
}

/// Classic: no count above 100, so the file build writes is the full one, byte for byte.
#[test]
fn classic_certificates_are_unchanged() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/classic.yaml"),
    )
    .unwrap();
    let full = run(&text).validated;
    let (json, _) = as_built(&full);
    assert_eq!(json, to_json(&full));
}

/// `rules.min_pack_distance` reaches the game through the validated file: 3 on the board is 3
/// in the game started from its file (it was the default, 2, whatever the board said).
#[test]
fn validated_file_keeps_min_pack_distance() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/classic.yaml"),
    )
    .unwrap();
    let text = format!("{text}\nrules: {{min_pack_distance: 3}}\n");
    let (json, back) = as_built(&run(&text).validated);
    assert_eq!(back.rules.min_pack_distance, 3);
    assert_eq!(
        savanna::frontend::load_board(&json)
            .unwrap()
            .min_pack_distance,
        3
    );
    // A file written before `rules` was: the default.
    let old: serde_json::Value = serde_json::from_str(&json).unwrap();
    let mut old = old.as_object().unwrap().clone();
    old.remove("rules");
    let old = serde_json::to_string(&old).unwrap();
    assert_eq!(
        savanna::frontend::load_board(&old)
            .unwrap()
            .min_pack_distance,
        2
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(12))]
    /// For random `rules:` and `game:` options, the board file and the validated file built
    /// from it give the same game: the same engine board, the same random set-ups for the same
    /// seeds, and the same legal moves from each.
    #[test]
    fn board_file_and_validated_file_give_the_same_game(
        mpd in 0u32..=4,
        strength in 1u32..=4,
        jackals_first in proptest::bool::ANY,
        pack_leaves_one in proptest::bool::ANY,
        quiet in 0u32..=6,
        random_setup in proptest::bool::ANY,
    ) {
        use savanna::frontend::load_board;
        use savanna::game::{Position, Side, play::{GameRng, draw_setup}};
        let text = std::fs::read_to_string(
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/classic.yaml"),
        )
        .unwrap();
        let first = if jackals_first { "jackals" } else { "lions" };
        let setup = if random_setup { "random" } else { "board" };
        let text = format!(
            "{text}\nrules: {{min_pack_distance: {mpd}}}\ngame: {{lion_strength: {strength}, first: {first}, pack_leaves_one: {pack_leaves_one}, quiet_rounds: {quiet}, setup: {setup}}}\n"
        );
        let from_yaml = load_board(&text).unwrap();
        let (json, _) = as_built(&run(&text).validated);
        let from_file = load_board(&json).unwrap();
        proptest::prop_assert_eq!(from_yaml.min_pack_distance, mpd);
        proptest::prop_assert_eq!(from_file.min_pack_distance, mpd);
        proptest::prop_assert_eq!(&from_yaml.rules, &from_file.rules);
        for seed in 0..6u64 {
            let a = draw_setup(&from_yaml, &mut GameRng::new(seed, 0));
            let b = draw_setup(&from_file, &mut GameRng::new(seed, 0));
            proptest::prop_assert_eq!(&a, &b);
            let Some(s) = a else { continue };
            let side = if jackals_first { Side::Jackals } else { Side::Lions };
            let mut pa = Position::start(&from_yaml, &s.lions, s.jackals, side);
            let mut pb = Position::start(&from_file, &s.lions, s.jackals, side);
            let (mut ma, mut mb) = (Vec::new(), Vec::new());
            pa.legal_moves(&from_yaml, &mut ma);
            pb.legal_moves(&from_file, &mut mb);
            proptest::prop_assert_eq!(ma, mb);
        }
    }
}
