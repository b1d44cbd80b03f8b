//! Graphviz DOT export: the adjacency graph of the board.
//!
//! Regions are nodes (id = region id) placed at their label points (`pos`, pinned with `!`),
//! borders are the edges, labelled with their length rounded, with its unit ("95 mm", see
//! [`length_label`]; the exact length is the `length` attribute, in board units). Pairs of
//! regions that touch only at a corner are not neighbors in the game, so they are no edges (a
//! DOT reader, NetworkX's `read_dot` or Graphviz's `gc -e`, counts every edge statement as
//! one, and degrees and shortest paths would be wrong): each node's `corners` attribute lists
//! the regions it touches only at a corner, the graph's `corner_pairs` lists the pairs with
//! their points, and a comment line names each pair. `pos` is in points (1/72 inch, Graphviz's unit of `pos`) at the board's true size,
//! with y negated, as Graphviz's y axis points up: `neato -n2 -Tsvg board.dot` draws the graph
//! over the board's layout, a 420 mm board 1 191 points wide.
//!
//! petgraph's own `petgraph::dot::Dot` was considered; it writes node indices and `Debug`
//! labels, and the attributes wanted here (positions, lengths, styles) would have to be
//! formatted and escaped by hand all the same, so the writer is direct.

use super::{corner_pairs, corners_of, num};
use crate::validated::ValidatedBoard;

/// Points (1/72 inch) per millimetre: Graphviz's `pos` unit.
pub const POINTS_PER_MM: f64 = 72.0 / 25.4;

/// A length for an edge label: `x` rounded to the whole unit from 10 up, to two significant
/// digits below, trailing zeros dropped, then the unit: `95 mm`, `1.2 m`, `0.35 m`, `2 in`.
///
/// ```
/// use savanna::output::export::dot::length_label;
/// assert_eq!(length_label(95.4491020427, "mm"), "95 mm");
/// assert_eq!(length_label(1.2345, "m"), "1.2 m");
/// assert_eq!(length_label(0.35, "m"), "0.35 m");
/// assert_eq!(length_label(2.0, "in"), "2 in");
/// assert_eq!(length_label(0.0, "mm"), "0 mm");
/// ```
pub fn length_label(x: f64, unit: &str) -> String {
    let digits = if !(x.is_finite() && x.abs() > 0.0) || x.abs() >= 10.0 {
        0
    } else {
        (1 - libm::log10(x.abs()).floor() as i32).clamp(0, 15) as usize
    };
    let x = if x.is_finite() { x } else { 0.0 };
    let mut t = format!("{x:.digits$}");
    if t.contains('.') {
        while t.ends_with('0') {
            t.pop();
        }
        if t.ends_with('.') {
            t.pop();
        }
    }
    if t == "-0" {
        t = "0".into();
    }
    format!("{t} {unit}")
}

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
/// region in id order (`label` = id and name, `pos` in points with y up, `area` in units²,
/// one `capacity_KIND` attribute per piece kind, `corners` = the ids of the regions it touches
/// only at a corner, separated by spaces, when there are any), one edge per border (`length`
/// in units, `label` rounded with its unit) and nothing else: corner-only pairs are the graph
/// attribute `corner_pairs` (`"1 4 @ 100,50; 2 3 @ 100,50"`, the touching point in board units,
/// y down) and one comment line each.
///
/// # Errors
/// The first I/O error of `w`.
pub fn write(v: &ValidatedBoard, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let name = v.name.as_deref().unwrap_or("board");
    writeln!(w, "graph {} {{", quote(name))?;
    writeln!(
        w,
        "  // savanna board: regions at their label points; pos in points (1/72 in) at true size, y up; length and area in {}",
        v.units.as_str()
    )?;
    let scale = v.units.mm_per_unit() * POINTS_PER_MM;
    writeln!(w, "  graph [units={}];", quote(v.units.as_str()))?;
    if let Some(pairs) = corner_pairs(v, "") {
        writeln!(w, "  graph [corner_pairs={}];", quote(&pairs))?;
    }
    writeln!(w, "  node [shape=ellipse];")?;
    for r in &v.regions {
        let label = match &r.name {
            Some(n) => format!("{} {n}", r.id),
            None => r.id.to_string(),
        };
        let y = if r.label[1] == 0.0 {
            0.0
        } else {
            -r.label[1] * scale
        };
        write!(
            w,
            "  {} [label={}, pos=\"{},{}!\", area={}",
            r.id,
            quote(&label),
            num(r.label[0] * scale),
            num(y),
            num(r.area)
        )?;
        for (k, c) in r.capacity.iter() {
            write!(w, ", {}={c}", quote(&format!("capacity_{k}")))?;
        }
        if let Some(corners) = corners_of(v, r.id, "") {
            write!(w, ", corners={}", quote(&corners))?;
        }
        writeln!(w, "];")?;
    }
    for b in &v.borders {
        writeln!(
            w,
            "  {} -- {} [length={}, label={}];",
            b.regions[0],
            b.regions[1],
            num(b.length),
            quote(&length_label(b.length, v.units.as_str()))
        )?;
    }
    for c in &v.corners {
        writeln!(
            w,
            "  // {} and {} touch only at {},{}: not neighbors, no edge",
            c.regions[0],
            c.regions[1],
            num(c.at[0]),
            num(c.at[1])
        )?;
    }
    writeln!(w, "}}")
}
