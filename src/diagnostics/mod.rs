//! Diagnostics: what `savanna check` reports, each with a stable code, a severity, a message that
//! says what to do, and labels pointing into the board file.
//!
//! Besides the data, this module renders diagnostics against the source text: as text through
//! miette's graphical report handler ([`render_text`]) and as JSON for editors and CI
//! ([`render_json`], `savanna check --format json`).

pub mod codes;
pub mod wording;

use crate::ids::RegionId;
use serde::{Deserialize, Serialize};

/// A byte range in the board file's text: `offset..offset + len`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Span {
    /// Byte offset of the first byte.
    pub offset: usize,
    /// Length in bytes (0 for a point).
    pub len: usize,
}

impl Span {
    /// A span from byte `offset`, `len` bytes long.
    pub fn new(offset: usize, len: usize) -> Self {
        Span { offset, len }
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        miette::SourceSpan::new(s.offset.into(), s.len)
    }
}

/// How bad a diagnostic is. Errors make `check` exit 1 and stop `build` from writing.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The board cannot be played or cannot be read.
    Error,
    /// Probably a mistake; the board still builds.
    Warning,
    /// Worth knowing; often a matter of taste.
    Advice,
}

impl Severity {
    /// The lower-case name, as in JSON output: `error`, `warning` or `advice`.
    ///
    /// ```
    /// assert_eq!(savanna::diagnostics::Severity::Advice.as_str(), "advice");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Advice => "advice",
        }
    }
}

/// One labelled place in the source file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What is there (short, shown under the underline).
    pub text: String,
}

/// One finding about a board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Stable code, e.g. `savanna::board::too-small`.
    pub code: String,
    /// How bad it is.
    pub severity: Severity,
    /// One sentence: what is wrong.
    pub message: String,
    /// What to do about it.
    pub help: Option<String>,
    /// Places in the source file; the first is the primary one.
    pub labels: Vec<Label>,
    /// Regions concerned, if any.
    pub regions: Vec<RegionId>,
}

impl Diagnostic {
    /// A diagnostic with no help, labels or regions yet.
    pub fn new(code: impl Into<String>, severity: Severity, message: impl Into<String>) -> Self {
        Diagnostic {
            code: code.into(),
            severity,
            message: message.into(),
            help: None,
            labels: Vec::new(),
            regions: Vec::new(),
        }
    }

    /// Adds a help text.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// Adds a label.
    pub fn with_label(mut self, span: Span, text: impl Into<String>) -> Self {
        self.labels.push(Label {
            span,
            text: text.into(),
        });
        self
    }

    /// Adds concerned regions.
    pub fn with_regions(mut self, regions: impl IntoIterator<Item = RegionId>) -> Self {
        self.regions.extend(regions);
        self
    }

    /// True for [`Severity::Error`].
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Width, in columns, of rendered text reports (fixed, so that output does not depend on the
/// terminal).
pub const RENDER_WIDTH: usize = 100;

/// A [`Diagnostic`] with its source, in the shape miette renders.
struct Rendered<'a> {
    diag: &'a Diagnostic,
    source: &'a miette::NamedSource<IndexedSource>,
    labels: Vec<miette::LabeledSpan>,
}

impl std::fmt::Debug for Rendered<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rendered").field("diag", self.diag).finish()
    }
}

impl std::fmt::Display for Rendered<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.diag.message)
    }
}

impl std::error::Error for Rendered<'_> {}

impl miette::Diagnostic for Rendered<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        Some(Box::new(&self.diag.code))
    }
    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.diag.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
            Severity::Advice => miette::Severity::Advice,
        })
    }
    fn help<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        self.diag
            .help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn std::fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        if self.labels.is_empty() {
            None
        } else {
            Some(self.source)
        }
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        if self.labels.is_empty() {
            None
        } else {
            Some(Box::new(self.labels.iter().cloned()))
        }
    }
}

/// `span` moved inside `text` and onto character boundaries, so that it can always be shown.
fn clamp(text: &str, span: Span) -> Span {
    let mut a = span.offset.min(text.len());
    while !text.is_char_boundary(a) {
        a -= 1;
    }
    let mut b = span.offset.saturating_add(span.len).clamp(a, text.len());
    while !text.is_char_boundary(b) {
        b += 1;
    }
    Span::new(a, b - a)
}

