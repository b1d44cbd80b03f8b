//! Fuzzing of the whole pipeline (`pipeline::run`, then rendering its diagnostics): arbitrary
//! YAML trees, random boards (lines on a coarse grid with slips of the pencil, so that near
//! misses, T-junctions, duplicates and overlaps are common), and mutated example boards. No input
//! may panic, and the same input must give the same diagnostics.
//!
//! CI runs a small number of cases (a few seconds); `SAVANNA_FUZZ_CASES=N` raises the count of
//! each property, e.g. `SAVANNA_FUZZ_CASES=20000 cargo test --release --test suite fuzz_pipeline::`.
//! Any input that ever crashed is kept under tests/fixtures/check/fuzz/ (each file says where it
//! comes from) and run by [`kept_crashes_do_not_panic`]; proptest also keeps the seeds it shrank
//! to in tests/fuzz_pipeline.proptest-regressions. Add a new crash input there with the fix.

use proptest::prelude::*;
use savanna::diagnostics::{render_json, render_text};
use savanna::pipeline::{self, Options};
use std::path::Path;

fn cases(default: u32) -> u32 {
    std::env::var("SAVANNA_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn config(default: u32) -> ProptestConfig {
    ProptestConfig {
        cases: cases(default),
        max_shrink_iters: 2000,
        ..ProptestConfig::default()
    }
}

/// Runs the pipeline and renders whatever it reports; panics only if the pipeline does, or if
/// two runs differ.
fn run(text: &str, capacity: bool) {
    let opts = Options {
        capacity,
        ..Options::default()
    };
    let a = match pipeline::run(text, &opts) {
        Ok(o) => {
            // The validated board serialises.
            serde_json::to_string(&o.validated).unwrap();
            o.diagnostics
        }
        Err(d) => {
            assert!(d.iter().any(|x| x.is_error()), "Err without an error");
            d
        }
    };
    let r = render_text("fuzz.yaml", text, &a, false);
    let _ = render_json(text, &a);
    let b = match pipeline::run(text, &opts) {
        Ok(o) => o.diagnostics,
        Err(d) => d,
    };
    assert_eq!(
        r,
        render_text("fuzz.yaml", text, &b, false),
        "not deterministic"
    );
}

// ---------------------------------------------------------------------------------------------
// Arbitrary YAML trees.

#[derive(Debug, Clone)]
enum Y {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Word(&'static str),
    Text(String),
    List(Vec<Y>),
    Map(Vec<(String, Y)>),
}

const KEYS: &[&str] = &[
    "name",
    "units",
    "frame",
    "width",
    "height",
    "polygon",
    "lines",
    "from",
    "to",
    "pieces",
    "lion",
    "jackal",
    "elephant",
    "diameter",
    "count",
    "regions",
    "setup",
    "lions",
    "jackals",
    "snap",
    "rules",
    "min_regions",
    "max_regions",
    "max_area_ratio",
    "min_pack_distance",
    "min_border_length",
    "Oasis",
    "Kopje",
    "fram",
    "<<",
    "",
];

const WORDS: &[&str] = &[
    "mm", "cm", "m", "in", "furlong", "Oasis", "Kopje", "lion", "jackal", "~", ".nan", ".inf",
    "-.inf", "0x10", "1e400", "true", "null", "''", "\"\"", "0o7", "1_000",
];

fn float() -> impl Strategy<Value = f64> {
    prop_oneof![
        -1000.0..1000.0f64,
        prop::sample::select(vec![
            0.0,
            -0.0,
            1e-12,
            1e-7,
            0.5,
            1e6,
            1.1e6,
            1e12,
            1e300,
            f64::MIN_POSITIVE,
            f64::MAX,
            -1e300,
        ]),
    ]
}

fn yaml_tree() -> impl Strategy<Value = Y> {
    let leaf = prop_oneof![
        Just(Y::Null),
        any::<bool>().prop_map(Y::Bool),
        prop_oneof![-5i64..500, any::<i64>()].prop_map(Y::Int),
        float().prop_map(Y::Float),
        prop::sample::select(WORDS).prop_map(Y::Word),
        "[a-zA-Z \u{e9}\u{1F981}:#\\-]{0,8}".prop_map(Y::Text),
    ];
    leaf.prop_recursive(5, 96, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Y::List),
            prop::collection::vec(
                (prop::sample::select(KEYS).prop_map(String::from), inner),
                0..8
            )
            .prop_map(Y::Map),
        ]
    })
}

