//! A game session: the play protocol of `savanna play` as a state machine that every frontend
//! drives (the terminal loop of the CLI, a browser build, a GUI): a line typed or sent in
//! ([`Session::input`]), reply text out ([`Session::step`], [`Session::finish`]), and the game
//! record at any moment ([`Session::record`]).
//!
//! The session does no I/O and reads no clock: the caller reads the lines and writes the replies.
//! Agents (random, greedy, MCTS) play their sides inside [`Session::step`], from the session's
//! own random numbers ([`GameRng`], seeded), so the same lines in give the same bytes out.
//!
//! Two protocols ([`Protocol`]): `Text`, for people (a table, a prompt `jackals> `, messages in
//! words), and `Json`, for frontends: one JSON object per line, and exactly one reply per input
//! line (`{"event": "state", ...}` after an action taken, `{"event": "error", "code": ...,
//! "message": ...}` otherwise), then a last `over` or `end` event.
//!
//! The action forms ([`parse_action`], [`read_action`]): a move as text (`3 jackals 7 -> 4`,
//! [`crate::game::record::parse_move`]) or JSON (a [`GroupMove`]: `{"from": 7, "to": 4,
//! "jackals": 3}`); `end`, `"end"` or `{"end": true}` ends the turn. A JSON move that gives
//! `captures` must give what the move captures, or it is refused
//! ([`crate::diagnostics::Code::MoveCaptures`]); without `captures` the engine works them out.
//!
//! ```
//! use savanna::game::agents::AgentKind;
//! use savanna::game::record::SetupRecord;
//! use savanna::game::session::{Protocol, Session, SessionOptions, Step};
//! use savanna::game::{GameBoard, GameRules};
//! use savanna::ids::RegionId;
//! // A strip 1 - 2 - 3; each region holds 2 lions or 6 jackals, or 1 lion beside 3 jackals.
//! let mixed = vec![vec![6, 3, 0], vec![6, 3, 0], vec![6, 3, 0]];
//! let board = GameBoard::from_tables(
//!     &[vec![2], vec![1, 3], vec![2]], &[(2, 6); 3], &mixed, 1, 4, GameRules::default(),
//! );
//! let setup = SetupRecord { lions: vec![RegionId(3)], jackals: RegionId(1) };
//! let options = SessionOptions { agents: [AgentKind::Human; 2], protocol: Protocol::Json, ..Default::default() };
//! let mut s = Session::new(board, setup, &options).unwrap();
//! let Step::Awaiting(line) = s.step() else { panic!("a person moves first") };
//! let state: serde_json::Value = serde_json::from_str(&line).unwrap();
//! assert_eq!((state["event"].as_str(), state["side"].as_str()), (Some("state"), Some("jackals")));
//! // All four jackals may not leave region 1: the pack leaves one behind (rule 3).
//! let refused = s.input(b"4 jackals 1 -> 2\n");
//! assert!(refused.contains(savanna::diagnostics::Code::MovePackLeavesOne.as_str()));
//! assert_eq!(s.input(b"3 jackals 1 -> 2\n"), ""); // taken: the next step sends the state
//! assert_eq!(s.record().turns.len(), 1); // the turn in progress is in the record
//! ```

use super::record::{
    BoardTables, Captures, GameRecord, GroupMove, ParseMoveError, PositionFile, SetupRecord,
    TurnRecord, parse_move, plain_words,
};
use super::record::{SetupError, check_setup};
use crate::diagnostics::Code;
use crate::game::players::Agent;
use crate::game::players::AgentKind;
use crate::game::record::setup::{game_setup, setup_note_in};
use crate::game::rules::board::GameBoard;
use crate::game::rules::outcome::Outcome;
use crate::game::rules::position::{Action, Move, Position};
use crate::game::rules::rng::GameRng;
use crate::i18n::Lang;
use crate::input::game_rules::Side;
use crate::validated::KindMap;

mod error;
mod text;
pub use error::ActionError;

use crate::i18n::tr;
pub use text::{
    help, help_in, move_text, move_text_in, outcome_text, outcome_text_in, quiet_text,
    quiet_text_in, rules_line, rules_line_in, side_word, table, table_in, turn_line, turn_line_in,
};

