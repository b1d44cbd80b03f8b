//! Whole boards, any unit, any right-angle similarity (issue 38.3): a generated board (small
//! seeds) in mm, cm, m or inches, translated, mirrored and turned by a multiple of 90°, gets the
//! same single counts and mixed rows in every region (regions matched by their table rows, as
//! a turn renumbers them).
//!
//! Turned by any other angle, what play reads of the counts holds (every count capped at the
//! pieces in play, `generated_boards_same_counts_in_play_turned_by_any_angle`); the uncapped
//! counts do not, and the right-angle test alone compares them. Measured
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
    table(text, usize::MAX, usize::MAX)
}

/// Per region, what play can use of its counts and mixed rows, sorted: every count capped at the
/// pieces in play (3 lions, 9 jackals), the only part of a count the rules read (a region that
/// holds 26 or 24 jackals holds the 9 in play either way).
fn rows_in_play(text: &str) -> Vec<String> {
    table(text, 3, 9)
}

/// Per region, its counts (lions capped at `lions`, every other kind at `jackals`) and its mixed
/// rows' jackals (capped at `jackals`), sorted (one line each).
fn table(text: &str, lions: usize, jackals: usize) -> Vec<String> {
    let out = savanna::pipeline::run(text, &savanna::pipeline::Options::default())
        .unwrap_or_else(|d| panic!("{d:?}"));
    let mut v: Vec<String> = out
        .validated
        .regions
        .iter()
        .map(|r| {
            let cap: Vec<(&str, usize)> = r
                .capacity
                .iter()
                .map(|(k, &c)| (k, c.min(if k == "lion" { lions } else { jackals })))
                .collect();
            let mixed: Vec<usize> = r
                .mixed
                .iter()
                .flatten()
                .map(|m| m.jackals.min(jackals))
                .collect();
            format!("{cap:?} {mixed:?}")
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

/// The generated board `yaml` turned by `angle` radians about the origin and moved by 1 000 mm
/// (so every point stays positive), frame as a polygon, in mm.
fn turned(yaml: &str, angle: f64) -> String {
    let b: Value = serde_yaml::from_str(yaml).unwrap();
    let w = b["frame"]["width"].as_f64().unwrap();
    let h = b["frame"]["height"].as_f64().unwrap();
    let (c, s) = (libm::cos(angle), libm::sin(angle));
    let map = |x: f64, y: f64| [c * x - s * y + 1000.0, s * x + c * y + 1000.0];
    let pt = |p: [f64; 2]| format!("[{:?}, {:?}]", p[0], p[1]);
    let val = |p: &Value| map(p[0].as_f64().unwrap(), p[1].as_f64().unwrap());
    let corners = [[0.0, 0.0], [w, 0.0], [w, h], [0.0, h]].map(|q| pt(map(q[0], q[1])));
    let mut t = format!(
        "units: mm\nframe:\n  polygon: [{}]\nlines:\n",
        corners.join(", ")
    );
    for l in b["lines"].as_sequence().unwrap() {
        t += &format!("  - [{}, {}]\n", pt(val(&l[0])), pt(val(&l[1])));
    }
    t += "pieces:\n  lion: {diameter: 30, count: 3}\n  jackal: {diameter: 20, count: 9}\n";
    t
}

/// Turned by any angle, a board keeps what play reads of its counts: the counts capped at the
/// pieces in play, and the mixed rows so capped (the default search's counts above the pieces in
/// play are where the turned copies differ, see the module's note).
#[test]
fn generated_boards_same_counts_in_play_turned_by_any_angle() {
    for seed in 1..=6u64 {
        let g = generate::generate(
            &GenerateOptions {
                seed,
                ..GenerateOptions::default()
            },
            &|_| {},
        )
        .unwrap();
        let base = rows_in_play(&turned(&g.yaml, 0.0));
        for angle in [0.47, 1.3, 2.11] {
            assert_eq!(
                base,
                rows_in_play(&turned(&g.yaml, angle)),
                "seed {seed}, turned by {angle} rad"
            );
        }
    }
}
