//! The session's text forms, shared by `play`, `moves` and `replay`: the position as a table, a
//! group move in words, the rules line, the outcome line and the help.

use crate::game::record::GroupMove;
use crate::game::rules::board::GameBoard;
use crate::game::rules::outcome::Outcome;
use crate::game::rules::position::Position;
use crate::game::rules::words::rounds_text;
use crate::i18n::{Lang, tr};
use crate::ids::RegionId;
use crate::input::game_rules::Side;

/// `rules: savanna's defaults`, or `rules: defaults except quiet_rounds: 10, first: lions`
/// (each option as the board file writes it).
pub fn rules_line(board: &GameBoard) -> String {
    rules_line_in(board, Lang::En)
}

/// [`rules_line`] in `lang` (the options keep their board-file names).
pub fn rules_line_in(board: &GameBoard, lang: Lang) -> String {
    // As the board file writes them (`pack_count: group`, `lion_captures: [3, 5]`), in every
    // language: a person reads this line.
    let d = board.rules.differences_as_written();
    if d.is_empty() {
        tr!(lang, "play-rules-defaults")
    } else {
        tr!(lang, "play-rules-except", changes = d.join(", "))
    }
}

/// A side's name in `lang`: `lions`, `шакалы`.
pub fn side_word(side: Side, lang: Lang) -> String {
    match side {
        Side::Lions => tr!(lang, "side-lions"),
        Side::Jackals => tr!(lang, "side-jackals"),
    }
}

/// The text protocol's first lines in `lang`: the players, the first side, the rules line and,
/// when a person plays, how to type a move.
pub(super) fn greeting(
    board: &GameBoard,
    agents: [&str; 2],
    first: Side,
    person: bool,
    lang: Lang,
) -> String {
    let mut s = tr!(
        lang,
        "play-greeting",
        name = board.name.as_deref().unwrap_or("savanna"),
        lions = agents[0],
        jackals = agents[1],
        first = first.as_str()
    );
    s.push(' ');
    s.push_str(&rules_line_in(board, lang));
    s.push('\n');
    if person {
        s.push_str(&tr!(lang, "play-type-hint"));
        s.push('\n');
    }
    s
}

/// The reply to a move of the other side's pieces (`t`, refused with `e`): say so, and what to
/// type instead (`example`: a legal move of `side`).
pub(super) fn not_yours(
    board: &GameBoard,
    side: Side,
    t: &str,
    e: &dyn std::fmt::Display,
    example: Option<&GroupMove>,
    lang: Lang,
) -> String {
    let example = example
        .map(|gm| {
            tr!(
                lang,
                "play-example",
                m = move_text_in(board, side, gm, lang)
            )
        })
        .unwrap_or_default();
    format!(
        "{}\n  {}\n",
        tr!(lang, "play-not-yours", text = t, error = e.to_string()),
        tr!(
            lang,
            "play-not-yours-hint",
            side = side.as_str(),
            example = example
        )
    )
}

/// A Russian keyword of the text protocol as its English one (`конец` is `end`, `ходы`
/// `moves`, `поле` `show`, `помощь` `help`, `выход` `quit`); any other line as it is.
pub(super) fn keyword(t: &str) -> &str {
    match t {
        "конец" => "end",
        "ходы" => "moves",
        "поле" => "show",
        "помощь" => "help",
        "выход" => "quit",
        t => t,
    }
}

/// A numbered line of a game's turns, as `replay` and `solve`'s line of perfect play print it:
/// `   3 jackals  3 jackals 7 -> 4; 1 jackal 2 -> 5`, or `pass` for a turn of no moves. `n` is
/// the turn's number, from 1; regions by name, else id ([`move_text`]); ends with a newline.
///
/// ```
/// use savanna::game::record::TurnRecord;
/// use savanna::game::session::turn_line;
/// use savanna::game::{GameBoard, GameRules, Side};
/// let board = GameBoard::from_tables(&[vec![2], vec![1]], &[(1, 1); 2], &vec![vec![1, 0]; 2], 1,
///     1, GameRules::default());
/// let pass = TurnRecord { side: Side::Lions, moves: vec![], in_progress: false };
/// assert_eq!(turn_line(&board, 12, &pass), "  12 lions    pass\n");
/// ```
pub fn turn_line(board: &GameBoard, n: usize, turn: &crate::game::record::TurnRecord) -> String {
    turn_line_in(board, n, turn, Lang::En)
}

