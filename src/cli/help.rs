//! `--help` in the reader's language: the derive's English texts (kept byte for byte in English)
//! replaced, for any other language, by catalogue messages whose ids follow the command path and
//! the argument id: `help-about` (savanna itself), `help-check-about`, `help-check-arg-color`,
//! `help-arg-quiet` (a global option, said the same under every command), `-long` after either
//! for the long text `--help` shows in place of the short one. clap's own frame words (Usage:,
//! Arguments:, Options:, Commands:, the -h/-V flags and the `help` command) come from the
//! catalogue too (`help-frame-…`). The language must be known before parsing: [`argv_lang`].

use clap::builder::StyledStr;
use clap::{Arg, Command};
use savanna::i18n::Lang;
use std::fmt::Write as _;

/// The language the command line asks for, before clap parses it: the last `--lang X` or
/// `--lang=X` (an unknown code is left for clap to refuse, in English), else the locale.
pub fn argv_lang(args: &[std::ffi::OsString]) -> Lang {
    let mut lang = None;
    let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        let code = match a.strip_prefix("--lang") {
            Some("") => it.next().map(|c| c.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_owned),
            None => None,
        };
        if let Some(c) = code {
            lang = Some(if c == "pseudo" {
                Some(Lang::Pseudo)
            } else {
                Lang::parse(&c)
            });
        }
    }
    lang.flatten().unwrap_or_else(super::io::env_lang)
}

/// The message id of one text of the tree: `path` is the command path (`""` for savanna,
/// `"check"`, `"help"`), `arg` the argument's id, if the text is an argument's.
pub fn message_id(path: &str, arg: Option<&str>, long: bool) -> String {
    let mut id = String::from("help");
    for part in [path, arg.map(|_| "arg").unwrap_or(""), arg.unwrap_or("")] {
        if !part.is_empty() {
            id.push('-');
            id.push_str(part);
        }
    }
    if arg.is_none() {
        id.push_str("-about");
    }
    if long {
        id.push_str("-long");
    }
    id
}

/// Every text of the built command tree `cmd` as `(message id, English text)`, in tree order
/// (a text said in several places, a global option's, once; an id with two texts twice, which
/// the tests refuse).
#[cfg(test)]
pub fn texts(cmd: &Command) -> Vec<(String, String)> {
    let mut out = Vec::new();
    walk(cmd, "", &mut |id, text| {
        if !out.iter().any(|(i, t)| i == &id && t == text) {
            out.push((id, text.to_string()));
        }
    });
    out
}

/// `cmd` (built by clap's derive) with every text in `lang`; `cmd` unchanged in English.
pub fn localize(mut cmd: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return cmd;
    }
    cmd.build();
    let header = *cmd.get_styles().get_header();
    let heading = |id: &str| lang.tr(id, &[]);
    let usage = {
        let mut s = StyledStr::new();
        let _ = write!(s, "{header}{}{header:#}", heading("help-frame-usage"));
        s
    };
    let template = {
        let mut s = StyledStr::new();
        let _ = write!(
            s,
            "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
        );
        s
    };
    let (args_heading, options_heading) = (
        heading("help-frame-arguments"),
        heading("help-frame-options"),
    );
    fn apply(
        cmd: Command,
        path: &str,
        lang: Lang,
        frame: &(StyledStr, String, String, String),
    ) -> Command {
        let (template, args_heading, options_heading, commands_heading) = frame;
        let say = |id: String| lang.tr(&id, &[]);
        let mut cmd = cmd
            .help_template(template.clone())
            .subcommand_help_heading(commands_heading.clone());
        if cmd.get_about().is_some() {
            let about = say(command_id(&cmd, path, false));
            cmd = cmd.about(about);
        }
        if cmd.get_long_about().is_some() {
            let about = say(command_id(&cmd, path, true));
            cmd = cmd.long_about(about);
        }
        let ids: Vec<(String, String, bool, bool, bool)> = cmd
            .get_arguments()
            .map(|a| {
                (
                    a.get_id().to_string(),
                    arg_path(&cmd, path, a),
                    a.get_help().is_some(),
                    a.get_long_help().is_some(),
                    a.is_positional(),
                )
            })
            .collect();
        for (id, apath, help, long, positional) in ids {
            cmd = cmd.mut_arg(&id, |mut a: Arg| {
                let (short_values, long_values) = values_said(&a, &apath, lang);
                if help {
                    a = a.help(say(message_id(&apath, Some(&id), false)) + &short_values);
                }
                if long || help && !long_values.is_empty() {
                    let text = if long {
                        say(message_id(&apath, Some(&id), true))
                    } else {
                        say(message_id(&apath, Some(&id), false))
                    };
                    a = a.long_help(text + &long_values);
                }
                if help && !short_values.is_empty() {
                    a = a.hide_default_value(true).hide_possible_values(true);
                }
                a.help_heading(if positional {
                    args_heading.clone()
                } else {
                    options_heading.clone()
                })
            });
        }
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        for name in names {
            let sub = sub_path(path, &name);
            cmd = cmd.mut_subcommand(&name, |s| apply(s, &sub, lang, frame));
        }
        cmd
    }
    let frame = (
        template,
        args_heading,
        options_heading,
        heading("help-frame-commands"),
    );
    apply(cmd, "", lang, &frame)
}

