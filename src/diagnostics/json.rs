//! The one JSON shape of a diagnostic ([`DiagnosticOut`]): the validated board file's
//! `diagnostics` and `savanna check --format json` write the same objects.

use super::{Code, Diagnostic, LineIndex, Severity};
use crate::ids::RegionId;
use serde::{Deserialize, Serialize};

/// One problem found in the board, with where it is in the board file's text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "Diagnostic")]
pub struct DiagnosticOut {
    /// `error`, `warning` or `advice`.
    pub severity: Severity,
    /// Stable code, e.g. `savanna::region::too-small` (the manual's docs/src/checks.md lists every code).
    #[schemars(with = "String")]
    pub code: Code,
    /// What is wrong.
    pub message: String,
    /// What to do about it, or `null`.
    pub help: Option<String>,
    /// The line of the board file's text it points at, counted from 1, or `null`. (This is a
    /// line of text; a drawn line is referred to elsewhere by its `line_index` in `lines`.)
    pub line: Option<usize>,
    /// The column in that line of text, counted in characters from 1, or `null`.
    pub column: Option<usize>,
    /// Ids of the regions concerned.
    pub regions: Vec<RegionId>,
    /// Every place the diagnostic points at, the primary one (`line`, `column`) first, each with
    /// its text. `savanna check --format json` gives them, for editors; the validated board file
    /// leaves the field out (its diagnostics carry the primary place only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<LabelOut>,
}

/// One place a diagnostic points at in the board file's text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[schemars(rename = "DiagnosticLabel")]
pub struct LabelOut {
    /// The line of text, counted from 1.
    pub line: usize,
    /// The column in that line, counted in characters from 1.
    pub column: usize,
    /// The bytes pointed at: `offset` (from the start of the file, 0-based) and `len`.
    pub span: super::Span,
    /// What is there, as the text report writes it under the underline.
    pub text: String,
}

impl DiagnosticOut {
    /// Converts a [`Diagnostic`], locating its first label in the board file's text through
    /// `lines` (its [`LineIndex`]). A span past the end of the
    /// text is clamped to the end.
    pub fn from_diagnostic(d: &Diagnostic, lines: &LineIndex<'_>) -> Self {
        let (line, column) = match d.labels.first() {
            Some(l) => {
                let (a, b) = lines.line_column(l.span.offset);
                (Some(a), Some(b))
            }
            None => (None, None),
        };
        Self::assemble(d, line, column, Vec::new())
    }

    /// `d`'s fields with the primary place and the labels given.
    fn assemble(
        d: &Diagnostic,
        line: Option<usize>,
        column: Option<usize>,
        labels: Vec<LabelOut>,
    ) -> Self {
        DiagnosticOut {
            severity: d.severity,
            code: d.code,
            message: d.message.clone(),
            help: d.help.clone(),
            line,
            column,
            regions: d.regions.clone(),
            labels,
        }
    }

    /// [`DiagnosticOut::from_diagnostic`] with every label of `d` in `labels`, as
    /// `savanna check --format json` writes it.
    pub fn with_labels(d: &Diagnostic, lines: &LineIndex<'_>) -> Self {
        let labels: Vec<LabelOut> = d
            .labels
            .iter()
            .map(|l| {
                let (line, column) = lines.line_column(l.span.offset);
                LabelOut {
                    line,
                    column,
                    span: l.span,
                    text: l.text.clone(),
                }
            })
            .collect();
        // The primary place is the first label's, located once.
        let (line, column) = labels
            .first()
            .map_or((None, None), |l| (Some(l.line), Some(l.column)));
        Self::assemble(d, line, column, labels)
    }
}

/// The diagnostics as JSON for editors and CI (`savanna check --format json`): an array of
/// [`DiagnosticOut`] objects, the shape of the validated board file's `diagnostics`: `severity`
/// (`error`/`warning`/`advice`), `code`, `message`, `help` (or null), the primary label's `line`
/// and `column` (1-based; the column counts characters; null when the diagnostic has no label),
/// `regions` (ids) and `labels` (every place it points at, with its text; left out when none).
///
/// ```
/// use savanna::diagnostics::{render_json, Code, Diagnostic, Span};
/// let d = Diagnostic::new(Code::BoardDangle, "m").with_label(Span::new(3, 1), "l");
/// let j = render_json("ab\ncd\n", &[d]);
/// assert_eq!(j[0]["line"], 2);
/// assert_eq!(j[0]["column"], 1);
/// assert_eq!(j[0]["severity"], "warning");
/// ```
pub fn render_json(text: &str, diags: &[Diagnostic]) -> serde_json::Value {
    serde_json::to_value(JsonDiagnostics::new(text, diags)).unwrap_or_default()
}

/// The diagnostics as [`render_json`] gives them, serialised one at a time: a report of any
/// length is written (`serde_json::to_writer`) without being held in memory whole.
///
/// ```
/// use savanna::diagnostics::{Code, Diagnostic, JsonDiagnostics, Span};
/// let d = Diagnostic::new(Code::BoardDangle, "m").with_label(Span::new(3, 1), "l");
/// let s = serde_json::to_string(&JsonDiagnostics::new("ab\ncd\n", &[d])).unwrap();
/// assert!(s.starts_with(&format!(r#"[{{"severity":"warning","code":"{}","#, Code::BoardDangle)));
/// ```
pub struct JsonDiagnostics<'a> {
    lines: LineIndex<'a>,
    diags: &'a [Diagnostic],
}

impl<'a> JsonDiagnostics<'a> {
    /// The diagnostics `diags` of the board file `text`.
    pub fn new(text: &'a str, diags: &'a [Diagnostic]) -> Self {
        JsonDiagnostics {
            lines: LineIndex::new(text),
            diags,
        }
    }
}

impl Serialize for JsonDiagnostics<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            self.diags
                .iter()
                .map(|d| DiagnosticOut::with_labels(d, &self.lines)),
        )
    }
}