crate::named::named_enum! {
    /// How a session talks.
    #[derive(Default)]
    pub enum Protocol {
        /// A table and a prompt, for people.
        #[default]
        Text => "text" help "A table and a prompt, for people",
        /// JSON lines, for frontends: one reply to each input line (the state, or an error), and
        /// a last `over` or `end` event.
        Json => "json" help "JSON lines, for frontends: one action per input line, one reply to each (the state, or an error), and a last `over` or `end` event",
    }
}

/// Why a session stopped before the game was over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The line `quit` (text: also `q`).
    Quit,
    /// The input ended.
    EndOfInput,
}

impl Stop {
    /// The `reason` of the JSON protocol's `end` event: `quit`, `end of input`.
    pub fn as_str(self) -> &'static str {
        match self {
            Stop::Quit => "quit",
            Stop::EndOfInput => "end of input",
        }
    }
}

/// Who plays and how a session talks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionOptions {
    /// Who plays the lions and the jackals ([`AgentKind::Human`]: lines given to
    /// [`Session::input`]).
    pub agents: [AgentKind; 2],
    /// MCTS iterations per action.
    pub budget: u32,
    /// Seed of the agents' random numbers (stream 0) and of a drawn set-up (stream 2^63).
    pub seed: u64,
    /// Who moves first; `None`: the rules' `first`.
    pub first: Option<Side>,
    /// Text or JSON lines.
    pub protocol: Protocol,
    /// The language of the text protocol (the JSON protocol is English whatever it is).
    pub lang: crate::i18n::Lang,
}

impl Default for SessionOptions {
    /// A person plays the lions against MCTS, seed 1, the rules' first player, text.
    fn default() -> SessionOptions {
        SessionOptions {
            agents: [AgentKind::Human, AgentKind::Mcts],
            budget: crate::game::players::DEFAULT_MCTS_BUDGET,
            seed: 1,
            first: None,
            protocol: Protocol::Text,
            lang: crate::i18n::Lang::En,
        }
    }
}

/// What [`Session::step`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// An agent took an action (or a side without a legal move passed): the text to show (in
    /// the text protocol the agent's move, `jackals: 3 jackals 7 -> 4`; may be empty). Step again.
    Played(String),
    /// A person is to act: the text to show (the state or table when it changed, and in the
    /// text protocol the prompt `lions> `, without a new line); then give their line to
    /// [`Session::input`].
    Awaiting(String),
    /// The game is over, or the session stopped: [`Session::finish`] gives the last text.
    Done,
}

/// A game in progress between people and agents, and its protocol (module doc).
pub struct Session {
    board: GameBoard,
    options: SessionOptions,
    agents: [Option<Box<dyn Agent + Send>>; 2],
    rng: GameRng,
    setup: SetupRecord,
    first: Side,
    pos: Position,
    /// Turns ended.
    turns: Vec<TurnRecord>,
    /// The moves of the turn in progress.
    turn: Vec<GroupMove>,
    /// The JSON protocol's actions since the last state sent (`played`).
    played: Vec<serde_json::Value>,
    /// True when the state (JSON) or table (text) of the current position was shown.
    shown: bool,
    /// Lines given to [`Session::input`] (the first may begin with a byte-order mark).
    lines: u64,
    stop: Option<Stop>,
}

impl Session {
    /// A session on `board` from `setup`.
    ///
    /// # Errors
    /// The set-up cannot start a game on `board` ([`check_setup`]).
    pub fn new(
        board: GameBoard,
        setup: SetupRecord,
        options: &SessionOptions,
    ) -> Result<Session, SetupError> {
        check_setup(&board, &setup)?;
        let first = options.first.unwrap_or(board.rules.first);
        let pos = Position::start(&board, &setup.lions, setup.jackals, first);
        Ok(Session {
            agents: options.agents.map(|a| a.make(options.budget)),
            rng: GameRng::new(options.seed, 0),
            options: options.clone(),
            board,
            setup,
            first,
            pos,
            turns: Vec::new(),
            turn: Vec::new(),
            played: Vec::new(),
            shown: false,
            lines: 0,
            stop: None,
        })
    }

    /// A session on `board` from the board's own set-up, or one drawn from the seed (rule 8,
    /// [`game_setup`]); [`Session::setup_note`] says when the board's `setup:` is not used.
    ///
    /// # Errors
    /// The board's set-up cannot start a game, or none can be drawn.
    pub fn start(board: GameBoard, options: &SessionOptions) -> Result<Session, SetupError> {
        let setup = game_setup(&board, &mut GameRng::new(options.seed, 1 << 63))?;
        Session::new(board, setup, options)
    }

