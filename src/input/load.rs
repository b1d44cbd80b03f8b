//! Loading: size limits and refusals (binary, not UTF-8, empty, too deep, too many values),
//! the two parses of the YAML (values, and spans), and the walk that turns them into a
//! [`Board`].

use super::walk::{At, Walker};
use super::*;
use crate::diagnostics::codes::Code;
use crate::diagnostics::{Diagnostic, Span, said};
use crate::input::yaml::{self, Node};
use crate::units::Units;

/// Keys of the top-level mapping.
pub const TOP_KEYS: &[&str] = &[
    "name", "lang", "units", "frame", "lines", "pieces", "regions", "setup", "snap", "rules",
    "game",
];
/// Keys of `frame:`.
pub const FRAME_KEYS: &[&str] = &["width", "height", "polygon"];
/// Keys of a long-form line.
pub const LINE_KEYS: &[&str] = &["from", "to", "name"];
/// Keys of one piece kind.
pub const PIECE_KEYS: &[&str] = &["diameter", "count"];
/// Keys of `setup:`.
pub const SETUP_KEYS: &[&str] = &["lions", "jackals"];
/// Keys of `rules:`.
pub const RULE_KEYS: &[&str] = &[
    "min_regions",
    "max_regions",
    "max_area_ratio",
    "min_pack_distance",
    "min_border_length",
];

/// Reads a board file from raw bytes: refuses non-UTF-8 and binary input, then [`load`]s it.
///
/// # Errors
/// As [`load`], plus `savanna::input::not-utf8` at the first invalid byte.
pub fn load_bytes(bytes: &[u8]) -> Result<Loaded, Vec<Diagnostic>> {
    check_size(bytes.len()).map_err(|d| vec![d])?;
    if let Some(i) = bytes.iter().position(|&b| b == 0) {
        return Err(vec![binary(i)]);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => load(text),
        Err(e) => {
            let at = e.valid_up_to();
            Err(vec![
                Diagnostic::said(Code::InputNotUtf8, said!("diag-input-not-utf8", at = at))
                    .with_help_said(said!("diag-input-not-utf8-help"))
                    .with_label_said(Span::new(at, 1), said!("diag-label-not-utf8")),
            ])
        }
    }
}

/// The one check of a board file's size: `len` bytes are at most [`MAX_FILE_BYTES`]. The loader
/// runs it first; a reader may stop after `MAX_FILE_BYTES + 1` bytes and still get the right
/// answer (the message does not claim the exact size).
///
/// ```
/// use savanna::input::{check_size, MAX_FILE_BYTES};
/// assert!(check_size(MAX_FILE_BYTES).is_ok());
/// let d = check_size(MAX_FILE_BYTES + 1).unwrap_err();
/// assert_eq!(d.code, savanna::diagnostics::Code::InputTooLarge);
/// ```
///
/// # Errors
/// A `savanna::input::too-large` diagnostic at the start of the file.
pub fn check_size(len: usize) -> Result<(), Diagnostic> {
    if len <= MAX_FILE_BYTES {
        return Ok(());
    }
    Err(Diagnostic::said(
        Code::InputTooLarge,
        said!(
            "diag-input-too-large",
            bytes = MAX_FILE_BYTES.to_string(),
            mb = MAX_FILE_BYTES / 1_000_000
        ),
    )
    .with_help_said(said!("diag-input-too-large-help"))
    .with_label_said(Span::new(0, 0), said!("diag-label-file-too-large")))
}

fn binary(at: usize) -> Diagnostic {
    Diagnostic::said(Code::InputBinary, said!("diag-input-binary", at = at))
        .with_help_said(said!("diag-input-binary-help"))
        .with_label_said(Span::new(at, 1), said!("diag-label-nul-byte"))
}

