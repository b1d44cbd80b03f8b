//! `savanna solve BOARD`: the value of the board's set-up under perfect play (issue 27), and the
//! perfect agent's table for `play` and `balance` (`--agent perfect`).

use super::door::{execute, read_boards, request};
use super::progress::Reporter;
use crate::Failure;
use savanna::command::Command;
use savanna::command::Format;
use savanna::command::solve::{FirstChoice, SolveRequest};
use savanna::game::GameBoard;
use savanna::game::players::perfect as agent;
use savanna::game::solve::{self, Limits, Table};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The options of `savanna solve`.
#[derive(clap::Args, Debug)]
pub struct SolveArgs {
    /// The board: a board file or a validated board file.
    pub board: PathBuf,
    /// Which side moves first.
    #[arg(long, value_enum, default_value_t = FirstChoice::Both)]
    pub first: FirstChoice,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
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

/// `savanna solve`, through the command layer ([`savanna::command::solve`]).
///
/// # Errors
/// A [`Failure`] when standard output or a file cannot be written.
pub fn run(args: SolveArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let name = |p: &PathBuf| p.display().to_string();
    let inputs = read_boards([args.board.as_path()]);
    let req = SolveRequest {
        board: name(&args.board),
        first: args.first,
        format: args.format,
        record: args.record.as_ref().map(name),
        table: args.output.as_ref().map(name),
        max_memory: args.max_memory.or_else(default_memory),
    };
    execute(&request(Command::Solve(req), rep), &inputs, rep)
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
        std::fs::File::open(p).map_err(|e| Failure(super::io::cannot_read(p.display(), &e)))?;
    let t = Table::read(board, &mut std::io::BufReader::new(file))
        .map_err(|e| Failure(format!("{}: {e}", p.display())))?;
    Ok(std::sync::Arc::new(t))
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
        super::progress::Step::start(
            &super::io::reader_lang().tr("progress-solving-for-agent", &[]),
            work,
            quiet,
        )
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
        let outcome = if r.is_ok() {
            "progress-solved"
        } else {
            "progress-not-solved"
        };
        s.finish(&super::io::reader_lang().tr(outcome, &[]));
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
