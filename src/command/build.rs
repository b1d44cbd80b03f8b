//! `build`: the validated board file (JSON or YAML) or an export (GeoJSON, DOT, GraphML), to
//! standard output or to a file named by its extension.

use super::{Ctx, Output, Reply};
use crate::output::export::{ExportOptions, Format as Export};
use crate::pipeline::Options;
use serde::{Deserialize, Serialize};

/// The options of `build`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BuildRequest {
    /// The board file, by the name of its input (`-`: standard input).
    pub board: String,
    /// The output file, whose extension chooses what is written: `.json`, `.yaml`/`.yml` the
    /// validated board file, an export's ([`Export::EXTENSIONS`]); any other is refused.
    /// `None` (or `-`): the validated board file as JSON on standard output.
    pub output: Option<String>,
    /// GeoJSON export: y up.
    pub geojson_y_up: bool,
    /// GeoJSON export: longitude and latitude.
    pub geojson_degrees: bool,
    /// Write the file even when the board has errors.
    pub force: bool,
    /// Regions and adjacency only: no capacities.
    pub no_capacity: bool,
    /// Search every capacity fully.
    pub full_capacity: bool,
    /// List every disc centre of every count (no `packing_lattice`).
    pub full_certificates: bool,
}

/// What a build output's extension asks for.
#[derive(Clone, Copy, PartialEq)]
enum Written {
    Json,
    Yaml,
    Export(Export),
}

/// The lower-case extension of the file name `path`, if any.
fn extension(path: &str) -> Option<String> {
    std::path::Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
}

/// Runs `build`: exit status 1 when the board has errors (written only with `force`), 2 for an
/// output it cannot write.
pub(crate) fn run(ctx: &Ctx, r: &BuildRequest) -> Reply {
    if r.no_capacity && (r.full_capacity || r.full_certificates) {
        let other = if r.full_capacity {
            "--full-capacity"
        } else {
            "--full-certificates"
        };
        return ctx.usage(&format!(
            "the argument '--no-capacity' cannot be used with '{other}'"
        ));
    }
    let output = r.output.as_deref().filter(|o| *o != "-");
    let written = match output {
        None => Written::Json,
        Some(o) => {
            let ext = extension(o);
            let exports = Export::EXTENSIONS
                .iter()
                .map(|(e, _)| format!(".{e}"))
                .collect::<Vec<_>>()
                .join(", ");
            let written = match ext.as_deref() {
                Some("json") => Some(Written::Json),
                Some("yaml" | "yml") => Some(Written::Yaml),
                Some(e) => Export::from_extension(e).map(Written::Export),
                None => None,
            };
            match (written, ext.as_deref()) {
                (Some(w), _) => w,
                // A sheet's extension: the user wants `render` (build used to write JSON into
                // it).
                (None, Some(e @ ("svg" | "pdf" | "png"))) => {
                    ctx.err(&format!(
                        "error: build writes the validated board file (.json, .yaml) or an export ({exports}), not a .{e} sheet: run `savanna render {} -o {o}`",
                        r.board
                    ));
                    return Reply {
                        exit: 2,
                        ..Reply::default()
                    };
                }
                // Any other extension was written as JSON without a word (`-o board.txt`);
                // refused as `render` refuses one it cannot write (issue 24.7).
                (None, e) => {
                    ctx.err(&format!(
                        "error: build writes the validated board file (.json, .yaml, .yml) or an export ({exports}); `{o}` has {}: give the output one of these extensions",
                        e.map_or("no extension".to_string(), |e| format!(
                            "the extension .{e}"
                        ))
                    ));
                    return Reply {
                        exit: 2,
                        ..Reply::default()
                    };
                }
            }
        }
    };
    if let Some(o) = output
        && let Err(m) = ctx.host.check_output(&r.board, o)
    {
        return ctx.failure(&m);
    }
    let geojson = written == Written::Export(Export::GeoJson);
    if r.geojson_y_up && !geojson {
        ctx.note("warning: --geojson-y-up applies to a .geojson output only; this output is written y down");
    }
    if r.geojson_degrees && !geojson {
        ctx.note("warning: --geojson-degrees applies to a .geojson output only; this output is written in board units");
    }
    let opts = Options {
        capacity: !r.no_capacity,
        full_capacity: r.full_capacity,
        ..Options::default()
    };
    let (_, text, out) = match ctx.read_and_analyse(
        &r.board,
        &opts,
        r.force,
        "nothing written: the board has errors (use --force to write it anyway)",
    ) {
        Ok(x) => x,
        Err(reply) => return reply,
    };
    let has_errors = out.has_errors();
    let mut bytes = Vec::new();
    // Into memory: fails only for a value YAML cannot represent.
    let done = match written {
        Written::Export(f) => {
            let opts = ExportOptions {
                geojson_y_up: r.geojson_y_up,
                geojson_degrees: r.geojson_degrees,
            };
            crate::output::export::write(&out.validated, f, opts, &mut bytes)
        }
        Written::Json | Written::Yaml => crate::frontend::write_build(
            out.validated,
            written == Written::Yaml,
            r.full_certificates,
            &mut bytes,
        ),
    };
    let mut reply = Reply {
        exit: super::exit_of(has_errors),
        diagnostics: Some(super::report::diagnostics_json(&text, &out.diagnostics)),
        ..Reply::default()
    };
    match (done, output) {
        (Err(e), Some(o)) => return ctx.failure(&format!("cannot write {o}: {e}")),
        (Err(e), None) => return ctx.failure(&format!("cannot write to standard output: {e}")),
        (Ok(()), Some(o)) => reply.outputs.push(Output {
            name: o.to_string(),
            bytes,
            note: None,
        }),
        (Ok(()), None) => ctx.host.stdout(&bytes),
    }
    reply
}
