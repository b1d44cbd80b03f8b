//! savanna in Russian (issue 41.1): the print sheet and `play`. `--lang ru`, a board's `lang: ru`
//! and the locale choose the sheet's language; English stays the default.

use crate::common::savanna;

/// The SVG sheet of `board` (YAML text) on standard output, with `args` and `env`.
fn sheet(board: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("b.yaml");
    std::fs::write(&p, board).unwrap();
    let mut c = savanna();
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c
        .args(args)
        .args(["render", p.to_str().unwrap(), "-o", "-", "--quiet"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The text a sheet shows: its text nodes, not its attributes (whose machine data, the board's
/// `data-game` for one, stays English).
fn shown(svg: &str) -> String {
    svg.split('>')
        .filter_map(|s| s.split('<').next())
        .filter(|t| !t.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn classic() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/classic.yaml"
    ))
    .unwrap()
}

/// Words of the English legend that must not be left in the Russian sheet.
const ENGLISH: [&str; 6] = [
    "How to play on this board",
    "On a turn",
    "A lion counts as",
    "The jackals move first",
    "Start:",
    "jackals",
];

#[test]
fn russian_sheet_has_russian_legend() {
    let ru = sheet(&classic(), &["--lang", "ru"], &[]);
    let text = shown(&ru);
    for w in [
        "Как играть на этом поле",
        "За ход игрок передвигает одну или несколько групп",
        "Лев по силе равен 3 шакалам.",
        "Первыми ходят шакалы.",
        "Начало:",
        "стая шакалов (9 шакалов)",
    ] {
        assert!(text.contains(w), "no `{w}` in the Russian sheet");
    }
    for w in ENGLISH {
        assert!(
            !text.contains(w),
            "`{w}` left in the Russian sheet:\n{text}"
        );
    }
    // The same from the locale and from the board's `lang:`; `--lang en` wins over both.
    assert_eq!(sheet(&classic(), &[], &[("LANG", "ru_RU.UTF-8")]), ru);
    let board_ru = format!("lang: ru\n{}", classic());
    assert_eq!(sheet(&board_ru, &[], &[]), ru);
    let en = sheet(&classic(), &[], &[]);
    assert_eq!(
        sheet(&board_ru, &["--lang", "en"], &[("LANG", "ru_RU.UTF-8")]),
        en
    );
    assert!(en.contains("How to play on this board"));
    // LC_ALL comes before LANG.
    assert_eq!(
        sheet(&classic(), &[], &[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")]),
        en
    );
}

#[test]
fn unknown_lang_is_an_error_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("b.yaml");
    std::fs::write(&p, format!("lang: fr\n{}", classic())).unwrap();
    let out = savanna()
        .args(["check", p.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    assert!(err.contains("savanna::input::unknown-lang"), "{err}");
    assert!(err.contains("en, ru"), "{err}");
}

/// `play` in Russian: the greeting, the table, the prompt, an agent's move and the result are
/// Russian; Russian keywords and piece words are read; `--lang en` and the JSON protocol stay
/// English.
#[test]
fn play_in_russian() {
    let board = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/classic.yaml");
    let play = |lang: &str, input: &str| {
        let out = savanna()
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "ru_RU.UTF-8")
            .args([
                "--lang",
                lang,
                "play",
                board,
                "--lions",
                "greedy",
                "--jackals",
                "human",
            ])
            .write_stdin(input.to_string())
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    // Dunes -> Kopje is not a neighbour move; `3 шакала Dunes -> Salt Pan` is (the English
    // test plays `3 jackals Dunes -> Salt Pan`), `ходы` lists the moves that may follow (and
    // `конец`), `конец` ends the turn and `выход` stops.
    let ru = play(
        "ru",
        "помощь\nDunes -> Kopje\n3 шакала Dunes -> Salt Pan\nходы\nконец\nвыход\n",
    );
    for w in [
        "львы (greedy) против шакалов (human); первыми ходят шакалы.",
        "правила: по умолчанию savanna",
        "  № ",
        "  регион  ",
        "вмещает львов/шакалов",
        "раунд 1, ходят шакалы; 0 раундов без взятий (очки подсчитываются после 6)",
        "шакалы> ",
        "Ход — это одно или несколько перемещений групп, затем `конец`:",
        "- Лев по силе равен 3 шакалам.",
        "нельзя: ",
        "львы: ",
        "игра не окончена",
        "(за этот ход сделано 1 перемещение)",
        "\n  конец\n",
    ] {
        assert!(ru.contains(w), "no `{w}` in:\n{ru}");
    }
    for w in [
        "jackals>",
        "round 1",
        "game unfinished",
        "A turn is",
        "lions: ",
    ] {
        assert!(!ru.contains(w), "`{w}` in:\n{ru}");
    }
    let en = play("en", "3 jackals Dunes -> Salt Pan\nend\nquit\n");
    assert!(
        en.contains("jackals> ") && en.contains("game unfinished"),
        "{en}"
    );
    assert!(en.contains("lions: "), "{en}");
}

/// The Russian PDF read back by pdftotext (poppler-utils; the test says so and passes where it
/// is not installed): its text is Russian and the English legend is gone.
#[test]
fn russian_pdf_reads_back_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("ru.pdf");
    let board = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/classic.yaml");
    let out = savanna()
        .args([
            "--lang",
            "ru",
            "render",
            board,
            "-o",
            pdf.to_str().unwrap(),
            "--quiet",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let Ok(read) = std::process::Command::new("pdftotext")
        .arg(&pdf)
        .arg("-")
        .output()
    else {
        eprintln!("pdftotext is not installed (poppler-utils): the PDF's text is not read back");
        return;
    };
    let text = String::from_utf8_lossy(&read.stdout);
    for w in [
        "Как играть на этом поле",
        "Фишки в натуральную величину:",
        "100 мм × 100 мм",
        "Первыми ходят шакалы.",
        "Обложка",
        "страница 1 из 5",
        "все",
    ] {
        assert!(text.contains(w), "no `{w}` in the PDF's text:\n{text}");
    }
    for w in ENGLISH
        .iter()
        .chain(&["Cover", "page 1 of", "Pieces, true size"])
    {
        assert!(!text.contains(w), "`{w}` in the PDF's text:\n{text}");
    }
}
