//! The glyph check: every name the sheets print (region names, piece kinds, the board's name)
//! that has a character no shipped font has ([`crate::fonts`]) gets a [`NO_GLYPH`] warning.

use crate::diagnostics::{Code, Diagnostic, Said, Span, said};
use crate::fonts::missing_chars;
use crate::input::Board;

/// The diagnostic code for a name with a character no shipped font has.
pub const NO_GLYPH: Code = Code::NameNoGlyph;

/// Where character `c` of a name is written: the first occurrence of `c` inside `within` (the
/// name's entry), else the whole entry.
fn char_span(text: &str, within: Span, c: char) -> Span {
    let end = (within.offset + within.len).min(text.len());
    text.get(within.offset..end)
        .and_then(|t| t.find(c))
        .map_or(within, |i| Span::new(within.offset + i, c.len_utf8()))
}

fn describe(chars: &[char]) -> String {
    chars
        .iter()
        .map(|&c| format!("U+{:04X} `{c}`", c as u32))
        .collect::<Vec<_>>()
        .join(", ")
}

fn no_glyph(what: Said, chars: &[char], at: Option<Span>, text: &str) -> Diagnostic {
    let n = chars.len();
    let mut d = Diagnostic::said(
        NO_GLYPH,
        said!(
            "diag-name-no-glyph",
            what = what,
            n = n,
            chars = describe(chars)
        ),
    )
    .with_help_said(said!("diag-name-no-glyph-help"));
    if let Some(span) = at {
        let label = said!(
            "diag-label-no-font",
            n = n,
            code = format!("U+{:04X}", chars[0] as u32)
        );
        d = d.with_label_said(char_span(text, span, chars[0]), label);
    }
    d
}

/// A [`NO_GLYPH`] warning for every name the sheets print (region names, piece kinds, the board's
/// name) that has a character no shipped font has, pointing at the character in `text` (the
/// board file) when it is written there as itself, else at the name's entry.
pub fn glyph_diagnostics(board: &Board, text: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if let Some(name) = &board.name {
        let m = missing_chars(name);
        if !m.is_empty() {
            let at = text
                .find(name.as_str())
                .map(|i| Span::new(i, name.len()))
                .or_else(|| text.find(m[0]).map(|i| Span::new(i, m[0].len_utf8())));
            out.push(no_glyph(
                said!("diag-the-board-name", name = name),
                &m,
                at,
                text,
            ));
        }
    }
    for p in &board.pieces {
        let m = missing_chars(&p.name);
        if !m.is_empty() {
            out.push(no_glyph(
                said!("diag-the-piece-kind", name = &p.name),
                &m,
                p.span,
                text,
            ));
        }
    }
    for r in &board.region_names {
        let m = missing_chars(&r.name);
        if !m.is_empty() {
            out.push(no_glyph(
                said!("diag-the-region-name", name = &r.name),
                &m,
                Some(r.span),
                text,
            ));
        }
    }
    out
}
