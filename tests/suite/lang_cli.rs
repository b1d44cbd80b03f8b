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
/// catalogue's. Left to clap: the options' spellings, the value names, the usage line's
/// placeholders and its `[default: …]`, `[possible values: …]` and `Possible values:` lists.
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
