//! `savanna`: the command-line front of the library. Thin: parse arguments, read the file, call
//! [`savanna::pipeline::run`], print diagnostics, write outputs atomically.

use clap::{Parser, Subcommand, ValueEnum};
use savanna::diagnostics::{Diagnostic, JsonDiagnostics, Severity, write_text};
use savanna::input::board::MAX_FILE_BYTES;
use savanna::output::render::output::{RenderRequest, layout_note, write as write_sheet};
use savanna::output::render::page::Layout;
use savanna::output::render::paper::{Orientation, Paper};
use savanna::output::render::tile;
use savanna::pipeline::{self, Options, Outcome};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod cli;
use cli::{game as cli_game, io as cli_io, progress as cli_progress};
use cli_io::read_named;
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
        /// The board files (YAML or JSON; `-` reads standard input; a validated board file is
        /// read as the board it came from). Exit status 1 when any has errors.
        #[arg(required = true)]
        boards: Vec<PathBuf>,
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
        /// The board file (YAML or JSON; `-` reads standard input).
        board: PathBuf,
        /// Output file; `.yaml`/`.yml` for YAML, `.geojson`, `.dot`/`.gv`, `.graphml` for the
        /// exports, anything else JSON. Default (or `-`): JSON to stdout.
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
        /// The board file (YAML or JSON; `-` reads standard input).
        board: PathBuf,
        /// Output file: .svg, .pdf or .png; `-` writes the SVG sheet to stdout.
        #[arg(short, long, value_parser = parse_sheet_path)]
        output: PathBuf,
        /// Paper size: A4, A3, Letter, Tabloid, … or WIDTHxHEIGHT with mm/cm/in (e.g. 300x200mm).
        /// With an SVG output, one file per page; a PDF without --paper is tiled on A4.
        #[arg(long, value_parser = parse_paper)]
        paper: Option<Paper>,
        /// Page orientation (default: whichever needs fewer pages).
        #[arg(long, value_enum)]
        orientation: Option<Orient>,
        /// Page margin in mm, 0 to 50 (home printers cannot print the edge); paged output only.
        /// [default: 10]
        #[arg(long, value_parser = |s: &str| in_range(s, &tile::MARGIN_RANGE_MM, "the margin (mm)"))]
        margin: Option<f64>,
        /// Overlap between tiled pages in mm, 0 to 50; paged output only. [default: 10]
        #[arg(long, value_parser = |s: &str| in_range(s, &tile::OVERLAP_RANGE_MM, "the overlap (mm)"))]
        overlap: Option<f64>,
        /// Printer correction as X,Y factors, each 0.8 to 1.25 (e.g. 1.005,0.997 when a 100 mm
        /// square prints 99.5 x 100.3 mm); paged output only.
        #[arg(long, value_parser = tile::parse_scale_correction)]
        scale_correction: Option<[f64; 2]>,
        /// Pencil width of the lines, mm (0.05 to 5).
        #[arg(long, default_value_t = 0.6, value_parser = |s: &str| in_range(s, &savanna::output::render::svg::PENCIL_RANGE_MM, "the pencil width (mm)"))]
        pencil: f64,
        /// Draw each region's packing certificate as faint discs that never overlap: one lion
        /// (solid) and the most jackals beside it (dashed), or the jackals alone where no lion fits.
        #[arg(long)]
        certificates: bool,
        /// Proof mode: overlay dangles, cut edges and diagnostics (writes even with errors).
        #[arg(long)]
        proof: bool,
        /// Add a page of cut-out pieces.
        #[arg(long)]
        pieces: bool,
        /// Leave out the cover page (calibration square, ruler, legend) of paged output, the
        /// rules page of a layout plan, or the legend under a single sheet.
        #[arg(long)]
        no_cover: bool,
        /// Draw a layout plan: the board at a standard scale with every line's ends measured from
        /// the frame's corners, the rules and the pieces at true size (for boards drawn on the
        /// ground). Chosen by default when full size takes more than 20 pages.
        #[arg(long, conflicts_with = "full_size")]
        plan: bool,
        /// Full-size pages however many it takes (no layout plan).
        #[arg(long)]
        full_size: bool,
        /// PNG resolution in pixels per mm, 0.5 to 50 (lowered so that no side exceeds 4096
        /// pixels); PNG only. [default: 4]
        #[arg(long, value_parser = |s: &str| in_range(s, &savanna::output::render::png::PX_PER_MM_RANGE, "the resolution (pixels per mm)"))]
        px_per_mm: Option<f64>,
        /// Write even when the board has errors.
        #[arg(long)]
        force: bool,
        /// Search every capacity fully, not only up to the pieces in play (slow on large boards).
        #[arg(long)]
        full_capacity: bool,
        /// Shade regions by how often each side holds them in a balance run (the JSON of
        /// `savanna balance --format json`), with a legend.
        #[arg(long, value_name = "BALANCE_JSON")]
        balance: Option<PathBuf>,
    },
    /// List the legal group moves from a position (a turn's first move, or with --after the next).
    Moves {
        /// The board: a board file or a validated board file.
        board: PathBuf,
        /// The position (YAML or JSON; `-` for standard input).
        position: PathBuf,
        /// Actions already played this turn: `3 jackals 7 -> 4; 2 -> 5` (`end` ends a turn), or
        /// a JSON list of moves.
        #[arg(long)]
        after: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = cli_game::GameFormat::Text)]
        format: cli_game::GameFormat,
    },
    /// Play a game in the terminal (or over JSON lines with --protocol json).
    Play {
        /// The board: a board file or a validated board file.
        board: PathBuf,
        /// Who plays the lions.
        #[arg(long, value_enum, default_value_t = PlayAgent::Human)]
        lions: PlayAgent,
        /// Who plays the jackals.
        #[arg(long, value_enum, default_value_t = PlayAgent::Mcts)]
        jackals: PlayAgent,
        /// Seed of the agents' random numbers (and of a drawn set-up).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the game record (JSON) here.
        #[arg(long)]
        record: Option<PathBuf>,
        /// text (a table and a prompt) or json (JSON lines for frontends).
        #[arg(long, value_enum, default_value_t = cli_game::Protocol::Text)]
        protocol: cli_game::Protocol,
        /// MCTS iterations per action.
        #[arg(long, default_value_t = savanna::game::agents::DEFAULT_MCTS_BUDGET)]
        budget: u32,
        /// Who moves first (default: the board's `game.first`, jackals).
        #[arg(long, value_enum)]
        first: Option<FirstSide>,
    },
    /// Replay a game record, checking every move, and show how it ended.
    Replay {
        /// The record written by `play --record`.
        record: PathBuf,
    },
    /// Measure a board's balance by self-play.
    Balance {
        /// The board: a board file or a validated board file.
        board: PathBuf,
        /// Games to play (in pairs: each set-up once with each side first).
        #[arg(long, default_value_t = 1000)]
        games: u32,
        /// Seed of every random number.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The agent playing both sides.
        #[arg(long, value_enum, default_value_t = PlayAgent::Random)]
        agent: PlayAgent,
        /// MCTS iterations per action.
        #[arg(long, default_value_t = savanna::game::agents::DEFAULT_MCTS_BUDGET)]
        budget: u32,
        /// Output format.
        #[arg(long, value_enum, default_value_t = cli_game::GameFormat::Text)]
        format: cli_game::GameFormat,
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
        validated: bool,
        /// Write the schema to this file instead of stdout.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum PlayAgent {
    Human,
    Random,
    Greedy,
    Mcts,
}

