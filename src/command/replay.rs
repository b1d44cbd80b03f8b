//! `replay`: a game record (`play --record`, `solve --record`) played again move by move, each
//! checked by the rules, with its turns as numbered lines and the position it ended in.

use super::{Ctx, Reply};
use crate::game::record::{GameRecord, replay};
use crate::game::session::{rules_line, table, turn_line};
use crate::output::render::in_play::plural;
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
        Err(e) => return ctx.failure(&format!("{name} is not a game record: {e}")),
    };
    let (board, pos, outcome) = match replay(&rec) {
        Ok(x) => x,
        Err(e) => return ctx.failure(&format!("{name}: {e}")),
    };
    let mut s = format!(
        "{}: {} {}, the {} first; {}\n",
        rec.board.as_deref().unwrap_or("game"),
        rec.turns.len(),
        plural("turn", rec.turns.len()),
        rec.first,
        rules_line(&board)
    );
    for (t, turn) in rec.turns.iter().enumerate() {
        s.push_str(&turn_line(&board, t + 1, turn));
    }
    // A game over is said in the table's first line (the result line), not under it.
    s.push_str(&table(&board, &pos));
    if outcome.is_none() {
        s.push_str("game unfinished\n");
    }
    ctx.host.stdout(s.as_bytes());
    Reply::default()
}