/// Renders `diags` against the board file `text` (named `file_name`) as one human-readable
/// report, each diagnostic with its code, severity, message, the source lines around its labels
/// and its help, in the order given.
///
/// Uses miette's `GraphicalReportHandler` with fixed settings so that the same input gives the
/// same bytes whatever the terminal: width [`RENDER_WIDTH`], Unicode box drawing, no hyperlinks,
/// ANSI colour only when `color` is true. Labels outside `text` are clamped to it.
///
/// ```
/// use savanna::diagnostics::{render_text, Diagnostic, Severity, Span};
/// let text = "units: furlong\n";
/// let d = Diagnostic::new("savanna::input::unknown-unit", Severity::Error, "unknown unit")
///     .with_label(Span::new(7, 7), "here");
/// let out = render_text("board.yaml", text, &[d], false);
/// assert!(out.contains("savanna::input::unknown-unit"));
/// assert!(out.contains("board.yaml:1:8"));
/// ```
///
/// # Panics
/// Never.
pub fn render_text(file_name: &str, text: &str, diags: &[Diagnostic], color: bool) -> String {
    let mut out = Vec::new();
    // Writing into a Vec cannot fail.
    let _ = write_text(&mut out, file_name, text, diags, color);
    String::from_utf8_lossy(&out).into_owned()
}

/// [`render_text`], written to `w` one diagnostic at a time, so that a report of any length
/// is never held in memory whole.
///
/// # Errors
/// The first error `w` returns.
pub fn write_text(
    w: &mut dyn std::io::Write,
    file_name: &str,
    text: &str,
    diags: &[Diagnostic],
    color: bool,
) -> std::io::Result<()> {
    let theme = if color {
        miette::GraphicalTheme::unicode()
    } else {
        miette::GraphicalTheme::unicode_nocolor()
    };
    let handler = miette::GraphicalReportHandler::new_themed(theme)
        .with_width(RENDER_WIDTH)
        .with_links(false)
        .with_urls(false)
        .without_syntax_highlighting();
    let source = miette::NamedSource::new(file_name, IndexedSource::new(text));
    let lines = LineIndex::new(text);
    for d in diags {
        // miette's graphical handler cannot draw labels on very long lines (it panics on a
        // formatting width overflow), and its narrated form repeats every line a label touches,
        // the whole file for a board on one JSON line: a diagnostic whose labels come near a
        // very long line gets a compact form instead.
        if near_long_line(&lines, text.len(), d) {
            w.write_all(narrated(d, file_name, text, &lines).as_bytes())?;
            continue;
        }
        let labels = d
            .labels
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let s = clamp(text, l.span);
                let text = (!l.text.is_empty()).then(|| l.text.clone());
                if i == 0 {
                    miette::LabeledSpan::new_primary_with_span(text, s)
                } else {
                    miette::LabeledSpan::new_with_span(text, s)
                }
            })
            .collect();
        let r = Rendered {
            diag: d,
            source: &source,
            labels,
        };
        let mut one = String::new();
        if handler.render_report(&mut one, &r).is_err() {
            one = format!("{}: {}\n", d.code, d.message);
        }
        if !one.ends_with('\n') {
            one.push('\n');
        }
        w.write_all(one.as_bytes())?;
    }
    Ok(())
}

/// 1-based line and column of byte `offset` in `text`. Lines end at `\n`, `\r\n` or a lone
/// `\r` (YAML's line breaks); the column counts characters (Unicode scalar values), as rustc
/// does. (miette's text header counts bytes, so the two differ on lines with non-ASCII text
/// before the offset.)
///
/// ```
/// assert_eq!(savanna::diagnostics::line_column("ab\nçd", 5), (2, 2));
/// assert_eq!(savanna::diagnostics::line_column("a\r\nb\rc", 5), (3, 1));
/// ```
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    LineIndex::new(text).line_column(offset)
}

/// Byte offset of the first byte of each line of `text`; the first is 0. Lines end at `\n`,
/// `\r\n` or a lone `\r`, as in YAML and miette.
fn line_starts(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    let mut starts = vec![0];
    for (i, &c) in b.iter().enumerate() {
        if c == b'\n' || (c == b'\r' && b.get(i + 1) != Some(&b'\n')) {
            starts.push(i + 1);
        }
    }
    starts
}

/// 0-based line holding byte `offset`, given [`line_starts`].
fn line_of(starts: &[usize], offset: usize) -> usize {
    starts.partition_point(|&s| s <= offset).saturating_sub(1)
}

