//! The last English words of the CLI under `--lang ru` (issue 41.1): `--help`, the loader's form
//! errors, the importer's codes, the YAML parser's words, `generate`, `balance --suggest` and the
//! progress lines. The pseudo language (`--lang pseudo`) shows any text that bypasses the
//! catalogue.

use crate::lang::{assert_all_said, outside_pseudo, run, says_all, says_none};

/// Every command of savanna, for `--help`.
const COMMANDS: [&str; 14] = [
    "check",
    "build",
    "render",
    "moves",
    "play",
    "replay",
    "balance",
    "solve",
    "import",
    "generate",
    "schema",
    "completions",
    "man",
    "help",
];

/// `--help` of savanna and of every command in the pseudo language: every text is the
/// catalogue's. Left to clap: the options' spellings, the value names and the usage line's
/// placeholders (the defaults and possible values are the catalogue's, `help-frame-…`, and the
/// values' help `help-…-value-…`).
#[test]
fn help_of_every_command_is_said_through_the_catalogue() {
    for cmd in std::iter::once("--help").chain(COMMANDS).map(|c| [c]) {
        let mut args = vec!["--lang", "pseudo"];
        args.extend_from_slice(&cmd);
        // `savanna help` prints savanna's help; it has no --help of its own.
        if !matches!(cmd.first(), Some(&"--help" | &"help")) {
            args.push("--help");
        }
        let help = run(&args, &[]);
        let mut in_values = false;
        let kept: String = outside_pseudo(&help)
            .lines()
            .filter(|l| {
                // clap's list of values with their help (`--color`'s) runs to a blank line.
                in_values = (in_values || l.trim() == "Possible values:") && !l.trim().is_empty();
                !in_values
            })
            .map(|l| {
                // A value's line of the catalogue's own list (`- auto:   ⟦…⟧`): its spelling,
                // as an option's, is not a word.
                let l = match l.trim_start().strip_prefix("- ") {
                    Some(rest) => rest.split_once(':').map_or(l, |(_, after)| after),
                    None => l,
                };
                without_brackets(l)
                    .split_whitespace()
                    .filter(|w| !w.starts_with(['-', '<']))
                    .filter(|w| *w != "savanna" && !COMMANDS.contains(w))
                    .collect::<Vec<_>>()
                    .join(" ")
                    + "\n"
            })
            .collect();
        assert_all_said(&format!("{args:?}"), &format!("⟦⟧{kept}"), &[]);
    }
}

/// `line` without its `[…]` parts (clap's `[default: …]`, `[OPTIONS]`).
fn without_brackets(line: &str) -> String {
    let mut depth = 0usize;
    line.chars()
        .filter(|c| {
            match c {
                '[' => depth += 1,
                ']' => depth = depth.saturating_sub(1),
                _ => return depth == 0,
            }
            false
        })
        .collect()
}

/// `--help` in Russian: by `--lang ru` before or after the command, and by the locale; English
/// stays the derive's.
#[test]
fn help_in_russian() {
    let ru = run(&["--lang", "ru", "check", "--help"], &[]);
    says_all(
        &ru,
        &[
            "Сообщить обо всех ошибках файла поля, каждой — на её месте в файле\n",
            "Использование: savanna check [OPTIONS] <BOARDS>...\n",
            "Аргументы:\n",
            "Параметры:\n",
            "Не считать вместимости (и проверки, которым они нужны)",
            "Показать справку",
        ],
    );
    says_none(
        &ru,
        &["Usage:", "Options:", "Report every problem", "Print help"],
    );
    assert_eq!(run(&["check", "--lang=ru", "--help"], &[]), ru);
    assert_eq!(run(&["check", "--help"], &[("LANG", "ru_RU.UTF-8")]), ru);
    let top = run(&["--help"], &[("LC_MESSAGES", "ru_RU.UTF-8")]);
    says_all(
        &top,
        &["Команды:\n", "  check        Сообщить обо всех ошибках"],
    );
    let en = run(
        &["--lang", "en", "check", "--help"],
        &[("LANG", "ru_RU.UTF-8")],
    );
    says_all(
        &en,
        &[
            "Report every problem of a board file, each at its place in the file\n",
            "Usage: savanna check [OPTIONS] <BOARDS>...\n",
            "Arguments:\n",
        ],
    );
}

