//! The command layer: every door (the `savanna` binary, the WebAssembly engine, `savanna.mjs`)
//! runs a command as one typed [`Request`] in and one [`Reply`] out, here, with no I/O. The
//! flag conflicts, refusals, extension-to-format mapping and the words on standard output and
//! standard error live in this module once; a door reads the files a request names into
//! [`Inputs`], calls [`run`] (or [`run_with`] to see standard output and standard error as they
//! come, and to be asked about output paths), and writes the reply's [`Output`]s and texts.
//!
//! Commands moved here so far: `check` ([`check`]), `build` ([`build`]), `schema`
//! ([`schema`]), `solve` ([`solve`]), `moves` ([`moves`]), `replay` ([`replay`]), `render`
//! ([`render`]), `generate` ([`generate`]) and `balance` ([`balance`]); the others are still
//! worded by each door.
//!
//! Requests and replies are serde types (JSON, snake_case fields) so that the WebAssembly
//! engine takes them generically: `{"command": {"build": {"board": "b.yaml", "output":
//! "b.geojson"}}, "quiet": false}`.

use crate::pipeline::Progress;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Mutex;

pub mod balance;
mod balance_text;
pub mod build;
pub mod check;
pub mod generate;
pub mod moves;
mod read;
pub mod render;
pub mod replay;
pub mod report;
pub mod schema;
pub mod solve;
mod step;

pub use read::{read_board, read_board_as_is};

crate::named::named_enum! {
    /// The output format of the reports of `check`, `moves`, `solve` and `balance`.
    #[derive(Default)]
    pub enum Format {
        /// For people: `check`'s diagnostics, region table and summary; the position's table
        /// and the moves; the values, lines and figures of a solve.
        #[default]
        Text => "text" help "For people",
        /// JSON: the command's schema in `schemas/` (`check`: one report per board, an array of
        /// them for several boards).
        Json => "json" help "JSON (the command's schema in schemas/: game-moves, game-balance or game-solve)",
    }
}

/// One command and the options every command shares (the CLI's global flags).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The command and its own options.
    pub command: Command,
    /// `--quiet`: errors and the output asked for only (no warnings, advice, summaries, notes).
    #[serde(default)]
    pub quiet: bool,
    /// `--px-per-inch`: px per inch of an SVG drawing read (default: recognised from the
    /// drawing's writer, else 96). A number above 0 and at most 10 000.
    #[serde(default)]
    pub px_per_inch: Option<f64>,
    /// Whether the text written on standard output may be coloured (ANSI; the caller knows
    /// whether it is a terminal).
    #[serde(default)]
    pub colour_stdout: bool,
    /// Whether the diagnostics written on standard error may be coloured.
    #[serde(default)]
    pub colour_stderr: bool,
    /// `--lang`: the language of the text for people on standard output (`moves`, `replay`,
    /// `solve`); none: a board file's `lang:` for what is printed about that board (`moves`,
    /// `solve`), else [`Request::locale`]. JSON outputs and standard error stay English.
    #[serde(default)]
    pub lang: Option<crate::i18n::Lang>,
    /// The reader's language when neither `--lang` nor a board chooses one (the CLI: its
    /// locale, `LC_ALL`, `LC_MESSAGES`, `LANG`); English by default (the layer reads no
    /// environment).
    #[serde(default)]
    pub locale: crate::i18n::Lang,
}

impl Request {
    /// `command` with every shared option at its default (not quiet, no colour).
    pub fn new(command: Command) -> Request {
        Request {
            command,
            quiet: false,
            px_per_inch: None,
            colour_stdout: false,
            colour_stderr: false,
            lang: None,
            locale: crate::i18n::Lang::En,
        }
    }
}

