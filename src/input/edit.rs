//! Edits of a board file's YAML text that keep the designer's comments and layout (issue 26:
//! the browser editor's YAML pane, kept in step with the board both ways).
//!
//! In: the text of a board file (block YAML) and one [`Edit`]. Out: the whole new text.
//!
//! How: the text is read as a format-preserving document (`super::document`: the span tree of
//! [`super::yaml::SpanTree`], every node's byte span), and each edit becomes a few byte patches of the nodes it touches: a coordinate
//! replaces the bytes of one number, a new list item is inserted after the last one in the
//! list's own style, a deleted item goes with its line (and its own trailing comment). Nothing
//! is re-serialised, so comments, key order, blank lines, quoting and flow or block style of
//! everything else stay byte for byte. A flow collection (`{from: [0, 120], to: ...}`) stays
//! flow, a block list stays block. Keys and sections that are missing are added in the file's
//! indentation (measured from its first nested block), top-level sections in the order of
//! [`super::TOP_KEYS`].
//!
//! Numbers are written in their shortest round-trip decimal form (`120`, `0.5`, `1e-7`), as
//! the validated board file writes points; `-0` is written `0`. Strings are written plain when
//! that is unambiguous, otherwise double-quoted (JSON escapes, valid YAML).
//!
//! Refused, with an [`EditError`] naming the line: a text that is not valid YAML, a board
//! written as JSON or as one flow mapping (`{...}`), and touching a node that is (or holds) a
//! YAML alias, or carries an anchor or a tag, or a mapping with a merge key (`<<`): editing
//! the text there would change other places of the board or mean something else.
//!
//! Lengths are in the board's units; coordinates x right, y down (the board file's axes).

use super::document::{Doc, Val, fmt_str};
use super::spans::{NodeKind, SpanTree};
use super::yaml::{self, Node};
use crate::units::Units;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use super::document::EditError;

/// A point `[x, y]` in board units (x right, y down).
pub type Xy = [f64; 2];

/// One edit of a board file, as the browser editor sends it (JSON with an `op` tag; the shape
/// of `Edit` in the engine's TypeScript declarations). Coordinates in board units.
///
/// ```
/// let e: savanna::input::edit::Edit =
///     serde_json::from_str(r#"{"op": "move_point", "line": "river", "end": "to", "at": [420, 50]}"#).unwrap();
/// let text = "lines:\n  - {from: [0, 120], to: [420, 40], name: river} # the river\n";
/// let out = savanna::input::edit::apply(text, &e).unwrap();
/// assert_eq!(out, "lines:\n  - {from: [0, 120], to: [420, 50], name: river} # the river\n");
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Edit {
    /// Appends a line to `lines:` (long form `{from, to, name}` when named or when the list's
    /// last line is in long form, else short form `[from, to]`).
    AddLine {
        /// Start point.
        from: Xy,
        /// End point.
        to: Xy,
        /// Optional name.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// Moves one end of a line.
    MovePoint {
        /// The line: its index in `lines:` (0-based) or its name.
        line: LineRef,
        /// Which end.
        end: End,
        /// The new point.
        at: Xy,
    },
    /// Deletes a line (with its own trailing comment).
    DeleteLine {
        /// The line: its index in `lines:` (0-based) or its name.
        line: LineRef,
    },
    /// Sets the frame: `[width, height]` (a rectangle from the origin) or a polygon.
    SetFrame {
        /// The new frame.
        frame: FrameSpec,
    },
    /// Names the region holding a point: writes `regions: NAME: [x, y]` (replacing the point
    /// when the name is already there).
    NameRegion {
        /// A point inside the region.
        at: Xy,
        /// The region's name.
        name: String,
    },
    /// Renames a region name: the `regions:` entry `from` gets the key `to` (its point kept),
    /// and the references of `setup:` to `from` follow. ([`crate::frontend::edit`] turns a
    /// `name_region` on a region already named otherwise into this.)
    RenameRegion {
        /// The name in `regions:`.
        from: String,
        /// The new name (not already in `regions:`).
        to: String,
    },
    /// Sets the start position (`setup:`).
    SetStart {
        /// One region per lion (names, or region ids).
        lions: Vec<RegionArg>,
        /// The region holding the whole pack.
        jackals: RegionArg,
    },
    /// Sets one option of `game:` (one of [`super::game_rules::GAME_KEYS`]); `null` removes it
    /// (and `game:` with it when it was the last one).
    SetGame {
        /// The option's key.
        key: String,
        /// Its value (a number, `true`/`false` or a choice's name), or `null` to remove it.
        value: Option<GameValue>,
    },
    /// Sets one threshold of `rules:` (one of [`super::load::RULE_KEYS`]); `null` removes it
    /// (and `rules:` with it when it was the last one).
    SetRule {
        /// The threshold's key.
        key: String,
        /// Its value, or `null` to remove it.
        value: Option<GameValue>,
    },
    /// Sets the snap grid pitch (`snap:`, board units).
    SetSnap {
        /// The pitch.
        snap: f64,
    },
    /// Sets `units:` (the numbers of the file are not converted).
    SetUnits {
        /// The new unit.
        units: Units,
    },
    /// Sets piece diameters (board units). Without a `pieces:` section, one is written with
    /// both kinds (the defaults, in the board's units, for the one not given), since a given
    /// `pieces:` replaces the defaults whole.
    SetPieces {
        /// The lion's disc diameter.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lion: Option<f64>,
        /// The jackal's disc diameter.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        jackal: Option<f64>,
        /// Other piece kinds' diameters, by kind name (`{"zebra": 25}`); a kind the file does
        /// not give yet is added with a count of 1.
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        others: BTreeMap<String, f64>,
    },
}

/// A line of `lines:`: by index (0-based) or by name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LineRef {
    /// The index in `lines:`, from 0.
    Index(usize),
    /// The name of a long-form line.
    Name(String),
}

