//! `generate`, `balance`, `moves`, `play` sessions and `edit`.

use crate::{command, failure, keep, name_of, usage};
use savanna::command::generate::GenerateRequest;
use savanna::command::{Command as CommandReq, Inputs, Request};
use savanna::diagnostics::Diagnostic;
use savanna::frontend::{self, BoardText};
use savanna::game::GameBoard;
use savanna::game::agents::AgentKind;
use savanna::game::record::{GameRecord, MovesReport, PositionFile, replay};
use savanna::game::session::{Protocol, Session, SessionOptions, Step, Stop};
use serde::Deserialize;
use serde_json::{Value, json};
use std::cell::RefCell;

/// The options of `generate` (savanna.d.ts: `GenerateOptions`): the CLI's, camelCase.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct GenerateReq {
    /// A number, or a string of digits for a seed above 2^53.
    seed: Option<Value>,
    regions: Option<u32>,
    /// `a3` (default), `a4` or `WIDTHxHEIGHT` with mm, cm, m or in.
    frame: Option<String>,
    balanced: bool,
    fair: bool,
    allow_rules: bool,
    candidates: Option<u32>,
    games: Option<u32>,
    solve_limit: Option<u64>,
    /// Seconds, or a duration as the CLI takes it (`90s`, `5m`, `1m30s`).
    time: Option<Value>,
}

/// `savanna generate` through the command layer: `{ok, exit, output?, text, stderr}` (the
/// board file's YAML in `output`; `text` and `stderr` the CLI's standard error).
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn generate(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: GenerateReq, _| {
        (generate_reply(r).unwrap_or_else(|e| e), Vec::new())
    })
}

fn generate_reply(r: GenerateReq) -> Result<Value, Value> {
    let text = |v: Value| match v {
        Value::String(s) => s,
        other => other.to_string(),
    };
    let req = GenerateRequest {
        regions: r.regions,
        frame: r.frame,
        seed: match r.seed.map(text) {
            None => None,
            Some(s) => Some(s.trim().parse::<u64>().map_err(|_| {
                usage(&format!(
                    "`{s}` is not a seed: give a whole number from 0 to {}",
                    u64::MAX
                ))
            })?),
        },
        balanced: r.balanced,
        fair: r.fair,
        allow_rules: r.allow_rules,
        candidates: r.candidates,
        games: r.games,
        solve_limit: r.solve_limit,
        time: r.time.map(text),
        from: None,
        output: None,
    };
    let reply = crate::run::lent(&Request::new(CommandReq::Generate(req)), &Inputs::new());
    let mut v = json!({
        "ok": reply.exit == 0, "exit": reply.exit,
        "text": reply.stderr, "stderr": reply.stderr,
    });
    if reply.exit == 0 {
        v["output"] = Value::String(String::from_utf8_lossy(&reply.stdout).into_owned());
    }
    Ok(v)
}

/// The options of `balance` (savanna.d.ts: `BalanceOptions`); the source is the board.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct BalanceReq {
    path: Option<String>,
    games: Option<u32>,
    /// `mcts:BUDGET` gives the budget too.
    agent: Option<String>,
    seed: Option<u64>,
    budget: Option<u32>,
    /// Climb the strength ladder when there is no exact value (default false here: the CLI's
    /// default is true, but in a page it takes minutes).
    ladder: bool,
    /// Seconds the solver may take for the exact value (0, the default here: do not solve).
    solve_limit: Option<f64>,
    /// The language of `headline`; default English.
    lang: Option<savanna::i18n::Lang>,
}

/// The most seconds `solveLimit` may give (a week, as the CLI's durations).
const MAX_SOLVE_LIMIT: f64 = 7.0 * 24.0 * 3600.0;

/// `savanna balance --format json` through the command layer (game-balance schema in
/// `output`): first, with `solveLimit`, the exact value within that many seconds (progress
/// through `env.savanna_solving(done, total)`, units of the solver's work), then the games
/// (progress through `env.savanna_progress(done, total)` after every game); a return of 1 from
/// either cancels (`{ok: false, cancelled: true}`). Beside `output`: `headline`, the report's
/// first sentence in `lang`, and `whyNot`, why there is no exact value when a solve was asked
/// for and gave none (else null). No time budget but the solve's.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn balance(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: BalanceReq, src| {
        (balance_reply(r, src).unwrap_or_else(|e| e), Vec::new())
    })
}

