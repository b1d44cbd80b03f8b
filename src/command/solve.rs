//! `solve`: the value of a board's set-up under perfect play for each first player (retrograde
//! analysis, [`crate::game::solve`]), with a principal variation, how forgiving each line is,
//! the shares with every piece in play and the solver's figures; as text or JSON
//! (`schemas/game-solve.schema.json`). Optionally the game record of the principal variation
//! (for `replay` and the editor's Play tab) and, through the door, the table of every value.

use super::{Ctx, Format, Output, Reply};
use crate::game::session::{rules_line_in, turn_line_in};
use crate::game::solve::{self, Limits, Solution};
use crate::game::{GameBoard, Side};
use crate::i18n::{Lang, tr};
use serde::{Deserialize, Serialize};

crate::named::named_enum! {
    /// Which first players `solve` values.
    #[derive(Default)]
    pub enum FirstChoice {
        /// The lions move first.
        Lions => "lions" help "The lions move first",
        /// The jackals move first.
        Jackals => "jackals" help "The jackals move first",
        /// Both, one after the other (one table serves both).
        #[default]
        Both => "both" help "Both, one after the other (one table serves both)",
    }
}

impl FirstChoice {
    /// The first players valued, the jackals' first.
    pub fn sides(self) -> Vec<Side> {
        match self {
            FirstChoice::Jackals => vec![Side::Jackals],
            FirstChoice::Lions => vec![Side::Lions],
            FirstChoice::Both => vec![Side::Jackals, Side::Lions],
        }
    }
}

/// The options of `solve`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SolveRequest {
    /// The board: a board file, an SVG drawing or a validated board file, by the name of its
    /// input.
    pub board: String,
    /// Which side moves first.
    pub first: FirstChoice,
    /// The output format on standard output.
    pub format: Format,
    /// `--record FILE`: the principal variation as a game record (needs one first player).
    pub record: Option<String>,
    /// `-o TABLE`: the table of every position's value, written by the door
    /// ([`super::Host::write_table`]; a door that keeps no files refuses it).
    pub table: Option<String>,
    /// Most memory the solver may use, bytes (the CLI's default: 65 % of the memory
    /// available; none: no limit).
    pub max_memory: Option<u64>,
}

/// Megabytes (2^20 bytes): two decimals below 1 MB, one below 100 MB, none above.
pub fn mb(bytes: u64) -> String {
    let m = bytes as f64 / (1u64 << 20) as f64;
    if m < 1.0 {
        format!("{m:.2} MB")
    } else if m < 100.0 {
        format!("{m:.1} MB")
    } else {
        format!("{m:.0} MB")
    }
}

/// A count as is below 100 000, else in two decimals of scientific notation (`1.45e8`).
pub fn big(x: u64) -> String {
    if x < 100_000 {
        x.to_string()
    } else {
        let e = libm::log10(x as f64).floor() as i32;
        format!("{:.2}e{e}", x as f64 / libm::pow(10.0, f64::from(e)))
    }
}

