//! `replay`: a game record (`play --record`, `solve --record`) played again move by move, each
//! checked by the rules, with its turns as numbered lines and the position it ended in.

use super::{Ctx, Reply};
use crate::game::record::{GameRecord, replay};
use crate::game::session::{rules_line_in, table_in, turn_line_in};
use crate::i18n::tr;
use serde::{Deserialize, Serialize};

/// The options of `replay`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ReplayRequest {
    /// The game record (`schemas/game-record.schema.json`), by the name of its input (`-`:
    /// standard input).
    pub record: String,
}

/// Runs `replay`: exit status 0 with the game on standard output (finished or not), 1 when the
/// file is not a game record or a move of it is not legal.
pub(crate) fn run(ctx: &Ctx, r: &ReplayRequest) -> Reply {
    let text = match ctx.text(&r.record) {
        Ok(t) => t,
        Err(reply) => return reply,
    };
    let name = &r.record;
    let rec: GameRecord = match serde_json::from_str(&text) {
        Ok(rec) => rec,
        Err(e) => {
            // What a record is, so that a board file or an edited record is told what to give.
            const WHAT: &str = "a game record is the JSON that `savanna play --record FILE` or `savanna solve --record FILE` writes";
            return ctx.failure(&if text.trim().is_empty() {
                format!("{name} is empty: {WHAT}")
            } else {
                format!("{name} is not a game record ({e}): {WHAT}")
            });
        }
    };
    let (board, pos, outcome) = match replay(&rec) {
        Ok(x) => x,
        Err(e) => return ctx.failure(&format!("{name}: {e}")),
    };
    // `--lang`, else the locale (a record keeps no `lang:` of its board).
    let lang = ctx.lang(None);
    let mut s = tr!(
        lang,
        "replay-head",
        name = rec
            .board
            .clone()
            .unwrap_or_else(|| tr!(lang, "replay-default-name")),
        n = rec.turns.len(),
        first = rec.first.as_str(),
        rules = rules_line_in(&board, lang)
    );
    s.push('\n');
    for (t, turn) in rec.turns.iter().enumerate() {
        s.push_str(&turn_line_in(&board, t + 1, turn, lang));
    }
    // A game over is said in the table's first line (the result line), not under it.
    s.push_str(&table_in(&board, &pos, lang));
    if outcome.is_none() {
        s.push_str(&tr!(lang, "play-unfinished"));
        s.push('\n');
    }
    ctx.host.stdout(s.as_bytes());
    Reply::default()
}
