//! The renderers of diagnostics: text with source excerpts (miette's graphical report, or a
//! narrated one for long lines and screen readers) and JSON.

use super::*;

/// Width, in columns, of rendered text reports (fixed, so that output does not depend on the
/// terminal).
pub const RENDER_WIDTH: usize = 100;

/// A [`Diagnostic`] with its source, in the shape miette renders.
#[cfg_attr(not(feature = "fancy"), allow(dead_code))] // drawn by miette's graphical handler only
pub(super) struct Rendered<'a> {
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
pub(super) fn clamp(text: &str, span: Span) -> Span {
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
/// ANSI colour only when `color` is true. Labels outside `text` are clamped to it. Without the
/// feature `fancy` (miette's graphical handler) every diagnostic gets the compact narrated form
/// that long lines get.
///
/// ```
/// use savanna::diagnostics::{render_text, Code, Diagnostic, Span};
/// let text = "units: furlong\n";
/// let d = Diagnostic::new(Code::InputUnknownUnit, "unknown unit")
///     .with_label(Span::new(7, 7), "here");
/// let out = render_text("board.yaml", text, &[d], false);
/// assert!(out.contains(Code::InputUnknownUnit.as_str()));
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
    write_text_in(w, file_name, text, diags, color, crate::i18n::Lang::En)
}

/// [`write_text`] in `lang`: each diagnostic as [`Diagnostic::in_lang`] says it.
///
/// # Errors
/// The first error `w` returns.
pub fn write_text_in(
    w: &mut dyn std::io::Write,
    file_name: &str,
    text: &str,
    diags: &[Diagnostic],
    color: bool,
    lang: crate::i18n::Lang,
) -> std::io::Result<()> {
    #[cfg(feature = "fancy")]
    let handler = {
        let theme = if color {
            miette::GraphicalTheme::unicode()
        } else {
            miette::GraphicalTheme::unicode_nocolor()
        };
        miette::GraphicalReportHandler::new_themed(theme)
            .with_width(RENDER_WIDTH)
            .with_links(false)
            .with_urls(false)
            .without_syntax_highlighting()
    };
    #[cfg(not(feature = "fancy"))]
    let _ = color;
    // Control characters of the file (an escape sequence in a line's name, a stray NUL) are
    // shown, never sent to the terminal: they could recolour or rewrite it.
    let shown = inert_source(text);
    let text: &str = &shown;
    let file_name = &*inert(file_name);
    #[cfg(feature = "fancy")]
    let source = miette::NamedSource::new(file_name, IndexedSource::new(text));
    let lines = LineIndex::new(text);
    for d in diags {
        let d = &*d.in_lang(lang);
        let inert_diag;
        let d = if has_controls(&d.message)
            || d.help.as_deref().is_some_and(has_controls)
            || d.labels.iter().any(|l| has_controls(&l.text))
        {
            let mut c = d.clone();
            c.message = inert(&c.message).into_owned();
            c.help = c.help.map(|h| inert(&h).into_owned());
            for l in &mut c.labels {
                l.text = inert(&l.text).into_owned();
            }
            inert_diag = c;
            &inert_diag
        } else {
            d
        };
        // miette's graphical handler cannot draw labels on very long lines (it panics on a
        // formatting width overflow), and its narrated form repeats every line a label touches,
        // the whole file for a board on one JSON line: a diagnostic whose labels come near a
        // very long line gets a compact form instead.
        if !cfg!(feature = "fancy") || near_long_line(&lines, text.len(), d) {
            w.write_all(help_in(&narrated(d, file_name, text, &lines), lang).as_bytes())?;
            continue;
        }
        #[cfg(feature = "fancy")]
        {
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
            w.write_all(help_in(&one, lang).as_bytes())?;
        }
    }
    Ok(())
}

