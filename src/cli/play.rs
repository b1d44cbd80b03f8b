//! `savanna play`: a game between people and agents on the terminal, in text or as a JSON line
//! protocol. The protocol itself (reading and checking actions, the agents' turns, the replies,
//! the record) is the library's [`savanna::game::session`]; this file is the loop around it:
//! standard input in, standard output out, and the record written at the end, on `quit`, at the
//! end of input and on Ctrl-C (the JSON protocol then sends a last `end` event, reason
//! `interrupted`). main.rs holds only its clap variant and dispatch arm.

use super::game::load;
use crate::Failure;
use savanna::game::Side;
use savanna::game::agents::AgentKind;
use savanna::game::record::GameRecord;
use savanna::game::session::Protocol;
use savanna::game::session::{Session, SessionOptions, Step, Stop};
use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

/// Options of `play`.
pub struct PlayOptions<'a> {
    /// The board file.
    pub board: &'a Path,
    /// Agent per side: lions, jackals.
    pub agents: [AgentKind; 2],
    /// Seed of the agents' random numbers.
    pub seed: u64,
    /// Where to write the record.
    pub record: Option<&'a Path>,
    /// Text or JSON lines.
    pub protocol: Protocol,
    /// MCTS iterations per action.
    pub budget: u32,
    /// Who moves first (default: the rules').
    pub first: Option<Side>,
    /// `--quiet`: no notes on standard error (the set-up note, "wrote").
    pub quiet: bool,
    /// The perfect agent's table (`solve -o`), if given.
    pub table: Option<&'a Path>,
    /// `--lang`: the language of the text protocol; else the board file's `lang:`, else the
    /// locale's.
    pub lang: Option<savanna::i18n::Lang>,
}