/// The message id of the help of value `value` of argument `arg` (at `path`, as
/// [`message_id`]): `help-play-arg-lions-value-mcts`.
fn value_id(path: &str, arg: &str, value: &str) -> String {
    format!("{}-value-{value}", message_id(path, Some(arg), false))
}

/// What clap appends to an argument's help, in `lang`: its default and its possible values, for
/// the short help (`[по умолчанию: auto] [возможные значения: auto, always, never]`) and for the
/// long one (the values with their help, each from the catalogue: [`value_id`]); both empty when
/// clap would append nothing (then clap's English frame words are not shown either).
fn values_said(a: &Arg, path: &str, lang: Lang) -> (String, String) {
    let say = |id: &str, arg: &str| lang.tr(id, &[("value", savanna::i18n::Arg::from(arg))]);
    // clap shows neither for a flag (no value).
    if !a.get_num_args().is_some_and(|n| n.takes_values()) {
        return (String::new(), String::new());
    }
    let default =
        (!a.is_hide_default_value_set() && !a.get_default_values().is_empty()).then(|| {
            let v: Vec<String> = a
                .get_default_values()
                .iter()
                .map(|v| decimal_in(&v.to_string_lossy(), lang))
                .collect();
            say("help-frame-default", &v.join(","))
        });
    let values: Vec<clap::builder::PossibleValue> = if a.is_hide_possible_values_set() {
        Vec::new()
    } else {
        a.get_possible_values()
            .into_iter()
            .filter(|v| !v.is_hide_set())
            .collect()
    };
    if default.is_none() && values.is_empty() {
        return (String::new(), String::new());
    }
    let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
    let listed = (!values.is_empty()).then(|| say("help-frame-possible", &names.join(", ")));
    let short: String = [&default, &listed]
        .into_iter()
        .flatten()
        .map(|s| format!(" {s}"))
        .collect();
    let mut long = String::new();
    if values.iter().any(|v| v.get_help().is_some()) {
        let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        long.push_str("\n\n");
        long.push_str(&lang.tr("help-frame-possible-head", &[]));
        for v in &values {
            let id = value_id(path, a.get_id().as_str(), v.get_name());
            let name = v.get_name();
            let pad = " ".repeat(width - name.chars().count());
            let _ = write!(long, "\n- {name}:{pad} {}", lang.tr(&id, &[]));
        }
        if let Some(d) = &default {
            let _ = write!(long, "\n\n{d}");
        }
    } else {
        long.push_str(&short);
    }
    (short, long)
}

/// A default value as `lang` writes it: a number with a decimal point (`0.6`) with the
/// language's decimal sign (`0,6` in Russian, beside the help's own `от 0,05 до 5`); any other
/// value (`a3`, `auto`) as it is.
fn decimal_in(value: &str, lang: Lang) -> String {
    let number = value.contains('.') && value.parse::<f64>().is_ok();
    match lang {
        Lang::Ru if number => value.replace('.', ","),
        _ => value.to_string(),
    }
}

/// The path of a subcommand `name` under `path`. The copies of every command that clap puts
/// under its `help` command (for completion) take the commands' own texts: their path skips
/// `help`.
fn sub_path(path: &str, name: &str) -> String {
    match path {
        "" | "help" => name.to_string(),
        p => format!("{p}-{name}"),
    }
}

/// The message id of a command's about (long: its long about).
fn command_id(cmd: &Command, path: &str, long: bool) -> String {
    // clap's own `help` command, and its `help help`.
    if cmd.get_name() == "help" {
        return message_id("frame-help", None, long);
    }
    message_id(path, None, long)
}

/// The command path under which an argument's text is looked up: `""` (savanna's) for a global
/// option, `frame` for clap's -h (`frame-short` when the command has no long help, where it says
/// only "Print help") and -V, said the same everywhere.
fn arg_path(cmd: &Command, path: &str, a: &Arg) -> String {
    match a.get_id().as_str() {
        "help" if a.get_long_help().is_none() => "frame-short".to_string(),
        "help" | "version" => "frame".to_string(),
        _ if a.is_global_set() => String::new(),
        _ if cmd.get_name() == "help" => "frame-help".to_string(),
        _ => path.to_string(),
    }
}

