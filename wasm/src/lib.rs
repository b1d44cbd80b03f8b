//! savanna's engine for JavaScript: the library's front door as plain C-ABI exports of a
//! WebAssembly module (`wasm32-unknown-unknown`), loaded by the hand-written ESM loader
//! `web/engine/savanna.js` (declarations: `web/engine/savanna.d.ts`; the contract:
//! `web/engine/README.md`).
//!
//! # The calling convention
//! - JavaScript copies its inputs into memory the module gives out: [`alloc`]`(len)` returns a
//!   pointer to `len` free bytes, [`dealloc`]`(ptr, len)` returns them (a function that takes a
//!   buffer takes it over: the caller does not free what it passed).
//! - [`run`] takes any request of the command layer (`savanna::command`) and its input files,
//!   and gives the layer's reply (the `savanna` binary's bytes): the one entry new commands use.
//! - Every other command takes `(req_ptr, req_len, src_ptr, src_len)`: a UTF-8 JSON object of options
//!   (camelCase, as in savanna.d.ts) and the source bytes (a board file, an SVG drawing, a
//!   position, a line; not JSON-escaped, so a board of any size crosses once and bytes that are
//!   not UTF-8 reach the loader's diagnostic as from a file). It returns a handle (> 0).
//! - A handle holds a JSON reply and, for binary output (PDF, PNG) and `build`'s output file
//!   (the text of the JSON reply's `output`, which the loader puts there), bytes:
//!   [`result_ptr`]/[`result_len`] read the JSON, [`result_bin_ptr`]/[`result_bin_len`] the
//!   bytes, [`result_free`] releases both.
//! - Every JSON reply has `exit` (the CLI's exit status: 0 clean, 1 errors, 2 a usage mistake)
//!   and `stderr` (what the CLI writes on standard error, in its compact form).
//! - Progress (balance, generate): the module imports `env.savanna_progress(done, total) ->
//!   u32` (games played, candidates tried) and `env.savanna_solving(done, total) -> u32` (the
//!   solver's work, before `balance`'s games); a return of 1 cancels.
//! - The clock (deadlines: `balance`'s `solveLimit`): the module imports `env.savanna_now() ->
//!   f64`, seconds since any fixed instant, never decreasing (`performance.now() / 1000`).
//!
//! The module is single-threaded (rayon runs on the calling thread on this target); every
//! result is the same on every thread count, since the library never depends on it. No export
//! panics on any input; a panic would trap (panic = abort on this target) and the loader then
//! instantiates the module afresh.

use savanna::diagnostics::{Diagnostic, JsonDiagnostics};
use savanna::frontend::{self, BoardText};
use savanna::i18n::Lang;
use savanna::import::svg::ImportOptions;
use savanna::pipeline::Options;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::sync::Mutex;

mod commands;
mod game;
mod run;

// ------------------------------------------------------------------------------------------
// Memory and results.

/// A reply: JSON text and optional bytes.
struct Reply {
    json: Vec<u8>,
    bin: Vec<u8>,
}

/// The replies not yet freed, by handle - 1.
static REPLIES: Mutex<Vec<Option<Reply>>> = Mutex::new(Vec::new());

fn replies() -> std::sync::MutexGuard<'static, Vec<Option<Reply>>> {
    REPLIES.lock().unwrap_or_else(|e| e.into_inner())
}

/// Stores a reply (a [`Value`], or a type that writes its big fields, a board's diagnostics,
/// straight into the reply's text); returns its handle (from 1).
fn keep(json: impl Serialize, bin: Vec<u8>) -> u32 {
    let reply = Reply {
        json: serde_json::to_vec(&json).unwrap_or_default(),
        bin,
    };
    let mut r = replies();
    if let Some(i) = r.iter().position(Option::is_none) {
        r[i] = Some(reply);
        return i as u32 + 1;
    }
    r.push(Some(reply));
    r.len() as u32
}

fn with_reply<T>(h: u32, f: impl FnOnce(&Reply) -> T, none: T) -> T {
    let r = replies();
    match r.get((h as usize).wrapping_sub(1)).and_then(Option::as_ref) {
        Some(x) => f(x),
        None => none,
    }
}