/// A board with a form error of every kind the loader reports (wrong type, unknown and missing
/// keys, text for a number, not finite, out of range, not whole, empty name, unknown region,
/// not a choice, an unknown piece kind).
const FORM_ERRORS: &str = "units: mm
snapp: 1
frame: {width: 420}
lines:
  - [[0, 0], [420, \"12\"]]
  - {from: [0, 10], name: \"\"}
  - [[1, 2, 3]]
  - 5
pieces:
  lion: {diameter: -3, count: 2.5}
  lyon: {diameter: 20, count: 3}
regions:
  Oasis: [10, .inf]
setup: {lions: [Nowhere], jackals: true}
rules: {min_regions: 0, max_area_ratio: 0.5}
game: {first: lion, combined_attack: 3}
";

/// `check`'s words on a board (and on YAML that does not parse) in `lang`, on stdout.
fn check_text(board: &str, lang: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("b.yaml");
    std::fs::write(&p, board).unwrap();
    let out = crate::common::savanna()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args([
            "--lang",
            lang,
            "check",
            p.to_str().unwrap(),
            "--color",
            "never",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    String::from_utf8(out.stdout)
        .unwrap()
        .replace(p.to_str().unwrap(), "b.yaml")
}

/// The loader's form errors and the YAML parser's words through the catalogue: nothing outside
/// it in the pseudo language; in Russian, the places (`what`), the forms and the parser's
/// clauses it recognises are Russian, and English stays as it was.
#[test]
fn form_errors_are_said_through_the_catalogue() {
    let pseudo = check_text(FORM_ERRORS, "pseudo");
    for code in [
        "wrong-type",
        "unknown-key",
        "missing-key",
        "not-finite",
        "invalid-rule",
    ] {
        assert!(
            pseudo.contains(&format!("savanna::input::{code}")),
            "{pseudo}"
        );
    }
    assert_all_said("form errors", &pseudo, &["b.yaml"]);
    let ru = check_text(FORM_ERRORS, "ru");
    says_all(
        &ru,
        &[
            "файл поля: неизвестный ключ `snapp`; может быть, `snap`?",
            "`frame`: не хватает `height`",
            "линия 1, конец, y: текст `12`, а не число",
            "линия 2, название: пусто",
            "линия 3: нужны две точки [[x, y], [x, y]], а не список из 1",
            "линия 4: ожидается линия, а не число",
            "вид фишек `lion`, число фишек: нужно целое число, а не 2,5",
            "точка региона `Oasis`, y: бесконечность, а нужно конечное число",
            "`setup.jackals`: ожидается название или номер региона, а не логическое значение",
            "`game.first`: нужно одно из: jackals, lions",
        ],
    );
    says_none(
        &ru,
        &[
            "must be",
            "unknown key",
            "lacks",
            " of line",
            "did you mean",
        ],
    );
    let en = check_text(FORM_ERRORS, "en");
    says_all(
        &en,
        &[
            "unknown key `snapp` in the board file; did you mean `snap`?",
            "y of the end of line 1 is the text `12`, not a number",
            "the count of piece kind `lion` must be a whole number, not 2.5",
            "y of the point of region `Oasis` is infinite; it must be a finite number",
        ],
    );
    // The YAML parser's words: a clause recognised, with its place, and one passed through.
    let yaml = "lines: [[0, 0], [1, 1]\n";
    assert_all_said("YAML syntax", &check_text(yaml, "pseudo"), &["b.yaml"]);
    // (miette wraps the message: compared word by word)
    let flat = |s: String| {
        s.split_whitespace()
            .filter(|w| *w != "│")
            .collect::<Vec<_>>()
            .join(" ")
    };
    says_all(
        &flat(check_text(yaml, "ru")),
        &[
            "файл — неправильный YAML: не найдено ожидаемое ',' или ']', при разборе списка в квадратных скобках (строка 1, столбец 8)",
        ],
    );
    says_all(
        &flat(check_text(yaml, "en")),
        &[
            "the file is not valid YAML: did not find expected ',' or ']', while parsing a flow sequence at line 1 column 8",
        ],
    );
}

/// The progress lines on standard error (piped: a line when a step starts and one when it ends)
/// in Russian, with the language's decimal comma and plurals; English as before.
#[test]
fn progress_lines_in_russian() {
    let small = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/game/first-player-wins.yaml"
    );
    let stderr = |lang: &str| {
        let out = crate::common::savanna()
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .env_remove("CI")
            .args(["--lang", lang, "balance", small, "--games", "2"])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stderr).unwrap()
    };
    let ru = stderr("ru");
    says_all(
        &ru,
        &[
            "\nрешение (идеальная игра)...\n",
            "\nрешение (идеальная игра): решено за ",
            "\nпартии программы с собой (mcts 800)...\n",
            "\nпартии программы с собой (mcts 800): 2 партии за ",
        ],
    );
    let seconds = ru.lines().last().unwrap().rsplit(' ').nth(1).unwrap();
    assert!(seconds.contains(','), "{ru}");
    says_all(
        &ru,
        &[
            "balance: в пределах 60 с: сначала точное значение (оценка решателя здесь: 0,581 с; его крайний срок: 60 с), затем 2 партии программы с собой (mcts 800), затем лестница силы, если поле не решено\n",
        ],
    );
    says_none(&ru, &["solving", "self-play", "games in", "within", "then"]);
    says_all(
        &stderr("en"),
        &[
            "balance: within 60 s: the exact value first (the solver's estimate: 0.581 s here; its deadline: 60 s), then 2 games of self-play at mcts 800, then the strength ladder when the board is not solved\n",
            "\nsolving (perfect play)...\n",
            "\nsolving (perfect play): solved in ",
            "\nself-play at mcts 800: 2 games in ",
        ],
    );
}

/// `play`'s first line in Russian: the agents named in Russian (человек, случайный), the rules
/// that differ written as the board file writes them (`pack_count: group`, `lion_captures: [3,
/// 5]`), not as JSON; English the same way (it printed the JSON, `pack_count: "group"`, until
/// the rules line was written as the board file writes it in every language).
#[test]
fn play_greeting_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("b.yaml");
    let classic = std::fs::read_to_string(crate::common::example("classic.yaml")).unwrap();
    std::fs::write(
        &p,
        format!("{classic}\ngame:\n  pack_count: group\n  lion_captures: [3, 5]\n"),
    )
    .unwrap();
    let first = |lang: &str| {
        let out = crate::lang::unlocalized()
            .args([
                "--lang",
                lang,
                "play",
                p.to_str().unwrap(),
                "--jackals",
                "random",
            ])
            .write_stdin("quit\n")
            .output()
            .unwrap();
        let s = String::from_utf8(out.stdout).unwrap();
        s.lines().next().unwrap_or_default().to_string()
    };
    assert_eq!(
        first("ru"),
        "Classic Savanna: львы (человек) против шакалов (случайный); первыми ходят шакалы. правила: стандартные, кроме lion_captures: [3, 5], pack_count: group"
    );
    assert_eq!(
        first("en"),
        "Classic Savanna: lions (human) against jackals (random); the jackals move first. rules: defaults except lion_captures: [3, 5], pack_count: group"
    );
}

/// `generate`'s summary after «записан файл» in Russian (10 регионов, в 1 из них …); English
/// as before.
#[test]
fn generate_summary_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let stderr = |lang: &str| {
        let out = crate::lang::unlocalized()
            .current_dir(dir.path())
            .args(["--lang", lang, "generate", "--seed", "3", "-o", "g.yaml"])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stderr).unwrap()
    };
    says_all(
        &stderr("ru"),
        &["записан файл g.yaml (10 регионов, в 1 из них помещаются не все фишки в игре)\n"],
    );
    says_all(
        &stderr("en"),
        &["wrote g.yaml (10 regions, 1 of them holds fewer than all the pieces in play)\n"],
    );
}