/// Reads a board file (YAML, or JSON, which is YAML too) into a [`Board`].
///
/// The format is the contract's (`name`, `units`, `frame`, `lines`, `pieces`, `regions`,
/// `setup`) plus `snap:` (grid pitch in board units, default [`default_snap`]: 1e-6 mm) and
/// `rules:` (see [`Rules`]). Every length is in the file's `units`; points are `[x, y]` with y
/// down. Without `pieces:` the pieces are [`default_pieces`] in the file's units.
///
/// Every problem is reported, not only the first: each [`Diagnostic`] has a stable
/// `savanna::input::*` code (see [`codes`]), a help text and a label whose span is the exact
/// value in `text`. Spans come from the marked event parser in [`crate::input::yaml`].
///
/// ```
/// let text = "lines:\n  - [[0, 0], [10, 0]]\n  - {from: [0, 0], to: [0, 10], name: west}\n";
/// let loaded = savanna::input::load(text).unwrap();
/// assert_eq!(loaded.board.lines.len(), 2);
/// assert_eq!(loaded.board.lines[1].name.as_deref(), Some("west"));
/// assert_eq!(loaded.board.pieces[0].diameter, 30.0);
/// ```
///
/// # Errors
/// All diagnostics of the file (warnings included) when any is an error: YAML syntax, wrong
/// types, unknown or duplicate keys, NaN or infinite numbers, coordinates beyond
/// [`MAX_SNAP_STEPS`] snap steps, non-positive sizes, a frame polygon that is not simple, an
/// empty or binary file, and inputs past [`MAX_FILE_BYTES`], [`MAX_LINES`],
/// [`crate::input::yaml::MAX_NODES`] (alias bombs included) or [`crate::input::yaml::MAX_DEPTH`].
///
/// # Panics
/// Never, on any input.
pub fn load(text: &str) -> Result<Loaded, Vec<Diagnostic>> {
    let loaded = load_recovering(text)?;
    if loaded.warnings.iter().any(Diagnostic::is_error) {
        return Err(loaded.warnings);
    }
    Ok(loaded)
}

/// Errors after which the loader still has the board the file means: a key given twice (the
/// first is used, e.g. a region name written twice). [`load_recovering`] reports them and goes
/// on, so that `check` shows every other problem of the board too.
pub const RECOVERABLE: &[Code] = &[Code::InputDuplicateKey, Code::InputUnknownRegion];

