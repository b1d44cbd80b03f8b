//! Names people write (issue 11, part 4): a region name or piece kind that YAML would resolve to
//! a number, a boolean or null keeps the text written; names that a YAML 1.1 reader would take
//! for something else are quoted when savanna writes YAML; a tab in indentation is reported as a
//! tab; the `check` table lines up names in any script.

use assert_cmd::Command;
use proptest::prelude::*;
use savanna::input::{self as board, RegionRef};
use savanna::pipeline::{self, Options};
use savanna::validated::{ValidatedBoard, to_yaml};

/// Two regions side by side (x < 50 and x > 50) in a 100 x 60 frame, named `left` and `right`,
/// with a lion in `left` and the jackal pack in `right`, named as written (plain YAML).
fn two_named(left: &str, right: &str) -> String {
    format!(
        // One lion in play, as the setup places one (another count is setup::lion-count, an error).
        "frame: {{width: 100, height: 60}}\npieces:\n  lion: {{diameter: 30, count: 1}}\n  jackal: {{diameter: 20, count: 9}}\nlines: [[[50, 0], [50, 60]]]\nregions:\n  {left}: [25, 30]\n  {right}: [75, 30]\nsetup:\n  lions: [{left}]\n  jackals: {right}\n"
    )
}

fn no_capacity() -> Options {
    Options {
        capacity: false,
        ..Options::default()
    }
}

fn region_names(v: &ValidatedBoard) -> Vec<Option<String>> {
    v.regions.iter().map(|r| r.name.clone()).collect()
}

#[test]
fn names_written_like_numbers_keep_their_text() {
    // serde_yaml resolves these keys to 31, 1000 and 15 (before the fix, the names became "31",
    // "1000" and "15", and the setup then named regions that did not exist).
    for (left, right) in [
        ("0x1F", "1e3"),
        ("0o17", "1_000"),
        ("true", "~"),
        (".inf", "NO"),
    ] {
        let text = two_named(left, right);
        let b = board::load(&text).unwrap().board;
        let names: Vec<&str> = b.region_names.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, [left, right]);
        assert_eq!(
            b.setup.as_ref().unwrap().lions[0].region,
            RegionRef::Name(left.into())
        );
        assert_eq!(
            b.setup.as_ref().unwrap().jackals.as_ref().unwrap().region,
            RegionRef::Name(right.into())
        );
        let out = pipeline::run(&text, &no_capacity()).unwrap();
        assert!(!out.has_errors(), "{left}, {right}: {:?}", out.diagnostics);
        assert_eq!(
            region_names(&out.validated),
            [Some(left.to_string()), Some(right.to_string())]
        );
        assert_eq!(out.validated.setup.as_ref().unwrap().lions[0].0, 1);
        assert_eq!(out.validated.setup.as_ref().unwrap().jackals.unwrap().0, 2);
    }
}

#[test]
fn a_number_that_is_no_name_is_still_a_region_id() {
    // `lions: [2]` with no region named `2` is region 2.
    let text = "frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\nregions: {0x1F: [25, 30]}\nsetup: {lions: [2], jackals: 0x1F}\n";
    let b = board::load(text).unwrap().board;
    let s = b.setup.unwrap();
    assert_eq!(s.lions[0].region, RegionRef::Id(2));
    assert_eq!(s.jackals.unwrap().region, RegionRef::Name("0x1F".into()));
}

#[test]
fn line_names_and_piece_kinds_keep_their_text() {
    let text = "lines:\n  - {from: [0, 0], to: [10, 0], name: 0x10}\n  - {from: [0, 0], to: [0, 10], name: true}\npieces:\n  1e3: {diameter: 5, count: 1}\n";
    let l = board::load(text).unwrap();
    let names: Vec<_> = l.board.lines.iter().map(|l| l.name.clone()).collect();
    assert_eq!(names, [Some("0x10".into()), Some("true".into())]);
    assert_eq!(l.board.pieces[0].name, "1e3");
}

#[test]
fn quoted_names_are_their_value() {
    let text = "frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\nregions: {'0x1F': [25, 30], \"yes\": [75, 30]}\n";
    let b = board::load(text).unwrap().board;
    let names: Vec<&str> = b.region_names.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["0x1F", "yes"]);
}

/// The YAML lines `name: ...` of the regions, as written.
fn yaml_name_lines(y: &str) -> Vec<&str> {
    y.lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with("name: ") && !l.starts_with("name: null"))
        .collect()
}

