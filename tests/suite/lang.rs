//! savanna in Russian (issue 41.1): the print sheet, `play`, `moves`, `replay` and `solve`.
//! `--lang ru`, a board's `lang: ru` and the locale choose the language; English stays the
//! default.

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
        "правила: стандартные правила savanna",
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

/// `savanna ARGS` with no locale but `env`: its standard output (it must succeed).
fn run(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut c = savanna();
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Everything but the solver's figures (its time, English in every language).
fn without_figures(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("solved"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn solve_in_russian() {
    let b = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/game/first-player-wins.yaml"
    );
    let ru = run(&["--lang", "ru", "-q", "solve", b], &[]);
    for w in [
        "Generated Savanna 1: 6 регионов, 3 льва, 9 шакалов; правила: стандартные правила savanna\n",
        "при идеальной игре:\n",
        "  первыми ходят шакалы: шакалы побеждают, взяв всех львов, после 5 раундов\n",
        "  первыми ходят львы: львы побеждают, взяв всех шакалов, после 6 раундов\n",
        "  значит, побеждает сторона, которая ходит первой; поле честное, если игроки начинают по очереди\n",
        "для победы львов нужен 1 единственный ход за 6 раундов",
        "все фишки в игре, ходят шакалы (11990 расстановок): шакалы побеждают в 59,8 %",
        "линия идеальной игры, первыми ходят львы:\n",
        "  10 шакалы   пропуск\n",
    ] {
        assert!(ru.contains(w), "no `{w}` in:\n{ru}");
    }
    for w in ["with perfect play", "the jackals win", " first:", "pass"] {
        assert!(!ru.contains(w), "`{w}` left in:\n{ru}");
    }
    // The locale chooses the same; English stays the default.
    let locale = run(&["-q", "solve", b], &[("LC_ALL", "ru_RU.UTF-8")]);
    assert_eq!(without_figures(&locale), without_figures(&ru));
    let en = run(&["-q", "solve", b], &[]);
    assert!(en.contains("with perfect play:\n  jackals first: the jackals win by eliminating the lions, after 5 rounds\n"), "{en}");
}

#[test]
fn replay_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("g.json");
    let rec = rec.to_str().unwrap();
    let w = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/waterhole.yaml");
    run(
        &["-q", "solve", w, "--first", "lions", "--record", rec],
        &[],
    );
    let ru = run(&["--lang", "ru", "replay", rec], &[]);
    for w in [
        "Waterhole: 6 ходов, первыми ходят львы; правила: стандартные, кроме first: \"lions\"\n",
        "   1 львы     1 лев 4 (Plain) -> 3 (East Hill); ",
        "   2 шакалы   6 шакалов 1 (West Hill) -> 3 (East Hill)  (взято: 2 льва); 2 шакала 1 (West Hill) -> 2 (Valley)\n",
        "игра окончена: шакалы побеждают: у львов не осталось фишек, после 3 раундов\n",
        "  №  регион     вмещает львов/шакалов  львы  шакалы         соседи\n",
    ] {
        assert!(ru.contains(w), "no `{w}` in:\n{ru}");
    }
    assert_eq!(run(&["replay", rec], &[("LANG", "ru_RU.UTF-8")]), ru);
    let en = run(&["replay", rec], &[]);
    assert!(
        en.starts_with("Waterhole: 6 turns, the lions first; rules: defaults except"),
        "{en}"
    );
    assert!(en.contains("   2 jackals  6 jackals 1 (West Hill)"), "{en}");
}

#[test]
fn moves_in_russian_by_the_board_and_plurals() {
    let dir = tempfile::tempdir().unwrap();
    let pos = dir.path().join("p.yaml");
    std::fs::write(&pos, "side: jackals\npieces:\n  Kopje: {lions: 1}\n  Acacia Grove: {lions: 1}\n  Oasis: {lions: 1}\n  Dunes: {jackals: 9}\n").unwrap();
    let board = dir.path().join("ru.yaml");
    std::fs::write(&board, format!("lang: ru\n{}", classic())).unwrap();
    let (b, p) = (board.to_str().unwrap(), pos.to_str().unwrap());
    // The board's `lang: ru` chooses Russian, as for its sheet.
    let ru = run(&["moves", b, p], &[]);
    for w in [
        "раунд 1, ходят шакалы; 0 раундов без взятий (очки подсчитываются после 6)\n",
        "16 допустимых перемещений групп шакалов:\n",
        "  1 шакал 10 (Dunes) -> 6 (Salt Pan)\n",
        "  2 шакала 10 (Dunes) -> 6 (Salt Pan)\n",
        "  5 шакалов 10 (Dunes) -> 6 (Salt Pan)\n",
        "  (ход пока нельзя закончить)\nправила: стандартные правила savanna\n",
    ] {
        assert!(ru.contains(w), "no `{w}` in:\n{ru}");
    }
    // `--lang en` wins over the board's `lang:`, which wins over the locale.
    let en = run(&["--lang", "en", "moves", b, p], &[("LANG", "ru_RU.UTF-8")]);
    assert!(
        en.contains(
            "16 legal group moves for the jackals:\n  1 jackal 10 (Dunes) -> 6 (Salt Pan)\n"
        ),
        "{en}"
    );
    assert!(en.ends_with("  (the turn may not end yet)\nrules: savanna's defaults\n"));
    let c = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/classic.yaml");
    assert_eq!(run(&["moves", c, p], &[("LC_MESSAGES", "ru_RU.UTF-8")]), ru);
}

/// A request of the command layer without `lang` (the WebAssembly engine's) is English.
#[test]
fn command_requests_default_to_english() {
    let r: savanna::command::Request =
        serde_json::from_str(r#"{"command": {"replay": {"record": "g.json"}}}"#).unwrap();
    assert_eq!((r.lang, r.locale), (None, savanna::i18n::Lang::En));
}
