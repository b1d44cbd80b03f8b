//! `moves`: the legal group moves from a position of a board (after the actions already played
//! this turn), as a table and a list for people or as JSON (`schemas/game-moves.schema.json`).

use super::{Ctx, Format, Reply};
use crate::diagnostics::write_text_in;
use crate::game::record::{MovesReport, PositionFile};
use crate::game::session::{apply_after, move_text_in, rules_line_in, table_in};
use crate::i18n::tr;
use serde::{Deserialize, Serialize};

/// The options of `moves`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MovesRequest {
    /// The board: a board file, an SVG drawing or a validated board file, by the name of its
    /// input (`-`: standard input).
    pub board: String,
    /// The position file (YAML or JSON), by the name of its input (`-`: standard input).
    pub position: String,
    /// `--after`: actions already played this turn (`3 jackals 7 -> 4; 2 -> 5`, `end` ends a
    /// turn), or a JSON list of moves.
    pub after: Option<String>,
    /// The output format on standard output.
    pub format: Format,
}

/// Runs `moves`: exit status 0 with the report, 1 when the board cannot be played, the
/// position cannot occur on it or an action of `after` is not legal, 2 when the board and the
/// position would both be standard input.
pub(crate) fn run(ctx: &Ctx, r: &MovesRequest) -> Reply {
    if r.board == "-" && r.position == "-" {
        return ctx.usage(
            "the board and the position cannot both be read from standard input: give one of them a file name",
        );
    }
    let (_, board, board_lang) = match ctx.game_board(&r.board) {
        Ok(b) => b,
        Err(reply) => return reply,
    };
    let ptext = match ctx.text(&r.position) {
        Ok(t) => t,
        Err(reply) => return reply,
    };
    let pname = &r.position;
    // A file that is no position (empty, not YAML, a field missing) is told apart from a
    // position that cannot occur on this board.
    let parsed = PositionFile::parse(&ptext);
    let read = parsed.is_ok();
    let mut pos = match parsed.and_then(|f| f.to_position(&board)) {
        Ok(p) => p,
        Err(d) => {
            let mut err = Vec::new();
            // Into memory: cannot fail.
            let lang = ctx.lang(board_lang);
            let colour = ctx.req.colour_stderr;
            let _ = write_text_in(&mut err, pname, &ptext, &d, colour, lang);
            ctx.host.stderr(&String::from_utf8_lossy(&err));
            ctx.err(&if read {
                tr!(lang, "moves-impossible-position", name = pname)
            } else if ptext.trim().is_empty() {
                tr!(lang, "moves-empty-position", name = pname)
            } else {
                tr!(lang, "moves-no-position", name = pname)
            });
            return Reply {
                exit: 1,
                ..Reply::default()
            };
        }
    };
    if let Some(a) = &r.after
        && let Err(e) = apply_after(&board, &mut pos, a)
    {
        // `pos` stands before the action not taken: its side is the one that would play it.
        let lang = ctx.lang(board_lang);
        return ctx.failure(&format!(
            "{} [{}]",
            e.message_in(&board, pos.side, lang),
            e.code()
        ));
    }
    let report = MovesReport::of(&board, &mut pos);
    let s = match r.format {
        Format::Json => report.to_json(),
        Format::Text => {
            // `--lang`, else the board's `lang:`, else the locale.
            let lang = ctx.lang(board_lang);
            // A game over is said in the table's first line (the result line).
            let mut s = table_in(&board, &pos, lang);
            if report.outcome.is_none() {
                s.push_str(&tr!(
                    lang,
                    "moves-legal",
                    n = report.moves.len(),
                    side = pos.side.as_str()
                ));
                s.push('\n');
                for m in &report.moves {
                    s.push_str(&format!("  {}\n", move_text_in(&board, pos.side, m, lang)));
                }
                s.push_str("  ");
                s.push_str(&tr!(
                    lang,
                    if report.can_end {
                        "moves-can-end"
                    } else {
                        "moves-cannot-end"
                    }
                ));
                s.push('\n');
            }
            s.push_str(&format!("{}\n", rules_line_in(&board, lang)));
            s
        }
    };
    ctx.host.stdout(s.as_bytes());
    Reply::default()
}
