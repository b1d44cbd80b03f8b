//! `check`, `build`, `render` and `import`: a board in, the CLI's bytes out.

use crate::{
    command, diagnostics_json, diagnostics_text, diagnostics_text_first, failure, localized,
    pipeline_options, read_board, usage,
};
use savanna::command::render::RenderRequest;
use savanna::command::{Command, Inputs, Request};
use savanna::diagnostics::Diagnostic;
use savanna::frontend::{self, BoardText};
use savanna::i18n::Lang;
use serde::Deserialize;
use serde_json::{Value, json};

/// The options of `check` (savanna.d.ts: `CheckOptions`).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct CheckReq {
    path: Option<String>,
    px_per_inch: Option<f64>,
    /// `false`: `--no-capacity`.
    capacity: Option<bool>,
    full_capacity: bool,
    quiet: bool,
    /// The language of the diagnostics' words (message, help, labels) in `diagnostics` and
    /// `text`, and of `text`'s table and summary; default English. `json` stays English.
    lang: Option<Lang>,
}

/// `savanna check [--format json]`: `{ok, exit, errors, warnings, advice, json, text,
/// diagnostics, stderr}`; `json` is the `--format json` output, `text` the plain report.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn check(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: CheckReq, src| {
        (check_reply(&r, src), Vec::new())
    })
}

fn check_reply(r: &CheckReq, src: Vec<u8>) -> Value {
    let (name, text, note) = match read_board(r.path.as_deref(), src, r.px_per_inch) {
        Ok(x) => x,
        Err(msg) => {
            let (name, _) = crate::name_of(r.path.as_deref());
            let mut v = failure(&msg);
            v["json"] = Value::String(frontend::unreadable_json(&name, &msg));
            v["errors"] = json!(1);
            v["warnings"] = json!(0);
            v["advice"] = json!(0);
            v["diagnostics"] = json!([]);
            return v;
        }
    };
    let opts = pipeline_options(r.capacity.unwrap_or(true), r.full_capacity);
    let (diags, ok, table) = match frontend::analyse(&text, &opts, &|_| {}) {
        Ok(out) => {
            let ok = !out.has_errors();
            let table = frontend::region_table(&out.validated);
            (out.diagnostics, ok, table)
        }
        Err(d) => (d, false, String::new()),
    };
    let lang = r.lang.unwrap_or_default();
    let src = text.as_str();
    let count = |s| diags.iter().filter(|d| d.severity == s).count();
    use savanna::diagnostics::Severity;
    let mut plain = Vec::new();
    // `json` stays English; the diagnostics and the text in `lang` (English: no copy).
    let translated;
    let said: &[Diagnostic] = if lang == Lang::En {
        &diags
    } else {
        translated = localized(diags.clone(), lang);
        &translated
    };
    let _ =
        frontend::write_check_text_in(&mut plain, &name, src, said, &table, (false, r.quiet), lang);
    json!({
        "ok": ok,
        "exit": if ok { 0 } else { 1 },
        "errors": count(Severity::Error),
        "warnings": count(Severity::Warning),
        "advice": count(Severity::Advice),
        "json": frontend::check_json(&name, src, &diags),
        "text": String::from_utf8_lossy(&plain),
        "diagnostics": diagnostics_json(src, said),
        "stderr": note.map(|n| format!("{n}\n")).unwrap_or_default(),
    })
}

