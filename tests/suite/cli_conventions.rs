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

/// `savanna completions SHELL` prints each shell's script, naming the commands.
#[test]
fn completions_for_every_shell() {
    for (shell, marker) in [
        ("bash", "complete -F _savanna"),
        ("zsh", "#compdef savanna"),
        ("fish", "complete -c savanna"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion:arg-completer[savanna]"),
    ] {
        let out = savanna().args(["completions", shell]).output().unwrap();
        assert!(out.status.success(), "{shell}");
        let s = String::from_utf8(out.stdout).unwrap();
        assert!(s.contains(marker), "{shell}: {marker} missing");
        // Every command and a global option can be completed (fish writes `-l color`, the
        // others `--color`).
        assert!(s.contains("balance") && s.contains("color"), "{shell}");
    }
    savanna()
        .args(["completions", "tcsh"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("possible values"));
}

/// `savanna man` prints savanna(1); `man -o DIR` writes it and one page per command, making
/// DIR and its parents when missing.
#[test]
fn man_pages() {
    let out = savanna().arg("man").output().unwrap();
    assert!(out.status.success());
    let s = String::from_utf8(out.stdout).unwrap();
    assert!(
        s.starts_with(".ie \\n(.g .ds Aq"),
        "{}",
        &s[..80.min(s.len())]
    );
    assert!(s.contains(".TH savanna 1"), "{s}");
    assert!(s.contains(".SH NAME"));
    assert!(s.contains("savanna\\-check(1)"), "the commands are listed");
    // A folder that does not exist yet, nor its parent: made.
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("share").join("man1");
    savanna()
        .args(["man", "--quiet", "-o"])
        .arg(&dir)
        .assert()
        .success()
        .stderr("");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    // The commands of `savanna --help`, each with its page, and savanna(1).
    let commands = [
        "balance",
        "build",
        "check",
        "completions",
        "generate",
        "import",
        "man",
        "moves",
        "play",
        "render",
        "replay",
        "schema",
        "solve",
    ];
    let mut want: Vec<String> = commands.iter().map(|c| format!("savanna-{c}.1")).collect();
    want.push("savanna.1".into());
    want.sort();
    assert_eq!(names, want);
    let check = std::fs::read_to_string(dir.join("savanna-check.1")).unwrap();
    assert!(check.contains(".TH savanna-check 1"), "{check}");
    assert!(check.contains("\\-\\-no\\-capacity"), "{check}");
}

/// `--color` is global (any command takes it); under `auto`, colour needs a terminal and no
/// `NO_COLOR` (no-color.org), and `--color always` wins over `NO_COLOR`. Run under a real
/// terminal with util-linux's `script`.
#[test]
fn colour_follows_no_color_and_the_global_flag() {
    savanna()
        .args(["schema", "--color", "never"])
        .assert()
        .success();
    let bin = env!("CARGO_BIN_EXE_savanna");
    let board = example("mistakes.yaml");
    let in_terminal = |env: &[(&str, &str)], extra: &str| -> Option<String> {
        let cmd = format!("{bin} check --no-capacity {extra} {}", board.display());
        let mut c = std::process::Command::new("script");
        c.args(["-qec", &cmd, "/dev/null"]).env_remove("NO_COLOR");
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().ok()?;
        Some(String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let Some(plain) = in_terminal(&[], "") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "util-linux `script` is needed to test colour on a terminal"
        );
        eprintln!("SKIPPED: no `script` (util-linux) to run savanna on a terminal");
        return;
    };
    assert!(plain.contains("\x1b["), "a terminal gets colour: {plain}");
    let no_color = in_terminal(&[("NO_COLOR", "1")], "").unwrap();
    assert!(!no_color.contains("\x1b["), "NO_COLOR: {no_color}");
    assert!(no_color.contains("mistakes.yaml"), "{no_color}");
    let empty = in_terminal(&[("NO_COLOR", "")], "").unwrap();
    assert!(empty.contains("\x1b["), "an empty NO_COLOR is unset");
    let always = in_terminal(&[("NO_COLOR", "1")], "--color always").unwrap();
    assert!(always.contains("\x1b["), "--color always wins");
    let never = in_terminal(&[], "--color never").unwrap();
    assert!(!never.contains("\x1b["), "--color never");
}

/// A progress bar is terminal escapes (indicatif clears its line with `ESC[2K`): under
/// `NO_COLOR` or `--color never` a terminal gets no bar, so no escape at all, from a command
/// that packs capacities (the bar's case). Run under a real terminal with util-linux's `script`,
/// outside CI's environment (where bars are off anyway).
#[test]
fn no_colour_means_no_progress_bar_escapes() {
    let bin = env!("CARGO_BIN_EXE_savanna");
    let board = example("classic.yaml");
    let in_terminal = |env: &[(&str, &str)], extra: &str| -> Option<String> {
        let cmd = format!("{bin} check {extra} {}", board.display());
        let mut c = std::process::Command::new("script");
        c.args(["-qec", &cmd, "/dev/null"])
            .env_remove("NO_COLOR")
            .env_remove("CI");
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().ok()?;
        Some(String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let Some(no_color) = in_terminal(&[("NO_COLOR", "1")], "") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "util-linux `script` is needed to test a terminal"
        );
        eprintln!("SKIPPED: no `script` (util-linux) to run savanna on a terminal");
        return;
    };
    assert!(no_color.contains("classic.yaml"), "{no_color}");
    assert!(!no_color.contains('\x1b'), "NO_COLOR: {no_color:?}");
    let never = in_terminal(&[], "--color never").unwrap();
    assert!(!never.contains('\x1b'), "--color never: {never:?}");
}
