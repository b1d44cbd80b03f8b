//! `savanna play`: a game between people and agents on the terminal, in text or as a JSON line
//! protocol. The protocol itself (reading and checking actions, the agents' turns, the replies,
//! the record) is the library's [`savanna::game::session`]; this file is the loop around it:
//! standard input in, standard output out, and the record written at the end, on `quit`, at the
//! end of input and on Ctrl-C. main.rs holds only its clap variant and dispatch arm.

use super::game::{Protocol, load};
use crate::Failure;
use savanna::game::Side;
use savanna::game::agents::AgentKind;
use savanna::game::record::GameRecord;
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
}

/// `savanna play`.
pub fn play(o: &PlayOptions) -> Result<ExitCode, Failure> {
    if o.agents.contains(&AgentKind::Mcts) {
        savanna::game::agents::check_budget(o.budget)?;
    }
    let board = match load(o.board)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    if let Some(p) = o.record {
        crate::check_output(o.board, p)?;
    }
    if o.agents.contains(&AgentKind::Perfect) {
        super::solve::prepare_perfect(&board, o.table)?;
    }
    let options = SessionOptions {
        agents: o.agents,
        budget: o.budget,
        seed: o.seed,
        first: o.first,
        protocol: o.protocol.session(),
    };
    let mut session = Session::start(board, &options)
        .map_err(|e| Failure(format!("{}: {e}", o.board.display())))?;
    if let Some(note) = session.setup_note()
        && !o.quiet
    {
        eprintln!("note: {note}");
    }
    let kept = o.record.map(|p| KeptRecord::on_interrupt(p, o.quiet));
    converse(&mut session, kept.as_ref())?;
    if let Some(p) = o.record {
        write_record(p, &session.record(), o.quiet)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The session's loop: each step's text to standard output, a person's lines from standard
/// input, until the game is over, `quit` or the end of input; then the last text.
fn converse(session: &mut Session, kept: Option<&KeptRecord>) -> Result<(), Failure> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    write(&mut out, &session.greeting())?;
    loop {
        if let Some(k) = kept {
            k.keep(session.record());
        }
        let text = match session.step() {
            Step::Done => break,
            Step::Played(text) => text,
            Step::Awaiting(prompt) => {
                write(&mut out, &prompt)?;
                match read_line(&stdin) {
                    Some(line) => session.input(&line),
                    None => {
                        session.stop(Stop::EndOfInput);
                        String::new()
                    }
                }
            }
        };
        write(&mut out, &text)?;
    }
    write(&mut out, &session.finish())
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

fn write(out: &mut std::io::StdoutLock, s: &str) -> Result<(), Failure> {
    out.write_all(s.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| Failure(format!("cannot write to standard output: {e}")))
}

/// Writes the record (pretty JSON) in one piece; says so on standard error unless `quiet`.
fn write_record(path: &Path, rec: &GameRecord, quiet: bool) -> Result<(), Failure> {
    let mut s = serde_json::to_string_pretty(rec).unwrap_or_default();
    s.push('\n');
    savanna::output::write::write_atomic_with(path, |w| w.write_all(s.as_bytes()))
        .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
    if !quiet {
        eprintln!("wrote {}", path.display());
    }
    Ok(())
}

/// The record as it stands after each step, for Ctrl-C: SIGINT (Ctrl-Break on Windows) would
/// end the process in the middle of a read or of an agent's search and lose the game, so a
/// handler (the `ctrlc` crate, on its own thread) writes the last record kept, unfinished, and
/// exits with status 130 (128 + SIGINT, as a shell reports an interrupted command).
struct KeptRecord(Arc<Mutex<Option<GameRecord>>>);

impl KeptRecord {
    fn on_interrupt(path: &Path, quiet: bool) -> KeptRecord {
        let kept = Arc::new(Mutex::new(None::<GameRecord>));
        #[cfg(any(unix, windows))]
        {
            let k = Arc::clone(&kept);
            let path = path.to_path_buf();
            // When no handler can be set, Ctrl-C ends the process as before.
            let _ = ctrlc::set_handler(move || {
                let rec = k.lock().unwrap_or_else(|e| e.into_inner()).clone();
                if !quiet {
                    eprintln!("\ninterrupted: the game is unfinished");
                }
                let code = match rec.map(|r| write_record(&path, &r, quiet)) {
                    Some(Err(Failure(msg))) => {
                        eprintln!("error: {msg}");
                        1
                    }
                    _ => 130,
                };
                std::process::exit(code);
            });
        }
        #[cfg(not(any(unix, windows)))]
        let _ = path;
        KeptRecord(kept)
    }

    fn keep(&self, rec: GameRecord) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(rec);
    }
}