/// The start `build` and `render` share (the CLI's `read_and_analyse`): the board read and
/// analysed; `Err` is the reply when it cannot be read, or has errors and `write_anyway` is
/// false. `most`: the most diagnostics written out in the text (a live build's), all if `None`.
fn read_and_analyse(
    path: Option<&str>,
    src: Vec<u8>,
    opts: &savanna::pipeline::Options,
    write_anyway: bool,
    refusal: &str,
    most: Option<usize>,
) -> Result<(String, BoardText, savanna::pipeline::Outcome, String), Value> {
    let (name, text, note) = read_board(path, src, None).map_err(|m| failure(&m))?;
    let mut stderr = note.map(|n| format!("{n}\n")).unwrap_or_default();
    let reply = |stderr: String, diags: &[Diagnostic], text: &BoardText| {
        json!({
            "ok": false,
            "exit": 1,
            "diagnostics": diagnostics_json(text.as_str(), diags),
            "text": diagnostics_text(&name, text.as_str(), diags),
            "stderr": stderr,
        })
    };
    let out = match frontend::analyse(&text, opts, &|_| {}) {
        Ok(o) => o,
        Err(d) => {
            // Worded in full (made under `with_words_deferred`, a live build's are not).
            let d: Vec<Diagnostic> = d.iter().map(|x| x.in_lang(Lang::En).into_owned()).collect();
            stderr.push_str(&diagnostics_text(&name, text.as_str(), &d));
            stderr.push_str(&format!(
                "nothing written: {name} cannot be read as a board\n"
            ));
            return Err(reply(stderr, &d, &text));
        }
    };
    stderr.push_str(&diagnostics_text_first(
        &name,
        text.as_str(),
        &out.diagnostics,
        most,
        Lang::En,
    ));
    if out.has_errors() && !write_anyway {
        stderr.push_str(refusal);
        stderr.push('\n');
        return Err(reply(stderr, &out.diagnostics, &text));
    }
    Ok((name, text, out, stderr))
}

/// The options of `build` (savanna.d.ts: `BuildOptions`).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct BuildReq {
    path: Option<String>,
    /// `json` (default) or `yaml`: the validated board file; an export's extension
    /// (`geojson`, `dot`, `gv`, `graphml`: `Export::EXTENSIONS`), as `-o board.geojson` ...
    format: Option<String>,
    /// GeoJSON: y up (`--geojson-y-up`).
    geojson_y_up: bool,
    /// GeoJSON: longitude and latitude (`--geojson-degrees`).
    geojson_degrees: bool,
    full_certificates: bool,
    /// `false`: `--no-capacity`.
    capacity: Option<bool>,
    full_capacity: bool,
    force: bool,
    /// The editor's live build: the board file without its `diagnostics` and `borders` (they
    /// come apart, or are not read), the text with at most [`LIVE_TEXT_MOST`] diagnostics.
    live: bool,
    /// At most this many diagnostics of each code in the reply's `diagnostics` (the first of
    /// each, in order), and the reply's `tally` of them all: what the editor lists of a big
    /// board (200 lines: 35 000 diagnostics, 12 MB of JSON written and parsed on every edit).
    /// The module keeps them all until the next such build ([`live_diagnostics`] reads them).
    per_code: Option<usize>,
    /// The language of the diagnostics' words (message, help, labels) in `diagnostics` and
    /// `text` (and of those `live_diagnostics` gives later); default English.
    lang: Option<Lang>,
}

/// The diagnostics of the last build with `per_code` (worded when read, in the build's `lang`:
/// [`Diagnostic::in_lang`]), the text they point into, and that language.
type Kept = (String, Vec<Diagnostic>, Lang);
static KEPT: std::sync::Mutex<Option<Kept>> = std::sync::Mutex::new(None);

/// The options of `live_diagnostics` (savanna.d.ts: `Engine.liveDiagnostics`).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct LiveDiagnosticsReq {
    /// The code, e.g. `savanna::region::too-small`.
    code: String,
    /// The first row, counted from 0 among the diagnostics of `code`.
    from: usize,
    /// The most rows.
    count: usize,
}

/// Rows of one code of the diagnostics the last build with `perCode` kept: `{ok, exit,
/// diagnostics}` (none when no such build was made, or after a trap re-instantiated the module).
///
/// # Safety
/// As [`build`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn live_diagnostics(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: LiveDiagnosticsReq, _| {
        let kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
        let rows: Vec<Diagnostic> = kept
            .as_ref()
            .map(|(_, all, lang)| {
                all.iter()
                    .filter(|d| d.code.to_string() == r.code)
                    .skip(r.from)
                    .take(r.count)
                    .map(|d| d.in_lang(*lang).into_owned())
                    .collect()
            })
            .unwrap_or_default();
        let source = kept.as_ref().map_or("", |(s, _, _)| s.as_str());
        let v = json!({ "ok": true, "exit": 0, "stderr": "", "text": "", "diagnostics": diagnostics_json(source, &rows) });
        (v, Vec::new())
    })
}