fn emit(y: &Y, out: &mut String) {
    match y {
        Y::Null => out.push_str("null"),
        Y::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Y::Int(i) => out.push_str(&i.to_string()),
        Y::Float(f) if f.is_nan() => out.push_str(".nan"),
        Y::Float(f) if f.is_infinite() => out.push_str(if *f > 0.0 { ".inf" } else { "-.inf" }),
        Y::Float(f) => out.push_str(&format!("{f:?}")),
        Y::Word(w) => out.push_str(w),
        Y::Text(t) => out.push_str(&format!("{t:?}")),
        Y::List(v) => {
            out.push('[');
            for (i, x) in v.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                emit(x, out);
            }
            out.push(']');
        }
        Y::Map(v) => {
            out.push('{');
            for (i, (k, x)) in v.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&format!("{k:?}: "));
                emit(x, out);
            }
            out.push('}');
        }
    }
}

/// A top-level mapping in block style (as people write board files), values in flow style.
fn document(entries: &[(String, Y)]) -> String {
    let mut s = String::new();
    for (k, v) in entries {
        s.push_str(k);
        s.push_str(": ");
        emit(v, &mut s);
        s.push('\n');
    }
    s
}

// ---------------------------------------------------------------------------------------------
// Random boards.

/// A coordinate: a multiple of 50 (so lines meet, cross and overlap), sometimes with a slip of
/// the pencil (a hair, a near miss, a visible gap).
fn coord() -> impl Strategy<Value = f64> {
    (
        0i32..7,
        prop::sample::select(vec![0.0, 0.0, 0.0, 1e-9, -1e-9, 3e-7, 0.4, -2.0, 3.0, 7.5]),
    )
        .prop_map(|(k, slip)| f64::from(k) * 50.0 + slip)
}

fn point() -> impl Strategy<Value = String> {
    (coord(), coord()).prop_map(|(x, y)| format!("[{x}, {y}]"))
}

/// A random board. With `small` (for runs with capacities) the pieces are at least 20 units
/// across and the units stay millimetres, so that no region holds more than a few hundred discs:
/// the fuzzing looks for panics, and packing ten thousand discs only takes time.
fn board(max_lines: usize, small: bool) -> impl Strategy<Value = String> {
    let min_d = if small { 20u32 } else { 5 };
    let frame = prop_oneof![
        Just(String::new()),
        (1u32..7, 1u32..7).prop_map(|(w, h)| format!(
            "frame: {{width: {}, height: {}}}\n",
            w * 50,
            h * 50
        )),
        prop::collection::vec(point(), 3..6)
            .prop_map(|p| format!("frame:\n  polygon: [{}]\n", p.join(", "))),
    ];
    let lines = prop::collection::vec(
        prop_oneof![
            (point(), point()).prop_map(|(a, b)| format!("  - [{a}, {b}]\n")),
            (point(), point(), 0u8..3)
                .prop_map(|(a, b, n)| format!("  - {{from: {a}, to: {b}, name: l{n}}}\n")),
        ],
        0..max_lines,
    );
    let pieces = prop_oneof![
        Just(String::new()),
        (min_d..80, 0u32..5, min_d..60, 0u32..14).prop_map(|(ld, lc, jd, jc)| format!(
            "pieces:\n  lion: {{diameter: {ld}, count: {lc}}}\n  jackal: {{diameter: {jd}, count: {jc}}}\n"
        )),
        (min_d..80, 1u32..4).prop_map(|(d, c)| format!(
            "pieces:\n  elephant: {{diameter: {d}, count: {c}}}\n"
        )),
    ];
    let names = prop::collection::vec(point(), 0..3).prop_map(|p| {
        if p.is_empty() {
            String::new()
        } else {
            let mut s = "regions:\n".to_string();
            for (i, q) in p.iter().enumerate() {
                s.push_str(&format!("  R{i}: {q}\n"));
            }
            s
        }
    });
    let setup = prop_oneof![
        Just(String::new()),
        (prop::collection::vec(0u32..12, 0..5), 0u32..12).prop_map(|(l, j)| format!(
            "setup:\n  lions: [{}]\n  jackals: {j}\n",
            l.iter()
                .map(|x| if *x == 0 {
                    "R0".to_string()
                } else {
                    x.to_string()
                })
                .collect::<Vec<_>>()
                .join(", ")
        )),
    ];
    let extra = prop_oneof![
        Just(String::new()),
        Just("snap: 1\n".to_string()),
        Just("snap: 10\n".to_string()),
        Just("rules: {min_regions: 1, max_regions: 2, min_pack_distance: 9}\n".to_string()),
        Just("rules: {max_area_ratio: 1, min_border_length: 0}\n".to_string()),
        Just(if small {
            String::new()
        } else {
            "units: in\n".to_string()
        }),
    ];
    (frame, lines, pieces, names, setup, extra).prop_map(|(f, l, p, n, s, e)| {
        let lines = if l.is_empty() {
            "lines: []\n".to_string()
        } else {
            format!("lines:\n{}", l.concat())
        };
        format!("{f}{lines}{p}{n}{s}{e}")
    })
}

// ---------------------------------------------------------------------------------------------
// Mutated example boards.

