//! Last stage, output: what savanna writes.
//!
//! In: a [`crate::validated::ValidatedBoard`] (built by [`crate::pipeline`] from the stages before).
//! Out: the validated board file (JSON or YAML, [`crate::validated`]), the exports (GeoJSON, Graphviz
//! DOT, GraphML: [`export`]; the JSON layout of them all: [`crate::validated::json`]) and the print sheets (SVG, PDF, PNG: [`render`]), each written
//! atomically ([`write`](mod@write): temp file + rename, never a half-written file).

pub mod export;
pub mod render;
#[cfg(feature = "files")]
pub mod write;
