//! GraphML export: the adjacency graph of the board, for graph tools (yEd, Gephi, NetworkX,
//! igraph). Written directly with careful XML escaping (no GraphML crate is maintained).
//!
//! Node ids are `r1`, `r2`, … (region ids); node data: `name`, `area` (units²), `x`, `y`
//! (label point, board units, y down), `capacity_KIND` per piece kind, and `corners`: the
//! regions it touches only at a corner point, as node ids separated by spaces. Edges are the
//! borders only (`kind` `border`, `length` in units), undirected: the graph is the adjacency
//! graph of the game, so degrees and shortest paths in graph tools are the game's. Pairs that
//! touch only at a corner are not neighbours and are no edges (they were, so NetworkX counted
//! 21 edges on the classic board for its 13 borders): they are node data, and graph data
//! `corner_pairs` lists each pair with the point where it touches (`r1 r4 @ 210,150`, pairs separated
//! by `; `).

use super::{corner_pairs, corners_of, num};
use crate::validated::ValidatedBoard;

/// `s` escaped for XML 1.0 text and attribute values: `& < > " '` as entities; characters XML
/// 1.0 cannot hold (control characters other than tab, newline and carriage return) replaced by
/// U+FFFD.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' => out.push(c),
            '\r' => out.push_str("&#13;"),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// Writes `v` (already rounded) as a GraphML document (UTF-8).
///
/// # Errors
/// The first I/O error of `w`.
pub fn write(v: &ValidatedBoard, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    writeln!(w, r#"<?xml version="1.0" encoding="UTF-8"?>"#)?;
    writeln!(
        w,
        r#"<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">"#
    )?;
    let key = |w: &mut dyn std::io::Write, id: &str, for_: &str, ty: &str| {
        writeln!(
            w,
            r#"  <key id="{0}" for="{for_}" attr.name="{0}" attr.type="{ty}"/>"#,
            escape(id)
        )
    };
    key(w, "name", "node", "string")?;
    key(w, "area", "node", "double")?;
    key(w, "x", "node", "double")?;
    key(w, "y", "node", "double")?;
    for (k, _) in v.pieces.iter() {
        key(w, &format!("capacity_{k}"), "node", "int")?;
    }
    key(w, "corners", "node", "string")?;
    key(w, "board", "graph", "string")?;
    key(w, "corner_pairs", "graph", "string")?;
    key(w, "kind", "edge", "string")?;
    key(w, "length", "edge", "double")?;
    let units = escape(v.units.as_str());
    // The id is an XML NMTOKEN (no spaces): the board's name goes into a data element.
    writeln!(w, r#"  <graph id="board" edgedefault="undirected">"#)?;
    if let Some(n) = &v.name {
        writeln!(w, r#"    <data key="board">{}</data>"#, escape(n))?;
    }
    writeln!(
        w,
        "    <!-- savanna board: lengths in {units}, areas in {units}², x right, y down; edges are borders only -->"
    )?;
    if let Some(pairs) = corner_pairs(v, "r") {
        writeln!(
            w,
            r#"    <data key="corner_pairs">{}</data>"#,
            escape(&pairs)
        )?;
    }
    for r in &v.regions {
        writeln!(w, r#"    <node id="r{}">"#, r.id)?;
        if let Some(n) = &r.name {
            writeln!(w, r#"      <data key="name">{}</data>"#, escape(n))?;
        }
        writeln!(w, r#"      <data key="area">{}</data>"#, num(r.area))?;
        writeln!(w, r#"      <data key="x">{}</data>"#, num(r.label[0]))?;
        writeln!(w, r#"      <data key="y">{}</data>"#, num(r.label[1]))?;
        for (k, c) in r.capacity.iter() {
            writeln!(
                w,
                r#"      <data key="{}">{c}</data>"#,
                escape(&format!("capacity_{k}"))
            )?;
        }
        if let Some(corners) = corners_of(v, r.id, "r") {
            writeln!(w, r#"      <data key="corners">{corners}</data>"#)?;
        }
        writeln!(w, "    </node>")?;
    }
    let edges = v.borders.iter().map(|b| (b.regions, "border", b.length));
    for (i, ([a, b], kind, len)) in edges.enumerate() {
        writeln!(
            w,
            r#"    <edge id="e{}" source="r{a}" target="r{b}"><data key="kind">{kind}</data><data key="length">{}</data></edge>"#,
            i + 1,
            num(len)
        )?;
    }
    writeln!(w, "  </graph>")?;
    writeln!(w, "</graphml>")
}
