//! What `build` (and later `render`) say about a board on standard error: at most a few
//! diagnostics of each code, the summary line, and the refusal when nothing is written.

use super::{Ctx, Reply};
use crate::diagnostics::{Diagnostic, Severity, write_text_in};
use crate::frontend::{BoardText, summary_in};
use crate::i18n::tr;
use crate::pipeline::{Options, Outcome};

/// How many diagnostics of one code `build` and `render` print in full; the rest of that code
/// are counted in one line (`check` prints them all). Generated boards with thousands of
/// regions would otherwise bury the one message that matters under millions of lines.
pub const SHOWN_PER_CODE: usize = 10;

impl Ctx<'_> {
    /// Errors and warnings on standard error, at most [`SHOWN_PER_CODE`] of each code in full,
    /// and advice as a count (`check` shows all of it). Under quiet, the errors only.
    pub(crate) fn report_stderr(
        &self,
        name: &str,
        text: &BoardText,
        d: &[Diagnostic],
        board_lang: Option<crate::i18n::Lang>,
    ) {
        let s = stderr_text_in(
            name,
            text.as_str(),
            d,
            (self.req.quiet, self.req.colour_stderr),
            self.lang(board_lang),
        );
        if !s.is_empty() {
            self.host.stderr(&s);
        }
    }

    /// The start `build` and `render` share: read the board `path`, run the pipeline with
    /// `opts`, report the diagnostics on standard error. `Err` with the reply (exit status 1)
    /// when the board cannot be read, or has errors and `write_anyway` is false (`refusal`
    /// said); otherwise the board's name, text and outcome.
    pub(crate) fn read_and_analyse(
        &self,
        path: &str,
        opts: &Options,
        write_anyway: bool,
        refusal: &str,
    ) -> Result<(String, BoardText, Outcome), Reply> {
        let (name, text) = self.board(path).map_err(|m| self.failure(&m))?;
        let out = match crate::frontend::analyse(&text, opts, &|p| self.progress(p)) {
            Ok(o) => o,
            Err(d) => {
                self.report_stderr(&name, &text, &d, None);
                self.err(&format!(
                    "nothing written: {name} cannot be read as a board"
                ));
                return Err(Reply {
                    exit: 1,
                    diagnostics: Some(diagnostics_json(&text, &d)),
                    ..Reply::default()
                });
            }
        };
        self.report_stderr(&name, &text, &out.diagnostics, out.validated.lang);
        if out.has_errors() && !write_anyway {
            self.err(refusal);
            return Err(Reply {
                exit: 1,
                diagnostics: Some(diagnostics_json(&text, &out.diagnostics)),
                ..Reply::default()
            });
        }
        Ok((name, text, out))
    }
}

/// The diagnostics `d` of the board `text` as the reply's [`Reply::diagnostics`] (the JSON of
/// `check --format json`'s list).
pub(crate) fn diagnostics_json(text: &BoardText, d: &[Diagnostic]) -> serde_json::Value {
    serde_json::to_value(crate::diagnostics::JsonDiagnostics::new(text.as_str(), d))
        .unwrap_or(serde_json::Value::Array(Vec::new()))
}

/// What `build` and `render` print about board `name` (its `text`) on standard error: errors and
/// warnings, at most [`SHOWN_PER_CODE`] of each code in full (`colour`: ANSI colours), the rest
/// of each code counted in a line, the summary line (not under `quiet`) and a pointer to the
/// advice; under `quiet` the errors only. Empty when there is nothing to say.
pub fn stderr_text(name: &str, text: &str, d: &[Diagnostic], quiet: bool, colour: bool) -> String {
    stderr_text_in(name, text, d, (quiet, colour), crate::i18n::Lang::En)
}

/// [`stderr_text`] in `lang` (`(quiet, colour)` as there): the diagnostics as
/// [`Diagnostic::in_lang`] says them, the counted lines and the summary from the catalogue.
pub fn stderr_text_in(
    name: &str,
    text: &str,
    d: &[Diagnostic],
    (quiet, colour): (bool, bool),
    lang: crate::i18n::Lang,
) -> String {
    let errors_only: Vec<Diagnostic>;
    let d = if quiet {
        errors_only = d.iter().filter(|x| x.is_error()).cloned().collect();
        &errors_only[..]
    } else {
        d
    };
    if d.is_empty() {
        return String::new();
    }
    let mut per_code: std::collections::BTreeMap<&str, (usize, Severity)> = Default::default();
    let mut shown: Vec<Diagnostic> = Vec::new();
    for x in d.iter().filter(|x| x.severity != Severity::Advice) {
        let seen = per_code.entry(x.code.as_str()).or_insert((0, x.severity));
        seen.0 += 1;
        if seen.0 <= SHOWN_PER_CODE {
            shown.push(x.clone());
        }
    }
    let mut err = Vec::new();
    // Into memory: cannot fail.
    let _ = write_text_in(&mut err, name, text, &shown, colour, lang);
    let mut s = String::from_utf8_lossy(&err).into_owned();
    for (code, (n, severity)) in &per_code {
        if *n > SHOWN_PER_CODE {
            let more = n - SHOWN_PER_CODE;
            s.push_str(&tr!(
                lang,
                "diag-more",
                n = more,
                code = *code,
                severity = severity.as_str(),
                name = name
            ));
            s.push('\n');
        }
    }
    if !quiet {
        s.push_str(&summary_in(name, d, lang));
    }
    if d.iter().any(|x| x.severity == Severity::Advice) {
        s.push_str(&tr!(lang, "diag-read-advice", name = name));
        s.push('\n');
    }
    s
}