/// A text with the start of every line, for line and column look-ups in `O(log lines)`
/// (a scan from the start of the file for each look-up made reports on boards with thousands
/// of diagnostics quadratic). Same conventions as [`line_column`].
///
/// ```
/// use savanna::diagnostics::LineIndex;
/// let index = LineIndex::new("ab\r\nçd\re");
/// assert_eq!(index.line_column(4), (2, 1));
/// assert_eq!(index.line_column(6), (2, 2)); // after the two-byte 'ç'
/// assert_eq!(index.line_column(8), (3, 1));
/// ```
#[derive(Debug, Clone)]
pub struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    /// Indexes `text`: one pass, one `usize` per line.
    pub fn new(text: &'a str) -> Self {
        LineIndex {
            text,
            starts: line_starts(text),
        }
    }

    /// 1-based line and column (in characters) of byte `offset`; an offset past the end or
    /// inside a character moves back to the previous character boundary.
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let s = clamp(self.text, Span::new(offset, 0));
        let line = line_of(&self.starts, s.offset);
        let column = self.text[self.starts[line]..s.offset].chars().count() + 1;
        (line + 1, column)
    }
}

/// The board text with its line starts, as miette's `SourceCode`: miette's own implementation
/// for strings scans from the start of the text for every label, so a report with `n` labels
/// on an `m`-byte file cost `O(n m)`. This one starts miette's scan at the first context line
/// instead and shifts the result back, giving the same contents.
#[derive(Debug, Clone)]
struct IndexedSource {
    text: String,
    starts: Vec<usize>,
}

impl IndexedSource {
    /// Lone `\r` line breaks (old Mac files) become `\n`: miette's scan counts them as breaks but
    /// its drawing splits lines at `\n` only, so it would number and draw the lines wrongly. The
    /// byte offsets are unchanged.
    fn new(text: &str) -> Self {
        let b = text.as_bytes();
        let text: String = text
            .char_indices()
            .map(|(i, c)| {
                if c == '\r' && b.get(i + 1) != Some(&b'\n') {
                    '\n'
                } else {
                    c
                }
            })
            .collect();
        IndexedSource {
            starts: line_starts(&text),
            text,
        }
    }
}

/// Two labels' snippets in one report are drawn as one when at most this many lines lie
/// between them, and separately (with a gap) otherwise.
///
/// miette merges two snippets when the first one's `line` plus `line_count` reaches the second;
/// its own scan of a string gives as `line_count` the number of lines from the start of the file,
/// which merged every pair and printed every line between distant labels (hundreds of
/// megabytes on large generated boards). savanna's source gives the snippet's own line count
/// plus this.
pub const SNIPPET_MERGE_LINES: usize = 10;

impl IndexedSource {
    /// How many lines the `len` bytes from `offset` touch (1 when empty).
    fn lines_in(&self, offset: usize, len: usize) -> usize {
        if len == 0 {
            return 1;
        }
        line_of(&self.starts, offset + len - 1) - line_of(&self.starts, offset) + 1
    }
}

impl miette::SourceCode for IndexedSource {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let offset = span.offset().min(self.text.len());
        let mut skipped = line_of(&self.starts, offset).saturating_sub(context_lines_before);
        // miette ends its scan of an empty span one byte early (at `offset - 1`): an empty span
        // at the start of a line meets the line break before it and gets no data. A scan
        // starting at the span itself has no byte before it and would take the line's first
        // byte, so start one line earlier there (the CRLF case of issue 15 was one of these).
        if span.is_empty() && skipped > 0 && self.starts[skipped] == span.offset() {
            skipped -= 1;
        }
        let start = self.starts[skipped];
        let local = miette::SourceSpan::new((span.offset() - start).into(), span.len());
        let inner = <str as miette::SourceCode>::read_span(
            &self.text[start..],
            &local,
            context_lines_before,
            context_lines_after,
        )?;
        let shifted =
            miette::SourceSpan::new((inner.span().offset() + start).into(), inner.span().len());
        Ok(Box::new(miette::MietteSpanContents::new(
            inner.data(),
            shifted,
            inner.line() + skipped,
            inner.column(),
            self.lines_in(shifted.offset(), shifted.len()) + SNIPPET_MERGE_LINES,
        )))
    }
}

