//! Importing a sheet savanna rendered: the board group marked `data-units` is read exactly, in
//! the board's own units (lines, frame, region names, pieces and setup).

use super::shapes::{Rings, inside_evenodd};
use super::write::{Notes, Yaml, pt, start_tag, write_frame, yaml_str};
use super::xmlgeom::{Affine, coordinate, own_transform, path_polylines, shape_polylines};
use super::{CURVE_PIECES, Element, ImportError, Imported};
use crate::diagnostics::{Code, Span, said};
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
) -> Result<Imported, ImportError> {
    let prefix = board
        .attribute("id")
        .and_then(|i| i.strip_suffix("board"))
        .unwrap_or("");
    let units = board.attribute("data-units").unwrap_or("mm");
    if !["mm", "cm", "m", "in"].contains(&units) {
        return Err(ImportError::Units {
            line: doc.text_pos_at(board.range().start).row,
            units: units.to_string(),
        });
    }
    let child = |id: String| {
        board
            .descendants()
            .find(move |n| n.attribute("id") == Some(id.as_str()))
    };
    let mut y = Yaml::default();
    y.push(
        &format!("# Imported by `savanna import` from a sheet savanna drew: coordinates in {units}, as drawn."),
        None,
    );
    let mut notes = Notes::default();
    // The board file's name, `game:` and line names, as the renderer carries them
    // (`data-board`); a sheet drawn before it did gives the name by its title (a tile or plan
    // page's title names the page, so it gives none) and says what it lacks.
    let data: Option<BoardData> = board
        .attribute("data-board")
        .and_then(|d| serde_json::from_str(d).ok());
    let on_page = doc
        .root_element()
        .children()
        .any(|n| n.attribute("id") == Some("page"));
    let title = doc
        .root_element()
        .children()
        .find(|n| n.tag_name().name() == "title")
        .and_then(|n| n.text())
        .map(str::trim)
        .filter(|t| !t.is_empty() && !on_page)
        .map(str::to_string);
    let name = match &data {
        Some(d) => d.name.clone(),
        None => {
            notes.note(
                Code::ImportSheetData,
                start_tag(board, svg),
                said!(
                    "diag-import-sheet-data",
                    page = if on_page { "yes" } else { "no" }
                ),
                said!("diag-import-sheet-data-help"),
            );
            title
        }
    };
    if let Some(t) = name {
        y.push(&format!("name: {}", yaml_str(&t)), None);
    }
    y.push(&format!("units: {units}"), None);
    if let Some(fr) = child(format!("{prefix}frame")) {
        // Any path data an editor writes (relative commands after a node edit), through the
        // frame's own transform.
        let ts = own_transform(fr).unwrap_or(Affine::IDENTITY);
        let ring = path_polylines(fr.attribute("d").unwrap_or(""))
            .0
            .into_iter()
            .next()
            .map(|mut r| {
                if r.len() > 1 && r.first() == r.last() {
                    r.pop();
                }
                r.into_iter().map(|p| ts.apply(p)).collect::<Vec<_>>()
            });
        if let Some(ring) = ring.filter(|r| r.len() >= 3) {
            // Corners the drawing rounded come back exactly (`exact_frame`).
            let exact: Vec<[f64; 2]> = data
                .as_ref()
                .and_then(|d| d.exact_frame.as_deref())
                .and_then(exact_numbers)
                .map(|n| n.chunks_exact(2).map(|c| [c[0], c[1]]).collect())
                .unwrap_or_default();
            if exact.is_empty() {
                write_frame(&mut y, &ring, Some(start_tag(fr, svg)));
            } else {
                let ring: Vec<[f64; 2]> = ring.iter().map(|&p| exact_corner(p, &exact)).collect();
                write_exact_frame(&mut y, &ring, Some(start_tag(fr, svg)));
            }
        }
    }
    y.push("lines:", None);
    let named = data.as_ref().map(|d| d.lines.clone()).unwrap_or_default();
    let exact: Vec<([f64; 2], [f64; 2], bool)> = data
        .as_ref()
        .map(|d| {
            d.exact_lines
                .iter()
                .filter_map(|l| exact_numbers(l))
                .filter(|n| n.len() == 4)
                .map(|n| ([n[0], n[1]], [n[2], n[3]], false))
                .collect()
        })
        .unwrap_or_default();
    let mut read = SheetLines {
        named: named.iter().map(|l| (l, false)).collect(),
        exact,
        svg,
        doc,
        board,
        prefix,
        y: &mut y,
        notes: &mut notes,
        ignored: Vec::new(),
        count: 0,
        uses: Vec::new(),
        expanded: 0,
    };
    // Everything in the board group's `lines` group and everything drawn outside savanna's
    // own groups (an editor's additions) is read in the board's units: the board group's
    // coordinates directly, the rest through the inverse of the board group's transform.
    let to_root = board
        .ancestors()
        .filter(|n| n.is_element() && *n != doc.root_element())
        .map(own_transform)
        .collect::<Result<Vec<_>, _>>()
        .ok()
        .and_then(|ts| {
            ts.into_iter()
                .fold(Affine::IDENTITY, |acc, t| t.then_inner(acc))
                .invert()
        });
    read.board_group(board, Affine::IDENTITY);
    match to_root {
        Some(inv) => read.outside(doc.root_element(), inv, false),
        None => read.outside_unreadable(doc.root_element()),
    }
    let count = read.count;
    let ignored = std::mem::take(&mut read.ignored);
    let lost: Vec<String> = read
        .named
        .iter()
        .filter(|(_, found)| !found)
        .map(|(l, _)| yaml_str(&l.2))
        .collect();
    if !lost.is_empty() {
        notes.note(
            Code::ImportSheetData,
            start_tag(board, svg),
            said!("diag-import-lost-names", names = lost.join(", ")),
            said!("diag-import-lost-names-help"),
        );
    }
    notes.add_many(
        Code::ImportIgnored,
        &ignored,
        "diag-import-ignored",
        said!("diag-import-ignored-sheet-help"),
    );
    if count == 0 {
        return Err(ImportError::NoSheetLines);
    }
    let board_tag = start_tag(board, svg);
    if let Some(p) = board
        .attribute("data-pieces")
        .filter(|p| p.starts_with('{'))
    {
        // JSON is YAML: `{"lion":{"diameter":30,"count":3}, …}` as the board file writes it.
        y.push(&format!("pieces: {p}"), Some(board_tag));
    }
    let setup: Option<crate::validated::SetupOut> = board
        .attribute("data-setup")
        .and_then(|s| serde_json::from_str(s).ok());
    // Names: the fills carry them; each goes to the imported region whose label point is
    // inside the fill (the regions are the same, so exactly one is).
    let fills: Vec<(String, Rings, Span)> = child(format!("{prefix}regions"))
        .map(|g| {
            g.children()
                .filter_map(|n| {
                    let name = n.attribute("data-name")?;
                    // Any path data an editor writes (H, V, relative commands), as svgtypes
                    // reads it, through the fill's own transform.
                    let ts = own_transform(n).unwrap_or(Affine::IDENTITY);
                    let rings: Rings = path_polylines(n.attribute("d").unwrap_or(""))
                        .0
                        .into_iter()
                        .map(|r| r.into_iter().map(|p| ts.apply(p)).collect())
                        .collect();
                    Some((name.to_string(), rings, start_tag(n, svg)))
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
    if let Some(rules) = data
        .as_ref()
        .and_then(|d| d.rules.as_ref())
        .filter(|r| r.is_object())
    {
        y.push(&format!("rules: {rules}"), Some(board_tag));
    }
    if let Some(game) = data.and_then(|d| d.game).filter(|g| {
        serde_json::from_value::<crate::game::GameRules>(g.clone())
            .is_ok_and(|g| g != crate::game::GameRules::default())
    }) {
        y.push(&format!("game: {game}"), Some(board_tag));
    }
    Ok(Imported {
        yaml: y.text,
        warnings: super::en(&notes.warnings),
        notes: super::en(&notes.notes),
        said_warnings: notes.warnings,
        said_notes: notes.notes,
        diagnostics: notes.diagnostics,
        svg: svg.to_string(),
        sources: y.sources,
        root,
        pieces: Vec::new(),
    })
}

/// A point with its coordinates exactly (the shortest text that reads back to the same `f64`).
fn exact_pt(p: [f64; 2]) -> String {
    format!("[{}, {}]", p[0], p[1])
}

/// Writes `frame:` as [`write_frame`] does, with the corners' coordinates exactly.
fn write_exact_frame(y: &mut Yaml, frame: &[[f64; 2]], from: Option<Span>) {
    let w = frame.iter().map(|p| p[0]).fold(0.0, f64::max);
    let h = frame.iter().map(|p| p[1]).fold(0.0, f64::max);
    let rect = frame.len() == 4
        && frame
            .iter()
            .all(|p| (p[0] == 0.0 || p[0] == w) && (p[1] == 0.0 || p[1] == h));
    y.push("frame:", from);
    if rect {
        y.push(&format!("  width: {w}"), from);
        y.push(&format!("  height: {h}"), from);
    } else {
        let pts: Vec<String> = frame.iter().map(|p| exact_pt(*p)).collect();
        y.push(&format!("  polygon: [{}]", pts.join(", ")), from);
    }
}

/// Savanna's own groups in a board group (after the id prefix): drawn from the board, not
/// board lines. The `lines` group and the `frame` are read; anything else an editor put in the
/// board group is read as lines.
const SHEET_FURNITURE: &[&str] = &[
    "regions",
    "occupancy-legend",
    "certificates",
    "corners",
    "labels",
    "start",
    "proof",
    "frame",
];

/// Savanna's own top-level groups around the board: the legend of a sheet, the furniture of a
/// page (footer, cut marks, assembly map, plan annotations).
const PAGE_FURNITURE: &[&str] = &["legend", "page"];

/// Elements that draw nothing themselves (definitions, metadata) or only through a reference.
const NOT_RENDERED: &[&str] = &[
    "defs",
    "clipPath",
    "mask",
    "pattern",
    "marker",
    "symbol",
    "linearGradient",
    "radialGradient",
    "filter",
    "title",
    "desc",
    "metadata",
    "style",
    "script",
];

const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// The reading of a sheet's board lines: the `lines` group, and whatever an editor added.
/// The board file's data a sheet carries (`data-board`, written by
/// [`crate::output::render::svg::board_layer`]).
#[derive(serde::Deserialize)]
struct BoardData {
    name: Option<String>,
    game: Option<serde_json::Value>,
    /// The named lines: ends as the `<line>`s give them, and the name.
    #[serde(default)]
    lines: Vec<NamedLine>,
    /// The board file's `rules:` thresholds, when not the defaults.
    #[serde(default)]
    rules: Option<serde_json::Value>,
    /// The lines whose coordinates the drawing rounds, exactly: `"x1 y1 x2 y2"` each.
    #[serde(default)]
    exact_lines: Vec<String>,
    /// The frame's corners exactly, `"x y x y …"`, when the drawing rounds one of them.
    #[serde(default)]
    exact_frame: Option<String>,
}

/// The numbers of an `exact_lines` or `exact_frame` text, read as Rust reads an `f64` (the
/// nearest double: the value written); `None` when one is not a finite number.
fn exact_numbers(s: &str) -> Option<Vec<f64>> {
    s.split_whitespace()
        .map(|w| w.parse::<f64>().ok().filter(|x| x.is_finite()))
        .collect()
}

/// Whether the drawn value `drawn` is `exact` as the drawing wrote it (rounded to
/// [`crate::output::render::SVG_DECIMALS`] decimals), to 1e-9 of its size (the SVG reader's
/// parse of the decimal text).
fn drawn_as(drawn: f64, exact: f64) -> bool {
    let written = crate::output::render::num(exact)
        .parse::<f64>()
        .unwrap_or(exact);
    (drawn - written).abs() <= 1e-9 * written.abs().max(1.0)
}

/// The exact point for a drawn point: the first of `exact` that the drawing wrote as `p`, or
/// `p` itself.
fn exact_point(p: [f64; 2], exact: &[[f64; 2]]) -> [f64; 2] {
    exact
        .iter()
        .find(|e| drawn_as(p[0], e[0]) && drawn_as(p[1], e[1]))
        .copied()
        .unwrap_or(p)
}

/// The exact frame corner for a drawn corner: as [`exact_point`], else the nearest of `exact`
/// within 1e-4 of the frame's extent (the drawing gives the corners on the snap grid, the
/// sheet's `exact_frame` the board file's, a grid step or so away), else `p` itself (a corner
/// an editor moved).
fn exact_corner(p: [f64; 2], exact: &[[f64; 2]]) -> [f64; 2] {
    let q = exact_point(p, exact);
    if q != p || exact.contains(&p) {
        return q;
    }
    let extent = exact.iter().flatten().fold(1.0f64, |m, v| m.max(v.abs()));
    let d = |e: &[f64; 2]| (e[0] - p[0]).abs().max((e[1] - p[1]).abs());
    exact
        .iter()
        .filter(|e| d(e) <= 1e-4 * extent)
        .min_by(|a, b| d(a).total_cmp(&d(b)))
        .copied()
        .unwrap_or(p)
}

/// A named line a sheet carries: its ends and its name.
type NamedLine = ([f64; 2], [f64; 2], String);

struct SheetLines<'a, 'd, 'i> {
    /// The named lines of the board file, each with whether a drawn line matched it.
    named: Vec<(&'a NamedLine, bool)>,
    /// The lines the drawing rounds, exactly, each with whether a drawn line matched it.
    exact: Vec<([f64; 2], [f64; 2], bool)>,
    svg: &'a str,
    doc: &'d roxmltree::Document<'i>,
    board: roxmltree::Node<'d, 'i>,
    prefix: &'a str,
    y: &'a mut Yaml,
    notes: &'a mut Notes,
    ignored: Vec<(Element, &'static str)>,
    count: usize,
    /// The `<use>` elements being expanded, outermost first (a reference loop is one of them
    /// again).
    uses: Vec<roxmltree::Node<'d, 'i>>,
    /// Elements drawn through `<use>` so far, against [`MAX_USE_EXPANSION`].
    expanded: usize,
}

/// Most elements drawn through `<use>` in one sheet: nested clones multiply (ten levels of ten
/// clones are 10¹⁰ elements), so expansion stops there with a warning.
pub(super) const MAX_USE_EXPANSION: usize = 100_000;

impl<'d, 'i> SheetLines<'_, 'd, 'i> {
    fn element(&self, n: roxmltree::Node) -> Element {
        Element::of(n, self.doc, self.svg)
    }

    /// Whether `n` is drawn at all as a child of its parent (an SVG element, not a definition).
    fn rendered(n: roxmltree::Node) -> bool {
        n.is_element()
            && n.tag_name().namespace() == Some(SVG_NS)
            && !NOT_RENDERED.contains(&n.tag_name().name())
    }

    /// The board group (`ts`: its children's map to board units, the identity).
    fn board_group(&mut self, board: roxmltree::Node<'d, 'i>, ts: Affine) {
        for c in board.children().filter(|c| Self::rendered(*c)) {
            let own = c.attribute("id").and_then(|i| i.strip_prefix(self.prefix));
            if own.is_some_and(|i| SHEET_FURNITURE.contains(&i)) {
                continue;
            }
            self.drawn(c, ts);
        }
    }

    /// The document outside the board group: savanna's legend and page furniture are left out,
    /// everything else is read (`ts`: `parent`'s user units to board units; `furniture`:
    /// `parent` is inside savanna's page group).
    fn outside(&mut self, parent: roxmltree::Node<'d, 'i>, ts: Affine, furniture: bool) {
        let top = parent == self.doc.root_element();
        for c in parent.children().filter(|c| Self::rendered(*c)) {
            if c == self.board {
                continue;
            }
            let savannas = furniture
                || top
                    && c.attribute("id")
                        .is_some_and(|i| PAGE_FURNITURE.contains(&i));
            if c.descendants().any(|d| d == self.board) {
                // The board's ancestors (a page's groups, or a layer an editor made).
                match own_transform(c) {
                    Ok(own) => self.outside(c, ts.then_inner(own), savannas),
                    Err(why) => self.ignored.push((self.element(c), why)),
                }
            } else if !savannas {
                self.drawn(c, ts);
            }
        }
    }

    /// A `<use>` (`m`: its own transform included): the element it references (`href` or
    /// `xlink:href`, `#id`), drawn translated by its `x`, `y` (SVG 1.1 §5.6). A reference to
    /// nothing, to one of the `<use>`s being expanded (a loop), or past
    /// [`MAX_USE_EXPANSION`] is named as ignored.
    fn use_element(&mut self, n: roxmltree::Node<'d, 'i>, m: Affine) {
        let href = n
            .attributes()
            .find(|a| a.name() == "href")
            .map(|a| a.value().trim());
        let target = href.and_then(|h| h.strip_prefix('#')).and_then(|id| {
            self.doc
                .descendants()
                .find(|d| d.is_element() && d.attribute("id") == Some(id))
        });
        let Some(target) = target else {
            self.ignored.push((
                self.element(n),
                "a <use> whose reference is not in this file",
            ));
            return;
        };
        if self.uses.contains(&n)
            || target
                .descendants()
                .any(|d| self.uses.contains(&d) || d == n)
        {
            self.ignored
                .push((self.element(n), "a <use> that references itself (a loop)"));
            return;
        }
        let size = target.descendants().filter(|d| d.is_element()).count();
        if self.expanded + size > MAX_USE_EXPANSION {
            self.ignored.push((
                self.element(n),
                "a <use> past the limit of 100000 cloned elements",
            ));
            return;
        }
        self.expanded += size;
        let (x, y) = match (coordinate(n, "x"), coordinate(n, "y")) {
            (Ok(x), Ok(y)) => (x, y),
            _ => {
                self.ignored.push((
                    self.element(n),
                    "a coordinate is not a number in user units",
                ));
                return;
            }
        };
        self.uses.push(n);
        self.drawn(target, m.then_inner(Affine([1.0, 0.0, 0.0, 1.0, x, y])));
        self.uses.pop();
    }

    /// The board group's transform cannot be inverted or read: nothing outside it can be
    /// placed on the board, so every drawing element there is named as ignored.
    fn outside_unreadable(&mut self, root: roxmltree::Node<'d, 'i>) {
        for c in root.children().filter(|c| Self::rendered(*c)) {
            if c.descendants().any(|d| d == self.board)
                || c.attribute("id")
                    .is_some_and(|i| PAGE_FURNITURE.contains(&i))
            {
                continue;
            }
            self.ignored.push((
                self.element(c),
                "the board group's transform cannot be inverted",
            ));
        }
    }

    /// An element to read as board lines, `ts` mapping its parent's user units to board units.
    fn drawn(&mut self, n: roxmltree::Node<'d, 'i>, ts: Affine) {
        let own = match own_transform(n) {
            Ok(t) => t,
            Err(why) => {
                self.ignored.push((self.element(n), why));
                return;
            }
        };
        let m = ts.then_inner(own);
        let tag = n.tag_name().name();
        if matches!(tag, "g" | "a") || (tag == "symbol" && !self.uses.is_empty()) {
            for c in n.children().filter(|c| Self::rendered(*c)) {
                self.drawn(c, m);
            }
            return;
        }
        if tag == "use" {
            self.use_element(n, m);
            return;
        }
        match shape_polylines(n) {
            None => self.ignored.push((
                self.element(n),
                "not a straight-line shape (line, polyline, polygon, rect or path)",
            )),
            Some(Err(why)) => self.ignored.push((self.element(n), why)),
            Some(Ok((polylines, curved))) => {
                if curved {
                    self.notes.add(
                        Code::ImportCurve,
                        &self.element(n),
                        said!("diag-import-curve", n = CURVE_PIECES),
                        said!("diag-import-curve-help"),
                    );
                }
                let tag_span = start_tag(n, self.svg);
                for pl in polylines {
                    for w in pl.windows(2) {
                        let (a, b) = (m.apply(w[0]), m.apply(w[1]));
                        if a == b || !a.iter().chain(&b).all(|v| v.is_finite()) {
                            continue;
                        }
                        // A named line keeps its name: ends equal to 1e-9 of its size (an
                        // editor's transform and its inverse may leave a rounding error).
                        let near = |p: [f64; 2], q: [f64; 2]| {
                            (0..2).all(|i| (p[i] - q[i]).abs() <= 1e-9 * p[i].abs().max(1.0))
                        };
                        let name = self.named.iter_mut().find(|(l, found)| {
                            !*found
                                && (near(l.0, a) && near(l.1, b) || near(l.0, b) && near(l.1, a))
                        });
                        // A line the drawing rounded comes back exactly (`exact_lines`):
                        // its ends as the board file gave them, in the drawn direction.
                        let drawn = |p: [f64; 2], q: [f64; 2]| (0..2).all(|i| drawn_as(p[i], q[i]));
                        let exact = self.exact.iter_mut().find_map(|(p, q, found)| {
                            if *found {
                                return None;
                            }
                            let ends = if drawn(a, *p) && drawn(b, *q) {
                                [*p, *q]
                            } else if drawn(a, *q) && drawn(b, *p) {
                                [*q, *p]
                            } else {
                                return None;
                            };
                            *found = true;
                            Some(ends)
                        });
                        let (from, to) = match exact {
                            Some([p, q]) => (exact_pt(p), exact_pt(q)),
                            None => (pt(a), pt(b)),
                        };
                        let line = match name {
                            Some((l, found)) => {
                                *found = true;
                                format!("  - {{from: {from}, to: {to}, name: {}}}", yaml_str(&l.2))
                            }
                            None => format!("  - [{from}, {to}]"),
                        };
                        self.y.push(&line, Some(tag_span));
                        self.count += 1;
                    }
                }
            }
        }
    }
}
