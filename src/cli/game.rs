//! The game's commands: `moves`, `play`, `replay` and `balance` (issue 10). main.rs holds only
//! their clap variants and dispatch arms.

pub use super::balance::{balance_cmd, parse_balance_games, parse_budget, read_occupancy_file};
pub use super::play::{PlayOptions, play};

use crate::{Failure, Text, read_board};
use savanna::diagnostics::{Diagnostic, write_text};
use savanna::game::record::{
    GameRecord, GroupMove, MovesReport, ParseMoveError, PositionFile, parse_move, replay,
};
use savanna::game::{Action, GameBoard, Illegal, Move, Outcome, Position, Side};
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;

/// Output format of `moves` and `balance`.
#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum GameFormat {
    /// For people.
    Text,
    /// JSON (schemas/game-moves.schema.json, game-balance.schema.json).
    Json,
}

/// How `play` talks.
#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum Protocol {
    /// A table and a prompt, for people.
    Text,
    /// JSON lines, for frontends: one action per input line, one reply to each (the state, or
    /// an error), and a last `over` or `end` event.
    Json,
}

/// Reads and loads a board (board file or validated board file) for the game; diagnostics are
/// printed and give `Err(exit code 1)`.
pub(super) fn load(path: &Path) -> Result<Result<GameBoard, ExitCode>, Failure> {
    let text = read_board(path)?;
    let name = path.display().to_string();
    let (src, result) = match &text {
        Text::Utf8(s) => (s.as_str(), savanna::frontend::load_board(s)),
        Text::Bytes(b, lossy) => (
            lossy.as_str(),
            Err(savanna::input::load_bytes(b).err().unwrap_or_default()),
        ),
        Text::Svg(i) => (
            i.svg.as_str(),
            savanna::frontend::load_board(&i.yaml)
                .map_err(|d| d.iter().map(|d| i.to_svg(d)).collect()),
        ),
    };
    Ok(result.map_err(|d| {
        print_diagnostics(&name, src, &d);
        eprintln!("{name} cannot be played");
        ExitCode::from(1)
    }))
}

pub(super) fn print_diagnostics(name: &str, src: &str, d: &[Diagnostic]) {
    let mut err = std::io::stderr().lock();
    let _ = write_text(&mut err, name, src, d, std::io::stderr().is_terminal());
}

pub(super) fn read_text(path: &Path) -> Result<String, Failure> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| Failure(format!("cannot read standard input: {e}")))?;
        return Ok(s);
    }
    std::fs::read_to_string(path)
        .map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))
}

pub(super) fn rules_line(board: &GameBoard) -> String {
    let d = board.rules.differences();
    if d.is_empty() {
        "rules: savanna's defaults".into()
    } else {
        format!("rules: defaults except {}", d.join(", "))
    }
}

/// Text of a move by `side`: `3 jackals 7 -> 4`.
pub(super) fn move_text(board: &GameBoard, side: Side, m: &GroupMove) -> String {
    let n = m.lions + m.jackals;
    let kind = match (side, n) {
        (Side::Lions, 1) => "lion",
        (Side::Lions, _) => "lions",
        (Side::Jackals, 1) => "jackal",
        (Side::Jackals, _) => "jackals",
    };
    let mut s = format!("{n} {kind} {}", board.title(m.from));
    for g in &m.with {
        let n = g.lions + g.jackals;
        let kind = &kind[..kind.len() - usize::from(kind.ends_with('s'))];
        s.push_str(&format!(
            " + {n} {kind}{} {}",
            if n == 1 { "" } else { "s" },
            board.title(g.from)
        ));
    }
    s.push_str(&format!(" -> {}", board.title(m.to)));
    let c = m.captures.lions + m.captures.jackals;
    if c > 0 {
        let what = if m.captures.lions > 0 {
            "lion"
        } else {
            "jackal"
        };
        s.push_str(&format!(
            "  (captures {c} {what}{})",
            if c == 1 { "" } else { "s" }
        ));
    }
    s
}

