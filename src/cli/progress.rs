//! Progress bars and `--quiet` for the command line: what the binary prints on stderr besides
//! errors. Bars (indicatif) appear only when stderr is a terminal that gets colour (not under
//! `NO_COLOR` or `--color never`: a bar is terminal escapes) and the environment is not a CI run
//! ([`is_ci`]: `CI` set to a non-empty value other than `false` or `0`), so pipes, files and CI
//! logs never see them; `--quiet` turns off everything but errors.

use indicatif::{ProgressBar, ProgressStyle};
use savanna::pipeline::Progress;
use std::io::IsTerminal;
use std::sync::OnceLock;

/// `tr!(lang, "id", name = value, …)`: [`savanna::i18n::Lang::tr`] with named arguments.
macro_rules! tr {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $lang.tr($id, &[$((stringify!($name), savanna::i18n::Arg::from($value))),*])
    };
}

/// Where the binary's progress and notes go.
pub struct Reporter {
    quiet: bool,
    bars: bool,
    bar: OnceLock<ProgressBar>,
}

impl Reporter {
    /// A reporter for `--quiet` (`quiet`) or not. Call it after [`super::colour::set`]: a bar
    /// is drawn (and cleared) with terminal escapes (`ESC[2K`), so `NO_COLOR` or `--color never`
    /// turns bars off too, as every other escape.
    pub fn new(quiet: bool) -> Reporter {
        let bars = !quiet
            && std::io::stderr().is_terminal()
            && super::colour::stderr()
            && !is_ci(std::env::var_os("CI").as_deref());
        Reporter {
            quiet,
            bars,
            bar: OnceLock::new(),
        }
    }

    /// True under `--quiet`: print nothing but errors.
    pub fn quiet(&self) -> bool {
        self.quiet
    }

    /// A note on stderr (`wrote board.json`), unless quiet.
    pub fn note(&self, msg: &str) {
        if !self.quiet {
            self.clear();
            eprintln!("{msg}");
        }
    }

    /// Follows the pipeline's [`Progress`]: a bar over the regions while capacities are packed
    /// (boards of more than one region).
    pub fn observe(&self, p: Progress) {
        match p {
            // Before a long packing: said at once, unless quiet (the report repeats it).
            Progress::Early(d) => {
                let lang = super::io::reader_lang();
                self.note(&lang.tr(
                    "diag-early",
                    &[(
                        "message",
                        savanna::i18n::Arg::from(d.in_lang(lang).message.as_str()),
                    )],
                ))
            }
            Progress::CapacityStart { regions } if self.bars && regions > 1 => {
                let bar = ProgressBar::new(regions as u64);
                if let Ok(style) = ProgressStyle::with_template(&template("progress-capacity")) {
                    bar.set_style(style);
                }
                let _ = self.bar.set(bar);
            }
            Progress::RegionPacked => {
                if let Some(b) = self.bar.get() {
                    b.inc(1);
                }
            }
            Progress::CapacityDone => self.clear(),
            _ => {}
        }
    }

    /// Clears the bar, if one is showing (before a line on standard error).
    pub fn clear(&self) {
        if let Some(b) = self.bar.get()
            && !b.is_finished()
        {
            b.finish_and_clear();
        }
    }
}

/// One long step's progress on standard error (issue 42): on a terminal a bar with an estimate
/// of the time left (`{what} [bar] 40 %, 12 s left`); piped or in CI, a line when the step starts
/// and one when it ends (`{what}: done in 12.3 s`); nothing under `--quiet`. The lines say how
/// long the work took, which is the machine's, so they stay off standard output.
pub struct Step {
    bar: Option<ProgressBar>,
    lines: bool,
    what: String,
    clock: std::time::Instant,
}

impl Step {
    /// Starts a step of `len` units (0: no bar, a spinner with the message).
    pub fn start(what: &str, len: u64, quiet: bool) -> Step {
        let terminal = Step::terminal(quiet);
        let bar = terminal.then(|| Step::new_bar(what, len));
        let lines = !quiet && !terminal;
        if lines {
            eprintln!(
                "{}",
                tr!(super::io::reader_lang(), "progress-start", what = what)
            );
        }
        Step {
            bar,
            lines,
            what: what.to_string(),
            clock: std::time::Instant::now(),
        }
    }

    /// A step drawn as a bar, on a terminal only (not quiet, not CI): the command layer's
    /// step ([`savanna::command::Host::step_start`]), which writes its own lines otherwise.
    pub fn bar(what: &str, len: u64, quiet: bool) -> Option<Step> {
        Step::terminal(quiet).then(|| Step {
            bar: Some(Step::new_bar(what, len)),
            lines: false,
            what: what.to_string(),
            clock: std::time::Instant::now(),
        })
    }

