//! The SVG importer's words as catalogue messages ([`Said`]): an element as a message names it,
//! and the reasons the walk gives for skipping an element, recognised and said in the reader's
//! language (a reason savanna does not recognise is passed through as written, as
//! `input::yaml_words` does with the YAML parser's clauses).

use super::Element;
use crate::diagnostics::{Said, said};

impl Element {
    /// `<tag id="…"> (line N)` as a message ([`Element::describe`] in any language).
    pub(super) fn said(&self) -> Said {
        let line = self.line;
        let (id, label) = self.names();
        match (id, label) {
            (Some(id), _) => said!(
                "diag-import-element-id",
                tag = &self.tag,
                id = id,
                line = line
            ),
            (None, Some(l)) => said!(
                "diag-import-element-label",
                tag = &self.tag,
                label = l,
                line = line
            ),
            (None, None) => said!("diag-import-element", tag = &self.tag, line = line),
        }
    }

    /// `<tag id="…">` or ``<tag> labelled `…` ``: the element a diagnostic's message names.
    pub(super) fn name_said(&self) -> Said {
        match (&self.id, &self.label) {
            (Some(id), _) => said!("diag-import-name-id", tag = &self.tag, id = id),
            (None, Some(l)) => said!("diag-import-name-label", tag = &self.tag, label = l),
            (None, None) => said!("diag-import-name", tag = &self.tag),
        }
    }
}

/// The reasons given as fixed texts, with their messages.
const FIXED: &[(&str, &str)] = &[
    ("display none", "diag-import-why-display-none"),
    ("opacity 0", "diag-import-why-opacity"),
    ("hidden (visibility)", "diag-import-why-visibility"),
    ("no ink (fill none, no stroke)", "diag-import-why-no-ink"),
    ("font-size 0", "diag-import-why-font-size"),
    (
        "no stroke (stroke none, or none given: SVG draws no stroke by default)",
        "diag-import-why-no-stroke",
    ),
    (
        "clipped away (its clip-path shows none of it)",
        "diag-import-why-clipped-away",
    ),
    (
        "its clip-path is not made of straight lines (a curve or a text): imported whole, unclipped",
        "diag-import-why-clip-curved",
    ),
    (
        "a <use> that draws nothing (its reference is missing, loops back to itself or draws no shape)",
        "diag-import-why-use-nothing",
    ),
    (
        "a <use> whose reference is not in this file",
        "diag-import-why-use-elsewhere",
    ),
    (
        "a <use> past the limit of 100000 cloned elements",
        "diag-import-why-use-limit",
    ),
    (
        "a coordinate is not a number in user units",
        "diag-import-why-not-user-units",
    ),
    (
        "its transform cannot be read",
        "diag-import-why-transform-unread",
    ),
    (
        "the board group's transform cannot be inverted",
        "diag-import-why-not-inverted",
    ),
    (
        "not a straight-line shape (line, polyline, polygon, rect or path)",
        "diag-import-why-not-straight",
    ),
    (
        "is not one closed outline (a rect, a polygon, or a path that ends where it starts)",
        "diag-import-why-not-closed",
    ),
    ("is a second frame", "diag-import-why-second-frame"),
    ("draws nothing", "diag-import-why-draws-nothing"),
    ("a group holding no shape", "diag-import-why-no-shape"),
    (
        "a group holding more than one shape",
        "diag-import-why-many-shapes",
    ),
];

/// The text between `start` and `end` in `s`, when `s` is made so.
fn between<'a>(s: &'a str, start: &str, end: &str) -> Option<&'a str> {
    s.strip_prefix(start)?.strip_suffix(end)
}

/// `attr` and `value` of `` ATTR`VALUE` `` (`` x `12q` ``, `` dx=`3%` ``) before `rest`.
fn attr_value<'a>(s: &'a str, start: &str, sep: &str, rest: &str) -> Option<(&'a str, &'a str)> {
    let inner = between(s, start, rest)?;
    let (attr, value) = inner.split_once(sep)?;
    Some((attr, value.strip_suffix('`')?))
}

/// A reason the importer gives for what became of an element, as a message: the reasons it
/// writes are recognised (fixed texts, and those naming a value: `x2="abc" is not a number`),
/// any other is said as it is.
pub(super) fn why(s: &str) -> Said {
    if let Some(id) = FIXED.iter().find(|(t, _)| *t == s).map(|(_, id)| *id) {
        return said!(id);
    }
    if let Some(w) = s.strip_suffix(": skipped") {
        return said!("diag-import-why-skipped", why = why(w));
    }
    if let Some(v) = between(s, "points=\"", "\" is not a list of x, y numbers") {
        return said!("diag-import-why-not-points", value = v);
    }
    if let Some(v) = between(s, "transform=\"", "\" cannot be read") {
        return said!("diag-import-why-transform", value = v);
    }
    if let Some(v) = s.strip_suffix(" is not a number") {
        return said!("diag-import-why-not-number", value = v);
    }
    if let Some(v) = between(
        s,
        "its path data cannot be read to the end (d=\"",
        "\"): read up to the error, as SVG viewers draw it",
    ) {
        return said!("diag-import-why-path-data", value = v);
    }
    if let Some(v) = between(
        s,
        "its anchor `",
        "` is not a length: the text names nothing",
    ) {
        return said!("diag-import-why-anchor", value = v);
    }
    if let Some((a, v)) = attr_value(
        s,
        "its offset ",
        "=`",
        " cannot be placed: the text names nothing",
    ) {
        return said!("diag-import-why-offset", attr = a, value = v);
    }
    if let Some((a, v)) = attr_value(
        s,
        "its flow region's ",
        " `",
        " is not a length: the text names nothing",
    ) {
        return said!("diag-import-why-flow-region", attr = a, value = v);
    }
    if let Some(t) = between(
        s,
        "a flowed text (Inkscape 0.92's flowRoot) `",
        "` with no rectangle to flow into: it names nothing",
    ) {
        return said!("diag-import-why-flowed", text = t);
    }
    said!("yaml-as-written", text = s)
}

#[cfg(test)]
mod tests {
    use super::why;
    use crate::i18n::Lang;

    /// Every reason comes back in English byte for byte, and the recognised ones are Russian.
    #[test]
    fn reasons_are_said_in_both_languages() {
        for (en, ru) in [
            (
                "x2=\"abc\" is not a number: skipped",
                "x2=\"abc\" — не число: пропущен",
            ),
            ("hidden (visibility)", "скрыт (visibility)"),
            (
                "its offset dx=`3%` cannot be placed: the text names nothing",
                "его смещение dx=`3%` не удаётся поставить: текст ничего не называет",
            ),
            (
                "its flow region's x `1q` is not a length: the text names nothing",
                "x его области обтекания `1q` — не длина: текст ничего не называет",
            ),
            (
                "transform=\"rotate(\" cannot be read: skipped",
                "transform=\"rotate(\" не читается: пропущен",
            ),
            ("something new", "something new"),
        ] {
            assert_eq!(why(en).text(Lang::En), en);
            assert_eq!(why(en).text(Lang::Ru), ru);
        }
    }
}