/// `len` bytes of memory for the caller to fill (a pointer; dangling but aligned when `len` is 0).
#[unsafe(no_mangle)]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len);
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Returns memory from [`alloc`] that the caller did not hand to a command.
///
/// # Safety
/// `ptr` and `len` must be those of one [`alloc`] call, not yet freed nor handed over.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn dealloc(ptr: *mut u8, len: usize) {
    if !ptr.is_null() {
        // SAFETY: the caller gives back a buffer of `alloc(len)`.
        drop(unsafe { Vec::from_raw_parts(ptr, 0, len) });
    }
}

/// Takes over the buffer `ptr`, `len` (from [`alloc`], filled by the caller).
///
/// # Safety
/// As [`dealloc`]; the first `len` bytes must be initialised.
unsafe fn take(ptr: *mut u8, len: usize) -> Vec<u8> {
    if ptr.is_null() || len == 0 {
        if !ptr.is_null() {
            // SAFETY: as `dealloc`.
            unsafe { dealloc(ptr, len) };
        }
        return Vec::new();
    }
    // SAFETY: the caller filled `len` bytes of an `alloc(len)` buffer and hands it over.
    unsafe { Vec::from_raw_parts(ptr, len, len) }
}

/// The JSON reply of handle `h` (null for an unknown handle).
#[unsafe(no_mangle)]
pub extern "C" fn result_ptr(h: u32) -> *const u8 {
    with_reply(h, |r| r.json.as_ptr(), std::ptr::null())
}

/// The length in bytes of the JSON reply of `h`.
#[unsafe(no_mangle)]
pub extern "C" fn result_len(h: u32) -> usize {
    with_reply(h, |r| r.json.len(), 0)
}

/// The binary output of `h` (a PDF, a PNG; empty otherwise).
#[unsafe(no_mangle)]
pub extern "C" fn result_bin_ptr(h: u32) -> *const u8 {
    with_reply(h, |r| r.bin.as_ptr(), std::ptr::null())
}

/// The length of the binary output of `h`.
#[unsafe(no_mangle)]
pub extern "C" fn result_bin_len(h: u32) -> usize {
    with_reply(h, |r| r.bin.len(), 0)
}

/// Releases the reply `h` (an unknown handle is ignored).
#[unsafe(no_mangle)]
pub extern "C" fn result_free(h: u32) {
    let mut r = replies();
    if let Some(slot) = r.get_mut((h as usize).wrapping_sub(1)) {
        *slot = None;
    }
}

// ------------------------------------------------------------------------------------------
// Progress.

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn savanna_progress(done: f64, total: f64) -> u32;
    fn savanna_solving(done: f64, total: f64) -> u32;
    fn savanna_now() -> f64;
}

/// Reports progress to JavaScript (games played, candidates tried); true when it asks to
/// cancel.
#[cfg(target_arch = "wasm32")]
pub(crate) fn progress(done: f64, total: f64) -> bool {
    // SAFETY: an import of plain numbers.
    unsafe { savanna_progress(done, total) == 1 }
}

/// Reports the solver's progress to JavaScript (units of its work, out of `total`: the phase
/// before the games of `balance`); true when it asks to cancel.
#[cfg(target_arch = "wasm32")]
pub(crate) fn solving(done: f64, total: f64) -> bool {
    // SAFETY: an import of plain numbers.
    unsafe { savanna_solving(done, total) == 1 }
}

/// JavaScript's clock: seconds since any fixed instant, never decreasing
/// (`performance.now() / 1000`), for deadlines ([`savanna::game::budget::Budget`]); the library
/// reads no clock itself.
#[cfg(target_arch = "wasm32")]
pub(crate) fn now() -> f64 {
    // SAFETY: an import returning a plain number.
    unsafe { savanna_now() }
}

/// Native builds (tests): no one listens.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn progress(_done: f64, _total: f64) -> bool {
    false
}

/// Native builds (tests): no one listens.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn solving(_done: f64, _total: f64) -> bool {
    false
}

/// Native builds (tests): the process's own clock.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn now() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_secs_f64()
}

// ------------------------------------------------------------------------------------------
// The commands' shared parts.

