//! `savanna solve BOARD`: the value of the board's set-up under perfect play (issue 27), and the
//! perfect agent's table for `play` and `balance` (`--agent perfect`).

use super::game::{GameFormat, load, rules_line};
use crate::Failure;
use savanna::game::players::perfect as agent;
use savanna::game::record::{BoardTables, GameRecord};
use savanna::game::session::move_text;
use savanna::game::solve::{self, FirstValue, Limits, SolveError, Table};
use savanna::game::{EndReason, GameBoard, Side};
use savanna::validated::KindMap;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Which first players `solve` values.
#[derive(Clone, Copy, Debug, clap::ValueEnum, PartialEq, Eq)]
pub enum FirstArg {
    /// The lions move first.
    Lions,
    /// The jackals move first.
    Jackals,
    /// Both, one after the other (one table serves both).
    Both,
}

/// The options of `savanna solve`.
#[derive(clap::Args, Debug)]
pub struct SolveArgs {
    /// The board: a board file or a validated board file.
    pub board: PathBuf,
    /// Which side moves first.
    #[arg(long, value_enum, default_value_t = FirstArg::Both)]
    pub first: FirstArg,
    /// Output format.
    #[arg(long, value_enum, default_value_t = GameFormat::Text)]
    pub format: GameFormat,
    /// Write the table of every position's value here (for `play`/`balance --agent perfect
    /// --table TABLE`).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Write the principal variation as a game record (for `savanna replay`); needs one
    /// `--first`.
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Most memory the solver may use: bytes, or with K, M or G (binary: 1M = 2^20 bytes; e.g.
    /// 2G, 1500M). Beyond it the turn lists and quiet graphs that do not fit are regenerated
    /// per quiet layer (slower); when the values alone do not fit, the solve is refused. The
    /// graphs each thread is building are not counted (the process holds up to about half again
    /// on small boards). Default: 65 % of the memory available.
    #[arg(long, value_parser = parse_memory, allow_hyphen_values = true)]
    pub max_memory: Option<u64>,
}

/// `2G`, `1500M`, `800K` or bytes; the units are binary (`1M` is 2^20 bytes, as savanna prints
/// megabytes) and may be written `MB` or `MiB` too, in any case.
///
/// # Errors
/// A message for clap when the text is not a size, or not at least one byte and below 2^64.
pub fn parse_memory(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let up = t.to_ascii_uppercase();
    let body = up
        .strip_suffix("IB")
        .or_else(|| up.strip_suffix('B'))
        .unwrap_or(&up);
    let (num, mul) = match body.chars().last() {
        Some('K') => (&body[..body.len() - 1], 1u64 << 10),
        Some('M') => (&body[..body.len() - 1], 1 << 20),
        Some('G') => (&body[..body.len() - 1], 1 << 30),
        _ => (body, 1),
    };
    let not_a_size =
        || format!("`{s}` is not a size: give bytes or a number with K, M or G (2G, 1500M)");
    let x: f64 = num.trim().parse().map_err(|_| not_a_size())?;
    if !x.is_finite() {
        return Err(not_a_size());
    }
    let bytes = x * mul as f64;
    if bytes < 1.0 {
        return Err(format!("`{s}`: give a size of at least one byte"));
    }
    if bytes >= u64::MAX as f64 {
        return Err(format!("`{s}` is beyond any memory: give a smaller size"));
    }
    Ok(bytes as u64)
}

/// 65 % of `MemAvailable` in /proc/meminfo, when there is one. Not more: the limit counts the
/// values and lists the solver holds, not what the allocator keeps beside them. The process held
/// 24 % more than the limit at its peak on the 12-region board, so 80 % came within a few
/// hundred megabytes of the machine's memory; without transparent huge pages (Cargo.toml's
/// `no_thp`) classic holds 7 % more than its values and lists.
fn default_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024 / 100 * 65)
}

/// Megabytes (2^20 bytes): two decimals below 1 MB, one below 100 MB, none above.
fn mb(bytes: u64) -> String {
    let m = bytes as f64 / (1u64 << 20) as f64;
    if m < 1.0 {
        format!("{m:.2} MB")
    } else if m < 100.0 {
        format!("{m:.1} MB")
    } else {
        format!("{m:.0} MB")
    }
}

/// Numbers with a thin grouping: 145 000 000 as `1.45e8` when large.
fn big(x: u64) -> String {
    if x < 100_000 {
        x.to_string()
    } else {
        let e = libm::log10(x as f64).floor() as i32;
        format!("{:.2}e{e}", x as f64 / 10f64.powi(e))
    }
}