fn balance_reply(r: BalanceReq, src: Vec<u8>) -> Result<Value, Value> {
    use savanna::command::balance::BalanceRequest;
    let (agent, ab) = agent(r.agent.as_deref().unwrap_or("mcts")).map_err(|m| usage(&m))?;
    let limit = r.solve_limit.unwrap_or(0.0);
    if !(limit.is_finite() && (0.0..=MAX_SOLVE_LIMIT).contains(&limit)) {
        return Err(usage(&format!(
            "solveLimit: give seconds from 0 (do not solve) to {MAX_SOLVE_LIMIT} (a week), not {limit}"
        )));
    }
    let board = r.path.unwrap_or_else(|| "-".into());
    let req = BalanceRequest {
        board: board.clone(),
        games: r.games,
        seed: r.seed,
        agent: Some(agent),
        budget: r.budget.or(ab),
        format: savanna::command::Format::Json,
        no_ladder: !r.ladder,
        solve_limit: Some(limit),
        // No budget but the solve's: a week.
        time: Some("168h".into()),
        ..BalanceRequest::default()
    };
    let mut inputs = Inputs::new();
    inputs.insert(board, src);
    let mut request = Request::new(CommandReq::Balance(req));
    request.quiet = true;
    request.lang = Some(r.lang.unwrap_or_default());
    let (reply, cancelled) = crate::run::lent_cancellable(&request, &inputs);
    if cancelled {
        return Ok(
            json!({ "ok": false, "exit": 130, "cancelled": true, "text": "cancelled\n", "stderr": "cancelled\n" }),
        );
    }
    let mut v = json!({
        "ok": reply.exit == 0, "exit": reply.exit,
        "text": reply.stderr, "stderr": reply.stderr,
    });
    if reply.exit == 0 {
        v["output"] = Value::String(String::from_utf8_lossy(&reply.stdout).into_owned());
    }
    if let Some(b) = reply.balance {
        v["headline"] = Value::String(b.headline);
        v["whyNot"] = b.why_not.map_or(Value::Null, Value::String);
    }
    Ok(v)
}

/// A board for the game, read as `savanna moves/play/balance BOARD` reads it (a board file, a
/// validated board file, an SVG drawing); `Err` is the reply (diagnostics, exit 1).
pub(crate) fn load_game(path: Option<&str>, src: Vec<u8>) -> Result<GameBoard, Value> {
    let (name, stdin) = name_of(path);
    let svg = if stdin {
        frontend::looks_like_svg_bytes(&src)
    } else {
        frontend::is_drawing_path(&name)
    };
    let text = if svg {
        BoardText::Svg(Box::new(
            frontend::import_bytes(&name, src, &Default::default()).map_err(|m| failure(&m))?,
        ))
    } else {
        BoardText::from_bytes(src)
    };
    let result: Result<GameBoard, Vec<Diagnostic>> = match &text {
        BoardText::Utf8(s) => frontend::load_board(s),
        BoardText::Bytes(b, _) => Err(savanna::input::load_bytes(b).err().unwrap_or_default()),
        BoardText::Svg(i) => {
            frontend::load_board(&i.yaml).map_err(|d| d.iter().map(|d| i.to_svg(d)).collect())
        }
    };
    result.map_err(|d| {
        let mut t = savanna::diagnostics::render_text(&name, text.as_str(), &d, false);
        t.push_str(&format!("{name} cannot be played\n"));
        json!({
            "ok": false, "exit": 1, "text": t, "stderr": t,
            "diagnostics": crate::diagnostics_json(text.as_str(), &d),
        })
    })
}

/// The options of `moves` (savanna.d.ts: `MovesOptions`); the source is the board.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct MovesReq {
    path: Option<String>,
    /// The position (YAML or JSON, game-position schema); none: the board's start.
    position: Option<String>,
    /// Actions already played this turn (`3 jackals 7 -> 4; 2 -> 5`, or a JSON list).
    after: Option<String>,
}

/// `savanna moves BOARD POSITION --format json`: `{ok, exit, output?, text, stderr}`, `output`
/// the game-moves schema's JSON.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn moves(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: MovesReq, src| {
        (moves_reply(&r, src).unwrap_or_else(|e| e), Vec::new())
    })
}