/// Calls `f(id, English)` for every text of `cmd` (built) and its subcommands.
#[cfg(test)]
fn walk(cmd: &Command, path: &str, f: &mut dyn FnMut(String, &str)) {
    if let Some(t) = cmd.get_about() {
        f(command_id(cmd, path, false), &t.to_string());
    }
    if let Some(t) = cmd.get_long_about() {
        f(command_id(cmd, path, true), &t.to_string());
    }
    for a in cmd.get_arguments() {
        let id = a.get_id().as_str();
        let apath = arg_path(cmd, path, a);
        if let Some(t) = a.get_help() {
            f(message_id(&apath, Some(id), false), &t.to_string());
        }
        if let Some(t) = a.get_long_help() {
            f(message_id(&apath, Some(id), true), &t.to_string());
        }
        for v in a.get_possible_values() {
            if let Some(t) = v.get_help() {
                f(value_id(&apath, id, v.get_name()), &t.to_string());
            }
        }
    }
    for s in cmd.get_subcommands() {
        walk(s, &sub_path(path, s.get_name()), f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn built() -> Command {
        let mut c = crate::Cli::command();
        c.build();
        c
    }

    /// Every command and option has its message in every catalogue: a new flag without its
    /// words in Russian fails here. The English catalogue says what the derive says, byte for
    /// byte (`help-…` messages are its copy, for translators).
    #[test]
    fn every_help_text_has_a_message() {
        let texts = texts(&built());
        assert!(texts.len() > 100, "{}", texts.len());
        let mut ids: Vec<_> = texts.iter().map(|(i, _)| i).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), texts.len(), "one message id for two texts");
        for lang in Lang::ALL {
            let ids = lang.message_ids();
            let missing: Vec<_> = texts.iter().filter(|(i, _)| !ids.contains(i)).collect();
            assert!(missing.is_empty(), "{lang}: no message for {missing:#?}");
        }
        let stale: Vec<_> = Lang::En
            .message_ids()
            .into_iter()
            .filter(|i| i.starts_with("help-") && !i.starts_with("help-frame-"))
            .filter(|i| !texts.iter().any(|(t, _)| t == i))
            .collect();
        assert!(
            stale.is_empty(),
            "messages of no command or option: {stale:?}"
        );
        for (id, english) in &texts {
            assert_eq!(&Lang::En.tr(id, &[]), english, "{id}");
        }
    }

    #[test]
    fn the_language_is_read_before_parsing() {
        let argv = |a: &[&str]| {
            a.iter()
                .map(Into::into)
                .collect::<Vec<std::ffi::OsString>>()
        };
        assert_eq!(
            argv_lang(&argv(&["savanna", "--lang", "ru", "check"])),
            Lang::Ru
        );
        assert_eq!(
            argv_lang(&argv(&["savanna", "check", "--lang=ru"])),
            Lang::Ru
        );
        assert_eq!(
            argv_lang(&argv(&["savanna", "--lang=ru", "--lang", "en"])),
            Lang::En
        );
        assert_eq!(
            argv_lang(&argv(&["savanna", "--lang=pseudo"])),
            Lang::Pseudo
        );
        assert_eq!(
            argv_lang(&argv(&["savanna", "check", "--", "--lang=ru"])),
            argv_lang(&argv(&["savanna"]))
        );
    }

    /// A default with a decimal point is written with the language's decimal sign.
    #[test]
    fn defaults_take_the_decimal_comma() {
        assert_eq!(decimal_in("0.6", Lang::Ru), "0,6");
        assert_eq!(decimal_in("0.6", Lang::En), "0.6");
        assert_eq!(decimal_in("a3", Lang::Ru), "a3");
        assert_eq!(decimal_in("600x400.5", Lang::Ru), "600x400.5");
    }

    /// English help is the derive's, untouched.
    #[test]
    fn english_is_untouched() {
        let mut en = localize(crate::Cli::command(), Lang::En);
        let mut plain = crate::Cli::command();
        assert_eq!(
            en.render_long_help().to_string(),
            plain.render_long_help().to_string()
        );
    }
}

/// Prints the English texts as catalogue lines (`SAVANNA_DUMP_HELP=1 cargo test --bin savanna
/// dump_help`), the start of a catalogue's section.
#[cfg(test)]
#[test]
fn dump_help() {
    use clap::CommandFactory;
    if std::env::var_os("SAVANNA_DUMP_HELP").is_none() {
        return;
    }
    let mut c = crate::Cli::command();
    c.build();
    for (id, t) in texts(&c) {
        println!("{id} = {}", t.replace('\n', "\n    "));
    }
}