/// `savanna play`.
pub fn play(o: &PlayOptions) -> Result<ExitCode, Failure> {
    if o.agents.contains(&AgentKind::Mcts) {
        savanna::game::agents::check_budget(o.budget)?;
    }
    let (board, board_lang) = match load(o.board)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    if let Some(p) = o.record {
        crate::cli::io::check_output_as(o.board, p, Some("-game.json"))?;
        if let Some(t) = o.table {
            crate::cli::io::check_distinct(("--record", p), ("--table", t));
        }
    }
    if o.agents.contains(&AgentKind::Perfect) {
        super::solve::prepare_perfect(&board, o.table, o.quiet)?;
    } else if let Some(p) = o.table
        && !o.quiet
    {
        eprintln!(
            "warning: --table {} is read only by the perfect agent, and no side here plays it (`--lions perfect` or `--jackals perfect`); the table is not read",
            p.display()
        );
    }
    let options = SessionOptions {
        agents: o.agents,
        budget: o.budget,
        seed: o.seed,
        first: o.first,
        protocol: o.protocol,
        lang: o
            .lang
            .or(board_lang)
            .unwrap_or_else(crate::cli::io::env_lang),
    };
    let mut session = Session::start(board, &options)
        .map_err(|e| Failure(format!("{}: {e}", o.board.display())))?;
    if let Some(note) = session.setup_note()
        && !o.quiet
    {
        eprintln!("{}", crate::cli::io::said_msg("cli-note", &note));
    }
    let kept = KeptRecord::on_interrupt(o.record, o.quiet);
    converse(&mut session, &kept)?;
    if let Some(p) = o.record {
        write_record(p, &session.record(), o.quiet)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The session's loop: each step's text to standard output, a person's lines from standard
/// input, until the game is over, `quit` or the end of input; then the last text. Standard
/// output is locked for each write only, so that the Ctrl-C handler can send its last line
/// while the loop waits for input.
fn converse(session: &mut Session, kept: &KeptRecord) -> Result<(), Failure> {
    let stdin = std::io::stdin();
    write_out(&session.greeting(), kept)?;
    loop {
        kept.keep(session.record());
        let text = match session.step() {
            Step::Done => break,
            Step::Played(text) => text,
            Step::Awaiting(prompt) => {
                write_out(&prompt, kept)?;
                match read_line(&stdin) {
                    Some(line) => session.input(&line),
                    None => {
                        session.stop(Stop::EndOfInput);
                        String::new()
                    }
                }
            }
        };
        write_out(&text, kept)?;
    }
    kept.finished();
    write_out(&session.finish(), kept)
}

/// One line of standard input, its new line included; `None` at the end of input (or when it
/// cannot be read).
fn read_line(stdin: &std::io::Stdin) -> Option<Vec<u8>> {
    let mut raw = Vec::new();
    match stdin.lock().read_until(b'\n', &mut raw) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(raw),
    }
}

/// Writes `s` to standard output and keeps, for Ctrl-C, the `end` event of its last JSON
/// state line ([`interrupted_event`]).
fn write_out(s: &str, kept: &KeptRecord) -> Result<(), Failure> {
    if s.is_empty() {
        return Ok(());
    }
    if let Some(end) = s.lines().rev().find_map(interrupted_event) {
        kept.keep_end(end);
    }
    let mut out = std::io::stdout().lock();
    out.write_all(s.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| Failure(format!("cannot write to standard output: {e}")))
}

/// The JSON protocol's last line for a game interrupted after the state line `line` was sent:
/// the same state as an `end` event, reason `interrupted`, nothing played since, no moves, the
/// turn not to be ended (as `Session::finish` writes for `quit` and the end of input). `None`
/// for a line that is no `state` event (an error, an `over` event, text).
fn interrupted_event(line: &str) -> Option<String> {
    let mut v: serde_json::Value = serde_json::from_str(line).ok()?;
    if v.get("event")?.as_str()? != "state" {
        return None;
    }
    v["event"] = "end".into();
    v["reason"] = "interrupted".into();
    v["played"] = serde_json::json!([]);
    v["moves"] = serde_json::json!([]);
    v["can_end"] = false.into();
    Some(v.to_string() + "\n")
}

/// Writes the record (pretty JSON) in one piece; says so on standard error unless `quiet`.
fn write_record(path: &Path, rec: &GameRecord, quiet: bool) -> Result<(), Failure> {
    let mut s = serde_json::to_string_pretty(rec).unwrap_or_default();
    s.push('\n');
    crate::cli::io::write_file(path, s.as_bytes(), quiet)
}

/// The record as it stands after each step, and the JSON protocol's last line, for Ctrl-C:
/// SIGINT (Ctrl-Break on Windows) would end the process in the middle of a read or of an
/// agent's search and lose the game, so a handler (the `ctrlc` crate, on its own thread) sends
/// the JSON protocol's `end` event (reason `interrupted`) of the last state sent, writes the last
/// record kept, unfinished (with `--record`), and exits with status 130 (128 + SIGINT, as a
/// shell reports an interrupted command).
struct KeptRecord(Arc<Mutex<Kept>>);

/// What the Ctrl-C handler needs.
#[derive(Default)]
struct Kept {
    record: Option<GameRecord>,
    /// The `end` event to send, while the game goes on (JSON protocol).
    end: Option<String>,
    /// The last line has been sent: nothing more to send.
    finished: bool,
}

impl KeptRecord {
    fn on_interrupt(path: Option<&Path>, quiet: bool) -> KeptRecord {
        let kept = Arc::new(Mutex::new(Kept::default()));
        #[cfg(any(unix, windows))]
        {
            let k = Arc::clone(&kept);
            let path = path.map(Path::to_path_buf);
            // When no handler can be set, Ctrl-C ends the process as before.
            let _ = ctrlc::set_handler(move || {
                let (rec, end) = {
                    let k = k.lock().unwrap_or_else(|e| e.into_inner());
                    let end = if k.finished { None } else { k.end.clone() };
                    (k.record.clone(), end)
                };
                if let Some(end) = end {
                    let mut out = std::io::stdout().lock();
                    let _ = out.write_all(end.as_bytes()).and_then(|()| out.flush());
                }
                if !quiet {
                    eprintln!("\ninterrupted: the game is unfinished");
                }
                let written = match (&path, rec) {
                    (Some(p), Some(r)) => write_record(p, &r, quiet),
                    _ => Ok(()),
                };
                let code = match written {
                    Err(Failure(msg)) => {
                        eprintln!("{}", crate::cli::io::said_msg("cli-error", &msg));
                        1
                    }
                    Ok(()) => 130,
                };
                std::process::exit(code);
            });
        }
        #[cfg(not(any(unix, windows)))]
        let _ = (path, quiet);
        KeptRecord(kept)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn keep(&self, rec: GameRecord) {
        self.lock().record = Some(rec);
    }

    fn keep_end(&self, end: String) {
        self.lock().end = Some(end);
    }

    /// The session's last text is being sent: Ctrl-C sends no `end` of its own after it.
    fn finished(&self) {
        self.lock().finished = true;
    }
}