fn moves_reply(r: &MovesReq, src: Vec<u8>) -> Result<Value, Value> {
    use savanna::game::session::apply_after;
    let board = load_game(r.path.as_deref(), src)?;
    let mut pos = match &r.position {
        Some(ptext) => {
            let ptext = ptext.strip_prefix('\u{feff}').unwrap_or(ptext);
            PositionFile::parse(ptext)
                .and_then(|f| f.to_position(&board))
                .map_err(|d| {
                    let mut t = savanna::diagnostics::render_text("<position>", ptext, &d, false);
                    t.push_str("<position>: not a position that can occur on this board\n");
                    json!({ "ok": false, "exit": 1, "text": t, "stderr": t })
                })?
        }
        None => start_position(&board)?,
    };
    if let Some(a) = &r.after
        && let Err(e) = apply_after(&board, &mut pos, a)
    {
        return Err(failure(&e.to_string()));
    }
    let s = MovesReport::of(&board, &mut pos).to_json();
    Ok(json!({ "ok": true, "exit": 0, "output": s, "text": "", "stderr": "" }))
}

/// The start of a game on `board`: its own set-up, or one drawn from seed 1 (as `play`).
fn start_position(board: &GameBoard) -> Result<savanna::game::Position, Value> {
    let options = SessionOptions {
        agents: [AgentKind::Human; 2],
        protocol: Protocol::Json,
        ..SessionOptions::default()
    };
    let s = Session::start(board.clone(), &options).map_err(|e| failure(&e.to_string()))?;
    Ok(s.position().clone())
}

/// An agent named as in savanna.d.ts: `human`, `random`, `greedy`, `mcts`, `mcts:BUDGET`,
/// `uct`; the budget of `mcts:N` too.
pub(crate) fn agent(s: &str) -> Result<(AgentKind, Option<u32>), String> {
    let (name, budget) = match s.split_once(':') {
        Some((n, b)) => (
            n,
            Some(b.trim().parse::<u32>().map_err(|_| {
                format!("`{s}`: give the MCTS budget as a whole number, e.g. mcts:800")
            })?),
        ),
        None => (s, None),
    };
    // The library's names (`AgentKind`), but for `perfect`: its table is the CLI's `--table`.
    let kind = match name.parse::<AgentKind>() {
        Ok(k) if k != AgentKind::Perfect => k,
        _ => {
            return Err(format!(
                "unknown agent `{s}`: use human, random, greedy, mcts or mcts:BUDGET"
            ));
        }
    };
    if budget.is_some() && kind != AgentKind::Mcts {
        return Err(format!("`{s}`: only mcts takes a budget"));
    }
    if let Some(b) = budget {
        savanna::game::agents::check_budget(b).map_err(|e| e.to_string())?;
    }
    Ok((kind, budget))
}

thread_local! {
    /// Open play sessions, by handle - 1.
    static SESSIONS: RefCell<Vec<Option<Session>>> = const { RefCell::new(Vec::new()) };
}

/// The options of `play` (savanna.d.ts: `PlayOptions`); the source is the board.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct PlayReq {
    path: Option<String>,
    lions: Option<String>,
    jackals: Option<String>,
    first: Option<String>,
    seed: Option<u64>,
    budget: Option<u32>,
    /// `json` (default: the lines of `play --protocol json`) or `text`.
    protocol: Option<String>,
    /// A position to start from (the contract's `position`): refused (a position file holds no
    /// history and the library's session starts from a set-up): give `record`.
    position: Option<String>,
    /// A game record (game-record schema, as `play --record` writes it) to play on from: the
    /// session starts from its set-up and first side, takes its moves as the CLI's `replay`
    /// checks them, and continues from where it stopped (its board is the one played: the
    /// source may be empty).
    record: Option<String>,
    /// With `record`: play on after its first `turns` turns only (the rest are dropped, as
    /// after undoing them); default all.
    turns: Option<usize>,
    /// The language of the text protocol's words (`play --lang`): `en`, `ru`; default
    /// `locale`.
    lang: Option<savanna::i18n::Lang>,
    /// The reader's language when `lang` is not given (the CLI's locale); default English.
    locale: Option<savanna::i18n::Lang>,
}

/// Opens a session (`savanna play BOARD --protocol json`): `{ok, exit, session, output}`,
/// `output` the text written so far (JSON lines): the agents play until a person is to move or
/// the game is over.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn play_open(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: PlayReq, src| {
        (open_reply(&r, src).unwrap_or_else(|e| e), Vec::new())
    })
}

