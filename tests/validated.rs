//! The validated board file: schema freshness, deterministic JSON/YAML, rounding.

mod render_support;

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
        savanna::write::write_atomic(&path, want.as_bytes()).unwrap();
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "{} is stale: run `SAVANNA_UPDATE_SCHEMAS=1 cargo test --test validated`",
        path.display()
    );
}

#[test]
fn schema_has_the_contract_fields() {
    let s = output_schema();
    let props = s["properties"].as_object().unwrap();
    for k in [
        "savanna",
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
    let region = &s["$defs"]["RegionOut"]["properties"];
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
    use savanna::diagnostics::{Diagnostic, Severity, Span};
    let text = "name: x\nlines:\n  - [[0, 0], [1, 1]]\n";
    let d = Diagnostic::new("savanna::test", Severity::Warning, "m")
        .with_help("h")
        .with_label(Span::new(text.find("[[").unwrap(), 3), "here");
    let o = DiagnosticOut::from_diagnostic(&d, &savanna::diagnostics::LineIndex::new(text));
    assert_eq!((o.line, o.column), (Some(3), Some(5)));
    assert_eq!(o.help.as_deref(), Some("h"));
}
