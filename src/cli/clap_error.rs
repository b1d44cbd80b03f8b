//! clap's own errors (an unknown flag, a value not offered, a missing argument) in the reader's
//! language: English is clap's rich format, untouched; another language gets the same layout
//! (`error: …`, the possible values, `tip: …`, `Usage: …`, `For more information, try
//! '--help'.`) with every sentence from the catalogue (`clap-…`), built from the error's kind
//! and context ([`clap::error::ContextKind`]), as clap's `RichFormatter` builds its English.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use savanna::i18n::{Arg, Lang};
use std::fmt::Write as _;

/// `err` printed in `lang` and the process ended with its exit status (2 for a usage mistake):
/// clap's own printing in English, and for help and version, which the help's localisation
/// already says in the reader's language.
pub fn exit(err: &clap::Error, lang: Lang) -> ! {
    let shown = matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    if lang == Lang::En || shown {
        err.exit()
    }
    eprint!("{}", said(err, lang));
    std::process::exit(err.exit_code())
}

/// The text of `err` in `lang`, without colour.
pub fn said(err: &clap::Error, lang: Lang) -> String {
    let say = |id: &str, args: &[(&str, Arg<'_>)]| lang.tr(id, args);
    let quoted = |id: &str, name: &str, v: &str| say(id, &[(name, Arg::from(v))]);
    // clap's plain rendering: the message of an error without context (a raw one, made by
    // `Command::error`), and its usage.
    let plain = err.render().to_string();
    let mut out = match sentence(err, lang) {
        Some(s) => s,
        None => raw_message(&plain).to_string(),
    };
    let mut tips = Vec::new();
    for (kind, what) in [
        (ContextKind::SuggestedSubcommand, "subcommand"),
        (ContextKind::SuggestedArg, "argument"),
        (ContextKind::SuggestedValue, "value"),
    ] {
        let found = match err.get(kind) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(v)) => v.clone(),
            _ => Vec::new(),
        };
        if !found.is_empty() {
            let list: Vec<String> = found.iter().map(|s| format!("'{s}'")).collect();
            tips.push(say(
                "clap-similar",
                &[
                    ("what", Arg::from(what)),
                    ("n", Arg::from(found.len())),
                    ("list", Arg::from(list.join(", "))),
                ],
            ));
        }
    }
    if let Some(ContextValue::StyledStrs(ss)) = err.get(ContextKind::Suggested) {
        for s in ss {
            tips.push(tip(&s.to_string(), lang));
        }
    }
    for (i, t) in tips.iter().enumerate() {
        // clap: a blank line before the first tip, none between tips.
        if i == 0 {
            out.push('\n');
        }
        let _ = write!(out, "\n  {}", quoted("clap-tip", "tip", t));
    }
    if let Some(usage) = usage_of(&plain) {
        let _ = write!(out, "\n\n{} {usage}", say("help-frame-usage", &[]));
    }
    let _ = write!(out, "\n\n{}\n", quoted("clap-try-help", "flag", "--help"));
    quoted("cli-error", "msg", &out)
}