/// The diagnostics as JSON for editors and CI (`savanna check --format json`): an array with,
/// for each diagnostic, `code`, `severity` (`error`/`warning`/`advice`), `message`, `help`
/// (or null), `file`, the primary label's `line` and `column` (1-based; the column counts
/// characters) and byte `span` `{offset, len}` (all null when the diagnostic has no label),
/// `regions` (ids), and every `labels` entry with its own `text`, `line`, `column` and `span`.
///
/// ```
/// use savanna::diagnostics::{render_json, Diagnostic, Severity, Span};
/// let d = Diagnostic::new("savanna::x", Severity::Warning, "m").with_label(Span::new(3, 1), "l");
/// let j = render_json("b.yaml", "ab\ncd\n", &[d]);
/// assert_eq!(j[0]["line"], 2);
/// assert_eq!(j[0]["column"], 1);
/// assert_eq!(j[0]["span"]["offset"], 3);
/// ```
pub fn render_json(file_name: &str, text: &str, diags: &[Diagnostic]) -> serde_json::Value {
    serde_json::to_value(JsonDiagnostics::new(file_name, text, diags)).unwrap_or_default()
}

/// The diagnostics as [`render_json`] gives them, serialised one at a time: a report of any
/// length is written (`serde_json::to_writer`) without being held in memory whole.
///
/// ```
/// use savanna::diagnostics::{Diagnostic, JsonDiagnostics, Severity, Span};
/// let d = Diagnostic::new("savanna::x", Severity::Warning, "m").with_label(Span::new(3, 1), "l");
/// let text = "ab\ncd\n";
/// let s = serde_json::to_string(&JsonDiagnostics::new("b.yaml", text, &[d])).unwrap();
/// assert!(s.starts_with(r#"[{"code":"savanna::x","column":1,"file":"b.yaml""#));
/// ```
pub struct JsonDiagnostics<'a> {
    file_name: &'a str,
    lines: LineIndex<'a>,
    diags: &'a [Diagnostic],
}

impl<'a> JsonDiagnostics<'a> {
    /// The diagnostics `diags` of the board file `text`, named `file_name`.
    pub fn new(file_name: &'a str, text: &'a str, diags: &'a [Diagnostic]) -> Self {
        JsonDiagnostics {
            file_name,
            lines: LineIndex::new(text),
            diags,
        }
    }

    /// One diagnostic as a JSON object (keys in alphabetical order).
    fn one(&self, d: &Diagnostic) -> serde_json::Value {
        use serde_json::{Value, json};
        let text = self.lines.text;
        let place = |span: Span| {
            let s = clamp(text, span);
            let (line, column) = self.lines.line_column(s.offset);
            (line, column, json!({"offset": s.offset, "len": s.len}))
        };
        let labels: Vec<Value> = d
            .labels
            .iter()
            .map(|l| {
                let (line, column, span) = place(l.span);
                json!({"text": l.text, "line": line, "column": column, "span": span})
            })
            .collect();
        let (line, column, span) = match d.labels.first() {
            Some(l) => {
                let (a, b, c) = place(l.span);
                (json!(a), json!(b), c)
            }
            None => (Value::Null, Value::Null, Value::Null),
        };
        json!({
            "code": d.code,
            "severity": d.severity,
            "message": d.message,
            "help": d.help,
            "file": self.file_name,
            "line": line,
            "column": column,
            "span": span,
            "regions": d.regions,
            "labels": labels,
        })
    }
}

impl serde::Serialize for JsonDiagnostics<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.diags.iter().map(|d| self.one(d)))
    }
}

/// Lines longer than this many bytes are not drawn graphically by [`render_text`] (miette
/// cannot), but narrated with their line and column.
pub const MAX_GRAPHICAL_LINE: usize = 500;

/// True when a label of `d` lies on, or within two lines of, a line longer than
/// [`MAX_GRAPHICAL_LINE`] (miette draws a context line around each label).
fn near_long_line(lines: &LineIndex<'_>, len: usize, d: &Diagnostic) -> bool {
    let starts = &lines.starts;
    let line_len = |i: usize| starts.get(i + 1).copied().unwrap_or(len) - starts[i];
    d.labels.iter().any(|l| {
        let sp = clamp(lines.text, l.span);
        let first = line_of(starts, sp.offset).saturating_sub(2);
        let last = (line_of(starts, sp.offset + sp.len) + 2).min(starts.len() - 1);
        (first..=last).any(|i| line_len(i) > MAX_GRAPHICAL_LINE)
    })
}

