//! `check`, `build`, `render` and `import`: a board in, the CLI's bytes out.

use crate::{
    command, diagnostics_json, diagnostics_text, diagnostics_text_first, failure, pipeline_options,
    read_board, usage,
};
use savanna::diagnostics::Diagnostic;
use savanna::frontend::{self, BoardText};
use savanna::output::render::output::{Format, RenderRequest, page_file, render_one};
use savanna::output::render::page::{Layout, PageKind, pages};
use savanna::output::render::paper::{Orientation, Paper};
use savanna::output::render::{parse_in_range, tile};
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
    let src = text.as_str();
    let count = |s| diags.iter().filter(|d| d.severity == s).count();
    use savanna::diagnostics::Severity;
    let mut plain = Vec::new();
    let _ = frontend::write_check_text(&mut plain, &name, src, &diags, &table, false, r.quiet);
    json!({
        "ok": ok,
        "exit": if ok { 0 } else { 1 },
        "errors": count(Severity::Error),
        "warnings": count(Severity::Warning),
        "advice": count(Severity::Advice),
        "json": frontend::check_json(&name, src, &diags),
        "text": String::from_utf8_lossy(&plain),
        "diagnostics": diagnostics_json(src, &diags),
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
        (build_reply(&r, src).unwrap_or_else(|e| e), Vec::new())
    })
}

fn build_reply(r: &BuildReq, src: Vec<u8>) -> Result<Value, Value> {
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
    let (_, text, out, stderr) = read_and_analyse(
        r.path.as_deref(),
        src,
        &opts,
        r.force,
        "nothing written: the board has errors (use --force to write it anyway)",
        most,
    )?;
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
    Ok(json!({
        "ok": !has_errors,
        "exit": if has_errors { 1 } else { 0 },
        "output": String::from_utf8_lossy(&file),
        "diagnostics": diagnostics_json(text.as_str(), &out.diagnostics),
        "text": diagnostics_text_first(&r.path.clone().unwrap_or_else(|| "<stdin>".into()), text.as_str(), &out.diagnostics, most),
        "stderr": stderr,
    }))
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
    /// its files (`STEM-cover.svg`, `STEM-A1.svg`, ...); default `board.svg`.
    output: Option<String>,
}

/// `savanna render -o OUT.svg|pdf|png` (and `-o -` for the SVG): `{ok, exit, output?,
/// diagnostics, text, stderr}`, the PDF or PNG as the reply's bytes.
///
/// # Safety
/// The pointers and lengths are buffers of [`alloc`](crate::alloc), filled and handed over
/// (the lib.rs calling convention).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn render(rp: *mut u8, rl: usize, sp: *mut u8, sl: usize) -> u32 {
    command(rp, rl, sp, sl, |r: RenderReq, src| {
        match render_reply(&r, src) {
            Ok(x) => x,
            Err(e) => (e, Vec::new()),
        }
    })
}

/// A number option in its range, with the CLI's message.
fn in_range(
    v: Option<f64>,
    r: &std::ops::RangeInclusive<f64>,
    what: &str,
) -> Result<Option<f64>, Value> {
    match v {
        None => Ok(None),
        Some(x) => parse_in_range(&format!("{x}"), r, what)
            .map(Some)
            .map_err(|e| usage(&e.to_string())),
    }
}

