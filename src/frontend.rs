//! The door: board text or a validated board file in; a validated board ([`validate`]) or a
//! board the game engine plays on ([`load_board`]) out. No I/O: the caller reads the text.
//!
//! An SVG drawing is board text once imported ([`crate::import::svg::import`], whose `yaml` is
//! the board file). The engine ([`crate::game`]) never runs the pipeline itself; a frontend (the
//! CLI, the browser) loads the board here and hands the [`GameBoard`] to the engine.

use crate::diagnostics::Diagnostic;
use crate::game::GameBoard;
use crate::input::edit::{Edit, EditError};
use crate::validated::ValidatedBoard;

/// The validated board of `text`: a validated board file (JSON or YAML with `savanna: 1`) as it
/// is, anything else (a board file) through the whole pipeline ([`crate::pipeline::run`]).
///
/// # Errors
/// The errors of a board file that cannot be read or breaks a rule (warnings are dropped; run
/// the pipeline for every diagnostic).
pub fn validate(text: &str) -> Result<ValidatedBoard, Vec<Diagnostic>> {
    if let Some(v) = read_validated(text) {
        return Ok(v);
    }
    let out = crate::pipeline::run(text, &crate::pipeline::Options::default())?;
    if out.has_errors() {
        return Err(out
            .diagnostics
            .into_iter()
            .filter(Diagnostic::is_error)
            .collect());
    }
    Ok(out.validated)
}

/// Reads a board for the game: a validated board file (JSON or YAML with `savanna: 1`, as
/// `savanna build` writes it) is read as it is; anything else is a board file, run through the
/// whole pipeline ([`crate::pipeline::run`]).
///
/// # Errors
/// The diagnostics of a board that cannot be read, has errors, or cannot be played
/// (`savanna::game::*` codes, [`crate::diagnostics::Code::GAME`]).
pub fn load_board(text: &str) -> Result<GameBoard, Vec<Diagnostic>> {
    load_game(text).map(|(b, _)| b)
}

/// [`load_board`] and the board file's `lang:` (the language of what is printed about the
/// board), when it gives one.
///
/// # Errors
/// As [`load_board`].
pub fn load_game(text: &str) -> Result<(GameBoard, Option<crate::i18n::Lang>), Vec<Diagnostic>> {
    if let Some(v) = read_validated(text) {
        // The file's own `rules.min_pack_distance` (a file written before it was recorded reads
        // as the default, 2), as the board file's YAML would give it.
        return GameBoard::from_validated(&v, &v.game, v.rules.min_pack_distance)
            .map(|b| (b, v.lang));
    }
    let out = crate::pipeline::run(text, &crate::pipeline::Options::default())?;
    if out.has_errors() {
        return Err(out
            .diagnostics
            .into_iter()
            .filter(Diagnostic::is_error)
            .collect());
    }
    GameBoard::from_validated(
        &out.validated,
        &out.board.game,
        out.board.rules.min_pack_distance,
    )
    .map(|b| (b, out.validated.lang))
}

/// The text as a validated board file, when it is one (has `savanna:` and `regions:` at the top).
/// A byte-order mark first is ignored, as the board file reader ignores it.
pub fn read_validated(text: &str) -> Option<ValidatedBoard> {
    // `trim_start` keeps U+FEFF (not white space), and serde_json refuses it.
    let t = text.trim_start_matches('\u{feff}').trim_start();
    let looks = (t.starts_with('{') && t.contains("\"savanna\"") && t.contains("\"regions\""))
        || (t.starts_with("savanna:") || t.contains("\nsavanna:")) && t.contains("\nregions:");
    if !looks {
        return None;
    }
    if t.starts_with('{') {
        serde_json::from_str(t).ok()
    } else {
        crate::input::yaml::from_str(t).ok()
    }
}

// ---------------------------------------------------------------------------------------------
// What `check`, `build` and `render` make of a board file, as text and bytes: the command line
// and the WebAssembly engine (wasm/) both print these, so they give the same bytes.

use crate::diagnostics::{JsonDiagnostics, Severity};
use crate::import::svg::{ImportOptions, Imported};
use crate::pipeline::{Options, Outcome, Progress};