/// Characters of source shown on each side of a label in the compact form.
const EXCERPT_CHARS: usize = 30;

/// The compact form of `d` for files with very long lines: severity, code and message, then
/// each label as `file:line:column`, its text and a short excerpt of the source there, then
/// the help. Bounded by the number of labels, whatever the line lengths.
fn narrated(d: &Diagnostic, file_name: &str, text: &str, lines: &LineIndex<'_>) -> String {
    let mut out = format!("{}[{}]: {}\n", d.severity.as_str(), d.code, d.message);
    for (i, l) in d.labels.iter().enumerate() {
        let sp = clamp(text, l.span);
        let (line, column) = lines.line_column(sp.offset);
        let arrow = if i == 0 { "-->" } else { "..." };
        out.push_str(&format!("  {arrow} {file_name}:{line}:{column}"));
        if !l.text.is_empty() {
            out.push_str(&format!(": {}", l.text));
        }
        out.push('\n');
        let before: String = {
            let mut v: Vec<char> = text[..sp.offset]
                .chars()
                .rev()
                .take_while(|c| *c != '\n' && *c != '\r')
                .take(EXCERPT_CHARS)
                .collect();
            v.reverse();
            v.into_iter().collect()
        };
        let after: String = text[sp.offset..]
            .chars()
            .take_while(|c| *c != '\n' && *c != '\r')
            .take(EXCERPT_CHARS)
            .collect();
        out.push_str(&format!("      | {before}{after}\n"));
        let pad = before.chars().count();
        let width = text[sp.offset..sp.offset + sp.len]
            .chars()
            .count()
            .clamp(1, EXCERPT_CHARS);
        out.push_str(&format!(
            "      | {}{}\n",
            " ".repeat(pad),
            "^".repeat(width)
        ));
    }
    if let Some(h) = &d.help {
        out.push_str(&format!("  help: {h}\n"));
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use miette::SourceCode;
    use proptest::prelude::*;

    /// What a `SpanContents` says, as plain values.
    fn facts(c: &dyn miette::SpanContents<'_>) -> (Vec<u8>, usize, usize, usize, usize, usize) {
        (
            c.data().to_vec(),
            c.span().offset(),
            c.span().len(),
            c.line(),
            c.column(),
            c.line_count(),
        )
    }

    proptest! {
        /// The indexed source gives exactly what miette's own scan of the whole text gives,
        /// for every span and context size, on texts mixing all three kinds of line break.
        #[test]
        fn indexed_source_matches_miette(
            parts in proptest::collection::vec(
                prop_oneof![Just("a"), Just("bc"), Just("\n"), Just("\r"), Just("\r\n"), Just("é")],
                0..40,
            ),
            at in 0usize..200,
            len in 0usize..20,
            before in 0usize..4,
            after in 0usize..4,
        ) {
            let text: String = parts.concat();
            let s = clamp(&text, Span::new(at, len));
            let span = miette::SourceSpan::new(s.offset.into(), s.len);
            let indexed = IndexedSource::new(&text);
            let ours = indexed.read_span(&span, before, after);
            // miette's own scan, over the same text (lone `\r` made `\n`, as drawn).
            let theirs = indexed.text.as_str().read_span(&span, before, after);
            match (ours, theirs) {
                (Ok(o), Ok(t)) => {
                    // Everything but the line count is miette's; that is the snippet's own.
                    let (mut fo, mut ft) = (facts(o.as_ref()), facts(t.as_ref()));
                    prop_assert_eq!(&fo.0, &ft.0);
                    let data = fo.0.clone();
                    let breaks = line_starts(&String::from_utf8_lossy(&data)).len() - 1;
                    let ends_with_break = data.last().is_some_and(|&c| c == b'\n' || c == b'\r');
                    let expected = if data.is_empty() { 1 } else { breaks + usize::from(!ends_with_break) };
                    prop_assert_eq!(
                        fo.5,
                        expected + SNIPPET_MERGE_LINES,
                        "data {:?}",
                        String::from_utf8_lossy(&data)
                    );
                    fo.5 = 0;
                    ft.5 = 0;
                    prop_assert_eq!(fo, ft);
                }
                (Err(_), Err(_)) => {}
                (o, t) => prop_assert!(false, "ours ok: {}, miette ok: {}", o.is_ok(), t.is_ok()),
            }
        }

        /// Line and column from the index agree with a direct count.
        #[test]
        fn line_index_matches_scan(
            parts in proptest::collection::vec(
                prop_oneof![Just("a"), Just("\n"), Just("\r"), Just("\r\n"), Just("é")],
                0..40,
            ),
            at in 0usize..80,
        ) {
            let text: String = parts.concat();
            let s = clamp(&text, Span::new(at, 0));
            let before = &text.as_bytes()[..s.offset];
            let mut line = 1;
            let mut start = 0;
            for (i, &b) in before.iter().enumerate() {
                if b == b'\n' || (b == b'\r' && text.as_bytes().get(i + 1) != Some(&b'\n')) {
                    line += 1;
                    start = i + 1;
                }
            }
            let column = text[start..s.offset].chars().count() + 1;
            prop_assert_eq!(line_column(&text, at), (line, column));
        }
    }

    /// What the indexed source and miette's own scan give for one span, as plain values.
    fn both(
        text: &str,
        at: usize,
        len: usize,
        before: usize,
        after: usize,
    ) -> [(Vec<u8>, usize, usize, usize, usize); 2] {
        let indexed = IndexedSource::new(text);
        let span = miette::SourceSpan::new(at.into(), len);
        let ours = indexed.read_span(&span, before, after).unwrap();
        let theirs = indexed
            .text
            .as_str()
            .read_span(&span, before, after)
            .unwrap();
        [ours, theirs].map(|c| {
            let f = facts(c.as_ref());
            (f.0, f.1, f.2, f.3, f.4)
        })
    }

    /// Regression (issue 15; found by `indexed_source_matches_miette`, 5 failures in 40 runs):
    /// for `"\r\n\n\n\na"`, an empty span at offset 2 (the start of line 2, just after the
    /// CRLF) is empty in miette, because miette's scan of an empty span stops one byte early.
    /// The indexed source started its scan at offset 2 and gave `"\n"`.
    #[test]
    fn empty_span_after_crlf_matches_miette() {
        let text = ["\r\n", "\n", "\n", "\n", "a"].concat();
        for after in 0..4 {
            let [ours, theirs] = both(&text, 2, 0, 0, after);
            assert_eq!(ours, theirs, "after {after}");
        }
        let [ours, _] = both(&text, 2, 0, 0, 0);
        assert_eq!(ours, (Vec::new(), 2, 0, 1, 0));
        // the same at the start of any line, after LF or CRLF
        for (text, at) in [("\na", 1), ("\n\n", 1), ("ab\r\ncd", 4), ("a\nb\nc", 4)] {
            for before in 0..3 {
                let [ours, theirs] = both(text, at, 0, before, 1);
                assert_eq!(ours, theirs, "{text:?} at {at}, {before} lines before");
            }
        }
    }

    /// Old Mac files (lone `\r` line breaks) are numbered and drawn by their real lines.
    #[test]
    fn lone_cr_lines_are_drawn_as_lines() {
        let text = "a: 1\rb: 2\rc: 3\r";
        let d = Diagnostic::new("savanna::x", Severity::Error, "m")
            .with_label(Span::new(text.find("c:").unwrap(), 1), "here");
        let out = render_text("x.yaml", text, &[d], false);
        assert!(out.contains("x.yaml:3:1"), "{out}");
        assert!(out.contains(" 3 │ c: 3"), "{out}");
        assert!(!out.contains('\r'), "{out:?}");
    }

    /// A board on one long line gets the compact form: each label once, with a short excerpt,
    /// not the whole line.
    #[test]
    fn long_lines_get_a_compact_form() {
        let mut text = String::from("{\"lines\": [");
        for i in 0..100 {
            text.push_str(&format!("[[{i}, 0], [{i}, 100]], "));
        }
        text.push_str("[[0, 0], [1, 1]]]}");
        let at = text.find("[[42,").unwrap();
        let d = Diagnostic::new("savanna::x", Severity::Warning, "m")
            .with_label(Span::new(at, 5), "this line")
            .with_help("h");
        let out = render_text("b.json", &text, &[d], false);
        assert!(out.starts_with("warning[savanna::x]: m\n"), "{out}");
        assert!(
            out.contains(&format!("--> b.json:1:{}: this line", at + 1)),
            "{out}"
        );
        assert!(out.contains("[[42, 0]"), "{out}");
        assert!(out.contains("  help: h"), "{out}");
        assert!(out.len() < 400, "{} bytes: {out}", out.len());
    }
}