/// The commands of the layer, each with its typed options.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// `savanna check`.
    Check(check::CheckRequest),
    /// `savanna build`.
    Build(build::BuildRequest),
    /// `savanna schema`.
    Schema(schema::SchemaRequest),
    /// `savanna solve`.
    Solve(solve::SolveRequest),
    /// `savanna moves`.
    Moves(moves::MovesRequest),
    /// `savanna replay`.
    Replay(replay::ReplayRequest),
    /// `savanna render`.
    Render(render::RenderRequest),
    /// `savanna generate`.
    Generate(generate::GenerateRequest),
    /// `savanna balance`.
    Balance(balance::BalanceRequest),
}

/// The files a request names, read by the door: each by the name the request gives it (a path
/// as typed, `-` for standard input), its bytes or why it could not be read (the door's
/// sentence, `cannot read b.yaml: No such file or directory (os error 2)`).
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    files: BTreeMap<String, Result<Vec<u8>, String>>,
}

impl Inputs {
    /// No files.
    pub fn new() -> Inputs {
        Inputs::default()
    }

    /// Adds the bytes of `name`.
    pub fn insert(&mut self, name: impl Into<String>, bytes: Vec<u8>) {
        self.files.insert(name.into(), Ok(bytes));
    }

    /// Records that `name` could not be read, and why (a sentence naming it).
    pub fn unreadable(&mut self, name: impl Into<String>, why: impl Into<String>) {
        self.files.insert(name.into(), Err(why.into()));
    }

    /// The bytes of `name`.
    ///
    /// # Errors
    /// The door's sentence when it could not read the file, or `no input named NAME` when the
    /// door gave none.
    pub fn bytes(&self, name: &str) -> Result<&[u8], String> {
        match self.files.get(name) {
            Some(Ok(b)) => Ok(b),
            Some(Err(e)) => Err(e.clone()),
            None => Err(format!("no input named {name} was given")),
        }
    }
}

/// A file a command writes: the path the request named (`-o FILE`, or a page's file beside it)
/// and its bytes. The door writes the reply's files atomically, all of them or none (the CLI
/// then says `wrote FILE` for each on standard error unless quiet).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Output {
    /// The path as the request gave it.
    pub name: String,
    /// The file's contents: text (JSON, YAML, GeoJSON, DOT, GraphML, SVG), or a PDF's or
    /// PNG's bytes (in the JSON of a reply these are not UTF-8 and come out as U+FFFD: a door
    /// that hands sheets on takes them from the [`Reply`] itself, as the WebAssembly engine's
    /// `render` does).
    #[serde(with = "text_bytes")]
    pub bytes: Vec<u8>,
    /// What the door says on standard error once the file is written (unless quiet), instead
    /// of `wrote NAME` (`generate`: `wrote NAME (SUMMARY)`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A command's answer: the files to write, what goes to standard output and standard error,
/// and the exit status (0 clean, 1 errors or a failure, 2 a usage mistake).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    /// The exit status.
    pub exit: u8,
    /// Files to write, in order.
    pub outputs: Vec<Output>,
    /// Standard output.
    #[serde(with = "text_bytes")]
    pub stdout: Vec<u8>,
    /// Standard error: notes, warnings, diagnostics, refusals, each line ending in a new line.
    pub stderr: String,
    /// Every diagnostic of the board the command read and analysed (`build`, `render`), each as
    /// `savanna check --format json` gives it (code, severity, message, help, span with line
    /// and column); `None` when the command read no board or could not read it. Standard error
    /// holds the same diagnostics for people, at most a few of each code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagnostics: Option<serde_json::Value>,
    /// `balance`: the report's headline in the reader's language and why there is no exact
    /// value, for a page that shows them beside the report (boxed: a reply stays small).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub balance: Option<Box<balance::BalanceSummary>>,
}

/// Bytes in JSON as a string (every output of the layer is UTF-8 text; any other byte would be
/// written as U+FFFD).
mod text_bytes {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(b: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&String::from_utf8_lossy(b))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        Ok(String::deserialize(d)?.into_bytes())
    }
}

