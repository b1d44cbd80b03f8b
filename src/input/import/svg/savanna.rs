//! Importing a sheet savanna rendered: the board group marked `data-units` is read exactly, in
//! the board's own units (lines, frame, region names, pieces and setup).

use super::Imported;
use super::shapes::{Rings, inside_evenodd, path_rings};
use super::write::{Yaml, pt, start_tag, write_frame, yaml_str};
use crate::diagnostics::Span;
use resvg::usvg::roxmltree;

/// A sheet savanna rendered ([`crate::output::render::svg::board_layer`]): `board` is its board group
/// (id `PREFIXboard`, attribute `data-units`). Its coordinates are the board's own units, read
/// as written (no float32 round trip): the `PREFIXlines` group's `<line>`s, the `PREFIXframe`
/// path, and the `data-name` of the region fills `PREFIXregion-N`, each name placed at the
/// label point of the imported region inside that fill.
pub(super) fn import_savanna(
    svg: &str,
    doc: &roxmltree::Document,
    board: roxmltree::Node,
    root: Span,
) -> Result<Imported, String> {
    let prefix = board
        .attribute("id")
        .and_then(|i| i.strip_suffix("board"))
        .unwrap_or("");
    let units = board.attribute("data-units").unwrap_or("mm");
    if !["mm", "cm", "m", "in"].contains(&units) {
        return Err(format!(
            "line {}: the board's units `{units}` are none of mm, cm, m, in",
            doc.text_pos_at(board.range().start).row
        ));
    }
    let child = |id: String| {
        board
            .descendants()
            .find(move |n| n.attribute("id") == Some(id.as_str()))
    };
    let f = |n: roxmltree::Node, a: &str| -> Result<f64, String> {
        n.attribute(a)
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|v| v.is_finite())
            .ok_or_else(|| {
                format!(
                    "line {}: <{}> has no number `{a}`",
                    doc.text_pos_at(n.range().start).row,
                    n.tag_name().name()
                )
            })
    };
    let mut y = Yaml::default();
    y.push(
        &format!("# Imported by `savanna import` from a sheet savanna drew: coordinates in {units}, as drawn."),
        None,
    );
    let title = doc
        .root_element()
        .children()
        .find(|n| n.tag_name().name() == "title")
        .and_then(|n| n.text())
        .map(str::trim)
        .filter(|t| !t.is_empty());
    if let Some(t) = title {
        y.push(&format!("name: {}", yaml_str(t)), None);
    }
    y.push(&format!("units: {units}"), None);
    if let Some(fr) = child(format!("{prefix}frame")) {
        let rings = path_rings(fr.attribute("d").unwrap_or(""));
        if let Some(ring) = rings.into_iter().next().filter(|r| r.len() >= 3) {
            write_frame(&mut y, &ring, Some(start_tag(fr, svg)));
        }
    }
    y.push("lines:", None);
    let mut count = 0;
    if let Some(g) = child(format!("{prefix}lines")) {
        for l in g.children().filter(|n| n.tag_name().name() == "line") {
            let (a, b) = ([f(l, "x1")?, f(l, "y1")?], [f(l, "x2")?, f(l, "y2")?]);
            y.push(
                &format!("  - [{}, {}]", pt(a), pt(b)),
                Some(start_tag(l, svg)),
            );
            count += 1;
        }
    }
    if count == 0 {
        return Err("the savanna sheet has no lines in its `lines` group".into());
    }
    let board_tag = start_tag(board, svg);
    if let Some(p) = board
        .attribute("data-pieces")
        .filter(|p| p.starts_with('{'))
    {
        // JSON is YAML: `{"lion":{"diameter":30,"count":3}, …}` as the board file writes it.
        y.push(&format!("pieces: {p}"), Some(board_tag));
    }
    let setup: Option<crate::output::validated::SetupOut> = board
        .attribute("data-setup")
        .and_then(|s| serde_json::from_str(s).ok());
    // Names: the fills carry them; each goes to the imported region whose label point is
    // inside the fill (the regions are the same, so exactly one is).
    let fills: Vec<(String, Rings, Span)> = child(format!("{prefix}regions"))
        .map(|g| {
            g.children()
                .filter_map(|n| {
                    let name = n.attribute("data-name")?;
                    Some((
                        name.to_string(),
                        path_rings(n.attribute("d").unwrap_or("")),
                        start_tag(n, svg),
                    ))
                })
                .collect()
        })
        .unwrap_or_default();
    let mut names: Vec<(u32, String)> = Vec::new();
    if !fills.is_empty() {
        let opts = crate::pipeline::Options {
            capacity: false,
            ..Default::default()
        };
        if let Ok(out) = crate::pipeline::run(&y.text, &opts) {
            let mut named = Vec::new();
            for (name, rings, span) in &fills {
                if let Some(r) = out
                    .validated
                    .regions
                    .iter()
                    .find(|r| inside_evenodd(rings, r.label))
                {
                    named.push((name, r.label, *span));
                    names.push((r.id.0, name.clone()));
                }
            }
            if !named.is_empty() {
                y.push("regions:", None);
                for (name, p, span) in named {
                    y.push(&format!("  {}: {}", yaml_str(name), pt(p)), Some(span));
                }
            }
        }
    }
    if let Some(s) = setup {
        // The regions are the same, so are their ids; a named region is given by its name.
        let refer = |id: u32| {
            names
                .iter()
                .find(|(i, _)| *i == id)
                .map_or_else(|| id.to_string(), |(_, n)| yaml_str(n))
        };
        let lions: Vec<String> = s.lions.iter().map(|r| refer(r.0)).collect();
        y.push("setup:", Some(board_tag));
        y.push(&format!("  lions: [{}]", lions.join(", ")), Some(board_tag));
        if let Some(j) = s.jackals {
            y.push(&format!("  jackals: {}", refer(j.0)), Some(board_tag));
        }
    }
    Ok(Imported {
        yaml: y.text,
        warnings: Vec::new(),
        diagnostics: Vec::new(),
        svg: svg.to_string(),
        sources: y.sources,
        root,
    })
}
