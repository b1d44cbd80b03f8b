//! Graphviz DOT export: the adjacency graph of the board.
//!
//! Regions are nodes (id = region id) placed at their label points (`pos`, pinned with `!`),
//! borders are solid edges labelled with their length, pairs of regions that touch only at a
//! corner are dashed edges (`style=dashed`, not neighbors in the game). `pos` is in board
//! units with y negated, as Graphviz's y axis points up: `neato -n2 -Tsvg board.dot` draws the
//! graph over the board's layout (multiply by 72/25.4 for true scale of a board in mm).
//!
//! petgraph's own `petgraph::dot::Dot` was considered; it writes node indices and `Debug`
//! labels, and the attributes wanted here (positions, lengths, styles) would have to be
//! formatted and escaped by hand all the same, so the writer is direct.

use super::num;
use crate::validated::ValidatedBoard;

/// A DOT quoted string: `"` and `\` escaped, line breaks as `\n` (Graphviz's centred line
/// break), other control characters dropped (DOT has no escape for them).
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Writes `v` (already rounded) as an undirected DOT graph: a `graph` statement, one node per
/// region in id order (`label` = id and name, `pos`, `area`, one `capacity_KIND` attribute per
/// piece kind), one edge per border (`length`, `label`) then one dashed edge per corner-only
/// pair (`corner` = the touching point, y down).
///
/// # Errors
/// The first I/O error of `w`.
pub fn write(v: &ValidatedBoard, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let name = v.name.as_deref().unwrap_or("board");
    writeln!(w, "graph {} {{", quote(name))?;
    writeln!(
        w,
        "  // savanna board: regions at their label points; pos in {} with y negated (y up)",
        v.units.as_str()
    )?;
    writeln!(w, "  graph [units={}];", quote(v.units.as_str()))?;
    writeln!(w, "  node [shape=ellipse];")?;
    for r in &v.regions {
        let label = match &r.name {
            Some(n) => format!("{} {n}", r.id),
            None => r.id.to_string(),
        };
        let y = if r.label[1] == 0.0 { 0.0 } else { -r.label[1] };
        write!(
            w,
            "  {} [label={}, pos=\"{},{}!\", area={}",
            r.id,
            quote(&label),
            num(r.label[0]),
            num(y),
            num(r.area)
        )?;
        for (k, c) in r.capacity.iter() {
            write!(w, ", {}={c}", quote(&format!("capacity_{k}")))?;
        }
        writeln!(w, "];")?;
    }
    for b in &v.borders {
        let l = num(b.length);
        writeln!(
            w,
            "  {} -- {} [length={l}, label=\"{l}\"];",
            b.regions[0], b.regions[1]
        )?;
    }
    for c in &v.corners {
        writeln!(
            w,
            "  {} -- {} [style=dashed, corner=\"{},{}\"];",
            c.regions[0],
            c.regions[1],
            num(c.at[0]),
            num(c.at[1])
        )?;
    }
    writeln!(w, "}}")
}
