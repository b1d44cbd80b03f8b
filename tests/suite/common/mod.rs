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