/// [`load`], except that errors in [`RECOVERABLE`] do not stop it: the board is returned with
/// them among [`Loaded::warnings`] (which then hold errors; the pipeline reports them with the
/// checks' findings and the board counts as having errors).
///
/// ```
/// let text = "regions:\n  A: [1, 1]\n  A: [2, 2]\nlines: []\n";
/// let loaded = savanna::input::load_recovering(text).unwrap();
/// assert_eq!(loaded.board.region_names.len(), 1);
/// assert_eq!(loaded.warnings[0].code, savanna::diagnostics::Code::InputDuplicateKey);
/// assert!(savanna::input::load(text).is_err());
/// ```
///
/// # Errors
/// As [`load`], for every error not in [`RECOVERABLE`].
pub fn load_recovering(text: &str) -> Result<Loaded, Vec<Diagnostic>> {
    check_size(text.len()).map_err(|d| vec![d])?;
    if let Some(i) = text.bytes().position(|b| b == 0) {
        return Err(vec![binary(i)]);
    }
    // A byte-order mark is not part of the document; spans stay relative to `text`.
    let base = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let body = &text[base..];
    let mut tree = yaml::SpanTree::build(body);
    shift_tree(&mut tree, base);
    if let Some(refusal) = tree.refusal {
        let d = match refusal {
            yaml::Refusal::TooDeep => too_deep(),
            yaml::Refusal::TooManyValues { by_aliases, .. } => too_many_values(by_aliases),
            yaml::Refusal::TooManyAliasJumps => too_many_alias_jumps(),
        };
        return Err(vec![d.with_label_said(
            point_span(text, tree.refusal_at),
            said!("diag-label-past-the-limit"),
        )]);
    }
    if tree.is_empty() && tree.scan_error.is_none() {
        return Err(vec![empty_file(base)]);
    }
    // Aliases are counted by the span tree pass; if that pass stopped at a syntax error of its
    // own, nothing bounds what serde_yaml would expand, so refuse aliases then.
    if let Some((message, span)) = &tree.scan_error
        && body.contains('*')
    {
        if let Some(tab) = yaml::indentation_tab(text, span.offset) {
            return Err(vec![tab_indentation(text, tab)]);
        }
        return Err(vec![yaml_syntax(message, point_span(text, *span))]);
    }
    let root = match yaml::parse(body) {
        Ok(node) => node,
        // serde_yaml's own depth and alias-repetition limits cannot be reached here: the span
        // tree refused the document first (expanded depth above MAX_DEPTH < 128, alias jumps
        // above MAX_JUMPS_PER_NODE < 100 per event); any error left is reported as invalid YAML.
        Err(e) => {
            // A control character is refused by the parser without a place (it said 1:1): point
            // at the first one and name it.
            if let Some((at, c)) = body
                .char_indices()
                .find(|&(_, c)| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{85}'))
            {
                return Err(vec![
                    Diagnostic::said(
                        Code::InputYamlSyntax,
                        said!(
                            "diag-input-control-char",
                            code = format!("U+{:04X}", u32::from(c))
                        ),
                    )
                    .with_help_said(said!("diag-input-control-char-help"))
                    .with_label_said(
                        Span::new(base + at, c.len_utf8()),
                        said!("diag-label-this-character"),
                    ),
                ]);
            }
            let span = e
                .span
                .map(|s| Span::new(s.offset + base, s.len))
                .or(tree.scan_error.as_ref().map(|s| s.1))
                .unwrap_or(Span::new(base, 0));
            let span = point_span(text, span);
            if let Some(tab) = yaml::indentation_tab(text, span.offset) {
                return Err(vec![tab_indentation(text, tab)]);
            }
            return Err(vec![yaml_syntax(&e.message, span)]);
        }
    };
    if root == Node::Null {
        return Err(vec![empty_file(base)]);
    }
    let mut w = Walker {
        text,
        tree: &tree,
        diags: Vec::new(),
        snap: 1.0,
        units: Units::Mm,
        suggested: Vec::new(),
    };
    let at = At {
        node: &root,
        id: tree.root(),
        span: tree.root().and_then(|r| tree.span(r)).unwrap_or_default(),
    };
    let board = w.board(at);
    let mut diags = w.diags;
    crate::diagnostics::sort_diagnostics(&mut diags);
    match board {
        Some(board)
            if diags
                .iter()
                .all(|d| !d.is_error() || RECOVERABLE.contains(&d.code)) =>
        {
            Ok(Loaded {
                board,
                warnings: diags,
            })
        }
        _ => Err(diags),
    }
}

/// A YAML syntax error: the parser's `message` (its own words, English; the clauses savanna
/// recognises said in the reader's language: [`super::yaml_words`]), labelled at `span`.
fn yaml_syntax(message: &str, span: Span) -> Diagnostic {
    Diagnostic::said(
        Code::InputYamlSyntax,
        said!(
            "diag-input-yaml-syntax",
            message = super::yaml_words::yaml_words(message)
        ),
    )
    .with_help_said(said!("diag-input-yaml-syntax-help"))
    .with_label_said(span, said!("diag-label-here"))
}

/// The syntax error caused by a tab in a line's indentation, at byte `tab` of `text`.
fn tab_indentation(text: &str, tab: usize) -> Diagnostic {
    let (line, column) = crate::diagnostics::line_column(text, tab);
    Diagnostic::said(
        Code::InputTabIndentation,
        said!("diag-input-tab", line = line, column = column),
    )
    .with_help_said(said!("diag-input-tab-help"))
    .with_label_said(Span::new(tab, 1), said!("diag-label-tab"))
}

fn too_deep() -> Diagnostic {
    Diagnostic::said(
        Code::InputTooDeep,
        said!("diag-input-too-deep", n = yaml::MAX_DEPTH),
    )
    .with_help_said(said!("diag-input-too-deep-help"))
}

fn too_many_values(by_aliases: bool) -> Diagnostic {
    let n = yaml::MAX_NODES.to_string();
    if by_aliases {
        Diagnostic::said(
            Code::InputTooManyValues,
            said!("diag-input-alias-bomb", n = n),
        )
        .with_help_said(said!("diag-input-aliases-help"))
    } else {
        Diagnostic::said(
            Code::InputTooManyValues,
            said!("diag-input-too-many-values", n = n),
        )
        .with_help_said(said!("diag-input-too-many-values-help"))
    }
}

fn too_many_alias_jumps() -> Diagnostic {
    Diagnostic::said(
        Code::InputTooManyValues,
        said!(
            "diag-input-alias-jumps",
            n = yaml::MAX_JUMPS_PER_NODE.to_string()
        ),
    )
    .with_help_said(said!("diag-input-aliases-help"))
}

fn empty_file(at: usize) -> Diagnostic {
    Diagnostic::said(Code::InputEmptyFile, said!("diag-input-empty"))
        .with_help_said(said!("diag-input-empty-help"))
        .with_label_said(Span::new(at, 0), said!("diag-label-empty"))
}

/// A one-character span at `s.offset` (for points such as syntax errors), clamped to the text.
fn point_span(text: &str, s: Span) -> Span {
    if s.len > 0 || s.offset >= text.len() || !text.is_char_boundary(s.offset) {
        return Span::new(s.offset.min(text.len()), s.len);
    }
    let len = text[s.offset..].chars().next().map_or(0, char::len_utf8);
    Span::new(s.offset, len)
}

fn shift_tree(tree: &mut yaml::SpanTree, base: usize) {
    if base == 0 {
        return;
    }
    tree.shift(base);
}
