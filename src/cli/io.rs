//! The command line's conventions, kept out of main.rs: `-` for standard input and output, a
//! validated board file read as the board it came from, and render options that do not apply
//! to the chosen output refused as usage mistakes (exit 2) before any work.

use super::progress::Reporter;
use crate::Cli;
use clap::CommandFactory;
use savanna::input::MAX_FILE_BYTES;
use std::io::{Read, Write};
use std::path::Path;

/// Stops with a usage mistake (clap's message format, exit status 2), its frame in the reader's
/// language.
pub fn usage_error(msg: impl std::fmt::Display) -> ! {
    let e = Cli::command().error(clap::error::ErrorKind::ArgumentConflict, msg);
    super::clap_error::exit(&e, reader_lang())
}

/// The `--px-per-inch` given on the command line, for every SVG drawing read.
static PX_PER_INCH: std::sync::OnceLock<f64> = std::sync::OnceLock::new();

/// Sets the px per inch of every SVG drawing read from now on (`--px-per-inch`); the first
/// call wins.
pub fn set_px_per_inch(px_per_inch: f64) {
    let _ = PX_PER_INCH.set(px_per_inch);
}

/// The `--px-per-inch` given on the command line, if any.
pub fn px_per_inch() -> Option<f64> {
    PX_PER_INCH.get().copied()
}

static LANG: std::sync::OnceLock<savanna::i18n::Lang> = std::sync::OnceLock::new();

/// Sets the `--lang` given on the command line; the first call wins.
pub fn set_lang(lang: savanna::i18n::Lang) {
    let _ = LANG.set(lang);
}

/// The `--lang` given on the command line, if any.
pub fn lang() -> Option<savanna::i18n::Lang> {
    LANG.get().copied()
}

/// `cannot read NAME: WHY` in the reader's language (`-`: standard input, said as such).
pub fn cannot_read(name: impl std::fmt::Display, e: &std::io::Error) -> String {
    use savanna::i18n::Arg;
    let lang = reader_lang();
    let name = name.to_string();
    let name = if name == "-" || name == "standard input" {
        lang.tr("io-stdin", &[])
    } else {
        name
    };
    lang.tr(
        "io-cannot-read",
        &[
            ("name", Arg::from(name)),
            ("why", Arg::from(lang.io_why(e))),
        ],
    )
}

/// Message `id` of the catalogue with `msg` (`cli-error`, `cli-note`: the line's prefix), in
/// the reader's language.
pub fn said_msg(id: &str, msg: &str) -> String {
    reader_lang().tr(id, &[("msg", savanna::i18n::Arg::from(msg))])
}

/// Message `id` of the catalogue with `name`, in the reader's language.
pub fn said_of(id: &str, name: impl std::fmt::Display) -> String {
    reader_lang().tr(id, &[("name", savanna::i18n::Arg::from(name.to_string()))])
}

/// Parses `--px-per-inch`: a finite number above 0 and at most 10 000.
pub fn parse_px_per_inch(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v <= 10_000.0 => Ok(v),
        _ => Err(savanna::command::px_per_inch_refusal(s)),
    }
}

/// Imports the SVG `text` with the command line's options.
fn import_text(
    text: &str,
) -> Result<savanna::import::svg::Imported, savanna::import::svg::ImportError> {
    let opts = savanna::import::svg::ImportOptions {
        px_per_inch: PX_PER_INCH.get().copied(),
    };
    savanna::import::svg::import_with(text, &opts)
}

/// The SVG text of `path` (`-`: standard input), read through [`read_limited_bytes`] and
/// decoded ([`savanna::import::svg::bytes::decode`]): at most [`MAX_FILE_BYTES`], UTF-8, or
/// compressed (gzip), UTF-16 or UTF-32.
fn read_svg_text(path: &Path) -> Result<String, Failure> {
    let (name, bytes) = if path.as_os_str() == "-" {
        (
            reader_lang().tr("io-stdin", &[]),
            read_limited_bytes(std::io::stdin().lock()),
        )
    } else {
        (
            path.display().to_string(),
            std::fs::File::open(path).and_then(read_limited_bytes),
        )
    };
    let bytes = bytes.map_err(|e| Failure(cannot_read(&name, &e)))?;
    savanna::import::svg::bytes::decode(&bytes)
        .map_err(|e| Failure(format!("cannot read {name}: {e}")))
}