/// `man` in Russian: the page's texts are `--help`'s (clap_mangen's section headings stay
/// English); `--help`'s possible values and defaults in Russian, with the values' own help.
#[test]
fn man_and_possible_values_in_russian() {
    let man = run(&["--lang", "ru", "man"], &[]);
    says_all(&man, &["Сообщить обо всех ошибках файла поля"]);
    says_none(&man, &["Report every problem"]);
    let help = run(&["--lang", "ru", "solve", "--help"], &[]);
    says_all(
        &help,
        &[
            "Возможные значения:\n",
            "- lions:   Первыми ходят львы\n",
            "- both:    Обе стороны по очереди (одна таблица годится для обеих)\n",
            "[по умолчанию: both]",
        ],
    );
    says_none(
        &help,
        &["Possible values", "[default:", "The lions move first"],
    );
    let short = run(&["--lang", "ru", "render", "-h"], &[]);
    says_all(
        &short,
        &["[по умолчанию: auto] [возможные значения: auto, always, never]"],
    );
    says_none(&short, &["[default:", "[possible values:"]);
}

/// `moves` refusing a position no game reaches, in Russian: the diagnostic (21 раунд, the
/// plural's `one` form) and the closing line; English as before.
#[test]
fn impossible_position_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("p.yaml"),
        "side: jackals\npieces: {1: {lions: 1}, 2: {lions: 1}, 3: {lions: 1}, 4: {jackals: 9}}\nquiet: 21\n",
    )
    .unwrap();
    let classic = crate::common::example("classic.yaml");
    let stderr = |lang: &str| {
        let out = crate::lang::unlocalized()
            .current_dir(dir.path())
            .args(["--lang", lang, "moves", classic.to_str().unwrap(), "p.yaml"])
            .args(["--color", "never"])
            .assert()
            .code(1);
        let s = String::from_utf8(out.get_output().stderr.clone()).unwrap();
        // (miette wraps the messages: compared word by word)
        s.split_whitespace()
            .filter(|w| *w != "│")
            .collect::<Vec<_>>()
            .join(" ")
    };
    says_all(
        &stderr("ru"),
        &[
            "quiet: 21 раунд без взятий — больше, чем бывает в игре: очки подсчитываются, когда без взятий проходит больше 5 раундов (game.quiet_rounds), так что `quiet` не больше 6",
            "p.yaml: такая позиция на этом поле невозможна",
        ],
    );
    says_all(
        &stderr("en"),
        &[
            "quiet: 21 rounds without a capture is more than a game reaches",
            "p.yaml: not a position that can occur on this board",
        ],
    );
}
