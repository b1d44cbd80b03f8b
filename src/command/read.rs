//! A board as `check`, `build` and `render` read it: by its name and bytes, an SVG drawing
//! (by the extension `.svg`/`.svgz`, or on standard input by its first character or its bytes)
//! imported first, a validated board file read back as the board it was validated from.

use super::{Ctx, Request};
use crate::frontend::{self, BoardText};
use crate::import::svg::ImportOptions;

/// The board named `path` (`-`: standard input) from its `bytes`: the name to report it by
/// (`<stdin>` for `-`) and its text; the note of a validated board file read back goes to
/// `note` (the CLI prints it on standard error whatever `--quiet` says).
///
/// # Errors
/// A sentence naming the board: an SVG drawing that cannot be decoded or imported, or a
/// validated board file that cannot be read back.
pub fn read_board(
    req: &Request,
    path: &str,
    bytes: &[u8],
    note: &mut dyn FnMut(&str),
) -> Result<(String, BoardText), String> {
    let stdin = path == "-";
    let name = if stdin {
        "<stdin>".to_string()
    } else {
        path.to_string()
    };
    // At most one byte past the limit, as the CLI reads it: the loader says it is too large.
    let bytes = &bytes[..bytes.len().min(crate::input::MAX_FILE_BYTES + 1)];
    let opts = ImportOptions {
        px_per_inch: req.px_per_inch,
    };
    let text = if !stdin && frontend::is_drawing_path(path) {
        // An SVG board (`.svg`, or `.svgz` compressed) is imported first; its diagnostics
        // point into the SVG.
        BoardText::Svg(Box::new(frontend::import_bytes(
            &name,
            bytes.to_vec(),
            &opts,
        )?))
    } else if stdin && crate::import::svg::bytes::is_svg_bytes(bytes) {
        // A compressed SVG, or one in UTF-16 or UTF-32.
        BoardText::Svg(Box::new(frontend::import_bytes(
            &name,
            bytes.to_vec(),
            &opts,
        )?))
    } else {
        match BoardText::from_bytes(bytes.to_vec()) {
            BoardText::Utf8(s) if stdin && frontend::looks_like_svg(&s) => {
                let out = crate::import::svg::import_with(&s, &opts)
                    .map_err(|e| format!("<stdin>: {e}"))?;
                BoardText::Svg(Box::new(out))
            }
            t => t,
        }
    };
    let (text, read_back) = frontend::read_back(&name, text)?;
    if let Some(n) = read_back {
        note(&n);
    }
    Ok((name, text))
}

impl Ctx<'_> {
    /// [`read_board`] of the input `path`, its note on standard error.
    ///
    /// # Errors
    /// The door's sentence when the file could not be read, or [`read_board`]'s.
    pub(crate) fn board(&self, path: &str) -> Result<(String, BoardText), String> {
        let bytes = self.inputs.bytes(path)?;
        read_board(self.req, path, bytes, &mut |n| self.err(n))
    }
}
