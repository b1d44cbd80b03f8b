//! `savanna play`: a game between people and agents on the terminal, in text or as a JSON line
//! protocol (one state line after every move). main.rs holds only its clap variant and dispatch
//! arm.

use super::game::{
    Protocol, legal, load, move_text, outcome_text, parse_action, rules_line, table,
};
use crate::Failure;
use savanna::game::agents::{Agent, AgentKind};
use savanna::game::play::{GameRng, game_setup, setup_note};
use savanna::game::record::{
    BoardTables, GameRecord, GroupMove, PositionFile, SetupRecord, TurnRecord,
};
use savanna::game::{Action, GameBoard, Position, Side};
use savanna::validated::KindMap;
use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

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
    let mut rng = GameRng::new(o.seed, 0);
    let setup = game_setup(&board, &mut GameRng::new(o.seed, 1 << 63))
        .map_err(|e| Failure(format!("{}: {e}", o.board.display())))?;
    if let Some(note) = setup_note(&board) {
        eprintln!("note: {note}");
    }
    let first = o.first.unwrap_or(board.rules.first);
    let mut pos = Position::start(&board, &setup.lions, setup.jackals, first);
    let mut agents: Vec<Option<Box<dyn Agent + Send>>> =
        o.agents.iter().map(|a| a.make(o.budget)).collect();
    let json = o.protocol == Protocol::Json;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut turns: Vec<TurnRecord> = Vec::new();
    let mut turn: Vec<GroupMove> = Vec::new();
    let mut played: Vec<serde_json::Value> = Vec::new();
    let w = |out: &mut std::io::StdoutLock, s: &str| -> Result<(), Failure> {
        out.write_all(s.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| Failure(format!("cannot write to standard output: {e}")))
    };
    if !json {
        w(
            &mut out,
            &format!(
                "{}: lions ({}) against jackals ({}); the {first} move first. {}\nType a move as `3 jackals 7 -> 4` (or `7 -> 4` for every piece that may move), `end`, `moves`, `help` or `quit`.\n",
                board.name.as_deref().unwrap_or("savanna"),
                o.agents[0].as_str(),
                o.agents[1].as_str(),
                rules_line(&board)
            ),
        )?;
    }
    let mut shown = false;
    let mut unfinished = false;
    // Why a JSON session stopped before the game was over: `quit` or the end of its input.
    let mut stopped = "end of input";
    loop {
        if pos.outcome(&board).is_some() {
            break;
        }
        let side = pos.side;
        let (list, can_end) = legal(&board, &mut pos);
        let si = usize::from(side == Side::Jackals);
        let action = if list.is_empty() && pos.moves == 0 {
            Action::End
        } else if let Some(agent) = agents[si].as_mut() {
            agent.choose(&board, &mut pos, &list, can_end, &mut rng)
        } else {
            // A person.
            if json && !shown {
                let state = state_json(&board, &mut pos, &played);
                played.clear();
                w(&mut out, &(state + "\n"))?;
                shown = true;
            } else if !json && !shown {
                w(&mut out, &table(&board, &pos))?;
                shown = true;
            }
            if !json {
                w(&mut out, &format!("{side}> "))?;
            }
            let mut raw = Vec::new();
            match stdin.lock().read_until(b'\n', &mut raw) {
                Ok(0) | Err(_) => {
                    unfinished = true;
                    break;
                }
                Ok(_) => {}
            }
            let Ok(line) = String::from_utf8(raw) else {
                let msg = "the line is not UTF-8 text: type a move, `end` or `help`";
                if json {
                    w(&mut out, &(serde_json::json!({"event": "error", "code": savanna::diagnostics::Code::MoveNotUtf8, "message": msg}).to_string() + "\n"))?;
                } else {
                    w(&mut out, &format!("not understood: {msg}\n"))?;
                }
                continue;
            };
            let t = line.trim();
            if t.is_empty() {
                if json {
                    // One reply per line, so a frontend never waits for one that does not come.
                    w(&mut out, &(serde_json::json!({"event": "error", "code": savanna::diagnostics::Code::MoveSyntax, "message": "an empty line is not a move: send a move, `end` or `quit`"}).to_string() + "\n"))?;
                }
                continue;
            }
            if json && (t.eq_ignore_ascii_case("quit") || t == "\"quit\"") {
                unfinished = true;
                stopped = "quit";
                break;
            }
            if !json {
                match t {
                    "quit" | "q" => {
                        unfinished = true;
                        break;
                    }
                    "help" | "?" => {
                        w(
                            &mut out,
                            "A turn is one or more group moves, then `end`:\n  3 jackals 7 -> 4        3 jackals from region 7 to its neighbor 4\n  1 lion Oasis -> Marsh   regions by id or name (`to` works for `->`)\n  7 -> 4                  every piece in 7 that may move\n  end                     end the turn (after at least one move, when one is legal)\nA group moves to a region sharing a border (the table's neighbors), once a turn; a region\nyour pieces entered is frozen until your next turn; 3 or more jackals leaving a region leave\none behind; entering the other side's region is an attack that must capture everything there\n(1 lion takes up to 3 jackals, 3 jackals take 1 lion) and fit beside the defenders.\nAlso: `moves` lists the legal moves, `show` the position, `quit` stops.\n",
                        )?;
                        continue;
                    }
                    "moves" => {
                        let mut s = String::new();
                        for m in &list {
                            s.push_str(&format!(
                                "  {}\n",
                                move_text(&board, side, &GroupMove::of(&pos, *m))
                            ));
                        }
                        if can_end {
                            s.push_str("  end\n");
                        }
                        w(&mut out, &s)?;
                        continue;
                    }
                    "show" => {
                        w(&mut out, &table(&board, &pos))?;
                        continue;
                    }
                    _ => {}
                }
            }
            match parse_action(&board, &pos, t) {
                Ok(a) => {
                    let check = match a {
                        Action::Move(m) => pos.check(&board, m),
                        Action::End => pos.can_end(&board),
                    };
                    match check {
                        Ok(()) => a,
                        Err(e) => {
                            let msg = e.message(&board, side);
                            if json {
                                w(&mut out, &(serde_json::json!({"event": "error", "code": e.code(), "message": msg}).to_string() + "\n"))?;
                            } else {
                                w(
                                    &mut out,
                                    &format!(
                                        "illegal: {msg} [{}]\n  (`moves` lists the legal moves)\n",
                                        e.code()
                                    ),
                                )?;
                            }
                            continue;
                        }
                    }
                }
                Err(e) => {
                    if json {
                        w(&mut out, &(serde_json::json!({"event": "error", "code": e.code(), "message": e.to_string()}).to_string() + "\n"))?;
                    } else {
                        if t.chars().any(char::is_control) {
                            w(
                                &mut out,
                                "not understood: keys such as arrows or Home/End are not moves; type a move, `end` or `help`\n",
                            )?;
                        } else {
                            w(
                                &mut out,
                                &format!("not understood: {e}; `help` shows the move syntax\n"),
                            )?;
                        }
                    }
                    continue;
                }
            }
        };
        for a in agents.iter_mut().flatten() {
            a.observe(&board, &pos, action);
        }
        let human = agents[si].is_none();
        match action {
            Action::Move(m) => {
                let gm = GroupMove::of(&pos, m);
                if json {
                    played.push(serde_json::json!({"side": side, "move": gm}));
                } else if !human {
                    w(
                        &mut out,
                        &format!("{side}: {}\n", move_text(&board, side, &gm)),
                    )?;
                }
                turn.push(gm);
                pos.apply(&board, m);
                shown = false;
            }
            Action::End => {
                if json {
                    played.push(serde_json::json!({"side": side, "end": true}));
                } else if !human {
                    w(
                        &mut out,
                        &format!(
                            "{side}: end{}\n",
                            if turn.is_empty() {
                                " (no legal move: pass)"
                            } else {
                                ""
                            }
                        ),
                    )?;
                }
                turns.push(TurnRecord {
                    side,
                    moves: std::mem::take(&mut turn),
                });
                pos.end_turn(&board);
                shown = false;
            }
        }
    }
    if !turn.is_empty() {
        turns.push(TurnRecord {
            side: pos.side,
            moves: std::mem::take(&mut turn),
        });
    }
    let outcome = pos.outcome(&board);
    if json {
        let mut state: serde_json::Value =
            serde_json::from_str(&state_json(&board, &mut pos, &played)).unwrap_or_default();
        if outcome.is_none() {
            // The session stopped before the game was over: a last event of its own, once.
            state["event"] = "end".into();
            state["reason"] = stopped.into();
            state["moves"] = serde_json::json!([]);
            state["can_end"] = false.into();
        }
        w(&mut out, &(state.to_string() + "\n"))?;
    } else {
        w(&mut out, &table(&board, &pos))?;
        match &outcome {
            Some(o) => w(&mut out, &outcome_text(o))?,
            None if unfinished => w(&mut out, "game unfinished\n")?,
            None => {}
        }
    }
    if let Some(p) = o.record {
        let rec = GameRecord {
            savanna_game: 1,
            board: board.name.clone(),
            rules: board.rules.clone(),
            tables: BoardTables::of(&board),
            setup: SetupRecord {
                lions: setup.lions.clone(),
                jackals: setup.jackals,
            },
            first,
            seed: Some(o.seed),
            agents: [
                ("lions", o.agents[0].as_str().to_string()),
                ("jackals", o.agents[1].as_str().to_string()),
            ]
            .into_iter()
            .collect::<KindMap<String>>(),
            turns,
            outcome,
        };
        let mut s = serde_json::to_string_pretty(&rec).unwrap_or_default();
        s.push('\n');
        savanna::output::write::write_atomic_with(p, |w| w.write_all(s.as_bytes()))
            .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
        eprintln!("wrote {}", p.display());
    }
    Ok(ExitCode::SUCCESS)
}

pub(super) fn state_json(
    board: &GameBoard,
    pos: &mut Position,
    played: &[serde_json::Value],
) -> String {
    let (list, can_end) = legal(board, pos);
    let moves: Vec<GroupMove> = list.iter().map(|m| GroupMove::of(pos, *m)).collect();
    let outcome = pos.outcome(board);
    serde_json::json!({
        "event": if outcome.is_some() { "over" } else { "state" },
        "played": played,
        "side": pos.side,
        "position": PositionFile::of(board, pos),
        "moves": moves,
        "can_end": can_end && outcome.is_none(),
        "outcome": outcome,
    })
    .to_string()
}
