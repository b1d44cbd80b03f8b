//! Imports of boards drawn in other tools: SVG from vector editors ([`svg`](mod@svg)), and
//! photos or scans of boards drawn by hand ([`photo`], feature `photo`).

#[cfg(feature = "photo")]
pub mod photo;
pub mod svg;