/// The most diagnostics written out in a live build's text (200 lines: 35 000, an 18 MB text).
const LIVE_TEXT_MOST: usize = 100;

/// `savanna build [-o OUT.json|OUT.yaml]`: `{ok, exit, output?, diagnostics, text, stderr}`.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn build(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: BuildReq, src| {
        match build_reply(&r, src) {
            Ok((built, output)) => (built, output),
            Err(v) => (Built::Refused(v), Vec::new()),
        }
    })
}

/// `build`'s reply. A board built is written field by field, its diagnostics straight into the
/// reply's text (through a `serde_json::Value` of them, 200 lines' 35 000 took longer than the
/// board's analysis); the fields in the order a `Value` has them (by name). The output file
/// goes as the reply's bytes, not escaped into its JSON and parsed out of it again (the loader
/// gives it as the string `output`).
enum Built {
    /// `{diagnostics, exit, ok, stderr, tally?, text}`.
    Board {
        /// The board's text, which the diagnostics' spans point into.
        source: String,
        diagnostics: Vec<Diagnostic>,
        has_errors: bool,
        stderr: String,
        /// With `per_code`: every diagnostic counted.
        tally: Option<Tally>,
        text: String,
    },
    /// A usage mistake, a board that could not be read or was refused.
    Refused(Value),
}

impl serde::Serialize for Built {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        match self {
            Built::Refused(v) => v.serialize(s),
            Built::Board {
                source,
                diagnostics,
                has_errors,
                stderr,
                tally,
                text,
            } => {
                let mut m = s.serialize_map(Some(5 + usize::from(tally.is_some())))?;
                m.serialize_entry(
                    "diagnostics",
                    &savanna::diagnostics::JsonDiagnostics::new(source, diagnostics),
                )?;
                m.serialize_entry("exit", &u8::from(*has_errors))?;
                m.serialize_entry("ok", &!has_errors)?;
                m.serialize_entry("stderr", stderr)?;
                if let Some(t) = tally {
                    m.serialize_entry("tally", t)?;
                }
                m.serialize_entry("text", text)?;
                m.end()
            }
        }
    }
}

/// Every diagnostic of a build counted (the reply's `tally` with `per_code`).
#[derive(serde::Serialize)]
struct Tally {
    /// `[code, how many]` for each code, in the order each first comes.
    counts: Vec<(String, usize)>,
    /// How many diagnostics in all.
    total: usize,
    /// How many are errors.
    errors: usize,
    /// How many are warnings.
    warnings: usize,
}

/// The first `most` diagnostics of each code of `all` in `lang`, and the tally of them all.
fn listed(all: &[Diagnostic], most: usize, lang: Lang) -> (Vec<Diagnostic>, Tally) {
    use savanna::diagnostics::Severity;
    let mut counts: Vec<(String, usize)> = Vec::new();
    let mut index = std::collections::BTreeMap::new();
    let mut tally = Tally {
        counts: Vec::new(),
        total: all.len(),
        errors: 0,
        warnings: 0,
    };
    let mut kept = Vec::new();
    for d in all {
        let i = *index.entry(d.code).or_insert_with(|| {
            counts.push((d.code.to_string(), 0));
            counts.len() - 1
        });
        counts[i].1 += 1;
        match d.severity {
            Severity::Error => tally.errors += 1,
            Severity::Warning => tally.warnings += 1,
            _ => {}
        }
        if counts[i].1 <= most {
            kept.push(d.in_lang(lang).into_owned());
        }
    }
    tally.counts = counts;
    (kept, tally)
}

