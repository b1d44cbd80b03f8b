//! Whole boards, any unit, any right-angle similarity (issue 38.3): a generated board (small
//! seeds) in mm, cm, m or inches, translated, mirrored and turned by a multiple of 90°, gets the
//! same single counts and mixed rows in every region (regions matched by their table rows, as
//! a turn renumbers them).
//!
//! Turns by other angles do not hold on whole boards, and this test leaves them out. Measured
//! (issue 38, generated boards 1–10, each turned by three angles between 0.47 and 2.11 rad,
//! frame as a polygon, in mm): 27 of the 30 turned copies differ from the board as drawn in some
//! region's table, single counts by up to 2 jackals (26 → 24, 55 → 53) and mixed rows by up to
//! 3. These are the default search's counts, which stop once the pieces in play fit, so the
//! count reported is the fast lattice's; the turned board's regions also differ from the
//! drawn ones by the snap grid (1e-6 mm, axis-aligned), which rounds their corners to other
//! points. Which of the two moves the counts was not measured. Region by region, without the
//! grid, `capacity_congruence::any_similarity_same_counts` holds for any angle. A right-angle
//! turn, a mirror, a translation by whole mm and a change of unit map the grid onto itself
//! (up to the rounding of the numbers), and there the tables agree.

use proptest::prelude::*;
use savanna::generate::{self, GenerateOptions};
use serde_yaml::Value;

/// Per region, its counts and mixed rows, sorted (one line each).
fn rows(text: &str) -> Vec<String> {
    let out = savanna::pipeline::run(text, &savanna::pipeline::Options::default())
        .unwrap_or_else(|d| panic!("{d:?}"));
    let mut v: Vec<String> = out
        .validated
        .regions
        .iter()
        .map(|r| {
            let mixed: Vec<usize> = r.mixed.iter().flatten().map(|m| m.jackals).collect();
            format!("{:?} {:?}", r.capacity, mixed)
        })
        .collect();
    v.sort();
    v
}

/// The generated board `yaml` (frame `w × h` mm at the origin) moved: turned by `quarter` right
/// angles, mirrored, moved by `by` mm, in a unit of `f` mm; frame as a polygon, no names.
fn moved(yaml: &str, quarter: u8, mirror: bool, by: [f64; 2], unit: &str, f: f64) -> String {
    let b: Value = serde_yaml::from_str(yaml).unwrap();
    let w = b["frame"]["width"].as_f64().unwrap();
    let h = b["frame"]["height"].as_f64().unwrap();
    let map = |p: &Value| -> [f64; 2] {
        let (mut x, mut y) = (p[0].as_f64().unwrap(), p[1].as_f64().unwrap());
        let (mut ww, mut hh) = (w, h);
        if mirror {
            x = ww - x;
        }
        for _ in 0..quarter {
            // A quarter turn (y down): (x, y) -> (hh - y, x); the frame becomes hh × ww.
            (x, y) = (hh - y, x);
            (ww, hh) = (hh, ww);
        }
        [(x + by[0]) / f, (y + by[1]) / f]
    };
    let pt = |p: [f64; 2]| format!("[{:?}, {:?}]", p[0], p[1]);
    let corners = [[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]]
        .map(|c| pt(map(&serde_yaml::to_value(c).unwrap())));
    let mut t = format!(
        "units: {unit}\nframe:\n  polygon: [{}]\nlines:\n",
        corners.join(", ")
    );
    for l in b["lines"].as_sequence().unwrap() {
        t += &format!("  - [{}, {}]\n", pt(map(&l[0])), pt(map(&l[1])));
    }
    t += &format!(
        "pieces:\n  lion: {{diameter: {:?}, count: 3}}\n  jackal: {{diameter: {:?}, count: 9}}\n",
        30.0 / f,
        20.0 / f
    );
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn generated_boards_same_counts_under_right_angle_similarities(
        seed in 1u64..12,
        quarter in 0u8..4,
        mirror in any::<bool>(),
        by in (-300i32..300, -300i32..300),
        unit in prop::sample::select(vec![("mm", 1.0), ("cm", 10.0), ("m", 1000.0), ("in", 25.4)]),
    ) {
        let g = generate::generate(&GenerateOptions { seed, ..GenerateOptions::default() }, &|_| {}).unwrap();
        let base = rows(&moved(&g.yaml, 0, false, [0.0, 0.0], "mm", 1.0));
        let other = rows(&moved(&g.yaml, quarter, mirror, [by.0 as f64, by.1 as f64], unit.0, unit.1));
        prop_assert_eq!(base, other);
    }
}