/// Why an action (a move or `end`, typed or from `--after`) was not taken.
#[derive(Debug, thiserror::Error)]
pub enum ActionError {
    /// JSON that is not a group move (serde's message in plain words).
    #[error("not a move: {0}")]
    NotAMove(String),
    /// A move that does not parse or holds the other side's pieces.
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    /// A move, or ending the turn, against the rules: `message` is [`Illegal::message`].
    #[error("{message} [{code}]", code = illegal.code())]
    Illegal {
        /// The rule broken.
        illegal: Illegal,
        /// What a player reads.
        message: String,
    },
    /// `--after` starts with `[` but is not a JSON list.
    #[error("--after: not a JSON list of moves: {0}")]
    AfterList(#[source] serde_json::Error),
    /// An action of `--after` (numbered from 1) was not taken.
    #[error("--after, action {index} (`{text}`): {error}")]
    After {
        /// The action's number.
        index: usize,
        /// The action as given.
        text: String,
        /// Why.
        error: Box<ActionError>,
    },
}

/// Applies `--after` actions: moves separated by `;` or new lines, `end`, or a JSON list of
/// moves.
pub(super) fn apply_after(
    board: &GameBoard,
    pos: &mut Position,
    after: &str,
) -> Result<(), ActionError> {
    let t = after.trim();
    let actions: Vec<String> = if t.starts_with('[') {
        let list: Vec<serde_json::Value> =
            serde_json::from_str(t).map_err(ActionError::AfterList)?;
        list.into_iter()
            .map(|v| match v {
                serde_json::Value::String(s) => s,
                v => v.to_string(),
            })
            .collect()
    } else {
        t.split([';', '\n'])
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect()
    };
    for (k, a) in actions.iter().enumerate() {
        let at = |e: ActionError| ActionError::After {
            index: k + 1,
            text: a.clone(),
            error: Box::new(e),
        };
        let action = parse_action(board, pos, a).map_err(at)?;
        do_action(board, pos, action).map_err(at)?;
    }
    Ok(())
}

/// A move or `end`, as text (`3 jackals 7 -> 4`) or JSON (`{"from": 7, "to": 4, "jackals": 3}`).
impl ActionError {
    /// The diagnostic code of the mistake (`move::syntax` for what cannot be read).
    pub fn code(&self) -> savanna::diagnostics::Code {
        match self {
            ActionError::Parse(e) => e.code(),
            ActionError::Illegal { illegal, .. } => illegal.code(),
            ActionError::After { error, .. } => error.code(),
            _ => savanna::diagnostics::Code::MoveSyntax,
        }
    }
}

pub(super) fn parse_action(
    board: &GameBoard,
    pos: &Position,
    text: &str,
) -> Result<Action, ActionError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("end") || t == "\"end\"" {
        return Ok(Action::End);
    }
    if t.starts_with('{') {
        // `{"end": true}`, however spaced.
        if let Ok(serde_json::Value::Object(o)) = serde_json::from_str::<serde_json::Value>(t)
            && o.len() == 1
            && o.get("end") == Some(&serde_json::Value::Bool(true))
        {
            return Ok(Action::End);
        }
        let gm: GroupMove = serde_json::from_str(t).map_err(|e| {
            ActionError::NotAMove(savanna::game::record::plain_words(&e.to_string()))
        })?;
        return Ok(Action::Move(gm.to_move(pos.side)?));
    }
    Ok(Action::Move(parse_move(board, pos, t)?))
}

/// Checks and applies one action; the error names the rule it breaks, with its code.
pub(super) fn do_action(
    board: &GameBoard,
    pos: &mut Position,
    a: Action,
) -> Result<(), ActionError> {
    let side = pos.side;
    let r = match a {
        Action::Move(m) => pos.check(board, m).map(|()| {
            pos.apply(board, m);
        }),
        Action::End => pos.can_end(board).map(|()| pos.end_turn(board)),
    };
    r.map_err(|illegal| ActionError::Illegal {
        message: illegal.message(board, side),
        illegal,
    })
}

pub(super) fn legal(board: &GameBoard, pos: &mut Position) -> (Vec<Move>, bool) {
    let mut buf = Vec::new();
    pos.legal_moves(board, &mut buf);
    let can_end = pos.can_end(board).is_ok();
    (buf, can_end)
}