    /// When the set-up is drawn at random, why: the board's `setup:` is not used
    /// ([`setup_note_in`]), or the board has none.
    /// In the session's language ([`SessionOptions::lang`]).
    pub fn setup_note(&self) -> Option<String> {
        let lang = self.options.lang;
        setup_note_in(&self.board, lang).or_else(|| {
            self.board
                .setup
                .is_none()
                .then(|| lang.tr("setup-note-none", &[]))
        })
    }

    /// The board played.
    pub fn board(&self) -> &GameBoard {
        &self.board
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The set-up the game started from.
    pub fn setup(&self) -> &SetupRecord {
        &self.setup
    }

    /// Who moved first.
    pub fn first(&self) -> Side {
        self.first
    }

    /// The outcome, when the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome(&self.board)
    }

    /// Why the session stopped before the game was over, if it did.
    pub fn stopped(&self) -> Option<Stop> {
        self.stop
    }

    /// The first text to show: in the text protocol the players, the first side, the rules and,
    /// when a person plays, how to type a move; nothing in the JSON protocol (its first line is
    /// the first state).
    pub fn greeting(&self) -> String {
        if self.options.protocol == Protocol::Json {
            return String::new();
        }
        let person = self
            .options
            .agents
            .contains(&crate::game::players::AgentKind::Human);
        let lang = self.options.lang;
        let agents = self
            .options
            .agents
            .map(|a| crate::i18n::tr!(lang, "agent-name", agent = a.as_str()));
        let agents = [agents[0].as_str(), agents[1].as_str()];
        text::greeting(&self.board, agents, self.first, person, lang)
    }

    /// Runs the game to its next stop: one agent's action, or a pass of a side with no legal
    /// move ([`Step::Played`]); a person's turn to type ([`Step::Awaiting`]); or the end
    /// ([`Step::Done`]).
    pub fn step(&mut self) -> Step {
        if self.stop.is_some() || self.pos.over(&self.board) {
            return Step::Done;
        }
        let (list, can_end) = legal(&self.board, &mut self.pos);
        let si = side_index(self.pos.side);
        if list.is_empty() && self.pos.moves == 0 {
            return Step::Played(self.take(Action::End));
        }
        if let Some(agent) = self.agents[si].as_mut() {
            let a = agent.choose(&self.board, &mut self.pos, &list, can_end, &mut self.rng);
            return Step::Played(self.take(a));
        }
        let mut s = String::new();
        if !self.shown {
            s = match self.options.protocol {
                Protocol::Json => self.state_line(),
                Protocol::Text => text::table_in(&self.board, &self.pos, self.options.lang),
            };
            self.shown = true;
        }
        if self.options.protocol == Protocol::Text {
            s.push_str(&format!(
                "{}> ",
                side_word(self.pos.side, self.options.lang)
            ));
        }
        Step::Awaiting(s)
    }

