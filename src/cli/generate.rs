//! `savanna generate`: draw a board from a seed, or search for a fair one, through the command
//! layer ([`savanna::command::generate`]), and write it.

use super::door::{execute, read_boards, request};
use super::io::{self as cli_io, Failure};
use super::progress::Reporter;
use savanna::command::generate::{self as layer, GenerateRequest, refusal};
use savanna::command::{Command, Inputs};
use savanna::generate::{FrameSize, FrameSizeError};
use std::path::PathBuf;
use std::process::ExitCode;

/// The command's arguments (declared in main.rs's `Command::Generate`).
pub struct GenerateArgs {
    /// Regions wanted.
    pub regions: u32,
    /// The frame, as typed (checked by [`parse_frame`]).
    pub frame: String,
    /// Seed.
    pub seed: u64,
    /// `--balanced`.
    pub balanced: bool,
    /// `--fair`.
    pub fair: bool,
    /// `--allow-rules` (under `--fair`).
    pub allow_rules: bool,
    /// `--solve-limit` (under `--fair`), seconds.
    pub solve_limit: Option<u64>,
    /// `--from` (under `--fair`): the designer's board to start from.
    pub from: Option<PathBuf>,
    /// `--candidates`.
    pub candidates: Option<u32>,
    /// `--games`.
    pub games: Option<u32>,
    /// `--time` as typed (checked by [`parse_time`]).
    pub time: Option<String>,
    /// Output file; `-` or none: standard output.
    pub output: Option<PathBuf>,
}

/// `--regions` ([`layer::parse_regions`]).
///
/// # Errors
/// The layer's sentence.
pub fn parse_regions(s: &str) -> Result<u32, String> {
    layer::parse_regions(s)
}

/// `--frame`: `a3`, `a4` or `WxH` (mm, cm, m or in), kept as typed for the layer.
///
/// # Errors
/// Why it is no frame.
pub fn parse_frame(s: &str) -> Result<String, FrameSizeError> {
    FrameSize::parse(s).map(|_| s.to_string())
}

/// `--candidates` ([`layer::parse_candidates`]).
///
/// # Errors
/// The layer's sentence.
pub fn parse_candidates(s: &str) -> Result<u32, String> {
    layer::parse_candidates(s)
}

/// `--games` ([`layer::parse_games`]).
///
/// # Errors
/// The layer's sentence.
pub fn parse_games(s: &str) -> Result<u32, String> {
    layer::parse_games(s)
}

/// `--solve-limit` ([`layer::parse_solve_limit`]).
///
/// # Errors
/// The layer's sentence.
pub fn parse_solve_limit(s: &str) -> Result<u64, String> {
    layer::parse_solve_limit(s)
}

/// `--time` ([`layer::parse_time`]), kept as typed for the layer.
///
/// # Errors
/// The layer's sentence.
pub fn parse_time(s: &str) -> Result<String, String> {
    layer::parse_time(s).map(|_| s.to_string())
}

/// Generates the board through the command layer and writes it; exit status 1 with a message
/// when no board is found.
///
/// # Errors
/// A [`Failure`] when standard output or the file cannot be written.
pub fn run(a: GenerateArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    // The board given by --from keeps its own frame and regions (clap refuses them typed).
    let drawn = a.from.is_none();
    let req = GenerateRequest {
        regions: drawn.then_some(a.regions),
        frame: drawn.then_some(a.frame),
        seed: Some(a.seed),
        balanced: a.balanced,
        fair: a.fair,
        allow_rules: a.allow_rules,
        candidates: a.candidates,
        games: a.games,
        solve_limit: a.solve_limit,
        time: a.time,
        from: a.from.as_ref().map(|p| p.display().to_string()),
        output: a.output.map(|p| p.display().to_string()),
    };
    // The layer refuses these too; here they are worded as clap words a usage mistake.
    if let Some(m) = refusal(&req) {
        cli_io::usage_error(m);
    }
    let inputs = match &a.from {
        Some(p) => read_boards([p.as_path()]),
        None => Inputs::new(),
    };
    execute(&request(Command::Generate(req), rep), &inputs, rep)
}
