//! savanna in Russian (issue 41.1): the print sheet, `play`, `moves`, `replay` and `solve`.
//! `--lang ru`, a board's `lang: ru` and the locale choose the language; English stays the
//! default.

use crate::common::savanna;

/// Asserts that `text` holds every one of `words`.
pub(crate) fn says_all(text: &str, words: &[&str]) {
    for w in words {
        assert!(text.contains(w), "no `{w}` in:\n{text}");
    }
}

/// Asserts that `text` holds none of `words` (English left in a Russian text).
pub(crate) fn says_none(text: &str, words: &[&str]) {
    for w in words {
        assert!(!text.contains(w), "`{w}` left in:\n{text}");
    }
}

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
    says_all(
        &ru,
        &[
            "львы (жадный) против шакалов (человек); первыми ходят шакалы.",
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
        ],
    );
    says_none(
        &ru,
        &[
            "jackals>",
            "round 1",
            "game unfinished",
            "A turn is",
            "lions: ",
        ],
    );
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

/// savanna with none of the locale's variables set (`LC_ALL`, `LC_MESSAGES`, `LANG`): English
/// unless `--lang` or a board's `lang:` says otherwise.
pub(crate) fn unlocalized() -> assert_cmd::Command {
    let mut c = savanna();
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    c
}