    /// A person's line (with or without its new line; a byte-order mark before the first line
    /// is ignored): a move or `end` is checked and taken, and the reply is empty (the next
    /// [`Session::step`] shows what follows); anything else gets its reply at once: an error
    /// naming the mistake and its code, or in the text protocol `help`, `moves` (the legal moves),
    /// `show` (the table). `quit` stops the session (text: also `q`).
    pub fn input(&mut self, raw: &[u8]) -> String {
        self.lines += 1;
        let raw = match raw.strip_prefix(b"\xEF\xBB\xBF") {
            Some(rest) if self.lines == 1 => rest,
            _ => raw,
        };
        let json = self.options.protocol == Protocol::Json;
        let Ok(line) = std::str::from_utf8(raw) else {
            let msg = "the line is not UTF-8 text: type a move, `end` or `help`";
            return if json {
                error_line(Code::MoveNotUtf8, msg)
            } else {
                format!("not understood: {msg}\n")
            };
        };
        let t = if json {
            line.trim()
        } else {
            text::keyword(line.trim())
        };
        let lang = self.options.lang;
        if t.is_empty() {
            // One reply per line, so a frontend never waits for one that does not come.
            return if json {
                error_line(
                    Code::MoveSyntax,
                    "an empty line is not a move: send a move, `end` or `quit`",
                )
            } else {
                String::new()
            };
        }
        if json && (t.eq_ignore_ascii_case("quit") || t == "\"quit\"") {
            self.stop = Some(Stop::Quit);
            return String::new();
        }
        if !json {
            match t {
                "quit" | "q" => {
                    self.stop = Some(Stop::Quit);
                    return String::new();
                }
                "help" | "?" => {
                    // The rules of the game played: `--first` may differ from the board's.
                    let mut b = self.board.clone();
                    b.rules.first = self.first;
                    return text::help_in(&b, lang);
                }
                "moves" => {
                    let (list, can_end) = legal(&self.board, &mut self.pos);
                    let mut s = String::new();
                    for m in &list {
                        let gm = GroupMove::of(&self.pos, *m);
                        let m = text::move_text_in(&self.board, self.pos.side, &gm, lang);
                        s.push_str(&format!("  {m}\n"));
                    }
                    if can_end {
                        s.push_str(&format!("  {}\n", tr!(lang, "play-help-end-move")));
                    }
                    return s;
                }
                "show" => return text::table_in(&self.board, &self.pos, lang),
                _ => {}
            }
        }
        match read_action(&self.board, &mut self.pos, t) {
            Ok(a) => self.take(a),
            Err(e) if json => error_line(e.code(), &e.message()),
            Err(e @ ActionError::Illegal { .. }) => format!(
                "{}\n  {}\n",
                tr!(lang, "play-illegal", error = self.error_text(&e, lang)),
                tr!(lang, "play-illegal-hint")
            ),
            Err(e @ ActionError::Captures { .. }) => {
                tr!(lang, "play-refused", error = self.error_text(&e, lang)) + "\n"
            }
            // Understood, but the other side's pieces: say so and what to type instead.
            Err(
                e @ ActionError::Parse(
                    ParseMoveError::WrongSide { .. } | ParseMoveError::OtherSidesPieces(_),
                ),
            ) => {
                let (list, _) = legal(&self.board, &mut self.pos);
                let example = list.first().map(|m| GroupMove::of(&self.pos, *m));
                let side = self.pos.side;
                let e = self.error_text(&e, lang);
                text::not_yours(&self.board, side, t, &e, example.as_ref(), lang)
            }
            Err(_) if t.chars().any(char::is_control) => tr!(lang, "play-control-keys") + "\n",
            Err(e) => {
                let e = format!(
                    "{}; {}",
                    self.error_text(&e, lang),
                    tr!(lang, "play-syntax-hint")
                );
                tr!(lang, "play-not-understood", error = e) + "\n"
            }
        }
    }

    /// Stops the session before the game is over (the input ended, or the caller quits);
    /// nothing when it has already stopped.
    pub fn stop(&mut self, why: Stop) {
        self.stop.get_or_insert(why);
    }

    /// The last text: the JSON protocol's `over` event (the game ended: no side to move,
    /// `"side": null`, and the result line as `result`) or `end` event (with the reason it
    /// stopped); in the text protocol the table under the result line ([`table`]), or the table
    /// and `game unfinished`.
    pub fn finish(&mut self) -> String {
        let outcome = self.outcome();
        match self.options.protocol {
            Protocol::Json => {
                let mut state = self.state();
                if outcome.is_none() {
                    // The session stopped before the game was over: a last event of its own.
                    let why = self.stop.unwrap_or(Stop::EndOfInput);
                    state["event"] = "end".into();
                    state["reason"] = why.as_str().into();
                    state["moves"] = serde_json::json!([]);
                    state["can_end"] = false.into();
                }
                state.to_string() + "\n"
            }
            Protocol::Text => {
                // A game over is said in the table's first line (the result line).
                let lang = self.options.lang;
                let mut s = text::table_in(&self.board, &self.pos, lang);
                if outcome.is_none() && self.stop.is_some() {
                    s.push_str(&(tr!(lang, "play-unfinished") + "\n"));
                }
                s
            }
        }
    }

    /// The game record so far (`schemas/game-record.schema.json`): the turns ended, then the
    /// moves of the turn in progress as a last turn (`in_progress` unless a side's elimination
    /// ended the game in it), and the outcome (`null`: unfinished).
    pub fn record(&self) -> GameRecord {
        let mut turns = self.turns.clone();
        if !self.turn.is_empty() {
            // A turn the game stopped in (not one a side's elimination ended) is marked, so that
            // `replay` does not end it.
            turns.push(TurnRecord {
                side: self.pos.side,
                moves: self.turn.clone(),
                in_progress: !self.pos.over(&self.board),
            });
        }
        GameRecord {
            savanna_game: 1,
            board: self.board.name.clone(),
            rules: self.board.rules.clone(),
            tables: BoardTables::of(&self.board),
            setup: self.setup.clone(),
            first: self.first,
            seed: Some(self.options.seed),
            agents: [
                ("lions", self.options.agents[0].as_str().to_string()),
                ("jackals", self.options.agents[1].as_str().to_string()),
            ]
            .into_iter()
            .collect::<KindMap<String>>(),
            turns,
            outcome: self.outcome(),
        }
    }

