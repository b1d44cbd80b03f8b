//! A board file's YAML text as a document that keeps the designer's comments and layout
//! ([`Doc`]): read once into the span tree of [`super::yaml::SpanTree`] (every node's byte
//! span), changed by byte patches of the nodes touched, and written back whole. Nothing is
//! re-serialised, so comments, key order, blank lines, quoting and flow or block style of
//! everything else stay byte for byte. The board edits ([`super::edit`]) are written on it.
//!
//! - `mod.rs`: the document, its values ([`Val`]) and their text, and [`EditError`].
//! - `read.rs`: reading the tree (spans, kinds, entries, lines and columns), refusing aliases,
//!   anchors, tags and merge keys.
//! - `patch.rs`: writing (patches, entries and items added or removed in the file's style).
//!
//! Numbers are written in their shortest round-trip decimal form (`120`, `0.5`, `1e-7`), as
//! the validated board file writes points; `-0` is written `0`. Strings are written plain when
//! that is unambiguous, otherwise double-quoted (JSON escapes, valid YAML).

mod patch;
mod read;

use super::spans::{NodeKind, SpanTree};
use super::yaml::{self, Node};
use crate::diagnostics::Span;
use std::fmt;

/// Why an edit was refused; the text is left as it was.
#[derive(Debug, Clone, PartialEq)]
pub struct EditError {
    /// What is wrong.
    pub message: String,
    /// What to do.
    pub help: String,
    /// The place in the file, if the error has one (bytes of the text given to [`crate::input::edit::apply`]).
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

/// A value to write.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Val {
    Num(f64),
    Int(i64),
    Bool(bool),
    Str(String),
    /// Items; `true`: written as a block list when it starts a new entry of a block mapping.
    Seq(Vec<Val>, bool),
    /// Entries; `true`: written as a block mapping when it starts a new entry of a block mapping.
    Map(Vec<(String, Val)>, bool),
}

/// `x` in its shortest round-trip decimal form; `-0` as `0`; exponent form outside
/// `[1e-5, 1e16)` (the plain form would run to many zeros).
pub(crate) fn fmt_num(x: f64) -> String {
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
pub(crate) fn fmt_str(s: &str) -> String {
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

pub(crate) fn flow(v: &Val) -> String {
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
pub(crate) fn same(node: &Node, v: &Val) -> bool {
    match (node, v) {
        (Node::Int(i), Val::Num(x)) => (*i as f64) == *x && x.fract() == 0.0,
        (Node::Float(f), Val::Num(x)) => f == x,
        (Node::Int(i), Val::Int(j)) => i == j,
        (Node::Bool(a), Val::Bool(b)) => a == b,
        (Node::String(a), Val::Str(b)) => a == b,
        _ => false,
    }
}

/// One replacement of the bytes `start..end` by `text`.
pub(crate) struct Patch {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) text: String,
}

/// Where a value sits as the value of a block or flow mapping entry: just after its key's
/// colon, and the key's column (for a block value written under it).
#[derive(Clone, Copy)]
pub(crate) struct Ctx {
    pub(crate) colon: usize,
    pub(crate) key_col: usize,
    pub(crate) key_end: usize,
}

pub(crate) struct Doc<'t> {
    pub(crate) text: &'t str,
    pub(crate) tree: SpanTree,
    /// The root mapping, `None` for a text of comments only.
    pub(crate) root: Option<u32>,
    pub(crate) nl: &'static str,
    /// Spaces per level of block mappings.
    pub(crate) indent: usize,
    /// Spaces from a key to the `-` of its block list's items.
    pub(crate) seq_indent: usize,
    pub(crate) patches: Vec<Patch>,
}

impl<'t> Doc<'t> {
    pub(crate) fn new(text: &'t str) -> Result<Self, EditError> {
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

    pub(crate) fn error(&self, at: usize, message: &str, help: &str) -> EditError {
        let at = at.min(self.text.len());
        let (line, _) = crate::diagnostics::line_column(self.text, at);
        EditError {
            message: message.to_string(),
            help: help.to_string(),
            span: Some(Span::new(at, 0)),
            line: Some(line),
        }
    }

    pub(crate) fn plain_error(message: String, help: &str) -> EditError {
        EditError {
            message,
            help: help.to_string(),
            span: None,
            line: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