fn build_reply(r: &BuildReq, src: Vec<u8>) -> Result<(Built, Vec<u8>), Value> {
    use savanna::output::export::{ExportOptions, Format as Export};
    let (yaml, export) = match r.format.as_deref() {
        None | Some("json") => (false, None),
        Some("yaml" | "yml") => (true, None),
        // Every export by its extension (the one table: `Export::EXTENSIONS`).
        Some(f) => match Export::from_extension(f) {
            Some(e) => (false, Some(e)),
            None => {
                let exports: Vec<&str> = Export::EXTENSIONS.iter().map(|(e, _)| *e).collect();
                return Err(usage(&format!(
                    "build writes the validated board file (json, yaml) or an export ({}), not {f}",
                    exports.join(", ")
                )));
            }
        },
    };
    let capacity = r.capacity.unwrap_or(true);
    if !capacity && r.full_capacity {
        return Err(usage(
            "the argument '--no-capacity' cannot be used with '--full-capacity'",
        ));
    }
    let opts = pipeline_options(capacity, r.full_capacity);
    let most = r.live.then_some(LIVE_TEXT_MOST);
    let analyse = || {
        read_and_analyse(
            r.path.as_deref(),
            src,
            &opts,
            r.force,
            "nothing written: the board has errors (use --force to write it anyway)",
            most,
        )
    };
    // A live build with `per_code` words only the diagnostics it shows (the first of each
    // code, the text's first LIVE_TEXT_MOST, and later `live_diagnostics`' rows): 60 lines
    // make 2 800 diagnostics, 200 lines 35 000, and wording them all was most of the checks'
    // time. The words are the same (`Diagnostic::in_lang`).
    let (_, text, out, stderr) = if r.live && r.per_code.is_some() {
        savanna::diagnostics::with_words_deferred(analyse)
    } else {
        analyse()
    }?;
    let has_errors = out.has_errors();
    let mut file = Vec::new();
    let mut validated = out.validated;
    if r.live {
        validated.diagnostics.clear();
        validated.borders.clear();
    }
    let written = match export {
        Some(f) => {
            let opts = ExportOptions {
                geojson_y_up: r.geojson_y_up,
                geojson_degrees: r.geojson_degrees,
            };
            savanna::output::export::write(&validated, f, opts, &mut file)
        }
        None => frontend::write_build(validated, yaml, r.full_certificates, &mut file),
    };
    let mut stderr = stderr;
    let geojson = export == Some(Export::GeoJson);
    if r.geojson_y_up && !geojson {
        stderr.push_str("warning: --geojson-y-up applies to a .geojson output only; this output is written y down\n");
    }
    if r.geojson_degrees && !geojson {
        stderr.push_str("warning: --geojson-degrees applies to a .geojson output only; this output is written in board units\n");
    }
    if let Err(e) = written {
        return Err(failure(&format!("cannot write the board file: {e}")));
    }
    let lang = r.lang.unwrap_or_default();
    let name = r.path.as_deref().unwrap_or("<stdin>");
    let source = text.as_str().to_string();
    // The report words the diagnostics it writes out (`write_text_in`: `in_lang`).
    let (diagnostics, tally, report) = match r.per_code {
        Some(per) => {
            let report = diagnostics_text_first(name, &source, &out.diagnostics, most, lang);
            let (listed, tally) = listed(&out.diagnostics, per, lang);
            *KEPT.lock().unwrap_or_else(|e| e.into_inner()) =
                Some((source.clone(), out.diagnostics, lang));
            (listed, Some(tally), report)
        }
        None => {
            let said = localized(out.diagnostics, lang);
            let report = diagnostics_text_first(name, &source, &said, most, lang);
            (said, None, report)
        }
    };
    let built = Built::Board {
        source,
        diagnostics,
        has_errors,
        stderr,
        tally,
        text: report,
    };
    Ok((built, file))
}

/// The options of `render` (savanna.d.ts: `RenderOptions`): the CLI's, camelCase.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct RenderReq {
    path: Option<String>,
    /// `svg` (default), `pdf` or `png`.
    format: Option<String>,
    paper: Option<String>,
    orientation: Option<String>,
    margin: Option<f64>,
    overlap: Option<f64>,
    scale_correction: Option<[f64; 2]>,
    pencil: Option<f64>,
    certificates: bool,
    proof: bool,
    pieces: bool,
    no_cover: bool,
    plan: bool,
    full_size: bool,
    px_per_mm: Option<f64>,
    force: bool,
    full_capacity: bool,
    /// The JSON of `savanna balance --format json` (the CLI's `--balance FILE`).
    balance: Option<String>,
    /// The output file's name (`-o OUT`), which names the pages of a paged SVG as the CLI names
    /// its files (`STEM-cover.svg`, `STEM-A1.svg`, ...); `-`: the single sheet, as `-o -`
    /// (its refusals worded for standard output); default `board.svg`.
    output: Option<String>,
    /// `-q`: errors only on standard error.
    quiet: bool,
    /// `--lang`: the language of the sheet and the diagnostics; absent: the board's `lang:`,
    /// else `locale`.
    lang: Option<Lang>,
    /// The reader's language when neither `lang` nor the board chooses (default English).
    locale: Option<Lang>,
}