    /// Takes a checked action: every agent observes it, it is applied and recorded; returns
    /// what to show (text: an agent's action; JSON: nothing, the action goes into the next
    /// state's `played`).
    /// A mistake as the text protocol shows it, in `lang`: the message and its code in
    /// brackets (as [`ActionError`]'s `Display` writes it in English).
    fn error_text(&self, e: &ActionError, lang: Lang) -> String {
        format!(
            "{} [{}]",
            e.message_in(&self.board, self.pos.side, lang),
            e.code()
        )
    }

    fn take(&mut self, action: Action) -> String {
        let side = self.pos.side;
        for a in self.agents.iter_mut().flatten() {
            a.observe(&self.board, &self.pos, action);
        }
        let shown =
            self.options.protocol == Protocol::Text && self.agents[side_index(side)].is_some();
        let json = self.options.protocol == Protocol::Json;
        self.shown = false;
        match action {
            Action::Move(m) => {
                let gm = GroupMove::of(&self.pos, m);
                let lang = self.options.lang;
                let s = if shown {
                    let m = text::move_text_in(&self.board, side, &gm, lang);
                    format!("{}: {m}\n", side_word(side, lang))
                } else {
                    String::new()
                };
                if json {
                    self.played
                        .push(serde_json::json!({"side": side, "move": gm}));
                }
                self.turn.push(gm);
                self.pos.apply(&self.board, m);
                s
            }
            Action::End => {
                let lang = self.options.lang;
                let s = if shown {
                    let mut s = format!("{}: {}", side_word(side, lang), tr!(lang, "play-end"));
                    if self.turn.is_empty() {
                        s = format!("{s} {}", tr!(lang, "play-pass"));
                    }
                    s + "\n"
                } else {
                    String::new()
                };
                if json {
                    self.played
                        .push(serde_json::json!({"side": side, "end": true}));
                }
                self.turns.push(TurnRecord {
                    side,
                    moves: std::mem::take(&mut self.turn),
                    in_progress: false,
                });
                self.pos.end_turn(&self.board);
                s
            }
        }
    }

    /// The JSON protocol's state ([`state_json`]) with the actions played since the last one;
    /// clears them.
    fn state(&mut self) -> serde_json::Value {
        let v = state_json(&self.board, &mut self.pos, &self.played);
        self.played.clear();
        v
    }

    fn state_line(&mut self) -> String {
        self.state().to_string() + "\n"
    }
}

fn side_index(side: Side) -> usize {
    usize::from(side == Side::Jackals)
}

/// `{"event": "error", "code": ..., "message": ...}` and a new line.
fn error_line(code: Code, message: &str) -> String {
    serde_json::json!({"event": "error", "code": code, "message": message}).to_string() + "\n"
}

/// The JSON protocol's state of `pos`: `{"event": "state"}` (or `"over"` when the game is over),
/// the actions `played` since the last state, the side to move, the position
/// ([`PositionFile`], `schemas/game-position.schema.json`), the legal moves, whether the turn
/// may end, and the outcome. When the game is over nobody is to move: `side` is `null` (the
/// position keeps the side whose turn it was, as a position file must) and `result` is the
/// result line in words ([`outcome_text`] without `game over: ` and the new line).
pub fn state_json(
    board: &GameBoard,
    pos: &mut Position,
    played: &[serde_json::Value],
) -> serde_json::Value {
    let (list, can_end) = legal(board, pos);
    let moves: Vec<GroupMove> = list.iter().map(|m| GroupMove::of(pos, *m)).collect();
    let outcome = pos.outcome(board);
    let mut v = serde_json::json!({
        "event": if outcome.is_some() { "over" } else { "state" },
        "played": played,
        "side": if outcome.is_some() { None } else { Some(pos.side) },
        "position": PositionFile::of(board, pos),
        "moves": moves,
        "can_end": can_end && outcome.is_none(),
        "outcome": outcome,
    });
    if let Some(o) = &outcome {
        v["result"] = o.describe().into();
    }
    v
}