/// A board file's contents as read: text, bytes that are not UTF-8 (the loader explains), or
/// an SVG drawing already imported.
pub enum BoardText {
    /// UTF-8 text.
    Utf8(String),
    /// Bytes that are not UTF-8, and the same with each invalid sequence replaced by U+FFFD
    /// (every byte offset up to the first one, where the loader's diagnostic points, is
    /// unchanged, so its line and column come out right).
    Bytes(Vec<u8>, String),
    /// An SVG drawing, imported: diagnostics point into the SVG.
    Svg(Box<Imported>),
}

impl BoardText {
    /// The text diagnostics point into: the board file, the lossy text of bytes, or the SVG.
    pub fn as_str(&self) -> &str {
        match self {
            BoardText::Utf8(s) => s,
            BoardText::Bytes(_, lossy) => lossy,
            BoardText::Svg(i) => &i.svg,
        }
    }

    /// The bytes as read: UTF-8 text, or bytes that are not.
    pub fn from_bytes(bytes: Vec<u8>) -> BoardText {
        match String::from_utf8(bytes) {
            Ok(s) => BoardText::Utf8(s),
            Err(e) => {
                let bytes = e.into_bytes();
                let lossy = String::from_utf8_lossy(&bytes).into_owned();
                BoardText::Bytes(bytes, lossy)
            }
        }
    }
}

/// Whether `text` is XML (an SVG drawing) rather than a board file: its first character after
/// a byte-order mark and white space is `<`, which no board file has.
pub fn looks_like_svg(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('<')
}

/// The SVG drawing `bytes` imported (the board file and its diagnostics in the SVG): UTF-8
/// text, a compressed SVG (gzip, `.svgz`) or text in UTF-16 or UTF-32
/// ([`crate::import::svg::bytes::decode`]).
///
/// # Errors
/// A sentence naming `name`: the bytes exceed [`crate::input::MAX_FILE_BYTES`] (compressed or
/// not), are not text in their encoding (`not UTF-8 text`), or are no drawing the importer reads.
pub fn import_bytes(name: &str, bytes: Vec<u8>, opts: &ImportOptions) -> Result<Imported, String> {
    let text = crate::import::svg::bytes::decode(&bytes)
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    crate::import::svg::import_with(&text, opts).map_err(|e| format!("{name}: {e}"))
}

/// Whether `path` names an SVG drawing by its extension: `.svg`, or `.svgz` (compressed),
/// in any case.
pub fn is_drawing_path(path: &str) -> bool {
    std::path::Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("svg") || e.eq_ignore_ascii_case("svgz"))
}

/// Whether `bytes` read from standard input are an SVG drawing: text whose first character is
/// `<` ([`looks_like_svg`]), or bytes that are SVG in another form (compressed, UTF-16,
/// UTF-32: [`crate::import::svg::bytes::is_svg_bytes`]).
pub fn looks_like_svg_bytes(bytes: &[u8]) -> bool {
    crate::import::svg::bytes::is_svg_bytes(bytes)
        || looks_like_svg(&String::from_utf8_lossy(bytes))
}

/// A board read for `check`, `build` and `render`: a validated board file (build's output) is
/// turned into the board file it was validated from; the note says so (the CLI prints it on
/// standard error). Other text is returned as it is.
///
/// # Errors
/// A sentence naming `name` when the text is a validated board file that cannot be read back.
pub fn read_back(name: &str, text: BoardText) -> Result<(BoardText, Option<String>), String> {
    if let BoardText::Utf8(s) = &text
        && let Some(board) = crate::input::rebuild::board_text(s)
    {
        let board = board.map_err(|e| {
            format!("{name} looks like a validated board file, but cannot be read back: {e}")
        })?;
        let note =
            format!("{name}: a validated board file, read as the board it was validated from");
        return Ok((BoardText::Utf8(board), Some(note)));
    }
    Ok((text, None))
}

