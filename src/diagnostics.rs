//! Diagnostics: what `savanna check` reports, each with a stable code, a severity, a message that
//! says what to do, and labels pointing into the board file.
//!
//! This module holds the data only; rendering against the source text (miette) is done by
//! [`Report`].

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
