//! All YAML input and output of savanna goes through this module: reading with serde_yaml
//! (provided by the maintained `serde_norway` fork) and `saphyr-parser`, writing with
//! `serde-saphyr`.
//!
//! Reading a board file takes two passes over the text:
//!
//! 1. [`SpanTree::build`] runs the marked event parser of `saphyr-parser` (a YAML 1.2 parser that
//!    reports the span of every event) and records, for every node of the document, its byte span
//!    in the file. serde_norway has no span API (only `Error::location()` for syntax errors), so
//!    this tree is what lets every diagnostic point at the exact value in the file. The same pass
//!    measures the document (number of nodes, with aliases expanded, and nesting depth) so that
//!    oversized inputs and alias bombs ("billion laughs") are refused before anything expands
//!    them. It also keeps the source text of plain scalars ([`SpanTree::plain_text`]), so that a
//!    name written `0x1F` or `NO` stays that text instead of the number or boolean YAML makes
//!    of it.
//! 2. [`parse`] deserialises the text through serde_yaml into a [`Node`], a YAML value that keeps
//!    mapping entries in file order *including duplicate keys* (serde_yaml's own `Value` refuses
//!    the whole file at the first duplicate, which would hide every other problem).
//!
//! The two trees have the same shape (a mapping's `i`-th entry is its `i`-th key/value pair in
//! both), so a walker can descend both in step: see [`SpanTree::child`]. Where they differ (an
//! alias, which serde expands and the span tree keeps as one leaf) the walker falls back to the
//! nearest enclosing span.
//!
//! All byte offsets are into the text as given to [`SpanTree::build`] / [`parse`].
//!
//! Writing ([`to_string`], [`to_writer`]) quotes every string that a YAML 1.1 or 1.2 reader would
//! resolve to something else (`NO`, `on`, `y`, `~`, `null`, `0x1F`, `1_000`, `1:20`,
//! `2001-12-14`, ...), so a region named `NO` is read back as the text `NO` by PyYAML and other
//! YAML 1.1 readers too. serde_norway quotes only what its own YAML 1.2 resolver would change,
//! which is why output goes through serde-saphyr.

pub use super::spans::{MAX_DEPTH, MAX_JUMPS_PER_NODE, MAX_NODES, NodeKind, Refusal, SpanTree};

use crate::diagnostics::Span;
use std::fmt;

/// The error of [`to_string`] and [`to_writer`].
pub type WriteError = serde_saphyr::SerializeError;

/// How savanna writes YAML: serde-saphyr's defaults (two-space indent, list items level with
/// their key, YAML 1.1-ambiguous strings quoted), but every string on one line (quoted, with
/// escapes, when it holds a line break) rather than folded into a block scalar.
pub(super) fn write_options() -> serde_saphyr::SerializerOptions {
    let mut o = serde_saphyr::SerializerOptions::default();
    o.prefer_block_scalars = false;
    o
}

/// Serialises `value` as YAML text (see the module docs for quoting).
///
/// # Errors
/// When `value` cannot be represented in YAML (serde-saphyr's error).
pub fn to_string<T: serde::Serialize>(value: &T) -> Result<String, WriteError> {
    serde_saphyr::to_string_with_options(value, write_options())
}

/// Serialises `value` as YAML text into `w`, without building the text in memory.
///
/// # Errors
/// When `value` cannot be represented in YAML, or `w` fails (serde-saphyr's error).
pub fn to_writer<T: serde::Serialize>(
    w: &mut dyn std::io::Write,
    value: &T,
) -> Result<(), WriteError> {
    serde_saphyr::to_io_writer_with_options(&mut &mut *w, value, write_options())
}

/// Flow-style wrappers for writing: a sequence as `[a, b]`, a mapping as `{k: v}` (serde-saphyr's).
pub use serde_saphyr::{FlowMap, FlowSeq};