/// Runs a command on its request: parses the options (a usage mistake, exit 2, when they do not
/// parse), and keeps the reply.
fn command<R: for<'de> Deserialize<'de> + Default, S: Serialize>(
    req_ptr: *mut u8,
    req_len: usize,
    src_ptr: *mut u8,
    src_len: usize,
    run: impl FnOnce(R, Vec<u8>) -> (S, Vec<u8>),
) -> u32 {
    // SAFETY: the loader passes buffers of `alloc`, filled (see the module docs).
    let (req, src) = unsafe { (take(req_ptr, req_len), take(src_ptr, src_len)) };
    let parsed = if req.iter().all(u8::is_ascii_whitespace) {
        Ok(R::default())
    } else {
        serde_json::from_slice::<R>(&req)
    };
    match parsed {
        Ok(r) => {
            let (json, bin) = run(r, src);
            keep(json, bin)
        }
        Err(e) => keep(usage(&format!("the options: {e}")), Vec::new()),
    }
}

/// A usage mistake's reply (the CLI's exit status 2).
fn usage(msg: &str) -> Value {
    json!({ "ok": false, "exit": 2, "stderr": format!("error: {msg}\n"), "text": format!("error: {msg}\n") })
}

/// A failure that is no diagnostic of the board (the CLI's `error: MSG`, exit 1).
fn failure(msg: &str) -> Value {
    json!({ "ok": false, "exit": 1, "stderr": format!("error: {msg}\n"), "text": format!("error: {msg}\n") })
}

/// The name a board is reported by (`path`, or `<stdin>` as for `-`) and whether it is an SVG
/// drawing, decided as the CLI decides: by the extension `.svg` or `.svgz`, or for standard
/// input by its first character `<` (or its bytes: compressed, UTF-16, UTF-32).
fn name_of(path: Option<&str>) -> (String, bool) {
    match path {
        None | Some("-") | Some("") => ("<stdin>".to_string(), true),
        Some(p) => (p.to_string(), false),
    }
}

/// Reads a board as `savanna check/build/render PATH` reads it; the note (a validated board
/// file read back) for standard error.
fn read_board(
    path: Option<&str>,
    mut src: Vec<u8>,
    px_per_inch: Option<f64>,
) -> Result<(String, BoardText, Option<String>), String> {
    let (name, stdin) = name_of(path);
    // The CLI reads at most one byte more than the limit, and the loader says it is too large.
    src.truncate(savanna::input::MAX_FILE_BYTES + 1);
    let svg_ext = !stdin && frontend::is_drawing_path(&name);
    let opts = ImportOptions { px_per_inch };
    if let Some(p) = px_per_inch
        && !(p.is_finite() && p > 0.0 && p <= 10_000.0)
    {
        return Err(format!(
            "`{p}` is not a number of px per inch above 0 and at most 10000 (CSS: 96, Illustrator: 72, Inkscape 0.91: 90)"
        ));
    }
    let text = if svg_ext || (stdin && savanna::import::svg::bytes::is_svg_bytes(&src)) {
        // A drawing by its extension (`.svg`, `.svgz`), or on standard input compressed or in
        // UTF-16 or UTF-32.
        BoardText::Svg(Box::new(frontend::import_bytes(&name, src, &opts)?))
    } else {
        match BoardText::from_bytes(src) {
            BoardText::Utf8(s) if stdin && frontend::looks_like_svg(&s) => BoardText::Svg(
                Box::new(frontend::import_bytes(&name, s.into_bytes(), &opts)?),
            ),
            t => t,
        }
    };
    let (text, note) = frontend::read_back(&name, text)?;
    Ok((name, text, note))
}

/// The diagnostics as `check --format json` gives them (a JSON array).
fn diagnostics_json(text: &str, diags: &[Diagnostic]) -> Value {
    serde_json::to_value(JsonDiagnostics::new(text, diags)).unwrap_or(Value::Array(Vec::new()))
}

/// Every diagnostic in text (compact form) and the summary line: the reply's `text`.
fn diagnostics_text(name: &str, text: &str, diags: &[Diagnostic]) -> String {
    diagnostics_text_first(name, text, diags, None, Lang::En)
}