fn seeds() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut v = Vec::new();
    for d in ["examples", "tests/fixtures/check"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(d))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect();
        files.sort();
        for f in files {
            v.push(std::fs::read_to_string(f).unwrap());
        }
    }
    v
}

const SNIPPETS: &[&str] = &[
    "  - [[0, 0], [0, 0]]\n",
    "  - [[0, 0], [420, 297]]\n",
    "  - [[10, 10], [10, 10.0000000001]]\n",
    "  - [[-1e9, 0], [1e9, 0]]\n",
    "rules: {min_regions: 0}\n",
    "snap: 10\n",
    "snap: 1e-300\n",
    "&a [1, 2]",
    "*a",
    "{",
    "]",
    ": ",
    "\t",
    "- ",
    "\u{0}",
    "\u{feff}",
    "\r",
    "é",
    "regions: {X: [1e400, 0]}\n",
    "setup: {lions: [1, 1, 1, 1], jackals: 99}\n",
    "pieces: {lion: {diameter: 1e-9, count: 10000}}\n",
];

#[derive(Debug, Clone)]
enum Mutation {
    Number(usize, &'static str),
    DeleteLine(usize),
    DuplicateLine(usize),
    Truncate(usize),
    Insert(usize, &'static str),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let value = prop::sample::select(vec![
        "0", "-1", "1e300", ".nan", "1e-9", "99999999", "0.5", "-0", "3", "150", "x", "[]",
    ]);
    prop_oneof![
        (any::<usize>(), value).prop_map(|(i, v)| Mutation::Number(i, v)),
        any::<usize>().prop_map(Mutation::DeleteLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), prop::sample::select(SNIPPETS)).prop_map(|(i, s)| Mutation::Insert(i, s)),
    ]
}

fn apply(text: &str, m: &Mutation) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let n = lines.len().max(1);
    match m {
        Mutation::Number(i, v) => {
            // Replace the i-th number (a run of digits, dots, signs and e's).
            let spans: Vec<(usize, usize)> = {
                let b = text.as_bytes();
                let mut v = Vec::new();
                let mut k = 0;
                while k < b.len() {
                    if b[k].is_ascii_digit() {
                        let s = k;
                        while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'.') {
                            k += 1;
                        }
                        v.push((s, k));
                    } else {
                        k += 1;
                    }
                }
                v
            };
            if spans.is_empty() {
                return text.to_string();
            }
            let (a, b) = spans[i % spans.len()];
            format!("{}{v}{}", &text[..a], &text[b..])
        }
        Mutation::DeleteLine(i) => {
            let k = i % n;
            lines
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != k)
                .map(|(_, l)| *l)
                .collect()
        }
        Mutation::DuplicateLine(i) => {
            let k = i % n;
            let mut s = String::new();
            for (j, l) in lines.iter().enumerate() {
                s.push_str(l);
                if j == k {
                    s.push_str(l);
                }
            }
            s
        }
        Mutation::Truncate(i) => {
            let mut k = i % (text.len() + 1);
            while !text.is_char_boundary(k) {
                k -= 1;
            }
            text[..k].to_string()
        }
        Mutation::Insert(i, snip) => {
            let k = i % (n + 1);
            let mut s = String::new();
            for (j, l) in lines.iter().enumerate() {
                if j == k {
                    s.push_str(snip);
                }
                s.push_str(l);
            }
            if k >= lines.len() {
                s.push_str(snip);
            }
            s
        }
    }
}

fn mutated() -> impl Strategy<Value = String> {
    let seeds = seeds();
    (
        prop::sample::select(seeds),
        prop::collection::vec(mutation(), 1..5),
    )
        .prop_map(|(s, ms)| ms.iter().fold(s, |t, m| apply(&t, m)))
}

// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn arbitrary_yaml_trees_never_panic(
        top in prop::collection::vec((prop::sample::select(KEYS).prop_map(String::from), yaml_tree()), 0..8),
        block in any::<bool>(),
    ) {
        let text = if block {
            document(&top)
        } else {
            let mut s = String::new();
            emit(&Y::Map(top), &mut s);
            s
        };
        run(&text, false);
    }

    #[test]
    fn random_boards_never_panic(text in board(24, false)) {
        run(&text, false);
    }

    #[test]
    fn mutated_examples_never_panic(text in mutated()) {
        run(&text, false);
    }
}

proptest! {
    #![proptest_config(config(8))]

    #[test]
    fn random_boards_with_capacity_never_panic(text in board(8, true)) {
        run(&text, true);
    }
}

/// Every input kept from a crash (tests/fixtures/check/fuzz/*.yaml) runs without panicking,
/// with and without capacities.
#[test]
fn kept_crashes_do_not_panic() {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/check/fuzz");
    let mut files: Vec<_> = std::fs::read_dir(&d)
        .unwrap_or_else(|e| panic!("{}: {e}", d.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 5, "the kept inputs are gone: {files:?}");
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        run(&text, false);
        run(&text, true);
    }
}