fn open_reply(r: &PlayReq, src: Vec<u8>) -> Result<Value, Value> {
    let (lions, lb) = agent(r.lions.as_deref().unwrap_or("human")).map_err(|m| usage(&m))?;
    let (jackals, jb) = agent(r.jackals.as_deref().unwrap_or("mcts")).map_err(|m| usage(&m))?;
    let budget = r
        .budget
        .or(jb)
        .or(lb)
        .unwrap_or(savanna::game::agents::DEFAULT_MCTS_BUDGET);
    savanna::game::agents::check_budget(budget).map_err(|e| usage(&e.to_string()))?;
    let first = match r.first.as_deref().map(str::parse::<savanna::game::Side>) {
        None => None,
        Some(Ok(side)) => Some(side),
        Some(Err(e)) => return Err(usage(&format!("first: lions or jackals, not {}", e.given))),
    };
    // JSON lines by default here (a page reads them), where the CLI's default is text.
    let protocol = match r.protocol.as_deref().map(str::parse::<Protocol>) {
        None => Protocol::Json,
        Some(Ok(p)) => p,
        Some(Err(e)) => return Err(usage(&format!("protocol: json or text, not {}", e.given))),
    };
    if r.position.is_some() {
        return Err(usage(
            "play from a position file is not supported (it holds no history, and a session starts from a set-up): give the game's record as `record` to play on from where it stopped",
        ));
    }
    if r.turns.is_some() && r.record.is_none() {
        return Err(usage("`turns` applies to play from a `record` only"));
    }
    let mut options = SessionOptions {
        agents: [lions, jackals],
        budget,
        seed: r.seed.unwrap_or(1),
        first,
        protocol,
        lang: r.lang.or(r.locale).unwrap_or_default(),
    };
    let name = name_of(r.path.as_deref()).0;
    let mut session = match &r.record {
        None => {
            let board = load_game(r.path.as_deref(), src)?;
            Session::start(board, &options).map_err(|e| failure(&format!("{name}: {e}")))?
        }
        Some(text) => {
            if first.is_some() {
                return Err(usage(
                    "`first` does not apply to play from a record: the record says who moved first",
                ));
            }
            from_record(text, r.turns, &mut options)?
        }
    };
    let stderr = session
        .setup_note()
        .map(|n| format!("note: {n}\n"))
        .unwrap_or_default();
    let mut out = session.greeting();
    let done = run(&mut session, &mut out);
    let id = SESSIONS.with(|s| {
        let mut s = s.borrow_mut();
        match s.iter().position(Option::is_none) {
            Some(i) => {
                s[i] = Some(session);
                i + 1
            }
            None => {
                s.push(Some(session));
                s.len()
            }
        }
    });
    Ok(
        json!({ "ok": true, "exit": 0, "session": id, "output": out, "done": done, "stderr": stderr, "text": stderr }),
    )
}

/// A session that has played the first `turns` turns of the game record `text` (all when
/// `None`): the record is checked as `savanna replay` checks it (its moves, captures and
/// outcome), then its set-up starts the session and its moves are taken as a person's lines
/// (`{"end": true}` after every turn ended; the agents see them). The agents of `options` play
/// on, from the side to move.
fn from_record(
    text: &str,
    turns: Option<usize>,
    options: &mut SessionOptions,
) -> Result<Session, Value> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rec: GameRecord = serde_json::from_str(text)
        .map_err(|e| failure(&format!("the record is not a game record: {e}")))?;
    replay(&rec).map_err(|e| failure(&format!("the record: {e}")))?;
    if let Some(n) = turns {
        if n > rec.turns.len() {
            return Err(usage(&format!(
                "turns: the record has {} turns, not {n}",
                rec.turns.len()
            )));
        }
        if n < rec.turns.len() {
            rec.turns.truncate(n);
            rec.outcome = None;
        }
    }
    let (board, _, _) = replay(&rec).map_err(|e| failure(&format!("the record: {e}")))?;
    options.first = Some(rec.first);
    let mut s = Session::new(board, rec.setup.clone(), options)
        .map_err(|e| failure(&format!("the record's set-up: {e}")))?;
    for turn in &rec.turns {
        for gm in &turn.moves {
            s.input(serde_json::to_string(gm).unwrap_or_default().as_bytes());
        }
        if !turn.in_progress && s.outcome().is_none() {
            s.input(b"{\"end\": true}");
        }
    }
    // Every move taken (the replay above checked them; this is the session agreeing).
    let taken = s.record().turns;
    let same = taken.len() == rec.turns.len()
        && taken
            .iter()
            .zip(&rec.turns)
            .all(|(a, b)| a.side == b.side && a.moves == b.moves);
    if !same {
        return Err(failure(
            "the record's moves could not all be taken again (please report this)",
        ));
    }
    Ok(s)
}