/// [`diagnostics_text`] with at most `most` diagnostics rendered, then a line saying how many
/// more there are and the summary of them all (a live build's: the editor shows a screenful,
/// and a big board's whole text is tens of MB, rendered in seconds), in `lang`.
fn diagnostics_text_first(
    name: &str,
    text: &str,
    diags: &[Diagnostic],
    most: Option<usize>,
    lang: Lang,
) -> String {
    let shown = &diags[..most.unwrap_or(diags.len()).min(diags.len())];
    let mut out = Vec::new();
    // Writing into a Vec cannot fail.
    let _ = savanna::diagnostics::write_text_in(&mut out, name, text, shown, false, lang);
    let mut s = String::from_utf8_lossy(&out).into_owned();
    if shown.len() < diags.len() {
        s.push_str(&format!(
            "… and {} more diagnostics (not written out here)\n",
            diags.len() - shown.len()
        ));
    }
    if !diags.is_empty() {
        s.push_str(&frontend::summary_in(name, diags, lang));
    }
    s
}

/// `diags` in `lang` ([`Diagnostic::in_lang`]: message, help and labels from the catalogue);
/// in English as they are. The page's editor asks for its reader's language (`lang`).
fn localized(mut diags: Vec<Diagnostic>, lang: Lang) -> Vec<Diagnostic> {
    if lang != Lang::En {
        for d in &mut diags {
            let said = match d.in_lang(lang) {
                std::borrow::Cow::Owned(x) => Some(x),
                std::borrow::Cow::Borrowed(_) => None,
            };
            if let Some(x) = said {
                *d = x;
            }
        }
    }
    diags
}

/// Pipeline options of `--no-capacity` and `--full-capacity`.
fn pipeline_options(capacity: bool, full_capacity: bool) -> Options {
    Options {
        capacity,
        full_capacity,
        ..Options::default()
    }
}

/// savanna's version (the library crate's), as a reply `{"version": ...}`.
#[unsafe(no_mangle)]
pub extern "C" fn version() -> u32 {
    keep(
        json!({ "ok": true, "exit": 0, "version": savanna_version() }),
        Vec::new(),
    )
}

fn savanna_version() -> &'static str {
    // The workspace gives both crates one version.
    env!("CARGO_PKG_VERSION")
}

// ------------------------------------------------------------------------------------------
// The sheet fonts: not in the module (savanna without `embedded-fonts`), registered for PDF and
// PNG output.

/// The sheet fonts: `{ok, exit, files, missing}`, `files` every font file (the names in
/// `crates/savanna-fonts/fonts/`, copied to `web/engine/fonts/`) and `missing` those not registered yet. PDF and
/// PNG output need them all; checks, builds and SVG sheets none (the module holds their metrics).
#[unsafe(no_mangle)]
pub extern "C" fn fonts() -> u32 {
    let files: Vec<&str> = savanna::fonts::FONTS.iter().map(|f| f.file).collect();
    keep(
        json!({ "ok": true, "exit": 0, "files": files, "missing": savanna::fonts::missing() }),
        Vec::new(),
    )
}

/// Registers one font program (a font file of `crates/savanna-fonts/fonts/`, unchanged: recognised by its
/// length and hash): `{ok, exit, font, missing}` with the file it is, or `{ok: false, exit: 1,
/// stderr}` for bytes that are none of them.
///
/// # Safety
/// `ptr`, `len`: a buffer of [`alloc`], filled and handed over (the module docs).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn register_font(ptr: *mut u8, len: usize) -> u32 {
    // SAFETY: as the module docs say.
    let bytes = unsafe { take(ptr, len) };
    let v = match savanna::fonts::register(bytes) {
        Ok(i) => json!({
            "ok": true, "exit": 0, "font": savanna::fonts::FONTS[i].file,
            "missing": savanna::fonts::missing(), "stderr": "", "text": "",
        }),
        Err(e) => failure(&e.to_string()),
    };
    keep(v, Vec::new())
}

pub use commands::{build, check, import_photo, import_svg, live_diagnostics, render};
pub use game::{balance, edit, generate, moves, play_close, play_open, play_record, play_send};
pub use run::run;