/// What a door lends a running command: standard output and standard error as they come (so
/// that a note is seen before a long packing, and the order of lines is the CLI's), the
/// pipeline's progress, and a look at an output path before any work. Every method has a
/// default that does nothing; [`run`] collects the texts into the [`Reply`].
pub trait Host: Sync {
    /// Bytes for standard output.
    fn stdout(&self, _bytes: &[u8]) {}
    /// Text for standard error (whole lines).
    fn stderr(&self, _text: &str) {}
    /// The pipeline's progress (a bar); [`Progress::Early`] is worded by the layer on
    /// standard error and also passed here.
    fn progress(&self, _p: Progress) {}
    /// Whether `output` may be written for the input `input` (the CLI: not a folder, its
    /// folder exists, not the input itself).
    ///
    /// # Errors
    /// The sentence to print as `error: ...` (exit status 1).
    fn check_output(&self, _input: &str, _output: &str) -> Result<(), String> {
        Ok(())
    }
    /// [`Host::check_output`] for an output that is not a board file or a sheet: `suffix`
    /// ends the other name suggested when `output` is the input itself (`.table`:
    /// `classic.table`), and the folder may be tried for writing before a long solve.
    ///
    /// # Errors
    /// The sentence to print as `error: ...` (exit status 1).
    fn check_output_as(
        &self,
        input: &str,
        output: &str,
        _suffix: Option<&str>,
    ) -> Result<(), String> {
        self.check_output(input, output)
    }
    /// Whether two outputs, each with the flag that named it (`("-o", "t.table")`), are
    /// different files (the CLI resolves links and folders; the default compares the names).
    ///
    /// # Errors
    /// The sentence of the usage mistake (exit status 2).
    fn check_distinct(&self, a: (&str, &str), b: (&str, &str)) -> Result<(), String> {
        if a.1 == b.1 {
            return Err(format!(
                "{} and {} are the same file ({}): one would replace the other; give each its own name",
                a.0, b.0, a.1
            ));
        }
        Ok(())
    }
    /// Long work starts (`what`: `solve`): `total` units of it (a progress bar's length).
    fn work(&self, _what: &str, _total: u64) {}
    /// `n` more units of the work done.
    fn worked(&self, _n: u64) {}
    /// The work ended (the bar cleared).
    fn work_done(&self) {}
    /// Seconds on the door's clock since any fixed instant, never decreasing (the core reads
    /// no clock: wasm32 has none); `None`: no clock, and the reply says no time.
    fn clock(&self) -> Option<f64> {
        None
    }
    /// Whether this door writes solver tables ([`Host::write_table`]); asked before any work.
    fn writes_tables(&self) -> bool {
        false
    }
    /// Writes the solver's table of every value to `path` (a binary file as large as the
    /// values: hundreds of MB on classic, so streamed by the door, never held twice).
    ///
    /// # Errors
    /// The sentence to print as `error: ...` (exit status 1); by default this door keeps no
    /// such files.
    fn write_table(&self, path: &str, _table: &crate::game::solve::Table) -> Result<(), String> {
        Err(no_tables(path))
    }
    /// Reads the solver's table `path` of `board` (written by `savanna solve BOARD -o TABLE`),
    /// streamed by the door as it is as large as the values.
    ///
    /// # Errors
    /// The sentence to print as `error: ...` (exit status 1): the file cannot be read or is not
    /// this board's table; by default this door keeps no such files.
    fn read_table(
        &self,
        path: &str,
        _board: &crate::game::GameBoard,
    ) -> Result<std::sync::Arc<crate::game::solve::Table>, String> {
        Err(format!(
            "cannot read {path}: this door does not read solver tables (use the savanna command line: savanna balance BOARD --table {path})"
        ))
    }
    /// A long step starts (issue 42: `balance`'s solve, self-play, ladder and suggestions):
    /// `kind` names it for a door that counts progress (`solve`, `solve-for-agent`, `games`,
    /// `ladder`, `suggest`), `what` is its name in the reader's words, `len` its units (0:
    /// unknown). True when the door shows it itself (the CLI: a bar on a terminal): the layer
    /// then writes no line of it on standard error.
    fn step_start(&self, _kind: &str, _what: &str, _len: u64) -> bool {
        false
    }
    /// `n` more units of the step done.
    fn step_inc(&self, _n: u64) {}
    /// What the step shown by the door is doing now (a bar's message).
    fn step_say(&self, _msg: &str) {}
    /// The step ended (a bar cleared).
    fn step_end(&self) {}
}

