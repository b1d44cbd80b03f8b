//! The command line's conventions (issue 11 part 5): options out of range or not applying to the
//! output are usage mistakes (exit 2) before any work; `-` for standard input and output;
//! several boards to `check`; `schema -o FILE`; a validated board file read as its board; the
//! pages of one sheet written all or none.

use predicates::prelude::*;
use serde_json::Value;
use std::path::PathBuf;

use crate::common;
use common::{example, savanna};

#[test]
fn out_of_range_options_are_usage_errors_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    for (out, flag, value, says) in [
        (
            "x.pdf",
            "--overlap",
            "500",
            "the overlap (mm) must be from 0 to 50, not 500",
        ),
        (
            "x.pdf",
            "--margin",
            "200",
            "the margin (mm) must be from 0 to 50, not 200",
        ),
        ("x.png", "--px-per-mm", "0.001", "from 0.5 to 50, not 0.001"),
        (
            "x.svg",
            "--pencil",
            "0",
            "the pencil width (mm) must be from 0.05 to 5, not 0",
        ),
        // The library's range (0.8 to 1.25); the command line allowed 0.5 to 2 and the
        // library refused only after the whole pipeline.
        ("x.pdf", "--scale-correction", "1.5,1", "outside 0.8..=1.25"),
    ] {
        let path = dir.path().join(out);
        savanna()
            .arg("render")
            // A board that does not exist: the options are refused before it is read.
            .arg("no/such/board.yaml")
            .arg("-o")
            .arg(&path)
            .args([flag, value])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(says));
        assert!(!path.exists(), "{flag} {value}");
    }
}

#[test]
fn options_that_do_not_apply_to_the_output_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for (out, args, says) in [
        (
            "x.png",
            vec!["--paper", "A4"],
            "--paper does not apply to a PNG preview",
        ),
        (
            "x.svg",
            vec!["--margin", "5"],
            "--margin applies to paged output",
        ),
        (
            "x.png",
            vec!["--scale-correction", "1.01"],
            "--scale-correction applies to paged output",
        ),
        (
            "x.pdf",
            vec!["--px-per-mm", "8"],
            "--px-per-mm applies to PNG output only",
        ),
        (
            "-",
            vec!["--paper", "A4"],
            "--paper does not apply to `-o -`",
        ),
    ] {
        let path = if out == "-" {
            PathBuf::from("-")
        } else {
            dir.path().join(out)
        };
        savanna()
            .arg("render")
            .arg(example("classic.yaml"))
            .arg("-o")
            .arg(&path)
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(says));
    }
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    // With paged output they apply.
    let pdf = dir.path().join("x.pdf");
    savanna()
        .arg("render")
        .arg(example("classic.yaml"))
        .arg("-o")
        .arg(&pdf)
        .args(["--margin", "5", "--scale-correction", "1.01"])
        .assert()
        .code(0);
    assert!(pdf.exists());
}

#[test]
fn dash_is_standard_input_and_output() {
    let board = std::fs::read_to_string(example("classic.yaml")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    savanna()
        .current_dir(dir.path())
        .args(["check", "-"])
        .write_stdin(board.clone())
        .assert()
        .code(0)
        .stdout(predicate::str::contains("<stdin>: 0 errors"));
    let out = savanna()
        .current_dir(dir.path())
        .args(["build", "-", "-o", "-"])
        .write_stdin(board.clone())
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["regions"].as_array().unwrap().len(), 10);
    let out = savanna()
        .current_dir(dir.path())
        .arg("render")
        .arg(example("classic.yaml"))
        .args(["-o", "-"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("<svg"));
    // No file called `-` was written.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn check_takes_several_files_and_fails_if_any_has_errors() {
    let out = savanna()
        .args(["check", "--color", "never"])
        .arg(example("classic.yaml"))
        .arg(example("mistakes.yaml"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let s = String::from_utf8(out.stdout).unwrap();
    assert!(s.contains("classic.yaml: 0 errors"), "{s}");
    assert!(s.contains("mistakes.yaml: 1 error"), "{s}");
    let out = savanna()
        .args(["check", "--format", "json"])
        .arg(example("classic.yaml"))
        .arg(example("classic.yaml"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 2);
    assert_eq!(v[1]["errors"], 0);
}

#[test]
fn schema_writes_to_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("board.schema.json");
    savanna().args(["schema", "-o"]).arg(&p).assert().code(0);
    let printed = savanna().arg("schema").output().unwrap().stdout;
    assert_eq!(std::fs::read(&p).unwrap(), printed);
    let p = dir.path().join("validated.schema.json");
    savanna()
        .args(["schema", "--validated", "-o"])
        .arg(&p)
        .assert()
        .code(0);
    let v: Value = serde_json::from_slice(&std::fs::read(&p).unwrap()).unwrap();
    assert!(v["properties"]["regions"].is_object());
}

#[test]
fn a_validated_board_file_is_read_as_its_board() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("classic.json");
    savanna()
        .arg("build")
        .arg(example("classic.yaml"))
        .arg("-o")
        .arg(&json)
        .assert()
        .code(0);
    let table = |path: &std::path::Path| {
        let out = savanna()
            .args(["check", "--color", "never"])
            .arg(path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        let s = String::from_utf8(out.stdout).unwrap();
        // The region table: from its header to the blank line after it.
        let start = s.find("  id  ").unwrap();
        s[start..start + s[start..].find("\n\n").unwrap()].to_string()
    };
    assert_eq!(table(&json), table(&example("classic.yaml")));
    savanna()
        .arg("check")
        .arg(&json)
        .assert()
        .stderr(predicate::str::contains(
            "a validated board file, read as the board it was validated from",
        ));
}

#[test]
fn a_paged_svg_that_fails_part_way_leaves_no_pages() {
    let dir = tempfile::tempdir().unwrap();
    // The second page's name is taken by a folder: that page cannot be written, so none is.
    std::fs::create_dir(dir.path().join("sheet-A1.svg")).unwrap();
    savanna()
        .arg("render")
        .arg(example("classic.yaml"))
        .arg("-o")
        .arg(dir.path().join("sheet.svg"))
        .args(["--paper", "A4"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("no page written"))
        .stderr(predicate::str::contains(".savanna-").not());
    let left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, ["sheet-A1.svg"]);
}