/// A line's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// The `from` point (the first of the short form).
    From,
    /// The `to` point (the second of the short form).
    To,
}

/// A frame: `[width, height]` or a polygon `[[x, y], ...]`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FrameSpec {
    /// The rectangle `(0, 0)-(width, height)`.
    Rect(Xy),
    /// A simple polygon, corners in order, no repeated closing point.
    Polygon(Vec<Xy>),
}

/// A region in `setup:`: a region id (1..n) or a name from `regions:`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RegionArg {
    /// A region id.
    Id(u32),
    /// A region name.
    Name(String),
}

/// The value of a `game:` option.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum GameValue {
    /// `true` / `false`.
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// Any other number.
    Float(f64),
    /// A choice (`jackals`, `region`, ...).
    Text(String),
}

/// Applies `edit` to the board file `source` and returns the whole new text; only the bytes of
/// the touched nodes change (see the module docs).
///
/// The result is checked to be valid YAML again; whether the board is valid is for the loader
/// and the checks to say (e.g. a line moved outside the frame).
///
/// # Errors
/// An [`EditError`] with the line and what to do when `source` is not valid YAML, is written
/// as JSON or a flow mapping, is not a mapping, when the touched node uses an alias, an anchor,
/// a tag or a merge key, when the edit names a line that is not there (or a name two lines
/// have), when a number is NaN or infinite, or `set_game` names an unknown option.
///
/// # Panics
/// Never.
pub fn apply(source: &str, edit: &Edit) -> Result<String, EditError> {
    let mut doc = Doc::new(source)?;
    doc.edit(edit)?;
    let out = doc.finish()?;
    // A safety net: an edit that broke the YAML is a bug here, never a corrupted file.
    let body = out.strip_prefix('\u{feff}').unwrap_or(&out);
    let tree = SpanTree::build(body);
    if tree.scan_error.is_some() || yaml::parse(body).is_err() {
        return Err(EditError {
            message: "this edit would make the YAML invalid (a bug in savanna's editor)".into(),
            help: "the file is unchanged; please report the board file and the edit".into(),
            span: None,
            line: None,
        });
    }
    Ok(out)
}

fn pt(p: Xy) -> Val {
    Val::Seq(vec![Val::Num(p[0]), Val::Num(p[1])], false)
}

fn check_finite(xs: &[f64], what: &str) -> Result<(), EditError> {
    if xs.iter().all(|x| x.is_finite()) {
        Ok(())
    } else {
        Err(EditError {
            message: format!("{what} is not a finite number"),
            help: "give finite numbers in board units".into(),
            span: None,
            line: None,
        })
    }
}