/// At most [`MAX_FILE_BYTES`] + 1 bytes of `r`: enough to see that a larger file is too large.
fn read_limited_bytes(r: impl Read) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    r.take(MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Reads at most [`MAX_FILE_BYTES`] + 1 bytes of a board file: enough for the loader to see
/// that a larger file is too large and say so with its coded diagnostic
/// (`savanna::input::too-large`, the one place the size is checked), without holding a huge
/// file in memory.
fn read_limited(r: impl Read) -> std::io::Result<Text> {
    Ok(Text::from_bytes(read_limited_bytes(r)?))
}

/// Writes `bytes` to `path` atomically, and says so on standard error unless `quiet`.
pub fn write_file(path: &Path, bytes: &[u8], quiet: bool) -> Result<(), Failure> {
    write_with(path, quiet, |w| w.write_all(bytes))
}

/// Writes `path` atomically with what `fill` writes (streamed, for large outputs such as a
/// solver's table), and says so on standard error unless `quiet`.
pub fn write_with(
    path: &Path,
    quiet: bool,
    fill: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> Result<(), Failure> {
    savanna::output::write::write_atomic_with(path, fill)
        .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
    if !quiet {
        eprintln!("{}", wrote(&path.display().to_string()));
    }
    Ok(())
}

/// The reader's language: `--lang`, else the locale ([`env_lang`]).
pub fn reader_lang() -> savanna::i18n::Lang {
    lang().unwrap_or_else(env_lang)
}

/// "wrote FILE" in the reader's language ([`reader_lang`]).
pub fn wrote(path: &str) -> String {
    reader_lang().tr("cli-wrote", &[("path", savanna::i18n::Arg::from(path))])
}

/// A failure that is not a diagnostic of the board: message for stderr, exit status 1.
pub struct Failure(pub String);

/// A library error becomes a failure with its message (as `Display` writes it).
impl<E: std::error::Error> From<E> for Failure {
    fn from(e: E) -> Failure {
        Failure(e.to_string())
    }
}

/// The board file's contents: the library's [`savanna::frontend::BoardText`].
pub use savanna::frontend::BoardText as Text;

/// Refuses outputs that cannot be written or would overwrite the board file itself (the
/// suggested other name is a board file's, a sheet's or an import's: [`other_name`]).
pub fn check_output(board: &Path, out: &Path) -> Result<(), Failure> {
    check_output_as(board, out, None)
}

/// [`check_output`] for an output that is not a board file or sheet: `suffix` ends the
/// suggested other name (`.table`: `classic.table`; `-game.json`: `classic-game.json`), and the
/// folder is tried for writing before any work ([`savanna::output::write::probe`]), so that a
/// long solve or match does not end in "cannot write".
pub fn check_output_as(board: &Path, out: &Path, suffix: Option<&str>) -> Result<(), Failure> {
    if out.is_dir() {
        return Err(Failure(format!(
            "{} is a folder: give a file name to write",
            out.display()
        )));
    }
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if parent.exists() && !parent.is_dir() {
        return Err(Failure(format!(
            "cannot write {}: {} is a file, not a folder",
            out.display(),
            parent.display()
        )));
    }
    if !parent.is_dir() {
        return Err(Failure(format!(
            "cannot write {}: the folder {} does not exist",
            out.display(),
            parent.display()
        )));
    }
    if let (Ok(a), Ok(b)) = (board.canonicalize(), out.canonicalize())
        && a == b
    {
        return Err(Failure(format!(
            "{} is the input file itself: choose another output name (e.g. {})",
            out.display(),
            match suffix {
                Some(s) => {
                    let stem = board
                        .file_stem()
                        .and_then(|s| s.to_str())
                        .unwrap_or("board");
                    let name = format!("{stem}{s}");
                    // Not the very name refused (a board file named `x.table`).
                    if out.file_name().and_then(|f| f.to_str()) == Some(name.as_str()) {
                        format!("{stem}-out{s}")
                    } else {
                        name
                    }
                }
                None => other_name(board, out),
            }
        )));
    }
    if suffix.is_some() {
        savanna::output::write::probe(out)
            .map_err(|e| Failure(format!("cannot write {}: {e}", out.display())))?;
    }
    Ok(())
}

/// Refuses, as a usage mistake (exit 2), two files of one command on the same path: `what`
/// names each (`-o`, `--record`, `--table`); the later would replace the earlier (or the table
/// read) without a word. Paths are compared resolved ([`resolved`]: `same.x`, `./same.x` and
/// `/tmp/u/same.x` are one file, whether it exists yet or not). A device (`/dev/null`) may take
/// both.
pub fn check_distinct(a: (&str, &Path), b: (&str, &Path)) {
    if let Err(m) = distinct(a, b) {
        usage_error(m);
    }
}

/// Whether the outputs `a` and `b` (each with the flag that named it) are different files:
/// the sentence of the usage mistake when they resolve to the same one (a device such as
/// /dev/null may be named twice).
///
/// # Errors
/// The sentence when they are the same file.
pub fn distinct(a: (&str, &Path), b: (&str, &Path)) -> Result<(), String> {
    let device = |p: &Path| std::fs::metadata(p).is_ok_and(|m| !m.is_file() && !m.is_dir());
    if resolved(a.1) == resolved(b.1) && !device(a.1) {
        return Err(format!(
            "{} and {} are the same file ({}): one would replace the other; give each its own name",
            a.0,
            b.0,
            a.1.display()
        ));
    }
    Ok(())
}

/// `p` as the system will find it: resolved when it exists (links followed); else its folder
/// resolved (when that exists) and its file name; else `p` made absolute.
fn resolved(p: &Path) -> std::path::PathBuf {
    if let Ok(c) = p.canonicalize() {
        return c;
    }
    let parent = p
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    match (parent.canonicalize(), p.file_name()) {
        (Ok(d), Some(f)) => d.join(f),
        _ => std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf()),
    }
}

/// An output name beside `board` for the suggestion when the output would overwrite the input:
/// a board file's by `build` (`STEM.validated.EXT`), a sheet's by `render` (`STEM-sheet.EXT`),
/// or the board file `import` writes from an SVG (`STEM.yaml`).
fn other_name(board: &Path, out: &Path) -> String {
    let stem = board
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("board");
    let ext = out
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("json")
        .to_ascii_lowercase();
    match ext.as_str() {
        // The input is a drawing: `import` turns it into a board file.
        "svg" if !is_savanna_board(board) => format!("{stem}.yaml"),
        "svg" | "pdf" | "png" => format!("{stem}-sheet.{ext}"),
        _ => format!("{stem}.validated.{ext}"),
    }
}

/// Whether `path` names a board file (YAML or JSON) rather than a drawing.
fn is_savanna_board(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| matches!(e.to_ascii_lowercase().as_str(), "yaml" | "yml" | "json"))
}