/// [`turn_line`] in `lang`: `   3 шакалы    3 шакала 7 -> 4`, `пропуск`.
pub fn turn_line_in(
    board: &GameBoard,
    n: usize,
    turn: &crate::game::record::TurnRecord,
    lang: Lang,
) -> String {
    let moves: Vec<String> = turn
        .moves
        .iter()
        .map(|m| move_text_in(board, turn.side, m, lang))
        .collect();
    format!(
        "{n:>4} {:<8} {}\n",
        side_word(turn.side, lang),
        if moves.is_empty() {
            tr!(lang, "turn-pass")
        } else {
            moves.join("; ")
        }
    )
}

/// A group move by `side` in words: `3 jackals 7 -> 4`, `1 lion Kopje -> Oasis  (captures 3
/// jackals)`, `2 lions 3 + 1 lion 5 -> 4` (a combined attack); regions by name, else id.
pub fn move_text(board: &GameBoard, side: Side, m: &GroupMove) -> String {
    move_text_in(board, side, m, Lang::En)
}

/// [`move_text`] in `lang`: `3 шакала 7 -> 4`.
pub fn move_text_in(board: &GameBoard, side: Side, m: &GroupMove, lang: Lang) -> String {
    let count = |n: u16, lions: bool| {
        if lions {
            tr!(lang, "count-lion", n = n)
        } else {
            tr!(lang, "count-jackal", n = n)
        }
    };
    let lions = side == Side::Lions;
    let mut s = format!(
        "{} {}",
        count(m.lions + m.jackals, lions),
        board.title(m.from)
    );
    for g in &m.with {
        s.push_str(&format!(
            " + {} {}",
            count(g.lions + g.jackals, lions),
            board.title(g.from)
        ));
    }
    s.push_str(&format!(" -> {}", board.title(m.to)));
    let c = m.captures.lions + m.captures.jackals;
    if c > 0 {
        let what = count(c, m.captures.lions > 0);
        s.push_str("  ");
        s.push_str(&tr!(lang, "play-captures", what = what));
    }
    s
}

/// The position as a table of regions (id, name, what fits, pieces with the turn's marks,
/// neighbors) under a line saying the round, the side to move, the moves made this turn and the
/// quiet rounds: `round 3, jackals to move; 1.5 rounds without a capture (the points are counted
/// after 6)`; when the game is over, under the result line ([`outcome_text`]: `game over: the
/// jackals win: ...`) instead, since nobody is to move. Columns are padded to their widest cell
/// (in characters); lines end without spaces.
pub fn table(board: &GameBoard, pos: &Position) -> String {
    table_in(board, pos, Lang::En)
}