impl Doc<'_> {
    // ----- the edits -------------------------------------------------------------------------

    fn edit(&mut self, edit: &Edit) -> Result<(), EditError> {
        match edit {
            Edit::AddLine { from, to, name } => {
                check_finite(&[from[0], from[1], to[0], to[1]], "a point of the new line")?;
                self.add_line(*from, *to, name.as_deref())
            }
            Edit::MovePoint { line, end, at } => {
                check_finite(at, "the new point")?;
                self.move_point(line, *end, *at)
            }
            Edit::DeleteLine { line } => self.delete_line(line),
            Edit::SetFrame { frame } => self.set_frame(frame),
            Edit::NameRegion { at, name } => {
                check_finite(at, "the region's point")?;
                let val = Val::Map(vec![(name.clone(), pt(*at))], true);
                match self.root_get("regions")? {
                    Some((k, v)) if self.kind(v) == NodeKind::Map => {
                        let _ = k;
                        self.set_entry(v, name, &pt(*at), "`regions`")
                    }
                    _ => self.set_root("regions", &val),
                }
            }
            Edit::RenameRegion { from, to } => self.rename_region(from, to),
            Edit::SetStart { lions, jackals } => {
                let r = |a: &RegionArg| match a {
                    RegionArg::Id(i) => Val::Int(i64::from(*i)),
                    RegionArg::Name(s) => Val::Str(s.clone()),
                };
                let val = Val::Map(
                    vec![
                        (
                            "lions".into(),
                            Val::Seq(lions.iter().map(r).collect(), false),
                        ),
                        ("jackals".into(), r(jackals)),
                    ],
                    true,
                );
                self.set_root("setup", &val)
            }
            Edit::SetGame { key, value } => self.set_game(key, value.as_ref()),
            Edit::SetRule { key, value } => {
                self.set_option("rules", super::load::RULE_KEYS, key, value.as_ref())
            }
            Edit::SetSnap { snap } => {
                check_finite(&[*snap], "the snap pitch")?;
                self.set_root("snap", &Val::Num(*snap))
            }
            Edit::SetUnits { units } => self.set_root("units", &Val::Str(units.as_str().into())),
            Edit::SetPieces {
                lion,
                jackal,
                others,
            } => self.set_pieces(*lion, *jackal, others),
        }
    }

    fn lines(&self) -> Result<Option<(u32, u32)>, EditError> {
        self.root_get("lines")
    }

    /// The item of `lines:` that `line` names.
    fn line_item(&self, line: &LineRef) -> Result<u32, EditError> {
        let Some((k, v)) = self.lines()? else {
            return Err(Self::plain_error(
                "the board has no `lines:`".into(),
                "add a line first",
            ));
        };
        if self.kind(v) != NodeKind::Seq {
            return Err(self.error(
                self.span(k).offset,
                "`lines:` is not a list",
                "write `lines:` as a list of `[[x, y], [x, y]]` or `{from: [x, y], to: [x, y]}`",
            ));
        }
        self.guard(v, "`lines`")?;
        let items = self.children(v);
        match line {
            LineRef::Index(i) => items.get(*i).copied().ok_or_else(|| {
                self.error(
                    self.span(k).offset,
                    &format!(
                        "there is no line {i}: `lines:` holds {} (indices from 0)",
                        items.len()
                    ),
                    "give an index below the number of lines, or a line's name",
                )
            }),
            LineRef::Name(name) => {
                let mut found = Vec::new();
                for (i, &item) in items.iter().enumerate() {
                    if self.kind(item) == NodeKind::Map
                        && let Some((_, nv)) = self.get(item, "name", "a line")?
                        && self.key_text(nv).as_deref() == Some(name.as_str())
                    {
                        found.push((i, item));
                    }
                }
                match found.as_slice() {
                    [(_, item)] => Ok(*item),
                    [] => Err(self.error(
                        self.span(k).offset,
                        &format!("no line is named `{name}`"),
                        "give the line's index in `lines:` (from 0), or a name a line has",
                    )),
                    [(a, _), (b, _), ..] => Err(self.error(
                        self.span(found[1].1).offset,
                        &format!("two lines are named `{name}` (lines {a} and {b})"),
                        "give the line's index in `lines:` instead of its name",
                    )),
                }
            }
        }
    }

    fn add_line(&mut self, from: Xy, to: Xy, name: Option<&str>) -> Result<(), EditError> {
        let lines = self.lines()?;
        let long = name.is_some()
            || lines.is_some_and(|(_, v)| {
                self.kind(v) == NodeKind::Seq
                    && self
                        .children(v)
                        .last()
                        .is_some_and(|&l| self.kind(l) == NodeKind::Map)
            });
        let item = if long {
            let mut e = vec![("from".to_string(), pt(from)), ("to".to_string(), pt(to))];
            if let Some(n) = name {
                e.push(("name".into(), Val::Str(n.into())));
            }
            Val::Map(e, false)
        } else {
            Val::Seq(vec![pt(from), pt(to)], false)
        };
        let Some((k, v)) = lines else {
            return self.add_root("lines", &Val::Seq(vec![item], true));
        };
        let ctx = self.ctx(k)?;
        self.guard(v, "`lines`")?;
        match self.kind(v) {
            NodeKind::Seq if self.is_flow(v) && self.children(v).is_empty() => {
                // `lines: []`: the first line starts a block list under the key (a trailing
                // comment stays on the key's line).
                let end = self.end(v);
                self.patch(ctx.colon, end, String::new());
                let pos = self.line_end(end.saturating_sub(1));
                let body = self.block_items(ctx.key_col + self.seq_indent, &[item]);
                self.insert_lines(pos, body);
                Ok(())
            }
            NodeKind::Seq => self.append_items(v, &[item], "`lines`"),
            _ if self.is_empty_value(v) => {
                self.replace_whole(v, Some(ctx), &Val::Seq(vec![item], true));
                Ok(())
            }
            _ => Err(self.error(
                self.span(v).offset,
                "`lines:` is not a list",
                "write `lines:` as a list (`lines: []` when empty)",
            )),
        }
    }

    fn move_point(&mut self, line: &LineRef, end: End, at: Xy) -> Result<(), EditError> {
        let item = self.line_item(line)?;
        self.guard(item, "this line")?;
        let key = match end {
            End::From => "from",
            End::To => "to",
        };
        match self.kind(item) {
            NodeKind::Map => self.set_entry(item, key, &pt(at), "this line"),
            NodeKind::Seq => {
                let c = self.children(item);
                let i = usize::from(end == End::To);
                match c.get(i) {
                    Some(&p) if c.len() == 2 => {
                        self.set_node(p, None, &pt(at), "this line's point")
                    }
                    _ => Err(self.error(
                        self.span(item).offset,
                        "this line is not `[[x, y], [x, y]]`",
                        "fix the line first (see `savanna check`)",
                    )),
                }
            }
            _ => Err(self.error(
                self.span(item).offset,
                "this line is neither `[[x, y], [x, y]]` nor `{from: [x, y], to: [x, y]}`",
                "fix the line first (see `savanna check`)",
            )),
        }
    }

    fn delete_line(&mut self, line: &LineRef) -> Result<(), EditError> {
        let item = self.line_item(line)?;
        let Some((k, v)) = self.lines()? else {
            return Ok(());
        };
        self.guard_all(item, "this line")?;
        let items = self.children(v);
        let i = items.iter().position(|&x| x == item).unwrap_or(0);
        if items.len() == 1 && !self.is_flow(v) {
            let ctx = self.ctx(k)?;
            self.replace_whole(v, Some(ctx), &Val::Seq(Vec::new(), false));
            return Ok(());
        }
        self.delete_item(v, i, "`lines`")
    }

    fn set_frame(&mut self, frame: &FrameSpec) -> Result<(), EditError> {
        let (set, drop): (Vec<(&str, Val)>, &[&str]) = match frame {
            FrameSpec::Rect([w, h]) => {
                check_finite(&[*w, *h], "the frame's size")?;
                (
                    vec![("width", Val::Num(*w)), ("height", Val::Num(*h))],
                    &["polygon"],
                )
            }
            FrameSpec::Polygon(p) => {
                check_finite(
                    &p.iter().flatten().copied().collect::<Vec<_>>(),
                    "a corner of the frame",
                )?;
                (
                    vec![(
                        "polygon",
                        Val::Seq(p.iter().map(|&c| pt(c)).collect(), false),
                    )],
                    &["width", "height"],
                )
            }
        };
        let full = Val::Map(
            set.iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
            true,
        );
        match self.root_get("frame")? {
            // A flow frame that changes form is one short node: written anew.
            Some((k, v))
                if self.kind(v) == NodeKind::Map
                    && self.is_flow(v)
                    && drop
                        .iter()
                        .any(|d| self.get(v, d, "`frame`").is_ok_and(|e| e.is_some())) =>
            {
                self.guard_all(v, "`frame`")?;
                let ctx = self.ctx(k)?;
                self.replace_whole(v, Some(ctx), &full);
                Ok(())
            }
            Some((_, v)) if self.kind(v) == NodeKind::Map && !self.children(v).is_empty() => {
                for (key, val) in &set {
                    self.set_entry(v, key, val, "`frame`")?;
                }
                for key in drop {
                    if let Some((fk, fv)) = self.get(v, key, "`frame`")? {
                        self.remove_entry(v, fk, fv)?;
                    }
                }
                Ok(())
            }
            _ => self.set_root("frame", &full),
        }
    }

    fn rename_region(&mut self, from: &str, to: &str) -> Result<(), EditError> {
        let regions = match self.root_get("regions")? {
            Some((_, v)) if self.kind(v) == NodeKind::Map => v,
            _ => {
                return Err(Self::plain_error(
                    format!("no region is named `{from}`: the board has no `regions:`"),
                    "name the region first (`name_region`)",
                ));
            }
        };
        let entries = self.entries(regions, "`regions`")?;
        let key_of = |d: &Self, n: &str| {
            entries
                .iter()
                .find(|&&(k, _)| d.key_text(k).as_deref() == Some(n))
                .copied()
        };
        let Some((k, _)) = key_of(self, from) else {
            return Err(self.error(
                self.span(regions).offset,
                &format!("no region is named `{from}`"),
                "give a name that `regions:` holds",
            ));
        };
        if from == to {
            return Ok(());
        }
        if let Some((other, _)) = key_of(self, to) {
            return Err(self.error(
                self.span(other).offset,
                &format!("`{to}` already names a region"),
                "rename or remove that name first, or choose another",
            ));
        }
        self.guard(k, "this region's name")?;
        let s = self.span(k);
        self.patch(s.offset, s.offset + s.len, fmt_str(to));
        // `setup:` references by name follow.
        if let Some((_, setup)) = self.root_get("setup")?
            && self.kind(setup) == NodeKind::Map
        {
            let mut refs = Vec::new();
            if let Some((_, lions)) = self.get(setup, "lions", "`setup`")? {
                if self.kind(lions) == NodeKind::Seq {
                    refs.extend(self.children(lions));
                } else {
                    refs.push(lions);
                }
            }
            if let Some((_, j)) = self.get(setup, "jackals", "`setup`")? {
                refs.push(j);
            }
            for r in refs {
                if self.kind(r) == NodeKind::Scalar
                    && self.scalar(r) == Some(Node::String(from.to_string()))
                {
                    self.guard(r, "a region of `setup`")?;
                    let s = self.span(r);
                    self.patch(s.offset, s.offset + s.len, fmt_str(to));
                }
            }
        }
        Ok(())
    }

    fn set_game(&mut self, key: &str, value: Option<&GameValue>) -> Result<(), EditError> {
        self.set_option("game", super::game_rules::GAME_KEYS, key, value)
    }

    /// Sets option `key` (one of `keys`) of the top-level mapping `section` to `value`, or
    /// removes it (and the section with it when it was the last one) for `None`.
    fn set_option(
        &mut self,
        section: &str,
        keys: &[&str],
        key: &str,
        value: Option<&GameValue>,
    ) -> Result<(), EditError> {
        if !keys.contains(&key) {
            return Err(Self::plain_error(
                format!("`{key}` is not an option of `{section}:`"),
                &format!("use one of: {}", keys.join(", ")),
            ));
        }
        let ctx = format!("`{section}`");
        let found = self.root_get(section)?;
        let Some(value) = value else {
            // Remove the option (and the section when it was its last).
            let Some((gk, gv)) = found else { return Ok(()) };
            if self.kind(gv) != NodeKind::Map {
                return Ok(());
            }
            let Some((k, v)) = self.get(gv, key, &ctx)? else {
                return Ok(());
            };
            if self.children(gv).len() == 2 && !self.is_flow(gv) {
                let root = self.root.unwrap_or(0);
                return self.remove_entry(root, gk, gv);
            }
            return self.remove_entry(gv, k, v);
        };
        let val = match value {
            GameValue::Bool(b) => Val::Bool(*b),
            GameValue::Int(i) => Val::Int(*i),
            GameValue::Float(x) => {
                check_finite(&[*x], "the option's value")?;
                Val::Num(*x)
            }
            GameValue::Text(s) => Val::Str(s.clone()),
        };
        match found {
            Some((_, gv)) if self.kind(gv) == NodeKind::Map && !self.children(gv).is_empty() => {
                self.set_entry(gv, key, &val, &ctx)
            }
            _ => self.set_root(section, &Val::Map(vec![(key.into(), val)], true)),
        }
    }

    fn set_pieces(
        &mut self,
        lion: Option<f64>,
        jackal: Option<f64>,
        others: &BTreeMap<String, f64>,
    ) -> Result<(), EditError> {
        let given: Vec<(&str, f64)> = [("lion", lion), ("jackal", jackal)]
            .into_iter()
            .filter_map(|(k, d)| d.map(|d| (k, d)))
            .chain(
                others
                    .iter()
                    .filter(|(k, _)| !matches!(k.as_str(), "lion" | "jackal"))
                    .map(|(k, d)| (k.as_str(), *d)),
            )
            .collect();
        check_finite(&given.iter().map(|g| g.1).collect::<Vec<_>>(), "a diameter")?;
        if given.is_empty() {
            return Ok(());
        }
        let units = match self.root_get("units")? {
            Some((_, v)) => match self.scalar(v) {
                Some(Node::String(s)) => match s.as_str() {
                    "cm" => Units::Cm,
                    "m" => Units::M,
                    "in" => Units::In,
                    _ => Units::Mm,
                },
                _ => Units::Mm,
            },
            None => Units::Mm,
        };
        let defaults = super::default_pieces(units);
        let kind = |name: &str, d: Option<f64>| {
            let def = defaults.iter().find(|p| p.name == name);
            Val::Map(
                vec![
                    (
                        "diameter".into(),
                        Val::Num(d.or(def.map(|p| p.diameter)).unwrap_or(1.0)),
                    ),
                    (
                        "count".into(),
                        Val::Int(def.map_or(1, |p| i64::from(p.count))),
                    ),
                ],
                false,
            )
        };
        match self.root_get("pieces")? {
            Some((_, pv)) if self.kind(pv) == NodeKind::Map && !self.children(pv).is_empty() => {
                for (name, d) in given {
                    match self.get(pv, name, "`pieces`")? {
                        Some((_, v)) if self.kind(v) == NodeKind::Map => {
                            self.set_entry(v, "diameter", &Val::Num(d), "`pieces`")?
                        }
                        _ => self.set_entry(pv, name, &kind(name, Some(d)), "`pieces`")?,
                    }
                }
                Ok(())
            }
            _ => {
                let mut kinds = vec![
                    ("lion".into(), kind("lion", lion)),
                    ("jackal".into(), kind("jackal", jackal)),
                ];
                kinds.extend(
                    given
                        .iter()
                        .filter(|(k, _)| !matches!(*k, "lion" | "jackal"))
                        .map(|(k, d)| (k.to_string(), kind(k, Some(*d)))),
                );
                let val = Val::Map(kinds, true);
                self.set_root("pieces", &val)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ap(text: &str, json: &str) -> String {
        let e: Edit = serde_json::from_str(json).unwrap();
        apply(text, &e).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn empty_flow_lines_become_a_block_list() {
        let out = ap(
            "lines: [] # none yet\n",
            r#"{"op":"add_line","from":[0,0],"to":[1,1]}"#,
        );
        assert_eq!(out, "lines: # none yet\n  - [[0, 0], [1, 1]]\n");
    }

    #[test]
    fn an_empty_text_gets_its_first_section() {
        let out = ap(
            "# my board\n",
            r#"{"op":"add_line","from":[0,0],"to":[1,1],"name":"a"}"#,
        );
        assert_eq!(
            out,
            "# my board\nlines:\n  - {from: [0, 0], to: [1, 1], name: a}\n"
        );
    }
}
