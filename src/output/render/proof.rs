//! The proof layers of a sheet (`--certificates`, `--proof`): every region's packing
//! certificate, and the label boxes with the region outlines they must stay inside; and the
//! path data of closed rings both layers and the board's own draw with.

use crate::output::render::text::LabelBox;
use crate::output::render::{FONT_FAMILY_CSS, num, xml_text};
use crate::validated::{LooseKind, Point, ValidatedBoard};
use svg::node::element::{Circle, Group, Line, Path, TSpan, Text};

/// Path data (`M … L … Z`) of closed rings.
pub fn ring_path(rings: &[&[Point]]) -> String {
    let mut d = String::new();
    for ring in rings.iter().filter(|r| r.len() >= 2) {
        for (i, p) in ring.iter().enumerate() {
            d.push_str(if i == 0 { "M" } else { "L" });
            d.push_str(&num(p[0]));
            d.push(' ');
            d.push_str(&num(p[1]));
        }
        d.push('Z');
    }
    d
}

/// The packing certificates, one packing per region whose discs never overlap: the capture row
/// of the mixed table (one lion and the most jackals beside it) where a lion fits, else each
/// piece kind's own packing. Lions are drawn solid and heavier, jackals dashed, other kinds thin
/// and dotted; each kind in its own group (`{id_prefix}certificates-KIND`).
pub(super) fn certificates(v: &ValidatedBoard, u: f64, id_prefix: &str) -> Group {
    // A solid grey rather than an opacity: opacity makes svg2pdf write several graphics states,
    // whose dictionary order is not deterministic.
    let mut c = Group::new()
        .set("id", format!("{id_prefix}certificates"))
        .set("fill", "none")
        .set("stroke", "#555555");
    let mut discs: Vec<(String, Vec<Point>)> = Vec::new();
    let mut add = |kind: &str, centres: &[Point]| match discs.iter_mut().find(|(k, _)| k == kind) {
        Some((_, v)) => v.extend_from_slice(centres),
        None => discs.push((kind.to_string(), centres.to_vec())),
    };
    for r in &v.regions {
        match r
            .mixed
            .as_ref()
            .and_then(|rows| rows.iter().find(|m| m.lions == 1))
        {
            Some(row) => {
                add("lion", &row.lion_centres);
                add("jackal", &row.jackal_centres);
            }
            None => {
                // No lion fits (or the board has no lions or no jackals): the kinds' own
                // packings; with lions and jackals both, the jackals alone.
                let both = r.packing.get("lion").is_some() && r.packing.get("jackal").is_some();
                for (kind, centres) in r.packing.iter() {
                    if !(both && kind == "lion") {
                        add(kind, centres);
                    }
                }
            }
        }
    }
    for (kind, centres) in discs {
        let d = v.pieces.get(&kind).map(|p| p.diameter).unwrap_or(0.0);
        let (width, dash) = match kind.as_str() {
            "lion" => (0.5, None),
            "jackal" => (0.25, Some(format!("{} {}", num(1.2 * u), num(0.8 * u)))),
            _ => (0.2, Some(format!("{} {}", num(0.3 * u), num(0.6 * u)))),
        };
        let mut k = Group::new()
            .set("id", format!("{id_prefix}certificates-{kind}"))
            .set("stroke-width", num(width * u));
        if let Some(dash) = dash {
            k = k.set("stroke-dasharray", dash);
        }
        for p in centres {
            k = k.add(
                Circle::new()
                    .set("cx", num(p[0]))
                    .set("cy", num(p[1]))
                    .set("r", num(d / 2.0)),
            );
        }
        c = c.add(k);
    }
    c
}

pub(super) fn label_text(b: &LabelBox) -> Text {
    let mut t = Text::new("").set("font-size", num(b.font_size));
    for (i, line) in b.lines.iter().enumerate() {
        t = t.add(
            crate::output::render::font_svg::svg_tspan(line)
                .set("x", num(b.centre[0]))
                .set("y", num(b.baseline(i))),
        );
    }
    t
}

pub(super) fn proof_layer(
    v: &ValidatedBoard,
    boxes: &[LabelBox],
    u: f64,
    id_prefix: &str,
) -> Group {
    let mut g = Group::new()
        .set("id", format!("{id_prefix}proof"))
        .set("fill", "none");
    for e in &v.loose_edges {
        let (colour, dash) = match e.kind {
            LooseKind::Dangle => ("#CC0000", "none".to_string()),
            LooseKind::CutEdge => ("#AA00AA", format!("{} {}", num(2.0 * u), num(1.0 * u))),
        };
        g = g.add(
            Line::new()
                .set("x1", num(e.from[0]))
                .set("y1", num(e.from[1]))
                .set("x2", num(e.to[0]))
                .set("y2", num(e.to[1]))
                .set("stroke", colour)
                .set("stroke-width", num(1.5 * u))
                .set("stroke-dasharray", dash)
                .set("class", format!("proof-{:?}", e.kind).to_lowercase()),
        );
    }
    for (r, b) in v.regions.iter().zip(boxes) {
        let codes: Vec<&str> = v
            .diagnostics
            .iter()
            .filter(|d| d.regions.contains(&r.id))
            .map(|d| d.code.as_str())
            .collect();
        if !codes.is_empty() {
            let mut rings: Vec<&[Point]> = vec![&r.outline];
            rings.extend(r.holes.iter().map(|h| h.as_slice()));
            g = g.add(
                Path::new()
                    .set("d", ring_path(&rings))
                    .set("stroke", "#CC0000")
                    .set("stroke-width", num(1.0 * u))
                    .set(
                        "stroke-dasharray",
                        format!("{} {}", num(3.0 * u), num(1.5 * u)),
                    ),
            );
            // The codes go under the label, at 2.2 mm, or smaller where that would leave a thin
            // region (halving up to five times).
            let bottom = b.bounds()[1][1];
            let block = |fs: f64| {
                let w = codes
                    .iter()
                    .map(|c| crate::output::render::text::width_em(c))
                    .fold(0.0, f64::max)
                    * fs
                    * crate::output::render::text::WIDTH_SLACK;
                let h = codes.len() as f64 * 1.2 * fs;
                (
                    [b.centre[0] - w / 2.0, bottom + 0.1 * fs],
                    [b.centre[0] + w / 2.0, bottom + 0.3 * fs + h],
                )
            };
            let mut fs = 2.2 * u;
            for _ in 0..5 {
                let (lo, hi) = block(fs);
                if crate::output::render::text::box_in_region(lo, hi, &r.outline, &r.holes) {
                    break;
                }
                fs /= 2.0;
            }
            let mut t = Text::new("")
                .set("font-size", num(fs))
                .set("font-family", FONT_FAMILY_CSS)
                .set("text-anchor", "middle")
                .set("fill", "#CC0000");
            let top = bottom + fs;
            for (i, c) in codes.iter().enumerate() {
                t = t.add(
                    TSpan::new(xml_text(c))
                        .set("x", num(b.centre[0]))
                        .set("y", num(top + i as f64 * 1.2 * fs)),
                );
            }
            g = g.add(t);
        }
        if !b.fits {
            let [lo, hi] = b.bounds();
            g = g.add(
                Path::new()
                    .set("d", ring_path(&[&[lo, [hi[0], lo[1]], hi, [lo[0], hi[1]]]]))
                    .set("stroke", "#CC0000")
                    .set("stroke-width", num(0.4 * u)),
            );
        }
    }
    g
}
