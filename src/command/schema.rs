//! `schema`: the JSON Schema of the board file or of the validated board file.

use super::{Ctx, Output, Reply};
use serde::{Deserialize, Serialize};

/// The options of `schema`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SchemaRequest {
    /// The schema of the validated board file (build's output) instead of the board file's.
    pub validated: bool,
    /// The file to write; `None` (or `-`): standard output.
    pub output: Option<String>,
}

/// Runs `schema` (exit status 0).
pub(crate) fn run(ctx: &Ctx, r: &SchemaRequest) -> Reply {
    let v = if r.validated {
        crate::validated::output_schema()
    } else {
        crate::input::input_schema()
    };
    let mut s = serde_json::to_string_pretty(&v).unwrap_or_default();
    s.push('\n');
    let mut reply = Reply::default();
    match r.output.as_deref().filter(|o| *o != "-") {
        Some(o) => reply.outputs.push(Output {
            name: o.to_string(),
            bytes: s.into_bytes(),
            note: None,
        }),
        None => ctx.host.stdout(s.as_bytes()),
    }
    reply
}