/// [`table`] in `lang` (region names as the board gives them).
pub fn table_in(board: &GameBoard, pos: &Position, lang: Lang) -> String {
    let mut rows = vec![
        [
            "play-col-id",
            "play-col-region",
            "play-col-fits",
            "play-col-lions",
            "play-col-jackals",
            "play-col-neighbors",
        ]
        .map(|id| tr!(lang, id))
        .to_vec(),
    ];
    for (i, c) in pos.cells.iter().enumerate() {
        let id = RegionId::from_index(i);
        let mut mark = String::new();
        if pos.frozen(board, i) {
            mark = format!(" {}", tr!(lang, "play-frozen"));
        } else if c.arrived > 0 {
            mark = format!(" {}", tr!(lang, "play-moved", n = c.arrived));
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
            board.names[i]
                .as_deref()
                .map_or_else(|| "-".into(), crate::diagnostics::inert_cell),
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
    // Once the game is over nobody is to move: the first line is the result line instead.
    let mut s = match pos.outcome(board) {
        Some(o) => outcome_text_in(&o, lang),
        None => format!(
            "{}{}; {}\n",
            tr!(
                lang,
                "play-round",
                round = pos.rounds() + 1 - u32::from(pos.turns % 2 == 1),
                side = pos.side.as_str()
            ),
            match pos.moves {
                0 => String::new(),
                n => format!(" {}", tr!(lang, "play-moves-made", n = n)),
            },
            quiet_text_in(board, pos.quiet_turns, lang),
        ),
    };
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

/// The quiet counter and when it ends the game, in rounds: `5.5 rounds without a capture (the
/// points are counted after 6)`. The count is due when the counter reaches
/// [`crate::game::GameRules::quiet_turn_limit`] turns, that is `quiet_rounds + 1` whole rounds
/// (rule 6: more than `quiet_rounds`), so the number said is that whole number of rounds, never
/// `quiet_rounds` itself, which 5.5 rounds already exceed.
pub fn quiet_text(board: &GameBoard, quiet_turns: u32) -> String {
    quiet_text_in(board, quiet_turns, Lang::En)
}

/// [`quiet_text`] in `lang` (`1,5 раунда без взятий …`: a Russian fraction has a comma).
pub fn quiet_text_in(board: &GameBoard, quiet_turns: u32, lang: Lang) -> String {
    let due = board.rules.quiet_turn_limit() / 2;
    let mut rounds = rounds_text(quiet_turns);
    if lang == Lang::Ru {
        rounds = rounds.replace('.', ",");
    }
    tr!(
        lang,
        "play-quiet",
        rounds = rounds,
        r = f64::from(quiet_turns) / 2.0,
        turns = quiet_turns,
        due = due
    )
}

/// `game over: the lions win ..., after 7 rounds` and a new line.
pub fn outcome_text(o: &Outcome) -> String {
    outcome_text_in(o, Lang::En)
}

/// [`outcome_text`] in `lang`.
pub fn outcome_text_in(o: &Outcome, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(lang, "play-game-over", result = o.describe_in(lang))
    )
}

/// What `help` prints in `play`'s text protocol: the move syntax, then the rules in force on
/// `board` ([`crate::game::rules_text::rules_text`]: every sentence from the board's `game:`
/// options, never the defaults'), one paragraph a rule, wrapped at 96 characters.
pub fn help(board: &GameBoard) -> String {
    help_in(board, Lang::En)
}

/// [`help`] in `lang`.
pub fn help_in(board: &GameBoard, lang: Lang) -> String {
    let mut s = tr!(lang, "play-help-head") + "\n";
    for ex in ["count", "name", "all", "end"] {
        let code = tr!(lang, &format!("play-help-{ex}-move"));
        let pad = 24usize.saturating_sub(code.chars().count()).max(1);
        s.push_str(&format!(
            "  {code}{}{}\n",
            " ".repeat(pad),
            match (ex, board.rules.pass) {
                ("end", crate::input::game_rules::Pass::Allowed) => tr!(lang, "play-help-end-pass"),
                _ => tr!(lang, &format!("play-help-{ex}")),
            }
        ));
    }
    s.push_str(&tr!(lang, "play-help-rules"));
    s.push('\n');
    for paragraph in crate::game::rules::rules_text::rules_text_in(&board.rules, lang).lines() {
        s.push_str(&wrap(&paragraph, "- ", "  ", 96));
    }
    s.push_str(&tr!(lang, "play-help-also"));
    s.push('\n');
    s
}

/// `text` in lines of at most `width` characters (a longer word gets a line of its own), broken
/// at spaces; the first line begins with `first`, the others with `rest`; each ends with a new
/// line.
pub(super) fn wrap(text: &str, first: &str, rest: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::from(first);
    let mut empty = true;
    for word in text.split_whitespace() {
        if !empty && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line = String::from(rest);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(&line);
    out.push('\n');
    out
}
