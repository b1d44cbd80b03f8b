//! `savanna`: the command-line front of the library. Thin: parse arguments, read the file, call
//! [`savanna::pipeline::run`], print diagnostics, write outputs atomically.

use clap::{Parser, Subcommand, ValueEnum};
use savanna::board::MAX_FILE_BYTES;
use savanna::diagnostics::{Diagnostic, JsonDiagnostics, Severity, write_text};
use savanna::pipeline::{self, Options, Outcome};
use savanna::render::output::{RenderRequest, write as write_sheet};
use savanna::render::paper::{Orientation, Paper};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod cli_progress;
use cli_progress::Reporter;

/// Design and validate boards for Lions and Jackals.
#[derive(Parser, Debug)]
#[command(name = "savanna", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print nothing but errors: no progress, warnings, advice, summaries or "wrote" lines.
    #[arg(long, short, global = true)]
    quiet: bool,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Report every problem of a board file, each at its place in the file.
    Check {
        /// The board file (YAML or JSON).
        board: PathBuf,
        /// Output format of the diagnostics.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Skip capacities (and the checks that need them).
        #[arg(long)]
        no_capacity: bool,
        /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
        #[arg(long, conflicts_with = "no_capacity")]
        full_capacity: bool,
        /// Colour the report: auto (when stdout is a terminal), always or never.
        #[arg(long, value_enum, default_value_t = Colour::Auto)]
        color: Colour,
    },
    /// Write the validated board file (JSON to stdout, or OUT by its extension .json/.yaml/.yml),
    /// or an export: .geojson, .dot/.gv (Graphviz) or .graphml.
    Build {
        /// The board file (YAML or JSON).
        board: PathBuf,
        /// Output file; `.yaml`/`.yml` for YAML, `.geojson`, `.dot`/`.gv`, `.graphml` for the
        /// exports, anything else JSON. Default: JSON to stdout.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// GeoJSON export: write y up (-y) for GIS tools instead of the board's y down.
        #[arg(long)]
        geojson_y_up: bool,
        /// Write the file even when the board has errors (they are listed in `diagnostics`).
        #[arg(long)]
        force: bool,
        /// Regions and adjacency only: no capacities (fast, for large or generated boards).
        #[arg(long)]
        no_capacity: bool,
        /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
        #[arg(long, conflicts_with = "no_capacity")]
        full_capacity: bool,
    },
    /// Draw the print sheet at true scale (.svg, .pdf or .png by the output's extension).
    Render {
        /// The board file (YAML or JSON).
        board: PathBuf,
        /// Output file: .svg, .pdf or .png.
        #[arg(short, long, value_parser = parse_sheet_path)]
        output: PathBuf,
        /// Paper size: A4, A3, Letter, Tabloid, … or WIDTHxHEIGHT with mm/cm/in (e.g. 300x200mm).
        /// With an SVG output, one file per page; a PDF without --paper is tiled on A4.
        #[arg(long, value_parser = parse_paper)]
        paper: Option<Paper>,
        /// Page orientation (default: whichever needs fewer pages).
        #[arg(long, value_enum)]
        orientation: Option<Orient>,
        /// Page margin in mm (home printers cannot print the edge).
        #[arg(long, default_value_t = 10.0)]
        margin: f64,
        /// Overlap between tiled pages in mm.
        #[arg(long, default_value_t = 10.0)]
        overlap: f64,
        /// Printer correction as X,Y factors (e.g. 1.005,0.997 when a 100 mm square prints
        /// 99.5 x 100.3 mm).
        #[arg(long, value_parser = parse_pair)]
        scale_correction: Option<(f64, f64)>,
        /// Pencil width of the lines, mm.
        #[arg(long, default_value_t = 0.6)]
        pencil: f64,
        /// Draw each region's packing certificate as faint discs.
        #[arg(long)]
        certificates: bool,
        /// Proof mode: overlay dangles, cut edges and diagnostics (writes even with errors).
        #[arg(long)]
        proof: bool,
        /// Add a page of cut-out pieces.
        #[arg(long)]
        pieces: bool,
        /// Leave out the cover page (calibration square, ruler, legend) of paged output.
        #[arg(long)]
        no_cover: bool,
        /// PNG resolution in pixels per mm (lowered so that no side exceeds 4096 pixels).
        #[arg(long, default_value_t = 4.0)]
        px_per_mm: f64,
        /// Write even when the board has errors.
        #[arg(long)]
        force: bool,
        /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
        #[arg(long)]
        full_capacity: bool,
    },
    /// Turn an SVG drawing (Inkscape, Illustrator, ...) into a board file (YAML).
    Import {
        /// The SVG file.
        svg: PathBuf,
        /// Output board file (YAML). Default: standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Print the JSON Schema of the board file (or of the validated board file).
    Schema {
        /// The schema of the validated board file (build's output) instead of the input.
        #[arg(long)]
        output: bool,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum Format {
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum Colour {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum Orient {
    Portrait,
    Landscape,
}

fn parse_sheet_path(s: &str) -> Result<PathBuf, String> {
    let p = PathBuf::from(s);
    savanna::render::output::Format::from_path(&p).map_err(|e| e.to_string())?;
    Ok(p)
}

fn parse_paper(s: &str) -> Result<Paper, String> {
    Paper::parse(s)
}

fn parse_pair(s: &str) -> Result<(f64, f64), String> {
    let (a, b) = s
        .split_once(',')
        .ok_or("expected X,Y (two factors, e.g. 1.005,0.997)")?;
    let p = |t: &str| -> Result<f64, String> {
        let v: f64 = t
            .trim()
            .parse()
            .map_err(|_| format!("`{t}` is not a number"))?;
        if !(0.5..=2.0).contains(&v) {
            return Err(format!(
                "{v} is not a plausible correction factor (0.5 to 2)"
            ));
        }
        Ok(v)
    };
    Ok((p(a)?, p(b)?))
}

/// A failure that is not a diagnostic of the board: message for stderr, exit status 1.
struct Failure(String);

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(Failure(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode, Failure> {
    let rep = Reporter::new(cli.quiet);
    match cli.command {
        Command::Import { svg, output } => {
            if let Some(o) = &output {
                check_output(&svg, o)?;
            }
            let yaml = import_svg(&svg, &rep)?;
            match output {
                Some(p) => {
                    savanna::write::write_atomic(&p, yaml.as_bytes())
                        .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
                    rep.note(&format!("wrote {}", p.display()));
                }
                None => print_stdout(&yaml)?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Schema { output } => {
            let v = if output {
                savanna::validated::output_schema()
            } else {
                savanna::board::input_schema()
            };
            let mut s = serde_json::to_string_pretty(&v).unwrap_or_default();
            s.push('\n');
            print_stdout(&s)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Check {
            board,
            format,
            no_capacity,
            full_capacity,
            color,
        } => {
            let text = read_board(&board)?;
            let name = board.display().to_string();
            let opts = Options {
                capacity: !no_capacity,
                full_capacity,
                ..Options::default()
            };
            let (diags, ok, table) = match analyse(&text, &opts, &rep) {
                Ok(out) => {
                    let ok = !out.has_errors();
                    let table = region_table(&out.validated);
                    (out.diagnostics, ok, table)
                }
                Err(d) => (d, false, String::new()),
            };
            match format {
                Format::Json => {
                    let count = |s: Severity| diags.iter().filter(|x| x.severity == s).count();
                    // Keys in alphabetical order, as in every JSON object savanna prints.
                    #[derive(serde::Serialize)]
                    struct Report<'a> {
                        advice: usize,
                        diagnostics: JsonDiagnostics<'a>,
                        errors: usize,
                        file: &'a str,
                        warnings: usize,
                    }
                    let report = Report {
                        advice: count(Severity::Advice),
                        diagnostics: JsonDiagnostics::new(&name, text.as_str(), &diags),
                        errors: count(Severity::Error),
                        file: &name,
                        warnings: count(Severity::Warning),
                    };
                    // Streamed: a report of any length is never held in memory whole.
                    stream_stdout(|out| {
                        serde_json::to_writer_pretty(&mut *out, &report)?;
                        out.write_all(b"\n")
                    })?;
                }
                Format::Text => {
                    let colour = match color {
                        Colour::Always => true,
                        Colour::Never => false,
                        Colour::Auto => std::io::stdout().is_terminal(),
                    };
                    stream_stdout(|out| {
                        if rep.quiet() {
                            let errors: Vec<Diagnostic> =
                                diags.iter().filter(|d| d.is_error()).cloned().collect();
                            return write_text(out, &name, text.as_str(), &errors, colour);
                        }
                        write_text(out, &name, text.as_str(), &diags, colour)?;
                        out.write_all(table.as_bytes())?;
                        out.write_all(summary(&name, &diags).as_bytes())
                    })?;
                }
            }
            Ok(if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        Command::Build {
            board,
            output,
            force,
            no_capacity,
            full_capacity,
            geojson_y_up,
        } => {
            if let Some(o) = &output {
                check_output(&board, o)?;
            }
            let text = read_board(&board)?;
            let name = board.display().to_string();
            let opts = Options {
                capacity: !no_capacity,
                full_capacity,
                ..Options::default()
            };
            let out = match analyse(&text, &opts, &rep) {
                Ok(o) => o,
                Err(d) => return Ok(report_failure(&name, &text, &d, &rep)),
            };
            report_stderr(&name, &text, &out.diagnostics, &rep);
            if out.has_errors() && !force {
                eprintln!("nothing written: the board has errors (use --force to write it anyway)");
                return Ok(ExitCode::from(1));
            }
            let yaml = output.as_deref().is_some_and(|p| {
                matches!(
                    p.extension()
                        .and_then(|e| e.to_str())
                        .map(str::to_ascii_lowercase)
                        .as_deref(),
                    Some("yaml" | "yml")
                )
            });
            let has_errors = out.has_errors();
            let validated = out.validated;
            let export = output
                .as_deref()
                .and_then(savanna::export::Format::from_path);
            match output {
                Some(p) if export.is_some() => {
                    let opts = savanna::export::ExportOptions { geojson_y_up };
                    savanna::write::write_atomic_with(&p, |w| {
                        export.map_or(Ok(()), |f| savanna::export::write(&validated, f, opts, w))
                    })
                    .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
                    rep.note(&format!("wrote {}", p.display()));
                }
                Some(p) => {
                    savanna::write::write_atomic_with(&p, |w| {
                        savanna::validated::write_into(validated, yaml, w)
                    })
                    .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
                    rep.note(&format!("wrote {}", p.display()));
                }
                None => stream_stdout(|w| savanna::validated::write_into(validated, false, w))?,
            }
            Ok(if has_errors {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Render {
            board,
            output,
            paper,
            orientation,
            margin,
            overlap,
            scale_correction,
            pencil,
            certificates,
            proof,
            pieces,
            no_cover,
            px_per_mm,
            force,
            full_capacity,
        } => {
            check_output(&board, &output)?;
            for (v, what) in [
                (margin, "--margin"),
                (overlap, "--overlap"),
                (pencil, "--pencil"),
                (px_per_mm, "--px-per-mm"),
            ] {
                if !v.is_finite() || v < 0.0 {
                    return Err(Failure(format!(
                        "{what} must be a non-negative number of mm, not {v}"
                    )));
                }
            }
            if px_per_mm <= 0.0 {
                return Err(Failure(format!(
                    "--px-per-mm must be a positive number of pixels per mm, not {px_per_mm}"
                )));
            }
            let text = read_board(&board)?;
            let name = board.display().to_string();
            let opts = Options {
                full_capacity,
                ..Options::default()
            };
            let out = match analyse(&text, &opts, &rep) {
                Ok(o) => o,
                Err(d) => return Ok(report_failure(&name, &text, &d, &rep)),
            };
            report_stderr(&name, &text, &out.diagnostics, &rep);
            if out.has_errors() && !force && !proof {
                eprintln!(
                    "nothing written: the board has errors (use --proof to see them on the sheet, or --force)"
                );
                return Ok(ExitCode::from(1));
            }
            let mut req = RenderRequest {
                paper,
                ..RenderRequest::default()
            };
            req.page.tile.orientation = orientation.map(|o| match o {
                Orient::Portrait => Orientation::Portrait,
                Orient::Landscape => Orientation::Landscape,
            });
            req.page.tile.margin_mm = margin;
            req.page.tile.overlap_mm = overlap;
            if let Some((x, y)) = scale_correction {
                req.page.tile.scale_correction = [x, y];
            }
            req.page.svg.pencil_mm = pencil;
            req.page.svg.certificates = certificates;
            req.page.svg.proof = proof;
            req.page.cutouts = pieces;
            req.page.cover = !no_cover;
            req.png.px_per_mm = px_per_mm;
            let written =
                write_sheet(&out.validated, &output, &req).map_err(|e| Failure(e.to_string()))?;
            for p in written {
                rep.note(&format!("wrote {}", p.display()));
            }
            Ok(if out.has_errors() {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            })
        }
    }
}

fn analyse(text: &Text, opts: &Options, rep: &Reporter) -> Result<Outcome, Vec<Diagnostic>> {
    match text {
        Text::Utf8(s) => pipeline::run_with(s, opts, &|p| rep.observe(p)),
        Text::Bytes(b) => Err(match savanna::board::load_bytes(b) {
            Err(d) => d,
            Ok(_) => Vec::new(),
        }),
    }
}

/// The board file's contents: text, or bytes that are not UTF-8 (the loader explains).
enum Text {
    Utf8(String),
    Bytes(Vec<u8>),
}

impl Text {
    fn as_str(&self) -> &str {
        match self {
            Text::Utf8(s) => s,
            Text::Bytes(_) => "",
        }
    }
}

/// Refuses outputs that cannot be written or would overwrite the board file itself.
fn check_output(board: &Path, out: &Path) -> Result<(), Failure> {
    if out.is_dir() {
        return Err(Failure(format!(
            "{} is a folder: give a file name to write",
            out.display()
        )));
    }
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !parent.is_dir() {
        return Err(Failure(format!(
            "cannot write {}: the folder {} does not exist",
            out.display(),
            parent.display()
        )));
    }
    if let (Ok(a), Ok(b)) = (board.canonicalize(), out.canonicalize())
        && a == b
    {
        return Err(Failure(format!(
            "{} is the board file itself: choose another output name (e.g. board.validated.json)",
            out.display()
        )));
    }
    Ok(())
}

/// The board file made from the SVG at `path`, its warnings printed to stderr.
fn import_svg(path: &Path, rep: &Reporter) -> Result<String, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
    let out = savanna::import::svg::import(&text)
        .map_err(|e| Failure(format!("{}: {e}", path.display())))?;
    if !rep.quiet() {
        for w in &out.warnings {
            eprintln!("warning: {}: {w}", path.display());
        }
    }
    Ok(out.yaml)
}

fn read_board(path: &Path) -> Result<Text, Failure> {
    if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("svg"))
    {
        // An SVG board is imported first; diagnostics point into the board file it gives
        // (`savanna import` writes it), whose comments name each line's SVG element and line.
        let yaml = import_svg(path, &Reporter::new(false))?;
        eprintln!(
            "note: {0} is read through `savanna import {0}`: line numbers below are those of the board file it writes",
            path.display()
        );
        return Ok(Text::Utf8(yaml));
    }
    let f = std::fs::File::open(path)
        .map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
    if f.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(Failure(format!(
            "{} is a directory, not a board file",
            path.display()
        )));
    }
    let mut bytes = Vec::new();
    f.take(MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(Failure(format!(
            "{} is larger than {} MB, the largest board file savanna reads",
            path.display(),
            MAX_FILE_BYTES / 1_000_000
        )));
    }
    Ok(match String::from_utf8(bytes) {
        Ok(s) => Text::Utf8(s),
        Err(e) => Text::Bytes(e.into_bytes()),
    })
}

/// An area for the region table: whole units from 100 up, one decimal from 1, three
/// significant digits below (a board in metres has regions of 0.0321 m²).
fn fmt_area(a: f64) -> String {
    if !(a.is_finite() && a > 0.0) {
        return "0".into();
    }
    let s = if a >= 100.0 {
        format!("{a:.0}")
    } else if a >= 1.0 {
        format!("{a:.1}")
    } else {
        let decimals = (2.0 - a.log10().floor()).clamp(3.0, 12.0) as usize;
        format!("{a:.decimals$}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// One line per region: id, name, area, capacities as `n (at most m)`, and neighbours.
fn region_table(v: &savanna::validated::ValidatedBoard) -> String {
    if v.regions.is_empty() {
        return String::new();
    }
    let kinds: Vec<&str> = v.pieces.iter().map(|(k, _)| k).collect();
    let mut rows: Vec<Vec<String>> = vec![
        ["id", "region", &format!("area ({}²)", v.units.as_str())]
            .iter()
            .map(|s| s.to_string())
            .chain(kinds.iter().map(|k| k.to_string()))
            .chain(["neighbours".to_string()])
            .collect(),
    ];
    for r in &v.regions {
        let mut row = vec![
            r.id.to_string(),
            r.name.clone().unwrap_or_else(|| "-".into()),
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
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|i| rows.iter().map(|r| r[i].chars().count()).max().unwrap_or(0))
        .collect();
    let mut s = String::new();
    for row in rows {
        let line: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c:<w$}"))
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

fn summary(name: &str, d: &[Diagnostic]) -> String {
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
fn severity_noun(s: Severity, n: usize) -> &'static str {
    match (s, n) {
        (Severity::Error, n) if n != 1 => "errors",
        (Severity::Warning, n) if n != 1 => "warnings",
        _ => s.as_str(),
    }
}

/// How many diagnostics of one code `build` and `render` print in full; the rest of that code
/// are counted in one line (`check` prints them all). Generated boards with thousands of
/// regions would otherwise bury the one message that matters under millions of lines.
const SHOWN_PER_CODE: usize = 10;

/// Prints errors and warnings, at most [`SHOWN_PER_CODE`] of each code in full, and advice as
/// a count (`check` shows all of it). Under `--quiet`, the errors only.
fn report_stderr(name: &str, text: &Text, d: &[Diagnostic], rep: &Reporter) {
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

fn report_failure(name: &str, text: &Text, d: &[Diagnostic], rep: &Reporter) -> ExitCode {
    report_stderr(name, text, d, rep);
    eprintln!("nothing written: {name} cannot be read as a board");
    ExitCode::from(1)
}

fn print_stdout(s: &str) -> Result<(), Failure> {
    stream_stdout(|out| out.write_all(s.as_bytes()))
}

/// Runs `fill` on buffered standard output and flushes it. A closed pipe (e.g. `| head`) is not
/// an error of ours; any other write error is.
fn stream_stdout(fill: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> Result<(), Failure> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match fill(&mut out).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(Failure(format!("cannot write to standard output: {e}"))),
    }
}
