//! `check`: every problem of one or more board files, each at its place in the file, as text
//! (with a region table and a summary) or JSON.

use super::{Ctx, Format, Reply};
use crate::pipeline::Options;
use serde::{Deserialize, Serialize};

/// The options of `check`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CheckRequest {
    /// The board files, by the names of their inputs (`-`: standard input).
    pub boards: Vec<String>,
    /// The output format.
    pub format: Format,
    /// Skip capacities (and the checks that need them).
    pub no_capacity: bool,
    /// Search every capacity fully, not only up to the pieces in play.
    pub full_capacity: bool,
}

/// Runs `check`: exit status 1 when any board has errors or cannot be read.
pub(crate) fn run(ctx: &Ctx, r: &CheckRequest) -> Reply {
    if r.no_capacity && r.full_capacity {
        return ctx.usage("the argument '--no-capacity' cannot be used with '--full-capacity'");
    }
    let json = r.format == Format::Json;
    // Several files: one report each (a JSON array of them), exit 1 if any has errors.
    let many = r.boards.len() > 1 && json;
    let mut all_ok = true;
    for (i, board) in r.boards.iter().enumerate() {
        if many {
            ctx.host.stdout(if i == 0 { b"[\n" } else { b",\n" });
        }
        all_ok &= match check_one(ctx, r, board) {
            Ok(ok) => ok,
            // JSON stays JSON: a file that cannot be read gets a report of its own, with the
            // reason in `error` and one error counted (the reason also goes to stderr).
            Err(msg) if json => {
                ctx.err(&format!("error: {msg}"));
                let name = if board == "-" {
                    "<stdin>"
                } else {
                    board.as_str()
                };
                ctx.host
                    .stdout(crate::frontend::unreadable_json(name, &msg).as_bytes());
                false
            }
            Err(msg) if r.boards.len() > 1 => {
                ctx.err(&format!("error: {msg}"));
                false
            }
            Err(msg) => return ctx.failure(&msg),
        };
    }
    if many {
        ctx.host.stdout(b"]\n");
    }
    Reply {
        exit: super::exit_of(!all_ok),
        ..Reply::default()
    }
}

/// `check` of one board: its report on standard output; true when it has no errors.
fn check_one(ctx: &Ctx, r: &CheckRequest, board: &str) -> Result<bool, String> {
    let (name, text) = ctx.board(board)?;
    let opts = Options {
        capacity: !r.no_capacity,
        full_capacity: r.full_capacity,
        ..Options::default()
    };
    let (diags, ok, table, board_lang) =
        match crate::frontend::analyse(&text, &opts, &|p| ctx.progress(p)) {
            Ok(out) => {
                let ok = !out.has_errors();
                let lang = ctx.lang(out.validated.lang);
                let table = crate::frontend::region_table_in(&out.validated, lang);
                (out.diagnostics, ok, table, out.validated.lang)
            }
            Err(d) => (d, false, String::new(), None),
        };
    match r.format {
        // Keys in alphabetical order; each diagnostic in the validated board file's shape.
        Format::Json => ctx
            .host
            .stdout(crate::frontend::check_json(&name, text.as_str(), &diags).as_bytes()),
        Format::Text => {
            let mut out = Vec::new();
            // Into memory: cannot fail.
            let _ = crate::frontend::write_check_text_in(
                &mut out,
                &name,
                text.as_str(),
                &diags,
                &table,
                (ctx.req.colour_stdout, ctx.req.quiet),
                ctx.lang(board_lang),
            );
            ctx.host.stdout(&out);
        }
    }
    Ok(ok)
}
