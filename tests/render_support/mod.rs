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
