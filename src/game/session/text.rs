//! The session's text forms, shared by `play`, `moves` and `replay`: the position as a table, a
//! group move in words, the rules line, the outcome line and the help.

use crate::game::record::GroupMove;
use crate::game::rules::board::GameBoard;
use crate::game::rules::outcome::Outcome;
use crate::game::rules::position::Position;
use crate::game::rules::words::{rounds_text, rounds_word};
use crate::ids::RegionId;
use crate::input::game_rules::Side;

/// `rules: savanna's defaults`, or `rules: defaults except quiet_rounds: 10, ...`.
pub fn rules_line(board: &GameBoard) -> String {
    let d = board.rules.differences();
    if d.is_empty() {
        "rules: savanna's defaults".into()
    } else {
        format!("rules: defaults except {}", d.join(", "))
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
    let moves: Vec<String> = turn
        .moves
        .iter()
        .map(|m| move_text(board, turn.side, m))
        .collect();
    format!(
        "{n:>4} {:<8} {}\n",
        turn.side.as_str(),
        if moves.is_empty() {
            "pass".to_string()
        } else {
            moves.join("; ")
        }
    )
}

/// A group move by `side` in words: `3 jackals 7 -> 4`, `1 lion Kopje -> Oasis  (captures 3
/// jackals)`, `2 lions 3 + 1 lion 5 -> 4` (a combined attack); regions by name, else id.
pub fn move_text(board: &GameBoard, side: Side, m: &GroupMove) -> String {
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

/// The position as a table of regions (id, name, what fits, pieces with the turn's marks,
/// neighbors) under a line saying the round, the side to move, the moves made this turn and the
/// quiet rounds: `round 3, jackals to move; 1.5 rounds without a capture (the points are counted
/// after 6)`; when the game is over, under the result line ([`outcome_text`]: `game over: the
/// jackals win: ...`) instead, since nobody is to move. Columns are padded to their widest cell
/// (in characters); lines end without spaces.
pub fn table(board: &GameBoard, pos: &Position) -> String {
    let mut rows = vec![vec![
        "id".to_string(),
        "region".into(),
        "fits lions/jackals".into(),
        "lions".into(),
        "jackals".into(),
        "neighbors".into(),
    ]];
    for (i, c) in pos.cells.iter().enumerate() {
        let id = RegionId::from_index(i);
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
        Some(o) => outcome_text(&o),
        None => format!(
            "round {}, {} to move{}; {}\n",
            pos.rounds() + 1 - u32::from(pos.turns % 2 == 1),
            pos.side,
            match pos.moves {
                0 => String::new(),
                1 => " (1 move made this turn)".into(),
                n => format!(" ({n} moves made this turn)"),
            },
            quiet_text(board, pos.quiet_turns),
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
    let due = board.rules.quiet_turn_limit() / 2;
    format!(
        "{} {} without a capture (the points are counted after {due})",
        rounds_text(quiet_turns),
        rounds_word(quiet_turns),
    )
}

/// `game over: the lions win ..., after 7 rounds` and a new line.
pub fn outcome_text(o: &Outcome) -> String {
    format!("game over: {}\n", o.describe())
}

/// What `help` prints in `play`'s text protocol: the move syntax, then the rules in force on
/// `board` ([`crate::game::rules_text::rules_text`]: every sentence from the board's `game:`
/// options, never the defaults'), one paragraph a rule, wrapped at 96 characters.
pub fn help(board: &GameBoard) -> String {
    let mut s = String::from(
        "A turn is one or more group moves, then `end`:\n  3 jackals 7 -> 4        3 jackals from region 7 to its neighbor 4\n  1 lion Kopje -> Oasis   regions by id or name (`to` works for `->`)\n  7 -> 4                  every piece in 7 that may move\n  end                     end the turn (after at least one move, when one is legal)\nThe rules on this board:\n",
    );
    for paragraph in crate::game::rules::rules_text::rules_text(&board.rules).lines() {
        s.push_str(&wrap(&paragraph, "- ", "  ", 96));
    }
    s.push_str("Also: `moves` lists the legal moves, `show` the position, `quit` stops.\n");
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
