//! Edits of a board file's YAML text that keep the designer's comments and layout (issue 26:
//! the browser editor's YAML pane, kept in step with the board both ways).
//!
//! In: the text of a board file (block YAML) and one [`Edit`]. Out: the whole new text.
//!
//! How: the text is read into the span tree of [`super::yaml::SpanTree`] (every node's byte
//! span), and each edit becomes a few byte patches of the nodes it touches: a coordinate
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

use super::spans::{NodeKind, SpanTree};
use super::yaml::{self, Node};
use crate::diagnostics::Span;
use crate::units::Units;
use serde::{Deserialize, Serialize};
use std::fmt;

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

/// Why an edit was refused; the text is left as it was.
#[derive(Debug, Clone, PartialEq)]
pub struct EditError {
    /// What is wrong.
    pub message: String,
    /// What to do.
    pub help: String,
    /// The place in the file, if the error has one (bytes of the text given to [`apply`]).
    pub span: Option<Span>,
    /// Its 1-based line.
    pub line: Option<usize>,
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(l) = self.line {
            write!(f, "line {l}: ")?;
        }
        write!(f, "{}", self.message)?;
        if !self.help.is_empty() {
            write!(f, "; {}", self.help)?;
        }
        Ok(())
    }
}

impl std::error::Error for EditError {}

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

/// A value to write.
#[derive(Debug, Clone, PartialEq)]
enum Val {
    Num(f64),
    Int(i64),
    Bool(bool),
    Str(String),
    /// Items; `true`: written as a block list when it starts a new entry of a block mapping.
    Seq(Vec<Val>, bool),
    /// Entries; `true`: written as a block mapping when it starts a new entry of a block mapping.
    Map(Vec<(String, Val)>, bool),
}

fn pt(p: Xy) -> Val {
    Val::Seq(vec![Val::Num(p[0]), Val::Num(p[1])], false)
}

/// `x` in its shortest round-trip decimal form; `-0` as `0`; exponent form outside
/// `[1e-5, 1e16)` (the plain form would run to many zeros).
fn fmt_num(x: f64) -> String {
    let x = x + 0.0;
    let a = x.abs();
    if a != 0.0 && !(1e-5..1e16).contains(&a) {
        format!("{x:e}")
    } else {
        format!("{x}")
    }
}

/// `s` as a YAML scalar: plain when the library's writer would write it plain and it holds
/// nothing that means something in flow context; otherwise double-quoted.
fn fmt_str(s: &str) -> String {
    let plain_ok = !s.is_empty()
        && s.trim() == s
        && !s.starts_with(['-', '?', ':', '.', '~'])
        && !s.chars().any(|c| {
            c.is_control()
                || matches!(
                    c,
                    ',' | '['
                        | ']'
                        | '{'
                        | '}'
                        | '#'
                        | ':'
                        | '&'
                        | '*'
                        | '!'
                        | '|'
                        | '>'
                        | '\''
                        | '"'
                        | '%'
                        | '@'
                        | '`'
                        | '\\'
                )
        })
        && yaml::to_string(&s).is_ok_and(|t| t.trim_end() == s);
    if plain_ok {
        s.to_string()
    } else {
        serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
    }
}