/// The main sentence of `err` from its context, as clap's `RichFormatter` words it; `None`
/// when the context does not say it (a raw message).
fn sentence(err: &clap::Error, lang: Lang) -> Option<String> {
    let s = |k: ContextKind| match err.get(k) {
        Some(ContextValue::String(v)) => Some(v.clone()),
        _ => None,
    };
    let list = |k: ContextKind| match err.get(k) {
        Some(ContextValue::Strings(v)) => Some(v.clone()),
        _ => None,
    };
    let num = |k: ContextKind| match err.get(k) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    };
    let say = |id: &str, args: &[(&str, Arg<'_>)]| lang.tr(id, args);
    let values = |head: &str, k: ContextKind| match list(k) {
        Some(v) if !v.is_empty() => {
            format!("\n  {}", say(head, &[("list", Arg::from(v.join(", ")))]))
        }
        _ => String::new(),
    };
    let arg = ContextKind::InvalidArg;
    let value = ContextKind::InvalidValue;
    Some(match err.kind() {
        ErrorKind::InvalidValue => {
            let (a, v) = (s(arg)?, s(value)?);
            let id = if v.is_empty() {
                "clap-value-required"
            } else {
                "clap-invalid-value"
            };
            say(id, &[("arg", Arg::from(a)), ("value", Arg::from(v))])
                + &values("clap-possible-values", ContextKind::ValidValue)
        }
        ErrorKind::ValueValidation => {
            let (a, v) = (s(arg)?, s(value)?);
            let head = say(
                "clap-invalid-value",
                &[("arg", Arg::from(a)), ("value", Arg::from(v))],
            );
            match std::error::Error::source(err) {
                Some(why) => format!("{head}: {why}"),
                None => head,
            }
        }
        ErrorKind::UnknownArgument => say("clap-unknown-argument", &[("arg", Arg::from(s(arg)?))]),
        ErrorKind::InvalidSubcommand => say(
            "clap-unknown-subcommand",
            &[("arg", Arg::from(s(ContextKind::InvalidSubcommand)?))],
        ),
        ErrorKind::MissingRequiredArgument => {
            let mut t = say("clap-missing", &[]);
            for a in list(arg)? {
                let _ = write!(t, "\n  {a}");
            }
            t
        }
        ErrorKind::MissingSubcommand => {
            say(
                "clap-missing-subcommand",
                &[("arg", Arg::from(s(ContextKind::InvalidSubcommand)?))],
            ) + &values("clap-subcommands", ContextKind::ValidSubcommand)
        }
        ErrorKind::NoEquals => say("clap-no-equals", &[("arg", Arg::from(s(arg)?))]),
        ErrorKind::TooManyValues => say(
            "clap-too-many",
            &[("arg", Arg::from(s(arg)?)), ("value", Arg::from(s(value)?))],
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected = num(ContextKind::MinValues).or(num(ContextKind::ExpectedNumValues))?;
            say(
                "clap-number-of-values",
                &[
                    ("arg", Arg::from(s(arg)?)),
                    ("n", Arg::from(expected as u64)),
                    (
                        "given",
                        Arg::from(num(ContextKind::ActualNumValues)? as u64),
                    ),
                ],
            )
        }
        ErrorKind::ArgumentConflict => {
            let a = s(arg)?;
            match err.get(ContextKind::PriorArg) {
                Some(ContextValue::String(p)) if *p == a => {
                    say("clap-used-twice", &[("arg", Arg::from(a))])
                }
                Some(ContextValue::String(p)) => say(
                    "clap-conflict",
                    &[("arg", Arg::from(a)), ("with", Arg::from(format!("'{p}'")))],
                ),
                Some(ContextValue::Strings(ps)) => {
                    let mut t = say("clap-conflict-many", &[("arg", Arg::from(a))]);
                    for p in ps {
                        let _ = write!(t, "\n  {p}");
                    }
                    t
                }
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// A tip of clap's (`to pass '--x' as a value, use '-- --x'`) in `lang`; one it words
/// otherwise kept as it is.
fn tip(t: &str, lang: Lang) -> String {
    let quoted: Vec<&str> = t.split('\'').skip(1).step_by(2).collect();
    match quoted.as_slice() {
        [what, how] if t.starts_with("to pass '") => lang.tr(
            "clap-tip-pass-as-value",
            &[("what", Arg::from(*what)), ("how", Arg::from(*how))],
        ),
        _ => t.to_string(),
    }
}

/// The message of clap's plain rendering: after `error: `, before the usage or the help hint.
fn raw_message(plain: &str) -> &str {
    let body = plain.strip_prefix("error: ").unwrap_or(plain);
    let end = [
        body.find("\n\nUsage: "),
        body.find("\n\nFor more information"),
    ]
    .into_iter()
    .flatten()
    .min()
    .unwrap_or(body.len());
    body[..end].trim_end()
}

/// The usage line(s) of clap's plain rendering, without their `Usage: ` title.
fn usage_of(plain: &str) -> Option<&str> {
    let start = plain.find("\n\nUsage: ")? + "\n\nUsage: ".len();
    let rest = &plain[start..];
    let end = rest.find("\n\n").unwrap_or(rest.len());
    Some(rest[..end].trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn error_of(args: &[&str]) -> clap::Error {
        let cmd = super::super::help::localize(crate::Cli::command(), Lang::Ru);
        cmd.try_get_matches_from(args).unwrap_err()
    }

    /// A value not offered: the sentence, the possible values, the usage and the help hint in
    /// Russian, the names (`--format <FORMAT>`, `text, json`) as typed.
    #[test]
    fn invalid_value_in_russian() {
        let e = error_of(&[
            "savanna", "--lang", "ru", "solve", "b.yaml", "--format", "x",
        ]);
        assert_eq!(
            said(&e, Lang::Ru),
            "ошибка: недопустимое значение 'x' для '--format <FORMAT>'\n  \
             [возможные значения: text, json]\n\n\
             Подробнее: '--help'.\n"
        );
    }

    /// In English the formatter says what clap says, byte for byte: the same layout (the
    /// blank lines, the tips, the usage) as clap's rich format, for every kind of error met.
    #[test]
    fn english_is_clap_own_layout() {
        for args in [
            &["savanna", "solve", "b.yaml", "--format", "x"][..],
            &["savanna", "check", "--bogus"],
            &["savanna", "render"],
            &["savanna", "chek"],
            &["savanna", "play", "b.yaml", "--lions", "rnd"],
            &["savanna", "solve", "b.yaml", "--max-memory", "zz"],
            &["savanna", "generate", "--balanced", "--fair"],
            &["savanna", "check", "b.yaml", "--color"],
        ] {
            let e = crate::Cli::command()
                .try_get_matches_from(args)
                .unwrap_err();
            assert_eq!(said(&e, Lang::En), e.render().to_string(), "{args:?}");
        }
        // A raw message (`Command::error`, as `usage_error` makes it).
        let e = crate::Cli::command().error(ErrorKind::ArgumentConflict, "--dpi is only for PNG");
        assert_eq!(said(&e, Lang::En), e.render().to_string());
    }

    /// A misspelt flag and a missing argument.
    #[test]
    fn unknown_flag_and_missing_argument_in_russian() {
        let e = error_of(&["savanna", "--lang", "ru", "check", "--bogus"]);
        let t = said(&e, Lang::Ru);
        assert!(
            t.starts_with(
                "ошибка: неизвестный аргумент '--bogus'\n\n  \
                 подсказка: чтобы передать '--bogus' как значение, пишите '-- --bogus'\n\n\
                 Использование: savanna check"
            ),
            "{t}"
        );
        let e = error_of(&["savanna", "--lang", "ru", "render"]);
        let t = said(&e, Lang::Ru);
        assert!(
            t.starts_with(
                "ошибка: не указаны обязательные аргументы:\n  --output <OUTPUT>\n  <BOARD>\n\n"
            ),
            "{t}"
        );
        let e = error_of(&["savanna", "--lang", "ru", "chek"]);
        let t = said(&e, Lang::Ru);
        assert!(
            t.contains("подсказка: есть похожие команды: 'schema', 'check'\n"),
            "{t}"
        );
    }
}