/// `body` (YAML text) preceded by `comments`, one `# ` line each (a comment holding line breaks
/// becomes several lines), for headers of files savanna writes.
///
/// ```
/// let t = savanna::input::yaml::with_comments(&["made by hand".to_string()], "a: 1\n");
/// assert_eq!(t, "# made by hand\na: 1\n");
/// ```
pub fn with_comments(comments: &[String], body: &str) -> String {
    let mut out = String::new();
    for line in comments.iter().flat_map(|c| c.lines()) {
        out.push('#');
        if !line.is_empty() {
            out.push(' ');
            out.push_str(line);
        }
        out.push('\n');
    }
    out.push_str(body);
    out
}

/// Deserialises one YAML (or JSON) document into `T` with serde_yaml, for trusted files such as
/// test data. Board files go through [`crate::input::load`] instead, which reports every
/// problem with its place and refuses oversized inputs and alias bombs.
///
/// # Errors
/// serde_yaml's error (syntax, or a value that does not fit `T`).
pub fn from_str<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, serde_yaml::Error> {
    serde_yaml::from_str(text)
}

/// A YAML value as read by serde_yaml, with mapping entries kept in file order, duplicates
/// included.
#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    /// `~`, `null` or an empty value.
    Null,
    /// `true` / `false`.
    Bool(bool),
    /// An integer that fits in `i64`.
    Int(i64),
    /// A positive integer above `i64::MAX`.
    UInt(u64),
    /// A floating-point number (YAML `.nan` and `.inf` included).
    Float(f64),
    /// A string.
    String(String),
    /// A sequence.
    Seq(Vec<Node>),
    /// A mapping: `(key, value)` pairs in file order, duplicate keys kept.
    Map(Vec<(Node, Node)>),
    /// A value with a YAML tag (`!tag value`).
    Tagged(String, Box<Node>),
}

impl Node {
    /// A short description of the kind of value, for messages: `a number`, `a list`, ...
    pub fn kind(&self) -> &'static str {
        match self {
            Node::Null => "nothing (null)",
            Node::Bool(_) => "a boolean",
            Node::Int(_) | Node::UInt(_) | Node::Float(_) => "a number",
            Node::String(_) => "text",
            Node::Seq(_) => "a list",
            Node::Map(_) => "a mapping",
            Node::Tagged(..) => "a tagged value",
        }
    }

    /// The catalogue's message for [`Node::kind`] (`form-list` for "a list").
    pub fn kind_id(&self) -> &'static str {
        match self {
            Node::Null => "form-null",
            Node::Bool(_) => "form-bool",
            Node::Int(_) | Node::UInt(_) | Node::Float(_) => "form-number",
            Node::String(_) => "form-text",
            Node::Seq(_) => "form-list",
            Node::Map(_) => "form-mapping",
            Node::Tagged(..) => "form-tagged",
        }
    }

    /// The node as a mapping key: its text for strings, numbers and booleans; `None` otherwise.
    pub fn key_text(&self) -> Option<String> {
        match self {
            Node::String(s) => Some(s.clone()),
            Node::Int(i) => Some(i.to_string()),
            Node::UInt(u) => Some(u.to_string()),
            Node::Float(f) => Some(f.to_string()),
            Node::Bool(b) => Some(b.to_string()),
            _ => None,
        }
    }
}

impl<'de> serde::Deserialize<'de> for Node {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NodeVisitor)
    }
}

pub(super) struct NodeVisitor;

