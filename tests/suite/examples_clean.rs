//! Every shipped example board checks clean (no error, no warning), but
//! examples/mistakes.yaml, whose mistakes are its point (its comment lists them).

use crate::common;

use common::savanna;

#[test]
fn every_example_but_mistakes_checks_without_warnings() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut boards: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .filter(|p| p.file_name().is_some_and(|n| n != "mistakes.yaml"))
        .collect();
    boards.sort();
    assert!(boards.len() >= 4, "{boards:?}");
    for b in &boards {
        let out = savanna().arg("check").arg(b).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned()
            + &String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{}: {text}", b.display());
        assert!(
            text.contains(": 0 errors, 0 warnings, "),
            "{}: {text}",
            b.display()
        );
    }
}

/// Waterhole's set-up names its regions (no `setup::region-id`), and its pack starts one border
/// from two lions, which the board's `rules: {min_pack_distance: 1}` accepts: every region
/// without a lion (the two hills) borders both the Valley and the Plain.
#[test]
fn waterhole_starts_the_pack_by_name_one_border_from_the_lions() {
    let text = std::fs::read_to_string(common::example("waterhole.yaml")).unwrap();
    assert!(text.contains("jackals: West Hill"));
    let out = savanna()
        .arg("check")
        .arg(common::example("waterhole.yaml"))
        .output()
        .unwrap();
    let all =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(!all.contains("pack-too-close"), "{all}");
    assert!(!all.contains("region-id"), "{all}");
    // The hills' neighbours, as `check` lists them: 1 borders 2 3 4, 3 borders 1 2 4.
    assert!(all.contains("  1   West Hill  24400"), "{all}");
    assert!(all.contains("  3   East Hill  26400"), "{all}");
}
