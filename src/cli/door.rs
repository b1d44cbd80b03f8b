//! The command line's door to the command layer ([`savanna::command`]): the files a request
//! names read in, standard output and standard error written as the layer speaks, output paths
//! looked at before any work, and the reply's files written atomically.

use super::io::{Failure, check_output, check_output_as, distinct};
use super::progress::Reporter;
use savanna::command::{Command, Host, Inputs, Request};
use savanna::input::MAX_FILE_BYTES;
use savanna::pipeline::Progress;
use std::io::IsTerminal;
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;

/// The terminal and the files, for the layer.
struct CliHost<'a> {
    rep: &'a Reporter,
    /// The first error writing standard output (a closed pipe is none).
    stdout_error: Mutex<Option<std::io::Error>>,
    /// The bar of long work (the solve), on a terminal only.
    bar: Mutex<Option<indicatif::ProgressBar>>,
    /// The clock's origin.
    start: std::time::Instant,
    /// The layer's step under way, drawn as a bar on a terminal.
    step: Mutex<Option<super::progress::Step>>,
}

impl Host for CliHost<'_> {
    fn stdout(&self, bytes: &[u8]) {
        let mut failed = self.stdout_error.lock().unwrap_or_else(|e| e.into_inner());
        if failed.is_some() {
            return;
        }
        let mut out = std::io::stdout().lock();
        match out.write_all(bytes).and_then(|()| out.flush()) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
            Err(e) => *failed = Some(e),
        }
    }

    fn stderr(&self, text: &str) {
        self.rep.clear();
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
    }

    fn progress(&self, p: Progress) {
        // The layer words the early finding itself.
        if !matches!(p, Progress::Early(_)) {
            self.rep.observe(p);
        }
    }

    fn check_output(&self, input: &str, output: &str) -> Result<(), String> {
        check_output(Path::new(input), Path::new(output)).map_err(|Failure(m)| m)
    }

    fn check_output_as(
        &self,
        input: &str,
        output: &str,
        suffix: Option<&str>,
    ) -> Result<(), String> {
        check_output_as(Path::new(input), Path::new(output), suffix).map_err(|Failure(m)| m)
    }

    fn check_distinct(&self, a: (&str, &str), b: (&str, &str)) -> Result<(), String> {
        distinct((a.0, Path::new(a.1)), (b.0, Path::new(b.1)))
    }

    fn work(&self, what: &str, total: u64) {
        // A bar for the solve's turns only (generate says each candidate or board in a line).
        if what != "solve" || !std::io::stderr().is_terminal() {
            return;
        }
        let b = indicatif::ProgressBar::new(total);
        b.set_style(
            indicatif::ProgressStyle::with_template(&format!(
                "{what} {{bar:40}} {{percent}} % of the turns, {{elapsed}} ({{eta}} left)"
            ))
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        *self.bar.lock().unwrap_or_else(|e| e.into_inner()) = Some(b);
    }

    fn worked(&self, n: u64) {
        if let Some(b) = &*self.bar.lock().unwrap_or_else(|e| e.into_inner()) {
            b.inc(n);
        }
    }

    fn work_done(&self) {
        if let Some(b) = self.bar.lock().unwrap_or_else(|e| e.into_inner()).take() {
            b.finish_and_clear();
        }
    }

    fn clock(&self) -> Option<f64> {
        Some(self.start.elapsed().as_secs_f64())
    }

    fn writes_tables(&self) -> bool {
        true
    }

    fn read_table(
        &self,
        path: &str,
        board: &savanna::game::GameBoard,
    ) -> Result<std::sync::Arc<savanna::game::solve::Table>, String> {
        super::solve::read_table(board, Path::new(path)).map_err(|Failure(m)| m)
    }

    fn step_start(&self, _kind: &str, what: &str, len: u64) -> bool {
        let bar = super::progress::Step::bar(what, len, self.rep.quiet());
        let shown = bar.is_some();
        *self.step.lock().unwrap_or_else(|e| e.into_inner()) = bar;
        shown
    }

    fn step_inc(&self, n: u64) {
        if let Some(s) = &*self.step.lock().unwrap_or_else(|e| e.into_inner()) {
            s.inc(n);
        }
    }

    fn step_say(&self, msg: &str) {
        if let Some(s) = &*self.step.lock().unwrap_or_else(|e| e.into_inner()) {
            s.say(msg);
        }
    }

    fn step_end(&self) {
        if let Some(s) = self.step.lock().unwrap_or_else(|e| e.into_inner()).take() {
            s.finish("");
        }
    }

    fn write_table(&self, path: &str, table: &savanna::game::solve::Table) -> Result<(), String> {
        // Streamed to the file: the table is as large as the values (hundreds of MB on
        // classic), and a copy in memory would add as much to the peak.
        super::io::write_with(Path::new(path), self.rep.quiet(), |w| {
            table.write(&mut &mut *w)
        })
        .map_err(|Failure(m)| m)
    }
}