/// Why a door that keeps no files refuses the solver's table `path`.
pub(crate) fn no_tables(path: &str) -> String {
    format!(
        "cannot write {path}: this door does not write solver tables (use the savanna command line: savanna solve BOARD -o {path})"
    )
}

/// A [`Host`] that keeps what is written, for [`run`] and [`run_lent`], and hands the rest to
/// the door's host.
struct Collect<'a> {
    lent: &'a dyn Host,
    stdout: Mutex<Vec<u8>>,
    stderr: Mutex<String>,
}

/// The host of [`run`]: nothing but its defaults.
struct NoHost;

impl Host for NoHost {}

impl Host for Collect<'_> {
    fn stdout(&self, bytes: &[u8]) {
        self.stdout
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(bytes);
    }
    fn stderr(&self, text: &str) {
        self.stderr
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push_str(text);
    }
    fn progress(&self, p: Progress) {
        self.lent.progress(p);
    }
    fn check_output(&self, input: &str, output: &str) -> Result<(), String> {
        self.lent.check_output(input, output)
    }
    fn check_output_as(
        &self,
        input: &str,
        output: &str,
        suffix: Option<&str>,
    ) -> Result<(), String> {
        self.lent.check_output_as(input, output, suffix)
    }
    fn check_distinct(&self, a: (&str, &str), b: (&str, &str)) -> Result<(), String> {
        self.lent.check_distinct(a, b)
    }
    fn work(&self, what: &str, total: u64) {
        self.lent.work(what, total);
    }
    fn worked(&self, n: u64) {
        self.lent.worked(n);
    }
    fn work_done(&self) {
        self.lent.work_done();
    }
    fn clock(&self) -> Option<f64> {
        self.lent.clock()
    }
    fn writes_tables(&self) -> bool {
        self.lent.writes_tables()
    }
    fn write_table(&self, path: &str, table: &crate::game::solve::Table) -> Result<(), String> {
        self.lent.write_table(path, table)
    }
    fn read_table(
        &self,
        path: &str,
        board: &crate::game::GameBoard,
    ) -> Result<std::sync::Arc<crate::game::solve::Table>, String> {
        self.lent.read_table(path, board)
    }
    fn step_start(&self, kind: &str, what: &str, len: u64) -> bool {
        self.lent.step_start(kind, what, len)
    }
    fn step_inc(&self, n: u64) {
        self.lent.step_inc(n);
    }
    fn step_say(&self, msg: &str) {
        self.lent.step_say(msg);
    }
    fn step_end(&self) {
        self.lent.step_end();
    }
}

/// Runs `req` on `inputs`: the reply with its standard output and standard error filled in.
pub fn run(req: &Request, inputs: &Inputs) -> Reply {
    run_lent(req, inputs, &NoHost)
}

/// [`run`] with what `host` lends but standard output and standard error (a clock for time
/// budgets, progress, a look at output paths): the reply's `stdout` and `stderr` filled in,
/// the host's own [`Host::stdout`] and [`Host::stderr`] never called.
pub fn run_lent(req: &Request, inputs: &Inputs, host: &dyn Host) -> Reply {
    let host = Collect {
        lent: host,
        stdout: Mutex::default(),
        stderr: Mutex::default(),
    };
    let mut reply = run_with(req, inputs, &host);
    reply.stdout = host.stdout.into_inner().unwrap_or_else(|e| e.into_inner());
    reply.stderr = host.stderr.into_inner().unwrap_or_else(|e| e.into_inner());
    reply
}