fn render_reply(r: &RenderReq, src: Vec<u8>) -> Result<(Value, Vec<u8>), Value> {
    let format = match r.format.as_deref() {
        None | Some("svg") => Format::Svg,
        Some("pdf") => Format::Pdf,
        Some("png") => Format::Png,
        Some(f) => {
            return Err(usage(&format!("render draws svg, pdf or png, not {f}")));
        }
    };
    let paper = match &r.paper {
        Some(p) => Some(Paper::parse(p).map_err(|e| usage(&e.to_string()))?),
        None => None,
    };
    let margin = in_range(r.margin, &tile::MARGIN_RANGE_MM, "the margin (mm)")?;
    let overlap = in_range(r.overlap, &tile::OVERLAP_RANGE_MM, "the overlap (mm)")?;
    let pencil = in_range(
        r.pencil,
        &savanna::output::render::svg::PENCIL_RANGE_MM,
        "the pencil width (mm)",
    )?;
    let px_per_mm = in_range(
        r.px_per_mm,
        &savanna::output::render::png::PX_PER_MM_RANGE,
        "the resolution (pixels per mm)",
    )?;
    let orientation = match r.orientation.as_deref() {
        None => None,
        Some("portrait") => Some(Orientation::Portrait),
        Some("landscape") => Some(Orientation::Landscape),
        Some(o) => {
            return Err(usage(&format!(
                "unknown orientation `{o}`: use portrait or landscape"
            )));
        }
    };
    if r.plan && r.full_size {
        return Err(usage(
            "the argument '--plan' cannot be used with '--full-size'",
        ));
    }
    // SVG with `paper` or a plan: a page per file, as the CLI writes them (`sheets`).
    let svg_pages = format == Format::Svg && (paper.is_some() || r.plan);
    let paged = format == Format::Pdf || svg_pages;
    if !paged && !r.plan {
        for (flag, given) in [
            ("--margin", margin.is_some()),
            ("--overlap", overlap.is_some()),
            ("--scale-correction", r.scale_correction.is_some()),
            ("--orientation", orientation.is_some()),
            ("--pieces", r.pieces),
        ] {
            if given {
                return Err(usage(&format!(
                    "{flag} applies to paged output (a .pdf, or an .svg with --paper), not to this output"
                )));
            }
        }
    }
    if format != Format::Png && px_per_mm.is_some() {
        return Err(usage(
            "--px-per-mm applies to PNG output only, not to this output",
        ));
    }
    if format == Format::Png && paper.is_some() {
        return Err(usage(
            "--paper does not apply to a PNG preview: write a .pdf, or an .svg file per page",
        ));
    }
    if let Some(t) = &r.balance {
        savanna::output::render::occupancy::read_occupancy(t)
            .map_err(|e| failure(&format!("the balance: {e}")))?;
    }
    let opts = pipeline_options(true, r.full_capacity);
    let (_, text, out, stderr) = read_and_analyse(
        r.path.as_deref(),
        src,
        &opts,
        r.force || r.proof,
        "nothing written: the board has errors (use --proof to see them on the sheet, or --force)",
        None,
    )?;
    let occupancy = match &r.balance {
        Some(t) => Some(
            savanna::output::render::occupancy::read_occupancy_for(t, &out.validated)
                .map_err(|e| failure(&format!("the balance: {e}")))?,
        ),
        None => None,
    };
    let mut req = RenderRequest {
        paper,
        ..RenderRequest::default()
    };
    req.page.tile.orientation = orientation;
    req.page.tile.margin_mm = margin.unwrap_or(tile::DEFAULT_MARGIN_MM);
    req.page.tile.overlap_mm = overlap.unwrap_or(tile::DEFAULT_OVERLAP_MM);
    if let Some(c) = r.scale_correction {
        let c = tile::parse_scale_correction(&format!("{},{}", c[0], c[1]))
            .map_err(|e| usage(&e.to_string()))?;
        req.page.tile.scale_correction = c;
    }
    req.page.svg.pencil_mm = pencil.unwrap_or(DEFAULT_PENCIL_MM);
    req.page.svg.certificates = r.certificates;
    req.page.svg.proof = r.proof;
    req.page.svg.occupancy = occupancy;
    req.page.cutouts = r.pieces;
    req.page.cover = !r.no_cover;
    req.png.px_per_mm = px_per_mm.unwrap_or(savanna::output::render::png::DEFAULT_PX_PER_MM);
    req.page.layout = match (r.plan, r.full_size) {
        (true, _) => Layout::Plan,
        (_, true) => Layout::FullSize,
        _ => Layout::Auto,
    };
    let has_errors = out.has_errors();
    if svg_pages {
        let file = r.output.as_deref().unwrap_or("board.svg");
        let sheets = svg_sheets(&out.validated, file, &req).map_err(|e| failure(&e.to_string()))?;
        let name = r.path.clone().unwrap_or_else(|| "<stdin>".into());
        let reply = json!({
            "ok": !has_errors,
            "exit": if has_errors { 1 } else { 0 },
            "sheets": sheets,
            "diagnostics": diagnostics_json(text.as_str(), &out.diagnostics),
            "text": diagnostics_text(&name, text.as_str(), &out.diagnostics),
            "stderr": stderr,
        });
        return Ok((reply, Vec::new()));
    }
    let bytes = render_one(&out.validated, format, &req).map_err(|e| failure(&e.to_string()))?;
    let name = r.path.clone().unwrap_or_else(|| "<stdin>".into());
    let mut reply = json!({
        "ok": !has_errors,
        "exit": if has_errors { 1 } else { 0 },
        "diagnostics": diagnostics_json(text.as_str(), &out.diagnostics),
        "text": diagnostics_text(&name, text.as_str(), &out.diagnostics),
        "stderr": stderr,
    });
    if format == Format::Svg {
        reply["output"] = Value::String(String::from_utf8_lossy(&bytes).into_owned());
        return Ok((reply, Vec::new()));
    }
    Ok((reply, bytes))
}

/// The pages of an SVG with paper or a layout plan, as `savanna render -o FILE` writes them
/// (`output::write`): `[{name, output}]` in page order, `name` the file's name (`FILE` itself for a
/// single page, else `page_file`'s `STEM-cover.svg`, `STEM-A1.svg`, ...), `output` its SVG.
fn svg_sheets(
    v: &savanna::validated::ValidatedBoard,
    file: &str,
    req: &RenderRequest,
) -> Result<Vec<Value>, savanna::output::render::OptionsError> {
    let mut opts = req.page.clone();
    opts.tile.paper = req.paper.clone().unwrap_or_else(Paper::a4);
    let p = pages(v, &opts)?;
    let cut = p
        .pages
        .iter()
        .filter(|pg| matches!(pg.kind, PageKind::Cutouts(_)))
        .count();
    let out = std::path::Path::new(file);
    Ok(p.pages
        .iter()
        .map(|pg| {
            let label = match pg.kind {
                PageKind::Tile(i) => p.plan.tiles[i].label.as_str(),
                _ => "",
            };
            let name = if p.pages.len() == 1 {
                out.to_path_buf()
            } else {
                page_file(out, &pg.kind, label, cut)
            };
            json!({ "name": name.to_string_lossy(), "output": pg.svg })
        })
        .collect())
}

/// The CLI's default `--pencil`, mm.
const DEFAULT_PENCIL_MM: f64 = 0.6;

/// The options of `import` (savanna.d.ts: `ImportOptions`).
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct ImportReq {
    path: Option<String>,
    px_per_inch: Option<f64>,
}

/// `savanna import DRAWING.svg`: `{ok, exit, output?, warnings, notes, diagnostics, text,
/// stderr}` (the board file's YAML in `output`).
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
            let mut stderr = String::new();
            for n in &out.notes {
                stderr.push_str(&format!("note: {name}: {n}\n"));
            }
            for w in &out.warnings {
                stderr.push_str(&format!("warning: {name}: {w}\n"));
            }
            json!({
                "ok": true,
                "exit": 0,
                "output": out.yaml,
                "warnings": out.warnings,
                "notes": out.notes,
                "diagnostics": diagnostics_json(&out.svg, &out.diagnostics),
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
