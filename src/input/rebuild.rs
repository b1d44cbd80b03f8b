//! A validated board file (what `savanna build` writes) read back as the board file it was
//! validated from, so that `check`, `build` and `render` take either.
//!
//! The board is rebuilt from the validated file's `name`, `units`, `frame`, `lines`, `pieces`,
//! region names (each at its region's label point) and `setup` (region ids written as the names
//! of named regions). Its `snap:` and `rules:` are not in the validated file, so they take their
//! defaults. The fields are read loosely (as YAML values, not the schema's types), so that a file
//! of another format version still reads as long as these fields keep their meaning.

use crate::input::yaml::Node;

/// The board file behind `text` when `text` is a validated board file (a mapping with the
/// top-level key `savanna`, which no board file has), as JSON text (JSON is YAML, so the loader
/// reads it); `None` when `text` is not a validated board file.
///
/// ```
/// let board = "frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\nregions: {West: [10, 10]}\nsetup: {lions: [West], jackals: 2}\n";
/// let out = savanna::pipeline::run(board, &Default::default()).unwrap();
/// let validated = savanna::validated::to_json(&out.validated);
/// let back = savanna::input::rebuild::board_text(&validated).unwrap().unwrap();
/// let again = savanna::pipeline::run(&back, &Default::default()).unwrap();
/// assert_eq!(again.validated.regions, out.validated.regions);
/// assert!(savanna::input::rebuild::board_text(board).is_none());
/// ```
///
/// # Errors
/// [`RebuildError`] when `text` has the `savanna` key but its fields cannot be read.
pub fn board_text(text: &str) -> Option<Result<String, RebuildError>> {
    let body = text.trim_start_matches('\u{feff}');
    // Cheap test first: the key at the start of a line (YAML) or as a JSON key.
    let marked = body.lines().any(|l| {
        // JSON on one line (`{"borders": ..., "savanna": 1, ...}`, keys in any order) too;
        // the parse below checks that the key is the top level's.
        let t = l.trim_start();
        l.starts_with("savanna:")
            || t.starts_with("\"savanna\":")
            || (t.starts_with('{') && t.contains("\"savanna\":"))
    });
    if !marked {
        return None;
    }
    // The loader's limits first (size, alias bombs, depth), then the loader's parser; a text
    // over a limit is left to the loader, which reports it with its code.
    if crate::input::check_size(body.len()).is_err() {
        return None;
    }
    // The loader's limits first (alias bombs, depth), then the loader's parser.
    if crate::input::yaml::SpanTree::build(body).refusal.is_some() {
        return None;
    }
    let root = crate::input::yaml::parse(body).ok()?;
    let top = entries(&root)?;
    get(&top, "savanna")?;
    Some(rebuild(&top))
}

/// A mapping's entries in file order (the first of duplicate keys), or `None` for another value.
fn entries(n: &Node) -> Option<Vec<(String, &Node)>> {
    let Node::Map(pairs) = untag(n) else {
        return None;
    };
    let mut out: Vec<(String, &Node)> = Vec::new();
    for (k, v) in pairs {
        if let Some(k) = k.key_text()
            && !out.iter().any(|(x, _)| *x == k)
        {
            out.push((k, v));
        }
    }
    Some(out)
}

fn untag(n: &Node) -> &Node {
    match n {
        Node::Tagged(_, v) => untag(v),
        _ => n,
    }
}

fn get<'a>(m: &[(String, &'a Node)], k: &str) -> Option<&'a Node> {
    m.iter()
        .find(|(x, _)| x == k)
        .map(|(_, v)| untag(v))
        .filter(|v| **v != Node::Null)
}

/// A YAML value as JSON text, mappings in file order (non-finite numbers as null).
fn json(n: &Node) -> String {
    match untag(n) {
        Node::Null | Node::Tagged(..) => "null".into(),
        Node::Bool(b) => b.to_string(),
        Node::Int(i) => i.to_string(),
        Node::UInt(u) => u.to_string(),
        Node::Float(f) => serde_json::Number::from_f64(*f).map_or("null".into(), |x| x.to_string()),
        Node::String(s) => quote(s),
        Node::Seq(items) => format!(
            "[{}]",
            items.iter().map(json).collect::<Vec<_>>().join(", ")
        ),
        Node::Map(_) => object(
            entries(n)
                .unwrap_or_default()
                .into_iter()
                .map(|(k, v)| (k, json(v)))
                .collect(),
        ),
    }
}

/// A number node's value.
fn number(n: &Node) -> Option<f64> {
    match untag(n) {
        Node::Int(i) => Some(*i as f64),
        Node::UInt(u) => Some(*u as f64),
        Node::Float(f) => Some(*f),
        _ => None,
    }
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

/// `{"k": v, ...}` from keys and JSON texts, in the given order.
fn object(pairs: Vec<(String, String)>) -> String {
    let inner: Vec<String> = pairs
        .into_iter()
        .map(|(k, v)| format!("{}: {v}", quote(&k)))
        .collect();
    format!("{{{}}}", inner.join(", "))
}

/// Why a validated board file cannot be read back as a board file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RebuildError {
    /// The file has no `lines` list.
    #[error("it has no `lines` list")]
    NoLines,
}

