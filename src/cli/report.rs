//! What `check`, `build` and `render` print about a board: diagnostics (at most a few of each
//! code on standard error for `build` and `render`), the region table and the summary line.

use super::io::{Failure, Text, read_named};
use super::progress::Reporter;
use savanna::diagnostics::{Diagnostic, Severity, write_text};
use savanna::pipeline::{self, Options, Outcome};
use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::Path;
use std::process::ExitCode;

pub fn analyse(text: &Text, opts: &Options, rep: &Reporter) -> Result<Outcome, Vec<Diagnostic>> {
    match text {
        Text::Utf8(s) => pipeline::run_with(s, opts, &|p| rep.observe(p)),
        Text::Svg(i) => i.run_with(opts, &|p| rep.observe(p)),
        Text::Bytes(b, _) => Err(match savanna::input::load_bytes(b) {
            Err(d) => d,
            Ok(_) => Vec::new(),
        }),
    }
}

/// An area for the region table: whole units from 100 up, one decimal from 1, three
/// significant digits below (a board in metres has regions of 0.0321 m²).
pub fn fmt_area(a: f64) -> String {
    if !(a.is_finite() && a > 0.0) {
        return "0".into();
    }
    let s = if a >= 100.0 {
        format!("{a:.0}")
    } else if a >= 1.0 {
        format!("{a:.1}")
    } else {
        let decimals = (2.0 - libm::log10(a).floor()).clamp(3.0, 12.0) as usize;
        format!("{a:.decimals$}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// One line per region: id, name (control characters escaped: [`savanna::diagnostics::inert`]),
/// area, capacities as `n (at most m)`, the mixed counts that bind (a column only when some region
/// has them), and neighbors.
pub fn region_table(v: &savanna::validated::ValidatedBoard) -> String {
    if v.regions.is_empty() {
        return String::new();
    }
    let kinds: Vec<&str> = v.pieces.iter().map(|(k, _)| k).collect();
    // The mixed counts that bind, as the sheet's labels give them: a column only when some
    // region has them.
    let together = |r: &savanna::validated::RegionOut| -> Vec<String> {
        savanna::output::render::in_play::capacity_phrases(v, r)
            .into_iter()
            .filter(|p| p.starts_with("with "))
            .collect()
    };
    let mixed = v.regions.iter().any(|r| !together(r).is_empty());
    let mut rows: Vec<Vec<String>> = vec![
        ["id", "region", &format!("area ({}²)", v.units.as_str())]
            .iter()
            .map(|s| s.to_string())
            .chain(kinds.iter().map(|k| k.to_string()))
            .chain(mixed.then(|| TOGETHER.to_string()))
            .chain(["neighbors".to_string()])
            .collect(),
    ];
    for r in &v.regions {
        let mut row = vec![
            r.id.to_string(),
            // Escaped: a new line (or any control character) in a name must not break the table.
            r.name.as_deref().map_or_else(
                || "-".into(),
                |n| {
                    // `inert` leaves tabs and new lines (they are text in messages); in a table
                    // row they are escaped the same way.
                    savanna::diagnostics::inert(n)
                        .replace('\n', "\\u{a}")
                        .replace('\r', "\\u{d}")
                        .replace('\t', "\\u{9}")
                },
            ),
            fmt_area(r.area),
        ];
        for k in &kinds {
            // `n+`: every piece in play fits; the count was not searched further.
            let plus = match r.capacity_search.get(k) {
                Some(savanna::capacity::Search::Enough) => "+",
                _ => "",
            };
            row.push(match (r.capacity.get(k), r.capacity_bound.get(k)) {
                (Some(c), Some(b)) if b > c => format!("{c}{plus} (at most {b})"),
                (Some(c), _) => c.to_string(),
                (None, _) => "-".into(),
            });
        }
        if mixed {
            let t = together(r);
            row.push(if t.is_empty() {
                "-".into()
            } else {
                t.join("; ")
            });
        }
        // Last, so that a long list (a region around hundreds of others) pads no other row.
        row.push(
            r.neighbors
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        );
        rows.push(row);
    }
    // Columns are measured in terminal cells (unicode-width): a CJK character or an emoji takes
    // two, a combining accent none, so names in any script line up.
    use unicode_width::UnicodeWidthStr;
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|i| rows.iter().map(|r| r[i].width()).max().unwrap_or(0))
        .collect();
    let mut s = String::new();
    for row in rows {
        let line: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c}{}", " ".repeat(w.saturating_sub(c.width()))))
            .collect();
        s.push_str("  ");
        s.push_str(line.join("  ").trim_end());
        s.push('\n');
    }
    if v.regions.iter().any(|r| {
        r.capacity_search
            .iter()
            .any(|(_, s)| *s == savanna::capacity::Search::Enough)
    }) {
        s.push_str(
            "  n+: holds every piece of that kind in play, not searched further (--full-capacity)\n",
        );
    }
    s.push('\n');
    s
}

pub fn summary(name: &str, d: &[Diagnostic]) -> String {
    let count = |s: Severity| {
        let n = d.iter().filter(|x| x.severity == s).count();
        format!("{n} {}", severity_noun(s, n))
    };
    format!(
        "{name}: {}, {}, {}\n",
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Advice)
    )
}

/// "error" or "errors" (after a count of `n`), and so on; "advice" is both.
pub fn severity_noun(s: Severity, n: usize) -> &'static str {
    match (s, n) {
        (Severity::Error, n) if n != 1 => "errors",
        (Severity::Warning, n) if n != 1 => "warnings",
        _ => s.as_str(),
    }
}

/// The header of the region table's column of mixed counts: how many jackals fit beside `k`
/// lions where that is fewer than the jackals shown alone (`with 1 lion: 3 jackals`).
pub const TOGETHER: &str = "lions and jackals together";

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
    let colour = std::io::stderr().is_terminal();
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