/// `savanna solve`.
///
/// # Errors
/// A [`Failure`] when a file cannot be read or written, the board has no set-up, or the solver
/// refuses (an option not solved, or memory).
pub fn run(args: SolveArgs, quiet: bool) -> Result<ExitCode, Failure> {
    let board = match load(&args.board)? {
        Ok(b) => b,
        Err(code) => return Ok(code),
    };
    let name = args.board.display().to_string();
    let fail = |e: SolveError| Failure(format!("{name}: {e}"));
    let firsts: Vec<Side> = match args.first {
        FirstArg::Jackals => vec![Side::Jackals],
        FirstArg::Lions => vec![Side::Lions],
        FirstArg::Both => vec![Side::Jackals, Side::Lions],
    };
    if args.record.is_some() && firsts.len() != 1 {
        crate::cli::io::usage_error(
            "--record writes one game: give --first lions or --first jackals",
        );
    }
    if args.output.as_ref().is_some_and(|p| p.as_os_str() == "-") {
        crate::cli::io::usage_error(
            "-o -: the table is a binary file, not for standard output; give a file name",
        );
    }
    if args.record.as_ref().is_some_and(|p| p.as_os_str() == "-") {
        crate::cli::io::usage_error(
            "--record -: the report is on standard output; give the record a file name",
        );
    }
    if let Some(p) = &args.output {
        crate::cli::io::check_output_as(&args.board, p, Some(".table"))?;
    }
    if let Some(p) = &args.record {
        crate::cli::io::check_output_as(&args.board, p, Some("-game.json"))?;
    }
    if let (Some(o), Some(r)) = (&args.output, &args.record) {
        crate::cli::io::check_distinct(("-o", o), ("--record", r));
    }
    solve::setup_of(&board).map_err(fail)?;
    let est = solve::estimate(&board).map_err(fail)?;
    let max_memory = args.max_memory.or_else(default_memory);
    if !quiet {
        eprintln!(
            "solving {}: {} placements, {} states (2 sides x {} quiet counts); values {}{}",
            board.name.as_deref().unwrap_or(&name),
            big(est.placements),
            big(est.states),
            board.rules.quiet_turn_limit(),
            mb(est.value_bytes),
            // Said only when the values fit: otherwise the refusal follows.
            max_memory
                .filter(|&m| m >= est.value_bytes)
                .map_or(String::new(), |m| format!(
                    ", turn lists and graphs within --max-memory {}",
                    mb(m)
                ))
        );
    }
    let bar = if !quiet && std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(est.work);
        b.set_style(
            indicatif::ProgressStyle::with_template(
                "solve {bar:40} {percent} % of the turns, {elapsed} ({eta} left)",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    let progress = |n: u64| bar.inc(n);
    let limits = Limits {
        max_memory,
        progress: Some(&progress),
        stop: None,
    };
    let clock = std::time::Instant::now();
    let mut sol = solve::solve(&board, &firsts, &limits).map_err(fail)?;
    sol.stats.seconds = clock.elapsed().as_secs_f64();
    bar.finish_and_clear();
    if let Some(p) = &args.output {
        // Streamed to the file: the table is as large as the values (hundreds of MB on
        // classic), and a copy in memory would add as much to the peak.
        crate::cli::io::write_with(p, quiet, |w| sol.table.write(&mut &mut *w))?;
    }
    if let Some(p) = &args.record {
        let first = firsts[0];
        let v = match first {
            Side::Jackals => sol.jackals_first.as_ref(),
            Side::Lions => sol.lions_first.as_ref(),
        };
        if let Some(v) = v {
            let rec = line_record(&board, &sol.setup, first, v);
            let s = serde_json::to_string_pretty(&rec).unwrap_or_default() + "\n";
            crate::cli::io::write_file(p, s.as_bytes(), quiet)?;
        }
    }
    let s = match args.format {
        GameFormat::Json => {
            serde_json::to_string_pretty(&sol.report(&board)).unwrap_or_default() + "\n"
        }
        GameFormat::Text => text(&board, &sol),
    };
    crate::print_stdout(&s)?;
    Ok(ExitCode::SUCCESS)
}

/// The table at `p`, which must be `board`'s (its rules and regions).
///
/// # Errors
/// A [`Failure`] naming the file when it cannot be read or is not this board's table.
pub fn read_table(board: &GameBoard, p: &Path) -> Result<std::sync::Arc<Table>, Failure> {
    if p.is_dir() {
        return Err(Failure(format!(
            "{} is a folder, not a table; give the file `savanna solve BOARD -o TABLE` wrote",
            p.display()
        )));
    }
    // Read through a buffer, not whole: the file is as large as the table.
    let file =
        std::fs::File::open(p).map_err(|e| Failure(format!("cannot read {}: {e}", p.display())))?;
    let t = Table::read(board, &mut std::io::BufReader::new(file))
        .map_err(|e| Failure(format!("{}: {e}", p.display())))?;
    Ok(std::sync::Arc::new(t))
}

/// The principal variation as a game record that `savanna replay` checks move by move.
pub fn line_record(
    board: &GameBoard,
    setup: &savanna::game::record::SetupRecord,
    first: Side,
    v: &FirstValue,
) -> GameRecord {
    let mut pos = savanna::game::Position::start(board, &setup.lions, setup.jackals, first);
    for turn in &v.line {
        for gm in &turn.moves {
            if let Ok(m) = gm.to_move(pos.side) {
                pos.apply(board, m);
            }
        }
        if !pos.over(board) {
            pos.end_turn(board);
        }
    }
    let mut agents = KindMap::new();
    agents.insert("lions", "perfect".to_string());
    agents.insert("jackals", "perfect".to_string());
    let mut rules = board.rules.clone();
    rules.first = first;
    GameRecord {
        savanna_game: 1,
        board: board.name.clone(),
        rules,
        tables: BoardTables::of(board),
        setup: setup.clone(),
        first,
        seed: None,
        agents,
        turns: v.line.clone(),
        outcome: pos.outcome(board),
    }
}

fn verdict(v: &FirstValue) -> String {
    let rounds = format!(
        "after {} round{}",
        v.rounds,
        if v.rounds == 1 { "" } else { "s" }
    );
    match (v.outcome.as_str(), v.by, v.points) {
        ("draw", _, Some(p)) => format!("a draw on points, {}-{}, {rounds}", p.lions, p.jackals),
        (w, EndReason::Elimination, _) => format!(
            "the {w} win by eliminating the {}, {rounds}",
            if w == "lions" { "jackals" } else { "lions" }
        ),
        (w, _, Some(p)) => format!(
            "the {w} win on points, lions {} to jackals {}, {rounds}",
            p.lions, p.jackals
        ),
        (w, _, None) => format!("the {w} win, {rounds}"),
    }
}

fn text(board: &GameBoard, sol: &solve::Solution) -> String {
    let mut s = format!(
        "{}: {} {}, {} {}, {} {}; {}\n",
        board.name.as_deref().unwrap_or("board"),
        board.len(),
        savanna::output::render::in_play::plural("region", board.len()),
        board.lions,
        savanna::output::render::in_play::plural("lion", board.lions as usize),
        board.jackals,
        savanna::output::render::in_play::plural("jackal", board.jackals as usize),
        rules_line(board)
    );
    s.push_str("with perfect play:\n");
    for (first, v) in [
        (Side::Jackals, &sol.jackals_first),
        (Side::Lions, &sol.lions_first),
    ] {
        if let Some(v) = v {
            s.push_str(&format!("  {first} first: {}\n", verdict(v)));
        }
    }
    if let (Some(j), Some(l)) = (&sol.jackals_first, &sol.lions_first)
        && let Some(t) = savanna::game::balance::exact_of(j, l).taking_turns()
    {
        s.push_str(&format!("  so {t}\n"));
    }
    // How forgiving each line is (issue 40.2): what the side holding the value must find.
    if sol.jackals_first.is_some() || sol.lions_first.is_some() {
        s.push_str("how forgiving, along the line of perfect play:\n");
    }
    for (first, v) in [
        (Side::Jackals, &sol.jackals_first),
        (Side::Lions, &sol.lions_first),
    ] {
        if let Some(v) = v {
            s.push_str(&format!("  {first} first: {}\n", v.forgiving.sentence));
        }
    }
    // Every placement with every piece in play, each told from one point of view (the jackals'
    // share first, then draws, then the lions'), whoever is to move: a reader compares the lines.
    for (first, v) in [
        (Side::Jackals, &sol.jackals_first),
        (Side::Lions, &sol.lions_first),
    ] {
        let Some(v) = v else { continue };
        let f = v.full_material;
        let (jackals, lions) = match first {
            Side::Jackals => (f.won, f.lost),
            Side::Lions => (f.lost, f.won),
        };
        s.push_str(&format!(
            "with every piece in play and the {first} to move ({} placements): the jackals win {:.1} %, draws {:.1} %, the lions win {:.1} %\n",
            f.positions,
            100.0 * jackals,
            100.0 * f.drawn,
            100.0 * lions
        ));
    }
    for (first, v) in [
        (Side::Jackals, &sol.jackals_first),
        (Side::Lions, &sol.lions_first),
    ] {
        let Some(v) = v else { continue };
        s.push_str(&format!("a line of perfect play, the {first} first:\n"));
        for (t, turn) in v.line.iter().enumerate() {
            let moves: Vec<String> = turn
                .moves
                .iter()
                .map(|m| move_text(board, turn.side, m))
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
    }
    let st = &sol.stats;
    s.push_str(&format!(
        "solved in {:.1} s: {} states, {} end-of-turn transitions enumerated{}, {} turn states expanded; values {}, turn lists{} {} at most{}\n",
        st.seconds,
        big(st.states),
        big(st.transitions),
        if st.quiet_graph_edges > 0 {
            format!(
                " and the jackals' quiet turns as graphs of {} partial turns and {} edges",
                big(st.quiet_graph_states),
                big(st.quiet_graph_edges)
            )
        } else {
            String::new()
        },
        big(st.turn_states),
        mb(st.value_bytes),
        if st.quiet_graph_edges > 0 {
            " and graphs"
        } else {
            ""
        },
        mb(st.list_bytes),
        if st.regenerated_classes > 0 {
            format!(
                " (to stay within --max-memory, the turns or quiet graphs of {} of the {} placements and sides to move, in {} {}, were regenerated for each quiet layer)",
                big(st.regenerated_placements),
                big(st.placements * 2),
                st.regenerated_classes,
                if st.regenerated_classes == 1 { "class" } else { "classes" }
            )
        } else {
            String::new()
        }
    ));
    s
}

/// Makes the perfect agent's table ready for `board`: read from `table` (written by
/// `solve -o`), or solved now when the board is small ([`agent::SOLVE_ON_DEMAND_PLACEMENTS`]),
/// saying so with its progress on standard error unless `quiet`.
///
/// # Errors
/// A [`Failure`] when the file cannot be read or is not this board's table, or the board is
/// too large to solve on demand.
pub fn prepare_perfect(
    board: &GameBoard,
    table: Option<&Path>,
    quiet: bool,
) -> Result<(), Failure> {
    if let Some(p) = table {
        agent::register(read_table(board, p)?);
        return Ok(());
    }
    if agent::table_for(board).is_some() {
        return Ok(());
    }
    // Said before the solve, with its progress (issue 42): a perfect agent's first move waits
    // for it.
    let work = solve::estimate(board).map_or(0, |e| e.work);
    let step = (work > 0 && !quiet).then(|| {
        super::progress::Step::start("solving the board for the perfect agent", work, quiet)
    });
    let inc = |n: u64| {
        if let Some(s) = &step {
            s.inc(n)
        }
    };
    let limits = Limits {
        progress: Some(&inc),
        ..Limits::default()
    };
    let r = agent::prepare_with(board, agent::SOLVE_ON_DEMAND_PLACEMENTS, &limits);
    if let Some(s) = step {
        s.finish(if r.is_ok() { "solved" } else { "not solved" });
    }
    r.map(|_| ()).map_err(|e| Failure(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::parse_memory;

    #[test]
    fn memory_sizes_in_binary_units_and_the_spellings_printed() {
        assert_eq!(parse_memory("2G"), Ok(2 << 30));
        assert_eq!(parse_memory("1500M"), Ok(1500 << 20));
        assert_eq!(parse_memory("10MB"), Ok(10 << 20));
        assert_eq!(parse_memory("2GiB"), Ok(2 << 30));
        assert_eq!(parse_memory("0.5g"), Ok(1 << 29));
        assert_eq!(parse_memory("800K"), Ok(800 << 10));
        assert_eq!(parse_memory("100B"), Ok(100));
        assert_eq!(parse_memory("1e3"), Ok(1000));
        assert_eq!(parse_memory(" 4096 "), Ok(4096));
        for bad in ["abc", "", "B", "1T", "0x100000", "inf", "nan", "1_000"] {
            let e = parse_memory(bad).unwrap_err();
            assert!(e.contains("is not a size"), "{bad}: {e}");
        }
        for small in ["0", "0.4", "-5", "-1G"] {
            let e = parse_memory(small).unwrap_err();
            assert!(e.contains("at least one byte"), "{small}: {e}");
        }
        let e = parse_memory("18446744073709551616").unwrap_err();
        assert!(e.contains("beyond any memory"), "{e}");
    }
}
