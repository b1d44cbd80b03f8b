//! The last texts that reached a Russian reader in English (issue 41, ru41e): the command
//! line's refusals (a file that cannot be read, a board without a set-up), the notes' and
//! errors' prefixes, clap's own errors, a default in `--help` with a decimal point, the area's
//! unit in `check`'s table. Each test says the Russian line in full, English as before.

use crate::lang::{assert_all_said, run, unlocalized};

/// `savanna ARGS` with no locale: (exit status, standard output, standard error).
fn status(args: &[&str]) -> (i32, String, String) {
    let out = unlocalized().args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// classic.yaml without its `setup:` (its last lines), in a folder of its own.
fn board_without_setup(dir: &std::path::Path) -> std::path::PathBuf {
    let classic = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/classic.yaml"
    ))
    .unwrap();
    let cut = classic.find("\nsetup:").unwrap();
    let p = dir.join("nosetup.yaml");
    std::fs::write(&p, &classic[..=cut]).unwrap();
    p
}

/// `solve` of a board without a set-up, and of a file that is not there: the refusal in
/// Russian, its `error:` too; English byte for byte as before.
#[test]
fn solve_refusals_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let b = board_without_setup(dir.path());
    let b = b.to_str().unwrap();
    let (code, out, err) = status(&["--lang", "ru", "solve", b]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        format!(
            "ошибка: {b}: на поле нет расстановки, которую можно оценить (`setup:` со львами и шакалами и `game: {{setup: board}}`); задайте её\n"
        )
    );
    let (code, _, err) = status(&["solve", b]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!(
            "error: {b}: the board has no set-up to value (its `setup:` with lions and jackals, and `game: {{setup: board}}`); give one\n"
        )
    );
    let missing = dir.path().join("missing.yaml");
    let missing = missing.to_str().unwrap();
    for cmd in ["solve", "balance", "check"] {
        let (code, _, err) = status(&["--lang", "ru", cmd, missing]);
        assert_eq!(code, 1, "{cmd}");
        assert!(
            err.contains(&format!(
                "ошибка: не удаётся прочитать {missing}: нет такого файла или папки\n"
            )),
            "{cmd}: {err}"
        );
        let (_, _, err) = status(&[cmd, missing]);
        assert!(
            err.contains(&format!(
                "error: cannot read {missing}: No such file or directory (os error 2)\n"
            )),
            "{cmd}: {err}"
        );
    }
}

/// `play` on a board without a set-up: the note that it is drawn at random, in Russian.
#[test]
fn play_note_in_russian() {
    let dir = tempfile::tempdir().unwrap();
    let b = board_without_setup(dir.path());
    let out = unlocalized()
        .args(["--lang", "ru", "play", b.to_str().unwrap()])
        .args(["--lions", "random", "--jackals", "random"])
        .write_stdin("выход\n")
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(
            "примечание: у поля нет `setup:`: расстановка выбирается случайно (`--seed` выбирает другую)\n"
        ),
        "{err}"
    );
}