/// Runs `solve`: exit status 0 when solved, 1 when the board cannot be played or the solver
/// refuses it, 2 for a usage mistake.
pub(crate) fn run(ctx: &Ctx, r: &SolveRequest) -> Reply {
    let firsts = r.first.sides();
    if r.record.is_some() && firsts.len() != 1 {
        return ctx.usage("--record writes one game: give --first lions or --first jackals");
    }
    if r.table.as_deref() == Some("-") {
        return ctx
            .usage("-o -: the table is a binary file, not for standard output; give a file name");
    }
    if r.record.as_deref() == Some("-") {
        return ctx
            .usage("--record -: the report is on standard output; give the record a file name");
    }
    if let Some(p) = &r.table
        && !ctx.host.writes_tables()
    {
        // Said before any work.
        return ctx.failure(&super::no_tables(p));
    }
    for (p, suffix) in [(&r.table, ".table"), (&r.record, "-game.json")] {
        if let Some(p) = p
            && let Err(m) = ctx.host.check_output_as(&r.board, p, Some(suffix))
        {
            return ctx.failure(&m);
        }
    }
    if let (Some(o), Some(rec)) = (&r.table, &r.record)
        && let Err(m) = ctx.host.check_distinct(("-o", o), ("--record", rec))
    {
        return ctx.usage(&m);
    }
    let (name, board, board_lang) = match ctx.game_board(&r.board) {
        Ok(b) => b,
        Err(reply) => return reply,
    };
    let fail =
        |e: solve::SolveError| ctx.failure(&format!("{name}: {}", e.message_in(ctx.lang(None))));
    if let Err(e) = solve::setup_of(&board) {
        return fail(e);
    }
    let est = match solve::estimate(&board) {
        Ok(e) => e,
        Err(e) => return fail(e),
    };
    // On standard error, in the reader's language.
    let lang = ctx.lang(None);
    let in_lang = |s: String| match lang {
        Lang::Ru => s.replace('.', ","),
        _ => s,
    };
    let mb_in = |bytes: u64| {
        let m = mb(bytes);
        let x = m.strip_suffix(" MB").unwrap_or(&m).to_string();
        tr!(lang, "solve-mb", x = in_lang(x))
    };
    ctx.note(&tr!(
        lang,
        "solve-start",
        name = board.name.as_deref().unwrap_or(&name),
        placements = in_lang(big(est.placements)),
        states = in_lang(big(est.states)),
        quiet = board.rules.quiet_turn_limit(),
        values = mb_in(est.value_bytes),
        // Said only when the values fit: otherwise the refusal follows.
        within = r
            .max_memory
            .filter(|&m| m >= est.value_bytes)
            .map_or("none".to_string(), mb_in)
    ));
    if !ctx.req.quiet {
        ctx.host.work("solve", est.work);
    }
    let progress = |n: u64| ctx.host.worked(n);
    let limits = Limits {
        max_memory: r.max_memory,
        progress: Some(&progress),
        stop: None,
    };
    let start = ctx.host.clock();
    let solved = solve::solve(&board, &firsts, &limits);
    ctx.host.work_done();
    let mut sol = match solved {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    sol.stats.seconds = match (start, ctx.host.clock()) {
        // Whole nanoseconds, as a clock reads them (no digits of the subtraction's rounding).
        (Some(a), Some(b)) => libm::round((b - a) * 1e9) / 1e9,
        _ => f64::NAN,
    };
    if let Some(p) = &r.table
        && let Err(m) = ctx.host.write_table(p, &sol.table)
    {
        return ctx.failure(&m);
    }
    let mut outputs = Vec::new();
    if let Some(p) = &r.record
        && let Some(rec) = sol.record(&board, firsts[0])
    {
        let s = serde_json::to_string_pretty(&rec).unwrap_or_default() + "\n";
        outputs.push(Output {
            name: p.clone(),
            bytes: s.into_bytes(),
            note: None,
        });
    }
    let s = match r.format {
        Format::Json => {
            serde_json::to_string_pretty(&sol.report(&board)).unwrap_or_default() + "\n"
        }
        Format::Text => text(&board, &sol, ctx.lang(board_lang)),
    };
    ctx.host.stdout(s.as_bytes());
    Reply {
        exit: 0,
        outputs,
        ..Reply::default()
    }
}

/// A number with one decimal, with a decimal comma in Russian.
fn decimal(x: f64, lang: Lang) -> String {
    let s = format!("{x:.1}");
    if lang == Lang::Ru {
        s.replace('.', ",")
    } else {
        s
    }
}

/// The text report in `lang` (`--lang`, else the board's `lang:`, else the locale; the
/// solver's figures stay English).
fn text(board: &GameBoard, sol: &Solution, lang: Lang) -> String {
    let mut s = tr!(
        lang,
        "solve-head",
        name = board
            .name
            .clone()
            .unwrap_or_else(|| tr!(lang, "solve-default-name")),
        regions = board.len(),
        lions = board.lions,
        jackals = board.jackals,
        rules = rules_line_in(board, lang)
    );
    s.push('\n');
    let both = [
        (Side::Jackals, &sol.jackals_first),
        (Side::Lions, &sol.lions_first),
    ];
    let first_line = |first: Side, what: &str| {
        format!(
            "  {}\n",
            tr!(lang, "solve-first", first = first.as_str(), what = what)
        )
    };
    s.push_str(&tr!(lang, "solve-perfect-play"));
    s.push('\n');
    for (first, v) in both {
        if let Some(v) = v {
            let sentence = solve::value_sentence_in(
                v.value.outcome.as_str(),
                v.value.by,
                v.value.points,
                v.value.rounds,
                lang,
            );
            s.push_str(&first_line(first, &sentence));
        }
    }
    if let (Some(j), Some(l)) = (&sol.jackals_first, &sol.lions_first)
        && let Some(m) = crate::game::balance::exact_of(j, l).turns_winner()
    {
        let who = m.as_str();
        s.push_str(&format!(
            "  {}\n",
            tr!(lang, "solve-taking-turns", who = who)
        ));
    }
    // How forgiving each line is (issue 40.2): what the side holding the value must find.
    if sol.jackals_first.is_some() || sol.lions_first.is_some() {
        s.push_str(&tr!(lang, "solve-forgiving"));
        s.push('\n');
    }
    for (first, v) in both {
        if let Some(v) = v {
            let winner = v.value.winner();
            let sentence = if lang == Lang::En {
                v.forgiving.sentence.clone()
            } else {
                solve::sentence_in(&v.forgiving, winner, lang)
            };
            s.push_str(&first_line(first, &sentence));
        }
    }
    // Every placement with every piece in play, each told from one point of view (the jackals'
    // share first, then draws, then the lions'), whoever is to move: a reader compares the lines.
    for (first, v) in both {
        let Some(v) = v else { continue };
        let f = v.full_material;
        let (jackals, lions) = match first {
            Side::Jackals => (f.won, f.lost),
            Side::Lions => (f.lost, f.won),
        };
        s.push_str(&tr!(
            lang,
            "solve-full-material",
            side = first.as_str(),
            n = f.positions,
            jackals = decimal(100.0 * jackals, lang),
            draws = decimal(100.0 * f.drawn, lang),
            lions = decimal(100.0 * lions, lang)
        ));
        s.push('\n');
    }
    for (first, v) in both {
        let Some(v) = v else { continue };
        s.push_str(&tr!(lang, "solve-line", first = first.as_str()));
        s.push('\n');
        for (t, turn) in v.line.iter().enumerate() {
            s.push_str(&turn_line_in(board, t + 1, turn, lang));
        }
    }
    s.push_str(&stats_line(sol, lang));
    s
}

/// The solver's figures in `lang`: "solved in 25.1 s: 1.45e8 states, …" (without the time
/// when the door has no clock).
fn stats_line(sol: &Solution, lang: Lang) -> String {
    let st = &sol.stats;
    let yes = |b: bool| if b { "yes" } else { "no" };
    // Megabytes as the language writes them: `12,3 МБ` in Russian.
    let mb = |bytes: u64| match lang {
        Lang::Ru => mb(bytes).replace('.', ",").replace("MB", "МБ"),
        Lang::En | Lang::Pseudo => mb(bytes),
    };
    let mut line = tr!(
        lang,
        "solve-stats",
        timed = yes(st.seconds.is_finite()),
        seconds = lang.decimal(st.seconds, 1),
        states = big(st.states),
        transitions = big(st.transitions),
        graphs = yes(st.quiet_graph_edges > 0),
        graph_states = big(st.quiet_graph_states),
        graph_edges = big(st.quiet_graph_edges),
        turn_states = big(st.turn_states),
        values = mb(st.value_bytes),
        lists = mb(st.list_bytes),
        regenerated = st.regenerated_classes,
        regenerated_placements = big(st.regenerated_placements),
        placements = big(st.placements * 2)
    );
    line.push('\n');
    line
}
