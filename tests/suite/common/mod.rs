//! Helpers shared by the tests: the binary under test, the example boards and the packing
//! record files.
#![allow(dead_code)] // each test file uses its own subset

use assert_cmd::Command;
use std::path::PathBuf;

/// The `savanna` binary of this build.
pub fn savanna() -> Command {
    Command::cargo_bin("savanna").unwrap()
}

/// The path of `examples/NAME`.
pub fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}

/// The `(n, ratio, proven)` rows of the packing record file `tests/data/packing/NAME`: the count
/// `n`, the container size over the disc diameter in column `ratio_col`, and whether the record
/// is a proven optimum (`status` is `proven`).
pub fn packing_records(name: &str, ratio_col: &str) -> Vec<(usize, f64, bool)> {
    let path = format!("{}/tests/data/packing/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("record file");
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = head.iter().position(|h| *h == ratio_col).unwrap();
    let st = head.iter().position(|h| *h == "status").unwrap();
    lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (
                f[0].parse().unwrap(),
                f[col].parse().unwrap(),
                f[st] == "proven",
            )
        })
        .collect()
}

/// The text of `tests/data/import/NAME` (an SVG drawing; NAME may name a subfolder).
pub fn import_data(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/data/import/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// The validated board of a board file's text, without capacities (fast); panics when the
/// board does not load.
pub fn build(yaml: &str) -> savanna::validated::ValidatedBoard {
    let opts = savanna::pipeline::Options {
        capacity: false,
        ..savanna::pipeline::Options::default()
    };
    savanna::pipeline::run(yaml, &opts)
        .expect("imported board loads")
        .validated
}

/// The lines of a board file's text as `[x1, y1, x2, y2]`, in its order: short form
/// `[from, to]` or long form `{from, to, name}` (an element with an id).
pub fn lines(yaml: &str) -> Vec<[f64; 4]> {
    let v: serde_json::Value = serde_yaml::from_str(yaml).unwrap();
    v["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            let (a, b) = match l.get("from") {
                Some(a) => (a, &l["to"]),
                None => (&l[0], &l[1]),
            };
            let c = |p: &serde_json::Value, j: usize| p[j].as_f64().unwrap();
            [c(a, 0), c(a, 1), c(b, 0), c(b, 1)]
        })
        .collect()
}