fn flow(v: &Val) -> String {
    match v {
        Val::Num(x) => fmt_num(*x),
        Val::Int(i) => i.to_string(),
        Val::Bool(b) => b.to_string(),
        Val::Str(s) => fmt_str(s),
        Val::Seq(items, _) => {
            let parts: Vec<String> = items.iter().map(flow).collect();
            format!("[{}]", parts.join(", "))
        }
        Val::Map(entries, _) => {
            let parts: Vec<String> = entries
                .iter()
                .map(|(k, v)| format!("{}: {}", fmt_str(k), flow(v)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
    }
}

/// Whether the scalar `node` (as read) already is `v`, so that its text can stay as written.
fn same(node: &Node, v: &Val) -> bool {
    match (node, v) {
        (Node::Int(i), Val::Num(x)) => (*i as f64) == *x && x.fract() == 0.0,
        (Node::Float(f), Val::Num(x)) => f == x,
        (Node::Int(i), Val::Int(j)) => i == j,
        (Node::Bool(a), Val::Bool(b)) => a == b,
        (Node::String(a), Val::Str(b)) => a == b,
        _ => false,
    }
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

/// One replacement of the bytes `start..end` by `text`.
struct Patch {
    start: usize,
    end: usize,
    text: String,
}

/// Where a value sits as the value of a block or flow mapping entry: just after its key's
/// colon, and the key's column (for a block value written under it).
#[derive(Clone, Copy)]
struct Ctx {
    colon: usize,
    key_col: usize,
    key_end: usize,
}

struct Doc<'t> {
    text: &'t str,
    tree: SpanTree,
    /// The root mapping, `None` for a text of comments only.
    root: Option<u32>,
    nl: &'static str,
    /// Spaces per level of block mappings.
    indent: usize,
    /// Spaces from a key to the `-` of its block list's items.
    seq_indent: usize,
    patches: Vec<Patch>,
}

impl<'t> Doc<'t> {
    fn new(text: &'t str) -> Result<Self, EditError> {
        let base = if text.starts_with('\u{feff}') { 3 } else { 0 };
        let body = &text[base..];
        let mut tree = SpanTree::build(body);
        tree.shift(base);
        let nl = if text.contains("\r\n") { "\r\n" } else { "\n" };
        let mut doc = Doc {
            text,
            tree,
            root: None,
            nl,
            indent: 2,
            seq_indent: 2,
            patches: Vec::new(),
        };
        if doc.tree.refusal.is_some() {
            return Err(doc.error(
                doc.tree.refusal_at.offset,
                "the board file is too large or too deep to edit",
                "run `savanna check` on it and fix what it reports first",
            ));
        }
        if let Some((m, s)) = doc.tree.scan_error.clone() {
            return Err(doc.error(
                s.offset,
                &format!("the board file is not valid YAML ({m})"),
                "fix the YAML syntax first (see `savanna check`); edits need a file that reads",
            ));
        }
        if let Err(e) = yaml::parse(body) {
            let at = e.span.map_or(base, |s| s.offset + base);
            return Err(doc.error(
                at,
                &format!("the board file is not valid YAML ({})", e.message),
                "fix the YAML syntax first (see `savanna check`); edits need a file that reads",
            ));
        }
        if let Some(root) = doc.tree.root() {
            match doc.tree.kind(root) {
                Some(NodeKind::Map) if doc.is_flow(root) => {
                    return Err(doc.error(
                        doc.span(root).offset,
                        "the board is written as JSON (or one YAML flow mapping `{...}`), which the editor cannot change without rewriting it",
                        "save it as block YAML (one `key: value` per line, e.g. with `savanna build -o board.yaml` or by hand) and edit that",
                    ));
                }
                Some(NodeKind::Map) => {}
                _ => {
                    return Err(doc.error(
                        doc.span(root).offset,
                        "the board file is not a mapping of sections (`lines:`, `frame:`, ...)",
                        "start the file with `lines:` (see `savanna schema`)",
                    ));
                }
            }
            doc.guard(root, "the board")?;
            doc.root = Some(root);
            doc.measure_indent(root);
        }
        Ok(doc)
    }

    fn error(&self, at: usize, message: &str, help: &str) -> EditError {
        let at = at.min(self.text.len());
        let (line, _) = crate::diagnostics::line_column(self.text, at);
        EditError {
            message: message.to_string(),
            help: help.to_string(),
            span: Some(Span::new(at, 0)),
            line: Some(line),
        }
    }

    fn plain_error(message: String, help: &str) -> EditError {
        EditError {
            message,
            help: help.to_string(),
            span: None,
            line: None,
        }
    }

    // ----- reading the tree -------------------------------------------------------------

    fn span(&self, id: u32) -> Span {
        self.tree.span(id).unwrap_or_default()
    }

    fn end(&self, id: u32) -> usize {
        let s = self.span(id);
        s.offset + s.len
    }

    fn kind(&self, id: u32) -> NodeKind {
        self.tree.kind(id).unwrap_or(NodeKind::Scalar)
    }

    fn is_flow(&self, id: u32) -> bool {
        matches!(
            self.text.as_bytes().get(self.span(id).offset),
            Some(b'[' | b'{')
        )
    }

    /// An empty value (`key:` with nothing after it).
    fn is_empty_value(&self, id: u32) -> bool {
        self.kind(id) == NodeKind::Scalar && self.span(id).len == 0
    }

    fn children(&self, id: u32) -> Vec<u32> {
        (0..self.tree.child_count(id))
            .filter_map(|i| self.tree.child(id, i))
            .collect()
    }

    /// The value of scalar `id` as YAML reads it.
    fn scalar(&self, id: u32) -> Option<Node> {
        if self.kind(id) != NodeKind::Scalar {
            return None;
        }
        let s = self.span(id);
        let t = self.text.get(s.offset..s.offset + s.len)?;
        if t.is_empty() {
            return Some(Node::Null);
        }
        yaml::parse(t).ok()
    }

    fn key_text(&self, id: u32) -> Option<String> {
        self.scalar(id).and_then(|n| n.key_text())
    }

    /// Refuses a node that is an alias, holds one, or carries an anchor or a tag.
    fn guard(&self, id: u32, what: &str) -> Result<(), EditError> {
        if self.kind(id) == NodeKind::Alias {
            return Err(self.error(
                self.span(id).offset,
                &format!("{what} is a YAML alias (`*name`); editing it here would change what it stands for"),
                "write the value out in full instead of the alias, then edit",
            ));
        }
        if self.tree.decorated(id) && Some(id) != self.root {
            return Err(self.error(
                self.span(id).offset,
                &format!("{what} carries a YAML anchor (`&name`) or tag (`!tag`); editing it here would change other places of the board too"),
                "write the values out in full instead of anchors and aliases, then edit",
            ));
        }
        Ok(())
    }

    /// Refuses `id` and everything inside it as [`Doc::guard`] does.
    fn guard_all(&self, id: u32, what: &str) -> Result<(), EditError> {
        self.guard(id, what)?;
        for c in self.children(id) {
            self.guard_all(c, what)?;
        }
        Ok(())
    }

    /// The entries of mapping `map` as (key, value) node pairs, refusing merge keys.
    fn entries(&self, map: u32, what: &str) -> Result<Vec<(u32, u32)>, EditError> {
        self.guard(map, what)?;
        let c = self.children(map);
        let mut out = Vec::new();
        for kv in c.chunks(2) {
            if let [k, v] = *kv {
                if self.key_text(k).as_deref() == Some("<<") {
                    return Err(self.error(
                        self.span(k).offset,
                        &format!("{what} uses a YAML merge key (`<<`); editing it here could change what it merges"),
                        "write the merged entries out in full, then edit",
                    ));
                }
                out.push((k, v));
            }
        }
        Ok(out)
    }

    /// The first entry of `map` with key `key` (the loader uses the first of duplicates).
    fn get(&self, map: u32, key: &str, what: &str) -> Result<Option<(u32, u32)>, EditError> {
        Ok(self
            .entries(map, what)?
            .into_iter()
            .find(|&(k, _)| self.key_text(k).as_deref() == Some(key)))
    }

    fn root_get(&self, key: &str) -> Result<Option<(u32, u32)>, EditError> {
        match self.root {
            Some(r) => self.get(r, key, "the board"),
            None => Ok(None),
        }
    }

    fn line_start(&self, pos: usize) -> usize {
        self.text[..pos].rfind(['\n', '\r']).map_or(0, |i| i + 1)
    }

    fn column(&self, pos: usize) -> usize {
        pos - self.line_start(pos)
    }

    /// Just past the line end of the line holding byte `pos` (or the text's end).
    fn line_end(&self, pos: usize) -> usize {
        let b = self.text.as_bytes();
        match b[pos.min(b.len())..].iter().position(|&c| c == b'\n') {
            Some(i) => pos + i + 1,
            None => b.len(),
        }
    }

    /// Just past the line of the last byte of `id` (with its trailing comment).
    fn node_line_end(&self, id: u32) -> usize {
        let s = self.span(id);
        self.line_end((s.offset + s.len).saturating_sub(1).max(s.offset))
    }

    /// Just past the line where the entry `(k, v)` ends.
    fn entry_line_end(&self, k: u32, v: u32) -> usize {
        if self.is_empty_value(v) {
            self.node_line_end(k)
        } else {
            self.node_line_end(v)
        }
    }

    fn ctx(&self, k: u32) -> Result<Ctx, EditError> {
        let key_end = self.end(k);
        let rest = &self.text[key_end..];
        let skip = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        if rest[skip..].starts_with(':') {
            Ok(Ctx {
                colon: key_end + skip + 1,
                key_col: self.column(self.span(k).offset),
                key_end,
            })
        } else {
            Err(self.error(
                key_end,
                "this key is written in a form the editor does not follow (no `:` after it)",
                "write it as `key: value`",
            ))
        }
    }

    /// Whether only blanks come before `pos` on its line.
    fn starts_line(&self, pos: usize) -> bool {
        self.text[self.line_start(pos)..pos]
            .bytes()
            .all(|b| b == b' ' || b == b'\t')
    }

    fn measure_indent(&mut self, root: u32) {
        let Ok(entries) = self.entries(root, "the board") else {
            return;
        };
        let mut indent = None;
        let mut seq = None;
        for &(k, v) in &entries {
            let kc = self.column(self.span(k).offset);
            if self.is_flow(v) || self.span(v).len == 0 {
                continue;
            }
            let vc = self.column(self.span(v).offset);
            match self.kind(v) {
                NodeKind::Map if indent.is_none() && vc > kc => indent = Some(vc - kc),
                NodeKind::Seq if seq.is_none() && vc >= kc && !self.starts_after_key(k, v) => {
                    seq = Some(vc - kc)
                }
                _ => {}
            }
        }
        self.indent = indent.or(seq.filter(|&s| s > 0)).unwrap_or(2);
        self.seq_indent = seq.unwrap_or(self.indent);
    }

    /// Whether value `v` starts on the line of key `k`.
    fn starts_after_key(&self, k: u32, v: u32) -> bool {
        self.line_start(self.span(v).offset) == self.line_start(self.span(k).offset)
    }

    // ----- writing ------------------------------------------------------------------------

    fn patch(&mut self, start: usize, end: usize, text: String) {
        self.patches.push(Patch { start, end, text });
    }

    /// `text` inserted at `pos`, on a line of its own: a line break first when `pos` is the
    /// end of a text without a final line break.
    fn insert_lines(&mut self, pos: usize, text: String) {
        let needs_nl =
            pos == self.text.len() && !self.text.is_empty() && !self.text.ends_with('\n');
        let text = if needs_nl {
            format!("{}{text}", self.nl)
        } else {
            text
        };
        self.patch(pos, pos, text);
    }

    fn finish(mut self) -> Result<String, EditError> {
        // Stable: insertions at one place keep the order they were made in.
        self.patches.sort_by_key(|p| (p.start, p.end));
        let mut out = String::with_capacity(self.text.len() + 64);
        let mut at = 0;
        for p in &self.patches {
            if p.start < at {
                return Err(Self::plain_error(
                    "two parts of this edit overlap (a bug in savanna's editor)".into(),
                    "the file is unchanged; please report the board file and the edit",
                ));
            }
            out.push_str(&self.text[at..p.start]);
            out.push_str(&p.text);
            at = p.end;
        }
        out.push_str(&self.text[at..]);
        Ok(out)
    }

    /// The text of entry `key: val` as lines of a block mapping at column `col`.
    fn block_entry(&self, col: usize, key: &str, val: &Val) -> String {
        let pad = " ".repeat(col);
        let nl = self.nl;
        match val {
            Val::Map(entries, true) if !entries.is_empty() => {
                let mut s = format!("{pad}{}:{nl}", fmt_str(key));
                for (k, v) in entries {
                    s.push_str(&self.block_entry(col + self.indent, k, v));
                }
                s
            }
            Val::Seq(items, true) if !items.is_empty() => {
                let mut s = format!("{pad}{}:{nl}", fmt_str(key));
                s.push_str(&self.block_items(col + self.seq_indent, items));
                s
            }
            v => format!("{pad}{}: {}{nl}", fmt_str(key), flow(v)),
        }
    }

    fn block_items(&self, col: usize, items: &[Val]) -> String {
        let pad = " ".repeat(col);
        items
            .iter()
            .map(|v| format!("{pad}- {}{}", flow(v), self.nl))
            .collect()
    }

    /// The body of a block value (`Map`/`Seq` with the block flag) for a key at `key_col`.
    fn block_body(&self, key_col: usize, val: &Val) -> Option<String> {
        match val {
            Val::Map(entries, true) if !entries.is_empty() => Some(
                entries
                    .iter()
                    .map(|(k, v)| self.block_entry(key_col + self.indent, k, v))
                    .collect(),
            ),
            Val::Seq(items, true) if !items.is_empty() => {
                Some(self.block_items(key_col + self.seq_indent, items))
            }
            _ => None,
        }
    }

    /// Replaces node `id` (a mapping value at `ctx`, or a list item) whole by `val`.
    fn replace_whole(&mut self, id: u32, ctx: Option<Ctx>, val: &Val) {
        let block = matches!(self.kind(id), NodeKind::Seq | NodeKind::Map) && !self.is_flow(id);
        let empty = self.is_empty_value(id);
        match ctx {
            Some(c) if empty => {
                if let Some(body) = self.block_body(c.key_col, val) {
                    let pos = self.line_end(c.key_end.saturating_sub(1));
                    self.insert_lines(pos, body);
                } else {
                    self.patch(c.colon, c.colon, format!(" {}", flow(val)));
                }
            }
            Some(c) if block => {
                // The new value goes on the key's line (before its comment); the block's own
                // lines go, when they are lines of their own.
                let start = self.span(id).offset;
                if self.starts_line(start) {
                    self.patch(c.colon, c.colon, format!(" {}", flow(val)));
                    let (s, e) = (self.line_start(start), self.node_line_end(id));
                    self.patch(s, e, String::new());
                } else {
                    let end = self.end(id);
                    self.patch(c.colon, end, format!(" {}", flow(val)));
                }
            }
            _ => {
                let s = self.span(id);
                self.patch(s.offset, s.offset + s.len, flow(val));
            }
        }
    }

    /// Makes node `id` hold `val`, changing as few bytes as it can: a scalar that already reads
    /// as `val` stays as written; lists are changed item by item (extra items deleted, missing
    /// ones appended); a mapping gets its entries set one by one (others kept).
    fn set_node(
        &mut self,
        id: u32,
        ctx: Option<Ctx>,
        val: &Val,
        what: &str,
    ) -> Result<(), EditError> {
        self.guard(id, what)?;
        match (self.kind(id), val) {
            (NodeKind::Scalar, Val::Seq(..) | Val::Map(..)) => self.replace_whole(id, ctx, val),
            (NodeKind::Scalar, v) => {
                if !self.is_empty_value(id) && self.scalar(id).is_some_and(|n| same(&n, v)) {
                    return Ok(());
                }
                self.replace_whole(id, ctx, v);
            }
            (NodeKind::Seq, Val::Seq(items, _)) => {
                let old = self.children(id);
                if items.is_empty() {
                    if !old.is_empty() {
                        self.replace_whole(id, ctx, val);
                    }
                    return Ok(());
                }
                for (&c, v) in old.iter().zip(items) {
                    self.set_node(c, None, v, what)?;
                }
                if old.len() > items.len() {
                    self.delete_tail(id, items.len(), what)?;
                }
                if items.len() > old.len() {
                    self.append_items(id, &items[old.len()..], what)?;
                }
            }
            (NodeKind::Map, Val::Map(entries, _)) => {
                for (k, v) in entries {
                    self.set_entry(id, k, v, what)?;
                }
            }
            _ => {
                self.guard_all(id, what)?;
                self.replace_whole(id, ctx, val);
            }
        }
        Ok(())
    }

    /// Sets `key` of mapping `map` to `val`, adding the entry when missing.
    fn set_entry(&mut self, map: u32, key: &str, val: &Val, what: &str) -> Result<(), EditError> {
        match self.get(map, key, what)? {
            Some((k, v)) => {
                let ctx = self.ctx(k)?;
                self.set_node(v, Some(ctx), val, &format!("`{key}`"))
            }
            None => self.add_entry(map, key, val, None),
        }
    }

    /// Adds entry `key: val` to mapping `map`: at the end, or for a block mapping just after
    /// the line `after` ends on, if given.
    fn add_entry(
        &mut self,
        map: u32,
        key: &str,
        val: &Val,
        after: Option<usize>,
    ) -> Result<(), EditError> {
        let entries = self.entries(map, "this mapping")?;
        if self.is_flow(map) {
            let text = format!("{}: {}", fmt_str(key), flow(val));
            match entries.last() {
                Some(&(k, v)) => {
                    let end = if self.is_empty_value(v) {
                        self.end(k)
                    } else {
                        self.end(v)
                    };
                    self.patch(end, end, format!(", {text}"));
                }
                None => {
                    let at = self.span(map).offset + 1;
                    self.patch(at, at, text);
                }
            }
            return Ok(());
        }
        let Some(&(k0, _)) = entries.first() else {
            return Err(self.error(
                self.span(map).offset,
                "this mapping is empty in a form the editor cannot add to",
                "write the entry by hand",
            ));
        };
        let col = self.column(self.span(k0).offset);
        let pos = match after {
            Some(p) => p,
            None => {
                let &(k, v) = entries.last().unwrap_or(&(k0, k0));
                self.entry_line_end(k, v)
            }
        };
        let text = self.block_entry(col, key, val);
        self.insert_lines(pos, text);
        Ok(())
    }

    /// Sets a top-level section, adding it in [`super::TOP_KEYS`] order when missing.
    fn set_root(&mut self, key: &str, val: &Val) -> Result<(), EditError> {
        if let Some((k, v)) = self.root_get(key)? {
            let ctx = self.ctx(k)?;
            return self.set_node(v, Some(ctx), val, &format!("`{key}`"));
        }
        self.add_root(key, val)
    }

    fn add_root(&mut self, key: &str, val: &Val) -> Result<(), EditError> {
        let Some(root) = self.root else {
            let text = self.block_entry(0, key, val);
            let len = self.text.len();
            self.insert_lines(len, text);
            return Ok(());
        };
        let order = |k: &str| super::TOP_KEYS.iter().position(|t| *t == k);
        let mine = order(key).unwrap_or(usize::MAX);
        let entries = self.entries(root, "the board")?;
        // After the last section that comes before it in the usual order; else before the
        // first section of all.
        let before: Option<&(u32, u32)> = entries.iter().rev().find(|(k, _)| {
            self.key_text(*k)
                .and_then(|t| order(&t))
                .is_some_and(|o| o < mine)
        });
        let pos = match before {
            Some(&(k, v)) => self.entry_line_end(k, v),
            None => match entries.first() {
                Some(&(k, _)) if mine != usize::MAX => self.line_start(self.span(k).offset),
                _ => {
                    let &(k, v) = entries.last().unwrap_or(&(root, root));
                    self.entry_line_end(k, v)
                }
            },
        };
        self.add_entry(root, key, val, Some(pos))
    }

    /// Removes entry `(k, v)` of mapping `map` (a block entry with its lines and trailing
    /// comment).
    fn remove_entry(&mut self, map: u32, k: u32, v: u32) -> Result<(), EditError> {
        let entries = self.entries(map, "this mapping")?;
        let i = entries.iter().position(|&(a, _)| a == k).unwrap_or(0);
        let end_of = |d: &Self, (a, b): (u32, u32)| {
            if d.is_empty_value(b) {
                d.end(a)
            } else {
                d.end(b)
            }
        };
        self.guard_all(v, "this entry")?;
        if self.is_flow(map) {
            let (s, e) = if let Some(&next) = entries.get(i + 1) {
                (self.span(k).offset, self.span(next.0).offset)
            } else if i > 0 {
                (end_of(self, entries[i - 1]), end_of(self, (k, v)))
            } else {
                (self.span(k).offset, end_of(self, (k, v)))
            };
            self.patch(s, e, String::new());
            return Ok(());
        }
        let start = self.span(k).offset;
        if !self.starts_line(start) {
            return Err(self.error(
                start,
                "this entry shares its line with another node; the editor removes whole lines only",
                "put the entry on a line of its own",
            ));
        }
        let s = self.line_start(start);
        let e = self.entry_line_end(k, v);
        self.patch(s, e, String::new());
        Ok(())
    }

    /// Appends `items` to list `seq` in its style.
    fn append_items(&mut self, seq: u32, items: &[Val], what: &str) -> Result<(), EditError> {
        let old = self.children(seq);
        if self.is_flow(seq) {
            let parts: Vec<String> = items.iter().map(flow).collect();
            match old.last() {
                Some(&last) => {
                    let end = self.end(last);
                    self.patch(end, end, format!(", {}", parts.join(", ")));
                }
                None => {
                    let at = self.span(seq).offset + 1;
                    self.patch(at, at, parts.join(", "));
                }
            }
            return Ok(());
        }
        let Some(&last) = old.last() else {
            return Err(self.error(
                self.span(seq).offset,
                &format!("{what} is an empty list in a form the editor cannot add to"),
                "write `[]` for an empty list",
            ));
        };
        let dash = self.dash(last, what)?;
        let col = self.column(dash);
        let pos = self.node_line_end(last);
        // Items that are block mappings (`- from: ...` over several lines) get the same form.
        let block_map = self.kind(last) == NodeKind::Map && !self.is_flow(last);
        let key_col = self.column(self.span(last).offset);
        let pad = " ".repeat(col);
        let mut text = String::new();
        for v in items {
            match v {
                Val::Map(entries, _) if block_map && !entries.is_empty() => {
                    for (j, (k, x)) in entries.iter().enumerate() {
                        if j == 0 {
                            let gap = " ".repeat(key_col.saturating_sub(col + 1).max(1));
                            text.push_str(&format!(
                                "{pad}-{gap}{}: {}{}",
                                fmt_str(k),
                                flow(x),
                                self.nl
                            ));
                        } else {
                            text.push_str(&format!(
                                "{}{}: {}{}",
                                " ".repeat(key_col),
                                fmt_str(k),
                                flow(x),
                                self.nl
                            ));
                        }
                    }
                }
                v => text.push_str(&format!("{pad}- {}{}", flow(v), self.nl)),
            }
        }
        self.insert_lines(pos, text);
        Ok(())
    }

    /// The `-` indicator of block list item `item`, which must start its line.
    fn dash(&self, item: u32, what: &str) -> Result<usize, EditError> {
        let start = self.span(item).offset;
        let before = self.text[..start].trim_end_matches([' ', '\t']);
        if before.ends_with('-') && self.starts_line(before.len() - 1) {
            Ok(before.len() - 1)
        } else {
            Err(self.error(
                start,
                &format!("an item of {what} does not start its own line with `- `; the editor changes whole lines of block lists only"),
                "put each item on a line of its own, starting with `- `",
            ))
        }
    }

    /// Deletes item `i` of list `seq` (block: its lines, with its own trailing comment).
    fn delete_item(&mut self, seq: u32, i: usize, what: &str) -> Result<(), EditError> {
        let items = self.children(seq);
        let Some(&item) = items.get(i) else {
            return Ok(());
        };
        if self.is_flow(seq) {
            let (s, e) = if let Some(&next) = items.get(i + 1) {
                (self.span(item).offset, self.span(next).offset)
            } else if i > 0 {
                (self.end(items[i - 1]), self.end(item))
            } else {
                (self.span(item).offset, self.end(item))
            };
            self.patch(s, e, String::new());
            return Ok(());
        }
        let dash = self.dash(item, what)?;
        let s = self.line_start(dash);
        let e = self.node_line_end(item);
        self.patch(s, e, String::new());
        Ok(())
    }

    /// Deletes the items of `seq` from index `from` on.
    fn delete_tail(&mut self, seq: u32, from: usize, what: &str) -> Result<(), EditError> {
        let items = self.children(seq);
        if self.is_flow(seq) && from > 0 && from < items.len() {
            let s = self.end(items[from - 1]);
            let e = self.end(items[items.len() - 1]);
            self.patch(s, e, String::new());
            return Ok(());
        }
        for i in from..items.len() {
            self.delete_item(seq, i, what)?;
        }
        Ok(())
    }

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
            Edit::SetPieces { lion, jackal } => self.set_pieces(*lion, *jackal),
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

    fn set_pieces(&mut self, lion: Option<f64>, jackal: Option<f64>) -> Result<(), EditError> {
        let given: Vec<(&str, f64)> = [("lion", lion), ("jackal", jackal)]
            .into_iter()
            .filter_map(|(k, d)| d.map(|d| (k, d)))
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
                let val = Val::Map(
                    vec![
                        ("lion".into(), kind("lion", lion)),
                        ("jackal".into(), kind("jackal", jackal)),
                    ],
                    true,
                );
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
    fn numbers_and_strings() {
        assert_eq!(fmt_num(120.0), "120");
        assert_eq!(fmt_num(-0.0), "0");
        assert_eq!(fmt_num(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(fmt_num(1e-7), "1e-7");
        assert_eq!(fmt_str("Acacia Grove"), "Acacia Grove");
        assert_eq!(fmt_str("NO"), "\"NO\"");
        assert_eq!(fmt_str("a, b"), "\"a, b\"");
        assert_eq!(fmt_str("12"), "\"12\"");
        for s in ["1e-7", "0.30000000000000004", "1.5e20"] {
            assert!(matches!(yaml::parse(s), Ok(Node::Float(_))), "{s}");
        }
    }

    #[test]
    fn spans_of_quoted_and_anchored_scalars() {
        let text = "a: 'x y'\nb: &k [1, 2]\nc: *k\n";
        let t = SpanTree::build(text);
        let r = t.root().unwrap();
        let s = |id| {
            let sp = t.span(id).unwrap();
            &text[sp.offset..sp.offset + sp.len]
        };
        assert_eq!(s(t.child(r, 1).unwrap()), "'x y'");
        assert!(t.decorated(t.child(r, 3).unwrap()));
        // The span of an anchored node starts at its anchor (the edits refuse such nodes).
        assert_eq!(s(t.child(r, 3).unwrap()), "&k [1, 2]");
        assert!(!t.decorated(t.child(r, 1).unwrap()));
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
