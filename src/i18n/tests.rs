use super::*;
use std::collections::BTreeMap;

/// Both catalogues parse without an error and have the same messages: a message only one
/// language has would print its id in the other.
#[test]
fn every_catalogue_has_every_message() {
    for lang in Lang::ALL {
        let parsed = FluentResource::try_new(lang.catalogue().to_string());
        assert!(parsed.is_ok(), "{lang}: {:?}", parsed.err().map(|e| e.1));
    }
    let mut en = Lang::En.message_ids();
    let mut ru = Lang::Ru.message_ids();
    assert!(en.len() > 50, "{}", en.len());
    let (dup_en, dup_ru) = (en.len(), ru.len());
    en.sort();
    en.dedup();
    ru.sort();
    ru.dedup();
    assert_eq!((en.len(), ru.len()), (dup_en, dup_ru), "an id given twice");
    let only_en: Vec<_> = en.iter().filter(|i| !ru.contains(i)).collect();
    let only_ru: Vec<_> = ru.iter().filter(|i| !en.contains(i)).collect();
    assert!(
        only_en.is_empty() && only_ru.is_empty(),
        "en only: {only_en:?}; ru only: {only_ru:?}"
    );
}

/// Russian plurals by CLDR: one for 1, 21, 101, 111 is not (11-14 take many); few for 2-4,
/// 22-24; many for 5-20, 25-30, 11, 111.
#[test]
fn russian_plurals() {
    let jackals = |n: u64| tr!(Lang::Ru, "count-jackal", n = n);
    let lions = |n: u64| tr!(Lang::Ru, "count-lion", n = n);
    let want_j = [
        (1, "1 шакал"),
        (2, "2 шакала"),
        (5, "5 шакалов"),
        (11, "11 шакалов"),
        (21, "21 шакал"),
        (22, "22 шакала"),
        (25, "25 шакалов"),
        (111, "111 шакалов"),
        (0, "0 шакалов"),
    ];
    for (n, w) in want_j {
        assert_eq!(jackals(n), w);
    }
    let want_l = [
        (1, "1 лев"),
        (2, "2 льва"),
        (5, "5 львов"),
        (11, "11 львов"),
        (21, "21 лев"),
        (22, "22 льва"),
        (25, "25 львов"),
        (111, "111 львов"),
    ];
    for (n, w) in want_l {
        assert_eq!(lions(n), w);
    }
    assert_eq!(tr!(Lang::En, "count-lion", n = 1u64), "1 lion");
    assert_eq!(tr!(Lang::En, "count-lion", n = 21u64), "21 lions");
}

/// No isolation marks (U+2068, U+2069) around arguments, and a missing message gives its id.
#[test]
fn plain_output() {
    let s = tr!(
        Lang::En,
        "sheet-page-of",
        n = 2u64,
        total = 5u64,
        name = "Oasis"
    );
    assert_eq!(s, "page 2 of 5 · Oasis");
    assert_eq!(Lang::En.tr("no-such-message", &[]), "no-such-message");
}

#[test]
fn languages_from_locales() {
    assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
    assert_eq!(Lang::from_locale("ru"), Lang::Ru);
    assert_eq!(Lang::from_locale("en_US.UTF-8"), Lang::En);
    assert_eq!(Lang::from_locale("C"), Lang::En);
    assert_eq!(Lang::from_locale("de_DE"), Lang::En);
    assert_eq!(Lang::parse("RU"), Some(Lang::Ru));
    assert_eq!(Lang::parse("fr"), None);
}

/// The variables a message's pattern uses (`$name`), in every variant of its selectors.
fn variables(p: &fluent_syntax::ast::Pattern<&str>, out: &mut std::collections::BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut std::collections::BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }
    fn expression_vars(e: &Expression<&str>, out: &mut std::collections::BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

/// Each message's variables, by id.
fn message_variables(lang: Lang) -> BTreeMap<String, std::collections::BTreeSet<String>> {
    let res = fluent_syntax::parser::parse(lang.catalogue()).unwrap_or_else(|(r, _)| r);
    let mut out = BTreeMap::new();
    for e in &res.body {
        if let fluent_syntax::ast::Entry::Message(m) = e {
            let mut vars = std::collections::BTreeSet::new();
            if let Some(p) = &m.value {
                variables(p, &mut vars);
            }
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

/// The Russian catalogue's messages use exactly the variables of the English ones: a variable
/// the code does not give would print as `{$name}`, and one left out loses a fact (a count, a
/// region) the English message says.
#[test]
fn every_message_has_the_same_variables_in_every_language() {
    let en = message_variables(Lang::En);
    let ru = message_variables(Lang::Ru);
    assert_eq!(
        en.keys().collect::<Vec<_>>(),
        ru.keys().collect::<Vec<_>>(),
        "the same message ids"
    );
    // Messages whose languages choose differently among the arguments the code gives: Russian
    // picks the plural of "round" by the fractional count of rounds (`$r`, 1.5 раунда), English
    // by the turns; Russian's draw sentence does not count the only-move turns (`$n`).
    let own_choice = ["play-quiet", "forgiving-draw"];
    let differ: Vec<String> = en
        .iter()
        .filter(|(id, vars)| !own_choice.contains(&id.as_str()) && ru.get(*id) != Some(vars))
        .map(|(id, vars)| format!("{id}: en {vars:?}, ru {:?}", ru.get(id)))
        .collect();
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