/// Steps the session until a person is to act (its prompt or state appended to `out`) or the
/// game is over (the last text appended); true when over.
fn run(session: &mut Session, out: &mut String) -> bool {
    loop {
        match session.step() {
            Step::Played(t) => out.push_str(&t),
            Step::Awaiting(p) => {
                out.push_str(&p);
                return false;
            }
            Step::Done => {
                out.push_str(&session.finish());
                return true;
            }
        }
    }
}

fn with_session(h: u32, f: impl FnOnce(&mut Session) -> Value) -> Value {
    SESSIONS.with(|s| {
        let mut s = s.borrow_mut();
        match s
            .get_mut((h as usize).wrapping_sub(1))
            .and_then(Option::as_mut)
        {
            Some(x) => f(x),
            None => failure(&format!("no open play session {h}")),
        }
    })
}

/// One line typed or sent (a move, `end`, `undo`, `help`, `quit`, ...): `{ok, output, done}`,
/// the reply and what follows until a person is to act again. After the game is over, a line
/// gets nothing.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn play_send(h: u32, sp: *mut u8, sl: usize) -> u32 {
    // SAFETY: a buffer of `alloc`, filled (module docs of lib.rs).
    let line = unsafe { crate::take(sp, sl) };
    let v = with_session(h, |s| {
        if s.stopped().is_some() || s.outcome().is_some() {
            return json!({ "ok": true, "exit": 0, "output": "", "done": true });
        }
        let mut out = s.input(&line);
        let done = run(s, &mut out);
        json!({ "ok": true, "exit": 0, "output": out, "done": done })
    });
    keep(v, Vec::new())
}

/// The game record so far (game-record schema, pretty JSON as `play --record` writes it).
#[unsafe(no_mangle)]
pub extern "C" fn play_record(h: u32) -> u32 {
    let v = with_session(h, |s| {
        let mut t = serde_json::to_string_pretty(&s.record()).unwrap_or_default();
        t.push('\n');
        json!({ "ok": true, "exit": 0, "output": t })
    });
    keep(v, Vec::new())
}

/// Ends the session as the end of input ends `play` (the last `end` event when the game is not
/// over) and releases it: `{ok, output}`.
#[unsafe(no_mangle)]
pub extern "C" fn play_close(h: u32) -> u32 {
    let v = SESSIONS.with(|s| {
        let mut s = s.borrow_mut();
        match s
            .get_mut((h as usize).wrapping_sub(1))
            .and_then(Option::take)
        {
            Some(mut x) => {
                let over = x.outcome().is_some() || x.stopped().is_some();
                let out = if over {
                    String::new()
                } else {
                    x.stop(Stop::EndOfInput);
                    x.finish()
                };
                json!({ "ok": true, "exit": 0, "output": out })
            }
            None => failure(&format!("no open play session {h}")),
        }
    });
    keep(v, Vec::new())
}

/// Edits of board YAML that keep the designer's comments and layout
/// ([`savanna::frontend::edit`]: region-aware naming, byte patches through the span tree, nothing re-serialised).
/// The request is the edit (`{"op": ...}`, savanna.d.ts: `Edit`), the source the YAML text:
/// `{ok, exit, output?, text, error?}`; a refused edit has `error: {message, help, span, line}`.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn edit(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    // SAFETY: buffers of `alloc`, filled (module docs of lib.rs).
    let (req, src) = unsafe { (crate::take(rp, rl), crate::take(sp, sl)) };
    let convert = serde_json::from_slice::<ConvertUnits>(&req).ok();
    let v = match std::str::from_utf8(&src) {
        Err(_) => failure("the board file is not UTF-8 text"),
        Ok(text) => match convert {
            Some(ConvertUnits::ConvertUnits { units }) => match convert_units(text, units) {
                Ok(out) => {
                    json!({ "ok": true, "exit": 0, "output": out, "text": "", "stderr": "" })
                }
                Err(e) => edit_failure(&e),
            },
            None => match serde_json::from_slice::<savanna::input::edit::Edit>(&req) {
                Err(e) => usage(&format!("the edit: {e}")),
                Ok(edit) => match savanna::frontend::edit(text, &edit) {
                    Ok(out) => {
                        json!({ "ok": true, "exit": 0, "output": out, "text": "", "stderr": "" })
                    }
                    Err(e) => edit_failure(&e),
                },
            },
        },
    };
    keep(v, Vec::new())
}

