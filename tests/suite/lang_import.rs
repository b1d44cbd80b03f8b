//! The importers' words under `--lang ru` (issue 41): `savanna import`'s notes and warnings on
//! standard error and `check`'s diagnostics of an SVG (`savanna::import::*`) in Russian, with
//! plurals; nothing outside the catalogue in the pseudo language; English byte for byte.

use crate::lang::{assert_all_said, says_all, says_none};

/// A drawing with something to say about most of its elements: a curve, a red circle, a value
/// that is no number, a hidden rectangle; its lion circle gives the lion's diameter.
const DRAWING: &str = r#"<svg xmlns="http://www.w3.org/2000/svg" width="200mm" height="150mm" viewBox="0 0 200 150">
<path d="M0 50 C 50 40 100 60 200 50" stroke="black" fill="none"/>
<line x1="100" y1="0" x2="100" y2="150" stroke="black"/>
<line x1="50" y1="0" x2="50" y2="abc" stroke="black"/>
<circle cx="20" cy="20" r="3" fill="red"/>
<circle cx="120" cy="120" r="3" fill="white"/>
<rect id="edge" x="0" y="0" width="200" height="150" fill="none" stroke="black" visibility="hidden"/>
</svg>
"#;

/// `savanna --lang LANG import d.svg -o b.yaml`'s standard error, the path written `d.svg`.
fn import_stderr(lang: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("d.svg");
    std::fs::write(&svg, DRAWING).unwrap();
    let out = crate::lang::unlocalized()
        .current_dir(dir.path())
        .args(["--lang", lang, "import", "d.svg", "-o", "b.yaml"])
        .assert()
        .success();
    String::from_utf8(out.get_output().stderr.clone()).unwrap()
}

#[test]
fn import_notes_and_warnings_in_russian() {
    assert_eq!(
        import_stderr("ru"),
        "примечание: d.svg: диаметр льва 6 мм, по 1 кругу льва (размеры совпадают); по умолчанию 30 мм
предупреждение: d.svg: <path> (строка 2): кривые заменены ломаными по 8 прямых отрезков каждая: поле состоит из прямых линий
предупреждение: d.svg: <circle> (строка 5): круг ни светлый (от светло-серого до белого — лев), ни тёмный (от тёмно-серого до чёрного — шакал) и не подписан: пропущен
предупреждение: d.svg: 1 элемент не нарисован, пропущен: <rect id=\"edge\"> (строка 7): скрыт (visibility)
предупреждение: d.svg: 1 элемент со значением, которое не читается: <line> (строка 4): y2=\"abc\" — не число: пропущен
записан файл b.yaml
"
    );
    assert_eq!(
        import_stderr("en"),
        "note: d.svg: lion diameter 6 mm, from the 1 lion circle (they agree); the default is 30 mm
warning: d.svg: <path> (line 2): curves flattened into 8 straight pieces each; a board is made of straight lines
warning: d.svg: <circle> (line 5): a circle neither light grey to white (lion) nor dark grey to black (jackal), nor labelled so: skipped
warning: d.svg: 1 element not drawn, skipped: <rect id=\"edge\"> (line 7): hidden (visibility)
warning: d.svg: 1 element with a value that cannot be read: <line> (line 4): y2=\"abc\" is not a number: skipped
wrote b.yaml
"
    );
    assert_all_said("import", &import_stderr("pseudo"), &["d.svg", "b.yaml"]);
}

/// `check` of the drawing: the importer's diagnostics, message, help and labels, in Russian;
/// six elements in their plural form (6 элементов).
#[test]
fn import_diagnostics_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("d.svg");
    let five = (0..5)
        .map(|k| {
            format!(
                "<line x1=\"{k}\" y1=\"0\" x2=\"{k}\" y2=\"1\" stroke=\"black\" opacity=\"0\"/>\n"
            )
        })
        .collect::<String>();
    std::fs::write(&svg, DRAWING.replace("</svg>", &format!("{five}</svg>"))).unwrap();
    let check = |lang: &str| {
        let out = crate::lang::unlocalized()
            .current_dir(dir.path())
            .args(["--lang", lang, "check", "d.svg", "--color", "never"])
            .output()
            .unwrap();
        // (miette wraps the messages: compared word by word)
        String::from_utf8(out.stdout)
            .unwrap()
            .split_whitespace()
            .filter(|w| *w != "│")
            .collect::<Vec<_>>()
            .join(" ")
    };
    let ru = check("ru");
    says_all(
        &ru,
        &[
            "<path>: кривые заменены ломаными по 8 прямых отрезков каждая",
            "этот элемент",
            "6 элементов не нарисованы, пропущены",
            "<line> (строка 9): непрозрачность 0",
            "подсказка: линия поля должна быть видна на рисунке",
            "этот файл",
        ],
    );
    says_none(&ru, &["this element", "this file", "not drawn", "skipped"]);
    says_all(
        &check("en"),
        &[
            "6 elements not drawn, skipped",
            "<line> (line 9): opacity 0",
            "this element",
        ],
    );
}