/// `savanna moves BOARD POSITION [--after MOVES] [--format json]`.
pub fn moves(
    board_path: &Path,
    position: &Path,
    after: Option<&str>,
    format: GameFormat,
) -> Result<ExitCode, Failure> {
    let board = match load(board_path)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    let ptext = read_text(position)?;
    let pname = position.display().to_string();
    let pos = PositionFile::parse(&ptext).and_then(|f| f.to_position(&board));
    let mut pos = match pos {
        Ok(p) => p,
        Err(d) => {
            print_diagnostics(&pname, &ptext, &d);
            eprintln!("{pname}: not a position that can occur on this board");
            return Ok(ExitCode::from(1));
        }
    };
    if let Some(a) = after
        && let Err(e) = apply_after(&board, &mut pos, a)
    {
        eprintln!("error: {e}");
        return Ok(ExitCode::from(1));
    }
    let (list, can_end) = legal(&board, &mut pos);
    let gms: Vec<GroupMove> = list.iter().map(|m| GroupMove::of(&pos, *m)).collect();
    let outcome = pos.outcome(&board);
    match format {
        GameFormat::Json => {
            let r = MovesReport {
                side: pos.side,
                moves: gms,
                can_end,
                position: PositionFile::of(&board, &pos),
                outcome,
                rules: board.rules.clone(),
            };
            let mut s = serde_json::to_string_pretty(&r).unwrap_or_default();
            s.push('\n');
            crate::print_stdout(&s)?;
        }
        GameFormat::Text => {
            let mut s = table(&board, &pos);
            if let Some(o) = outcome {
                s.push_str(&outcome_text(&o));
            } else {
                s.push_str(&format!(
                    "{} legal group moves for the {}:\n",
                    gms.len(),
                    pos.side
                ));
                for m in &gms {
                    s.push_str(&format!("  {}\n", move_text(&board, pos.side, m)));
                }
                s.push_str(if can_end {
                    "  end (the turn may end now)\n"
                } else {
                    "  (the turn may not end yet)\n"
                });
            }
            s.push_str(&format!("{}\n", rules_line(&board)));
            crate::print_stdout(&s)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The position as a table of regions: id, name, what fits, pieces, and the turn's marks.
pub(super) fn table(board: &GameBoard, pos: &Position) -> String {
    let mut rows = vec![vec![
        "id".to_string(),
        "region".into(),
        "fits L/J".into(),
        "lions".into(),
        "jackals".into(),
        "neighbors".into(),
    ]];
    for (i, c) in pos.cells.iter().enumerate() {
        let id = savanna::ids::RegionId::from_index(i);
        let mut mark = String::new();
        if pos.frozen(board, i) {
            mark.push_str(" (frozen)");
        } else if c.arrived > 0 {
            mark.push_str(&format!(" ({} moved)", c.arrived));
        }
        let n = |x: u16| {
            if x == 0 {
                "-".to_string()
            } else {
                x.to_string()
            }
        };
        rows.push(vec![
            id.to_string(),
            board.names[i].clone().unwrap_or_else(|| "-".into()),
            format!("{}/{}", board.lion_capacity[i], board.jackal_capacity[i]),
            n(c.lions) + if pos.side == Side::Lions { &mark } else { "" },
            n(c.jackals) + if pos.side == Side::Jackals { &mark } else { "" },
            board
                .neighbors(id)
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        ]);
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|k| rows.iter().map(|r| r[k].chars().count()).max().unwrap_or(0))
        .collect();
    let mut s = format!(
        "round {}, {} to move{}; {} round{} without a capture (the points are counted after more than {})\n",
        pos.rounds() + 1 - u32::from(pos.turns % 2 == 1),
        pos.side,
        match pos.moves {
            0 => String::new(),
            1 => " (1 move made this turn)".into(),
            n => format!(" ({n} moves made this turn)"),
        },
        savanna::game::record::rounds_text(pos.quiet_turns),
        if pos.quiet_turns == 2 { "" } else { "s" },
        board.rules.quiet_rounds
    );
    for r in rows {
        let line: Vec<String> = r
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c:<w$}"))
            .collect();
        s.push_str("  ");
        s.push_str(line.join("  ").trim_end());
        s.push('\n');
    }
    s
}

pub(super) fn outcome_text(o: &Outcome) -> String {
    format!("game over: {}\n", o.describe())
}

/// `savanna replay game.json`.
pub fn replay_cmd(path: &Path) -> Result<ExitCode, Failure> {
    let text = read_text(path)?;
    let rec: GameRecord = match serde_json::from_str(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {} is not a game record: {e}", path.display());
            return Ok(ExitCode::from(1));
        }
    };
    let (board, pos, outcome) = match replay(&rec) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("error: {}: {e}", path.display());
            return Ok(ExitCode::from(1));
        }
    };
    let mut s = format!(
        "{}: {} turns, the {} first; {}\n",
        rec.board.as_deref().unwrap_or("game"),
        rec.turns.len(),
        rec.first,
        rules_line(&board)
    );
    for (t, turn) in rec.turns.iter().enumerate() {
        let moves: Vec<String> = turn
            .moves
            .iter()
            .map(|m| move_text(&board, turn.side, m))
            .collect();
        s.push_str(&format!(
            "{:>4} {:<8} {}\n",
            t + 1,
            turn.side.as_str(),
            if moves.is_empty() {
                "pass".to_string()
            } else {
                moves.join("; ")
            }
        ));
    }
    s.push_str(&table(&board, &pos));
    match outcome {
        Some(o) => s.push_str(&outcome_text(&o)),
        None => s.push_str("game unfinished\n"),
    }
    crate::print_stdout(&s)?;
    Ok(ExitCode::SUCCESS)
}