impl PlayAgent {
    fn kind(self) -> savanna::game::agents::AgentKind {
        use savanna::game::agents::AgentKind as K;
        match self {
            PlayAgent::Human => K::Human,
            PlayAgent::Random => K::Random,
            PlayAgent::Greedy => K::Greedy,
            PlayAgent::Mcts => K::Mcts,
        }
    }
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum FirstSide {
    Lions,
    Jackals,
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
    if s == "-" {
        return Ok(p);
    }
    savanna::output::render::output::Format::from_path(&p).map_err(|e| e.to_string())?;
    Ok(p)
}

fn parse_paper(s: &str) -> Result<Paper, String> {
    Paper::parse(s)
}

fn in_range(s: &str, r: &std::ops::RangeInclusive<f64>, what: &str) -> Result<f64, String> {
    savanna::output::render::parse_in_range(s, r, what)
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
        Command::Moves {
            board,
            position,
            after,
            format,
        } => cli_game::moves(&board, &position, after.as_deref(), format),
        Command::Play {
            board,
            lions,
            jackals,
            seed,
            record,
            protocol,
            budget,
            first,
        } => cli_game::play(&cli_game::PlayOptions {
            board: &board,
            agents: [lions.kind(), jackals.kind()],
            seed,
            record: record.as_deref(),
            protocol,
            budget,
            first: first.map(|f| match f {
                FirstSide::Lions => savanna::game::Side::Lions,
                FirstSide::Jackals => savanna::game::Side::Jackals,
            }),
        }),
        Command::Replay { record } => cli_game::replay_cmd(&record),
        Command::Balance {
            board,
            games,
            seed,
            agent,
            budget,
            format,
        } => cli_game::balance_cmd(
            &board,
            &savanna::game::balance::BalanceOptions {
                games,
                seed,
                agent: agent.kind(),
                mcts_budget: budget,
            },
            format,
        ),
        Command::Import { svg, output } => {
            if let Some(o) = &output {
                check_output(&svg, o)?;
            }
            let yaml = import_svg(&svg, &rep)?;
            match output {
                Some(p) => {
                    savanna::output::write::write_atomic(&p, yaml.as_bytes())
                        .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
                    rep.note(&format!("wrote {}", p.display()));
                }
                None => print_stdout(&yaml)?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Schema { validated, output } => {
            let v = if validated {
                savanna::output::validated::output_schema()
            } else {
                savanna::input::board::input_schema()
            };
            let mut s = serde_json::to_string_pretty(&v).unwrap_or_default();
            s.push('\n');
            match output.filter(|p| p.as_os_str() != "-") {
                Some(p) => cli_io::write_file(&p, s.as_bytes())?,
                None => print_stdout(&s)?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Check {
            boards,
            format,
            no_capacity,
            full_capacity,
            color,
        } => {
            // Several files: one report each (a JSON array of them), exit 1 if any has errors.
            let many = boards.len() > 1 && format == Format::Json;
            let mut all_ok = true;
            for (i, board) in boards.iter().enumerate() {
                if many {
                    print_stdout(if i == 0 { "[\n" } else { ",\n" })?;
                }
                all_ok &= match check_one(board, format, no_capacity, full_capacity, color, &rep) {
                    Ok(ok) => ok,
                    Err(Failure(msg)) if boards.len() > 1 => {
                        eprintln!("error: {msg}");
                        false
                    }
                    Err(f) => return Err(f),
                };
            }
            if many {
                print_stdout("]\n")?;
            }
            Ok(if all_ok {
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
            let output = output.filter(|p| p.as_os_str() != "-");
            if let Some(o) = &output {
                check_output(&board, o)?;
            }
            let (name, text) = read_named(&board)?;
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
                .and_then(savanna::output::export::Format::from_path);
            match output {
                Some(p) if export.is_some() => {
                    let opts = savanna::output::export::ExportOptions { geojson_y_up };
                    savanna::output::write::write_atomic_with(&p, |w| {
                        export.map_or(Ok(()), |f| {
                            savanna::output::export::write(&validated, f, opts, w)
                        })
                    })
                    .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
                    rep.note(&format!("wrote {}", p.display()));
                }
                Some(p) => {
                    savanna::output::write::write_atomic_with(&p, |w| {
                        savanna::output::validated::write_into(validated, yaml, w)
                    })
                    .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
                    rep.note(&format!("wrote {}", p.display()));
                }
                None => {
                    stream_stdout(|w| savanna::output::validated::write_into(validated, false, w))?
                }
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
            plan,
            full_size,
            px_per_mm,
            force,
            full_capacity,
            balance,
        } => {
            let occupancy = match &balance {
                Some(p) => Some(cli_game::read_occupancy_file(p)?),
                None => None,
            };
            // A layout plan is paged whatever the output; --no-cover also drops a single
            // sheet's legend, so it applies everywhere.
            let paged_only = [
                ("--margin", margin.is_some()),
                ("--overlap", overlap.is_some()),
                ("--scale-correction", scale_correction.is_some()),
                ("--orientation", orientation.is_some()),
                ("--pieces", pieces),
            ];
            cli_io::refuse_unused(
                &output,
                paper.is_some(),
                if plan { &[] } else { &paged_only },
                &[("--px-per-mm", px_per_mm.is_some())],
            );
            let to_stdout = output.as_os_str() == "-";
            if !to_stdout {
                check_output(&board, &output)?;
            }
            let (name, text) = read_named(&board)?;
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
            req.page.tile.margin_mm = margin.unwrap_or(tile::DEFAULT_MARGIN_MM);
            req.page.tile.overlap_mm = overlap.unwrap_or(tile::DEFAULT_OVERLAP_MM);
            if let Some(c) = scale_correction {
                req.page.tile.scale_correction = c;
            }
            req.page.svg.pencil_mm = pencil;
            req.page.svg.certificates = certificates;
            req.page.svg.proof = proof;
            req.page.svg.occupancy = occupancy;
            req.page.cutouts = pieces;
            req.page.cover = !no_cover;
            req.png.px_per_mm =
                px_per_mm.unwrap_or(savanna::output::render::png::DEFAULT_PX_PER_MM);
            req.page.layout = match (plan, full_size) {
                (true, _) => Layout::Plan,
                (_, true) => Layout::FullSize,
                _ => Layout::Auto,
            };
            if to_stdout {
                print_stdout(&savanna::output::render::svg::render(
                    &out.validated,
                    &req.page.svg,
                ))?;
            } else if let Some(note) = layout_note(&out.validated, &output, &req) {
                rep.note(&note);
            }
            let written = match to_stdout {
                true => Vec::new(),
                false => write_sheet(&out.validated, &output, &req)
                    .map_err(|e| Failure(e.to_string()))?,
            };
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

/// `check` of one board file: prints its report; true when it has no errors.
fn check_one(
    board: &Path,
    format: Format,
    no_capacity: bool,
    full_capacity: bool,
    color: Colour,
    rep: &Reporter,
) -> Result<bool, Failure> {
    let (name, text) = read_named(board)?;
    let opts = Options {
        capacity: !no_capacity,
        full_capacity,
        ..Options::default()
    };
    let (diags, ok, table) = match analyse(&text, &opts, rep) {
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
    Ok(ok)
}

fn analyse(text: &Text, opts: &Options, rep: &Reporter) -> Result<Outcome, Vec<Diagnostic>> {
    match text {
        Text::Utf8(s) => pipeline::run_with(s, opts, &|p| rep.observe(p)),
        Text::Bytes(b) => Err(match savanna::input::board::load_bytes(b) {
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
    let out = savanna::input::import::svg::import(&text)
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

/// One line per region: id, name, area, capacities as `n (at most m)`, and neighbors.
fn region_table(v: &savanna::output::validated::ValidatedBoard) -> String {
    if v.regions.is_empty() {
        return String::new();
    }
    let kinds: Vec<&str> = v.pieces.iter().map(|(k, _)| k).collect();
    let mut rows: Vec<Vec<String>> = vec![
        ["id", "region", &format!("area ({}²)", v.units.as_str())]
            .iter()
            .map(|s| s.to_string())
            .chain(kinds.iter().map(|k| k.to_string()))
            .chain(["neighbors".to_string()])
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
