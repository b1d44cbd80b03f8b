//! Shared helpers of the render tests.
#![allow(dead_code)]

use savanna::validated::ValidatedBoard;
use std::path::PathBuf;

/// tests/data/render/NAME
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/render")
        .join(name)
}

/// The hand-made 2x2 grid board (100 x 100 mm, four 50 mm squares).
pub fn grid_2x2() -> ValidatedBoard {
    let text = std::fs::read_to_string(data("grid_2x2.json")).expect("fixture");
    serde_json::from_str(&text).expect("fixture parses as a ValidatedBoard")
}

/// A hand-made board with a ring around an island (a hole), an L-shaped region and a square.
pub fn ring_elbow() -> ValidatedBoard {
    let text = std::fs::read_to_string(data("ring_elbow.json")).expect("fixture");
    serde_json::from_str(&text).expect("fixture parses as a ValidatedBoard")
}

/// All `attr="value"` of the first element in `svg` whose `id` is `id`.
pub fn attr_of(svg: &str, id: &str, attr: &str) -> Option<String> {
    let at = svg.find(&format!("id=\"{id}\""))?;
    let start = svg[..at].rfind('<')?;
    let end = at + svg[at..].find('>')?;
    let tag = &svg[start..end];
    let key = format!(" {attr}=\"");
    let i = tag.find(&key)? + key.len();
    let j = tag[i..].find('"')?;
    Some(tag[i..i + j].to_string())
}

/// The value of `attr` on the root `<svg>` element.
pub fn root_attr(svg: &str, attr: &str) -> Option<String> {
    let start = svg.find("<svg")?;
    let end = start + svg[start..].find('>')?;
    let tag = &svg[start..end];
    let key = format!(" {attr}=\"");
    let i = tag.find(&key)? + key.len();
    let j = tag[i..].find('"')?;
    Some(tag[i..i + j].to_string())
}

/// The 2x2 grid stretched to an A3 landscape sheet (420 x 297 mm); piece sizes unchanged.
pub fn grid_a3() -> ValidatedBoard {
    let mut v = grid_2x2();
    v.name = Some("grid A3".into());
    let (sx, sy) = (4.2, 2.97);
    scale_points(&mut v, sx, sy);
    if let Some(f) = &mut v.frame {
        f.width = Some(420.0);
        f.height = Some(297.0);
    }
    for b in &mut v.borders {
        b.length *= if b.regions == [savanna::ids::RegionId(1), savanna::ids::RegionId(2)]
            || b.regions == [savanna::ids::RegionId(3), savanna::ids::RegionId(4)]
        {
            sy
        } else {
            sx
        };
    }
    v
}

/// Scales every point of `v` by `sx` in x and `sy` in y (frame polygon, lines, region outlines,
/// holes, labels and packing certificates, corners) and the region areas with them. Frame sizes,
/// border lengths, pieces and units are the caller's.
pub fn scale_points(v: &mut ValidatedBoard, sx: f64, sy: f64) {
    let s = |p: &mut [f64; 2]| {
        p[0] *= sx;
        p[1] *= sy;
    };
    if let Some(f) = &mut v.frame {
        f.polygon.iter_mut().for_each(s);
    }
    v.lines.iter_mut().for_each(|l| {
        s(&mut l.from);
        s(&mut l.to);
    });
    for r in &mut v.regions {
        r.outline.iter_mut().for_each(s);
        r.holes.iter_mut().flatten().for_each(s);
        s(&mut r.label);
        r.area *= sx * sy;
        for (_, c) in r.packing.0.iter_mut() {
            c.iter_mut().for_each(s);
        }
    }
    for c in &mut v.corners {
        s(&mut c.at);
    }
    for b in &mut v.borders {
        b.polylines.iter_mut().flatten().for_each(s);
    }
}

/// Decodes a PNG into (width, height, RGBA bytes).
pub fn decode_png(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let p = resvg::tiny_skia::Pixmap::decode_png(bytes).expect("png decodes");
    (p.width(), p.height(), p.data().to_vec())
}

/// Whether a test that needs an external tool (`tool`, installed by `install`) may run:
/// `present` says whether it was found. In CI (the `CI` variable set and not empty or `false`,
/// as CI services and `.ci/run` set it) a missing tool fails the test, so a measurement can
/// never pass by being skipped; elsewhere the test is skipped with a `SKIPPED` line written
/// straight to stderr, past cargo test's output capture, so the skip shows in the summary.
pub fn tool_or_skip(test: &str, tool: &str, install: &str, present: bool) -> bool {
    if present {
        return true;
    }
    assert!(
        !in_ci(),
        "{test}: {tool} is missing and CI is set; install it ({install})"
    );
    use std::io::Write;
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED {test}: {tool} not installed ({install}); in CI this fails"
    );
    false
}

/// True when the `CI` environment variable is set to anything but the empty string, `0` or
/// `false`.
pub fn in_ci() -> bool {
    std::env::var("CI")
        .is_ok_and(|v| !(v.is_empty() || v == "0" || v.eq_ignore_ascii_case("false")))
}