/// The pipeline on a board as read ([`crate::pipeline::run_with`]; an SVG through
/// [`Imported::run_with`], bytes that are not UTF-8 through the loader's diagnostic).
///
/// # Errors
/// The diagnostics when the board cannot be read as a board.
pub fn analyse(
    text: &BoardText,
    opts: &Options,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<Outcome, Vec<Diagnostic>> {
    match text {
        BoardText::Utf8(s) => crate::pipeline::run_with(s, opts, progress),
        BoardText::Svg(i) => i.run_with(opts, progress),
        BoardText::Bytes(b, _) => Err(match crate::input::load_bytes(b) {
            Err(d) => d,
            Ok(_) => Vec::new(),
        }),
    }
}

/// Counts of diagnostics by severity.
fn count(diags: &[Diagnostic], s: Severity) -> usize {
    diags.iter().filter(|x| x.severity == s).count()
}

/// `savanna check --format json` of one board: the report (keys in alphabetical order: advice,
/// diagnostics in the validated board file's shape, errors, file, warnings) in savanna's JSON
/// layout, with a trailing newline. `text` is what the diagnostics' byte offsets point into.
pub fn check_json(name: &str, text: &str, diags: &[Diagnostic]) -> String {
    #[derive(serde::Serialize)]
    struct Report<'a> {
        advice: usize,
        diagnostics: JsonDiagnostics<'a>,
        errors: usize,
        file: &'a str,
        warnings: usize,
    }
    let report = Report {
        advice: count(diags, Severity::Advice),
        diagnostics: JsonDiagnostics::new(text, diags),
        errors: count(diags, Severity::Error),
        file: name,
        warnings: count(diags, Severity::Warning),
    };
    json_line(&report)
}

/// The `check --format json` report of a board file that cannot be read: no diagnostics (there
/// is no text to point into), `error` with the reason, `errors: 1`.
pub fn unreadable_json(name: &str, msg: &str) -> String {
    #[derive(serde::Serialize)]
    struct Unreadable<'a> {
        advice: usize,
        diagnostics: [(); 0],
        error: &'a str,
        errors: usize,
        file: &'a str,
        warnings: usize,
    }
    json_line(&Unreadable {
        advice: 0,
        diagnostics: [],
        error: msg,
        errors: 1,
        file: name,
        warnings: 0,
    })
}

/// `value` in savanna's JSON layout ([`crate::validated::json`]) and a new line.
fn json_line(value: &impl serde::Serialize) -> String {
    let mut out = Vec::new();
    // Plain data with string keys into memory: cannot fail.
    let _ = crate::validated::json::to_writer(&mut out, value);
    out.push(b'\n');
    String::from_utf8(out).unwrap_or_default()
}

/// `savanna check`'s plain-text report of one board: the diagnostics ([`write_text`], compact
/// without the feature `fancy`), the region table and the summary line; under `quiet` the
/// errors only. Region names from the file are made inert ([`crate::diagnostics::inert`]).
///
/// [`write_text`]: crate::diagnostics::write_text
///
/// # Errors
/// The first error of `w`.
pub fn write_check_text(
    w: &mut dyn std::io::Write,
    name: &str,
    text: &str,
    diags: &[Diagnostic],
    table: &str,
    colour: bool,
    quiet: bool,
) -> std::io::Result<()> {
    write_check_text_in(
        w,
        name,
        text,
        diags,
        table,
        (colour, quiet),
        crate::i18n::Lang::En,
    )
}

/// [`write_check_text`] in `lang`: the diagnostics as [`Diagnostic::in_lang`] says them and the
/// summary line ([`summary_in`]); `(colour, quiet)` as there.
///
/// # Errors
/// The first error of `w`.
pub fn write_check_text_in(
    w: &mut dyn std::io::Write,
    name: &str,
    text: &str,
    diags: &[Diagnostic],
    table: &str,
    (colour, quiet): (bool, bool),
    lang: crate::i18n::Lang,
) -> std::io::Result<()> {
    use crate::diagnostics::write_text_in;
    if quiet {
        let errors: Vec<Diagnostic> = diags.iter().filter(|d| d.is_error()).cloned().collect();
        return write_text_in(w, name, text, &errors, colour, lang);
    }
    write_text_in(w, name, text, diags, colour, lang)?;
    w.write_all(crate::diagnostics::inert(table).as_bytes())?;
    w.write_all(crate::diagnostics::inert(&summary_in(name, diags, lang)).as_bytes())
}

