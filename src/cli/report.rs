//! What `check`, `build` and `render` print about a board: diagnostics (at most a few of each
//! code on standard error for `build` and `render`), the region table and the summary line.

use super::io::{Failure, Text, read_named};
use super::progress::Reporter;
use savanna::diagnostics::{Diagnostic, Severity, write_text};
use savanna::pipeline::{Options, Outcome};
use std::io::Write;
use std::ops::ControlFlow;
use std::path::Path;
use std::process::ExitCode;

pub fn analyse(text: &Text, opts: &Options, rep: &Reporter) -> Result<Outcome, Vec<Diagnostic>> {
    savanna::frontend::analyse(text, opts, &|p| rep.observe(p))
}

pub use savanna::frontend::{severity_noun, summary};

/// How many diagnostics of one code `build` and `render` print in full; the rest of that code
/// are counted in one line (`check` prints them all). Generated boards with thousands of
/// regions would otherwise bury the one message that matters under millions of lines.
pub const SHOWN_PER_CODE: usize = 10;

/// Prints errors and warnings, at most [`SHOWN_PER_CODE`] of each code in full, and advice as
/// a count (`check` shows all of it). Under `--quiet`, the errors only.
pub fn report_stderr(name: &str, text: &Text, d: &[Diagnostic], rep: &Reporter) {
    let errors_only: Vec<Diagnostic>;
    let d = if rep.quiet() {
        errors_only = d.iter().filter(|x| x.is_error()).cloned().collect();
        &errors_only[..]
    } else {
        d
    };
    if d.is_empty() {
        return;
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
    let colour = super::colour::stderr();
    let mut err = std::io::BufWriter::new(std::io::stderr().lock());
    let _ = write_text(&mut err, name, text.as_str(), &shown, colour);
    let mut s = String::new();
    for (code, (n, severity)) in &per_code {
        if *n > SHOWN_PER_CODE {
            let more = n - SHOWN_PER_CODE;
            let kind = severity_noun(*severity, more);
            s.push_str(&format!(
                "... and {more} more {code} {kind} (run `savanna check {name}` to read them all)\n"
            ));
        }
    }
    if !rep.quiet() {
        s.push_str(&summary(name, d));
    }
    if d.iter().any(|x| x.severity == Severity::Advice) {
        s.push_str(&format!(
            "(run `savanna check {name}` to read the advice)\n"
        ));
    }
    let _ = err.write_all(s.as_bytes());
    let _ = err.flush();
}

pub fn report_failure(name: &str, text: &Text, d: &[Diagnostic], rep: &Reporter) -> ExitCode {
    report_stderr(name, text, d, rep);
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
    report_stderr(&name, &text, &out.diagnostics, rep);
    if out.has_errors() && !write_anyway {
        eprintln!("{refusal}");
        return Ok(ControlFlow::Break(ExitCode::from(1)));
    }
    Ok(ControlFlow::Continue(out))
}