/// `savanna ARGS` with no locale but `env`: its standard output (it must succeed).
pub(crate) fn run(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut c = unlocalized();
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

/// Everything but the solver's figures (its time varies from run to run).
fn without_figures(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("solved") && !l.starts_with("решено"))
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
    says_all(
        &ru,
        &[
            "Generated Savanna 1: 6 регионов, 3 льва, 9 шакалов; правила: стандартные правила savanna\n",
            "при идеальной игре:\n",
            "  первыми ходят шакалы: шакалы побеждают, взяв всех львов, после 5 раундов\n",
            "  первыми ходят львы: львы побеждают, взяв всех шакалов, после 6 раундов\n",
            "  значит, побеждает сторона, которая ходит первой; поле честное, если игроки начинают по очереди\n",
            "для победы львов нужен 1 единственный ход за 6 раундов",
            "все фишки в игре, ходят шакалы (11990 расстановок): шакалы побеждают в 59,8 %",
            "линия идеальной игры, первыми ходят львы:\n",
            "  10 шакалы   пропуск\n",
            // The solver's figures, with a decimal comma. (The jackals' quiet graphs' partial
            // turns, edges and memory are smaller since their regions send in a frontier-keeping
            // order, stop 52: 1.35e6, 2.65e6, 2,8 МБ before; states and transitions unchanged.)
            "\nрешено за ",
            " с: состояний — 1.74e6, перебрано переходов конца хода — 9.31e5 (и тихие ходы шакалов как графы: частичных ходов — 1.01e6, рёбер — 2.08e6), раскрыто состояний хода — 1.62e6; значения заняли 3,6 МБ, списки ходов и графы — не больше 1,7 МБ\n",
        ],
    );
    says_none(
        &ru,
        &[
            "with perfect play",
            "the jackals win",
            " first:",
            "pass",
            "solved",
            "states",
        ],
    );
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
    says_all(
        &ru,
        &[
            "Waterhole: 6 ходов, первыми ходят львы; правила: стандартные, кроме first: lions\n",
            "   1 львы     1 лев 4 (Plain) -> 3 (East Hill); ",
            "   2 шакалы   6 шакалов 1 (West Hill) -> 3 (East Hill)  (взято: 2 льва); 2 шакала 1 (West Hill) -> 2 (Valley)\n",
            "игра окончена: шакалы побеждают: у львов не осталось фишек, после 3 раундов\n",
            "  №  регион     вмещает львов/шакалов  львы  шакалы         соседи\n",
        ],
    );
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
    says_all(
        &ru,
        &[
            "раунд 1, ходят шакалы; 0 раундов без взятий (очки подсчитываются после 6)\n",
            "16 допустимых перемещений групп шакалов:\n",
            "  1 шакал 10 (Dunes) -> 6 (Salt Pan)\n",
            "  2 шакала 10 (Dunes) -> 6 (Salt Pan)\n",
            "  5 шакалов 10 (Dunes) -> 6 (Salt Pan)\n",
            "  (ход пока нельзя закончить)\nправила: стандартные правила savanna\n",
        ],
    );
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

/// `savanna play BOARD` as the human jackals against the greedy lions, reading `input`, with
/// `args` before the command and `env` as the only locale: its standard output.
fn play_lines(board: &str, args: &[&str], env: &[(&str, &str)], input: &str) -> String {
    let mut c = savanna();
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c
        .args(args)
        .args(["play", board, "--lions", "greedy", "--jackals", "human"])
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Every refusal `play` gives is Russian, its code English (issue 41.1, item 1). On the classic
/// board the jackals start 9 in Dunes (10), whose neighbours are Salt Pan (6) and Marsh (9);
/// the lions stand in Kopje (1). Counts agree with their numbers.
#[test]
fn play_refusals_in_russian() {
    let board = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/classic.yaml");
    let input = [
        "конец",                     // a turn holds at least one move
        "Dunes -> Kopje",            // not neighbours
        "1 -> 5",                    // the lions' Kopje: no jackals there
        "1 лев Dunes -> Marsh",      // the lions' pieces
        "10 шакалов Dunes -> Marsh", // only 9 there
        "9 шакалов Dunes -> Marsh",  // the pack leaves one behind
        "3 шакала Marsh -> Dunes",   // Marsh holds no jackals
        "Dunes -> Dunes",            // the same region
        "Dunes -> 11",               // no region 11
        "Dune -> 6",                 // did you mean
        "нечто",                     // not a move
        "выход",
    ]
    .join("\n");
    let ru = play_lines(board, &["--lang", "ru"], &[], &input);
    says_all(
        &ru,
        &[
            "нельзя: за ход нужно сделать хотя бы одно перемещение, если оно возможно [savanna::move::must-move]\n  (`ходы` — список допустимых перемещений)\n",
            "нельзя: группа переходит в соседний регион: у 10 (Dunes) и 1 (Kopje) нет общей границы [savanna::move::not-neighbors]\n",
            "нельзя: в регионе 1 (Kopje) нет шакалов [savanna::move::not-yours]\n",
            "это не ваши фишки: `1 лев Dunes -> Marsh`: сейчас ходят шакалы, а не львы [savanna::move::not-yours]\n",
            "нельзя: в регионе 10 (Dunes) всего 9 шакалов [savanna::move::too-few]\n",
            "нельзя: стая оставляет одного: когда 3 шакала или больше уходят за ход из региона, один остаётся в регионе 10 (Dunes) [savanna::move::pack-leaves-one]\n",
            "нельзя: в регионе 9 (Marsh) нет шакалов [savanna::move::not-yours]\n",
            "нельзя: группа переходит в соседний регион, а не остаётся в том, из которого уходит: 10 (Dunes) — и откуда, и куда [savanna::move::not-neighbors]\n",
            "не понято: региона `11` нет (укажите номер от 1 до 10 или название) [savanna::move::unknown-region]; `помощь` — как записывать перемещения\n",
            "не понято: региона `Dune` нет (укажите номер от 1 до 10 или название); может быть, `Dunes`? [savanna::move::unknown-region]",
            "не понято: `нечто` — не перемещение: пишите, например, `3 шакала 7 -> 4` или `1 лев Kopje -> Oasis` [savanna::move::syntax]",
        ],
    );
    says_none(
        &ru,
        &[
            "a turn holds",
            "share no border",
            "holds only",
            "no region",
            "is not a move",
        ],
    );
    // English keeps its words.
    let en = play_lines(
        board,
        &["--lang", "en"],
        &[],
        "end\n10 jackals Dunes -> Marsh\nquit\n",
    );
    assert!(
        en.contains(
            "illegal: a turn holds at least one move when any is legal [savanna::move::must-move]\n"
        ),
        "{en}"
    );
    assert!(
        en.contains("illegal: 10 (Dunes) holds only 9 jackals [savanna::move::too-few]\n"),
        "{en}"
    );
}

/// The refusals' plural forms, from the library: 1 лев, 2 льва, 5 львов; 1 шакал, 3 шакала,
/// 9 шакалов (refuse-not-enough), and the limits' genitive (не больше 1 шакала, 5 шакалов).
#[test]
fn refusal_plurals_in_russian() {
    use savanna::i18n::{Arg, Lang};
    let not_enough = |n: u64, side: &str| {
        Lang::Ru.tr(
            "refuse-not-enough",
            &[
                ("region", Arg::from("4 (Oasis)")),
                ("n", Arg::from(n)),
                ("side", Arg::from(side)),
            ],
        )
    };
    assert_eq!(not_enough(1, "lions"), "в регионе 4 (Oasis) всего 1 лев");
    assert_eq!(not_enough(2, "lions"), "в регионе 4 (Oasis) всего 2 льва");
    assert_eq!(not_enough(5, "lions"), "в регионе 4 (Oasis) всего 5 львов");
    assert_eq!(
        not_enough(21, "jackals"),
        "в регионе 4 (Oasis) всего 21 шакал"
    );
    assert_eq!(
        not_enough(3, "jackals"),
        "в регионе 4 (Oasis) всего 3 шакала"
    );
    assert_eq!(
        not_enough(9, "jackals"),
        "в регионе 4 (Oasis) всего 9 шакалов"
    );
    let fit = |n: u64| Lang::Ru.tr("refuse-fit-jackals", &[("n", Arg::from(n))]);
    assert_eq!(fit(1), "в нём помещается не больше 1 шакала");
    assert_eq!(fit(5), "в нём помещается не больше 5 шакалов");
    let strong = |a: u64| {
        Lang::Ru.tr(
            "refuse-too-strong-lions",
            &[
                ("attackers", Arg::from(a)),
                ("most", Arg::from(3 * a)),
                ("region", Arg::from("9 (Marsh)")),
                ("defenders", Arg::from(7u64)),
            ],
        )
    };
    assert_eq!(
        strong(1),
        "атака должна взять всех: 1 лев берёт не больше 3 шакалов, а в регионе 9 (Marsh) их 7"
    );
    assert_eq!(
        strong(2),
        "атака должна взять всех: 2 льва берут не больше 6 шакалов, а в регионе 9 (Marsh) их 7"
    );
}

/// A board's `lang: ru` makes `play` Russian, as it does its sheet, `moves` and `solve`;
/// `--lang en` wins over it, and it wins over the locale (item 2).
#[test]
fn play_follows_the_boards_lang() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("ru.yaml");
    std::fs::write(&board, format!("lang: ru\n{}", classic())).unwrap();
    let b = board.to_str().unwrap();
    let ru = play_lines(b, &[], &[("LANG", "en_GB.UTF-8")], "конец\nвыход\n");
    assert!(
        ru.contains("львы (жадный) против шакалов (человек); первыми ходят шакалы."),
        "{ru}"
    );
    assert!(ru.contains("шакалы> нельзя: за ход нужно сделать"), "{ru}");
    let en = play_lines(
        b,
        &["--lang", "en"],
        &[("LANG", "ru_RU.UTF-8")],
        "end\nquit\n",
    );
    assert!(
        en.contains("lions (greedy) against jackals (human); the jackals move first."),
        "{en}"
    );
    assert!(en.contains("jackals> illegal: a turn holds"), "{en}");
}

/// `balance` in Russian (item 3): the headline is the exact value in solve's words, the rows,
/// verdict and summary Russian, the numbers with a decimal comma; English stays the default.
/// The board is solved (6 regions) and plays 4 games (seed 1) in about a second.
#[test]
fn balance_in_russian() {
    let b = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/game/first-player-wins.yaml"
    );
    let ru = run(&["--lang", "ru", "-q", "balance", b, "--games", "4"], &[]);
    says_all(
        &ru,
        &[
            "Generated Savanna 1: при идеальной игре, когда первыми ходят шакалы, шакалы побеждают, взяв всех львов; когда первыми ходят львы, львы побеждают, взяв всех шакалов (побеждает сторона, которая ходит первой; поле честное, если игроки начинают по очереди): это точная оценка поля",
            "самоигра при силе mcts 800: 4 партии (2 пары, каждая расстановка по разу с каждой стороной первой), агент mcts (800 итераций на ход), зерно 1\nПравила на этом поле:\n- За ход игрок",
            "  ничьи   ",
            "  предел        0 партий дошло до предела в 200 раундов\n",
            "  доля львов среди результативных партий  ",
            "  баланс (Ludii)                          ",
            "  занятость (доля концов ходов, когда регион занят)\n    1 (Baobab)             львы ",
            "\nвердикт при силе mcts 800: ",
            "\nпри идеальной игре (точная оценка):\n  первыми ходят шакалы  шакалы побеждают, взяв всех львов\n  первыми ходят львы    львы побеждают, взяв всех шакалов\n",
            "\nкоротко: при идеальной игре, когда первыми ходят шакалы,",
            "; в самоигре при силе mcts 800 львы выигрывают ",
            "\nне сбалансировано: `savanna balance ",
        ],
    );
    // Every percentage has a decimal comma: `50,0 %`, never `50.0 %`.
    assert!(ru.contains(",0 %") && !ru.contains(".0 %"), "{ru}");
    says_none(
        &ru,
        &[
            "self-play",
            "verdict",
            "lions",
            "jackals",
            "decisive",
            "in short",
        ],
    );
    // The board's `lang:` chooses it too; the English report keeps its words.
    let en = run(&["-q", "balance", b, "--games", "4"], &[]);
    assert!(en.contains("self-play at mcts 800: 4 games (2 pairs, each set-up once with each side first), mcts agent (800 iterations per turn), seed 1\n"), "{en}");
    assert!(
        en.contains("\n  capped        0 games reached the cap of 200 rounds\n"),
        "{en}"
    );
}