/// `report` (one diagnostic as miette or [`narrated`] writes it) with the word of its `help:`
/// line in `lang` (the catalogue's `diag-help`) and that help's further lines indented to
/// match; itself in English.
fn help_in(report: &str, lang: crate::i18n::Lang) -> std::borrow::Cow<'_, str> {
    if lang == crate::i18n::Lang::En {
        return std::borrow::Cow::Borrowed(report);
    }
    let word = lang.tr("diag-help", &[]);
    // The extra indent of the help's further lines: the word's width beyond `help`'s.
    let extra = " ".repeat(word.chars().count().saturating_sub("help".len()));
    let mut out = String::with_capacity(report.len() + 64);
    let mut in_help = false;
    for line in report.split_inclusive('\n') {
        // The help line: `help:` after the indent (and, coloured, the escape codes).
        let lead = line.find("help:").filter(|&i| {
            line[..i].chars().all(|c| {
                c == ' ' || c == '\u{1b}' || c == '[' || c.is_ascii_digit() || c == 'm' || c == ';'
            })
        });
        if let Some(i) = lead {
            out.push_str(&line[..i]);
            out.push_str(&word);
            out.push_str(&line[i + "help".len()..]);
            in_help = true;
        } else if in_help && line.starts_with("        ") {
            out.push_str(&extra);
            out.push_str(line);
        } else {
            in_help = false;
            out.push_str(line);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A control character that a terminal acts on: C0 other than tab, line feed and carriage
/// return, DEL, and C1.
fn is_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

fn has_controls(s: &str) -> bool {
    s.chars().any(is_control)
}

/// `s` with each control character (C0 other than tab, line feed and carriage return; DEL;
/// C1) written as its escape, so a report never sends one to the terminal, where an escape
/// sequence in a region's name could recolour or rewrite the screen.
///
/// ```
/// use savanna::diagnostics::inert;
/// assert_eq!(inert("x\u{1b}[31my"), "x\\u{1b}[31my");
/// assert_eq!(inert("Acacia\tGrove"), "Acacia\tGrove");
/// ```
pub fn inert(s: &str) -> std::borrow::Cow<'_, str> {
    if !has_controls(s) {
        return s.into();
    }
    s.chars()
        .map(|c| {
            if is_control(c) {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect::<String>()
        .into()
}

/// `s` as one cell of a table row: [`inert`], and tab, line feed and carriage return escaped
/// too (a row is one line), so a region named across two lines keeps its table whole.
///
/// ```
/// use savanna::diagnostics::inert_cell;
/// assert_eq!(inert_cell("Long\nGrass\t\u{1b}"), "Long\\u{a}Grass\\u{9}\\u{1b}");
/// ```
pub fn inert_cell(s: &str) -> String {
    inert(s)
        .replace('\n', "\\u{a}")
        .replace('\r', "\\u{d}")
        .replace('\t', "\\u{9}")
}

/// The file's text as a report shows it: each control character replaced by as many `?` as it
/// has bytes, so every span (byte offsets) still points at the same place.
fn inert_source(text: &str) -> std::borrow::Cow<'_, str> {
    if !has_controls(text) {
        return text.into();
    }
    text.chars()
        .map(|c| {
            if is_control(c) {
                "?".repeat(c.len_utf8())
            } else {
                c.to_string()
            }
        })
        .collect::<String>()
        .into()
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
pub(super) fn line_starts(text: &str) -> Vec<usize> {
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
pub(super) fn line_of(starts: &[usize], offset: usize) -> usize {
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
#[cfg_attr(not(feature = "fancy"), allow(dead_code))] // drawn by miette's graphical handler only
pub(super) struct IndexedSource {
    pub(super) text: String,
    pub(super) starts: Vec<usize>,
}

#[cfg_attr(not(feature = "fancy"), allow(dead_code))] // drawn by miette's graphical handler only
impl IndexedSource {
    /// Lone `\r` line breaks (old Mac files) become `\n`: miette's scan counts them as breaks but
    /// its drawing splits lines at `\n` only, so it would number and draw the lines wrongly. The
    /// byte offsets are unchanged.
    pub(super) fn new(text: &str) -> Self {
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

#[cfg_attr(not(feature = "fancy"), allow(dead_code))] // drawn by miette's graphical handler only
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

/// Lines longer than this many bytes are not drawn graphically by [`render_text`] (miette
/// cannot), but narrated with their line and column.
pub const MAX_GRAPHICAL_LINE: usize = 500;

/// True when a label of `d` lies on, or within two lines of, a line longer than
/// [`MAX_GRAPHICAL_LINE`] (miette draws a context line around each label).
pub(super) fn near_long_line(lines: &LineIndex<'_>, len: usize, d: &Diagnostic) -> bool {
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
pub(super) const EXCERPT_CHARS: usize = 30;

/// The compact form of `d` for files with very long lines: severity, code and message, then
/// each label as `file:line:column`, its text and a short excerpt of the source there, then
/// the help. Bounded by the number of labels, whatever the line lengths.
pub(super) fn narrated(
    d: &Diagnostic,
    file_name: &str,
    text: &str,
    lines: &LineIndex<'_>,
) -> String {
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