/// `savanna render -o OUT.svg|pdf|png` through the command layer: `{ok, exit, output?,
/// sheets?, diagnostics, text, stderr}`, the PDF or PNG as the reply's bytes.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn render(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: RenderReq, src| render_reply(r, src))
}

/// The name the balance report is read by (its messages: `the balance: ...`).
const BALANCE: &str = "the balance";

fn render_reply(r: RenderReq, src: Vec<u8>) -> (Value, Vec<u8>) {
    use savanna::output::render::output::Format;
    let ext = match r.format.as_deref().map(str::parse::<Format>) {
        None => "svg",
        Some(Ok(f)) => f.as_str(),
        Some(Err(e)) => {
            return (
                usage(&format!("render draws svg, pdf or png, not {}", e.given)),
                Vec::new(),
            );
        }
    };
    // A single SVG sheet, a PDF or a PNG is one file under any name; a paged SVG's pages are
    // named after it.
    let output = match &r.output {
        Some(o) if o == "-" || o.to_ascii_lowercase().ends_with(&format!(".{ext}")) => o.clone(),
        _ => format!("board.{ext}"),
    };
    let to_stdout = output == "-";
    let board = r.path.clone().unwrap_or_else(|| "-".into());
    let mut inputs = Inputs::new();
    inputs.insert(board.clone(), src);
    let balance = r.balance.map(|b| {
        inputs.insert(BALANCE, b.into_bytes());
        BALANCE.to_string()
    });
    let paged_svg = ext == "svg" && (r.paper.is_some() || r.plan);
    let req = RenderRequest {
        board,
        output,
        paper: r.paper,
        orientation: r.orientation,
        margin: r.margin,
        overlap: r.overlap,
        scale_correction: r.scale_correction,
        pencil: r.pencil,
        certificates: r.certificates,
        proof: r.proof,
        pieces: r.pieces,
        no_cover: r.no_cover,
        plan: r.plan,
        full_size: r.full_size,
        px_per_mm: r.px_per_mm,
        force: r.force,
        full_capacity: r.full_capacity,
        balance,
    };
    let mut request = Request::new(Command::Render(req));
    request.quiet = r.quiet;
    request.lang = r.lang;
    request.locale = r.locale.unwrap_or_default();
    let reply = savanna::command::run(&request, &inputs);
    let mut v = json!({
        "ok": reply.exit == 0,
        "exit": reply.exit,
        "diagnostics": reply.diagnostics.unwrap_or(Value::Array(Vec::new())),
        "text": reply.stderr,
        "stderr": reply.stderr,
    });
    if to_stdout {
        // `-o -`: the single SVG sheet on standard output.
        if !reply.stdout.is_empty() {
            v["output"] = Value::String(String::from_utf8_lossy(&reply.stdout).into_owned());
        }
        return (v, Vec::new());
    }
    let mut outputs = reply.outputs;
    if paged_svg && !outputs.is_empty() {
        v["sheets"] = outputs
            .iter()
            .map(|o| json!({ "name": o.name, "output": String::from_utf8_lossy(&o.bytes) }))
            .collect();
        return (v, Vec::new());
    }
    match outputs.pop() {
        Some(o) if ext == "svg" => {
            v["output"] = Value::String(String::from_utf8_lossy(&o.bytes).into_owned());
            (v, Vec::new())
        }
        Some(o) => (v, o.bytes),
        None => (v, Vec::new()),
    }
}

/// The options of `import` (savanna.d.ts: `ImportOptions`).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct ImportReq {
    path: Option<String>,
    px_per_inch: Option<f64>,
    /// The language of `warnings`, `notes`, the diagnostics' words and `text` (the CLI's
    /// `--lang`); default English.
    lang: Option<Lang>,
}