/// A refused edit's reply: `error: {message, help, span, line}`.
fn edit_failure(e: &savanna::input::edit::EditError) -> Value {
    let mut v = failure(&e.to_string());
    v["error"] = json!({
        "message": e.message,
        "help": e.help,
        "span": e.span.map(|s| json!({ "offset": s.offset, "len": s.len })),
        "line": e.line,
    });
    v
}

/// The edit `{"op": "convert_units", "units": U}`: the board's units become `U` and its
/// lengths are converted, so the board keeps its size (the library's `set_units` keeps the
/// numbers: 210 mm becomes 210 m).
#[derive(Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
enum ConvertUnits {
    ConvertUnits { units: savanna::units::Units },
}

/// `v` in the new unit: multiplied by `k` (old unit per new unit), rounded to 12 significant
/// digits so that 210 mm is 0.21 m, not 0.21000000000000002.
fn scaled(v: f64, k: f64) -> f64 {
    let x = v * k;
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    format!("{x:.11e}").parse().unwrap_or(x)
}

/// Converts the board file `text` to `units` through the library's edits (comments and layout
/// kept): every line end (`move_point`), the frame (`set_frame`), every named region's point
/// (`name_region`), the pieces when the file gives them (`set_pieces`; the defaults follow the
/// units by themselves), `rules: min_border_length` (`set_rule`) and a `snap:` pitch given in
/// the file (`set_snap`), then `set_units`.
///
/// # Errors
/// The board file does not load (the loader's first error), or an edit is refused.
fn convert_units(
    text: &str,
    units: savanna::units::Units,
) -> Result<String, savanna::input::edit::EditError> {
    use savanna::input::FrameShape;
    use savanna::input::edit::{Edit, End, FrameSpec, LineRef, apply};
    let refuse = |message: String| savanna::input::edit::EditError {
        message,
        help: "fix the board file's errors first".to_string(),
        span: None,
        line: None,
    };
    let board = savanna::input::load(text)
        .map_err(|d| {
            refuse(format!(
                "the board file does not load: {}",
                d.first().map(|d| d.message.clone()).unwrap_or_default()
            ))
        })?
        .board;
    let k = board.units.mm_per_unit() / units.mm_per_unit();
    let p = |q: [f64; 2]| [scaled(q[0], k), scaled(q[1], k)];
    let mut out = text.to_string();
    if board.units == units {
        return Ok(out);
    }
    for (i, l) in board.lines.iter().enumerate() {
        for (end, at) in [(End::From, l.from), (End::To, l.to)] {
            out = apply(
                &out,
                &Edit::MovePoint {
                    line: LineRef::Index(i),
                    end,
                    at: p(at),
                },
            )?;
        }
    }
    if let Some(f) = &board.frame {
        let frame = match &f.shape {
            FrameShape::Rect { width, height } => FrameSpec::Rect(p([*width, *height])),
            FrameShape::Polygon(ring) => FrameSpec::Polygon(ring.iter().map(|q| p(*q)).collect()),
        };
        out = apply(&out, &Edit::SetFrame { frame })?;
    }
    for r in &board.region_names {
        out = apply(
            &out,
            &Edit::NameRegion {
                at: p(r.point),
                name: r.name.clone(),
            },
        )?;
    }
    if board.pieces.iter().any(|x| x.span.is_some()) {
        let d = |name: &str| board.piece(name).map(|x| scaled(x.diameter, k));
        out = apply(
            &out,
            &Edit::SetPieces {
                lion: d("lion"),
                jackal: d("jackal"),
                // Every other kind the file gives (a `zebra`) is a length too.
                others: board
                    .pieces
                    .iter()
                    .filter(|x| x.span.is_some() && !matches!(x.name.as_str(), "lion" | "jackal"))
                    .map(|x| (x.name.clone(), scaled(x.diameter, k)))
                    .collect(),
            },
        )?;
    }
    if let Some(v) = board.rules.min_border_length {
        out = apply(
            &out,
            &Edit::SetRule {
                key: "min_border_length".into(),
                value: Some(savanna::input::edit::GameValue::Float(scaled(v, k))),
            },
        )?;
    }
    // A pitch given in the file is a length like any other; the default (1e-6 mm in the
    // board's units) follows the unit by itself.
    if board.snap_given {
        out = apply(
            &out,
            &Edit::SetSnap {
                snap: scaled(board.snap, k),
            },
        )?;
    }
    apply(&out, &Edit::SetUnits { units })
}