    /// Whether a step shows as a bar: standard error is a terminal, not quiet, not CI.
    fn terminal(quiet: bool) -> bool {
        !quiet && std::io::stderr().is_terminal() && !is_ci(std::env::var_os("CI").as_deref())
    }

    /// The bar of a step of `len` units (0: a spinner), its message `what`.
    fn new_bar(what: &str, len: u64) -> ProgressBar {
        let b = if len == 0 {
            let b = ProgressBar::new_spinner();
            b.enable_steady_tick(std::time::Duration::from_millis(200));
            b
        } else {
            let b = ProgressBar::new(len);
            if let Ok(style) = ProgressStyle::with_template(&template("progress-bar")) {
                b.set_style(style);
            }
            b
        };
        b.set_message(what.to_string());
        b
    }

    /// `n` more units done.
    pub fn inc(&self, n: u64) {
        if let Some(b) = &self.bar {
            b.inc(n);
        }
    }

    /// What the step is doing now (a bar's message; piped, a line).
    pub fn say(&self, msg: &str) {
        match &self.bar {
            Some(b) => b.set_message(self.now(msg)),
            None if self.lines => eprintln!("{}", self.now(msg)),
            None => {}
        }
    }

    /// Ends the step: clears the bar; piped, `{what}: {outcome} in 12.3 s`.
    pub fn finish(self, outcome: &str) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
        if self.lines {
            let lang = super::io::reader_lang();
            eprintln!(
                "{}",
                tr!(
                    lang,
                    "progress-done",
                    what = self.what.as_str(),
                    outcome = outcome,
                    seconds = lang.decimal(self.clock.elapsed().as_secs_f64(), 1)
                )
            );
        }
    }

    /// `{what}: {msg}`.
    fn now(&self, msg: &str) -> String {
        tr!(
            super::io::reader_lang(),
            "progress-now",
            what = self.what.as_str(),
            msg = msg
        )
    }
}

/// indicatif's template of a bar, message `id` of the reader's language: indicatif's
/// placeholders (`{bar:30}`, `{eta}`, …) are the message's arguments.
fn template(id: &str) -> String {
    template_in(super::io::reader_lang(), id)
}

/// [`template`] in `lang`.
fn template_in(lang: savanna::i18n::Lang, id: &str) -> String {
    let mut args: Vec<(&str, savanna::i18n::Arg<'_>)> =
        ["msg", "pos", "len", "elapsed", "percent", "eta"]
            .into_iter()
            .map(|n| (n, savanna::i18n::Arg::from(format!("{{{n}}}"))))
            .collect();
    args.push(("bar", savanna::i18n::Arg::from("{bar:30}")));
    lang.tr(id, &args)
}

/// The caller's clock for a [`savanna::game::budget::Budget`]: seconds since the first reading
/// in this process.
pub fn clock() -> f64 {
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_secs_f64()
}

/// True when the value of the `CI` environment variable (`None` when unset) marks a CI run: any
/// non-empty value but `false` and `0` (case-insensitive), as CI services set it (`CI=true`,
/// `CI=1`). `CI=false` or `CI=` (a user turning it off) is not CI.
fn is_ci(value: Option<&std::ffi::OsStr>) -> bool {
    value
        .map(|v| v.to_string_lossy().trim().to_ascii_lowercase())
        .is_some_and(|v| !v.is_empty() && v != "false" && v != "0")
}

#[cfg(test)]
mod tests {
    use super::is_ci;
    use std::ffi::OsStr;

    /// The bars' templates: English as indicatif had it, every placeholder kept in Russian.
    #[test]
    fn bar_templates() {
        use super::template_in;
        use savanna::i18n::Lang;
        assert_eq!(
            template_in(Lang::En, "progress-capacity"),
            "capacity {bar:30} {pos}/{len} regions, {elapsed} (eta {eta})"
        );
        assert_eq!(
            template_in(Lang::En, "progress-bar"),
            "{msg} {bar:30} {percent} %, {eta} left"
        );
        assert_eq!(
            template_in(Lang::Ru, "progress-bar"),
            "{msg} {bar:30} {percent} %, осталось {eta}"
        );
    }

    #[test]
    fn ci_false_is_not_ci() {
        assert!(!is_ci(None));
        for v in ["", "false", "FALSE", "0", " false "] {
            assert!(!is_ci(Some(OsStr::new(v))), "CI={v:?}");
        }
        for v in ["true", "1", "yes", "woodpecker"] {
            assert!(is_ci(Some(OsStr::new(v))), "CI={v:?}");
        }
    }
}