/// The legal group moves from `pos`, and whether the turn may end now.
pub fn legal(board: &GameBoard, pos: &mut Position) -> (Vec<Move>, bool) {
    // The same enumeration as `MovesReport::of` (record), which cannot call up into session.
    let mut buf = Vec::new();
    pos.legal_moves(board, &mut buf);
    let can_end = pos.can_end(board).is_ok();
    (buf, can_end)
}

/// Reads an action: `end`, `"end"` or `{"end": true}`; a JSON group move; or a typed move
/// ([`parse_move`]). Not checked against the rules ([`read_action`] checks).
///
/// # Errors
/// [`ActionError::NotAMove`] for JSON that is not a move (`{"end": false}` included),
/// [`ActionError::Parse`] for text that is not one.
pub fn parse_action(board: &GameBoard, pos: &Position, text: &str) -> Result<Action, ActionError> {
    parse(board, pos, text).map(|(a, _)| a)
}

/// The action, and the `captures` a JSON move gives.
fn parse(
    board: &GameBoard,
    pos: &Position,
    text: &str,
) -> Result<(Action, Option<Captures>), ActionError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("end") || t == "\"end\"" {
        return Ok((Action::End, None));
    }
    if t.starts_with('{') {
        let value = serde_json::from_str::<serde_json::Value>(t);
        if let Ok(serde_json::Value::Object(o)) = &value
            && o.len() == 1
            && let Some(end) = o.get("end")
        {
            // `{"end": true}`, however spaced; `{"end": false}` ends nothing.
            return if end == &serde_json::Value::Bool(true) {
                Ok((Action::End, None))
            } else {
                Err(ActionError::NotAMove(format!(
                    "`{{\"end\": {end}}}` ends nothing: send `{{\"end\": true}}` to end the turn, or a group move"
                )))
            };
        }
        let gm: GroupMove = serde_json::from_str(t)
            .map_err(|e| ActionError::NotAMove(plain_words(&e.to_string())))?;
        let given = match &value {
            Ok(serde_json::Value::Object(o)) if o.contains_key("captures") => Some(gm.captures),
            _ => None,
        };
        return Ok((Action::Move(gm.to_move(pos.side)?), given));
    }
    Ok((Action::Move(parse_move(board, pos, t)?), None))
}

/// Reads an action ([`parse_action`]) and checks it against the rules, and a JSON move's
/// `captures` against what it captures; the position is unchanged.
///
/// # Errors
/// [`ActionError`]: what cannot be read, the rule broken ([`ActionError::Illegal`], with the
/// message of [`Illegal::message`](crate::game::Illegal::message)), or false captures ([`ActionError::Captures`]).
pub fn read_action(
    board: &GameBoard,
    pos: &mut Position,
    text: &str,
) -> Result<Action, ActionError> {
    let (a, captures) = parse(board, pos, text)?;
    let side = pos.side;
    let checked = match a {
        Action::Move(m) => pos.check(board, m),
        Action::End => pos.can_end(board),
    };
    checked.map_err(|illegal| ActionError::Illegal {
        message: illegal.message(board, side),
        illegal,
    })?;
    if let (Action::Move(m), Some(said)) = (a, captures) {
        let got = GroupMove::of(pos, m).captures;
        if got != said {
            return Err(ActionError::Captures {
                said: super::record::captures_text(said),
                got: super::record::captures_text(got),
            });
        }
    }
    Ok(a)
}

/// Checks and applies one action; the error names the rule it breaks, with its code.
///
/// # Errors
/// [`ActionError::Illegal`].
pub fn do_action(board: &GameBoard, pos: &mut Position, a: Action) -> Result<(), ActionError> {
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

/// Applies the actions of `moves --after`: moves separated by `;` or new lines, `end`, or a
/// JSON list of moves (each a [`GroupMove`] object or a string), each checked as
/// [`read_action`] checks it.
///
/// # Errors
/// [`ActionError::After`] naming the first action not taken, or [`ActionError::AfterList`].
pub fn apply_after(board: &GameBoard, pos: &mut Position, after: &str) -> Result<(), ActionError> {
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
        let action = read_action(board, pos, a).map_err(at)?;
        do_action(board, pos, action).map_err(at)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