/// A request for `command` with the command line's shared options.
pub fn request(command: Command, rep: &Reporter) -> Request {
    Request {
        command,
        quiet: rep.quiet(),
        px_per_inch: super::io::px_per_inch(),
        colour_stdout: super::colour::stdout(),
        colour_stderr: super::colour::stderr(),
        lang: super::io::lang(),
        locale: super::io::env_lang(),
    }
}

/// Reads the board files `paths` into inputs, as a board is read: at most
/// [`MAX_FILE_BYTES`] + 1 bytes (the loader says a larger file is too large), `-` standard
/// input; a file that cannot be read is kept as the sentence saying why.
pub fn read_boards<'a>(paths: impl IntoIterator<Item = &'a Path>) -> Inputs {
    let mut inputs = Inputs::new();
    for p in paths {
        let name = p.display().to_string();
        match read_board_bytes(p) {
            Ok(b) => inputs.insert(name, b),
            Err(why) => inputs.unreadable(name, why),
        }
    }
    inputs
}

/// The bytes of the board file `path` (`-`: standard input).
fn read_board_bytes(path: &Path) -> Result<Vec<u8>, String> {
    fn limited(r: impl Read) -> std::io::Result<Vec<u8>> {
        let mut bytes = Vec::new();
        r.take(MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes)?;
        Ok(bytes)
    }
    if path.as_os_str() == "-" {
        return limited(std::io::stdin().lock()).map_err(|e| super::io::cannot_read("-", &e));
    }
    let name = path.display();
    let f = std::fs::File::open(path).map_err(|e| super::io::cannot_read(&name, &e))?;
    if !savanna::frontend::is_drawing_path(&path.to_string_lossy())
        && f.metadata().is_ok_and(|m| m.is_dir())
    {
        return Err(super::io::said_of("io-directory", name));
    }
    limited(f).map_err(|e| super::io::cannot_read(name, &e))
}

/// Runs `req` on `inputs` through the layer: standard output and standard error as they come,
/// then the reply's files written atomically (`wrote FILE`, or the output's own note, unless
/// quiet).
///
/// # Errors
/// A [`Failure`] when standard output or a file cannot be written.
pub fn execute(req: &Request, inputs: &Inputs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let host = CliHost {
        rep,
        stdout_error: Mutex::new(None),
        bar: Mutex::new(None),
        start: std::time::Instant::now(),
        step: Mutex::new(None),
    };
    let reply = savanna::command::run_with(req, inputs, &host);
    if let Some(e) = host
        .stdout_error
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
    {
        return Err(Failure(format!("cannot write to standard output: {e}")));
    }
    // All of them or none: a failure on one page of a sheet leaves no other page behind.
    let files: Vec<(&Path, &[u8])> = reply
        .outputs
        .iter()
        .map(|o| (Path::new(&o.name), o.bytes.as_slice()))
        .collect();
    if let Err(e) = savanna::output::write::write_atomic_all(&files) {
        return Err(Failure(match &reply.outputs[..] {
            [one] => format!("cannot write {}: {e}", one.name),
            [first, ..] => format!(
                "cannot write {} and the {} other pages (no page written): {e}",
                first.name,
                reply.outputs.len() - 1
            ),
            [] => format!("cannot write: {e}"),
        }));
    }
    for o in &reply.outputs {
        match &o.note {
            Some(n) => rep.note(n),
            None => rep.note(&super::io::wrote(&o.name)),
        }
    }
    Ok(ExitCode::from(reply.exit))
}