#[test]
fn yaml_1_1_words_are_quoted_in_the_validated_file() {
    // YAML 1.1 (PyYAML, many config tools) reads NO, on, yes and y as booleans, null as null and
    // 0x1F as 31 when they are plain: savanna must quote them.
    let names = [
        "NO",
        "on",
        "yes",
        "y",
        "null",
        "0x1F",
        "Off",
        "1_000",
        "1:20",
        "2001-12-14",
    ];
    for pair in names.chunks(2) {
        let text = two_named(pair[0], pair[1]);
        let out = pipeline::run(&text, &no_capacity()).unwrap();
        let y = to_yaml(&out.validated).unwrap();
        let lines = yaml_name_lines(&y);
        assert_eq!(lines.len(), 2, "{y}");
        for (line, name) in lines.iter().zip(pair) {
            let value = &line["name: ".len()..];
            assert!(
                value == format!("'{name}'") || value == format!("\"{name}\""),
                "{name} is written {value}"
            );
        }
        // Read back with serde_yaml (serde_norway): the same names.
        let back: ValidatedBoard = savanna::input::yaml::from_str(&y).unwrap();
        assert_eq!(region_names(&back), region_names(&out.validated));
        assert_eq!(
            region_names(&back),
            [Some(pair[0].to_string()), Some(pair[1].to_string())]
        );
    }
}

/// Names that YAML 1.1 or 1.2 would resolve to something other than text when written plain.
fn resolvable_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "0x[0-9A-F]{1,4}",
        "0o[0-7]{1,3}",
        "0b[01]{1,4}",
        "[1-9][0-9]{0,2}e[1-9]",
        "[1-9]_[0-9]{3}",
        "[+-]?[0-9]{1,3}\\.[0-9]{1,3}",
        "[+-]?\\.(inf|Inf|INF|nan|NaN)",
        "(true|false|True|FALSE|yes|No|NO|on|Off|OFF|y|n|Y|N|null|Null|NULL|~)",
        "[1-9][0-9]?:[0-5][0-9]",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every such name, written plain as a region name and used in the setup, is the region's
    /// name as written; the validated file, written as YAML and read back, has the same names,
    /// each quoted.
    #[test]
    fn resolvable_names_round_trip(left in resolvable_name(), right in resolvable_name()) {
        prop_assume!(left != right);
        let text = two_named(&left, &right);
        let out = pipeline::run(&text, &no_capacity()).unwrap();
        prop_assert!(!out.has_errors(), "{:?}", out.diagnostics);
        let want = [Some(left.clone()), Some(right.clone())];
        prop_assert_eq!(region_names(&out.validated), want.clone());
        let y = to_yaml(&out.validated).unwrap();
        for line in yaml_name_lines(&y) {
            let value = &line["name: ".len()..];
            prop_assert!(value.starts_with(['\'', '"']), "unquoted: {}", line);
        }
        let back: ValidatedBoard = savanna::input::yaml::from_str(&y).unwrap();
        prop_assert_eq!(region_names(&back), want);
    }
}

#[test]
fn a_tab_in_indentation_is_reported_as_a_tab_at_its_place() {
    // The tab after two spaces, on line 3: column 3.
    let text = "frame: {width: 100, height: 60}\nlines:\n  \t- [[50, 0], [50, 60]]\n";
    let d = board::load(text).unwrap_err();
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].code, "savanna::input::tab-indentation");
    assert!(
        d[0].message.contains("line 3") && d[0].message.contains("tab"),
        "{}",
        d[0].message
    );
    assert!(d[0].message.contains("column 3"), "{}", d[0].message);
    let span = d[0].labels[0].span;
    assert_eq!(&text[span.offset..span.offset + span.len], "\t");
    // A tab inside a line (not indentation) is no problem.
    assert!(board::load("frame: {width:\t100, height: 60}\n").is_ok());
}

#[test]
fn check_table_lines_up_wide_names() {
    // Three regions of 40 x 60 = 2400 mm²: names in CJK (2 cells a character), an emoji (2 cells)
    // and Latin letters. The area column must start at the same terminal column on every row.
    let text = "frame: {width: 120, height: 60}\nlines: [[[40, 0], [40, 60]], [[80, 0], [80, 60]]]\nregions:\n  サバンナ: [20, 30]\n  🦁 Pride: [60, 30]\n  Oasis: [100, 30]\n";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wide.yaml");
    std::fs::write(&path, text).unwrap();
    let out = Command::cargo_bin("savanna")
        .unwrap()
        .args(["check", "--no-capacity", "--color", "never"])
        .arg(&path)
        .output()
        .unwrap();
    let s = String::from_utf8(out.stdout).unwrap();
    use unicode_width::UnicodeWidthStr;
    let column_of = |line: &str, what: &str| line.find(what).map(|i| line[..i].width());
    let header = s.lines().find(|l| l.contains("area (mm²)")).expect(&s);
    let want = column_of(header, "area").unwrap();
    let rows: Vec<&str> = s.lines().filter(|l| l.contains("2400")).collect();
    assert_eq!(rows.len(), 3, "{s}");
    for row in rows {
        assert_eq!(column_of(row, "2400"), Some(want), "{s}");
    }
}