/// An area for the region table: whole units from 100 up, one decimal from 1, three
/// significant digits below (a board in metres has regions of 0.0321 m²).
pub fn fmt_area(a: f64) -> String {
    if !(a.is_finite() && a > 0.0) {
        return "0".into();
    }
    let s = if a >= 100.0 {
        format!("{a:.0}")
    } else if a >= 1.0 {
        format!("{a:.1}")
    } else {
        let decimals = (2.0 - libm::log10(a).floor()).clamp(3.0, 12.0) as usize;
        format!("{a:.decimals$}")
    };
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// The header of the region table's column of mixed counts: how many jackals fit beside `k`
/// lions where that is fewer than the jackals shown alone (`with 1 lion: 3 jackals`).
pub const TOGETHER: &str = "lions and jackals together";

/// One line per region: id, name (control characters escaped: [`crate::diagnostics::inert`]),
/// area, capacities as `n (at most m)`, the mixed counts that bind (a column only when some region
/// has them), and neighbors. Empty for a board without regions.
pub fn region_table(v: &ValidatedBoard) -> String {
    region_table_in(v, crate::i18n::Lang::En)
}

/// [`region_table`] in `lang` (`table-…`): the header, the bounds and the note; the capacity
/// phrases in the board's own language, as its sheet prints them.
pub fn region_table_in(v: &ValidatedBoard, lang: crate::i18n::Lang) -> String {
    use crate::i18n::tr;
    if v.regions.is_empty() {
        return String::new();
    }
    let kinds: Vec<&str> = v.pieces.iter().map(|(k, _)| k).collect();
    // The mixed counts that bind, as the sheet's labels give them: a column only when some
    // region has them.
    let together = |r: &crate::validated::RegionOut| -> Vec<String> {
        crate::output::render::in_play::capacity_phrases(v, r)
            .into_iter()
            .filter(|p| p.starts_with("with "))
            .collect()
    };
    let mixed = v.regions.iter().any(|r| !together(r).is_empty());
    let mut rows: Vec<Vec<String>> = vec![
        [
            tr!(lang, "table-id"),
            tr!(lang, "table-region"),
            tr!(lang, "table-area", units = v.units.as_str()),
        ]
        .into_iter()
        .chain(kinds.iter().map(|k| match *k {
            "lion" | "jackal" => tr!(lang, "table-kind", kind = *k),
            k => k.to_string(),
        }))
        .chain(mixed.then(|| tr!(lang, "table-together")))
        .chain([tr!(lang, "table-neighbors")])
        .collect(),
    ];
    for r in &v.regions {
        let mut row = vec![
            r.id.to_string(),
            // Escaped: a new line (or any control character) in a name must not break the table.
            r.name
                .as_deref()
                .map_or_else(|| "-".into(), crate::diagnostics::inert_cell),
            fmt_area(r.area),
        ];
        for k in &kinds {
            // `n+`: every piece in play fits; the count was not searched further.
            let plus = match r.capacity_search.get(k) {
                Some(crate::capacity::Search::Enough) => "+",
                _ => "",
            };
            row.push(match (r.capacity.get(k), r.capacity_bound.get(k)) {
                (Some(c), Some(b)) if b > c => {
                    format!("{c}{plus} {}", tr!(lang, "table-at-most", n = *b))
                }
                (Some(c), _) => c.to_string(),
                (None, _) => "-".into(),
            });
        }
        if mixed {
            let t = together(r);
            row.push(if t.is_empty() {
                "-".into()
            } else {
                t.join("; ")
            });
        }
        // Last, so that a long list (a region around hundreds of others) pads no other row.
        row.push(
            r.neighbors
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        );
        rows.push(row);
    }
    // Columns are measured in terminal cells (unicode-width): a CJK character or an emoji takes
    // two, a combining accent none, so names in any script line up.
    use unicode_width::UnicodeWidthStr;
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|i| rows.iter().map(|r| r[i].width()).max().unwrap_or(0))
        .collect();
    let mut s = String::new();
    for row in rows {
        let line: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c}{}", " ".repeat(w.saturating_sub(c.width()))))
            .collect();
        s.push_str("  ");
        s.push_str(line.join("  ").trim_end());
        s.push('\n');
    }
    if v.regions.iter().any(|r| {
        r.capacity_search
            .iter()
            .any(|(_, s)| *s == crate::capacity::Search::Enough)
    }) {
        s.push_str(&format!("  {}\n", tr!(lang, "table-enough")));
    }
    s.push('\n');
    s
}