/// `savanna import DRAWING.svg`: `{ok, exit, output?, warnings, notes, diagnostics, text,
/// stderr}` (the board file's YAML in `output`; the sentences in the request's `lang`).
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn import_svg(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: ImportReq, src| {
        (import_reply(&r, src), Vec::new())
    })
}

fn import_reply(r: &ImportReq, mut src: Vec<u8>) -> Value {
    let name = match r.path.as_deref() {
        None | Some("-") | Some("") => "<stdin>".to_string(),
        Some(p) => p.to_string(),
    };
    src.truncate(savanna::input::MAX_FILE_BYTES + 1);
    let opts = savanna::import::svg::ImportOptions {
        px_per_inch: r.px_per_inch,
    };
    match frontend::import_bytes(&name, src, &opts) {
        Err(msg) => failure(&msg),
        Ok(out) => {
            // In the reader's language, as the CLI says them (`cli-import-note`, `-warning`).
            let lang = r.lang.unwrap_or_default();
            let (notes, warnings) = (out.notes_in(lang), out.warnings_in(lang));
            let line = |id: &str, text: &str| {
                let args = [("name", name.as_str().into()), ("text", text.into())];
                lang.tr(id, &args) + "\n"
            };
            let mut stderr = String::new();
            for n in &notes {
                stderr.push_str(&line("cli-import-note", n));
            }
            for w in &warnings {
                stderr.push_str(&line("cli-import-warning", w));
            }
            let said: Vec<Diagnostic> = out
                .diagnostics
                .iter()
                .map(|d| d.in_lang(lang).into_owned())
                .collect();
            json!({
                "ok": true,
                "exit": 0,
                "output": out.yaml,
                "warnings": warnings,
                "notes": notes,
                "diagnostics": diagnostics_json(&out.svg, &said),
                "text": stderr,
                "stderr": stderr,
            })
        }
    }
}

/// The options of `import` for a photo (savanna.d.ts: `ImportPhotoOptions`).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct ImportPhotoReq {
    /// The photo's name (for messages and the board file's comment).
    path: Option<String>,
    /// `--paper`.
    paper: Option<String>,
    /// `--size`.
    size: Option<String>,
    /// `--overlay`: the overlay PNG in the reply's bytes.
    overlay: bool,
}

/// `savanna import PHOTO` (JPEG, PNG, WebP): `{ok, exit, output?, diagnostics, text, stderr}`,
/// the board file's YAML in `output` (the CLI's bytes), and with `overlay: true` the overlay PNG
/// as the reply's bytes.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn import_photo(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: ImportPhotoReq, src| {
        photo_reply(&r, &src)
    })
}

/// The reply of [`import_photo`] and the overlay's bytes.
pub fn photo_reply(r: &ImportPhotoReq, src: &[u8]) -> (Value, Vec<u8>) {
    use savanna::import::photo::{PhotoOptions, SheetSize};
    let name = match r.path.as_deref() {
        None | Some("-") | Some("") => "<stdin>".to_string(),
        Some(p) => p.to_string(),
    };
    let size = match (&r.paper, &r.size) {
        (Some(_), Some(_)) => {
            return (
                usage("the argument '--paper <NAME>' cannot be used with '--size <WxH>'"),
                Vec::new(),
            );
        }
        (Some(p), None) => SheetSize::paper(p).map(Some),
        (None, Some(s)) => SheetSize::parse(s).map(Some),
        (None, None) => Ok(None),
    };
    let size = match size {
        Ok(s) => s,
        Err(e) => return (failure(&e), Vec::new()),
    };
    let file = std::path::Path::new(&name)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| name.clone());
    let opts = PhotoOptions {
        size,
        overlay: r.overlay,
        name: Some(file),
    };
    match savanna::import::photo::import_photo(src, &opts) {
        Err(e) => (failure(&format!("{name}: {e}")), Vec::new()),
        Ok(out) => {
            let stderr = out.report(&name);
            (
                json!({
                    "ok": true,
                    "exit": 0,
                    "output": out.yaml,
                    "diagnostics": diagnostics_json(&out.yaml, &out.diagnostics),
                    "text": stderr,
                    "stderr": stderr,
                }),
                out.overlay.unwrap_or_default(),
            )
        }
    }
}
