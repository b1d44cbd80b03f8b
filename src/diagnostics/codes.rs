//! The registry of diagnostic codes: every code the checks (and the name and setup resolution,
//! and the sheet's glyph check) report, with its severity. The loader's codes are in
//! [`crate::input::codes`].

use super::Severity;

/// Every code [`crate::checks::check`] (with [`crate::regions::resolve::assign_names`], [`crate::regions::resolve::resolve_setup`] and
/// [`crate::output::render::fonts::glyph_diagnostics`]) can report, with its
/// severity. README.md's table of diagnostic codes lists them all; the loader's codes are in
/// [`crate::input::codes::ALL`].
pub const CODES: &[(&str, Severity)] = &[
    ("savanna::board::no-regions", Severity::Error),
    ("savanna::board::disconnected", Severity::Error),
    ("savanna::board::too-few-lion-regions", Severity::Error),
    ("savanna::board::no-pack-region", Severity::Error),
    ("savanna::board::no-capture-region", Severity::Error),
    ("savanna::board::dangle", Severity::Warning),
    ("savanna::board::near-miss", Severity::Warning),
    ("savanna::board::cut-edge", Severity::Warning),
    ("savanna::board::outside-frame", Severity::Warning),
    ("savanna::board::degenerate-line", Severity::Warning),
    ("savanna::board::duplicate-line", Severity::Warning),
    ("savanna::board::overlapping-lines", Severity::Warning),
    ("savanna::board::line-along-frame", Severity::Advice),
    ("savanna::board::region-count", Severity::Advice),
    ("savanna::board::unequal-regions", Severity::Advice),
    ("savanna::region::too-small", Severity::Error),
    ("savanna::region::short-border", Severity::Warning),
    ("savanna::region::corner-contact", Severity::Advice),
    ("savanna::region::no-capture", Severity::Advice),
    ("savanna::region::search-capped", Severity::Advice),
    ("savanna::name::outside", Severity::Error),
    ("savanna::name::on-border", Severity::Error),
    ("savanna::name::same-region", Severity::Error),
    ("savanna::name::no-glyph", Severity::Warning),
    ("savanna::setup::unknown-region", Severity::Error),
    ("savanna::setup::lions-together", Severity::Error),
    ("savanna::setup::does-not-fit", Severity::Error),
    ("savanna::setup::lion-count", Severity::Warning),
    ("savanna::setup::pack-too-close", Severity::Warning),
    ("savanna::setup::region-id", Severity::Warning),
];

/// The severity of `code` as listed in [`CODES`], or `None` for a code this module does not
/// report.
///
/// ```
/// use savanna::{checks::severity, diagnostics::Severity};
/// assert_eq!(severity("savanna::region::too-small"), Some(Severity::Error));
/// assert_eq!(severity("savanna::board::nonsense"), None);
/// ```
pub fn severity(code: &str) -> Option<Severity> {
    CODES.iter().find(|(c, _)| *c == code).map(|(_, s)| *s)
}