fn rebuild(top: &[(String, &Node)]) -> Result<String, RebuildError> {
    let mut out: Vec<(String, String)> = Vec::new();
    for k in ["name", "units"] {
        if let Some(x) = get(top, k) {
            out.push((k.into(), json(x)));
        }
    }
    if let Some(f) = get(top, "frame").and_then(entries) {
        // The board file's own corners when the snap grid moved them (`file_polygon`), else
        // the frame as given.
        let file = get(&f, "file_polygon");
        let corner_max = |axis: usize| -> Option<String> {
            let Some(Node::Seq(pts)) = file.map(untag) else {
                return None;
            };
            let v: Option<Vec<f64>> = pts
                .iter()
                .map(|p| match untag(p) {
                    Node::Seq(xy) => xy.get(axis).and_then(number),
                    _ => None,
                })
                .collect();
            let m = v?.into_iter().fold(f64::NEG_INFINITY, f64::max);
            serde_json::Number::from_f64(m).map(|x| x.to_string())
        };
        let frame = match (get(&f, "width"), get(&f, "height")) {
            (Some(w), Some(h)) => object(vec![
                ("width".into(), corner_max(0).unwrap_or_else(|| json(w))),
                ("height".into(), corner_max(1).unwrap_or_else(|| json(h))),
            ]),
            _ => object(vec![(
                "polygon".into(),
                file.or_else(|| get(&f, "polygon"))
                    .map_or("null".into(), json),
            )]),
        };
        out.push(("frame".into(), frame));
    }
    let Some(Node::Seq(lines)) = get(top, "lines") else {
        return Err(RebuildError::NoLines);
    };
    let lines: Vec<String> = lines
        .iter()
        .map(|l| {
            let e = entries(l).unwrap_or_default();
            object(
                ["from", "to", "name"]
                    .iter()
                    .filter_map(|k| get(&e, k).map(|v| (k.to_string(), json(v))))
                    .collect(),
            )
        })
        .collect();
    out.push((
        "lines".into(),
        format!("[\n    {}\n  ]", lines.join(",\n    ")),
    ));
    if let Some(p) = get(top, "pieces").and_then(entries) {
        let pieces = p
            .iter()
            .map(|(k, v)| {
                let e = entries(v).unwrap_or_default();
                let field = |f: &str| get(&e, f).map_or("null".into(), json);
                (
                    k.clone(),
                    object(vec![
                        ("diameter".into(), field("diameter")),
                        ("count".into(), field("count")),
                    ]),
                )
            })
            .collect();
        out.push(("pieces".into(), object(pieces)));
    }
    // Region names at their label points; ids to names for the setup.
    let mut names: Vec<(u64, String, String)> = Vec::new();
    if let Some(Node::Seq(regions)) = get(top, "regions") {
        for r in regions {
            let e = entries(r).unwrap_or_default();
            if let (Some(Node::String(n)), Some(at), Some(id)) =
                (get(&e, "name"), get(&e, "label"), get(&e, "id"))
                && let Some(id) = match id {
                    Node::Int(i) => u64::try_from(*i).ok(),
                    Node::UInt(u) => Some(*u),
                    _ => None,
                }
                && !names.iter().any(|(_, x, _)| x == n)
            {
                names.push((id, n.clone(), json(at)));
            }
        }
    }
    let region_ref = |x: &Node| {
        let id = match x {
            Node::Int(i) => u64::try_from(*i).ok(),
            Node::UInt(u) => Some(*u),
            _ => None,
        };
        match id.and_then(|id| names.iter().find(|(i, _, _)| *i == id)) {
            Some((_, n, _)) => quote(n),
            None => json(x),
        }
    };
    if !names.is_empty() {
        out.push((
            "regions".into(),
            object(
                names
                    .iter()
                    .map(|(_, n, at)| (n.clone(), at.clone()))
                    .collect(),
            ),
        ));
    }
    if let Some(s) = get(top, "setup").and_then(entries) {
        let mut setup = Vec::new();
        if let Some(Node::Seq(l)) = get(&s, "lions") {
            let l: Vec<String> = l.iter().map(|x| region_ref(untag(x))).collect();
            setup.push(("lions".into(), format!("[{}]", l.join(", "))));
        }
        if let Some(j) = get(&s, "jackals") {
            setup.push(("jackals".into(), region_ref(j)));
        }
        out.push(("setup".into(), object(setup)));
    }
    // The thresholds and the game's options as the validated file gives them (defaults filled
    // in; a key the board file does not know, or a null, left out): without them a board read
    // back would be checked, printed and searched by the defaults.
    for (key, known) in [
        ("rules", super::load::RULE_KEYS),
        ("game", super::game_rules::GAME_KEYS),
    ] {
        if let Some(e) = get(top, key).and_then(entries) {
            let kept: Vec<(String, String)> = e
                .iter()
                .filter(|(k, v)| known.contains(&k.as_str()) && !matches!(untag(v), Node::Null))
                .map(|(k, v)| (k.clone(), json(v)))
                .collect();
            if !kept.is_empty() {
                out.push((key.into(), object(kept)));
            }
        }
    }
    let body: Vec<String> = out
        .into_iter()
        .map(|(k, v)| format!("  {}: {v}", quote(&k)))
        .collect();
    Ok(format!("{{\n{}\n}}\n", body.join(",\n")))
}