/// The board file made from the SVG at `path`, its warnings printed to stderr.
pub fn import_svg(path: &Path, rep: &Reporter) -> Result<String, Failure> {
    let text = read_svg_text(path)?;
    let path = if path.as_os_str() == "-" {
        Path::new("<stdin>")
    } else {
        path
    };
    import_svg_text(&path.display().to_string(), &text, rep)
}

/// Imports the SVG `text` read from `name`, printing its notes and warnings unless quiet.
pub fn import_svg_text(name: &str, text: &str, rep: &Reporter) -> Result<String, Failure> {
    if text.len() > MAX_FILE_BYTES {
        let max = MAX_FILE_BYTES.to_string();
        return Err(Failure(reader_lang().tr(
            "io-too-large",
            &[("name", name.into()), ("max", max.into())],
        )));
    }
    let out = import_text(text).map_err(|e| Failure(format!("{name}: {e}")))?;
    if !rep.quiet() {
        let lang = reader_lang();
        let line = |id: &str, text: &str| {
            use savanna::i18n::Arg;
            lang.tr(id, &[("name", Arg::from(name)), ("text", Arg::from(text))])
        };
        for n in out.notes_in(lang) {
            eprintln!("{}", line("cli-import-note", &n));
        }
        for w in out.warnings_in(lang) {
            eprintln!("{}", line("cli-import-warning", &w));
        }
    }
    Ok(out.yaml)
}

pub fn read_board(path: &Path) -> Result<Text, Failure> {
    if savanna::frontend::is_drawing_path(&path.to_string_lossy()) {
        // An SVG board (`.svg`, or `.svgz` compressed) is imported first; its diagnostics
        // point into the SVG.
        let name = path.display().to_string();
        let bytes = std::fs::File::open(path)
            .and_then(read_limited_bytes)
            .map_err(|e| Failure(cannot_read(&name, &e)))?;
        let opts = savanna::import::svg::ImportOptions {
            px_per_inch: PX_PER_INCH.get().copied(),
        };
        let out = savanna::frontend::import_bytes(&name, bytes, &opts).map_err(Failure)?;
        return Ok(Text::Svg(Box::new(out)));
    }
    let f = std::fs::File::open(path).map_err(|e| Failure(cannot_read(path.display(), &e)))?;
    if f.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(Failure(said_of("io-directory", path.display())));
    }
    read_limited(f).map_err(|e| Failure(cannot_read(path.display(), &e)))
}

pub fn print_stdout(s: &str) -> Result<(), Failure> {
    stream_stdout(|out| out.write_all(s.as_bytes()))
}

/// Runs `fill` on buffered standard output and flushes it. A closed pipe (e.g. `| head`) is not
/// an error of ours; any other write error is.
pub fn stream_stdout(
    fill: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Failure> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match fill(&mut out).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => {
            let lang = reader_lang();
            let why = lang.io_why(&e);
            Err(Failure(
                lang.tr("io-cannot-write-stdout", &[("why", why.into())]),
            ))
        }
    }
}

/// `--lang`: a language code savanna speaks (`en`, `ru`).
///
/// # Errors
/// Any other text, with the accepted codes.
pub fn parse_lang(s: &str) -> Result<savanna::i18n::Lang, String> {
    // The test language, for the test that every word goes through the catalogue.
    if s == "pseudo" {
        return Ok(savanna::i18n::Lang::Pseudo);
    }
    savanna::i18n::Lang::parse(s).ok_or_else(|| {
        let all: Vec<&str> = savanna::i18n::Lang::ALL.map(|l| l.as_str()).to_vec();
        format!("unknown language `{s}`: use one of {}", all.join(", "))
    })
}

/// The language of the environment's locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`: the
/// first one set and not empty), as [`savanna::i18n::Lang::from_env`] reads them.
pub fn env_lang() -> savanna::i18n::Lang {
    let vars = ["LC_ALL", "LC_MESSAGES", "LANG"].map(|k| std::env::var(k).ok());
    savanna::i18n::Lang::from_env([vars[0].as_deref(), vars[1].as_deref(), vars[2].as_deref()])
}