/// The summary line: `NAME: 0 errors, 1 warning, 2 advice`.
pub fn summary(name: &str, d: &[Diagnostic]) -> String {
    summary_in(name, d, crate::i18n::Lang::En)
}

/// [`summary`] in `lang` (`diag-summary`): `NAME: 0 ошибок, 1 предупреждение, 2 совета`.
pub fn summary_in(name: &str, d: &[Diagnostic], lang: crate::i18n::Lang) -> String {
    crate::i18n::tr!(
        lang,
        "diag-summary",
        name = name,
        errors = count(d, Severity::Error),
        warnings = count(d, Severity::Warning),
        advice = count(d, Severity::Advice)
    ) + "\n"
}

/// "error" or "errors" (after a count of `n`), and so on; "advice" is both.
pub fn severity_noun(s: Severity, n: usize) -> &'static str {
    match (s, n) {
        (Severity::Error, n) if n != 1 => "errors",
        (Severity::Warning, n) if n != 1 => "warnings",
        _ => s.as_str(),
    }
}

/// `savanna build`'s validated board file of `v`, written to `w`: JSON (or YAML with `yaml`),
/// certificates compacted unless `full_certificates` ([`ValidatedBoard::compact_certificates`]).
///
/// # Errors
/// The first error of `w`, or (YAML) a value YAML cannot represent.
pub fn write_build(
    mut v: ValidatedBoard,
    yaml: bool,
    full_certificates: bool,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    if !full_certificates {
        v.compact_certificates();
    }
    crate::validated::write_into(v, yaml, w)
}

/// [`crate::input::edit::apply`] with regions known: a `name_region` at a point of a region
/// that already has another name renames that name ([`Edit::RenameRegion`]: its `regions:`
/// entry and the `setup:` references to it), instead of adding a second name to one region
/// (`savanna::name::same-region`). The regions come from the pipeline (without capacities);
/// when the board cannot be read that far, the point is written as [`crate::input::edit::apply`]
/// writes it. Every other edit is [`crate::input::edit::apply`]'s.
///
/// ```
/// use savanna::input::edit::Edit;
/// let text = "frame: {width: 100, height: 60}\nlines: [[[50, 0], [50, 60]]]\nregions:\n  West: [10, 10]  # by the gate\nsetup: {lions: [West], jackals: 2}\n";
/// let e = Edit::NameRegion { at: [20.0, 30.0], name: "Oasis".into() };
/// let out = savanna::frontend::edit(text, &e).unwrap();
/// assert_eq!(out, text.replace("West", "Oasis"));
/// ```
///
/// # Errors
/// [`crate::input::edit::apply`]'s, and for `name_region`: the point in no region (outside
/// the frame) or on a line, or the name already naming another region while this one has a
/// name of its own.
pub fn edit(source: &str, edit: &Edit) -> Result<String, EditError> {
    use crate::regions::PointLocation;
    let Edit::NameRegion { at, name } = edit else {
        return crate::input::edit::apply(source, edit);
    };
    let opts = crate::pipeline::Options {
        capacity: false,
        ..Default::default()
    };
    let Ok(out) = crate::pipeline::run(source, &opts) else {
        return crate::input::edit::apply(source, edit);
    };
    let refuse = |message: String, help: &str| EditError {
        message,
        help: help.to_string(),
        span: None,
        line: None,
    };
    let id = match out.regions.locate(*at) {
        PointLocation::Inside(id) => id,
        PointLocation::OnBoundary(_) => {
            return Err(refuse(
                format!(
                    "the point ({}, {}) lies on a line, not inside a region",
                    at[0], at[1]
                ),
                "give a point inside the region",
            ));
        }
        PointLocation::Outside => {
            return Err(refuse(
                format!("the point ({}, {}) is in no region", at[0], at[1]),
                "give a point inside the frame, inside a region",
            ));
        }
    };
    match out.names.get(id).cloned().flatten() {
        Some(old) if old != *name => {
            if out.board.region_names.iter().any(|r| r.name == *name) {
                return Err(refuse(
                    format!("`{name}` already names another region, and this one is named `{old}`"),
                    "rename or remove the other name first, or choose another",
                ));
            }
            crate::input::edit::apply(
                source,
                &Edit::RenameRegion {
                    from: old,
                    to: name.clone(),
                },
            )
        }
        _ => crate::input::edit::apply(source, edit),
    }
}
