//! What `check`, `build` and `render` print about a board: diagnostics (at most a few of each
//! code on standard error for `build` and `render`), the region table and the summary line.

use super::io::{Failure, Text, read_named};
use super::progress::Reporter;
use savanna::diagnostics::Diagnostic;
use savanna::pipeline::{Options, Outcome};
use std::io::Write;
use std::ops::ControlFlow;
use std::path::Path;
use std::process::ExitCode;

pub fn analyse(text: &Text, opts: &Options, rep: &Reporter) -> Result<Outcome, Vec<Diagnostic>> {
    savanna::frontend::analyse(text, opts, &|p| rep.observe(p))
}

/// Prints errors and warnings, at most [`savanna::command::report::SHOWN_PER_CODE`] of each code in full, and advice as
/// a count (`check` shows all of it). Under `--quiet`, the errors only. The words are the
/// command layer's ([`savanna::command::report::stderr_text`]).
/// The language is `--lang`, else the board file's `lang:` (`board_lang`), else the locale's.
pub fn report_stderr(
    name: &str,
    text: &Text,
    d: &[Diagnostic],
    rep: &Reporter,
    board_lang: Option<savanna::i18n::Lang>,
) {
    let lang = super::io::lang()
        .or(board_lang)
        .unwrap_or_else(super::io::env_lang);
    let s = savanna::command::report::stderr_text_in(
        name,
        text.as_str(),
        d,
        (rep.quiet(), super::colour::stderr()),
        lang,
    );
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(s.as_bytes());
    let _ = err.flush();
}

pub fn report_failure(name: &str, text: &Text, d: &[Diagnostic], rep: &Reporter) -> ExitCode {
    report_stderr(name, text, d, rep, None);
    eprintln!("nothing written: {name} cannot be read as a board");
    ExitCode::from(1)
}

/// The start `build` and `render` share: read the board at `path` (a validated board file is
/// read back as its board file), run the pipeline with `opts`, and report the diagnostics on
/// standard error. `Break` with exit status 1 when the board cannot be read (reported by
/// [`report_failure`]) or has errors and `write_anyway` is false (`refusal` printed); otherwise
/// `Continue` with the outcome to write.
///
/// # Errors
/// A [`Failure`] when the file cannot be read.
pub fn read_and_analyse(
    path: &Path,
    opts: &Options,
    rep: &Reporter,
    write_anyway: bool,
    refusal: &str,
) -> Result<ControlFlow<ExitCode, Outcome>, Failure> {
    let (name, text) = read_named(path)?;
    let out = match analyse(&text, opts, rep) {
        Ok(o) => o,
        Err(d) => return Ok(ControlFlow::Break(report_failure(&name, &text, &d, rep))),
    };
    report_stderr(&name, &text, &out.diagnostics, rep, out.validated.lang);
    if out.has_errors() && !write_anyway {
        eprintln!("{refusal}");
        return Ok(ControlFlow::Break(ExitCode::from(1)));
    }
    Ok(ControlFlow::Continue(out))
}