/// Runs `req` on `inputs`, writing standard output and standard error to `host` as they come
/// (the reply's `stdout` and `stderr` are left empty).
pub fn run_with(req: &Request, inputs: &Inputs, host: &dyn Host) -> Reply {
    let ctx = Ctx { req, inputs, host };
    if let Some(p) = req.px_per_inch
        && !(p.is_finite() && p > 0.0 && p <= 10_000.0)
    {
        return ctx.usage(&px_per_inch_refusal(&format!("{p}")));
    }
    match &req.command {
        Command::Check(c) => check::run(&ctx, c),
        Command::Build(b) => build::run(&ctx, b),
        Command::Schema(s) => schema::run(&ctx, s),
        Command::Solve(s) => solve::run(&ctx, s),
        Command::Moves(m) => moves::run(&ctx, m),
        Command::Replay(r) => replay::run(&ctx, r),
        Command::Render(r) => render::run(&ctx, r),
        Command::Generate(g) => generate::run(&ctx, g),
        Command::Balance(b) => balance::run(&ctx, b),
    }
}

/// A running command's request, inputs and host, with the shared wording.
pub(crate) struct Ctx<'a> {
    pub(crate) req: &'a Request,
    pub(crate) inputs: &'a Inputs,
    pub(crate) host: &'a dyn Host,
}

impl Ctx<'_> {
    /// The language of the text for people: `--lang`, else `board`'s `lang:` (for text about
    /// a board), else the reader's locale.
    pub(crate) fn lang(&self, board: Option<crate::i18n::Lang>) -> crate::i18n::Lang {
        self.req.lang.or(board).unwrap_or(self.req.locale)
    }

    /// `msg` on standard error as a line.
    pub(crate) fn err(&self, msg: &str) {
        let mut s = msg.to_string();
        s.push('\n');
        self.host.stderr(&s);
    }

    /// A note on standard error, unless quiet.
    pub(crate) fn note(&self, msg: &str) {
        if !self.req.quiet {
            self.err(msg);
        }
    }

    /// A failure that is no diagnostic of the board: `error: MSG` (in the reader's language),
    /// exit status 1.
    pub(crate) fn failure(&self, msg: &str) -> Reply {
        self.err(&crate::i18n::tr!(self.lang(None), "cli-error", msg = msg));
        Reply {
            exit: 1,
            ..Reply::default()
        }
    }

    /// A usage mistake: `error: MSG`, exit status 2.
    pub(crate) fn usage(&self, msg: &str) -> Reply {
        self.err(&crate::i18n::tr!(self.lang(None), "cli-error", msg = msg));
        Reply {
            exit: 2,
            ..Reply::default()
        }
    }

    /// The pipeline's progress as the CLI tells it: an early finding on standard error at once
    /// (unless quiet), and every event to the host.
    pub(crate) fn progress(&self, p: Progress) {
        if let Progress::Early(d) = p {
            // The board's `lang:` is not known yet: `--lang`, else the locale.
            let lang = self.lang(None);
            self.note(&crate::i18n::tr!(
                lang,
                "diag-early",
                message = d.in_lang(lang).message.as_str()
            ));
        }
        self.host.progress(p);
    }
}

/// Why `s` is refused as `--px-per-inch`: it must be a finite number above 0 and at most
/// 10 000.
pub fn px_per_inch_refusal(s: &str) -> String {
    format!(
        "`{s}` is not a number of px per inch above 0 and at most 10000 (CSS: 96, Illustrator: 72, Inkscape 0.91: 90)"
    )
}

/// The exit status of a board with (1) or without (0) errors.
pub(crate) fn exit_of(has_errors: bool) -> u8 {
    u8::from(has_errors)
}
