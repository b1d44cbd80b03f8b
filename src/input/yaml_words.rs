//! The YAML parser's own words (serde_yaml's messages, English) as catalogue messages: each
//! clause of a message (they are joined with `, `) that savanna recognises is said in the
//! reader's language, with its place (`at line L column C`); any other clause is passed through
//! as the parser wrote it. English comes out byte for byte as the parser's.

use crate::diagnostics::{Said, SaidArg, said};

/// What the parser was reading (`while parsing a flow sequence`), as the catalogue's selector
/// keys: the English words and their key.
const THINGS: &[(&str, &str)] = &[
    ("a flow sequence", "flow-sequence"),
    ("a flow mapping", "flow-mapping"),
    ("a block mapping", "block-mapping"),
    ("a block collection", "block-collection"),
    ("a quoted scalar", "quoted-scalar"),
    ("a plain scalar", "plain-scalar"),
    ("a block scalar", "block-scalar"),
    ("a simple key", "simple-key"),
    ("a flow node", "flow-node"),
    ("a block node", "block-node"),
    ("a node", "node"),
    ("node", "node"),
    ("for the next token", "next-token"),
    ("an anchor", "anchor"),
    ("an alias", "anchor"),
    ("a tag", "tag"),
    ("a directive", "directive"),
];

/// Whole clauses the catalogue has a message for.
const CLAUSES: &[(&str, &str)] = &[
    (
        "mapping values are not allowed in this context",
        "yaml-mapping-values-not-allowed",
    ),
    (
        "block sequence entries are not allowed in this context",
        "yaml-sequence-entries-not-allowed",
    ),
    ("found unexpected end of stream", "yaml-unexpected-end"),
    ("did not find expected key", "yaml-expected-key"),
    ("did not find expected node content", "yaml-expected-node"),
    ("did not find expected '-' indicator", "yaml-expected-dash"),
    ("could not find expected ':'", "yaml-expected-colon"),
    ("found unknown anchor", "yaml-unknown-anchor"),
    (
        "found character that cannot start any token",
        "yaml-cannot-start-token",
    ),
    ("found undefined tag handle", "yaml-undefined-tag"),
    (
        "found a tab character that violates indentation",
        "yaml-tab-indentation",
    ),
    (
        "found unexpected document indicator",
        "yaml-unexpected-document",
    ),
    ("duplicate key", "yaml-duplicate-key"),
];

/// The parser's `message` as a catalogue argument: its clauses, each recognised one in the
/// catalogue's words, joined with `, `.
pub(crate) fn yaml_words(message: &str) -> SaidArg {
    SaidArg::Joined(message.split(", ").map(clause).collect(), ", ")
}

/// One clause of a parser message.
fn clause(text: &str) -> Said {
    // `… at line L column C`
    if let Some((head, place)) = text.rsplit_once(" at line ")
        && let Some((line, column)) = place.split_once(" column ")
        && let (Ok(line), Ok(column)) = (line.parse::<u64>(), column.parse::<u64>())
    {
        return said!("yaml-at", what = clause(head), line = line, column = column);
    }
    if let Some((_, id)) = CLAUSES.iter().find(|(c, _)| *c == text) {
        return said!(id);
    }
    for verb in ["parsing", "scanning"] {
        if let Some(thing) = text.strip_prefix(&format!("while {verb} ")) {
            let key = THINGS
                .iter()
                .find(|(t, _)| *t == thing)
                .map_or("other", |(_, k)| k);
            return said!("yaml-while", verb = verb, thing = thing, key = key);
        }
    }
    if let Some(x) = text.strip_prefix("did not find expected ") {
        return match x.split_once(" or ") {
            Some((a, b)) => said!("yaml-did-not-find-either", a = a, b = b),
            None => said!("yaml-did-not-find", what = x),
        };
    }
    for (kind, id) in [
        ("invalid type: ", "yaml-invalid-type"),
        ("invalid value: ", "yaml-invalid-value"),
    ] {
        if let Some(i) = text.find(kind) {
            return said!(id, path = &text[..i], what = &text[i + kind.len()..]);
        }
    }
    if let Some(x) = text.strip_prefix("expected ") {
        return said!("yaml-expected", what = x);
    }
    said!("yaml-as-written", text = text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn say(message: &str, lang: Lang) -> String {
        Said {
            id: "yaml-as-written",
            args: vec![("text", yaml_words(message))],
        }
        .text(lang)
    }

    /// English is the parser's, byte for byte; Russian says the clauses it knows and passes the
    /// rest through.
    #[test]
    fn parser_words_in_russian() {
        for m in [
            "did not find expected ',' or ']', while parsing a flow sequence at line 1 column 4",
            "mapping values are not allowed in this context",
            "a: invalid value: string \"x\", expected an integer",
            "found character that cannot start any token, while scanning for the next token",
            "something new, while parsing a whatsit",
        ] {
            assert_eq!(say(m, Lang::En), m);
        }
        assert_eq!(
            say(
                "did not find expected ',' or ']', while parsing a flow sequence at line 1 column 4",
                Lang::Ru
            ),
            "не найдено ожидаемое ',' или ']', при разборе списка в квадратных скобках (строка 1, столбец 4)"
        );
        assert_eq!(
            say("mapping values are not allowed in this context", Lang::Ru),
            "здесь не может быть значения ключа (`ключ: значение`)"
        );
        assert_eq!(
            say(
                "a: invalid value: string \"x\", expected an integer",
                Lang::Ru
            ),
            "a: недопустимое значение: string \"x\", ожидалось: an integer"
        );
        assert_eq!(
            say("something new, while parsing a whatsit", Lang::Ru),
            "something new, при разборе: a whatsit"
        );
    }
}
