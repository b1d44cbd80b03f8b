//! Imports of boards drawn in other tools: SVG from vector editors ([`svg`](mod@svg)).

pub mod svg;