/// clap's errors under `--lang ru`: a value not offered, an unknown flag with clap's tip, a
/// missing argument; exit status 2 as clap's. English is clap's own text.
#[test]
fn clap_errors_in_russian() {
    let (code, out, err) = status(&["--lang", "ru", "solve", "b.yaml", "--format", "x"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "ошибка: недопустимое значение 'x' для '--format <FORMAT>'\n  [возможные значения: text, json]\n\nПодробнее: '--help'.\n"
    );
    let (code, _, err) = status(&["--lang", "ru", "check", "--bogus"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "ошибка: неизвестный аргумент '--bogus'\n\n  подсказка: чтобы передать '--bogus' как значение, пишите '-- --bogus'\n\nИспользование: savanna check [OPTIONS] <BOARDS>...\n\nПодробнее: '--help'.\n"
    );
    let (code, _, err) = status(&["--lang", "ru", "render"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "ошибка: не указаны обязательные аргументы:\n  --output <OUTPUT>\n  <BOARD>\n\nИспользование: savanna render --output <OUTPUT> <BOARD>\n\nПодробнее: '--help'.\n"
    );
    let (code, _, err) = status(&["solve", "b.yaml", "--format", "x"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: invalid value 'x' for '--format <FORMAT>'\n  [possible values: text, json]\n\nFor more information, try '--help'.\n"
    );
    // In the pseudo language every word is the catalogue's: what is left outside `⟦…⟧` is
    // what was typed and the command's usage.
    let (_, _, err) = status(&["--lang", "pseudo", "render", "--bogus"]);
    assert_all_said("clap", &err, &["savanna render --output <OUTPUT> <BOARD>"]);
}

/// `render --help`: the pencil's default with a decimal comma, as the range beside it.
#[test]
fn help_default_with_a_decimal_comma() {
    let help = run(&["--lang", "ru", "render", "--help"], &[]);
    assert!(
        help.contains("(от 0,05 до 5) [по умолчанию: 0,6]"),
        "{help}"
    );
    let help = run(&["render", "--help"], &[]);
    assert!(help.contains("[default: 0.6]"), "{help}");
}

/// `check`'s region table: the area's unit as a Russian reader writes it.
#[test]
fn area_unit_in_russian() {
    let b = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/waterhole.yaml");
    let out = run(&["--lang", "ru", "check", b, "--color", "never"], &[]);
    assert!(out.contains("площадь (мм²)"), "{out}");
    assert!(!out.contains("mm²"), "{out}");
}

/// `generate`'s header comments in the reader's language; the board itself (every line that is
/// not a comment) the same bytes in both.
#[test]
fn generate_header_in_russian() {
    let args = ["generate", "--regions", "6", "--seed", "3"];
    let ru = run(&[&["--lang", "ru"][..], &args].concat(), &[]);
    let en = run(&args, &[]);
    let head = |s: &str| s.lines().take(4).collect::<Vec<_>>().join("\n");
    assert_eq!(
        head(&ru),
        "# Создано командой `savanna generate --regions 6 --frame a3 --seed 3`;\n\
         # та же команда запишет тот же файл. Прямые линии через рамку: хорды от края\n\
         # до края и линии, которые кончаются на другой линии (Т-образные стыки), проверены с фишками в игре.\n\
         # В 0 из 6 регионов помещаются не все львы или не все шакалы в игре."
    );
    assert_eq!(
        head(&en),
        "# Generated by `savanna generate --regions 6 --frame a3 --seed 3`;\n\
         # the same command writes the same file. Straight lines across the frame: chords from edge\n\
         # to edge and lines that stop at another line (T-junctions), checked with the pieces in play.\n\
         # 0 of 6 regions hold fewer than all the lions or all the jackals in play."
    );
    let board = |s: &str| {
        s.lines()
            .filter(|l| !l.starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(board(&ru), board(&en));
}

/// The pseudo language over what this file's tests say in Russian: `generate`'s header (its
/// comment lines; the board's keys and names are the file's own), a refusal of `solve`, a
/// note of `play`: no word bypasses the catalogue.
#[test]
fn pseudo_locale_over_generate_solve_and_play() {
    let header: String = run(
        &[
            "--lang",
            "pseudo",
            "generate",
            "--regions",
            "6",
            "--seed",
            "3",
        ],
        &[],
    )
    .lines()
    .filter(|l| l.starts_with('#'))
    .map(|l| format!("{}\n", &l[1..]))
    .collect();
    assert_all_said(
        "generate",
        &header,
        &["savanna generate --regions 6 --frame a3 --seed 3"],
    );
    let dir = tempfile::tempdir().unwrap();
    let b = board_without_setup(dir.path());
    let b = b.to_str().unwrap();
    let (_, _, err) = status(&["--lang", "pseudo", "solve", b]);
    assert_all_said("solve", &err, &[b, "`setup:`", "`game: {setup: board}`"]);
    let missing = dir.path().join("missing.yaml");
    let missing = missing.to_str().unwrap();
    let (_, _, err) = status(&["--lang", "pseudo", "replay", missing]);
    assert_all_said("replay", &err, &[missing]);
}