/// The plural forms of balance's words (CLDR: 1 and 21 one, 2–4 few, 5–20 many).
#[test]
fn balance_plurals_in_russian() {
    use savanna::i18n::{Arg, Lang};
    let wins = |n: u64| Lang::Ru.tr("balance-wins", &[("n", Arg::from(n))]);
    assert_eq!(
        [wins(1), wins(3), wins(5), wins(21)],
        ["победа", "победы", "побед", "победа"]
    );
    let capped = |n: u64| {
        Lang::Ru.tr(
            "balance-capped-text",
            &[("n", Arg::from(n)), ("max", Arg::from(22u64))],
        )
    };
    assert_eq!(capped(1), "партия дошла до предела в 22 раунда");
    assert_eq!(capped(2), "партии дошли до предела в 22 раунда");
    assert_eq!(capped(11), "партий дошло до предела в 22 раунда");
    assert_eq!(Lang::Ru.decimal(0.534 * 100.0, 1), "53,4");
}

/// The text of `s` outside the pseudo language's `⟦…⟧` (nested ones included).
pub(crate) fn outside_pseudo(s: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in s.chars() {
        match c {
            '⟦' => depth += 1,
            '⟧' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Asserts that every line of `what`'s output `text` in the pseudo language holds no word
/// outside `⟦…⟧` but the `allowed` names (regions, the board's, file paths), the codes
/// (`savanna::…`) and, in `check`'s report, the board file's own lines and miette's `help:`.
pub(crate) fn assert_all_said(what: &str, text: &str, allowed: &[&str]) {
    assert!(
        text.contains('⟦'),
        "{what}: nothing in the pseudo language:\n{text}"
    );
    for line in outside_pseudo(text).lines() {
        // The board file's lines, quoted by check's report, are the file's words.
        if line.contains(" │ ") || line.contains("╭─[") {
            continue;
        }
        let mut rest = line.replace("help:", "");
        for a in allowed {
            rest = rest.replace(a, "");
        }
        let rest: String = rest
            .split_whitespace()
            .filter(|w| !w.starts_with("savanna::"))
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            !rest.chars().any(char::is_alphabetic),
            "{what}: text bypasses the catalogue: {line:?} (left: {rest:?})\n{text}"
        );
    }
}

/// The pseudo language (`--lang pseudo`: every catalogue message wrapped in `⟦…⟧`) through
/// check, play, moves, solve, balance, replay and render: no text a person reads bypasses the
/// catalogue (item 5). Tiny boards and few games: a few seconds in all.
#[test]
fn pseudo_locale_shows_no_text_outside_the_catalogue() {
    let dir = tempfile::tempdir().unwrap();
    let classic = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/classic.yaml");
    let mistakes = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/mistakes.yaml");
    let small = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/game/first-player-wins.yaml"
    );
    let classic_names = [
        "Classic Savanna",
        "Kopje",
        "Acacia Grove",
        "Baobab",
        "Oasis",
        "Long Grass",
        "Salt Pan",
        "Termite Hill",
        "Gully",
        "Marsh",
        "Dunes",
    ];
    let small_names = [
        "Generated Savanna 1",
        "Baobab",
        "Fever Trees",
        "Old Boma",
        "Rhino Midden",
        "Zebra Flats",
        "Impala Lawn",
    ];
    // check: a board with an error, a warning and advice (its exit status is 1).
    let out = savanna()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["--lang", "pseudo", "check", mistakes, "--color", "never"])
        .output()
        .unwrap();
    let check = String::from_utf8(out.stdout).unwrap();
    assert!(check.contains("savanna::region::too-small"), "{check}");
    assert_all_said("check", &check, &[mistakes]);
    // check on the boards of the checks' fixtures (one or more codes each: the drawing's, the
    // regions', the names', the setup's, the sizes') and the newcomers' boards, in one run.
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/check");
    let newcomer = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/newcomer");
    let mut boards: Vec<std::path::PathBuf> = [fixtures, newcomer]
        .iter()
        .flat_map(|d| std::fs::read_dir(d).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    boards.sort();
    assert!(boards.len() > 40, "{boards:?}");
    let out = savanna()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(["--lang", "pseudo", "check", "--color", "never"])
        .args(&boards)
        .output()
        .unwrap();
    let many = String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap();
    // The codes these boards raise, each said through the catalogue.
    let codes: std::collections::BTreeSet<&str> = many
        .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .filter(|w| w.starts_with("savanna::"))
        .collect();
    assert!(
        codes.len() >= 30,
        "{} codes: {codes:?}\n{many}",
        codes.len()
    );
    // The region table's rows hold the boards' own region names beside numbers.
    let many: String = many
        .lines()
        .filter(|l| {
            l.split_whitespace()
                .next()
                .is_none_or(|w| w.parse::<u32>().is_err())
        })
        .map(|l| format!("{l}\n"))
        .collect();
    assert_all_said("check of the fixtures", &many, &[fixtures, newcomer]);
    // play: the help, the moves, a refused move, one not understood, a move and the end.
    let play = play_lines(
        classic,
        &["--lang", "pseudo"],
        &[],
        "help\nmoves\nend\nDunes -> Kopje\nxyz\n3 jackals Dunes -> Salt Pan\nend\nquit\n",
    );
    assert!(play.contains("[savanna::move::not-neighbors]"), "{play}");
    assert_all_said("play", &play, &classic_names);
    // moves
    let pos = dir.path().join("p.yaml");
    std::fs::write(&pos, "side: jackals\npieces:\n  Kopje: {lions: 1}\n  Acacia Grove: {lions: 1}\n  Oasis: {lions: 1}\n  Dunes: {jackals: 9}\n").unwrap();
    let moves = run(
        &["--lang", "pseudo", "moves", classic, pos.to_str().unwrap()],
        &[],
    );
    assert_all_said("moves", &moves, &classic_names);
    // solve (its figures line without its time, which varies), and replay of the game it
    // records.
    let rec = dir.path().join("g.json");
    let rec = rec.to_str().unwrap();
    let solve = run(
        &[
            "--lang", "pseudo", "-q", "solve", small, "--first", "lions", "--record", rec,
        ],
        &[],
    );
    assert_all_said("solve", &without_figures(&solve), &small_names);
    let replay = run(&["--lang", "pseudo", "replay", rec], &[]);
    assert_all_said("replay", &replay, &small_names);
    // balance: its report (the progress on standard error is quiet).
    let balance = run(
        &["--lang", "pseudo", "-q", "balance", small, "--games", "2"],
        &[],
    );
    assert_all_said(
        "balance",
        &balance,
        &[&small_names[..], &[rec, small]].concat(),
    );
    // render: the sheet's text nodes.
    let svg = sheet(
        &std::fs::read_to_string(classic).unwrap(),
        &["--lang", "pseudo"],
        &[],
    );
    assert_all_said("render", &shown(&svg), &classic_names);
}
