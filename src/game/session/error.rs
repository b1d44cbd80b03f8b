//! Why an action was not taken ([`ActionError`]): what cannot be read, the rule broken, false
//! captures; its words in any language.

use crate::diagnostics::Code;
use crate::game::record::ParseMoveError;
use crate::game::rules::board::GameBoard;
use crate::game::rules::moves::Illegal;
use crate::i18n::{Lang, tr};
use crate::input::game_rules::Side;

/// Why an action (a move or `end`, typed, sent or given with `moves --after`) was not taken.
/// Its `Display` ends with the code (`... [` and the code `]`); [`ActionError::message`]
/// is the text without it (the JSON protocol sends the code apart).
#[derive(Debug)]
pub enum ActionError {
    /// JSON that is not a group move (serde's message in plain words), or `{"end": ...}` with
    /// another value than `true`.
    NotAMove(String),
    /// A move that does not parse, names an unknown region or holds the other side's pieces.
    Parse(ParseMoveError),
    /// A move, or ending the turn, against the rules: `message` is [`Illegal::message`].
    Illegal {
        /// The rule broken.
        illegal: Illegal,
        /// What a player reads.
        message: String,
    },
    /// A JSON move whose `captures` are not what it captures (both in words).
    Captures {
        /// What the move says it captures.
        said: String,
        /// What it captures.
        got: String,
    },
    /// `--after` starts with `[` but is not a JSON list.
    AfterList(serde_json::Error),
    /// An action of `--after` (numbered from 1) was not taken.
    After {
        /// The action's number.
        index: usize,
        /// The action as given.
        text: String,
        /// Why.
        error: Box<ActionError>,
    },
}

impl From<ParseMoveError> for ActionError {
    fn from(e: ParseMoveError) -> ActionError {
        ActionError::Parse(e)
    }
}

impl ActionError {
    /// The diagnostic code of the mistake (`move::syntax` for what cannot be read).
    pub fn code(&self) -> Code {
        match self {
            ActionError::Parse(e) => e.code(),
            ActionError::Illegal { illegal, .. } => illegal.code(),
            ActionError::Captures { .. } => Code::MoveCaptures,
            ActionError::After { error, .. } => error.code(),
            ActionError::NotAMove(_) | ActionError::AfterList(_) => Code::MoveSyntax,
        }
    }

    /// The message without the code.
    pub fn message(&self) -> String {
        match self {
            ActionError::NotAMove(s) => format!("not a move: {s}"),
            ActionError::Parse(e) => e.to_string(),
            ActionError::Illegal { message, .. } => message.clone(),
            ActionError::Captures { said, got } => {
                tr!(Lang::En, "refuse-captures", said = said, got = got)
            }
            ActionError::AfterList(e) => format!("--after: not a JSON list of moves: {e}"),
            ActionError::After { index, text, error } => {
                format!("--after, action {index} (`{text}`): {}", error.message())
            }
        }
    }
}

impl ActionError {
    /// The message in `lang`, without the code: the rule broken as [`Illegal::message_in`]
    /// words it (on `board`, `side` to play, the position the action was read against), what
    /// cannot be read as [`ParseMoveError::message_in`] words it, an action of `--after` that
    /// was not taken with its number and text before the reason. JSON that is not a move keeps
    /// the JSON reader's English words.
    pub fn message_in(&self, board: &GameBoard, side: Side, lang: Lang) -> String {
        match self {
            ActionError::Parse(e) => e.message_in(lang),
            ActionError::Illegal { illegal, .. } => illegal.message_in(board, side, lang),
            ActionError::Captures { said, got } => {
                tr!(lang, "refuse-captures", said = said, got = got)
            }
            ActionError::After { index, text, error } => tr!(
                lang,
                "moves-after-action",
                index = *index,
                text = text.as_str(),
                error = error.message_in(board, side, lang)
            ),
            e => e.message(),
        }
    }
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActionError::After { index, text, error } => {
                write!(f, "--after, action {index} (`{text}`): {error}")
            }
            e => write!(f, "{} [{}]", e.message(), e.code()),
        }
    }
}

impl std::error::Error for ActionError {}