impl<'de> serde::de::Visitor<'de> for NodeVisitor {
    type Value = Node;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Node, E> {
        Ok(Node::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Node, E> {
        Ok(Node::Int(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Node, E> {
        Ok(i64::try_from(v).map_or(Node::UInt(v), Node::Int))
    }
    fn visit_i128<E>(self, v: i128) -> Result<Node, E> {
        Ok(i64::try_from(v).map_or(Node::Float(v as f64), Node::Int))
    }
    fn visit_u128<E>(self, v: u128) -> Result<Node, E> {
        Ok(i64::try_from(v).map_or(Node::Float(v as f64), Node::Int))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Node, E> {
        Ok(Node::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Node, E> {
        Ok(Node::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Node, E> {
        Ok(Node::String(v))
    }
    fn visit_unit<E>(self) -> Result<Node, E> {
        Ok(Node::Null)
    }
    fn visit_none<E>(self) -> Result<Node, E> {
        Ok(Node::Null)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Node, D::Error> {
        serde::Deserialize::deserialize(d)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Node, A::Error> {
        let mut v = Vec::new();
        while let Some(x) = seq.next_element()? {
            v.push(x);
        }
        Ok(Node::Seq(v))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Node, A::Error> {
        let mut v = Vec::new();
        while let Some((k, x)) = map.next_entry()? {
            v.push((k, x));
        }
        Ok(Node::Map(v))
    }
    fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<Node, A::Error> {
        use serde::de::VariantAccess;
        let (tag, contents): (String, _) = data.variant()?;
        let value: Node = contents.newtype_variant()?;
        Ok(Node::Tagged(tag, Box::new(value)))
    }
}

/// A YAML syntax (or structure) error from serde_yaml, with its place in the text.
#[derive(Debug, Clone, PartialEq)]
pub struct SyntaxError {
    /// serde_yaml's message, without its trailing position.
    pub message: String,
    /// Where (a point, `len` 0 or 1), or `None` when serde_yaml gives no location.
    pub span: Option<Span>,
}

/// Deserialises `text` (one YAML or JSON document) through serde_yaml into a [`Node`].
///
/// Call [`SpanTree::build`] first and refuse documents it marks as too large: this function
/// expands aliases (up to serde_yaml's own repetition limit).
///
/// # Errors
/// A [`SyntaxError`] at serde_yaml's location (line and column converted to a byte offset).
pub fn parse(text: &str) -> Result<Node, SyntaxError> {
    serde_yaml::from_str::<Node>(text).map_err(|e| {
        let span = e
            .location()
            .map(|l| Span::new(line_col_to_byte(text, l.line(), l.column()), 0));
        let mut message = e.to_string();
        // serde_yaml appends " at line L column C" (and sometimes more); the label shows the
        // place, so keep the message short.
        if let Some(i) = message.find(" at line ") {
            let rest = &message[i + " at line ".len()..];
            let tail = rest
                .find(", ")
                .map(|j| rest[j..].to_string())
                .unwrap_or_default();
            message = format!("{}{}", &message[..i], tail);
        }
        SyntaxError { message, span }
    })
}

/// The tab that breaks a document's indentation, for a syntax error at byte `error_at`: the
/// first tab in the leading whitespace of the error's line, or else of the nearest line above
/// it that holds more than blanks. YAML indents with spaces only (YAML 1.2, section 6.1), and
/// parsers report a tab there with a message that does not say "tab" ("found character that
/// cannot start any token"); this finds it so the message can. `None` when neither line starts
/// with a tab.
///
/// ```
/// let text = "lines:\n\t- [[0, 0], [1, 1]]\n";
/// assert_eq!(savanna::input::yaml::indentation_tab(text, 7), Some(7));
/// assert_eq!(savanna::input::yaml::indentation_tab("a: 1\nb: [\n", 9), None);
/// ```
pub fn indentation_tab(text: &str, error_at: usize) -> Option<usize> {
    // (start, content) of every line up to the error's, line ends removed.
    let mut lines = Vec::new();
    let mut start = 0;
    for piece in text.split_inclusive('\n') {
        if start > error_at {
            break;
        }
        lines.push((start, piece.trim_end_matches(['\n', '\r'])));
        start += piece.len();
    }
    let tab = |&(at, line): &(usize, &str)| {
        let indent = line.len() - line.trim_start_matches([' ', '\t']).len();
        line[..indent].find('\t').map(|i| at + i)
    };
    let (own, above) = lines.split_last()?;
    let blank = |l: &&(usize, &str)| l.1.trim_matches([' ', '\t']).is_empty();
    if !blank(&own)
        && let Some(t) = tab(own)
    {
        return Some(t);
    }
    above.iter().rev().find(|l| !blank(l)).and_then(tab)
}

/// Byte offset of 1-based `line` and 1-based `column` (counted in characters) in `text`; lines
/// end at `\n`, `\r\n` or a lone `\r`, as in YAML. Clamped to the text.
pub fn line_col_to_byte(text: &str, line: usize, column: usize) -> usize {
    let bytes = text.as_bytes();
    let mut offset = 0;
    let mut l = 1;
    while l < line {
        match bytes[offset..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
        {
            Some(i) => {
                offset += i + 1;
                if bytes[offset - 1] == b'\r' && bytes.get(offset) == Some(&b'\n') {
                    offset += 1;
                }
            }
            None => return text.len(),
        }
        l += 1;
    }
    let rest = &text[offset..];
    let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
    rest[..end]
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(offset + end, |(i, _)| offset + i)
}

#[cfg(test)]
mod tests {
    use super::super::spans::CharToByte;
    use super::*;

    #[test]
    fn spans_of_block_and_flow() {
        let text = "a: 1\nbb:\n  - [1, 2]\n  - {x: é}\n";
        let t = SpanTree::build(text);
        let root = t.root().unwrap();
        let s = |id| {
            let sp = t.span(id).unwrap();
            &text[sp.offset..sp.offset + sp.len]
        };
        assert_eq!(s(t.child(root, 0).unwrap()), "a");
        assert_eq!(s(t.child(root, 1).unwrap()), "1");
        assert_eq!(s(t.child(root, 2).unwrap()), "bb");
        let seq = t.child(root, 3).unwrap();
        assert_eq!(s(t.child(seq, 0).unwrap()), "[1, 2]");
        let m = t.child(seq, 1).unwrap();
        assert_eq!(s(m), "{x: é}");
        assert_eq!(s(t.child(m, 1).unwrap()), "é");
        assert!(s(seq).starts_with("- [1, 2]"));
        assert!(s(seq).ends_with("{x: é}"));
    }

    #[test]
    fn alias_bomb_is_refused_without_expansion() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..10 {
            text.push_str(&format!("a{i}: &a{i} ["));
            for j in 0..10 {
                if j > 0 {
                    text.push_str(", ");
                }
                text.push_str(&format!("*a{}", i - 1));
            }
            text.push_str("]\n");
        }
        let t = SpanTree::build(&text);
        assert!(matches!(
            t.refusal,
            Some(Refusal::TooManyValues {
                by_aliases: true,
                ..
            })
        ));
    }

    #[test]
    fn duplicate_keys_are_kept_in_order() {
        let n = parse("a: 1\na: 2\n").unwrap();
        assert_eq!(
            n,
            Node::Map(vec![
                (Node::String("a".into()), Node::Int(1)),
                (Node::String("a".into()), Node::Int(2)),
            ])
        );
    }

    #[test]
    fn syntax_error_location_is_a_byte_offset() {
        let text = "é: [1, 2\nb: 3\n";
        let e = parse(text).unwrap_err();
        let sp = e.span.unwrap();
        assert!(sp.offset <= text.len());
        assert!(text.is_char_boundary(sp.offset));
    }

    #[test]
    fn char_to_byte_agrees_with_char_indices() {
        let text = "aé€😀b\n".repeat(300);
        let c = CharToByte::new(&text);
        let all: Vec<usize> = text.char_indices().map(|(b, _)| b).collect();
        // Forwards, backwards and jumping.
        for &i in [0usize, 5, 700, 3, 1799, 1200, 1201, 9].iter() {
            assert_eq!(c.byte(i), all[i], "{i}");
        }
        assert_eq!(c.byte(all.len()), text.len());
        assert_eq!(c.byte(all.len() + 10), text.len());
    }

    #[test]
    fn line_col() {
        let t = "ab\nçd\n";
        assert_eq!(line_col_to_byte(t, 1, 1), 0);
        assert_eq!(line_col_to_byte(t, 2, 2), 5);
        assert_eq!(line_col_to_byte(t, 9, 1), t.len());
        assert_eq!(line_col_to_byte("a\r\nb\rc", 3, 1), 5);
        assert_eq!(line_col_to_byte("a\r\nb\rc", 2, 1), 3);
    }
}
